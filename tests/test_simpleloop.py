"""Simple loop: the model against the rules (every answer of small puzzles found by brute force
with the rules checker, on every backend), the rules checker against broken answers, the
notation and puzz.link URLs.
The command line: tests/test_genre_cli.py."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.puzzles.kinds import get_kind
from xcckit.puzzles.simpleloop import SimpleLoop

from .loopgrids import line_grids
from .genres import assert_cells_break, one_line_error

DEMO_ANSWER = ["- - - se sw - se sw", "- se ew nw ns se nw ns", "- ns - - ns ns - ns", "- ne sw - ne nw - ns",
               "se ew nw - - - - ns", "ne ew sw - - - - ns", "- - ns - se sw se nw", "- - ne ew nw ne nw -"]
SMALL = ["4 4", "- - - -", "- x x -", "- - - -", "- - - -"]  # (of the project's making: 1 answer)


def brute(p: SimpleLoop) -> list[list[list[str]]]:
    return sorted(g for g in line_grids(p.m, p.n, lambda i, j: ("-",)) if p.verify(g) is None)


def answers(p, backend: str) -> list:
    result = xcckit.solve(p, backend=backend, limit=None)
    assert result.complete
    return sorted(p.grid(s) for s in result.solutions)


def random_puzzle(rng: random.Random, m: int, n: int) -> SimpleLoop:
    """Cells blocked at random (often no answer), or in pairs of a dark and a light square of
    the chessboard (a loop has as many of each: more often answers)."""
    cells = [["-"] * n for _ in range(m)]
    if rng.random() < 0.3:
        for _ in range(rng.randint(0, 3)):
            cells[rng.randrange(m)][rng.randrange(n)] = "x"
        return SimpleLoop(cells)
    squares = [[(i, j) for i in range(m) for j in range(n) if (i + j) % 2 == k] for k in (0, 1)]
    for _ in range(rng.randint(0, 2)):
        for k in (0, 1):
            i, j = rng.choice(squares[k])
            cells[i][j] = "x"
    return SimpleLoop(cells)


def test_the_bundled_puzzle_has_one_answer_on_every_translation():
    p = get_kind("simpleloop").from_args(["demo-8x8"])
    for backend in ("sat", "cpsat"):
        r = xcckit.solve(p, backend=backend, unique=True)
        assert r.unique is True
        assert [" ".join(row) for row in r.answers[0].answer["grid"]] == DEMO_ANSWER
        assert p.verify(r.answers[0].answer) is None
    assert xcckit.count(p).count == 1
    assert xcckit.count(p, backend="zdd").count == 1


@pytest.mark.parametrize("seed", range(12))
def test_small_puzzles_equal_the_rules_on_every_backend(seed):
    """Every answer the rules allow (brute force over the grids of consistent lines), and only
    those, on sat, cpsat and dlx; zdd counts them."""
    rng = random.Random(seed)
    p = random_puzzle(rng, rng.randint(2, 4), rng.randint(2, 4))
    expected = brute(p)
    for backend in ("sat", "cpsat", "dlx"):
        assert answers(p, backend) == expected, backend
    assert xcckit.count(p, backend="zdd").count == len(expected)


def test_blank_grids_count_their_hamiltonian_cycles():
    """The loops through every cell of a blank grid (OEIS A003763 for 2n×2n: 1, 6, 1072)."""
    for size, count in ((2, 1), (4, 6), (6, 1072)):
        p = SimpleLoop([["-"] * size] * size)
        assert xcckit.count(p, backend="zdd").count == count
    assert xcckit.count(SimpleLoop([["-"] * 3] * 3), backend="sat").count == 0
    blank = SimpleLoop([["-"] * 4] * 4)
    expected = brute(blank)
    assert len(expected) == 6
    for backend in ("sat", "cpsat", "dlx"):
        assert answers(blank, backend) == expected, backend


@pytest.mark.parametrize("cells", [["x x", "x x"], ["- x", "x x"], ["-"]])
def test_a_grid_where_no_loop_fits_has_no_answer_on_every_backend(cells):
    p = SimpleLoop([row.split() for row in cells])
    for backend in ("sat", "cpsat", "dlx", "zdd"):
        assert xcckit.count(p, backend=backend).count == 0, backend


def test_a_small_puzzle_from_the_notation():
    p = SimpleLoop.from_text("\n".join(SMALL) + "\n")
    assert [" ".join(r) for r in answers(p, "sat")[0]] == ["se ew ew sw", "ns - - ns", "ns se sw ns", "ne nw ne nw"]
    assert len(brute(p)) == 1


@pytest.mark.parametrize("cells, grid, rule", [
    (["- -", "- -"], ["- -", "- -"], "r1c1 is open and the loop does not go through it"),
    (["x -", "- -"], ["se sw", "ne nw"], "r1c1 is blocked and the loop goes through it"),
    (["- -", "- -"], ["se sw", "ne o"], "r2c2 is 'o': a cell is the sides the loop leaves it by (ns, se, …) or -"),
    (["- -", "- -"], ["se sw", "ne nwe"], "the line leaves r2c2 by 3 sides ('new'), not 2"),
    (["- -", "- -"], ["ne sw", "ne nw"], "the line leaves r1c1 by its n side, off the grid"),
    (["- - x", "- - -"], ["se sw -", "ne nw ns"], "the line leaves r2c3 by its n side, and r1c3 does not take it up"),
    (["- - - -", "- - - -"], ["se sw se sw", "ne nw ne nw"], "the line makes 2 loops (through r1c1 and r1c3)"),
    (["x x", "x x"], ["- -", "- -"], "there is no loop"),
])
def test_the_rules_checker_names_each_broken_rule(cells, grid, rule):
    p = SimpleLoop([row.split() for row in cells])
    assert p.verify([row.split() for row in grid]) == rule
    assert p.verify({"grid": [row.split() for row in grid]}) == rule


@pytest.mark.parametrize("changes, rule", [
    # the line from r3c2 up to r2c2 and on to r2c3 detours through the blocked r1c2 and r1c3
    ({(0, 1): "se", (0, 2): "sw", (1, 1): "ns", (1, 2): "ne"}, "r1c2 is blocked and the loop goes through it"),
    # r1c4 turns west instead of east, into the blocked r1c3
    ({(0, 3): "sw"}, "the line leaves r1c4 by its w side, and r1c3 does not take it up"),
])
def test_the_rules_checker_names_a_rule_broken_in_the_bundled_answer(changes, rule):
    """The rules whose tiny puzzles above have no answer, each broken in the bundled puzzle's
    answer (which keeps the rules unchanged), named as such. (No answer breaks "there is no
    loop" alone: with no cell on the loop, an open cell, which an answer has, is reported first
    as open and off the loop.)"""
    assert_cells_break(get_kind("simpleloop").from_args(["demo-8x8"]), DEMO_ANSWER, changes, rule)


def test_the_rules_checker_passes_the_answers_and_refuses_what_is_no_grid():
    p = get_kind("simpleloop").from_args(["demo-8x8"])
    assert p.verify([row.split() for row in DEMO_ANSWER]) is None
    assert p.verify([[t[::-1] for t in row.split()] for row in DEMO_ANSWER]) is None  # 'es' is 'se'
    with pytest.raises(ValueError, match="an answer to this simpleloop is 8 rows of 8 cell strings"):
        p.verify([["x"]])


def test_urls_round_trip():
    p = get_kind("simpleloop").from_args(["demo-8x8"])
    url = p.to_url()
    assert url == "https://puzz.link/p?simpleloop/8/8/si0b54gu3r8c2"
    again = SimpleLoop.from_url(url)
    assert again.cells == p.cells and again.to_text() == p.to_text()
    q = SimpleLoop.from_url("https://puzz.link/p?simpleloop/8/8/201000000g010")
    assert [" ".join(r) for r in q.cells[:2]] == ["- - - x - - - -", "- - - - - - x -"]
    assert xcckit.count(q).count == 1
    blank = SimpleLoop([["-"] * 4] * 2)
    assert blank.to_url() == "https://puzz.link/p?simpleloop/4/2/"
    assert SimpleLoop.from_url(blank.to_url()).cells == blank.cells


@pytest.mark.parametrize("url, message", [
    ("https://puzz.link/p?mashu/2/2/00", "not a simpleloop URL"),
    ("https://puzz.link/p?simpleloop/8/8/2010", "ends before the shading of every cell"),
    ("https://puzz.link/p?simpleloop/2/2/!", "unexpected character '!'"),
])
def test_bad_urls_are_one_line(url, message):
    with pytest.raises(InputError) as err:
        SimpleLoop.from_url(url)
    assert message in str(err.value) and "\n" not in str(err.value)


@pytest.mark.parametrize("text, message", [
    ("", "empty simpleloop puzzle"),
    ("2\n- -\n- -\n", "1:1: expected the first line 'R C'"),
    ("2 2\n- -\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
    ("2 2\n- - -\n- -\n", "2:5: this row has 3 cells, the first line says 2"),
    ("2 2\n- o\n- -\n", "2:3: 'o': a cell is '-' (open) or 'x' (blocked)"),
    ("2 2\n- -\n- ｘ\n", "3:3: 'ｘ': a cell is '-' (open) or 'x' (blocked)"),
])
def test_bad_notation_is_one_line_naming_the_place(text, message):
    assert message in one_line_error(SimpleLoop.from_text, text)


@pytest.mark.parametrize("seed", range(3))
def test_made_answers_keep_the_rules(seed):
    """The maker's answer is an answer of the puzzle it makes (by the rules and by the model)."""
    rng = random.Random(seed)
    made = SimpleLoop.maker(6, 7, rng)
    p = SimpleLoop(made.cells)
    assert p.verify(made.answer) is None and made.removable == []
    assert made.answer in [p.grid(s) for s in xcckit.solve(p, backend="sat", limit=None).solutions]


def two_answers(seed: int, size: int = 6):
    """The first made puzzle from seed on that has a second answer: (made, the other answer)."""
    while True:
        made = SimpleLoop.maker(size, size, random.Random(seed))
        p = SimpleLoop(made.cells, made.rooms)
        grids = [p.grid(s) for s in xcckit.solve(p, backend="sat", limit=2).solutions]
        if len(grids) == 2:
            return made, grids[1] if grids[0] == made.answer else grids[0]
        seed += 100


@pytest.mark.parametrize("seed", range(3))
def test_a_repair_rules_the_other_answer_out(seed):
    """A made puzzle with a second answer, repaired: its answer keeps the rules, the other one
    breaks one (by the rules checker), and the model finds the repaired answer."""
    made, other = two_answers(seed)
    fixed = SimpleLoop.repair(made, other)
    p = SimpleLoop(fixed.cells, fixed.rooms)
    assert p.verify(fixed.answer) is None and p.verify(other) is not None
    assert fixed.answer in [p.grid(s) for s in xcckit.solve(p, backend="sat", limit=None).solutions]
