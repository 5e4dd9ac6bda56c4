"""Nurimisaki's own questions (what every genre is asked: tests/cases/nurimisaki.py): blank and
one-wide grids, puzzlekit's and pzprjs's examples, rules broken in the bundled answer, and the
maker on grids of every shape."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.puzzles.nurimisaki import Nurimisaki

from .genres import answers, brute, equal_to_the_rules, shading_candidates


@pytest.mark.parametrize("rows", [["- - -", "- - -", "- - -"], ["- - - -", "- - - -"], ["- - - - -"],
                                  ["-"], ["2 - - ?"], ["- - ? - -", "- - - - -"], ["4", "-", "-", "-"]])
def test_blank_and_one_wide_grids_equal_the_rules(rows, backend_name):
    """Where a lone unshaded cell may be the whole of them (a 3x3's centre, any cell of one row) and
    where not, with circles and without, on every backend that takes the model (one that lists no
    solutions of it counts them)."""
    equal_to_the_rules(Nurimisaki([r.split() for r in rows]), backend_name, shading_candidates)


def test_puzzlekits_example():
    """puzzlekit's input_example and its output_example."""
    p = Nurimisaki.from_text("6 6\n- - ? - - -\n- - - - - -\n? - - - - -\n- 3 - - - 2\n- - - - - -\n5 - - - 5 -\n")
    assert [[" ".join(r) for r in g] for g in answers(p, "sat")] == [
        ["x x - x x x", "- - - - - x", "- x - x - -", "x - - - x -", "x x x - x x", "- - - - - x"]]


@pytest.mark.parametrize("size", [(1, 1), (1, 6), (5, 1), (2, 2), (2, 7), (3, 3), (6, 9), (12, 11)])
def test_made_answers_keep_the_rules_on_grids_of_every_shape(size):
    """The maker's answer keeps every rule and is an answer of the puzzle it makes (every dead end
    a circle with its passage's length), for each of a few seeds."""
    m, n = size
    for seed in range(4):
        made = Nurimisaki.maker(m, n, random.Random(seed))
        p = Nurimisaki(made.cells)
        assert p.verify(made.answer) is None and made.removable == []
    if m * n <= 12:
        assert made.answer in brute(p, shading_candidates)
    else:
        assert made.answer in [p.grid(s) for s in xcckit.solve(p, backend="sat", limit=None).solutions]
