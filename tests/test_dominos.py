"""Dominos's own questions (what every genre is asked: tests/cases/dominos.py, bad files
and puzzlekit's example among them): the set's sizes and numbering, blank-ish grids counted
against the brute force of the tilings, a size that holds no domino set refused in one line, and
the maker's tilings and repairs."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.backends import backends_for
from xcckit.errors import InputError
from xcckit.puzzles.dominos import Dominos, domino_name, domino_number, random_tiling, set_size

from .cases.dominos import SMALL, candidates, tilings
from .genres import brute


def test_the_sets_sizes_and_numbers():
    assert [set_size(k) for k in (2, 6, 12, 20, 30, 42, 56, 1722)] == [0, 1, 2, 3, 4, 5, 6, 40]
    assert [set_size(k) for k in (1, 4, 8, 25, 55, 57)] == [None] * 6
    names = [f"{a}-{b}" for a in range(7) for b in range(a, 7)]
    assert [domino_number(*map(int, s.split("-")), 6) for s in names] == list(range(28))
    assert [domino_number(b, a, 6) for a, b in ((0, 5), (5, 6), (6, 6))] == [5, 26, 27]
    assert [domino_name(k, 6) for k in range(28)] == names


def test_tilings_of_small_grids():
    """The numbers of domino tilings of 2×3, 3×4 and 4×5 (3, 11, 95; OEIS A099390)."""
    assert [sum(1 for _ in tilings(m, n)) for m, n in ((2, 3), (3, 4), (4, 5))] == [3, 11, 95]


@pytest.mark.parametrize("m, n", [(2, 3), (3, 2), (3, 4), (4, 3), (4, 5)])
@pytest.mark.parametrize("seed", range(3))
def test_counts_equal_the_brute_force(m, n, seed):
    """Made puzzles and puzzles of random numbers (most without an answer) counted on every
    backend that takes the model against the rules checker over every tiling."""
    rng = random.Random(seed)
    made = Dominos.maker(m, n, rng)
    top = set_size(m * n)
    noise = [[str(rng.randint(0, top)) for _ in range(n)] for _ in range(m)]
    for cells in (made.cells, noise):
        p = Dominos(cells)
        want = len(brute(p, candidates))
        for backend in backends_for(p.model):
            assert xcckit.count(p, backend=backend).count == want, (cells, backend)


def test_the_small_puzzle_has_its_three_answers():
    p = Dominos.from_text("\n".join(SMALL))
    assert len(brute(p, candidates)) == 3 == xcckit.count(p, backend="dlx").count


def test_a_grid_that_holds_no_domino_set_is_refused_in_one_line(run_cli):
    with pytest.raises(InputError, match="not 5x5 = 25"):
        Dominos.maker(5, 5, random.Random(1))
    code, out, err = run_cli("generate", "dominos", "5x5", "--seed", "1")
    assert (code, out) == (2, "") and err.count("\n") == 1 and "(n+1)(n+2) cells" in err and "not 5x5" in err
    with pytest.raises(InputError, match="not 3×3 = 9"):
        Dominos([["0"] * 3 for _ in range(3)])


def test_a_grid_may_stand_either_way():
    """8 rows of 7 hold the set 0..6 as well as 7 rows of 8."""
    made = Dominos.maker(8, 7, random.Random(3))
    p = Dominos(made.cells)
    assert p.verify(made.answer) is None
    assert made.answer in [p.grid(s) for s in xcckit.solve(p, backend="dlx", limit=None).solutions]


def test_the_makers_tilings_cover_the_grid():
    rng = random.Random(1)
    for m, n in ((1, 2), (2, 3), (7, 8), (10, 11), (11, 10)):
        tiles = random_tiling(m, n, rng)
        cells = [c for t in tiles for c in t]
        assert len(cells) == len(set(cells)) == m * n
        assert all(abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1 for a, b in tiles)
    assert random_tiling(3, 3, rng) is None


def test_a_made_puzzle_uses_each_domino_once():
    made = Dominos.maker(7, 8, random.Random(5))
    assert made.removable == []
    assert Dominos(made.cells).verify(made.answer) is None
    numbers = sorted(int(t) for row in made.cells for t in row)
    assert numbers == sorted(k for k in range(7) for _ in range(8))  # (each number n + 2 = 8 times)


def test_a_repair_keeps_the_answer_a_full_set():
    rng = random.Random(2)
    for _ in range(20):
        made = Dominos.maker(4, 5, rng)
        p = Dominos(made.cells)
        grids = [p.grid(s) for s in xcckit.solve(p, backend="dlx", limit=3).solutions]
        others = [g for g in grids if g != made.answer]
        if others:
            break
    else:
        pytest.fail("no 4×5 draw with a second answer")
    fixed = Dominos.repair(made, others[0])
    assert fixed is not None
    q = Dominos(fixed.cells)
    assert q.verify(fixed.answer) is None
    assert fixed.answer in [q.grid(s) for s in xcckit.solve(q, backend="dlx", limit=None).solutions]
    assert _tiling(others[0]) not in [_tiling(q.grid(s)) for s in xcckit.solve(q, backend="dlx", limit=None).solutions]


def _tiling(grid):
    by: dict = {}
    for i, row in enumerate(grid):
        for j, t in enumerate(row):
            by.setdefault(t, []).append((i, j))
    return sorted(tuple(c) for c in by.values())


def test_generate_makes_a_unique_puzzle(run_cli):
    code, out, err = run_cli("generate", "dominos", "5x6", "--seed", "1")
    assert code == 0 and "unique" in err
    p = Dominos.from_text(out)
    assert xcckit.count(p, backend="sat").count == 1
