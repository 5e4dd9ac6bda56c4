"""Tenner grid's own questions (what every genre is asked: tests/cases/tennergrid.py, bad
files and puzzlekit's example among them): a row that is not ten cells, a sum out of reach, the
running-sum model of tall columns against the tuples, columns without sums, and the
maker's sizes."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.puzzles import tennergrid
from xcckit.puzzles.tennergrid import TennerGrid, _fill, column_tuples, sum_bounds

from .cases.tennergrid import ANSWER, SMALL, candidates
from .genres import brute

def test_a_row_that_is_not_ten_cells_is_refused_in_one_line():
    for cells in ([["-"] * 9, ["1"] * 9], [["-"] * 11, ["1"] * 11]):
        with pytest.raises(InputError) as err:
            TennerGrid(cells)
        assert f"a tenner grid's rows have 10 cells, not {len(cells[0])}" in str(err.value)
        assert "\n" not in str(err.value)
    with pytest.raises(InputError, match="rows of equal length"):
        TennerGrid([["-"] * 10, ["1"] * 9])


@pytest.mark.parametrize("rows", [1, 2, 3, 4, 5, 6])
def test_the_sums_within_reach_are_reached_and_the_others_refused(rows):
    low, high = sum_bounds(rows)
    for total in (low, high):
        assert column_tuples([None] * rows, total)
    assert not column_tuples([None] * rows, low - 1) and not column_tuples([None] * rows, high + 1)
    for total in (low - 1, high + 1):
        if total < 0:
            continue
        cells = [["-"] * 10 for _ in range(rows)] + [[str(total)] + ["-"] * 9]
        with pytest.raises(InputError, match=f"the sum {total} of column 1 is out of reach"):
            TennerGrid(cells)


def answers_of(p) -> list:
    return sorted(a.answer["grid"] for a in xcckit.solve(p, backend="dlx", limit=None).answers)


def test_the_running_sums_count_as_the_tuples(monkeypatch):
    """Columns of more than TUPLES tuples carry their running sums instead: the same answers."""
    def puzzles():
        return TennerGrid.from_text("\n".join(SMALL) + "\n"), TennerGrid.from_args(["demo-6x10"])

    want = [answers_of(p) for p in puzzles()]
    monkeypatch.setattr(tennergrid, "TUPLES", 0)
    small, demo = puzzles()
    assert any(name.startswith("s") for name in small.model.names)
    assert [answers_of(small), answers_of(demo)] == want and len(want[0]) == 2 and len(want[1]) == 1
    assert xcckit.count(small, backend="sat").count == 2


def test_columns_without_sums_are_free():
    cells = [row.split() for row in ANSWER]
    cells[0] = ["-"] * 10
    cells[2][3] = cells[2][7] = "-"
    p = TennerGrid(cells)
    found = brute(p, candidates)
    assert [row.split() for row in ANSWER[:2]] + [cells[2]] in found
    assert xcckit.count(p, backend="dlx").count == len(found) >= 1


def test_the_maker_makes_rows_of_ten():
    with pytest.raises(InputError, match="rows of 10 cells, not 6x9"):
        TennerGrid.maker(6, 9, random.Random(1))
    with pytest.raises(InputError, match="2x10 to 12x10"):
        TennerGrid.maker(13, 10, random.Random(1))
    rng = random.Random(5)
    for rows in (1, 5, 11):
        grid = _fill(rows, rng)
        assert grid is not None
        answer = [[str(d) for d in row] for row in grid] + [[str(sum(r[j] for r in grid)) for j in range(10)]]
        assert TennerGrid([["-"] * 10 for _ in range(rows)] + [answer[-1]]).verify(answer) is None
