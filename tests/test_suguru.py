"""Suguru's own questions (what every genre is asked: tests/cases/suguru.py): a big room written
cell by cell, blank grids counted, and puzzlekit's example's URL."""

from __future__ import annotations

import functools

import pytest

import xcckit
from xcckit.backends import get_backend
from xcckit.puzzles.kinds import get_kind
from xcckit.puzzles.suguru import Suguru

from .cases.suguru import CASE, EXAMPLE
from .conftest import accepted
from .genres import answers, brute


BIG_ROOM = ([["-", "-", "-", "-"], ["-", "3", "-", "-"]], [[0, 0, 0, 0], [0, 0, 0, 1]])


@functools.cache
def big_room_answers() -> list:
    """The brute force's answers of the big room (seconds: computed once for every backend)."""
    return brute(Suguru(*BIG_ROOM), CASE.candidates)


def test_a_big_room_is_written_cell_by_cell(backend_name):
    """A room of 7 cells (720 fillings with its 3) is an option a cell and number like any other: the same
    answers as the rules on every backend, and no option for a number given in the room or
    beside the cell."""
    p = Suguru(*BIG_ROOM)
    accepted(get_backend(backend_name), p.model)
    expected = big_room_answers()
    assert expected
    assert answers(p, backend_name) == expected
    assert p.model.n_options == 6 * 6 + 1 + 1  # (6 numbers, not 3, for each of the room's other cells; r2c2, r2c4)


@pytest.mark.parametrize("rooms, want", [([[0, 0, 1, 1], [0, 0, 1, 1]], 96), ([[0, 0, 0, 1, 1, 1]], 24),
                                         ([[0, 0, 0], [1, 1, 1]], 0), ([[0], [1], [1]], 1), ([[0], [0], [1]], 1)])
def test_dlx_counts_blank_grids(rooms, want):
    """No numbers given: dlx's count (and zdd's) is the brute force's."""
    p = Suguru([["-"] * len(rooms[0]) for _ in rooms], rooms)
    assert xcckit.count(p, backend="dlx").count == want == len(brute(p, CASE.candidates))
    assert xcckit.count(p, backend="zdd").count == want


def test_puzzlekits_examples_url():
    """puzzlekit's example: its URL exactly; it and the bundled puzzle read back to the same text."""
    p = Suguru.from_text(EXAMPLE)
    url = p.to_url()
    assert url == "https://puzz.link/p?suguru/6/6/cjv9nhal59ks4s4h1i2h5h35m"
    again = Suguru.from_url(url)
    assert again.cells == p.cells and again.to_text() == p.to_text()
    demo = get_kind("suguru").from_args(["demo-8x8"])
    assert Suguru.from_url(demo.to_url()).to_text() == demo.to_text()
