"""The site genres' benchmark: puzzles made by xcckit.making (cached on disk), solved and proven
unique by auto beside puzzlekit, and the comparison of puzzlekit's answers with ours (which
scripts/published.py shares)."""

from __future__ import annotations

import os
import random
import statistics
import time
from pathlib import Path

import xcckit

from .common import header

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


def puzzlekit_answer(text: str, name: str, limit: float):
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


def same_answer(kind: str, ours: list[list[str]], theirs: list[list[str]] | None, given: list[list[str]]) -> bool:
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
        """Whether the cells ``a`` (ours) and ``b`` (theirs) of a cell clued ``clue`` agree."""
        if len(a) == len(b) == 2 and set(a + b) <= set("nsew"):
            return sorted(a) == sorted(b)
        return a == b or (a == "x" and b == clue) or (a == "-" and b == ".")

    return all(same(a, b, c) for ra, rb, rc in zip(ours, theirs, given) for a, b, c in zip(ra, rb, rc))


def bench_genres(seeds: int, time_limit: float, kinds: list[str] | None) -> None:
    """The site genres: puzzles made by xcckit.making at 10×10 and at the largest sizes the sites
    publish, solved and proven unique by auto through the API, beside puzzlekit solving the same
    puzzle (it does not prove uniqueness), in this process, by turns; the medians, the largest
    time of ours, and whether the answers are equal on the unique puzzles."""
    from xcckit.puzzles.kit.genre import Genre
    from xcckit.puzzles.kinds import KINDS, get_kind
    try:
        have_pk = __import__("puzzlekit") is not None
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
                        puzzlekit_answer(text, pk_name, time_limit)
                for _ in range(REPEATS):
                    t = time.perf_counter()  # (the model is built in the time, as from a file)
                    r = xcckit.solve(cls.from_text(text), unique=True, time_limit=time_limit)
                    ours.append(time.perf_counter() - t)
                    backend = r.backend
                    if have_pk and pk_name:
                        seconds, rows = puzzlekit_answer(text, pk_name, time_limit)
                        theirs.append(seconds)
                given = [line.split() for line in text.splitlines()[1:1 + m]]
                if unique and have_pk and pk_name and r.solutions and same_answer(kind, puzzle.grid(r.solutions[0]),
                                                                                   rows, given):
                    equal += 1
            med = statistics.median(ours) * 1000
            pk = f"{statistics.median(theirs) * 1000:.1f}" if theirs else "—"
            ratio = f"{statistics.median(ours) / statistics.median(theirs):.2f}" if theirs else "—"
            print(f"| {kind} | {m}×{n} | {seeds} ({unique_n}) | {backend}, {med:.1f} ({max(ours) * 1000:.0f}) | "
                  f"{pk} | {ratio} | {equal if theirs else '—'}/{unique_n} |", flush=True)
