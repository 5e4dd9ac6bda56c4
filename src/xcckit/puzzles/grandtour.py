"""Grand tour: one closed loop along the grid lines through every dot, keeping the given lines.

Rules (janko.at's *Grand Tour*): draw one closed loop along the lines of the grid, from dot to
dot, that passes through every dot of the grid exactly once; the line segments drawn in the
puzzle are parts of the loop.

Notation (puzzlekit's ``grand_tour``): ``R C`` counts the *cells* (the grid has (R+1)×(C+1)
dots), then R rows of cells, ``-`` or a number 1-15 saying which of the cell's sides are given
lines, the sum of 8 (top), 4 (left), 2 (bottom) and 1 (right). The sites write a given line in
both cells beside it; one is enough (2 of the 9,975 given lines of the 350 published puzzles
are written once): a side is given where either cell says so. pzprjs has no grand tour, so
there are no URLs. Answer (puzzlekit's): each cell the sum of its sides on the loop, the same
bits, ``-`` a cell none of whose sides is. A tour of all the dots needs an even number of them,
so R or C is odd (the sites' are 5×5 to 15×15 cells).

The model is a Hamiltonian cycle as an exact cover with colours (:class:`_DotLines`, the dots of
:class:`~.loopgenre.LoopLines`): a primary item per dot, whose options are the pairs of its
edges the loop may take (those that hold every given edge at the dot), each colouring the dot's
edges (secondary items) on or off, so that two dots agree on the edge between them: every dot
has degree exactly 2. What XCC cannot say, that the edges make one loop and not several, is the
single-loop side constraint over the edges. A given line is no item of its own: it only removes
its dots' other options. Every backend takes the model (dlx by its loop hook, sat by lazy cuts,
cpsat, zdd counting by the frontier method); the DLX export is the exact cover (every 2-factor
of the graph) without the loop constraint.

Measured (2026-11-29, on a shared 2-core machine at a load of 8 to 10, so every time is several
times what it is on an idle one; the model built from the text in the time). ``scripts/bench.py
published --every 2`` (175 of the 350 published puzzles, auto, which takes sat, beside
puzzlekit's CP-SAT), median ms ours / puzzlekit's (our largest): 5×5 29 / 49 (60), 7×7 47 / 86
(70), 9×9 68 / 161 (980: the run's first puzzle, with the imports), 11×11 94 / 239
(170), 13×13 128 / 385 (180), 15×15 150 / 822 (180). All 350 are solved with the published
answer (its inside and outside turned into the sides on the loop: the bench's own comparison
cannot read that notation) and proven unique, by auto (medians 35, 43, 66, 91, 123 and 174 ms by
size) and by dlx (15, 18, 31, 46, 70 and 100 ms: its loop hook beats sat's fixed cost here; on
five 5×5s in-process, best of 7, the model (1.5 ms) built apart: dlx 0.6 ms, sat 4 to 20).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import InputError
from ..model import Model
from .kit.drawing import picture
from .kit.framed import over
from .kit.genre import AtCell, Genre, Made
from .kit.grid import SIDES, Cell, pieces, where
from .kit.loopgenre import LoopLines, through
from .kit.loops import UNIFORM_CELLS, options_on
from .kit.rules import tokens_in

BITS = {"n": 8, "w": 4, "s": 2, "e": 1}
"""puzzlekit's bit of each side of a cell (top, left, bottom, right)."""
GIVEN = "1"
"""A given line in a maker's grid of edges (:meth:`GrandTour.maker`)."""

Dot = tuple[int, int]
Edge = tuple[Dot, Dot]


def _sides(i: int, j: int) -> dict[str, Edge]:
    """The four sides of cell (i, j) as edges between dots (dots (row, column) from 0, the
    cell's top-left dot is (i, j)), the lesser dot first."""
    return {"n": ((i, j), (i, j + 1)), "w": ((i, j), (i + 1, j)),
            "s": ((i + 1, j), (i + 1, j + 1)), "e": ((i, j + 1), (i + 1, j + 1))}


def _edges_of(cells: Sequence[Sequence[int | None]]) -> set[Edge]:
    """The edges the cells' numbers name (None: a cell that names none)."""
    out = set()
    for i, row in enumerate(cells):
        for j, bits in enumerate(row):
            if bits:
                out.update(e for d, e in _sides(i, j).items() if bits & BITS[d])
    return out


def _cell_bits(m: int, n: int, on: set[Edge]) -> list[list[str]]:
    """Each cell of an m×n grid the sum of the bits of its sides among the edges ``on``, ``-``
    for none: the notation of both the puzzle and the answer."""
    out = []
    for i in range(m):
        out.append([str(sum(BITS[d] for d, e in _sides(i, j).items() if e in on) or "-") for j in range(n)])
    return out


def corner(m: int, n: int, dot: Dot) -> str:
    """A dot in words, as a corner of a cell: ``the top-left corner of r2c3``."""
    a, b = dot
    i, j = min(a, m - 1), min(b, n - 1)
    return f"the {'bottom' if a > i else 'top'}-{'right' if b > j else 'left'} corner of {where((i, j))}"


# ------------------------------------------------------------------------------------ the model
class _DotLines(LoopLines):
    """:class:`~.loopgenre.LoopLines` on the dots: the loop goes from dot to dot (its items are
    named ``d`` and the dot's row and column)."""

    @staticmethod
    def item(c: Cell) -> str:
        return f"d{c[0]}.{c[1]}"


def _tour_lines(m: int, n: int, given: set[Edge]) -> _DotLines:
    """The model's lines on an m×n grid of cells: each dot's pairs of edges that hold every edge
    of ``given`` at the dot (a dot with three given edges has none)."""
    dots = {(a, b) for a in range(m + 1) for b in range(n + 1)}
    lines = _DotLines(m + 1, n + 1, dots)
    must: dict[Dot, set[str]] = {}
    for p, q in given:
        d = "e" if p[0] == q[0] else "s"
        must.setdefault(p, set()).add(d)
        must.setdefault(q, set()).add({"e": "w", "s": "n"}[d])
    for d in sorted(dots):
        need = must.get(d, set())
        for w in lines.loop_ways(d):
            if need <= set(w):
                lines.way(d, w)
    return lines


class GrandTour(Genre):
    """``GrandTour(cells)``: rows of cell strings, '-' or the sum of the bits of the cell's given
    sides (8 top, 4 left, 2 bottom, 1 right)."""

    kind = "grandtour"
    notations = ("janko",)

    least, most = 1, 15
    cell_words = "a cell is '-' or a number 1-15, its given sides: 8 top, 4 left, 2 bottom, 1 right"

    def build(self) -> Model:
        m, n = self.m, self.n
        self.given = _edges_of([[self.clue.get((i, j)) for j in range(n)] for i in range(m)])
        self._check_dots()
        self.lines = _tour_lines(m, n, self.given)
        model, self.loop = self.lines.loop_model()
        return model

    def _check_dots(self) -> None:
        """A dot with three or four given lines: no tour passes it (AtCell at the first cell that
        gives one of them)."""
        at: dict[Dot, list[Edge]] = {}
        for e in sorted(self.given):
            for d in e:
                at.setdefault(d, []).append(e)
        for d, edges in sorted(at.items()):
            if len(edges) > 2:
                cell = min(c for c, bits in self.clue.items()
                           if any(_sides(*c)[s] in edges and bits & BITS[s] for s in BITS))
                raise AtCell(self.kind, cell, f"{len(edges)} given lines meet at {corner(self.m, self.n, d)}: the "
                                              "loop passes each dot once, along two lines")

    # ------------------------------------------------------------------------ answers
    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        on = set()
        for (a, b), w in through(self.lines, solution).items():
            on.update(((a, b), (a + SIDES[d][0], b + SIDES[d][1])) for d in w if d in "se")
        return _cell_bits(self.m, self.n, on)

    def verify(self, answer) -> str | None:
        """The rules, on the answer's cells: each a number 1-15 or -, two cells agreeing on the
        side between them; every dot on the loop twice (a line in, a line out), the lines one
        loop, every given line on it."""
        grid = self.answer_grid(answer)
        m, n = self.m, self.n
        bad = tokens_in(grid, ["-"] + [str(k) for k in range(1, 16)],
                        "- or a number 1-15, its sides on the loop: 8 top, 4 left, 2 bottom, 1 right")
        if bad:
            return bad
        bits = [[0 if t == "-" else int(t) for t in row] for row in grid]
        for i in range(m):
            for j in range(n):
                for nb, mine, theirs in (((i, j + 1), 1, 4), ((i + 1, j), 2, 8)):
                    if nb[0] < m and nb[1] < n and bool(bits[i][j] & mine) != bool(bits[nb[0]][nb[1]] & theirs):
                        return (f"{where((i, j))} and {where(nb)} do not agree whether the side between them is "
                                "on the loop")
        on = _edges_of(bits)
        meets: dict[Dot, list[Dot]] = {}
        for p, q in on:
            meets.setdefault(p, []).append(q)
            meets.setdefault(q, []).append(p)
        for a in range(m + 1):
            for b in range(n + 1):
                k = len(meets.get((a, b), ()))
                if k == 0:
                    return f"the loop does not pass {corner(m, n, (a, b))}"
                if k == 1:
                    return f"the line ends at {corner(m, n, (a, b))}"
                if k != 2:
                    return f"{k} lines meet at {corner(m, n, (a, b))}, not 2"
        loops = [p[0] for p in pieces(meets, meets.get)]  # (each piece's first dot)
        if len(loops) > 1:
            return (f"the lines make {len(loops)} loops (through {corner(m, n, loops[0])} and "
                    f"{corner(m, n, loops[1])})")
        for p, q in sorted(self.given - on):
            i, j = min(p[0], m - 1), min(p[1], n - 1)
            side = next(d for d, e in _sides(i, j).items() if e == (p, q))
            named = {"n": "top", "w": "left", "s": "bottom", "e": "right"}[side]
            return f"the given line on the {named} side of {where((i, j))} is not on the loop"
        return None

    # ------------------------------------------------------------------------ pictures
    def draw(self, solution: Sequence[int] | None) -> dict:
        """Dots (drawn as the centres of the picture's cells) and the loop through them."""
        dots = [(a, b) for a in range(self.m + 1) for b in range(self.n + 1)]
        if solution is None:
            return {"dots": dots}
        return {"dots": dots, "lines": {d: w for d, w in through(self.lines, solution).items() if w}}

    def svg(self, solution: Sequence[int] | None = None, cell: int = 28) -> str:
        """The dots, the loop (blue) and the given lines (black, thick) over it, as janko.at draws
        them."""
        pic = picture(self.m + 1, self.n + 1, grid_lines=False, cell=cell, **self.draw(solution))
        pad, half = 3, cell / 2
        given = [f'<line x1="{pad + half + p[1] * cell}" y1="{pad + half + p[0] * cell}" '
                 f'x2="{pad + half + q[1] * cell}" y2="{pad + half + q[0] * cell}" stroke="black" '
                 f'stroke-width="{max(3, cell // 7)}" stroke-linecap="round"/>' for p, q in sorted(self.given)]
        return over(pic, given)

    # ------------------------------------------------------------------------ making
    @classmethod
    def maker(cls, m: int, n: int, rng, symmetry: str = "none", uniform_solution=None) -> Made:
        """A random tour: drawn uniformly from the blank grid's tours up to
        :data:`~.loops.UNIFORM_CELLS` dots (``uniform_solution``, handed by
        :mod:`xcckit.making`), else the tour round a random spanning tree of 2×2 blocks of dots,
        changed by many random flips of a square of four dots (:func:`_flipped`). Every edge of
        the tour is a given line, each removable on its own: the maker's grid is the edges'
        (the doubled grid of (2R+1)×(2C+1) places, an edge at the midpoint of its two dots),
        and :meth:`made` writes each in both cells beside it. An InputError where R+1 and C+1
        are both odd (no tour passes an odd number of dots), and for a ``symmetry``: the tours
        are not drawn symmetric, so few given lines would lie in whole orbits (rot2 on 9×9
        cells: no unique puzzle in 200 draws)."""
        if symmetry != "none":
            raise InputError(f"the grandtour maker draws no symmetric tours, so its given lines cannot lie in whole "
                             f"{symmetry} orbits: make it without a symmetry", source="symmetry")
        if (m + 1) * (n + 1) % 2:
            raise InputError(f"a {m}x{n} grand tour has {(m + 1) * (n + 1)} dots, an odd number, which no loop "
                             "passes each once: give an odd number of rows or columns of cells", source="size")
        if (m + 1) * (n + 1) <= UNIFORM_CELLS and uniform_solution is not None:
            blank = cls([["-"] * n for _ in range(m)])
            tour = {(p, (p[0] + SIDES[d][0], p[1] + SIDES[d][1]))
                    for p, w in through(blank.lines, uniform_solution(blank, rng)).items() for d in w if d in "se"}
            how = "uniform (zdd of the blank grid's tours)"
        else:
            tour = _flipped(m + 1, n + 1, rng)
            how = "a random spanning tree's tour changed by random flips of squares"
        cells = [["-"] * (2 * n + 1) for _ in range(2 * m + 1)]
        for p, q in tour:
            cells[p[0] + q[0]][p[1] + q[1]] = GIVEN
        removable = [(a, b) for a in range(2 * m + 1) for b in range(2 * n + 1) if cells[a][b] == GIVEN]
        return Made(cells, removable, answer=_cell_bits(m, n, tour), how=how)

    @classmethod
    def made(cls, cells: Sequence[Sequence[str]], drawn: Made) -> "GrandTour":
        """The puzzle of a maker's grid of edges (see :meth:`maker`): each given edge written in
        both cells beside it."""
        m, n = (len(cells) - 1) // 2, (len(cells[0]) - 1) // 2
        given = {_edge_at(a, b) for a, row in enumerate(cells) for b, t in enumerate(row) if t == GIVEN}
        return cls(_cell_bits(m, n, given))

    @classmethod
    def optional_clues(cls, drawn: Made) -> tuple[Model, list[int], dict[Cell, int]]:
        """The blank grid's model with an optional primary item per removable given edge (``g``
        and its place), whose one option colours the edge on: kept, the edge is given. The drawn
        tour's options; each removable place's item."""
        m, n = (len(drawn.cells) - 1) // 2, (len(drawn.cells[0]) - 1) // 2
        lines = _tour_lines(m, n, set())
        places = [(a, b) for a, b in drawn.removable if drawn.cells[a][b] == GIVEN]
        for a, b in places:
            lines.primary(f"g{a}.{b}")
            lines.option([f"g{a}.{b}", f"{lines.edge(*_edge_at(a, b))}:1"])
        model, _ = lines.loop_model()
        tour = _edges_of([[0 if t == "-" else int(t) for t in row] for row in drawn.answer])
        on = {model.index[lines.edge(p, q)] for p, q in tour}
        return model, options_on(model, on), {c: model.index[f"g{c[0]}.{c[1]}"] for c in places}


def _edge_at(a: int, b: int) -> Edge:
    """The edge at place (a, b) of the doubled grid (one coordinate odd): its two dots."""
    if a % 2 == 0:
        return (a // 2, (b - 1) // 2), (a // 2, (b + 1) // 2)
    return ((a - 1) // 2, b // 2), ((a + 1) // 2, b // 2)


def _tree_tour(h: int, w: int, rng) -> dict[Dot, list[Dot]]:
    """A tour of an h×w grid of dots, h×w even (each dot -> its two neighbours): the dots in 2×2
    blocks, each block's square of four edges, the squares of two blocks joined along a random
    spanning tree of the blocks (random Kruskal: the two sides they face each other by give way
    to the two edges between them, which joins two loops into one). A row (column) of dots left
    over by an odd side is taken in by detours of the last blocks' outer sides."""
    if w % 2:
        return {(b, a): [(y, x) for x, y in v] for (a, b), v in _tree_tour(w, h, rng).items()}
    rows, cols = h // 2, w // 2
    on: set[Edge] = set()
    for r in range(rows):
        for c in range(cols):
            p, q, s, t = (2 * r, 2 * c), (2 * r, 2 * c + 1), (2 * r + 1, 2 * c), (2 * r + 1, 2 * c + 1)
            on.update({(p, q), (s, t), (p, s), (q, t)})
    links = [((r, c), (r, c + 1)) for r in range(rows) for c in range(cols - 1)]
    links += [((r, c), (r + 1, c)) for r in range(rows - 1) for c in range(cols)]
    rng.shuffle(links)
    root = {}

    def find(x):
        while root.get(x, x) != x:
            x = root[x]
        return x

    for x, y in links:
        a, b = find(x), find(y)
        if a == b:
            continue
        root[a] = b
        (r, c), (r2, _) = x, y
        if r == r2:  # side by side: the right side of x and the left side of y give way
            on -= {((2 * r, 2 * c + 1), (2 * r + 1, 2 * c + 1)), ((2 * r, 2 * c + 2), (2 * r + 1, 2 * c + 2))}
            on |= {((2 * r, 2 * c + 1), (2 * r, 2 * c + 2)), ((2 * r + 1, 2 * c + 1), (2 * r + 1, 2 * c + 2))}
        else:
            on -= {((2 * r + 1, 2 * c), (2 * r + 1, 2 * c + 1)), ((2 * r + 2, 2 * c), (2 * r + 2, 2 * c + 1))}
            on |= {((2 * r + 1, 2 * c), (2 * r + 2, 2 * c)), ((2 * r + 1, 2 * c + 1), (2 * r + 2, 2 * c + 1))}
    if h % 2:  # the last row of dots: each bottom block's bottom side goes round by it
        a = h - 2
        for c in range(cols):
            p, q = (a, 2 * c), (a, 2 * c + 1)
            on.discard((p, q))
            on |= {(p, (a + 1, 2 * c)), ((a + 1, 2 * c), (a + 1, 2 * c + 1)), (q, (a + 1, 2 * c + 1))}
    nbs: dict[Dot, list[Dot]] = {(a, b): [] for a in range(h) for b in range(w)}
    for p, q in on:
        nbs[p].append(q)
        nbs[q].append(p)
    return nbs


def _flipped(h: int, w: int, rng) -> set[Edge]:
    """A random tour of an h×w grid of dots (h×w even): :func:`_tree_tour`, then random squares
    of four dots whose two opposite sides are on the tour flipped to the other two (the degrees
    stay 2) where the tour stays one loop, 12 tries per square."""
    nbs = _tree_tour(h, w, rng)
    total = h * w
    for _ in range(12 * (h - 1) * (w - 1)):
        a, b = rng.randrange(h - 1), rng.randrange(w - 1)
        p, q, r, s = (a, b), (a, b + 1), (a + 1, b), (a + 1, b + 1)
        if q in nbs[p] and s in nbs[r] and r not in nbs[p] and s not in nbs[q]:
            old, new = ((p, q), (r, s)), ((p, r), (q, s))
        elif r in nbs[p] and s in nbs[q] and q not in nbs[p] and s not in nbs[r]:
            old, new = ((p, r), (q, s)), ((p, q), (r, s))
        else:
            continue
        for x, y in old:
            nbs[x].remove(y)
            nbs[y].remove(x)
        for x, y in new:
            nbs[x].append(y)
            nbs[y].append(x)
        if _cycle_length(nbs, p) != total:
            for x, y in new:
                nbs[x].remove(y)
                nbs[y].remove(x)
            for x, y in old:
                nbs[x].append(y)
                nbs[y].append(x)
    return {(d, e) for d, v in nbs.items() for e in v if d < e}


def _cycle_length(nbs: dict[Dot, list[Dot]], start: Dot) -> int:
    """The number of dots on the loop through ``start`` (each dot has two neighbours)."""
    prev, cur, k = start, nbs[start][0], 1
    while cur != start:
        a, b = nbs[cur]
        prev, cur = cur, (b if a == prev else a)
        k += 1
    return k
