"""Gokigen Naname (Slant): a diagonal in every cell, each number at a corner counting the diagonals
that touch it, and no closed loop of diagonals.

Rules (janko.at's): draw a diagonal (``/`` or ``\\``) in every cell of the grid. A number on a
point where cells meet says how many diagonals touch that point (0-4). The diagonals form no
closed loop.

Notation (the sites', as puzzlekit's dataset gives it; puzzlekit has no solver): a first line
``R C`` (rows and columns of cells), then R + 1 rows of C + 1 points (the cells' corners)
separated by blanks, each ``-`` or a number 0-4; puzz.link ``gokigen`` URLs (pzprjs's
``decode4Cross``: its points row by row; a ``.`` point, pzprjs's clue without a number, reads as
none). A point is named by its row and column among the points, from 1: ``point r1c1`` is the
top-left corner of the grid, ``point r{R+1}c{C+1}`` the bottom-right. Answer (as the dataset
writes it): R rows of C cells, each ``/`` or ``\\``.

The model, in Knuth's way an exact cover with colours. Colour the grid's points by the parity of
row + column: a cell's ``/`` joins two of its corners of one parity and its ``\\`` the two of the
other, so a cell's diagonal is named by the parity it joins, ``e`` (even) or ``o`` (odd): the
``e`` diagonal of cell (i, j) is ``\\`` where i + j is even, ``/`` where it is odd. A diagonal
touches a corner exactly when it is of the corner's parity. Then:

* a primary item per cell, its two options colouring the cell's secondary item ``e`` or ``o``;
* a primary item per numbered point, its options the colourings of its (up to four) cells in
  which exactly that many are of its parity (at most C(4, 2) = 6), and one per point inside the
  grid without a number, its options the 15 colourings with at least one (a point inside that no
  diagonal touches is ringed by the four diagonals around it: the smallest loop). Every point's
  options colour the same cells, so the SAT translation writes each as clauses over the cells'
  colours (a table), with no variable per option;
* the no-loop rule as two :class:`~xcckit.constraints.Connected` constraints, by planar duality.
  The diagonals of one parity close a loop exactly when a point of the other parity cannot reach
  the edge of the grid through diagonals of its own: the loop is in the way; conversely, the
  graphs of all even and all odd diagonals are each other's planar duals (the points on the edge
  merged into the outer face), and a set of edges of a plane graph has no cycle exactly when the
  dual edges of the others join every face. So: no loop exactly when every point reaches the
  edge, that is when every point inside is touched by a diagonal (the items above) and every
  diagonal reaches the edge through diagonals of its parity. The second is "the cells coloured
  ``e`` hang together" in the graph whose vertices are the cells' secondary items and a border
  vertex ``be`` (coloured ``e`` by both options of the first cell), with an edge between two
  cells that share an even point inside the grid (their ``e`` diagonals both touch it: the four
  cells round a point are a clique) and between a cell and ``be`` where the cell has an even
  point on the edge; likewise ``o`` with ``bo``. Checked against the brute force of the rules
  on every grid up to 3×4 and on small clued grids (tests).

Every backend takes it: sat (auto's choice: lazy connectivity cuts) and cpsat (distances from a
root) by their translations, dlx checking connectedness on partial solutions, zdd counting by the
frontier method (a blank 6×6: 8,238,791,743 answers, 4 s). The DLX export is the exact cover
alone, without the two connected constraints.

Measured (2026-11-29, a 2-core machine at a load of 10-12, so that wall times were 4-6 times the
CPU times): all 780 published puzzles of puzzlekit's dataset (6×6 to 24×36) solved by auto (sat)
and proven unique, each with the published answer. CPU per puzzle, the model built in the time,
median (largest) of the first of two runs (the second, as loaded, 5-35 % higher): 6×6 6 ms, 8×8
8 (13), 10×10 10.5 (43), 12×12 14 (22), 14×14 17 (55), 17×17 25 (59), 14×24 30 (82), 16×24 31
(49), 20×36 66 (95), 24×36 90 ms (145). ``scripts/bench.py published --every 7`` (wall): 10×10
74 ms, 24×36 0.71 s median, 0.85 s at most. Of a 10×10's 10 ms about 4 are the model (half of
them the connected constraints' graphs, built from names) and the rest the translation and some
4-6 SAT calls. On every 26th puzzle dlx solves and proves each too (CPU median 14 ms at 10×10,
0.48 s at 24×36, 0.67 s at most), cpsat in 77 ms and 1 s. Puzzlekit has no solver for the genre.
The maker asks its questions of one incremental SAT solver (:meth:`optional_clues`): a minimal
10×10 in 0.3 s of CPU, 17×17 1.2 s, 24×36 11 s.
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from itertools import combinations, product

import numpy as np

from ..constraints import Connected
from ..errors import InputError
from ..model import Model
from ..text import is_number
from . import blank_grid, grid_puzzle_arg, is_url, need_text, read_grid_puzzle, svg_letter
from .kit import pzpr, rules
from .kit.batch import Batch
from .kit.drawing import picture
from .kit.genre import AtCell, Genre, Made, line_tokens, number_line
from .kit.grid import Cell, where

SLASH, BACKSLASH = "/", "\\"
EVEN, ODD = "e", "o"
"""A cell's colour in the model: its diagonal joins its even corners (row + column even) or its odd ones."""


def point(p: Cell) -> str:
    """A point (a cells' corner) as messages name it: its row and column among the points, from 1."""
    return f"point r{p[0] + 1}c{p[1] + 1}"


def corners_of(m: int, n: int, p: Cell) -> list[Cell]:
    """The cells of an m×n grid that have the point ``p`` as a corner (1, 2 or 4), in reading order."""
    a, b = p
    return [(i, j) for i in (a - 1, a) for j in (b - 1, b) if 0 <= i < m and 0 <= j < n]


def parity(p: Cell) -> str:
    return EVEN if (p[0] + p[1]) % 2 == 0 else ODD


def diagonal(c: Cell, colour: str) -> str:
    """The diagonal (``/`` or ``\\``) of cell ``c`` that joins its corners of parity ``colour``."""
    return BACKSLASH if (colour == EVEN) == ((c[0] + c[1]) % 2 == 0) else SLASH


def ends(c: Cell, slant: str) -> tuple[Cell, Cell]:
    """The two corners of cell ``c`` that its diagonal ``slant`` joins."""
    i, j = c
    return ((i, j), (i + 1, j + 1)) if slant == BACKSLASH else ((i, j + 1), (i + 1, j))


def touching(grid: Sequence[Sequence[str]], p: Cell) -> int:
    """How many diagonals of ``grid`` (rows of ``/`` and ``\\``) touch the point ``p``."""
    m, n = len(grid), len(grid[0])
    return sum(p in ends(c, grid[c[0]][c[1]]) for c in corners_of(m, n, p))


class Forest:
    """The points joined by the diagonals drawn so far (union-find): :meth:`join` draws one."""

    def __init__(self) -> None:
        self.parent: dict[Cell, Cell] = {}

    def root(self, x: Cell) -> Cell:
        while self.parent.get(x, x) != x:
            x = self.parent[x]
        return x

    def closes(self, c: Cell, slant: str) -> bool:
        """Whether the diagonal ``slant`` of cell ``c`` would close a loop."""
        a, b = (self.root(x) for x in ends(c, slant))
        return a == b

    def join(self, c: Cell, slant: str) -> None:
        a, b = (self.root(x) for x in ends(c, slant))
        self.parent[a] = b


class GokigenNaname(Genre):
    """``GokigenNaname(points)``: the R + 1 rows of C + 1 point strings, ``-`` or a number 0-4."""

    kind = "gokigennaname"
    url_names = ("gokigen",)

    least = 0
    most = 4
    cell_words = "a point is '-' or a number 0-4"
    drawn_unique = True
    """Every clue given, the answer is forced cell by cell in reading order (a cell's top-left
    corner's number decides it, the cells before being known)."""

    def __init__(self, cells: Sequence[Sequence[str]], rooms=None, extra: Sequence[int] = ()) -> None:
        if isinstance(cells, str) or not cells or any(isinstance(r, str) for r in cells):
            raise TypeError("GokigenNaname(points): expected the rows of points (the cells' corners) such as "
                            "[['-', '1', '-'], ['2', '-', '-'], ['-', '-', '0']]")
        if len(cells) < 2 or any(len(row) < 2 for row in cells):
            raise InputError("a gokigennaname grid of R×C cells has R+1 rows of C+1 points: at least 2 of each",
                             source=self.kind)
        super().__init__(cells, rooms, extra)
        self.m, self.n = len(self.cells) - 1, len(self.cells[0]) - 1

    # ------------------------------------------------------------------ reading
    @classmethod
    def from_args(cls, args: Sequence[str]) -> "GokigenNaname":
        """A puzzle (a file, - or a URL), or ``MxN``: the blank grid of M rows and N columns of cells."""
        arg = grid_puzzle_arg(args, cls)
        size = blank_grid(arg, "3x3")
        if size is not None:
            return cls([["-"] * (size[1] + 1) for _ in range(size[0] + 1)])
        return read_grid_puzzle(cls, arg)

    @classmethod
    def from_text(cls, text: str, source: str | None = None) -> "GokigenNaname":
        """The sites' notation: the first line gives the grid in cells, the rows its points."""
        need_text(text, "GokigenNaname.from_text(text)")
        if is_url(text.strip()):
            return cls.from_url(text.strip())
        lines = [(k, line) for k, line in enumerate(text.split("\n"), 1) if line.strip()]
        if not lines:
            raise InputError("empty gokigennaname puzzle: expected a line 'R C' and R+1 rows of C+1 points",
                             source=source, line=1, col=1)
        first, head = lines[0]
        size = head.split()
        if len(size) != 2 or not all(is_number(t) and int(t) > 0 for t in size):
            raise InputError(f"expected the first line 'R C' (the grid's rows and columns of cells, from 1), not "
                             f"'{head.strip()}'", source=source, line=first, col=1)
        m, n = int(size[0]), int(size[1])
        body = lines[1:]
        if len(body) != m + 1:
            line = body[m + 1][0] if len(body) > m + 1 else (body[-1][0] + 1 if body else first + 1)
            raise InputError(f"the first line says {m}×{n}: expected {m + 1} rows of points (the cells' corners), "
                             f"found {len(body)} rows", source=source, line=line, col=1)
        rows, places = [], []
        for lineno, line in body:
            values = number_line(line, lineno, n + 1, source, cls.most,
                                 f"this row has {{found}} points, the first line says {n} columns: {{want}} points",
                                 f"'{{tok}}': {cls.cell_words}", f"'{{tok}}': {cls.cell_words}")
            rows.append(["-" if v is None else str(v) for v in values])
            places.append([(lineno, col + 1) for col, _ in line_tokens(line)])
        try:
            return cls._placed(source, first, rows)
        except AtCell as err:
            line, col = places[err.cell[0]][err.cell[1]]
            raise InputError(err.message, source=source, line=line, col=col) from None

    # ------------------------------------------------------------------ the model
    def build(self) -> Model:
        return self._model()

    def _model(self, droppable: bool = False) -> Model:
        """The model (see the module's docstring); ``droppable``: each number's item apart from
        the point's "at least one" item (``q`` and its place) inside the grid, so that dropping
        the number's item leaves the puzzle without that number (:meth:`optional_clues`)."""
        m, n = len(self.cells) - 1, len(self.cells[0]) - 1
        self._check_clues(m, n)
        points = [((a, b), self.clue.get((a, b)), "p") for a in range(m + 1) for b in range(n + 1)
                  if (a, b) in self.clue or (0 < a < m and 0 < b < n)]
        if droppable:
            points += [(p, None, "q") for p, k, _ in points if k is not None and 0 < p[0] < m and 0 < p[1] < n]
        model = Model()
        model.add_items([f"c{i}.{j}" for i in range(m) for j in range(n)])
        model.add_items([f"{x}{a}.{b}" for (a, b), _, x in points])
        value = len(model.names)  # (cell (i, j)'s secondary item is value + i * n + j)
        model.add_items([f"v{i}.{j}" for i in range(m) for j in range(n)] + ["be", "bo"], primary=False)
        border = {EVEN: value + m * n, ODD: value + m * n + 1}
        colour = {k: model.colour_id(k) for k in (EVEN, ODD)}
        batch = Batch(model)
        # a cell's two options; the first cell's colour the border vertices too
        batch.add([0, value, border[EVEN], border[ODD]], [0, colour[EVEN], colour[EVEN], colour[ODD]], ordered=True)
        batch.add([0, value, border[EVEN], border[ODD]], [0, colour[ODD], colour[EVEN], colour[ODD]], ordered=True)
        both = np.repeat(np.arange(1, m * n, dtype=np.int64), 2)  # (the other cells, each twice)
        shades = np.tile([colour[EVEN], colour[ODD]], m * n - 1)
        batch.rows(np.stack([both, both + value], axis=1), np.stack([np.zeros_like(both), shades], axis=1))
        # a point's options: the colourings of its cells with as many of its parity as it says
        groups: dict[tuple, list[list[int]]] = {}
        for k, (p, clue, _) in enumerate(points):
            around = [value + i * n + j for i, j in corners_of(m, n, p)]
            groups.setdefault((len(around), parity(p), clue), []).append([m * n + k] + around)
        for (size, mine, clue), heads in groups.items():
            rows = np.array([[colour[t] for t in row] for row in product(EVEN + ODD, repeat=size)
                             if (row.count(mine) == clue if clue is not None else row.count(mine) >= 1)],
                            dtype=np.int64)
            items = np.repeat(np.array(heads, dtype=np.int64), len(rows), axis=0)
            batch.rows(items, np.concatenate([np.zeros((len(items), 1), dtype=np.int64),
                                              np.tile(rows, (len(heads), 1))], axis=1))
        batch.flush()
        # the no-loop rule: the cells of a parity joined through the points of that parity inside
        # the grid, and to its border vertex through those on the edge
        names = model.names
        edges: dict[str, list[tuple[str, str]]] = {EVEN: [], ODD: []}
        for a in range(m + 1):
            for b in range(n + 1):
                around = [names[value + i * n + j] for i, j in corners_of(m, n, (a, b))]
                if 0 < a < m and 0 < b < n:
                    edges[parity((a, b))] += combinations(around, 2)
                else:
                    edges[parity((a, b))] += ((names[border[parity((a, b))]], v) for v in around)
        for mine in (EVEN, ODD):
            vertices = [names[border[mine]]] + list(names[value:value + m * n])
            model.add_constraint(Connected(model, vertices, edges[mine], mine))
        # sweeps: the cells by rows (by columns), each point right after the last of its cells
        at = [(i, j, 0) for i in range(m) for j in range(n)]
        at += [(min(a, m - 1), min(b, n - 1), 1) for (a, b), _, _ in points]
        model.hints.sweeps = {"rows": sorted(range(len(at)), key=lambda k: at[k]),
                              "columns": sorted(range(len(at)), key=lambda k: (at[k][1], at[k][0], at[k][2]))}
        return model

    def _check_clues(self, m: int, n: int) -> None:
        """A number no answer keeps is an error at its point: more than its cells, or a 0 inside
        the grid (the four diagonals round it would close a loop)."""
        for p, k in sorted(self.clue.items()):
            have = len(corners_of(m, n, p))
            if k > have:
                raise AtCell(self.kind, p, f"the {k} at {point(p)} is more than its {have} cell"
                                           f"{'' if have == 1 else 's'}")
            if k == 0 and 0 < p[0] < m and 0 < p[1] < n:
                raise AtCell(self.kind, p, f"the 0 at {point(p)} is inside the grid: the four diagonals round it "
                                           "would close a loop")

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        """A cell's options are its first two: option 2k is cell k's ``e`` diagonal, 2k + 1 its ``o``."""
        out = [[""] * self.n for _ in range(self.m)]
        for o in solution:
            if o < 2 * self.m * self.n:
                i, j = divmod(o // 2, self.n)
                out[i][j] = diagonal((i, j), ODD if o % 2 else EVEN)
        return out

    # ------------------------------------------------------------------ the rules
    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        bad = rules.tokens_in(grid, (SLASH, BACKSLASH), "/ or \\")
        if bad:
            return bad
        for p, k in sorted(self.clue.items()):
            have = touching(grid, p)
            if have != k:
                return f"{point(p)} says {k} but {have} diagonal{' touches' if have == 1 else 's touch'} it"
        drawn = Forest()
        for i, row in enumerate(grid):
            for j, t in enumerate(row):
                if drawn.closes((i, j), t):
                    return f"the diagonals close a loop (through {where((i, j))})"
                drawn.join((i, j), t)
        return None

    # ------------------------------------------------------------------ pictures
    def svg(self, solution: Sequence[int] | None = None) -> str:
        """The sites' picture: the grid, the diagonals drawn corner to corner, each number in a
        white circle on its point."""
        cell, pad = 28, 3
        out = picture(self.m, self.n, cell=cell)
        parts = [f'<rect x="{pad}" y="{pad}" width="{self.n * cell}" height="{self.m * cell}" fill="none" '
                 'stroke="black" stroke-width="2"/>']
        if solution is not None:
            for i, row in enumerate(self.grid(solution)):
                for j, t in enumerate(row):
                    (y1, x1), (y2, x2) = ends((i, j), t)
                    parts.append(f'<line x1="{pad + x1 * cell}" y1="{pad + y1 * cell}" x2="{pad + x2 * cell}" '
                                 f'y2="{pad + y2 * cell}" stroke="black" stroke-width="3" stroke-linecap="round"/>')
        for (a, b), k in sorted(self.clue.items()):
            x, y = pad + b * cell, pad + a * cell
            parts.append(f'<circle cx="{x}" cy="{y}" r="{cell * 0.3:.1f}" fill="white" stroke="black" '
                         'stroke-width="1.5"/>')
            parts.append(svg_letter(x, y, cell * 0.4, str(k)))
        return out.replace("</svg>", "\n".join(parts) + "\n</svg>")

    # ------------------------------------------------------------------ making
    @classmethod
    def clue_at(cls, made: Made, i: int, j: int) -> str | None:
        """Any point may hold its number."""
        return None if made.answer is None else str(touching(made.answer, (i, j)))

    @classmethod
    def maker(cls, m: int, n: int, rng) -> Made | None:
        """A random answer: the cells in a random order, each a random diagonal of those that
        close no loop (one always does: were both to close one, the loop through one would part
        the other's ends); every point its number, each removable."""
        drawn = Forest()
        order = [(i, j) for i in range(m) for j in range(n)]
        rng.shuffle(order)
        answer = [[SLASH] * n for _ in range(m)]
        for c in order:
            t = rng.choice([t for t in (SLASH, BACKSLASH) if not drawn.closes(c, t)])
            drawn.join(c, t)
            answer[c[0]][c[1]] = t
        cells = [[str(touching(answer, (a, b))) for b in range(n + 1)] for a in range(m + 1)]
        return Made(cells, [(a, b) for a in range(m + 1) for b in range(n + 1)], answer=answer)

    @classmethod
    def repair(cls, made: Made, other: list[list[str]]) -> Made | None:
        """A point without its number where the other answer's count differs gets it back (there
        is one: the first cell the answers differ in changes its top-left corner's count)."""
        answer = made.answer
        m, n = len(answer), len(answer[0])
        spots = [(a, b) for a in range(m + 1) for b in range(n + 1)
                 if made.cells[a][b] == "-" and touching(answer, (a, b)) != touching(other, (a, b))]
        if not spots:
            return None
        a, b = spots[zlib.crc32(repr(other).encode()) % len(spots)]
        cells = [row[:] for row in made.cells]
        cells[a][b] = str(touching(answer, (a, b)))
        return Made(cells, list(made.removable) + [(a, b)], answer=answer)

    @classmethod
    def optional_clues(cls, drawn: Made) -> tuple[Model, list[int], dict[Cell, int]]:
        """The model of the puzzle with every number in which each removable number's item can be
        dropped (a point inside keeps its "at least one" item apart), the drawn answer's options
        (those whose colours all agree with it), each removable number's item."""
        puzzle = drawn.built or cls.made(drawn.cells, drawn)
        model = puzzle._model(droppable=True)
        n = puzzle.n
        start, items, colours = model.arrays()
        want = np.zeros(model.n_items, dtype=np.int64)
        value = model.index["v0.0"]
        for i, row in enumerate(drawn.answer):
            for j, t in enumerate(row):
                want[value + i * n + j] = model.colour_id(EVEN if t == diagonal((i, j), EVEN) else ODD)
        want[model.index["be"]], want[model.index["bo"]] = model.colour_id(EVEN), model.colour_id(ODD)
        bad = (items >= model.n_primary) & (colours != want[items])
        ok = np.ones(model.n_options, dtype=bool)
        ok[np.repeat(np.arange(model.n_options), np.diff(start))[bad]] = False
        item = {(a, b): model.index[f"p{a}.{b}"] for a, b in drawn.removable if drawn.cells[a][b] != "-"}
        return model, np.flatnonzero(ok).tolist(), item

    # ------------------------------------------------------------------ URLs
    @classmethod
    def url_flags(cls, flags: str, url: str) -> None:
        if "d" in flags:
            raise InputError("pzprjs's old gokigen URLs (the flag 'd': points written the old way) are not read",
                             source="URL")

    @classmethod
    def decode(cls, rows: int, cols: int, body: list[str]):
        values, _ = pzpr.read_four(body[0] if body else "", (rows + 1) * (cols + 1))
        flat = ["-" if v is None or v == pzpr.UNKNOWN else str(v) for v in values]
        return [flat[a * (cols + 1):(a + 1) * (cols + 1)] for a in range(rows + 1)], None

    def encode(self) -> str:
        return pzpr.write_four([self.clue.get((a, b)) for a in range(self.m + 1) for b in range(self.n + 1)])
