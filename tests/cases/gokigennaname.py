"""gokigennaname: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.gokigennaname import GokigenNaname

from . import Case, Export, lines

DEMO_ANSWER = ["/ / / \\ \\ \\ \\ /", "/ \\ / \\ / / / \\", "/ / \\ \\ \\ \\ \\ \\", "\\ / / / / / \\ \\",
               "/ \\ \\ \\ \\ / / /", "/ / / / \\ \\ / /", "\\ \\ / / / \\ \\ \\", "/ / / \\ / / / \\"]
SMALL = ["3 4", "- - 2 - 1", "1 - - - -", "- 2 - - 2", "- - 1 2 -"]  # (of the project's making: 1 answer)
SMALL_ANSWER = ["/ / \\ /", "/ / \\ \\", "\\ \\ \\ /"]


def slants(puzzle: GokigenNaname):
    """Every grid of / and \\ (the brute force: the rules checker says which are answers)."""
    m, n = puzzle.m, puzzle.n
    for bits in itertools.product("/\\", repeat=m * n):
        yield [list(bits[i * n:(i + 1) * n]) for i in range(m)]


def random_puzzle(rng: random.Random) -> GokigenNaname:
    """A 1-3 × 2-4 grid with the numbers of a random answer (the maker's), each kept with
    probability 0.15 (many answers), 0.3 or 0.8 (one or a few)."""
    m, n = rng.randint(1, 3), rng.randint(2, 4)
    made = GokigenNaname.maker(m, n, rng)
    keep = rng.choice([0.15, 0.3, 0.8])
    cells = [[t if rng.random() < keep else "-" for t in row] for row in made.cells]
    return GokigenNaname(cells)


CASE = Case(
    examples=(("https://puzz.link/p?gokigen/4/4/iaegcgcj6a",  # (pzprjs's test puzzle)
               ["\\ / \\ /", "/ \\ \\ \\", "\\ \\ / /", "/ / / \\"]),),
    kind="gokigennaname",
    demo="demo-8x8",
    demo_answer=DEMO_ANSWER,
    url="https://puzz.link/p?gokigen/8/8/ackb7e19d16b22dacg2c733bi7d52dhdhab",
    small=SMALL,
    count=1,
    answer=SMALL_ANSWER,
    svg=lambda s: s.count("<circle") == 7 and s.count('stroke-width="3"') == 12,
    bad_file="2 2\n- x -\n- - -\n- - -\n",
    error="2:3: 'x': a point is '-' or a number 0-4",
    random=random_puzzle,
    candidates=slants,
    seeds=10,
    broken=(
        (["- -", "- -"], ["x"], "r1c1 is 'x': a cell is / or \\"),
        (["1 -", "- -"], ["/"], "point r1c1 says 1 but 0 diagonals touch it"),
        (["- - -", "- 2 -", "- - -"], ["\\ /", "/ \\"], "point r2c2 says 2 but 4 diagonals touch it"),
        (["- - -", "- - -", "- - -"], ["/ \\", "\\ /"], "the diagonals close a loop (through r2c2)"),
        (["- - - -", "- - - -", "- - - -", "- - - -"], ["/ \\ /", "\\ / \\", "/ \\ /"],
         "the diagonals close a loop (through r2c2)"),
    ),
    demo_broken=(
        ({(0, 0): "\\"}, "point r1c1 says 0 but 1 diagonal touches it"),
        ({(5, 0): "\\"}, "the diagonals close a loop (through r6c2)"),
    ),
    bad=(
        ("", "empty gokigennaname puzzle"),
        ("2\n- - -\n", "1:1: expected the first line 'R C'"),
        ("2 2\n- - -\n- - -\n", "4:1: the first line says 2×2: expected 3 rows of points (the cells' corners), "
                              "found 2"),
        ("2 2\n- - -\n- - -\n- - -\n- - -\n", "5:1: the first line says 2×2: expected 3 rows of points"),
        ("2 2\n- - - -\n- - -\n- - -\n", "2:7: this row has 4 points, the first line says 2 columns: 3 points"),
        ("2 2\n- - -\n- -\n- - -\n", "3:4: this row has 2 points, the first line says 2 columns: 3 points"),
        ("2 2\n- 5 -\n- - -\n- - -\n", "2:3: '5': a point is '-' or a number 0-4"),
        ("2 2\n- - -\n- - -\n- - -1\n", "4:5: '-1': a point is '-' or a number 0-4"),
        ("2 2\n- - -\n- 0 -\n- - -\n", "3:3: the 0 at point r2c2 is inside the grid: the four diagonals round it "
                                       "would close a loop"),
        ("2 2\n- 4 -\n- - -\n- - -\n", "2:3: the 4 at point r1c2 is more than its 2 cells"),
        ("1 1\n- -\n- 2\n", "3:3: the 2 at point r2c2 is more than its 1 cell"),
    ),
    bad_urls=(
        ("https://puzz.link/p?gokigen/2/2/3", "ends after 1 of the grid's 9 cells"),
        ("https://puzz.link/p?gokigen/2/2/4o", "the 4 at point r1c1 is more than its 1 cell"),
        ("https://puzz.link/p?gokigen/2/2/j0n", "the 0 at point r2c2 is inside the grid"),
        ("https://puzz.link/p?gokigen/d/2/2/j1n", "old gokigen URLs"),
        ("https://puzz.link/p?wagiri/2/2/j1n", "not a gokigennaname URL"),
    ),
    exports=(
        Export("small", lines(SMALL), 1, side=True),
        Export("blank", "2x2", 15, side=True),
    ),
    made=(5, 5),
)
