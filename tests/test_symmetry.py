"""Burnside counting through fixed-point models, against direct orbit counting."""

from __future__ import annotations

import pytest

import xcckit
from xcckit import Model, UnsupportedError, parse_dlx
from xcckit.check import check_solution
from xcckit.symmetry import burnside, fixed_model, fixed_model_and_orbits


def dominoes(n: int) -> tuple[Model, list[tuple[tuple[int, int], tuple[int, int]]]]:
    """Domino tilings of the n×n square: a primary item per cell, an option per domino."""
    m = Model()
    for r in range(n):
        for c in range(n):
            m.add_primary(f"{r}{c}")
    cells = []
    for r in range(n):
        for c in range(n):
            for dr, dc in ((0, 1), (1, 0)):
                if r + dr < n and c + dc < n:
                    m.add_option([f"{r}{c}", f"{r + dr}{c + dc}"])
                    cells.append(((r, c), (r + dr, c + dc)))
    return m, cells


def square_group(n: int, cells) -> list[dict[int, int]]:
    """The 8 symmetries of the square acting on the dominoes."""
    maps = [lambda r, c: (r, c), lambda r, c: (c, n - 1 - r), lambda r, c: (n - 1 - r, n - 1 - c),
            lambda r, c: (n - 1 - c, r), lambda r, c: (r, n - 1 - c), lambda r, c: (n - 1 - r, c),
            lambda r, c: (c, r), lambda r, c: (n - 1 - c, n - 1 - r)]
    where = {frozenset(d): k for k, d in enumerate(cells)}
    return [{k: where[frozenset((f(*a), f(*b)))] for k, (a, b) in enumerate(cells)} for f in maps]


def test_fixed_models_and_burnside_match_direct_orbits(backend):
    m, cells = dominoes(4)
    group = square_group(4, cells)
    sols = xcckit.solve(m, backend="dlx", limit=None).solutions
    assert len(sols) == 36
    for image in group[1:]:
        direct = sum(1 for s in sols if tuple(sorted(image[o] for o in s)) == s)
        assert xcckit.count(fixed_model(m, image), backend=backend).count == direct
    # the quarter turns fix 2 tilings each, the half turn 8, the mirrors through edge midpoints
    # 12 each, the diagonal mirrors none
    fixed = [xcckit.count(fixed_model(m, g), backend=backend).count for g in group[1:]]
    assert fixed == [2, 8, 2, 12, 12, 0, 0]
    classes = {min(tuple(sorted(g[o] for o in s)) for g in group) for s in sols}
    assert burnside(36, fixed, len(group)) == len(classes) == 9


def test_fixed_model_solutions_expand_to_invariant_solutions():
    m, cells = dominoes(4)
    image = square_group(4, cells)[2]  # rotation by 180°
    q, orbits = fixed_model_and_orbits(m, image)
    assert len(orbits) == q.n_options
    sols = xcckit.solve(q, backend="dlx", limit=None).solutions
    assert len(sols) == 8
    for sol in sols:
        original = tuple(sorted(k for o in sol for k in orbits[o]))
        assert check_solution(m, original) is None
        assert tuple(sorted(image[o] for o in original)) == original


def test_burnside_rejects_a_non_group_and_bounds():
    with pytest.raises(ArithmeticError, match="not a multiple of the group order 8"):
        burnside(36, [1], 8)
    m = parse_dlx("2:2|a\na\na\n")
    with pytest.raises(UnsupportedError, match="only for models without bounds"):
        fixed_model(m, {0: 1, 1: 0})
