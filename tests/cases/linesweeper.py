"""linesweeper: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.errors import InputError
from xcckit.puzzles.linesweeper import Linesweeper

from ..loopgrids import line_grids
from . import Case

DEMO_ANSWER = ["- se sw se sw - - -", "se nw ne nw ne ew sw -", "ns - - - - - ne sw", "ne ew sw - - se ew nw",
               "se ew nw - - ne ew sw", "ne sw - - - - - ns", "- ne ew sw se sw se nw", "- - - ne nw ne nw -"]
SMALL = ["4 4", "- - - -", "- 3 - -", "- - - -", "- - - -"]  # (of the project's making: 5 answers)


def random_puzzle(rng: random.Random) -> Linesweeper:
    """A made puzzle of 2×2 to 3×4 cells with about half its numbers taken away (one answer or
    more), one time in three a number changed (fewer answers, more, or none)."""
    m, n = rng.choice([(2, 2), (2, 3), (3, 2), (3, 3), (2, 4), (3, 4), (4, 3)])
    cells = Linesweeper.maker(m, n, rng).cells
    numbers = [(i, j) for i in range(m) for j in range(n) if cells[i][j] != "-"]
    for i, j in numbers:
        if rng.random() < 0.5:
            cells[i][j] = "-"
    if numbers and rng.random() < 1 / 3:
        i, j = rng.choice(numbers)
        cells[i][j] = str(rng.randint(0, 3))
    try:
        return Linesweeper(cells)
    except InputError:  # (a number larger than the cells around it without one)
        cells[i][j] = "-"
        return Linesweeper(cells)


def loops(puzzle: Linesweeper):
    """Every grid of consistent lines, the cells off the line '-'."""
    return line_grids(puzzle.m, puzzle.n, lambda i, j: ("-",))


DEMO_BROKEN = (
    # the loop's corner at r2c2 moved to r1c1, onto the 3
    ({(0, 0): "se", (0, 1): "ew", (1, 0): "ns", (1, 1): "-"}, "r1c1 holds the number 3 and the loop goes through it"),
    # the loop's top row at r1c2-r1c3 moved down a row, away from the 3
    ({(0, 1): "-", (0, 2): "-", (1, 1): "ew", (1, 2): "ew"}, "r1c1 says 3 but the loop visits 2 cells around it"),
)
"""Cells of the bundled answer changed so as to break one rule each, with the rule the checker
names."""


CASE = Case(
    kind="linesweeper",
    demo="demo-8x8",
    demo_answer=DEMO_ANSWER,
    small=SMALL,
    count=5,
    svg=lambda s: s.count("<text") == 1 and s.count("<line") > 10,
    bad_file="2 2\n- 9\n- -\n",
    error="2:3: '9': a cell is '-' or a number 0-8 (the loop's cells among the eight around it)",
    random=random_puzzle,
    candidates=loops,
    seeds=10,
    broken=(
        (["- -", "- -"], ["se sw", "ne o"], "r2c2 is 'o': a cell is the sides the loop leaves it by (ns, se, …) "
                                            "or -"),
        (["2 - -", "- - -"], ["se sw -", "ne nw -"], "r1c1 holds the number 2 and the loop goes through it"),
        (["- -", "- -"], ["se sw", "ne nwe"], "the line leaves r2c2 by 3 sides ('new'), not 2"),
        (["- -", "- -"], ["ne sw", "ne nw"], "the line leaves r1c1 by its n side, off the grid"),
        (["- - -", "- - -"], ["se sw -", "ne nw ns"], "the line leaves r2c3 by its n side, and r1c3 does not take it "
                                                      "up"),
        (["- - - -", "- - - -"], ["se sw se sw", "ne nw ne nw"], "the line makes 2 loops (through r1c1 and r1c3)"),
        (["- -", "- -"], ["- -", "- -"], "there is no loop"),
        (["- - 1", "- - -"], ["se sw -", "ne nw -"], "r1c3 says 1 but the loop visits 2 cells around it"),
        (["- - -", "- - 3"], ["se sw -", "ne nw -"], "r2c3 says 3 but the loop visits 2 cells around it"),
        (["- - -", "- - -", "- - 0"], ["se sw -", "ne nw -", "- - -"], "r3c3 says 0 but the loop visits 1 cell around "
                                                                       "it"),
    ),
    demo_broken=DEMO_BROKEN,
    bad=(
        ("", "empty linesweeper puzzle"),
        ("2\n- -\n- -\n", "1:1: expected the first line 'R C'"),
        ("2 2\n- -\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
        ("2 2\n- - -\n- -\n", "2:5: this row has 3 cells, the first line says 2"),
        ("2 2\n- 9\n- -\n", "2:3: '9': a cell is '-' or a number 0-8"),
        ("2 2\n- x\n- -\n", "2:3: 'x': a cell is '-' or a number 0-8"),
        ("2 2\n- -1\n- -\n", "2:3: '-1': a cell is '-' or a number 0-8"),
        ("2 2\n- -\n- ３\n", "3:3: '３': a cell is '-' or a number 0-8"),
        ("2 2\n4 -\n- -\n", "2:1: the 4 at r1c1 has 3 cells around it without a number"),
        ("2 3\n- 5 -\n- 1 -\n", "2:3: the 5 at r1c2 has 4 cells around it without a number"),
    ),
    bad_urls=(
        ("https://puzz.link/p?linesweeper/2/2/abc", "pzprjs has no linesweeper URLs"),
        ("https://puzz.link/p?mines/2/2/g2m", "pzprjs has no linesweeper URLs"),
    ),
    made=(6, 6),
)
