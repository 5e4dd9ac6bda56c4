"""tilepaint: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.tilepaint import TilePaint, random_tiles

from . import case, lines


def random_puzzle(rng: random.Random) -> TilePaint:
    """Random tiles of 2×2 to 3×4 cells (:func:`random_tiles`, the maker's), each shaded at
    random, every count read off; half of the puzzles with some counts taken away ('-')."""
    m, n = rng.choice([(2, 2), (2, 3), (3, 2), (3, 3), (3, 4), (4, 3)])
    room = random_tiles(m, n, rng)
    on = {r for row in room for r in row if rng.random() < 0.5}
    shaded = [[r in on for r in row] for row in room]
    clues = [sum(shaded[i][j] for i in range(m)) for j in range(n)] + [sum(row) for row in shaded]
    if rng.random() < 0.5:
        clues = [None if rng.random() < 0.4 else v for v in clues]
    return TilePaint([["-"] * n for _ in range(m)], room, clues)


def row_shadings(p: TilePaint):
    """Every grid whose rows keep their clues (each row any shading of its cells with as many
    shaded as its clue says, any shading where it has none): the rules checker says which keep
    the tiles whole and the columns' clues."""
    rows = [[["x" if b else "-" for b in bits] for bits in itertools.product((0, 1), repeat=p.n)
             if clue is None or sum(bits) == clue] for clue in p.rows]
    return (list(map(list, g)) for g in itertools.product(*rows))


TILES = [[0, 0, 1], [2, 2, 1]]
FRAMED = [["-"] * 3 for _ in range(2)]
CONSTRUCTED = (
    ((FRAMED, TILES, [1, 2]), "a 2×3 tile paint has 5 clues"),
    ((FRAMED, TILES, [None, None, None, None, 4]), "row 2's clue 4 is more than 3, its cells"),
    ((FRAMED, TILES, ["a", None, None, None, None]), "column 1's clue is 'a'"),
)

CASE = case(
    __name__,
    constructed=CONSTRUCTED,
    svg=lambda s: s.count('fill="#333"') == 6 and s.count('fill="#ccc"') == 3 + 4 + 1,
    random=random_puzzle,
    candidates=row_shadings,
    rows=lambda rows: TilePaint.from_text(lines(rows)),  # (the notation's lines: R C, the clues, the tiles)
)
