"""Yin-yang: the model against the rules (every answer of small puzzles found by brute force with
the rules checker, on every backend that takes the model), the rules checker against broken
answers, the notation, puzz.link URLs and the maker.
The command line: tests/test_genre_cli.py."""

from __future__ import annotations

import itertools
import random

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.puzzles.kinds import get_kind
from xcckit.puzzles.yinyang import YinYang

from .genres import answers, one_line_error

DEMO_ANSWER = ["w b b b b b b b", "w w w b w w w b", "w b b b b w b b", "w w w w w w w b",
               "w b b b b b w b", "w w w b w b b b", "w b b b w w w b", "w w w w w b b b"]
SMALL = ["3 4", "b - - -", "- - b -", "- - - b"]  # (of the project's making: 1 answer)
SMALL_ANSWER = ["b w w w", "b w b w", "b b b b"]


def colourings(m: int, n: int):
    """Every grid of w and b (the brute force: the rules checker says which are answers)."""
    for bits in itertools.product("wb", repeat=m * n):
        yield [list(bits[i * n:(i + 1) * n]) for i in range(m)]


def brute(puzzle: YinYang) -> list[list[list[str]]]:
    return [g for g in colourings(puzzle.m, puzzle.n) if puzzle.verify(g) is None]


def random_puzzle(rng: random.Random, m: int, n: int) -> YinYang:
    cells = [["-"] * n for _ in range(m)]
    for _ in range(rng.randint(0, 3)):
        cells[rng.randrange(m)][rng.randrange(n)] = rng.choice("wb")
    return YinYang(cells)


def test_the_bundled_puzzle_has_one_answer_on_every_translation():
    p = get_kind("yinyang").from_args(["demo-8x8"])
    for backend in ("sat", "cpsat"):
        r = xcckit.solve(p, backend=backend, unique=True)
        assert r.unique is True
        assert [" ".join(row) for row in r.answers[0].answer["grid"]] == DEMO_ANSWER
        assert p.verify(r.answers[0].answer) is None
    assert xcckit.count(p).count == 1


@pytest.mark.parametrize("seed", range(12))
def test_small_puzzles_equal_the_rules_on_every_backend(seed):
    """Every answer the rules allow (brute force over all colourings), and only those, on sat,
    cpsat and dlx (which checks connectivity on partial solutions); zdd counts them (its frontier
    carries the components)."""
    rng = random.Random(seed)
    p = random_puzzle(rng, rng.randint(1, 3), rng.randint(2, 4))
    expected = sorted(brute(p))
    for backend in ("sat", "cpsat", "dlx"):
        assert answers(p, backend) == expected, backend
    assert xcckit.count(p, backend="zdd").count == len(expected)  # (the frontier method)


@pytest.mark.parametrize("size", ["3 3", "3 4", "4 3", "2 2", "1 4"])
def test_blank_grids_equal_the_rules(size):
    """Every colouring of a blank grid (on a 3x3 also the lone centre of one colour, whose four
    blocks all hold it), on sat: the implied rules (no checkerboard block, at most two changes of
    colour round the edge) take none away."""
    m, n = map(int, size.split())
    p = YinYang([["-"] * n for _ in range(m)])
    expected = sorted(brute(p))
    assert answers(p, "sat") == expected and len(expected) > 0
    if size == "3 3":
        assert [["b"] * 3, ["b", "w", "b"], ["b"] * 3] in expected


def test_a_small_puzzle_from_the_notation():
    p = YinYang.from_text("\n".join(SMALL) + "\n")
    assert [[" ".join(r) for r in g] for g in answers(p, "sat")] == [SMALL_ANSWER]
    assert len(brute(p)) == 1


def test_puzzlekits_example():
    """puzzlekit's input_example and its output_example."""
    p = YinYang.from_text("6 6\nw b - - - -\n- - - w - -\n- - b - b -\nw - w - - -\n- - - w - -\n- - w - b -\n")
    assert [[" ".join(r) for r in g] for g in answers(p, "sat")] == [
        ["w b b b b b", "w w w w w b", "w b b b b b", "w b w b w b", "w b w w w b", "w w w b b b"]]


def test_pzprjss_example():
    """pzprjs's test puzzle (its URL) and the answer its checker passes."""
    p = YinYang.from_url("https://puzz.link/p?yinyang/5/5/016612300")
    assert p.cells[1] == ["w", "-", "b", "-", "-"] and p.cells[2] == ["b", "-", "-", "-", "w"]
    assert [[" ".join(r) for r in g] for g in answers(p, "sat")] == [
        ["w w w w w", "w b b b w", "b b w w w", "w b b b w", "w w w w w"]]


@pytest.mark.parametrize("cells, grid, rule", [
    (["w -", "- -"], ["b b", "w w"], "r1c1 is given white and is black"),
    (["- - -", "- - -"], ["w w b", "w w b"], "the 2x2 block at r1c1 is all white"),
    (["- - -", "- - -"], ["w b b", "w b b"], "the 2x2 block at r1c2 is all black"),
    (["- - -"], ["w b w"], "the white cells fall into 2 parts (r1c1 and r1c3)"),
    (["- - -", "- - -"], ["b w b", "w w w"], "the black cells fall into 2 parts (r1c1 and r1c3)"),
    (["- -"], ["w x"], "r1c2 is 'x': a cell is w (white) or b (black)"),
])
def test_the_rules_checker_names_each_broken_rule(cells, grid, rule):
    p = YinYang([row.split() for row in cells])
    assert p.verify([row.split() for row in grid]) == rule
    assert p.verify({"grid": [row.split() for row in grid]}) == rule


def test_the_rules_checker_passes_the_answers_and_refuses_what_is_no_grid():
    p = get_kind("yinyang").from_args(["demo-8x8"])
    assert p.verify([row.split() for row in DEMO_ANSWER]) is None
    with pytest.raises(ValueError, match="an answer to this yinyang is 8 rows of 8 cell strings"):
        p.verify([["w"]])


def test_urls_round_trip():
    p = get_kind("yinyang").from_args(["demo-8x8"])
    url = p.to_url()
    assert url == "https://puzz.link/p?yinyang/8/8/b00200k60006i196040090"
    again = YinYang.from_url(url)
    assert again.cells == p.cells and again.to_text() == p.to_text()


@pytest.mark.parametrize("url, message", [
    ("https://puzz.link/p?yinyang/5/5/01661", "ends before the circles of every cell"),
    ("https://puzz.link/p?yinyang/2/2/z0", "unexpected character 'z' in the circles"),
    ("https://puzz.link/p?mashu/2/2/00", "not a yinyang URL"),
])
def test_bad_urls_are_one_line(url, message):
    with pytest.raises(InputError) as err:
        YinYang.from_url(url)
    assert message in str(err.value) and "\n" not in str(err.value)


@pytest.mark.parametrize("text, message", [
    ("", "empty yinyang puzzle"),
    ("2 2\nw -\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
    ("2 2\nw - b\n- -\n", "2:5: this row has 3 cells, the first line says 2"),
    ("2 2\nw x\n- -\n", "2:3: 'x': a cell is w (white), b (black) or '-'"),
    ("2 2\nW -\n- -\n", "2:1: 'W': a cell is w (white), b (black) or '-'"),
    ("2 2\n1 -\n- -\n", "2:1: '1': a cell is w (white), b (black) or '-'"),
])
def test_bad_notation_is_one_line_naming_the_place(text, message):
    assert message in one_line_error(YinYang.from_text, text)


def test_puzzlekits_name_is_an_alias():
    assert get_kind("yin_yang") is YinYang


@pytest.mark.parametrize("size", [(1, 1), (1, 6), (5, 1), (2, 2), (2, 7), (3, 3), (6, 9), (12, 11)])
def test_made_answers_keep_the_rules(size):
    """The maker's answer keeps every rule (for each of a few seeds), and is the one answer of
    the puzzle with all its clues."""
    m, n = size
    for seed in range(6):
        made = YinYang.maker(m, n, random.Random(seed))
        assert YinYang([["-"] * n for _ in range(m)]).verify(made.answer) is None
        assert made.cells == made.answer and len(made.removable) == m * n
    p = YinYang(made.cells)
    assert [p.grid(s) for s in xcckit.solve(p, backend="sat", limit=None).solutions] == [made.answer]
