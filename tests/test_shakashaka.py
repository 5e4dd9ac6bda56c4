"""Shakashaka's own questions (what every genre is asked: tests/cases/shakashaka.py): the vertex
rule the model is made of against the rules checker on every 2×2 grid of the six states, blank
grids' counts against the brute force, janko.at's black 5, pzprjs's wrong answers refused, and the
maker's symmetric black cells."""

from __future__ import annotations

import itertools

import pytest

import xcckit
from xcckit.making import make
from xcckit.puzzles.shakashaka import AROUND, KEEPS, TRIANGLES, Shakashaka

from .cases.shakashaka import fillings
from .genres import brute

STATES = ("-", "x", *TRIANGLES)


def test_the_vertex_rule_is_the_rectangle_rule_on_every_2x2_grid():
    """Each grid of 2×2 cells in the six states (x black) keeps the rules exactly when every
    vertex keeps the rule the model is made of (the outside black)."""
    kept = 0
    puzzles = {}
    for states in itertools.product(STATES, repeat=4):
        grid = [list(states[:2]), list(states[2:])]
        answer = [["-" if t == "x" else t for t in row] for row in grid]
        cells = tuple(tuple("x" if t == "x" else "-" for t in row) for row in grid)
        if cells not in puzzles:
            puzzles[cells] = Shakashaka(cells)
        by_rules = puzzles[cells].verify(answer) is None

        def state(i, j):
            return grid[i][j] if 0 <= i < 2 and 0 <= j < 2 else "x"

        by_vertices = all(KEEPS[tuple(state(y + a, x + b) for (a, b), _ in AROUND)] for y in range(3) for x in range(3))
        assert by_rules == by_vertices, grid
        kept += by_rules
    assert kept == 13


@pytest.mark.parametrize("size, count", [("1x5", 1), ("2x2", 2), ("2x3", 3), ("3x3", 3), ("4x4", 23)])
def test_blank_grids_count_as_the_brute_force_says(run_cli, size, count):
    p = Shakashaka.from_args([size])
    if p.m * p.n <= 6:
        assert len(brute(p, fillings)) == count
    assert xcckit.count(p).count == count
    assert run_cli("count", "shakashaka", size)[:2] == (0, f"{count} solution{'s' if count > 1 else ''}\n")


def test_janko_writes_some_black_cells_5():
    p = Shakashaka.from_text("1 3\n5 - 1\n")
    assert p.to_text() == "1 3\n5 - 1\n" and p.clue[0, 0] == -1
    assert Shakashaka.from_url(p.to_url()).cells == [["x", "-", "1"]]
    assert p.verify([["-", "-", "-"]]) == "the 1 at r1c3 has 0 triangles beside it"


def test_pzprjs_wrong_answers_are_refused():
    """Two of pzprjs's test answers that leave a white area no rectangle (cuNotRectx)."""
    p = Shakashaka.from_url("https://puzz.link/p?shakashaka/6/6/cgbhdhegdrb")
    wrong = ["- nw ne - - -", "nw - se - - -", "sw se - - - -", "- - - - - -", "- - - - - -", "- - - - sw se"]
    assert p.verify([row.split() for row in wrong]) == "the white area at r1c6 is not a rectangle"
    wrong = ["- nw ne - - -", "nw - se - nw ne", "sw se - nw nw se", "- nw ne sw se -", "nw - se - nw ne",
             "sw se - - sw se"]
    assert p.verify([row.split() for row in wrong]) == "the white area at r2c5 is not a rectangle"


@pytest.mark.parametrize("symmetry", ["rot2", "mirror"])
def test_symmetric_black_cells_are_made(symmetry):
    made = make("shakashaka", 6, 6, seed=2, symmetry=symmetry)
    p = made.puzzle
    image = (lambda i, j: (5 - i, 5 - j)) if symmetry == "rot2" else (lambda i, j: (i, 5 - j))
    assert all(((i, j) in p.clue) == (image(i, j) in p.clue) for i in range(6) for j in range(6))
    assert p.verify(made.answer) is None and xcckit.solve(p, unique=True).unique is True


def test_the_narrowing_decides_the_demo_and_finds_no_answer_where_there_is_none():
    """The demo's cells are all decided before the search (an option per white cell, nothing
    else), with the demo's answer; a puzzle without an answer is one item without options."""
    p = Shakashaka.from_args(["demo-10x10"])
    white = sum(t == "-" for row in p.cells for t in row)
    assert p.model.n_options == white and sum(p.model.is_primary) == white
    assert xcckit.solve(p, unique=True).unique is True
    q = Shakashaka.from_text("2 3\n- 1 -\n- 0 -\n")  # (the 1 beside the 0's white cells only)
    assert q.model.n_options == 0 and xcckit.count(q).count == 0
