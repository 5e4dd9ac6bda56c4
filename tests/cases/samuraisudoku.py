"""samuraisudoku: what every genre is asked (tests/test_genres.py), on 8x8 grids of five 4x4
sudokus (the 21x21 demo aside)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.samuraisudoku import SamuraiSudoku

from . import case, Export, lines
from .jigsawsudoku import LATIN

SMALL = ["8 8", "- 4 - - 2 1 - -", "2 - - - - - - -", "- - - - - - 4 -", "- - - - - - 1 -", "- - - - - - - -",
         "- - - - - - - 4", "- 4 2 - - - - -", "- 1 - 3 4 - - 1"]  # (made by xcckit.making.make(.., 8, seed=11))
SMALL_ANSWER = ["3 4 1 2 2 1 3 4", "2 1 3 4 3 4 2 1", "1 2 4 3 1 2 4 3", "4 3 2 1 4 3 1 2", "4 3 1 2 3 4 1 2",
                "1 2 3 4 2 1 3 4", "3 4 2 1 1 2 4 3", "2 1 4 3 4 3 2 1"]
CORNERS = ((0, 0), (0, 4), (2, 2), (4, 0), (4, 4))
"""Where the five 4x4 sudokus of an 8x8 grid start (top left, top right, middle, bottom left,
bottom right: the corner ones touch, the middle one overlaps each in a 2x2 box)."""
SUDOKUS = [g for g in LATIN if all(len({g[a + x][b + y] for x in (0, 1) for y in (0, 1)}) == 4
                                   for a in (0, 2) for b in (0, 2))]
"""The 288 sudokus of 4x4 (the latin squares whose 2x2 boxes hold four digits)."""


def random_puzzle(rng: random.Random) -> SamuraiSudoku:
    """A random 8x8 answer (the maker's, without a backend), about a third of its digits
    kept."""
    made = SamuraiSudoku.maker(8, 8, rng)
    cells = [[t if t != "-" and rng.random() < 0.35 else "-" for t in row] for row in made.cells]
    return SamuraiSudoku(cells)


def candidates(puzzle: SamuraiSudoku):
    """Every 8x8 grid of five 4x4 sudokus that agree where they overlap (and keep the givens:
    the rest is the rules checker's): the brute force."""
    cells = puzzle.cells

    def fits(g, r, c) -> bool:
        return all(cells[r + i][c + j] in ("-", g[i][j]) for i in range(4) for j in range(4))

    each = [[g for g in SUDOKUS if fits(g, r, c)] for r, c in CORNERS]
    for middle in each[2]:
        grid = [["-"] * 8 for _ in range(8)]
        for i in range(4):
            grid[2 + i][2:6] = middle[i]
        choices = []
        for k in (0, 1, 3, 4):
            r, c = CORNERS[k]
            a, e = (2 if r == 0 else 0), (2 if c == 0 else 0)  # the shared box in the corner's numbering
            choices.append([g for g in each[k] if all(g[a + x][e + y] == grid[r + a + x][c + e + y]
                                                      for x in (0, 1) for y in (0, 1))])
        for four in itertools.product(*choices):
            out = [row[:] for row in grid]
            for g, k in zip(four, (0, 1, 3, 4)):
                r, c = CORNERS[k]
                for i in range(4):
                    out[r + i][c:c + 4] = g[i]
            yield out


BLANK = ["- " * 7 + "-"] * 8


def changed(changes: dict[tuple[int, int], str], rows: list[str] = SMALL_ANSWER) -> list[str]:
    """``rows`` with the cells of ``changes`` written anew."""
    grid = [row.split() for row in rows]
    for (i, j), t in changes.items():
        grid[i][j] = t
    return [" ".join(row) for row in grid]


CYCLIC = {(i, j): str((i + j) % 4 + 1) for i in range(4) for j in range(4)}
"""The top-left sudoku as the cyclic latin square, no sudoku: its box at r1c1 holds 2 twice."""
SWAPPED = {(i, 4 + j): {"1": "2", "2": "1"}.get(t, t) for i, row in enumerate(SMALL_ANSWER[:4])
           for j, t in enumerate(row.split()[4:])}
"""The top-right sudoku with its 1s and 2s swapped: still a sudoku, no longer the middle one's."""


CASE = case(
    __name__,
    small=SMALL,
    answer=SMALL_ANSWER,
    svg=lambda s: s.count("</text>") == 64,
    random=random_puzzle,
    candidates=candidates,
    broken=(
        (BLANK, changed({(0, 0): "x"}), "r1c1 is 'x': a cell of a sudoku holds a digit 1 to 4"),
        (BLANK, changed({(0, 0): "5"}), "r1c1 is '5': a cell of a sudoku holds a digit 1 to 4"),
        (changed({(0, 0): "1"}, BLANK), SMALL_ANSWER, "r1c1 is given 1, the answer has 3"),
        (BLANK, changed({(0, 0): "4"}), "the top-left sudoku's row at r1c1 holds 4 twice"),
        (BLANK, changed({(0, 0): "4", (0, 1): "3"}), "the top-left sudoku's column at r1c1 holds 4 twice"),
        (BLANK, changed(CYCLIC), "the top-left sudoku's box at r1c1 holds 2 twice"),
        (BLANK, changed(SWAPPED), "the middle sudoku's column at r3c5 holds 2 twice"),
    ),
    exports=(Export("small", lines(SMALL), 1),
             Export("middle", lines(["8 8", *BLANK[:2], "- - 4 3 1 2 - -", "- - 2 1 4 3 - -", "- - 1 2 3 4 - -",
                                     "- - 3 4 2 1 - -", *BLANK[6:]]), 12 ** 4, zdd=True)),
)
