"""The dlx backend: runs one of the engines in slices, alone or shared between threads.

Engines (:data:`ENGINES`): ``cells`` (sparse sets, Knuth's dancing cells; the default, with
optional propagation and lookahead, and work sharing between threads) and ``links`` (DLX2's
dancing links). Without propagation and lookahead both visit the same nodes.

Multiplicities (Algorithm M) are not supported: a model with bounds other than 1 is rejected with
:class:`~xcckit.errors.UnsupportedError`, as is a model with several single-loop constraints.
Colour counts (:class:`~xcckit.model.ColourCount`) are implied by the model: the engines ignore them.
"""

from __future__ import annotations

import os
import threading
import time
from dataclasses import dataclass

import numpy as np

from ...errors import Interrupted, UnsupportedError
from ...model import ColourCount, Model, SingleLoop
from ..base import Backend, Deadline, OnSolution, Outcome, Progress, next_budget, run_threads
from .cells import CellsStructure
from .links import LinksStructure
from .state import BUDGET, COUNT_LIMIT, DONE, NODE_BUDGET, S_NODES, S_OUT

# Lookahead probes items with up to this many options (cells engine, on by default for loop
# models): 2 measured best on the slitherlinks of extra.jsonl (3 and 4 probe more than they save).
LOOKAHEAD = 2
PROBE_NODES = 2_000  # a count that needs fewer nodes runs on one thread
BUFFER = 1 << 16     # words in the solution buffer
FIRST_SLICE = 64     # options tried in a search's first slice; then slices grow to about 0.1 s


@dataclass(frozen=True)
class Engine:
    """A search engine of the dlx backend and what it can do."""

    name: str
    structure: type
    propagation: bool  # colour propagation and lookahead
    sharing: bool      # work sharing between threads


ENGINES = {
    "cells": Engine("cells", CellsStructure, propagation=True, sharing=True),
    "links": Engine("links", LinksStructure, propagation=False, sharing=False),
}


def check_dlx_model(model: Model) -> SingleLoop | None:
    """Reject what the exact-cover kernels cannot do; return the single-loop constraint, if any."""
    if model.has_multiplicities:
        bad = next(i for i in model.primary_ids if (model.lo[i], model.hi[i]) != (1, 1))
        raise UnsupportedError(
            f"the dlx backend implements Algorithm C without multiplicities, but item "
            f"'{model.names[bad]}' has bounds {model.lo[bad]}:{model.hi[bad]}; "
            f"use --backend sat or cpsat")
    loops = model.constraints(SingleLoop)
    if len(loops) > 1:
        raise UnsupportedError("the dlx backend handles at most one single-loop constraint")
    return loops[0] if loops else None


class DlxBackend(Backend):
    """Algorithm C, compiled.

    Options: ``engine`` (``cells`` or ``links``); ``threads`` (counting without a limit shares
    the work between this many threads; default min(2, CPUs)); ``probe`` (a shared count first
    runs this many nodes alone, and small counts end there); ``propagate`` and ``lookahead``
    (cells engine; None: both on for models with a single-loop constraint, propagation on for
    models with the hint ``propagate``; see :mod:`.cells`);
    ``budget`` (most options tried between two looks at the clock; slices are shortened to
    about 0.1 s where options are slow). After a search, ``nodes`` holds
    the options tried and ``probes`` the options probed by the lookahead.
    """

    name = "dlx"
    side_constraints = (SingleLoop, ColourCount)  # colour counts are implied: nothing to do

    def __init__(self, budget: int = NODE_BUDGET, engine: str = "cells",
                 threads: int | None = None, probe: int = PROBE_NODES,
                 propagate: bool | None = None, lookahead: int | None = None) -> None:
        if engine not in ENGINES:
            raise ValueError(f"unknown dlx engine {engine!r}; choose from {', '.join(ENGINES)}")
        self.engine = ENGINES[engine]
        if propagate and not self.engine.propagation:
            raise ValueError("colour propagation is a feature of the cells engine")
        if lookahead and not self.engine.propagation:
            raise ValueError("lookahead is a feature of the cells engine")
        if lookahead is not None and (isinstance(lookahead, bool) or lookahead < 0):
            raise ValueError(f"lookahead is a number of options, 0 (off) or more, not {lookahead!r}")
        self.propagate = propagate
        self.lookahead = lookahead
        self.budget = budget
        self.threads = max(1, threads if threads is not None else min(2, os.cpu_count() or 1))
        self.probe = probe
        self.nodes = 0   # options tried by the last search
        self.probes = 0  # options probed by its lookahead

    # ------------------------------------------------------------------ set-up
    def structure(self, model: Model, stride: int = 1, offset: int = 0):
        """The engine's arrays for ``model`` (checked), as worker ``offset`` of ``stride``."""
        self.check_supported(model)
        loop = check_dlx_model(model)
        if not self.engine.propagation:
            return self.engine.structure(model, loop)
        # propagation and lookahead pay on loop models: on by default there; propagation alone
        # where the model asks for it (a word grid's prefix model)
        on = loop is not None
        propagate = (on or "propagate" in model.hints) if self.propagate is None else self.propagate
        lookahead = (LOOKAHEAD if on else 0) if self.lookahead is None else self.lookahead
        return self.engine.structure(model, loop, stride, offset, propagate, lookahead)

    def _finish(self, structures) -> None:
        self.nodes = sum(int(s.st[S_NODES]) for s in structures)
        self.probes = sum(s.probes for s in structures)

    # ------------------------------------------------------------------ searches
    def _loop(self, model: Model, *, record: bool, on_solution: OnSolution | None,
              limit: int | None, time_limit: float | None, progress: Progress | None):
        deadline = Deadline(time_limit)
        s = self.structure(model)
        out = np.zeros(max(BUFFER, 2 * (model.n_primary + 1)) if record else 1, dtype=np.int64)
        t0 = time.perf_counter()
        try:
            return self._slices(s, out, record, on_solution, limit, deadline, progress, t0)
        except KeyboardInterrupt:
            raise Interrupted(s.count) from None
        finally:
            self._finish([s])

    def _slices(self, s, out, record, on_solution, limit, deadline, progress, t0):
        """Run the kernel slice by slice until it is done, a limit is reached or time is up."""
        budget = min(self.budget, FIRST_SLICE)
        while True:
            t = time.perf_counter()
            code = s.run(out, record, limit or 0, budget)
            budget = next_budget(budget, time.perf_counter() - t, self.budget)
            if record:
                k, end = 0, int(s.st[S_OUT])
                stop = False
                while k < end:
                    m = int(out[k])
                    sol = tuple(sorted(int(v) for v in out[k + 1: k + 1 + m]))
                    k += 1 + m
                    if on_solution is not None and on_solution(sol) is False:
                        stop = True
                        break
                s.st[S_OUT] = 0
                if stop:
                    code = COUNT_LIMIT
            if code == DONE:
                outcome = Outcome.COMPLETE
                break
            if code == COUNT_LIMIT:
                outcome = Outcome.STOPPED
                break
            if deadline.expired():
                outcome = Outcome.TIMEOUT
                break
            if progress is not None:
                progress(s.count, time.perf_counter() - t0)
        return s.count, outcome

    def run(self, model: Model, on_solution: OnSolution, *, limit: int | None = None,
            time_limit: float | None = None) -> Outcome:
        return self._loop(model, record=True, on_solution=on_solution, limit=limit,
                          time_limit=time_limit, progress=None)[1]

    def count(self, model: Model, *, limit: int | None = None, time_limit: float | None = None,
              progress: Progress | None = None) -> tuple[int, Outcome]:
        if self.engine.sharing and self.threads > 1 and not limit:
            # A short probe first: small searches end in it, without starting threads (which
            # costs about a millisecond); a long one starts again, shared, having lost little.
            deadline = Deadline(time_limit)
            if self.probe > 0:
                probe = self.structure(model)
                out = np.zeros(1, dtype=np.int64)
                budget = min(self.probe, FIRST_SLICE)
                while int(probe.st[S_NODES]) + probe.probes < self.probe:  # slices: nodes can be slow
                    t = time.perf_counter()
                    if probe.run(out, False, 0, budget) == DONE:
                        self._finish([probe])
                        return probe.count, Outcome.COMPLETE
                    if deadline.expired():
                        self._finish([probe])
                        return probe.count, Outcome.TIMEOUT
                    budget = next_budget(budget, time.perf_counter() - t, self.probe)
            return self._shared_count(model, deadline.remaining(), progress)
        return self._loop(model, record=False, on_solution=None, limit=limit,
                          time_limit=time_limit, progress=progress)

    def _shared_count(self, model: Model, time_limit: float | None,
                      progress: Progress | None) -> tuple[int, Outcome]:
        """Count with one search per thread, each trying its share of the options at the first
        level that has a choice (see :mod:`.cells`); the kernel runs without the GIL."""
        deadline = Deadline(time_limit)
        workers = [self.structure(model, self.threads, k) for k in range(self.threads)]
        out = np.zeros(1, dtype=np.int64)
        stop = threading.Event()
        codes: list[int] = [BUDGET] * len(workers)

        def work(k: int) -> None:
            budget = min(self.budget, FIRST_SLICE)
            while not stop.is_set():
                t = time.perf_counter()
                codes[k] = workers[k].run(out, False, 0, budget)
                if codes[k] == DONE:
                    return
                budget = next_budget(budget, time.perf_counter() - t, self.budget)

        try:
            run_threads(work, len(workers), stop, deadline, progress, lambda: sum(w.count for w in workers))
        except KeyboardInterrupt:  # every worker has ended its slice
            self._finish(workers)
            raise Interrupted(sum(w.count for w in workers)) from None
        self._finish(workers)
        outcome = Outcome.COMPLETE if all(c == DONE for c in codes) else Outcome.TIMEOUT
        return sum(w.count for w in workers), outcome
