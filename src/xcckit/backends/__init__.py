"""Backends: each finds the solutions of a Model in its own way, behind one interface
(:class:`~xcckit.backends.base.Backend`)."""

from __future__ import annotations

import functools
import inspect

from ..errors import InputError
from ..model import Model
from .base import Backend, Option, Outcome, Solution
from . import base
from .registry import AUTO, BACKENDS, REGISTRY, backend_class

SAT_FIRST = 0.5
"""Seconds ``auto`` gives sat before zdd when it counts a loop puzzle: sat counts a clued puzzle
with one solution in milliseconds, where the ZDD of a big one can take minutes; zdd counts what
has many solutions (a blank grid), where sat, enumerating, never ends."""
DLX_FIRST = 30_000
"""Nodes of search ``auto`` gives dlx before sat when it looks for a first solution or a second
one (a proof of uniqueness) of a plain exact cover: dlx finds most in a few thousand (a sudoku,
a made puzzle of most genres, a first pentomino packing: 378-1,969 nodes), but a puzzle whose
clues are sums or counts over many cells (kakuro, killer sudoku, a 20×20 binairo) can take it
millions, seconds to minutes, where sat's learning takes a fraction of a second. On the 45
benchmark puzzles of the plain genres, the time of dlx's budget (when it fails) and sat's (when
dlx would have finished after it) was least at 20,000-30,000 nodes: 1.06 s in all, against 1.34
s at 100,000 (docs/benchmarks.md). A budget of nodes, not seconds: the backend that answers does
not depend on the machine's speed or load (0.15-10 µs a node here)."""

LOOP_DLX_FIRST = 10_000
"""Nodes ``auto`` gives dlx before sat when it looks for one or two solutions of a model whose
only side constraints are loops that dlx follows while it searches (slitherlink, masyu, simple
loop, grand tour, line sweeper): on published puzzles (2026-11-29, CPU, solved and proven unique)
the medians fell from 11-19 ms to 2-3 ms (masyu 138 puzzles, slitherlink 192, line sweeper 52),
grand tour's 5-10 times, the totals by a third to a half; the largest rose by up to 40 ms where
sat answers after the budget. 3,000 and 10,000 nodes gave the same medians; 30,000 larger tails."""

def taking(sc) -> list[str]:
    """The backends (by name, in the registry's order) that take the side constraint ``sc``,
    read off their declarations (:attr:`~.base.Backend.constraints`)."""
    return [name for name in BACKENDS if backend_class(name).takes(sc)]


base.TAKING = taking


def backend_flags() -> dict[str, list[tuple[str, "Option"]]]:
    """Each command-line flag that backends declare (:attr:`Backend.options`) -> the backends
    that take it, with their declaration, in the registry's order."""
    flags: dict[str, list[tuple[str, Option]]] = {}
    for name in BACKENDS:
        for option in backend_class(name).options:
            if option.flag:
                flags.setdefault(option.flag, []).append((name, option))
    return flags


def flags_of(command: str) -> list[tuple[str, "Option", str]]:
    """The backends' own flags that ``command`` takes: (flag, declaration, backend), in the
    registry's order."""
    return [(flag, option, name) for flag, owners in backend_flags().items() for name, option in owners
            if command in option.commands]


def flag_options(command: str, name: str, args: list[str], own: set[str] = frozenset()) -> tuple[dict, list[str]]:
    """The options the backends' own flags among the command line's ``args`` give the backend
    ``name`` of ``command`` (each flag goes to the backends that declare it, read and checked
    there, and is refused for the others: an InputError naming the flag), and the rest of
    ``args`` (after ``--``, and the flags in ``own``, are left alone). The backends are imported
    only when a flag could be one of theirs."""
    rest: list[str] = []
    options: dict = {}
    args_left = iter(args)
    for arg in args_left:
        flag, eq, value = arg.partition("=")
        if arg == "--":
            rest += [arg, *args_left]
            break
        owners = [] if not flag.startswith("--") or flag in own else \
            [(n, o) for n, o in backend_flags().get(flag, []) if command in o.commands]
        if not owners:
            rest.append(arg)
            continue
        value = value if eq else next(args_left, None)
        if value is None:
            raise InputError("needs a value", source=flag)
        option = next((o for n, o in owners if n == name), None)
        if option is None:
            names = " and ".join(n for n, _ in owners)
            raise InputError(f"applies to the {names} backend{'s' if len(owners) > 1 else ''} only "
                             f"(--backend {owners[0][0]})", source=flag)
        options[option.name] = option.checked(option.read(value), flag)
    return options, rest


@functools.cache
def backend_options(cls: type[Backend]) -> tuple[str, ...]:
    """The keyword options a backend's class takes (read off its signature once: 22 µs a
    call, which every call of the API made)."""
    params = inspect.signature(cls.__init__).parameters
    return tuple(p for p in params if p != "self" and params[p].kind is inspect.Parameter.POSITIONAL_OR_KEYWORD
                 or params[p].kind is inspect.Parameter.KEYWORD_ONLY)


def get_backend(name: str, **options) -> Backend:
    """A backend by its name in :data:`BACKENDS`, made with ``options`` (a configuration of the
    test suite is a name and options: :attr:`Backend.configurations`): each backend's class documents its own (:attr:`Backend.options`). An option
    the backend does not take is a TypeError naming the ones it does."""
    if not isinstance(name, str):
        raise TypeError(f"backend: expected a backend's name or a Backend, not {type(name).__name__} {name!r}")
    cls = backend_class(name)
    known = backend_options(cls)
    unknown = [k for k in options if k not in known]
    if unknown:
        takes = f"it takes {', '.join(known)}" if known else "it takes none"
        raise TypeError(f"unknown option{'s' if len(unknown) > 1 else ''} {', '.join(map(repr, unknown))} "
                        f"for the {name} backend ({takes})")
    declared = {o.name: o for o in cls.options}
    options = {k: declared[k].checked(v) if k in declared else v for k, v in options.items()}
    from .. import validate
    for key in ("threads", "workers"):  # the same check as --workers
        if key in options:
            validate.workers(options[key], key)
    return cls(**options)


def choose(model: Model, task: str) -> str:
    """The backend ``auto`` runs for ``task`` (``count``, ``solve``, or a question: ``best``,
    ``facts``), from measurements (the README's "Choosing a backend"): for the cheapest
    solutions the trie's branch and bound on word grids, dlx (Algorithm C$) where it can, else
    cpsat, else sat (costs beyond 64-bit sums); sat for the facts; zdd to draw uniform samples
    and make the diagram of all solutions; the trie for word grids; sat
    to find solutions of a model with side constraints or multiplicities (a loop puzzle,
    MacMahon's colour counts: learning proves a board empty in a blink) and to count models with
    multiplicities or with side constraints that zdd cannot carry (connected regions: dlx
    would check every exact cover at its leaves); zdd to count loop puzzles (the API first gives sat a moment:
    :data:`SAT_FIRST`); dlx otherwise (the fastest at enumerating, and the one that counts
    millions one by one)."""
    if task == "facts":
        return "sat"
    if task in ("sample", "diagram"):  # (named, so that the other backends are not imported for nothing)
        return "zdd"
    if task == "best":
        for name in ("trie", "dlx", "cpsat"):
            if backend_class(name).answers("best", model):
                return name
        return "sat"
    if model.word_grid is not None:
        return "trie"
    searched = [sc for sc in model.side_constraints if not sc.implied]
    loops = [sc for sc in searched if backend_class("zdd").mode_of(sc) == "loop"] if searched else []
    if task == "count" and loops and len(loops) == len(searched) and not model.has_multiplicities:
        return "zdd"
    if model.has_multiplicities or searched:
        return "sat"
    if task == "solve" and model.side_constraints:
        return "sat"
    return "dlx"


def backends_for(model: Model) -> list[str]:
    """The backends that can search ``model``, in the registry's order (:meth:`~.base.Backend.accepts`)."""
    return [name for name in BACKENDS if backend_class(name).accepts(model)]


def leaf_checks(name: str, model: Model) -> list[str]:
    """The side constraints of ``model`` that the backend ``name`` enforces by its search alone
    (each once, by its name): checked at the leaves, and for graph constraints on partial
    solutions too (dlx's regions hook), but never propagated: such a search may take hours on a
    large grid (a 20x20 yin-yang) where the translations take milliseconds."""
    cls = backend_class(name)
    return sorted({sc.name for sc in model.side_constraints if cls.mode_of(sc) == "leaves"})


__all__ = ["AUTO", "BACKENDS", "REGISTRY", "Backend", "Outcome", "Solution", "backend_class", "backends_for",
           "choose", "leaf_checks", "get_backend"]
