"""galaxies: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.errors import InputError
from xcckit.puzzles.galaxies import Galaxies

from ..tilings import connected_partitions, number_regions
from . import case, Export, lines as text

DEMO_ANSWER = ["1 2 2 2 2 2 13 18", "1 3 5 5 5 5 14 19", "1 4 6 6 6 9 14 19", "1 4 6 9 9 9 9 19",
               "1 4 6 6 9 9 9 9", "1 4 7 6 6 9 15 20", "1 4 8 10 6 11 16 20", "1 4 6 6 6 12 17 20"]
SMALL = ["3 3", "- - - - -", "- - - - -", "- o - - o", "- - - - -", "- - - - -"]  # (of the project's making)
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


CASE = case(
    __name__,
    demo_answer=DEMO_ANSWER,
    small=SMALL,
    svg=lambda s: s.count('stroke-width="3"') > 3 and s.count("<circle") == 2,
    random=random_puzzle,
    candidates=divisions,
    exports=(
        Export("small", text(SMALL), 1, side=True),
    ),
)
