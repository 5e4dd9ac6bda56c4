"""Samurai sudoku's own questions (what every genre is asked: tests/cases/samuraisudoku.py): the
blank 8x8 grid's count from the 4x4 sudokus, the sizes a samurai grid has, givens that clash, and the maker (its answers without a backend, and its puzzles through
xcckit.making)."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.making import make
from xcckit.puzzles.samuraisudoku import SamuraiSudoku, _joined, box_side

from .cases.samuraisudoku import SUDOKUS


def test_the_blank_grid_counts_five_sudokus_that_agree_on_four_boxes():
    """The middle 4x4 sudoku, then each corner one among the sudokus whose box on it agrees:
    288 · 12⁴ (12 of the 288 sudokus have a given box), the brute force's count by parts."""
    box = [["1", "2"], ["3", "4"]]
    fixed = [g for g in SUDOKUS if [g[0][:2], g[1][:2]] == box]
    assert len(SUDOKUS) == 288 and len(fixed) == 12
    blank = SamuraiSudoku([["-"] * 8 for _ in range(8)])
    assert xcckit.count(blank, backend="zdd").count == 288 * 12 ** 4


@pytest.mark.parametrize("side, b", [(8, 2), (21, 3), (40, 4), (65, 5), (10, None), (9, None), (36, None)])
def test_the_sizes_of_a_samurai_grid(side, b):
    assert box_side(side, side) == b
    assert box_side(21, 20) is None


def test_a_grid_of_another_size_is_refused_at_its_first_line(run_cli, tmp_path):
    f = tmp_path / "p.txt"
    f.write_text("9 9\n" + "- - - - - - - - -\n" * 9)
    code, out, err = run_cli("count", "samuraisudoku", f)
    assert (code, out) == (2, "") and err.count("\n") == 1
    assert err.startswith(f"xcc: {f}:1:1: a samurai sudoku is 21×21 (five 9×9 sudokus; 8×8 for 4×4 ones")


def test_givens_that_clash_in_a_shared_box_have_no_answer():
    """Two 1s in the middle sudoku's first row, one of them in the top-left one's box."""
    cells = [["-"] * 8 for _ in range(8)]
    cells[2][3] = cells[2][5] = "1"
    p = SamuraiSudoku(cells)
    assert xcckit.count(p, backend="dlx").count == 0 == xcckit.count(p, backend="sat").count


@pytest.mark.parametrize("b", [2, 3])
def test_the_makers_answers_without_a_backend_keep_the_rules(b):
    side = 3 * b * b - 2 * b
    grid = _joined(b, random.Random(b))
    assert SamuraiSudoku([["-"] * side for _ in range(side)]).verify(grid) is None


def test_the_maker_makes_the_samurai_sizes_alone():
    with pytest.raises(InputError, match="makes 8x8, 21x21 and 40x40 grids"):
        SamuraiSudoku.maker(9, 9, random.Random(1))
    with pytest.raises(InputError, match="not 65x65"):
        SamuraiSudoku.maker(65, 65, random.Random(1))


@pytest.mark.parametrize("symmetry", ["none", "rot2"])
def test_a_made_puzzle_is_unique_minimal_and_symmetric_as_asked(symmetry):
    made = make("samuraisudoku", 8, seed=3, symmetry=symmetry)
    p = made.puzzle
    assert made.minimal and xcckit.count(p, backend="dlx", limit=2).count == 1 and p.verify(made.answer) is None
    clued = {(i, j) for i, row in enumerate(p.cells) for j, t in enumerate(row) if t != "-"}
    assert symmetry == "none" or {(7 - i, 7 - j) for i, j in clued} == clued
    for i, j in sorted(clued)[:3] if symmetry == "none" else ():  # (minimal: each clue is needed)
        cells = [row[:] for row in p.cells]
        cells[i][j] = "-"
        assert xcckit.count(SamuraiSudoku(cells), backend="dlx", limit=2).count == 2
