"""Suguru: the model against the rules (every answer of small puzzles found by brute force with
the rules checker, on every backend), the rules checker against broken answers, the notation,
puzz.link URLs and the command line."""

from __future__ import annotations

import itertools
import json
import random

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.puzzles.kinds import get_kind
from xcckit.puzzles.suguru import Suguru

from .genres import one_line_error

DEMO_ANSWER = ["1 2 3 4 1 2 1 2", "5 6 1 2 3 4 5 3", "1 2 3 4 1 2 1 4", "5 6 1 2 3 4 5 6",
               "1 2 3 4 1 2 1 2", "3 4 1 2 3 4 3 4", "5 6 3 4 1 5 1 5", "1 2 1 5 2 3 2 3"]
EXAMPLE = """6 6
4 - - - - -
- - - - - -
- - 4 - - 1
- - - 2 - -
5 - - 3 5 -
- - - - - -
1 1 2 3 3 3
1 2 2 2 3 4
1 5 2 6 3 4
5 5 6 6 6 4
5 7 7 6 8 4
5 8 8 8 8 4
"""  # (puzzlekit's example)
EXAMPLE_ANSWER = ["4 2 1 5 1 2", "3 5 3 2 4 5", "1 2 4 1 3 1", "4 3 5 2 4 2", "5 2 1 3 5 3", "1 3 4 2 1 4"]
BACKENDS = ("sat", "cpsat", "dlx", "zdd")


def brute(p: Suguru) -> list:
    """Every grid whose cells hold 1..(their room's size) (the rules checker says which are answers)."""
    size = {}
    for row in p.room:
        for r in row:
            size[r] = size.get(r, 0) + 1
    ranges = [[str(x) for x in range(1, size[p.room[i][j]] + 1)] for i in range(p.m) for j in range(p.n)]
    out = []
    for cells in itertools.product(*ranges):
        grid = [list(cells[i * p.n:(i + 1) * p.n]) for i in range(p.m)]
        if p.verify(grid) is None:
            out.append(grid)
    return sorted(out)


def answers(p, backend: str) -> list:
    result = xcckit.solve(p, backend=backend, limit=None)
    assert result.complete
    return sorted(p.grid(s) for s in result.solutions)


def random_rooms(rng: random.Random, m: int, n: int) -> list[list[int]]:
    """Rooms of up to 4 cells, grown at random (a room that is in two pieces never arises)."""
    room = [[-1] * n for _ in range(m)]
    k = 0
    for i in range(m):
        for j in range(n):
            if room[i][j] >= 0:
                continue
            grown, aim = [(i, j)], rng.randint(1, 4)
            room[i][j] = k
            while len(grown) < aim:
                free = [(a, b) for c, d in grown for a, b in ((c + 1, d), (c, d + 1), (c - 1, d), (c, d - 1))
                        if 0 <= a < m and 0 <= b < n and room[a][b] < 0]
                if not free:
                    break
                a, b = rng.choice(free)
                room[a][b] = k
                grown.append((a, b))
            k += 1
    return room


def random_puzzle(rng: random.Random) -> Suguru:
    m, n = rng.randint(2, 3), rng.randint(2, 4)
    rooms = random_rooms(rng, m, n)
    cells = [["-"] * n for _ in range(m)]
    for _ in range(rng.randint(0, 2)):
        i, j = rng.randrange(m), rng.randrange(n)
        cells[i][j] = str(rng.randint(1, sum(r.count(rooms[i][j]) for r in rooms)))
    return Suguru(cells, rooms)


def test_the_bundled_puzzle_has_one_answer_on_every_translation():
    p = get_kind("suguru").from_args(["demo-8x8"])
    for backend in ("sat", "cpsat"):
        r = xcckit.solve(p, backend=backend, unique=True)
        assert r.unique is True
        assert [" ".join(row) for row in r.answers[0].answer["grid"]] == DEMO_ANSWER
        assert p.verify(r.answers[0].answer) is None


def test_puzzlekits_example_gives_its_answer():
    p = Suguru.from_text(EXAMPLE)
    assert [[" ".join(r) for r in g] for g in answers(p, "dlx")] == [EXAMPLE_ANSWER]


@pytest.mark.parametrize("seed", range(8))
def test_small_puzzles_equal_the_rules_on_every_backend(seed):
    rng = random.Random(seed)
    p = random_puzzle(rng)
    expected = brute(p)
    for backend in BACKENDS:
        assert answers(p, backend) == expected, (backend, p.to_text())


def test_a_big_room_is_written_cell_by_cell():
    """A room of 7 cells (720 fillings with its 3) is an option a cell and number like any other: the same
    answers as the rules on every backend, and no option for a number given in the room or
    beside the cell."""
    p = Suguru([["-", "-", "-", "-"], ["-", "3", "-", "-"]], [[0, 0, 0, 0], [0, 0, 0, 1]])
    expected = brute(p)
    assert expected
    for backend in BACKENDS:
        assert answers(p, backend) == expected
    assert p.model.n_options == 6 * 6 + 1 + 1  # (6 numbers, not 3, for each of the room's other cells; r2c2, r2c4)


@pytest.mark.parametrize("rooms, want", [([[0, 0, 1, 1], [0, 0, 1, 1]], 96), ([[0, 0, 0, 1, 1, 1]], 24),
                                         ([[0, 0, 0], [1, 1, 1]], 0), ([[0], [1], [1]], 1), ([[0], [0], [1]], 1)])
def test_dlx_counts_blank_grids(rooms, want):
    """No numbers given: dlx's count (and zdd's) is the brute force's."""
    p = Suguru([["-"] * len(rooms[0]) for _ in rooms], rooms)
    assert xcckit.count(p, backend="dlx").count == want == len(brute(p))
    assert xcckit.count(p, backend="zdd").count == want


@pytest.mark.parametrize("cells, rooms, grid, rule", [
    (["- -"], ["1 1"], ["1 x"], "r1c2 is 'x': a cell holds a number from 1"),
    (["2 -"], ["1 1"], ["1 2"], "r1c1 is given 2, the answer has 1"),
    (["- -"], ["1 1"], ["1 3"], "r1c2 holds 3, more than the 2 cells of its room"),
    (["- - -"], ["1 1 1"], ["1 2 1"], "the room at r1c1 holds 1 twice (r1c1 and r1c3)"),
    (["- -", "- -"], ["1 1", "2 2"], ["1 2", "2 1"], "r1c1 and r2c2 touch and both hold 1"),
])
def test_the_rules_checker_names_each_broken_rule(cells, rooms, grid, rule):
    p = Suguru([r.split() for r in cells], [[int(t) for t in r.split()] for r in rooms])
    assert p.verify([row.split() for row in grid]) == rule


@pytest.mark.parametrize("text, message", [
    ("", "empty suguru puzzle"),
    ("2 2\n1 -\n- -\n", "the first line says 2×2: expected 2 rows of cells and 2 rows of rooms"),
    ("1 2\n1 a\n1 1\n", "2:3: 'a': a cell is a number from 1, ? (a number not given) or '-'"),
    ("1 2\n0 -\n1 1\n", "2:1: '0': a cell is a number from 1"),
    ("1 3\n- - -\n1 2 1\n", "3:5: room '1' is in two pieces"),
    ("1 2\n3 -\n1 1\n", "1:1: r1c1 holds 3, more than the 2 cells of its room"),
])
def test_bad_notation_is_one_line_naming_the_place(text, message):
    assert message in one_line_error(Suguru.from_text, text)


def test_urls_round_trip():
    p = Suguru.from_text(EXAMPLE)
    url = p.to_url()
    assert url == "https://puzz.link/p?suguru/6/6/cjv9nhal59ks4s4h1i2h5h35m"
    again = Suguru.from_url(url)
    assert again.cells == p.cells and again.to_text() == p.to_text()
    demo = get_kind("suguru").from_args(["demo-8x8"])
    assert Suguru.from_url(demo.to_url()).to_text() == demo.to_text()
    with pytest.raises(InputError, match="not a suguru URL"):
        Suguru.from_url("https://puzz.link/p?mashu/2/2/00")
    with pytest.raises(InputError, match="r1c2 is taken out of the grid"):
        Suguru.from_url("https://puzz.link/p?suguru/2/1/0h" + "8")


def test_the_command_line(run_cli, tmp_path):
    code, out, err = run_cli("solve", "suguru", "demo-8x8", "--unique")
    assert code == 0 and out == "\n".join(DEMO_ANSWER) + "\nthe solution is unique\n"
    code, out, err = run_cli("solve", "suguru", "demo-8x8", "--json")
    assert code == 0 and [" ".join(r) for r in json.loads(out)["solutions"][0]["answer"]["grid"]] == DEMO_ANSWER
    f = tmp_path / "p.txt"
    f.write_text(EXAMPLE)
    assert run_cli("count", "suguru", f)[:2] == (0, "1 solution\n")
    code, out, _ = run_cli("export", "suguru", f, "--format", "url")
    assert code == 0 and run_cli("count", "suguru", out.strip())[:2] == (0, "1 solution\n")
    dlx = tmp_path / "p.dlx"
    assert run_cli("export", "suguru", f, "--format", "dlx", "-o", dlx)[0] == 0
    assert run_cli("count", "dlx", dlx)[:2] == (0, "1 solution\n")
    picture = tmp_path / "p.svg"
    assert run_cli("solve", "suguru", f, "--svg", picture)[0] == 0 and picture.read_text().count("<text") == 36
    f.write_text("1 2\n1 x\n1 1\n")
    assert run_cli("solve", "suguru", f) == (2, "", f"xcc: {f}:2:3: 'x': a cell is a number from 1, ? (a number not given) or '-'\n")


@pytest.mark.parametrize("seed", range(3))
def test_made_answers_keep_the_rules(seed):
    rng = random.Random(seed)
    made = None
    while made is None:
        made = Suguru.maker(5, 6, rng)
    p = Suguru(made.cells, made.rooms)
    assert p.verify(made.answer) is None
    assert made.answer in [p.grid(s) for s in xcckit.solve(p, backend="sat", limit=None).solutions]
