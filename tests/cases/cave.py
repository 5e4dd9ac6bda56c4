"""cave: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.errors import InputError
from xcckit.puzzles.cave import Cave

from ..genres import shading_candidates
from . import case


def random_puzzle(rng: random.Random) -> Cave:
    """A 1-3 × 2-4 grid with up to three clues ('?' or 1 to 4)."""
    m, n = rng.randint(1, 3), rng.randint(2, 4)
    while True:
        cells = [["-"] * n for _ in range(m)]
        for _ in range(rng.randint(0, 3)):
            cells[rng.randrange(m)][rng.randrange(n)] = rng.choice(["?", "1", "2", "3", "4"])
        try:
            return Cave(cells)
        except InputError:  # (a number larger than what its cell can see)
            continue


CASE = case(
    __name__,
    svg=lambda s: s.count('fill="#333"') == 5 and s.count("<circle") == 3,
    random=random_puzzle,
    candidates=shading_candidates,
)
