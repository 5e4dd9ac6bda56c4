"""Minesweeper's own questions (what every genre is asked: tests/cases/minesweeper.py): the total
of mines on the first line (puzzlekit's notation: its example's, the count with and without it, on
every backend that takes the model; refused in a URL), open cells (#) read, drawn and written to
URLs as pzprjs's '-', notation errors placed at file:line:column, a number out of range refused
in one line, another genre's URL refused, the maker's symmetric clues; and the model: the cells
the clues settle left out of the search, the total as a chain of partial sums or as an item,
clues that contradict each other."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.backends import backends_for, get_backend
from xcckit.errors import InputError
from xcckit.making import make
from xcckit.puzzles import minesweeper
from xcckit.puzzles.minesweeper import Minesweeper

from .cases.minesweeper import PUZZLEKIT, SMALL, TOTAL
from .conftest import accepted
from .genres import brute, one_line_error, shading_candidates

def text(rows: list[str]) -> str:
    return "\n".join(rows) + "\n"


def test_the_total_of_mines_counts_on_every_backend(backend_name):
    """The small puzzle has 20 answers; 3 mines in all leave fewer, the brute force's."""
    without, total = Minesweeper.from_text(text(SMALL)), Minesweeper.from_text(text(TOTAL))
    accepted(get_backend(backend_name), total.model)
    want = brute(total, shading_candidates)
    assert 0 < len(want) < 20
    assert xcckit.count(without, backend=backend_name).count == 20
    assert xcckit.count(total, backend=backend_name).count == len(want)


def test_the_rules_checker_counts_the_mines():
    p = Minesweeper.from_text("1 3 1\n- 1 -\n")
    assert p.verify([["x", "-", "-"]]) is None
    assert p.verify([["-", "-", "-"]]) == "r1c2 says 1 but 0 mines touch it"
    q = Minesweeper.from_text("2 3 2\n- 1 -\n- - -\n")
    assert q.verify([["x", "-", "-"], ["-", "-", "-"]]) == "the grid holds 1 mine: the first line says 2"
    assert q.verify([["x", "-", "-"], ["-", "-", "x"]]) == "r1c2 says 1 but 2 mines touch it"


def test_open_cells_hold_no_mine_and_are_pzprjs_dashes():
    p = Minesweeper.from_text("2 3\n# 1 -\n- - -\n")
    assert xcckit.count(p).count == 4  # (one mine of the four cells around the 1; none at r1c1)
    assert all(g[0][0] == "-" for g in (p.grid(s) for s in xcckit.solve(p, limit=None).solutions))
    url = p.to_url()
    assert url == "https://puzz.link/p?mines/3/2/.1j" and Minesweeper.from_url(url).to_text() == p.to_text()
    assert 'fill="#333"' not in p.svg() and p.svg(xcckit.solve(p).solutions[0]).count('fill="#333"') == 1


def test_a_url_has_no_total_of_mines():
    """puzzlekit's example gives its total (3 mines), written back on the first line; a URL
    has none."""
    p = Minesweeper.from_text(PUZZLEKIT)
    assert p.extra == [3] and p.to_text() == PUZZLEKIT
    with pytest.raises(InputError, match="pzprjs's mines URLs have no total of mines"):
        Minesweeper.from_text(PUZZLEKIT).to_url()


@pytest.mark.parametrize("bad, message", [
    ("2 2\n- 9\n- -\n", "p.txt:2:3: '9': a cell is - (perhaps a mine), # (open, no number) or a number 0-8"),
    ("2 2\n- -\n10 -\n", "p.txt:3:1: '10': a cell is - (perhaps a mine), # (open, no number) or a number 0-8"),
    ("\n2 2 1 1\n- -\n- -\n", "p.txt:2:1: expected the first line 'R C' or 'R C M'"),
    ("2 2\n- -\n- 4\n", "p.txt:3:3: the 4 at r2c2 has 3 cells around it that may hold a mine"),
    ("2 2 9\n- -\n- -\n", "p.txt:1:1: the first line says 9 mines, more than the 4 cells without a number"),
])
def test_notation_errors_name_file_line_and_column(bad, message):
    assert one_line_error(Minesweeper.from_text, bad).startswith(message)


def test_a_number_out_of_range_is_one_line(run_cli, tmp_path):
    f = tmp_path / "p.txt"
    f.write_text("3 3\n- - -\n- 9 -\n- - -\n")
    code, out, err = run_cli("solve", "minesweeper", f)
    assert (code, out) == (2, "") and err.count("\n") == 1
    assert err == f"xcc: {f}:3:3: '9': a cell is - (perhaps a mine), # (open, no number) or a number 0-8\n"


@pytest.mark.parametrize("url, message", [
    ("https://puzz.link/p?kurotto/2/2/1g2g", "not a minesweeper URL"),
    ("https://puzz.link/p?akari/2/2/1g2g", "not a minesweeper URL"),
    ("https://puzz.link/p?mines/3/1/g.g", None),
])
def test_another_genres_url_is_refused(url, message):
    if message is None:
        assert Minesweeper.from_url(url).cells == [["-", "#", "-"]]
        return
    with pytest.raises(InputError) as err:
        Minesweeper.from_url(url)
    assert message in str(err.value) and "\n" not in str(err.value)


@pytest.mark.parametrize("symmetry", ["rot2", "mirror"])
def test_symmetric_clues_are_made(symmetry):
    p = make("minesweeper", 6, 6, seed=3, symmetry=symmetry).puzzle
    m, n = p.m, p.n
    image = (lambda i, j: (m - 1 - i, n - 1 - j)) if symmetry == "rot2" else (lambda i, j: (i, n - 1 - j))
    assert all((p.cells[i][j] == "-") == (p.cells[image(i, j)[0]][image(i, j)[1]] == "-")
               for i in range(m) for j in range(n))
    assert xcckit.solve(p, unique=True).unique is True


@pytest.mark.parametrize("seed", range(3))
def test_made_puzzles_keep_their_answer(seed):
    made = Minesweeper.maker(6, 7, random.Random(seed))
    p = Minesweeper(made.cells)
    assert p.verify(made.answer) is None
    assert all(made.cells[i][j] == "-" for i in range(6) for j in range(7) if made.answer[i][j] == "x")


CHAINED = "4 5 7\n- - 2 - -\n2 - 4 4 -\n2 - - - 2\n1 - 2 - -\n"  # (two answers without its total)
CHAINED_ANSWER = [["-", "-", "-", "x", "x"], ["-", "x", "-", "-", "x"], ["-", "x", "x", "-", "-"],
                  ["-", "-", "-", "-", "x"]]


def test_what_the_clues_settle_is_left_out_of_the_search():
    """The demo and puzzlekit's example settle completely: one option, the settled cells'."""
    for p in (Minesweeper.from_args(["demo-8x8"]), Minesweeper.from_text(PUZZLEKIT)):
        assert p.model.n_options == 1 and p.model.names[0] == "given"
        r = xcckit.solve(p, unique=True)
        assert r.unique is True and p.verify(r.answers[0].answer) is None


@pytest.mark.parametrize("cap", [None, 0])
def test_the_total_is_a_chain_of_partial_sums_or_an_item(monkeypatch, cap):
    """Unique with its total (two answers without): the total's chain keeps the model plain
    (dlx first); with no room for a chain, the total is an item covered as many times as mines
    are left, on every backend alike."""
    if cap is not None:
        monkeypatch.setattr(minesweeper, "CHAIN_CAP", cap)
    p = Minesweeper.from_text(CHAINED)
    assert xcckit.count(Minesweeper.from_text(CHAINED.replace(" 7\n", "\n", 1))).count == 2
    assert ("total" in p.model.index) == (cap == 0) and p.model.has_multiplicities == (cap == 0)
    assert ("s1" in p.model.index) == (cap is None)
    r = xcckit.solve(p, unique=True)
    assert r.unique is True and r.answers[0].answer["grid"] == CHAINED_ANSWER
    for backend in backends_for(p.model):
        assert xcckit.count(p, backend=backend).count == 1, backend


@pytest.mark.parametrize("text", ["1 3 2\n- 0 -\n", "2 3\n1 - 2\n# - #\n", "1 3 0\n- 1 -\n"])
def test_clues_that_contradict_each_other_have_no_answer(backend_name, text):
    """Too many mines for the cells a 0 leaves; a 2 that fills the only cells of a 1; a total
    of 0 beside a 1: nothing is settled, and the model has no solution."""
    p = Minesweeper.from_text(text)
    accepted(get_backend(backend_name), p.model)
    assert brute(p, shading_candidates) == []
    assert xcckit.count(p, backend=backend_name).count == 0


@pytest.mark.parametrize("seed", range(2))
def test_the_settled_model_has_the_answers_of_the_unsettled_one(seed):
    """Random 4-6 × 4-6 grids of random mines, some numbers shown, the total two times in three
    (right or one off): the same answers with the settling and without (every placement, the
    total an item), up to 30 of them."""
    rng = random.Random(seed)
    for _ in range(20):
        m, n = rng.randint(4, 6), rng.randint(4, 6)
        mines = {(i, j) for i in range(m) for j in range(n) if rng.random() < 0.25}
        cells = [["-" if (i, j) in mines or rng.random() < 0.5 else
                  str(sum((a, b) in mines for a in range(i - 1, i + 2) for b in range(j - 1, j + 2)))
                  for j in range(n)] for i in range(m)]
        extra = [max(0, len(mines) + rng.choice([0, 0, 0, 1, -1]))] if rng.random() < 2 / 3 else []
        p, q = Minesweeper(cells, None, extra), Minesweeper(cells, None, extra, settle=False)
        assert q.unsettled() is q and not p.unsettled().settle
        assert ("total" in q.model.index) == bool(extra and extra[0])
        want = sorted(q.grid(s) for s in xcckit.solve(q, backend="sat", limit=30).solutions)
        got = sorted(p.grid(s) for s in xcckit.solve(p, limit=30).solutions)
        assert got == want or len(want) == len(got) == 30
