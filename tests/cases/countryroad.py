"""countryroad: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.countryroad import CountryRoad

from ..loopgrids import line_grids
from . import Case

DEMO_ANSWER = ["se sw se sw se ew ew sw", "ns ne nw ns ns se ew nw", "ne ew sw ne nw ne ew sw",
               "se ew nw se sw se sw ns", "ne sw se nw ns ns ns ns", "- ne nw se nw ns ns ns",
               "se ew ew nw se nw ns ns", "ne ew ew ew nw - ne nw"]
EXAMPLE = """10 10
1 - 5 - - 3 - - 3 -
- - - - - - - - - -
4 - - - - - - 6 - -
- - - 10 - - - - - -
- - - - - - - 2 - -
- - - - - - - - 3 -
3 - - - - - - - - -
- - - 3 - - 6 - - -
2 - - - - - - - 4 -
- - - - - - - - - -
1 1 6 6 11 13 13 13 18 18
1 1 6 6 11 13 13 13 18 18
2 2 6 6 12 12 12 16 16 16
2 2 7 9 9 9 9 16 16 16
2 2 7 9 9 9 9 17 19 19
3 3 7 9 9 9 9 17 20 20
4 4 4 9 9 9 9 17 20 20
4 4 4 10 10 10 15 15 20 20
5 5 8 8 8 14 15 15 21 21
5 5 8 8 8 14 15 15 21 21
"""  # (puzzlekit's input example, and its answer:)
EXAMPLE_ANSWER = ["- - se sw se ew ew ew sw -", "- se nw ns ns - - - ne sw", "se nw - ns ne ew sw se ew nw",
                  "ne ew sw ns - - ns ne ew sw", "- - ns ns - - ns se ew nw", "se ew nw ns - - ns ne sw -",
                  "ns - - ne ew ew nw - ns -", "ne sw - se ew sw se sw ns -", "- ns se nw - ns ns ns ne sw",
                  "- ne nw - - ne nw ne ew nw"]


def random_rooms(rng: random.Random, m: int, n: int) -> list[list[int]]:
    """Cells joined into rooms at random (each room hangs together)."""
    owner = {(i, j): i * n + j for i in range(m) for j in range(n)}
    for _ in range(rng.randint(m * n // 3, m * n)):
        i, j = rng.randrange(m), rng.randrange(n)
        a, b = (i, j), rng.choice([c for c in ((i + 1, j), (i, j + 1), (i - 1, j), (i, j - 1)) if c in owner])
        old, new = owner[b], owner[a]
        for c in owner:
            if owner[c] == old:
                owner[c] = new
    return [[owner[i, j] for j in range(n)] for i in range(m)]


def random_puzzle(rng: random.Random) -> CountryRoad:
    """A 2×2 to 4×4 grid: a made puzzle with some numbers taken away, or rooms and numbers at
    random."""
    m, n = rng.choice([(2, 2), (2, 3), (3, 3), (2, 4), (3, 4), (4, 4)])
    if rng.random() < 0.5:
        made = CountryRoad.maker(m, n, rng)
        cells, rooms = made.cells, made.rooms
        for i, j in made.removable:
            if rng.random() < 0.5:
                cells[i][j] = "-"
        return CountryRoad(cells, rooms)
    rooms = random_rooms(rng, m, n)
    cells = [["-"] * n for _ in range(m)]
    for r in set(x for row in rooms for x in row):
        room = [(i, j) for i in range(m) for j in range(n) if rooms[i][j] == r]
        if rng.random() < 0.5:
            i, j = rng.choice(room)
            cells[i][j] = str(rng.randint(1, len(room)))
    return CountryRoad(cells, rooms)


def loops(p: CountryRoad):
    """Every grid of consistent lines, '-' where the line does not go."""
    return line_grids(p.m, p.n, lambda i, j: ("-",))


def from_rows(rows: list[str]) -> CountryRoad:
    """A puzzle from its rows of cells followed by as many rows of rooms (numbers)."""
    h = len(rows) // 2
    return CountryRoad([row.split() for row in rows[:h]], [[int(x) for x in row.split()] for row in rows[h:]])


DEMO_BROKEN = (
    # the loop turned round the blocks at r1c2 and r2c2: from r3c2 it runs up through r2c2 and
    # r2c3 into r3c3, and from r1c1 on along the top row through r1c2 and r1c3; still one loop, on
    # the same 6 cells of the 6's room at r1c1, but into that room twice
    ({(0, 1): "ew", (0, 2): "ew", (1, 1): "se", (1, 2): "sw", (2, 1): "nw", (2, 2): "ns"},
     "the loop passes through the room at r1c1 2 times"),
    # the loop turned round the block at r1c1: coming up from r3c1 it turns at r2c1 into r2c2,
    # leaving out r1c1 and r1c2; still one loop through each room once, but on 4 of the 6's cells
    ({(0, 0): "-", (0, 1): "-", (1, 0): "se", (1, 1): "ew"}, "the room at r1c1 has 4 cells on the loop, its number "
                                                              "says 6"),
)
"""Cells of the bundled answer changed so as to break one rule each (the rules whose tiny puzzles
have no answer), with the rule the checker names."""


CASE = Case(
    demo_broken=DEMO_BROKEN,
    kind="countryroad",
    demo="demo-8x8",
    demo_answer=DEMO_ANSWER,
    small=EXAMPLE,
    count=1,
    aliases=("country_road",),
    answer=EXAMPLE_ANSWER,
    svg=lambda s: s.count("stroke-linecap") == 2 * sum(t != "-" for row in EXAMPLE_ANSWER for t in row.split()),
    bad_file="2 2\n- x\n- -\n1 1\n1 1\n",
    error="2:3: 'x': a cell is a number from 1 (its room's cells on the loop), ? "
                                                 "(a number not given) or '-'",
    random=random_puzzle,
    candidates=loops,
    seeds=14,
    rows=from_rows,
    broken=(  # (the puzzle's rows: its cells, then its rooms)
        (["- -", "- -", "1 1", "2 2"], ["se sw", "ne o"],
         "r2c2 is 'o': a cell is the sides the loop leaves it by (ns, se, …) or -"),
        (["- -", "- -", "1 1", "2 2"], ["s -", "n -"], "the line leaves r1c1 by 1 side ('s'), not 2"),
        (["- -", "- -", "1 1", "2 2"], ["se sw", "nw nw"], "the line leaves r2c1 by its w side, off the grid"),
        (["- -", "- -", "1 1", "2 2"], ["se sw", "ne ns"],
         "the line leaves r2c1 by its e side, and r2c2 does not take it up"),
        (["- -", "- -", "1 1", "2 2"], ["se sw", "ne -"],
         "the line leaves r1c2 by its s side, and r2c2 does not take it up"),
        (["- - - -", "- - - -", "1 1 2 2", "1 1 2 2"], ["se sw se sw", "ne nw ne nw"],
         "the line makes 2 loops (through r1c1 and r1c3)"),
        (["- - -", "- - -", "1 1 2", "1 1 2"], ["se sw -", "ne nw -"],
         "the loop does not pass through the room at r1c3"),
        (["- - - -", "- - - -", "1 1 2 3", "1 1 2 3"], ["se ew ew sw", "ne ew ew nw"],
         "the loop passes through the room at r1c3 2 times"),
        (["1 -", "- -", "1 1", "2 2"], ["se sw", "ne nw"],
         "the room at r1c1 has 2 cells on the loop, its number says 1"),
        (["- - - -", "- - - -", "- - - -", "1 1 2 2", "1 1 2 2", "1 1 2 2"],
         ["se ew ew sw", "ne ew ew nw", "- - - -"],
         "r3c2 and r3c3 are side by side in two rooms, and the loop leaves both out"),
        (["- -", "- -", "1 1", "1 1"], ["- -", "- -"], "there is no loop"),
    ),
    bad=(
        ("", "empty countryroad puzzle"),
        ("2 2\n- -\n- -\n",
         "4:1: the first line says 2×2: expected 2 rows of cells and 2 rows of rooms, found 2 rows"),
        ("2 2\n- -\n- -\n1 1\n1 1 1\n", "5:5: this row has 3 cells, the first line says 2"),
        ("2 2\n- 0\n- -\n1 1\n1 1\n", "2:3: '0': a cell is a number from 1"),
        ("2 2\n- x\n- -\n1 1\n1 1\n", "2:3: 'x': a cell is a number from 1"),
        ("2 2\n5 -\n- -\n1 1\n1 1\n", "2:1: the number 5 at r1c1 is more than its room's 4 cells"),
        ("2 2\n1 1\n- -\n1 1\n2 2\n", "2:3: the room at r1c1 holds two numbers (r1c1 and r1c2)"),
        ("2 2\n- -\n- -\n1 2\n2 1\n", "5:1: room '2' is in two pieces (also at row 1, column 2)"),
    ),
    bad_urls=(
        ("https://puzz.link/p?mashu/2/2/00", "not a countryroad URL"),
        ("https://puzz.link/p?country/e/2/2/00", "the flag 'e' (rooms the loop may leave out) is a variant"),
        ("https://puzz.link/p?country/2/2/0", "ends before the borders of every cell"),
        ("https://puzz.link/p?country/2/2/0o3g", "the number 3 at r1c1 is more than its room's 2 cells"),
        ("https://puzz.link/p?country/2/2/0o3", "ends after 1 of the grid's 2 cells"),
    ),
    made=(6, 7),
)
