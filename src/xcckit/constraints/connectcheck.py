""":class:`~.connected.Connected` checked on a partial assignment, compiled by numba (a checker
of :mod:`xcckit.backends.sat.propagate`).

The vertices are *in* (their literal true), *out* (false, or never the colour) or open. Over the
graph of the vertices not out:

* the vertices in fall into two parts (a conflict): for a part R holding an in vertex a and an in
  vertex b elsewhere, ``a and b -> some vertex next to R is in`` (every vertex next to R is out);
* an open vertex x whose removal cuts an in vertex a from the in vertex r the search starts from
  (an articulation vertex, by Tarjan's low points): for the part S of the depth-first tree
  below x that holds a, ``r and a -> x or some other vertex next to S is in`` (x is put in);
* an open vertex of a part that holds no in vertex, while some vertex is in: ``r and x -> some
  vertex next to x's part is in`` (x is put out).

Every clause holds in every answer (the vertices next to a set of vertices separate it from the
rest), so the search finds what it found without them. A check writes at most as many as its
buffer holds; the conflict ends it.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from .base import csr
from .groupcheck import _value, clause_runs


@njit(cache=True, nogil=True)
def _around(lits, start, nbr, state, mark, stamp, members, count, skip, out, pos):
    """Writes the literals of the vertices next to ``members[:count]`` (those marked ``stamp``),
    but ``skip`` and those never in, into ``out`` from ``pos``; returns the new position, -1 where
    ``out`` is too small. A vertex is written once (marked ``-stamp``)."""
    for t in range(count):
        u = members[t]
        for q in range(start[u], start[u + 1]):
            w = nbr[q]
            if mark[w] == stamp or mark[w] == -stamp or w == skip:
                continue
            mark[w] = -stamp
            if lits[w] != 0:
                if pos >= out.shape[0]:
                    return -1
                out[pos] = lits[w]
                pos += 1
    return pos


@njit(cache=True, nogil=True)
def check_connected(values, lits, start, nbr, out):
    """The clauses of the module's docstring into ``out`` as (length, literals...) runs; returns
    how many numbers were written (0: nothing broken, nothing to propagate)."""
    n = lits.shape[0]
    state = np.empty(n, np.int8)
    for v in range(n):
        state[v] = _value(values, lits[v])
    comp = np.full(n, -1, np.int64)
    setof = np.full(n + 1, -1, np.int64)  # (a part's first vertex in)
    members = np.empty(n, np.int64)  # (the parts' vertices, part after part)
    first = np.zeros(n + 1, np.int64)  # (part k: members[first[k]:first[k + 1]])
    queue = np.empty(n, np.int64)
    mark = np.zeros(n, np.int64)
    parts = 0
    got = 0
    for s in range(n):
        if state[s] == -1 or comp[s] >= 0:
            continue
        comp[s] = parts
        first[parts] = got
        members[got] = s
        got += 1
        head = first[parts]
        while head < got:
            u = members[head]
            head += 1
            if state[u] == 1 and setof[parts] < 0:
                setof[parts] = u
            for q in range(start[u], start[u + 1]):
                w = nbr[q]
                if state[w] != -1 and comp[w] < 0:
                    comp[w] = parts
                    members[got] = w
                    got += 1
        parts += 1
    first[parts] = got
    held = 0
    home = -1
    for k in range(parts):
        if setof[k] >= 0:
            held += 1
            if home < 0:
                home = k
    if held == 0:
        return 0
    stamp = 0
    if held >= 2:  # (a conflict: the part with the fewest vertices next to it)
        best, best_len = -1, n + 1
        for k in range(parts):
            if setof[k] < 0:
                continue
            stamp += 1
            for t in range(first[k], first[k + 1]):
                mark[members[t]] = stamp
            got = _around(lits, start, nbr, state, mark, stamp, members[first[k]:], first[k + 1] - first[k], -1,
                          out, 0)
            if got >= 0 and got < best_len:
                best, best_len = k, got
        other = -1
        for k in range(parts):
            if setof[k] >= 0 and k != best:
                other = k
                break
        if best < 0 or out.shape[0] < 3:
            return 0
        stamp += 1
        for t in range(first[best], first[best + 1]):
            mark[members[t]] = stamp
        out[1] = -lits[setof[best]]
        out[2] = -lits[setof[other]]
        got = _around(lits, start, nbr, state, mark, stamp, members[first[best]:], first[best + 1] - first[best], -1,
                      out, 3)
        if got < 0:
            return 0
        out[0] = got - 1
        return got
    pos = 0
    root = setof[home]
    for k in range(parts):  # (parts without a vertex in: each vertex out)
        if k == home:
            continue
        stamp += 1
        count = first[k + 1] - first[k]
        for t in range(first[k], first[k + 1]):
            mark[members[t]] = stamp
        begin = pos + 3
        got = _around(lits, start, nbr, state, mark, stamp, members[first[k]:], count, -1, out, begin)
        if got < 0:
            return pos
        wall = got - begin  # (out[begin:got], copied after each of the part's vertices' literals)
        if pos + count * (wall + 3) > out.shape[0]:
            return pos
        tmp = out[begin:got].copy()
        for t in range(first[k], first[k + 1]):
            out[pos] = wall + 2
            out[pos + 1] = -lits[root]
            out[pos + 2] = -lits[members[t]]
            out[pos + 3:pos + 3 + wall] = tmp
            pos += wall + 3
    # (articulation vertices, by an iterative depth-first search from the root)
    disc = np.full(n, -1, np.int64)
    low = np.zeros(n, np.int64)
    parent = np.full(n, -1, np.int64)
    cursor = np.zeros(n, np.int64)
    below = np.full(n, -1, np.int64)  # (a vertex in within its subtree)
    order = np.empty(n, np.int64)
    stack = np.empty(n, np.int64)
    disc[root] = 0
    low[root] = 0
    order[0] = root
    below[root] = root
    cursor[root] = start[root]
    stack[0] = root
    depth = 1
    clock = 1
    while depth > 0:
        u = stack[depth - 1]
        if cursor[u] < start[u + 1]:
            w = nbr[cursor[u]]
            cursor[u] += 1
            if state[w] == -1:
                continue
            if disc[w] < 0:
                parent[w] = u
                disc[w] = clock
                low[w] = clock
                order[clock] = w
                clock += 1
                below[w] = w if state[w] == 1 else -1
                cursor[w] = start[w]
                stack[depth] = w
                depth += 1
            elif w != parent[u] and disc[w] < low[u]:
                low[u] = disc[w]
            continue
        depth -= 1
        p = parent[u]
        if p < 0:
            continue
        if low[u] < low[p]:
            low[p] = low[u]
        if below[u] >= 0:
            if below[p] < 0:
                below[p] = below[u]
            if p != root and state[p] == 0 and low[u] >= disc[p]:  # (p holds u's subtree to the root)
                stamp += 1
                count = clock - disc[u]
                for t in range(count):
                    v = order[disc[u] + t]
                    mark[v] = stamp
                    queue[t] = v
                if pos + 4 > out.shape[0]:
                    return pos
                got = _around(lits, start, nbr, state, mark, stamp, queue, count, p, out, pos + 4)
                if got < 0:
                    return pos
                out[pos] = got - pos - 1
                out[pos + 1] = lits[p]
                out[pos + 2] = -lits[root]
                out[pos + 3] = -lits[below[u]]
                pos = got
    return pos


class ConnectCheck:
    """The checker (see the module's docstring) of one :class:`~.connected.Connected`: ``adj``
    its graph, ``literals`` each vertex's literal of the colour (None: never)."""

    def __init__(self, adj: list[list[int]], literals: list) -> None:
        self.start, self.nbr = csr(adj)
        self.lits = np.array([0 if x is None else x for x in literals], dtype=np.int64)
        self.variables = np.unique(np.abs(self.lits[self.lits != 0])).tolist()
        self.out = np.zeros(16 * len(adj) + 4096, dtype=np.int64)

    def check(self, values: np.ndarray) -> list[list[int]]:
        return clause_runs(self.out, check_connected(values, self.lits, self.start, self.nbr, self.out))
