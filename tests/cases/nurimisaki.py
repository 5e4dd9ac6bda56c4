"""nurimisaki: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.errors import InputError
from xcckit.puzzles.nurimisaki import Nurimisaki

from ..genres import shading_candidates
from . import case


def random_puzzle(rng: random.Random) -> Nurimisaki:
    """A 1-3 × 2-4 grid with up to three circles (?, 2 or 3)."""
    m, n = rng.randint(1, 3), rng.randint(2, 4)
    while True:
        cells = [["-"] * n for _ in range(m)]
        for _ in range(rng.randint(0, 3)):
            cells[rng.randrange(m)][rng.randrange(n)] = rng.choice(["?", "2", "3"])
        try:
            return Nurimisaki(cells)
        except InputError:  # (a number longer than any passage from its cell)
            continue


CASE = case(
    __name__,
    svg=lambda s: s.count('fill="#333"') == 6 and s.count("<circle") == 3 + 3,
    random=random_puzzle,
    candidates=shading_candidates,
)
