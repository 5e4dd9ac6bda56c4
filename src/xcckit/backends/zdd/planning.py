"""The plan of the frontier method (:mod:`.frontier`): where each field of a state lives, for one
model and one order of its primary items, and the choice of that order.

A field is a primary item's covered bit, a secondary item's colour (or "taken"), or a loop
vertex's mate; it lives from the first step at which a decided option can write it to the last
at which an undecided one can read it, and keeps one place in the state's 64-bit words for that
time (places are reused after a field's last step). The plan also lists each step's candidates
with the occurrences they write, and when the loop's vertices leave the state. The order with
the narrowest frontier (the fewest bits at its widest level) is the one counted.
"""

from __future__ import annotations

import heapq
from typing import NamedTuple

import numpy as np

from ...model import Model
from ...constraints import ColourCount, Connected, GroupSizes, Paths, SingleLoop, SizedRegions
from ...constraints.base import csr
from ..base import constraints_with
from ..orders import greedy_order


ZDD_CONSTRAINTS = {SingleLoop: "loop", ColourCount: "implied", Connected: "frontier", GroupSizes: "frontier",
                   SizedRegions: "frontier", Paths: "paths"}
"""What Algorithm Z and the frontier method do with a side constraint: a single loop by the mates
of path ends in a node's signature, a redundant count left to the model, a region rule carried
in the frontier's states (counted, not listed; a sized region of any size is refused), paths
(``simple`` ones) by mates that also say whether a path's piece holds an end (counted, not
listed); the others are refused (:class:`~.backend.ZddBackend`)."""


def mated(model: Model) -> list:
    """The side constraints whose pieces the frontier's mates carry: single loops and paths (a
    model may have one: :meth:`~.backend.ZddBackend.check_supported`)."""
    return constraints_with(model, ZDD_CONSTRAINTS, "loop") + constraints_with(model, ZDD_CONSTRAINTS, "paths")


class Plan(NamedTuple):
    """Everything the level kernel reads, for one model and one order of its primary items."""

    steps: int               # primary items (levels)
    words: int               # words of a state
    bits: np.ndarray         # step -> bits of the frontier after it (for the choice of order)
    p_w: np.ndarray          # step -> word of its item's covered bit (-1: no field), and shift
    p_s: np.ndarray
    cstart: np.ndarray       # step -> its candidates: cand[cstart[k]:cstart[k + 1]]
    cand: np.ndarray         # option numbers
    ostart: np.ndarray       # candidate c -> its other items: occurrences ostart[c]:ostart[c + 1]
    o_w: np.ndarray          # occurrence -> field word (-1: no field), shift, mask
    o_s: np.ndarray
    o_m: np.ndarray
    o_v: np.ndarray          # value it writes: 1 for a primary item, a colour, or "taken"
    o_pri: np.ndarray        # primary item?
    o_r: np.ndarray          # field to read (it holds a value from an earlier step)?
    o_x: np.ndarray          # field to write (an undecided option still sees it)?
    o_e: np.ndarray          # loop (or paths') edge turned on (-1: none)
    keep: np.ndarray         # (steps + 1, words): the fields that live on after each step
    sstart: np.ndarray       # step -> vertices to settle after it (an edge at them decided)
    svert: np.ndarray
    smode: np.ndarray        # 0: settled for sure, 1: look at its edges
    cvstart: np.ndarray      # candidate -> vertices to settle after it (it colours an edge at them)
    cvert: np.ndarray
    cmode: np.ndarray
    vslot: np.ndarray        # vertex -> its slot
    istart: np.ndarray       # vertex -> its edges: field word (-1: none), shift, mask, the item's
    i_w: np.ndarray          # first step, the last step that can turn the edge on
    i_s: np.ndarray
    i_m: np.ndarray
    i_b: np.ndarray
    i_d: np.ndarray
    e_u: np.ndarray          # edge -> vertex slots of its ends
    e_v: np.ndarray
    v_w: np.ndarray          # vertex slot -> word, shift
    v_s: np.ndarray
    v_mask: int
    closed_w: int            # the loop-closed flag: word (-1: no loop), shift
    closed_s: int
    branch: np.ndarray       # step -> how many states one state can become at most
    dead: int                # the value of a secondary item taken without a colour
    q_start: np.ndarray      # occurrence -> the region families' nodes it colours (CSR)
    q_node: np.ndarray
    n_con: np.ndarray        # node (a vertex of a family) -> its family, its field's word and
    n_w: np.ndarray          # shift (label, then size, then clue), the steps it lives (first,
    n_s: np.ndarray          # last), and its clue (sized regions; 0: none)
    n_b: np.ndarray
    n_d: np.ndarray
    n_clue: np.ndarray
    nb_start: np.ndarray     # node -> its neighbours (nodes of the same family, CSR)
    nb_node: np.ndarray
    c_start: np.ndarray      # family -> its nodes, c_start[f]:c_start[f + 1] (numbered by family)
    f_kind: np.ndarray       # family -> 0 connected (one component), 1 groups of a size, 2 sized
    f_target: np.ndarray     # regions (one clue each, of its size); the size (1), the largest clue (2)
    d_start: np.ndarray      # step -> the nodes whose last step it is (CSR)
    d_node: np.ndarray
    cl_w: np.ndarray         # family -> its closed flag (connected: a component ended): word, shift
    cl_s: np.ndarray
    l_width: int             # a node's field: its label's bits (labels 1, 2, ...; 0: not of the
    z_width: int             # colour), its component's size's, its component's clue's (0 bits
    c_width: int             # without sized regions)
    impossible: bool         # a clue that no option gives its colour: no solution
    paths: bool              # the mates are a paths constraint's (no loop: pieces that hold an end)
    e_ta: np.ndarray         # edge -> whether each of its ends is one of the paths' ends (0 or 1)
    e_tb: np.ndarray


def _allocate(birth: np.ndarray, death: np.ndarray) -> tuple[np.ndarray, int]:
    """Slots for intervals [birth, death] (closed: a slot is reused only after its last step)."""
    slot = np.full(len(birth), -1, dtype=np.int64)
    busy: list[tuple[int, int]] = []
    free: list[int] = []
    used = 0
    for f in np.lexsort((death, birth)):
        b = birth[f]
        while busy and busy[0][0] < b:
            heapq.heappush(free, heapq.heappop(busy)[1])
        if free:
            s = heapq.heappop(free)
        else:
            s, used = used, used + 1
        slot[f] = s
        heapq.heappush(busy, (int(death[f]), s))
    return slot, used


def make_plan(model: Model, order: np.ndarray) -> Plan:
    """The plan of the frontier method for ``model`` with its primary items in ``order``."""
    return _Planner(model, order).plan()


class _Bits:
    """The bits of a state, handed out field by field; a field never straddles two words."""

    def __init__(self) -> None:
        self.bit = 0

    def place(self, count: int, width: int) -> tuple[np.ndarray, np.ndarray]:
        """Places for ``count`` fields of ``width`` bits: their words and shifts."""
        w = np.zeros(count, dtype=np.int64)
        s = np.zeros(count, dtype=np.int64)
        for i in range(count):
            if self.bit % 64 + width > 64:
                self.bit += 64 - self.bit % 64
            w[i], s[i] = divmod(self.bit, 64)
            self.bit += width
        return w, s

    @property
    def words(self) -> int:
        return max(1, (self.bit + 63) // 64)


class _Planner:
    """:func:`make_plan`'s work, a part a method, in this order: the steps at which each field
    lives (:meth:`_lifetimes`, :meth:`_loop_lifetimes`), the candidates of each step and their
    occurrences (:meth:`_candidates`), when the loop's vertices leave the state
    (:meth:`_loop_settling`), the fields' places in the words (:meth:`_layout`) and what lives on
    after each step (:meth:`_keep`)."""

    def __init__(self, model: Model, order: np.ndarray) -> None:
        self.model = model
        self.starts, self.items, self.cols = model.arrays()
        self.n, self.n1, self.nopt = model.n_items, model.n_primary, model.n_options
        self.order = np.asarray(order, dtype=np.int64)
        mates = mated(model)
        self.lp = mates[0] if mates else None
        self.paths = self.lp is not None and not constraints_with(model, ZDD_CONSTRAINTS, "loop")
        self.cons = [sc.pruning() for sc in constraints_with(model, ZDD_CONSTRAINTS, "frontier")]
        self.zero = np.zeros(0, dtype=np.int64)

    def plan(self) -> Plan:
        self._lifetimes()
        self._loop_lifetimes()
        self._candidates()
        self._loop_settling()
        self._region_nodes()
        self._layout()
        it, k_of, colour, n, n1 = self.it, self.k_of, self.colour, self.n, self.n1
        f_w, f_s, f_m = self.f_w, self.f_s, self.f_m
        birth = np.where(np.arange(n) < n1, np.concatenate([self.pbirth, np.zeros(n - n1, dtype=np.int64)]),
                         self.sbirth)
        death = np.concatenate([self.pdeath, self.sdeath[n1:]])
        # the steps
        p_w = np.full(n1 + 1, -1, dtype=np.int64)
        p_s = np.zeros(n1 + 1, dtype=np.int64)
        p_w[1:], p_s[1:] = f_w[self.order], f_s[self.order]
        o_pri = it < n1
        o_w = f_w[it]
        o_v = np.where(o_pri, 1, np.where(colour == 0, self.dead, colour)).astype(np.int64)
        o_r = (o_w >= 0) & (birth[it] < k_of)
        o_x = (o_w >= 0) & (death[it] > k_of)
        o_e = np.full(len(it), -1, dtype=np.int64)
        if self.lp is not None:
            e = self.edge_of_item[it]
            o_e = np.where((e >= 0) & (colour == self.lp.on_colour), e, -1)
        keep, bits = self._keep()
        e_u = e_v = slot_of = i_w = i_s = i_m = self.zero
        if self.lp is not None:
            slot_of = np.full(self.nv, -1, dtype=np.int64)
            slot_of[self.vfield] = self.vslot
            e_u, e_v = slot_of[self.eu], slot_of[self.ev]
            item = np.asarray(self.lp.edge_item, dtype=np.int64)[self.inc]
            i_w, i_s, i_m = f_w[item], f_s[item], f_m[item]
        branch = np.maximum(1, np.diff(self.cstart))
        e_ta = e_tb = self.zero
        if self.paths:
            end = np.zeros(self.nv, dtype=np.int64)
            end[sorted(self.lp.ends)] = 1
            e_ta, e_tb = end[self.eu], end[self.ev]
        return Plan(n1, self.words, np.cumsum(bits), p_w, p_s, self.cstart, self.cand, self.ostart, o_w, f_s[it],
                    f_m[it], o_v, o_pri, o_r, o_x, o_e, keep, self.sstart, self.svert, self.smode, self.cvstart,
                    self.cvert, self.cmode, slot_of, self.istart, i_w, i_s, i_m, self.i_b, self.i_d, e_u, e_v,
                    self.vw, self.vs, (1 << self.v_width) - 1, int(self.closed_w), int(self.closed_s), branch,
                    self.dead, self.q_start, self.q_node, self.n_con, self.nw[self.nslot], self.ns[self.nslot],
                    self.n_b, self.n_d, self.n_clue, self.nb_start, self.nb_node, self.c_start, self.f_kind,
                    self.f_target, self.d_start, self.d_node, self.cl_w, self.cl_s, self.l_width, self.z_width,
                    self.c_width, self.impossible, self.paths, e_ta, e_tb)

    def _lifetimes(self) -> None:
        """Each option's step (its first primary item's place in the order), and the steps
        between which the items' fields live: a primary item's covered bit from the first step
        that can cover it to its own; a secondary item's state from its first option's step to
        its last one's (a field only where the first comes before the last)."""
        items, n, n1, nopt = self.items, self.n, self.n1, self.nopt
        big = n1 + 1
        pos = np.empty(max(n1, 1), dtype=np.int64)
        pos[self.order] = np.arange(1, n1 + 1)
        opt_of = np.repeat(np.arange(nopt, dtype=np.int64), np.diff(self.starts))
        prim = items < n1
        minpos = np.full(nopt, big, dtype=np.int64)
        np.minimum.at(minpos, opt_of[prim], pos[items[prim]])
        step_of = minpos[opt_of] if len(items) else np.zeros(0, dtype=np.int64)
        pbirth = np.full(n1, big, dtype=np.int64)
        np.minimum.at(pbirth, items[prim], step_of[prim])
        pdeath = pos[:n1]
        sec = ~prim
        sbirth = np.full(n, big, dtype=np.int64)
        sdeath = np.zeros(n, dtype=np.int64)
        np.minimum.at(sbirth, items[sec], step_of[sec])
        np.maximum.at(sdeath, items[sec], step_of[sec])
        self.pos, self.minpos, self.step_of = pos, minpos, step_of
        self.pbirth, self.pdeath, self.pfield = pbirth, pdeath, np.flatnonzero(pbirth < pdeath)
        self.sbirth, self.sdeath, self.sfield = sbirth, sdeath, np.flatnonzero(sbirth < sdeath)

    def _loop_lifetimes(self) -> None:
        """The loop's vertices live from the first step that can turn an edge at them on to the
        last."""
        lp, n1, big = self.lp, self.n1, self.n1 + 1
        self.edge_of_item = np.full(self.n, -1, dtype=np.int64)
        self.nv = 0
        self.vfield = np.zeros(0, dtype=np.int64)
        if lp is None:
            return
        n_edges, self.nv = len(lp.edge_item), lp.n_vertices
        self.edge_of_item[np.asarray(lp.edge_item, dtype=np.int64)] = np.arange(n_edges)
        self.eu = eu = np.asarray(lp.edge_u, dtype=np.int64)
        self.ev = ev = np.asarray(lp.edge_v, dtype=np.int64)
        on = (self.edge_of_item[self.items] >= 0) & (self.cols == lp.on_colour)
        e_on = self.edge_of_item[self.items[on]]
        ebirth = np.full(max(n_edges, 1), big, dtype=np.int64)
        edeath = np.zeros(max(n_edges, 1), dtype=np.int64)
        np.minimum.at(ebirth, e_on, self.step_of[on])
        np.maximum.at(edeath, e_on, self.step_of[on])
        vbirth = np.full(self.nv, big, dtype=np.int64)
        vdeath = np.zeros(self.nv, dtype=np.int64)
        live = ebirth[:n_edges] <= n1
        for ends in (eu, ev):
            np.minimum.at(vbirth, ends[live], ebirth[:n_edges][live])
            np.maximum.at(vdeath, ends[live], edeath[:n_edges][live])
        self.n_edges, self.edeath = n_edges, edeath
        self.vbirth, self.vdeath, self.vfield = vbirth, vdeath, np.flatnonzero(vbirth <= n1)

    def _candidates(self) -> None:
        """The candidates of each step (the options whose first item in the order it is) and
        their occurrences but their step's own item, in candidate order."""
        starts, items, n1, nopt, minpos, pos = self.starts, self.items, self.n1, self.nopt, self.minpos, self.pos
        cand = np.argsort(minpos, kind="stable").astype(np.int64)
        cstart = np.searchsorted(minpos[cand], np.arange(n1 + 2)).astype(np.int64)
        lengths = np.diff(starts)[cand]
        occ = np.concatenate([np.arange(starts[o], starts[o + 1]) for o in cand]) if nopt else np.zeros(0, np.int64)
        occ = occ.astype(np.int64)
        c_of = np.repeat(np.arange(nopt, dtype=np.int64), lengths)
        it = items[occ]
        mine = pos[np.minimum(it, n1 - 1)] == minpos[cand][c_of]
        mine &= it < n1
        occ, it, c_of = occ[~mine], it[~mine], c_of[~mine]
        ostart = np.zeros(nopt + 1, dtype=np.int64)
        np.cumsum(np.bincount(c_of, minlength=nopt), out=ostart[1:])
        self.cand, self.cstart, self.ostart = cand, cstart, ostart
        self.it, self.c_of, self.k_of, self.colour = it, c_of, minpos[cand][c_of], self.cols[occ]

    def _loop_settling(self) -> None:
        """A vertex is settled when none of its edges can still come on: it then leaves the
        state (a path end there cuts it), so that states differing only there are one. The
        vertices each candidate settles, and those settled after each step."""
        n1, nopt, zero = self.n1, self.nopt, self.zero
        self.sstart = np.zeros(n1 + 3, dtype=np.int64)
        self.cvstart = np.zeros(nopt + 1, dtype=np.int64)
        self.istart = np.zeros(1, dtype=np.int64)
        self.svert = self.cvert = self.smode = self.cmode = self.i_b = self.i_d = self.inc = zero
        lp = self.lp
        if lp is None:
            return
        eu, ev, n_edges, nv, edeath = self.eu, self.ev, self.n_edges, self.nv, self.edeath
        ends = np.concatenate([eu, ev])
        by = np.argsort(ends, kind="stable")
        self.istart = np.zeros(nv + 1, dtype=np.int64)
        np.cumsum(np.bincount(ends, minlength=nv), out=self.istart[1:])
        self.inc = np.concatenate([np.arange(n_edges)] * 2)[by]
        self.i_b = self.sbirth[np.asarray(lp.edge_item, dtype=np.int64)[self.inc]]
        self.i_d = edeath[:n_edges][self.inc]
        has = np.zeros(nv, dtype=bool)
        has[self.vfield] = True
        self._candidate_settling(has)
        # after step k: the vertices at an edge whose last step to come on is k
        vk = np.concatenate([edeath[:n_edges]] * 2)
        sel = (vk >= 1) & (vk <= n1) & has[ends] & (vk <= self.vdeath[ends])
        self.svert, self.smode, self.sstart = _settling(vk[sel], ends[sel], n1 + 3, None, self.istart, self.i_d,
                                                        self.i_b)

    def _candidate_settling(self, has: np.ndarray) -> None:
        """The vertices each candidate settles (it colours an edge at them); a vertex that every
        candidate of a step settles for sure (and no state passes that step without one) leaves
        the frontier there, not at its last edge: its place is free again."""
        n1, nopt, cstart, c_of, eu, ev = self.n1, self.nopt, self.cstart, self.c_of, self.eu, self.ev
        vbirth, vdeath = self.vbirth, self.vdeath
        ce = self.edge_of_item[self.it]
        sel = ce >= 0
        cv = np.concatenate([c_of[sel]] * 2)
        vv = np.concatenate([eu[ce[sel]], ev[ce[sel]]])
        kk = self.minpos[self.cand][cv]
        colours_edges = [set() for _ in range(nopt)]
        for c, e in zip(c_of[sel].tolist(), ce[sel].tolist()):
            colours_edges[c].add(e)
        mine_p = np.zeros(n1 + 2, dtype=bool)  # steps whose item may be covered before (a branch more)
        mine_p[self.pos[self.pfield]] = True

        def settling():
            ok = has[vv] & (vbirth[vv] <= kk) & (kk <= vdeath[vv])
            return _settling(cv[ok], vv[ok], nopt + 1, (colours_edges, self.minpos[self.cand], self.inc),
                             self.istart, self.i_d, self.i_b)

        cvert, cmode, cvstart = settling()
        for k in range(1, n1 + 1):
            c0, c1 = cstart[k], cstart[k + 1]
            if c0 == c1 or mine_p[k]:
                continue
            common = None
            for c in range(c0, c1):
                sure = {int(v) for v, mode in zip(cvert[cvstart[c]:cvstart[c + 1]], cmode[cvstart[c]:cvstart[c + 1]])
                        if mode == 0}
                common = sure if common is None else common & sure
                if not common:
                    break
            for v in common or ():
                if k < vdeath[v]:
                    vdeath[v] = k
        self.cvert, self.cmode, self.cvstart = settling()

    def _region_nodes(self) -> None:
        """The region families of the constraints the frontier carries (zdd mode ``frontier``,
        read from their ``pruning()``): a connected colour (one component), each colour of group
        sizes (every component of its size), a colour of sized regions (one clue a component, of
        its size). A family's vertex is a node: it lives from the first step that can give its
        item the colour to the last step that can give it or a neighbour the colour (until then it
        may join a neighbour's component); its field holds its component's label (0: not of the
        colour, so far), size and clue. The nodes each candidate's occurrences colour, each node's
        neighbours, each family's nodes, and the nodes whose last step each step is."""
        n1, big = self.n1, self.n1 + 1
        families = []  # (kind, colour, target, items, edges, clue by vertex)
        for rule in self.cons:
            items, edges = rule.items, rule.edges
            if rule.kind == "connected":
                families.append((0, rule.colour, 0, items, edges, None))
            elif rule.kind == "groups":
                families += [(1, c, size, items, edges, None) for c, size in sorted(rule.sizes.items())]
            else:
                families.append((2, rule.colour, max(rule.clues, default=0), items, edges, rule.clues))
        con, item_of, births, ends, adj, clues = [], [], [], [], [], []
        self.impossible = False
        for f, (kind, colour, target, items, edges, sizes) in enumerate(families):
            sel = self.cols == colour
            first = np.full(self.n, big, dtype=np.int64)
            last = np.zeros(self.n, dtype=np.int64)
            np.minimum.at(first, self.items[sel], self.step_of[sel])
            np.maximum.at(last, self.items[sel], self.step_of[sel])
            near: list[list[int]] = [[] for _ in items]
            for u, v in edges:
                near[u].append(v)
                near[v].append(u)
            node = {}
            for v, i in enumerate(items):
                if first[i] <= n1:
                    node[v] = len(con)
                    con.append(f)
                    item_of.append(i)
                    births.append(int(first[i]))
                    ends.append(int(last[i]))
                    clues.append(sizes[v] if sizes is not None else 0)
                elif sizes is not None and sizes[v]:
                    self.impossible = True  # a clue never of its colour
            for v in node:
                adj.append([node[u] for u in near[v] if u in node])
        nn = len(con)
        self.n_con = np.asarray(con, dtype=np.int64)
        self.n_b = np.asarray(births, dtype=np.int64)
        self.n_clue = np.asarray(clues, dtype=np.int64)
        colour_last = np.asarray(ends, dtype=np.int64)
        self.n_d = colour_last.copy()
        for x in range(nn):
            for y in adj[x]:
                self.n_d[x] = max(self.n_d[x], colour_last[y])
        self.nb_start, self.nb_node = csr(adj)
        self.c_start = np.searchsorted(self.n_con, np.arange(len(families) + 1)).astype(np.int64)
        self.f_kind = np.asarray([fam[0] for fam in families], dtype=np.int64)
        self.f_target = np.asarray([fam[2] for fam in families], dtype=np.int64)
        order = np.argsort(self.n_d, kind="stable")
        self.d_start = np.searchsorted(self.n_d[order], np.arange(n1 + 3)).astype(np.int64)
        self.d_node = order.astype(np.int64)
        self._occurrences(families, con, item_of)
        self._widths(families)

    def _occurrences(self, families: list, con: list[int], item_of: list[int]) -> None:
        """The nodes each occurrence (in candidate order) colours: ``q_start``, ``q_node``."""
        colours_at: dict[int, list[tuple[int, int]]] = {}
        for x in range(len(con)):
            colours_at.setdefault(item_of[x], []).append((families[con[x]][1], x))
        q_node, counts = [], np.zeros(len(self.it), dtype=np.int64)
        if con:  # (the occurrences on a family's item, each looked at)
            on = np.flatnonzero(np.isin(self.it, np.asarray(item_of, dtype=np.int64)))
            for q, i, c in zip(on.tolist(), self.it[on].tolist(), self.colour[on].tolist()):
                got = [x for col, x in colours_at[i] if col == c]
                q_node += got
                counts[q] = len(got)
        self.q_start = np.zeros(len(self.it) + 1, dtype=np.int64)
        np.cumsum(counts, out=self.q_start[1:])
        self.q_node = np.asarray(q_node, dtype=np.int64)

    def _widths(self, families: list) -> None:
        """The bits of a node's field: its label (at most as many as a family's nodes alive at
        once), size and clue (up to the targets)."""
        n1, nn = self.n1, len(self.n_con)
        most = 0
        for f in range(len(families)):
            alive = np.zeros(n1 + 3, dtype=np.int64)
            mine = self.n_con == f
            np.add.at(alive, self.n_b[mine], 1)
            np.add.at(alive, self.n_d[mine] + 1, -1)
            most = max(most, int(np.cumsum(alive).max(initial=0)))
        self.n_families = len(families)
        self.l_width = max(1, most.bit_length())
        self.z_width = int(self.f_target.max(initial=0)).bit_length()
        self.c_width = self.z_width if (self.f_kind == 2).any() else 0
        self.field_width = self.l_width + self.z_width + self.c_width if nn else 1
        if self.field_width > 64:
            raise ValueError("a region family's field would straddle words")

    def _layout(self) -> None:
        """Places in the words: a class of slots per width, a slot per field for its lifetime;
        each item's field (word -1: none), shift and mask."""
        pfield, sfield, vfield = self.pfield, self.sfield, self.vfield
        self.pslot, n_p = _allocate(self.pbirth[pfield], self.pdeath[pfield])
        self.sslot, n_s = _allocate(self.sbirth[sfield], self.sdeath[sfield])
        self.dead = len(self.model.colours)  # colours 1..k; "taken" is k + 1
        self.s_width = max(1, self.dead.bit_length())
        if self.lp is not None:
            self.vslot, n_v = _allocate(self.vbirth[vfield], self.vdeath[vfield])
        else:
            self.vslot, n_v = np.zeros(0, dtype=np.int64), 0
        # (a vertex's value: 0 untouched, 1 full, else an end of a path; a loop's: its other end's
        # slot + 2; paths': 2 or 3 when its other end has left (3: the piece holds an end), else
        # 4 + 2 x the other end's slot + 1 where the piece holds an end)
        self.v_width = max(1, (2 * n_v + 3 if self.paths else n_v + 1).bit_length())
        bits = _Bits()
        self.pw, self.ps = bits.place(n_p, 1)
        self.sw, self.ss = bits.place(n_s, self.s_width)
        self.vw, self.vs = bits.place(n_v, self.v_width)
        self.closed_w = self.closed_s = -1
        if self.lp is not None and not self.paths:  # (paths: no flag, every state at the end counts)
            (self.closed_w,), (self.closed_s,) = bits.place(1, 1)
        self.nslot, n_n = _allocate(self.n_b, self.n_d)
        self.nw, self.ns = bits.place(n_n, self.field_width)
        if not n_n:
            self.nw = self.ns = np.zeros(1, dtype=np.int64)  # (indexed by no node)
        self.cl_w, self.cl_s = bits.place(self.n_families, 1)
        self.words = bits.words
        n = self.n
        self.f_w = np.full(n, -1, dtype=np.int64)
        self.f_s = np.zeros(n, dtype=np.int64)
        self.f_m = np.zeros(n, dtype=np.int64)
        self.f_w[pfield], self.f_s[pfield], self.f_m[pfield] = self.pw[self.pslot], self.ps[self.pslot], 1
        self.f_w[sfield], self.f_s[sfield] = self.sw[self.sslot], self.ss[self.sslot]
        self.f_m[sfield] = (1 << self.s_width) - 1

    def _keep(self) -> tuple[np.ndarray, np.ndarray]:
        """What lives on after each step (a mask of the words), and the bits of the frontier
        after each step (fields with birth <= k < death), before their running sum."""
        keep = np.full((self.n1 + 2, self.words), np.uint64(0xFFFFFFFFFFFFFFFF), dtype=np.uint64)
        bits = np.zeros(self.n1 + 2, dtype=np.int64)

        def clear(d: np.ndarray, w: np.ndarray, s: np.ndarray, width: int, b: np.ndarray) -> None:
            m = np.uint64((1 << width) - 1)
            for k, ww, sh in zip(d.tolist(), w.tolist(), s.tolist()):
                keep[k, ww] &= ~(m << np.uint64(sh))
            np.add.at(bits, b, width)
            np.add.at(bits, d, -width)

        pfield, sfield, vfield = self.pfield, self.sfield, self.vfield
        clear(self.pdeath[pfield], self.pw[self.pslot], self.ps[self.pslot], 1, self.pbirth[pfield])
        clear(self.sdeath[sfield], self.sw[self.sslot], self.ss[self.sslot], self.s_width, self.sbirth[sfield])
        if self.lp is not None:
            clear(self.vdeath[vfield], self.vw[self.vslot], self.vs[self.vslot], self.v_width, self.vbirth[vfield])
        if len(self.n_con):
            clear(self.n_d, self.nw[self.nslot], self.ns[self.nslot], self.field_width, self.n_b)
            bits[0] += self.n_families  # (the closed flags, for the whole count)
        return keep, bits


def _settling(at: np.ndarray, vert: np.ndarray, size: int, cands, istart: np.ndarray, i_d: np.ndarray,
              i_b: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The vertices to settle after each step (``cands`` None: ``at`` is the step) or each
    candidate (``at``; ``cands``: the edges each colours, their steps, the edges of the
    incidence), CSR, with a mode each: 0 when the vertex is settled whatever the state (each edge
    at it is past its last step or coloured by the candidate), 1 when its edges must be looked
    at; left out when an edge at it is surely open."""
    pairs = sorted(set(zip(at.tolist(), vert.tolist())))
    out_v, out_m, firsts = [], [], []
    for a, v in pairs:
        if cands is None:
            k, mine = a, ()
        else:
            k, mine = int(cands[1][a]), cands[0][a]
        mode = 0
        for q in range(istart[v], istart[v + 1]):
            if i_d[q] <= k or (cands is not None and cands[2][q] in mine):
                continue
            if i_b[q] > (k if cands is None else k - 1):
                mode = -1  # no option decided so far can have coloured it
                break
            mode = 1
        if mode >= 0:
            firsts.append(a)
            out_v.append(v)
            out_m.append(mode)
    start = np.searchsorted(np.asarray(firsts, dtype=np.int64), np.arange(size)).astype(np.int64)
    return np.asarray(out_v, dtype=np.int64), np.asarray(out_m, dtype=np.int64), start


# ---------------------------------------------------------------------------------------- orders
def orders(model: Model) -> dict[str, np.ndarray]:
    """The candidate orders: the model's own, each sweep its generator hinted (one that is not an
    order of all the primary items, as after items were added to the model, is left out), and
    greedy orders from those."""
    n1 = model.n_primary
    natural = np.arange(n1, dtype=np.int64)
    found = {"natural": natural}
    for name, sweep in model.hints.sweeps.items():
        order = np.asarray(sweep, dtype=np.int64)
        if order.shape == (n1,) and np.array_equal(np.sort(order), natural):
            found[name] = order
    for name in list(found):
        found[f"greedy-{name}" if name != "natural" else "greedy"] = greedy_order(model, found[name])
    return found


def width(plan: Plan) -> tuple[int, int]:
    """How wide the frontier of a plan is: its widest level's bits, then the bits of all levels."""
    return int(plan.bits.max(initial=0)), int(plan.bits.sum())


def best_plan(model: Model) -> tuple[str, Plan]:
    """The candidate order with the narrowest frontier, and its plan (an order met before under
    another name, as a grid's greedy order is its own, is planned once)."""
    best: tuple[tuple[int, int], str, Plan] | None = None
    planned: set[bytes] = set()
    for name, order in orders(model).items():
        if order.tobytes() in planned:
            continue
        planned.add(order.tobytes())
        plan = make_plan(model, order)
        w = width(plan)
        if best is None or w < best[0]:
            best = (w, name, plan)
    assert best is not None
    return best[1], best[2]
