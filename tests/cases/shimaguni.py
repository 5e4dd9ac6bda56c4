"""shimaguni: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.kit.rules import parts
from xcckit.puzzles.shimaguni import Shimaguni

from . import Case, Export, lines
from ..genres import grown_rooms

DEMO_ANSWER = ["x x - - - x x x", "x - - x - - - -", "- x - x x - x -", "- x x - - x - x", "- x - x x x - x",
               "x - - - x - x -", "- x - x - - - x", "x x - x - - x x"]
SMALL = ["3 4", "- - 2 -", "- - - -", "- - - -", "a a b b", "a c b b", "c c d d"]  # (1 answer)
SMALL_ANSWER = ["x - x x", "- x - -", "x x - x"]
PZPR_TEST = "https://puzz.link/p?shimaguni/6/6/7fe608s0e3uf3g3g2g43"
"""pzprjs's test puzzle (test/script/shimaguni.js) and its answer there."""
PZPR_ANSWER = ["x x x - - x", "- - - x - -", "x x - x - x", "- - x - x x", "x x - - - -", "x x - x x x"]


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

CASE = Case(
    peer_examples=((PUZZLEKIT, PUZZLEKIT_ANSWER),),
    kind="shimaguni",
    demo="demo-8x8",
    demo_answer=DEMO_ANSWER,
    small=SMALL,
    count=1,
    answer=SMALL_ANSWER,
    svg=lambda s: s.count('fill="#333"') == 7 and "<text" in s,
    bad_file="2 2\n1 x\n- -\na a\na a\n",
    error="2:3: 'x': a cell is a number from 1 (the size of its room's island), ? (a number not given) or '-'",
    random=random_puzzle,
    candidates=one_island_a_room,
    seeds=10,
    rows=from_rows,
    broken=(  # (the puzzle's rows: its cells, then its rooms)
        (["- -", "- -", "a b", "a b"], ["x x", "- -"], "the shaded cells r1c1 and r1c2 of two rooms are side by side"),
        (["- - -", "a a a"], ["x - x"], "the shaded cells of the room at r1c1 fall into 2 islands (r1c1 and r1c3)"),
        (["2 - -", "a a a"], ["x - -"], "the room at r1c1 holds 1 shaded cells, its number says 2"),
        (["- - -", "- - -", "a a b", "a b b"], ["x - -", "- - x"],
         "the islands of the rooms at r1c1 and r1c3, which share a border, both have 1 cells"),
        (["- - -", "a a b"], ["x - -"], "the room at r1c3 has no shaded cell"),
        (["- -", "a a"], ["- o"], "r1c2 is 'o': a cell is x (shaded) or - (unshaded)"),
    ),
    bad=(
        ("", "empty shimaguni puzzle"),
        ("2 2\n1 -\n- -\na a\n",
         "5:1: the first line says 2×2: expected 2 rows of cells and 2 rows of rooms, found 3 rows"),
        ("2 2\n1 -\n- -\na a\na a b\n", "5:5: this row has 3 cells, the first line says 2"),
        ("2 2\n0 -\n- -\na a\na a\n",
         "2:1: '0': a cell is a number from 1 (the size of its room's island), ? (a number not given) or '-'"),
        ("2 2\n- -\n- -\na b\nb a\n", "5:1: room 'b' is in two pieces (also at row 1, column 2)"),
        ("2 2\n- -\n- -\n1 @\n1 1\n", "4:3: '@' (a cell in no room, as janko.at marks the cells off an irregular "
         "board) is no part of a shimaguni puzzle"),
        ("2 2\n1 1\n- -\na a\na a\n", "2:3: the room at r1c1 holds two numbers (r1c1 and r1c2)"),
        ("2 3\n- - -\n- 5 -\na a b\na a b\n", "3:3: the number 5 at r2c2 is more than its room's 4 cells"),
    ),
    bad_urls=(
        ("https://puzz.link/p?heyawake/2/2/00", "not a shimaguni URL"),
        ("https://puzz.link/p?shimaguni/2/2/", "ends before the borders"),
        ("https://puzz.link/p?shimaguni/2/2/000", "the room at r1c1 has the number 0"),
        ("https://puzz.link/p?shimaguni/2/2/005", "the number 5 at r1c1 is more than its room's 4 cells"),
    ),
    exports=(
        Export("small", lines(SMALL), 1, zdd=True),
        Export("demo", "demo-8x8", 1, zdd=True),
    ),
    examples=((PZPR_TEST, PZPR_ANSWER),),
    made=(6, 6),
)
