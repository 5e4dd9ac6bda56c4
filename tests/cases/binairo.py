"""binairo: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.binairo import Binairo

from . import case, Export, lines as text

PK_PUZZLE = ["8 8", "- - - - 2 - - -", "- - 1 2 - 1 - 1", "- 1 - - - - - -", "- 1 2 - 1 - 1 2",
             "- - 2 - - - - -", "- 1 - - - - 2 2", "2 - - - 1 1 - -", "- - 2 - - - 1 2"]
PK_ANSWER = ["1 2 2 1 2 2 1 1", "1 2 1 2 2 1 2 1", "2 1 1 2 1 1 2 2", "2 1 2 1 1 2 1 2",
             "1 2 2 1 2 2 1 1", "2 1 1 2 1 1 2 2", "2 2 1 2 1 1 2 1", "1 1 2 1 2 2 1 2"]


def random_puzzle(rng: random.Random) -> Binairo:
    """A 2×2, 2×4, 4×2 or 4×4 grid with all but 11 of its cells given at random (lines may
    repeat: the distinct rule is tests/test_binairo.py's)."""
    m, n = rng.choice([(2, 2), (2, 4), (4, 2), (4, 4), (4, 4)])
    cells = [["-"] * n for _ in range(m)]
    for i, j in rng.sample([(i, j) for i in range(m) for j in range(n)], max(0, m * n - 11)):
        cells[i][j] = rng.choice("12")
    return Binairo(cells)


def fillings(puzzle: Binairo):
    """Every filling of the open cells with 1 and 2."""
    open_cells = [(i, j) for i in range(puzzle.m) for j in range(puzzle.n) if puzzle.cells[i][j] == "-"]
    for values in itertools.product("12", repeat=len(open_cells)):
        grid = [row[:] for row in puzzle.cells]
        for (i, j), v in zip(open_cells, values):
            grid[i][j] = v
        yield grid


CASE = case(
    __name__,
    small=PK_PUZZLE,
    answer=PK_ANSWER,
    svg=lambda s: s.count('fill="black"') == 32,
    random=random_puzzle,
    candidates=fillings,
    exports=(Export("small", text(PK_PUZZLE), 1),),
)
