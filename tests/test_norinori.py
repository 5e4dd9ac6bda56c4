"""Norinori's own questions (what every genre is asked: tests/cases/norinori.py): the bundled
puzzle on every backend, puzzlekit's example in both notations, near-blank grids, and the maker's
repairs."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.backends import get_backend
from xcckit.puzzles.norinori import Norinori

from .cases.norinori import PUZZLEKIT, PUZZLEKIT_ANSWER, PUZZLEKIT_ROOMS
from .conftest import accepted
from .genres import answers, brute, shading_candidates


def test_puzzlekits_example_gives_its_answer():
    """With its rows of cells and without them (its rooms alone)."""
    for text in (PUZZLEKIT, ["10 10", *PUZZLEKIT_ROOMS]):
        r = xcckit.solve(Norinori.from_text("\n".join(text)), unique=True)
        assert r.unique and r.answers[0].answer["grid"] == [row.split() for row in PUZZLEKIT_ANSWER]


@pytest.mark.parametrize("m, n", [(3, 4), (4, 3)])
def test_a_near_blank_grid_counts_as_the_rules_do(m, n, backend_name):
    """Two rooms, the halves of the grid: each backend's count is the brute force's."""
    half = (m * n) // 2
    p = Norinori([["-"] * n for _ in range(m)], [[int(i * n + j >= half) for j in range(n)] for i in range(m)])
    accepted(get_backend(backend_name), p.model)
    want = len(brute(p, shading_candidates))
    assert want > 3
    assert xcckit.count(p, backend=backend_name).count == want


@pytest.mark.parametrize("seed", range(3))
def test_a_repair_keeps_the_answer_and_rules_the_other_out(seed):
    """(The suite asks that the maker's answer keeps the rules.) A repair keeps the made answer one
    and rules the other answer out."""
    rng = random.Random(seed)
    made = Norinori.maker(5, 5, rng)
    p = Norinori(made.cells, made.rooms)
    assert p.verify(made.answer) is None
    grids = answers(p, "sat")
    assert made.answer in grids
    for other in [g for g in grids if g != made.answer][:3]:
        fixed = Norinori.repair(made, other)
        if fixed is None:
            continue
        q = Norinori(fixed.cells, fixed.rooms)
        assert q.verify(fixed.answer) is None and q.verify(other) is not None
