"""binairo: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.binairo import Binairo

from . import Case, Export, lines as text

DEMO_ANSWER = ["2 2 1 1 2 1 1 2", "2 1 2 1 2 1 2 1", "1 2 1 2 1 2 2 1", "1 2 1 1 2 2 1 2",
               "2 1 2 2 1 1 2 1", "1 2 1 2 1 1 2 2", "2 1 2 1 2 2 1 1", "1 1 2 2 1 2 1 2"]
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


CASE = Case(
    kind="binairo",
    demo="demo-8x8",
    demo_answer=DEMO_ANSWER,
    small=PK_PUZZLE,
    count=1,
    answer=PK_ANSWER,
    aliases=("takuzu",),
    svg=lambda s: s.count('fill="black"') == 32,
    bad_file="2 2\n1 3\n- -\n",
    error="2:3: '3': a cell is 1 (a white circle), 2 (a black one) or '-'",
    random=random_puzzle,
    candidates=fillings,
    seeds=8,
    broken=(
        (["- -", "- -"], ["1 2", "2 o"], "r2c2 is 'o': a cell is 1 (white) or 2 (black)"),
        (["2 -", "- -"], ["1 2", "2 1"], "r1c1 is given black and holds white"),
        (["- - - -"] * 4, ["1 1 1 2", "2 2 2 1", "1 2 1 2", "2 1 2 1"],
         "r1c1, r1c2 and r1c3 are three white circles side by side"),
        (["- - - -"] * 4, ["1 2 1 2", "1 2 2 1", "1 1 2 2", "2 1 1 2"],
         "r1c1, r2c1 and r3c1 are three white circles side by side"),
        (["- - - -"] * 2, ["1 2 1 1", "2 1 2 2"], "row 1 holds 3 white and 1 black circles: it needs as many of each"),
    ),
    bad=(
        ("", "empty binairo puzzle"),
        ("3 2\n1 2\n2 1\n- -\n", "1:1: a binairo grid has an even number of rows and of columns, not 3×2"),
        ("2 2\n1 2\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
        ("2 2\n1 2 1\n2 1\n", "2:5: this row has 3 cells, the first line says 2"),
        ("2 2\n1 0\n2 1\n", "2:3: '0': a cell is 1 (a white circle), 2 (a black one) or '-'"),
        ("2 2\n1 x\n2 1\n", "2:3: 'x': a cell is 1 (a white circle), 2 (a black one) or '-'"),
    ),
    bad_urls=(("https://puzz.link/p?binairo/2/2/abc", "pzprjs has no binairo URLs"),),
    exports=(Export("small", text(PK_PUZZLE), 1),),
    made=(6, 8),
)
