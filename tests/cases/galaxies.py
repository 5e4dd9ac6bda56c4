"""galaxies: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.errors import InputError
from xcckit.puzzles.galaxies import Galaxies

from ..tilings import connected_partitions, number_regions
from . import Case, Export, lines as text

DEMO_ANSWER = ["1 2 2 2 2 2 13 18", "1 3 5 5 5 5 14 19", "1 4 6 6 6 9 14 19", "1 4 6 9 9 9 9 19",
               "1 4 6 6 9 9 9 9", "1 4 7 6 6 9 15 20", "1 4 8 10 6 11 16 20", "1 4 6 6 6 12 17 20"]
SMALL = ["3 3", "- - - - -", "- - - - -", "- o - - o", "- - - - -", "- - - - -"]  # (of the project's making)
SMALL_ANSWER = ["1 1 2", "1 1 2", "1 1 2"]  # (a dot between r2c1 and r2c2, another in r2c3)
PARTITIONS: dict = {}


def random_dots(rng: random.Random, m: int, n: int) -> Galaxies:
    """Dots of random m×n galaxies (one moved now and then, so that some puzzles have no answer
    or several)."""
    points = Galaxies.maker(m, n, rng).cells
    if rng.random() < 0.5:
        dots = [(a, b) for a, row in enumerate(points) for b, t in enumerate(row) if t != "-"]
        a, b = rng.choice(dots)
        points[a][b] = "-"
        points[rng.randrange(2 * m - 1)][rng.randrange(2 * n - 1)] = "o"
    try:
        return Galaxies(points)
    except InputError:  # (two dots touching one cell)
        return random_dots(rng, m, n)


def random_puzzle(rng: random.Random) -> Galaxies:
    """Dots of random galaxies on a board of 4 to 9 cells."""
    m, n = rng.choice([(2, 2), (2, 3), (3, 2), (3, 3), (2, 4)])
    return random_dots(rng, m, n)


def divisions(puzzle: Galaxies) -> list[list[list[str]]]:
    """Every division of the board into connected regions (numbered as the answers are)."""
    size = (puzzle.m, puzzle.n)
    if size not in PARTITIONS:
        PARTITIONS[size] = [number_regions(t) for t in connected_partitions(*size)]
    return PARTITIONS[size]


CASE = Case(
    kind="galaxies",
    demo="demo-8x8",
    demo_answer=DEMO_ANSWER,
    url="https://puzz.link/p?tentaisho/8/8/la2ep8ereoeziehet6ekeet2622ex2e",
    small=SMALL,
    count=1,
    answer=SMALL_ANSWER,
    aliases=("spiral_galaxies",),
    svg=lambda s: s.count('stroke-width="3"') > 3 and s.count("<circle") == 2,
    bad_file="2 2\no - x\n- - -\n- - -\n",
    error="2:5: 'x': a mark is o (a dot), * (a black dot), # (a cell off the board) or '-'",
    random=random_puzzle,
    candidates=divisions,
    seeds=10,
    broken=(
        (["o - -"], ["1 x"], "r1c2 is 'x': a cell holds the number of its region (from 1)"),
        (["o - -", "- - -", "- - o"], ["1 2", "2 1"], "region 1 is in 2 pieces (r1c1 and r2c2)"),
        (["- - -", "o - -", "- - -"], ["1 2", "1 2"], "region 2 at r1c2 holds no dot"),
        (["o - o"], ["1 1"], "region 1 at r1c1 holds 2 dots"),
        (["- o -"], ["1 2"], "the dot between r1c1 and r1c2 lies on a border between regions"),
        (["- - - - - - -", "o - - o - - -", "- - - - - - -"], ["1 2 2 3", "1 2 2 2"],
         "region 2 at r1c2 is not symmetric about its dot at the corner of r1c2 and r2c3: r2c4 is in it, its "
         "mirror image r1c1 is not"),
        (["o - -", "- - -", "- - -"], ["1 1", "1 1"],
         "region 1 at r1c1 is not symmetric about its dot in r1c1: r1c2 is in it, its mirror image is off the board"),
    ),
    bad=(
        ("", "empty galaxies puzzle"),
        ("2 x\n", "1:1: expected the first line 'R C' (the board's rows and columns of cells, from 1), not '2 x'"),
        ("2 2\no - -\n", "3:1: the first line says 2×2: expected 3 rows of points, found 1 rows"),
        ("2 2\no - - -\n- - -\n- - -\n", "2:7: this row has 4 points, the first line says 2 columns: 3 points"),
        ("2 2\no - a\n- - -\n- - -\n",
         "2:5: 'a': a mark is o (a dot), * (a black dot), # (a cell off the board) or '-'"),
        ("2 2\n- # -\n- o -\n- - -\n", "1:1: '#' at point (1, 2): a cell off the board is marked at its centre"),
        ("2 2\n1 #\n- -\n", "1:1: the dot between r1c1 and r1c2 touches r1c2, which is no part of the board"),
        ("2 2\n3 -\n- #\n",
         "1:1: the dot at the corner of r1c1 and r2c2 touches r2c2, which is no part of the board"),
        ("2 2\n- - -\n- - -\n- - -\n", "1:1: a galaxies puzzle has at least one dot"),
        ("2 2\no o -\n- - -\n- - -\n", "1:1: the dots in r1c1 and between r1c1 and r1c2 both touch r1c1"),
    ),
    bad_urls=(
        ("https://puzz.link/p?shikaku/2/2/1g2g", "not a galaxies URL"),
        ("https://puzz.link/p?tentaisho/2/2/8jg", "the cell r1c1 is off the board and holds a dot"),
        ("https://puzz.link/p?tentaisho/2/2/0", "the URL is cut short"),
        ("https://puzz.link/p?tentaisho/2/2/0+", "unexpected character '+'"),
    ),
    exports=(
        Export("small", text(SMALL), 1, side=True),
    ),
    made=(5, 6),
)
