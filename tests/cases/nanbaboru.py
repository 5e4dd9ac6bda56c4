"""nanbaboru: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.nanbaboru import Nanbaboru

from . import case


def rows_of_numbers(puzzle: Nanbaboru):
    """Every grid whose rows each hold the numbers 1 to N once and '-' elsewhere (the brute
    force: the rules checker says which are answers)."""
    n, k = puzzle.n, puzzle.numbers
    rows = sorted(set(itertools.permutations([str(x) for x in range(1, k + 1)] + ["-"] * (n - k))))
    for grid in itertools.product(rows, repeat=n):
        yield [list(r) for r in grid]


def random_puzzle(rng: random.Random) -> Nanbaboru:
    """A 2×2 or 3×3 grid of N numbers (N at most the side), or a 4×4 of one number; each cell
    left blank, a ball, a cross or a given number at random."""
    n = rng.choice([2, 3, 3, 4])
    k = 1 if n == 4 else rng.randint(1, n)
    cells = [[rng.choices(["-", "0", "x", str(rng.randint(1, k))], [6, 2, 2, 1])[0] for _ in range(n)]
             for _ in range(n)]
    return Nanbaboru(cells, None, [k])


def two_numbers(rows: list[str]) -> Nanbaboru:
    """A 3×3 of the numbers 1 and 2."""
    return Nanbaboru([r.split() for r in rows], None, [2])


CASE = case(
    __name__,
    svg=lambda s: "<circle" in s and s.count("<text") >= 3,
    random=random_puzzle,
    candidates=rows_of_numbers,
    rows=two_numbers,
)
