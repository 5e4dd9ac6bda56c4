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
import time
from collections import deque
from dataclasses import dataclass, replace

import numpy as np

from ...errors import Interrupted, UnsupportedError
from ...model import ColourCount, Model, SingleLoop
from ..subproblems import Subproblem
from ..base import Backend, Deadline, Handover, OnSolution, Outcome, Progress, Ranked, Status, next_budget
from . import costs
from ..parts import BUFFER, FIRST_SLICE, InParts, buffer
from .cells import CellsStructure
from .links import LinksStructure
from .state import BUFFER_FULL, COUNT_LIMIT, DONE, NODE_BUDGET, S_OUT

# Lookahead probes items with up to this many options (cells engine, on by default for loop
# models): 2 measured best on the slitherlinks of extra.jsonl (3 and 4 probe more than they save).
LOOKAHEAD = 2
PROBE_NODES = 2_000  # a count that needs fewer nodes runs on one thread

@dataclass(frozen=True)
class Engine:
    """A search engine of the dlx backend and what it can do."""

    name: str
    structure: type
    propagation: bool  # colour propagation and lookahead
    sharing: bool      # subproblems counted by several threads


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


class DlxBackend(InParts, Backend):
    """Algorithm C, compiled.

    Options: ``engine`` (``cells`` or ``links``); ``threads`` (a count without a limit, or a
    run, is shared by this many threads: a search gives pieces of itself to the threads that
    have none, see :meth:`count_subproblems`; default: every CPU); ``probe`` (such a search
    first runs this many nodes alone, and small ones end there); ``propagate`` and ``lookahead``
    (cells engine; None: both on for models with a single-loop constraint, propagation on for
    models with the hint ``propagate``; see :mod:`.cells`);
    ``budget`` (most options tried between two looks at the clock; slices are shortened to
    about 0.1 s where options are slow). After a search, ``nodes`` holds
    the options tried and ``probes`` the options probed by the lookahead.
    """

    name = "dlx"
    workers_option = "threads"
    multiplicities = False
    counts_in_parts = True  # with the cells engine (``in_parts``)
    configurations = {
        "dlx": {},                                            # cells engine, its defaults
        "dlx-links": {"engine": "links"},                     # dancing links
        "dlx-noprop": {"propagate": False, "lookahead": 0},   # plain Algorithm C on cells
        "dlx-prop": {"propagate": True, "lookahead": 0},      # propagation alone
        "dlx-lookahead2": {"propagate": True, "lookahead": 2},  # as on loop models
        "dlx-lookahead3": {"propagate": False, "lookahead": 3},  # lookahead alone
    }
    side_constraints = (SingleLoop, ColourCount)  # colour counts are implied: nothing to do
    queries = frozenset({"best"})
    best_side_constraints = (ColourCount,)

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
        self.threads = max(1, threads if threads is not None else (os.cpu_count() or 1))
        self.probe = probe
        self.nodes = 0   # options tried by the last search
        self.probes = 0  # options probed by its lookahead

    @property
    def in_parts(self) -> bool:
        return self.engine.sharing

    def options(self) -> dict:
        """The constructor's arguments that decide how one thread searches (for a worker that
        builds the same backend elsewhere)."""
        return {"engine": self.engine.name, "budget": self.budget, "propagate": self.propagate,
                "lookahead": self.lookahead}

    # ------------------------------------------------------------------ set-up
    def structure(self, model: Model):
        """The engine's arrays for ``model`` (checked)."""
        self.check_supported(model)
        loop = check_dlx_model(model)
        if not self.engine.propagation:
            return self.engine.structure(model, loop)
        # propagation and lookahead pay on loop models: on by default there; propagation alone
        # where the model asks for it (a word grid's prefix model)
        on = loop is not None
        propagate = (on or "propagate" in model.hints) if self.propagate is None else self.propagate
        lookahead = (LOOKAHEAD if on else 0) if self.lookahead is None else self.lookahead
        return self.engine.structure(model, loop, propagate, lookahead)

    def best(self, model: Model, k: int = 1, *, time_limit: float | None = None) -> Ranked:
        """The ``k`` cheapest solutions by Algorithm C$ (DLX5's branch and bound: :mod:`.costs`),
        on one thread."""
        self.check_supported(model)
        ranked, self.nodes = costs.best(model, k, time_limit, self.budget)
        return ranked

    def _finish(self, structures) -> None:
        self.nodes = sum(s.nodes for s in structures)
        self.probes = sum(s.probes for s in structures)

    # ------------------------------------------------------------------ searches
    def _loop(self, model: Model, *, record: bool, on_solution: OnSolution | None,
              limit: int | None, time_limit: float | None, progress: Progress | None):
        deadline = Deadline(time_limit)
        s = self.structure(model)
        out = buffer(model, record)
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
                sols = s.solutions(out)
                if on_solution is not None and any(on_solution(sol) is False for sol in sols):
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
                progress(Status(s.count, time.perf_counter() - t0))
        return s.count, outcome

    def run(self, model: Model, on_solution: OnSolution, *, limit: int | None = None,
            time_limit: float | None = None) -> Outcome:
        """Hand each solution to ``on_solution`` (False stops the search), at most ``limit``.
        With several threads (cells engine) a search that outlasts the probe goes on in the first
        thread and gives pieces to the others: the solutions then come in the order they are
        found, and every thread stops once ``limit`` are in."""
        if self.engine.sharing and self.threads > 1:
            return self._shared_run(model, on_solution, limit, time_limit)
        return self._loop(model, record=True, on_solution=on_solution, limit=limit,
                          time_limit=time_limit, progress=None)[1]

    def _probe(self, model: Model, deadline: Deadline, deliver: Handover | None = None):
        """Run the search alone for ``probe`` options: small searches end here, without
        starting threads. Returns (s, None) when it goes on (``s`` paused at the end of a slice,
        for the first thread to go on with), else (s, outcome): COMPLETE, TIMEOUT, or STOPPED
        when ``deliver`` (given the solutions, which are then recorded) said so."""
        s = self.structure(model)
        record = deliver is not None
        out = buffer(model, record)
        budget = min(self.probe, FIRST_SLICE)
        try:
            while True:  # slices: nodes can be slow
                t = time.perf_counter()
                code = s.run(out, record, 0, budget)
                if record:
                    sols = s.solutions(out)
                    if not all(deliver(sol) for sol in sols):
                        return s, Outcome.STOPPED
                if code == DONE:
                    return s, Outcome.COMPLETE
                if deadline.expired():
                    return s, Outcome.TIMEOUT
                if s.nodes + s.probes >= self.probe:
                    return s, None
                budget = next_budget(budget, time.perf_counter() - t, self.probe)
        except KeyboardInterrupt:
            raise Interrupted(s.count) from None
        finally:
            self._finish([s])

    def _shared(self, model: Model, time_limit: float | None, progress: Progress | None = None,
                deliver: Handover | None = None) -> tuple[int, Outcome]:
        """A search shared by the threads: the probe alone, then its search goes on in the first
        thread and gives pieces to the others as they are without (``count_subproblems`` with
        the whole search as one part). Returns the solutions and the outcome (STOPPED when
        ``deliver`` said stop)."""
        deadline = Deadline(time_limit)
        started, before = None, 0
        if self.probe > 0:
            started, outcome = self._probe(model, deadline, deliver)
            if outcome is not None:
                return started.count, outcome
            before = started.count
        parts = [Subproblem(())]
        shown = None if progress is None else (lambda st: progress(replace(st, count=before + st.count)))
        try:
            result = self.count_subproblems(model, parts, time_limit=deadline.remaining(), progress=shown,
                                            deliver=deliver, started=started)
        except Interrupted as err:  # with what the probe found
            raise Interrupted(before + err.count) from None
        total = before + sum(result.counts.values()) + result.unfinished
        if deliver is not None and deliver.stopped:
            return total, Outcome.STOPPED
        return total, Outcome.COMPLETE if len(result.counts) == len(parts) else Outcome.TIMEOUT

    def _shared_run(self, model: Model, on_solution: OnSolution, limit: int | None,
                    time_limit: float | None) -> Outcome:
        deliver = Handover(on_solution, limit)
        try:
            return self._shared(model, time_limit, deliver=deliver)[1]
        except Interrupted:
            raise Interrupted(deliver.count) from None

    def count(self, model: Model, *, limit: int | None = None, time_limit: float | None = None,
              progress: Progress | None = None) -> tuple[int, Outcome]:
        if self.engine.sharing and self.threads > 1 and not limit:
            return self._shared(model, time_limit, progress)
        return self._loop(model, record=False, on_solution=None, limit=limit,
                          time_limit=time_limit, progress=progress)

    # ------------------------------------------------------------------ subproblems
    def _run(self, s, out, record: bool, stop=None, budget: int | None = None):
        """Run structure ``s`` slice by slice until it is done (or ``stop`` is set, or one slice
        of ``budget`` options when given); yields nothing, returns the last code and the words
        recorded (a list of arrays) when recording."""
        words = []
        slice_ = min(self.budget, FIRST_SLICE) if budget is None else budget
        while True:
            t = time.perf_counter()
            code = s.run(out, record, 0, slice_)
            if record:
                words.append(out[:int(s.st[S_OUT])].copy())
                s.st[S_OUT] = 0
            if code == DONE or budget is not None or (stop is not None and stop.is_set()):
                return code, words
            if code != BUFFER_FULL:
                slice_ = next_budget(slice_, time.perf_counter() - t, self.budget)

    def subproblems(self, model: Model, parts: int, probe: int | None = None) -> tuple[list[Subproblem], int]:
        """Cut the search into at least ``parts`` subproblems, breadth first: each is first
        probed (``probe`` options tried); one that ends in its probe is counted on the spot (the
        second result is their total), another is cut one level deeper, its share of the tree
        divided among its children. Big subtrees are thus cut deeper than small ones. A search
        that ends in the first probe gives no subproblem. Uses the cells engine; counts of the
        subproblems and the second result add up to the model's. ``probe``: the backend's own
        (at least 1) unless given."""
        probe = max(1, self.probe) if probe is None else probe
        if self.engine.name != "cells":
            raise ValueError("subproblems are cut by the cells engine")
        out = np.zeros(max(BUFFER, 4 * (model.n_primary + 2)), dtype=np.int64)
        pending = deque([Subproblem((), 1.0)])
        found = [0]  # solutions counted while cutting, so far
        try:
            self._cut(model, parts, probe, out, pending, found)
        except KeyboardInterrupt:
            raise Interrupted(found[0]) from None
        return list(pending), found[0]

    def _cut(self, model, parts, probe, out, pending, found) -> None:
        most = int(np.bincount(model.arrays()[1], minlength=1).max())  # options of the biggest item
        while pending and len(pending) < parts:
            sp = pending.popleft()
            s = self.structure(model)
            s.restart(sp.forced)
            if self._run(s, out, False, budget=probe)[0] == DONE:
                found[0] += s.count
                continue
            depth = len(sp.forced) + 1
            s = self.structure(model)  # the probe stopped half-way: cut from a fresh start
            s.restart(sp.forced, depth=depth)
            need = (depth + 1) * most + model.n_primary + 1  # every leaf of one item at once
            if len(out) < need:
                out = np.zeros(need, dtype=np.int64)
            leaves = []
            for words in self._run(s, out, True)[1]:
                k = 0
                while k < len(words):
                    m = int(words[k])
                    if m < depth:
                        found[0] += 1  # a leaf above the cut is a solution
                    else:
                        leaves.append(tuple(int(v) for v in words[k + 1:k + 1 + m]))
                    k += 1 + m
            pending.extend(Subproblem(leaf, sp.share / len(leaves)) for leaf in leaves)

