"""Heyawake's own questions (what every genre is asked: tests/cases/heyawake.py): the bundled
puzzle counted on every backend, the stretches that cross two borders, where a room's number sits
in a URL, and the maker's numbers."""

from __future__ import annotations

import random

import pytest

from xcckit.puzzles.heyawake import Heyawake, most_apart, stretches
from xcckit.puzzles.kit.rooms import room_lists
from xcckit.puzzles.kinds import get_kind

from .cases.heyawake import CASE


def test_the_stretches_that_cross_two_borders():
    assert stretches([[0, 1, 2, 2, 3]]) == [[(0, 0), (0, 1), (0, 2)], [(0, 1), (0, 2), (0, 3), (0, 4)]]
    assert stretches([[0], [0], [1], [2]]) == [[(1, 0), (2, 0), (3, 0)]]
    assert most_apart([(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2)]) == 3
    assert most_apart([(0, j) for j in range(5)]) == 3


def test_urls_keep_the_rooms_and_their_numbers():
    p = get_kind("heyawake").from_args(["demo-8x8"])
    url = p.to_url()
    again = Heyawake.from_url(url)
    assert again.room == p.room and again.count == p.count and again.to_url() == url
    assert Heyawake.from_url(url.replace("heyawake", "heyawacky")).to_url() == url
    # a room's number sits in pzprjs's top cell of the room: its leftmost column, topmost there
    q = Heyawake.from_url("https://puzz.link/p?heyawake/3/2/8431")
    assert q.cells == [["3", "-", "1"], ["-", "-", "-"]] and q.room == [[0, 0, 1], [0, 0, 0]]
    assert q.to_url() == "https://puzz.link/p?heyawake/3/2/8431"


def test_a_room_number_anywhere_in_the_room_goes_to_the_url():
    p = Heyawake([["-", "-"], ["1", "-"]], [[0, 1], [0, 1]])
    assert Heyawake.from_url(p.to_url()).cells == [["1", "-"], ["-", "-"]]


@pytest.mark.parametrize("seed", range(4))
def test_made_puzzles_number_every_room(seed):
    """Every room of a made puzzle has its number, each removable."""
    made = Heyawake.maker(*CASE.made, random.Random(seed))
    p = Heyawake(made.cells, made.rooms)
    assert p.verify(made.answer) is None
    assert sorted(p.clue) == sorted(made.removable) and len(p.count) == len(p.room_cells)


@pytest.mark.parametrize("symmetry, seed", [("rot2", 3), ("mirror", 4), ("rot4", 2)])
def test_a_symmetric_puzzle_has_its_rooms_and_numbers_in_whole_orbits(symmetry, seed):
    """``make`` with a symmetry: every image of a room is a room, every number's image holds the
    same number, and the puzzle has one answer, which keeps the rules. A mirror of an even width
    is refused (the cells beside its axis are never shaded)."""
    import xcckit
    from xcckit.making import make
    from xcckit.puzzles.kit.grid import images

    made = make("heyawake", 7, 7, seed=seed, symmetry=symmetry)
    p = made.puzzle
    rooms = {frozenset(cells) for cells in room_lists(p.room)}
    for f in images(7, 7, symmetry):
        assert {frozenset(f(*c) for c in cells) for cells in rooms} == rooms
        assert all(p.clue.get(f(*c)) == v for c, v in p.clue.items())
    assert p.clue and xcckit.count(p, limit=2).count == 1
    assert p.verify(made.answer) is None
    if symmetry == "mirror":
        from xcckit.errors import InputError
        with pytest.raises(InputError, match="needs an odd width"):
            make("heyawake", 6, 6, seed=1, symmetry=symmetry)
