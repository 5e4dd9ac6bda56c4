"""burokku: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.burokku import Burokku

from ..tilings import connected_partitions, number_regions
from . import Case, Export, lines

DEMO_ANSWER = ["1 1 1 5 5 6", "1 1 1 2 5 6", "2 2 2 2 5 6", "2 3 3 5 5 6", "3 3 3 3 6 6", "4 4 4 4 4 4"]
SMALL = ["4 4", "- - - -", "a c a d", "a - c c", "- c - d"]  # (of the project's making: 1 answer)
SMALL_ANSWER = ["1 1 3 3", "1 1 4 3", "2 2 4 3", "2 2 4 4"]
PARTITIONS: dict = {}


def random_puzzle(rng: random.Random) -> Burokku:
    """A grid of 4 to 10 cells with a few letters of a, b, c (blocks of its shorter side), a
    third of them with the cells of a block given (a divisor of the cells) and a third with a
    given line or two."""
    m, n = rng.choice([(2, 2), (2, 3), (3, 2), (3, 3), (2, 4), (2, 5), (1, 4)])
    cells = [[rng.choice("abc") if rng.random() < 0.35 else "-" for _ in range(n)] for _ in range(m)]
    cells[rng.randrange(m)][rng.randrange(n)] = "-"  # (an empty cell: the shorter side unless K is given)
    extra = [rng.choice([k for k in range(1, m * n + 1) if (m * n) % k == 0])] if rng.random() < 1 / 3 else []
    given = None
    if rng.random() < 1 / 3:
        given = [[0] * n for _ in range(m)]
        for _ in range(rng.randint(1, 2)):
            given[rng.randrange(m)][rng.randrange(n)] = rng.randint(1, 3)
    size = extra[0] if extra else min(m, n)
    count = m * n // size
    for s in "abc":  # (no letter in more cells than there are blocks: the notation refuses it)
        where = [(i, j) for i in range(m) for j in range(n) if cells[i][j] == s]
        for i, j in where[count:]:
            cells[i][j] = "-"
    return Burokku(cells, None, extra, given)


def divisions(puzzle: Burokku) -> list[list[list[str]]]:
    """Every division of the grid into connected regions (numbered as the answers are)."""
    size = (puzzle.m, puzzle.n)
    if size not in PARTITIONS:
        PARTITIONS[size] = [number_regions(t) for t in connected_partitions(*size)]
    return PARTITIONS[size]


CASE = Case(
    kind="burokku",
    demo="demo-6x6",
    demo_answer=DEMO_ANSWER,
    small=SMALL,
    count=1,
    answer=SMALL_ANSWER,
    svg=lambda s: s.count('stroke-width="3"') > 5 and s.count("<text") == 9,
    bad_file="2 2\na ?\n- -\n",
    error="2:3: '?': a cell is a letter, a number from 1 or '-' (empty)",
    random=random_puzzle,
    candidates=divisions,
    seeds=10,
    rows=lambda rows: Burokku.from_text(lines(rows)),  # (the whole notation: the size line, perhaps [lines])
    broken=(
        (["1 2", "a -"], ["1 x"], "r1c2 is 'x': a cell holds the number of its region (from 1)"),
        (["1 3 1", "- - -"], ["1 2 1"], "region 1 is in 2 pieces (r1c1 and r1c3)"),
        (["2 2", "- -", "- -"], ["1 1", "1 1"], "block 1 at r1c1 has 4 cells, a block has 2"),
        (["2 2", "a -", "a -"], ["1 2", "1 2"], "block 1 holds 'a' twice (r1c1 and r2c1)"),
        (["2 2", "a b", "b a"], ["1 1", "1 1"], "block 1 at r1c1 has 4 cells, a block has 2"),
        (["2 2", "- -", "- -", "[lines]", "2 -", "- -"], ["1 2", "1 2"],
         "block 1 crosses the given line between r1c1 and r2c1"),
        (["2 2 4", "- -", "- -"], ["1 2", "1 2"], "block 1 at r1c1 has 2 cells, a block has 4"),
    ),
    demo_broken=(
        ({(1, 0): "2", (1, 3): "1"}, "block 2 holds 'a' twice (r2c1 and r3c1)"),
        ({(5, 5): "3"}, "region 3 is in 2 pieces (r4c2 and r6c6)"),
        ({(0, 3): "1"}, "block 1 at r1c1 has 7 cells, a block has 6"),
    ),
    bad=(
        ("", "empty burokku puzzle"),
        ("2\n- -\n- -\n", "1:1: expected the first line 'R C' or 'R C K' (rows, columns and perhaps the cells of a "
                          "block), not '2'"),
        ("2 2\n- -\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
        ("2 2\n- - -\n- -\n", "2:5: this row has 3 cells, the first line says 2"),
        ("2 2\n0 -\n- -\n", "2:1: '0': a cell is a letter, a number from 1 or '-' (empty)"),
        ("2 2\nab -\n- -\n", "2:1: 'ab': a cell is a letter"),
        ("2 2\na a\na -\n", "3:1: 'a' is in more than 2 cells, the number of blocks (a block holds it at most once)"),
        ("2 2\na b\nc c\n", "1:1: blocks of 3 cells do not divide the 2×2 grid (4 cells)"),
        ("2 3 4\n- - -\n- - -\n", "1:1: blocks of 4 cells do not divide the 2×3 grid (6 cells)"),
        ("2 2 0\n- -\n- -\n", "1:1: a block has at least one cell, not 0"),
        ("2 2\n- -\n- -\n[lines]\n- -\n", "6:1: expected 2 rows of given lines after '[lines]', found 1"),
        ("2 2\n- -\n- -\n[lines]\n- 4\n- -\n", "5:3: 4: a line's code is 0-3 (1 on the right, 2 below, 3 both)"),
        ("2 2\n- -\n- -\n[lines]\n- x\n- -\n", "5:3: 'x': a line's code is '-' or 0-3"),
        ("2 2\n- -\n- -\n[lines]\n- - -\n- -\n", "5:5: this row of lines has 3 cells, the first line says 2"),
    ),
    bad_urls=(("https://puzz.link/p?burokku/2/2/abc", "pzprjs has no burokku URLs"),),
    exports=(
        Export("small", lines(SMALL), 1, zdd=True),
        Export("blank", "4x4", 117, lines=1 + 113, zdd=True),
    ),
    made=(5, 5),
)
