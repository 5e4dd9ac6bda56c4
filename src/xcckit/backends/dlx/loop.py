"""The single-loop hook of the dlx kernels (Knuth's "mate" bookkeeping, as in DLX2-LOOP).

A single-loop constraint is checked each time an option is chosen. When the option turns an edge
on (it is the first option to give the edge item the ``on`` colour), the edge joins the paths
formed so far: ``mate[x]`` is the other end of the path that ends at vertex x, ``plen[x]`` its
number of edges. The partial solution is pruned when a vertex would get three edges, when an
edge closes a loop while other edges are on, or when an edge comes on after a loop has closed.
A complete solution counts only if a loop closed. Every change goes on a trail (rows of four
numbers: kind, index, old values) and is undone on backtracking.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
from numba import njit

from .state import S_CLOSED, S_TOTAL, S_TRAIL

# Kinds of trail entries.
T_MATE, T_DEGREE, T_TOTALS = 0, 2, 3


class LoopArrays(NamedTuple):
    """The single-loop hook's arrays (all empty when the model has no loop constraint)."""

    edge_of_item: np.ndarray  # kernel item -> edge, -1 for an item that is no edge
    on_colour: int            # the colour that turns an edge on
    eu: np.ndarray            # edge -> one end
    ev: np.ndarray            # edge -> the other end
    mate: np.ndarray          # vertex -> other end of its path (itself when on no edge)
    plen: np.ndarray          # vertex at a path end -> edges of that path
    deg: np.ndarray           # vertex -> edges on at it
    trail: np.ndarray         # (entries, 4) undo information
    vstart: np.ndarray        # vertex -> first entry of its edges in vedge (CSR)
    vedge: np.ndarray         # the edges at each vertex
    edge_item: np.ndarray     # edge -> its item (model numbering; the cells engine gives its headers)


def loop_arrays(lp, n_items: int, offset: int) -> LoopArrays:
    """The hook's arrays for ``lp`` (a side constraint whose dlx part is ``"loop"``: its
    ``edge_item``, ``edge_u``, ``edge_v``, ``n_vertices`` and ``on_colour``), or None; item k of the model is index k + offset of edge_of_item."""
    empty = np.zeros(0, dtype=np.int64)
    if lp is None:
        return LoopArrays(empty, 0, empty, empty, empty, empty, empty, np.zeros((1, 4), dtype=np.int64),
                          np.zeros(1, dtype=np.int64), empty, empty)
    n_edges, nv = len(lp.edge_item), lp.n_vertices
    edge_item = np.asarray(lp.edge_item, dtype=np.int64)
    edge_of_item = np.full(n_items + offset, -1, dtype=np.int64)
    edge_of_item[edge_item + offset] = np.arange(n_edges)
    eu = np.asarray(lp.edge_u, dtype=np.int64)
    ev = np.asarray(lp.edge_v, dtype=np.int64)
    ends = np.concatenate([eu, ev])
    order = np.argsort(ends, kind="stable")
    vstart = np.zeros(nv + 1, dtype=np.int64)
    np.cumsum(np.bincount(ends, minlength=nv), out=vstart[1:])
    vedge = np.concatenate([np.arange(n_edges)] * 2).astype(np.int64)[order]
    return LoopArrays(edge_of_item, lp.on_colour, eu, ev, np.arange(nv, dtype=np.int64),
                      np.zeros(nv, dtype=np.int64), np.zeros(nv, dtype=np.int64),
                      np.zeros((5 * n_edges + 8, 4), dtype=np.int64), vstart, vedge, edge_item)


@njit(cache=True, nogil=True)
def edge_on(e, eu, ev, mate, plen, deg, trail, st):
    """Edge e comes on; False when the partial solution can no longer be a single loop."""
    if st[S_CLOSED] != 0:
        return False
    u = eu[e]
    v = ev[e]
    if deg[u] >= 2 or deg[v] >= 2:
        return False
    # Save, then change: deg[u], deg[v], the totals.
    for x in (u, v):
        t = st[S_TRAIL]
        trail[t, 0] = T_DEGREE
        trail[t, 1] = x
        trail[t, 2] = deg[x]
        st[S_TRAIL] = t + 1
        deg[x] += 1
    t = st[S_TRAIL]
    trail[t, 0] = T_TOTALS
    trail[t, 1] = st[S_TOTAL]
    trail[t, 2] = st[S_CLOSED]
    st[S_TRAIL] = t + 1
    st[S_TOTAL] += 1
    a = mate[u]
    b = mate[v]
    if a == v:
        # u and v are the two ends of one path: the edge closes a loop.
        if plen[u] + 1 != st[S_TOTAL]:
            return False
        st[S_CLOSED] = 1
        return True
    new_len = plen[u] + plen[v] + 1
    for x, y in ((a, b), (b, a)):
        t = st[S_TRAIL]
        trail[t, 0] = T_MATE
        trail[t, 1] = x
        trail[t, 2] = mate[x]
        trail[t, 3] = plen[x]
        st[S_TRAIL] = t + 1
        mate[x] = y
        plen[x] = new_len
    return True


@njit(cache=True, nogil=True)
def undo_trail(mark, mate, plen, deg, trail, st):
    """Undo the loop trail down to ``mark``."""
    t = st[S_TRAIL]
    while t > mark:
        t -= 1
        kind = trail[t, 0]
        k = trail[t, 1]
        if kind == T_MATE:
            mate[k] = trail[t, 2]
            plen[k] = trail[t, 3]
        elif kind == T_DEGREE:
            deg[k] = trail[t, 2]
        else:
            st[S_TOTAL] = k
            st[S_CLOSED] = trail[t, 2]
    st[S_TRAIL] = t
