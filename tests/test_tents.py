"""Tents' own questions (what every genre is asked: tests/cases/tents.py): the bundled puzzle
counted on every backend, small made puzzles keeping their answers, placements counted once
however their trees pair, pzprjs's example, a wide grid's URL, and what the maker makes
(symmetric where asked)."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.backends import get_backend
from xcckit.making import make
from xcckit.puzzles.kit.grid import images
from xcckit.puzzles.tents import Tents

from .cases.tents import CASE, small_made
from .conftest import accepted
from .genres import answers, brute


@pytest.mark.parametrize("seed", range(CASE.seeds))
def test_small_made_puzzles_keep_their_answers(seed):
    """The case's small random puzzles are made ones with numbers taken away: the made answer is
    still an answer."""
    made, p = small_made(random.Random(seed))
    assert p.verify(made.answer) is None


@pytest.mark.parametrize("rows", [
    ["- x -", "x - x", "- x -"],            # four trees round a cell: two pairings of the corners' tents
    ["- x - x -", "x - - - x", "- x - x -"],  # a ring of 3x5 cells
    ["- x - x -", "x - x - x", "- x - x -"],  # two rings sharing trees
    ["x - x", "- x -", "x - x"],
])
def test_a_placement_counts_once_however_its_trees_pair(rows, backend_name):
    p = Tents([r.split() for r in rows])
    accepted(get_backend(backend_name), p.model)
    assert answers(p, backend_name) == brute(p, CASE.candidates)


def test_pzprjss_example_reads_its_numbers_and_trees():
    p = Tents.from_url("https://puzz.link/p?tents/5/5/2g0h1i1j82323")
    assert p.cols == [2, None, 0, None, None] and p.rows == [1, None, None, None, 1]
    assert [i * 5 + j for i, j in sorted(p.clue)] == [2, 11, 14, 18, 21]


def test_a_url_of_a_wide_grid_and_a_big_number_round_trips():
    big = Tents([["-"] * 30 for _ in range(2)] + [["x"] + ["-"] * 29], [None] * 30, [None, 15, 1])
    assert Tents.from_url(big.to_url()).to_text() == big.to_text()


@pytest.mark.parametrize("seed", range(3))
def test_made_puzzles_give_every_number_and_a_fifth_of_tents(seed):
    """The maker takes no number away, and puts a tent in a fifth of the cells (the maker's answers
    keep the rules: tests/test_genres.py, at this size)."""
    made = Tents.maker(9, 11, random.Random(seed))
    assert made.removable == []
    assert sum(row.count("o") for row in made.answer) == 99 // 5


@pytest.mark.parametrize("symmetry", ["rot2", "mirror", "rot4"])
def test_a_symmetric_puzzle_has_its_trees_and_numbers_in_whole_orbits(symmetry):
    """``make`` with a symmetry: the trees lie in whole orbits, each line's number is its image's,
    and the puzzle has one answer (the maker pitches a tent with its images, a tree with theirs)."""
    made = make("tents", 7, 7, seed=1, symmetry=symmetry)
    p = made.puzzle
    trees = set(p.clue)
    assert trees and all({f(*c) for c in trees} == trees for f in images(7, 7, symmetry))
    if symmetry == "rot2":
        assert p.rows == p.rows[::-1] and p.cols == p.cols[::-1]
    elif symmetry == "mirror":
        assert p.cols == p.cols[::-1]
    else:  # (a quarter turn takes row i to column 6 - i)
        assert p.rows == p.cols[::-1] and p.rows == p.rows[::-1]
    assert xcckit.count(p, limit=2).count == 1 and p.verify(made.answer) is None
