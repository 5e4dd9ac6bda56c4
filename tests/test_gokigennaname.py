"""Gokigen Naname's own: the no-loop rule by duality (two connected constraints and a diagonal at
every point inside) against the brute force of the rules on blank grids, the notation of points
written back, a symmetric puzzle's numbers in whole orbits of the points."""

from __future__ import annotations

import itertools

import pytest

import xcckit
from xcckit.making import make
from xcckit.puzzles.gokigennaname import GokigenNaname

SIZES = [(1, 1), (1, 3), (2, 2), (2, 3), (3, 2), (3, 3), (3, 4)]


def loop_free(m: int, n: int) -> int:
    """The grids of / and \\ without a closed loop, counted by the rules checker."""
    p = GokigenNaname.from_args([f"{m}x{n}"])
    return sum(p.verify([list(bits[i * n:(i + 1) * n]) for i in range(m)]) is None
               for bits in itertools.product("/\\", repeat=m * n))


@pytest.mark.parametrize("m, n", SIZES)
def test_a_blank_grid_counts_the_grids_without_a_loop(m, n):
    """Every point reaching the edge through diagonals (the model) is no loop (the rules), on
    every grid up to 3×4: dlx and zdd count them all, sat and cpsat list them up to 3×3."""
    want = loop_free(m, n)
    p = GokigenNaname.from_args([f"{m}x{n}"])
    for backend in ("dlx", "zdd") + (("sat", "cpsat") if m * n <= 9 else ()):
        assert xcckit.count(p, backend=backend).count == want, backend
    assert {(2, 2): 15, (3, 3): 384, (3, 4): 2624}.get((m, n), want) == want


def test_the_notation_is_written_back():
    text = "2 3\n- 1 - -\n- - 2 -\n0 - - 1\n"
    p = GokigenNaname.from_text(text)
    assert (p.m, p.n) == (2, 3) and p.clue == {(0, 1): 1, (1, 2): 2, (2, 0): 0, (2, 3): 1}
    assert p.to_text() == text and GokigenNaname.from_url(p.to_url()).to_text() == text
    # pzprjs's point without a number ('.') says nothing
    assert GokigenNaname.from_url("https://puzz.link/p?gokigen/1/1/.i").to_text() == "1 1\n- -\n- -\n"


def test_a_symmetric_puzzle_has_its_numbers_in_whole_orbits_of_the_points():
    made = make("gokigennaname", 5, 5, seed=2, symmetry="rot2")
    clued = {(a, b) for a, row in enumerate(made.puzzle.cells) for b, t in enumerate(row) if t != "-"}
    assert clued and {(5 - a, 5 - b) for a, b in clued} == clued
    assert xcckit.count(made.puzzle, limit=2).count == 1 and made.puzzle.verify(made.answer) is None


def test_the_picture_draws_numbers_on_points_and_diagonals_corner_to_corner():
    p = GokigenNaname.from_text("1 2\n1 - -\n- 2 -\n")
    blank = p.svg()
    assert blank.count("<circle") == 2 and 'stroke-width="3"' not in blank
    (answer,) = xcckit.solve(p, unique=True).answers
    assert answer.answer["grid"] == [["\\", "/"]]
    solved = p.svg(xcckit.solve(p).solutions[0])
    assert '<line x1="3" y1="3" x2="31" y2="31" stroke="black" stroke-width="3"' in solved  # (r1c1's \)
