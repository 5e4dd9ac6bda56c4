"""tennergrid: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.tennergrid import TennerGrid

from . import case, Export, lines

SUMS = "3 4 5 7 17 9 7 13 11 14"
BLANK = ["- - - - - - - - - -"] * 2
SMALL = ["3 10", "- - - - - - - - - -", "- 4 - - - - - - - 5", SUMS]
"""(xcc generate tennergrid 3x10 --seed 3, its r1c3 taken away: two answers.)"""
ANSWER = ["1 0 2 6 8 3 7 5 4 9", "2 4 3 1 9 6 0 8 7 5", SUMS]
"""An answer of SMALL (the made one)."""


def candidates(puzzle: TennerGrid):
    """The grids whose rows hold distinct digits, keeping the givens, whose columns add up to
    their sums: column by column, top to bottom (the last digit of a summed column is what the
    sum leaves), as the rules say, sharing nothing with the model."""
    rows, n = puzzle.m - 1, puzzle.n
    sums = puzzle.cells[rows]
    grid = [[None] * n for _ in range(rows)]
    used = [set() for _ in range(rows)]

    def go(k: int):
        if k == rows * n:
            yield [[str(d) for d in row] for row in grid] + [list(sums)]
            return
        j, i = divmod(k, rows)
        given = puzzle.cells[i][j]
        if i == rows - 1 and sums[j] != "-":
            d = int(sums[j]) - sum(grid[a][j] for a in range(rows - 1))
            choices = [d] if 0 <= d <= 9 else []
        else:
            choices = range(10)
        for d in choices:
            if d in used[i] or (given != "-" and int(given) != d):
                continue
            grid[i][j] = d
            used[i].add(d)
            yield from go(k + 1)
            used[i].discard(d)
            grid[i][j] = None

    return go(0)


def random_puzzle(rng: random.Random) -> TennerGrid:
    """A made 3x10 (two rows of digits), most of its digits taken away and now and then a sum."""
    made = None
    while made is None:
        made = TennerGrid.maker(3, 10, rng)
    cells = [row[:] for row in made.cells]
    for i, j in made.removable:
        if rng.random() < 0.75:
            cells[i][j] = "-"
    for j in range(10):
        if rng.random() < 0.1:
            cells[2][j] = "-"
    return TennerGrid(cells)


def notation(rows: list[str]) -> TennerGrid:
    return TennerGrid.from_text(lines([f"{len(rows)} 10", *rows]))


CASE = case(
    __name__,
    small=SMALL,
    svg=lambda s: s.count("</text>") == 30,
    bad_file="3 10\n- - - x - - - - - -\n- - - - - - - - - -\n" + SUMS + "\n",
    random=random_puzzle,
    candidates=candidates,
    rows=notation,
    broken=(
        ([*BLANK, SUMS], ["x 0 2 6 8 3 7 5 4 9", *ANSWER[1:]], "r1c1 is 'x': a cell holds a digit 0 to 9"),
        (["2 - - - - - - - - -", BLANK[1], SUMS], ANSWER, "r1c1 is given 2, the answer has 1"),
        ([*BLANK, SUMS], [*ANSWER[:2], "4 4 5 7 17 9 7 13 11 14"],
         "r3c1 is '4': the row of sums is the puzzle's, '3' there"),
        ([*BLANK, SUMS], ["1 1 2 6 8 3 7 5 4 9", *ANSWER[1:]], "row 1 holds 1 twice"),
        ([*BLANK, SUMS], [ANSWER[0], "4 2 3 1 9 6 0 8 7 5", SUMS], "r1c3 and r2c2 touch and both hold 2"),
        ([*BLANK, "3 4 5 7 17 9 7 13 11 15"], [*ANSWER[:2], "3 4 5 7 17 9 7 13 11 15"],
         "column 10 adds up to 14, not 15"),
    ),
    bad=(
        ("", "empty tennergrid puzzle"),
        ("2 9\n- - - - - - - - -\n1 2 3 4 5 6 7 8 9\n", "1:1: a tenner grid's rows have 10 cells, not 9"),
        ("3 10\n- - - - - - - - - -\n- - - - - - - - -\n" + SUMS + "\n",
         "3:18: this row has 9 cells, the first line says 10"),
        ("3 10\n- 12 - - - - - - - -\n- - - - - - - - - -\n" + SUMS + "\n", "2:3: 12 is no digit (0 to 9)"),
        ("3 10\n- - - - - - - - - -\n- - - - - - - - - -\n3 4 5 7 18 9 7 13 11 14\n",
         "4:9: the sum 18 of column 5 is out of reach: 2 digits, no two neighbours equal, add up to 1 to 17"),
        ("1 10\n" + SUMS + "\n", "1:1: a tenner grid has rows of digits and the row of sums under them: 1 row is too few"),
    ),
    exports=(Export("small", lines(SMALL), 2),),
)
