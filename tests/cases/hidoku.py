"""hidoku: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.hidoku import Hidoku, random_walk

from . import case, Export, lines

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


CASE = case(
    __name__,
    small=SMALL,
    svg=lambda s: s.count("<text") == 9,
    random=random_puzzle,
    candidates=numberings,
    exports=(
        Export("small", lines(SMALL), 2),
        Export("blocked", lines(BLOCKED), 4),
        Export("blank", "2 2\n- -\n- -\n", 24, zdd=True),
    ),
)
