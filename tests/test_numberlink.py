"""Numberlink: the model against the rules (every answer of small puzzles found by brute force with
the rules checker, on every backend that takes the model), the rules checker against broken
answers, the notation, puzz.link URLs and the maker.
The command line: tests/test_genre_cli.py."""

from __future__ import annotations

import itertools
import random

import pytest

import xcckit
from xcckit.errors import InputError, UnsupportedError
from xcckit.puzzles.kinds import get_kind
from xcckit.puzzles.numberlink import Numberlink

from .genres import answers, assert_one_cell_breaks, one_line_error

DEMO_ANSWER = ["se ew ew ew w  se ew sw", "ns e  ew sw se nw s  ns", "n  se w  ns ns e  nw n",
               "se nw se nw ne sw e  w", "ns s  ns e  w  ne ew sw", "ns ns n  se ew ew w  ns",
               "ns ne ew nw e  ew ew nw", "ne ew ew ew ew ew ew w"]
SMALL = ["3 4", "1 - - -", "- 2 - -", "- - 1 2"]  # (of the project's making: 4 answers)


def candidates(puzzle: Numberlink):
    """Every grid of sides that neighbours agree on, each cell leaving by at most two sides
    (one at a number): each set of edges on (the brute force: the rules checker says which are
    answers)."""
    m, n = puzzle.m, puzzle.n
    edges = [((i, j), (i, j + 1), "e", "w") for i in range(m) for j in range(n - 1)]
    edges += [((i, j), (i + 1, j), "s", "n") for i in range(m - 1) for j in range(n)]
    most = {(i, j): (1 if puzzle.cells[i][j] != "-" else 2) for i in range(m) for j in range(n)}
    for on in itertools.product((False, True), repeat=len(edges)):
        sides = {c: "" for c in most}
        for (a, b, da, db), lit in zip(edges, on):
            if lit:
                sides[a] += da
                sides[b] += db
        if all(len(s) <= most[c] for c, s in sides.items()):
            yield [["".join(d for d in "nsew" if d in sides[i, j]) or "-" for j in range(n)] for i in range(m)]


def brute(puzzle: Numberlink) -> list[list[list[str]]]:
    return sorted(g for g in candidates(puzzle) if puzzle.verify(g) is None)


def random_puzzle(rng: random.Random, m: int, n: int) -> Numberlink:
    cells = [["-"] * n for _ in range(m)]
    places = rng.sample([(i, j) for i in range(m) for j in range(n)], 2 * rng.randint(1, min(3, m * n // 2)))
    for k, (i, j) in enumerate(places):
        cells[i][j] = str(k // 2 + 1)
    return Numberlink(cells)


def test_the_bundled_puzzle_has_one_answer_on_every_translation():
    p = get_kind("numberlink").from_args(["demo-8x8"])
    for backend in ("sat", "cpsat"):
        r = xcckit.solve(p, backend=backend, unique=True)
        assert r.unique is True
        assert [" ".join(t.ljust(2) for t in row).rstrip() for row in r.answers[0].answer["grid"]] == DEMO_ANSWER
        assert p.verify(r.answers[0].answer) is None


@pytest.mark.parametrize("seed", range(12))
def test_small_puzzles_equal_the_rules_on_every_backend(seed):
    """Every answer the rules allow (brute force over all sets of edges), and only those, on
    sat, cpsat and dlx (which checks the paths at the leaves); zdd refuses."""
    rng = random.Random(seed)
    m, n = rng.choice([(2, 2), (2, 3), (3, 2), (3, 3), (2, 4), (3, 4)])
    p = random_puzzle(rng, m, n)
    expected = brute(p)
    for backend in ("sat", "cpsat", "dlx"):
        assert answers(p, backend) == expected, backend
    with pytest.raises(UnsupportedError) as refused:
        xcckit.count(p, backend="zdd")
    assert str(refused.value) == ("the zdd backend cannot enforce a paths constraint "
                                  "(sat, cpsat and dlx can: name one with --backend)")


def test_a_small_puzzle_from_the_notation():
    """Cells may stay empty: the 1 goes round the 2 in the bottom row, the 2 on its right."""
    p = Numberlink.from_text("\n".join(SMALL) + "\n")
    found = answers(p, "sat")
    assert found == brute(p) and len(found) == 4
    assert [" ".join(r) for r in found[0]] == ["s - - -", "ns e ew sw", "ne ew w n"]


@pytest.mark.parametrize("cells, grid, rule", [
    (["1 - 1"], ["e ew w", ], None),
    (["1 - 1"], ["e - w"], "the path leaves r1c1 by its side e, but r1c2 does not join it"),
    (["1 1"], ["- -"], "no path leaves the 1 at r1c1"),
    (["1 - 1", "- - -"], ["es ew w", "n - -"], "r1c1 is 'es': a cell is '-' or the sides its path leaves by (n, s, e, "
                                              "w in that order)"),
    (["1 - 1", "- - -"], ["se ew w", "n - -"], "the path leaves the 1 at r1c1 by 2 sides, not 1"),
    (["1 1"], ["n s"], "the path at r1c1 leaves the board by its side n"),
    (["- 1 -", "1 - -", "- - -"], ["- s -", "e nsw -", "- n -"], "the path branches at r2c2 (it leaves by 3 sides)"),
    (["1 - 1"], ["e w -"], "a path ends at r1c2, which holds no number"),
    (["1 2", "1 2"], ["e w", "e w"], "the path from the 1 at r1c1 ends at the 2 at r1c2"),
    (["1 1 - -", "- - - -", "- - - -"], ["e w - -", "- se sw -", "- ne nw -"], "a loop through r2c2 joins no numbers"),
    (["1 x"], None, None),
])
def test_the_rules_checker_names_each_broken_rule(cells, grid, rule):
    if grid is None:
        with pytest.raises(ValueError, match="a cell is a number from 1"):
            Numberlink([row.split() for row in cells])
        return
    p = Numberlink([row.split() for row in cells])
    assert p.verify([row.split() for row in grid]) == rule
    assert p.verify({"grid": [row.split() for row in grid]}) == rule


@pytest.mark.parametrize("cell, token", [
    ((2, 3), "x"),  # (a letter that is no side)
    ((2, 3), "N"),  # (sides are small letters)
    ((2, 3), "ee"),  # (a side twice)
    ((2, 3), "sn"),  # (out of order)
    ((2, 3), ""),  # (no sides: an empty cell is '-')
    ((2, 0), "1"),  # (a number's cell written as its number)
])
def test_the_rules_checker_names_a_cell_outside_the_answer_notation(cell, token):
    """One cell of a known answer written in no way the answer notation has, named as such
    (the answer unchanged keeps the rules)."""
    rule = (f"r{cell[0] + 1}c{cell[1] + 1} is '{token}': a cell is '-' or the sides its path leaves by "
            f"(n, s, e, w in that order)")
    assert_one_cell_breaks(get_kind("numberlink").from_args(["demo-8x8"]), DEMO_ANSWER, cell, token, rule)


def test_the_rules_checker_passes_the_answers_and_refuses_what_is_no_grid():
    p = get_kind("numberlink").from_args(["demo-8x8"])
    assert p.verify([row.split() for row in DEMO_ANSWER]) is None
    with pytest.raises(ValueError, match="an answer to this numberlink is 8 rows of 8 cell strings"):
        p.verify([["-"]])


def test_urls_round_trip():
    p = get_kind("numberlink").from_args(["demo-8x8"])
    url = p.to_url()
    assert url == "https://puzz.link/p?numlin/8/8/j1j2j3g1g4h3g5l66g7g88k2i7k5p4"
    again = Numberlink.from_url(url)
    assert again.cells == p.cells and again.to_text() == p.to_text()
    assert Numberlink.from_url("https://puzz.link/p?numlin/5/5/1j2h3m1h2j3").cells[1] == ["2", "-", "-", "3", "-"]
    assert Numberlink.from_url("https://puzz.link/p?numlin/3/1/-11g-11").cells == [["17", "-", "17"]]
    assert Numberlink.from_url("https://puzz.link/p?numberlink/3/1/1g1").cells == [["1", "-", "1"]]  # pzprjs's alias


@pytest.mark.parametrize("url, message", [
    ("https://puzz.link/p?numlin/3/1/1g2", "URL: the number 1 appears only once: a number is the two ends of one "
                                           "path (r1c1)"),
    ("https://puzz.link/p?numlin/3/1/1.1", "URL: URL body: a number not given ('.') pairs, in pzprjs, with the other"),
    ("https://puzz.link/p?numlin/3/1/1g0", "URL: URL body: the number 0 is not a numberlink clue"),
    ("https://puzz.link/p?mashu/2/2/00", "not a numberlink URL"),
])
def test_bad_urls_are_one_line(url, message):
    with pytest.raises(InputError) as err:
        Numberlink.from_url(url)
    assert message in str(err.value) and "\n" not in str(err.value)


@pytest.mark.parametrize("text, message", [
    ("", "empty numberlink puzzle"),
    ("2\n1 -\n- -\n", "1:1: expected the first line 'R C'"),
    ("2 2\n1 -\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
    ("2 2\n1 - -\n- 1\n", "2:5: this row has 3 cells, the first line says 2"),
    ("2 2\n1 a\n- 1\n", "2:3: 'a': a cell is a number from 1 (an end of a path) or '-'"),
    ("2 2\n1 ３\n- 1\n", "2:3: '３': a cell is a number from 1"),
    ("2 2\n0 -\n- -\n", "2:1: '0': a cell is a number from 1"),
    ("2 3\n1 - 2\n- 2 -\n", "2:1: the number 1 appears only once: a number is the two ends of one path"),
    ("2 3\n1 - 1\n- 1 -\n", "3:3: the number 1 appears a third time (also at r1c1 and r1c3)"),
])
def test_bad_notation_is_one_line_naming_the_place(text, message):
    assert message in one_line_error(Numberlink.from_text, text)


def test_a_number_seen_once_through_the_api_names_its_cell():
    with pytest.raises(InputError, match="^numberlink r2c2: the number 3 appears only once"):
        Numberlink([["1", "1"], ["-", "3"]])


def test_more_pairs_than_one_digit_holds():
    """Labels of many digits: 70 pairs side by side in a 2×70 grid, each its own column."""
    cells = [[str(k + 1) for k in range(70)]] * 2
    p = Numberlink(cells)
    r = xcckit.solve(p, backend="sat", unique=True)
    assert r.unique and p.grid(r.solutions[0]) == [["s"] * 70, ["n"] * 70]


@pytest.mark.parametrize("seed", range(3))
def test_made_answers_keep_the_rules(seed):
    """The maker's answer is an answer of the puzzle it makes (by the rules and by the model)."""
    made = Numberlink.maker(5, 6, random.Random(seed))
    p = Numberlink(made.cells)
    assert made.removable == [] and p.verify(made.answer) is None
    assert made.answer in [p.grid(s) for s in xcckit.solve(p, backend="sat", limit=None).solutions]
