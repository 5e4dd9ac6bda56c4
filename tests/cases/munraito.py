"""munraito: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.munraito import Munraito

from . import Case, Export, lines

DEMO_ANSWER = ["s - - - - 4 x", "x - s - - 4 -", "- - x s - - 6", "- - - - x 3 s", "0 x 0 9 - s -",
               "- 2 1 - s x -", "- s - x - - -"]
SMALL = ["4 4", "- - 1 -", "- 4 - -", "- - - -", "9 - - -"]  # (xcc generate munraito 4 --seed 1: 1 answer)
SMALL_ANSWER = ["x - 1 s", "s 4 x -", "- x s -", "9 s - x"]


def random_puzzle(rng: random.Random) -> Munraito:
    """A 2×2 to 4×4 grid with a few moons of any number 0-15, one time in four a star or a
    cloud given."""
    n = rng.choice([2, 3, 3, 4, 4])
    cells = [["-"] * n for _ in range(n)]
    for _ in range(rng.randint(0, n)):
        cells[rng.randrange(n)][rng.randrange(n)] = str(rng.choice([0, 1, 2, 4, 8, 3, 6, 9, 12, rng.randint(0, 15)]))
    if rng.random() < 0.25:
        cells[rng.randrange(n)][rng.randrange(n)] = rng.choice("sx")
    return Munraito(cells)


def placements(p: Munraito):
    """Every grid with one star and one cloud in each row and each column (the stars' columns a
    permutation of the rows, the clouds' another), the moons' numbers written over them: the
    rules checker says which are answers."""
    n = p.n
    for stars in itertools.permutations(range(n)):
        for clouds in itertools.permutations(range(n)):
            grid = [["-"] * n for _ in range(n)]
            for i in range(n):
                grid[i][stars[i]], grid[i][clouds[i]] = "s", "x"
            for i, row in enumerate(p.cells):
                for j, t in enumerate(row):
                    if t.isdigit():
                        grid[i][j] = t
            yield grid


CASE = Case(
    kind="munraito",
    demo="demo-7x7",
    demo_answer=DEMO_ANSWER,
    small=SMALL,
    count=1,
    answer=SMALL_ANSWER,
    svg=lambda s: s.count('fill="#333"') == 4 and s.count("★") == 4 and s.count("<path") == 12,
    bad_file="2 2\n- 16\n- -\n",
    error=("2:3: '16': a cell is - (empty), s or x (a star or a cloud given) or a moon: a number 0-15, the sum of its "
           "lit sides (8 top, 4 left, 2 bottom, 1 right)"),
    random=random_puzzle,
    candidates=placements,
    seeds=10,
    broken=(
        (["- -", "- -"], ["o -", "- -"], "r1c1 is 'o': a cell is s (a star), x (a cloud) or - (empty)"),
        (["0 -", "- -"], ["s x", "x s"], "r1c1 holds the moon 0, not 's'"),
        (["s -", "- -"], ["x s", "s x"], "r1c1 is given a star, not 'x'"),
        (["- -", "- -"], ["s s", "x x"], "row 1 holds 2 stars: each row and each column holds one star and one cloud"),
        (["- -", "- -"], ["s x", "s x"], "column 1 holds 2 stars: each row and each column holds one star and one "
                                         "cloud"),
        (["- - -", "- 0 -", "- - -"], ["x s -", "- 0 x", "s - -"], "row 2 holds 0 stars: each row and each column "
                                                                      "holds one star and one cloud"),
        (["- - -", "- 0 -", "- - -"], ["x s -", "s 0 x", "- x s"], "the moon 0 at r2c2 is lit on its top and left "
                                                                   "sides: 0 says no side"),
        (["- - -", "- 12 -", "- - -"], ["- s x", "x 12 s", "s x -"], "the moon 12 at r2c2 is lit on its top and right "
                                                                     "sides: 12 says its top and left sides"),
    ),
    demo_broken=(
        ({(0, 0): "x", (0, 6): "s"}, "column 1 holds 0 stars: each row and each column holds one star and one cloud"),
        ({(1, 2): "-", (1, 6): "s", (3, 6): "-", (3, 2): "s"},
         "the moon 4 at r2c6 is lit on its right side: 4 says its left side"),
        ({(2, 3): "-", (2, 4): "s", (5, 4): "-", (5, 3): "s"}, "the moon 9 at r5c4 is lit on its bottom and right "
                                                               "sides: 9 says its top and right sides"),
    ),
    bad=(
        ("", "empty munraito puzzle"),
        ("2 2\n- -\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
        ("2 2\n- - -\n- -\n", "2:5: this row has 3 cells, the first line says 2"),
        ("2 2\n- a\n- -\n", "2:3: 'a': a cell is - (empty), s or x (a star or a cloud given) or a moon"),
        ("2 2\n- -1\n- -\n", "2:3: '-1': a cell is - (empty)"),
        ("2 2\n- 16\n- -\n", "2:3: '16': a cell is - (empty)"),
        ("2 3\n- - -\n- - -\n", "1:1: one star and one cloud in every row and every column need a square grid, "
                                "not 2×3"),
        ("2\n- -\n- -\n", "1:1: expected the first line 'R C'"),
    ),
    bad_urls=(("https://puzz.link/p?lightup/2/2/abc", "pzprjs has no munraito URLs"),),
    exports=(
        Export("small", lines(SMALL), 1),
        Export("blank", "3 3\n- - -\n- - -\n- - -\n", 12, lines=1 + 6 * 6, zdd=True),
    ),
    made=(6, 6),
)
