"""Samurai sudoku (gattai-5): five classic sudokus in a cross, four in the corners and one in the
middle, the middle one sharing a corner box with each of the others.

Rules (as the sites state them): each of the five 9×9 sudokus is a classic sudoku: each of its
rows, columns and 3×3 boxes holds each digit 1..9 once; a digit in a shared box counts in both
sudokus; a digit given in a cell stays. The same with b×b boxes: five n×n sudokus (n = b²) on a
grid of 3n - 2b rows, the middle one at row and column n - b, the corners at 0 and 2(n - b)
(``8 8`` for 4×4 sudokus, whose corner sudokus touch, ``21 21`` the sites' own, ``40 40`` for
16×16).

Notation (puzzlekit's ``samurai_sudoku``, as the sites' 21×21 puzzles are published): ``S S``,
then S rows of cells separated by blanks, a digit 1..n or ``-``; the cells outside the five
sudokus (the gaps between the corner sudokus) are ``-``, and a digit there is refused. pzprjs
has no samurai sudoku: no URLs. Answer: the digits, ``-`` in the gaps (as puzzlekit prints it).

The model is Knuth's sudoku (SUDOKU-DLX, TAOCP 7.2.2.1) over the five grids, an exact cover
without colours: primary items ``pi.j`` (cell (i, j) holds a digit), ``Xri.d`` and ``Xcj.d``
(row i, column j of sudoku X, X one of ``a`` top left, ``b`` top right, ``c`` middle, ``d``
bottom left, ``e`` bottom right, holds d; rows and columns in the whole grid's numbering) and
``bI.J.d`` (the box at box row I, box column J of the whole grid holds d: a shared box is one
item, which both its sudokus need once), and an option per cell and digit covering the cell,
the digit in the cell's box and in each row and column through it (of one sudoku, or of two in
a shared box: six items). A given digit is its cell's only option, and no other cell of its
units is offered it. Five sudokus joined so are still one exact cover, no side constraint.

The model is made in arrays, once per size the geometry (:class:`Layout`), per puzzle only what
its givens rule out: building it is most of the time a published puzzle takes (Algorithm C then
proves the answer unique in a millisecond or two).

Measured 2026-11-29 (``scripts/bench.py published --every 1 --time-limit 20``, 2 cores shared with
other work, load about 10): the 272 published 21×21 puzzles all solved with the published answer
and proven unique (auto: dlx); median 0.016 s, puzzlekit's 0.046 s; our largest 2.1 s is the
first puzzle's, which loads the dlx kernels (after it, the largest was 0.07 s), puzzlekit's
largest 3.1 s. The maker: a minimal 21×21 in 1 to 2.5 s (369 questions of one incremental SAT
solver; 95 to 116 clues left), an 8×8 in 0.1 s, a 40×40 in about a minute.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ..errors import InputError
from ..model import Model
from .kit.batch import Batch
from .kit.drawing import picture
from .kit.genre import AtCell, Genre, Made
from .kit.grid import OUTSIDE, Cell, where
from .jigsawsudoku import region_fill

NAMES = ("top-left", "top-right", "middle", "bottom-left", "bottom-right")
"""The five sudokus, as messages name them (in reading order of their first cells)."""
LETTERS = "abcde"
"""The five sudokus, as the model's item names do."""


def box_side(m: int, n: int) -> int | None:
    """The side b of the boxes of an m×n samurai grid (m = n = 3b² - 2b, b at least 2), None
    where no samurai sudoku is m×n."""
    if m != n:
        return None
    b = 2
    while 3 * b * b - 2 * b < n:
        b += 1
    return b if 3 * b * b - 2 * b == n else None


def corners(b: int) -> list[Cell]:
    """The top-left cells of the five sudokus of boxes of side b, in :data:`NAMES`' order: the
    middle one at n - b, the far corners at 2(n - b) (each corner sudoku's last box row and
    column the middle one's first or last)."""
    mid = b * b - b
    return [(0, 0), (0, 2 * mid), (mid, mid), (2 * mid, 0), (2 * mid, 2 * mid)]


def sizes_said(m: int, n: int) -> str:
    return (f"a samurai sudoku is 21×21 (five 9×9 sudokus; 8×8 for 4×4 ones, 40×40 for 16×16: "
            f"3n - 2√n for n×n), not {m}×{n}")


class Layout:
    """The five sudokus of boxes of side b, as the model reads them (made once per size,
    :meth:`of`): ``cells`` (in reading order) and ``index`` (cell -> its place there), ``units``
    (the names of the units that hold each digit once: each sudoku's rows ``Xri`` and columns
    ``Xcj``, then the boxes ``bI.J``, a shared one once), ``through`` (a row per cell: the units
    through it, ascending, padded with ``len(units)``) and ``names`` (the items: the cells', then
    each unit's digits)."""

    _made: dict[int, "Layout"] = {}

    @classmethod
    def of(cls, b: int) -> "Layout":
        if b not in cls._made:
            cls._made[b] = cls(b)
        return cls._made[b]

    def __init__(self, b: int) -> None:
        n = self.n = b * b
        self.b = b
        members: list[tuple[str, list[Cell]]] = []
        for x, (r, c) in zip(LETTERS, corners(b)):
            members += [(f"{x}r{r + i}", [(r + i, c + j) for j in range(n)]) for i in range(n)]
            members += [(f"{x}c{c + j}", [(r + i, c + j) for i in range(n)]) for j in range(n)]
        self.cells = sorted({c for _, cells in members for c in cells})
        self.index = {c: k for k, c in enumerate(self.cells)}
        boxes: dict[Cell, list[Cell]] = {}
        for i, j in self.cells:
            boxes.setdefault((i // b, j // b), []).append((i, j))
        members += [(f"b{I}.{J}", cells) for (I, J), cells in sorted(boxes.items())]
        self.units = [name for name, _ in members]
        through: list[list[int]] = [[] for _ in self.cells]
        for u, (_, cells) in enumerate(members):
            for c in cells:
                through[self.index[c]].append(u)
        wide = max(len(t) for t in through)
        self.through = np.array([t + [len(members)] * (wide - len(t)) for t in through], dtype=np.int64)
        self.names = [f"p{i}.{j}" for i, j in self.cells] + [f"{u}.{d}" for u in self.units for d in range(1, n + 1)]


class SamuraiSudoku(Genre):
    """``SamuraiSudoku(cells)``: rows of cell strings (a digit or '-'), 21×21 (or 8×8, 40×40)."""

    kind = "samuraisudoku"
    url_names = ()
    notations = ("janko",)

    cell_tokens = {"-": None}
    least = 1
    cell_words = "a cell is a digit (a number from 1) or '-'"

    @classmethod
    def read_cell(cls, tok: str) -> int | None:
        return None if tok == "-" else super().read_cell(tok)  # (most cells are '-': read at once)

    # ------------------------------------------------------------------ the grid
    def layout(self) -> "Layout":
        """The grid's :class:`Layout`; a grid of another size, a digit beyond n or a digit
        outside the five sudokus an InputError."""
        b = box_side(self.m, self.n)
        if b is None:
            raise InputError(sizes_said(self.m, self.n), source=self.kind)
        lay = Layout.of(b)
        for c, d in sorted(self.clue.items()):
            if c not in lay.index:
                raise AtCell(self.kind, c, f"{where(c)} lies in none of the five sudokus: a cell there is '-'")
            if d > lay.n:
                raise AtCell(self.kind, c, f"{d} is no digit of a samurai sudoku of {lay.n}×{lay.n} sudokus "
                                           f"(1 to {lay.n})")
        return lay

    def build(self) -> Model:
        return self._cover()

    def _cover(self, gated: dict[Cell, int] | None = None) -> Model:
        """The exact cover (see the module's docstring), made in arrays: a cell is offered the
        digits no unit through it is given (a given cell its own); with ``gated`` (cell ->
        digit), the maker's model of optional clues, a primary item ``gi.j`` per such cell and a
        copy of the option that puts its digit there, covering that item too."""
        lay = self.layout()
        n, K = lay.n, len(lay.cells)
        given = np.zeros(K, dtype=np.int64)
        for c, d in self.clue.items():
            given[lay.index[c]] = d
        clued = np.nonzero(given)[0]
        taken = np.zeros((len(lay.units) + 1, n + 1), dtype=bool)  # (the last row: no unit, a pad)
        taken[lay.through[clued], given[clued, None]] = True
        taken[-1] = False
        offered = ~taken[lay.through].any(axis=1)[:, 1:]
        offered[clued] = np.arange(1, n + 1) == given[clued, None]
        ks, ds = np.nonzero(offered)
        model = Model()
        model.add_items(lay.names)
        first = K  # (the units' items follow the cells')
        gates = sorted(gated or ())
        gate = model.add_items([f"g{i}.{j}" for i, j in gates])
        us = lay.through[ks]
        rows = np.concatenate([ks[:, None], first + us * n + ds[:, None]], axis=1)
        keep = np.concatenate([np.ones((len(ks), 1), dtype=bool), us < len(lay.units)], axis=1)
        batch = Batch(model)
        batch.block(keep.sum(axis=1), rows[keep], np.zeros(int(keep.sum()), dtype=np.int64))
        self.digit_of = list(zip([lay.cells[k] for k in ks.tolist()], (ds + 1).tolist()))
        self.gate_option: dict[Cell, int] = {}
        for c, g in zip(gates, gate):
            k, d = lay.index[c], gated[c]
            items = [k] + [first + u * n + d - 1 for u in lay.through[k].tolist() if u < len(lay.units)] + [g]
            self.gate_option[c] = batch.add(items, [0] * len(items), ordered=True)
            self.digit_of.append((c, d))
        return batch.flush()

    # ------------------------------------------------------------------ answers
    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        out = [["-"] * self.n for _ in range(self.m)]
        for o in solution:
            (i, j), d = self.digit_of[o]
            out[i][j] = str(d)
        return out

    def verify(self, answer) -> str | None:
        """Each of the five sudokus a classic sudoku, the givens kept, the gaps empty."""
        grid = self.answer_grid(answer)
        b = box_side(self.m, self.n)
        n = b * b
        inside = [[False] * self.n for _ in range(self.m)]
        for top, left in corners(b):
            for i in range(top, top + n):
                inside[i][left:left + n] = [True] * n
        digits = {str(d) for d in range(1, n + 1)}
        for i, row in enumerate(grid):
            for j, t in enumerate(row):
                if not inside[i][j]:
                    if t != "-":
                        return f"{where((i, j))} lies in none of the five sudokus: it is '-', not '{t}'"
                elif t not in digits:
                    return f"{where((i, j))} is '{t}': a cell of a sudoku holds a digit 1 to {n}"
                elif self.cells[i][j] != "-" and t != self.cells[i][j]:
                    return f"{where((i, j))} is given {self.cells[i][j]}, the answer has {t}"
        for name, (top, left) in zip(NAMES, corners(b)):
            sub = [row[left:left + n] for row in grid[top:top + n]]
            for what, at, values in _lines(sub, b):
                seen: set[str] = set()
                for v in values:
                    if v in seen:
                        return f"the {name} sudoku's {what} at {where((top + at[0], left + at[1]))} holds {v} twice"
                    seen.add(v)
        return None

    # ------------------------------------------------------------------ pictures
    def draw(self, solution: Sequence[int] | None) -> dict:
        text: dict = {c: str(d) for c, d in self.clue.items()}
        for c, d in (self.digit_of[o] for o in solution or ()):
            if c not in self.clue:
                text[c] = (str(d), "#1a56db")
        return {"text": text}

    def svg(self, solution: Sequence[int] | None = None) -> str:
        """The five sudokus' boxes drawn thick, the gaps between them grey; givens in black, the
        digits a solution fills in blue."""
        lay = self.layout()
        b = lay.b
        across = self.n // b + (self.n % b > 0)  # (boxes in a row of the grid)
        boxes = [[OUTSIDE] * self.n for _ in range(self.m)]
        for i, j in lay.cells:
            boxes[i][j] = (i // b) * across + j // b
        return picture(self.m, self.n, room=boxes, **self.draw(solution))

    # ------------------------------------------------------------------ the maker
    drawn_unique = True
    _blanks: dict[int, "SamuraiSudoku"] = {}

    @classmethod
    def _blank(cls, side: int) -> "SamuraiSudoku":
        """The blank grid of this side (built once: the maker's draws and its model of optional
        clues read it)."""
        if side not in cls._blanks:
            cls._blanks[side] = cls([["-"] * side for _ in range(side)])
        return cls._blanks[side]

    @classmethod
    def maker(cls, m: int, n: int, rng, random_solution=None) -> Made:
        """A random solution of the blank grid (``random_solution``, handed by
        :mod:`xcckit.making`: Algorithm C, its options in a random order); without it, the middle
        sudoku a random one (:func:`~.jigsawsudoku.region_fill`) and each corner one another whose
        digits are renamed to agree on their shared box. Every digit a clue, each removable."""
        b = box_side(m, n)
        if b is None or b > 4:
            raise InputError(f"the samurai sudoku maker makes 8x8, 21x21 and 40x40 grids (five 4x4, 9x9 or 16x16 "
                             f"sudokus), not {m}x{n}", source="size")
        if random_solution is not None:
            blank = cls._blank(m)
            answer = blank.grid(random_solution(blank, rng))
            how = "a random solution of the blank grid (its options in a random order)"
        else:
            answer = _joined(b, rng)
            how = "five random sudokus, the corner ones' digits renamed to agree on the shared boxes"
        used = [(i, j) for i in range(m) for j in range(n) if answer[i][j] != "-"]
        return Made([row[:] for row in answer], used, answer=answer, how=how)

    @classmethod
    def clue_at(cls, made: Made, i: int, j: int) -> str | None:
        t = made.answer[i][j]
        return None if t == "-" else t

    @classmethod
    def optional_clues(cls, drawn: Made) -> tuple[Model, list[int], dict[Cell, int]]:
        """The blank grid's model with each removable cell's clue as a primary item the model
        can drop (:meth:`_cover`'s ``gated``): the drawn answer is the gated options."""
        gated = {(i, j): int(drawn.answer[i][j]) for i, j in drawn.removable}
        side = len(drawn.cells)
        blank = cls([["-"] * side for _ in range(side)])
        model = blank._cover(gated)
        ids = model.index
        return model, sorted(blank.gate_option.values()), {(i, j): ids[f"g{i}.{j}"] for i, j in gated}


def _lines(sub: list[list[str]], b: int):
    """A sudoku's rows, columns and boxes: (what, its first cell within the sudoku, its values)."""
    n = len(sub)
    for i in range(n):
        yield "row", (i, 0), sub[i]
    for j in range(n):
        yield "column", (0, j), [sub[i][j] for i in range(n)]
    for a in range(0, n, b):
        for c in range(0, n, b):
            yield "box", (a, c), [sub[a + x][c + y] for x in range(b) for y in range(b)]


def _joined(b: int, rng) -> list[list[str]]:
    """A random samurai grid of boxes of side b: the middle sudoku and each corner one random
    (:func:`~.jigsawsudoku.region_fill` with the boxes as regions, drawn again where it gives up), each
    corner one's digits renamed so that its box on the middle one's holds the middle one's
    digits there."""
    n = b * b
    boxes = [[(i // b) * b + j // b for j in range(n)] for i in range(n)]

    def one() -> list[list[str]]:
        while True:
            grid = region_fill(boxes, rng)
            if grid is not None:
                return grid

    side = 3 * n - 2 * b
    out = [["-"] * side for _ in range(side)]
    spots = corners(b)
    top, left = spots[2]
    for i, row in enumerate(one()):
        out[top + i][left:left + n] = row
    for r, c in spots[:2] + spots[3:]:
        grid = one()
        # the shared box: in the corner sudoku's own numbering, and in the whole grid's
        a, e = (n - b if r == 0 else 0), (n - b if c == 0 else 0)
        rename = {grid[a + x][e + y]: out[r + a + x][c + e + y] for x in range(b) for y in range(b)}
        for i, row in enumerate(grid):
            out[r + i][c:c + n] = [rename[t] for t in row]
    return out
