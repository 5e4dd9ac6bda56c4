"""Star battle: the model against the rules (every answer of small puzzles found by brute force with
the rules checker, on every backend), the rules checker against broken answers, the notation and
puzz.link URLs.
The command line and the DLX export: tests/test_genre_cli.py."""

from __future__ import annotations

import itertools
import random

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.puzzles.kinds import get_kind
from xcckit.puzzles.rooms import grow
from xcckit.puzzles.starbattle import StarBattle

from .genres import one_line_error

DEMO_ANSWER = ["- - x - - - - - - x", "x - - - x - - - - -", "- - - - - - x - x -", "- x - x - - - - - -",
               "- - - - - x - x - -", "x - - - - - - - - x", "- - - - - x - x - -", "- x - x - - - - - -",
               "- - - - - - x - x -", "- - x - x - - - - -"]
PUZZLEKIT = ["6 6 1", "1 2 2 2 2 2", "1 1 1 1 2 2", "1 2 2 2 2 6", "1 3 4 3 5 6", "1 3 4 3 5 5", "1 3 3 3 5 5"]
PUZZLEKIT_ANSWER = ["- - - x - -", "x - - - - -", "- - - - - x", "- - x - - -", "- - - - x -",
                    "- x - - - -"]  # (its output_example)
BACKENDS = ("sat", "cpsat", "dlx", "zdd")


def candidates(n: int, k: int) -> list[list[list[str]]]:
    """The grids with K stars in each row and at most K in each column, none touching within a
    row or the row above (the brute force's candidates: the rules checker says which are
    answers)."""
    rows = [p for p in itertools.combinations(range(n), k) if all(b - a > 1 for a, b in zip(p, p[1:]))]
    out, column, chosen = [], [0] * n, []

    def extend() -> None:
        if len(chosen) == n:
            out.append([["x" if j in row else "-" for j in range(n)] for row in chosen])
            return
        above = chosen[-1] if chosen else ()
        for row in rows:
            if all(column[j] < k for j in row) and all(abs(a - b) > 1 for a in row for b in above):
                for j in row:
                    column[j] += 1
                chosen.append(row)
                extend()
                chosen.pop()
                for j in row:
                    column[j] -= 1

    extend()
    return out


def brute(p: StarBattle) -> list[list[list[str]]]:
    return sorted(grid for grid in candidates(p.n, p.stars) if p.verify(grid) is None)


def answers(p: StarBattle, backend: str) -> list:
    result = xcckit.solve(p, backend=backend, limit=None)
    assert result.complete
    return sorted(p.grid(s) for s in result.solutions)


def random_puzzle(rng: random.Random) -> StarBattle:
    """Rooms the maker grew around an answer (5x5 or 6x6), or, one time in three, rooms grown
    from random cells (4x4 or 5x5, seldom with an answer)."""
    if rng.random() < 1 / 3:
        n = rng.randint(4, 5)
        seeds = rng.sample([(i, j) for i in range(n) for j in range(n)], n)
        return StarBattle([["-"] * n for _ in range(n)], grow(n, n, [{c} for c in seeds], rng))
    n = rng.randint(5, 6)
    made = StarBattle.maker(n, n, rng)
    return StarBattle(made.cells, made.rooms, made.extra)


def lines(grid) -> list[str]:
    return [" ".join(row) for row in grid]


def test_the_bundled_puzzle_has_one_answer_on_every_backend():
    p = get_kind("starbattle").from_args(["demo-10x10"])
    assert p.stars == 2  # (zdd takes seconds here: it counts the 6x6 puzzle below)
    for backend in ("sat", "cpsat", "dlx"):
        r = xcckit.solve(p, backend=backend, unique=True)
        assert r.unique is True and lines(r.answers[0].answer["grid"]) == DEMO_ANSWER


def test_puzzlekits_example_gives_its_answer():
    p = StarBattle.from_text("\n".join(PUZZLEKIT))
    assert xcckit.count(p, backend="zdd").count == 1
    r = xcckit.solve(p, unique=True)
    assert r.unique and lines(r.answers[0].answer["grid"]) == PUZZLEKIT_ANSWER


@pytest.mark.parametrize("seed", range(10))
def test_small_puzzles_equal_the_rules_on_every_backend(seed):
    """Every answer the rules allow (brute force over the grids with one star in each row), and
    only those."""
    p = random_puzzle(random.Random(seed))
    expected = brute(p)
    for backend in BACKENDS:
        assert answers(p, backend) == expected, backend


def test_two_stars_equal_the_rules():
    """Two stars in each row, column and room of a 9x9 grid (rooms the maker grew), on sat,
    cpsat and dlx against the brute force over its 664 candidates."""
    made = StarBattle.maker(9, 9, random.Random(5), stars=2)
    p = StarBattle(made.cells, made.rooms, made.extra)
    expected = brute(p)
    assert made.answer in expected
    for backend in ("sat", "cpsat", "dlx"):
        assert answers(p, backend) == expected, backend


@pytest.mark.parametrize("n, want", [(5, 14), (6, 90), (7, 646)])
def test_dlx_counts_the_rows_as_rooms(n, want):
    """Each row its own room: one star in each row and column, none touching (the permutations
    that move no two neighbours next to each other, OEIS A002464), as dlx and zdd count them and
    the brute force (on 5x5 and 6x6)."""
    p = StarBattle([["-"] * n for _ in range(n)], [[i] * n for i in range(n)])
    if n < 7:
        assert len(brute(p)) == want
    assert xcckit.count(p, backend="dlx").count == want
    assert xcckit.count(p, backend="zdd").count == want


@pytest.mark.parametrize("grid, rule", [
    (["x - - -", "- x - -", "- - - x", "- - - -"], "the stars at r1c1 and r2c2 touch"),
    (["- x - x", "- - - -", "x - - -", "- - x -"], "row 1 holds 2 stars, not 1"),
    (["x - - -", "- - x -", "x - - -", "- - x -"], "column 1 holds 2 stars, not 1"),
    (["- x - -", "- - - x", "x - - -", "- - x -"], "the room at r1c1 holds 2 stars, not 1"),
    (["- x - -", "- - - *", "x - - -", "- - x -"], "r2c4 is '*': a cell is x (a star) or - (none)"),
])
def test_the_rules_checker_names_each_broken_rule(grid, rule):
    """Rooms: the left two columns, and the right two columns in three rooms (no answer)."""
    p = StarBattle([["-"] * 4 for _ in range(4)], [[0, 0, 1, 1], [0, 0, 2, 2], [0, 0, 2, 3], [0, 0, 3, 3]])
    rows = [row.split() for row in grid]
    assert p.verify(rows) == rule
    assert p.verify({"grid": rows}) == rule


def test_the_rules_checker_passes_the_answers_and_refuses_what_is_no_grid():
    p = get_kind("starbattle").from_args(["demo-10x10"])
    assert p.verify([row.split() for row in DEMO_ANSWER]) is None
    with pytest.raises(ValueError, match="an answer to this starbattle is 10 rows of 10 cell strings"):
        p.verify([["x"]])


def test_urls_round_trip():
    p = get_kind("starbattle").from_args(["demo-10x10"])
    url = p.to_url()
    assert url.startswith("https://puzz.link/p?starbattle/10/10/2/")
    again = StarBattle.from_url(url)
    assert again.room == p.room and again.stars == 2 and again.to_text() == p.to_text()
    q = StarBattle.from_text("\n".join(PUZZLEKIT))
    assert StarBattle.from_url(q.to_url()).to_text() == q.to_text()
    assert StarBattle.from_url("https://puzz.link/p?starbattle/6/6/1/" + q.to_url().split("/")[-1]).room == q.room


@pytest.mark.parametrize("url, message", [
    ("https://puzz.link/p?nurikabe/2/2/g1h", "not a starbattle URL"),
    ("https://puzz.link/p?starbattle/4/4/1", "expected K/BORDERS"),
    ("https://puzz.link/p?starbattle/4/4/x/000", "expected K/BORDERS"),
])
def test_bad_urls_are_refused_in_one_line(url, message):
    with pytest.raises(InputError, match=message):
        StarBattle.from_url(url)


@pytest.mark.parametrize("text, message", [
    ("", "empty starbattle puzzle"),
    ("2 2\n1 2\n1 2\n", "1:1: expected the first line 'R C K'"),
    ("2 2 1\n1 2\n", "3:1: the first line says 2×2"),
    ("4 4 1\n- - - -\n- - - -\n- - - -\n- - - o\n1 1 2 2\n1 1 2 2\n3 3 4 4\n3 3 4 4\n", "5:7: 'o': a cell is '-'"),
    ("3 3 1\na b a\nb b b\nc c c\n", "2:5: room 'a' is in two pieces"),
    ("3 4 1\n1 1 2 2\n1 1 2 2\n3 3 3 3\n", "1:1: 1 star in every row and every column need a square grid, not 3×4"),
    ("3 3 1\n1 1 2\n1 1 2\n1 1 2\n", "1:1: 1 star in every row and every room: a 3×3 grid needs 3 rooms, not 2"),
    ("4 4 3\n1 1 2 2\n1 1 2 2\n3 3 4 4\n3 3 4 4\n", "1:1: 3 stars do not fit in a row of 4 cells without touching"),
    ("4 4 2\n1 1 1 1\n1 2 2 2\n3 3 3 3\n3 3 3 4\n", "1:1: the room at r4c4 has 1 cell, fewer than its 2 stars"),
    ("3 3 0\n1 2 3\n1 2 3\n1 2 3\n", "1:1: a star battle has at least 1 star in each row, not 0"),
])
def test_bad_notation_is_one_line_naming_the_place(text, message):
    assert message in one_line_error(StarBattle.from_text, text)


OFF = ["5 5 1", "@ 1 1 2 2", "1 1 3 2 @", "4 3 3 3 5", "4 4 @ 5 5", "@ 4 4 5 5"]
"""Rooms with cells in no room ('@', as janko.at marks the cells off an irregular board)."""


def test_cells_in_no_room_hold_no_star():
    p = StarBattle.from_text("\n".join(OFF) + "\n")
    assert p.outside_cells() == [(0, 0), (1, 4), (3, 2), (4, 0)]
    expected = brute(p)
    assert expected and all(g[i][j] == "-" for g in expected for i, j in p.outside_cells())
    for backend in BACKENDS:
        assert answers(p, backend) == expected, backend
    assert p.to_text() == "\n".join(OFF) + "\n"
    grid = [row[:] for row in expected[0]]
    grid[0][0] = "x"
    assert p.verify(grid) == "a star stands at r1c1, which is in no room"
    with pytest.raises(InputError, match="pzprjs's starbattle URLs have no cells in no room"):
        p.to_url()
    assert StarBattle.from_text(OFF[0] + "\n" + "\n".join(r.replace("@", "#") for r in OFF[1:])).to_text() == p.to_text()


@pytest.mark.parametrize("seed", range(3))
def test_made_answers_keep_the_rules(seed):
    """The maker's answer is an answer of the puzzle it makes (by the rules and by the model); a
    repair keeps it one and rules the other answer out."""
    rng = random.Random(seed)
    made = StarBattle.maker(6, 6, rng)
    p = StarBattle(made.cells, made.rooms, made.extra)
    assert p.verify(made.answer) is None
    grids = answers(p, "sat")
    assert made.answer in grids
    for other in [g for g in grids if g != made.answer][:3]:
        fixed = StarBattle.repair(made, other)
        if fixed is None:
            continue
        q = StarBattle(fixed.cells, fixed.rooms, fixed.extra)
        assert q.verify(fixed.answer) is None and q.verify(other) is not None
