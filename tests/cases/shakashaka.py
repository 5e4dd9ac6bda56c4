"""shakashaka: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.errors import InputError
from xcckit.puzzles.shakashaka import TRIANGLES, Shakashaka

from ..genres import brute
from . import Case, Export, lines

DEMO_ANSWER = ["- - - nw ne - nw ne - -", "- - - sw se - sw se - -", "nw ne - nw ne - - nw ne -",
               "sw se nw - se - nw - se -", "- - sw se - - sw se - -", "- - nw ne - - nw ne - -",
               "- nw - se - nw - se nw ne", "- sw se - - sw se - sw se", "- - nw ne - nw ne - - -",
               "- - sw se - sw se - - -"]
SMALL = ["3 4", "- - - -", "- - - -", "- - - x"]  # (of the project's making: 3 answers)
PZPRJS = ("https://puzz.link/p?shakashaka/6/6/cgbhdhegdrb",  # (pzprjs's test puzzle, test/script/shakashaka.js)
          ["- nw ne - - -", "nw - se - nw ne", "sw se - nw - se", "- nw ne sw se -", "nw - se - nw ne",
           "sw se - - sw se"])
CELL_WORDS = "a cell is - (white), x or 5 (black) or a number 0-4 (black, counting the triangles beside it)"


def random_puzzle(rng: random.Random) -> Shakashaka:
    """A 2×3, 3×2, 2×4 or 3×3 grid, at most 5 of its cells white: two times in three a 2×2
    block of them (where an answer may put a turned square) and black cells at random around it;
    each black cell numbered one time in two as the square would have it, one time in six with a
    random number 0-2 (a puzzle then often without an answer)."""
    while True:
        m, n = rng.choice([(2, 3), (3, 2), (2, 4), (3, 3)])
        cells = [["-"] * n for _ in range(m)]
        square = set()
        if rng.random() < 2 / 3:
            i, j = rng.randrange(m - 1), rng.randrange(n - 1)
            square = {(i, j), (i, j + 1), (i + 1, j), (i + 1, j + 1)}
        rest = [(i, j) for i in range(m) for j in range(n) if (i, j) not in square]
        black = rng.sample(rest, max(m * n - 5, rng.randint(0, len(rest))))
        for c in black:
            roll = rng.random()
            near = sum(d in square for d in ((c[0] - 1, c[1]), (c[0] + 1, c[1]), (c[0], c[1] - 1), (c[0], c[1] + 1)))
            cells[c[0]][c[1]] = str(near) if roll < 0.5 else str(rng.randint(0, 2)) if roll < 2 / 3 else "x"
        try:
            return Shakashaka(cells)
        except InputError:  # (a number with fewer white cells beside it)
            continue


def fillings(p: Shakashaka):
    """Every grid with a triangle or none in each white cell (the black ones -)."""
    white = [(i, j) for i in range(p.m) for j in range(p.n) if (i, j) not in p.clue]
    for states in itertools.product(("-", *TRIANGLES), repeat=len(white)):
        grid = [["-"] * p.n for _ in range(p.m)]
        for (i, j), t in zip(white, states):
            grid[i][j] = t
        yield grid


CASE = Case(
    kind="shakashaka",
    demo="demo-10x10",
    demo_answer=DEMO_ANSWER,
    url="https://puzz.link/p?shakashaka/10/10/h.m..icn.hbnbh.i..i.jbnb.pcg..m.h",
    small=SMALL,
    count=3,
    url_start="https://puzz.link/p?shakashaka/4/3/",
    svg=lambda s: s.count("<polygon") >= 4 and s.count('fill="#333"') >= 5,
    bad_file="2 2\n- 6\n- -\n",
    error=f"2:3: '6': {CELL_WORDS}",
    random=random_puzzle,
    candidates=fillings,
    seeds=8,
    broken=(
        (["- -"], ["q -"], "r1c1 is 'q': a cell is - or a triangle nw, ne, se or sw (its right angle's corner)"),
        (["x -"], ["nw -"], "r1c1 is black and holds a triangle"),
        (["- 1 -"], ["- - -"], "the 1 at r1c2 has 0 triangles beside it"),
        (["- 1 -", "- - -"], ["ne - nw", "- - -"], "the 1 at r1c2 has 2 triangles beside it"),
        (["- -", "- -"], ["nw -", "- -"], "the white area at r1c1 is not a rectangle"),
        (["- - -", "- - -"], ["nw ne -", "sw se nw"], "the white area at r2c3 is not a rectangle"),
        (["x - -", "- - -"], ["- - -", "- - -"], "the white area at r1c2 is not a rectangle"),
    ),
    bad=(
        ("", "empty shakashaka puzzle"),
        ("2 2\n- -\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
        ("2 2\n- - -\n- -\n", "2:5: this row has 3 cells, the first line says 2"),
        ("2 2\n- 6\n- -\n", f"2:3: '6': {CELL_WORDS}"),
        ("2 2\n- nw\n- -\n", f"2:3: 'nw': {CELL_WORDS}"),
        ("2 2\n- -\n-1 -\n", f"3:1: '-1': {CELL_WORDS}"),
        ("2 2\n- -\n- 3\n", "3:3: the 3 at r2c2 has 2 white cells beside it"),
        ("2 x\n- -\n- -\n", "1:1: expected the first line 'R C'"),
    ),
    bad_urls=(
        ("https://puzz.link/p?akari/2/2/1g2g", "not a shakashaka URL"),
        ("https://puzz.link/p?shakashaka/3/3/g1", "ends after 2 of the grid's 9 cells"),
        ("https://puzz.link/p?shakashaka/2/2/0!", "unexpected character '!'"),
        ("https://puzz.link/p?shakashaka/2/2/4j", "the 4 at r1c1 has 2 white cells beside it"),
    ),
    exports=(
        Export("demo", "demo-10x10", 1),
        Export("small", lines(SMALL), 3, zdd=True),
        Export("clued", "2 3\n- 1 -\n- - -\n", lambda p: len(brute(p, fillings)), zdd=True),
    ),
    examples=(PZPRJS,),
    demo_broken=(
        ({(0, 3): "-"}, "the white area at r1c4 is not a rectangle"),
        ({(0, 5): "nw"}, "the 2 at r2c6 has 3 triangles beside it"),
    ),
    made=(6, 6),
)
