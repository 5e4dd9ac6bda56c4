"""Fobidoshi's own (what every genre is asked: tests/cases/fobidoshi.py): a blank grid's count
against the brute force on every backend that takes the model, crosses answered as '-' (as
puzzlekit's corpus writes them), and the maker's circles, which cannot grow."""

from __future__ import annotations

import functools
import random

import pytest

import xcckit
from xcckit.backends import get_backend
from xcckit.puzzles.fobidoshi import Fobidoshi

from .cases.fobidoshi import circlings
from .conftest import accepted
from .genres import brute


@functools.lru_cache(maxsize=None)
def _blank_count(m: int, n: int) -> int:
    return len(brute(Fobidoshi([["-"] * n for _ in range(m)]), circlings))


@pytest.mark.parametrize("size", [(1, 5), (3, 4)])
def test_a_blank_grid_counts_the_connected_circlings_without_four_in_a_row(size, backend_name):
    """Every set of circles that hangs together with no four in a line, the empty one too (a
    1×5 row: the runs of 1 to 3 cells, 12, and none)."""
    p = Fobidoshi([["-"] * size[1] for _ in range(size[0])])
    accepted(get_backend(backend_name), p.model)
    want = _blank_count(*size)
    assert size != (1, 5) or want == 13
    assert xcckit.count(p, backend=backend_name).count == want


def test_a_cross_holds_no_circle_and_is_answered_as_no_circle():
    p = Fobidoshi.from_text("1 5\nx - - o -\n")
    grids = sorted(p.grid(s)[0] for s in xcckit.solve(p, limit=None).solutions)
    assert grids == [["-", "-", "-", "o", "-"], ["-", "-", "-", "o", "o"], ["-", "-", "o", "o", "-"],
                     ["-", "-", "o", "o", "o"], ["-", "o", "o", "o", "-"]]
    assert p.to_text() == "1 5\nx - - o -\n"


@pytest.mark.parametrize("seed", range(3))
def test_the_makers_circles_cannot_grow_so_they_alone_have_one_answer(seed):
    made = Fobidoshi.maker(6, 7, random.Random(seed))
    circles_only = [["o" if t == "o" else "-" for t in row] for row in made.answer]
    p = Fobidoshi(circles_only)
    assert p.verify(made.answer) is None
    result = xcckit.solve(p, unique=True)
    assert result.unique and result.answers[0].answer["grid"] == made.answer
