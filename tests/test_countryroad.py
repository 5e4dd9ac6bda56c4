"""Country road's own questions (what every genre is asked: tests/cases/countryroad.py): cells in
no room, room grids without numbers, lines and rules broken in known answers, zdd's count of the
bundled puzzle, URLs beyond the bundled puzzle's round trip, the maker's numbers and its repair."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.backends import get_backend
from xcckit.errors import InputError
from xcckit.puzzles.countryroad import CountryRoad
from xcckit.puzzles.kinds import get_kind

from .cases.countryroad import CASE, EXAMPLE, EXAMPLE_ANSWER
from .conftest import accepted
from .genres import answers, brute

LINK = ("https://puzz.link/p?country/17/13/5hk2ubdeemlt591md29534ikibba5alii8k5ho8444071norg0l2hur13v7v270fe1scvik"
        "41ruvpuvhk8043g4g43i32g454h534445k3g3m")
OFF = ["3 4", "- - - -", "- - - -", "- - - -", "1 1 2 @", "1 1 2 2", "@ 3 3 2"]
"""Rooms with cells in no room ('@': the loop does not visit them, and a cell left out beside
one breaks no rule)."""


def test_cells_in_no_room_are_off_the_loop(backend_name):
    p = CountryRoad.from_text("\n".join(OFF) + "\n")
    expected = brute(p, CASE.candidates)
    assert expected and all(g[i][j] == "-" for g in expected for i, j in p.outside_cells())
    assert xcckit.count(p, backend=backend_name).count == len(expected)
    assert p.to_text().splitlines()[4:] == OFF[4:]


def test_zdd_counts_the_bundled_puzzle_once():
    assert xcckit.count(get_kind("countryroad").from_args([CASE.demo]), backend="zdd").count == 1


@pytest.mark.parametrize("rooms, count", [(["1 1 1", "1 1 1"], 3), (["1 1 1", "2 2 2", "3 3 3"], 0),
                                          (["1 2 2", "1 2 2", "1 1 1"], 6), (["1 1 2 2"] * 3, 25)])
def test_room_grids_without_numbers_equal_the_rules_on_every_backend(rooms, count, backend_name):
    """One room (the loop anywhere in it: 3 loops in 2×3), three rooms in rows (a loop through
    the middle one passes it twice: none), and others."""
    rows = [r.split() for r in rooms]
    p = CountryRoad([["-"] * len(rows[0]) for _ in rows], [[int(x) for x in r] for r in rows])
    accepted(get_backend(backend_name), p.model)
    expected = brute(p, CASE.candidates)
    assert len(expected) == count
    assert answers(p, backend_name) == expected
    assert xcckit.count(p, backend=backend_name).count == count


@pytest.mark.parametrize("cell, token, rule", [
    ((0, 2), "ne", "the line leaves r1c3 by its n side, off the grid"),
    ((0, 9), "ew", "the line leaves r1c10 by its e side, off the grid"),
    ((0, 0), "se", "the line leaves r1c1 by its s side, and r2c1 does not take it up"),  # (r2c1 is off the loop)
    ((3, 2), "nw", "the line leaves r4c3 by its n side, and r3c3 does not take it up"),  # (r3c3 is off the loop)
    ((1, 3), "ne", "the line leaves r2c4 by its e side, and r2c5 does not take it up"),  # (r2c5 faces n and s)
])
def test_the_rules_checker_names_a_line_broken_in_puzzlekits_example(cell, token, rule):
    """One cell of a known answer changed: a line that runs off the grid, or into a cell that
    does not take it up, named as such (the answer unchanged keeps the rules)."""
    p = CountryRoad.from_text(EXAMPLE)
    grid = [row.split() for row in EXAMPLE_ANSWER]
    assert p.verify(grid) is None
    grid[cell[0]][cell[1]] = token
    assert p.verify(grid) == rule
    assert p.verify({"grid": grid}) == rule


def test_urls_keep_the_rooms_and_the_numbers():
    """A published URL read and written back; each number in its room's first cell both ways
    (pzprjs's cell: leftmost, top), rooms without numbers too."""
    p = CountryRoad.from_url(LINK)
    assert (p.m, p.n) == (13, 17) and p.to_url() == LINK
    assert xcckit.solve(p, backend="sat", unique=True).unique is True
    q = CountryRoad.from_text(EXAMPLE)
    again = CountryRoad.from_url(q.to_url())
    assert again.room == q.room and again.to_url() == q.to_url()
    assert again.cells == q.cells  # (each number in its room's first cell both ways)
    bent = CountryRoad([["-", "2"], ["-", "-"]], [[0, 1], [1, 1]])
    assert CountryRoad.from_url(bent.to_url()).cells == [["-", "-"], ["2", "-"]]  # (pzprjs's cell: leftmost, top)
    demo = get_kind("countryroad").from_args(["demo-8x8"])
    assert CountryRoad.from_url(demo.to_url()).cells == demo.cells
    plain = CountryRoad([["-", "-"], ["-", "-"]], [[0, 0], [1, 1]])
    assert CountryRoad.from_url(plain.to_url()).room == plain.room


def test_a_room_in_two_pieces_is_refused_from_python_too():
    with pytest.raises(InputError, match="a room is in two pieces"):
        CountryRoad([["-", "-"], ["-", "-"]], [[1, 2], [2, 1]])


@pytest.mark.parametrize("seed", range(3))
def test_made_answers_keep_the_rules_without_their_numbers(seed):
    """The maker's numbers are all removable, and its answer stays one when they are taken away."""
    rng = random.Random(seed)
    made = CountryRoad.maker(*CASE.made, rng)
    p = CountryRoad(made.cells, made.rooms)
    assert p.verify(made.answer) is None
    assert sorted(made.removable) == sorted(p.clue)
    bare = CountryRoad([["-"] * p.n for _ in range(p.m)], made.rooms)
    assert bare.verify(made.answer) is None


def two_answers(seed: int, size: int = 6):
    """The first made puzzle from seed on that has a second answer: (made, the other answer)."""
    while True:
        made = CountryRoad.maker(size, size, random.Random(seed))
        p = CountryRoad(made.cells, made.rooms)
        grids = [p.grid(s) for s in xcckit.solve(p, backend="sat", limit=2).solutions]
        if len(grids) == 2:
            return made, grids[1] if grids[0] == made.answer else grids[0]
        seed += 100
