"""The interface every backend implements."""

from __future__ import annotations

import bisect
import copy
import enum
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from .. import memory
from ..errors import Interrupted, UnsupportedError
from ..model import Model
from .plain import bounds_problem

Solution = tuple[int, ...]
"""A solution: the indices of the chosen options, sorted."""

OnSolution = Callable[[Solution], "bool | None"]
"""Called for each new solution; returning False stops the search."""


class Handover:
    """Hands solutions to ``on_solution``, at most ``limit`` (None: all): calling it with a
    solution returns False once the search is to stop (the callback said so, or the limit is
    reached), and ``stopped`` says so afterwards; ``count`` is the solutions handed over."""

    def __init__(self, on_solution: OnSolution, limit: int | None = None) -> None:
        self.on_solution = on_solution
        self.limit = limit
        self.count = 0
        self.stopped = False

    def __call__(self, sol: Solution) -> bool:
        self.count += 1
        if self.on_solution(sol) is False or (self.limit and self.count >= self.limit):
            self.stopped = True
        return not self.stopped


@dataclass(frozen=True)
class Status:
    """How a long count is going."""

    count: int                      # solutions so far
    seconds: float                  # since the count started
    fraction: float | None = None   # estimated share of the search tree done (counts in parts)
    busy: int | None = None         # workers counting a part now
    workers: int | None = None      # workers there are
    before: float = 0.0             # the share of the tree done before (a resumed count)
    counted_before: int = 0         # ... and its solutions (in count)
    entries: int | None = None      # a memoised count (zdd): subproblems in its memo,
    hits: int | None = None         # ... the times one was found there again,
    capped: bool = False            # ... and whether the memo reached its cap (no more entries)
    memo_off: bool = False          # ... or was switched off (it did not pay)

    @property
    def rate(self) -> float:
        """Solutions a second in this run."""
        return (self.count - self.counted_before) / self.seconds if self.seconds > 0 else 0.0

    @property
    def eta(self) -> float | None:
        """Estimated seconds left, at the pace of this run so far."""
        if self.fraction is None or self.fraction >= 1.0 or self.fraction <= self.before:
            return None
        return self.seconds * (1.0 - self.fraction) / (self.fraction - self.before)


Progress = Callable[[Status], None]
"""Called now and then during a long count with its :class:`Status`."""


class Outcome(enum.Enum):
    COMPLETE = "complete"   # the search space was exhausted
    STOPPED = "stopped"     # the limit was reached (or the callback asked to stop)
    TIMEOUT = "timeout"     # the time limit ran out first


@dataclass
class Stats:
    """What a search did, as Knuth's programs print it: ``nodes`` (options tried: dlx; letters
    placed: the trie; subproblems visited: zdd's Algorithm Z), ``probes`` (options a lookahead
    tried) and, for a memoised count, its ``memo`` (item order, entries, hits, …)."""

    nodes: int = 0
    probes: int = 0
    memo: dict | None = None

    def to_json(self) -> dict:
        """The figures a search has (those that are not zero; the memo apart)."""
        return {key: value for key, value in (("nodes", self.nodes), ("probes", self.probes)) if value}


@dataclass
class Record:
    """One run of a backend: its outcome, its count (None for a listing, or a memoised count
    that stopped early) and what the search did."""

    outcome: Outcome
    count: int | None
    backend: Backend
    stats: Stats = field(default_factory=Stats)


@dataclass
class Ranked:
    """The cheapest solutions of a model (:meth:`Backend.best`): ``solutions`` in order of cost
    (ties in the order the backend found them), ``costs`` beside them. ``outcome`` COMPLETE: they
    are proven to be the ``k`` cheapest (the first is optimal; fewer than ``k``: there are no
    more solutions); TIMEOUT: the time limit stopped the proof (the best found so far)."""

    solutions: list[Solution]
    costs: list[int]
    outcome: Outcome

    @property
    def proven(self) -> bool:
        return self.outcome is Outcome.COMPLETE


COST_CEILING = 1 << 62
"""What a solution may cost on the backends that add costs in 64-bit integers (dlx, trie, cpsat):
below 2**62, so that their sums and bounds never overflow."""


def cost_sum_problem(model: Model, backend: str, every: bool = False) -> str | None:
    """Why ``backend`` refuses ``model``'s costs, or None: their sum could reach
    :data:`COST_CEILING` (those of its dearest options, as many as a solution can have: each
    covers a primary item, each primary item at most its bound's number of times; or with
    ``every`` all of them, for a backend that adds them all in one expression). The message
    names the sat backend, which adds Python integers."""
    dearest = _dearest(model, every)
    if dearest < COST_CEILING:
        return None
    what = "its options' costs add up to" if every else "a solution of this model could cost"
    return f"the {backend} backend adds costs in 64 bits, and {what} {dearest:,} (2^62 or more); use --backend sat"


def check_cost_sums(model: Model, backend: str, every: bool = False) -> None:
    """Raise :class:`~xcckit.errors.UnsupportedError` with :func:`cost_sum_problem`'s reason."""
    problem = cost_sum_problem(model, backend, every)
    if problem:
        raise UnsupportedError(problem)


def _dearest(model: Model, every: bool) -> int:
    """What the costs of ``model`` could add up to (see :func:`check_cost_sums`); 0 when that
    is plainly below the ceiling."""
    if not model.has_costs:
        return 0
    most = model.n_options if every else min(model.n_options, sum(hi for p, hi in zip(model.is_primary, model.hi) if p))
    if most * max(model.costs) < COST_CEILING:
        return 0
    return sum(sorted(model.costs, reverse=True)[:most])


class Cheapest:
    """The ``k`` cheapest solutions offered so far: what a branch and bound keeps. ``bound`` is
    the cost a new solution must stay under to enter (None while fewer than ``k`` are kept)."""

    def __init__(self, k: int) -> None:
        self.k = k
        self.kept: list[tuple[int, int, Solution]] = []  # (cost, arrival, solution), sorted
        self.offered = 0

    def offer(self, solution: Solution, cost: int) -> bool:
        """Keep ``solution`` if it is among the ``k`` cheapest so far; True when kept."""
        if self.bound is not None and cost >= self.bound:
            return False
        self.offered += 1
        bisect.insort(self.kept, (cost, self.offered, solution))
        del self.kept[self.k:]
        return True

    @property
    def bound(self) -> int | None:
        return self.kept[-1][0] if len(self.kept) >= self.k else None

    def result(self, outcome: Outcome) -> Ranked:
        return Ranked([s for _, _, s in self.kept], [c for c, _, _ in self.kept], outcome)

    def interrupted(self) -> Interrupted:
        """The error of Ctrl-C, with the cheapest solutions so far (``solutions``, and as
        ``partial`` a :class:`Ranked` of them with their costs)."""
        return Interrupted(len(self.kept), [s for _, _, s in self.kept], self.result(Outcome.STOPPED))


@dataclass
class Facts:
    """What every solution of a model shares (:meth:`Backend.facts`). ``solvable``: whether
    there is a solution (None: unknown, the time limit came first). ``always``: the options in
    every solution; ``never``: those in none; ``colours``: secondary item -> the colour id every
    solution gives it (0: every solution uses it without a colour); ``unused``: the secondary
    items no solution uses. ``complete`` False: the time limit stopped the work, and the lists
    hold what was proven before (every fact listed is true)."""

    solvable: bool | None
    always: list[int] = field(default_factory=list)
    never: list[int] = field(default_factory=list)
    colours: dict[int, int] = field(default_factory=dict)
    unused: list[int] = field(default_factory=list)
    complete: bool = True


@dataclass(frozen=True)
class Option:
    """An option of a backend, declared once on its class (:attr:`Backend.options`): the
    constructor's keyword ``name``, the command line's ``flag`` (None: the API's only) with its
    ``metavar`` and ``help``, the ``commands`` that take the flag, and ``check(value, source)``,
    which returns the value to use or raises an error naming ``source`` (the flag on the command
    line, the keyword in the API). The command line routes a flag to the backends that declare
    it, and refuses it for the others; the API checks a keyword with the same function."""

    name: str
    flag: str | None = None
    metavar: str | None = None
    help: str = ""
    commands: tuple[str, ...] = ()
    check: Callable[[object, str], object] | None = None
    parse: Callable[[str], object] = str
    """How the command line reads the flag's value (one it cannot read goes to ``check`` as
    given, which names it)."""

    def checked(self, value: object, source: str | None = None) -> object:
        return value if self.check is None else self.check(value, source or self.name)

    def read(self, text: str) -> object:
        """The value of the flag written ``text`` on the command line."""
        try:
            return self.parse(text)
        except ValueError:
            return text


class Backend:
    """A way to find the solutions of a :class:`Model`.

    A *solution* is a sorted tuple of option indices (:data:`Solution`): every primary item is
    covered by exactly one of them (or lo..hi of them), the colours of secondary items agree, and
    every side constraint holds. Subclasses implement :meth:`run`; :meth:`count` may be
    specialised where counting without materialising solutions is much faster.

    Limits: ``limit`` stops the search after that many solutions (None: no limit);
    ``time_limit`` is in seconds of wall-clock time from the call (None: none), checked between
    slices of the search and between the steps of a translation, so a backend returns shortly
    after it. A backend refuses a model it cannot search with
    :class:`~xcckit.errors.UnsupportedError` (see :meth:`check_supported`). Ctrl-C
    (KeyboardInterrupt) stops the search and its workers; :meth:`count` then raises
    :class:`~xcckit.errors.Interrupted`, which carries the count so far.
    """

    name = "?"
    constraints: dict[type, str | None] = {}
    """The side constraints it takes (:mod:`xcckit.constraints`), each kind (a class; the first
    that the constraint is an instance of counts) with what it does with it (None: it refuses that
    kind, listed before a kind that holds it): ``translation`` (the
    constraint's own CNF or CP-SAT part), ``loop`` (the kernels' single-loop hook), ``leaves``
    (each exact cover checked, and a :class:`~xcckit.constraints.base.RegionRule` checked on
    partial solutions too), ``frontier`` (the frontier method carries its regions: counted, not
    listed) or ``implied`` (left to the model, which implies it). A constraint of no kind listed
    is refused, in one line naming the backends that take it: a backend declares, as CPMpy's
    solvers declare the global constraints they support."""

    # What the backend can do, read by the registry (:mod:`xcckit.backends`), the API and the
    # command line, so that a backend is described in one place: its class.
    options: tuple[Option, ...] = ()
    """Its own options (:class:`Option`): the command line's flags and the API's keywords that
    only this backend takes, each checked by one function."""
    workers_option: str | None = None
    """The constructor's option for parallel workers (None: the backend runs one)."""
    solve_workers: int | None = None
    """The workers a solve runs on unless told (None: the backend's own default)."""
    multiplicities: bool | str = True
    """Whether it takes primary items with bounds other than 1 (DLX3's lo:hi): True, False, or
    ``"counted"``: as counters (:mod:`.plain`), up to the bound they can write."""
    needs_word_grid = False
    """Whether it searches only word grids (models with a WordGrid hint)."""
    counts_in_parts = False
    """Whether it counts and lists in parts (journals, clusters): see :mod:`.subproblems` and
    :mod:`.slices`. On the class, whether some configuration of it does (what a plan asks before
    making one); on a backend, whether this one does (dlx only with an engine that shares its
    search)."""
    exact_partial_count = True
    """Whether a count stopped early has found a lower bound (False for a memoised count,
    whose partial value means nothing)."""
    configurations: dict[str, dict] = {}
    """Named option sets the test suite runs the backend-agnostic tests on (name -> options)."""
    queries: frozenset[str] = frozenset()
    """The questions beyond solutions and counts that it answers: ``best`` (:meth:`best`, the
    cheapest solutions), ``facts`` (:meth:`facts`, what every solution shares), ``sample``
    (:meth:`sample`, solutions drawn uniformly) and ``diagram`` (:meth:`diagram`, the ZDD of all
    solutions)."""
    unbounded_only: frozenset[str] = frozenset()
    """The :attr:`queries` it answers only on models without multiplicities (dlx's ``best``,
    Algorithm C$; zdd's ``facts`` and ``diagram``, whose options are the model's)."""
    best_constraint_modes: tuple[str, ...] | None = None
    """The modes of :attr:`constraints` whose constraints :meth:`best` takes, when fewer than
    the search's (dlx: ``implied`` only)."""
    count_only_modes: frozenset[str] = frozenset()
    """The modes of :attr:`constraints` whose constraints it enforces in a count only, not in the
    solutions it lists nor in its other queries (zdd's ``frontier``: connected colours)."""
    translation = False
    """Whether it hands a translation of the model to another solver (cpsat, sat), so that what
    it finds is only as right as the translation: beyond the sizes whose solution sets a
    cross-check compares, such a backend is checked by samples both ways (:meth:`admits`,
    :meth:`random_solutions`); the others are searches that count (dlx, trie, zdd)."""
    first_at_once = False
    """Whether it finds a first solution at once on a permuted or restricted copy of a model (a
    search that stops at its first solution and has little to set up: dlx). A cross-check draws
    solutions with it, the options in a random order, where no backend samples uniformly, and
    asks it whether a solution a translation found is one (a count of the model with only its
    options)."""
    bytes_per_entry = 100
    """Memory it takes per entry of the model, beyond the model itself (measured on blank
    slitherlinks: see :mod:`xcckit.memory`): a model that cannot fit is refused up front."""
    cost_sums: str | None = None
    """How :meth:`best` adds costs: ``"solution"`` (a solution's, in 64 bits), ``"every"`` (all
    the options' in one 64-bit sum), None (Python integers, no limit); a model whose costs could
    reach :data:`COST_CEILING` that way is not answered (see :func:`check_cost_sums`)."""

    @classmethod
    def accepts(cls, model: Model) -> bool:
        """Whether this backend can search ``model`` (without trying)."""
        if model.has_multiplicities and (not cls.multiplicities
                                         or cls.multiplicities == "counted" and bounds_problem(model, cls.name)):
            return False
        if cls.needs_word_grid and model.word_grid is None:
            return False
        return all(cls.takes(sc) for sc in model.side_constraints)

    @classmethod
    def takes(cls, sc) -> bool:
        """Whether it enforces the side constraint ``sc`` (:attr:`constraints`)."""
        return cls.mode_of(sc) is not None

    @classmethod
    def mode_of(cls, sc) -> str | None:
        """What it does with the side constraint ``sc`` (:attr:`constraints`), None: it refuses it.
        A constraint that says it is implied by its model (``sc.implied``) is left to the model
        by a backend that leaves some kind so."""
        if sc.implied and "implied" in cls.constraints.values():
            return "implied"
        for kind, mode in cls.constraints.items():
            if isinstance(sc, kind):
                return mode
        return None

    def run(self, model: Model, on_solution: OnSolution, *, limit: int | None = None,
            time_limit: float | None = None) -> Outcome:
        """Call ``on_solution(solution)`` for each solution, each once, in the order found.

        Returns :attr:`Outcome.COMPLETE` when the search space was exhausted (so every solution
        was reported: none at all proves there is none), :attr:`Outcome.STOPPED` when ``limit``
        solutions were reported or ``on_solution`` returned False (which stops the search at
        once), and :attr:`Outcome.TIMEOUT` when the time limit ran out first.
        """
        raise NotImplementedError

    def count(self, model: Model, *, limit: int | None = None, time_limit: float | None = None,
              progress: Progress | None = None) -> tuple[int, Outcome]:
        """The number of solutions (at most ``limit``) and the outcome, as for :meth:`run`: the
        count is exact only with :attr:`Outcome.COMPLETE`, a lower bound otherwise.
        ``progress(status)`` is called now and then during a long count."""
        n = 0
        t0 = time.perf_counter()

        def seen(_: Solution) -> None:
            nonlocal n
            n += 1
            if progress is not None:
                progress(Status(n, time.perf_counter() - t0))

        try:
            outcome = self.run(model, seen, limit=limit, time_limit=time_limit)
        except KeyboardInterrupt:
            raise Interrupted(n) from None
        return n, outcome

    def best(self, model: Model, k: int = 1, *, time_limit: float | None = None) -> Ranked:
        """The ``k`` cheapest solutions (a solution's cost is the sum of its options' costs,
        :attr:`Model.costs`), cheapest first. Ctrl-C raises :class:`~xcckit.errors.Interrupted`
        with the cheapest found so far (``solutions``, and ``costs``)."""
        raise UnsupportedError(f"the {self.name} backend does not find minimum-cost solutions")

    def first_solutions(self, model: Model, k: int, time_limit: float | None) -> Ranked:
        """:meth:`best` of a model without costs: any ``k`` solutions are the cheapest."""
        found: list[Solution] = []
        try:
            outcome = self.run(model, found.append, limit=k, time_limit=time_limit)
        except KeyboardInterrupt:
            kept = Cheapest(k)
            for sol in found:
                kept.offer(sol, 0)
            raise kept.interrupted() from None
        done = Outcome.TIMEOUT if outcome is Outcome.TIMEOUT else Outcome.COMPLETE
        return Ranked(found, [0] * len(found), done)

    def admits(self, model: Model, solutions, on_verdict: Callable[[Solution, "str | None"], "bool | None"], *,
               time_limit: float | None = None) -> Outcome:
        """A translation's check of solutions found elsewhere: for each solution of
        ``solutions`` (in order), ``on_verdict(solution, why)`` with ``why`` None when the
        translation has a model with exactly those options chosen, else a sentence saying what
        it did instead. COMPLETE when every solution was judged, TIMEOUT when the time limit
        came first, STOPPED when ``on_verdict`` returned False (a :attr:`translation`'s method)."""
        raise UnsupportedError(f"the {self.name} backend is not a translation")

    def random_solutions(self, model: Model, n: int, on_solution: OnSolution, *, seed: int | None = None,
                         time_limit: float | None = None) -> Outcome:
        """Up to ``n`` distinct solutions of the translation, found with randomised choices
        (not uniform: a cross-check of the translation, each one checked elsewhere); COMPLETE
        when there are no more (fewer than ``n``), STOPPED once ``n`` are found, TIMEOUT (a
        :attr:`translation`'s method)."""
        raise UnsupportedError(f"the {self.name} backend is not a translation")

    def facts(self, model: Model, *, time_limit: float | None = None) -> Facts:
        """What every solution shares (:class:`Facts`)."""
        raise UnsupportedError(f"the {self.name} backend does not find the facts every solution shares")

    def sample(self, model: Model, n: int, on_solution: OnSolution, *, seed: int | None = None,
               time_limit: float | None = None) -> Outcome:
        """Hand ``n`` solutions drawn uniformly at random (independently) to ``on_solution``:
        COMPLETE when all ``n`` were drawn or there is no solution, TIMEOUT when the time limit
        stopped the draw (a ``sample`` query)."""
        raise UnsupportedError(f"the {self.name} backend does not draw solutions at random")

    def diagram(self, model: Model, time_limit: float | None = None, progress: Progress | None = None):
        """The ZDD of all solutions of ``model`` (None: the time limit ran out first)."""
        raise UnsupportedError(f"the {self.name} backend makes no diagram")

    def describe(self) -> str:
        """The backend as an error message names it (its name, and what sets it apart)."""
        return self.name

    nodes = 0
    probes = 0
    """The backend's own figures of its last search (see :class:`Stats`); a search shared by
    threads has its figures in its :class:`Record` instead."""

    def stats(self) -> Stats:
        """What the last search of this backend did."""
        return Stats(int(self.nodes), int(self.probes))

    @classmethod
    def answers(cls, query: str, model: Model) -> bool:
        """Whether this backend answers ``query`` (:attr:`queries`) on ``model``."""
        if query not in cls.queries or not cls.accepts(model):
            return False
        if query == "best" and cls.cost_problem(model) or query in cls.unbounded_only and model.has_multiplicities:
            return False
        if cls.counts_only(model):
            return False
        allowed = cls.best_constraint_modes if query == "best" else None
        return allowed is None or all(cls.mode_of(sc) in allowed for sc in model.side_constraints)

    @classmethod
    def counts_only(cls, model: Model) -> list[str]:
        """The side constraints of ``model`` (each once, by name, in the model's order) that it
        enforces in a count only (:attr:`count_only_modes`): it counts the model but lists none
        of its solutions."""
        if not cls.count_only_modes:
            return []
        return list(dict.fromkeys(sc.name for sc in model.side_constraints
                                  if cls.mode_of(sc) in cls.count_only_modes))

    @classmethod
    def cost_problem(cls, model: Model) -> str | None:
        """Why :meth:`best` refuses ``model``'s costs (:attr:`cost_sums`), or None."""
        if cls.cost_sums is None:
            return None
        return cost_sum_problem(model, cls.name, cls.cost_sums == "every")

    def check_costs(self, model: Model) -> None:
        """Raise :class:`~xcckit.errors.UnsupportedError` when :meth:`best` refuses ``model``'s
        costs (:meth:`cost_problem`)."""
        problem = self.cost_problem(model)
        if problem:
            raise UnsupportedError(problem)

    def check_supported(self, model: Model) -> None:
        """Raise :class:`~xcckit.errors.UnsupportedError` for a model this backend cannot search,
        and an :class:`~xcckit.errors.InputError` for one that cannot fit in memory."""
        entries = model.n_entries
        memory.require(entries * self.bytes_per_entry, f"the {self.name} backend on this model ({entries:,} entries)",
                       source=self.name)
        for sc in model.side_constraints:
            if not self.takes(sc):
                able = TAKING(sc)
                said = " and ".join([", ".join(able[:-1]), able[-1]] if len(able) > 1 else able)
                raise UnsupportedError(f"the {self.name} backend cannot enforce a {sc.name} constraint "
                                       f"({said} can: name one with --backend)")

    def translated(self, model: Model, time_limit: float | None, **options):
        """The opening every task of a :attr:`translation` shares: the model checked
        (:meth:`check_supported`), the deadline started, the model translated by the backend's
        ``encoding`` (given ``options`` and the deadline). Returns (the deadline, the
        translation, or None when the deadline passed while translating)."""
        self.check_supported(model)
        deadline = Deadline(time_limit)
        try:
            with memory.collector_paused():
                return deadline, self.encoding(model, deadline=deadline, **options)
        except Expired as stopped:
            leave_behind(stopped)  # (its traceback holds the translation so far)
            return deadline, None


def _nobody(sc) -> list[str]:
    return []


TAKING: Callable = _nobody
"""The backends (by name) that take a side constraint, from their declarations; the registry
(:mod:`xcckit.backends`) sets it when it loads, so that this interface imports no backend."""


def constraints_with(model: Model, constraints: dict[type, str], mode: str) -> list:
    """The side constraints of ``model`` that a backend declaring ``constraints`` (its
    :attr:`Backend.constraints`) takes as ``mode`` (e.g. the ones dlx's loop hook enforces:
    ``constraints_with(model, DLX_CONSTRAINTS, "loop")``)."""
    out = []
    for sc in model.side_constraints:
        found = next((m for kind, m in constraints.items() if isinstance(sc, kind)), None)
        if found == mode:
            out.append(sc)
    return out


SLICE = 0.1
"""Seconds a slice of a search aims at, between two looks at the clock (and at Ctrl-C)."""


def next_budget(budget: int, seconds: float, most: int, least: int = 64, aim: float = SLICE) -> int:
    """The budget of the next slice of a search, from the last one's budget and length: halved
    while slices take over twice ``aim`` seconds, doubled (up to ``most``) while they take under
    half."""
    if seconds > 2 * aim:
        return max(least, budget // 2)
    if seconds < aim / 2:
        return min(most, budget * 2)
    return budget


class Expired(Exception):
    """A deadline passed during work that checks it now and then (a translation)."""


LEFT_BEHIND: list | None = None
"""Set to a list by a process that ends as soon as its command does (the ``xcc`` script): what a
search leaves behind (a translation: millions of Python lists) then goes there instead of
being freed, which took tenths of a second past a time limit; elsewhere (None) it is freed as
usual."""


def leave_behind(*things) -> None:
    """Keep ``things`` until the process ends, in a process that ends without freeing them
    (:data:`LEFT_BEHIND`)."""
    if LEFT_BEHIND is not None:
        LEFT_BEHIND.extend(things)


class Deadline:
    """A point in time measured from construction; ``None`` means never."""

    def __init__(self, seconds: float | None) -> None:
        self.end = None if seconds is None else time.monotonic() + seconds

    def remaining(self) -> float | None:
        return None if self.end is None else max(0.0, self.end - time.monotonic())

    def expired(self) -> bool:
        return self.end is not None and time.monotonic() >= self.end

    def check(self) -> None:
        """Raise :class:`Expired` once the deadline has passed."""
        if self.expired():
            raise Expired


def sooner(deadline: Deadline, seconds: float) -> Deadline:
    """``deadline`` ending at most ``seconds`` from now: a copy, of its kind (a
    :class:`~.child.Stoppable` goes on looking at its stop)."""
    out = copy.copy(deadline)
    end = time.monotonic() + seconds
    out.end = end if deadline.end is None else min(deadline.end, end)
    return out
