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
tried only while its net cost leaves room for the other live items' share of the sum.

The sum bound is also kept up to date while an option's items are covered and purified: when a
hide takes the cheapest option of a live item, that item's share rises to its next option's, and
the option is given up as soon as the sum reaches what is left of the budget, before the rest of
its items are covered (as Algorithm C gives up an option that leaves an item without options).
On a 5×5 rectangle of SGB words most options that are tried end that way, after a fraction of
their updates; DLX5 covers them fully and then backtracks.

The kernel returns at each solution found (the caller keeps the ``k`` cheapest and lowers the
bound in the state vector), after a budget of options, and at the end. Models with bounds on
items (multiplicities) or a single-loop constraint are refused. The operations are the links
engine's (:mod:`.links`) on node records, with thresholds and the running sum bound.
"""

from __future__ import annotations

import time
from typing import NamedTuple

import numpy as np
from numba import njit

from ...errors import UnsupportedError
from ...model import Model
from ..base import COST_CEILING, Cheapest, Deadline, Outcome, Ranked, check_cost_sums, next_budget
from .links import LinksStructure
from .state import (BUDGET, C2, C5, C6, C8, COUNT_LIMIT, DONE, OVER, S_BOUND, S_LEVEL, S_NODES, S_PHASE,
                    STATE_SIZE)

UNBOUNDED = COST_CEILING  # above every net cost a solution can have
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


# The engine works on node records: row q of ``nd`` is node q's (up, down, item, colour), so
# that a step along a list or an option reads one record (a word of each of four arrays cost a
# quarter more time: 11.8 s against 9.0 s on the 10 cheapest SGB rectangles). The records are
# unsigned (uint32): an index read from them is known to be nonnegative, so the compiled code
# does not test it for Python's negative indexing at every step (7.5 s → 5.6 s there). So a
# spacer's item is 0 and a colour is stored plus one: AWAY for an option purified away
# (Algorithm C's -1), PLAIN for an uncoloured node, above it for a colour.
U, D, TOP, COLOR = 0, 1, 2, 3
AWAY, PLAIN = 0, 1
MAX_NODES = 2 ** 32 - 1


class CostLinks(NamedTuple):
    """The links of a model for Algorithm C$ (nodes 1..n are item headers, 0 the root)."""

    n1: int                   # primary items
    llink: np.ndarray         # the circular list of active primary items
    rlink: np.ndarray
    nd: np.ndarray            # node -> (up, down, item, colour + 1), uint32; a spacer's item is 0
    length: np.ndarray        # primary item -> options in its list (secondary: not kept)
    live: np.ndarray          # item -> not yet covered by the current choice
    opt_of_node: np.ndarray   # node -> option index (-1 for headers and spacers)
    nc: np.ndarray            # node -> its option's net cost
    share: np.ndarray         # primary node -> its net cost // kmax of its item (others 0)
    kmax: np.ndarray          # item -> the most primary items an option of it has


class CostLevels(NamedTuple):
    x: np.ndarray             # level -> the node of the option being tried
    item_at: np.ndarray       # level -> the item chosen
    cost_at: np.ndarray       # level -> the net cost of the options chosen above it
    th0: np.ndarray           # level -> the threshold the chosen item was covered under
    th: np.ndarray            # level -> the threshold the chosen option's other items were covered under
    rest: np.ndarray          # level -> the bound on the other items' cost (see cheapest)


@njit(cache=True, nogil=True)
def _hide(p, nd, length, live, n1, share, acc):
    """Hide the option of node p. True when it leaves a live primary item without options or
    raises the sum bound ``acc[0]`` (kept up to date: a live item whose cheapest option goes
    now costs its next one's share) to the limit ``acc[1]``."""
    dead = False
    q = p + 1
    while q != p:
        x = nd[q, TOP]
        if x <= 0:
            q = nd[q, U]
        else:
            if nd[q, COLOR] != AWAY:
                u = nd[q, U]
                d = nd[q, D]
                nd[u, D] = d
                nd[d, U] = u
                if x <= n1:
                    length[x] -= 1
                    if u == x and live[x]:
                        if d == x:
                            dead = True
                        else:
                            acc[0] += share[d] - share[q]
                            if acc[0] >= acc[1]:
                                dead = True
            q += 1
    return dead


@njit(cache=True, nogil=True)
def _unhide(p, nd, length, n1):
    q = p - 1
    while q != p:
        x = nd[q, TOP]
        if x <= 0:
            q = nd[q, D]
        else:
            if nd[q, COLOR] != AWAY:
                u = nd[q, U]
                d = nd[q, D]
                nd[u, D] = q
                nd[d, U] = q
                if x <= n1:
                    length[x] += 1
            q -= 1


@njit(cache=True, nogil=True)
def _cover(i, check, thresh, a, acc):
    """Cover item i, hiding only its options whose net cost is under ``thresh`` (its list is in
    order of net cost: the others could not be afforded below, so they may stay). With check,
    stop as soon as _hide says the option chosen cannot lead under the bound, and return the
    node whose option was hidden last (undo with _unhide_to); else return -1."""
    nd = a.nd
    nc = a.nc
    p = nd[i, D]
    while p != i and nc[p] < thresh:
        if _hide(p, nd, a.length, a.live, a.n1, a.share, acc) and check:
            return p
        p = nd[p, D]
    if i <= a.n1:
        l = a.llink[i]
        r = a.rlink[i]
        a.rlink[l] = r
        a.llink[r] = l
    return -1


@njit(cache=True, nogil=True)
def _unhide_to(i, last, a):
    """Unhide the options of item i from the top of its list down to node ``last``. Knuth
    (DLX5) observes that undoing in the order of hiding returns the links exactly as well."""
    nd = a.nd
    p = nd[i, D]
    while True:
        _unhide(p, nd, a.length, a.n1)
        if p == last:
            return
        p = nd[p, D]


@njit(cache=True, nogil=True)
def _uncover(i, thresh, a):
    if i <= a.n1:
        l = a.llink[i]
        r = a.rlink[i]
        a.rlink[l] = i
        a.llink[r] = i
    nd = a.nd
    nc = a.nc
    p = nd[i, D]
    while p != i and nc[p] < thresh:
        _unhide(p, nd, a.length, a.n1)
        p = nd[p, D]


@njit(cache=True, nogil=True)
def _purify(p, thresh, a, acc):
    """Keep only the options of p's item with p's colour (among those under ``thresh``); like
    _cover, stop early and return the last node handled, else return -1."""
    nd = a.nd
    nc = a.nc
    c = nd[p, COLOR]
    i = nd[p, TOP]
    q = nd[i, D]
    while q != i and nc[q] < thresh:
        if nd[q, COLOR] == c:
            if q != p:
                nd[q, COLOR] = AWAY
        elif _hide(q, nd, a.length, a.live, a.n1, a.share, acc):
            return q
        q = nd[q, D]
    return -1


@njit(cache=True, nogil=True)
def _unpurify(p, thresh, last, a):
    """Undo _purify(p) from the top of the list down to node ``last`` (-1: as far as it went)."""
    nd = a.nd
    nc = a.nc
    c = nd[p, COLOR]
    i = nd[p, TOP]
    q = nd[i, D]
    while q != i and nc[q] < thresh:
        if nd[q, COLOR] == AWAY:
            nd[q, COLOR] = c
        elif q != p:
            _unhide(q, nd, a.length, a.n1)
        if q == last:
            return
        q = nd[q, D]


@njit(cache=True, nogil=True)
def _undo_option(p, xl, thresh, a):
    """Undo what choosing option xl did (under ``thresh``), for its nodes from p back to the
    first one after xl."""
    nd = a.nd
    while p != xl:
        j = nd[p, TOP]
        if j <= 0:
            p = nd[p, D]
        else:
            c = nd[p, COLOR]
            if c == PLAIN:
                _uncover(j, thresh, a)
            elif c > PLAIN:
                _unpurify(p, thresh, -1, a)
            p -= 1


@njit(cache=True, nogil=True)
def _set_live(xl, value, a):
    """Mark the primary items of option xl (other than xl's own item) live or not."""
    nd = a.nd
    p = xl + 1
    while p != xl:
        j = nd[p, TOP]
        if j <= 0:
            p = nd[p, U]
        else:
            if j <= a.n1:
                a.live[j] = value
            p += 1


@njit(cache=True, nogil=True)
def cheapest(a, lv, st, out, acc, budget):
    """Run Algorithm C$ from the saved state ``st``: DONE at the end, BUDGET after ``budget``
    options, COUNT_LIMIT with a solution in ``out`` (its length, then its options). ``rest``:
    per level, the bound on what the items other than the chosen one cost (0 unless the chosen
    item's options have one primary item each); ``th0``/``th``: per level, the thresholds
    under which the chosen item and the chosen option's other items were covered (DLX5's
    coverthresh0 and coverthresh: what a later, lower bound does not change); ``acc``: the sum
    bound while an option's items are covered, and its limit."""
    n1, llink, rlink, nd, length, live, opt_of_node, nc, share, kmax = a
    x, item_at, cost_at, th0, th, rest = lv
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
                q = nd[p, D]
                if q == p:
                    total = budget_left
                    break
                total += share[q]
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
                q = nd[p, D]
                least = nc[q]
                cap = budget_left - total + least if kmax[p] == 1 else budget_left
                if least >= cap:
                    best = -1
                    break
                s = 1
                q = nd[q, D]
                while q != p and nc[q] < cap:
                    s += 1
                    if s >= LOOK:
                        s = length[p]
                        break
                    q = nd[q, D]
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
            _cover(best, False, th0[l], a, acc)
            item_at[l] = best
            x[l] = nd[best, D]
            phase = C5
        elif phase == C5:
            i = item_at[l]
            xl = x[l]
            if xl == i or cost_at[l] + nc[xl] + rest[l] >= st[S_BOUND]:
                _uncover(i, th0[l], a)
                live[i] = True
                phase = C8
                continue
            t = st[S_BOUND] - cost_at[l] - nc[xl]
            _set_live(xl, False, a)
            # The sum bound over the items still live once xl is chosen; it rises as xl's items
            # are covered and purified, and xl is given up as soon as it reaches t.
            total = 0
            p = rlink[0]
            while p != 0:
                if live[p]:
                    q = nd[p, D]
                    if q == p:
                        total = t
                        break
                    total += share[q]
                p = rlink[p]
            if total >= t:
                _set_live(xl, True, a)
                x[l] = nd[xl, D]
                continue
            nodes += 1
            acc[0] = total
            acc[1] = t
            th[l] = t
            stop = -1
            part = -1
            p = xl + 1
            while p != xl:
                j = nd[p, TOP]
                if j <= 0:
                    p = nd[p, U]
                else:
                    c = nd[p, COLOR]
                    if c == PLAIN:
                        part = _cover(j, True, t, a, acc)
                    elif c > PLAIN:
                        part = _purify(p, t, a, acc)
                    if part >= 0:
                        stop = p
                        break
                    p += 1
            if stop >= 0:
                if nd[stop, COLOR] == PLAIN:
                    _unhide_to(nd[stop, TOP], part, a)
                else:
                    _unpurify(stop, t, part, a)
                _undo_option(stop - 1, xl, t, a)
                _set_live(xl, True, a)
                x[l] = nd[xl, D]
                if nodes >= budget:
                    st[S_PHASE] = C5
                    st[S_LEVEL] = l
                    st[S_NODES] += nodes
                    return BUDGET
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
            _undo_option(xl - 1, xl, th[l], a)
            _set_live(xl, True, a)
            x[l] = nd[xl, D]
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
    searched = next((sc for sc in model.side_constraints if not sc.implied), None)
    if searched is not None:
        raise UnsupportedError(f"the dlx backend finds the cheapest solutions of models without a {searched.name} "
                               "constraint; use --backend sat or cpsat")
    check_cost_sums(model, "dlx")


def cost_links(model: Model, net: np.ndarray) -> CostLinks:
    """The links of ``model`` as node records, each item's options listed by net cost."""
    size = model.n_items + 2 + len(model.occ_item) + model.n_options
    if size > MAX_NODES:
        raise UnsupportedError(f"the dlx backend finds the cheapest solutions of models of up to {MAX_NODES:,} "
                               f"nodes, not {size:,}; use --backend sat or cpsat")
    s = LinksStructure(model, key=net).arrays
    nd = np.empty((size, 4), dtype=np.uint32)
    nd[:, U] = s.ulink
    nd[:, D] = s.dlink
    nd[:, TOP] = np.maximum(s.top, 0)
    nd[:, COLOR] = s.color + PLAIN
    opt_of_node = s.opt_of_node
    on = opt_of_node >= 0
    nc = np.zeros(size, dtype=np.int64)
    nc[on] = net[opt_of_node[on]]
    kmax = most_primary(model)
    share = np.zeros(size, dtype=np.int64)
    prim = on & (s.top <= s.n1)
    share[prim] = nc[prim] // kmax[s.top[prim]]
    return CostLinks(s.n1, s.llink, s.rlink, nd, s.length, s.live, opt_of_node, nc, share, kmax)


def best(model: Model, k: int, time_limit: float | None, budget: int) -> tuple[Ranked, int]:
    """The ``k`` cheapest solutions of ``model`` by Algorithm C$, and the options tried."""
    check_costs_model(model)
    deadline = Deadline(time_limit)
    net, tax = taxes(model)
    a = cost_links(model, net)
    depth = model.n_primary + 1
    lv = CostLevels(*(np.zeros(depth + 1, dtype=np.int64) for _ in CostLevels._fields))
    st = np.zeros(STATE_SIZE, dtype=np.int64)
    st[S_PHASE] = C2
    st[S_BOUND] = UNBOUNDED
    out = np.zeros(depth + 1, dtype=np.int64)
    acc = np.zeros(2, dtype=np.int64)
    kept = Cheapest(k)
    step = min(budget, 4096)
    try:
        while True:
            if deadline.expired():
                return kept.result(Outcome.TIMEOUT), int(st[S_NODES])
            t = time.perf_counter()
            code = cheapest(a, lv, st, out, acc, step)
            if code == DONE:
                return kept.result(Outcome.COMPLETE), int(st[S_NODES])
            if code == COUNT_LIMIT:
                sol = tuple(sorted(int(o) for o in out[1:1 + int(out[0])]))
                kept.offer(sol, tax + int(lv.cost_at[int(out[0])]))
                if kept.bound is not None:
                    st[S_BOUND] = kept.bound - tax
            elif code == BUDGET:
                step = next_budget(step, time.perf_counter() - t, budget)
    except KeyboardInterrupt:
        raise kept.interrupted() from None
