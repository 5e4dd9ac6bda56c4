"""Shikaku: divide the grid into rectangles, each holding exactly one number, its area.

Notation (janko.at's, puzzlekit's ``shikaku``): ``R C``, then R rows of numbers or ``-``, ``?`` a
number not given (its rectangle holds it and no other number, of any area; pzprjs's ``.``);
puzz.link ``shikaku`` URLs. Answer: each cell the number of its rectangle (numbered by their
top-left corners column by column, as puzzlekit's examples do).

The model is Knuth's (TAOCP 7.2.2.1): a primary item per cell, and an option per number and
rectangle of its area that holds it and no other number, covering the rectangle's cells. Pure
exact cover: every backend solves, counts and proves it unique.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import InputError
from ..model import Model
from ..text import is_number
from . import pzpr
from .division import (Counts, Rect, cells_of, move_clue, numbered, placements, random_rectangles, read_division,
                       rectangle)
from .drawing import picture
from .grid import Cell, where
from .genre import Genre, Made


class Shikaku(Genre):
    """``Shikaku(cells)``: rows of cell strings, a number or '-'."""

    kind = "shikaku"
    peer = "shikaku"
    bench_sizes = ((10, 10), (50, 40))
    numbered_regions = True
    url_names = ("shikaku",)
    summary = "divide the grid into rectangles, each holding one number, its area"
    arguments = "PUZZLE"
    description = ("PUZZLE is a file in janko.at's notation: a line 'R C', then R rows of cells separated by "
                   "blanks, a number (the area of its rectangle), ? (a number not given: its rectangle holds no "
                   "other, of any area) or '-' (empty); - for standard input; a puzz.link "
                   "URL (https://puzz.link/p?shikaku/W/H/...); or a bundled puzzle by name (demo-10x10). The answer: "
                   "each cell the number of its rectangle, the rectangles numbered 1, 2, ... by their top-left "
                   "corners column by column. Rules: the grid is divided into rectangles, each holding exactly one "
                   "number, its area. The model is pure exact cover (an option per number and rectangle): every "
                   "backend counts it.")
    examples = ("xcc solve shikaku demo-10x10 --unique", "xcc count shikaku demo-10x10 --backend zdd",
                "xcc solve shikaku demo-10x10 --svg s.svg", "xcc export shikaku demo-10x10 --format dlx")

    @classmethod
    def read_cell(cls, tok: str) -> int | None:
        if tok == "-":
            return None
        if tok == "?":
            return pzpr.UNKNOWN
        if not is_number(tok) or int(tok) < 1:
            raise ValueError("a cell is a number from 1 (its rectangle's area), ? (a number not given) or '-'")
        return int(tok)

    def build(self) -> Model:
        m, n = self.m, self.n
        for c, area in sorted(self.clue.items()):
            if area > m * n:
                raise InputError(f"the number {area} at {where(c)} is larger than the {m}×{n} grid", source=self.kind)
        total = sum(v for v in self.clue.values() if v != pzpr.UNKNOWN)
        if total > m * n:
            raise InputError(f"the numbers add up to {total}, more than the {m * n} cells", source=self.kind)
        model = Model()
        model.add_items([f"c{i}.{j}" for i in range(m) for j in range(n)])
        counts = Counts(m, n, self.clue)
        self.rects: list[tuple[Cell, Rect]] = []
        for c, area in sorted(self.clue.items()):
            shapes = ([(h, w) for h in range(1, m + 1) for w in range(1, n + 1)] if area == pzpr.UNKNOWN
                      else [(h, area // h) for h in range(1, area + 1) if area % h == 0])
            for h, w in shapes:
                for r in placements(m, n, c, h, w):
                    if counts.within(*r) == 1:
                        model.add_option_ids([i * n + j for i, j in cells_of(r)])
                        self.rects.append((c, r))
        model.hints.sweeps = {"rows": list(range(m * n)), "columns": [i * n + j for j in range(n) for i in range(m)]}
        return model

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        region = {}
        for o in solution:
            _, r = self.rects[o]
            for cell in cells_of(r):
                region[cell] = r
        return numbered(self.m, self.n, region)

    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        regions, problem = read_division(grid)
        if problem:
            return problem
        for t, cells in regions:
            if rectangle(cells) is None:
                return f"region {t} at {where(cells[0])} is not a rectangle"
            numbers = [c for c in cells if c in self.clue]
            if not numbers:
                return f"region {t} at {where(cells[0])} holds no number"
            if len(numbers) > 1:
                return f"region {t} at {where(cells[0])} holds {len(numbers)} numbers"
            if self.clue[numbers[0]] != pzpr.UNKNOWN and len(cells) != self.clue[numbers[0]]:
                return f"region {t} at {where(cells[0])} has {len(cells)} cells, its number says {self.clue[numbers[0]]}"
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        return {"text": {c: "?" if v == pzpr.UNKNOWN else str(v) for c, v in self.clue.items()}}

    def svg(self, solution: Sequence[int] | None = None) -> str:
        room = None if solution is None else [[int(t) for t in row] for row in self.grid(solution)]
        return picture(self.m, self.n, room=room, **self.draw(solution))

    @classmethod
    def maker(cls, m: int, n: int, rng) -> Made | None:
        """Random rectangles (:func:`~.division.random_rectangles`), each with its area in a random
        cell of it. Every number is needed: none is removable."""
        rects = random_rectangles(m, n, rng)
        cells = [["-"] * n for _ in range(m)]
        region = {}
        for r in rects:
            i, j = rng.choice(cells_of(r))
            cells[i][j] = str(r[2] * r[3])
            for c in cells_of(r):
                region[c] = r
        return Made(cells, [], answer=numbered(m, n, region))

    @classmethod
    def repair(cls, made: Made, other: list[list[str]]) -> Made | None:
        """A number whose rectangle the other answer does not have moves to a cell of its
        rectangle outside the other answer's region of that number (which then holds none)."""
        return move_clue(made, other)

    @classmethod
    def decode(cls, rows: int, cols: int, body: list[str]):
        numbers, _ = pzpr.read_number16(body[0] if body else "", rows * cols)
        return pzpr.cell_rows(numbers, rows, cols), None

    def encode(self) -> str:
        return pzpr.write_number16([self.clue.get((i, j)) for i in range(self.m) for j in range(self.n)])

