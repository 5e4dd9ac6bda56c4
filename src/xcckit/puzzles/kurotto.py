"""Kurotto: shade cells so that each circle stays unshaded and a number in a circle is the number
of shaded cells in the blocks (orthogonally joined shaded cells) next to it, all told.

Notation (the rows puzzlekit's kurotto parser reads; its solver for the genre is unfinished):
``R C``, then R rows of ``-`` (a cell), ``o`` (a circle without number) or a number (a circle
with it); puzz.link ``kurotto`` URLs. Answer: ``x`` shaded, ``-`` unshaded.

The model: a primary item per cell, whose options shade it or not (a secondary item per cell,
coloured 1 or 0; a circle and a cell next to a 0 have only the unshaded one, which is all a 0
says), and for each other numbered circle one of two things.

* A number whose shaded neighbourhoods are few (at most :data:`LISTED`) gets a primary item
  whose options are those sets, pure exact cover with colours (Knuth's way: an option carries a
  whole local fact): N cells, joined to one another through the circle, none a circle, each
  option shading them and leaving every other cell next to them or to the circle unshaded. The
  sets are listed by :func:`neighbourhoods`.
* Every other number is a clue of one :class:`~xcckit.constraints.ReachCount` on the grid of
  the cells' secondary items: the shaded cells that a path from the circle reaches through
  shaded cells number exactly N (the circles are never shaded, so no path passes through one).
  A number's sets grow exponentially with it (a 9 on an open board has tens of thousands, a 28
  of a published 15x15 far more than a model can list), the constraint's translations do not:
  its CNF is a variable per cell and number of steps within N of the circle.

Where the line falls was measured on the published kurottos of puzzlekit's dataset (229 read,
10x10 to 19x27, numbers up to 39), each solved and proven unique by ``auto`` (sat, or dlx then
sat for a model without the constraint), in CPU seconds for them all (the solver's child
processes included): 10.4 with every number counted, 10.5 listing up to 16 sets, 11.2 up to
30, 11.8 up to 100, 14.6 up to 300, 25 up to 1,000, and 341 up to 60,000 (the long lists of
the numbers of 4 to 9: several puzzles past 20 s). At 16 a 1 keeps its options anywhere, a 2
by an edge (10 sets; 18 in the open), a 3 in a corner (13), so that a small puzzle's numbers
mostly keep them: zdd counts such a puzzle, and its DLX text is the whole model.
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence

from ..constraints import ReachCount
from ..errors import InputError
from ..model import Model
from .kit import pzpr
from .kit.batch import Batch
from .kit.drawing import picture
from .kit.grid import SIDE_STEPS, Cell, neighbours, regions_of, where
from .kit.genre import Genre, Made, shaded_rows

LISTED = 16
"""The most shaded neighbourhoods a circle's number is listed with (options); a number with more
is counted by a :class:`~xcckit.constraints.ReachCount`."""


def near(m: int, n: int, c: Cell) -> list[Cell]:
    return [d for _, d in neighbours(m, n, c)]


def neighbourhoods(beside: list[list[int]], c: int, k: int, dark: set[int], most: int) -> list[frozenset[int]] | None:
    """Every set of k cells, none of ``dark`` (the cells never shaded: circles, a 0's
    neighbours), joined to one another through ``c`` (each once: Redelmeier's growth from
    ``c``); None when there are more than ``most``. Cells are numbers, ``beside`` each one's
    neighbours."""
    out: list[frozenset[int]] = []

    def grow(chosen: frozenset[int], untried: list[int], seen: set[int]) -> bool:
        if len(chosen) == k:
            out.append(chosen)
            return len(out) <= most
        untried = list(untried)
        while untried:
            d = untried.pop()
            new = [e for e in beside[d] if e not in seen and e not in dark]
            if not grow(chosen | {d}, untried + new, seen.union(new)):
                return False
        return True

    first = [d for d in beside[c] if d not in dark]
    if not grow(frozenset(), first, set(first) | {c}):
        return None
    return out


class Kurotto(Genre):
    """``Kurotto(cells)``: rows of cell strings, '-', 'o' or a number."""

    kind = "kurotto"
    url_names = ("kurotto",)
    description = ("PUZZLE is a file: a line 'R C', then R rows of cells separated by blanks, '-' (a cell), o (a "
                   "circle without number) or a number (a circle with it); - for standard input; a puzz.link URL "
                   "(https://puzz.link/p?kurotto/W/H/...); or a bundled puzzle by name (demo-8x8). The answer: x "
                   "shaded, - unshaded. Rules: circles stay unshaded; a circle's number is the number of shaded "
                   "cells in the blocks of shaded cells next to it, all told. The model: an option per circle and "
                   f"shaded neighbourhood where a number has at most {LISTED} of them, a reach count constraint "
                   "(the shaded cells reached from the circle) for a number with more: sat, cpsat and dlx (at its "
                   "leaves) take it, zdd only a puzzle without one.")

    cell_tokens = {"-": None, "o": "o"}
    least = 0
    cell_words = "a cell is '-', o (a circle) or a number from 0 (a circle with it)"

    def build(self) -> Model:
        m, n = self.m, self.n
        circles = {i * n + j for i, j in self.clue}
        numbered = sorted(c for c, v in self.clue.items() if v != "o")
        beside = [[(i + di) * n + j + dj for di, dj in SIDE_STEPS if 0 <= i + di < m and 0 <= j + dj < n]
                  for i in range(m) for j in range(n)]  # (cell (i, j) is number i * n + j)
        dark = circles.union(*(beside[i * n + j] for (i, j), v in self.clue.items() if v == 0))  # (never shaded)
        sets, counted = {}, {}
        for c in numbered:
            k = self.clue[c]
            if k > m * n - len(circles):
                raise InputError(f"the number {k} at {where(c)} is more than the {m * n - len(circles)} cells that "
                                 "are not circles", source=self.kind)
            if k == 0:  # (its neighbours are dark: nothing more to say)
                continue
            found = neighbourhoods(beside, c[0] * n + c[1], k, dark, LISTED)
            if found is None:
                counted[c] = k
            else:
                sets[c] = found
        listed = [c for c in numbered if c in sets]
        model = Model()
        model.add_items([f"c{i}.{j}" for i in range(m) for j in range(n)] + [f"k{i}.{j}" for i, j in listed])
        model.add_items([f"s{i}.{j}" for i in range(m) for j in range(n)], primary=False)
        first = m * n + len(listed)
        off, on = model.colour_id("0"), model.colour_id("1")
        batch = Batch(model)
        self.shades: dict[int, Cell] = {}
        for x in range(m * n):
            for colour in ((off,) if x in dark else (off, on)):
                o = batch.add([x, first + x], [0, colour])
                if colour == on:
                    self.shades[o] = divmod(x, n)
        for k, c in enumerate(listed):
            x = c[0] * n + c[1]
            for chosen in sets[c]:
                around = set(beside[x]).union(*(beside[d] for d in chosen))
                around.difference_update(chosen)
                around.discard(x)
                items = [m * n + k] + [first + d for d in chosen] + [first + d for d in around]
                batch.add(items, [0] + [on] * len(chosen) + [off] * len(around))
        batch.flush()
        if counted:
            names = [f"s{i}.{j}" for i in range(m) for j in range(n)]
            edges = [(names[x], names[y]) for x in range(m * n) for y in beside[x] if x < y]
            model.add_constraint(ReachCount(model, names, edges, "1",
                                            {f"s{i}.{j}": k for (i, j), k in counted.items()}))
        return model

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        return self.shading_rows(self.shades[o] for o in solution if o in self.shades)

    def verify(self, answer) -> str | None:
        shaded = self.shaded_in(answer)
        if isinstance(shaded, str):
            return shaded
        m, n = self.m, self.n
        for c in sorted(shaded & self.clue.keys()):
            return f"{where(c)} holds a circle and is shaded"
        blocks = regions_of(shaded)
        block_of = {c: k for k, b in enumerate(blocks) for c in b}
        for c, v in sorted(self.clue.items()):
            if v == "o":
                continue
            touching = {block_of[d] for d in near(m, n, c) if d in block_of}
            total = sum(len(blocks[k]) for k in touching)
            if total != v:
                return f"the circle at {where(c)} says {v}: the blocks next to it hold {total} shaded cells"
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        shaded = [] if solution is None else [self.shades[o] for o in solution if o in self.shades]
        return {"shaded": shaded, "circles": {c: "white" for c in self.clue},
                "text": {c: str(v) for c, v in self.clue.items() if v != "o"}}

    def svg(self, solution: Sequence[int] | None = None) -> str:
        return picture(self.m, self.n, **self.draw(solution))

    @classmethod
    def clue_at(cls, made: Made, i: int, j: int) -> str | None:
        """An unshaded cell may hold a circle: its number where that is at most 7, else o."""
        if made.answer is None or made.answer[i][j] == "x":
            return None
        m, n = len(made.answer), len(made.answer[0])
        shaded = {(a, b) for a in range(m) for b in range(n) if made.answer[a][b] == "x"}
        total = _count(m, n, (i, j), shaded)
        return str(total) if total <= 7 else "o"

    @classmethod
    def maker(cls, m: int, n: int, rng) -> Made | None:
        """Random blocks of at most four cells (cells shaded at random, a block grown larger
        broken by unshading), and a circle on every unshaded cell: its number where that is at
        most 7, else o. Every circle is removable."""
        shaded = {(i, j) for i in range(m) for j in range(n) if rng.random() < 0.4}
        while True:
            big = [b for b in regions_of(shaded) if len(b) > 4]
            if not big:
                break
            for b in big:
                shaded.discard(rng.choice(b))
        cells = [["-"] * n for _ in range(m)]
        answer = shaded_rows(m, n, shaded)
        for i in range(m):
            for j in range(n):
                if (i, j) not in shaded:
                    total = _count(m, n, (i, j), shaded)
                    cells[i][j] = str(total) if total <= 7 else "o"
        removable = [(i, j) for i in range(m) for j in range(n) if cells[i][j] != "-"]
        return Made(cells, removable, answer=answer)

    @classmethod
    def repair(cls, made: Made, other: list[list[str]]) -> Made | None:
        """A cell unshaded in the answer and shaded in the other gets a circle (its number where
        it is at most 7)."""
        m, n = len(made.cells), len(made.cells[0])
        shaded = {(i, j) for i in range(m) for j in range(n) if made.answer[i][j] == "x"}
        spots = [(i, j) for i in range(m) for j in range(n)
                 if made.answer[i][j] == "-" and other[i][j] == "x" and made.cells[i][j] == "-"]
        if not spots:
            return None
        i, j = spots[zlib.crc32(repr(other).encode()) % len(spots)]
        cells = [row[:] for row in made.cells]
        total = _count(m, n, (i, j), shaded)
        cells[i][j] = str(total) if total <= 7 else "o"
        return Made(cells, list(made.removable) + [(i, j)], answer=made.answer)

    @classmethod
    def decode(cls, rows: int, cols: int, body: list[str]):
        numbers = pzpr.cell_numbers(body, rows, cols)
        return [[("-" if v is None else "o" if v == pzpr.UNKNOWN else str(v))
                 for v in numbers[i * cols:(i + 1) * cols]] for i in range(rows)], None

    def encode(self) -> str:
        return pzpr.write_number16([pzpr.UNKNOWN if v == "o" else v
                                    for v in (self.clue.get((i, j)) for i in range(self.m) for j in range(self.n))])


def _count(m: int, n: int, c: Cell, shaded: set[Cell]) -> int:
    """The shaded cells of the blocks next to ``c``."""
    seen: set[Cell] = set()
    todo = [d for d in near(m, n, c) if d in shaded]
    seen.update(todo)
    while todo:
        for e in near(m, n, todo.pop()):
            if e in shaded and e not in seen:
                seen.add(e)
                todo.append(e)
    return len(seen)
