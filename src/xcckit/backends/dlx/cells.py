"""Algorithm C on sparse sets ("dancing cells", TAOCP 7.2.2.3), compiled by numba.

The same search as the dancing-links kernel in :mod:`.links` (Algorithm C, exact cover with
colours, minimum remaining values with ties to the first item; forced moves below), on a
different data structure; this is the dlx backend's default engine. Each item owns a segment of one
array holding the nodes of its options, after a header with its size; the first ``size`` cells of
the segment are the options still active for the item, and each node's row gives its place.
Removing a node swaps it with the last active one and shrinks the size; the active items are two
more sparse sets (primary, secondary). As in Knuth's SSXCC, an item is named by the place of its
header, so that what a removal reads is in two cache lines (the node's row; the item's header,
size and last active node), which took a fifth off the time of the packings (docs/benchmarks.md).
Backtracking is cheap: a sparse set whose size comes back holds the same members again (in another
order), so nothing is unlinked node by node as dancing links must. The sizes come back from a
trail, kept one of three ways, each in a kernel of its own (:attr:`CellsStructure.trail`): an
item's old size once per operation, found by a stamp (every model); every removal's old size
(:data:`search_push`); or, as in SSXCC, every active item's size saved where a level branches and
nothing in the hiding (:data:`search_snap`, the default where nothing but the search works on the
sets and secondary items are few: the packings 0.83x the stamps' time).

Forced moves (as in Knuth's SSXCC): a primary item still active that a hiding leaves with one
option goes on a force stack, and so does each item of one option that the pass for the item with
fewest options meets; the next levels take their items from the stack (skipping those no longer
active) without a pass over the active items, and the stack is emptied whenever an option is
undone. On a sudoku most levels are such moves, and the pass was half the time. So the choice is
the item with fewest options, ties going to the first in item order, except among items left with
one option, taken in the stack's order; the dancing-links engine visits the same nodes where no
two items are left with one option at once.

Choosing option x of item i: the other items of x leave the active sets first; then each of them
hides its options (all of them for a primary or uncoloured item, those of another colour for a
coloured one). Hiding an option removes its nodes from the sets of the items that were active when x
was chosen. The choice fails at once when a primary item that is still active loses its last
option, and the trail undoes it. Options of the chosen item are tried in the order of its set.

Propagation (``propagate=True``; the backend turns it on for models with a single-loop
constraint): after each choice, (1) an active primary item whose remaining options all give an
active secondary item the same colour fixes that colour at once (the item leaves the active set and
the options of other colours are hidden, as choosing one of those options would do), close to what
unit propagation does in a SAT solver on slitherlink's dots and clues; (2) when an edge joins the
two ends of one path while edges outside that path are on, the options that would turn it on are
hidden (it would close a loop too soon). Both run to a fixed point, on the same trail. The engines
then no longer visit the same nodes; the counts are the same (tested).

Lookahead (``lookahead=k``, k > 0; the backend uses k = 2 for models with a single-loop
constraint): when no active primary item has fewer than two options, a sweep probes the items
with 2 to k options, in circular item order from where the last sweep stopped. A probe is an
ordinary level of the search that chooses one option (with its propagation) and is undone at once,
so it needs no code of its own. The first item one of whose options fails becomes the choice (the
failing option is tried again for real and fails at once). When every option of an item passes,
the colours they all give the same secondary item are implied: they are fixed at once (as
propagation (1) fixes a colour, then propagation runs from there) and a new sweep begins, so the
probes go on to a fixed point (phase CP, with S_PMODE 2). When every probe passes and none
agree, the choice is the usual minimum-remaining-values one. Apart from those implied colours,
which every solution below the node has, lookahead changes only which item is chosen, never what
is counted. Plain depth-first search
on a big slitherlink piles up choices in independent regions, and a failure met late under one of
them is met again under each of the others; the probes meet most such failures where they arise.
S_NODES counts the options tried for real, S_PROBES those probed.

Nodes are occurrence numbers (the flat occurrence arrays of the model); a level records the item it
chose and the position of the option in that item's frozen segment. The kernel is a resumable state
machine with the same return codes, state slots and solution buffer as the dancing-links kernel
(:mod:`.state`), and the same single-loop hook (:mod:`.loop`). Its arguments are named tuples:
:class:`CellsArrays` (the model, read only), :class:`Sets` (the sparse sets and their trail),
:class:`Levels` (per level of the search), :class:`Scratch` (the lookahead's) and the loop's
:class:`~.loop.LoopArrays`; the kernel unpacks them once into plain arrays.

Subproblems (:meth:`CellsStructure.restart`): the first S_FORCED levels choose the given options
(each the only option tried at its level), and with S_DEPTH >= 0 the search stops at that level and
reports each node there as a solution (a leaf of the cut tree), so that the leaves, forced in turn,
partition the search; several threads count such subproblems (:mod:`.backend`).
"""

from __future__ import annotations

import types
from typing import NamedTuple

import numpy as np
from numba import njit

from ...model import Model
from .loop import edge_on, loop_arrays, undo_trail
from .regions import region_arrays, regions_ok
from .state import (BUDGET, BUFFER_FULL, C2, C5, C6, C8, COUNT_LIMIT, CP, DONE, OVER, S_AID, S_CLOSED,
                    S_COUNT, S_LEVEL, S_NIMP, S_NODES, S_OUT, S_PHASE, S_PLEFT, S_PLEN,
                    S_PMODE, S_PNEXT, S_PROBES, S_SLEN, S_STAMP, S_TOTAL, S_TP,
                    S_TRAIL, STATE_SIZE, S_DEPTH, S_FORCED, S_NFORCE, Structure)

# (Propagation has a phase of its own, CP, after the option step C5, rather than running inside
# it: nested one level deeper, under numba, C5's loops made the search of the 5x5 word rectangles
# 1.8x slower, measured.)

# Every index array is unsigned: numba checks signed indices for negative values (wraparound) on
# every access, which costs a third of the search time here. Constants keep arithmetic unsigned.
U = np.uint32
U0 = np.uint32(0)
U1 = np.uint32(1)
U2 = np.uint32(2)
U3 = np.uint32(3)
U4 = np.uint32(4)
UH = np.uint32(4)  # an item's header: its place, size, stamp and number
NONE = np.uint32(0xFFFFFFFF)  # no item
# Each kernel's constants (bound otherwise in the variants below, compiled from the same code):
PUSH_ALL = False  # search_push: the trail takes every removal's old size (search: a stamp's)
SNAP = False  # search_snap: no trail in the hiding; a level that branches saves every active size
PLAIN = False  # search_plain, _push, _snap: no propagation, lookahead, loop or graph constraint
PUSH_NODES = 50  # search_push for models whose primary items have at most so many nodes each, on average
SNAP_ENTRIES = 1 << 22  # search_snap where its trail needs at most so many entries
SNAP_SECONDARY = 2  # ... and where there are at most so many secondary items per primary one
STAMPS = np.uint64(1 << 31)  # the stamps are cleared when they reach it (32-bit stamps)


class CellsArrays(NamedTuple):
    """A model as the kernel reads it (never changed by the search)."""

    n1: np.uint32             # primary items (items 0..n1-1; secondary ones follow)
    xsec: np.uint32           # the first secondary item's header (an item before it is primary)
    colour_of: np.ndarray     # node (occurrence) -> colour id (0: none)
    ostart: np.ndarray        # option -> its first node (option o is nodes ostart[o]..ostart[o+1]-1)
    opt_of: np.ndarray        # node -> its option
    hbase: np.ndarray         # item number -> its header's place in ``set_``


class Sets(NamedTuple):
    """The sparse sets and the trail that restores their sizes. What the removal of a node reads
    sits together, as in SSXCC: an item's header and its nodes in one array, and a row of four
    per node (one cache line each, where an array per field cost a line apiece)."""

    set_: np.ndarray          # per item, a header: its place in pact (primary) or sact
                              # (secondary), its size (active options), its stamp (the operation
                              # that last saved its size) and its number; then its nodes, active
                              # ones first. The kernel names an item by its header's place.
    nd: np.ndarray            # node -> (item, place in ``set_``, its option's first node, end)
    pact: np.ndarray          # primary items, the active ones first (S_PLEN of them)
    sact: np.ndarray          # secondary items, the active ones first (S_SLEN of them)
    trail_item: np.ndarray    # the size trail: item,
    trail_size: np.ndarray    # ... and the size to give it back
    force: np.ndarray         # primary items whose set came down to one option (a stack, S_NFORCE)


class Levels(NamedTuple):
    """What each level of the search remembers."""

    item_at: np.ndarray       # the item chosen
    x: np.ndarray             # the place (in its frozen segment) of the option being tried
    nopt: np.ndarray          # how many options the item had
    m0: np.ndarray            # the size trail's mark before the item left
    m1: np.ndarray            # ... and after (before an option is tried)
    saved: np.ndarray         # (depth, 4): plen, slen before and after the item left
    tmark: np.ndarray         # the loop trail's mark
    forced: np.ndarray        # the options forced at the top levels (S_FORCED of them)


class Scratch(NamedTuple):
    """The lookahead's: which colour each secondary item left with, and the probes' agreement."""

    scol: np.ndarray          # secondary item (its header) -> the colour it left the active set with
    astamp: np.ndarray        # secondary item (its header) -> the last probe that agreed on it
    acol: np.ndarray          # secondary item (its header) -> the colour the probes agree on
    implied: np.ndarray       # items given colours by the last item probed (S_NIMP of them)


@njit(cache=True, nogil=True, inline="always")
def _leave_node(r, last, nd, set_):
    """Move node r to place ``last`` of its item's set in ``set_`` (field 1 of its row in
    ``nd`` is its place), swapping it with the node there; the caller shrinks the set."""
    other = set_[last]
    k = nd[r * U4 + U1]
    set_[k] = other
    nd[other * U4 + U1] = k
    set_[last] = r
    nd[r * U4 + U1] = last


@njit(cache=True, nogil=True, inline="always")
def _leave_item(h, last, set_, act):
    """Move item h to place ``last`` of the active set ``act`` (its header's first field is its
    place), swapping it with the item there; the caller shrinks the set."""
    other = act[last]
    k = set_[h]
    act[k] = other
    set_[other] = k
    act[last] = h
    set_[h] = last


@njit(cache=True, nogil=True, inline="always")
def _in_set(h, xsec, set_, plen, slen):
    """Whether item h is among the first plen (primary) or slen (secondary) of its set."""
    if h < xsec:
        return set_[h] < plen
    return set_[h] < slen


@njit(cache=True, nogil=True, inline="always")
def _hide(q, j, xsec, set_, nd, pold, sold, plen, cur, trail_item, trail_size, tp, force, nf, push_all, snap):
    """Hide the option of node q (found in item j's set) from the items that were active when
    the current choice began. Returns (ok, tp, nf): ok is False, and the hiding stops half done,
    when a primary item still active (among the first ``plen``) would lose its last option; such
    an item left with one option goes on the force stack (nf of them). ``push_all`` and ``snap``
    (the kernel's constants :data:`PUSH_ALL` and :data:`SNAP`, passed, since an inlined helper
    reads its own module's globals): every removal's old size goes on the trail, with no stamp
    to compare; or nothing does (the level saved the sizes); else an item's size once per
    operation. (One loop over the option, skipping j: two loops round from q, as SSXCC goes,
    made the kernel 2.4x slower under numba, measured.)"""
    for r in range(nd[q * U4 + U2], nd[q * U4 + U3]):
        if r == q:
            continue
        it = nd[r * U4]
        if not _in_set(it, xsec, set_, pold, sold):
            continue
        s = set_[it + U1]
        if s <= U2 and it < xsec and set_[it] < plen:
            if s == U1:
                return False, tp, nf  # the trail undoes what this choice did so far
            force[nf] = it
            nf += U1
        if snap:
            pass
        elif push_all or set_[it + U2] != cur:
            trail_item[tp] = it
            trail_size[tp] = s
            tp += U1
            if not push_all:
                set_[it + U2] = cur
        _leave_node(r, it + UH + s - U1, nd, set_)  # the node moves past the active cells
        set_[it + U1] = s - U1
    return True, tp, nf


@njit(cache=True, nogil=True, inline="always")
def _restore(mark, tp, set_, trail_item, trail_size):
    while tp > mark:
        tp -= U1
        set_[trail_item[tp] + U1] = trail_size[tp]
    return tp


@njit(cache=True, nogil=True, inline="always")
def _agreed(p, xsec, nd, colour_of, ostart, opt_of, set_, slen):
    """A secondary item, still active, that every remaining option of primary item ``p`` gives
    the same colour, as (item, colour); colour 0 when there is none."""
    k0 = p + UH
    sz = set_[p + U1]
    o0 = opt_of[set_[k0]]
    for r in range(ostart[o0], ostart[o0 + U1]):
        s = nd[r * U4]
        c = colour_of[r]
        if s < xsec or c == U0 or set_[s] >= slen:
            continue
        agree = True
        for kk in range(k0 + U1, k0 + sz):
            o = opt_of[set_[kk]]
            found = False
            for rr in range(ostart[o], ostart[o + U1]):
                if nd[rr * U4] == s:
                    found = colour_of[rr] == c
                    break
            if not found:
                agree = False
                break
        if agree:
            return s, c
    return NONE, U0


@njit(cache=True, nogil=True, inline="always")
def _next_probe(n1, hbase, set_, plen, lookahead, st):
    """The next item of the sweep to probe, as (True, item), or (False, NONE) when the sweep is
    over. The sweep goes round the primary items in their order (S_PNEXT is an item's number)."""
    it = U(st[S_PNEXT])
    while st[S_PLEFT] > 0:
        h = hbase[it]
        s = set_[h + U1]
        if set_[h] < plen and s >= U2 and s <= U(lookahead):
            st[S_PNEXT] = it
            return True, h
        it = it + U1 if it + U1 < n1 else U0
        st[S_PLEFT] -= 1
    st[S_PNEXT] = it
    return False, NONE


@njit(cache=True, nogil=True)
def search(a, sets, lv, la, lp, ra, st, out, record, count_limit, budget, propagate, lookahead):
    """Run the search from the saved state ``st``; returns a code of :mod:`.state`.

    One function, one loop over the phases, on purpose: numba compiles it to one tight loop, and
    moving a phase's loops into a helper or one level deeper changed the speed by 2x to 7x in
    both directions (measured; see the comments at CP and in the CP phase). The phases are
    delimited by the ``phase ==`` branches and documented in the module docstring."""
    # Named tuples unpacked once: the body works on plain arrays, as numba compiles best.
    n1, xsec, colour_of, ostart, opt_of, hbase = a
    set_, nd, pact, sact, trail_item, trail_size, force = sets
    item_at, x, nopt, m0, m1, saved, tmark = lv.item_at, lv.x, lv.nopt, lv.m0, lv.m1, lv.saved, lv.tmark
    scol, astamp, acol, implied = la
    edge_of_item, on_colour, eu, ev = lp.edge_of_item, lp.on_colour, lp.eu, lp.ev
    mate, plen_, deg, ltrail = lp.mate, lp.plen, lp.deg, lp.trail
    vstart, vedge, edge_item = lp.vstart, lp.vedge, lp.edge_item
    forced = lv.forced
    nforced = st[S_FORCED]
    depth = st[S_DEPTH]
    phase = st[S_PHASE]
    l = st[S_LEVEL]
    plen = U(st[S_PLEN])
    slen = U(st[S_SLEN])
    tp = U(st[S_TP])
    nf = U(st[S_NFORCE])
    cur = np.uint64(st[S_STAMP])
    has_loop = edge_of_item.shape[0] > 0
    if PLAIN:  # (a kernel for models where nothing but the search works on the sets)
        has_loop = False
        propagate = False
        lookahead = 0
    nodes = 0
    probes = 0  # this call's probes: they count towards the budget, like nodes
    code = DONE
    while True:
        if phase == C2:
            if plen == U0:
                phase = C8
                if l < nforced or (has_loop and st[S_CLOSED] == 0):
                    continue  # not every forced option could be chosen; or no single loop
                st[S_COUNT] += 1
                if record:
                    o = st[S_OUT]
                    out[o] = l
                    for k in range(l):
                        out[o + 1 + k] = opt_of[set_[item_at[k] + UH + x[k]]]
                    st[S_OUT] = o + 1 + l
                if count_limit > 0 and st[S_COUNT] >= count_limit:
                    code = COUNT_LIMIT
                    break
                if record and st[S_OUT] + n1 + 1 > out.shape[0]:
                    code = BUFFER_FULL
                    break
                continue
            # C3: the active primary item with fewest options, the first in item order on ties
            # (as the dancing-links list would give; slitherlink's search depends on it).
            # Lookahead (when on, and no item has fewer than two options): a sweep of probes
            # tries each option of the next item with 2 to `lookahead` options, in circular
            # item order from where the last sweep stopped; the first item one of whose
            # options fails becomes the choice (colours all options of an item agree on are
            # applied in phase CP). A sweep that goes on knows that no item has fewer than two
            # options.
            probing = False
            forced_at = -1
            fresh = PLAIN or st[S_PLEFT] == n1
            if l < nforced:
                # a forced level: the option's first primary item, with that option only (the
                # search below it is the subproblem; a dead option means it has no solution)
                o = U(forced[l])
                r = ostart[o]
                while nd[r * U4] >= xsec:
                    r += U1
                best = nd[r * U4]
                if set_[best] >= plen or nd[r * U4 + U1] - (best + UH) >= set_[best + U1]:
                    phase = C8
                    continue
                best_len = set_[best + U1]
                forced_at = nd[r * U4 + U1] - (best + UH)
            elif not fresh:
                probing, best = _next_probe(n1, hbase, set_, plen, lookahead, st)
                best_len = set_[best + U1] if probing else U0
            popped = False
            if not probing and forced_at < 0:
                # an item the last options left with one option, still active (as SSXCC does:
                # no pass over the active items for a forced move)
                while nf > U0:
                    nf -= U1
                    best = force[nf]
                    if set_[best] < plen:
                        popped = True
                        break
            if popped:
                best_len = set_[best + U1]
            elif not probing and forced_at < 0:
                best = pact[0]
                best_len = set_[best + U1]
                for k in range(U1, plen):
                    it = pact[k]
                    s = set_[it + U1]
                    if s < best_len or (s == best_len and it < best):
                        best_len = s
                        best = it
                    if s == U1:  # the next levels' forced moves, found on the way
                        force[nf] = it
                        nf += U1
                if best_len == U0:
                    phase = C8
                    continue
                if lookahead > 0 and fresh and best_len > U1:
                    probing, it = _next_probe(n1, hbase, set_, plen, lookahead, st)
                    if probing:
                        best = it
                        best_len = set_[it + U1]
            m0[l] = tp
            saved[l, 0] = plen
            saved[l, 1] = slen
            # C4: the item leaves; its options leave the other items' sets.
            cur += np.uint64(1)
            pold = plen
            plen -= U1
            _leave_item(best, plen, set_, pact)
            base = best + UH
            for k in range(best_len):
                # plen 0: no early stop here (the chosen option will cover such an item)
                ok, tp, nf = _hide(set_[base + k], best, xsec, set_, nd, pold, slen, U0, cur, trail_item, trail_size,
                                   tp, force, nf, PUSH_ALL, SNAP)
            m1[l] = tp
            saved[l, 2] = plen
            saved[l, 3] = slen
            item_at[l] = best
            nopt[l] = best_len
            x[l] = U0
            if forced_at >= 0:
                x[l] = U(forced_at)
                nopt[l] = U(forced_at) + U1
            if SNAP and nopt[l] > x[l] + U1:
                # the sizes of the items active now, which each option after the first gets
                # back (as SSXCC saves them); a level with one option saves nothing. (Written
                # out for each set: a helper called twice, tried with the stamps' bump left out
                # of these kernels, made the packings and the sudoku 2-4% slower, measured.)
                for k in range(plen):
                    it = pact[k]
                    trail_item[tp] = it
                    trail_size[tp] = set_[it + U1]
                    tp += U1
                for k in range(slen):
                    it = sact[k]
                    trail_item[tp] = it
                    trail_size[tp] = set_[it + U1]
                    tp += U1
                m1[l] = tp
            if l + 1 == depth and not probing:
                # cutting the tree: the options chosen above with each option of this item,
                # untried, are leaves (their subproblems try them), reported as solutions; the
                # caller's buffer holds them all. (Here, not in C5, which runs for every node.)
                for k in range(x[l], nopt[l]):
                    o = st[S_OUT]
                    out[o] = depth
                    for j in range(l):
                        out[o + 1 + j] = opt_of[set_[item_at[j] + UH + x[j]]]
                    out[o + depth] = opt_of[set_[base + k]]
                    st[S_OUT] = o + 1 + depth
                    st[S_COUNT] += 1
                x[l] = nopt[l]
            if not PLAIN:
                st[S_PMODE] = 1 if probing else 0
            phase = C5
        elif phase == C5:
            i = item_at[l]
            if x[l] >= nopt[l]:
                if SNAP:
                    tp = m0[l]  # the sizes come back at a branching level above (or restart)
                else:
                    tp = _restore(m0[l], tp, set_, trail_item, trail_size)
                plen = saved[l, 0]
                slen = saved[l, 1]
                phase = C8
                continue
            if PLAIN or st[S_PMODE] == 0:
                nodes += 1
            else:
                probes += 1
            o = opt_of[set_[i + UH + x[l]]]
            if cur >= STAMPS:
                # stamps are 32 bits: every item's is cleared long before they would wrap round
                # (an option tried takes a few stamps, at most one per item), so that no item
                # has then saved its size in the operations to come
                for k in range(hbase.shape[0]):
                    set_[hbase[k] + U2] = U0
                cur = np.uint64(0)
            cur += np.uint64(1)
            if not PLAIN:
                tmark[l] = st[S_TRAIL]
            pold = plen
            sold = slen
            a = ostart[o]
            b = ostart[o + U1]
            for r in range(a, b):
                it = nd[r * U4]
                if it == i:
                    continue
                if it < xsec:
                    if set_[it] < plen:
                        plen -= U1
                        _leave_item(it, plen, set_, pact)
                elif set_[it] < slen:
                    slen -= U1
                    _leave_item(it, slen, set_, sact)
                    scol[it] = colour_of[r]
            ok = True
            for r in range(a, b):
                it = nd[r * U4]
                # The items that left just now have their place in [len, old len).
                if it == i or not _in_set(it, xsec, set_, pold, sold):
                    continue
                c = colour_of[r]
                k = it + UH
                end = k + set_[it + U1]
                while k < end:
                    q = set_[k]
                    k += U1
                    if c == U0 or colour_of[q] != c:
                        ok, tp, nf = _hide(q, it, xsec, set_, nd, pold, sold, plen, cur, trail_item, trail_size, tp,
                                           force, nf, PUSH_ALL, SNAP)
                        if not ok:
                            break
                if not ok:
                    break
                if has_loop and c != U0 and c == on_colour and edge_of_item[it] >= 0:
                    if not edge_on(edge_of_item[it], eu, ev, mate, plen_, deg, ltrail, st):
                        ok = False
                        break
            qi = m1[l]
            li = tmark[l]
            nimp = U0
            phase = CP
        elif phase == CP:
            # Propagation, to a fixed point. First the colours a lookahead implied (nimp of
            # them, from phase C2's sweep; each is fixed as rule (1) fixes one), then, when
            # asked: (1) a primary item whose remaining options all give an active secondary
            # item the same colour fixes that colour now, as choosing would; (2) the edge
            # joining the two ends of a path cannot come on while edges outside the path are
            # on (it would close a loop too soon): its options that turn it on are hidden.
            ki = U0
            while ok and not PLAIN:
                if ki < nimp:
                    sec = implied[ki]
                    ki += U1
                    c = acol[sec]
                    if set_[sec] >= slen:
                        continue
                elif not propagate:
                    break
                elif qi < tp:
                    p = trail_item[qi]
                    qi += U1
                    if p >= xsec or set_[p] >= plen:
                        continue
                    if set_[p + U1] == U0:
                        ok = False
                        break
                    sec, c = _agreed(p, xsec, nd, colour_of, ostart, opt_of, set_, slen)
                    if c == U0:
                        continue
                    qi -= U1  # look at p again: it may agree on another item too
                elif has_loop and li < st[S_TRAIL]:
                    kind = ltrail[li, 0]
                    xv = ltrail[li, 1]
                    li += 1
                    if kind != 0 or st[S_CLOSED] != 0 or deg[xv] != 1:
                        continue
                    yv = mate[xv]
                    if yv == xv or deg[yv] != 1 or plen_[xv] >= st[S_TOTAL]:
                        continue
                    for t in range(vstart[xv], vstart[xv + 1]):
                        e = vedge[t]
                        if eu[e] + ev[e] - xv != yv:
                            continue
                        it = U(edge_item[e])
                        if set_[it] >= slen:
                            continue  # settled already (off, or it would not be a path end)
                        # hide those options everywhere, the edge's own set included (it
                        # stays active); downwards, so a node swapped in was seen already
                        cur += np.uint64(1)
                        k = it + UH + set_[it + U1]
                        while k > it + UH:
                            k -= U1
                            q = set_[k]
                            if colour_of[q] != on_colour:
                                continue
                            ok, tp, nf = _hide(q, it, xsec, set_, nd, plen, slen, plen, cur, trail_item, trail_size,
                                               tp, force, nf, PUSH_ALL, SNAP)
                            if not ok:
                                break
                            # the removal step of _hide, for the edge's own set; a shared helper
                            # made the kernel 7x slower under numba (measured), so it stays inline
                            if set_[it + U2] != cur:
                                trail_item[tp] = it
                                trail_size[tp] = set_[it + U1]
                                tp += U1
                                set_[it + U2] = cur
                            last = it + UH + set_[it + U1] - U1
                            other = set_[last]
                            set_[k] = other
                            nd[other * U4 + U1] = k
                            set_[last] = q
                            nd[q * U4 + U1] = last
                            set_[it + U1] -= U1
                        break
                    continue
                else:
                    break
                # rules (1) and the lookahead: secondary item sec takes colour c
                cur += np.uint64(1)
                slen -= U1
                _leave_item(sec, slen, set_, sact)
                scol[sec] = c
                k = sec + UH
                end = k + set_[sec + U1]
                while k < end:
                    q = set_[k]
                    k += U1
                    if colour_of[q] != c:
                        ok, tp, nf = _hide(q, sec, xsec, set_, nd, plen, slen, plen, cur, trail_item, trail_size, tp,
                                           force, nf, PUSH_ALL, SNAP)
                        if not ok:
                            break
                if ok and has_loop and c == on_colour and edge_of_item[sec] >= 0:
                    ok = edge_on(edge_of_item[sec], eu, ev, mate, plen_, deg, ltrail, st)
            if ra is not None and ok:  # graph constraints on the partial solution (.regions), for
                # probes too; (None for a model without them: numba then compiles a kernel
                # without this, which kept the sudoku count 4% faster, measured)
                ok = regions_ok(ra, set_, slen, scol)
            if not PLAIN and st[S_PMODE] == 2:
                st[S_PMODE] = 0
                if ok:
                    st[S_PLEFT] = n1  # a new sweep
                    phase = C2
                else:
                    phase = C8  # this node has no solution
                continue
            if not PLAIN and st[S_PMODE] != 0:
                # a probe: undo it; a failure makes this item the choice (its options are
                # then tried for real, the failing one included: it fails again at once).
                # The colours this option gives the secondary items that left: those every
                # option gives alike (same stamp, same colour) are implied.
                if ok:
                    aid = st[S_AID] + 1
                    st[S_AID] = aid
                    last = x[l] + U1 == nopt[l]
                    found = U0
                    for k in range(slen, saved[l, 3]):
                        s2 = sact[k]
                        c2 = scol[s2]
                        if c2 == U0:
                            continue
                        if x[l] == U0 or (astamp[s2] == aid - 1 and acol[s2] == c2):
                            astamp[s2] = aid
                            acol[s2] = c2
                            if last:
                                implied[found] = s2
                                found += U1
                    st[S_NIMP] = found
                tp = _restore(m1[l], tp, set_, trail_item, trail_size)
                nf = U0
                plen = saved[l, 2]
                slen = saved[l, 3]
                if has_loop:
                    undo_trail(tmark[l], mate, plen_, deg, ltrail, st)
                phase = C5
                if not ok:
                    st[S_PMODE] = 0
                    x[l] = U0
                elif x[l] + U1 < nopt[l]:
                    x[l] += U1
                else:  # every option passed: the item goes back, the sweep goes on
                    tp = _restore(m0[l], tp, set_, trail_item, trail_size)
                    plen = saved[l, 0]
                    slen = saved[l, 1]
                    st[S_PMODE] = 0
                    st[S_PNEXT] = (set_[item_at[l] + U3] + 1) % n1
                    st[S_PLEFT] -= 1
                    phase = C2
                    if st[S_NIMP] > 0:  # apply them here, then propagate from them
                        st[S_PMODE] = 2
                        ok = True
                        qi = tp
                        li = st[S_TRAIL]
                        nimp = U(st[S_NIMP])
                        phase = CP
                continue
            if not ok:
                phase = C6
                continue
            l += 1
            if not PLAIN:
                st[S_PLEFT] = n1
            phase = C2
            if nodes + probes >= budget:
                code = BUDGET
                break
        elif phase == C6:
            nf = U0
            if SNAP:
                for k in range(m0[l], m1[l]):
                    set_[trail_item[k] + U1] = trail_size[k]
            else:
                tp = _restore(m1[l], tp, set_, trail_item, trail_size)
            plen = saved[l, 2]
            slen = saved[l, 3]
            if has_loop:
                undo_trail(tmark[l], mate, plen_, deg, ltrail, st)
            x[l] += U1
            phase = C5
        else:  # C8
            if l == 0:
                phase = OVER
                code = DONE
                break
            l -= 1
            phase = C6
    st[S_PHASE] = phase
    st[S_LEVEL] = l
    st[S_NODES] += nodes
    st[S_PROBES] += probes
    st[S_PLEN] = plen
    st[S_SLEN] = slen
    st[S_TP] = tp
    st[S_NFORCE] = nf
    st[S_STAMP] = cur
    return code


def _variant(kernel, name: str, **constants):
    """``kernel`` compiled again with some of its module's constants bound otherwise: a
    function of its own (its own name, so its own entry in numba's cache), from the same code,
    where numba folds the constants and drops the code they rule out."""
    py = getattr(kernel, "py_func", kernel)  # (the function itself with NUMBA_DISABLE_JIT)
    env = dict(py.__globals__)
    env.update(constants)
    fn = types.FunctionType(py.__code__, env, name, py.__defaults__, py.__closure__)
    fn.__qualname__, fn.__module__, fn.__doc__ = name, py.__module__, py.__doc__
    return njit(cache=True, nogil=True)(fn)


search_push = _variant(search, "search_push", PUSH_ALL=True, PLAIN=True)
"""The kernel whose trail takes every removal's old size, with no stamp to compare: quicker
where an item loses few nodes an operation (Langford, the queens, a sudoku), slower where it
loses many (the pentominoes; docs/benchmarks.md)."""

search_snap = _variant(search, "search_snap", SNAP=True, PLAIN=True)
"""The kernel whose hiding keeps no trail, as SSXCC's: a level with more than one option to try
saves the size of every item active after its item left (primary and secondary), and each option
after the first gets them back; a level with one option (a forced move) saves nothing, and an
exhausted level leaves its sizes to the level above that branches (every item changed below was
active there), or to :meth:`CellsStructure.restart` at the top. Quicker than both other trails
where secondary items are few (the packings, MacMahon, Langford), slower where they are many (the
word rectangles' 650 against 10 primary; docs/benchmarks.md). Not for propagation, lookahead or
graph constraints, which read the trail as the list of what changed."""

search_plain = _variant(search, "search_plain", PLAIN=True)
"""The stamps' kernel without the code for propagation, lookahead, loops and graph constraints,
for models with none of them whose trail is the stamps'."""

KERNELS = {"stamps": search_plain, "push": search_push, "snap": search_snap}
"""The kernel of each trail (:attr:`CellsStructure.trail`) for models where nothing but the search
works on the sets; :func:`search` for the others."""


class CellsStructure(Structure):
    """The sparse-set arrays of a model, ready for :func:`search`. ``loop`` is the model's
    single-loop constraint, if any (the backend checks that there is at most one); ``regions``
    the graph constraints checked on partial solutions (:mod:`.regions`: each constraint's
    ``pruning()``). ``plain``: none of them, nor propagation or lookahead, works on the sets; the
    kernel then leaves out their code, and any :attr:`trail` may be chosen."""

    def __init__(self, model: Model, loop=None, propagate: bool = False,
                 lookahead: int = 0, regions=()) -> None:
        self.propagate = propagate
        self.lookahead = lookahead
        n = model.n_items
        n1 = model.n_primary
        ostart_, item_of_, colour_of_ = model.arrays()
        item_of = item_of_.astype(U)
        colour_of = colour_of_.astype(U)
        ostart = ostart_.astype(U)
        n_occ = len(item_of)
        n_opt = model.n_options
        opt_of = np.repeat(np.arange(n_opt, dtype=U), np.diff(ostart))
        counts = np.bincount(item_of, minlength=n).astype(np.int64)
        # one array, SSXCC's: each item's header (its place in the active set, its size, its
        # stamp, its number) and then its nodes; an item is named by its header's place
        hbase = np.zeros(n, dtype=np.int64)
        np.cumsum(counts[:-1] + int(UH), out=hbase[1:])
        set_ = np.zeros(n * int(UH) + n_occ, dtype=U)
        set_[hbase[:n1]] = np.arange(n1)
        set_[hbase[n1:]] = np.arange(n - n1)
        set_[hbase + 1] = counts
        set_[hbase + 3] = np.arange(n)
        order = np.argsort(item_of, kind="stable")  # each item's nodes in option order
        # the k-th node in item order sits after k nodes and the headers of its item and those before
        places = np.arange(n_occ, dtype=np.int64) + int(UH) * np.repeat(np.arange(1, n + 1), counts)
        set_[places] = order
        nd = np.empty((n_occ, 4), dtype=U)
        nd[:, 0] = hbase[item_of]
        nd[order, 1] = places
        nd[:, 2] = ostart[opt_of]
        nd[:, 3] = ostart[opt_of + U1]
        hbase = hbase.astype(U)
        xsec = hbase[n1] if n > n1 else U(len(set_))
        self.plain = not propagate and not lookahead and loop is None and not regions and n1 > 0
        self._trail = "stamps"
        self.sizes0 = counts.astype(U)  # (restart gives them back after the snapshots' kernel)
        depth = n1 + 1
        self.st = np.zeros(STATE_SIZE, dtype=np.int64)
        self.st[S_PHASE] = C2
        self.st[S_PLEN] = n1
        self.st[S_SLEN] = n - n1
        self.st[S_PLEFT] = n1
        self.arrays = CellsArrays(U(n1), U(xsec), colour_of, ostart, opt_of, hbase)
        self.sets = Sets(set_, nd.ravel(), hbase[:n1].copy(), hbase[n1:].copy(),
                         np.zeros(n_occ + n + 2, dtype=U), np.zeros(n_occ + n + 2, dtype=U),
                         np.zeros(n1 + 1, dtype=U))
        self.levels = Levels(*(np.zeros(depth, dtype=U) for _ in range(5)), np.zeros((depth, 4), dtype=U),
                             np.zeros(depth, dtype=np.int64), np.zeros(depth, dtype=np.int64))
        self.st[S_DEPTH] = -1
        w = len(set_)
        self.scratch = Scratch(np.zeros(w, dtype=U), np.zeros(w, dtype=np.int64), np.zeros(w, dtype=U),
                               np.zeros(n, dtype=U))
        lp = loop_arrays(loop, n, offset=0)
        if len(lp.edge_of_item):  # the kernel names items by their headers
            edge_of_item = np.full(w, -1, dtype=np.int64)
            edge_of_item[hbase] = lp.edge_of_item[:n]
            lp = lp._replace(edge_of_item=edge_of_item, edge_item=hbase[lp.edge_item].astype(np.int64))
        self.loop = lp
        ra = region_arrays(regions) if regions else None
        if ra is not None:
            ra = ra._replace(vitem=hbase[ra.vitem].astype(np.int64))
        self.regions = ra
        # the trail (measured: docs/benchmarks.md): snapshots where nothing but the search works
        # on the sets and the secondary items are not many (a snapshot holds every active item);
        # else every removal where primary items have few nodes each; stamps otherwise
        if self.plain and n - n1 <= SNAP_SECONDARY * n1 and n * (n1 + 1) <= SNAP_ENTRIES:
            self.trail = "snap"
        elif self.plain and int(counts[:n1].sum()) <= PUSH_NODES * n1:
            self.trail = "push"

    @property
    def trail(self) -> str:
        """How the search gives the sets' sizes back: ``"stamps"`` (an item's old size on the
        trail once an operation), ``"push"`` (every removal's) or ``"snap"`` (every active item's,
        where a level branches); the last two only where nothing but the search works on the sets
        (:attr:`plain`). Set before a search (tests compare the three)."""
        return self._trail

    @trail.setter
    def trail(self, trail: str) -> None:
        if trail not in KERNELS:
            raise ValueError(f"no trail {trail!r}: one of {', '.join(KERNELS)}")
        if trail != "stamps" and not self.plain:
            raise ValueError(f"the {trail!r} trail is for models where nothing but the search works on the sets")
        n, n1 = len(self.arrays.hbase), int(self.arrays.n1)
        if trail == "snap" and len(self.sets.trail_item) < n * (n1 + 1):
            # at most n sizes a level (fewer deeper: an item leaves at each)
            self.sets = self.sets._replace(trail_item=np.zeros(n * (n1 + 1), dtype=U),
                                           trail_size=np.zeros(n * (n1 + 1), dtype=U))
        self._trail = trail

    def run(self, out: np.ndarray, record: bool, count_limit: int, budget: int) -> int:
        kernel = KERNELS[self._trail] if self.plain else search
        return kernel(self.arrays, self.sets, self.levels, self.scratch, self.loop, self.regions, self.st, out,
                      record, count_limit, budget, self.propagate, self.lookahead)

    @property
    def probes(self) -> int:
        return int(self.st[S_PROBES])

    def _paused(self) -> bool:
        """Whether the search is paused at the end of a slice, below its forced levels."""
        st = self.st
        return st[S_PHASE] == C2 and st[S_PMODE] == 0 and st[S_LEVEL] > st[S_FORCED]

    def pieces(self) -> int:
        """How many prefixes :meth:`rest` would give now (0 unless paused by its budget)."""
        if not self._paused():
            return 0
        st, lv = self.st, self.levels
        return 1 + sum(int(lv.nopt[k]) - int(lv.x[k]) - 1 for k in range(int(st[S_FORCED]), int(st[S_LEVEL])))

    def rest(self) -> list[tuple[tuple[int, ...], float]]:
        """The solutions this search has still to find, as prefixes of options (the subproblems
        they force) with each one's estimated share of the search begun by :meth:`restart`; the
        count so far and the rest's counts add up to the search's. Only while the search is
        paused at the end of a slice (run returned BUDGET); the search can go on (and then counts
        the rest's solutions itself) or be dropped (the structure is half way: build a new one).

        Paused so, the search has just chosen the options on its path, levels 0..L-1, and not
        yet looked at the node below them. The rest is: at each level k, the options of the
        item chosen there that are not tried yet (each with the path above k), then the node
        itself (the whole path). Shares are Knuth's estimate: an option at level k holds
        1/(product of the options at levels <= k) of the search; what is done is the options
        already tried, to the left of the path."""
        if not self._paused():
            raise ValueError("the search is not paused by its budget")
        st, lv = self.st, self.levels
        set_, opt_of = self.sets.set_, self.arrays.opt_of
        path = [int(opt_of[set_[lv.item_at[k] + UH + lv.x[k]]]) for k in range(int(st[S_LEVEL]))]
        out, w = [], 1.0
        for k in range(int(st[S_FORCED]), len(path)):
            w /= int(lv.nopt[k])
            base = lv.item_at[k] + UH
            for j in range(int(lv.x[k]) + 1, int(lv.nopt[k])):
                out.append((tuple(path[:k]) + (int(opt_of[set_[base + j]]),), w))
        out.append((tuple(path), w))
        return out

    def donate(self, least: int = 1) -> tuple[int, list[tuple[tuple[int, ...], float]]]:
        """Give away the options not tried yet at the shallowest levels that have some (the
        biggest pieces of the rest), level after level until at least ``least`` pieces are
        given (or all but the path), and go on with the others: returns (d, rest) where rest is
        :meth:`rest` and its first d pieces are the ones given; the search, run on, counts the
        solutions of the others (and no more of the d). Only while paused by a slice."""
        rest = self.rest()
        st, lv = self.st, self.levels
        d = 0
        for k in range(int(st[S_FORCED]), int(st[S_LEVEL])):
            if d >= least:
                break
            d += int(lv.nopt[k]) - int(lv.x[k]) - 1
            lv.nopt[k] = lv.x[k] + 1  # the level ends after the option it is trying
        return d, rest

    def restart(self, forced: tuple[int, ...] = (), depth: int = -1) -> None:
        """Search again from the top, with ``forced`` options chosen first (a subproblem: the
        solutions that contain them), and with ``depth`` >= 1 cutting the tree there: each option
        of the item chosen at level depth - 1, with the options above it, is reported (untried)
        as a solution, and so is each solution found above (the leaves of the cut tree, whose
        subproblems partition the search; a leaf shorter than ``depth`` is a solution). Only
        after a search that ended (DONE), or on a new structure: the sets and trails are then as
        at the start. (Recording needs ``record`` in :meth:`run`.)"""
        st = self.st
        if len(forced) > len(self.levels.forced):
            raise ValueError("more forced options than levels")
        self.levels.forced[:len(forced)] = forced
        st[S_FORCED] = len(forced)
        st[S_DEPTH] = depth
        st[S_PHASE] = C2
        for slot in (S_LEVEL, S_COUNT, S_NODES, S_PROBES, S_OUT, S_PMODE, S_NIMP, S_NFORCE):
            st[slot] = 0
        st[S_PLEFT] = self.arrays.n1
        if self.trail == "snap":  # a search ends with the sizes its top level changed (nothing trails them)
            self.sets.set_[self.arrays.hbase + U1] = self.sizes0
