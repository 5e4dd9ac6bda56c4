"""Translation steps shared by the CP-SAT and CNF translators, as small pure functions.

Both translators read a model the same way: the options of each primary item, the uses of each
secondary item by colour, which colour classes need a literal of their own, which colours a side
constraint refers to, and which cardinality bounds bind. Each translator then writes these
decisions in its own language (CP-SAT constraints, or clauses).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field

from ..model import NO_COLOUR, Model


@dataclass
class ItemUses:
    """How the options use one secondary item: by colour, and uncoloured."""

    item: int
    coloured: dict[int, list[int]] = field(default_factory=dict)
    uncoloured: list[int] = field(default_factory=list)

    @property
    def classes(self) -> int:
        return len(self.coloured) + len(self.uncoloured)


CHUNK = 4096
"""Steps of a translation between two looks at the clock (options, items, clauses)."""


def analyse(model: Model, options: Iterable[int] | None = None,
            check: Callable[[], None] | None = None) -> tuple[list[list[int]], list[ItemUses]]:
    """Options per primary item, and the uses of every secondary item, in one pass (over
    ``options`` only, when given: then only the secondary items they use are listed);
    ``check()`` is called every :data:`CHUNK` options (a deadline's)."""
    primary: list[list[int]] = [[] for _ in range(model.n_primary)]
    P = model.n_primary
    if options is None:
        options = range(model.n_options)
        found = {i: ItemUses(i) for i in model.secondary_ids}
    else:
        found = {}
    start, items, cols = model.opt_start, model.occ_item, model.occ_colour
    for o in options:
        if check is not None and not o % CHUNK:
            check()
        for k in range(start[o], start[o + 1]):
            i = items[k]
            if i < P:
                primary[i].append(o)
            else:
                uses = found.get(i)
                if uses is None:
                    uses = found[i] = ItemUses(i)
                c = cols[k]
                if c == NO_COLOUR:
                    uses.uncoloured.append(o)
                else:
                    uses.coloured.setdefault(c, []).append(o)
    return primary, sorted(found.values(), key=lambda u: u.item)


def side_colours(model: Model) -> set[tuple[int, int]]:
    """The (secondary item, colour) pairs a side constraint refers to: each needs a literal."""
    wanted: set[tuple[int, int]] = set()
    for sc in model.side_constraints:
        wanted |= sc.colours()
    return wanted


def colour_classes(uses: ItemUses, wanted: set[tuple[int, int]]) -> Iterator[tuple[int, list[int], bool]]:
    """The colour classes of a secondary item that need a literal, as (colour, options, own):
    a class of one option is that option's literal (``own`` False); a class of several gets a
    literal of its own, defined as the OR of its options, when the item has another class (the
    classes then exclude one another) or a side constraint refers to it. Other classes need none."""
    for c, opts in uses.coloured.items():
        if len(opts) == 1:
            yield c, opts, False
        elif uses.classes > 1 or (uses.item, c) in wanted:
            yield c, opts, True


def extensions(model: Model, solution: Iterable[int]) -> list[int]:
    """The options outside ``solution`` that it could take on without covering a primary item
    more than its upper bound allows. A clause excluding one solution must allow these too:
    with multiplicities a solution's superset may be another solution (``0:3|p`` and options
    ``p``, ``p``: the empty set, each one and both), so "some option of it is not chosen" alone
    would exclude solutions. Without multiplicities no superset is a solution: none."""
    if not model.has_multiplicities:
        return []
    chosen = set(solution)
    load = [0] * model.n_primary
    P = model.n_primary
    for o in chosen:
        for i, _ in model.option(o):
            if i < P:
                load[i] += 1
    hi = model.hi
    return [o for o in range(model.n_options)
            if o not in chosen and all(load[i] < hi[i] for i, _ in model.option(o) if i < P)]


def binding_bounds(n: int, lo: int, hi: int) -> tuple[bool, bool] | None:
    """For "between lo and hi of n literals": whether the lower and the upper bound bind, or None
    when no assignment can meet them (lo > n)."""
    if lo > n:
        return None
    return lo > 0, hi < n
