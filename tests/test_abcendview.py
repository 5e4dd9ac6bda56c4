"""ABC End View's own questions (what every genre is asked: tests/cases/abcendview.py, bad
files and puzzlekit's example among them): a letter beyond the range, letters in either case and
as a number, blank grids counted against the brute force, clues on 4×4 grids against the brute
force, and the maker's draws."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.backends import backends_for
from xcckit.errors import InputError
from xcckit.puzzles.abcendview import AbcEndView, first_letter

from .cases.abcendview import CASE, PK_ANSWER, PK_EXAMPLE, rows_of_letters
from .genres import answers, brute

def test_a_letter_beyond_the_range_is_refused_by_the_constructor_too():
    with pytest.raises(InputError, match="the cell r2c2 'c' is beyond the letters a-b"):
        AbcEndView.from_sides(["-"] * 3, ["-"] * 3, ["-"] * 3, ["-"] * 3, [["-"] * 3, ["-", "c", "-"], ["-"] * 3], 2)
    with pytest.raises(InputError, match="the letters K=4 are from 1 to the grid's size 3"):
        AbcEndView.from_sides(["-"] * 3, ["-"] * 3, ["-"] * 3, ["-"] * 3, None, 4)


def test_letters_read_in_either_case_and_the_range_as_a_number():
    upper = AbcEndView.from_text(PK_EXAMPLE.upper().replace("5 5 D", "5 5 4"))
    assert upper.to_text() == PK_EXAMPLE
    assert upper.letters == 4
    p = AbcEndView.from_text(PK_EXAMPLE)
    assert p.verify([r.upper().split() for r in PK_ANSWER]) is None  # (the checker reads either case)


@pytest.mark.parametrize("n, k", [(2, 1), (2, 2), (3, 1), (3, 2), (3, 3), (4, 2)])
def test_blank_grids_count_as_the_brute_force(n, k):
    """Without clues: the grids with each letter once a row and a column (3×3 of 3 letters: the
    12 Latin squares)."""
    p = AbcEndView.from_sides(*[["-"] * n] * 4, None, k)
    want = len(brute(p, rows_of_letters))
    assert xcckit.count(p, backend="dlx").count == want
    if (n, k) == (3, 3):
        assert want == 12


@pytest.mark.parametrize("seed", range(6))
def test_clues_on_4x4_grids_agree_with_the_brute_force(seed):
    """A made 4×4 with two of its letters kept, each clue kept or not at random:
    dlx's answers are the brute force's (the made answer with c left out still has each
    letter once a row and column)."""
    rng = random.Random(seed)
    made = AbcEndView.maker(4, 4, rng)
    k = 2  # (three letters: 331,776 candidate grids, too many for the brute force here)
    answer = [[t if t != "-" and "abc".index(t) < k else "-" for t in row] for row in made.answer]
    n = 4
    column = lambda j: [answer[i][j] for i in range(n)]  # noqa: E731
    top = [first_letter(column(j)) if rng.random() < 0.4 else "-" for j in range(n)]
    bottom = [first_letter(column(j)[::-1]) if rng.random() < 0.4 else "-" for j in range(n)]
    left = [first_letter(answer[i]) if rng.random() < 0.4 else "-" for i in range(n)]
    right = [first_letter(answer[i][::-1]) if rng.random() < 0.4 else "-" for i in range(n)]
    p = AbcEndView.from_sides(top, bottom, left, right, None, k)
    found = answers(p, "dlx")
    assert found == brute(p, rows_of_letters)
    assert answer in found



def test_the_maker_draws_letters_once_a_line_and_every_clue():
    for seed in range(5):
        made = AbcEndView.maker(6, 6, random.Random(seed))
        assert made.extra == [4] and len(made.removable) == 24
        p = AbcEndView.made(made.cells, made)
        assert p.verify(made.answer) is None
    assert AbcEndView.maker(4, 5, random.Random(1)) is None


def test_the_demo_has_a_url_read_back():
    p = AbcEndView.from_text(open(xcckit.__path__[0] + "/data/abcendview/demo-5x5.txt").read())
    assert AbcEndView.from_url(p.to_url()).to_text() == p.to_text()
    assert CASE.url == p.to_url()


def test_the_diagonal_variant_equals_the_rules_on_every_backend():
    """--diagonal: each long diagonal holds each letter once too (janko.at's diagonal puzzles):
    blank grids (3x3, which has none, and 4x4, two letters), counted on every backend that takes
    the model, are the brute force of the rules checker, which passes fewer grids than the plain rules and names the
    diagonal."""
    for n in (3, 4):
        blank = [["-"] * n for _ in range(n)]
        plain = AbcEndView.from_sides(*[["-"] * n] * 4, blank, 2)
        diagonal = AbcEndView(plain.framed, None, [2], diagonal=True)
        want = brute(diagonal, rows_of_letters)
        every = brute(plain, rows_of_letters)
        assert (0 < len(want) < len(every)) if n == 4 else (want == [] and every)
        for backend in backends_for(diagonal.model):
            assert xcckit.count(diagonal, backend=backend).count == len(want), backend
        assert sorted(answers(diagonal, "dlx")) == want
        broken = next(g for g in every if g not in want)
        assert plain.verify({"grid": broken}) is None and "diagonal" in diagonal.verify({"grid": broken})
    assert AbcEndView.from_args(["demo-5x5", "--diagonal"]).diagonal
