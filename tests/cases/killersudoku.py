"""killersudoku: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.killersudoku import KillerSudoku

from . import Case, Export, lines

DEMO_ANSWER = ["7 2 6 5 3 8 9 1 4", "5 8 3 4 1 9 2 6 7", "4 9 1 7 6 2 8 3 5", "9 1 5 2 4 6 3 7 8",
               "2 6 4 8 7 3 1 5 9", "8 3 7 9 5 1 6 4 2", "3 7 2 1 8 5 4 9 6", "1 5 8 6 9 4 7 2 3",
               "6 4 9 3 2 7 5 8 1"]
SMALL = ["4 4", "- - - 3", "- - - -", "- 6 - -", "- 4 - -",
         "1 1 2 3", "1 4 5 6", "7 8 8 6", "7 9 6 6"]  # (of the project's making: 1 answer)
SMALL_ANSWER = ["4 1 2 3", "2 3 1 4", "3 2 4 1", "1 4 3 2"]


def sudokus4() -> list[list[list[str]]]:
    """The 288 sudoku grids of 4x4 (rows that are permutations, filtered by columns and boxes)."""
    perms = list(itertools.permutations("1234"))
    out = []
    for rows in itertools.product(perms, repeat=4):
        if all(len(set(col)) == 4 for col in zip(*rows)) and all(
                len({rows[a + i][b + j] for i in range(2) for j in range(2)}) == 4 for a in (0, 2) for b in (0, 2)):
            out.append([list(r) for r in rows])
    return out


SUDOKUS = sudokus4()


def random_puzzle(rng: random.Random) -> KillerSudoku:
    """A made 4x4, each of its removable sums left out or not at random."""
    made = KillerSudoku.maker(4, 4, rng)
    cells = [row[:] for row in made.cells]
    for i, j in made.removable:
        if rng.random() < 0.5:
            cells[i][j] = "-"
    return KillerSudoku(cells, made.rooms)


def notation(rows: list[str]) -> KillerSudoku:
    """A square puzzle of these rows of cells and as many rows of cages (the notation's lines
    after its first)."""
    m = len(rows) // 2
    return KillerSudoku.from_text(lines([f"{m} {m}", *rows]))


BLANK = ["- - - -"] * 4
SINGLES = ["1 2 3 4", "5 6 7 8", "9 10 11 12", "13 14 15 16"]
"""Cages of one cell each."""
SQUARE = ["1 2 3 4", "3 4 1 2", "2 1 4 3", "4 3 2 1"]
"""A sudoku grid of 4x4."""

CASE = Case(
    kind="killersudoku",
    demo="demo-9x9",
    demo_answer=DEMO_ANSWER,
    small=SMALL,
    count=1,
    answer=SMALL_ANSWER,
    aliases=("killer_sudoku",),
    svg=lambda s: s.count("</text>") == 16,
    bad_file="4 4\n- - - x\n- - - -\n- - - -\n- - - -\n" + "1 2 3 4\n" * 4,
    error="2:7: 'x': a cell is a cage's sum (a number from 1) or '-'",
    random=random_puzzle,
    candidates=lambda p: SUDOKUS,
    seeds=10,
    rows=notation,
    broken=(
        (BLANK + SINGLES, ["1 2 3 x", *SQUARE[1:]], "r1c4 is 'x': a cell holds a digit 1 to 4"),
        (BLANK + SINGLES, ["1 2 3 1", *SQUARE[1:]], "the row at r1c1 holds 1 twice"),
        (BLANK + SINGLES, ["1 2 3 4", "1 2 3 4", *SQUARE[2:]], "the column at r1c1 holds 1 twice"),
        (BLANK + SINGLES, ["1 2 3 4", "2 1 4 3", "3 4 1 2", "4 3 2 1"], "the box at r1c1 holds 1 twice"),
        (["5 - - -", *BLANK[1:], "1 1 2 3", *SINGLES[1:]], SQUARE, "the cage at r1c1 adds up to 3, its sum says 5"),
    ),
    bad=(
        ("", "empty killersudoku puzzle"),
        ("2 2\n- -\n- -\n1 2\n3 4\n", "1:1: a 2×2 grid has no boxes but rows: give their shape, R×C with R·C = 2"),
        ("2 3\n- - -\n- - -\n1 2 3\n4 5 6\n", "1:1: a killer sudoku is square, not 2×3"),
        ("4 4\n- - - x\n- - - -\n- - - -\n- - - -\n" + "1 2 3 4\n" * 4, "2:7: 'x': a cell is a cage's sum"),
        ("4 4\n3 4 - -\n- - - -\n- - - -\n- - - -\n1 1 2 3\n4 5 6 7\n8 9 10 11\n12 13 14 15\n",
         "1:1: the cage at r1c1 has two sums (r1c1 and r1c2)"),
        ("4 4\n8 - - -\n- - - -\n- - - -\n- - - -\n1 1 2 3\n4 5 6 7\n8 9 10 11\n12 13 14 15\n",
         "1:1: the cage at r1c1 sums to 8: 2 different digits add up to between 3 and 7"),
        ("4 4\n9 - - -\n- - - -\n- - - -\n- - - -\n1 1 1 1\n2 3 4 5\n6 7 8 9\n10 11 12 13\n",
         "1:1: the cage at r1c1 sums to 9: 4 different digits add up to exactly 10"),
        ("4 4\n- - - -\n- - - -\n- - - -\n- - - -\n1 1 1 1\n1 2 3 4\n5 6 7 8\n9 10 11 12\n",
         "1:1: the cage at r1c1 has 5 cells: 4 digits cannot all differ"),
        ("4 4\n- - - -\n- - - -\n- - - -\n- - - -\n1 2 1 3\n4 5 6 7\n8 9 10 11\n12 13 14 15\n",
         "6:5: room '1' is in two pieces"),
    ),
    bad_urls=(("https://puzz.link/p?sudoku/4/4/g", "pzprjs has no killersudoku URLs"),),
    exports=(Export("small", lines(SMALL), 1),),
    made=(4, 4),
)
