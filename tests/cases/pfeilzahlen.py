"""pfeilzahlen: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.errors import InputError
from xcckit.puzzles.pfeilzahlen import Pfeilzahlen, border, counts, ways

from . import case, Export, lines

SMALL = ["5 6", "- - - - - -", "- 3 4 4 5 -", "- 4 2 3 5 -", "- 1 3 2 3 -", "- - - - - -"]  # (ours: 1 answer)
SMALL_ANSWER = ["- s s s s -", "e 3 4 4 5 w", "e 4 2 3 5 sw", "ne 1 3 2 3 nw", "- ne ne nw n -"]
TWO = ["5 6", "- - - - - -", "- 3 5 4 5 -", "- 2 1 3 3 -", "- - - 4 - -", "- - - - - -"]  # (2 answers; '-' inside)
BLANK = ["4 4", "- - - -", "- - - -", "- - - -", "- - - -"]  # (every arrow free: 2 ways each, 2^8)


def random_puzzle(rng: random.Random) -> Pfeilzahlen:
    """The numbers of random arrows around 1×1 to 2×3 cells (3×3 to 5×4 with the border); half
    of the puzzles with some numbers left out ('-'), a quarter with one number one off (often
    no answer then)."""
    while True:
        m, n = rng.choice([(3, 3), (3, 4), (4, 3), (3, 5), (4, 4), (4, 5), (5, 4)])
        arrows = {c: rng.choice(ways(m, n, c)) for c in border(m, n)}
        cells = [["-"] * n for _ in range(m)]
        for (i, j), k in counts(m, n, arrows).items():
            cells[i][j] = str(k)
        inner = [(i, j) for i in range(1, m - 1) for j in range(1, n - 1)]
        if rng.random() < 0.5:
            for i, j in inner:
                if rng.random() < 0.4:
                    cells[i][j] = "-"
        if rng.random() < 0.25:
            i, j = rng.choice(inner)
            cells[i][j] = str(max(0, int(cells[i][j]) + rng.choice((-1, 1)))) if cells[i][j] != "-" else "1"
        try:
            return Pfeilzahlen(cells)
        except InputError:  # (a number more arrows than can reach it would have to point at)
            continue


def arrow_grids(p: Pfeilzahlen):
    """Every grid with an arrow pointing into the grid in each border cell, the numbers as
    given: the rules checker says which are answers."""
    cells = border(p.m, p.n)
    for choice in itertools.product(*(ways(p.m, p.n, c) for c in cells)):
        grid = [row[:] for row in p.cells]
        for (i, j), d in zip(cells, choice):
            grid[i][j] = d
        yield grid


CASE = case(
    __name__,
    small=SMALL,
    answer=SMALL_ANSWER,
    svg=lambda s: s.count("<polygon") == 14 and ">5<" in s,
    random=random_puzzle,
    candidates=arrow_grids,
    exports=(
        Export("small", lines(SMALL), 1),
        Export("two", lines(TWO), 2, zdd=True),
        Export("blank", lines(BLANK), 256, lines=1 + 16, zdd=True),
        Export("demo", "demo-6x6", 1),
    ),
)
