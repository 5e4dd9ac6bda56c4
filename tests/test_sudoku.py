"""Sudoku's own questions (what every genre is asked: tests/cases/sudoku.py): Knuth's model and
export, the blank grids' counts, published puzzles unique on every backend, boxes of any shape,
clashing givens, its answer and picture on the command line, its arguments refused."""

from __future__ import annotations

import json

import pytest

import xcckit
from xcckit.backends import BACKENDS, backend_class, backends_for
from xcckit.check import check_solution
from xcckit.puzzles.sudoku import Sudoku

INKALA = ("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..")
INKALA_SOLVED = ["812753649", "943682175", "675491283", "154237896", "369845721", "287169534",
                 "521974368", "438526917", "796318452"]


def test_blank_grids_count_as_published():
    assert xcckit.count(Sudoku.from_args(["4x4"]), backend="dlx").count == 288
    assert xcckit.count(Sudoku.from_args(["4x4"]), backend="sat").count == 288
    assert xcckit.count(Sudoku.from_args(["4x4", "--box", "1x4"]), backend="dlx").count == 576  # Latin squares of order 4
    assert xcckit.count(Sudoku.from_args(["1x1"])).count == 1
    assert Sudoku.from_args(["6x6"]).box == (2, 3) and Sudoku.from_args(["12x12"]).box == (3, 4)  # as the sites draw


def test_the_model_is_only_what_the_givens_leave_open():
    p = Sudoku.from_text(INKALA)
    m = p.model
    givens = sum(ch != "." for ch in INKALA)
    assert m.n_primary == 4 * 81 - 4 * givens
    assert all(len(opt) == 4 for opt in m)
    assert m.names[0] == "p01" and m.option_tokens(0) == ["p01", "r01", "c11", "b01"]


@pytest.mark.parametrize("puzzle", ["inkala", "royle17"])
def test_published_puzzles_are_unique_on_every_backend(puzzle):
    p = Sudoku.from_args([puzzle])
    names = backends_for(p.model)
    assert set(names) == {n for n in BACKENDS if not backend_class(n).needs_word_grid}  # all but the word grids' own
    for name in names:
        r = xcckit.solve(p, backend=name, unique=True)
        assert r.unique is True, name
        assert check_solution(p.model, r.solutions[0]) is None
        grid = p.answer(r.solutions[0])["grid"]
        for i, row in enumerate(p.givens):  # the givens kept, every unit a permutation
            assert all(k == 0 or grid[i][j] == str(k) for j, k in enumerate(row))
        assert all(sorted(row) == list("123456789") for row in grid)
        assert all(sorted(col) == list("123456789") for col in zip(*grid))
    assert Sudoku.from_text(INKALA).answer(xcckit.solve(Sudoku.from_text(INKALA)).solutions[0])["grid"] == INKALA_SOLVED


def test_notations_read_alike(tmp_path):
    lines = "\n".join(INKALA[9 * r:9 * r + 9] for r in range(9))
    drawn = "\n".join(" ".join(INKALA[9 * r:9 * r + 9]).replace(".", "0") + " |" for r in range(9))
    for text in (lines, drawn, INKALA.replace(".", "0")):
        assert Sudoku.from_text(text).givens == Sudoku.from_text(INKALA).givens
    f = tmp_path / "p.txt"
    f.write_text(lines + "\n")
    assert Sudoku.from_args([str(f)]).givens == Sudoku.from_text(INKALA).givens


def test_six_by_six_with_two_by_three_boxes():
    p = Sudoku.from_args(["6x6", "--box", "2x3"])
    r = xcckit.solve(p, backend="dlx")
    grid = p.answer(r.solutions[0])["grid"]
    for i in range(0, 6, 2):
        for j in range(0, 6, 3):
            assert sorted(grid[i][j:j + 3] + grid[i + 1][j:j + 3]) == list("123456")
    assert xcckit.count(p, backend="zdd").count == 28200960  # 6×6 sudoku grids (OEIS A107739; dlx takes 20 s)


def test_clashing_givens_have_no_solution_and_name_the_clash(run_cli):
    clash = "1" + "." * 9 + "1" + "." * 70  # a 1 at (1,1) and at (2,2): the same box
    code, out, err = run_cli("solve", "sudoku", clash)
    assert (code, out) == (1, "no solution\n")
    assert err == ("xcc: note: the givens clash: 1 twice in box 1 (row 1 column 1, row 2 column 2); "
                   "the puzzle has no solution\n")


def test_cli_solve_unique_and_picture(run_cli, tmp_path):
    svg = tmp_path / "s.svg"
    code, out, err = run_cli("solve", "sudoku", "inkala", "--unique", "--svg", svg)
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "8 1 2 | 7 5 3 | 6 4 9" and lines[3] == "------+-------+------"
    assert lines[-1] == "the solution is unique"
    picture = svg.read_text()
    assert picture.count('fill="#1a56db"') == 81 - 21 and picture.count('fill="black"') == 21
    code, out, _ = run_cli("solve", "sudoku", "inkala", "--json")
    assert json.loads(out)["solutions"][0]["answer"] == {"grid": INKALA_SOLVED}


@pytest.mark.parametrize("args, message", [
    (["8x9"], "xcc: 8x9: a blank sudoku is n×n, n at least 1"),
    (["7x7"], "xcc: --box: a 7×7 grid has no boxes but rows: give their shape, R×C with R·C = 7"),
    (["4x4", "--box", "3x3"], "xcc: --box: boxes of 3×3 do not tile a 4×4 grid (R·C must be 4)"),
    (["4x4", "--box", "2by2"], "xcc: --box: '2by2' is not RxC (rows and columns of a box, e.g. 2x3)"),
    (["12345"], "xcc: sudoku: 5 cells: a sudoku has n² cells (81 for 9×9)"),
    (["nofile.txt"], "xcc: nofile.txt: cannot read: No such file or directory"),
    (["inkala", "royle17"], "xcc: sudoku: expected one PUZZLE, got 2 arguments"),
    (["4x4", "--boxes", "2x2"], "xcc: --boxes: no such option for sudoku (its options: --box)"),
])
def test_bad_input_is_one_line(run_cli, args, message):
    code, out, err = run_cli("solve", "sudoku", *args)
    assert (code, out, err) == (2, "", message + "\n")


def test_export_is_knuths_sudoku_dlx_line_for_line(run_cli):
    """SUDOKU-DLX's output for Inkala's puzzle (its comment line aside), in part: the items the
    givens leave open in its order, and the options cell by cell, digit by digit."""
    code, out, _ = run_cli("export", "sudoku", "inkala")
    lines = [line for line in out.splitlines() if not line.startswith("|")]
    assert code == 0 and len(lines) == 255
    assert lines[0].startswith("p01 p02 p03 p04 p05 p06 p07 p08 p10 p11 p14 p15 p16 p17 p18 p20 p22 ")
    assert lines[0].endswith(" b76 b77 b78 b79 b82 b83 b85 b87 b89")
    assert lines[1:3] == ["p01 r01 c11 b01", "p01 r02 c12 b02"]


def test_sizes_read_as_slitherlink_and_masyu_read_them(run_cli, tmp_path, monkeypatch):
    """MxN with a capital X too (4X4 was taken for a file: 'No such file'), a box likewise; a file
    of that name is read as the puzzle, as slitherlink and masyu do."""
    assert run_cli("count", "sudoku", "4X4") == (0, "288 solutions\n", "")
    assert run_cli("count", "sudoku", "6X6", "--box", "2X3", "--limit", "5")[:2] == \
        (0, "5 solutions (stopped at --limit; there may be more)\n")
    monkeypatch.chdir(tmp_path)
    (tmp_path / "4x4").write_text("1234\n3412\n2143\n4321\n")
    assert run_cli("count", "sudoku", "4x4") == (0, "1 solution\n", "")
