"""Skyscrapers' own questions (what every genre is asked: tests/cases/skyscrapers.py): the
narrowed heights against the whole model, blank grids counted, givens, parks and the diagonals in
the rules checker, clues no answer can see, the example's URL and what a URL cannot say, and the
maker's Latin squares."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.puzzles.kit.makers import latin_square
from xcckit.puzzles.skyscrapers import Skyscrapers, sight

from .cases.skyscrapers import CASE, EXAMPLE
from .genres import answers, brute


@pytest.mark.parametrize("seed", range(12))
def test_narrowing_the_heights_keeps_every_answer(seed, monkeypatch):
    """The model leaves out the heights no answer can have (a clue's automaton, the heights
    given or left alone, a height's one place in a row); on bigger grids than the brute force
    reaches, the narrowed model has the answers of the whole one: clues of a random Latin square,
    some left out, with a given height or two (the square is among the answers), and with
    parks or the diagonals' rule now and then (answers or none)."""
    rng = random.Random(seed)
    n = rng.randint(4, 6)
    square = latin_square(n, rng)
    lines = {"top": [[square[i][j] for i in range(n)] for j in range(n)],
             "bottom": [[square[i][j] for i in reversed(range(n))] for j in range(n)],
             "left": [row for row in square], "right": [row[::-1] for row in square]}
    side = [[str(sight(line)) if rng.random() < 0.5 else "-" for line in lines[s]]
            for s in ("top", "bottom", "left", "right")]
    cells = [[str(square[i][j]) if rng.random() < 0.1 else "-" for j in range(n)] for i in range(n)]
    k, diagonal = n, False
    if seed % 4 == 3:
        k, side = n - 1, [[t if t == "-" or int(t) <= n - 1 else "-" for t in line] for line in side]
        cells = [["-"] * n for _ in range(n)]
    if seed % 4 == 2:
        diagonal = True
    p = Skyscrapers.from_sides(*side, cells, k, diagonal=diagonal)
    narrowed = answers(p, "dlx")
    if seed % 4 < 2:
        assert [[str(x) for x in row] for row in square] in narrowed
    monkeypatch.setattr(Skyscrapers, "_narrowed", lambda self, allowed: allowed)
    whole = Skyscrapers.from_text(p.to_text())
    assert whole.model.n_options >= p.model.n_options
    assert answers(whole, "dlx") == narrowed, p.to_text()
    assert all(p.verify(g) is None for g in narrowed)


@pytest.mark.parametrize("n, k, diagonal, want", [(3, 3, False, 12), (3, 2, False, 12), (4, 4, True, 48),
                                                  (4, 4, False, 576)])
def test_dlx_counts_blank_grids(n, k, diagonal, want):
    """Without clues: the Latin squares of order n (12, 576), with parks (3x3, heights 1-2: 36,
    by brute force), with both diagonals (48 of order 4); zdd agrees on the small ones."""
    p = Skyscrapers.from_sides(*[["-"] * n] * 4, None, k, diagonal)
    assert xcckit.count(p, backend="dlx").count == want
    if n == 3:
        assert len(brute(p, CASE.candidates)) == want
        assert xcckit.count(p, backend="zdd").count == want


def test_the_rules_checker_knows_givens_parks_and_diagonals():
    p = Skyscrapers.from_sides(*[["-"] * 3] * 4, [["-", "-", "-"], ["-", "3", "-"], ["-", "-", "-"]])
    assert p.verify([r.split() for r in ["1 2 3", "2 3 1", "3 1 2"]]) is None
    assert p.verify([r.split() for r in ["2 3 1", "3 1 2", "1 2 3"]]) == "r2c2 is given the height 3, the answer has 1"
    d = Skyscrapers.from_sides(*[["-"] * 3] * 4, None, 2, diagonal=True)
    assert d.verify([r.split() for r in ["1 2 -", "- 1 2", "2 - 1"]]) == "the diagonal from r1c1 holds the height 1 3 times (r1c1, r2c2, r3c3)"
    assert d.verify([r.split() for r in ["1 - 2", "- 2 1", "2 1 -"]]) == "the diagonal from r1c3 holds the height 1 0 times"
    assert sight([0, 2, 1, 3]) == 2 and sight([]) == 0
    parks = Skyscrapers.from_sides(*[["-"] * 3] * 4, None, 2)  # (the sites' published answers write a park 0)
    assert parks.verify([r.split() for r in ["1 2 0", "0 1 2", "2 0 1"]]) is None
    assert parks.verify([r.split() for r in ["1 2 -", "- 1 2", "2 - 1"]]) is None


def test_clues_no_answer_can_see_are_refused():
    with pytest.raises(InputError, match="the clue left of row 1 cannot be seen with the cells given"):
        Skyscrapers.from_sides(["-"] * 3, ["-"] * 3, ["3", "-", "-"], ["-"] * 3, [["3", "-", "-"], ["-"] * 3, ["-"] * 3])
    with pytest.raises(InputError, match="is the square grid of its cells framed by the clues"):
        Skyscrapers([["-", "-"], ["-", "-"]])


def test_the_examples_url():
    """puzzlekit's example (its URL exactly) and pzprjs's older name of the genre."""
    p = Skyscrapers.from_text(EXAMPLE)
    url = p.to_url()
    assert url == "https://puzz.link/p?skyscrapers/5/5/g33i22211432g323g1"
    again = Skyscrapers.from_url(url)
    assert again.framed == p.framed and again.to_text() == p.to_text()
    assert Skyscrapers.from_url("https://puzz.link/p?building/3/3/3q").framed[0] == ["-", "3", "-", "-", "-"]


def test_a_url_cannot_say_parks():
    with pytest.raises(InputError, match="no puzz.link URL"):
        Skyscrapers.from_sides(*[["-"] * 3] * 4, None, 2).to_url()


@pytest.mark.parametrize("seed", range(3))
def test_made_answers_are_latin_squares_of_square_grids(seed):
    """The maker's answer holds every height in each row (K = N: no parks); it makes no grid that
    is not square."""
    rng = random.Random(seed)
    made = Skyscrapers.maker(5, 5, rng)
    assert all(sorted(row) == list("12345") for row in made.answer)
    assert Skyscrapers.maker(4, 5, rng) is None
