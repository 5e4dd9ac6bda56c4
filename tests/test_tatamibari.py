"""Tatamibari: the model against the rules (every answer of small puzzles found by brute force
with the rules checker, on every backend: the model is pure exact cover), the rules checker
against broken answers, the notation and puzz.link URLs.
The command line and the DLX export: tests/test_genre_cli.py."""

from __future__ import annotations

import random
import re

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.puzzles.kinds import get_kind
from xcckit.puzzles.tatamibari import Tatamibari

from .tilings import number_regions, rectangle_tilings
from .genres import answers, one_line_error

DEMO_ANSWER = ["1 7 8 8 8 8 8 8 29 31", "2 2 2 10 13 18 23 26 29 32", "3 3 3 10 14 18 24 26 30 32",
               "4 4 9 10 15 18 24 27 27 32", "4 4 9 11 15 19 24 28 28 32", "4 4 9 11 16 19 24 28 28 32",
               "5 5 5 11 16 20 20 28 28 32", "6 6 6 11 17 20 20 28 28 32", "6 6 6 11 17 21 25 28 28 32",
               "6 6 6 12 17 22 25 28 28 33"]
SMALL = ["3 4", "v - - h", "- - - -", "- h - -"]  # (of the project's making: 3 answers)
BACKENDS = ("sat", "cpsat", "dlx", "zdd")


def brute(puzzle: Tatamibari) -> list[list[list[str]]]:
    """Every division into rectangles that the rules checker passes."""
    return sorted(g for g in (number_regions(t) for t in rectangle_tilings(puzzle.m, puzzle.n))
                  if puzzle.verify(g) is None)


def random_puzzle(rng: random.Random, m: int, n: int) -> Tatamibari:
    """Symbols on a random division (one moved or turned now and then, so that some puzzles have
    no answer or several)."""
    cells = Tatamibari.maker(m, n, rng).cells
    if rng.random() < 0.5:
        clues = [(i, j) for i in range(m) for j in range(n) if cells[i][j] != "-"]
        i, j = rng.choice(clues)
        a, b = rng.randrange(m), rng.randrange(n)
        cells[i][j], cells[a][b] = cells[a][b], rng.choice("shv")
    return Tatamibari(cells)


def test_the_bundled_puzzle_has_one_answer_on_every_backend():
    p = get_kind("tatamibari").from_args(["demo-10x10"])
    for backend in ("sat", "cpsat", "dlx"):
        r = xcckit.solve(p, backend=backend, unique=True)
        assert r.unique is True
        assert [" ".join(row) for row in r.answers[0].answer["grid"]] == DEMO_ANSWER
    assert xcckit.count(p, backend="dlx").count == 1


@pytest.mark.parametrize("seed", range(10))
def test_small_puzzles_equal_the_rules_on_every_backend(seed):
    """Every answer the rules allow (brute force over all divisions into rectangles), and only
    those, on sat, cpsat, dlx and zdd; and the counts."""
    rng = random.Random(seed)
    p = random_puzzle(rng, rng.randint(2, 4), rng.randint(2, 4))
    expected = brute(p)
    for backend in BACKENDS:
        if backend != "zdd":
            assert answers(p, backend) == expected, backend
        assert xcckit.count(p, backend=backend).count == len(expected), backend


def test_a_small_puzzle_from_the_notation():
    p = Tatamibari.from_text("\n".join(SMALL) + "\n")
    assert answers(p, "dlx") == brute(p) and len(brute(p)) == 3


def test_dlx_counts_a_near_blank_board():
    """One square on a square board: one answer; two h in opposite corners of a 3×3 board: the
    brute force's count (a 1×3 and a 2×3 either way)."""
    assert xcckit.count(Tatamibari([["-", "-", "-"], ["-", "s", "-"], ["-", "-", "-"]]), backend="dlx").count == 1
    p = Tatamibari([["h", "-", "-"], ["-", "-", "-"], ["-", "-", "h"]])
    assert xcckit.count(p, backend="dlx").count == len(brute(p)) == 2


@pytest.mark.parametrize("cells, grid, rule", [
    (["s -"], ["1 x"], "r1c2 is 'x': a cell holds the number of its region (from 1)"),
    (["s - s"], ["1 2 1"], "region 1 is in 2 pieces (r1c1 and r1c3)"),
    (["s -", "- -"], ["1 1", "1 2"], "region 1 at r1c1 is not a rectangle"),
    (["s - -"], ["1 2 2"], "region 2 at r1c2 holds no symbol"),
    (["h h"], ["1 1"], "region 1 at r1c1 holds 2 symbols"),
    (["v - -", "- - -"], ["1 1 2", "3 3 2"], "region 1 at r1c1 is 1×2: its symbol v at r1c1 says taller than wide"),
    (["s s", "s s"], ["1 3", "2 4"], "four regions meet at the top-left corner of r2c2"),
])
def test_the_rules_checker_names_each_broken_rule(cells, grid, rule):
    p = Tatamibari([row.split() for row in cells])
    assert p.verify([row.split() for row in grid]) == rule
    assert p.verify({"grid": [row.split() for row in grid]}) == rule


def test_the_rules_checker_takes_any_numbering_and_refuses_what_is_no_grid():
    p = get_kind("tatamibari").from_args(["demo-10x10"])
    grid = [row.split() for row in DEMO_ANSWER]
    assert p.verify(grid) is None
    assert p.verify([[str(100 - int(t)) for t in row] for row in grid]) is None
    with pytest.raises(ValueError, match="an answer to this tatamibari is 10 rows of 10 cell strings"):
        p.verify([["1"]])


def test_urls_round_trip():
    p = get_kind("tatamibari").from_args(["demo-10x10"])
    url = p.to_url()
    assert url == "https://puzz.link/p?tatamibari/10/10/33k2g3g2h3g311i213i3l1g2j111l1i11k2g1h1l1g3n31h1h33g3i3"
    again = Tatamibari.from_url(url)
    assert again.cells == p.cells and again.to_text() == p.to_text()
    sample = "https://puzz.link/p?tatamibari/5/5/m3g11i2g31h13g3g"  # (pzprjs's own test puzzle)
    q = Tatamibari.from_url(sample)
    assert q.cells[1] == ["-", "-", "s", "-", "v"] and q.cells[4] == ["v", "s", "-", "s", "-"]
    assert q.to_url() == sample and xcckit.solve(q, unique=True).unique is True
    assert Tatamibari.from_url("https://puzz.link/p?tatamibari/25/1/zg2i").cells[0][21] == "h"


@pytest.mark.parametrize("text, message", [
    ("", "empty tatamibari puzzle"),
    ("2 2\ns -\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
    ("2 2\ns - -\n- -\n", "2:5: this row has 3 cells, the first line says 2"),
    ("2 2\ns a\n- -\n", "2:3: 'a': a cell is s (a square), h (wider than tall), v (taller than wide), ? (a shape not given) or '-'"),
    ("3 1\nh\n-\n-\n", "the symbol h at r1c1 asks for a rectangle wider than tall: the 3×1 grid has none"),
    ("1 3\n- - v\n", "the symbol v at r1c3 asks for a rectangle taller than wide: the 1×3 grid has none"),
])
def test_bad_notation_is_one_line_naming_the_place(text, message):
    assert message in one_line_error(Tatamibari.from_text, text)


@pytest.mark.parametrize("url, message", [
    ("https://puzz.link/p?shikaku/2/2/1g2g", "not a tatamibari URL"),
    ("https://puzz.link/p?tatamibari/2/2/1", "the URL is cut short"),
    ("https://puzz.link/p?tatamibari/2/2/1+", "unexpected character '+'"),
])
def test_a_url_of_another_genre_or_broken_is_refused(url, message):
    with pytest.raises(InputError, match=re.escape(message)):
        Tatamibari.from_url(url)


@pytest.mark.parametrize("seed", range(3))
def test_made_answers_keep_the_rules(seed):
    """The maker's answer is an answer of the puzzle it makes (by the rules and by the model), and
    a repaired puzzle keeps its answer and no longer has the other."""
    rng = random.Random(seed)
    made = Tatamibari.maker(6, 7, rng)
    p = Tatamibari(made.cells)
    assert p.verify(made.answer) is None
    found = [p.grid(s) for s in xcckit.solve(p, backend="dlx", limit=None).solutions]
    assert made.answer in found
    others = [g for g in found if g != made.answer]
    if others:
        fixed = Tatamibari.repair(made, others[0])
        q = Tatamibari(fixed.cells)
        assert q.verify(fixed.answer) is None and q.verify(others[0]) is not None
