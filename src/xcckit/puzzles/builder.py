"""Pieces shared by the genres whose options are whole lines, runs and cages (nonogram, kakuro,
skyscrapers, killer sudoku, suguru): a model builder that takes options in blocks of ids, the
options of a line as the steps of an automaton, and the digit sets that make a sum.

*Options in blocks.* A genre that lists thousands of placements of a line writes them as a
matrix (one row an option, the line's primary item and the colours of its cells) and
:class:`Builder` hands each block to :meth:`~xcckit.model.Model.add_options_flat` at once; items
may be declared in any order (primary ones come first in the model).

*A line as an automaton* (:func:`chain`). Where a line's options would be too many to list (a
40-cell nonogram row with a sparse clue, a 9-cell skyscraper row), the line is read cell by cell
by a deterministic automaton instead, as a regular constraint is written in exact cover: a
primary item per cell of the line whose options are the automaton's steps there (the state
before, the cell's colour, the state after), the states between cells as secondary items
coloured by the state. Only states reachable from the start and able to reach an accepting
state are kept, so every option lies on some accepted word; the solutions are one to one with
the line's accepted colourings.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from itertools import combinations

import numpy as np

from ..model import Model
from . import DIGITS

SECONDARY = 1 << 40
"""Ids of secondary items in a :class:`Builder` start here (they follow the primary ones in the
model)."""


def colour(k: int) -> str:
    """The colour of a value 0..61: one of Knuth's base-62 digits."""
    return DIGITS[k]


class Builder:
    """Items and options of a model, the options added in blocks of ids: :meth:`primary` and
    :meth:`secondary` return an item's id, :meth:`add` a block of options (rows of item ids and
    of colour characters, '' for none), :meth:`model` makes the model."""

    def __init__(self) -> None:
        self._primary: list[tuple[str, int, int]] = []
        self._secondary: list[str] = []
        self._ids: dict[str, int] = {}
        self._colours: dict[str, int] = {"": 0}
        self._blocks: list[tuple[np.ndarray, np.ndarray]] = []

    def primary(self, name: str, lo: int = 1, hi: int | None = None) -> int:
        self._ids[name] = len(self._primary)
        self._primary.append((name, lo, lo if hi is None else hi))
        return self._ids[name]

    def secondary(self, name: str) -> int:
        self._ids[name] = SECONDARY + len(self._secondary)
        self._secondary.append(name)
        return self._ids[name]

    def id(self, name: str) -> int:
        return self._ids[name]

    def code(self, ch: str) -> int:
        """The builder's number of the colour ``ch`` ('' none)."""
        return self._colours.setdefault(ch, len(self._colours))

    def option(self, items: Sequence[int], colours: Sequence[str]) -> None:
        """One option: item ids and their colours ('' uncoloured)."""
        self.add(np.array([items], dtype=np.int64), np.array([[self.code(c) for c in colours]], dtype=np.int64))

    def add(self, items: np.ndarray, codes: np.ndarray) -> None:
        """Options as rows: ``items`` (ids) and ``codes`` (colour numbers of :meth:`code`, 0 none),
        two matrices of the same shape (or an items row shared by every option)."""
        codes = np.asarray(codes, dtype=np.int64)
        if codes.size == 0:
            return
        items = np.broadcast_to(np.asarray(items, dtype=np.int64), codes.shape)
        self._blocks.append((items, codes))

    def model(self) -> Model:
        model = Model()
        for name, lo, hi in self._primary:
            model.add_primary(name, lo, hi)
        model.add_items(self._secondary, primary=False)
        table = np.zeros(len(self._colours), dtype=np.int64)
        for ch, k in self._colours.items():
            if ch:
                table[k] = model.colour_id(ch)
        shift = len(self._primary) - SECONDARY
        for items, codes in self._blocks:
            rows, width = codes.shape
            ids = np.where(items >= SECONDARY, items + shift, items).ravel()
            model.add_options_flat(np.arange(rows + 1, dtype=np.int64) * width, ids, table[codes].ravel())
        self._blocks = []
        return model


def chain(b: Builder, name: str, cells: Sequence[int], allowed: Sequence[Sequence[str]], start: Hashable,
          step: Callable[[Hashable, str], Hashable | None], accept: Callable[[Hashable], bool]) -> int:
    """The options of a line read by an automaton (see the module's docstring): ``cells`` the
    secondary items of its cells in order, ``allowed[p]`` the colours cell p may take, ``start``
    the first state, ``step(state, colour)`` the next (None: rejected), ``accept(state)`` whether
    a word may end there. Items ``{name}.{p}`` (primary) and ``{name}~{p}`` (the state before
    cell p, where more than one is possible; a second item ``{name}^{p}`` when there are more than
    62). Returns the number of options; 0 when no colouring is accepted (nothing is added)."""
    n = len(cells)
    reach: list[set] = [{start}]
    for p in range(n):
        reach.append({t for s in reach[p] for c in allowed[p] for t in [step(s, c)] if t is not None})
    alive: list[list] = [[] for _ in range(n + 1)]
    alive[n] = sorted((s for s in reach[n] if accept(s)), key=repr)
    for p in range(n - 1, -1, -1):
        after = set(alive[p + 1])
        alive[p] = sorted((s for s in reach[p] if any(step(s, c) in after for c in allowed[p])), key=repr)
    if not alive[0]:
        return 0
    where = [{s: k for k, s in enumerate(states)} for states in alive]
    state_items: list[list[int]] = []
    for p in range(n + 1):
        items = []
        if 0 < p < n and len(alive[p]) > 1:
            items.append(b.secondary(f"{name}~{p}"))
            if len(alive[p]) > len(DIGITS):
                items.append(b.secondary(f"{name}^{p}"))
        state_items.append(items)
    rows: dict[int, tuple[list, list]] = {}
    for p in range(n):
        head = b.primary(f"{name}.{p}")
        after = where[p + 1]
        for s in alive[p]:
            for c in allowed[p]:
                t = step(s, c)
                if t not in after:
                    continue
                items, codes = [head, cells[p]], [0, b.code(c)]
                for q, state in ((p, s), (p + 1, t)):
                    k = where[q][state]
                    for item, digit in zip(state_items[q], (k % len(DIGITS), k // len(DIGITS))):
                        items.append(item)
                        codes.append(b.code(DIGITS[digit]))
                block = rows.setdefault(len(items), ([], []))
                block[0].append(items)
                block[1].append(codes)
    for items, codes in rows.values():
        b.add(np.array(items, dtype=np.int64), np.array(codes, dtype=np.int64))
    return sum(len(items) for items, _ in rows.values())


def digit_sets(k: int, total: int | None, digits: Iterable[int]) -> list[tuple[int, ...]]:
    """The sets of ``k`` different ``digits`` summing to ``total`` (None: any sum), each sorted."""
    pool = sorted(digits)
    if total is None:
        return list(combinations(pool, k))
    out: list[tuple[int, ...]] = []

    def grow(start: int, left: int, need: int, chosen: list[int]) -> None:
        if left == 0:
            if need == 0:
                out.append(tuple(chosen))
            return
        rest = pool[start:]
        if len(rest) < left or sum(rest[:left]) > need or sum(rest[-left:]) < need:
            return
        for i in range(start, len(pool)):
            chosen.append(pool[i])
            grow(i + 1, left - 1, need - pool[i], chosen)
            chosen.pop()

    grow(0, k, total, [])
    return out


def sum_range(k: int, top: int) -> tuple[int, int]:
    """The least and the largest sum of ``k`` different digits 1..``top``."""
    return k * (k + 1) // 2, k * (2 * top - k + 1) // 2
