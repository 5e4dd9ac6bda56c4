"""Fillomino: the model against the rules (every answer of small puzzles found by brute force with
the rules checker, on every backend: the pure exact cover of small grids on all four, the hybrid
with the group-sizes constraint on sat, cpsat and dlx), the rules checker against broken answers,
the notation and puzz.link URLs.
The command line and the DLX export: tests/test_genre_cli.py."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.puzzles import fillomino
from xcckit.puzzles.fillomino import Fillomino
from xcckit.puzzles.kinds import get_kind

from .genres import answers, one_line_error

DEMO_ANSWER = ["2 3 3 4 4 6 6 6", "2 6 3 4 4 6 6 5", "6 6 6 3 8 8 6 5", "2 6 6 3 8 7 7 5",
               "2 3 5 3 8 7 7 5", "3 3 5 8 8 8 7 5", "4 4 5 8 3 7 7 1", "4 4 5 5 3 3 2 2"]
SMALL = ["3 4", "- 5 - 4", "- 4 - -", "- 1 - -"]  # (of the project's making: 1 answer)


class Hybrid(Fillomino):
    """Numbers from 3 on through the group-sizes constraint, even on a small grid."""

    small = 2
    pure_cells = 0


def partitions(m: int, n: int):
    """Every way to cut an m×n grid into connected pieces, each written with its size: the
    candidate answers (the brute force: the rules checker says which are answers)."""
    cells = [(i, j) for i in range(m) for j in range(n)]

    def pieces(start, free):
        """The connected sets of ``free`` cells holding ``start``, each once."""
        seen = set()
        todo = [frozenset([start])]
        while todo:
            piece = todo.pop()
            if piece in seen:
                continue
            seen.add(piece)
            yield piece
            for i, j in piece:
                for c in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1)):
                    if c in free and c not in piece:
                        todo.append(piece | {c})

    def cut(free, grid):
        if not free:
            yield [row[:] for row in grid]
            return
        start = min(free)
        for piece in pieces(start, free):
            for i, j in piece:
                grid[i][j] = str(len(piece))
            yield from cut(free - piece, grid)

    yield from cut(frozenset(cells), [["?"] * n for _ in range(m)])


def brute(puzzle: Fillomino) -> list[list[list[str]]]:
    return sorted(g for g in partitions(puzzle.m, puzzle.n) if puzzle.verify(g) is None)


def random_cells(rng: random.Random, m: int, n: int) -> list[list[str]]:
    cells = [["-"] * n for _ in range(m)]
    for _ in range(rng.randint(0, 3)):
        cells[rng.randrange(m)][rng.randrange(n)] = str(rng.randint(1, min(5, m * n)))
    return cells


def test_the_bundled_puzzle_has_one_answer_on_every_translation():
    p = get_kind("fillomino").from_args(["demo-8x8"])
    for backend in ("sat", "cpsat"):
        r = xcckit.solve(p, backend=backend, unique=True)
        assert r.unique is True
        assert [" ".join(row) for row in r.answers[0].answer["grid"]] == DEMO_ANSWER
        assert p.verify(r.answers[0].answer) is None
    assert xcckit.count(p).count == 1


@pytest.mark.parametrize("seed", range(4))
def test_small_puzzles_equal_the_rules_on_every_backend(seed):
    """A grid of at most 12 cells is pure exact cover: sat, cpsat, dlx and zdd find every
    answer the rules allow (brute force over all cuts into pieces), and only those."""
    rng = random.Random(seed)
    m, n = rng.choice([(2, 2), (2, 3), (3, 3), (1, 5)])
    p = Fillomino(random_cells(rng, m, n))
    assert not p.model.side_constraints
    expected = brute(p)
    for backend in ("sat", "cpsat", "dlx"):
        assert answers(p, backend) == expected, backend
    assert xcckit.count(p, backend="zdd").count == len(expected)


@pytest.mark.parametrize("seed", range(4))
def test_the_hybrid_equals_the_rules(seed):
    """Numbers above 2 through the group-sizes constraint: sat, cpsat, dlx (on partial solutions)
    and zdd (group sizes in its frontier's states) agree with the brute force."""
    rng = random.Random(100 + seed)
    m, n = rng.choice([(2, 3), (2, 2), (1, 4)])
    p = Hybrid(random_cells(rng, m, n))
    assert p.model.side_constraints
    expected = brute(p)
    for backend in ("sat", "cpsat", "dlx"):
        assert answers(p, backend) == expected, backend
    assert xcckit.count(p, backend="zdd").count == len(expected)


@pytest.mark.parametrize("m, n, expected", [(1, 10, 124), (1, 14, 1152), (2, 5, 715)])
def test_a_group_may_be_as_large_as_the_grid(backend_name, m, n, expected):
    """No bound but the grid's: a blank strip of 10 has 124 answers (the compositions of 10 with
    no two neighbouring parts equal, the one group of 10 among them), as the brute force says; a
    strip of 14 is past the pure exact cover, its groups from 5 on through the group-sizes
    constraint, the group of 14 too."""
    p = Fillomino([["-"] * n for _ in range(m)])
    assert len(brute(p)) == expected
    assert xcckit.count(p, backend=backend_name).count == expected


def test_a_clue_beyond_the_base_62_digits():
    """A group of 70 (a colour by its decimal name in the model, a byte of its own in the DLX
    export): the one answer, proven unique."""
    p = Fillomino([["70"] + ["-"] * 69 + ["1"]])
    r = xcckit.solve(p, unique=True)
    assert r.unique is True
    assert r.answers[0].answer["grid"] == [["70"] * 70 + ["1"]]
    head = xcckit.write_dlx(p.model).splitlines()[0]
    assert head.startswith("| colours written as one byte: ") and " 70=" in head


def test_a_blank_3x4_has_every_answer_the_rules_allow():
    p = Fillomino([["-"] * 4 for _ in range(3)])
    assert len(brute(p)) == 6426 == xcckit.count(p, backend="dlx").count == xcckit.count(p, backend="zdd").count


def test_a_larger_hybrid_equals_the_rules_on_the_translations():
    p = Hybrid([["-", "3", "-"], ["-", "-", "-"], ["4", "-", "-"]])
    expected = brute(p)
    assert len(expected) > 1
    for backend in ("sat", "cpsat"):
        assert answers(p, backend) == expected, backend


def test_blank_grids_are_counted():
    """The blank grids' answers, counted by dlx and zdd on the pure exact cover (brute force)."""
    for m, n in [(2, 2), (2, 3), (3, 3)]:
        p = Fillomino.from_args([f"{m}x{n}"])
        expected = len(brute(p))
        assert xcckit.count(p, backend="dlx").count == expected
        assert xcckit.count(p, backend="zdd").count == expected
    assert xcckit.count(Fillomino.from_args(["2x2"]), backend="dlx").count == 5  # the 4, and an L with a 1


def test_a_small_puzzle_from_the_notation():
    p = Fillomino.from_text("\n".join(SMALL) + "\n")
    assert [[" ".join(r) for r in g] for g in answers(p, "dlx")] == [["5 5 5 4", "5 4 4 4", "5 1 2 2"]]
    assert xcckit.count(p, backend="zdd").count == 1


@pytest.mark.parametrize("cells, grid, rule", [
    (["3 - -"], ["2 2 1"], "r1c1 holds the clue 3, not 2"),
    (["- -"], ["1 x"], "r1c2 is 'x': a cell holds a number from 1"),
    (["- -"], ["1 0"], "r1c2 is '0': a cell holds a number from 1"),
    (["- - -"], ["2 2 2"], "the group of 2s at r1c1 has 3 cells"),
    (["- - -"], ["1 3 3"], "the group of 3s at r1c2 has 2 cells"),
    (["- -", "- -"], ["1 2", "2 1"], "the group of 2s at r1c2 has 1 cell"),
])
def test_the_rules_checker_names_each_broken_rule(cells, grid, rule):
    p = Fillomino([row.split() for row in cells])
    assert p.verify([row.split() for row in grid]) == rule
    assert p.verify({"grid": [row.split() for row in grid]}) == rule


def test_the_rules_checker_passes_the_answers_and_refuses_what_is_no_grid():
    p = get_kind("fillomino").from_args(["demo-8x8"])
    assert p.verify([row.split() for row in DEMO_ANSWER]) is None
    with pytest.raises(ValueError, match="an answer to this fillomino is 8 rows of 8 cell strings"):
        p.verify([["1"]])


def test_urls_round_trip():
    p = get_kind("fillomino").from_args(["demo-8x8"])
    url = p.to_url()
    assert url == "https://puzz.link/p?fillomino/8/8/n2g3g46m865g66h77g2353m8g8i4k1i5g3g2"
    again = Fillomino.from_url(url)
    assert again.cells == p.cells and again.to_text() == p.to_text()
    assert Fillomino.from_url("https://puzz.link/p?fillomino/6/4/-11zi").cells[0] == ["17", "-", "-", "-", "-", "-"]
    assert Fillomino.from_url("https://puzz.link/p?fillomino/2/2/1i000").cells == [["1", "-"], ["-", "-"]]


@pytest.mark.parametrize("url, message", [
    ("https://puzz.link/p?nurikabe/2/2/1i", "not a fillomino URL"),
    ("https://puzz.link/p?fillomino/2/2/1i4", "borders given between cells are not part of fillomino's notation"),
    ("https://puzz.link/p?fillomino/2/2/0i", "a fillomino clue is a number from 1"),
    ("https://puzz.link/p?fillomino/2/2/1", "the URL is cut short"),
])
def test_bad_urls_are_refused_in_one_line(url, message):
    with pytest.raises(InputError, match=message) as err:
        Fillomino.from_url(url)
    assert "\n" not in str(err.value)


@pytest.mark.parametrize("text, message", [
    ("", "empty fillomino puzzle"),
    ("2\n1 -\n- -\n", "1:1: expected the first line 'R C'"),
    ("2 2\n1 -\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
    ("2 2\n1 - -\n- -\n", "2:5: this row has 3 cells, the first line says 2"),
    ("2 2\n1 a\n- -\n", "2:3: 'a': a cell is a number from 1 (its group's size) or '-'"),
    ("2 2\n0 -\n- -\n", "2:1: '0': a cell is a number from 1"),
    ("2 2\n5 -\n- -\n", "1:1: the clue 5 at r1c1 is larger than the grid's 4 cells"),
])
def test_bad_notation_is_one_line_naming_the_place(text, message):
    assert message in one_line_error(Fillomino.from_text, text)


@pytest.mark.parametrize("seed", range(3))
def test_made_answers_keep_the_rules(seed):
    """The maker's answer keeps the rules, and is the one answer of the puzzle it makes (every
    cell a clue); after repairs a thinned puzzle still has it."""
    rng = random.Random(seed)
    made = Fillomino.maker(6, 7, rng)
    p = Fillomino(made.cells)
    assert p.verify(made.answer) is None
    assert [p.grid(s) for s in xcckit.solve(p, backend="sat", limit=None).solutions] == [made.answer]
    assert len(made.removable) == 42 and max(int(t) for row in made.answer for t in row) <= fillomino.LARGEST


def test_repair_adds_a_clue_where_the_other_answer_differs():
    made = fillomino.Made([["-", "-"]], [(0, 0), (0, 1)], answer=[["1", "2"]])
    fixed = Fillomino.repair(made, [["2", "2"]])
    assert fixed.cells == [["1", "-"]] and fixed.removable == [(0, 1)]
    assert Fillomino.repair(fixed, [["1", "2"]]) is None
