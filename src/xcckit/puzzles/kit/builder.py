"""Pieces shared by the genres whose options are whole lines, runs and cages (nonogram, kakuro,
killer sudoku): the options of a line as the steps of an automaton, and the digit sets that make a
sum. (Options are handed to the model by ids with :class:`~.batch.Batch`.)

*A line as an automaton* (:class:`Chain`). Where a line's options would be too many to list (a
40-cell nonogram row with a sparse clue), the line is read cell by cell by a deterministic
automaton instead, as a regular constraint is written in exact cover: a primary item per cell of
the line whose options are the automaton's steps there (the state before, the cell's colour, the
state after), the states between cells as secondary items coloured by the state. Only states
reachable from the start and able to reach an accepting state are kept, so every option lies on
some accepted word; the solutions are one to one with the line's accepted colourings.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from itertools import combinations

import numpy as np

from ...model import Model
from .. import DIGITS
from .batch import Batch


class Chain:
    """The automaton of a line (see the module's docstring): ``name`` prefixes its items, ``n``
    cells, ``allowed[p]`` the colours cell p may take, ``start`` the first state, ``step(state,
    colour)`` the next (None: rejected), ``accept(state)`` whether a word may end there. Declare
    :meth:`primaries` and :meth:`secondaries` in the model, then :meth:`add` the options.
    ``empty`` when no colouring is accepted."""

    def __init__(self, name: str, n: int, allowed: Sequence[Sequence[str]], start: Hashable,
                 step: Callable[[Hashable, str], Hashable | None], accept: Callable[[Hashable], bool]) -> None:
        self.name, self.n, self.allowed, self.step = name, n, allowed, step
        reach: list[set] = [{start}]
        for p in range(n):
            reach.append({t for s in reach[p] for c in allowed[p] for t in [step(s, c)] if t is not None})
        alive: list[list] = [[] for _ in range(n + 1)]
        alive[n] = sorted((s for s in reach[n] if accept(s)), key=repr)
        for p in range(n - 1, -1, -1):
            after = set(alive[p + 1])
            alive[p] = sorted((s for s in reach[p] if any(step(s, c) in after for c in allowed[p])), key=repr)
        self.alive = alive
        self.empty = not alive[0]
        self.where = [{s: k for k, s in enumerate(states)} for states in alive]

    def primaries(self) -> list[str]:
        """The items of the cells (one option each: the step the automaton takes there)."""
        return [f"{self.name}.{p}" for p in range(self.n)]

    def _state_items(self, p: int) -> list[str]:
        """The items of the state before cell p (none where only one is possible; a second when
        there are more than 62, the state written as two digits)."""
        k = len(self.alive[p]) if 0 < p < self.n else 1
        return [] if k <= 1 else [f"{self.name}~{p}"] + ([f"{self.name}^{p}"] if k > len(DIGITS) else [])

    def secondaries(self) -> list[str]:
        return [item for p in range(1, self.n) for item in self._state_items(p)]

    def add(self, batch: Batch, cells: Sequence[int]) -> int:
        """The options, by ``batch``: ``cells`` the secondary items of the line's cells in order.
        Returns the number of options."""
        model: Model = batch.model
        digit = [model.colour_id(d) for d in DIGITS]
        states = [[model.index[item] for item in self._state_items(p)] for p in range(self.n + 1)]
        rows: dict[int, tuple[list, list]] = {}
        for p in range(self.n):
            head = model.index[f"{self.name}.{p}"]
            after = self.where[p + 1]
            for s in self.alive[p]:
                for c in self.allowed[p]:
                    t = self.step(s, c)
                    if t not in after:
                        continue
                    items, codes = [head, cells[p]], [0, model.colour_id(c)]
                    for q, state in ((p, s), (p + 1, t)):
                        k = self.where[q][state]
                        for item, d in zip(states[q], (k % len(DIGITS), k // len(DIGITS))):
                            items.append(item)
                            codes.append(digit[d])
                    block = rows.setdefault(len(items), ([], []))
                    block[0].append(items)
                    block[1].append(codes)
        for items, codes in rows.values():
            batch.rows(np.array(items, dtype=np.int64), np.array(codes, dtype=np.int64))
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


def sums_of(k: int, top: int) -> str:
    """What ``k`` different digits 1..``top`` add up to, in words, for a message: "2 different
    digits add up to between 3 and 17", "9 different digits add up to exactly 45"."""
    lo, hi = sum_range(k, top)
    if k == 1:
        return f"one digit is between 1 and {top}"
    return f"{k} different digits add up to " + (f"exactly {lo}" if lo == hi else f"between {lo} and {hi}")
