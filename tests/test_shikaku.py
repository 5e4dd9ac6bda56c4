"""Shikaku's own questions (what every genre is asked: tests/cases/shikaku.py): the bundled puzzle
and small puzzles' counts on every backend, near-blank boards, the rules checker's numbering, and
a URL number past 15."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.backends import get_backend
from xcckit.puzzles.kinds import get_kind
from xcckit.puzzles.shikaku import Shikaku

from .cases.shikaku import CASE, DEMO_ANSWER
from .conftest import accepted
from .genres import brute


@pytest.mark.parametrize("seed", range(CASE.seeds))
def test_small_puzzles_count_as_many_answers_as_the_rules_allow(seed, backend_name):
    """The suite compares the answers each backend lists; its count is the brute force's too."""
    p = CASE.random(random.Random(seed))
    accepted(get_backend(backend_name), p.model)
    assert xcckit.count(p, backend=backend_name).count == len(brute(p, CASE.candidates))


def test_dlx_counts_a_near_blank_board():
    """One number, the whole board's area: one answer; two numbers of half the board each: the
    cuts between them (brute force)."""
    assert xcckit.count(Shikaku([["-", "-", "-"], ["-", "12", "-"], ["-", "-", "-"], ["-", "-", "-"]]),
                        backend="dlx").count == 1
    p = Shikaku([["4", "-", "-", "-"], ["-", "-", "-", "4"]])
    assert xcckit.count(p, backend="dlx").count == len(brute(p, CASE.candidates)) == 2


def test_the_rules_checker_takes_any_numbering():
    p = get_kind("shikaku").from_args(["demo-10x10"])
    grid = [row.split() for row in DEMO_ANSWER]
    assert p.verify([[str(100 - int(t)) for t in row] for row in grid]) is None


def test_a_url_number_past_15():
    assert Shikaku.from_url("https://puzz.link/p?shikaku/6/3/-10w").cells[0] == ["16", "-", "-", "-", "-", "-"]


def test_a_clue_the_symmetry_fixes_moves_whole():
    """A mirror draw's 6 on the axis, repaired against an answer cut across: it moves down the
    axis, and stays a 6 (its image is itself: read once, before its cell is emptied)."""
    from xcckit.puzzles.kit.division import SymmetricMade, move_clue
    made = SymmetricMade(cells=[["-", "6", "-"], ["-", "-", "-"]], removable=[], answer=[["1"] * 3, ["1"] * 3],
                         symmetry="mirror")
    moved = move_clue(made, [["1"] * 3, ["2"] * 3])
    assert moved is not None and moved.cells == [["-", "-", "-"], ["-", "6", "-"]]
