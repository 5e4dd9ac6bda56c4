"""Jigsaw sudoku's own questions (what every genre is asked: tests/cases/jigsawsudoku.py): the 576
latin squares of 4x4 (the brute force's candidates), regions that are the rows or the boxes,
regions of the wrong size, and the maker's regions and sizes."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

import xcckit
from xcckit.backends import backends_for
from xcckit.errors import InputError
from xcckit.puzzles.jigsawsudoku import JigsawSudoku, region_fill, _regions

from .cases.jigsawsudoku import LATIN, REGIONS
from .genres import brute


def test_there_are_576_latin_squares_of_4x4():
    assert len(LATIN) == 576


def test_the_boxes_as_regions_count_the_sudokus_and_the_rows_the_latin_squares():
    blank = [["-"] * 4 for _ in range(4)]
    boxes = JigsawSudoku(blank, [[(i // 2) * 2 + j // 2 for j in range(4)] for i in range(4)])
    assert xcckit.count(boxes, backend="dlx").count == 288
    rows = JigsawSudoku(blank, [[i] * 4 for i in range(4)])
    assert xcckit.count(rows, backend="dlx").count == 576
    irregular = JigsawSudoku(blank, [[int(t) for t in r.split()] for r in REGIONS])
    assert xcckit.count(irregular, backend="dlx").count == len(brute(irregular, lambda p: LATIN)) == 144


@pytest.mark.parametrize("rooms, message", [
    ([[0, 0, 0, 0], [0, 1, 1, 1], [2, 2, 2, 3], [2, 3, 3, 3]],
     "the region at r1c1 has 5 cells: each region of a 4×4 jigsaw sudoku has 4"),
    ([[0, 0, 1, 1], [0, 0, 1, 1], [2, 2, 3, 3], [2, 2, 3, 4]],
     "the region at r3c3 has 3 cells: each region of a 4×4 jigsaw sudoku has 4"),
    ([[0, 0, 1, 1], [0, 0, 1, 1], [2, 2, 3, 3], [2, 2, 3, 3], [4, 4, 4, 4]], "the room grid is not 4×4"),
])
def test_regions_of_the_wrong_size_are_refused_in_one_line(rooms, message):
    with pytest.raises(InputError) as err:
        JigsawSudoku([["-"] * 4 for _ in range(4)], rooms)
    assert message in str(err.value) and "\n" not in str(err.value)


def test_givens_that_clash_have_no_answer():
    p = JigsawSudoku([["1", "1", "-", "-"]] + [["-"] * 4 for _ in range(3)],
                     [[int(t) for t in r.split()] for r in REGIONS])
    assert xcckit.count(p, backend="dlx").count == 0
    assert xcckit.count(p, backend="sat").count == 0


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6, 7, 8, 9])
def test_the_makers_regions_hang_together_with_n_cells_each(n):
    rng = random.Random(n)
    room = _regions(n, rng)
    p = JigsawSudoku([["-"] * n for _ in range(n)], room)  # (its constructor checks the sizes)
    assert sorted({r for row in room for r in row}) == list(range(n))
    answer = None
    while answer is None:
        answer = region_fill(_regions(n, rng), rng)
    assert len(answer) == n
    if n >= 5:  # (reshaped: not the boxes, nor the rows)
        assert p.room != [[i] * n for i in range(n)]


def test_the_maker_makes_a_square_grid_of_2_to_12_rows():
    with pytest.raises(InputError, match="square, not 4x5"):
        JigsawSudoku.maker(4, 5, random.Random(1))
    with pytest.raises(InputError, match="2x2 to 12x12"):
        JigsawSudoku.maker(13, 13, random.Random(1))


def test_generate_makes_a_unique_puzzle(run_cli):
    code, out, err = run_cli("generate", "jigsawsudoku", "6", "--seed", "1")
    assert code == 0 and "unique" in err
    p = JigsawSudoku.from_text(out)
    assert xcckit.count(p, backend="sat").count == 1


def test_the_diagonal_variant_equals_the_rules_on_every_backend_that_counts():
    """--diagonal: each long diagonal holds each digit once too (janko.at's diagonal puzzles): the
    4x4 answers are the brute force's latin squares that keep the regions and both diagonals, on
    every backend that takes the model; the checker names a diagonal that breaks it; the command line takes it."""
    blank = [["-"] * 4 for _ in range(4)]
    rooms = [[int(t) for t in r.split()] for r in REGIONS]
    plain = JigsawSudoku(blank, rooms)
    diagonal = JigsawSudoku(blank, rooms, diagonal=True)

    def keeps(grid):
        return len({grid[i][i] for i in range(4)}) == 4 == len({grid[i][3 - i] for i in range(4)})

    want = [g for g in brute(plain, lambda p: LATIN) if keeps(g)]
    assert 0 < len(want) < 144
    for backend in backends_for(diagonal.model):
        assert xcckit.count(diagonal, backend=backend).count == len(want), backend
    found = {tuple(map(tuple, a.answer["grid"])) for a in xcckit.solve(diagonal, limit=None).answers}
    assert found == {tuple(map(tuple, g)) for g in want}
    broken = next(g for g in brute(plain, lambda p: LATIN) if not keeps(g))
    assert plain.verify({"grid": broken}) is None
    assert "diagonal" in diagonal.verify({"grid": broken})
    text = "4 4\n" + "- - - -\n" * 4 + "".join(r + "\n" for r in REGIONS)
    for extra, count in (([], 144), (["--diagonal"], len(want))):
        proc = subprocess.run([sys.executable, "-m", "xcckit", "count", "jigsawsudoku", "-", *extra, "--json"],
                              input=text, capture_output=True, text=True, timeout=120)
        assert proc.returncode == 0 and f'"count": {count}' in proc.stdout, proc.stderr
