"""gappy: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.gappy import Gappy, random_answer

from . import case, Export, lines

SMALL = ["9 9", "1 - 5 - - - - - -", "- 3 - - 1 - - - -"]  # (of the project's making: 1 answer; no rows of cells)
BLANK_8 = "8 8\n" + "- " * 7 + "-\n" + "- " * 7 + "-\n"
"""The blank 8×8: two answers (the smallest grid with any)."""


def random_puzzle(rng: random.Random) -> Gappy:
    """The clues of a random 8×8 or 9×9 answer, about two thirds of them taken away; a third of the
    puzzles with one clue changed at random (perhaps leaving no answer), a third with a cell given
    shaded (perhaps not one of the answer's)."""
    n = rng.choice([8, 9])
    answer = random_answer(n, rng)
    gap = lambda line: line.index("x", line.index("x") + 1) - line.index("x") - 1  # noqa: E731
    rows = [gap(row) for row in answer]
    cols = [gap([answer[i][j] for i in range(n)]) for j in range(n)]
    rows = [None if rng.random() < 0.65 else v for v in rows]
    cols = [None if rng.random() < 0.65 else v for v in cols]
    if rng.random() < 1 / 3:
        rows[rng.randrange(n)] = rng.randint(1, n - 2)
    cells = [["-"] * n for _ in range(n)]
    if rng.random() < 1 / 3:
        cells[rng.randrange(n)][rng.randrange(n)] = "x"
    return Gappy(cells, cols, rows)


def line_pairs(p: Gappy):
    """Every grid whose rows each shade two cells at their clue's distance, built row by row and
    cut where two shaded cells would touch, a column would hold a third or the rows left could
    not give a column its two apart (each a rule broken whatever follows): the rules checker
    says which are answers."""
    m, n = p.m, p.n
    count = [0] * n
    rows: list[tuple[int, int]] = []

    def fits(left: int) -> bool:
        return all(2 - count[j] <= (left + 1 - (j in rows[-1])) // 2 for j in range(n))

    def grow(i: int):
        if i == m:
            yield [["x" if j in pair else "-" for j in range(n)] for pair in rows]
            return
        above = rows[-1] if rows else ()
        for a in range(n):
            for b in range(a + 2, n):
                if p.rows[i] not in (None, b - a - 1):
                    continue
                if any(count[c] == 2 or any(abs(c - d) <= 1 for d in above) for c in (a, b)):
                    continue
                count[a] += 1
                count[b] += 1
                rows.append((a, b))
                if fits(m - 1 - i):
                    yield from grow(i + 1)
                rows.pop()
                count[a] -= 1
                count[b] -= 1

    return grow(0)


CONSTRUCTED = (
    (([["-"]],), "Gappy(cells, cols, rows)"),
    ((None, [None] * 3, [None] * 2), "a gappy grid is square (two shaded cells in each of its rows and each of its "
                                     "columns make 2R = 2C), not 2×3"),
    ((None, [None] * 8, [None, 0] + [None] * 6), "row 2's clue is 0: a clue is a whole number from 1"),
    ((None, [7] + [None] * 7, [None] * 8), "column 1's clue 7 is more than 6, the most cells between two cells"),
    (([["-", "-"]], [None] * 2, [None] * 2), "the cells of a gappy with 2 row and 2 column clues are 2 rows of 2"),
)

CASE = case(
    __name__,
    constructed=CONSTRUCTED,
    small=SMALL,
    svg=lambda s: s.count('fill="#333"') == 18 and s.count(">5<") == 1,
    random=random_puzzle,
    candidates=line_pairs,
    rows=lambda rows: Gappy.from_text(lines(rows)),  # (the notation's lines: R C, the columns' clues, the rows', cells)
    exports=(
        Export("small", lines(SMALL), 1),
        Export("blank", BLANK_8, 2, lines=1 + 16 * 21, zdd=True),
    ),
)
