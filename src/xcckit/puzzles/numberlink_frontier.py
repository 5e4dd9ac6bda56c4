"""Numberlink's answers counted cell by cell along a frontier (the "plugs" of a transfer-matrix
count), up to two, with the one answer read back where there is only one.

The grid is swept row by row, cell by cell (turned so that the rows are along its shorter side
and its numbers come early: :func:`_sweep`). Between the cells done and the cells to come, the
frontier crosses one edge below each column (the edge into the next cell of that column) and
one edge into the next cell from its left: ``n + 1`` slots. A state says of each slot whether
a path crosses it and, where it does, what its piece holds: one of the numbers (the piece's
label, ``1..K``: its other end must meet that number) or none yet (then the slot names the
slot of the piece's other end, ``K + 1 + slot``: equal states are equal). A cell takes the
pieces that come into it (from above and from the left) and sends pieces on (down, right) as
the rules allow: a number is the end of one path (one side used, its label met), any other
cell is on no path (where cells may stay empty) or joins two of its sides; two pieces joined
must not be the two ends of one piece (a loop) nor carry different labels, and two of one
label joined make a path done; a piece is not sent on into the number of another label. At
the end no slot is used.

Each state keeps how many ways lead to it, counted up to 2, and the state it first came from
with the cell's sides then: where the count at the end is 1, those lead back through the one
answer. It gives up (None) beyond a bound on all the states (:data:`STATES`), and the puzzle is
searched as before. States are two 64-bit words, kept in an open-addressed table per cell;
compiled by numba (about 7 s the first time, cached after).

With ``fill`` (every cell on a path), every answer of the rules is counted. Where cells may stay
empty, the count leaves out answers in which two cells side by side on one path are not joined
to each other, where the frontier shows it (:func:`_side_by_side`): a path with such a chord is
made shorter by joining them, so every answer leads to one without (the reduction of
:meth:`Numberlink.relaxation <xcckit.puzzles.numberlink.Numberlink.relaxation>`), and where the
count is 1, the puzzle's other answers are that one made longer through the cells it leaves
free, which :meth:`Numberlink._second <xcckit.puzzles.numberlink.Numberlink._second>` finds
(:meth:`Numberlink._counted <xcckit.puzzles.numberlink.Numberlink._counted>`). The states are
half as many: published 12x12 puzzles 0.04 to 8.4 million, half fewer than 640,000, counted in
a few tens of milliseconds (docs/benchmarks.md).

Where cells may stay empty it also leaves out answers in which a path turns up (comes down into
a cell and leaves it to the left or right, in the sweep's order) where the cell beyond the corner,
on the diagonal in the row above, is neither a number nor a turn the same way (:func:`_off_spike`,
the rule of :meth:`Numberlink._spikes <xcckit.puzzles.numberlink.Numberlink._spikes>` in the
sweep's frame): where that cell is on no path, the path through it instead is as long, one cell
a row higher, so every answer still leads to one that keeps the rule and has no chord, and the
answers that lead to the one counted in one step differ from it in one path through the free
cells, where ``_second`` looks. A turn up marks its column's slot (two values above the paths'),
read by the cell below and to the side before it takes the slot. Published puzzles 12x12 to
14x14 (115): counted within :data:`STATES` 57 -> 63; every 2nd solved and proven unique, median
0.26-0.32 -> 0.11-0.15 s, in all the same (2026-12-01). The states are 1 to 2 times fewer (a 12x12
8 -> 4 million; a 15x15 beyond 128 million either way).
"""

from __future__ import annotations

import numpy as np
from numba import njit

STATES = 1_000_000
"""The most states, over all cells, before the count gives up: about 0.05 s (published puzzles
where cells may stay empty: 10x10 all within 600,000, 12x12 most within this bound; 14x14 most
beyond 30 million). Since the search of the relaxation carries its labels by its shortcuts
constraint (2026-12-01), 1 million against 2 (published, solved and proven unique): 12x12
(every 2nd, 36) median 0.04 s both, largest 0.70 -> 0.38 s; 13x13 (22) 0.27 -> 0.21 s, largest
0.93 -> 0.61 s; 14x14 (21) 0.34 -> 0.25 s, largest 0.98 -> 0.64 s; 10x10 to 12x15 the same or
less (500,000 and 250,000: 12x12 median 0.09 s)."""
WIDE = 14
WIDE_STATES = 250_000
"""Where cells may stay empty and both sides are longer than :data:`WIDE`, the count gives up
sooner: published 15x15 puzzles have more than 30 million states but for a few in a hundred
(every 3rd, 53: 2 within 2 million), and the count given up after 2 million took 0.25 s more
before the search (docs/benchmarks.md)."""
FILL_STATES = 1_000_000
"""With every cell on a path (``fill``): the states are fewer (published 12x12 puzzles: half
fewer than 400,000), so the count may go on longer (published 12x12, solved and proven unique:
median 0.30 s -> 0.09 s against a bound of 250,000, no slower at 15x15)."""

N, W, S, E = 1, 2, 4, 8
"""A cell's sides as bits of the byte kept with each state."""


@njit(cache=True, nogil=True)
def _slot(lo, hi, mask):
    """Where state (lo, hi) is first looked for in a table of ``mask + 1`` entries."""
    h = lo ^ (hi * np.uint64(0x9E3779B97F4A7C15))  # (splitmix64's finaliser)
    h = (h ^ (h >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    h = (h ^ (h >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    h ^= h >> np.uint64(31)
    return np.int64(h & np.uint64(mask))


@njit(cache=True, nogil=True)
def _grown(table, nxt_lo, nxt_hi, size):
    """A table of twice the entries holding the states 0..size-1."""
    out = np.zeros((2 * table.shape[0], 3), dtype=np.uint64)
    for t in range(size):
        _insert(out, nxt_lo[t], nxt_hi[t], t)
    return out


@njit(cache=True, nogil=True)
def _insert(table, lo, hi, size):
    """The index of state (lo, hi) in the open-addressed ``table`` (rows: lo, hi, index + 1; 0
    free), added as ``size`` where new: (index, whether new)."""
    mask = table.shape[0] - 1
    p = _slot(lo, hi, mask)
    while True:
        t = table[p, 2]
        if t == 0:
            table[p, 0] = lo
            table[p, 1] = hi
            table[p, 2] = size + 1
            return size, True
        if table[p, 0] == lo and table[p, 1] == hi:
            return np.int64(t) - 1, False
        p = (p + 1) & mask


@njit(cache=True, nogil=True)
def _get(lo, hi, k, bits, per, mask):
    """The value of slot ``k`` of state (lo, hi): ``per`` slots of ``bits`` bits a word."""
    if k < per:
        return np.int64((lo >> np.uint64(k * bits)) & mask)
    return np.int64((hi >> np.uint64((k - per) * bits)) & mask)


@njit(cache=True, nogil=True)
def _set(lo, hi, k, v, bits, per, mask):
    """State (lo, hi) with ``v`` in slot ``k``."""
    if k < per:
        sh = np.uint64(k * bits)
        return (lo & ~(mask << sh)) | (np.uint64(v) << sh), hi
    sh = np.uint64((k - per) * bits)
    return lo, (hi & ~(mask << sh)) | (np.uint64(v) << sh)


@njit(cache=True, nogil=True)
def _emit(lo, hi, table, size, nxt_lo, nxt_hi, nxt_cnt, par, way, s, cnt, sides):
    """Add the state (lo, hi) reached from state ``s`` (``cnt`` ways) with the cell's ``sides``:
    the new size, or -1 where there is no room."""
    t, new = _insert(table, lo, hi, size)
    if new:
        if size >= nxt_lo.shape[0]:
            return -1
        nxt_lo[t] = lo
        nxt_hi[t] = hi
        nxt_cnt[t] = cnt
        par[t] = s
        way[t] = sides
        return size + 1
    c = nxt_cnt[t] + cnt
    nxt_cnt[t] = 2 if c > 2 else c
    return size


@njit(cache=True, nogil=True)
def _side_by_side(lo, hi, sides, up, left, lab, under, j, base, top, bits, per, mask):
    """Whether the cell ``j`` of the row, going ``sides`` to state (lo, hi), lies on one path
    with the cell on its left without being joined to it (a chord), as seen across the frontier:
    the left cell's piece goes down (``under``, its slot) and this cell takes on that piece or
    its label (from above, or as the number of the label), or both cells send one piece or
    label down. ``up``, ``left``: what came into the cell from above and from the left."""
    if j == 0 or sides == 0:
        return False
    if under > 0 and left == 0:  # (the two cells not joined)
        if up >= base and up - base == j - 1:
            return True
        if 0 < up < base and up == under:
            return True
        if up == 0 and lab > 0 and lab == under:
            return True
    if sides & S:
        a = _get(lo, hi, j - 1, bits, per, mask)
        b = _get(lo, hi, j, bits, per, mask)
        if 0 < a <= top and ((b >= base and b - base == j - 1) or (b < base and a == b)):
            return True
    return False


@njit(cache=True, nogil=True)
def _off_spike(sides, lab, raw, ahead, label, cell, n, top, beside):
    """Whether the cell ``cell`` (column ``j``), going ``sides``, breaks the rule of spikes: a
    turn up (a path from above turning left or right) has beyond its corner, on the diagonal
    in the row above, a number or a turn the same way. Its own turn up and right (``ahead``:
    what slot ``j + 1`` holds, the cell above and to the right), and the turn up and left that
    it makes of the next cell, where it goes right and a path comes down into that cell (whose
    corner is the cell above this one: ``raw``, what slot ``j`` held)."""
    if not sides & E:
        return False
    if sides == N | E and lab == 0 and ahead != top + 2 and label[cell - n + 1] == 0:
        return True
    if 0 < ahead <= top and beside == 0 and raw != top + 1 and label[cell - n] == 0:
        return True
    return False


@njit(cache=True, nogil=True)
def _cells(m, n, label, bits, base, fill, chords, spikes, c0, c1, cur_lo, cur_hi, cur_cnt, kept, parents, ways, first):
    """The states after cells ``c0`` to ``c1 - 1`` (row by row), from those before them
    (``cur_lo``, ``cur_hi``, ``cur_cnt``, each counted up to 2); ``kept``: the states of the
    cells before, whose first parents and the cell's sides then fill ``parents`` and ``ways``
    on (``first``: where each cell's states start there). Gives the states (two words each),
    their counts and kept, kept -1 where the states of all cells so far would pass the room in
    ``parents``.
    ``label``: each cell's number's label 1..labels, 0 for none. A slot holds 0 (no path), a
    label, or ``base + k`` (``base`` = labels + 1) where the piece's other end is slot ``k``.
    Without ``chords``, the answers in which two cells side by side on one path are not joined
    to each other, where the frontier shows it (:func:`_side_by_side`), are left out (not all
    of those answers); with ``spikes``, those with a turn up outside a spike (:func:`_off_spike`;
    a turn up marks its column's slot ``base + n + 1`` or ``+ 2``, up and left or up and right)."""
    per = 64 // bits
    mask = np.uint64((1 << bits) - 1)
    top = base + n  # (a slot's largest path value; above it, the marks of turns up)
    up_left = top + 1
    up_right = top + 2
    most = parents.shape[0] - 1
    n_cur = cur_lo.shape[0]
    cand_lo = np.zeros(2, dtype=np.uint64)
    cand_hi = np.zeros(2, dtype=np.uint64)
    cand_way = np.zeros(2, dtype=np.uint8)
    for cell in range(c0, c1):
        i = cell // n
        j = cell - i * n
        lab = label[cell]
        down_ok = i < m - 1
        right_ok = j < n - 1
        below = label[cell + n] if down_ok else 0  # (a path sent into another label's number ends there)
        beside = label[cell + 1] if right_ok else 0
        room = min(most - kept, 2 * n_cur) + 1  # (a state has at most two successors)
        cap = 1024
        while cap < 2 * n_cur:
            cap *= 2
        table = np.zeros((cap, 3), dtype=np.uint64)
        nxt_lo = np.empty(room, dtype=np.uint64)
        nxt_hi = np.empty(room, dtype=np.uint64)
        nxt_cnt = np.empty(room, dtype=np.uint8)
        par = parents[kept:kept + room]
        way = ways[kept:kept + room]
        size = 0
        for s in range(n_cur):
            lo = cur_lo[s]
            hi = cur_hi[s]
            raw = _get(lo, hi, j, bits, per, mask)  # (the cell above: a path, or the mark of a turn up)
            up = raw if raw <= top else 0
            ahead = _get(lo, hi, j + 1, bits, per, mask) if right_ok else 0  # (the cell above the next)
            left = _get(lo, hi, n, bits, per, mask)
            cnt = cur_cnt[s]
            into = (N if up > 0 else 0) | (W if left > 0 else 0)
            lo, hi = _set(lo, hi, j, 0, bits, per, mask)
            lo, hi = _set(lo, hi, n, 0, bits, per, mask)
            k = 0  # (the successors, in cand_lo, cand_hi, cand_way)
            if up > 0 and left > 0:
                ok = lab == 0
                if up < base and left < base:  # two labels: a path done where they are equal
                    ok = ok and up == left
                elif up < base or left < base:  # a label and a piece: the piece's other end takes it
                    lv = up if up < base else left
                    pv = left if up < base else up
                    lo, hi = _set(lo, hi, pv - base, lv, bits, per, mask)
                elif up - base == n:  # (the two ends of one piece: a loop)
                    ok = False
                else:  # two pieces: their other ends are one piece's now
                    a = up - base
                    b = left - base
                    lo, hi = _set(lo, hi, a, base + b, bits, per, mask)
                    lo, hi = _set(lo, hi, b, base + a, bits, per, mask)
                if ok:
                    cand_lo[0], cand_hi[0], cand_way[0] = lo, hi, into
                    k = 1
            elif up > 0 or left > 0:
                v = up if up > 0 else left
                if lab > 0:
                    if v >= base:
                        lo, hi = _set(lo, hi, v - base, lab, bits, per, mask)
                    if v >= base or v == lab:
                        cand_lo[0], cand_hi[0], cand_way[0] = lo, hi, into
                        k = 1
                else:
                    for to in range(2):  # on down (slot j) or right (slot n), not into another's number
                        go = down_ok and (v >= base or below == 0 or below == v) if to == 0 else \
                            right_ok and (v >= base or beside == 0 or beside == v)
                        if go:
                            slot = j if to == 0 else n
                            lo2, hi2 = _set(lo, hi, slot, v, bits, per, mask)
                            if v >= base:
                                lo2, hi2 = _set(lo2, hi2, v - base, base + slot, bits, per, mask)
                            cand_lo[k], cand_hi[k], cand_way[k] = lo2, hi2, into | (S if to == 0 else E)
                            k += 1
            elif lab > 0:
                for to in range(2):
                    go = down_ok and (below == 0 or below == lab) if to == 0 else \
                        right_ok and (beside == 0 or beside == lab)
                    if go:
                        lo2, hi2 = _set(lo, hi, j if to == 0 else n, lab, bits, per, mask)
                        cand_lo[k], cand_hi[k], cand_way[k] = lo2, hi2, S if to == 0 else E
                        k += 1
            else:
                if not fill:
                    cand_lo[0], cand_hi[0], cand_way[0] = lo, hi, 0
                    k = 1
                if down_ok and right_ok and (below == 0 or beside == 0 or below == beside):
                    lo2, hi2 = _set(lo, hi, j, base + n, bits, per, mask)
                    lo2, hi2 = _set(lo2, hi2, n, base + j, bits, per, mask)
                    cand_lo[k], cand_hi[k], cand_way[k] = lo2, hi2, S | E
                    k += 1
            if not chords:
                under = _get(cur_lo[s], cur_hi[s], j - 1, bits, per, mask) if j > 0 else 0
                under = under if under <= top else 0
                q = 0
                while q < k:
                    if _side_by_side(cand_lo[q], cand_hi[q], cand_way[q], up, left, lab, under, j, base, top, bits,
                                     per, mask):
                        k -= 1
                        cand_lo[q], cand_hi[q], cand_way[q] = cand_lo[k], cand_hi[k], cand_way[k]
                    else:
                        q += 1
            if spikes:
                q = 0
                while q < k:
                    if _off_spike(cand_way[q], lab, raw, ahead, label, cell, n, top, beside):
                        k -= 1
                        cand_lo[q], cand_hi[q], cand_way[q] = cand_lo[k], cand_hi[k], cand_way[k]
                        continue
                    if lab == 0 and i < m - 1:  # (this cell's turn up, marked for the row below)
                        if cand_way[q] == N | W and right_ok:
                            cand_lo[q], cand_hi[q] = _set(cand_lo[q], cand_hi[q], j, up_left, bits, per, mask)
                        elif cand_way[q] == N | E and j > 0:
                            cand_lo[q], cand_hi[q] = _set(cand_lo[q], cand_hi[q], j, up_right, bits, per, mask)
                    q += 1
            for q in range(k):
                size = _emit(cand_lo[q], cand_hi[q], table, size, nxt_lo, nxt_hi, nxt_cnt, par, way, s, cnt,
                             cand_way[q])
                if size < 0:
                    return cur_lo, cur_hi, cur_cnt, -1
            if 2 * size > table.shape[0]:
                table = _grown(table, nxt_lo, nxt_hi, size)
        kept += size
        first[cell + 1] = kept
        cur_lo = nxt_lo[:size]
        cur_hi = nxt_hi[:size]
        cur_cnt = nxt_cnt[:size]
        n_cur = size
        if size == 0:
            break
    return cur_lo, cur_hi, cur_cnt, kept


@njit(cache=True, nogil=True)
def _answer(m, n, cur_lo, cur_hi, cur_cnt, parents, ways, first):
    """The count at the end (0, 1 or 2: two or more) and, where 1, each cell's sides (bits N W
    S E), read back through the states' first parents."""
    sides_out = np.zeros(m * n, dtype=np.uint8)
    end = -1  # (the state with no slot used)
    for s in range(cur_lo.shape[0]):
        if cur_lo[s] == 0 and cur_hi[s] == 0:
            end = s
    if end < 0:
        return 0, sides_out
    total = np.int64(cur_cnt[end])
    if total == 1:
        s = end
        for cell in range(m * n - 1, -1, -1):
            sides_out[cell] = ways[first[cell] + s]
            s = parents[first[cell] + s]
    return total, sides_out


def _sweep(m: int, n: int, cells: list[list[int]]) -> list[list[tuple[int, int]]]:
    """The cells in the order of the count's sweep (each row of the result a row of the sweep),
    as the grid turned and mirrored: the frontier along the shorter side, and of the ways that
    keep it there (a mirror image, a quarter turn of a square) the one whose numbers lie nearest
    the rows swept first (the least sum of their rows). Which way the sweep goes changes the
    states 1 to 100 times (a published 10x10: 5,000 or 615,000); this choice brought 89 of 110
    published 10x10 puzzles within :data:`STATES`, against 71 as they are read, and the best of
    the eight 104 (docs/benchmarks.md)."""
    grid = [[(i, j) for j in range(n)] for i in range(m)]
    turns = [[list(col) for col in zip(*grid)]] if n > m else [grid]
    if m == n:
        turns.append([list(col) for col in zip(*grid)])
    best, least = None, None
    for turned in turns:
        for rows in (turned, turned[::-1]):
            for sweep in (rows, [row[::-1] for row in rows]):
                weight = sum(a for a, row in enumerate(sweep) for i, j in row if cells[i][j])
                if least is None or weight < least:
                    best, least = sweep, weight
    return best


def count(cells: list[list[int]], fill: bool = False, most: int | None = None,
          chords: bool | None = None, spikes: bool | None = None) -> tuple[int, list[list[str]] | None] | None:
    """Numberlink's answers on a grid of labels (0 for a cell without a number, 1.. a number's
    label; each label twice), counted up to 2 (2: two or more), with the one answer's sides of
    each cell (``"nsew"`` letters in that order, ``""`` on no path) where there is one; None
    where the count gave up (beyond ``most`` states; by default :data:`STATES`,
    :data:`FILL_STATES` with ``fill``, :data:`WIDE_STATES` on a wide grid where cells may stay
    empty). ``chords``: whether answers with two cells side by side on one path, not joined,
    are counted (by default only with ``fill``; else some are left out: see the module's
    docstring); ``spikes``: whether those with a turn up outside a spike are left out (by
    default where chords are). The grid is swept as :func:`_sweep` turns it."""
    m, n = len(cells), len(cells[0]) if cells else 0
    if m == 0 or n == 0:
        return None
    sweep = _sweep(m, n, cells)
    rows, cols = len(sweep), len(sweep[0])
    labels = max((v for row in cells for v in row), default=0)
    if most is None:
        most = FILL_STATES if fill else STATES if cols <= WIDE else WIDE_STATES
    flat = np.array([cells[i][j] for row in sweep for i, j in row], dtype=np.int64)
    if chords is None:
        chords = bool(fill)
    if spikes is None:
        spikes = not chords
    width = cols + 1
    bits = 1
    while (1 << bits) <= labels + 2 + width:  # (labels, pieces and two marks of turns up)
        bits += 1
    if width > 2 * (64 // bits):
        return None
    parents = np.empty(most + 1, dtype=np.int32)  # (each state's first parent, and the cell's sides then)
    ways = np.empty(most + 1, dtype=np.uint8)
    first = np.zeros(rows * cols + 1, dtype=np.int64)
    lo, hi, cnt, kept = np.zeros(1, np.uint64), np.zeros(1, np.uint64), np.ones(1, np.uint8), 0
    for r in range(rows):  # (a row a call: a signal, a time limit's alarm, is handled between rows)
        lo, hi, cnt, kept = _cells(rows, cols, flat, bits, labels + 1, bool(fill), bool(chords), bool(spikes), r * cols,
                                   (r + 1) * cols, lo, hi, cnt, kept, parents, ways, first)
        if kept < 0:
            return None
        if lo.shape[0] == 0:
            return 0, None
    total, sides = _answer(rows, cols, lo, hi, cnt, parents, ways, first)
    if total != 1:
        return int(total), None
    out = [["" for _ in range(n)] for _ in range(m)]
    steps = ((N, -1, 0), (S, 1, 0), (E, 0, 1), (W, 0, -1))
    letters = {(-1, 0): "n", (1, 0): "s", (0, 1): "e", (0, -1): "w"}
    for a, row in enumerate(sweep):
        for b, (i, j) in enumerate(row):
            way = int(sides[a * cols + b])
            near = [sweep[a + da][b + db] for bit, da, db in steps if way & bit]  # (the cells it joins)
            out[i][j] = "".join(sorted((letters[x - i, y - j] for x, y in near), key="nsew".index))
    return 1, out
