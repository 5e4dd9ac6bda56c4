"""nurikabe: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.nurikabe import Nurikabe

from ..genres import shading_candidates
from . import Case

DEMO_ANSWER = ["- - x - - x x", "- - x - - x -", "x x x x x x -", "- x - - - x -", "- x - x x x -",
               "x x x - - x x", "- - x - - x -"]
SMALL = ["3 4", "1 - - 3", "- - - -", "- 2 - -"]  # (of the project's making: 1 answer)
SMALL_ANSWER = ["- x - -", "x x x -", "- - x x"]


def random_puzzle(rng: random.Random) -> Nurikabe:
    """A 2-3 × 2-4 grid with one to three numbers of 1-4."""
    m, n = rng.randint(2, 3), rng.randint(2, 4)
    cells = [["-"] * n for _ in range(m)]
    for _ in range(rng.randint(1, 3)):
        cells[rng.randrange(m)][rng.randrange(n)] = str(rng.randint(1, 4))
    return Nurikabe(cells)


DEMO_BROKEN = (
    # the island of the 4 at r2c7 moved up a cell (r1c7 in, r5c7 out): a block of sea at r5c6
    ({(0, 6): "-", (4, 6): "x"}, "the 2x2 block at r5c6 is all shaded"),
    # the island of the 4 at r1c5 takes r1c6 for r1c4: r1c7 cut off from the rest of the sea
    ({(0, 3): "x", (0, 5): "-"}, "the shaded cells fall into 2 parts (r1c3 and r1c7)"),
    # r1c3 unshaded: the islands of the 4s at r1c2 and r1c5 joined
    ({(0, 2): "-"}, "the island at r1c1 holds 2 numbers"),
)
"""Cells of the bundled answer changed so as to break one rule each (the rules whose tiny puzzles
have no answer), with the rule the checker names."""


CASE = Case(
    demo_broken=DEMO_BROKEN,
    kind="nurikabe",
    demo="demo-7x7",
    demo_answer=DEMO_ANSWER,
    url="https://puzz.link/p?nurikabe/7/7/g4h4n4m2g4x2h4h1",
    small=SMALL,
    count=1,
    answer=SMALL_ANSWER,
    svg=lambda s: s.count("<rect") > 5,
    bad_file="2 2\n1 x\n- -\n",
    error="2:3: 'x': a cell is a number from 1 (its island's size), ? (a number not given) or '-'",
    random=random_puzzle,
    candidates=shading_candidates,
    seeds=12,
    broken=(
        (["1 -", "- -"], ["x x", "x x"], "r1c1 holds the number 1 and is shaded"),
        (["1 - -", "- - -", "- - -"], ["- x x", "x x x", "x x x"], "the 2x2 block at r1c2 is all shaded"),
        (["- 1 -"], ["x - x"], "the shaded cells fall into 2 parts (r1c1 and r1c3)"),
        (["1 - -"], ["- x -"], "the island at r1c3 holds no number"),
        (["1 1"], ["- -"], "the island at r1c1 holds 2 numbers"),
        (["2 - -"], ["- - -"], "the island of the 2 at r1c1 has 3 cells"),
        (["1 -"], ["- o"], "r1c2 is 'o': a cell is x (shaded) or - (unshaded)"),
    ),
    bad=(
        ("", "empty nurikabe puzzle"),
        ("2\n1 -\n- -\n", "1:1: expected the first line 'R C'"),
        ("2 2\n1 -\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
        ("2 2\n1 - -\n- -\n", "2:5: this row has 3 cells, the first line says 2"),
        ("2 2\n1 a\n- -\n", "2:3: 'a': a cell is a number from 1 (its island's size), ? (a number not given) or '-'"),
        ("2 2\n1 ３\n- -\n", "2:3: '３': a cell is a number from 1"),
        ("2 2\n0 -\n- -\n", "2:1: '0': a cell is a number from 1"),
        ("2 2\n4 4\n- -\n", "1:1: the numbers add up to 8, more than the 4 cells"),
    ),
    bad_urls=(("https://puzz.link/p?mashu/2/2/00", "not a nurikabe URL"),),
    made=(5, 5),
)
