"""Every choice ``auto`` makes, in one place: which backend answers a question on a model, with
which options, whether in parts, and whether another backend gets a moment first.

The API asks :func:`plan` and runs the :class:`Plan` it returns; nothing above the backends
names a backend or decides for ``auto`` (the README's table of what ``auto`` runs is tested
against this function).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import InputError
from ..model import Model
from . import AUTO, BACKENDS, DLX_FIRST, LOOP_DLX_FIRST, SAT_FIRST, backend_class, choose, get_backend
from .base import Backend

QUERIES = {"best": "find the cheapest solutions of this model",
           "facts": "find what every solution of this model shares",
           "sample": "draw solutions uniformly at random from this model",
           "diagram": "make the diagram of all solutions of this model"}
"""The questions beyond solve and count (:attr:`Backend.queries`), as a refusal says them."""
TASKS = ("solve", "count", *QUERIES)


@dataclass
class Plan:
    """What runs: ``backend``; ``first`` (when not None) is tried before it, for
    ``first_seconds`` or ``first_nodes`` nodes of its search, and its answer kept when it
    finished: ``auto`` counting a loop puzzle (sat for a moment, which counts a clued puzzle's
    few solutions in milliseconds, then zdd, which counts a blank grid's billions) and ``auto``
    looking for one or two solutions of a plain exact cover (dlx for :data:`DLX_FIRST` nodes,
    then sat) or of a loop puzzle (dlx for :data:`LOOP_DLX_FIRST` nodes, then sat);
    ``in_parts``: the search is cut into subproblems (a journal, a cluster)."""

    backend: Backend
    task: str
    first: Backend | None = None
    first_seconds: float = 0.0
    in_parts: bool = False
    first_nodes: int | None = None


def plan(model: Model, task: str, backend: str | Backend = AUTO, options: dict | None = None, *,
         workers: int | None = None, in_parts: bool = False, limit: int | None = None) -> Plan:
    """The plan for ``task`` (``solve``, ``count`` or a query of :data:`QUERIES`) on ``model``
    with ``backend`` (a name, ``auto`` or a Backend; or a Plan made for this task, which is
    the plan: the command line makes one, to refuse a model before it says anything, and hands it
    to the API, so that a command plans once) and the backend's ``options``; ``workers``
    goes to the backend's workers option; ``in_parts``: a search or count in parts; ``limit``:
    the solutions a solve looks for (None: all). A backend
    that cannot do it is an InputError naming the source ``backend`` (and those that can)."""
    if task not in TASKS:
        raise ValueError(f"unknown task {task!r} (one of {', '.join(TASKS)})")
    if isinstance(backend, Plan):  # (a plan made already, for this task: the command line's, handed over)
        if backend.task != task or backend.in_parts != in_parts or options:
            raise ValueError(f"a plan for {backend.task}{' in parts' if backend.in_parts else ''} handed to "
                             f"{task}{' in parts' if in_parts else ''}{' with options' if options else ''}")
        return backend
    options = dict(options or {})
    one_thread = workers in (None, 1)  # (auto's solve hands over only a search on one thread)
    asked = bool(options)  # (options the caller gave: auto's hand-over is for a plain count)
    if isinstance(backend, Backend):
        b = backend
    elif not isinstance(backend, str):
        raise TypeError(f"backend: expected a backend's name or a Backend, not {type(backend).__name__} {backend!r}")
    else:
        name = backend
        if in_parts:
            name = parts_backend(model) if backend == AUTO else backend
            refuse_in_parts(name, "count" if task == "count" else "search")
        elif backend == AUTO:
            name = choose(model, task)
        cls = backend_class(name)
        if workers is None and task == "solve" and not in_parts and cls.solve_workers is not None and cls.workers_option:
            workers = cls.solve_workers
        if workers is not None:
            if cls.workers_option is not None:
                options.setdefault(cls.workers_option, workers)
            elif backend != AUTO:
                raise InputError(f"the {name} backend runs one worker", source="workers")
        b = get_backend(name, **options)
    if in_parts and not b.counts_in_parts:
        refuse_in_parts(b.describe(), "count" if task == "count" else "search", able=False)
    if task in QUERIES:
        why = cannot_answer(task, model, type(b))
        if why:
            raise InputError(why, source="backend")
    if backend != AUTO or asked or in_parts:
        return Plan(b, task, in_parts=in_parts)
    if task == "count" and b.name == "zdd":  # (zdd is auto's count only of loop puzzles: see choose)
        return Plan(b, task, get_backend("sat"), SAT_FIRST)
    if task == "solve" and b.name == "dlx" and one_thread and limit is not None and limit <= 2 \
            and backend_class("sat").accepts(model):
        return Plan(get_backend("sat"), task, b, first_nodes=DLX_FIRST)
    if task == "solve" and b.name == "sat" and one_thread and limit is not None and limit <= 2 and loops_only(model):
        return Plan(b, task, get_backend("dlx"), first_nodes=LOOP_DLX_FIRST)
    return Plan(b, task)


def loops_only(model: Model) -> bool:
    """Whether the side constraints ``model`` searches by are loops that dlx follows as it
    searches (and it has no multiplicities): ``auto`` gives dlx :data:`LOOP_DLX_FIRST` nodes
    before sat on one or two solutions."""
    dlx = backend_class("dlx")
    searched = [sc for sc in model.side_constraints if not sc.implied]
    return bool(searched) and not model.has_multiplicities and all(dlx.mode_of(sc) == "loop" for sc in searched) \
        and dlx.accepts(model)


def parts_backend(model: Model) -> str:
    """The backend ``auto`` cuts a search into parts with: the one it would count with, when
    that one counts in parts (the trie for word grids), else the first registered that does
    and accepts the model (dlx)."""
    chosen = choose(model, "count")
    if backend_class(chosen).counts_in_parts:
        return chosen
    return next(n for n in BACKENDS if backend_class(n).counts_in_parts and backend_class(n).accepts(model))


def refuse_in_parts(name: str, what: str, source: str = "backend", able: bool | None = None) -> None:
    """An InputError naming ``source`` when the backend ``name`` (or ``auto``) cannot make a
    ``what`` (``search``, ``count``) in parts (``able``: whether it can, when its class does not
    say it all: dlx with another engine than its cells)."""
    if name == AUTO:
        return
    if able is None:
        able = backend_class(name, source).counts_in_parts
    if not able:
        those = " or ".join(n for n in BACKENDS if backend_class(n).counts_in_parts)
        raise InputError(f"a {what} in parts is made by the {those} backend, not {name}", source=source)


def cannot_answer(query: str, model: Model, cls: type[Backend]) -> str | None:
    """Why the backend class ``cls`` does not answer ``query`` on ``model`` (naming the
    backends that do), or None when it does."""
    if cls.answers(query, model):
        return None
    problem = cls.cost_problem(model) if query == "best" else None
    if problem:
        return problem
    able = [name for name in BACKENDS if backend_class(name).answers(query, model)]
    choice = f"use {' or '.join(able)}" if able else "no backend can on this model"
    return f"the {cls.name} backend cannot {QUERIES[query]} ({choice})"
