"""grandtour: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.grandtour import GrandTour

from . import Case, Export, lines

DEMO_ANSWER = ["13 7 12 10 8 10 11", "4 10 3 13 5 14 10", "5 14 8 3 4 10 9", "6 11 5 14 1 13 7",
               "10 10 2 11 5 6 10", "12 10 8 10 - 10 9", "7 13 7 13 7 13 7"]
SMALL = ["3 4", "- - 3 4", "- - 8 -", "- - - -"]  # (of the project's making: 1 answer)
SMALL_ANSWER = ["14 9 7 13", "11 4 10 1", "14 3 13 7"]
BITS = {"n": 8, "w": 4, "s": 2, "e": 1}


def _edges(m: int, n: int) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """The edges between the (m+1)×(n+1) dots of an m×n grid of cells."""
    return ([((a, b), (a, b + 1)) for a in range(m + 1) for b in range(n)]
            + [((a, b), (a + 1, b)) for a in range(m) for b in range(n + 1)])


def _cells(m: int, n: int, on) -> list[list[str]]:
    """Each cell the sum of the bits of its sides among the edges ``on`` (- none)."""
    on = set(on)
    out = []
    for i in range(m):
        row = []
        for j in range(n):
            sides = {"n": ((i, j), (i, j + 1)), "w": ((i, j), (i + 1, j)), "s": ((i + 1, j), (i + 1, j + 1)),
                     "e": ((i, j + 1), (i + 1, j + 1))}
            row.append(str(sum(BITS[d] for d, e in sides.items() if e in on) or "-"))
        out.append(row)
    return out


def random_puzzle(rng: random.Random) -> GrandTour:
    """1×1 to 3×3 cells (some with an odd number of dots: no tour), with 0 to 3 given lines: at
    random, or, half the time, taken from the lines of a closed walk round a random rectangle
    (more often kept by a tour). A given line is written in one cell beside it, at random."""
    m, n = rng.randint(1, 3), rng.randint(1, 3)
    edges = _edges(m, n)
    if rng.random() < 0.5:
        a, b = rng.randint(0, m - 1), rng.randint(0, n - 1)
        c, d = rng.randint(a + 1, m), rng.randint(b + 1, n)
        ring = ([((a, y), (a, y + 1)) for y in range(b, d)] + [((c, y), (c, y + 1)) for y in range(b, d)]
                + [((x, b), (x + 1, b)) for x in range(a, c)] + [((x, d), (x + 1, d)) for x in range(a, c)])
        given = rng.sample(ring, min(len(ring), rng.randint(0, 3)))
    else:
        given = rng.sample(edges, rng.randint(0, 3))
    cells = [[0] * n for _ in range(m)]
    for p, q in given:
        options = []
        if p[0] == q[0]:  # (across: the bottom of the cell above, the top of the cell below)
            if p[0] > 0:
                options.append((p[0] - 1, p[1], BITS["s"]))
            if p[0] < m:
                options.append((p[0], p[1], BITS["n"]))
        else:
            if p[1] > 0:
                options.append((p[0], p[1] - 1, BITS["e"]))
            if p[1] < n:
                options.append((p[0], p[1], BITS["w"]))
        i, j, bit = rng.choice(options)
        cells[i][j] |= bit
    try:
        return GrandTour([[str(b) if b else "-" for b in row] for row in cells])
    except Exception:  # (three given lines at a dot: refused; no lines instead)
        return GrandTour([["-"] * n for _ in range(m)])


def line_sets(p: GrandTour):
    """Every set of edges in which each dot meets 0 or 2 of them, as answer grids: the rules
    checker says which are answers (one loop, every dot, every given line)."""
    m, n = p.m, p.n
    edges = _edges(m, n)
    at: dict = {}
    for k, (a, b) in enumerate(edges):
        at.setdefault(a, []).append(k)
        at.setdefault(b, []).append(k)
    last = {d: max(ks) for d, ks in at.items()}
    degree = {d: 0 for d in at}
    chosen: list = []

    def fill(k: int):
        if k == len(edges):
            yield _cells(m, n, chosen)
            return
        a, b = edges[k]
        for take in (False, True):
            if take and (degree[a] == 2 or degree[b] == 2):
                continue
            if take:
                degree[a] += 1
                degree[b] += 1
                chosen.append(edges[k])
            if all(last[d] != k or degree[d] in (0, 2) for d in (a, b)):
                yield from fill(k + 1)
            if take:
                degree[a] -= 1
                degree[b] -= 1
                chosen.pop()

    yield from fill(0)


DEMO_BROKEN = (
    # r1c4's square of dots turned the other way (its left and right sides on, not its top and
    # bottom): every dot still meets two lines, which make two loops
    ({(0, 2): "13", (0, 3): "5", (0, 4): "12", (1, 3): "5"},
     "the lines make 2 loops (through the top-left corner of r1c1 and the top-left corner of r1c5)"),
    # that and r2c4's square turned too: one loop again, a tour of every dot, off a given line
    ({(0, 2): "13", (0, 3): "7", (0, 4): "12", (1, 2): "2", (1, 3): "10", (1, 4): "1", (2, 3): "11"},
     "the given line on the left side of r2c5 is not on the loop"),
)
"""Cells of the bundled answer changed so as to break one rule each, with the rule the checker
names."""


CASE = Case(
    kind="grandtour",
    demo_broken=DEMO_BROKEN,
    demo="demo-7x7",
    demo_answer=DEMO_ANSWER,
    small=SMALL,
    count=1,
    answer=SMALL_ANSWER,
    aliases=("grand_tour",),
    svg=lambda s: s.count('stroke="black"') == 2 and s.count('stroke="#1a56db"') == 2 * 20,
    bad_file="2 2\n- 16\n- -\n",
    error="2:3: '16': a cell is '-' or a number 1-15, its given sides: 8 top, 4 left, 2 bottom, 1 right",
    random=random_puzzle,
    candidates=line_sets,
    seeds=10,
    broken=(
        (["- -", "- -"], ["- -", "- -"], "the loop does not pass the top-left corner of r1c1"),
        (["-"], ["o"], "r1c1 is 'o': a cell is - or a number 1-15, its sides on the loop: 8 top, 4 left, 2 bottom, "
                       "1 right"),
        (["-"], ["16"], "r1c1 is '16': a cell is - or a number 1-15, its sides on the loop: 8 top, 4 left, 2 bottom, "
                        "1 right"),
        (["- -"], ["15 11"], "r1c1 and r1c2 do not agree whether the side between them is on the loop"),
        (["-", "-"], ["15", "7"], "r1c1 and r2c1 do not agree whether the side between them is on the loop"),
        (["- -", "- -"], ["12 9", "6 3"], "the loop does not pass the top-left corner of r2c2"),
        (["-"], ["13"], "the line ends at the bottom-left corner of r1c1"),
        (["- -", "- -"], ["13 13", "6 3"], "3 lines meet at the top-left corner of r1c2, not 2"),
        (["- - -"], ["15 5 15"], "the lines make 2 loops (through the top-left corner of r1c1 and the top-left "
                                 "corner of r1c3)"),
        (["1 -"], ["14 11"], "the given line on the left side of r1c2 is not on the loop"),
    ),
    bad=(
        ("", "empty grandtour puzzle"),
        ("2\n- -\n- -\n", "1:1: expected the first line 'R C'"),
        ("2 2\n- -\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
        ("2 2\n- - -\n- -\n", "2:5: this row has 3 cells, the first line says 2"),
        ("2 2\n- 0\n- -\n", "2:3: '0': a cell is '-' or a number 1-15"),
        ("2 2\n- -\n- x\n", "3:3: 'x': a cell is '-' or a number 1-15"),
        ("2 2\n- -\n- 1.5\n", "3:3: '1.5': a cell is '-' or a number 1-15"),
        ("2 2\n3 -\n- 4\n", "2:1: 3 given lines meet at the top-left corner of r2c2: the loop passes each dot once"),
        ("2 2\n- -\n- 13\n- -\n", "4:1: the first line says 2×2: expected 2 rows of cells, found 3 rows"),
        ("3 3\n- - -\n- 3 6\n- 9 12\n", "3:3: 4 given lines meet at the top-left corner of r3c3"),
    ),
    bad_urls=(
        ("https://puzz.link/p?grandtour/2/2/abc", "pzprjs has no grandtour URLs"),
        ("https://puzz.link/p?slither/2/2/abc", "pzprjs has no grandtour URLs"),
    ),
    exports=(Export("small", lines(SMALL), 1, zdd=True),),
    made=(5, 5),
)
