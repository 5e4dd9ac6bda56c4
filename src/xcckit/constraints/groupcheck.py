""":class:`~.groups.GroupSizes` and :class:`~.groups.GroupsAtLeast` checked on a partial
assignment, compiled by numba (a checker of :mod:`xcckit.backends.sat.propagate`), and their
lazy cuts of a whole one (:func:`group_cuts`, what :meth:`~.groups._GroupCuts.cuts` hands on).

The checker: for each colour c of size k, each group G of the vertices set to c so far:

* (exact sizes) more than k vertices: the first k + 1 of a breadth-first search of G are not
  all c (a conflict);
* fewer than k, and the vertices G can still reach (through vertices not set against c) fewer
  than k: G's vertices all c -> some vertex next to that reach is c (a conflict: every such
  vertex is set against c);
* (exact sizes) exactly k: each neighbour not yet set is not c (G's vertices all c -> not c there).

The first conflict ends a check; the clauses of complete groups are handed on with it.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from .base import csr


@njit(cache=True, nogil=True)
def _value(values, lit):
    """A literal's value (1, -1, 0 unassigned); 0 as a literal: never true."""
    if lit == 0:
        return -1
    return values[lit] if lit > 0 else -values[-lit]


@njit(cache=True, nogil=True)
def check_groups(values, lits, sizes, exact, start, nbr, out):
    """The clauses of the rules (the module's docstring) into ``out`` as (length, literals...)
    runs; returns how many numbers were written (0: nothing broken, nothing to propagate)."""
    colours, n = lits.shape
    pos = 0
    group = np.full(n, -1, np.int64)
    members = np.empty(n, np.int64)
    queue = np.empty(n, np.int64)
    seen = np.zeros(n, np.int64)
    stamp = 0
    for c in range(colours):
        k = sizes[c]
        group[:] = -1
        for r in range(n):
            if group[r] >= 0 or _value(values, lits[c, r]) != 1:
                continue
            count = 0  # (the group of r: members[:count])
            top = 1
            queue[0] = r
            group[r] = r
            while top > 0:
                top -= 1
                u = queue[top]
                members[count] = u
                count += 1
                for q in range(start[u], start[u + 1]):
                    w = nbr[q]
                    if group[w] < 0 and _value(values, lits[c, w]) == 1:
                        group[w] = r
                        queue[top] = w
                        top += 1
            if pos + 2 * n + 2 > out.shape[0]:
                return pos
            stamp += 1
            if exact and count > k:  # (k + 1 of its vertices, connected)
                head, tail = 0, 1
                queue[0] = r
                seen[r] = stamp
                while head < tail and tail <= k:
                    u = queue[head]
                    head += 1
                    for q in range(start[u], start[u + 1]):
                        w = nbr[q]
                        if group[w] == r and seen[w] != stamp and tail <= k:
                            seen[w] = stamp
                            queue[tail] = w
                            tail += 1
                out[pos] = tail
                for t in range(tail):
                    out[pos + 1 + t] = -lits[c, queue[t]]
                return pos + 1 + tail
            if count < k:  # (how far it can still reach, up to k vertices)
                tail = 0
                for t in range(count):
                    queue[tail] = members[t]
                    seen[members[t]] = stamp
                    tail += 1
                head = 0
                while head < tail and tail < k:
                    u = queue[head]
                    head += 1
                    for q in range(start[u], start[u + 1]):
                        w = nbr[q]
                        if seen[w] != stamp and _value(values, lits[c, w]) != -1:
                            seen[w] = stamp
                            queue[tail] = w
                            tail += 1
                if tail < k:
                    first = pos
                    pos += 1
                    for t in range(count):
                        out[pos] = -lits[c, members[t]]
                        pos += 1
                    stamp += 1  # (the vertices next to the reach, once each)
                    for t in range(tail):
                        for q in range(start[queue[t]], start[queue[t] + 1]):
                            w = nbr[q]
                            if seen[w] != stamp - 1 and seen[w] != stamp and lits[c, w] != 0:
                                seen[w] = stamp
                                out[pos] = lits[c, w]
                                pos += 1
                    out[first] = pos - first - 1
                    return pos
            elif exact and count == k:  # (complete: no open neighbour is c)
                for t in range(count):
                    u = members[t]
                    for q in range(start[u], start[u + 1]):
                        w = nbr[q]
                        if seen[w] != stamp and _value(values, lits[c, w]) == 0:
                            seen[w] = stamp
                            if pos + count + 2 > out.shape[0]:
                                return pos
                            out[pos] = count + 1
                            for s in range(count):
                                out[pos + 1 + s] = -lits[c, members[s]]
                            out[pos + 1 + count] = -lits[c, w]
                            pos += count + 2
    return pos


class GroupCheck:
    """The checker (see the module's docstring) of one constraint: ``adj`` its graph, ``literals``
    colour -> each vertex's literal (None: never that colour), ``sizes`` colour -> size."""

    def __init__(self, adj: list[list[int]], literals: dict[int, list], sizes: dict[int, int], exact: bool) -> None:
        colours = list(literals)
        n = len(adj)
        self.start, self.nbr = csr(adj)
        self.lits = np.array([[0 if x is None else x for x in literals[c]] for c in colours], dtype=np.int64).reshape(len(colours), n)
        self.sizes = np.array([sizes[c] for c in colours], dtype=np.int64)
        self.exact = bool(exact)
        self.variables = np.unique(np.abs(self.lits[self.lits != 0])).tolist()
        self.out = np.zeros(16 * n + 4096, dtype=np.int64)  # (a check that fills it hands on what it wrote)

    def check(self, values: np.ndarray) -> list[list[int]]:
        return clause_runs(self.out, check_groups(values, self.lits, self.sizes, self.exact, self.start, self.nbr,
                                                  self.out))


def clause_runs(out: np.ndarray, k: int) -> list[list[int]]:
    """The clauses a kernel wrote into the first ``k`` numbers of ``out`` as (length,
    literals...) runs."""
    found, i = [], 0
    while i < k:
        m = int(out[i])
        found.append(out[i + 1:i + 1 + m].tolist())
        i += m + 1
    return found


@njit(cache=True, nogil=True)
def _carries(values, lit):
    """Whether a literal holds in a whole assignment (``values``: variable -> truth); 0: never."""
    if lit == 0:
        return False
    return values[lit] if lit > 0 else not values[-lit]


@njit(cache=True, nogil=True)
def group_cuts(values, lits, sizes, exact, starts, start, nbr, out):
    """:class:`~.groups.GroupSizes`' lazy cuts of a whole assignment (``values``: variable ->
    truth), the clauses its Python rule wrote, in the same order, as (length, literals...) runs
    in ``out``: for each colour, each group (a breadth-first search from its least vertex, the
    groups by their least vertex) of the wrong size, for each colour in turn whose size the
    group's does not match (exact sizes: every colour all the group's vertices may carry; at
    least: its own, when smaller): fewer vertices, the group's vertices all that colour -> some
    vertex next to it is; more, a connected set of the size plus one, breadth-first from the
    group's first vertex (another colour) or from up to ``starts`` of its vertices (its own),
    not all that colour. Returns how many numbers were written, -1 where ``out`` is too small."""
    colours, n = lits.shape
    pos = 0
    member = np.zeros(n, np.bool_)
    seen = np.zeros(n, np.bool_)
    group = np.empty(n, np.int64)
    near = np.empty(n, np.int64)
    mark = np.zeros(n, np.int64)
    order = np.empty(n, np.int64)
    inside = np.zeros(n, np.int64)
    stamp = 0
    for c in range(colours):
        for v in range(n):
            member[v] = _carries(values, lits[c, v])
            seen[v] = False
        for s in range(n):
            if not member[s] or seen[s]:
                continue
            seen[s] = True
            group[0] = s
            size = 1
            head = 0
            while head < size:
                u = group[head]
                head += 1
                for q in range(start[u], start[u + 1]):
                    w = nbr[q]
                    if member[w] and not seen[w]:
                        seen[w] = True
                        group[size] = w
                        size += 1
            if size == sizes[c]:
                continue
            stamp += 1
            for t in range(size):
                mark[group[t]] = stamp
            count = 0  # (the vertices next to the group, ascending)
            for t in range(size):
                u = group[t]
                for q in range(start[u], start[u + 1]):
                    w = nbr[q]
                    if mark[w] != stamp and mark[w] != -stamp:
                        mark[w] = -stamp
                        near[count] = w
                        count += 1
            for t in range(1, count):  # (ascending, by insertion: a handful of cells)
                x = near[t]
                r = t - 1
                while r >= 0 and near[r] > x:
                    near[r + 1] = near[r]
                    r -= 1
                near[r + 1] = x
            around = near
            for o in range(colours):
                k = sizes[o]
                if not exact and (o != c or size >= k):
                    continue
                if k == size:
                    continue
                if o != c:
                    every = True
                    for t in range(size):
                        if lits[o, group[t]] == 0:
                            every = False
                            break
                    if not every:
                        continue
                if size < k:
                    if pos + 1 + size + count > out.shape[0]:
                        return -1
                    first = pos
                    pos += 1
                    for t in range(size):
                        out[pos] = -lits[o, group[t]]
                        pos += 1
                    for t in range(count):
                        if lits[o, around[t]] != 0:
                            out[pos] = lits[o, around[t]]
                            pos += 1
                    out[first] = pos - first - 1
                    continue
                step = 1 if o != c else max(1, size // starts)
                tries = 1 if o != c else min(starts, (size + step - 1) // step)
                for r in range(tries):
                    root = group[r * step]  # (a breadth-first search inside the group, k + 1 vertices)
                    stamp += 1
                    inside[root] = stamp
                    order[0] = root
                    got = 1
                    head = 0
                    while head < got and got <= k:
                        u = order[head]
                        head += 1
                        for q in range(start[u], start[u + 1]):
                            w = nbr[q]
                            if got <= k and member[w] and inside[w] != stamp:  # (a neighbour of it is in it)
                                inside[w] = stamp
                                order[got] = w
                                got += 1
                    if pos + 1 + got > out.shape[0]:
                        return -1
                    out[pos] = got
                    for t in range(got):
                        out[pos + 1 + t] = -lits[o, order[t]]
                    pos += 1 + got
    return pos

