"""Foseruzu (janko.at's name; Nikoli's Four Cells and Five Cells): divide the grid into regions of
four (or five) cells; a number is how many of its cell's sides are region borders.

Rules. The name is the Japanese reading of Nikoli's "Four Cells" (フォーセルズ); janko.at files
Nikoli's "Five Cells" under it too. The rules as the stored pages state them (puzzling.stackexchange's
"Four Cells", Simon Tatham's Palisade, which credits Nikoli's Five Cells, and pzprjs's checks for
``fourcells``/``fivecells``): divide the grid along the grid lines into regions of exactly four
(Five Cells: five) cells each; a number in a cell says how many of its four sides are region
borders, the grid's edge included; a region may hold any number of numbers, or none. (No page
found says anything of fossils: the name is only the reading.) Checked against puzzlekit's dataset (janko.at's Foseruzu
1-310 with their published answers, three of which have a size line that does not match their
rows) by a brute force written apart from this module: in all 307 readable ones every region is
connected and of one size, 4 (18 puzzles: 021-024, 041-044, 151-153, 161-163, 241-242, 251-252) or
5 (289), and every one of the 11,422 numbers counts its cell's sides on a border or the edge.
pzprjs's ``fourcells`` and ``fivecells`` also have cells that are no part of the grid (``@``
here): a side next to one is a border.

Notation (janko.at's, as puzzlekit's dataset holds it): a first line ``R C`` or ``R C K`` (K the
cells of a region), then R rows of cells separated by blanks: ``-`` an empty cell, a number 0-4,
``?`` a number not given (pzprjs's ``.``), ``@`` or ``#`` no cell of the grid. The dataset's text
does not say K (janko.at's page does): without K, every region has 4 cells or every region 5
(those of the two that divide the grid's cells). puzz.link ``fourcells`` (K = 4) and
``fivecells`` (K = 5) URLs, both ways. Answer: each cell the number of its region, numbered by
their first cells column by column (as the dataset does), ``-`` a cell that is no part of the grid.

The model is Knuth's for polyomino packings (TAOCP 7.2.2.1): a primary item per cell of the grid
and an option per connected set of K cells (each fixed polyomino of K cells at each place it fits,
:func:`placed_sets`) in which every number counts the sides of its cell that leave the
set. A number's borders are those of its own region alone, so each option keeps or breaks the
numbers it holds by itself: pure exact cover, every backend takes it and the DLX export is the
whole puzzle. Where K is not given and both 4 and 5 divide the cells, the options of both sizes
are listed and each colours one secondary item ``size`` with its size, so that all the regions
of an answer agree (XCC's colours; a 10×10's 5,469 sets before the numbers cut them to
1,000-3,000 options). On a grid of more than :data:`SIDES_FROM` cells the borders are said
too: a secondary item per side between two cells (``r``/``d``: a cell's right and lower side),
which each option colours ``s`` (both cells in it) or ``b`` (a border), and a primary item per
cell (``n``) whose options are the colourings of its sides that its number allows (4 less the
number inside its region), or for a cell without one 1 to K - 1 (at most 4) inside: redundant,
the packing alone decides them, but the sat translation writes such an item as clauses over
the sides' variables alone (a table), so that what it learns is said in borders, and dlx, with
colour propagation on (``hints.propagate``), sees a number's borders from both sides of them.

Published puzzles, 2026-11-29 (``scripts/bench.py published --every 1 --time-limit 20``: every
puzzle of puzzlekit's corpus, as its text stands, without K; each read, its model built and
solved with ``unique=True``, auto choosing dlx and handing the hard ones to sat; puzzlekit has no
foseruzu solver to run beside; a shared 2-core machine under a load of 4-11): 307 of the 310 read
(three, 21x10 and 23x10, have ten rows under their size line: refused in one line); 297 solved and
proven unique with the published answer. Ten 10x10s (024, 026, 044, 096, 121, 152, 242, 252, 264,
270) also have answers with regions of the other size, 2 or more, so without K they are not
unique; with K on the first line each has its published answer alone. With the sides (the
plain packing before them, run back to back, load about 11): 20x25 0.49 s (12.2), 18x25 4.3
(7.1), 15x19 4.3 (4.9), 15x21 0.20 (1.8), 25x40 median 0.92, largest 10.7 (13.9, and 20.7 not
decided), 30x45 1.2 (not decided in 20 s); 10x18 median 0.125, largest 2.4 (0.067, 4.4); 15x15
0.13, 0.20 (0.055, 2.1). CPU seconds in one process, every puzzle: 32.3 in all before, 14.3 with
the sides; 30x45 5.8 -> 0.33, 25x40 3.2-5.2 -> 0.24-3.0, 20x25 1.9 -> 0.14. The proof of
uniqueness is sat's on 304 (18x25), 222 (15x19) and 307 (25x40) (dlx's 30,000 nodes run out),
else dlx's in a few thousand nodes. CaDiCaL alone (sat's CNF, found and proven unique, CPU s):
20x25 1.9 -> 0.5 (the tables of the numbers alone 0.7), 30x45 6.4 -> 1.7, 18x25 2.1 -> 0.2;
the CNF doubles (970,000 clauses on the 30x45), its translation about 1 s of the rest.
Tried and lost: each side coloured only by the options of its left or upper cell (40% fewer
clauses; sat 2-4 times slower), a table per corner of four cells (never exactly one border:
no help to sat, dlx slower), the cells' tables before the cells (dlx's node counts up and down
by luck), cpsat (the 20x25 not decided in 30 s). Below :data:`SIDES_FROM` cells the plain
packing stays: the sides cost a 10x10 about 10 ms of building and search (median 0.009 ->
0.020 s CPU) and saved nothing there. Listing the options is a few milliseconds (the fixed
polyominoes moved across the grid, :func:`placed_sets`; a 30x45's 76,246 sets of 5 in 10 ms),
the clue filter numpy's.
"""

from __future__ import annotations

import functools
import re
import zlib
from collections.abc import Sequence

import numpy as np

from ..errors import InputError
from ..model import Model
from . import blank_grid, grid_puzzle_arg, read_grid_puzzle, url_data
from .kit import pzpr
from .kit.batch import Batch
from .burokku import random_blocks
from .kit.division import numbered, read_division
from .kit.drawing import picture
from .kit.genre import AtCell, Genre, Made
from .kit.shapes import free_polyominoes, orientations
from .kit.grid import OUTSIDE, OUTSIDE_MARKS, SIDE_STEPS, Cell, where

HOLE = "@"
"""A cell that is no part of the grid (``@`` or ``#``; pzprjs's ``7``, its 'empty' cell)."""
SIZES = (4, 5)
"""The region sizes when the first line does not give one: Four Cells and Five Cells."""
MOST_SIZE = 6
"""The largest region size taken (the sets of 6 cells of a 30×45 grid are 290,000)."""
URL_NAMES = {4: "fourcells", 5: "fivecells"}
SIDES_FROM = 150
"""Grids of more cells than this get the sides and the cells' tables (see the docstring); a
smaller one is the plain packing, which dlx proves unique faster than it builds the rest."""


class Foseruzu(Genre):
    """``Foseruzu(cells, extra=(K,))``: rows of cell strings ('-', a number 0-4, '?', '@'); K
    (where given) the cells of a region, else 4 or 5."""

    kind = "foseruzu"
    header_extra = ("K", "the cells of a region")
    numbered_regions = True
    url_names = ("fourcells", "fivecells")

    cell_words = "a cell is a number 0-4 (its sides on a border), ? (a number not given), @ (no cell) or '-'"

    def __init__(self, cells: Sequence[Sequence[str]], rooms=None, extra: Sequence[int] = ()) -> None:
        if rooms is not None:
            raise InputError("a foseruzu has no rooms", source=self.kind)
        super().__init__(cells, None, extra)

    @classmethod
    def read_cell(cls, tok: str) -> object:
        if tok == "-":
            return None
        if tok == "?":
            return pzpr.UNKNOWN
        if tok in OUTSIDE_MARKS:
            return HOLE
        if tok.isascii() and tok.isdigit() and int(tok) <= 4:
            return int(tok)
        raise ValueError(cls.cell_words)

    # ------------------------------------------------------------------ notation
    @classmethod
    def from_args(cls, args: Sequence[str]) -> "Foseruzu":
        """A puzzle (a file, - or a bundled one, a URL), or ``MxN``: the blank grid."""
        arg = grid_puzzle_arg(args, cls)
        size = blank_grid(arg, "4x5")
        if size is not None:
            return cls([["-"] * size[1] for _ in range(size[0])])
        return read_grid_puzzle(cls, arg)

    # ------------------------------------------------------------------ the model
    def holes(self) -> list[Cell]:
        return sorted(c for c, v in self.clue.items() if v == HOLE)

    def sizes(self) -> tuple[int, ...]:
        """The region sizes an answer may have: K where given, else those of 4 and 5 that divide
        the cells (an InputError where none does)."""
        cells = self.m * self.n - len(self.holes())
        if len(self.extra) > 1:
            raise InputError(f"a foseruzu takes one number beyond its size (the cells of a region), not "
                             f"{len(self.extra)}", source=self.kind)
        if self.extra:
            k = int(self.extra[0])
            if not 1 <= k <= MOST_SIZE:
                raise InputError(f"a region has 1 to {MOST_SIZE} cells, not {k}", source=self.kind)
            if cells % k:
                raise InputError(f"regions of {k} cells do not divide the grid's {cells} cells", source=self.kind)
            return (k,)
        fits = tuple(k for k in SIZES if cells and cells % k == 0)
        if not fits:
            raise InputError(f"regions of 4 or 5 cells do not divide the grid's {cells} cells (give K, the cells "
                             "of a region, on the first line: 'R C K')", source=self.kind)
        return fits

    def build(self) -> Model:
        m, n = self.m, self.n
        sizes = self.region_sizes = self.sizes()
        for c, v in sorted(self.clue.items()):
            if v == 4 and max(sizes) > 1:
                raise AtCell(self.kind, c, f"a 4 is a region of one cell: the regions here have {max(sizes)}")
            if v == 0 and max(sizes) < 5:
                raise AtCell(self.kind, c, f"a 0 and its four neighbours are five cells of one region: the "
                                           f"regions here have {max(sizes)}")
        holes = self.holes()
        given = np.full(m * n, -1, dtype=np.int64)  # (each cell's number, -1 none)
        for (i, j), v in self.clue.items():
            if isinstance(v, int) and v >= 0:
                given[i * n + j] = v
        item = np.full(m * n, -1, dtype=np.int64)  # (a cell's primary item; -1 a hole)
        open_cells = [i * n + j for i in range(m) for j in range(n) if (i, j) not in self.clue
                      or self.clue[i, j] != HOLE]
        item[open_cells] = np.arange(len(open_cells))
        with_sides = m * n > SIDES_FROM
        # The sides between two cells of the grid (none on a small grid): ``side[c, d]`` the
        # side of cell c towards d (right, down, left, up), ``beside[c, d]`` the cell there.
        where_open = item >= 0
        beside = _beside(m, n, where_open)
        side = np.full((m * n, 4), -1, dtype=np.int64)  # (numbered below, after the primary items)
        owner = [(c, d) for c in range(m * n) for d in (0, 1) if beside[c, d] >= 0] if with_sides else []
        tabled = np.asarray(open_cells if with_sides else [], dtype=np.int64)
        model = Model()
        model.add_items([f"c{c // n}.{c % n}" for c in open_cells])
        table_item = np.full(m * n, -1, dtype=np.int64)
        table_item[tabled] = np.asarray(model.add_items([f"n{c // n}.{c % n}" for c in tabled]), dtype=np.int64)
        size_item = model.add_secondary("size") if len(sizes) > 1 else None
        first_side = model.n_items
        model.add_items([f"{'rd'[d]}{c // n}.{c % n}" for c, d in owner], primary=False)
        for t, (c, d) in enumerate(owner):
            side[c, d] = side[beside[c, d], d + 2] = first_side + t
        same, border = (model.colour_id("s"), model.colour_id("b")) if with_sides else (0, 0)
        batch = Batch(model)
        self.sets: list[tuple[int, np.ndarray]] = []
        none = np.iinfo(np.int64).max
        for k in sizes:
            sets = placed_sets(m, n, k)
            sets = sets[(item[sets] >= 0).all(axis=1)] if holes else sets
            sets = sets[self._keep(sets, given, n)]
            if not len(sets):
                continue
            # Each option colours the sides of its cells: ``s`` between two of them, ``b`` (a
            # border) out of the set; a side inside the set once (as its left or upper cell's).
            sides, there = side[sets], beside[sets]  # (N, k, 4)
            inside = (there[..., None] == sets[:, None, None, :]).any(axis=3)
            keep = (sides >= 0) & (~inside | (np.arange(4) < 2))
            code = np.where(keep, sides * 2 + inside, none).reshape(len(sets), -1)
            code.sort(axis=1)  # (a side and its colour in one number, sorted by the side)
            real = np.hstack([np.ones((len(sets), k + (size_item is not None)), dtype=bool), code != none])
            ids = [item[sets]] + ([np.full((len(sets), 1), size_item)] if size_item is not None else [])
            colours = [np.zeros_like(sets)] + ([np.full((len(sets), 1), model.colour_id(str(k)))]
                                               if size_item is not None else [])
            ids = np.hstack(ids + [code >> 1])
            colours = np.hstack(colours + [np.where(code & 1, same, border)])
            first = batch.block(real.sum(axis=1), ids[real], colours[real])
            self.sets.append((first, sets))
        self.n_regions = batch.next
        _tables(batch, sizes, side, given, tabled, table_item, same, border)
        batch.flush()
        rows = [x for i in range(m) for j in range(n) for x in (item[i * n + j], table_item[i * n + j]) if x >= 0]
        cols = [x for j in range(n) for i in range(m) for x in (item[i * n + j], table_item[i * n + j]) if x >= 0]
        model.hints.propagate = with_sides
        model.hints.sweeps = {"rows": [int(x) for x in rows], "columns": [int(x) for x in cols]}
        return model

    @staticmethod
    def _keep(sets: np.ndarray, given: np.ndarray, n: int) -> np.ndarray:
        """Which of ``sets`` (rows of cells) keep every number they hold: a cell's borders are its
        four sides less its neighbours in the set (the edge, a hole and another region alike)."""
        a, b = sets[:, :, None], sets[:, None, :]
        beside = ((np.abs(a - b) == n) | ((np.abs(a - b) == 1) & (a // n == b // n))).sum(axis=2)
        want = given[sets]
        return ((want < 0) | (want == 4 - beside)).all(axis=1)

    def _cells_of(self, o: int) -> np.ndarray:
        for first, sets in reversed(self.sets):
            if o >= first:
                return sets[o - first]
        raise IndexError(o)

    # ------------------------------------------------------------------ answers
    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        n = self.n
        region = {divmod(int(c), n): o for o in solution if o < self.n_regions for c in self._cells_of(o)}
        return numbered(self.m, n, region)

    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        holes = {c for c, v in self.clue.items() if v == HOLE}
        regions, problem = read_division(grid, holes)
        if problem:
            return problem
        size = int(self.extra[0]) if self.extra else None
        for t, cells in regions:
            if size is None and len(cells) in SIZES:
                size = len(cells)  # (without K: the first region's, 4 or 5, is every region's)
            if len(cells) != size:
                say = f"a region has {size}" if self.extra else (
                    f"region {regions[0][0]} has {size}" if size else "a region has 4 cells or 5")
                return f"region {t} at {where(cells[0])} has {len(cells)} cells, {say}"
        for (i, j), v in sorted(self.clue.items()):
            if isinstance(v, int) and v >= 0 and borders(grid, i, j) != v:
                return f"the {v} at {where((i, j))} has {borders(grid, i, j)} sides on a region's border"
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        return {"text": {c: "?" if v == pzpr.UNKNOWN else str(v) for c, v in self.clue.items() if v != HOLE}}

    def svg(self, solution: Sequence[int] | None = None) -> str:
        """The numbers; the regions' borders where solved; a cell that is no part of the grid grey."""
        holes = set(self.holes())
        rows = self.grid(solution) if solution is not None else [["0"] * self.n for _ in range(self.m)]
        room = [[OUTSIDE if (i, j) in holes else int(rows[i][j]) for j in range(self.n)] for i in range(self.m)]
        return picture(self.m, self.n, room=room, **self.draw(solution))

    # ------------------------------------------------------------------ URLs
    @classmethod
    def from_url(cls, url: str) -> "Foseruzu":
        if not isinstance(url, str):
            raise TypeError(f"{cls.__name__}.from_url(url): expected a string, not {type(url).__name__} {url!r}")
        w, h, body, flags = url_data(url, cls.kind, cls.url_names)
        cls.url_flags(flags, url)
        name = re.search(r"\?(?:\w+=\w+&)*(fourcells|fivecells)", url)[1]
        cells, _ = cls.decode(h, w, body)
        try:
            return cls(cells, None, [5 if name == "fivecells" else 4])
        except AtCell as err:
            raise InputError(f"{err.message} ({where(err.cell)})", source="URL") from None
        except InputError as err:
            raise InputError(err.message, source="URL") from None

    @classmethod
    def decode(cls, rows: int, cols: int, body: list[str]):
        """pzprjs's ``decodeFivecells``: a digit a number (``7`` a cell that is no part of the grid),
        ``.`` a number not given, ``a``-``z`` 1-26 empty cells."""
        text = body[0] if body else ""
        out: list[str] = []
        for ch in text:
            if len(out) >= rows * cols:
                break
            if ch == "7":
                out.append(HOLE)
            elif ch == ".":
                out.append("?")
            elif ch in "01234":
                out.append(ch)
            elif "a" <= ch <= "z":
                out += ["-"] * (int(ch, 36) - 9)
            else:
                raise InputError(f"URL body '{text}': unexpected character '{ch}' (a number 0-4, 7 no cell, "
                                 "'.' a number not given, a-z empty cells)", source="URL")
        if len(out) < rows * cols:
            raise InputError(f"URL body '{text}': ends after {len(out)} of the grid's {rows * cols} cells (the URL "
                             "is cut short)", source="URL")
        out = out[:rows * cols]
        return [out[i * cols:(i + 1) * cols] for i in range(rows)], None

    def encode(self) -> str:
        return pzpr.write_gaps((self.clue_token(tok) for row in self.cells for tok in row), "a")

    def clue_token(self, tok: str) -> str | None:
        """A cell as pzprjs writes it (None: empty)."""
        v = self.read_cell(tok)
        if v is None:
            return None
        if v == HOLE:
            return "7"
        return "." if v == pzpr.UNKNOWN else str(v)  # (0-3: a 4 is a region of one cell, which has no URL)

    def to_url(self) -> str:
        sizes = self.sizes()
        if len(sizes) != 1 or sizes[0] not in URL_NAMES:
            raise InputError("pzprjs's URLs are fourcells (regions of 4 cells) and fivecells (5): give K on the "
                             "first line ('R C 4' or 'R C 5')" if len(sizes) != 1 else
                             f"pzprjs has no URLs for regions of {sizes[0]} cells (fourcells 4, fivecells 5)",
                             source="url")
        return pzpr.url(URL_NAMES[sizes[0]], self.m, self.n, self.encode())

    # ------------------------------------------------------------------ making
    @classmethod
    def made(cls, cells, drawn: Made) -> "Foseruzu":
        return cls(cells, None, drawn.extra)

    @classmethod
    def maker(cls, m: int, n: int, rng) -> Made | None:
        """Random regions of 5 cells (4 where 5 does not divide the grid's cells;
        :func:`~.burokku.random_blocks`), every cell numbered with its sides on a border, each
        number removable. None where the regions did not come out."""
        k = next((k for k in (5, 4) if (m * n) % k == 0), None)
        if k is None:
            raise InputError(f"regions of 4 or 5 cells do not divide a {m}×{n} grid ({m * n} cells)", source="size")
        blocks = random_blocks(m, n, k, rng)
        if blocks is None:
            return None
        answer = numbered(m, n, {c: b for b, block in enumerate(blocks) for c in block})
        cells = [[str(borders(answer, i, j)) for j in range(n)] for i in range(m)]
        return Made(cells, [(i, j) for i in range(m) for j in range(n)], None, [k], answer,
                    f"random regions of {k} cells, every cell numbered")

    @classmethod
    def repair(cls, made: Made, other) -> Made | None:
        """A number the ``other`` answer breaks: an empty cell whose sides on a border differ
        between the made answer and the other gets its number from the made answer (drawn by a
        checksum of ``other``: repeatable). None where every empty cell has the same borders in
        both (the other answer keeps every number the made one gives)."""
        mine, theirs = made.answer, [[str(t) for t in row] for row in other]
        m, n = len(mine), len(mine[0])
        differ = [(i, j) for i in range(m) for j in range(n) if made.cells[i][j] == "-"
                  and borders(mine, i, j) != borders(theirs, i, j)]
        if not differ:
            return None
        i, j = differ[zlib.crc32(repr(other).encode()) % len(differ)]
        cells = [list(row) for row in made.cells]
        cells[i][j] = str(borders(mine, i, j))
        return Made(cells, sorted(set(made.removable) | {(i, j)}), None, list(made.extra), made.answer, made.how)


def _beside(m: int, n: int, where_open: np.ndarray) -> np.ndarray:
    """The cell beside each cell of an m × n grid towards right, down, left and up (-1: none, or not open)."""
    cell = np.arange(m * n)
    row, col = cell // n, cell % n
    beside = np.full((m * n, 4), -1, dtype=np.int64)
    beside[col < n - 1, 0] = cell[col < n - 1] + 1
    beside[row < m - 1, 1] = cell[row < m - 1] + n
    beside[col > 0, 2] = cell[col > 0] - 1
    beside[row > 0, 3] = cell[row > 0] - n
    beside[(beside >= 0) & ~where_open[np.maximum(beside, 0)]] = -1
    beside[~where_open] = -1
    return beside


def _tables(batch: Batch, sizes: tuple[int, ...], side: np.ndarray, given: np.ndarray, tabled: np.ndarray,
            table_item: np.ndarray, same: int, border: int) -> None:
    """Adds each cell's table to ``batch``: the colourings of its sides its number (or the regions' sizes) allows."""
    # (the colourings of a cell's sides with as many inside its region as its number says (4 less
    # the number: the edge and a hole are borders), else with 1 to K - 1)
    lo, hi = (1 if min(sizes) > 1 else 0), min(4, max(sizes) - 1)
    around = side[:, [3, 2, 0, 1]]  # (up, left, right, down: each cell's sides in ascending ids)
    there = around >= 0
    kind = (there * (1 << np.arange(4))).sum(axis=1) * 8 + np.where(given >= 0, given, 5)
    for key in np.unique(kind[tabled]):  # (the cells alike: the same sides, the same number)
        group = tabled[kind[tabled] == key]
        mask, v = divmod(int(key), 8)
        width = bin(mask).count("1")
        want = {4 - v} if v < 5 else set(range(lo, hi + 1))
        bits = np.array([b for b in range(1 << width) if bin(b).count("1") in want], dtype=np.int64)
        if not len(bits):
            continue  # (the cell's own item has no option either)
        pattern = np.where((bits[:, None] >> np.arange(width)) & 1, same, border)  # (p, width)
        ids = np.repeat(np.hstack([table_item[group][:, None], around[group][:, there[group[0]]]]), len(bits), 0)
        colours = np.tile(np.hstack([np.zeros((len(bits), 1), dtype=np.int64), pattern]), (len(group), 1))
        batch.rows(ids, colours)


@functools.lru_cache(maxsize=8)
def fixed_shapes(k: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """The fixed polyominoes of ``k`` cells (every rotation and reflection of the free ones: 19
    of 4 cells, 63 of 5), each as its cells from row 0 and column 0."""
    return tuple(shape for free in free_polyominoes(k) for shape in orientations(free))


@functools.lru_cache(maxsize=16)
def placed_sets(m: int, n: int, k: int) -> np.ndarray:
    """Every connected set of ``k`` cells of the m×n grid (cells numbered in reading order), each
    once: the rows of an array, each a fixed polyomino (:func:`fixed_shapes`) at each place it
    fits, its cells ascending. (Read-only: cached.)"""
    out = []
    for shape in fixed_shapes(k):
        h = max(r for r, _ in shape) + 1
        w = max(c for _, c in shape) + 1
        if h > m or w > n:
            continue
        corner = (np.arange(m - h + 1)[:, None] * n + np.arange(n - w + 1)[None, :]).ravel()
        offsets = np.array(sorted(r * n + c for r, c in shape), dtype=np.int64)
        out.append(corner[:, None] + offsets[None, :])
    sets = np.concatenate(out) if out else np.zeros((0, k), dtype=np.int64)
    sets.flags.writeable = False
    return sets


def borders(grid: Sequence[Sequence[str]], i: int, j: int) -> int:
    """The sides of cell (i, j) on a region's border in an answer's ``grid`` (the edge included)."""
    m, n = len(grid), len(grid[0])
    return sum(1 for di, dj in SIDE_STEPS
               if not (0 <= i + di < m and 0 <= j + dj < n) or grid[i + di][j + dj] != grid[i][j])
