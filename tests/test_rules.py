"""The rules checkers of the classic kinds (``Puzzle.verify``): written from the rules, they pass
every answer the backends find and name the rule of each answer broken on purpose."""

from __future__ import annotations

import pytest

import xcckit
from xcckit.puzzles.kinds import get_kind
from xcckit.puzzles.masyu import Masyu
from xcckit.puzzles.queens import Queens
from xcckit.puzzles.slitherlink import Slitherlink
from xcckit.puzzles.sudoku import Sudoku


def first_answer(puzzle):
    result = xcckit.solve(puzzle, backend="sat")
    return result.solutions and puzzle.answer(result.solutions[0])


def test_the_answers_found_pass():
    for kind, args in (("slitherlink", ["demo-7x7"]), ("masyu", ["demo-6x6"]), ("sudoku", ["inkala"]),
                       ("queens", ["6"]), ("sudoku", ["royle17"])):
        p = get_kind(kind).from_args(args)
        for sol in xcckit.solve(p, limit=5).solutions:
            assert p.verify(p.answer(sol)) is None, kind


SQUARE = {"loop": [[0, 0], [0, 1], [1, 1], [1, 0]]}  # the loop round a 1×1 slitherlink's cell


@pytest.mark.parametrize("clues, loop, rule", [
    (["3"], SQUARE["loop"], "the clue 3 at r1c1 has 4 of its sides on the loop"),
    (["4"], [[0, 0], [0, 1], [1, 1]], "the loop has 3 dots: a loop has at least 4"),
    (["4"], [[0, 0], [0, 1], [1, 1], [1, 0], [0, 0]], "the loop passes dot [0, 0] twice"),
    (["4"], [[0, 0], [0, 1], [1, 0], [1, 1]], "the loop jumps from dot [0, 1] to [1, 0]"),
    (["4"], [[0, 0], [0, 1], [1, 1], [1, 2]], "the loop leaves the grid at dot [1, 2]"),
    (["4"], "loop", "the loop is a list of [row, column] dots"),
])
def test_slitherlink_rules(clues, loop, rule):
    assert Slitherlink(clues).verify({"loop": loop}) == rule
    assert Slitherlink(["4"]).verify(SQUARE) is None


def test_masyu_rules():
    p = Masyu(["b.w", "...", "..."])  # the loop round the edge of a 3×3 grid has neither rule right
    ring = [[0, 0], [0, 1], [0, 2], [1, 2], [2, 2], [2, 1], [2, 0], [1, 0]]
    assert p.verify({"loop": ring}) == "the loop turns on the white circle at r1c3"
    assert Masyu(["b..", "...", "..."]).verify({"loop": [[0, 0], [0, 1], [1, 1], [1, 0]]}) == \
        "the loop turns next to the black circle at r1c1"
    assert Masyu([".b.", "...", "..."]).verify({"loop": ring}) == \
        "the loop goes straight through the black circle at r1c2"
    assert Masyu([".w.", "...", "..."]).verify({"loop": ring}) is None
    assert Masyu(["...", ".w.", "..."]).verify({"loop": ring}) == "the loop misses the white circle at r2c2"
    wide = Masyu([".....", ".....", "..w..", ".....", "....."])
    straight = [[2, 0], [2, 1], [2, 2], [2, 3], [2, 4], [3, 4], [3, 3], [3, 2], [3, 1], [3, 0]]
    assert wide.verify({"loop": straight}) == "the loop turns neither before nor after the white circle at r3c3"


def test_sudoku_rules():
    p = Sudoku.from_text("1..4\n.4..\n..4.\n4..1\n")
    good = first_answer(p)
    assert p.verify(good) is None
    rows = good["grid"]
    swapped = {"grid": [rows[0][1] + rows[0][0] + rows[0][2:]] + rows[1:]}
    assert p.verify(swapped) == f"r1c1 holds {rows[0][1]}, the puzzle gives 1"
    twice = {"grid": [rows[0], rows[0]] + rows[2:]}
    assert p.verify(twice) == "r2c2 holds 2, the puzzle gives 4"
    loose = Sudoku.from_text("....\n....\n....\n....\n")
    assert loose.verify(twice) == "column 1 holds 1 twice"
    assert loose.verify({"grid": ["1234"] * 4}) == "column 1 holds 1 twice"
    assert p.verify({"grid": ["12x4"] + rows[1:]}) == "row 1 is not 4 values from 1 to 4: '12x4'"
    assert p.verify({"grid": rows[:3]}) == "the answer is not 4 rows"
    boxed = Sudoku.from_text("....\n....\n....\n....\n")
    latin = {"grid": ["1234", "2341", "3412", "4123"]}  # a Latin square whose boxes repeat
    assert boxed.verify(latin) == "the box at r1c1 holds 2 twice"


@pytest.mark.parametrize("queens, rule", [
    ([[0, 1], [1, 3], [2, 0], [3, 2]], None),
    ([[0, 1], [1, 3], [2, 0]], "3 queens, not 4"),
    ([[0, 1], [0, 3], [2, 0], [3, 2]], "the queens at [0, 1] and [0, 3] share a row"),
    ([[0, 1], [1, 1], [2, 0], [3, 2]], "the queens at [0, 1] and [1, 1] share a column"),
    ([[0, 0], [1, 3], [2, 1], [3, 2]], "the queens at [2, 1] and [3, 2] share a diagonal"),
    ([[0, 1], [1, 3], [2, 0], [4, 2]], "the queen at [4, 2] is off the board"),
    ("Q", "the answer is a list of [row, column] queens"),
])
def test_queens_rules(queens, rule):
    assert Queens(4).verify({"queens": queens}) == rule


def test_every_kind_has_a_rules_checker():
    from xcckit.puzzles import Puzzle
    from xcckit.puzzles.kinds import KINDS
    assert [k for k in KINDS if get_kind(k).verify is Puzzle.verify] == []


@pytest.mark.parametrize("kind, args", [("dlx", ["knuth-toy"]), ("polyomino", ["pentominoes", "6x10"]),
                                        ("polyomino", ["dominoes", "2x4", "--copies", "4", "--no-reflect"]),
                                        ("polyomino", ["dominoes", "2x4", "--copies", "4"]),
                                        ("macmahon", ["12"]), ("torto", ["CAT", "DOG"]),
                                        ("wordrect", ["dict3-300", "dict4-300"]), ("wordsquare", ["sgb-words:500"])])
def test_the_answers_of_the_other_kinds_pass(kind, args):
    p = get_kind(kind).from_args(args)
    solutions = xcckit.solve(p, limit=5).solutions
    assert solutions and all(p.broken_rule(s) is None for s in solutions)


def _broken(kind: str, args: list[str], change) -> str | None:
    """What the rules checker says of the first answer of ``args`` changed by ``change``."""
    import copy
    p = get_kind(kind).from_args(args)
    sol = xcckit.solve(p, limit=1).solutions[0]
    answer = copy.deepcopy(p.answer(sol) if kind != "dlx" else {"options": [p.model.option_text(o) for o in sol]})
    change(answer)
    return p.verify(answer)


def test_the_other_kinds_name_the_rule_broken():
    assert _broken("dlx", ["knuth-toy"], lambda a: a["options"].pop()).startswith("the primary item ")
    assert _broken("dlx", ["knuth-toy"], lambda a: a["options"].append("x y")) == "option 3 (x y) is no option of " \
                                                                                    "the problem"
    pieces = lambda a: a["pieces"]  # noqa: E731
    assert _broken("polyomino", ["pentominoes", "6x10"], lambda a: pieces(a).pop("X")) == "the piece X lies 0 times, not 1"
    said = _broken("polyomino", ["pentominoes", "6x10"], lambda a: pieces(a).__setitem__("F", pieces(a)["I"]))
    assert said.startswith("the piece F at [") and said.endswith("is not its shape")
    assert "is covered twice" in _broken("polyomino", ["dominoes", "2x4", "--copies", "4"],
                                         lambda a: pieces(a)["I2"].__setitem__(1, pieces(a)["I2"][0]))
    rotated = lambda a: a["triangles"]["02"]["edges"].update({"-02": "b", "/02": "a", "\\02": "a"})  # noqa: E731
    assert _broken("macmahon", ["12"], rotated) == "the board's edge -02 shows b, not the boundary colour a"  # (turned)
    assert _broken("torto", ["CAT", "DOG"], lambda a: a["paths"]["CAT"].reverse()).startswith("CAT's letter C lies at")
    assert _broken("wordrect", ["dict3-300", "dict4-300"], lambda a: a["grid"].__setitem__(0, "zzzz")) == \
        "row 1 is zzzz, not a word of the list"
    assert _broken("wordsquare", ["sgb-words:500"], lambda a: a["grid"].__setitem__(0, a["grid"][1])).startswith("row 1 is")


def test_beside_takes_pairs_and_lists():
    from xcckit.puzzles.kit.grid import beside
    assert beside((2, 3), (2, 4)) and beside([2, 3], (1, 3)) and beside([0, 0], [1, 0])
    assert not beside((2, 3), (3, 4)) and not beside([2, 3], [2, 3]) and not beside((0, 0), (0, 2))
