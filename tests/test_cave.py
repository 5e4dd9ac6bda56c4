"""Cave's own questions (what every genre is asked: tests/cases/cave.py): blank and one-wide grids
against the rules, pzprjs's alias, and the maker on grids of every shape and with a symmetry."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.puzzles.cave import Cave, random_cave

from .genres import equal_to_the_rules, shading_candidates


@pytest.mark.parametrize("rows", [["- - -", "- - -", "- - -"], ["- - - -", "- ? - -"], ["- - - - -"], ["1"],
                                  ["- 3 -", "- - -"], ["- - -", "? - -", "- - 4"]])
def test_blank_and_small_grids_equal_the_rules(rows, backend_name):
    """Blank grids (every cave that keeps the rules, the empty one too) and a few clues, on every
    backend that takes the model (one that lists no solutions of it counts them)."""
    equal_to_the_rules(Cave([r.split() for r in rows]), backend_name, shading_candidates)


def test_the_bag_alias_reads_the_same_puzzle():
    """pzprjs's other name of the genre (its ``bag`` URLs) reads as ``cave``; URLs are written ``cave``."""
    p = Cave.from_url("https://puzz.link/p?bag/4/3/i34h5h3g")
    assert p.to_url() == "https://puzz.link/p?cave/4/3/i34h5h3g"


@pytest.mark.parametrize("size, symmetry", [((1, 1), "none"), ((1, 5), "none"), ((4, 1), "none"), ((2, 2), "none"),
                                            ((3, 7), "none"), ((6, 6), "rot2"), ((5, 5), "rot4"), ((4, 6), "mirror")])
def test_made_answers_keep_the_rules_and_are_the_only_ones(size, symmetry):
    """The maker's cave keeps the rules, is symmetric where asked, and with a number on every cave
    cell is the puzzle's one answer (a draw is unique by construction)."""
    m, n = size
    for seed in range(3):
        made = Cave.maker(m, n, random.Random(seed), symmetry=symmetry)
        if made is None:
            continue
        p = Cave(made.cells)
        assert p.verify(made.answer) is None
        assert [p.grid(s) for s in xcckit.solve(p, backend="sat", limit=None).solutions] == [made.answer]
        if symmetry == "rot2":
            assert made.answer == [row[::-1] for row in made.answer[::-1]]
        if symmetry == "mirror":
            assert made.answer == [row[::-1] for row in made.answer]


def test_a_random_cave_is_mostly_of_the_share_asked():
    """Between 40 and 65 % of a 10x10's cells are cave."""
    cave = random_cave(10, 10, random.Random(3))
    assert cave is not None and 40 <= len(cave) <= 65
