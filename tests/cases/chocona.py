"""chocona: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.chocona import Chocona

from ..genres import brute, grown_rooms, shading_candidates
from . import case, Export, lines

SMALL = ["3 4", "- 6 - -", "1 - - -", "- - - -", "1 1 1 1", "2 1 2 1", "2 2 2 1"]  # (of the maker's: 1 answer)
SMALL_ANSWER = ["x x - x", "x x - x", "- - - x"]


def random_puzzle(rng: random.Random) -> Chocona:
    """A grid of 4 to 10 cells (2×2 to 2×5) of random regions, most of them numbered: half the puzzles with the
    counts of a random shading (at least that answer), half with random numbers."""
    m, n = rng.choice([(2, 2), (2, 3), (3, 2), (2, 4), (3, 3), (2, 5), (4, 2)])
    room = grown_rooms(rng, m, n)
    shaded = {(i, j) for i in range(m) for j in range(n) if rng.random() < 0.5}
    counted = rng.random() < 0.5
    cells = [["-"] * n for _ in range(m)]
    for k in sorted({r for row in room for r in row}):
        members = [(i, j) for i in range(m) for j in range(n) if room[i][j] == k]
        if rng.random() < 0.7:
            i, j = rng.choice(members)
            cells[i][j] = str(sum(c in shaded for c in members) if counted else rng.randint(0, len(members)))
    return Chocona(cells, room)


def from_rows(rows: list[str]) -> Chocona:
    """A puzzle from its rows of cells followed by as many rows of regions."""
    h = len(rows) // 2
    return Chocona([row.split() for row in rows[:h]], [row.split() for row in rows[h:]])


CASE = case(
    __name__,
    small=SMALL,
    answer=SMALL_ANSWER,
    svg=lambda s: s.count('fill="#333"') == sum(row.count("x") for row in SMALL_ANSWER),
    random=random_puzzle,
    candidates=shading_candidates,
    rows=from_rows,
    exports=(
        Export("demo", "demo-8x8", 1),
        Export("small", lines(SMALL), 1),
        Export("blank", "2 2\n- -\n- -\n1 1\n1 1\n", 12, lines=1 + 12, zdd=True),
        Export("numbered", "3 3\n2 - -\n- - 3\n- - -\n1 1 2\n1 2 2\n3 3 2\n",
               lambda p: len(brute(p, shading_candidates)), zdd=True),
    ),
)
