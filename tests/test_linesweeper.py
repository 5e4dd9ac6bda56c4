"""linesweeper's own: a blank grid's loops against the brute force, puzzlekit's example and its
spelling of the answer, and the repair that changes the loop."""

from __future__ import annotations

import pytest

import xcckit
from xcckit.making import make
from xcckit.puzzles.kit.genre import Made
from xcckit.puzzles.linesweeper import Linesweeper

from .genres import brute
from .loopgrids import line_grids

PEER = ["4 4", "- - - -", "- - - -", "- 1 - -", "- - - -"]  # (puzzlekit's input example)
PEER_ANSWER = [["-", "-", "es", "sw"], ["-", "-", "en", "nw"], ["-", "-", "-", "-"], ["-", "-", "-", "-"]]
"""puzzlekit's output example, its ways spelt in alphabetical order ("es" for se)."""


@pytest.mark.parametrize("engine", ["auto", "zdd", "dlx"])
@pytest.mark.parametrize("m, n", [(2, 2), (3, 3), (3, 4)])
def test_a_blank_grid_counts_its_loops(m, n, engine):
    """Without numbers every loop of cells is an answer: as many as the brute force finds
    (1, 13 and 40)."""
    p = Linesweeper([["-"] * n for _ in range(m)])
    loops = brute(p, lambda q: line_grids(m, n, lambda i, j: ("-",)))
    assert xcckit.count(p, backend=engine).count == len(loops) == {(2, 2): 1, (3, 3): 13, (3, 4): 40}[m, n]


def test_puzzlekits_example_and_its_spelling():
    p = Linesweeper.from_text("\n".join(PEER))
    r = xcckit.solve(p, unique=True)
    assert r.unique and r.answers[0].answer["grid"] == [[way if way == "-" else "".join(sorted(way, key="nsew".index))
                                                         for way in row] for row in PEER_ANSWER]
    assert p.verify(PEER_ANSWER) is None  # (any order of the sides reads)


def test_a_repair_changes_the_loop_where_every_number_is_given():
    """Every cell off the loop holds its number and another loop keeps them all (it visits the
    same cells as far as the numbers see): the repair moves a 2×2 block of the loop."""
    cells = [["2", "4", "-", "-", "-"], ["-", "-", "-", "-", "-"], ["-", "-", "-", "-", "5"], ["-", "-", "-", "-", "-"],
             ["-", "-", "-", "-", "-"]]
    answer = [["-", "-", "se", "ew", "sw"], ["se", "sw", "ns", "se", "nw"], ["ns", "ns", "ns", "ns", "-"],
              ["ns", "ne", "nw", "ne", "sw"], ["ne", "ew", "ew", "ew", "nw"]]
    other = [["-", "-", "se", "ew", "sw"], ["se", "sw", "ns", "se", "nw"], ["ns", "ne", "nw", "ns", "-"],
             ["ns", "-", "-", "ne", "sw"], ["ne", "ew", "ew", "ew", "nw"]]
    made = Made(cells, [(0, 0), (0, 1), (2, 4)], answer=answer)
    p = Linesweeper(cells)
    assert p.verify(answer) is None and p.verify(other) is None
    fixed = Linesweeper.repair(made, other)
    q = Linesweeper(fixed.cells)
    assert fixed.answer != answer and q.verify(fixed.answer) is None and q.verify(other) is not None
    assert all(fixed.cells[i][j] == "-" for i in range(5) for j in range(5) if fixed.answer[i][j] != "-")


@pytest.mark.parametrize("symmetry", ["rot2", "mirror"])
def test_a_symmetric_puzzle_has_its_numbers_in_whole_orbits(symmetry):
    """The maker draws the loop symmetric, so the cells off it, which hold the numbers, are."""
    made = make("linesweeper", 6, 6, seed=2, symmetry=symmetry)
    turn = {"rot2": lambda i, j: (5 - i, 5 - j), "mirror": lambda i, j: (i, 5 - j)}[symmetry]
    numbered = {(i, j) for i, row in enumerate(made.puzzle.cells) for j, t in enumerate(row) if t != "-"}
    assert numbered and {turn(i, j) for i, j in numbered} == numbered
    assert xcckit.count(made.puzzle, limit=2).count == 1 and made.puzzle.verify(made.answer) is None
