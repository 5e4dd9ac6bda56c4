"""Burokku's own: a blank grid's count against the brute force, the block size (a third number,
the symbols of a full grid, the shorter side), janko.at's given lines, the cap on the blocks
listed, the maker's two styles."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import xcckit
from xcckit.backends import get_backend
from xcckit.errors import InputError
from xcckit.puzzles.burokku import FULL_FROM, Burokku, grown_blocks

from .conftest import accepted
from .tilings import connected_partitions


def tilings(m: int, n: int, k: int) -> int:
    """The divisions of the m×n grid into connected regions of k cells each (the brute force)."""
    return sum(set(Counter(label.values()).values()) == {k} for label in connected_partitions(m, n))


@pytest.mark.parametrize("m, n, k", [(3, 3, 3), (2, 4, 2), (2, 4, 4), (2, 3, 3), (1, 4, 2)])
def test_a_blank_grid_counts_its_tilings(backend_name, m, n, k):
    text = f"{m} {n} {k}\n" + f"{' '.join('-' * n)}\n" * m
    p = Burokku.from_text(text)
    accepted(get_backend(backend_name), p.model)
    assert xcckit.count(p, backend=backend_name).count == tilings(m, n, k)


def test_the_blocks_are_the_shorter_side_or_the_symbols_of_a_full_grid():
    assert Burokku.from_args(["2x4"]).block == 2 and Burokku.from_args(["4x4"]).block == 4
    full = Burokku.from_text("2 2\na b\nb a\n")  # (every cell a symbol: blocks of 2, each holding a and b)
    assert full.block == 2 and xcckit.count(full).count == 2
    assert Burokku.from_text("2 2\na B\nA b\n").block == 4  # (a letter's case tells two symbols apart)
    assert Burokku.from_text("2 2 1\na b\nb a\n").block == 1


def test_given_lines_part_blocks_and_are_written_back():
    text = "2 2\n- -\n- -\n[lines]\n1 -\n- -\n"
    p = Burokku.from_text(text)
    assert p.to_text() == text and Burokku.from_text(p.to_text()).to_text() == text
    (answer,) = xcckit.solve(p, unique=True).answers  # (r1c1 and r1c2 apart: the two columns)
    assert answer.answer["grid"] == [["1", "2"], ["1", "2"]]
    assert Burokku.from_text("2 2\n- -\n- -\n[lines]\n- -\n- -\n").to_text() == "2 2\n- -\n- -\n"
    assert 'stroke-width="3"' in p.svg()  # (the given line, before any answer)


def test_too_many_blocks_are_refused():
    with pytest.raises(InputError, match="more than 10 blocks of 3 cells"):
        grown_blocks(3, 3, 3, [0] * 9, 10)


@pytest.mark.parametrize("side", [5, FULL_FROM])
def test_the_maker_writes_letters_or_a_full_grid(side):
    made = Burokku.maker(side, side, random.Random(1))
    letters = {t for row in made.cells for t in row}
    assert len(letters) == side and "-" not in letters
    if side < FULL_FROM:
        assert letters <= set("abcde") and len(made.removable) == side * side
    else:
        assert all(t.isupper() for t in letters) and made.removable == []
    p = Burokku.made(made.cells, made)
    assert p.block == side and p.verify(made.answer) is None
