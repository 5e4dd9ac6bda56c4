"""What the genres that divide the grid into regions share (shikaku, tatamibari, galaxies): their
answers, the reading of an answer by the rules checkers, rectangles, and random rectangles for
the makers.

*Answers* number the regions 1, 2, … in the order of their first cells taken column by column,
each column from the top (the order of puzzlekit's examples: for rectangles, their top-left
corners column by column), so that two answers compare cell by cell.
"""

from __future__ import annotations

import zlib
from collections.abc import Hashable, Iterable, Mapping
from dataclasses import dataclass, replace

from ...text import is_number
from .grid import Cell, images, regions_of, where
from .genre import Made

Rect = tuple[int, int, int, int]
"""A rectangle: top row, left column, height, width."""


def numbered(m: int, n: int, region: Mapping[Cell, Hashable]) -> list[list[str]]:
    """The answer's rows: each cell the number of its region (``region``: cell -> any key of
    its region), regions numbered by their first cells column by column (see the module); a
    cell in no region (not in ``region``: a hole in the board) ``-``."""
    number: dict[Hashable, int] = {}
    for j in range(n):
        for i in range(m):
            if (i, j) in region:
                number.setdefault(region[i, j], len(number) + 1)
    return [[str(number[region[i, j]]) if (i, j) in region else "-" for j in range(n)] for i in range(m)]


def read_division(grid: list[list[str]], holes: Iterable[Cell] = ()) -> tuple[list[tuple[str, list[Cell]]], str | None]:
    """The regions of an answer (its cells with the same number; a number in two pieces is an
    error) as (number, cells in reading order), in the order of their first cells; or the
    problem in words. ``holes``: cells in no region, ``-`` in the answer."""
    m, n = len(grid), len(grid[0])
    holes = set(holes)
    by: dict[str, set[Cell]] = {}
    for i in range(m):
        for j in range(n):
            t = grid[i][j]
            if (i, j) in holes:
                if t != "-":
                    return [], f"{where((i, j))} is '{t}': it is no cell of the board ('-')"
                continue
            if not is_number(t) or int(t) < 1:
                return [], f"{where((i, j))} is '{t}': a cell holds the number of its region (from 1)"
            by.setdefault(str(int(t)), set()).add((i, j))
    out = []
    for t, cells in by.items():
        pieces = regions_of(cells)
        if len(pieces) > 1:
            return [], f"region {t} is in {len(pieces)} pieces ({where(pieces[0][0])} and {where(pieces[1][0])})"
        out.append((t, sorted(cells)))
    out.sort(key=lambda r: r[1][0])
    return out, None


def rectangle(cells: Iterable[Cell]) -> Rect | None:
    """The rectangle that ``cells`` fill exactly, or None when they fill none."""
    cells = set(cells)
    rows = [i for i, _ in cells]
    cols = [j for _, j in cells]
    top, left = min(rows), min(cols)
    h, w = max(rows) - top + 1, max(cols) - left + 1
    return (top, left, h, w) if h * w == len(cells) else None


def cells_of(r: Rect) -> list[Cell]:
    top, left, h, w = r
    return [(i, j) for i in range(top, top + h) for j in range(left, left + w)]


def moved(r: Rect, f) -> Rect:
    """The image of the rectangle ``r`` under ``f``, a map of the grid's cells onto themselves
    (one of :func:`~.grid.images`)."""
    top, left, h, w = r
    (a, b), (c, d) = f(top, left), f(top + h - 1, left + w - 1)
    return min(a, c), min(b, d), abs(a - c) + 1, abs(b - d) + 1


def fixed(r: Rect, maps) -> list[Cell]:
    """The cells of ``r`` that every one of ``maps`` (:func:`~.grid.images`) leaves where they are."""
    return [c for c in cells_of(r) if all(f(*c) == c for f in maps)]


class Counts:
    """Prefix sums of marked cells: how many lie in a rectangle, at once."""

    def __init__(self, m: int, n: int, marked: Iterable[Cell]) -> None:
        s = [[0] * (n + 1) for _ in range(m + 1)]
        mark = set(marked)
        for i in range(m):
            row, above, here = 0, s[i], s[i + 1]
            for j in range(n):
                row += (i, j) in mark
                here[j + 1] = above[j + 1] + row
        self.s = s

    def within(self, top: int, left: int, h: int, w: int) -> int:
        s = self.s
        return s[top + h][left + w] - s[top][left + w] - s[top + h][left] + s[top][left]


def placements(m: int, n: int, c: Cell, h: int, w: int) -> list[Rect]:
    """The h×w rectangles of an m×n grid that hold cell ``c``."""
    i, j = c
    return [(top, left, h, w) for top in range(max(0, i - h + 1), min(i, m - h) + 1)
            for left in range(max(0, j - w + 1), min(j, n - w) + 1)]


def random_rectangles(m: int, n: int, rng, most: int = 12, crossing: bool = True,
                      symmetry: str = "none", fits=None) -> list[Rect] | None:
    """A random division of the m×n grid into rectangles of at most ``most`` cells (a cell alone
    now and then), each placed at the first free cell in reading order. ``crossing=False``: no
    four rectangles meet at a point (a width is refused when the rectangle's top-right corner
    would be such a point: the rectangles above meet there and the cell to its right is free).

    ``symmetry`` (``rot2``, ``rot4``, ``mirror``: :func:`~.grid.images`): the division is
    symmetric, each rectangle placed together with its images (listed after it), which are either
    all apart from one another or all the rectangle itself; a rectangle that the symmetry maps
    onto itself holds a cell that the symmetry fixes (:func:`fixed`: where its one clue can sit
    on the symmetry's centre or axis). A cell alone is always one of the choices, so the division
    always comes out. With ``none`` the draws are those without the argument; a symmetry with
    ``crossing=False`` is refused (ValueError: the images would not be checked for crossings).

    ``fits(owner, rectangle, maps, first)`` (owner: cell -> its rectangle's index, -1 free;
    ``first`` the next index) decides instead which rectangles and images may be placed (a
    maker's own rule, tatamibari's: no four meeting even among images); where none of the
    shapes fits, a strip down to the bottom that fits is placed, and where none does either, the
    division is None."""
    if symmetry != "none" and not crossing:
        raise ValueError("random_rectangles: a symmetry with crossing=False is not drawn")
    maps = images(m, n, symmetry)
    if fits is None and symmetry != "none":
        def fits(owner, r, maps, first):
            return _placeable(owner, r, maps)
    owner = [[-1] * n for _ in range(m)]
    rects: list[Rect] = []
    for i in range(m):
        for j in range(n):
            if owner[i][j] >= 0:
                continue
            run = 0
            while j + run < n and owner[i][j + run] < 0:
                run += 1
            shapes = []
            for w in range(1, run + 1):
                x = j + w
                if (not crossing and i > 0 and x < n and owner[i][x] < 0
                        and owner[i - 1][x - 1] != owner[i - 1][x]):
                    continue
                for h in range(1, m - i + 1):
                    if h * w > most and (h, w) != (1, run):  # (the widest stays, if it is all there is)
                        break
                    if any(owner[i + h - 1][y] >= 0 for y in range(j, j + w)):
                        break
                    shapes.append((h, w))
            if fits is not None:
                shapes = [(h, w) for h, w in shapes if fits(owner, (i, j, h, w), maps, len(rects))]
                if not shapes and m - i > most and fits(owner, (i, j, m - i, 1), maps, len(rects)):
                    shapes.append((m - i, 1))  # (a strip down to the bottom, where nothing smaller fits)
                if not shapes:
                    return None
            big = [s for s in shapes if s[0] * s[1] > 1]
            h, w = rng.choice(big if big and rng.random() < 0.93 else shapes)
            for r in dict.fromkeys(moved((i, j, h, w), f) for f in maps):
                for a, b in cells_of(r):
                    owner[a][b] = len(rects)
                rects.append(r)
    return rects


def _placeable(owner: list[list[int]], r: Rect, maps) -> bool:
    """Whether the free rectangle ``r`` and its images under ``maps`` can join a symmetric
    division (:func:`random_rectangles`): the images free and apart from one another, one for
    each map, or all ``r`` itself holding a cell that every map fixes."""
    seen = list(dict.fromkeys(moved(r, f) for f in maps))
    if len(seen) == 1:
        return bool(fixed(r, maps))
    cells = [c for x in seen for c in cells_of(x)]
    return len(seen) == len(maps) and len(set(cells)) == len(cells) and all(owner[a][b] < 0 for a, b in cells)


@dataclass
class SymmetricMade(Made):
    """A maker's draw whose clues lie in whole orbits of ``symmetry`` (:func:`~.grid.orbits`):
    :func:`move_clue` moves each clue together with its images, so that they stay so."""

    symmetry: str = "none"


def move_clue(made: Made, other: list[list[str]]) -> Made | None:
    """For the genres whose regions each hold one clue: a clue whose region in ``made.answer``
    differs from its region in ``other`` moves to a cell of its region outside the other's
    region (the other answer then has a region without a clue); None when every region agrees.
    Which clue and which cell are drawn by a checksum of ``other`` (repeatable, and not the same
    move back and forth).

    A :class:`SymmetricMade`'s clue moves with its images: each image of the clue to the same
    image of the new cell, a cell of the image's region (so a clue that the symmetry fixes moves
    only to a cell it fixes), and only where a region of the other answer then holds no clue or
    two (the images may fill the region it left). Moves that would break the symmetry, or leave
    the other answer standing, are not among those drawn: None when there is none."""
    answer = made.answer
    mine, _ = read_division(answer)
    theirs = {c: t for t, cells in read_division(other)[0] for c in cells}
    maps = images(len(answer), len(answer[0]), getattr(made, "symmetry", "none"))
    own = {c: t for t, cells in mine for c in cells}
    cells = [row[:] for row in made.cells]
    moves = []
    for _, region in mine:
        clue = next((c for c in region if cells[c[0]][c[1]] != "-"), None)
        if clue is None:
            continue
        outside = [c for c in region if theirs[c] != theirs[clue]]
        if len(maps) > 1:
            outside = [c for c in outside if _symmetric_move(own, theirs, maps, clue, c)]
        if outside:
            moves.append((clue, outside))
    if not moves:
        return None
    key = zlib.crc32(repr(other).encode())
    clue, outside = moves[key % len(moves)]
    to = outside[(key // len(moves)) % len(outside)]
    tokens = {f(*to): made.cells[f(*clue)[0]][f(*clue)[1]] for f in maps}  # (read before any is emptied:
    for f in maps:                                                             # a clue the symmetry fixes)
        a, b = f(*clue)
        cells[a][b] = "-"
    for (i, j), t in tokens.items():
        cells[i][j] = t
    return replace(made, cells=cells, removable=list(made.removable), extra=list(made.extra), answer=answer)


def _symmetric_move(own: Mapping[Cell, str], theirs: Mapping[Cell, str], maps, clue: Cell, to: Cell) -> bool:
    """Whether a clue can move from ``clue`` to ``to`` with its images under ``maps``
    (:func:`move_clue`): each image of ``to`` in the region (``own``: cell -> region) of the
    same image of ``clue``, the two orbits of one size, and a region of the other answer
    (``theirs``), each of which holds one clue now, then holding none or two."""
    old, new = {f(*clue) for f in maps}, {f(*to) for f in maps}
    if len(old) != len(new) or any(own[f(*to)] != own[f(*clue)] for f in maps):
        return False
    held: dict[str, int] = {}
    for c in old:
        held[theirs[c]] = held.get(theirs[c], 0) - 1
    for c in new:
        held[theirs[c]] = held.get(theirs[c], 0) + 1
    return any(held.values())
