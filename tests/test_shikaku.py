"""Shikaku: the model against the rules (every answer of small puzzles found by brute force with
the rules checker, on every backend: the model is pure exact cover), the rules checker against
broken answers, the notation and puzz.link URLs.
The command line and the DLX export: tests/test_genre_cli.py."""

from __future__ import annotations

import random
import re

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.puzzles.kinds import get_kind
from xcckit.puzzles.shikaku import Shikaku

from .tilings import number_regions, rectangle_tilings
from .genres import answers, one_line_error

DEMO_ANSWER = ["1 4 8 8 8 13 13 13 18 19", "1 4 8 8 8 13 13 13 18 19", "1 4 8 8 8 13 13 13 18 19",
               "1 5 9 9 9 13 13 13 18 20", "1 5 9 9 9 14 16 16 18 20", "1 5 10 10 11 14 16 16 18 20",
               "2 5 10 10 11 14 16 16 18 20", "3 6 10 10 12 14 16 16 18 20", "3 6 10 10 12 14 16 16 18 20",
               "3 7 10 10 12 15 15 17 18 21"]
SMALL = ["3 4", "4 - - -", "- - - 4", "- 4 - -"]  # (of the project's making: 3 answers)
BACKENDS = ("sat", "cpsat", "dlx", "zdd")


def brute(puzzle: Shikaku) -> list[list[list[str]]]:
    """Every division into rectangles that the rules checker passes."""
    return sorted(g for g in (number_regions(t) for t in rectangle_tilings(puzzle.m, puzzle.n))
                  if puzzle.verify(g) is None)


def random_puzzle(rng: random.Random, m: int, n: int) -> Shikaku:
    """Numbers on a random division (moved now and then, so that some puzzles have no answer or
    several)."""
    made = Shikaku.maker(m, n, rng)
    cells = made.cells
    if rng.random() < 0.4:
        clues = [(i, j) for i in range(m) for j in range(n) if cells[i][j] != "-"]
        i, j = rng.choice(clues)
        a, b = rng.randrange(m), rng.randrange(n)
        cells[i][j], cells[a][b] = cells[a][b], cells[i][j]
    return Shikaku(cells)


def test_the_bundled_puzzle_has_one_answer_on_every_backend():
    p = get_kind("shikaku").from_args(["demo-10x10"])
    for backend in ("sat", "cpsat", "dlx"):
        r = xcckit.solve(p, backend=backend, unique=True)
        assert r.unique is True
        assert [" ".join(row) for row in r.answers[0].answer["grid"]] == DEMO_ANSWER
    assert xcckit.count(p, backend="zdd").count == 1


@pytest.mark.parametrize("seed", range(10))
def test_small_puzzles_equal_the_rules_on_every_backend(seed):
    """Every answer the rules allow (brute force over all divisions into rectangles), and only
    those, on sat, cpsat, dlx and zdd; and the counts."""
    rng = random.Random(seed)
    p = random_puzzle(rng, rng.randint(2, 3), rng.randint(2, 4))
    expected = brute(p)
    for backend in BACKENDS:
        if backend != "zdd":
            assert answers(p, backend) == expected, backend
        assert xcckit.count(p, backend=backend).count == len(expected), backend


def test_a_small_puzzle_from_the_notation():
    p = Shikaku.from_text("\n".join(SMALL) + "\n")
    assert answers(p, "dlx") == brute(p) and len(brute(p)) == 3


def test_dlx_counts_a_near_blank_board():
    """One number, the whole board's area: one answer; two numbers of half the board each: the
    cuts between them (brute force)."""
    assert xcckit.count(Shikaku([["-", "-", "-"], ["-", "12", "-"], ["-", "-", "-"], ["-", "-", "-"]]),
                        backend="dlx").count == 1
    p = Shikaku([["4", "-", "-", "-"], ["-", "-", "-", "4"]])
    assert xcckit.count(p, backend="dlx").count == len(brute(p)) == 2


@pytest.mark.parametrize("cells, grid, rule", [
    (["2 -"], ["1 x"], "r1c2 is 'x': a cell holds the number of its region (from 1)"),
    (["1 - 1"], ["1 2 1"], "region 1 is in 2 pieces (r1c1 and r1c3)"),
    (["3 -", "- -"], ["1 1", "1 2"], "region 1 at r1c1 is not a rectangle"),
    (["2 - -"], ["1 1 2"], "region 2 at r1c3 holds no number"),
    (["1 1"], ["1 1"], "region 1 at r1c1 holds 2 numbers"),
    (["3 - -"], ["1 1 2"], "region 1 at r1c1 has 2 cells, its number says 3"),
])
def test_the_rules_checker_names_each_broken_rule(cells, grid, rule):
    p = Shikaku([row.split() for row in cells])
    assert p.verify([row.split() for row in grid]) == rule
    assert p.verify({"grid": [row.split() for row in grid]}) == rule


def test_the_rules_checker_takes_any_numbering_and_refuses_what_is_no_grid():
    p = get_kind("shikaku").from_args(["demo-10x10"])
    grid = [row.split() for row in DEMO_ANSWER]
    assert p.verify(grid) is None
    assert p.verify([[str(100 - int(t)) for t in row] for row in grid]) is None
    with pytest.raises(ValueError, match="an answer to this shikaku is 10 rows of 10 cell strings"):
        p.verify([["1"]])


def test_urls_round_trip():
    p = get_kind("shikaku").from_args(["demo-10x10"])
    url = p.to_url()
    assert url == "https://puzz.link/p?shikaku/10/10/i9jar3m3kcj646w1i2na3gai32i5i6g1i2g1g1"
    again = Shikaku.from_url(url)
    assert again.cells == p.cells and again.to_text() == p.to_text()
    assert Shikaku.from_url("https://puzz.link/p?shikaku/6/3/-10w").cells[0] == ["16", "-", "-", "-", "-", "-"]


@pytest.mark.parametrize("text, message", [
    ("", "empty shikaku puzzle"),
    ("2 2\n1 -\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
    ("2 2\n1 - -\n- -\n", "2:5: this row has 3 cells, the first line says 2"),
    ("2 2\n1 a\n- -\n", "2:3: 'a': a cell is a number from 1 (its rectangle's area), ? (a number not given) or '-'"),
    ("2 2\n0 -\n- -\n", "2:1: '0': a cell is a number from 1"),
    ("2 2\n5 -\n- -\n", "1:1: the number 5 at r1c1 is larger than the 2×2 grid"),
    ("2 2\n3 3\n- -\n", "1:1: the numbers add up to 6, more than the 4 cells"),
])
def test_bad_notation_is_one_line_naming_the_place(text, message):
    assert message in one_line_error(Shikaku.from_text, text)


@pytest.mark.parametrize("url, message", [
    ("https://puzz.link/p?nurikabe/2/2/1g2g", "not a shikaku URL"),
    ("https://puzz.link/p?aho/2/2/1g2g", "not a shikaku URL"),
    ("https://puzz.link/p?shikaku/2/2/1", "the URL is cut short"),
])
def test_a_url_of_another_genre_or_broken_is_refused(url, message):
    with pytest.raises(InputError, match=re.escape(message)):
        Shikaku.from_url(url)


@pytest.mark.parametrize("seed", range(3))
def test_made_answers_keep_the_rules(seed):
    """The maker's answer is an answer of the puzzle it makes (by the rules and by the model)."""
    rng = random.Random(seed)
    made = Shikaku.maker(6, 7, rng)
    p = Shikaku(made.cells)
    assert p.verify(made.answer) is None
    assert made.answer in [p.grid(s) for s in xcckit.solve(p, backend="dlx", limit=None).solutions]
