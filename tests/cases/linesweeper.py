"""linesweeper: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.errors import InputError
from xcckit.puzzles.linesweeper import Linesweeper

from ..loopgrids import line_grids
from . import case


def random_puzzle(rng: random.Random) -> Linesweeper:
    """A made puzzle of 2×2 to 3×4 cells with about half its numbers taken away (one answer or
    more), one time in three a number changed (fewer answers, more, or none)."""
    m, n = rng.choice([(2, 2), (2, 3), (3, 2), (3, 3), (2, 4), (3, 4), (4, 3)])
    cells = Linesweeper.maker(m, n, rng).cells
    numbers = [(i, j) for i in range(m) for j in range(n) if cells[i][j] != "-"]
    for i, j in numbers:
        if rng.random() < 0.5:
            cells[i][j] = "-"
    if numbers and rng.random() < 1 / 3:
        i, j = rng.choice(numbers)
        cells[i][j] = str(rng.randint(0, 3))
    try:
        return Linesweeper(cells)
    except InputError:  # (a number larger than the cells around it without one)
        cells[i][j] = "-"
        return Linesweeper(cells)


def loops(puzzle: Linesweeper):
    """Every grid of consistent lines, the cells off the line '-'."""
    return line_grids(puzzle.m, puzzle.n, lambda i, j: ("-",))


CASE = case(
    __name__,
    svg=lambda s: s.count("<text") == 1 and s.count("<line") > 10,
    random=random_puzzle,
    candidates=loops,
)
