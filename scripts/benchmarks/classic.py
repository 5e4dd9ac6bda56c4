"""The classic kinds' benchmarks: the facts of the Janko slitherlinks, sudoku and masyu solved
and proven unique per backend, pentominoes beside DLX2, the Janko corpus per backend, and
xcc generate's unique minimal puzzles; and the models of slitherlink and sudoku the other
benchmarks measure (blank and clued slitherlinks, Royle's 17-clue sudoku less two clues)."""

from __future__ import annotations

import json
import os
import statistics
import time

import xcckit
from xcckit import Model
from xcckit.puzzles.kinds import get_kind

from .common import PUZZLEKIT_LIMIT, SHARED, find_peer, header, median_time, run_dlx2


NAMES = ("slitherlink", "facts", "sudoku", "classic", "generate")
"""This module's benchmarks by name, as the command line gives them (:func:`benchmarks`)."""

STARTUP = [("`xcc count sudoku royle17`", ["-m", "xcckit.cli", "count", "sudoku", "royle17"])]
"""A short command of the classic kinds, among those whose start the startup benchmark times."""


def benchmarks(args, backends: list[str] | None) -> dict:
    """Each of :data:`NAMES` -> a function running it with the command line's options."""
    return {
        "facts": lambda: bench_facts(args.limit),
        "sudoku": lambda: bench_sudoku(args.runs),
        "classic": lambda: bench_classic(args.runs),
        "generate": lambda: bench_generate(args.runs if args.runs != 3 else 20),
        "slitherlink": lambda: bench_slitherlink(args.runs, args.limit, backends or ["sat", "cpsat"],
                                                 args.time_limit or 60),
    }


def blank_slitherlink(n: int) -> Model:
    """The model of a blank n×n slitherlink."""
    return get_kind("slitherlink")(["." * n] * n).model


def clued_slitherlink(rows: int, cols: int, seed: int) -> Model:
    """A rows×cols slitherlink with a third of its cells clued from a random single loop
    (grown by flipping cells of a random region while it stays a simply connected blob)."""
    import random
    rng = random.Random(seed)
    inside = {(rows // 2, cols // 2)}
    for _ in range(rows * cols):
        i, j = rng.choice(sorted(inside))
        di, dj = rng.choice([(0, 1), (1, 0), (0, -1), (-1, 0)])
        c = (i + di, j + dj)
        if not (0 <= c[0] < rows and 0 <= c[1] < cols) or c in inside:
            continue
        nbrs = [(c[0] + a, c[1] + b) in inside for a, b in ((0, 1), (1, 0), (0, -1), (-1, 0))]
        corner = any((c[0] + a, c[1] + b) in inside and (c[0] + a, c[1]) not in inside and (c[0], c[1] + b) not in inside
                     for a in (-1, 1) for b in (-1, 1))
        if sum(nbrs) == 1 and not corner:  # a tree of cells touching only along edges: one loop around it
            inside.add(c)
    clues = []
    for i in range(rows):
        row = ""
        for j in range(cols):
            k = sum(((i + a, j + b) in inside) != ((i, j) in inside) for a, b in ((0, 1), (1, 0), (0, -1), (-1, 0)))
            row += str(k) if rng.random() < 1 / 3 else "."
        clues.append(row)
    return get_kind("slitherlink")(clues).model


def royle17_less_two() -> Model:
    """Royle's bundled 17-clue sudoku with its last two clues in reading order gone: 3,481,026
    solutions."""
    grid = [row[:] for row in get_kind("sudoku").from_args(["royle17"]).givens]
    for i, j in [(i, j) for i in range(9) for j in range(9) if grid[i][j]][-2:]:
        grid[i][j] = 0
    return get_kind("sudoku")(grid, (3, 3)).model


def bench_facts(limit: int | None) -> None:
    """The facts of each Janko slitherlink by sat (``xcckit.facts``): seconds per puzzle (median,
    90th percentile, largest) by size; a puzzle with one solution has every edge known, equal to
    its published loop (where the record has it)."""
    Slitherlink = get_kind("slitherlink")
    records = [json.loads(line) for line in (SHARED / "slitherlink" / "janko.jsonl").read_text().splitlines()]
    records = records[:limit] if limit else records
    xcckit.api.facts(Slitherlink(["3."]))  # load what a first call loads
    by_size: dict[str, list[float]] = {}
    everything: list[float] = []
    for rec in records:
        p = Slitherlink(rec["clues"])
        t0 = time.perf_counter()
        f = xcckit.api.facts(p)
        seconds = time.perf_counter() - t0
        on, off = p.known_edges(f.raw)
        assert f.complete, rec["id"]
        if "solution_h" in rec:
            h = {(2 * i, 2 * j + 1) for i, row in enumerate(rec["solution_h"]) for j, ch in enumerate(row) if ch == "1"}
            v = {(2 * i + 1, 2 * j) for i, row in enumerate(rec["solution_v"]) for j, ch in enumerate(row) if ch == "1"}
            assert on == h | v and len(on) + len(off) == len(p.edge_pos), rec["id"]
        cells = rec["rows"] * rec["cols"]
        band = "≤ 100 cells" if cells <= 100 else "≤ 400 cells" if cells <= 400 else "> 400 cells"
        by_size.setdefault(band, []).append(seconds)
        everything.append(seconds)
    print(header())
    print(f"\n`xcckit.facts` (sat) on {len(records)} Janko slitherlinks (the facts of each with a published loop "
          "are that loop: every edge known).\n")
    print("| puzzles | n | median ms | 90th percentile ms | largest ms |")
    print("|---|---|---|---|---|")
    for band, ts in [*sorted(by_size.items()), ("all", everything)]:
        ts = sorted(ts)
        print(f"| {band} | {len(ts)} | {1000 * statistics.median(ts):.1f} | {1000 * ts[int(0.9 * (len(ts) - 1))]:.1f} | "
              f"{1000 * ts[-1]:.1f} |")


def _unique_ms(puzzle, backends: list[str], runs: int) -> list[str]:
    """Median milliseconds per backend to solve ``puzzle`` and prove the solution unique (after
    one run that loads what a first run loads); ``auto`` names the backend it ran."""
    cells = []
    for b in backends:
        xcckit.solve(puzzle, backend=b, unique=True)
        t, r = median_time(lambda: xcckit.solve(puzzle, backend=b, unique=True), runs)
        assert r.unique is True
        cells.append(f"{1000 * t:.1f}" + (f" ({r.backend})" if b == "auto" else ""))
    return cells


def bench_sudoku(runs: int) -> None:
    """The bundled 17-clue sudoku (Royle's list) and Inkala's hard one: solved and proven unique
    (``unique=True``: the search for a second solution finishes) per backend, in-process, the model
    built beforehand; medians of ``runs`` after one run that loads what a first run loads."""
    Sudoku = get_kind("sudoku")
    print(header())
    print(f"\nMedian milliseconds of {runs} runs: solve with unique=True (a solution, and the proof that "
          "there is no other).\n")
    backends = ["auto", "dlx", "sat", "cpsat", "zdd"]
    print("| puzzle | givens | " + " | ".join(backends) + " |")
    print("|---|---|" + "---|" * len(backends))
    for name in ("royle17", "inkala"):
        p = Sudoku.from_args([name])
        cells = _unique_ms(p, backends, runs)
        givens = sum(k > 0 for row in p.givens for k in row)
        print(f"| {name} | {givens} | " + " | ".join(cells) + " |", flush=True)


def bench_classic(runs: int) -> None:
    """The classic kinds' rows: pentominoes in 6×10 counted by dlx on one thread and on every CPU,
    and with --distinct (the X kept to one placement per orbit), beside DLX2 on the exported file
    when --peers has it; the sudoku rows; the bundled 10×10 masyu solved and proven unique per
    backend. Medians of ``runs``."""
    from xcckit.formats.dlx import write
    Polyomino = get_kind("polyomino")
    dlx2 = find_peer("dlx2")
    every = Polyomino.from_args(["pentominoes", "6x10"])
    distinct = Polyomino.from_args(["pentominoes", "6x10", "--distinct"])
    xcckit.count(Polyomino.from_args(["pentominoes", "3x20"]), backend="dlx")  # load the compiled search
    print(header())
    print(f"\nPentominoes in 6×10, median seconds of {runs} runs (counts: 9,356 packings, 2,339 up to symmetry).\n")
    print(f"| count | dlx, 1 thread | dlx, {os.cpu_count()} threads | DLX2 |")
    print("|---|---|---|---|")
    for label, p, want in (("all packings", every, 9356), ("--distinct", distinct, 2339)):
        t1, r1 = median_time(lambda: xcckit.count(p, backend="dlx", threads=1), runs)
        tn, rn = median_time(lambda: xcckit.count(p, backend="dlx"), runs)
        assert r1.count == rn.count == want
        peer = "—"
        if dlx2 is not None:
            text = write(p.model)
            tp, cp = median_time(lambda: run_dlx2(dlx2, text), runs)
            assert cp == want, f"DLX2 counts {cp}"
            peer = f"{tp:.3f}"
        print(f"| {label} | {t1:.3f} | {tn:.3f} | {peer} |", flush=True)
    print()
    bench_sudoku(runs)
    print(f"\nThe bundled 10×10 masyu (demo-10x10), solved and proven unique, median milliseconds of {runs} runs.\n")
    p = get_kind("masyu").from_args(["demo-10x10"])
    backends = ["auto", "sat", "cpsat", "dlx", "zdd"]
    print("| " + " | ".join(backends) + " |")
    print("|" + "---|" * len(backends))
    print("| " + " | ".join(_unique_ms(p, backends, runs)) + " |", flush=True)


def bench_slitherlink(runs: int, limit: int | None, backends: list[str], time_limit: float) -> None:
    """None: the table of the Janko slitherlinks (the first ``limit``) solved per backend (two
    solutions asked, so that one is proven unique; puzzlekit's CP-SAT solver: one)."""
    Slitherlink = get_kind("slitherlink")
    rows = [json.loads(l) for l in (SHARED / "slitherlink" / "janko.jsonl").read_text().splitlines()][:limit]
    print(header())
    print("\n| backend | puzzles | median s | max s (puzzle) | total s | not solved |")
    print("|---|---|---|---|---|---|")
    for backend in backends:
        if backend == "puzzlekit":  # import and warm up outside the timings
            from puzzlekit.solvers.slitherlink import SlitherlinkSolver
            SlitherlinkSolver(1, 1, [["3"]]).solve()
        else:
            xcckit.solve(Slitherlink(["3."]).model, backend=backend, limit=2)
        per = []
        for r in rows:
            if backend == "puzzlekit":
                def theirs():
                    """puzzlekit's status on the puzzle."""
                    from puzzlekit.solvers.slitherlink import SlitherlinkSolver
                    grid = [["-" if ch == "." else ch for ch in line] for line in r["clues"]]
                    res = SlitherlinkSolver(len(grid), len(grid[0]), grid).solve(
                        {"time_limit_sec": PUZZLEKIT_LIMIT})
                    return res.solution_data["status"]
                t, status = median_time(theirs, runs)
                per.append((t, r["id"], status in ("Optimal", "Feasible")))
                continue
            def ours():
                """Our result on the puzzle, the model built in the time."""
                p = Slitherlink(r["clues"])
                return xcckit.solve(p.model, backend=backend, limit=2, time_limit=time_limit)
            t, res = median_time(ours, runs)
            per.append((t, r["id"], res.status == "solved"))
        ts = [t for t, *_ in per]
        worst = max(per)
        unsolved = sum(1 for *_, ok in per if ok is False)
        print(f"| {backend} | {len(per)} | {statistics.median(ts):.4f} | {worst[0]:.3f} ({worst[1]}) | "
              f"{sum(ts):.1f} | {unsolved} |", flush=True)


GENERATE = [("slitherlink", "10x10", "none", 1.0), ("slitherlink", "10x10", "rot2", 1.0),
            ("slitherlink", "20x20", "none", 10.0), ("sudoku", "9", "none", 0.2), ("sudoku", "9", "rot2", 0.2),
            ("masyu", "10x10", "none", 2.0), ("masyu", "10x10", "rot2", 2.0)]
"""(kind, size, symmetry, target seconds) of :func:`bench_generate`."""


def bench_generate(seeds: int) -> None:
    """Unique, minimal puzzles made by xcckit.generate (difficulty measured too, as the command
    does): median and largest seconds over seeds 1..N, the median clues, and the bands. Beside
    it, cspuz's generator, where the package installs from PyPI (it did not on 2026-11-25)."""
    from xcckit.generate import generate
    print(header())
    print(f"\nSeconds to make one unique, minimal puzzle (seeds 1..{seeds}; the difficulty measured too).\n")
    print("| kind | size | symmetry | median s | largest s | target | median clues | bands (easy/medium/hard) |")
    print("|---|---|---|---|---|---|---|---|")
    for kind, size, symmetry, target in GENERATE:
        times, clues, bands = [], [], {"easy": 0, "medium": 0, "hard": 0}
        for seed in range(1, seeds + 1):
            made = generate(kind, size, seed=seed, symmetry=symmetry)
            assert made.minimal
            times.append(made.seconds)
            clues.append(made.clues)
            bands[made.difficulty.band] += 1
        med = statistics.median(times)
        print(f"| {kind} | {size} | {symmetry} | {med:.3f} | {max(times):.3f} | {target:g} "
              f"({'met' if med < target else 'NOT met'}) | {statistics.median(clues):g} | "
              f"{bands['easy']}/{bands['medium']}/{bands['hard']} |", flush=True)
    try:
        __import__("cspuz")
        print("\n(cspuz is installed: its generator is not run by this benchmark yet)")
    except ImportError:
        print("\ncspuz: not run (it is not on PyPI: `pip download cspuz` finds no distribution).")
