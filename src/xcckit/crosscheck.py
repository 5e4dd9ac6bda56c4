"""Run several backends on one model and compare what they found.

Without a limit the solution sets (sorted option indices) must be equal; with a limit they cannot
be compared, so every solution each backend returned must instead pass the independent checker.
Either way, every solution is checked, and a solution reported twice by one backend is an error.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from .backends import Backend, Outcome, Solution, backends_for, get_backend
from .backends.base import Deadline
from .errors import Interrupted
from .parallel import threads
from .check import check_solution
from .model import Model


@dataclass
class BackendRun:
    backend: str
    solutions: list[Solution]
    complete: bool
    seconds: float
    invalid: list[tuple[Solution, str]] = field(default_factory=list)
    duplicates: int = 0

    @property
    def count(self) -> int:
        return len(set(self.solutions))


@dataclass
class CrossCheck:
    runs: list[BackendRun]
    limit: int | None
    only: dict[Solution, list[str]]
    """Solutions that only some backends found -> the backends that found them."""

    @property
    def complete(self) -> bool:
        return all(r.complete for r in self.runs)

    @property
    def verdict(self) -> str:
        """``agree``, ``differ`` (sets differ or a solution is invalid) or ``incomplete`` (some
        backend did not finish, and those that did agree)."""
        if any(r.invalid or r.duplicates for r in self.runs):
            return "differ"
        if self.limit is not None:
            return "agree"
        if not self.complete:
            done = {frozenset(r.solutions) for r in self.runs if r.complete}
            return "differ" if len(done) > 1 else "incomplete"
        return "differ" if self.only else "agree"

    @property
    def agree(self) -> bool:
        return self.verdict == "agree"


def crosscheck(model: Model, backends=None, limit: int | None = None,
               time_limit: float | None = None) -> CrossCheck:
    """Run each backend (default: every backend that can search the model) for all solutions, or
    at most ``limit``, and compare. The time limit is for the whole crosscheck: each backend
    gets what the ones before it left. Ctrl-C stops the backend that runs and raises
    :class:`~xcckit.errors.Interrupted` whose ``report`` is the crosscheck of those done."""
    from . import validate
    validate.limit(limit)
    deadline = Deadline(validate.time_limit(time_limit))
    runs: list[BackendRun] = []
    for spec in backends if backends is not None else backends_for(model):
        b = spec if isinstance(spec, Backend) else get_backend(spec)
        name = b.name
        found: list[Solution] = []
        t0 = time.perf_counter()
        try:
            outcome = threads.run(model, b, found.append, limit=limit, time_limit=deadline.remaining())
        except KeyboardInterrupt:
            err = Interrupted(len(found), found)
            err.report = _compare(runs, limit)
            raise err from None
        run = BackendRun(name, found, outcome is Outcome.COMPLETE, time.perf_counter() - t0)
        run.duplicates = len(found) - len(set(found))
        for sol in set(found):
            why = check_solution(model, sol)
            if why:
                run.invalid.append((sol, why))
        runs.append(run)
    return _compare(runs, limit)


def _compare(runs: list[BackendRun], limit: int | None) -> CrossCheck:
    only: dict[Solution, list[str]] = {}
    if limit is None:
        sets = {r.backend: set(r.solutions) for r in runs}
        everything = set().union(*sets.values()) if sets else set()
        for sol in sorted(everything):
            by = [name for name, s in sets.items() if sol in s]
            if len(by) != len(sets):
                only[sol] = by
    return CrossCheck(runs, limit, only)


@dataclass
class CheapestRun:
    backend: str
    solutions: list[Solution]
    costs: list[int]
    proven: bool
    seconds: float
    invalid: list[tuple[Solution, str]] = field(default_factory=list)


@dataclass
class CheapestCheck:
    """The ``k`` cheapest solutions by several backends: the costs must be equal."""

    runs: list[CheapestRun]
    k: int

    @property
    def complete(self) -> bool:
        return all(r.proven for r in self.runs)

    @property
    def verdict(self) -> str:
        """``agree`` (the same costs, every solution valid), ``differ``, or ``incomplete``
        (some backend did not finish its proof, and those that did agree)."""
        if any(r.invalid for r in self.runs):
            return "differ"
        done = {tuple(r.costs) for r in self.runs if r.proven}
        if len(done) > 1:
            return "differ"
        if done:  # a backend stopped by the time limit must not have found anything cheaper
            costs = done.pop()
            for r in self.runs:
                if not r.proven and any(c < b for c, b in zip(sorted(r.costs), costs)):
                    return "differ"
        return "agree" if self.complete else "incomplete"

    @property
    def agree(self) -> bool:
        return self.verdict == "agree"


def crosscheck_cheapest(model: Model, backends=None, k: int = 1, time_limit: float | None = None) -> CheapestCheck:
    """Ask each backend (default: every backend that finds the cheapest solutions of ``model``)
    for the ``k`` cheapest and compare their costs; each solution is checked, and so is the cost
    a backend gives it. Time limit and Ctrl-C as for :func:`crosscheck`."""
    from . import validate
    from .backends import BACKENDS, backend_class
    validate.limit(k, "best")
    deadline = Deadline(validate.time_limit(time_limit))
    if backends is None:
        backends = [name for name in BACKENDS if backend_class(name).answers("best", model)]
    runs: list[CheapestRun] = []
    for spec in backends:
        b = spec if isinstance(spec, Backend) else get_backend(spec)
        t0 = time.perf_counter()
        try:
            ranked = b.best(model, k, time_limit=deadline.remaining())
        except KeyboardInterrupt:
            err = Interrupted(0)
            err.report = CheapestCheck(runs, k)
            raise err from None
        run = CheapestRun(b.name, ranked.solutions, ranked.costs, ranked.proven, time.perf_counter() - t0)
        for sol, cost in zip(ranked.solutions, ranked.costs):
            why = check_solution(model, sol)
            if not why and model.cost(sol) != cost:
                why = f"it costs {model.cost(sol)}, not {cost}"
            if why:
                run.invalid.append((sol, why))
        if ranked.costs != sorted(ranked.costs):
            run.invalid.append(((), f"costs not in order: {ranked.costs}"))
        runs.append(run)
    return CheapestCheck(runs, k)
