"""tents: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.tents import Tents

from . import Case, Export

DEMO_ANSWER = ["o x - - x o - o", "- - x o - - - x", "x - - - - - x o", "o - - x x o - -",
               "x - - o - - - -", "o - - - x o - x", "- - - - - - - o", "- - - - o x - -"]
PK_PUZZLE = """12 12
3 1 5 0 5 0 4 1 4 1 4 0
2 3 2 4 2 1 3 2 2 2 3 2
x - - - - - - - x - - -
- - x x - - x - - - x -
x - - - x - - - x - - -
- - x - - - - - - - - -
- - - x - - x - x - - -
- - - - - - - - - - x -
- - - - - - - x - - - -
x - - x x - x - x - - x
- x - - x - - - - - - -
- - - - - - - - - - x -
- - x - - x - x - - - -
- - - x - - - - - - - -
"""
PK_ANSWER = ["x - o - - - - - x o - -", "o - x x o - x o - - x -", "x - o - x - - - x - o -",
             "o - x - o - o - o - - -", "- - o x - - x - x - o -", "- - - - - - - - o - x -",
             "o - - - o - o x - - - -", "x - o x x - x - x - o x", "- x - - x - o - o - - -",
             "- o - - o - - - - - x -", "- - x - - x o x o - o -", "- - o x o - - - - - - -"]


def tent_choices(puzzle: Tents):
    """Every choice of tents among the cells without a tree (the brute force: the rules checker
    says which are answers)."""
    free = [(i, j) for i in range(puzzle.m) for j in range(puzzle.n) if puzzle.cells[i][j] == "-"]
    for bits in itertools.product((False, True), repeat=len(free)):
        grid = [row[:] for row in puzzle.cells]
        for (i, j), tent in zip(free, bits):
            if tent:
                grid[i][j] = "o"
        yield grid


def small_made(rng: random.Random):
    """A made puzzle of 2×2 to 4×4 cells with some numbers taken away (half of them with none):
    (what the maker made, the puzzle)."""
    m, n = rng.choice([(2, 2), (2, 3), (3, 3), (3, 4), (4, 3), (4, 4)])
    made = Tents.maker(m, n, rng)
    some = rng.random() < 0.5
    counts = [v if some and rng.random() < 0.5 else None for v in made.extra]
    return made, Tents(made.cells, counts[:n], counts[n:])


def random_puzzle(rng: random.Random) -> Tents:
    return small_made(rng)[1]


def sides_and_cells(rows: list[str]) -> Tents:
    """The puzzle of ``rows``: the columns' numbers, the rows' numbers ('-' where none is given),
    then the rows of cells (as the notation writes them, without its first line)."""
    def numbers(line: str) -> list[int | None]:
        return [None if t == "-" else int(t) for t in line.split()]

    return Tents([r.split() for r in rows[2:]], numbers(rows[0]), numbers(rows[1]))


CASE = Case(
    examples=(("https://puzz.link/p?tents/5/5/2g0h1i1j82323", ["- o x - -", "- - - - o", "o x - - x", "- - - x o", "o x - - -"]),),  # (pzprjs's test puzzle)
    kind="tents",
    demo="demo-8x8",
    demo_answer=DEMO_ANSWER,
    small=PK_PUZZLE,
    count=1,
    aliases=("tent",),
    answer=PK_ANSWER,
    svg=lambda s: s.count("▲") == 28,
    bad_file="2 2\n1 1\n1 1\nx T\n- x\n",
    error="4:3: 'T': a cell is x (a tree) or '-'",
    random=random_puzzle,
    candidates=tent_choices,
    seeds=10,
    rows=sides_and_cells,
    broken=(
        (["- -", "-", "x -"], ["x q"], "r1c2 is 'q': a cell is o (a tent), x (a tree) or - (empty)"),
        (["- -", "-", "x -"], ["- o"], "r1c1 holds a tree in the puzzle, not '-'"),
        (["- -", "-", "x -"], ["x x"], "r1c2 is x: no tree stands there in the puzzle"),
        (["- - -", "- -", "x - -", "- - x"], ["x o -", "- o x"], "the tents at r1c2 and r2c2 touch"),
        (["- - -", "- -", "x - -", "- - x"], ["x o -", "o - x"], "the tents at r1c2 and r2c1 touch"),
        (["- - - -", "1", "x - - x"], ["x o o x"], "the tents at r1c2 and r1c3 touch"),
        (["- - - - -", "1", "x - - - x"], ["x o - o x"], "row 1 holds 2 tents, its number says 1"),
        (["- 0", "- - -", "x -", "- -", "- x"], ["x o", "- -", "o x"], "column 2 holds 1 tent, its number says 0"),
        (["- - -", "-", "x - x"], ["x o x"], "there are 1 tents and 2 trees: each tree has one tent of its own"),
        (["- - - -", "- -", "x - - -", "x - - -"], ["x o - -", "x - - o"],
         "the tree at r2c1 has no tent of its own beside it"),
    ),
    bad=(
        ("", "expected a line 'R C', a line of column numbers"),
        ("2 2\n1 1\n1 1\nx -\n", "5:1: the first line says 2×2: expected a line of 2 column numbers, a line of 2 row numbers and 2 rows of cells, found 3 lines"),
        ("2 2\n1 1 1\n1 1\nx -\n- x\n", "2:5: expected 2 numbers of the columns here, found 3"),
        ("2 2\n1 1\n1 a\nx -\n- x\n", "3:3: 'a': a number of the rows is a whole number or '-'"),
        ("2 2\n1 2\n1 1\nx -\n- x\n", "2:3: 2 is more tents than a line of the columns can hold apart (at most 1)"),
        ("2 2\n1 1\n1 1\nx o\n- x\n", "4:3: 'o': a cell is x (a tree) or '-'"),
        ("2 2\n1 1\n1 1\nx - -\n- x\n", "4:5: this row has 3 cells, the first line says 2"),
    ),
    bad_urls=(
        ("https://puzz.link/p?tents/2/2/1234", "ends after"),
        ("https://puzz.link/p?tents/2/2/1111#", "unexpected character '#' in the marked cells"),
        ("https://puzz.link/p?nurikabe/2/2/1234", "not a tents URL"),
    ),
    exports=(
        Export("demo", "demo-8x8", 1),
    ),
    made=(9, 11),
)
