"""The trie backend: a word grid searched letter by letter (:mod:`.search` is one thread's
search, shared by threads as :mod:`xcckit.parallel.threads` does), and its cheapest grids
(:mod:`.best`)."""

from __future__ import annotations

import os
import threading

import numpy as np

from ...errors import UnsupportedError
from ...model import Model
from ..base import Backend
from ..slices import Sliced
from ..subproblems import Subproblem
from .search import NODE_BUDGET, Grid, TrieSearch, _choices, prefixes, start


class TrieBackend(Sliced, Backend):
    """Word rectangles and word squares letter by letter (see the module docstring).

    Options: ``threads`` (``xcckit.count`` and ``xcckit.solve`` share a search between this
    many threads, which give each other pieces of it; default the number of CPUs; this class's
    own :meth:`count` and :meth:`run` search on one thread), ``split`` (a shared search begins
    with the prefixes of this many cells, one part each; default: the whole search, given away
    in pieces as threads are without work), ``budget`` (letters placed between two checks of
    the clock). After a search, ``nodes`` holds the letters placed.
    """

    bytes_per_entry = 80

    name = "trie"
    workers_option = "threads"
    multiplicities = False
    needs_word_grid = True
    counts_in_parts = True
    configurations = {"trie": {}}
    queries = frozenset({"best"})
    cost_sums = "solution"
    probe = 2_000
    """Letters a search shared by threads places alone first: one that needs fewer ends on this
    thread, without starting the others (they cost a small grid 1.3 ms a call, ten times its
    search; 2026-11-26)."""

    def __init__(self, threads: int | None = None, split: int | None = None, budget: int = NODE_BUDGET) -> None:
        self.threads = max(1, threads if threads is not None else (os.cpu_count() or 1))
        self.split = split
        self.budget = budget
        self.nodes = 0
        self._grid: tuple | None = None  # (the model's arrays, its Grid): the threads of a count share it
        self._lock = threading.Lock()

    def check_supported(self, model: Model) -> None:
        super().check_supported(model)
        if model.word_grid is None:
            raise UnsupportedError("the trie backend needs a model of a word grid: its rows and columns "
                                   "words of lists (the model's word_grid, as the plain models of word grids give it)")

    def best(self, model: Model, k: int = 1, *, time_limit: float | None = None):
        """The ``k`` cheapest grids by branch and bound on the trie (:mod:`.best`), on one
        thread."""
        from .best import best
        self.check_supported(model)
        self.check_costs(model)
        ranked, self.nodes = best(model, k, time_limit, self.budget)
        return ranked

    # ------------------------------------------------------------------ in parts
    prefixes = "letters"

    def settings(self) -> dict:
        """The constructor's arguments that decide how one thread searches (for a cluster worker)."""
        return {"budget": self.budget}

    def grid(self, model: Model) -> Grid:
        """``model``'s grid (checked), built once while the model does not change: the
        searches of the threads share its tries (they only read them)."""
        self.check_supported(model)
        key = model.arrays()  # the same tuple until the model changes
        with self._lock:
            if self._grid is None or self._grid[0] is not key:
                self._grid = key, Grid(model)
            return self._grid[1]

    def structure(self, model: Model) -> TrieSearch:
        """A search of ``model``'s subproblems, for one thread."""
        return TrieSearch(self.grid(model))

    def subproblems(self, model: Model, parts: int) -> tuple[list[Subproblem], int]:
        """At least ``parts`` subproblems, if the grid has them: the valid letters of the first
        k cells for the least such k (at most all cells but one), with Knuth's estimate of each
        one's share of the search; and 0, the solutions counted while cutting."""
        g = self.grid(model)
        cells, _ = g.state()
        size = g.m * g.n
        k, found = 0, np.zeros((1, 0), dtype=np.int64)
        while len(found) < parts and k < size - 1:
            k += 1
            found = prefixes(g.arrays, cells, k)
        t = g.arrays
        cells, st = g.state()
        shares = []
        for prefix in found:
            start(t, cells, st, prefix)  # (the cells of the prefix filled)
            w = 1.0
            for p in range(k):
                w /= _choices(t, cells, p)
            shares.append(w)
        total = sum(shares) or 1.0  # (dead ends above the cut hold the rest)
        return [Subproblem(tuple(int(L) for L in prefix), w / total) for prefix, w in zip(found, shares)], 0

    def first_parts(self, model: Model) -> list[Subproblem]:
        """The whole search, or the prefixes of ``split`` cells (at most all cells but one)."""
        g = self.grid(model)
        if self.split is None or g.m * g.n == 1:
            return [Subproblem(())]
        cells, _ = g.state()
        found = prefixes(g.arrays, cells, min(max(1, self.split), g.m * g.n - 1))
        return [Subproblem(tuple(int(L) for L in prefix), 1.0 / max(1, len(found))) for prefix in found]
