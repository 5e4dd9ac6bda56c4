"""Nanbaboru's own questions (what every genre is asked: tests/cases/nanbaboru.py): blank grids
counted against the brute force and the known figures, the ball written 0 or o, and the maker's numbers and sizes."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.puzzles.nanbaboru import Nanbaboru, numbers_for

from .cases.nanbaboru import rows_of_numbers
from .genres import answers, brute


@pytest.mark.parametrize("n, k, want", [(2, 1, 2), (2, 2, 2), (3, 1, 6), (3, 2, 12), (3, 3, 12), (4, 2, 216),
                                         (4, 4, 576)])
def test_blank_grids_count_as_the_brute_force(n, k, want):
    """Without clues: N disjoint permutation matrices (3×3 of 3 numbers: the 12 Latin squares;
    4×4 of 2: 4! placements of the 1s times the 9 derangements that place the 2s; 4×4 of 4: the
    576 Latin squares), by the brute force up to 3×3."""
    p = Nanbaboru([["-"] * n for _ in range(n)], None, [k])
    assert n > 3 or len(brute(p, rows_of_numbers)) == want
    assert xcckit.count(p, backend="dlx").count == want


def test_a_ball_is_0_or_o_and_a_cross_x_in_either_case():
    """The dataset writes a ball 0 (and once o): both read as a ball and are written back as
    given."""
    text = "4 4 2\no - - X\n- O - -\n- - 0 -\nx - - 2\n"
    p = Nanbaboru.from_text(text)
    assert p.to_text() == text
    want = Nanbaboru.from_text(text.replace("o", "0").replace("O", "0").replace("X", "x"))
    found = answers(p, "dlx")
    assert found == answers(want, "dlx") and len(found) == 6
    assert all(g[0][0] != "-" and g[0][3] == "-" and g[1][1] != "-" and g[3][3] == "2" for g in found)


def test_the_constructor_takes_n_and_refuses_rooms():
    assert Nanbaboru([["-"] * 3] * 3).numbers == 3  # (N defaults to the side: a Latin square)
    with pytest.raises(InputError, match="a nanbaboru puzzle has no rooms"):
        Nanbaboru([["-"] * 2] * 2, [[0, 0], [0, 0]], [1])


def test_the_maker_writes_about_half_the_side_and_only_square_grids():
    assert [numbers_for(n) for n in range(1, 11)] == [1, 2, 2, 3, 3, 4, 4, 5, 5, 6]
    for seed in range(3):
        made = Nanbaboru.maker(8, 8, random.Random(seed))
        assert made.extra == [5] and len(made.removable) == 64
        assert Nanbaboru.made(made.cells, made).verify(made.answer) is None
    with pytest.raises(InputError, match="a nanbaboru grid is square, not 4x5"):
        Nanbaboru.maker(4, 5, random.Random(1))
