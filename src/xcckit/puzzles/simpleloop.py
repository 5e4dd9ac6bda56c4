"""Simple loop: one loop through every cell that is not blocked, each once.

Rules: the loop goes from cell to cell through the sides between them, visits every open cell
exactly once (entering and leaving it) and no blocked cell.

Notation (puzzlekit's ``simple_loop``): ``R C``, then R rows of cells, ``-`` open, ``x``
blocked; puzz.link ``simpleloop`` URLs. Answer: each open cell the two sides the loop leaves
it by (``ns``, ``ew``, ``se``…), ``-`` a blocked cell.

The model (:class:`~.loopgenre.LoopLines`): an open cell's options are the ways through it
between two open neighbours (blocked cells have no item); a single-loop constraint over the
edges between open cells. (The loop has as many edges as there are open cells, but that
count, given to the translations, made sat 3 to 10 times slower.)
"""

from __future__ import annotations

from collections.abc import Sequence

from ..model import Model
from .kit import pzpr
from .kit.division import SymmetricMade
from .kit.grid import Cell, images, way, where
from .kit.genre import Genre, Made
from .kit.loopgenre import LoopLines, cell_loop_edges, loop_picture, read_way, square_flips, way_rows
from .kit.rules import loop_of_ways
from .kit.loops import random_loop

BLOCKED, OPEN = "x", "-"


class SimpleLoop(Genre):
    """``SimpleLoop(cells)``: rows of cell strings, '-' open or 'x' blocked."""

    kind = "simpleloop"
    url_names = ("simpleloop",)

    cell_tokens = {OPEN: None, BLOCKED: True}
    cell_words = "a cell is '-' (open) or 'x' (blocked)"

    def build(self) -> Model:
        m, n = self.m, self.n
        self.open = {(i, j) for i in range(m) for j in range(n) if (i, j) not in self.clue}
        lines = self.lines = LoopLines(m, n, self.open)
        for c in sorted(self.open):
            for w in lines.loop_ways(c):
                lines.way(c, w)
        model, self.loop = lines.loop_model()
        return model

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        return way_rows(self.lines, solution)

    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        ways: dict[Cell, str] = {}
        for i in range(self.m):
            for j in range(self.n):
                tok, c = grid[i][j], (i, j)
                if tok == "-":
                    if c not in self.clue:
                        return f"{where(c)} is open and the loop does not go through it"
                    continue
                way = read_way(tok)
                if way is None:
                    return f"{where(c)} is '{tok}': a cell is the sides the loop leaves it by (ns, se, …) or -"
                if c in self.clue:
                    return f"{where(c)} is blocked and the loop goes through it"
                ways[c] = way
        return loop_of_ways(self.m, self.n, ways)

    def draw(self, solution: Sequence[int] | None) -> dict:
        return loop_picture(self.lines, solution, shaded=sorted(self.clue))

    @classmethod
    def maker(cls, m: int, n: int, rng, symmetry: str = "none") -> Made | None:
        """A random loop (the boundary of a random region of the squares between cell centres,
        :func:`random_loop`); the cells it leaves out are blocked. Every blocked cell is needed:
        none is removable. None on a grid narrower than 2.

        With a ``symmetry`` (``rot2``, ``rot4``, ``mirror``: :func:`~.grid.images`) the region, and
        so the loop and the cells it blocks, is symmetric under it (grown from the centre). Every
        symmetry is taken at every size: a symmetric region of squares can be drawn on any grid,
        and its boundary crosses a mirror's axis twice, between two columns or through a cell of
        the middle one."""
        if m < 2 or n < 2:
            return None
        return _drawn(m, n, cell_loop_edges(random_loop(m, n, rng, symmetry=symmetry)), symmetry)

    @classmethod
    def repair(cls, made: Made, other: list[list[str]]) -> Made | None:
        """``made``'s loop changed by a 2×2 block (:func:`~.loopgenre.square_flips`) at a cell
        where the two answers differ, so that it visits other cells: ``other``, which visits
        the old ones, is no answer of the new puzzle. Of those changes, one that leaves out the
        most cells (more blocked cells, fewer loops; a change that added cells would undo the
        last repair). A symmetric draw's block changes with its images (:func:`_symmetric_flips`),
        so that the loop stays symmetric. None when there is none."""
        m, n = len(made.cells), len(made.cells[0])
        symmetry = getattr(made, "symmetry", "none")
        ways = {(i, j): t for i, row in enumerate(made.answer) for j, t in enumerate(row) if t != "-"}
        differ = [(i, j) for i in range(m) for j in range(n) if made.answer[i][j] != other[i][j]]
        flips = (square_flips(ways, m, n, differ) if symmetry == "none"
                 else _symmetric_flips(ways, m, n, differ, images(m, n, symmetry)))
        changed = [new for new in flips if new.keys() != ways.keys()]
        if not changed:
            return None
        return _drawn(m, n, min(changed, key=len), symmetry)

    @classmethod
    def decode(cls, rows: int, cols: int, body: list[str]):
        part = body[0] if body else ""
        bits = pzpr.read_binary(part, rows * cols)[0] if part else [0] * (rows * cols)
        return [[BLOCKED if bits[i * cols + j] else OPEN for j in range(cols)] for i in range(rows)], None

    def encode(self) -> str:
        bits = [int((i, j) in self.clue) for i in range(self.m) for j in range(self.n)]
        return pzpr.write_binary(bits) if any(bits) else ""


def _drawn(m: int, n: int, ways: dict[Cell, str], symmetry: str) -> SymmetricMade:
    """The maker's draw of the loop ``ways`` (cell -> the sides it leaves by): the cells it leaves
    out blocked, none removable, the symmetry it keeps named for :meth:`SimpleLoop.repair`."""
    cells = [[OPEN if (i, j) in ways else BLOCKED for j in range(n)] for i in range(m)]
    answer = [[ways.get((i, j), "-") for j in range(n)] for i in range(m)]
    return SymmetricMade(cells, [], answer=answer, symmetry=symmetry)


def _symmetric_flips(ways: dict[Cell, str], m: int, n: int, near, maps):
    """The loops made from the symmetric loop ``ways`` as :func:`~.loopgenre.square_flips` makes
    them, by flipping the edges of a 2×2 block with a cell of ``near`` together with its images
    under ``maps`` (an edge that two of the blocks share flips twice, so stays), in order, where
    that leaves one loop: symmetric loops, for :meth:`SimpleLoop.repair`."""
    flip = (((0, 0), "se"), ((0, 1), "sw"), ((1, 0), "ne"), ((1, 1), "nw"))
    tried: set[frozenset[Cell]] = set()
    for c in near:
        for a in (c[0] - 1, c[0]):
            for b in (c[1] - 1, c[1]):
                if not (0 <= a < m - 1 and 0 <= b < n - 1):
                    continue
                corners = frozenset(min(f(a + di, b + dj) for di in (0, 1) for dj in (0, 1)) for f in maps)
                if corners in tried:
                    continue
                tried.add(corners)
                sides = {x: set(w) for x, w in ways.items()}
                for p, q in corners:
                    for (di, dj), w in flip:
                        sides.setdefault((p + di, q + dj), set()).symmetric_difference_update(w)
                new = {x: way(s) for x, s in sides.items() if s}
                if loop_of_ways(m, n, new) is None:
                    yield new
