"""Thermometer's own: the fills a line's options list, a blank grid's count, a line counted cell
by cell (a multiplicity) where it has too many sets, puzzlekit's example, the notation written
back, the constructor's checks, the repairs that keep the clues."""

from __future__ import annotations

import itertools

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.puzzles import thermometer
from xcckit.puzzles.makers import Made
from xcckit.puzzles.thermometer import Thermometer, fills, ways

PK_PUZZLE = """6 6
2 4 3 3 5 3
4 2 2 3 4 5
2.1 2.2 2.3 2.4 2.5 10.3
8.5 8.4 8.3 8.2 8.1 10.2
5.5 5.4 5.3 5.2 5.1 10.1
1.3 3.1 4.3 6.1 9.1 11.3
1.2 3.2 4.2 6.2 9.2 11.2
1.1 3.3 4.1 7.1 7.2 11.1
"""  # (puzzlekit's input_example)
PK_ANSWER = ["x x x - - x", "- - - - x x", "- - - - x x", "- x - x x -", "- x x x x -", "x x x x x -"]
BLANK = [["1.1", "1.2", "2.1"], ["3.2", "3.1", "2.2"]]  # (three thermometers of 2: 3 × 3 × 3 fillings)


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


@pytest.mark.parametrize("which", ["dlx", "sat", "cpsat", "zdd"])
def test_a_blank_grid_counts_every_filling(which):
    """No clue: each thermometer any length (27); a clue of 2 in row 1: the fillings with two of
    its cells filled (the brute force over the three thermometers' lengths)."""
    assert xcckit.count(Thermometer(BLANK, [None] * 3, [None] * 2), backend=which).count == 27
    p = Thermometer(BLANK, [None] * 3, [2, None])
    brute = sum(1 for a, b, c in itertools.product(range(3), repeat=3)
                if (a >= 1) + (a >= 2) + (b >= 1) == 2)
    assert xcckit.count(p, backend=which).count == brute == 9


@pytest.mark.parametrize("which", ["dlx", "sat", "zdd"])
def test_a_line_with_too_many_sets_is_counted_cell_by_cell(monkeypatch, which):
    """With :data:`MOST_SETS` low, the lines with more sets are primary items covered clue times
    by their cells' 'filled' options: the same answers."""
    listed = xcckit.count(Thermometer.from_text(PK_PUZZLE)).count
    blank = Thermometer(BLANK, [1, None, 1], [2, 1])
    want = xcckit.count(blank).count
    monkeypatch.setattr(thermometer, "MOST_SETS", 1)
    p = Thermometer.from_text(PK_PUZZLE)
    assert p.model.has_multiplicities and listed == 1
    r = xcckit.solve(p, backend=which, unique=True) if which != "zdd" else None
    assert r is None or (r.unique and r.answers[0].answer["grid"] == [row.split() for row in PK_ANSWER])
    assert xcckit.count(Thermometer(BLANK, [1, None, 1], [2, 1]), backend=which).count == want


def test_puzzlekits_example_has_its_answer():
    r = xcckit.solve(Thermometer.from_text(PK_PUZZLE), unique=True)
    assert r.unique and r.answers[0].answer["grid"] == [row.split() for row in PK_ANSWER]


def test_the_notation_is_written_back():
    text = "2 3\n1 - 2\n- 2\n1.1 1.2 2.2\nx7.2 x7.1 2.1\n"
    p = Thermometer.from_text(text)
    assert p.cols == [1, None, 2] and p.rows == [None, 2] and p.to_text() == text
    assert [name for name, _ in p.thermometers] == ["1", "x7", "2"]  # (by their bulbs in reading order)
    assert p.thermometers[1][1] == [(1, 1), (1, 0)]


def test_the_constructor_checks_the_clues():
    with pytest.raises(TypeError, match="Thermometer\\(cells, cols, rows\\)"):
        Thermometer(BLANK)
    with pytest.raises(InputError, match="row 2's clue 4 is more than its 3 cells"):
        Thermometer(BLANK, [1, 1, 1], [1, 4])
    with pytest.raises(InputError, match="column 1's clue is 'a': a clue is a whole number or '-'"):
        Thermometer(BLANK, ["a", 1, 1], [1, 1])
    with pytest.raises(InputError, match="2×3 thermometer puzzle has 3 column clues and 2 row clues, not 2 and 2"):
        Thermometer(BLANK, [1, 1], [1, 1])


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
