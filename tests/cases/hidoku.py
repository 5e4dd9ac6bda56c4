"""hidoku: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.hidoku import Hidoku, random_walk

from . import Case, Export, lines

DEMO_ANSWER = ["17 19 41 42 43 45 47", "16 18 20 40 44 48 46", "15 13 21 39 38 36 49", "14 11 12 22 37 34 35",
               "10 3 4 23 33 32 31", "9 2 5 24 27 28 30", "1 8 7 6 25 26 29"]
SMALL = ["3 3", "- - 3", "- 5 -", "9 - -"]  # (of the project's making: 2 answers)
BLOCKED = ["2 3", "1 - @", "- - 5"]  # (a blocked cell: 4 answers)


def numberings(puzzle: Hidoku):
    """Every grid holding 1 to N once each in its open cells, the given numbers kept, blocked
    cells as given (the brute force: the rules checker says which are answers)."""
    blocked = {(i, j) for i, row in enumerate(puzzle.cells) for j, t in enumerate(row) if t in ("@", "#")}
    open_cells = [(i, j) for i in range(puzzle.m) for j in range(puzzle.n) if (i, j) not in blocked]
    given = {(i, j): puzzle.cells[i][j] for i, j in open_cells if puzzle.cells[i][j] != "-"}
    free = [c for c in open_cells if c not in given]
    left = [str(k) for k in range(1, len(open_cells) + 1) if str(k) not in given.values()]
    for order in itertools.permutations(left):
        grid = [row[:] for row in puzzle.cells]
        for (i, j), t in zip(free, order):
            grid[i][j] = t
        yield grid


def random_puzzle(rng: random.Random) -> Hidoku:
    """A 1×4 to 3×3 grid (now and then a cell blocked), at most six numbers left to place:
    half the time some numbers of a random king's walk through it (it has an answer), else
    numbers at random places (most have none)."""
    m, n = rng.choice([(1, 4), (2, 2), (2, 3), (3, 2), (2, 4), (3, 3)])
    cells = [["-"] * n for _ in range(m)]
    if rng.random() < 0.5:
        walk = random_walk(m, n, rng)
        if rng.random() < 0.3:  # (an end of the walk blocked: what is left is a walk)
            i, j = walk.pop(rng.choice([0, -1]))
            cells[i][j] = rng.choice("@#")
        keep = rng.sample(range(len(walk)), max(len(walk) - 6, rng.randint(1, 3)))
        for k in keep:
            i, j = walk[k]
            cells[i][j] = str(k + 1)
        return Hidoku(cells)
    if rng.random() < 0.3:
        cells[rng.randrange(m)][rng.randrange(n)] = "@"
    spots = [(i, j) for i in range(m) for j in range(n) if cells[i][j] == "-"]
    numbers = rng.sample(range(1, len(spots) + 1), max(len(spots) - 6, rng.randint(1, 2)))
    for (i, j), k in zip(rng.sample(spots, len(numbers)), numbers):
        cells[i][j] = str(k)
    return Hidoku(cells)


CASE = Case(
    kind="hidoku",
    demo="demo-7x7",
    demo_answer=DEMO_ANSWER,
    small=SMALL,
    count=2,
    svg=lambda s: s.count("<text") == 9,
    bad_file="2 2\n1 x\n- -\n",
    error="2:3: 'x': a cell is a number from 1, '-' (empty), or '@' or '#' (blocked)",
    random=random_puzzle,
    candidates=numberings,
    seeds=10,
    broken=(
        (["- -"], ["1 x"], "r1c2 is 'x': a cell holds a number from 1 to 2"),
        (["- -"], ["1 3"], "r1c2 is '3': a cell holds a number from 1 to 2"),
        (["2 -"], ["1 2"], "r1c1 is given 2, the answer has 1"),
        (["- - -"], ["1 1 2"], "r1c1 and r1c2 both hold 1"),
        (["- - -"], ["1 3 2"], "1 at r1c1 and 2 at r1c3 do not touch"),
        (["- - -", "- - -"], ["1 2 6", "5 4 3"], "5 at r2c1 and 6 at r1c3 do not touch"),
        (["@ - -"], ["1 2 @"], "r1c1 is '1': it is blocked ('@')"),
    ),
    demo_broken=(
        ({(0, 0): "19", (0, 1): "17"}, "19 at r1c1 and 20 at r2c3 do not touch"),
        ({(0, 2): "40", (1, 3): "41"}, "39 at r3c4 and 40 at r1c3 do not touch"),
    ),
    bad=(
        ("", "empty hidoku puzzle"),
        ("2 2\n1 -\n", "the first line says 2×2: expected 2 rows of cells"),
        ("2 2\n- -\n- - -\n", "3:5: this row has 3 cells, the first line says 2"),
        ("1 2\n1 a\n", "2:3: 'a': a cell is a number from 1, '-' (empty), or '@' or '#' (blocked)"),
        ("1 2\n0 -\n", "2:1: '0': a cell is a number from 1"),
        ("1 2\n- -2\n", "2:3: '-2': a cell is a number from 1"),
        ("2 2\n- -\n- 5\n", "3:3: 5 is more than 4, the open cells of the grid"),
        ("2 2\n@ -\n- 4\n", "3:3: 4 is more than 3, the open cells of the grid"),
        ("1 3\n2 - 2\n", "2:5: 2 is given twice (also at r1c1)"),
        ("1 2\n@ #\n", "1:1: a hidoku has at least one open cell"),
    ),
    bad_urls=(("https://puzz.link/p?hidoku/2/2/abc", "pzprjs has no hidoku URLs"),
              ("https://puzz.link/p?mashu/2/2/00", "pzprjs has no hidoku URLs")),
    exports=(
        Export("small", lines(SMALL), 2),
        Export("blocked", lines(BLOCKED), 4),
        Export("blank", "2 2\n- -\n- -\n", 24, zdd=True),
    ),
    made=(6, 6),
)
