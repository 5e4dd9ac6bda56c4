"""nurikabe: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.nurikabe import Nurikabe

from ..genres import shading_candidates
from . import case

DEMO_ANSWER = ["- - x - - x x", "- - x - - x -", "x x x x x x -", "- x - - - x -", "- x - x x x -",
               "x x x - - x x", "- - x - - x -"]
SMALL = ["3 4", "1 - - 3", "- - - -", "- 2 - -"]  # (of the project's making: 1 answer)
SMALL_ANSWER = ["- x - -", "x x x -", "- - x x"]


def random_puzzle(rng: random.Random) -> Nurikabe:
    """A 2-3 × 2-4 grid with one to three numbers of 1-4."""
    m, n = rng.randint(2, 3), rng.randint(2, 4)
    cells = [["-"] * n for _ in range(m)]
    for _ in range(rng.randint(1, 3)):
        cells[rng.randrange(m)][rng.randrange(n)] = str(rng.randint(1, 4))
    return Nurikabe(cells)


CASE = case(
    __name__,
    demo_answer=DEMO_ANSWER,
    small=SMALL,
    answer=SMALL_ANSWER,
    svg=lambda s: s.count("<rect") > 5,
    random=random_puzzle,
    candidates=shading_candidates,
)
