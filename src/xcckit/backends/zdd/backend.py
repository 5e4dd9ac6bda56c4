"""The zdd backend: Algorithm Z (memoised Algorithm C) making the ZDD of all solutions, which
counts them exactly, of any size, without visiting each one (see :mod:`.kernel`)."""

from __future__ import annotations

import os
import time

import numpy as np

from ...errors import Interrupted, UnsupportedError
from ...model import Model
from ...errors import InputError
from ..base import Backend, Option, Deadline, OnSolution, Outcome, Progress, Stats, Status, constraints_with, next_budget
from ..dlx.links import LinksStructure
from ..dlx.loop import loop_arrays
from ..dlx.state import STATE_SIZE as LOOP_STATE_SIZE
from ..plain import plain
from ..slices import DONE
from .diagram import ZDD
from .frontier import Sweep
from .planning import ZDD_CONSTRAINTS, best_plan, mated, width
from .prune import Pruned, prune
from .kernel import (GROW, MEMO_OFF, S_CAPPED, S_ENTRIES, S_HITS, S_NODES, S_PHASE, S_RES, S_SP, S_ZN, STATE_SIZE, Z_ENTER,
                     rehash, search)

ORDERS = ("mrv", "natural", "sweep")
"""How the primary items are taken: ``mrv``, the one with fewest options (Knuth's choice), or
``natural``, the first active one in the model's order (Algorithm Z both); or ``sweep``, a
fixed order that keeps the frontier narrow, counted level by level by the frontier method
(:mod:`.frontier`; it counts only: a diagram is made with mrv)."""

SWEEP_BITS = 192
SWEEP_BRANCH = 128
"""``auto`` counts by the frontier method when the narrowest order found keeps every state within
:data:`SWEEP_BITS` bits and no item has more than :data:`SWEEP_BRANCH` options to choose from at
its step; else by Algorithm Z with mrv. Measured (docs/benchmarks.md, 2026-11-24): blank 12×12
(80 bits) sweep 1.2 s, mrv 49 s; MacMahon board 12 (69 bits) sweep 8.6 s, mrv 22 s; the hexagon
(63 bits) sweep 96 s, mrv over 120 s; a third-clued 36×20 slitherlink (169 bits) sweep 19 s, mrv
15 s; the bundled 9×9 killer sudoku (205 bits, 2026-11-27) sweep over 55 s, mrv 1.1 s (the
bound was 256); but 5×5 word rectangles of 1,000 words, 65 bits narrow, have 1,000 words to
choose from at a step: sweep over 120 s, mrv 3.5 s."""

NODE_BUDGET = 100_000
MEMO_TRIAL = 100_000
ENTRY_BYTES = 24  # per memo entry besides its key: value, hash, key position


def default_memo_mb() -> int:
    """A quarter of the machine's memory, at most 16 GiB (the cache's default cap)."""
    try:
        total = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        total = 4 << 30
    return int(max(64, min(16 << 10, total // 4 >> 20)))


class _HandOver(Exception):
    """The memo was switched off during a count: the count goes on by plain search."""


class Run:
    """The arrays of one Algorithm Z search, grown as it goes."""

    def __init__(self, model: Model, order: str, memo_mb: float) -> None:
        self.links = LinksStructure(model)
        a = self.links.arrays
        n = model.n_items
        n1 = model.n_primary
        self.jstate = np.zeros(n + 1, dtype=np.int64)
        # node -> the node of its option's first primary item (every option has one)
        top = a.top
        self.first_primary = np.zeros(len(top), dtype=np.int64)
        starts = np.asarray(model.opt_start, dtype=np.int64)
        occ_item = np.asarray(model.occ_item, dtype=np.int64)
        opt_index = np.repeat(np.arange(model.n_options, dtype=np.int64), np.diff(starts))
        node = n + 2 + np.arange(len(occ_item), dtype=np.int64) + opt_index
        primary = occ_item < n1
        idx = np.flatnonzero(primary)
        first_occ = np.full(model.n_options, len(occ_item), dtype=np.int64)
        np.minimum.at(first_occ, opt_index[idx], idx)
        self.first_primary[node] = node[first_occ[opt_index]]
        k = len(model.colours) - 1  # colours 1..k; dead is k + 1
        bits = 1
        while (1 << bits) <= k + 1:
            bits *= 2
        self.bits, self.dead = bits, k + 1
        loops = constraints_with(model, ZDD_CONSTRAINTS, "loop")
        self.loop = loop_arrays(loops[0] if loops else None, n, offset=1)
        self.lst = np.zeros(LOOP_STATE_SIZE, dtype=np.int64)  # the dlx state vector, for the loop hook's slots
        nv = len(self.loop.deg)
        self.vbits = 16 if nv < (1 << 16) else 32
        loop_words = 1 + (nv * 2 * self.vbits + 63) // 64 if nv else 0
        self.fixed = max(1, ((n1 + 63) // 64) + ((n - n1) * bits + 63) // 64)
        self.width = self.fixed + loop_words  # the longest key
        self.memo_bytes = int(memo_mb * (1 << 20))
        self.max_entries = max(1, self.memo_bytes // ((self.fixed + 1) * 8 + ENTRY_BYTES))
        self.order = np.arange(1, n1 + 1, dtype=np.int64) if order == "natural" else np.zeros(0, dtype=np.int64)
        depth = n1 + 2
        self.item_at = np.zeros(depth, dtype=np.int64)
        self.tmark = np.zeros(depth, dtype=np.int64)
        self.dtop = np.zeros(depth, dtype=np.int64)
        self.kdead = np.zeros(n + 1, dtype=np.bool_)
        self.dstack = np.zeros(n + 1, dtype=np.int64)
        self.x = np.zeros(depth, dtype=np.int64)
        self.slot = np.full(depth, -1, dtype=np.int64)
        self.pstart = np.zeros(depth, dtype=np.int64)
        self.pair_opt = np.zeros(1 << 12, dtype=np.int64)
        self.pair_res = np.zeros_like(self.pair_opt)
        self.key = np.zeros(self.width, dtype=np.uint64)
        cap = 1 << 12
        self.table = np.full(cap, -1, dtype=np.int64)
        self.keys = np.zeros(cap * self.fixed, dtype=np.uint64)  # the keys, one after another
        self.kpos = np.zeros(cap + 1, dtype=np.int64)            # entry e: keys[kpos[e]:kpos[e + 1]]
        self.hashes = np.zeros(cap, dtype=np.uint64)
        self.values = np.zeros(cap, dtype=np.int64)
        size = 1 << 12
        self.zvar = np.full(size, -1, dtype=np.int64)
        self.zlo = np.zeros(size, dtype=np.int64)
        self.zhi = np.zeros(size, dtype=np.int64)
        self.st = np.zeros(STATE_SIZE, dtype=np.int64)
        self.st[S_PHASE] = Z_ENTER
        self.st[S_ZN] = 2  # the sinks

    def step(self, budget: int) -> int:
        return search(self.links.arrays, self.order, self.item_at, self.x, self.slot, self.pstart,
                      self.pair_opt, self.pair_res, self.key, self.table, self.keys, self.kpos, self.hashes,
                      self.values, self.zvar, self.zlo, self.zhi, self.st, self.jstate, self.first_primary, self.bits,
                      self.dead, self.max_entries, budget, self.loop, self.lst, self.tmark, self.vbits,
                      self.kdead, self.dstack, self.dtop)

    def grow(self) -> None:
        """Make room where the kernel asked for it: node arrays, the options' stack, the memo
        (up to its cap), each doubled when half full."""
        if self.st[S_ZN] * 2 >= len(self.zvar):
            size = 2 * len(self.zvar)
            self.zvar, self.zlo, self.zhi = (np.resize(a, size) for a in (self.zvar, self.zlo, self.zhi))
        if self.st[S_SP] * 2 >= len(self.pair_opt):
            size = 2 * len(self.pair_opt)
            self.pair_opt, self.pair_res = np.resize(self.pair_opt, size), np.resize(self.pair_res, size)
        entries = int(self.st[S_ENTRIES])
        if entries + 1 >= len(self.table) // 2 and entries + 1 < self.max_entries:
            self.table = np.full(2 * len(self.table), -1, dtype=np.int64)
            rehash(self.table, self.hashes, entries)
        if entries + 2 >= len(self.values):  # the entries' arrays: half as much again
            size = len(self.values) * 3 // 2 + 1024
            self.hashes, self.values = np.resize(self.hashes, size), np.resize(self.values, size)
            self.kpos = np.resize(self.kpos, size + 1)
        used = int(self.kpos[entries])
        if used + self.width > len(self.keys):
            self.keys = np.resize(self.keys, len(self.keys) * 3 // 2 + self.width)
        memo = used * 8 + entries * ENTRY_BYTES + len(self.table) * 8
        if memo >= self.memo_bytes:  # the cap: no more entries (the count stays exact)
            self.max_entries = entries

    def diagram(self, pruned: Pruned) -> ZDD:
        """The diagram made, its options numbered as in the model before it was pruned."""
        zn = int(self.st[S_ZN])
        var = self.zvar[:zn].copy()
        var[2:] = pruned.original(var[2:])
        return ZDD(var, self.zlo[:zn].copy(), self.zhi[:zn].copy(), int(self.st[S_RES]))

    @property
    def entries(self) -> int:
        return int(self.st[S_ENTRIES])

    @property
    def hits(self) -> int:
        return int(self.st[S_HITS])

    @property
    def capped(self) -> bool:
        return bool(self.st[S_CAPPED])

    @property
    def off(self) -> bool:
        return bool(self.st[S_CAPPED] == MEMO_OFF)

    def judge(self, trial: int) -> None:
        """Switch the memo off when, after ``trial`` entries, under one in a hundred was found
        again: it costs a signature a node and pays nothing (a puzzle with one solution)."""
        if trial and self.entries >= trial and self.hits * 100 < self.entries and not self.off:
            self.st[S_CAPPED] = MEMO_OFF


def check_order(order: object, source: str = "order") -> str:
    """``order`` when it is one zdd takes items in; else an InputError naming ``source``."""
    if order not in ("auto", *ORDERS):
        raise InputError(f"unknown order {order!r} (choose from auto, {', '.join(ORDERS)})", source=source)
    return order


def check_memo_mb(value: object, source: str = "memo_mb") -> float:
    """``value`` when it is a positive, finite number of MiB; else an InputError naming ``source``."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 < value < float("inf"):
        shown = f"{value:g}" if isinstance(value, float) else repr(value)
        raise InputError(f"a positive number of MiB, not {shown}", source=source)
    return value


class ZddBackend(Backend):
    """Algorithm Z, compiled: the ZDD of all solutions, by a search whose subproblems are
    memoised under a signature that determines them exactly (:mod:`.kernel`). It counts exactly
    (Python ints, of any size) without visiting each solution; its runs list the solutions from
    the diagram.

    Options: ``order`` (:data:`ORDERS`; ``auto``: for a count, ``sweep`` when the narrowest
    order found is narrow enough (:data:`SWEEP_BITS`, :data:`SWEEP_BRANCH`), else ``mrv``; for a
    diagram, mrv);
    ``memo_mb`` (the memo's cap in MiB, default a quarter of the machine's memory: at the cap the
    search stops memoising and the count stays exact); ``memo_trial`` (after this many entries,
    a memo that found under one in a hundred again is switched off, 0: never; the count stays
    exact); ``budget`` (options tried between two looks at the clock). After a search:
    ``nodes`` (options tried), ``entries`` and ``hits`` of the memo, ``capped``, ``memo_off``
    and ``order`` chosen."""

    options = (
        Option("order", "--order", "ORDER", "how items are taken: auto (the default), mrv, natural, or sweep (the "
               "frontier method along the narrowest order found)", ("count", "sample"),
               lambda v, src: check_order(v, src)),
        Option("memo_mb", "--memo-mb", "MIB", "the memory cap of its memo in MiB (default: a quarter of the "
               "machine's)", ("count", "sample"), lambda v, src: check_memo_mb(v, src), float),
    )

    bytes_per_entry = 1470

    name = "zdd"
    multiplicities = "counted"
    constraints = ZDD_CONSTRAINTS
    count_only_modes = frozenset({"frontier", "paths"})

    @classmethod
    def mode_of(cls, sc) -> str | None:
        mode = super().mode_of(sc)
        if mode == "frontier" and not sc.pruning().every_size_given:
            return None  # (its states count every region to its clue's size)
        if mode == "paths" and not sc.simple:
            return None  # (the mates follow pieces that are paths: no vertex with three edges on)
        return mode
    unbounded_only = frozenset({"facts", "diagram"})
    exact_partial_count = False
    queries = frozenset({"facts", "sample", "diagram"})
    configurations = {"zdd": {"order": "mrv"}}  # (the natural order: tests/test_zdd.py)

    def __init__(self, order: str = "auto", memo_mb: float | None = None, memo_trial: int = MEMO_TRIAL,
                 budget: int = NODE_BUDGET, prune: bool = True) -> None:
        check_order(order, "order")
        if memo_mb is not None:
            check_memo_mb(memo_mb, "memo_mb")
        if isinstance(memo_trial, bool) or not isinstance(memo_trial, int) or memo_trial < 0:
            raise ValueError(f"memo_trial is a number of entries (0: never), not {memo_trial!r}")
        self.order = order
        self.memo_trial = memo_trial
        self.memo_off = False
        self.memo_mb = memo_mb or default_memo_mb()
        self.budget = budget
        self.prune = bool(prune)
        self.nodes = self.entries = self.hits = self.pruned = 0
        self.capped = False
        self.chosen_order = ""
        """After a count: the order used (``mrv``, ``natural`` or ``sweep (NAME)``, NAME the
        candidate order of :func:`.frontier.orders` that was narrowest)."""

    def check_supported(self, model: Model) -> None:
        super().check_supported(model)
        if len(mated(model)) > 1:
            raise UnsupportedError("the zdd backend handles at most one single-loop or paths constraint")

    @staticmethod
    def _no_bounds(model: Model, what: str) -> None:
        """Refuse a model with multiplicities where the diagram's options must be the model's
        (its counts and solutions go through the model written without them: :mod:`..plain`)."""
        if model.has_multiplicities:
            bad = next(i for i in model.primary_ids if (model.lo[i], model.hi[i]) != (1, 1))
            raise UnsupportedError(
                f"the zdd backend {what} models without multiplicities, but item "
                f"'{model.names[bad]}' has bounds {model.lo[bad]}:{model.hi[bad]}; use --backend sat or cpsat")

    def _pruned(self, model: Model, deadline: Deadline) -> Pruned:
        """``model`` pruned (:mod:`.prune`) when that is on."""
        pruned = prune(model, deadline) if self.prune else Pruned(model)
        self.pruned = pruned.removed
        return pruned

    def pick_order(self, model: Model) -> str:
        if self.order in ("auto", "sweep"):
            return "mrv"  # the diagram: the frontier method only counts
        return self.order

    def _sweep_count(self, model: Model, deadline: Deadline, progress: Progress | None) -> tuple[bool, int | None]:
        """(True, count or None when out of time) by the frontier method, or (False, None) when
        ``auto`` finds it too wide or its levels outgrow the memo's cap (Algorithm Z goes on)."""
        only = next(iter(self.counts_only(model)), None)
        if self.order not in ("auto", "sweep") or model.n_primary == 0:
            if only:
                raise UnsupportedError(f"the zdd backend counts a {only} constraint by the frontier method only "
                                       f"(order auto or sweep), not with order {self.order}")
            return False, None
        name, plan = best_plan(model)
        if self.order == "auto" and not only and (width(plan)[0] > SWEEP_BITS
                                                  or plan.branch.max(initial=0) > SWEEP_BRANCH):
            return False, None
        sweep = Sweep(plan)
        t0 = last = time.perf_counter()

        def report() -> None:
            nonlocal last
            now = time.perf_counter()
            if now - last >= 0.1:
                last = now
                progress(Status(0, now - t0, fraction=sweep.step / plan.steps, entries=sweep.states,
                                hits=sweep.merged))

        self.chosen_order = f"sweep ({name})"
        try:
            n = sweep.run(deadline.expired, report if progress is not None else None, self.memo_mb * (1 << 20))
        finally:
            self.entries, self.hits = sweep.states, sweep.merged
        if n is None and not deadline.expired():  # the cap: Algorithm Z, which can stop memoising
            if only:
                raise UnsupportedError(f"the zdd backend counts a {only} constraint by the frontier method only, "
                                       f"and its levels outgrew the memory cap ({self.memo_mb:g} MiB, --memo-mb)")
            self.chosen_order = "mrv (the sweep outgrew the memo's cap)"
            return False, None
        return True, n

    def facts(self, model: Model, *, time_limit: float | None = None):
        """What every solution shares, read off the ZDD of all solutions (:meth:`ZDD.facts`):
        where the solutions can be counted, a check of the other backends' facts. (The model is
        not pruned here: that would take facts from SAT, which this is to check.)"""
        from ..base import Facts
        self.check_supported(model)
        self._no_bounds(model, "finds the facts of")
        try:
            d = self._diagram(Pruned(model), time_limit, None, hand_over=False)
        except KeyboardInterrupt:
            raise Interrupted(None) from None
        return Facts(None, complete=False) if d is None else d.facts(model)

    def diagram(self, model: Model, time_limit: float | None = None,
                progress: Progress | None = None) -> ZDD | None:
        """The ZDD of all solutions of ``model``, or None when the time limit ran out first; it
        knows the item ``order`` it was made in and its memo's ``entries`` and ``hits``."""
        self.check_supported(model)
        self._no_bounds(model, "makes the diagram of")
        return self._made(model, time_limit, progress)

    def _made(self, model: Model, time_limit: float | None = None,
              progress: Progress | None = None) -> ZDD | None:
        """:meth:`diagram` of a model without multiplicities."""
        deadline = Deadline(time_limit)
        d = self._diagram(self._pruned(model, deadline), deadline.remaining(), progress, hand_over=False)
        if d is not None:
            d.order, d.entries, d.hits = self.chosen_order, self.entries, self.hits
        return d

    def stats(self) -> Stats:
        return Stats(int(self.nodes), 0, {"order": self.chosen_order, "entries": self.entries, "hits": self.hits,
                                          "capped": self.capped, "off": self.memo_off, "pruned": self.pruned})

    def sample(self, model: Model, n: int, on_solution: OnSolution, *, seed: int | None = None,
               time_limit: float | None = None) -> Outcome:
        """``n`` solutions drawn uniformly (independently) from the diagram of all of them."""
        outcome = self._hand_out(model, lambda d: d.draw(seed), on_solution, n, time_limit, 256)
        return Outcome.TIMEOUT if outcome is Outcome.TIMEOUT else Outcome.COMPLETE

    def _hand_out(self, model: Model, solutions, on_solution: OnSolution, limit: int | None,
                  time_limit: float | None, every: int) -> Outcome:
        """Hand ``solutions(diagram)`` of the diagram of ``model`` to ``on_solution``: STOPPED at
        ``limit`` or when it says False, TIMEOUT at the time limit (looked at every ``every``),
        COMPLETE when they run out."""
        deadline = Deadline(time_limit)
        self.check_supported(model)
        flat = plain(model, "zdd")
        d = self._made(flat.model, time_limit)
        if d is None:
            return Outcome.TIMEOUT
        found = 0
        back = flat.solution if flat.model is not model else (lambda sol: sol)
        for sol in map(back, solutions(d)):
            if found % every == every - 1 and deadline.expired():
                return Outcome.TIMEOUT
            found += 1
            if on_solution(sol) is False or (limit is not None and found >= limit):
                return Outcome.STOPPED
        return Outcome.COMPLETE

    def _diagram(self, pruned: Pruned, time_limit: float | None, progress: Progress | None,
                 hand_over: bool) -> ZDD | None:
        """:meth:`diagram` of the model ``pruned``; with ``hand_over``, :class:`_HandOver` is
        raised when the memo is switched off (a count then goes on by plain search, faster
        elsewhere)."""
        deadline = Deadline(time_limit)
        model = pruned.model
        only = next(iter(self.counts_only(model)), None)
        if only:
            raise UnsupportedError(f"the zdd backend enforces a {only} constraint only in a count (by the frontier "
                                   "method), not in a diagram of the solutions (solutions, samples, facts)")
        if pruned.solvable is False:
            return ZDD(np.full(2, -1, dtype=np.int64), np.zeros(2, dtype=np.int64), np.zeros(2, dtype=np.int64), 0)
        self.chosen_order = self.pick_order(model)
        run = Run(model, self.chosen_order, self.memo_mb)
        t0 = time.perf_counter()
        budget = min(self.budget, 1000)
        try:
            while True:
                t = time.perf_counter()
                code = run.step(budget)
                if code == GROW:
                    run.grow()
                    if deadline.expired():
                        return None
                    continue
                budget = next_budget(budget, time.perf_counter() - t, self.budget)
                if code == DONE:
                    return run.diagram(pruned)
                run.judge(self.memo_trial)
                if hand_over and run.off:
                    raise _HandOver
                if deadline.expired():
                    return None
                if progress is not None:
                    progress(Status(0, time.perf_counter() - t0, entries=run.entries, hits=run.hits,
                                    capped=run.capped, memo_off=run.off))
        finally:
            self.nodes, self.entries, self.hits, self.capped = int(run.st[S_NODES]), run.entries, run.hits, run.capped
            self.memo_off = run.off

    def count(self, model: Model, *, limit: int | None = None, time_limit: float | None = None,
              progress: Progress | None = None) -> tuple[int | None, Outcome]:
        """The exact count (a Python int), or None with TIMEOUT: a memoised count has no partial
        value. With ``limit``: at most ``limit`` (STOPPED when there are more). A model with
        multiplicities is counted written without them (:mod:`..plain`: the same count)."""
        self.check_supported(model)
        model = plain(model, "zdd").model
        deadline = Deadline(time_limit)
        try:
            pruned = self._pruned(model, deadline)
            if pruned.solvable is False:
                self.chosen_order = "none (the options' SAT backbone shows no solution)"
                return 0, Outcome.COMPLETE
            swept, n = self._sweep_count(pruned.model, deadline, progress)
            note = self.chosen_order
            d = None
            if not swept:
                try:
                    d = self._diagram(pruned, deadline.remaining(), progress, hand_over=self.memo_trial > 0)
                except _HandOver:
                    return self._plain_count(pruned.model, limit, deadline, progress)
            if not swept and note.startswith("mrv ("):
                self.chosen_order = note
        except (KeyboardInterrupt, Interrupted):
            raise Interrupted(None) from None
        if swept and n is None or not swept and d is None:
            return None, Outcome.TIMEOUT
        if not swept:
            n = d.count()
        if limit is not None and n > limit:
            return limit, Outcome.STOPPED
        return n, Outcome.COMPLETE

    def _plain_count(self, model: Model, limit: int | None, deadline: Deadline,
                     progress: Progress | None) -> tuple[int | None, Outcome]:
        """The count by Algorithm C (the dlx backend, with its propagation and lookahead), once
        the memo has shown that it does not pay: the subproblems do not repeat, so memoising
        gains nothing, and dlx searches faster than Algorithm Z's kernel (a 30×45 slitherlink
        with one solution: 4 s, where the memo-less kernel took minutes)."""
        from ..dlx.backend import DlxBackend
        self.chosen_order += ", then dlx (the memo did not pay)"
        n, outcome = DlxBackend().count(model, limit=limit, time_limit=deadline.remaining(), progress=progress)
        if outcome is Outcome.TIMEOUT:
            return None, outcome  # as every zdd count: no partial value
        return n, outcome

    def run(self, model: Model, on_solution: OnSolution, *, limit: int | None = None,
            time_limit: float | None = None) -> Outcome:
        return self._hand_out(model, iter, on_solution, limit, time_limit, 1024)
