"""Symmetric puzzles of simple loop, country road and nurimisaki (``make(..., symmetry=...)``):
what each maker keeps symmetric maps onto itself (simple loop's blocked cells, country road's
rooms and numbers, nurimisaki's circles), the puzzle has one answer, the draw is repeatable by its
seed, and the symmetries a genre cannot have at a size are refused."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.making import make
from xcckit.puzzles.simpleloop import SimpleLoop


def turn(m: int, n: int, symmetry: str):
    """The map of an m×n grid that generates ``symmetry``."""
    return {"rot2": lambda i, j: (m - 1 - i, n - 1 - j), "mirror": lambda i, j: (i, n - 1 - j),
            "rot4": lambda i, j: (j, n - 1 - i)}[symmetry]


def made_twice(kind: str, m: int, n: int, symmetry: str, seed: int = 2):
    """A symmetric puzzle made, after checking that it has one answer, that its answer keeps the
    rules, and that its seed makes it again; its clues (cell -> clue) map onto themselves."""
    made = make(kind, m, n, seed=seed, symmetry=symmetry)
    assert xcckit.count(made.puzzle, limit=2).count == 1
    assert made.puzzle.verify(made.answer) is None
    assert make(kind, m, n, seed=seed, symmetry=symmetry).puzzle.to_text() == made.puzzle.to_text()
    f = turn(m, n, symmetry)
    clue = made.puzzle.clue
    assert clue and {f(*c): v for c, v in clue.items()} == clue
    return made


@pytest.mark.parametrize("symmetry", ["rot2", "mirror", "rot4"])
@pytest.mark.parametrize("size", [(6, 6), (7, 7)])
def test_a_symmetric_simple_loop_has_symmetric_blocked_cells(size, symmetry):
    made_twice("simpleloop", *size, symmetry)


@pytest.mark.parametrize("symmetry", ["rot2", "mirror"])
def test_a_symmetric_simple_loop_of_unequal_sides(symmetry):
    made_twice("simpleloop", 6, 7, symmetry)


def test_a_symmetric_simple_loop_is_repaired_with_its_images():
    """A symmetric draw with a second answer: the repair flips a block with its image, so the
    blocked cells stay symmetric and the other answer is no answer of the new puzzle."""
    f = turn(6, 6, "rot2")
    for seed in range(100):
        made = SimpleLoop.maker(6, 6, random.Random(seed), symmetry="rot2")
        p = SimpleLoop(made.cells)
        grids = [p.grid(s) for s in xcckit.solve(p, backend="sat", limit=2).solutions]
        if len(grids) == 2:
            break
    other = grids[1] if grids[0] == made.answer else grids[0]
    fixed = SimpleLoop.repair(made, other)
    q = SimpleLoop(fixed.cells)
    assert {f(*c) for c in q.clue} == set(q.clue) and q.clue != p.clue
    assert q.verify(fixed.answer) is None and q.verify(other) is not None


@pytest.mark.parametrize("symmetry, size", [("rot2", (6, 6)), ("rot2", (6, 7)), ("mirror", (6, 6)),
                                            ("mirror", (5, 5)), ("rot4", (6, 6))])
def test_a_symmetric_country_road_has_symmetric_rooms_and_numbers(symmetry, size):
    m, n = size
    made = made_twice("countryroad", m, n, symmetry)
    f = turn(m, n, symmetry)
    rooms: dict[int, set] = {}
    for i, row in enumerate(made.puzzle.room):
        for j, r in enumerate(row):
            rooms.setdefault(r, set()).add((i, j))
    shapes = {frozenset(cells) for cells in rooms.values()}
    assert len(shapes) > 1 and {frozenset(f(*c) for c in cells) for cells in shapes} == shapes


@pytest.mark.parametrize("symmetry", ["rot2", "rot4"])
def test_a_country_road_of_odd_sides_has_no_rotation(symmetry):
    with pytest.raises(InputError, match=f"a country road symmetric under {symmetry} needs an even side") as e:
        make("countryroad", 5, 5, seed=1, symmetry=symmetry)
    assert e.value.source == "symmetry"


@pytest.mark.parametrize("symmetry, size", [("rot2", (6, 6)), ("rot2", (7, 7)), ("rot2", (6, 7)), ("mirror", (6, 6)),
                                            ("mirror", (7, 7)), ("rot4", (5, 5)), ("rot4", (7, 7))])
def test_a_symmetric_nurimisaki_has_its_circles_in_whole_orbits(symmetry, size):
    made_twice("nurimisaki", *size, symmetry)


def test_a_nurimisaki_of_an_even_side_has_no_rot4():
    with pytest.raises(InputError, match="a nurimisaki symmetric under rot4 needs an odd side") as e:
        make("nurimisaki", 6, 6, seed=1, symmetry="rot4")
    assert e.value.source == "symmetry"
