"""The models the genres build on: :class:`Cells` (each cell one of some colours, with what rules
add to the options and the items) and :class:`Lines` (a line through cells: the sides it leaves
a cell by, the edges between cells on or off)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from itertools import combinations

from ...constraints import Connected
from ...errors import ModelError
from ...model import Model
from .grid import Cell, neighbours, pairs, way

def token_ids(model: Model) -> Callable[[Sequence[str], list[int], list[int]], None]:
    """``add(tokens, items, colours)``: appends the item id and colour id (0: none) of each token
    (``name`` or ``name:colour``) of ``model`` to the two lists, each distinct token read once
    (a KeyError: no such item; a ModelError: no such colour) — how the line models put their
    options in by ids."""
    index, ids = model.index, {}

    def add(tokens: Sequence[str], items: list[int], colours: list[int]) -> None:
        for tok in tokens:
            got = ids.get(tok)
            if got is None:
                name, _, c = tok.partition(":")
                got = ids[tok] = (index[name], model.colour_id(c) if c else 0)
            items.append(got[0])
            colours.append(got[1])

    return add


class OwnItems:
    """The items a model builder adds beside those of its cells (the rules' own):
    :meth:`primary` (covered ``lo`` to ``hi`` times) and :meth:`secondary`, each returning its
    name; the builder's ``model()`` adds them."""

    def __init__(self) -> None:
        self._primary: list[tuple[str, int, int]] = []
        self._secondary: list[str] = []

    def primary(self, name: str, lo: int = 1, hi: int | None = None) -> str:
        self._primary.append((name, lo, lo if hi is None else hi))
        return name

    def secondary(self, name: str) -> str:
        self._secondary.append(name)
        return name


class CellGrid(OwnItems):
    """What the cell models share (:class:`Cells`, :class:`~.patterns.Patterns`): an m×n grid's
    cells, each a primary item (``c`` and its place) and a secondary item (``v`` …) that its
    chosen option colours, and the graph of those secondary items for side constraints."""

    m: int
    n: int

    @staticmethod
    def item(c: Cell) -> str:
        return f"c{c[0]}.{c[1]}"

    @staticmethod
    def value(c: Cell) -> str:
        """The secondary item a cell's option colours with the cell's colour."""
        return f"v{c[0]}.{c[1]}"

    def cells(self) -> list[Cell]:
        return [(i, j) for i in range(self.m) for j in range(self.n)]

    def graph(self) -> tuple[list[str], list[tuple[str, str]]]:
        """The cells' secondary items and the pairs of neighbours among them (for a side
        constraint over the cells)."""
        return ([self.value(c) for c in self.cells()],
                [(self.value(a), self.value(b)) for a, b in pairs(self.m, self.n)])


class Cells(CellGrid):
    """A model in which every cell takes one of ``colours`` (one character each): a primary item
    per cell (``c`` and the cell's place), a secondary item per cell (``v`` …) that its chosen
    option colours, and what rules add to the options (:meth:`add`) and to the items
    (:meth:`primary`, :meth:`secondary`). :meth:`model` makes the model; ``option[(cell,
    colour)]`` is then each option's index."""

    def __init__(self, m: int, n: int, colours: str = "01") -> None:
        self.m, self.n, self.colours = m, n, colours
        self.allowed: dict[Cell, str] = {(i, j): colours for i in range(m) for j in range(n)}
        self.extra: dict[tuple[Cell, str], list[str]] = {}
        super().__init__()
        self.witness: list[tuple[str, list[tuple[Cell, str]]]] = []
        self.option: dict[tuple[Cell, str], int] = {}

    def allow(self, c: Cell, colours: str) -> None:
        """Only ``colours`` for cell ``c`` (a given)."""
        self.allowed[c] = "".join(k for k in self.allowed[c] if k in colours)

    def add(self, c: Cell, colour: str, token: str) -> None:
        """Put ``token`` (an item, perhaps ``name:colour``) on the option of cell ``c`` taking ``colour``."""
        self.extra.setdefault((c, colour), []).append(token)

    def exactly(self, cells: Iterable[Cell], colour: str, k: int, name: str) -> None:
        """Exactly ``k`` of ``cells`` take ``colour`` (an item covered k times; a k of 0 forbids it)."""
        cells = list(cells)
        if k == 0:
            for c in cells:
                self.allow(c, self.allowed[c].replace(colour, ""))
            return
        self.primary(name, k, k)
        for c in cells:
            self.add(c, colour, name)

    def not_all(self, cells: Iterable[Cell], colour: str, name: str) -> None:
        """Not every one of ``cells`` takes ``colour`` (a 2×2 block's rule), in plain exact cover:
        an item whose options each name the first cell that takes another colour (the cells
        before it take ``colour``), so that each colouring has one of them."""
        cells = list(cells)
        self.primary(name)
        for k, c in enumerate(cells):
            for other in self.colours:
                if other != colour:
                    self.witness.append((name, [(d, colour) for d in cells[:k]] + [(c, other)]))

    def model(self) -> Model:
        model = Model()
        cells = self.cells()
        model.add_items([self.item(c) for c in cells])
        for name, lo, hi in self._primary:
            model.add_primary(name, lo, hi)
        model.add_items([self.value(c) for c in cells] + self._secondary, primary=False)
        for c in cells:
            for colour in self.allowed[c]:
                self.option[c, colour] = model.add_option(
                    [self.item(c), f"{self.value(c)}:{colour}", *self.extra.get((c, colour), ())])
        for name, colours in self.witness:
            if all(k in self.allowed[c] for c, k in colours):
                model.add_option([name] + [f"{self.value(c)}:{k}" for c, k in colours])
        self._of = {o: key for key, o in self.option.items()}
        return model

    def colouring(self, solution: Iterable[int]) -> dict[Cell, str]:
        """Cell -> the colour a solution gives it."""
        return dict(self._of[o] for o in solution if o in self._of)


class Lines(OwnItems):
    """A model in which a line goes through cells: a primary item per cell whose options are the
    ways through it (:meth:`way`: the sides it leaves by, "" for none), a secondary item per pair
    of neighbours, the edge between them, coloured 1 (the line crosses it) or 0. :meth:`model`
    makes the model; ``ways[o]`` is then each option's (cell, way)."""

    def __init__(self, m: int, n: int) -> None:
        self.m, self.n = m, n
        self.options: list[tuple[Cell, str, list[str]]] = []
        self._sides: dict[Cell, list[tuple[str, str, str]]] = {}  # cell -> (side, edge on, edge off)
        super().__init__()

    @staticmethod
    def item(c: Cell) -> str:
        return f"c{c[0]}.{c[1]}"

    @staticmethod
    def edge(a: Cell, b: Cell) -> str:
        """The edge between neighbouring cells (its place in the doubled grid)."""
        return f"e{a[0] + b[0] + 1}.{a[1] + b[1] + 1}"

    def edges(self) -> list[tuple[str, Cell, Cell]]:
        return [(self.edge(a, b), a, b) for a, b in pairs(self.m, self.n)]

    def ways(self, c: Cell, degrees: Iterable[int] = (0, 2)) -> list[str]:
        """The ways through cell ``c`` that leave by ``degrees`` of its sides (those with a
        neighbour), in the answers' spelling."""
        sides = [d for d, _ in neighbours(self.m, self.n, c)]
        return [way(ch) for k in degrees for ch in combinations(sides, k)]

    def way(self, c: Cell, sides: str, extra: Sequence[str] = ()) -> None:
        """An option: the line goes through cell ``c`` leaving by ``sides`` (all its edges
        coloured), with ``extra`` tokens."""
        near = self._sides.get(c)
        if near is None:  # (a cell's edges' tokens made once for all its ways)
            near = self._sides[c] = [(d, f"{self.edge(c, nb)}:1", f"{self.edge(c, nb)}:0")
                                     for d, nb in neighbours(self.m, self.n, c)]
        tokens = [self.item(c)]
        tokens += [on if d in sides else off for d, on, off in near]
        tokens += extra
        self.options.append((c, sides, tokens))

    def model(self) -> Model:
        model = Model()
        model.add_items([self.item((i, j)) for i in range(self.m) for j in range(self.n)])
        for name, lo, hi in self._primary:
            model.add_primary(name, lo, hi)
        model.add_items([e for e, _, _ in self.edges()] + self._secondary, primary=False)
        self.chosen: dict[int, tuple[Cell, str]] = {}
        add = token_ids(model)
        items: list[int] = []
        colours: list[int] = []
        starts = [0]
        try:
            for _, _, tokens in self.options:
                add(tokens, items, colours)
                starts.append(len(items))
        except (KeyError, ModelError):  # (a token the model refuses: one by one, for its error)
            for c, sides, tokens in self.options:
                o = model.add_option(tokens)
                if o is not None:
                    self.chosen[o] = (c, sides)
            return model
        first = model.n_options  # (every option holds its cell's primary item: none is dropped)
        model.add_options_flat(starts, items, colours)
        self.chosen = {first + k: (c, sides) for k, (c, sides, _) in enumerate(self.options)}
        return model

    def through(self, solution: Iterable[int]) -> dict[Cell, str]:
        """Cell -> the way a solution's line goes through it ("" none)."""
        return dict(self.chosen[o] for o in solution if o in self.chosen)


def connected_model(cells, colour: str) -> Model:
    """The model of ``cells`` (a :class:`Cells` or a :class:`~.patterns.Patterns`) in which the
    cells of ``colour`` hang together (:class:`~xcckit.constraints.Connected` on its graph)."""
    model = cells.model()
    vertices, edges = cells.graph()
    model.add_constraint(Connected(model, vertices, edges, colour))
    return model
