"""Chocona's own questions (what every genre is asked: tests/cases/chocona.py): a blank grid's
count, a grid one cell wide, the regions' fillings, the regions counted by their cells (a
multiplicity) where they have too many fillings, and puzzles made with a symmetry."""

from __future__ import annotations

import itertools
import random

import pytest

import xcckit
from xcckit.backends import get_backend
from xcckit.making import make
from xcckit.puzzles import chocona
from xcckit.puzzles.chocona import Chocona, fillings
from xcckit.puzzles.kit.grid import images
from xcckit.puzzles.kit.rooms import room_lists

from .cases.chocona import random_puzzle
from .conftest import accepted
from .genres import brute, shading_candidates


@pytest.mark.parametrize("m, n", [(3, 3), (2, 4)])
def test_a_blank_grid_counts_its_shadings_into_rectangles(m, n, backend_name):
    p = Chocona([["-"] * n for _ in range(m)], [[0] * n for _ in range(m)])
    accepted(get_backend(backend_name), p.model)
    want = len(brute(p, shading_candidates))
    assert want > 2 ** (m * n) // 4
    assert xcckit.count(p, backend=backend_name).count == want


def test_a_grid_one_cell_wide_has_its_cells_as_items():
    """No windows: every shading is of rectangles, the numbers alone count."""
    p = Chocona.from_text("1 5\n2 - - - ?\na a a b b\n")
    assert p.model.n_options == 3 + 2 * 2  # (the region's fillings, then each cell of the other two ways)
    assert xcckit.count(p).count == len(brute(p, shading_candidates)) == 3 * 4


@pytest.mark.parametrize("seed", range(4))
def test_fillings_are_the_sets_no_window_inside_forbids(seed, monkeypatch):
    """Filtered from every set (numpy) or searched cell by cell (``SMALL`` 0), as brute force."""
    rng = random.Random(seed)
    cells = sorted(rng.sample([(i, j) for i in range(3) for j in range(4)], rng.randint(4, 10)))
    k = rng.randint(0, len(cells))
    inside = [[(i, j), (i, j + 1), (i + 1, j), (i + 1, j + 1)] for i, j in cells
              if {(i, j + 1), (i + 1, j), (i + 1, j + 1)} <= set(cells)]
    want = sorted(bits for bits in itertools.product((0, 1), repeat=len(cells)) if sum(bits) == k
                  and all(sum(bits[cells.index(c)] for c in quad) != 3 for quad in inside))
    assert sorted(map(tuple, fillings(cells, k, 10 ** 4).tolist())) == want
    monkeypatch.setattr(chocona, "SMALL", 0)
    assert sorted(map(tuple, fillings(cells, k, 10 ** 4).tolist())) == want
    assert len(want) <= 1 or fillings(cells, k, len(want) - 1) is None


@pytest.mark.parametrize("seed", [0, 2, 5])
def test_regions_counted_by_their_cells_agree_with_the_rules(seed, monkeypatch, backend_name):
    """With one filling allowed, each region holding a number other than 0 or its size is counted
    by its cells, an item covered its number of times."""
    monkeypatch.setattr(chocona, "FILLINGS", 1)
    p = random_puzzle(random.Random(seed))
    assert p.model.has_multiplicities
    accepted(get_backend(backend_name), p.model)
    assert xcckit.count(p, backend=backend_name).count == len(brute(p, shading_candidates))


def _symmetric(p: Chocona, answer, symmetry: str) -> bool:
    """Whether the regions, the numbers and the answer of ``p`` keep ``symmetry``."""
    rooms = {frozenset(cells) for cells in room_lists(p.room)}
    return all({frozenset(f(*c) for c in cells) for cells in rooms} == rooms
               and all(p.clue.get(f(*c)) == v for c, v in p.clue.items())
               and all(answer[i][j] == answer[f(i, j)[0]][f(i, j)[1]] for i in range(p.m) for j in range(p.n))
               for f in images(p.m, p.n, symmetry))


@pytest.mark.parametrize("symmetry, m, n, seed", [("rot2", 7, 7, 3), ("rot4", 7, 7, 3), ("mirror", 7, 7, 2),
                                                  ("mirror", 6, 6, 2), ("rot2", 6, 7, 1)])
def test_a_symmetric_puzzle_keeps_its_regions_numbers_and_answer_symmetric(symmetry, m, n, seed):
    """``make`` with a symmetry: each region's image is a region holding the same number in the
    same image of the cell, the answer is symmetric, unique and keeps the rules; and the repairs
    of a symmetric draw keep it symmetric (the making would hide a clue out of place)."""
    made = make("chocona", m, n, seed=seed, symmetry=symmetry)
    p = made.puzzle
    assert p.clue and _symmetric(p, made.answer, symmetry)
    assert xcckit.count(p, limit=2).count == 1 and p.verify(made.answer) is None
    drawn, repaired = Chocona.maker(m, n, random.Random(seed), symmetry=symmetry), 0
    for _ in range(10):
        puzzle = Chocona.made(drawn.cells, drawn)
        two = [puzzle.grid(s) for s in xcckit.solve(puzzle, limit=2).solutions]
        if len(two) < 2:
            break
        other = two[1] if two[0] == drawn.answer else two[0]
        drawn = Chocona.repair(drawn, other)
        if drawn is None:
            break
        after = Chocona.made(drawn.cells, drawn)
        assert _symmetric(after, drawn.answer, symmetry) and after.verify(drawn.answer) is None
        assert after.verify(other) is not None
        repaired += 1
    assert repaired
