"""Kurotto's own questions (what every genre is asked: tests/cases/kurotto.py): the bundled puzzle
and small puzzles' counts on every backend, blank and near-blank boards, puzzlekit's URL, and the
maker's repairs; the numbers counted by the reach count constraint (every number, on small
puzzles, against the brute force on every backend that takes it; a number of 30, which the
listed neighbourhoods could not hold)."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.backends import get_backend
from xcckit.constraints import ReachCount
from xcckit.puzzles import kurotto
from xcckit.puzzles.kit.genre import Made
from xcckit.puzzles.kurotto import Kurotto

from .cases.kurotto import CASE
from .conftest import accepted, listing
from .genres import brute, shading_candidates


@pytest.mark.parametrize("seed", range(CASE.seeds))
def test_small_puzzles_count_as_many_answers_as_the_rules_allow(seed, backend_name):
    """The suite compares the answers each backend lists; its count is the brute force's too."""
    p = CASE.random(random.Random(seed))
    accepted(get_backend(backend_name), p.model)
    assert xcckit.count(p, backend=backend_name).count == len(brute(p, CASE.candidates))


@pytest.mark.parametrize("seed", range(CASE.seeds))
def test_every_number_counted_by_the_constraint_equals_the_rules(seed, monkeypatch):
    """With no number listed, each is a clue of the reach count: the answers on every backend
    that takes it are the brute force's."""
    monkeypatch.setattr(kurotto, "LISTED", 0)
    p = CASE.random(random.Random(seed))
    assert [type(sc) for sc in p.model.side_constraints] == ([ReachCount] if any(
        v != "o" for v in p.clue.values()) else [])
    expected = brute(p, CASE.candidates)
    for name in listing(ReachCount):
        result = xcckit.solve(p, backend=name, limit=None)
        assert result.complete and sorted(p.grid(s) for s in result.solutions) == expected, name


@pytest.mark.parametrize("seed", [1, 2, 5])  # (boards with 340, 1,270 and 20 answers)
def test_listed_and_counted_numbers_agree(seed, monkeypatch):
    """A 4x5 board with numbers up to 8: the same count whichever way its numbers are modelled."""
    rng = random.Random(seed)
    cells = [["-"] * 5 for _ in range(4)]
    for _ in range(4):
        cells[rng.randrange(4)][rng.randrange(5)] = rng.choice(["o", "1", "3", "5", "8"])
    counts = []
    for listed in (0, 10 ** 6):
        monkeypatch.setattr(kurotto, "LISTED", listed)
        counts.append(xcckit.count(Kurotto(cells), backend="sat").count)
    assert counts[0] == counts[1] > 0


def test_a_number_of_thirty_is_modelled():
    """A 30 in a corner of a blank 12x12 board (more than 60,000 neighbourhoods, which the listed
    model refused): a reach count, whose answer keeps the rules."""
    p = Kurotto([["30"] + ["-"] * 11] + [["-"] * 12 for _ in range(11)])
    assert [type(sc) for sc in p.model.side_constraints] == [ReachCount]
    assert p.model.n_options == 12 * 12 * 2 - 1
    r = xcckit.solve(p, limit=1)
    assert r.backend == "sat" and r.answers[0].answer["grid"][0][0] == "-"


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
