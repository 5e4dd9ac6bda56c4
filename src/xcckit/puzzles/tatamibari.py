"""Tatamibari: divide the grid into rectangles, each holding exactly one symbol: ``s`` (drawn
``+``) a square, ``h`` (``-``) one wider than tall, ``v`` (``|``) one taller than wide; no four
rectangles meet at a point.

Notation (puzzlekit's ``tatamibari``): ``R C``, then R rows of ``s``, ``h``, ``v`` or ``-``
(empty), ``?`` a symbol whose shape is not given (its rectangle holds no other symbol, of any
shape; pzprjs's ``.``); puzz.link ``tatamibari`` URLs. Answer: each cell the number of its rectangle (numbered
by their top-left corners column by column, as puzzlekit's examples do).

The model, pure exact cover: a primary item per cell, and an option per symbol and rectangle of
its shape that holds it and no other symbol, covering its cells. Each unit segment between two
cells is a secondary item coloured 1 (a border) or 0, which the rectangles on either side colour
alike; each point inside the grid is a primary item with an option per junction that rectangles
make there (no border, a straight line either way, a T four ways), colouring its four segments.
Four rectangles meeting at a point is the junction left out. (Two uncoloured items per point, for
a top-left corner and a bottom-right one, say the same with fewer entries, but the search only
learns of the crossing when both rectangles are placed: on made 20×20 puzzles dlx then
wandered for minutes where the junctions let it see a point's last way at once.)
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence

from ..errors import InputError
from ..model import Model
from .batch import Batch
from .division import (Counts, Rect, cells_of, move_clue, numbered, placements, random_rectangles, read_division,
                       rectangle)
from .drawing import picture
from .grid import Cell, where
from .genre import Genre, Made

SHAPES = {"s": "a square", "h": "wider than tall", "v": "taller than wide"}
DRAWN = {"s": "+", "h": "−", "v": "|", "?": "?"}
ANY = "?"
"""A symbol whose shape is not given."""
URL_CODE = {"1": "v", "2": "h", "3": "s"}
"""pzprjs's digits (its qnum 2 vertical, 3 horizontal, 1 square)."""


JUNCTIONS = ((0, 0, 0, 0), (1, 1, 0, 0), (0, 0, 1, 1), (1, 1, 1, 0), (1, 1, 0, 1), (1, 0, 1, 1), (0, 1, 1, 1))
"""What may meet at a point inside the grid: borders (up, down, left, right) of the rectangles
around it; never four (nor a corner alone, nor a dead end: rectangles make none)."""


def shape(h: int, w: int) -> str:
    return "s" if h == w else ("h" if w > h else "v")


class Tatamibari(Genre):
    """``Tatamibari(cells)``: rows of cell strings, ``s``, ``h``, ``v`` or '-'."""

    kind = "tatamibari"
    peer = "tatamibari"
    bench_sizes = ((10, 10), (20, 20))
    numbered_regions = True
    url_names = ("tatamibari",)
    summary = "divide the grid into rectangles, each holding one symbol of its shape, no four meeting at a point"
    arguments = "PUZZLE"
    description = ("PUZZLE is a file in puzzlekit's notation: a line 'R C', then R rows of cells separated by "
                   "blanks, s (its rectangle is a square, drawn +), h (wider than tall, drawn -), v (taller than "
                   "wide, drawn |), ? (a symbol whose shape is not given) or '-' (empty); - for standard input; a "
                   "puzz.link URL "
                   "(https://puzz.link/p?tatamibari/W/H/...); or a bundled puzzle by name (demo-10x10). The answer: "
                   "each cell the number of its rectangle, the rectangles numbered 1, 2, ... by their top-left "
                   "corners column by column. Rules: the grid is divided into rectangles, each holding exactly one "
                   "symbol, of its shape; no four rectangles meet at a point. The model is pure exact cover: every "
                   "backend counts it (zdd small grids only: the junctions' colours make its diagrams wide).")
    examples = ("xcc solve tatamibari demo-10x10 --unique", "xcc count tatamibari demo-10x10 --backend dlx",
                "xcc solve tatamibari demo-10x10 --svg t.svg")

    cell_tokens = {"-": None, **{shape: shape for shape in SHAPES}, ANY: ANY}
    cell_words = ("a cell is s (a square), h (wider than tall), v (taller than wide), ? (a shape not given) "
                  "or '-'")

    def build(self) -> Model:
        m, n = self.m, self.n
        for c, sym in sorted(self.clue.items()):
            if (sym == "h" and n == 1) or (sym == "v" and m == 1):
                raise InputError(f"the symbol {sym} at {where(c)} asks for a rectangle {SHAPES[sym]}: the {m}×{n} "
                                 "grid has none", source=self.kind)
        model = Model()
        cells = m * n
        points = (m - 1) * (n - 1)
        model.add_items([f"c{i}.{j}" for i in range(m) for j in range(n)]
                        + [f"p{i}.{j}" for i in range(1, m) for j in range(1, n)])
        model.add_items([f"v{i}.{j}" for i in range(m) for j in range(1, n)]
                        + [f"h{i}.{j}" for i in range(1, m) for j in range(n)], primary=False)
        vfirst, hfirst = cells + points, cells + points + m * (n - 1)
        off, on = model.colour_id("0"), model.colour_id("1")

        def vseg(i: int, j: int) -> int:  # (between cells (i, j-1) and (i, j))
            return vfirst + i * (n - 1) + j - 1

        def hseg(i: int, j: int) -> int:  # (between cells (i-1, j) and (i, j))
            return hfirst + (i - 1) * n + j

        batch = Batch(model)
        counts = Counts(m, n, self.clue)
        self.rects: list[tuple[Cell, Rect]] = []
        for c, sym in sorted(self.clue.items()):
            for r in self._rectangles(c, counts):
                top, left, h, w = r
                if shape(h, w) != sym != ANY:
                    continue
                items = [i * n + j for i, j in cells_of(r)]
                colours = [0] * len(items)
                for i in range(top, top + h):
                    items += [vseg(i, j) for j in range(max(left, 1), min(left + w + 1, n))]
                    colours += [on if j in (left, left + w) else off for j in range(max(left, 1), min(left + w + 1, n))]
                for j in range(left, left + w):
                    items += [hseg(i, j) for i in range(max(top, 1), min(top + h + 1, m))]
                    colours += [on if i in (top, top + h) else off for i in range(max(top, 1), min(top + h + 1, m))]
                batch.add(items, colours)
                self.rects.append((c, r))
        for i in range(1, m):
            for j in range(1, n):
                for pattern in JUNCTIONS:
                    batch.add([cells + (i - 1) * (n - 1) + j - 1, vseg(i - 1, j), vseg(i, j), hseg(i, j - 1),
                               hseg(i, j)], [0] + [on if p else off for p in pattern])
        batch.flush()
        model.hints.sweeps = {"rows": list(range(m * n)), "columns": [i * n + j for j in range(n) for i in range(m)]}
        return model

    def _rectangles(self, c: Cell, counts: Counts) -> list[Rect]:
        """The rectangles that hold ``c`` and no other symbol (of any shape): a size none of
        whose places is free of other symbols has no larger size free either."""
        out: list[Rect] = []
        for w in range(1, self.n + 1):
            wide = False
            for h in range(1, self.m + 1):
                free = [r for r in placements(self.m, self.n, c, h, w) if counts.within(*r) == 1]
                if not free:
                    break
                wide = True
                out += free
            if not wide:
                break
        return out

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        region = {}
        for o in solution:
            if o >= len(self.rects):
                continue  # (a point's option)
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
            r = rectangle(cells)
            if r is None:
                return f"region {t} at {where(cells[0])} is not a rectangle"
            symbols = [c for c in cells if c in self.clue]
            if not symbols:
                return f"region {t} at {where(cells[0])} holds no symbol"
            if len(symbols) > 1:
                return f"region {t} at {where(cells[0])} holds {len(symbols)} symbols"
            sym = self.clue[symbols[0]]
            if shape(r[2], r[3]) != sym != ANY:
                return (f"region {t} at {where(cells[0])} is {r[2]}×{r[3]}: its symbol {sym} at {where(symbols[0])} "
                        f"says {SHAPES[sym]}")
        for i in range(1, self.m):
            for j in range(1, self.n):
                if len({grid[i - 1][j - 1], grid[i - 1][j], grid[i][j - 1], grid[i][j]}) == 4:
                    return f"four regions meet at the top-left corner of {where((i, j))}"
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        return {"text": {c: DRAWN[v] for c, v in self.clue.items()}}

    def svg(self, solution: Sequence[int] | None = None) -> str:
        room = None if solution is None else [[int(t) for t in row] for row in self.grid(solution)]
        return picture(self.m, self.n, room=room, **self.draw(solution))

    @classmethod
    def maker(cls, m: int, n: int, rng) -> Made | None:
        """Random rectangles of which no four meet at a point (:func:`~.division.random_rectangles`),
        each with its symbol in a random cell of it. Every symbol is needed: none is removable."""
        rects = random_rectangles(m, n, rng, crossing=False)
        cells = [["-"] * n for _ in range(m)]
        region = {}
        for r in rects:
            i, j = rng.choice(cells_of(r))
            cells[i][j] = shape(r[2], r[3])
            for c in cells_of(r):
                region[c] = r
        return Made(cells, [], answer=numbered(m, n, region))

    @classmethod
    def repair(cls, made: Made, other: list[list[str]]) -> Made | None:
        """Each rectangle of the answer that the other answer does not have is cut in two where
        it can be (no four rectangles then meet), the new part's symbol in a cell that the other
        answer's region of the old symbol holds (which then holds two); where none can be cut, a
        symbol moves out of the other answer's region (:func:`~.division.move_clue`). Cutting
        adds rectangles, so repairs never go round in circles."""
        m, n = len(made.cells), len(made.cells[0])
        regions, _ = read_division(made.answer)
        theirs = {c: t for t, cells in read_division(other)[0] for c in cells}
        sizes: dict[str, int] = {}
        for t in theirs.values():
            sizes[t] = sizes.get(t, 0) + 1
        key = zlib.crc32(repr(other).encode())
        cells = [row[:] for row in made.cells]
        owner = {c: k for k, (_, cs) in enumerate(regions) for c in cs}
        cut = False
        for _, region in regions:
            clue = next(c for c in region if cells[c[0]][c[1]] != "-")
            if all(theirs[c] == theirs[clue] for c in region) and sizes[theirs[clue]] == len(region):
                continue  # (the same rectangle in both)
            for part, rest in _cuts(rectangle(region), clue):
                spots = [c for c in cells_of(rest) if theirs[c] == theirs[clue]] or cells_of(rest)
                spot = spots[key % len(spots)]
                tried = dict(owner)
                for c in cells_of(rest):
                    tried[c] = rest
                if _crossing(m, n, tried):
                    continue
                cells[clue[0]][clue[1]] = shape(part[2], part[3])
                cells[spot[0]][spot[1]] = shape(rest[2], rest[3])
                owner, cut = tried, True
                break
        if not cut:
            return move_clue(made, other)
        return Made(cells, [], answer=numbered(m, n, owner))

    @classmethod
    def decode(cls, rows: int, cols: int, body: list[str]):
        text = body[0] if body else ""
        marks: list[str] = []
        for k, ch in enumerate(text):
            if len(marks) >= rows * cols:
                break
            if ch in URL_CODE:
                marks.append(URL_CODE[ch])
            elif "g" <= ch <= "z":
                marks += ["-"] * (int(ch, 36) - 15)
            elif ch == ".":
                marks.append(ANY)
            else:
                raise InputError(f"URL body '{text}': unexpected character '{ch}' in the symbols", source="URL")
        if len(marks) < rows * cols:
            raise InputError(f"URL body '{text}': ends after {len(marks)} of the grid's {rows * cols} cells (the URL "
                             "is cut short)", source="URL")
        marks = marks[:rows * cols]  # (a skip may go past the grid's end: pzprjs stops there)
        return [marks[i * cols:(i + 1) * cols] for i in range(rows)], None

    def encode(self) -> str:
        code = {v: k for k, v in URL_CODE.items()}
        out, gap = [], 0
        for i in range(self.m):
            for j in range(self.n):
                sym = self.clue.get((i, j))
                if sym is None:
                    gap += 1
                    if gap == 20:
                        out.append("z")
                        gap = 0
                    continue
                if gap:
                    out.append(chr(ord("f") + gap))
                    gap = 0
                out.append(code.get(sym, "."))
        if gap:
            out.append(chr(ord("f") + gap))
        return "".join(out)


def _crossing(m: int, n: int, owner: dict[Cell, object]) -> bool:
    """Whether four regions meet at a point."""
    return any(len({owner[i - 1, j - 1], owner[i - 1, j], owner[i, j - 1], owner[i, j]}) == 4
               for i in range(1, m) for j in range(1, n))


def _cuts(r: Rect, keep: Cell) -> list[tuple[Rect, Rect]]:
    """The ways to cut rectangle ``r`` in two by a straight line: (the part holding ``keep``, the other)."""
    top, left, h, w = r
    out = []
    for k in range(1, h):
        a, b = (top, left, k, w), (top + k, left, h - k, w)
        out.append((a, b) if keep[0] < top + k else (b, a))
    for k in range(1, w):
        a, b = (top, left, h, k), (top, left + k, h, w - k)
        out.append((a, b) if keep[1] < left + k else (b, a))
    return out
