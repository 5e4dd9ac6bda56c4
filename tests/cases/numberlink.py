"""numberlink: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.numberlink import Numberlink

from . import case

DEMO_ANSWER = ["se ew ew ew w  se ew sw", "ns e  ew sw se nw s  ns", "n  se w  ns ns e  nw n",
               "se nw se nw ne sw e  w", "ns s  ns e  w  ne ew sw", "ns ns n  se ew ew w  ns",
               "ns ne ew nw e  ew ew nw", "ne ew ew ew ew ew ew w"]
SMALL = ["3 4", "1 - - -", "- 2 - -", "- - 1 2"]  # (of the project's making: 4 answers)


def random_cells(rng: random.Random, sizes, most_pairs: int) -> list[list[str]]:
    """A grid of one of ``sizes`` with one to ``most_pairs`` pairs of numbers at random cells."""
    m, n = rng.choice(sizes)
    cells = [["-"] * n for _ in range(m)]
    places = rng.sample([(i, j) for i in range(m) for j in range(n)], 2 * rng.randint(1, min(most_pairs, m * n // 2)))
    for k, (i, j) in enumerate(places):
        cells[i][j] = str(k // 2 + 1)
    return cells


def random_puzzle(rng: random.Random) -> Numberlink:
    """A grid of 2-3 × 2-4 with one to three pairs of numbers, with the model of the rules (not
    settled by the frontier count first, whose own tests are in tests/test_numberlink.py)."""
    return Numberlink(random_cells(rng, [(2, 2), (2, 3), (3, 2), (3, 3), (2, 4), (3, 4)], 3), settle=False)


def candidates(puzzle: Numberlink):
    """Every grid of sides that neighbours agree on, each cell leaving by at most two sides
    (one at a number): each set of edges on."""
    m, n = puzzle.m, puzzle.n
    edges = [((i, j), (i, j + 1), "e", "w") for i in range(m) for j in range(n - 1)]
    edges += [((i, j), (i + 1, j), "s", "n") for i in range(m - 1) for j in range(n)]
    most = {(i, j): (1 if puzzle.cells[i][j] != "-" else 2) for i in range(m) for j in range(n)}
    for on in itertools.product((False, True), repeat=len(edges)):
        sides = {c: "" for c in most}
        for (a, b, da, db), lit in zip(edges, on):
            if lit:
                sides[a] += da
                sides[b] += db
        if all(len(s) <= most[c] for c, s in sides.items()):
            yield [["".join(d for d in "nsew" if d in sides[i, j]) or "-" for j in range(n)] for i in range(m)]


CASE = case(
    __name__,
    demo_answer=DEMO_ANSWER,
    small=SMALL,
    svg=lambda s: s.count("<line") > 20,
    random=random_puzzle,
    candidates=candidates,
)
