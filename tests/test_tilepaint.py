"""Tile paint's own: the weighted sets of tiles a line's options list, a blank grid's count, the
notation with puzzlekit's rows of cells, the maker's tiles and its repair by joining tiles."""

from __future__ import annotations

import itertools
import random

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.puzzles.genre import Made
from xcckit.puzzles.tilepaint import TilePaint, random_tiles, weighted_subsets

TILES = [[0, 0, 1], [2, 2, 1]]
"""A 2×3 grid of three tiles: two dominoes across and one down."""


@pytest.mark.parametrize("weights", [(), (1,), (2, 1, 3), (1, 1, 2, 2), (3, 1, 1, 2, 1)])
def test_weighted_subsets_lists_every_choice_with_that_total(weights):
    for total in range(sum(weights) + 2):
        want = sorted(bits for bits in itertools.product((False, True), repeat=len(weights))
                      if sum(w for w, b in zip(weights, bits) if b) == total)
        assert sorted(weighted_subsets(weights, total)) == want


@pytest.mark.parametrize("which", ["dlx", "sat", "cpsat", "zdd"])
def test_tiles_no_clue_crosses_are_counted_both_ways(which):
    """A blank grid: every shading of its tiles (2**3); one row's clue: the tiles it allows."""
    blank = [["-"] * 3 for _ in range(2)]
    assert xcckit.count(TilePaint(blank, TILES, [None] * 5), backend=which).count == 8
    assert xcckit.count(TilePaint(blank, TILES, [None, None, None, 1, None]), backend=which).count == 1 * 2
    assert xcckit.count(TilePaint(blank, TILES, [None, None, 2, 3, 3]), backend=which).count == 1


def test_puzzlekits_rows_of_cells_may_come_before_the_tiles():
    tiles = "2 3\n1 - 2\n- 1\na a b\nc c b\n"
    cells = "2 3\n1 - 2\n- 1\n- - -\n- - -\na a b\nc c b\n"
    assert TilePaint.from_text(cells).to_text() == TilePaint.from_text(tiles).to_text() == \
        "2 3\n1 - 2\n- 1\n1 1 2\n3 3 2\n"


def test_the_maker_draws_tiles_of_two_cells_or_more():
    for seed in range(5):
        room = random_tiles(6, 7, random.Random(seed))
        sizes = [sum(row.count(r) for row in room) for r in {r for row in room for r in row}]
        assert min(sizes) >= 2


def test_a_repair_joins_two_tiles_the_other_answer_shades_apart():
    """Tiles 0 and 2 unshaded in the answer; the other answer shades 0 alone: joined, it breaks."""
    framed = [["-", "-", "-", "-"], ["-", "-", "-", "-"], ["-", "-", "-", "-"]]
    made = Made(framed, [], [row[:] for row in TILES], [], [["-", "-", "x"], ["-", "-", "x"]])
    other = [["x", "x", "x"], ["-", "-", "x"]]
    fixed = TilePaint.repair(made, other)
    assert fixed.rooms == [[0, 0, 1], [0, 0, 1]]
    p = TilePaint.made(fixed.cells, fixed)
    assert p.verify(fixed.answer) is None and "partly shaded" in p.verify(other)


def test_symmetry_is_refused_in_words():
    with pytest.raises(InputError, match="no symmetry maps them onto one another"):
        TilePaint.maker(6, 6, random.Random(1), symmetry="rot2")


def test_the_constructor_checks_the_clues():
    blank = [["-"] * 3 for _ in range(2)]
    with pytest.raises(InputError, match="a 2×3 tile paint has 5 clues"):
        TilePaint(blank, TILES, [1, 2])
    with pytest.raises(InputError, match="row 2's clue 4 is more than 3, its cells"):
        TilePaint(blank, TILES, [None, None, None, None, 4])
    with pytest.raises(InputError, match="column 1's clue is 'a'"):
        TilePaint(blank, TILES, ["a", None, None, None, None])
