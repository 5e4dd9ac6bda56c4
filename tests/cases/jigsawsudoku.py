"""jigsawsudoku: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.jigsawsudoku import JigsawSudoku

from . import case, Export, lines

REGIONS = ["1 1 1 2", "1 2 2 2", "3 3 3 4", "3 4 4 4"]
SMALL = ["4 4", "- - - -", "3 - 2 -", "- 1 - -", "- - - 2", *REGIONS]  # (xcc generate jigsawsudoku 4 --seed 1)


def latin4() -> list[list[list[str]]]:
    """The 576 latin squares of 4x4 (rows that are permutations, filtered by columns)."""
    perms = list(itertools.permutations("1234"))
    return [[list(r) for r in rows] for rows in itertools.product(perms, repeat=4)
            if all(len(set(col)) == 4 for col in zip(*rows))]


LATIN = latin4()


def random_puzzle(rng: random.Random) -> JigsawSudoku:
    """A made 4x4 (random regions; a draw whose regions have no answer is drawn again), each of
    its digits left out or not at random (most of them out)."""
    made = None
    while made is None:
        made = JigsawSudoku.maker(4, 4, rng)
    cells = [row[:] for row in made.cells]
    for i, j in made.removable:
        if rng.random() < 0.8:
            cells[i][j] = "-"
    return JigsawSudoku(cells, made.rooms)


def notation(rows: list[str]) -> JigsawSudoku:
    """A square puzzle of these rows of cells and as many rows of regions."""
    m = len(rows) // 2
    return JigsawSudoku.from_text(lines([f"{m} {m}", *rows]))


BLANK = ["- - - -"] * 4
SQUARE = ["1 4 3 2", "2 3 4 1", "4 2 1 3", "3 1 2 4"]
"""An answer of the blank puzzle of REGIONS."""


CASE = case(
    __name__,
    small=SMALL,
    svg=lambda s: s.count("</text>") == 16,
    bad_file="4 4\n- - - x\n- - - -\n- - - -\n- - - -\n" + "".join(r + "\n" for r in REGIONS),
    random=random_puzzle,
    candidates=lambda p: LATIN,
    rows=notation,
    broken=(
        (BLANK + REGIONS, ["1 4 3 x", *SQUARE[1:]], "r1c4 is 'x': a cell holds a digit 1 to 4"),
        (["2 - - -", *BLANK[1:], *REGIONS], SQUARE, "r1c1 is given 2, the answer has 1"),
        (BLANK + REGIONS, ["1 4 3 1", *SQUARE[1:]], "the row at r1c1 holds 1 twice"),
        (BLANK + REGIONS, ["1 4 3 2", "1 4 3 2", *SQUARE[2:]], "the column at r1c1 holds 1 twice"),
        (BLANK + REGIONS, ["1 2 3 4", "2 3 4 1", "3 4 1 2", "4 1 2 3"], "the region at r1c1 holds 2 twice"),
    ),
    bad=(
        ("", "empty jigsawsudoku puzzle"),
        ("2 3\n- - -\n- - -\n1 1 2\n1 2 2\n", "1:1: a jigsaw sudoku is square, not 2×3"),
        ("4 4\n- - - 0\n- - - -\n- - - -\n- - - -\n" + "".join(r + "\n" for r in REGIONS),
         "2:7: '0': a cell is a digit (a number from 1) or '-'"),
        ("4 4\n- - - -\n- 5 - -\n- - - -\n- - - -\n" + "".join(r + "\n" for r in REGIONS),
         "3:3: 5 is no digit of a 4×4 jigsaw sudoku (1 to 4)"),
        ("4 4\n- - - -\n- - - -\n- - - -\n- - - -\n1 1 1 1\n1 2 2 2\n3 3 3 4\n3 4 4 4\n",
         "1:1: the region at r1c1 has 5 cells: each region of a 4×4 jigsaw sudoku has 4"),
        ("4 4\n- - - -\n- - - -\n- - - -\n- - - -\n1 2 1 2\n1 2 2 2\n3 3 3 4\n3 4 4 4\n",
         "6:5: room '1' is in two pieces"),
    ),
    exports=(Export("small", lines(SMALL), 1), Export("blank", lines(["4 4", *BLANK, *REGIONS]), 144)),
)
