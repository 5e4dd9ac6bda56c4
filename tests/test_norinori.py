"""Norinori: the model against the rules (every answer of small puzzles found by brute force with the
rules checker, on every backend), the rules checker against broken answers, the notation and
puzz.link URLs.
The command line and the DLX export: tests/test_genre_cli.py."""

from __future__ import annotations

import itertools
import random

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.puzzles.kinds import get_kind
from xcckit.puzzles.norinori import Norinori
from xcckit.puzzles.rooms import grow

from .genres import one_line_error

DEMO_ANSWER = ["x x - x x - x x - x", "- - x - - - - - - x", "x - x - x - x x - -", "x - - - x - - - x x",
               "- - x x - - x x - -", "x x - - x x - - x x", "- - x x - - x x - -", "x x - - x x - - x x",
               "- - x x - - x x - -", "x x - - x x - - x x"]
PUZZLEKIT_ROOMS = ["0 1 4 3 3 7 7 6 6 6", "0 1 4 4 4 7 7 7 5 6", "1 1 4 4 4 4 14 7 5 6", "1 2 2 2 11 4 14 14 6 6",
                   "10 2 2 11 11 14 14 13 14 15", "10 10 11 11 11 14 14 13 14 15", "10 10 10 10 12 17 14 14 14 15",
                   "9 9 9 12 12 17 17 17 14 15", "9 8 9 12 18 18 18 18 15 15", "9 8 9 18 18 16 16 16 16 16"]
PUZZLEKIT = ["10 10", *["- " * 9 + "-"] * 10, *PUZZLEKIT_ROOMS]
PUZZLEKIT_ANSWER = ["x - - x x - x x - -", "x - - - - x - - x -", "- x x - - x - - x -", "x - - x x - - - - x",
                    "x - x - - - - x - x", "- - x - - - - x - -", "x - - - x x - - x -", "x - x x - - x - x -",
                    "- x - - - - x - - x", "- x - - x x - - - x"]  # (its output_example)
BACKENDS = ("sat", "cpsat", "dlx", "zdd")


def brute(p: Norinori) -> list[list[list[str]]]:
    """Every grid of x and - that the rules checker passes."""
    m, n = p.m, p.n
    grids = ([list(bits[i * n:(i + 1) * n]) for i in range(m)] for bits in itertools.product("x-", repeat=m * n))
    return sorted(g for g in grids if p.verify(g) is None)


def answers(p: Norinori, backend: str) -> list:
    result = xcckit.solve(p, backend=backend, limit=None)
    assert result.complete
    return sorted(p.grid(s) for s in result.solutions)


def random_puzzle(rng: random.Random) -> Norinori:
    while True:
        m, n = rng.choice([(2, 3), (3, 3), (3, 4), (2, 4), (4, 3)])
        seeds = rng.sample([(i, j) for i in range(m) for j in range(n)], rng.randint(2, 4))
        try:
            return Norinori([["-"] * n for _ in range(m)], grow(m, n, [{c} for c in seeds], rng))
        except InputError:  # (a room of one cell)
            continue


def lines(grid) -> list[str]:
    return [" ".join(row) for row in grid]


def test_the_bundled_puzzle_has_one_answer_on_every_backend():
    p = get_kind("norinori").from_args(["demo-10x10"])
    for backend in ("sat", "cpsat", "dlx"):
        r = xcckit.solve(p, backend=backend, unique=True)
        assert r.unique is True and lines(r.answers[0].answer["grid"]) == DEMO_ANSWER
    assert xcckit.count(p, backend="zdd").count == 1


def test_puzzlekits_example_gives_its_answer():
    for text in (PUZZLEKIT, ["10 10", *PUZZLEKIT_ROOMS]):
        r = xcckit.solve(Norinori.from_text("\n".join(text)), unique=True)
        assert r.unique and lines(r.answers[0].answer["grid"]) == PUZZLEKIT_ANSWER


@pytest.mark.parametrize("seed", range(12))
def test_small_puzzles_equal_the_rules_on_every_backend(seed):
    """Every answer the rules allow (brute force over all shadings), and only those."""
    p = random_puzzle(random.Random(seed))
    expected = brute(p)
    for backend in BACKENDS:
        assert answers(p, backend) == expected, backend


@pytest.mark.parametrize("m, n", [(3, 4), (4, 3)])
def test_dlx_counts_a_near_blank_grid_as_the_rules_do(m, n):
    """Two rooms, the halves of the grid: dlx's and zdd's counts are the brute force's."""
    half = (m * n) // 2
    p = Norinori([["-"] * n for _ in range(m)], [[int(i * n + j >= half) for j in range(n)] for i in range(m)])
    want = len(brute(p))
    assert want > 3
    assert xcckit.count(p, backend="dlx").count == want
    assert xcckit.count(p, backend="zdd").count == want


@pytest.mark.parametrize("grid, rule", [
    (["x x -", "x - -", "- - x", "- - x"], "the shaded cell r1c1 has 2 shaded cells beside it, not 1 (the shaded "
                                           "cells are dominoes)"),
    (["x - x", "- - x", "- - -", "x x -"], "the shaded cell r1c1 has 0 shaded cells beside it, not 1 (the shaded "
                                           "cells are dominoes)"),
    (["x x -", "- - -", "- - -", "- - -"], "the room at r3c1 holds 0 shaded cells, not 2"),
    (["- - -", "x - -", "x - -", "- - -"], "the room at r1c1 holds 1 shaded cell, not 2"),
    (["x x -", "- - -", "- - x", "- - *"], "r4c3 is '*': a cell is x (shaded) or - (unshaded)"),
])
def test_the_rules_checker_names_each_broken_rule(grid, rule):
    """Rooms: the top two rows, the bottom two rows."""
    p = Norinori([["-"] * 3 for _ in range(4)], [[0, 0, 0], [0, 0, 0], [1, 1, 1], [1, 1, 1]])
    rows = [row.split() for row in grid]
    assert p.verify(rows) == rule
    assert p.verify({"grid": rows}) == rule


def test_the_rules_checker_passes_the_answers_and_refuses_what_is_no_grid():
    p = get_kind("norinori").from_args(["demo-10x10"])
    assert p.verify([row.split() for row in DEMO_ANSWER]) is None
    with pytest.raises(ValueError, match="an answer to this norinori is 10 rows of 10 cell strings"):
        p.verify([["x"]])


def test_urls_round_trip():
    p = get_kind("norinori").from_args(["demo-10x10"])
    url = p.to_url()
    assert url.startswith("https://puzz.link/p?norinori/10/10/")
    again = Norinori.from_url(url)
    assert again.room == p.room and again.to_text() == p.to_text()
    assert xcckit.solve(again, unique=True).unique


@pytest.mark.parametrize("url, message", [
    ("https://puzz.link/p?nurikabe/2/2/g1h", "not a norinori URL"),
    ("https://puzz.link/p?lits/4/4/00000000", "not a norinori URL"),
])
def test_bad_urls_are_refused_in_one_line(url, message):
    with pytest.raises(InputError, match=message):
        Norinori.from_url(url)


@pytest.mark.parametrize("text, message", [
    ("", "empty norinori puzzle"),
    ("2 2 2\n1 1\n2 2\n", "1:1: expected the first line 'R C'"),
    ("2 2\n1 1\n2 2\n3 3\n", "5:1: the first line says 2×2"),
    ("2 2\n- o\n- -\n1 1\n2 2\n", "2:3: 'o': a cell is '-'"),
    ("2 2\n1 1 1\n2 2\n", "2:5: this row has 3 cells, the first line says 2"),
    ("3 3\na b a\nb b b\nc c c\n", "2:5: room 'a' is in two pieces"),
    ("2 3\n1 1 2\n1 1 1\n", "1:1: the room at r1c3 has 1 cell: it cannot hold 2 shaded cells"),
])
def test_bad_notation_is_one_line_naming_the_place(text, message):
    assert message in one_line_error(Norinori.from_text, text)


@pytest.mark.parametrize("seed", range(3))
def test_made_answers_keep_the_rules(seed):
    """The maker's answer is an answer of the puzzle it makes (by the rules and by the model); a
    repair keeps it one and rules the other answer out."""
    rng = random.Random(seed)
    made = Norinori.maker(5, 5, rng)
    p = Norinori(made.cells, made.rooms)
    assert p.verify(made.answer) is None
    grids = answers(p, "sat")
    assert made.answer in grids
    for other in [g for g in grids if g != made.answer][:3]:
        fixed = Norinori.repair(made, other)
        if fixed is None:
            continue
        q = Norinori(fixed.cells, fixed.rooms)
        assert q.verify(fixed.answer) is None and q.verify(other) is not None
