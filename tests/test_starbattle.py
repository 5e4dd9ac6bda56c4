"""Star battle's own questions (what every genre is asked: tests/cases/starbattle.py): two stars
a line on dlx and against the rules, the rows as rooms counted, cells in no room, puzzlekit's
example on every backend and through its URL, and the maker's repairs."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.backends import get_backend
from xcckit.errors import InputError
from xcckit.puzzles.kinds import get_kind
from xcckit.puzzles.starbattle import StarBattle

from .cases.starbattle import CASE, DEMO_ANSWER, PUZZLEKIT
from .conftest import accepted
from .genres import answers, brute


def test_the_bundled_puzzle_of_two_stars_has_one_answer_on_dlx():
    """dlx covers each line's item twice (the translations are asked by tests/test_genres.py;
    zdd takes seconds here: it counts puzzlekit's example below)."""
    p = get_kind("starbattle").from_args(["demo-10x10"])
    assert p.stars == 2
    r = xcckit.solve(p, backend="dlx", unique=True)
    assert r.unique is True and [" ".join(row) for row in r.answers[0].answer["grid"]] == DEMO_ANSWER


def test_puzzlekits_example_has_one_answer_on_every_backend(backend_name):
    p = StarBattle.from_text("\n".join(PUZZLEKIT))
    accepted(get_backend(backend_name), p.model)
    assert xcckit.count(p, backend=backend_name).count == 1


def test_two_stars_equal_the_rules(backend_name):
    """Two stars in each row, column and room of a 9x9 grid (rooms the maker grew), on every
    backend against the brute force over its 664 candidates."""
    made = StarBattle.maker(9, 9, random.Random(5), stars=2)
    p = StarBattle(made.cells, made.rooms, made.extra)
    accepted(get_backend(backend_name), p.model)
    expected = brute(p, CASE.candidates)
    assert made.answer in expected
    assert answers(p, backend_name) == expected


@pytest.mark.parametrize("n, want", [(5, 14), (6, 90), (7, 646)])
def test_dlx_counts_the_rows_as_rooms(n, want):
    """Each row its own room: one star in each row and column, none touching (the permutations
    that move no two neighbours next to each other, OEIS A002464), as dlx and zdd count them and
    the brute force (on 5x5 and 6x6)."""
    p = StarBattle([["-"] * n for _ in range(n)], [[i] * n for i in range(n)])
    if n < 7:
        assert len(brute(p, CASE.candidates)) == want
    assert xcckit.count(p, backend="dlx").count == want
    assert xcckit.count(p, backend="zdd").count == want


def test_puzzlekits_example_round_trips_its_url():
    q = StarBattle.from_text("\n".join(PUZZLEKIT))
    url = q.to_url()
    assert url.startswith("https://puzz.link/p?starbattle/6/6/1/")
    assert StarBattle.from_url(url).to_text() == q.to_text() and StarBattle.from_url(url).room == q.room


OFF = ["5 5 1", "@ 1 1 2 2", "1 1 3 2 @", "4 3 3 3 5", "4 4 @ 5 5", "@ 4 4 5 5"]
"""Rooms with cells in no room ('@', as janko.at marks the cells off an irregular board)."""


def test_cells_in_no_room_hold_no_star_on_every_backend(backend_name):
    p = StarBattle.from_text("\n".join(OFF) + "\n")
    accepted(get_backend(backend_name), p.model)
    expected = brute(p, CASE.candidates)
    assert expected and all(g[i][j] == "-" for g in expected for i, j in p.outside_cells())
    assert answers(p, backend_name) == expected


def test_cells_in_no_room_are_read_checked_and_written():
    p = StarBattle.from_text("\n".join(OFF) + "\n")
    assert p.outside_cells() == [(0, 0), (1, 4), (3, 2), (4, 0)]
    assert p.to_text() == "\n".join(OFF) + "\n"
    grid = [row[:] for row in brute(p, CASE.candidates)[0]]
    grid[0][0] = "x"
    assert p.verify(grid) == "a star stands at r1c1, which is in no room"
    with pytest.raises(InputError, match="pzprjs's starbattle URLs have no cells in no room"):
        p.to_url()
    assert StarBattle.from_text(OFF[0] + "\n" + "\n".join(r.replace("@", "#") for r in OFF[1:])).to_text() == p.to_text()
