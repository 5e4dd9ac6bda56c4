"""Making puzzles: a random solution, all its clues, then clues taken away while the puzzle stays
unique.

:func:`sudoku` draws a full grid (the first solution dlx finds with the options of the blank grid
in a random order), then tries to take away each clue, or each group of clues that a symmetry
maps to one another, once, in a random order: a group goes when the puzzle without it still has
exactly one solution (a dlx count stopped at 2). One pass leaves a minimal puzzle: taking away
clues only adds solutions, so a group that could not go when it was tried cannot go later.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

from .backends.base import Outcome
from .backends.dlx import DlxBackend
from .backends.subproblems import restrict
from .errors import InputError
from .puzzles.sudoku import Sudoku, _box
from . import validate

SYMMETRIES = ("none", "rot2", "rot4", "mirror")


@dataclass
class Generated:
    """A puzzle made by :func:`sudoku`: the puzzle, its solution's grid, whether it is proven
    minimal (every remaining clue group was tried), and what the making took."""

    puzzle: Sudoku
    solution: list[list[int]]
    minimal: bool
    seed: int
    symmetry: str
    checks: int = 0
    seconds: float = 0.0
    notes: list[str] = field(default_factory=list)

    @property
    def clues(self) -> int:
        return sum(1 for row in self.puzzle.grid for v in row if v)

    def to_json(self) -> dict:
        return {"puzzle": self.puzzle.to_text().splitlines(), "clues": self.clues, "unique": True,
                "minimal": self.minimal, "seed": self.seed, "symmetry": self.symmetry,
                "checks": self.checks, "seconds": round(self.seconds, 3)}


def _groups(n: int, symmetry: str) -> list[list[tuple[int, int]]]:
    """The cells of an n×n grid in the groups a symmetry maps to one another."""
    maps = {"none": [], "rot2": [lambda i, j: (n - 1 - i, n - 1 - j)],
            "rot4": [lambda i, j: (j, n - 1 - i), lambda i, j: (n - 1 - i, n - 1 - j), lambda i, j: (n - 1 - j, i)],
            "mirror": [lambda i, j: (i, n - 1 - j)]}[symmetry]
    seen: set[tuple[int, int]] = set()
    groups = []
    for i in range(n):
        for j in range(n):
            if (i, j) in seen:
                continue
            group = sorted({(i, j), *(f(i, j) for f in maps)})
            seen.update(group)
            groups.append(group)
    return groups


def sudoku(n: int = 9, box=None, seed: int | None = None, symmetry: str = "none",
           time_limit: float | None = None) -> Generated:
    """A unique n×n sudoku (boxes ``box``, square by default), minimal unless the time limit
    came first (then ``minimal`` is False: unique, with clues that might still go)."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise InputError(f"the grid's side is a whole number, at least 1, not {n!r}", source="n")
    if symmetry not in SYMMETRIES:
        raise InputError(f"unknown symmetry {symmetry!r} (choose from {', '.join(SYMMETRIES)})", source="symmetry")
    validate.time_limit(time_limit, "time_limit")
    R, C = _box(n, box)
    seed = random.randrange(1 << 31) if seed is None else seed
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
    checks, minimal = 0, True
    for group in groups:
        if deadline is not None and time.perf_counter() >= deadline:
            minimal = False
            break
        kept = [grid[i][j] for i, j in group]
        for i, j in group:
            grid[i][j] = 0
        checks += 1
        left = None if deadline is None else max(0.01, deadline - time.perf_counter())
        model = Sudoku(grid, (R, C)).model
        count, outcome = dlx.count(model, limit=2, time_limit=left)
        if count != 1 or outcome is Outcome.TIMEOUT:
            for (i, j), v in zip(group, kept):
                grid[i][j] = v
            if outcome is Outcome.TIMEOUT and count < 2:
                minimal = False
                break
    return Generated(Sudoku(grid, (R, C)), solution, minimal, seed, symmetry, checks, time.perf_counter() - start)
