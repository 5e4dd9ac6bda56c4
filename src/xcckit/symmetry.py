"""Counting solutions up to symmetry, for any model with a symmetry group on its options.

A symmetry is a permutation of the option indices (``image[o]``) that maps solutions to solutions.
Burnside's lemma counts the classes (orbits of solutions under a group G) as the average, over G,
of the number of solutions each element fixes. The solutions fixed by one element g are unions of
whole orbits of options under g; :func:`fixed_model` turns them into the exact covers of a smaller
model, so any backend counts them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from .errors import UnsupportedError
from .model import Model


def fixed_model(model: Model, image: Mapping[int, int]) -> Model:
    """See :func:`fixed_model_and_orbits`; the model alone."""
    return fixed_model_and_orbits(model, image)[0]


def fixed_model_and_orbits(model: Model, image: Mapping[int, int]) -> tuple[Model, list[list[int]]]:
    """The model whose solutions are the solutions of ``model`` fixed by the symmetry ``image``:
    one option per orbit of options under it, the union of the orbit, kept only when that union
    is itself a possible option (no item twice, one colour per secondary item). A fixed solution
    is a union of whole orbits, each consistent; conversely, a cover by such unions is a solution
    that the symmetry maps to itself. Option order follows the smallest option of each orbit;
    the second result lists, for each option of the new model, its orbit (original options)."""
    if model.has_multiplicities:
        raise UnsupportedError("fixed_model: an orbit could cover an item with bounds several "
                               "times, which one option cannot say; only for models without bounds")
    quotient = Model()
    for i in range(model.n_items):
        if model.is_primary[i]:
            quotient.add_primary(model.names[i])
        else:
            quotient.add_secondary(model.names[i])
    seen: set[int] = set()
    kept: list[list[int]] = []
    for o in range(model.n_options):
        if o in seen:
            continue
        orbit = [o]
        while image[orbit[-1]] != o:
            orbit.append(image[orbit[-1]])
        seen.update(orbit)
        tokens: dict[str, str | None] = {}
        ok = True
        for q in orbit:
            for t in model.option_tokens(q):
                item, _, colour = t.partition(":")
                if item in tokens and (tokens[item] is None or tokens[item] != colour):
                    ok = False
                tokens[item] = colour or None
        if ok and quotient.add_option([i if c is None else f"{i}:{c}" for i, c in tokens.items()]) is not None:
            kept.append(orbit)
    return quotient, kept


def burnside(total: int, fixed: Iterable[int], order: int) -> int:
    """Classes = (solutions fixed by the identity, i.e. all, + fixed by the others) / |G|."""
    fixed = list(fixed)
    for name, value in (("total", total), ("order", order), *(("fixed", v) for v in fixed)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError(f"burnside: {name} is a whole number, not {type(value).__name__} {value!r}")
    if order < 1:
        raise ValueError(f"burnside: the group's order is 1 or more (the identity at least), not {order}")
    whole = total + sum(fixed)
    if whole % order:
        raise ArithmeticError(f"Burnside's sum {whole} is not a multiple of the group order {order}: "
                              "the permutations given are not a group of symmetries")
    return whole // order
