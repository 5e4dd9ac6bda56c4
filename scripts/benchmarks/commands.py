"""The benchmarks of whole commands as processes: xcc crosscheck on the issue's targets, and
the start of short commands beside the interpreter's."""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

from . import classic
from .common import header


def bench_crosscheck() -> None:
    """The cross-checks of the issue's targets, as the command runs them."""
    import subprocess
    print(header())
    print("\n| command | verdict | evidence | seconds | per backend (s) |")
    print("|---|---|---|---|---|")
    xcc = str(Path(sys.executable).with_name("xcc"))
    for args, limit in ((["polyomino", "pentominoes", "4x15"], 60), (["polyomino", "pentominoes", "6x10"], 120),
                        (["macmahon", "12"], 180)):
        t0 = time.perf_counter()
        out = subprocess.run([xcc, "crosscheck", *args, "--time-limit", str(limit), "--json"],
                             capture_output=True, text=True).stdout
        seconds = time.perf_counter() - t0
        data = json.loads(out)
        if data["mode"] == "samples":
            counts = next((e["counts"] for e in data["evidence"] if e["kind"] == "counts"), {})
            n = next(iter(counts.values()), "?")
            ev = (f"counts {n:,} ({', '.join(counts)}); "
                  + "; ".join(f"{b}: {r['admitted'] + r['rejected']:,} drawn admitted, {r['found']:,} own"
                              for b, r in data["backends"].items() if r["role"] == "translation"))
        else:
            ev = f"full sets ({next(iter(data['backends'].values()))['count']:,})"
        per = ", ".join(f"{b} {r['seconds']:.1f}" + ("" if r["complete"] else " (incomplete)")
                        for b, r in data["backends"].items())
        print(f"| `xcc crosscheck {' '.join(args)} --time-limit {limit}` | {data['verdict']} | {ev} | "
              f"{seconds:.1f} | {per} |", flush=True)


STARTUP = [
    ("`python -c pass`", ["-c", "pass"]),
    ("`python -c \"import numpy\"`", ["-c", "import numpy"]),
    ("`python -c \"import xcckit.cli\"`", ["-c", "import xcckit.cli"]),
    ("`python -c \"import numba\"`", ["-c", "import numba"]),
    ("`xcc count queens 8`", ["-m", "xcckit.cli", "count", "queens", "8"]),
    *classic.STARTUP,
    ("`xcc count polyomino pentominoes 3x20`", ["-m", "xcckit.cli", "count", "polyomino", "pentominoes", "3x20"]),
    ("`xcc count queens 11` (more than a small count: the compiled engine)",
     ["-m", "xcckit.cli", "count", "queens", "11"]),
]


def bench_startup(runs: int) -> None:
    """Short commands as processes of their own, by turns, medians of ``runs`` (wall clock):
    what a person waits for, beside the interpreter's own start."""
    import subprocess
    times: dict[str, list[float]] = {name: [] for name, _ in STARTUP}
    outputs: dict[str, str] = {}
    for _ in range(runs):
        for name, args in STARTUP:
            t = time.perf_counter()
            done = subprocess.run([sys.executable, *args], capture_output=True, text=True)
            times[name].append(time.perf_counter() - t)
            outputs[name] = (done.stdout.strip().splitlines() or [""])[-1] if done.returncode == 0 else "failed"
    print(header())
    print(f"\nShort commands as processes, medians of {runs} (by turns):\n")
    print("| what | ms | output |\n|---|---|---|")
    for name, _ in STARTUP:
        print(f"| {name} | {1000 * statistics.median(times[name]):.0f} | {outputs[name]} |", flush=True)
