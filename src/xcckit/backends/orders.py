"""Orders of a model's primary items that the searches share: :func:`greedy_order` keeps the
frontier small (each item next to those before it), which zdd's frontier method sweeps along and
cpsat's enumeration branches in (as a packing is filled from one end of the board)."""

from __future__ import annotations

import heapq

import numpy as np

from ..model import Model


def greedy_order(model: Model, base: np.ndarray | None = None, expired=None) -> np.ndarray | None:
    """An order of the primary items that keeps the frontier small: each time, the item whose
    step adds the fewest fields (secondary items and covered bits) to the frontier, ties going to
    the earliest in ``base`` (the model's order by default). The model's own sweep, where it has
    one, comes out as it is; an item that closes fields (a clue whose edges are all decided
    otherwise) comes as soon as it does. None where ``expired()`` (a deadline's) says the time is
    up first (a step costs what the options of the items near it hold: on a model whose secondary
    items have thousands of options each, seconds)."""
    starts, items, _ = model.arrays()
    n, n1, nopt = model.n_items, model.n_primary, model.n_options
    rank = np.empty(n1, dtype=np.int64)
    base = np.arange(n1, dtype=np.int64) if base is None else np.asarray(base, dtype=np.int64)
    rank[base] = np.arange(n1)
    opt_items = [items[starts[o]:starts[o + 1]].tolist() for o in range(nopt)]
    opts_of: list[list[int]] = [[] for _ in range(n)]
    for o, its in enumerate(opt_items):
        for i in its:
            opts_of[i].append(o)
    total = [len(x) for x in opts_of]
    undecided = total[:]           # options of an item not decided yet
    decided = [False] * nopt
    done = [False] * n1
    covered_by = [0] * n1          # decided options that contain a primary item

    def live(i: int, u: int) -> bool:
        if i < n1:
            return not done[i] and u < total[i]
        return 0 < u < total[i]

    def delta(x: int) -> int:
        touched: dict[int, int] = {}
        for o in opts_of[x]:
            if not decided[o]:
                for i in opt_items[o]:
                    touched[i] = touched.get(i, 0) + 1
        d = 0
        for i, c in touched.items():
            if i == x:
                continue
            if i < n1:
                d += (not done[i] and covered_by[i] == 0)
            else:
                d += live(i, undecided[i] - c) - live(i, undecided[i])
        return d - (covered_by[x] > 0)

    version = [0] * n1
    heap = [(delta(x), int(rank[x]), x, 0) for x in range(n1)]
    heapq.heapify(heap)
    out = []
    while heap:
        _, _, x, v = heapq.heappop(heap)
        if done[x] or v != version[x]:
            continue
        if expired is not None and expired():
            return None
        out.append(x)
        done[x] = True
        near: set[int] = set()
        for o in opts_of[x]:
            if decided[o]:
                continue
            decided[o] = True
            for i in opt_items[o]:
                undecided[i] -= 1
                if i < n1:
                    covered_by[i] += 1
                near.add(i)
        for i in list(near):
            for o in opts_of[i]:
                if not decided[o]:
                    near.update(opt_items[o])
        for i in near:
            if i < n1 and not done[i]:
                version[i] += 1
                heapq.heappush(heap, (delta(i), int(rank[i]), i, version[i]))
    return np.asarray(out, dtype=np.int64)
