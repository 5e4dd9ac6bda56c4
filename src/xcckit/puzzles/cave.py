"""Cave (Bag, Corral): shade cells so that the unshaded cells form one cave; a number counts the
cave cells it sees.

Rules (pzprjs's and janko.at's): the unshaded cells form one connected cave (orthogonally); every
group of shaded cells touches the edge of the grid (none is enclosed by the cave: the shaded cells
and the outside of the grid hang together); a number is in the cave, and counts the cave cells it
sees along its row and column, up to a shaded cell or the edge, itself included.

Notation (janko.at's Corral, puzzlekit's ``cave``): ``R C``, then R rows of cells: a number (from
1), ``?`` (a cave cell without a number, pzprjs's '?') or ``-``; puzz.link ``cave`` URLs (alias
``bag``). Answer, as puzzlekit writes it and janko.at marks the corral: ``x`` a cell of the cave,
``-`` a shaded cell (outside the cave).

The model (:class:`~.patterns.Patterns`, with :class:`Sights` for the numbers' options): each
cell an item coloured cave or shaded. A number k is two items, across and upright: the options of
across (its cell's own item) are the ways to see x cells to the left and y to the right (the
cell and those runs cave, the cell that ends each run shaded, where there is one), and colour a
secondary item of the number with x + y; upright's options see u cells up and d down and colour
that item k - 1 - u - d: they agree exactly when the four runs make k - 1. The counting rule is
so plain exact cover, with options growing as k² where one option per split of k - 1 into four
runs grows as k³ (on the published puzzles that model was a little faster to build and no faster
to solve, its worst 10x10 1.6 times as slow). Each 2×2 block is an item whose options are its
colourings but the two checkerboards, which are implied (a checkerboard's two cave cells, joined
by a path of the cave, enclose one of its shaded cells, or its two shaded cells, joined through
the outside, cut the cave) and prune: without them the published puzzles took 1.3 to 1.6 times as
long. What XCC cannot say is two :class:`~xcckit.constraints.Connected` constraints: the cave
cells hang together, and so do the shaded cells with a vertex for the outside (a secondary item
coloured shaded by a primary item's one option), next to every cell on the edge: a shaded group
that touches no edge is cut off from it. Every item but the numbers is a table: the SAT
translation has a variable per cell and one per number's option. (Neighbour patterns as the
cells' options, a cave cell with a cave neighbour and a shaded cell inside the grid with a shaded
one, cost more than the cuts they saved.)

Measured (2026-11-29, ``scripts/bench.py published --corpus /tmp/pk/assets/data --kinds cave
--every 1 --time-limit 20``, all 419 of janko.at's puzzles in puzzlekit's dataset, on a shared
2-core machine under a load of 5 to 9): every one solved with its published answer and proven
unique (``auto``: sat). Medians, ours against puzzlekit's: 8x8 (52) 0.094 s / 0.251 s, 10x10
(273) 0.133 / 0.561 (worst 4.9 s / 10.2 s), 12x12 (50) 0.237 / 0.647, 14x14 (23) 0.192 / 0.677,
the 18x18 0.78 / 20.8, the 25x25 1.46 / 22.0. In CPU time the 419 took 13.5 s in all, a median
of 27 ms and at most 0.27 s. dlx solves most in milliseconds but a few not in seconds; zdd's
frontier outgrows its memory cap on the 8x8 demo (the outside vertex and the numbers' long
options keep the frontier wide): it counts small grids.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ..constraints import Connected
from ..model import Model
from .kit import rules
from .kit.genre import AtCell, Genre, Made, NumberURL
from .kit.grid import Cell, SIDE_STEPS, orbits, regions_of, where
from .kit.patterns import Patterns, block_patterns

CAVE, SHADED = "c", "s"
UNKNOWN = 0
"""The clue of a cave cell without a number ('?')."""
BLOCKS = tuple(block_patterns(CAVE + SHADED, [CAVE + SHADED * 2 + CAVE, SHADED + CAVE * 2 + SHADED]))
"""A 2×2 block's colourings (its cells in reading order): all but the two checkerboards."""
OUTSIDE = "out"
"""The vertex of the outside of the grid, shaded, next to every cell on the edge."""


def sight(m: int, n: int, c: Cell) -> list[list[Cell]]:
    """The cells a cell sees towards each side (up, down, left, right), nearest first, to the edge."""
    i, j = c
    out = []
    for a, b in SIDE_STEPS:
        run, t = [], 1
        while 0 <= i + a * t < m and 0 <= j + b * t < n:
            run.append((i + a * t, j + b * t))
            t += 1
        out.append(run)
    return out


class Sights(Patterns):
    """:class:`~.patterns.Patterns` with options of numbers whose cells differ from option to option
    (:meth:`sight`: each colours the runs a number sees and the cells that end them), which
    Patterns' batches, made for options of one shape given to many cells, would make one by one;
    these are handed to the model together, after the others."""

    def __init__(self, m: int, n: int, colours: str) -> None:
        super().__init__(m, n, colours)
        self._sights: list[tuple[Cell | str, list[int], Sequence[str]]] = []

    def code(self, c: Cell, colour: str) -> int:
        """A cell with a colour, as :meth:`sight` takes them."""
        return (c[0] * self.n + c[1]) * len(self.colours) + self.colours.index(colour)

    def sight(self, head: Cell | str, codes: list[int], extra: Sequence[str] = ()) -> None:
        """An option of ``head`` (a cell, or a primary item's name) that colours cells so
        (:meth:`code`), with ``extra`` secondary items (``name:colour``)."""
        self._sights.append((head, codes, extra))

    def model(self) -> Model:
        model = super().model()
        if not self._sights:
            return model
        k, index, first = len(self.colours), model.index, self._value_of
        table = [model.colour_id(x) for x in self.colours]
        starts, items, colours, heads = [0], [], [], []
        for head, codes, extra in self._sights:
            cell = isinstance(head, tuple)
            items.append(index[self.item(head) if cell else head])
            colours.append(0)
            for x in sorted(codes):
                items.append(first + x // k)
                colours.append(table[x % k])
            for token in extra:
                name, _, colour = token.partition(":")
                items.append(index[name])
                colours.append(model.colour_id(colour))
            starts.append(len(items))
            heads.append(head[0] * self.n + head[1] if cell else -1)
        model.add_options_flat(starts, items, colours)
        self._cell_of = np.concatenate([self._cell_of, np.array(heads, dtype=np.int64)])
        return model


class Cave(NumberURL, Genre):
    """``Cave(cells)``: rows of cell strings, a number, '?' or '-'."""

    kind = "cave"
    url_least = 1
    url_least_why = "a number counts itself: at least 1"
    unknown_clue = UNKNOWN
    shading = CAVE  # (the answer's 'x' is a cave cell, as janko.at marks the corral)
    url_names = ("cave", "bag")

    cell_tokens = {"-": None, "?": UNKNOWN}
    least = 1
    cell_words = "a cell is a number from 1 (how many cave cells it sees), '?' or '-'"
    drawn_unique = True

    def build(self) -> Model:
        m, n = self.m, self.n
        cells = self.cells_model = Sights(m, n, CAVE + SHADED)
        for c in cells.cells():
            k = self.clue.get(c)
            if k is None or k == UNKNOWN:
                cells.options(c, [c], CAVE + SHADED if k is None else CAVE)
                continue
            runs = sight(m, n, c)
            most = 1 + sum(map(len, runs))
            if k > most:
                raise AtCell(self.kind, c, f"the {k} at {where(c)} sees at most {most} cells")
            seen = [[[cells.code(d, CAVE) for d in run[:t]] + ([cells.code(run[t], SHADED)] if t < len(run) else [])
                     for t in range(len(run) + 1)] for run in runs]  # (what a run of t cells colours)
            (up, down, left, right), own = seen, [cells.code(c, CAVE)]
            across, upright = cells.secondary(f"h{c[0]}.{c[1]}"), cells.primary(f"n{c[0]}.{c[1]}")
            for a, b, item, first in ((left, right, c, own), (up, down, upright, [])):
                rest = most - len(a) - len(b) + 1  # (the cells the other way: a and b hold a run of 0 each)
                for x in range(min(k - 1, len(a) - 1) + 1):
                    for y in range(min(k - 1 - x, len(b) - 1) + 1):
                        if k - 1 - x - y <= rest:
                            cells.sight(item, first + a[x] + b[y], [f"{across}:{x + y if item == c else k - 1 - x - y}"])
        for i in range(m - 1):
            for j in range(n - 1):
                cells.options(cells.primary(f"b{i}.{j}"), [(i, j), (i, j + 1), (i + 1, j), (i + 1, j + 1)], BLOCKS)
        cells.options(cells.primary("o"), [], [""], [f"{cells.secondary(OUTSIDE)}:{SHADED}"])
        model = cells.model()
        vertices, edges = cells.graph()
        rim = [cells.value((i, j)) for i in range(m) for j in range(n) if i in (0, m - 1) or j in (0, n - 1)]
        model.add_constraint(Connected(model, vertices, edges, CAVE))
        model.add_constraint(Connected(model, vertices + [OUTSIDE], edges + [(OUTSIDE, v) for v in rim], SHADED))
        return model

    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        broken = rules.tokens_in(grid, "x-", "x (in the cave) or - (shaded)")
        if broken:
            return broken
        m, n = self.m, self.n
        cave = rules.marked(grid, "x")
        for c in sorted(self.clue):
            if c not in cave:
                what = "a number" if self.clue[c] != UNKNOWN else "a '?'"
                return f"{where(c)} holds {what} and is shaded"
        broken = rules.connected(cave, "cave")
        if broken:
            return broken
        for group in regions_of(rules.marked(grid, "-")):
            if not any(i in (0, m - 1) or j in (0, n - 1) for i, j in group):
                return f"the shaded cells at {where(group[0])} are enclosed by the cave (they touch no edge)"
        for c, k in sorted(self.clue.items()):
            if k == UNKNOWN:
                continue
            seen = _seen(cave, c)
            if seen != k:
                return f"the {k} at {where(c)} sees {seen} cave cells"
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        text = {c: ("?" if v == UNKNOWN else str(v)) for c, v in self.clue.items()}
        if solution is None:
            return {"text": text}
        colour = self.cells_model.colouring(solution)
        return {"text": text, "shaded": [c for c, k in colour.items() if k == SHADED],
                "dots": [c for c, k in colour.items() if k == CAVE and c not in self.clue]}

    # ------------------------------------------------------------------------------- making
    @classmethod
    def maker(cls, m: int, n: int, rng, symmetry: str = "none") -> Made | None:
        """A random cave (:func:`random_cave`, symmetric under ``symmetry``) and a number on every
        cave cell, each removable. With every cave cell numbered the answer is the only one: a
        second cave holds the first (every number is a cave cell), so it has a cell beside the
        first cave, where a number of the first sees further than it says."""
        cave = random_cave(m, n, rng, symmetry)
        if cave is None:
            return None
        cells = [["-"] * n for _ in range(m)]
        for c in sorted(cave):
            cells[c[0]][c[1]] = str(_seen(cave, c))
        answer = [["x" if (i, j) in cave else "-" for j in range(n)] for i in range(m)]
        return Made(cells, sorted(cave), answer=answer)

    @classmethod
    def clue_at(cls, made: Made, i: int, j: int) -> str | None:
        if made.answer[i][j] != "x":
            return None
        cave = {(a, b) for a, row in enumerate(made.answer) for b, t in enumerate(row) if t == "x"}
        return str(_seen(cave, (i, j)))

    # ------------------------------------------------------------------------------- URLs


def _seen(cave: set[Cell], c: Cell) -> int:
    """How many cells of ``cave`` the cell ``c`` sees along its row and column, itself included."""
    seen = 1
    for a, b in SIDE_STEPS:
        t = 1
        while (c[0] + a * t, c[1] + b * t) in cave:
            seen += 1
            t += 1
    return seen


def _keeps_rules(m: int, n: int, cave: set[Cell]) -> bool:
    """Whether ``cave`` (not empty) is connected and every other cell reaches the edge through cells
    outside it."""
    if len(regions_of(cave)) != 1:
        return False
    todo = [(i, j) for i in range(m) for j in range(n) if (i in (0, m - 1) or j in (0, n - 1)) and (i, j) not in cave]
    seen = set(todo)
    while todo:
        a, b = todo.pop()
        for d in ((a - 1, b), (a + 1, b), (a, b - 1), (a, b + 1)):
            if 0 <= d[0] < m and 0 <= d[1] < n and d not in cave and d not in seen:
                seen.add(d)
                todo.append(d)
    return len(seen) + len(cave) == m * n


def random_cave(m: int, n: int, rng, symmetry: str = "none", sweeps: int = 12) -> set[Cell] | None:
    """A random cave of an m×n grid that keeps the rules (connected, no shaded group enclosed),
    symmetric under ``symmetry``: from the whole grid, an orbit of cells at a time picked at
    random changes sides (cave to shaded or back) where the result keeps the rules, ``sweeps``
    times as many tries as there are orbits (a walk whose steps keep the rules, uniform in the
    long run over the caves it reaches), then on until between 40 and 65 % of the cells are cave.
    None where no such cave came."""
    groups = orbits(m, n, symmetry)
    cave = {(i, j) for i in range(m) for j in range(n)}
    lo, hi = 0.4 * m * n, 0.65 * m * n
    tries = sweeps * len(groups)
    for step in range(tries * 3):
        if step >= tries and lo <= len(cave) <= hi:
            return cave
        group = rng.choice(groups)
        flipped = cave.symmetric_difference(group)
        if flipped and _keeps_rules(m, n, flipped):
            cave = flipped
    return cave if lo <= len(cave) <= hi or m * n < 4 else None
