"""Kuromasu's own questions (what every genre is asked: tests/cases/kuromasu.py): blank and
one-wide grids against the rules, a number not given ('?'), and the maker's symmetric shadings."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.backends import get_backend
from xcckit.errors import UnsupportedError
from xcckit.making import orbits
from xcckit.puzzles.kuromasu import Kuromasu

from .cases.kuromasu import CASE
from .conftest import accepted
from .genres import answers, brute


@pytest.mark.parametrize("rows", [["- - -", "- - -", "- - -"], ["- - - -", "- - - -"], ["1"], ["- 1 -"],
                                  ["4 - - -"], ["-", "?", "-", "2"], ["? - ? -", "- - - -"]])
def test_small_grids_equal_the_rules(rows, backend_name):
    """Blank grids (every shading of no two side by side, the rest connected), a lone 1, one-wide
    grids and numbers not given."""
    p = Kuromasu([r.split() for r in rows])
    accepted(get_backend(backend_name), p.model)
    expected = brute(p, CASE.candidates)
    try:
        assert answers(p, backend_name) == expected
    except UnsupportedError:  # (zdd lists no solutions of a connected constraint)
        assert xcckit.count(p, backend=backend_name).count == len(expected)


def test_a_number_not_given_is_unshaded_and_counts_nothing():
    p = Kuromasu([["?", "-", "-"]])
    assert p.verify([["-", "x", "-"]]) == "the unshaded cells fall into 2 parts (r1c1 and r1c3)"
    assert p.verify([["-", "-", "x"]]) is None
    assert p.to_url() == "https://puzz.link/p?kurodoko/3/1/.h"
    assert Kuromasu.from_url(p.to_url()).cells == p.cells


@pytest.mark.parametrize("symmetry", ["rot2", "rot4", "mirror"])
def test_made_shadings_keep_the_symmetry(symmetry):
    """The maker's shading lies in whole orbits, every unshaded cell holds its number, and the
    puzzle with every number has the one answer."""
    made = Kuromasu.maker(5, 5, random.Random(3), symmetry=symmetry)
    for group in orbits(5, 5, symmetry):
        assert len({made.answer[i][j] for i, j in group}) == 1
    p = Kuromasu.made(made.cells, made)
    assert p.verify(made.answer) is None
    r = xcckit.solve(p, unique=True)
    assert r.unique and p.grid(r.solutions[0]) == made.answer
