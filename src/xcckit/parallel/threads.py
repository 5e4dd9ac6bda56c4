"""A search shared by this machine's threads: the scheduler of a sliced backend's parts.

A backend whose search runs in slices (:class:`~xcckit.backends.slices.Sliced`: dlx, trie) gives
a :class:`~xcckit.backends.slices.Search` per thread. :class:`Scheduler` counts a list of
subproblems (parts) on threads that take the next one as they finish; when a thread finds
nothing left to take while others still count, the next of them to end a slice gives away the
shallowest pieces of its search that it has not begun (:meth:`Search.donate`), as many as there
are threads without work, and goes on with the rest. So no thread waits long for another, and
the pieces given are big ones. Each finished group of parts (or a long search's progress) is
reported (``on_part``: a journal), and recorded solutions are handed over as they come.

:func:`count` and :func:`run` are what the API and the command line call: a sliced backend with
several threads shares its search this way (alone first for its ``probe`` nodes, where small
searches end), any other backend searches as it does. :func:`count_part` is a cluster task's
search of one part, which stops and gives its rest when the count asks it to split or stop.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, replace

import numpy as np

from ..backends.base import Backend, Deadline, Handover, OnSolution, Outcome, Progress, Record, Stats, Status
from ..backends.slices import DONE, Search, Sliced, Slices, alone, buffer
from ..backends.subproblems import Subproblem, settle, settled_share
from ..errors import Interrupted
from ..model import Model

PER_THREAD = 16      # a count in parts (journal, cluster) is cut into at least this many per worker
PART_SLICE = 0.002   # seconds a slice of a shared search aims at: a split waits for one to end ...
HURRY = 0.0005       # ... and this while a thread waits for pieces

OnPart = Callable[[list[int], int, int, float, list[Subproblem], list | None], None]
"""Called as a group of parts (indices; mostly one) is done: their count, nodes and seconds,
the subproblems that hold the rest of their solutions when the search gave pieces away or was
split (else an empty list), and their solutions when they were recorded (else None)."""


@dataclass
class Parts:
    """What :class:`Scheduler` counted: part index -> count, for the parts that were finished (a
    group's count on its first part, 0 on the others); and the solutions found in those not
    finished (the time limit)."""

    counts: dict[int, int]
    unfinished: int


def shares(backend: Backend, limit: int | None = None) -> bool:
    """Whether ``backend``'s search is shared by threads here (a sliced one, configured so, with
    several threads; a count with a limit runs alone)."""
    return isinstance(backend, Sliced) and backend.counts_in_parts and backend.threads > 1 and not limit


def count(model: Model, backend: Backend, *, limit: int | None = None, time_limit: float | None = None,
          progress: Progress | None = None) -> Record:
    """``backend.count``, its search shared by its threads when it can be (:func:`shares`)."""
    if not shares(backend, limit):
        n, outcome = backend.count(model, limit=limit, time_limit=time_limit, progress=progress)
        return Record(outcome, n, backend, backend.stats())
    return _shared(model, backend, time_limit, progress)


def run(model: Model, backend: Backend, on_solution: OnSolution, *, limit: int | None = None,
        time_limit: float | None = None) -> Record:
    """``backend.run``, its search shared by its threads when it can be: the solutions then come
    in the order they are found, and every thread stops once ``limit`` are in. (The record's
    count is None: the solutions went to ``on_solution``.)"""
    if not shares(backend):
        outcome = backend.run(model, on_solution, limit=limit, time_limit=time_limit)
        return Record(outcome, None, backend, backend.stats())
    deliver = Handover(on_solution, limit)
    try:
        record = _shared(model, backend, time_limit, deliver=deliver)
    except Interrupted:
        raise Interrupted(deliver.count) from None
    record.count = None
    return record


def _shared(model: Model, backend: Sliced, time_limit: float | None, progress: Progress | None = None,
            deliver: Handover | None = None) -> Record:
    """The search alone for ``backend.probe`` nodes, then (when it goes on) its parts on the
    threads, the first thread going on with the search the probe began. Returns the solutions,
    the outcome (STOPPED when ``deliver`` said stop) and the nodes of every thread."""
    deadline = Deadline(time_limit)
    if deliver is None:
        small = backend.small_count(model, 0, deadline)
        if small is not None:
            return Record(small[1], small[0], backend, Stats(backend.nodes, backend.probes))
    parts = backend.first_parts(model)
    started, before, probed = None, 0, 0
    if backend.probe > 0 and len(parts) == 1:
        started = backend.structure(model)
        started.restart(parts[0].forced)
        try:
            outcome = alone(started, buffer(model, deliver is not None), backend.budget, deadline,
                            deliver=deliver, nodes=backend.probe)
        except KeyboardInterrupt:
            raise Interrupted(started.count) from None
        if outcome is not None:
            return Record(outcome, started.count, backend, Stats(started.nodes, started.probes))
        before, probed = started.count, started.nodes
    shown = None if progress is None else (lambda st: progress(replace(st, count=before + st.count)))
    scheduler = Scheduler(model, backend, parts, deliver=deliver, started=started)
    try:
        result = scheduler.run(deadline.remaining(), shown)
    except Interrupted as err:  # with what the probe found
        raise Interrupted(before + err.count) from None
    total = before + sum(result.counts.values()) + result.unfinished
    if deliver is not None and deliver.stopped:
        outcome = Outcome.STOPPED
    else:
        outcome = Outcome.COMPLETE if len(result.counts) == len(parts) else Outcome.TIMEOUT
    # (the scheduler counts the first thread's nodes from where the probe left them)
    return Record(outcome, total, backend, Stats(scheduler.stats.nodes + probed, scheduler.stats.probes))


def count_part(backend: Sliced, s: Search, forced: tuple[int, ...], stop=None,
               split: Callable[[], bool] | None = None, found: list | None = None,
               out: np.ndarray | None = None) -> tuple[int, int, list]:
    """Count the subproblem ``forced`` on structure ``s`` (new, or after a search that ended):
    (count, 0, []) when counted to the end. When ``split()`` says so at the end of a slice, the
    search stops and gives its rest instead: (count so far, d, rest) with rest as
    :meth:`Search.donate` gives it, [(prefix, fraction of the part), ...], the first d pieces the
    biggest; the count so far and the rest's counts add up to the part's (``s`` is then half
    way: build a new one). When ``stop.is_set()`` first, the same with d = 0 and all the rest
    (never empty: the whole part, counted 0, if the search is not paused where it can say what it
    has left). With ``found`` (a list) the search records its solutions in ``out`` (see
    :func:`~xcckit.backends.slices.buffer`) and appends those it counts to ``found``."""
    s.restart(forced)
    record = found is not None
    if out is None:
        out = np.zeros(1, dtype=np.int64)
    mine: list = []
    slices = Slices(s, backend.budget, PART_SLICE)
    while True:
        code = slices.run(out, record)
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
        slices.scale(HURRY if hurry else None)
    if record and got[0]:
        found.extend(mine)
    return got


def run_threads(work: Callable[[int], None], n: int, stop: threading.Event, deadline: "Deadline",
                progress: Progress | None, status: Callable[[float], Status]) -> bool:
    """Run ``work(k)`` for k < n on threads of their own (compiled kernels that release the GIL)
    until all end, watching from this thread: the deadline (then ``stop`` is set, and the workers
    are expected to end their slice and return) and the progress (``status(seconds)`` is how the
    count is going). True when the deadline passed. On Ctrl-C: sets ``stop``, waits for every worker, then
    raises KeyboardInterrupt, so that the caller reports what they found."""
    # The threads say themselves that they are done: a Thread.join() that Ctrl-C interrupts can
    # mark a thread that still runs as stopped (CPython before 3.13), and then nothing waits for it.
    left = [n]
    done = threading.Condition()

    def run(k: int) -> None:
        try:
            work(k)
        finally:
            with done:
                left[0] -= 1
                done.notify_all()

    threads = [threading.Thread(target=run, args=(k,), daemon=True) for k in range(n)]
    t0 = time.perf_counter()
    expired = False
    started = 0
    try:
        for t in threads:
            t.start()
            started += 1
        while True:
            with done:
                if done.wait_for(lambda: left[0] == 0, 0.05):
                    break
            if deadline.expired():
                expired = True
                stop.set()
            elif progress is not None:
                progress(status(time.perf_counter() - t0))
    except KeyboardInterrupt:
        stop.set()
        if started < n:  # Ctrl-C while starting them: the thread being started may run or not
            end = time.monotonic() + 0.5
            while threads[started].ident is None and time.monotonic() < end:
                time.sleep(0.001)
            never = n - started - (threads[started].ident is not None)
            with done:
                left[0] -= never
        with done:
            done.wait_for(lambda: left[0] == 0)
        for t in threads:  # (only returning now)
            if t.ident is not None:
                t.join()
        raise
    for t in threads:
        t.join()
    return expired


class _Group:
    """What a thread counts: the parts ``ids`` (one, or the rest of a search that gave pieces
    away), by structure ``s``, whose count and nodes were ``c0`` and ``n0`` when the group
    began at ``t``; ``share`` of the tree; ``mine`` its solutions (when kept for ``on_part``)."""

    def __init__(self, ids: list[int], s: Search, share: float, keep: bool, c0: int = 0, n0: int = 0) -> None:
        self.ids, self.s, self.share, self.c0, self.n0 = ids, s, share, c0, n0
        self.t = time.perf_counter()
        self.mine: list | None = [] if keep else None


class Scheduler:
    """Count the subproblems ``parts[k]`` of ``model`` for k in ``todo`` (default: all) on
    ``backend.threads`` threads that take the next one as they finish (each thread reuses its
    arrays: a search that ended has them as at the start), and give each other pieces (see the
    module's docstring). The pieces given, and the rest of a search that gave them, are appended
    to ``parts`` (the search now stands for that rest: a group of parts).

    ``on_part(group, count, nodes, seconds, rest, solutions)`` is called (by one thread at a
    time) as a group of parts is done (count: its solutions) or gives pieces away (count: the
    group's solutions so far; rest: the pieces, just appended to ``parts``, that hold the
    others): so a journal holds at every moment a partition of what is left. ``deliver``: the
    searches record their solutions and hand each to it (one thread at a time, as they come);
    when it returns False every thread stops. With both, each group's solutions go to
    ``on_part`` too. ``started``: a structure paused in the search of the first part to do,
    which the first thread goes on with. ``checkpoint``: a search that has gone on this many
    seconds since its group began reports the group with what it has found and keeps all the
    rest as its new group (so a journal loses at most that much of a long search). A count
    stopped (Ctrl-C, the time limit) reports each search under way the same way, with all its
    rest as parts to do: so ``on_part`` has had every solution counted, and a journal loses
    nothing. :meth:`run` returns the :class:`Parts`; Ctrl-C raises Interrupted with the
    solutions counted so far."""

    def __init__(self, model: Model, backend: Sliced, parts: list[Subproblem], *, todo: list[int] | None = None,
                 on_part: OnPart | None = None, deliver: Callable[[tuple], bool] | None = None,
                 started: Search | None = None, checkpoint: float | None = None) -> None:
        self.model, self.backend, self.parts = model, backend, parts
        self.on_part, self.deliver, self.started, self.checkpoint = on_part, deliver, started, checkpoint
        self.queue = deque(range(len(parts)) if todo is None else todo)
        self.first = self.queue.popleft() if started is not None else None  # the first thread's
        self.result = Parts({}, 0)
        self.running: dict[int, _Group] = {}
        self.nodes = self.probes = 0  # of the groups done
        self.stats = Stats()          # of every thread, once the run is over
        self.done = 0.0               # their share of the tree
        self.workers = backend.threads if self.queue or started is not None else 0
        self.busy = int(started is not None)          # threads counting a group
        self.want = self.workers > len(self.queue)     # threads are (or will be) without work: give
        self.cond = threading.Condition()
        self.stop = threading.Event()
        self.record = deliver is not None
        self.keep = self.record and on_part is not None

    def run(self, time_limit: float | None = None, progress: Progress | None = None) -> Parts:
        deadline = Deadline(time_limit)
        try:
            run_threads(self._work, self.workers, self.stop, deadline, progress,
                        lambda t: Status(self._so_far(), t, self.done, len(self.running), self.workers))
        except KeyboardInterrupt:
            raise Interrupted(self._so_far()) from None
        finally:
            self.stats = Stats(self.nodes + sum(g.s.nodes - g.n0 for g in self.running.values()),
                               self.probes + sum(g.s.probes for g in self.running.values()))
        self.result.unfinished = sum(g.s.count - g.c0 for g in self.running.values())
        return self.result

    def _so_far(self) -> int:
        with self.cond:
            return sum(self.result.counts.values()) + sum(g.s.count - g.c0 for g in self.running.values())

    # ------------------------------------------------------------------ a thread
    def _work(self, w: int) -> None:
        out = buffer(self.model, self.record)
        s = None
        if w == 0 and self.started is not None:  # the search the caller began: its count so far is the caller's
            s = self.started
            group = _Group([self.first], s, self.parts[self.first].share, self.keep, s.count, s.nodes)
            if not self._search(w, group, out):
                return
        while True:
            k = self._take()
            if k is None:
                return
            if s is None:
                s = self.backend.structure(self.model)
            s.restart(self.parts[k].forced)
            if not self._search(w, _Group([k], s, self.parts[k].share, self.keep), out):
                return

    def _take(self) -> int | None:
        """The next part to count (waiting while others may give pieces), or None: no more."""
        with self.cond:
            while not self.queue and self.busy and not self.stop.is_set():
                self.want = True
                self.cond.wait(0.1)
            if self.stop.is_set() or not self.queue:
                self.cond.notify_all()
                return None
            self.busy += 1
            self.want = self.workers - self.busy > len(self.queue)
            return self.queue.popleft()

    def _search(self, w: int, g: _Group, out: np.ndarray) -> bool:
        """Count group ``g`` slice by slice, giving pieces away when threads want them; False
        when the count is stopped."""
        s = g.s
        self.running[w] = g
        slices = Slices(s, self.backend.budget, PART_SLICE)
        while True:
            code = slices.run(out, self.record)
            if self.record:
                self._hand_over(s.solutions(out), g.mine)
            if self.stop.is_set() and (self.record or code != DONE):  # (a group cut short by a limit is not done)
                if not self.record and self.on_part is not None and s.pieces():
                    with self.cond:  # what it found goes into the journal, and its rest as parts to do
                        self._finish(g, self._append(s.rest(), g.share))
                        g.c0, g.n0 = s.count, s.nodes
                return False
            if code == DONE:
                break
            give = self.want and s.pieces() >= 2
            if give or self.checkpoint is not None and time.perf_counter() - g.t >= self.checkpoint and s.pieces():
                self._give(g, give)
            slices.scale(HURRY if self.want else None)
        with self.cond:
            self._finish(g, [])
            self.probes += s.probes
            del self.running[w]
            self.busy -= 1
            self.cond.notify_all()
        return True

    def _give(self, g: _Group, give: bool) -> None:
        """Give the shallowest pieces of ``g``'s search to the threads without work (or, at a
        checkpoint, none): report the group as done so far, queue the pieces given, and go on
        with the rest as a new group."""
        s = g.s
        d, rest = s.donate(max(1, self.workers - self.busy - len(self.queue))) if give else (0, s.rest())
        with self.cond:
            first = len(self.parts)
            pieces = self._append(rest, g.share)
            self.queue.extend(range(first, first + d))
            self.want = self.workers - self.busy > len(self.queue)
            self._finish(g, pieces)
            # the search goes on as the group of the pieces kept (its rest's shares stay
            # fractions of the part it began with, so g.share does not change)
            g.ids, g.c0, g.n0, g.t = list(range(first + d, first + len(pieces))), s.count, s.nodes, time.perf_counter()
            g.mine = [] if self.keep else None
            self.cond.notify_all()

    def _append(self, rest: list[tuple[tuple[int, ...], float]], share: float) -> list[Subproblem]:
        """(Under the lock.) The pieces ``rest`` of a search of ``share`` of the tree, appended
        to the parts."""
        pieces = [Subproblem(f, share * r) for f, r in rest]
        self.parts.extend(pieces)
        return pieces

    def _finish(self, g: _Group, pieces: list[Subproblem]) -> None:
        """(Under the lock.) ``g`` is done, with ``pieces`` (just appended) holding its rest."""
        s = g.s
        n = s.count - g.c0
        settle(self.result.counts, g.ids, n)
        self.done += settled_share(self.parts, g.ids, pieces)
        self.nodes += s.nodes - g.n0
        if self.on_part is not None:
            self.on_part(g.ids, n, s.nodes - g.n0, time.perf_counter() - g.t, pieces, g.mine)

    def _hand_over(self, sols: list, mine: list | None) -> None:
        """Hand ``sols`` to ``deliver`` (stop all when it says so), and keep them in ``mine``."""
        with self.cond:
            for sol in sols:
                if self.stop.is_set():
                    return
                if mine is not None:
                    mine.append(sol)
                if self.deliver(sol) is False:
                    self.stop.set()
