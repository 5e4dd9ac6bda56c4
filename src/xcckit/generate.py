"""Making puzzles: a random solution, all its clues, then clues taken away while the puzzle stays
unique.

:func:`slitherlink` draws a loop: uniformly from the zdd of every loop of the blank grid when the
grid has at most :data:`UNIFORM_CELLS` cells (that diagram takes under a second to make), else by
growing a random region of squares without holes or pinches and taking its boundary
(:func:`~xcckit.puzzles.loops.random_loop`: every simple loop can come out, not uniformly). Every
cell gets its clue; then each cell, or group of cells that the symmetry maps to one another, is
tried once in a random order, and its clues go when the puzzle without them still has exactly
one solution. One incremental SAT solver answers every such question
(:class:`~xcckit.backends.sat.Uniqueness`: a clue is an assumption, the loop drawn is excluded
by one clause, and the single-loop cuts learnt for one question hold for all). (The second loop
found when a group cannot go is of no use later: it breaks a clue of that group, which stays.)

:func:`masyu` draws a loop through the cells' centres the same way (a random tree of corridors
one cell wide beyond :data:`UNIFORM_CELLS`; with a symmetry, a symmetric one grown from the
centre, so that its circles are symmetric), puts every circle the loop allows, draws again while
those circles allow a second loop (a dlx count stopped at 2; about 99 loops in 100 on a 10×10
grid without symmetry, far fewer with one), and takes circles away as slitherlink takes clues.
A circle is an item that the model can drop: :func:`_masyu_union`.

:func:`sudoku` draws a full grid (the first solution dlx finds with the options of the blank grid
in a random order), then tries to take away each clue, or each group of clues that a symmetry
maps to one another, once, in a random order: a group goes when the puzzle without it still has
exactly one solution (a dlx count stopped at 2). One pass leaves a minimal puzzle: taking away
clues only adds solutions, so a group that could not go when it was tried cannot go later.
"""

from __future__ import annotations

import random
import re
import time
from dataclasses import dataclass, field

from typing import Any

import numpy as np

from .backends.base import Deadline, Outcome
from .backends.dlx import DlxBackend
from .backends.subproblems import _constraints, restrict
from .errors import InputError, TimeLimitReached
from .model import Model
from .puzzles import Puzzle
from .puzzles.loops import random_loop
from .puzzles.masyu import Masyu
from .puzzles.slitherlink import Slitherlink
from .puzzles.sudoku import Sudoku, _box
from . import validate

SYMMETRIES = ("none", "rot2", "rot4", "mirror")
KINDS = ("masyu", "slitherlink", "sudoku")
UNIFORM_CELLS = 64
"""Slitherlink loops are drawn uniformly (from the zdd of the blank grid's loops) up to this many
cells: the 8×8 diagram takes 0.2 s, the 10×10 one 3.7 s (2026-11-25)."""


@dataclass
class Generated:
    """A puzzle made by :func:`generate`: the puzzle, its solution (``answer``: the sudoku's
    grid, the slitherlink's loop), whether it is proven minimal (every remaining clue group was
    tried), how the solution was drawn, and what the making took (``checks``: uniqueness
    questions asked of a solver)."""

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

    @property
    def solution(self) -> Any:
        return self.answer

    @property
    def size(self) -> str:
        return f"{len(self.puzzle.to_text().splitlines())}x{self.cells // len(self.puzzle.to_text().splitlines())}"

    def summary(self) -> str:
        """One line: what was made and how far it is proven."""
        state = "unique, minimal" if self.minimal else "unique, not proven minimal"
        symmetry = "" if self.symmetry == "none" else f", symmetry {self.symmetry}"
        return (f"{self.kind} {self.size}, seed {self.seed}{symmetry}: {self.clues} clues of {self.cells} cells, "
                f"{state} ({self.checks} checks, {self.seconds:.2f} s)")

    def to_json(self) -> dict:
        out = {"kind": self.kind, "size": self.size, "puzzle": self.puzzle.to_text().splitlines(), "clues": self.clues,
               "cells": self.cells, "unique": True, "minimal": self.minimal, "seed": self.seed,
               "symmetry": self.symmetry, "solution_drawn": self.drawn, "checks": self.checks,
               "seconds": round(self.seconds, 3),
               "interrupted": self.interrupted}
        if hasattr(self.puzzle, "to_url"):
            out["url"] = self.puzzle.to_url()
        if self.notes:
            out["notes"] = self.notes
        return out


def _groups(n: int, symmetry: str, cols: int | None = None) -> list[list[tuple[int, int]]]:
    """The cells of an n×cols grid (n×n by default) in the groups a symmetry maps to one another."""
    m, n = n, (n if cols is None else cols)
    if symmetry == "rot4" and m != n:
        raise InputError(f"rot4 needs a square grid, not {m}x{n}", source="symmetry")
    maps = {"none": [], "rot2": [lambda i, j: (m - 1 - i, n - 1 - j)],
            "rot4": [lambda i, j: (j, n - 1 - i), lambda i, j: (n - 1 - i, n - 1 - j), lambda i, j: (n - 1 - j, i)],
            "mirror": [lambda i, j: (i, n - 1 - j)]}[symmetry]
    seen: set[tuple[int, int]] = set()
    groups = []
    for i in range(m):
        for j in range(n):
            if (i, j) in seen:
                continue
            group = sorted({(i, j), *(f(i, j) for f in maps)})
            seen.update(group)
            groups.append(group)
    return groups


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


def _side(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise InputError(f"the grid's side is a whole number, at least 1, not {value!r}", source=what)
    return value


def sudoku(n: int = 9, box=None, seed: int | None = None, symmetry: str = "none",
           time_limit: float | None = None) -> Generated:
    """A unique n×n sudoku (boxes ``box``, square by default), minimal unless the time limit
    came first (then ``minimal`` is False: unique, with clues that might still go)."""
    _side(n, "n")
    seed = _common(symmetry, time_limit, seed, None)
    R, C = _box(n, box)
    rng = random.Random(seed)
    start = time.perf_counter()
    deadline = None if time_limit is None else start + time_limit
    dlx = DlxBackend()
    blank = Sudoku([[0] * n for _ in range(n)], (R, C))
    order = list(range(blank.model.n_options))
    rng.shuffle(order)
    found: list = []
    dlx.run(restrict(blank.model, order), found.append, limit=1)
    solution = blank.filled([order[o] for o in found[0]])
    grid = [row[:] for row in solution]
    groups = _groups(n, symmetry)
    rng.shuffle(groups)
    checks, minimal, notes, interrupted = 0, True, [], False
    late = "the time limit came before every clue was tried: unique, perhaps not minimal"
    try:
        for group in groups:
            if deadline is not None and time.perf_counter() >= deadline:
                minimal = False
                notes.append(late)
                break
            kept = [grid[i][j] for i, j in group]
            for i, j in group:
                grid[i][j] = 0
            checks += 1
            left = None if deadline is None else max(0.01, deadline - time.perf_counter())
            model = Sudoku(grid, (R, C)).model
            try:
                count, outcome = dlx.count(model, limit=2, time_limit=left)
            except BaseException:
                count, outcome = 0, None
                raise
            finally:
                if count != 1 or outcome is not Outcome.COMPLETE:
                    for (i, j), v in zip(group, kept):
                        grid[i][j] = v
            if outcome is Outcome.TIMEOUT and count < 2:
                minimal = False
                notes.append(late)
                break
    except KeyboardInterrupt:
        minimal, interrupted = False, True
        notes.append("interrupted before every clue was tried: unique, perhaps not minimal")
    return Generated("sudoku", Sudoku(grid, (R, C)), solution, minimal, seed, symmetry,
                     sum(1 for row in grid for v in row if v), n * n, "dlx, options in a random order", checks,
                     seconds=time.perf_counter() - start, notes=notes, interrupted=interrupted)


# ---------------------------------------------------------------------------- slitherlink
def _loop_edges(points: list[tuple[int, int]]) -> set[tuple[int, int]]:
    """The edges (midpoints in the doubled grid) of a loop given by its dots in order."""
    k = len(points)
    return {(points[t][0] + points[(t + 1) % k][0], points[t][1] + points[(t + 1) % k][1]) for t in range(k)}


def _clues_of(m: int, n: int, on: set[tuple[int, int]]) -> list[list[int]]:
    """Each cell's count of its sides on the loop."""
    return [[((2 * i, 2 * j + 1) in on) + ((2 * i + 2, 2 * j + 1) in on) + ((2 * i + 1, 2 * j) in on)
             + ((2 * i + 1, 2 * j + 2) in on) for j in range(n)] for i in range(m)]


def _options_of(model: Model, on_items: set[int], on_colour: str = "1") -> list[int]:
    """The options of the solution whose coloured secondary items are exactly ``on_items`` on
    (the rest off): for each primary item, the option whose colours all agree."""
    start, item, col = model.arrays()
    secondary = item >= model.n_primary
    want = np.full(model.n_items, -1, dtype=np.int64)
    on, off = model.colour_id(on_colour), model.colour_id("0")
    want[model.n_primary:] = off
    want[sorted(on_items)] = on
    bad = secondary & (col != want[item])
    owner = np.repeat(np.arange(model.n_options), np.diff(start))
    ok = np.ones(model.n_options, dtype=bool)
    ok[owner[bad]] = False
    return np.flatnonzero(ok).tolist()


_DIAGRAMS: dict[tuple[str, int, int], Any] = {}
"""The zdd of the blank grid's loops, made once per kind and size in a process."""


def _uniform(kind: type, m: int, n: int, rng: random.Random, deadline: Deadline):
    """A solution of the blank m×n grid of ``kind`` drawn uniformly (its zdd made once), and the blank puzzle."""
    key = (kind.kind, m, n)
    if key not in _DIAGRAMS:
        from . import api
        _DIAGRAMS[key] = api.zdd(kind(["." * n] * m), time_limit=deadline.remaining())
    d = _DIAGRAMS[key]
    return next(iter(d.draw(rng.randrange(1 << 31)))), d.puzzle


def _draw_loop(m: int, n: int, rng: random.Random, deadline: Deadline) -> tuple[set[tuple[int, int]], str]:
    if m * n <= UNIFORM_CELLS:
        sol, blank = _uniform(Slitherlink, m, n, rng, deadline)
        return set(blank.on_positions(sol)), "uniform (zdd of the blank grid's loops)"
    return _loop_edges(random_loop(m + 1, n + 1, rng)), "a random region's boundary"


def slitherlink(m: int = 10, n: int | None = None, seed: int | None = None, symmetry: str = "none",
                clues: float | None = None, time_limit: float | None = None) -> Generated:
    """A unique m×n slitherlink (n = m by default), minimal unless ``clues`` (stop once at most
    that share of the cells hold clues) or the time limit stopped the pass first (``minimal``
    False: unique, with clues that might still go). See the module docstring. The time limit
    running out before any unique puzzle raises :class:`~xcckit.errors.TimeLimitReached`."""
    m = _side(m, "m")
    n = m if n is None else _side(n, "n")
    seed = _common(symmetry, time_limit, seed, clues)
    groups = _groups(m, symmetry, n)
    Slitherlink.fits(m, n, f"{m}x{n}")
    rng = random.Random(seed)
    start = time.perf_counter()
    deadline = Deadline(time_limit)
    notes: list[str] = []
    while True:
        made = _slitherlink_from(m, n, rng, groups, clues, deadline, notes)
        if made is not None:
            made.seed, made.symmetry, made.seconds = seed, symmetry, time.perf_counter() - start
            return made


def _slitherlink_from(m: int, n: int, rng: random.Random, groups: list, clues: float | None, deadline: Deadline,
                      notes: list[str]) -> Generated | None:
    """One loop drawn and its clues taken away; None when the loop is not the only one even with
    every clue (another is drawn)."""
    from .backends.sat import Uniqueness
    on, drawn = _draw_loop(m, n, rng, deadline)
    full = _clues_of(m, n, on)
    puzzle = Slitherlink(["".join(map(str, row)) for row in full])
    model = puzzle.model
    ids = model.index
    item = {(i, j): ids[puzzle.name(2 * i + 1, 2 * j + 1)] for i in range(m) for j in range(n)}
    solution = _options_of(model, {ids[puzzle.name(x, y)] for x, y in on})
    kept = set(item)
    groups = list(groups)
    rng.shuffle(groups)
    stop = None if clues is None else clues * m * n
    checks = 0
    minimal = True
    late = "the time limit came before every clue was tried: unique, perhaps not minimal"
    with Uniqueness(model, solution, item.values()) as u:
        first = u.other(item.values(), deadline)
        checks += 1
        if first is None:
            raise TimeLimitReached(f"time limit reached before the fully clued {m}x{n} puzzle was proven unique: "
                                   "no puzzle")
        if first is not False:
            notes.append("a loop drawn was not the only one even with every clue: another was drawn")
            return None
        interrupted = False
        try:
            for group in groups:
                if stop is not None and len(kept) <= stop:
                    minimal = False
                    notes.append(f"stopped at {len(kept)} clues (clues={clues:g})")
                    break
                if deadline.expired():
                    minimal = False
                    notes.append(late)
                    break
                trial = kept.difference(group)
                other = u.other([item[c] for c in trial], deadline)
                checks += 1
                if other is None:
                    minimal = False
                    notes.append(late)
                    break
                if other is False:
                    kept = trial
        except KeyboardInterrupt:
            minimal, interrupted = False, True
            notes.append("interrupted before every clue was tried: unique, perhaps not minimal")
    rows = ["".join(str(full[i][j]) if (i, j) in kept else "." for j in range(n)) for i in range(m)]
    loop = [list(d) for d in puzzle.loop_dots(solution)]
    return Generated("slitherlink", Slitherlink(rows), loop, minimal, 0, "none", len(kept), m * n, drawn, checks,
                     0.0, notes, interrupted)


# ---------------------------------------------------------------------------- masyu
def _masyu_union(full: Masyu, blank: Masyu) -> tuple[Model, dict[tuple[int, int], int]]:
    """The model of ``full`` in which each circle can be taken away: a primary item per circle
    (``o`` and the cell's name) that every option of the circle's cell covers, beside the blank
    cell's options without it. Keeping the item keeps the circle; dropping it (and its options)
    leaves the cell blank. Options 0.. are ``full``'s, in its order."""
    src = full.model
    model = Model()
    circles = [(i, j) for i in range(full.m) for j in range(full.n) if full.rows[i][j] != "."]
    model.add_items([src.names[k] for k in src.primary_ids])
    first = model.add_items([f"o{full.cell(i, j)}" for i, j in circles])[0] if circles else 0
    model.add_items([src.names[k] for k in src.secondary_ids], primary=False)
    item = {c: first + k for k, c in enumerate(circles)}
    circle_of = {full.cell(i, j): f"o{full.cell(i, j)}" for i, j in circles}
    for o in range(src.n_options):
        tokens = src.option_tokens(o)
        extra = circle_of.get(tokens[0])
        model.add_option(tokens + [extra] if extra else tokens)
    for o in range(blank.model.n_options):
        tokens = blank.model.option_tokens(o)
        if tokens[0] in circle_of:
            model.add_option(tokens)
    _constraints(src, model)
    return model, item


def _draw_cell_loop(m: int, n: int, rng: random.Random, deadline: Deadline,
                    symmetry: str) -> tuple[list[tuple[int, int]], str]:
    """A loop through the centres of an m×n grid's cells, in order (symmetric with a symmetry:
    its circles are then symmetric too)."""
    if symmetry != "none":
        return (random_loop(m, n, rng, thin=True, symmetry=symmetry),
                f"a random symmetric ({symmetry}) tree of corridors' boundary")
    if m * n <= UNIFORM_CELLS:
        sol, blank = _uniform(Masyu, m, n, rng, deadline)
        return list(blank.loop_cells(sol)), "uniform (zdd of the blank grid's loops)"
    return random_loop(m, n, rng, thin=True), "a random tree of corridors' boundary"


def masyu(m: int = 10, n: int | None = None, seed: int | None = None, symmetry: str = "none",
          clues: float | None = None, time_limit: float | None = None) -> Generated:
    """A unique m×n masyu: a loop drawn (see :func:`slitherlink`), every circle it allows
    (:meth:`~xcckit.puzzles.masyu.Masyu.from_loop`), another loop drawn while those circles
    allow a second loop, then circles taken away as :func:`slitherlink` takes clues away
    (symmetric groups: a group goes when all its circles go)."""
    m = _side(m, "m")
    n = m if n is None else _side(n, "n")
    seed = _common(symmetry, time_limit, seed, clues)
    groups = _groups(m, symmetry, n)
    Masyu.fits(m, n, f"{m}x{n}")
    if m < 2 or n < 2:
        raise InputError(f"a masyu's loop needs at least 2x2 cells, not {m}x{n}", source=f"{m}x{n}")
    rng = random.Random(seed)
    start = time.perf_counter()
    deadline = Deadline(time_limit)
    notes: list[str] = []
    tries = 0
    while True:
        tries += 1
        made = _masyu_from(m, n, rng, groups, clues, deadline, notes, symmetry)
        if made is not None:
            if tries > 1:
                made.notes.insert(0, f"the first {tries - 1} loop(s) drawn allowed a second loop even with every circle")
            made.seed, made.symmetry, made.seconds = seed, symmetry, time.perf_counter() - start
            return made
        if deadline.expired():
            raise TimeLimitReached(f"time limit reached after {tries} loop(s), none of which made a unique "
                                   f"{m}x{n} masyu: no puzzle")


def _masyu_from(m: int, n: int, rng: random.Random, groups: list, clues: float | None, deadline: Deadline,
                notes: list[str], symmetry: str) -> Generated | None:
    from .backends.sat import Uniqueness
    loop, drawn = _draw_cell_loop(m, n, rng, deadline, symmetry)
    full = Masyu.from_loop(m, n, loop)
    # most loops allow a second loop even with every circle (about 99 in 100 on 10x10): a dlx
    # count stopped at 2 (a few ms) throws those out before the solver is built
    count, outcome = DlxBackend(threads=1).count(full.model, limit=2, time_limit=deadline.remaining())
    if count != 1 or outcome is not Outcome.COMPLETE:
        return None
    blank = Masyu(["." * n] * m)
    model, item = _masyu_union(full, blank)
    ids = full.model.index
    on = {ids[full.edge(loop[t], loop[(t + 1) % len(loop)])] for t in range(len(loop))}
    solution = _options_of(full.model, on)  # (the union's first options are the full model's)
    groups = [g for g in groups if any(c in item for c in g)]  # (whole: the loop is symmetric)
    kept = set(item)
    rng.shuffle(groups)
    stop = None if clues is None else clues * m * n
    checks = 0
    minimal, interrupted = True, False
    late = "the time limit came before every circle was tried: unique, perhaps not minimal"
    with Uniqueness(model, solution, item.values()) as u:
        first = u.other(item.values(), deadline)
        checks += 1
        if first is None:
            raise TimeLimitReached(f"time limit reached before a {m}x{n} masyu was proven unique: no puzzle")
        if first is not False:
            return None
        try:
            for group in groups:
                if stop is not None and len(kept) <= stop:
                    minimal = False
                    notes.append(f"stopped at {len(kept)} circles (clues={clues:g})")
                    break
                if deadline.expired():
                    minimal = False
                    notes.append(late)
                    break
                trial = kept.difference(group)
                other = u.other([item[c] for c in trial], deadline)
                checks += 1
                if other is None:
                    minimal = False
                    notes.append(late)
                    break
                if other is False:
                    kept = trial
        except KeyboardInterrupt:
            minimal, interrupted = False, True
            notes.append("interrupted before every circle was tried: unique, perhaps not minimal")
    rows = ["".join(full.rows[i][j] if (i, j) in kept else "." for j in range(n)) for i in range(m)]
    return Generated("masyu", Masyu(rows), [list(c) for c in loop], minimal, 0, "none", len(kept), m * n, drawn,
                     checks, 0.0, notes, interrupted)


# ---------------------------------------------------------------------------- any kind
MAKERS = {"masyu": masyu, "slitherlink": slitherlink, "sudoku": sudoku}


def parse_size(size: Any, kind: str) -> tuple[int, int]:
    """(rows, columns) from ``MxN``, ``N`` (square) or an int; a sudoku is square."""
    text = str(size).strip()
    match = re.fullmatch(r"([0-9]+)(?:[xX]([0-9]+))?", text)
    if isinstance(size, bool) or not match:
        raise InputError(f"not a size: give MxN or N (e.g. 10x10), not {text!r}", source="size")
    m = int(match[1])
    n = int(match[2]) if match[2] else m
    if m < 1 or n < 1:
        raise InputError(f"a side is at least 1, not {text!r}", source="size")
    if kind == "sudoku" and m != n:
        raise InputError(f"a sudoku is square, not {m}x{n}", source="size")
    return m, n


def generate(kind: str, size: Any = 10, seed: int | None = None, symmetry: str = "none",
             clues: float | None = None, box: Any = None, time_limit: float | None = None) -> Generated:
    """A unique puzzle of ``kind`` (masyu, slitherlink or sudoku) of ``size`` (``MxN`` or ``N``),
    minimal unless ``clues`` stopped the taking away first (at most that share of the cells
    keep a clue) or the time limit came (see :func:`masyu`, :func:`slitherlink`,
    :func:`sudoku`; ``box``: a sudoku's box shape ``RxC``)."""
    if kind not in MAKERS:
        raise InputError(f"cannot make {kind!r} puzzles (choose from {', '.join(MAKERS)})", source="kind")
    m, n = parse_size(size, kind)
    if box is not None and kind != "sudoku":
        raise InputError(f"a sudoku's box shape: {kind} has no boxes", source="box")
    if kind == "sudoku":
        if clues is not None:
            _common(symmetry, time_limit, seed, clues)
            raise InputError("sudoku is made minimal: leave clues out", source="clues")
        return sudoku(m, box, seed=seed, symmetry=symmetry, time_limit=time_limit)
    return MAKERS[kind](m, n, seed=seed, symmetry=symmetry, clues=clues, time_limit=time_limit)
