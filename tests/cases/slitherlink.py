"""slitherlink: what every genre is asked (tests/test_genres.py). Its answer grid is the sites':
``x`` a cell inside the loop, ``-`` one outside (the loop's dots are the answer's ``loop`` beside
it, and its text output draws the loop: tests/test_slitherlink.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.slitherlink import Slitherlink

from ..genres import shading_candidates
from . import case, Export


def random_puzzle(rng: random.Random) -> Slitherlink:
    """A 2-3 × 2-3 grid, about half its cells clued 0-3 (a 3×3 blank grid has 213 loops)."""
    m, n = rng.randint(2, 3), rng.randint(2, 3)
    return Slitherlink([[rng.choice("0123") if rng.random() < 0.5 else "-" for _ in range(n)] for _ in range(m)])


CASE = case(
    __name__,
    svg=lambda s: s.count("<circle") == 20 and s.count("<polygon") == 1,
    random=random_puzzle,
    candidates=shading_candidates,
    exports=(Export("demo", "demo-7x7", 1, check=lambda dlx: dlx.startswith("| slitherlink-dlx:\n| ....1..\n"),
                    side=True, left="single loop"),
             Export("blank", "2x3", 40, zdd=True, side=True, left="single loop")),
)
