"""nonogram: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.kit.genre import Made
from xcckit.puzzles.nonogram import Nonogram, runs_of

from . import Case, Export, lines

DEMO_ANSWER = ["x x x - - - x x x x", "x x x - - - x x x x", "x x x - - - x x x x", "x x - - - - - x x x",
               "x x - - - - - - x -", "x x x - - - - - - -", "x x x - - - x x - -", "x x x x x x x x x -",
               "x x x - x x x x x x", "x x - - x x x x x x"]
SMALL = ["3 3", "2", "1", "1 1", "1", "2", "1 1"]  # (of the project's making: 1 answer)
SMALL_ANSWER = ["- - x", "x x -", "x - x"]


def random_nonogram(rng: random.Random, m: int, n: int, **kw) -> Nonogram:
    """The clues of a random m×n shading (``kw``: Nonogram's, such as ``settle``)."""
    grid = [[rng.random() < 0.5 for _ in range(n)] for _ in range(m)]
    return Nonogram([runs_of(r) for r in grid], [runs_of(c) for c in zip(*grid)], **kw)


def random_puzzle(rng: random.Random) -> Nonogram:
    """The clues of a random shading of 2-4 × 2-4."""
    m, n = rng.randint(2, 4), rng.randint(2, 4)
    return random_nonogram(rng, m, n)


def placements(p: Nonogram):
    """Every grid whose rows are runs of their clues (each row any of its placements)."""
    rows = [[["x" if b else "-" for b in bits] for bits in itertools.product((0, 1), repeat=p.n)
             if runs_of(bits) == clue] for clue in p.rows]
    return (list(map(list, g)) for g in itertools.product(*rows))



def unrefined(rng: random.Random) -> Made:
    """A random 5×6 picture's clues, as the maker writes them but not refined to one answer (most
    have several): what its repair is asked of."""
    answer = [["x" if rng.random() < 0.5 else "-" for _ in range(6)] for _ in range(5)]
    rows = [runs_of([t == "x" for t in row]) for row in answer]
    cols = [runs_of([row[j] == "x" for row in answer]) for j in range(6)]
    return Made([[str(v) for v in r] or ["0"] for r in rows], [], [[str(v) for v in c] or ["0"] for c in cols],
                answer=answer)


CASE = Case(
    kind="nonogram",
    demo="demo-10x10",
    demo_answer=DEMO_ANSWER,
    url="https://puzz.link/p?nonogram/10/10/ajaj43i1j3j3j43i44i35i24i43i43i43i32i12i3j23i9j63i62i",
    small=SMALL,
    count=1,
    answer=SMALL_ANSWER,
    svg=lambda s: s.count('fill="#333"') == 5,
    bad_file="2 2\n1\nx\n1\n1\n",
    error="3:1: 'x': a clue is numbers from 1 (or 0 alone for an empty column)",
    random=random_puzzle,
    candidates=placements,
    seeds=8,
    rows=lambda rows: Nonogram.from_text(lines(rows)),  # (the notation's lines: R C, the columns' clues, the rows')
    broken=(
        (["1 2", "1", "0", "1"], ["- x"], "column 1's runs of shaded cells are none, its clue says 1"),
        (["1 2", "1", "1", "2"], ["x -"], "row 1's runs of shaded cells are 1, its clue says 2"),
        (["2 3", "1", "0", "1", "1 1", "0"], ["x x -", "- - -"],
         "row 1's runs of shaded cells are 2, its clue says 1 1"),
        (["1 2", "0", "0", "0"], ["x -"], "row 1's runs of shaded cells are 1, its clue says 0 (no shaded cell)"),
        (["1 1", "1", "1"], ["o"], "r1c1 is 'o': a cell is x (shaded) or - (unshaded)"),
    ),
    bad=(
        ("", "empty nonogram puzzle"),
        ("2\n1\n1\n1\n1\n", "1:1: expected the first line 'R C'"),
        ("2 2\n1\n1\n1\n", "5:1: the first line says 2×2: expected 2 column clues and 2 row clues, found 3 lines"),
        ("2 2\n1\na\n1\n1\n", "3:1: 'a': a clue is numbers from 1"),
        ("2 2\n1\n1 0\n1\n1\n", "3:3: '0': a clue is numbers from 1"),
        ("2 2\n1\n1\n3\n1\n", "4:1: row 1's clue 3 needs 3 cells, the row has 2"),
        ("2 2\n1 1\n1\n1\n1\n", "2:1: column 1's clue 1 1 needs 3 cells, the column has 2"),
        ("2 2\n1\n1\n2\n1\n", "1:1: the row clues shade 3 cells and the column clues 2"),
    ),
    bad_urls=(("https://puzz.link/p?mashu/2/2/00", "not a nonogram URL"),),
    exports=(
        Export("loose", "3 3\n1\n1\n1\n1\n1\n1\n", 6, lines=1 + 6 * 3),
    ),
    made=(7, 8),
    drawn=unrefined,
)
