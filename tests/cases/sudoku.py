"""sudoku: what every genre is asked (tests/test_genres.py). Sudoku's answer ``"grid"`` is a
string a row and its picture on the terminal draws the boxes (its own: tests/test_sudoku.py);
``puzzle.grid(solution)`` is the rows of cells, as every genre's."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.sudoku import Sudoku

from . import case


def latin_squares(n: int) -> list[list[list[str]]]:
    """Every Latin square of order n (rows that are permutations, no digit twice in a column),
    as rows of cells: the candidates of an n×n sudoku of any boxes."""
    perms = list(itertools.permutations([str(d) for d in range(1, n + 1)]))
    out: list[list[tuple[str, ...]]] = [[]]
    for _ in range(n):
        out = [rows + [p] for rows in out for p in perms
               if all(p[j] != r[j] for r in rows for j in range(n))]
    return [[list(r) for r in rows] for rows in out]


LATIN4 = latin_squares(4)
"""The 576 Latin squares of order 4 (288 of them sudoku grids of 2×2 boxes)."""


def random_puzzle(rng: random.Random) -> Sudoku:
    """A 4×4 of 2×2 boxes (or boxes that are its rows or its columns: a Latin square), a
    random Latin square's cells kept at random; now and then a given changed (clashing, or no
    answer left)."""
    box = rng.choice([(2, 2), (2, 2), (1, 4), (4, 1)])
    square = rng.choice([s for s in LATIN4 if Sudoku([[int(t) for t in r] for r in s], box).verify(s) is None])
    share = rng.choice([0.2, 0.35, 0.5])
    grid = [[int(t) if rng.random() < share else 0 for t in row] for row in square]
    if rng.random() < 0.25:
        grid[rng.randrange(4)][rng.randrange(4)] = rng.randint(1, 4)
    return Sudoku(grid, box)


def candidates(puzzle: Sudoku):
    """Every Latin square of the puzzle's order (the rules checker says which are answers)."""
    return LATIN4 if puzzle.n == 4 else latin_squares(puzzle.n)


def givens(rows: list[str]) -> Sudoku:
    """The puzzle of rows of cells (``-`` a blank), its boxes the sites'."""
    return Sudoku([[0 if t == "-" else int(t) for t in r.split()] for r in rows])


def answer_rows(rows: list[str]) -> list[str]:
    """The answer's ``"grid"`` as sudoku's ``answer()`` writes it: a string a row."""
    return [r.replace(" ", "") for r in rows]


def boxed(rows: list[str]) -> str:
    """An answer of 3×3 boxes as ``xcc solve`` prints it: the boxes drawn."""
    cells = [r.split() for r in rows]
    lines = [" | ".join(" ".join(row[b:b + 3]) for b in (0, 3, 6)) for row in cells]
    return "".join(line + "\n" + ("------+-------+------\n" if i in (2, 5) else "") for i, line in enumerate(lines))


CASE = case(
    __name__,
    svg=lambda s: s.count('fill="#1a56db"') == 12 and s.count('fill="black"') == 4,
    random=random_puzzle,
    candidates=candidates,
    rows=givens,
    answer_grid=answer_rows,
    printed=boxed,
)
