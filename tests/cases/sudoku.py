"""sudoku: what every genre is asked (tests/test_genres.py). Sudoku's answer ``"grid"`` is a
string a row and its picture on the terminal draws the boxes (its own: tests/test_sudoku.py);
``puzzle.grid(solution)`` is the rows of cells, as every genre's."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.sudoku import Sudoku

from . import Case, Export

INKALA_ROWS = ["8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."[9 * r:9 * r + 9]
               for r in range(9)]
DEMO_ANSWER = ["8 1 2 7 5 3 6 4 9", "9 4 3 6 8 2 1 7 5", "6 7 5 4 9 1 2 8 3", "1 5 4 2 3 7 8 9 6",
               "3 6 9 8 4 5 7 2 1", "2 8 7 1 6 9 5 3 4", "5 2 1 9 7 4 3 6 8", "4 3 8 5 2 6 9 1 7",
               "7 9 6 3 1 8 4 5 2"]
SMALL = ["4 4", "- 2 - -", "- - - 1", "3 - - -", "- - 4 -"]  # (of the project's making: 1 answer)


def latin_squares(n: int) -> list[list[list[str]]]:
    """Every Latin square of order n (rows that are permutations, no digit twice in a column),
    as rows of cells: the candidates of an n×n sudoku of any boxes."""
    perms = list(itertools.permutations([str(d) for d in range(1, n + 1)]))
    out: list[list[tuple[str, ...]]] = [[]]
    for _ in range(n):
        out = [rows + [p] for rows in out for p in perms
               if all(p[j] != r[j] for r in rows for j in range(n))]
    return [[list(r) for r in rows] for rows in out]


LATIN4 = latin_squares(4)
"""The 576 Latin squares of order 4 (288 of them sudoku grids of 2×2 boxes)."""


def random_puzzle(rng: random.Random) -> Sudoku:
    """A 4×4 of 2×2 boxes (or boxes that are its rows or its columns: a Latin square), a
    random Latin square's cells kept at random; now and then a given changed (clashing, or no
    answer left)."""
    box = rng.choice([(2, 2), (2, 2), (1, 4), (4, 1)])
    square = rng.choice([s for s in LATIN4 if Sudoku([[int(t) for t in r] for r in s], box).verify(s) is None])
    share = rng.choice([0.2, 0.35, 0.5])
    grid = [[int(t) if rng.random() < share else 0 for t in row] for row in square]
    if rng.random() < 0.25:
        grid[rng.randrange(4)][rng.randrange(4)] = rng.randint(1, 4)
    return Sudoku(grid, box)


def candidates(puzzle: Sudoku):
    """Every Latin square of the puzzle's order (the rules checker says which are answers)."""
    return LATIN4 if puzzle.n == 4 else latin_squares(puzzle.n)


def givens(rows: list[str]) -> Sudoku:
    """The puzzle of rows of cells (``-`` a blank), its boxes the sites'."""
    return Sudoku([[0 if t == "-" else int(t) for t in r.split()] for r in rows])


def answer_rows(rows: list[str]) -> list[str]:
    """The answer's ``"grid"`` as sudoku's ``answer()`` writes it: a string a row."""
    return [r.replace(" ", "") for r in rows]


def boxed(rows: list[str]) -> str:
    """An answer of 3×3 boxes as ``xcc solve`` prints it: the boxes drawn."""
    cells = [r.split() for r in rows]
    lines = [" | ".join(" ".join(row[b:b + 3]) for b in (0, 3, 6)) for row in cells]
    return "".join(line + "\n" + ("------+-------+------\n" if i in (2, 5) else "") for i, line in enumerate(lines))


GIVEN = ["1 - - 4", "- 4 - -", "- - 4 -", "4 - - 1"]
BLANK = ["- - - -"] * 4
SOLVED = ["1 2 3 4", "3 4 1 2", "2 1 4 3", "4 3 2 1"]
"""GIVEN's answer."""

CASE = Case(
    kind="sudoku",
    demo="inkala",
    demo_answer=DEMO_ANSWER,
    url="https://puzz.link/p?sudoku/9/9/8p36l7h9g2i5i7m457k1i3i1j68h85i1h9j4h",
    small=SMALL,
    count=1,
    svg=lambda s: s.count('fill="#1a56db"') == 12 and s.count('fill="black"') == 4,
    bad_file="4 4\n1 - - 4\n- x 1 -\n- 1 4 -\n4 - - 1\n",
    error="3:3: 'x' is not a blank ('-', '.', '0' or '_') or a number from 1 to 4",
    random=random_puzzle,
    candidates=candidates,
    seeds=8,
    rows=givens,
    broken=(
        (GIVEN, ["2 1 3 4", "3 4 1 2", "2 1 4 3", "4 3 2 1"], "r1c1 holds 2, the puzzle gives 1"),
        (GIVEN, ["1 2 3 4", "1 2 3 4", "2 1 4 3", "4 3 2 1"], "r2c2 holds 2, the puzzle gives 4"),
        (BLANK, ["1 1 3 4", "3 4 1 2", "2 1 4 3", "4 3 2 1"], "row 1 holds 1 twice"),
        (BLANK, ["1 2 3 4", "1 2 3 4", "3 4 1 2", "4 3 2 1"], "column 1 holds 1 twice"),
        (BLANK, ["1 2 3 4", "2 3 4 1", "3 4 1 2", "4 1 2 3"], "the box at r1c1 holds 2 twice"),
        (GIVEN, ["1 2 x 4", "3 4 1 2", "2 1 4 3", "4 3 2 1"], "row 1 is not 4 values from 1 to 4: '1 2 x 4'"),
        (GIVEN, ["1 2 3 4", "3 4 - 2", "2 1 4 3", "4 3 2 1"], "row 2 is not 4 values from 1 to 4: '3 4 - 2'"),
        (GIVEN, ["1 2 3 4", "3 4 1 2", "2 1 4 5", "4 3 2 1"], "row 3 is not 4 values from 1 to 4: '2 1 4 5'"),
    ),
    demo_broken=(
        ({(0, 0): "9", (0, 8): "8"}, "r1c1 holds 9, the puzzle gives 8"),
        ({(0, 1): "2", (0, 2): "1"}, "column 2 holds 2 twice"),
        ({(0, 1): "2"}, "row 1 holds 2 twice"),
    ),
    bad=(
        ("", "p.txt: 0 cells: a sudoku has n² cells (81 for 9×9)"),
        ("1234\n3412\n2143\n432\n", "p.txt: 15 cells: a sudoku has n² cells (81 for 9×9)"),
        ("12\n34\n", "p.txt: 4 cells make a 2×2 grid, which has no boxes"),
        ("1.3.\n....\n.x..\n....\n", "p.txt:3:2: 'x' is not a blank ('.' or '0') or a digit 1 to 4"),
        ("4 5\n1 2 3 4\n- - - -\n- - - -\n- - - -\n", "p.txt:1:1: the size line says 4×5; a sudoku is n×n, and 4 rows follow"),
        ("4 4\n1 - - 5\n- - - -\n- - - -\n- - - -\n",
         "p.txt:2:7: '5' is not a blank ('-', '.', '0' or '_') or a number from 1 to 4"),
        ("1 - 3 4\n- 2 -\n4 - - 12\n- - - -\n", "p.txt:2:6: this row has 3 numbers, where 4 rows need 4 each"),
    ),
    bad_files=(
        ("\n".join(INKALA_ROWS[:8] + [INKALA_ROWS[8][:8] + "x"]) + "\n",
         "9:9: 'x' is not a blank ('.' or '0') or a digit 1 to 9"),
        ("4 4\n1 - - 4\n- ٣ 1 -\n- 1 4 -\n4 - - 1\n",
         "3:3: '٣' is not a blank ('-', '.', '0' or '_') or a number from 1 to 4"),
    ),
    bad_urls=(
        ("https://puzz.link/p?sudoku/4/5/1z", "URL size 4/5: a sudoku grid is square"),
        ("https://puzz.link/p?sudoku/4/4/9z", "URL body: the given 9 is not a digit from 1 to 4"),
        ("https://puzz.link/p?sudoku/4/4/", "ends after 0 of the grid's 16 cells"),
        ("https://puzz.link/p?sudoku/4/4/!!", "unexpected character '!' in the cells' numbers"),
        ("https://puzz.link/p?nurikabe/4/4/1z", "not a sudoku URL"),
    ),
    constructed=(
        (([[5]],), "cells are 0 (blank) or a digit from 1 to 1"),
        (([[0, 0], [0]],), "a sudoku is n rows of n cells, n at least 1"),
    ),
    exports=(
        Export("demo", "inkala", 1),
        Export("blank 4x4", "4x4", 288, zdd=True),
    ),
    made=(6, 6),
    answer_grid=answer_rows,
    printed=boxed,
)
