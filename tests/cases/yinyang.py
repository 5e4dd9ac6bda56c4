"""yinyang: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.yinyang import YinYang

from . import case


def colourings(puzzle: YinYang):
    """Every grid of w and b (the brute force: the rules checker says which are answers)."""
    m, n = puzzle.m, puzzle.n
    for bits in itertools.product("wb", repeat=m * n):
        yield [list(bits[i * n:(i + 1) * n]) for i in range(m)]


def random_puzzle(rng: random.Random) -> YinYang:
    """A 1-3 × 2-4 grid with up to three circles."""
    m, n = rng.randint(1, 3), rng.randint(2, 4)
    cells = [["-"] * n for _ in range(m)]
    for _ in range(rng.randint(0, 3)):
        cells[rng.randrange(m)][rng.randrange(n)] = rng.choice("wb")
    return YinYang(cells)


CASE = case(
    __name__,
    svg=lambda s: s.count('fill="black" stroke') == 7 and s.count('fill="white" stroke') == 5,
    random=random_puzzle,
    candidates=colourings,
)
