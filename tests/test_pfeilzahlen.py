"""Pfeilzahlen's own: a blank grid's count (every arrow into the grid, none along the border
beside a corner, as puzzlekit's solver allows) against the brute force, the zeros, puzzlekit's
spelling of an answer's arrows, the size a maker takes (the grid inside its border), the
notation written back, the picture's arrows."""

from __future__ import annotations

import itertools
import random

import pytest

import xcckit
from xcckit.backends import get_backend
from xcckit.errors import InputError
from xcckit.puzzles.pfeilzahlen import Pfeilzahlen, border

from .cases.pfeilzahlen import SMALL, SMALL_ANSWER, arrow_grids
from .conftest import accepted
from .genres import brute

PUZZLEKITS_WAYS = {"top": ("se", "s", "sw"), "bottom": ("n", "ne", "nw"), "left": ("ne", "e", "se"),
                   "right": ("sw", "w", "nw")}
"""The three directions puzzlekit's solver lets a border cell's arrow take (one of them, beside a
corner, along the border at no cell of the grid)."""


def puzzlekits_grids(p: Pfeilzahlen):
    cells = border(p.m, p.n)
    side = {c: "top" if c[0] == 0 else "bottom" if c[0] == p.m - 1 else "left" if c[1] == 0 else "right"
            for c in cells}
    for choice in itertools.product(*(PUZZLEKITS_WAYS[side[c]] for c in cells)):
        grid = [row[:] for row in p.cells]
        for (i, j), d in zip(cells, choice):
            grid[i][j] = d
        yield grid


def test_a_blank_grid_counts_the_arrows_into_it(backend_name):
    """4×4 with the border: 8 border cells of 2 ways each; 3×5: one cell wide, the end cells of
    the long sides 2 ways, the middle ones 3, the short sides 1."""
    square = Pfeilzahlen([["-"] * 4 for _ in range(4)])
    accepted(get_backend(backend_name), square.model)
    assert xcckit.count(square, backend=backend_name).count == 2 ** 8
    assert xcckit.count(Pfeilzahlen([["-"] * 5 for _ in range(3)]), backend=backend_name).count == (2 * 3 * 2) ** 2


def test_the_rules_keep_an_arrow_from_pointing_along_the_border():
    """Of puzzlekit's 3^8 grids of a blank 4×4 with the border, the rules checker passes the 2^8
    whose arrows all point into the grid."""
    assert len(brute(Pfeilzahlen([["-"] * 4 for _ in range(4)]), puzzlekits_grids)) == 2 ** 8


def test_a_zero_turns_away_every_arrow_whose_line_crosses_it():
    p = Pfeilzahlen.from_text("4 5\n- - - - -\n- 3 0 3 -\n- - 2 - -\n- - - - -\n")
    grids = sorted(p.grid(s) for s in xcckit.solve(p, limit=None).solutions)
    assert len(grids) == 4 and grids == brute(p, arrow_grids)
    assert not any(g[0][2] == "s" or g[1][0] == "e" or g[1][4] == "w" or g[3][2] == "n" for g in grids)


def test_puzzlekits_spelling_of_an_arrow_is_read():
    """puzzlekit's solver prints an arrow's letters sorted (``es`` for se, ``en`` for ne): the
    rules checker reads either order."""
    p = Pfeilzahlen.from_text("\n".join(SMALL))
    grid = [row.split() for row in SMALL_ANSWER]
    sorted_letters = [["".join(sorted(t)) if i in (0, p.m - 1) or j in (0, p.n - 1) else t for j, t in enumerate(row)]
                      for i, row in enumerate(grid)]
    assert sorted_letters != grid and p.verify(sorted_letters) is None


def test_the_maker_takes_the_size_inside_the_border():
    made = Pfeilzahlen.maker(3, 4, random.Random(1))
    assert len(made.cells) == 5 and len(made.cells[0]) == 6 and made.removable == []
    p = Pfeilzahlen.made(made.cells, made)
    assert p.verify(made.answer) is None
    with pytest.raises(InputError, match="at least one cell inside its border"):
        Pfeilzahlen.maker(0, 3, random.Random(1))


def test_the_notation_is_written_back_and_the_picture_draws_the_arrows():
    text = "\n".join(SMALL) + "\n"
    p = Pfeilzahlen.from_text(text)
    assert p.to_text() == text and p.to_text("janko") == text
    assert "<polygon" not in p.svg() and p.svg(xcckit.solve(p).solutions[0]).count("<polygon") == 14


def test_the_constructor_checks_its_arguments():
    with pytest.raises(TypeError, match="expected rows of cell strings"):
        Pfeilzahlen("3 3")
    with pytest.raises(InputError, match="takes no number beyond its size"):
        Pfeilzahlen([["-"] * 3 for _ in range(3)], None, [1])
    with pytest.raises(InputError, match="the 5 at r2c2 has 4 border cells that can point at it"):
        Pfeilzahlen([["-"] * 3, ["-", "5", "-"], ["-"] * 3])
