"""munraito: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.munraito import Munraito

from . import case


def random_puzzle(rng: random.Random) -> Munraito:
    """A 2×2 to 4×4 grid with a few moons of any number 0-15, one time in four a star or a
    cloud given."""
    n = rng.choice([2, 3, 3, 4, 4])
    cells = [["-"] * n for _ in range(n)]
    for _ in range(rng.randint(0, n)):
        cells[rng.randrange(n)][rng.randrange(n)] = str(rng.choice([0, 1, 2, 4, 8, 3, 6, 9, 12, rng.randint(0, 15)]))
    if rng.random() < 0.25:
        cells[rng.randrange(n)][rng.randrange(n)] = rng.choice("sx")
    return Munraito(cells)


def placements(p: Munraito):
    """Every grid with one star and one cloud in each row and each column (the stars' columns a
    permutation of the rows, the clouds' another), the moons' numbers written over them: the
    rules checker says which are answers."""
    n = p.n
    for stars in itertools.permutations(range(n)):
        for clouds in itertools.permutations(range(n)):
            grid = [["-"] * n for _ in range(n)]
            for i in range(n):
                grid[i][stars[i]], grid[i][clouds[i]] = "s", "x"
            for i, row in enumerate(p.cells):
                for j, t in enumerate(row):
                    if t.isdigit():
                        grid[i][j] = t
            yield grid


CASE = case(
    __name__,
    svg=lambda s: s.count('fill="#333"') == 4 and s.count("★") == 4 and s.count("<path") == 12,
    random=random_puzzle,
    candidates=placements,
)
