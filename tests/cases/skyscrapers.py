"""skyscrapers: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.errors import InputError
from xcckit.puzzles.skyscrapers import Skyscrapers

from . import case, Export

EXAMPLE = """5 5 5
- 3 3 - -
- 2 2 2 1
1 4 3 2 -
3 2 3 - 1
"""  # (puzzlekit's example, without its rows of empty cells)


def latin_rows(puzzle: Skyscrapers):
    """Every grid whose rows each hold 1..K once and '-' elsewhere (the brute force: the rules
    checker says which are answers)."""
    n, k = puzzle.n, puzzle.heights
    rows = sorted(set(itertools.permutations([str(x) for x in range(1, k + 1)] + ["-"] * (n - k))))
    for grid in itertools.product(rows, repeat=n):
        yield [list(r) for r in grid]


def random_puzzle(rng: random.Random) -> Skyscrapers:
    """A 2×2 or 3×3 grid of heights 1..K (K at most N), some clues, now and then a given height or
    (3×3) the diagonals' rule. (Clues the cells cannot show are refused: such a draw is drawn
    again.)"""
    while True:
        try:
            return _draw(rng)
        except InputError:
            pass


def _draw(rng: random.Random) -> Skyscrapers:
    n = rng.randint(2, 3)
    k = rng.randint(1, n)
    side = [[rng.choice(["-", "-"] + [str(x) for x in range(1, k + 1)]) for _ in range(n)] for _ in range(4)]
    cells = [["-"] * n for _ in range(n)]
    if rng.random() < 0.3:
        cells[rng.randrange(n)][rng.randrange(n)] = str(rng.randint(1, k))
    return Skyscrapers.from_sides(*side, cells, k, diagonal=n == 3 and rng.random() < 0.3)


CASE = case(
    __name__,
    small=EXAMPLE,
    svg=lambda s: s.count("<text") == 25 + 14,
    random=random_puzzle,
    candidates=latin_rows,
    exports=(
        Export("example", EXAMPLE, 1),
    ),
)
