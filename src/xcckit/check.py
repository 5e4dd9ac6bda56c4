"""An independent checker: is a set of options a valid XCC solution of a model, and if not, why?

It shares no code with the backends: it reads the model's options directly and applies the
definition (Algorithm C with DLX3 multiplicities, plus the side constraints).
"""

from __future__ import annotations

from collections.abc import Iterable

from .model import Model


def solution_problems(model: Model, options: Iterable[int]) -> list[str]:
    """Every reason why ``options`` is not a solution of ``model`` (empty when it is one)."""
    problems: list[str] = []
    if isinstance(options, (str, bytes)) or not isinstance(options, Iterable):
        raise TypeError(f"a solution is a list of option indices, not {type(options).__name__} {options!r}")
    chosen = list(options)
    for o in chosen:
        if isinstance(o, bool) or not isinstance(o, int):
            raise TypeError(f"a solution is a list of option indices: {o!r} is {type(o).__name__}")
    if len(set(chosen)) != len(chosen):
        problems.append("an option is chosen twice")
    chosen = sorted(set(chosen))
    bad = [o for o in chosen if not 0 <= o < model.n_options]
    if bad:
        return problems + [f"no option {o} (the model has {model.n_options})" for o in bad]
    covered: dict[int, list[int]] = {}
    uses: dict[int, list[tuple[int, str | None]]] = {}
    for o in chosen:
        for item, colour in model.option(o):
            if model.is_primary[item]:
                covered.setdefault(item, []).append(o)
            else:
                uses.setdefault(item, []).append((o, model.colours[colour]))
    for item in model.primary_ids:
        n = len(covered.get(item, ()))
        lo, hi = model.lo[item], model.hi[item]
        if not lo <= n <= hi:
            which = f" (options {', '.join(map(str, covered[item]))})" if n else ""
            if lo == hi:
                times = "once" if lo == 1 else f"exactly {lo} times"
            else:
                times = f"{lo} to {hi} times"
            problems.append(f"primary item '{model.names[item]}' is covered {n} times{which}, "
                            f"not {times}")
    for item, used in sorted(uses.items()):
        name = model.names[item]
        plain = [o for o, c in used if c is None]
        if plain and len(used) > 1:
            others = [o for o, _ in used if o != plain[0]]
            problems.append(f"secondary item '{name}' is used uncoloured by option {plain[0]} "
                            f"and also by option {others[0]}")
            continue
        colours = {c for _, c in used}
        if len(colours) > 1:
            o1, c1 = used[0]
            o2, c2 = next((o, c) for o, c in used if c != c1)
            problems.append(f"secondary item '{name}' has colour {c1} in option {o1} "
                            f"but colour {c2} in option {o2}")
    if not problems:
        for sc in model.side_constraints:
            why = sc.check(model, chosen)
            if why:
                problems.append(why)
    return problems


def check_solution(model: Model, options: Iterable[int]) -> str | None:
    """None when ``options`` is a valid solution; otherwise the first reason it is not."""
    problems = solution_problems(model, options)
    return problems[0] if problems else None
