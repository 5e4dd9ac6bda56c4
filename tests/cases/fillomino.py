"""fillomino: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random
from collections import Counter

from xcckit.puzzles.fillomino import Fillomino

from ..tilings import connected_partitions
from . import Case, Export, lines as text

DEMO_ANSWER = ["2 3 3 4 4 6 6 6", "2 6 3 4 4 6 6 5", "6 6 6 3 8 8 6 5", "2 6 6 3 8 7 7 5",
               "2 3 5 3 8 7 7 5", "3 3 5 8 8 8 7 5", "4 4 5 8 3 7 7 1", "4 4 5 5 3 3 2 2"]
SMALL = ["3 4", "- 5 - 4", "- 4 - -", "- 1 - -"]  # (of the project's making: 1 answer)
SMALL_ANSWER = ["5 5 5 4", "5 4 4 4", "5 1 2 2"]


def random_cells(rng: random.Random, m: int, n: int) -> list[list[str]]:
    """An m×n grid with up to three clues of 1-5."""
    cells = [["-"] * n for _ in range(m)]
    for _ in range(rng.randint(0, 3)):
        cells[rng.randrange(m)][rng.randrange(n)] = str(rng.randint(1, min(5, m * n)))
    return cells


def random_puzzle(rng: random.Random) -> Fillomino:
    """A grid of at most 12 cells (the pure exact cover, without the group-sizes constraint)."""
    m, n = rng.choice([(2, 2), (2, 3), (3, 3), (1, 5)])
    return Fillomino(random_cells(rng, m, n))


def cuts(p: Fillomino):
    """Every way to cut the grid into connected pieces, each cell written with its piece's size."""
    for label in connected_partitions(p.m, p.n):
        size = Counter(label.values())
        yield [[str(size[label[i, j]]) for j in range(p.n)] for i in range(p.m)]


CASE = Case(
    kind="fillomino",
    demo="demo-8x8",
    demo_answer=DEMO_ANSWER,
    url="https://puzz.link/p?fillomino/8/8/n2g3g46m865g66h77g2353m8g8i4k1i5g3g2",
    small=SMALL,
    count=1,
    answer=SMALL_ANSWER,
    svg=lambda s: s.count("<text") == 12,
    bad_file="2 2\n1 x\n- -\n",
    error="2:3: 'x': a cell is a number from 1 (its group's size) or '-'",
    random=random_puzzle,
    candidates=cuts,
    seeds=4,
    broken=(
        (["3 - -"], ["2 2 1"], "r1c1 holds the clue 3, not 2"),
        (["- -"], ["1 x"], "r1c2 is 'x': a cell holds a number from 1"),
        (["- -"], ["1 0"], "r1c2 is '0': a cell holds a number from 1"),
        (["- - -"], ["2 2 2"], "the group of 2s at r1c1 has 3 cells"),
        (["- - -"], ["1 3 3"], "the group of 3s at r1c2 has 2 cells"),
        (["- -", "- -"], ["1 2", "2 1"], "the group of 2s at r1c2 has 1 cell"),
    ),
    bad=(
        ("", "empty fillomino puzzle"),
        ("2\n1 -\n- -\n", "1:1: expected the first line 'R C'"),
        ("2 2\n1 -\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
        ("2 2\n1 - -\n- -\n", "2:5: this row has 3 cells, the first line says 2"),
        ("2 2\n1 a\n- -\n", "2:3: 'a': a cell is a number from 1 (its group's size) or '-'"),
        ("2 2\n0 -\n- -\n", "2:1: '0': a cell is a number from 1"),
        ("2 2\n5 -\n- -\n", "1:1: the clue 5 at r1c1 is larger than the grid's 4 cells"),
    ),
    bad_urls=(
        ("https://puzz.link/p?nurikabe/2/2/1i", "not a fillomino URL"),
        ("https://puzz.link/p?fillomino/2/2/1i4", "borders given between cells are not part of fillomino's notation"),
        ("https://puzz.link/p?fillomino/2/2/0i", "a fillomino clue is a number from 1"),
        ("https://puzz.link/p?fillomino/2/2/1", "the URL is cut short"),
    ),
    exports=(
        Export("2x3", "2x3", 33),
        Export("small", text(SMALL), 1, zdd=True),  # (dlx's count and zdd's of the small puzzle)
    ),
    made=(6, 7),
    demo_searched=False,
)
