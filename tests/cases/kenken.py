"""kenken: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.kenken import KenKen

from . import case, Export, lines

SMALL = ["4 4", "7+ - 24* -", "12* - - 6+", "- - 4/ -", "1- - - -",
         "1 1 2 2", "3 1 2 4", "3 3 5 4", "6 6 5 4"]  # (of the project's making: 1 answer)


def latin4() -> list[list[list[str]]]:
    """The 576 latin squares of order 4 (rows that are permutations, filtered by columns)."""
    perms = list(itertools.permutations("1234"))
    return [[list(r) for r in rows] for rows in itertools.product(perms, repeat=4)
            if all(len(set(col)) == 4 for col in zip(*rows))]


SQUARES = latin4()


def random_puzzle(rng: random.Random) -> KenKen:
    """A made 4x4, each operation taken away or not at random, now and then a cage's result
    taken away whole or a cell of a cage given its digit (every way the notation reads)."""
    made = KenKen.maker(4, 4, rng)
    cells = [row[:] for row in made.cells]
    for i, j in made.removable:
        if rng.random() < 0.5:
            cells[i][j] = KenKen.emptied(cells[i][j])
    heads = [(i, j) for i in range(4) for j in range(4) if cells[i][j] != "-"]
    if rng.random() < 0.3:
        i, j = rng.choice(heads)
        cells[i][j] = "-"
    later = [(i, j) for i in range(4) for j in range(4) if cells[i][j] == "-"
             and any(made.rooms[a][b] == made.rooms[i][j] and cells[a][b] != "-" for a, b in heads)]
    if later and rng.random() < 0.3:
        i, j = rng.choice(later)
        cells[i][j] = made.answer[i][j]
    return KenKen(cells, made.rooms)


def notation(rows: list[str]) -> KenKen:
    """A square puzzle of these rows of cells and as many rows of cages (the notation's lines
    after its first)."""
    m = len(rows) // 2
    return KenKen.from_text(lines([f"{m} {m}", *rows]))


BLANK = ["- - - -"] * 4
SINGLES = ["1 2 3 4", "5 6 7 8", "9 10 11 12", "13 14 15 16"]
"""Cages of one cell each (without results: the latin square alone)."""
PAIR = ["1 1 2 3", *SINGLES[1:]]
"""r1c1 and r1c2 a cage."""
SQUARE = ["1 2 3 4", "3 4 1 2", "2 1 4 3", "4 3 2 1"]


def clued(tok: str, second: str = "-") -> list[str]:
    """The blank grid with ``tok`` in r1c1 (and ``second`` in r1c2), then the cages ``PAIR``."""
    return [f"{tok} {second} - -", *BLANK[1:], *PAIR]


CASE = case(
    __name__,
    small=SMALL,
    svg=lambda s: s.count("</text>") == 16 + 6 and "24×" in s and "4÷" in s and "1−" in s,
    random=random_puzzle,
    candidates=lambda p: SQUARES,
    rows=notation,
    broken=(
        (BLANK + SINGLES, ["1 2 3 x", *SQUARE[1:]], "r1c4 is 'x': a cell holds a digit 1 to 4"),
        (BLANK + SINGLES, ["1 2 3 1", *SQUARE[1:]], "the row at r1c1 holds 1 twice"),
        (BLANK + SINGLES, ["1 2 3 4", "1 2 3 4", *SQUARE[2:]], "the column at r1c1 holds 1 twice"),
        (clued("4+"), SQUARE, "the cage at r1c1 adds up to 3, its clue says 4+"),
        (clued("3x"), SQUARE, "the cage at r1c1 multiplies to 2, its clue says 3x"),
        (clued("2-"), SQUARE, "the cage at r1c1 holds 2 and 1, 1 apart, its clue says 2-"),
        (clued("3/"), SQUARE, "the cage at r1c1 holds 2 and 1, 2 times the other, its clue says 3/"),
        (clued("4"), SQUARE, "the cage at r1c1 makes no 4 (its sum is 3, product is 2, difference is 1, "
                             "quotient is 2), its clue says 4"),
        (["3 - - -", *BLANK[1:], *SINGLES], SQUARE, "the cage at r1c1 holds 1, its clue says 3"),
        (clued("3+", "1"), SQUARE, "r1c2 is given 1, the answer has 2"),
        (clued("3", "1"), SQUARE, "r1c2 is given 1, the answer has 2"),
    ),
    exports=(Export("small", lines(SMALL), 1, zdd=True),),
)
