"""foseruzu: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.errors import InputError
from xcckit.puzzles.kit.division import numbered
from xcckit.puzzles.foseruzu import Foseruzu

from ..tilings import connected_partitions
from . import case, lines

PARTITIONS: dict = {}


def random_puzzle(rng: random.Random) -> Foseruzu:
    """A grid of 6 to 10 cells with a few numbers 1-3 (now and then a 0, a ? or a cell that is no
    part of the grid), regions of 4 or 5 cells where they divide it, else of a size given."""
    while True:
        m, n = rng.choice([(2, 4), (4, 2), (2, 5), (1, 8), (3, 3), (2, 3), (3, 2)])
        cells = [[rng.choice("1223?0") if rng.random() < 0.35 else "-" for _ in range(n)] for _ in range(m)]
        if rng.random() < 0.25:
            cells[rng.randrange(m)][rng.randrange(n)] = "@"
        holes = sum(t == "@" for row in cells for t in row)
        left = m * n - holes
        extra = [] if left % 4 == 0 or left % 5 == 0 else [rng.choice([k for k in range(1, 7) if left % k == 0])]
        try:
            return Foseruzu(cells, None, extra)
        except InputError:  # (a 0 where regions are smaller than 5: drawn again)
            continue


def divisions(puzzle: Foseruzu) -> list[list[list[str]]]:
    """Every division of the grid's cells into connected regions (numbered as the answers are), a
    cell that is no part of the grid ('-') alone."""
    size = (puzzle.m, puzzle.n)
    if size not in PARTITIONS:
        PARTITIONS[size] = list(connected_partitions(*size))
    holes = {c for c, v in puzzle.clue.items() if v == "@"}
    out = []
    for label in PARTITIONS[size]:
        if all(sum(1 for v in label.values() if v == label[h]) == 1 for h in holes):
            out.append(numbered(puzzle.m, puzzle.n, {c: r for c, r in label.items() if c not in holes}))
    return out


CASE = case(
    __name__,
    svg=lambda s: s.count('stroke-width="3"') > 5 and s.count("<text") == 4,
    random=random_puzzle,
    candidates=divisions,
    rows=lambda rows: Foseruzu.from_text(lines(rows)),  # (the whole notation: the size line, perhaps K)
)
