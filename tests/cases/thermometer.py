"""thermometer: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.thermometer import Thermometer

from . import Case, Export, lines

DEMO_ANSWER = ["x x x x - -", "x x - x - -", "x x x - - -", "x x x x - -", "- - - x - x", "x x - x x x"]
SMALL = ["3 4", "3 2 1 1", "3 1 3", "1.1 1.2 1.3 2.1", "3.1 4.1 4.2 2.2", "3.2 3.3 5.1 5.2"]  # (the project's own)
SMALL_ANSWER = ["x x - x", "x - - -", "x x x -"]


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
CONSTRUCTED = (
    ((BLANK,), "Thermometer(cells, cols, rows)"),
    ((BLANK, [1, 1, 1], [1, 4]), "row 2's clue 4 is more than its 3 cells"),
    ((BLANK, ["a", 1, 1], [1, 1]), "column 1's clue is 'a': a clue is a whole number or '-'"),
    ((BLANK, [1, 1], [1, 1]), "2×3 thermometer puzzle has 3 column clues and 2 row clues, not 2 and 2"),
)

CASE = Case(
    constructed=CONSTRUCTED,
    peer_examples=((PK_PUZZLE, PK_ANSWER),),
    kind="thermometer",
    demo="demo-6x6",
    demo_answer=DEMO_ANSWER,
    small=SMALL,
    count=1,
    answer=SMALL_ANSWER,
    svg=lambda s: s.count('<polyline class="mercury"') == 4 and s.count('<polyline class="tube"') == 5,
    bad_file="2 2\n1 1\n1 1\n1.1 1.2\n2.1 2-2\n",
    error="5:5: '2-2': a cell is T.K, the K-th cell of thermometer T (K from 1, its bulb; T letters and digits)",
    random=random_puzzle,
    candidates=fillings,
    seeds=10,
    rows=clues_and_cells,
    broken=(
        (["- -", "-", "1.1 1.2"], ["x o"], "r1c2 is 'o': a cell is x (filled) or - (empty)"),
        (["- - -", "-", "1.1 1.2 1.3"], ["x - x"],
         "thermometer 1 is filled at r1c3 but not at r1c2, nearer its bulb (r1c1)"),
        (["- -", "-", "1.2 1.1"], ["x -"], "thermometer 1 is filled at r1c1 but not at r1c2, nearer its bulb (r1c2)"),
        (["- - -", "2", "1.1 1.2 2.1"], ["x - -"], "row 1 has 1 filled cells, its clue says 2"),
        (["1 -", "- -", "1.1 2.1", "1.2 2.2"], ["x x", "x -"], "column 1 has 2 filled cells, its clue says 1"),
        (["- 0", "- -", "1.1 2.1", "1.2 2.2"], ["- x", "- -"], "column 2 has 1 filled cells, its clue says 0"),
    ),
    demo_broken=(
        ({(0, 2): "-"}, "thermometer 1 is filled at r1c4 but not at r1c3, nearer its bulb (r1c3)"),
        ({(4, 5): "-", (5, 5): "-"}, "row 5 has 1 filled cells, its clue says 2"),
    ),
    bad=(
        ("", "empty thermometer puzzle"),
        ("2\n1 1\n1 1\n1.1 1.2\n2.1 2.2\n", "1:1: expected the first line 'R C'"),
        ("2 2\n1 1\n1 1\n1.1 1.2\n", "5:1: the first line says 2×2: expected a line of 2 column clues, a line of 2 "
                                      "row clues and 2 rows of cells, found 3 lines"),
        ("2 2\n1 1 1\n1 1\n1.1 1.2\n2.1 2.2\n", "2:5: expected 2 clues of the columns here, found 3"),
        ("2 2\n1 1\n1 x\n1.1 1.2\n2.1 2.2\n", "3:3: 'x': a clue of the rows is a whole number or '-'"),
        ("2 3\n1 1 1\n1 4\n1.1 1.2 1.3\n2.1 2.2 2.3\n", "3:3: 4 is more than the 3 cells of a row"),
        ("2 2\n3 1\n1 1\n1.1 1.2\n2.1 2.2\n", "2:1: 3 is more than the 2 cells of a column"),
        ("2 2\n1 1\n1 1\n1.1 1.2\n2.1 2.2 2.3\n", "5:9: this row has 3 cells, the first line says 2"),
        ("2 2\n1 1\n1 1\n1.1 1.2\n- 2.2\n", "5:1: '-': a cell is T.K"),
        ("2 2\n1 1\n1 1\n1.1 1.0\n2.1 2.2\n", "4:5: '1.0': a cell is T.K"),
        ("2 2\n1 1\n1 1\n1.1 1.2\n2.1 1.2\n", "5:5: thermometer 1 has two cells 2 (the other at r1c2)"),
        ("2 2\n1 1\n1 1\n1.1 1.3\n2.1 2.2\n", "4:5: thermometer 1 has a cell 3 but no cell 2"),
        ("2 2\n1 1\n1 1\n1.1 2.1\n2.2 1.2\n", "5:5: thermometer 1's cell 2 is not beside its cell 1 (r1c1)"),
    ),
    bad_urls=(("https://puzz.link/p?thermometer/2/2/abc", "pzprjs has no thermometer URLs"),),
    exports=(
        Export("small", lines(SMALL), 1),
        Export("blank", "2 2\n- -\n- -\n1.1 1.2\n2.1 2.2\n", 9, lines=1 + 6, zdd=True),
    ),
    made=(6, 6),
)
