"""The cells engine's trails: the 32-bit stamps that save each item's size once per operation,
and the kernel that saves every removal's."""

from __future__ import annotations

import random

import numpy as np
import pytest

import xcckit
from xcckit.backends.dlx.backend import DlxBackend
from xcckit.backends.dlx.cells import STAMPS
from xcckit.backends.dlx.state import DONE, S_COUNT, S_STAMP
from xcckit.puzzles.polyomino import Polyomino
from xcckit.puzzles.slitherlink import Slitherlink


def _count_from(structure, stamp: int) -> int:
    """The count of a new structure whose stamps start at ``stamp``, every item's own stamp
    being one the first operations after a wrap would take (left from an earlier round)."""
    set_, hbase = structure.sets.set_, structure.arrays.hbase
    set_[hbase + 2] = 1 + np.arange(len(hbase)) % 40
    structure.st[S_STAMP] = stamp
    return _count(structure, structure.push_all)


@pytest.mark.parametrize("model, want", [
    (Polyomino.from_args(["pentominoes", "3x20"]).model, 8),
    (Slitherlink(["3..", "...", "..2"]).model, None),
])
def test_stamps_wrap_round_without_changing_the_count(model, want):
    """Started a few operations before the stamps are cleared (they are 32 bits), with items'
    stamps that the operations after it would meet again, a search counts what a fresh one
    counts; without the clearing those items' sizes would not be saved (the loop model runs with
    propagation and lookahead, whose operations take stamps too)."""
    if want is None:
        want = xcckit.count(model, backend="sat").count
    for stamp in (int(STAMPS) - 7, int(STAMPS) - 1):
        s = DlxBackend().structure(model)
        s = getattr(s, "inner", s)  # (a model checked at the leaves: the engine within)
        assert _count_from(s, stamp) == want


def _count(structure, push_all: bool) -> int:
    """The count of ``structure``'s search, on the kernel ``push_all`` names, in slices."""
    structure.push_all = push_all
    out = np.zeros(1, dtype=np.int64)
    while structure.run(out, False, 0, 1_000) != DONE:
        pass
    return int(structure.st[S_COUNT])


@pytest.mark.parametrize("seed", range(3))
def test_the_two_trails_count_alike(seed):
    """The kernel whose trail takes every removal (search_push: models whose primary items have
    few nodes) and the one that saves a size once per operation (stamps) count the same on random
    coloured models, and as the pure-Python Algorithm C does."""
    from xcckit.backends.base import Outcome
    from xcckit.backends.dlx import small
    from .test_dlx_small import random_model
    rng = random.Random(seed)
    for _ in range(40):
        m = random_model(rng)
        want, _, outcome = small.count(m, nodes=10 ** 7)
        assert outcome is Outcome.COMPLETE
        assert _count(DlxBackend().structure(m), True) == want
        assert _count(DlxBackend().structure(m), False) == want


def test_the_trail_is_chosen_by_the_nodes_of_an_item():
    """8 queens (a dozen nodes a primary item) get the trail of every removal, the pentominoes
    (171) the stamps, and so does a loop model (propagation and lookahead work on its sets)."""
    from xcckit.puzzles.queens import Queens
    assert DlxBackend().structure(Queens(8).model).push_all is True
    assert DlxBackend().structure(Polyomino.from_args(["pentominoes", "6x10"]).model).push_all is False
    loop = DlxBackend().structure(Slitherlink(["3..", "...", "..2"]).model)
    assert getattr(loop, "inner", loop).push_all is False
