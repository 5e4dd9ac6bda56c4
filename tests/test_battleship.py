"""Battleship's own questions (what every genre is asked: tests/cases/battleship.py): its
notation's errors at their place, a fleet that does not fit refused in one line, ships of one size
counted once however they are numbered, puzzlekit's own example, the made puzzles' fleet."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

import xcckit
from xcckit.backends import get_backend
from xcckit.errors import InputError
from xcckit.puzzles.battleship import Battleship, standard_fleet

from .cases.battleship import ship_choices, small_made
from .conftest import accepted
from .genres import answers, brute, one_line_error


@pytest.mark.parametrize("text, message", [
    ("3 3 1\n- - -\n- - -\n- - -\n- - -\n- - q\n", "p.txt:6:5: 'q': a cell is - (unknown), x (water)"),
    ("3 3 1 a\n- - -\n- - -\n- - -\n- - -\n- - -\n", "p.txt:1:1: expected the first line 'R C F1 F2 ...'"),
    ("\n3 3 1\n- - -\n- 9 -\n- - -\n- - -\n- - -\n", "p.txt:4:3: 9 is more ship cells than a line of the rows"),
    ("3 3 1\n- - -\n- - -\n- - -\n- - -\n", "p.txt:6:1: the first line says 3×3: expected a line of 3 column numbers, a line of 3 row numbers and 3 rows of cells"),
])
def test_a_bad_notation_names_its_line_and_column(text, message):
    assert one_line_error(Battleship.from_text, text).startswith(message)


@pytest.mark.parametrize("header, rule", [
    ("4 4 0 0 0 0 1", "the fleet (1×5) has a ship of 5 cells: it does not fit in a 4×4 grid"),
    ("4 4 4 0 0 1", "the fleet (4×1, 1×4) does not fit apart in a 4×4 grid"),
])
def test_a_fleet_that_does_not_fit_is_refused_in_one_line(header, rule, tmp_path):
    text = header + "\n- - - -\n- - - -\n" + "- - - -\n" * 4
    assert one_line_error(Battleship.from_text, text).startswith(f"p.txt:1:1: {rule}")
    f = tmp_path / "p.txt"
    f.write_text(text)
    run = subprocess.run([sys.executable, "-m", "xcckit", "solve", "battleship", str(f)], capture_output=True,
                         text=True)
    assert run.returncode == 2 and run.stderr.count("\n") == 1 and rule in run.stderr


def test_trailing_zeros_of_the_fleet_are_read_and_written_back():
    text = "3 3 1 0 0\n- - -\n- - -\no - -\n- - -\n- - -\n"
    p = Battleship.from_text(text)
    assert p.fleet == [1] and p.to_text() == text
    assert xcckit.count(p).count == 1


@pytest.mark.parametrize("m, n, fleet", [(3, 3, [2, 1]), (2, 4, [2, 1]), (4, 3, [0, 2])])
def test_ships_of_one_size_count_once_however_numbered(m, n, fleet, backend_name):
    """A blank grid (no numbers, no parts): each placement of the fleet once, as the brute force
    of the rules checker finds them."""
    p = Battleship([["-"] * n for _ in range(m)], fleet)
    accepted(get_backend(backend_name), p.model)
    assert answers(p, backend_name) == brute(p, ship_choices)


def test_given_parts_keep_only_their_placements():
    # (a 1x3 row: the ship of two cells with its west end at r1c2)
    p = Battleship([["-", "w", "-"]], [0, 1])
    assert answers(p, "auto") == [[["-", "w", "e"]]]
    p = Battleship([["-", "m", "-"]], [0, 0, 1])
    assert answers(p, "auto") == [[["w", "m", "e"]]]
    assert answers(Battleship([["-", "x", "-"]], [0, 1]), "auto") == []


def test_puzzlekits_example_has_its_published_answer():
    solver = pytest.importorskip("puzzlekit.solvers.battleship")
    meta = solver.BattleshipSolver.metadata
    puzzle = "\n".join(line.strip() for line in meta["input_example"].strip().splitlines())
    answer = [line.split() for line in meta["output_example"].strip().splitlines()[1:]]
    p = Battleship.from_text(puzzle)
    r = xcckit.solve(p, unique=True)
    assert r.unique and r.answers[0].answer["grid"] == answer and p.verify(answer) is None


@pytest.mark.parametrize("seed", range(6))
def test_small_made_puzzles_keep_their_answers(seed):
    made, p = small_made(random.Random(seed))
    assert p.verify(made.answer) is None


@pytest.mark.parametrize("size, fleet", [((6, 6), [3, 2, 1]), ((8, 8), [4, 3, 2, 1]), ((10, 10), [4, 3, 2, 1]),
                                         ((12, 12), [5, 4, 3, 2, 1])])
def test_the_standard_fleet_scales_as_the_sites_publish_it(size, fleet):
    assert standard_fleet(*size) == fleet


def test_a_made_puzzle_keeps_every_number_and_the_standard_fleet():
    made = Battleship.maker(8, 8, random.Random(3))
    assert made is not None and made.extra[:5] == [4, 4, 3, 2, 1]
    assert all((i, j) in made.removable for i in range(8) for j in range(8) if made.cells[i][j] != "-")
    p = Battleship.made(made.cells, made)
    assert p.verify(made.answer) is None


def test_no_urls():
    with pytest.raises(InputError, match="not read"):
        Battleship.from_text("https://puzz.link/p?battleship/9/9/g5k4")


def test_the_settled_model_has_the_answers_of_the_unsettled_one():
    """What the rules settle before the placements are listed (every cell known, placements
    ruled out) never loses an answer: the settled and the unsettled models answer alike on
    small made puzzles, numbers and parts taken away, some wrong at times (none, one or many
    answers)."""
    rng = random.Random(5)
    for _ in range(60):
        _, p = small_made(rng)
        if rng.random() < 0.2:
            counts = [*p.cols, *p.rows]
            counts[rng.randrange(len(counts))] = rng.randrange(3)
            p = Battleship(p.cells, p.fleet, counts[:p.n], counts[p.n:])
        plain = Battleship(p.cells, p.fleet, p.cols, p.rows, settle=False)
        assert answers(p, "sat") == answers(plain, "sat")


def test_a_published_puzzle_is_settled_whole_before_the_search():
    from xcckit.puzzles.battleship import _Settled
    p = Battleship.from_text(_demo())
    settled = _Settled(p)
    assert settled.ok and (settled.ship | settled.water).bit_count() == 64
    assert p.model.n_options == 10  # (one placement per ship: nothing left to search)


def _demo() -> str:
    from importlib.resources import files
    return (files("xcckit") / "data" / "battleship" / "demo-8x8.txt").read_text()


@pytest.mark.parametrize("settle", [True, False])
def test_a_given_part_in_a_line_numbered_0_has_no_answer(settle):
    p = Battleship([["-", "-", "-"], ["-", "o", "-"], ["-", "-", "-"]], [1], [None, 0, None], [None, None, None],
                   settle=settle)
    assert answers(p, "sat") == [] and answers(p, "dlx") == []
