"""kuromasu: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.errors import InputError
from xcckit.puzzles.kuromasu import Kuromasu

from ..genres import shading_candidates
from . import Case

DEMO_ANSWER = ["x - - - - x - -", "- x - - - - x -", "- - - - - - - -", "- - x - x - - -",
               "- - - x - x - -", "- - - - - - - -", "- x - - - - x -", "- - x - - - - x"]
SMALL = ["3 4", "- 3 - -", "5 6 - -", "- - - 3"]  # (of the project's making: 1 answer)
SMALL_ANSWER = ["x - x -", "- - - -", "- - x -"]


def random_puzzle(rng: random.Random) -> Kuromasu:
    """A 1-3 × 2-4 grid with up to three numbers (1 to 5) or '?'."""
    m, n = rng.randint(1, 3), rng.randint(2, 4)
    while True:
        cells = [["-"] * n for _ in range(m)]
        for _ in range(rng.randint(0, 3)):
            cells[rng.randrange(m)][rng.randrange(n)] = rng.choice(["?", "1", "2", "3", "4", "5"])
        try:
            return Kuromasu(cells)
        except InputError:  # (a number larger than the cells it can see)
            continue


DEMO_BROKEN = (
    ({(0, 4): "x"}, "r1c5 holds a number and is shaded"),
    ({(0, 1): "x"}, "r1c1 and r1c2 are shaded side by side"),
    ({(0, 2): "x"}, "the unshaded cells fall into 2 parts (r1c2 and r1c4)"),
    ({(0, 5): "-"}, "the 6 at r1c5 sees 9 unshaded cells"),
)
"""Cells of the bundled answer changed so as to break one rule each, with the rule the checker names."""


CASE = Case(
    examples=(("https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i",
               ["- x - - -", "- - x - -", "- x - - x", "- - x - -", "x - - - x"]),),  # (pzprjs's test puzzle)
    demo_broken=DEMO_BROKEN,
    kind="kuromasu",
    demo="demo-8x8",
    demo_answer=DEMO_ANSWER,
    url="https://puzz.link/p?kurodoko/8/8/j6qebo4g5j5g4obeq6j",
    small=SMALL,
    count=1,
    answer=SMALL_ANSWER,
    url_start="https://puzz.link/p?kurodoko/4/3/g3h56k3",
    whole_url=True,
    svg=lambda s: s.count('fill="#333"') == 3 and s.count("<circle") == 4 + 5,
    bad_file="2 2\n3 x\n- -\n",
    error="2:3: 'x': a cell is a number from 1, '?' or '-'",
    random=random_puzzle,
    candidates=shading_candidates,
    seeds=10,
    broken=(
        (["2 -"], ["x -"], "r1c1 holds a number and is shaded"),
        (["? -"], ["x -"], "r1c1 holds a number and is shaded"),
        (["- - -"], ["x x -"], "r1c1 and r1c2 are shaded side by side"),
        (["- - -"], ["- x -"], "the unshaded cells fall into 2 parts (r1c1 and r1c3)"),
        (["2 - -"], ["- - -"], "the 2 at r1c1 sees 3 unshaded cells"),
        (["-"], ["o"], "r1c1 is 'o': a cell is x (shaded) or - (unshaded)"),
    ),
    bad=(
        ("", "empty kuromasu puzzle"),
        ("2\n1 2\n2 1\n", "1:1: expected the first line 'R C'"),
        ("2 2\n2 -\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
        ("2 2\n2 - -\n- -\n", "2:5: this row has 3 cells, the first line says 2"),
        ("2 2\n2 x\n- -\n", "2:3: 'x': a cell is a number from 1, '?' or '-'"),
        ("2 2\n0 -\n- -\n", "2:1: '0': a cell is a number from 1"),
        ("2 2\n- -\n- ３\n", "3:3: '３': a cell is a number from 1"),
        ("2 3\n- - -\n- 9 -\n", "3:3: the 9 at r2c2 is more than the 4 cells it can see"),
    ),
    bad_urls=(
        ("https://puzz.link/p?kurodoko/5/5/i7g5l2l2", "ends after 20 of the grid's 25 cells"),
        ("https://puzz.link/p?kurodoko/2/1/0g", "the number 0 is not a kuromasu clue"),
        ("https://puzz.link/p?kurodoko/2/1/9g", "the 9 at r1c1 is more than the 2 cells it can see"),
        ("https://puzz.link/p?nurikabe/2/2/1234", "not a kuromasu URL"),
    ),
    made=(6, 6),
)
