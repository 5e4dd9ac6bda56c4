"""Minesweeper: place mines in cells without a number so that each number counts the mines among
its up to eight neighbours (diagonal ones included).

Rules: a cell with a number holds no mine, and its number is the number of mines among the
cells around it (the eight cells that touch it, fewer by the edges); an open cell without a
number (``#``) holds no mine and says nothing; where the first line gives a third number M (as
the puzzles puzzlekit's dataset collects all do), the grid holds exactly M mines.

Notation (puzzlekit's ``minesweeper``): a first line ``R C`` or ``R C M``, then R rows of cells
separated by blanks: ``-`` a cell that may hold a mine, ``#`` an open cell without a number, a
number 0-8; puzz.link ``mines`` URLs (pzprjs's number16 body, its ``-`` cell our ``#``; they
have no total of mines). Answer (as puzzlekit writes it): ``x`` a mine, ``-`` none.

The model, in Knuth's way, is an exact cover with colours over the cells the clues leave
unknown. Before any option is listed, :func:`settle` decides what the numbers decide alone (as
:mod:`.nonogram` and :mod:`.kuromasu` settle theirs; every step holds in every answer, so none is
lost): a number whose mines left to place are none or all of its unknown cells; two numbers
that share cells (the mines they share are bounded by each, which may fill or empty the cells
only one of them touches); and the total, where it is given, less the mines of numbers whose
unknown cells are disjoint (:func:`packing`: those are the same in every answer), which may
fill or empty the cells they leave. Then:

* each unknown cell is a primary item ``c`` whose two options give its secondary item ``v``
  the colour x (a mine) or - (none);
* each number with unknown cells around it is a primary item ``n`` whose options are the ways
  to place its mines left among them, each colouring every one of them (at most C(8, 4) = 70);
* one primary item ``given`` has one option, colouring the ``v`` of every settled cell (the
  clues' included: every cell has its colour in every solution, and the model is never empty);
* the total, where mines are left to place among the cells the packing leaves (``left``), is a
  chain of partial sums: the i-th of those cells' options are one per count ``a`` of mines in
  the cells before it, colouring the secondary items ``s{i}`` (the count before it) and
  ``s{i+1}`` (after it) ``a`` and ``a`` or ``a + 1``, only those from which ``left`` is still
  reachable; a chain of more than :data:`CHAIN_CAP` options is one item ``total`` covered
  ``left`` times by the mine options instead (DLX3's multiplicities).

So the model is plain XCC, which ``auto`` gives dlx first. Where the clues contradict each
other (no answer), or with ``settle=False`` (:meth:`Minesweeper.unsettled`), nothing is settled
and the total is the item over every unknown cell: the model before the settling, whose
figures :func:`~xcckit.difficulty.difficulty` should read: on the settled model, 70 of 110
ratings (every sixth published puzzle, with its total and without where it stays unique) read
easy where they read medium, 3 hard ones medium or easy (the settling's pairs of numbers are
more than forced moves); on the unsettled one, all 110 read as before.

Measured (2026-11-29, all 360 published puzzles of puzzlekit's dataset, each solved with the
published answer and proven unique): docs/benchmarks.md, "Settled before the model"; medians
1-13 ms of wall time against puzzlekit's 11-40.

In CPU time in one warm process (the least of three runs; steadier): every fifth puzzle, medians
0.7 ms (5x5) to 4.6 ms (14x24) against 5.7 to 85 ms before, the largest 6 ms (a 12x12's 0.28 s
above is the machine); all 360 in 0.9 s against 23 s, none above 9 ms but the 15x15 (below).
The first puzzle of a process pays for loading dlx's compiled search (about 0.6 s of CPU, where
sat's took 0.3 s): a one-shot ``xcc solve`` of a 14x24 takes 0.85 s of CPU against 0.55 s.

Where the time went before (cProfile, 14x24): sat (``auto``'s choice for a model with
multiplicities) translating the total, 77 mines of 230 cells, into a sequential counter of
36,000 of the CNF's 41,000 clauses; dlx refused totals above 93 and turned smaller ones into
7,500 options. What each step gave (CPU ms, 14x24s): the options
given as arrays (build 31 to 6); the model without the total asked first (a relaxation, on
sat: 283 to 31; every published 14x14, 17x17 and 14x24 is unique without its total, 13 of the
33 8x8s are not); the settling, the settled cells left out of the search (31 to 6; 234 of the
360 puzzles now settle completely, the others keep 5 to 132 unknown cells); the packing (the
total then counts 2 to 38 cells) and the chain, which leaves sat for dlx (on the 116 puzzles
that keep a total, twice as fast again: medians 14x24 12.3 to 5.7, 17x17 10.0 to 4.4).
Lost or no better: the relaxation once the total is a packing's rest (no change: removed); the
chain over every unknown cell (without the packing: twice as slow, an 8x8 127 ms); a chain
capped at 300 options (the same, but for the one 15x15); the ``given`` item costs a tenth
against none (kept: a fully settled puzzle would have an empty model, whose DLX text is
another). The one 15x15 (132 unknown cells, a chain of 38) takes 35-50 ms: dlx spends its
30,000 nodes before sat (13 ms with the total an item, straight to sat).
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from functools import cache
from itertools import combinations
from math import comb

import numpy as np

from ..errors import InputError
from ..model import Model
from .kit import pzpr, rules
from .kit.genre import AtCell, Genre, Made
from .kit.grid import Cell, around, orbits, where

OPEN = "#"
"""The clue of an open cell without a number (no mine there)."""
MINE_FILL = "#333"


CHAIN_CAP = 2000
"""The most options the total's chain of partial sums may have (:meth:`Minesweeper._model`); a
total that would take more is one item covered as many times as mines are left to place (the
published puzzles' chains have at most 472)."""


class _Contradiction(Exception):
    pass


def _counts(state: list[int | None],
            numbers: list[tuple[int, list[int]]]) -> tuple[list[int], list[int], list[int], list[list[int]]]:
    """Each number's mines left to place, its unknown cells (a count, and as bits), and each cell's numbers."""
    need, unk, mask = [], [], []
    of: list[list[int]] = [[] for _ in range(len(state))]
    for q, (k, near) in enumerate(numbers):
        bits = u = 0
        for x in near:
            of[x].append(q)
            v = state[x]
            if v is None:
                bits |= 1 << x
                u += 1
            else:
                k -= v
        need.append(k)
        unk.append(u)
        mask.append(bits)
    return need, unk, mask, of


def _overlapping(of: list[list[int]], count: int) -> list[list[int]]:
    """For each of ``count`` numbers, the others that share a cell with it (``of``: each cell's numbers)."""
    near_sets: list[set[int]] = [set() for _ in range(count)]
    for qs in of:
        for a in qs:
            near_sets[a].update(qs)
    return [sorted(s - {a}) for a, s in enumerate(near_sets)]


def _pair_says(A: int, B: int, ra: int, rb: int) -> list[tuple[int, int]]:
    """What two numbers settle: (cells as bits, 1 mines or 0 none), in the order they are put."""
    # (their unknown cells A and B, ra and rb mines left to place: the mines they share are
    # bounded by each, which may fill or empty the cells only one of them touches; bounds that
    # cross are a contradiction)
    both = A & B
    if not both:
        return []
    only_a, only_b = A & ~both, B & ~both
    if not (only_a or only_b):
        return []
    nboth, na, nb = both.bit_count(), only_a.bit_count(), only_b.bit_count()
    lo = max(0, ra - na, rb - nb)  # (the mines they share)
    hi = min(nboth, ra, rb)
    if lo > hi:
        raise _Contradiction
    out = []
    if only_a:
        if ra - hi == na:
            out.append((only_a, 1))
        elif ra == lo:
            out.append((only_a, 0))
    if only_b:
        if rb - hi == nb:
            out.append((only_b, 1))
        elif rb == lo:
            out.append((only_b, 0))
    if lo == nboth:
        out.append((both, 1))
    elif hi == 0:
        out.append((both, 0))
    return out


def settle(state: list[int | None], numbers: list[tuple[int, list[int]]], total: int | None) -> list[int | None] | None:
    """The cells that the numbers settle (1 a mine, 0 none, None unknown), from ``state`` (the
    clues' and the 0s' cells 0) by what one number says (its mines left to place are none or
    all of its unknown cells), what two overlapping numbers say (:func:`_pair_says`), and what
    the ``total`` says (less the mines of a :func:`packing`, none or all of the unknown cells it
    leaves); None where they contradict each other (no answer). Each step is sound: every answer
    keeps the settled cells."""
    state = list(state)
    need, unk, mask, of = _counts(state, numbers)
    left = None if total is None else total - state.count(1)  # (the mines the total has left to place)
    unknown = int("".join("1" if v is None else "0" for v in reversed(state)) or "0", 2)  # (as bits)
    work = list(range(len(numbers)))  # (the numbers to look at alone)
    dirty = set(work)  # (the numbers to look at in pairs)

    def put(x: int, v: int) -> None:
        nonlocal left, unknown
        s = state[x]
        if s is not None:
            if s != v:
                raise _Contradiction
            return
        state[x] = v
        bit = 1 << x
        unknown &= ~bit
        if left is not None:
            left -= v
        for q in of[x]:
            unk[q] -= 1
            need[q] -= v
            mask[q] &= ~bit
            work.append(q)
            dirty.add(q)

    def put_all(bits: int, v: int) -> None:
        while bits:
            low = bits & -bits
            put(low.bit_length() - 1, v)
            bits ^= low

    pairs = None
    try:
        while True:
            while work:
                q = work.pop()
                r, u = need[q], unk[q]
                if r < 0 or r > u:
                    raise _Contradiction
                if u and (r == 0 or r == u):
                    put_all(mask[q], 1 if r else 0)
            if left is not None:
                covered, fixed = packing(mask, need)
                rest = unknown & ~covered
                r, u = left - fixed, rest.bit_count()
                if r < 0 or r > u:
                    raise _Contradiction
                if u and (r == 0 or r == u):
                    put_all(rest, 1 if r else 0)
                    continue
            if not dirty:
                break
            if pairs is None:
                pairs = _overlapping(of, len(numbers))
            now = list(dirty)
            dirty.clear()
            for a in now:
                for b in pairs[a]:
                    for bits, v in _pair_says(mask[a], mask[b], need[a], need[b]):
                        put_all(bits, v)
            if not work and not dirty:
                break
    except _Contradiction:
        return None
    return state


def packing(masks: list[int], need: list[int]) -> tuple[int, int]:
    """Numbers whose unknown cells (``masks``, bits) are disjoint, taken greedily, largest first:
    the cells they cover and the mines they place there (``need``), the same in every answer."""
    covered = fixed = 0
    sizes = [-b.bit_count() for b in masks]
    for q in sorted(range(len(masks)), key=sizes.__getitem__):
        b = masks[q]
        if b and not b & covered:
            covered |= b
            fixed += need[q]
    return covered, fixed


def _chain_size(cells: int, mines: int) -> int:
    """The options of a chain of partial sums placing ``mines`` in ``cells`` cells (the i-th
    cell's: a mine or none, d = 1 or 0, after a mines, a from the least to the most it may be)."""
    return sum(max(0, min(i, mines - d) + 1 - max(0, mines - (cells - i - 1) - d))
               for i in range(cells) for d in (0, 1))


@cache
def _placements(cells: int, k: int) -> np.ndarray:
    """The ways to place ``k`` mines among ``cells`` cells: a row of booleans each (a mine), in
    the order of :func:`itertools.combinations`."""
    out = np.zeros((comb(cells, k), cells), dtype=bool)
    for r, chosen in enumerate(combinations(range(cells), k)):
        out[r, list(chosen)] = True
    return out


def _number_blocks(kept: list[tuple[Cell, list[int], int]], value: dict[int, int], first: int, mine: int,
                   none: int) -> list[tuple[np.ndarray, np.ndarray, np.ndarray]]:
    """Each number's options (its item ``first`` + its place in ``kept``), as blocks of (lengths, items, colours)."""
    blocks = []
    for p, (_, cells, need) in enumerate(kept):
        if not 0 <= need <= len(cells):
            continue
        chosen = _placements(len(cells), need)
        rows, width = len(chosen), len(cells) + 1
        its = np.empty((rows, width), dtype=np.int64)
        its[:, 0] = first + p
        its[:, 1:] = [value[x] for x in cells]
        cols = np.zeros((rows, width), dtype=np.int64)
        cols[:, 1:] = np.where(chosen, mine, none)
        blocks.append((np.full(rows, width, dtype=np.int64), its.ravel(), cols.ravel()))
    return blocks


class Minesweeper(Genre):
    """``Minesweeper(cells, extra=[M])``: rows of cell strings, '-', '#' or a number 0-8; M (where
    given) the total of mines. ``settle=False``: nothing is settled before the search (every
    cell and every placement of each number's mines in the model, the total over every cell)."""

    kind = "minesweeper"
    header_extra = ("M", "the total of mines")
    url_names = ("mines",)

    cell_tokens = {"-": None, OPEN: OPEN}
    least = 0
    most = 8
    cell_words = "a cell is - (perhaps a mine), # (open, no number) or a number 0-8"

    def __init__(self, cells, rooms=None, extra=(), *, settle: bool = True) -> None:
        self.settle = settle
        super().__init__(cells, rooms, extra)

    # ------------------------------------------------------------------ the model
    def build(self) -> Model:
        m, n = self.m, self.n
        if len(self.extra) > 1:
            raise InputError(f"a minesweeper takes one number beyond its size (the total of mines), not "
                             f"{len(self.extra)}", source=self.kind)
        self.total = self.extra[0] if self.extra else None
        clue = self.clue
        state: list[int | None] = [None] * (m * n)  # (each cell i * n + j: 1 a mine, 0 none, None unknown)
        for i, j in clue:
            state[i * n + j] = 0
        numbers = []  # (the number's cell, the number, the cells around it without a clue, in reading order)
        for c, k in sorted((c, k) for c, k in clue.items() if k != OPEN):
            i, j = c
            near = [a * n + b for a in range(max(i - 1, 0), min(i + 2, m)) for b in range(max(j - 1, 0), min(j + 2, n))
                    if (a, b) not in clue]
            if k > len(near):
                raise AtCell(self.kind, c, f"the {k} at {where(c)} has {len(near)} cell{'' if len(near) == 1 else 's'}"
                                           " around it that may hold a mine")
            if k == 0:
                for x in near:
                    state[x] = 0
            numbers.append((c, k, near))
        for c, k, near in numbers:
            free = sum(state[x] is None for x in near)
            if k > free:
                raise AtCell(self.kind, c, f"the {k} at {where(c)} has {free} cell{'' if free == 1 else 's'}"
                                           " around it that may hold a mine (a 0 touches the others)")
        if self.total is not None:
            free = m * n - len(clue)
            if self.total > free:
                raise InputError(f"the first line says {self.total} mines, more than the {free} cells without "
                                 "a number", source=self.kind)
            if self.total == 0:  # (no mine anywhere: a number above 0 has no option left)
                state = [0] * (m * n)
        self._numbers = numbers
        settled = settle(state, [(k, near) for _, k, near in numbers], self.total) if self.settle else None
        self._settled = settled is not None  # (None: not asked, or the clues contradict each other)
        self._state = settled if settled is not None else state
        return self._model()

    def _model(self) -> Model:
        """The model of the cells :attr:`_state` leaves unknown (see the module's docstring)."""
        n, state = self.n, self._state
        unknown = [x for x, v in enumerate(state) if v is None]
        given = [x for x, v in enumerate(state) if v is not None]
        kept = []  # (a number's cell, its unknown cells, the mines it has left to place there)
        for c, k, near in self._numbers:
            cells = [x for x in near if state[x] is None]
            need = k - sum(state[x] == 1 for x in near)
            if cells or need:  # (settled and met: no item; settled and not met: an item without options)
                kept.append((c, cells, need))
        left = None if self.total is None else self.total - state.count(1)
        counted = [] if left is None else unknown  # (the cells the total counts, and the mines left to them)
        if left and self._settled:
            covered, fixed = packing([sum(1 << x for x in cells) for _, cells, _ in kept], [r for _, _, r in kept])
            counted = [x for x in unknown if not covered >> x & 1]
            left -= fixed
        chain = self._settled and bool(counted) and _chain_size(len(counted), left) <= CHAIN_CAP
        model = Model()
        model.add_items([f"c{x // n}.{x % n}" for x in unknown])
        model.add_items([f"n{c[0]}.{c[1]}" for c, _, _ in kept])
        if left and not chain:  # (left > 0 with no cell to count: no answer)
            total = model.add_primary("total", left, left)
        given_item = model.add_primary("given")
        first = len(model.names)
        model.add_items([f"v{x // n}.{x % n}" for x in unknown + given], primary=False)
        value = dict(zip(unknown + given, range(first, first + len(state))))
        sums = model.add_items([f"s{i}" for i in range(1, len(counted))], primary=False) if chain else range(0)
        mine, none = model.colour_id("x"), model.colour_id("-")
        count = [model.colour_id(str(a)) for a in range(left + 1)] if chain else []
        items: list[int] = []
        colours: list[int] = []
        lengths: list[int] = []
        self._opt_cell: list[int] = []  # (each cell's option: its cell, and whether it is a mine)
        self._opt_mine: list[bool] = []
        at = {x: i for i, x in enumerate(counted)}
        for c, x in enumerate(unknown):
            v, i = value[x], at.get(x)
            if i is None:  # [c, v:x] and [c, v:-]
                items += (c, v, c, v)
                colours += (0, mine, 0, none)
                lengths += (2, 2)
                self._opt_cell += (x, x)
                self._opt_mine += (True, False)
            elif not chain:  # [c, total, v:x] and [c, v:-]
                items += (c, total, v, c, v)
                colours += (0, 0, mine, 0, none)
                lengths += (3, 2)
                self._opt_cell += (x, x)
                self._opt_mine += (True, False)
            else:  # the i-th counted cell, with a mines before it: [c, v, s{i}:a, s{i+1}:a or a + 1]
                last = len(counted) - 1
                for d in (1, 0):
                    for a in range(max(0, left - (last - i) - d), min(i, left - d) + 1):
                        items += (c, v) + ((sums[i - 1],) if i else ()) + ((sums[i],) if i < last else ())
                        colours += (0, mine if d else none) + ((count[a],) if i else ()) + \
                            ((count[a + d],) if i < last else ())
                        lengths.append(2 + (i > 0) + (i < last))
                        self._opt_cell.append(x)
                        self._opt_mine.append(bool(d))
        blocks = [(np.array(lengths, dtype=np.int64), np.array(items, dtype=np.int64),
                   np.array(colours, dtype=np.int64))]
        # the numbers: [n, v:x or v:- for each unknown cell around it]
        blocks += _number_blocks(kept, value, len(unknown), mine, none)
        # the settled cells: [given, v:x or v:- for each]
        blocks.append((np.array([len(given) + 1], dtype=np.int64),
                       np.array([given_item] + [value[x] for x in given], dtype=np.int64),
                       np.array([0] + [mine if state[x] else none for x in given], dtype=np.int64)))
        lengths_ = np.concatenate([b[0] for b in blocks])
        model.add_options_flat(np.concatenate([[0], np.cumsum(lengths_)]), np.concatenate([b[1] for b in blocks]),
                               np.concatenate([b[2] for b in blocks]))
        return model

    def unsettled(self) -> "Minesweeper":
        """This puzzle with nothing settled before the search (its model the rules' alone, the
        total an item: the model before the settling), for figures that read the model, such as
        a difficulty, which the settling would make read easier."""
        return self if not self.settle else type(self)(self.cells, None, self.extra, settle=False)

    def mines(self, solution: Sequence[int]) -> list[Cell]:
        n, cell, mine = self.n, self._opt_cell, self._opt_mine
        return sorted([divmod(x, n) for x, v in enumerate(self._state) if v == 1]
                      + [divmod(cell[o], n) for o in solution if o < len(cell) and mine[o]])

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        return self.shading_rows(self.mines(solution))

    # ------------------------------------------------------------------ the rules
    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        m, n = self.m, self.n
        broken = rules.tokens_in(grid, ("x", "-"), "x (a mine) or - (none)")
        if broken:
            return broken
        mine = {(i, j) for i in range(m) for j in range(n) if grid[i][j] == "x"}
        for i, row in enumerate(self.cells):
            for j, tok in enumerate(row):
                if tok != "-" and (i, j) in mine:
                    what = "is open" if tok == OPEN else f"holds the number {tok}"
                    return f"{where((i, j))} {what} and holds a mine"
        for i, row in enumerate(self.cells):
            for j, tok in enumerate(row):
                if tok.isdigit():
                    have = sum((a, b) in mine for a in range(i - 1, i + 2) for b in range(j - 1, j + 2))
                    if have != int(tok):
                        return f"{where((i, j))} says {tok} but {have} mine{' touches' if have == 1 else 's touch'} it"
        if self.extra and len(mine) != self.extra[0]:
            return f"the grid holds {len(mine)} mine{'' if len(mine) == 1 else 's'}: the first line says {self.extra[0]}"
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        text = {c: str(k) for c, k in self.clue.items() if k != OPEN}
        out: dict = {"text": text, "dots": sorted(c for c, k in self.clue.items() if k == OPEN)}
        if solution is not None:
            out["circles"] = {c: MINE_FILL for c in self.mines(solution)}
        return out

    # ------------------------------------------------------------------ making
    @classmethod
    def clue_at(cls, made: Made, i: int, j: int) -> str | None:
        """A cell without a mine may hold its number."""
        if made.answer is None or made.answer[i][j] == "x":
            return None
        m, n = len(made.answer), len(made.answer[0])
        return str(sum(made.answer[a][b] == "x" for a, b in around(m, n, (i, j))))

    @classmethod
    def maker(cls, m: int, n: int, rng, symmetry: str = "none") -> Made | None:
        """Mines at random, about one cell in five (whole orbits of ``symmetry``), and every other
        cell's number; every number removable. None where every cell or none holds a mine."""
        if m * n < 2:
            raise InputError(f"a minesweeper grid has at least two cells, not {m}x{n}", source="size")
        mine = {c for orbit in orbits(m, n, symmetry) if rng.random() < 0.2 for c in orbit}
        if not mine or len(mine) == m * n:
            return None
        answer = [["x" if (i, j) in mine else "-" for j in range(n)] for i in range(m)]
        cells = [["-"] * n for _ in range(m)]
        for i in range(m):
            for j in range(n):
                if (i, j) not in mine:
                    cells[i][j] = str(sum(d in mine for d in around(m, n, (i, j))))
        removable = [(i, j) for i in range(m) for j in range(n) if (i, j) not in mine]
        return Made(cells, removable, answer=answer)

    @classmethod
    def repair(cls, made: Made, other: list[list[str]]) -> Made | None:
        """A cell without a mine here that the other answer mines, or around which the other
        answer has another number of mines, gets its number back."""
        answer = made.answer
        m, n = len(answer), len(answer[0])

        def count(grid, c):
            return sum(grid[a][b] == "x" for a, b in around(m, n, c))

        spots = [(i, j) for i in range(m) for j in range(n)
                 if answer[i][j] == "-" and made.cells[i][j] == "-"
                 and (other[i][j] == "x" or count(answer, (i, j)) != count(other, (i, j)))]
        if not spots:
            return None
        i, j = spots[zlib.crc32(repr(other).encode()) % len(spots)]
        cells = [row[:] for row in made.cells]
        cells[i][j] = str(count(answer, (i, j)))
        return Made(cells, list(made.removable) + [(i, j)], answer=answer)

    # ------------------------------------------------------------------ URLs
    @classmethod
    def decode(cls, rows: int, cols: int, body: list[str]):
        numbers = pzpr.cell_numbers(body, rows, cols)
        for k, v in enumerate(numbers):
            if v is not None and v != pzpr.UNKNOWN and not 0 <= v <= 8:
                raise InputError(f"the number {v} at {where(divmod(k, cols))}: a number is 0-8", source="URL")
        return [[("-" if v is None else OPEN if v == pzpr.UNKNOWN else str(v))
                 for v in numbers[i * cols:(i + 1) * cols]] for i in range(rows)], None

    def encode(self) -> str:
        if self.extra:
            raise InputError("pzprjs's mines URLs have no total of mines: the sites' notation has it "
                             "('R C M' on the first line)", source="url")
        return pzpr.write_number16([pzpr.UNKNOWN if v == OPEN else v
                                    for v in (self.clue.get((i, j)) for i in range(self.m) for j in range(self.n))])
