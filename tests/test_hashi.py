"""Hashi: the model against the rules (every answer of small puzzles found by brute force with the
rules checker, on every backend that takes the model), the rules checker against broken answers,
the notation, puzz.link URLs and the maker.
The command line: tests/test_genre_cli.py."""

from __future__ import annotations

import itertools
import random

import pytest

import xcckit
from xcckit.errors import InputError, UnsupportedError
from xcckit.puzzles.hashi import Hashi
from xcckit.puzzles.kinds import get_kind

from .genres import answers, assert_cells_break, assert_one_cell_breaks, one_line_error

DEMO_ANSWER = ["- - - - - - - - -", "- a - - a - 1 - b", "- a - - a - - a b", "- - 1 1 - 1 - a -",
               "- a - - - - a - b", "- - 2 2 2 - a b -", "- a - - - a - b b", "- a - 2 2 - 2 - b",
               "- - 2 2 - 2 2 2 -"]
SMALL = ["3 3", "3 - 3", "- - -", "2 - 2"]  # (of the project's making: 2 answers)


def sight_lines(cells: list[list[str]]) -> list[tuple[tuple, tuple, list, str]]:
    """The pairs of islands that see each other along a row or a column over water: (island,
    island, the water between, how the answer marks it single and double)."""
    m, n = len(cells), len(cells[0])
    islands = [(i, j) for i in range(m) for j in range(n) if cells[i][j] != "-"]
    out = []
    for i, j in islands:
        for di, dj, marks in ((0, 1, "12"), (1, 0, "ab")):
            a, b, water = i + di, j + dj, []
            while a < m and b < n and (a, b) not in islands:
                water.append((a, b))
                a, b = a + di, b + dj
            if a < m and b < n and water:
                out.append(((i, j), (a, b), water, marks))
    return out


def bridged(m: int, n: int, lines, counts) -> list[list[str]] | None:
    """The grid of these bridges (a count for each sight line), None when two share water."""
    grid = [["-"] * n for _ in range(m)]
    for (_, _, water, marks), k in zip(lines, counts):
        for a, b in water if k else ():
            if grid[a][b] != "-":
                return None
            grid[a][b] = marks[k - 1]
    return grid


def candidates(puzzle: Hashi):
    """Every grid of bridges between islands that see each other, none or single or double each,
    that share no water (the brute force: the rules checker says which are answers)."""
    lines = sight_lines(puzzle.cells)
    for counts in itertools.product((0, 1, 2), repeat=len(lines)):
        grid = bridged(puzzle.m, puzzle.n, lines, counts)
        if grid is not None:
            yield grid


def brute(puzzle: Hashi) -> list[list[list[str]]]:
    return sorted(g for g in candidates(puzzle) if puzzle.verify(g) is None)


def random_puzzle(rng: random.Random, m: int, n: int) -> Hashi:
    """Islands on cells of even row and column (never side by side; bridges may cross at the
    others), numbered by random bridges that share no water, and now and then one number one
    more or less, until the numbers make a puzzle."""
    spots = [(i, j) for i in range(0, m, 2) for j in range(0, n, 2)]
    while True:
        cells = [["-"] * n for _ in range(m)]
        for i, j in rng.sample(spots, rng.randint(3, min(7, len(spots)))):
            cells[i][j] = "1"
        lines = sight_lines(cells)
        counts = [rng.randint(0, 2) for _ in lines]
        if bridged(m, n, lines, counts) is None:
            continue
        number = {c: 0 for c in ((i, j) for i in range(m) for j in range(n) if cells[i][j] != "-")}
        for (a, b, _, _), k in zip(lines, counts):
            number[a] += k
            number[b] += k
        if rng.random() < 0.25:
            c = rng.choice(sorted(number))
            number[c] += rng.choice((-1, 1))
        if min(number.values()) < 1:
            continue
        for (i, j), v in number.items():
            cells[i][j] = str(v)
        try:
            return Hashi(cells)
        except InputError:
            continue


def test_the_bundled_puzzle_has_one_answer_on_every_translation():
    p = get_kind("hashi").from_args(["demo-9x9"])
    for backend in ("sat", "cpsat"):
        r = xcckit.solve(p, backend=backend, unique=True)
        assert r.unique is True
        assert [" ".join(row) for row in r.answers[0].answer["grid"]] == DEMO_ANSWER
        assert p.verify(r.answers[0].answer) is None
    assert xcckit.count(p, backend="dlx").count == 1


@pytest.mark.parametrize("seed", range(12))
def test_small_puzzles_equal_the_rules_on_every_backend(seed):
    """Every answer the rules allow (brute force over the bridges), and only those, on sat,
    cpsat and dlx (which checks that the islands are joined at the leaves); zdd refuses."""
    rng = random.Random(seed)
    p = random_puzzle(rng, rng.randint(3, 5), rng.randint(4, 5))
    expected = brute(p)
    for backend in ("sat", "cpsat", "dlx"):
        assert answers(p, backend) == expected, backend
    if len(p.clue) > 1:
        with pytest.raises(UnsupportedError, match="zdd backend cannot enforce a linked constraint"):
            xcckit.count(p, backend="zdd")


def test_a_small_puzzle_from_the_notation():
    p = Hashi.from_text("\n".join(SMALL) + "\n")
    found = answers(p, "sat")
    assert found == brute(p)
    assert [[" ".join(r) for r in g] for g in found] == [["- 1 -", "b - b", "- - -"], ["- 2 -", "a - a", "- 1 -"]]


@pytest.mark.parametrize("cells, grid, rule", [
    (["1 - 1"], ["- 1 -"], None),
    (["1 - 1"], ["- x -"], "r1c2 is 'x': a cell is '-' (an island or open water), 1 or 2 (under a horizontal "
                           "bridge), a or b (under a vertical one)"),
    (["1 - 1"], ["1 1 -"], "r1c1 is the island 1 and a bridge runs over it"),
    (["1 - - 1"], ["- 1 2 -"], "the bridge over r1c2 does not run on to an island on both sides"),
    (["1 - -", "- - -", "1 - -"], ["- 1 -", "a - -", "- - -"], "the bridge over r1c2 does not run on to an island "
                                                                "on both sides"),
    (["2 - 2"], ["- 1 -"], "the island at r1c1 has 1 bridge, its number says 2"),
    (["1 - 2 - 1"], ["- 2 - 1 -"], "the island at r1c1 has 2 bridges, its number says 1"),
    (["1 - 1", "- - -", "1 - 1"], ["- 1 -", "- - -", "- 1 -"], "the islands are not all joined (r1c1 and r3c1 are "
                                                                "apart)"),
])
def test_the_rules_checker_names_each_broken_rule(cells, grid, rule):
    p = Hashi([row.split() for row in cells])
    assert p.verify([row.split() for row in grid]) == rule
    assert p.verify({"grid": [row.split() for row in grid]}) == rule


@pytest.mark.parametrize("cell, token", [
    ((1, 1), "3"),  # (no bridge is triple)
    ((1, 1), "A"),  # (vertical bridges are small letters)
    ((1, 1), "ab"),  # (one mark a cell)
    ((1, 1), "|"),
    ((1, 1), ""),  # (open water is '-')
    ((0, 1), "x"),  # (an island's cell: the notation's rule comes before the island's)
])
def test_the_rules_checker_names_a_cell_outside_the_answer_notation(cell, token):
    """One cell of a known answer written in no way the answer notation has, named as such
    (the answer unchanged keeps the rules)."""
    rule = (f"r{cell[0] + 1}c{cell[1] + 1} is '{token}': a cell is '-' (an island or open water), 1 or 2 (under a "
            f"horizontal bridge), a or b (under a vertical one)")
    assert_one_cell_breaks(get_kind("hashi").from_args(["demo-9x9"]), DEMO_ANSWER, cell, token, rule)


def test_the_rules_checker_names_islands_apart_in_the_bundled_answer():
    """The bundled puzzle's answer (which keeps the rules) with the 1s at r1c2 and r1c5 bridged
    to each other instead of down to the 3s below, and the bridge between those 3s doubled:
    every island keeps its count of bridges, but the two 1s are apart from the rest."""
    changes = {(1, 1): "-", (2, 1): "-", (1, 4): "-", (2, 4): "-",  # (the two single bridges down)
               (0, 2): "1", (0, 3): "1",  # (a single bridge between the 1s)
               (3, 2): "2", (3, 3): "2"}  # (the bridge between the 3s doubled)
    assert_cells_break(get_kind("hashi").from_args(["demo-9x9"]), DEMO_ANSWER, changes,
                       "the islands are not all joined (r1c2 and r1c9 are apart)")


def test_the_rules_checker_passes_the_answers_and_refuses_what_is_no_grid():
    p = get_kind("hashi").from_args(["demo-9x9"])
    assert p.verify([row.split() for row in DEMO_ANSWER]) is None
    with pytest.raises(ValueError, match="an answer to this hashi is 9 rows of 9 cell strings"):
        p.verify([["-"]])


def test_urls_round_trip():
    p = get_kind("hashi").from_args(["demo-9x9"])
    url = p.to_url()
    assert url == "https://puzz.link/p?hashi/9/9/g1h1i2k1g2q3h3g2g4m3h4i3h4l1j2h5g4h3h4i4"
    again = Hashi.from_url(url)
    assert again.cells == p.cells and again.to_text() == p.to_text()
    for name in ("hashikake", "bridges"):  # pzprjs's other names of the genre
        pz = Hashi.from_url(f"https://puzz.link/p?{name}/5/5/4g2i3h23k3g1g3g4g3")
        assert [" ".join(r) for r in pz.cells] == ["4 - 2 - -", "- 3 - - 2", "3 - - - -", "- 3 - 1 -", "3 - 4 - 3"]


@pytest.mark.parametrize("url, message", [
    ("https://puzz.link/p?hashikake/3/1/1g9", "URL: URL body: the number 9 is not a hashi island (1-8)"),
    ("https://puzz.link/p?hashikake/3/1/11g", "URL: the islands at r1c1 and r1c2 are side by side: a bridge between "
                                              "them would cross no water"),
    ("https://puzz.link/p?numlin/2/2/1g1g", "not a hashi URL"),
])
def test_bad_urls_are_one_line(url, message):
    with pytest.raises(InputError) as err:
        Hashi.from_url(url)
    assert message in str(err.value) and "\n" not in str(err.value)


def test_a_url_error_names_its_cells_once():
    with pytest.raises(InputError) as err:
        Hashi.from_url("https://puzz.link/p?hashi/3/1/11g")
    assert str(err.value) == "URL: the islands at r1c1 and r1c2 are side by side: a bridge between them would cross no water"


@pytest.mark.parametrize("text, message", [
    ("", "empty hashi puzzle"),
    ("2\n1 -\n- -\n", "1:1: expected the first line 'R C'"),
    ("2 2\n1 -\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
    ("2 3\n1 - 1 -\n- - -\n", "2:7: this row has 4 cells, the first line says 3"),
    ("1 3\n1 - 9\n", "2:5: '9': a cell is an island's number 1-8, ? (an island whose number is not given) or '-' (water)"),
    ("1 3\n1 - 0\n", "2:5: '0': a cell is an island's number 1-8"),
    ("1 3\n1 - x\n", "2:5: 'x': a cell is an island's number 1-8"),
    ("1 3\n1 - ３\n", "2:5: '３': a cell is an island's number 1-8"),
    ("2 3\n1 1 -\n- - -\n", "2:3: the islands at r1c1 and r1c2 are side by side"),
    ("1 3\n3 - 3\n", "2:1: the island 3 sees 1 island: it can have at most 2 bridges"),
    ("3 3\n1 - -\n- - -\n- - 1\n", "2:1: the island 1 sees no island"),
    ("1 3\n2 - 1\n", "1:1: the islands' numbers add up to 3, an odd number"),
    ("1 3\n- - -\n", "1:1: a hashi puzzle has at least one island"),
])
def test_bad_notation_is_one_line_naming_the_place(text, message):
    assert message in one_line_error(Hashi.from_text, text)


def test_a_lonely_island_through_the_api_names_its_cell():
    with pytest.raises(InputError, match="^hashi r1c1: the island 1 sees no island"):
        Hashi([["1", "-"], ["-", "-"]])


@pytest.mark.parametrize("seed", range(3))
def test_made_answers_keep_the_rules(seed):
    """The maker's answer is an answer of the puzzle it makes (by the rules and by the model)."""
    made = Hashi.maker(6, 7, random.Random(seed))
    p = Hashi(made.cells)
    assert made.removable == [] and p.verify(made.answer) is None
    assert made.answer in [p.grid(s) for s in xcckit.solve(p, backend="sat", limit=None).solutions]
