"""norinori: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.errors import InputError
from xcckit.puzzles.norinori import Norinori
from xcckit.puzzles.kit.rooms import grow

from ..genres import brute, shading_candidates
from . import case, Export

PUZZLEKIT_ROOMS = ["0 1 4 3 3 7 7 6 6 6", "0 1 4 4 4 7 7 7 5 6", "1 1 4 4 4 4 14 7 5 6", "1 2 2 2 11 4 14 14 6 6",
                   "10 2 2 11 11 14 14 13 14 15", "10 10 11 11 11 14 14 13 14 15", "10 10 10 10 12 17 14 14 14 15",
                   "9 9 9 12 12 17 17 17 14 15", "9 8 9 12 18 18 18 18 15 15", "9 8 9 18 18 16 16 16 16 16"]
PUZZLEKIT = ["10 10", *["- " * 9 + "-"] * 10, *PUZZLEKIT_ROOMS]
PUZZLEKIT_ANSWER = ["x - - x x - x x - -", "x - - - - x - - x -", "- x x - - x - - x -", "x - - x x - - - - x",
                    "x - x - - - - x - x", "- - x - - - - x - -", "x - - - x x - - x -", "x - x x - - x - x -",
                    "- x - - - - x - - x", "- x - - x x - - - x"]  # (its output_example)


def random_puzzle(rng: random.Random) -> Norinori:
    """Rooms grown from two to four random cells of a grid of 2-4 × 3-4 (none of one cell)."""
    while True:
        m, n = rng.choice([(2, 3), (3, 3), (3, 4), (2, 4), (4, 3)])
        seeds = rng.sample([(i, j) for i in range(m) for j in range(n)], rng.randint(2, 4))
        try:
            return Norinori([["-"] * n for _ in range(m)], grow(m, n, [{c} for c in seeds], rng))
        except InputError:  # (a room of one cell)
            continue


def rooms(rows: list[str]) -> Norinori:
    """A puzzle of these rows of room names."""
    return Norinori([["-"] * len(rows[0].split()) for _ in rows], [row.split() for row in rows])


CASE = case(
    __name__,
    small=PUZZLEKIT,
    answer=PUZZLEKIT_ANSWER,
    svg=lambda s: s.count("<rect") >= sum(row.count("x") for row in PUZZLEKIT_ANSWER),
    random=random_puzzle,
    candidates=shading_candidates,
    rows=rooms,
    exports=(
        Export("demo", "demo-10x10", 1),
        Export("halves", "3 4\n1 1 1 1\n1 1 2 2\n2 2 2 2\n", lambda p: len(brute(p, shading_candidates))),
    ),
)
