"""Kakkuru (puzzlekit's name; janko.at's Lateinische Summen, "Latin sums"): write numbers in the
white cells so that each row and each column holds the numbers 1 to N once each, N its number of
white cells, and each number in a grey cell is the sum of the white cells around it.

Rules (janko.at's): every row and every column has the same number N of white cells (so the grid
is square), and holds each of the numbers 1 to N once; a number in a clue cell is the sum of the
numbers in the white cells among its up to eight neighbours (diagonal ones included; clue cells
around it do not count, and a clue with none around it is 0). There is no other rule: equal
numbers may touch (395 of the 400 published answers have some that do), and a number may repeat
around a clue. As puzzlekit's solver reads a grid whose rows and columns differ in white cells,
a row of k white cells holds 1 to k and a column of l white cells 1 to l (janko's puzzles all
have N in every line: it is the same rule there).

Notation (puzzlekit's ``kakkuru``, its dataset's from janko.at): ``R C``, then R rows of cells
separated by blanks: ``-`` a white cell, a number 0 or more a clue cell (grey). pzprjs's
``kakuru`` is another puzzle (Nikoli's Kakuru: digits 1-9 with no Latin rule, no two equal digits
touching, none twice around a clue, blank grey cells): no URLs. Answer (as puzzlekit prints it):
the numbers of the white cells, each clue cell its clue (a few published answers write ``-``
there; the rules checker takes either).

The model, in Knuth's way, is an exact cover with colours (no side constraint): the Latin square
is the exact cover of TAOCP 7.2.2.1, primary items ``pi.j`` (white cell i,j holds a number),
``ri.d`` (row i holds d) and ``cj.d`` (column j holds d), an option per white cell and number
1..min(k, l) covering its three items and colouring the cell's secondary item ``vi.j`` with the
number. Each clue is a primary item ``ni.j`` whose options are the fillings of the white cells
around it that add up to it (numbers each cell may hold, no two equal in one row or column of the
3×3 window: :func:`fillings`), each colouring those cells' ``v`` items: the colours make a clue's
filling agree with the numbers the cells take. A clue with no white cell around it is no item (0,
or refused); a clue out of reach of its cells (below their count, above the sum of their bounds)
is refused at its place. As kakuro offers a digit only where its runs' sets hold it, the numbers
each cell may hold (1..min(k, l) at first) are narrowed before any option is listed, in two steps
to one fixed point. First cheaply, the numbers as bit masks (:func:`_relaxed`): each clue's cells
parted by the rows of its window, then by its columns (the numbers of a part differ: its fillings
and their sums, :func:`_part`), a part's fillings kept where the other parts' sums can make up the
rest of the clue; a number of a line that one cell alone may hold is that cell's, a cell's one
number no other cell's. Then exactly, on the fillings of the cells each clue leaves open (the rest
of its sum), with the same line rules (:func:`_narrowed`): a number is offered to a cell only
where each clue around it has a filling that gives it, a filling only where its cells may hold its
numbers. Every answer keeps to them: the same solutions, fewer options. A cell the narrowing fixes
has one option and is left out of the clues' options (a clue whose cells are all fixed is no
item); 311 of the 400 published puzzles come out with one option per cell (6 of the 14 9×9s).

Measured (2026-11-29, 2 cores shared with other work, load 8 to 12: ``scripts/bench.py published
--corpus DIR --kinds kakkuru --every 1 --time-limit 20``, each of the 400 published puzzles read,
solved and proven unique through ``xcckit.solve(p, unique=True)``, the model built in the time;
``auto`` takes dlx), median (largest) wall seconds, this model | the one before it (fillings of
every clue's whole window, narrowed by arrays alone), run back to back | puzzlekit's CP-SAT (no
proof of uniqueness):

=====  ========  ==============  ==============  ==============
size   puzzles   ours            before          puzzlekit
=====  ========  ==============  ==============  ==============
4×4    24        0.002 (2.07)    0.003 (1.52)    0.014 (2.59)
5×5    109       0.002 (0.04)    0.003 (0.02)    0.018 (0.08)
6×6    99        0.006 (0.04)    0.011 (0.03)    0.018 (0.06)
7×7    117       0.012 (0.11)    0.014 (0.12)    0.018 (0.36)
8×8    37        0.020 (0.09)    0.022 (0.08)    0.018 (0.05)
9×9    14        0.085 (1.48)    0.114 (1.63)    0.031 (0.06)
=====  ========  ==============  ==============  ==============

(the 4×4s' largest: numba's compiled engine loading.) Every one proven unique with the published
answer (the benchmark's comparison counts 11 as different: 10 published answers write ``-`` in
the clue cells, one ends in a line ``[end]``). Wall time was 3 times the CPU time at that load.
In CPU time, one warmed process, the puzzles in the benchmark's order, medians 1.2, 1.7, 2.1, 3.2,
5.5 and 35 ms from 4×4 to 9×9 (before: 2.3, 2.3, 3.0, 4.6, 7.4 and 38-44 ms); an easy 9×9's build
3.6 ms (5.3), its search 0.35 ms. The 9×9 median is the search of the 8 whose cells the narrowing
fixes none of (9,000-19,000 fillings, 270-54,000 dlx nodes: 5-260 ms); the largest, 93_9x9, goes
to sat after dlx's 30,000 nodes. Tried and lost: probing at the build (a cell's numbers tried each
through the cheap step, the numbers no trial keeps dropped, to the fixed point): every 8×8 and 13
of the 14 9×9s then come out with one option per cell, but at 0.3-0.6 ms a probe, 60-390 probes on
the hard 9×9s (builds of 18-250 ms against searches of 5-90 ms) and 120-230 on two 8×8s; probing
only cells of two numbers left the medians as they were and took 93_9x9's search from 0.26 to
0.6 s. The cheap step alone, without the exact one, fixes fewer cells (40 of the 109 5×5s weaker
with the window's rows alone, 5 of the 14 9×9s with rows and columns); an exact clue step in
Python (a search per clue) took 15-90 ms a puzzle. dlx's colour propagation (``hints.propagate``)
on these models: fewer nodes, more time (91_9x9 0.19 s to 0.27 s).
"""

from __future__ import annotations

import zlib
from collections import deque
from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import product
from operator import itemgetter
from random import Random

import numpy as np

from ..errors import InputError
from ..model import Model
from .batch import Batch
from .genre import AtCell, Genre, Made
from .grid import Cell, orbits, where
from .minesweeper import around

STEPS = 20000
"""The most steps the maker's search for a pattern of black cells takes before it draws again."""


@lru_cache(maxsize=4096)
def _distinct(masks: tuple[int, ...]) -> np.ndarray:
    """Every tuple of numbers, each among its mask's (bit d: the number d), no two equal (the
    cells of one row of a clue's window), as the rows of an array."""
    rows = np.array(list(product(*(_numbers(m) for m in masks))), dtype=np.int16).reshape(-1, len(masks))
    keep = np.ones(len(rows), dtype=bool)
    for a in range(len(masks)):
        for b in range(a):
            keep &= rows[:, a] != rows[:, b]
    return rows[keep]


@lru_cache(maxsize=1024)
def _numbers(mask: int) -> tuple[int, ...]:
    """The numbers of a mask (bit d set: d is among them)."""
    return tuple(d for d in range(1, mask.bit_length()) if mask >> d & 1)


@lru_cache(maxsize=16384)
def fillings(offsets: tuple[Cell, ...], masks: tuple[int, ...], total: int) -> np.ndarray:
    """The numbers of the cells at ``offsets`` around a clue (in reading order), each among its
    mask's (bit d: the number d), no two equal in one row or one column of the window, adding up
    to ``total``: the rows of an array (read-only; clues of one shape share it). The window's
    rows are filled each alone (their numbers differ), joined two by two with the columns'
    clashes taken out, the last join by the sum (each pair of partial sums adding up to the
    total)."""
    groups: dict[int, list[int]] = {}
    for k, (a, _) in enumerate(offsets):
        groups.setdefault(a, []).append(k)
    parts = [(ks, _distinct(tuple(masks[k] for k in ks))) for ks in groups.values()]
    least = [int(rows.sum(axis=1).min()) if len(rows) else 0 for _, rows in parts]
    most = [int(rows.sum(axis=1).max()) if len(rows) else 0 for _, rows in parts]
    have, rows = parts[0]
    for p, (ks, more) in enumerate(parts[1:], 1):
        left = rows.sum(axis=1)
        right = more.sum(axis=1)
        if p == len(parts) - 1:  # (the last join: by the sum)
            order = np.argsort(right, kind="stable")
            more, right = more[order], right[order]
            want = total - left
            lo = np.searchsorted(right, want, "left")
            hi = np.searchsorted(right, want, "right")
            counts = hi - lo
            a = np.repeat(np.arange(len(rows)), counts)
            b = np.repeat(lo - np.cumsum(counts) + counts, counts) + np.arange(int(counts.sum()))
        else:
            low_rest, high_rest = sum(least[p + 1:]), sum(most[p + 1:])
            a, b = np.meshgrid(np.arange(len(rows)), np.arange(len(more)), indexing="ij")
            a, b = a.ravel(), b.ravel()
            s = left[a] + right[b]
            fits = (s + low_rest <= total) & (s + high_rest >= total)
            a, b = a[fits], b[fits]
        keep = np.ones(len(a), dtype=bool)
        for x, kx in enumerate(have):
            for y, ky in enumerate(ks):
                if offsets[kx][1] == offsets[ky][1]:
                    keep &= rows[a, x] != more[b, y]
        rows = np.concatenate([rows[a[keep]], more[b[keep]]], axis=1)
        have = have + ks
    if len(parts) == 1:
        rows = rows[rows.sum(axis=1) == total]
    out = np.empty_like(rows)
    out[:, have] = rows
    out.flags.writeable = False
    return out


@lru_cache(maxsize=65536)
def _part(masks: tuple[int, ...]) -> tuple[int, tuple[int, ...], tuple[tuple[int, tuple[int, ...]], ...],
                                           tuple[int, ...]]:
    """The fillings of the cells of a clue's window that lie in one line (so that their numbers
    differ), each cell's numbers a mask (bit d: the number d): their sums as a mask (bit s: the
    sum s) and as numbers, and for each sum the numbers each cell takes in the fillings of that
    sum, as masks; and the numbers each cell takes in any of them."""
    by: dict[int, list[int]] = {}
    for t in product(*(_numbers(m) for m in masks)):
        if len(set(t)) < len(t):
            continue
        got = by.get(sum(t))
        if got is None:
            by[sum(t)] = [1 << d for d in t]
        else:
            for k, d in enumerate(t):
                got[k] |= 1 << d
    sums = 0
    for s in by:
        sums |= 1 << s
    full = [0] * len(masks)
    for got in by.values():
        for k, mask in enumerate(got):
            full[k] |= mask
    return sums, tuple(by), tuple((s, tuple(got)) for s, got in by.items()), tuple(full)


def _relaxed(dom: list[int], clues: list[tuple[list[tuple[tuple[int, ...], Callable]], int]],
             lines: list[list[int]], on: list[list[int]], lined: list[list[int]]) -> bool:
    """Narrow the numbers each white cell may hold (``dom``: masks, in place): each clue of
    ``clues`` twice, its cells parted by the rows of its window, then by its columns (each
    part's numbers differ: :func:`_part`; a part is its cells and a getter of their masks), a
    part's filling kept where the other parts' sums can make up the rest of the total (a
    clue's clashes across its parts are left to the exact step, :func:`_narrowed`); each line
    of ``lines`` (cells) a cell's one number no other cell's, a number that one cell alone may
    hold that cell's. ``on``: the clues (as their places in ``clues``) each cell is in;
    ``lined``: its lines. To the fixed point; False when a cell or a clue has nothing left (no
    answer)."""
    todo, ltodo = deque(range(len(clues))), set(range(len(lines)))
    queued = [True] * len(clues)
    part = _part
    while todo or ltodo:
        while todo:
            k = todo.popleft()
            queued[k] = False
            parts, total = clues[k]
            got = [part(get(dom)) for _, get in parts]
            if not all(g[0] for g in got):
                return False
            if len(got) == 1:
                others = [1]
            elif len(got) == 2:
                others = [got[1][0], got[0][0]]
            else:
                others = []
                for p in range(3):
                    a, b = got[p - 2][0], got[p - 1][1]
                    conv = 0
                    for s in b:
                        conv |= a << s
                    others.append(conv)
            for (cells, _), (sums, _, by, full), rest in zip(parts, got, others):
                low, high = (rest & -rest).bit_length() - 1, rest.bit_length() - 1
                if (rest >> low) & ((rest >> low) + 1) == 0:  # (the others' sums run from low to high)
                    fit = sums & ((1 << max(total - low + 1, 0)) - 1) & ~((1 << max(total - high, 0)) - 1)
                    if fit == sums:
                        keep = full
                    else:
                        keep = [0] * len(cells)
                        for s, masks in by:
                            if fit >> s & 1:
                                for x, mask in enumerate(masks):
                                    keep[x] |= mask
                else:
                    keep = [0] * len(cells)
                    for s, masks in by:
                        if s <= total and rest >> (total - s) & 1:
                            for x, mask in enumerate(masks):
                                keep[x] |= mask
                for c, mask in zip(cells, keep):
                    if dom[c] & ~mask:
                        dom[c] &= mask
                        if not dom[c]:
                            return False
                        for q in on[c]:
                            if not queued[q]:
                                queued[q] = True
                                todo.append(q)
                        ltodo.update(lined[c])
        while ltodo and not todo:
            line = lines[ltodo.pop()]
            changed = []
            for c in line:
                d = dom[c]
                if not d & (d - 1):
                    for o in line:
                        if o != c and dom[o] & d:
                            dom[o] &= ~d
                            if not dom[o]:
                                return False
                            changed.append(o)
            for d in range(1, len(line) + 1):
                bit, holder = 1 << d, -1
                for c in line:
                    if dom[c] & bit:
                        if holder >= 0:
                            break
                        holder = c
                else:
                    if holder < 0:
                        return False
                    if dom[holder] != bit:
                        dom[holder] = bit
                        changed.append(holder)
            for c in changed:
                for q in on[c]:
                    if not queued[q]:
                        queued[q] = True
                        todo.append(q)
                ltodo.update(lined[c])
    return True


def _one(c: int) -> Callable:
    """A getter of cell ``c``'s mask, as a tuple."""
    return lambda dom: (dom[c],)


def _narrowed(allowed: np.ndarray, sums: list[tuple[list[int], np.ndarray]],
              lines: list[list[int]]) -> tuple[np.ndarray, list[np.ndarray]]:
    """The numbers each white cell may hold (``allowed``: a row per white cell, a column per
    number, column 0 unused) and the fillings each clue of ``sums`` (its cells' rows, its
    fillings) keeps:
    a number is offered to a cell only where every clue around it has a filling that gives it
    (as kakuro offers a digit only where its runs' sets hold it), a filling only where its cells
    may hold its numbers; a number of a line that one cell alone may hold is that cell's, and a
    cell's one number is no other cell's of its lines; to the fixed point. Every answer keeps to
    them, so the model's solutions are the same, with fewer options to search. All the clues'
    fillings are one array (padded with a cell that holds anything), all the lines another."""
    w, top = allowed.shape
    allowed = np.concatenate([allowed, np.zeros((2, top), dtype=bool)])  # (cell w holds anything, w + 1 nothing)
    allowed[w] = True
    sizes = [len(f) for _, f in sums]
    cells = np.full((sum(sizes), 8), w, dtype=np.int64)  # (each filling's cells and numbers)
    values = np.zeros((sum(sizes), 8), dtype=np.int64)
    slot = np.full((sum(sizes), 8), 0, dtype=np.int64)  # (clue and place of each: slot 0 is none)
    slot_cell = [w]
    row = 0
    for (near, f), size in zip(sums, sizes):
        k = len(near)
        cells[row:row + size, :k] = near
        values[row:row + size, :k] = f
        slot[row:row + size, :k] = np.arange(len(slot_cell), len(slot_cell) + k)
        slot_cell += near
        row += size
    slot_cell = np.array(slot_cell, dtype=np.int64)
    line = np.full((len(lines), max(map(len, lines), default=1)), w + 1, dtype=np.int64)
    for k, cs in enumerate(lines):
        line[k, :len(cs)] = cs
    alive = np.arange(len(cells))  # (the fillings kept, as the array's rows, which shrink with them)
    while True:
        before = allowed.copy()
        ok = allowed[cells, values].all(axis=1)
        if not ok.all():
            alive, cells, values, slot = alive[ok], cells[ok], values[ok], slot[ok]
        given = np.zeros((len(slot_cell), top), dtype=bool)
        given[slot.ravel(), values.ravel()] = True
        unsupported = np.zeros_like(allowed)
        np.logical_or.at(unsupported, slot_cell[1:], ~given[1:])
        allowed &= ~unsupported
        allowed[w] = True
        held = allowed[line]  # (line, place, number)
        alone = held.sum(axis=1) == 1  # (a number one cell of the line alone may hold)
        holder = np.take_along_axis(line, held.argmax(axis=1), axis=1)  # (line, number) -> that cell
        fixed = np.zeros_like(allowed)
        fixed[holder[alone], np.nonzero(alone)[1]] = True
        some = fixed.any(axis=1)
        allowed[some] &= fixed[some]
        held = allowed[line]
        single = held & (held.sum(axis=2) == 1)[:, :, None]  # (a cell's one number)
        taken = single.any(axis=1)[:, None, :] & held & ~single  # (another cell's one number)
        gone = np.zeros_like(allowed)
        np.logical_or.at(gone, line.ravel(), taken.reshape(-1, top))
        allowed &= ~gone
        allowed[w], allowed[w + 1] = True, False
        if (allowed == before).all():
            break
    starts = np.cumsum([0] + sizes)
    cut = np.searchsorted(alive, starts)
    return allowed[:w], [f[alive[cut[k]:cut[k + 1]] - starts[k]] for k, (_, f) in enumerate(sums)]


class Kakkuru(Genre):
    """``Kakkuru(cells)``: rows of cell strings, '-' a white cell, a number a clue cell."""

    kind = "kakkuru"
    peer = "kakkuru"
    bench_sizes = ((9, 9), (10, 10))
    url_names = ()
    notations = ("janko",)
    summary = "fill the white cells with 1 to N once per row and column; a clue is the sum of the white cells around it"
    arguments = "PUZZLE"
    description = ("PUZZLE is a file in puzzlekit's notation (janko.at's Lateinische Summen): a line 'R C', then R "
                   "rows of cells separated by blanks: - a white cell, a number 0 or more a clue cell; - for "
                   "standard input; or a bundled puzzle by name (demo-7x7). pzprjs's kakuru is another puzzle: no "
                   "URLs. The answer: the numbers of the white cells, each clue cell its clue. Rules: each row and "
                   "each column holds the numbers 1 to N once each, N its number of white cells; a clue is the sum "
                   "of the numbers in the white cells among its eight neighbours (diagonal ones too). Equal numbers "
                   "may touch.")
    examples = ("xcc solve kakkuru demo-7x7 --unique", "xcc count kakkuru demo-7x7 --backend dlx",
                "xcc export kakkuru demo-7x7 --format dlx", "xcc generate kakkuru 7 --seed 1")

    cell_tokens = {"-": None}
    least = 0
    cell_words = "a cell is - (white) or a number 0 or more (a clue: the sum of the white cells around it)"

    # ------------------------------------------------------------------ the model
    def lines(self) -> tuple[list[int], list[int]]:
        """The white cells of each row and of each column."""
        white = [[(i, j) not in self.clue for j in range(self.n)] for i in range(self.m)]
        return [sum(row) for row in white], [sum(white[i][j] for i in range(self.m)) for j in range(self.n)]

    def build(self) -> Model:
        m, n = self.m, self.n
        rows, cols = self.lines()
        bound = {(i, j): min(rows[i], cols[j]) for i in range(m) for j in range(n) if (i, j) not in self.clue}
        whites = list(bound)
        index = {c: k for k, c in enumerate(whites)}
        clues: list[tuple[Cell, list[int], int]] = []  # (clue cell, its white cells, its sum)
        for c, total in sorted(self.clue.items()):
            near = [d for d in around(m, n, c) if d in bound]
            low, high = len(near), sum(bound[d] for d in near)
            if not low <= total <= high:
                if not near:
                    raise AtCell(self.kind, c, f"the {total} at {where(c)} has no white cell around it: it is 0")
                raise AtCell(self.kind, c, f"the {total} at {where(c)} is out of reach: its {low} white "
                                           f"cell{'s' if low > 1 else ''} add{'' if low > 1 else 's'} up to "
                                           f"{low} to {high}")
            if near:
                clues.append((c, [index[d] for d in near], int(total)))
        lines = [[index[i, j] for j in range(n) if (i, j) in index] for i in range(m)]
        lines += [[index[i, j] for i in range(m) if (i, j) in index] for j in range(n)]
        # the numbers each cell may hold, as masks, narrowed first by the clues' parts (cheap)
        dom = [(1 << (bound[c] + 1)) - 2 for c in whites]
        parted: list = []  # (parts: (cells, a getter of their masks), sum)
        on: list[list[int]] = [[] for _ in whites]
        for c, near, total in clues:
            for axis in (0, 1):
                parts: dict[int, list[int]] = {}
                for k in near:
                    parts.setdefault(whites[k][axis], []).append(k)
                    on[k].append(len(parted))
                parted.append(([(tuple(p), itemgetter(*p) if len(p) > 1 else _one(p[0])) for p in parts.values()],
                               total))
        lined: list[list[int]] = [[] for _ in whites]
        for k, line in enumerate(lines):
            for c in line:
                lined[c].append(k)
        ok = _relaxed(dom, parted, lines, on, lined)
        # then by each clue's fillings of the cells it leaves open (the rest of its sum)
        top = max(bound.values(), default=0) + 1
        sums: list[tuple[Cell, list[int], np.ndarray]] = []  # (clue cell, its open cells, their fillings)
        for c, near, total in clues:
            free = [k for k in near if dom[k] & (dom[k] - 1)]
            rest = total - sum(dom[k].bit_length() - 1 for k in near if not dom[k] & (dom[k] - 1))
            if free or rest:
                offsets = tuple((whites[k][0] - c[0], whites[k][1] - c[1]) for k in free)
                sums.append((c, free, fillings(offsets, tuple(dom[k] for k in free), rest) if ok and free
                             else np.zeros((0, len(free)), dtype=np.int16)))
        allowed = (np.array(dom, dtype=np.int64).reshape(-1, 1) >> np.arange(top)) & 1 == 1
        if not ok:
            allowed[:] = False
        options = [f for _, _, f in sums]
        if sums and ok:
            allowed, options = _narrowed(allowed, [(free, f) for _, free, f in sums], lines)
        # a clue's options list its cells still open (those the narrowing fixed dropped)
        one = allowed.sum(axis=1) == 1
        clued: list[tuple[Cell, list[int], np.ndarray]] = []
        for (c, free, _), f in zip(sums, options):
            keep = [k for k, cell in enumerate(free) if not one[cell]]
            if keep or not len(f):
                clued.append((c, [free[k] for k in keep], f[:, keep]))
        model = Model()
        cell_ids = model.add_items([f"p{i}.{j}" for i, j in whites])
        row = model.add_items([f"r{i}.{d}" for i in range(m) for d in range(1, rows[i] + 1)])
        col = model.add_items([f"c{j}.{d}" for j in range(n) for d in range(1, cols[j] + 1)])
        row_at = np.cumsum([0] + rows) - 1  # (row i's item of d: row.start + row_at[i] + d)
        col_at = np.cumsum([0] + cols) - 1
        clue = model.add_items([f"n{c[0]}.{c[1]}" for c, _, _ in clued])
        seen = sorted({k for _, free, _ in clued for k in free})
        value = dict(zip(seen, model.add_items([f"v{whites[k][0]}.{whites[k][1]}" for k in seen], primary=False)))
        colour = np.array([0] + [model.colour_id(str(d)) for d in range(1, max([*rows, *cols, 1]) + 1)])
        # a white cell's options: [p, r, c] and v coloured where a clue sees it (ids ascending)
        which, digit = np.nonzero(allowed)
        at = np.array(whites, dtype=np.int64).reshape(-1, 2)
        seen_by = np.array([value.get(k, -1) for k in range(len(whites))], dtype=np.int64)[which]
        items = np.stack([np.asarray(cell_ids, dtype=np.int64)[which], row.start + row_at[at[which, 0]] + digit,
                          col.start + col_at[at[which, 1]] + digit, seen_by], axis=1)
        colours = np.zeros_like(items)
        colours[:, 3] = colour[digit]
        keep = np.ones(items.shape, dtype=bool)
        keep[:, 3] = seen_by >= 0
        lengths, flat, tints = [keep.sum(axis=1)], [items[keep]], [colours[keep]]
        # a clue's options: [n] and its open cells' v, coloured by a filling (ids ascending)
        for k, (_, free, kept) in enumerate(clued):
            shape = (len(kept), len(free) + 1)
            lengths.append(np.full(len(kept), shape[1], dtype=np.int64))
            flat.append(np.broadcast_to(np.array([clue[k]] + [value[d] for d in free], dtype=np.int64), shape).ravel())
            tints.append(np.concatenate([np.zeros((len(kept), 1), dtype=np.int64), colour[kept]], axis=1).ravel())
        batch = Batch(model)
        first = batch.block(np.concatenate(lengths), np.concatenate(flat), np.concatenate(tints))
        self.number_of = {first + k: (whites[w], d) for k, (w, d) in enumerate(zip(which.tolist(), digit.tolist()))}
        return batch.flush()

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        out = [row[:] for row in self.cells]
        for o in solution:
            if o in self.number_of:
                (i, j), d = self.number_of[o]
                out[i][j] = str(d)
        return out

    # ------------------------------------------------------------------ the rules
    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        m, n = self.m, self.n
        clues = {(i, j): tok for i, row in enumerate(self.cells) for j, tok in enumerate(row) if tok != "-"}
        for i in range(m):
            for j in range(n):
                t = grid[i][j]
                if (i, j) in clues:
                    if t not in (clues[i, j], "-"):
                        return f"{where((i, j))} is '{t}': a clue cell keeps its clue, {clues[i, j]}"
                elif not (t.isascii() and t.isdigit() and int(t) >= 1):
                    return f"{where((i, j))} is '{t}': a white cell holds a number from 1"
        lines = ([(f"row {i + 1}", [(i, j) for j in range(n) if (i, j) not in clues]) for i in range(m)]
                 + [(f"column {j + 1}", [(i, j) for i in range(m) if (i, j) not in clues]) for j in range(n)])
        for name, cells in lines:
            seen: set[int] = set()
            for c in cells:
                v = int(grid[c[0]][c[1]])
                if v > len(cells):
                    return (f"{where(c)} holds {v}: {name} has {len(cells)} white cell{'s' if len(cells) > 1 else ''}"
                            f", so it holds 1 to {len(cells)}")
                if v in seen:
                    return f"{name} holds {v} twice"
                seen.add(v)
        for (i, j), tok in sorted(clues.items()):
            total = sum(int(grid[a][b]) for a in range(max(0, i - 1), min(m, i + 2))
                        for b in range(max(0, j - 1), min(n, j + 2)) if (a, b) not in clues)
            if total != int(tok):
                return f"{where((i, j))} says {tok} but the white cells around it add up to {total}"
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        text: dict = {c: (str(v), "white") for c, v in self.clue.items()}
        if solution is not None:
            for o in solution:
                if o in self.number_of:
                    c, d = self.number_of[o]
                    text[c] = (str(d), "#1a56db")
        return {"text": text, "shaded": sorted(self.clue)}

    # ------------------------------------------------------------------ making
    @classmethod
    def maker(cls, m: int, n: int, rng, symmetry: str = "none") -> Made | None:
        """A square grid of N white cells in every row and column (N drawn from (n + 1) // 2 and
        one more, as janko.at's are: 3 or 4 in a 6×6, 5 or 6 in a 9×9): the black cells drawn
        (:func:`_pattern`, whole orbits of ``symmetry``), the white cells filled with 1 to N
        (:func:`_fill`: each number a random perfect matching of the white cells left, which
        always exists), each black cell the sum around it. No clue is removable: every black
        cell holds its sum. None where the pattern's search gave up (another is drawn). With
        ``mirror`` the side is even and N leaves an even number of black cells in a row (they
        come in mirrored pairs: an odd side's middle column would be black in every row)."""
        if m != n:
            raise InputError(f"a kakkuru has N white cells in every row and column, so it is square, not {m}x{n}",
                             source="size")
        if not 3 <= n <= 16:
            raise InputError(f"the kakkuru maker makes 3x3 to 16x16 grids, not {m}x{n}", source="size")
        whites = [(n + 1) // 2, (n + 1) // 2 + 1]
        if symmetry == "mirror":  # (a row's black cells come in mirrored pairs, the middle column's alone)
            if n % 2:
                raise InputError(f"a mirror-symmetric kakkuru has an even side: a {n}x{n} grid's middle column "
                                 f"would be black in every row", source="symmetry")
            whites = [w for w in whites if (n - w) % 2 == 0]
        white = rng.choice(whites)
        black = _pattern(n, n - white, symmetry, rng)
        if black is None:
            return None
        return _made(_fill(black, white, rng), black)

    @classmethod
    def clue_at(cls, made: Made, i: int, j: int) -> str | None:
        """A black cell's sum as drawn; None for a white cell (the maker's patterns are
        symmetric already)."""
        return made.cells[i][j] if made.cells[i][j] != "-" else None

    @classmethod
    def repair(cls, made: Made, other: list[list[str]]) -> Made | None:
        """A move of the drawn answer that keeps its rows and columns Latin and changes clues
        around the cells where the other answer differs, so that the other answer no longer
        solves the puzzle: two rows (or two columns) swap their numbers along a cycle
        (:func:`_cycles`: cells in which each line's numbers are the other's), which changes the
        sums around them; where no cycle changes a sum, a switch (:func:`_switches`: a black
        cell and a white one trade places in each of two rows, the number moving with the white
        cell), which changes the pattern of black cells and the clues around it. Of the moves,
        one that moves the most cells where the answers differ, the rest drawn by a checksum of
        the other answer (repeatable, and not the same move back and forth). None where there
        is no move (a switch breaks a symmetric pattern: such a draw is then drawn anew)."""
        answer = [row[:] for row in made.answer]
        n = len(answer)
        black = [[made.cells[i][j] != "-" for j in range(n)] for i in range(n)]
        differ = {(i, j) for i in range(n) for j in range(n) if not black[i][j] and answer[i][j] != other[i][j]}
        if not differ:
            return None
        old = _sums(answer, black)
        moves = []
        for flip in (False, True):  # (rows, then columns as the rows of the transposed grid)
            grid = [list(r) for r in zip(*answer)] if flip else answer
            dark = [list(r) for r in zip(*black)] if flip else black
            for a in range(n):
                for b in range(a + 1, n):
                    for cycle in _cycles(grid, dark, a, b):
                        swapped = [row[:] for row in grid]
                        for j in cycle:
                            swapped[a][j], swapped[b][j] = grid[b][j], grid[a][j]
                        trial = [list(r) for r in zip(*swapped)] if flip else swapped
                        moved = {(i, j) for i in (a, b) for j in cycle}
                        moved = {(j, i) for i, j in moved} if flip else moved
                        if _sums(trial, black) != old:
                            moves.append((len(moved & differ), trial, black))
        if not moves:
            for trial, pattern, moved in _switches(answer, black):
                moves.append((len(moved & differ), trial, pattern))
        if not moves:
            return None
        order = Random(zlib.crc32(repr(other).encode()))
        order.shuffle(moves)
        _, trial, pattern = max(moves, key=lambda move: move[0])
        return _made([[0 if pattern[i][j] else int(t) for j, t in enumerate(row)] for i, row in enumerate(trial)],
                     pattern, made)


def _switches(answer: list[list[str]], black: list[list[bool]]):
    """The switches of a filled grid: rows a, b and columns x, y with (a, x) and (b, y) black,
    (a, y) and (b, x) white holding the same number; the black and white cells trade places
    and the number moves with them (row a loses it at y and gets it at x, row b the other way,
    and so do the columns): each line keeps its numbers. Yields (numbers, pattern, the cells
    changed)."""
    n = len(answer)
    for a in range(n):
        for b in range(n):
            if a == b:
                continue
            for x in range(n):
                for y in range(n):
                    if (black[a][x] and black[b][y] and not black[a][y] and not black[b][x]
                            and answer[a][y] == answer[b][x]):
                        trial = [row[:] for row in answer]
                        pattern = [row[:] for row in black]
                        trial[a][x], trial[b][y] = answer[a][y], answer[b][x]
                        pattern[a][x] = pattern[b][y] = False
                        pattern[a][y] = pattern[b][x] = True
                        yield trial, pattern, {(a, x), (b, y), (a, y), (b, x)}


def _sums(numbers: list[list[str]], black: list[list[bool]]) -> list[list[int]]:
    n = len(numbers)
    return [[sum(int(numbers[a][b]) for a, b in around(n, n, (i, j)) if not black[a][b]) if black[i][j] else 0
             for j in range(n)] for i in range(n)]


def _cycles(answer: list[list[str]], black: list[list[bool]], a: int, b: int) -> list[tuple[int, ...]]:
    """The cycles of rows a and b: sets of columns, white in both rows, in which row a holds the
    numbers row b holds (each column's number in row a is row b's in another column of the set),
    so that swapping the two rows' numbers there keeps every row and column Latin."""
    n = len(answer)
    both = [j for j in range(n) if not black[a][j] and not black[b][j]]
    where_b = {answer[b][j]: j for j in range(n) if not black[b][j]}
    out, seen = [], set()
    for start in both:
        if start in seen:
            continue
        cycle, j = [], start
        while True:
            cycle.append(j)
            j = where_b.get(answer[a][j])
            if j is None or j not in both:
                cycle = None
                break
            if j == start:
                break
        if cycle is not None and len(cycle) > 1:
            seen.update(cycle)
            out.append(tuple(sorted(cycle)))
    return out


def _pattern(n: int, blacks: int, symmetry: str, rng) -> list[list[bool]] | None:
    """Black cells of an n×n grid, ``blacks`` in every row and column, in whole orbits of
    ``symmetry``: orbits in reading order, each black or white at random (black first with the
    chance blacks / n), by backtracking within :data:`STEPS` steps; None where it gives up."""
    groups = orbits(n, n, symmetry)
    most = {True: blacks, False: n - blacks}
    rows = {True: [0] * n, False: [0] * n}  # (black and white cells so far in each row, column)
    cols = {True: [0] * n, False: [0] * n}
    black = [[False] * n for _ in range(n)]
    steps = [0]

    def put(group, colour: bool, sign: int) -> bool:
        for i, j in group:
            black[i][j] = colour and sign > 0
            rows[colour][i] += sign
            cols[colour][j] += sign
        return all(rows[colour][i] <= most[colour] and cols[colour][j] <= most[colour] for i, j in group)

    def go(k: int) -> bool:
        if k == len(groups):
            return True
        steps[0] += 1
        if steps[0] > STEPS:
            return False
        order = [True, False] if rng.random() < blacks / n else [False, True]
        for colour in order:
            if put(groups[k], colour, 1) and go(k + 1):
                return True
            put(groups[k], colour, -1)
        return False

    return black if go(0) else None


def _fill(black: list[list[bool]], white: int, rng) -> list[list[int]]:
    """The white cells (``white`` in every row and column) filled with 1 to ``white``: the
    numbers in a random order, each a perfect matching of rows to columns among the white cells
    left (Kuhn's augmenting paths, rows and columns tried in a random order). Each step leaves a
    regular bipartite graph, which has a perfect matching (Hall), so every step succeeds."""
    n = len(black)
    free = [[j for j in range(n) if not black[i][j]] for i in range(n)]
    numbers = [[0] * n for _ in range(n)]
    for d in rng.sample(range(1, white + 1), white):
        for row in free:
            rng.shuffle(row)
        match: dict[int, int] = {}  # column -> row

        def augment(i: int, seen: set[int]) -> bool:
            for j in free[i]:
                if j not in seen:
                    seen.add(j)
                    if j not in match or augment(match[j], seen):
                        match[j] = i
                        return True
            return False

        for i in rng.sample(range(n), n):
            augment(i, set())
        for j, i in match.items():
            numbers[i][j] = d
            free[i].remove(j)
    return numbers


def _made(numbers: list[list[int]], black: list[list[bool]], like: Made | None = None) -> Made:
    """The draw of a filled grid: each black cell its sum (the puzzle), the answer the numbers
    and the sums."""
    n = len(numbers)
    cells = [["-"] * n for _ in range(n)]
    for i in range(n):
        for j in range(n):
            if black[i][j]:
                cells[i][j] = str(sum(numbers[a][b] for a, b in around(n, n, (i, j)) if not black[a][b]))
    answer = [[cells[i][j] if black[i][j] else str(numbers[i][j]) for j in range(n)] for i in range(n)]
    return Made(cells, [], answer=answer,
                how=like.how if like is not None else "a random pattern of black cells, N in every row and column, "
                                                      "filled with 1 to N a perfect matching at a time")
