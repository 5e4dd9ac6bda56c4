"""Making puzzles (the first step of ``xcc generate``: sudoku through the API): every puzzle made
has exactly one solution by two independent methods, is minimal (taking away any remaining clue,
or symmetric group, gives a second solution), keeps its symmetry, and a seed repeats it."""

from __future__ import annotations

import pytest

import xcckit
from xcckit import InputError
from xcckit.generate import _groups, sudoku
from xcckit.puzzles.sudoku import Sudoku


@pytest.mark.parametrize("n,box,symmetry,seed", [(9, None, "none", 1), (9, None, "rot2", 2), (6, "2x3", "mirror", 3),
                                                 (4, None, "rot4", 4)])
def test_made_sudoku_is_unique_and_minimal(n, box, symmetry, seed):
    made = sudoku(n, box, seed=seed, symmetry=symmetry)
    grid, R_C = made.puzzle.grid, made.puzzle.box
    assert made.minimal and made.seed == seed and 0 < made.clues < n * n
    assert xcckit.count(made.puzzle.model, backend="dlx").count == 1
    result = xcckit.solve(made.puzzle.model, backend="sat", unique=True)
    assert len(result.solutions) == 1 and made.puzzle.filled(result.solutions[0]) == made.solution
    for group in _groups(n, symmetry):
        given = [(i, j) for i, j in group if grid[i][j]]
        assert given in ([], group)  # symmetric: a group is given whole or not at all
        if given:
            fewer = [row[:] for row in grid]
            for i, j in group:
                fewer[i][j] = 0
            assert xcckit.count(Sudoku(fewer, R_C).model, backend="dlx", limit=2).count == 2
    assert sudoku(n, box, seed=seed, symmetry=symmetry).puzzle.grid == grid  # the seed repeats it
    assert Sudoku.from_text(made.puzzle.to_text(), box=R_C).grid == grid
    assert made.to_json()["clues"] == made.clues and made.to_json()["unique"] is True


def test_a_time_limit_returns_a_unique_puzzle_not_yet_minimal():
    made = sudoku(16, seed=1, time_limit=0.05)
    assert not made.minimal
    assert xcckit.count(made.puzzle.model, backend="dlx", limit=2).count == 1


@pytest.mark.parametrize("kwargs,message", [
    ({"n": 0}, "n: the grid's side is a whole number, at least 1, not 0"),
    ({"symmetry": "spin"}, "symmetry: unknown symmetry 'spin' (choose from none, rot2, rot4, mirror)"),
    ({"n": 6}, "box: a 6×6 grid has no square boxes: give their shape, R×C with R·C = 6"),
    ({"time_limit": -1}, "time_limit: must be a positive number of seconds, not -1"),
])
def test_bad_arguments_name_themselves(kwargs, message):
    with pytest.raises(InputError) as err:
        sudoku(**kwargs)
    assert str(err.value) == message
