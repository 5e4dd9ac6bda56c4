"""simpleloop: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.simpleloop import SimpleLoop

from ..loopgrids import line_grids
from . import case

DEMO_ANSWER = ["- - - se sw - se sw", "- se ew nw ns se nw ns", "- ns - - ns ns - ns", "- ne sw - ne nw - ns",
               "se ew nw - - - - ns", "ne ew sw - - - - ns", "- - ns - se sw se nw", "- - ne ew nw ne nw -"]


def random_puzzle(rng: random.Random) -> SimpleLoop:
    """A 2-4 × 2-4 grid, its cells blocked at random (often no answer), or in pairs of a dark and a
    light square of the chessboard (a loop has as many of each: more often answers)."""
    m, n = rng.randint(2, 4), rng.randint(2, 4)
    cells = [["-"] * n for _ in range(m)]
    if rng.random() < 0.3:
        for _ in range(rng.randint(0, 3)):
            cells[rng.randrange(m)][rng.randrange(n)] = "x"
        return SimpleLoop(cells)
    squares = [[(i, j) for i in range(m) for j in range(n) if (i + j) % 2 == k] for k in (0, 1)]
    for _ in range(rng.randint(0, 2)):
        for k in (0, 1):
            i, j = rng.choice(squares[k])
            cells[i][j] = "x"
    return SimpleLoop(cells)


def loops(puzzle: SimpleLoop):
    """Every grid of consistent lines, the cells off the line '-'."""
    return line_grids(puzzle.m, puzzle.n, lambda i, j: ("-",))


CASE = case(
    __name__,
    demo_answer=DEMO_ANSWER,
    svg=lambda s: s.count("<line") > 20,
    random=random_puzzle,
    candidates=loops,
)
