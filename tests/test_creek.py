"""Creek's own questions (what every genre is asked is tests/cases/creek.py): a blank grid's count
against the brute force, a single unshaded cell, and the notation of points (R+1 rows of C+1 for
R×C cells; '?' a circle without a number, pzprjs's '.')."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.puzzles.creek import Creek

from .genres import brute_shadings


def blank(m: int, n: int) -> Creek:
    return Creek([["-"] * (n + 1) for _ in range(m + 1)])


@pytest.mark.parametrize("name", ["auto", "zdd"])
def test_a_blank_grid_counts_the_shadings_whose_unshaded_cells_hang_together(name):
    p = blank(3, 3)
    assert xcckit.count(p, backend=name).count == len(brute_shadings(p)) == 219


def test_a_single_unshaded_cell_is_an_answer():
    """A 3 in the middle of 2×2 cells: one unshaded cell, anywhere (nothing says two)."""
    p = Creek([["-", "-", "-"], ["-", "3", "-"], ["-", "-", "-"]])
    assert sorted(p.grid(s) for s in xcckit.solve(p, limit=None).solutions) == brute_shadings(p)
    assert xcckit.count(p).count == 4


def test_points_round_trip_through_the_notation_and_the_url():
    rng = random.Random(3)
    points = [[rng.choice(["-", "-", "?", "0", "1", "2"]) for _ in range(5)] for _ in range(4)]
    p = Creek(points)
    assert (p.m, p.n) == (3, 4) and p.to_text().splitlines()[0] == "3 4"
    assert Creek.from_text(p.to_text()).cells == points
    assert Creek.from_url(p.to_url()).cells == points and "." in p.to_url()
