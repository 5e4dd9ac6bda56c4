"""Yajilin: the model against the rules (every answer of small puzzles found by brute force with
the rules checker, on every backend), the rules checker against broken answers, the notation and
puzz.link URLs.
The command line: tests/test_genre_cli.py."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.puzzles import pzpr
from xcckit.puzzles import yajilin as module
from xcckit.puzzles.kinds import get_kind
from xcckit.puzzles.yajilin import Yajilin

from .loopgrids import line_grids
from .genres import assert_cells_break, one_line_error

DEMO = "demo-8x8"
DEMO_ANSWER = ["x - x se sw x - x", "- x - ns ne sw - -", "x - se nw - ns x -", "se sw ne sw x ns - x",
               "ns ne ew nw - ns x -", "ns se ew ew ew nw - x", "ne nw - x - - x -", "x - x - - x - x"]
EXAMPLE = ["7 7", "- 1w - - - - -", "- - - 0e - - -", "- - - - - 1e -", "- 1w - 2s - - -", "- - - - - - -",
           "- - - - - 1w -", "- - - - - - -"]  # (puzzlekit's input example)
EXAMPLE_ANSWER = ["x - se ew ew ew sw", "se ew nw - se ew nw", "ne ew sw x ns - x", "x - ns - ns se sw",
                  "se ew nw x ne nw ns", "ns x se ew sw - ns", "ne ew nw x ne ew nw"]


def brute(p: Yajilin) -> list[list[list[str]]]:
    return sorted(g for g in line_grids(p.m, p.n, lambda i, j: ("x", "-")) if p.verify(g) is None)


def answers(p, backend: str) -> list:
    result = xcckit.solve(p, backend=backend, limit=None)
    assert result.complete
    return sorted(p.grid(s) for s in result.solutions)


def random_puzzle(rng: random.Random, m: int, n: int) -> Yajilin:
    """A made puzzle (one answer or more) with a clue perhaps made grey or changed (fewer
    answers, more, or none)."""
    cells = Yajilin.maker(m, n, rng).cells
    clues = [(i, j) for i in range(m) for j in range(n) if cells[i][j] != "-"]
    if clues and rng.random() < 0.7:
        i, j = rng.choice(clues)
        if rng.random() < 0.5:
            cells[i][j] = "x"
        else:
            d = rng.choice([d for d, (a, b) in {"n": (i - 1, j), "s": (i + 1, j), "w": (i, j - 1),
                                                 "e": (i, j + 1)}.items() if 0 <= a < m and 0 <= b < n])
            cells[i][j] = f"{rng.randint(0, 1)}{d}"
    try:
        return Yajilin(cells)
    except InputError:  # (a 1 where no cell can be shaded)
        cells[i][j] = "x"
        return Yajilin(cells)


def test_the_bundled_puzzle_has_one_answer_on_every_translation():
    p = get_kind("yajilin").from_args([DEMO])
    for backend in ("sat", "cpsat"):
        r = xcckit.solve(p, backend=backend, unique=True)
        assert r.unique is True
        assert [" ".join(row) for row in r.answers[0].answer["grid"]] == DEMO_ANSWER
        assert p.verify(r.answers[0].answer) is None
    assert xcckit.count(p).count == 1
    assert xcckit.count(p, backend="zdd").count == 1


def test_puzzlekits_example_has_its_answer():
    p = Yajilin.from_text("\n".join(EXAMPLE) + "\n")
    r = xcckit.solve(p, backend="sat", unique=True)
    assert r.unique is True and [" ".join(row) for row in r.answers[0].answer["grid"]] == EXAMPLE_ANSWER


@pytest.mark.parametrize("patterns", [64, 0])
@pytest.mark.parametrize("seed", range(8))
def test_small_puzzles_equal_the_rules_on_every_backend(seed, patterns, monkeypatch):
    """Every answer the rules allow (brute force over the grids of consistent lines, each other
    cell shaded or not), and only those, on sat, cpsat and dlx, with the clues as shadings and
    as counts; zdd counts them."""
    monkeypatch.setattr(module, "PATTERNS_MAX", patterns)
    rng = random.Random(seed)
    m, n = rng.choice([(2, 2), (2, 3), (3, 3), (2, 4), (3, 4)])
    p = random_puzzle(rng, m, n)
    expected = brute(p)
    for backend in ("sat", "cpsat", "dlx"):
        assert answers(p, backend) == expected, backend
    assert xcckit.count(p, backend="zdd").count == len(expected)


@pytest.mark.parametrize("m, n, clues, count", [(2, 3, {}, 1), (3, 3, {}, 5), (3, 4, {}, 10),
                                                 (3, 4, {(0, 0): "2e", (0, 2): "1e"}, 1),
                                                 (3, 4, {(2, 1): "1e", (2, 3): "0e"}, 1)])
def test_grids_with_few_clues_equal_the_rules_on_every_backend(m, n, clues, count):
    """Without clues, and with clues that look the same way one beyond the other (a clue
    counts the cells between, its number less the other's)."""
    cells = [["-"] * n for _ in range(m)]
    for (i, j), clue in clues.items():
        cells[i][j] = clue
    p = Yajilin(cells)
    expected = brute(p)
    assert len(expected) == count, len(expected)
    for backend in ("sat", "cpsat", "dlx"):
        assert answers(p, backend) == expected, backend
    assert xcckit.count(p, backend="zdd").count == count


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


@pytest.mark.parametrize("cells, grid, rule", [
    (["1e - -", "- - -"], ["x se sw", "- ne nw"], "r1c1 holds a clue and is shaded"),
    (["1e - -", "- - -"], ["se sw x", "ne nw -"], "r1c1 holds a clue and is on the loop"),
    (["- - -", "- - -"], ["se sw -", "ne nw x"], "r1c3 is neither shaded nor on the loop"),
    (["- - -", "- - -"], ["se sw o", "ne nw x"], "r1c3 is 'o': a cell is x (shaded), the sides the loop leaves it by "
                                                 "(ns, …) or -"),
    (["- - - -", "- - - -"], ["se sw x x", "ne nw x x"], "r1c3 and r1c4 are both shaded, side by side"),
    (["- - 0s", "- - -"], ["se sw -", "ne nw x"], "the clue 0s at r1c3 sees 1 shaded cell, not 0"),
    (["- -", "- -"], ["s sw", "ne nw"], "the line leaves r1c1 by 1 side ('s'), not 2"),
    (["- -", "- -"], ["se sw", "ne nwe"], "the line leaves r2c2 by 3 sides ('new'), not 2"),
    (["- -", "- -"], ["ne sw", "ne nw"], "the line leaves r1c1 by its n side, off the grid"),
    (["- -", "- -"], ["se sw", "nw nw"], "the line leaves r2c1 by its w side, off the grid"),
    (["- - 0w", "- - -"], ["se sw -", "ne ew nw"], "the line leaves r1c2 by its s side, and r2c2 does not take it up"),
    (["x - - - -", "- - - - -"], ["- se sw se sw", "x ne nw ne nw"], "the line makes 2 loops (through r1c2 and r1c4)"),
    (["x x", "x x"], ["- -", "- -"], "there is no loop"),
])
def test_the_rules_checker_names_each_broken_rule(cells, grid, rule):
    p = Yajilin([row.split() for row in cells])
    assert p.verify([row.split() for row in grid]) == rule
    assert p.verify({"grid": [row.split() for row in grid]}) == rule


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


def test_the_rules_checker_passes_the_answers_and_refuses_what_is_no_grid():
    p = Yajilin.from_text("\n".join(EXAMPLE) + "\n")
    assert p.verify([row.split() for row in EXAMPLE_ANSWER]) is None
    with pytest.raises(ValueError, match="an answer to this yajilin is 7 rows of 7 cell strings"):
        p.verify([["x"]])


def test_urls_round_trip():
    link = "https://puzz.link/p?yajirin/10/10/b2141t41e41a41s31c33l11a11l21a12a11k"
    p = Yajilin.from_url(link)
    assert p.cells[0][:4] == ["-", "-", "1s", "1e"] and p.cells[6][9] == "1n"
    assert p.to_url() == link.replace("yajirin", "yajilin")
    assert Yajilin.from_url(link.replace("yajirin/", "yajirin/b/")).cells == p.cells
    q = get_kind("yajilin").from_args([DEMO])
    again = Yajilin.from_url(q.to_url())
    assert again.cells == q.cells and again.to_text() == q.to_text()
    clues = [("", pzpr.NO_NUMBER), ("e", 12), None, ("w", 300), None, ("n", 17)] + [None] * 30 + [("s", 0)]
    assert pzpr.write_arrow_number16(clues) == "+4ca-312ca611zd20"
    assert pzpr.read_arrow_number16("+4ca-312ca611zd20", len(clues)) == (clues, "")


@pytest.mark.parametrize("url, message", [
    ("https://puzz.link/p?mashu/2/2/00", "not a yajilin URL"),
    ("https://puzz.link/p?yajilin/o/2/2/d", "the flag 'o' (shaded cells outside the loop) is a variant"),
    ("https://puzz.link/p?yajilin/2/2/a", "ends after 1 of the grid's 4 cells"),
    ("https://puzz.link/p?yajilin/2/2/03c", "the number 3 has no arrow"),
    ("https://puzz.link/p?yajilin/2/2/1gc", "'1' must be followed by 1 hex digit"),
    ("https://puzz.link/p?yajilin/2/2/!", "unexpected character '!'"),
])
def test_bad_urls_are_one_line(url, message):
    with pytest.raises(InputError) as err:
        Yajilin.from_url(url)
    assert message in str(err.value) and "\n" not in str(err.value)


@pytest.mark.parametrize("text, message", [
    ("", "empty yajilin puzzle"),
    ("2 2\n- -\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
    ("2 2\n- - -\n- -\n", "2:5: this row has 3 cells, the first line says 2"),
    ("2 2\n- 1\n- -\n", "2:3: '1': a cell is '-', 'x' (grey) or a clue: a number (? not given) and a direction n, s, e or w"),
    ("2 2\n- 1q\n- -\n", "2:3: '1q': a cell is '-'"),
    ("2 2\n- ２s\n- -\n", "2:3: '２s': a cell is '-'"),
    ("2 3\n2e - -\n- - -\n", "1:1: the clue 2e at r1c1 asks for 2 shaded cells, at most 1 fit"),
    ("1 5\n3e - - - -\n", "1:1: the clue 3e at r1c1 asks for 3 shaded cells, at most 2 fit"),
    ("1 6\n0e - 1e - - -\n", "1:1: the clue 0e at r1c1 asks for fewer shaded cells than the clue 1e at r1c3 beyond "
                            "it, which it sees"),
    ("1 7\n3e - 1e - - - -\n", "1:1: the clue 3e at r1c1 asks for 2 shaded cells more than the clue 1e at r1c3 beyond "
                              "it, where at most 1 fit between them"),
])
def test_bad_notation_is_one_line_naming_the_place(text, message):
    assert message in one_line_error(Yajilin.from_text, text)


@pytest.mark.parametrize("seed", range(3))
def test_made_answers_keep_the_rules(seed):
    """The maker's answer is an answer of the puzzle it makes (by the rules and by the model)."""
    rng = random.Random(seed)
    made = Yajilin.maker(6, 7, rng)
    p = Yajilin(made.cells)
    assert p.verify(made.answer) is None and made.removable == []
    assert made.answer in [p.grid(s) for s in xcckit.solve(p, backend="sat", limit=None).solutions]


def two_answers(seed: int, size: int = 6):
    """The first made puzzle from seed on that has a second answer: (made, the other answer)."""
    while True:
        made = Yajilin.maker(size, size, random.Random(seed))
        p = Yajilin(made.cells, made.rooms)
        grids = [p.grid(s) for s in xcckit.solve(p, backend="sat", limit=2).solutions]
        if len(grids) == 2:
            return made, grids[1] if grids[0] == made.answer else grids[0]
        seed += 100


@pytest.mark.parametrize("seed", range(3))
def test_a_repair_rules_the_other_answer_out(seed):
    """A made puzzle with a second answer, repaired: its answer keeps the rules, the other one
    breaks one (by the rules checker), and the model finds the repaired answer."""
    made, other = two_answers(seed)
    fixed = Yajilin.repair(made, other)
    p = Yajilin(fixed.cells, fixed.rooms)
    assert p.verify(fixed.answer) is None and p.verify(other) is not None
    assert fixed.answer in [p.grid(s) for s in xcckit.solve(p, backend="sat", limit=None).solutions]
