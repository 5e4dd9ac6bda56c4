"""samuraisudoku: what every genre is asked (tests/test_genres.py), on 8x8 grids of five 4x4
sudokus (the 21x21 demo aside)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.samuraisudoku import SamuraiSudoku

from . import Case, Export, lines
from .jigsawsudoku import LATIN

DEMO_ANSWER = [
    "7 9 1 2 8 6 4 5 3 - - - 3 6 4 2 5 9 7 1 8", "5 8 4 9 3 1 6 7 2 - - - 9 1 8 7 3 4 2 5 6",
    "3 2 6 7 4 5 9 1 8 - - - 2 5 7 8 1 6 3 4 9", "9 3 8 5 1 7 2 4 6 - - - 5 9 3 1 7 8 4 6 2",
    "1 4 2 8 6 3 5 9 7 - - - 8 7 6 9 4 2 1 3 5", "6 7 5 4 2 9 3 8 1 - - - 4 2 1 3 6 5 8 9 7",
    "4 1 3 6 5 8 7 2 9 4 3 6 1 8 5 4 9 7 6 2 3", "2 6 7 1 9 4 8 3 5 1 9 7 6 4 2 5 8 3 9 7 1",
    "8 5 9 3 7 2 1 6 4 8 5 2 7 3 9 6 2 1 5 8 4", "- - - - - - 6 9 3 2 1 5 4 7 8 - - - - - -",
    "- - - - - - 5 8 1 9 7 4 2 6 3 - - - - - -", "- - - - - - 4 7 2 3 6 8 5 9 1 - - - - - -",
    "8 5 6 1 3 9 2 4 7 5 8 9 3 1 6 4 9 8 7 5 2", "3 2 7 8 5 4 9 1 6 7 2 3 8 5 4 2 7 1 3 6 9",
    "4 1 9 6 7 2 3 5 8 6 4 1 9 2 7 3 6 5 4 8 1", "9 8 4 7 2 5 1 6 3 - - - 6 8 9 1 2 4 5 3 7",
    "7 6 1 9 8 3 5 2 4 - - - 5 4 2 7 3 6 9 1 8", "5 3 2 4 6 1 7 8 9 - - - 7 3 1 5 8 9 2 4 6",
    "6 7 3 2 1 8 4 9 5 - - - 2 6 8 9 4 3 1 7 5", "2 4 8 5 9 7 6 3 1 - - - 1 7 3 8 5 2 6 9 4",
    "1 9 5 3 4 6 8 7 2 - - - 4 9 5 6 1 7 8 2 3"]
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
TEN = "- " * 20 + "-"



CASE = Case(
    puzzlekit="samurai_sudoku:SamuraiSudokuSolver",
    kind="samuraisudoku",
    demo="demo-21x21",
    demo_answer=DEMO_ANSWER,
    small=SMALL,
    count=1,
    answer=SMALL_ANSWER,
    aliases=("samurai_sudoku",),
    svg=lambda s: s.count("</text>") == 64,
    bad_file="8 8\n" + "- - - x - - - -\n" + "- - - - - - - -\n" * 7,
    error="2:7: 'x': a cell is a digit (a number from 1) or '-'",
    random=random_puzzle,
    candidates=candidates,
    seeds=8,
    broken=(
        (BLANK, changed({(0, 0): "x"}), "r1c1 is 'x': a cell of a sudoku holds a digit 1 to 4"),
        (BLANK, changed({(0, 0): "5"}), "r1c1 is '5': a cell of a sudoku holds a digit 1 to 4"),
        (changed({(0, 0): "1"}, BLANK), SMALL_ANSWER, "r1c1 is given 1, the answer has 3"),
        (BLANK, changed({(0, 0): "4"}), "the top-left sudoku's row at r1c1 holds 4 twice"),
        (BLANK, changed({(0, 0): "4", (0, 1): "3"}), "the top-left sudoku's column at r1c1 holds 4 twice"),
        (BLANK, changed(CYCLIC), "the top-left sudoku's box at r1c1 holds 2 twice"),
        (BLANK, changed(SWAPPED), "the middle sudoku's column at r3c5 holds 2 twice"),
    ),
    bad=(
        ("", "empty samuraisudoku puzzle"),
        ("4 4\n- - - -\n- - - -\n- - - -\n- - - -\n", "1:1: a samurai sudoku is 21×21"),
        ("8 8\n" + "- - - - - - - -\n" + "- - 5 - - - - -\n" + "- - - - - - - -\n" * 6,
         "3:5: 5 is no digit of a samurai sudoku of 4×4 sudokus (1 to 4)"),
        ("21 21\n" + "- - - - - - - - - 1 - - - - - - - - - - -\n" + (TEN + "\n") * 20,
         "2:19: r1c10 lies in none of the five sudokus: a cell there is '-'"),
        ("8 8\n" + "- - - - - - - -\n" * 4 + "- - - - - - -\n" + "- - - - - - - -\n" * 3,
         "6:14: this row has 7 cells, the first line says 8"),
        ("8 8\n" + "0 - - - - - - -\n" + "- - - - - - - -\n" * 7,
         "2:1: '0': a cell is a digit (a number from 1) or '-'"),
    ),
    bad_urls=(("https://puzz.link/p?sudoku/9/9/g", "pzprjs has no samuraisudoku URLs"),),
    exports=(Export("small", lines(SMALL), 1),
             Export("middle", lines(["8 8", *BLANK[:2], "- - 4 3 1 2 - -", "- - 2 1 4 3 - -", "- - 1 2 3 4 - -",
                                     "- - 3 4 2 1 - -", *BLANK[6:]]), 12 ** 4, zdd=True)),
    demo_broken=(({(0, 9): "1"}, "r1c10 lies in none of the five sudokus: it is '-', not '1'"),
                 ({(0, 0): "9"}, "the top-left sudoku's row at r1c1 holds 9 twice"),
                 ({(10, 10): "9", (10, 9): "7"}, "the middle sudoku's column at r7c10 holds 7 twice")),
    made=(8, 8),
)
