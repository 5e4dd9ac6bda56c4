"""Translation steps shared by the CP-SAT and CNF translators, as small pure functions.

Both translators read a model the same way: the options of each primary item, the uses of each
secondary item by colour, which colour classes need a literal of their own, which colours a side
constraint refers to, and which cardinality bounds bind. Each translator then writes these
decisions in its own language (CP-SAT constraints, or clauses).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field

import numpy as np

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


def occurrences(start: np.ndarray, options) -> tuple[np.ndarray, np.ndarray]:
    """The occurrences of ``options`` (given a model's option starts), in order, and the option
    each belongs to: with numpy, for thousands of options (an ``arange`` each took most of the
    time of a 100x100 akari's blocking clause)."""
    opts = np.asarray(options if isinstance(options, np.ndarray) else list(options), dtype=np.int64)
    lengths = (start[1:] - start[:-1])[opts]
    ends = np.cumsum(lengths)
    total = int(ends[-1]) if len(ends) else 0
    return np.repeat(start[opts] - (ends - lengths), lengths) + np.arange(total), np.repeat(opts, lengths)


def analyse(model: Model, options: Iterable[int] | None = None,
            check: Callable[[], None] | None = None) -> tuple[list[list[int]], list[ItemUses]]:
    """Options per primary item, and the uses of every secondary item (over ``options`` only,
    when given: then only the secondary items they use are listed), each list in the order of
    the options, an item's colours in the order they first come; ``check()`` is called between
    the steps (a deadline's). Computed on the model's arrays: a Python loop over the entries
    took 77 ms of a 20x20 kurotto's translation."""
    P = model.n_primary
    start, items, cols = model.arrays()
    if check is not None:
        check()
    if options is None:
        owner = np.repeat(np.arange(model.n_options, dtype=np.int64), np.diff(start))
        its, cs = items, cols
    else:
        occ, owner = occurrences(start, options)
        its, cs = items[occ], cols[occ]
    prim = its < P
    pi, po = its[prim], owner[prim]
    by_item = po[np.argsort(pi, kind="stable")].tolist()
    ends = np.cumsum(np.bincount(pi, minlength=P)).tolist()
    primary = [by_item[a:b] for a, b in zip([0] + ends[:-1], ends)] if P else []
    if check is not None:
        check()
    found = {i: ItemUses(i) for i in model.secondary_ids} if options is None else {}
    sec = ~prim
    if sec.any():
        C = max(len(model.colours), 1)
        key = its[sec] * C + cs[sec]
        order = np.argsort(key, kind="stable")
        ks, by_key = key[order], owner[sec][order]
        cut = np.flatnonzero(ks[1:] != ks[:-1]) + 1
        firsts = np.concatenate(([0], cut))
        pair_item, pair_colour = (ks[firsts] // C).tolist(), (ks[firsts] % C).tolist()
        bounds = firsts.tolist() + [len(ks)]
        listed = by_key.tolist()
        for g in np.lexsort((order[firsts], ks[firsts] // C)).tolist():  # an item's colours as they first come
            i, c = pair_item[g], pair_colour[g]
            uses = found.get(i)
            if uses is None:
                uses = found[i] = ItemUses(i)
            if c == NO_COLOUR:
                uses.uncoloured = listed[bounds[g]:bounds[g + 1]]
            else:
                uses.coloured[c] = listed[bounds[g]:bounds[g + 1]]
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
    P = model.n_primary
    start, items, _ = model.arrays()
    chosen = np.fromiter(set(solution), dtype=np.int64)
    occ, _ = occurrences(start, chosen)
    its = items[occ]
    load = np.bincount(its[its < P], minlength=P)
    full = np.append(load >= np.asarray(model.hi[:P], dtype=np.int64), False)  # (index P: a secondary item)
    owner = np.repeat(np.arange(model.n_options, dtype=np.int64), np.diff(start))
    out = np.zeros(model.n_options, dtype=bool)  # options that would cover a full item again, or chosen
    out[owner[full[np.minimum(items, P)]]] = True
    out[chosen] = True
    return np.flatnonzero(~out).tolist()


def binding_bounds(n: int, lo: int, hi: int) -> tuple[bool, bool] | None:
    """For "between lo and hi of n literals": whether the lower and the upper bound bind, or None
    when no assignment can meet them (lo > n)."""
    if lo > n:
        return None
    return lo > 0, hi < n
