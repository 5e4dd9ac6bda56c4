"""Multiplicities written as plain exact cover with colours, for the searches of Algorithm C.

DLX3's primary item ``lo:hi|p`` (covered between lo and hi times) becomes, for searches that
know only "exactly once" (dlx, zdd), a counter along the options o_1 … o_k that cover it:

* each option o that covers such an item gets a primary item ``#u<o>`` ("o is decided") and a
  secondary item ``#x<o>`` coloured ``1`` by o itself, and a new option ``#u<o> #x<o>:0`` (o is
  not chosen); o no longer names the bounded items;
* the item gets one primary item per option ``#s<p>.<j>`` ("the j-th option of p is counted")
  whose options read the count before it from ``#c<p>.<j-1>``, whether o_j is chosen from
  ``#x<o_j>``, and write the count after it to ``#c<p>.<j>`` (counts as colours ``!``, ``"`` …);
  the last step allows only counts in lo..hi, and no step a count no later step can repair.

Each solution of the model extends in exactly one way (the off options of the options it does
not choose, and the counts), so counts are equal and solutions map back one to one by dropping
the new options (:class:`Plain`'s ``back``). An upper bound counts only as far as the options that
cover the item reach (``0:500|p`` on three options is ``0:3|p``); up to :data:`MOST` it is written
so (a count is one character).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..errors import UnsupportedError
from ..model import NO_COLOUR, Hints, Model

MOST = 93
"""The largest upper bound written as a counter (its counts 0..93 are the colours '!' to '~')."""


def _count(t: int) -> str:
    return chr(0x21 + t)


@dataclass
class Plain:
    """A model without multiplicities equivalent to one with them: ``back[o]`` is the original
    option of option o, -1 for the counters' own."""

    model: Model
    back: np.ndarray

    def solution(self, sol) -> tuple[int, ...]:
        """A solution of :attr:`model` as the original model's (sorted option indices)."""
        back = self.back
        return tuple(sorted(int(back[o]) for o in sol if back[o] >= 0))


def bounds_problem(model: Model, who: str) -> str | None:
    """Why the backend ``who`` cannot write ``model``'s bounds as counters (one above
    :data:`MOST` that its options can reach), or None."""
    if not model.has_multiplicities:
        return None
    reach = _reach(model)
    big = next((p for p in model.primary_ids if min(model.hi[p], reach[p]) > MOST), None)
    if big is None:
        return None
    return (f"the {who} backend counts bounds up to {MOST}, and item '{model.names[big]}' "
            f"has {model.lo[big]}:{model.hi[big]}; use --backend sat or cpsat")


def check_bounds(model: Model, who: str) -> None:
    """Refuse a model with a bound above :data:`MOST` (an UnsupportedError naming the backend
    ``who`` and the item)."""
    problem = bounds_problem(model, who)
    if problem:
        raise UnsupportedError(problem)


def _reach(model: Model) -> np.ndarray:
    """How many options cover each item."""
    _, items, _ = model.arrays()
    return np.bincount(items, minlength=model.n_items)


def plain(model: Model, who: str = "dlx") -> Plain:
    """``model`` without multiplicities (see the module's docstring); the model itself (and the
    identity) when it has none. ``who`` names the backend in a refusal."""
    if not model.has_multiplicities:
        return Plain(model, np.arange(model.n_options, dtype=np.int64))
    check_bounds(model, who)
    bounded = [p for p in model.primary_ids if (model.lo[p], model.hi[p]) != (1, 1)]
    mark = "#"  # (the new items' names begin with it: longer when the model has such names)
    while any(name.startswith(mark) for name in model.names):
        mark += "#"
    is_bounded = np.zeros(model.n_items, dtype=bool)
    is_bounded[bounded] = True
    by_item: dict[int, list[int]] = {p: [] for p in bounded}
    touched: list[int] = []
    for o in range(model.n_options):
        hits = [i for i, _ in model.option(o) if is_bounded[i]]
        for p in hits:
            by_item[p].append(o)
        if hits:
            touched.append(o)
    new = Model()
    for p in model.primary_ids:
        if not is_bounded[p]:
            new.add_primary(model.names[p])
    new.add_items([f"{mark}u{o}" for o in touched])
    steps = {p: new.add_items([f"{mark}s{p}.{j}" for j in range(1, max(1, len(by_item[p])) + 1)]) for p in bounded}
    for i in model.secondary_ids:
        new.add_secondary(model.names[i])
    xs = dict(zip(touched, new.add_items([f"{mark}x{o}" for o in touched], primary=False)))
    counters = {p: new.add_items([f"{mark}c{p}.{j}" for j in range(1, len(by_item[p]))], primary=False) for p in bounded}
    for c in model.colours[1:]:
        new.colour_id(c)
    off, on = new.colour_id("0"), new.colour_id("1")
    names = new.index
    back: list[int] = []
    is_touched = set(touched)
    for o in range(model.n_options):
        items, colours = [], []
        for i, c in model.option(o):
            if not is_bounded[i]:
                items.append(names[model.names[i]])
                colours.append(c if c == NO_COLOUR else new.colour_id(model.colours[c]))
        if o in is_touched:
            items += [names[f"{mark}u{o}"], xs[o]]
            colours += [NO_COLOUR, on]
        new.add_option_ids(items, colours, cost=model.costs[o])
        back.append(o)
    for o in touched:
        new.add_option_ids([names[f"{mark}u{o}"], xs[o]], [NO_COLOUR, off])
        back.append(-1)
    for p in bounded:
        back += _counter(new, model.lo[p], min(model.hi[p], len(by_item[p])), by_item[p], steps[p], counters[p], xs)
    for sc in model.side_constraints:  # (they name secondary items, which keep their names)
        new.add_constraint(sc.copy_to(new))
    new.hints = Hints(propagate=model.hints.propagate)  # (not the sweeps: the items are others)
    return Plain(new, np.asarray(back, dtype=np.int64))


def _counter(new: Model, lo: int, hi: int, opts: list[int], steps, counters, xs: dict[int, int]) -> list[int]:
    """The steps' options of one bounded item (see the module's docstring); their ``back``."""
    k = len(opts)
    if k == 0:  # (an item no option covers: its one step has no option when it must be covered)
        if lo == 0:
            new.add_option_ids([steps[0]])
            return [-1]
        return []
    colour = [new.colour_id(_count(t)) for t in range(hi + 1)]
    x_of = {0: new.colour_id("0"), 1: new.colour_id("1")}
    added = 0
    for j in range(1, k + 1):
        left = k - j  # options after this one
        for t in range(max(0, lo - left - 1), min(j - 1, hi) + 1):
            for b in (0, 1):
                after = t + b
                if after > hi or after + left < lo or (j == k and after < lo):
                    continue
                items, colours = [steps[j - 1], xs[opts[j - 1]]], [NO_COLOUR, x_of[b]]
                if j > 1:
                    items.append(counters[j - 2])
                    colours.append(colour[t])
                if j < k:
                    items.append(counters[j - 1])
                    colours.append(colour[after])
                new.add_option_ids(items, colours)
                added += 1
    return [-1] * added
