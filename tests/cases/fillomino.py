"""fillomino: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random
from collections import Counter

from xcckit.puzzles.fillomino import Fillomino

from ..tilings import connected_partitions
from . import case


def random_cells(rng: random.Random, m: int, n: int) -> list[list[str]]:
    """An m×n grid with up to three clues of 1-5."""
    cells = [["-"] * n for _ in range(m)]
    for _ in range(rng.randint(0, 3)):
        cells[rng.randrange(m)][rng.randrange(n)] = str(rng.randint(1, min(5, m * n)))
    return cells


def random_puzzle(rng: random.Random) -> Fillomino:
    """A grid of at most 12 cells (the pure exact cover, without the group-sizes constraint)."""
    m, n = rng.choice([(2, 2), (2, 3), (3, 3), (1, 5)])
    return Fillomino(random_cells(rng, m, n))


def cuts(p: Fillomino):
    """Every way to cut the grid into connected pieces, each cell written with its piece's size."""
    for label in connected_partitions(p.m, p.n):
        size = Counter(label.values())
        yield [[str(size[label[i, j]]) for j in range(p.n)] for i in range(p.m)]


CASE = case(
    __name__,
    svg=lambda s: s.count("<text") == 12,
    random=random_puzzle,
    candidates=cuts,
)
