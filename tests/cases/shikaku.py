"""shikaku: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.shikaku import Shikaku

from ..tilings import number_regions, rectangle_tilings
from . import Case, Export, lines as text

DEMO_ANSWER = ["1 4 8 8 8 13 13 13 18 19", "1 4 8 8 8 13 13 13 18 19", "1 4 8 8 8 13 13 13 18 19",
               "1 5 9 9 9 13 13 13 18 20", "1 5 9 9 9 14 16 16 18 20", "1 5 10 10 11 14 16 16 18 20",
               "2 5 10 10 11 14 16 16 18 20", "3 6 10 10 12 14 16 16 18 20", "3 6 10 10 12 14 16 16 18 20",
               "3 7 10 10 12 15 15 17 18 21"]
SMALL = ["3 4", "4 - - -", "- - - 4", "- 4 - -"]  # (of the project's making: 3 answers)


def random_puzzle(rng: random.Random) -> Shikaku:
    """Numbers on a random division of a 2-3 × 2-4 grid (moved now and then, so that some puzzles
    have no answer or several)."""
    m, n = rng.randint(2, 3), rng.randint(2, 4)
    made = Shikaku.maker(m, n, rng)
    cells = made.cells
    if rng.random() < 0.4:
        clues = [(i, j) for i in range(m) for j in range(n) if cells[i][j] != "-"]
        i, j = rng.choice(clues)
        a, b = rng.randrange(m), rng.randrange(n)
        cells[i][j], cells[a][b] = cells[a][b], cells[i][j]
    return Shikaku(cells)


def divisions(puzzle: Shikaku):
    """Every division of the puzzle's grid into rectangles, its regions numbered."""
    return (number_regions(t) for t in rectangle_tilings(puzzle.m, puzzle.n))


CASE = Case(
    kind="shikaku",
    demo="demo-10x10",
    demo_answer=DEMO_ANSWER,
    url="https://puzz.link/p?shikaku/10/10/i9jar3m3kcj646w1i2na3gai32i5i6g1i2g1g1",
    small=SMALL,
    count=3,
    svg=lambda s: s.count('stroke-width="3"') > 3,
    bad_file="2 2\n1 x\n- -\n",
    error="2:3: 'x': a cell is a number from 1 (its rectangle's area), ? (a number not given) or '-'",
    random=random_puzzle,
    candidates=divisions,
    seeds=10,
    broken=(
        (["2 -"], ["1 x"], "r1c2 is 'x': a cell holds the number of its region (from 1)"),
        (["1 - 1"], ["1 2 1"], "region 1 is in 2 pieces (r1c1 and r1c3)"),
        (["3 -", "- -"], ["1 1", "1 2"], "region 1 at r1c1 is not a rectangle"),
        (["2 - -"], ["1 1 2"], "region 2 at r1c3 holds no number"),
        (["1 1"], ["1 1"], "region 1 at r1c1 holds 2 numbers"),
        (["3 - -"], ["1 1 2"], "region 1 at r1c1 has 2 cells, its number says 3"),
    ),
    bad=(
        ("", "empty shikaku puzzle"),
        ("2 2\n1 -\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
        ("2 2\n1 - -\n- -\n", "2:5: this row has 3 cells, the first line says 2"),
        ("2 2\n1 a\n- -\n", "2:3: 'a': a cell is a number from 1 (its rectangle's area), ? (a number not given) or '-'"),
        ("2 2\n0 -\n- -\n", "2:1: '0': a cell is a number from 1"),
        ("2 2\n5 -\n- -\n", "1:1: the number 5 at r1c1 is larger than the 2×2 grid"),
        ("2 2\n3 3\n- -\n", "1:1: the numbers add up to 6, more than the 4 cells"),
    ),
    bad_urls=(
        ("https://puzz.link/p?nurikabe/2/2/1g2g", "not a shikaku URL"),
        ("https://puzz.link/p?aho/2/2/1g2g", "not a shikaku URL"),
        ("https://puzz.link/p?shikaku/2/2/1", "the URL is cut short"),
    ),
    exports=(
        Export("small", text(SMALL), 3, zdd=True, check=lambda dlx: "|" not in dlx.splitlines()[-1]),
    ),
    made=(6, 7),
)
