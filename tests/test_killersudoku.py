"""Killer sudoku: the model against the rules (every answer of small puzzles found by brute force
over all 288 sudoku grids of 4x4 with the rules checker, on every backend), the rules checker
against broken answers, the notation, the DLX export and the command line."""

from __future__ import annotations

import itertools
import json
import random

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.puzzles.killersudoku import KillerSudoku
from xcckit.puzzles.kinds import get_kind

from .genres import one_line_error

DEMO_ANSWER = ["7 2 6 5 3 8 9 1 4", "5 8 3 4 1 9 2 6 7", "4 9 1 7 6 2 8 3 5", "9 1 5 2 4 6 3 7 8",
               "2 6 4 8 7 3 1 5 9", "8 3 7 9 5 1 6 4 2", "3 7 2 1 8 5 4 9 6", "1 5 8 6 9 4 7 2 3",
               "6 4 9 3 2 7 5 8 1"]
SMALL = ["4 4", "- - - 3", "- - - -", "- 6 - -", "- 4 - -",
         "1 1 2 3", "1 4 5 6", "7 8 8 6", "7 9 6 6"]  # (of the project's making: 1 answer)
SMALL_ANSWER = ["4 1 2 3", "2 3 1 4", "3 2 4 1", "1 4 3 2"]
SIX = ["6 6", "6 - 7 - 18 -", "- - - - - -", "- - - - - -", "- 6 5 1 - -", "- 10 - - 6 -", "3 - - - - -",
       "1 1 2 2 3 4", "5 6 7 8 3 4", "9 6 10 8 3 4", "9 11 12 13 3 4", "9 14 14 15 16 16", "17 14 18 15 19 19"]
SIX_ANSWER = ["5 1 3 4 6 2", "4 2 6 5 3 1", "1 3 4 2 5 6", "2 6 5 1 4 3", "6 5 1 3 2 4", "3 4 2 6 1 5"]
"""A 6x6 of the project's making (its maker, seed 3), boxes of 2x3 as janko.at draws them."""


def sudokus4() -> list[list[list[str]]]:
    """The 288 sudoku grids of 4x4 (rows that are permutations, filtered by columns and boxes)."""
    perms = list(itertools.permutations("1234"))
    out = []
    for rows in itertools.product(perms, repeat=4):
        if all(len(set(col)) == 4 for col in zip(*rows)) and all(
                len({rows[a + i][b + j] for i in range(2) for j in range(2)}) == 4 for a in (0, 2) for b in (0, 2)):
            out.append([list(r) for r in rows])
    return out


SUDOKUS = sudokus4()


def brute(p: KillerSudoku) -> list:
    return sorted(g for g in SUDOKUS if p.verify(g) is None)


def answers(p, backend: str) -> list:
    result = xcckit.solve(p, backend=backend, limit=None)
    assert result.complete
    return sorted(p.grid(s) for s in result.solutions)


def random_puzzle(rng: random.Random) -> KillerSudoku:
    made = KillerSudoku.maker(4, 4, rng)
    cells = [row[:] for row in made.cells]
    for i, j in made.removable:
        if rng.random() < 0.5:
            cells[i][j] = "-"
    return KillerSudoku(cells, made.rooms)


def test_there_are_288_sudokus_of_4x4():
    assert len(SUDOKUS) == 288


def test_the_bundled_puzzle_has_one_answer_on_every_backend():
    p = get_kind("killer_sudoku").from_args(["demo-9x9"])
    for backend in ("sat", "cpsat", "dlx"):
        r = xcckit.solve(p, backend=backend, unique=True)
        assert r.unique is True, backend
        assert [" ".join(row) for row in r.answers[0].answer["grid"]] == DEMO_ANSWER


def test_zdd_counts_the_bundled_puzzle_in_its_own_order():
    # its narrowest sweep is 205 bits wide: auto counts with mrv (the sweep took over 55 s)
    from xcckit.backends.zdd.backend import ZddBackend
    p = get_kind("killersudoku").from_args(["demo-9x9"])
    b = ZddBackend()
    assert b.count(p.model, time_limit=60)[0] == 1
    assert b.chosen_order.startswith("mrv")


@pytest.mark.parametrize("seed", range(10))
def test_small_puzzles_equal_the_rules_on_every_backend(seed):
    p = random_puzzle(random.Random(seed))
    expected = brute(p)
    for backend in ("sat", "cpsat", "dlx", "zdd"):
        assert answers(p, backend) == expected, backend


def test_a_blank_board_counts_the_sudokus():
    """Cages without sums (single cells: no rule beyond sudoku's) count the 288 grids; cages of
    two cells without sums rule out the grids that repeat a digit in them."""
    p = KillerSudoku([["-"] * 4 for _ in range(4)], [[4 * i + j for j in range(4)] for i in range(4)])
    for backend in ("dlx", "zdd"):
        assert xcckit.count(p, backend=backend).count == 288
    q = KillerSudoku([["-"] * 4 for _ in range(4)], [[0, 0, 1, 1], [2, 3, 4, 5], [6, 7, 8, 9], [10, 11, 12, 13]])
    assert xcckit.count(q, backend="dlx").count == 288  # (a row's digits differ anyway)
    r = KillerSudoku([["-"] * 4 for _ in range(4)], [[0, 1, 2, 3], [4, 1, 5, 6], [7, 8, 9, 10], [11, 12, 13, 14]])
    assert xcckit.count(r, backend="dlx").count == 288 and len(brute(r)) == 288  # (a box's too)


def test_a_cage_without_a_sum_only_keeps_its_digits_apart():
    """A cage without a sum has no digit sets to choose from: its digits are secondary items, so
    two cells in no common row, column or box (one cage) cannot repeat a digit, on every backend;
    a cage with a sum keeps its sets (and its item)."""
    rooms = [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 0]]
    p = KillerSudoku([["-"] * 4 for _ in range(4)], rooms)
    assert "K0" not in p.model.names and not p.model.is_primary[p.model.names.index("K0.1")]
    expected = brute(p)
    assert len(expected) < 288
    for backend in ("sat", "dlx", "zdd"):
        assert xcckit.count(p, backend=backend).count == len(expected), backend
    q = KillerSudoku([["5"] + ["-"] * 3] + [["-"] * 4 for _ in range(3)], rooms)
    assert "K0" in q.model.names and xcckit.count(q, backend="sat").count == len(brute(q))


@pytest.mark.parametrize("cells, rooms, grid, rule", [
    ("- - - -", "1 2 3 4", "1 2 3 x", "r1c4 is 'x': a cell holds a digit 1 to 4"),
    ("- - - -", "1 2 3 4", "1 2 3 1", "the row at r1c1 holds 1 twice"),
    ("- - - -", "1 2 3 4", "1 2 3 4|1 2 3 4", "the column at r1c1 holds 1 twice"),
    ("- - - -", "1 2 3 4", "1 2 3 4|2 1 4 3|3 4 1 2|4 3 2 1", "the box at r1c1 holds 1 twice"),
    ("5 - - -", "1 1 2 3", "1 2 3 4|3 4 1 2|2 1 4 3|4 3 2 1", "the cage at r1c1 adds up to 3, its sum says 5"),
])
def test_the_rules_checker_names_each_broken_rule(cells, rooms, grid, rule):
    base_rooms = [[4 * i + j + 10 for j in range(4)] for i in range(4)]
    for i, row in enumerate(rooms.split("|")):
        base_rooms[i] = [int(t) for t in row.split()] + base_rooms[i][4:]
    cell_rows = [cells.split()] + [["-"] * 4 for _ in range(3)]
    g = [["1", "2", "3", "4"], ["3", "4", "1", "2"], ["2", "1", "4", "3"], ["4", "3", "2", "1"]]
    for i, row in enumerate(grid.split("|")):
        g[i] = row.split()
    p = KillerSudoku(cell_rows, base_rooms)
    assert p.verify(g) == rule


def test_the_cage_rule_is_named_too():
    p = KillerSudoku([["-"] * 4 for _ in range(4)], [[0, 0, 1, 2], [0, 3, 4, 5], [6, 7, 8, 9], [10, 11, 12, 13]])
    g = [["1", "2", "3", "4"], ["3", "4", "1", "2"], ["2", "1", "4", "3"], ["4", "3", "2", "1"]]
    assert p.verify(g) is None
    q = KillerSudoku([["-"] * 4 for _ in range(4)], [[0, 1, 2, 3], [0, 4, 5, 6], [0, 7, 8, 9], [10, 11, 12, 13]])
    assert q.verify(g) is None
    r = KillerSudoku([["-"] * 4 for _ in range(4)], [[0, 1, 2, 3], [0, 0, 5, 6], [7, 0, 8, 9], [10, 11, 12, 13]])
    assert r.verify(g) == "the cage at r1c1 holds 1 twice"


def test_the_rules_checker_passes_the_answers_and_refuses_what_is_no_grid():
    p = get_kind("killersudoku").from_args(["demo-9x9"])
    assert p.verify([row.split() for row in DEMO_ANSWER]) is None
    with pytest.raises(ValueError, match="an answer to this killersudoku is 9 rows of 9 cell strings"):
        p.verify([["1"]])


@pytest.mark.parametrize("text, message", [
    ("", "empty killersudoku puzzle"),
    ("2 2\n- -\n- -\n1 2\n3 4\n", "1:1: a 2×2 grid has no boxes but rows: give their shape, R×C with R·C = 2"),
    ("2 3\n- - -\n- - -\n1 2 3\n4 5 6\n", "1:1: a killer sudoku is square, not 2×3"),
    ("4 4\n- - - x\n- - - -\n- - - -\n- - - -\n" + "1 2 3 4\n" * 4, "2:7: 'x': a cell is a cage's sum"),
    ("4 4\n3 4 - -\n- - - -\n- - - -\n- - - -\n1 1 2 3\n4 5 6 7\n8 9 10 11\n12 13 14 15\n",
     "1:1: the cage at r1c1 has two sums (r1c1 and r1c2)"),
    ("4 4\n8 - - -\n- - - -\n- - - -\n- - - -\n1 1 2 3\n4 5 6 7\n8 9 10 11\n12 13 14 15\n",
     "1:1: the cage at r1c1 sums to 8: 2 different digits add up to between 3 and 7"),
    ("4 4\n9 - - -\n- - - -\n- - - -\n- - - -\n1 1 1 1\n2 3 4 5\n6 7 8 9\n10 11 12 13\n",
     "1:1: the cage at r1c1 sums to 9: 4 different digits add up to exactly 10"),
    ("4 4\n- - - -\n- - - -\n- - - -\n- - - -\n1 1 1 1\n1 2 3 4\n5 6 7 8\n9 10 11 12\n",
     "1:1: the cage at r1c1 has 5 cells: 4 digits cannot all differ"),
    ("4 4\n- - - -\n- - - -\n- - - -\n- - - -\n1 2 1 3\n4 5 6 7\n8 9 10 11\n12 13 14 15\n",
     "6:5: room '1' is in two pieces"),
])
def test_bad_notation_is_one_line_naming_the_place(text, message):
    assert message in one_line_error(KillerSudoku.from_text, text)


def test_there_are_no_urls():
    with pytest.raises(InputError, match="pzprjs has no killersudoku URLs"):
        KillerSudoku.from_url("https://puzz.link/p?sudoku/4/4/g")


def test_the_command_line(run_cli, tmp_path):
    code, out, err = run_cli("solve", "killer_sudoku", "demo-9x9", "--unique")
    assert code == 0 and out == "\n".join(DEMO_ANSWER) + "\nthe solution is unique\n"
    code, out, err = run_cli("solve", "killersudoku", "demo-9x9", "--json")
    assert code == 0 and [" ".join(r) for r in json.loads(out)["solutions"][0]["answer"]["grid"]] == DEMO_ANSWER
    f = tmp_path / "p.txt"
    f.write_text("\n".join(SMALL) + "\n")
    assert run_cli("solve", "killersudoku", f, "--unique")[:2] == (0, "\n".join(SMALL_ANSWER) + "\nthe solution is unique\n")
    assert run_cli("count", "killersudoku", f)[:2] == (0, "1 solution\n")
    code, out, _ = run_cli("export", "killersudoku", f, "--format", "dlx")
    dlx = tmp_path / "p.dlx"
    dlx.write_text(out)
    assert code == 0 and run_cli("count", "dlx", dlx)[:2] == (0, "1 solution\n")
    picture = tmp_path / "p.svg"
    assert run_cli("solve", "killersudoku", f, "--svg", picture)[0] == 0 and picture.read_text().count("</text>") == 16
    f.write_text("4 4\n- - - x\n- - - -\n- - - -\n- - - -\n" + "1 2 3 4\n" * 4)
    code, out, err = run_cli("solve", "killersudoku", f)
    assert code == 2 and err == f"xcc: {f}:2:7: 'x': a cell is a cage's sum (a number from 1) or '-'\n"


def test_boxes_as_the_sites_draw_them_and_any_other_shape(run_cli, tmp_path):
    """A 6x6 is read with boxes of 2 rows and 3 columns (janko.at's); --box 3x2 is the other
    shape, which this puzzle's answer breaks; --box that does not tile the grid is one line."""
    p = KillerSudoku.from_text("\n".join(SIX) + "\n")
    assert p.box == (2, 3)
    r = xcckit.solve(p, unique=True)
    assert r.unique is True and [" ".join(row) for row in r.answers[0].answer["grid"]] == SIX_ANSWER
    f = tmp_path / "six.txt"
    f.write_text("\n".join(SIX) + "\n")
    assert run_cli("solve", "killersudoku", f, "--unique")[:2] == (0, "\n".join(SIX_ANSWER) + "\nthe solution is unique\n")
    assert run_cli("count", "killersudoku", f, "--box", "3x2")[:2] == (0, "0 solutions\n")
    assert KillerSudoku(p.cells, p.room, box="3x2").box == (3, 2)
    code, _, err = run_cli("solve", "killersudoku", f, "--box", "2x4")
    assert (code, err) == (2, "xcc: --box: boxes of 2×4 do not tile a 6×6 grid (R·C must be 6)\n")


def test_16x16_solves():
    """Digits past 9 are colours of one character (base 62), as sudoku's."""
    made = KillerSudoku.maker(16, 16, random.Random(1))
    p = KillerSudoku(made.cells, made.rooms)
    r = xcckit.solve(p, limit=1)
    assert len(r.answers) == 1 and p.verify(r.answers[0].answer) is None


@pytest.mark.parametrize("size", [4, 6, 9])
def test_made_puzzles_of_every_box_shape(run_cli, tmp_path, size):
    out = tmp_path / "made.txt"
    code, said, _ = run_cli("generate", "killersudoku", f"{size}x{size}", "--seed", "1", "-o", out)
    assert code == 0 and f"killersudoku {size}x{size}, seed 1:" in said and "unique" in said
    assert run_cli("count", "killersudoku", out)[:2] == (0, "1 solution\n")


@pytest.mark.parametrize("seed", range(3))
def test_made_answers_keep_the_rules(seed):
    made = KillerSudoku.maker(4, 4, random.Random(seed))
    p = KillerSudoku(made.cells, made.rooms)
    assert p.verify(made.answer) is None
    assert made.answer in [p.grid(s) for s in xcckit.solve(p, backend="sat", limit=None).solutions]
