"""Tile paint's own: the weighted sets of tiles a line's options list, the model of counts (a
tile's cells in groups that share no line) beside the model of lines, a blank grid's count, the
notation with puzzlekit's rows of cells, the maker's tiles and its repair by joining tiles."""

from __future__ import annotations

import itertools
import random

import pytest

import xcckit
from xcckit.backends import backends_for, get_backend
from xcckit.errors import InputError
from xcckit.puzzles.kit.genre import Made

from .cases.tilepaint import TILES, random_puzzle
from .conftest import accepted
from xcckit.puzzles import tilepaint
from xcckit.puzzles.tilepaint import TilePaint, line_groups, random_tiles, subsets_counted, weighted_subsets

"""A 2×3 grid of three tiles: two dominoes across and one down."""


@pytest.mark.parametrize("weights", [(), (1,), (2, 1, 3), (1, 1, 2, 2), (3, 1, 1, 2, 1)])
def test_weighted_subsets_lists_every_choice_with_that_total(weights):
    for total in range(sum(weights) + 2):
        want = sorted(bits for bits in itertools.product((False, True), repeat=len(weights))
                      if sum(w for w, b in zip(weights, bits) if b) == total)
        assert sorted(weighted_subsets(weights, total)) == want
        assert subsets_counted(weights, total) == len(want)


def test_a_tiles_cells_fall_into_groups_that_share_no_line():
    """An L of four cells: (0,0) (1,0) (2,0) (2,1), every line clued but column 1."""
    keys = [["r0", "k0"], ["r1", "k0"], ["r2", "k0"], ["r2"]]
    assert line_groups(keys) == [["r0", "k0", "r2"], ["r1", "k0"], ["r2", "k0"]]
    assert line_groups([[], ["r1"], []]) == [["r1"]]  # (cells on no clued line: left out)
    assert line_groups([[], []]) == [[]]  # (a tile no clued line crosses: one group, its choice)


@pytest.mark.parametrize("weights, clue", [((1, 2, 3), 3), ((2, 2, 1, 3), 5), ((3, 3), 0), ((1, 4, 2), 7)])
def test_a_line_counts_its_tiles_by_their_cells(monkeypatch, weights, clue, backend_name):
    """One row of tiles of these widths, the model of counts: the shadings whose widths add up to
    the clue, on every backend (a tile counted once for each of its cells in the row)."""
    monkeypatch.setattr(tilepaint, "LINE_OPTIONS", -1)
    room = [[t for t, w in enumerate(weights) for _ in range(w)]]
    want = sum(1 for bits in itertools.product((0, 1), repeat=len(weights))
               if sum(w for w, b in zip(weights, bits) if b) == clue)
    p = TilePaint([["-"] * len(room[0])], room, [None] * len(room[0]) + [clue])
    accepted(get_backend(backend_name), p.model)
    assert xcckit.count(p, backend=backend_name).count == want


def test_the_model_of_counts_counts_as_the_model_of_lines(monkeypatch):
    """Random small puzzles (the case's, which the conformance suite checks against the rules
    with the model of lines): the model of counts has the same answers on every backend."""
    rng = random.Random(7)
    answers = lambda p, which="auto": sorted(str(a.answer["grid"])  # noqa: E731
                                             for a in xcckit.solve(p, backend=which, limit=None).answers)
    puzzles = [random_puzzle(rng) for _ in range(25)]
    want = [answers(p) for p in puzzles]
    monkeypatch.setattr(tilepaint, "LINE_OPTIONS", -1)
    for p, answer in zip(puzzles, want):
        q = TilePaint.from_text(p.to_text())
        assert q.model.has_multiplicities or not any(q.rows + q.cols)
        for which in backends_for(q.model):
            assert answers(q, which) == answer, (p.to_text(), which)


def test_tiles_no_clue_crosses_are_counted_both_ways(backend_name):
    """A blank grid: every shading of its tiles (2**3); one row's clue: the tiles it allows."""
    blank = [["-"] * 3 for _ in range(2)]
    free = TilePaint(blank, TILES, [None] * 5)
    accepted(get_backend(backend_name), free.model)
    assert xcckit.count(free, backend=backend_name).count == 8
    assert xcckit.count(TilePaint(blank, TILES, [None, None, None, 1, None]), backend=backend_name).count == 1 * 2
    assert xcckit.count(TilePaint(blank, TILES, [None, None, 2, 3, 3]), backend=backend_name).count == 1


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


