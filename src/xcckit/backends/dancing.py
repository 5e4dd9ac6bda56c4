"""The dlx backend: Knuth's Algorithm C (exact cover with colours), compiled by numba.

Two engines run the same search: ``cells`` (sparse sets, :mod:`.cells`, the default) and
``links`` (dancing links, this module). This module also holds the backend class, which runs
either engine in slices, and the single-loop hook both engines share.

The links engine follows DLX2: item headers with a circular list of active primary items, and
option nodes with TOP, ULINK, DLINK and COLOR; spacers between options. The choice of item is
minimum remaining values (first item on ties). Multiplicities (Algorithm M) are not supported:
a model with bounds other than 1 is rejected with :class:`~xcckit.errors.UnsupportedError`.

The search is a resumable state machine: every bit of its state lives in arrays, so the kernel
returns after a budget of nodes (letting Python check the time limit and show progress), or when
its solution buffer is full, and is called again to go on where it stopped.

Side constraint hook: a single-loop constraint is checked each time an option is chosen. When the
option turns an edge on (it is the first option to give the edge item the ``on`` colour), the edge
joins the paths formed so far (Knuth's "mate" bookkeeping, as in DLX2-LOOP); the partial solution
is pruned when a vertex would get three edges, when an edge closes a loop while other edges are on,
or when an edge comes on after a loop has closed. A complete solution counts only if a loop closed.
All changes go on a trail and are undone on backtracking. The cells engine can also propagate
(colours every remaining option of an item agrees on; edges that would close a loop too soon) and
look ahead (probe the options of two-option items, choose first an item one of whose options
fails), both on by default for loop models: see :mod:`.cells`.
"""

from __future__ import annotations

import os
import threading
import time

import numpy as np
from numba import njit

from ..errors import UnsupportedError
from ..model import ColourCount, Model, SingleLoop
from .base import Backend, Deadline, OnSolution, Outcome, Progress

# Kernel return codes.
DONE, BUDGET, BUFFER_FULL, COUNT_LIMIT = 0, 1, 2, 3
# Phases of the state machine (Knuth's step numbers).
C2, C5, C6, C8 = 2, 5, 6, 8
# Slots of the state vector.
S_PHASE, S_LEVEL, S_COUNT, S_NODES, S_TRAIL, S_OUT, S_CLOSED, S_TOTAL = range(8)
STATE_SIZE = 8

NODE_BUDGET = 200_000
# Lookahead probes items with up to this many options (cells engine, on by default for loop
# models): 2 measured best on the slitherlinks of extra.jsonl (3 and 4 probe more than they save).
LOOKAHEAD = 2
PROBE_NODES = 2_000  # a count that needs fewer nodes runs on one thread
ENGINES = ("cells", "links")
BUFFER = 1 << 16


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
def _cover(i, check, n1, llink, rlink, top, ulink, dlink, color, length, live):
    """Cover item i. With check, stop as soon as a live primary item loses its last option and
    return the node whose option was hidden last (undo with _uncover_from); else return -1."""
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
def _uncover_from(i, p, top, ulink, dlink, color, length):
    """Unhide the options of item i from node p up to the header."""
    while p != i:
        _unhide(p, top, ulink, dlink, color, length)
        p = ulink[p]


@njit(cache=True, nogil=True)
def _uncover(i, n1, llink, rlink, top, ulink, dlink, color, length):
    if i <= n1:
        l = llink[i]
        r = rlink[i]
        rlink[l] = i
        llink[r] = i
    _uncover_from(i, ulink[i], top, ulink, dlink, color, length)


@njit(cache=True, nogil=True)
def _purify(p, n1, top, ulink, dlink, color, length, live):
    """Keep only the options of p's item with p's colour; like _cover, stop early (returning the
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
def _unpurify_from(p, q, top, ulink, dlink, color, length):
    """Undo _purify(p) from node q up to the header."""
    c = color[p]
    i = top[p]
    while q != i:
        if color[q] < 0:
            color[q] = c
        elif q != p:
            _unhide(q, top, ulink, dlink, color, length)
        q = ulink[q]


@njit(cache=True, nogil=True)
def _undo_option(p, xl, n1, llink, rlink, top, ulink, dlink, color, length):
    """Undo what choosing option xl did, for its nodes from p back to the first one after xl."""
    while p != xl:
        j = top[p]
        if j <= 0:
            p = dlink[p]
        else:
            c = color[p]
            if c == 0:
                _uncover(j, n1, llink, rlink, top, ulink, dlink, color, length)
            elif c > 0:
                _unpurify_from(p, ulink[j], top, ulink, dlink, color, length)
            p -= 1


@njit(cache=True, nogil=True)
def _set_live(xl, value, n1, top, ulink, live):
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
def _edge_on(e, eu, ev, mate, plen, deg, trail, st):
    """Edge e comes on; False when the partial solution can no longer be a single loop."""
    if st[S_CLOSED] != 0:
        return False
    u = eu[e]
    v = ev[e]
    if deg[u] >= 2 or deg[v] >= 2:
        return False
    # Save, then change: deg[u], deg[v], the totals.
    for x in (u, v):
        t = st[S_TRAIL]
        trail[t, 0] = 2
        trail[t, 1] = x
        trail[t, 2] = deg[x]
        st[S_TRAIL] = t + 1
        deg[x] += 1
    t = st[S_TRAIL]
    trail[t, 0] = 3
    trail[t, 1] = st[S_TOTAL]
    trail[t, 2] = st[S_CLOSED]
    st[S_TRAIL] = t + 1
    st[S_TOTAL] += 1
    a = mate[u]
    b = mate[v]
    if a == v:
        # u and v are the two ends of one path: the edge closes a loop.
        if plen[u] + 1 != st[S_TOTAL]:
            return False
        st[S_CLOSED] = 1
        return True
    new_len = plen[u] + plen[v] + 1
    for x, y in ((a, b), (b, a)):
        t = st[S_TRAIL]
        trail[t, 0] = 0
        trail[t, 1] = x
        trail[t, 2] = mate[x]
        trail[t, 3] = plen[x]
        st[S_TRAIL] = t + 1
        mate[x] = y
        plen[x] = new_len
    return True


@njit(cache=True, nogil=True)
def _undo_trail(mark, mate, plen, deg, trail, st):
    t = st[S_TRAIL]
    while t > mark:
        t -= 1
        kind = trail[t, 0]
        k = trail[t, 1]
        if kind == 0:
            mate[k] = trail[t, 2]
            plen[k] = trail[t, 3]
        elif kind == 2:
            deg[k] = trail[t, 2]
        else:
            st[S_TOTAL] = k
            st[S_CLOSED] = trail[t, 2]
    st[S_TRAIL] = t


@njit(cache=True, nogil=True)
def _search(n1, llink, rlink, top, ulink, dlink, color, length, live, opt_of_node,
            x, item_at, tmark, st, out, record, count_limit, budget,
            edge_of_item, on_colour, eu, ev, mate, plen, deg, trail):
    """Run Algorithm C from the saved state; see the module docstring for the return codes."""
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
            _cover(best, False, n1, llink, rlink, top, ulink, dlink, color, length, live)
            item_at[l] = best
            x[l] = dlink[best]
            phase = C5
        elif phase == C5:
            i = item_at[l]
            xl = x[l]
            if xl == i:
                _uncover(i, n1, llink, rlink, top, ulink, dlink, color, length)
                live[i] = True
                phase = C8
                continue
            nodes += 1
            tmark[l] = st[S_TRAIL]  # the loop trail's mark for this level
            _set_live(xl, False, n1, top, ulink, live)
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
                        part = _cover(j, True, n1, llink, rlink, top, ulink, dlink, color, length, live)
                        if part >= 0:
                            stop = p
                            break
                    elif c > 0:
                        part = _purify(p, n1, top, ulink, dlink, color, length, live)
                        if part >= 0:
                            stop = p
                            break
                        if has_loop and c == on_colour and edge_of_item[j] >= 0:
                            if not _edge_on(edge_of_item[j], eu, ev, mate, plen, deg, trail, st):
                                stop = p
                                break
                    p += 1
            if stop >= 0:
                if has_loop:
                    _undo_trail(tmark[l], mate, plen, deg, trail, st)
                if part < 0:  # the node's operation completed: undo it with the others
                    _undo_option(stop, xl, n1, llink, rlink, top, ulink, dlink, color, length)
                else:
                    if color[stop] == 0:
                        _uncover_from(top[stop], part, top, ulink, dlink, color, length)
                    else:
                        _unpurify_from(stop, part, top, ulink, dlink, color, length)
                    _undo_option(stop - 1, xl, n1, llink, rlink, top, ulink, dlink, color, length)
                _set_live(xl, True, n1, top, ulink, live)
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
                _undo_trail(tmark[l], mate, plen, deg, trail, st)
            _undo_option(xl - 1, xl, n1, llink, rlink, top, ulink, dlink, color, length)
            _set_live(xl, True, n1, top, ulink, live)
            x[l] = dlink[xl]
            phase = C5
        else:  # C8
            if l == 0:
                st[S_PHASE] = -1
                st[S_LEVEL] = 0
                st[S_NODES] += nodes
                return DONE
            l -= 1
            phase = C6


def check_dlx_model(model: Model) -> SingleLoop | None:
    """Reject what the exact-cover kernels cannot do; return the single-loop constraint, if any."""
    if model.has_multiplicities:
        bad = next(i for i in model.primary_ids if (model.lo[i], model.hi[i]) != (1, 1))
        raise UnsupportedError(
            f"the dlx backend implements Algorithm C without multiplicities, but item "
            f"'{model.names[bad]}' has bounds {model.lo[bad]}:{model.hi[bad]}; "
            f"use --backend sat or cpsat")
    loops = [sc for sc in model.side_constraints if isinstance(sc, SingleLoop)]
    if len(loops) > 1:
        raise UnsupportedError("the dlx backend handles at most one single-loop constraint")
    return loops[0] if loops else None


def loop_arrays(lp: SingleLoop | None, n_items: int, offset: int) -> tuple:
    """The single-loop hook's arrays; item k of the model is index k + offset of edge_of_item."""
    if lp is None:
        empty = np.zeros(0, dtype=np.int64)
        return (empty, 0, empty, empty, empty, empty, empty, np.zeros((1, 4), dtype=np.int64))
    edge_of_item = np.full(n_items + offset, -1, dtype=np.int64)
    edge_of_item[np.asarray(lp.edge_item, dtype=np.int64) + offset] = np.arange(len(lp.edge_item))
    nv = lp.n_vertices
    return (edge_of_item, lp.on_colour, np.asarray(lp.edge_u, dtype=np.int64),
            np.asarray(lp.edge_v, dtype=np.int64), np.arange(nv, dtype=np.int64),
            np.zeros(nv, dtype=np.int64), np.zeros(nv, dtype=np.int64),
            np.zeros((5 * len(lp.edge_item) + 8, 4), dtype=np.int64))


class _Structure:
    """The dancing-links arrays of a model, ready for the kernel."""

    def __init__(self, model: Model) -> None:
        loop = check_dlx_model(model)
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
        order = np.argsort(occ_item, kind="stable")
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
        self.arrays = (n1, llink, rlink, top, ulink, dlink, color, length, live, opt_of_node)
        depth = n1 + 1
        self.x = np.zeros(depth, dtype=np.int64)
        self.item_at = np.zeros(depth, dtype=np.int64)
        self.tmark = np.zeros(depth, dtype=np.int64)
        self.st = np.zeros(STATE_SIZE, dtype=np.int64)
        self.st[S_PHASE] = C2
        self.loop = loop_arrays(loop, n, offset=1)

    def run(self, out: np.ndarray, record: bool, count_limit: int, budget: int) -> int:
        return _search(*self.arrays, self.x, self.item_at, self.tmark, self.st, out, record,
                       count_limit, budget, *self.loop)

    @property
    def count(self) -> int:
        return int(self.st[S_COUNT])


class DancingBackend(Backend):
    name = "dlx"
    side_constraints = (SingleLoop, ColourCount)  # colour counts are implied: nothing to do

    def __init__(self, budget: int = NODE_BUDGET, engine: str = "cells",
                 threads: int | None = None, probe: int = PROBE_NODES,
                 propagate: bool | None = None, lookahead: int | None = None) -> None:
        if engine not in ENGINES:
            raise ValueError(f"unknown dlx engine {engine!r}; choose from {', '.join(ENGINES)}")
        if propagate and engine == "links":
            raise ValueError("colour propagation is a feature of the cells engine")
        if lookahead and engine == "links":
            raise ValueError("lookahead is a feature of the cells engine")
        if lookahead is not None and (isinstance(lookahead, bool) or lookahead < 0):
            raise ValueError(f"lookahead is a number of options, 0 (off) or more, not {lookahead!r}")
        # None: on for models with a single-loop constraint, where they pay (see .cells)
        self.propagate = propagate
        self.lookahead = lookahead
        self.budget = budget
        self.engine = engine
        # Counting without a limit shares the work between threads (cells engine only).
        self.threads = max(1, threads if threads is not None else min(2, os.cpu_count() or 1))
        self.probe = probe
        self.nodes = 0  # options tried by the last search
        self.probes = 0  # options probed by its lookahead

    def _loop(self, model: Model, *, record: bool, on_solution: OnSolution | None,
              limit: int | None, time_limit: float | None, progress: Progress | None):
        self.check_supported(model)
        deadline = Deadline(time_limit)
        if self.engine == "links":
            s = _Structure(model)
        else:
            from .cells import CellsStructure
            s = CellsStructure(model, propagate=self._propagates(model), lookahead=self._lookahead(model))
        out = np.zeros(max(BUFFER, 2 * (model.n_primary + 1)) if record else 1, dtype=np.int64)
        t0 = time.perf_counter()
        while True:
            code = s.run(out, record, limit or 0, self.budget)
            if record:
                k, end = 0, int(s.st[S_OUT])
                stop = False
                while k < end:
                    m = int(out[k])
                    sol = tuple(sorted(int(v) for v in out[k + 1: k + 1 + m]))
                    k += 1 + m
                    if on_solution is not None and on_solution(sol) is False:
                        stop = True
                        break
                s.st[S_OUT] = 0
                if stop:
                    code = COUNT_LIMIT
            if code == DONE:
                outcome = Outcome.COMPLETE
                break
            if code == COUNT_LIMIT:
                outcome = Outcome.STOPPED
                break
            if deadline.expired():
                outcome = Outcome.TIMEOUT
                break
            if progress is not None:
                progress(s.count, time.perf_counter() - t0)
        self.nodes = int(s.st[S_NODES])
        self.probes = getattr(s, "probes", 0)
        return s.count, outcome

    def _loop_search(self, model: Model) -> bool:
        """Whether propagation and lookahead are on by default: the cells engine on a loop model."""
        return self.engine == "cells" and any(isinstance(sc, SingleLoop) for sc in model.side_constraints)

    def _propagates(self, model: Model) -> bool:
        return self._loop_search(model) if self.propagate is None else self.propagate

    def _lookahead(self, model: Model) -> int:
        if self.lookahead is None:
            return LOOKAHEAD if self._loop_search(model) else 0
        return self.lookahead

    def run(self, model: Model, on_solution: OnSolution, *, limit: int | None = None,
            time_limit: float | None = None) -> Outcome:
        return self._loop(model, record=True, on_solution=on_solution, limit=limit,
                          time_limit=time_limit, progress=None)[1]

    def count(self, model: Model, *, limit: int | None = None, time_limit: float | None = None,
              progress: Progress | None = None) -> tuple[int, Outcome]:
        if self.engine == "cells" and self.threads > 1 and not limit:
            # A short probe first: small searches end in it, without starting threads (which
            # costs about a millisecond); a long one starts again, shared, having lost little.
            from .cells import CellsStructure
            self.check_supported(model)
            if self.probe > 0:
                probe = CellsStructure(model, propagate=self._propagates(model),
                                       lookahead=self._lookahead(model))
                if probe.run(np.zeros(1, dtype=np.int64), False, 0, self.probe) == DONE:
                    self.nodes = int(probe.st[S_NODES])
                    self.probes = probe.probes
                    return probe.count, Outcome.COMPLETE
            return self._shared_count(model, time_limit, progress)
        return self._loop(model, record=False, on_solution=None, limit=limit,
                          time_limit=time_limit, progress=progress)

    def _shared_count(self, model: Model, time_limit: float | None,
                      progress: Progress | None) -> tuple[int, Outcome]:
        """Count with one search per thread, each trying its share of the options at the first
        level that has a choice (see :mod:`.cells`); the kernel runs without the GIL."""
        from .cells import CellsStructure
        deadline = Deadline(time_limit)
        workers = [CellsStructure(model, self.threads, k, self._propagates(model), self._lookahead(model))
                   for k in range(self.threads)]
        out = np.zeros(1, dtype=np.int64)
        stop = threading.Event()
        codes: list[int] = [BUDGET] * len(workers)

        def work(k: int) -> None:
            while not stop.is_set():
                codes[k] = workers[k].run(out, False, 0, self.budget)
                if codes[k] == DONE:
                    return

        threads = [threading.Thread(target=work, args=(k,), daemon=True) for k in range(len(workers))]
        t0 = time.perf_counter()
        for t in threads:
            t.start()
        alive = threads
        while alive:
            alive[0].join(0.05)
            alive = [t for t in alive if t.is_alive()]
            if deadline.expired():
                stop.set()
            elif progress is not None:
                progress(sum(w.count for w in workers), time.perf_counter() - t0)
        self.nodes = sum(int(w.st[S_NODES]) for w in workers)
        self.probes = sum(w.probes for w in workers)
        outcome = Outcome.COMPLETE if all(c == DONE for c in codes) else Outcome.TIMEOUT
        return sum(w.count for w in workers), outcome
