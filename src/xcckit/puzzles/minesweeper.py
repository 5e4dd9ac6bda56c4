"""Minesweeper: place mines in cells without a number so that each number counts the mines among
its up to eight neighbours (diagonal ones included).

Rules: a cell with a number holds no mine, and its number is the number of mines among the
cells around it (the eight cells that touch it, fewer by the edges); an open cell without a
number (``#``) holds no mine and says nothing; where the first line gives a third number M (as
the puzzles puzzlekit's dataset collects all do), the grid holds exactly M mines.

Notation (puzzlekit's ``minesweeper``): a first line ``R C`` or ``R C M``, then R rows of cells
separated by blanks: ``-`` a cell that may hold a mine, ``#`` an open cell without a number, a
number 0-8; puzz.link ``mines`` URLs (pzprjs's number16 body, its ``-`` cell our ``#``; they
have no total of mines). Answer (as puzzlekit writes it): ``x`` a mine, ``-`` none.

The model, in Knuth's way, is an exact cover with colours: a primary item per cell whose options
give its secondary item the colour x (a mine) or - (none; the only option of a numbered or open
cell), and a primary item per number from 1 whose options are the ways to place its mines among
the neighbours that may hold one, each colouring every such neighbour (at most C(8, 4) = 70 of
them; a 0 takes the mine option of its neighbours away instead). The total of mines, where it
is given, is one item covered M times by the mine options (DLX3's multiplicities).
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from itertools import combinations

from ..errors import InputError
from ..model import Model
from . import pzpr
from .cellmodels import Cells
from .genre import AtCell, Genre, Made
from .grid import Cell, orbits, where

OPEN = "#"
"""The clue of an open cell without a number (no mine there)."""
MINE_FILL = "#333"


def around(m: int, n: int, c: Cell) -> list[Cell]:
    """The up to eight cells that touch ``c`` (diagonally too), in reading order."""
    i, j = c
    return [(i + a, j + b) for a in (-1, 0, 1) for b in (-1, 0, 1)
            if (a, b) != (0, 0) and 0 <= i + a < m and 0 <= j + b < n]


class Minesweeper(Genre):
    """``Minesweeper(cells, extra=[M])``: rows of cell strings, '-', '#' or a number 0-8; M (where
    given) the total of mines."""

    kind = "minesweeper"
    header_extra = ("M", "the total of mines")
    peer = "minesweeper"
    bench_sizes = ((10, 10), (17, 17))
    url_names = ("mines",)
    summary = "place mines so that each number counts the mines around it"
    arguments = "PUZZLE"
    description = ("PUZZLE is a file in puzzlekit's notation: a line 'R C' or 'R C M' (M: the total of mines), "
                   "then R rows of cells separated by blanks: - a cell that may hold a mine, # an open cell "
                   "without a number, a number 0-8; - for standard input; a puzz.link URL "
                   "(https://puzz.link/p?mines/W/H/...); or a bundled puzzle by name (demo-8x8). The answer: x a "
                   "mine, - none. Rules: a cell with a number (or #) holds no mine; a number counts the mines "
                   "among the eight cells around it (fewer by the edges); with M, the grid holds M mines.")
    examples = ("xcc solve minesweeper demo-8x8 --unique", "xcc solve minesweeper demo-8x8 --svg mines.svg",
                "xcc count minesweeper demo-8x8 --backend zdd", "xcc generate minesweeper 8 --seed 1")

    cell_tokens = {"-": None, OPEN: OPEN}
    least = 0
    most = 8
    cell_words = "a cell is - (perhaps a mine), # (open, no number) or a number 0-8"

    # ------------------------------------------------------------------ reading
    # ------------------------------------------------------------------ the model
    def build(self) -> Model:
        m, n = self.m, self.n
        if len(self.extra) > 1:
            raise InputError(f"a minesweeper takes one number beyond its size (the total of mines), not "
                             f"{len(self.extra)}", source=self.kind)
        self.total = self.extra[0] if self.extra else None
        cells = self.cells_model = Cells(m, n, "x-")
        free = [(i, j) for i in range(m) for j in range(n) if (i, j) not in self.clue]
        for c in self.clue:
            cells.allow(c, "-")
        numbers = sorted((c, k) for c, k in self.clue.items() if k != OPEN)
        for c, k in numbers:
            near = [d for d in around(m, n, c) if d not in self.clue]
            if k > len(near):
                raise AtCell(self.kind, c, f"the {k} at {where(c)} has {len(near)} cell{'' if len(near) == 1 else 's'}"
                                           " around it that may hold a mine")
            if k == 0:
                for d in near:
                    cells.allow(d, "-")
        for c, k in numbers:
            if k == 0:
                continue
            near = [d for d in around(m, n, c) if "x" in cells.allowed[d]]
            if k > len(near):
                raise AtCell(self.kind, c, f"the {k} at {where(c)} has {len(near)} cell{'' if len(near) == 1 else 's'}"
                                           " around it that may hold a mine (a 0 touches the others)")
            name = cells.primary(f"n{c[0]}.{c[1]}")
            for chosen in combinations(near, k):
                cells.witness.append((name, [(d, "x" if d in chosen else "-") for d in near]))
        if self.total is not None:
            if self.total > len(free):
                raise InputError(f"the first line says {self.total} mines, more than the {len(free)} cells without "
                                 "a number", source=self.kind)
            cells.exactly(free, "x", self.total, "total")
        return cells.model()

    def mines(self, solution: Sequence[int]) -> list[Cell]:
        return sorted(c for c, v in self.cells_model.colouring(solution).items() if v == "x")

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        return self.shading_rows(self.mines(solution))

    # ------------------------------------------------------------------ the rules
    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        m, n = self.m, self.n
        for i in range(m):
            for j in range(n):
                if grid[i][j] not in ("x", "-"):
                    return f"{where((i, j))} is '{grid[i][j]}': a cell is x (a mine) or - (none)"
        mine = {(i, j) for i in range(m) for j in range(n) if grid[i][j] == "x"}
        for i, row in enumerate(self.cells):
            for j, tok in enumerate(row):
                if tok != "-" and (i, j) in mine:
                    what = "is open" if tok == OPEN else f"holds the number {tok}"
                    return f"{where((i, j))} {what} and holds a mine"
        for i, row in enumerate(self.cells):
            for j, tok in enumerate(row):
                if tok.isdigit():
                    have = sum((a, b) in mine for a in range(i - 1, i + 2) for b in range(j - 1, j + 2))
                    if have != int(tok):
                        return f"{where((i, j))} says {tok} but {have} mine{' touches' if have == 1 else 's touch'} it"
        if self.extra and len(mine) != self.extra[0]:
            return f"the grid holds {len(mine)} mine{'' if len(mine) == 1 else 's'}: the first line says {self.extra[0]}"
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        text = {c: str(k) for c, k in self.clue.items() if k != OPEN}
        out: dict = {"text": text, "dots": sorted(c for c, k in self.clue.items() if k == OPEN)}
        if solution is not None:
            out["circles"] = {c: MINE_FILL for c in self.mines(solution)}
        return out

    # ------------------------------------------------------------------ making
    @classmethod
    def clue_at(cls, made: Made, i: int, j: int) -> str | None:
        """A cell without a mine may hold its number."""
        if made.answer is None or made.answer[i][j] == "x":
            return None
        m, n = len(made.answer), len(made.answer[0])
        return str(sum(made.answer[a][b] == "x" for a, b in around(m, n, (i, j))))

    @classmethod
    def maker(cls, m: int, n: int, rng, symmetry: str = "none") -> Made | None:
        """Mines at random, about one cell in five (whole orbits of ``symmetry``), and every other
        cell's number; every number removable. None where every cell or none holds a mine."""
        if m * n < 2:
            raise InputError(f"a minesweeper grid has at least two cells, not {m}x{n}", source="size")
        mine = {c for orbit in orbits(m, n, symmetry) if rng.random() < 0.2 for c in orbit}
        if not mine or len(mine) == m * n:
            return None
        answer = [["x" if (i, j) in mine else "-" for j in range(n)] for i in range(m)]
        cells = [["-"] * n for _ in range(m)]
        for i in range(m):
            for j in range(n):
                if (i, j) not in mine:
                    cells[i][j] = str(sum(d in mine for d in around(m, n, (i, j))))
        removable = [(i, j) for i in range(m) for j in range(n) if (i, j) not in mine]
        return Made(cells, removable, answer=answer)

    @classmethod
    def repair(cls, made: Made, other: list[list[str]]) -> Made | None:
        """A cell without a mine here that the other answer mines, or around which the other
        answer has another number of mines, gets its number back."""
        answer = made.answer
        m, n = len(answer), len(answer[0])

        def count(grid, c):
            return sum(grid[a][b] == "x" for a, b in around(m, n, c))

        spots = [(i, j) for i in range(m) for j in range(n)
                 if answer[i][j] == "-" and made.cells[i][j] == "-"
                 and (other[i][j] == "x" or count(answer, (i, j)) != count(other, (i, j)))]
        if not spots:
            return None
        i, j = spots[zlib.crc32(repr(other).encode()) % len(spots)]
        cells = [row[:] for row in made.cells]
        cells[i][j] = str(count(answer, (i, j)))
        return Made(cells, list(made.removable) + [(i, j)], answer=answer)

    # ------------------------------------------------------------------ URLs
    @classmethod
    def decode(cls, rows: int, cols: int, body: list[str]):
        numbers, _ = pzpr.read_number16(body[0] if body else "", rows * cols)
        for k, v in enumerate(numbers):
            if v is not None and v != pzpr.UNKNOWN and not 0 <= v <= 8:
                raise InputError(f"the number {v} at {where(divmod(k, cols))}: a number is 0-8", source="URL")
        return [[("-" if v is None else OPEN if v == pzpr.UNKNOWN else str(v))
                 for v in numbers[i * cols:(i + 1) * cols]] for i in range(rows)], None

    def encode(self) -> str:
        if self.extra:
            raise InputError("pzprjs's mines URLs have no total of mines: the sites' notation has it "
                             "('R C M' on the first line)", source="url")
        return pzpr.write_number16([pzpr.UNKNOWN if v == OPEN else v
                                    for v in (self.clue.get((i, j)) for i in range(self.m) for j in range(self.n))])
