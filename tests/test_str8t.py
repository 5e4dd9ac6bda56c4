"""Str8ts' own questions (what every genre is asked: tests/cases/str8t.py): blank layouts counted
against the brute force, givens that clash, and the maker's sizes and fillings."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.backends import backends_for
from xcckit.errors import InputError
from xcckit.puzzles.str8t import Str8t, _fill

from .cases.str8t import fillings
from .genres import brute


def puzzle(*rows: str) -> Str8t:
    return Str8t([row.split() for row in rows])


@pytest.mark.parametrize("rows, known", [
    (("- - - -", "- - - -", "- - - -", "- - - -"), 576),  # (the latin squares of order 4: OEIS A002860)
    (("x - - -", "- - - x", "- - x -", "- x - -"), None),
    (("- - x -", "- - - -", "x - - -", "- - - x"), None),
    (("x - - 4", "- - - -", "- - - -", "- - - 1x"), None),
])
def test_blank_layouts_count_as_the_brute_force(rows, known):
    """On every backend that takes the model."""
    p = puzzle(*rows)
    want = len(brute(p, fillings))
    assert known in (None, want)
    for backend in backends_for(p.model):
        assert xcckit.count(p, backend=backend).count == want, backend


def test_givens_that_clash_have_no_answer():
    for rows in (("1x - 1x", "- - -", "- - -"),    # (two black 1s in a row)
                 ("2x - -", "- - -", "2 - -"),     # (a white 2 under a black 2)
                 ("1 - x", "- - -", "1 - -")):    # (two given 1s in a column)
        p = puzzle(*rows)
        assert brute(p, fillings) == []
        assert xcckit.count(p, backend="dlx").count == 0
        assert xcckit.count(p, backend="sat").count == 0


def test_the_maker_makes_square_grids_of_3_to_10_rows():
    with pytest.raises(InputError, match="square, not 4x5"):
        Str8t.maker(4, 5, random.Random(1))
    with pytest.raises(InputError, match="3x3 to 10x10"):
        Str8t.maker(11, 11, random.Random(1))


@pytest.mark.parametrize("n", [3, 5, 7])
def test_the_fillings_keep_the_rules(n):
    rng = random.Random(n)
    for _ in range(3):
        black = [[rng.random() < 0.3 for _ in range(n)] for _ in range(n)]
        answer = _fill(black, rng)
        if answer is not None:
            blank = Str8t([["x" if b else "-" for b in row] for row in black])
            assert blank.verify(answer) is None


def test_a_made_puzzle_keeps_its_black_cells_symmetric_and_its_white_digits_removable():
    made = Str8t.maker(6, 6, random.Random(3), symmetry="rot2")
    for i in range(6):
        for j in range(6):
            tok = made.cells[i][j]
            assert tok.endswith("x") == made.cells[5 - i][5 - j].endswith("x")
            assert tok.endswith("x") == ((i, j) not in made.removable)
            assert Str8t.emptied(tok) == ("x" if tok.endswith("x") else "-")
    assert any(tok[:-1] for row in made.cells for tok in row if tok.endswith("x"))
    assert Str8t(made.cells).verify(made.answer) is None
