"""str8t: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.str8t import Str8t

from . import Case, Export, lines

DEMO_ANSWER = ["2 1 3 - 6 7 8 9 5", "1 - 2 3 - 4 5 7 6", "3 5 4 2 - 6 9 8 7", "- - - 4 5 3 7 6 8",
               "7 - 9 8 - 5 6 - 4", "4 9 5 6 7 8 1 - -", "8 7 6 5 - 2 3 4 1", "6 8 7 9 - 1 2 - 3",
               "5 6 8 7 9 - 4 3 2"]
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


ROWS = ["x - -", "- - -", "- - 1x"]
ANSWER = ["- 1 2", "1 2 3", "2 3 1"]

BAD_FILES = (
    ("3 3\n- - -\n- x5 -\n- - -\n",
     "3:3: 'x5': a cell is - (white), a digit from 1 (a given white cell), x (black) or Dx (a black cell holding D)"),
    ("3 3\n- - -\n- 0x -\n- - -\n",
     "3:3: '0x': a cell is - (white), a digit from 1 (a given white cell), x (black) or Dx (a black cell holding D)"),
    ("3 3\n- - -\n- - -\n- 4x -\n", "4:3: 4 is no digit of a 3×3 str8ts (1 to 3)"),
    ("3 3\n- - -\n- - - -\n- - -\n", "3:7: this row has 4 cells, the first line says 3"),
    ("3 4\n- - - -\n- - - -\n- - - -\n", "1:1: a str8ts grid is square, not 3×4"),
)

CASE = Case(
    bad_files=BAD_FILES,
    puzzlekit="str8t:Str8tSolver",
    kind="str8t",
    demo="demo-9x9",
    demo_answer=DEMO_ANSWER,
    small=SMALL,
    count=6,
    svg=lambda s: s.count("</text>") == 12 and s.count('fill="#333"') == 5,
    bad_file="3 3\n- - -\n- 0 -\n- - x\n",
    error="3:3: '0': a cell is - (white), a digit from 1 (a given white cell), x (black) or Dx (a black cell "
          "holding D)",
    random=random_puzzle,
    candidates=fillings,
    seeds=10,
    rows=notation,
    broken=(
        (ROWS, ["x 1 2", *ANSWER[1:]], "r1c1 is 'x': a black cell is -"),
        (ROWS, [*ANSWER[:2], "2 3 -"], "r3c3 is '-': the black cell holds 1"),
        (ROWS, ["- 1 4", *ANSWER[1:]], "r1c3 is '4': a white cell holds a digit 1 to 3"),
        (["x 2 -", *ROWS[1:]], ANSWER, "r1c2 is given 2, the answer has 1"),
        (ROWS, ["- 1 2", "1 2 3", "3 2 1"], "column 2 holds 2 twice"),
        (ROWS, ["- 2 1", "1 3 2", "2 1 1"], "row 3 holds 1 twice"),
        (["x - -", "- - -", "- - x"], ["- 1 2", "1 2 3", "1 3 -"], "column 1 holds 1 twice"),
        (["x - -", "- - -", "- - 2x"], ["- 1 2", "1 2 3", "2 1 2"], "row 3 holds 2 twice"),
        (["x - -", "- - -", "- - 3x"], ["- 1 3", "2 3 1", "1 2 3"], "column 3 holds 3 twice"),
        (["x - -", "- - -", "- - x"], ["- 1 3", "3 2 1", "2 3 -"],
         "the across compartment at r1c2 holds 1 3: no straight"),
        (["- x x", "- x x", "x - -"], ["1 - -", "3 - -", "- 1 2"],
         "the down compartment at r1c1 holds 1 3: no straight"),
    ),
    bad=(
        ("", "empty str8t puzzle"),
        ("2 3\n- - -\n- - -\n", "1:1: a str8ts grid is square, not 2×3"),
        ("3 3\n- - -\n- - x\n- -\n", "4:4: this row has 2 cells, the first line says 3"),
        ("3 3\n- - -\n- 4 -\n- - -\n", "3:3: 4 is no digit of a 3×3 str8ts (1 to 3)"),
        ("3 3\n- - -\n- - 7x\n- - -\n", "3:5: 7 is no digit of a 3×3 str8ts (1 to 3)"),
        ("3 3\n- - -\n- - x2\n- - -\n", "3:5: 'x2': a cell is - (white)"),
        ("3 3\n- - -\n- - #\n- - -\n", "3:5: '#': a cell is - (white)"),
    ),
    bad_urls=(("https://puzz.link/p?str8t/3/3/g", "pzprjs has no str8t URLs"),),
    exports=(Export("small", lines(SMALL), 6), Export("blank", lines(["3 3", "- - -", "- - x", "- - -"]),
                                                       lambda p: sum(1 for g in fillings(p) if p.verify(g) is None),
                                                       zdd=True)),
    made=(6, 6),
)
