"""kurotto: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.errors import InputError
from xcckit.puzzles.kurotto import Kurotto

from ..genres import shading_candidates
from . import Case, Export, lines as text

DEMO_ANSWER = ["- - - x - - - x", "- - - - x - - x", "- - - - x - - -", "- x - - - - - -", "x - - x - x - -",
               "x - - x x - x -", "x - - - x - - -", "x - - - - - - -"]
SMALL = ["3 4", "- - - 2", "- - - 3", "1 - - -"]  # (of the project's making: 3 answers)


def random_puzzle(rng: random.Random) -> Kurotto:
    """A 2-3 × 2-4 grid with one to four circles (o or a number 0-4)."""
    m, n = rng.randint(2, 3), rng.randint(2, 4)
    while True:
        cells = [["-"] * n for _ in range(m)]
        for _ in range(rng.randint(1, 4)):
            cells[rng.randrange(m)][rng.randrange(n)] = rng.choice(["o", "0", "1", "2", "3", "4"])
        try:
            return Kurotto(cells)
        except InputError:  # (a number larger than the cells left)
            continue


CASE = Case(
    kind="kurotto",
    demo="demo-8x8",
    demo_answer=DEMO_ANSWER,
    url="https://puzz.link/p?kurotto/8/8/g01i2i0i2g0h2g2j1i0k5h0h4h6i40h4j0g4h0",
    small=SMALL,
    count=3,
    svg=lambda s: s.count("<circle") == 3 and 'fill="#333"' in s,
    bad_file="2 2\n1 x\n- -\n",
    error="2:3: 'x': a cell is '-', o (a circle) or a number from 0 (a circle with it)",
    random=random_puzzle,
    candidates=shading_candidates,
    seeds=10,
    broken=(
        (["- 1"], ["y -"], "r1c1 is 'y': a cell is x (shaded) or - (unshaded)"),
        (["- o"], ["x x"], "r1c2 holds a circle and is shaded"),
        (["- 3 -", "- - -"], ["x - x", "- - -"], "the circle at r1c2 says 3: the blocks next to it hold 2 shaded cells"),
        (["- 1 -", "- - -"], ["x - -", "x - -"], "the circle at r1c2 says 1: the blocks next to it hold 2 shaded cells"),
    ),
    bad=(
        ("", "empty kurotto puzzle"),
        ("2 2\n1 -\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
        ("2 2\n1 - -\n- -\n", "2:5: this row has 3 cells, the first line says 2"),
        ("2 2\n1 a\n- -\n", "2:3: 'a': a cell is '-', o (a circle) or a number from 0 (a circle with it)"),
        ("2 2\n4 -\n- -\n", "1:1: the number 4 at r1c1 is more than the 3 cells that are not circles"),
    ),
    bad_urls=(
        ("https://puzz.link/p?shikaku/2/2/1g2g", "not a kurotto URL"),
        ("https://puzz.link/p?kurotto/2/2/1", "the URL is cut short"),
    ),
    exports=(
        Export("small", text(SMALL), 3, zdd=True),
    ),
    made=(5, 6),
)
