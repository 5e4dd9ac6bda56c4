"""Kakuro: the model against the rules (every answer of small puzzles found by brute force with the
rules checker, on every backend), the rules checker against broken answers, the notation and
puzz.link URLs.
The command line and the DLX export: tests/test_genre_cli.py."""

from __future__ import annotations

import itertools
import random

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.puzzles.kakuro import Kakuro
from xcckit.puzzles.kinds import get_kind

from .genres import one_line_error

DEMO_ANSWER = ["- - - - - - - -", "- - - - 4 9 3 -", "- - - - 3 5 1 -", "- 2 8 - 1 8 - -", "- 6 9 - - - - -",
               "- 1 2 - - - 4 8", "- - 7 8 9 - 1 7", "- - 6 1 4 - 2 9"]
SMALL = ["3 3", "- 4, 6,", ",3 0 0", ",7 0 0"]  # (of the project's making: 1 answer)
LAYOUTS = [["- - -", "- 0 0", "- 0 0"], ["- - - -", "- 0 0 -", "- - 0 0"], ["- - - -", "- 0 0 0", "- - 0 -"],
           ["- - -", "- 0 -", "- 0 0"]]


def brute(p: Kakuro) -> list[list[list[str]]]:
    """Every grid of digits in the white cells, filtered by the rules checker."""
    whites = [(i, j) for i in range(p.m) for j in range(p.n) if p.cells[i][j] == "0"]
    out = []
    for digits in itertools.product("123456789", repeat=len(whites)):
        g = [["-"] * p.n for _ in range(p.m)]
        for (i, j), d in zip(whites, digits):
            g[i][j] = d
        if p.verify(g) is None:
            out.append(g)
    return sorted(out)


def answers(p, backend: str) -> list:
    result = xcckit.solve(p, backend=backend, limit=None)
    assert result.complete
    return sorted(p.grid(s) for s in result.solutions)


def random_puzzle(rng: random.Random) -> Kakuro:
    """A tiny layout filled with random digits (different along runs); each clue kept or not."""
    cells = [row.split() for row in rng.choice(LAYOUTS)]
    m, n = len(cells), len(cells[0])
    while True:
        digits = {(i, j): rng.randint(1, 9) for i in range(m) for j in range(n) if cells[i][j] == "0"}
        if all(digits[a] != digits[b] for a in digits for b in digits
               if a < b and (a[0] == b[0] and all(cells[a[0]][k] == "0" for k in range(a[1], b[1] + 1))
                             or a[1] == b[1] and all(cells[k][a[1]] == "0" for k in range(a[0], b[0] + 1)))):
            break
    for i in range(m):
        for j in range(n):
            if cells[i][j] != "-":
                continue
            sums = []
            for di, dj in ((1, 0), (0, 1)):
                a, b, total = i + di, j + dj, 0
                while a < m and b < n and cells[a][b] == "0":
                    total += digits[a, b]
                    a, b = a + di, b + dj
                sums.append(str(total) if total and rng.random() < 0.7 else "")
            cells[i][j] = ",".join(sums) if any(sums) else "-"
    return Kakuro(cells)


def test_the_bundled_puzzle_has_one_answer_on_every_backend():
    p = get_kind("kakuro").from_args(["demo-8x8"])
    for backend in ("sat", "cpsat", "dlx", "zdd"):
        r = xcckit.solve(p, backend=backend, unique=True)
        assert r.unique is True, backend
        assert [" ".join(row) for row in r.answers[0].answer["grid"]] == DEMO_ANSWER


@pytest.mark.parametrize("seed", range(10))
def test_small_puzzles_equal_the_rules_on_every_backend(seed):
    p = random_puzzle(random.Random(seed))
    expected = brute(p)
    for backend in ("sat", "cpsat", "dlx", "zdd"):
        assert answers(p, backend) == expected, backend


def test_a_blank_board_counts_as_the_brute_force():
    """No clue at all: each run's digits differ (a 2x2 block of white cells: the colourings of a
    4-cycle in 9 colours, 8^4 + 8)."""
    p = Kakuro([["-", "-", "-"], ["-", "0", "0"], ["-", "0", "0"]])
    expected = len(brute(p))
    assert expected == 8 ** 4 + 8
    for backend in ("dlx", "zdd"):
        assert xcckit.count(p, backend=backend).count == expected, backend


@pytest.mark.parametrize("cells, grid, rule", [
    (["- 3,", "- 0"], ["- -", "- -"], "r2c2 is '-': a white cell holds a digit 1 to 9"),
    (["- -", "- 0"], ["- -", "1 1"], "r2c1 is '1': a black cell is -"),
    (["- - -", "- 0 0"], ["- - -", "- 4 4"], "the across run at r2c2 holds 4 twice"),
    (["- -", "- 0", "- 0"], ["- -", "- 4", "- 4"], "the down run at r2c2 holds 4 twice"),
    (["- - -", ",5 0 0"], ["- - -", "- 1 3"], "the across run at r2c2 adds up to 4, its clue says 5"),
    (["- 7,", "- 0", "- 0"], ["- -", "- 1", "- 3"], "the down run at r2c2 adds up to 4, its clue says 7"),
])
def test_the_rules_checker_names_each_broken_rule(cells, grid, rule):
    p = Kakuro([row.split() for row in cells])
    assert p.verify([row.split() for row in grid]) == rule


def test_the_rules_checker_passes_the_answers_and_refuses_what_is_no_grid():
    p = get_kind("kakuro").from_args(["demo-8x8"])
    assert p.verify([row.split() for row in DEMO_ANSWER]) is None
    with pytest.raises(ValueError, match="an answer to this kakuro is 8 rows of 8 cell strings"):
        p.verify([["1"]])


def test_urls_round_trip():
    """pzprjs's own example (its test script's URL) reads and writes back as it was."""
    url = "https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3"
    p = Kakuro.from_url(url)
    assert p.to_url() == url
    assert p.cells[1] == ["-", "4,8", "0", "0", "10,", "-"] and p.cells[0][2:4] == ["12,", "4,"]
    assert xcckit.solve(p, unique=True).unique is True
    demo = get_kind("kakuro").from_args(["demo-8x8"])
    assert Kakuro.from_url(demo.to_url()).to_text() == demo.to_text()


def test_a_url_of_another_genre_is_refused():
    with pytest.raises(InputError, match="not a kakuro URL"):
        Kakuro.from_url("https://puzz.link/p?mashu/2/2/00")


@pytest.mark.parametrize("text, message", [
    ("", "empty kakuro puzzle"),
    ("2 2\n- -\n- 0 0\n", "3:5: this row has 3 cells, the first line says 2"),
    ("2 2\n- -\n- 5\n", "3:3: '5': a cell is 0 (white), - (black) or D,A"),
    ("2 2\n- 3,x\n- 0\n", "2:3: '3,x': a cell is 0 (white), - (black) or D,A"),
    ("2 2\n- 3,\n- -\n", "1:1: r1c2's down clue 3 has no white cell below it"),
    ("2 3\n- - -\n,18 0 0\n", "1:1: r2c1's across clue 18: 2 different digits add up to between 3 and 17"),
    ("1 11\n- 0 0 0 0 0 0 0 0 0 0\n", "the across run at r1c2 has 10 cells: 9 digits cannot all differ"),
])
def test_bad_notation_is_one_line_naming_the_place(text, message):
    assert message in one_line_error(Kakuro.from_text, text)


@pytest.mark.parametrize("seed", range(3))
def test_made_answers_keep_the_rules(seed):
    made = Kakuro.maker(5, 6, random.Random(seed))
    p = Kakuro(made.cells)
    assert p.verify(made.answer) is None
    r = xcckit.solve(p, backend="sat", limit=1)
    assert r.solutions and p.verify(p.grid(r.solutions[0])) is None
