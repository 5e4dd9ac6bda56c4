"""gokigennaname: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.gokigennaname import GokigenNaname

from . import case


def slants(puzzle: GokigenNaname):
    """Every grid of / and \\ (the brute force: the rules checker says which are answers)."""
    m, n = puzzle.m, puzzle.n
    for bits in itertools.product("/\\", repeat=m * n):
        yield [list(bits[i * n:(i + 1) * n]) for i in range(m)]


def random_puzzle(rng: random.Random) -> GokigenNaname:
    """A 1-3 × 2-4 grid with the numbers of a random answer (the maker's), each kept with
    probability 0.15 (many answers), 0.3 or 0.8 (one or a few)."""
    m, n = rng.randint(1, 3), rng.randint(2, 4)
    made = GokigenNaname.maker(m, n, rng)
    keep = rng.choice([0.15, 0.3, 0.8])
    cells = [[t if rng.random() < keep else "-" for t in row] for row in made.cells]
    return GokigenNaname(cells)


CASE = case(
    __name__,
    svg=lambda s: s.count("<circle") == 7 and s.count('stroke-width="3"') == 12,
    random=random_puzzle,
    candidates=slants,
)
