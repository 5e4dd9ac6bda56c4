"""Pfeilzahlen (janko.at's; "arrow numbers"): put an arrow in every cell of the border around a
grid of numbers so that each number counts the arrows pointing at it.

Rules (janko.at's): every cell of the border around the grid (the corners aside) holds an arrow
pointing in one of the eight directions (along a row, a column or a diagonal) into the grid; a
number counts the arrows that point at its cell, from any distance (an arrow points at every
cell of the grid on its line). janko.at's worked example rules out an arrow beside a corner that
points along the border at no cell of the grid ("c can point SW or S"), and none of the 359
published answers has one; puzzlekit's solver allows it. A cell of the grid without a number
(``-``, which puzzlekit reads and the sites never print) counts nothing.

Notation (puzzlekit's ``pfeilzahlen``): a line ``R C``, the size with the border (a published
8×8 is ``10 10``), then R rows of cells: ``-`` on the border, a number 0-8 (or ``-``) inside.
pzprjs has no pfeilzahlen, so there are no URLs. Answer (as the sites publish it and puzzlekit
prints it): the same R rows, each border cell its arrow (``n``, ``ne``, ``e``, ``se``, ``s``,
``sw``, ``w``, ``nw``), the corners ``-``, the numbers as given; the rules checker also reads
an arrow's letters in puzzlekit's solver's order (``es`` for ``se``).

The model is an exact cover with colours and nothing else (Knuth's way, both sides of the count
chosen and made to agree): a primary item per border cell whose options are the directions its
arrow may point in (two or three: into the grid, none whose line crosses a 0), and a primary
item per number k from 1 whose options are the ways to choose which k of the arrows that could
point at it do (at most C(8, 4) = 70). They agree through a secondary item per border cell and
direction that points at a number (``f0.3sw``: the arrow at r1c4 points sw), coloured 1 or 0:
an arrow's option colours each of its cell's such items, a number's option those of every arrow
that could point at it. No multiplicity and no side constraint: every backend takes it (zdd
counts it), and the DLX export is the whole puzzle. A number more than the arrows that can
reach it, and a border cell whose every line crosses a 0, are refused where they stand.

The plain model, a number as an item covered k times by the arrows' options (DLX3's
multiplicities, 80 options for a published 8×8 where this one has about 2,000), is smaller but
slower where it matters (every sixth published puzzle): dlx writes multiplicities as counters
and took 16-36 ms an 8×8, median, 1.5 s at worst; auto's sat for them 9 ms. Here dlx (auto's
choice) proves a published 8×8 unique in 3 ms of CPU, median, after a 5 ms build (the model's
18,000 entries).

On puzzlekit's corpus of the 360 published puzzles (``scripts/bench.py published --every 1``,
2026-11-29, on a 2-core machine shared with other jobs, load about 10: wall times some 3-4 times
the CPU's), the 359 with an answer (3×3 to 8×8 inside) are all solved and proven unique by
``auto`` (dlx), the model built in the time, beside puzzlekit's CP-SAT (which proves nothing),
median (largest) ms: 3×3 (42 puzzles) 2 (20), puzzlekit 26 (60); 4×4 (91) 2 (20), 30 (50); 5×5
(25) 6 (30), 38 (320); 6×6 (24) 11 (20), 45 (100); 7×7 (17) 11 (20), 61 (450); 8×8 (160) 15 (41
after the first run's 1.6 s of warm-up), 70 (2,600 the first). Of CPU, ours: 1.5 ms median for a
3×3, 5.2 for an 8×8, 10 at most. 358 answers equal the published ones; the other, puzzle 241's,
is published with an arrow pointing out of the grid (``e`` at r2c5, where ours, the one answer,
has ``w``). Made puzzles up to 20×36 inside are built and proven unique in 0.2-0.3 s.
"""

from __future__ import annotations

import functools
import itertools
import math
import zlib
from collections.abc import Sequence

import numpy as np

from ..errors import InputError
from ..model import Model
from .kit.batch import Batch
from .kit.drawing import picture
from .kit.genre import AtCell, Genre, Made
from .kit.grid import SIDES, Cell, where

COMPASS = {"n": (-1, 0), "ne": (-1, 1), "e": (0, 1), "se": (1, 1), "s": (1, 0), "sw": (1, -1), "w": (0, -1),
           "nw": (-1, -1)}
"""The eight directions an arrow may point in, as the answers name them, and a step that way."""
EMPTY = "-"
MOST = 8
ON, OFF = "1", "0"
"""The colours of a flag (border cell, direction): the arrow there points that way, or not."""


def inside(m: int, n: int, c: Cell) -> bool:
    """Whether ``c`` is a cell of the grid inside the border of an m×n puzzle (the border counted)."""
    return 0 < c[0] < m - 1 and 0 < c[1] < n - 1


def border(m: int, n: int) -> list[Cell]:
    """The border cells that hold an arrow (the corners left out), in reading order."""
    return [(i, j) for i in range(m) for j in range(n)
            if (i in (0, m - 1)) != (j in (0, n - 1))]


def line(m: int, n: int, c: Cell, d: str) -> list[Cell]:
    """The cells of the grid an arrow at ``c`` pointing ``d`` points at, nearest first."""
    di, dj = COMPASS[d]
    out = []
    i, j = c[0] + di, c[1] + dj
    while inside(m, n, (i, j)):
        out.append((i, j))
        i, j = i + di, j + dj
    return out


def ways(m: int, n: int, c: Cell) -> list[str]:
    """The directions an arrow at border cell ``c`` may point in: into the grid (two or three;
    one where the grid is one cell wide)."""
    return [d for d in COMPASS if line(m, n, c, d)]


@functools.lru_cache(maxsize=32)
def arrows_of_grid(m: int, n: int) -> tuple[tuple[Cell, str, tuple[Cell, ...]], ...]:
    """Every arrow an m×n puzzle may hold (border cell, direction) with the cells it points at,
    border cells in reading order (made once a size: a maker builds many puzzles of one)."""
    return tuple((c, d, tuple(line(m, n, c, d))) for c in border(m, n) for d in ways(m, n, c))


@functools.lru_cache(maxsize=None)
def choices(p: int, k: int, on: int, off: int) -> np.ndarray:
    """Every choice of k of p arrows pointing at a number, as the colours of a number's options
    (a row each: 0 for the number's item, then ``on`` for a chosen arrow, ``off`` for the others)."""
    out = np.full((math.comb(p, k), p + 1), off, dtype=np.int64)
    out[:, 0] = 0
    for r, chosen in enumerate(itertools.combinations(range(1, p + 1), k)):
        out[r, list(chosen)] = on
    out.flags.writeable = False
    return out


def counts(m: int, n: int, arrows: dict[Cell, str]) -> dict[Cell, int]:
    """How many of ``arrows`` (border cell -> direction) point at each cell of the grid."""
    out = {(i, j): 0 for i in range(1, m - 1) for j in range(1, n - 1)}
    for c, d in arrows.items():
        for x in line(m, n, c, d):
            out[x] += 1
    return out


class Pfeilzahlen(Genre):
    """``Pfeilzahlen(cells)``: the R rows of cell strings of the grid with its border (``-`` on
    the border, a number 0-8 or ``-`` inside)."""

    kind = "pfeilzahlen"
    url_names = ()
    notations = ("janko",)

    cell_tokens = {EMPTY: None}
    least = 0
    most = MOST
    cell_words = "a cell is - (on the border, or no number) or a number 0-8"

    def __init__(self, cells: Sequence[Sequence[str]], rooms=None, extra: Sequence[int] = ()) -> None:
        if extra:
            raise InputError(f"a pfeilzahlen takes no number beyond its size, not {len(extra)}", source=self.kind)
        super().__init__(cells, rooms, extra)

    # ------------------------------------------------------------------ the model
    def build(self) -> Model:
        m, n = self.m, self.n
        if m < 3 or n < 3:
            raise InputError(f"a pfeilzahlen is at least 3×3 with its border (one cell inside), not {m}×{n}",
                             source=self.kind)
        for c in sorted(self.clue):
            if not inside(m, n, c):
                raise AtCell(self.kind, c, f"'{self.cells[c[0]][c[1]]}' on the border at {where(c)}: the border "
                                           "holds the arrows, written -")
        arrows = border(m, n)
        reach: dict[Cell, int] = {c: 0 for c in self.clue}
        pointers: dict[Cell, list[tuple[Cell, str]]] = {c: [] for c in self.clue}
        zero = {c for c, k in self.clue.items() if k == 0}
        lines = []
        for c, d, cells in arrows_of_grid(m, n):
            crossed = zero.isdisjoint(cells)
            for x in cells:
                if x in reach:
                    reach[x] += 1
                    if crossed:
                        pointers[x].append((c, d))
            if crossed:
                lines.append((c, d))
        for c, k in sorted(self.clue.items()):
            for have, why in ((reach[c], ""), (len(pointers[c]), " without crossing a 0")):
                if k > have:
                    raise AtCell(self.kind, c, f"the {k} at {where(c)} has {have} border cell{'' if have == 1 else 's'}"
                                               f" that can point at it{why}")
        free = {c for c, _ in lines}
        for c in arrows:
            if c not in free:
                raise AtCell(self.kind, c, f"the arrow at {where(c)} can point at no cell of the grid without "
                                           "crossing a 0")
        model = Model()
        cell_item = dict(zip(arrows, model.add_items([f"a{i}.{j}" for i, j in arrows])))
        numbers = sorted(c for c, k in self.clue.items() if k)
        number_item = dict(zip(numbers, model.add_items([f"n{i}.{j}" for i, j in numbers])))
        flags = sorted({p for x in numbers for p in pointers[x]})
        flag = dict(zip(flags, model.add_items([f"f{c[0]}.{c[1]}{d}" for c, d in flags], primary=False)))
        on, off = model.colour_id(ON), model.colour_id(OFF)
        batch = Batch(model)
        self._arrow: dict[int, tuple[Cell, str]] = {}
        mine: dict[Cell, list[int]] = {}
        for c, d in lines:
            if (c, d) in flag:
                mine.setdefault(c, []).append(flag[c, d])
        for c, d in lines:
            items = [cell_item[c], *sorted(mine.get(c, ()))]  # (ascending: the cells' items come first)
            mark = flag.get((c, d))
            self._arrow[batch.add(items, [0] + [on if f == mark else off for f in items[1:]], ordered=True)] = (c, d)
        lengths, items, colours = [], [], []
        for x in numbers:
            row = np.array([number_item[x], *sorted(flag[p] for p in pointers[x])], dtype=np.int64)
            chosen = choices(len(row) - 1, self.clue[x], on, off)
            lengths.append(np.full(len(chosen), len(row), dtype=np.int64))
            items.append(np.tile(row, len(chosen)))
            colours.append(chosen.ravel())
        if numbers:
            batch.block(np.concatenate(lengths), np.concatenate(items), np.concatenate(colours))
        return batch.flush()

    # ------------------------------------------------------------------ answers
    def arrows_of(self, solution: Sequence[int]) -> dict[Cell, str]:
        """Border cell -> the direction a solution's arrow there points in."""
        return dict(self._arrow[o] for o in solution if o in self._arrow)

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        rows = [row[:] for row in self.cells]
        for (i, j), d in self.arrows_of(solution).items():
            rows[i][j] = d
        return rows

    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        m, n = self.m, self.n
        corners = {(0, 0), (0, n - 1), (m - 1, 0), (m - 1, n - 1)}
        arrows: dict[Cell, tuple[int, int]] = {}
        for i, row in enumerate(grid):
            for j, t in enumerate(row):
                on_border = i in (0, m - 1) or j in (0, n - 1)
                if (i, j) in corners:
                    if t != EMPTY:
                        return f"{where((i, j))} is '{t}': a corner holds no arrow (-)"
                elif on_border:
                    sides = [SIDES[ch] for ch in set(t) if ch in SIDES]  # (an arrow: one side, or two that meet)
                    step = (sum(a for a, _ in sides), sum(b for _, b in sides))
                    if not 0 < len(sides) == len(t) < 3 or step == (0, 0):
                        return (f"{where((i, j))} is '{t}': a border cell holds an arrow, n, ne, e, se, s, sw, w "
                                "or nw")
                    arrows[i, j] = step
                elif t != self.cells[i][j]:
                    return f"{where((i, j))} is '{t}': the puzzle gives '{self.cells[i][j]}' there"
        pointed: dict[Cell, int] = {}
        for (i, j), (di, dj) in arrows.items():
            a, b = i + di, j + dj
            if not (0 < a < m - 1 and 0 < b < n - 1):
                return f"the arrow at {where((i, j))} ({grid[i][j]}) points at no cell of the grid"
            while 0 < a < m - 1 and 0 < b < n - 1:
                pointed[a, b] = pointed.get((a, b), 0) + 1
                a, b = a + di, b + dj
        for i in range(1, m - 1):
            for j in range(1, n - 1):
                t = self.cells[i][j]
                have = pointed.get((i, j), 0)
                if t != EMPTY and have != int(t):
                    return (f"{where((i, j))} says {t} but {have} arrow{' points' if have == 1 else 's point'} "
                            "at it")
        return None

    # ------------------------------------------------------------------ the picture
    def draw(self, solution: Sequence[int] | None) -> dict:
        return {"text": {c: str(k) for c, k in self.clue.items()}}

    def svg(self, solution: Sequence[int] | None = None) -> str:
        """The grid of numbers framed by its border cells (no lines there), as janko.at draws it:
        thin lines inside, a thick frame; each arrow a stroke with a head, pointing its way."""
        size, pad = 28, 3
        m, n = self.m, self.n
        pic = picture(m, n, grid_lines=False, cell=size, **self.draw(solution))
        x0, y0, x1, y1 = pad + size, pad + size, pad + (n - 1) * size, pad + (m - 1) * size
        inner = "".join(f"M{pad + j * size} {y0}V{y1}" for j in range(2, n - 1))
        inner += "".join(f"M{x0} {pad + i * size}H{x1}" for i in range(2, m - 1))
        parts = [f'<path d="{inner}" stroke="black" fill="none"/>'] if inner else []
        parts.append(f'<rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" fill="none" stroke="black" '
                     'stroke-width="2"/>')
        if solution is not None:
            for (i, j), d in sorted(self.arrows_of(solution).items()):
                parts.append(_arrow(pad + (j + 0.5) * size, pad + (i + 0.5) * size, COMPASS[d], size))
        body, _, end = pic.rpartition("\n")  # (before '</svg>')
        return "\n".join([body, *parts, end])

    # ------------------------------------------------------------------ making
    @classmethod
    def maker(cls, m: int, n: int, rng) -> Made | None:
        """An m×n grid inside its border: an arrow in every border cell, each pointing in one of
        the ways into the grid at random, and every number they give. The numbers are not taken
        away (the sites' puzzles give every one): none is removable; a second answer is
        repaired by turning an arrow (:meth:`repair`)."""
        if m < 1 or n < 1:
            raise InputError(f"a pfeilzahlen grid has at least one cell inside its border, not {m}x{n}",
                             source="size")
        rows, cols = m + 2, n + 2
        arrows = {c: rng.choice(ways(rows, cols, c)) for c in border(rows, cols)}
        return _made(rows, cols, arrows)

    @classmethod
    def repair(cls, made: Made, other) -> Made | None:
        """The answer of ``made`` with one arrow turned where ``other``'s differs, the numbers
        read off it again: the turned arrow leaves one line of the grid for another (two lines
        from one cell share no cell of the grid), so some number changes, and ``other``, which
        kept the old numbers, breaks it. Which arrow and which new way: any, chosen by ``other``
        (a made 4×4 to 6×6 asks 1.4 to 2 questions of uniqueness, none a second draw, on 60
        seeds; turns scored by the numbers they leave at an end of their range did no better).
        None where the answers do not differ."""
        answer = made.answer
        rows, cols = len(answer), len(answer[0])
        arrows = {c: answer[c[0]][c[1]] for c in border(rows, cols)}
        turns = [(c, e) for c, d in arrows.items() if other[c[0]][c[1]] != d for e in ways(rows, cols, c) if e != d]
        if not turns:
            return None
        c, e = turns[zlib.crc32(repr(other).encode()) % len(turns)]
        arrows[c] = e
        return _made(rows, cols, arrows)


def _made(rows: int, cols: int, arrows: dict[Cell, str]) -> Made:
    got = counts(rows, cols, arrows)
    cells = [[EMPTY] * cols for _ in range(rows)]
    for (i, j), k in got.items():
        cells[i][j] = str(k)
    answer = [row[:] for row in cells]
    for (i, j), d in arrows.items():
        answer[i][j] = d
    return Made(cells, [], answer=answer)


def _arrow(x: float, y: float, step: tuple[int, int], size: float) -> str:
    """An arrow centred at (x, y) pointing ``step`` (rows down, columns right): a stroke and a head."""
    di, dj = step
    norm = (di * di + dj * dj) ** 0.5
    ux, uy = dj / norm, di / norm
    half = size * 0.34
    x0, y0, x1, y1 = x - ux * half, y - uy * half, x + ux * half, y + uy * half
    head, wide = size * 0.2, size * 0.13
    bx, by = x1 - ux * head, y1 - uy * head
    p = (bx - uy * wide, by + ux * wide)
    q = (bx + uy * wide, by - ux * wide)
    return (f'<line x1="{x0:.1f}" y1="{y0:.1f}" x2="{bx:.1f}" y2="{by:.1f}" stroke="#1a56db" stroke-width="2"/>\n'
            f'<polygon points="{x1:.1f},{y1:.1f} {p[0]:.1f},{p[1]:.1f} {q[0]:.1f},{q[1]:.1f}" fill="#1a56db"/>')
