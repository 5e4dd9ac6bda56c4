"""chocona: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.chocona import Chocona

from ..genres import brute, grown_rooms, shading_candidates
from . import Case, Export, lines

DEMO_ANSWER = ["x - - - x x x -", "- x x - x x x -", "- x x - x x x -", "x - - - x x x -",
               "- x x - x x x -", "- x x - x x x -", "- - - - - - - x", "- x x x x x - x"]
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


CASE = Case(
    kind="chocona",
    demo="demo-8x8",
    demo_answer=DEMO_ANSWER,
    small=SMALL,
    count=1,
    answer=SMALL_ANSWER,
    url_start="https://puzz.link/p?chocona/4/3/",
    svg=lambda s: s.count('fill="#333"') == sum(row.count("x") for row in SMALL_ANSWER),
    bad_file="2 2\n1 x\n- -\na a\na a\n",
    error="2:3: 'x': a cell is a number (its region's count of shaded cells), ? (a number not given) or '-'",
    random=random_puzzle,
    candidates=shading_candidates,
    seeds=10,
    rows=from_rows,
    broken=(  # (the puzzle's rows: its cells, then its regions)
        (["- -", "- -", "a a", "a a"], ["x x", "x -"], "the 3 shaded cells joined at r1c1 form no rectangle"),
        (["- - -", "- - -", "a a a", "a b b"], ["x x -", "- x x"],
         "the 4 shaded cells joined at r1c1 form no rectangle"),
        (["2 - -", "- - -", "a a b", "a a b"], ["x - x", "- - x"], "the region at r1c1 holds 1 shaded cell, its "
                                                                   "number says 2"),
        (["- - 0", "- - -", "a a b", "a a b"], ["x - x", "- - x"], "the region at r1c3 holds 2 shaded cells, its "
                                                                   "number says 0"),
        (["- -", "a a"], ["x o"], "r1c2 is 'o': a cell is x (shaded) or - (unshaded)"),
    ),
    demo_broken=(
        ({(0, 0): "-"}, "the region at r1c1 holds 0 shaded cells, its number says 1"),
        ({(3, 1): "x"}, "the 10 shaded cells joined at r2c2 form no rectangle"),
        ({(6, 0): "x"}, "the region at r6c1 holds 1 shaded cell, its number says 0"),
        ({(3, 3): "x"}, "the 19 shaded cells joined at r1c5 form no rectangle"),
    ),
    bad=(
        ("", "empty chocona puzzle"),
        ("2 2\n1 -\n- -\na a\n",
         "5:1: the first line says 2×2: expected 2 rows of cells and 2 rows of rooms, found 3 rows"),
        ("2 2\n1 -\n- -\na a\na a b\n", "5:5: this row has 3 cells, the first line says 2"),
        ("2 2\n1 -\n- - -\na a\na a\n", "3:5: this row has 3 cells, the first line says 2"),
        ("2 2\n1 x\n- -\na a\na a\n",
         "2:3: 'x': a cell is a number (its region's count of shaded cells), ? (a number not given) or '-'"),
        ("2 2\n-1 -\n- -\na a\na a\n", "2:1: '-1': a cell is a number"),
        ("2 2\n1 -\n- -\na b\nb a\n", "5:1: room 'b' is in two pieces (also at row 1, column 2)"),
        ("2 2\n- -\n- -\n1 @\n1 1\n", "4:3: '@' (a cell in no room, as janko.at marks the cells off an irregular "
         "board) is no part of a chocona puzzle"),
        ("2 2\n1 1\n- -\na a\na a\n", "2:3: the region at r1c1 holds two numbers (r1c1 and r1c2)"),
        ("2 3\n- - -\n- 5 -\na a b\na a b\n", "3:3: the number 5 at r2c2 is more than its region's 4 cells"),
        ("1 1 1\n-\na\n", "1:1: expected the first line 'R C'"),
    ),
    bad_urls=(
        ("https://puzz.link/p?heyawake/6/6/8guumlfvo1eq33122g21g32", "not a chocona URL"),
        ("https://puzz.link/p?chocona/2/2/", "ends before the borders"),
        ("https://puzz.link/p?chocona/2/2/005", "the number 5 at r1c1 is more than its region's 4 cells"),
    ),
    exports=(
        Export("demo", "demo-8x8", 1),
        Export("small", lines(SMALL), 1),
        Export("blank", "2 2\n- -\n- -\n1 1\n1 1\n", 12, lines=1 + 12, zdd=True),
        Export("numbered", "3 3\n2 - -\n- - 3\n- - -\n1 1 2\n1 2 2\n3 3 2\n",
               lambda p: len(brute(p, shading_candidates)), zdd=True),
    ),
    made=(6, 6),
)
