"""lits: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.errors import InputError
from xcckit.puzzles.kit.grid import OUTSIDE
from xcckit.puzzles.lits import Lits, shape_of

from . import case

DEMO_ANSWER = ["- I I I I T T T", "I - - - - - T -", "I - - - L L L -", "I - S S L - T -", "I S S - S - T T",
               "T - L - S S T -", "T T L - - S - -", "T - L L I I I I"]


def random_puzzle(rng: random.Random) -> Lits:
    """Rooms of a 2-4 × 3-4 grid grown from a few random seeds, the smallest first, each of at
    least four cells with a tetromino in it."""
    m, n = rng.randint(2, 4), rng.randint(3, 4)
    cells = [(i, j) for i in range(m) for j in range(n)]
    while True:
        room = {c: k for k, c in enumerate(rng.sample(cells, rng.randint(1, m * n // 4)))}
        while len(room) < m * n:
            free = [(sum(r == room[c] for r in room.values()), rng.random(), c, nb) for c in room
                    for nb in ((c[0] + 1, c[1]), (c[0] - 1, c[1]), (c[0], c[1] + 1), (c[0], c[1] - 1))
                    if nb in cells and nb not in room]
            _, _, c, nb = min(free)
            room[nb] = room[c]
        try:
            return Lits([["-"] * n for _ in range(m)], [[room[i, j] for j in range(n)] for i in range(m)])
        except InputError:
            continue


def tetrominoes(puzzle: Lits):
    """Every grid with four shaded cells in each room, each named by its four cells' shape (L
    where they are none of L, I, T, S)."""
    rooms = {}
    for i, row in enumerate(puzzle.room):
        for j, r in enumerate(row):
            if r != OUTSIDE:
                rooms.setdefault(r, []).append((i, j))
    for choice in itertools.product(*(itertools.combinations(cells, 4) for cells in rooms.values())):
        grid = [["-"] * puzzle.n for _ in range(puzzle.m)]
        for cells in choice:
            for i, j in cells:
                grid[i][j] = shape_of(cells) if shape_of(cells) in "LITS" else "L"
        yield grid


def rooms(rows: list[str]) -> Lits:
    """A puzzle of these rows of room names."""
    return Lits([["-"] * len(rows[0].split()) for _ in rows], [row.split() for row in rows])


CASE = case(
    __name__,
    demo_answer=DEMO_ANSWER,
    svg=lambda s: s.count('fill="#333"') == 12,
    random=random_puzzle,
    candidates=tetrominoes,
    rows=rooms,
)
