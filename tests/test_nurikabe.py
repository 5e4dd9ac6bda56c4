"""Nurikabe: the model against the rules (every answer of small puzzles found by brute force with
the rules checker, on every backend that takes the model), the rules checker against broken
answers, the notation and puzz.link URLs.
The command line: tests/test_genre_cli.py."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.puzzles.kinds import get_kind
from xcckit.puzzles.nurikabe import Nurikabe

from .genres import answers, assert_cells_break, brute_shadings, one_line_error

DEMO_ANSWER = ["- - x - - x x", "- - x - - x -", "x x x x x x -", "- x - - - x -", "- x - x x x -",
               "x x x - - x x", "- - x - - x -"]
SMALL = ["3 4", "1 - - 3", "- - - -", "- 2 - -"]  # (of the project's making: 1 answer)


def random_puzzle(rng: random.Random, m: int, n: int) -> Nurikabe:
    cells = [["-"] * n for _ in range(m)]
    for _ in range(rng.randint(1, 3)):
        cells[rng.randrange(m)][rng.randrange(n)] = str(rng.randint(1, 4))
    return Nurikabe(cells)


def test_the_bundled_puzzle_has_one_answer_on_every_translation():
    p = get_kind("nurikabe").from_args(["demo-7x7"])
    for backend in ("sat", "cpsat"):
        r = xcckit.solve(p, backend=backend, unique=True)
        assert r.unique is True
        assert [" ".join(row) for row in r.answers[0].answer["grid"]] == DEMO_ANSWER
        assert p.verify(r.answers[0].answer) is None
    assert xcckit.count(p).count == 1


@pytest.mark.parametrize("seed", range(12))
def test_small_puzzles_equal_the_rules_on_every_backend(seed):
    """Every answer the rules allow (brute force over all shadings), and only those, on sat,
    cpsat and dlx (which checks regions and the sea on partial solutions); zdd counts them (its
    frontier carries each island's size and number)."""
    rng = random.Random(seed)
    p = random_puzzle(rng, rng.randint(2, 3), rng.randint(2, 4))
    expected = sorted(brute_shadings(p))
    for backend in ("sat", "cpsat", "dlx"):
        assert answers(p, backend) == expected, backend
    assert xcckit.count(p, backend="zdd").count == len(expected)


def test_a_small_puzzle_from_the_notation():
    p = Nurikabe.from_text("\n".join(SMALL) + "\n")
    assert [" ".join(r) for r in answers(p, "sat")[0]] == ["- x - -", "x x x -", "- - x x"]
    assert len(brute_shadings(p)) == 1


@pytest.mark.parametrize("cells, grid, rule", [
    (["1 -", "- -"], ["x x", "x x"], "r1c1 holds the number 1 and is shaded"),
    (["1 - -", "- - -", "- - -"], ["- x x", "x x x", "x x x"], "the 2x2 block at r1c2 is all shaded"),
    (["- 1 -"], ["x - x"], "the shaded cells fall into 2 parts (r1c1 and r1c3)"),
    (["1 - -"], ["- x -"], "the island at r1c3 holds no number"),
    (["1 1"], ["- -"], "the island at r1c1 holds 2 numbers"),
    (["2 - -"], ["- - -"], "the island of the 2 at r1c1 has 3 cells"),
    (["1 -"], ["- o"], "r1c2 is 'o': a cell is x (shaded) or - (unshaded)"),
])
def test_the_rules_checker_names_each_broken_rule(cells, grid, rule):
    p = Nurikabe([row.split() for row in cells])
    assert p.verify([row.split() for row in grid]) == rule
    assert p.verify({"grid": [row.split() for row in grid]}) == rule


@pytest.mark.parametrize("changes, rule", [
    # the island of the 4 at r2c7 moved up a cell (r1c7 in, r5c7 out): a block of sea at r5c6
    ({(0, 6): "-", (4, 6): "x"}, "the 2x2 block at r5c6 is all shaded"),
    # the island of the 4 at r1c5 takes r1c6 for r1c4: r1c7 cut off from the rest of the sea
    ({(0, 3): "x", (0, 5): "-"}, "the shaded cells fall into 2 parts (r1c3 and r1c7)"),
    # r1c3 unshaded: the islands of the 4s at r1c2 and r1c5 joined
    ({(0, 2): "-"}, "the island at r1c1 holds 2 numbers"),
])
def test_the_rules_checker_names_a_rule_broken_in_the_bundled_answer(changes, rule):
    """The rules whose tiny puzzles above have no answer, each broken alone in the bundled
    puzzle's answer (which keeps the rules unchanged), named as such."""
    assert_cells_break(get_kind("nurikabe").from_args(["demo-7x7"]), DEMO_ANSWER, changes, rule)


def test_the_rules_checker_passes_the_answers_and_refuses_what_is_no_grid():
    p = get_kind("nurikabe").from_args(["demo-7x7"])
    assert p.verify([row.split() for row in DEMO_ANSWER]) is None
    with pytest.raises(ValueError, match="an answer to this nurikabe is 7 rows of 7 cell strings"):
        p.verify([["x"]])


def test_urls_round_trip():
    p = get_kind("nurikabe").from_args(["demo-7x7"])
    url = p.to_url()
    assert url == "https://puzz.link/p?nurikabe/7/7/g4h4n4m2g4x2h4h1"
    again = Nurikabe.from_url(url)
    assert again.cells == p.cells and again.to_text() == p.to_text()
    assert Nurikabe.from_url("https://puzz.link/p?nurikabe/5/4/-11y").cells[0] == ["17", "-", "-", "-", "-"]


@pytest.mark.parametrize("text, message", [
    ("", "empty nurikabe puzzle"),
    ("2\n1 -\n- -\n", "1:1: expected the first line 'R C'"),
    ("2 2\n1 -\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
    ("2 2\n1 - -\n- -\n", "2:5: this row has 3 cells, the first line says 2"),
    ("2 2\n1 a\n- -\n", "2:3: 'a': a cell is a number from 1 (its island's size), ? (a number not given) or '-'"),
    ("2 2\n1 ３\n- -\n", "2:3: '３': a cell is a number from 1"),
    ("2 2\n0 -\n- -\n", "2:1: '0': a cell is a number from 1"),
    ("2 2\n4 4\n- -\n", "1:1: the numbers add up to 8, more than the 4 cells"),
])
def test_bad_notation_is_one_line_naming_the_place(text, message):
    assert message in one_line_error(Nurikabe.from_text, text)


def test_leading_blank_lines_are_fine():
    assert Nurikabe.from_text("\n\n" + "\n".join(SMALL) + "\n\n").cells[0] == ["1", "-", "-", "3"]


def test_a_url_of_another_genre_is_refused():
    with pytest.raises(InputError, match="not a nurikabe URL"):
        Nurikabe.from_url("https://puzz.link/p?mashu/2/2/00")


def test_a_rule_broken_by_the_model_is_reported(run_cli, tmp_path, monkeypatch):
    """``xcc solve`` runs the rules checker on what it prints: a model that lets a wrong answer
    through is caught (exit 4), whatever the backends say."""
    monkeypatch.setattr(Nurikabe, "verify", lambda self, answer: "the sky is shaded")
    code, out, err = run_cli("solve", "nurikabe", "demo-7x7")
    assert code == 4 and out.startswith("- - x")
    assert err == "xcc: solution 1 breaks a rule of nurikabe: the sky is shaded (the model is wrong: please report it)\n"


@pytest.mark.parametrize("seed", range(3))
def test_made_answers_keep_the_rules(seed):
    """The maker's answer is an answer of the puzzle it makes (by the rules and by the model)."""
    rng = random.Random(seed)
    made = None
    while made is None:
        made = Nurikabe.maker(6, 7, rng)
    p = Nurikabe(made.cells)
    assert p.verify(made.answer) is None
    assert made.answer in [p.grid(s) for s in xcckit.solve(p, backend="sat", limit=None).solutions]


def test_a_crosscheck_leaves_out_a_backend_that_checks_at_the_leaves(run_cli, tmp_path):
    """dlx enforces the connected and sized regions constraints by its search alone (on partial
    solutions and at the leaves; on a large grid it may take hours): a cross-check leaves it out
    unless named, and says so; named, it is compared."""
    from xcckit.crosscheck import crosscheck
    p = Nurikabe.from_text("\n".join(SMALL) + "\n")
    report = crosscheck(p.model)
    assert [r.backend for r in report.runs] == ["cpsat", "sat"] and report.verdict == "agree"
    assert report.left_out == {"dlx": "it enforces the connected and sized regions constraints by its search alone, "
                                      "which may take hours on a large grid (name it in --backends to compare it too)",
                               "zdd": "it enforces the connected and sized regions constraints in a count only, and "
                                      "a cross-check lists solutions"}
    named = crosscheck(p.model, ["sat", "dlx"])
    assert [r.backend for r in named.runs] == ["sat", "dlx"] and named.verdict == "agree" and named.left_out == {}
    code, out, _ = run_cli("crosscheck", "nurikabe", "demo-7x7")
    assert code == 0 and "dlx left out: it enforces the connected and sized regions constraints" in out
