"""The grid geometry the genres share: cells (row, column) from 0, their sides and neighbours,
the pairs of neighbours and the 2×2 blocks of a grid, the connected regions of a set of cells,
a cell as messages name it, a symmetry's maps and orbits, the boxes of a square grid (and a
random grid of digits that fills them, each once a row, column and box), the cells
around a cell (diagonals too) and whether shading a cell keeps the unshaded cells connected.
Readers, models, rules checkers, makers and pictures all use these."""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable

from ...errors import InputError

Cell = tuple[int, int]
SIDES = {"n": (-1, 0), "s": (1, 0), "w": (0, -1), "e": (0, 1)}
"""A cell's sides, as the answers name them, and the step to the neighbour beyond each."""
ORDER = "nsew"
"""The order an answer writes a cell's sides in (``ns``, ``ne``, ``sw``…, as puzzlekit does)."""
SIDE_STEPS = tuple(SIDES[d] for d in ORDER)
"""The steps to a cell's neighbours in :data:`ORDER` (as :func:`neighbours` gives them)."""


BACK = {"n": "s", "s": "n", "e": "w", "w": "e"}
"""The side of the cell beyond a side that faces back."""


def beyond(c: Cell, d: str) -> Cell:
    """The cell beyond side ``d`` of cell ``c``."""
    return c[0] + SIDES[d][0], c[1] + SIDES[d][1]


def way(sides: Iterable[str]) -> str:
    """Sides in the answers' order: ``{'e', 'n'}`` -> ``'ne'``."""
    s = set(sides)
    return "".join(d for d in ORDER if d in s)


def neighbours(m: int, n: int, c: Cell) -> list[tuple[str, Cell]]:
    """The sides of cell ``c`` that have a cell beyond them on an m×n grid, with that cell."""
    out = []
    for d in ORDER:
        di, dj = SIDES[d]
        i, j = c[0] + di, c[1] + dj
        if 0 <= i < m and 0 <= j < n:
            out.append((d, (i, j)))
    return out


def pairs(m: int, n: int) -> list[tuple[Cell, Cell]]:
    """The pairs of neighbouring cells of an m×n grid (each once: right, then below)."""
    return ([((i, j), (i, j + 1)) for i in range(m) for j in range(n - 1)]
            + [((i, j), (i + 1, j)) for i in range(m - 1) for j in range(n)])


def blocks(m: int, n: int) -> list[list[Cell]]:
    """The 2×2 blocks of cells of an m×n grid."""
    return [[(i, j), (i, j + 1), (i + 1, j), (i + 1, j + 1)] for i in range(m - 1) for j in range(n - 1)]


def pieces(members, joined: Callable) -> list[list]:
    """The connected pieces of ``members`` (a set, or a dict's keys), ``joined(x)`` giving what
    ``x`` is joined to (what is no member left out): each piece in the order a breadth-first
    walk from its first member (sorted) meets them, the pieces in that order."""
    seen = set()
    out = []
    for s in sorted(members):
        if s in seen:
            continue
        seen.add(s)
        piece = [s]
        for x in piece:
            for y in joined(x):
                if y in members and y not in seen:
                    seen.add(y)
                    piece.append(y)
        out.append(piece)
    return out


def matching(lefts: Iterable, choices: Callable) -> tuple[dict, list]:
    """Each of ``lefts`` matched to one of ``choices(left)`` (tried in that order), none taken
    twice, by augmenting paths (Kuhn's), the lefts in turn: (right -> its left, the lefts left
    unmatched in their order)."""
    owner: dict = {}

    def take(x, seen: set) -> bool:
        for y in choices(x):
            if y not in seen:
                seen.add(y)
                if y not in owner or take(owner[y], seen):
                    owner[y] = x
                    return True
        return False

    return owner, [x for x in lefts if not take(x, set())]


def adjacent(c: Cell) -> tuple[Cell, Cell, Cell, Cell]:
    """The four cells beside ``c`` (above, below, left, right), the grid's edge not minded."""
    a, b = c
    return (a - 1, b), (a + 1, b), (a, b - 1), (a, b + 1)


def beside(a, b) -> bool:
    """Whether cells ``a`` and ``b`` (pairs or lists of row and column) are orthogonal neighbours."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def regions_of(cells: set[Cell]) -> list[list[Cell]]:
    """The connected regions (orthogonal neighbours) of a set of cells, each from its first cell
    in reading order; the regions in that order. For the rules checkers."""
    return pieces(cells, adjacent)


def where(c: Cell) -> str:
    """A cell as a rules checker's message names it: row and column from 1."""
    return f"r{c[0] + 1}c{c[1] + 1}"


OUTSIDE = -1
"""The room number of a cell in no room (janko.at's ``@`` and ``#``: the cells around an irregular
board, or blocked inside it): no part of the puzzle."""
OUTSIDE_MARKS = ("@", "#")



class AtCell(InputError):
    """A clue that no answer can satisfy, raised by a genre's constructor at ``cell``:
    :meth:`~.genre.Genre.from_text` names the cell's line and column, :meth:`~.genre.Genre.from_url` the URL."""

    def __init__(self, kind: str, cell: Cell, message: str) -> None:
        super().__init__(message, source=f"{kind} {where(cell)}")
        self.cell = cell

def images(h: int, w: int, symmetry: str):
    """The maps of an h×w grid of squares onto itself that a symmetry is made of (identity first)."""
    maps = {"none": [], "rot2": [lambda a, b: (h - 1 - a, w - 1 - b)],
            "mirror": [lambda a, b: (a, w - 1 - b)],
            "rot4": [lambda a, b: (b, w - 1 - a), lambda a, b: (h - 1 - a, w - 1 - b), lambda a, b: (w - 1 - b, a)]}
    if symmetry not in maps:
        raise ValueError(f"unknown symmetry {symmetry!r}")
    if symmetry == "rot4" and h != w:
        raise ValueError("rot4 needs a square grid")
    return [lambda a, b: (a, b)] + maps[symmetry]


def orbits(h: int, w: int, symmetry: str) -> list[list[Cell]]:
    """The cells of an h×w grid in the groups that a symmetry's maps (:func:`images`) take to one
    another, each sorted, in reading order of their first cells."""
    maps = images(h, w, symmetry)
    seen: set[Cell] = set()
    out = []
    for i in range(h):
        for j in range(w):
            if (i, j) not in seen:
                group = sorted({f(i, j) for f in maps})
                seen.update(group)
                out.append(group)
    return out


def sites_box(n: int) -> tuple[int, int] | None:
    """The boxes the sites draw in an n×n grid (see :func:`box_shape`); None where n has no
    divisor but 1 and itself."""
    r = math.isqrt(n)
    if r * r != n:
        r = max((d for d in range(2, r + 1) if n % d == 0), default=0)
    return (r, n // r) if r else None


def box_shape(n: int, spec, source: str = "box") -> tuple[int, int]:
    """(R, C) of the boxes of an n×n grid: ``spec`` (R, C) or ``RxC``, or None for the boxes the
    sites draw: square where n is a square, else R the largest divisor of n below its square root
    (2×3 for 6×6, 3×4 for 12×12: wider than tall); errors name ``source``."""
    if spec is None:
        drawn = sites_box(n)
        if drawn is None:
            raise InputError(f"a {n}×{n} grid has no boxes but rows: give their shape, R×C with R·C = {n}",
                             source=source)
        return drawn
    if isinstance(spec, str):
        m = re.fullmatch(r"([0-9]+)[xX]([0-9]+)", spec)
        if not m or int(m[1]) < 1 or int(m[2]) < 1:
            raise InputError(f"'{spec}' is not RxC (rows and columns of a box, e.g. 2x3)", source=source)
        r, c = int(m[1]), int(m[2])
    elif (isinstance(spec, (tuple, list)) and len(spec) == 2
          and all(isinstance(v, int) and not isinstance(v, bool) and v >= 1 for v in spec)):
        r, c = spec
    else:
        raise TypeError(f"{source}: expected (rows, columns) of a box or 'RxC', not {type(spec).__name__} {spec!r}")
    if r * c != n:
        raise InputError(f"boxes of {r}×{c} do not tile a {n}×{n} grid (R·C must be {n})", source=source)
    return r, c


def around(m: int, n: int, c: Cell) -> list[Cell]:
    """The up to eight cells that touch ``c`` (diagonally too), in reading order."""
    i, j = c
    return [(i + a, j + b) for a in (-1, 0, 1) for b in (-1, 0, 1)
            if (a, b) != (0, 0) and 0 <= i + a < m and 0 <= j + b < n]


def still_joined(m: int, n: int, shaded: set[Cell], c: Cell, near: list[Cell]) -> bool:
    """Whether the unshaded cells (connected) stay connected once ``c`` is shaded: its
    neighbours ``near`` (unshaded) still reach one another, through the ring of cells around
    ``c`` when they can (the usual case), else by a search over the grid."""
    i, j = c
    ring = {(i + a, j + b) for a in (-1, 0, 1) for b in (-1, 0, 1)
            if (a or b) and 0 <= i + a < m and 0 <= j + b < n and (i + a, j + b) not in shaded}
    for cells in (ring, None):
        start = near[0]
        seen, todo = {start, c}, [start]
        want = set(near)
        want.discard(start)
        while todo and want:
            a, b = todo.pop()
            for nb in ((a - 1, b), (a + 1, b), (a, b - 1), (a, b + 1)):
                if nb in seen or nb in shaded or not (0 <= nb[0] < m and 0 <= nb[1] < n):
                    continue
                if cells is not None and nb not in cells:
                    continue
                seen.add(nb)
                want.discard(nb)
                todo.append(nb)
        if not want:
            return True
    return False


def pattern_grid(R: int, C: int, rng) -> list[list[str]]:
    """A random sudoku grid of R×C boxes: the pattern (C·(r mod R) + r div R + c) mod n, its
    rows within bands, bands, columns within stacks, stacks and digits permuted at random (and
    transposed at random where the boxes are square)."""
    n = R * C
    bands = rng.sample(range(C), C)  # (n // R = C bands of R rows; R stacks of C columns)
    rows = [b * R + r for b in bands for r in rng.sample(range(R), R)]
    stacks = rng.sample(range(R), R)
    cols = [s * C + c for s in stacks for c in rng.sample(range(C), C)]
    digits = rng.sample(range(1, n + 1), n)
    grid = [[str(digits[(C * (r % R) + r // R + c) % n]) for c in cols] for r in rows]
    if R == C and rng.random() < 0.5:
        grid = [list(col) for col in zip(*grid)]
    return grid
