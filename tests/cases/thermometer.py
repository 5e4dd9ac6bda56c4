"""thermometer: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.thermometer import Thermometer

from . import case


def random_puzzle(rng: random.Random) -> Thermometer:
    """A made puzzle of 2×2 to 3×4 cells, half of them with some clues taken away ('-') and a
    few with a clue one more than its answer's (no answer, or another)."""
    m, n = rng.choice([(2, 2), (2, 3), (3, 2), (3, 3), (3, 4), (4, 3)])
    made = None
    while made is None:
        made = Thermometer.maker(m, n, rng)
    clues = list(made.extra)
    if rng.random() < 0.5:
        clues = [None if rng.random() < 0.4 else v for v in clues]
    if rng.random() < 0.2:
        k = rng.randrange(len(clues))
        clues[k] = min((clues[k] or 0) + 1, m if k < n else n)
    return Thermometer(made.cells, clues[:n], clues[n:])


def fillings(p: Thermometer):
    """Every grid whose thermometers are each filled from the bulb (any length): the rules
    checker says which keep the clues."""
    thermos = [cells for _, cells in p.thermometers]
    for levels in itertools.product(*(range(len(t) + 1) for t in thermos)):
        grid = [["-"] * p.n for _ in range(p.m)]
        for cells, f in zip(thermos, levels):
            for i, j in cells[:f]:
                grid[i][j] = "x"
        yield grid


def clues_and_cells(rows: list[str]) -> Thermometer:
    """The puzzle of ``rows``: the columns' clues, the rows' clues ('-' where none is given), then
    the rows of cells (as the notation writes them, without its first line)."""
    def clues(line: str) -> list[int | None]:
        return [None if t == "-" else int(t) for t in line.split()]

    return Thermometer([r.split() for r in rows[2:]], clues(rows[0]), clues(rows[1]))


PK_PUZZLE = """6 6
2 4 3 3 5 3
4 2 2 3 4 5
2.1 2.2 2.3 2.4 2.5 10.3
8.5 8.4 8.3 8.2 8.1 10.2
5.5 5.4 5.3 5.2 5.1 10.1
1.3 3.1 4.3 6.1 9.1 11.3
1.2 3.2 4.2 6.2 9.2 11.2
1.1 3.3 4.1 7.1 7.2 11.1
"""  # (puzzlekit's input_example)
PK_ANSWER = ["x x x - - x", "- - - - x x", "- - - - x x", "- x - x x -", "- x x x x -", "x x x x x -"]
BLANK = [["1.1", "1.2", "2.1"], ["3.2", "3.1", "2.2"]]  # (three thermometers of 2: 3 × 3 × 3 fillings)

CASE = case(
    __name__,
    peer_examples=((PK_PUZZLE, PK_ANSWER),),
    svg=lambda s: s.count('<polyline class="mercury"') == 4 and s.count('<polyline class="tube"') == 5,
    random=random_puzzle,
    candidates=fillings,
    rows=clues_and_cells,
)
