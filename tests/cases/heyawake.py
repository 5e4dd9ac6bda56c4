"""heyawake: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.heyawake import Heyawake, most_apart

from ..genres import grown_rooms
from . import case


def apart_shadings(puzzle: Heyawake):
    """Every grid of x and - whose shaded cells are never side by side in a row or column."""
    m, n = puzzle.m, puzzle.n
    rows = [r for r in range(1 << n) if not r & (r << 1)]

    def grids(prefix):
        if len(prefix) == m:
            yield [["x" if r >> j & 1 else "-" for j in range(n)] for r in prefix]
            return
        for r in rows:
            if not prefix or not r & prefix[-1]:
                yield from grids(prefix + [r])

    yield from grids([])


def random_puzzle(rng: random.Random) -> Heyawake:
    """A 2-4 × 2-4 grid of random rooms, most of them with a number."""
    m, n = rng.randint(2, 4), rng.randint(2, 4)
    room = grown_rooms(rng, m, n)
    cells = [["-"] * n for _ in range(m)]
    for k in sorted({r for row in room for r in row}):
        if rng.random() < 0.6:
            members = [(i, j) for i in range(m) for j in range(n) if room[i][j] == k]
            i, j = rng.choice(members)
            cells[i][j] = str(rng.randint(0, most_apart(members)))
    return Heyawake(cells, room)


def from_rows(rows: list[str]) -> Heyawake:
    """A puzzle from its rows of cells followed by as many rows of rooms."""
    h = len(rows) // 2
    return Heyawake([row.split() for row in rows[:h]], [row.split() for row in rows[h:]])


CASE = case(
    __name__,
    svg=lambda s: s.count('fill="#333"') == 3,
    random=random_puzzle,
    candidates=apart_shadings,
    rows=from_rows,
)
