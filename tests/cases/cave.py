"""cave: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.errors import InputError
from xcckit.puzzles.cave import Cave

from ..genres import shading_candidates
from . import Case

DEMO_ANSWER = ["x x x x x x x -", "- x x - x x x x", "- - - - x - - x", "x - x x x - - x",
               "x - - x x x - x", "x - - x - - - -", "x x x x - x x -", "- x x x x x x x"]
SMALL = ["3 4", "- - - 3", "4 - - 5", "- - 3 -"]  # (of the project's making: 1 answer)
SMALL_ANSWER = ["- - x x", "x x x x", "- - x -"]


def random_puzzle(rng: random.Random) -> Cave:
    """A 1-3 × 2-4 grid with up to three clues ('?' or 1 to 4)."""
    m, n = rng.randint(1, 3), rng.randint(2, 4)
    while True:
        cells = [["-"] * n for _ in range(m)]
        for _ in range(rng.randint(0, 3)):
            cells[rng.randrange(m)][rng.randrange(n)] = rng.choice(["?", "1", "2", "3", "4"])
        try:
            return Cave(cells)
        except InputError:  # (a number larger than what its cell can see)
            continue


DEMO_BROKEN = (
    ({(0, 2): "-"}, "r1c3 holds a number and is shaded"),  # (the 8)
    ({(0, 1): "-"}, "the cave cells fall into 2 parts (r1c1 and r1c3)"),
    ({(2, 0): "x"}, "the shaded cells at r2c4 are enclosed by the cave (they touch no edge)"),  # (r2c4 and r3c2-r3c4)
    ({(0, 7): "x"}, "the 8 at r1c3 sees 9 cave cells"),
    ({(0, 0): "-"}, "the 8 at r1c3 sees 7 cave cells"),
)
"""Cells of the bundled answer changed so as to break one rule each, with the rule the checker names."""


CASE = Case(
    examples=(("https://puzz.link/p?cave/6/6/g3q2h3jbj3i3i2g",  # (pzprjs's test puzzle)
               ["- x x x - -", "- - - x - -", "- x - x x -", "x x x x x x", "x - x x - -", "x - - x x -"]),),
    demo_broken=DEMO_BROKEN,
    kind="cave",
    demo="demo-8x8",
    demo_answer=DEMO_ANSWER,
    url="https://puzz.link/p?cave/8/8/h8h8i3j5n44g3p3g44n5j3i8h8h",
    small=SMALL,
    count=1,
    answer=SMALL_ANSWER,
    url_start="https://puzz.link/p?cave/4/3/i34h5h3g",
    whole_url=True,
    svg=lambda s: s.count('fill="#333"') == 5 and s.count("<circle") == 3,
    bad_file="2 2\n1 x\n- -\n",
    error="2:3: 'x': a cell is a number from 1 (how many cave cells it sees), '?' or '-'",
    random=random_puzzle,
    candidates=shading_candidates,
    seeds=10,
    broken=(
        (["1 -"], ["- -"], "r1c1 holds a number and is shaded"),
        (["? -"], ["- x"], "r1c1 holds a '?' and is shaded"),
        (["1 - 1"], ["x - x"], "the cave cells fall into 2 parts (r1c1 and r1c3)"),
        (["- - -", "- - -", "- - -"], ["x x x", "x - x", "x x x"],
         "the shaded cells at r2c2 are enclosed by the cave (they touch no edge)"),
        (["3 - -"], ["x x -"], "the 3 at r1c1 sees 2 cave cells"),
        (["2 - -"], ["x x x"], "the 2 at r1c1 sees 3 cave cells"),
        (["-"], ["o"], "r1c1 is 'o': a cell is x (in the cave) or - (shaded)"),
    ),
    bad=(
        ("", "empty cave puzzle"),
        ("2 2\n1 -\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
        ("2 2\n1 - -\n- -\n", "2:5: this row has 3 cells, the first line says 2"),
        ("2 2\n1 x\n- -\n", "2:3: 'x': a cell is a number from 1 (how many cave cells it sees), '?' or '-'"),
        ("2 2\n0 -\n- -\n", "2:1: '0': a cell is a number from 1"),
        ("2 3\n- - -\n- 9 -\n", "3:3: the 9 at r2c2 sees at most 4 cells"),
    ),
    bad_urls=(
        ("https://puzz.link/p?cave/5/5/g3q", "ends after"),
        ("https://puzz.link/p?cave/2/1/0g", "the number 0 is not a cave clue"),
        ("https://puzz.link/p?nurikabe/2/2/1234", "not a cave URL"),
    ),
    made=(6, 6),
    demo_searched=False,  # (dlx takes seconds on it, and zdd's frontier outgrows its memory cap)
)
