"""Killer sudoku's own questions (what every genre is asked: tests/cases/killersudoku.py): the 288
sudokus of 4x4 (the brute force's candidates), the bundled puzzle on every backend and zdd's order
for it, blank boards and cages without sums, the cage rule, boxes of every shape, 16x16 and the
maker's sizes."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.backends import get_backend
from xcckit.puzzles.killersudoku import KillerSudoku
from xcckit.puzzles.kinds import get_kind

from .cases.killersudoku import CASE, SUDOKUS
from .conftest import accepted
from .genres import brute

SIX = ["6 6", "6 - 7 - 18 -", "- - - - - -", "- - - - - -", "- 6 5 1 - -", "- 10 - - 6 -", "3 - - - - -",
       "1 1 2 2 3 4", "5 6 7 8 3 4", "9 6 10 8 3 4", "9 11 12 13 3 4", "9 14 14 15 16 16", "17 14 18 15 19 19"]
SIX_ANSWER = ["5 1 3 4 6 2", "4 2 6 5 3 1", "1 3 4 2 5 6", "2 6 5 1 4 3", "6 5 1 3 2 4", "3 4 2 6 1 5"]
"""A 6x6 of the project's making (its maker, seed 3), boxes of 2x3 as janko.at draws them."""


def test_there_are_288_sudokus_of_4x4():
    assert len(SUDOKUS) == 288


def test_zdd_counts_the_bundled_puzzle_in_its_own_order():
    # its narrowest sweep is 205 bits wide: auto counts with mrv (the sweep took over 55 s)
    from xcckit.backends.zdd.backend import ZddBackend
    p = get_kind("killersudoku").from_args(["demo-9x9"])
    b = ZddBackend()
    assert b.count(p.model, time_limit=60)[0] == 1
    assert b.chosen_order.startswith("mrv")


def test_a_blank_board_of_single_cages_counts_the_sudokus(backend_name):
    """Cages without sums (single cells: no rule beyond sudoku's) count the 288 grids."""
    p = KillerSudoku([["-"] * 4 for _ in range(4)], [[4 * i + j for j in range(4)] for i in range(4)])
    accepted(get_backend(backend_name), p.model)
    assert xcckit.count(p, backend=backend_name).count == 288


def test_cages_of_two_cells_in_a_row_or_a_box_keep_the_sudokus():
    """Cages of two cells without sums rule out the grids that repeat a digit in them: none, when
    the two share a row or a box."""
    q = KillerSudoku([["-"] * 4 for _ in range(4)], [[0, 0, 1, 1], [2, 3, 4, 5], [6, 7, 8, 9], [10, 11, 12, 13]])
    assert xcckit.count(q, backend="dlx").count == 288  # (a row's digits differ anyway)
    r = KillerSudoku([["-"] * 4 for _ in range(4)], [[0, 1, 2, 3], [4, 1, 5, 6], [7, 8, 9, 10], [11, 12, 13, 14]])
    assert xcckit.count(r, backend="dlx").count == 288 and len(brute(r, CASE.candidates)) == 288  # (a box's too)


def test_a_cage_without_a_sum_only_keeps_its_digits_apart(backend_name):
    """A cage without a sum has no digit sets to choose from: its digits are secondary items, so
    two cells in no common row, column or box (one cage) cannot repeat a digit, on every backend;
    a cage with a sum keeps its sets (and its item)."""
    rooms = [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 0]]
    p = KillerSudoku([["-"] * 4 for _ in range(4)], rooms)
    assert "K0" not in p.model.names and not p.model.is_primary[p.model.names.index("K0.1")]
    expected = brute(p, CASE.candidates)
    assert len(expected) < 288
    accepted(get_backend(backend_name), p.model)
    assert xcckit.count(p, backend=backend_name).count == len(expected)
    q = KillerSudoku([["5"] + ["-"] * 3] + [["-"] * 4 for _ in range(3)], rooms)
    assert "K0" in q.model.names and xcckit.count(q, backend="sat").count == len(brute(q, CASE.candidates))


def test_the_cage_rule_is_named_too():
    p = KillerSudoku([["-"] * 4 for _ in range(4)], [[0, 0, 1, 2], [0, 3, 4, 5], [6, 7, 8, 9], [10, 11, 12, 13]])
    g = [["1", "2", "3", "4"], ["3", "4", "1", "2"], ["2", "1", "4", "3"], ["4", "3", "2", "1"]]
    assert p.verify(g) is None
    q = KillerSudoku([["-"] * 4 for _ in range(4)], [[0, 1, 2, 3], [0, 4, 5, 6], [0, 7, 8, 9], [10, 11, 12, 13]])
    assert q.verify(g) is None
    r = KillerSudoku([["-"] * 4 for _ in range(4)], [[0, 1, 2, 3], [0, 0, 5, 6], [7, 0, 8, 9], [10, 11, 12, 13]])
    assert r.verify(g) == "the cage at r1c1 holds 1 twice"


def test_boxes_as_the_sites_draw_them_and_any_other_shape(run_cli, tmp_path):
    """A 6x6 is read with boxes of 2 rows and 3 columns (janko.at's); --box 3x2 is the other
    shape, which this puzzle's answer breaks; --box that does not tile the grid is one line."""
    p = KillerSudoku.from_text("\n".join(SIX) + "\n")
    assert p.box == (2, 3)
    r = xcckit.solve(p, unique=True)
    assert r.unique is True and [" ".join(row) for row in r.answers[0].answer["grid"]] == SIX_ANSWER
    f = tmp_path / "six.txt"
    f.write_text("\n".join(SIX) + "\n")
    assert run_cli("solve", "killersudoku", f, "--unique")[:2] == (0, "\n".join(SIX_ANSWER) + "\nthe solution is unique\n")
    assert run_cli("count", "killersudoku", f, "--box", "3x2")[:2] == (0, "0 solutions\n")
    assert KillerSudoku(p.cells, p.room, box="3x2").box == (3, 2)
    code, _, err = run_cli("solve", "killersudoku", f, "--box", "2x4")
    assert (code, err) == (2, "xcc: --box: boxes of 2×4 do not tile a 6×6 grid (R·C must be 6)\n")


def test_16x16_solves():
    """Digits past 9 are colours of one character (base 62), as sudoku's."""
    made = KillerSudoku.maker(16, 16, random.Random(1))
    p = KillerSudoku(made.cells, made.rooms)
    r = xcckit.solve(p, limit=1)
    assert len(r.answers) == 1 and p.verify(r.answers[0].answer) is None


@pytest.mark.parametrize("size", [4, 6, 9])
def test_made_puzzles_of_every_box_shape(run_cli, tmp_path, size):
    out = tmp_path / "made.txt"
    code, said, _ = run_cli("generate", "killersudoku", f"{size}x{size}", "--seed", "1", "-o", out)
    assert code == 0 and f"killersudoku {size}x{size}, seed 1:" in said and "unique" in said
    assert run_cli("count", "killersudoku", out)[:2] == (0, "1 solution\n")
