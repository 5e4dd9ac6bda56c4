"""Nonogram's own questions (what every genre is asked: tests/cases/nonogram.py): the bundled
puzzle on every backend and settled by line solving, small puzzles without line solving and with
every line read by its automaton, counts of loose clues, line solving, the small puzzle's URL, and
the maker's one answer."""

from __future__ import annotations

import random

import pytest

import xcckit
import xcckit.puzzles.nonogram as nonogram
from xcckit.backends import get_backend
from xcckit.puzzles.kinds import get_kind
from xcckit.puzzles.nonogram import Nonogram, line_solve

from .cases.nonogram import CASE, SMALL, random_nonogram
from .conftest import accepted
from .genres import answers, brute


def test_line_solving_settles_the_bundled_puzzle():
    p = get_kind("nonogram").from_args(["demo-10x10"])
    assert p.automata == [] and p.model.n_options == 20  # line solving settles every line
    q = Nonogram(p.rows, p.cols, settle=False)
    assert q.model.n_options > 100 and xcckit.count(q, backend="dlx").count == 1


@pytest.mark.parametrize("seed", range(CASE.seeds))
def test_small_puzzles_without_line_solving_equal_the_rules(seed, backend_name):
    """The suite's small puzzles (line solved first), with no line solving."""
    p = CASE.random(random.Random(seed))
    plain = Nonogram(p.rows, p.cols, settle=False)
    accepted(get_backend(backend_name), plain.model)
    assert answers(plain, backend_name) == brute(p, CASE.candidates)


@pytest.mark.parametrize("seed", range(4))
def test_the_automaton_lines_equal_the_rules(seed, monkeypatch, backend_name):
    monkeypatch.setattr(nonogram, "CAP", 0)
    rng = random.Random(100 + seed)
    p = random_nonogram(rng, rng.randint(2, 4), rng.randint(3, 4), settle=False)
    assert len(p.automata) == p.m + p.n
    accepted(get_backend(backend_name), p.model)
    assert answers(p, backend_name) == brute(p, CASE.candidates)


@pytest.mark.parametrize("rows, cols, count", [
    ([[1]] * 4, [[1]] * 4, 24),           # the permutation matrices
    ([[1, 1]] * 3 + [[]], [[1]] * 6, None),
    ([[2]] * 3, [[1]] * 6, None),
])
def test_counts_of_loose_clues_equal_the_brute_force(rows, cols, count, backend_name):
    p = Nonogram(rows, cols)
    accepted(get_backend(backend_name), p.model)
    expected = len(brute(p, CASE.candidates))
    assert count is None or expected == count
    assert xcckit.count(p, backend=backend_name).count == expected


def test_line_solving_settles_what_every_answer_agrees_on():
    assert line_solve([[3], [1]], [[1], [2], [1]]) == [[1, 1, 1], [0, 1, 0]]
    assert line_solve([[1], [1]], [[1], [1]]) == [[None, None], [None, None]]
    assert line_solve([[2], [2]], [[1], [1]]) is None


def test_the_small_puzzles_url_reads_back_to_its_text():
    q = Nonogram.from_text("\n".join(SMALL) + "\n")
    assert Nonogram.from_url(q.to_url()).to_text() == q.to_text()


@pytest.mark.parametrize("seed", range(3))
def test_a_made_puzzle_has_its_answer_alone(seed):
    """(The suite asks that the maker's answer keeps the rules.) It is the one answer of the
    puzzle (line solving solves it)."""
    made = Nonogram.maker(7, 8, random.Random(seed))
    p = Nonogram(made.cells, made.rooms)
    r = xcckit.solve(p, backend="sat", unique=True)
    assert r.unique is True and p.grid(r.solutions[0]) == made.answer


def test_probing_settles_what_line_solving_leaves_open():
    """A 6×6 whose lines alone settle 8 of 36 cells: each open cell tried both ways settles the
    rest (a value whose line solving contradicts itself is not the cell's), so the model holds one
    option per line; the answer is the puzzle's one."""
    rows, cols = [[2, 2], [2], [1, 2], [1, 1], [2], [1, 2]], [[1], [1, 2], [1, 1], [3], [3, 1], [1, 1, 1]]
    lines = line_solve(rows, cols, probe=False)
    assert sum(v is None for row in lines for v in row) == 28
    probed = line_solve(rows, cols)
    assert all(v is not None for row in probed for v in row)
    p = Nonogram(rows, cols)
    assert p.model.n_options == 12
    result = xcckit.solve(p, backend="sat", unique=True)
    assert result.unique and result.answers[0].answer["grid"] == [["x" if v else "-" for v in row] for row in probed]
