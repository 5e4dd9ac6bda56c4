"""LITS: the model against the rules (every answer of small puzzles found by brute force with the
rules checker, on every backend that takes the model), the rules checker against broken answers,
the notation, puzz.link URLs and the maker.
The command line: tests/test_genre_cli.py."""

from __future__ import annotations

import itertools
import random

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.puzzles.kinds import get_kind
from xcckit.puzzles.genre import OUTSIDE
from xcckit.puzzles.lits import PLACED, Lits, orientations, shape_of

from .genres import answers, assert_cells_break, one_line_error

DEMO_ANSWER = ["- I I I I T T T", "I - - - - - T -", "I - - - L L L -", "I - S S L - T -", "I S S - S - T T",
               "T - L - S S T -", "T T L - - S - -", "T - L L I I I I"]
SMALL = ["4 4", "1 1 1 2", "1 3 2 2", "1 3 3 2", "3 3 2 2"]  # (1 answer)


def brute(puzzle: Lits) -> list[list[list[str]]]:
    """Every grid with four shaded cells in each room, each named by its four cells' shape (the
    rules checker says which are answers)."""
    rooms = {}
    for i, row in enumerate(puzzle.room):
        for j, r in enumerate(row):
            if r != OUTSIDE:
                rooms.setdefault(r, []).append((i, j))
    found = []
    for choice in itertools.product(*(itertools.combinations(cells, 4) for cells in rooms.values())):
        grid = [["-"] * puzzle.n for _ in range(puzzle.m)]
        for cells in choice:
            for i, j in cells:
                grid[i][j] = shape_of(cells) if shape_of(cells) in "LITS" else "L"
        if puzzle.verify(grid) is None:
            found.append(grid)
    return sorted(found)


def random_puzzle(rng: random.Random, m: int, n: int) -> Lits:
    """Rooms grown from a few random seeds, the smallest first, each of at least four cells with
    a tetromino in it."""
    cells = [(i, j) for i in range(m) for j in range(n)]
    while True:
        room = {c: k for k, c in enumerate(rng.sample(cells, rng.randint(1, m * n // 4)))}
        while len(room) < m * n:
            free = [(sum(r == room[c] for r in room.values()), rng.random(), c, nb) for c in room
                    for nb in ((c[0] + 1, c[1]), (c[0] - 1, c[1]), (c[0], c[1] + 1), (c[0], c[1] - 1))
                    if nb in cells and nb not in room]
            _, _, c, nb = min(free)
            room[nb] = room[c]
        try:
            return Lits([["-"] * n for _ in range(m)], [[room[i, j] for j in range(n)] for i in range(m)])
        except InputError:
            continue


OFF = ["4 5", "1 @ 3 3 2", "1 3 3 @ 2", "1 @ 4 4 2", "1 4 4 4 2"]
"""Rooms with cells in no room ('@', as janko.at and puzzlekit's parser write them)."""


def test_cells_in_no_room_stay_unshaded(backend_name):
    p = Lits.from_text("\n".join(OFF) + "\n")
    expected = brute(p)
    assert expected and all(g[i][j] == "-" for g in expected for i, j in p.outside_cells())
    assert answers(p, backend_name) == expected if backend_name != "zdd" else \
        xcckit.count(p, backend=backend_name).count == len(expected)


def test_a_square_room_says_why_no_tetromino_fits():
    with pytest.raises(InputError, match=r"no tetromino fits in the room at r1c1 \(4 cells; the square, O, fits but "
                                         r"is no LITS tetromino\)"):
        Lits.from_text("2 4\n1 1 2 2\n1 1 2 2\n")


def test_the_shapes():
    assert {letter: len(found) for letter, found in PLACED.items()} == {"L": 8, "I": 2, "T": 4, "S": 4}
    for letter, found in PLACED.items():
        assert all(shape_of(cells) == letter for cells in found)
    assert len(orientations([(0, 0), (0, 1), (1, 0), (1, 1)])) == 1 and shape_of([(0, 0), (0, 1), (1, 0), (1, 1)]) == "?"


def test_the_bundled_puzzle_has_one_answer_on_every_translation():
    p = get_kind("lits").from_args(["demo-8x8"])
    for backend in ("sat", "cpsat"):
        r = xcckit.solve(p, backend=backend, unique=True)
        assert r.unique is True
        assert [" ".join(row) for row in r.answers[0].answer["grid"]] == DEMO_ANSWER
        assert p.verify(r.answers[0].answer) is None
    assert xcckit.count(p, backend="dlx").count == 1


@pytest.mark.parametrize("seed", range(14))
def test_small_puzzles_equal_the_rules_on_every_backend(seed):
    """Every answer the rules allow (brute force over four cells in each room), and only those,
    on sat, cpsat and dlx (which checks the shaded cells' connection on partial solutions); zdd
    counts them by the frontier method."""
    rng = random.Random(seed)
    p = random_puzzle(rng, rng.randint(2, 4), rng.randint(3, 4))
    expected = brute(p)
    for backend in ("sat", "cpsat", "dlx"):
        assert answers(p, backend) == expected, backend
    assert xcckit.count(p, backend="zdd").count == len(expected)  # (the frontier method)


def test_a_small_puzzle_from_the_notation():
    p = Lits.from_text("\n".join(SMALL) + "\n")
    assert [[" ".join(r) for r in g] for g in answers(p, "sat")] == [["L L L I", "L - - I", "- S S I", "S S - I"]]
    assert len(brute(p)) == 1


@pytest.mark.parametrize("rooms, grid, rule", [
    (["a a a a", "a a a a"], ["L L - -", "L L - -"], "the 2x2 block at r1c1 is all shaded"),
    (["a a a a"], ["I I I -"], "the room at r1c1 holds 3 shaded cells, not 4"),
    (["a a a a a"], ["I I - I I"], "the shaded cells of the room at r1c1 are not side by side"),
    (["a a a a"], ["L L L L"], "r1c1 says L, but its room's tetromino is I"),
    (["a a a a b b b b"], ["I I I I I I I I"], "two I tetrominoes touch across a room border at r1c4 and r1c5"),
    (["a b b b b b c"] * 4, ["I - T T T - I", "I - - T - - I", "I - - - - - I", "I - - - - - I"],
     "the shaded cells fall into 3 parts (r1c1 and r1c3)"),
    (["a a a a"], ["I I I O"], "r1c4 is 'O': a cell is L, I, T, S (shaded) or - (unshaded)"),
])
def test_the_rules_checker_names_each_broken_rule(rooms, grid, rule):
    p = Lits([["-"] * len(rooms[0].split()) for _ in rooms], [row.split() for row in rooms])
    assert p.verify([row.split() for row in grid]) == rule
    assert p.verify({"grid": [row.split() for row in grid]}) == rule


@pytest.mark.parametrize("rooms, answer, changes, rule", [
    # the bundled puzzle: the I of the room at r1c1 moved one cell left, beside the I of the room below
    (None, DEMO_ANSWER, {(0, 0): "I", (0, 4): "-"}, "two I tetrominoes touch across a room border at r1c1 and "
                                                     "r2c1"),
    # two rooms, an I and an L side by side; the L moved to the far end of its room, apart from the I
    (["a a a a b b b b", "a a a a b b b b"], ["- - - - L L L -", "I I I I L - - -"],
     {(0, 4): "-", (1, 4): "-", (0, 7): "L", (1, 7): "L"}, "the shaded cells fall into 2 parts (r1c6 and r2c1)"),
])
def test_the_rules_checker_names_a_rule_broken_in_an_answer(rooms, answer, changes, rule):
    """The rules whose tiny puzzles above have no answer, each broken alone in an answer (which
    keeps the rules unchanged) by a room's tetromino moved, named as such."""
    if rooms is None:
        p = get_kind("lits").from_args(["demo-8x8"])
    else:
        p = Lits([["-"] * len(rooms[0].split()) for _ in rooms], [row.split() for row in rooms])
    assert_cells_break(p, answer, changes, rule)


def test_the_rules_checker_passes_the_answers_and_refuses_what_is_no_grid():
    p = get_kind("lits").from_args(["demo-8x8"])
    assert p.verify([row.split() for row in DEMO_ANSWER]) is None
    with pytest.raises(ValueError, match="an answer to this lits is 8 rows of 8 cell strings"):
        p.verify([["x"]])


def test_both_notations_and_urls_round_trip():
    p = get_kind("lits").from_args(["demo-8x8"])
    assert Lits.from_text(p.to_text()).room == p.room
    cells = "\n".join(" ".join("-" * p.n) for _ in range(p.m))
    with_cells = p.to_text().replace("\n", "\n" + cells + "\n", 1)
    assert Lits.from_text(with_cells).room == p.room
    url = p.to_url()
    assert Lits.from_url(url).room == p.room and Lits.from_url(url).to_url() == url
    q = Lits.from_url("https://puzz.link/p?lits/4/2/00u")
    assert q.room == [[0, 0, 0, 0], [1, 1, 1, 1]] and q.to_url() == "https://puzz.link/p?lits/4/2/00u"


@pytest.mark.parametrize("text, message", [
    ("", "empty lits puzzle"),
    ("2\na a a a\nb b b b\n", "1:1: expected the first line 'R C'"),
    ("2 4\na a a a\n", "3:1: the first line says 2×4: expected 2 rows of rooms (or 2 rows of cells and 2 of rooms), "
     "found 1 rows"),
    ("2 4\na a a\nb b b b\n", "2:6: this row has 3 cells, the first line says 4"),
    ("2 4\n- x - -\n- - - -\na a a a\nb b b b\n", "2:3: 'x': a cell is '-' (a LITS puzzle gives only rooms)"),
    ("2 4\na b a a\nb b b b\n", "2:5: room 'a' is in two pieces (also at row 1, column 1)"),
    ("2 2\na a\na a\n", "1:1: no tetromino fits in the room at r1c1 (4 cells; the square, O, fits but is no LITS "
                          "tetromino)"),
    ("2 5\na a a a b\na a a a b\n", "1:1: no tetromino fits in the room at r1c5 (2 cells)"),
])
def test_bad_notation_is_one_line_naming_the_place(text, message):
    assert message in one_line_error(Lits.from_text, text)


@pytest.mark.parametrize("url, message", [
    ("https://puzz.link/p?heyawake/4/2/00u", "not a lits URL"),
    ("https://puzz.link/p?lits/4/2/0", "ends before the borders"),
    ("https://puzz.link/p?lits/2/2/00", "no tetromino fits"),
])
def test_bad_urls_are_refused_in_one_line(url, message):
    with pytest.raises(InputError, match=message) as err:
        Lits.from_url(url)
    assert "\n" not in str(err.value)


@pytest.mark.parametrize("seed", range(4))
def test_made_answers_keep_the_rules(seed):
    """The maker's answer is an answer of the puzzle it makes (by the rules and by the model)."""
    rng = random.Random(seed)
    made = Lits.maker(5, 6, rng)
    p = Lits(made.cells, made.rooms)
    assert p.verify(made.answer) is None and made.removable == []
    assert 4 * len(p.room_cells) == sum(t != "-" for row in made.answer for t in row)
    assert made.answer in [p.grid(s) for s in xcckit.solve(p, backend="sat", limit=None).solutions]
