"""Simple loop's own questions (what every genre is asked: tests/cases/simpleloop.py): the bundled
puzzle on every backend, blank grids' Hamiltonian cycles, grids where no loop fits, rules broken in
the bundled answer, URLs beyond the bundled puzzle's, and the maker's repairs."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.backends import get_backend
from xcckit.puzzles.kinds import get_kind
from xcckit.puzzles.simpleloop import SimpleLoop

from .cases.simpleloop import CASE, DEMO_ANSWER
from .conftest import accepted
from .genres import equal_to_the_rules


def test_blank_grids_count_their_hamiltonian_cycles():
    """The loops through every cell of a blank grid (OEIS A003763 for 2n×2n: 1, 6, 1072), counted
    by zdd's frontier; a 3×3 (an odd number of cells) has none."""
    for size, count in ((2, 1), (4, 6), (6, 1072)):
        p = SimpleLoop([["-"] * size] * size)
        assert xcckit.count(p, backend="zdd").count == count
    assert xcckit.count(SimpleLoop([["-"] * 3] * 3), backend="sat").count == 0


def test_a_blank_4x4_has_its_6_loops_on_every_backend(backend_name):
    assert len(equal_to_the_rules(SimpleLoop([["-"] * 4] * 4), backend_name, CASE.candidates)) == 6


@pytest.mark.parametrize("cells", [["x x", "x x"], ["- x", "x x"], ["-"]])
def test_a_grid_where_no_loop_fits_has_no_answer_on_every_backend(cells, backend_name):
    p = SimpleLoop([row.split() for row in cells])
    accepted(get_backend(backend_name), p.model)
    assert xcckit.count(p, backend=backend_name).count == 0


def test_the_rules_checker_reads_a_cells_sides_in_any_order():
    p = get_kind("simpleloop").from_args(["demo-8x8"])
    assert p.verify([[t[::-1] for t in row.split()] for row in DEMO_ANSWER]) is None  # 'es' is 'se'


def test_urls_beyond_the_bundled_puzzles():
    q = SimpleLoop.from_url("https://puzz.link/p?simpleloop/8/8/201000000g010")
    assert [" ".join(r) for r in q.cells[:2]] == ["- - - x - - - -", "- - - - - - x -"]
    assert xcckit.count(q).count == 1
    blank = SimpleLoop([["-"] * 4] * 2)
    assert blank.to_url() == "https://puzz.link/p?simpleloop/4/2/"
    assert SimpleLoop.from_url(blank.to_url()).cells == blank.cells


@pytest.mark.parametrize("seed", range(3))
def test_every_blocked_cell_of_a_made_puzzle_is_needed(seed):
    """(The suite asks that the maker's answer keeps the rules.) None is removable."""
    assert SimpleLoop.maker(6, 7, random.Random(seed)).removable == []


def two_answers(seed: int, size: int = 6):
    """The first made puzzle from seed on that has a second answer: (made, the other answer)."""
    while True:
        made = SimpleLoop.maker(size, size, random.Random(seed))
        p = SimpleLoop(made.cells, made.rooms)
        grids = [p.grid(s) for s in xcckit.solve(p, backend="sat", limit=2).solutions]
        if len(grids) == 2:
            return made, grids[1] if grids[0] == made.answer else grids[0]
        seed += 100
