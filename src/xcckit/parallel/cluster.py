"""Counting the parts of a search on a Dask cluster (``pip install 'xcckit[cluster]'``).

A :class:`Cluster` connects to a running scheduler (``dask scheduler``; workers join it with
``dask worker ADDRESS``, also while a count runs). The model is scattered once to every worker;
each part is a task, :func:`count_part`, that names the model and the part's forced options and
returns the part's count. The results are taken as they complete. A worker that dies has its
tasks run again by the scheduler on the others (Dask's own bookkeeping); we write no scheduler.
Workers need xcckit installed (the same version); the compiled kernels are loaded from numba's
on-disk cache where it is present.
"""

from __future__ import annotations

import threading
import time
import uuid

from ..backends.base import Deadline, Progress, Status
from ..backends.dlx import DlxBackend
from ..backends.dlx.backend import Parts
from ..backends.dlx.state import S_NODES
from ..errors import InputError, Interrupted
from ..model import Model
from .subproblems import Subproblem

INSTALL = "pip install 'xcckit[cluster]'"
CONNECT_TIMEOUT = 10.0  # seconds to reach the scheduler
POLL = 0.05             # seconds between two looks for finished tasks (and at the clock)


def _distributed():
    try:
        import distributed
    except ImportError:
        return None
    return distributed


class Cluster:
    """A connection to the Dask scheduler at ``address`` (``tcp://HOST:PORT``), or a
    ``distributed.Client`` already made (a ``LocalCluster``'s, in a notebook). ``source`` names
    the argument in error messages."""

    def __init__(self, address, source: str = "cluster") -> None:
        dd = _distributed()
        if dd is None:
            raise InputError(f"counting on a cluster needs Dask: {INSTALL}", source=source)
        self.own = not isinstance(address, dd.Client)
        if not self.own:
            self.client = address
            return
        if not isinstance(address, str) or "://" not in address and ":" not in address:
            raise InputError(f"not a scheduler address (tcp://HOST:PORT): {address!r}", source=source)
        try:
            self.client = dd.Client(address, timeout=CONNECT_TIMEOUT, set_as_default=False)
        except (OSError, TimeoutError, ValueError) as err:
            reason = str(err).split("\n")[0] or type(err).__name__
            raise InputError(f"cannot reach the Dask scheduler at {address}: {reason}", source=source) from None

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
              on_part=None, time_limit: float | None = None, progress: Progress | None = None) -> Parts:
        """Count ``parts[k]`` for k in ``todo`` as tasks on the cluster (dlx backend made with
        ``options``, one thread per task); ``on_part(k, count, nodes, seconds)`` as each is done.
        On Ctrl-C or the time limit the tasks not done are cancelled (a task under way on a
        worker ends its part; its count is lost)."""
        deadline = Deadline(time_limit)
        client = self.client
        run = uuid.uuid4().hex[:12]
        result = Parts({}, 0)
        if not todo:
            return result
        shared = client.scatter(model, broadcast=True, hash=False)
        pending = {client.submit(count_part, shared, parts[k].forced, options, key=f"xcckit-part-{run}-{k}",
                                 pure=False, retries=1): k for k in todo}
        done_share = 0.0
        t0 = time.perf_counter()
        workers, asked = 1, -1.0
        try:
            while pending:
                finished = [fut for fut in pending if fut.done()]
                if not finished:
                    time.sleep(POLL)
                for fut in finished:
                    k = pending.pop(fut)
                    n, nodes, seconds = fut.result()  # a task's error is raised here
                    result.counts[k] = n
                    done_share += parts[k].share
                    if on_part is not None:
                        on_part(k, n, nodes, seconds)
                if deadline.expired():
                    break
                if progress is not None:
                    now = time.perf_counter() - t0
                    if now - asked >= 1.0:
                        workers, asked = self.threads(), now
                    progress(Status(sum(result.counts.values()), now, done_share,
                                    min(workers, len(pending)), workers))
        except KeyboardInterrupt:
            raise Interrupted(sum(result.counts.values())) from None
        finally:
            if pending:
                client.cancel(list(pending))
            client.cancel([shared])
        return result


_local = threading.local()


def count_part(model: Model, forced: tuple[int, ...], options: dict) -> tuple[int, int, float]:
    """A task: the count of the subproblem ``forced`` of ``model``, the options tried and the
    seconds. Each worker thread keeps its backend's arrays for the model it last counted."""
    t0 = time.perf_counter()
    key = (id(model), tuple(sorted(options.items())))
    if getattr(_local, "key", None) != key:
        backend = DlxBackend(threads=1, **options)
        _local.key, _local.model, _local.backend = key, model, backend
        _local.structure = backend.structure(model)
    backend, s = _local.backend, _local.structure
    n = backend.count_forced(s, tuple(forced))
    return n, int(s.st[S_NODES]), time.perf_counter() - t0
