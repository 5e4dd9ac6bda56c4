"""Random loops on a grid of points, for any size (where the diagram of every loop is out of reach).

:func:`random_loop` grows a random region of the unit squares between the points, one square at
a time, keeping it connected, without holes and without two squares that touch only at a corner;
the boundary of such a region is one simple closed curve through the points, which is returned.
A square may join when it touches the region and, after it joins, (a) the squares around it that
are in the region form one run in the ring of its eight neighbours (the region stays without
holes: the squares left out around it stay connected to one another), and (b) none of the four
2×2 blocks it is part of is a checkerboard (no pinch: the boundary never meets itself at a point).

The loops are not uniform (the zdd draws uniform ones where its diagram can be built), but every
simple loop that encloses at least one square can come out, and a seed gives the same loop.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import numpy as np

from ...errors import TimeLimitReached
from .grid import images

RING = ((-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1))
"""The eight neighbours of a square in cyclic order: N, NE, E, SE, S, SW, W, NW."""


def random_loop(rows: int, cols: int, rng: random.Random | None = None, fill: float | None = None,
                thin: bool = False, symmetry: str = "none",
                expired: Callable[[], bool] = lambda: False) -> list[tuple[int, int]]:
    """A random simple loop through points of a ``rows`` × ``cols`` grid of points, as the points
    (row, column) in order around it (the first not repeated). ``fill`` is the share of the
    squares between the points that the loop encloses at most (default: drawn from 0.3..0.7;
    1 with ``thin``). With ``thin`` the region grows as a tree of corridors one square wide (a
    square joins beside exactly one square of the region), so that the loop winds through most
    of the points. ``symmetry`` (``rot2``, ``rot4`` on a square grid, ``mirror`` left to right):
    the region, and so the loop, is symmetric: it starts as the squares at the centre and every
    square joins with its images, each checked as it joins. ``expired()`` is asked now and then
    (a time limit's): once it says so, :class:`~xcckit.errors.TimeLimitReached` is raised."""
    if rows < 2 or cols < 2:
        raise ValueError("a loop needs a grid of at least 2×2 points")
    rng = rng or random.Random()
    h, w = rows - 1, cols - 1  # squares
    share = fill if fill is not None else 1.0 if thin else rng.uniform(0.3, 0.7)
    target = max(1, round(h * w * share))
    inside = [[False] * w for _ in range(h)]

    def cell(a: int, b: int) -> bool:
        return 0 <= a < h and 0 <= b < w and inside[a][b]

    def addable(a: int, b: int) -> bool:
        ring = [cell(a + da, b + db) for da, db in RING]
        runs = sum(1 for k in range(8) if ring[k] and not ring[k - 1])
        if runs != 1 or (thin and sum(ring[::2]) != 1):
            return False
        for k in (0, 2, 4, 6):  # the 2×2 blocks: s, an edge neighbour, the corner, the next edge neighbour
            edge1, corner, edge2 = ring[k], ring[k + 1], ring[(k + 2) % 8]
            if corner and not edge1 and not edge2:
                return False
        return True

    maps = images(h, w, symmetry)
    if symmetry == "none":
        start = [(rng.randrange(h), rng.randrange(w))]
    else:  # the centre square, or the 2 or 4 squares at the centre: one symmetric region
        start = [(a, b) for a in {(h - 1) // 2, h // 2} for b in {(w - 1) // 2, w // 2}]
    frontier: set[tuple[int, int]] = set()

    def join(a: int, b: int) -> None:
        inside[a][b] = True
        for da, db in RING:
            c, d = a + da, b + db
            if 0 <= c < h and 0 <= d < w and not inside[c][d]:
                frontier.add((c, d))

    for a, b in start:
        join(a, b)
    size = len(start)
    steps = 0
    while size < target and frontier:
        steps += 1
        if not steps % 64 and expired():
            raise TimeLimitReached(f"time limit reached while a loop was drawn on {rows}x{cols} points: no puzzle")
        a, b = rng.choice(sorted(frontier))
        orbit = list(dict.fromkeys(f(a, b) for f in maps))
        joined = []
        for c, d in orbit:
            if inside[c][d] or not addable(c, d):
                break
            inside[c][d] = True
            joined.append((c, d))
        frontier.discard((a, b))
        if len(joined) < len(orbit):
            for c, d in joined:  # (it may become addable later: its neighbours put it back)
                inside[c][d] = False
            continue
        for c, d in joined:
            join(c, d)
        size += len(joined)
    frontier.clear()
    return _boundary(inside, h, w)


def _boundary(inside: list[list[bool]], h: int, w: int) -> list[tuple[int, int]]:
    """The boundary of the region as a cycle of points (square (a, b) has corners (a, b) to
    (a + 1, b + 1))."""
    nxt: dict[tuple[int, int], list[tuple[int, int]]] = {}

    def link(p: tuple[int, int], q: tuple[int, int]) -> None:
        nxt.setdefault(p, []).append(q)
        nxt.setdefault(q, []).append(p)

    for a in range(h):
        for b in range(w):
            if not inside[a][b]:
                continue
            if a == 0 or not inside[a - 1][b]:
                link((a, b), (a, b + 1))
            if a == h - 1 or not inside[a + 1][b]:
                link((a + 1, b), (a + 1, b + 1))
            if b == 0 or not inside[a][b - 1]:
                link((a, b), (a + 1, b))
            if b == w - 1 or not inside[a][b + 1]:
                link((a, b + 1), (a + 1, b + 1))
    first = min(nxt)
    loop, prev, here = [first], None, first
    while True:
        a, b = nxt[here]
        step = b if a == prev else a
        if step == first:
            break
        loop.append(step)
        prev, here = here, step
    assert len(loop) == len(nxt), "the region's boundary is not one loop"
    return loop


UNIFORM_CELLS = 64
"""Loops are drawn uniformly (from the zdd of the blank grid's loops) up to this many cells: the
8×8 slitherlink diagram takes 0.2 s, the 10×10 one 3.7 s (2026-11-25); beyond, a random tree of
corridors' boundary (:func:`random_loop`)."""


def loop_edges(points: list[tuple[int, int]]) -> set[tuple[int, int]]:
    """The edges (midpoints in the doubled grid) of a loop given by its points in order."""
    k = len(points)
    return {(points[t][0] + points[(t + 1) % k][0], points[t][1] + points[(t + 1) % k][1]) for t in range(k)}


def options_on(model, on_items: set[int], on_colour: str = "1") -> list[int]:
    """The options of the solution whose coloured secondary items are exactly ``on_items`` on
    (the rest off, ``0``): for each primary item, the option whose colours all agree."""
    start, item, col = model.arrays()
    secondary = item >= model.n_primary
    want = np.full(model.n_items, -1, dtype=np.int64)
    on, off = model.colour_id(on_colour), model.colour_id("0")
    want[model.n_primary:] = off
    want[sorted(on_items)] = on
    bad = secondary & (col != want[item])
    owner = np.repeat(np.arange(model.n_options), np.diff(start))
    ok = np.ones(model.n_options, dtype=bool)
    ok[owner[bad]] = False
    return np.flatnonzero(ok).tolist()
