"""minesweeper: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.errors import InputError
from xcckit.puzzles.minesweeper import Minesweeper

from ..genres import brute, shading_candidates
from . import Case, Export, lines as text

DEMO_ANSWER = ["x - - - - - - -", "x x - - - x - -", "- - - x x - - -", "- - x - - - - -", "- - - x - - - x",
               "- - x - - - - -", "- - - - - - - -", "x - - - x - - -"]
SMALL = ["3 4", "- 2 - -", "- - 3 -", "- # - 1"]  # (of the project's making: 20 answers)
TOTAL = ["3 4 3", "- 2 - -", "- - 3 -", "- # - 1"]  # (the same with a total of 3 mines)
PZPRJS = ("https://puzz.link/p?mines/5/5/g2m13l13g0j",  # (pzprjs's test puzzle, test/script/mines.js)
          ["- - - - -", "x x - - -", "- x - - x", "- - - - x", "- - - - x"])


def random_puzzle(rng: random.Random) -> Minesweeper:
    """A 2-3 × 2-4 grid of cells, open cells (#) and numbers 0-4, one time in three with a
    total of mines; or, one time in two, the numbers of random mines shown in some of the other
    cells, with the total (or one off) two times in three (clues that agree, which the model's
    settling and the total's chain have to work on)."""
    m, n = rng.randint(2, 3), rng.randint(2, 4)
    if rng.random() < 0.5:
        mines = {(i, j) for i in range(m) for j in range(n) if rng.random() < 0.3}
        cells = [["-" if (i, j) in mines or rng.random() < 0.4 else
                  str(sum((a, b) in mines for a in range(i - 1, i + 2) for b in range(j - 1, j + 2)))
                  for j in range(n)] for i in range(m)]
        extra = [max(0, len(mines) + rng.choice([0, 0, 0, 1, -1]))] if rng.random() < 2 / 3 else []
        return Minesweeper(cells, None, extra)
    while True:
        cells = [[rng.choice(["-"] * 6 + ["#", "0", "1", "1", "2", "2", "3", "4"]) for _ in range(n)] for _ in range(m)]
        extra = [rng.randint(0, m * n // 2)] if rng.random() < 1 / 3 else []
        try:
            return Minesweeper(cells, None, extra)
        except InputError:  # (a number with fewer cells around it, or too many mines)
            continue


PUZZLEKIT = "4 4 3\n2 - - -\n- - 1 -\n- 2 - -\n- - - 1\n"  # (its input_example)
PUZZLEKIT_ANSWER = ["- x - -", "x - - -", "- - - -", "- - x -"]

CASE = Case(
    peer_examples=((PUZZLEKIT, PUZZLEKIT_ANSWER),),
    kind="minesweeper",
    demo="demo-8x8",
    demo_answer=DEMO_ANSWER,
    url="https://puzz.link/p?mines/8/8/g3g0h10l1i3i1h1i111h3g1g1h1g2n11i10h1g0",
    small=SMALL,
    count=20,
    url_start="https://puzz.link/p?mines/4/3/",
    svg=lambda s: 'fill="#333"' in s and ">3<" in s,
    bad_file="2 2\n- 9\n- -\n",
    error="2:3: '9': a cell is - (perhaps a mine), # (open, no number) or a number 0-8",
    random=random_puzzle,
    candidates=shading_candidates,
    seeds=10,
    rows=lambda rows: Minesweeper([r.split() for r in rows]),
    broken=(
        (["- 1"], ["y -"], "r1c1 is 'y': a cell is x (a mine) or - (none)"),
        (["- 1"], ["x x"], "r1c2 holds the number 1 and holds a mine"),
        (["- #"], ["- x"], "r1c2 is open and holds a mine"),
        (["- 2 -", "- - -"], ["x - -", "- - -"], "r1c2 says 2 but 1 mine touches it"),
        (["- 1 -", "- - -"], ["x - -", "- - x"], "r1c2 says 1 but 2 mines touch it"),
    ),
    bad=(
        ("", "empty minesweeper puzzle"),
        ("2 2\n1 -\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
        ("2 2\n1 - -\n- -\n", "2:5: this row has 3 cells, the first line says 2"),
        ("2 2\n1 a\n- -\n", "2:3: 'a': a cell is - (perhaps a mine), # (open, no number) or a number 0-8"),
        ("2 2\n1 9\n- -\n", "2:3: '9': a cell is - (perhaps a mine), # (open, no number) or a number 0-8"),
        ("2 2\n1 -1\n- -\n", "2:3: '-1': a cell is - (perhaps a mine)"),
        ("2 2\n4 -\n- -\n", "2:1: the 4 at r1c1 has 3 cells around it that may hold a mine"),
        ("2 4\n- 3 - 0\n# - - -\n", "2:3: the 3 at r1c2 has 2 cells around it that may hold a mine (a 0 touches "
                                    "the others)"),
        ("2 2 4\n1 -\n- -\n", "1:1: the first line says 4 mines, more than the 3 cells without a number"),
        ("2 2 1 1\n1 -\n- -\n", "1:1: expected the first line 'R C' or 'R C M'"),
        ("2 x\n1 -\n- -\n", "1:1: expected the first line 'R C' or 'R C M'"),
    ),
    bad_urls=(
        ("https://puzz.link/p?kurotto/2/2/1g2g", "not a minesweeper URL"),
        ("https://puzz.link/p?mines/2/2/9i", "the number 9 at r1c1: a number is 0-8"),
        ("https://puzz.link/p?mines/2/2/1", "the URL is cut short"),
    ),
    exports=(
        Export("small", text(SMALL), 20, zdd=True),
        Export("total", text(TOTAL), lambda p: len(brute(p, shading_candidates)), zdd=True),
        Export("demo", "demo-8x8", 1),
    ),
    examples=((PZPRJS[0], PZPRJS[1]),),
    made=(6, 6),
)
