"""kuromasu: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.errors import InputError
from xcckit.puzzles.kuromasu import Kuromasu

from ..genres import shading_candidates
from . import case


def random_puzzle(rng: random.Random) -> Kuromasu:
    """A 1-3 × 2-4 grid with up to three numbers (1 to 5) or '?'."""
    m, n = rng.randint(1, 3), rng.randint(2, 4)
    while True:
        cells = [["-"] * n for _ in range(m)]
        for _ in range(rng.randint(0, 3)):
            cells[rng.randrange(m)][rng.randrange(n)] = rng.choice(["?", "1", "2", "3", "4", "5"])
        try:
            return Kuromasu(cells)
        except InputError:  # (a number larger than the cells it can see)
            continue


CASE = case(
    __name__,
    svg=lambda s: s.count('fill="#333"') == 3 and s.count("<circle") == 4 + 5,
    random=random_puzzle,
    candidates=shading_candidates,
)
