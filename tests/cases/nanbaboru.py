"""nanbaboru: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.nanbaboru import Nanbaboru

from . import Case, Export, lines

DEMO_ANSWER = ["- - - 4 3 2 1", "4 1 2 - - - 3", "- 2 - 3 4 1 -", "1 - 3 2 - 4 -", "2 3 - - 1 - 4",
               "- - 4 1 - 3 2", "3 4 1 - 2 - -"]
SMALL = ["5 5 3", "- 0 - - -", "x - 1 0 -", "- 2 - 1 -", "- - 2 x -", "x - - - 0"]
"""A 5×5 of the project's making (a made one, a cross taken away): two answers."""


def rows_of_numbers(puzzle: Nanbaboru):
    """Every grid whose rows each hold the numbers 1 to N once and '-' elsewhere (the brute
    force: the rules checker says which are answers)."""
    n, k = puzzle.n, puzzle.numbers
    rows = sorted(set(itertools.permutations([str(x) for x in range(1, k + 1)] + ["-"] * (n - k))))
    for grid in itertools.product(rows, repeat=n):
        yield [list(r) for r in grid]


def random_puzzle(rng: random.Random) -> Nanbaboru:
    """A 2×2 or 3×3 grid of N numbers (N at most the side), or a 4×4 of one number; each cell
    left blank, a ball, a cross or a given number at random."""
    n = rng.choice([2, 3, 3, 4])
    k = 1 if n == 4 else rng.randint(1, n)
    cells = [[rng.choices(["-", "0", "x", str(rng.randint(1, k))], [6, 2, 2, 1])[0] for _ in range(n)]
             for _ in range(n)]
    return Nanbaboru(cells, None, [k])


def two_numbers(rows: list[str]) -> Nanbaboru:
    """A 3×3 of the numbers 1 and 2."""
    return Nanbaboru([r.split() for r in rows], None, [2])


BLANK = ["- - -"] * 3
ANSWER = ["1 2 -", "- 1 2", "2 - 1"]

BAD_FILES = (
    ("3 3 2\n- - -\n- 3 -\n- - -\n", "3:3: 3 is beyond the numbers 1 to 2"),
    ("3 3 2\n- - -\n- - y\n- - -\n", "3:5: 'y': a cell is '-', 0 or o (a ball), x (a cross) or a number from 1"),
    ("3 3\n- - -\n", "1:1: expected the first line 'R C N' (rows, columns, the largest number), not '3 3'"),
    ("3 4 2\n- - - -\n- - - -\n- - - -\n",
     "1:1: each number is once in every row and every column, so a nanbaboru grid is square, not 3×4"),
)

CASE = Case(
    bad_files=BAD_FILES,
    kind="nanbaboru",
    demo="demo-7x7",
    demo_answer=DEMO_ANSWER,
    small=SMALL,
    count=2,
    svg=lambda s: "<circle" in s and s.count("<text") >= 3,
    bad_file="2 2 2\n- 3\n- -\n",
    error="2:3: 3 is beyond the numbers 1 to 2",
    random=random_puzzle,
    candidates=rows_of_numbers,
    seeds=10,
    rows=two_numbers,
    broken=(
        (BLANK, ["1 2 3", "- 1 2", "2 - 1"], "r1c3 is '3': a cell is a number from 1 to 2 or - (empty)"),
        (BLANK, ["1 2 x", "- 1 2", "2 - 1"], "r1c3 is 'x': a cell is a number from 1 to 2 or - (empty)"),
        (["2 - -", "- - -", "- - -"], ANSWER, "r1c1 is given the number 2, the answer has 1"),
        (["- - 1", "- - -", "- - -"], ANSWER, "r1c3 is given the number 1, the answer has none"),
        (["- - 0", "- - -", "- - -"], ANSWER, "r1c3 holds a ball: a number, the answer has none"),
        (["- - -", "- x -", "- - -"], ANSWER, "r2c2 is crossed out: no number, the answer has 1"),
        (BLANK, ["1 1 -", "- 2 2", "2 - 1"], "row 1 holds the number 1 2 times (r1c1, r1c2)"),
        (BLANK, ["1 - -", "- 1 2", "2 - 1"], "row 1 holds the number 2 0 times"),
        (BLANK, ["1 2 -", "- 1 2", "- 2 1"], "column 1 holds the number 2 0 times"),
        (BLANK, ["1 2 -", "2 1 -", "- - -"], "row 3 holds the number 1 0 times"),
    ),
    demo_broken=(({(0, 1): "4", (0, 3): "-"}, "r1c2 is crossed out: no number, the answer has 4"),),
    bad=(
        ("", "empty nanbaboru puzzle"),
        ("3 3\n- - -\n- - -\n- - -\n", "1:1: expected the first line 'R C N' (rows, columns, the largest number)"),
        ("\n3 3 2 1\n", "2:1: expected the first line 'R C N'"),
        ("2 3 2\n- - -\n- - -\n", "1:1: each number is once in every row and every column, so a nanbaboru grid "
                                   "is square, not 2×3"),
        ("3 3 4\n- - -\n- - -\n- - -\n", "1:1: the numbers 1 to N=4: N is from 1 to the grid's side 3"),
        ("3 3 0\n- - -\n- - -\n- - -\n", "1:1: the numbers 1 to N=0: N is from 1 to the grid's side 3"),
        ("3 3 2\n- - -\n- 3 -\n- - -\n", "3:3: 3 is beyond the numbers 1 to 2"),
        ("3 3 2\n- - -\n- a -\n- - -\n", "3:3: 'a': a cell is '-', 0 or o (a ball), x (a cross) or a number from 1"),
        ("3 3 2\n- - -\n- -1 -\n- - -\n", "3:3: '-1': a cell is '-'"),
        ("3 3 2\n- - -\n- -\n- - -\n", "3:4: this row has 2 cells, the first line says 3"),
        ("3 3 2\n- - -\n- - -\n", "4:1: the first line says 3×3: expected 3 rows of cells, found 2 rows"),
    ),
    bad_urls=(("https://puzz.link/p?mashu/2/2/00", "pzprjs has no nanbaboru URLs"),
              ("https://puzz.link/p?nanbaboru/3/3/g", "pzprjs has no nanbaboru URLs")),
    exports=(
        Export("small", lines(SMALL), 2),
        Export("blank", "3 3 2\n- - -\n- - -\n- - -\n", 12, lines=1 + 18, zdd=True),
    ),
    made=(6, 6),
)
