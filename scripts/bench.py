"""Benchmarks: medians of several runs, written as markdown tables.

    python scripts/bench.py dlx [FILE.dlx …]      parse / translate / count per backend
    python scripts/bench.py xcover                 dlx backend against the xcover package
    python scripts/bench.py slitherlink [--limit N] [--backends sat,cpsat,dlx,puzzlekit]
                                                   the Janko corpus: solve + uniqueness per backend
                                                   (puzzlekit's CP-SAT solver: one solution only),
                                                   --time-limit per puzzle (default 60 s)
    python scripts/bench.py words                  word rectangles and squares beside Knuth's
                                                   BACK-MXN-WORDS-NEW; first solutions; Torto
    python scripts/bench.py macmahon               hexagon count vs xcover, classes, empty boards
    python scripts/bench.py limits                 how far past --time-limit each backend returns
    python scripts/bench.py scale [INSTANCE …]     the speedup predicted on 2 to 512 workers (the
                                                   count run as they would, on virtual clocks)
    python scripts/bench.py queens                 n queens: dlx (one thread, every CPU), DLX2 with --peers
    python scripts/bench.py zdd [--largest N]      Algorithm Z beside Graphillion (blank grids) and
                                                   dlx: seconds and peak memory, in child processes
    python scripts/bench.py optimize               the cheapest word squares and rectangles by rank
                                                   (and the 10 cheapest) per backend, DLX5 with --peers
    python scripts/bench.py facts [--limit N]      the facts of the Janko slitherlinks (sat): seconds
    python scripts/bench.py sudoku                 a 17-clue and a hard sudoku solved and proven unique
                                                   per backend (auto among them)
    python scripts/bench.py classic                pentominoes 6x10 (all, and --distinct) on dlx beside DLX2
                                                   with --peers; sudoku; a 10x10 masyu per backend
    python scripts/bench.py enumerate              every solution of pentominoes 4x15, 13 queens and
                                                   Langford 11 on dlx, sat (one worker, every CPU), cpsat,
                                                   --time-limit per run (default 120 s)
    python scripts/bench.py crosscheck             xcc crosscheck on pentominoes 4x15 (60 s), 6x10 (120 s)
                                                   and MacMahon's board 12 (180 s): verdict, evidence, seconds
    python scripts/bench.py small [--runs N]       many small questions: count, every solution, a proof of
                                                   uniqueness and a first solution per backend on 100
                                                   random models of 10-40 options (and 100 small word
                                                   squares, with the trie): median ms a call
    python scripts/bench.py genres [--runs N] [--kinds K,K]
                                                   the site genres at 10x10 and the largest sizes published:
                                                   puzzles made by xcckit.making, solved and proven unique by
                                                   auto beside puzzlekit (median of N, default 5; cached in
                                                   ~/.cache/xcckit-bench/genres or $XCCKIT_BENCH_CACHE)
    python scripts/bench.py startup [--runs N]     short commands as processes beside `python -c pass`
                                                   (median of N, default 10): xcc count queens 8 and others
    python scripts/bench.py published --corpus DIR [--kinds K,K] [--every N] [--sizes RxC,..] [--no-peer]
                                                   published puzzles of a public corpus (puzzlekit's
                                                   dataset) by size, solved and proven unique, beside
                                                   puzzlekit (scripts/published.py)
    python scripts/bench.py generate [--runs N]    xcc generate: unique minimal slitherlink 10x10 and 20x20,
                                                   sudoku 9x9, masyu 10x10, medians over N seeds (default 20);
                                                   cspuz's generator where it installs from PyPI

Timings are medians of --runs runs (default 3) in one process; peak memory is the traced Python
allocation peak of one run (tracemalloc), so native solver memory is not included.
"""

from __future__ import annotations

import argparse
from functools import partial
import json
import os
import random
import platform
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

import xcckit
from xcckit import Model, parse_dlx

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "data"
PUZZLEKIT_LIMIT = 30.0  # puzzlekit's own default time limit per puzzle
DEFAULT_DLX = ["torto-CAT", "torto-TORTO", "slither-p1", "slither-g4x4s1", "slither-empty3x3",
               "wr-dict3-300-dict4-300"]


def median_time(fn, runs: int):
    times, result = [], None
    for _ in range(runs):
        t0 = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times), result


def peak_memory(fn) -> float:
    tracemalloc.start()
    fn()
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return peak / 2**20


def header() -> str:
    return (f"Machine: {platform.machine()}, {platform.python_implementation()} {platform.python_version()}, "
            f"{__import__('os').cpu_count()} cores; {time.strftime('%Y-%m-%d')}")


def bench_dlx(files: list[str], runs: int) -> None:
    from xcckit.backends.cpsat import CPSATEncoding
    from xcckit.backends.sat import CNFEncoding
    xcckit.count(parse_dlx("a\na\n"), backend="dlx")  # load the compiled search once
    print(header())
    print("\n| file | parse s | backend | translate s | count s | solutions | peak MiB |")
    print("|---|---|---|---|---|---|---|")
    for name in files:
        path = Path(name) if name.endswith(".dlx") else SHARED / "dlx" / f"{name}.dlx"
        text = path.read_text()
        t_parse, model = median_time(lambda: parse_dlx(text), runs)
        for backend in ("cpsat", "sat", "dlx"):
            translate = {"cpsat": lambda: CPSATEncoding(model), "sat": lambda: CNFEncoding(model),
                         "dlx": lambda: None}[backend]
            t_tr, _ = median_time(translate, runs)
            t_count, result = median_time(lambda: xcckit.count(model, backend=backend), runs)
            mem = peak_memory(lambda: xcckit.count(model, backend=backend))
            print(f"| {path.stem} | {t_parse:.4f} | {backend} | {t_tr:.4f} | {t_count:.4f} | "
                  f"{result.count} | {mem:.1f} |")
    n, k = 100_000, 10
    def build():
        m = Model()
        for i in range(1000):
            m.add_primary(f"i{i}")
        for o in range(n):
            m.add_option_ids([(o * 7 + j * 13) % 1000 for j in range(k)], None)
        return m
    t_build, _ = median_time(build, runs)
    print(f"\nBuilding a model of {n:,} options × {k} items through the API: {t_build:.3f} s (median).")
    bench_parse(runs)
    bench_dlx_peers(runs)


def dlx_workloads() -> list[tuple[str, Model, int]]:
    """The classic counts dlx's speed is measured on beside Knuth's programs: (name, model,
    solutions)."""
    from xcckit.puzzles.macmahon import MacMahon
    from xcckit.puzzles.polyomino import Polyomino
    from xcckit.puzzles.queens import Queens
    from xcckit.puzzles.sudoku import Sudoku
    from xcckit.puzzles.wordrect import WordRectangle
    royle = Sudoku.from_args(["royle17"])
    grid = [row[:] for row in royle.grid]
    for i, j in [(i, j) for i in range(9) for j in range(9) if grid[i][j]][-2:]:
        grid[i][j] = 0  # its last two clues in reading order gone: 3,481,026 solutions
    return [("pentominoes 6×10", Polyomino.from_args(["pentominoes", "6x10"]).model, 9356),
            ("pentominoes 5×12", Polyomino.from_args(["pentominoes", "5x12"]).model, 4040),
            ("13 queens", Queens(13).model, 73712),
            ("Langford 12", langford(12), 216288),
            ("MacMahon 12", MacMahon.from_args(["12"]).model, 868608),
            ("word rectangles 5×5, prefix model, sgb-words:500",
             WordRectangle.from_args(["sgb-words:500", "sgb-words:500", "--model", "prefix"]).model, 8),
            ("royle17 less two clues (sudoku)", Sudoku(grid, (3, 3)).model, 3481026)]


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


def bench_dlx_peers(runs: int) -> None:
    """dlx's count on one thread beside Knuth's SSXCC and DLX2 (from --peers) and miniexact's
    Algorithm C (the bench extra), each on the same DLX text, medians of ``runs`` in one run.
    Ours: the count of the model built (the search); theirs: the process (reading the text is a
    few milliseconds of it)."""
    import shutil
    import tempfile
    from xcckit.formats.dlx import write
    ssxcc, dlx2 = find_peer("ssxcc"), find_peer("dlx2")
    mini = shutil.which("miniexact", path=str(Path(sys.executable).parent)) or shutil.which("miniexact")
    if mini is None:
        print("(miniexact skipped: pip install 'xcckit[bench]')")
    print(f"\ndlx on one thread beside Knuth's programs and miniexact: median seconds of {runs} runs, "
          "and dlx's time over SSXCC's.\n")
    print("| workload | solutions | dlx, 1 thread | SSXCC | DLX2 | miniexact -c | dlx / SSXCC |")
    print("|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        for name, model, want in dlx_workloads():
            text = write(model)
            path = Path(tmp) / "w.dlx"
            path.write_text(text)
            xcckit.count(model, backend="dlx", threads=1)  # its arrays and the kernel at hand
            t, r = median_time(lambda: xcckit.count(model, backend="dlx", threads=1), runs)
            assert r.count == want, f"{name}: dlx counts {r.count}, not {want}"
            cells = [f"{t:.3f}"]
            peer_t = {}
            for label, binary, run in (("SSXCC", ssxcc, lambda b: run_dlx2(b, text)),
                                       ("DLX2", dlx2, lambda b: run_dlx2(b, text)),
                                       ("miniexact", mini, lambda b: run_miniexact(b, path))):
                if binary is None:
                    cells.append("—")
                    continue
                tp, cp = median_time(lambda: run(binary), runs)
                assert cp == want, f"{name}: {label} counts {cp}, not {want}"
                peer_t[label] = tp
                cells.append(f"{tp:.3f}")
            ratio = f"{t / peer_t['SSXCC']:.2f}" if "SSXCC" in peer_t else "—"
            print(f"| {name} | {want:,} | " + " | ".join(cells) + f" | {ratio} |", flush=True)


def bench_parse(runs: int) -> None:
    """Reading DLX text of large models (linear time): exports of blank slitherlinks, and a long
    item line with one-item options."""
    from xcckit.formats.dlx import write
    from xcckit.puzzles.slitherlink import Slitherlink
    print("\n| DLX text | lines | occurrences | MB | parse s (median) |")
    print("|---|---|---|---|---|")
    wide = 20_000
    texts = {f"{wide:,} items, one-item options": " ".join(f"i{k}" for k in range(wide)) + "\n"
             + "".join(f"i{k}\n" for k in range(wide))}
    for n in (100, 200, 300):
        texts[f"blank {n}×{n} slitherlink export"] = write(Slitherlink(["." * n] * n).model)
    for name, text in texts.items():
        t, model = median_time(lambda: parse_dlx(text), runs)
        print(f"| {name} | {text.count(chr(10)):,} | {model.opt_start[-1]:,} | {len(text) / 1e6:.1f} | {t:.3f} |")


def xcover_count(model: Model) -> int:
    import xcover
    options = [model.option_tokens(o) for o in range(model.n_options)]
    primary = [model.names[i] for i in model.primary_ids]
    secondary = [model.names[i] for i in model.secondary_ids]
    return sum(1 for _ in xcover.covers(options, primary=primary, secondary=secondary, colored=True))


def bench_xcover(runs: int) -> None:
    from xcckit.puzzles.words import load_words
    from xcckit.puzzles.wordrect import WordRectangle
    models = {
        "torto-TORTO": parse_dlx((SHARED / "dlx" / "torto-TORTO.dlx").read_text()),
        "wr-dict3-300-dict4-300": parse_dlx((SHARED / "dlx" / "wr-dict3-300-dict4-300.dlx").read_text()),
        "wordrect sgb-words:1000 ×2 (5×5)": WordRectangle(load_words("sgb-words:1000"),
                                                         load_words("sgb-words:1000")).model,
    }
    warm = parse_dlx("a | x\na x:1\n")
    xcckit.count(warm, backend="dlx")
    xcckit.count(warm, backend="dlx", threads=1)
    xcover_count(warm)
    contenders = {
        "dlx": lambda m: xcckit.count(m, backend="dlx").count,
        "dlx 1 thread": lambda m: xcckit.count(m, backend="dlx", threads=1).count,
        "dlx links": lambda m: xcckit.count(m, backend="dlx", engine="links", threads=1).count,
        "xcover": xcover_count,
    }
    print(header())
    print(f"\nMedians of {runs} interleaved runs. dlx: the default (sparse-set engine, work shared by "
          f"2 threads); dlx 1 thread: the same engine alone; dlx links: the dancing-links engine.\n")
    print("| instance | solutions | dlx s | dlx 1 thread s | dlx links s | xcover s | dlx / xcover "
          "| 1 thread / xcover |")
    print("|---|---|---|---|---|---|---|---|")
    for name, model in models.items():
        times: dict[str, list[float]] = {k: [] for k in contenders}
        counts = set()
        for _ in range(runs):  # interleaved, so a change in machine load hits every contender
            for k, fn in contenders.items():
                t0 = time.perf_counter()
                counts.add(fn(model))
                times[k].append(time.perf_counter() - t0)
        assert len(counts) == 1, (name, counts)
        med = {k: statistics.median(v) for k, v in times.items()}
        print(f"| {name} | {counts.pop()} | {med['dlx']:.4f} | {med['dlx 1 thread']:.4f} | "
              f"{med['dlx links']:.4f} | {med['xcover']:.4f} | {med['dlx'] / med['xcover']:.2f} | "
              f"{med['dlx 1 thread'] / med['xcover']:.2f} |")


PEERS: Path | None = None
"""The folder of Knuth's programs the user built (``--peers DIR`` or ``XCCKIT_PEERS``)."""


def find_peer(name: str) -> Path | None:
    """Knuth's program ``name`` (e.g. ``back-mxn-words-new``, ``dlx6``) as an executable in the
    folder given with ``--peers`` (or ``XCCKIT_PEERS``), or None with a note saying it is skipped.
    This script never builds or copies a peer: build Knuth's CWEB programs yourself (ctangle,
    then a C compiler) and give their folder."""
    import os
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


def bench_queens(runs: int) -> None:
    """n queens (Knuth's formulation): dlx on one thread and on every CPU, beside DLX2 on the
    exported DLX text when its executable is in --peers (medians of ``runs``)."""
    import os
    from xcckit.formats.dlx import write
    from xcckit.puzzles.queens import Queens
    xcckit.count(Queens(4), backend="dlx")  # load the compiled search once
    dlx2 = find_peer("dlx2")
    print(header())
    print(f"\nMedian seconds of {runs} runs.\n")
    print(f"| n | solutions | dlx, 1 thread | dlx, {os.cpu_count()} threads | DLX2 |")
    print("|---|---|---|---|---|")
    for n in (10, 11, 12, 13):
        model = Queens(n).model
        t1, r1 = median_time(lambda: xcckit.count(model, backend="dlx", threads=1), runs)
        tn, rn = median_time(lambda: xcckit.count(model, backend="dlx"), runs)
        assert r1.count == rn.count
        peer = "—"
        if dlx2 is not None:
            text = write(model)
            tp, cp = median_time(lambda: run_dlx2(dlx2, text), runs)
            assert cp == r1.count, f"DLX2 counts {cp}, dlx {r1.count}"
            peer = f"{tp:.3f}"
        print(f"| {n} | {r1.count:,} | {t1:.3f} | {tn:.3f} | {peer} |", flush=True)


def bench_words(runs: int, time_limit: float) -> None:
    """Word rectangles and squares: Knuth's BACK-MXN-WORDS-NEW (when its executable is in --peers)
    beside the trie backend (one worker, every worker) and dlx on the plain and prefix models;
    then first solutions by sat and cpsat, and Torto. A run over 30 s is not repeated."""
    import os
    from xcckit.backends import get_backend
    from xcckit.puzzles.torto import Torto
    from xcckit.puzzles.wordrect import WordRectangle
    from xcckit.puzzles.words import load_words
    from xcckit.puzzles.wordsquare import WordSquare
    warm = WordRectangle(load_words("dict3-300"), load_words("dict4-300"))
    for b in ("dlx", "trie"):
        xcckit.count(warm, backend=b)
    workers = os.cpu_count() or 1
    sgb = SHARED / "words" / "sgb-words.txt"
    instances = [
        ("5×5 rectangles, sgb-words:1000", f"{sgb}:1000", lambda k: WordRectangle(load_words("sgb-words:1000"), load_words("sgb-words:1000"), k)),
        ("5×5 rectangles, sgb-words:2000", f"{sgb}:2000", lambda k: WordRectangle(load_words("sgb-words:2000"), load_words("sgb-words:2000"), k)),
        ("5×5 rectangles, all 5,757 sgb-words", str(sgb), lambda k: WordRectangle(load_words("sgb-words"), load_words("sgb-words"), k)),
        ("5×5 squares, sgb-words", None, lambda k: WordSquare(load_words("sgb-words"), k)),
        ("5×5 squares, enable1@5", None, lambda k: WordSquare(load_words("enable1@5"), k)),
        ("6×6 squares, enable1@6", None, lambda k: WordSquare(load_words("enable1@6"), k)),
    ]

    def timed(fn):
        t0 = time.perf_counter()
        result = fn()
        first = time.perf_counter() - t0
        if first > 30 or runs == 1:
            return first, result
        t, result = median_time(fn, runs - 1)
        return statistics.median([first, t] if runs == 2 else [first] + [t] * (runs - 1)), result

    print(header())
    bmw = find_peer("back-mxn-words-new")
    print(f"\nCounts; medians of {runs} runs (a run over 30 s: one run); '> T' marks a run stopped by "
          f"the time limit of {time_limit:g} s; nodes: letters placed (trie), options tried (dlx). "
          f"BACK-MXN-WORDS-NEW counts rectangles only (solutions printed to /dev/null).\n")
    print(f"| instance | solutions | BACK-MXN-WORDS-NEW s | trie 1 worker s | trie {workers} workers s "
          f"| trie nodes | dlx plain s (nodes) | dlx prefix s (nodes) |")
    print("|---|---|---|---|---|---|---|---|")
    for name, spec, make in instances:
        plain = make("plain")
        counts, cells = set(), []
        if bmw is not None and spec is not None:
            t, n = timed(lambda: run_bmw(bmw, spec))
            counts.add(n)
            cells.append(f"{t:.3f}")
        else:
            cells.append("—")
        nodes = 0
        for threads in (1, workers):
            b = get_backend("trie", threads=threads)
            t, r = timed(lambda: xcckit.count(plain, backend=b, time_limit=time_limit))
            cells.append(f"{t:.3f}" if r.complete else f"> {time_limit:g}")
            counts.add(r.count) if r.complete else None
            nodes = r.stats.get("nodes", 0)
        cells.append(f"{nodes:,}")
        for kind in ("plain", "prefix"):
            model = plain if kind == "plain" else make("prefix")
            b = get_backend("dlx", threads=1)
            t, r = timed(lambda: xcckit.count(model, backend=b, time_limit=time_limit))
            cells.append(f"{t:.2f} ({b.nodes:,})" if r.complete else f"> {time_limit:g} (> {b.nodes:,})")
            counts.add(r.count) if r.complete else None
        assert len(counts) == 1, (name, counts)
        print(f"| {name} | {counts.pop():,} | " + " | ".join(cells) + " |", flush=True)

    print("\nFirst solution (sat, cpsat) on each model, and Torto counted by dlx (one thread):\n")
    print("| instance | model | sat first s | cpsat first s |")
    print("|---|---|---|---|")
    for name, make in [("5×5 rectangles, sgb-words:1000", instances[0][2]), ("5×5 squares, enable1@5", instances[4][2])]:
        for kind in ("plain", "prefix"):
            p = make(kind)
            cells = []
            for b in ("sat", "cpsat"):
                t, r = timed(lambda: xcckit.solve(p, backend=b, limit=1, time_limit=time_limit))
                cells.append(f"{t:.3f}" if r.status == "solved" else r.status)
            print(f"| {name} | {kind} | " + " | ".join(cells) + " |", flush=True)
    t, r = timed(lambda: xcckit.count(Torto(["CAT", "DOG"]), backend=get_backend("dlx", threads=1)))
    print(f"\nTorto CAT DOG: {r.count:,} solutions counted by dlx in {t:.3f} s.")


def bench_limits(limit: float) -> None:
    """How far past --time-limit each backend returns: whole commands run in-process (imports and
    numba's cached code loaded first), and the model building (which cannot be interrupted)."""
    import contextlib
    import io
    from xcckit.cli import main as xcc
    from xcckit.puzzles.wordrect import WordRectangle
    from xcckit.puzzles.words import load_words
    from xcckit.puzzles.wordsquare import WordSquare
    cases = [("count", "cpsat", ["wordsquare", "enable1@5"]), ("count", "sat", ["wordsquare", "enable1@5"]),
             ("count", "dlx", ["wordsquare", "enable1@5"]), ("count", "trie", ["wordrect", "sgb-words", "sgb-words"]),
             ("count", "dlx", ["wordrect", "sgb-words:2000", "sgb-words:2000", "--model", "prefix"])]
    cases += [("solve", b, ["wordsquare", "enable1@7"]) for b in ("cpsat", "sat", "dlx", "trie")]
    cases += [("solve", b, ["wordsquare", "sgb-words", "--cost", "rank", "--minimize"]) for b in ("cpsat", "sat")]
    makers = {"wordsquare": lambda a: WordSquare(load_words(a[1]), cost="rank" if "--cost" in a else None),
              "wordrect": lambda a: WordRectangle(load_words(a[1]), load_words(a[2]), a[4] if len(a) > 4 else "plain")}

    def command(args):
        out = io.StringIO()
        t0 = time.perf_counter()
        with contextlib.redirect_stdout(out):
            try:
                xcc(args)
            except SystemExit as end:
                code = end.code
        return time.perf_counter() - t0, code, out.getvalue().strip()

    for backend in ("cpsat", "sat", "dlx", "trie"):  # load everything once
        command(["count", "wordrect", "dict3-300", "dict4-300", "-b", backend])
    print(header())
    print(f"\n`xcc count|solve … --time-limit {limit:g}`, in-process; overshoot = elapsed - limit.\n")
    print("| command | backend | instance | model building s | elapsed s | overshoot s | exit | printed |")
    print("|---|---|---|---|---|---|---|---|")
    for what, backend, args in cases:
        t_model, _ = median_time(lambda: makers[args[0]](args), 1)
        elapsed, code, printed = command([what, *args, "-b", backend, "--time-limit", str(limit)])
        printed = printed.splitlines()[-1] if printed else ""
        print(f"| {what} | {backend} | {' '.join(args)} | {t_model:.2f} | {elapsed:.2f} | {elapsed - limit:+.2f} | "
              f"{code} | {printed} |", flush=True)


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


def _cheapest(kind: str, args: tuple, backend: str, k: int):
    from xcckit.puzzles.kinds import get_kind
    r = xcckit.solve(get_kind(kind).from_args(list(args)), backend=backend, best=k)
    return r.costs, r.status


def bench_optimize(time_limit: float, backends: list[str] | None = None) -> None:
    """The cheapest 5×5 word squares and rectangles of the SGB words by rank (a word's cost is
    its place in the list, most common first), and the 10 cheapest, per backend, each in a child
    process within ``time_limit``; DLX5 on the exported file when --peers has it."""
    from xcckit.formats.dlx import write
    from xcckit.puzzles.kinds import get_kind
    dlx5 = find_peer("dlx5")
    print(header())
    print(f"\nSeconds per run in a child process (including the model's building), limit {time_limit:g} s; "
          "costs of the solutions found (optimal: proven).\n")
    print("| instance | k | backend | seconds | costs | status |")
    print("|---|---|---|---|---|---|")
    cases = [("wordsquare", ("sgb-words:2000", "--cost", "rank")),
             ("wordrect", ("sgb-words:2000", "sgb-words:2000", "--cost", "rank")),
             ("wordsquare", ("sgb-words", "--cost", "rank")),
             ("wordrect", ("sgb-words", "sgb-words", "--cost", "rank"))]
    for kind, args in cases:
        for k in (1, 10):
            for backend in backends or ("dlx", "trie", "cpsat", "sat"):
                seconds, _, result = _in_child(_cheapest, (kind, args, backend, k), time_limit)
                if result is None:
                    print(f"| {kind} {' '.join(args)} | {k} | {backend} | > {time_limit:g} | | |", flush=True)
                    continue
                costs, status = result
                shown = ", ".join(map(str, costs)) if k > 1 else str(costs[0]) if costs else "none"
                print(f"| {kind} {' '.join(args)} | {k} | {backend} | {seconds:.2f} | {shown} | {status} |", flush=True)
            if dlx5 is not None:
                text = write(get_kind(kind).from_args(list(args)).model)
                seconds, costs = median_time(lambda: run_dlx5(dlx5, text, k), 1)
                print(f"| {kind} {' '.join(args)} | {k} | DLX5 | {seconds:.2f} | {', '.join(map(str, costs))} | |",
                      flush=True)


def bench_facts(limit: int | None) -> None:
    """The facts of each Janko slitherlink by sat (``xcckit.facts``): seconds per puzzle (median,
    90th percentile, largest) by size; a puzzle with one solution has every edge known, equal to
    its published loop (where the record has it)."""
    from xcckit.puzzles.slitherlink import Slitherlink
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
    from xcckit.puzzles.sudoku import Sudoku
    print(header())
    print(f"\nMedian milliseconds of {runs} runs: solve with unique=True (a solution, and the proof that "
          "there is no other).\n")
    backends = ["auto", "dlx", "sat", "cpsat", "zdd"]
    print("| puzzle | givens | " + " | ".join(backends) + " |")
    print("|---|---|" + "---|" * len(backends))
    for name in ("royle17", "inkala"):
        p = Sudoku.from_args([name])
        cells = _unique_ms(p, backends, runs)
        givens = sum(k > 0 for row in p.grid for k in row)
        print(f"| {name} | {givens} | " + " | ".join(cells) + " |", flush=True)


def bench_classic(runs: int) -> None:
    """The classic kinds' rows: pentominoes in 6×10 counted by dlx on one thread and on every CPU,
    and with --distinct (the X kept to one placement per orbit), beside DLX2 on the exported file
    when --peers has it; the sudoku rows; the bundled 10×10 masyu solved and proven unique per
    backend. Medians of ``runs``."""
    import os
    from xcckit.formats.dlx import write
    from xcckit.puzzles.masyu import Masyu
    from xcckit.puzzles.polyomino import Polyomino
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
    p = Masyu.from_args(["demo-10x10"])
    backends = ["auto", "sat", "cpsat", "dlx", "zdd"]
    print("| " + " | ".join(backends) + " |")
    print("|" + "---|" * len(backends))
    print("| " + " | ".join(_unique_ms(p, backends, runs)) + " |", flush=True)


RUN_AHEAD = 0.02  # seconds: see simulate


def simulate(b, model, parts: list[tuple[int, ...]], workers: int) -> tuple[float, float, int, int]:
    """Run the count of ``parts`` as ``workers`` threads of xcckit.parallel.threads.Scheduler would,
    on virtual clocks: each worker's part runs slice by slice on this thread (the real kernel,
    timed, its arrays brought into the cache first, as a worker of its own has them; a new
    structure's building timed too), the worker with the earliest clock next; a
    worker with nothing to take waits, and the next worker to end a slice gives it pieces of its
    search (Search.donate). Returns the makespan, the work (sum of all timed slices),
    the parts counted and the times pieces were given."""
    import heapq
    from collections import deque
    import numpy as np
    from xcckit.backends.slices import DONE, Slices
    from xcckit.parallel.threads import HURRY, PART_SLICE
    out = np.zeros(1, dtype=np.int64)
    queue = deque(parts)
    spare, idle, heap, state = [], [], [], {}
    end = work = 0.0
    counted = splits = 0

    def take(w: int, now: float) -> None:
        nonlocal work, counted
        t = time.perf_counter()
        s = spare.pop() if spare else b.structure(model)
        s.restart(queue.popleft())
        cost = time.perf_counter() - t
        work += cost
        counted += 1
        state[w] = [s, Slices(s, b.budget, PART_SLICE)]
        heapq.heappush(heap, (now + cost, w))

    for w in range(workers):
        if queue:
            take(w, 0.0)
        else:
            idle.append((w, 0.0))
    last = None
    while heap:
        now, w = heapq.heappop(heap)
        s, slices = state[w]
        if w != last:  # a worker of its own has its arrays in its cache: bring them into this one's
            own = (*s.cells, s.st) if hasattr(s, "cells") else (*s.arrays[1:], *s.sets, *s.levels, s.st)
            for a in own:
                a.sum()
            last = w
        # While no worker waits and the queue is long, nothing this worker does affects the
        # others for a while: run it on (up to RUN_AHEAD past the next worker's clock) rather
        # than switching arrays every slice, which real workers never do.
        calm = not idle and len(queue) >= 2 * workers and heap
        horizon = heap[0][0] + RUN_AHEAD if calm else now
        while True:
            code = slices.run(out)
            work += slices.seconds
            now += slices.seconds
            if code == DONE or now >= horizon:
                break
            slices.scale()
        if code == DONE:
            spare.append(s)
            end = max(end, now)
            if queue:
                take(w, now)
            else:
                idle.append((w, now))  # waiting since now
        else:
            if idle and s.pieces() >= 2:  # give pieces away and go on
                d, rest = s.donate(max(1, len(idle) - len(queue)))
                queue.extend(f for f, _ in rest[:d])
                splits += 1
                while idle and queue:
                    v, since = idle.pop()
                    take(v, max(now, since))
            slices.scale(HURRY if idle else None)
            heapq.heappush(heap, (now, w))
    return end, work, counted, splits


def bench_scale(instances: list[str]) -> None:
    """Cut each count into subproblems as a count on W workers does (PER_THREAD per worker),
    and run it as W workers would (:func:`simulate`: virtual clocks, real slices, parts split
    for idle workers) to predict the speedup on 2, 8, 64 and 512 workers; the measured 1- and
    2-worker counts beside."""
    from xcckit.backends.dlx import DlxBackend
    from xcckit.parallel.threads import PER_THREAD
    from xcckit.backends.trie import TrieBackend
    from xcckit.puzzles.macmahon import MacMahon, board
    from xcckit.puzzles.wordrect import WordRectangle
    from xcckit.puzzles.words import load_words

    def rect(spec):
        return lambda: WordRectangle(load_words(spec), load_words(spec)).model

    makers = {"macmahon-12": (lambda: MacMahon(board("12")).model, DlxBackend),
              "macmahon-hexagon": (lambda: MacMahon(board("hexagon")).model, DlxBackend),
              "wordrect-sgb2000": (rect("sgb-words:2000"), DlxBackend),
              "wordrect-sgb-trie": (rect("sgb-words"), TrieBackend)}
    xcckit.count(parse_dlx("a | x\na x:1\n"), backend="dlx")
    print(header())
    print(f"\nW workers: the count cut into {PER_THREAD}·W parts (the backend's subproblems(); \"cut s\" for "
          f"W = 512, not in the prediction), then run as W workers would (with --journal or --cluster) "
          f"on virtual clocks, each slice timed on one thread, pieces given to idle workers; predicted "
          f"speedup = simulated 1 worker / simulated W workers, efficiency = speedup / W. Measured: "
          f"xcckit.count on 1 and 2 threads.\n")
    print("| instance | solutions | 1 worker s | 2 workers s | simulated 1 s | cut s | predicted 2 | 8 | 64 | 512 | "
          "parts (pieces given) at 512 |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for name in instances:
        make, backend = makers[name]
        model = make()
        measured = {}
        for w in (1, 2):
            t = time.perf_counter()
            r = xcckit.count(model, backend=backend(threads=w))
            measured[w] = time.perf_counter() - t
            if w == 1:
                total = r.count
            assert r.count == total, (name, r.count, total)
        cells, alone = [], None
        for w in (1, 2, 8, 64, 512):
            b = backend(threads=1)
            t0 = time.perf_counter()
            parts, found = b.subproblems(model, PER_THREAD * w)
            t_cut = time.perf_counter() - t0
            makespan, work, counted, splits = simulate(b, model, [p.forced for p in parts], w)
            if w == 1:
                alone = makespan
            else:
                cells.append(f"{alone / makespan:.2f}× ({100 * alone / makespan / w:.0f} %)")
        print(f"| {name} | {total:,} | {measured[1]:.1f} | {measured[2]:.1f} ({measured[1] / measured[2]:.2f}×) | "
              f"{alone:.1f} | {t_cut:.2f} | " + " | ".join(cells) + f" | {counted:,} ({splits:,}) |", flush=True)


def bench_macmahon(time_limit: float, skip_xcover: bool) -> None:
    """The MacMahon issue's table: the hexagon count (dlx and xcover, one run each: minutes),
    its symmetry classes, and the proofs that the empty boards are empty (sat and cpsat)."""
    from xcckit.puzzles.macmahon import MacMahon, board
    xcckit.count(parse_dlx("a | x\na x:1\n"), backend="dlx")
    print(header())
    hexagon = MacMahon(board("hexagon"), distinct=True)
    print("\n| count of the hexagon | solutions | seconds |")
    print("|---|---|---|")
    t0 = time.perf_counter()
    r = xcckit.count(hexagon.model, backend="dlx", time_limit=time_limit)
    t_dlx = time.perf_counter() - t0
    print(f"| xcckit dlx (2 threads) | {r.count:,}{'' if r.complete else ' (stopped)'} | {t_dlx:.1f} |", flush=True)
    t0 = time.perf_counter()
    r1 = xcckit.count(hexagon.model, backend="dlx", threads=1, time_limit=time_limit)
    print(f"| xcckit dlx (1 thread) | {r1.count:,}{'' if r1.complete else ' (stopped)'} | "
          f"{time.perf_counter() - t0:.1f} |", flush=True)
    if not skip_xcover:
        xcover_count(parse_dlx("a | x\na x:1\n"))
        t0 = time.perf_counter()
        n = xcover_count(hexagon.model)
        print(f"| xcover | {n:,} | {time.perf_counter() - t0:.1f} |", flush=True)
    if r.complete:
        t0 = time.perf_counter()
        extras, _ = hexagon.count_summary(r.count, {k: xcckit.count(m, backend="dlx").count
                                                    for k, m in hexagon.extra_counts().items()})
        c = extras["distinct"]
        print(f"\nClasses under the {c['symmetries']} symmetries (Burnside, {time.perf_counter() - t0:.1f} s "
              f"for the {c['symmetries'] - 1} fixed-point counts): {c['count']:,}; "
              f"solutions fixed by a symmetry other than the identity: {c['fixed'] or 'none'}.")
    print("\n| board | solutions | sat s | cpsat s |")
    print("|---|---|---|---|")
    for k in range(1, 13):
        p = MacMahon(board(str(k)))
        cells = []
        status = set()
        for b in ("sat", "cpsat"):
            t, res = median_time(lambda: xcckit.solve(p.model, backend=b, limit=1, time_limit=time_limit), 1)
            cells.append(f"{t:.3f}")
            status.add(res.status)
        print(f"| {k} | {'none' if status == {'unsat'} else '/'.join(sorted(status))} | " + " | ".join(cells) + " |")


def bench_slitherlink(runs: int, limit: int | None, backends: list[str], time_limit: float) -> None:
    from xcckit.puzzles.slitherlink import Slitherlink
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
                def run():
                    from puzzlekit.solvers.slitherlink import SlitherlinkSolver
                    grid = [["-" if ch == "." else ch for ch in line] for line in r["clues"]]
                    res = SlitherlinkSolver(len(grid), len(grid[0]), grid).solve(
                        {"time_limit_sec": PUZZLEKIT_LIMIT})
                    return res.solution_data["status"]
                t, status = median_time(run, runs)
                per.append((t, r["id"], status in ("Optimal", "Feasible")))
                continue
            def run():
                p = Slitherlink(r["clues"])
                return xcckit.solve(p.model, backend=backend, limit=2, time_limit=time_limit)
            t, res = median_time(run, runs)
            per.append((t, r["id"], res.status == "solved"))
        ts = [t for t, *_ in per]
        worst = max(per)
        unsolved = sum(1 for *_, ok in per if ok is False)
        print(f"| {backend} | {len(per)} | {statistics.median(ts):.4f} | {worst[0]:.3f} ({worst[1]}) | "
              f"{sum(ts):.1f} | {unsolved} |", flush=True)


def _in_child(fn, args, time_limit: float):
    """Run ``fn(*args)`` in a child process: (seconds, peak resident MiB of the child, result),
    or (None, None, None) when it did not finish within ``time_limit``."""
    import multiprocessing as mp
    ctx = mp.get_context("fork")
    parent, child = ctx.Pipe(duplex=False)

    def target():
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


def _zdd_count(model_fn, order: str):
    r = xcckit.count(model_fn(), backend="zdd", order=order)
    return r.count, r.memo["entries"]


def _dlx_count(model_fn):
    return xcckit.count(model_fn(), backend="dlx", threads=1).count, None


def _graphillion_cycles(n: int):
    from graphillion import GraphSet
    v = lambda i, j: i * (n + 1) + j + 1  # noqa: E731
    edges = [e for i in range(n + 1) for j in range(n + 1)
             for e in ([(v(i, j), v(i, j + 1))] if j < n else []) + ([(v(i, j), v(i + 1, j))] if i < n else [])]
    GraphSet.set_universe(edges, traversal="as-is")  # row by row: its best order on grids (measured)
    return GraphSet.cycles().len(), None


def _blank(n: int):
    from xcckit.puzzles.slitherlink import Slitherlink
    return Slitherlink(["." * n] * n).model


def _macmahon(board: str):
    from xcckit.puzzles.macmahon import MacMahon
    return MacMahon.from_args([board]).model


def _torto():
    from xcckit.puzzles.torto import Torto
    return Torto(["TORTO"]).model


def _rect1000():
    from xcckit.puzzles.wordrect import WordRectangle
    from xcckit.puzzles.words import load_words
    return WordRectangle(load_words("sgb-words:1000"), load_words("sgb-words:1000")).model


def _clued(rows: int, cols: int, seed: int):
    """A rows×cols slitherlink with a third of its cells clued from a random single loop
    (grown by flipping cells of a random region while it stays a simply connected blob)."""
    import random
    from xcckit.puzzles.slitherlink import Slitherlink
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
    return Slitherlink(clues).model


def _xcover_zdd_count(model_fn):
    """xcover 0.2.6's Algorithm Z (covers_zdd with its memo), counted over the nodes it yields."""
    import xcover
    model = model_fn()
    options = [model.option_tokens(o) for o in range(model.n_options)]
    primary = [model.names[i] for i in model.primary_ids]
    secondary = [model.names[i] for i in model.secondary_ids]
    counts = {0: 0, 1: 1}
    last = 0
    for index, _, lo, hi in xcover.covers_zdd(options, primary=primary, secondary=secondary, colored=True,
                                               use_memo_cache=True):
        counts[index] = counts[lo] + counts[hi]
        last = index
    return counts[last], None


def bench_zdd(largest: int, time_limit: float, graphillion: bool, xcover: bool) -> None:
    """The zdd backend (frontier sweep and Algorithm Z with mrv) side by side with Graphillion 2.1
    (blank grids), xcover 0.2.6's memoised Algorithm Z and dlx (one thread); each in a child
    process (peak memory is the child's). Counts are checked against the first that finished: a
    peer's different count is shown as wrong. A column that ran out of time on a blank grid is
    not run on the larger ones."""
    xcckit.count(parse_dlx("a | x\na x:1\n"), backend="zdd")  # compile once (the cache serves the children)
    print(header())
    print(f"\nSeconds (peak MiB of the process); '>' did not finish in so many seconds ({time_limit:g} for "
          f"zdd and Graphillion, at most 60 for the others); '—' not run.\n")
    columns = ["zdd sweep", "zdd mrv", "Graphillion 2.1", "xcover 0.2.6 (memo)", "dlx (1 thread)"]
    print("| instance | solutions | " + " | ".join(columns) + " |")
    print("|---|---|" + "---|" * len(columns))
    gave_up: set[str] = set()
    rows = [(f"blank {n}×{n} slitherlink", partial(_blank, n), partial(_graphillion_cycles, n))
            for n in range(6, largest + 1)]
    rows += [(f"36×20 slitherlink, a third clued (seed {s})", partial(_clued, 36, 20, s), None) for s in (1, 2)]
    rows += [("MacMahon board 12", partial(_macmahon, "12"), None),
             ("MacMahon hexagon", partial(_macmahon, "hexagon"), None),
             ("Torto TORTO", _torto, None),
             ("5×5 rectangles, sgb-words:1000", _rect1000, None)]
    for name, model_fn, peer_fn in rows:
        blank = name.startswith("blank")
        runs = {"zdd sweep": (_zdd_count, (model_fn, "sweep")), "zdd mrv": (_zdd_count, (model_fn, "mrv"))}
        if peer_fn is not None and graphillion:
            runs["Graphillion 2.1"] = (peer_fn, ())
        if xcover:
            runs["xcover 0.2.6 (memo)"] = (_xcover_zdd_count, (model_fn,))
        if not blank:
            runs["dlx (1 thread)"] = (_dlx_count, (model_fn,))
        results = {}
        limits = {col: time_limit if col.startswith(("zdd", "Graphillion")) else min(time_limit, 60.0)
                  for col in columns}
        for col, (fn, args) in runs.items():
            if blank and col in gave_up:
                continue
            results[col] = _in_child(fn, args, limits[col])
            if blank and results[col][0] is None:
                gave_up.add(col)
        mine = [results[c][2][0] for c in ("zdd sweep", "zdd mrv") if c in results and results[c][2] is not None]
        assert len(set(mine)) <= 1, f"{name}: zdd counts differ: {mine}"
        reference = mine[0] if mine else next((r[2][0] for r in results.values() if r[2] is not None), None)

        def cell(col):
            if col not in results:
                return "—"
            seconds, mib, out = results[col]
            if seconds is None:
                return f"> {limits[col]:g}"
            text = f"{seconds:.2f} ({mib:.0f})"
            if reference is not None and out[0] != reference:
                assert col.startswith("xcover"), f"{name}: {col} counts {out[0]:,}, zdd {reference:,}"
                text += f" wrong: {out[0]:,}"
            return text

        count = f"{reference:,}" if reference is not None else "?"
        print(f"| {name} | {count} | " + " | ".join(cell(c) for c in columns) + " |", flush=True)


def langford(n: int) -> Model:
    """Langford pairs: 1..n each twice, two k's with k numbers between them (every solution and
    its reversal: 2 L(n))."""
    m = Model()
    m.add_items([str(k) for k in range(1, n + 1)] + [f"s{j}" for j in range(1, 2 * n + 1)])
    for k in range(1, n + 1):
        for j in range(1, 2 * n - k):
            m.add_option([str(k), f"s{j}", f"s{j + k + 1}"])
    return m


def _enumeration_instances():
    from xcckit.puzzles.polyomino import Polyomino
    from xcckit.puzzles.queens import Queens
    return [("pentominoes 4x15", lambda: Polyomino.from_args(["pentominoes", "4x15"]).model),
            ("13 queens", lambda: Queens(13).model),
            ("Langford 11", lambda: langford(11))]


def bench_enumerate(time_limit: float) -> None:
    """Every solution, one by one (a count that visits each), per backend, within the time limit."""
    xcckit.count(parse_dlx("a\na\n"), backend="dlx")  # load the compiled search once
    print(header())
    print(f"\nEvery solution visited; time limit {time_limit:g} s a run; one run each.\n")
    print("| instance | solutions | backend | found | seconds | solutions/s |")
    print("|---|---|---|---|---|---|")
    runs = [("dlx (one thread)", "dlx", {"threads": 1}), ("sat (one worker)", "sat", {"workers": 1}),
            ("sat (every CPU)", "sat", {}), ("cpsat", "cpsat", {})]
    for name, make in _enumeration_instances():
        model = make()
        total = xcckit.count(model, backend="dlx").count
        for label, backend, options in runs:
            t0 = time.perf_counter()
            r = xcckit.count(model, backend=backend, time_limit=time_limit, **options)
            seconds = time.perf_counter() - t0
            found = f"{r.count:,}" + ("" if r.complete else " (time limit)")
            print(f"| {name} | {total:,} | {label} | {found} | {seconds:.2f} | {r.count / seconds:,.0f} |", flush=True)


def small_models(n: int = 100, seed: int = 2026) -> list[Model]:
    """``n`` random models of 10 to 40 options, built with the public Model API: 4 to 12
    primary items, up to 4 secondary ones, each option 1 to 3 primary items and some secondary
    ones (a third uncoloured, the rest coloured A or B)."""
    import random
    rng = random.Random(seed)
    models = []
    for _ in range(n):
        m = Model()
        primary = [f"p{i}" for i in range(rng.randint(4, 12))]
        secondary = [f"s{i}" for i in range(rng.randint(0, 4))]
        for name in primary:
            m.add_primary(name)
        for name in secondary:
            m.add_secondary(name)
        for _ in range(rng.randint(10, 40)):
            tokens = rng.sample(primary, rng.randint(1, 3))
            tokens += [s if rng.random() < 0.3 else f"{s}:{rng.choice('AB')}"
                       for s in rng.sample(secondary, rng.randint(0, len(secondary)))]
            m.add_option(tokens)
        models.append(m)
    return models


def small_squares(n: int = 100, seed: int = 2026) -> list:
    """``n`` word squares of 3 letters from 4 to 13 random words of dict3-300 (12 to 39 options),
    where the trie backend applies too."""
    import random
    from xcckit.puzzles.words import load_words
    from xcckit.puzzles.wordsquare import WordSquare
    words = load_words("dict3-300").words
    rng = random.Random(seed)
    return [WordSquare(rng.sample(words, rng.randint(4, 13))) for _ in range(n)]


SMALL_TASKS = {"count": lambda m, b: xcckit.count(m, backend=b).count,
               "solve(limit=None)": lambda m, b: len(xcckit.solve(m, backend=b, limit=None).solutions),
               "solve(unique=True)": lambda m, b: xcckit.solve(m, backend=b, unique=True).unique,
               "solve()": lambda m, b: xcckit.solve(m, backend=b).status}


def _small_medians(models: list, backends: list[str], runs: int) -> dict:
    """Median milliseconds of each (task, backend) over ``runs`` passes of ``models``, the
    backends taking turns model by model (so that a busy machine weighs on each alike); the
    answers must agree between backends."""
    times: dict = {(t, b): [] for t in SMALL_TASKS for b in backends}
    for b in backends:  # load what a first call loads (numba's compiled code, the solvers)
        for task in SMALL_TASKS.values():
            task(models[0], b)
    for _ in range(runs):
        for m in models:
            for t, task in SMALL_TASKS.items():
                answers = set()
                for b in backends:
                    t0 = time.perf_counter()
                    answer = task(m, b)
                    times[t, b].append(time.perf_counter() - t0)
                    answers.add(answer if t != "solve()" else answer == "solved")
                assert len(answers) == 1, (t, m, answers)
    return {key: 1000 * statistics.median(ts) for key, ts in times.items()}


def bench_small(runs: int) -> None:
    """Many small questions, as a notebook asks them: the median call of each task per backend
    on 100 random models of 10 to 40 options (and on 100 small word squares, with the trie), in
    this process, after a first call that loads what it loads; and what a child process costs."""
    from xcckit.backends.base import Deadline
    from xcckit.backends.child import run_in_child
    print(header())
    sets = [("random models", small_models(), ["dlx", "sat", "cpsat", "zdd"]),
            ("word squares", small_squares(), ["dlx", "sat", "cpsat", "zdd", "trie"])]
    for name, models, backends in sets:
        counts = [xcckit.count(m, backend="dlx").count for m in models]
        options = [getattr(m, "model", m).n_options for m in models]
        print(f"\n{len(models)} {name} of {min(options)}-{max(options)} options ({sum(c > 0 for c in counts)} "
              f"with solutions, at most {max(counts):,}): median ms a call, {runs} passes, the backends by turns.\n")
        medians = _small_medians(models, backends, runs)
        print("| call | " + " | ".join(backends) + " |")
        print("|---|" + "---|" * len(backends))
        for t in SMALL_TASKS:
            print(f"| `{t}` | " + " | ".join(f"{medians[t, b]:.2f}" for b in backends) + " |", flush=True)
    t, _ = median_time(lambda: run_in_child(lambda send: None, lambda message: None, Deadline(None)), 30)
    print(f"\nA child process that does nothing (forked, its answer read, joined): median {1000 * t:.1f} ms.")


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


GENRE_CACHE = Path(os.environ.get("XCCKIT_BENCH_CACHE", Path.home() / ".cache" / "xcckit-bench")) / "genres"


def _genre_puzzle(kind: str, m: int, n: int, seed: int, seconds: float):
    """A puzzle of the genre made by xcckit.making (unique when that succeeds within ``seconds``;
    else the maker's first draw, not unique), cached on disk: (puzzle, unique)."""
    from xcckit.errors import TimeLimitReached
    from xcckit.making import make
    from xcckit.puzzles.kinds import get_kind
    cls = get_kind(kind)
    path = GENRE_CACHE / f"{kind}-{m}x{n}-{seed}.txt"
    if path.exists():
        text = path.read_text()
        unique = text.startswith("unique\n")
        return cls.from_text(text.split("\n", 1)[1]), unique
    try:
        made = make(kind, m, n, seed, time_limit=seconds)
        puzzle, unique = made.puzzle, True
    except TimeLimitReached:
        rng = random.Random(seed)
        drawn = None
        while drawn is None:
            drawn = cls.maker(m, n, rng)
        puzzle, unique = cls.made(drawn.cells, drawn), False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(("unique\n" if unique else "not unique\n") + puzzle.to_text("janko"))
    return puzzle, unique


def _puzzlekit(text: str, name: str, limit: float):
    """puzzlekit's solve of a puzzle in the sites' notation: (seconds, its answer's rows or None)."""
    import puzzlekit
    t = time.perf_counter()
    result = puzzlekit.solve(text, name, solver_options={"time_limit_sec": limit})
    seconds = time.perf_counter() - t
    grid = result.sol_grid
    rows = None
    if grid is not None:
        rows = [list(map(str, row)) for row in getattr(grid, "matrix", grid)]
    return seconds, rows


REPEATS = 3
"""Times each genre puzzle is solved (ours and puzzlekit's, by turns) in :func:`bench_genres`."""


def _same_answer(kind: str, ours: list[list[str]], theirs: list[list[str]] | None, given: list[list[str]]) -> bool:
    """Whether puzzlekit's answer grid is ours, up to what its grid writes otherwise than its
    documented notation: a loop's letters in another order (``es`` for ``se``), a clue kept in
    a black cell where the notation writes ``x``, the regions numbered otherwise, an empty cell
    written ``.`` (many published answers do)."""
    from xcckit.puzzles.kinds import get_kind
    if theirs is None or len(theirs) != len(ours) or any(len(a) != len(b) for a, b in zip(ours, theirs)):
        return False
    if get_kind(kind).numbered_regions:
        pairs = {(x, y) for ra, rb in zip(ours, theirs) for x, y in zip(ra, rb)}
        return len(pairs) == len({x for x, _ in pairs}) == len({y for _, y in pairs})

    def same(a: str, b: str, clue: str) -> bool:
        if len(a) == len(b) == 2 and set(a + b) <= set("nsew"):
            return sorted(a) == sorted(b)
        return a == b or (a == "x" and b == clue) or (a == "-" and b == ".")

    return all(same(a, b, c) for ra, rb, rc in zip(ours, theirs, given) for a, b, c in zip(ra, rb, rc))


def bench_genres(seeds: int, time_limit: float, kinds: list[str] | None) -> None:
    """The site genres: puzzles made by xcckit.making at 10×10 and at the largest sizes the sites
    publish, solved and proven unique by auto through the API, beside puzzlekit solving the same
    puzzle (it does not prove uniqueness), in this process, by turns; the medians, the largest
    time of ours, and whether the answers are equal on the unique puzzles."""
    from xcckit.puzzles.genre import Genre
    from xcckit.puzzles.kinds import KINDS, get_kind
    try:
        import puzzlekit  # noqa: F401
        have_pk = True
    except ImportError:
        have_pk = False
        print("(puzzlekit skipped: pip install 'xcckit[bench]')")
    print(header())
    print(f"\nSolved and proven unique by auto (ours: the model built from the text in the time), solved by "
          f"puzzlekit; median ms of {REPEATS} runs of each of {seeds} puzzles made by xcckit.making (unique ones where "
          "it made them in time), by turns, after one untimed run of each; largest of ours in brackets.\n")
    print("| genre | size | puzzles (unique) | ours: backend, median ms (max) | puzzlekit median ms | ratio | "
          "equal answers |")
    print("|---|---|---|---|---|---|---|")
    for kind in KINDS:
        cls = get_kind(kind)
        if not issubclass(cls, Genre) or (kinds and kind not in kinds):
            continue
        pk_name = cls.peer
        for m, n in cls.bench_sizes:
            ours, theirs, equal, unique_n, backend = [], [], 0, 0, ""
            for seed in range(1, seeds + 1):
                puzzle, unique = _genre_puzzle(kind, m, n, seed, time_limit)
                text = puzzle.to_text("janko")
                unique_n += unique
                if seed == 1:  # (once untimed, each: what the first call of a process imports and loads)
                    xcckit.solve(cls.from_text(text), unique=True, time_limit=time_limit)
                    if have_pk and pk_name:
                        _puzzlekit(text, pk_name, time_limit)
                for _ in range(REPEATS):
                    t = time.perf_counter()  # (the model is built in the time, as from a file)
                    r = xcckit.solve(cls.from_text(text), unique=True, time_limit=time_limit)
                    ours.append(time.perf_counter() - t)
                    backend = r.backend
                    if have_pk and pk_name:
                        seconds, rows = _puzzlekit(text, pk_name, time_limit)
                        theirs.append(seconds)
                given = [line.split() for line in text.splitlines()[1:1 + m]]
                if unique and have_pk and pk_name and r.solutions and _same_answer(kind, puzzle.grid(r.solutions[0]),
                                                                                    rows, given):
                    equal += 1
            med = statistics.median(ours) * 1000
            pk = f"{statistics.median(theirs) * 1000:.1f}" if theirs else "—"
            ratio = f"{statistics.median(ours) / statistics.median(theirs):.2f}" if theirs else "—"
            print(f"| {kind} | {m}×{n} | {seeds} ({unique_n}) | {backend}, {med:.1f} ({max(ours) * 1000:.0f}) | "
                  f"{pk} | {ratio} | {equal if theirs else '—'}/{unique_n} |", flush=True)


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


STARTUP = [
    ("`python -c pass`", ["-c", "pass"]),
    ("`python -c \"import numpy\"`", ["-c", "import numpy"]),
    ("`python -c \"import xcckit.cli\"`", ["-c", "import xcckit.cli"]),
    ("`python -c \"import numba\"`", ["-c", "import numba"]),
    ("`xcc count queens 8`", ["-m", "xcckit.cli", "count", "queens", "8"]),
    ("`xcc count sudoku royle17`", ["-m", "xcckit.cli", "count", "sudoku", "royle17"]),
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


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("what", choices=["dlx", "xcover", "slitherlink", "words", "macmahon", "limits", "scale", "zdd",
                                     "queens", "optimize", "facts", "sudoku", "classic", "enumerate", "crosscheck",
                                     "generate", "small", "genres", "startup", "published"])
    ap.add_argument("--kinds", help="genres, published: the genres to measure (default: every one registered)")
    ap.add_argument("--corpus", help="published: the data folder of puzzlekit's dataset (assets/data)")
    ap.add_argument("--every", type=int, default=1, help="published: every Nth puzzle of each genre")
    ap.add_argument("--no-peer", action="store_true", help="published: leave puzzlekit out")
    ap.add_argument("--sizes", help="published: only puzzles of these sizes (RxC,RxC)")
    ap.add_argument("--largest", type=int, default=15, help="zdd: the largest blank n×n grid")
    ap.add_argument("--skip-xcover", action="store_true")
    ap.add_argument("files", nargs="*")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--limit", type=int)
    ap.add_argument("--backends", help="slitherlink: default sat,cpsat; optimize: default dlx,trie,cpsat,sat")
    ap.add_argument("--time-limit", type=float, help="seconds per run (default: 600; slitherlink: 60 per puzzle)")
    ap.add_argument("--peers", help="a folder of Knuth's programs you built (back-mxn-words-new, dlx2, dlx5, dlx6, "
                                    "ssxcc); default $XCCKIT_PEERS")
    args = ap.parse_args()
    global PEERS
    import os
    folder = args.peers or os.environ.get("XCCKIT_PEERS")
    PEERS = Path(folder) if folder else None
    if args.what == "dlx":
        bench_dlx(args.files or DEFAULT_DLX, args.runs)
    elif args.what == "xcover":
        bench_xcover(args.runs)
    elif args.what == "queens":
        bench_queens(args.runs)
    elif args.what == "optimize":
        bench_optimize(args.time_limit or 120, args.backends.split(",") if args.backends else None)
    elif args.what == "facts":
        bench_facts(args.limit)
    elif args.what == "sudoku":
        bench_sudoku(args.runs)
    elif args.what == "classic":
        bench_classic(args.runs)
    elif args.what == "enumerate":
        bench_enumerate(args.time_limit or 120)
    elif args.what == "crosscheck":
        bench_crosscheck()
    elif args.what == "small":
        bench_small(args.runs)
    elif args.what == "genres":
        bench_genres(args.runs if args.runs != 3 else 5, args.time_limit or 60,
                     args.kinds.split(",") if args.kinds else None)
    elif args.what == "published":
        from published import bench_published
        if not args.corpus:
            ap.error("published needs --corpus DIR (the assets/data folder of SmilingWayne/puzzlekit-dataset)")
        bench_published(Path(args.corpus), args.kinds.split(",") if args.kinds else None, args.every,
                        args.time_limit or 20, not args.no_peer, args.sizes.split(",") if args.sizes else None)
    elif args.what == "generate":
        bench_generate(args.runs if args.runs != 3 else 20)
    elif args.what == "startup":
        bench_startup(args.runs if args.runs != 3 else 10)
    elif args.what == "words":
        bench_words(args.runs, args.time_limit or 600)
    elif args.what == "scale":
        bench_scale(args.files or ["macmahon-12", "wordrect-sgb2000", "macmahon-hexagon", "wordrect-sgb-trie"])
    elif args.what == "limits":
        bench_limits(args.time_limit or 2.0)
    elif args.what == "zdd":
        have = {}
        for peer in ("graphillion", "xcover"):
            try:
                __import__(peer)
                have[peer] = True
            except ImportError:
                print(f"({peer} skipped: pip install 'xcckit[bench]')")
                have[peer] = False
        bench_zdd(args.largest, args.time_limit or 120, have["graphillion"], have["xcover"])
    elif args.what == "macmahon":
        bench_macmahon(args.time_limit or 600, args.skip_xcover)
    else:
        bench_slitherlink(args.runs, args.limit, (args.backends or "sat,cpsat").split(","), args.time_limit or 60)
    sys.stdout.flush()


if __name__ == "__main__":
    main()
