"""Counting by the frontier method: the primary items in a fixed order, one level at a time.

Step k takes the k-th primary item of the order. Each state of level k-1 (a partial solution,
up to what the rest of the problem can see of it) either has that item covered already, and
goes on unchanged, or chooses one of the options whose first item in the order it is. The
options so decided are those whose first item comes at step k or before; what the undecided
ones can still see is the *frontier*:

* each primary item that a decided option may have covered and whose own step has not come;
* each secondary item used both by a decided and by an undecided option: free, its colour, or
  taken (used without a colour);
* with a single-loop constraint, each vertex with decided and undecided edges: untouched, full
  (two edges on), or the end of a path whose other end is which vertex (Knuth's SIMPATH mates,
  Minato's frontier method), and whether the loop has closed;
* with a paths constraint instead, the same mates, each end also saying whether its piece holds
  one of the paths' ends (a piece without one must not close into a cycle nor end), and "gone"
  where the piece's other end has left the frontier.

That is the state, packed into a few 64-bit words; a field keeps one place in the words from its
first step to its last, so that states need no renumbering. States equal at a level have the
same completions: each level keeps one entry per state with the number of partial solutions
that reach it (exact integers in 62-bit limbs, widened before they could overflow). A loop that
closes while a path end is left, an edge on a full vertex or after the loop closed, and a vertex
that leaves the frontier at the end of a path cut a state (paths: a cycle or a piece done without
one of the paths' ends). The count is the number at the one
state of the last level (with the loop closed, when there is a loop).

Nothing here knows a puzzle: the order is the model's own, a sweep its generator hinted, or one
found greedily from the model (:func:`~xcckit.backends.orders.greedy_order`), whichever gives the
narrowest frontier; :mod:`.planning` lays the fields out and chooses the order.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from .planning import Plan

LIMB = 62
LIMB_MASK = (1 << LIMB) - 1
EMPTY = -1


# ---------------------------------------------------------------------------------------- kernel
@njit(cache=True, nogil=True)
def _grow(table, rows, n):
    """The hash table doubled, its entries placed again."""
    cap = 2 * len(table)
    table = np.full(cap, EMPTY, dtype=np.int32)
    mask = np.uint64(cap - 1)
    for e in range(n):
        h = rows[e, 0] & mask
        while table[h] != EMPTY:
            h = (h + np.uint64(1)) & mask
        table[h] = e
    return table


@njit(cache=True, nogil=True, inline="always")
def _side(value, slot, end):
    """A paths' vertex (at ``slot``, ``end`` 1 where it is one of the paths' ends) that an edge
    joins, by its mate ``value``: the far end of its path (-1: gone) and whether the path's piece
    holds an end (an untouched vertex is its own far end)."""
    if value == 0:
        return slot, end
    if value < 4:
        return -1, value - 2
    return (value - 4) >> 1, (value - 4) & 1


BATCH = 256  # successors hashed before they are looked up, so that the lookups overlap


@njit(cache=True, nogil=True)
def _flush(buf, src, nb, rows, out, n, table, words):
    """Put the ``nb`` successors of ``buf`` (hash, key) into the level ``out``: a new state, or
    its count added to the one already there (the count of row ``src[b]`` of ``rows``). Each
    pass over the batch makes its memory accesses independent of one another, so that the
    processor overlaps their cache misses. Returns (n, merged, a checksum of the touches)."""
    mask = np.uint64(len(table) - 1)
    base = 1 + words
    limbs = out.shape[1] - base
    top = np.uint64(LIMB)
    lmask = np.uint64(LIMB_MASK)
    one = np.uint64(1)
    touch = np.uint64(0)
    for b in range(nb):  # the table's slots
        touch += np.uint64(table[buf[b, 0] & mask])
    for b in range(nb):  # the rows they point to
        e = table[buf[b, 0] & mask]
        if e != EMPTY:
            touch += out[e, 0]
    merged = 0
    for b in range(nb):
        h = buf[b, 0]
        i = src[b]
        p = h & mask
        while True:
            e = table[p]
            if e == EMPTY:
                table[p] = n
                for j in range(base):
                    out[n, j] = buf[b, j]
                for j in range(base, base + limbs):
                    out[n, j] = rows[i, j]
                n += 1
                break
            if out[e, 0] == h:
                same = True
                for j in range(1, base):
                    if out[e, j] != buf[b, j]:
                        same = False
                        break
                if same:
                    merged += 1
                    carry = np.uint64(0)
                    for j in range(base, base + limbs):
                        x = out[e, j] + rows[i, j] + carry
                        out[e, j] = x & lmask
                        carry = x >> top
                    break
            p = (p + one) & mask
    return n, merged, touch


@njit(cache=True, nogil=True)
def level(k, rows, i0, i1, out, n, table, P):
    """Step ``k`` for the states ``i0:i1`` of level k-1 (``rows``) into level k (``n`` states so
    far in ``out``, found through ``table``). A state is a row: its hash, its key (``P.words``
    words), its count (62-bit limbs, the rest of the row), all in one cache line or two.
    Returns (n, i, merged, touch): the states before i are done (i < i1 when the arrays must
    grow first: the caller grows them and goes on), how many times a state was found again, and
    the checksum of :func:`_flush`'s touches (returned so that they are not optimised away).

    Written as one function on purpose: a helper that takes arrays, or an array variable that
    changes in the loop, costs reference counts (atomic) that were most of the time."""
    words = P.words
    ostart, o_w, o_s, o_m, o_v, o_pri, o_r, o_x, o_e = P.ostart, P.o_w, P.o_s, P.o_m, P.o_v, P.o_pri, P.o_r, P.o_x, P.o_e
    vslot, v_w, v_s, closed_w = P.vslot, P.v_w, P.v_s, P.closed_w
    istart, i_w, i_s, i_m, i_b, i_d = P.istart, P.i_w, P.i_s, P.i_m, P.i_b, P.i_d
    e_u, e_v, cvstart, cvert, svert, dead = P.e_u, P.e_v, P.cvstart, P.cvert, P.svert, P.dead
    paths, e_ta, e_tb = P.paths, P.e_ta, P.e_tb
    cmode, smode = P.cmode, P.smode
    q_start, q_node, n_con, n_w, n_s, n_b, n_d = P.q_start, P.q_node, P.n_con, P.n_w, P.n_s, P.n_b, P.n_d
    n_clue, nb_start, nb_node, c_start, d_start, d_node = P.n_clue, P.nb_start, P.nb_node, P.c_start, P.d_start, P.d_node
    f_kind, f_target, cl_w, cl_s = P.f_kind, P.f_target, P.cl_w, P.cl_s
    lmu = np.uint64((1 << P.l_width) - 1)
    zsh = np.uint64(P.l_width)  # a node's field: label, size, clue
    zmu = np.uint64((1 << P.z_width) - 1)
    csh = np.uint64(P.l_width + P.z_width)
    fmu = lmu | (zmu << zsh) | (np.uint64((1 << P.c_width) - 1) << csh)
    ncons = len(cl_w)
    remap = np.zeros((1 << P.l_width) + 1, dtype=np.int64)
    joined = np.zeros(max(1, np.max(np.diff(nb_start)) if len(nb_start) > 1 else 1), dtype=np.uint64)
    vmu = np.uint64(P.v_mask)
    cbit = np.uint64(1) << np.uint64(max(P.closed_s, 0))
    nslots = len(v_w)
    base = 1 + words
    new = np.zeros(words, dtype=np.uint64)
    keep = P.keep[k]
    pw = P.p_w[k]
    pbit = np.uint64(1) << np.uint64(P.p_s[k])
    c0, c1 = P.cstart[k], P.cstart[k + 1]
    s0, s1 = P.sstart[k], P.sstart[k + 1]
    one = np.uint64(1)
    room = c1 - c0 + 1
    merged = 0
    buf = np.zeros((BATCH + room, base), dtype=np.uint64)
    src = np.zeros(BATCH + room, dtype=np.int64)
    nb = 0
    touch = np.uint64(0)
    for i in range(i0, i1):
        if nb >= BATCH:
            n, got, t = _flush(buf, src, nb, rows, out, n, table, words)
            merged += got
            touch += t
            nb = 0
        if n + nb + room > len(out) or 2 * (n + nb + room) > len(table):
            n, got, t = _flush(buf, src, nb, rows, out, n, table, words)
            return n, i, merged + got, touch + t
        covered = pw >= 0 and (rows[i, 1 + pw] & pbit) != 0
        c = c0
        while True:
            for j in range(words):
                new[j] = rows[i, 1 + j]
            ok = True
            if covered:
                ca = cb = 0
                last = True
            else:
                if c >= c1:
                    break
                for q in range(ostart[c], ostart[c + 1]):
                    w = o_w[q]
                    if w >= 0:
                        sh = np.uint64(o_s[q])
                        m = np.uint64(o_m[q])
                        v = o_v[q]
                        old = np.int64((new[w] >> sh) & m) if o_r[q] else 0
                        if old != 0:
                            if o_pri[q] or old != v or v == dead:
                                ok = False  # covered, another colour, or taken
                                break
                            continue  # the same colour: nothing changes (an edge on already)
                        if o_x[q]:
                            new[w] = (new[w] & ~(m << sh)) | (np.uint64(v) << sh)
                    # the vertices of region families it gives their colour: a new component
                    # each, joined with its neighbours' (labels of nodes alive now), its size
                    # and clue the sum of theirs and its own
                    for z in range(q_start[q], q_start[q + 1]):
                        x = q_node[z]
                        ci = n_con[x]
                        kind = f_kind[ci]
                        if kind == 0 and (new[cl_w[ci]] >> np.uint64(cl_s[ci])) & one:
                            ok = False  # a component of the colour has ended already
                            break
                        top = np.uint64(0)
                        for y in range(c_start[ci], c_start[ci + 1]):
                            if n_b[y] <= k and k <= n_d[y]:
                                ly = (new[n_w[y]] >> np.uint64(n_s[y])) & lmu
                                if ly > top:
                                    top = ly
                        lx = top + one
                        size = 1
                        clue = n_clue[x]
                        nm = 0  # the neighbours' components it joins, each once
                        for r in range(nb_start[x], nb_start[x + 1]):
                            u = nb_node[r]
                            if n_b[u] > k:
                                continue
                            fu = (new[n_w[u]] >> np.uint64(n_s[u])) & fmu
                            lu = fu & lmu
                            if lu == 0:
                                continue
                            seen = False
                            for t in range(nm):
                                seen = seen or joined[t] == lu
                            if seen:
                                continue
                            joined[nm] = lu
                            nm += 1
                            size += np.int64((fu >> zsh) & zmu)
                            cu = np.int64((fu >> csh) & zmu)
                            if cu != 0:
                                if clue != 0:
                                    ok = False  # two clues in one region
                                    break
                                clue = cu
                        if not ok:
                            break
                        fx = lx
                        if kind != 0:
                            if size > f_target[ci] or (clue != 0 and size > clue):
                                ok = False  # a group or region larger than its size
                                break
                            fx = lx | (np.uint64(size) << zsh) | (np.uint64(clue) << csh)
                        xw, xsh = n_w[x], np.uint64(n_s[x])
                        new[xw] = (new[xw] & ~(fmu << xsh)) | (fx << xsh)
                        if nm:  # (the joined components' nodes take the new one's field)
                            for y in range(c_start[ci], c_start[ci + 1]):
                                if n_b[y] <= k and k <= n_d[y]:
                                    ysh = np.uint64(n_s[y])
                                    ly = (new[n_w[y]] >> ysh) & lmu
                                    for t in range(nm):
                                        if joined[t] == ly:
                                            new[n_w[y]] = (new[n_w[y]] & ~(fmu << ysh)) | (fx << ysh)
                                            break
                    if not ok:
                        break
                    e = o_e[q]
                    if e < 0:
                        continue
                    # the edge comes on: join the paths at its ends (vertex slots a, b)
                    if closed_w >= 0 and (new[closed_w] & cbit) != 0:
                        ok = False  # the loop has closed
                        break
                    a, b = e_u[e], e_v[e]
                    aw, ash, bw, bsh = v_w[a], np.uint64(v_s[a]), v_w[b], np.uint64(v_s[b])
                    va = np.int64((new[aw] >> ash) & vmu)
                    vb = np.int64((new[bw] >> bsh) & vmu)
                    if va == 1 or vb == 1:
                        ok = False  # a third edge at a vertex
                        break
                    if va != 0:  # (an end of a path: full now)
                        new[aw] = (new[aw] & ~(vmu << ash)) | (one << ash)
                    if vb != 0:
                        new[bw] = (new[bw] & ~(vmu << bsh)) | (one << bsh)
                    if paths:
                        # each side's far end (-1: gone) and whether its piece holds an end
                        fa, ha = _side(va, a, e_ta[e])
                        fb, hb = _side(vb, b, e_tb[e])
                        held = ha | hb
                        if va >= 4 and fa == b:  # a and b end one path: a cycle
                            if held == 0:
                                ok = False  # a cycle through no end
                                break
                            continue
                        if fa < 0 and fb < 0:
                            if held == 0:
                                ok = False  # a piece through no end, done
                                break
                        elif fa < 0 or fb < 0:
                            f = fb if fa < 0 else fa
                            fw, fsh = v_w[f], np.uint64(v_s[f])
                            new[fw] = (new[fw] & ~(vmu << fsh)) | (np.uint64(2 + held) << fsh)
                        else:
                            fw, fsh = v_w[fa], np.uint64(v_s[fa])
                            new[fw] = (new[fw] & ~(vmu << fsh)) | (np.uint64(4 + 2 * fb + held) << fsh)
                            fw, fsh = v_w[fb], np.uint64(v_s[fb])
                            new[fw] = (new[fw] & ~(vmu << fsh)) | (np.uint64(4 + 2 * fa + held) << fsh)
                        continue
                    if va == b + 2:  # a and b end one path: the loop closes
                        for t in range(nslots):
                            if np.int64((new[v_w[t]] >> np.uint64(v_s[t])) & vmu) >= 2:
                                ok = False  # another path is left
                                break
                        if not ok:
                            break
                        new[closed_w] |= cbit
                        continue
                    fa = a if va == 0 else va - 2  # the far ends of the two paths
                    fb = b if vb == 0 else vb - 2
                    fw, fsh = v_w[fa], np.uint64(v_s[fa])
                    new[fw] = (new[fw] & ~(vmu << fsh)) | (np.uint64(fb + 2) << fsh)
                    fw, fsh = v_w[fb], np.uint64(v_s[fb])
                    new[fw] = (new[fw] & ~(vmu << fsh)) | (np.uint64(fa + 2) << fsh)
                ca, cb = cvstart[c], cvstart[c + 1]
                c += 1
                last = False
            if ok:
                # settle the vertices whose edges are all decided: the candidate's, then the step's
                nc = cb - ca
                for r in range(nc + s1 - s0):
                    if r < nc:
                        v, mode = cvert[ca + r], cmode[ca + r]
                    else:
                        v, mode = svert[s0 + r - nc], smode[s0 + r - nc]
                    t = vslot[v]
                    tw, tsh = v_w[t], np.uint64(v_s[t])
                    val = np.int64((new[tw] >> tsh) & vmu)
                    if val == 0:
                        continue
                    if mode != 0:
                        still = False
                        for z in range(istart[v], istart[v + 1]):
                            if i_d[z] > k and (i_w[z] < 0 or i_b[z] > k
                                               or (new[i_w[z]] >> np.uint64(i_s[z])) & np.uint64(i_m[z]) == 0):
                                still = True  # an edge still open
                                break
                        if still:
                            continue
                    if paths:
                        if val == 2:
                            ok = False  # the last end on the frontier of a piece through no end
                            break
                        if val >= 4:  # its far end is the last one on the frontier now
                            f = (val - 4) >> 1
                            fw, fsh = v_w[f], np.uint64(v_s[f])
                            new[fw] = (new[fw] & ~(vmu << fsh)) | (np.uint64(2 + ((val - 4) & 1)) << fsh)
                    elif val >= 2:
                        ok = False  # a path end that cannot go on
                        break
                    new[tw] &= ~(vmu << tsh)
            if ok and ncons:
                # the region families' nodes that leave: a component none of whose nodes stays
                # has ended: a connected colour's only one, a group of its size, a region of
                # its clue's size; a clue left without its colour cuts the state too
                for z in range(d_start[k], d_start[k + 1]):
                    x = d_node[z]
                    if n_clue[x] != 0 and (new[n_w[x]] >> np.uint64(n_s[x])) & lmu == 0:
                        ok = False  # a clue not of its colour
                        break
                for z in range(d_start[k], d_start[k + 1]):
                    if not ok:
                        break
                    x = d_node[z]
                    ci = n_con[x]
                    kind = f_kind[ci]
                    fx = (new[n_w[x]] >> np.uint64(n_s[x])) & fmu
                    lx = fx & lmu
                    if lx == 0:
                        continue
                    stays = other = False
                    for y in range(c_start[ci], c_start[ci + 1]):
                        if n_b[y] <= k and n_d[y] > k:
                            ly = (new[n_w[y]] >> np.uint64(n_s[y])) & lmu
                            if ly == lx:
                                stays = True
                                break
                            if ly != 0:
                                other = True
                    if stays:
                        continue
                    if kind == 0:
                        if other or (new[cl_w[ci]] >> np.uint64(cl_s[ci])) & one:
                            ok = False  # two components of the colour
                            break
                        new[cl_w[ci]] |= one << np.uint64(cl_s[ci])
                    else:
                        size = np.int64((fx >> zsh) & zmu)
                        want = f_target[ci] if kind == 1 else np.int64((fx >> csh) & zmu)
                        if size != want:
                            ok = False  # a group or region that ended at another size (or without a clue)
                            break
                    for y in range(d_start[k], d_start[k + 1]):  # (its other nodes leaving now: done)
                        u = d_node[y]
                        if n_con[u] == ci and n_b[u] <= k:
                            ush = np.uint64(n_s[u])
                            if (new[n_w[u]] >> ush) & lmu == lx:
                                new[n_w[u]] &= ~(fmu << ush)
                if ok:
                    # labels in the order of the nodes, so that equal partitions are equal states
                    for ci in range(ncons):
                        nxt = 0
                        for y in range(c_start[ci], c_start[ci + 1]):
                            if n_b[y] <= k and n_d[y] > k:
                                ysh = np.uint64(n_s[y])
                                ly = np.int64((new[n_w[y]] >> ysh) & lmu)
                                if ly != 0:
                                    if remap[ly] == 0:
                                        nxt += 1
                                        remap[ly] = nxt
                                    new[n_w[y]] = (new[n_w[y]] & ~(lmu << ysh)) | (np.uint64(remap[ly]) << ysh)
                        if nxt:
                            for y in range(len(remap)):
                                remap[y] = 0
            if ok:
                h = np.uint64(0x9E3779B97F4A7C15)
                for j in range(words):
                    new[j] &= keep[j]
                    x = new[j] ^ (h + np.uint64(0x632BE59BD9B4E019))
                    x = (x ^ (x >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
                    x = (x ^ (x >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
                    h = x ^ (x >> np.uint64(31))
                buf[nb, 0] = h
                for j in range(words):
                    buf[nb, 1 + j] = new[j]
                src[nb] = i
                nb += 1
            if last:
                break
    n, got, t = _flush(buf, src, nb, rows, out, n, table, words)
    touch += t
    return n, i1, merged + got, touch


@njit(cache=True, nogil=True)
def top_total(rows, n, base):
    """The sum of the counts of a level (limbs from column ``base``) in units of its top limb,
    2^(LIMB·(limbs − 1)), as a float (to know when to widen the limbs; a float of the whole
    sum would overflow beyond 2^1024)."""
    t = 0.0
    last = rows.shape[1] - 1
    for i in range(n):
        t += float(rows[i, last])
        if last > base:
            t += float(rows[i, last - 1]) / float(1 << LIMB)
    return t


def value(limbs: np.ndarray) -> int:
    """A count from its limbs."""
    return sum(int(x) << (LIMB * j) for j, x in enumerate(limbs.tolist()))


class Sweep:
    """One count by the frontier method: :meth:`run` goes level by level, in chunks, and can be
    stopped between two (deadline, memory cap); ``states`` (the widest level so far), ``merged``
    (states found again) and ``step`` tell how it went."""

    def __init__(self, plan: Plan, chunk: int = 1 << 15) -> None:
        self.plan = plan
        self.chunk = chunk
        self.states = self.merged = self.step = 0

    def run(self, stop=None, progress=None, max_bytes: int | None = None) -> int | None:
        """The count, or None when ``stop()`` said so or a level would need more than
        ``max_bytes``. ``progress()`` is called between chunks."""
        plan = self.plan
        if plan.impossible:
            return 0
        words = plan.words
        base = 1 + words
        rows = np.zeros((1, base + 1), dtype=np.uint64)
        rows[0, base] = 1
        n = 1
        for k in range(1, plan.steps + 1):
            self.step = k
            t = top_total(rows, n, base) * float(plan.branch[k]) * 4.0  # (in units of the top limb)
            limbs = rows.shape[1] - base
            while t >= 2.0 ** LIMB:
                limbs += 1
                t /= 2.0 ** LIMB
            if limbs > rows.shape[1] - base:
                wider = np.zeros((n, base + limbs), dtype=np.uint64)
                wider[:, :rows.shape[1]] = rows[:n]
                rows = wider
            size = 1024
            while size < 2 * n:
                size *= 2
            table = np.full(size, EMPTY, dtype=np.int32)
            out = np.empty((max(1024, n), base + limbs), dtype=np.uint64)
            m = i = 0
            while i < n:
                m, i, merged, _ = level(k, rows, i, min(n, i + self.chunk), out, m, table, plan)
                self.merged += merged
                self.states = max(self.states, m)
                grow = m + plan.branch[k] + 1 > len(out)
                if grow:
                    bigger = np.empty((2 * len(out), out.shape[1]), dtype=np.uint64)
                    bigger[:m] = out[:m]
                    out = bigger
                if 2 * (m + plan.branch[k] + 1) > len(table):
                    table = _grow(table, out, m)
                if max_bytes is not None and (grow or i >= n):
                    if rows.nbytes + out.nbytes + table.nbytes > max_bytes:
                        return None
                if stop is not None and stop():
                    return None
                if progress is not None:
                    progress()
            del table
            rows, n = out, m
            if n == 0:
                return 0
        found = 0
        for i in range(n):
            if plan.closed_w < 0 or (int(rows[i, 1 + plan.closed_w]) >> plan.closed_s) & 1:
                found += value(rows[i, base:])
        return found
