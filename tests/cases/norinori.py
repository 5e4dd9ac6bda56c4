"""norinori: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.errors import InputError
from xcckit.puzzles.norinori import Norinori
from xcckit.puzzles.kit.rooms import grow

from ..genres import brute, shading_candidates
from . import Case, Export

DEMO_ANSWER = ["x x - x x - x x - x", "- - x - - - - - - x", "x - x - x - x x - -", "x - - - x - - - x x",
               "- - x x - - x x - -", "x x - - x x - - x x", "- - x x - - x x - -", "x x - - x x - - x x",
               "- - x x - - x x - -", "x x - - x x - - x x"]
PUZZLEKIT_ROOMS = ["0 1 4 3 3 7 7 6 6 6", "0 1 4 4 4 7 7 7 5 6", "1 1 4 4 4 4 14 7 5 6", "1 2 2 2 11 4 14 14 6 6",
                   "10 2 2 11 11 14 14 13 14 15", "10 10 11 11 11 14 14 13 14 15", "10 10 10 10 12 17 14 14 14 15",
                   "9 9 9 12 12 17 17 17 14 15", "9 8 9 12 18 18 18 18 15 15", "9 8 9 18 18 16 16 16 16 16"]
PUZZLEKIT = ["10 10", *["- " * 9 + "-"] * 10, *PUZZLEKIT_ROOMS]
PUZZLEKIT_ANSWER = ["x - - x x - x x - -", "x - - - - x - - x -", "- x x - - x - - x -", "x - - x x - - - - x",
                    "x - x - - - - x - x", "- - x - - - - x - -", "x - - - x x - - x -", "x - x x - - x - x -",
                    "- x - - - - x - - x", "- x - - x x - - - x"]  # (its output_example)


def random_puzzle(rng: random.Random) -> Norinori:
    """Rooms grown from two to four random cells of a grid of 2-4 × 3-4 (none of one cell)."""
    while True:
        m, n = rng.choice([(2, 3), (3, 3), (3, 4), (2, 4), (4, 3)])
        seeds = rng.sample([(i, j) for i in range(m) for j in range(n)], rng.randint(2, 4))
        try:
            return Norinori([["-"] * n for _ in range(m)], grow(m, n, [{c} for c in seeds], rng))
        except InputError:  # (a room of one cell)
            continue


def rooms(rows: list[str]) -> Norinori:
    """A puzzle of these rows of room names."""
    return Norinori([["-"] * len(rows[0].split()) for _ in rows], [row.split() for row in rows])


HALVES = ["1 1 1", "1 1 1", "2 2 2", "2 2 2"]
"""A 4×3's rooms: its top two rows and its bottom two rows."""

CASE = Case(
    kind="norinori",
    demo="demo-10x10",
    demo_answer=DEMO_ANSWER,
    url="https://puzz.link/p?norinori/10/10/5ktukfbd8esj4qm4525aqk47arln3atjnv9v",
    small=PUZZLEKIT,
    count=1,
    answer=PUZZLEKIT_ANSWER,
    url_start="https://puzz.link/p?norinori/10/10/",
    svg=lambda s: s.count("<rect") >= sum(row.count("x") for row in PUZZLEKIT_ANSWER),
    bad_file="2 2\n- y\n- -\n1 1\n1 1\n",
    error="2:3: 'y': a cell is '-' (the puzzle is its rooms)",
    random=random_puzzle,
    candidates=shading_candidates,
    seeds=12,
    rows=rooms,
    broken=(
        (HALVES, ["x x -", "x - -", "- - x", "- - x"], "the shaded cell r1c1 has 2 shaded cells beside it, not 1 (the "
                                                       "shaded cells are dominoes)"),
        (HALVES, ["x - x", "- - x", "- - -", "x x -"], "the shaded cell r1c1 has 0 shaded cells beside it, not 1 (the "
                                                       "shaded cells are dominoes)"),
        (HALVES, ["x x -", "- - -", "- - -", "- - -"], "the room at r3c1 holds 0 shaded cells, not 2"),
        (HALVES, ["- - -", "x - -", "x - -", "- - -"], "the room at r1c1 holds 1 shaded cell, not 2"),
        (HALVES, ["x x -", "- - -", "- - x", "- - *"], "r4c3 is '*': a cell is x (shaded) or - (unshaded)"),
    ),
    bad=(
        ("", "empty norinori puzzle"),
        ("2 2 2\n1 1\n2 2\n", "1:1: expected the first line 'R C'"),
        ("2 2\n1 1\n2 2\n3 3\n", "5:1: the first line says 2×2"),
        ("2 2\n- o\n- -\n1 1\n2 2\n", "2:3: 'o': a cell is '-'"),
        ("2 2\n1 1 1\n2 2\n", "2:5: this row has 3 cells, the first line says 2"),
        ("3 3\na b a\nb b b\nc c c\n", "2:5: room 'a' is in two pieces"),
        ("2 3\n1 1 2\n1 1 1\n", "1:1: the room at r1c3 has 1 cell: it cannot hold 2 shaded cells"),
    ),
    bad_urls=(
        ("https://puzz.link/p?nurikabe/2/2/g1h", "not a norinori URL"),
        ("https://puzz.link/p?lits/4/4/00000000", "not a norinori URL"),
    ),
    exports=(
        Export("demo", "demo-10x10", 1),
        Export("halves", "3 4\n1 1 1 1\n1 1 2 2\n2 2 2 2\n", lambda p: len(brute(p, shading_candidates))),
    ),
    made=(5, 5),
)
