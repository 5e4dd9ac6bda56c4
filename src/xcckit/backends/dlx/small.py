"""Algorithm C in Python for small counts, before the compiled engines are loaded.

Loading a compiled engine costs a process about 0.3 s (numba's import and its cached kernel),
more than a small search takes in plain Python: ``xcc count queens 8`` searches 92 solutions in
a few milliseconds. So a count of a small exact cover with colours (every primary item covered
once, no side constraint) in a process that has not loaded an engine yet runs here first, for at
most :data:`NODES` options tried; a search that needs more goes to the compiled engine, which
counts it from the start.

The search is Algorithm C's: the primary item with the fewest options left (the first on
ties), each of its options in turn. (The compiled cells engine takes items left with one option
in another order, so its count of options tried can differ by a few: 1,048 here against 1,046
for the 8 queens.) Options are bits of Python integers: each option has the
set of options it excludes (those sharing a primary item with it, or a secondary item with
another colour or without one), and each primary item the set of its options; a choice keeps
the options it does not exclude and the items it does not cover.
"""

from __future__ import annotations

import sys

from ...errors import Interrupted
from ...model import Model
from ..base import Deadline, Outcome

NODES = 20_000
"""Most options tried here (about 25 ms) before the compiled engine takes over, for a model of up
to 128 options; fewer for more (a node's work grows with the options' bits): 2,000 for 1,280
options (pentominoes into 3x20: 10 ms)."""
MOST_OPTIONS = 4_000
MOST_PRIMARY = 400   # (the depth of the search: Python's recursion stays far from its limit)
MOST_ENTRIES = 40_000
ENGINE_MODULES = ("xcckit.backends.dlx.cells", "xcckit.backends.dlx.links")


class _Over(Exception):
    """The search ends early: ``limit`` solutions counted, the deadline passed, or the budget of
    nodes spent."""


def suits(model: Model) -> bool:
    """Whether a count of ``model`` starts here: small, every primary item covered exactly once,
    no side constraint, and no compiled engine loaded in this process yet."""
    return (not any(m in sys.modules for m in ENGINE_MODULES)
            and 0 < model.n_primary <= MOST_PRIMARY and model.n_options <= MOST_OPTIONS
            and model.n_entries <= MOST_ENTRIES and not model.side_constraints
            and all(lo == 1 and hi == 1 for lo, hi in zip(model.lo[:model.n_primary], model.hi[:model.n_primary])))


def count(model: Model, limit: int = 0, deadline: Deadline | None = None,
          nodes: int | None = None) -> tuple[int, int, Outcome] | None:
    """(the number of solutions, the options tried, the outcome): COMPLETE, STOPPED at ``limit``
    solutions (0: none), TIMEOUT when the deadline passed (the solutions so far); or None when
    the search needs more than ``nodes`` options tried (default: :data:`NODES`, scaled). Ctrl-C raises
    :class:`~xcckit.errors.Interrupted` with the solutions counted so far."""
    n1 = model.n_primary
    start, items, colours = (a.tolist() for a in model.arrays())
    by_item: list[list[tuple[int, int]]] = [[] for _ in range(model.n_items)]  # (option, colour)
    for o in range(model.n_options):
        for k in range(start[o], start[o + 1]):
            by_item[items[k]].append((o, colours[k]))
    excludes = [0] * model.n_options
    covers = [0] * model.n_options
    of_item = [0] * n1
    for i in range(n1):
        mask = 0
        for o, _ in by_item[i]:
            mask |= 1 << o
            covers[o] |= 1 << i
        of_item[i] = mask
        for o, _ in by_item[i]:
            excludes[o] |= mask
    for i in range(n1, model.n_items):
        mask = 0
        same: dict[int, int] = {}
        for o, c in by_item[i]:
            mask |= 1 << o
            if c:
                same[c] = same.get(c, 0) | 1 << o
        for o, c in by_item[i]:
            excludes[o] |= (mask & ~same[c]) if c else mask
    found = [0, 0]  # solutions, options tried
    budget = NODES * 128 // max(128, model.n_options) if nodes is None else nodes
    stop = limit or 0

    def search(alive: int, left: int) -> None:
        if not left:
            found[0] += 1
            if stop and found[0] >= stop:
                raise _Over
            return
        best, fewest = -1, 1 << 62
        rest = left
        while rest:
            low = rest & -rest
            i = low.bit_length() - 1
            rest ^= low
            k = (alive & of_item[i]).bit_count()
            if k < fewest:
                best, fewest = i, k
                if k == 0:
                    return
        choices = alive & of_item[best]
        while choices:
            low = choices & -choices
            o = low.bit_length() - 1
            choices ^= low
            found[1] += 1
            if found[1] > budget:
                raise _Over
            if found[1] & 255 == 0 and deadline is not None and deadline.expired():
                late[0] = True
                raise _Over
            search(alive & ~excludes[o], left & ~covers[o])

    late = [False]
    try:
        search((1 << model.n_options) - 1, (1 << n1) - 1)
    except _Over:
        if stop and found[0] >= stop:
            return found[0], found[1], Outcome.STOPPED
        if late[0]:
            return found[0], found[1], Outcome.TIMEOUT
        return None
    except KeyboardInterrupt:
        raise Interrupted(found[0]) from None
    return found[0], found[1], Outcome.COMPLETE
