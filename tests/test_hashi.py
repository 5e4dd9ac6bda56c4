"""Hashi's own questions (what every genre is asked: tests/cases/hashi.py): the bundled puzzle
counted on every backend, the small puzzle's two answers, zdd's refusal of the linked
constraint, the answer notation and the islands broken in the bundled answer, pzprjs's other
names, errors naming their cells once, the maker's givens, and symmetric puzzles made."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.errors import InputError, UnsupportedError
from xcckit.making import make
from xcckit.puzzles.kit.grid import images
from xcckit.puzzles.hashi import Hashi
from xcckit.puzzles.kinds import get_kind

from .cases.hashi import CASE, DEMO_ANSWER, SMALL, SMALL_ANSWERS
from .genres import answers, assert_cells_break, assert_one_cell_breaks, brute


def test_the_small_puzzle_has_its_two_answers(translation_name):
    p = Hashi.from_text("\n".join(SMALL) + "\n")
    found = answers(p, translation_name)
    assert found == brute(p, CASE.candidates)
    assert [[" ".join(r) for r in g] for g in found] == SMALL_ANSWERS


@pytest.mark.parametrize("seed", range(CASE.seeds))
def test_zdd_refuses_the_linked_constraint(seed):
    """zdd cannot carry that the islands are joined: the case's small puzzles of two islands or
    more are refused in words."""
    p = CASE.random(random.Random(seed))
    if len(p.clue) > 1:
        with pytest.raises(UnsupportedError, match="zdd backend cannot enforce a linked constraint"):
            xcckit.count(p, backend="zdd")


def test_the_rules_checker_passes_a_bridge():
    assert Hashi([["1", "-", "1"]]).verify([["-", "1", "-"]]) is None
    assert Hashi([["1", "-", "1"]]).verify({"grid": [["-", "1", "-"]]}) is None


@pytest.mark.parametrize("cell, token", [
    ((1, 1), "3"),  # (no bridge is triple)
    ((1, 1), "A"),  # (vertical bridges are small letters)
    ((1, 1), "ab"),  # (one mark a cell)
    ((1, 1), "|"),
    ((1, 1), ""),  # (open water is '-')
    ((0, 1), "x"),  # (an island's cell: the notation's rule comes before the island's)
])
def test_the_rules_checker_names_a_cell_outside_the_answer_notation(cell, token):
    """One cell of a known answer written in no way the answer notation has, named as such
    (the answer unchanged keeps the rules)."""
    rule = (f"r{cell[0] + 1}c{cell[1] + 1} is '{token}': a cell is '-' (an island or open water), 1 or 2 (under a "
            f"horizontal bridge), a or b (under a vertical one)")
    assert_one_cell_breaks(get_kind("hashi").from_args(["demo-9x9"]), DEMO_ANSWER, cell, token, rule)


def test_the_rules_checker_names_islands_apart_in_the_bundled_answer():
    """The bundled puzzle's answer (which keeps the rules) with the 1s at r1c2 and r1c5 bridged
    to each other instead of down to the 3s below, and the bridge between those 3s doubled:
    every island keeps its count of bridges, but the two 1s are apart from the rest."""
    changes = {(1, 1): "-", (2, 1): "-", (1, 4): "-", (2, 4): "-",  # (the two single bridges down)
               (0, 2): "1", (0, 3): "1",  # (a single bridge between the 1s)
               (3, 2): "2", (3, 3): "2"}  # (the bridge between the 3s doubled)
    assert_cells_break(get_kind("hashi").from_args(["demo-9x9"]), DEMO_ANSWER, changes,
                       "the islands are not all joined (r1c2 and r1c9 are apart)")


@pytest.mark.parametrize("name", ["hashikake", "bridges"])
def test_pzprjs_other_names_of_the_genre(name):
    pz = Hashi.from_url(f"https://puzz.link/p?{name}/5/5/4g2i3h23k3g1g3g4g3")
    assert [" ".join(r) for r in pz.cells] == ["4 - 2 - -", "- 3 - - 2", "3 - - - -", "- 3 - 1 -", "3 - 4 - 3"]


def test_a_url_error_names_its_cells_once():
    with pytest.raises(InputError) as err:
        Hashi.from_url("https://puzz.link/p?hashi/3/1/11g")
    assert str(err.value) == "URL: the islands at r1c1 and r1c2 are side by side: a bridge between them would cross no water"


def test_a_lonely_island_through_the_api_names_its_cell():
    with pytest.raises(InputError, match="^hashi r1c1: the island 1 sees no island"):
        Hashi([["1", "-"], ["-", "-"]])


@pytest.mark.parametrize("seed", range(3))
def test_made_puzzles_have_no_removable_givens(seed):
    """The maker gives every island's number, none of them removable."""
    made = Hashi.maker(*CASE.made, random.Random(seed))
    assert made.removable == [] and Hashi(made.cells).verify(made.answer) is None


@pytest.mark.parametrize("symmetry", ["rot2", "mirror", "rot4"])
def test_a_symmetric_puzzle_has_its_islands_in_whole_orbits(symmetry):
    """``make`` with a symmetry: each island's images are islands of its number, and the puzzle
    has one answer (the maker builds each bridge with its images, and a repair turns a bridge
    single or double with its images)."""
    made = make("hashi", 7, 7, seed=1, symmetry=symmetry)
    p = made.puzzle
    assert p.clue and all({f(*c): v for c, v in p.clue.items()} == p.clue for f in images(7, 7, symmetry))
    assert xcckit.count(p, limit=2).count == 1 and p.verify(made.answer) is None
