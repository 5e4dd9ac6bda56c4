"""Puzzles of the site genres made from their makers (:meth:`~xcckit.puzzles.genre.Genre.maker`).

A genre's maker draws a random answer and writes the puzzle with every clue it gives, using no
backend; here the puzzle is asked (``auto``, two solutions at most) whether it has one answer, a
puzzle with a second answer is repaired by the genre (:meth:`~xcckit.puzzles.genre.Genre.repair`:
a clue that rules the other answer out) or drawn again, and then the removable clues are taken away in a random
order, each kept out while the puzzle keeps its one answer. The result is unique, and minimal
among the removable clues when every one was tried.

With a symmetry (``rot2``, ``rot4``, ``mirror``) the cells fall into orbits, the cells the symmetry
maps to one another, and clues sit in whole orbits: a unique draw's orbits are completed, each
cell given the clue its answer gives it (:meth:`~xcckit.puzzles.genre.Genre.clue_at`), or, where a
cell of an orbit can hold none, the orbit's clues are taken away (a draw whose fixed clues, those
the maker does not let go, cannot be matched so is drawn again); clues are then taken away an
orbit at a time. ``clues``: the taking away stops once at most that share of the cells hold a
clue (not minimal then).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

from . import api
from .backends.base import Deadline
from .errors import InputError, TimeLimitReached
from .puzzles.genre import Genre, Made as Drawn
from .puzzles.kinds import get_kind
from .puzzles.grid import orbits as grid_orbits

SYMMETRIES = ("none", "rot2", "rot4", "mirror")


def orbits(m: int, n: int, symmetry: str) -> list[list[tuple[int, int]]]:
    """The cells of an m×n grid in the groups a symmetry maps to one another
    (:func:`~xcckit.puzzles.grid.orbits`), the symmetry checked."""
    if symmetry not in SYMMETRIES:
        raise InputError(f"unknown symmetry {symmetry!r} (choose from {', '.join(SYMMETRIES)})", source="symmetry")
    if symmetry == "rot4" and m != n:
        raise InputError(f"rot4 needs a square grid, not {m}x{n}", source="symmetry")
    return grid_orbits(m, n, symmetry)


@dataclass
class Made:
    """A puzzle made by :func:`make`: the puzzle, its one answer, whether every removable clue was
    tried, and what the making took."""

    puzzle: Genre
    answer: list[list[str]]
    minimal: bool
    draws: int
    checks: int
    seconds: float
    notes: list[str] = field(default_factory=list)
    clues: int = 0
    """The cells (of the grid, or of its frame) that hold a clue."""


def _unique(puzzle: Genre, deadline: Deadline) -> bool | None:
    """Whether ``puzzle`` has exactly one answer (None: the time ran out first)."""
    return _second(puzzle, deadline)[0]


def _second(puzzle: Genre, deadline: Deadline) -> tuple[bool | None, list | None]:
    """(whether ``puzzle`` has exactly one answer, None when the time ran out; two answers'
    grids when it has more)."""
    left = deadline.remaining()
    if left is not None and left <= 0:  # (it may pass between a caller's look and this one)
        return None, None
    result = api.solve(puzzle, limit=2, time_limit=left)
    if not result.complete and len(result.solutions) < 2:
        return None, None
    if len(result.solutions) == 2:
        return False, [puzzle.grid(s) for s in result.solutions]
    return bool(result.solutions), None


def _repaired(cls, drawn, deadline: Deadline, repairs: int):
    """``drawn`` made unique by the genre's repairs (at most ``repairs``): (the made puzzle or
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


def _held(tok: str) -> bool:
    """Whether a cell's token holds anything (``-``: an empty cell): a clue, or what a genre
    draws in the grid (akari's walls), which a symmetry maps as it maps clues."""
    return tok != "-"


def _clue(cls, tok: str) -> bool:
    """Whether a cell's token holds a clue that can be taken away (:meth:`Genre.emptied`)."""
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
    return Drawn(cells, sorted(removable), drawn.rooms, list(drawn.extra), drawn.answer)


def make(kind: str, m: int, n: int | None = None, seed: int | None = None, *, draws: int = 200,
         repairs: int = 30, time_limit: float | None = None, minimal: bool = True, symmetry: str = "none",
         clues: float | None = None) -> Made:
    """A unique m×n puzzle of the genre ``kind`` made from its maker (see the module's
    docstring), repeatable by ``seed``, its clues symmetric under ``symmetry``. At most
    ``draws`` answers are drawn; ``minimal=False`` keeps every clue of the first unique draw,
    ``clues`` (a share of the cells) stops the taking away once at most that share hold clues.
    Raises TimeLimitReached when no unique puzzle was made in time, InputError for a kind that
    has no maker."""
    cls = get_kind(kind)
    n = m if n is None else n
    if not issubclass(cls, Genre) or cls.maker.__func__ is Genre.maker.__func__:
        raise InputError(f"the {kind} kind has no maker", source="kind")
    base = orbits(m, n, symmetry)
    shaped: dict[tuple[int, int], list] = {}
    rng = random.Random(seed)
    deadline = Deadline(time_limit)
    t0 = time.perf_counter()
    checks = unmatched = ambiguous = 0
    for draw in range(1, draws + 1):
        if deadline.expired():
            break
        drawn = cls.maker(m, n, rng, symmetry) if cls.draws_symmetric else cls.maker(m, n, rng)
        if drawn is None:
            continue
        shape = (len(drawn.cells), len(drawn.cells[0]))  # (m×n, or a frame of clues round it)
        groups = shaped.setdefault(shape, base if shape == (m, n) else orbits(*shape, symmetry))
        if symmetry != "none" and _symmetric(cls, drawn, groups) is None:  # (before any question is asked)
            unmatched += 1
            continue
        drawn, found = _repaired(cls, drawn, deadline, repairs)
        checks += found
        if drawn is not None and symmetry != "none":
            drawn = _symmetric(cls, drawn, groups)
            unmatched += drawn is None
            if drawn is not None:
                checks += 1
                if not _unique(cls.made(drawn.cells, drawn), deadline):
                    drawn, ambiguous = None, ambiguous + 1
        if drawn is None:
            continue
        puzzle, tried, asked, notes = cls.made(drawn.cells, drawn), True, 0, []
        given = sum(_clue(cls, t) for row in drawn.cells for t in row)
        if minimal:
            puzzle, tried, asked, notes, given = _taken_away(cls, drawn, groups, rng, deadline, clues, m * n)
        checks += asked
        answer = drawn.answer if drawn.answer is not None else puzzle.grid(api.solve(puzzle).solutions[0])
        return Made(puzzle, answer, minimal and tried, draw, checks, time.perf_counter() - t0, notes, given)
    why = []
    if unmatched:
        why.append(f"{unmatched} draw(s) had clues that the {kind} maker keeps where {symmetry} symmetry wants none")
    if ambiguous:
        why.append(f"{ambiguous} had a second answer with their clues in whole orbits")
    raise TimeLimitReached(f"no unique {m}×{n} {kind} in {draws} draws"
                           + (" within the time limit" if deadline.expired() else "") + (f" ({'; '.join(why)})" if why else ""))


def _taken_away(cls, drawn: Drawn, groups: list, rng: random.Random, deadline: Deadline, clues: float | None,
                cells_in_all: int) -> tuple[Genre, bool, int, list[str], int]:
    """The removable clues of ``drawn`` taken away a group (orbit) at a time in a random order,
    each kept out while the puzzle keeps its one answer, until at most ``clues`` of the cells
    hold clues: (the puzzle, whether every group was tried, questions asked, notes, the clues
    left)."""
    cells = [row[:] for row in drawn.cells]
    removable = set(drawn.removable)
    order = [g for g in groups if any(c in removable for c in g)
             and all(c in removable or not _clue(cls, cells[c[0]][c[1]]) for c in g)]
    rng.shuffle(order)
    puzzle = cls.made(cells, drawn)
    asked, notes = 0, []
    stop = None if clues is None else clues * cells_in_all
    given = sum(_clue(cls, t) for row in cells for t in row)
    for group in order:
        if stop is not None and given <= stop:
            if clues:
                notes.append(f"stopped at {given} clues (clues={clues:g})")
            return puzzle, False, asked, notes, given
        if deadline.expired():
            notes.append("the time limit came before every clue was tried: unique, perhaps not minimal")
            return puzzle, False, asked, notes, given
        group = [c for c in group if c in removable]
        kept = [cells[i][j] for i, j in group]
        for i, j in group:
            cells[i][j] = cls.emptied(cells[i][j])
        fewer = cls.made(cells, drawn)
        asked += 1
        if _unique(fewer, deadline):
            puzzle, given = fewer, given - len(group)
        else:
            for (i, j), t in zip(group, kept):
                cells[i][j] = t
    return puzzle, True, asked, notes, given
