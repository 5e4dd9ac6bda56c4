"""What the genres' tests share: a puzzle's answers on a backend, and the brute force of the
shading genres (every grid of x and -, the rules checker saying which are answers)."""

from __future__ import annotations

import itertools

import xcckit


def answers(puzzle, backend: str) -> list:
    """The answers, sorted, as many as the backend's solutions (an answer found twice shows
    twice); the search must be complete."""
    result = xcckit.solve(puzzle, backend=backend, limit=None)
    assert result.complete
    return sorted(puzzle.grid(s) for s in result.solutions)


def shadings(m: int, n: int):
    """Every grid of x and - (the brute force: the rules checker says which are answers)."""
    for bits in itertools.product("x-", repeat=m * n):
        yield [list(bits[i * n:(i + 1) * n]) for i in range(m)]


def brute_shadings(puzzle) -> list[list[list[str]]]:
    """The shading grids the puzzle's rules checker passes, sorted."""
    return sorted(g for g in shadings(puzzle.m, puzzle.n) if puzzle.verify(g) is None)
