"""heyawake: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.heyawake import Heyawake, most_apart

from ..genres import grown_rooms
from . import Case

DEMO_ANSWER = ["- - - - - x - -", "- x - x - - - x", "x - x - - x - -", "- - - - x - x -", "- x - x - - - x",
               "- - x - - x - -", "x - - - x - x -", "- - - x - - - -"]
SMALL = ["3 4", "- - - -", "1 1 - -", "- - - -", "1 2 2 2", "3 4 4 4", "3 5 5 4"]  # (1 answer)
SMALL_ANSWER = ["- x - -", "- - x -", "x - - -"]


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


CASE = Case(
    kind="heyawake",
    demo="demo-8x8",
    demo_answer=DEMO_ANSWER,
    small=SMALL,
    count=1,
    answer=SMALL_ANSWER,
    svg=lambda s: s.count('fill="#333"') == 3,
    bad_file="2 2\n1 x\n- -\na a\na a\n",
    error="2:3: 'x': a cell is a number (its room's count of shaded cells), "
                                                 "? (a number not given) or '-'",
    random=random_puzzle,
    candidates=apart_shadings,
    seeds=21,
    rows=from_rows,
    broken=(  # (the puzzle's rows: its cells, then its rooms)
        (["- -", "- -", "a a", "a a"], ["x x", "- -"], "the shaded cells r1c1 and r1c2 are side by side"),
        (["- - -", "- - -", "a a a", "a a a"], ["- x -", "x - -"],
         "the unshaded cells fall into 2 parts (r1c1 and r1c3)"),
        (["2 - -", "- - -", "a a a", "a a a"], ["x - -", "- - -"],
         "the room at r1c1 holds 1 shaded cells, its number says 2"),
        (["- - -", "- - -", "a b c", "a b c"], ["- - -", "x - x"],
         "the unshaded cells from r1c1 to r1c3 cross two room borders"),
        (["- -", "- -", "- -", "a a", "b b", "c c"], ["x -", "- -", "x -"],
         "the unshaded cells from r1c2 to r3c2 cross two room borders"),
        (["- -", "a a"], ["- o"], "r1c2 is 'o': a cell is x (shaded) or - (unshaded)"),
    ),
    bad=(
        ("", "empty heyawake puzzle"),
        ("2 2\n1 -\n- -\na a\n",
         "5:1: the first line says 2×2: expected 2 rows of cells and 2 rows of rooms, found 3 rows"),
        ("2 2\n1 -\n- -\na a\na a b\n", "5:5: this row has 3 cells, the first line says 2"),
        ("2 2\n1 x\n- -\na a\na a\n",
         "2:3: 'x': a cell is a number (its room's count of shaded cells), ? (a number not given) or '-'"),
        ("2 2\n1 -\n- -\na b\nb a\n", "5:1: room 'b' is in two pieces (also at row 1, column 2)"),
        ("2 2\n- -\n- -\n1 @\n1 1\n", "4:3: '@' (a cell in no room, as janko.at marks the cells off an irregular "
         "board) is no part of a heyawake puzzle"),
        ("2 2\n1 1\n- -\na a\na a\n", "2:3: the room at r1c1 holds two numbers (r1c1 and r1c2)"),
        ("2 3\n4 - -\n- - -\na a a\na a a\n", "2:1: the number 4 at r1c1 is more than its room's 6 cells can hold "
         "with no two shaded side by side (at most 3)"),
    ),
    bad_urls=(
        ("https://puzz.link/p?nurikabe/2/2/1", "not a heyawake URL"),
        ("https://puzz.link/p?heyawake/2/2/", "ends before the borders"),
    ),
    made=(7, 9),
)
