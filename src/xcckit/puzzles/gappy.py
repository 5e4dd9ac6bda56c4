"""Gappy: shade two cells in each row and each column, none touching; a clue counts the cells
between a line's two shaded cells.

Rules (janko.at's Gappy): shade exactly two cells in each row and in each column; shaded cells
never touch, not even diagonally; a number above a column or left of a row says how many cells
lie between the two shaded cells of that line (a line without a number may have any gap). Two
shaded cells in each row and in each column make 2R = 2C: the grid is square.

Notation (puzzlekit's ``gappy``): a line ``R C``, a line of the C column clues (above the
columns), a line of the R row clues (left of the rows), numbers 1 to C-2 or ``-`` for none; then
R rows of cells, ``-`` an empty cell or ``x`` a cell given shaded (the rows may be left out: every
cell ``-``). pzprjs has no gappy, so there are no URLs. Answer: ``x`` shaded, ``-`` unshaded.

The model is a pure exact cover with colours, a line at a time (Knuth's way with a nonogram,
TAOCP 7.2.2.1): a primary item per row and per column, whose options are the line's pairs of
cells at the clue's distance (any two cells with a cell between them where it has none), each
colouring every cell of the line ``1`` (shaded) or ``0`` (a secondary item per cell), so that a
row and a column agree where they cross. A row's option also covers the 2×2 windows its two cells
lie in (an uncoloured secondary item per window: at most one shaded cell in each), which is the
rule "never touching": two shaded cells touch exactly when a window holds both. Only the rows
cover the windows (a column's cells are the rows' too, and an item may not repeat). No
multiplicity and no side constraint: every backend takes it, and dlx (``auto``'s choice) with its
propagation. A row of 18 cells with a clue has at most 16 options, without one 136.

Measured (2026-11-29, ``scripts/bench.py published --kinds gappy --every 1``: the 427 puzzles of
puzzlekit's corpus that have a published answer, 10×10 to 18×18, each solved with the published
answer and proven unique by ``auto`` (dlx), the model built in the time, beside puzzlekit's CP-SAT;
a shared machine of two cores under a load of about eleven), medians and the slowest, ours beside
puzzlekit's: 10×10 (188) 15 ms / 2.5 s (the first puzzle: numba compiling; 47 ms after it) beside
98 ms / 3.9 s; 11×11 (39) 17 / 50 ms beside 153 / 540 ms; 12×12 (56) 7 / 50 ms beside 134 / 270 ms;
15×15 (62) 56 / 210 ms beside 256 ms / 1.75 s; 18×18 (78) 83 / 390 ms beside 471 ms / 3.2 s (13×13,
14×14, 16×16: 4 puzzles, 2-19 ms beside 0.14-0.34 s). dlx's search takes a median of 99 nodes at
18×18 (1,315 at most) with its propagation, 614 without; a model whose columns colour only their
two shaded cells (half the size) left it 17,578 nodes, 0.5 s, and 28 s at worst. The blank 8×8 has
two answers, the blank 9×9 664, the blank 10×10 146,510 (dlx: 18 s); a blank 7×7 or smaller none.

The maker draws a shading row by row (:func:`random_answer`) and frames the grid with every clue
it gives; the pipeline takes clues away while the answer stays unique. Minimal puzzles keep few
clues (10×10: 5-9 of 20; 15×15: 14-18 of 30; 18×18: 20-22 of 36, where janko.at's keep about four
in five), made in 0.3 s, 0.5-0.9 s and 1-2 s. Every clue of an 8×8 leaves both blank answers (all
their gaps are 1): a repair gives a cell shaded.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ..errors import InputError
from ..model import Model
from ..text import is_number
from . import is_url, need_text
from .kit.batch import Batch
from .kit.drawing import picture
from .kit.framed import frame_lines, over
from .kit.genre import ClueLine, Genre, Made, read_lined, read_notation
from .kit.grid import Cell, where

SHADED, EMPTY = "x", "-"
ON, OFF = "1", "0"


def _check_clues(values: Sequence, what: str, length: int) -> list[int | None]:
    """Clues given to the constructor (numbers, their strings, None or '-' for none), each from
    1 to ``length`` - 2."""
    out: list[int | None] = []
    for k, v in enumerate(values):
        if v is None or v == EMPTY:
            out.append(None)
            continue
        if isinstance(v, bool) or not (isinstance(v, int) or (isinstance(v, str) and is_number(v))) or int(v) < 1:
            raise InputError(f"{what} {k + 1}'s clue is {v!r}: a clue is a whole number from 1 (the cells between "
                             f"the two shaded cells) or '-'", source="gappy")
        if int(v) > length - 2:
            raise InputError(f"{what} {k + 1}'s clue {v} is more than {length - 2}, the most cells between two "
                             f"cells of a {what} of {length}", source="gappy")
        out.append(int(v))
    return out


class Gappy(Genre):
    """``Gappy(cells, cols, rows)``: rows of cell strings (``-``, ``x`` given shaded; None: all
    ``-``), the column clues and the row clues (numbers, None: no clue)."""

    kind = "gappy"
    url_names = ()
    notations = ("janko",)

    cell_tokens = {EMPTY: None, SHADED: True}
    cell_words = "a cell is - (empty) or x (given shaded)"

    def __init__(self, cells: Sequence[Sequence[str]] | None = None, cols: Sequence | None = None,
                 rows: Sequence | None = None) -> None:
        if cols is None or rows is None:
            raise TypeError("Gappy(cells, cols, rows): expected the cells (None: all '-'), the column clues and the "
                            "row clues, lists of numbers (None: no clue) such as [3, None, 1]")
        for what, values in (("column", cols), ("row", rows)):
            if isinstance(values, (str, bytes)) or not isinstance(values, (list, tuple)):
                raise TypeError(f"Gappy: the {what} clues are a list of numbers (None: no clue), not "
                                f"{type(values).__name__} {values!r}")
        if not rows or not cols:
            raise InputError("a gappy has at least one row and one column", source=self.kind)
        m, n = len(rows), len(cols)
        if m != n:
            raise InputError(f"a gappy grid is square (two shaded cells in each of its rows and each of its columns "
                             f"make 2R = 2C), not {m}×{n}", source=self.kind)
        self.cols = _check_clues(cols, "column", m)
        self.rows = _check_clues(rows, "row", n)
        if cells is None:
            cells = [[EMPTY] * n for _ in range(m)]
        if isinstance(cells, str) or len(cells) != m or any(isinstance(r, str) or len(r) != n for r in cells):
            raise InputError(f"the cells of a gappy with {m} row and {n} column clues are {m} rows of {n}",
                             source=self.kind)
        super().__init__(cells)

    # ------------------------------------------------------------------ notation
    @classmethod
    def from_text(cls, text: str, source: str | None = None) -> "Gappy":
        need_text(text, f"{cls.__name__}.from_text(text)")
        if is_url(text.strip()):
            return cls.from_url(text.strip())
        lined = read_lined(text, source, cls.kind, _lines, blocks=(0, 1), rows_note=" (which may be left out)")
        cells = None
        if lined.rows:
            note = read_notation(lined.body, source, cls.kind)
            cls._check_cells(note)
            cells = note.cells
        return cls._placed(source, lined.first, cells, *lined.numbers)

    def to_text(self, notation: str | None = None) -> str:
        self._notation(notation)
        show = lambda v: EMPTY if v is None else str(v)  # noqa: E731
        return "\n".join([f"{self.m} {self.n}", " ".join(map(show, self.cols)), " ".join(map(show, self.rows)),
                          *(" ".join(row) for row in self.cells)]) + "\n"

    # ------------------------------------------------------------------ model
    def _pairs(self, cells: list[Cell], clue: int | None) -> list[tuple[int, int]]:
        """The places (a, b) of a line's two shaded cells: a cell at least between them, as many as
        its ``clue`` says, every cell given shaded among them."""
        given = [k for k, c in enumerate(cells) if c in self.clue]
        size = len(cells)
        if clue is None:
            out = [(a, b) for a in range(size) for b in range(a + 2, size)]
        else:
            out = [(a, a + clue + 1) for a in range(size - clue - 1)]
        return [(a, b) for a, b in out if all(k in (a, b) for k in given)] if given else out

    def build(self) -> Model:
        m, n = self.m, self.n
        model = Model()
        row_item = model.add_items([f"r{i}" for i in range(m)])
        col_item = model.add_items([f"k{j}" for j in range(n)])
        cell = model.add_items([f"v{i}.{j}" for i in range(m) for j in range(n)], primary=False)
        window = model.add_items([f"w{i}.{j}" for i in range(m - 1) for j in range(n - 1)], primary=False)
        on, off = model.colour_id(ON), model.colour_id(OFF)
        batch = Batch(model)
        # the rows' options, made in arrays (a published 18×18 has 1,700 options of 20-27 items)
        placed = [(i, a, b) for i in range(m) for a, b in self._pairs([(i, j) for j in range(n)], self.rows[i])]
        self._pair = np.array(placed, dtype=np.int64).reshape(-1, 3)
        i, a, b = self._pair[:, 0:1], self._pair[:, 1:2], self._pair[:, 2:3]
        places = np.arange(n)
        cells = cell.start + i * n + places
        shaded = (places == a) | (places == b)
        # the windows of the two cells, ascending: the row above's (a's, then b's), then the row's
        wi = np.repeat(np.hstack([i - 1, i]), 4, axis=1)
        wj = np.hstack([a - 1, a, b - 1, b] * 2)
        inside = (wi >= 0) & (wi < m - 1) & (wj >= 0) & (wj < n - 1)
        items = np.hstack([row_item.start + i, cells, window.start + wi * (n - 1) + wj])
        colours = np.hstack([np.zeros_like(i), np.where(shaded, on, off), np.zeros_like(wi)])
        keep = np.hstack([np.ones_like(i, dtype=bool), np.ones_like(shaded), inside])
        batch.block(keep.sum(axis=1), items[keep], colours[keep])
        down = [(j, a, b) for j in range(n) for a, b in self._pairs([(i, j) for i in range(m)], self.cols[j])]
        j, a, b = np.array(down, dtype=np.int64).reshape(-1, 3).T[:, :, None]
        places = np.arange(m)
        items = np.hstack([col_item.start + j, cell.start + places * n + j])
        colours = np.hstack([np.zeros_like(j), np.where((places == a) | (places == b), on, off)])
        batch.rows(items, colours)
        model = batch.flush()
        model.hints.propagate = True
        return model

    # ------------------------------------------------------------------ answers
    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        out = [[EMPTY] * self.n for _ in range(self.m)]
        for o in solution:
            if o < len(self._pair):  # (the rows' options come first)
                i, a, b = map(int, self._pair[o])
                out[i][a] = out[i][b] = SHADED
        return out

    def verify(self, answer) -> str | None:
        shaded = self.shaded_in(answer)
        if isinstance(shaded, str):
            return shaded
        for c in sorted(self.clue):
            if c not in shaded:
                return f"{where(c)} is given shaded, not '-'"
        lines = ([("row", i, self.rows[i], [(i, j) for j in range(self.n)]) for i in range(self.m)]
                 + [("column", j, self.cols[j], [(i, j) for i in range(self.m)]) for j in range(self.n)])
        for what, k, _, cells in lines:
            have = [c for c in cells if c in shaded]
            if len(have) != 2:
                return f"{what} {k + 1} has {len(have)} shaded cell{'' if len(have) == 1 else 's'}, not 2"
        for i, j in sorted(shaded):
            for c in ((i, j + 1), (i + 1, j - 1), (i + 1, j), (i + 1, j + 1)):
                if c in shaded:
                    return f"the shaded cells {where((i, j))} and {where(c)} touch"
        for what, k, clue, cells in lines:
            places = [p for p, c in enumerate(cells) if c in shaded]
            gap = places[1] - places[0] - 1
            if clue is not None and gap != clue:
                return f"{what} {k + 1} has {gap} cell{'' if gap == 1 else 's'} between its shaded cells, not {clue}"
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        """The keywords of the framed picture (:meth:`svg`): the grid one cell in from the top and
        the left, the column clues above it and the row clues left of it; the given cells shaded."""
        text: dict[Cell, object] = {}
        for j, v in enumerate(self.cols):
            if v is not None:
                text[0, j + 1] = str(v)
        for i, v in enumerate(self.rows):
            if v is not None:
                text[i + 1, 0] = str(v)
        shaded = set(self.clue)
        if solution is not None:
            grid = self.grid(solution)
            shaded |= {(i, j) for i, row in enumerate(grid) for j, t in enumerate(row) if t == SHADED}
        return {"text": text, "shaded": sorted((i + 1, j + 1) for i, j in shaded)}

    def svg(self, solution: Sequence[int] | None = None) -> str:
        """janko.at's picture: the grid with its clues above and left of it; the cells' lines
        drawn over the shading."""
        pic = picture(self.m + 1, self.n + 1, grid_lines=False, cell=28, **self.draw(solution))
        return over(pic, frame_lines(self.m, self.n))

    # ------------------------------------------------------------------ making
    @classmethod
    def made(cls, cells: Sequence[Sequence[str]], drawn: Made) -> "Gappy":
        """The puzzle of a draw whose ``cells`` are the grid framed by its clues (:meth:`maker`):
        the column clues along the top, the row clues down the left, the corner ``-``."""
        clue = lambda t: None if t == EMPTY else int(t)  # noqa: E731
        return cls([list(row[1:]) for row in cells[1:]], [clue(t) for t in cells[0][1:]],
                   [clue(row[0]) for row in cells[1:]])

    @classmethod
    def maker(cls, m: int, n: int, rng, symmetry: str = "none") -> Made | None:
        """A random answer (:func:`random_answer`) and every row's and column's clue read off it.
        The draw's cells are the grid framed by its clues, as janko.at draws them: the column
        clues above it, the row clues left of it (the corner ``-``), so that the clues are what the
        pipeline takes away. Square grids of 8×8 and more only (a smaller one has no answer). No
        symmetry: the clues lie above and left of the grid, and no turn or mirror of the grid maps
        them onto one another."""
        if symmetry != "none":
            raise InputError(f"a gappy's clues lie above and left of the grid: no {symmetry} symmetry maps them onto "
                             "one another (choose none)", source="symmetry")
        if m != n:
            raise InputError(f"a gappy grid is square (two shaded cells in each row and each column), not {m}x{n}",
                             source="gappy")
        if n < SMALLEST:
            raise InputError(f"a gappy of {n}x{n} has no answer: the smallest has {SMALLEST}x{SMALLEST} cells",
                             source="gappy")
        answer = random_answer(n, rng)
        return None if answer is None else _framed(answer)

    @classmethod
    def repair(cls, made: Made, other) -> Made | None:
        """The first cell (in reading order) shaded in the made answer and not in ``other`` is
        given shaded (``x`` in the grid, as puzzlekit's notation allows; a removable clue). Every
        clue of a draw at 8×8 leaves two answers (the blank 8×8 has two, with the same gaps), at
        9×9 and up rarely; a given cell tells them apart."""
        for i, row in enumerate(made.answer):
            for j, t in enumerate(row):
                if t == SHADED and other[i][j] != SHADED:
                    cells = [r[:] for r in made.cells]
                    cells[i + 1][j + 1] = SHADED
                    return Made(cells, sorted({*made.removable, (i + 1, j + 1)}), None, [], made.answer, made.how)
        return None


SMALLEST = 8
"""The smallest side of a gappy with an answer (a blank 7×7 has none)."""


def random_answer(n: int, rng, budget: int = 500, tries: int = 100) -> list[list[str]] | None:
    """A random shading of an n×n grid with two cells in each row and column, none touching: the
    rows one at a time, each a random pair of cells (a cell between them) that touches none of the
    row above and fills no column a third time, by backtracking; a column still lacking cells
    needs enough rows left for them (two lacking: three rows, one whose last shaded cell is in the
    row before: two). A search that takes more than ``budget`` steps starts again (a search
    stuck deep wanders long: at 18×18 one in five passed 20,000 steps, and 12 searches of 500
    made 10 answers in 0.4 s), ``tries`` times at most; None then."""
    for _ in range(tries):
        answer = _shading(n, rng, budget)
        if answer is not None:
            return answer
    return None


def _shading(n: int, rng, budget: int) -> list[list[str]] | None:
    """One search of :func:`random_answer` (None: ``budget`` steps found none)."""
    pairs = [(a, b) for a in range(n) for b in range(a + 2, n)]
    count = [0] * n
    chosen: list[tuple[int, int]] = []
    steps = 0

    def feasible(row: int) -> bool:
        left = n - 1 - row  # (rows after ``row``)
        last = chosen[-1]
        for j in range(n):
            need = 2 - count[j]
            if need == 2 and left < 3:
                return False
            if need == 1 and left < (2 if j in last else 1):
                return False
        return True

    def place(row: int) -> bool:
        nonlocal steps
        if row == n:
            return True
        above = chosen[-1] if chosen else ()
        options = [p for p in pairs if all(count[c] < 2 and all(abs(c - d) > 1 for d in above) for c in p)]
        rng.shuffle(options)
        for a, b in options:
            steps += 1
            if steps > budget:
                return False
            count[a] += 1
            count[b] += 1
            chosen.append((a, b))
            if feasible(row) and place(row + 1):
                return True
            chosen.pop()
            count[a] -= 1
            count[b] -= 1
        return False

    if not place(0):
        return None
    return [[SHADED if j in pair else EMPTY for j in range(n)] for pair in chosen]


def _framed(answer: list[list[str]]) -> Made:
    """The draw of an answer: the grid (nothing given) framed by every clue it gives, all removable."""
    n = len(answer)

    def gap(line: list[str]) -> str:
        a, b = [k for k, t in enumerate(line) if t == SHADED]
        return str(b - a - 1)

    framed = [[EMPTY] + [gap([answer[i][j] for i in range(n)]) for j in range(n)]]
    framed += [[gap(answer[i])] + [EMPTY] * n for i in range(n)]
    removable = [(0, j) for j in range(1, n + 1)] + [(i, 0) for i in range(1, n + 1)]
    return Made(framed, sorted(removable), None, [], answer, "a random shading, row by row")


def _lines(m: int, n: int) -> list[ClueLine]:
    """The lines of clues of an m × n grid: each from 1 to the most cells between a line's two
    shaded cells."""
    return [ClueLine(what, length - 2, f"{{tok}} is more than {length - 2}, the most cells between the two shaded "
                                       f"cells of a {what} of {length}", least=1,
                     bad=f"'{{tok}}': a clue of the {what}s is a number of cells from 1 to {length - 2} or '-'")
            for what, length in (("column", m), ("row", n))]
