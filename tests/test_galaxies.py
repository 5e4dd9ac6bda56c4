"""Galaxies: the model against the rules (every answer of small puzzles found by brute force with
the rules checker, on every backend that takes the model), the rules checker against broken
answers, the notation and puzz.link URLs.
The command line and the DLX export: tests/test_genre_cli.py."""

from __future__ import annotations

import random
import re

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.puzzles.division import numbered
from xcckit.puzzles.galaxies import Galaxies, touched
from xcckit.puzzles.kinds import get_kind

from .tilings import connected_partitions, number_regions
from .genres import answers, one_line_error

DEMO_ANSWER = ["1 2 2 2 2 2 13 18", "1 3 5 5 5 5 14 19", "1 4 6 6 6 9 14 19", "1 4 6 9 9 9 9 19",
               "1 4 6 6 9 9 9 9", "1 4 7 6 6 9 15 20", "1 4 8 10 6 11 16 20", "1 4 6 6 6 12 17 20"]
SMALL = ["3 3", "- - - - -", "- - - - -", "- o - - o", "- - - - -", "- - - - -"]  # (of the project's making)
PARTITIONS: dict = {}


def brute(puzzle: Galaxies) -> list[list[list[str]]]:
    """Every division into connected regions that the rules checker passes."""
    size = (puzzle.m, puzzle.n)
    if size not in PARTITIONS:
        PARTITIONS[size] = [number_regions(t) for t in connected_partitions(*size)]
    return sorted(g for g in PARTITIONS[size] if puzzle.verify(g) is None)


def random_puzzle(rng: random.Random, m: int, n: int) -> Galaxies:
    """Dots of random galaxies (one moved now and then, so that some puzzles have no answer or
    several)."""
    points = Galaxies.maker(m, n, rng).cells
    if rng.random() < 0.5:
        dots = [(a, b) for a, row in enumerate(points) for b, t in enumerate(row) if t != "-"]
        a, b = rng.choice(dots)
        points[a][b] = "-"
        points[rng.randrange(2 * m - 1)][rng.randrange(2 * n - 1)] = "o"
    try:
        return Galaxies(points)
    except InputError:  # (two dots touching one cell)
        return random_puzzle(rng, m, n)


def test_the_bundled_puzzle_has_one_answer_on_every_backend():
    p = get_kind("galaxies").from_args(["demo-8x8"])
    for backend in ("sat", "cpsat", "dlx"):
        r = xcckit.solve(p, backend=backend, unique=True)
        assert r.unique is True
        assert [" ".join(row) for row in r.answers[0].answer["grid"]] == DEMO_ANSWER
        assert p.verify(r.answers[0].answer) is None
    assert xcckit.count(p, backend="zdd").count == 1  # (the frontier method, connectivity in its states)


@pytest.mark.parametrize("seed", range(10))
def test_small_puzzles_equal_the_rules_on_every_backend(seed):
    """Every answer the rules allow (brute force over all divisions into connected regions), and
    only those, on sat, cpsat and dlx (which checks connectedness on partial solutions); zdd
    counts them (a connected constraint per dot in its frontier's states)."""
    rng = random.Random(seed)
    m, n = rng.choice([(2, 2), (2, 3), (3, 2), (3, 3), (2, 4)])
    p = random_puzzle(rng, m, n)
    expected = brute(p)
    for backend in ("sat", "cpsat", "dlx"):
        assert answers(p, backend) == expected, backend
    assert xcckit.count(p, backend="zdd").count == len(expected)


def test_a_small_puzzle_from_the_notation():
    """A dot between r2c1 and r2c2, another in r2c3: the first two columns and the third."""
    p = Galaxies.from_text("\n".join(SMALL) + "\n")
    assert answers(p, "sat") == brute(p) == [[["1", "1", "2"], ["1", "1", "2"], ["1", "1", "2"]]]


def test_the_notation_a_cell_at_a_time():
    """The sites' notation (the one written): a cell's digit says where its dot is (0 centre, 1
    right side, 2 bottom side, 3 bottom-right corner); it reads as the points' notation does."""
    p = Galaxies.from_text("3 3\n- - -\n1 - 0\n- - -\n")
    assert p.cells == Galaxies.from_text("\n".join(SMALL) + "\n").cells
    assert p.to_text() == "3 3\n- - -\n1 - 0\n- - -\n"
    corner = Galaxies.from_text("2 2\n3 -\n- -\n")
    assert corner.dots() == [(1, 1)] and xcckit.count(corner, backend="sat").count == 1
    with pytest.raises(InputError, match=r"^p.txt:2:3: '5': a cell is '-', its dot"):
        Galaxies.from_text("2 2\n3 5\n- -\n", source="p.txt")
    with pytest.raises(InputError, match=r"^p.txt:3:3: '1': the dot of r2c2 would lie on the board's edge"):
        Galaxies.from_text("2 2\n- -\n- 1\n", source="p.txt")


def test_dlx_counts_a_near_blank_board():
    """One dot at the centre of the board: the whole board is its one galaxy; dots in two opposite
    corners of a 2×2 board: the other two cells have no mirror image on the board (the brute
    force's count either way)."""
    p = Galaxies([["-", "-", "-", "-", "-"], ["-", "-", "o", "-", "-"], ["-", "-", "-", "-", "-"]])
    assert xcckit.count(p, backend="dlx").count == len(brute(p)) == 1
    q = Galaxies([["o", "-", "-"], ["-", "-", "-"], ["-", "-", "o"]])
    assert xcckit.count(q, backend="dlx").count == len(brute(q)) == 0


@pytest.mark.parametrize("points, grid, rule", [
    (["o - -"], ["1 x"], "r1c2 is 'x': a cell holds the number of its region (from 1)"),
    (["o - o"], ["1 2"], None),
    (["o - -", "- - -", "- - o"], ["1 2", "2 1"], "region 1 is in 2 pieces (r1c1 and r2c2)"),
    (["- - -", "o - -", "- - -"], ["1 2", "1 2"], "region 2 at r1c2 holds no dot"),
    (["o - o"], ["1 1"], "region 1 at r1c1 holds 2 dots"),
    (["- o -"], ["1 2"], "the dot between r1c1 and r1c2 lies on a border between regions"),
    (["- - - - - - -", "o - - o - - -", "- - - - - - -"], ["1 2 2 3", "1 2 2 2"],
     "region 2 at r1c2 is not symmetric about its dot at the corner of r1c2 and r2c3: r2c4 is in it, its "
     "mirror image r1c1 is not"),
    (["o - -", "- - -", "- - -"], ["1 1", "1 1"],
     "region 1 at r1c1 is not symmetric about its dot in r1c1: r1c2 is in it, its mirror image is off the board"),
])
def test_the_rules_checker_names_each_broken_rule(points, grid, rule):
    p = Galaxies([row.split() for row in points])
    assert p.verify([row.split() for row in grid]) == rule
    if rule:
        assert p.verify({"grid": [row.split() for row in grid]}) == rule


def test_the_rules_checker_takes_any_numbering_and_refuses_what_is_no_grid():
    p = get_kind("galaxies").from_args(["demo-8x8"])
    grid = [row.split() for row in DEMO_ANSWER]
    assert p.verify(grid) is None
    assert p.verify([[str(100 - int(t)) for t in row] for row in grid]) is None
    assert p.verify(["1 1 1 1 1 1 1 1".split()] * 8) == "region 1 at r1c1 holds 20 dots"
    with pytest.raises(ValueError, match="an answer to this galaxies is 8 rows of 8 cell strings"):
        p.verify([["1"]])


def test_urls_round_trip():
    p = get_kind("galaxies").from_args(["demo-8x8"])
    url = p.to_url()
    assert url == "https://puzz.link/p?tentaisho/8/8/la2ep8ereoeziehet6ekeet2622ex2e"
    again = Galaxies.from_url(url)
    assert again.cells == p.cells and again.to_text() == p.to_text()
    sample = "https://puzz.link/p?tentaisho/5/5/6fl94fi65en8dbf"  # (pzprjs's test puzzle's dots)
    q = Galaxies.from_url(sample)
    assert q.cells[0] == ["o", "-", "-", "-", "*", "-", "-", "-", "-"] and q.to_url() == sample


@pytest.mark.parametrize("text, message", [
    ("", "empty galaxies puzzle"),
    ("2 x\n", "1:1: expected the first line 'R C' (the board's rows and columns of cells, from 1), not '2 x'"),
    ("2 2\no - -\n", "3:1: the first line says 2×2: expected 3 rows of points, found 1 rows"),
    ("2 2\no - - -\n- - -\n- - -\n", "2:7: this row has 4 points, the first line says 2 columns: 3 points"),
    ("2 2\no - a\n- - -\n- - -\n", "2:5: 'a': a mark is o (a dot), * (a black dot), # (a cell off the board) or '-'"),
    ("2 2\n- # -\n- o -\n- - -\n", "1:1: '#' at point (1, 2): a cell off the board is marked at its centre"),
    ("2 2\n1 #\n- -\n", "1:1: the dot between r1c1 and r1c2 touches r1c2, which is no part of the board"),
    ("2 2\n3 -\n- #\n", "1:1: the dot at the corner of r1c1 and r2c2 touches r2c2, which is no part of the board"),
    ("2 2\n- - -\n- - -\n- - -\n", "1:1: a galaxies puzzle has at least one dot"),
    ("2 2\no o -\n- - -\n- - -\n", "1:1: the dots in r1c1 and between r1c1 and r1c2 both touch r1c1"),
])
def test_bad_notation_is_one_line_naming_the_place(text, message):
    assert message in one_line_error(Galaxies.from_text, text)


@pytest.mark.parametrize("url, message", [
    ("https://puzz.link/p?shikaku/2/2/1g2g", "not a galaxies URL"),
    ("https://puzz.link/p?tentaisho/2/2/8jg", "the cell r1c1 is off the board and holds a dot"),
    ("https://puzz.link/p?tentaisho/2/2/0", "the URL is cut short"),
    ("https://puzz.link/p?tentaisho/2/2/0+", "unexpected character '+'"),
])
def test_a_url_of_another_genre_or_broken_is_refused(url, message):
    with pytest.raises(InputError, match=re.escape(message)):
        Galaxies.from_url(url)


def brute_with_holes(puzzle: Galaxies) -> list[list[list[str]]]:
    """Every division of the board's cells (the holes aside, each a region of its own in the
    divisions of the whole grid) that the rules checker passes."""
    out = set()
    for label in connected_partitions(puzzle.m, puzzle.n):
        if all(list(label.values()).count(label[h]) == 1 for h in puzzle.holes):
            grid = numbered(puzzle.m, puzzle.n, {c: r for c, r in label.items() if c not in puzzle.holes})
            if puzzle.verify(grid) is None:
                out.add(tuple(map(tuple, grid)))
    return sorted(map(lambda g: [list(r) for r in g], out))


@pytest.mark.parametrize("seed", range(6))
def test_cells_off_the_board_are_in_no_galaxy(backend_name, seed):
    """pzprjs's "empty" cells: in no galaxy, '-' in the answer; a galaxy cannot mirror onto one.
    Every backend counts what the rules allow on small boards with random holes."""
    rng = random.Random(500 + seed)
    free: list = []
    while not free:  # (a board some cell of which no dot touches)
        p = random_puzzle(rng, 3, 3)
        free = [(i, j) for i in range(3) for j in range(3) if all((i, j) not in touched(d) for d in p.dots())]
    points = [row[:] for row in p.cells]
    for i, j in rng.sample(free, min(2, len(free))):
        points[2 * i][2 * j] = "#"
    q = Galaxies(points)
    assert q.holes
    assert xcckit.count(q, backend=backend_name).count == len(brute_with_holes(q))


def test_cells_off_the_board_in_the_notations_and_urls():
    p = Galaxies.from_text("3 3\n# - -\n- 0 -\n- - #\n")
    assert p.holes == {(0, 0), (2, 2)} and p.to_text() == "3 3\n# - -\n- 0 -\n- - #\n"
    assert p.to_url() == "https://puzz.link/p?tentaisho/3/3/rekg2"
    assert Galaxies.from_url(p.to_url()).cells == p.cells
    r = xcckit.solve(p, unique=True)
    assert r.unique is True and r.answers[0].answer["grid"] == [["-", "1", "1"], ["1", "1", "1"], ["1", "1", "-"]]
    assert p.verify([["1", "1", "1"], ["1", "1", "1"], ["1", "1", "-"]]) == "r1c1 is '1': it is no cell of the board ('-')"
    assert "r1c1 is '1'" not in (p.verify([["-", "1", "1"], ["1", "1", "1"], ["1", "1", "-"]]) or "")
    q = Galaxies.from_url("https://puzz.link/p?tentaisho/5/5/6fl94fi65en8dbf10000")  # (the bit of r1c5)
    assert q.holes == {(0, 4)}


@pytest.mark.parametrize("seed", range(3))
def test_made_answers_keep_the_rules_and_repairs_rule_the_other_out(seed):
    rng = random.Random(seed)
    made = Galaxies.maker(5, 6, rng)
    p = Galaxies(made.cells)
    assert p.verify(made.answer) is None
    assert made.answer in [p.grid(s) for s in xcckit.solve(p, backend="sat", limit=None).solutions]
    other = [row[:] for row in made.answer]
    dots = [(a // 2, b // 2) for a, row in enumerate(made.cells) for b, t in enumerate(row) if t != "-"]
    fixed = Galaxies.repair(made, [[("0" if (i, j) not in dots else t) for j, t in enumerate(row)]
                                   for i, row in enumerate(other)])
    if fixed is not None:
        assert Galaxies(fixed.cells).verify(fixed.answer) is None
