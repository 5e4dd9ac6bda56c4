"""tatamibari: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.tatamibari import Tatamibari

from ..tilings import number_regions, rectangle_tilings
from . import case, Export, lines as text

DEMO_ANSWER = ["1 7 8 8 8 8 8 8 29 31", "2 2 2 10 13 18 23 26 29 32", "3 3 3 10 14 18 24 26 30 32",
               "4 4 9 10 15 18 24 27 27 32", "4 4 9 11 15 19 24 28 28 32", "4 4 9 11 16 19 24 28 28 32",
               "5 5 5 11 16 20 20 28 28 32", "6 6 6 11 17 20 20 28 28 32", "6 6 6 11 17 21 25 28 28 32",
               "6 6 6 12 17 22 25 28 28 33"]
SMALL = ["3 4", "v - - h", "- - - -", "- h - -"]  # (of the project's making: 3 answers)


def divisions(puzzle: Tatamibari):
    """Every division of the grid into rectangles (the brute force: the rules checker says which
    are answers)."""
    return (number_regions(t) for t in rectangle_tilings(puzzle.m, puzzle.n))


def random_puzzle(rng: random.Random) -> Tatamibari:
    """Symbols on a random division of a 2-4 × 2-4 grid (one moved or turned now and then, so that
    some puzzles have no answer or several)."""
    m, n = rng.randint(2, 4), rng.randint(2, 4)
    cells = Tatamibari.maker(m, n, rng).cells
    if rng.random() < 0.5:
        clues = [(i, j) for i in range(m) for j in range(n) if cells[i][j] != "-"]
        i, j = rng.choice(clues)
        a, b = rng.randrange(m), rng.randrange(n)
        cells[i][j], cells[a][b] = cells[a][b], rng.choice("shv")
    return Tatamibari(cells)


CASE = case(
    __name__,
    demo_answer=DEMO_ANSWER,
    small=SMALL,
    svg=lambda s: s.count('stroke-width="3"') > 3 and "|" in s,
    random=random_puzzle,
    candidates=divisions,
    exports=(
        Export("small", text(SMALL), 3, zdd=True, check=lambda dlx: "|" in dlx.splitlines()[0]),
    ),
)
