"""The CP-SAT translation (OR-Tools).

A Boolean per option; AddExactlyOne (or a linear ``lo..hi``) per primary item; per secondary item
one Boolean per colour defined in both directions (``y <-> OR(options)``) and an AddAtMostOne over
its colour variables and its uncoloured uses. A single-loop side constraint becomes AddCircuit
over the graph: a self-loop literal per vertex, two arcs per edge with ``a_uv + a_vu == on(e)``,
and at least one edge on.

One solution: several workers. Enumeration: one worker, solutions de-duplicated on the option
variables (a loop is found once per orientation).
"""

from __future__ import annotations

import _thread
import os
import random
import select
import signal
import threading
import time
from collections.abc import Sequence

import numpy as np
from ortools.sat.python import cp_model

from ..model import Model
from ..constraints import NoShortcuts, SideConstraint
from .base import Backend, Cheapest, Deadline, Facts, OnSolution, Outcome, Ranked
from .orders import greedy_order
from .translate import CHUNK, ItemUses, analyse, colour_classes, extensions, side_colours

SOLVE_WORKERS = 8
FEW_OPTIONS = 100
"""A model of at most this many options is solved (and its cheapest solutions found) by one
worker unless told: starting eight cost more than the search. The first solution of random
models of 10-40 options: median 1.4 ms on one worker, 2.4 ms on eight; for comparison sudoku
royle17 (303 options) 4.0 and 5.2 ms, Langford 16 (360) 14 and 226 ms, and the 5x5 word
square of sgb-words:1000 (5,000) 7.0 and 11.0 s (2 cores, a busy machine, 2026-11-26)."""
ORDERED_MOST = 100_000
"""The most item occurrences of a model whose enumeration (or search for a second solution) is
given :func:`search_order`: the order's steps cost what the options near each item hold, and on
a 20x25 foseruzu's 330,000 occurrences (secondary items of up to 14,771 options) it took 58 s,
where the searches it speeds up (pentominoes, queens, Langford) have a few thousand."""
LOADING = 0.3
"""CP-SAT takes about this share of the translation's time to load the model before its own
clock starts (measured: 0.6-0.8 s after a 3 s translation of wordsquare enable1@7); the time
limit given to it leaves that much out, so that the whole call keeps the limit."""

PRESOLVE_KEEPING_ALL = False
"""Searches that must keep every solution (an enumeration, and the facts' questions under
assumptions) run without CP-SAT's presolve, which then gains nothing and does not watch the
clock within its steps: on the 43,180 options of wordsquare enable1@5 it ran 2 s whatever time
it was given (1.2 s of it turning clauses into exactly-ones), so that a count with a 2 s limit
ended after 3.3 s, and each facts question took 10 s, 8 of them presolving. Measured with and
without, 2026-11-26: enumerations of pentominoes 4x15 7.7 s and 7.6 s, 13 queens 52 s and 54 s,
Langford 11 21.4 s and 21.7 s, the 3,132 word squares of sgb-words:2000 18.8 s and 16.3 s, the
loops of the blank 4x4 slitherlink 21.7 s and 14.3 s; facts of dict3-300 x dict4-300 16.6 s and
4.7 s, pentominoes 3x20 7.7 s and 7.3 s, the blank 5x5 slitherlink 0.39 s and 0.23 s, six janko
slitherlinks (10x10 to 20x20) 1.4 s and 1.2 s in all."""


def _solve(solver: cp_model.CpSolver, cp: cp_model.CpModel, callback=None):
    """``solver.Solve(cp, callback)``, stopped by Ctrl-C, which Python then raises as
    KeyboardInterrupt once Solve has returned. CP-SAT's own catch (``catch_sigint_signal``) is
    not used: it tells no one that it stopped the search (a search stopped early by its time
    limit looked the same: a 60 s facts of wordsquare enable1@5 ended "interrupted"), and it
    leaves SIGINT's handler at the default when Solve returns, so that the next Ctrl-C killed
    the process without its output. Here Python's handler stays; during Solve a thread woken
    through the signal wakeup file stops the search (from the main thread only, where Python
    handles signals; elsewhere Solve runs as it is). The thread is a bare one that nothing
    waits for (:func:`_watch`): starting a :class:`threading.Thread` and joining it cost 0.3 ms
    a Solve, a third of a small model's whole search (2026-11-26)."""
    solver.parameters.catch_sigint_signal = False  # (True by default)
    try:
        read, write = os.pipe()
    except OSError:  # pragma: no cover - no file descriptors left
        return solver.Solve(cp, callback)
    os.set_blocking(write, False)
    try:
        before = signal.set_wakeup_fd(write, warn_on_full_buffer=False)
    except ValueError:  # not the main thread
        os.close(read)
        os.close(write)
        return solver.Solve(cp, callback)
    ended, watching = threading.Event(), False
    try:
        try:
            _thread.start_new_thread(_watch, (solver, read, write, before, ended))
            watching = True
        except BaseException:  # (no watcher: a Ctrl-C as it starts, or no thread to be had)
            if not watching:
                os.close(read)
                os.close(write)
            raise
        return solver.Solve(cp, callback)
    finally:
        # A Ctrl-C during Solve is raised at Python's first step after it, which may be here:
        # each step that must happen has a finally of its own.
        try:
            ended.set()
        finally:
            try:
                signal.set_wakeup_fd(before)
            finally:
                if watching:
                    os.write(write, b"\0")  # (the watcher closes the pipe once it reads this)


def _watch(solver: cp_model.CpSolver, read: int, write: int, before: int, ended: threading.Event) -> None:
    """The watcher of :func:`_solve`: on a Ctrl-C (SIGINT in the wakeup file ``read``) it stops
    the search, again every 0.05 s until Solve has returned (a stop before the search began is
    lost); what else comes it hands on to the wakeup file set ``before``. It ends, closing the
    pipe, once it reads the zero byte Solve's end writes. (It is no :class:`threading.Thread`, and
    does nothing that would make it one: it is not listed among the threads.)"""
    interrupted = False
    try:
        while True:
            if select.select([read], [], [], 0.05 if interrupted else None)[0]:
                got = os.read(read, 512)
                end, got = b"\0" in got, got.replace(b"\0", b"")
                if got and before >= 0:  # the wakeup file set before ours still hears of them
                    try:
                        os.write(before, got)
                    except OSError:
                        pass
                if end:
                    return
                interrupted = interrupted or signal.SIGINT in got
            if interrupted and not ended.is_set():
                solver.stop_search()
    finally:
        os.close(read)
        os.close(write)


class CPSATEncoding:
    """The CP-SAT model of a model: variables, then primary items, secondary items and side
    constraints, in that order."""

    def __init__(self, model: Model, deadline: Deadline | None = None) -> None:
        """Translate ``model``; with a ``deadline``, raise :class:`~.base.Expired` between two
        steps once it has passed. ``loading`` is then the time CP-SAT will take to load it
        (:data:`LOADING` times the translation's)."""
        t0 = time.perf_counter()
        check = deadline.check if deadline is not None else (lambda: None)
        self.model = model
        self.cp = cp = cp_model.CpModel()
        self.x = []
        for first in range(0, model.n_options, CHUNK):
            check()
            self.x += [cp.NewBoolVar(f"o{o}") for o in range(first, min(model.n_options, first + CHUNK))]
        self.colour_lit: dict[tuple[int, int], cp_model.IntVar] = {}
        primary, secondary = analyse(model, check=check)
        check()
        for p, opts in enumerate(primary):
            check()
            self.cover([self.x[o] for o in opts], model.lo[p], model.hi[p])
        check()
        wanted = side_colours(model)
        for uses in secondary:
            check()
            self._secondary(uses, wanted)
        check()
        for sc in model.side_constraints:
            check()
            sc.cp(self)
        self.loading = LOADING * (time.perf_counter() - t0)

    # ----------------------------------------------------- what side constraints write with
    def lit(self, item: int, colour: int):
        """The Boolean "``item`` carries ``colour``" (None: no option gives it that colour)."""
        return self.colour_lit.get((item, colour))

    def cover(self, literals: list, lo: int, hi: int) -> None:
        """Between lo and hi of ``literals`` are true."""
        literals = list(literals)
        if (lo, hi) == (1, 1):
            self.cp.AddExactlyOne(literals)
        else:
            self.cp.AddLinearConstraint(sum(literals), lo, hi)

    def _secondary(self, uses: ItemUses, wanted: set[tuple[int, int]]) -> None:
        """A literal per colour class that needs one (``y <-> OR(options)``), and at most one of
        them and of the item's uncoloured uses."""
        cp, x = self.cp, self.x
        group = [x[o] for o in uses.uncoloured]
        for c, opts, own in colour_classes(uses, wanted):
            if own:
                y = cp.NewBoolVar(f"y{uses.item}_{c}")
                for o in opts:
                    cp.AddImplication(x[o], y)
                cp.AddBoolOr([x[o] for o in opts]).OnlyEnforceIf(y)
            else:
                y = x[opts[0]]
            self.colour_lit[uses.item, c] = y
            group.append(y)
        if len(group) > 1:
            cp.AddAtMostOne(group)


def search_order(model: Model, x: list, expired=None) -> list | None:
    """The option variables in the order an enumeration branches on them (each set true first):
    by their earliest primary item in :func:`~.orders.greedy_order`, the order that keeps the
    frontier small, so that the search fills the model from one end as DLX's does a packing. One
    worker's default search enumerates the pentominoes in 4×15 in 33 s, this one in 7 s (13
    queens and Langford 11 faster too: docs/benchmarks.md)."""
    n1 = model.n_primary
    rank = np.full(model.n_items + 1, n1, dtype=np.int64)  # (secondary items: after every primary)
    order = greedy_order(model, expired=expired)
    if order is None:
        return None
    rank[order] = np.arange(n1)
    starts, items, _ = model.arrays()
    first = np.minimum.reduceat(rank[np.append(items, model.n_items)], starts[:-1]) if len(items) else \
        np.zeros(model.n_options, dtype=np.int64)
    return [x[o] for o in np.argsort(first, kind="stable").tolist()]


def _exclude(cp: cp_model.CpModel, model: Model, x: list, solution: Sequence[int]) -> bool:
    """Exclude exactly ``solution`` from the solutions of ``cp``: some option of it is off, or
    (with multiplicities) some option that could join it is on. False when nothing can differ
    from it (it is the only solution; nothing is added)."""
    clause = [x[o].Not() for o in solution] + [x[o] for o in extensions(model, solution)]
    if not clause:
        return False
    cp.AddBoolOr(clause)
    return True


class _Collector(cp_model.CpSolverSolutionCallback):
    def __init__(self, x, on_solution: OnSolution, limit: int | None) -> None:
        super().__init__()
        self._index = [v.Index() for v in x]
        self._on_solution = on_solution
        self._limit = limit
        self.seen: set[tuple[int, ...]] = set()
        self.stopped = False

    def on_solution_callback(self) -> None:
        values = self.Response().solution  # (one call, not one per option: 6 µs a solution, not 10)
        sol = tuple(o for o, i in enumerate(self._index) if values[i])
        if sol in self.seen:
            return
        self.seen.add(sol)
        if self._on_solution(sol) is False or (self._limit is not None and len(self.seen) >= self._limit):
            self.stopped = True
            self.StopSearch()


class CPSATBackend(Backend):
    """The CP-SAT translation on OR-Tools. Option: ``workers``, the search workers for a first
    solution and the cheapest (default 8, or 1 for a model of at most :data:`FEW_OPTIONS`
    options); enumeration always uses one worker (see the module docstring)."""

    bytes_per_entry = 1240

    name = "cpsat"
    encoding = CPSATEncoding
    """The translation (a class like :class:`CPSATEncoding`; a test puts a faulty one here)."""
    workers_option = "workers"
    configurations = {"cpsat": {}}
    constraints: dict[type, str | None] = {NoShortcuts: None, SideConstraint: "translation"}
    """Every side constraint translated but no shortcuts (refused: see :mod:`~xcckit.constraints.shortcuts`)."""
    queries = frozenset({"best", "facts"})
    cost_sums = "every"

    def __init__(self, workers: int | None = None) -> None:
        self.workers = workers

    translation = True
    CHECKING = {"num_workers": 1, "cp_model_presolve": False, "linearization_level": 0, "symmetry_level": 0,
                "cp_model_probing_level": 0}
    """CP-SAT's parameters for many small solves of one model (a translation's checks): loading
    the model is then most of a solve, and these skip the steps that take longest before the
    search (10 ms a solution against 420 ms with the defaults, pentominoes 6x10, measured)."""
    BATCH = 10
    """Solutions a random search enumerates from one random start (10: 180 ms a solution on
    pentominoes 6x10, against 720 ms one at a time)."""

    def _checking_solver(self, deadline: Deadline, loading: float) -> cp_model.CpSolver | None:
        solver = cp_model.CpSolver()
        for key, value in self.CHECKING.items():
            setattr(solver.parameters, key, value)
        return solver if self._limit(solver, deadline, loading) else None

    def admits(self, model: Model, solutions, on_verdict, *, time_limit: float | None = None) -> Outcome:
        """Each solution's options as assumptions (every option's Boolean true or false): the
        CP-SAT model must be feasible there and read back as the same options."""
        deadline, enc = self.translated(model, time_limit)
        if enc is None:
            return Outcome.TIMEOUT
        for sol in solutions:
            chosen = set(sol)
            enc.cp.ClearAssumptions()
            enc.cp.AddAssumptions([v if o in chosen else v.Not() for o, v in enumerate(enc.x)])
            solver = self._checking_solver(deadline, enc.loading)
            if solver is None:
                return Outcome.TIMEOUT
            status = _solve(solver, enc.cp)
            if status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
                got = tuple(o for o, v in enumerate(enc.x) if solver.BooleanValue(v))
                why = None if got == tuple(sorted(sol)) else \
                    f"the CP-SAT model's solution with these options reads back as options {list(got)}"
            elif status == cp_model.INFEASIBLE:
                why = "the CP-SAT model is infeasible with exactly these options"
            elif status == cp_model.MODEL_INVALID:  # pragma: no cover - a translator bug
                raise RuntimeError(enc.cp.Validate())
            else:
                return self._timeout(deadline)
            if on_verdict(tuple(sol), why) is False:
                return Outcome.STOPPED
        return Outcome.COMPLETE

    def random_solutions(self, model: Model, n: int, on_solution: OnSolution, *, seed: int | None = None,
                         time_limit: float | None = None) -> Outcome:
        """Searches from random starts (a hint choosing each option with probability 1/20, a
        random seed, randomised search), each enumerating up to :data:`BATCH` new solutions;
        a no-good on each solution found keeps the next searches from it."""
        rng = random.Random(seed)
        deadline, enc = self.translated(model, time_limit)
        if enc is None:
            return Outcome.TIMEOUT
        cp, x = enc.cp, enc.x
        found = 0
        while found < n:
            cp.ClearHints()
            for v in x:
                cp.AddHint(v, rng.random() < 0.05)
            solver = self._checking_solver(deadline, enc.loading)
            if solver is None:
                return Outcome.TIMEOUT
            solver.parameters.enumerate_all_solutions = True
            solver.parameters.randomize_search = True
            solver.parameters.random_seed = rng.randrange(1 << 30)
            collector = _Collector(x, lambda sol: None, min(self.BATCH, n - found))
            status = _solve(solver, cp, collector)
            last = False
            for sol in sorted(collector.seen):  # (the set's order is not the search's)
                found += 1
                if on_solution(sol) is False:
                    return Outcome.STOPPED
                last = not _exclude(cp, model, x, sol) or last
            if last:
                return Outcome.COMPLETE
            if not collector.stopped:
                if status in (cp_model.OPTIMAL, cp_model.INFEASIBLE):
                    return Outcome.COMPLETE
                if status == cp_model.MODEL_INVALID:  # pragma: no cover - a translator bug
                    raise RuntimeError(cp.Validate())
                return self._timeout(deadline)
        return Outcome.STOPPED

    def best(self, model: Model, k: int = 1, *, time_limit: float | None = None) -> Ranked:
        """The ``k`` cheapest solutions: minimise the options' costs; then forbid the solution
        found (a no-good on its options), keep the objective at least its cost, and minimise
        again, ``k`` times."""
        self.check_supported(model)  # (before the costs' own check: a model it cannot take at all)
        self.check_costs(model)  # the objective is one sum of all the costs
        kept = Cheapest(k)
        deadline, enc = self.translated(model, time_limit)
        if enc is None:
            return kept.result(Outcome.TIMEOUT)
        costed = [(c, v) for c, v in zip(model.costs, enc.x) if c]
        cost = cp_model.LinearExpr.WeightedSum([v for _, v in costed], [c for c, _ in costed]) if costed else None
        if cost is not None:
            enc.cp.Minimize(cost)
        solver = cp_model.CpSolver()
        solver.parameters.num_workers = self._solve_workers(model)
        # The translation states its exactly-ones; CP-SAT's search for more among the clauses is
        # a presolve step that ignores the time limit (0.8 s on the SGB word square model) and
        # slows the optimum down (46.7 s -> 36.6 s without it there, 2026-11-24).
        solver.parameters.find_clauses_that_are_exactly_one = False
        try:
            while len(kept.kept) < k:
                if not self._limit(solver, deadline, enc.loading):
                    return kept.result(Outcome.TIMEOUT)
                status = _solve(solver, enc.cp)
                if status == cp_model.INFEASIBLE:
                    break
                if status == cp_model.MODEL_INVALID:  # pragma: no cover - a translator bug
                    raise RuntimeError(enc.cp.Validate())
                if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
                    if self._timeout(deadline) is Outcome.TIMEOUT:
                        return kept.result(Outcome.TIMEOUT)
                sol = tuple(o for o, v in enumerate(enc.x) if solver.BooleanValue(v))
                kept.offer(sol, model.cost(sol))
                if status != cp_model.OPTIMAL:  # the time limit stopped the proof
                    if self._timeout(deadline) is Outcome.TIMEOUT:
                        return kept.result(Outcome.TIMEOUT)
                if not _exclude(enc.cp, model, enc.x, sol):
                    break  # the only solution
                if cost is not None:
                    enc.cp.Add(cost >= model.cost(sol))
        except KeyboardInterrupt:
            raise kept.interrupted() from None
        return kept.result(Outcome.COMPLETE)

    def facts(self, model: Model, *, time_limit: float | None = None) -> Facts:
        """What every solution shares, by the same backbone as the sat backend's
        (:mod:`.backbone`), each question asked of CP-SAT under an assumption (one worker): a
        check of sat's answer by another solver and another translation."""
        from .backbone import backbone, read_facts, state_uses
        deadline, enc = self.translated(model, time_limit)
        if enc is None:
            return Facts(None, complete=False)
        cp = enc.cp
        literals: list = [None]  # literal number -> its Boolean (negative numbers: the negation)

        def number(var) -> int:
            literals.append(var)
            return len(literals) - 1

        option_lit = [number(v) for v in enc.x]
        states: dict[tuple[int, int], int] = {}
        for (item, c), opts in state_uses(model).items():
            var = enc.colour_lit.get((item, c)) if c else None
            if var is None and len(opts) == 1:
                states[item, c] = option_lit[opts[0]]
                continue
            if var is None:
                var = cp.NewBoolVar(f"state{item}_{c}")
                for o in opts:
                    cp.AddImplication(enc.x[o], var)
                cp.AddBoolOr([enc.x[o] for o in opts]).OnlyEnforceIf(var)
            states[item, c] = number(var)

        def lit(k: int):
            return literals[k] if k > 0 else literals[-k].Not()

        solver = cp_model.CpSolver()
        solver.parameters.num_workers = 1
        solver.parameters.cp_model_presolve = PRESOLVE_KEEPING_ALL

        def solve():
            if not self._limit(solver, deadline, enc.loading):
                return None
            status = _solve(solver, cp)
            if status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
                values = [False] + [bool(solver.BooleanValue(v)) for v in literals[1:]]
                return lambda k: values[abs(k)] == (k > 0)
            if status == cp_model.INFEASIBLE:
                return False
            self._timeout(deadline)  # (Ctrl-C: raises)
            return None

        def flip(chunk: list[int]):
            act = cp.NewBoolVar("")
            cp.AddBoolOr([lit(-k) for k in chunk]).OnlyEnforceIf(act)
            cp.ClearAssumptions()
            cp.AddAssumption(act)
            try:
                return solve()
            finally:
                cp.ClearAssumptions()
                cp.AddBoolOr([act.Not()])

        def proved(chunk: list[int]) -> None:
            for k in chunk:
                cp.AddBoolOr([lit(k)])

        first = solve()
        if not first:
            return Facts(None if first is None else False, complete=first is not None)
        proven, complete = backbone(first, list(range(1, len(literals))), flip, proved, deadline)
        return read_facts(model, option_lit, states, proven, complete)

    def run(self, model: Model, on_solution: OnSolution, *, limit: int | None = None,
            time_limit: float | None = None) -> Outcome:
        deadline, enc = self.translated(model, time_limit)
        if enc is None:
            return Outcome.TIMEOUT
        ordered = limit != 1 and not model.side_constraints and len(model.occ_item) <= ORDERED_MOST
        if ordered:  # (before the clock is read for the solver: ordering is part of the time used)
            order = search_order(model, enc.x, deadline.expired)  # (a loop's circuit searches better its own way)
            if order is None:
                return Outcome.TIMEOUT
            enc.cp.AddDecisionStrategy(order, cp_model.CHOOSE_FIRST, cp_model.SELECT_MAX_VALUE)
        solver = cp_model.CpSolver()
        if not self._limit(solver, deadline, enc.loading):
            return Outcome.TIMEOUT
        if limit == 1:
            solver.parameters.num_workers = self._solve_workers(model)
            status = _solve(solver, enc.cp)
            if status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
                on_solution(tuple(o for o, v in enumerate(enc.x) if solver.BooleanValue(v)))
                return Outcome.STOPPED
            if status == cp_model.INFEASIBLE:
                return Outcome.COMPLETE
            return self._timeout(deadline)
        solver.parameters.num_workers = 1
        solver.parameters.enumerate_all_solutions = True
        solver.parameters.cp_model_presolve = PRESOLVE_KEEPING_ALL
        if ordered:
            solver.parameters.search_branching = cp_model.FIXED_SEARCH
        collector = _Collector(enc.x, on_solution, limit)
        status = _solve(solver, enc.cp, collector)
        if collector.stopped:
            return Outcome.STOPPED
        if status in (cp_model.OPTIMAL, cp_model.INFEASIBLE):
            return Outcome.COMPLETE
        if status == cp_model.MODEL_INVALID:  # pragma: no cover - a translator bug
            raise RuntimeError(enc.cp.Validate())
        return self._timeout(deadline)

    def _solve_workers(self, model: Model) -> int:
        """The workers of a search for a first solution or the cheapest: as told, else
        :data:`SOLVE_WORKERS`, or one for a model of :data:`FEW_OPTIONS` options or fewer."""
        return self.workers or (1 if model.n_options <= FEW_OPTIONS else SOLVE_WORKERS)

    @staticmethod
    def _limit(solver: cp_model.CpSolver, deadline: Deadline, loading: float) -> bool:
        """Give the solver what is left of the time limit but the time it takes to load the
        model; False when that leaves nothing (the call would overrun: it is not made)."""
        remaining = deadline.remaining()
        if remaining is None:
            return True
        if remaining - loading <= 0.001:
            return False
        solver.parameters.max_time_in_seconds = remaining - loading
        return True

    @staticmethod
    def _timeout(deadline: Deadline) -> Outcome:
        """A search that stopped unfinished, where a Ctrl-C would have been raised already (by
        Python, once :func:`_solve` returned): at its time limit. Without a limit, only a Ctrl-C
        whose handler raised nothing stops it: it is raised here."""
        if deadline.end is not None:
            return Outcome.TIMEOUT
        raise KeyboardInterrupt
