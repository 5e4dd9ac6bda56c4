"""eulero: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.eulero import Eulero

from . import case, lines


def latin(n: int) -> list[tuple[tuple[int, ...], ...]]:
    """Every latin square of order n (rows that are permutations, filtered by columns)."""
    perms = list(itertools.permutations(range(1, n + 1)))
    return [rows for rows in itertools.product(perms, repeat=n) if all(len(set(col)) == n for col in zip(*rows))]


LATIN3 = latin(3)


def pairs3() -> list[list[list[str]]]:
    """Every grid of 3x3 whose letters and digits each form a latin square (144 of them): the
    brute force's candidates (the rules checker keeps the Graeco-Latin ones)."""
    return [[[f"{a[i][j]}{b[i][j]}" for j in range(3)] for i in range(3)] for a in LATIN3 for b in LATIN3]


PAIRS3 = pairs3()


def random_puzzle(rng: random.Random) -> Eulero:
    """A made 3x3, each of its clues left out or not at random (most of them out), some cells
    given their letter and digit both."""
    made = Eulero.maker(3, 3, rng)
    cells = [row[:] for row in made.cells]
    for i, j in made.removable:
        r = rng.random()
        if r < 0.6:
            cells[i][j] = "00"
        elif r < 0.7:
            cells[i][j] = made.answer[i][j]
    return Eulero(cells)


def notation(rows: list[str]) -> Eulero:
    return Eulero.from_text(lines([f"{len(rows)} {len(rows)}", *rows]))


CASE = case(
    __name__,
    svg=lambda s: s.count("</text>") == 16,
    random=random_puzzle,
    candidates=lambda p: PAIRS3,
    rows=notation,
)
