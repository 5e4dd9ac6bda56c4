"""yajilin: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.errors import InputError
from xcckit.puzzles.yajilin import Yajilin

from ..loopgrids import line_grids
from . import case

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


CASE = case(
    __name__,
    demo=DEMO,
    demo_answer=DEMO_ANSWER,
    small=EXAMPLE,
    answer=EXAMPLE_ANSWER,
    svg=lambda s: s.count("<rect") == 1 + 7,
    random=random_puzzle,
    candidates=loop_grids,
)
