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
from .kit import pzpr
from .kit.division import (Counts, Rect, SymmetricMade, cells_of, fixed, move_clue, moved, numbered, placements,
                       random_rectangles, read_division, rectangle)
from .kit.drawing import picture
from .kit.grid import Cell, images, where
from .kit.genre import Genre, Made, NumberURL


class Shikaku(NumberURL, Genre):
    """``Shikaku(cells)``: rows of cell strings, a number or '-'."""

    kind = "shikaku"
    numbered_regions = True
    url_names = ("shikaku",)

    cell_tokens = {"-": None, "?": pzpr.UNKNOWN}
    least = 1
    cell_words = "a cell is a number from 1 (its rectangle's area), ? (a number not given) or '-'"

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
    def maker(cls, m: int, n: int, rng, symmetry: str = "none") -> Made | None:
        """Random rectangles (:func:`~.division.random_rectangles`), each with its area in a random
        cell of it. Every number is needed: none is removable.

        With a ``symmetry`` (``rot2``, ``rot4``, ``mirror``) the division is symmetric and so are
        the numbers: a rectangle's images (other rectangles of the division) have their numbers
        in the images of its number's cell, and a rectangle that the symmetry maps onto itself
        has its number in a cell that the symmetry fixes (the centre of an odd×odd grid; for
        ``mirror`` a cell of the middle column of an odd width). A repair then moves a number
        with its images (:class:`~.division.SymmetricMade`). None (the draw refused) where two
        rectangles that the symmetry maps onto each other can be cut the other way
        (:func:`_cut_both_ways`)."""
        rects = random_rectangles(m, n, rng, symmetry=symmetry)
        maps = images(m, n, symmetry)
        cells = [["-"] * n for _ in range(m)]
        for r in rects:
            if any(cells[i][j] != "-" for i, j in cells_of(r)):
                continue  # (an image of a rectangle already numbered)
            itself = all(moved(r, f) == r for f in maps)
            a, b = rng.choice(fixed(r, maps) if itself else cells_of(r))
            for f in maps:
                i, j = f(a, b)
                cells[i][j] = str(r[2] * r[3])
        answer = numbered(m, n, {c: r for r in rects for c in cells_of(r)})
        if symmetry == "none":
            return Made(cells, [], answer=answer)
        if _cut_both_ways(cells, rects, maps):
            return None
        return SymmetricMade(cells, [], answer=answer, symmetry=symmetry)

    @classmethod
    def repair(cls, made: Made, other: list[list[str]]) -> Made | None:
        """A number whose rectangle the other answer does not have moves to a cell of its
        rectangle outside the other answer's region of that number (which then holds none); in
        a symmetric draw with its images (:func:`~.division.move_clue`)."""
        return move_clue(made, other)


def _cut_both_ways(cells: list[list[str]], rects: list[Rect], maps) -> bool:
    """Whether two of the rectangles ``rects`` that one of ``maps`` takes to each other make up
    a rectangle which the cut through its middle the other way also divides into two halves of
    one number each (``cells``: the numbers). Those halves are a second answer whatever the other
    numbers say. A rot2 pair side by side across the centre of a grid of even sides has its
    numbers on either side of that cut wherever they sit, so a repair, which moves a number with
    its image, cannot part them: such a draw is better drawn again."""
    for r in rects:
        for f in maps[1:]:
            s = moved(r, f)
            both = None if s <= r else rectangle(cells_of(r) + cells_of(s))  # (each pair once)
            if both is None:
                continue
            top, left, h, w = both
            c, d = ([x for x in cells_of(t) if cells[x[0]][x[1]] != "-"][0] for t in (r, s))
            if r[2] == h:  # (side by side: the other cut is across, halfway down)
                if h % 2 == 0 and (c[0] < top + h // 2) != (d[0] < top + h // 2):
                    return True
            elif w % 2 == 0 and (c[1] < left + w // 2) != (d[1] < left + w // 2):
                return True
    return False
