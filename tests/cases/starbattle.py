"""starbattle: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.kit.rooms import grow
from xcckit.puzzles.starbattle import StarBattle

from . import Case, Export

DEMO_ANSWER = ["- - x - - - - - - x", "x - - - x - - - - -", "- - - - - - x - x -", "- x - x - - - - - -",
               "- - - - - x - x - -", "x - - - - - - - - x", "- - - - - x - x - -", "- x - x - - - - - -",
               "- - - - - - x - x -", "- - x - x - - - - -"]
PUZZLEKIT = ["6 6 1", "1 2 2 2 2 2", "1 1 1 1 2 2", "1 2 2 2 2 6", "1 3 4 3 5 6", "1 3 4 3 5 5", "1 3 3 3 5 5"]
PUZZLEKIT_ANSWER = ["- - - x - -", "x - - - - -", "- - - - - x", "- - x - - -", "- - - - x -",
                    "- x - - - -"]  # (its output_example)
ROOMS = ["0 0 1 1", "0 0 2 2", "0 0 2 3", "0 0 3 3"]
"""The rules checker's puzzle: the left two columns a room, the right two columns three rooms (no
answer)."""


def star_grids(puzzle: StarBattle) -> list[list[list[str]]]:
    """The grids with K stars in each row and at most K in each column, none touching within a
    row or the row above (the brute force's candidates: the rules checker says which are
    answers)."""
    n, k = puzzle.n, puzzle.stars
    rows = [p for p in itertools.combinations(range(n), k) if all(b - a > 1 for a, b in zip(p, p[1:]))]
    out, column, chosen = [], [0] * n, []

    def extend() -> None:
        if len(chosen) == n:
            out.append([["x" if j in row else "-" for j in range(n)] for row in chosen])
            return
        above = chosen[-1] if chosen else ()
        for row in rows:
            if all(column[j] < k for j in row) and all(abs(a - b) > 1 for a in row for b in above):
                for j in row:
                    column[j] += 1
                chosen.append(row)
                extend()
                chosen.pop()
                for j in row:
                    column[j] -= 1

    extend()
    return out


def random_puzzle(rng: random.Random) -> StarBattle:
    """Rooms the maker grew around an answer (5x5 or 6x6), or, one time in three, rooms grown
    from random cells (4x4 or 5x5, seldom with an answer)."""
    if rng.random() < 1 / 3:
        n = rng.randint(4, 5)
        seeds = rng.sample([(i, j) for i in range(n) for j in range(n)], n)
        return StarBattle([["-"] * n for _ in range(n)], grow(n, n, [{c} for c in seeds], rng))
    n = rng.randint(5, 6)
    made = StarBattle.maker(n, n, rng)
    return StarBattle(made.cells, made.rooms, made.extra)


def rooms(rows: list[str]) -> StarBattle:
    """The puzzle of one star whose rooms are ``rows`` (room numbers separated by blanks)."""
    return StarBattle([["-"] * len(r.split()) for r in rows], [[int(t) for t in r.split()] for r in rows])


CASE = Case(
    kind="starbattle",
    demo="demo-10x10",
    demo_answer=DEMO_ANSWER,
    url="https://puzz.link/p?starbattle/10/10/2/42g88ghh4ooi54gv0o42u0011um88m03p8u4",
    small=PUZZLEKIT,
    count=1,
    answer=PUZZLEKIT_ANSWER,
    url_start="https://puzz.link/p?starbattle/6/6/1/",
    svg=lambda s: s.count("★") == 6,
    bad_file="2 2 1\n1 2\n1 2\n3\n",
    error="",
    whole_error=False,
    random=random_puzzle,
    candidates=star_grids,
    seeds=10,
    rows=rooms,
    broken=(
        (ROOMS, ["x - - -", "- x - -", "- - - x", "- - - -"], "the stars at r1c1 and r2c2 touch"),
        (ROOMS, ["- x - x", "- - - -", "x - - -", "- - x -"], "row 1 holds 2 stars, not 1"),
        (ROOMS, ["x - - -", "- - x -", "x - - -", "- - x -"], "column 1 holds 2 stars, not 1"),
        (ROOMS, ["- x - -", "- - - x", "x - - -", "- - x -"], "the room at r1c1 holds 2 stars, not 1"),
        (ROOMS, ["- x - -", "- - - *", "x - - -", "- - x -"], "r2c4 is '*': a cell is x (a star) or - (none)"),
    ),
    bad=(
        ("", "empty starbattle puzzle"),
        ("2 2\n1 2\n1 2\n", "1:1: expected the first line 'R C K'"),
        ("2 2 1\n1 2\n", "3:1: the first line says 2×2"),
        ("4 4 1\n- - - -\n- - - -\n- - - -\n- - - o\n1 1 2 2\n1 1 2 2\n3 3 4 4\n3 3 4 4\n", "5:7: 'o': a cell is '-'"),
        ("3 3 1\na b a\nb b b\nc c c\n", "2:5: room 'a' is in two pieces"),
        ("3 4 1\n1 1 2 2\n1 1 2 2\n3 3 3 3\n",
         "1:1: 1 star in every row and every column need a square grid, not 3×4"),
        ("3 3 1\n1 1 2\n1 1 2\n1 1 2\n", "1:1: 1 star in every row and every room: a 3×3 grid needs 3 rooms, not 2"),
        ("4 4 3\n1 1 2 2\n1 1 2 2\n3 3 4 4\n3 3 4 4\n", "1:1: 3 stars do not fit in a row of 4 cells without touching"),
        ("4 4 2\n1 1 1 1\n1 2 2 2\n3 3 3 3\n3 3 3 4\n", "1:1: the room at r4c4 has 1 cell, fewer than its 2 stars"),
        ("3 3 0\n1 2 3\n1 2 3\n1 2 3\n", "1:1: a star battle has at least 1 star in each row, not 0"),
    ),
    bad_urls=(
        ("https://puzz.link/p?nurikabe/2/2/g1h", "not a starbattle URL"),
        ("https://puzz.link/p?starbattle/4/4/1", "expected K/BORDERS"),
        ("https://puzz.link/p?starbattle/4/4/x/000", "expected K/BORDERS"),
    ),
    exports=(
        Export("demo", "demo-10x10", 1, check=lambda dlx: dlx.startswith("2|r0 2|r1 ")),
        Export("rows", "6 6 1\n" + "".join(f"{i} {i} {i} {i} {i} {i}\n" for i in range(6)), 90),
    ),
    made=(6, 6),
)
