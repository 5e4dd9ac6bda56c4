"""Akari's own questions (what every genre is asked: tests/cases/akari.py): the bundled puzzle's
one answer on every backend, a blank grid's count on dlx and zdd, long runs, puzzlekit's lightup
URL, and the maker's repair."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.puzzles.akari import Akari

from .cases.akari import CASE
from .genres import answers, brute


@pytest.mark.parametrize("m, n", [(3, 4), (4, 4)])
def test_dlx_counts_a_blank_grid_as_the_rules_do(m, n):
    """A grid of white cells only: dlx's count (and zdd's) is the brute force's."""
    p = Akari([["-"] * n for _ in range(m)])
    want = len(brute(p, CASE.candidates))
    assert want > 10
    assert xcckit.count(p, backend="dlx").count == want
    assert xcckit.count(p, backend="zdd").count == want


def test_long_runs():
    """A row of 70 white cells: one light anywhere; two rows of 64 (of 16 for sat): one light in
    each, not in the same column."""
    assert xcckit.count(Akari([["-"] * 70]), backend="dlx").count == 70
    assert xcckit.count(Akari([["-"] * 64] * 2), backend="dlx").count == 64 * 63
    assert xcckit.count(Akari([["-"] * 16] * 2), backend="sat").count == 16 * 15


def test_a_lightup_url_is_read_and_written_as_akari():
    """puzzlekit's example URL (pzprjs's lightup) reads and is written back as pzprjs writes it."""
    body = "l.hbg..hc.6bg.gbici6bg1b.bg.g.k.k5.i.g2.h.h.bg.hcj"
    p = Akari.from_url(f"https://puzz.link/p?lightup/10/10/{body}")
    assert p.to_url() == f"https://puzz.link/p?akari/10/10/{body}"
    assert p.cells[0] == ["-", "-", "-", "-", "-", "-", "x", "-", "-", "1"] and p.cells[1][3:5] == ["x", "x"]
    assert xcckit.solve(p, unique=True).unique


@pytest.mark.parametrize("seed", range(3))
def test_a_repair_keeps_the_made_answer_and_rules_the_other_out(seed, translation_name):
    """The maker's answer is an answer of the puzzle it makes; a repair keeps it one and rules
    the other answer out."""
    rng = random.Random(seed)
    made = Akari.maker(*CASE.made, rng)
    p = Akari(made.cells)
    assert p.verify(made.answer) is None
    grids = answers(p, translation_name)
    assert made.answer in grids
    for other in [g for g in grids if g != made.answer][:3]:
        fixed = Akari.repair(made, other)
        assert fixed is not None
        q = Akari(fixed.cells)
        assert q.verify(fixed.answer) is None and q.verify(other) is not None
