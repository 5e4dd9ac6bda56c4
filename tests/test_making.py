"""xcckit.making: a unique puzzle of each genre that has a maker, made from a random answer, its
clues taken away while it stays unique; the answer keeps the genre's rules."""

from __future__ import annotations

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.making import make, makers
from xcckit.puzzles.kinds import get_kind

SIZES = {"binairo": (6, 6), "skyscrapers": (4, 4), "lits": (4, 5), "killersudoku": (4, 4), "sudoku": (4, 4),
         "tennergrid": (4, 10), "dominos": (4, 5), "samuraisudoku": (8, 8),
         "gappy": (8, 8)}
"""Sizes other than 5x5 (binairo's lines are of even length, a sudoku and a killer sudoku 4x4, 9x9 or
16x16 here, a tenner grid's rows 10 cells, a dominos grid (n+1)(n+2) cells, a samurai sudoku of
4x4 sudokus 8x8, a gappy at least 8x8; the others take longer to make)."""
MAKERS = makers()


def test_the_kinds_have_makers():
    assert len(MAKERS) >= 18 and {"nurikabe", "hashi", "tents", "shikaku", "slitherlink", "masyu", "sudoku"} <= set(MAKERS)


@pytest.mark.parametrize("kind", MAKERS)
def test_a_made_puzzle_is_unique_and_its_answer_keeps_the_rules(kind):
    m, n = SIZES.get(kind, (5, 5))
    made = make(kind, m, n, seed=1)
    again = make(kind, m, n, seed=1)
    assert made.puzzle.to_text() == again.puzzle.to_text()  # (repeatable by its seed)
    result = xcckit.solve(made.puzzle, unique=True)
    assert result.unique
    assert made.puzzle.verify(result.answers[0].answer) is None


SYMMETRIC = ["akari", "binairo", "fillomino", "hashi", "hidoku", "kurotto", "nurikabe", "shikaku", "str8t", "suguru",
             "tents", "yajilin", "yinyang"]
"""Genres whose clues any cell may hold (their answers say which), whose draws give every cell
one, or whose maker draws what it keeps symmetric (akari's walls, shikaku's rectangles,
yajilin's loop and shading, nurikabe's numbered islands, hashi's bridges, tents' trees; tatamibari
and galaxies in their own files: a tatamibari of an even side has no rot4, galaxies' dots lie
between cells; so are the genres whose symmetric draws refuse some sizes or whose clues are
rooms: test_symmetric_loops.py, test_symmetric_regions.py, test_symmetric_sums.py)."""


@pytest.mark.parametrize("symmetry", ["rot2", "mirror", "rot4"])
@pytest.mark.parametrize("kind", SYMMETRIC)
def test_a_symmetric_puzzle_has_its_clues_in_whole_orbits(kind, symmetry):
    m, n = SIZES.get(kind, (6, 6)) if kind == "binairo" else (6, 6)
    made = make(kind, m, n, seed=2, symmetry=symmetry)
    cls = get_kind(kind)
    clued = {(i, j) for i, row in enumerate(made.puzzle.cells) for j, t in enumerate(row) if t != "-"}
    numbered = {(i, j) for i, row in enumerate(made.puzzle.cells) for j, t in enumerate(row) if t.isdigit()}
    turn = {"rot2": lambda i, j: (m - 1 - i, n - 1 - j), "mirror": lambda i, j: (i, n - 1 - j),
            "rot4": lambda i, j: (j, n - 1 - i)}[symmetry]
    assert clued and {turn(i, j) for i, j in clued} == clued and {turn(i, j) for i, j in numbered} == numbered
    assert xcckit.count(made.puzzle, limit=2).count == 1
    assert made.puzzle.verify(made.answer) is None and cls.made is not None


@pytest.mark.parametrize("kind", ["fillomino", "kurotto"])
def test_a_share_of_clues_stops_the_taking_away(kind):
    made = make(kind, 6, 6, seed=3, clues=0.6)
    given = sum(t != "-" for row in made.puzzle.cells for t in row)
    assert given <= 0.6 * 36 and not made.minimal and made.notes == [f"stopped at {given} clues (clues=0.6)"]
    assert xcckit.count(made.puzzle, limit=2).count == 1


def test_a_maker_whose_clues_are_its_drawing_says_why_no_symmetric_puzzle_came(run_cli, monkeypatch):
    """A maker that keeps every clue and draws no symmetry (numberlink's, its symmetry taken
    away) makes a symmetric puzzle only from a draw that happens to be symmetric."""
    from xcckit.puzzles.numberlink import Numberlink
    drawn = Numberlink.maker
    monkeypatch.setattr(Numberlink, "maker", classmethod(lambda cls, m, n, rng: drawn(m, n, rng)))
    code, out, err = run_cli("generate", "numberlink", "6", "--symmetry", "rot2", "--seed", "1")
    assert code == 3 and out == ""
    assert err.startswith("xcc: no unique 6×6 numberlink in 200 draws (")
    assert "had clues that the numberlink maker keeps where rot2 symmetry wants none" in err


def test_a_kind_without_a_maker_is_refused():
    with pytest.raises(InputError, match="the queens kind has no maker"):
        make("queens", 4, 4)


def test_a_deadline_that_passes_between_two_looks_is_no_answer_not_an_error():
    """The maker looks at the clock, then asks whether a puzzle is unique: the time may end between
    the two (a bench run once stopped on "time_limit: must be a positive number of seconds, not
    0.0" from the second look)."""
    import time

    from xcckit.backends.base import Deadline
    from xcckit.making import _second
    puzzle = get_kind("akari").made(*_drawn_akari())
    gone = Deadline(1e-6)
    time.sleep(0.01)
    assert _second(puzzle, gone) == (None, None)
    assert _second(puzzle, Deadline(None))[0] in (True, False)


def _drawn_akari():
    import random
    drawn = None
    rng = random.Random(1)
    while drawn is None:
        drawn = get_kind("akari").maker(6, 6, rng)
    return drawn.cells, drawn
