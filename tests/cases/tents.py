"""tents: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.tents import Tents

from . import case


def tent_choices(puzzle: Tents):
    """Every choice of tents among the cells without a tree (the brute force: the rules checker
    says which are answers)."""
    free = [(i, j) for i in range(puzzle.m) for j in range(puzzle.n) if puzzle.cells[i][j] == "-"]
    for bits in itertools.product((False, True), repeat=len(free)):
        grid = [row[:] for row in puzzle.cells]
        for (i, j), tent in zip(free, bits):
            if tent:
                grid[i][j] = "o"
        yield grid


def small_made(rng: random.Random):
    """A made puzzle of 2×2 to 4×4 cells with some numbers taken away (half of them with none):
    (what the maker made, the puzzle)."""
    m, n = rng.choice([(2, 2), (2, 3), (3, 3), (3, 4), (4, 3), (4, 4)])
    made = Tents.maker(m, n, rng)
    some = rng.random() < 0.5
    counts = [v if some and rng.random() < 0.5 else None for v in made.extra]
    return made, Tents(made.cells, counts[:n], counts[n:])


def random_puzzle(rng: random.Random) -> Tents:
    return small_made(rng)[1]


def sides_and_cells(rows: list[str]) -> Tents:
    """The puzzle of ``rows``: the columns' numbers, the rows' numbers ('-' where none is given),
    then the rows of cells (as the notation writes them, without its first line)."""
    def numbers(line: str) -> list[int | None]:
        return [None if t == "-" else int(t) for t in line.split()]

    return Tents([r.split() for r in rows[2:]], numbers(rows[0]), numbers(rows[1]))


CASE = case(
    __name__,
    svg=lambda s: s.count("▲") == 28,
    random=random_puzzle,
    candidates=tent_choices,
    rows=sides_and_cells,
)
