"""Counting the parts of a search on a Dask cluster (``pip install 'xcckit[cluster]'``).

A :class:`Cluster` connects to a running scheduler (``dask scheduler``; workers join it with
``dask worker ADDRESS``, also while a count runs). The model is scattered once to every worker;
each part is a task, :func:`count_part`, that names the model and the part's prefix (forced
options, or letters for the trie) and returns the part's count. The results are taken as they
complete. A worker that dies has its tasks run again by the scheduler on the others (Dask's own
bookkeeping); we write no scheduler.
When fewer tasks are left than the cluster has threads, the count tells the tasks under way
(a Dask Variable they read every half second) to split: each returns its count so far and the
subproblems holding the rest of its solutions, which go out as new tasks; so a big part does not
keep the cluster waiting at the end. On Ctrl-C the same variable tells them to stop.
Workers need xcckit installed (the same version); the compiled kernels are loaded from numba's
on-disk cache where it is present.
"""

from __future__ import annotations

import contextlib
import sys
import threading
import time
import uuid

from ..backends.base import Deadline, Handover, Progress, Status
from ..backends import get_backend
from ..backends.slices import buffer
from .threads import OnPart, Parts, count_part as search_part
from ..errors import InputError, Interrupted, TimeLimitReached
from ..model import Model
from ..backends.subproblems import Subproblem, settle, settled_share
from ..text import is_number

INSTALL = "pip install 'xcckit[cluster]'"
CONNECT_TIMEOUT = 10.0  # seconds to reach the scheduler
POLL = 0.05             # seconds between two looks for finished tasks (and at the clock)


def _distributed():
    try:
        import distributed
    except ImportError:
        return None
    return distributed


def _connect(dd, address: str, source: str, time_limit: float | None):
    """A ``distributed.Client`` of the scheduler at ``address``. The connection is made in a
    thread of its own, so that this one waits in short steps: Ctrl-C stops the wait at once, and
    the time limit too (TimeLimitReached). A client whose connection failed, or came too late, is
    closed there, and what Dask says of it while it goes (its log, "Exception ignored in
    Client.__del__") is kept off stderr."""
    timeout = CONNECT_TIMEOUT if time_limit is None else min(CONNECT_TIMEOUT, time_limit)
    outcome: list = []
    arrived = threading.Event()
    abandoned = threading.Event()

    def connect() -> None:
        client = None
        try:
            with _quiet_dask():
                client = dd.Client(address, timeout=timeout, set_as_default=False)
        except BaseException as err:  # handed to the waiting thread
            outcome.append(err)
        else:
            outcome.append(client)
        arrived.set()
        if abandoned.is_set() and client is not None:
            with _quiet_dask():
                client.close()

    threading.Thread(target=connect, daemon=True, name="xcckit-connect").start()
    limit = Deadline(time_limit)
    late = TimeLimitReached(f"time limit reached while connecting to the Dask scheduler at {address}")
    try:
        while not arrived.wait(0.1):
            if limit.expired():
                abandoned.set()
                raise late
    except KeyboardInterrupt:
        abandoned.set()
        raise
    result = outcome[0]
    if isinstance(result, BaseException):
        if time_limit is not None and time_limit <= CONNECT_TIMEOUT and isinstance(result, (OSError, TimeoutError)):
            raise late  # Dask gave up at the time limit
        if isinstance(result, (OSError, TimeoutError, ValueError)):
            reason = str(result).split("\n")[0] or type(result).__name__
            raise InputError(f"cannot reach the Dask scheduler at {address}: {reason}", source=source) from None
        raise result
    return result


@contextlib.contextmanager
def _quiet_dask():
    """Dask's log lines and the exceptions its objects raise while they are collected are not
    for the user while a connection is tried (one line says what happened)."""
    import logging
    loggers = [logging.getLogger(name) for name in ("distributed", "distributed.client", "tornado")]
    levels = [lg.level for lg in loggers]
    for lg in loggers:
        lg.setLevel(logging.CRITICAL + 1)
    hook = sys.unraisablehook
    sys.unraisablehook = _ignore_dask_unraisable(hook)
    try:
        yield
    finally:
        for lg, level in zip(loggers, levels):
            lg.setLevel(level)


def _ignore_dask_unraisable(hook):
    """An unraisable-exception hook that drops those of Dask's objects (a client collected
    after its connection failed) and passes the others to ``hook``. It stays installed: such a
    client may be collected long after the attempt."""
    if getattr(hook, "xcckit", False):
        return hook

    def ignore(unraisable) -> None:
        where = getattr(unraisable.object, "__module__", None) or ""
        text = repr(unraisable.object)
        if where.startswith(("distributed", "tornado")) or "distributed." in text:
            return
        hook(unraisable)

    ignore.xcckit = True
    return ignore


class Cluster:
    """A connection to the Dask scheduler at ``address`` (``tcp://HOST:PORT``), or a
    ``distributed.Client`` already made (a ``LocalCluster``'s, in a notebook). ``source`` names
    the argument in error messages. Connecting takes at most ``CONNECT_TIMEOUT`` seconds, or
    ``time_limit`` when it is shorter (then :class:`~xcckit.errors.TimeLimitReached`); Ctrl-C
    stops it at once."""

    def __init__(self, address, source: str = "cluster", time_limit: float | None = None) -> None:
        dd = _distributed()
        if dd is None:
            raise InputError(f"counting on a cluster needs Dask: {INSTALL}", source=source)
        self.own = not isinstance(address, dd.Client)
        if not self.own:
            self.client = address
            return
        if not isinstance(address, str) or "://" not in address and ":" not in address:
            raise InputError(f"not a scheduler address (tcp://HOST:PORT): {address!r}", source=source)
        port = address.rpartition(":")[2]
        if is_number(port) and not 1 <= int(port) <= 65535:
            raise InputError(f"port {port} of {address!r} is not a port (1 to 65535)", source=source)
        self.client = _connect(dd, address, source, time_limit)

    def threads(self) -> int:
        """Worker threads in the cluster now (at least 1)."""
        return max(1, sum(self.client.nthreads().values()))

    def close(self) -> None:
        if self.own:
            self.client.close()

    def __enter__(self) -> "Cluster":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def count(self, model: Model, parts: list[Subproblem], todo: list[int], options: dict, *,
              on_part: OnPart | None = None, time_limit: float | None = None,
              progress: Progress | None = None, deliver: Handover | None = None) -> Parts:
        """Count ``parts[k]`` for k in ``todo`` as tasks on the cluster (the backend
        ``options["backend"]`` made with the other ``options``, one thread per task);
        ``on_part(group, count, nodes, seconds, rest, solutions)`` as each task is done. While fewer tasks are left than the cluster has threads, the tasks
        under way are told to split: each returns its count so far and its rest, which is
        appended to ``parts`` and sent as new tasks (the biggest pieces one by one, the others
        as one task counting them in turn). On Ctrl-C or the time limit the tasks are told to stop
        and those not begun are cancelled; those under way return their count so far and their
        rest, which is reported the same way (and not sent out).

        ``deliver``: the tasks record their solutions, which are handed to it as each task
        returns (and to ``on_part``, its sixth argument); once it says stop, every task is
        stopped, and the task whose solutions it stopped in is not reported."""
        if not todo:
            return Parts({}, 0)
        return _Run(self, model, parts, options, on_part, deliver).run(todo, Deadline(time_limit), progress)


class _Run:
    """One count on the cluster (:meth:`Cluster.count`): the tasks under way (``pending``: a
    task's future -> the parts it counts), the signal they read, and what came back."""

    def __init__(self, cluster: Cluster, model: Model, parts: list[Subproblem], options: dict,
                 on_part: OnPart | None, deliver: Handover | None) -> None:
        dd = _distributed()
        self.cluster, self.client = cluster, cluster.client
        self.parts, self.options, self.on_part, self.deliver = parts, options, on_part, deliver
        self.key = uuid.uuid4().hex[:12]
        self.result = Parts({}, 0)
        self.signal = dd.Variable(f"xcckit-signal-{self.key}", client=self.client)
        self.signal.set(COUNT)
        self.said = COUNT
        self.shared = self.client.scatter(model, broadcast=True, hash=False)
        self.pending: dict = {}
        self.done_share = 0.0

    def submit(self, group: list[int]) -> None:
        work = [(self.parts[k].forced, self.parts[k].share) for k in group]
        fut = self.client.submit(count_part, self.shared, work, self.options, self.signal.name,
                                 self.deliver is not None, key=f"xcckit-part-{self.key}-{group[0]}", pure=False,
                                 retries=1)
        self.pending[fut] = group

    def collect(self, go_on: bool) -> None:
        """Take the finished tasks' results; with ``go_on``, send their rest out as tasks."""
        parts, deliver = self.parts, self.deliver
        for fut in [fut for fut in self.pending if fut.done()]:
            group = self.pending.pop(fut)
            n, nodes, seconds, d, rest, sols = fut.result()  # a task's error is raised here
            if deliver is not None:
                if deliver.stopped or not all(deliver(tuple(sol)) for sol in sols):
                    continue  # the limit is in (the others are stopped below)
            pieces = [Subproblem(tuple(f), share) for f, share in rest]
            first = len(parts)
            parts.extend(pieces)
            if go_on:
                for j in range(first, first + d):  # the biggest pieces one by one
                    self.submit([j])
                if len(pieces) > d:  # the others together, as the task would have gone on
                    self.submit(list(range(first + d, len(parts))))
            settle(self.result.counts, group, n)
            self.done_share += settled_share(parts, group, pieces)
            if self.on_part is not None:
                self.on_part(group, n, nodes, seconds, pieces, sols if deliver is not None else None)

    def stopped(self) -> None:
        """Tell the tasks to stop and take, for a moment, what those under way return: their
        count so far and their rest (which the journal keeps as parts to do)."""
        self.signal.set(STOP)
        try:  # the tasks on the workers now; the others need not be waited for
            busy = {key for keys in self.client.processing().values() for key in keys}
        except Exception:  # noqa: BLE001 - then wait for them all, a moment
            busy = None
        if busy is not None:
            for fut in [fut for fut in self.pending if fut.key not in busy]:
                self.pending.pop(fut)
                fut.cancel()
        end = time.monotonic() + GRACE
        while self.pending and time.monotonic() < end:
            time.sleep(POLL)
            self.collect(False)

    def say(self, what: str) -> None:
        """Set the signal the tasks read (count, split), when it changes."""
        if what != self.said:
            self.signal.set(what)
            self.said = what

    def run(self, todo: list[int], deadline: Deadline, progress: Progress | None) -> Parts:
        for k in todo:
            self.submit([k])
        t0 = time.perf_counter()
        workers, asked = self.cluster.threads(), 0.0
        pending, deliver = self.pending, self.deliver
        try:
            while pending:
                n_pending = len(pending)
                self.collect(True)
                if deliver is not None and deliver.stopped:
                    break  # (the finally stops the tasks)
                if len(pending) >= n_pending:
                    time.sleep(POLL)
                if deadline.expired():
                    self.stopped()
                    break
                now = time.perf_counter() - t0
                if now - asked >= 1.0:
                    workers, asked = self.cluster.threads(), now
                self.say(SPLIT if 0 < len(pending) < workers else COUNT)
                if progress is not None:
                    progress(Status(sum(self.result.counts.values()), now, self.done_share,
                                    min(workers, len(pending)), workers))
        except KeyboardInterrupt:
            try:
                self.stopped()
            finally:
                raise Interrupted(sum(self.result.counts.values())) from None
        finally:
            if pending:
                self.signal.set(STOP)  # those not begun (or not back in time) are dropped
                self.client.cancel(list(pending))
            self.client.cancel([self.shared])
            self.signal.delete()  # a task that looks for it now stops too
        return self.result


# What a count tells its tasks through a Dask Variable, which they read now and then.
COUNT, SPLIT, STOP = "count", "split", "stop"
LOOK = 0.5  # seconds between two looks at it by a task
GRACE = 2.0  # seconds a stopped count waits for the tasks under way to return what they have


class _Signal:
    """A task's view of the count's signal: ``is_set()`` (stop) and ``split()``, reading the
    Variable at most every LOOK seconds."""

    def __init__(self, name: str | None) -> None:
        self.var = None if name is None else _distributed().Variable(name)
        self.value, self.seen = COUNT, time.monotonic()

    def _look(self) -> str:
        now = time.monotonic()
        if self.var is not None and now - self.seen >= LOOK:
            self.seen = now
            try:
                self.value = self.var.get(timeout=LOOK)
            except Exception:  # noqa: BLE001 - the count is over (variable gone): stop
                self.value = STOP
        return self.value

    def is_set(self) -> bool:
        return self._look() == STOP

    def split(self) -> bool:
        return self._look() == SPLIT


_local = threading.local()


def count_part(model: Model, work: list[tuple[tuple[int, ...], float]], options: dict,
               signal: str | None = None, record: bool = False):
    """A task: count the subproblems ``work`` ([(forced, share)]) of ``model`` one after the
    other; returns (count, nodes, seconds, d, rest, solutions). Unless the count's signal asked
    the task to split, rest is empty; else it holds [(forced, share)] for the rest of the
    solutions (what the search under way has left, its d biggest pieces first, then the
    subproblems not begun). Told to stop, it returns the same with d = 0. With ``record``,
    solutions lists the solutions counted (else it is empty). Each worker thread keeps its
    backend's arrays for the model it last counted."""
    t0 = time.perf_counter()
    key = (id(model), tuple(sorted(options.items())))
    if getattr(_local, "key", None) != key:
        args = dict(options)
        backend = get_backend(args.pop("backend", "dlx"), threads=1, **args)
        _local.key, _local.model, _local.backend, _local.structure = key, model, backend, None
    backend = _local.backend
    look = _Signal(signal)
    count = nodes = 0
    found: list | None = [] if record else None
    out = buffer(model, record)
    for i, (forced, share) in enumerate(work):
        if _local.structure is None:
            _local.structure = backend.structure(model)
        s = _local.structure
        n, d, rest = search_part(backend, s, tuple(forced), look, look.split, found, out)
        nodes += s.nodes
        count += n
        if rest:  # split or stopped (d = 0)
            _local.structure = None  # half way
            return (count, nodes, time.perf_counter() - t0, d,
                    [(f, share * r) for f, r in rest] + [(f, sh) for f, sh in work[i + 1:]], found or [])
    return count, nodes, time.perf_counter() - t0, 0, [], found or []
