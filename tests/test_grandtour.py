"""Grand tour: what is its own (the rest is tests/cases/grandtour.py): the tours of blank grids
against the brute force and the known counts, a given line written in one cell only, the
maker's grid of edges and its sizes."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.backends import get_backend
from xcckit.errors import InputError
from xcckit.puzzles.grandtour import GrandTour

from .cases.grandtour import line_sets
from .conftest import accepted
from .genres import brute


@pytest.mark.parametrize("m, n", [(1, 1), (1, 4), (2, 3), (3, 3), (2, 2)])
def test_a_blank_grid_has_the_tours_the_rules_allow(m, n, backend_name):
    """The tours of the (m+1)×(n+1) dots: 1, 1, 4, 6 (a 4×4 grid of dots), and none for 3×3
    dots (an odd number)."""
    p = GrandTour([["-"] * n for _ in range(m)])
    accepted(get_backend(backend_name), p.model)
    assert xcckit.count(p, backend=backend_name).count == len(brute(p, line_sets))


def test_the_known_count_of_a_6x6_grid_of_dots():
    """1072 Hamiltonian cycles of the 6×6 grid graph (OEIS A003763)."""
    assert xcckit.count(GrandTour([["-"] * 5 for _ in range(5)]), backend="zdd").count == 1072


def test_a_line_is_given_where_either_cell_beside_it_says_so():
    """The sites write a given line in both cells beside it; one is enough (and two of the
    published puzzles write one once)."""
    both = GrandTour.from_text("3 4\n- - 3 4\n- - 8 -\n- - - -\n")
    left = GrandTour.from_text("3 4\n- - 3 -\n- - - -\n- - - -\n")
    right = GrandTour.from_text("3 4\n- - - 4\n- - 8 -\n- - - -\n")
    assert both.given == left.given == right.given
    answers = [xcckit.solve(p, unique=True) for p in (both, left, right)]
    assert all(r.unique for r in answers)
    assert answers[0].answers[0].answer == answers[1].answers[0].answer == answers[2].answers[0].answer


def test_the_maker_writes_each_given_line_in_both_cells():
    rng = random.Random(4)
    drawn = GrandTour.maker(9, 8, rng)  # (90 dots: no uniform draw; the tree's tour, flipped)
    p = GrandTour.made(drawn.cells, drawn)
    assert p.verify(drawn.answer) is None
    assert p.to_text() == "9 8\n" + "\n".join(" ".join(row) for row in drawn.answer) + "\n"
    assert xcckit.solve(p, unique=True).unique


def test_no_tour_passes_an_odd_number_of_dots():
    with pytest.raises(InputError, match="a 4x4 grand tour has 25 dots, an odd number"):
        GrandTour.maker(4, 4, random.Random(1))
    assert xcckit.count(GrandTour([["-"] * 4 for _ in range(4)])).count == 0
