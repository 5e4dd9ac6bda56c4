"""The cheapest word grids by branch and bound on the trie (the trie backend's ``best``).

A word's cost is its option's (the word in that row or column). Each trie node knows, for each
line, the least cost of the words below it; as the cells are filled, the bound of a partial grid is
the sum over the lines of that least cost at the line's node (a finished line: its word's cost, a
line not begun: its cheapest word). Placing a letter changes two terms, so the bound is kept
incrementally, cell by cell; a letter whose bound reaches the cost of the ``k``-th cheapest grid
found so far is not placed. In a word square (row i is column i) only the rows are costed.
"""

from __future__ import annotations

import time

import numpy as np
from numba import njit

from ...model import Model
from ..base import Cheapest, Deadline, Outcome, Ranked, next_budget
from ..slices import BUDGET, COUNT_LIMIT, DONE
from .search import DEBRUIJN, T_BASE, T_NODES, T_POS, Grid, Trie, child_of, start

UNBOUNDED = 1 << 62


def minima(trie: Trie, words: np.ndarray, cost: np.ndarray, A: int) -> np.ndarray:
    """line -> node -> the least cost of the words below the node in that line (``cost`` is
    word -> line -> cost)."""
    lines = cost.shape[1]
    out = np.full((lines, len(trie.mask)), UNBOUNDED, dtype=np.int64)
    child = trie.child
    for w, letters in enumerate(words.tolist()):
        node = 0
        c = cost[w]
        out[:, 0] = np.minimum(out[:, 0], c)
        for L in letters:
            node = int(child[node * A + L])
            out[:, node] = np.minimum(out[:, node], c)
    return out


@njit(cache=True, nogil=True)
def cheapest(t, c, st, bnd, rmin, cmin, cb, out, budget):
    """Fill cells from the saved state, placing only letters whose bound stays under ``cb[0]``
    (``cb[1]``: the bound of the empty grid). Returns DONE at the end, BUDGET after ``budget``
    letters, COUNT_LIMIT with a grid's row words (then column words) in ``out`` and its cost in
    ``cb[2]``."""
    m, n, A, symmetric = t.m, t.n, t.A, t.symmetric
    rchild, rmask, rword = t.row
    cchild, cmask, cword = t.col
    ri, diag, db = t.ri, t.diag, t.db
    letter, rn, cn, cand = c
    last = m * n - 1
    base = st[T_BASE]
    p = st[T_POS]
    nodes = 0
    code = DONE
    one = np.uint64(1)
    while True:
        word = cand[p]
        if word == 0:
            if p <= base:
                break
            p -= 1
            continue
        low = word & (~word + one)
        cand[p] = word ^ low
        L = db[(low * DEBRUIJN) >> np.uint64(58)]
        nodes += 1
        i = p // n
        j = p - i * n
        r = ri[p]
        old_r = rn[r]
        new_r = child_of(rchild, old_r, A, L)
        old_c = cn[p]
        new_c = child_of(cchild, old_c, A, L)
        b = (bnd[p - 1] if p > 0 else cb[1]) + rmin[i, new_r] - rmin[i, old_r]
        if not symmetric:
            b += cmin[j, new_c] - cmin[j, old_c]
        if b >= cb[0]:
            continue
        letter[p] = L
        rn[r + 1] = new_r
        cn[p + n] = new_c
        bnd[p] = b
        if p == last:
            for x in range(m):
                out[x] = rword[rn[x * (n + 1) + n]]
            if not symmetric:
                for y in range(n):
                    out[m + y] = cword[cn[m * n + y]]
            cb[2] = b
            code = COUNT_LIMIT
            break
        p += 1
        mask = rmask[rn[ri[p]]] & cmask[cn[p]]
        d = diag[p]
        if d >= 0:
            mask &= one << np.uint64(letter[d])
        cand[p] = mask
        if nodes >= budget:
            code = BUDGET
            break
    st[T_POS] = p
    st[T_NODES] += nodes
    return code


def best(model: Model, k: int, time_limit: float | None, budget: int) -> tuple[Ranked, int]:
    """The ``k`` cheapest grids of a word-grid model, and the letters placed."""
    deadline = Deadline(time_limit)
    g = Grid(model)
    t = g.arrays
    cells, st = g.state()
    costs = np.asarray(model.costs, dtype=np.int64)
    rmin = minima(t.row, g.row_words, costs[g.row_option], t.A)
    if g.symmetric:
        cmin = np.zeros((1, 1), dtype=np.int64)
        root = int(rmin[:, 0].sum())
    else:
        cmin = minima(t.col, g.col_words, costs[g.col_option], t.A)
        root = int(rmin[:, 0].sum() + cmin[:, 0].sum())
    kept = Cheapest(k)
    width = g.m if g.symmetric else g.m + g.n
    out = np.zeros(width, dtype=np.int64)
    bnd = np.zeros(g.m * g.n, dtype=np.int64)
    cb = np.array([UNBOUNDED, root, 0], dtype=np.int64)
    start(t, cells, st, np.zeros(0, dtype=np.int64))
    step = min(budget, 4096)
    try:
        while True:
            if deadline.expired():
                return kept.result(Outcome.TIMEOUT), int(st[T_NODES])
            t0 = time.perf_counter()
            code = cheapest(t, cells, st, bnd, rmin, cmin, cb, out, step)
            if code == DONE:
                return kept.result(Outcome.COMPLETE), int(st[T_NODES])
            if code == COUNT_LIMIT:
                kept.offer(g.solution(out), int(cb[2]))
                if kept.bound is not None:
                    cb[0] = kept.bound
            elif code == BUDGET:
                step = next_budget(step, time.perf_counter() - t0, budget)
    except KeyboardInterrupt:
        raise kept.interrupted() from None
