"""The Python API: solve, count and iterate over the solutions of a model or a puzzle.

Each function takes a :class:`~xcckit.model.Model`, or a puzzle (anything with a ``model``, such as
the classes of :mod:`xcckit.puzzles`): then the result also knows the puzzle, so that its answers
draw themselves (``result.answers``) and a count includes what the puzzle adds to it (Torto's
flagged solutions, MacMahon's symmetry classes: ``result.extras``).
"""

from __future__ import annotations

import contextlib
import os
import queue
import threading
import time
from dataclasses import dataclass, field, replace
from typing import Any, Iterator

from .backends import AUTO, Backend, Outcome, Solution
from .backends.plan import Plan, plan
from .backends.base import Deadline, Facts, Progress, Ranked, Record
from .parallel import threads
from . import validate
from .errors import InputError, Interrupted, TimeLimitReached
from .model import Model
from .progress import NotebookBar, in_notebook, solutions_text
from .puzzles import UNDECIDED, Reduction


def _check(limit: Any, time_limit: Any, workers: Any = None, journal: Any = None) -> None:
    """The search's arguments checked as the command line checks them (InputError naming one;
    a cluster's address is checked when it is connected to)."""
    validate.limit(limit)
    validate.time_limit(time_limit)
    validate.workers(workers)
    validate.journal(journal)


def _split(target: Any) -> tuple[Model, Any]:
    """(model, puzzle or None) of a model or a puzzle."""
    if isinstance(target, Model):
        return target, None
    model = getattr(target, "model", None)
    if not isinstance(model, Model):
        raise TypeError(f"expected a Model or a puzzle, not {type(target).__name__}")
    return model, target


@dataclass
class SolveResult:
    """What :func:`solve` found. Iterating over it yields the solutions."""

    status: str                      # "solved", "unsat" or "timeout"; the cheapest: "optimal" or "feasible"
    solutions: list[Solution]
    backend: str
    seconds: float
    complete: bool                   # True when the search space was exhausted
    model: Model = field(repr=False)
    puzzle: Any = field(default=None, repr=False)
    costs: list[int] | None = None   # the cheapest (minimize, best): each solution's cost
    optimal: bool | None = None      # ... and whether they are proven the cheapest
    found: int | None = None         # solutions found (with on_solution: only the first two are kept)
    stats: dict = field(default_factory=dict)  # the search's figures (Stats.to_json)

    def __post_init__(self) -> None:
        if self.found is None:
            self.found = len(self.solutions)

    def __iter__(self) -> Iterator[Solution]:
        return iter(self.solutions)

    def __len__(self) -> int:
        return len(self.solutions)

    @property
    def unique(self) -> bool | None:
        """True/False when proven (search with limit >= 2 finished or found two), else None."""
        if self.found >= 2:
            return False
        return (self.found == 1) if self.complete else None

    def options(self, k: int = 0) -> list[str]:
        """The chosen options of solution ``k``, each written as its DLX line."""
        n = len(self.solutions)
        if isinstance(k, bool) or not isinstance(k, int):
            raise TypeError(f"options(k): k is a solution's number, not {type(k).__name__} {k!r}")
        if not -n <= k < n:
            have = "no solutions" if not n else f"{n} solution{'s' if n != 1 else ''} (0..{n - 1})"
            raise IndexError(f"options({k}): this result has {have}")
        return [self.model.option_text(o) for o in self.solutions[k]]

    def _solution_json(self, sol: Solution) -> dict:
        if self.puzzle is not None:
            return self.puzzle.solution_json(sol)
        return {"options": [self.model.option_text(o) for o in sol]}

    def cheapest_json(self, interrupted: bool = False) -> dict:
        """What ``xcc solve --minimize/--best K --json`` prints: each solution with its cost."""
        sols = [{**self._solution_json(sol), "cost": c} for sol, c in zip(self.solutions, self.costs or [])]
        if interrupted:
            return {"status": "interrupted", "optimal": False, "solutions": sols}
        return {"status": self.status, "backend": self.backend, "seconds": round(self.seconds, 6),
                "optimal": self.optimal is True, "solutions": sols}

    def cheapest_text(self, k: int, several: bool, interrupted: bool = False) -> str:
        """The cheapest solutions drawn, each with its cost, and what is proven of them."""
        out = []
        for j, (sol, c) in enumerate(zip(self.solutions, self.costs or []), 1):
            if several:
                out.append(f"solution {j}:")
            out += [self.puzzle.render(sol) if self.puzzle is not None else "\n".join(self.options(j - 1)),
                    f"cost {c:,}"]
        n = len(self.solutions)
        if interrupted:
            out.append("interrupted: " + ("the cheapest found so far, not proven" if n else "no solution found"))
        elif self.status == "optimal":
            only = "" if n >= k else " (only one solution exists)" if n == 1 else f" (only {n:,} solutions exist)"
            out.append(f"optimal: {'the cheapest' if not several else f'the {k:,} cheapest'}{only}, proven")
        else:
            out.append({"feasible": "feasible: the time limit stopped the proof (cheaper solutions may exist)",
                        "unsat": "no solution"}.get(self.status, "time limit reached: no solution found"))
        return "\n".join(out) + "\n"

    @property
    def answers(self) -> list:
        """The solutions as the puzzle's answers (they print as text and draw themselves)."""
        if self.puzzle is None:
            raise AttributeError("answers: solve a puzzle, not a bare model, to get answers")
        return [self.puzzle.show(sol) for sol in self.solutions]


@dataclass
class CountResult:
    count: int | None                # None: a memoised count stopped early (its value is unknown)
    complete: bool
    backend: str
    seconds: float
    extras: dict = field(default_factory=dict)   # what the puzzle adds (JSON fields)
    lines: list[str] = field(default_factory=list)  # ... and the same for people
    memo: dict | None = None         # a zdd count: its item order and memo (entries, hits, capped)
    stats: dict = field(default_factory=dict)  # the search's figures (Stats.to_json)

    def __int__(self) -> int:
        return self.count

    def stopped_by_time(self, limit: int | None = None) -> bool:
        """Whether the time limit (not ``limit``, the count asked for) stopped the count."""
        return not self.complete and (limit is None or self.count is None or self.count < limit)

    def to_json(self) -> dict:
        """What ``xcc count --json`` prints."""
        out = {"count": self.count, "complete": self.complete, "backend": self.backend,
               "seconds": round(self.seconds, 6), **self.extras}
        if self.memo is not None:
            out["memo"] = self.memo
        if self.stats:
            out["stats"] = self.stats
        return out

    def text(self, limit: int | None = None) -> str:
        """The count as ``xcc count`` says it, with what the puzzle adds and why it is not
        complete when it is not."""
        if self.complete:
            return "\n".join([solutions_text(self.count), *self.lines]) + "\n"
        if not self.stopped_by_time(limit):
            return f"{solutions_text(self.count)} (stopped at --limit; there may be more)\n"
        if self.count is None:
            return "time limit reached: the count is unknown (a memoised count has no partial value)\n"
        return f"{solutions_text(self.count)} so far (time limit reached; the count is incomplete)\n"


def interrupted_count_text(count: int | None) -> str:
    """What a count stopped by Ctrl-C says of the count so far."""
    if count is None:
        return "interrupted: the count is unknown (a memoised count has no partial value)\n"
    return f"{solutions_text(count)} so far (interrupted; the count is incomplete)\n"


def solve(target: Model | Any, backend: str | Backend = AUTO, limit: int | None = 1,
          time_limit: float | None = None, workers: int | None = None, journal: Any = None,
          cluster: Any = None, unique: bool = False, minimize: bool = False, best: int | None = None,
          on_solution: Any = None, **options) -> SolveResult:
    """Find up to ``limit`` solutions (None: all) of a model or a puzzle. Solutions are sorted
    tuples of option indices. ``backend``: a name, a Backend, or ``auto`` (see
    :func:`xcckit.backends.choose`); ``options`` go to the backend's constructor. ``workers``:
    threads of a dlx search (default 1: solutions in search order; several: in the order found).

    ``journal`` (a file name or an open enumeration :class:`~xcckit.parallel.journal.Journal`):
    the solutions are written to it as parts of the search finish (and at least every few
    seconds of a long one), by the dlx backend (``auto``: the trie for word grids) on every CPU
    unless ``workers`` says otherwise; solving again with the same journal gives its solutions first, then searches only what is
    not done. ``cluster`` (as for :func:`count`): the search is made in parts by tasks on the
    cluster's workers (split as workers are without work), which stop once ``limit`` are in.
    ``unique=True`` looks for a second solution too, so that ``result.unique`` is proven (as
    ``xcc solve --unique``).

    ``minimize=True``: a cheapest solution (a solution costs the sum of its options' costs,
    :attr:`Model.costs`); ``best=K``: the K cheapest, cheapest first (ties in the order the
    backend finds them). Then ``result.costs`` lists their costs, and ``result.status`` is
    ``optimal`` when they are proven the cheapest, ``feasible`` when the time limit stopped the
    proof (``unsat``: no solution; ``timeout``: none found in time). ``auto`` asks the trie for
    word grids, dlx (Algorithm C$, DLX5's branch and bound) where it can, else cpsat.

    ``on_solution(solution)``: called with each solution as it is found (returning False stops
    the search); the result then keeps only the first two (``found`` says how many there were),
    so that memory stays bounded whatever ``limit`` is. Ctrl-C then raises
    :class:`~xcckit.errors.Interrupted` with ``solutions`` None and the count found."""
    model, puzzle = _split(target)
    _solve_checks(on_solution, limit, time_limit, workers, journal, cluster, unique, minimize, best)
    if best is not None or minimize:
        return _cheapest(model, puzzle, backend, best or 1, time_limit, workers, options)
    if unique:
        limit = None if limit is None else max(limit, 2)
    in_parts = journal is not None or cluster is not None
    p = plan(model, "solve", backend, options, workers=workers, in_parts=in_parts, limit=limit)
    b = p.backend
    sols: list[Solution] = []
    found = 0

    def keep(sol: Solution):
        nonlocal found
        found += 1
        if on_solution is None or len(sols) < 2:
            sols.append(sol)
        if on_solution is not None:
            return on_solution(sol)
        return None

    t0 = time.perf_counter()
    try:
        record = None
        if not in_parts and p.first is None and limit in (1, 2) and puzzle is not None:
            record = _solve_relaxed(puzzle, b, keep, limit, time_limit)
        if record is not None:
            pass
        elif in_parts:
            record = _solve_in_parts(model, b, journal, cluster, keep, limit, time_limit)
        else:
            record = _search(p, model, keep, limit, None if time_limit is None
                             else max(0.0, time_limit - (time.perf_counter() - t0)))
        outcome, stats, b = record.outcome, record.stats, record.backend
    except KeyboardInterrupt:
        raise Interrupted(found, None if on_solution is not None else sols) from None
    seconds = time.perf_counter() - t0
    if found:
        status = "solved"
    else:
        status = "unsat" if outcome is Outcome.COMPLETE else "timeout"
    return SolveResult(status, sols, b.name, seconds, outcome is Outcome.COMPLETE, model, puzzle, found=found,
                       stats=stats.to_json())


def _solve_relaxed(puzzle, b: Backend, keep, limit: int, time_limit: float | None) -> Record | None:
    """The search for one or two solutions made on the puzzle's relaxation or reduction (a model
    whose solutions decide the puzzle's: :meth:`~xcckit.puzzles.Puzzle.relaxation`) where it has
    one and ``b`` takes it: its solutions lifted to the puzzle's and handed to ``keep``, and the
    record; None where there is none (or ``b`` does not take it). Where it says nothing (a
    solution it found stands for several of the puzzle's), the puzzle's own model is searched,
    in the time left (:func:`_own_model`). A relaxation speaks where every solution it finds
    lifts (then they are the puzzle's, and a complete search's the only ones); a reduction too,
    and a complete search that found one solution asks it for the puzzle's second
    (:class:`~xcckit.puzzles.Reduction`: where its solutions are a wider puzzle's, which lift to
    None, it may say nothing). A search that ran out of time hands on the solutions it found
    that lift."""
    deadline = Deadline(time_limit)
    t0 = time.perf_counter()
    relaxed = puzzle.relaxation()
    if relaxed is None or any(b.mode_of(sc) is None for sc in relaxed.model.side_constraints):
        return None
    guesses = relaxed.guesses
    built = time.perf_counter() - t0  # (a guess's model takes about as long to make)
    if guesses and limit == 1:
        found = _guess(guesses, b, deadline, built)
        if found is not None:
            keep(found[1])
            return found[0]
        if deadline.expired():
            return Record(Outcome.TIMEOUT, None, b)
        time_limit = deadline.remaining()
    kept_back = bool(guesses) and limit >= 2 and time_limit is not None
    held: list[Solution] = []
    try:
        record = threads.run(relaxed.model, b, held.append, limit=limit,
                             time_limit=time_limit * (1 - GUESS_RESERVE) if kept_back else time_limit)
    except KeyboardInterrupt:
        for sol in held:
            lifted = relaxed.lift(sol)
            if lifted is not None:
                keep(lifted)
        raise
    lifted = [relaxed.lift(sol) for sol in held]
    if (isinstance(relaxed, Reduction) and record.outcome is Outcome.COMPLETE and len(held) == 1
            and (limit >= 2 or lifted[0] is None)):
        second = relaxed.other(held[0])
        if second == UNDECIDED or (second is not None and lifted[0] is None):
            return _own_model(puzzle, b, keep, limit, deadline, guesses if kept_back else (), built, time_limit)
        if second is not None:
            lifted.append(second)
            record = replace(record, outcome=Outcome.STOPPED)
    elif record.outcome is not Outcome.TIMEOUT and any(sol is None for sol in lifted):
        return _own_model(puzzle, b, keep, limit, deadline, guesses if kept_back else (), built, time_limit)
    if kept_back and record.outcome is Outcome.TIMEOUT and not held:
        found = _guess(guesses, b, deadline, built, share=1.0)
        if found is not None:
            lifted.append(found[1])
    for sol in lifted:
        if sol is not None and keep(sol) is False:
            break
    return record


def _own_model(puzzle, b: Backend, keep, limit: int, deadline: Deadline, guesses, built: float,
               time_limit: float | None) -> Record:
    """The record of the search of the puzzle's own model, where its relaxation or reduction
    said nothing, in the time left, its solutions handed to ``keep``; with ``guesses`` (a search
    for two with a ``time_limit``) in all but :data:`GUESS_RESERVE` of the time limit, and where
    it found nothing in that, the guesses' answer (its uniqueness not proven) in the rest."""
    found = []

    def take(sol: Solution):
        found.append(sol)
        return keep(sol)

    left = deadline.remaining()
    if guesses and left is not None and time_limit is not None:
        left = max(0.0, left - GUESS_RESERVE * time_limit)
    record = threads.run(puzzle.model, b, take, limit=limit, time_limit=left)
    if guesses and record.outcome is Outcome.TIMEOUT and not found:
        got = _guess(guesses, b, deadline, built, share=1.0)
        if got is not None:
            keep(got[1])
    return record


GUESS_SHARE = 1 / 2
"""The share of the time left (of :data:`GUESS_SECONDS` without a time limit) that a search for one
solution gives each guess of a reduction (:class:`~xcckit.puzzles.Reduction`) before asking the
reduction itself."""
GUESS_SECONDS = 60.0
GUESS_RESERVE = 1 / 10
"""The share of a time limit that a search for two solutions keeps back from the reduction's own
search, for its guesses where that search found none in time (each then has all the time left):
an answer then, its uniqueness not proven."""


def _guess(guesses, b: Backend, deadline: Deadline, built: float,
           share: float = GUESS_SHARE) -> tuple[Record, Solution] | None:
    """The record of the search for one solution of the first of a reduction's ``guesses`` that
    has one (each ``make()`` makes a :class:`~xcckit.puzzles.Relaxation`, searched in its
    ``share`` of the time left) and the answer it lifts to; None where none has (a guess ``b``
    does not take the side constraints of is passed over), or once the time left is under
    twice ``built`` (the seconds the reduction took to make: no guess is made then, so that the
    time limit holds)."""
    for make in guesses:
        left = deadline.remaining()
        if left is not None and left < 2 * built:
            return None
        guess = make()
        if any(b.mode_of(sc) is None for sc in guess.model.side_constraints):
            continue
        left = deadline.remaining()
        held: list[Solution] = []
        record = threads.run(guess.model, b, held.append, limit=1,
                             time_limit=share * (GUESS_SECONDS if left is None else left))
        if held:
            return record, guess.lift(held[0])
    return None


def _solve_checks(on_solution, limit, time_limit, workers, journal, cluster, unique, minimize, best) -> None:
    """:func:`solve`'s arguments checked: a TypeError or an InputError naming the bad one."""
    if on_solution is not None and not callable(on_solution):
        raise TypeError(f"on_solution: expected a function of a solution, not {type(on_solution).__name__} "
                        f"{on_solution!r}")
    _check(limit, time_limit, workers, journal)
    if not isinstance(unique, bool):
        raise TypeError(f"unique: expected True or False, not {type(unique).__name__} {unique!r}")
    if not isinstance(minimize, bool):
        raise TypeError(f"minimize: expected True or False, not {type(minimize).__name__} {minimize!r}")
    if best is not None or minimize:
        validate.cheapest(minimize, best)
        validate.limit(best, "best")
        for given, name in ((unique, "unique"), (journal, "journal"), (cluster, "cluster")):
            if given not in (False, None):
                raise InputError("the cheapest solutions are found by one search, not with "
                                 f"{name}", source=name)
        if limit not in (1, None):
            raise InputError("give best=K (the K cheapest), not a limit", source="limit")


def _answering(query: str, model: Model, backend: str | Backend, options: dict, workers: int | None) -> Backend:
    """The backend that answers ``query`` (:data:`~xcckit.backends.plan.QUERIES`) on ``model``:
    the one named, or auto's choice; one that cannot is an InputError naming those that can.
    Every question beyond solve and count is dispatched here."""
    return plan(model, query, backend, options, workers=workers).backend


def _cheapest(model: Model, puzzle: Any, backend: str | Backend, k: int, time_limit: float | None,
              workers: int | None, options: dict) -> SolveResult:
    b = _answering("best", model, backend, options, workers)
    t0 = time.perf_counter()
    ranked: Ranked = b.best(model, k, time_limit=time_limit)
    if ranked.solutions:
        status = "optimal" if ranked.proven else "feasible"
    else:
        status = "unsat" if ranked.proven else "timeout"
    return SolveResult(status, ranked.solutions, b.name, time.perf_counter() - t0, ranked.proven, model, puzzle,
                       costs=ranked.costs, optimal=ranked.proven if ranked.solutions else None)


@dataclass
class FactsResult:
    """What every solution shares (:func:`facts`). ``solvable``: whether there is a solution
    (None: unknown); ``always``/``never``: the options in every solution / in none (indices);
    ``colours``: secondary item name -> the colour every solution gives it (None: an uncoloured
    use in every solution); ``unused``: the secondary items no solution uses; ``complete``: False
    when the time limit stopped the work (every fact listed is proven all the same). A puzzle's
    facts draw themselves (``svg()``, and in a notebook)."""

    solvable: bool | None
    always: list[int]
    never: list[int]
    colours: dict[str, str | None]
    unused: list[str]
    complete: bool
    backend: str
    seconds: float
    model: Model = field(repr=False)
    puzzle: Any = field(default=None, repr=False)
    raw: Facts | None = field(default=None, repr=False)   # the same by item and colour ids

    def to_json(self, interrupted: bool = False) -> dict:
        """What ``xcc facts --json`` prints: the options by their DLX lines, and the puzzle's
        own ``answer`` where there is one."""
        model = self.model
        out = {"solvable": self.solvable, "complete": self.complete, "backend": self.backend,
               "seconds": round(self.seconds, 6), "always": [model.option_text(o) for o in self.always],
               "never": len(self.never), "colours": self.colours, "unused": self.unused}
        answer = self.puzzle.facts_answer(self.raw) if self.solvable and self.puzzle is not None else None
        if answer is not None:
            out["answer"] = answer
        if interrupted:
            out["interrupted"] = True
        return out

    def text(self, interrupted: bool = False) -> str:
        """The facts as text, and, when the work stopped early, a line saying so."""
        out = f"{self}\n"
        if self.solvable and not self.complete:
            out += ("interrupted" if interrupted else "time limit reached") + \
                ": these facts are proven, others may hold too\n"
        return out

    def svg(self) -> str:
        if self.puzzle is None:
            raise AttributeError("svg: find the facts of a puzzle, not of a bare model, to draw them")
        return self.puzzle.facts_svg(self.raw)

    def __str__(self) -> str:
        if not self.solvable:
            return ("no solution: nothing to share" if self.solvable is False
                    else "the time limit came before a first solution: no facts known")
        if self.puzzle is not None:
            return self.puzzle.facts_render(self.raw)
        from .puzzles import facts_text
        return facts_text(self.model, self.raw)

    def _repr_svg_(self) -> str | None:
        return self.svg() if self.puzzle is not None else None


def facts(target: Model | Any, backend: str | Backend = AUTO, time_limit: float | None = None,
          **options) -> FactsResult:
    """What every solution of a model or a puzzle shares: the options in every solution and in
    none, and the colour each secondary item has in every solution (:class:`FactsResult`), by
    SAT with assumptions (a backbone that reuses models: ``auto`` is sat). With a time limit,
    the facts proven before it (``complete`` False)."""
    model, puzzle = _split(target)
    validate.time_limit(time_limit)
    b = _answering("facts", model, backend, options, None)
    t0 = time.perf_counter()
    try:
        f = b.facts(model, time_limit=time_limit)
    except KeyboardInterrupt as stop:
        known = stop.partial if isinstance(stop, Interrupted) else None  # what was proven before (sat says)
        raise Interrupted(None, partial=None if known is None else _facts_result(known, model, puzzle, b, t0)) \
            from None
    return _facts_result(f, model, puzzle, b, t0)


def _facts_result(f: Facts, model: Model, puzzle: Any, b: Backend, t0: float) -> FactsResult:
    names, colours = model.names, model.colours
    return FactsResult(f.solvable, f.always, f.never,
                       {names[i]: (colours[c] if c else None) for i, c in f.colours.items()},
                       [names[i] for i in f.unused], f.complete, b.name, time.perf_counter() - t0,
                       model, puzzle, f)


def count(target: Model | Any, backend: str | Backend = AUTO, limit: int | None = None,
          time_limit: float | None = None, progress: Progress | None = None, workers: int | None = None,
          journal: Any = None, cluster: Any = None, **options) -> CountResult:
    """Count the solutions (at most ``limit``) of a model or a puzzle; ``complete`` says whether
    the count is exact. ``workers``: threads of a dlx or trie count (default: every CPU), or
    CP-SAT's search workers. ``progress(status)`` is called now and then during a long count
    (:class:`~xcckit.backends.base.Status`).

    ``journal`` (a file name, or an open :class:`~xcckit.parallel.journal.Journal`): the count
    is cut into parts, and each finished part goes into the journal; counting again with the same
    journal counts only what is not done (a journal of another model is refused). ``cluster``
    (``tcp://HOST:PORT`` of a Dask scheduler, or a ``distributed.Client``): the parts are counted
    on its workers. Both count in parts, with the dlx backend (``auto``: the trie for word
    grids) and no limit.

    A finished count of a puzzle also counts the models of its ``extra_counts()`` with the same
    backend, within the same time limit.

    In a Jupyter notebook, without ``progress``, a count that runs more than a second shows a
    progress bar (:class:`~xcckit.progress.NotebookBar`) that disappears when it ends."""
    model, puzzle = _split(target)
    _check(limit, time_limit, workers, journal)
    if progress is not None and not callable(progress):
        raise TypeError(f"progress: expected a function of a Status, not {type(progress).__name__} {progress!r}")
    bar = None
    if progress is None and in_notebook():
        progress = bar = NotebookBar()
    try:
        return _count(model, puzzle, backend, limit, time_limit, progress, workers, journal, cluster, options)
    finally:
        if bar is not None:
            bar.close()


def _count(model: Model, puzzle: Any, backend: str | Backend, limit: int | None, time_limit: float | None,
           progress: Progress | None, workers: int | None, journal: Any, cluster: Any,
           options: dict) -> CountResult:
    deadline = Deadline(time_limit)
    t0 = time.perf_counter()
    try:
        in_parts = journal is not None or cluster is not None
        if in_parts and limit is not None:
            raise InputError("a count with a journal or on a cluster counts every solution: give no limit",
                             source="limit")
        p = plan(model, "count", backend, options, workers=workers, in_parts=in_parts)
        if in_parts:
            record = _count_in_parts(model, p.backend, journal, cluster, time_limit, progress)
        elif p.first is not None:
            record = _hand_over(p, model, limit, deadline, progress)
        else:
            record = threads.count(model, p.backend, limit=limit, time_limit=time_limit, progress=progress)
    except Interrupted:
        raise
    except KeyboardInterrupt:  # before the search started (compiling, translating)
        raise Interrupted(0) from None
    b, n = record.backend, record.count
    result = CountResult(n, record.outcome is Outcome.COMPLETE, b.name, 0.0, stats=record.stats.to_json(),
                         memo=record.stats.memo)
    if puzzle is not None and result.complete:
        extra = {}
        for name, m in puzzle.extra_counts().items():
            try:
                extra_record = threads.count(m, b, time_limit=deadline.remaining())
            except KeyboardInterrupt:
                raise Interrupted(n) from None
            if extra_record.outcome is not Outcome.COMPLETE:
                result.complete = False
                break
            extra[name] = extra_record.count
        else:
            result.extras, result.lines = puzzle.count_summary(n, extra)
    result.seconds = time.perf_counter() - t0
    return result


def _hand_over(p: Plan, model: Model, limit: int | None, deadline: Deadline,
               progress: Progress | None) -> Record:
    """A count that gives ``p.first`` a moment (``p.first_seconds``) and hands over to
    ``p.backend`` with the time left when it has not finished (``auto`` on a loop puzzle)."""
    left = deadline.remaining()
    moment = p.first_seconds if left is None else min(p.first_seconds, left)
    n, outcome = p.first.count(model, limit=limit, time_limit=moment)
    if outcome is not Outcome.TIMEOUT or deadline.expired():
        return Record(outcome, n, p.first, p.first.stats())
    n, outcome = p.backend.count(model, limit=limit, time_limit=deadline.remaining(), progress=progress)
    return Record(outcome, n, p.backend, p.backend.stats())


def _search(p: Plan, model: Model, keep, limit: int | None, time_limit: float | None) -> Record:
    """The solutions of ``p`` (a search, not in parts) handed to ``keep``: its backend's, shared
    by its threads when it can be, or the hand-over's when it has a first backend."""
    if p.first is not None:
        return _solve_hand_over(p, model, keep, limit, Deadline(time_limit))
    return threads.run(model, p.backend, keep, limit=limit, time_limit=time_limit)


def _solve_hand_over(p: Plan, model: Model, keep, limit: int | None, deadline: Deadline) -> Record:
    """A search for at most two solutions that gives ``p.first`` ``p.first_nodes`` nodes and
    hands over to ``p.backend`` with the time left when it has not finished (``auto`` on a
    plain exact cover: dlx, then sat). The first backend's solutions are held until it finishes,
    so that ``keep`` sees each solution once; they are handed over when it finishes, when the
    time is up, or on Ctrl-C."""
    held: list[Solution] = []

    def hand_on() -> None:
        for sol in held:
            if keep(sol) is False:
                return

    try:
        outcome = p.first.run(model, held.append, limit=limit, time_limit=deadline.remaining(), nodes=p.first_nodes)
    except KeyboardInterrupt:  # (Interrupted too)
        hand_on()
        raise
    if outcome is Outcome.TIMEOUT and not deadline.expired():
        return threads.run(model, p.backend, keep, limit=limit, time_limit=deadline.remaining())
    hand_on()
    return Record(outcome, None, p.first, p.first.stats())


@contextlib.contextmanager
def _journal(journal: Any, model: Model, enumerate: bool = False):
    """The journal ``journal`` names (a file name: opened here, and closed after), or itself."""
    from .parallel.journal import Journal
    if not isinstance(journal, (str, os.PathLike)):
        yield journal
        return
    with Journal.open(journal, model, enumerate=enumerate) as opened:
        yield opened


def _count_in_parts(model: Model, b: Backend, journal: Any, cluster: Any, time_limit: float | None,
                    progress: Progress | None) -> Record:
    from .parallel.run import count_in_parts
    with _journal(journal, model) as opened, _cluster(cluster, time_limit) as connected:
        return count_in_parts(model, b, journal=opened, cluster=connected, time_limit=time_limit,
                              progress=progress)


@contextlib.contextmanager
def _cluster(cluster: Any, time_limit: float | None = None):
    """The :class:`~xcckit.parallel.cluster.Cluster` ``cluster`` names (an address or a
    ``distributed.Client``: connected here within ``time_limit``, and closed after), or itself
    (or None)."""
    from .parallel.cluster import Cluster
    if cluster is None or isinstance(cluster, Cluster):
        yield cluster
        return
    connected = Cluster(cluster, time_limit=time_limit)
    try:
        yield connected
    finally:
        connected.close()


def _solve_in_parts(model: Model, b: Backend, journal: Any, cluster: Any, on_solution, limit: int | None,
                    time_limit: float | None) -> Record:
    from .parallel.run import enumerate_in_parts
    with _journal(journal, model, enumerate=True) as j, _cluster(cluster, time_limit) as connected:
        return enumerate_in_parts(model, b, on_solution, journal=j, cluster=connected, limit=limit,
                                  time_limit=time_limit)


def solutions(target: Model | Any, backend: str | Backend = AUTO, limit: int | None = None,
              time_limit: float | None = None, **options) -> Iterator[Solution]:
    """Iterate over the solutions as the backend finds them (it runs in a thread and waits while
    the caller has not taken the last one; leaving the loop early stops it)."""
    model, _ = _split(target)
    _check(limit, time_limit)
    p = plan(model, "solve", backend, options, limit=limit)
    handoff: queue.Queue = queue.Queue(maxsize=1)
    taken = threading.Event()
    closed = threading.Event()
    done = object()

    def on_solution(sol: Solution) -> bool:
        handoff.put(sol)
        taken.wait()
        taken.clear()
        return not closed.is_set()

    def produce() -> None:
        try:
            _search(p, model, on_solution, limit, time_limit)
            handoff.put(done)
        except BaseException as err:  # handed to the caller's thread
            handoff.put(err)

    worker = threading.Thread(target=produce, daemon=True)
    worker.start()
    try:
        while True:
            item = handoff.get()
            if item is done:
                return
            if isinstance(item, BaseException):
                raise item
            yield item
            taken.set()
    finally:
        closed.set()
        taken.set()


def zdd(target: Model | Any, time_limit: float | None = None, progress: Progress | None = None,
        order: str = "auto", memo_mb: int | None = None, backend: str | Backend = AUTO):
    """The ZDD of all solutions of a model or a puzzle, made by Algorithm Z (the backend that
    answers ``diagram``: zdd): ``count()`` (exact, a Python int of any size), iteration over
    the solutions, ``sample(k, seed=None)`` (uniform), ``nodes``. ``order`` and ``memo_mb`` go
    to :class:`~xcckit.backends.zdd.ZddBackend`. The time limit running out raises
    :class:`~xcckit.errors.TimeLimitReached`; Ctrl-C raises
    :class:`~xcckit.errors.Interrupted` (with no count: a memoised count has no partial value).
    The diagram knows its ``model`` and ``puzzle`` (None for a bare model)."""
    model, puzzle = _split(target)
    validate.time_limit(time_limit)
    options = {"order": order} if memo_mb is None else {"order": order, "memo_mb": memo_mb}
    b = _answering("diagram", model, backend, options, None)
    try:
        d = b.diagram(model, time_limit, progress)
    except KeyboardInterrupt:
        raise Interrupted(None) from None
    if d is None:
        raise TimeLimitReached(f"time limit reached after {time_limit:g} s: the diagram is unfinished")
    d.model, d.puzzle = model, puzzle
    return d


def sample(target: Model | Any, n: int = 1, seed: int | None = None, time_limit: float | None = None,
           on_solution: Any = None, backend: str | Backend = AUTO, **options) -> SolveResult:
    """``n`` solutions drawn uniformly at random (independently) from all solutions of a model or
    a puzzle, as a :class:`SolveResult` (so that a puzzle's answers draw themselves); ``seed``
    makes the draw repeatable. ``backend``: one that answers ``sample`` (zdd, from the ZDD of
    all solutions: :func:`zdd`). The time limit holds while the diagram is made and while
    solutions are drawn (``complete`` False when it stopped the draw: fewer than ``n``).
    ``on_solution(solution)``: each is handed over as it is drawn and only the first two are
    kept (``found`` says how many), so that memory stays bounded whatever ``n`` is."""
    validate.number(n, "n")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise InputError(f"must be a whole number, not {seed!r}", source="seed")
    if on_solution is not None and not callable(on_solution):
        raise TypeError(f"on_solution: expected a function of a solution, not {type(on_solution).__name__}")
    model, puzzle = _split(target)
    deadline = Deadline(validate.time_limit(time_limit))  # (loading the backend counts)
    t0 = time.perf_counter()
    b = _answering("sample", model, backend, options, None)
    sols: list[Solution] = []
    found = 0

    def keep(sol: Solution) -> None:
        nonlocal found
        found += 1
        if on_solution is None or len(sols) < 2:
            sols.append(sol)
        if on_solution is not None:
            on_solution(sol)

    try:
        outcome = b.sample(model, n, keep, seed=seed, time_limit=deadline.remaining())
    except KeyboardInterrupt:
        raise Interrupted(found, None if on_solution is not None else sols) from None
    complete = outcome is Outcome.COMPLETE
    status = "solved" if found else ("unsat" if complete else "timeout")
    return SolveResult(status, sols, b.name, time.perf_counter() - t0, complete, model, puzzle, found=found)
