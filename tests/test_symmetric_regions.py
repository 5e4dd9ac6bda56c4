"""Symmetric puzzles of the genres whose clues are their rooms (LITS, norinori, star battle): the
maker draws the rooms and the answer with their images, so the symmetry sends every room onto a
room and the answer onto itself; a symmetry that a grid of the genre cannot have, or that the
maker does not draw, is refused."""

from __future__ import annotations

import pytest

import xcckit
from xcckit.errors import InputError
from xcckit.making import make

TURNS = {"rot2": lambda m, n: lambda i, j: (m - 1 - i, n - 1 - j), "mirror": lambda m, n: lambda i, j: (i, n - 1 - j),
         "rot4": lambda m, n: lambda i, j: (j, n - 1 - i)}

MADE = [("lits", 6, "rot2", 3), ("lits", 6, "mirror", 8), ("lits", 8, "rot4", 6),
        ("norinori", 6, "rot2", 1), ("norinori", 6, "mirror", 1), ("norinori", 7, "mirror", 2),
        ("norinori", 6, "rot4", 3), ("starbattle", 8, "rot2", 2), ("starbattle", 9, "rot2", 3),
        ("starbattle", 8, "rot4", 2), ("starbattle", 9, "rot4", 2)]
"""(kind, side, symmetry, seed): a seed each that makes its puzzle in a few draws."""


def rooms_of(puzzle) -> set[frozenset]:
    """The puzzle's rooms, each as its cells."""
    out: dict[object, set] = {}
    for i, row in enumerate(puzzle.room):
        for j, r in enumerate(row):
            out.setdefault(r, set()).add((i, j))
    return {frozenset(cells) for cells in out.values()}


@pytest.mark.parametrize("kind, side, symmetry, seed", MADE)
def test_the_symmetry_sends_every_room_onto_a_room_and_the_answer_onto_itself(kind, side, symmetry, seed):
    made = make(kind, side, side, seed=seed, symmetry=symmetry)
    turn = TURNS[symmetry](side, side)
    rooms = rooms_of(made.puzzle)
    assert len(rooms) > 1 and {frozenset(turn(*c) for c in room) for room in rooms} == rooms
    answer = made.answer
    assert all(answer[i][j] == answer[a][b] for i in range(side) for j in range(side) for a, b in [turn(i, j)])
    assert xcckit.count(made.puzzle, limit=2).count == 1
    assert made.puzzle.verify(made.answer) is None


@pytest.mark.parametrize("kind, side, symmetry, seed", [("lits", 6, "rot2", 3), ("norinori", 6, "rot4", 3),
                                                        ("starbattle", 8, "rot2", 2)])
def test_a_symmetric_draw_is_repeatable_by_its_seed(kind, side, symmetry, seed):
    first = make(kind, side, side, seed=seed, symmetry=symmetry)
    assert make(kind, side, side, seed=seed, symmetry=symmetry).puzzle.to_text() == first.puzzle.to_text()


@pytest.mark.parametrize("kind, m, n, symmetry, why", [
    ("lits", 5, 5, "rot2", "LITS symmetric under rot2 needs an even side, not 5x5"),
    ("lits", 7, 7, "rot4", "LITS symmetric under rot4 needs an even side, not 7x7"),
    ("lits", 6, 6, "rot4", "LITS symmetric under rot4 needs a side of 8 at least, not 6x6"),
    ("norinori", 5, 7, "rot2", "norinori symmetric under rot2 needs an even side, not 5x7"),
    ("norinori", 7, 7, "rot4", "norinori symmetric under rot4 needs an even side, not 7x7"),
    ("starbattle", 8, 8, "mirror", "a star battle has no mirror symmetry"),
    ("starbattle", 6, 6, "rot4", "6x6 star battle of 1 star a row has no rot4: its 6 stars would lie in fours"),
    ("starbattle", 7, 7, "rot4", "its 7 stars would lie in fours about the middle and one on it"),
    ("starbattle", 10, 10, "rot4", "would leave two that a half turn maps each onto itself"),
])
def test_a_symmetry_the_genre_cannot_have_is_refused(kind, m, n, symmetry, why):
    with pytest.raises(InputError, match=why) as err:
        make(kind, m, n, seed=1, symmetry=symmetry)
    assert err.value.source == "symmetry"


def test_the_cli_makes_a_symmetric_star_battle(run_cli):
    code, out, err = run_cli("generate", "starbattle", "8", "--symmetry", "rot2", "--seed", "1")
    assert code == 0 and "symmetry rot2" in err and out.startswith("8 8 1\n")
