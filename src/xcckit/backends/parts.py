"""Counting a search in parts, shared by threads: what the dlx and trie backends have in common.

A backend that searches in parts (:class:`InParts`) makes, per thread, a :class:`Search`: a
compiled search run in slices, which can be restarted on a *prefix* (a subproblem: for dlx the
options forced at the top of the search, for the trie the letters of the first cells) and which,
paused at the end of a slice, knows what it has left as prefixes (:meth:`Search.rest`) and can
give the biggest of them away (:meth:`Search.donate`). On that, :meth:`InParts.count_subproblems`
counts a list of subproblems on threads that give each other pieces when one is without work,
writes each finished part (or a long search's progress) to a journal, and hands recorded
solutions over; :meth:`InParts.count_part` is a cluster task's search, which stops and gives its
rest when the count asks it to split or to stop.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from ..errors import Interrupted
from ..model import Model
from .subproblems import Subproblem, settle, settled_share
from .base import Deadline, Progress, Status, run_threads

# What a compiled search (a kernel) returns.
DONE = 0          # the search space is exhausted
BUDGET = 1        # the budget of nodes for this call is spent
BUFFER_FULL = 2   # the solution buffer has no room for another solution
COUNT_LIMIT = 3   # the count limit is reached

PER_THREAD = 16      # a count in parts (journal, cluster) is cut into at least this many per worker
FIRST_SLICE = 64     # nodes of a search's first slice; then slices are scaled to a length
PART_SLICE = 0.002   # seconds a slice of a subproblem aims at: a split waits for one to end ...
HURRY = 0.0005       # ... and this while a thread waits for pieces
BUFFER = 1 << 16     # words in a recording search's solution buffer


def buffer(model: Model, record: bool) -> np.ndarray:
    """A search's solution buffer: room for a good many solutions when it records them."""
    return np.zeros(max(BUFFER, 2 * (model.n_primary + 1)) if record else 1, dtype=np.int64)


def part_budget(budget: int, seconds: float, most: int, hurry: bool) -> int:
    """The next slice's budget of a subproblem's search, from the last one's budget and length:
    scaled towards PART_SLICE seconds (HURRY while a thread waits), by a factor of 1/8 to 2."""
    aim = HURRY if hurry else PART_SLICE
    scale = min(2.0, max(0.125, aim / max(seconds, 1e-6)))
    return max(FIRST_SLICE, min(most, int(budget * scale)))


OnPart = Callable[[list[int], int, int, float, list[Subproblem], list | None], None]
"""Called as a group of parts (indices; mostly one) is done: their count, nodes and seconds,
the subproblems that hold the rest of their solutions when the search gave pieces away or was
split (else an empty list), and their solutions when they were recorded (else None)."""


@dataclass
class Parts:
    """What :meth:`InParts.count_subproblems` counted: part index -> count, for the parts that
    were finished (a group's count on its first part, 0 on the others); and the solutions found
    in those not finished (the time limit)."""

    counts: dict[int, int]
    unfinished: int


class Search(Protocol):
    """One thread's search of a model, run in slices by a compiled kernel (the codes of
    :mod:`.dlx.state`)."""

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


class InParts:
    """A backend that counts in parts (mixed into a :class:`~.base.Backend`). It provides
    ``structure(model)`` (a :class:`Search`), ``subproblems(model, parts)`` (a cut: at least that
    many subproblems, and the solutions counted while cutting), ``options()`` (its constructor's
    arguments, but threads, for a cluster worker), ``threads`` and ``budget``;
    ``prefixes`` says what its subproblems list ("options", or "letters" for the trie)."""

    prefixes = "options"
    threads: int
    budget: int
    nodes: int
    probes: int

    @property
    def in_parts(self) -> bool:
        """Whether this backend, as configured, counts in parts."""
        return True

    def count_part(self, s, forced: tuple[int, ...], stop=None, split: Callable[[], bool] | None = None,
                   found: list | None = None, out: np.ndarray | None = None):
        """Count the subproblem ``forced`` on structure ``s`` (new, or after a search that
        ended): (count, 0, []) when counted to the end. When ``split()`` says so at the end of a
        slice, the search stops and gives its rest instead: (count so far, d, rest) with rest as
        :meth:`Search.donate` gives it, [(prefix, fraction of the part), ...], the first d
        pieces the biggest; the count so far and the rest's counts add up to the part's (``s``
        is then half way: build a new one). When ``stop.is_set()`` first, the same with d = 0
        and all the rest (never empty: the whole part, counted 0, if the search is not paused
        where it can say what it has left). With ``found`` (a list) the search records its
        solutions in ``out`` (see :func:`buffer`) and appends those it counts to ``found``."""
        s.restart(forced)
        record = found is not None
        if out is None:
            out = np.zeros(1, dtype=np.int64)
        mine: list = []
        slice_ = min(self.budget, FIRST_SLICE)
        while True:
            t = time.perf_counter()
            code = s.run(out, record, 0, slice_)
            if record:
                mine.extend(s.solutions(out))
            if code == DONE:
                got = s.count, 0, []
                break
            if stop is not None and stop.is_set():
                got = (s.count, 0, s.rest()) if s.pieces() else (0, 0, [(tuple(forced), 1.0)])
                break
            hurry = split is not None and split()
            if hurry and s.pieces() >= 2:
                got = (s.count, *s.donate())
                break
            slice_ = part_budget(slice_, time.perf_counter() - t, self.budget, hurry)
        if record and got[0]:
            found.extend(mine)
        return got

    def count_subproblems(self, model: Model, parts: list[Subproblem], *, todo: list[int] | None = None,
                          on_part: OnPart | None = None, time_limit: float | None = None,
                          progress: Progress | None = None, deliver: Callable[[tuple], bool] | None = None,
                          started=None, checkpoint: float | None = None) -> Parts:
        """Count the subproblems ``parts[k]`` for k in ``todo`` (default: all), on ``threads``
        threads that take the next one as they finish (each thread reuses its arrays: a search
        that ended has them as at the start).

        When a thread finds nothing left to take while others still count, the next of them to
        end a slice gives away the options not yet tried at the shallowest levels of its search
        that have some, as many as there are threads without a part
        (:meth:`Search.donate`), and goes on with the rest: the rest, as
        subproblems, is appended to ``parts``, the given pieces are queued for the idle threads,
        and the thread's own search now stands for the other pieces (a group of parts). So no
        thread waits long for another, and the pieces given are big ones. ``on_part(group,
        count, nodes, seconds, rest)`` is called (by one thread at a time) as a group of parts
        is done (count: its solutions) or gives pieces away (count: the group's solutions so
        far; rest: the pieces, just appended to ``parts``, that hold the others): so a journal
        holds at every moment a partition of what is left. ``progress`` gets the solutions and
        the share of the tree of these parts. Ctrl-C raises Interrupted with the solutions
        counted so far (finished subproblems and the ones under way).

        ``deliver``: the searches record their solutions and hand each to it (one thread at a
        time, as they come); when it returns False every thread stops (``stop`` is set when the
        method returns). ``started``: a structure paused (at the end of a slice) in the search of
        the first part to do, which the first thread goes on with rather than starting it again.
        With both ``deliver`` and ``on_part``, each group's solutions go to ``on_part`` too (its
        sixth argument; else None). ``checkpoint``: a search that has gone on this many seconds
        since its group began reports the group with what it has found and keeps all the rest as
        its new group, as if it gave pieces away to nobody (so a journal loses at most that much
        of a long search). A count stopped (Ctrl-C, the time limit) reports each search under way
        the same way, with all its rest as parts to do: so ``on_part`` has had every solution
        counted, and a journal loses nothing."""
        deadline = Deadline(time_limit)
        queue = deque(range(len(parts)) if todo is None else todo)
        first_part = queue.popleft() if started is not None else None  # the first thread's
        result = Parts({}, 0)
        running: dict[int, list] = {}  # thread -> [structure, its count and nodes when its group began]
        nodes = [0, 0]  # of the finished parts: options tried, probed
        done = [0.0]    # their share of the tree
        workers = self.threads if queue or started is not None else 0
        busy = [int(started is not None)]  # threads counting a part
        want = [workers > len(queue)]  # threads are (or will be) without a part: give pieces away
        cond = threading.Condition()
        stop = threading.Event()
        record = deliver is not None

        keep = record and on_part is not None  # each group's solutions go to on_part

        def hand_over(s, out, mine: list | None) -> None:
            """Hand the solutions in ``out`` to ``deliver`` (stop all when it says so), and keep
            them in ``mine``."""
            sols = s.solutions(out)
            with cond:
                for sol in sols:
                    if stop.is_set():
                        return
                    if mine is not None:
                        mine.append(sol)
                    if deliver(sol) is False:
                        stop.set()

        def finish(group: list[int], s, c0: int, n0: int, t: float, pieces: list[Subproblem],
                   mine: list | None) -> None:
            """(Under the lock.) ``group`` is done, its count so far being s.count - c0."""
            n = s.count - c0
            settle(result.counts, group, n)
            done[0] += settled_share(parts, group, pieces)
            nodes[0] += s.nodes - n0
            if on_part is not None:
                on_part(group, n, s.nodes - n0, time.perf_counter() - t, pieces, mine)

        def work(w: int) -> None:
            s = started if w == 0 else None
            k = first_part if w == 0 else None
            out = buffer(model, record)
            while True:
                if k is None:
                    with cond:
                        while not queue and busy[0] and not stop.is_set():
                            want[0] = True
                            cond.wait(0.1)
                        if stop.is_set() or not queue:
                            cond.notify_all()
                            return
                        k = queue.popleft()
                        busy[0] += 1
                        want[0] = workers - busy[0] > len(queue)
                    if s is None:
                        s = self.structure(model)
                    s.restart(parts[k].forced)
                    c0 = n0 = 0
                else:  # the search the caller began: what it found so far is the caller's
                    c0, n0 = s.count, s.nodes
                group, share, t = [k], parts[k].share, time.perf_counter()
                mine = [] if keep else None
                k = None
                running[w] = [s, c0, n0]
                slice_ = min(self.budget, FIRST_SLICE)
                while True:
                    t1 = time.perf_counter()
                    code = s.run(out, record, 0, slice_)
                    if record:
                        hand_over(s, out, mine)
                    if stop.is_set() and (record or code != DONE):  # (a group cut short by a limit is not done)
                        if not record and on_part is not None and s.pieces():
                            with cond:  # what it found goes into the journal, and its rest as parts to do
                                pieces = [Subproblem(f, share * r) for f, r in s.rest()]
                                parts.extend(pieces)
                                finish(group, s, c0, n0, t, pieces, None)
                                running[w][1:] = [s.count, s.nodes]
                        return
                    if code == DONE:
                        break
                    give = want[0] and s.pieces() >= 2
                    if give or checkpoint is not None and time.perf_counter() - t >= checkpoint and s.pieces():
                        d, rest = s.donate(max(1, workers - busy[0] - len(queue))) if give else (0, s.rest())
                        with cond:
                            pieces = [Subproblem(f, share * r) for f, r in rest]
                            first = len(parts)
                            parts.extend(pieces)
                            queue.extend(range(first, first + d))
                            want[0] = workers - busy[0] > len(queue)
                            finish(group, s, c0, n0, t, pieces, mine)
                            group = list(range(first + d, first + len(pieces)))
                            c0, n0, t = s.count, s.nodes, time.perf_counter()
                            mine = [] if keep else None
                            running[w][1:] = [c0, n0]
                            cond.notify_all()
                    slice_ = part_budget(slice_, time.perf_counter() - t1, self.budget, want[0])
                with cond:
                    finish(group, s, c0, n0, t, [], mine)
                    nodes[1] += s.probes
                    del running[w]
                    busy[0] -= 1
                    cond.notify_all()

        def so_far() -> int:
            with cond:
                return sum(result.counts.values()) + sum(s.count - c0 for s, c0, _ in running.values())

        try:
            run_threads(work, workers, stop, deadline, progress,
                        lambda t: Status(so_far(), t, done[0], len(running), workers))
        except KeyboardInterrupt:
            raise Interrupted(so_far()) from None
        finally:
            self.nodes = nodes[0] + sum(s.nodes - n0 for s, _, n0 in running.values())
            self.probes = nodes[1] + sum(s.probes for s, _, _ in running.values())
        result.unfinished = sum(s.count - c0 for s, c0, _ in running.values())
        return result
