"""Nonogram: the model against the rules (every answer of small puzzles found by brute force with
the rules checker, on every backend), counts of near-blank boards, the rules checker against
broken answers, the notation and puzz.link URLs.
The command line and the DLX export: tests/test_genre_cli.py."""

from __future__ import annotations

import itertools
import random

import pytest

import xcckit
import xcckit.puzzles.nonogram as nonogram
from xcckit.errors import InputError
from xcckit.puzzles.kinds import get_kind
from xcckit.puzzles.nonogram import Nonogram, line_solve, runs_of

from .genres import one_line_error

DEMO_ANSWER = ["x x x - - - x x x x", "x x x - - - x x x x", "x x x - - - x x x x", "x x - - - - - x x x",
               "x x - - - - - - x -", "x x x - - - - - - -", "x x x - - - x x - -", "x x x x x x x x x -",
               "x x x - x x x x x x", "x x - - x x x x x x"]
SMALL = ["3 3", "2", "1", "1 1", "1", "2", "1 1"]  # (of the project's making: 1 answer)
SMALL_ANSWER = ["- - x", "x x -", "x - x"]


def brute(p: Nonogram) -> list[list[list[str]]]:
    """Every grid whose rows are runs of their clues (each row any of its placements), filtered by
    the rules checker."""
    rows = [[["x" if b else "-" for b in bits] for bits in itertools.product((0, 1), repeat=p.n)
             if runs_of(bits) == clue] for clue in p.rows]
    return sorted(list(map(list, g)) for g in itertools.product(*rows) if p.verify(list(g)) is None)


def answers(p, backend: str) -> list:
    result = xcckit.solve(p, backend=backend, limit=None)
    assert result.complete
    return sorted(p.grid(s) for s in result.solutions)


def random_puzzle(rng: random.Random, m: int, n: int, **kw) -> Nonogram:
    grid = [[rng.random() < 0.5 for _ in range(n)] for _ in range(m)]
    return Nonogram([runs_of(r) for r in grid], [runs_of(c) for c in zip(*grid)], **kw)


def test_the_bundled_puzzle_has_one_answer_on_every_backend():
    p = get_kind("nonogram").from_args(["demo-10x10"])
    for backend in ("sat", "cpsat", "dlx", "zdd"):
        r = xcckit.solve(p, backend=backend, unique=True)
        assert r.unique is True, backend
        assert [" ".join(row) for row in r.answers[0].answer["grid"]] == DEMO_ANSWER
    assert p.automata == [] and p.model.n_options == 20  # line solving settles every line
    q = Nonogram(p.rows, p.cols, settle=False)
    assert q.model.n_options > 100 and xcckit.count(q, backend="dlx").count == 1


@pytest.mark.parametrize("seed", range(8))
def test_small_puzzles_equal_the_rules_on_every_backend(seed):
    """Every answer the rules allow (brute force), and only those, on sat, cpsat, dlx and zdd;
    with and without line solving first, and with every line read by its automaton."""
    rng = random.Random(seed)
    m, n = rng.randint(2, 4), rng.randint(2, 4)
    p = random_puzzle(rng, m, n)
    expected = brute(p)
    for backend in ("sat", "cpsat", "dlx", "zdd"):
        assert answers(p, backend) == expected, backend
    plain = Nonogram(p.rows, p.cols, settle=False)
    assert answers(plain, "dlx") == expected and answers(plain, "sat") == expected


@pytest.mark.parametrize("seed", range(4))
def test_the_automaton_lines_equal_the_rules(seed, monkeypatch):
    monkeypatch.setattr(nonogram, "CAP", 0)
    rng = random.Random(100 + seed)
    p = random_puzzle(rng, rng.randint(2, 4), rng.randint(3, 4), settle=False)
    assert len(p.automata) == p.m + p.n
    expected = brute(p)
    for backend in ("sat", "dlx", "zdd"):
        assert answers(p, backend) == expected, backend


@pytest.mark.parametrize("rows, cols, count", [
    ([[1]] * 4, [[1]] * 4, 24),           # the permutation matrices
    ([[1, 1]] * 3 + [[]], [[1]] * 6, None),
    ([[2]] * 3, [[1]] * 6, None),
])
def test_counts_of_loose_clues_equal_the_brute_force(rows, cols, count):
    p = Nonogram(rows, cols)
    expected = len(brute(p))
    assert count is None or expected == count
    for backend in ("dlx", "zdd"):
        assert xcckit.count(p, backend=backend).count == expected, backend


@pytest.mark.parametrize("rows, cols, grid, rule", [
    ([[1]], [[1], []], ["- x"], "column 1's runs of shaded cells are none, its clue says 1"),
    ([[2]], [[1], [1]], ["x -"], "row 1's runs of shaded cells are 1, its clue says 2"),
    ([[1, 1], []], [[1], [], [1]], ["x x -", "- - -"], "row 1's runs of shaded cells are 2, its clue says 1 1"),
    ([[]], [[], []], ["x -"], "row 1's runs of shaded cells are 1, its clue says 0 (no shaded cell)"),
    ([[1]], [[1]], ["o"], "r1c1 is 'o': a cell is x (shaded) or - (unshaded)"),
])
def test_the_rules_checker_names_each_broken_rule(rows, cols, grid, rule):
    p = Nonogram(rows, cols)
    assert p.verify([row.split() for row in grid]) == rule
    assert p.verify({"grid": [row.split() for row in grid]}) == rule


def test_the_rules_checker_passes_the_answers_and_refuses_what_is_no_grid():
    p = get_kind("nonogram").from_args(["demo-10x10"])
    assert p.verify([row.split() for row in DEMO_ANSWER]) is None
    with pytest.raises(ValueError, match="an answer to this nonogram is 10 rows of 10 cell strings"):
        p.verify([["x"]])


def test_line_solving_settles_what_every_answer_agrees_on():
    assert line_solve([[3], [1]], [[1], [2], [1]]) == [[1, 1, 1], [0, 1, 0]]
    assert line_solve([[1], [1]], [[1], [1]]) == [[None, None], [None, None]]
    assert line_solve([[2], [2]], [[1], [1]]) is None


def test_urls_round_trip():
    p = get_kind("nonogram").from_args(["demo-10x10"])
    url = p.to_url()
    assert url == "https://puzz.link/p?nonogram/10/10/ajaj43i1j3j3j43i44i35i24i43i43i43i32i12i3j23i9j63i62i"
    again = Nonogram.from_url(url)
    assert again.rows == p.rows and again.cols == p.cols and again.to_text() == p.to_text()
    q = Nonogram.from_text("\n".join(SMALL) + "\n")
    assert Nonogram.from_url(q.to_url()).to_text() == q.to_text()


@pytest.mark.parametrize("text, message", [
    ("", "empty nonogram puzzle"),
    ("2\n1\n1\n1\n1\n", "1:1: expected the first line 'R C'"),
    ("2 2\n1\n1\n1\n", "5:1: the first line says 2×2: expected 2 column clues and 2 row clues, found 3 lines"),
    ("2 2\n1\na\n1\n1\n", "3:1: 'a': a clue is numbers from 1"),
    ("2 2\n1\n1 0\n1\n1\n", "3:3: '0': a clue is numbers from 1"),
    ("2 2\n1\n1\n3\n1\n", "4:1: row 1's clue 3 needs 3 cells, the row has 2"),
    ("2 2\n1 1\n1\n1\n1\n", "2:1: column 1's clue 1 1 needs 3 cells, the column has 2"),
    ("2 2\n1\n1\n2\n1\n", "1:1: the row clues shade 3 cells and the column clues 2"),
])
def test_bad_notation_is_one_line_naming_the_place(text, message):
    assert message in one_line_error(Nonogram.from_text, text)


def test_a_url_of_another_genre_is_refused():
    with pytest.raises(InputError, match="not a nonogram URL"):
        Nonogram.from_url("https://puzz.link/p?mashu/2/2/00")


@pytest.mark.parametrize("seed", range(3))
def test_made_answers_keep_the_rules(seed):
    """The maker's answer is the one answer of the puzzle it makes (line solving solves it)."""
    made = Nonogram.maker(7, 8, random.Random(seed))
    p = Nonogram(made.cells, made.rooms)
    assert p.verify(made.answer) is None
    r = xcckit.solve(p, backend="sat", unique=True)
    assert r.unique is True and p.grid(r.solutions[0]) == made.answer
