"""Searches run in slices: what the dlx and trie backends have in common.

Their compiled searches (kernels) are resumable: a call goes on for a budget of nodes and
returns a code (:data:`DONE`, ...), so that Python can look at the clock, show progress, take the
solutions recorded, or stop. :class:`Slices` is the one loop that runs such a search, each slice's
budget scaled to a length in seconds; :class:`Sliced` is a backend made of such searches (a
:class:`Search` per thread, from ``structure(model)``), which runs and counts on one thread.
Sharing a search between threads, journals and clusters is :mod:`xcckit.parallel`'s work, on the
same :class:`Search` objects: restarted on a *prefix* (a subproblem: for dlx the options forced at
the top of the search, for the trie the letters of the first cells), paused at the end of a slice,
they can say what they have left (:meth:`Search.rest`) and give the biggest of it away
(:meth:`Search.donate`).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Protocol

import numpy as np

from ..errors import Interrupted
from ..model import Model
from .base import SLICE, Deadline, OnSolution, Outcome, Progress, Status
from .subproblems import Subproblem

# What a compiled search (a kernel) returns.
DONE = 0          # the search space is exhausted
BUDGET = 1        # the budget of nodes for this call is spent
BUFFER_FULL = 2   # the solution buffer has no room for another solution
COUNT_LIMIT = 3   # the count limit is reached

FIRST_SLICE = 64  # nodes of a search's first slice; then slices are scaled to a length
LEAST_SLICE = 1
"""The fewest nodes a slice is scaled down to. Nodes can be slow: on the prefix model of the
sgb-words:2000 rectangles (130 items an option) 64 nodes took 0.13-0.35 s, and with 64 as the
floor a count stopped 0.4-0.6 s past its time limit (2026-11-26)."""
BUFFER = 1 << 16  # words in a recording search's solution buffer


def buffer(model: Model, record: bool) -> np.ndarray:
    """A search's solution buffer: room for a good many solutions when it records them."""
    return np.zeros(max(BUFFER, 2 * (model.n_primary + 1)) if record else 1, dtype=np.int64)


class Search(Protocol):
    """One thread's search of a model, run in slices by a compiled kernel."""

    count: int    # solutions found since the last restart
    nodes: int    # nodes (options tried, letters placed) since then
    probes: int   # options probed by a lookahead (0 where there is none)

    def restart(self, prefix: tuple[int, ...]) -> None:
        """Search the subproblem ``prefix`` from its top (after a search that ended, or new)."""

    def run(self, out: np.ndarray, record: bool, count_limit: int, budget: int) -> int:
        """Go on for at most ``budget`` nodes; a code (DONE, BUDGET, ...)."""

    def solutions(self, out: np.ndarray) -> list[tuple[int, ...]]:
        """The solutions recorded in ``out`` since the last call (sorted option indices)."""

    def pieces(self) -> int:
        """How many prefixes :meth:`rest` would give now (0 unless paused by its budget)."""

    def rest(self) -> list[tuple[tuple[int, ...], float]]:
        """What the paused search has left, as prefixes with their estimated share of it."""

    def donate(self, least: int = 1) -> tuple[int, list[tuple[tuple[int, ...], float]]]:
        """Give the shallowest pieces away (at least ``least``) and go on with the others:
        (d, rest), the first d pieces of the rest being the ones given."""


class Slices:
    """A search run slice by slice: :meth:`step` runs one slice and scales the next one's budget
    of nodes towards ``aim`` seconds (by a factor of 1/8 to 2, between LEAST_SLICE and ``most``
    nodes), so that slow nodes give short slices and fast ones long slices. A caller that learns
    only after the slice how long the next one should be runs :meth:`run` and then :meth:`scale`."""

    def __init__(self, search: Search, most: int, aim: float = SLICE) -> None:
        self.search, self.most, self.aim = search, max(1, most), aim
        self.budget = min(self.most, FIRST_SLICE)
        self.seconds = 0.0  # the last slice's

    def step(self, out: np.ndarray, record: bool = False, limit: int = 0) -> int:
        """One slice (its code), the next one scaled to the usual length."""
        code = self.run(out, record, limit)
        self.scale()
        return code

    def run(self, out: np.ndarray, record: bool = False, limit: int = 0) -> int:
        """One slice, its budget unchanged: the kernel's code."""
        t = time.perf_counter()
        code = self.search.run(out, record, limit, self.budget)
        self.seconds = time.perf_counter() - t
        return code

    def scale(self, aim: float | None = None) -> None:
        """Scale the next slice towards ``aim`` seconds (default: the usual length)."""
        factor = min(2.0, max(0.125, (self.aim if aim is None else aim) / max(self.seconds, 1e-6)))
        self.budget = max(LEAST_SLICE, min(self.most, int(self.budget * factor)))


KERNEL_LIMIT = 2 ** 62
"""The compiled kernels count in 64-bit integers: a limit above this is no limit (0)."""


def kernel_limit(limit: int) -> int:
    """``limit`` as a kernel takes it: 0 (none) for a limit no 64-bit count can reach."""
    return 0 if limit >= KERNEL_LIMIT else limit


def alone(s: Search, out: np.ndarray, most: int, deadline: Deadline, *, deliver: Callable | None = None,
          limit: int = 0, progress: Progress | None = None, nodes: int | None = None) -> Outcome | None:
    """Run ``s`` on this thread until it is done (COMPLETE), ``limit`` solutions are counted
    or ``deliver`` (given the solutions, recorded) says False (STOPPED), or the deadline passes
    (TIMEOUT); with ``nodes``, None once that many nodes (and probes) are spent, ``s`` paused at
    the end of a slice. ``progress`` hears the count between slices."""
    slices = Slices(s, most if nodes is None else min(most, nodes))
    record = deliver is not None
    t0 = time.perf_counter()
    while True:
        if nodes is not None:  # (the slices' length follows the clock: the last one ends at the budget)
            slices.budget = max(1, min(slices.budget, nodes - s.nodes - s.probes))
        code = slices.step(out, record, limit)
        if record and not all(deliver(sol) for sol in s.solutions(out)):
            return Outcome.STOPPED
        if code == DONE:
            return Outcome.COMPLETE
        if code == COUNT_LIMIT:
            return Outcome.STOPPED
        if deadline.expired():
            return Outcome.TIMEOUT
        if nodes is not None and s.nodes + s.probes >= nodes:
            return None
        if progress is not None:
            progress(Status(s.count, time.perf_counter() - t0))


class Sliced:
    """A backend whose search is a compiled kernel run in slices (mixed into a
    :class:`~.base.Backend`: dlx, trie). It provides ``structure(model)`` (a :class:`Search`),
    ``subproblems(model, parts)`` (a cut: at least that many subproblems, and the solutions
    counted while cutting), ``options()`` (its constructor's arguments but threads, for a worker
    elsewhere), ``budget`` (most nodes in a slice), ``threads`` and ``probe``; ``prefixes`` says
    what its subproblems list ("options", or "letters" for the trie).

    Its :meth:`run` and :meth:`count` search on one thread. ``threads`` is how many threads
    :mod:`xcckit.parallel.threads` shares the search between (what ``xcckit.count``,
    ``xcckit.solve`` and the command line do): it runs the search alone for ``probe`` nodes
    (small ones end there), then on threads that give each other pieces of it; ``first_parts``
    is where that starts (the whole search, or the trie's prefixes of ``split`` cells)."""

    prefixes = "options"
    threads: int
    budget: int
    probe: int = 0
    nodes: int = 0   # nodes of the last search (options tried, letters placed)
    probes: int = 0  # options probed by its lookahead

    counts_in_parts = True

    def structure(self, model: Model) -> Search:
        raise NotImplementedError

    def first_parts(self, model: Model) -> list[Subproblem]:
        """The parts a search shared by threads begins with: the whole search."""
        return [Subproblem(())]

    def run(self, model: Model, on_solution: OnSolution, *, limit: int | None = None,
            time_limit: float | None = None, nodes: int | None = None) -> Outcome:
        """Hand each solution to ``on_solution`` (False stops the search), at most ``limit``,
        in the order of the search, on one thread; ``nodes``: the search ends (TIMEOUT) once
        that many nodes are spent, a budget of work that does not depend on the machine's speed."""
        found = [0]

        def deliver(sol) -> bool:
            found[0] += 1
            return on_solution(sol) is not False and not (limit and found[0] >= limit)

        return self._alone(model, deliver=deliver, limit=limit or 0, time_limit=time_limit, counted=found,
                           nodes=nodes)[1]

    def count(self, model: Model, *, limit: int | None = None, time_limit: float | None = None,
              progress: Progress | None = None) -> tuple[int, Outcome]:
        """The solutions (at most ``limit``), counted on one thread."""
        small = self.small_count(model, limit or 0, Deadline(time_limit))
        if small is not None:
            return small
        return self._alone(model, limit=limit or 0, time_limit=time_limit, progress=progress)

    def small_count(self, model: Model, limit: int, deadline: Deadline) -> tuple[int, Outcome] | None:
        """A count made before any structure is built (a backend's shortcut for small models:
        the count, at most ``limit`` (0: no limit), and the outcome), or None: the search counts."""
        return None

    def _alone(self, model: Model, *, deliver: Callable | None = None, limit: int = 0,
               time_limit: float | None = None, progress: Progress | None = None,
               counted: list | None = None, nodes: int | None = None) -> tuple[int, Outcome]:
        deadline = Deadline(time_limit)
        s = self.structure(model)
        try:
            outcome = alone(s, buffer(model, deliver is not None), self.budget, deadline, deliver=deliver,
                            limit=kernel_limit(limit), progress=progress, nodes=nodes) or Outcome.TIMEOUT
        except KeyboardInterrupt:
            raise Interrupted(s.count if counted is None else counted[0]) from None
        finally:
            self.nodes, self.probes = s.nodes, s.probes
        return min(s.count, limit) if limit else s.count, outcome
