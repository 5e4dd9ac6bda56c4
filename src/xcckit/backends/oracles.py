"""What making and rating puzzles ask of the backends beyond a model's solutions: an incremental
uniqueness oracle (:func:`uniqueness`), the failed literals of the one solution
(:func:`propagation`) and a search's nodes within a budget (:func:`nodes`). The modules above
the backends ask these here and name no backend's module."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..model import Model
from .base import Deadline, Expired, Outcome


def uniqueness(model: Model, solution: Sequence[int], optional: Iterable[int], deadline: Deadline):
    """The incremental solver that answers "is there a solution other than ``solution`` when
    only these of the ``optional`` primary items are kept?" (:class:`~.sat.Uniqueness`, a
    context manager), or None when the deadline came while it was built."""
    from .sat import Uniqueness
    try:
        return Uniqueness(model, solution, optional, deadline=deadline)
    except Expired:
        return None


def propagation(model: Model, deadline: Deadline) -> tuple[int, int, int] | None:
    """The failed literals of ``model``'s solution: (the options of a solution that unit
    propagation gives when each is tried the other way once (leaving it out conflicts at once),
    repeated until nothing new; the options of the solution; the rounds), or None when the
    deadline came first. Raises ValueError when the model has no solution."""
    from .sat import CNFEncoding
    from .sat.search import loop_model
    try:
        enc = CNFEncoding(model, tables=False, deadline=deadline)
        s = enc.solver("g4", deadline)
    except Expired:
        return None
    with s:
        assignment = loop_model(s, enc, deadline)
        if assignment is None:
            return None
        if assignment is False:
            raise ValueError("the model has no solution")
        literals = [enc.x[o] for o in enc.solution(assignment)]
        known: set[int] = set()
        rounds = 0
        while True:
            new = []
            for v in literals:
                if deadline.expired():
                    return None
                if v not in known and not s.propagate(assumptions=[-v])[0]:
                    new.append(v)
            if not new:
                break
            rounds += 1
            known.update(new)
            for v in new:
                s.add_clause([v])
    return len(known), len(literals), rounds


def nodes(model: Model, budget: int, deadline: Deadline) -> tuple[int, bool]:
    """The nodes Algorithm C (dlx, one thread) searches to find the solutions of ``model`` and
    prove there is no third: (nodes, whether it finished within ``budget`` nodes)."""
    from .dlx import DlxBackend
    dlx = DlxBackend(threads=1)
    outcome = dlx.run(model, lambda s: None, limit=2, time_limit=deadline.remaining(), nodes=budget)
    return dlx.stats().nodes, outcome is not Outcome.TIMEOUT


def first(model: Model, deadline: Deadline) -> list[int] | None:
    """The first solution Algorithm C finds, its options taken in the model's order (a random
    order of the options draws a random solution), or None (none, or the deadline first)."""
    from .dlx import DlxBackend
    found: list = []
    DlxBackend().run(model, found.append, limit=1, time_limit=deadline.remaining())
    return list(found[0]) if found else None


def count_to_two(model: Model, deadline: Deadline) -> int | None:
    """``model``'s solutions counted up to 2 (Algorithm C, one thread: a few milliseconds where a
    drawn puzzle is far from unique), None when the deadline came first."""
    from .dlx import DlxBackend
    count, outcome = DlxBackend(threads=1).count(model, limit=2, time_limit=deadline.remaining())
    return count if outcome is Outcome.COMPLETE or count >= 2 else None
