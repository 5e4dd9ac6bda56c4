"""kakuro: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.kakuro import Kakuro

from . import Case, Export

DEMO_ANSWER = ["- - - - - - - -", "- - - - 4 9 3 -", "- - - - 3 5 1 -", "- 2 8 - 1 8 - -", "- 6 9 - - - - -",
               "- 1 2 - - - 4 8", "- - 7 8 9 - 1 7", "- - 6 1 4 - 2 9"]
SMALL = ["3 3", "- 4, 6,", ",3 0 0", ",7 0 0"]  # (of the project's making: 1 answer)
SMALL_ANSWER = ["- - -", "- 1 2", "- 3 4"]
LAYOUTS = [["- - -", "- 0 0", "- 0 0"], ["- - - -", "- 0 0 -", "- - 0 0"], ["- - - -", "- 0 0 0", "- - 0 -"],
           ["- - -", "- 0 -", "- 0 0"]]


def fillings(p: Kakuro):
    """Every grid of digits in the white cells (the black ones -)."""
    whites = [(i, j) for i in range(p.m) for j in range(p.n) if p.cells[i][j] == "0"]
    for digits in itertools.product("123456789", repeat=len(whites)):
        g = [["-"] * p.n for _ in range(p.m)]
        for (i, j), d in zip(whites, digits):
            g[i][j] = d
        yield g


def random_puzzle(rng: random.Random) -> Kakuro:
    """A tiny layout filled with random digits (different along runs); each clue kept or not."""
    cells = [row.split() for row in rng.choice(LAYOUTS)]
    m, n = len(cells), len(cells[0])
    while True:
        digits = {(i, j): rng.randint(1, 9) for i in range(m) for j in range(n) if cells[i][j] == "0"}
        if all(digits[a] != digits[b] for a in digits for b in digits
               if a < b and (a[0] == b[0] and all(cells[a[0]][k] == "0" for k in range(a[1], b[1] + 1))
                             or a[1] == b[1] and all(cells[k][a[1]] == "0" for k in range(a[0], b[0] + 1)))):
            break
    for i in range(m):
        for j in range(n):
            if cells[i][j] != "-":
                continue
            sums = []
            for di, dj in ((1, 0), (0, 1)):
                a, b, total = i + di, j + dj, 0
                while a < m and b < n and cells[a][b] == "0":
                    total += digits[a, b]
                    a, b = a + di, b + dj
                sums.append(str(total) if total and rng.random() < 0.7 else "")
            cells[i][j] = ",".join(sums) if any(sums) else "-"
    return Kakuro(cells)


CASE = Case(
    kind="kakuro",
    demo="demo-8x8",
    demo_answer=DEMO_ANSWER,
    small=SMALL,
    count=1,
    answer=SMALL_ANSWER,
    svg=lambda s: s.count(">4<") == 1,
    bad_file="2 2\n- x\n- 0\n",
    error="2:3: 'x': a cell is 0 (white)",
    whole_error=False,
    random=random_puzzle,
    candidates=fillings,
    seeds=10,
    broken=(
        (["- 3,", "- 0"], ["- -", "- -"], "r2c2 is '-': a white cell holds a digit 1 to 9"),
        (["- -", "- 0"], ["- -", "1 1"], "r2c1 is '1': a black cell is -"),
        (["- - -", "- 0 0"], ["- - -", "- 4 4"], "the across run at r2c2 holds 4 twice"),
        (["- -", "- 0", "- 0"], ["- -", "- 4", "- 4"], "the down run at r2c2 holds 4 twice"),
        (["- - -", ",5 0 0"], ["- - -", "- 1 3"], "the across run at r2c2 adds up to 4, its clue says 5"),
        (["- 7,", "- 0", "- 0"], ["- -", "- 1", "- 3"], "the down run at r2c2 adds up to 4, its clue says 7"),
    ),
    bad=(
        ("", "empty kakuro puzzle"),
        ("2 2\n- -\n- 0 0\n", "3:5: this row has 3 cells, the first line says 2"),
        ("2 2\n- -\n- 5\n", "3:3: '5': a cell is 0 (white), - (black) or D,A"),
        ("2 2\n- 3,x\n- 0\n", "2:3: '3,x': a cell is 0 (white), - (black) or D,A"),
        ("2 2\n- 3,\n- -\n", "1:1: r1c2's down clue 3 has no white cell below it"),
        ("2 3\n- - -\n,18 0 0\n", "1:1: r2c1's across clue 18: 2 different digits add up to between 3 and 17"),
        ("1 11\n- 0 0 0 0 0 0 0 0 0 0\n", "the across run at r1c2 has 10 cells: 9 digits cannot all differ"),
    ),
    bad_urls=(("https://puzz.link/p?mashu/2/2/00", "not a kakuro URL"),),
    exports=(
        Export("blank", "3 3\n- - -\n- 0 0\n- 0 0\n", 4104),
    ),
    made=(4, 5),
)
