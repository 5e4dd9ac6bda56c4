"""gappy: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.gappy import Gappy, random_answer

from . import Case, Export, lines

DEMO_ANSWER = ["- - - - - - x - - x", "x - - - x - - - - -", "- - - - - - - x - x", "- x - x - - - - - -",
               "- - - - - x - x - -", "x - x - - - - - - -", "- - - - - x - - x -", "- x - x - - - - - -",
               "- - - - - - x - x -", "- - x - x - - - - -"]
SMALL = ["9 9", "1 - 5 - - - - - -", "- 3 - - 1 - - - -"]  # (of the project's making: 1 answer; no rows of cells)
SMALL_ANSWER = ["x - - - - - x - -", "- - - - x - - - x", "x - x - - - - - -", "- - - - - x - x -",
                "- x - x - - - - -", "- - - - - x - x -", "- x - x - - - - -", "- - - - - - x - x",
                "- - x - x - - - -"]
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

CASE = Case(
    constructed=CONSTRUCTED,
    kind="gappy",
    demo="demo-10x10",
    demo_answer=DEMO_ANSWER,
    small=SMALL,
    count=1,
    answer=SMALL_ANSWER,
    svg=lambda s: s.count('fill="#333"') == 18 and s.count(">5<") == 1,
    bad_file="8 8\n1 - - - - - - -\n- - - - - - - a\n",
    error="3:15: 'a': a clue of the rows is a number of cells from 1 to 6 or '-'",
    random=random_puzzle,
    candidates=line_pairs,
    seeds=8,
    rows=lambda rows: Gappy.from_text(lines(rows)),  # (the notation's lines: R C, the columns' clues, the rows', cells)
    broken=(
        (["1 1", "-", "-"], ["o"], "r1c1 is 'o': a cell is x (shaded) or - (unshaded)"),
        (["3 3", "- - -", "- - -"], ["x - x", "- - -", "- - -"], "row 2 has 0 shaded cells, not 2"),
        (["3 3", "- - -", "- - -"], ["x - x", "x - x", "x - x"], "column 1 has 3 shaded cells, not 2"),
        (["4 4", "- - - -", "- - - -"], ["x - x -", "- x - x", "x - x -", "- x - x"],
         "the shaded cells r1c1 and r2c2 touch"),
        (["4 4", "- - - -", "- - - -"], ["x - - x", "x - - x", "- x x -", "- x x -"],
         "the shaded cells r1c1 and r2c1 touch"),
        (["8 8", "- - - - - - - -", "- - 2 - - - - -"],
         ["- x - x - - - -", "- - - - - x - x", "- x - x - - - -", "- - - - - x - x",
          "x - x - - - - -", "- - - - x - x -", "x - x - - - - -", "- - - - x - x -"],
         "row 3 has 1 cell between its shaded cells, not 2"),
        (["8 8", "- 4 - - - - - -", "- - - - - - - -"],
         ["- x - x - - - -", "- - - - - x - x", "- x - x - - - -", "- - - - - x - x",
          "x - x - - - - -", "- - - - x - x -", "x - x - - - - -", "- - - - x - x -"],
         "column 2 has 1 cell between its shaded cells, not 4"),
        (["8 8", "- - - - - - - -", "- - - - - - - -", *["- - - - - - - -"] * 7, "- - - x - - - -"],
         ["- x - x - - - -", "- - - - - x - x", "- x - x - - - -", "- - - - - x - x",
          "x - x - - - - -", "- - - - x - x -", "x - x - - - - -", "- - - - x - x -"],
         "r8c4 is given shaded, not '-'"),
    ),
    demo_broken=(
        ({(0, 6): "-"}, "row 1 has 1 shaded cell, not 2"),
        ({(0, 6): "-", (0, 7): "x"}, "column 7 has 1 shaded cell, not 2"),
        ({(5, 0): "-", (5, 4): "x", (9, 0): "x", (9, 4): "-"}, "the shaded cells r5c6 and r6c5 touch"),
        ({(0, 6): "-", (0, 7): "x", (2, 6): "x", (2, 7): "-"}, "column 7 has 5 cells between its shaded cells, not 7"),
        ({(1, 0): "-", (1, 2): "x", (9, 0): "x", (9, 2): "-"}, "row 10 has 3 cells between its shaded cells, not 1"),
    ),
    bad=(
        ("", "empty gappy puzzle"),
        ("8\n- - - - - - - -\n- - - - - - - -\n", "1:1: expected the first line 'R C'"),
        ("8 8\n1 2 3 4 5 6 1 2\n", "3:1: the first line says 8×8: expected a line of 8 column clues, a line of 8 "
                                   "row clues and 8 rows of cells (which may be left out), found 1 line"),
        ("8 8\n1 2\n- - - - - - - -\n", "2:4: expected 8 clues of the columns here, found 2"),
        ("8 8\n- - - - - - - -\n- - - - - - - - -\n", "3:17: expected 8 clues of the rows here, found 9"),
        ("8 8\n0 - - - - - - -\n- - - - - - - -\n", "2:1: '0': a clue of the columns is a number of cells from 1 "
                                                  "to 6 or '-'"),
        ("8 8\n- - - - - - - 7\n- - - - - - - -\n", "2:15: 7 is more than 6, the most cells between the two "
                                                  "shaded cells of a column of 8"),
        ("8 8\n- - - - - - - -\n- -1 - - - - - -\n", "3:3: '-1': a clue of the rows is a number of cells"),
        ("8 9\n- - - - - - - - -\n- - - - - - - -\n", "1:1: a gappy grid is square (two shaded cells in each of its "
                                                     "rows and each of its columns make 2R = 2C), not 8×9"),
        ("3 3\n- - -\n- - -\n- - -\n- - o\n- - -\n", "5:5: 'o': a cell is - (empty) or x (given shaded)"),
        ("3 3\n- - -\n- - -\n- - -\n- -\n- - -\n", "5:4: this row has 2 cells, the first line says 3"),
        ("3 3\n- - -\n- - -\n- - -\n- - -\n", "6:1: the first line says 3×3: expected a line of 3 column clues"),
        ("3 3\n- - -\n- - -\n- - -\n- - -\n- - -\n- - -\n", "7:1: the first line says 3×3"),
    ),
    bad_urls=(("https://puzz.link/p?gappy/8/8/abc", "pzprjs has no gappy URLs"),
              ("https://puzz.link/p?tents/2/2/00", "pzprjs has no gappy URLs")),
    exports=(
        Export("small", lines(SMALL), 1),
        Export("blank", BLANK_8, 2, lines=1 + 16 * 21, zdd=True),
    ),
    made=(8, 8),
)
