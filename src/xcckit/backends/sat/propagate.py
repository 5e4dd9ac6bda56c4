"""Side constraints checked inside CaDiCaL's search, on partial assignments (IPASIR-UP, python-sat's
:class:`pysat.engines.Propagator` on ``cadical195``), where their lazy cuts alone would wait for a
whole model each round.

A lazy part of a translation (see :meth:`~.encoding.CNFEncoding.checkers`) may offer a *checker*:
an object with ``variables`` (the variables it looks at) and ``check(values)`` (``values``: an
int8 array by variable, 1 true, -1 false, 0 unassigned) returning clauses that the assignment
so far breaks (a conflict) or leaves with one literal open (a propagation). :class:`Checks` keeps
the values of the variables watched along CaDiCaL's trail, runs the checkers once CaDiCaL's own
propagation is done, and hands their clauses to the solver as external clauses; on a whole model
it runs them too (a model that breaks one gets its clause, and the search goes on). The lazy
cuts stay as they were: a checker's clauses are implied by its constraint, so nothing else
changes in what a search finds.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from pysat.engines import Propagator


SOLVERS = ("Cadical195",)
"""The python-sat solvers (their classes' names) the checkers are attached to. CaDiCaL 3.0.0
(``cadical300``) has the same interface but aborts the process when a variable that the search
has already used is observed ("Only clean variables are allowed to be observed"), and the
checkers are attached after rounds of lazy cuts: there the lazy cuts alone work."""


class Checks(Propagator):
    """The checkers of one solver (see the module's docstring), as python-sat's propagator."""

    def __init__(self, checkers: Sequence, top: int) -> None:
        super().__init__()
        self.checkers = list(checkers)
        self.values = np.zeros(top + 1, dtype=np.int8)
        self.fixed = np.zeros(top + 1, dtype=bool)
        self.watched = sorted({v for c in self.checkers for v in c.variables})
        self.trail: list[int] = []
        self.levels: list[int] = []
        self.queue: list[list[int]] = []
        self.dirty = False

    def attach(self, solver) -> None:
        """Connect to ``solver`` (python-sat's ``cadical195``) and watch the checkers' variables."""
        solver.connect_propagator(self)
        for v in self.watched:
            solver.observe(v)

    # ------------------------------------------------------------------ IPASIR-UP
    def on_assignment(self, lit: int, fixed: bool = False) -> None:
        v = abs(lit)
        self.values[v] = 1 if lit > 0 else -1
        if fixed:
            self.fixed[v] = True
        else:
            self.trail.append(v)
        self.dirty = True

    def on_new_level(self) -> None:
        self.levels.append(len(self.trail))

    def on_backtrack(self, to: int) -> None:
        if to < len(self.levels):
            undone = np.array(self.trail[self.levels[to]:], dtype=np.int64)
            self.values[undone[~self.fixed[undone]]] = 0
            del self.trail[self.levels[to]:]
            del self.levels[to:]
        self.queue.clear()
        self.dirty = True

    def propagate(self) -> list[int]:
        if self.dirty and not self.queue:
            self.dirty = False
            self._run(self.values)
        return []

    def check_model(self, model: list[int]) -> bool:
        values = np.zeros_like(self.values)
        lits = np.asarray(model, dtype=np.int64)
        lits = lits[np.abs(lits) < len(values)]
        values[np.abs(lits)] = np.where(lits > 0, 1, -1)
        self.queue.clear()
        self._run(values)
        return not self.queue

    def has_clause(self) -> bool:
        return bool(self.queue)

    def add_clause(self) -> list[int]:
        return self.queue.pop()

    def decide(self) -> int:
        return 0

    def provide_reason(self, lit: int) -> list[int]:
        return []  # (nothing is propagated but through clauses)

    def _run(self, values: np.ndarray) -> None:
        for checker in self.checkers:
            found = checker.check(values)
            if found:
                self.queue.extend(found)
                return


def attach_checks(solver, checkers: Sequence, top: int) -> Checks | None:
    """:class:`Checks` of ``checkers`` connected to ``solver`` (a python-sat Solver of
    ``cadical195``), or None where there are none."""
    if not checkers:
        return None
    checks = Checks(checkers, top)
    checks.attach(solver)
    return checks
