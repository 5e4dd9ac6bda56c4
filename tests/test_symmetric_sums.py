"""Symmetric puzzles of the genres of sums and lines (kakuro, killer sudoku, nonogram), made with
``symmetry``: what each keeps symmetric, as the sites do it (kakuro: the black cells of the board,
the grid less its frame of clues; killer sudoku: the cages, and the cells of their sums; nonogram:
the picture, so each line's clue is its image's), each puzzle unique, its answer keeping the rules,
the draw repeatable by its seed; the symmetries a genre does not take refused."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.making import make
from xcckit.puzzles.kit.grid import images
from xcckit.puzzles.kakuro import Kakuro
from xcckit.puzzles.killersudoku import KillerSudoku
from xcckit.puzzles.nonogram import Nonogram, runs_of


def _made(kind: str, m: int, n: int, seed: int, symmetry: str):
    """A symmetric puzzle, checked unique, its answer keeping the rules, the same again by its seed."""
    made = make(kind, m, n, seed=seed, symmetry=symmetry)
    assert xcckit.count(made.puzzle, limit=2).count == 1
    assert made.puzzle.verify(made.answer) is None
    assert make(kind, m, n, seed=seed, symmetry=symmetry).puzzle.to_text() == made.puzzle.to_text()
    return made


# ------------------------------------------------------------------ kakuro
def _board_black(cells) -> set[tuple[int, int]]:
    """The black cells of a kakuro's board (the grid less its first row and column), in the
    board's coordinates."""
    return {(i - 1, j - 1) for i, row in enumerate(cells) for j, t in enumerate(row) if i and j and t != "0"}


@pytest.mark.parametrize("symmetry, m, n, seed", [("rot2", 7, 7, 1), ("rot2", 6, 7, 1), ("mirror", 8, 8, 2),
                                                  ("mirror", 7, 7, 2), ("rot4", 7, 7, 0)])
def test_a_symmetric_kakuro_has_its_black_cells_in_whole_orbits(symmetry, m, n, seed):
    made = _made("kakuro", m, n, seed, symmetry)
    black = _board_black(made.puzzle.cells)
    assert 0 < len(black) < (m - 1) * (n - 1)
    assert all(f(*c) in black for c in black for f in images(m - 1, n - 1, symmetry))
    assert all(t != "0" for t in made.puzzle.cells[0]) and all(row[0] != "0" for row in made.puzzle.cells)


@pytest.mark.parametrize("symmetry", ["rot2", "mirror", "rot4"])
def test_every_symmetric_kakuro_draw_is_symmetric_with_a_white_cell(symmetry):
    rng = random.Random(5)
    for _ in range(40):
        drawn = Kakuro.maker(7, 7, rng, symmetry=symmetry)
        if drawn is None:
            continue
        black = _board_black(drawn.cells)
        assert len(black) < 36 and all(f(*c) in black for c in black for f in images(6, 6, symmetry))


# ------------------------------------------------------------------ killer sudoku
def _cages(puzzle) -> set[frozenset]:
    cages: dict[int, set] = {}
    for i, row in enumerate(puzzle.room):
        for j, k in enumerate(row):
            cages.setdefault(k, set()).add((i, j))
    return {frozenset(c) for c in cages.values()}


def _symmetric_cages(puzzle, symmetry: str) -> bool:
    """Whether each cage's image is a cage and each sum's cell's image holds a sum."""
    n = puzzle.n
    cages = _cages(puzzle)
    sums = {(i, j) for i, row in enumerate(puzzle.cells) for j, t in enumerate(row) if t != "-"}
    maps = images(n, n, symmetry)
    return (all(frozenset(f(*c) for c in cage) in cages for cage in cages for f in maps)
            and all(f(*c) in sums for c in sums for f in maps))


@pytest.mark.parametrize("symmetry, n, seed", [("rot2", 6, 0), ("rot2", 6, 2), ("mirror", 6, 1), ("mirror", 4, 2),
                                               ("rot4", 4, 1), ("rot4", 9, 2)])
def test_a_symmetric_killer_sudoku_has_symmetric_cages_and_sums(symmetry, n, seed):
    made = _made("killersudoku", n, n, seed, symmetry)
    assert _symmetric_cages(made.puzzle, symmetry)


@pytest.mark.parametrize("symmetry", ["rot2", "mirror", "rot4"])
def test_a_killer_sudoku_repair_keeps_the_cages_symmetric(symmetry):
    drawn = KillerSudoku.maker(9, 9, random.Random(3), symmetry=symmetry)
    other = [row[:] for row in drawn.answer]
    other[0][0], other[0][1] = other[0][1], other[0][0]  # (another grid: the repair cuts where it differs)
    repaired = KillerSudoku.repair(drawn, other)
    puzzle = KillerSudoku.made(repaired.cells, repaired)
    assert _symmetric_cages(puzzle, symmetry) and puzzle.verify(repaired.answer) is None
    assert len(_cages(puzzle)) > len(_cages(KillerSudoku.made(drawn.cells, drawn)))


def test_a_killer_sudoku_of_oblong_boxes_is_refused_rot4():
    with pytest.raises(InputError, match="rot4 turns the 2x3 boxes of a 6x6 killer sudoku into 3x2 ones") as err:
        make("killersudoku", 6, 6, seed=1, symmetry="rot4")
    assert err.value.source == "symmetry"


# ------------------------------------------------------------------ nonogram
def _line_images(puzzle, symmetry: str) -> bool:
    """Whether each line's clue is the clue of its image under the symmetry's maps, read in the
    image's order (reversed where the map reverses the line)."""
    m, n = puzzle.m, puzzle.n
    lines = [([(i, j) for j in range(n)], puzzle.rows[i]) for i in range(m)]
    lines += [([(i, j) for i in range(m)], puzzle.cols[j]) for j in range(n)]
    clue_of = {frozenset(cells): (cells, clue) for cells, clue in lines}
    for cells, clue in lines:
        for f in images(m, n, symmetry):
            image = [f(*c) for c in cells]
            order, theirs = clue_of[frozenset(image)]
            if theirs != (clue if image == order else clue[::-1]):
                return False
    return True


@pytest.mark.parametrize("symmetry, m, n, seed", [("rot2", 7, 8, 1), ("rot2", 10, 10, 2), ("mirror", 8, 9, 1),
                                                  ("mirror", 8, 8, 2), ("rot4", 6, 6, 2), ("rot4", 9, 9, 1)])
def test_a_symmetric_nonogram_has_a_symmetric_picture(symmetry, m, n, seed):
    made = _made("nonogram", m, n, seed, symmetry)
    picture = made.answer
    shaded = {(i, j) for i in range(m) for j in range(n) if picture[i][j] == "x"}
    assert 0 < len(shaded) < m * n
    assert all(f(*c) in shaded for c in shaded for f in images(m, n, symmetry))
    assert _line_images(made.puzzle, symmetry)
    assert [runs_of([t == "x" for t in row]) for row in picture] == made.puzzle.rows


@pytest.mark.parametrize("symmetry", ["rot2", "mirror", "rot4"])
def test_a_nonogram_repair_flips_a_cell_with_its_images(symmetry):
    drawn = Nonogram.maker(8, 8, random.Random(4), symmetry=symmetry)
    other = [row[:] for row in drawn.answer]
    other[3][2] = "-" if other[3][2] == "x" else "x"
    repaired = Nonogram.repair(drawn, other)
    flipped = {(i, j) for i in range(8) for j in range(8) if repaired.answer[i][j] != drawn.answer[i][j]}
    assert flipped == {f(3, 2) for f in images(8, 8, symmetry)}
    assert _line_images(Nonogram.made(repaired.cells, repaired), symmetry)


@pytest.mark.parametrize("kind", ["kakuro", "nonogram"])
def test_rot4_of_an_oblong_grid_is_refused(kind):
    with pytest.raises(InputError, match="rot4 needs a square grid, not 6x7") as err:
        make(kind, 6, 7, seed=1, symmetry="rot4")
    assert err.value.source == "symmetry"
