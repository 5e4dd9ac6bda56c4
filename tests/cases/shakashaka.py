"""shakashaka: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.errors import InputError
from xcckit.puzzles.shakashaka import TRIANGLES, Shakashaka

from ..genres import brute
from . import case, Export, lines

SMALL = ["3 4", "- - - -", "- - - -", "- - - x"]  # (of the project's making: 3 answers)


def random_puzzle(rng: random.Random) -> Shakashaka:
    """A 2×3, 3×2, 2×4 or 3×3 grid, at most 5 of its cells white: two times in three a 2×2
    block of them (where an answer may put a turned square) and black cells at random around it;
    each black cell numbered one time in two as the square would have it, one time in six with a
    random number 0-2 (a puzzle then often without an answer)."""
    while True:
        m, n = rng.choice([(2, 3), (3, 2), (2, 4), (3, 3)])
        cells = [["-"] * n for _ in range(m)]
        square = set()
        if rng.random() < 2 / 3:
            i, j = rng.randrange(m - 1), rng.randrange(n - 1)
            square = {(i, j), (i, j + 1), (i + 1, j), (i + 1, j + 1)}
        rest = [(i, j) for i in range(m) for j in range(n) if (i, j) not in square]
        black = rng.sample(rest, max(m * n - 5, rng.randint(0, len(rest))))
        for c in black:
            roll = rng.random()
            near = sum(d in square for d in ((c[0] - 1, c[1]), (c[0] + 1, c[1]), (c[0], c[1] - 1), (c[0], c[1] + 1)))
            cells[c[0]][c[1]] = str(near) if roll < 0.5 else str(rng.randint(0, 2)) if roll < 2 / 3 else "x"
        try:
            return Shakashaka(cells)
        except InputError:  # (a number with fewer white cells beside it)
            continue


def fillings(p: Shakashaka):
    """Every grid with a triangle or none in each white cell (the black ones -)."""
    white = [(i, j) for i in range(p.m) for j in range(p.n) if (i, j) not in p.clue]
    for states in itertools.product(("-", *TRIANGLES), repeat=len(white)):
        grid = [["-"] * p.n for _ in range(p.m)]
        for (i, j), t in zip(white, states):
            grid[i][j] = t
        yield grid


CASE = case(
    __name__,
    small=SMALL,
    svg=lambda s: s.count("<polygon") >= 4 and s.count('fill="#333"') >= 5,
    random=random_puzzle,
    candidates=fillings,
    exports=(
        Export("demo", "demo-10x10", 1),
        Export("small", lines(SMALL), 3, zdd=True),
        Export("clued", "2 3\n- 1 -\n- - -\n", lambda p: len(brute(p, fillings)), zdd=True),
    ),
)
