"""yajilin: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.errors import InputError
from xcckit.puzzles.yajilin import Yajilin

from ..loopgrids import line_grids
from . import Case

DEMO = "demo-8x8"
DEMO_ANSWER = ["x - x se sw x - x", "- x - ns ne sw - -", "x - se nw - ns x -", "se sw ne sw x ns - x",
               "ns ne ew nw - ns x -", "ns se ew ew ew nw - x", "ne nw - x - - x -", "x - x - - x - x"]
EXAMPLE = ["7 7", "- 1w - - - - -", "- - - 0e - - -", "- - - - - 1e -", "- 1w - 2s - - -", "- - - - - - -",
           "- - - - - 1w -", "- - - - - - -"]  # (puzzlekit's input example)
EXAMPLE_ANSWER = ["x - se ew ew ew sw", "se ew nw - se ew nw", "ne ew sw x ns - x", "x - ns - ns se sw",
                  "se ew nw x ne nw ns", "ns x se ew sw - ns", "ne ew nw x ne ew nw"]


def loop_grids(puzzle: Yajilin):
    """Every grid of consistent lines, each other cell shaded or not (the brute force: the rules
    checker says which are answers)."""
    return line_grids(puzzle.m, puzzle.n, lambda i, j: ("x", "-"))


def random_puzzle(rng: random.Random) -> Yajilin:
    """A made puzzle of 2×2 to 3×4 cells (one answer or more) with a clue perhaps made grey or
    changed (fewer answers, more, or none)."""
    m, n = rng.choice([(2, 2), (2, 3), (3, 3), (2, 4), (3, 4)])
    cells = Yajilin.maker(m, n, rng).cells
    clues = [(i, j) for i in range(m) for j in range(n) if cells[i][j] != "-"]
    if clues and rng.random() < 0.7:
        i, j = rng.choice(clues)
        if rng.random() < 0.5:
            cells[i][j] = "x"
        else:
            d = rng.choice([d for d, (a, b) in {"n": (i - 1, j), "s": (i + 1, j), "w": (i, j - 1),
                                                 "e": (i, j + 1)}.items() if 0 <= a < m and 0 <= b < n])
            cells[i][j] = f"{rng.randint(0, 1)}{d}"
    try:
        return Yajilin(cells)
    except InputError:  # (a 1 where no cell can be shaded)
        cells[i][j] = "x"
        return Yajilin(cells)


CASE = Case(
    kind="yajilin",
    demo=DEMO,
    demo_answer=DEMO_ANSWER,
    small=EXAMPLE,
    count=1,
    answer=EXAMPLE_ANSWER,
    svg=lambda s: s.count("<rect") == 1 + 7,
    bad_file="2 2\n- 1q\n- -\n",
    error="2:3: '1q': a cell is '-', 'x' (grey) or a clue: a number (? not given) and "
                                      "a direction n, s, e or w ('2s')",
    random=random_puzzle,
    candidates=loop_grids,
    seeds=8,
    broken=(
        (["1e - -", "- - -"], ["x se sw", "- ne nw"], "r1c1 holds a clue and is shaded"),
        (["1e - -", "- - -"], ["se sw x", "ne nw -"], "r1c1 holds a clue and is on the loop"),
        (["- - -", "- - -"], ["se sw -", "ne nw x"], "r1c3 is neither shaded nor on the loop"),
        (["- - -", "- - -"], ["se sw o", "ne nw x"], "r1c3 is 'o': a cell is x (shaded), the sides the loop leaves it "
                                                     "by (ns, …) or -"),
        (["- - - -", "- - - -"], ["se sw x x", "ne nw x x"], "r1c3 and r1c4 are both shaded, side by side"),
        (["- - 0s", "- - -"], ["se sw -", "ne nw x"], "the clue 0s at r1c3 sees 1 shaded cell, not 0"),
        (["- -", "- -"], ["s sw", "ne nw"], "the line leaves r1c1 by 1 side ('s'), not 2"),
        (["- -", "- -"], ["se sw", "ne nwe"], "the line leaves r2c2 by 3 sides ('new'), not 2"),
        (["- -", "- -"], ["ne sw", "ne nw"], "the line leaves r1c1 by its n side, off the grid"),
        (["- -", "- -"], ["se sw", "nw nw"], "the line leaves r2c1 by its w side, off the grid"),
        (["- - 0w", "- - -"], ["se sw -", "ne ew nw"], "the line leaves r1c2 by its s side, and r2c2 does not take it "
                                                       "up"),
        (["x - - - -", "- - - - -"], ["- se sw se sw", "x ne nw ne nw"], "the line makes 2 loops (through r1c2 and "
                                                                         "r1c4)"),
        (["x x", "x x"], ["- -", "- -"], "there is no loop"),
    ),
    bad=(
        ("", "empty yajilin puzzle"),
        ("2 2\n- -\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
        ("2 2\n- - -\n- -\n", "2:5: this row has 3 cells, the first line says 2"),
        ("2 2\n- 1\n- -\n", "2:3: '1': a cell is '-', 'x' (grey) or a clue: a number (? not given) and a direction "
                             "n, s, e or w"),
        ("2 2\n- 1q\n- -\n", "2:3: '1q': a cell is '-'"),
        ("2 2\n- ２s\n- -\n", "2:3: '２s': a cell is '-'"),
        ("2 3\n2e - -\n- - -\n", "1:1: the clue 2e at r1c1 asks for 2 shaded cells, at most 1 fit"),
        ("1 5\n3e - - - -\n", "1:1: the clue 3e at r1c1 asks for 3 shaded cells, at most 2 fit"),
        ("1 6\n0e - 1e - - -\n", "1:1: the clue 0e at r1c1 asks for fewer shaded cells than the clue 1e at r1c3 "
                                 "beyond it, which it sees"),
        ("1 7\n3e - 1e - - - -\n", "1:1: the clue 3e at r1c1 asks for 2 shaded cells more than the clue 1e at r1c3 "
                                   "beyond it, where at most 1 fit between them"),
    ),
    bad_urls=(
        ("https://puzz.link/p?mashu/2/2/00", "not a yajilin URL"),
        ("https://puzz.link/p?yajilin/o/2/2/d", "the flag 'o' (shaded cells outside the loop) is a variant"),
        ("https://puzz.link/p?yajilin/2/2/a", "ends after 1 of the grid's 4 cells"),
        ("https://puzz.link/p?yajilin/2/2/03c", "the number 3 has no arrow"),
        ("https://puzz.link/p?yajilin/2/2/1gc", "'1' must be followed by 1 hex digit"),
        ("https://puzz.link/p?yajilin/2/2/!", "unexpected character '!'"),
    ),
    made=(6, 7),
)
