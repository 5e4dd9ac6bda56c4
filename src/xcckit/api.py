"""The Python API: solve, count and iterate over the solutions of a model."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Iterator

from .backends import Backend, Outcome, Solution, get_backend
from .backends.base import Progress
from .model import Model


def _backend(backend: str | Backend, options: dict) -> Backend:
    return backend if isinstance(backend, Backend) else get_backend(backend, **options)


@dataclass
class SolveResult:
    """What :func:`solve` found. Iterating over it yields the solutions."""

    status: str                      # "solved", "unsat" or "timeout"
    solutions: list[Solution]
    backend: str
    seconds: float
    complete: bool                   # True when the search space was exhausted
    model: Model = field(repr=False)

    def __iter__(self) -> Iterator[Solution]:
        return iter(self.solutions)

    def __len__(self) -> int:
        return len(self.solutions)

    @property
    def unique(self) -> bool | None:
        """True/False when proven (search with limit >= 2 finished or found two), else None."""
        if len(self.solutions) >= 2:
            return False
        return (len(self.solutions) == 1) if self.complete else None

    def options(self, k: int = 0) -> list[str]:
        """The chosen options of solution ``k``, each written as its DLX line."""
        return [self.model.option_text(o) for o in self.solutions[k]]


@dataclass
class CountResult:
    count: int
    complete: bool
    backend: str
    seconds: float

    def __int__(self) -> int:
        return self.count


def solve(model: Model, backend: str | Backend = "cpsat", limit: int | None = 1,
          time_limit: float | None = None, **options) -> SolveResult:
    """Find up to ``limit`` solutions (None: all). Solutions are sorted tuples of option indices."""
    b = _backend(backend, options)
    sols: list[Solution] = []
    t0 = time.perf_counter()
    outcome = b.run(model, sols.append, limit=limit, time_limit=time_limit)
    seconds = time.perf_counter() - t0
    if sols:
        status = "solved"
    else:
        status = "unsat" if outcome is Outcome.COMPLETE else "timeout"
    return SolveResult(status, sols, b.name, seconds, outcome is Outcome.COMPLETE, model)


def count(model: Model, backend: str | Backend = "cpsat", limit: int | None = None,
          time_limit: float | None = None, progress: Progress | None = None, **options) -> CountResult:
    """Count the solutions (at most ``limit``); ``complete`` says whether the count is exact."""
    b = _backend(backend, options)
    t0 = time.perf_counter()
    n, outcome = b.count(model, limit=limit, time_limit=time_limit, progress=progress)
    return CountResult(n, outcome is Outcome.COMPLETE, b.name, time.perf_counter() - t0)


def solutions(model: Model, backend: str | Backend = "cpsat", limit: int | None = None,
              time_limit: float | None = None, **options) -> Iterator[Solution]:
    """Iterate over the solutions (collected by the backend, then yielded in the order found)."""
    yield from solve(model, backend, limit=limit, time_limit=time_limit, **options).solutions
