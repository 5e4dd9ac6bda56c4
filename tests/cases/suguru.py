"""suguru: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

from functools import partial

from xcckit.puzzles.suguru import Suguru

from ..genres import cells_and_rooms, random_numbered_rooms, room_fillings
from . import Case, Export

DEMO_ANSWER = ["1 2 3 4 1 2 1 2", "5 6 1 2 3 4 5 3", "1 2 3 4 1 2 1 4", "5 6 1 2 3 4 5 6",
               "1 2 3 4 1 2 1 2", "3 4 1 2 3 4 3 4", "5 6 3 4 1 5 1 5", "1 2 1 5 2 3 2 3"]
EXAMPLE = """6 6
4 - - - - -
- - - - - -
- - 4 - - 1
- - - 2 - -
5 - - 3 5 -
- - - - - -
1 1 2 3 3 3
1 2 2 2 3 4
1 5 2 6 3 4
5 5 6 6 6 4
5 7 7 6 8 4
5 8 8 8 8 4
"""  # (puzzlekit's example)
EXAMPLE_ANSWER = ["4 2 1 5 1 2", "3 5 3 2 4 5", "1 2 4 1 3 1", "4 3 5 2 4 2", "5 2 1 3 5 3", "1 3 4 2 1 4"]


CASE = Case(
    kind="suguru",
    demo="demo-8x8",
    demo_answer=DEMO_ANSWER,
    small=EXAMPLE.splitlines(),
    count=1,
    answer=EXAMPLE_ANSWER,
    svg=lambda s: s.count("<text") == 36,
    bad_file="1 2\n1 x\n1 1\n",
    error="2:3: 'x': a cell is a number from 1, ? (a number not given) or '-'",
    random=partial(random_numbered_rooms, Suguru),
    candidates=room_fillings,
    seeds=8,
    rows=partial(cells_and_rooms, Suguru),
    broken=(
        (["- -", "1 1"], ["1 x"], "r1c2 is 'x': a cell holds a number from 1"),
        (["2 -", "1 1"], ["1 2"], "r1c1 is given 2, the answer has 1"),
        (["- -", "1 1"], ["1 3"], "r1c2 holds 3, more than the 2 cells of its room"),
        (["- - -", "1 1 1"], ["1 2 1"], "the room at r1c1 holds 1 twice (r1c1 and r1c3)"),
        (["- -", "- -", "1 1", "2 2"], ["1 2", "2 1"], "r1c1 and r2c2 touch and both hold 1"),
    ),
    bad=(
        ("", "empty suguru puzzle"),
        ("2 2\n1 -\n- -\n", "the first line says 2×2: expected 2 rows of cells and 2 rows of rooms"),
        ("1 2\n1 a\n1 1\n", "2:3: 'a': a cell is a number from 1, ? (a number not given) or '-'"),
        ("1 2\n0 -\n1 1\n", "2:1: '0': a cell is a number from 1"),
        ("1 3\n- - -\n1 2 1\n", "3:5: room '1' is in two pieces"),
        ("1 2\n3 -\n1 1\n", "1:1: r1c1 holds 3, more than the 2 cells of its room"),
    ),
    bad_urls=(
        ("https://puzz.link/p?mashu/2/2/00", "not a suguru URL"),
        ("https://puzz.link/p?suguru/2/1/0h8", "r1c2 is taken out of the grid"),
    ),
    exports=(Export("example", EXAMPLE, 1),),
    made=(5, 6),
)
