"""The trie backend: counts and lists a word grid in parts on threads (:mod:`.search` is one
thread's search), and its cheapest grids (:mod:`.best`)."""

from __future__ import annotations

import os
import threading

import numpy as np

from ...errors import Interrupted, UnsupportedError
from ...model import Model
from ..base import Backend, Deadline, OnSolution, Outcome, Progress, Status, run_threads
from ..parts import BUDGET, COUNT_LIMIT, DONE, InParts
from ..subproblems import Subproblem
from .search import (BUFFER, NODE_BUDGET, T_COUNT, T_NODES, T_OUT, Grid, TrieSearch, _choices, prefixes, search,
                     start)


class TrieBackend(InParts, Backend):
    """Word rectangles and word squares letter by letter (see the module docstring).

    Options: ``threads`` (a count shares its prefixes between this many threads; default the
    number of CPUs), ``split`` (cells fixed by each prefix; default: enough for many more
    prefixes than threads), ``budget`` (letters placed between two checks of the clock).
    After a search, ``nodes`` holds the letters placed.
    """

    name = "trie"
    workers_option = "threads"
    multiplicities = False
    needs_word_grid = True
    counts_in_parts = True
    configurations = {"trie": {}}
    queries = frozenset({"best"})

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
            raise UnsupportedError("the trie backend needs a word-rectangle or word-square model "
                                   "(wordrect, wordsquare; their plain model)")

    def best(self, model: Model, k: int = 1, *, time_limit: float | None = None):
        """The ``k`` cheapest grids by branch and bound on the trie (:mod:`.trie_best`), on one
        thread."""
        from .best import best
        self.check_supported(model)
        ranked, self.nodes = best(model, k, time_limit, self.budget)
        return ranked

    def run(self, model: Model, on_solution: OnSolution, *, limit: int | None = None,
            time_limit: float | None = None) -> Outcome:
        self.check_supported(model)
        deadline = Deadline(time_limit)
        g = Grid(model)
        cells, st = g.state()
        out = np.zeros(BUFFER, dtype=np.int64)
        width = g.m if g.symmetric else g.m + g.n
        found = 0
        start(g.arrays, cells, st, np.zeros(0, dtype=np.int64))
        try:
            while True:
                code = search(g.arrays, cells, st, out, True, limit or 0, self.budget)
                words = out[:st[T_OUT]].reshape(-1, width)
                st[T_OUT] = 0
                for w in words:
                    found += 1
                    if on_solution(g.solution(w)) is False:
                        return Outcome.STOPPED
                if code == DONE:
                    return Outcome.COMPLETE
                if code == COUNT_LIMIT:
                    return Outcome.STOPPED
                if deadline.expired():
                    return Outcome.TIMEOUT
        except KeyboardInterrupt:
            raise Interrupted(found) from None
        finally:
            self.nodes = int(st[T_NODES])

    def count(self, model: Model, *, limit: int | None = None, time_limit: float | None = None,
              progress: Progress | None = None) -> tuple[int, Outcome]:
        self.check_supported(model)
        deadline = Deadline(time_limit)
        g = Grid(model)
        if limit or self.threads == 1 and self.split is None:
            jobs = [np.zeros(0, dtype=np.int64)]
        else:
            jobs = list(self._prefixes(g))
        lock = threading.Lock()
        next_job = [0]
        totals = [0, 0, 0]  # count, nodes, prefixes done
        stop = threading.Event()
        outcome = [Outcome.COMPLETE]

        def work(_: int) -> None:
            out = np.zeros(1, dtype=np.int64)
            code = DONE
            while not stop.is_set():
                with lock:
                    k = next_job[0]
                    next_job[0] += 1
                if k >= len(jobs):
                    return
                cells, st = g.state()
                if not start(g.arrays, cells, st, jobs[k]):
                    with lock:
                        totals[2] += 1
                    continue
                while True:
                    code = search(g.arrays, cells, st, out, False, limit or 0, self.budget)
                    if code != BUDGET or stop.is_set():
                        break
                with lock:
                    totals[0] += int(st[T_COUNT])
                    totals[1] += int(st[T_NODES])
                    totals[2] += code != BUDGET
                    if limit and totals[0] >= limit:
                        outcome[0] = Outcome.STOPPED
                        stop.set()
                if code == BUDGET:  # stopped from outside: the time limit
                    if outcome[0] is Outcome.COMPLETE:
                        outcome[0] = Outcome.TIMEOUT
                    return

        try:
            if run_threads(work, min(self.threads, len(jobs)), stop, deadline, progress,
                           lambda t: Status(totals[0], t, totals[2] / len(jobs),
                                            min(next_job[0], len(jobs)) - totals[2],
                                            min(self.threads, len(jobs)))) \
                    and outcome[0] is Outcome.COMPLETE:
                outcome[0] = Outcome.TIMEOUT
        except KeyboardInterrupt:  # every worker has ended its slice and added what it found
            self.nodes = totals[1]
            raise Interrupted(totals[0]) from None
        self.nodes = totals[1]
        count = min(totals[0], limit) if limit else totals[0]
        return count, outcome[0]

    # ------------------------------------------------------------------ in parts
    prefixes = "letters"

    def options(self) -> dict:
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

    def _prefixes(self, g: Grid):
        """Prefixes of ``split`` cells, or of the first length that gives at least 64 per thread."""
        cells, _ = g.state()
        size = g.m * g.n
        if self.split is not None:
            return prefixes(g.arrays, cells, min(max(1, self.split), size))
        k, found = 1, prefixes(g.arrays, cells, 1)
        while len(found) < 64 * self.threads and k < min(size, 4):
            k += 1
            found = prefixes(g.arrays, cells, k)
        return found
