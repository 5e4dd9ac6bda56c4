"""The dlx backend's dancing-links engine: Knuth's Algorithm C as in DLX2, compiled by numba.

Item headers with a circular list of active primary items, and option nodes with TOP, ULINK,
DLINK and COLOR; spacers between options. The choice of item is minimum remaining values (first
item on ties). A choice stops as soon as it leaves a live primary item without options, and undoes
exactly what it did. The same search as the sparse-set engine (:mod:`.cells`) with propagation and
lookahead off, but for the order of forced moves (cells takes items left with one option from a
stack, as SSXCC does): two searches on different structures, so each checks the other's counts.

The mirrored pairs (``_hide``/``_unhide``, ``cover``/``uncover``, ``purify``/``unpurify_from``)
follow Algorithm C's steps and stay separate functions on purpose: each undoes the other in reverse
order, and folding them into one parametrised loop would put a branch on the hot path. They are
the links' public part (without the underscore): the zdd kernel (:mod:`..zdd.kernel`) searches
with them too.

The kernel is a resumable state machine (see :mod:`.state`); its arguments are named tuples:
:class:`LinksArrays` (the links, changed in place), :class:`Levels` (per level of the search) and
the single-loop hook's :class:`~.loop.LoopArrays`.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
from numba import njit

from ...model import Model
from .loop import edge_on, loop_arrays, undo_trail
from .state import (BUDGET, BUFFER_FULL, C2, C5, C6, C8, COUNT_LIMIT, DONE, OVER, S_CLOSED, S_COUNT,
                    S_LEVEL, S_NODES, S_OUT, S_PHASE, S_TRAIL, STATE_SIZE, Structure)


class LinksArrays(NamedTuple):
    """The dancing links of a model (nodes 1..n are item headers, 0 the root)."""

    n1: int                   # primary items
    llink: np.ndarray         # the circular list of active primary items
    rlink: np.ndarray
    top: np.ndarray           # node -> its item (a spacer: minus the option's number)
    ulink: np.ndarray
    dlink: np.ndarray
    color: np.ndarray         # node -> colour id (0 none, -1 purified away)
    length: np.ndarray        # item -> active options
    live: np.ndarray          # item -> not yet covered by the current choice
    opt_of_node: np.ndarray   # node -> option index (-1 for headers and spacers)


class Levels(NamedTuple):
    x: np.ndarray             # level -> the node of the option being tried
    item_at: np.ndarray       # level -> the item chosen
    tmark: np.ndarray         # level -> the loop trail's mark


@njit(cache=True, nogil=True)
def _hide(p, top, ulink, dlink, color, length, live, n1):
    """Hide the option of node p; True when it leaves a live primary item without options."""
    dead = False
    q = p + 1
    while q != p:
        x = top[q]
        u = ulink[q]
        d = dlink[q]
        if x <= 0:
            q = u
        else:
            if color[q] >= 0:
                dlink[u] = d
                ulink[d] = u
                length[x] -= 1
                if length[x] == 0 and x <= n1 and live[x]:
                    dead = True
            q += 1
    return dead


@njit(cache=True, nogil=True)
def _unhide(p, top, ulink, dlink, color, length):
    q = p - 1
    while q != p:
        x = top[q]
        u = ulink[q]
        d = dlink[q]
        if x <= 0:
            q = d
        else:
            if color[q] >= 0:
                dlink[u] = q
                ulink[d] = q
                length[x] += 1
            q -= 1


@njit(cache=True, nogil=True)
def cover(i, check, n1, llink, rlink, top, ulink, dlink, color, length, live):
    """Cover item i. With check, stop as soon as a live primary item loses its last option and
    return the node whose option was hidden last (undo with uncover_from); else return -1."""
    p = dlink[i]
    while p != i:
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
def uncover_from(i, p, top, ulink, dlink, color, length):
    """Unhide the options of item i from node p up to the header."""
    while p != i:
        _unhide(p, top, ulink, dlink, color, length)
        p = ulink[p]


@njit(cache=True, nogil=True)
def uncover(i, n1, llink, rlink, top, ulink, dlink, color, length):
    if i <= n1:
        l = llink[i]
        r = rlink[i]
        rlink[l] = i
        llink[r] = i
    uncover_from(i, ulink[i], top, ulink, dlink, color, length)


@njit(cache=True, nogil=True)
def purify(p, n1, top, ulink, dlink, color, length, live):
    """Keep only the options of p's item with p's colour; like cover, stop early (returning the
    last node handled) when a live primary item loses its last option, else return -1."""
    c = color[p]
    i = top[p]
    q = dlink[i]
    while q != i:
        if color[q] == c:
            if q != p:
                color[q] = -1
        elif _hide(q, top, ulink, dlink, color, length, live, n1):
            return q
        q = dlink[q]
    return -1


@njit(cache=True, nogil=True)
def unpurify_from(p, q, top, ulink, dlink, color, length):
    """Undo purify(p) from node q up to the header."""
    c = color[p]
    i = top[p]
    while q != i:
        if color[q] < 0:
            color[q] = c
        elif q != p:
            _unhide(q, top, ulink, dlink, color, length)
        q = ulink[q]


@njit(cache=True, nogil=True)
def undo_option(p, xl, n1, llink, rlink, top, ulink, dlink, color, length):
    """Undo what choosing option xl did, for its nodes from p back to the first one after xl."""
    while p != xl:
        j = top[p]
        if j <= 0:
            p = dlink[p]
        else:
            c = color[p]
            if c == 0:
                uncover(j, n1, llink, rlink, top, ulink, dlink, color, length)
            elif c > 0:
                unpurify_from(p, ulink[j], top, ulink, dlink, color, length)
            p -= 1


@njit(cache=True, nogil=True)
def set_live(xl, value, n1, top, ulink, live):
    """Mark the primary items of option xl (other than xl's own item) live or not."""
    p = xl + 1
    while p != xl:
        j = top[p]
        if j <= 0:
            p = ulink[p]
        else:
            if j <= n1:
                live[j] = value
            p += 1


@njit(cache=True, nogil=True)
def search(a, lv, lp, st, out, record, count_limit, budget):
    """Run Algorithm C from the saved state ``st``; returns a code of :mod:`.state`."""
    # Named tuples unpacked once: the body works on plain arrays, as numba compiles best.
    n1, llink, rlink, top, ulink, dlink, color, length, live, opt_of_node = a
    x, item_at, tmark = lv
    edge_of_item, on_colour, eu, ev = lp.edge_of_item, lp.on_colour, lp.eu, lp.ev
    mate, plen, deg, trail = lp.mate, lp.plen, lp.deg, lp.trail
    phase = st[S_PHASE]
    l = st[S_LEVEL]
    has_loop = edge_of_item.shape[0] > 0
    nodes = 0
    while True:
        if phase == C2:
            if rlink[0] == 0:
                phase = C8
                if has_loop and st[S_CLOSED] == 0:
                    continue
                st[S_COUNT] += 1
                if record:
                    o = st[S_OUT]
                    out[o] = l
                    for k in range(l):
                        out[o + 1 + k] = opt_of_node[x[k]]
                    st[S_OUT] = o + 1 + l
                if count_limit > 0 and st[S_COUNT] >= count_limit:
                    st[S_PHASE] = phase
                    st[S_LEVEL] = l
                    return COUNT_LIMIT
                if record and st[S_OUT] + n1 + 1 > out.shape[0]:
                    st[S_PHASE] = phase
                    st[S_LEVEL] = l
                    return BUFFER_FULL
                continue
            # C3: the active primary item with fewest options (first on ties).
            best = -1
            best_len = 1 << 62
            p = rlink[0]
            while p != 0:
                if length[p] < best_len:
                    best_len = length[p]
                    best = p
                    if best_len == 0:
                        break
                p = rlink[p]
            if best_len == 0:
                phase = C8
                continue
            live[best] = False
            cover(best, False, n1, llink, rlink, top, ulink, dlink, color, length, live)
            item_at[l] = best
            x[l] = dlink[best]
            phase = C5
        elif phase == C5:
            i = item_at[l]
            xl = x[l]
            if xl == i:
                uncover(i, n1, llink, rlink, top, ulink, dlink, color, length)
                live[i] = True
                phase = C8
                continue
            nodes += 1
            tmark[l] = st[S_TRAIL]  # the loop trail's mark for this level
            set_live(xl, False, n1, top, ulink, live)
            # C5 with an early exit: stop at the first node whose cover or purify leaves a live
            # primary item without options (or whose edge breaks the loop), then undo exactly
            # what was done: the stopped operation up to `part`, then the nodes before it.
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
                        part = cover(j, True, n1, llink, rlink, top, ulink, dlink, color, length, live)
                        if part >= 0:
                            stop = p
                            break
                    elif c > 0:
                        part = purify(p, n1, top, ulink, dlink, color, length, live)
                        if part >= 0:
                            stop = p
                            break
                        if has_loop and c == on_colour and edge_of_item[j] >= 0:
                            if not edge_on(edge_of_item[j], eu, ev, mate, plen, deg, trail, st):
                                stop = p
                                break
                    p += 1
            if stop >= 0:
                if has_loop:
                    undo_trail(tmark[l], mate, plen, deg, trail, st)
                if part < 0:  # the node's operation completed: undo it with the others
                    undo_option(stop, xl, n1, llink, rlink, top, ulink, dlink, color, length)
                else:
                    if color[stop] == 0:
                        uncover_from(top[stop], part, top, ulink, dlink, color, length)
                    else:
                        unpurify_from(stop, part, top, ulink, dlink, color, length)
                    undo_option(stop - 1, xl, n1, llink, rlink, top, ulink, dlink, color, length)
                set_live(xl, True, n1, top, ulink, live)
                x[l] = dlink[xl]
                continue
            l += 1
            phase = C2
            if nodes >= budget:
                st[S_PHASE] = phase
                st[S_LEVEL] = l
                st[S_NODES] += nodes
                return BUDGET
        elif phase == C6:
            xl = x[l]
            if has_loop:
                undo_trail(tmark[l], mate, plen, deg, trail, st)
            undo_option(xl - 1, xl, n1, llink, rlink, top, ulink, dlink, color, length)
            set_live(xl, True, n1, top, ulink, live)
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



class LinksStructure(Structure):
    """The dancing-links arrays of a model, ready for :func:`search`; ``loop`` is the model's
    single-loop constraint, if any (the backend checks that there is at most one)."""

    def __init__(self, model: Model, loop=None, key: np.ndarray | None = None) -> None:
        """``key``: option -> a number; each item's options are listed by it (ties in option
        order), instead of in option order."""
        n = model.n_items
        n1 = model.n_primary
        n_opt = model.n_options
        occ_item = np.asarray(model.occ_item, dtype=np.int64)
        occ_colour = np.asarray(model.occ_colour, dtype=np.int64)
        starts = np.asarray(model.opt_start, dtype=np.int64)
        n_occ = len(occ_item)
        size = n + 2 + n_occ + n_opt
        top = np.zeros(size, dtype=np.int64)
        ulink = np.zeros(size, dtype=np.int64)
        dlink = np.zeros(size, dtype=np.int64)
        color = np.zeros(size, dtype=np.int64)
        opt_of_node = np.full(size, -1, dtype=np.int64)
        length = np.zeros(n + 1, dtype=np.int64)
        # Option nodes: occurrence t of option o sits at node n + 2 + t + o.
        opt_index = np.repeat(np.arange(n_opt, dtype=np.int64), np.diff(starts))
        node = n + 2 + np.arange(n_occ, dtype=np.int64) + opt_index
        top[node] = occ_item + 1
        color[node] = occ_colour
        opt_of_node[node] = opt_index
        # Spacers: before option o at n + 1 + starts[o] + o; one more after the last option.
        spacer = n + 1 + starts + np.arange(n_opt + 1, dtype=np.int64)
        top[spacer] = -np.arange(n_opt + 1, dtype=np.int64)
        first = spacer[:-1] + 1
        last = spacer[1:] - 1
        ulink[spacer[1:]] = first
        dlink[spacer[:-1]] = last
        # Vertical lists, in option order within each item.
        order = np.argsort(occ_item, kind="stable") if key is None else np.lexsort((key[opt_index], occ_item))
        sorted_nodes = node[order]
        sorted_items = occ_item[order] + 1
        np.add.at(length, sorted_items, 1)
        heads = np.arange(n + 1, dtype=np.int64)
        ulink[heads] = heads
        dlink[heads] = heads
        if n_occ:
            same_next = np.append(sorted_items[1:] == sorted_items[:-1], False)
            same_prev = np.concatenate(([False], sorted_items[1:] == sorted_items[:-1]))
            nxt = np.where(same_next, np.roll(sorted_nodes, -1), sorted_items)
            prv = np.where(same_prev, np.roll(sorted_nodes, 1), sorted_items)
            dlink[sorted_nodes] = nxt
            ulink[sorted_nodes] = prv
            is_first = ~same_prev
            is_last = ~same_next
            dlink[sorted_items[is_first]] = sorted_nodes[is_first]
            ulink[sorted_items[is_last]] = sorted_nodes[is_last]
        # The circular list of primary items, root 0.
        llink = np.zeros(n1 + 2, dtype=np.int64)
        rlink = np.zeros(n1 + 2, dtype=np.int64)
        ring = np.arange(n1 + 1, dtype=np.int64)
        rlink[: n1 + 1] = np.roll(ring, -1)
        llink[: n1 + 1] = np.roll(ring, 1)
        live = np.ones(n + 1, dtype=np.bool_)
        self.arrays = LinksArrays(n1, llink, rlink, top, ulink, dlink, color, length, live, opt_of_node)
        depth = n1 + 1
        self.levels = Levels(*(np.zeros(depth, dtype=np.int64) for _ in range(3)))
        self.st = np.zeros(STATE_SIZE, dtype=np.int64)
        self.st[S_PHASE] = C2
        self.loop = loop_arrays(loop, n, offset=1)

    def run(self, out: np.ndarray, record: bool, count_limit: int, budget: int) -> int:
        return search(self.arrays, self.levels, self.loop, self.st, out, record, count_limit, budget)

    probes = 0  # no lookahead
