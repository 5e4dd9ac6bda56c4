"""hitori: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.hitori import Hitori

from ..genres import shading_candidates
from . import Case

DEMO_ANSWER = ["x - x - - x - x", "- - - x - - - -", "- x - - x - - x", "x - - - - x - -",
               "- x - x - - x -", "- - x - - x - -", "- - - - - - - x", "x - x - x - - -"]
SMALL = ["3 4", "1 1 3 1", "2 1 4 3", "4 1 1 4"]  # (of the project's making: 1 answer)
SMALL_ANSWER = ["- x - x", "- - - -", "- x - x"]


def random_puzzle(rng: random.Random) -> Hitori:
    """A 1-3 × 2-4 grid of numbers 1-3 (up to a random top) and cells without one."""
    m, n = rng.randint(1, 3), rng.randint(2, 4)
    top = rng.randint(1, 3)
    return Hitori([[rng.choice([str(rng.randint(1, top))] * 6 + ["-"]) for _ in range(n)] for _ in range(m)])


CASE = Case(
    examples=(("https://puzz.link/p?hitori/4/4/1114142333214213", ["x - x -", "- - - -", "x - x -", "- - - x"]),),  # (pzprjs's test puzzle)
    kind="hitori",
    demo="demo-8x8",
    demo_answer=DEMO_ANSWER,
    url="https://puzz.link/p?hitori/8/8/3423742447643218314186831827425174845174524616431654873851485475",
    small=SMALL,
    count=1,
    answer=SMALL_ANSWER,
    svg=lambda s: s.count('fill="#333"') == 4,
    bad_file="2 2\n1 x\n- -\n",
    error="2:3: 'x': a cell is a number or '-' (a cell without a number)",
    random=random_puzzle,
    candidates=shading_candidates,
    seeds=14,
    broken=(
        (["1 2", "3 4"], ["x -", "x -"], "r1c1 and r2c1 are shaded side by side"),
        (["1 2 1", "2 1 2"], ["- - -", "x - x"], "row 1 holds the number 1 in two unshaded cells, r1c1 and r1c3"),
        (["1 2", "3 4", "1 5"], ["- -", "- x", "- -"],
         "column 1 holds the number 1 in two unshaded cells, r1c1 and r3c1"),
        (["1 2 3", "4 5 6"], ["- x -", "x - -"], "the unshaded cells fall into 2 parts (r1c1 and r1c3)"),
        (["1 2"], ["- o"], "r1c2 is 'o': a cell is x (shaded) or - (unshaded)"),
    ),
    bad=(
        ("", "empty hitori puzzle"),
        ("2\n1 2\n2 1\n", "1:1: expected the first line 'R C'"),
        ("2 2\n1 2\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
        ("2 2\n1 2 3\n2 1\n", "2:5: this row has 3 cells, the first line says 2"),
        ("2 2\n1 a\n2 1\n", "2:3: 'a': a cell is a number or '-' (a cell without a number)"),
        ("2 2\n1 ?\n2 1\n", "2:3: '?': a cell is a number or '-'"),
        ("2 2\n1 ３\n2 1\n", "2:3: '３': a cell is a number or '-'"),
    ),
    bad_urls=(
        ("https://puzz.link/p?hitori/2/2/123", "ends after 3 of the grid's 4 cells"),
        ("https://puzz.link/p?hitori/2/2/12%4",
         "a number not given ('%') is, in pzprjs, one number shared by every such cell"),
        ("https://puzz.link/p?hitori/2/2/12-1", "'-' must be followed by 2 base-36 digits"),
        ("https://puzz.link/p?hitori/2/2/12#4", "unexpected character '#'"),
        ("https://puzz.link/p?nurikabe/2/2/1234", "not a hitori URL"),
    ),
    made=(7, 9),
)
