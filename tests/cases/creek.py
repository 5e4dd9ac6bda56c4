"""creek: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.creek import Creek

from ..genres import shading_candidates
from . import case


def random_puzzle(rng: random.Random) -> Creek:
    """A 1-3 × 2-4 grid whose points hold, some of them, the count of a random shading (now
    and then another number, or ?): puzzles with answers, and some without."""
    m, n = rng.randint(1, 3), rng.randint(2, 4)
    shaded = {(i, j) for i in range(m) for j in range(n) if rng.random() < 0.45}
    points = []
    for i in range(m + 1):
        row = []
        for j in range(n + 1):
            around = [(a, b) for a in (i - 1, i) for b in (j - 1, j) if 0 <= a < m and 0 <= b < n]
            r = rng.random()
            if r < 0.22:
                row.append(str(sum(c in shaded for c in around)))
            elif r < 0.27:
                row.append(str(rng.randint(0, len(around))))
            elif r < 0.3:
                row.append("?")
            else:
                row.append("-")
        points.append(row)
    return Creek(points)


CASE = case(
    __name__,
    svg=lambda s: s.count("<circle") == 6 and ">?<" in s and ">3<" in s and s.count('fill="#333"') == 5,
    random=random_puzzle,
    candidates=shading_candidates,
)
