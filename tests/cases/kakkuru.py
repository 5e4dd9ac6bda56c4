"""kakkuru: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random
from itertools import permutations, product

from xcckit.errors import InputError
from xcckit.puzzles.kakkuru import Kakkuru

from . import case, Export, lines

SMALL = ["4 4", "- - - 6", "9 - - -", "- - 14 -", "- 8 - -"]
"""(xcc generate kakkuru 4 --seed 30, minimal=False: a draw with two answers.)"""
ANSWER = ["2 3 1 6", "9 1 3 2", "1 2 14 3", "3 8 2 1"]
"""An answer of SMALL (the other swaps r1c2 with r1c3 and r2c2 with r2c3)."""


def row_fillings(white: list[list[int]]):
    """The numbers of the white cells (``white``: each row's columns) whose rows each hold 1 to
    their number of white cells once each: (row, column) -> number."""
    for rows in product(*(permutations(range(1, len(w) + 1)) for w in white)):
        yield {(i, j): d for i, numbers in enumerate(rows) for j, d in zip(white[i], numbers)}


def candidates(puzzle: Kakkuru):
    """The grids whose rows each hold 1 to their number of white cells once each (every row a
    permutation), the clue cells as the puzzle gives them: the rules checker says which keep
    the columns and the sums."""
    white = [[j for j, t in enumerate(row) if t == "-"] for row in puzzle.cells]
    for numbers in row_fillings(white):
        grid = [row[:] for row in puzzle.cells]
        for (i, j), d in numbers.items():
            grid[i][j] = str(d)
        yield grid


def columns_latin(numbers: dict, n: int) -> bool:
    """Whether every column of a filling holds 1 to its number of white cells once each."""
    for j in range(n):
        column = sorted(d for (_, b), d in numbers.items() if b == j)
        if column != list(range(1, len(column) + 1)):
            return False
    return True


def random_puzzle(rng: random.Random) -> Kakkuru:
    """A 3×3 to 4×4 grid, one or two clue cells in each row (rows and columns may differ in
    white cells), filled at random among the fillings whose rows and columns hold 1 to their
    number of white cells, each clue the sum around it; one puzzle in five has a clue one off
    (perhaps no answer then)."""
    while True:
        m, n = rng.randint(3, 4), rng.randint(3, 4)
        black = [set(rng.sample(range(n), rng.randint(1, 2))) for _ in range(m)]
        white = [[j for j in range(n) if j not in black[i]] for i in range(m)]
        fillings = [f for f in row_fillings(white) if columns_latin(f, n)]
        if not fillings:
            continue
        numbers = rng.choice(fillings)
        cells = [["-"] * n for _ in range(m)]
        for i in range(m):
            for j in black[i]:
                cells[i][j] = str(sum(numbers.get((a, b), 0) for a in range(max(0, i - 1), min(m, i + 2))
                                      for b in range(max(0, j - 1), min(n, j + 2))))
        if rng.random() < 0.2:
            i = rng.randrange(m)
            j = rng.choice(sorted(black[i]))
            cells[i][j] = str(max(0, int(cells[i][j]) + rng.choice((-1, 1))))
        try:
            return Kakkuru(cells)
        except InputError:  # (a clue one off, out of reach of its cells)
            continue


PUZZLE = SMALL[1:]


CASE = case(
    __name__,
    small=SMALL,
    svg=lambda s: 'fill="#333"' in s and ">14</text>" in s,
    random=random_puzzle,
    candidates=candidates,
    broken=(
        (PUZZLE, ["2 3 1 5", *ANSWER[1:]], "r1c4 is '5': a clue cell keeps its clue, 6"),
        (PUZZLE, ["x 3 1 6", *ANSWER[1:]], "r1c1 is 'x': a white cell holds a number from 1"),
        (PUZZLE, ["0 3 1 6", *ANSWER[1:]], "r1c1 is '0': a white cell holds a number from 1"),
        (PUZZLE, ["4 3 1 6", *ANSWER[1:]], "r1c1 holds 4: row 1 has 3 white cells, so it holds 1 to 3"),
        (PUZZLE, ["2 2 1 6", *ANSWER[1:]], "row 1 holds 2 twice"),
        (PUZZLE, [ANSWER[0], "9 3 1 2", *ANSWER[2:]], "column 2 holds 3 twice"),
        (["- - - 6", "9 - - -", "- - 13 -", "- 8 - -"], [*ANSWER[:2], "1 2 13 3", ANSWER[3]],
         "r3c3 says 13 but the white cells around it add up to 14"),
    ),
    exports=(Export("small", lines(SMALL), 2, zdd=True), Export("demo", "demo-7x7", 1)),
)
