"""Making puzzles: a random solution, all its clues, then clues taken away while the puzzle stays
unique.

:func:`slitherlink` draws a loop: uniformly from the zdd of every loop of the blank grid when the
grid has at most :data:`UNIFORM_CELLS` cells (that diagram takes under a second to make), else by
growing a random tree of corridors one square wide, without holes or pinches, and taking its
boundary (:func:`~xcckit.puzzles.loops.random_loop`; not uniform: such loops wind through most
of the grid, and a loop that leaves large areas empty makes the uniqueness questions slow,
since the solver then rules out small loops in them one cut at a time). Every
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
exactly one solution, asked of one incremental SAT solver as for the loop puzzles (a clue is an
item the model can drop: :func:`_sudoku_union`). One pass leaves a minimal puzzle: taking away
clues only adds solutions, so a group that could not go when it was tried cannot go later.
"""

from __future__ import annotations

import random
import re
import time
from dataclasses import dataclass, field
from functools import partial

from typing import Any

import numpy as np

from .backends import oracles
from .backends.base import Deadline
from .backends.subproblems import copy_constraints, restrict
from .errors import InputError, TimeLimitReached, XccError
from .model import Model
from .puzzles import Puzzle
from .puzzles.loops import random_loop
from .puzzles.masyu import Masyu
from .puzzles.slitherlink import Slitherlink
from .puzzles.sudoku import Sudoku, box_shape, fits
from . import validate
from .difficulty import BANDS, Difficulty, difficulty
from .making import SYMMETRIES, make, orbits

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


def _side(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise InputError(f"the grid's side is a whole number, at least 1, not {value!r}", source=what)
    return value


def _sudoku_union(blank: Sudoku, options: list[int]) -> tuple[Model, list[int], dict[tuple[int, int], int]]:
    """The blank grid's model with each cell's clue as an item the model can drop: a primary item
    per cell (``g`` and the cell's name) in a copy of the option that puts the solution's digit
    there (``options``, one per cell). Returns the model, the solution (the copies) and each
    cell's item."""
    src = blank.model
    model = Model()
    model.add_items(list(src.names))
    first = model.add_items([f"g{src.names[src.option(o)[0][0]]}" for o in options])[0]
    for o in range(src.n_options):
        model.add_option(src.option_tokens(o))
    solution, item = [], {}
    for k, o in enumerate(options):
        i, j, _ = blank.placed[o]
        solution.append(model.add_option(src.option_tokens(o) + [model.names[first + k]]))
        item[i, j] = first + k
    return model, solution, item


@dataclass
class _Pass:
    """What one pass of taking clues away left: the cells that keep their clue, whether the pass
    went through every group, was interrupted, and the questions it asked."""

    kept: set
    minimal: bool = True
    interrupted: bool = False
    checks: int = 0


def _take_away(u: Any, item: dict, groups: list, deadline: Deadline, notes: list[str], clues: float | None = None,
               what: str = "clue", cells: int | None = None) -> _Pass:
    """One pass over ``groups`` (in their order) with the solver ``u``
    (:class:`~xcckit.backends.sat.Uniqueness`; ``item``: cell -> its optional item): a group
    goes when the puzzle without it has no other solution. ``clues``: stop once at most that
    share of the ``cells`` (default: every cell has an item) keep a clue."""
    done = _Pass(set(item))
    stop = None if clues is None else clues * (cells or len(item))
    late = f"the time limit came before every {what} was tried: unique, perhaps not minimal"
    try:
        for group in groups:
            if stop is not None and len(done.kept) <= stop:
                done.minimal = False
                notes.append(f"stopped at {len(done.kept)} {what}s (clues={clues:g})")
                break
            other = None if deadline.expired() else u.other([item[c] for c in done.kept.difference(group)], deadline)
            if other is None:
                done.minimal = False
                notes.append(late)
                break
            done.checks += 1
            if other is False:
                done.kept.difference_update(group)
    except KeyboardInterrupt:
        done.minimal, done.interrupted = False, True
        notes.append(f"interrupted before every {what} was tried: unique, perhaps not minimal")
    return done


LATE_START = "the time limit came before any {} was taken away: unique, not minimal"


def _unique_with_all(u: Any, item: dict, deadline: Deadline, what: str) -> bool:
    """Whether the puzzle with every clue has only the solution drawn (the time limit running
    out first raises TimeLimitReached: no puzzle yet)."""
    first = u.other(item.values(), deadline)
    if first is None:
        raise TimeLimitReached(f"time limit reached before {what} was proven unique: no puzzle")
    return first is False


def sudoku(n: int = 9, box=None, seed: int | None = None, symmetry: str = "none",
           time_limit: float | None = None) -> Generated:
    """A unique n×n sudoku (boxes ``box``, square by default), minimal unless the time limit
    came first (then ``minimal`` is False: unique, with clues that might still go). See the
    module docstring."""
    _side(n, "n")
    fits(n, f"{n}x{n}")  # (before anything of the grid's size is made)
    seed = _common(symmetry, time_limit, seed, None)
    R, C = box_shape(n, box)
    rng = random.Random(seed)
    start = time.perf_counter()
    deadline = Deadline(time_limit)
    blank = Sudoku([[0] * n for _ in range(n)], (R, C))
    order = list(range(blank.model.n_options))
    rng.shuffle(order)
    found = oracles.first(restrict(blank.model, order), deadline)
    if found is None:
        raise TimeLimitReached(f"time limit reached before a full {n}x{n} grid was drawn: no puzzle")
    chosen = sorted(order[o] for o in found)
    solution = blank.filled(chosen)
    model, known, item = _sudoku_union(blank, chosen)
    groups = _groups(n, symmetry)
    rng.shuffle(groups)
    notes: list[str] = []
    u = oracles.uniqueness(model, known, item.values(), deadline)
    if u is None:  # (the full grid is a puzzle, with one solution)
        notes.append(LATE_START.format("clue"))
        done = _Pass(set(item), minimal=False)
    else:
        with u:
            done = _take_away(u, item, groups, deadline, notes)
    kept = done.kept
    grid = [[solution[i][j] if (i, j) in kept else 0 for j in range(n)] for i in range(n)]
    return Generated("sudoku", Sudoku(grid, (R, C)), solution, done.minimal, seed, symmetry, len(kept), n * n,
                     "dlx, options in a random order", done.checks, time.perf_counter() - start, notes,
                     done.interrupted)


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
    return (_loop_edges(random_loop(m + 1, n + 1, rng, thin=True, expired=deadline.expired)),
            "a random tree of corridors' boundary")


def slitherlink(m: int = 10, n: int | None = None, seed: int | None = None, symmetry: str = "none",
                clues: float | None = None, time_limit: float | None = None) -> Generated:
    """A unique m×n slitherlink (n = m by default), minimal unless ``clues`` (stop once at most
    that share of the cells hold clues) or the time limit stopped the pass first (``minimal``
    False: unique, with clues that might still go). See the module docstring. The time limit
    running out before any unique puzzle raises :class:`~xcckit.errors.TimeLimitReached`."""
    m = _side(m, "m")
    n = m if n is None else _side(n, "n")
    Slitherlink.fits(m, n, f"{m}x{n}")  # (before anything of the grid's size is made)
    seed = _common(symmetry, time_limit, seed, clues)
    groups = _groups(m, symmetry, n)
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
    on, drawn = _draw_loop(m, n, rng, deadline)
    full = _clues_of(m, n, on)
    puzzle = Slitherlink(["".join(map(str, row)) for row in full])
    model = puzzle.model
    ids = model.index
    item = {(i, j): ids[puzzle.name(2 * i + 1, 2 * j + 1)] for i in range(m) for j in range(n)}
    solution = _options_of(model, {ids[puzzle.name(x, y)] for x, y in on})
    groups = list(groups)
    rng.shuffle(groups)
    u = oracles.uniqueness(model, solution, item.values(), deadline)
    if u is None:
        raise TimeLimitReached(f"time limit reached before the fully clued {m}x{n} puzzle was proven unique: "
                               "no puzzle")
    with u:
        if not _unique_with_all(u, item, deadline, f"the fully clued {m}x{n} puzzle"):
            notes.append("a loop drawn was not the only one even with every clue: another was drawn")
            return None
        done = _take_away(u, item, groups, deadline, notes, clues)
    kept = done.kept
    rows = ["".join(str(full[i][j]) if (i, j) in kept else "." for j in range(n)) for i in range(m)]
    loop = [list(d) for d in puzzle.loop_dots(solution)]
    return Generated("slitherlink", Slitherlink(rows), loop, done.minimal, 0, "none", len(kept), m * n, drawn,
                     done.checks + 1, 0.0, notes, done.interrupted)


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
    copy_constraints(src, model)
    return model, item


def _draw_cell_loop(m: int, n: int, rng: random.Random, deadline: Deadline,
                    symmetry: str) -> tuple[list[tuple[int, int]], str]:
    """A loop through the centres of an m×n grid's cells, in order (symmetric with a symmetry:
    its circles are then symmetric too)."""
    if symmetry != "none":
        return (random_loop(m, n, rng, thin=True, symmetry=symmetry, expired=deadline.expired),
                f"a random symmetric ({symmetry}) tree of corridors' boundary")
    if m * n <= UNIFORM_CELLS:
        sol, blank = _uniform(Masyu, m, n, rng, deadline)
        return list(blank.loop_cells(sol)), "uniform (zdd of the blank grid's loops)"
    return random_loop(m, n, rng, thin=True, expired=deadline.expired), "a random tree of corridors' boundary"


def masyu(m: int = 10, n: int | None = None, seed: int | None = None, symmetry: str = "none",
          clues: float | None = None, time_limit: float | None = None) -> Generated:
    """A unique m×n masyu: a loop drawn (see :func:`slitherlink`), every circle it allows
    (:meth:`~xcckit.puzzles.masyu.Masyu.from_loop`), another loop drawn while those circles
    allow a second loop, then circles taken away as :func:`slitherlink` takes clues away
    (symmetric groups: a group goes when all its circles go)."""
    m = _side(m, "m")
    n = m if n is None else _side(n, "n")
    Masyu.fits(m, n, f"{m}x{n}")  # (before anything of the grid's size is made)
    seed = _common(symmetry, time_limit, seed, clues)
    groups = _groups(m, symmetry, n)
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
    loop, drawn = _draw_cell_loop(m, n, rng, deadline, symmetry)
    full = Masyu.from_loop(m, n, loop)
    # most loops allow a second loop even with every circle (about 99 in 100 on 10x10): a dlx
    # count stopped at 2 (a few ms) throws those out before the solver is built
    if oracles.count_to_two(full.model, deadline) != 1:
        return None
    blank = Masyu(["." * n] * m)
    model, item = _masyu_union(full, blank)
    ids = full.model.index
    on = {ids[full.edge(loop[t], loop[(t + 1) % len(loop)])] for t in range(len(loop))}
    solution = _options_of(full.model, on)  # (the union's first options are the full model's)
    groups = [g for g in groups if any(c in item for c in g)]  # (whole: the loop is symmetric)
    rng.shuffle(groups)
    u = oracles.uniqueness(model, solution, item.values(), deadline)
    if u is None:  # (every circle: unique, as dlx counted)
        notes.append(LATE_START.format("circle"))
        done = _Pass(set(item), minimal=False)
    else:
        with u:
            if not _unique_with_all(u, item, deadline, f"a {m}x{n} masyu"):
                return None
            done = _take_away(u, item, groups, deadline, notes, clues, "circle", m * n)
    kept = done.kept
    rows = ["".join(full.rows[i][j] if (i, j) in kept else "." for j in range(n)) for i in range(m)]
    return Generated("masyu", Masyu(rows), [list(c) for c in loop], done.minimal, 0, "none", len(kept), m * n,
                     drawn, done.checks + 1, 0.0, notes, done.interrupted)


_rate = difficulty  # (generate's argument ``difficulty`` is a band: it hides this function's name there)


# ---------------------------------------------------------------------------- any kind
MAKERS = {"masyu": masyu, "slitherlink": slitherlink, "sudoku": sudoku}
"""The kinds made here, with symmetry and a share of clues; the genres of the puzzle sites are
made by their own makers (:func:`genre_makers`, :mod:`xcckit.making`)."""


def genre_makers() -> list[str]:
    """The genres whose kind has a maker (:meth:`~xcckit.puzzles.genre.Genre.maker`)."""
    from .puzzles.genre import Genre
    from .puzzles.kinds import KINDS, get_kind
    return [k for k in KINDS if k not in MAKERS and issubclass(get_kind(k), Genre)
            and get_kind(k).maker.__func__ is not Genre.maker.__func__]


def _genre(kind: str, m: int, n: int, seed: int, symmetry: str = "none", clues: float | None = None,
           time_limit: float | None = None) -> Generated:
    """A unique puzzle of a genre (:func:`xcckit.making.make`), as :func:`generate` gives it."""
    made = make(kind, m, n, seed, time_limit=time_limit, symmetry=symmetry, clues=clues)
    return Generated(kind, made.puzzle, made.answer, made.minimal, seed, symmetry, made.clues, m * n,
                     drawn=f"the {kind} maker, {made.draws} draw(s)", checks=made.checks, shape=(m, n),
                     notes=made.notes)


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
    """A unique puzzle of ``kind`` (masyu, slitherlink or sudoku) of ``size`` (``MxN`` or ``N``),
    minimal unless ``clues`` stopped the taking away first (at most that share of the cells
    keep a clue) or the time limit came (see :func:`masyu`, :func:`slitherlink`,
    :func:`sudoku`; ``box``: a sudoku's box shape ``RxC``), with its :class:`Difficulty`.
    ``difficulty`` (a band: easy, medium, hard): puzzles are drawn (each with a seed of its
    own, drawn from ``seed``: the puzzle's ``seed`` makes it again without the band) until one
    falls in that band; the time limit, or :data:`DRAWS` draws without one, ends the search
    (:class:`~xcckit.errors.TimeLimitReached`, :class:`NoneInBand`)."""
    genres = genre_makers()
    if kind not in MAKERS and kind not in genres:
        raise InputError(f"cannot make {kind!r} puzzles (choose from {', '.join([*MAKERS, *genres])})", source="kind")
    m, n = parse_size(size, kind)
    if box is not None and kind != "sudoku":
        raise InputError(f"a sudoku's box shape: {kind} has no boxes", source="box")
    if difficulty is not None and difficulty not in BANDS:
        raise InputError(f"unknown band {difficulty!r} (choose from {', '.join(BANDS)})", source="difficulty")
    seed = _common(symmetry, time_limit, seed, clues)
    if kind == "sudoku" and clues is not None:
        raise InputError("sudoku is made minimal: leave clues out", source="clues")
    deadline = Deadline(time_limit)
    start = time.perf_counter()
    for draw in range(DRAWS if difficulty is not None else 1):
        left = deadline.remaining()
        if left is not None and left <= 0:
            raise TimeLimitReached(f"time limit reached after {draw} draw(s), none of them {difficulty}: no puzzle"
                                   if draw else f"time limit reached before a {kind} was made: no puzzle")
        if kind == "sudoku":
            made = sudoku(m, box, seed=_seed_of(seed, draw), symmetry=symmetry, time_limit=left)
        else:
            maker = MAKERS.get(kind, partial(_genre, kind))
            made = maker(m, n, seed=_seed_of(seed, draw), symmetry=symmetry, clues=clues, time_limit=left)
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
