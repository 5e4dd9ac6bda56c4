"""Magnetic's own: the sets of places a line's options list, a blank board's count on every
backend against the brute force, the notation with and without given cells, what pzprjs's URLs
cannot say, the framed picture."""

from __future__ import annotations

import itertools

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.puzzles.magnetic import Magnetic, apart_sets

from .cases.magnetic import PLATES, SMALL, plate_states
from .genres import brute

BLANK = ["3 4", "- - - -", "- - - -", "- - -", "- - -", "1 1 2 3", "4 5 2 3", "4 5 6 6"]


@pytest.mark.parametrize("length", range(0, 7))
def test_apart_sets_lists_every_set_of_places_none_side_by_side(length):
    allowed = tuple(k != 2 for k in range(length))
    needed = tuple(k == length - 1 for k in range(length))
    for k in [None, *range(length + 1)]:
        want = sorted(bits for bits in itertools.product((False, True), repeat=length)
                      if not any(a and b for a, b in zip(bits, bits[1:]))
                      and all(a or not b for a, b in zip(allowed, bits))
                      and all(b or not n for n, b in zip(needed, bits))
                      and (k is None or sum(bits) == k))
        assert sorted(tuple(map(bool, row)) for row in apart_sets(length, allowed, needed, k)) == want


@pytest.mark.parametrize("which", ["dlx", "sat", "cpsat", "zdd"])
def test_a_board_without_clues_counts_as_the_brute_force(which):
    p = Magnetic.from_text("\n".join(BLANK))
    assert xcckit.count(p, backend=which).count == len(brute(p, plate_states))


def test_given_cells_are_written_back_only_where_there_are_some():
    text = "\n".join(SMALL) + "\n"
    p = Magnetic.from_text(text)
    assert p.to_text() == text and p.clue == {(0, 0): "+"}
    bare = "\n".join(SMALL[:5] + PLATES) + "\n"
    assert Magnetic.from_text(bare).to_text() == bare
    q = Magnetic.from_text("\n".join(SMALL[:5] + [". . . ."] * 4 + PLATES))
    assert q.to_text() == bare and xcckit.count(q).count == 3


def test_a_cell_off_the_board_is_empty_and_written_as_pzprjs_does():
    p = Magnetic.from_text("2 3\n1 - -\n- - -\n- 1\n- -\n1 1 @\n2 2 @\n")
    grids = sorted(p.grid(s) for s in xcckit.solve(p, limit=None).solutions)
    assert grids == [[["+", "-", "x"], ["-", "+", "x"]], [["-", "+", "x"], ["+", "-", "x"]],
                     [["x", "x", "x"], ["+", "-", "x"]]]
    url = p.to_url()
    assert Magnetic.from_url(url).to_text() == p.to_text()


def test_what_pzprjs_cannot_say():
    p = Magnetic.from_text("2 2\n- -\n- -\n- -\n- -\nx .\n. .\n1 1\n2 2\n")
    with pytest.raises(InputError, match="cannot give an empty cell \\('x' at r1c1\\)"):
        p.to_url()
    with pytest.raises(InputError, match="anti-magnets"):
        Magnetic.from_url("https://puzz.link/p?magnets/a/2/2/zg0o")


def test_the_picture_frames_the_grid_with_the_clues():
    p = Magnetic.from_text("\n".join(SMALL))
    blank = p.svg()
    assert blank.count("</text>") == 1 + 7 + 2 and 'transform="translate(28,28)"' in blank


def test_the_constructor_checks_the_clues():
    rooms = [[0, 0], [1, 1]]
    with pytest.raises(InputError, match="has 8 clues"):
        Magnetic([[".", "."], [".", "."]], rooms, [None] * 7)
    with pytest.raises(InputError, match="row 2's - clue 2 is more than 1"):
        Magnetic([[".", "."], [".", "."]], rooms, [None] * 7 + [2])
    with pytest.raises(InputError, match="column 1's \\+ clue is 'a'"):
        Magnetic([[".", "."], [".", "."]], rooms, ["a"] + [None] * 7)
