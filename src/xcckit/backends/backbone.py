"""What every solution shares, by SAT: the backbone of the CNF translation.

The literals looked at are the option variables and, for each secondary item, one literal per
state it can be in: a colour, or an uncoloured use (the colour literals of the translation where it
has them; else a new variable defined as the OR of the options). A fact is a literal true in every
solution; an item is unused in every solution when all its literals are backbone-false.

The algorithm reuses models: the first solution gives the candidates (every looked-at literal
with its value there); then, repeatedly, one clause under a fresh activation literal asks for a
solution in which some candidate of a chunk flips. Unsatisfiable: the whole chunk is proven (its
literals are added as units); satisfiable: every candidate the new solution flips is dropped.
The chunk starts as all candidates (a puzzle with one solution is done in two calls) and halves
after each solution found (doubles after a proof), so that a time limit still leaves facts
proven. A model that breaks a single loop adds the loop's cut clauses and is not used.
"""

from __future__ import annotations

from ..model import Model
from .base import Deadline, Expired, Facts
from .translate import analyse


def _state_literals(enc, model: Model, add) -> dict[tuple[int, int], int]:
    """(secondary item, colour id or 0 for an uncoloured use) -> a literal true exactly when a
    solution puts the item in that state."""
    x, pool = enc.x, enc.pool
    out: dict[tuple[int, int], int] = {}
    _, secondary = analyse(model)
    for uses in secondary:
        states = dict(uses.coloured)
        if uses.uncoloured:
            states[0] = uses.uncoloured
        for c, opts in states.items():
            lit = enc.colour_lit.get((uses.item, c)) if c else None
            if lit is None:
                if len(opts) == 1:
                    lit = x[opts[0]]
                else:
                    lit = pool.id(("state", uses.item, c))
                    for o in opts:
                        add([-x[o], lit])
                    add([-lit] + [x[o] for o in opts])
            out[uses.item, c] = lit
    return out


def facts(enc, model: Model, solver: str, solve, deadline: Deadline) -> Facts:
    """The :class:`~.base.Facts` of ``model`` from its CNF translation ``enc`` (the sat backend's
    :class:`~.sat.CNFEncoding`, every option with a variable), on the SAT solver ``solver``
    called through ``solve(solver, deadline, assumptions)`` (True, False, or None at the deadline)."""
    if any(not c for c in enc.clauses):
        return Facts(False)
    clauses = list(enc.clauses)
    states = _state_literals(enc, model, clauses.append)
    watched = sorted({abs(v) for v in enc.x if v} | {abs(v) for v in states.values()})
    proven: set[int] = set()
    try:
        s = enc.solver(solver, deadline, clauses)
    except Expired:
        return Facts(None, complete=False)
    with s:

        def solution(assumptions: list[int]) -> list[int] | bool | None:
            """A model that is a solution (loop cuts added on the way), False, or None (time)."""
            while True:
                found = solve(s, deadline, assumptions)
                if not found:
                    return found
                assignment = s.get_model()
                cuts = enc.loop_cuts(assignment) if enc.loops else []
                if not cuts:
                    return assignment
                for c in cuts:
                    s.add_clause(c)

        first = solution([])
        if first is None:
            return Facts(None, complete=False)
        if first is False:
            return Facts(False)
        candidates = [_value(first, v) for v in watched]
        chunk = len(candidates)
        while candidates:
            if deadline.expired():
                break
            part, rest = candidates[:chunk], candidates[chunk:]
            act = enc.pool.id()
            s.add_clause([-act] + [-lit for lit in part])
            found = solution([act])
            s.add_clause([-act])
            if found is None:
                break
            if found is False:
                proven.update(part)
                for lit in part:
                    s.add_clause([lit])
                candidates = rest
                chunk = min(len(candidates), 2 * chunk) or 1
            else:
                candidates = [lit for lit in candidates if _value(found, abs(lit)) == lit]
                chunk = max(1, chunk // 2)
        complete = not candidates
    return _facts(enc, model, states, proven, complete)


def _value(assignment: list[int], v: int) -> int:
    """Variable ``v``'s literal in the solver's model (a variable it does not mention is false)."""
    return assignment[v - 1] if v <= len(assignment) else -v


def _facts(enc, model: Model, states: dict[tuple[int, int], int], proven: set[int], complete: bool) -> Facts:
    """The facts the proven literals say."""
    out = Facts(True, complete=complete)
    for o, v in enumerate(enc.x):
        if v in proven:
            out.always.append(o)
        elif -v in proven:
            out.never.append(o)
    by_item: dict[int, list[tuple[int, int]]] = {}
    for (item, c), lit in states.items():
        by_item.setdefault(item, []).append((c, lit))
    for item in sorted(by_item):
        known = [c for c, lit in by_item[item] if lit in proven]
        if known:
            out.colours[item] = known[0]
        elif all(-lit in proven for _, lit in by_item[item]):
            out.unused.append(item)
    for i in model.secondary_ids:  # an item no option uses is unused in every solution
        if i not in by_item:
            out.unused.append(i)
    out.unused.sort()
    return out
