"""The pattern models of the shading genres (puzzles/kit/patterns.py): the options as written, in the
order given, extra items in their places, and a solution's colouring read back."""

from __future__ import annotations

import pytest

import xcckit
from xcckit.puzzles.kit.patterns import Patterns, block_patterns


def small() -> Patterns:
    p = Patterns(1, 2, "01")
    p.primary("b")
    p.secondary("s")
    p.primary("k", 0, 2)
    p.option((0, 0), {(0, 1): "0", (0, 0): "1"}, ["s", "k"])
    p.option((0, 0), {(0, 0): "0"})
    p.option((0, 1), {(0, 1): "1"}, ["k"])
    p.option((0, 1), {(0, 1): "0"})
    p.pattern("b", {(0, 1): "1", (0, 0): "0"})
    p.options("b", [(0, 1), (0, 0)], ["00", "11"])
    return p


def test_options_are_written_in_the_order_given():
    p = small()
    m = p.model()
    assert [m.option_text(o) for o in range(m.n_options)] == [
        "c0.0 k v0.0:1 v0.1:0 s", "c0.0 v0.0:0", "c0.1 k v0.1:1", "c0.1 v0.1:0",
        "b v0.0:0 v0.1:1", "b v0.0:0 v0.1:0", "b v0.0:1 v0.1:1"]
    assert [p.cell_of(o) for o in range(m.n_options)] == [(0, 0)] * 2 + [(0, 1)] * 2 + [None] * 3
    assert (m.lo[m.index["k"]], m.hi[m.index["k"]]) == (0, 2)


def test_the_colouring_of_each_solution():
    p = small()
    m = p.model()
    found = sorted(sorted(p.colouring(s).items()) for s in xcckit.solve(m, backend="dlx", limit=None).solutions)
    # b allows 01, 00 and 11; the first cell shaded makes the second unshaded
    assert found == [[((0, 0), "0"), ((0, 1), "0")], [((0, 0), "0"), ((0, 1), "1")]]


def test_many_cells_given_alike_are_made_together():
    p = Patterns(3, 3, "ab")
    for c in p.cells():
        p.options(c, [c], ["a", "b"])
    m = p.model()
    assert m.n_options == 18 and [m.option_text(o) for o in (0, 1, 17)] == ["c0.0 v0.0:a", "c0.0 v0.0:b",
                                                                           "c2.2 v2.2:b"]


def test_a_pattern_must_colour_its_own_cell():
    with pytest.raises(ValueError, match="gives that cell no colour"):
        Patterns(2, 2).option((0, 0), {(0, 1): "1"})


def test_block_patterns():
    assert len(block_patterns("wb", ["wwww", "bbbb"])) == 14 and "wbbw" in block_patterns("wb", ["wwww"])
