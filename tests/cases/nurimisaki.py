"""nurimisaki: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.errors import InputError
from xcckit.puzzles.nurimisaki import Nurimisaki

from ..genres import shading_candidates
from . import Case

DEMO_ANSWER = ["- x x x x x x x", "- - - x - - - x", "- x x - x - x x", "- - - - - - - x",
               "- x x - x x - x", "- - - x - x x x", "- x - x - - - x", "- - - - - x x x"]
SMALL = ["3 4", "- - - 3", "- - - -", "- 2 - ?"]  # (of the project's making: 1 answer)
SMALL_ANSWER = ["x x x -", "x - - -", "x - x -"]


def random_puzzle(rng: random.Random) -> Nurimisaki:
    """A 1-3 × 2-4 grid with up to three circles (?, 2 or 3)."""
    m, n = rng.randint(1, 3), rng.randint(2, 4)
    while True:
        cells = [["-"] * n for _ in range(m)]
        for _ in range(rng.randint(0, 3)):
            cells[rng.randrange(m)][rng.randrange(n)] = rng.choice(["?", "2", "3"])
        try:
            return Nurimisaki(cells)
        except InputError:  # (a number longer than any passage from its cell)
            continue


DEMO_BROKEN = (
    ({(0, 0): "x"}, "r1c1 holds a circle and is shaded"),  # (the 8)
    ({(2, 1): "-"}, "the 2x2 block at r2c1 is all unshaded"),
    ({(1, 3): "-"}, "the circle at r2c3 has 2 unshaded neighbours, not 1"),
    ({(0, 5): "-"}, "r1c6 is a dead end (one unshaded neighbour) without a circle"),
    # the 8's passage down the first column cut at r3c1, the cells below it reached through r3c2
    ({(2, 0): "x", (2, 1): "-"}, "the passage from the 8 at r1c1 holds 2 cells"),
)
"""Cells of the bundled answer changed so as to break one rule each (the rules whose tiny puzzles
have no answer), with the rule the checker names."""


CASE = Case(
    examples=(("https://puzz.link/p?nurimisaki/5/5/g.i.m2l.j", ["x - - - -", "- x x x -", "- - x - -", "x - x x -", "- - - - -"]),),  # (pzprjs's test puzzle)
    demo_broken=DEMO_BROKEN,
    kind="nurimisaki",
    demo="demo-8x8",
    demo_answer=DEMO_ANSWER,
    url="https://puzz.link/p?nurimisaki/8/8/8o.g.g.j.u.h.k.o3o",
    small=SMALL,
    count=1,
    answer=SMALL_ANSWER,
    url_start="https://puzz.link/p?nurimisaki/4/3/i3k2g.",
    whole_url=True,
    svg=lambda s: s.count('fill="#333"') == 6 and s.count("<circle") == 3 + 3,
    bad_file="2 2\n? x\n- -\n",
    error="2:3: 'x': a cell is a number from 2 (a circle and its passage's length), "
                                     "'?' or '-'",
    random=random_puzzle,
    candidates=shading_candidates,
    seeds=14,
    broken=(
        (["? -"], ["x -"], "r1c1 holds a circle and is shaded"),
        (["- - -", "- - -"], ["x x -", "x x -"], "the 2x2 block at r1c1 is all shaded"),
        (["- - ?", "- - -"], ["- - -", "- - x"], "the 2x2 block at r1c1 is all unshaded"),
        (["? - ?"], ["- x -"], "the unshaded cells fall into 2 parts (r1c1 and r1c3)"),
        (["? ? ?"], ["- - -"], "the circle at r1c2 has 2 unshaded neighbours, not 1"),
        (["? - -"], ["- - -"], "r1c3 is a dead end (one unshaded neighbour) without a circle"),
        (["3 - - ?"], ["- - - -"], "the passage from the 3 at r1c1 holds 4 cells"),
        (["-"], ["o"], "r1c1 is 'o': a cell is x (shaded) or - (unshaded)"),
    ),
    bad=(
        ("", "empty nurimisaki puzzle"),
        ("2 2\n? -\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
        ("2 2\n? - -\n- -\n", "2:5: this row has 3 cells, the first line says 2"),
        ("2 2\n? x\n- -\n", "2:3: 'x': a cell is a number from 2 (a circle and its passage's length), '?' or '-'"),
        ("2 2\n1 -\n- -\n", "2:1: '1': a cell is a number from 2"),
        ("2 2\n0 -\n- -\n", "2:1: '0': a cell is a number from 2"),
        ("2 3\n- - -\n- 4 -\n", "1:1: the 4 at r2c2 is longer than any passage from it (at most 2 cells)"),
    ),
    bad_urls=(
        ("https://puzz.link/p?nurimisaki/5/5/g.i.m2", "ends after 14 of the grid's 25 cells"),
        ("https://puzz.link/p?nurimisaki/2/1/1g", "the number 1 is not a nurimisaki clue"),
        ("https://puzz.link/p?nurikabe/2/2/1234", "not a nurimisaki URL"),
    ),
    made=(6, 6),
)
