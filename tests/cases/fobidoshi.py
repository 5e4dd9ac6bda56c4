"""fobidoshi: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.fobidoshi import Fobidoshi

from ..genres import shadings
from . import Case, Export, lines

DEMO_ANSWER = ["o - - o o o - -", "o o o - o o o -", "- o o o - - o o", "- o o o - o o o",
               "o - - o o o - o", "o o o - o o o -", "o - o o o - o o", "- o o o - o o o"]
SMALL = ["4 5", "- o - o -", "- - o o o", "- - o o -", "- - - - o"]  # (made by the maker: 1 answer)
SMALL_ANSWER = ["- o o o -", "- - o o o", "- - o o o", "- - - - o"]


def circlings(puzzle: Fobidoshi):
    """Every grid of o and - (the brute force: the rules checker says which are answers)."""
    for grid in shadings(puzzle.m, puzzle.n):
        yield [["o" if t == "x" else t for t in row] for row in grid]


def random_puzzle(rng: random.Random) -> Fobidoshi:
    """A grid of at most 12 cells with a line of four or more, up to three circles and two
    crosses given."""
    m, n = rng.choice([(1, 5), (1, 6), (2, 4), (2, 5), (2, 6), (3, 4), (4, 3), (4, 2)])
    cells = [["-"] * n for _ in range(m)]
    for token, most in (("o", 3), ("x", 2)):
        for _ in range(rng.randint(0, most)):
            cells[rng.randrange(m)][rng.randrange(n)] = token
    return Fobidoshi(cells)


CASE = Case(
    kind="fobidoshi",
    demo="demo-8x8",
    demo_answer=DEMO_ANSWER,
    small=SMALL,
    count=1,
    answer=SMALL_ANSWER,
    svg=lambda s: s.count('fill="black" stroke') == 8 and s.count('fill="white" stroke') == 2,
    bad_file="2 2\no O\n- -\n",
    error="2:3: 'O': a cell is o (a circle), x (no circle) or '-'",
    random=random_puzzle,
    candidates=circlings,
    seeds=10,
    broken=(
        (["- -"], ["o x"], "r1c2 is 'x': a cell is o (a circle) or - (none)"),
        (["o -"], ["- o"], "r1c1 holds a given circle and the answer has none there"),
        (["x -"], ["o o"], "r1c1 is given a cross (no circle) and the answer has a circle there"),
        (["- - - - -"], ["- o o o o"], "row 1 has four circles side by side, r1c2 to r1c5"),
        (["-", "-", "-", "-"], ["o", "o", "o", "o"], "column 1 has four circles side by side, r1c1 to r4c1"),
        (["- - -", "- - -"], ["o - o", "- - o"], "the circled cells fall into 2 parts (r1c1 and r1c3)"),
    ),
    demo_broken=(
        ({(0, 0): "-"}, "r1c1 holds a given circle and the answer has none there"),
        ({(0, 2): "o"}, "r1c3 is given a cross (no circle) and the answer has a circle there"),
        ({(1, 3): "o"}, "row 2 has four circles side by side, r2c1 to r2c4"),
        ({(1, 1): "-"}, "the circled cells fall into 2 parts (r1c1 and r1c4)"),
    ),
    bad=(
        ("", "empty fobidoshi puzzle"),
        ("2\no -\n- -\n", "1:1: expected the first line 'R C'"),
        ("2 2\no -\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
        ("2 2\no - x\n- -\n", "2:5: this row has 3 cells, the first line says 2"),
        ("2 2\no O\n- -\n", "2:3: 'O': a cell is o (a circle), x (no circle) or '-'"),
        ("2 2\n- -\n1 -\n", "3:1: '1': a cell is o (a circle), x (no circle) or '-'"),
        ("2 2\n- -\n- #\n", "3:3: '#': a cell is o (a circle), x (no circle) or '-'"),
    ),
    bad_urls=(
        ("https://puzz.link/p?fobidoshi/2/2/00", "pzprjs has no fobidoshi URLs"),
        ("https://puzz.link/p?yinyang/2/2/00", "pzprjs has no fobidoshi URLs"),
    ),
    exports=(
        Export("small", lines(SMALL), 1, side=True),
        Export("blank", "1 4\n- - - -\n", 10, side=True, zdd=True),
    ),
    made=(6, 6),
)
