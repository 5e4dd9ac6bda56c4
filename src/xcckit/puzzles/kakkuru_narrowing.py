"""Kakkuru's narrowing (:mod:`.kakkuru`): the numbers each white cell may hold and the fillings
of the clues, narrowed before any option is listed.

As kakuro offers a digit only where its runs' sets hold it, the numbers each cell may hold
(1..min(k, l) at first) are narrowed before any option is listed, in two steps to one fixed
point (:func:`cheap`, :func:`exact`). First cheaply, the numbers as bit masks (:func:`relaxed`): each clue's
cells parted by the rows of its window, then by its columns (the numbers of a part differ: its
fillings and their sums, :func:`_part`), a part's fillings kept where the other parts' sums can
make up the rest of the clue; a number of a line that one cell alone may hold is that cell's, a
cell's one number no other cell's. Then exactly, on the fillings of the cells each clue leaves
open (the rest of its sum), with the same line rules (:func:`narrowed`): a number is offered to a
cell only where each clue around it has a filling that gives it, a filling only where its cells
may hold its numbers. Every answer keeps to them: the same solutions, fewer options.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from functools import lru_cache
from itertools import product
from operator import itemgetter

import numpy as np

from .kit.grid import Cell


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


def _others(got: list[tuple]) -> list[int]:
    """For each part of a clue (its :func:`_part`), the sums the other parts may make together (a mask)."""
    if len(got) == 1:
        return [1]
    if len(got) == 2:
        return [got[1][0], got[0][0]]
    others = []
    for p in range(3):
        a, b = got[p - 2][0], got[p - 1][1]
        conv = 0
        for s in b:
            conv |= a << s
        others.append(conv)
    return others


def _kept(got: tuple, rest: int, total: int, size: int) -> list[int] | tuple[int, ...]:
    """The numbers each of a part's ``size`` cells keeps (masks): its fillings' whose sum ``rest`` completes."""
    sums, _, by, full = got
    low, high = (rest & -rest).bit_length() - 1, rest.bit_length() - 1
    if (rest >> low) & ((rest >> low) + 1) == 0:  # (the others' sums run from low to high)
        fit = sums & ((1 << max(total - low + 1, 0)) - 1) & ~((1 << max(total - high, 0)) - 1)
        if fit == sums:
            return full
        keep = [0] * size
        for s, masks in by:
            if fit >> s & 1:
                for x, mask in enumerate(masks):
                    keep[x] |= mask
        return keep
    keep = [0] * size
    for s, masks in by:
        if s <= total and rest >> (total - s) & 1:
            for x, mask in enumerate(masks):
                keep[x] |= mask
    return keep


def relaxed(dom: list[int], clues: list[tuple[list[tuple[tuple[int, ...], Callable]], int]],
             lines: list[list[int]], on: list[list[int]], lined: list[list[int]]) -> bool:
    """Narrow the numbers each white cell may hold (``dom``: masks, in place): each clue of
    ``clues`` twice, its cells parted by the rows of its window, then by its columns (each
    part's numbers differ: :func:`_part`; a part is its cells and a getter of their masks), a
    part's filling kept where the other parts' sums can make up the rest of the total (a
    clue's clashes across its parts are left to the exact step, :func:`narrowed`); each line
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
            for (cells, _), got_part, rest in zip(parts, got, _others(got)):
                keep = _kept(got_part, rest, total, len(cells))
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


def one_mask(c: int) -> Callable:
    """A getter of cell ``c``'s mask, as a tuple."""
    return lambda dom: (dom[c],)


def narrowed(allowed: np.ndarray, sums: list[tuple[list[int], np.ndarray]],
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


def cheap(whites: list[Cell], bound: dict[Cell, int], clues: list[tuple[Cell, list[int], int]],
          lines: list[list[int]]) -> tuple[list[int], bool]:
    """The numbers each white cell may hold (masks) after the cheap step, and whether it left any (:func:`relaxed`)."""
    # (``whites``: the white cells, ``bound`` the most each may hold; ``clues``: each clue's cell,
    # white cells (as places in ``whites``) and sum; ``lines``: the white cells of each row and column)
    dom = [(1 << (bound[c] + 1)) - 2 for c in whites]
    parted: list = []  # (parts: (cells, a getter of their masks), sum)
    on: list[list[int]] = [[] for _ in whites]
    for c, near, total in clues:
        for axis in (0, 1):
            parts: dict[int, list[int]] = {}
            for k in near:
                parts.setdefault(whites[k][axis], []).append(k)
                on[k].append(len(parted))
            parted.append(([(tuple(p), itemgetter(*p) if len(p) > 1 else one_mask(p[0])) for p in parts.values()],
                           total))
    lined: list[list[int]] = [[] for _ in whites]
    for k, line in enumerate(lines):
        for c in line:
            lined[c].append(k)
    return dom, relaxed(dom, parted, lines, on, lined)


def exact(dom: list[int], ok: bool, top: int, sums: list[tuple[Cell, list[int], np.ndarray]],
          lines: list[list[int]]) -> tuple[np.ndarray, list[tuple[Cell, list[int], np.ndarray]]]:
    """The numbers each white cell may hold (a row per cell) and each clue's open cells and fillings, exactly."""
    # (``sums``: each clue's cell, open cells and their fillings; :func:`narrowed`)
    allowed = (np.array(dom, dtype=np.int64).reshape(-1, 1) >> np.arange(top)) & 1 == 1
    if not ok:
        allowed[:] = False
    options = [f for _, _, f in sums]
    if sums and ok:
        allowed, options = narrowed(allowed, [(free, f) for _, free, f in sums], lines)
    # a clue's options list its cells still open (those the narrowing fixed dropped)
    one = allowed.sum(axis=1) == 1
    clued: list[tuple[Cell, list[int], np.ndarray]] = []
    for (c, free, _), f in zip(sums, options):
        keep = [k for k, cell in enumerate(free) if not one[cell]]
        if keep or not len(f):
            clued.append((c, [free[k] for k in keep], f[:, keep]))
    return allowed, clued
