"""battleship: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.battleship import Battleship, pieces

from . import Case, Export

DEMO_ANSWER = ["- - - - w m e -", "- w e - - - - -", "- - - - - - - -", "n - w m m e - -",
               "m - - - - - - -", "s - - o - - - o", "- - - - - n - -", "o - w e - s - o"]
SMALL = ["4 4 2 1", "2 - 1 -", "2 - 0 1", "- - - -", "- - - -", "- - - -", "- - - -"]
"""A 4×4 of two ships of one cell and one of two, with some numbers."""


def ship_grid(m: int, n: int, on: set) -> list[list[str]]:
    """The grid of the ship cells ``on``: each straight piece written with its parts, any other
    piece all ``m`` (which the rules checker refuses)."""
    grid = [["-"] * n for _ in range(m)]
    seen: set = set()
    for c in sorted(on):
        if c in seen:
            continue
        part, stack = [], [c]
        seen.add(c)
        while stack:
            a, b = stack.pop()
            part.append((a, b))
            for d in ((a + 1, b), (a - 1, b), (a, b + 1), (a, b - 1)):
                if d in on and d not in seen:
                    seen.add(d)
                    stack.append(d)
        part.sort()
        straight = len({i for i, _ in part}) == 1 or len({j for _, j in part}) == 1
        for (i, j), tok in zip(part, pieces(part) if straight else ["m"] * len(part)):
            grid[i][j] = tok
    return grid


def ship_choices(puzzle: Battleship):
    """Every choice of ship cells, each piece written with its parts (the brute force: the rules
    checker says which are answers)."""
    cells = [(i, j) for i in range(puzzle.m) for j in range(puzzle.n)]
    for bits in itertools.product((False, True), repeat=len(cells)):
        yield ship_grid(puzzle.m, puzzle.n, {c for c, b in zip(cells, bits) if b})


def small_made(rng: random.Random):
    """A made puzzle of 2×2 to 3×4 cells (a fleet of its own at times) with some numbers and
    given parts taken away, and at times some water given: (the answer, the puzzle)."""
    m, n = rng.choice([(2, 2), (2, 3), (3, 2), (3, 3), (3, 4), (4, 3)])
    made = None
    while made is None:
        made = Battleship.maker(m, n, rng)
    k = made.extra[0]
    fleet, counts = made.extra[1:1 + k], made.extra[1 + k:]
    counts = [v if rng.random() < 0.6 else None for v in counts]
    cells = [[t if rng.random() < 0.5 else "-" for t in row] for row in made.cells]
    for i in range(m):
        for j in range(n):
            if made.answer[i][j] == "-" and rng.random() < 0.1:
                cells[i][j] = "x"
    return made, Battleship(cells, fleet, counts[:n], counts[n:])


def random_puzzle(rng: random.Random) -> Battleship:
    return small_made(rng)[1]


def fleet_sides_and_cells(rows: list[str]) -> Battleship:
    """The puzzle of ``rows``: the fleet, the columns' numbers, the rows' numbers ('-' where none
    is given), then the rows of cells (as the notation writes them, without R and C)."""
    def numbers(line: str) -> list[int | None]:
        return [None if t == "-" else int(t) for t in line.split()]

    return Battleship([r.split() for r in rows[3:]], [int(t) for t in rows[0].split()], numbers(rows[1]),
                      numbers(rows[2]))


CASE = Case(
    kind="battleship",
    demo="demo-8x8",
    demo_answer=DEMO_ANSWER,
    small=SMALL,
    count=4,
    svg=lambda s: s.count('fill="#333"') == 4,
    bad_file="2 2 1\n1 0\n1 0\no q\n- -\n",
    error="4:3: 'q': a cell is - (unknown), x (water) or a ship's part: o, n, s, w, e or m",
    random=random_puzzle,
    candidates=ship_choices,
    seeds=8,
    rows=fleet_sides_and_cells,
    broken=(
        (["1", "- -", "-", "- -"], ["o q"], "r1c2 is 'q': a cell is - (water) or a ship's part: o, n, s, w, e or m"),
        (["1", "- -", "-", "x -"], ["o -"], "r1c1 is water in the puzzle, not 'o'"),
        (["1", "- -", "-", "o -"], ["- o"], "r1c1 is 'o' in the puzzle (a ship of one cell), not '-'"),
        (["0 0 1", "- - -", "- - -", "- - -", "- - -", "- - -"], ["w e -", "- m -", "- - -"],
         "the ship cells from r1c1 to r2c2 are not one straight line"),
        (["2", "- - -", "- - -", "- - -", "- - -", "- - -"], ["o - -", "- o -", "- - -"],
         "the ships at r1c1 and r2c2 touch"),
        (["1 1", "- - - -", "-", "- - - -"], ["o w e -"],
         "r1c1 is 'o': it is the left end of a ship across ('w') of the ship from r1c1 to r1c3"),
        (["0 1", "- - -", "-", "- - -"], ["e w -"], "r1c1 is 'e': it is the left end of a ship across ('w') of "
                                                    "the ship from r1c1 to r1c2"),
        (["0 1", "- -", "- -", "- -", "- -"], ["n -", "m -"], "r2c1 is 'm': it is the bottom end of a ship down "
                                                             "('s') of the ship from r1c1 to r2c1"),
        (["2", "- - -", "-", "- - -"], ["o - -"], "there is 1 ship of 1 cell, the fleet has 2"),
        (["1", "- - -", "-", "- - -"], ["w m e"], "there are 0 ships of 1 cell, the fleet has 1"),
        (["1", "- - -", "0", "- - -"], ["o - -"], "row 1 holds 1 ship cell, its number says 0"),
        (["1", "- 1 -", "-", "- - -"], ["o - -"], "column 2 holds 0 ship cells, its number says 1"),
    ),
    bad=(
        ("", "expected a line 'R C F1 F2 ...', a line of column numbers"),
        ("2 2\n1 0\n1 0\no -\n- -\n", "1:1: expected the first line 'R C F1 F2 ...'"),
        ("2 2 1\n1 0\n1 0\no -\n", "5:1: the first line says 2×2: expected a line of 2 column numbers, a line of 2 row numbers and 2 rows of cells, found 3 lines"),
        ("2 2 1\n1 0 1\n1 0\no -\n- -\n", "2:5: expected 2 numbers of the columns here, found 3"),
        ("2 2 1\n1 0\n1 a\no -\n- -\n", "3:3: 'a': a number of the rows is a whole number or '-'"),
        ("2 2 1\n3 0\n1 0\no -\n- -\n", "2:1: 3 is more ship cells than a line of the columns holds (2)"),
        ("2 2 1\n1 0\n1 0\no - -\n- -\n", "4:5: this row has 3 cells, the first line says 2"),
        ("3 3 0 0 0 1\n- - -\n- - -\n- - -\n- - -\n- - -\n", "1:1: the fleet (1×4) has a ship of 4 cells: it does "
                                                             "not fit in a 3×3 grid"),
        ("3 3 5\n- - -\n- - -\n- - -\n- - -\n- - -\n", "1:1: the fleet (5×1) does not fit apart in a 3×3 grid"),
        ("2 2 0\n- -\n- -\n- -\n- -\n", "1:1: the fleet has no ship"),
    ),
    exports=(
        Export("demo", "demo-8x8", 1),
    ),
    made=(6, 6),
)
