"""The word-grid benchmarks: word rectangles and squares per backend beside Knuth's
BACK-MXN-WORDS-NEW, first solutions and Torto; how far past --time-limit each backend returns;
the cheapest word grids by rank beside DLX5."""

from __future__ import annotations

import os
import statistics
import time
from functools import partial

import xcckit
from xcckit.backends import get_backend

from .common import SHARED, find_peer, header, in_child, median_time, run_bmw, run_dlx5


def bench_words(runs: int, time_limit: float) -> None:
    """Word rectangles and squares: Knuth's BACK-MXN-WORDS-NEW (when its executable is in --peers)
    beside the trie backend (one worker, every worker) and dlx on the plain and prefix models;
    then first solutions by sat and cpsat, and Torto. A run over 30 s is not repeated."""
    from xcckit.puzzles.wordrect import WordRectangle
    from xcckit.puzzles.kit.words import load_words
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
    timed = partial(_timed, runs=runs)
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
    _first_solutions([instances[0], instances[4]], timed, time_limit)


def _timed(fn, runs: int):
    """(seconds, result) of ``fn``: the median of ``runs`` runs, or the first alone when it took
    over 30 s."""
    t0 = time.perf_counter()
    result = fn()
    first = time.perf_counter() - t0
    if first > 30 or runs == 1:
        return first, result
    t, result = median_time(fn, runs - 1)
    return statistics.median([first, t] if runs == 2 else [first] + [t] * (runs - 1)), result


def _first_solutions(instances: list, timed, time_limit: float) -> None:
    """None: the table of first solutions by sat and cpsat of ``instances`` (name, spec, maker)
    on the plain and prefix models, and Torto CAT DOG counted by dlx on one thread."""
    from xcckit.puzzles.torto import Torto
    print("\nFirst solution (sat, cpsat) on each model, and Torto counted by dlx (one thread):\n")
    print("| instance | model | sat first s | cpsat first s |")
    print("|---|---|---|---|")
    for name, _, make in instances:
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
    from xcckit.puzzles.kit.words import load_words
    from xcckit.puzzles.wordsquare import WordSquare
    cases = [("count", "cpsat", ["wordsquare", "enable1@5"]), ("count", "sat", ["wordsquare", "enable1@5"]),
             ("count", "dlx", ["wordsquare", "enable1@5"]), ("count", "trie", ["wordrect", "sgb-words", "sgb-words"]),
             ("count", "dlx", ["wordrect", "sgb-words:2000", "sgb-words:2000", "--model", "prefix"])]
    cases += [("solve", b, ["wordsquare", "enable1@7"]) for b in ("cpsat", "sat", "dlx", "trie")]
    cases += [("solve", b, ["wordsquare", "sgb-words", "--cost", "rank", "--minimize"]) for b in ("cpsat", "sat")]
    makers = {"wordsquare": lambda a: WordSquare(load_words(a[1]), cost="rank" if "--cost" in a else None),
              "wordrect": lambda a: WordRectangle(load_words(a[1]), load_words(a[2]), a[4] if len(a) > 4 else "plain")}

    def command(args):
        """(seconds, exit status, what it printed) of ``xcc ARGS`` run in this process."""
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


def _cheapest(kind: str, args: tuple, backend: str, k: int):
    """(costs, status) of the ``k`` cheapest solutions of the puzzle ``kind ARGS`` by ``backend``."""
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
                seconds, _, result = in_child(_cheapest, (kind, args, backend, k), time_limit)
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
