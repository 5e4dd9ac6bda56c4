"""Tents: the model against the rules (every answer of small puzzles found by brute force with
the rules checker, on every backend: the model is plain XCC with multiplicities), placements
counted once however their trees pair, the rules checker against broken answers, the notation,
puzz.link URLs and the maker.
The command line and the DLX export: tests/test_genre_cli.py."""

from __future__ import annotations

import itertools
import random

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.puzzles.kinds import get_kind
from xcckit.puzzles.tents import Tents

from .genres import answers, one_line_error

DEMO_ANSWER = ["o x - - x o - o", "- - x o - - - x", "x - - - - - x o", "o - - x x o - -",
               "x - - o - - - -", "o - - - x o - x", "- - - - - - - o", "- - - - o x - -"]
PK_PUZZLE = """12 12
3 1 5 0 5 0 4 1 4 1 4 0
2 3 2 4 2 1 3 2 2 2 3 2
x - - - - - - - x - - -
- - x x - - x - - - x -
x - - - x - - - x - - -
- - x - - - - - - - - -
- - - x - - x - x - - -
- - - - - - - - - - x -
- - - - - - - x - - - -
x - - x x - x - x - - x
- x - - x - - - - - - -
- - - - - - - - - - x -
- - x - - x - x - - - -
- - - x - - - - - - - -
"""
PK_ANSWER = ["x - o - - - - - x o - -", "o - x x o - x o - - x -", "x - o - x - - - x - o -",
             "o - x - o - o - o - - -", "- - o x - - x - x - o -", "- - - - - - - - o - x -",
             "o - - - o - o x - - - -", "x - o x x - x - x - o x", "- x - - x - o - o - - -",
             "- o - - o - - - - - x -", "- - x - - x o x o - o -", "- - o x o - - - - - - -"]
BACKENDS = ("sat", "cpsat", "dlx", "zdd")


def brute(puzzle: Tents) -> list[list[list[str]]]:
    """Every choice of tents among the cells without a tree that the rules checker passes."""
    free = [(i, j) for i in range(puzzle.m) for j in range(puzzle.n) if puzzle.cells[i][j] == "-"]
    out = []
    for bits in itertools.product((False, True), repeat=len(free)):
        grid = [row[:] for row in puzzle.cells]
        for (i, j), tent in zip(free, bits):
            if tent:
                grid[i][j] = "o"
        if puzzle.verify(grid) is None:
            out.append(grid)
    return sorted(out)


def test_the_bundled_puzzle_has_one_answer_on_every_translation():
    p = get_kind("tents").from_args(["demo-8x8"])
    for backend in ("sat", "cpsat"):
        r = xcckit.solve(p, backend=backend, unique=True)
        assert r.unique is True
        assert [" ".join(row) for row in r.answers[0].answer["grid"]] == DEMO_ANSWER
    for backend in ("dlx", "zdd"):
        assert xcckit.count(p, backend=backend).count == 1
    assert get_kind("tent") is Tents


@pytest.mark.parametrize("seed", range(10))
def test_small_puzzles_equal_the_rules_on_every_backend(seed):
    """Made puzzles with some numbers taken away (half of them with none), every answer the
    rules allow and each once, on all four backends."""
    rng = random.Random(seed)
    m, n = rng.choice([(2, 2), (2, 3), (3, 3), (3, 4), (4, 3), (4, 4)])
    made = Tents.maker(m, n, rng)
    counts = [v if seed % 2 and rng.random() < 0.5 else None for v in made.extra]
    p = Tents(made.cells, counts[:n], counts[n:])
    expected = brute(p)
    assert made.answer in expected
    for backend in BACKENDS:
        assert answers(p, backend) == expected, backend


@pytest.mark.parametrize("rows", [
    ["- x -", "x - x", "- x -"],            # four trees round a cell: two pairings of the corners' tents
    ["- x - x -", "x - - - x", "- x - x -"],  # a ring of 3x5 cells
    ["- x - x -", "x - x - x", "- x - x -"],  # two rings sharing trees
    ["x - x", "- x -", "x - x"],
])
def test_a_placement_counts_once_however_its_trees_pair(rows):
    p = Tents([r.split() for r in rows])
    expected = brute(p)
    for backend in BACKENDS:
        assert answers(p, backend) == expected, backend


def test_puzzlekits_example():
    """puzzlekit's input_example and its output_example."""
    p = Tents.from_text(PK_PUZZLE)
    assert [[" ".join(r) for r in g] for g in answers(p, "sat")] == [PK_ANSWER]


def test_pzprjss_example():
    """pzprjs's test URL: its numbers and trees, and one answer."""
    p = Tents.from_url("https://puzz.link/p?tents/5/5/2g0h1i1j82323")
    assert p.cols == [2, None, 0, None, None] and p.rows == [1, None, None, None, 1]
    assert [i * 5 + j for i, j in sorted(p.clue)] == [2, 11, 14, 18, 21]
    assert len(answers(p, "sat")) == 1 and p.to_url() == "https://puzz.link/p?tents/5/5/2g0h1i1j82323"


@pytest.mark.parametrize("rows, cols, nums, grid, rule", [
    (["x -"], [None, None], [None], ["x q"], "r1c2 is 'q': a cell is o (a tent), x (a tree) or - (empty)"),
    (["x -"], [None, None], [None], ["- o"], "r1c1 holds a tree in the puzzle, not '-'"),
    (["x -"], [None, None], [None], ["x x"], "r1c2 is x: no tree stands there in the puzzle"),
    (["x - -", "- - x"], [None] * 3, [None] * 2, ["x o -", "- o x"], "the tents at r1c2 and r2c2 touch"),
    (["x - -", "- - x"], [None] * 3, [None] * 2, ["x o -", "o - x"], "the tents at r1c2 and r2c1 touch"),
    (["x - - x"], [None] * 4, [1], ["x o o x"], "the tents at r1c2 and r1c3 touch"),
    (["x - - - x"], [None] * 5, [1], ["x o - o x"], "row 1 holds 2 tents, its number says 1"),
    (["x -", "- -", "- x"], [None, 0], [None] * 3, ["x o", "- -", "o x"], "column 2 holds 1 tent, its number says 0"),
    (["x - x"], [None] * 3, [None], ["x o x"], "there are 1 tents and 2 trees: each tree has one tent of its own"),
    (["x - - -", "x - - -"], [None] * 4, [None] * 2, ["x o - -", "x - - o"],
     "the tree at r2c1 has no tent of its own beside it"),
])
def test_the_rules_checker_names_each_broken_rule(rows, cols, nums, grid, rule):
    p = Tents([r.split() for r in rows], cols, nums)
    assert p.verify([r.split() for r in grid]) == rule
    assert p.verify({"grid": [r.split() for r in grid]}) == rule


def test_the_rules_checker_passes_the_answers_and_refuses_what_is_no_grid():
    p = get_kind("tents").from_args(["demo-8x8"])
    assert p.verify([row.split() for row in DEMO_ANSWER]) is None
    with pytest.raises(ValueError, match="an answer to this tents is 8 rows of 8 cell strings"):
        p.verify([["x"]])


def test_urls_round_trip():
    p = get_kind("tents").from_args(["demo-8x8"])
    again = Tents.from_url(p.to_url())
    assert again.to_text() == p.to_text()
    big = Tents([["-"] * 30 for _ in range(2)] + [["x"] + ["-"] * 29], [None] * 30, [None, 15, 1])
    assert Tents.from_url(big.to_url()).to_text() == big.to_text()


@pytest.mark.parametrize("url, message", [
    ("https://puzz.link/p?tents/2/2/1234", "ends after"),
    ("https://puzz.link/p?tents/2/2/1111#", "unexpected character '#' in the marked cells"),
    ("https://puzz.link/p?nurikabe/2/2/1234", "not a tents URL"),
])
def test_bad_urls_are_one_line(url, message):
    with pytest.raises(InputError) as err:
        Tents.from_url(url)
    assert message in str(err.value) and "\n" not in str(err.value)


@pytest.mark.parametrize("text, message", [
    ("", "expected a line 'R C', a line of column numbers"),
    ("2 2\n1 1\n1 1\nx -\n", "5:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
    ("2 2\n1 1 1\n1 1\nx -\n- x\n", "2:5: expected 2 numbers of the columns here, found 3"),
    ("2 2\n1 1\n1 a\nx -\n- x\n", "3:3: 'a': a number of the rows is a whole number or '-'"),
    ("2 2\n1 2\n1 1\nx -\n- x\n", "2:3: 2 is more tents than a line of the columns can hold apart (at most 1)"),
    ("2 2\n1 1\n1 1\nx o\n- x\n", "4:3: 'o': a cell is x (a tree) or '-'"),
    ("2 2\n1 1\n1 1\nx - -\n- x\n", "4:5: this row has 3 cells, the first line says 2"),
])
def test_bad_notation_is_one_line_naming_the_place(text, message):
    assert message in one_line_error(Tents.from_text, text)


@pytest.mark.parametrize("seed", range(3))
def test_made_puzzles_keep_the_rules(seed):
    """The maker's answer is an answer of the puzzle it makes, by the rules and by the model."""
    made = Tents.maker(9, 11, random.Random(seed))
    p = Tents(made.cells, made.extra[:11], made.extra[11:])
    assert p.verify(made.answer) is None and made.removable == []
    assert sum(row.count("o") for row in made.answer) == 99 // 5
    assert made.answer in [p.grid(s) for s in xcckit.solve(p, backend="sat", limit=None).solutions]
