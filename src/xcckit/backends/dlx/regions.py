"""The regions hook of the cells engine: graph constraints checked on partial solutions.

A side constraint that dlx checks at the leaves may also say what a partial solution already
breaks (``SideConstraint.pruning()``): the vertices (secondary items) of a graph, its edges, a
colour, and for sized regions each clue vertex's size. After each choice (and its propagation)
the kernel looks at the vertices: a vertex whose item left the active set with the colour
carries it, one that left with another colour (or none) never will, one still active is open.
Then

* ``connected`` (the vertices carrying the colour hang together): every vertex that carries it
  must be reached from the first one through vertices that carry it or are open;
* ``sized`` (each region of the colour holds one clue and has its size): a piece of vertices
  carrying the colour may hold at most one clue and no more vertices than its clue says, and a
  piece with no open vertex next to it (it can grow no more) must hold one clue and have its size;
  through open vertices and vertices of the colour, a piece with its clue must reach its size,
  and one without a clue some clue;
* ``groups`` (each group of a colour has the colour's size): a piece of vertices carrying one
  colour may have no more vertices than the colour's size, exactly so many when it can grow no
  more, and it must reach so many through open vertices and vertices of the colour.

Each is a necessary condition of the constraint on every solution below the node, so the search
only skips nodes without solutions: the counts stay the same, the checks at the leaves still
decide. A 7x7 nurikabe had over 120 million exact covers for its one answer, each checked at a
leaf; with the hook the search goes where the rules allow.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
from numba import njit

from ...constraints.base import csr

KINDS = {"connected": 0, "sized": 1, "groups": 2}
ANY = 1 << 62
"""A sized region's clue of any size (the constraint's -1), larger than any region."""


class RegionArrays(NamedTuple):
    """The hook's arrays (the kernel is given None instead when the model has no such
    constraint); the vertices of all the constraints in one numbering."""

    kind: np.ndarray     # constraint -> KINDS
    colour: np.ndarray   # constraint -> colour id
    cstart: np.ndarray   # constraint -> its first vertex (one more entry: the end)
    vitem: np.ndarray    # vertex -> its item (kernel numbering)
    vsize: np.ndarray    # vertex -> its clue's size, 0: no clue, ANY: a clue of any size
    astart: np.ndarray   # vertex -> the start of its neighbours in adj (CSR)
    adj: np.ndarray      # neighbours (vertex numbers)
    zstart: np.ndarray   # constraint -> its row of ztable (groups)
    ztable: np.ndarray   # colour id -> the size of its groups, 0: any (a row a groups constraint)
    mark: np.ndarray     # vertex -> the last piece search that reached it (scratch)
    stack: np.ndarray    # the piece searched (scratch)
    seen: np.ndarray     # vertex -> the last reach search that reached it (scratch)
    queue: np.ndarray    # the reach searched (scratch)
    tick: np.ndarray     # (2,): the last piece search's number, the last reach search's


def region_arrays(rules) -> RegionArrays:
    """The hook's arrays for ``rules``, each a :class:`~xcckit.constraints.base.RegionRule` (as a
    side constraint's :meth:`~xcckit.constraints.base.SideConstraint.pruning` gives it)."""
    kinds, colours, cstart, vitem, vsize, lists, zstart, ztable = [], [], [0], [], [], [], [], []
    for rule in rules:
        base = len(vitem)
        kinds.append(KINDS[rule.kind])
        colours.append(rule.colour)
        vitem += list(rule.items)
        zstart.append(len(ztable))
        if rule.sizes is not None:  # (groups: colour id -> size)
            row = [0] * (max(rule.sizes) + 1)
            for c, k in rule.sizes.items():
                row[c] = k
            ztable += row
            vsize += [0] * len(rule.items)
        else:
            vsize += [ANY if k < 0 else k for k in rule.clues] if rule.clues is not None else [0] * len(rule.items)
        nb: list[list[int]] = [[] for _ in rule.items]
        for u, v in rule.edges:
            nb[u].append(base + v)
            nb[v].append(base + u)
        lists += nb
        cstart.append(len(vitem))
    astart, adj = csr(lists)
    n = len(vitem)
    return RegionArrays(np.array(kinds, dtype=np.int64), np.array(colours, dtype=np.int64),
                        np.array(cstart, dtype=np.int64), np.array(vitem, dtype=np.int64),
                        np.array(vsize, dtype=np.int64), astart, adj, np.array(zstart + [len(ztable)], dtype=np.int64),
                        np.array(ztable + [0], dtype=np.int64), np.zeros(n, dtype=np.int64),
                        np.zeros(n + 1, dtype=np.int64), np.zeros(n, dtype=np.int64), np.zeros(n + 1, dtype=np.int64),
                        np.zeros(2, dtype=np.int64))


@njit(cache=True, nogil=True)
def _piece(ra, v0, col, pos, slen, scol, t):
    """The piece of vertices carrying ``col`` around ``v0`` (marked ``t``), breadth first into
    ``ra.stack``: (its size, whether an open vertex is next to it, its clues, the last clue's size)."""
    vitem, vsize, astart, adj, mark, stack = ra.vitem, ra.vsize, ra.astart, ra.adj, ra.mark, ra.stack
    mark[v0] = t
    stack[0] = v0
    head = 0
    tail = 1
    grows = False
    clues = 0
    size = 0
    while head < tail:
        u = stack[head]
        head += 1
        if vsize[u] > 0:
            clues += 1
            size = vsize[u]
        for k in range(astart[u], astart[u + 1]):
            w = adj[k]
            if mark[w] == t:
                continue
            iw = vitem[w]
            if pos[iw] < slen:
                grows = True
            elif scol[iw] == col:
                mark[w] = t
                stack[tail] = w
                tail += 1
    return tail, grows, clues, size


@njit(cache=True, nogil=True)
def _spread(ra, count, size, col, pos, slen, scol, clue):
    """From the vertices in ``ra.stack[:count]``, through vertices open or carrying ``col``
    (marked in ``ra.seen`` with ``ra.tick[1]``): whether the search reaches ``size`` vertices
    (with ``clue``, instead, a clue vertex); size 0 and no clue: all it can reach."""
    vitem, vsize, astart, adj, seen, queue, tick = ra.vitem, ra.vsize, ra.astart, ra.adj, ra.seen, ra.queue, ra.tick
    tick[1] += 1
    t = tick[1]
    for k in range(count):
        seen[ra.stack[k]] = t
        queue[k] = ra.stack[k]
    head = 0
    tail = count
    while head < tail:
        if size > 0 and tail >= size and not clue:
            return True
        u = queue[head]
        head += 1
        if clue and vsize[u] > 0:
            return True
        for k in range(astart[u], astart[u + 1]):
            w = adj[k]
            if seen[w] == t:
                continue
            iw = vitem[w]
            if pos[iw] < slen or scol[iw] == col:
                seen[w] = t
                queue[tail] = w
                tail += 1
    return tail >= size and not clue


@njit(cache=True, nogil=True)
def regions_ok(ra, pos, slen, scol) -> bool:
    """Whether the partial solution (active secondary items: ``pos[it] < slen``; the colour an
    item left with: ``scol``) can still keep every constraint of ``ra`` (module docstring)."""
    kind, colour, cstart, vitem = ra.kind, ra.colour, ra.cstart, ra.vitem
    zstart, ztable, mark, stack, tick = ra.zstart, ra.ztable, ra.mark, ra.stack, ra.tick
    for c in range(kind.shape[0]):
        col = colour[c]
        a = cstart[c]
        b = cstart[c + 1]
        if kind[c] == 0:  # connected: one piece through carrying and open vertices
            first = -1
            for v in range(a, b):
                it = vitem[v]
                if pos[it] >= slen and scol[it] == col:
                    first = v
                    break
            if first < 0:
                continue
            stack[0] = first
            _spread(ra, 1, 0, col, pos, slen, scol, False)
            t = tick[1]
            for v in range(first + 1, b):
                it = vitem[v]
                if ra.seen[v] != t and pos[it] >= slen and scol[it] == col:
                    return False
        elif kind[c] == 2:  # groups: the pieces of each sized colour
            tick[0] += 1
            t = tick[0]
            z0 = zstart[c]
            zn = zstart[c + 1] - z0
            for v0 in range(a, b):
                it = vitem[v0]
                if mark[v0] == t or pos[it] < slen:
                    continue
                col = scol[it]
                if col >= zn or ztable[z0 + col] == 0:
                    continue
                size = ztable[z0 + col]
                count, grows, _, _ = _piece(ra, v0, col, pos, slen, scol, t)
                if count > size or (not grows and count != size):
                    return False
                if count < size and not _spread(ra, count, size, col, pos, slen, scol, False):
                    return False
        else:  # sized: the pieces of carrying vertices
            tick[0] += 1
            t = tick[0]
            for v0 in range(a, b):
                it = vitem[v0]
                if mark[v0] == t or pos[it] < slen or scol[it] != col:
                    continue
                count, grows, clues, size = _piece(ra, v0, col, pos, slen, scol, t)
                if clues > 1 or (clues == 1 and count > size):
                    return False
                if not grows and (clues == 0 or count != size and size != ANY):
                    return False
                if clues == 1 and count < size < ANY and not _spread(ra, count, size, col, pos, slen, scol, False):
                    return False
                if clues == 0 and not _spread(ra, count, 0, col, pos, slen, scol, True):
                    return False
    return True
