"""Yin-yang's own questions (what every genre is asked: tests/cases/yinyang.py): blank grids
against the rules, the peers' examples, and the maker's answers at every size."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.puzzles.yinyang import YinYang

from .cases.yinyang import CASE
from .genres import answers, brute


@pytest.mark.parametrize("size", ["3 3", "3 4", "4 3", "2 2", "1 4"])
def test_blank_grids_equal_the_rules(size):
    """Every colouring of a blank grid (on a 3x3 also the lone centre of one colour, whose four
    blocks all hold it), on sat: the implied rules (no checkerboard block, at most two changes of
    colour round the edge) take none away."""
    m, n = map(int, size.split())
    p = YinYang([["-"] * n for _ in range(m)])
    expected = brute(p, CASE.candidates)
    assert answers(p, "sat") == expected and len(expected) > 0
    if size == "3 3":
        assert [["b"] * 3, ["b", "w", "b"], ["b"] * 3] in expected


def test_puzzlekits_example():
    """puzzlekit's input_example and its output_example."""
    p = YinYang.from_text("6 6\nw b - - - -\n- - - w - -\n- - b - b -\nw - w - - -\n- - - w - -\n- - w - b -\n")
    assert [[" ".join(r) for r in g] for g in answers(p, "sat")] == [
        ["w b b b b b", "w w w w w b", "w b b b b b", "w b w b w b", "w b w w w b", "w w w b b b"]]


@pytest.mark.parametrize("size", [(1, 1), (1, 6), (5, 1), (2, 2), (2, 7), (3, 3), (6, 9), (12, 11)])
def test_made_answers_keep_the_rules_at_every_size(size):
    """The maker's answer keeps every rule (for each of a few seeds), and is the one answer of
    the puzzle with all its clues."""
    m, n = size
    for seed in range(6):
        made = YinYang.maker(m, n, random.Random(seed))
        assert YinYang([["-"] * n for _ in range(m)]).verify(made.answer) is None
        assert made.cells == made.answer and len(made.removable) == m * n
    p = YinYang(made.cells)
    assert [p.grid(s) for s in xcckit.solve(p, backend="sat", limit=None).solutions] == [made.answer]
