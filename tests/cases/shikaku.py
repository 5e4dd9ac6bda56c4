"""shikaku: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.shikaku import Shikaku

from ..tilings import number_regions, rectangle_tilings
from . import case, Export, lines as text

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


CASE = case(
    __name__,
    demo_answer=DEMO_ANSWER,
    small=SMALL,
    svg=lambda s: s.count('stroke-width="3"') > 3,
    random=random_puzzle,
    candidates=divisions,
    exports=(
        Export("small", text(SMALL), 3, zdd=True, check=lambda dlx: "|" not in dlx.splitlines()[-1]),
    ),
)
