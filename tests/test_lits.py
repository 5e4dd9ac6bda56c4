"""LITS's own questions (what every genre is asked: tests/cases/lits.py): the bundled puzzle on
every backend, cells in no room, a square room, the shapes, rules broken in an answer, both
notations and a URL of pzprjs, and what the maker shades."""

from __future__ import annotations

import random

import pytest

from xcckit.errors import InputError
from xcckit.puzzles.kinds import get_kind
from xcckit.puzzles.lits import PLACED, Lits, orientations, shape_of

from .cases.lits import CASE, DEMO_ANSWER
from .genres import assert_cells_break, equal_to_the_rules

OFF = ["4 5", "1 @ 3 3 2", "1 3 3 @ 2", "1 @ 4 4 2", "1 4 4 4 2"]
"""Rooms with cells in no room ('@', as janko.at and puzzlekit's parser write them)."""


def test_cells_in_no_room_stay_unshaded(backend_name):
    p = Lits.from_text("\n".join(OFF) + "\n")
    expected = equal_to_the_rules(p, backend_name, CASE.candidates)
    assert expected and all(g[i][j] == "-" for g in expected for i, j in p.outside_cells())


def test_a_square_room_says_why_no_tetromino_fits():
    with pytest.raises(InputError, match=r"no tetromino fits in the room at r1c1 \(4 cells; the square, O, fits but "
                                         r"is no LITS tetromino\)"):
        Lits.from_text("2 4\n1 1 2 2\n1 1 2 2\n")


def test_the_shapes():
    assert {letter: len(found) for letter, found in PLACED.items()} == {"L": 8, "I": 2, "T": 4, "S": 4}
    for letter, found in PLACED.items():
        assert all(shape_of(cells) == letter for cells in found)
    assert len(orientations([(0, 0), (0, 1), (1, 0), (1, 1)])) == 1 and shape_of([(0, 0), (0, 1), (1, 0), (1, 1)]) == "?"


@pytest.mark.parametrize("rooms, answer, changes, rule", [
    # the bundled puzzle: the I of the room at r1c1 moved one cell left, beside the I of the room below
    (None, DEMO_ANSWER, {(0, 0): "I", (0, 4): "-"}, "two I tetrominoes touch across a room border at r1c1 and "
                                                     "r2c1"),
    # two rooms, an I and an L side by side; the L moved to the far end of its room, apart from the I
    (["a a a a b b b b", "a a a a b b b b"], ["- - - - L L L -", "I I I I L - - -"],
     {(0, 4): "-", (1, 4): "-", (0, 7): "L", (1, 7): "L"}, "the shaded cells fall into 2 parts (r1c6 and r2c1)"),
])
def test_the_rules_checker_names_a_rule_broken_in_an_answer(rooms, answer, changes, rule):
    """The rules whose tiny puzzles (the case's broken answers) have no answer, each broken alone
    in an answer (which keeps the rules unchanged) by a room's tetromino moved, named as such."""
    p = get_kind("lits").from_args(["demo-8x8"]) if rooms is None else CASE.puzzle(rooms)
    assert_cells_break(p, answer, changes, rule)


def test_both_notations_and_a_url_of_pzprjs():
    """The rooms alone and with rows of cells before them read alike; a URL of two rooms reads and
    writes back."""
    p = get_kind("lits").from_args(["demo-8x8"])
    assert Lits.from_text(p.to_text()).room == p.room
    cells = "\n".join(" ".join("-" * p.n) for _ in range(p.m))
    with_cells = p.to_text().replace("\n", "\n" + cells + "\n", 1)
    assert Lits.from_text(with_cells).room == p.room
    q = Lits.from_url("https://puzz.link/p?lits/4/2/00u")
    assert q.room == [[0, 0, 0, 0], [1, 1, 1, 1]] and q.to_url() == "https://puzz.link/p?lits/4/2/00u"


@pytest.mark.parametrize("seed", range(4))
def test_a_made_puzzle_is_its_rooms_four_cells_shaded_in_each(seed):
    """(The suite asks that the maker's answer keeps the rules.) Nothing is removable (the rooms
    are the puzzle), and the answer shades four cells in each room."""
    made = Lits.maker(5, 6, random.Random(seed))
    p = Lits(made.cells, made.rooms)
    assert made.removable == []
    assert 4 * len(p.room_cells) == sum(t != "-" for row in made.answer for t in row)
