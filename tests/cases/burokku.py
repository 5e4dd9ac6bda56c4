"""burokku: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.burokku import Burokku

from ..tilings import connected_partitions, number_regions
from . import case, lines

PARTITIONS: dict = {}


def random_puzzle(rng: random.Random) -> Burokku:
    """A grid of 4 to 10 cells with a few letters of a, b, c (blocks of its shorter side), a
    third of them with the cells of a block given (a divisor of the cells) and a third with a
    given line or two."""
    m, n = rng.choice([(2, 2), (2, 3), (3, 2), (3, 3), (2, 4), (2, 5), (1, 4)])
    cells = [[rng.choice("abc") if rng.random() < 0.35 else "-" for _ in range(n)] for _ in range(m)]
    cells[rng.randrange(m)][rng.randrange(n)] = "-"  # (an empty cell: the shorter side unless K is given)
    extra = [rng.choice([k for k in range(1, m * n + 1) if (m * n) % k == 0])] if rng.random() < 1 / 3 else []
    given = None
    if rng.random() < 1 / 3:
        given = [[0] * n for _ in range(m)]
        for _ in range(rng.randint(1, 2)):
            given[rng.randrange(m)][rng.randrange(n)] = rng.randint(1, 3)
    size = extra[0] if extra else min(m, n)
    count = m * n // size
    for s in "abc":  # (no letter in more cells than there are blocks: the notation refuses it)
        where = [(i, j) for i in range(m) for j in range(n) if cells[i][j] == s]
        for i, j in where[count:]:
            cells[i][j] = "-"
    return Burokku(cells, None, extra, given)


def divisions(puzzle: Burokku) -> list[list[list[str]]]:
    """Every division of the grid into connected regions (numbered as the answers are)."""
    size = (puzzle.m, puzzle.n)
    if size not in PARTITIONS:
        PARTITIONS[size] = [number_regions(t) for t in connected_partitions(*size)]
    return PARTITIONS[size]


CASE = case(
    __name__,
    svg=lambda s: s.count('stroke-width="3"') > 5 and s.count("<text") == 9,
    random=random_puzzle,
    candidates=divisions,
    rows=lambda rows: Burokku.from_text(lines(rows)),  # (the whole notation: the size line, perhaps [lines])
)
