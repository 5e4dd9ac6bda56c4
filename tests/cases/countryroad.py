"""countryroad: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.countryroad import CountryRoad

from ..loopgrids import line_grids
from . import case

EXAMPLE = """10 10
1 - 5 - - 3 - - 3 -
- - - - - - - - - -
4 - - - - - - 6 - -
- - - 10 - - - - - -
- - - - - - - 2 - -
- - - - - - - - 3 -
3 - - - - - - - - -
- - - 3 - - 6 - - -
2 - - - - - - - 4 -
- - - - - - - - - -
1 1 6 6 11 13 13 13 18 18
1 1 6 6 11 13 13 13 18 18
2 2 6 6 12 12 12 16 16 16
2 2 7 9 9 9 9 16 16 16
2 2 7 9 9 9 9 17 19 19
3 3 7 9 9 9 9 17 20 20
4 4 4 9 9 9 9 17 20 20
4 4 4 10 10 10 15 15 20 20
5 5 8 8 8 14 15 15 21 21
5 5 8 8 8 14 15 15 21 21
"""  # (puzzlekit's input example, and its answer:)
EXAMPLE_ANSWER = ["- - se sw se ew ew ew sw -", "- se nw ns ns - - - ne sw", "se nw - ns ne ew sw se ew nw",
                  "ne ew sw ns - - ns ne ew sw", "- - ns ns - - ns se ew nw", "se ew nw ns - - ns ne sw -",
                  "ns - - ne ew ew nw - ns -", "ne sw - se ew sw se sw ns -", "- ns se nw - ns ns ns ne sw",
                  "- ne nw - - ne nw ne ew nw"]


def random_rooms(rng: random.Random, m: int, n: int) -> list[list[int]]:
    """Cells joined into rooms at random (each room hangs together)."""
    owner = {(i, j): i * n + j for i in range(m) for j in range(n)}
    for _ in range(rng.randint(m * n // 3, m * n)):
        i, j = rng.randrange(m), rng.randrange(n)
        a, b = (i, j), rng.choice([c for c in ((i + 1, j), (i, j + 1), (i - 1, j), (i, j - 1)) if c in owner])
        old, new = owner[b], owner[a]
        for c in owner:
            if owner[c] == old:
                owner[c] = new
    return [[owner[i, j] for j in range(n)] for i in range(m)]


def random_puzzle(rng: random.Random) -> CountryRoad:
    """A 2×2 to 4×4 grid: a made puzzle with some numbers taken away, or rooms and numbers at
    random."""
    m, n = rng.choice([(2, 2), (2, 3), (3, 3), (2, 4), (3, 4), (4, 4)])
    if rng.random() < 0.5:
        made = CountryRoad.maker(m, n, rng)
        cells, rooms = made.cells, made.rooms
        for i, j in made.removable:
            if rng.random() < 0.5:
                cells[i][j] = "-"
        return CountryRoad(cells, rooms)
    rooms = random_rooms(rng, m, n)
    cells = [["-"] * n for _ in range(m)]
    for r in set(x for row in rooms for x in row):
        room = [(i, j) for i in range(m) for j in range(n) if rooms[i][j] == r]
        if rng.random() < 0.5:
            i, j = rng.choice(room)
            cells[i][j] = str(rng.randint(1, len(room)))
    return CountryRoad(cells, rooms)


def loops(p: CountryRoad):
    """Every grid of consistent lines, '-' where the line does not go."""
    return line_grids(p.m, p.n, lambda i, j: ("-",))


def from_rows(rows: list[str]) -> CountryRoad:
    """A puzzle from its rows of cells followed by as many rows of rooms (numbers)."""
    h = len(rows) // 2
    return CountryRoad([row.split() for row in rows[:h]], [[int(x) for x in row.split()] for row in rows[h:]])


CASE = case(
    __name__,
    small=EXAMPLE,
    answer=EXAMPLE_ANSWER,
    svg=lambda s: s.count("stroke-linecap") == 2 * sum(t != "-" for row in EXAMPLE_ANSWER for t in row.split()),
    random=random_puzzle,
    candidates=loops,
    rows=from_rows,
)
