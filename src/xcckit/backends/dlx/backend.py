"""The dlx backend: runs one of the engines in slices, alone or shared between threads.

Engines (:data:`ENGINES`): ``cells`` (sparse sets, Knuth's dancing cells; the default, with
optional propagation and lookahead, and work sharing between threads) and ``links`` (DLX2's
dancing links). Without propagation and lookahead both choose the item with fewest options, the
first on ties; cells takes items left with one option from its force stack (SSXCC's forced moves).

Multiplicities are written as plain XCC first (:mod:`..plain`: counters along each bounded
item's options). Side constraints: the single loop is pruned during the search (the kernels'
loop hook, one loop at most), implied ones are ignored, and the others are checked at the leaves
(:mod:`..leaves`): each exact cover counts when it keeps them; graph constraints that say what a
partial solution breaks (``pruning()``) are checked after each choice too (cells engine:
:mod:`.regions`).
"""

from __future__ import annotations

import os
import threading
from collections import deque
from dataclasses import dataclass

import numpy as np

from ...errors import Interrupted, UnsupportedError
from ...model import Model
from ...constraints import CarriedShortcuts, ColourCount, SideConstraint, SingleLoop
from ..subproblems import Subproblem
from ..base import Backend, Outcome, Ranked, constraints_with
from ..leaves import Checked
from ..plain import Plain, check_bounds, plain
from ..slices import BUFFER, DONE, Sliced, Slices
from .state import NODE_BUDGET, S_OUT

# Lookahead probes items with up to this many options (cells engine, on by default for loop
# models): 2 measured best on the slitherlinks of extra.jsonl (3 and 4 probe more than they save).
LOOKAHEAD = 2
PROBE_NODES = 2_000  # a search shared by threads that needs fewer nodes ends on one thread

@dataclass(frozen=True)
class Engine:
    """A search engine of the dlx backend and what it can do."""

    name: str          # also its module's, which holds its structure class
    propagation: bool  # colour propagation and lookahead
    sharing: bool      # subproblems counted by several threads

    @property
    def structure(self) -> type:
        """The engine's structure class, its module imported on first use (numba with it: its
        kernel compiled or loaded from numba's cache)."""
        from importlib import import_module
        module = import_module(f".{self.name}", __package__)
        return getattr(module, f"{self.name.capitalize()}Structure")


ENGINES = {
    "cells": Engine("cells", propagation=True, sharing=True),
    "links": Engine("links", propagation=False, sharing=False),
}


@dataclass
class Prepared:
    """What the engines search for a model: the model without multiplicities, its single loop
    (on the plain model), the constraints checked at the leaves (on the model), and whether
    solutions go through :class:`~..leaves.Checked` (mapped back or checked)."""

    plain: Plain
    loop: object
    leaves: list
    checked: bool
    regions: list  # what the leaves' constraints (on the plain model) check on partial solutions


DLX_CONSTRAINTS = {SingleLoop: "loop", ColourCount: "implied", CarriedShortcuts: None, SideConstraint: "leaves"}
"""What Algorithm C does with a side constraint: a single loop by the kernels' loop hook, a
redundant count left to the model, every other checked at the leaves (and a region rule on
partial solutions too: the cells engine's regions hook) but labels carried by the constraint
alone (refused: it would list every labelling of the vertices)."""


def prepare(model: Model) -> Prepared:
    """Refuse what the kernels cannot do (several single loops, bounds above what a counter
    writes); the plain model, its loop and the checks at the leaves."""
    loops = constraints_with(model, DLX_CONSTRAINTS, "loop")
    if len(loops) > 1:
        raise UnsupportedError("the dlx backend handles at most one single-loop constraint")
    flat = plain(model)
    loop = constraints_with(flat.model, DLX_CONSTRAINTS, "loop")
    leaves = constraints_with(model, DLX_CONSTRAINTS, "leaves")
    regions = [rule for rule in (sc.pruning() for sc in constraints_with(flat.model, DLX_CONSTRAINTS, "leaves"))
               if rule is not None]
    return Prepared(flat, loop[0] if loop else None, leaves, bool(leaves) or flat.model is not model, regions)


class DlxBackend(Sliced, Backend):
    """Algorithm C, compiled.

    Options: ``engine`` (``cells`` or ``links``); ``threads`` (``xcckit.count`` and
    ``xcckit.solve`` share a search between this many threads, cells engine: a search gives
    pieces of itself to the threads that have none, see :mod:`xcckit.parallel.threads`; default:
    every CPU; this class's own :meth:`count` and :meth:`run` search on one thread); ``probe``
    (a shared search first runs this many nodes alone, and small ones end there);
    ``propagate`` and ``lookahead`` (cells engine; None: both on for models with a single-loop
    constraint, propagation on for models with the hint ``propagate``; see :mod:`.cells`);
    ``budget`` (most options tried between two looks at the clock; slices are shortened to
    about 0.1 s where options are slow). After a search, ``nodes`` holds
    the options tried and ``probes`` the options probed by the lookahead.
    """

    bytes_per_entry = 80

    name = "dlx"
    multiplicities = "counted"
    workers_option = "threads"
    solve_workers = 1  # solutions in the order of the search unless asked otherwise
    first_at_once = True
    counts_in_parts = True  # (the engines that share a search; a backend says whether its own does)
    configurations = {
        "dlx": {},                                            # cells engine, its defaults
        "dlx-links": {"engine": "links"},                     # dancing links
        "dlx-noprop": {"propagate": False, "lookahead": 0},   # plain Algorithm C on cells
        "dlx-prop": {"propagate": True, "lookahead": 0},      # propagation alone
        "dlx-lookahead2": {"propagate": True, "lookahead": 2},  # as on loop models
        "dlx-lookahead3": {"propagate": False, "lookahead": 3},  # lookahead alone
    }
    constraints = DLX_CONSTRAINTS
    queries = frozenset({"best"})
    best_constraint_modes = ("implied",)
    unbounded_only = frozenset({"best"})
    cost_sums = "solution"

    def __init__(self, budget: int = NODE_BUDGET, engine: str = "cells",
                 threads: int | None = None, probe: int = PROBE_NODES,
                 propagate: bool | None = None, lookahead: int | None = None) -> None:
        if engine not in ENGINES:
            raise ValueError(f"unknown dlx engine {engine!r}; choose from {', '.join(ENGINES)}")
        self.engine = ENGINES[engine]
        self.counts_in_parts = self.engine.sharing  # (this configuration: see Backend.counts_in_parts)
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
        self._prepared: tuple[Model, Prepared] | None = None
        self._lock = threading.Lock()

    def describe(self) -> str:
        return f"dlx engine {self.engine.name}"

    def settings(self) -> dict:
        """The constructor's arguments that decide how one thread searches (for a worker that
        builds the same backend elsewhere)."""
        return {"engine": self.engine.name, "budget": self.budget, "propagate": self.propagate,
                "lookahead": self.lookahead}

    # ------------------------------------------------------------------ set-up
    def prepared(self, model: Model) -> Prepared:
        """:func:`prepare` of ``model``, made once for the threads that search it."""
        with self._lock:
            if self._prepared is None or self._prepared[0] is not model:
                self.check_supported(model)
                self._prepared = (model, prepare(model))
            return self._prepared[1]

    def check_supported(self, model: Model) -> None:
        super().check_supported(model)
        if len(constraints_with(model, DLX_CONSTRAINTS, "loop")) > 1:  # (said before anything starts)
            raise UnsupportedError("the dlx backend handles at most one single-loop constraint")
        check_bounds(model, self.name)

    def structure(self, model: Model):
        """The engine's arrays for ``model`` (checked): a search of its plain model, wrapped in
        :class:`~..leaves.Checked` when solutions are mapped back or checked at the leaves."""
        p = self.prepared(model)
        s = self._engine(p.plain.model, p.loop, p.regions)
        return Checked(s, model, p.plain, p.leaves) if p.checked else s

    def _engine(self, model: Model, loop, regions=()):
        if not self.engine.propagation:
            return self.engine.structure(model, loop)  # (its leaves decide alone)
        # propagation and lookahead pay on loop models: on by default there; propagation alone
        # where the model asks for it (a word grid's prefix model)
        on = loop is not None
        propagate = (on or model.hints.propagate) if self.propagate is None else self.propagate
        lookahead = (LOOKAHEAD if on else 0) if self.lookahead is None else self.lookahead
        return self.engine.structure(model, loop, propagate, lookahead, regions)

    def small_count(self, model: Model, limit: int, deadline) -> tuple[int, Outcome] | None:
        """A small model's count in Python while no compiled engine is loaded in this process
        (:mod:`.small`: quicker than loading one), or None."""
        from . import small
        if not small.suits(model):
            return None
        self.check_supported(model)
        got = small.count(model, limit, deadline)
        if got is None:
            return None
        self.nodes, self.probes = got[1], 0
        return got[0], got[2]

    def best(self, model: Model, k: int = 1, *, time_limit: float | None = None) -> Ranked:
        """The ``k`` cheapest solutions by Algorithm C$ (DLX5's branch and bound: :mod:`.costs`),
        on one thread."""
        from . import costs
        self.check_supported(model)
        ranked, self.nodes = costs.best(model, k, time_limit, self.budget)
        return ranked

    # ------------------------------------------------------------------ subproblems
    def _leaves(self, s, out) -> list:
        """Run structure ``s`` (cutting the tree) to its end; the words it recorded (arrays)."""
        words = []
        slices = Slices(s, self.budget)
        while True:
            code = slices.step(out, True)
            words.append(out[:int(s.st[S_OUT])].copy())
            s.st[S_OUT] = 0
            if code == DONE:
                return words

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
        out = np.zeros(max(BUFFER, 4 * (self.prepared(model).plain.model.n_primary + 2)), dtype=np.int64)
        pending = deque([Subproblem((), 1.0)])
        found = [0]  # solutions counted while cutting, so far
        try:
            self._cut(model, parts, probe, out, pending, found)
        except KeyboardInterrupt:
            raise Interrupted(found[0]) from None
        return list(pending), found[0]

    def _cut(self, model, parts, probe, out, pending, found) -> None:
        p = self.prepared(model)
        flat = p.plain.model  # (the prefixes are its options)
        checker = Checked(None, model, p.plain, p.leaves)
        most = int(np.bincount(flat.arrays()[1], minlength=1).max())  # options of the biggest item
        while pending and len(pending) < parts:
            sp = pending.popleft()
            s = self.structure(model)
            s.restart(sp.forced)
            if s.run(out, False, 0, probe) == DONE:
                found[0] += s.count
                continue
            depth = len(sp.forced) + 1
            s = self._engine(flat, p.loop, p.regions)  # the probe stopped half-way: cut from a fresh start
            s.restart(sp.forced, depth=depth)
            need = (depth + 1) * most + flat.n_primary + 1  # every leaf of one item at once
            if len(out) < need:
                out = np.zeros(need, dtype=np.int64)
            leaves = []
            for words in self._leaves(s, out):
                k = 0
                while k < len(words):
                    m = int(words[k])
                    if m < depth:  # a leaf above the cut is a solution (when the checks allow it)
                        found[0] += not p.checked or checker.accepts(words[k + 1:k + 1 + m].tolist()) is not None
                    else:
                        leaves.append(tuple(int(v) for v in words[k + 1:k + 1 + m]))
                    k += 1 + m
            pending.extend(Subproblem(leaf, sp.share / len(leaves)) for leaf in leaves)

