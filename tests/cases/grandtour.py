"""grandtour: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.grandtour import GrandTour

from . import case

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


CASE = case(
    __name__,
    svg=lambda s: s.count('stroke="black"') == 2 and s.count('stroke="#1a56db"') == 2 * 20,
    random=random_puzzle,
    candidates=line_sets,
)
