"""Yajilin's own questions (what every genre is asked: tests/cases/yajilin.py): the bundled
puzzle counted on every backend, small puzzles with the clues as shadings and as counts, grids of
few clues, a clue's encoding, rules broken in an answer and cells outside the answer notation, the
peers' URLs, and the maker's clues and repairs."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.backends import get_backend
from xcckit.puzzles.kit import pzpr
from xcckit.puzzles import yajilin as module
from xcckit.puzzles.kinds import get_kind
from xcckit.puzzles.yajilin import Yajilin

from .cases.yajilin import CASE, DEMO, DEMO_ANSWER, EXAMPLE, EXAMPLE_ANSWER
from .conftest import accepted
from .genres import answers, assert_cells_break, brute


def test_auto_counts_the_bundled_puzzle_once():
    """(zdd, after sat's moment: a loop puzzle.)"""
    assert xcckit.count(get_kind("yajilin").from_args([DEMO])).count == 1


@pytest.mark.parametrize("patterns", [64, 0])
@pytest.mark.parametrize("seed", range(CASE.seeds))
def test_small_puzzles_equal_the_rules_with_clues_as_shadings_and_as_counts(seed, patterns, backend_name,
                                                                             monkeypatch):
    """The case's small random puzzles (asked in tests/test_genres.py with the clues as the model
    writes them) with every clue written as its shadings (PATTERNS_MAX 64) and every clue as a
    count (0): every answer the rules allow, and only those, on every backend (listed and
    counted)."""
    monkeypatch.setattr(module, "PATTERNS_MAX", patterns)
    p = CASE.random(random.Random(seed))
    accepted(get_backend(backend_name), p.model)
    expected = brute(p, CASE.candidates)
    assert answers(p, backend_name) == expected
    assert xcckit.count(p, backend=backend_name).count == len(expected)


@pytest.mark.parametrize("m, n, clues, count", [(2, 3, {}, 1), (3, 3, {}, 5), (3, 4, {}, 10),
                                                 (3, 4, {(0, 0): "2e", (0, 2): "1e"}, 1),
                                                 (3, 4, {(2, 1): "1e", (2, 3): "0e"}, 1)])
def test_grids_with_few_clues_equal_the_rules_on_every_backend(m, n, clues, count, backend_name):
    """Without clues, and with clues that look the same way one beyond the other (a clue
    counts the cells between, its number less the other's): listed and counted."""
    cells = [["-"] * n for _ in range(m)]
    for (i, j), clue in clues.items():
        cells[i][j] = clue
    p = Yajilin(cells)
    accepted(get_backend(backend_name), p.model)
    expected = brute(p, CASE.candidates)
    assert len(expected) == count, len(expected)
    assert answers(p, backend_name) == expected
    assert xcckit.count(p, backend=backend_name).count == count


def options_of(p: Yajilin, name: str) -> int:
    _, items, _ = p.model.arrays()
    return int((items == p.model.index[name]).sum())


def test_a_clue_of_many_shadings_is_a_count_and_of_few_its_shadings():
    """A clue with more shadings than PATTERNS_MAX is a count (an item covered N times, by the
    shaded options of the cells it sees); one with fewer has an option per shading. The
    brute-force test above checks both (PATTERNS_MAX 0 and 64) against the rules."""
    cells = [["-"] * 16 for _ in range(2)]
    cells[0][0] = "4e"  # 495 shadings: 4 of 15 cells, none side by side
    p = Yajilin(cells)
    assert module._shadings(p.run((0, 0), "e"), 4, module.PATTERNS_MAX) is None
    assert len(module._shadings(p.run((0, 0), "e"), 4, 1000)) == 495
    assert (p.model.lo[p.model.index["k0.0"]], p.model.hi[p.model.index["k0.0"]]) == (4, 4)
    assert options_of(p, "k0.0") == 15
    cells[0][0], cells[0][5] = "2e", "x"  # 3 shadings of the 4 cells before the grey cell
    cells[0][6:] = ["x"] * 10
    p = Yajilin(cells)
    assert (p.model.lo[p.model.index["k0.0"]], p.model.hi[p.model.index["k0.0"]]) == (1, 1)
    assert options_of(p, "k0.0") == 3
    cells[0][0] = "0e"
    assert options_of(Yajilin(cells), "k0.0") == 1


def broken_example(cell: tuple[int, int], token) -> list[list[str]]:
    """puzzlekit's example answer with one cell (row, column from 0) written ``token``."""
    grid = [row.split() for row in EXAMPLE_ANSWER]
    grid[cell[0]][cell[1]] = token
    return grid


@pytest.mark.parametrize("cell, token, rule", [
    ((0, 2), "s", "the line leaves r1c3 by 1 side ('s'), not 2"),  # a dead end
    ((1, 0), "nse", "the line leaves r2c1 by 3 sides ('nse'), not 2"),  # a branch
    ((4, 0), "nsew", "the line leaves r5c1 by 4 sides ('nsew'), not 2"),  # a crossing
    ((0, 2), "ne", "the line leaves r1c3 by its n side, off the grid"),
    ((2, 0), "nw", "the line leaves r3c1 by its w side, off the grid"),
])
def test_the_rules_checker_names_a_loop_broken_in_puzzlekits_example(cell, token, rule):
    """One cell of a known answer changed: a branch or a dead end of the line, or a line off the
    grid, named as such (the answer unchanged keeps the rules)."""
    p = Yajilin.from_text("\n".join(EXAMPLE) + "\n")
    assert p.verify([row.split() for row in EXAMPLE_ANSWER]) is None
    assert p.verify(broken_example(cell, token)) == rule
    assert p.verify({"grid": broken_example(cell, token)}) == rule


@pytest.mark.parametrize("cell, token", [
    ((0, 0), ""),  # (no sides)
    ((0, 0), "X"),  # (shaded is a small x)
    ((0, 2), "ss"),  # (a side twice)
    ((0, 2), "sx"),  # (a letter that is no side)
    ((0, 1), "1w"),  # (a clue cell written as its clue: the notation's rule comes first)
    ((0, 1), "o"),
])
def test_the_rules_checker_names_a_cell_outside_the_answer_notation(cell, token):
    """One cell of a known answer written in no way the answer notation has, named as such
    (the answer unchanged keeps the rules)."""
    p = Yajilin.from_text("\n".join(EXAMPLE) + "\n")
    assert p.verify([row.split() for row in EXAMPLE_ANSWER]) is None
    rule = (f"r{cell[0] + 1}c{cell[1] + 1} is '{token}': a cell is x (shaded), the sides the loop leaves it by "
            f"(ns, …) or -")
    assert p.verify(broken_example(cell, token)) == rule
    assert p.verify({"grid": broken_example(cell, token)}) == rule


@pytest.mark.parametrize("cells, answer, changes, rule", [
    # a loop round a 0n: the clue shaded (it sees no cell it would count, and touches no shaded cell)
    (["- - -", "- 0n -", "- - -"], ["se ew sw", "ns - ns", "ne ew nw"], {(1, 1): "x"},
     "r2c2 holds a clue and is shaded"),
    # the bundled puzzle: the loop through r6c5 and r6c6 dips through the two 1n clues below them
    (None, DEMO_ANSWER, {(5, 4): "sw", (5, 5): "ns", (6, 4): "ne", (6, 5): "nw"},
     "r7c5 holds a clue and is on the loop"),
    # the bundled puzzle: the loop runs through r1c6 instead of r2c5, which is shaded instead (the
    # 3w at r1c7 then sees 2, and the 1n at r7c5 sees 2, the first named)
    (None, DEMO_ANSWER, {(0, 4): "ew", (0, 5): "sw", (1, 4): "x", (1, 5): "ns"},
     "the clue 3w at r1c7 sees 2 shaded cells, not 3"),
])
def test_the_rules_checker_names_a_rule_broken_in_an_answer(cells, answer, changes, rule):
    """The rules whose tiny puzzles above have no answer, each broken alone in an answer (which
    keeps the rules unchanged), named as such. (No answer breaks "there is no loop" alone: with
    no cell on the loop, every cell that is no clue is shaded, and the cells side by side on the
    answer's loop are then reported first, as both shaded.)"""
    p = get_kind("yajilin").from_args([DEMO]) if cells is None else Yajilin([row.split() for row in cells])
    assert_cells_break(p, answer, changes, rule)


def test_pzprjss_url_and_its_arrow_numbers():
    link = "https://puzz.link/p?yajirin/10/10/b2141t41e41a41s31c33l11a11l21a12a11k"
    p = Yajilin.from_url(link)
    assert p.cells[0][:4] == ["-", "-", "1s", "1e"] and p.cells[6][9] == "1n"
    assert p.to_url() == link.replace("yajirin", "yajilin")
    assert Yajilin.from_url(link.replace("yajirin/", "yajirin/b/")).cells == p.cells
    clues = [("", pzpr.NO_NUMBER), ("e", 12), None, ("w", 300), None, ("n", 17)] + [None] * 30 + [("s", 0)]
    assert pzpr.write_arrow_number16(clues) == "+4ca-312ca611zd20"
    assert pzpr.read_arrow_number16("+4ca-312ca611zd20", len(clues)) == (clues, "")


@pytest.mark.parametrize("seed", range(3))
def test_made_puzzles_give_every_clue(seed):
    """The maker takes no clue away (its answers keep the rules: tests/test_genres.py)."""
    assert Yajilin.maker(6, 7, random.Random(seed)).removable == []


def two_answers(seed: int, size: int = 6):
    """The first made puzzle from seed on that has a second answer: (made, the other answer)."""
    while True:
        made = Yajilin.maker(size, size, random.Random(seed))
        p = Yajilin(made.cells, made.rooms)
        grids = [p.grid(s) for s in xcckit.solve(p, backend="sat", limit=2).solutions]
        if len(grids) == 2:
            return made, grids[1] if grids[0] == made.answer else grids[0]
        seed += 100
