"""creek: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.creek import Creek

from ..genres import shading_candidates
from . import Case, Export, lines

DEMO_ANSWER = ["- - x x x - - -", "- - - x x - - -", "- - x x - x x -", "- - x - - x - -", "x - - - x - - x",
               "x - x x - x - -", "- - - x - - - -", "x x - - - x x x"]
SMALL = ["3 4", "? - - - -", "0 - - 1 -", "- 3 - 1 -", "- - 2 - -"]  # (of the project's making: 1 answer)
SMALL_ANSWER = ["- - - x", "- x - -", "x x x -"]
PZPRJS = ("https://puzz.link/p?creek/6/6/gagaich2cgb6769dt",  # (pzprjs's test puzzle, test/script/creek.js)
          ["- - - - - -", "- x x x x -", "- - - - x -", "x x x - x -", "- x x x x -", "- - - - - -"])


def random_puzzle(rng: random.Random) -> Creek:
    """A 1-3 × 2-4 grid whose points hold, some of them, the count of a random shading (now
    and then another number, or ?): puzzles with answers, and some without."""
    m, n = rng.randint(1, 3), rng.randint(2, 4)
    shaded = {(i, j) for i in range(m) for j in range(n) if rng.random() < 0.45}
    points = []
    for i in range(m + 1):
        row = []
        for j in range(n + 1):
            around = [(a, b) for a in (i - 1, i) for b in (j - 1, j) if 0 <= a < m and 0 <= b < n]
            r = rng.random()
            if r < 0.22:
                row.append(str(sum(c in shaded for c in around)))
            elif r < 0.27:
                row.append(str(rng.randint(0, len(around))))
            elif r < 0.3:
                row.append("?")
            else:
                row.append("-")
        points.append(row)
    return Creek(points)


CASE = Case(
    examples=(PZPRJS,),
    kind="creek",
    demo="demo-8x8",
    demo_answer=DEMO_ANSWER,
    url="https://puzz.link/p?creek/8/8/gamb7a063cj36dbhchcg26b1d151cg6cn",
    small=SMALL,
    count=1,
    answer=SMALL_ANSWER,
    svg=lambda s: s.count("<circle") == 6 and ">?<" in s and ">3<" in s and s.count('fill="#333"') == 5,
    bad_file="2 2\n- 5 -\n- - -\n- - -\n",
    error="2:3: '5': a point is - (no number), ? (a number not given) or a number 0-4",
    random=random_puzzle,
    candidates=shading_candidates,
    seeds=10,
    broken=(
        (["- - -", "- 2 -", "- - -"], ["x -", "- -"],
         "the 2 on the top-left corner of r2c2 has 1 shaded cell around it"),
        (["1 - -", "- - -", "- - -"], ["- -", "- -"],
         "the 1 on the top-left corner of r1c1 has 0 shaded cells around it"),
        (["- - -", "- - -", "- - 0"], ["- -", "- x"],
         "the 0 on the bottom-right corner of r2c2 has 1 shaded cell around it"),
        (["- - -", "- ? -", "- - -"], ["x -", "- x"], "the unshaded cells fall into 2 parts (r1c2 and r2c1)"),
        (["- -", "- -"], ["o"], "r1c1 is 'o': a cell is x (shaded) or - (unshaded)"),
    ),
    demo_broken=(({(0, 3): "-"}, "the unshaded cells fall into 2 parts (r1c1 and r1c4)"),
                 ({(0, 0): "x"}, "the 0 on the top-left corner of r1c2 has 1 shaded cell around it")),
    bad=(
        ("", "empty creek puzzle"),
        ("2\n- -\n", "1:1: expected the first line 'R C'"),
        ("2 2\n- - -\n- - -\n", "4:1: the first line says 2×2 cells: expected 3 rows of points, found 2 rows"),
        ("2 2\n- - -\n- - - -\n- - -\n", "3:7: this row has 4 points, the first line says 2 columns: 3 points"),
        ("2 2\n- x -\n- - -\n- - -\n", "2:3: 'x': a point is - (no number), ? (a number not given) or a number 0-4"),
        ("2 2\n- - -\n- 5 -\n- - -\n", "3:3: '5': a point is - (no number)"),
        ("2 2\n- - -\n- ３ -\n- - -\n", "3:3: '３': a point is - (no number)"),
        ("1 1\n2 -\n- -\n", "2:1: the 2 on the top-left corner of r1c1 has 1 cell around it"),
        ("2 2\n- - -\n- - 3\n- - -\n", "3:5: the 3 on the top-right corner of r2c2 has 2 cells around it"),
    ),
    bad_urls=(
        ("https://puzz.link/p?creek/2/2/1", "ends after 1 of the grid's 9 cells"),
        ("https://puzz.link/p?creek/2/2/1#", "unexpected character '#'"),
        ("https://puzz.link/p?creek/1/1/4i", "the 4 on the top-left corner of r1c1 has 1 cell around it"),
        ("https://puzz.link/p?creek/d/2/2/000000000", "the flag 'd' (pzprjs's old encoding"),
        ("https://puzz.link/p?hitori/2/2/1234", "not a creek URL"),
    ),
    exports=(Export("small", lines(SMALL), 1, side=True),),
    made=(5, 5),
)
