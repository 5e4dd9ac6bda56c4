"""hitori: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.hitori import Hitori

from ..genres import shading_candidates
from . import case


def random_puzzle(rng: random.Random) -> Hitori:
    """A 1-3 × 2-4 grid of numbers 1-3 (up to a random top) and cells without one."""
    m, n = rng.randint(1, 3), rng.randint(2, 4)
    top = rng.randint(1, 3)
    return Hitori([[rng.choice([str(rng.randint(1, top))] * 6 + ["-"]) for _ in range(n)] for _ in range(m)])


CASE = case(
    __name__,
    svg=lambda s: s.count('fill="#333"') == 4,
    random=random_puzzle,
    candidates=shading_candidates,
)
