"""KenKen's own questions (what every genre is asked: tests/cases/kenken.py): a blank grid counts
the latin squares, a result without its operation, the notation's given digits and spellings,
the cages too large to list (an automaton) against the brute force, and the maker's operations."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.backends import get_backend
from xcckit.errors import InputError
from xcckit.making import make
from xcckit.puzzles import kenken
from xcckit.puzzles.kenken import KenKen

from .cases.kenken import SMALL, SQUARES, notation, random_puzzle
from .conftest import accepted
from .genres import brute


def test_there_are_576_latin_squares_of_order_4():
    assert len(SQUARES) == 576


def test_a_blank_grid_counts_the_latin_squares(backend_name):
    """Cages of one cell without results: the latin square alone (576 of order 4)."""
    p = KenKen([["-"] * 4 for _ in range(4)], [[4 * i + j for j in range(4)] for i in range(4)])
    accepted(get_backend(backend_name), p.model)
    assert xcckit.count(p, backend=backend_name).count == 576 == len(brute(p, lambda q: SQUARES))


def test_a_result_alone_may_be_made_by_any_operation():
    """The small puzzle with every operation taken away keeps its answer, with more fillings to
    choose from; '7' in a cage of two cells is 7+ or 7* (none of 1..4 give 7 apart or 7 times)."""
    bare = [" ".join(KenKen.emptied(t) for t in row.split()) for row in SMALL[1:5]]
    p, q = notation(SMALL[1:]), notation(bare + SMALL[5:])
    assert q.cells[0][0] == "7" and q.clue[0, 0] == (7, None)
    assert q.model.n_options > p.model.n_options
    assert xcckit.solve(q, unique=True).answers[0].answer == xcckit.solve(p, unique=True).answers[0].answer
    assert q.fillings([(0, 0), (0, 1)], (0, 0)) == [(3, 4), (4, 3)]
    r = notation(["6 - - -", "- - - -", "- - - -", "- - - -", "1 1 2 3", "4 5 6 7", "8 9 10 11", "12 13 14 15"])
    assert r.fillings([(0, 0), (0, 1)], (0, 0)) == [(2, 3), (2, 4), (3, 2), (4, 2)]  # (6* and 6+; not 3+3)


def test_the_notation_spells_products_and_empty_cells_both_ways():
    """'x' is '*', '.' is '-'; a further number without an operation in a cage is a given digit
    (puzzlekit's reading), the first such number the result where no operation is written."""
    a = notation(SMALL[1:])
    b = notation([row.replace("*", "x").replace("-", ".").replace("1.", "1-") for row in SMALL[1:5]] + SMALL[5:])
    assert b.cells[0][2] == "24x" and b.cells[0][1] == "." and b.model == a.model
    c = notation(["7+ 1 - -", *SMALL[2:]])
    assert c.given == {(0, 1): 1} and xcckit.count(c).count == 1
    d = notation(["7 1 - -", *SMALL[2:]])
    assert d.given == {(0, 1): 1} and d.clue[0, 0] == (7, None) and xcckit.count(d).count == 1
    assert xcckit.count(notation(["7+ 2 - -", *SMALL[2:]])).count == 0


def test_cages_as_automata_equal_the_rules(monkeypatch, backend_name):
    """With every cage of three cells or more an automaton (the sum and product so far), as a
    cage too large to list is, small random puzzles have the answers the rules allow."""
    monkeypatch.setattr(kenken, "LISTED", 0)
    chained = 0
    for seed in range(8):
        p = random_puzzle(random.Random(seed))
        chained += any(name.startswith("K") and "~" in name for name in p.model.names)
        accepted(get_backend(backend_name), p.model)
        assert xcckit.count(p, backend=backend_name).count == len(brute(p, lambda q: SQUARES))
    assert chained


def test_a_cage_too_large_to_list_is_an_automaton():
    """A cage of 7 cells making 30+ in a 7x7 (a latin square's rows: 1 to 7 in each) has far
    more fillings than LISTED: an automaton, not a list; the grid still solves."""
    rows = [[(i + j) % 7 + 1 for j in range(7)] for i in range(7)]
    rooms = [[7 * i + j for j in range(7)] for i in range(7)]
    for j in range(7):
        rooms[0][j] = 0
    cells = [[str(d) for d in row] for row in rows]
    cells[0] = ["28+"] + ["-"] * 6
    assert kenken._tuples(7, 7, 28, "+") > kenken.LISTED
    p = KenKen(cells, rooms)
    assert any("~" in name for name in p.model.names)
    assert xcckit.count(p).count == 1


def test_the_maker_keeps_every_operation():
    """A made cage of two or more cells shows its result and its operation, as the sites print
    them; the made puzzle is unique, with a rot2 symmetry too (its cages symmetric)."""
    assert KenKen.emptied("12+") == "12" and KenKen.emptied("3") == "3" and KenKen.emptied("-") == "-"
    made = KenKen.maker(5, 5, random.Random(1))
    assert not made.removable
    heads = [t for row in make("kenken", 5, seed=2).puzzle.cells for t in row if t != "-"]
    assert heads and all(t[-1] in "+-*/" or t.isdigit() for t in heads) and any(t[-1] in "+-*/" for t in heads)
    for symmetry in ("none", "rot2"):
        m = make("kenken", 5, seed=2, symmetry=symmetry)
        assert xcckit.count(m.puzzle).count == 1 and m.puzzle.verify(m.answer) is None
    rooms = make("kenken", 5, seed=2, symmetry="rot2").puzzle.room
    cells = [(i, j) for i in range(5) for j in range(5)]
    assert all((rooms[a][b] == rooms[c][d]) == (rooms[4 - a][4 - b] == rooms[4 - c][4 - d])
               for a, b in cells for c, d in cells)
    with pytest.raises(InputError, match="square grids of 3x3 to 12x12"):
        KenKen.maker(4, 5, random.Random(1))
