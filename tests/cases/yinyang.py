"""yinyang: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.yinyang import YinYang

from . import Case

DEMO_ANSWER = ["w b b b b b b b", "w w w b w w w b", "w b b b b w b b", "w w w w w w w b",
               "w b b b b b w b", "w w w b w b b b", "w b b b w w w b", "w w w w w b b b"]
SMALL = ["3 4", "b - - -", "- - b -", "- - - b"]  # (of the project's making: 1 answer)
SMALL_ANSWER = ["b w w w", "b w b w", "b b b b"]


def colourings(puzzle: YinYang):
    """Every grid of w and b (the brute force: the rules checker says which are answers)."""
    m, n = puzzle.m, puzzle.n
    for bits in itertools.product("wb", repeat=m * n):
        yield [list(bits[i * n:(i + 1) * n]) for i in range(m)]


def random_puzzle(rng: random.Random) -> YinYang:
    """A 1-3 × 2-4 grid with up to three circles."""
    m, n = rng.randint(1, 3), rng.randint(2, 4)
    cells = [["-"] * n for _ in range(m)]
    for _ in range(rng.randint(0, 3)):
        cells[rng.randrange(m)][rng.randrange(n)] = rng.choice("wb")
    return YinYang(cells)


CASE = Case(
    examples=(("https://puzz.link/p?yinyang/5/5/016612300", ["w w w w w", "w b b b w", "b b w w w", "w b b b w", "w w w w w"]),),  # (pzprjs's test puzzle)
    kind="yinyang",
    demo="demo-8x8",
    demo_answer=DEMO_ANSWER,
    url="https://puzz.link/p?yinyang/8/8/b00200k60006i196040090",
    small=SMALL,
    count=1,
    aliases=("yin_yang",),
    answer=SMALL_ANSWER,
    svg=lambda s: s.count('fill="black" stroke') == 7 and s.count('fill="white" stroke') == 5,
    bad_file="2 2\nw x\n- -\n",
    error="2:3: 'x': a cell is w (white), b (black) or '-'",
    random=random_puzzle,
    candidates=colourings,
    seeds=12,
    broken=(
        (["w -", "- -"], ["b b", "w w"], "r1c1 is given white and is black"),
        (["- - -", "- - -"], ["w w b", "w w b"], "the 2x2 block at r1c1 is all white"),
        (["- - -", "- - -"], ["w b b", "w b b"], "the 2x2 block at r1c2 is all black"),
        (["- - -"], ["w b w"], "the white cells fall into 2 parts (r1c1 and r1c3)"),
        (["- - -", "- - -"], ["b w b", "w w w"], "the black cells fall into 2 parts (r1c1 and r1c3)"),
        (["- -"], ["w x"], "r1c2 is 'x': a cell is w (white) or b (black)"),
    ),
    bad=(
        ("", "empty yinyang puzzle"),
        ("2 2\nw -\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
        ("2 2\nw - b\n- -\n", "2:5: this row has 3 cells, the first line says 2"),
        ("2 2\nw x\n- -\n", "2:3: 'x': a cell is w (white), b (black) or '-'"),
        ("2 2\nW -\n- -\n", "2:1: 'W': a cell is w (white), b (black) or '-'"),
        ("2 2\n1 -\n- -\n", "2:1: '1': a cell is w (white), b (black) or '-'"),
    ),
    bad_urls=(
        ("https://puzz.link/p?yinyang/5/5/01661", "ends before the circles of every cell"),
        ("https://puzz.link/p?yinyang/2/2/z0", "unexpected character 'z' in the circles"),
        ("https://puzz.link/p?mashu/2/2/00", "not a yinyang URL"),
    ),
    made=(5, 6),
)
