"""slitherlink: what every genre is asked (tests/test_genres.py). Its answer grid is the sites':
``x`` a cell inside the loop, ``-`` one outside (the loop's dots are the answer's ``loop`` beside
it, and its text output draws the loop: tests/test_slitherlink.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.slitherlink import Slitherlink

from ..genres import shading_candidates
from . import Case, Export

DEMO_ANSWER = ["x x x x x x -", "- x x x x - -", "- x x x x x -", "- x x x x x -", "- x x x - - -",
               "- - - x - - -", "- - - - - - -"]
SMALL = ["3 4", "- - 3 -", "- - - -", "1 0 - -"]  # (of the project's making: 1 answer)
SOLVED = ["┌───────────────────────┐   ·", "│                 1     │", "└───┐   ·   ·   ·   ┌───┘   ·",
          "  2 │     0   0     │     0", "·   │   ·   ·   ·   └───┐   ·", "  1 │ 1                 │ 1",
          "·   │   ·   ·   ·   ·   │   ·", "    │             1     │ 1", "·   │   ·   ·   ┌───────┘   ·",
          "  1 │         1 │     1", "·   └───────┐   │   ·   ·   ·", "      1   2 │   │ 1",
          "·   ·   ·   └───┘   ·   ·   ·", "          0", "·   ·   ·   ·   ·   ·   ·   ·"]
"""What ``xcc solve slitherlink demo-7x7`` prints: the loop drawn."""
PZPRJS = "https://puzz.link/p?slither/10/10/ic5137bg7bchbgdccb7dgddg7ddabdgdhc7bg7316dbg"
"""pzprjs's (and puzzlekit's) example slitherlink."""
PZPRJS_ANSWER = ["x x x x x - - - - x", "x - - - x x - - - x", "x x - x x x x x - x", "- x - - x - x x x x",
                 "x x x - x - - - - x", "x - x - - - x - x x", "x - - - - x x x x -", "- - x - x x - - x x",
                 "x x x x x x x - - x", "- - - x - x x x - -"]


def random_puzzle(rng: random.Random) -> Slitherlink:
    """A 2-3 × 2-3 grid, about half its cells clued 0-3 (a 3×3 blank grid has 213 loops)."""
    m, n = rng.randint(2, 3), rng.randint(2, 3)
    return Slitherlink([[rng.choice("0123") if rng.random() < 0.5 else "-" for _ in range(n)] for _ in range(m)])


BAD = (  # (the messages of the file's own reader: it reads the sites' cells as well as '.' rows)
    ("", "p.txt:1:1: empty puzzle: expected rows of '.' and digits 0-4"),
    ("3..\n.x2\n", "p.txt:2:2: illegal character 'x' (expected '.' or '-' empty, or a digit 0-4)"),
    ("3..\n5..\n", "p.txt:2:1: illegal character '5' (expected '.' or '-' empty, or a digit 0-4)"),
    ("3..\n..\n2.3\n", "p.txt:2:3: ragged rows: this row has 2 cells, the first has 3"),
    ("3..\n\n2.3\n", "p.txt:2:1: ragged rows: this row has 0 cells, the first has 3"),
    ("3.\t.\n", "p.txt:1:1: illegal cell '3.' (expected '.' or '-' empty, or a digit 0-4; blanks separate the cells "
                "on every row or on none)"),
    ("4 4\n3 - 2\n", "p.txt:2:6: ragged rows: this row has 3 cells, the size line says 4"),
    ("2 2\n3 -\n- 5\n", "p.txt:3:3: illegal character '5' (expected '.' or '-' empty, or a digit 0-4)"),
    ("3 3\n3 - -\n- - 2\n", "p.txt:1:1: the size line says 3 rows of 3 cells; the grid below has 2 rows"),
)

BAD_URLS = (
    ("https://puzz.link/p?slither/3/x/1", "URL: URL part '3/x/1': expected W/H/BODY with numbers W and H"),
    ("https://puzz.link/p?nurikabe/3/3/1",
     "https://puzz.link/p?nurikabe/3/3/1: not a slitherlink URL (expected '…?slither/W/H/BODY')"),
    ("https://puzz.link/p?slither/2/2/1234z", "URL: URL body '1234z': characters left over after the 2×2 grid ('z')"),
    ("https://puzz.link/p?slither/2/2/1#", "URL: URL body '1#': unexpected character '#' in the cells' clues"),
    ("https://puzz.link/p?slither/0/2/", "URL: URL part '0/2': a size is at least 1"),
    ("https://puzz.link/p?slither/3/3/3j27",
     "URL: URL body '3j27': ends after 8 of the grid's 9 cells (the URL is cut short)"),
    ("https://puzz.link/p?slither/100/100/a",
     "URL: URL body 'a': 1 characters cannot describe the 100×100 grid's 10,000 cells (the URL is cut short)"),
)

BROKEN = (
    (["3 -", "- -"], ["x x", "x x"], "the clue 3 at r1c1 has 2 of its sides on the loop"),
    (["0 -", "- -"], ["- x", "- -"], "the clue 0 at r1c1 has 1 of its sides on the loop"),
    (["- 4", "- -"], ["x x", "x -"], "the clue 4 at r1c2 has 3 of its sides on the loop"),
    (["- -", "- -"], ["x -", "- x"], "the loop passes dot [1, 1] twice"),
    (["- - -", "- - -"], ["x - x", "- - -"],
     "the cells inside have 2 loops round them, not one (through dot [0, 0] and dot [0, 2])"),
    (["- - -", "- - -", "- - -"], ["x x x", "x - x", "x x x"],
     "the cells inside have 2 loops round them, not one (through dot [0, 0] and dot [1, 1])"),
    (["- -", "- -"], ["- -", "- -"], "no cell is inside the loop: there is no loop"),
    (["- -", "- -"], ["x o", "- -"], "r1c2 is 'o': a cell is x (inside the loop) or - (outside)"),
)

DEMO_BROKEN = (
    ({(6, 0): "x"}, "the cells inside have 2 loops round them, not one (through dot [0, 0] and dot [6, 0])"),
    ({(0, 6): "x"}, "the clue 0 at r2c7 has 1 of its sides on the loop"),
    ({(0, 1): "-"}, "the loop passes dot [1, 1] twice"),
)
"""Cells of the bundled answer changed so as to break one rule each, with the rule the checker
names."""


CASE = Case(
    kind="slitherlink",
    demo="demo-7x7",
    demo_answer=DEMO_ANSWER,
    url="https://puzz.link/p?slither/7/7/jb70a01bhbh61b6b17bhah",
    small=SMALL,
    count=1,
    svg=lambda s: s.count("<circle") == 20 and s.count("<polygon") == 1,
    bad_file="3..\n.x2\n",
    error="2:2: illegal character 'x' (expected '.' or '-' empty, or a digit 0-4)",
    random=random_puzzle,
    candidates=shading_candidates,
    broken=BROKEN,
    demo_broken=DEMO_BROKEN,
    bad=BAD,
    bad_urls=BAD_URLS,
    examples=((PZPRJS, PZPRJS_ANSWER),),
    solved=SOLVED,
    made=(8, 9),  # (more than 64 cells: the maker draws its loop without the uniform draw making hands it)
    made_answer="loop",
    exports=(Export("demo", "demo-7x7", 1, check=lambda dlx: dlx.startswith("| slitherlink-dlx:\n| ....1..\n"),
                    side=True, left="single loop"),
             Export("blank", "2x3", 40, zdd=True, side=True, left="single loop")),
)
