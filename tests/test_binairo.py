"""Binairo: the model against the rules (every answer of small puzzles found by brute force with
the rules checker, on every backend: multiplicities, and plain XCC with --distinct), the rules
checker against broken answers, the notation, the maker and the command line."""

from __future__ import annotations

import itertools
import json
import random

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.puzzles.binairo import Binairo
from xcckit.puzzles.kinds import get_kind

from .genres import answers, one_line_error

DEMO_ANSWER = ["2 2 1 1 2 1 1 2", "2 1 2 1 2 1 2 1", "1 2 1 2 1 2 2 1", "1 2 1 1 2 2 1 2",
               "2 1 2 2 1 1 2 1", "1 2 1 2 1 1 2 2", "2 1 2 1 2 2 1 1", "1 1 2 2 1 2 1 2"]
PK_PUZZLE = ["8 8", "- - - - 2 - - -", "- - 1 2 - 1 - 1", "- 1 - - - - - -", "- 1 2 - 1 - 1 2",
             "- - 2 - - - - -", "- 1 - - - - 2 2", "2 - - - 1 1 - -", "- - 2 - - - 1 2"]
PK_ANSWER = ["1 2 2 1 2 2 1 1", "1 2 1 2 2 1 2 1", "2 1 1 2 1 1 2 2", "2 1 2 1 1 2 1 2",
             "1 2 2 1 2 2 1 1", "2 1 1 2 1 1 2 2", "2 2 1 2 1 1 2 1", "1 1 2 1 2 2 1 2"]
BACKENDS = ("sat", "cpsat", "dlx", "zdd")


def brute(puzzle: Binairo) -> list[list[list[str]]]:
    """Every filling of the open cells with 1 and 2 that the rules checker passes."""
    open_cells = [(i, j) for i in range(puzzle.m) for j in range(puzzle.n) if puzzle.cells[i][j] == "-"]
    out = []
    for values in itertools.product("12", repeat=len(open_cells)):
        grid = [row[:] for row in puzzle.cells]
        for (i, j), v in zip(open_cells, values):
            grid[i][j] = v
        if puzzle.verify(grid) is None:
            out.append(grid)
    return sorted(out)


def test_the_bundled_puzzle_has_one_answer_on_every_translation():
    p = get_kind("binairo").from_args(["demo-8x8"])
    for backend in ("sat", "cpsat"):
        r = xcckit.solve(p, backend=backend, unique=True)
        assert r.unique is True
        assert [" ".join(row) for row in r.answers[0].answer["grid"]] == DEMO_ANSWER
    for backend in ("dlx", "zdd"):
        assert xcckit.count(p, backend=backend).count == 1
    assert get_kind("takuzu") is Binairo


@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize("distinct", [False, True])
def test_small_puzzles_equal_the_rules_on_every_backend(seed, distinct):
    """Every answer the rules allow (brute force over the open cells), and only those, on all
    four backends."""
    rng = random.Random(seed)
    m, n = rng.choice([(2, 2), (2, 4), (4, 2), (4, 4), (4, 4)])
    cells = [["-"] * n for _ in range(m)]
    for i, j in rng.sample([(i, j) for i in range(m) for j in range(n)], max(0, m * n - 11)):
        cells[i][j] = rng.choice("12")
    p = Binairo(cells, distinct=distinct)
    expected = brute(p)
    for backend in BACKENDS:
        assert answers(p, backend) == expected, backend


@pytest.mark.parametrize("m, n", [(2, 2), (2, 4), (4, 2), (2, 6)])
@pytest.mark.parametrize("distinct", [False, True])
def test_blank_grids_count_as_the_brute_force(m, n, distinct):
    p = Binairo([["-"] * n for _ in range(m)], distinct=distinct)
    expected = len(brute(p))
    assert xcckit.count(p, backend="dlx").count == expected
    assert xcckit.count(p, backend="zdd").count == expected


def test_puzzlekits_example_repeats_rows():
    """puzzlekit's input_example and its output_example, whose rows 1 and 5 are the same (the
    rules without --distinct); with --distinct it has no answer."""
    p = Binairo.from_text("\n".join(PK_PUZZLE) + "\n")
    assert [[" ".join(r) for r in g] for g in answers(p, "sat")] == [PK_ANSWER]
    assert answers(Binairo(p.cells, distinct=True), "sat") == []


@pytest.mark.parametrize("cells, grid, distinct, rule", [
    (["- -", "- -"], ["1 2", "2 o"], False, "r2c2 is 'o': a cell is 1 (white) or 2 (black)"),
    (["2 -", "- -"], ["1 2", "2 1"], False, "r1c1 is given black and holds white"),
    (["- - - -"] * 4, ["1 1 1 2", "2 2 2 1", "1 2 1 2", "2 1 2 1"], False,
     "r1c1, r1c2 and r1c3 are three white circles side by side"),
    (["- - - -"] * 4, ["1 2 1 2", "1 2 2 1", "1 1 2 2", "2 1 1 2"], False,
     "r1c1, r2c1 and r3c1 are three white circles side by side"),
    (["- - - -"] * 2, ["1 2 1 1", "2 1 2 2"], False, "row 1 holds 3 white and 1 black circles: it needs as many of each"),
    (["- - - -"] * 4, ["1 2 1 2", "2 1 2 1", "1 2 1 2", "2 1 2 1"], True, "rows 1 and 3 are the same"),
    (["- - - -"] * 4, ["1 1 2 2", "2 2 1 1", "1 1 2 2", "2 2 1 1"], True, "rows 1 and 3 are the same"),
    (["- - - - - -"] * 4, ["1 2 1 2 1 2", "2 1 2 1 2 1", "1 1 2 2 1 2", "2 2 1 1 2 1"], True,
     "columns 1 and 5 are the same"),
])
def test_the_rules_checker_names_each_broken_rule(cells, grid, distinct, rule):
    p = Binairo([row.split() for row in cells], distinct=distinct)
    assert p.verify([row.split() for row in grid]) == rule
    assert p.verify({"grid": [row.split() for row in grid]}) == rule
    if distinct:
        assert Binairo(p.cells).verify([row.split() for row in grid]) is None


def test_the_rules_checker_passes_the_answers_and_refuses_what_is_no_grid():
    p = get_kind("binairo").from_args(["demo-8x8"])
    assert p.verify([row.split() for row in DEMO_ANSWER]) is None
    with pytest.raises(ValueError, match="an answer to this binairo is 8 rows of 8 cell strings"):
        p.verify([["1"]])


@pytest.mark.parametrize("text, message", [
    ("", "empty binairo puzzle"),
    ("3 2\n1 2\n2 1\n- -\n", "1:1: a binairo grid has an even number of rows and of columns, not 3×2"),
    ("2 2\n1 2\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
    ("2 2\n1 2 1\n2 1\n", "2:5: this row has 3 cells, the first line says 2"),
    ("2 2\n1 0\n2 1\n", "2:3: '0': a cell is 1 (a white circle), 2 (a black one) or '-'"),
    ("2 2\n1 x\n2 1\n", "2:3: 'x': a cell is 1 (a white circle), 2 (a black one) or '-'"),
])
def test_bad_notation_is_one_line_naming_the_place(text, message):
    assert message in one_line_error(Binairo.from_text, text)


def test_only_distinct_lines_can_be_too_many_to_list():
    """The model of cells has two options a cell at any size; with --distinct, lines are options,
    and a blank 30×30's 51 million are refused in one line."""
    blank = [["-"] * 30 for _ in range(30)]
    assert Binairo(blank).model.n_options == 1800
    with pytest.raises(InputError, match="this 30×30 binairo has too few givens: its lines are more than"):
        Binairo(blank, distinct=True).model


def test_there_are_no_urls():
    with pytest.raises(InputError, match="pzprjs has no binairo URLs"):
        Binairo.from_url("https://puzz.link/p?binairo/2/2/abc")


def test_the_command_line(run_cli, tmp_path):
    code, out, err = run_cli("solve", "binairo", "demo-8x8", "--unique")
    assert code == 0 and out == "\n".join(DEMO_ANSWER) + "\nthe solution is unique\n"
    code, out, err = run_cli("solve", "takuzu", "demo-8x8", "--json")
    assert code == 0 and [" ".join(r) for r in json.loads(out)["solutions"][0]["answer"]["grid"]] == DEMO_ANSWER
    f = tmp_path / "p.txt"
    f.write_text("\n".join(PK_PUZZLE) + "\n")
    assert run_cli("count", "binairo", f)[:2] == (0, "1 solution\n")
    assert run_cli("count", "binairo", f, "--distinct")[1].startswith("0 solutions\n")
    code, out, _ = run_cli("export", "binairo", f, "--format", "dlx")
    dlx = tmp_path / "p.dlx"
    dlx.write_text(out)
    assert code == 0 and run_cli("count", "dlx", dlx)[:2] == (0, "1 solution\n")
    picture = tmp_path / "p.svg"
    assert run_cli("solve", "binairo", f, "--svg", picture)[0] == 0
    assert picture.read_text().count('fill="black"') == 32
    f.write_text("2 2\n1 3\n- -\n")
    assert run_cli("solve", "binairo", f) == (2, "", f"xcc: {f}:2:3: '3': a cell is 1 (a white circle), 2 (a black "
                                                     "one) or '-'\n")


@pytest.mark.parametrize("seed", range(3))
def test_made_answers_keep_every_rule(seed):
    """The maker's answer keeps the rules (distinct lines too), every cell a removable given."""
    made = Binairo.maker(10, 12, random.Random(seed))
    p = Binairo(made.cells, distinct=True)
    assert p.verify(made.answer) is None and len(made.removable) == 120
    assert answers(p, "sat") == [made.answer]
    assert Binairo.maker(5, 6, random.Random(seed)) is None
