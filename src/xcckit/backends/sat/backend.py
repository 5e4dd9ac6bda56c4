"""The sat backend: the CNF translation (:mod:`.encoding`) on a python-sat solver (CaDiCaL by
default), each task a short loop over :mod:`.search`'s steps."""

from __future__ import annotations

import os
import random

from pysat.solvers import Solver

from ...errors import Interrupted
from ...constraints import SideConstraint
from ...model import Model
from ..backbone import backbone, read_facts, state_uses
from ..base import (Backend, Option, Cheapest, Deadline, Expired, Facts, OnSolution, Outcome, Ranked, leave_behind,
                    sooner)
from .cubes import CUBE_SECONDS, CUBES, cubes, cubes_on_workers, enumerate_cubes
from .encoding import CNFEncoding, literal_true
from .search import check_solver, loop_model, maxsat, next_solution, run_nearby

ENUMERATION_SETTINGS = {"chrono": 0}
"""CaDiCaL's settings for an enumeration of more than one solution (given where the solver
takes settings): chronological backtracking off, so that a conflict jumps back as far as its
clause allows. Enumerating the pentominoes into 4x15 in 1,000 cubes: 47.7 s on one process
against 51.4 s with CaDiCaL's defaults, 27.3 s on two against 29.9 s; 13 queens 15.4 s against
16.8 s, Langford 11 the same (2026-11-26). Measured and no better: lucky, walk and rephase off,
incremental lazy backtracking, stabilising off or only, another restart interval, inprocessing
off."""
PROOF_SETTINGS = {"chrono": 0, "elim": 0}
"""CaDiCaL's settings for a search for two solutions (a proof of uniqueness): as an
enumeration's, and no bounded variable elimination. Published puzzles solved and proven unique,
both in turn (2026-12-01): nurikabe (the 20 above 0.3 s) 57.4 -> 53.7 s in all (753 7.1 ->
5.5 s, 690_50x50 9.9 -> 8.5 s, 667 0.98 -> 0.71 s), numberlink (every 6th 15x15, 20) 37.7 ->
35.2 s, fillomino (the 18 above 0.3 s) 14.9 -> 15.2 s, the three largest of 20 other genres
11.6 -> 11.3 s. The first call of the 50x50 nurikabe: 31,157 conflicts in 7.6-8.0 s -> 23,066 in
5.9-6.4 s; without subsumption, probing and vivification instead, 6.2 s; without stabilising
7.2 s. Beside ``elim=0``, no inprocessing at all, or no subsumption and probing, made that call
faster but the whole proofs slower (nurikabe 1055_40x57 12.5 -> 21.2 s and 14.4 -> 19.2 s)."""
PLAIN_SECONDS = 2.0
PLAIN_SOLUTIONS = 20
"""An enumeration runs plainly (one call after another, each solution blocked) until it has run
:data:`PLAIN_SECONDS` and found this many solutions; then it goes on cube by cube. A model with
few solutions never gets there: there, cubes cost more than they save (the 17 word rectangles of
dict3-300 x dict4-300: 1.1 s plainly, 6 s in cubes), where a packing gains (the 1,472 of the
pentominoes into 4x15: 138 s plainly, 49 s in 1,000 cubes on one process, 34 s on two)."""
PROOF_SECONDS = 2.0
PROOF_LIMIT = 2
"""A search for at most this many solutions (a proof of uniqueness) that has found one runs its
next call plainly for :data:`PROOF_SECONDS`; where that call has not ended by then, the rest of
it is cut into cubes on the workers (two or more), each forked with the solver as that call
left it. A proof is a refutation of every other solution, which cubes share out; a search for
the first one is not cut (where the puzzle has one answer, one cube holds it and the others
must all be refuted before a worker finds it: the published nurikabe 753_10x10 found and proven
in 6.1 s plainly, in 8.0 s in cubes from the start; 1055_40x57 17.5 s against 19.3 s).
Published nurikabe 683_14x24, whose proof is one call: 11-21 s plainly, 5.6-6.9 s in 1,000 cubes
on two workers (2026-12-01)."""


def _settings(limit: int | None) -> dict[str, int] | None:
    """CaDiCaL's settings for a search for ``limit`` solutions: its own for one,
    :data:`PROOF_SETTINGS` for two, :data:`ENUMERATION_SETTINGS` for more."""
    if limit == 1:
        return None
    return PROOF_SETTINGS if limit is not None and limit <= PROOF_LIMIT else ENUMERATION_SETTINGS


class SatBackend(Backend):
    """The CNF translation on a python-sat solver. Option: ``solver``, a python-sat solver name
    (default ``cadical195``). Enumeration adds a blocking clause per solution; single loops are
    enforced by cut-set clauses added when a solution breaks them (see :mod:`.encoding`)."""

    options = (Option("solver", "--solver", "NAME", "the SAT solver (default cadical195)",
                      ("solve", "count", "facts"), check_solver),)

    bytes_per_entry = 120

    name = "sat"
    workers_option = "workers"
    encoding = CNFEncoding
    """The translation (a class like :class:`CNFEncoding`; a test puts a faulty one here)."""
    configurations = {"sat": {}, "sat-cubes": {"plain": 0.0, "cubes": 6}}
    constraints = {SideConstraint: "translation"}
    queries = frozenset({"best", "facts"})
    MAXSAT_SOLVER = "g4"
    """The SAT solver inside RC2: Glucose 4. CaDiCaL 1.9.5 was faster on the cheapest SGB-1000
    word square (47 s against 115 s) but far slower on SGB-2000 (547 s against 158 s)."""
    MAXSAT_OPTIONS = {"blo": "div", "exhaust": True, "minz": True}
    """RC2 stratified by weight, with core exhaustion and minimisation: the fastest of RC2's
    settings on the cheapest word squares (sgb-words:500 by rank: 2.0 s, plain RC2 71 s)."""

    def __init__(self, solver: str = "cadical195", workers: int | None = None, plain: float = PLAIN_SECONDS,
                 proof: float = PROOF_SECONDS,
                 cubes: int = CUBES) -> None:
        self.solver = solver if solver == "cadical195" else check_solver(solver)
        self.workers = max(1, workers if workers is not None else (os.cpu_count() or 1))
        self.plain = plain
        self.proof = proof
        self.plain_solutions = PLAIN_SOLUTIONS if plain else 0
        self.cubes = cubes

    def run(self, model: Model, on_solution: OnSolution, *, limit: int | None = None,
            time_limit: float | None = None) -> Outcome:
        """Enumeration with a blocking clause after each solution. The search of a small CNF
        runs in a thread of this process, in slices of a conflict budget
        (:data:`~.search.IN_PROCESS_LITERALS`); a bigger one in a child process (:mod:`..child`) that
        sends the solutions as it finds them: it is killed at the deadline or on Ctrl-C,
        whatever it is doing (CaDiCaL cannot be interrupted, and its calls on a big formula can
        take seconds that no conflict budget bounds)."""
        deadline, enc = self.translated(model, time_limit, few=limit is not None and limit <= 2)
        if enc is None:
            return Outcome.TIMEOUT
        leave_behind(enc)
        if [] in enc.clauses:
            return Outcome.COMPLETE  # an empty clause: some item can never be covered

        def work(send, deadline: Deadline) -> str:
            return self._enumerate(enc, send, limit, deadline).value

        ended, value = run_nearby(work, on_solution, deadline, enc.clauses, batched=True)
        if ended == "stopped":
            return Outcome.STOPPED
        return Outcome.TIMEOUT if ended == "timeout" else Outcome(value)

    def _enumerate(self, enc: CNFEncoding, on_solution, limit: int | None, deadline: Deadline) -> Outcome:
        """The enumeration itself (in a child or a thread): plainly for :data:`PLAIN_SECONDS`, then, if
        it goes on, cube by cube (:func:`cubes`) on :attr:`workers` processes, each forked with
        a copy of the solver as the plain search left it (the solutions found so far blocked,
        its learnt clauses kept: loading and simplifying the pentominoes' CNF anew took a worker
        about a second); a proof of uniqueness that goes on past :data:`PROOF_SECONDS` too. A
        search for one solution keeps the solver's own settings (:func:`_settings`)."""
        try:
            s = enc.solver(self.solver, deadline, settings=_settings(limit))
        except Expired:
            return Outcome.TIMEOUT
        found = 0
        with s:
            plain = Deadline(self.plain)
            while not plain.expired() or found < self.plain_solutions:
                if limit is not None and found >= limit:
                    return Outcome.STOPPED
                proving = found > 0 and limit is not None and limit <= PROOF_LIMIT and self.workers > 1
                solution = next_solution(s, enc, sooner(deadline, self.proof) if proving else deadline)
                if solution is None and proving and not deadline.expired():
                    break  # (a proof that goes on: in cubes)
                if solution is None:
                    return Outcome.TIMEOUT
                if solution is False:
                    return Outcome.COMPLETE
                found += 1
                on_solution(solution)
                clause = enc.blocking_clause(solution)
                if not clause:
                    return Outcome.COMPLETE  # the empty solution was the only one
                s.add_clause(clause)
            remaining = deadline.remaining()
            parts = cubes(enc, self.cubes, CUBE_SECONDS if remaining is None else min(CUBE_SECONDS, remaining))
            left = None if limit is None else limit - found
            if self.workers == 1:
                return enumerate_cubes(s, enc, parts, range(len(parts)), on_solution, left, deadline)
            return cubes_on_workers(s, enc, parts, self.workers, on_solution, left, deadline)

    translation = True

    def _solver(self, enc: CNFEncoding | None, deadline: Deadline) -> Solver | None:
        """A solver given the translation ``enc`` (None: the deadline passed while translating,
        or while the clauses were given)."""
        if enc is None:
            return None
        try:
            return enc.solver(self.solver, deadline)
        except Expired:
            return None

    def admits(self, model: Model, solutions, on_verdict, *, time_limit: float | None = None) -> Outcome:
        """Each solution's options as assumptions (every option variable true or false, and
        the colours of table options): the CNF must have a model there (loop cuts added as in
        enumeration), and that model must read back as the same options."""
        deadline, enc = self.translated(model, time_limit)
        s = self._solver(enc, deadline)
        if s is None:
            return Outcome.TIMEOUT
        with s:
            for sol in solutions:
                got = next_solution(s, enc, deadline, enc.option_literals(sol))
                if got is None:
                    return Outcome.TIMEOUT
                if got is False:
                    why = "the CNF has no model with exactly these options"
                elif got != tuple(sorted(sol)):
                    why = f"the CNF's model with these options reads back as options {list(got)}"
                else:
                    why = None
                if on_verdict(tuple(sol), why) is False:
                    return Outcome.STOPPED
        return Outcome.COMPLETE

    def random_solutions(self, model: Model, n: int, on_solution: OnSolution, *, seed: int | None = None,
                         time_limit: float | None = None) -> Outcome:
        """Enumeration (a blocking clause after each solution) with the solver's phases drawn
        at random before each call: each option variable true with probability one half."""
        rng = random.Random(seed)
        deadline, enc = self.translated(model, time_limit)
        s = self._solver(enc, deadline)
        if s is None:
            return Outcome.TIMEOUT
        variables = list(range(1, enc.pool.top + 1))
        with s:
            for _ in range(n):
                s.set_phases([v if rng.random() < 0.5 else -v for v in variables])
                sol = next_solution(s, enc, deadline)
                if sol is None:
                    return Outcome.TIMEOUT
                if sol is False:
                    return Outcome.COMPLETE
                if on_solution(sol) is False:
                    return Outcome.STOPPED
                block = enc.blocking_clause(sol)
                if not block:
                    return Outcome.COMPLETE
                s.add_clause(block)
        return Outcome.STOPPED

    def best(self, model: Model, k: int = 1, *, time_limit: float | None = None) -> Ranked:
        """The ``k`` cheapest solutions by MaxSAT (RC2, from python-sat, stratified): the CNF translation as
        hard clauses, a soft clause ``-x_o`` weighted by the cost of each option that has one;
        a solution found is blocked (a hard clause) before the next call; single-loop cuts are
        added as hard clauses when a solution breaks the loop."""
        from pysat.formula import WCNF
        if not model.has_costs:  # every solution costs 0 (and RC2 needs a soft clause)
            return self.first_solutions(model, k, time_limit)
        kept = Cheapest(k)
        deadline, enc = self.translated(model, time_limit, tables=False)
        if enc is None:
            return kept.result(Outcome.TIMEOUT)
        if [] in enc.clauses:
            return kept.result(Outcome.COMPLETE)
        wcnf = WCNF()
        wcnf.hard = enc.clauses
        for o, c in enumerate(model.costs):
            if c:
                wcnf.append([-enc.x[o]], weight=c)
        wcnf.nv = max(wcnf.nv, enc.pool.top)
        try:
            while len(kept.kept) < k:
                # (RC2Stratified does not take hard clauses between two calls: a new one each time)
                found = maxsat(wcnf, self.MAXSAT_SOLVER, self.MAXSAT_OPTIONS, deadline)
                if found is None:
                    return kept.result(Outcome.TIMEOUT)
                if found is False:
                    break
                assignment = enc.full(found)
                cuts = enc.cuts(assignment)
                wcnf.hard.extend(cuts)
                if cuts:
                    continue
                sol = enc.solution(assignment)
                kept.offer(sol, model.cost(sol))
                block = enc.blocking_clause(sol)
                if not block:
                    break
                wcnf.hard.append(block)
        except KeyboardInterrupt:
            raise kept.interrupted() from None
        except Exception as err:
            if "keyboard interrupt" in str(err).lower():
                raise kept.interrupted() from None
            raise
        return kept.result(Outcome.COMPLETE)

    def facts(self, model: Model, *, time_limit: float | None = None, never_only: bool = False) -> Facts:
        """What every solution shares: the backbone of the CNF translation (every option with a
        variable), over the option variables and a literal per secondary item and state, by
        CaDiCaL with assumptions (:mod:`.backbone`). ``never_only``: decide only which options
        are in no solution (the candidates are the options the first solution leaves out;
        ``always`` and ``colours`` stay empty), as the zdd backend's pruning asks."""
        deadline, enc = self.translated(model, time_limit, tables=False)
        if enc is None:
            return Facts(None, complete=False)
        if [] in enc.clauses:
            return Facts(False)
        clauses = list(enc.clauses)
        states = {} if never_only else _state_literals(model, enc, clauses)

        def work(send, deadline: Deadline) -> bool | None:
            """The backbone (in a child, or a thread): ``("solvable", …)`` once the first solution is
            known, ``("proved", literals)`` for each chunk proven; returns ``complete``."""
            try:
                s = enc.solver(self.solver, deadline, clauses)
            except Expired:
                return None
            with s:

                def solution(assumptions: list[int]):
                    """A solution (loop cuts added on the way), False, or None (time)."""
                    assignment = loop_model(s, enc, deadline, assumptions)
                    if assignment is None or assignment is False:
                        return assignment
                    return lambda lit: literal_true(assignment, lit)

                def flip(chunk: list[int]):
                    act = enc.pool.id()
                    s.add_clause([-act] + [-lit for lit in chunk])
                    try:
                        return solution([act])
                    finally:
                        s.add_clause([-act])

                def proved(literals: list[int]) -> None:
                    for v in literals:
                        s.add_clause([v])
                    send(("proved", literals))

                first = solution([])
                send(("solvable", None if first is None else bool(first)))
                if not first:
                    return first is not None
                if never_only:
                    watched = sorted({abs(v) for v in enc.x if not first(v)})
                else:
                    watched = sorted({abs(v) for v in enc.x} | {abs(v) for v in states.values()})
                return backbone(first, watched, flip, proved, deadline)[1]

        known: dict = {"solvable": None, "proven": set()}

        def take(message) -> None:
            what, value = message
            if what == "solvable":
                known["solvable"] = value
            else:
                known["proven"].update(value)

        def facts(complete: bool) -> Facts:
            if not known["solvable"]:
                return Facts(known["solvable"], complete=complete and known["solvable"] is not None)
            return read_facts(model, enc.x, states, known["proven"], complete)

        try:
            ended, complete = run_nearby(work, take, deadline, clauses)
        except KeyboardInterrupt:
            raise Interrupted(None, partial=facts(False)) from None  # every fact proven before
        return facts(ended == "done" and bool(complete))


def _state_literals(model: Model, enc: CNFEncoding, clauses: list[list[int]]) -> dict[tuple[int, int], int]:
    """A literal for each state of each secondary item (a colour, or an uncoloured use): the
    translation's own where it has one, an option's where one option gives it, else a new one
    defined as the OR of the options, its clauses added to ``clauses``."""
    states: dict[tuple[int, int], int] = {}
    for (item, c), opts in state_uses(model).items():
        lit = enc.colour_lit.get((item, c)) if c else None
        if lit is None and len(opts) == 1:
            lit = enc.x[opts[0]]
        elif lit is None:  # a literal of its own: OR of the options
            lit = enc.pool.id(("state", item, c))
            clauses += [[-enc.x[o], lit] for o in opts] + [[-lit] + [enc.x[o] for o in opts]]
        states[item, c] = lit
    return states
