"""Algorithm C$ (Knuth's DLX5): the cheapest solutions by branch and bound on the dancing links.

Every option has a nonnegative cost; a solution costs the sum of its options'. Before the search,
each primary item gets a *tax* (items in order: the least cost still left among its options, which
is then taken off each of them), so that every option's *net* cost stays nonnegative, each item has
an option of net cost 0, and a solution's cost is the taxes' sum plus its options' net costs. Each
item's options are listed by net cost, so that when an option would reach the bound, so would the
rest of the list, and the level ends there.

The bound is the cost a solution must stay under: the ``k``-th cheapest found so far (none before
``k`` are found). A level is cut when its cost so far plus the largest of the least net costs left
in the lists of the live items reaches the bound (each of those items is still to be covered, by one
of its options). The kernel returns at each solution found (the caller keeps the ``k`` cheapest
and lowers the bound in the state vector), after a budget of options, and at the end.

Models with bounds on items (multiplicities) or a single-loop constraint are refused; the engine is
the links engine's (:mod:`.links`), with the same operations.
"""

from __future__ import annotations

import time

import numpy as np
from numba import njit

from ...errors import UnsupportedError
from ...model import Model, SingleLoop
from ..base import Cheapest, Deadline, Outcome, Ranked, next_budget
from .links import (LinksStructure, _cover, _purify, _set_live, _uncover, _uncover_from, _undo_option,
                    _unpurify_from)
from .state import BUDGET, C2, C5, C6, C8, COUNT_LIMIT, DONE, OVER, S_BOUND, S_LEVEL, S_NODES, S_PHASE

UNBOUNDED = 1 << 62


def taxes(model: Model) -> tuple[np.ndarray, int]:
    """The options' net costs and the sum of the items' taxes (see the module's docstring)."""
    start, item, _ = model.arrays()
    net = np.asarray(model.costs, dtype=np.int64).copy()
    n1 = model.n_primary
    opt = np.repeat(np.arange(model.n_options, dtype=np.int64), np.diff(start))
    prim = item < n1
    order = np.argsort(item[prim], kind="stable")
    by_item = opt[prim][order]
    bounds = np.searchsorted(item[prim][order], np.arange(n1 + 1))
    total = 0
    for i in range(n1):
        opts = by_item[bounds[i]:bounds[i + 1]]
        if len(opts):
            tax = int(net[opts].min())
            if tax:
                net[opts] -= tax
                total += tax
    return net, total


@njit(cache=True, nogil=True)
def cheapest(a, x, item_at, cost_at, net, st, out, budget):
    """Run Algorithm C$ from the saved state ``st``: DONE at the end, BUDGET after ``budget``
    options, COUNT_LIMIT with a solution in ``out`` (its length, then its options)."""
    n1, llink, rlink, top, ulink, dlink, color, length, live, opt_of_node = a
    phase = st[S_PHASE]
    l = st[S_LEVEL]
    nodes = 0
    while True:
        if phase == C2:
            bound = st[S_BOUND]
            if rlink[0] == 0:
                out[0] = l
                for k in range(l):
                    out[1 + k] = opt_of_node[x[k]]
                st[S_PHASE] = C8
                st[S_LEVEL] = l
                st[S_NODES] += nodes
                return COUNT_LIMIT
            # C3: the live item with fewest options; and the largest least net cost left.
            best = -1
            best_len = 1 << 62
            least = 0
            p = rlink[0]
            while p != 0:
                if length[p] < best_len:
                    best_len = length[p]
                    best = p
                    if best_len == 0:
                        break
                c = net[opt_of_node[dlink[p]]]
                if c > least:
                    least = c
                p = rlink[p]
            if best_len == 0 or cost_at[l] + least >= bound:
                phase = C8
                continue
            live[best] = False
            _cover(best, False, n1, llink, rlink, top, ulink, dlink, color, length, live)
            item_at[l] = best
            x[l] = dlink[best]
            phase = C5
        elif phase == C5:
            i = item_at[l]
            xl = x[l]
            if xl == i or cost_at[l] + net[opt_of_node[xl]] >= st[S_BOUND]:
                _uncover(i, n1, llink, rlink, top, ulink, dlink, color, length)
                live[i] = True
                phase = C8
                continue
            nodes += 1
            _set_live(xl, False, n1, top, ulink, live)
            stop = -1
            part = -1
            p = xl + 1
            while p != xl:
                j = top[p]
                if j <= 0:
                    p = ulink[p]
                else:
                    c = color[p]
                    if c == 0:
                        part = _cover(j, True, n1, llink, rlink, top, ulink, dlink, color, length, live)
                    elif c > 0:
                        part = _purify(p, n1, top, ulink, dlink, color, length, live)
                    if part >= 0:
                        stop = p
                        break
                    p += 1
            if stop >= 0:
                if color[stop] == 0:
                    _uncover_from(top[stop], part, top, ulink, dlink, color, length)
                else:
                    _unpurify_from(stop, part, top, ulink, dlink, color, length)
                _undo_option(stop - 1, xl, n1, llink, rlink, top, ulink, dlink, color, length)
                _set_live(xl, True, n1, top, ulink, live)
                x[l] = dlink[xl]
                continue
            cost_at[l + 1] = cost_at[l] + net[opt_of_node[xl]]
            l += 1
            phase = C2
            if nodes >= budget:
                st[S_PHASE] = phase
                st[S_LEVEL] = l
                st[S_NODES] += nodes
                return BUDGET
        elif phase == C6:
            xl = x[l]
            _undo_option(xl - 1, xl, n1, llink, rlink, top, ulink, dlink, color, length)
            _set_live(xl, True, n1, top, ulink, live)
            x[l] = dlink[xl]
            phase = C5
        else:  # C8
            if l == 0:
                st[S_PHASE] = OVER
                st[S_LEVEL] = 0
                st[S_NODES] += nodes
                return DONE
            l -= 1
            phase = C6


def check_costs_model(model: Model) -> None:
    """Refuse what Algorithm C$ does not take (one line, naming the backends that do)."""
    if model.has_multiplicities:
        raise UnsupportedError("the dlx backend finds the cheapest solutions of models without bounds on "
                               "items (Algorithm C$); use --backend sat or cpsat")
    if model.constraints(SingleLoop):
        raise UnsupportedError("the dlx backend finds the cheapest solutions of models without a single-loop "
                               "constraint; use --backend sat or cpsat")


def best(model: Model, k: int, time_limit: float | None, budget: int) -> tuple[Ranked, int]:
    """The ``k`` cheapest solutions of ``model`` by Algorithm C$, and the options tried."""
    check_costs_model(model)
    deadline = Deadline(time_limit)
    net, tax = taxes(model)
    s = LinksStructure(model, key=net)
    depth = model.n_primary + 1
    cost_at = np.zeros(depth + 1, dtype=np.int64)
    out = np.zeros(depth + 1, dtype=np.int64)
    s.st[S_BOUND] = UNBOUNDED
    kept = Cheapest(k)
    step = min(budget, 4096)
    try:
        while True:
            if deadline.expired():
                return kept.result(Outcome.TIMEOUT), int(s.st[S_NODES])
            t = time.perf_counter()
            code = cheapest(s.arrays, s.levels.x, s.levels.item_at, cost_at, net, s.st, out, step)
            if code == DONE:
                return kept.result(Outcome.COMPLETE), int(s.st[S_NODES])
            if code == COUNT_LIMIT:
                sol = tuple(sorted(int(o) for o in out[1:1 + int(out[0])]))
                kept.offer(sol, tax + int(cost_at[int(out[0])]))
                if kept.bound is not None:
                    s.st[S_BOUND] = kept.bound - tax
            elif code == BUDGET:
                step = next_budget(step, time.perf_counter() - t, budget)
    except KeyboardInterrupt:
        raise kept.interrupted() from None
