"""str8t: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.str8t import Str8t

from . import case, Export, lines

SMALL = ["4 4", "x - - 3", "- - - x", "- x - -", "2x - - x"]  # (of the project's making: 6 answers)


def fillings(p: Str8t):
    """Every grid whose white cells hold digits 1..n, none twice in a row or a column (black
    cells' digits counted, givens kept), row by row: the rules but the straights, which the rules
    checker then asks; black cells as the answer writes them (their digit, else -)."""
    n = p.n
    black = {(i, j): tok[:-1] or "-" for i, row in enumerate(p.cells) for j, tok in enumerate(row) if tok.endswith("x")}
    grid = [[black.get((i, j), "") for j in range(n)] for i in range(n)]
    cells = [(i, j) for i in range(n) for j in range(n) if (i, j) not in black]

    def free(i: int, j: int) -> list[str]:
        given = p.cells[i][j]
        used = {grid[i][b] for b in range(n) if grid[i][b]} | {grid[a][j] for a in range(n) if grid[a][j]}
        return [d for d in ([given] if given != "-" else map(str, range(1, n + 1))) if d not in used]

    def go(k: int):
        if k == len(cells):
            yield [row[:] for row in grid]
            return
        i, j = cells[k]
        for d in free(i, j):
            grid[i][j] = d
            yield from go(k + 1)
            grid[i][j] = ""

    return go(0)


def random_puzzle(rng: random.Random) -> Str8t:
    """A made 3x3 or 4x4, most of its clues taken away, now and then a black cell given a digit
    that may clash, or a white cell one that may not fit."""
    n = rng.choice((3, 4, 4))
    made = None
    while made is None:
        made = Str8t.maker(n, n, rng)
    cells = [row[:] for row in made.cells]
    for i, j in made.removable:
        if rng.random() < 0.7:
            cells[i][j] = Str8t.emptied(cells[i][j])
    i, j = rng.randrange(n), rng.randrange(n)
    if rng.random() < 0.3:
        cells[i][j] = str(rng.randint(1, n)) + ("x" if cells[i][j].endswith("x") else "")
    return Str8t(cells)


def notation(rows: list[str]) -> Str8t:
    return Str8t.from_text(lines([f"{len(rows)} {len(rows)}", *rows]))


CASE = case(
    __name__,
    small=SMALL,
    svg=lambda s: s.count("</text>") == 12 and s.count('fill="#333"') == 5,
    random=random_puzzle,
    candidates=fillings,
    rows=notation,
    exports=(Export("small", lines(SMALL), 6), Export("blank", lines(["3 3", "- - -", "- - x", "- - -"]),
                                                       lambda p: sum(1 for g in fillings(p) if p.verify(g) is None),
                                                       zdd=True)),
)
