"""Hitori: the model against the rules (every answer of small puzzles found by brute force with the
rules checker, on every backend that takes the model), the rules checker against broken answers,
the notation, puzz.link URLs and the maker.
The command line: tests/test_genre_cli.py."""

from __future__ import annotations

import itertools
import random

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.puzzles.hitori import Hitori
from xcckit.puzzles.kinds import get_kind

from .genres import answers, brute_shadings, one_line_error

DEMO_ANSWER = ["x - x - - x - x", "- - - x - - - -", "- x - - x - - x", "x - - - - x - -",
               "- x - x - - x -", "- - x - - x - -", "- - - - - - - x", "x - x - x - - -"]
SMALL = ["3 4", "1 1 3 1", "2 1 4 3", "4 1 1 4"]  # (of the project's making: 1 answer)
SMALL_ANSWER = ["- x - x", "- - - -", "- x - x"]


def random_puzzle(rng: random.Random, m: int, n: int) -> Hitori:
    top = rng.randint(1, 3)
    return Hitori([[rng.choice([str(rng.randint(1, top))] * 6 + ["-"]) for _ in range(n)] for _ in range(m)])


def test_the_bundled_puzzle_has_one_answer_on_every_translation():
    p = get_kind("hitori").from_args(["demo-8x8"])
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


@pytest.mark.parametrize("rows", [["1 1 1"], ["1 2 1 1"], ["1", "1", "1", "2"], ["7"], ["1 1"]])
def test_one_wide_grids_equal_the_rules(rows):
    """On one row or column a cell may be walled off only when nothing lies beyond its neighbours."""
    p = Hitori([r.split() for r in rows])
    assert answers(p, "sat") == sorted(brute_shadings(p)) == answers(p, "dlx")


def test_a_small_puzzle_from_the_notation():
    p = Hitori.from_text("\n".join(SMALL) + "\n")
    assert [" ".join(r) for r in answers(p, "sat")[0]] == SMALL_ANSWER
    assert len(brute_shadings(p)) == 1


def test_puzzlekits_example():
    """puzzlekit's input_example and its output_example."""
    p = Hitori.from_text("4 4\n3 3 1 4\n4 3 2 2\n1 3 4 2\n3 4 3 2\n")
    assert [[" ".join(r) for r in g] for g in answers(p, "sat")] == [["- x - -", "- - - x", "- x - -", "x - - x"]]


def test_pzprjss_example():
    """pzprjs's test puzzle (its URL) and the answer its checker passes."""
    p = Hitori.from_url("https://puzz.link/p?hitori/4/4/1114142333214213")
    assert p.cells[0] == ["1", "1", "1", "4"]
    assert [[" ".join(r) for r in g] for g in answers(p, "sat")] == [["x - x -", "- - - -", "x - x -", "- - - x"]]


@pytest.mark.parametrize("cells, grid, rule", [
    (["1 2", "3 4"], ["x -", "x -"], "r1c1 and r2c1 are shaded side by side"),
    (["1 2 1", "2 1 2"], ["- - -", "x - x"], "row 1 holds the number 1 in two unshaded cells, r1c1 and r1c3"),
    (["1 2", "3 4", "1 5"], ["- -", "- x", "- -"], "column 1 holds the number 1 in two unshaded cells, r1c1 and r3c1"),
    (["1 2 3", "4 5 6"], ["- x -", "x - -"], "the unshaded cells fall into 2 parts (r1c1 and r1c3)"),
    (["1 2"], ["- o"], "r1c2 is 'o': a cell is x (shaded) or - (unshaded)"),
])
def test_the_rules_checker_names_each_broken_rule(cells, grid, rule):
    p = Hitori([row.split() for row in cells])
    assert p.verify([row.split() for row in grid]) == rule
    assert p.verify({"grid": [row.split() for row in grid]}) == rule


def test_cells_without_numbers_repeat_nothing():
    p = Hitori([["-", "-", "-"]])
    assert p.verify([["-", "-", "-"]]) is None
    assert answers(p, "sat") == sorted(brute_shadings(p))


def test_the_rules_checker_passes_the_answers_and_refuses_what_is_no_grid():
    p = get_kind("hitori").from_args(["demo-8x8"])
    assert p.verify([row.split() for row in DEMO_ANSWER]) is None
    with pytest.raises(ValueError, match="an answer to this hitori is 8 rows of 8 cell strings"):
        p.verify([["x"]])


def test_urls_round_trip():
    p = get_kind("hitori").from_args(["demo-8x8"])
    url = p.to_url()
    assert url == "https://puzz.link/p?hitori/8/8/3423742447643218314186831827425174845174524616431654873851485475"
    again = Hitori.from_url(url)
    assert again.cells == p.cells and again.to_text() == p.to_text()
    q = Hitori.from_url("https://puzz.link/p?hitori/3/2/z.-10a.0")
    assert q.cells == [["35", "-", "36"], ["10", "-", "0"]]
    assert Hitori.from_url(q.to_url()).cells == q.cells


@pytest.mark.parametrize("url, message", [
    ("https://puzz.link/p?hitori/2/2/123", "ends after 3 of the grid's 4 cells"),
    ("https://puzz.link/p?hitori/2/2/12%4", "a number not given ('%') is, in pzprjs, one number shared by every such cell"),
    ("https://puzz.link/p?hitori/2/2/12-1", "'-' must be followed by 2 base-36 digits"),
    ("https://puzz.link/p?hitori/2/2/12#4", "unexpected character '#'"),
    ("https://puzz.link/p?nurikabe/2/2/1234", "not a hitori URL"),
])
def test_bad_urls_are_one_line(url, message):
    with pytest.raises(InputError) as err:
        Hitori.from_url(url)
    assert message in str(err.value) and "\n" not in str(err.value)


def test_a_number_too_large_for_a_url_is_refused():
    with pytest.raises(InputError, match="the number 1296 at r1c1 is too large for a puzz.link hitori URL"):
        Hitori([["1296"]]).to_url()


@pytest.mark.parametrize("text, message", [
    ("", "empty hitori puzzle"),
    ("2\n1 2\n2 1\n", "1:1: expected the first line 'R C'"),
    ("2 2\n1 2\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
    ("2 2\n1 2 3\n2 1\n", "2:5: this row has 3 cells, the first line says 2"),
    ("2 2\n1 a\n2 1\n", "2:3: 'a': a cell is a number or '-' (a cell without a number)"),
    ("2 2\n1 ?\n2 1\n", "2:3: '?': a cell is a number or '-'"),
    ("2 2\n1 ３\n2 1\n", "2:3: '３': a cell is a number or '-'"),
])
def test_bad_notation_is_one_line_naming_the_place(text, message):
    assert message in one_line_error(Hitori.from_text, text)


@pytest.mark.parametrize("seed", range(3))
def test_made_puzzles_keep_the_rules(seed):
    """The maker's answer is an answer of the puzzle it makes (by the rules and by the model), its
    shading cannot grow, and every shaded cell repeats a number of an unshaded cell of its lines."""
    rng = random.Random(seed)
    made = Hitori.maker(7, 9, rng)
    p = Hitori(made.cells)
    assert p.verify(made.answer) is None and made.removable == []
    assert made.answer in [p.grid(s) for s in xcckit.solve(p, backend="sat", limit=None).solutions]
    for i, j in itertools.product(range(7), range(9)):
        if made.answer[i][j] == "x":
            seen = {p.cells[i][k] for k in range(9) if made.answer[i][k] == "-"}
            seen |= {p.cells[k][j] for k in range(7) if made.answer[k][j] == "-"}
            assert p.cells[i][j] in seen
        else:
            more = [row[:] for row in made.answer]
            more[i][j] = "x"
            assert p.verify(more) is not None
