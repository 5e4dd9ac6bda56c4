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
from dataclasses import dataclass, replace

from ..errors import InputError
from ..model import Model
from .kit import pzpr
from .kit.batch import Batch
from .kit.division import (Counts, Rect, SymmetricMade, cells_of, fixed, move_clue, moved, numbered, placements,
                       random_rectangles, read_division, rectangle)
from .kit.drawing import picture
from .kit.grid import Cell, images, where
from .kit.genre import Genre, Made

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
    numbered_regions = True
    url_names = ("tatamibari",)

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
    def maker(cls, m: int, n: int, rng, symmetry: str = "none") -> Made | None:
        """Random rectangles of which no four meet at a point (:func:`~.division.random_rectangles`),
        each with its symbol in a random cell of it. Every symbol is needed: none is removable.

        With a ``symmetry`` (``rot2``, ``rot4``, ``mirror``) the rectangles are placed orbit by
        orbit (:func:`~.division.random_rectangles` with :func:`_fits`) and each image of a rectangle has its symbol in the
        same image of its symbol's cell (a quarter turn makes an h a v); a rectangle that the
        symmetry maps onto itself has its symbol in a cell that the symmetry fixes. Repairs keep
        the symmetry (:meth:`repair`). None (the draw refused) where the orbits shut a cell in
        so that four rectangles would meet. A quarter turn on a grid of even side is refused (an
        InputError): the four cells round the centre, which it takes to one another, lie in four
        rectangles (one holding them all would need its symbol on the centre), which meet there."""
        if symmetry == "rot4" and m % 2 == 0:
            raise InputError(f"a tatamibari symmetric under rot4 needs an odd side, not {m}x{n}: the four cells "
                             "round the centre of an even grid lie in four rectangles, which meet there",
                             source="symmetry")
        if symmetry == "none":
            rects = random_rectangles(m, n, rng, crossing=False)
            cells = [["-"] * n for _ in range(m)]
            region = {}
            for r in rects:
                i, j = rng.choice(cells_of(r))
                cells[i][j] = shape(r[2], r[3])
                for c in cells_of(r):
                    region[c] = r
            return Made(cells, [], answer=numbered(m, n, region))
        maps = images(m, n, symmetry)
        rects = random_rectangles(m, n, rng, symmetry=symmetry, fits=_fits)
        if rects is None:
            return None
        cells = [["-"] * n for _ in range(m)]
        for r in rects:
            if any(cells[i][j] != "-" for i, j in cells_of(r)):
                continue  # (an image of a rectangle whose symbol is placed)
            itself = all(moved(r, f) == r for f in maps)
            a, b = rng.choice(fixed(r, maps) if itself else cells_of(r))
            for f in maps:
                s = moved(r, f)
                i, j = f(a, b)
                cells[i][j] = shape(s[2], s[3])
        answer = numbered(m, n, {c: r for r in rects for c in cells_of(r)})
        return _SymmetricDraw(cells, [], answer=answer, symmetry=symmetry)

    @classmethod
    def repair(cls, made: Made, other: list[list[str]]) -> Made | None:
        """Each rectangle of the answer that the other answer does not have is cut in two where
        it can be (no four rectangles then meet), the new part's symbol in a cell that the other
        answer's region of the old symbol holds (which then holds two); where none can be cut, a
        symbol moves out of the other answer's region (:func:`~.division.move_clue`). Cutting
        adds rectangles, so repairs never go round in circles. In a symmetric draw a rectangle
        is cut with its images, each the same way, and a rectangle that the symmetry maps onto
        itself only into two such (across a mirror's axis), the new symbol on the axis too; a
        symbol moves with its images, never back to where a repair moved it from
        (:func:`_symmetric_move`)."""
        m, n = len(made.cells), len(made.cells[0])
        maps = images(m, n, getattr(made, "symmetry", "none"))
        regions, _ = read_division(made.answer)
        theirs = {c: t for t, cells in read_division(other)[0] for c in cells}
        sizes: dict[str, int] = {}
        for t in theirs.values():
            sizes[t] = sizes.get(t, 0) + 1
        key = zlib.crc32(repr(other).encode())
        cells = [row[:] for row in made.cells]
        owner = {c: k for k, (_, cs) in enumerate(regions) for c in cs}
        cut: set[Cell] = set()  # (the cells of the rectangles cut, images and all)
        for _, region in regions:
            if region[0] in cut:
                continue  # (an image of a rectangle cut)
            clue = next(c for c in region if cells[c[0]][c[1]] != "-")
            if all(theirs[c] == theirs[clue] for c in region) and sizes[theirs[clue]] == len(region):
                continue  # (the same rectangle in both)
            whole = rectangle(region)
            itself = any(moved(whole, f) == whole for f in maps[1:])  # (then every map: its symbol on the axis)
            for part, rest in _cuts(whole, clue):
                free = fixed(rest, maps) if itself else cells_of(rest)
                if itself and (not free or moved(part, maps[1]) != part):
                    continue  # (each part is its own image, its symbol on the axis)
                spots = [c for c in free if theirs[c] == theirs[clue]] or free
                spot = spots[key % len(spots)]
                tried = dict(owner)
                for f in maps:
                    for c in cells_of(moved(rest, f)):
                        tried[c] = moved(rest, f)
                if _crossing(m, n, tried):
                    continue
                for f in maps:
                    for r, (i, j) in ((moved(part, f), f(*clue)), (moved(rest, f), f(*spot))):
                        cells[i][j] = shape(r[2], r[3])
                    cut.update(cells_of(moved(whole, f)))
                owner = tried
                break
        if not cut:
            return move_clue(made, other) if len(maps) == 1 else _symmetric_move(made, other, maps, key)
        return replace(made, cells=cells, removable=[], answer=numbered(m, n, owner), built=None)

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
        return pzpr.write_gaps(None if sym is None else code.get(sym, ".") for sym in self.clue_list())


def _symmetric_move(made: Made, other: list[list[str]], maps, key: int) -> Made | None:
    """A symbol of a symmetric draw moved with its images (as :func:`~.division.move_clue` moves
    one): each image of it to the same image of its new cell, a cell of the image's rectangle
    outside the other answer's region of the symbol (a symbol that the symmetry fixes to a cell
    it fixes), where a region of the other answer then holds no symbol or two; the move drawn by
    ``key`` among those that make no puzzle the draw's repairs have made before (its ``left``:
    two moves could otherwise undo each other, each ruling out the answer the other lets in).
    None where there is none."""
    answer, cells = made.answer, made.cells
    mine, _ = read_division(answer)
    own = {c: t for t, region in mine for c in region}
    theirs = {c: t for t, region in read_division(other)[0] for c in region}
    moves = []
    for _, region in mine:
        clue = next(c for c in region if cells[c[0]][c[1]] != "-")
        old = {f(*clue) for f in maps}
        for to in region:
            new = {f(*to) for f in maps}
            if theirs[to] == theirs[clue] or len(new) != len(old) or any(own[f(*to)] != own[f(*clue)] for f in maps):
                continue
            held: dict[str, int] = {}
            for c, step in [(c, -1) for c in old] + [(c, 1) for c in new]:
                held[theirs[c]] = held.get(theirs[c], 0) + step
            if any(held.values()):
                moves.append((clue, to))
    left = set(getattr(made, "left", ())) | {_text(cells)}
    for k in range(len(moves)):
        clue, to = moves[(key + k) % len(moves)]
        out = [row[:] for row in cells]
        tokens = {f(*to): cells[f(*clue)[0]][f(*clue)[1]] for f in maps}  # (read before any is emptied)
        for f in maps:
            a, b = f(*clue)
            out[a][b] = "-"
        for (i, j), t in tokens.items():
            out[i][j] = t
        if _text(out) not in left:
            return replace(made, cells=out, removable=[], built=None, left=tuple(sorted(left)))
    return None


def _text(cells: list[list[str]]) -> str:
    return "".join("".join(row) for row in cells)


def _fits(owner: list[list[int]], r: Rect, maps, first: int) -> bool:
    """Whether the free rectangle ``r`` and its images under ``maps`` can join the symmetric
    division ``owner`` (cell -> its rectangle's index, -1 free; ``first`` the next index): the
    images free and apart, one for each map, or all ``r`` itself holding a cell that every map
    fixes (for its symbol); and then no point where four rectangles meet or must meet
    (:func:`_must_cross`)."""
    m, n = len(owner), len(owner[0])
    seen = list(dict.fromkeys(moved(r, f) for f in maps))
    if len(seen) == 1:
        if not fixed(r, maps):
            return False
    else:
        cells = [c for x in seen for c in cells_of(x)]
        if len(seen) != len(maps) or len(set(cells)) != len(cells) or any(owner[a][b] >= 0 for a, b in cells):
            return False
    apart = len(maps) > 1 and not fixed((0, 0, m, n), maps)
    for k, x in enumerate(seen):
        for a, b in cells_of(x):
            owner[a][b] = first + k
    try:
        return not any(_must_cross(owner, (a, b), maps, apart) for top, left, h, w in seen
                       for a in range(max(1, top), min(m - 1, top + h) + 1)
                       for b in range(max(1, left), min(n - 1, left + w) + 1))
    finally:
        for x in seen:
            for a, b in cells_of(x):
                owner[a][b] = -1


def _must_cross(owner: list[list[int]], p: Cell, maps, apart: bool) -> bool:
    """Whether four rectangles meet, or will meet whatever is placed, at the top-left corner of
    cell ``p`` of the division ``owner`` (-1 a free cell): the rectangles there and the fewest
    new ones its free cells need, one for a free cell, two for three or for two diagonal to
    each other (a rectangle holding both would hold the two between) or images of each other
    (``apart``: the symmetry fixes no cell, so no rectangle holds a cell and its image)."""
    a, b = p
    around = [(a - 1, b - 1), (a - 1, b), (a, b - 1), (a, b)]
    held = {owner[i][j] for i, j in around if owner[i][j] >= 0}
    free = [c for c in around if owner[c[0]][c[1]] < 0]
    if len(free) == 2:
        (i, j), d = free
        new = 2 if (i != d[0] and j != d[1]) or (apart and any(f(i, j) == d for f in maps)) else 1
    else:
        new = {0: 0, 1: 1, 3: 2, 4: 1}[len(free)]
    return len(held) + new >= 4


@dataclass
class _SymmetricDraw(SymmetricMade):
    """A symmetric draw of :meth:`Tatamibari.maker`, with the symbols (:func:`_text`) of the
    puzzles its repairs have moved symbols away from, which :func:`_symmetric_move` makes no
    more."""

    left: tuple[str, ...] = ()


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
