"""Hitori's own questions (what every genre is asked: tests/cases/hitori.py): one-wide grids,
cells without numbers, puzzlekit's and pzprjs's examples, URL numbers past 9, and the maker's
shading."""

from __future__ import annotations

import itertools
import random

import pytest

from xcckit.errors import InputError
from xcckit.puzzles.hitori import Hitori

from .cases.hitori import CASE
from .genres import answers, brute, equal_to_the_rules


@pytest.mark.parametrize("rows", [["1 1 1"], ["1 2 1 1"], ["1", "1", "1", "2"], ["7"], ["1 1"]])
def test_one_wide_grids_equal_the_rules(rows, backend_name):
    """On one row or column a cell may be walled off only when nothing lies beyond its neighbours."""
    equal_to_the_rules(Hitori([r.split() for r in rows]), backend_name, CASE.candidates)


def test_puzzlekits_example(translation_name):
    """puzzlekit's input_example and its output_example."""
    p = Hitori.from_text("4 4\n3 3 1 4\n4 3 2 2\n1 3 4 2\n3 4 3 2\n")
    assert [[" ".join(r) for r in g] for g in answers(p, translation_name)] == [["- x - -", "- - - x", "- x - -",
                                                                                 "x - - x"]]


def test_cells_without_numbers_repeat_nothing(translation_name):
    p = Hitori([["-", "-", "-"]])
    assert p.verify([["-", "-", "-"]]) is None
    assert answers(p, translation_name) == brute(p, CASE.candidates)


def test_url_numbers_past_9():
    q = Hitori.from_url("https://puzz.link/p?hitori/3/2/z.-10a.0")
    assert q.cells == [["35", "-", "36"], ["10", "-", "0"]]
    assert Hitori.from_url(q.to_url()).cells == q.cells


def test_a_number_too_large_for_a_url_is_refused():
    with pytest.raises(InputError, match="the number 1296 at r1c1 is too large for a puzz.link hitori URL"):
        Hitori([["1296"]]).to_url()


@pytest.mark.parametrize("seed", range(3))
def test_made_shadings_cannot_grow(seed):
    """The maker's puzzle has no removable givens, its shading cannot grow, and every shaded cell
    repeats a number of an unshaded cell of its lines."""
    rng = random.Random(seed)
    made = Hitori.maker(*CASE.made, rng)
    p = Hitori(made.cells)
    assert p.verify(made.answer) is None and made.removable == []
    for i, j in itertools.product(range(p.m), range(p.n)):
        if made.answer[i][j] == "x":
            seen = {p.cells[i][k] for k in range(p.n) if made.answer[i][k] == "-"}
            seen |= {p.cells[k][j] for k in range(p.m) if made.answer[k][j] == "-"}
            assert p.cells[i][j] in seen
        else:
            more = [row[:] for row in made.answer]
            more[i][j] = "x"
            assert p.verify(more) is not None
