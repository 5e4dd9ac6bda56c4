"""Kuromasu's own questions (what every genre is asked: tests/cases/kuromasu.py): blank and
one-wide grids against the rules, a number not given ('?'), and the maker's symmetric shadings."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.making import orbits
from xcckit.puzzles.kuromasu import Kuromasu

from .cases.kuromasu import CASE
from .genres import answers, equal_to_the_rules


@pytest.mark.parametrize("rows", [["- - -", "- - -", "- - -"], ["- - - -", "- - - -"], ["1"], ["- 1 -"],
                                  ["4 - - -"], ["-", "?", "-", "2"], ["? - ? -", "- - - -"]])
def test_small_grids_equal_the_rules(rows, backend_name):
    """Blank grids (every shading of no two side by side, the rest connected), a lone 1, one-wide
    grids and numbers not given."""
    equal_to_the_rules(Kuromasu([r.split() for r in rows]), backend_name, CASE.candidates)


def test_a_number_not_given_is_unshaded_and_counts_nothing():
    p = Kuromasu([["?", "-", "-"]])
    assert p.verify([["-", "x", "-"]]) == "the unshaded cells fall into 2 parts (r1c1 and r1c3)"
    assert p.verify([["-", "-", "x"]]) is None
    assert p.to_url() == "https://puzz.link/p?kurodoko/3/1/.h"
    assert Kuromasu.from_url(p.to_url()).cells == p.cells


@pytest.mark.parametrize("symmetry", ["rot2", "rot4", "mirror"])
def test_made_shadings_keep_the_symmetry(symmetry):
    """The maker's shading lies in whole orbits, every unshaded cell holds its number, and the
    puzzle with every number has the one answer."""
    made = Kuromasu.maker(5, 5, random.Random(3), symmetry=symmetry)
    for group in orbits(5, 5, symmetry):
        assert len({made.answer[i][j] for i, j in group}) == 1
    p = Kuromasu.made(made.cells, made)
    assert p.verify(made.answer) is None
    r = xcckit.solve(p, unique=True)
    assert r.unique and p.grid(r.solutions[0]) == made.answer


def _thinned(rng: random.Random) -> list[list[str]]:
    """A made puzzle of 2-5 × 2-5 cells with some numbers left out (some then '?') and a few
    changed by one (then often without an answer), or numbers at random: puzzles with none, one
    or many answers, and contradictions for the settling to meet."""
    m, n = rng.randint(2, 5), rng.randint(2, 5)
    if rng.random() < 0.3:
        cells = [["-"] * n for _ in range(m)]
        for _ in range(rng.randint(1, m * n // 3)):
            cells[rng.randrange(m)][rng.randrange(n)] = rng.choice(["?"] + [str(k) for k in range(1, m + n)])
        return cells
    cells = [row[:] for row in Kuromasu.maker(m, n, rng).cells]
    keep = rng.random()
    for row in cells:
        for j, tok in enumerate(row):
            if tok != "-" and rng.random() > keep:
                row[j] = "-" if rng.random() < 0.9 else "?"
            elif tok != "-" and rng.random() < 0.05:
                row[j] = str(max(1, int(tok) + rng.choice((-1, 1))))
    return cells


def test_settling_keeps_every_answer():
    """The options the settling leaves (and the connectivity constraint it leaves out when it
    settles every cell) have the answers of the model without it, on puzzles with none, one or
    many answers."""
    rng = random.Random(6)
    settled = 0
    for _ in range(60):
        cells = _thinned(rng)
        try:
            plain = Kuromasu(cells, settle=False)
        except InputError:  # (a number larger than the cells it can see)
            continue
        p = Kuromasu(cells)
        settled += not p.model.side_constraints
        assert answers(p, "dlx") == answers(plain, "dlx"), cells
    assert settled >= 10


def test_the_published_kind_settles_to_one_option_per_item():
    """The bundled puzzle, like most published ones, is settled before the search: one option
    per item, no connectivity constraint left."""
    p = Kuromasu.from_args(["demo-8x8"])
    assert not p.model.side_constraints
    assert p.model.n_options == p.model.n_primary
    r = xcckit.solve(p, unique=True)
    assert r.unique and p.grid(r.solutions[0]) == [row.split() for row in CASE.demo_answer]
