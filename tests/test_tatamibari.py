"""Tatamibari's own questions (what every genre is asked: tests/cases/tatamibari.py): small
puzzles counted on every backend, the small puzzle's three answers, a near blank board counted,
any numbering of the regions, pzprjs's example URL, the maker's repairs, and symmetric puzzles made."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.backends import get_backend
from xcckit.errors import InputError
from xcckit.making import make
from xcckit.puzzles.kit.grid import images
from xcckit.puzzles.kinds import get_kind
from xcckit.puzzles.tatamibari import Tatamibari

from .cases.tatamibari import CASE, DEMO_ANSWER, SMALL
from .conftest import accepted
from .genres import answers, brute


@pytest.mark.parametrize("seed", range(CASE.seeds))
def test_small_puzzles_are_counted_on_every_backend(seed, backend_name):
    """The case's small random puzzles (each against the rules in tests/test_genres.py): every
    backend counts as many answers as the rules allow."""
    p = CASE.random(random.Random(seed))
    accepted(get_backend(backend_name), p.model)
    assert xcckit.count(p, backend=backend_name).count == len(brute(p, CASE.candidates))


def test_the_small_puzzles_three_answers_are_the_rules():
    p = Tatamibari.from_text("\n".join(SMALL) + "\n")
    expected = brute(p, CASE.candidates)
    assert answers(p, "dlx") == expected and len(expected) == 3


def test_dlx_counts_a_near_blank_board():
    """One square on a square board: one answer; two h in opposite corners of a 3×3 board: the
    brute force's count (a 1×3 and a 2×3 either way)."""
    assert xcckit.count(Tatamibari([["-", "-", "-"], ["-", "s", "-"], ["-", "-", "-"]]), backend="dlx").count == 1
    p = Tatamibari([["h", "-", "-"], ["-", "-", "-"], ["-", "-", "h"]])
    assert xcckit.count(p, backend="dlx").count == len(brute(p, CASE.candidates)) == 2


def test_the_rules_checker_takes_any_numbering():
    p = get_kind("tatamibari").from_args(["demo-10x10"])
    grid = [row.split() for row in DEMO_ANSWER]
    assert p.verify([[str(100 - int(t)) for t in row] for row in grid]) is None


def test_pzprjss_example_url():
    sample = "https://puzz.link/p?tatamibari/5/5/m3g11i2g31h13g3g"  # (pzprjs's own test puzzle)
    q = Tatamibari.from_url(sample)
    assert q.cells[1] == ["-", "-", "s", "-", "v"] and q.cells[4] == ["v", "s", "-", "s", "-"]
    assert q.to_url() == sample and xcckit.solve(q, unique=True).unique is True
    assert Tatamibari.from_url("https://puzz.link/p?tatamibari/25/1/zg2i").cells[0][21] == "h"


@pytest.mark.parametrize("symmetry", ["rot2", "mirror", "rot4"])
def test_a_symmetric_puzzle_has_its_symbols_in_whole_orbits(symmetry):
    """``make`` with a symmetry: each symbol's images hold the symbol of the image of its
    rectangle (a quarter turn makes an h a v), and the puzzle has one answer; a quarter turn on
    a grid of even side is refused (four rectangles would meet at its centre)."""
    made = make("tatamibari", 7, 7, seed=1, symmetry=symmetry)
    p = made.puzzle
    for k, f in enumerate(images(7, 7, symmetry)[1:], 1):
        quarter = symmetry == "rot4" and k % 2 == 1
        turned = {"s": "s", "h": "v" if quarter else "h", "v": "h" if quarter else "v"}
        assert {f(*c): turned[t] for c, t in p.clue.items()} == p.clue
    assert p.clue and xcckit.count(p, limit=2).count == 1 and p.verify(made.answer) is None
    if symmetry == "rot4":
        with pytest.raises(InputError, match="rot4 needs an odd side, not 6x6"):
            make("tatamibari", 6, 6, seed=1, symmetry=symmetry)
