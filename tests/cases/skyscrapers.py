"""skyscrapers: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.errors import InputError
from xcckit.puzzles.skyscrapers import Skyscrapers

from . import Case, Export

DEMO_ANSWER = ["5 7 6 4 3 2 1", "4 1 2 5 7 6 3", "6 2 7 3 4 1 5", "1 5 3 2 6 4 7", "2 3 5 6 1 7 4",
               "7 6 4 1 5 3 2", "3 4 1 7 2 5 6"]
EXAMPLE = """5 5 5
- 3 3 - -
- 2 2 2 1
1 4 3 2 -
3 2 3 - 1
"""  # (puzzlekit's example, without its rows of empty cells)
EXAMPLE_ANSWER = ["5 3 1 4 2", "1 2 3 5 4", "3 4 5 2 1", "4 5 2 1 3", "2 1 4 3 5"]
BLANK = ["- - - - -"] * 5
"""A 3×3 grid framed by its clues, none given (the rules checker's puzzles: ``Skyscrapers(framed)``)."""


def latin_rows(puzzle: Skyscrapers):
    """Every grid whose rows each hold 1..K once and '-' elsewhere (the brute force: the rules
    checker says which are answers)."""
    n, k = puzzle.n, puzzle.heights
    rows = sorted(set(itertools.permutations([str(x) for x in range(1, k + 1)] + ["-"] * (n - k))))
    for grid in itertools.product(rows, repeat=n):
        yield [list(r) for r in grid]


def random_puzzle(rng: random.Random) -> Skyscrapers:
    """A 2×2 or 3×3 grid of heights 1..K (K at most N), some clues, now and then a given height or
    (3×3) the diagonals' rule. (Clues the cells cannot show are refused: such a draw is drawn
    again.)"""
    while True:
        try:
            return _draw(rng)
        except InputError:
            pass


def _draw(rng: random.Random) -> Skyscrapers:
    n = rng.randint(2, 3)
    k = rng.randint(1, n)
    side = [[rng.choice(["-", "-"] + [str(x) for x in range(1, k + 1)]) for _ in range(n)] for _ in range(4)]
    cells = [["-"] * n for _ in range(n)]
    if rng.random() < 0.3:
        cells[rng.randrange(n)][rng.randrange(n)] = str(rng.randint(1, k))
    return Skyscrapers.from_sides(*side, cells, k, diagonal=n == 3 and rng.random() < 0.3)


CASE = Case(
    kind="skyscrapers",
    demo="demo-7x7",
    demo_answer=DEMO_ANSWER,
    small=EXAMPLE,
    count=1,
    aliases=("skyscraper",),
    answer=EXAMPLE_ANSWER,
    svg=lambda s: s.count("<text") == 25 + 14,
    bad_file="2 2 2\n- -\n- -\n- 9\n- -\n",
    error="4:3: '9': the clue left of row 2 9 is more than the 2 heights",
    random=random_puzzle,
    candidates=latin_rows,
    seeds=30,
    broken=(
        (BLANK, ["1 2 x", "2 3 1", "3 1 2"], "r1c3 is 'x': a cell is a height from 1 to 3 or - (a park; 0 too)"),
        (BLANK, ["1 2 4", "2 3 1", "3 1 2"], "r1c3 is '4': a cell is a height from 1 to 3 or - (a park; 0 too)"),
        (BLANK, ["1 2 3", "2 3 1", "3 1 1"], "row 3 holds the height 1 2 times (r3c2, r3c3)"),
        (BLANK, ["1 2 3", "2 3 1", "3 1 -"], "row 3 holds the height 2 0 times"),
        (BLANK, ["1 2 3", "2 3 1", "1 2 3"], "column 1 holds the height 1 2 times (r1c1, r3c1)"),
        (["- 1 - - -"] + BLANK[1:], ["1 2 3", "2 3 1", "3 1 2"],
         "from above column 1 one sees 3 buildings, its clue says 1"),
        (BLANK[:2] + ["- - - - 1"] + BLANK[3:], ["1 2 3", "2 3 1", "3 1 2"],
         "from right of row 2 one sees 2 buildings, its clue says 1"),
    ),
    bad=(
        ("", "empty skyscrapers puzzle"),
        ("3 3\n", "1:1: expected the first line 'N N K' or 'N N K D'"),
        ("3 3 3 X\n", "1:1: expected the first line"),
        ("2 3 2\n", "1:1: a skyscrapers grid is square (N×N, N at least 1), not 2×3"),
        ("3 3 4\n", "1:1: the heights K=4 are from 1 to the grid's size 3"),
        ("2 2 2\n- -\n- -\n- -\n", "5:1: expected four lines of clues and then no rows or 2 rows of cells, found 3"),
        ("2 2 2\n- - -\n- -\n- -\n- -\n", "2:5: this line has 3 clues, the first line says 2"),
        ("2 2 2\n- 3\n- -\n- -\n- -\n", "2:3: '3': the clue above column 2 3 is more than the 2 heights"),
        ("2 2 2\n- -\n- -\n0 -\n- -\n", "4:1: '0': the clue left of row 1 is a number from 1 or '-'"),
        ("2 2 2\n- -\n- -\n- -\n- -\n- x\n- -\n", "6:3: 'x': the cell is a number from 1 or '-'"),
        ("2 2 1\n- -\n- -\n- -\n- -\n- 2\n- -\n", "6:3: '2': the cell 2 is more than the 1 heights"),
    ),
    bad_urls=(
        ("https://puzz.link/p?mashu/2/2/00", "not a skyscrapers URL"),
        ("https://puzz.link/p?skyscrapers/3/2/3", "a skyscrapers grid is square"),
    ),
    exports=(
        Export("example", EXAMPLE, 1),
    ),
    made=(5, 5),
)
