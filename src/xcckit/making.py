"""Puzzles of the site genres made from their makers (:meth:`~xcckit.puzzles.genre.Genre.maker`).

A genre's maker draws a random answer and writes the puzzle with every clue it gives, using no
backend; here the puzzle is asked (``auto``, two solutions at most) whether it has one answer, a
puzzle with a second answer is repaired by the genre (:meth:`~xcckit.puzzles.genre.Genre.repair`:
a clue that rules the other answer out) or drawn again, and then the removable clues are taken away in a random
order, each kept out while the puzzle keeps its one answer. The result is unique, and minimal
among the removable clues when every one was tried.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from . import api
from .backends.base import Deadline
from .errors import InputError, TimeLimitReached
from .puzzles.genre import Genre
from .puzzles.kinds import get_kind


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


def make(kind: str, m: int, n: int | None = None, seed: int | None = None, *, draws: int = 200,
         repairs: int = 30, time_limit: float | None = None, minimal: bool = True) -> Made:
    """A unique m×n puzzle of the genre ``kind`` made from its maker (see the module's
    docstring), repeatable by ``seed``. At most ``draws`` answers are drawn; ``minimal=False``
    keeps every clue of the first unique draw. Raises TimeLimitReached when no unique puzzle was
    made in time, InputError for a kind that has no maker."""
    cls = get_kind(kind)
    n = m if n is None else n
    if not issubclass(cls, Genre) or cls.maker.__func__ is Genre.maker.__func__:
        raise InputError(f"the {kind} kind has no maker", source="kind")
    rng = random.Random(seed)
    deadline = Deadline(time_limit)
    t0 = time.perf_counter()
    checks = 0
    for draw in range(1, draws + 1):
        if deadline.expired():
            break
        drawn = cls.maker(m, n, rng)
        if drawn is None:
            continue
        drawn, found = _repaired(cls, drawn, deadline, repairs)
        checks += found
        if drawn is None:
            continue
        cells = [row[:] for row in drawn.cells]
        puzzle = cls.made(cells, drawn)
        tried = True
        if minimal:
            order = list(drawn.removable)
            rng.shuffle(order)
            for i, j in order:
                if deadline.expired():
                    tried = False
                    break
                kept, cells[i][j] = cells[i][j], "-"
                fewer = cls.made(cells, drawn)
                checks += 1
                if _unique(fewer, deadline):
                    puzzle = fewer
                else:
                    cells[i][j] = kept
        answer = drawn.answer if drawn.answer is not None else puzzle.grid(api.solve(puzzle).solutions[0])
        return Made(puzzle, answer, minimal and tried, draw, checks, time.perf_counter() - t0)
    raise TimeLimitReached(f"no unique {m}×{n} {kind} in {draws} draws"
                           + (" within the time limit" if deadline.expired() else ""))
