"""Thermometer's own: the fills a line's options list, a blank grid's count, a line counted cell
by cell (a multiplicity) where it has too many sets (on puzzlekit's example), the notation
written back, the repairs that keep the clues."""

from __future__ import annotations

import itertools

import pytest

import xcckit
from xcckit.backends import get_backend
from xcckit.errors import UnsupportedError
from xcckit.puzzles import thermometer
from xcckit.puzzles.kit.makers import Made
from xcckit.puzzles.thermometer import Thermometer, fills, ways

from .cases.thermometer import BLANK, PK_ANSWER, PK_PUZZLE
from .conftest import accepted

@pytest.mark.parametrize("sizes", [(), (1,), (3,), (1, 1, 1, 1), (2, 1, 3), (4, 4), (1, 2, 1, 2, 1)])
def test_fills_list_every_way_once(sizes):
    for total in range(sum(sizes) + 2):
        want = sorted(f for f in itertools.product(*(range(s + 1) for s in sizes)) if sum(f) == total)
        got = sorted(map(tuple, fills(sizes, total).tolist()))
        assert got == want and ways(sizes, total) == len(want)


def test_fills_grows_what_it_does_not_list_at_once(monkeypatch):
    monkeypatch.setattr(thermometer, "EVERY", 1)
    assert sorted(map(tuple, fills((2, 1, 3), 3).tolist())) == sorted(
        f for f in itertools.product(range(3), range(2), range(4)) if sum(f) == 3)
    assert fills((1, 1), 3).shape == (0, 2)


def test_a_blank_grid_counts_every_filling(backend_name):
    """No clue: each thermometer any length (27); a clue of 2 in row 1: the fillings with two of
    its cells filled (the brute force over the three thermometers' lengths)."""
    blank = Thermometer(BLANK, [None] * 3, [None] * 2)
    accepted(get_backend(backend_name), blank.model)
    assert xcckit.count(blank, backend=backend_name).count == 27
    p = Thermometer(BLANK, [None] * 3, [2, None])
    brute = sum(1 for a, b, c in itertools.product(range(3), repeat=3)
                if (a >= 1) + (a >= 2) + (b >= 1) == 2)
    assert xcckit.count(p, backend=backend_name).count == brute == 9


def test_a_line_with_too_many_sets_is_counted_cell_by_cell(monkeypatch, backend_name):
    """With :data:`MOST_SETS` low, the lines with more sets are primary items covered clue times
    by their cells' 'filled' options: the same answers, on every backend that takes such a model
    (one that lists no solutions of it counts them)."""
    listed = xcckit.count(Thermometer.from_text(PK_PUZZLE)).count
    blank = Thermometer(BLANK, [1, None, 1], [2, 1])
    want = xcckit.count(blank).count
    monkeypatch.setattr(thermometer, "MOST_SETS", 1)
    p = Thermometer.from_text(PK_PUZZLE)
    assert p.model.has_multiplicities and listed == 1
    accepted(get_backend(backend_name), p.model)
    assert xcckit.count(Thermometer(BLANK, [1, None, 1], [2, 1]), backend=backend_name).count == want
    try:
        r = xcckit.solve(p, backend=backend_name, unique=True)
    except UnsupportedError:  # (zdd on a model it counts but does not list)
        assert xcckit.count(p, backend=backend_name).count == 1
        return
    assert r.unique and r.answers[0].answer["grid"] == [row.split() for row in PK_ANSWER]


def test_the_notation_is_written_back():
    text = "2 3\n1 - 2\n- 2\n1.1 1.2 2.2\nx7.2 x7.1 2.1\n"
    p = Thermometer.from_text(text)
    assert p.cols == [1, None, 2] and p.rows == [None, 2] and p.to_text() == text
    assert [name for name, _ in p.thermometers] == ["1", "x7", "2"]  # (by their bulbs in reading order)
    assert p.thermometers[1][1] == [(1, 1), (1, 0)]


def test_a_repair_joins_thermometers_and_keeps_the_clues():
    """Four bulbs of a cell each, one filled in each line: the two diagonals. Joined end to end
    (r1c1 the bulb of r1c2's thermometer), the other diagonal breaks the rules, the clues kept."""
    cells = [["1.1", "2.1"], ["3.1", "4.1"]]
    made = Made(cells, [], extra=[1, 1, 1, 1], answer=[["x", "-"], ["-", "x"]])
    other = [["-", "x"], ["x", "-"]]
    p = Thermometer.made(cells, made)
    assert sorted(p.grid(s) for s in xcckit.solve(p, limit=None).solutions) == sorted([made.answer, other])
    fixed = Thermometer.repair(made, other)
    q = Thermometer.made(fixed.cells, fixed)
    assert fixed.extra == made.extra and fixed.cells == [["1.1", "1.2"], ["2.1", "3.1"]]
    assert q.verify(made.answer) is None and q.verify(other) == "thermometer 1 is filled at r1c2 but not at r1c1, " \
                                                                 "nearer its bulb (r1c1)"
    assert [q.grid(s) for s in xcckit.solve(q, limit=None).solutions] == [made.answer]


def test_a_repair_refills_where_no_thermometer_can_change(monkeypatch):
    """The same with no join allowed (thermometers of a cell at most): one thermometer is filled
    a cell more or less, its row's and column's clues changed, every line keeping a filled cell."""
    monkeypatch.setattr(thermometer, "LONGEST", 1)
    cells = [["1.1", "2.1"], ["3.1", "4.1"]]
    made = Made(cells, [], extra=[1, 1, 1, 1], answer=[["x", "-"], ["-", "x"]])
    other = [["-", "x"], ["x", "-"]]
    fixed = Thermometer.repair(made, other)
    q = Thermometer.made(fixed.cells, fixed)
    assert fixed.cells == cells and fixed.answer == [["x", "x"], ["-", "x"]] and fixed.extra == [1, 2, 2, 1]
    assert q.verify(fixed.answer) is None and q.verify(other) is not None
