"""nonogram: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.kit.genre import Made
from xcckit.puzzles.nonogram import Nonogram, runs_of

from . import case, lines

SMALL = ["3 3", "2", "1", "1 1", "1", "2", "1 1"]  # (of the project's making: 1 answer)


def random_nonogram(rng: random.Random, m: int, n: int, **kw) -> Nonogram:
    """The clues of a random m×n shading (``kw``: Nonogram's, such as ``settle``)."""
    grid = [[rng.random() < 0.5 for _ in range(n)] for _ in range(m)]
    return Nonogram([runs_of(r) for r in grid], [runs_of(c) for c in zip(*grid)], **kw)


def random_puzzle(rng: random.Random) -> Nonogram:
    """The clues of a random shading of 2-4 × 2-4."""
    m, n = rng.randint(2, 4), rng.randint(2, 4)
    return random_nonogram(rng, m, n)


def placements(p: Nonogram):
    """Every grid whose rows are runs of their clues (each row any of its placements)."""
    rows = [[["x" if b else "-" for b in bits] for bits in itertools.product((0, 1), repeat=p.n)
             if runs_of(bits) == clue] for clue in p.rows]
    return (list(map(list, g)) for g in itertools.product(*rows))


def unrefined(rng: random.Random) -> Made:
    """A random 5×6 picture's clues, as the maker writes them but not refined to one answer (most
    have several): what its repair is asked of."""
    answer = [["x" if rng.random() < 0.5 else "-" for _ in range(6)] for _ in range(5)]
    rows = [runs_of([t == "x" for t in row]) for row in answer]
    cols = [runs_of([row[j] == "x" for row in answer]) for j in range(6)]
    return Made([[str(v) for v in r] or ["0"] for r in rows], [], [[str(v) for v in c] or ["0"] for c in cols],
                answer=answer)


CASE = case(
    __name__,
    small=SMALL,
    svg=lambda s: s.count('fill="#333"') == 5,
    random=random_puzzle,
    candidates=placements,
    rows=lambda rows: Nonogram.from_text(lines(rows)),  # (the notation's lines: R C, the columns' clues, the rows')
    drawn=unrefined,
)
