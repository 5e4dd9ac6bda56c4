"""The exact-cover benchmarks: DLX files per backend (parse, translate, count) and dlx beside
Knuth's programs, miniexact and xcover; n queens; MacMahon's triangles; every solution per
backend; many small questions."""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

import xcckit
from xcckit import Model, parse_dlx
from xcckit.backends import backend_class
from xcckit.puzzles.kinds import get_kind

from .classic import blank_slitherlink, royle17_less_two
from .common import (SHARED, find_peer, header, median_time, peak_memory, run_dlx2, run_miniexact,
                     xcover_count)

DEFAULT_DLX = ["torto-CAT", "torto-TORTO", "slither-p1", "slither-g4x4s1", "slither-empty3x3",
               "wr-dict3-300-dict4-300"]


def bench_dlx(files: list[str], runs: int) -> None:
    """None: the tables of DLX files per backend, of a model built through the API, of reading
    large DLX text, and of dlx beside its peers."""
    encoding = {b: backend_class(b).encoding for b in ("cpsat", "sat")}  # (the translations alone)
    xcckit.count(parse_dlx("a\na\n"), backend="dlx")  # load the compiled search once
    print(header())
    print("\n| file | parse s | backend | translate s | count s | solutions | peak MiB |")
    print("|---|---|---|---|---|---|---|")
    for name in files:
        path = Path(name) if name.endswith(".dlx") else SHARED / "dlx" / f"{name}.dlx"
        text = path.read_text()
        t_parse, model = median_time(lambda: parse_dlx(text), runs)
        for backend in ("cpsat", "sat", "dlx"):
            translate = {"cpsat": lambda: encoding["cpsat"](model), "sat": lambda: encoding["sat"](model),
                         "dlx": lambda: None}[backend]
            t_tr, _ = median_time(translate, runs)
            t_count, result = median_time(lambda: xcckit.count(model, backend=backend), runs)
            mem = peak_memory(lambda: xcckit.count(model, backend=backend))
            print(f"| {path.stem} | {t_parse:.4f} | {backend} | {t_tr:.4f} | {t_count:.4f} | "
                  f"{result.count} | {mem:.1f} |")
    n, k = 100_000, 10
    def build():
        """A model of ``n`` options of ``k`` items each among 1,000."""
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
    from xcckit.puzzles.queens import Queens
    from xcckit.puzzles.wordrect import WordRectangle
    Polyomino = get_kind("polyomino")
    return [("pentominoes 6×10", Polyomino.from_args(["pentominoes", "6x10"]).model, 9356),
            ("pentominoes 5×12", Polyomino.from_args(["pentominoes", "5x12"]).model, 4040),
            ("13 queens", Queens(13).model, 73712),
            ("Langford 12", langford(12), 216288),
            ("MacMahon 12", MacMahon.from_args(["12"]).model, 868608),
            ("word rectangles 5×5, prefix model, sgb-words:500",
             WordRectangle.from_args(["sgb-words:500", "sgb-words:500", "--model", "prefix"]).model, 8),
            ("royle17 less two clues (sudoku)", royle17_less_two(), 3481026)]


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
    print("\n| DLX text | lines | occurrences | MB | parse s (median) |")
    print("|---|---|---|---|---|")
    wide = 20_000
    texts = {f"{wide:,} items, one-item options": " ".join(f"i{k}" for k in range(wide)) + "\n"
             + "".join(f"i{k}\n" for k in range(wide))}
    for n in (100, 200, 300):
        texts[f"blank {n}×{n} slitherlink export"] = write(blank_slitherlink(n))
    for name, text in texts.items():
        t, model = median_time(lambda: parse_dlx(text), runs)
        print(f"| {name} | {text.count(chr(10)):,} | {model.opt_start[-1]:,} | {len(text) / 1e6:.1f} | {t:.3f} |")


def bench_xcover(runs: int) -> None:
    """None: the table of dlx (2 threads, 1 thread, dancing links) beside xcover, interleaved
    runs on DLX files and a word rectangle model."""
    from xcckit.puzzles.kit.words import load_words
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
    """The instances of :func:`bench_enumerate`: (name, a function making the model)."""
    from xcckit.puzzles.queens import Queens
    Polyomino = get_kind("polyomino")
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
    from xcckit.puzzles.kit.words import load_words
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
