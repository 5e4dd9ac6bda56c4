"""lits: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.errors import InputError
from xcckit.puzzles.kit.grid import OUTSIDE
from xcckit.puzzles.lits import Lits, shape_of

from . import Case

DEMO_ANSWER = ["- I I I I T T T", "I - - - - - T -", "I - - - L L L -", "I - S S L - T -", "I S S - S - T T",
               "T - L - S S T -", "T T L - - S - -", "T - L L I I I I"]
SMALL = ["4 4", "1 1 1 2", "1 3 2 2", "1 3 3 2", "3 3 2 2"]  # (1 answer)
SMALL_ANSWER = ["L L L I", "L - - I", "- S S I", "S S - I"]


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


CASE = Case(
    kind="lits",
    demo="demo-8x8",
    demo_answer=DEMO_ANSWER,
    small=SMALL,
    count=1,
    answer=SMALL_ANSWER,
    svg=lambda s: s.count('fill="#333"') == 12,
    bad_file="2 4\na a a a\nb b b\n",
    error="3:6: this row has 3 cells, the first line says 4",
    random=random_puzzle,
    candidates=tetrominoes,
    seeds=14,
    rows=rooms,
    broken=(
        (["a a a a", "a a a a"], ["L L - -", "L L - -"], "the 2x2 block at r1c1 is all shaded"),
        (["a a a a"], ["I I I -"], "the room at r1c1 holds 3 shaded cells, not 4"),
        (["a a a a a"], ["I I - I I"], "the shaded cells of the room at r1c1 are not side by side"),
        (["a a a a"], ["L L L L"], "r1c1 says L, but its room's tetromino is I"),
        (["a a a a b b b b"], ["I I I I I I I I"], "two I tetrominoes touch across a room border at r1c4 and r1c5"),
        (["a b b b b b c"] * 4, ["I - T T T - I", "I - - T - - I", "I - - - - - I", "I - - - - - I"],
         "the shaded cells fall into 3 parts (r1c1 and r1c3)"),
        (["a a a a"], ["I I I O"], "r1c4 is 'O': a cell is L, I, T, S (shaded) or - (unshaded)"),
    ),
    bad=(
        ("", "empty lits puzzle"),
        ("2\na a a a\nb b b b\n", "1:1: expected the first line 'R C'"),
        ("2 4\na a a a\n", "3:1: the first line says 2×4: expected 2 rows of rooms (or 2 rows of cells and 2 of "
         "rooms), found 1 rows"),
        ("2 4\na a a\nb b b b\n", "2:6: this row has 3 cells, the first line says 4"),
        ("2 4\n- x - -\n- - - -\na a a a\nb b b b\n", "2:3: 'x': a cell is '-' (a LITS puzzle gives only rooms)"),
        ("2 4\na b a a\nb b b b\n", "2:5: room 'a' is in two pieces (also at row 1, column 1)"),
        ("2 2\na a\na a\n", "1:1: no tetromino fits in the room at r1c1 (4 cells; the square, O, fits but is no "
                            "LITS tetromino)"),
        ("2 5\na a a a b\na a a a b\n", "1:1: no tetromino fits in the room at r1c5 (2 cells)"),
    ),
    bad_urls=(
        ("https://puzz.link/p?heyawake/4/2/00u", "not a lits URL"),
        ("https://puzz.link/p?lits/4/2/0", "ends before the borders"),
        ("https://puzz.link/p?lits/2/2/00", "no tetromino fits"),
    ),
    made=(5, 6),
)
