"""Nurimisaki: the model against the rules (every answer of small puzzles found by brute force with
the rules checker, on every backend that takes the model), the rules checker against broken
answers, the notation, puzz.link URLs and the maker.
The command line: tests/test_genre_cli.py."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.puzzles.kinds import get_kind
from xcckit.puzzles.nurimisaki import Nurimisaki

from .genres import answers, assert_cells_break, brute_shadings, one_line_error

DEMO_ANSWER = ["- x x x x x x x", "- - - x - - - x", "- x x - x - x x", "- - - - - - - x",
               "- x x - x x - x", "- - - x - x x x", "- x - x - - - x", "- - - - - x x x"]
SMALL = ["3 4", "- - - 3", "- - - -", "- 2 - ?"]  # (of the project's making: 1 answer)
SMALL_ANSWER = ["x x x -", "x - - -", "x - x -"]


def random_puzzle(rng: random.Random, m: int, n: int) -> Nurimisaki:
    while True:
        cells = [["-"] * n for _ in range(m)]
        for _ in range(rng.randint(0, 3)):
            cells[rng.randrange(m)][rng.randrange(n)] = rng.choice(["?", "2", "3"])
        try:
            return Nurimisaki(cells)
        except InputError:  # (a number longer than any passage from its cell)
            continue


def test_the_bundled_puzzle_has_one_answer_on_every_translation():
    p = get_kind("nurimisaki").from_args(["demo-8x8"])
    for backend in ("sat", "cpsat"):
        r = xcckit.solve(p, backend=backend, unique=True)
        assert r.unique is True
        assert [" ".join(row) for row in r.answers[0].answer["grid"]] == DEMO_ANSWER
        assert p.verify(r.answers[0].answer) is None
    assert xcckit.count(p).count == 1


@pytest.mark.parametrize("seed", range(14))
def test_small_puzzles_equal_the_rules_on_every_backend(seed):
    """Every answer the rules allow (brute force over all shadings), and only those, on sat,
    cpsat and dlx (which checks connectivity on partial solutions); zdd counts them (its frontier
    carries the components)."""
    rng = random.Random(seed)
    p = random_puzzle(rng, rng.randint(1, 3), rng.randint(2, 4))
    expected = sorted(brute_shadings(p))
    for backend in ("sat", "cpsat", "dlx"):
        assert answers(p, backend) == expected, backend
    assert xcckit.count(p, backend="zdd").count == len(expected)  # (the frontier method)


@pytest.mark.parametrize("rows", [["- - -", "- - -", "- - -"], ["- - - -", "- - - -"], ["- - - - -"],
                                  ["-"], ["2 - - ?"], ["- - ? - -", "- - - - -"], ["4", "-", "-", "-"]])
def test_blank_and_one_wide_grids_equal_the_rules(rows):
    """Where a lone unshaded cell may be the whole of them (a 3x3's centre, any cell of one row) and
    where not, with circles and without."""
    p = Nurimisaki([r.split() for r in rows])
    assert answers(p, "sat") == sorted(brute_shadings(p)) == answers(p, "dlx")


def test_a_small_puzzle_from_the_notation():
    p = Nurimisaki.from_text("\n".join(SMALL) + "\n")
    assert [[" ".join(r) for r in g] for g in answers(p, "sat")] == [SMALL_ANSWER]
    assert len(brute_shadings(p)) == 1


def test_puzzlekits_example():
    """puzzlekit's input_example and its output_example."""
    p = Nurimisaki.from_text("6 6\n- - ? - - -\n- - - - - -\n? - - - - -\n- 3 - - - 2\n- - - - - -\n5 - - - 5 -\n")
    assert [[" ".join(r) for r in g] for g in answers(p, "sat")] == [
        ["x x - x x x", "- - - - - x", "- x - x - -", "x - - - x -", "x x x - x x", "- - - - - x"]]


def test_pzprjss_example():
    """pzprjs's test puzzle (its URL) and the answer its checker passes."""
    p = Nurimisaki.from_url("https://puzz.link/p?nurimisaki/5/5/g.i.m2l.j")
    assert p.cells[0] == ["-", "?", "-", "-", "-"] and p.cells[2] == ["-", "-", "-", "2", "-"]
    assert [[" ".join(r) for r in g] for g in answers(p, "sat")] == [
        ["x - - - -", "- x x x -", "- - x - -", "x - x x -", "- - - - -"]]


@pytest.mark.parametrize("cells, grid, rule", [
    (["? -"], ["x -"], "r1c1 holds a circle and is shaded"),
    (["- - -", "- - -"], ["x x -", "x x -"], "the 2x2 block at r1c1 is all shaded"),
    (["- - ?", "- - -"], ["- - -", "- - x"], "the 2x2 block at r1c1 is all unshaded"),
    (["? - ?"], ["- x -"], "the unshaded cells fall into 2 parts (r1c1 and r1c3)"),
    (["? ? ?"], ["- - -"], "the circle at r1c2 has 2 unshaded neighbours, not 1"),
    (["? - -"], ["- - -"], "r1c3 is a dead end (one unshaded neighbour) without a circle"),
    (["3 - - ?"], ["- - - -"], "the passage from the 3 at r1c1 holds 4 cells"),
    (["-"], ["o"], "r1c1 is 'o': a cell is x (shaded) or - (unshaded)"),
])
def test_the_rules_checker_names_each_broken_rule(cells, grid, rule):
    p = Nurimisaki([row.split() for row in cells])
    assert p.verify([row.split() for row in grid]) == rule
    assert p.verify({"grid": [row.split() for row in grid]}) == rule


@pytest.mark.parametrize("changes, rule", [
    ({(0, 0): "x"}, "r1c1 holds a circle and is shaded"),  # (the 8)
    ({(2, 1): "-"}, "the 2x2 block at r2c1 is all unshaded"),
    ({(1, 3): "-"}, "the circle at r2c3 has 2 unshaded neighbours, not 1"),
    ({(0, 5): "-"}, "r1c6 is a dead end (one unshaded neighbour) without a circle"),
    # the 8's passage down the first column cut at r3c1, the cells below it reached through r3c2
    ({(2, 0): "x", (2, 1): "-"}, "the passage from the 8 at r1c1 holds 2 cells"),
])
def test_the_rules_checker_names_a_rule_broken_in_the_bundled_answer(changes, rule):
    """The rules whose tiny puzzles above have no answer, each broken alone in the bundled
    puzzle's answer (which keeps the rules unchanged), named as such."""
    assert_cells_break(get_kind("nurimisaki").from_args(["demo-8x8"]), DEMO_ANSWER, changes, rule)


def test_the_rules_checker_passes_the_answers_and_refuses_what_is_no_grid():
    p = get_kind("nurimisaki").from_args(["demo-8x8"])
    assert p.verify([row.split() for row in DEMO_ANSWER]) is None
    with pytest.raises(ValueError, match="an answer to this nurimisaki is 8 rows of 8 cell strings"):
        p.verify([["x"]])


def test_urls_round_trip():
    p = get_kind("nurimisaki").from_args(["demo-8x8"])
    url = p.to_url()
    assert url == "https://puzz.link/p?nurimisaki/8/8/8o.g.g.j.u.h.k.o3o"
    again = Nurimisaki.from_url(url)
    assert again.cells == p.cells and again.to_text() == p.to_text()


@pytest.mark.parametrize("url, message", [
    ("https://puzz.link/p?nurimisaki/5/5/g.i.m2", "ends after 14 of the grid's 25 cells"),
    ("https://puzz.link/p?nurimisaki/2/1/1g", "the number 1 is not a nurimisaki clue"),
    ("https://puzz.link/p?nurikabe/2/2/1234", "not a nurimisaki URL"),
])
def test_bad_urls_are_one_line(url, message):
    with pytest.raises(InputError) as err:
        Nurimisaki.from_url(url)
    assert message in str(err.value) and "\n" not in str(err.value)


@pytest.mark.parametrize("text, message", [
    ("", "empty nurimisaki puzzle"),
    ("2 2\n? -\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
    ("2 2\n? - -\n- -\n", "2:5: this row has 3 cells, the first line says 2"),
    ("2 2\n? x\n- -\n", "2:3: 'x': a cell is a number from 2 (a circle and its passage's length), '?' or '-'"),
    ("2 2\n1 -\n- -\n", "2:1: '1': a cell is a number from 2"),
    ("2 2\n0 -\n- -\n", "2:1: '0': a cell is a number from 2"),
    ("2 3\n- - -\n- 4 -\n", "1:1: the 4 at r2c2 is longer than any passage from it (at most 2 cells)"),
])
def test_bad_notation_is_one_line_naming_the_place(text, message):
    assert message in one_line_error(Nurimisaki.from_text, text)


@pytest.mark.parametrize("size", [(1, 1), (1, 6), (5, 1), (2, 2), (2, 7), (3, 3), (6, 9), (12, 11)])
def test_made_answers_keep_the_rules(size):
    """The maker's answer keeps every rule and is an answer of the puzzle it makes (every dead end
    a circle with its passage's length), for each of a few seeds."""
    m, n = size
    for seed in range(4):
        made = Nurimisaki.maker(m, n, random.Random(seed))
        p = Nurimisaki(made.cells)
        assert p.verify(made.answer) is None and made.removable == []
    if m * n <= 12:
        assert made.answer in brute_shadings(p)
    else:
        assert made.answer in [p.grid(s) for s in xcckit.solve(p, backend="sat", limit=None).solutions]
