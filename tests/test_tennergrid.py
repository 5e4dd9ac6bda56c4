"""Tenner grid's own questions (what every genre is asked: tests/cases/tennergrid.py): bad files
named at their line and column, a row that is not ten cells, a sum out of reach, puzzlekit's
example, the running-sum model of tall columns against the tuples, columns without sums, and the
maker's sizes."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.puzzles import tennergrid
from xcckit.puzzles.tennergrid import TennerGrid, _fill, column_tuples, sum_bounds

from .cases.tennergrid import ANSWER, SMALL, SUMS, candidates
from .genres import brute

BLANK = "- - - - - - - - - -"


@pytest.mark.parametrize("text, place, message", [
    (f"3 10\n- - x - - - - - - -\n{BLANK}\n{SUMS}\n", "2:5",
     "'x': a cell is a digit 0-9 (a column's sum in the last row) or '-'"),
    (f"3 10\n{BLANK}\n- - - - - - 10 - - -\n{SUMS}\n", "3:13", "10 is no digit (0 to 9)"),
    (f"3 10\n{BLANK}\n{BLANK}\n3 4 5 7 17 9 7 13 11\n", "4:21", "this row has 9 cells, the first line says 10"),
    (f"3 10\n{BLANK}\n{BLANK} -\n{SUMS}\n", "3:21", "this row has 11 cells, the first line says 10"),
    ("3 9\n- - - - - - - - -\n- - - - - - - - -\n1 2 3 4 5 6 7 8 9\n", "1:1",
     "a tenner grid's rows have 10 cells, not 9"),
    (f"3 10\n{BLANK}\n{BLANK}\n3 4 5 7 17 9 7 13 11 0\n", "4:22",
     "the sum 0 of column 10 is out of reach: 2 digits, no two neighbours equal, add up to 1 to 17"),
    (f"4 10\n{BLANK}\n{BLANK}\n{BLANK}\n3 4 5 7 17 9 7 13 11 27\n", "5:22",
     "the sum 27 of column 10 is out of reach: 3 digits, no two neighbours equal, add up to 1 to 26"),
    (f"3 10\n{BLANK}\n{BLANK}\n", "4:1", "the first line says 3×10: expected 3 rows of cells, found 2 rows"),
])
def test_a_bad_file_is_one_line_at_its_line_and_column(run_cli, tmp_path, text, place, message):
    f = tmp_path / "p.txt"
    f.write_text(text)
    code, out, err = run_cli("count", "tennergrid", f)
    assert (code, out) == (2, "") and err == f"xcc: {f}:{place}: {message}\n"


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


def test_puzzlekits_example_has_its_one_answer():
    """puzzlekit's own example (its solver's input and output), read from the installed package."""
    solver = pytest.importorskip("puzzlekit.solvers.tenner_grid")
    meta = solver.TennerGridSolver.metadata
    p = TennerGrid.from_text("\n".join(line.strip() for line in meta["input_example"].strip().splitlines()))
    r = xcckit.solve(p, backend="dlx", unique=True)
    want = [line.split() for line in meta["output_example"].strip().splitlines()[1:]]
    assert r.unique is True and r.answers[0].answer["grid"] == want
    assert p.verify(want) is None


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
