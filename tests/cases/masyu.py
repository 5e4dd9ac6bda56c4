"""masyu: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.kit.loops import random_loop
from xcckit.puzzles.masyu import Masyu

from ..loopgrids import line_grids
from . import case


def random_puzzle(rng: random.Random) -> Masyu:
    """A 2-4 × 2-4 grid with a few circles: of a random loop (some of those it allows), or placed
    at random (often no answer)."""
    m, n = rng.randint(2, 4), rng.randint(2, 4)
    if rng.random() < 0.3:
        rows = [["."] * n for _ in range(m)]
        for _ in range(rng.randint(1, 3)):
            rows[rng.randrange(m)][rng.randrange(n)] = rng.choice("wb")
        return Masyu(["".join(r) for r in rows])
    full = Masyu.from_loop(m, n, random_loop(m, n, rng, thin=True))
    circles = [(i, j) for i in range(m) for j in range(n) if full.rows[i][j] != "."]
    kept = set(rng.sample(circles, min(len(circles), rng.randint(0, 3))))
    return Masyu(["".join(ch if (i, j) in kept else "." for j, ch in enumerate(row)) for i, row in enumerate(full.rows)])


def loops(puzzle: Masyu):
    """Every grid of consistent lines, the cells off the line '-'."""
    return line_grids(puzzle.m, puzzle.n, lambda i, j: ("-",))


CASE = case(
    __name__,
    svg=lambda s: "<polygon" in s and s.count("<circle") == 3,
    random=random_puzzle,
    candidates=loops,
)
