"""Kakurasu's own: the sets of places a line's options list, lines without clues, the notation
written back, the framed picture, the constructor's checks."""

from __future__ import annotations

import itertools

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.puzzles.kakurasu import Kakurasu, sums_to


@pytest.mark.parametrize("length", range(0, 9))
def test_sums_to_lists_every_set_of_places_with_that_sum(length):
    for total in range(length * (length + 1) // 2 + 2):
        want = sorted(tuple(k for k, b in zip(range(1, length + 1), bits) if b)
                      for bits in itertools.product((0, 1), repeat=length)
                      if sum(k for k, b in zip(range(1, length + 1), bits) if b) == total)
        assert sorted(sums_to(length, total)) == want


@pytest.mark.parametrize("which", ["dlx", "sat", "cpsat", "zdd"])
def test_cells_without_a_clue_in_their_row_and_column_are_counted_both_ways(which):
    """A blank 2×3 grid: every shading (64); one clue in a row: that row's sets times the rest."""
    assert xcckit.count(Kakurasu([None, None], [None, None, None]), backend=which).count == 64
    assert xcckit.count(Kakurasu([3, None], [None, None, None]), backend=which).count == 2 * 8
    assert xcckit.count(Kakurasu([3, None], [None, 0, None]), backend=which).count == 1 * 4


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


def test_the_constructor_checks_the_clues():
    with pytest.raises(TypeError, match="Kakurasu\\(rows, cols\\)"):
        Kakurasu([1, 2])
    with pytest.raises(InputError, match="row 2's clue 7 is more than 6, the sum of all its 3 places"):
        Kakurasu([1, 7], [1, 1, 1])
    with pytest.raises(InputError, match="column 1's clue is 'a': a clue is a whole number or '-'"):
        Kakurasu([1, 1], ["a", 1])
    with pytest.raises(InputError, match="row 1's clue is -1: a clue is a whole number or '-'"):
        Kakurasu([-1, 1], [1, 1])
    with pytest.raises(InputError, match="at least one row and one column"):
        Kakurasu([], [])
