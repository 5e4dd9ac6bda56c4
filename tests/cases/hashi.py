"""hashi: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.errors import InputError
from xcckit.puzzles.hashi import Hashi

from . import case

DEMO_ANSWER = ["- - - - - - - - -", "- a - - a - 1 - b", "- a - - a - - a b", "- - 1 1 - 1 - a -",
               "- a - - - - a - b", "- - 2 2 2 - a b -", "- a - - - a - b b", "- a - 2 2 - 2 - b",
               "- - 2 2 - 2 2 2 -"]
SMALL = ["3 3", "3 - 3", "- - -", "2 - 2"]  # (of the project's making: 2 answers)
SMALL_ANSWERS = [["- 1 -", "b - b", "- - -"], ["- 2 -", "a - a", "- 1 -"]]


def sight_lines(cells: list[list[str]]) -> list[tuple[tuple, tuple, list, str]]:
    """The pairs of islands that see each other along a row or a column over water: (island,
    island, the water between, how the answer marks it single and double)."""
    m, n = len(cells), len(cells[0])
    islands = [(i, j) for i in range(m) for j in range(n) if cells[i][j] != "-"]
    out = []
    for i, j in islands:
        for di, dj, marks in ((0, 1, "12"), (1, 0, "ab")):
            a, b, water = i + di, j + dj, []
            while a < m and b < n and (a, b) not in islands:
                water.append((a, b))
                a, b = a + di, b + dj
            if a < m and b < n and water:
                out.append(((i, j), (a, b), water, marks))
    return out


def bridged(m: int, n: int, lines, counts) -> list[list[str]] | None:
    """The grid of these bridges (a count for each sight line), None when two share water."""
    grid = [["-"] * n for _ in range(m)]
    for (_, _, water, marks), k in zip(lines, counts):
        for a, b in water if k else ():
            if grid[a][b] != "-":
                return None
            grid[a][b] = marks[k - 1]
    return grid


def bridgings(puzzle: Hashi):
    """Every grid of bridges between islands that see each other, none or single or double each,
    that share no water."""
    lines = sight_lines(puzzle.cells)
    for counts in itertools.product((0, 1, 2), repeat=len(lines)):
        grid = bridged(puzzle.m, puzzle.n, lines, counts)
        if grid is not None:
            yield grid


def random_puzzle(rng: random.Random) -> Hashi:
    """A 3-5 × 4-5 grid with islands on cells of even row and column (never side by side;
    bridges may cross at the others), numbered by random bridges that share no water, and now
    and then one number one more or less, until the numbers make a puzzle."""
    m, n = rng.randint(3, 5), rng.randint(4, 5)
    spots = [(i, j) for i in range(0, m, 2) for j in range(0, n, 2)]
    while True:
        cells = [["-"] * n for _ in range(m)]
        for i, j in rng.sample(spots, rng.randint(3, min(7, len(spots)))):
            cells[i][j] = "1"
        lines = sight_lines(cells)
        counts = [rng.randint(0, 2) for _ in lines]
        if bridged(m, n, lines, counts) is None:
            continue
        number = {c: 0 for c in ((i, j) for i in range(m) for j in range(n) if cells[i][j] != "-")}
        for (a, b, _, _), k in zip(lines, counts):
            number[a] += k
            number[b] += k
        if rng.random() < 0.25:
            c = rng.choice(sorted(number))
            number[c] += rng.choice((-1, 1))
        if min(number.values()) < 1:
            continue
        for (i, j), v in number.items():
            cells[i][j] = str(v)
        try:
            return Hashi(cells)
        except InputError:
            continue


CASE = case(
    __name__,
    demo_answer=DEMO_ANSWER,
    small=SMALL,
    svg=lambda s: s.count("<circle") == 4,
    random=random_puzzle,
    candidates=bridgings,
)
