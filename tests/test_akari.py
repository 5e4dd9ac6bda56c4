"""Akari: the model against the rules (every answer of small puzzles found by brute force with the
rules checker, on every backend), the rules checker against broken answers, the notation and
puzz.link URLs.
The command line and the DLX export: tests/test_genre_cli.py."""

from __future__ import annotations

import itertools
import random

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.puzzles.akari import Akari
from xcckit.puzzles.kinds import get_kind

from .genres import one_line_error

DEMO_ANSWER = ["x - o - x - - o x -", "- x - o - - x - - o", "o - - - x - - - - x", "- x - - - o - x o -",
               "- o - - x - - o - -", "- - - - - x o x x o", "- x - - - o - - - -", "- - - - o - - - x -",
               "- o - x - - - o x -", "- - - - - - - - o -"]
PUZZLEKIT = ["8 8", "- - - - - - - -", "- - 0 - - 2 - -", "- 1 - - - - 2 -", "- - - 0 1 - - -", "- - - x x - - -",
             "- 1 - - - - 1 -", "- - 1 - - 1 - -", "- - - - - - - -"]
PUZZLEKIT_ANSWER = ["- - - o - - - -", "o - x - o x o -", "- x - - - - x o", "- o - x x o - -", "- - o x x - o -",
                    "- x - o - - x -", "- o x - o x - -", "- - - - - - o -"]  # (its output_example)
BACKENDS = ("sat", "cpsat", "dlx", "zdd")


def brute(p: Akari) -> list[list[list[str]]]:
    """Every grid of lights on the white cells that the rules checker passes."""
    white = [(i, j) for i in range(p.m) for j in range(p.n) if (i, j) not in p.clue]
    out = []
    for bits in itertools.product("o-", repeat=len(white)):
        grid = [["x"] * p.n for _ in range(p.m)]
        for (i, j), b in zip(white, bits):
            grid[i][j] = b
        if p.verify(grid) is None:
            out.append(grid)
    return sorted(out)


def answers(p: Akari, backend: str) -> list:
    result = xcckit.solve(p, backend=backend, limit=None)
    assert result.complete
    return sorted(p.grid(s) for s in result.solutions)


def random_puzzle(rng: random.Random) -> Akari:
    m, n = rng.randint(2, 4), rng.randint(2, 4)
    while True:
        cells = [[rng.choice(["-"] * 7 + ["x", "0", "1", "2", "3"]) for _ in range(n)] for _ in range(m)]
        try:
            return Akari(cells)
        except InputError:  # (a number with fewer white cells beside it)
            continue


def test_the_bundled_puzzle_has_one_answer_on_every_backend():
    p = get_kind("akari").from_args(["demo-10x10"])
    for backend in ("sat", "cpsat", "dlx"):
        r = xcckit.solve(p, backend=backend, unique=True)
        assert r.unique is True
        assert [" ".join(row) for row in r.answers[0].answer["grid"]] == DEMO_ANSWER
    assert xcckit.count(p, backend="zdd").count == 1


def test_puzzlekits_example_gives_its_answer():
    p = Akari.from_text("\n".join(PUZZLEKIT))
    r = xcckit.solve(p, unique=True)
    assert r.unique and [" ".join(row) for row in r.answers[0].answer["grid"]] == PUZZLEKIT_ANSWER


@pytest.mark.parametrize("seed", range(12))
def test_small_puzzles_equal_the_rules_on_every_backend(seed):
    """Every answer the rules allow (brute force over all grids of lights), and only those."""
    p = random_puzzle(random.Random(seed))
    expected = brute(p)
    for backend in BACKENDS:
        assert answers(p, backend) == expected, backend


@pytest.mark.parametrize("m, n", [(3, 4), (4, 4)])
def test_dlx_counts_a_blank_grid_as_the_rules_do(m, n):
    """A grid of white cells only: dlx's count (and zdd's) is the brute force's."""
    p = Akari([["-"] * n for _ in range(m)])
    want = len(brute(p))
    assert want > 10
    assert xcckit.count(p, backend="dlx").count == want
    assert xcckit.count(p, backend="zdd").count == want


def test_long_runs():
    """A row of 70 white cells: one light anywhere; two rows of 64 (of 16 for sat): one light in
    each, not in the same column."""
    assert xcckit.count(Akari([["-"] * 70]), backend="dlx").count == 70
    assert xcckit.count(Akari([["-"] * 64] * 2), backend="dlx").count == 64 * 63
    assert xcckit.count(Akari([["-"] * 16] * 2), backend="sat").count == 16 * 15


@pytest.mark.parametrize("cells, grid, rule", [
    (["- - -"], ["o - o"], "the lights at r1c1 and r1c3 shine on each other"),
    (["- x -", "- - -"], ["o x -", "o - -"], "the lights at r1c1 and r2c1 shine on each other"),
    (["- 2 -"], ["o x -"], "the 2 at r1c2 has 1 light beside it"),
    (["- 0 -", "- - -"], ["o x -", "- - -"], "the 0 at r1c2 has 1 light beside it"),
    (["- x -"], ["o x -"], "r1c3 is not lit"),
    (["- x -"], ["o - o"], "r1c2 is '-': a black cell is written x"),
    (["- x -"], ["o x *"], "r1c3 is '*': a white cell is o (a light) or - (none)"),
])
def test_the_rules_checker_names_each_broken_rule(cells, grid, rule):
    p = Akari([row.split() for row in cells])
    assert p.verify([row.split() for row in grid]) == rule
    assert p.verify({"grid": [row.split() for row in grid]}) == rule


def test_the_rules_checker_passes_the_answers_and_refuses_what_is_no_grid():
    p = get_kind("akari").from_args(["demo-10x10"])
    assert p.verify([row.split() for row in DEMO_ANSWER]) is None
    with pytest.raises(ValueError, match="an answer to this akari is 10 rows of 10 cell strings"):
        p.verify([["x"]])


def test_urls_round_trip():
    """puzzlekit's example URL (pzprjs's lightup) reads and is written back as pzprjs writes it."""
    body = "l.hbg..hc.6bg.gbici6bg1b.bg.g.k.k5.i.g2.h.h.bg.hcj"
    p = Akari.from_url(f"https://puzz.link/p?lightup/10/10/{body}")
    assert p.to_url() == f"https://puzz.link/p?akari/10/10/{body}"
    assert p.cells[0] == ["-", "-", "-", "-", "-", "-", "x", "-", "-", "1"] and p.cells[1][3:5] == ["x", "x"]
    assert xcckit.solve(p, unique=True).unique
    demo = get_kind("akari").from_args(["demo-10x10"])
    again = Akari.from_url(demo.to_url())
    assert again.cells == demo.cells and again.to_text() == demo.to_text()


@pytest.mark.parametrize("url, message", [
    ("https://puzz.link/p?nurikabe/2/2/g1h", "not a akari URL"),
    ("https://puzz.link/p?akari/3/3/g1", "ends after 2 of the grid's 9 cells"),
    ("https://puzz.link/p?akari/2/2/0!", "unexpected character '!'"),
])
def test_bad_urls_are_refused_in_one_line(url, message):
    with pytest.raises(InputError, match=message):
        Akari.from_url(url)


@pytest.mark.parametrize("text, message", [
    ("", "empty akari puzzle"),
    ("2 2\n- -\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
    ("2 2\n- - -\n- -\n", "2:5: this row has 3 cells, the first line says 2"),
    ("2 2\n- o\n- -\n", "2:3: 'o': a cell is - (white), x (black) or a number 0-4"),
    ("2 2\n- 5\n- -\n", "2:3: '5': a cell is - (white), x (black) or a number 0-4"),
    ("2 2\n3 -\n- -\n", "1:1: the 3 at r1c1 has 2 white cells beside it"),
])
def test_bad_notation_is_one_line_naming_the_place(text, message):
    assert message in one_line_error(Akari.from_text, text)


@pytest.mark.parametrize("seed", range(3))
def test_made_answers_keep_the_rules(seed):
    """The maker's answer is an answer of the puzzle it makes (by the rules and by the model); a
    repair keeps it one and rules the other answer out."""
    rng = random.Random(seed)
    made = Akari.maker(5, 5, rng)
    p = Akari(made.cells)
    assert p.verify(made.answer) is None
    grids = answers(p, "sat")
    assert made.answer in grids
    for other in [g for g in grids if g != made.answer][:3]:
        fixed = Akari.repair(made, other)
        assert fixed is not None
        q = Akari(fixed.cells)
        assert q.verify(fixed.answer) is None and q.verify(other) is not None
