"""kurotto: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.errors import InputError
from xcckit.puzzles.kurotto import Kurotto

from ..genres import shading_candidates
from . import case


def random_puzzle(rng: random.Random) -> Kurotto:
    """A 2-3 × 2-4 grid with one to four circles (o or a number 0-4)."""
    m, n = rng.randint(2, 3), rng.randint(2, 4)
    while True:
        cells = [["-"] * n for _ in range(m)]
        for _ in range(rng.randint(1, 4)):
            cells[rng.randrange(m)][rng.randrange(n)] = rng.choice(["o", "0", "1", "2", "3", "4"])
        try:
            return Kurotto(cells)
        except InputError:  # (a number larger than the cells left)
            continue


CASE = case(
    __name__,
    svg=lambda s: s.count("<circle") == 3 and 'fill="#333"' in s,
    random=random_puzzle,
    candidates=shading_candidates,
)
