"""pfeilzahlen: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.errors import InputError
from xcckit.puzzles.pfeilzahlen import Pfeilzahlen, border, counts, ways

from . import Case, Export, lines

DEMO_ANSWER = ["- se s sw sw sw s -", "e 2 6 3 5 3 4 w", "se 2 3 3 2 0 2 nw", "se 4 6 2 3 2 2 w",
               "se 4 6 2 3 2 2 w", "ne 3 3 3 2 0 2 sw", "ne 1 6 2 4 2 3 w", "- ne n nw n nw nw -"]
SMALL = ["5 6", "- - - - - -", "- 3 4 4 5 -", "- 4 2 3 5 -", "- 1 3 2 3 -", "- - - - - -"]  # (ours: 1 answer)
SMALL_ANSWER = ["- s s s s -", "e 3 4 4 5 w", "e 4 2 3 5 sw", "ne 1 3 2 3 nw", "- ne ne nw n -"]
TWO = ["5 6", "- - - - - -", "- 3 5 4 5 -", "- 2 1 3 3 -", "- - - 4 - -", "- - - - - -"]  # (2 answers; '-' inside)
BLANK = ["4 4", "- - - -", "- - - -", "- - - -", "- - - -"]  # (every arrow free: 2 ways each, 2^8)


def random_puzzle(rng: random.Random) -> Pfeilzahlen:
    """The numbers of random arrows around 1×1 to 2×3 cells (3×3 to 5×4 with the border); half
    of the puzzles with some numbers left out ('-'), a quarter with one number one off (often
    no answer then)."""
    while True:
        m, n = rng.choice([(3, 3), (3, 4), (4, 3), (3, 5), (4, 4), (4, 5), (5, 4)])
        arrows = {c: rng.choice(ways(m, n, c)) for c in border(m, n)}
        cells = [["-"] * n for _ in range(m)]
        for (i, j), k in counts(m, n, arrows).items():
            cells[i][j] = str(k)
        inner = [(i, j) for i in range(1, m - 1) for j in range(1, n - 1)]
        if rng.random() < 0.5:
            for i, j in inner:
                if rng.random() < 0.4:
                    cells[i][j] = "-"
        if rng.random() < 0.25:
            i, j = rng.choice(inner)
            cells[i][j] = str(max(0, int(cells[i][j]) + rng.choice((-1, 1)))) if cells[i][j] != "-" else "1"
        try:
            return Pfeilzahlen(cells)
        except InputError:  # (a number more arrows than can reach it would have to point at)
            continue


def arrow_grids(p: Pfeilzahlen):
    """Every grid with an arrow pointing into the grid in each border cell, the numbers as
    given: the rules checker says which are answers."""
    cells = border(p.m, p.n)
    for choice in itertools.product(*(ways(p.m, p.n, c) for c in cells)):
        grid = [row[:] for row in p.cells]
        for (i, j), d in zip(cells, choice):
            grid[i][j] = d
        yield grid


CASE = Case(
    kind="pfeilzahlen",
    demo="demo-6x6",
    demo_answer=DEMO_ANSWER,
    small=SMALL,
    count=1,
    answer=SMALL_ANSWER,
    svg=lambda s: s.count("<polygon") == 14 and ">5<" in s,
    bad_file="3 3\n- - -\n- 9 -\n- - -\n",
    error="3:3: '9': a cell is - (on the border, or no number) or a number 0-8",
    random=random_puzzle,
    candidates=arrow_grids,
    seeds=8,
    broken=(
        (["- - -", "- 4 -", "- - -"], ["x s -", "e 4 w", "- n -"], "r1c1 is 'x': a corner holds no arrow (-)"),
        (["- - -", "- 4 -", "- - -"], ["- o -", "e 4 w", "- n -"],
         "r1c2 is 'o': a border cell holds an arrow, n, ne, e, se, s, sw, w or nw"),
        (["- - -", "- 4 -", "- - -"], ["- s -", "e 3 w", "- n -"], "r2c2 is '3': the puzzle gives '4' there"),
        (["- - -", "- 4 -", "- - -"], ["- se -", "e 4 w", "- n -"],
         "the arrow at r1c2 (se) points at no cell of the grid"),
        (["- - -", "- 3 -", "- - -"], ["- s -", "e 3 w", "- n -"], "r2c2 says 3 but 4 arrows point at it"),
        (["- - - -", "- 1 2 -", "- - - -"], ["- s sw -", "e 1 2 w", "- ne n -"],
         "r2c2 says 1 but 4 arrows point at it"),
        (["- - - -", "- - 1 -", "- - - -"], ["- s s -", "e - 1 w", "- n n -"],
         "r2c3 says 1 but 4 arrows point at it"),
    ),
    demo_broken=(
        ({(0, 1): "s"}, "r2c2 says 2 but 3 arrows point at it"),
        ({(0, 1): "n"}, "the arrow at r1c2 (n) points at no cell of the grid"),
    ),
    bad=(
        ("", "empty pfeilzahlen puzzle"),
        ("3 3 1\n- - -\n- 1 -\n- - -\n", "1:1: expected the first line 'R C'"),
        ("2 2\n- -\n- -\n", "1:1: a pfeilzahlen is at least 3×3 with its border (one cell inside), not 2×2"),
        ("3 3\n- - -\n- 1 -\n", "4:1: the first line says 3×3: expected 3 rows of cells, found 2 rows"),
        ("3 3\n- - -\n- 1 - -\n- - -\n", "3:7: this row has 4 cells, the first line says 3"),
        ("3 3\n- - -\n- a -\n- - -\n", "3:3: 'a': a cell is - (on the border, or no number) or a number 0-8"),
        ("3 3\n- - -\n- -1 -\n- - -\n", "3:3: '-1': a cell is - (on the border, or no number) or a number 0-8"),
        ("3 3\n- s -\n- 1 -\n- - -\n", "2:3: 's': a cell is - (on the border, or no number) or a number 0-8"),
        ("3 3\n- 1 -\n- 1 -\n- - -\n", "2:3: '1' on the border at r1c2: the border holds the arrows, written -"),
        ("3 3\n- - -\n- 5 -\n- - -\n", "3:3: the 5 at r2c2 has 4 border cells that can point at it"),
        ("3 5\n- - - - -\n- 5 0 1 -\n- - - - -\n",
         "3:3: the 5 at r2c2 has 4 border cells that can point at it without crossing a 0"),
    ),
    bad_urls=(("https://puzz.link/p?pfeilzahlen/2/2/abc", "pzprjs has no pfeilzahlen URLs"),
              ("https://puzz.link/p?mines/2/2/1g2g", "pzprjs has no pfeilzahlen URLs")),
    exports=(
        Export("small", lines(SMALL), 1),
        Export("two", lines(TWO), 2, zdd=True),
        Export("blank", lines(BLANK), 256, lines=1 + 16, zdd=True),
        Export("demo", "demo-6x6", 1),
    ),
    made=(5, 5),
)
