"""Shakashaka: black half-squares in white cells, so that every white area is a rectangle.

Rules (janko.at's, pzprjs's ``shakashaka``): some cells are black, some of them with a number
0-4. Put a black triangle, half of the cell cut along a diagonal, in some of the white cells
(in one of four ways: its right angle at the cell's nw, ne, se or sw corner), so that every
white area (what is left white, the white cells and the white halves, joined along sides and
diagonals) is a rectangle, upright or turned 45 degrees. A number says how many of the (up to
four) cells beside it hold a triangle.

Notation (the sites', as puzzlekit's dataset gives it; puzzlekit has no solver): a first line
``R C``, then R rows of cells separated by blanks: ``-`` a white cell, ``x`` a black cell
(janko.at writes some as ``5``, read alike), a number 0-4 a black cell with its number;
puzz.link ``shakashaka`` URLs (pzprjs's ``decode4Cell``; its black cell without a number, ``.``,
is our ``x``). Answer (as the dataset writes it): ``nw``, ``ne``, ``se``, ``sw`` a triangle by
the corner its right angle is in, ``-`` every other cell (white, and black too).

The rule is local. Around each point where cells meet (a *vertex*, the grid's border points
included, the outside counting as black) the four cells cut the full turn into eight sectors
of 45 degrees, two per cell, one by each of the cell's sides through the vertex; a sector is
black where the cell is black or its triangle has that side (a triangle ``nw`` blackens the
sectors by its north and west sides, wherever the vertex is). Every white area is a rectangle
exactly when at every vertex each run of white sectors is 2 (a right angle), 4 (a straight
side) or all 8 long: a white area's boundary then turns by +90 degrees at each corner and
nowhere else, so an outer boundary has four corners (a rectangle; it meets no other side), and
a hole, which would need turns of -90 degrees (a run of 6), cannot be. Of the 5^4 = 625 ways to
fill a vertex's four white cells, 111 keep the rule. Checked against the brute force of the
rules checker (white areas found from the cells' quarters, each compared with its upright and
its turned bounding box) on every grid of up to 2×4 cells in all six states (1,679,616 of 2×4)
and every 3×3 grid of the five states of a white cell (1,953,125): no grid told apart; the tests
check every 2×2 grid.

The model, in Knuth's way an exact cover with colours and nothing else, over the states left
to each white cell by a narrowing first (:class:`Domains`, which loses no answer): every state
supported at each vertex by a filling that keeps the rule and beside each number by its count,
to a fixed point (arc consistency); then each state of each cell left with several tried alone
and dropped where that leaves no answer (failed literals), until none is dropped:

* a primary item per white cell, its options colouring the cell's secondary item with a state
  left to it (``-`` or a triangle ``7`` ``9`` ``3`` ``1``: nw, ne, se, sw, as a keypad lays
  them out); beside a number still choosing, the option also colours the cell's ``t`` item 1 (a
  triangle) or 0;
* a primary item per vertex with two cells or more left with several states, where not every
  filling of them keeps the rule, its options the fillings that do (at most 111), each
  colouring those cells' secondary items;
* a primary item per number whose cells beside it may still hold a triangle or not, its options
  the ways to pick its triangles among them (at most C(4, 2) = 6), each colouring their ``t``
  items.

A puzzle the narrowing finds without an answer is one item without options (the vertex or
number where nothing was left). Every backend takes it (a blank 4×4: 23 answers on each); the
DLX export is the whole model.

Measured (2026-11-29, a 2-core machine at a load of 10-11 from other work: CPU times, in one
warm process, building included): the narrowing leaves no cell undecided on any of the 368
puzzles of puzzlekit's dataset (8×8 to 22×30), so that the search only confirms: 10×10 median
2 ms (largest 11 ms), 12×12 3 ms, 16×19 to 17×25 5-7 ms, the 22×30 19 ms, the slowest 38 ms (a
15×23); all 368 unique with the published answer, 1.8 s of CPU for the lot. Before (the vertex
and number items alone over every state, auto: dlx for 30,000 nodes, then sat in a child
process): 10×10 median 15 ms (largest 115 ms), 16×19 to 17×25 0.6-1.5 s, 18 s of CPU for every
6th puzzle. Arc consistency alone left 170 of the 368 with cells undecided (up to 364, the
22×30) and up to 0.33 s of CPU for auto's search (dlx with colour propagation and lookahead 2,
tried there: better than plain dlx on most, 8 s on some); the probing settles them all, at
40 ms of CPU at most. Tried and lost: a budget of revisions for a probe
(no faster); a last-in-first-out worklist (a third more revisions than first-in-first-out).
``xcc generate shakashaka`` (its uniqueness tests now decided by the narrowing): a 10×10 0.1-0.9 s
of CPU (before 0.4-0.7 s, numba's first compile aside), a 22×30 28 s (before 86 s); a blank
30×30 builds in 0.25 s (90,000 options). One entry of the dataset (108, "11 10" over 10 rows) is
refused as its first line says. Puzzlekit has no solver for the genre.
"""

from __future__ import annotations

import zlib
from collections import deque
from collections.abc import Sequence
from itertools import combinations, product

from ..model import Model
from . import blank_grid, grid_puzzle_arg, read_grid_puzzle
from .akari import BLACK, Akari
from .kit.batch import Batch
from .kit.drawing import picture
from .kit.genre import AtCell, Genre, Made
from .kit import rules
from .kit.grid import Cell, images, neighbours, where

TRIANGLES = ("nw", "ne", "se", "sw")
"""A triangle by the corner its right angle is in (the answer's tokens)."""
COLOUR = {"-": "-", "x": "x", "nw": "7", "ne": "9", "se": "3", "sw": "1"}
"""A cell's state as a colour of the model (a triangle's corner as a keypad lays it out)."""
STATE = {c: s for s, c in COLOUR.items()}
AROUND = (((-1, 0), "ws"), ((0, 0), "nw"), ((0, -1), "en"), ((-1, -1), "se"))
"""The cells round a vertex (y, x), clockwise from the north-east one (its step from the vertex),
each with the sides of its two sectors there, clockwise."""
FILL = "#333"


def black_sector(state: str, side: str) -> bool:
    """Whether a cell in ``state`` is black by its ``side`` at a corner (one of the two sectors
    there): a black cell is; a triangle is by its own two sides."""
    return state == "x" or (state in TRIANGLES and side in state)


def vertex_keeps(states: Sequence[str]) -> bool:
    """Whether the cells round a vertex (:data:`AROUND`'s order; ``x`` outside the grid) keep
    the rule there: each run of white sectors is 2, 4 or all 8 long (the module's docstring)."""
    white = [not black_sector(s, side) for s, (_, sides) in zip(states, AROUND) for side in sides]
    if all(white) or not any(white):
        return True
    k = white.index(False)
    white = white[k:] + white[:k]
    run = 0
    for w in white + [False]:
        if w:
            run += 1
        else:
            if run not in (0, 2, 4):
                return False
            run = 0
    return True


KEEPS = {states: vertex_keeps(states) for states in product(COLOUR, repeat=4)}

NAME = {1 << k: s for k, s in enumerate(("-", *TRIANGLES, "x"))}
"""A cell's domain of one state (a bit) -> the state."""
BIT = {s: b for b, s in NAME.items()}
WHITE = BIT["x"] - 1
"""A white cell's domain: every state but black."""
TRI = WHITE - BIT["-"]
"""The triangles' bits."""
BITS = [d.bit_count() for d in range(64)]
VALID = [states for states in product(range(6), repeat=4) if KEEPS[tuple(NAME[1 << k] for k in states)]]
"""The fillings of a point's four cells (:data:`AROUND`'s order; each a state's bit number) that
keep the rule: 290 of 6^4, black cells and the outside counted."""
SORTED = (3, 0, 2, 1)
"""The places of :data:`AROUND` in the cells' order (row by row)."""
_HAVE = [[sum(1 << r for r, states in enumerate(VALID) if states[k] == s) for s in range(6)] for k in range(4)]
_ALLOWED = [[sum(have[s] for s in range(6) if d >> s & 1) for d in range(64)] for have in _HAVE]


_SUPPORTED: dict[int, tuple[int, int, int, int, int]] = {}


def _support(a: int, b: int, c: int, d: int) -> tuple[int, int, int, int, int]:
    """The fillings of a point (bits of :data:`VALID`) whose cells' states lie in their domains
    ``a`` to ``d`` (bits of the states, :data:`AROUND`'s order), and each cell's states that one
    of them has (kept in :data:`_SUPPORTED`)."""
    alive = _ALLOWED[0][a] & _ALLOWED[1][b] & _ALLOWED[2][c] & _ALLOWED[3][d]
    got = (alive, *(sum(1 << s for s in range(6) if alive & have[s]) for have in _HAVE))
    _SUPPORTED[a << 18 | b << 12 | c << 6 | d] = got
    return got


def _rows(alive: int):
    """The rows of :data:`VALID` whose bits ``alive`` holds."""
    while alive:
        low = alive & -alive
        yield low.bit_length() - 1
        alive ^= low


class Domains:
    """The cells' domains (bits of their states, on the grid with a black border) kept arc
    consistent: every state left is supported at each point (``vertices``: their cells' places,
    :data:`AROUND`'s order) by a filling that keeps the rule, and beside each of ``numbers`` ((the
    number, its place, the places beside it)) by the count. Narrowing them so loses no answer."""

    def __init__(self, domain: list[int], vertices: list[tuple[int, ...]], numbers: list) -> None:
        self.domain, self.vertices, self.numbers = domain, vertices, numbers
        self.touch: list[list[int]] = [[] for _ in domain]
        for v, places in enumerate(vertices):
            for q in places:
                self.touch[q].append(v)
        for r, (_, _, near) in enumerate(numbers):
            for q in near:
                self.touch[q].append(len(vertices) + r)

    def settle(self, domain: list[int], stack: list[int]) -> tuple[str, int] | None:
        """Narrows ``domain`` from the constraints on ``stack`` (points, then numbers after them)
        to the fixed point. Returns None, or where no answer is left: (``p``, a point) or (``n``,
        a number's place)."""
        vertices, numbers, touch = self.vertices, self.numbers, self.touch
        nv = len(vertices)
        queued = [False] * (nv + len(numbers))
        for e in stack:
            queued[e] = True
        dash = BIT["-"]
        supported = _SUPPORTED
        stack = deque(stack)
        while stack:
            e = stack.popleft()
            queued[e] = False
            if e < nv:
                a, b, c, d = vertices[e]
                da, db, dc, dd = domain[a], domain[b], domain[c], domain[d]
                got = supported.get(da << 18 | db << 12 | dc << 6 | dd)
                if got is None:
                    got = _support(da, db, dc, dd)
                alive, na, nb, nc, nd = got
                if not alive:
                    return "p", e
                changed = []
                if na != da:
                    domain[a] = na
                    changed.append(a)
                if nb != db:
                    domain[b] = nb
                    changed.append(b)
                if nc != dc:
                    domain[c] = nc
                    changed.append(c)
                if nd != dd:
                    domain[d] = nd
                    changed.append(d)
            else:
                k, place, near = numbers[e - nv]
                must = sum(1 for q in near if not domain[q] & dash)
                could = sum(1 for q in near if domain[q] & TRI)
                if must > k or could < k:
                    return "n", place
                changed = []
                if must == k < could:
                    changed = [q for q in near if domain[q] & TRI and domain[q] & dash]
                    for q in changed:
                        domain[q] = dash
                elif could == k > must:
                    changed = [q for q in near if domain[q] & TRI and domain[q] & dash]
                    for q in changed:
                        domain[q] &= TRI
            for q in changed:
                for f in touch[q]:
                    if not queued[f] and f != e:
                        queued[f] = True
                        stack.append(f)
        return None

    def probe(self) -> tuple[str, int] | None:
        """:meth:`settle`, then each state of each cell left with several tried alone (settled
        on a copy) and dropped where it leaves no answer, until none is (failed literals)."""
        domain = self.domain
        nv = len(self.vertices)  # (a point whose cells may all take every white state narrows nothing)
        wrong = self.settle(domain, [v for v, places in enumerate(self.vertices)
                                     if any(domain[q] != WHITE for q in places)]
                            + list(range(nv, nv + len(self.numbers))))
        again = PROBE
        while wrong is None and again:
            again = False
            for q, d in enumerate(domain):
                if not d & (d - 1):
                    continue
                for k in range(5):
                    bit = 1 << k
                    if not domain[q] & bit or domain[q] == bit:
                        continue
                    trial = domain[:]
                    trial[q] = bit
                    if self.settle(trial, list(self.touch[q])) is not None:
                        domain[q] &= ~bit
                        again = True
                        wrong = self.settle(domain, list(self.touch[q]))
                        if wrong is not None:
                            return wrong
        return wrong


PROBE = True
"""Whether :meth:`Domains.probe` tries the states one by one after arc consistency (False: arc
consistency alone; kept for measuring)."""


class Shakashaka(Genre):
    """``Shakashaka(cells)``: rows of cell strings, '-' white, 'x' (or '5') black, or a number 0-4."""

    kind = "shakashaka"
    url_names = ("shakashaka",)

    cell_tokens = {"-": None, "x": BLACK, "5": BLACK}
    least = 0
    most = 4
    cell_words = "a cell is - (white), x or 5 (black) or a number 0-4 (black, counting the triangles beside it)"

    @classmethod
    def from_args(cls, args: Sequence[str]) -> "Shakashaka":
        """A puzzle (a file, - or a URL), or ``RxC``: the blank grid of R rows and C columns."""
        arg = grid_puzzle_arg(args, cls)
        size = blank_grid(arg, "3x3")
        if size is not None:
            return cls([["-"] * size[1] for _ in range(size[0])])
        return read_grid_puzzle(cls, arg)

    # ------------------------------------------------------------------ the model
    def build(self) -> Model:
        m, n = self.m, self.n
        w = n + 2  # (cells on a grid with a black border: cell (i, j) at (i + 1) * w + j + 1)
        domain = [BIT["x"]] * ((m + 2) * w)
        for i in range(m):
            for j in range(n):
                if (i, j) not in self.clue:
                    domain[(i + 1) * w + j + 1] = WHITE
        numbers = []  # (the number, its place, the places of the white cells beside it)
        for c, k in sorted(self.clue.items()):
            if k == BLACK:
                continue
            near = [(a + 1) * w + b + 1 for _, (a, b) in neighbours(m, n, c) if (a, b) not in self.clue]
            if k > len(near):
                raise AtCell(self.kind, c, f"the {k} at {where(c)} has {len(near)} white "
                                           f"cell{'' if len(near) == 1 else 's'} beside it")
            numbers.append((k, (c[0] + 1) * w + c[1] + 1, sorted(near)))
        vertices = [tuple((y + a + 1) * w + x + b + 1 for (a, b), _ in AROUND) for y in range(m + 1)
                    for x in range(n + 1)]
        wrong = Domains(domain, vertices, numbers).probe()
        self.fixed = {}
        model = Model()
        if wrong is not None:  # (no answer: the item of the cell, point or number left without one)
            kind, at = wrong
            model.add_items([f"p{at // (n + 1)}.{at % (n + 1)}" if kind == "p" else f"n{at // w - 1}.{at % w - 1}"])
            return model
        self.fixed = {c: "x" for c in self.clue}
        free = [(i, j) for i in range(m) for j in range(n) if (i, j) not in self.clue]  # (each with its item)
        # the numbers that still choose: among the cells beside them that may or may not hold a triangle
        clued = []
        for k, place, near in numbers:
            open_ = [q for q in near if domain[q] & TRI and domain[q] & BIT["-"]]
            k -= sum(1 for q in near if not domain[q] & BIT["-"])
            if open_:
                clued.append((place, open_, k))
        kept = _choosing(domain, vertices)
        counted = sorted({q for _, open_, _ in clued for q in open_})
        cell_item = dict(zip(free, model.add_items([f"c{i}.{j}" for i, j in free])))
        vertex_items = model.add_items([f"p{v // (n + 1)}.{v % (n + 1)}" for v, _, _ in kept])
        number_items = model.add_items([f"n{place // w - 1}.{place % w - 1}" for place, _, _ in clued])
        value = dict(zip(((i + 1) * w + j + 1 for i, j in free),
                         model.add_items([f"v{i}.{j}" for i, j in free], primary=False)))
        triangle = dict(zip(counted, model.add_items([f"t{q // w - 1}.{q % w - 1}" for q in counted],
                                                     primary=False)))
        colour = [model.colour_id(COLOUR[NAME[1 << k]]) for k in range(6)]
        one, zero = model.colour_id("1"), model.colour_id("0")
        batch = Batch(model)
        self._of: dict[int, tuple[Cell, str]] = {}
        for c in free:
            q = (c[0] + 1) * w + c[1] + 1
            d = domain[q]
            for k in range(5):
                if d >> k & 1:
                    items, colours = [cell_item[c], value[q]], [0, colour[k]]
                    if q in triangle:
                        items.append(triangle[q])
                        colours.append(zero if k == 0 else one)
                    self._of[batch.add(items, colours, ordered=True)] = (c, NAME[1 << k])
        for item, (v, free_at, alive) in zip(vertex_items, kept):
            places = vertices[v]
            items = [item] + [value[places[k]] for k in free_at]
            for r in _rows(alive):
                batch.add(items, [0] + [colour[VALID[r][k]] for k in free_at], ordered=True)
        for item, (_, open_, k) in zip(number_items, clued):
            for chosen in combinations(open_, k):
                batch.add([item] + [triangle[q] for q in open_], [0] + [one if q in chosen else zero for q in open_],
                          ordered=True)
        return batch.flush()

    def states(self, solution: Sequence[int]) -> dict[Cell, str]:
        """Cell -> its state in ``solution`` (``-``, ``x`` or a triangle)."""
        out = dict(self.fixed)
        out.update(self._of[o] for o in solution if o in self._of)
        return out

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        states = self.states(solution)
        return [[states[i, j] if states[i, j] in TRIANGLES else "-" for j in range(self.n)] for i in range(self.m)]

    # ------------------------------------------------------------------ the rules
    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        m, n = self.m, self.n
        broken = rules.tokens_in(grid, ("-", *TRIANGLES), "- or a triangle nw, ne, se or sw (its right angle's corner)")
        if broken:
            return broken
        black = rules.given_changed(grid, dict.fromkeys(self.clue, "-"))
        if black:
            return f"{where(black)} is black and holds a triangle"
        have = {c: sum(grid[a][b] in TRIANGLES for _, (a, b) in neighbours(m, n, c))
                for c, k in self.clue.items() if k != BLACK}
        wrong = [c for c in sorted(have) if have[c] > self.clue[c]]  # (pzprjs's order: too many, the
        wrong += [white_areas(grid, set(self.clue))]                  # white areas, too few)
        wrong += [c for c in sorted(have) if have[c] < self.clue[c]]
        for c in wrong:
            if isinstance(c, str):
                return c
            if c is not None:
                return f"the {self.clue[c]} at {where(c)} has {have[c]} triangle{'' if have[c] == 1 else 's'} beside it"
        return None

    # ------------------------------------------------------------------ pictures
    def draw(self, solution: Sequence[int] | None) -> dict:
        return {"shaded": sorted(self.clue),
                "text": {c: (str(k), "white") for c, k in self.clue.items() if k != BLACK}}

    def svg(self, solution: Sequence[int] | None = None) -> str:
        """The sites' picture: black cells (white numbers in them), and the answer's triangles."""
        out = picture(self.m, self.n, **self.draw(solution))
        if solution is None:
            return out
        cell, pad = 28, 3
        corners = {"nw": (0, 0), "ne": (0, 1), "se": (1, 1), "sw": (1, 0)}
        parts = []
        for i, row in enumerate(self.grid(solution)):
            for j, t in enumerate(row):
                if t in TRIANGLES:
                    near = [corners[k] for k in TRIANGLES if k != _opposite(t)]
                    points = " ".join(f"{pad + (j + b) * cell},{pad + (i + a) * cell}" for a, b in near)
                    parts.append(f'<polygon points="{points}" fill="{FILL}"/>')
        return out.replace("</svg>", "\n".join(parts) + "\n</svg>")

    # ------------------------------------------------------------------ making
    @classmethod
    def emptied(cls, tok: str) -> str:
        """A black cell without its number."""
        return "x" if tok.isdigit() else "-"

    @classmethod
    def maker(cls, m: int, n: int, rng, symmetry: str = "none") -> Made | None:
        """White areas at random (:func:`draw_areas`: rectangles and turned rectangles, apart,
        their images under ``symmetry`` with them); every cell they leave black is numbered,
        each number removable (the cell stays black). None where no cell is black."""
        grid, black = draw_areas(m, n, rng, symmetry)
        if not black or len(black) == m * n:
            return None
        cells = [["-"] * n for _ in range(m)]
        for i, j in black:
            cells[i][j] = str(beside(grid, (i, j)))
        return Made(cells, sorted(black), answer=grid)

    @classmethod
    def repair(cls, made: Made, other: list[list[str]]) -> Made | None:
        """A black cell without its number, beside which the other answer has another number of
        triangles, gets it back (one, chosen by the other answer)."""
        answer = made.answer
        spots = [(i, j) for i, row in enumerate(made.cells) for j, t in enumerate(row)
                 if t == "x" and beside(answer, (i, j)) != beside(other, (i, j))]
        if not spots:
            return None
        i, j = spots[zlib.crc32(repr(other).encode()) % len(spots)]
        cells = [row[:] for row in made.cells]
        cells[i][j] = str(beside(answer, (i, j)))
        return Made(cells, list(made.removable), answer=answer)

    # ------------------------------------------------------------------ URLs
    decode = Akari.__dict__["decode"]  # (pzprjs's decode4Cell, its '.' our x: as akari's)
    encode = Akari.encode


def _choosing(domain: list[int], vertices: list[tuple[int, ...]]) -> list[tuple[int, list[int], int]]:
    """The points that still choose: (point, its free places, the fillings of them kept, as bits of :data:`VALID`)."""
    # (two cells free there at least, not every filling of them kept)
    kept = []
    for v, places in enumerate(vertices):
        ds = [domain[q] for q in places]
        free_at = [k for k in SORTED if ds[k] & (ds[k] - 1)]
        if len(free_at) < 2:
            continue
        got = _SUPPORTED.get(ds[0] << 18 | ds[1] << 12 | ds[2] << 6 | ds[3])
        alive = (got or _support(*ds))[0]
        size = 1
        for k in free_at:
            size *= BITS[ds[k]]
        if alive.bit_count() == size:
            continue
        kept.append((v, free_at, alive))
    return kept


def _opposite(corner: str) -> str:
    return {"nw": "se", "se": "nw", "ne": "sw", "sw": "ne"}[corner]


def beside(grid: Sequence[Sequence[str]], c: Cell) -> int:
    """The triangles of an answer's ``grid`` in the cells beside ``c``."""
    return sum(grid[a][b] in TRIANGLES for _, (a, b) in neighbours(len(grid), len(grid[0]), c))


# ------------------------------------------------------------------ the rules checker
QUARTERS = "nesw"
"""A cell's quarters, the four triangles its two diagonals cut it into, by the side each is on."""
QUARTER_POINTS = {"n": ((0, 0), (0, 2), (1, 1)), "e": ((0, 2), (2, 2), (1, 1)),
                  "s": ((2, 0), (2, 2), (1, 1)), "w": ((0, 0), (2, 0), (1, 1))}
"""A quarter's corners, in half cells from the cell's top-left corner (row, column)."""


def white_areas(grid: Sequence[Sequence[str]], black: set[Cell]) -> str | None:
    """Every white area of an answer's ``grid`` (``black`` the puzzle's black cells) is a
    rectangle, upright or turned 45 degrees, else the first that is not, in words. From the
    rules alone: a cell's white quarters (a triangle blackens the two by its sides), joined to the
    quarters they share a side with, in the cell and across its sides; an area is an upright
    rectangle when it fills its bounding box, a turned one when it fills its bounding box in the
    turned axes (row + column, row - column)."""
    m, n = len(grid), len(grid[0])

    def is_white(q) -> bool:
        i, j, side = q
        return (i, j) not in black and side not in grid[i][j]  # ('-' and the triangles' sides)

    seen: set = set()
    for i in range(m):
        for j in range(n):
            for side in QUARTERS:
                q = (i, j, side)
                if q in seen or not is_white(q):
                    continue
                seen.add(q)
                area = [q]
                for a, b, s in area:
                    k = QUARTERS.index(s)
                    touching = [(a, b, QUARTERS[(k + 1) % 4]), (a, b, QUARTERS[(k - 1) % 4])]
                    di, dj = {"n": (-1, 0), "s": (1, 0), "e": (0, 1), "w": (0, -1)}[s]
                    if 0 <= a + di < m and 0 <= b + dj < n:
                        touching.append((a + di, b + dj, QUARTERS[(k + 2) % 4]))
                    for t in touching:
                        if t not in seen and is_white(t):
                            seen.add(t)
                            area.append(t)
                if not _rectangle(area):
                    return f"the white area at {where((i, j))} is not a rectangle"
    return None


def _rectangle(area) -> bool:
    """Whether quarters (each of area 1 in half cells) fill their bounding box, upright or turned."""
    points = [(2 * i + a, 2 * j + b) for i, j, s in area for a, b in QUARTER_POINTS[s]]
    ys, xs = [p[0] for p in points], [p[1] for p in points]
    if (max(ys) - min(ys)) * (max(xs) - min(xs)) == len(area):
        return True
    us, vs = [y + x for y, x in points], [y - x for y, x in points]
    return (max(us) - min(us)) * (max(vs) - min(vs)) == 2 * len(area)


# ------------------------------------------------------------------ the maker's answers
STEPS = {"n": (-1, 0), "s": (1, 0), "e": (0, 1), "w": (0, -1)}


def _turned(k: int) -> dict[str, str]:
    """Where a cell's quarters go when the grid turns ``k`` quarter turns clockwise."""
    out = {s: s for s in QUARTERS}
    for _ in range(k):
        out = {s: QUARTERS[(QUARTERS.index(t) + 1) % 4] for s, t in out.items()}
    return out


QUARTER_MAPS = {"none": [], "rot2": [_turned(2)], "rot4": [_turned(1), _turned(2), _turned(3)],
                "mirror": [{"n": "n", "s": "s", "e": "w", "w": "e"}]}
"""How the maps of a symmetry (after the identity, as :func:`~.grid.images` gives them) move a
cell's quarters."""


class Areas:
    """White areas drawn on an m×n grid, each with its images under a symmetry: an area is an
    upright rectangle ``("r", top, bottom, left, right)`` (cells' rows and columns, the ends
    out) or a turned one ``("d", u0, u1, v0, v1)`` (its points' row + column from u0 to u1,
    row - column from v0 to v1); they touch along no side (corners may meet)."""

    def __init__(self, m: int, n: int, symmetry: str) -> None:
        self.m, self.n = m, n
        self.maps = list(zip(images(m, n, symmetry)[1:], QUARTER_MAPS[symmetry]))
        self.owner: dict[tuple[int, int, str], int] = {}
        self.areas: dict[int, tuple] = {}

    def quarters(self, area: tuple) -> list[tuple[int, int, str]] | None:
        """The quarters of ``area`` (None where it leaves the grid or is empty)."""
        kind, a0, a1, b0, b1 = area
        m, n = self.m, self.n
        if kind == "r":
            if not (0 <= a0 < a1 <= m and 0 <= b0 < b1 <= n):
                return None
            return [(i, j, s) for i in range(a0, a1) for j in range(b0, b1) for s in QUARTERS]
        corners = [((u + v) // 2, (u - v) // 2) for u in (a0, a1) for v in (b0, b1)]
        if a0 >= a1 or b0 >= b1 or any(not (0 <= y <= m and 0 <= x <= n) for y, x in corners):
            return None
        out = []
        for i in range(min(y for y, _ in corners), max(y for y, _ in corners)):
            for j in range(min(x for _, x in corners), max(x for _, x in corners)):
                for s in QUARTERS:
                    cy = 6 * i + sum(p[0] for p in QUARTER_POINTS[s])  # (the quarter's centre, in sixths)
                    cx = 6 * j + sum(p[1] for p in QUARTER_POINTS[s])
                    if 6 * a0 < cy + cx < 6 * a1 and 6 * b0 < cy - cx < 6 * b1:
                        out.append((i, j, s))
        return out

    def place(self, key: int, area: tuple) -> bool:
        """Put ``area`` (and its images) in, as ``key``, where it fits; whether it did."""
        shape = self.quarters(area)
        if not shape:
            return False
        copies = {frozenset(shape)}
        for f, step in self.maps:
            copies.add(frozenset((*f(i, j), step[s]) for i, j, s in shape))
        flat = [q for copy in copies for q in copy]
        if len(flat) != len(set(flat)) or any(q in self.owner for q in flat):
            return False
        mine = {q: t for t, copy in enumerate(copies) for q in copy}
        for q, t in mine.items():
            for r in self._touching(q):
                if r in self.owner or mine.get(r, t) != t:
                    return False
        for q in flat:
            self.owner[q] = key
        self.areas[key] = area
        return True

    def remove(self, key: int) -> None:
        self.owner = {q: k for q, k in self.owner.items() if k != key}
        del self.areas[key]

    def _touching(self, q):
        i, j, s = q
        k = QUARTERS.index(s)
        yield i, j, QUARTERS[(k + 1) % 4]
        yield i, j, QUARTERS[(k - 1) % 4]
        di, dj = STEPS[s]
        if 0 <= i + di < self.m and 0 <= j + dj < self.n:
            yield i + di, j + dj, QUARTERS[(k + 2) % 4]

    def answer(self) -> tuple[list[list[str]], list[Cell]]:
        """The answer's grid and the black cells (those without a white quarter)."""
        grid = [["-"] * self.n for _ in range(self.m)]
        black = []
        for i in range(self.m):
            for j in range(self.n):
                dark = {s for s in QUARTERS if (i, j, s) not in self.owner}
                if len(dark) == 4:
                    black.append((i, j))
                elif dark:
                    grid[i][j] = next(t for t in TRIANGLES if set(t) == dark)
        return grid, black


def draw_areas(m: int, n: int, rng, symmetry: str = "none") -> tuple[list[list[str]], list[Cell]]:
    """A random answer (its grid, its black cells): white areas, most of them turned
    rectangles, put at random where they fit with their images under ``symmetry`` (small ones,
    in 4·m·n tries), then grown side by side at random while they fit (up to 4 cells or half
    diagonals a side); the cells left without white are black."""
    areas = Areas(m, n, symmetry)
    for key in range(4 * m * n):
        if rng.random() < 0.3:
            h, w = rng.randint(1, 2), rng.randint(1, 2)
            i, j = rng.randrange(m), rng.randrange(n)
            areas.place(key, ("r", i, i + h, j, j + w))
        else:
            y, x = rng.randrange(m + 1), rng.randrange(n + 1)
            areas.place(key, ("d", y + x, y + x + 2 * rng.randint(1, 2), y - x, y - x + 2 * rng.randint(1, 2)))
    for _ in range(3):
        for key in rng.sample(sorted(areas.areas), len(areas.areas)):
            kind, a0, a1, b0, b1 = area = areas.areas[key]
            step, most = (1, 4) if kind == "r" else (2, 8)
            for side in rng.sample(range(4), 4):
                grown = [kind, a0, a1, b0, b1]
                grown[1 + side] += step if side % 2 else -step
                if grown[2] - grown[1] > most or grown[4] - grown[3] > most or rng.random() < 0.3:
                    continue
                areas.remove(key)
                if areas.place(key, tuple(grown)):
                    area = areas.areas[key]
                else:
                    areas.place(key, area)
                kind, a0, a1, b0, b1 = area
    return areas.answer()
