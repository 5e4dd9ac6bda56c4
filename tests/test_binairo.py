"""Binairo's own questions (what every genre is asked: tests/cases/binairo.py): the bundled
puzzle counted on every backend, the distinct rule (--distinct: small puzzles against the rules on
every backend, the rules checker, puzzlekit's example, the command line), blank grids' counts,
lines too many to list, and the maker."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.backends import get_backend
from xcckit.errors import InputError
from xcckit.puzzles.binairo import Binairo
from xcckit.puzzles.kinds import get_kind

from .cases.binairo import CASE, PK_ANSWER, PK_PUZZLE
from .conftest import accepted
from .genres import answers, brute


def test_takuzu_is_binairo():
    assert get_kind("takuzu") is Binairo


@pytest.mark.parametrize("seed", range(CASE.seeds))
def test_small_distinct_puzzles_equal_the_rules_on_every_backend(seed, backend_name):
    """The case's small puzzles with --distinct (plain XCC: lines are options): every answer the
    rules allow (brute force over the open cells), and only those."""
    p = Binairo(CASE.random(random.Random(seed)).cells, distinct=True)
    accepted(get_backend(backend_name), p.model)
    assert answers(p, backend_name) == brute(p, CASE.candidates)


@pytest.mark.parametrize("m, n", [(2, 2), (2, 4), (4, 2), (2, 6)])
@pytest.mark.parametrize("distinct", [False, True])
def test_blank_grids_count_as_the_brute_force(m, n, distinct):
    p = Binairo([["-"] * n for _ in range(m)], distinct=distinct)
    expected = len(brute(p, CASE.candidates))
    assert xcckit.count(p, backend="dlx").count == expected
    assert xcckit.count(p, backend="zdd").count == expected


def test_puzzlekits_example_repeats_rows():
    """puzzlekit's output_example (the case's answer) has rows 1 and 5 the same (the rules
    without --distinct); with --distinct its input_example has no answer."""
    assert PK_ANSWER[0] == PK_ANSWER[4]
    p = Binairo.from_text("\n".join(PK_PUZZLE) + "\n")
    assert xcckit.count(Binairo(p.cells, distinct=True)).count == 0


@pytest.mark.parametrize("cells, grid, rule", [
    (["- - - -"] * 4, ["1 2 1 2", "2 1 2 1", "1 2 1 2", "2 1 2 1"], "rows 1 and 3 are the same"),
    (["- - - -"] * 4, ["1 1 2 2", "2 2 1 1", "1 1 2 2", "2 2 1 1"], "rows 1 and 3 are the same"),
    (["- - - - - -"] * 4, ["1 2 1 2 1 2", "2 1 2 1 2 1", "1 1 2 2 1 2", "2 2 1 1 2 1"],
     "columns 1 and 5 are the same"),
])
def test_the_rules_checker_names_repeated_lines_with_distinct(cells, grid, rule):
    """With --distinct, repeated lines are a broken rule; without, they keep the rules."""
    p = Binairo([row.split() for row in cells], distinct=True)
    assert p.verify([row.split() for row in grid]) == rule
    assert p.verify({"grid": [row.split() for row in grid]}) == rule
    assert Binairo(p.cells).verify([row.split() for row in grid]) is None


def test_only_distinct_lines_can_be_too_many_to_list():
    """The model of cells has two options a cell at any size; with --distinct, lines are options,
    and a blank 30×30's 51 million are refused in one line."""
    blank = [["-"] * 30 for _ in range(30)]
    assert Binairo(blank).model.n_options == 1800
    with pytest.raises(InputError, match="this 30×30 binairo has too few givens: its lines are more than"):
        Binairo(blank, distinct=True).model


def test_the_command_line_takes_distinct(run_cli, tmp_path):
    f = tmp_path / "p.txt"
    f.write_text("\n".join(PK_PUZZLE) + "\n")
    assert run_cli("count", "binairo", f, "--distinct")[1].startswith("0 solutions\n")


@pytest.mark.parametrize("seed", range(3))
def test_made_answers_keep_every_rule(seed, translation_name):
    """The maker's answer keeps the rules (distinct lines too), every cell a removable given."""
    made = Binairo.maker(10, 12, random.Random(seed))
    p = Binairo(made.cells, distinct=True)
    assert p.verify(made.answer) is None and len(made.removable) == 120
    assert answers(p, translation_name) == [made.answer]
    assert Binairo.maker(5, 6, random.Random(seed)) is None
