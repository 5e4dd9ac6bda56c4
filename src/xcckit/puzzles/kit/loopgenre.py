"""What the single-loop genres of the puzzle sites share (simple loop, yajilin, country road):
the loop's model on :class:`~.cellmodels.Lines` (:class:`LoopLines`), the rules checker's reading of
a loop drawn in an answer, and the ways through the cells of a loop their makers draw.

An answer writes each cell the loop goes through as the sides it leaves by (``ns``, ``se``…) and
any other cell as the genre says (``-``, ``x``). The checker here reads only those strings: it
shares nothing with the model.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations

from ...model import Model
from .cellmodels import Lines, token_ids
from .grid import BACK, ORDER, SIDES, Cell, neighbours, pairs, way, where
from .rules import loop_of_ways

"""The side of the cell beyond a side that faces it."""


# ------------------------------------------------------------------------------------ the model
class LoopLines(Lines):
    """:class:`~.cellmodels.Lines` on the cells the loop may visit (``on``) only: a primary item per
    such cell, the edges between two of them (coloured 1 on the loop, 0 off), and the genre's
    own items and options (:meth:`option`). The other cells (blocked, clues) have no item and
    no edge: a model the size of what can happen. :meth:`loop_model` makes the model with the
    single loop over those edges."""

    no_loop_item = True
    """Where no edge joins two cells of ``on``: an item that no option covers says there is no
    loop (True), or a single loop over no edges does (False: masyu's model)."""

    def __init__(self, m: int, n: int, on: set[Cell]) -> None:
        super().__init__(m, n)
        self.on = on
        self.others: list[list[str]] = []
        self.sides = {c: [(d, nb) for d, nb in self.neighbours(c) if nb in on] for c in on}
        """Each cell's sides that lead to a cell of ``on``, with that cell, in the order an
        option colours their edges."""

    def neighbours(self, c: Cell) -> list[tuple[str, Cell]]:
        """The sides of cell ``c`` with a cell beyond them, with that cell, in the order its
        options colour their edges (:data:`~.grid.ORDER`)."""
        return neighbours(self.m, self.n, c)

    def colour_ids(self, model: Model) -> tuple[int, int]:
        """The ids of the colours ``0`` (off) and ``1`` (on) in ``model``, interned in that order."""
        return model.colour_id("0"), model.colour_id("1")

    def edges(self) -> list[tuple[str, Cell, Cell]]:
        on = self.on
        return [(self.edge(a, b), a, b) for a, b in pairs(self.m, self.n) if a in on and b in on]

    def loop_ways(self, c: Cell) -> list[str]:
        """The ways the loop may go through cell ``c``: two of its sides that lead to cells of ``on``."""
        return [way(pair) for pair in combinations([d for d, _ in self.sides[c]], 2)]

    def way(self, c: Cell, sides: str, extra: Sequence[str] = ()) -> None:
        """An option: the loop goes through cell ``c`` leaving by ``sides`` ("" none; all its
        edges coloured), with ``extra`` tokens."""
        self.options.append((c, sides, extra))

    def option(self, tokens: list[str]) -> None:
        """An option of the genre's own items (no cell's way)."""
        self.others.append(tokens)

    def loop_model(self) -> tuple[Model, object]:
        """The model, and its single loop over the edges (None where no edge joins two cells of
        ``on`` and :attr:`no_loop_item`: an item that no option covers then says there is no
        loop, and every backend finds no solution). Options go in by item ids, each token read once (on puzzlekit's
        10×10 country road the build took 32 ms with a parse of every token, 18 ms so)."""
        edges = self.edges()
        model = Model()
        model.add_items([self.item(c) for c in sorted(self.on)])
        if not edges and self.no_loop_item:
            model.add_primary("loop")
        for name, lo, hi in self._primary:
            model.add_primary(name, lo, hi)
        model.add_items([e for e, _, _ in edges] + self._secondary, primary=False)
        index = model.index
        off, on = self.colour_ids(model) if edges else (0, 0)
        tokens = token_ids(model)

        around = {c: [(d, index[self.edge(c, nb)]) for d, nb in sides] for c, sides in self.sides.items()}
        self.chosen = {}
        for c, sides, extra in self.options:
            items, colours = [index[self.item(c)]], [0]
            for d, e in around[c]:
                items.append(e)
                colours.append(on if d in sides else off)
            tokens(extra, items, colours)
            o = model.add_option_ids(items, colours)
            if o is not None:
                self.chosen[o] = (c, sides)
        for toks in self.others:
            items, colours = [], []
            tokens(toks, items, colours)
            model.add_option_ids(items, colours)
        return model, (model.add_single_loop(edges) if edges or not self.no_loop_item else None)


def through(lines: LoopLines, solution) -> dict[Cell, str]:
    """Cell -> the way a solution's loop goes through it ("" none)."""
    return dict(lines.chosen[o] for o in solution if o in lines.chosen)


def loop_picture(lines: LoopLines, solution, **parts) -> dict:
    """A loop genre's picture (keywords of ``drawing.picture``): its ``parts`` (the clues), and
    the solution's loop where there is one."""
    return parts if solution is None else {**parts, "lines": draw_ways(through(lines, solution))}


def way_rows(lines: LoopLines, solution, off: str = "-") -> list[list[str]]:
    """A solution's answer grid: each cell the way its loop goes through it, ``off`` where none."""
    ways = through(lines, solution)
    return [[ways.get((i, j)) or off for j in range(lines.n)] for i in range(lines.m)]


# ------------------------------------------------------------------------------------ checking
def read_way(tok: str) -> str | None:
    """The sides a token of an answer names (``'en'`` -> ``'ne'``), or None when it is not a
    set of distinct side letters."""
    if not tok or any(ch not in ORDER for ch in tok) or len(set(tok)) != len(tok):
        return None
    return "".join(d for d in ORDER if d in tok)




def drawn_ways(grid: Sequence[Sequence[str]]) -> dict[Cell, str] | str:
    """The loop an answer's grid draws (cell -> the sides the loop leaves it by; ``-`` a cell off
    it), or what is wrong with a cell, in words."""
    ways: dict[Cell, str] = {}
    for i, row in enumerate(grid):
        for j, tok in enumerate(row):
            if tok == "-":
                continue
            way = read_way(tok)
            if way is None:
                return f"{where((i, j))} is '{tok}': a cell is the sides the loop leaves it by (ns, se, …) or -"
            ways[i, j] = way
    return ways
def square_flips(ways: dict[Cell, str], m: int, n: int, near) -> Iterator[dict[Cell, str]]:
    """The loops made from the loop ``ways`` by flipping the four edges of a 2×2 block of cells
    with a cell of ``near`` (each edge on turns off, off turns on), in order, where that leaves
    one loop: the changes a genre's repair tries to rule another answer out."""
    flip = (((0, 0), "se"), ((0, 1), "sw"), ((1, 0), "ne"), ((1, 1), "nw"))
    tried: set[Cell] = set()
    for c in near:
        for a in (c[0] - 1, c[0]):
            for b in (c[1] - 1, c[1]):
                if not (0 <= a < m - 1 and 0 <= b < n - 1) or (a, b) in tried:
                    continue
                tried.add((a, b))
                new = dict(ways)
                for (di, dj), sides in flip:
                    x = (a + di, b + dj)
                    new[x] = way(set(new.get(x, "")) ^ set(sides))
                    if not new[x]:
                        del new[x]
                if all(len(new.get((a + di, b + dj), "")) in (0, 2) for (di, dj), _ in flip) \
                        and loop_of_ways(m, n, new) is None:
                    yield new


def draw_ways(ways: dict[Cell, str]) -> dict[Cell, str]:
    """The ``lines`` keyword of :func:`~.drawing.picture` (the cells the loop goes through)."""
    return {c: w for c, w in ways.items() if w}


def cell_loop_edges(loop: list[Cell]) -> dict[Cell, str]:
    """The way through each cell of a loop given as its cells in order (consecutive cells side
    by side)."""
    out: dict[Cell, set[str]] = {}
    k = len(loop)
    for t, a in enumerate(loop):
        b = loop[(t + 1) % k]
        d = next(s for s, (di, dj) in SIDES.items() if (a[0] + di, a[1] + dj) == b)
        out.setdefault(a, set()).add(d)
        out.setdefault(b, set()).add(BACK[d])
    return {c: "".join(x for x in ORDER if x in s) for c, s in out.items()}

