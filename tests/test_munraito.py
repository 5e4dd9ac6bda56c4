"""Munraito's own: a blank grid's count, a line's layouts against the rules, the stars and clouds
puzzlekit's notation may give, the maker's refusals and its symmetry."""

from __future__ import annotations

import itertools
import math
import random

import pytest

import xcckit
from xcckit.backends import get_backend
from xcckit.errors import InputError
from xcckit.puzzles.kit.grid import orbits
from xcckit.puzzles.munraito import Munraito, line_layouts

from .conftest import accepted


def derangements(n: int) -> int:
    return round(math.factorial(n) / math.e) if n else 1


@pytest.mark.parametrize("n", [2, 3, 4])
def test_a_blank_grid_counts_two_permutations_that_share_no_cell(backend_name, n):
    """The stars a permutation, the clouds another that meets it nowhere: n! times the
    derangements of n."""
    p = Munraito([["-"] * n for _ in range(n)])
    accepted(get_backend(backend_name), p.model)
    assert xcckit.count(p, backend=backend_name).count == math.factorial(n) * derangements(n)


@pytest.mark.parametrize("length", range(2, 7))
def test_a_lines_layouts_are_those_the_light_allows(length):
    """Every moon placement and every pair of lit sides of a short line: the layouts are the
    (star, cloud) pairs whose light, walked cell by cell, lights the moons so."""
    for k in range(length - 1):
        for moons in itertools.combinations(range(length), k):
            for sides in itertools.product([(False, False), (True, False), (False, True), (True, True)], repeat=k):
                want = dict(zip(moons, sides))
                walked = []
                for a, b in itertools.permutations([p for p in range(length) if p not in want], 2):
                    lit = {}
                    for p in want:
                        looks = []
                        for step in (-1, 1):
                            q = p + step
                            while 0 <= q < length and q not in want and q != b and q != a:
                                q += step
                            looks.append(q == a)
                        lit[p] = tuple(looks)
                    if lit == want:
                        walked.append((a, b))
                assert sorted(line_layouts(length, want, {})) == sorted(walked)


def test_given_stars_and_clouds_are_kept_and_written_back():
    """puzzlekit's notation may give a star (s) or a cloud (x): the answers keep them."""
    text = "3 3\ns - -\n- - -\n- - x\n"
    p = Munraito.from_text(text)
    assert p.to_text() == text
    grids = [p.grid(s) for s in xcckit.solve(p, limit=None).solutions]
    assert grids and all(g[0][0] == "s" and g[2][2] == "x" for g in grids)
    assert p.verify([["x", "s", "-"], ["s", "-", "x"], ["-", "x", "s"]]) == "r1c1 is given a star, not 'x'"


def test_a_moon_stops_the_light():
    """A star's light stops at the first moon: the moon beyond it is dark on that side."""
    row = ["s", "4", "0", "-", "-"]
    p = Munraito([["-"] * 5, row, ["-"] * 5, ["-"] * 5, ["-"] * 5])
    solutions = xcckit.solve(p, limit=None).solutions
    assert len(solutions) == 12 and all(p.verify(p.grid(s)) is None for s in solutions)
    row[2] = "4"
    assert xcckit.count(Munraito([["-"] * 5, row, ["-"] * 5, ["-"] * 5, ["-"] * 5])).count == 0


def test_the_maker_refuses_what_it_cannot_make():
    rng = random.Random(1)
    with pytest.raises(InputError, match="a munraito is square"):
        Munraito.maker(5, 6, rng)
    with pytest.raises(InputError, match="3x3 grids and larger"):
        Munraito.maker(2, 2, rng)


@pytest.mark.parametrize("symmetry", ["rot2", "rot4", "mirror"])
def test_the_maker_keeps_its_moons_symmetric(symmetry):
    rng = random.Random(3)
    made = Munraito.maker(7, 7, rng, symmetry=symmetry)
    for group in orbits(7, 7, symmetry):
        held = {made.cells[i][j] != "-" for i, j in group}
        assert len(held) == 1
    other = next((g for g in (Munraito.made(made.cells, made).grid(s) for s in
                               xcckit.solve(Munraito.made(made.cells, made), limit=4).solutions)
                  if g != made.answer), None)
    if other is not None:
        fixed = Munraito.repair(made, other)
        if fixed is not None:
            assert all(len({fixed.cells[i][j] != "-" for i, j in g}) == 1 for g in orbits(7, 7, symmetry))
            q = Munraito.made(fixed.cells, fixed)
            assert q.verify(fixed.answer) is None and q.verify(other) is not None


def test_the_picture_draws_each_moon_in_quarters():
    p = Munraito.from_text("3 3\n- 9 -\n- - -\n0 - -\n")
    blank = p.svg()
    assert blank.count("<path") == 8 and blank.count('fill="white"') >= 2  # (9: the top and right quarters lit)
