"""Kakurasu's own: the sets of places a line's options list, lines without clues, the notation
written back, the framed picture."""

from __future__ import annotations

import itertools

import pytest

import xcckit
from xcckit.backends import get_backend
from xcckit.puzzles.kakurasu import Kakurasu, sums_to

from .conftest import accepted


@pytest.mark.parametrize("length", range(0, 9))
def test_sums_to_lists_every_set_of_places_with_that_sum(length):
    for total in range(length * (length + 1) // 2 + 2):
        want = sorted(tuple(k for k, b in zip(range(1, length + 1), bits) if b)
                      for bits in itertools.product((0, 1), repeat=length)
                      if sum(k for k, b in zip(range(1, length + 1), bits) if b) == total)
        assert sorted(sums_to(length, total)) == want


def test_cells_without_a_clue_in_their_row_and_column_are_counted_both_ways(backend_name):
    """A blank 2×3 grid: every shading (64); one clue in a row: that row's sets times the rest."""
    blank = Kakurasu([None, None], [None, None, None])
    accepted(get_backend(backend_name), blank.model)
    assert xcckit.count(blank, backend=backend_name).count == 64
    assert xcckit.count(Kakurasu([3, None], [None, None, None]), backend=backend_name).count == 2 * 8
    assert xcckit.count(Kakurasu([3, None], [None, 0, None]), backend=backend_name).count == 1 * 4


def test_zero_clues_leave_their_lines_unshaded():
    p = Kakurasu([0, 6], [2, 2, 2])
    (answer,) = xcckit.solve(p, unique=True).answers
    assert answer.answer["grid"] == [["-", "-", "-"], ["x", "x", "x"]]


def test_the_notation_is_written_back():
    text = "2 3\n1 - 3\n- 6\n"
    p = Kakurasu.from_text(text)
    assert p.rows == [None, 6] and p.cols == [1, None, 3]
    assert p.to_text() == text and Kakurasu.from_text(p.to_text()).to_text() == text


def test_the_picture_frames_the_grid_with_places_and_clues():
    p = Kakurasu.from_text("2 3\n2 - 2\n- 6\n")
    blank = p.svg()
    assert 'fill="#333"' not in blank and blank.count(">6<") == 1 and blank.count(">2<") == 4  # (2 places, 2 clues)
    solved = p.svg(xcckit.solve(p, limit=1).solutions[0])
    assert solved.count('fill="#333"') >= 3 and solved != blank


