"""starbattle: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.kit.rooms import grow
from xcckit.puzzles.starbattle import StarBattle

from . import case, Export

DEMO_ANSWER = ["- - x - - - - - - x", "x - - - x - - - - -", "- - - - - - x - x -", "- x - x - - - - - -",
               "- - - - - x - x - -", "x - - - - - - - - x", "- - - - - x - x - -", "- x - x - - - - - -",
               "- - - - - - x - x -", "- - x - x - - - - -"]
PUZZLEKIT = ["6 6 1", "1 2 2 2 2 2", "1 1 1 1 2 2", "1 2 2 2 2 6", "1 3 4 3 5 6", "1 3 4 3 5 5", "1 3 3 3 5 5"]


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


CASE = case(
    __name__,
    demo_answer=DEMO_ANSWER,
    small=PUZZLEKIT,
    svg=lambda s: s.count("★") == 6,
    random=random_puzzle,
    candidates=star_grids,
    rows=rooms,
    exports=(
        Export("demo", "demo-10x10", 1, check=lambda dlx: dlx.startswith("2|r0 2|r1 ")),
        Export("rows", "6 6 1\n" + "".join(f"{i} {i} {i} {i} {i} {i}\n" for i in range(6)), 90),
    ),
)
