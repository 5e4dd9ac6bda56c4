"""Algorithm Z, compiled: Algorithm C on dancing links whose subproblems are memoised, building a
ZDD of all solutions (after Nishino, Yasuda, Minato and Nagata, "Dancing with decision diagrams",
and Knuth's DLX6).

The search is Algorithm C (the links engine's cover, purify and hide, :mod:`..dlx.links`). Before
it chooses an item at a node, it computes the node's *signature*: the set of active primary items
and, for each secondary item, its state: *dead* when no remaining option uses it, else *free* or
the colour it has. Two nodes with the same signature have the same remaining options (an option is
left exactly when its primary items are active and each of its secondary items is live and free
or of its colour) and so the same subproblem: the second takes the first's ZDD node from the memo.
A dead item is in no remaining option, so its colour cannot matter, and it is written as dead: a
signature that kept it would match fewer nodes, and one that dropped the states of live items
would be wrong on coloured models.

The ZDD: node 0 is the empty family (no solution), node 1 the family of the empty set (the
solution with nothing more to choose). A chosen item i with options o1 … ok whose subproblems gave
the nodes R1 … Rk becomes the chain ``node(o1, lo=node(o2, …), hi=R1)``, leaving out the options
whose R is 0. Nodes are numbered as they are made, children first, so counting is one pass.

The kernel is a resumable state machine, like the dlx kernels: it returns after a budget of
options tried (so that Python checks the clock), when its node arrays or memo are full (Python
grows them and calls again), and when the search is over.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from ..dlx.links import cover, purify, set_live, uncover, uncover_from, undo_option, unpurify_from
from ..dlx.loop import edge_on, undo_trail
from ..dlx.state import S_CLOSED, S_TRAIL
from ..slices import BUDGET, DONE

GROW = 5          # return code: the node arrays or the memo are full (Python grows them)

# phases
Z_ENTER, Z_TRY, Z_RETURN, Z_OVER = 1, 2, 3, -1

# slots of the state vector
S_PHASE, S_LEVEL, S_RES, S_SP, S_NODES, S_ZN, S_ENTRIES, S_HITS, S_CAPPED, S_DTOP = range(10)
MEMO_OFF = 2  # st[S_CAPPED]: 1 the memo is full (lookups go on), 2 it is off (no signatures)
STATE_SIZE = 10


@njit(cache=True, nogil=True)
def _mix(h, w):
    """One step of the signature's hash (a 64-bit multiply-xorshift)."""
    h ^= w
    h *= np.uint64(0x9E3779B97F4A7C15)
    h ^= h >> np.uint64(29)
    return h


@njit(cache=True, nogil=True)
def _option_left(q, first_primary, top, ulink, dlink, live):
    """Whether the option of node q is still there (not hidden): its first primary item is
    active and that item's node is still in the item's list. (A cover hides an option from
    every list but the covered item's own, whose item is then inactive.)"""
    r = first_primary[q]
    return live[top[r]] and dlink[ulink[r]] == r


@njit(cache=True, nogil=True)
def _signature(key, n1, n, rlink, dlink, ulink, top, length, color, jstate, first_primary, live, bits, dead,
               lp_deg, lp_mate, lp_vstart, lp_vedge, lp_edge_item, lst, vbits, kdead, dstack, st):
    """Write the signature of the current node into ``key`` (words of 64 bits): a bit per active
    primary item, then ``bits`` bits per secondary item: ``dead`` when no option left uses it,
    else 0 when it is free or its colour (a coloured item found dead is remembered in ``kdead``
    until the search goes back above this level: ``dstack``); with a single-loop constraint, a
    word saying whether the loop has closed, then each vertex that ends a path with the other end
    (the mate array of Knuth's SIMPATH and Minato's frontier method), and each vertex with two
    edges on that a free edge still reaches (a third edge there must be refused: where no item
    holds a vertex to degree 0 or 2, that is the only record of it), in the vertices' order.
    Returns the hash and the number of words written (the key's length)."""
    for w in range(key.shape[0]):
        key[w] = 0
    p = rlink[0]
    while p != 0:
        key[(p - 1) >> 6] |= np.uint64(1) << np.uint64((p - 1) & 63)
        p = rlink[p]
    base = ((n1 + 63) >> 6) << 6
    for j in range(n1 + 1, n + 1):
        s = jstate[j]
        if s < 0:  # used without a colour: every option with it is hidden
            v = dead
        elif s == 0:  # free: its list holds exactly the options left with it
            v = dead if length[j] == 0 else 0
        elif kdead[j]:  # found dead above: it stays dead below (options only go)
            v = dead
        else:  # coloured: its list keeps the nodes of the options of its colour, hidden or not
            v = dead
            q = dlink[j]
            while q != j:
                if color[q] < 0 and _option_left(q, first_primary, top, ulink, dlink, live):
                    v = s
                    break
                q = dlink[q]
            if v == dead:
                kdead[j] = True
                dstack[st[S_DTOP]] = j
                st[S_DTOP] += 1
        if v:
            pos = base + (j - n1 - 1) * bits
            key[pos >> 6] |= np.uint64(v) << np.uint64(pos & 63)  # bits divides 64: no straddle
    kl = ((base + (n - n1) * bits + 63) >> 6)
    if lp_deg.shape[0] > 0:  # the single loop: closed or not, then each path end and its mate
        if lst[S_CLOSED]:
            key[kl] = 1
        kl += 1
        half = 0
        full = (np.uint64(1) << np.uint64(vbits)) - np.uint64(1)  # no vertex has this number
        vmask = np.uint64((1 << bits) - 1)
        for v in range(lp_deg.shape[0]):
            if lp_deg[v] == 2:
                open_edge = False
                for q in range(lp_vstart[v], lp_vstart[v + 1]):
                    pos = base + (lp_edge_item[lp_vedge[q]] - n1) * bits  # its state, as written above
                    if (key[pos >> 6] >> np.uint64(pos & 63)) & vmask == 0:
                        open_edge = True
                        break
                if not open_edge:
                    continue
            if lp_deg[v] >= 1:  # (v, mate) in 2·vbits bits: vbits = 16 (two ends a word) or 32
                mate_v = np.uint64(lp_mate[v]) if lp_deg[v] == 1 else full
                pair = (np.uint64(v) << np.uint64(vbits)) | mate_v
                if vbits == 16:
                    if half == 0:
                        key[kl] = pair
                        half = 1
                    else:
                        key[kl] |= pair << np.uint64(32)
                        kl += 1
                        half = 0
                else:
                    key[kl] = pair
                    kl += 1
        kl += half
    h = np.uint64(0xCBF29CE484222325)
    for w in range(kl):
        h = _mix(h, key[w])
    return h, kl


@njit(cache=True, nogil=True)
def _mark(xl, n1, top, ulink, color, jstate, used):
    """After option xl is committed (``used``: set each secondary item's state: -1 used
    without a colour, or its colour) or undone (back to free). Only the nodes that committed
    something count: colour 0 (a cover) or above (a purify), not -1 (already of that colour)."""
    p = xl + 1
    while p != xl:
        j = top[p]
        if j <= 0:
            p = ulink[p]
        else:
            if j > n1 and color[p] >= 0:
                if not used:
                    jstate[j] = 0
                elif color[p] == 0:
                    jstate[j] = -1
                else:
                    jstate[j] = color[p]
            p += 1


@njit(cache=True, nogil=True)
def _find(key, kl, h, table, keys, kpos):
    """The slot of ``table`` holding the entry of ``key`` (``kl`` words), or the empty slot where
    it goes. Entry e's key is ``keys[kpos[e]:kpos[e + 1]]``."""
    mask = table.shape[0] - 1
    s = np.int64(h & np.uint64(mask))
    while True:
        e = table[s]
        if e < 0:
            return s
        base = kpos[e]
        if kpos[e + 1] - base == kl:
            same = True
            for w in range(kl):
                if keys[base + w] != key[w]:
                    same = False
                    break
            if same:
                return s
        s = (s + 1) & mask


@njit(cache=True, nogil=True)
def rehash(table, hashes, entries):
    """Put entries 0..entries-1 into the (empty, larger) ``table``."""
    mask = table.shape[0] - 1
    for e in range(entries):
        s = np.int64(hashes[e] & np.uint64(mask))
        while table[s] >= 0:
            s = (s + 1) & mask
        table[s] = e


@njit(cache=True, nogil=True)
def _pause(st, phase, l, res, sp, nodes, code):
    """Save the machine's registers in ``st`` and return ``code`` (the search goes on from there)."""
    st[S_PHASE] = phase
    st[S_LEVEL] = l
    st[S_RES] = res
    st[S_SP] = sp
    st[S_NODES] += nodes
    return code


@njit(cache=True, nogil=True)
def _new_node(var, lo, hi, zvar, zlo, zhi, st):
    z = st[S_ZN]
    zvar[z] = var
    zlo[z] = lo
    zhi[z] = hi
    st[S_ZN] = z + 1
    return z


@njit(cache=True, nogil=True)
def search(a, order, item_at, x, slot, pstart, pair_opt, pair_res, key, table, keys, kpos, hashes, values,
           zvar, zlo, zhi, st, jstate, first_primary, bits, dead, max_entries, budget, lp, lst, tmark, vbits,
           kdead, dstack, dtop):
    """Run Algorithm Z from the saved state ``st``; returns DONE, BUDGET or GROW.

    ``order``: empty for minimum remaining values (first item on ties), else the primary items
    (numbered from 1) in the order to choose them. ``slot[l]``: the memo entry of level l's
    signature (-1: not memoised). ``pair_opt``/``pair_res``: the options tried at the levels
    under way with their subproblems' nodes, from ``pstart[l]`` on for level l."""
    n1, llink, rlink, top, ulink, dlink, color, length, live, opt_of_node = a
    edge_of_item, on_colour, eu, ev = lp.edge_of_item, lp.on_colour, lp.eu, lp.ev
    mate, plen, deg, trail = lp.mate, lp.plen, lp.deg, lp.trail
    has_loop = edge_of_item.shape[0] > 0
    n = length.shape[0] - 1
    phase = st[S_PHASE]
    l = st[S_LEVEL]
    res = st[S_RES]
    sp = st[S_SP]
    nodes = 0
    while True:
        if phase == Z_ENTER:
            if st[S_CAPPED] == 0 and st[S_ENTRIES] + 1 >= table.shape[0] // 2 \
                    and st[S_ENTRIES] + 1 < max_entries:  # the memo at half load: Python doubles it
                return _pause(st, phase, l, res, sp, nodes, GROW)
            dtop[l] = st[S_DTOP]
            if rlink[0] == 0:
                res = 0 if has_loop and lst[S_CLOSED] == 0 else 1
                phase = Z_RETURN
                continue
            if st[S_CAPPED] == MEMO_OFF:  # the memo did not pay: a plain search from here
                slot[l] = -1
            else:
                h, kl = _signature(key, n1, n, rlink, dlink, ulink, top, length, color, jstate, first_primary, live,
                                   bits, dead, deg, mate, lp.vstart, lp.vedge, lp.edge_item, lst, vbits, kdead,
                                   dstack, st)
                s = _find(key, kl, h, table, keys, kpos)
                e = table[s]
                if e >= 0:
                    st[S_HITS] += 1
                    res = values[e]
                    phase = Z_RETURN
                    continue
                e = st[S_ENTRIES]
                if e < max_entries:
                    if e + 2 >= kpos.shape[0] or kpos[e] + kl > keys.shape[0]:  # Python makes room
                        return _pause(st, phase, l, res, sp, nodes, GROW)
                    st[S_ENTRIES] = e + 1
                    table[s] = e
                    base = kpos[e]
                    for w in range(kl):
                        keys[base + w] = key[w]
                    kpos[e + 1] = base + kl
                    hashes[e] = h
                    values[e] = -1  # under way
                    slot[l] = e
                else:
                    st[S_CAPPED] = 1
                    slot[l] = -1
            # choose an item
            best = -1
            if order.shape[0] > 0:
                for k in range(order.shape[0]):
                    if live[order[k]]:  # a primary item is live exactly while it is active
                        best = order[k]
                        break
            else:
                best_len = 1 << 62
                p = rlink[0]
                while p != 0:
                    if length[p] < best_len:
                        best_len = length[p]
                        best = p
                        if best_len == 0:
                            break
                    p = rlink[p]
            if length[best] == 0:
                res = 0
                if slot[l] >= 0:
                    values[slot[l]] = 0
                phase = Z_RETURN
                continue
            live[best] = False
            cover(best, False, n1, llink, rlink, top, ulink, dlink, color, length, live)
            item_at[l] = best
            x[l] = dlink[best]
            pstart[l] = sp
            phase = Z_TRY
        elif phase == Z_TRY:
            i = item_at[l]
            xl = x[l]
            if xl == i:  # every option tried: the chain of those that gave solutions
                if st[S_ZN] + sp - pstart[l] >= zvar.shape[0]:  # no room for it: Python grows
                    return _pause(st, phase, l, res, sp, nodes, GROW)
                uncover(i, n1, llink, rlink, top, ulink, dlink, color, length)
                live[i] = True
                res = 0
                for k in range(sp - 1, pstart[l] - 1, -1):
                    res = _new_node(pair_opt[k], res, pair_res[k], zvar, zlo, zhi, st)
                sp = pstart[l]
                if slot[l] >= 0:
                    values[slot[l]] = res
                phase = Z_RETURN
                continue
            nodes += 1
            tmark[l] = lst[S_TRAIL]
            set_live(xl, False, n1, top, ulink, live)
            # C5 with an early exit, as the links engine's search writes it out (a call to a
            # shared function made both kernels slower: 2x on loop models, measured)
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
                            if not edge_on(edge_of_item[j], eu, ev, mate, plen, deg, trail, lst):
                                stop = p
                                break
                    p += 1
            if stop >= 0:  # a live primary item lost its last option, or the loop broke
                if has_loop:
                    undo_trail(tmark[l], mate, plen, deg, trail, lst)
                if part < 0:
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
            _mark(xl, n1, top, ulink, color, jstate, True)
            l += 1
            phase = Z_ENTER
            if nodes >= budget:
                return _pause(st, phase, l, res, sp, nodes, BUDGET)
        elif phase == Z_RETURN:
            if l == 0:
                return _pause(st, Z_OVER, 0, res, sp, nodes, DONE)
            if sp >= pair_opt.shape[0]:  # no room for the pair: Python grows the stack
                return _pause(st, phase, l, res, sp, nodes, GROW)
            t = st[S_DTOP]
            while t > dtop[l]:  # the items found dead at this level may live again above it
                t -= 1
                kdead[dstack[t]] = False
            st[S_DTOP] = t
            l -= 1
            xl = x[l]
            if res != 0:
                pair_opt[sp] = opt_of_node[xl]
                pair_res[sp] = res
                sp += 1
            if has_loop:
                undo_trail(tmark[l], mate, plen, deg, trail, lst)
            undo_option(xl - 1, xl, n1, llink, rlink, top, ulink, dlink, color, length)
            _mark(xl, n1, top, ulink, color, jstate, False)
            set_live(xl, True, n1, top, ulink, live)
            x[l] = dlink[xl]
            phase = Z_TRY
        else:
            st[S_NODES] += nodes
            return DONE


@njit(cache=True, nogil=True)
def count_mod(zlo, zhi, nodes, prime):
    """The number of solutions below each node, modulo ``prime`` (< 2^62), nodes in the order
    they were made (children first)."""
    c = np.zeros(nodes, dtype=np.uint64)
    if nodes > 1:
        c[1] = 1
    p = np.uint64(prime)
    for z in range(2, nodes):
        c[z] = (c[zlo[z]] + c[zhi[z]]) % p
    return c


@njit(cache=True, nogil=True)
def count_float(zlo, zhi, nodes):
    """The number of solutions below each node, as floats (for the size of the exact count)."""
    c = np.zeros(nodes, dtype=np.float64)
    if nodes > 1:
        c[1] = 1.0
    for z in range(2, nodes):
        c[z] = c[zlo[z]] + c[zhi[z]]
    return c


@njit(cache=True, nogil=True)
def count_cut(zvar, zlo, zhi, nodes, root, cut):
    """The number of solutions (as a float: 0 exactly when there is none) that choose no option
    ``o`` with ``cut[o]``: the count with those nodes' HI edges taken away."""
    c = np.zeros(nodes, dtype=np.float64)
    if nodes > 1:
        c[1] = 1.0
    for z in range(2, nodes):
        c[z] = c[zlo[z]] + (0.0 if cut[zvar[z]] else c[zhi[z]])
    return c[root] if root < nodes else 0.0


@njit(cache=True, nogil=True)
def reached(zlo, zhi, nodes, root):
    """Which nodes some path from the root reaches (parents are numbered after their children)."""
    r = np.zeros(nodes, dtype=np.bool_)
    if root < nodes:
        r[root] = True
    for z in range(nodes - 1, 1, -1):
        if r[z]:
            r[zlo[z]] = True
            r[zhi[z]] = True
    return r

