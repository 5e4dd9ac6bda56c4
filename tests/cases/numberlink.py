"""numberlink: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.numberlink import Numberlink

from . import Case

DEMO_ANSWER = ["se ew ew ew w  se ew sw", "ns e  ew sw se nw s  ns", "n  se w  ns ns e  nw n",
               "se nw se nw ne sw e  w", "ns s  ns e  w  ne ew sw", "ns ns n  se ew ew w  ns",
               "ns ne ew nw e  ew ew nw", "ne ew ew ew ew ew ew w"]
SMALL = ["3 4", "1 - - -", "- 2 - -", "- - 1 2"]  # (of the project's making: 4 answers)


def random_puzzle(rng: random.Random) -> Numberlink:
    """A grid of 2-3 × 2-4 with one to three pairs of numbers."""
    m, n = rng.choice([(2, 2), (2, 3), (3, 2), (3, 3), (2, 4), (3, 4)])
    cells = [["-"] * n for _ in range(m)]
    places = rng.sample([(i, j) for i in range(m) for j in range(n)], 2 * rng.randint(1, min(3, m * n // 2)))
    for k, (i, j) in enumerate(places):
        cells[i][j] = str(k // 2 + 1)
    return Numberlink(cells)


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


CASE = Case(
    kind="numberlink",
    demo="demo-8x8",
    demo_answer=DEMO_ANSWER,
    url="https://puzz.link/p?numlin/8/8/j1j2j3g1g4h3g5l66g7g88k2i7k5p4",
    small=SMALL,
    count=4,
    url_start="https://puzz.link/p?numlin/4/3/1j2j12",
    whole_url=True,
    svg=lambda s: s.count("<line") > 20,
    bad_file="2 2\n1 x\n- 1\n",
    error="2:3: 'x': a cell is a number from 1 (an end of a path) or '-'",
    random=random_puzzle,
    candidates=candidates,
    seeds=12,
    broken=(
        (["1 - 1"], ["e - w"], "the path leaves r1c1 by its side e, but r1c2 does not join it"),
        (["1 1"], ["- -"], "no path leaves the 1 at r1c1"),
        (["1 - 1", "- - -"], ["es ew w", "n - -"], "r1c1 is 'es': a cell is '-' or the sides its path leaves by (n, s, "
                                                  "e, w in that order)"),
        (["1 - 1", "- - -"], ["se ew w", "n - -"], "the path leaves the 1 at r1c1 by 2 sides, not 1"),
        (["1 1"], ["n s"], "the path at r1c1 leaves the board by its side n"),
        (["- 1 -", "1 - -", "- - -"], ["- s -", "e nsw -", "- n -"], "the path branches at r2c2 (it leaves by 3 "
                                                                     "sides)"),
        (["1 - 1"], ["e w -"], "a path ends at r1c2, which holds no number"),
        (["1 2", "1 2"], ["e w", "e w"], "the path from the 1 at r1c1 ends at the 2 at r1c2"),
        (["1 1 - -", "- - - -", "- - - -"], ["e w - -", "- se sw -", "- ne nw -"],
         "a loop through r2c2 joins no numbers"),
    ),
    bad=(
        ("", "empty numberlink puzzle"),
        ("2\n1 -\n- -\n", "1:1: expected the first line 'R C'"),
        ("2 2\n1 -\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
        ("2 2\n1 - -\n- 1\n", "2:5: this row has 3 cells, the first line says 2"),
        ("2 2\n1 a\n- 1\n", "2:3: 'a': a cell is a number from 1 (an end of a path) or '-'"),
        ("2 2\n1 ３\n- 1\n", "2:3: '３': a cell is a number from 1"),
        ("2 2\n0 -\n- -\n", "2:1: '0': a cell is a number from 1"),
        ("2 3\n1 - 2\n- 2 -\n", "2:1: the number 1 appears only once: a number is the two ends of one path"),
        ("2 3\n1 - 1\n- 1 -\n", "3:3: the number 1 appears a third time (also at r1c1 and r1c3)"),
    ),
    bad_urls=(
        ("https://puzz.link/p?numlin/3/1/1g2", "URL: the number 1 appears only once: a number is the two ends of "
                                               "one path (r1c1)"),
        ("https://puzz.link/p?numlin/3/1/1.1", "URL: URL body: a number not given ('.') pairs, in pzprjs, with the "
                                               "other"),
        ("https://puzz.link/p?numlin/3/1/1g0", "URL: URL body: the number 0 is not a numberlink clue"),
        ("https://puzz.link/p?mashu/2/2/00", "not a numberlink URL"),
    ),
    made=(5, 6),
)
