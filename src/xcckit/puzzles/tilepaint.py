"""Tile Paint (janko.at's Tairupeinto; puzzlekit's ``tile_paint``; pzprjs's ``tilepaint``): shade
whole tiles so that the numbers outside the grid count the shaded cells of each row and column.

Rules (janko.at's): the grid is divided into tiles; shade some tiles, each tile all shaded or
all unshaded; a number above a column (left of a row) says how many of its cells are shaded. A
line without a number (``-``) may hold any number of shaded cells. (pzprjs also asks that some
cell be shaded, and lets clue cells stand inside the grid, kakuro-like: those are no part of the
sites' puzzles, nor of this notation.)

Notation (puzzlekit's ``tile_paint``): a line ``R C`` (rows, columns), a line of the C column
clues, a line of the R row clues (numbers, ``-`` none), then R rows of tile names (the cells of
a tile share a name); R rows of ``-`` cells may come before the tiles, as puzzlekit's reader
allows. puzz.link ``tilepaint`` URLs (pzprjs's: the tiles' borders, the cells (all plain: a URL
with clue cells inside the grid is refused), the column clues, then the row clues). Answer:
``x`` shaded, ``-`` unshaded.

Two models, the first while its options are at most ``LINE_OPTIONS`` (3,000), else the second.
The model of lines is an exact cover with colours, a line at a time as Knuth models a nonogram
(TAOCP 7.2.2.1), on the tiles rather than the cells, since a tile's cells agree. A secondary item
per tile (``t7``: 1 shaded, 0 not). A primary item per clued row and per clued column (``r3``,
``k5``), whose options are the sets of the tiles crossing the line whose cells on it (a tile's
weight there) add up to the clue, each colouring every tile crossing the line 1 or 0; a row and a
column so agree on the tiles they share. A tile that no clued line crosses is a primary item of
its own with its two colours as options. No multiplicity and no side constraint: dlx
(``auto``'s choice, for 30,000 nodes, then sat) keeps each line's tiles arc consistent through
its colour propagation (the hint ``propagate``). The model of counts: the same secondary item per
tile; a tile's cells in groups that share no clued line (:func:`line_groups`), each group a
primary item (``g4``) with two options, ``t:1`` covering the items of the lines its cells lie on,
and ``t:0``; a clued line's item (``r3``, ``k5``) covered clue times (a multiplicity; a line
counted 0 has no item, and the tiles it crosses no ``t:1``). ``auto`` takes it to sat, whose
counter over a line's cells learns what dlx searches for. Every backend takes both models (zdd
counts by the frontier method), and the DLX export is the whole puzzle.

Why two: the published puzzles' line tables hold 300 to 16,000 options; up to about 3,000 dlx
solves and proves them in a few ms (the 323 of up to 3,000: 57 ms at most), beyond it some take
it 40,000-200,000 nodes, and sat, given them after dlx's 30,000, 1-5 s of CPU on the options
(hundreds per line, an option variable each: 3-20 s on the shared machine). sat on the model of
counts takes 0.1-0.5 s on those, but 5-25 ms on the easy ones (dlx: 1-20 ms), so the count of
options chooses (every puzzle whose line tables are over 3,000 options is taken by the counts;
all those that took dlx over 0.2 s had more than 3,300).

Measured (2026-11-29, every published puzzle of puzzlekit's corpus, 377, solved and proven
unique with the published answer; CPU seconds in one warm process, the machine shared under a load
of about ten on its two cores), medians and the slowest, before (the model of lines alone) and
now: 10x10 (101) 2.7 ms / 5 ms, now 2.9 ms / 5 ms; 12x12 (118) 4.5 ms / 49 ms, now 4.3 ms / 59
ms; 15x15 (108) 18.7 ms / 2.4 s, now 18.4 ms / 0.36 s; 16x16 (50) 18.6 ms / 4.8 s and one not done
in 20 s (wall), now 21 ms / 0.50 s. ``scripts/bench.py published --kinds tilepaint --every 2``
beside puzzlekit's CP-SAT (one answer, no proof): see docs/benchmarks.md. Tried and lost: the
model of counts for every puzzle (the tails as now, medians 5.3 / 7.7 / 15.9 / 24 ms: twice the
lines' at 10x10 and 12x12); its cells one primary item each rather than groups (medians up to half
higher); the counts as partial sums along each line in order registers (``r.i.j``: at least j
shaded among the first i tiles), tables of four binary items that sat writes as the clauses of a
weighted sequential counter: sat solves them in a third of the time of the cells' counters, but the
model is plain XCC, so ``auto`` gives dlx its 30,000 nodes first (a node per register: 60 ms
medians at 16x16), and with sat alone the model's 6,000 options cost as much as they save;
parities (the rows and columns mod 2, eliminated over GF(2), as clauses) and the sums of two
neighbouring lines as more counters (sat no faster or slower); both models in one (dlx branches
on the small tables, sat on the options: slower); the count of each line beside the lines' options
(a redundant count: sat 1.3-4.5 s). Tried before: a primary item for every tile (dlx 150,000
nodes), dlx's lookahead (no better), each long line cut in two halves joined by a partial sum (dlx
worse, sat 5 s), redundant items for pairs of neighbouring lines (dlx 6,000 nodes, but 32,000
options: no faster)."""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import InputError
from ..model import Model
from ..text import is_number
from . import is_url, need_text
from .kit import pzpr
from .kit.batch import Batch
from .kit.drawing import picture
from .kit.genre import ClueLine, Genre, Made, lined_rooms, read_lined, regions_by_room
from .kit.grid import OUTSIDE, Cell, neighbours, where
from .kit.rooms import grown_piece, renumbered

SHADED, EMPTY = "1", "0"
LINE_OPTIONS = 3000
"""The most options the model of lines may have (:meth:`TilePaint.build`); a puzzle whose lines
would take more is the model of counts."""
SIZES = (2, 3, 4, 5, 6)
WEIGHTS = (5, 4, 3, 3, 3)
"""The tile sizes the maker draws and how often (the corpus's tiles: 2 to 8 cells, a quarter of
them dominoes, few beyond 6; a cell left alone joins a tile beside it)."""


def weighted_subsets(weights: Sequence[int], total: int) -> list[tuple[bool, ...]]:
    """Every choice of the places of ``weights`` whose weights add up to ``total``, each a tuple
    of booleans (chosen or not), in the order of a search that takes a place before leaving it
    out, a branch cut where what is left cannot reach the total or overshoots it."""
    k = len(weights)
    left = [0] * (k + 1)
    for p in range(k - 1, -1, -1):
        left[p] = left[p + 1] + weights[p]
    out: list[tuple[bool, ...]] = []
    chosen: list[bool] = []

    def grow(p: int, need: int) -> None:
        if need == 0:
            out.append(tuple(chosen) + (False,) * (k - p))
            return
        if p == k or left[p] < need:
            return
        if weights[p] <= need:
            chosen.append(True)
            grow(p + 1, need - weights[p])
            chosen.pop()
        chosen.append(False)
        grow(p + 1, need)
        chosen.pop()

    grow(0, total)
    return out


def subsets_counted(weights: Sequence[int], total: int) -> int:
    """How many choices :func:`weighted_subsets` lists (a line's options), without listing them."""
    ways = [1] + [0] * total
    for w in weights:
        for v in range(total, w - 1, -1):
            ways[v] += ways[v - w]
    return ways[total]


class TilePaint(Genre):
    """``TilePaint(cells, tiles, clues)``: R rows of ``-`` cells, the tile of each cell (numbers),
    and the clues (C + R numbers or None: the columns' clues, then the rows')."""

    kind = "tilepaint"
    url_names = ("tilepaint",)
    rooms = True
    cell_words = "a cell is '-' (a tile paint gives no cells: its tiles follow)"

    def __init__(self, cells: Sequence[Sequence[str]], rooms: Sequence[Sequence[int]] | None = None,
                 extra: Sequence[int | None] = ()) -> None:
        if isinstance(cells, str) or not cells or any(isinstance(r, str) for r in cells):
            raise TypeError("TilePaint(cells, tiles, clues): expected rows of cell strings such as [['-', '-'], "
                            "['-', '-']]")
        m, n = len(cells), len(cells[0])
        clues = list(extra)
        if len(clues) != m + n:
            raise InputError(f"a {m}×{n} tile paint has {m + n} clues (the columns', then the rows'), not "
                             f"{len(clues)}", source=self.kind)
        for k, v in enumerate(clues):
            what, most = (f"column {k + 1}", m) if k < n else (f"row {k - n + 1}", n)
            if v is None or v == "-":
                clues[k] = None
                continue
            if isinstance(v, bool) or not (isinstance(v, int) or (isinstance(v, str) and is_number(v))) or int(v) < 0:
                raise InputError(f"{what}'s clue is {v!r}: a clue is a whole number or '-'", source=self.kind)
            clues[k] = int(v)
            if clues[k] > most:
                raise InputError(f"{what}'s clue {v} is more than {most}, its cells", source=self.kind)
        self.cols, self.rows = clues[:n], clues[n:]
        super().__init__(cells, rooms, clues)

    # ------------------------------------------------------------------ notation
    @classmethod
    def from_text(cls, text: str, source: str | None = None) -> "TilePaint":
        need_text(text, f"{cls.__name__}.from_text(text)")
        if is_url(text.strip()):
            return cls.from_url(text.strip())
        lined = read_lined(text, source, cls.kind, _lines, blocks=(1, 2), things="tiles",
                           rows_note=" ({m} rows of '-' cells may come first)")
        note, cells = lined_rooms(lined, source, cls.kind)
        cls._check_cells(note)
        return cls._placed(source, lined.first, cells, note.rooms, [v for line in lined.numbers for v in line])

    def to_text(self, notation: str | None = None) -> str:
        if self._notation(notation) == "url":
            return self.to_url() + "\n"
        show = lambda values: " ".join("-" if v is None else str(v) for v in values)  # noqa: E731
        rows = [" ".join(str(r + 1) for r in row) for row in renumbered(self.room)]
        return "\n".join([f"{self.m} {self.n}", show(self.cols), show(self.rows), *rows]) + "\n"

    # ------------------------------------------------------------------ URLs
    @classmethod
    def decode(cls, rows: int, cols: int, body: list[str]):
        """pzprjs's body: the tiles' borders, the cells (a skip ``g``-``z`` over 1-20 plain cells;
        anything else a clue cell inside the grid, refused), then a clue per column and per row
        (``.`` none, a hex digit, ``-`` and two hex digits)."""
        text = body[0] if body else ""
        room, rest = pzpr.read_border(text, rows, cols)
        seen, k = 0, 0
        while seen < rows * cols:
            if k >= len(rest):
                raise InputError(f"URL body '{text}': ends before the grid's cells (the URL is cut short)",
                                 source="URL")
            ch = rest[k]
            if not "g" <= ch <= "z":
                raise InputError(f"URL body '{text}': a clue cell inside the grid (pzprjs's kakuro-like cells, "
                                 f"'{ch}' at cell {seen + 1}) is no part of a tile paint here", source="URL")
            seen += int(ch, 36) - 15
            k += 1
        rest = rest[k:]
        clues: list[int | None] = []
        k = 0
        while len(clues) < cols + rows:
            if k >= len(rest):
                raise InputError(f"URL body '{text}': ends after {len(clues)} of the {cols + rows} clues outside the "
                                 "grid (the URL is cut short)", source="URL")
            ch = rest[k]
            digits = rest[k + 1:k + 3] if ch == "-" else ch
            if ch == ".":
                clues.append(None)
            elif len(digits) == (2 if ch == "-" else 1) and all(d in "0123456789abcdef" for d in digits):
                clues.append(int(digits, 16))
            else:
                raise InputError(f"URL body '{text}': unexpected '{rest[k:k + 3] if ch == '-' else ch}' among the "
                                 "clues outside the grid (. none, a hex digit, - and two hex digits)", source="URL")
            k += 3 if ch == "-" else 1
        return [["-"] * cols for _ in range(rows)], room, clues

    def encode(self) -> str:
        cells = self.m * self.n
        skips = "z" * (cells // 20) + ((chr(ord("f") + cells % 20)) if cells % 20 else "")
        clue = lambda v: "." if v is None else f"{v:x}" if v < 16 else f"-{v:02x}"  # noqa: E731
        return pzpr.write_border(self.room) + skips + "".join(map(clue, self.cols + self.rows))

    # ------------------------------------------------------------------ the model
    def tiles(self) -> list[list[Cell]]:
        """The tiles, each its cells in reading order, in the order of their first cells."""
        out: dict[int, list[Cell]] = {}
        for i, row in enumerate(self.room):
            for j, r in enumerate(row):
                out.setdefault(r, []).append((i, j))
        return list(out.values())

    def lines(self) -> list[tuple[str, dict[int, int], int]]:
        """Each clued line: its name, the tiles crossing it with their cells on it, its clue."""
        m, n = self.m, self.n
        of = {c: t for t, cells in enumerate(self.tiles()) for c in cells}
        out = []
        for name, cells, clue in ([(f"r{i}", [(i, j) for j in range(n)], v) for i, v in enumerate(self.rows)]
                                  + [(f"k{j}", [(i, j) for i in range(m)], v) for j, v in enumerate(self.cols)]):
            if clue is not None:
                weight: dict[int, int] = {}
                for c in cells:
                    weight[of[c]] = weight.get(of[c], 0) + 1
                out.append((name, weight, clue))
        return out

    def build(self) -> Model:
        """The model of lines while its options are at most :data:`LINE_OPTIONS`, else the
        model of counts (the module's description says why)."""
        lines = self.lines()
        options = sum(subsets_counted(list(weight.values()), clue) for _, weight, clue in lines)
        return self.line_model(lines) if options <= LINE_OPTIONS else self.count_model()

    def line_model(self, lines: list[tuple[str, dict[int, int], int]] | None = None) -> Model:
        """The model of lines (the module's description): a primary item per clued line, whose
        options are the sets of its tiles that its clue counts (``lines``: :meth:`lines`)."""
        tiles = self.tiles()
        lines = self.lines() if lines is None else lines
        crossed = {t for _, weight, _ in lines for t in weight}
        own = [t for t in range(len(tiles)) if t not in crossed]
        model = Model()
        own_item = dict(zip(own, model.add_items([f"c{t}" for t in own])))
        line_item = model.add_items([name for name, _, _ in lines])
        tile_item = model.add_items([f"t{t}" for t in range(len(tiles))], primary=False)
        shade, empty = model.colour_id(SHADED), model.colour_id(EMPTY)
        batch = Batch(model)
        for t in own:
            for colour in (shade, empty):
                batch.add([own_item[t], tile_item[t]], [0, colour], ordered=True)
        for item, (_, weight, clue) in zip(line_item, lines):
            crossing = sorted(weight)
            items = [item] + [tile_item[t] for t in crossing]
            for chosen in weighted_subsets([weight[t] for t in crossing], clue):
                batch.add(items, [0] + [shade if on else empty for on in chosen], ordered=True)
        model = batch.flush()
        model.hints.propagate = True
        return model

    def count_model(self) -> Model:
        """The model of counts (the module's description): a primary item per group of a tile's cells
        that share no line, a line's clue the multiplicity of its item."""
        model = Model()
        line_item = {("r", i): model.add_primary(f"r{i}", v, v) for i, v in enumerate(self.rows) if v}
        line_item.update({("k", j): model.add_primary(f"k{j}", v, v) for j, v in enumerate(self.cols) if v})
        zero = {("r", i) for i, v in enumerate(self.rows) if v == 0} | {("k", j) for j, v in enumerate(self.cols)
                                                                      if v == 0}
        groups: list[tuple[int, list[int]]] = []  # (the tile, the line items its group's cells count in)
        tiles = self.tiles()
        dark = []
        for t, cells in enumerate(tiles):
            keys = [[key for key in (("r", i), ("k", j)) if key in line_item] for i, j in cells]
            dark.append(not any(key in zero for i, j in cells for key in (("r", i), ("k", j))))
            groups += [(t, sorted(line_item[key] for key in g)) for g in line_groups(keys)]
        group_item = model.add_items([f"g{k}" for k in range(len(groups))])
        tile_item = model.add_items([f"t{t}" for t in range(len(tiles))], primary=False)
        shade, empty = model.colour_id(SHADED), model.colour_id(EMPTY)
        batch = Batch(model)
        for k, (t, lines) in enumerate(groups):
            if dark[t]:  # (a tile that a line counted 0 crosses is never shaded)
                batch.add(lines + [group_item[k], tile_item[t]], [0] * (len(lines) + 1) + [shade], ordered=True)
            batch.add([group_item[k], tile_item[t]], [0, empty], ordered=True)
        return batch.flush()

    # ------------------------------------------------------------------ answers
    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        colour = self.model.colouring(solution)
        return self.shading_rows(c for t, cells in enumerate(self.tiles()) if colour.get(f"t{t}") == SHADED
                                 for c in cells)

    def verify(self, answer) -> str | None:
        shaded = self.shaded_in(answer)
        if isinstance(shaded, str):
            return shaded
        for tile in regions_by_room(self.room):
            tile = sorted(tile)
            on = [c for c in tile if c in shaded]
            if on and len(on) < len(tile):
                off = next(c for c in tile if c not in shaded)
                return f"the tile at {where(tile[0])} is partly shaded ({where(on[0])} shaded, {where(off)} not)"
        for i, clue in enumerate(self.rows):
            have = sum((i, j) in shaded for j in range(self.n))
            if clue is not None and have != clue:
                return f"row {i + 1} holds {have} shaded cells, its clue says {clue}"
        for j, clue in enumerate(self.cols):
            have = sum((i, j) in shaded for i in range(self.m))
            if clue is not None and have != clue:
                return f"column {j + 1} holds {have} shaded cells, its clue says {clue}"
        return None

    # ------------------------------------------------------------------ pictures
    def draw(self, solution: Sequence[int] | None) -> dict:
        """The keywords of the framed picture (:meth:`svg`): the grid one cell in from the top
        and the left, the tiles as rooms, the clues in the grey frame above and left of it."""
        room = [[OUTSIDE] * (self.n + 1)] + [[OUTSIDE] + list(row) for row in self.room]
        text = {(0, j + 1): str(v) for j, v in enumerate(self.cols) if v is not None}
        text.update({(i + 1, 0): str(v) for i, v in enumerate(self.rows) if v is not None})
        shaded = []
        if solution is not None:
            grid = self.grid(solution)
            shaded = [(i + 1, j + 1) for i, row in enumerate(grid) for j, t in enumerate(row) if t == "x"]
        return {"room": room, "text": text, "shaded": shaded}

    def svg(self, solution: Sequence[int] | None = None) -> str:
        """pzprjs's picture: the tiles' borders thick, the clues in grey cells above the columns
        and left of the rows."""
        return picture(self.m + 1, self.n + 1, **self.draw(solution))

    # ------------------------------------------------------------------ making
    @classmethod
    def made(cls, cells: Sequence[Sequence[str]], drawn: Made) -> "TilePaint":
        """The puzzle of a draw whose ``cells`` are the grid framed by its clues above and left
        (:meth:`maker`)."""
        clue = lambda t: None if t == "-" else int(t)  # noqa: E731
        clues = [clue(t) for t in cells[0][1:]] + [clue(row[0]) for row in cells[1:]]
        return cls([list(row[1:]) for row in cells[1:]], drawn.rooms, clues)

    @classmethod
    def maker(cls, m: int, n: int, rng, symmetry: str = "none") -> Made | None:
        """Random tiles (:func:`random_tiles`), each shaded at random (one in two, as in the
        corpus), and every row's and column's count read off the answer. The draw's cells are the
        grid framed by its clues, as the sites draw them (the column clues above, the row clues
        left, the corner ``-``), so that the clues are what the pipeline takes away. No symmetry:
        the clues lie on two sides of the grid, which no turn or mirror maps onto each other."""
        if symmetry != "none":
            raise InputError("a tile paint's clues lie above and left of the grid: no symmetry maps them onto one "
                             "another", source="symmetry")
        room = random_tiles(m, n, rng)
        on = {t for t in {r for row in room for r in row} if rng.random() < 0.5}
        answer = [["x" if r in on else "-" for r in row] for row in room]
        return _framed(answer, room, [(0, j) for j in range(1, n + 1)] + [(i, 0) for i in range(1, m + 1)])

    @classmethod
    def repair(cls, made: Made, other) -> Made | None:
        """Two tiles side by side that the answer shades alike and ``other`` does not are joined
        into one (the smallest such pair; the first in reading order among equals): ``other``
        then shades a tile in part, the answer keeps the rules, the clues stay. Where no such
        pair is left, a tile where ``other`` differs that a clued line crosses is shaded the
        other way and the clues given are read off again: that line's count changes, which
        ``other``, keeping the old one, breaks. None where neither is left."""
        answer, room = made.answer, made.rooms
        m, n = len(room), len(room[0])
        size: dict[int, int] = {}
        for row in room:
            for r in row:
                size[r] = size.get(r, 0) + 1
        best = None
        for i in range(m):
            for j in range(n):
                for a, b in ((i, j + 1), (i + 1, j)):
                    if a < m and b < n and room[a][b] != room[i][j] and answer[a][b] == answer[i][j] \
                            and other[a][b] != other[i][j]:
                        key = (size[room[i][j]] + size[room[a][b]], i, j)
                        if best is None or key < best[0]:
                            best = (key, room[i][j], room[a][b])
        if best is not None:
            _, keep, gone = best
            joined = renumbered([[keep if r == gone else r for r in row] for row in room])
            return Made([list(row) for row in made.cells], list(made.removable), joined, [], answer, made.how)
        clued = {("k", j) for j in range(n) if made.cells[0][j + 1] != "-"}
        clued |= {("r", i) for i in range(m) if made.cells[i + 1][0] != "-"}
        for i in range(m):
            for j in range(n):
                if answer[i][j] != other[i][j] and (("r", i) in clued or ("k", j) in clued):
                    flip = "-" if answer[i][j] == "x" else "x"
                    turned = [[flip if room[a][b] == room[i][j] else t for b, t in enumerate(row)]
                              for a, row in enumerate(answer)]
                    again = _framed(turned, room, list(made.removable), made.how)
                    again.cells = [[t if made.cells[a][b] != "-" else "-" for b, t in enumerate(row)]
                                   for a, row in enumerate(again.cells)]
                    return again
        return None


def line_groups(keys: Sequence[Sequence]) -> list[list]:
    """The cells of a tile, each given as the clued lines it lies on (``keys``), in groups that
    share no line (each cell in the first group it fits, in reading order), as the lines of each
    group: a group's option covers each of them once. Cells on no clued line are left out; a tile
    with none is one group on no line (its shading is still to be chosen)."""
    groups: list[list] = []
    for lines in keys:
        if lines:
            group = next((g for g in groups if not any(key in g for key in lines)), None)
            if group is None:
                groups.append(list(lines))
            else:
                group.extend(lines)
    return groups or [[]]


def random_tiles(m: int, n: int, rng) -> list[list[int]]:
    """An m×n grid cut into tiles: from each cell in reading order that no tile holds yet, a tile
    grown at random to a size drawn from :data:`SIZES` (as far as free cells beside it allow); a
    cell left alone joins the smallest tile beside it. The tiles numbered by their first cells."""
    owner: dict[Cell, int] = {}
    size: list[int] = []
    for i in range(m):
        for j in range(n):
            if (i, j) not in owner:
                for c in grown_piece(m, n, owner, (i, j), rng.choices(SIZES, WEIGHTS)[0], rng):
                    owner[c] = len(size)
                size.append(sum(1 for t in owner.values() if t == len(size)))
    for c, t in sorted(owner.items()):
        if size[t] == 1 and m * n > 1:
            near = min((size[owner[nb]], owner[nb]) for _, nb in neighbours(m, n, c))
            owner[c] = near[1]
            size[near[1]] += 1
            size[t] = 0
    return renumbered([[owner[i, j] for j in range(n)] for i in range(m)])


def _framed(answer: list[list[str]], room: list[list[int]], removable: list[Cell], how: str = "") -> Made:
    """The draw of an answer: the grid (nothing given) framed by every count it gives, the column
    counts above and the row counts left."""
    m, n = len(answer), len(answer[0])
    top = ["-"] + [str(sum(answer[i][j] == "x" for i in range(m))) for j in range(n)]
    framed = [top] + [[str(row.count("x"))] + ["-"] * n for row in answer]
    return Made(framed, sorted(removable), room, [], answer,
                how or "random tiles, each shaded at random, every count read off")


def _lines(m: int, n: int) -> list[ClueLine]:
    """The lines of clues of an m × n grid: each at most a line's cells."""
    return [ClueLine(what, length, f"{{tok}} is more than {length}, the cells of a {what}")
            for what, length in (("column", m), ("row", n))]
