"""Fillomino's own questions (what every genre is asked: tests/cases/fillomino.py): the small
puzzles' pure exact cover, the hybrid with the group-sizes constraint against the rules on every
backend, groups as large as the grid, clues past base 62, blank grids' counts, URL numbers, and
the maker and its repair."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.puzzles import fillomino
from xcckit.puzzles.fillomino import Fillomino

from .cases.fillomino import CASE, cuts, random_cells
from .genres import answers, brute, equal_to_the_rules


class Hybrid(Fillomino):
    """Numbers from 3 on through the group-sizes constraint, even on a small grid."""

    small = 2
    pure_cells = 0

    def __init__(self, cells, settle: bool = False) -> None:  # (unsettled: the constraint does the work)
        super().__init__(cells, settle=settle)


@pytest.mark.parametrize("seed", range(CASE.seeds))
def test_small_puzzles_are_pure_exact_cover(seed):
    """The case's small puzzles (at most 12 cells) have no side constraint: zdd lists them too."""
    assert not CASE.random(random.Random(seed)).model.side_constraints


@pytest.mark.parametrize("seed", range(4))
def test_the_hybrid_equals_the_rules(seed, backend_name):
    """Numbers above 2 through the group-sizes constraint: sat, cpsat, dlx (on partial solutions)
    and zdd (group sizes in its frontier's states: it counts them) agree with the brute force."""
    rng = random.Random(100 + seed)
    m, n = rng.choice([(2, 3), (2, 2), (1, 4)])
    p = Hybrid(random_cells(rng, m, n))
    assert p.model.side_constraints
    equal_to_the_rules(p, backend_name, CASE.candidates)


@pytest.mark.parametrize("m, n, expected", [(1, 10, 124), (1, 14, 1152), (2, 5, 715)])
def test_a_group_may_be_as_large_as_the_grid(backend_name, m, n, expected):
    """No bound but the grid's: a blank strip of 10 has 124 answers (the compositions of 10 with
    no two neighbouring parts equal, the one group of 10 among them), as the brute force says; a
    strip of 14 is past the pure exact cover, its groups from 5 on through the group-sizes
    constraint, the group of 14 too."""
    p = Fillomino([["-"] * n for _ in range(m)])
    assert len(brute(p, CASE.candidates)) == expected
    assert xcckit.count(p, backend=backend_name).count == expected


def test_a_clue_beyond_the_base_62_digits():
    """A group of 70 (a colour by its decimal name in the model, a byte of its own in the DLX
    export): the one answer, proven unique."""
    p = Fillomino([["70"] + ["-"] * 69 + ["1"]])
    r = xcckit.solve(p, unique=True)
    assert r.unique is True
    assert r.answers[0].answer["grid"] == [["70"] * 70 + ["1"]]
    head = xcckit.write_dlx(p.model).splitlines()[0]
    assert head.startswith("| colours written as one byte: ") and " 70=" in head


def test_a_blank_3x4_has_every_answer_the_rules_allow():
    p = Fillomino([["-"] * 4 for _ in range(3)])
    assert len(brute(p, CASE.candidates)) == 6426 == xcckit.count(p, backend="dlx").count \
        == xcckit.count(p, backend="zdd").count


def test_a_larger_hybrid_equals_the_rules_on_the_translations(translation_name):
    p = Hybrid([["-", "3", "-"], ["-", "-", "-"], ["4", "-", "-"]])
    expected = brute(p, CASE.candidates)
    assert len(expected) > 1
    assert answers(p, translation_name) == expected


def test_blank_grids_are_counted():
    """The blank grids' answers, counted by dlx and zdd on the pure exact cover (brute force)."""
    for m, n in [(2, 2), (2, 3), (3, 3)]:
        p = Fillomino.from_args([f"{m}x{n}"])
        expected = len(brute(p, CASE.candidates))
        assert xcckit.count(p, backend="dlx").count == expected
        assert xcckit.count(p, backend="zdd").count == expected
    assert xcckit.count(Fillomino.from_args(["2x2"]), backend="dlx").count == 5  # the 4, and an L with a 1


def test_url_numbers_past_15_and_borders_of_zeros():
    assert Fillomino.from_url("https://puzz.link/p?fillomino/6/4/-11zi").cells[0] == ["17", "-", "-", "-", "-", "-"]
    assert Fillomino.from_url("https://puzz.link/p?fillomino/2/2/1i000").cells == [["1", "-"], ["-", "-"]]


@pytest.mark.parametrize("seed", range(3))
def test_made_answers_are_the_one_answer_of_every_clue(seed, translation_name):
    """The maker's answer keeps the rules, and is the one answer of the puzzle it makes (every
    cell a clue, every clue removable, none past LARGEST)."""
    rng = random.Random(seed)
    made = Fillomino.maker(*CASE.made, rng)
    p = Fillomino(made.cells)
    assert p.verify(made.answer) is None
    assert answers(p, translation_name) == [made.answer]
    assert len(made.removable) == p.m * p.n == 42
    assert max(int(t) for row in made.answer for t in row) <= fillomino.LARGEST


def test_a_difficulty_reads_the_groups_up_to_four_as_placements():
    """The search's model places the 1s alone; the model a difficulty reads places 1 to 4 (so
    that a puzzle reads as it did): its singles and propagation read more of the answer, both
    models have the one answer, and the difficulty is that model's."""
    from xcckit.difficulty import difficulty
    made = Fillomino.maker(6, 6, random.Random(3))
    cells = [row[:] for row in made.answer]
    for i, j in made.removable:  # (clues taken away while the answer stays the only one)
        cells[i][j] = "-"
        if not xcckit.solve(Fillomino(cells), unique=True).unique:
            cells[i][j] = made.answer[i][j]
    p = Fillomino(cells, settle=False)  # (settled, the puzzle falls to forced moves either way)
    read = p.unsettled()
    assert (p.small, read.small) == (1, fillomino.READ_PLACED) and read.unsettled() is read
    assert answers(p, "sat") == answers(read, "sat") == [made.answer]
    mine, placed = difficulty(p.model), difficulty(p)
    assert placed == difficulty(read.model)
    assert (placed.singles, placed.propagation) > (mine.singles, mine.propagation)


def test_repair_adds_a_clue_where_the_other_answer_differs():
    made = fillomino.Made([["-", "-"]], [(0, 0), (0, 1)], answer=[["1", "2"]])
    fixed = Fillomino.repair(made, [["2", "2"]])
    assert fixed.cells == [["1", "-"]] and fixed.removable == [(0, 1)]
    assert Fillomino.repair(fixed, [["1", "2"]]) is None


def test_the_relaxation_stands_for_every_answer():
    """A strip of a 1 and 13 empty cells: the relaxation writes numbers up to 12 and one colour
    for the larger ones (groups of at least 13 cells): its solution with that colour is the
    answer with the group of 13 (its size), and its solutions are the puzzle's answers, one
    for one."""
    p = Fillomino([["1"] + ["-"] * 13])
    relaxed = p.relaxation()
    assert relaxed is not None and ">12" in relaxed.model.colours and "13" not in relaxed.model.colours
    found = xcckit.solve(relaxed.model, backend="sat", limit=None).solutions
    lifted = [relaxed.lift(s) for s in found]
    every = set(xcckit.solve(p.model, backend="sat", limit=None).solutions)
    assert len(found) == len(set(lifted)) == len(every) and set(lifted) == every
    assert ["1"] + ["13"] * 13 in [p.grid(s)[0] for s in lifted]


@pytest.mark.parametrize("free, cells, lifts", [(12, None, True), (2, ["1", "-", "-", "-", "1"], True),
                                                (2, ["3", "-", "-", "-", "-", "-", "1"], False)])
def test_a_search_for_two_answers_asks_the_relaxation_first(monkeypatch, translation_name, free, cells, lifts):
    """With the relaxation's bound at 12, the demo (numbers up to 42 in its model): the
    relaxation's one solution lifts and is the answer. At 2, 1 - - - 1: the relaxation's one
    solution has the colour of the numbers above 2 where the answer has its 3s (no clue names
    3), and lifts as a group of 3. At 2, 3 - - - - - 1: the relaxation has a group of that
    colour beside the clue's 3s, three cells, which would join them (no answer), and the
    puzzle's own model is searched. The answer is the model's either way, proven unique."""
    monkeypatch.setattr(fillomino, "FREE", free)
    p = Fillomino.from_args(["demo-8x8"]) if cells is None else Hybrid([cells])
    seen = []
    relaxation = p.relaxation

    def spied():
        r = relaxation()
        return r._replace(lift=lambda s: seen.append(r.lift(s)) or seen[-1])

    monkeypatch.setattr(p, "relaxation", spied)
    r = xcckit.solve(p, backend=translation_name, unique=True)
    assert r.unique is True and seen and all(s is not None for s in seen) == lifts
    assert r.solutions == xcckit.solve(p.model, backend=translation_name, limit=2).solutions
    if cells is not None:
        assert p.grid(r.solutions[0]) == [["1", "3", "3", "3", "1"] if lifts else ["3", "3", "3", "1", "2", "2", "1"]]


@pytest.mark.parametrize("seed", range(12))
def test_the_relaxation_decides_as_the_rules_would(monkeypatch, seed):
    """Random small puzzles, clues of a random cut of the grid, the relaxation's bound at 2
    (numbers from 3 on without a clue one colour): a search for two answers finds as many as
    the rules allow, up to two, and they are such answers (the relaxation's groups of that
    colour lifted by their sizes, or the puzzle's own model searched where one would join a
    group of its size). The answers the rules allow: every cut of the grid into pieces that
    the rules checker passes (tests/cases/fillomino.py)."""
    monkeypatch.setattr(fillomino, "FREE", 2)
    rng = random.Random(700 + seed)
    m, n = rng.choice([(2, 4), (3, 3), (1, 7), (3, 4), (2, 5)])
    blank = Hybrid([["-"] * n for _ in range(m)])
    cut = rng.choice(list(cuts(blank)))
    cells = [["-"] * n for _ in range(m)]
    for i, j in rng.sample([(i, j) for i in range(m) for j in range(n)], rng.randint(1, 3)):
        cells[i][j] = cut[i][j]
    p = Hybrid(cells)
    every = [g for g in cuts(p) if p.verify(g) is None]
    found = [p.grid(s) for s in xcckit.solve(p, backend="sat", unique=True).solutions]
    assert len(found) == min(2, len(every)) and all(g in every for g in found)
    assert len({str(g) for g in found}) == len(found)


def test_a_group_of_a_clues_number_lifts_from_its_own_colour_only(monkeypatch):
    """The relaxation's bound at 2 and a clue 3: a group of 3 cells without a clue is the
    colour 3 in the answer's image; the same cells coloured as the numbers above 2 are another
    solution of the relaxation, which must not lift to the same answer (it lifts to None): two
    answers found are two different ones."""
    monkeypatch.setattr(fillomino, "FREE", 2)
    p = Hybrid([["-", "3", "2", "-"], ["-", "-", "-", "-"], ["-", "-", "-", "1"]])
    relaxed = p.relaxation()
    lifted = [relaxed.lift(s) for s in xcckit.solve(relaxed.model, backend="sat", limit=None).solutions]
    answers = [s for s in lifted if s is not None]
    assert None in lifted and len(answers) == len(set(answers)) == len(_grids(p))
    found = xcckit.solve(p, backend="sat", unique=True).solutions
    assert len(found) == 2 and p.grid(found[0]) != p.grid(found[1])


def _grids(p, backend="sat"):
    return sorted(str(p.grid(s)) for s in xcckit.solve(p, backend=backend, limit=None).solutions)


@pytest.mark.parametrize("seed", range(12))
def test_settling_keeps_every_answer(seed):
    """What the settling fixes holds in every answer: random small puzzles (with up to six
    clues, numbers 3 on through the group-sizes constraint) have the same answers settled and
    unsettled."""
    rng = random.Random(300 + seed)
    m, n = rng.choice([(3, 3), (3, 4), (2, 5), (4, 4)])
    cells = [["-"] * n for _ in range(m)]
    for _ in range(rng.randint(1, 6)):
        cells[rng.randrange(m)][rng.randrange(n)] = str(rng.randint(1, 6))
    settled, unsettled = Hybrid(cells, settle=True), Hybrid(cells)
    assert unsettled.settled.ok is False
    assert _grids(settled) == _grids(unsettled)


def test_the_demo_is_settled_in_part():
    """The demo: the settling fixes some cells (the rest are searched), the answer as before."""
    p = Fillomino.from_args(["demo-8x8"])
    assert p.settled.ok and 0 < len(p.settled.fixed()) - len(p.clue)
    assert xcckit.solve(p, unique=True).answers[0].answer["grid"] == [r.split() for r in CASE.demo_answer]
