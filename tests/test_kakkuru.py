"""Kakkuru's own questions (what every genre is asked: tests/cases/kakkuru.py): the fillings of a
clue's window against the brute force, a clue cell written '-' in an answer,
and the maker's grids, symmetries, sizes and repairs."""

from __future__ import annotations

import random
from itertools import product

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.puzzles.kakkuru import Kakkuru, _fill, _pattern, fillings

from .cases.kakkuru import ANSWER, SMALL, candidates
from .genres import brute

WINDOW = ((-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1))


@pytest.mark.parametrize("offsets, bounds, total", [
    (WINDOW, (3,) * 8, 17), (WINDOW, (4, 3, 4, 4, 2, 3, 4, 4), 22), (WINDOW[:5], (4,) * 5, 12),
    (WINDOW[3:], (3, 3, 3, 3, 3), 9), ((WINDOW[1], WINDOW[6]), (2, 3), 5), ((WINDOW[0],), (4,), 3),
    (WINDOW, (2,) * 8, 17),
])
def test_a_clues_fillings_are_the_brute_forces(offsets, bounds, total):
    """Every tuple of numbers 1..bound that adds up, no two equal in a row or a column of the
    window, each once (the bounds given as masks of the numbers 1..bound)."""
    want = sorted(t for t in product(*(range(1, b + 1) for b in bounds)) if sum(t) == total
                  and all(t[a] != t[b] for a in range(len(t)) for b in range(a)
                          if offsets[a][0] == offsets[b][0] or offsets[a][1] == offsets[b][1]))
    got = sorted(map(tuple, fillings(offsets, tuple((1 << (b + 1)) - 2 for b in bounds), total).tolist()))
    assert got == want


def test_an_answer_may_write_a_clue_cell_as_a_dash():
    """A few published answers write '-' in the clue cells: the rules checker takes it."""
    p = Kakkuru.from_text("\n".join(SMALL) + "\n")
    grid = [row.split() for row in ANSWER]
    grid[0][3] = "-"
    assert p.verify(grid) is None


def test_rows_and_columns_of_other_lengths_hold_their_own_numbers():
    """As puzzlekit reads a grid whose lines differ in white cells: a row of k white cells holds
    1 to k, a column of l white cells 1 to l (the brute force, every backend's count)."""
    p = Kakkuru([["-", "-", "-"], ["-", "-", "9"], ["5", "-", "-"]])
    assert p.lines() == ([3, 2, 2], [2, 3, 2])
    found = brute(p, candidates)
    assert found == [[["1", "3", "2"], ["2", "1", "9"], ["5", "2", "1"]]]
    for backend in ("dlx", "sat"):
        assert xcckit.count(p, backend=backend).count == len(found)


@pytest.mark.parametrize("n, symmetry", [(5, "none"), (8, "none"), (7, "rot2"), (6, "rot4"), (8, "mirror")])
def test_the_maker_draws_n_white_cells_in_every_line(n, symmetry):
    rng = random.Random(n)
    made = None
    while made is None:
        made = Kakkuru.maker(n, n, rng, symmetry=symmetry)
    black = {(i, j) for i in range(n) for j in range(n) if made.cells[i][j] != "-"}
    white = n - sum(1 for j in range(n) if (0, j) in black)
    assert white in ((n + 1) // 2, (n + 1) // 2 + 1) and made.removable == []
    assert all(sum((i, j) in black for j in range(n)) == n - white for i in range(n))
    assert all(sum((i, j) in black for i in range(n)) == n - white for j in range(n))
    turn = {"none": lambda i, j: (i, j), "rot2": lambda i, j: (n - 1 - i, n - 1 - j),
            "rot4": lambda i, j: (j, n - 1 - i), "mirror": lambda i, j: (i, n - 1 - j)}[symmetry]
    assert {turn(*c) for c in black} == black
    assert Kakkuru.made(made.cells, made).verify(made.answer) is None


def test_the_fill_is_latin_on_any_regular_pattern():
    rng = random.Random(3)
    for n, blacks in ((4, 1), (6, 3), (9, 4), (12, 5)):
        black = _pattern(n, blacks, "none", rng)
        numbers = _fill(black, n - blacks, rng)
        for line in (*numbers, *zip(*numbers)):
            assert sorted(d for d in line if d) == list(range(1, n - blacks + 1))


def test_the_maker_refuses_what_it_cannot_make():
    rng = random.Random(1)
    with pytest.raises(InputError, match="so it is square, not 5x6"):
        Kakkuru.maker(5, 6, rng)
    with pytest.raises(InputError, match="3x3 to 16x16"):
        Kakkuru.maker(2, 2, rng)
    with pytest.raises(InputError, match="a mirror-symmetric kakkuru has an even side"):
        Kakkuru.maker(7, 7, rng, symmetry="mirror")


def test_a_repair_without_a_cycle_that_changes_a_sum_switches_two_cells():
    """A 4×4 draw whose only cycles swap the two answers into each other (no sum changes): the
    repair trades black and white cells, and the other answer no longer fits."""
    made = Kakkuru.maker(4, 4, random.Random(0))
    p = Kakkuru.made(made.cells, made)
    others = [g for g in (p.grid(s) for s in xcckit.solve(p, limit=None).solutions) if g != made.answer]
    assert others
    fixed = Kakkuru.repair(made, others[0])
    assert [t == "-" for row in fixed.cells for t in row] != [t == "-" for row in made.cells for t in row]
    q = Kakkuru.made(fixed.cells, fixed)
    assert q.verify(fixed.answer) is None and q.verify(others[0]) is not None
