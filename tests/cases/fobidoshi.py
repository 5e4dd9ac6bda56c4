"""fobidoshi: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.fobidoshi import Fobidoshi

from ..genres import shadings
from . import case


def circlings(puzzle: Fobidoshi):
    """Every grid of o and - (the brute force: the rules checker says which are answers)."""
    for grid in shadings(puzzle.m, puzzle.n):
        yield [["o" if t == "x" else t for t in row] for row in grid]


def random_puzzle(rng: random.Random) -> Fobidoshi:
    """A grid of at most 12 cells with a line of four or more, up to three circles and two
    crosses given."""
    m, n = rng.choice([(1, 5), (1, 6), (2, 4), (2, 5), (2, 6), (3, 4), (4, 3), (4, 2)])
    cells = [["-"] * n for _ in range(m)]
    for token, most in (("o", 3), ("x", 2)):
        for _ in range(rng.randint(0, most)):
            cells[rng.randrange(m)][rng.randrange(n)] = token
    return Fobidoshi(cells)


CASE = case(
    __name__,
    svg=lambda s: s.count('fill="black" stroke') == 8 and s.count('fill="white" stroke') == 2,
    random=random_puzzle,
    candidates=circlings,
)
