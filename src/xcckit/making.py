"""Puzzles made from their kinds' makers (:class:`~xcckit.puzzles.kit.makers.Maker`): one pipeline
for every kind that has one.

A kind's maker draws a random answer and writes the puzzle with every clue it gives, using no
backend (what it needs of one, a random or a uniform solution of a blank puzzle, it names among
its keywords and is handed here). The puzzle with every clue is asked whether it has one answer;
a puzzle with a second answer is repaired by the kind (:meth:`~.Maker.repair`: a clue that rules
the other answer out) or drawn again. Then the removable clues are taken away, a group at a time
in a random order, each group kept out while the puzzle keeps its one answer. One pass leaves a
puzzle minimal among its removable clues: taking clues away only adds answers, so a group that
could not go when it was tried cannot go later.

Each question of uniqueness is asked, where the kind gives the model of its puzzle with every
clue as an item the model can drop (:meth:`~.Maker.optional_clues`: slitherlink, masyu, sudoku),
of one incremental SAT solver kept for the whole pass (:func:`~xcckit.backends.oracles.uniqueness`:
a clue is an assumption, the answer drawn is excluded by one clause, and what the solver learns,
the single-loop cuts among it, serves every question); else of a search of the puzzle made anew
(``auto``, two solutions at most).

With a symmetry (``rot2``, ``rot4``, ``mirror``) the cells fall into orbits, the cells the
symmetry maps to one another, and clues sit in whole orbits: a maker that takes the symmetry draws
what it keeps symmetric (akari's walls, masyu's loop); a draw's orbits are completed, each cell
given the clue its answer gives it (:meth:`~.Maker.clue_at`), or, where a cell of an orbit can
hold none, the orbit's clues are taken away (a draw whose fixed clues, those the maker does not
let go, cannot be matched so is drawn again); clues are then taken away an orbit at a time.
``clues``: the taking away stops once at most that share of the cells hold a clue (not minimal
then).
"""

from __future__ import annotations

import inspect
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from . import api, validate
from .backends import oracles
from .backends.base import Deadline
from .backends.subproblems import restrict
from .errors import InputError, TimeLimitReached
from .puzzles import Puzzle
from .puzzles.kit.grid import orbits as grid_orbits
from .puzzles.kinds import KINDS, get_kind
from .puzzles.kit.makers import Made as Drawn, Maker, has_maker

SYMMETRIES = ("none", "rot2", "rot4", "mirror")
DRAWS = 200
"""Answers drawn at most for one puzzle, unless the kind says otherwise (its ``draws``)."""
LATE_START = "the time limit came before any clue was taken away: unique, not minimal"


def check_symmetry(m: int, n: int, symmetry: str) -> None:
    """Refuse a symmetry that is not one, or that an m×n grid does not have (an InputError)."""
    if symmetry not in SYMMETRIES:
        raise InputError(f"unknown symmetry {symmetry!r} (choose from {', '.join(SYMMETRIES)})", source="symmetry")
    if symmetry == "rot4" and m != n:
        raise InputError(f"rot4 needs a square grid, not {m}x{n}", source="symmetry")


def orbits(m: int, n: int, symmetry: str) -> list[list[tuple[int, int]]]:
    """The cells of an m×n grid in the groups a symmetry maps to one another
    (:func:`~xcckit.puzzles.kit.grid.orbits`), the symmetry checked."""
    check_symmetry(m, n, symmetry)
    return grid_orbits(m, n, symmetry)


def makers() -> list[str]:
    """The kinds that have a maker, in the registry's order."""
    return [k for k in KINDS if has_maker(get_kind(k))]


@dataclass
class Made:
    """A puzzle made by :func:`make`: the puzzle, its one answer, whether every removable clue was
    tried, and what the making took (``checks``: questions of uniqueness asked)."""

    puzzle: Puzzle
    answer: object
    minimal: bool
    draws: int
    checks: int
    seconds: float
    notes: list[str] = field(default_factory=list)
    clues: int = 0
    """The cells (of the grid, or of its frame) that hold a clue."""
    how: str = ""
    """How the answer was drawn, in words."""
    interrupted: bool = False


# ------------------------------------------------------------------ what a maker is handed
_DIAGRAMS: dict[tuple[type, str], object] = {}
"""The zdd of a blank puzzle's solutions, made once per puzzle in a process."""


def _handed(deadline: Deadline) -> dict[str, Callable]:
    """What a maker may name among its keywords: a random and a uniform solution of a puzzle
    (with ``rng``), and the deadline's ``expired``."""
    def random_solution(puzzle: Puzzle, rng: random.Random) -> list[int]:
        order = list(range(puzzle.model.n_options))
        rng.shuffle(order)
        found = oracles.first(restrict(puzzle.model, order), deadline)
        if found is None:
            raise TimeLimitReached("time limit reached before a solution was drawn: no puzzle")
        return sorted(order[o] for o in found)

    def uniform_solution(puzzle: Puzzle, rng: random.Random) -> list[int]:
        key = (type(puzzle), puzzle.to_text())
        if key not in _DIAGRAMS:
            _DIAGRAMS[key] = api.zdd(puzzle, time_limit=deadline.remaining())
        return list(next(iter(_DIAGRAMS[key].draw(rng.randrange(1 << 31)))))

    return {"random_solution": random_solution, "uniform_solution": uniform_solution, "expired": deadline.expired}


def _draw_with(cls, kind: str, symmetry: str, options: dict, deadline: Deadline) -> Callable:
    """``draw(m, n, rng)``: the kind's maker called with the keywords it names (the symmetry,
    what :func:`_handed` gives, the kind's own options); an option it does not take is refused."""
    named = inspect.signature(cls.maker).parameters
    for name, value in options.items():
        if value is not None and name not in named:
            raise InputError(f"{kind} takes no {name}", source=name)
    given = {**_handed(deadline), "symmetry": symmetry, **options}
    keywords = {k: v for k, v in given.items() if k in named and v is not None}
    return lambda m, n, rng: cls.maker(m, n, rng, **keywords)


# ------------------------------------------------------------------ questions of uniqueness
def _second(puzzle, deadline: Deadline) -> tuple[bool | None, list | None]:
    """(whether ``puzzle`` has exactly one answer, None when the time ran out; two answers'
    grids when it has more)."""
    left = deadline.remaining()
    if left is not None and left <= 0:  # (it may pass between a caller's look and this one)
        return None, None
    result = api.solve(puzzle, limit=2, time_limit=left)
    if not result.complete and len(result.solutions) < 2:
        return None, None
    if len(result.solutions) == 2:
        grid = getattr(puzzle, "grid", None)
        return False, [grid(s) for s in result.solutions] if callable(grid) else None
    return bool(result.solutions), None


def _unique(puzzle, deadline: Deadline) -> bool | None:
    """Whether ``puzzle`` has exactly one answer (None: the time ran out first)."""
    return _second(puzzle, deadline)[0]


def _repaired(cls, drawn: Drawn, deadline: Deadline, repairs: int) -> tuple[Drawn | None, int]:
    """``drawn`` made unique by the kind's repairs (at most ``repairs``): (the made puzzle or
    None, the questions asked)."""
    asked = 0
    for _ in range(repairs + 1):
        asked += 1
        unique, two = _second(cls.made(drawn.cells, drawn), deadline)
        if unique:
            return drawn, asked
        if unique is None or two is None or drawn.answer is None:
            return None, asked
        other = two[1] if two[0] == drawn.answer else two[0]
        drawn = cls.repair(drawn, other)
        if drawn is None:
            return None, asked
    return None, asked


def _puzzle(cls, cells: list[list[str]], drawn: Drawn):
    """The puzzle of ``cells``: the one the maker built where they are its own (``built``)."""
    if drawn.built is not None and cells == drawn.cells:
        return drawn.built
    return cls.made(cells, drawn)


def _held(tok: str) -> bool:
    """Whether a cell's token holds anything (``-``: an empty cell): a clue, or what a kind
    draws in the grid (akari's walls), which a symmetry maps as it maps clues."""
    return tok != "-"


def _clue(cls, tok: str) -> bool:
    """Whether a cell's token holds a clue that can be taken away (:meth:`~.Maker.emptied`)."""
    return cls.emptied(tok) != tok


def _symmetric(cls, drawn: Drawn, groups: list[list[tuple[int, int]]]) -> Drawn | None:
    """``drawn`` with its clues in whole orbits (see the module's docstring), or None where a
    fixed clue's orbit cannot be completed."""
    cells = [row[:] for row in drawn.cells]
    removable = set(drawn.removable)
    for group in groups:
        clued = [c for c in group if _held(cells[c[0]][c[1]])]
        if not clued or len(clued) == len(group):
            continue
        given = {c: cls.clue_at(drawn, *c) for c in group if c not in clued}
        if all(t is not None for t in given.values()):
            for (i, j), t in given.items():
                cells[i][j] = t
            removable.update(given)
        elif removable.issuperset(clued) and all(cls.emptied(cells[i][j]) == "-" for i, j in clued):
            for i, j in clued:
                cells[i][j] = "-"
            removable.difference_update(clued)
        else:
            return None
    return replace(drawn, cells=cells, removable=sorted(removable))  # (a maker's own fields kept)


@dataclass
class _Pass:
    """What taking clues away left: the puzzle, whether every group was tried, the questions
    asked, notes, the clues left, and whether Ctrl-C ended it."""

    puzzle: Puzzle | None
    minimal: bool = True
    checks: int = 0
    notes: list[str] = field(default_factory=list)
    clues: int = 0
    interrupted: bool = False


def _taken_away(cls, drawn: Drawn, groups: list, rng: random.Random, deadline: Deadline, clues: float | None,
                cells_in_all: int, still_unique: Callable) -> _Pass:
    """The removable clues of ``drawn`` taken away a group (orbit) at a time in a random order,
    each group kept out while ``still_unique(cells, kept)`` (the cells with it out, the removable
    cells that keep their clue) says the puzzle keeps its one answer, until at most ``clues`` of
    the cells hold clues."""
    cells = [row[:] for row in drawn.cells]
    kept = set(drawn.removable)
    if groups is None:
        groups = [[c] for c in sorted(kept)]
    order = [g for g in groups if any(c in kept for c in g)
             and all(c in kept or not _clue(cls, cells[c[0]][c[1]]) for c in g)]
    rng.shuffle(order)
    done = _Pass(None, clues=sum(_clue(cls, t) for row in cells for t in row))
    stop = None if clues is None else clues * cells_in_all
    try:
        for group in order:
            if stop is not None and done.clues <= stop:
                done.minimal = False
                done.notes.append(f"stopped at {done.clues} clues (clues={clues:g})")
                break
            group = [c for c in group if c in kept]
            before = [cells[i][j] for i, j in group]
            for i, j in group:
                cells[i][j] = cls.emptied(cells[i][j])
            answer = None if deadline.expired() else still_unique(cells, kept.difference(group))
            if answer is None:
                for (i, j), t in zip(group, before):
                    cells[i][j] = t
                done.minimal = False
                done.notes.append("the time limit came before every clue was tried: unique, perhaps not minimal")
                break
            done.checks += 1
            if answer:
                kept.difference_update(group)
                done.clues -= len(group)
            else:
                for (i, j), t in zip(group, before):
                    cells[i][j] = t
    except KeyboardInterrupt:
        done.minimal, done.interrupted = False, True
        done.notes.append("interrupted before every clue was tried: unique, perhaps not minimal")
    done.puzzle = _puzzle(cls, cells, drawn)
    return done


# ------------------------------------------------------------------ the pipeline
def make(kind: str, m: int, n: int | None = None, seed: int | None = None, *, draws: int | None = None,
         repairs: int = 30, time_limit: float | None = None, minimal: bool = True, symmetry: str = "none",
         clues: float | None = None, **options) -> Made:
    """A unique m×n puzzle of ``kind`` made from its maker (see the module's docstring),
    repeatable by ``seed``, its clues symmetric under ``symmetry``. At most ``draws`` answers
    are drawn (default: the kind's ``draws``, else :data:`DRAWS`); ``minimal=False`` keeps every
    clue of the first unique draw, ``clues`` (a share of the cells) stops the taking away once at
    most that share hold clues; ``options``: the kind's own (a sudoku's ``box``). Raises
    TimeLimitReached when no unique puzzle was made in time, InputError for a kind that has no
    maker or an option it does not take."""
    cls = get_kind(kind)
    n = m if n is None else n
    if not has_maker(cls):
        raise InputError(f"the {kind} kind has no maker", source="kind")
    for side, name in ((m, "m"), (n, "n")):
        if isinstance(side, bool) or not isinstance(side, int) or side < 1:
            raise InputError(f"the grid's side is a whole number, at least 1, not {side!r}", source=name)
    validate.time_limit(time_limit, "time_limit")
    check_symmetry(m, n, symmetry)
    draws = draws or getattr(cls, "draws", DRAWS)
    shaped: dict[tuple[int, int], list | None] = {}
    rng = random.Random(seed)
    deadline = Deadline(time_limit)
    draw_one = _draw_with(cls, kind, symmetry, options, deadline)
    t0 = time.perf_counter()
    incremental = cls.optional_clues.__func__ is not Maker.optional_clues.__func__
    checks = unmatched = ambiguous = 0
    tried = 0
    for draw in range(1, draws + 1):
        if deadline.expired():
            break
        drawn = draw_one(m, n, rng)
        tried = draw
        if drawn is None:
            continue
        shape = (len(drawn.cells), len(drawn.cells[0]))  # (m×n, or a frame of clues round it)
        if shape not in shaped:  # (without a symmetry each clue is its own group)
            shaped[shape] = None if symmetry == "none" else orbits(*shape, symmetry)
        groups = shaped[shape]
        drawn, asked, why = _unique_draw(cls, drawn, groups, symmetry, incremental, repairs, deadline)
        checks += asked
        unmatched += why == "unmatched"
        ambiguous += why == "ambiguous"
        if drawn is None:
            continue
        if minimal:
            done = _made_from(cls, drawn, groups, rng, deadline, clues, m * n, incremental)
        else:
            done = _Pass(_puzzle(cls, drawn.cells, drawn), clues=sum(_clue(cls, t) for row in drawn.cells for t in row))
        answer = drawn.answer if drawn.answer is not None else done.puzzle.grid(api.solve(done.puzzle).solutions[0])
        notes = done.notes
        if draw > 1 and (ambiguous or unmatched):
            notes = [f"{draw - 1} draw(s) before this one made no unique puzzle"] + notes
        if minimal and cls.kept_clues:
            notes = notes + [f"not proven minimal: {cls.kept_clues}"]
        return Made(done.puzzle, answer, minimal and done.minimal and not cls.kept_clues, draw, checks + done.checks,
                    time.perf_counter() - t0, notes, done.clues, drawn.how, done.interrupted)
    why = []
    if unmatched:
        why.append(f"{unmatched} draw(s) had clues that the {kind} maker keeps where {symmetry} symmetry wants none")
    if ambiguous:
        why.append(f"{ambiguous} had a second answer with every clue")
    said = f" ({'; '.join(why)})" if why else ""
    if deadline.expired():
        raise TimeLimitReached(f"time limit reached after {tried} draw(s), none of which made a unique {m}×{n} "
                               f"{kind}{said}: no puzzle")
    raise TimeLimitReached(f"no unique {m}×{n} {kind} in {draws} draws{said}: no puzzle")


def _made_from(cls, drawn: Drawn, groups: list, rng: random.Random, deadline: Deadline, clues: float | None,
               cells_in_all: int, incremental: bool) -> _Pass:
    """A unique draw's clues taken away (:func:`_taken_away`), its questions asked of one
    incremental solver where the kind gives its model with optional clues."""
    if not incremental:
        return _taken_away(cls, drawn, groups, rng, deadline, clues, cells_in_all,
                           lambda cells, kept: _unique(cls.made(cells, drawn), deadline))
    model, solution, item = cls.optional_clues(drawn)
    u = oracles.uniqueness(model, solution, item.values(), deadline)
    if u is None:  # (every clue: unique, as asked before)
        full = _puzzle(cls, drawn.cells, drawn)
        return _Pass(full, minimal=False, notes=[LATE_START],
                     clues=sum(_clue(cls, t) for row in drawn.cells for t in row))

    def still_unique(cells, kept):
        other = u.other([item[c] for c in kept], deadline)
        return None if other is None else other is False

    with u:
        return _taken_away(cls, drawn, groups, rng, deadline, clues, cells_in_all, still_unique)

def _unique_draw(cls, drawn: Drawn, groups: list | None, symmetry: str, incremental: bool, repairs: int,
                 deadline: Deadline) -> tuple[Drawn | None, int, str]:
    """A draw made unique with every clue, its clues in whole orbits of ``symmetry``: (the draw
    or None, the questions asked, why not: ``unmatched`` (clues a symmetry cannot match),
    ``ambiguous`` (a second answer) or ``""``). A kind with optional clues is asked by a dlx
    count to two; the others by searches, a second answer repaired by the kind."""
    if symmetry != "none":
        drawn = _symmetric(cls, drawn, groups)  # (before any question is asked)
        if drawn is None:
            return None, 0, "unmatched"
    if incremental and cls.drawn_unique:
        return drawn, 0, ""
    if incremental:
        count = oracles.count_to_two(_puzzle(cls, drawn.cells, drawn).model, deadline)
        return (drawn, 1, "") if count == 1 else (None, 1, "ambiguous" if count is not None else "")
    drawn, asked = _repaired(cls, drawn, deadline, repairs)
    if drawn is None or symmetry == "none":
        return drawn, asked, ""
    drawn = _symmetric(cls, drawn, groups)  # (a repair may have put a clue out of place)
    if drawn is None:
        return None, asked, "unmatched"
    if not _unique(cls.made(drawn.cells, drawn), deadline):
        return None, asked + 1, "ambiguous"
    return drawn, asked + 1, ""
