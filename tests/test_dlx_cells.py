"""The cells engine's trails: the 32-bit stamps that save each item's size once per operation,
the kernel that saves every removal's, and the one whose branching levels save every active size."""

from __future__ import annotations

import random

import numpy as np
import pytest

import xcckit
from xcckit.backends.dlx.backend import DlxBackend
from xcckit.backends.dlx.cells import STAMPS
from xcckit.backends.dlx.state import DONE, S_COUNT, S_OUT, S_STAMP
from xcckit.puzzles.polyomino import Polyomino
from xcckit.puzzles.slitherlink import Slitherlink


def _count_from(structure, stamp: int) -> int:
    """The count of a new structure whose stamps start at ``stamp``, every item's own stamp
    being one the first operations after a wrap would take (left from an earlier round)."""
    set_, hbase = structure.sets.set_, structure.arrays.hbase
    set_[hbase + 2] = 1 + np.arange(len(hbase)) % 40
    structure.st[S_STAMP] = stamp
    return _count(structure, "stamps")


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


def _count(structure, trail: str) -> int:
    """The count of ``structure``'s search, on the kernel of ``trail``, in slices."""
    structure.trail = trail
    out = np.zeros(1, dtype=np.int64)
    while structure.run(out, False, 0, 1_000) != DONE:
        pass
    return int(structure.st[S_COUNT])


@pytest.mark.parametrize("seed", range(3))
def test_the_three_trails_count_alike(seed):
    """The kernels whose trail takes every removal (search_push), saves a size once per
    operation (stamps) or saves every active size where a level branches (search_snap) count the
    same on random coloured models, as the pure-Python Algorithm C does; and again after a
    restart (the snapshots' kernel leaves the top level's sizes for restart to put back), and
    over a subproblem's partition (forced options, a cut tree)."""
    from xcckit.backends.base import Outcome
    from xcckit.backends.dlx import small
    from .test_dlx_small import random_model
    rng = random.Random(seed)
    for _ in range(40):
        m = random_model(rng)
        want, _, outcome = small.count(m, nodes=10 ** 7)
        assert outcome is Outcome.COMPLETE
        for trail in ("stamps", "push", "snap"):
            s = DlxBackend().structure(m)
            assert _count(s, trail) == want
            s.restart()
            assert _count(s, trail) == want, "after a restart"
            s.restart(depth=2)
            out = np.zeros(1 << 16, dtype=np.int64)
            assert s.run(out, True, 0, 10 ** 12) == DONE
            leaves, k = [], 0
            while k < s.st[S_OUT]:
                leaves.append(tuple(int(v) for v in out[k + 1:k + 1 + out[k]]))
                k += 1 + int(out[k])
            total = 0
            for leaf in leaves:
                s.restart(forced=leaf)
                total += _count(s, trail)
            assert total == want, "over the subproblems"


def test_the_trail_is_chosen_by_the_shape_of_the_model():
    """The pentominoes, 8 queens and a sudoku (secondary items few) get the snapshots; a model
    with more than two secondary items per primary one, whose primary items have few nodes each,
    the trail of every removal; and a loop model the stamps (propagation and lookahead read the
    trail), which no other trail may replace."""
    from xcckit.model import Model
    from xcckit.puzzles.queens import Queens
    from xcckit.puzzles.sudoku import Sudoku
    assert DlxBackend().structure(Queens(8).model).trail == "snap"
    assert DlxBackend().structure(Polyomino.from_args(["pentominoes", "6x10"]).model).trail == "snap"
    assert DlxBackend().structure(Sudoku([[0] * 9] * 9).model).trail == "snap"
    many = Model()
    many.add_items(["p"])
    many.add_items([f"s{k}" for k in range(5)], primary=False)
    for k in range(5):
        many.add_option(["p", f"s{k}"])
    assert DlxBackend().structure(many).trail == "push"
    loop = DlxBackend().structure(Slitherlink(["3..", "...", "..2"]).model)
    loop = getattr(loop, "inner", loop)
    assert loop.trail == "stamps" and not loop.plain
    with pytest.raises(ValueError, match="nothing but the search"):
        loop.trail = "snap"
