"""Gappy's own: blank grids counted against the brute force, cells given shaded, the notation
without its rows of cells, the picture, and what the maker refuses."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.backends import get_backend
from xcckit.errors import InputError
from xcckit.making import make
from xcckit.puzzles.gappy import Gappy, random_answer

from .cases.gappy import BLANK_8, line_pairs
from .conftest import accepted
from .genres import answers, brute


def test_a_blank_grid_has_answers_from_8x8_up():
    """Two shaded cells in each of two neighbouring rows take four columns pairwise apart, so 7
    columns leave the rows alternating two pairs, a column shaded four times: no answer below 8×8."""
    for n in range(1, 8):
        assert xcckit.count(Gappy(None, [None] * n, [None] * n), backend="dlx").count == 0


@pytest.mark.parametrize("text", [BLANK_8, "9 9\n- - - - 1 - - - -\n- 3 - - - - - - -\n"])
def test_small_grids_have_the_answers_of_the_brute_force(text, backend_name):
    p = Gappy.from_text(text)
    accepted(get_backend(backend_name), p.model)
    assert answers(p, backend_name) == brute(p, line_pairs)


def test_the_blank_9x9_count():
    assert xcckit.count(Gappy(None, [None] * 9, [None] * 9), backend="dlx").count == 664


def test_a_cell_given_shaded_keeps_the_answers_that_shade_it():
    blank = Gappy.from_text(BLANK_8)
    both = answers(blank, "dlx")
    given = Gappy.from_text(BLANK_8 + "- x - - - - - -\n" + "- - - - - - - -\n" * 7)
    assert given.clue == {(0, 1): True}
    assert answers(given, "dlx") == [g for g in both if g[0][1] == "x"] and len(both) == 2
    assert given.verify(both[0] if both[0][0][1] == "-" else both[1]) == "r1c2 is given shaded, not '-'"


def test_the_rows_of_cells_may_be_left_out_and_are_written_back():
    text = "8 8\n1 - - - - - - 1\n- 1 - - - - - -\n"
    p = Gappy.from_text(text)
    assert p.cols == [1, None, None, None, None, None, None, 1] and p.rows == [None, 1] + [None] * 6
    written = p.to_text()
    assert written == text + "- - - - - - - -\n" * 8 and Gappy.from_text(written).to_text() == written


def test_the_picture_puts_the_clues_above_and_left_of_the_grid():
    p = Gappy.from_text("8 8\n1 - - - - - - -\n- - - - - - - 6\n")
    blank = p.svg()
    assert 'fill="#333"' not in blank and blank.count(">1<") == 1 and blank.count(">6<") == 1
    assert p.draw(None)["text"] == {(0, 1): "1", (8, 0): "6"}


@pytest.mark.parametrize("n", [8, 9, 12])
def test_random_answers_keep_the_rules(n):
    blank = Gappy(None, [None] * n, [None] * n)
    for seed in range(3):
        assert blank.verify(random_answer(n, random.Random(seed))) is None


def test_the_maker_refuses_what_has_no_puzzle():
    with pytest.raises(InputError, match="a gappy of 7x7 has no answer"):
        Gappy.maker(7, 7, random.Random(1))
    with pytest.raises(InputError, match="a gappy grid is square"):
        Gappy.maker(8, 10, random.Random(1))
    with pytest.raises(InputError, match="no rot2 symmetry maps them onto one another"):
        make("gappy", 8, seed=1, symmetry="rot2")


def test_an_8x8_is_made_with_a_cell_given_shaded():
    """Every clue of an 8×8 leaves both answers of the blank grid (their gaps are all 1): the
    repair gives a cell shaded, and the clues all go."""
    made = make("gappy", 8, seed=1)
    assert sum(t == "x" for row in made.puzzle.cells for t in row) == 1 and made.clues == 1
    assert xcckit.solve(made.puzzle, unique=True).unique
