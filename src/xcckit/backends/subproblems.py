"""Subproblems: the solutions of a model that contain given options.

A search tree cut at some depth has leaves (its nodes at that depth, and the solutions found
above it); each leaf is the list of options chosen on the way to it, and the solutions below the
leaves partition the solutions of the model: every solution lies below exactly one leaf, so the
counts add up. A :class:`Subproblem` is such a list of option indices, with the estimated share of
the tree below it. It is small and serialisable (the model is sent once), and any backend counts
it: :func:`force` gives the model whose solutions are exactly the solutions of the subproblem
(each forced option gets a primary item of its own, which only it covers), so a big count can be
checked piece by piece by another backend.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..model import Hints, Model


@dataclass(frozen=True)
class Subproblem:
    forced: tuple[int, ...]   # option indices forced at the top of the search, in order
    share: float = 1.0        # estimated share of the search tree below it


def settle(done: dict[int, int], group: list[int], count: int) -> None:
    """Note in ``done`` (part -> count) that the parts ``group``, counted by one search, are
    done with ``count`` solutions: the count on the first, 0 on the others, so counts add up."""
    for k in group[1:]:
        done[k] = 0
    done[group[0]] = count


def settled_share(parts: list[Subproblem], group: list[int], rest: list[Subproblem]) -> float:
    """The share of the tree done when the parts ``group`` are settled with ``rest`` left."""
    return sum(parts[k].share for k in group) - sum(p.share for p in rest)


def force(model: Model, forced: tuple[int, ...] | list[int]) -> Model:
    """The model whose solutions are the solutions of ``model`` that contain every option of
    ``forced`` (same option indices): a new primary item per forced option, in that option only."""
    forced = list(dict.fromkeys(forced))
    n1, k = model.n_primary, len(forced)
    tag = "#"
    while any(f"{tag}{j}" in model.index for j in range(k)):
        tag += "#"
    names = [f"{tag}{j}" for j in range(k)]
    if any(len(name.encode()) > 8 for name in names):
        raise ValueError(f"too many forced options ({k})")
    new = _items(model, names)
    start, item, col = model.arrays()
    lengths = np.diff(start)
    extra = np.zeros(model.n_options, dtype=np.int64)
    extra[forced] = 1
    new_start = np.concatenate([[0], np.cumsum(lengths + extra)])
    new_item = np.zeros(new_start[-1], dtype=np.int64)
    new_col = np.zeros(new_start[-1], dtype=np.int64)
    where = np.arange(len(item)) + np.repeat(new_start[:-1] - start[:-1], lengths)
    new_item[where] = np.where(item >= n1, item + k, item)
    new_col[where] = col
    new_item[new_start[1:][forced] - 1] = n1 + np.arange(k)
    new.add_options_flat(new_start, new_item, new_col, model.costs if model.has_costs else None)
    copy_constraints(model, new)
    return new


def restrict(model: Model, keep: np.ndarray, side_constraints: bool = True) -> Model:
    """The model with only the options ``keep`` (ascending indices; option k of the new model is
    option ``keep[k]``), the same items, hints and costs, and its side constraints unless told
    otherwise (the relaxation without them has the same solutions and more)."""
    keep = np.asarray(keep, dtype=np.int64)
    new = _items(model)
    start, item, col = model.arrays()
    lengths = np.diff(start)[keep]
    new_start = np.concatenate([[0], np.cumsum(lengths)])
    take = np.repeat(start[:-1][keep] - new_start[:-1], lengths) + np.arange(new_start[-1])
    costs = np.asarray(model.costs, dtype=np.int64)[keep] if model.has_costs else None
    new.add_options_flat(new_start, item[take], col[take], costs)
    if side_constraints:
        copy_constraints(model, new)
    return new


def _items(model: Model, forced_names: list[str] = ()) -> Model:
    """A new model with ``model``'s items (and ``forced_names``, primary, after its primary
    items), colours, hints and sweeps, and no option."""
    new = Model()
    for i in model.primary_ids:
        new.add_primary(model.names[i], model.lo[i], model.hi[i])
    new.add_items(list(forced_names))
    new.add_items([model.names[i] for i in model.secondary_ids], primary=False)
    for c in model.colours[1:]:
        new.colour_id(c)
    new.hints = Hints(model.hints.propagate, dict(model.hints.sweeps))
    return new


def copy_constraints(model: Model, new: Model) -> None:
    """Give ``new`` (with ``model``'s items by name) the side constraints of ``model``."""
    for sc in model.side_constraints:
        new.add_constraint(sc.copy_to(new))
