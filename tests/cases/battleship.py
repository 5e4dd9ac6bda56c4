"""battleship: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.battleship import Battleship, pieces

from . import case


def ship_grid(m: int, n: int, on: set) -> list[list[str]]:
    """The grid of the ship cells ``on``: each straight piece written with its parts, any other
    piece all ``m`` (which the rules checker refuses)."""
    grid = [["-"] * n for _ in range(m)]
    seen: set = set()
    for c in sorted(on):
        if c in seen:
            continue
        part, stack = [], [c]
        seen.add(c)
        while stack:
            a, b = stack.pop()
            part.append((a, b))
            for d in ((a + 1, b), (a - 1, b), (a, b + 1), (a, b - 1)):
                if d in on and d not in seen:
                    seen.add(d)
                    stack.append(d)
        part.sort()
        straight = len({i for i, _ in part}) == 1 or len({j for _, j in part}) == 1
        for (i, j), tok in zip(part, pieces(part) if straight else ["m"] * len(part)):
            grid[i][j] = tok
    return grid


def ship_choices(puzzle: Battleship):
    """Every choice of ship cells, each piece written with its parts (the brute force: the rules
    checker says which are answers)."""
    cells = [(i, j) for i in range(puzzle.m) for j in range(puzzle.n)]
    for bits in itertools.product((False, True), repeat=len(cells)):
        yield ship_grid(puzzle.m, puzzle.n, {c for c, b in zip(cells, bits) if b})


def small_made(rng: random.Random):
    """A made puzzle of 2×2 to 3×4 cells (a fleet of its own at times) with some numbers and
    given parts taken away, and at times some water given: (the answer, the puzzle)."""
    m, n = rng.choice([(2, 2), (2, 3), (3, 2), (3, 3), (3, 4), (4, 3)])
    made = None
    while made is None:
        made = Battleship.maker(m, n, rng)
    k = made.extra[0]
    fleet, counts = made.extra[1:1 + k], made.extra[1 + k:]
    counts = [v if rng.random() < 0.6 else None for v in counts]
    cells = [[t if rng.random() < 0.5 else "-" for t in row] for row in made.cells]
    for i in range(m):
        for j in range(n):
            if made.answer[i][j] == "-" and rng.random() < 0.1:
                cells[i][j] = "x"
    return made, Battleship(cells, fleet, counts[:n], counts[n:])


def random_puzzle(rng: random.Random) -> Battleship:
    return small_made(rng)[1]


def fleet_sides_and_cells(rows: list[str]) -> Battleship:
    """The puzzle of ``rows``: the fleet, the columns' numbers, the rows' numbers ('-' where none
    is given), then the rows of cells (as the notation writes them, without R and C)."""
    def numbers(line: str) -> list[int | None]:
        return [None if t == "-" else int(t) for t in line.split()]

    return Battleship([r.split() for r in rows[3:]], [int(t) for t in rows[0].split()], numbers(rows[1]),
                      numbers(rows[2]))


CASE = case(
    __name__,
    svg=lambda s: s.count('fill="#333"') == 4,
    random=random_puzzle,
    candidates=ship_choices,
    rows=fleet_sides_and_cells,
)
