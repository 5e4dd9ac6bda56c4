"""Kurotto: the model against the rules (every answer of small puzzles found by brute force with
the rules checker, on every backend: the model is pure exact cover with colours), the rules
checker against broken answers, the notation and puzz.link URLs.
The command line and the DLX export: tests/test_genre_cli.py."""

from __future__ import annotations

import random
import re

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.puzzles.genre import Made
from xcckit.puzzles.kinds import get_kind
from xcckit.puzzles.kurotto import Kurotto

from .genres import answers, brute_shadings, one_line_error

DEMO_ANSWER = ["- - - x - - - x", "- - - - x - - x", "- - - - x - - -", "- x - - - - - -", "x - - x - x - -",
               "x - - x x - x -", "x - - - x - - -", "x - - - - - - -"]
SMALL = ["3 4", "- - - 2", "- - - 3", "1 - - -"]  # (of the project's making: 3 answers)
BACKENDS = ("sat", "cpsat", "dlx", "zdd")


def random_puzzle(rng: random.Random, m: int, n: int) -> Kurotto:
    cells = [["-"] * n for _ in range(m)]
    for _ in range(rng.randint(1, 4)):
        cells[rng.randrange(m)][rng.randrange(n)] = rng.choice(["o", "0", "1", "2", "3", "4"])
    try:
        return Kurotto(cells)
    except InputError:  # (a number larger than the cells left)
        return random_puzzle(rng, m, n)


def test_the_bundled_puzzle_has_one_answer_on_every_backend():
    p = get_kind("kurotto").from_args(["demo-8x8"])
    for backend in ("sat", "cpsat", "dlx"):
        r = xcckit.solve(p, backend=backend, unique=True)
        assert r.unique is True
        assert [" ".join(row) for row in r.answers[0].answer["grid"]] == DEMO_ANSWER
        assert p.verify(r.answers[0].answer) is None
    assert xcckit.count(p, backend="zdd").count == 1


@pytest.mark.parametrize("seed", range(10))
def test_small_puzzles_equal_the_rules_on_every_backend(seed):
    """Every answer the rules allow (brute force over all shadings), and only those, on sat,
    cpsat, dlx and zdd; and the counts."""
    rng = random.Random(seed)
    p = random_puzzle(rng, rng.randint(2, 3), rng.randint(2, 4))
    expected = brute_shadings(p)
    for backend in BACKENDS:
        if backend != "zdd":
            assert answers(p, backend) == expected, backend
        assert xcckit.count(p, backend=backend).count == len(expected), backend


def test_a_small_puzzle_from_the_notation():
    p = Kurotto.from_text("\n".join(SMALL) + "\n")
    assert answers(p, "dlx") == brute_shadings(p) and len(brute_shadings(p)) == 3


def test_dlx_counts_a_blank_and_a_near_blank_board():
    """No circle: every shading (2^cells); one 0 in the middle of a 3×3 board: its four neighbours
    unshaded, the corners free."""
    assert xcckit.count(Kurotto([["-"] * 3] * 2), backend="dlx").count == 2 ** 6
    p = Kurotto([["-", "-", "-"], ["-", "0", "-"], ["-", "-", "-"]])
    assert xcckit.count(p, backend="dlx").count == len(brute_shadings(p)) == 2 ** 4


@pytest.mark.parametrize("cells, grid, rule", [
    (["- 1"], ["y -"], "r1c1 is 'y': a cell is x (shaded) or - (unshaded)"),
    (["- o"], ["x x"], "r1c2 holds a circle and is shaded"),
    (["- 3 -", "- - -"], ["x - x", "- - -"], "the circle at r1c2 says 3: the blocks next to it hold 2 shaded cells"),
    (["- 1 -", "- - -"], ["x - -", "x - -"], "the circle at r1c2 says 1: the blocks next to it hold 2 shaded cells"),
])
def test_the_rules_checker_names_each_broken_rule(cells, grid, rule):
    p = Kurotto([row.split() for row in cells])
    assert p.verify([row.split() for row in grid]) == rule
    assert p.verify({"grid": [row.split() for row in grid]}) == rule


def test_the_rules_checker_refuses_what_is_no_grid():
    p = get_kind("kurotto").from_args(["demo-8x8"])
    assert p.verify([row.split() for row in DEMO_ANSWER]) is None
    with pytest.raises(ValueError, match="an answer to this kurotto is 8 rows of 8 cell strings"):
        p.verify([["x"]])


def test_urls_round_trip():
    p = get_kind("kurotto").from_args(["demo-8x8"])
    url = p.to_url()
    assert url == "https://puzz.link/p?kurotto/8/8/g01i2i0i2g0h2g2j1i0k5h0h4h6i40h4j0g4h0"
    again = Kurotto.from_url(url)
    assert again.cells == p.cells and again.to_text() == p.to_text()
    sample = "https://puzz.link/p?kurotto/10/10/46s.g21k4k2h.i1n.4j34n.i3h.k3k61g3s23"  # (puzzlekit's link)
    q = Kurotto.from_url(sample)
    assert q.cells[0][:3] == ["4", "6", "-"] and q.cells[1][5] == "o" and q.to_url() == sample
    assert xcckit.solve(q, unique=True).unique is True


@pytest.mark.parametrize("text, message", [
    ("", "empty kurotto puzzle"),
    ("2 2\n1 -\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
    ("2 2\n1 - -\n- -\n", "2:5: this row has 3 cells, the first line says 2"),
    ("2 2\n1 a\n- -\n", "2:3: 'a': a cell is '-', o (a circle) or a number from 0 (a circle with it)"),
    ("2 2\n4 -\n- -\n", "1:1: the number 4 at r1c1 is more than the 3 cells that are not circles"),
    ("12 12\n" + "30 " + "- " * 11 + "\n" + ("- " * 12 + "\n") * 11,
     "1:1: the number 30 at r1c1 has more than 60000 ways to shade next to it: too many for this model"),
])
def test_bad_notation_is_one_line_naming_the_place(text, message):
    assert message in one_line_error(Kurotto.from_text, text)


@pytest.mark.parametrize("url, message", [
    ("https://puzz.link/p?shikaku/2/2/1g2g", "not a kurotto URL"),
    ("https://puzz.link/p?kurotto/2/2/1", "the URL is cut short"),
])
def test_a_url_of_another_genre_or_broken_is_refused(url, message):
    with pytest.raises(InputError, match=re.escape(message)):
        Kurotto.from_url(url)


@pytest.mark.parametrize("seed", range(3))
def test_made_answers_keep_the_rules_and_repairs_rule_the_other_out(seed):
    rng = random.Random(seed)
    made = Kurotto.maker(5, 6, rng)
    p = Kurotto(made.cells)
    assert p.verify(made.answer) is None
    fewer = [row[:] for row in made.cells]
    for i, j in made.removable[::2]:
        fewer[i][j] = "-"
    q = Kurotto(fewer)
    found = [q.grid(s) for s in xcckit.solve(q, backend="sat", limit=2).solutions]
    assert q.verify(made.answer) is None
    others = [g for g in found if g != made.answer]
    if others:
        fixed = Kurotto.repair(Made(fewer, [], answer=made.answer), others[0])
        if fixed is not None:
            r = Kurotto(fixed.cells)
            assert r.verify(fixed.answer) is None and r.verify(others[0]) is not None
