"""Making puzzles from the command line and Python (:func:`generate`): a unique puzzle of any kind
that has a maker (:func:`xcckit.making.make`: a random answer, all its clues, then clues taken
away while the puzzle stays unique), its size read from ``MxN``, its :class:`Difficulty`
measured, and puzzles drawn until one falls in a difficulty band where one is asked.
"""

from __future__ import annotations

import random
import re
import time
from dataclasses import dataclass, field
from typing import Any

from . import validate
from .backends.base import Deadline
from .difficulty import BANDS, Difficulty, difficulty
from .errors import InputError, TimeLimitReached, XccError
from .making import SYMMETRIES, check_symmetry, make, makers, orbits
from .puzzles import Puzzle


@dataclass
class Generated:
    """A puzzle made by :func:`generate`: the puzzle, its answer (as its maker draws it: a grid
    of cells, a loop's points or cells), whether it is proven minimal (every remaining clue
    group was tried), how the answer was drawn, and what the making took (``checks``: questions
    of uniqueness asked of a solver)."""

    kind: str
    puzzle: Puzzle
    answer: Any
    minimal: bool
    seed: int
    symmetry: str
    clues: int
    cells: int
    drawn: str = ""
    checks: int = 0
    seconds: float = 0.0
    notes: list[str] = field(default_factory=list)
    interrupted: bool = False
    difficulty: "Difficulty | None" = None

    @property
    def solution(self) -> Any:
        return self.answer

    shape: tuple[int, int] | None = None
    """(rows, columns), where the puzzle's text is not its rows alone (a genre's header line)."""

    @property
    def size(self) -> str:
        if self.shape is not None:
            return f"{self.shape[0]}x{self.shape[1]}"
        rows = len(self.puzzle.to_text().splitlines())
        return f"{rows}x{self.cells // rows}"

    @property
    def url(self) -> str | None:
        """The puzzle's puzz.link URL, where its kind has one."""
        try:
            return self.puzzle.to_url() if hasattr(self.puzzle, "to_url") else None
        except InputError:  # (a genre pzprjs does not have)
            return None

    def summary(self) -> str:
        """One line: what was made and how far it is proven."""
        state = "unique, minimal" if self.minimal else "unique, not proven minimal"
        symmetry = "" if self.symmetry == "none" else f", symmetry {self.symmetry}"
        band = f", {self.difficulty.band}" if self.difficulty is not None else ""
        return (f"{self.kind} {self.size}, seed {self.seed}{symmetry}: {self.clues} clues of {self.cells} cells, "
                f"{state}{band} ({self.checks} checks, {self.seconds:.2f} s)")

    def text(self) -> str:
        """The summary, the difficulty, the puzz.link URL (where the kind has one) and the notes,
        a line each."""
        lines = [self.summary()]
        if self.difficulty is not None:
            lines.append(self.difficulty.words())
        if self.url is not None:
            lines.append(self.url)
        lines += [f"note: {note}" for note in self.notes]
        return "".join(line + "\n" for line in lines)

    def to_json(self) -> dict:
        out = {"kind": self.kind, "size": self.size, "puzzle": self.puzzle.to_text().splitlines(), "clues": self.clues,
               "cells": self.cells, "unique": True, "minimal": self.minimal, "seed": self.seed,
               "symmetry": self.symmetry, "solution_drawn": self.drawn, "checks": self.checks,
               "seconds": round(self.seconds, 3),
               "interrupted": self.interrupted}
        if self.url is not None:
            out["url"] = self.url
        if self.difficulty is not None:
            out["difficulty"] = self.difficulty.to_json()
        if self.notes:
            out["notes"] = self.notes
        return out


def _groups(n: int, symmetry: str, cols: int | None = None) -> list[list[tuple[int, int]]]:
    """The cells of an n×cols grid (n×n by default) in the groups a symmetry maps to one another."""
    return orbits(n, n if cols is None else cols, symmetry)


def _common(symmetry: str, time_limit: float | None, seed: int | None, clues: float | None) -> int:
    """The arguments every kind takes, checked; the seed (drawn when not given)."""
    if symmetry not in SYMMETRIES:
        raise InputError(f"unknown symmetry {symmetry!r} (choose from {', '.join(SYMMETRIES)})", source="symmetry")
    validate.time_limit(time_limit, "time_limit")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int) or seed < 0):
        raise InputError(f"a seed is a whole number, at least 0, not {seed!r}", source="seed")
    if clues is not None and (isinstance(clues, bool) or not isinstance(clues, (int, float)) or not 0 <= clues <= 1):
        raise InputError(f"a share of the cells, from 0 to 1, not {clues!r}", source="clues")
    return random.randrange(1 << 31) if seed is None else seed


_rate = difficulty  # (generate's argument ``difficulty`` is a band: it hides this function's name there)


def genre_makers() -> list[str]:
    """The kinds that have a maker (:func:`xcckit.making.makers`)."""
    return makers()


def parse_size(size: Any, kind: str) -> tuple[int, int]:
    """(rows, columns) from ``MxN``, ``N`` (square) or an int."""
    text = str(size).strip()
    match = re.fullmatch(r"([0-9]+)(?:[xX]([0-9]+))?", text)
    if isinstance(size, bool) or not match:
        raise InputError(f"not a size: give MxN or N (e.g. 10x10), not {text!r}", source="size")
    m = int(match[1])
    n = int(match[2]) if match[2] else m
    if m < 1 or n < 1:
        raise InputError(f"a side is at least 1, not {text!r}", source="size")
    return m, n


DRAWS = 1_000
"""Puzzles drawn at most for a difficulty band without a time limit."""


class NoneInBand(XccError):
    """No puzzle of the band asked for came in :data:`DRAWS` draws."""


def _seed_of(seed: int, draw: int) -> int:
    """The seed of a difficulty band's ``draw``-th puzzle (the first: ``seed`` itself)."""
    return seed if draw == 0 else random.Random(seed * 1_000_003 + draw).randrange(1 << 31)


def generate(kind: str, size: Any = 10, seed: int | None = None, symmetry: str = "none",
             clues: float | None = None, box: Any = None, time_limit: float | None = None,
             difficulty: str | None = None) -> Generated:
    """A unique puzzle of ``kind`` (any kind with a maker: :func:`genre_makers`) of ``size``
    (``MxN`` or ``N``), minimal unless ``clues`` stopped the taking away first (at most that
    share of the cells keep a clue) or the time limit came (:func:`xcckit.making.make`;
    ``box``: a sudoku's box shape ``RxC``), with its :class:`Difficulty`. ``difficulty`` (a
    band: easy, medium, hard): puzzles are drawn (each with a seed of its own, drawn from
    ``seed``: the puzzle's ``seed`` makes it again without the band) until one falls in that
    band; the time limit, or :data:`DRAWS` draws without one, ends the search
    (:class:`~xcckit.errors.TimeLimitReached`, :class:`NoneInBand`)."""
    kinds = makers()
    if kind not in kinds:
        raise InputError(f"cannot make {kind!r} puzzles (choose from {', '.join(kinds)})", source="kind")
    m, n = parse_size(size, kind)
    if difficulty is not None and difficulty not in BANDS:
        raise InputError(f"unknown band {difficulty!r} (choose from {', '.join(BANDS)})", source="difficulty")
    seed = _common(symmetry, time_limit, seed, clues)
    check_symmetry(m, n, symmetry)  # (before anything is made)
    deadline = Deadline(time_limit)
    start = time.perf_counter()
    for draw in range(DRAWS if difficulty is not None else 1):
        left = deadline.remaining()
        if left is not None and left <= 0:
            raise TimeLimitReached(f"time limit reached after {draw} draw(s), none of them {difficulty}: no puzzle"
                                   if draw else f"time limit reached before a {kind} was made: no puzzle")
        made = _made(kind, m, n, _seed_of(seed, draw), symmetry, clues, box, left)
        if not made.interrupted:
            try:
                made.difficulty = _rate(made.puzzle, time_limit=deadline.remaining())
            except TimeLimitReached:
                made.notes.append("the time limit came before the difficulty was measured")
        made.seconds = time.perf_counter() - start
        cut_short = made.interrupted or (not made.minimal and clues is None)
        in_band = made.difficulty is not None and made.difficulty.band == difficulty  # (None: not measured in time)
        if difficulty is not None and not in_band and cut_short:
            if made.interrupted:
                raise KeyboardInterrupt
            raise TimeLimitReached(f"time limit reached after {draw + 1} draw(s), none of them {difficulty}: "
                                   "no puzzle")
        if difficulty is None or cut_short or in_band:
            if draw:
                made.notes.append(f"puzzle {draw + 1} of those drawn from seed {seed}, the first {difficulty} one")
            return made
    raise NoneInBand(f"no {difficulty} {kind} in {DRAWS} puzzles drawn (give --time-limit to search longer)")


def _made(kind: str, m: int, n: int, seed: int, symmetry: str, clues: float | None, box: Any,
          time_limit: float | None) -> Generated:
    """One puzzle of :func:`xcckit.making.make`, as :func:`generate` gives it."""
    made = make(kind, m, n, seed, time_limit=time_limit, symmetry=symmetry, clues=clues, box=box)
    return Generated(kind, made.puzzle, made.answer, made.minimal, seed, symmetry, made.clues, m * n, made.how,
                     made.checks, made.seconds, made.notes, made.interrupted, shape=(m, n))
