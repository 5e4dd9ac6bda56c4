"""killersudoku: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.killersudoku import KillerSudoku

from . import case, lines


def sudokus4() -> list[list[list[str]]]:
    """The 288 sudoku grids of 4x4 (rows that are permutations, filtered by columns and boxes)."""
    perms = list(itertools.permutations("1234"))
    out = []
    for rows in itertools.product(perms, repeat=4):
        if all(len(set(col)) == 4 for col in zip(*rows)) and all(
                len({rows[a + i][b + j] for i in range(2) for j in range(2)}) == 4 for a in (0, 2) for b in (0, 2)):
            out.append([list(r) for r in rows])
    return out


SUDOKUS = sudokus4()


def random_puzzle(rng: random.Random) -> KillerSudoku:
    """A made 4x4, each of its removable sums left out or not at random."""
    made = KillerSudoku.maker(4, 4, rng)
    cells = [row[:] for row in made.cells]
    for i, j in made.removable:
        if rng.random() < 0.5:
            cells[i][j] = "-"
    return KillerSudoku(cells, made.rooms)


def notation(rows: list[str]) -> KillerSudoku:
    """A square puzzle of these rows of cells and as many rows of cages (the notation's lines
    after its first)."""
    m = len(rows) // 2
    return KillerSudoku.from_text(lines([f"{m} {m}", *rows]))


CASE = case(
    __name__,
    svg=lambda s: s.count("</text>") == 16,
    random=random_puzzle,
    candidates=lambda p: SUDOKUS,
    rows=notation,
)
