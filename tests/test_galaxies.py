"""Galaxies' own questions (what every genre is asked: tests/cases/galaxies.py): the bundled
puzzle on every backend, the notation a cell at a time, near-blank boards on dlx, the rules
checker's numbering, cells off the board, pzprjs's sample URL, the maker's repair, and symmetric
puzzles made."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.making import make
from xcckit.puzzles.kit.division import numbered
from xcckit.puzzles.galaxies import Galaxies, touched
from xcckit.puzzles.kit.grid import images
from xcckit.puzzles.kinds import get_kind

from .cases.galaxies import CASE, DEMO_ANSWER, SMALL, random_dots
from .genres import brute
from .tilings import connected_partitions


def test_the_notation_a_cell_at_a_time():
    """The sites' notation (the one written): a cell's digit says where its dot is (0 centre, 1
    right side, 2 bottom side, 3 bottom-right corner); it reads as the points' notation does."""
    p = Galaxies.from_text("3 3\n- - -\n1 - 0\n- - -\n")
    assert p.cells == Galaxies.from_text("\n".join(SMALL) + "\n").cells
    assert p.to_text() == "3 3\n- - -\n1 - 0\n- - -\n"
    corner = Galaxies.from_text("2 2\n3 -\n- -\n")
    assert corner.dots() == [(1, 1)] and xcckit.count(corner, backend="sat").count == 1
    with pytest.raises(InputError, match=r"^p.txt:2:3: '5': a cell is '-', its dot"):
        Galaxies.from_text("2 2\n3 5\n- -\n", source="p.txt")
    with pytest.raises(InputError, match=r"^p.txt:3:3: '1': the dot of r2c2 would lie on the board's edge"):
        Galaxies.from_text("2 2\n- -\n- 1\n", source="p.txt")


def test_dlx_counts_a_near_blank_board():
    """One dot at the centre of the board: the whole board is its one galaxy; dots in two opposite
    corners of a 2×2 board: the other two cells have no mirror image on the board (the brute
    force's count either way)."""
    p = Galaxies([["-", "-", "-", "-", "-"], ["-", "-", "o", "-", "-"], ["-", "-", "-", "-", "-"]])
    assert xcckit.count(p, backend="dlx").count == len(brute(p, CASE.candidates)) == 1
    q = Galaxies([["o", "-", "-"], ["-", "-", "-"], ["-", "-", "o"]])
    assert xcckit.count(q, backend="dlx").count == len(brute(q, CASE.candidates)) == 0


def test_the_rules_checker_takes_any_numbering():
    """Regions numbered any way keep the rules; a region that holds many dots is named."""
    assert Galaxies([["o", "-", "o"]]).verify([["1", "2"]]) is None
    p = get_kind("galaxies").from_args(["demo-8x8"])
    grid = [row.split() for row in DEMO_ANSWER]
    assert p.verify([[str(100 - int(t)) for t in row] for row in grid]) is None
    assert p.verify(["1 1 1 1 1 1 1 1".split()] * 8) == "region 1 at r1c1 holds 20 dots"


def test_pzprjs_sample_url_has_a_black_dot():
    sample = "https://puzz.link/p?tentaisho/5/5/6fl94fi65en8dbf"  # (pzprjs's test puzzle's dots)
    q = Galaxies.from_url(sample)
    assert q.cells[0] == ["o", "-", "-", "-", "*", "-", "-", "-", "-"] and q.to_url() == sample


def divisions_with_holes(puzzle: Galaxies):
    """Every division of the board's cells (the holes aside, each a region of its own in the
    divisions of the whole grid)."""
    for label in connected_partitions(puzzle.m, puzzle.n):
        if all(list(label.values()).count(label[h]) == 1 for h in puzzle.holes):
            yield numbered(puzzle.m, puzzle.n, {c: r for c, r in label.items() if c not in puzzle.holes})


@pytest.mark.parametrize("seed", range(6))
def test_cells_off_the_board_are_in_no_galaxy(backend_name, seed):
    """pzprjs's "empty" cells: in no galaxy, '-' in the answer; a galaxy cannot mirror onto one.
    Every backend counts what the rules allow on small boards with random holes."""
    rng = random.Random(500 + seed)
    free: list = []
    while not free:  # (a board some cell of which no dot touches)
        p = random_dots(rng, 3, 3)
        free = [(i, j) for i in range(3) for j in range(3) if all((i, j) not in touched(d) for d in p.dots())]
    points = [row[:] for row in p.cells]
    for i, j in rng.sample(free, min(2, len(free))):
        points[2 * i][2 * j] = "#"
    q = Galaxies(points)
    assert q.holes
    assert xcckit.count(q, backend=backend_name).count == len(brute(q, divisions_with_holes))


def test_cells_off_the_board_in_the_notations_and_urls():
    p = Galaxies.from_text("3 3\n# - -\n- 0 -\n- - #\n")
    assert p.holes == {(0, 0), (2, 2)} and p.to_text() == "3 3\n# - -\n- 0 -\n- - #\n"
    assert p.to_url() == "https://puzz.link/p?tentaisho/3/3/rekg2"
    assert Galaxies.from_url(p.to_url()).cells == p.cells
    r = xcckit.solve(p, unique=True)
    assert r.unique is True and r.answers[0].answer["grid"] == [["-", "1", "1"], ["1", "1", "1"], ["1", "1", "-"]]
    assert p.verify([["1", "1", "1"], ["1", "1", "1"], ["1", "1", "-"]]) == "r1c1 is '1': it is no cell of the board ('-')"
    assert "r1c1 is '1'" not in (p.verify([["-", "1", "1"], ["1", "1", "1"], ["1", "1", "-"]]) or "")
    q = Galaxies.from_url("https://puzz.link/p?tentaisho/5/5/6fl94fi65en8dbf10000")  # (the bit of r1c5)
    assert q.holes == {(0, 4)}


@pytest.mark.parametrize("seed", range(3))
def test_repairs_keep_the_rules(seed):
    """A made puzzle repaired against another grid (its answer with the cells of no dot written
    0): the repaired answer keeps the rules."""
    rng = random.Random(seed)
    made = Galaxies.maker(*CASE.made, rng)
    assert Galaxies(made.cells).verify(made.answer) is None
    other = [row[:] for row in made.answer]
    dots = [(a // 2, b // 2) for a, row in enumerate(made.cells) for b, t in enumerate(row) if t != "-"]
    fixed = Galaxies.repair(made, [[("0" if (i, j) not in dots else t) for j, t in enumerate(row)]
                                   for i, row in enumerate(other)])
    if fixed is not None:
        assert Galaxies(fixed.cells).verify(fixed.answer) is None


@pytest.mark.parametrize("symmetry", ["rot2", "mirror", "rot4"])
def test_a_symmetric_puzzle_has_its_dots_in_whole_orbits(symmetry):
    """``make`` with a symmetry: the dots (points at half-cell steps) lie in whole orbits, and the
    puzzle has one answer (the maker grows each galaxy with its images)."""
    made = make("galaxies", 7, 7, seed=1, symmetry=symmetry)
    p = made.puzzle
    dots = set(p.dots())
    assert dots and all({f(*d) for d in dots} == dots for f in images(13, 13, symmetry))
    assert xcckit.count(p, limit=2).count == 1 and p.verify(made.answer) is None
