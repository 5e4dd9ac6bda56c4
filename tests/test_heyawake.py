"""Heyawake: the model against the rules (every answer of small puzzles found by brute force with
the rules checker, on every backend that takes the model), the rules checker against broken
answers, the notation, puzz.link URLs and the maker.
The command line: tests/test_genre_cli.py."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.puzzles.heyawake import Heyawake, most_apart, stretches
from xcckit.puzzles.kinds import get_kind

from .genres import answers, one_line_error

DEMO_ANSWER = ["- - - - - x - -", "- x - x - - - x", "x - x - - x - -", "- - - - x - x -", "- x - x - - - x",
               "- - x - - x - -", "x - - - x - x -", "- - - x - - - -"]
SMALL = ["3 4", "- - - -", "1 1 - -", "- - - -", "1 2 2 2", "3 4 4 4", "3 5 5 4"]  # (1 answer)


def shadings(m: int, n: int):
    """Every grid of x and - whose shaded cells are never side by side in a row or column (the
    brute force: the rules checker says which of them are answers)."""
    rows = [r for r in range(1 << n) if not r & (r << 1)]

    def grids(prefix):
        if len(prefix) == m:
            yield [["x" if r >> j & 1 else "-" for j in range(n)] for r in prefix]
            return
        for r in rows:
            if not prefix or not r & prefix[-1]:
                yield from grids(prefix + [r])

    yield from grids([])


def brute(puzzle: Heyawake) -> list[list[list[str]]]:
    return sorted(g for g in shadings(puzzle.m, puzzle.n) if puzzle.verify(g) is None)


def random_rooms(rng: random.Random, m: int, n: int) -> list[list[int]]:
    """Rooms grown from a few random seeds (any shape, each in one piece)."""
    room: dict[tuple[int, int], int] = {}
    cells = [(i, j) for i in range(m) for j in range(n)]
    for k, c in enumerate(rng.sample(cells, rng.randint(1, min(5, m * n)))):
        room[c] = k
    while len(room) < m * n:
        c = rng.choice(sorted(room))
        nb = rng.choice([(c[0] + 1, c[1]), (c[0] - 1, c[1]), (c[0], c[1] + 1), (c[0], c[1] - 1)])
        if nb in cells and nb not in room:
            room[nb] = room[c]
    return [[room[i, j] for j in range(n)] for i in range(m)]


def random_puzzle(rng: random.Random, m: int, n: int) -> Heyawake:
    room = random_rooms(rng, m, n)
    cells = [["-"] * n for _ in range(m)]
    for k in sorted({r for row in room for r in row}):
        if rng.random() < 0.6:
            members = [(i, j) for i in range(m) for j in range(n) if room[i][j] == k]
            i, j = rng.choice(members)
            cells[i][j] = str(rng.randint(0, most_apart(members)))
    return Heyawake(cells, room)


def test_the_bundled_puzzle_has_one_answer_on_every_translation():
    p = get_kind("heyawake").from_args(["demo-8x8"])
    for backend in ("sat", "cpsat"):
        r = xcckit.solve(p, backend=backend, unique=True)
        assert r.unique is True
        assert [" ".join(row) for row in r.answers[0].answer["grid"]] == DEMO_ANSWER
        assert p.verify(r.answers[0].answer) is None
    assert xcckit.count(p, backend="dlx").count == 1


@pytest.mark.parametrize("seed", range(21))
def test_small_puzzles_equal_the_rules_on_every_backend(seed):
    """Every answer the rules allow (brute force over the shadings), and only those, on sat,
    cpsat and dlx (which checks the unshaded cells' connection on partial solutions); zdd counts
    them by the frontier method."""
    rng = random.Random(seed)
    p = random_puzzle(rng, rng.randint(2, 4), rng.randint(2, 4))
    expected = brute(p)
    for backend in ("sat", "cpsat", "dlx"):
        assert answers(p, backend) == expected, backend
    assert xcckit.count(p, backend="zdd").count == len(expected)  # (the frontier method)


def test_a_small_puzzle_from_the_notation():
    p = Heyawake.from_text("\n".join(SMALL) + "\n")
    assert [" ".join(r) for r in answers(p, "sat")[0]] == ["- x - -", "- - x -", "x - - -"]
    assert len(brute(p)) == 1


def test_the_stretches_that_cross_two_borders():
    assert stretches([[0, 1, 2, 2, 3]]) == [[(0, 0), (0, 1), (0, 2)], [(0, 1), (0, 2), (0, 3), (0, 4)]]
    assert stretches([[0], [0], [1], [2]]) == [[(1, 0), (2, 0), (3, 0)]]
    assert most_apart([(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2)]) == 3
    assert most_apart([(0, j) for j in range(5)]) == 3


@pytest.mark.parametrize("cells, rooms, grid, rule", [
    (["- -", "- -"], ["a a", "a a"], ["x x", "- -"], "the shaded cells r1c1 and r1c2 are side by side"),
    (["- - -", "- - -"], ["a a a", "a a a"], ["- x -", "x - -"], "the unshaded cells fall into 2 parts (r1c1 and r1c3)"),
    (["2 - -", "- - -"], ["a a a", "a a a"], ["x - -", "- - -"], "the room at r1c1 holds 1 shaded cells, its number says 2"),
    (["- - -", "- - -"], ["a b c", "a b c"], ["- - -", "x - x"], "the unshaded cells from r1c1 to r1c3 cross two room borders"),
    (["- -", "- -", "- -"], ["a a", "b b", "c c"], ["x -", "- -", "x -"], "the unshaded cells from r1c2 to r3c2 cross two room borders"),
    (["- -"], ["a a"], ["- o"], "r1c2 is 'o': a cell is x (shaded) or - (unshaded)"),
])
def test_the_rules_checker_names_each_broken_rule(cells, rooms, grid, rule):
    p = Heyawake([row.split() for row in cells], [row.split() for row in rooms])
    assert p.verify([row.split() for row in grid]) == rule
    assert p.verify({"grid": [row.split() for row in grid]}) == rule


def test_the_rules_checker_passes_the_answers_and_refuses_what_is_no_grid():
    p = get_kind("heyawake").from_args(["demo-8x8"])
    assert p.verify([row.split() for row in DEMO_ANSWER]) is None
    with pytest.raises(ValueError, match="an answer to this heyawake is 8 rows of 8 cell strings"):
        p.verify([["x"]])


def test_urls_round_trip():
    p = get_kind("heyawake").from_args(["demo-8x8"])
    url = p.to_url()
    again = Heyawake.from_url(url)
    assert again.room == p.room and again.count == p.count and again.to_url() == url
    assert Heyawake.from_url(url.replace("heyawake", "heyawacky")).to_url() == url
    # a room's number sits in pzprjs's top cell of the room: its leftmost column, topmost there
    q = Heyawake.from_url("https://puzz.link/p?heyawake/3/2/8431")
    assert q.cells == [["3", "-", "1"], ["-", "-", "-"]] and q.room == [[0, 0, 1], [0, 0, 0]]
    assert q.to_url() == "https://puzz.link/p?heyawake/3/2/8431"


def test_a_room_number_anywhere_in_the_room_goes_to_the_url():
    p = Heyawake([["-", "-"], ["1", "-"]], [[0, 1], [0, 1]])
    assert Heyawake.from_url(p.to_url()).cells == [["1", "-"], ["-", "-"]]


@pytest.mark.parametrize("text, message", [
    ("", "empty heyawake puzzle"),
    ("2 2\n1 -\n- -\na a\n", "5:1: the first line says 2×2: expected 2 rows of cells and 2 rows of rooms, found 3 rows"),
    ("2 2\n1 -\n- -\na a\na a b\n", "5:5: this row has 3 cells, the first line says 2"),
    ("2 2\n1 x\n- -\na a\na a\n", "2:3: 'x': a cell is a number (its room's count of shaded cells), ? (a number not given) or '-'"),
    ("2 2\n1 -\n- -\na b\nb a\n", "5:1: room 'b' is in two pieces (also at row 1, column 2)"),
    ("2 2\n- -\n- -\n1 @\n1 1\n", "4:3: '@' (a cell in no room, as janko.at marks the cells off an irregular board) "
     "is no part of a heyawake puzzle"),
    ("2 2\n1 1\n- -\na a\na a\n", "1:1: the room at r1c1 holds two numbers (r1c1 and r1c2)"),
    ("2 3\n4 - -\n- - -\na a a\na a a\n", "1:1: the number 4 at r1c1 is more than its room's 6 cells can hold "
     "with no two shaded side by side (at most 3)"),
])
def test_bad_notation_is_one_line_naming_the_place(text, message):
    assert message in one_line_error(Heyawake.from_text, text)


@pytest.mark.parametrize("url, message", [
    ("https://puzz.link/p?nurikabe/2/2/1", "not a heyawake URL"),
    ("https://puzz.link/p?heyawake/2/2/", "ends before the borders"),
])
def test_bad_urls_are_refused_in_one_line(url, message):
    with pytest.raises(InputError, match=message) as err:
        Heyawake.from_url(url)
    assert "\n" not in str(err.value)


@pytest.mark.parametrize("seed", range(4))
def test_made_answers_keep_the_rules(seed):
    """The maker's answer is an answer of the puzzle it makes (by the rules and by the model),
    and every room has its number, each removable."""
    rng = random.Random(seed)
    made = Heyawake.maker(7, 9, rng)
    p = Heyawake(made.cells, made.rooms)
    assert p.verify(made.answer) is None
    assert sorted(p.clue) == sorted(made.removable) and len(p.count) == len(p.room_cells)
    assert made.answer in [p.grid(s) for s in xcckit.solve(p, backend="sat", limit=None).solutions]
