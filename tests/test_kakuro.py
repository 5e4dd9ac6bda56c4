"""Kakuro's own questions (what every genre is asked: tests/cases/kakuro.py): the bundled
puzzle's one answer on every backend, a blank board's count, pzprjs's example URL, and the
maker's larger puzzles."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.backends import get_backend
from xcckit.puzzles.kakuro import Kakuro

from .cases.kakuro import CASE
from .conftest import accepted
from .genres import brute


def test_a_blank_board_counts_as_the_brute_force(backend_name):
    """No clue at all: each run's digits differ (a 2x2 block of white cells: the colourings of a
    4-cycle in 9 colours, 8^4 + 8)."""
    p = Kakuro([["-", "-", "-"], ["-", "0", "0"], ["-", "0", "0"]])
    accepted(get_backend(backend_name), p.model)
    expected = len(brute(p, CASE.candidates))
    assert expected == 8 ** 4 + 8
    assert xcckit.count(p, backend=backend_name).count == expected


def test_pzprjs_example_url():
    """pzprjs's own example (its test script's URL) reads and writes back as it was."""
    url = "https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3"
    p = Kakuro.from_url(url)
    assert p.to_url() == url
    assert p.cells[1] == ["-", "4,8", "0", "0", "10,", "-"] and p.cells[0][2:4] == ["12,", "4,"]
    assert xcckit.solve(p, unique=True).unique is True


@pytest.mark.parametrize("seed", range(3))
def test_made_5x6_puzzles_have_an_answer(seed, translation_name):
    """A 5×6 made puzzle (past the case's size: too many answers to list) has an answer that
    keeps the rules, as does the maker's."""
    made = Kakuro.maker(5, 6, random.Random(seed))
    p = Kakuro(made.cells)
    assert p.verify(made.answer) is None
    r = xcckit.solve(p, backend=translation_name, limit=1)
    assert r.solutions and p.verify(p.grid(r.solutions[0])) is None
