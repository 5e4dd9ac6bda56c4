"""Shimaguni's own questions (what every genre is asked: tests/cases/shimaguni.py): rooms modelled
by their cells (a room with too many islands to list) against the brute force on every backend
that takes the model and on puzzlekit's example, the '?' of a number not given, and the islands left
out before the search (none that an answer uses)."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.backends import get_backend
from xcckit.puzzles.shimaguni import Shimaguni

from .cases.shimaguni import PUZZLEKIT, PUZZLEKIT_ANSWER, one_island_a_room, random_puzzle
from .conftest import accepted
from .genres import brute

class Unlisted(Shimaguni):
    """Every room with more than two islands modelled by its cells."""

    most_islands = 2


def unlisted(seed: int) -> Unlisted:
    p = random_puzzle(random.Random(seed))
    return Unlisted(p.cells, p.room)


@pytest.mark.parametrize("seed", [0, 1, 4, 9])
def test_rooms_by_their_cells_equal_the_rules(seed, backend_name):
    """The cells' model (a counter and a connected constraint) has the answers the rules allow."""
    p = unlisted(seed)
    assert p.by_cells and p.model.side_constraints
    accepted(get_backend(backend_name), p.model)
    expected = brute(p, one_island_a_room)
    assert xcckit.count(p, backend=backend_name).count == len(expected)
    if backend_name in ("sat", "cpsat"):
        assert sorted(p.grid(s) for s in xcckit.solve(p, backend=backend_name, limit=None).solutions) == expected


def test_rooms_by_their_cells_solve_puzzlekits_example():
    r = xcckit.solve(Unlisted.from_text(PUZZLEKIT), unique=True)
    assert r.unique is True and r.answers[0].answer["grid"] == [row.split() for row in PUZZLEKIT_ANSWER]


def test_a_number_not_given_is_no_number_and_a_url_dot():
    p = Shimaguni.from_text("2 3\n? - -\n- - -\na a b\na a b\n")
    assert p.to_text().splitlines()[1] == "? - -"
    assert xcckit.count(p).count == xcckit.count(Shimaguni.from_text("2 3\n- - -\n- - -\na a b\na a b\n")).count
    assert p.to_url() == "https://puzz.link/p?shimaguni/3/2/a0.g"
    assert Shimaguni.from_url(p.to_url()).to_text() == p.to_text()


def test_the_pruning_keeps_every_answer():
    """Islands that no island of a room beside can go with are left out before the search (of a
    blank 3x3 of three rows as rooms, each row's 6 islands, 4 are left); the answers stay."""
    p = Shimaguni([["-"] * 3 for _ in range(3)], [[0] * 3, [1] * 3, [2] * 3])
    assert [len(found) for found in p.found] == [4, 4, 4]
    assert sorted(p.grid(s) for s in xcckit.solve(p, limit=None).solutions) == brute(p, one_island_a_room)
