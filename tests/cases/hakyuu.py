"""hakyuu: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

from functools import partial

from xcckit.puzzles.hakyuu import Hakyuu

from ..genres import cells_and_rooms, random_numbered_rooms, room_fillings
from . import Case, Export

DEMO_ANSWER = ["1 2 3 4 1 2", "5 1 2 3 4 1", "1 5 1 2 3 4", "2 3 4 5 1 2", "1 2 6 1 2 3", "3 1 2 4 1 5"]
SMALL = """3 4
1 - - -
- - - -
- - - -
1 1 1 1
1 2 2 3
4 2 5 3
"""  # (the maker's rooms of a 3×4 draw, one number kept: 6 answers)


CASE = Case(
    kind="hakyuu",
    demo="demo-6x6",
    demo_answer=DEMO_ANSWER,
    small=SMALL.splitlines(),
    count=6,
    svg=lambda s: s.count("<text") == 12,
    bad_file="1 2\n1 x\n1 1\n",
    error="2:3: 'x': a cell is a number from 1, ? (a number not given) or '-'",
    random=partial(random_numbered_rooms, Hakyuu),
    candidates=room_fillings,
    seeds=8,
    rows=partial(cells_and_rooms, Hakyuu),
    broken=(
        (["- -", "1 1"], ["1 x"], "r1c2 is 'x': a cell holds a number from 1"),
        (["2 -", "1 1"], ["1 2"], "r1c1 is given 2, the answer has 1"),
        (["- -", "1 1"], ["1 3"], "r1c2 holds 3, more than the 2 cells of its room"),
        (["- - -", "1 1 1"], ["1 2 1"], "the room at r1c1 holds 1 twice (r1c1 and r1c3)"),
        (["- -", "1 2"], ["1 1"], "r1c1 and r1c2 both hold 1 in one row with 0 cells between them, fewer than 1"),
        (["- - -", "1 1 2"], ["2 1 1"], "r1c2 and r1c3 both hold 1 in one row with 0 cells between them, fewer than 1"),
        (["-", "-", "-", "-", "1", "1", "2", "2"], ["1", "2", "2", "1"],
         "r2c1 and r3c1 both hold 2 in one column with 0 cells between them, fewer than 2"),
        (["- - - - -", "1 1 2 3 3"], ["1 2 1 2 1"],
         "r1c2 and r1c4 both hold 2 in one row with 1 cells between them, fewer than 2"),
    ),
    bad=(
        ("", "empty hakyuu puzzle"),
        ("2 2\n1 -\n- -\n", "the first line says 2×2: expected 2 rows of cells and 2 rows of rooms"),
        ("1 2\n1 a\n1 1\n", "2:3: 'a': a cell is a number from 1, ? (a number not given) or '-'"),
        ("1 2\n0 -\n1 1\n", "2:1: '0': a cell is a number from 1"),
        ("1 3\n- - -\n1 2 1\n", "3:5: room '1' is in two pieces"),
        ("1 2\n3 -\n1 1\n", "1:1: r1c1 holds 3, more than the 2 cells of its room"),
    ),
    bad_urls=(
        ("https://puzz.link/p?mashu/2/2/00", "not a hakyuu URL"),
        ("https://puzz.link/p?ripple/2/1/0h8", "r1c2 is taken out of the grid"),
    ),
    exports=(Export("small", SMALL, 6),),
    made=(6, 6),
)
