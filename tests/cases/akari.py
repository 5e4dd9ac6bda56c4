"""akari: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.errors import InputError
from xcckit.puzzles.akari import Akari

from ..genres import brute
from . import case, Export

PUZZLEKIT_ANSWER = ["- - - o - - - -", "o - x - o x o -", "- x - - - - x o", "- o - x x o - -", "- - o x x - o -",
                    "- x - o - - x -", "- o x - o x - -", "- - - - - - o -"]  # (its output_example)


def random_puzzle(rng: random.Random) -> Akari:
    """A 2-4 × 2-4 grid of white cells, black ones and numbers 0-3 (one in 12 of each)."""
    m, n = rng.randint(2, 4), rng.randint(2, 4)
    while True:
        cells = [[rng.choice(["-"] * 7 + ["x", "0", "1", "2", "3"]) for _ in range(n)] for _ in range(m)]
        try:
            return Akari(cells)
        except InputError:  # (a number with fewer white cells beside it)
            continue


def lightings(p: Akari):
    """Every grid of lights on the white cells (the black ones x)."""
    white = [(i, j) for i in range(p.m) for j in range(p.n) if (i, j) not in p.clue]
    for bits in itertools.product("o-", repeat=len(white)):
        grid = [["x"] * p.n for _ in range(p.m)]
        for (i, j), b in zip(white, bits):
            grid[i][j] = b
        yield grid


CASE = case(
    __name__,
    answer=PUZZLEKIT_ANSWER,
    svg=lambda s: s.count("<circle") == sum(row.count("o") for row in PUZZLEKIT_ANSWER),
    random=random_puzzle,
    candidates=lightings,
    exports=(
        Export("demo", "demo-10x10", 1),
        Export("blank", "3 3\n- - -\n- x -\n- - -\n", lambda p: len(brute(p, lightings))),
    ),
)
