"""Skyscrapers: the model against the rules (every answer of small puzzles found by brute force
with the rules checker, on every backend), the rules checker against broken answers, the
notation and puzz.link URLs.
The command line and the DLX export: tests/test_genre_cli.py."""

from __future__ import annotations

import itertools
import random

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.puzzles.kinds import get_kind
from xcckit.puzzles.skyscrapers import Skyscrapers, _latin, sight

from .genres import one_line_error

DEMO_ANSWER = ["5 7 6 4 3 2 1", "4 1 2 5 7 6 3", "6 2 7 3 4 1 5", "1 5 3 2 6 4 7", "2 3 5 6 1 7 4",
               "7 6 4 1 5 3 2", "3 4 1 7 2 5 6"]
EXAMPLE = """5 5 5
- 3 3 - -
- 2 2 2 1
1 4 3 2 -
3 2 3 - 1
"""  # (puzzlekit's example, without its rows of empty cells)
EXAMPLE_ANSWER = ["5 3 1 4 2", "1 2 3 5 4", "3 4 5 2 1", "4 5 2 1 3", "2 1 4 3 5"]
BACKENDS = ("sat", "cpsat", "dlx", "zdd")


def candidates(n: int, k: int):
    """Every grid whose rows each hold 1..k once and '-' elsewhere (the brute force: the rules
    checker says which are answers)."""
    rows = sorted(set(itertools.permutations([str(x) for x in range(1, k + 1)] + ["-"] * (n - k))))
    for grid in itertools.product(rows, repeat=n):
        yield [list(r) for r in grid]


def brute(p: Skyscrapers) -> list:
    return sorted(g for g in candidates(p.n, p.heights) if p.verify(g) is None)


def answers(p, backend: str) -> list:
    result = xcckit.solve(p, backend=backend, limit=None)
    assert result.complete
    return sorted(p.grid(s) for s in result.solutions)


def random_puzzle(rng: random.Random) -> Skyscrapers:
    """(Clues the cells cannot show are refused: such a draw is drawn again.)"""
    while True:
        try:
            return _draw(rng)
        except InputError:
            pass


def _draw(rng: random.Random) -> Skyscrapers:
    n = rng.randint(2, 3)
    k = rng.randint(1, n)
    side = [[rng.choice(["-", "-"] + [str(x) for x in range(1, k + 1)]) for _ in range(n)] for _ in range(4)]
    cells = [["-"] * n for _ in range(n)]
    if rng.random() < 0.3:
        cells[rng.randrange(n)][rng.randrange(n)] = str(rng.randint(1, k))
    return Skyscrapers.from_sides(*side, cells, k, diagonal=n == 3 and rng.random() < 0.3)


def test_the_bundled_puzzle_has_one_answer_on_every_translation():
    p = get_kind("skyscrapers").from_args(["demo-7x7"])
    for backend in ("sat", "cpsat"):
        r = xcckit.solve(p, backend=backend, unique=True)
        assert r.unique is True
        assert [" ".join(row) for row in r.answers[0].answer["grid"]] == DEMO_ANSWER
        assert p.verify(r.answers[0].answer) is None
    assert get_kind("skyscraper") is Skyscrapers


def test_puzzlekits_example_gives_its_answer():
    p = Skyscrapers.from_text(EXAMPLE)
    assert [[" ".join(r) for r in g] for g in answers(p, "sat")] == [EXAMPLE_ANSWER]


@pytest.mark.parametrize("seed", range(30))
def test_small_puzzles_equal_the_rules_on_every_backend(seed):
    rng = random.Random(seed)
    p = random_puzzle(rng)
    expected = brute(p)
    for backend in BACKENDS:
        assert answers(p, backend) == expected, (backend, p.to_text())


@pytest.mark.parametrize("seed", range(12))
def test_narrowing_the_heights_keeps_every_answer(seed, monkeypatch):
    """The model leaves out the heights no answer can have (a clue's automaton, the heights
    given or left alone, a height's one place in a row); on bigger grids than the brute force
    reaches, the narrowed model has the answers of the whole one: clues of a random Latin square,
    some left out, with a given height or two (the square is among the answers), and with
    parks or the diagonals' rule now and then (answers or none)."""
    rng = random.Random(seed)
    n = rng.randint(4, 6)
    square = _latin(n, rng)
    lines = {"top": [[square[i][j] for i in range(n)] for j in range(n)],
             "bottom": [[square[i][j] for i in reversed(range(n))] for j in range(n)],
             "left": [row for row in square], "right": [row[::-1] for row in square]}
    side = [[str(sight(line)) if rng.random() < 0.5 else "-" for line in lines[s]]
            for s in ("top", "bottom", "left", "right")]
    cells = [[str(square[i][j]) if rng.random() < 0.1 else "-" for j in range(n)] for i in range(n)]
    k, diagonal = n, False
    if seed % 4 == 3:
        k, side = n - 1, [[t if t == "-" or int(t) <= n - 1 else "-" for t in line] for line in side]
        cells = [["-"] * n for _ in range(n)]
    if seed % 4 == 2:
        diagonal = True
    p = Skyscrapers.from_sides(*side, cells, k, diagonal=diagonal)
    narrowed = answers(p, "dlx")
    if seed % 4 < 2:
        assert [[str(x) for x in row] for row in square] in narrowed
    monkeypatch.setattr(Skyscrapers, "_narrowed", lambda self, allowed: allowed)
    whole = Skyscrapers.from_text(p.to_text())
    assert whole.model.n_options >= p.model.n_options
    assert answers(whole, "dlx") == narrowed, p.to_text()
    assert all(p.verify(g) is None for g in narrowed)


@pytest.mark.parametrize("n, k, diagonal, want", [(3, 3, False, 12), (3, 2, False, 12), (4, 4, True, 48),
                                                  (4, 4, False, 576)])
def test_dlx_counts_blank_grids(n, k, diagonal, want):
    """Without clues: the Latin squares of order n (12, 576), with parks (3x3, heights 1-2: 36,
    by brute force), with both diagonals (48 of order 4); zdd agrees on the small ones."""
    p = Skyscrapers.from_sides(*[["-"] * n] * 4, None, k, diagonal)
    assert xcckit.count(p, backend="dlx").count == want
    if n == 3:
        assert len(brute(p)) == want
        assert xcckit.count(p, backend="zdd").count == want


@pytest.mark.parametrize("sides, grid, rule", [
    ([["-"] * 3] * 4, ["1 2 x", "2 3 1", "3 1 2"], "r1c3 is 'x': a cell is a height from 1 to 3 or - (a park; 0 too)"),
    ([["-"] * 3] * 4, ["1 2 4", "2 3 1", "3 1 2"], "r1c3 is '4': a cell is a height from 1 to 3 or - (a park; 0 too)"),
    ([["-"] * 3] * 4, ["1 2 3", "2 3 1", "3 1 1"], "row 3 holds the height 1 2 times (r3c2, r3c3)"),
    ([["-"] * 3] * 4, ["1 2 3", "2 3 1", "3 1 -"], "row 3 holds the height 2 0 times"),
    ([["-"] * 3] * 4, ["1 2 3", "2 3 1", "1 2 3"], "column 1 holds the height 1 2 times (r1c1, r3c1)"),
    ([["1", "-", "-"], ["-"] * 3, ["-"] * 3, ["-"] * 3], ["1 2 3", "2 3 1", "3 1 2"],
     "from above column 1 one sees 3 buildings, its clue says 1"),
    ([["-"] * 3, ["-"] * 3, ["-"] * 3, ["-", "1", "-"]], ["1 2 3", "2 3 1", "3 1 2"],
     "from right of row 2 one sees 2 buildings, its clue says 1"),
])
def test_the_rules_checker_names_each_broken_rule(sides, grid, rule):
    p = Skyscrapers.from_sides(*sides)
    assert p.verify([row.split() for row in grid]) == rule


def test_the_rules_checker_knows_givens_parks_and_diagonals():
    p = Skyscrapers.from_sides(*[["-"] * 3] * 4, [["-", "-", "-"], ["-", "3", "-"], ["-", "-", "-"]])
    assert p.verify([r.split() for r in ["1 2 3", "2 3 1", "3 1 2"]]) is None
    assert p.verify([r.split() for r in ["2 3 1", "3 1 2", "1 2 3"]]) == "r2c2 is given the height 3, the answer has 1"
    d = Skyscrapers.from_sides(*[["-"] * 3] * 4, None, 2, diagonal=True)
    assert d.verify([r.split() for r in ["1 2 -", "- 1 2", "2 - 1"]]) == "the diagonal from r1c1 holds the height 1 3 times (r1c1, r2c2, r3c3)"
    assert d.verify([r.split() for r in ["1 - 2", "- 2 1", "2 1 -"]]) == "the diagonal from r1c3 holds the height 1 0 times"
    assert sight([0, 2, 1, 3]) == 2 and sight([]) == 0
    parks = Skyscrapers.from_sides(*[["-"] * 3] * 4, None, 2)  # (the sites' published answers write a park 0)
    assert parks.verify([r.split() for r in ["1 2 0", "0 1 2", "2 0 1"]]) is None
    assert parks.verify([r.split() for r in ["1 2 -", "- 1 2", "2 - 1"]]) is None


@pytest.mark.parametrize("text, message", [
    ("", "empty skyscrapers puzzle"),
    ("3 3\n", "1:1: expected the first line 'N N K' or 'N N K D'"),
    ("3 3 3 X\n", "1:1: expected the first line"),
    ("2 3 2\n", "1:1: a skyscrapers grid is square (N×N, N at least 1), not 2×3"),
    ("3 3 4\n", "1:1: the heights K=4 are from 1 to the grid's size 3"),
    ("2 2 2\n- -\n- -\n- -\n", "5:1: expected four lines of clues and then no rows or 2 rows of cells, found 3"),
    ("2 2 2\n- - -\n- -\n- -\n- -\n", "2:5: this line has 3 clues, the first line says 2"),
    ("2 2 2\n- 3\n- -\n- -\n- -\n", "2:3: '3': the clue above column 2 3 is more than the 2 heights"),
    ("2 2 2\n- -\n- -\n0 -\n- -\n", "4:1: '0': the clue left of row 1 is a number from 1 or '-'"),
    ("2 2 2\n- -\n- -\n- -\n- -\n- x\n- -\n", "6:3: 'x': the cell is a number from 1 or '-'"),
    ("2 2 1\n- -\n- -\n- -\n- -\n- 2\n- -\n", "6:3: '2': the cell 2 is more than the 1 heights"),
])
def test_bad_notation_is_one_line_naming_the_place(text, message):
    assert message in one_line_error(Skyscrapers.from_text, text)


def test_clues_no_answer_can_see_are_refused():
    with pytest.raises(InputError, match="the clue left of row 1 cannot be seen with the cells given"):
        Skyscrapers.from_sides(["-"] * 3, ["-"] * 3, ["3", "-", "-"], ["-"] * 3, [["3", "-", "-"], ["-"] * 3, ["-"] * 3])
    with pytest.raises(InputError, match="is the square grid of its cells framed by the clues"):
        Skyscrapers([["-", "-"], ["-", "-"]])


def test_urls_round_trip():
    p = Skyscrapers.from_text(EXAMPLE)
    url = p.to_url()
    assert url == "https://puzz.link/p?skyscrapers/5/5/g33i22211432g323g1"
    again = Skyscrapers.from_url(url)
    assert again.framed == p.framed and again.to_text() == p.to_text()
    demo = get_kind("skyscrapers").from_args(["demo-7x7"])
    assert Skyscrapers.from_url(demo.to_url()).to_text() == demo.to_text()
    assert Skyscrapers.from_url("https://puzz.link/p?building/3/3/3q").framed[0] == ["-", "3", "-", "-", "-"]


def test_urls_refuse_what_they_cannot_say():
    with pytest.raises(InputError, match="not a skyscrapers URL"):
        Skyscrapers.from_url("https://puzz.link/p?mashu/2/2/00")
    with pytest.raises(InputError, match="a skyscrapers grid is square"):
        Skyscrapers.from_url("https://puzz.link/p?skyscrapers/3/2/3")
    with pytest.raises(InputError, match="no puzz.link URL"):
        Skyscrapers.from_sides(*[["-"] * 3] * 4, None, 2).to_url()


@pytest.mark.parametrize("seed", range(3))
def test_made_answers_keep_the_rules(seed):
    rng = random.Random(seed)
    made = Skyscrapers.maker(5, 5, rng)
    p = Skyscrapers(made.cells, None, made.extra)
    assert p.verify(made.answer) is None
    assert all(sorted(row) == list("12345") for row in made.answer)
    assert Skyscrapers.maker(4, 5, rng) is None
