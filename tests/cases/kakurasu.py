"""kakurasu: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.kakurasu import Kakurasu

from . import case, lines


def random_puzzle(rng: random.Random) -> Kakurasu:
    """The clues of a random shading of 2×2 to 4×4 cells, half of the puzzles with some clues
    taken away ('-')."""
    m, n = rng.choice([(2, 2), (2, 3), (3, 2), (3, 3), (3, 4), (4, 3), (4, 4)])
    shaded = [[rng.random() < 0.5 for _ in range(n)] for _ in range(m)]
    rows = [sum(j + 1 for j in range(n) if shaded[i][j]) for i in range(m)]
    cols = [sum(i + 1 for i in range(m) if shaded[i][j]) for j in range(n)]
    if rng.random() < 0.5:
        rows = [None if rng.random() < 0.4 else v for v in rows]
        cols = [None if rng.random() < 0.4 else v for v in cols]
    return Kakurasu(rows, cols)


def row_shadings(p: Kakurasu):
    """Every grid whose rows keep their clues (each row any shading of its cells whose columns
    sum to its clue, any shading where it has none): the rules checker says which are answers."""
    rows = [[["x" if b else "-" for b in bits] for bits in itertools.product((0, 1), repeat=p.n)
             if clue is None or sum(j + 1 for j, b in enumerate(bits) if b) == clue] for clue in p.rows]
    return (list(map(list, g)) for g in itertools.product(*rows))


CASE = case(
    __name__,
    svg=lambda s: s.count('fill="#333"') == 8,
    random=random_puzzle,
    candidates=row_shadings,
    rows=lambda rows: Kakurasu.from_text(lines(rows)),  # (the notation's lines: R C, the columns' clues, the rows')
)
