"""Creek: shade cells so that each number on a corner counts the shaded cells around it, and the
unshaded cells are connected.

Rules (pzprjs's, janko.at's): shade some cells of the grid; a number on a grid point (a corner
of cells, the grid's border included) is how many of the up to four cells around that point are
shaded; the unshaded cells are connected (orthogonally).

Notation (puzzlekit's ``creek``): a line ``R C`` (the rows and columns of cells), then R+1 rows of
C+1 points separated by blanks, each ``-`` (no number), a number 0-4, or ``?`` (a circle whose
number is not given: pzprjs's ``.``; it says nothing); puzz.link ``creek`` URLs (pzprjs's
``4Cross`` body, the old ``d`` flag's encoding refused). Answer (as puzzlekit writes it): ``x``
shaded, ``-`` unshaded, R rows of C cells.

The model, in Knuth's way an exact cover with colours (:class:`~.cellmodels.Cells`): a primary
item per cell whose two options colour its secondary item ``x`` or ``-``; a primary item per
number on a point whose options are the ways to shade as many of the cells around it, each
colouring all of them (at most six options: C(4, 2)). What the numbers settle alone is settled
before: a 0 takes the shaded option of its cells away, a number equal to its cells the unshaded
one, and a number whose other cells are settled so settles the rest (to a fixed point); a
number's item then covers its open cells only. The numbers' items and the open cells' are tables
of colourings, so the SAT translation has a variable per open cell and none per option. What XCC cannot say, that the
unshaded cells hang together, is a connected constraint on the cells' colours (as in hitori:
sat's lazy cuts, cpsat's distances from a root, dlx's pruning of partial solutions, zdd's
frontier). No implied local rule: "no unshaded cell is walled in by shaded ones" is false of an
answer with one unshaded cell, which the rules allow; where the numbers leave two unshaded cells
at least it holds, but as table items (31 colourings a cell) or as prefix items (the first
unshaded neighbour named) it made the published puzzles 30-50 % slower (CPU, sat).

Measured (2026-11-29, ``scripts/bench.py published`` on 2 cores busy with other work, load 9-12:
wall times, the model built in the time): all 440 published creeks of puzzlekit's corpus (9x9 to
40x50) are solved and proven unique by ``auto`` (sat), each with the published answer (one
record, 411_10x10, holds its answer twice, which the bench's comparison counts as a miss): median
0.07 s at 10x10 (238 puzzles; largest 1.9 s: a grid nearly all shaded, 1,160 calls of the SAT
solver to cut its pockets of unshaded cells off), 0.06 s at 12x12, 0.09 s
at 15x15, 0.18 s at 10x18 (67; largest 0.9 s), 0.9-3.7 s at 25x40 to 30x48, 0.4 s at 40x50.
Every fifth beside puzzlekit's CP-SAT (its limit 20 s): 10x10 0.10 s against 0.64 s, 12x12 0.10
against 0.20 s, 15x15 0.21 against 9.3 s, 10x18 0.22 s against 20 s (its limit), 30x45 4.6 against
21 s. In CPU time (``time.process_time``, all 440): median 17 ms at 10x10, 14 ms at 12x12, 27 ms at
15x15, 41 ms at 10x18, 0.75 s at 30x45, none over 0.91 s. dlx (pruning on partial solutions
without propagation) and cpsat are far slower: 0.6-1.4 s CPU on a 10x10, a 30x45 not in 60 s.
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from itertools import combinations

from ..errors import InputError
from ..model import Model
from ..text import is_number
from . import is_url, need_text, svg_letter, svg_open
from .kit import pzpr, rules
from .kit.cellmodels import Cells, connected_model
from .kit.drawing import picture
from .kit.genre import Genre, Made, line_tokens, shaded_rows
from .kit.grid import Cell, neighbours, still_joined, where

SHADED, OPEN = "x", "-"
UNKNOWN = pzpr.UNKNOWN
"""A point's circle whose number is not given (``?``)."""
Point = tuple[int, int]
"""A grid point (i, j), 0 <= i <= R, 0 <= j <= C: the top-left corner of cell (i, j)."""


def cells_at(m: int, n: int, p: Point) -> list[Cell]:
    """The cells of an m×n grid around point ``p`` (1, 2 or 4), in reading order."""
    i, j = p
    return [(a, b) for a in (i - 1, i) for b in (j - 1, j) if 0 <= a < m and 0 <= b < n]


def point_name(m: int, n: int, p: Point) -> str:
    """A point in words, by a cell it is a corner of: 'the top-left corner of r1c1'."""
    i, j = p
    vertical = "bottom" if i == m else "top"
    side = "right" if j == n else "left"
    return f"the {vertical}-{side} corner of {where((min(i, m - 1), min(j, n - 1)))}"


def misplaced(m: int, n: int, p: Point, k: int) -> str | None:
    """Why the number ``k`` cannot stand on point ``p`` of an m×n grid (it is more than the
    cells around the point); None where it can."""
    around = len(cells_at(m, n, p))
    if k != UNKNOWN and k > around:
        return f"the {k} on {point_name(m, n, p)} has {around} cell{'' if around == 1 else 's'} around it"
    return None


class Creek(Genre):
    """``Creek(points)``: R+1 rows of C+1 point strings, '-', '?' or a number 0-4, for R×C cells."""

    kind = "creek"
    shading = SHADED
    url_names = ("creek",)

    cell_tokens = {"-": None, "?": UNKNOWN}
    least, most = 0, 4
    cell_words = "a point is - (no number), ? (a number not given) or a number 0-4"
    drawn_unique = True
    """Every point's number determines the shading (cell by cell from the top-left corner)."""

    def __init__(self, cells: Sequence[Sequence[str]], rooms=None, extra: Sequence[int] = ()) -> None:
        if isinstance(cells, str) or not cells or any(isinstance(r, str) for r in cells):
            raise TypeError("Creek(points): expected R+1 rows of C+1 point strings such as [['-', '1'], ['2', '-']]")
        self.cells = [[str(t) for t in row] for row in cells]
        rows, cols = len(self.cells), len(self.cells[0])
        if any(len(row) != cols for row in self.cells):
            raise InputError("a creek's rows of points are of equal length", source=self.kind)
        if rows < 2 or cols < 2:
            raise InputError(f"a creek of R×C cells has R+1 rows of C+1 points, at least 2×2, not {rows}×{cols}",
                             source=self.kind)
        if rooms is not None or extra:
            raise InputError("a creek has no rooms and no numbers beyond its size", source=self.kind)
        self.m, self.n = rows - 1, cols - 1
        self.room, self.extra = None, []
        self.clue: dict[Point, int] = {}
        for i, row in enumerate(self.cells):
            for j, tok in enumerate(row):
                try:
                    value = self.read_cell(tok)
                except ValueError as err:
                    raise InputError(f"'{tok}' at point ({i + 1}, {j + 1}): {err}", source=self.kind) from None
                if value is None:
                    continue
                problem = misplaced(self.m, self.n, (i, j), value)
                if problem:
                    raise InputError(problem, source=self.kind)
                self.clue[i, j] = value
        self.model = self._built()

    # ------------------------------------------------------------------ reading
    @classmethod
    def from_text(cls, text: str, source: str | None = None) -> "Creek":
        """The notation: the first line gives the grid in cells, the rows its points."""
        need_text(text, "Creek.from_text(text)")
        if is_url(text.strip()):
            return cls.from_url(text.strip())
        lines = [(k, line) for k, line in enumerate(text.split("\n"), 1) if line.strip()]
        if not lines:
            raise InputError("empty creek puzzle: expected a line 'R C' and R+1 rows of C+1 points", source=source,
                             line=1, col=1)
        first, head = lines[0]
        size = head.split()
        if len(size) != 2 or not all(is_number(t) and int(t) > 0 for t in size):
            raise InputError(f"expected the first line 'R C' (the rows and columns of cells, from 1), not "
                             f"'{head.strip()}'", source=source, line=first, col=1)
        m, n = int(size[0]), int(size[1])
        body = lines[1:]
        if len(body) != m + 1:
            line = body[m + 1][0] if len(body) > m + 1 else (body[-1][0] + 1 if body else first + 1)
            raise InputError(f"the first line says {m}×{n} cells: expected {m + 1} rows of points, found {len(body)} "
                             "rows", source=source, line=line, col=1)
        rows = []
        for i, (lineno, line) in enumerate(body):
            toks = [(col + 1, tok) for col, tok in line_tokens(line)]
            if len(toks) != n + 1:
                col = toks[n + 1][0] if len(toks) > n + 1 else len(line.rstrip()) + 1
                raise InputError(f"this row has {len(toks)} points, the first line says {n} columns: {n + 1} points",
                                 source=source, line=lineno, col=col)
            for j, (col, tok) in enumerate(toks):
                try:
                    value = cls.read_cell(tok)
                except ValueError as err:
                    raise InputError(f"'{tok}': {err}", source=source, line=lineno, col=col) from None
                problem = None if value is None else misplaced(m, n, (i, j), value)
                if problem:
                    raise InputError(problem, source=source, line=lineno, col=col)
            rows.append([t for _, t in toks])
        return cls._placed(source, first, rows)

    # ------------------------------------------------------------------ the model
    def build(self) -> Model:
        m, n = self.m, self.n
        cells = self.cells_model = Cells(m, n, SHADED + OPEN)
        counts = [(p, k, cells_at(m, n, p)) for p, k in sorted(self.clue.items()) if k != UNKNOWN]
        of_cell: dict[Cell, list[int]] = {}
        for x, (_, _, around) in enumerate(counts):
            for c in around:
                of_cell.setdefault(c, []).append(x)
        todo = list(range(len(counts)))
        while todo:  # (a number whose open cells must all be shaded, or none of them, settles them)
            _, k, around = counts[todo.pop()]
            free, left = self._open(cells, k, around)
            if free and left in (0, len(free)):
                for c in free:
                    cells.allow(c, SHADED if left else OPEN)
                    todo += of_cell[c]
        for p, k, around in counts:
            free, left = self._open(cells, k, around)
            if free or left:  # (else kept by the cells settled)
                name = cells.primary(f"p{p[0]}.{p[1]}")
                for chosen in combinations(free, left) if 0 <= left <= len(free) else ():
                    cells.witness.append((name, [(c, SHADED if c in chosen else OPEN) for c in free]))
        return connected_model(cells, OPEN)

    @staticmethod
    def _open(cells: Cells, k: int, around: list[Cell]) -> tuple[list[Cell], int]:
        """The cells of ``around`` that may take either colour, and how many of them the number
        ``k`` leaves to shade (the cells only shaded counted off; a cell with no colour left is
        neither: the puzzle has no answer)."""
        free = [c for c in around if len(cells.allowed[c]) == 2]
        return free, k - sum(cells.allowed[c] == SHADED for c in around)

    # ------------------------------------------------------------------ the rules
    def verify(self, answer) -> str | None:
        shaded = self.shaded_in(answer)
        if isinstance(shaded, str):
            return shaded
        m, n = self.m, self.n
        for (i, j), k in sorted(self.clue.items()):
            if k == UNKNOWN:
                continue
            have = sum((a, b) in shaded for a in range(i - 1, i + 1) for b in range(j - 1, j + 1))
            if have != k:
                return (f"the {k} on {point_name(m, n, (i, j))} has {have} shaded cell{'' if have == 1 else 's'} "
                        "around it")
        return rules.unshaded_joined(shaded, m, n)

    # ------------------------------------------------------------------ pictures
    def draw(self, solution: Sequence[int] | None) -> dict:
        return {} if solution is None else {"shaded": self.shaded_by(solution)}

    def svg(self, solution: Sequence[int] | None = None) -> str:
        """pzprjs's picture: the grid, the shaded cells, and each number in a white circle on its
        point (the border's points too: the grid is framed by a margin)."""
        size, margin, pad = 28, 12, 3
        inner = picture(self.m, self.n, cell=size, **self.draw(solution))
        body = inner.split("\n")[2:-1]  # (the grid's parts, without its opening, background and end)
        out = [svg_open(self.n * size + 2 * (pad + margin), self.m * size + 2 * (pad + margin)),
               f'<g transform="translate({margin},{margin})">', *body,
               f'<rect x="{pad}" y="{pad}" width="{self.n * size}" height="{self.m * size}" fill="none" stroke="black" '
               'stroke-width="2"/>']
        for (i, j), k in sorted(self.clue.items()):
            x, y = pad + j * size, pad + i * size
            out.append(f'<circle cx="{x}" cy="{y}" r="{size * 0.35:.1f}" fill="white" stroke="black" '
                       'stroke-width="1.2"/>')
            out.append(svg_letter(x, y, size * 0.5, "?" if k == UNKNOWN else str(k)))
        out += ["</g>", "</svg>"]
        return "\n".join(out)

    # ------------------------------------------------------------------ making
    @staticmethod
    def _count(answer, p: Point) -> int:
        m, n = len(answer), len(answer[0])
        return sum(answer[a][b] == SHADED for a, b in cells_at(m, n, p))

    @classmethod
    def clue_at(cls, made: Made, i: int, j: int) -> str | None:
        """Any point may hold the number of shaded cells around it."""
        return None if made.answer is None else str(cls._count(made.answer, (i, j)))

    @classmethod
    def maker(cls, m: int, n: int, rng) -> Made | None:
        """A random shading whose unshaded cells hang together (cells shaded in a random order
        while that keeps them so, up to a random share of 35-55 % of the grid), and every point's
        number, each removable; the numbers determine the shading, so the draw is unique."""
        shaded = _creek_shading(m, n, rng, rng.uniform(0.35, 0.55))
        answer = shaded_rows(m, n, shaded)
        cells = [[str(cls._count(answer, (i, j))) for j in range(n + 1)] for i in range(m + 1)]
        return Made(cells, [(i, j) for i in range(m + 1) for j in range(n + 1)], answer=answer)

    @classmethod
    def repair(cls, made: Made, other: list[list[str]]) -> Made | None:
        """A point without a number around which the other answer shades another number of cells
        gets its number back."""
        answer = made.answer
        spots = [(i, j) for i, row in enumerate(made.cells) for j, t in enumerate(row)
                 if t == "-" and cls._count(answer, (i, j)) != cls._count(other, (i, j))]
        if not spots:
            return None
        i, j = spots[zlib.crc32(repr(other).encode()) % len(spots)]
        cells = [row[:] for row in made.cells]
        cells[i][j] = str(cls._count(answer, (i, j)))
        return Made(cells, list(made.removable) + [(i, j)], answer=answer)

    # ------------------------------------------------------------------ URLs
    @classmethod
    def url_flags(cls, flags: str, url: str) -> None:
        if "d" in flags:
            raise InputError("the flag 'd' (pzprjs's old encoding of the points' numbers) is not read: open the "
                             "puzzle in puzz.link and copy its URL again", source="URL")

    @classmethod
    def decode(cls, rows: int, cols: int, body: list[str]):
        numbers, _ = pzpr.read_four(body[0] if body else "", (rows + 1) * (cols + 1))
        return pzpr.cell_rows(numbers, rows + 1, cols + 1), None

    def encode(self) -> str:
        return pzpr.write_four([self.clue.get((i, j)) for i in range(self.m + 1) for j in range(self.n + 1)])


def _creek_shading(m: int, n: int, rng, share: float) -> set[Cell]:
    """Cells shaded in a random order, each while the unshaded cells stay connected (its
    unshaded neighbours still reach one another without it: hitori's test), until ``share`` of
    the grid is."""
    order = [(i, j) for i in range(m) for j in range(n)]
    rng.shuffle(order)
    shaded: set[Cell] = set()
    want = round(share * m * n)
    for c in order:
        if len(shaded) >= want:
            break
        near = [d for _, d in neighbours(m, n, c) if d not in shaded]
        if near and still_joined(m, n, shaded, c, near):  # (no near: c is the last unshaded cell)
            shaded.add(c)
    return shaded
