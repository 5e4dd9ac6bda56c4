"""Kurotto's own questions (what every genre is asked: tests/cases/kurotto.py): the bundled puzzle
and small puzzles' counts on every backend, blank and near-blank boards, puzzlekit's URL, and the
maker's repairs."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.backends import get_backend
from xcckit.puzzles.genre import Made
from xcckit.puzzles.kurotto import Kurotto

from .cases.kurotto import CASE
from .conftest import accepted
from .genres import brute, shading_candidates


@pytest.mark.parametrize("seed", range(CASE.seeds))
def test_small_puzzles_count_as_many_answers_as_the_rules_allow(seed, backend_name):
    """The suite compares the answers each backend lists; its count is the brute force's too."""
    p = CASE.random(random.Random(seed))
    accepted(get_backend(backend_name), p.model)
    assert xcckit.count(p, backend=backend_name).count == len(brute(p, CASE.candidates))


def test_dlx_counts_a_blank_and_a_near_blank_board():
    """No circle: every shading (2^cells); one 0 in the middle of a 3×3 board: its four neighbours
    unshaded, the corners free."""
    assert xcckit.count(Kurotto([["-"] * 3] * 2), backend="dlx").count == 2 ** 6
    p = Kurotto([["-", "-", "-"], ["-", "0", "-"], ["-", "-", "-"]])
    assert xcckit.count(p, backend="dlx").count == len(brute(p, shading_candidates)) == 2 ** 4


def test_puzzlekits_url():
    sample = "https://puzz.link/p?kurotto/10/10/46s.g21k4k2h.i1n.4j34n.i3h.k3k61g3s23"  # (puzzlekit's link)
    q = Kurotto.from_url(sample)
    assert q.cells[0][:3] == ["4", "6", "-"] and q.cells[1][5] == "o" and q.to_url() == sample
    assert xcckit.solve(q, unique=True).unique is True


@pytest.mark.parametrize("seed", range(3))
def test_made_answers_keep_the_rules_and_repairs_rule_the_other_out(seed):
    rng = random.Random(seed)
    made = Kurotto.maker(5, 6, rng)
    p = Kurotto(made.cells)
    assert p.verify(made.answer) is None
    fewer = [row[:] for row in made.cells]
    for i, j in made.removable[::2]:
        fewer[i][j] = "-"
    q = Kurotto(fewer)
    found = [q.grid(s) for s in xcckit.solve(q, backend="sat", limit=2).solutions]
    assert q.verify(made.answer) is None
    others = [g for g in found if g != made.answer]
    if others:
        fixed = Kurotto.repair(Made(fewer, [], answer=made.answer), others[0])
        if fixed is not None:
            r = Kurotto(fixed.cells)
            assert r.verify(fixed.answer) is None and r.verify(others[0]) is not None
