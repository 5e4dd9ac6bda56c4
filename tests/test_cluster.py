"""Counting on a Dask cluster: real ``dask scheduler`` and ``dask worker`` processes on
127.0.0.1, each stopped by its PID; a LocalCluster through the API."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

import xcckit
from xcckit import parse_dlx
from xcckit.parallel import force
from xcckit.puzzles.macmahon import MacMahon, board
from xcckit.puzzles.queens import Queens

from .conftest import GOLDEN, GOLDEN_COUNTS, PATIENCE
from .test_journal import QUEENS15, records, run, wait_for_progress, xcc

pytest.importorskip("distributed", reason="the cluster extra (pip install 'xcckit[cluster]')")

BOARD12 = 868_608
"""The solutions of MacMahon's board 12: the stopped cluster count's (15 s of CPU here)."""


class DaskProcesses:
    """A ``dask scheduler`` and ``dask worker`` processes on 127.0.0.1, each stopped by its PID."""

    def __init__(self, tmp: Path) -> None:
        self.tmp = tmp
        self.file = tmp / "scheduler.json"
        self.procs: list[subprocess.Popen] = []
        self.workers: list[subprocess.Popen] = []
        bin_dir = Path(sys.executable).parent
        self.dask = str(bin_dir / "dask")
        self.scheduler = self._start([self.dask, "scheduler", "--host", "127.0.0.1", "--port", "0",
                                      "--no-dashboard", "--scheduler-file", str(self.file)], "scheduler")
        end = time.monotonic() + PATIENCE
        while not self.file.exists() or not self.file.read_text().strip():
            assert time.monotonic() < end, "the scheduler did not start"
            assert self.scheduler.poll() is None, (tmp / "scheduler.log").read_text()
            time.sleep(0.1)
        self.address = json.loads(self.file.read_text())["address"]
        assert self.address.startswith("tcp://127.0.0.1:")

    def _start(self, argv: list[str], name: str) -> subprocess.Popen:
        log = open(self.tmp / f"{name}.log", "w")
        proc = subprocess.Popen(argv, stdout=log, stderr=subprocess.STDOUT, cwd=self.tmp)
        self.procs.append(proc)
        return proc

    def add_worker(self) -> subprocess.Popen:
        k = len(self.workers)
        proc = self._start([self.dask, "worker", self.address, "--host", "127.0.0.1", "--nthreads", "1",
                            "--no-nanny", "--no-dashboard", "--name", f"w{k}"], f"worker{k}")
        self.workers.append(proc)
        return proc

    def wait_for_workers(self, n: int) -> None:
        from distributed import Client
        with Client(self.address, timeout=30) as client:
            client.wait_for_workers(n, timeout=PATIENCE)

    def stop(self) -> None:
        """The workers first, then the scheduler: a worker stopped after its scheduler spends 30 s
        trying to reach it again (which the 20 s wait below cut short with a SIGKILL)."""
        for group in (self.workers, [p for p in self.procs if p not in self.workers]):
            for proc in group:
                if proc.poll() is None:
                    os.kill(proc.pid, signal.SIGTERM)
            for proc in group:
                try:
                    proc.wait(timeout=20)
                except subprocess.TimeoutExpired:
                    os.kill(proc.pid, signal.SIGKILL)
                    proc.wait(timeout=20)


@pytest.fixture
def dask_cluster(tmp_path):
    cluster = DaskProcesses(tmp_path)
    try:
        cluster.add_worker()
        cluster.add_worker()
        cluster.wait_for_workers(2)
        yield cluster
    finally:
        cluster.stop()


@pytest.mark.slow
def test_dask_counts_golden_files_and_survives_a_worker_killed(dask_cluster):
    for name in ("torto-TORTO", "slither-empty3x3"):
        code, out, err = run("count", "dlx", str(GOLDEN / f"{name}.dlx"), "--cluster", dask_cluster.address)
        assert (code, out, err) == (0, f"{GOLDEN_COUNTS[name]:,} solutions\n", "")
    # a word grid: the trie's parts (letters of the first cells) as the tasks
    assert run("count", "wordrect", "sgb-words:1000", "sgb-words:1000", "--cluster", dask_cluster.address) == \
        (0, "191 solutions\n", "")
    code, out, err = run("solve", "dlx", str(GOLDEN / "torto-TORTO.dlx"), "--limit", "5000", "--json",
                         "--cluster", dask_cluster.address)
    sols = [json.dumps(sol) for sol in json.loads(out)["solutions"]]
    assert (code, err, len(sols), len(set(sols))) == (0, "", 1832, 1832)
    proc = xcc("count", "queens", "15", "--progress", env={**os.environ, "XCCKIT_CLUSTER": dask_cluster.address})
    lines = wait_for_progress(proc, least=0.1)
    assert lines[-1].rstrip().endswith("; 2/2 workers busy")
    victim = dask_cluster.workers[0]
    os.kill(victim.pid, signal.SIGKILL)  # its parts go to the other worker
    victim.wait(timeout=20)
    dask_cluster.add_worker()            # and a worker may join while the count runs
    out, err = proc.communicate(timeout=300)
    assert (proc.returncode, out) == (0, f"{QUEENS15:,} solutions\n"), err


@pytest.mark.slow
def test_dask_journal_resumes_on_the_cluster(dask_cluster, tmp_path):
    path = tmp_path / "j"
    args = ("count", "dlx", str(GOLDEN / "torto-TORTO.dlx"), "--journal", str(path), "--cluster", dask_cluster.address)
    assert run(*args) == (0, "1,832 solutions\n", "")
    lines = path.read_text().splitlines(keepends=True)
    path.write_text("".join(lines[:len(lines) // 2]))
    assert run(*args) == (0, "1,832 solutions\n", "")
    assert records(path)[-1]["total"] == 1832


def test_local_cluster_through_the_api():
    from distributed import Client, LocalCluster
    m = MacMahon(board("12")).model
    sub = force(m, (0,))  # a smaller count: the solutions with option 0
    expected = xcckit.count(sub, backend="dlx").count
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=False,  # in-process: no network
                      dashboard_address=None) as lc, Client(lc) as client:
        seen = []
        result = xcckit.count(sub, cluster=client, progress=seen.append)
        assert (result.count, result.complete, result.backend) == (expected, True, "dlx")
        assert client.status == "running"  # a client given is the caller's to close


def test_tasks_split_for_idle_workers():
    """One part, two workers: the task under way is told to split, and the pieces it returns
    go out as new tasks; everything adds up and every part is done once."""
    from distributed import Client, LocalCluster
    from xcckit.backends.dlx import DlxBackend
    from xcckit.parallel import Subproblem
    from xcckit.parallel.cluster import Cluster
    m = force(MacMahon(board("12")).model, (0,))
    expected = xcckit.count(m, backend="dlx").count
    parts, seen = [Subproblem(())], []
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None) as lc, \
            Client(lc) as client:
        result = Cluster(client).count(m, parts, [0], DlxBackend().settings(),
                                       on_part=lambda *rec: seen.append(rec))
    assert sum(result.counts.values()) == expected and result.unfinished == 0
    assert any(rec[4] for rec in seen) and len(parts) > 2
    assert sorted(k for group, *_ in seen for k in group) == list(range(len(parts)))


def test_tasks_under_way_stop_with_the_count():
    """A time limit (as Ctrl-C) tells the tasks under way to stop, and those not begun are
    cancelled: the workers (threads of this process here) soon use no more CPU. The 20 queens
    take about a day here (400,000 solutions a second), in parts of many minutes: workers that
    went on would be busy long after the wait."""
    from distributed import Client, LocalCluster
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None) as lc, \
            Client(lc) as client:
        assert xcckit.count(Queens(8).model, cluster=client).count == 92  # the kernels loaded on the workers
        seen = []
        result = xcckit.count(Queens(20).model, cluster=client, time_limit=3, progress=seen.append)
        assert not result.complete and result.count >= 0
        assert any(st.busy > 0 for st in seen)  # the tasks were under way (sent in milliseconds)
        workers = [t for t in threading.enumerate() if "Dask-Default-Threads" in t.name]  # where tasks run
        assert len(workers) == 2
        end = time.monotonic() + 60  # a moment, however busy the machine: a stopped worker uses no CPU,
        while True:                  # a searching one some of every half second
            before = _thread_cpu(workers)
            time.sleep(0.5)
            if max(b - a for a, b in zip(before, _thread_cpu(workers))) < 0.005:
                break
            assert time.monotonic() < end, "the workers still search a minute after the count ended"


def _thread_cpu(threads: list) -> list[float]:
    """The CPU seconds each of ``threads`` has used (0 for one that has ended)."""
    out = []
    for t in threads:
        try:
            out.append(time.clock_gettime(time.pthread_getcpuclockid(t.ident)) if t.is_alive() else 0.0)
        except OSError:  # (it ended just now)
            out.append(0.0)
    return out


def test_a_stopped_cluster_count_loses_nothing(tmp_path, monkeypatch):
    """Ctrl-C (from the progress callback, where a Ctrl-C lands): the tasks under way return
    what they counted and their rest, which the journal keeps; so it holds every solution the
    interrupted count reported, and the count resumed is exact."""
    import xcckit.parallel.cluster as cluster_module
    import xcckit.parallel.run as run_module
    from distributed import Client, LocalCluster
    from xcckit.errors import Interrupted
    monkeypatch.setattr(run_module, "PER_THREAD", 0)  # one part, split for the idle worker
    monkeypatch.setattr(cluster_module, "GRACE", 120.0)  # the tasks under way return, however busy the machine
    m = MacMahon(board("12")).model
    expected = BOARD12
    path = tmp_path / "j"

    seen, lines = [], []

    def progress(st) -> None:  # a second in (the count takes about 5 s here)
        if st.seconds > 1.0 and st.count > 0:
            seen.append(st.count)
            lines.append(len(records(path)))
            raise KeyboardInterrupt

    with LocalCluster(n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None) as lc, \
            Client(lc) as client:
        with pytest.raises(Interrupted) as exc:
            xcckit.count(m, cluster=client, journal=str(path), progress=progress)
        recs = records(path)
        assert "total" not in recs[-1] and seen[0] <= exc.value.count < expected
        assert any("rest" in r for r in recs[lines[0]:])  # the tasks under way: their count so far and rest
        assert recs[1]["cut"]["found"] + sum(r["count"] for r in recs if "count" in r) == exc.value.count
        assert xcckit.count(m, cluster=client, journal=str(path)).count == expected


def test_solutions_on_a_local_cluster(tmp_path):
    """solve on a cluster: every solution once (dlx and trie), a limit gives exactly that many
    and stops the tasks, and a journal resumed gives the same solutions."""
    from distributed import Client, LocalCluster
    from xcckit.puzzles.kit.words import load_words
    from xcckit.puzzles.wordsquare import WordSquare
    torto = parse_dlx((GOLDEN / "torto-TORTO.dlx").read_text())
    square = WordSquare(load_words("sgb-words:1000")).model
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None) as lc, \
            Client(lc) as client:
        for model, name in [(torto, "dlx"), (square, "trie")]:
            every = sorted(xcckit.solve(model, backend="dlx", limit=None).solutions)
            result = xcckit.solve(model, cluster=client, limit=None)
            assert (sorted(result.solutions), result.complete, result.backend) == (every, True, name)
            few = xcckit.solve(model, cluster=client, limit=100)
            assert len(few.solutions) == 100 and set(few.solutions) <= set(every) and not few.complete
            path = tmp_path / name
            first = xcckit.solve(model, cluster=client, limit=None, journal=str(path))
            assert sorted(first.solutions) == every and records(path)[-1]["total"] == len(every)
            lines = path.read_text().splitlines(keepends=True)
            path.write_text("".join(lines[:max(3, len(lines) // 2)]))
            again = xcckit.solve(model, cluster=client, limit=None, journal=str(path))
            assert sorted(again.solutions) == every


def test_cluster_errors(tmp_path):
    (tmp_path / "distributed.py").write_text("raise ImportError('no Dask here')\n")
    env = {**os.environ, "PYTHONPATH": str(tmp_path)}
    assert run("count", "macmahon", "12", "--cluster", "tcp://127.0.0.1:9", env=env) == \
        (2, "", "xcc: --cluster: counting on a cluster needs Dask: pip install 'xcckit[cluster]'\n")
    assert run("count", "macmahon", "12", "--cluster", "nowhere") == \
        (2, "", "xcc: --cluster: not a scheduler address (tcp://HOST:PORT): 'nowhere'\n")
    assert run("solve", "macmahon", "12", "--cluster", "nowhere") == \
        (2, "", "xcc: --cluster: not a scheduler address (tcp://HOST:PORT): 'nowhere'\n")
    assert run("solve", "macmahon", "12", "-b", "sat", "--cluster", "tcp://127.0.0.1:9") == \
        (2, "", "xcc: --cluster: a search in parts is made by the dlx or trie backend, not sat\n")
