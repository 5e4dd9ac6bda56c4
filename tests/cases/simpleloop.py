"""simpleloop: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.simpleloop import SimpleLoop

from ..loopgrids import line_grids
from . import Case

DEMO_ANSWER = ["- - - se sw - se sw", "- se ew nw ns se nw ns", "- ns - - ns ns - ns", "- ne sw - ne nw - ns",
               "se ew nw - - - - ns", "ne ew sw - - - - ns", "- - ns - se sw se nw", "- - ne ew nw ne nw -"]
SMALL = ["4 4", "- - - -", "- x x -", "- - - -", "- - - -"]  # (of the project's making: 1 answer)
SMALL_ANSWER = ["se ew ew sw", "ns - - ns", "ns se sw ns", "ne nw ne nw"]


def random_puzzle(rng: random.Random) -> SimpleLoop:
    """A 2-4 × 2-4 grid, its cells blocked at random (often no answer), or in pairs of a dark and a
    light square of the chessboard (a loop has as many of each: more often answers)."""
    m, n = rng.randint(2, 4), rng.randint(2, 4)
    cells = [["-"] * n for _ in range(m)]
    if rng.random() < 0.3:
        for _ in range(rng.randint(0, 3)):
            cells[rng.randrange(m)][rng.randrange(n)] = "x"
        return SimpleLoop(cells)
    squares = [[(i, j) for i in range(m) for j in range(n) if (i + j) % 2 == k] for k in (0, 1)]
    for _ in range(rng.randint(0, 2)):
        for k in (0, 1):
            i, j = rng.choice(squares[k])
            cells[i][j] = "x"
    return SimpleLoop(cells)


def loops(puzzle: SimpleLoop):
    """Every grid of consistent lines, the cells off the line '-'."""
    return line_grids(puzzle.m, puzzle.n, lambda i, j: ("-",))


DEMO_BROKEN = (
    # the line from r3c2 up to r2c2 and on to r2c3 detours through the blocked r1c2 and r1c3
    ({(0, 1): "se", (0, 2): "sw", (1, 1): "ns", (1, 2): "ne"}, "r1c2 is blocked and the loop goes through it"),
    # r1c4 turns west instead of east, into the blocked r1c3
    ({(0, 3): "sw"}, "the line leaves r1c4 by its w side, and r1c3 does not take it up"),
)
"""Cells of the bundled answer changed so as to break one rule each (the rules whose tiny puzzles
have no answer), with the rule the checker names."""


CASE = Case(
    demo_broken=DEMO_BROKEN,
    kind="simpleloop",
    demo="demo-8x8",
    demo_answer=DEMO_ANSWER,
    url="https://puzz.link/p?simpleloop/8/8/si0b54gu3r8c2",
    small=SMALL,
    count=1,
    answer=SMALL_ANSWER,
    aliases=("simple_loop",),
    svg=lambda s: s.count("<line") > 20,
    bad_file="2 2\n- o\n- -\n",
    error="2:3: 'o': a cell is '-' (open) or 'x' (blocked)",
    random=random_puzzle,
    candidates=loops,
    seeds=12,
    broken=(
        (["- -", "- -"], ["- -", "- -"], "r1c1 is open and the loop does not go through it"),
        (["x -", "- -"], ["se sw", "ne nw"], "r1c1 is blocked and the loop goes through it"),
        (["- -", "- -"], ["se sw", "ne o"], "r2c2 is 'o': a cell is the sides the loop leaves it by (ns, se, …) or -"),
        (["- -", "- -"], ["se sw", "ne nwe"], "the line leaves r2c2 by 3 sides ('new'), not 2"),
        (["- -", "- -"], ["ne sw", "ne nw"], "the line leaves r1c1 by its n side, off the grid"),
        (["- - x", "- - -"], ["se sw -", "ne nw ns"], "the line leaves r2c3 by its n side, and r1c3 does not take it up"),
        (["- - - -", "- - - -"], ["se sw se sw", "ne nw ne nw"], "the line makes 2 loops (through r1c1 and r1c3)"),
        (["x x", "x x"], ["- -", "- -"], "there is no loop"),
    ),
    bad=(
        ("", "empty simpleloop puzzle"),
        ("2\n- -\n- -\n", "1:1: expected the first line 'R C'"),
        ("2 2\n- -\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
        ("2 2\n- - -\n- -\n", "2:5: this row has 3 cells, the first line says 2"),
        ("2 2\n- o\n- -\n", "2:3: 'o': a cell is '-' (open) or 'x' (blocked)"),
        ("2 2\n- -\n- ｘ\n", "3:3: 'ｘ': a cell is '-' (open) or 'x' (blocked)"),
    ),
    bad_urls=(
        ("https://puzz.link/p?mashu/2/2/00", "not a simpleloop URL"),
        ("https://puzz.link/p?simpleloop/8/8/2010", "ends before the shading of every cell"),
        ("https://puzz.link/p?simpleloop/2/2/!", "unexpected character '!'"),
    ),
    made=(6, 7),
)
