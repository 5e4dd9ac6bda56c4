"""How the CNF is solved: the SAT solvers python-sat offers, a solver call bounded by a deadline
(in slices of a conflict budget), the next model whose loops are one (lazy cuts added), and
where the work runs: a small CNF in a thread of this process, a bigger one in a child process
that is killed at the deadline (:mod:`..child`). RC2 (MaxSAT) the same way."""

from __future__ import annotations

import functools
import threading
import time

from pysat.solvers import Solver, SolverNames

from ...errors import InputError
from ..base import Deadline, Expired, next_budget
from ..child import STOP_POLL, Batcher, Stoppable, run_in_child, run_in_thread
from .encoding import CNFEncoding

SOLVERS = sorted(k for k in vars(SolverNames) if not k.startswith("_"))
"""The solver names python-sat knows (some may be missing from its build: :func:`usable_solvers`)."""

UNUSABLE = {"kissat404": "it cannot take clauses between two solver calls, which enumeration "
                         "and the single-loop cuts add"}
"""Solvers xcckit cannot use, and why (those that cannot be stopped are found by
:func:`usable_solvers`)."""
UNSTOPPABLE = ("python-sat gives it neither a conflict budget nor an interrupt, so a time limit or "
               "Ctrl-C could not stop its search")


@functools.cache
def usable_solvers() -> tuple[str, ...]:
    """The solvers of :data:`SOLVERS` that this python-sat build has and xcckit can use: not in
    :data:`UNUSABLE`, and stoppable (a conflict budget or an interrupt, which every search with
    a deadline or Ctrl-C to heed needs: python-sat's lingeling has neither)."""
    usable = []
    for name in SOLVERS:
        if name in UNUSABLE:
            continue
        try:
            s = Solver(name=name, bootstrap_with=[[1, 2]])
        except Exception:  # NoSuchSolverError: not compiled into this build
            continue
        try:
            s.solve_limited()
        except NotImplementedError:
            UNUSABLE[name] = UNSTOPPABLE
            continue
        finally:
            s.delete()
        usable.append(name)
    return tuple(usable)


def check_solver(name: object, source: str = "solver") -> str:
    """``name`` when it is a usable SAT solver; else an InputError saying why, with the choice."""
    if isinstance(name, str) and name in usable_solvers():
        return name
    choice = f"choose from {', '.join(usable_solvers())}"
    if name in UNUSABLE:
        raise InputError(f"SAT solver '{name}' cannot be used: {UNUSABLE[name]} ({choice})", source=source)
    if name in SOLVERS:
        raise InputError(f"SAT solver '{name}' is not in this build of python-sat ({choice})", source=source)
    raise InputError(f"unknown SAT solver {name!r} ({choice})", source=source)

IN_PROCESS_LITERALS = 300_000
"""Every search of a CNF of at most this many literals (a solve, a listing, a count, a proof of
uniqueness, the facts) runs in a thread of this process, in slices of a conflict budget with the
clock and Ctrl-C looked at in between; anything bigger runs in a child process that is killed at
the deadline, whatever the solver is doing. The steps of CaDiCaL that no budget bounds grow with
the formula (one call of 100 conflicts on the 4.5 million literals of wordsquare enable1@7 took
13 s; on the 146,348 of the largest Janko slitherlink, 1 ms; on a 31x46 kakuro's 245,830, 1.8
ms; on a blank 200x200 slitherlink's 1.2 million, 10 ms), and so does a conflict (2,000 of them
took 48 ms on that kakuro, 189 ms on the 222,448 literals of wordsquare sgb-words:2000, 615 ms
on the 664,170 of the 5x5 word rectangles of sgb-words:3000: the first slice is shortened for
big formulas, :func:`first_budget`). The child costs about 10 ms a run on a small formula (a
Janko slitherlink solved and proven unique: median 32 ms in a child, 7 ms here; a count of a
random model of a few dozen options: 8.6 ms in a child, 1 ms here; 2026-11-26), and more on a
big one, whose clauses the child reads (the 31x46 kakuro solved and proven unique: 183 ms in a
child, 96 ms here; 2026-11-27). The blocking clauses of a long listing in a thread do not
change that: counting 406,667 solutions of a CNF of 336 literals with a time limit of 40 s
ended 0.02 s after it."""

MAXSAT_IN_PROCESS_LITERALS = 200_000
"""RC2 runs in a thread up to this many literals of hard clauses, its SAT calls interrupted at
the deadline or on Ctrl-C; beyond, in a child process: its steps between two calls (loading
the clauses, a totaliser for each core) cannot be interrupted, and grow with the formula."""

FIRST_BUDGET = 2000
"""Conflicts in the first slice of a search in a thread (then as :func:`~..base.next_budget`
says), for a formula of up to 100,000 clauses; fewer beyond (:func:`first_budget`)."""


def first_budget(s: Solver) -> int:
    """The first slice's conflicts for the formula ``s`` holds: :data:`FIRST_BUDGET`, scaled
    down by its clauses beyond 100,000 (a conflict costs more on a big formula)."""
    try:
        clauses = s.nof_clauses()
    except Exception:  # (a solver that does not say)
        return FIRST_BUDGET
    return max(100, min(FIRST_BUDGET, FIRST_BUDGET * 100_000 // max(1, clauses)))


def literals(clauses: list[list[int]]) -> int:
    """The literals of ``clauses`` (the measure of :data:`IN_PROCESS_LITERALS`)."""
    return sum(map(len, clauses))


def run_nearby(work, on_message, deadline: Deadline, clauses: list[list[int]],
               batched: bool = False) -> tuple[str, object]:
    """``work(send, deadline)`` in a thread of this process when ``clauses`` are few
    (:data:`IN_PROCESS_LITERALS`; :func:`~..child.run_in_thread`), else in a child process
    (:func:`~..child.run_in_child`). ``batched``: a child sends the messages in lists (a
    :class:`~..child.Batcher`: many solutions); ``on_message`` takes them one by one either way."""
    if literals(clauses) <= IN_PROCESS_LITERALS:
        return run_in_thread(work, on_message, deadline)
    if not batched:
        return run_in_child(lambda send: work(send, deadline), on_message, deadline)

    def in_child(send) -> object:
        with Batcher(send) as batch:
            return work(batch.add, deadline)

    def take(batch: list) -> bool:
        return all(on_message(message) is not False for message in batch)

    return run_in_child(in_child, take, deadline)


def solve(s: Solver, deadline: Deadline, assumptions: list[int] = ()) -> bool | None:
    """Solve, or None when the deadline passes first. python-sat reports Ctrl-C during a
    solver call as its own error: it becomes a KeyboardInterrupt here."""
    try:
        return solve_in_slices(s, deadline, assumptions)
    except Exception as err:
        if "keyboard interrupt" in str(err).lower():
            raise KeyboardInterrupt from None
        raise


def solve_in_slices(s: Solver, deadline: Deadline, assumptions: list[int] = ()) -> bool | None:
    """CaDiCaL in python-sat cannot be interrupted, so with a deadline the search runs in
    slices of a conflict budget (kept state and learnt clauses carry over) with the clock
    checked in between; solvers without budgets are interrupted by a timer instead."""
    if deadline.remaining() is None and not isinstance(deadline, Stoppable):
        return s.solve(assumptions=assumptions)
    budget = first_budget(s)
    while True:
        remaining = deadline.remaining()
        if remaining is not None and remaining <= 0:
            return None
        try:
            s.conf_budget(budget)
        except NotImplementedError:
            if remaining is None:  # (stoppable, without budgets: Ctrl-C waits for the call)
                return s.solve_limited(assumptions=assumptions)
            timer = threading.Timer(remaining, s.interrupt)
            timer.start()
            try:
                return s.solve_limited(assumptions=assumptions, expect_interrupt=True)
            finally:
                timer.cancel()
        t = time.perf_counter()
        result = s.solve_limited(assumptions=assumptions)
        if result is not None:
            return result
        budget = next_budget(budget, time.perf_counter() - t, 100_000)


CHECK_AFTER = 100
"""Rounds of lazy cuts on one solver after which the side constraints that offer a checker are
checked inside its search too (:meth:`~.encoding.CNFEncoding.check_inside`; CaDiCaL only)."""


def loop_model(s: Solver, enc: CNFEncoding, deadline: Deadline, assumptions: list[int] = ()):
    """The solver's next model whose loops are one (single-loop cuts added until it has
    one), as its assignment (a list, empty for a CNF without variables); False when there is
    none, None when the deadline passed first. After :data:`CHECK_AFTER` rounds of cuts on a
    solver, its side constraints' checkers run inside its search."""
    while True:
        if getattr(s, "xcckit_rounds", 0) >= CHECK_AFTER:
            enc.check_inside(s)
        sat = solve(s, deadline, assumptions)
        if not sat:
            return sat
        assignment = s.get_model()
        cuts = enc.cuts(assignment)
        if not cuts:
            return assignment
        for c in cuts:
            s.add_clause(c)
        s.xcckit_rounds = getattr(s, "xcckit_rounds", 0) + 1


def next_solution(s: Solver, enc: CNFEncoding, deadline: Deadline, assumptions: list[int] = ()):
    """The solution of the solver's next model (:func:`loop_model`), False when there is
    none, None when the deadline passed first."""
    assignment = loop_model(s, enc, deadline, assumptions)
    return assignment if assignment is None or assignment is False else enc.solution(assignment)


def maxsat(wcnf, solver: str, options: dict, deadline: Deadline) -> list[int] | bool | None:
    """RC2's optimum of ``wcnf`` (its model) with the SAT solver ``solver`` and RC2's
    ``options``, False when the hard clauses have none, None when the deadline passed first.
    For a small CNF (:data:`MAXSAT_IN_PROCESS_LITERALS`) RC2 runs in a thread of this process and its
    SAT solver is interrupted at the deadline or on Ctrl-C (:func:`rc2_in_thread`); a bigger
    one runs in a child process (forked: nothing is copied but the answer), killed then: RC2's
    steps between two calls (loading the clauses, a totaliser for each core) cannot be
    interrupted, and grow with the formula."""
    from pysat.examples.rc2 import RC2Stratified

    remaining = deadline.remaining()
    if remaining is not None and remaining <= 0:
        return None
    if literals(wcnf.hard) <= MAXSAT_IN_PROCESS_LITERALS:
        return run_in_thread(lambda send, stoppable: rc2_in_thread(wcnf, solver, options, stoppable),
                             lambda message: None, deadline)[1]

    def compute(send):
        with RC2Stratified(wcnf, solver=solver, **options) as rc2:
            found = rc2.compute()
        return False if found is None else found

    ended, found = run_in_child(compute, lambda message: None, deadline)
    return found if ended == "done" else None


def rc2_in_thread(wcnf, solver: str, options: dict, deadline: Deadline) -> list[int] | bool | None:
    """RC2's optimum of ``wcnf`` here (in a thread: :func:`maxsat`), False when the
    hard clauses have none, None when ``deadline`` passed first. Every SAT call is made as one
    that may be interrupted, so that Glucose lets go of Python while it works (nothing else
    changes in the search: the optimum is the one a child process finds). Once the deadline has
    passed, a watching thread interrupts the call under way (again every :data:`STOP_POLL`
    seconds: an interrupt holds for one call), and the calls end RC2's work with
    :class:`~.base.Expired` (RC2 would go on after a call that was interrupted, as after one
    that ran out of its budget)."""
    from pysat.examples.rc2 import RC2Stratified

    class Interruptible(RC2Stratified):
        def _call_oracle(self, assumptions=[], expect_interrupt=False):
            if deadline.expired():
                raise Expired
            found = super()._call_oracle(assumptions, expect_interrupt=True)
            if found is None and deadline.expired():
                raise Expired
            return found

    with Interruptible(wcnf, solver=solver, **options) as rc2:
        done = threading.Event()

        def watch() -> None:
            while not done.wait(STOP_POLL):
                if deadline.expired():
                    rc2.interrupt()

        watcher = threading.Thread(target=watch, name="xcckit-maxsat-watch", daemon=True)
        watcher.start()
        try:
            found = rc2.compute(expect_interrupt=True)
        except Expired:
            return None
        finally:
            done.set()
            watcher.join()
    return False if found is None else found
