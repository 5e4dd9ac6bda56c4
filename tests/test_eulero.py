"""Eulero's own questions (what every genre is asked: tests/cases/eulero.py): the Graeco-Latin
squares of orders 3 and 4 counted against the brute force and the known figures, none of order 2,
and the maker's squares and sizes (none of order 2 or 6)."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.backends import get_backend
from xcckit.errors import InputError
from xcckit.puzzles.eulero import Eulero, _field_square, graeco_latin

from .cases.eulero import LATIN3, PAIRS3, latin
from .conftest import accepted
from .genres import brute


def blank(n: int) -> Eulero:
    return Eulero([["00"] * n for _ in range(n)])


def orthogonal_pairs(squares) -> int:
    """The ordered pairs of orthogonal latin squares among ``squares`` (the brute force)."""
    n = len(squares[0])
    return sum(1 for a in squares for b in squares
               if len({(a[i][j], b[i][j]) for i in range(n) for j in range(n)}) == n * n)


def test_there_are_72_graeco_latin_squares_of_order_3(backend_name):
    """12 latin squares of order 3; 72 ordered orthogonal pairs of them (OEIS A072377), by the
    brute force of the pairs and by the rules checker over the 144 pairs; the model counts as
    many on every kind of search."""
    assert len(LATIN3) == 12 and len(PAIRS3) == 144
    assert orthogonal_pairs(LATIN3) == 72
    p = blank(3)
    assert len(brute(p, lambda q: PAIRS3)) == 72
    accepted(get_backend(backend_name), p.model)
    assert xcckit.count(p, backend=backend_name).count == 72


def test_there_are_6912_graeco_latin_squares_of_order_4():
    """576 latin squares of order 4, 6912 ordered orthogonal pairs (OEIS A072377)."""
    squares = latin(4)
    assert len(squares) == 576
    assert xcckit.count(blank(4), backend="dlx").count == 6912
    # the brute force over the squares with a first row 1234 (the count is 4! times theirs)
    firsts = [s for s in squares if s[0] == (1, 2, 3, 4)]
    assert len(firsts) * 24 == 576
    assert sum(1 for a in firsts for b in squares
               if len({(a[i][j], b[i][j]) for i in range(4) for j in range(4)}) == 16) * 24 == 6912


def test_there_is_none_of_order_2_and_one_of_order_1():
    assert xcckit.count(blank(2), backend="dlx").count == 0
    assert xcckit.count(blank(1), backend="dlx").count == 1


def test_givens_that_clash_have_no_answer():
    for row in (["10", "10", "00"], ["11", "00", "11"], ["01", "00", "01"]):
        p = Eulero([row, ["00"] * 3, ["00"] * 3])
        assert xcckit.count(p, backend="dlx").count == 0
        assert xcckit.count(p, backend="sat").count == 0
    twice = Eulero([["11", "00", "00"], ["00", "11", "00"], ["00"] * 3])  # (the pair A1 twice)
    assert xcckit.count(twice, backend="dlx").count == 0


@pytest.mark.parametrize("n", [1, 3, 4, 5, 7, 8, 9])
def test_the_makers_squares_are_graeco_latin(n):
    rng = random.Random(n)
    for _ in range(3):
        square = graeco_latin(n, rng)
        assert square is not None and blank(n).verify(square) is None
    if n >= 3:
        assert blank(n).verify(_field_square(n, rng)) is None


@pytest.mark.parametrize("n", [2, 6])
def test_sizes_2_and_6_are_refused(run_cli, n):
    with pytest.raises(InputError, match=f"there is no Graeco-Latin square of order 2 or 6: no {n}x{n} eulero"):
        Eulero.maker(n, n, random.Random(1))
    code, out, err = run_cli("generate", "eulero", str(n), "--seed", "1")
    assert (code, out) == (2, "") and err.count("\n") == 1 and "no Graeco-Latin square of order 2 or 6" in err


def test_the_maker_makes_a_square_grid_of_at_most_9_rows():
    with pytest.raises(InputError, match="square, not 4x5"):
        Eulero.maker(4, 5, random.Random(1))
    with pytest.raises(InputError, match="1x1 to 9x9"):
        Eulero.maker(10, 10, random.Random(1))


def test_each_made_cell_gives_its_letter_or_its_digit():
    made = Eulero.maker(5, 5, random.Random(1))
    for row, answer in zip(made.cells, made.answer):
        for tok, full in zip(row, answer):
            assert tok in (full[0] + "0", "0" + full[1])
    assert len(made.removable) == 25


def test_a_repair_gives_a_cell_its_letter_and_its_digit():
    made = Eulero.maker(3, 3, random.Random(1))
    made.cells = [["00"] * 3 for _ in range(3)]
    others = [g for g in (Eulero(made.cells).grid(s) for s in xcckit.solve(Eulero(made.cells), backend="dlx",
                                                                         limit=None).solutions)
              if g != made.answer]
    assert len(others) == 71
    fixed = Eulero.repair(made, others[0])
    changed = [(i, j) for i in range(3) for j in range(3) if fixed.cells[i][j] != "00"]
    assert len(changed) == 1 and fixed.cells[changed[0][0]][changed[0][1]] == made.answer[changed[0][0]][changed[0][1]]
    q = Eulero(fixed.cells)
    assert q.verify(made.answer) is None and q.verify(others[0]) is not None


def test_generate_makes_a_unique_puzzle(run_cli):
    code, out, err = run_cli("generate", "eulero", "4", "--seed", "1")
    assert code == 0 and "unique" in err
    p = Eulero.from_text(out)
    assert xcckit.count(p, backend="sat").count == 1


def test_a_symmetric_puzzle_keeps_its_clues_in_orbits(run_cli):
    code, out, err = run_cli("generate", "eulero", "5", "--seed", "1", "--symmetry", "rot2")
    assert code == 0 and "unique" in err
    p = Eulero.from_text(out)
    for i in range(5):
        for j in range(5):
            assert (p.cells[i][j] == "00") == (p.cells[4 - i][4 - j] == "00")
    assert xcckit.count(p, backend="sat").count == 1
