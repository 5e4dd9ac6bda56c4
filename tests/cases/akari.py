"""akari: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.errors import InputError
from xcckit.puzzles.akari import Akari

from ..genres import brute
from . import Case, Export

DEMO_ANSWER = ["x - o - x - - o x -", "- x - o - - x - - o", "o - - - x - - - - x", "- x - - - o - x o -",
               "- o - - x - - o - -", "- - - - - x o x x o", "- x - - - o - - - -", "- - - - o - - - x -",
               "- o - x - - - o x -", "- - - - - - - - o -"]
PUZZLEKIT = ["8 8", "- - - - - - - -", "- - 0 - - 2 - -", "- 1 - - - - 2 -", "- - - 0 1 - - -", "- - - x x - - -",
             "- 1 - - - - 1 -", "- - 1 - - 1 - -", "- - - - - - - -"]
PUZZLEKIT_ANSWER = ["- - - o - - - -", "o - x - o x o -", "- x - - - - x o", "- o - x x o - -", "- - o x x - o -",
                    "- x - o - - x -", "- o x - o x - -", "- - - - - - o -"]  # (its output_example)


def random_puzzle(rng: random.Random) -> Akari:
    """A 2-4 × 2-4 grid of white cells, black ones and numbers 0-3 (one in 12 of each)."""
    m, n = rng.randint(2, 4), rng.randint(2, 4)
    while True:
        cells = [[rng.choice(["-"] * 7 + ["x", "0", "1", "2", "3"]) for _ in range(n)] for _ in range(m)]
        try:
            return Akari(cells)
        except InputError:  # (a number with fewer white cells beside it)
            continue


def lightings(p: Akari):
    """Every grid of lights on the white cells (the black ones x)."""
    white = [(i, j) for i in range(p.m) for j in range(p.n) if (i, j) not in p.clue]
    for bits in itertools.product("o-", repeat=len(white)):
        grid = [["x"] * p.n for _ in range(p.m)]
        for (i, j), b in zip(white, bits):
            grid[i][j] = b
        yield grid


CASE = Case(
    kind="akari",
    demo="demo-10x10",
    demo_answer=DEMO_ANSWER,
    small=PUZZLEKIT,
    count=1,
    answer=PUZZLEKIT_ANSWER,
    url_start="https://puzz.link/p?akari/8/8/",
    svg=lambda s: s.count("<circle") == sum(row.count("o") for row in PUZZLEKIT_ANSWER),
    bad_file="2 2\n- y\n- -\n",
    error="2:3: 'y': a cell is - (white), x (black) or a number 0-4 (black, with its "
                                     "lights beside it)",
    random=random_puzzle,
    candidates=lightings,
    seeds=12,
    broken=(
        (["- - -"], ["o - o"], "the lights at r1c1 and r1c3 shine on each other"),
        (["- x -", "- - -"], ["o x -", "o - -"], "the lights at r1c1 and r2c1 shine on each other"),
        (["- 2 -"], ["o x -"], "the 2 at r1c2 has 1 light beside it"),
        (["- 0 -", "- - -"], ["o x -", "- - -"], "the 0 at r1c2 has 1 light beside it"),
        (["- x -"], ["o x -"], "r1c3 is not lit"),
        (["- x -"], ["o - o"], "r1c2 is '-': a black cell is written x"),
        (["- x -"], ["o x *"], "r1c3 is '*': a white cell is o (a light) or - (none)"),
    ),
    bad=(
        ("", "empty akari puzzle"),
        ("2 2\n- -\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
        ("2 2\n- - -\n- -\n", "2:5: this row has 3 cells, the first line says 2"),
        ("2 2\n- o\n- -\n", "2:3: 'o': a cell is - (white), x (black) or a number 0-4"),
        ("2 2\n- 5\n- -\n", "2:3: '5': a cell is - (white), x (black) or a number 0-4"),
        ("2 2\n3 -\n- -\n", "1:1: the 3 at r1c1 has 2 white cells beside it"),
    ),
    bad_urls=(
        ("https://puzz.link/p?nurikabe/2/2/g1h", "not a akari URL"),
        ("https://puzz.link/p?akari/3/3/g1", "ends after 2 of the grid's 9 cells"),
        ("https://puzz.link/p?akari/2/2/0!", "unexpected character '!'"),
    ),
    exports=(
        Export("demo", "demo-10x10", 1),
        Export("blank", "3 3\n- - -\n- x -\n- - -\n", lambda p: len(brute(p, lightings))),
    ),
    made=(5, 5),
)
