"""Models of shading genres whose options carry whole local patterns (Knuth's way, TAOCP 7.2.2.1:
an option that settles a neighbourhood makes the search strong, and it keeps rules plain XCC).

A :class:`Patterns` model gives every cell one of some colours, as :class:`~.cellmodels.Cells` does
(a primary item per cell, a secondary item per cell coloured with the cell's colour, so that side
constraints read it), but a cell may have several options for one colour: each option is a
*pattern*, the colours of the cell and of cells around it (a cell's neighbour pattern: which of
its neighbours are unshaded; a shaded cell's: every neighbour unshaded). Other primary items may
have patterns as options too: a 2×2 block's allowed colourings, a set of cells of which at most
one is unshaded. Where every option of an item colours the same few cells, the SAT translation
writes the item as clauses over the cells' colours alone (a *table*), with no variable per option.

Options given alike to many cells (the same colourings of the same shape around them) are made
together with numpy and handed to the model by item and colour ids in one call
(:meth:`~xcckit.model.Model.add_options_flat`): a 40×40 hitori's 10,952 options build in about
20 ms, where options given one by one as text took ten times that.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from itertools import product

import numpy as np

from ...model import Model
from .cellmodels import CellGrid
from .grid import Cell

Pattern = Mapping[Cell, str]
SHADED, OPEN = "1", "0"
"""The colours of a shaded and an unshaded cell in the shading genres' patterns."""
NEIGHBOURHOODS = {(k, walled): tuple([SHADED + OPEN * k] + ["".join((OPEN, *states))
                                                             for states in product(SHADED + OPEN, repeat=k)
                                                             if not (walled and OPEN not in states)])
                   for k in range(4) for walled in (False, True)}
"""A cell's options: its colour, then the colours of k of its neighbours (shaded: all unshaded;
unshaded: any, but all shaded where that walls it off), by k and whether it can be walled off."""
"""Cell -> colour."""


def block_patterns(colours: str, forbidden: Iterable[str]) -> list[str]:
    """The colourings of a 2×2 block (its cells in reading order, one colour each) but the
    ``forbidden`` ones."""
    bad = set(forbidden)
    return ["".join(p) for p in product(colours, repeat=4) if "".join(p) not in bad]


class Patterns(CellGrid):
    """A model in which each cell takes one of ``colours`` (one character each) through one of its
    options, each a pattern (see the module's docstring). Cells' options: :meth:`option` and
    :meth:`options`; other primary items: :meth:`primary` and :meth:`pattern`; :meth:`model` makes
    the model, after which :meth:`colouring` reads a solution."""

    def __init__(self, m: int, n: int, colours: str = "01") -> None:
        self.m, self.n, self.colours = m, n, colours
        super().__init__()
        self._batches: dict[tuple, list[tuple[Cell | str, list[int], int, tuple[str, ...]]]] = {}
        """(rows, cells' order, extra items' colours) -> the heads given them, their cells (i * n + j,
        ascending), the call that gave them (the options keep the order of the calls) and their
        extra items."""
        self._calls = 0
        self._cell_of = np.zeros(0, dtype=np.int64)  # each option's cell (i * n + j; -1: another item's)

    def option(self, c: Cell, pattern: Pattern, extra: Sequence[str] = ()) -> None:
        """An option of cell ``c``: the colours of ``pattern`` (which gives ``c`` its own), with
        ``extra`` items (``name`` or ``name:colour``)."""
        if c not in pattern:
            raise ValueError(f"the pattern of an option of cell {c} gives that cell no colour")
        cells = list(pattern)
        self.options(c, cells, ["".join(pattern[d] for d in cells)], extra)

    def pattern(self, name: str, pattern: Pattern, extra: Sequence[str] = ()) -> None:
        """An option of the primary item ``name`` (see :meth:`primary`): the colours of ``pattern``."""
        cells = list(pattern)
        self.options(name, cells, ["".join(pattern[d] for d in cells)], extra)

    def options(self, head: Cell | str, cells: Sequence[Cell], rows: Iterable[str], extra: Sequence[str] = ()) -> None:
        """Many options at once: for each of ``rows`` (a colour for each of ``cells``, in their
        order), an option of ``head`` (a cell, or the name of a primary item) colouring them so,
        each with the ``extra`` items (``name`` or ``name:colour``). Options given alike to many
        heads (the same rows, the cells in the same order, extra items of the same colours) are
        made together."""
        n = self.n
        order = tuple(sorted(range(len(cells)), key=lambda k: cells[k]))
        names, _, shades = zip(*(t.partition(":") for t in extra)) if extra else ((), (), ())
        key = (rows if isinstance(rows, tuple) else tuple(rows), order, shades)
        self._batches.setdefault(key, []).append((head, [cells[k][0] * n + cells[k][1] for k in order],
                                                  self._calls, names))
        self._calls += 1

    def model(self) -> Model:
        model = Model()
        cells = self.cells()
        model.add_items([self.item(c) for c in cells])
        plain = [name for name, lo, hi in self._primary if (lo, hi) == (1, 1)]
        if len(plain) == len(self._primary):
            model.add_items(plain)
        else:
            for name, lo, hi in self._primary:
                model.add_primary(name, lo, hi)
        first_value = len(model.names)
        model.add_items([self.value(c) for c in cells], primary=False)
        if self._secondary:
            model.add_items(self._secondary, primary=False)
        colour = np.array([model.colour_id(k) for k in self.colours], dtype=np.int64)
        items, colours, lengths, cell_of, call = [], [], [], [], []
        for (rows, order, shades), heads in self._batches.items():
            its, cols, width = self._batch(model, first_value, colour, rows, order, shades, heads)
            items.append(its)
            colours.append(cols)
            lengths.append(np.full(len(heads) * len(rows), width, dtype=np.int64))
            cell_of.append(np.repeat(np.array([h[0] * self.n + h[1] if isinstance(h, tuple) else -1
                                               for h, _, _, _ in heads], dtype=np.int64), len(rows)))
            call.append(np.repeat(np.array([k for _, _, k, _ in heads], dtype=np.int64), len(rows)))
        self._cell_of = np.zeros(0, dtype=np.int64)
        if items:
            # back to the order of the calls (each batch's options are made together)
            perm = np.argsort(np.concatenate(call), kind="stable")
            width = np.concatenate(lengths)
            first = np.concatenate([[0], np.cumsum(width)])[:-1][perm]
            width = width[perm]
            starts = np.concatenate([[0], np.cumsum(width)])
            flat = np.repeat(first - starts[:-1], width) + np.arange(starts[-1])
            model.add_options_flat(starts, np.concatenate(items)[flat], np.concatenate(colours)[flat])
            self._cell_of = np.concatenate(cell_of)[perm]
        self._colour_names = {int(colour[k]): self.colours[k] for k in range(len(self.colours))}
        self._value_of = first_value
        self._model = model
        return model

    def _batch(self, model: Model, first_value: int, colour, rows, order, shades, heads):
        """The options of one batch as flat arrays of items and colours, and their width: each
        option its head, its extra primary items, its cells ascending, its extra secondary items."""
        index = model.index
        h, r, k, e = len(heads), len(rows), len(order), len(shades)
        head_ids = np.array([index[self.item(x) if isinstance(x, tuple) else x] for x, _, _, _ in heads], dtype=np.int64)
        values = np.array([v for _, v, _, _ in heads], dtype=np.int64).reshape(h, k) + first_value
        cell_colours = colour[np.array([self.colours.index(row[j]) for row in rows for j in order],
                                       dtype=np.int64)].reshape(r, k)
        extra = np.array([[index[name] for name in names] for _, _, _, names in heads], dtype=np.int64).reshape(h, e)
        extra_colours = np.array([model.colour_id(x) if x else 0 for x in shades], dtype=np.int64)
        before = [j for j in range(e) if extra[0, j] < first_value]  # primary items (by the first head's)
        after = [j for j in range(e) if extra[0, j] >= first_value]
        items = np.empty((h, r, 1 + e + k), dtype=np.int64)
        colours = np.zeros((h, r, 1 + e + k), dtype=np.int64)
        items[:, :, 0] = head_ids[:, None]
        at = 1
        for part in (before, None, after):
            if part is None:
                items[:, :, at:at + k] = values[:, None, :]
                colours[:, :, at:at + k] = cell_colours[None, :, :]
                at += k
                continue
            for j in part:
                items[:, :, at] = extra[:, j, None]
                colours[:, :, at] = extra_colours[j]
                at += 1
        return items.ravel(), colours.ravel(), 1 + e + k

    def colouring(self, solution: Iterable[int]) -> dict[Cell, str]:
        """Cell -> the colour a solution gives it (read off the chosen option of each cell)."""
        model, out = self._model, {}
        start, item, col = model.opt_start, model.occ_item, model.occ_colour
        for o in solution:
            v = int(self._cell_of[o])
            if v < 0:
                continue
            target = self._value_of + v
            for k in range(start[o], start[o + 1]):
                if item[k] == target:
                    out[divmod(v, self.n)] = self._colour_names[col[k]]
        return out

    def cell_of(self, option: int) -> Cell | None:
        """The cell whose option ``option`` is (None: another item's)."""
        v = int(self._cell_of[option])
        return None if v < 0 else divmod(v, self.n)
