"""Fillomino: write a number in every cell so that each group of equal numbers has that many cells.

Rules: every cell holds a whole number; each group (a maximal set of orthogonally connected
cells holding one number) has exactly as many cells as its number; a given number stays. (So
two groups of one size never touch: they would be one group.)

Notation (janko.at's): ``R C``, then R rows of numbers or ``-``; puzz.link ``fillomino`` URLs.
Answer: the number of every cell.

The model, a hybrid: a group of a small number (1 to :attr:`Fillomino.small`) is one option, a
placement of a polyomino of that size (its cells, their number, and for each side it shares with
a cell outside an uncoloured item of that side and that number, so that two such placements of
one number never touch): these are pure exact cover, as Knuth writes polyomino packings. A cell
of a larger number has an option per number, and the groups of the larger numbers are a
group-sizes constraint (each group of a colour has as many cells as it says): listing their
placements is impossible (a 50x64 grid has millions of placements of decominoes). On a grid of
at most :data:`PURE_CELLS` cells every number is placements: the model has no side constraint,
and every backend, zdd too, solves and counts it (and the DLX text is the whole model).
Elsewhere only the 1s are placements (:attr:`Fillomino.small`): since the group sizes are
checked inside the SAT solver's search, the placements of 2s to 4s cost more than they save.
Every published puzzle, solved and proven unique (2026-12-01, 839; 1s to 4s placements -> 1s
alone): median 0.042 -> 0.021 s, mean 0.114 -> 0.049 s, the median of every size about halved
(20x36 0.69 -> 0.28 s), above 1 s 13 -> 2; 330_50x64 13.5 -> 4.5 s, 240_20x36 3.1 -> 1.1 s,
266_9x9 1.8 -> 1.1 s; up to 2, 3, 5, 6: 330 in 6.3-6.7, 8.8, 25, 54 s. A difficulty still
reads the model with 1 to 4 placed (:meth:`Fillomino.unsettled`), so that a puzzle's band stays.

A group may have any size the grid allows: a number without a clue goes up to the size of the
largest piece of empty cells (a group of it holds no clue), a clue's number as far as it is.
Numbers up to 61 are coloured by Knuth's base-62 digits, larger ones by their decimal names
(the DLX export writes those as single bytes).

A search for one or two answers asks :meth:`Fillomino.relaxation` first: the numbers up to
:data:`FREE` and the clues' cell by cell, one colour for every larger number (groups of at
least ``FREE + 1`` cells, no clue in them). Published puzzles, 2026-11-28 (solved and proven
unique, 20 s each, docs/benchmarks.md): a 20x36 has cells of 446 numbers in the model and none
above 11 in its answer; every other 20x36, 13 puzzles: 8 in 20 s before (median 14 s), all 13
after (median 3.1 s, largest 5.9 s); the 30x45 and 32x50 none before, 6 s after; the 50x64 22 s.

Before any option is listed, what the rules force is settled (:class:`~.fillomino_settle.Settled`,
sound steps only, so every answer is kept and counts stay exact): the cells each number may
still take, by the groups of known cells (closed, grown where only one way is left, reaching
only so far) and by where a group without a known cell fits, then probing. A placement or a
cell's option of a number is listed only on cells that may take it (touching no cell known to
hold it); a number of one group in every answer (a known cell holds it, fewer than twice its
cells may) is a sized region rooted there (:class:`~xcckit.constraints.SizedRegions`, its
connectivity written by layers) rather than a group size; a grid settled whole has no side
constraint. ``settle=False`` lists every option the clues allow (the tests compare the two).
Measured 2026-11-29 (CPU seconds, the SAT child process's counted, one warm process, solved
and proven unique through ``xcckit.solve(p, unique=True)``; the machine shared and loaded):
every 6th published 10x10 (61), median 0.120 -> 0.080 s, mean 0.335 -> 0.100 s, one of them
(485, a single 55 among 5s) unsolved in 30 s before, 0.5 s after through its sized region;
every 2nd of the 20x36, 13x37, 30x45 and 32x50 (14), median 2.34 -> 1.48 s, mean 2.61 -> 1.58 s.
The settling takes 1-10 ms on a 10x10, 0.2-0.7 s on a 20x36 (probing
capped by :data:`~.fillomino_settle.PROBE_WORK`: on the large grids probing did not
measure better than none); it settles whole 13 of the 61 10x10s,
few cells of a 20x36 (most cells keep 12 numbers: a group without a clue of any small number
fits almost anywhere). Tried and lost: probing every number of every cell (52 of 61 10x10s
settled whole, but 0.15 s median, 2 s on the hardest, and no better end to end: 0.148 s);
probing only cells next to known ones (no change). Left: the 20x36 with fourteen 128s, whose groups may
be two, is still cut lazily.

Once the solver has taken :data:`~xcckit.backends.sat.search.CHECK_AFTER` rounds of cuts, the
group sizes are checked inside its search (:mod:`~xcckit.constraints.groupcheck`), which does
what labelling the groups of a number from their known cells (sized regions shared by several
clues) did before it, and more: without the labels, 2026-12-01, every published puzzle solved
and proven unique, 839, mean 0.105 -> 0.096 s, above 1 s 10 -> 7; 266_9x9 4.1 -> 1.6 s, 370_14x24
1.3 -> 0.27 s, 704_20x17 1.3 -> 0.13 s, 286_10x10 (ten 36s) 1.0 -> 0.3 s; two slower, 299_11x20
0.65 -> 0.87 s and 817_17x29 0.32 -> 0.47 s (docs/benchmarks.md).
"""

from __future__ import annotations

from collections.abc import Sequence
from bisect import bisect_right
from functools import lru_cache
from typing import NamedTuple

import numpy as np

from ..constraints import GroupSizes, GroupsAtLeast, SizedRegions
from ..errors import InputError
from ..model import Model
from ..text import is_number
from . import DIGITS, Relaxation, blank_grid, grid_puzzle_arg, read_grid_puzzle
from .kit import pzpr
from .kit.batch import Batch
from .fillomino_settle import Settled
from .kit.drawing import picture
from .kit.grid import Cell, neighbours, pairs, regions_of, where
from .kit.rooms import grown_piece
from .kit.genre import Genre, Made

LARGEST = 9
"""The largest group a maker draws."""
PURE_CELLS = 12
"""A grid of at most this many cells has every number as placements (no side constraint)."""
KEPT_CELLS = 400
"""The largest grid whose placements' geometry is kept from puzzle to puzzle (:func:`_geometry`:
a few megabytes for a 20x20's four sizes)."""
READ_PLACED = 4
"""The numbers placed in the model a difficulty reads (:meth:`Fillomino.unsettled`)."""
FREE = 12
"""The numbers up to which :meth:`Fillomino.relaxation` writes each cell's own (and every clue's)."""


def number_colour(v: int) -> str:
    """The colour of the number ``v``: its base-62 digit up to 61, its decimal name beyond."""
    return DIGITS[v] if v < len(DIGITS) else str(v)


@lru_cache(maxsize=None)
def shapes(k: int, rows: int, cols: int) -> tuple[tuple[Cell, ...], ...]:
    """The fixed polyominoes of ``k`` cells (rotations and reflections apart) that fit in
    ``rows`` × ``cols``, each as its cells from the origin, sorted, the first cell in row 0 at
    its least column."""
    if k == 1:
        return (((0, 0),),)
    grown = set()
    for shape in shapes(k - 1, rows, cols):
        cells = set(shape)
        for i, j in shape:
            for c in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1)):
                if c not in cells:
                    grown.add(_normal(cells | {c}))
    return tuple(sorted(sh for sh in grown if _fits(sh, rows, cols)))


def _normal(cells) -> tuple[Cell, ...]:
    top = min(i for i, _ in cells)
    left = min(j for i, j in cells if i == top)
    return tuple(sorted((i - top, j - left) for i, j in cells))


def _fits(shape, rows: int, cols: int) -> bool:
    return (max(i for i, _ in shape) < rows
            and max(j for _, j in shape) - min(j for _, j in shape) < cols)


class _Geometry(NamedTuple):
    """The placements of the shapes of one size on an empty grid (:func:`_geometry`), in the
    order the options are listed: by shape, then by which of its sides lie inside the grid, then
    by place."""

    flat: np.ndarray
    """(placements, v): each placement's cells, flat (``i * n + j``)."""
    near: np.ndarray
    """(placements, sides): the cell beyond each side, flat, or ``m * n`` (a cell reading 0)
    where the side is the grid's edge or missing."""
    items: np.ndarray
    """(placements, 2 v + sides): the option's items, ascending, ``last`` where it has fewer."""
    present: np.ndarray
    """``items`` below ``last``: the option's own."""
    lengths: np.ndarray
    """How many items each option has."""
    run: np.ndarray
    """A number the same along each run of one shape and one set of sides, different between runs."""
    last: int
    """The model's item count when the placements are made: above every item."""


def _geometry(v: int, m: int, n: int, small: int) -> _Geometry:
    """Every placement of every shape of ``v`` cells on an ``m`` × ``n`` grid, with its cells,
    the cells beyond its sides and its option's items in a model whose edge items go up to
    ``small`` (cells, then the numbers' items, then ``e{edge}.{number}``), the same for every
    puzzle of the grid's size (:meth:`Fillomino._placements` keeps those a puzzle allows)."""
    mn = m * n
    shape_of, cells, side_cell, side_near = [], [], [], []
    for sid, shape in enumerate(shapes(v, m, n)):
        da = np.array([a for a, _ in shape])
        db = np.array([b for _, b in shape])
        inside = set(shape)
        sides = [((a, b), (a + x, b + y)) for a, b in shape for x, y in ((-1, 0), (1, 0), (0, -1), (0, 1))
                 if (a + x, b + y) not in inside]
        i0, j0 = np.meshgrid(np.arange(m - da.max()), np.arange(-db.min(), n - db.max()), indexing="ij")
        i0, j0 = i0.ravel(), j0.ravel()
        shape_of.append(np.full(len(i0), sid))
        cells.append(np.stack([i0[:, None] + da, j0[:, None] + db]))
        corner = np.stack([i0, j0])[:, :, None]
        side_cell.append(np.array([[a, b] for (a, b), _ in sides]).T[:, None, :] + corner)
        side_near.append(np.array([[a, b] for _, (a, b) in sides]).T[:, None, :] + corner)
    most = max(x.shape[2] for x in side_cell)

    def padded(arrays: list) -> np.ndarray:  # (2, placements, most sides), a missing side at (-1, -1)
        out = np.full((2, sum(x.shape[1] for x in arrays), most), -1, dtype=np.int64)
        at = 0
        for x in arrays:
            out[:, at:at + x.shape[1], :x.shape[2]] = x
            at += x.shape[1]
        return out

    sid = np.concatenate(shape_of)
    ci, cj = np.concatenate(cells, axis=1)
    si, sj = padded(side_cell)
    ni, nj = padded(side_near)
    there = (ni >= 0) & (ni < m) & (nj >= 0) & (nj < n)  # (a missing side's neighbour is at -1)
    code = there.astype(np.int64) @ (1 << np.arange(most, dtype=np.int64))  # which sides are there
    order = np.lexsort((np.arange(len(sid)), code, sid))
    flat = (ci * n + cj)[order]
    si, sj, ni, nj, there = si[order], sj[order], ni[order], nj[order], there[order]
    near = np.where(there, ni * n + nj, mn)
    across = si == ni  # a side between two cells of a row
    edge = np.where(across, si * (n - 1) + np.minimum(sj, nj), m * (n - 1) + np.minimum(si, ni) * n + sj)
    last = 2 * mn + (m * (n - 1) + (m - 1) * n) * small  # (above every item)
    items = np.sort(np.hstack([flat, flat + mn, np.where(there, 2 * mn + edge * small + v - 1, last)]), axis=1)
    present = items < last
    _, run = np.unique(np.stack([sid[order], code[order]], axis=1), axis=0, return_inverse=True)
    for a in (flat, near, items, present):
        a.flags.writeable = False
    return _Geometry(flat, near, items, present, present.sum(axis=1), run.ravel(), last)


_geometry_kept = lru_cache(maxsize=16)(_geometry)
""":func:`_geometry` kept for grids of at most :data:`KEPT_CELLS` cells (a 10x10's four sizes
took 7 ms a puzzle, the filter alone 0.7; a 50x64's are tens of megabytes: made each time)."""


class Fillomino(Genre):
    """``Fillomino(cells)``: rows of cell strings, a number or '-'."""

    kind = "fillomino"
    url_names = ("fillomino", "fillomino01")
    small = 1
    """Numbers up to this are placements of polyominoes; larger ones go to the constraint (see
    the module's docstring: 1 since the group sizes are checked inside the search)."""
    pure_cells = PURE_CELLS
    """Every number is placements on a grid of at most this many cells."""

    @classmethod
    def from_args(cls, args: Sequence[str]) -> "Fillomino":
        """A puzzle (a file, - or a URL), or ``MxN``: the blank grid of M rows and N columns."""
        arg = grid_puzzle_arg(args, cls)
        size = blank_grid(arg, "3x4")
        if size is not None:
            return cls([["-"] * size[1] for _ in range(size[0])])
        return read_grid_puzzle(cls, arg)

    cell_tokens = {"-": None}
    least = 1
    cell_words = "a cell is a number from 1 (its group's size) or '-'"

    def largest(self) -> int:
        """The largest number a cell may hold: the largest clue, or the largest piece of empty
        cells (where a group without a clue lies whole), whichever is larger."""
        empty = {(i, j) for i in range(self.m) for j in range(self.n)} - set(self.clue)
        return max([*self.clue.values(), *map(len, regions_of(empty))])

    def __init__(self, cells, rooms=None, extra=(), *, settle: bool = True, placed: int | None = None) -> None:
        """``settle=False``: no propagation before the options are listed (:class:`Settled`):
        every number on every cell the grid and the clues allow. ``placed``: the numbers up to
        it are placements (default :attr:`small`)."""
        self.settle = settle
        if placed is not None:
            self.small = placed
        super().__init__(cells, rooms, extra)

    def unsettled(self) -> "Fillomino":
        """What a difficulty reads (:func:`xcckit.difficulty.difficulty`): the groups of 1 to
        :data:`READ_PLACED` as placements, as the search's model had them until 2026-12-01 (its
        forced moves and propagation are those of polyomino packings; with the 1s alone placed
        the same puzzles read harder)."""
        return self if self.small >= READ_PLACED else type(self)(self.cells, settle=self.settle, placed=READ_PLACED)

    def build(self) -> Model:
        m, n = self.m, self.n
        for c, v in sorted(self.clue.items()):
            if v > m * n:
                raise InputError(f"the clue {v} at {where(c)} is larger than the grid's {m * n} cells", source=self.kind)
        top = self.largest()
        self.settled = Settled(m, n, self.clue, top, self.settle)
        small = top if m * n <= self.pure_cells else min(self.small, top)
        model, self.blocks = self._model(top, small, range(small + 1, top + 1))
        self._starts = [start for start, _, _ in self.blocks]
        return model

    def _model(self, top: int, small: int, large, escape: int | None = None) -> tuple[Model, list]:
        """The model with the placements of 1 to ``small`` and the ``large`` numbers cell by
        cell (on the cells :attr:`settled` leaves them), and its blocks of options (first
        option, cells, number); ``escape``: a colour for the numbers above it that ``large``
        leaves out (:meth:`relaxation`)."""
        m, n = self.m, self.n
        settled = self.settled
        model = Model()
        cells = [(i, j) for i in range(m) for j in range(n)]
        model.add_items([f"c{i}.{j}" for i, j in cells])
        edges = pairs(m, n)
        model.add_items([f"v{i}.{j}" for i, j in cells]
                        + [f"e{k}.{v}" for k in range(len(edges)) for v in range(1, small + 1)], primary=False)
        colour = [0] + [model.colour_id(number_colour(v)) for v in range(1, top + 1)]
        batch = Batch(model)
        blocks: list[tuple[int, np.ndarray, int]] = []  # (first option, its cells (flat), number)
        known = np.zeros((m, n), dtype=np.int64)
        for (i, j), v in settled.fixed().items():
            known[i, j] = v
        made = getattr(self, "_small_made", None)
        if made is not None and made[:2] == (small, settled):  # (the relaxation's small groups: the model's)
            _, _, rows, after, firsts = made
            batch.blocks.extend(rows)
            batch.next = after
            blocks.extend(firsts)
        else:
            for v in range(1, small + 1):
                allowed = np.zeros((m, n), dtype=bool)
                for c in settled.allows(v):
                    allowed[c] = True
                self._placements(batch, known, allowed, v, colour[v], small, blocks)
            self._small_made = (small, settled, list(batch.blocks), batch.next, list(blocks))
        sizes = {}
        runs = [(np.array([i * n + j for i, j in settled.allows(v)], dtype=np.int64), v) for v in large]
        runs = [(at, v) for at, v in runs if len(at)]
        if runs:  # (one option a cell and number: its cell and the number's colour on its v item, one block)
            at = np.concatenate([a for a, _ in runs])
            first = batch.block(np.full(len(at), 2), np.stack([at, at + m * n], axis=1).ravel(),
                                np.stack([np.zeros(len(at), dtype=np.int64),
                                          np.concatenate([np.full(len(a), colour[v]) for a, v in runs])], axis=1).ravel())
            for a, v in runs:
                blocks.append((first, a.reshape(-1, 1), v))
                first += len(a)
                sizes[number_colour(v)] = v
        escaped: list = []
        if escape is not None:  # (the numbers above escape that large leaves out, none a clue's)
            over = {c for v in settled.vals if v > escape and v not in large for c in settled.allows(v)}
            escaped = sorted(over.union(settled.big_above(escape)))
        if escaped:
            at = np.array([i * n + j for i, j in escaped], dtype=np.int64).reshape(-1, 1)
            blocks.append((batch.rows(np.hstack([at, at + m * n]), [0, model.colour_id(f">{escape}")]), at, 0))
        batch.flush()
        if settled.done:
            return model, blocks
        names = [f"v{i}.{j}" for i, j in cells]
        links = [(f"v{a[0]}.{a[1]}", f"v{b[0]}.{b[1]}") for a, b in edges]
        for v, clue in settled.one_group().items():  # (a number of one group in every answer: a sized region)
            if sizes.pop(number_colour(v), None):
                model.add_constraint(SizedRegions(model, names, links, number_colour(v), {names[clue[0] * n + clue[1]]: v}))
        if sizes:
            model.add_constraint(GroupSizes(model, names, links, sizes))
        if escaped:
            model.add_constraint(GroupsAtLeast(model, names, links, {f">{escape}": escape + 1}))
        return model, blocks

    def relaxation(self) -> Relaxation | None:
        """A smaller model whose answers are this one's where they write no number above
        :data:`FREE` but the clues (published puzzles are of sizes where listing every number up
        to the largest piece of empty cells is what takes the time: a 20x36 has cells of 446
        numbers, its answer none above 11). Every group of a number above ``F`` (the larger of
        :data:`FREE` and ... ) that is no clue holds no clue and at least ``F + 1`` cells: such
        cells get one colour of their own, ``>F``, whose groups have at least ``F + 1`` cells
        (:class:`~xcckit.constraints.GroupsAtLeast`); every answer of the puzzle is one of the
        relaxation's (its large groups' cells that colour), and one of the relaxation's is the
        puzzle's answer with each group of that colour written as its own size, where that size
        has no colour of its own (a clue's number: the answer's image writes it so) and no group
        of that size touches it (``lift``; else None). An answer has one image there and the
        image gives the answer back, so the relaxation's solutions that lift are the puzzle's
        answers, one for one (a 10x18 whose answer has a group of 18 without a clue took 2.6 s
        through the puzzle's own model when a solution with that colour lifted to None)."""
        top = self.largest()
        small = top if self.m * self.n <= self.pure_cells else min(self.small, top)
        clues = set(self.clue.values())
        free = max(FREE, small)
        large = [v for v in range(small + 1, top + 1) if v <= free or v in clues]
        if len(large) == top - small:
            return None
        model, blocks = self._model(top, small, large, escape=free)
        first = next((start for start, _, v in blocks if v > small or v == 0), model.n_options)
        where_large = {}

        def lift(solution: Sequence[int]) -> tuple[int, ...] | None:
            if not where_large:
                for start, at, v in self.blocks:
                    for k, x in enumerate(at.ravel().tolist()):
                        where_large[v, x] = start + k
            out, over = [], set()
            for o in solution:
                if o < first:
                    out.append(o)
                    continue
                start, at, v = blocks[bisect_right(starts, o) - 1]
                if v == 0:
                    over.add(divmod(int(at[o - start, 0]), self.n))
                else:
                    out.append(where_large[v, int(at[o - start, 0])])
            if over:
                groups = regions_of(over)
                for group in groups:
                    if len(group) in own:
                        return None  # (the answer's own image writes its number: this one is another)
                    for i, j in group:
                        if (len(group), i * self.n + j) not in where_large:
                            return None
                        out.append(where_large[len(group), i * self.n + j])
                number = self.numbers(out)
                if any(number.get(nb) == len(group) for group in groups for c in group
                       for _, nb in neighbours(self.m, self.n, c) if nb not in group):
                    return None  # (it would join a group of its size)
            return tuple(sorted(out))

        starts = [start for start, _, _ in blocks]
        own = set(large)
        return Relaxation(model, lift)

    def _placements(self, batch: Batch, known: np.ndarray, allowed: np.ndarray, v: int, colour: int, small: int,
                    blocks: list) -> None:
        """The options of the groups of ``v`` cells: every placement of every shape of v cells
        on cells that may hold v (``allowed``) that touches no cell ``known`` to hold v, its
        cells, their number and its sides' items (:func:`_geometry`, the same for every puzzle of
        the grid's size), given as one block of options (a placement on the edge of the grid has
        fewer sides). Their order is by shape, then by which of its sides lie inside the grid,
        then by place; ``blocks`` gets (first option, cells (flat), v) for each run of one shape
        and one set of sides."""
        m, n = self.m, self.n
        g = (_geometry_kept if m * n <= KEPT_CELLS else _geometry)(v, m, n, small)
        assert g.last == batch.model.n_items, "the placements' items are the model's cells, numbers and sides"
        ok = allowed.ravel()[g.flat].all(axis=1)
        ok &= ~(np.append(known.ravel(), 0)[g.near] == v).any(axis=1)  # (no side's cell beyond: the 0 after the grid)
        keep = np.flatnonzero(ok)
        if not len(keep):
            return
        present = g.present[keep]
        items = g.items[keep][present]
        first = batch.block(g.lengths[keep], items, np.where((items >= m * n) & (items < 2 * m * n), colour, 0))
        run = np.flatnonzero(np.diff(g.run[keep])) + 1
        flat = g.flat[keep]
        for start, end in zip([0, *run.tolist()], [*run.tolist(), len(keep)]):
            blocks.append((first + start, flat[start:end], v))

    def numbers(self, solution: Sequence[int]) -> dict[Cell, int]:
        """Cell -> the number a solution writes there."""
        out = {}
        for o in solution:
            k = bisect_right(self._starts, o) - 1
            first, flat, v = self.blocks[k]
            for x in flat[o - first].tolist():
                out[divmod(x, self.n)] = v
        return out

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        number = self.numbers(solution)
        return [[str(number[i, j]) for j in range(self.n)] for i in range(self.m)]

    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        m, n = self.m, self.n
        value: dict[Cell, int] = {}
        for i in range(m):
            for j in range(n):
                tok = grid[i][j]
                if not is_number(tok) or int(tok) < 1:
                    return f"{where((i, j))} is '{tok}': a cell holds a number from 1"
                value[i, j] = int(tok)
                if (i, j) in self.clue and value[i, j] != self.clue[i, j]:
                    return f"{where((i, j))} holds the clue {self.clue[i, j]}, not {tok}"
        for v in sorted(set(value.values())):
            for group in regions_of({c for c, x in value.items() if x == v}):
                if len(group) != v:
                    return (f"the group of {v}s at {where(group[0])} has {len(group)} cell"
                            f"{'' if len(group) == 1 else 's'}")
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        text: dict = {c: str(v) for c, v in self.clue.items()}
        if solution is None:
            return {"text": text}
        number = self.numbers(solution)
        group = [[0] * self.n for _ in range(self.m)]
        k = 0
        for v in sorted(set(number.values())):
            for piece in regions_of({c for c, x in number.items() if x == v}):
                k += 1
                for i, j in piece:
                    group[i][j] = k
        for c, v in number.items():
            if c not in self.clue:
                text[c] = (str(v), "#1a56db")
        return {"text": text, "room": group}

    def svg(self, solution: Sequence[int] | None = None) -> str:
        return picture(self.m, self.n, **self.draw(solution))

    @classmethod
    def clue_at(cls, made: Made, i: int, j: int) -> str | None:
        """Any cell may be given: its number in the answer."""
        return made.answer[i][j] if made.answer is not None else None

    @classmethod
    def maker(cls, m: int, n: int, rng) -> Made | None:
        """A random answer: groups grown one at a time from the first empty cell (reading order)
        to a size drawn from 1 to :data:`LARGEST` (fewer where the growth is shut in), kept
        when no group of the same size touches it, else drawn again, and after a few failures a
        group next to it is taken away to make room. Every cell's number is its clue; every
        clue is removable. None when the grid is not filled in ``60 * m * n`` growths."""
        owner: dict[Cell, int] = {}
        groups: dict[int, list[Cell]] = {}
        weights = [1, 2, 3, 4, 5, 6, 7, 8, 9]
        odds = [3, 4, 5, 5, 4, 3, 2, 2, 1]
        every = [(i, j) for i in range(m) for j in range(n)]
        empty = every
        tries, k = 0, 0
        while empty:
            tries += 1
            if tries > 60 * m * n:
                return None
            start = empty[0]
            placed = False
            for _ in range(6):
                group = grown_piece(m, n, owner, start, rng.choices(weights, odds)[0], rng)
                near = {owner[nb] for c in group for _, nb in neighbours(m, n, c) if nb in owner}
                if all(len(groups[g]) != len(group) for g in near):
                    k += 1
                    groups[k] = group
                    for c in group:
                        owner[c] = k
                    placed = True
                    break
            if not placed:
                near = sorted({owner[nb] for _, nb in neighbours(m, n, start) if nb in owner})
                if near:
                    for c in groups.pop(rng.choice(near)):
                        del owner[c]
            empty = [c for c in every if c not in owner]
        answer = [[str(len(groups[owner[i, j]])) for j in range(n)] for i in range(m)]
        return Made([row[:] for row in answer], [(i, j) for i in range(m) for j in range(n)], answer=answer)

    @classmethod
    def repair(cls, made: Made, other: list[list[str]]) -> Made | None:
        """The answer's number goes back into the first cell where the other answer differs."""
        answer = made.answer
        cells = [row[:] for row in made.cells]
        for i, row in enumerate(answer):
            for j, tok in enumerate(row):
                if other[i][j] != tok and cells[i][j] == "-":
                    cells[i][j] = tok
                    return Made(cells, [c for c in made.removable if c != (i, j)], made.rooms, list(made.extra),
                                answer)
        return None

    @classmethod
    def decode(cls, rows: int, cols: int, body: list[str]):
        numbers, rest = pzpr.read_number16(body[0] if body else "", rows * cols)
        if rest.strip("0"):
            raise InputError(f"URL body '{body[0]}': borders given between cells are not part of fillomino's "
                             "notation here", source="URL")
        if any(v is not None and v != pzpr.UNKNOWN and v < 1 for v in numbers):
            raise InputError(f"URL body '{body[0]}': a fillomino clue is a number from 1", source="URL")
        return [[("-" if v is None or v == pzpr.UNKNOWN else str(v)) for v in numbers[i * cols:(i + 1) * cols]]
                for i in range(rows)], None

    def encode(self) -> str:
        return pzpr.write_number16(self.clue_list())
