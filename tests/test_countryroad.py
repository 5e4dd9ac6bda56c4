"""Country road: the model against the rules (every answer of small puzzles found by brute force
with the rules checker, on every backend), the rules checker against broken answers, the
notation and puzz.link URLs.
The command line: tests/test_genre_cli.py."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.puzzles.countryroad import CountryRoad
from xcckit.puzzles.kinds import get_kind

from .loopgrids import line_grids
from .genres import assert_cells_break, one_line_error

DEMO_ANSWER = ["se sw se sw se ew ew sw", "ns ne nw ns ns se ew nw", "ne ew sw ne nw ne ew sw",
               "se ew nw se sw se sw ns", "ne sw se nw ns ns ns ns", "- ne nw se nw ns ns ns",
               "se ew ew nw se nw ns ns", "ne ew ew ew nw - ne nw"]
EXAMPLE = """10 10
1 - 5 - - 3 - - 3 -
- - - - - - - - - -
4 - - - - - - 6 - -
- - - 10 - - - - - -
- - - - - - - 2 - -
- - - - - - - - 3 -
3 - - - - - - - - -
- - - 3 - - 6 - - -
2 - - - - - - - 4 -
- - - - - - - - - -
1 1 6 6 11 13 13 13 18 18
1 1 6 6 11 13 13 13 18 18
2 2 6 6 12 12 12 16 16 16
2 2 7 9 9 9 9 16 16 16
2 2 7 9 9 9 9 17 19 19
3 3 7 9 9 9 9 17 20 20
4 4 4 9 9 9 9 17 20 20
4 4 4 10 10 10 15 15 20 20
5 5 8 8 8 14 15 15 21 21
5 5 8 8 8 14 15 15 21 21
"""  # (puzzlekit's input example, and its answer:)
EXAMPLE_ANSWER = ["- - se sw se ew ew ew sw -", "- se nw ns ns - - - ne sw", "se nw - ns ne ew sw se ew nw",
                  "ne ew sw ns - - ns ne ew sw", "- - ns ns - - ns se ew nw", "se ew nw ns - - ns ne sw -",
                  "ns - - ne ew ew nw - ns -", "ne sw - se ew sw se sw ns -", "- ns se nw - ns ns ns ne sw",
                  "- ne nw - - ne nw ne ew nw"]
LINK = ("https://puzz.link/p?country/17/13/5hk2ubdeemlt591md29534ikibba5alii8k5ho8444071norg0l2hur13v7v270fe1scvik"
        "41ruvpuvhk8043g4g43i32g454h534445k3g3m")


def brute(p: CountryRoad) -> list[list[list[str]]]:
    return sorted(g for g in line_grids(p.m, p.n, lambda i, j: ("-",)) if p.verify(g) is None)


def answers(p, backend: str) -> list:
    result = xcckit.solve(p, backend=backend, limit=None)
    assert result.complete
    return sorted(p.grid(s) for s in result.solutions)


OFF = ["3 4", "- - - -", "- - - -", "- - - -", "1 1 2 @", "1 1 2 2", "@ 3 3 2"]
"""Rooms with cells in no room ('@': the loop does not visit them, and a cell left out beside
one breaks no rule)."""


def test_cells_in_no_room_are_off_the_loop(backend_name):
    p = CountryRoad.from_text("\n".join(OFF) + "\n")
    expected = sorted(g for g in line_grids(p.m, p.n, lambda i, j: ("-",)) if p.verify(g) is None)
    assert expected and all(g[i][j] == "-" for g in expected for i, j in p.outside_cells())
    assert xcckit.count(p, backend=backend_name).count == len(expected)
    assert p.to_text().splitlines()[4:] == OFF[4:]


def random_rooms(rng: random.Random, m: int, n: int) -> list[list[int]]:
    """Cells joined into rooms at random (each room hangs together)."""
    owner = {(i, j): i * n + j for i in range(m) for j in range(n)}
    for _ in range(rng.randint(m * n // 3, m * n)):
        i, j = rng.randrange(m), rng.randrange(n)
        a, b = (i, j), rng.choice([c for c in ((i + 1, j), (i, j + 1), (i - 1, j), (i, j - 1)) if c in owner])
        old, new = owner[b], owner[a]
        for c in owner:
            if owner[c] == old:
                owner[c] = new
    return [[owner[i, j] for j in range(n)] for i in range(m)]


def random_puzzle(rng: random.Random, m: int, n: int) -> CountryRoad:
    """A made puzzle with some numbers taken away, or rooms and numbers at random."""
    if rng.random() < 0.5:
        made = CountryRoad.maker(m, n, rng)
        cells, rooms = made.cells, made.rooms
        for i, j in made.removable:
            if rng.random() < 0.5:
                cells[i][j] = "-"
        return CountryRoad(cells, rooms)
    rooms = random_rooms(rng, m, n)
    cells = [["-"] * n for _ in range(m)]
    for r in set(x for row in rooms for x in row):
        room = [(i, j) for i in range(m) for j in range(n) if rooms[i][j] == r]
        if rng.random() < 0.5:
            i, j = rng.choice(room)
            cells[i][j] = str(rng.randint(1, len(room)))
    return CountryRoad(cells, rooms)


def test_the_bundled_puzzle_has_one_answer_on_every_translation():
    p = get_kind("countryroad").from_args(["demo-8x8"])
    for backend in ("sat", "cpsat"):
        r = xcckit.solve(p, backend=backend, unique=True)
        assert r.unique is True
        assert [" ".join(row) for row in r.answers[0].answer["grid"]] == DEMO_ANSWER
        assert p.verify(r.answers[0].answer) is None
    assert xcckit.count(p).count == 1
    assert xcckit.count(p, backend="zdd").count == 1


def test_puzzlekits_example_has_its_answer():
    p = CountryRoad.from_text(EXAMPLE)
    r = xcckit.solve(p, backend="sat", unique=True)
    assert r.unique is True and [" ".join(row) for row in r.answers[0].answer["grid"]] == EXAMPLE_ANSWER


@pytest.mark.parametrize("seed", range(14))
def test_small_puzzles_equal_the_rules_on_every_backend(seed):
    """Every answer the rules allow (brute force over the grids of consistent lines), and only
    those, on sat, cpsat and dlx; zdd counts them."""
    rng = random.Random(seed)
    m, n = rng.choice([(2, 2), (2, 3), (3, 3), (2, 4), (3, 4), (4, 4)])
    p = random_puzzle(rng, m, n)
    expected = brute(p)
    for backend in ("sat", "cpsat", "dlx"):
        assert answers(p, backend) == expected, backend
    assert xcckit.count(p, backend="zdd").count == len(expected)


@pytest.mark.parametrize("rooms, count", [(["1 1 1", "1 1 1"], 3), (["1 1 1", "2 2 2", "3 3 3"], 0),
                                          (["1 2 2", "1 2 2", "1 1 1"], 6), (["1 1 2 2"] * 3, 25)])
def test_room_grids_without_numbers_equal_the_rules_on_every_backend(rooms, count):
    """One room (the loop anywhere in it: 3 loops in 2×3), three rooms in rows (a loop through
    the middle one passes it twice: none), and others."""
    rows = [r.split() for r in rooms]
    p = CountryRoad([["-"] * len(rows[0]) for _ in rows], [[int(x) for x in r] for r in rows])
    expected = brute(p)
    assert len(expected) == count
    for backend in ("sat", "cpsat", "dlx"):
        assert answers(p, backend) == expected, backend
    assert xcckit.count(p, backend="zdd").count == count


@pytest.mark.parametrize("cells, rooms, grid, rule", [
    (["- -", "- -"], ["1 1", "2 2"], ["se sw", "ne o"],
     "r2c2 is 'o': a cell is the sides the loop leaves it by (ns, se, …) or -"),
    (["- -", "- -"], ["1 1", "2 2"], ["s -", "n -"], "the line leaves r1c1 by 1 side ('s'), not 2"),
    (["- -", "- -"], ["1 1", "2 2"], ["se sw", "nw nw"], "the line leaves r2c1 by its w side, off the grid"),
    (["- -", "- -"], ["1 1", "2 2"], ["se sw", "ne ns"],
     "the line leaves r2c1 by its e side, and r2c2 does not take it up"),
    (["- -", "- -"], ["1 1", "2 2"], ["se sw", "ne -"],
     "the line leaves r1c2 by its s side, and r2c2 does not take it up"),
    (["- - - -", "- - - -"], ["1 1 2 2", "1 1 2 2"], ["se sw se sw", "ne nw ne nw"],
     "the line makes 2 loops (through r1c1 and r1c3)"),
    (["- - -", "- - -"], ["1 1 2", "1 1 2"], ["se sw -", "ne nw -"], "the loop does not pass through the room at r1c3"),
    (["- - - -", "- - - -"], ["1 1 2 3", "1 1 2 3"], ["se ew ew sw", "ne ew ew nw"],
     "the loop passes through the room at r1c3 2 times"),
    (["1 -", "- -"], ["1 1", "2 2"], ["se sw", "ne nw"], "the room at r1c1 has 2 cells on the loop, its number says 1"),
    (["- - - -", "- - - -", "- - - -"], ["1 1 2 2", "1 1 2 2", "1 1 2 2"], ["se ew ew sw", "ne ew ew nw", "- - - -"],
     "r3c2 and r3c3 are side by side in two rooms, and the loop leaves both out"),
    (["- -", "- -"], ["1 1", "1 1"], ["- -", "- -"], "there is no loop"),
])
def test_the_rules_checker_names_each_broken_rule(cells, rooms, grid, rule):
    p = CountryRoad([row.split() for row in cells], [[int(x) for x in row.split()] for row in rooms])
    assert p.verify([row.split() for row in grid]) == rule
    assert p.verify({"grid": [row.split() for row in grid]}) == rule


@pytest.mark.parametrize("cell, token, rule", [
    ((0, 2), "ne", "the line leaves r1c3 by its n side, off the grid"),
    ((0, 9), "ew", "the line leaves r1c10 by its e side, off the grid"),
    ((0, 0), "se", "the line leaves r1c1 by its s side, and r2c1 does not take it up"),  # (r2c1 is off the loop)
    ((3, 2), "nw", "the line leaves r4c3 by its n side, and r3c3 does not take it up"),  # (r3c3 is off the loop)
    ((1, 3), "ne", "the line leaves r2c4 by its e side, and r2c5 does not take it up"),  # (r2c5 faces n and s)
])
def test_the_rules_checker_names_a_line_broken_in_puzzlekits_example(cell, token, rule):
    """One cell of a known answer changed: a line that runs off the grid, or into a cell that
    does not take it up, named as such (the answer unchanged keeps the rules)."""
    p = CountryRoad.from_text(EXAMPLE)
    grid = [row.split() for row in EXAMPLE_ANSWER]
    assert p.verify(grid) is None
    grid[cell[0]][cell[1]] = token
    assert p.verify(grid) == rule
    assert p.verify({"grid": grid}) == rule


@pytest.mark.parametrize("changes, rule", [
    # the loop turned round the blocks at r1c2 and r2c2: from r3c2 it runs up through r2c2 and
    # r2c3 into r3c3, and from r1c1 on along the top row through r1c2 and r1c3; still one loop, on
    # the same 6 cells of the 6's room at r1c1, but into that room twice
    ({(0, 1): "ew", (0, 2): "ew", (1, 1): "se", (1, 2): "sw", (2, 1): "nw", (2, 2): "ns"},
     "the loop passes through the room at r1c1 2 times"),
    # the loop turned round the block at r1c1: coming up from r3c1 it turns at r2c1 into r2c2,
    # leaving out r1c1 and r1c2; still one loop through each room once, but on 4 of the 6's cells
    ({(0, 0): "-", (0, 1): "-", (1, 0): "se", (1, 1): "ew"}, "the room at r1c1 has 4 cells on the loop, its number "
                                                              "says 6"),
])
def test_the_rules_checker_names_a_rule_broken_in_the_bundled_answer(changes, rule):
    """The rules whose tiny puzzles above have no answer, each broken alone in the bundled
    puzzle's answer (which keeps the rules unchanged), named as such."""
    assert_cells_break(get_kind("countryroad").from_args(["demo-8x8"]), DEMO_ANSWER, changes, rule)


def test_the_rules_checker_passes_the_answers_and_refuses_what_is_no_grid():
    p = CountryRoad.from_text(EXAMPLE)
    assert p.verify([row.split() for row in EXAMPLE_ANSWER]) is None
    with pytest.raises(ValueError, match="an answer to this countryroad is 10 rows of 10 cell strings"):
        p.verify([["x"]])


def test_urls_round_trip():
    p = CountryRoad.from_url(LINK)
    assert (p.m, p.n) == (13, 17) and p.to_url() == LINK
    assert xcckit.solve(p, backend="sat", unique=True).unique is True
    q = CountryRoad.from_text(EXAMPLE)
    again = CountryRoad.from_url(q.to_url())
    assert again.room == q.room and again.to_url() == q.to_url()
    assert again.cells == q.cells  # (each number in its room's first cell both ways)
    bent = CountryRoad([["-", "2"], ["-", "-"]], [[0, 1], [1, 1]])
    assert CountryRoad.from_url(bent.to_url()).cells == [["-", "-"], ["2", "-"]]  # (pzprjs's cell: leftmost, top)
    demo = get_kind("countryroad").from_args(["demo-8x8"])
    assert CountryRoad.from_url(demo.to_url()).cells == demo.cells
    plain = CountryRoad([["-", "-"], ["-", "-"]], [[0, 0], [1, 1]])
    assert CountryRoad.from_url(plain.to_url()).room == plain.room


@pytest.mark.parametrize("url, message", [
    ("https://puzz.link/p?mashu/2/2/00", "not a countryroad URL"),
    ("https://puzz.link/p?country/e/2/2/00", "the flag 'e' (rooms the loop may leave out) is a variant"),
    ("https://puzz.link/p?country/2/2/0", "ends before the borders of every cell"),
    ("https://puzz.link/p?country/2/2/0o3g", "the number 3 at r1c1 is larger than its room (2 cells)"),
    ("https://puzz.link/p?country/2/2/0o3", "ends after 1 of the grid's 2 cells"),
])
def test_bad_urls_are_one_line(url, message):
    with pytest.raises(InputError) as err:
        CountryRoad.from_url(url)
    assert message in str(err.value) and "\n" not in str(err.value)


@pytest.mark.parametrize("text, message", [
    ("", "empty countryroad puzzle"),
    ("2 2\n- -\n- -\n", "4:1: the first line says 2×2: expected 2 rows of cells and 2 rows of rooms, found 2 rows"),
    ("2 2\n- -\n- -\n1 1\n1 1 1\n", "5:5: this row has 3 cells, the first line says 2"),
    ("2 2\n- 0\n- -\n1 1\n1 1\n", "2:3: '0': a cell is a number from 1"),
    ("2 2\n- x\n- -\n1 1\n1 1\n", "2:3: 'x': a cell is a number from 1"),
    ("2 2\n5 -\n- -\n1 1\n1 1\n", "1:1: the number 5 at r1c1 is larger than its room (4 cells)"),
    ("2 2\n1 1\n- -\n1 1\n2 2\n", "1:1: the room of r1c2 holds two numbers (r1c1 and r1c2)"),
    ("2 2\n- -\n- -\n1 2\n2 1\n", "5:1: room '2' is in two pieces (also at row 1, column 2)"),
])
def test_bad_notation_is_one_line_naming_the_place(text, message):
    assert message in one_line_error(CountryRoad.from_text, text)


def test_a_room_in_two_pieces_is_refused_from_python_too():
    with pytest.raises(InputError, match="a room is in two pieces"):
        CountryRoad([["-", "-"], ["-", "-"]], [[1, 2], [2, 1]])


@pytest.mark.parametrize("seed", range(3))
def test_made_answers_keep_the_rules(seed):
    """The maker's answer is an answer of the puzzle it makes (by the rules and by the model),
    and stays one when its numbers are taken away."""
    rng = random.Random(seed)
    made = CountryRoad.maker(6, 7, rng)
    p = CountryRoad(made.cells, made.rooms)
    assert p.verify(made.answer) is None
    assert made.answer in [p.grid(s) for s in xcckit.solve(p, backend="sat", limit=None).solutions]
    assert sorted(made.removable) == sorted(p.clue)
    bare = CountryRoad([["-"] * 7 for _ in range(6)], made.rooms)
    assert bare.verify(made.answer) is None


def two_answers(seed: int, size: int = 6):
    """The first made puzzle from seed on that has a second answer: (made, the other answer)."""
    while True:
        made = CountryRoad.maker(size, size, random.Random(seed))
        p = CountryRoad(made.cells, made.rooms)
        grids = [p.grid(s) for s in xcckit.solve(p, backend="sat", limit=2).solutions]
        if len(grids) == 2:
            return made, grids[1] if grids[0] == made.answer else grids[0]
        seed += 100


@pytest.mark.parametrize("seed", range(3))
def test_a_repair_rules_the_other_answer_out(seed):
    """A made puzzle with a second answer, repaired: its answer keeps the rules, the other one
    breaks one (by the rules checker), and the model finds the repaired answer."""
    made, other = two_answers(seed)
    fixed = CountryRoad.repair(made, other)
    p = CountryRoad(fixed.cells, fixed.rooms)
    assert p.verify(fixed.answer) is None and p.verify(other) is not None
    assert fixed.answer in [p.grid(s) for s in xcckit.solve(p, backend="sat", limit=None).solutions]
