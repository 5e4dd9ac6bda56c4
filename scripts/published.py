"""The published puzzles of a public corpus, solved and proven unique, beside puzzlekit.

    python scripts/bench.py published --corpus DIR [--kinds K,K] [--every N] [--sizes RxC,RxC] [--time-limit S] [--no-peer]

DIR is the data folder of puzzlekit's dataset (SmilingWayne/puzzlekit-dataset, ``assets/data``:
a folder per genre holding ``NAME_dataset.json``, puzzles in the sites' notation with their
published answers). Each puzzle (every Nth of each genre, N from ``--every``) is read, solved and
proven unique through ``xcckit.solve(puzzle, unique=True)`` (the model built in the time), its
answer compared with the published one (``--sizes``: only puzzles of those sizes, as the corpus
names them); then puzzlekit solves it (its time limit the same). The
table gives, by size, the puzzles, how many each solved (ours: unique and equal to the published
answer), and median and largest seconds. The corpus is read, never copied into the project.
"""

from __future__ import annotations

import json
import statistics
import time
from collections import defaultdict
from pathlib import Path


def corpus_file(corpus: Path, kind: str, peer: str | None) -> Path | None:
    """The dataset file of a genre: the folder whose name is the kind's (or puzzlekit's name of
    it), compared without case and underscores."""
    want = {kind.replace("_", "").lower(), (peer or "").replace("_", "").lower()} - {""}
    for folder in sorted(corpus.iterdir()):
        if folder.is_dir() and folder.name.replace("_", "").lower() in want:
            found = sorted(folder.glob("*_dataset.json"))
            return found[0] if found else None
    return None


def _rows(text: str) -> list[list[str]]:
    """A published answer's rows of cells (the size line left out: ``R C``, or ``R C`` and more,
    battleship's fleet or an ABC end view's last letter, where R rows of C cells follow); after a
    size line ``R C``, its R rows only (a line the corpus adds after them, such as fillomino
    29_10x10's ``unit 30``, is no row)."""
    lines = [line.split() for line in text.strip().splitlines() if line.strip()]
    head = lines[0] if lines else []
    sized = (len(head) >= 2 and head[0].isdigit() and head[1].isdigit()
             and (len(head) == 2 or (int(head[0]) == len(lines) - 1 and int(head[1]) == len(lines[1]))))
    return lines[1:1 + int(head[0])] if sized else lines


def _ours(cls, problem: str, limit: float) -> tuple[float, list[list[str]] | None, list[list[str]] | None]:
    """(seconds, the one answer's grid as the sites write it (the genre's ``grid``: sudoku's
    ``answer()`` writes a string a row), or None when it was refused, not proven unique in the
    time or not unique; the puzzle's cells)."""
    import xcckit
    from xcckit.errors import XccError
    t = time.perf_counter()
    try:
        puzzle = cls.from_text(problem)
        result = xcckit.solve(puzzle, unique=True, time_limit=limit)
    except XccError:
        return time.perf_counter() - t, None, None
    seconds = time.perf_counter() - t
    if not result.unique:
        return seconds, None, puzzle.cells
    return seconds, puzzle.grid(result.solutions[0]), puzzle.cells


def _cells_of(size: str) -> tuple[int, str]:
    """A size ``RxC`` by its cells, for the table's order."""
    r, _, c = size.partition("x")
    return (int(r) * int(c) if r.isdigit() and c.isdigit() else 0, size)


def bench_published(corpus: Path, kinds: list[str] | None, every: int, limit: float, peer: bool,
                    sizes: list[str] | None = None) -> None:
    """None: the table of the corpus's published puzzles by genre and size, ours beside puzzlekit's."""
    from xcckit.puzzles.kit.genre import Genre
    from xcckit.puzzles.kinds import KINDS, get_kind
    from benchmarks.common import header
    from benchmarks.genres import puzzlekit_answer, same_answer
    print(header())
    nth = "every puzzle" if every == 1 else f"every {every}{_suffix(every)}"
    print(f"\nPublished puzzles ({nth} of each genre's in the corpus"
          f"{', of sizes ' + ', '.join(sizes) if sizes else ''}), solved and proven unique "
          f"through xcckit.solve(p, unique=True), the model built in the time; puzzlekit beside; "
          f"time limit {limit:g} s each.\n")
    print("| genre | size | puzzles | ours: solved, same | ours median s | ours largest s "
          "| puzzlekit solved | puzzlekit median s | puzzlekit largest s |")
    print("|---|---|---|---|---|---|---|---|---|")
    for kind in kinds or [k for k in KINDS if issubclass(get_kind(k), Genre)]:
        cls = get_kind(kind)
        path = corpus_file(corpus, kind, cls.peer)
        if path is None:
            print(f"| {kind} | (not in the corpus) | | | | | | | |")
            continue
        data = json.loads(path.read_text())["data"]
        names = [k for k in data if data[k].get("solution")
                 and (not sizes or k.rsplit("_", 1)[-1] in sizes)][::every]
        if names:  # (one untimed solve first: the compiled search's loading is no puzzle's time)
            _ours(cls, data[names[0]]["problem"], limit)
        rows: dict[str, list] = defaultdict(list)
        for name in names:
            record = data[name]
            size = name.rsplit("_", 1)[-1]
            seconds, grid, cells = _ours(cls, record["problem"], limit)
            same = grid is not None and same_answer(kind, grid, _rows(record["solution"]), cells)
            theirs = None
            if peer and cls.peer:
                try:
                    theirs = puzzlekit_answer(record["problem"], cls.peer, limit)
                except Exception:  # (a puzzle its parser refuses: not solved)
                    theirs = (limit, None)
            rows[size].append((seconds, grid is not None, same, theirs))
        for size in sorted(rows, key=_cells_of):
            got = rows[size]
            ours = [s for s, _, _, _ in got]
            solved = sum(ok for _, ok, _, _ in got)
            same = sum(sm for _, _, sm, _ in got)
            peer_cells = "| | |"
            if peer and cls.peer:
                theirs = [t for *_, t in got if t is not None]
                peer_solved = sum(rows is not None for _, rows in theirs)
                times = [s for s, _ in theirs]
                peer_cells = (f"{peer_solved} | {statistics.median(times):.3f} | {max(times):.2f} |" if times
                              else "| | |")
            print(f"| {kind} | {size} | {len(got)} | {solved}, {same} | {statistics.median(ours):.3f} | "
                  f"{max(ours):.2f} | {peer_cells}", flush=True)


def _suffix(k: int) -> str:
    """The ordinal suffix of ``k``: 2nd, 3rd, 4th, 11th, 21st."""
    if k % 100 in (11, 12, 13):
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(k % 10, "th")
