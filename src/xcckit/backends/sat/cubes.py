"""An enumeration cut into cubes: assumptions that split the CNF's models into disjoint parts
(:func:`cubes`), enumerated one after another on one solver (:func:`enumerate_cubes`) or taken
by forked workers as they come free (:func:`cubes_on_workers`)."""

from __future__ import annotations

from pysat.solvers import Solver

from ..base import Deadline, Outcome
from ..child import STOP_POLL, Batcher, Stoppable
from .encoding import CNFEncoding
from .search import next_solution

CUBES = 1000
"""Cubes an enumeration that goes on is cut into (at least; see :func:`cubes`)."""
CUBE_SECONDS = 0.5
"""The time the tree of :func:`cubes` is grown at most: its level reached by then gives the
cubes (a 50x64 fillomino's thousand took 15 s; a 14x24 nurikabe's 1,275, 0.1 s)."""


def cubes(enc: CNFEncoding, least: int, seconds: float | None = None) -> list[list[int]]:
    """Assumptions that cut the CNF's models into disjoint parts, whatever the CNF says: a tree
    of choices made as Algorithm C makes them (the primary item with the fewest options that do
    not share a primary item with those chosen), cut where it has ``least`` leaves. A node's
    children choose each of those options in turn, and one more child chooses none of them,
    so the parts cover every model of the CNF, even of a faulty one (for a right CNF that last
    child has none, as unit propagation shows at once); the k-th child also chooses none of the
    options before it, so that no model lies in two parts. Items with bounds other than 1 and
    options of table items (which have no variable) are not chosen on. ``seconds``: the tree
    grows no deeper once they have passed (its leaves so far are the cubes: fewer, as disjoint)."""
    model, x = enc.model, enc.x
    primary_of: list[tuple[int, ...]] = []
    options_of: list[list[int]] = [[] for _ in range(model.n_primary)]
    start, items = model.opt_start, model.occ_item
    P = model.n_primary
    for o in range(model.n_options):
        mine = tuple(i for i in items[start[o]:start[o + 1]] if i < P)
        primary_of.append(mine)
        for i in mine:
            options_of[i].append(o)
    branchable = [i for i in range(P) if model.lo[i] == model.hi[i] == 1 and options_of[i]
                  and all(x[o] for o in options_of[i])]

    def children(chosen: tuple[int, ...]):
        covered = {i for o in chosen for i in primary_of[o]}
        best = None
        for i in branchable:
            if i in covered:
                continue
            free = [o for o in options_of[i] if not covered.intersection(primary_of[o])]
            if best is None or len(free) < len(best):
                best = free
                if not free:
                    break
        return best

    level: list[tuple[tuple[int, ...], list[int]]] = [((), [])]  # (options chosen, their literals)
    leaves: list[list[int]] = []
    deadline = Deadline(seconds)
    while level and len(level) + len(leaves) < least:
        deeper = []
        for at, (chosen, literals) in enumerate(level):
            if deadline.expired():  # (this level's nodes not yet split stay as they are)
                deeper += level[at:]
                break
            free = children(chosen)
            if free is None:
                leaves.append(literals)
                continue
            # the k-th child chooses free[k] and none before it (disjoint, even for a faulty CNF)
            deeper += [(chosen + (o,), literals + [-x[p] for p in free[:k]] + [x[o]]) for k, o in enumerate(free)]
            leaves.append(literals + [-x[o] for o in free])  # none of them (no model, for a right CNF)
        level = deeper
        if deadline.expired():
            break
    return [literals for _, literals in level] + leaves


def enumerate_cubes(s: Solver, enc: CNFEncoding, parts: list[list[int]], which, on_solution,
                    limit: int | None, deadline: Deadline) -> Outcome:
    """Enumerate the cubes ``which`` (indices into ``parts``, or an iterator of them) on
    the solver ``s``, which blocks the solutions found before."""
    found = 0
    for k in which:
        while True:
            if limit is not None and found >= limit:
                return Outcome.STOPPED
            solution = next_solution(s, enc, deadline, parts[k])
            if solution is None:
                return Outcome.TIMEOUT
            if solution is False:
                break
            found += 1
            on_solution(solution)
            clause = enc.blocking_clause(solution)
            if not clause:
                return Outcome.COMPLETE
            s.add_clause(clause)
    return Outcome.COMPLETE


def cubes_on_workers(s: Solver, enc: CNFEncoding, parts: list[list[int]], workers: int, on_solution,
                     limit: int | None, deadline: Deadline) -> Outcome:
    """:func:`enumerate_cubes` on ``workers`` processes, each with its own copy of ``s`` (they
    are forked), that take the cubes one at a time as they come free (a counter they
    share); the cubes are disjoint, so no solution is found twice."""
    import multiprocessing as mp

    from ..child import DONE, FAILED, MESSAGE, Lanes
    taken = mp.get_context("fork").Value("l", 0)

    def next_cubes():
        while True:
            with taken.get_lock():
                k = taken.value
                taken.value += 1
            if k >= len(parts):
                return
            yield k

    def work(send) -> str:
        with Batcher(send) as batch:
            return enumerate_cubes(s, enc, parts, next_cubes(), batch.add, None, deadline).value

    found, outcome = 0, Outcome.COMPLETE
    with Lanes() as lanes:
        for _ in range(workers):
            lanes.start(work)
        while lanes:
            left = deadline.remaining()
            wait = None if left is None else left + 0.05
            if isinstance(deadline, Stoppable):  # (in a thread: look at Ctrl-C now and then)
                wait = STOP_POLL if wait is None else min(wait, STOP_POLL)
            ready = lanes.ready(wait)
            if not ready and deadline.expired():
                return Outcome.TIMEOUT
            for child, _ in ready:
                kind, payload = child.receive()
                if kind == MESSAGE:
                    for solution in payload:
                        found += 1
                        on_solution(solution)
                        if limit is not None and found >= limit:
                            return Outcome.STOPPED
                    continue
                lanes.end(child)
                if kind == DONE:
                    if Outcome(payload) is Outcome.TIMEOUT:
                        outcome = Outcome.TIMEOUT
                elif kind == FAILED:
                    raise payload
                else:
                    raise RuntimeError(f"a SAT worker ended without an answer (exit code {payload})")
    return outcome
