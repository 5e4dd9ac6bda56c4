"""minesweeper: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.errors import InputError
from xcckit.puzzles.minesweeper import Minesweeper

from ..genres import brute, shading_candidates
from . import case, Export, lines as text

SMALL = ["3 4", "- 2 - -", "- - 3 -", "- # - 1"]  # (of the project's making: 20 answers)
TOTAL = ["3 4 3", "- 2 - -", "- - 3 -", "- # - 1"]  # (the same with a total of 3 mines)


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

CASE = case(
    __name__,
    peer_examples=((PUZZLEKIT, PUZZLEKIT_ANSWER),),
    small=SMALL,
    svg=lambda s: 'fill="#333"' in s and ">3<" in s,
    random=random_puzzle,
    candidates=shading_candidates,
    rows=lambda rows: Minesweeper([r.split() for r in rows]),
    exports=(
        Export("small", text(SMALL), 20, zdd=True),
        Export("total", text(TOTAL), lambda p: len(brute(p, shading_candidates)), zdd=True),
        Export("demo", "demo-8x8", 1),
    ),
)
