"""Run several backends on one model and weigh what they say, with evidence that fits its size.

Every backend works in a child process of its own, all of them at once, each with the whole
time limit: none waits for another, and one that cannot be interrupted (a SAT solver inside a
call) is killed at the deadline. What each one completed is reported.

The evidence (:attr:`CrossCheck.evidence`, in the JSON too):

* ``sets``: with at most :data:`FULL_SETS` solutions, every backend lists them all and the sets
  must be equal;
* ``counts``: beyond that, the searches that count (dlx, zdd, the trie) count, each its own way,
  and must give the same number;
* ``admitted``: N solutions drawn uniformly from the zdd diagram (else found by dlx in a random
  order) must each be admitted by every translation (sat's CNF, the CP-SAT model: those
  options fixed, the solver must find the model, :meth:`~xcckit.backends.base.Backend.admits`);
  a translation that loses a share p of the solutions passes N uniform samples with
  probability (1 - p)^N at most;
* ``found``: N solutions of each translation found with randomised choices
  (:meth:`~xcckit.backends.base.Backend.random_solutions`) must each pass the independent
  checker (:mod:`xcckit.check`) and, where dlx is among the backends, be a solution of the model
  with only those options (dlx counts it once);
* ``valid``: every solution any backend returned passes the checker, once.

With a limit (``limit``), each backend lists at most that many and every one is checked. Where
two methods differ, :attr:`CrossCheck.witnesses` shows a solution that one accepts and another
rejects (with the checker's words), or the two counts.

The package: :mod:`.report` (the results and their wording), :mod:`.jobs` (what a lane does,
with its handlers), :mod:`.session` (the lanes run and read), :mod:`.compare` (the evidence
weighed); here the two entry points and the choice of backends.
"""

from __future__ import annotations

import time

from .. import validate
from ..backends import AUTO, BACKENDS, Backend, backend_class, backends_for, get_backend, leaf_checks
from ..backends.base import Deadline
from ..backends.child import DIED, DONE, FAILED, Lanes
from ..check import check_solution
from ..errors import InputError, Interrupted
from ..model import Model
from .jobs import BestJob
from .report import CONFIDENCE, BackendRun, CheapestCheck, CheapestRun, CrossCheck, Evidence, Witness, strength
from .session import Session

FULL_SETS = 2_000
"""Solution sets are compared in full up to this many solutions; beyond, counts and samples."""
SAMPLES = 1_000
"""Samples each way (into and out of each translation) unless told otherwise."""
WRAP_UP = 0.5
"""Seconds of a time limit kept for a cross-check's end (at most a fifth of the limit): its
children stopped and reaped, the last solutions checked, the report. That took 0.2-0.7 s at a
load of 10 on 2 cores, past the xcc process's backstop (0.4 s after the limit), which then cut
the command before its report; the lanes end that much before the limit instead."""


def _wrapped(time_limit: float | None) -> Deadline:
    """The deadline of a cross-check's lanes: ``time_limit`` less its :data:`WRAP_UP`."""
    seconds = validate.time_limit(time_limit)
    return Deadline(None if seconds is None else seconds - min(WRAP_UP, seconds / 5))



EVIDENCE = ("auto", "sets", "samples")


def named(text: str) -> list[str]:
    """The backends a comma-separated list names (``--backends``), checked: known, none twice,
    not ``auto``; an InputError naming ``backends``."""
    names = [b.strip() for b in text.split(",") if b.strip()]
    if not names:
        raise InputError("no backend given", source="backends")
    for name in names:
        if name == AUTO:
            raise InputError(f"name the backends to compare ({AUTO} picks one)", source="backends")
        backend_class(name, "backends")
    twice = sorted({name for name in names if names.count(name) > 1})
    if twice:
        raise InputError(f"{twice[0]} is named twice", source="backends")
    _two_or_more(names)
    return names


def _two_or_more(names: list[str], given: bool = True) -> None:
    """An InputError naming ``backends`` unless there are two backends or more to compare (one
    alone is no cross-check: it would agree with itself)."""
    if len(names) >= 2:
        return
    if not given:
        raise InputError(f"only {names[0] if names else 'no backend'} can search this model: there is nothing to "
                         "compare it with", source="backends")
    raise InputError("a cross-check compares two backends or more: " +
                     (f"name another besides {names[0]}" if names else "none given"), source="backends")


def default_backends(model: Model) -> tuple[list[str], dict[str, str]]:
    """The backends a cross-check compares unless told: every one that can search ``model``
    but those that enforce a side constraint in counts only (a cross-check lists solutions),
    and those that would enforce one by their search alone (on partial solutions and at the
    leaves, with no translation of it: which may not end in hours on a large grid), as long as
    two or more are left; and those left out -> why."""
    only = {name: backend_class(name).counts_only(model) for name in backends_for(model)}
    able = [name for name in only if not only[name]]
    out = {name: f"it {_counts_only(only[name])}" for name in only if only[name]}
    slow = {name: leaf_checks(name, model) for name in able}
    kept = [name for name in able if not slow[name]]
    if len(kept) < 2:
        return able, out
    return kept, {**out, **{name: f"it enforces the {_and(slow[name])} constraint{'s' if len(slow[name]) > 1 else ''} "
                                  f"by its search alone, which may take hours on a large grid (name it in --backends "
                                  f"to compare it too)"
                            for name in able if slow[name]}}


def _counts_only(names: list[str]) -> str:
    """Why a backend that enforces the constraints ``names`` in counts only is no cross-check's."""
    return (f"enforces the {_and(sorted(names))} constraint{'s' if len(names) > 1 else ''} in a count only, and "
            "a cross-check lists solutions")


def _and(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _backends(model: Model, backends, given: bool | None = None) -> list[Backend]:
    """The backends to compare: those ``backends`` names (or is), by default every one that can
    search ``model`` (``given`` False: chosen so, though ``backends`` lists them)."""
    if isinstance(backends, (str, bytes)):
        raise InputError(f"a list of backends, not the string {backends!r}", source="backends")
    chosen = []
    for spec in backends if backends is not None else default_backends(model)[0]:
        if isinstance(spec, Backend):
            chosen.append(spec)
            continue
        chosen.append(get_backend(spec))
    names = [b.name for b in chosen]
    for b in chosen:
        only = type(b).counts_only(model)
        if only:
            raise InputError(f"{b.name} {_counts_only(only)}: leave it out (xcc count --backend {b.name} counts it)",
                             source="backends")
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:
        raise InputError(f"{twice[0]} is named twice", source="backends")
    _two_or_more(names, backends is not None if given is None else given)
    return chosen


def crosscheck(model: Model, backends=None, limit: int | None = None, time_limit: float | None = None,
               samples: int | None = None, evidence: str = "auto", seed: int | None = None,
               full: int = FULL_SETS) -> CrossCheck:
    """Run each backend (default: every backend that can search the model, but one that checks a
    side constraint only at its search's leaves: :func:`default_backends`) in a process of its
    own, all at once, each within the whole ``time_limit``, and weigh what they say (see the
    module docstring). ``evidence``: ``auto`` (full sets up to ``full`` solutions, else counts
    and samples), ``sets`` or ``samples``; ``samples``: samples each way (default
    :data:`SAMPLES`; with a time limit, as many as it allows); ``seed`` makes the draws
    repeatable; ``limit``: each backend lists at most that many, all checked. Ctrl-C stops
    every backend and raises :class:`~xcckit.errors.Interrupted` whose ``report`` is the
    crosscheck of what was done."""
    if not isinstance(model, Model):
        raise TypeError(f"crosscheck: expected a Model, not {type(model).__name__}")
    validate.limit(limit)
    validate.limit(samples, "samples")
    validate.limit(full, "full")
    if evidence not in EVIDENCE:
        raise InputError(f"unknown evidence {evidence!r} (choose from {', '.join(EVIDENCE)})", source="evidence")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise InputError(f"must be a whole number, not {seed!r}", source="seed")
    if limit is not None and evidence == "samples":
        raise InputError("a limit lists solutions: leave out evidence='samples'", source="limit")
    deadline = _wrapped(time_limit)
    names, left_out = (backends, {}) if backends is not None else default_backends(model)
    chosen = _backends(model, names, given=backends is not None)
    return Session(model, chosen, limit, deadline, evidence, samples or SAMPLES, seed, full, left_out).run()


def crosscheck_cheapest(model: Model, backends=None, k: int = 1, time_limit: float | None = None) -> CheapestCheck:
    """Ask each backend (default: every backend that finds the cheapest solutions of ``model``)
    for the ``k`` cheapest, each in a process of its own, all at once, each within the whole
    time limit, and compare their costs; each solution is checked, and so is the cost a backend
    gives it. Ctrl-C as for :func:`crosscheck`."""
    if not isinstance(model, Model):
        raise TypeError(f"crosscheck_cheapest: expected a Model, not {type(model).__name__}")
    validate.limit(k, "best")
    deadline = _wrapped(time_limit)
    given = backends is not None
    if backends is None:
        backends = [name for name in BACKENDS if backend_class(name).answers("best", model)]
    chosen = _backends(model, backends, given)
    runs = {b.name: CheapestRun(b.name, [], [], False, 0.0) for b in chosen}
    with Lanes() as lanes:
        for b in chosen:
            lanes.start(BestJob(model, b, deadline.remaining(), k).work, (b.name, time.perf_counter()))
        try:
            while lanes:
                left = deadline.remaining()
                for child, (name, started) in lanes.ready(None if left is None else left + 0.05):
                    kind, payload = child.receive()
                    lanes.end(child)
                    run = runs[name]
                    run.seconds = time.perf_counter() - started
                    if kind == DONE:
                        run.solutions, run.costs, run.proven = payload
                    elif kind == FAILED:
                        run.note = f"failed: {type(payload).__name__}: {payload}"
                    elif kind == DIED:
                        run.note = f"its process ended without an answer (exit code {payload})"
                if deadline.expired():  # (the ready ones were read above)
                    for name, started in lanes.end_all():
                        runs[name].seconds = time.perf_counter() - started
                        runs[name].note = "time limit"
        except KeyboardInterrupt:
            lanes.end_all()
            raise Interrupted(0, partial=CheapestCheck([runs[b.name] for b in chosen if runs[b.name].proven],
                                                       k)) from None
    for run in runs.values():
        for sol, cost in zip(run.solutions, run.costs):
            why = check_solution(model, sol)
            if not why and model.cost(sol) != cost:
                why = f"it costs {model.cost(sol)}, not {cost}"
            if why:
                run.invalid.append((sol, why))
        if run.costs != sorted(run.costs):
            run.invalid.append(((), f"costs not in order: {run.costs}"))
    return CheapestCheck([runs[b.name] for b in chosen], k)


__all__ = ["CONFIDENCE", "EVIDENCE", "FULL_SETS", "SAMPLES", "WRAP_UP", "BackendRun", "CheapestCheck", "CheapestRun",
           "CrossCheck", "Evidence", "Witness", "crosscheck", "crosscheck_cheapest", "default_backends", "named",
           "strength"]
