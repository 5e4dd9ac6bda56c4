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
of its options), as DLX5 does; and, beyond DLX5, when it plus the sum over the live items of their
least net cost divided by ``kmax`` reaches it, where ``kmax`` is the most primary items an option of
that item has. That sum is a lower bound too: the options that complete a solution cover each live
item once, an option ``o`` covering ``k(o)`` of them, so they cost the sum over the items of
``net(o)/k(o)``, each term at least the item's least net cost over ``kmax`` (rounded down here). Where
every option has one primary item (a word grid: a word per row or column) it is the sum of the
cheapest words still possible in the open slots (a 5×5 rectangle of SGB words: a quarter fewer
nodes than DLX5). And where the chosen item's options have one primary item each, an option is
tried only while its net cost leaves room for the other live items' share of the sum. The kernel
returns at each solution found (the caller keeps the ``k`` cheapest and lowers the bound in the
state vector), after a budget of options, and at the end.

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
from .links import LinksStructure, _hide, _set_live, _unhide
from .state import BUDGET, C2, C5, C6, C8, COUNT_LIMIT, DONE, OVER, S_BOUND, S_LEVEL, S_NODES, S_PHASE

UNBOUNDED = 1 << 62
LOOK = 10
"""An item's affordable options are counted up to this many (DLX5's lenthresh); beyond, its
length stands for them."""


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
def _cover(i, check, thresh, nc, n1, llink, rlink, top, ulink, dlink, color, length, live):
    """Cover item i, hiding only its options whose net cost is under ``thresh`` (its list is in
    order of net cost: the others could not be afforded below, so they may stay). With check,
    stop as soon as a live primary item loses its last option and return the node whose option
    was hidden last (undo with _unhide_to); else return -1."""
    p = dlink[i]
    while p != i and nc[p] < thresh:
        if _hide(p, top, ulink, dlink, color, length, live, n1) and check:
            return p
        p = dlink[p]
    if i <= n1:
        l = llink[i]
        r = rlink[i]
        rlink[l] = r
        llink[r] = l
    return -1


@njit(cache=True, nogil=True)
def _unhide_to(i, last, top, ulink, dlink, color, length):
    """Unhide the options of item i from the top of its list down to node ``last``. Knuth
    (DLX5) observes that undoing in the order of hiding returns the links exactly as well."""
    p = dlink[i]
    while True:
        _unhide(p, top, ulink, dlink, color, length)
        if p == last:
            return
        p = dlink[p]


@njit(cache=True, nogil=True)
def _uncover(i, thresh, nc, n1, llink, rlink, top, ulink, dlink, color, length):
    if i <= n1:
        l = llink[i]
        r = rlink[i]
        rlink[l] = i
        llink[r] = i
    p = dlink[i]
    while p != i and nc[p] < thresh:
        _unhide(p, top, ulink, dlink, color, length)
        p = dlink[p]


@njit(cache=True, nogil=True)
def _purify(p, thresh, nc, n1, top, ulink, dlink, color, length, live):
    """Keep only the options of p's item with p's colour (among those under ``thresh``); like
    _cover, stop early and return the last node handled when a live primary item loses its last
    option, else return -1."""
    c = color[p]
    i = top[p]
    q = dlink[i]
    while q != i and nc[q] < thresh:
        if color[q] == c:
            if q != p:
                color[q] = -1
        elif _hide(q, top, ulink, dlink, color, length, live, n1):
            return q
        q = dlink[q]
    return -1


@njit(cache=True, nogil=True)
def _unpurify(p, thresh, last, nc, top, ulink, dlink, color, length):
    """Undo _purify(p) from the top of the list down to node ``last`` (-1: as far as it went)."""
    c = color[p]
    i = top[p]
    q = dlink[i]
    while q != i and nc[q] < thresh:
        if color[q] < 0:
            color[q] = c
        elif q != p:
            _unhide(q, top, ulink, dlink, color, length)
        if q == last:
            return
        q = dlink[q]


@njit(cache=True, nogil=True)
def _undo_option(p, xl, thresh, nc, n1, llink, rlink, top, ulink, dlink, color, length):
    """Undo what choosing option xl did (under ``thresh``), for its nodes from p back to the
    first one after xl."""
    while p != xl:
        j = top[p]
        if j <= 0:
            p = dlink[p]
        else:
            c = color[p]
            if c == 0:
                _uncover(j, thresh, nc, n1, llink, rlink, top, ulink, dlink, color, length)
            elif c > 0:
                _unpurify(p, thresh, -1, nc, top, ulink, dlink, color, length)
            p -= 1


@njit(cache=True, nogil=True)
def cheapest(a, x, item_at, cost_at, th0, th, rest, nc, kmax, st, out, budget):
    """Run Algorithm C$ from the saved state ``st``: DONE at the end, BUDGET after ``budget``
    options, COUNT_LIMIT with a solution in ``out`` (its length, then its options). ``nc``:
    node -> its option's net cost; ``kmax``: item -> the most primary items of its options;
    ``rest``: per level, the bound on what the items other than the chosen one cost (0 unless
    the chosen item's options have one primary item each);
    ``th0``/``th``: per level, the thresholds under which the chosen item and the chosen
    option's other items were covered (DLX5's coverthresh0 and coverthresh: what a later, lower
    bound does not change)."""
    n1, llink, rlink, top, ulink, dlink, color, length, live, opt_of_node = a
    phase = st[S_PHASE]
    l = st[S_LEVEL]
    nodes = 0
    while True:
        if phase == C2:
            budget_left = st[S_BOUND] - cost_at[l]
            if rlink[0] == 0:
                out[0] = l
                for k in range(l):
                    out[1 + k] = opt_of_node[x[k]]
                st[S_PHASE] = C8
                st[S_LEVEL] = l
                st[S_NODES] += nodes
                return COUNT_LIMIT
            # The sum bound (see the module's docstring): each live item's least net cost over
            # kmax; reached: backtrack. An item none of whose options is affordable: backtrack.
            total = 0
            p = rlink[0]
            while p != 0:
                q = dlink[p]
                if q == p:
                    total = budget_left
                    break
                total += nc[q] // kmax[p]
                p = rlink[p]
            if total >= budget_left:
                phase = C8
                continue
            # C3 as DLX5: the item with fewest options it can afford (counted up to LOOK), ties
            # to the largest least net cost. An option of an item whose options have one primary
            # item is affordable when its net cost and the other items' bound stay under the
            # budget; another, when its net cost does (DLX5).
            best = -1
            best_len = 1 << 62
            best_min = -1
            p = rlink[0]
            while p != 0:
                q = dlink[p]
                least = nc[q]
                cap = budget_left - total + least if kmax[p] == 1 else budget_left
                if least >= cap:
                    best = -1
                    break
                s = 1
                q = dlink[q]
                while q != p and nc[q] < cap:
                    s += 1
                    if s >= LOOK:
                        s = length[p]
                        break
                    q = dlink[q]
                if s < best_len or (s == best_len and least > best_min):
                    best_len = s
                    best = p
                    best_min = least
                p = rlink[p]
            if best < 0:
                phase = C8
                continue
            rest[l] = total - best_min if kmax[best] == 1 else 0
            th0[l] = budget_left - best_min
            live[best] = False
            _cover(best, False, th0[l], nc, n1, llink, rlink, top, ulink, dlink, color, length, live)
            item_at[l] = best
            x[l] = dlink[best]
            phase = C5
        elif phase == C5:
            i = item_at[l]
            xl = x[l]
            if xl == i or cost_at[l] + nc[xl] + rest[l] >= st[S_BOUND]:
                _uncover(i, th0[l], nc, n1, llink, rlink, top, ulink, dlink, color, length)
                live[i] = True
                phase = C8
                continue
            nodes += 1
            t = st[S_BOUND] - cost_at[l] - nc[xl]
            th[l] = t
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
                        part = _cover(j, True, t, nc, n1, llink, rlink, top, ulink, dlink, color, length, live)
                    elif c > 0:
                        part = _purify(p, t, nc, n1, top, ulink, dlink, color, length, live)
                    if part >= 0:
                        stop = p
                        break
                    p += 1
            if stop >= 0:
                if color[stop] == 0:
                    _unhide_to(top[stop], part, top, ulink, dlink, color, length)
                else:
                    _unpurify(stop, t, part, nc, top, ulink, dlink, color, length)
                _undo_option(stop - 1, xl, t, nc, n1, llink, rlink, top, ulink, dlink, color, length)
                _set_live(xl, True, n1, top, ulink, live)
                x[l] = dlink[xl]
                continue
            cost_at[l + 1] = cost_at[l] + nc[xl]
            l += 1
            phase = C2
            if nodes >= budget:
                st[S_PHASE] = phase
                st[S_LEVEL] = l
                st[S_NODES] += nodes
                return BUDGET
        elif phase == C6:
            xl = x[l]
            _undo_option(xl - 1, xl, th[l], nc, n1, llink, rlink, top, ulink, dlink, color, length)
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


def most_primary(model: Model) -> np.ndarray:
    """Item (numbered from 1, as in the links) -> the most primary items an option of it has (1
    for an item without options)."""
    start, item, _ = model.arrays()
    n1 = model.n_primary
    opt = np.repeat(np.arange(model.n_options, dtype=np.int64), np.diff(start))
    prim = item < n1
    k = np.bincount(opt[prim], minlength=model.n_options)
    kmax = np.ones(n1 + 1, dtype=np.int64)
    np.maximum.at(kmax, item[prim] + 1, k[opt[prim]])
    return kmax


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
    opt_of_node = s.arrays.opt_of_node
    nc = np.zeros(len(opt_of_node), dtype=np.int64)  # node -> its option's net cost
    nc[opt_of_node >= 0] = net[opt_of_node[opt_of_node >= 0]]
    th0 = np.zeros(depth + 1, dtype=np.int64)
    th = np.zeros(depth + 1, dtype=np.int64)
    rest = np.zeros(depth + 1, dtype=np.int64)
    kmax = most_primary(model)
    kept = Cheapest(k)
    step = min(budget, 4096)
    try:
        while True:
            if deadline.expired():
                return kept.result(Outcome.TIMEOUT), int(s.st[S_NODES])
            t = time.perf_counter()
            code = cheapest(s.arrays, s.levels.x, s.levels.item_at, cost_at, th0, th, rest, nc, kmax, s.st, out,
                            step)
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
