"""shimaguni: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.kit.rules import parts
from xcckit.puzzles.shimaguni import Shimaguni

from . import case
from ..genres import grown_rooms


def random_puzzle(rng: random.Random) -> Shimaguni:
    """A 2-4 × 2-4 grid (12 cells at most) of random rooms, about half of them with a number (the
    size of an island the room holds) in a random cell."""
    m = rng.randint(2, 4)
    n = rng.randint(2, 12 // m if m > 2 else 4)
    room = grown_rooms(rng, m, n)
    cells = [["-"] * n for _ in range(m)]
    for k in sorted({r for row in room for r in row}):
        members = [(i, j) for i in range(m) for j in range(n) if room[i][j] == k]
        if rng.random() < 0.5:
            i, j = rng.choice(members)
            cells[i][j] = str(rng.randint(1, min(3, len(members))))
    return Shimaguni(cells, room)


def one_island_a_room(puzzle: Shimaguni):
    """Every grid that shades in each room a non-empty set of its cells in one piece (the brute
    force: the rules checker says which are answers)."""
    rooms: dict[int, list[tuple[int, int]]] = {}
    for i, row in enumerate(puzzle.room):
        for j, r in enumerate(row):
            rooms.setdefault(r, []).append((i, j))
    choices = [[set(s) for k in range(1, len(cells) + 1) for s in itertools.combinations(cells, k)
                if len(parts(s)) == 1] for cells in rooms.values()]
    for choice in itertools.product(*choices):
        on = set().union(*choice)
        yield [["x" if (i, j) in on else "-" for j in range(puzzle.n)] for i in range(puzzle.m)]


def from_rows(rows: list[str]) -> Shimaguni:
    """A puzzle from its rows of cells followed by as many rows of rooms."""
    h = len(rows) // 2
    return Shimaguni([row.split() for row in rows[:h]], [row.split() for row in rows[h:]])


PUZZLEKIT = ("6 6\n- 2 3 - - -\n- - - - - -\n- - - 4 - -\n- - - - - -\n- 1 - - - -\n- - - - - -\n1 2 4 4 4 4\n"
             "1 2 1 1 1 1\n1 2 1 5 5 1\n1 2 1 3 5 1\n1 3 3 3 5 1\n1 1 1 1 1 1\n")  # (its input_example)
PUZZLEKIT_ANSWER = ["- x - x x x", "- x - - - -", "x - - x x -", "x - - - x -", "x - x - x -", "x x - - - -"]

CASE = case(
    __name__,
    peer_examples=((PUZZLEKIT, PUZZLEKIT_ANSWER),),
    svg=lambda s: s.count('fill="#333"') == 7 and "<text" in s,
    random=random_puzzle,
    candidates=one_island_a_room,
    rows=from_rows,
)
