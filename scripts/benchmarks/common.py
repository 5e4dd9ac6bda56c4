"""What the benchmarks share: medians of runs, peak memory, the table's machine line, the peers
(Knuth's programs from --peers, miniexact, xcover) run on the same text, and child processes."""

from __future__ import annotations

import os
import platform
import statistics
import time
import tracemalloc
from pathlib import Path

from xcckit import Model

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared" / "data"
PUZZLEKIT_LIMIT = 30.0  # puzzlekit's own default time limit per puzzle


def median_time(fn, runs: int):
    """The median seconds of ``runs`` calls of ``fn``, and the last call's result."""
    times, result = [], None
    for _ in range(runs):
        t0 = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times), result


def peak_memory(fn) -> float:
    """The peak of Python's traced allocations during one call of ``fn``, in MiB."""
    tracemalloc.start()
    fn()
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return peak / 2**20


def header() -> str:
    """The machine line every table opens with: architecture, Python, cores, date."""
    return (f"Machine: {platform.machine()}, {platform.python_implementation()} {platform.python_version()}, "
            f"{os.cpu_count()} cores; {time.strftime('%Y-%m-%d')}")


def xcover_count(model: Model) -> int:
    """The count of ``model``'s exact covers by the xcover package (every one visited)."""
    import xcover
    options = [model.option_tokens(o) for o in range(model.n_options)]
    primary = [model.names[i] for i in model.primary_ids]
    secondary = [model.names[i] for i in model.secondary_ids]
    return sum(1 for _ in xcover.covers(options, primary=primary, secondary=secondary, colored=True))


PEERS: Path | None = None
"""The folder of Knuth's programs the user built (``--peers DIR`` or ``XCCKIT_PEERS``)."""


def find_peer(name: str) -> Path | None:
    """Knuth's program ``name`` (e.g. ``back-mxn-words-new``, ``dlx6``) as an executable in the
    folder given with ``--peers`` (or ``XCCKIT_PEERS``), or None with a note saying it is skipped.
    This script never builds or copies a peer: build Knuth's CWEB programs yourself (ctangle,
    then a C compiler) and give their folder."""
    if PEERS is None:
        print(f"(peer {name} skipped: give a folder of executables with --peers DIR or XCCKIT_PEERS)")
        return None
    for candidate in (PEERS / name, PEERS / name.upper(), PEERS / name.replace("-", "_")):
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return candidate
    print(f"(peer {name} skipped: no executable {name} in {PEERS})")
    return None


def run_bmw(binary: Path, spec: str) -> int:
    """BACK-MXN-WORDS-NEW on ``spec`` for both lists (its solutions to /dev/null); the count."""
    import re
    import subprocess
    proc = subprocess.run([str(binary), spec, spec], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                          text=True, check=True)
    return int(re.search(r"Altogether (\d+) solutions", proc.stderr).group(1))


def run_dlx2(binary: Path, text: str) -> int:
    """Knuth's DLX2 on DLX text given on its standard input; the count it reports."""
    import re
    import subprocess
    proc = subprocess.run([str(binary)], input=text, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                          text=True, check=True)
    return int(re.search(r"Altogether (\d+) solution", proc.stderr).group(1))


def run_miniexact(binary: Path, path: Path) -> int:
    """miniexact's Algorithm C counting every solution of a DLX file (each written to a pipe it
    drains); the count it reports."""
    import re
    import subprocess
    proc = subprocess.run([str(binary), "-c", "-e", str(path)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          text=True)  # (its exit status is a SAT solver's: 10 or 20 when it ends well)
    found = re.search(r"Found (\d+) solution", proc.stdout)
    if found is None:
        raise RuntimeError(f"miniexact: exit {proc.returncode}: {proc.stdout[-300:]}")
    return int(found.group(1))


def run_dlx5(binary: Path, text: str, k: int) -> list[int]:
    """Knuth's DLX5 on DLX5 text given on its standard input, for the ``k`` cheapest (``k<n>``);
    the costs it reports at the end (`` $7 (repeated 3 times)`` under "The optimum costs are:",
    or "The optimum cost is $7" for one), cheapest first."""
    import re
    import subprocess
    proc = subprocess.run([str(binary), f"k{k}"], input=text, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                          text=True, check=True)
    one = re.search(r"The optimum cost is \$(\d+)", proc.stderr)  # (k = 1)
    if one:
        return [int(one.group(1))]
    tail = proc.stderr.partition("The optimum costs are:")[2]
    return [int(c) for c, times in re.findall(r"\$(\d+)(?: \(repeated (\d+) times\))?", tail)
            for _ in range(int(times or 1))]


def in_child(fn, args, time_limit: float):
    """Run ``fn(*args)`` in a child process: (seconds, peak resident MiB of the child, result),
    or (None, None, None) when it did not finish within ``time_limit``."""
    import multiprocessing as mp
    ctx = mp.get_context("fork")
    parent, child = ctx.Pipe(duplex=False)

    def target():
        """None: the child's run, its seconds, peak memory and result sent to the parent."""
        import resource
        t0 = time.perf_counter()
        result = fn(*args)
        seconds = time.perf_counter() - t0
        child.send((seconds, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, result))

    proc = ctx.Process(target=target)
    proc.start()
    ready = parent.poll(time_limit)
    out = parent.recv() if ready else (None, None, None)
    if proc.is_alive():
        proc.kill()
    proc.join()
    return out
