"""abcendview: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.abcendview import AbcEndView

from . import case


def rows_of_letters(puzzle: AbcEndView):
    """Every grid whose rows each hold the K letters once and '-' elsewhere (the brute force:
    the rules checker says which are answers)."""
    n, k = puzzle.n, puzzle.letters
    rows = sorted(set(itertools.permutations(list("abcdefgh"[:k]) + ["-"] * (n - k))))
    for grid in itertools.product(rows, repeat=n):
        yield [list(r) for r in grid]


def random_puzzle(rng: random.Random) -> AbcEndView:
    """A 2×2 or 3×3 grid of K letters (K at most N), some clues, now and then a given letter."""
    n = rng.randint(2, 3)
    k = rng.randint(1, n)
    letters = "abc"[:k]
    side = [[rng.choice(["-", "-"] + list(letters)) for _ in range(n)] for _ in range(4)]
    cells = [["-"] * n for _ in range(n)]
    if rng.random() < 0.3:
        cells[rng.randrange(n)][rng.randrange(n)] = rng.choice(letters)
    return AbcEndView.from_sides(*side, cells, k)


def two_letters(rows: list[str]) -> AbcEndView:
    """A framed 3×3 of the letters a and b."""
    return AbcEndView([r.split() for r in rows], None, [2])


PK_EXAMPLE = """5 5 d
- - - - -
- - d b -
- - c b d
- c - a -
- - - - -
- - - - -
- - - - -
- - - - -
- - - - -
"""  # (puzzlekit's input_example of its abc_end_view solver)
PK_ANSWER = ["- b c a d", "a d b c -", "c - a d b", "b c d - a", "d a - b c"]  # (its output_example)

CASE = case(
    __name__,
    peer_examples=((PK_EXAMPLE, PK_ANSWER),),
    svg=lambda s: s.count("<text") >= 4 and "<line" in s,
    random=random_puzzle,
    candidates=rows_of_letters,
    rows=two_letters,
)
