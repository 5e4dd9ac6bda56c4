"""Chocona's own questions (what every genre is asked: tests/cases/chocona.py): a blank grid's
count, a grid one cell wide, the regions' fillings, and the regions counted by their cells
(a multiplicity) where they have too many fillings."""

from __future__ import annotations

import itertools
import random

import pytest

import xcckit
from xcckit.backends import get_backend
from xcckit.puzzles import chocona
from xcckit.puzzles.chocona import Chocona, fillings

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
