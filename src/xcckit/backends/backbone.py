"""What every solution shares: the backbone of a translation, whatever solver answers.

The literals looked at are the option variables and, for each secondary item, one literal per
state it can be in: a colour, or an uncoloured use (:func:`state_uses` says which options put it
there; a translation gives each state a literal). A fact is a literal true in every solution; an
item is unused in every solution when all its literals are backbone-false.

The algorithm (:func:`backbone`) reuses models: the first solution gives the candidates (every
looked-at literal with its value there); then, repeatedly, one clause under a fresh activation
literal asks for a solution in which some candidate of a chunk flips. None: the whole chunk is
proven (and told to the solver); one: every candidate it flips is dropped. The chunk starts as all
candidates (a puzzle with one solution is done in two calls) and halves after each solution found
(doubles after a proof), so that a time limit still leaves facts proven. The sat backend asks
CaDiCaL with assumptions (a model that breaks a single loop adds the loop's cut clauses and is not
used), the cpsat backend CP-SAT with an assumption.
"""

from __future__ import annotations

from collections.abc import Callable

from ..model import Model
from .base import Deadline, Facts
from .translate import analyse

Holds = Callable[[int], bool]
"""A solution found, as the test of a literal (a variable's number, negative for its negation)."""


def state_uses(model: Model) -> dict[tuple[int, int], list[int]]:
    """(secondary item, colour id or 0 for an uncoloured use) -> the options that put the item
    in that state, for each state some option can put it in."""
    out: dict[tuple[int, int], list[int]] = {}
    for uses in analyse(model)[1]:
        for c, opts in uses.coloured.items():
            out[uses.item, c] = opts
        if uses.uncoloured:
            out[uses.item, 0] = uses.uncoloured
    return out


def backbone(first: Holds, candidates: list[int], flip: Callable[[list[int]], Holds | bool | None],
             proved: Callable[[list[int]], None], deadline: Deadline) -> tuple[set[int], bool]:
    """The literals of ``candidates`` (each as ``first`` has it) true in every solution: those
    proven, and whether every candidate was decided. ``flip(chunk)`` finds a solution in which
    some literal of ``chunk`` is false (False: there is none; None: the deadline passed);
    ``proved(chunk)`` tells the solver those literals hold."""
    todo = [lit if first(lit) else -lit for lit in candidates]
    proven: set[int] = set()
    chunk = len(todo)
    while todo and not deadline.expired():
        part = todo[:chunk]
        found = flip(part)
        if found is None:
            break
        if found is False:
            proven.update(part)
            proved(part)
            todo = todo[chunk:]
            chunk = min(len(todo), 2 * chunk) or 1
        else:
            todo = [lit for lit in todo if found(lit)]
            chunk = max(1, chunk // 2)
    return proven, not todo


def read_facts(model: Model, option_lit: list[int], states: dict[tuple[int, int], int], proven: set[int],
               complete: bool) -> Facts:
    """The facts the proven literals say (``option_lit``: option -> its literal; ``states``:
    (item, state) -> its literal)."""
    out = Facts(True, complete=complete)
    for o, v in enumerate(option_lit):
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
    out.unused += [i for i in model.secondary_ids if i not in by_item]  # no option uses it
    out.unused.sort()
    return out
