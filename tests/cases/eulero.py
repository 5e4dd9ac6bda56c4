"""eulero: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.eulero import Eulero

from . import Case, Export, lines

DEMO_ANSWER = ["14 31 22 43 55", "21 53 35 12 44", "45 24 13 51 32", "52 15 41 34 23", "33 42 54 25 11"]
SMALL = ["4 4", "00 00 00 30", "00 00 00 04", "20 00 04 00", "40 03 00 01"]  # (xcc generate eulero 4 --seed 1)
SMALL_ANSWER = ["13 24 41 32", "31 42 23 14", "22 11 34 43", "44 33 12 21"]


def latin(n: int) -> list[tuple[tuple[int, ...], ...]]:
    """Every latin square of order n (rows that are permutations, filtered by columns)."""
    perms = list(itertools.permutations(range(1, n + 1)))
    return [rows for rows in itertools.product(perms, repeat=n) if all(len(set(col)) == n for col in zip(*rows))]


LATIN3 = latin(3)


def pairs3() -> list[list[list[str]]]:
    """Every grid of 3x3 whose letters and digits each form a latin square (144 of them): the
    brute force's candidates (the rules checker keeps the Graeco-Latin ones)."""
    return [[[f"{a[i][j]}{b[i][j]}" for j in range(3)] for i in range(3)] for a in LATIN3 for b in LATIN3]


PAIRS3 = pairs3()


def random_puzzle(rng: random.Random) -> Eulero:
    """A made 3x3, each of its clues left out or not at random (most of them out), some cells
    given their letter and digit both."""
    made = Eulero.maker(3, 3, rng)
    cells = [row[:] for row in made.cells]
    for i, j in made.removable:
        r = rng.random()
        if r < 0.6:
            cells[i][j] = "00"
        elif r < 0.7:
            cells[i][j] = made.answer[i][j]
    return Eulero(cells)


def notation(rows: list[str]) -> Eulero:
    return Eulero.from_text(lines([f"{len(rows)} {len(rows)}", *rows]))


BLANK = ["00 00 00"] * 3
SQUARE = ["11 22 33", "23 31 12", "32 13 21"]
"""A Graeco-Latin square of order 3: (i + j, 2i + j) mod 3."""

BAD_FILES = (
    ("3 3\n00 00 00\n00 0a 00\n00 00 00\n",
     "3:4: '0a': a cell is two figures, the letter (1 = A, ...) and the digit, 0 where not given (00: empty)"),
    ("3 3\n00 00 00\n00 00 A1\n00 00 00\n",
     "3:7: 'A1': a cell is two figures, the letter (1 = A, ...) and the digit, 0 where not given (00: empty)"),
    ("3 3\n00 00 00\n00 00 00\n00 40 00\n", "4:4: letter 4 (D) is no letter of a 3×3 eulero (1 to 3)"),
    ("3 3\n00 00 00\n00 00 00\n00 05 00\n", "4:4: 5 is no digit of a 3×3 eulero (1 to 3)"),
    ("3 3\n00 00 00\n00 00\n00 00 00\n", "3:6: this row has 2 cells, the first line says 3"),
    ("3 3\n00 00 00\n00 00 00\n", "4:1: the first line says 3×3: expected 3 rows of cells, found 2 rows"),
    ("3 4\n00 00 00 00\n00 00 00 00\n00 00 00 00\n", "1:1: an eulero is square, not 3×4"),
)

CASE = Case(
    bad_files=BAD_FILES,
    puzzlekit="eulero:EuleroSolver",
    kind="eulero",
    demo="demo-5x5",
    demo_answer=DEMO_ANSWER,
    small=SMALL,
    count=1,
    answer=SMALL_ANSWER,
    svg=lambda s: s.count("</text>") == 16,
    bad_file="4 4\n00 00 00 0x\n00 00 00 00\n00 00 00 00\n00 00 00 00\n",
    error="2:10: '0x': a cell is two figures, the letter (1 = A, ...) and the digit, 0 where not given (00: empty)",
    random=random_puzzle,
    candidates=lambda p: PAIRS3,
    seeds=8,
    rows=notation,
    broken=(
        (BLANK, ["1x 22 33", *SQUARE[1:]], "r1c1 is '1x': a cell holds a letter 1 to 3 and a digit 1 to 3 (two figures)"),
        (BLANK, ["11 22 334", *SQUARE[1:]], "r1c3 is '334': a cell holds a letter 1 to 3 and a digit 1 to 3 (two figures)"),
        (BLANK, ["11 22 43", *SQUARE[1:]], "r1c3 is '43': a cell holds a letter 1 to 3 and a digit 1 to 3 (two figures)"),
        (["20 00 00", *BLANK[1:]], SQUARE, "r1c1 is given the letter B, the answer has A"),
        (["00 00 00", "00 03 00", BLANK[2]], SQUARE, "r2c2 is given the digit 3, the answer has 1"),
        (BLANK, ["11 12 33", *SQUARE[1:]], "the row at r1c1 holds the letter A twice"),
        (BLANK, ["11 21 33", *SQUARE[1:]], "the row at r1c1 holds the digit 1 twice"),
        (BLANK, ["11 22 33", "11 22 33", SQUARE[2]], "the column at r1c1 holds the letter A twice"),
        (BLANK, ["11 22 33", "21 32 13", "31 12 23"], "the column at r1c1 holds the digit 1 twice"),
        (BLANK, ["11 22 33", "22 33 11", "33 11 22"], "the pair B2 is in r1c2 and r2c1"),
    ),
    bad=(
        ("", "empty eulero puzzle"),
        ("2 3\n00 00 00\n00 00 00\n", "1:1: an eulero is square, not 2×3"),
        ("3 3\n00 00 0\n00 00 00\n00 00 00\n", "2:7: '0': a cell is two figures"),
        ("3 3\n00 00 00\n00 00 -\n00 00 00\n", "3:7: '-': a cell is two figures"),
        ("3 3\n00 00 00\n00 40 00\n00 00 00\n", "3:4: letter 4 (D) is no letter of a 3×3 eulero (1 to 3)"),
        ("3 3\n00 00 00\n00 00 00\n00 00 07\n", "4:7: 7 is no digit of a 3×3 eulero (1 to 3)"),
        ("10 10\n" + "00 " * 9 + "00\n" * 1 + ("00 " * 9 + "00\n") * 9,
         "1:1: an eulero's notation writes a figure per letter and digit: at most 9×9, not 10×10"),
    ),
    bad_urls=(("https://puzz.link/p?eulero/3/3/g", "pzprjs has no eulero URLs"),),
    exports=(Export("small", lines(SMALL), 1), Export("blank", lines(["3 3", *BLANK]), 72)),
    made=(5, 5),
)
