"""tilepaint: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.tilepaint import TilePaint, random_tiles

from . import Case, Export, lines

DEMO_ANSWER = ["x - - x x x x -", "x - - - x - x -", "- - - - x - x x", "x x - - x x x x",
               "- - - x x x x x", "- - - x x x x x", "- x x x x - - -", "- - - - - - - -"]
DEMO_URL = "https://puzz.link/p?tilepaint/8/8/kcuf7cil5840eqcubkkscts0zzzj3.14....5.3.5.4."
SMALL = ["3 4", "1 2 - 1", "2 - 2", "1 1 2 2", "3 1 4 2", "3 3 4 4"]  # (of the project's making: 1 answer)
SMALL_ANSWER = ["x x - -", "- x x -", "- - x x"]
PZPRJS = ("https://puzz.link/p?tilepaint/6/6/mfttf5ovqrrvzv234232243331",  # (pzprjs's test puzzle)
          ["- x x - - -", "x x x - - x", "- - x x x -", "- - x x x -", "x x - - x -", "- - - - - x"])


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

CASE = Case(
    constructed=CONSTRUCTED,
    kind="tilepaint",
    demo="demo-8x8",
    demo_answer=DEMO_ANSWER,
    url=DEMO_URL,
    small=SMALL,
    count=1,
    answer=SMALL_ANSWER,
    aliases=("tile_paint",),
    svg=lambda s: s.count('fill="#333"') == 6 and s.count('fill="#ccc"') == 3 + 4 + 1,
    bad_file="2 2\n1 x\n1 1\n1 1\n2 2\n",
    error="2:3: 'x': a clue of the columns is a whole number or '-'",
    random=random_puzzle,
    candidates=row_shadings,
    seeds=10,
    rows=lambda rows: TilePaint.from_text(lines(rows)),  # (the notation's lines: R C, the clues, the tiles)
    broken=(
        (["1 1", "1", "1", "a"], ["o"], "r1c1 is 'o': a cell is x (shaded) or - (unshaded)"),
        (["1 2", "- -", "-", "a a"], ["- x"], "the tile at r1c1 is partly shaded (r1c2 shaded, r1c1 not)"),
        (["2 2", "- -", "2 -", "a b", "a b"], ["x -", "x -"], "row 1 holds 1 shaded cells, its clue says 2"),
        (["2 2", "- 1", "- -", "a b", "a b"], ["- x", "- x"], "column 2 holds 2 shaded cells, its clue says 1"),
    ),
    demo_broken=(
        ({(7, 0): "x"}, "the tile at r6c1 is partly shaded (r8c1 shaded, r6c1 not)"),
        ({(1, 0): "-", (0, 0): "-"}, "row 1 holds 4 shaded cells, its clue says 5"),
    ),
    bad=(
        ("", "empty tilepaint puzzle"),
        ("2\n1 1\n1 1\n1 2\n1 2\n", "1:1: expected the first line 'R C'"),
        ("2 2\n1 1\n", "3:1: the first line says 2×2: expected a line of 2 column clues, a line of 2 row clues and "
                       "2 rows of tiles (2 rows of '-' cells may come first), found 1 line"),
        ("2 2\n1 1 1\n1 1\n1 2\n1 2\n", "2:5: expected 2 clues of the columns here, found 3"),
        ("2 2\n1 1\n1 a\n1 2\n1 2\n", "3:3: 'a': a clue of the rows is a whole number or '-'"),
        ("2 2\n3 1\n1 1\n1 2\n1 2\n", "2:1: 3 is more than 2, the cells of a column"),
        ("2 3\n1 1 1\n1 4\n1 2 2\n1 2 2\n", "3:3: 4 is more than 3, the cells of a row"),
        ("2 2\n1 1\n1 1\n1 2\n1\n", "5:2: this row has 1 cells, the first line says 2"),
        ("2 2\n1 1\n1 1\n1 2\n", "the first line says 2×2: expected a line of 2 column clues, a line of 2 row "
                                 "clues and 2 rows of tiles (2 rows of '-' cells may come first), found 3 lines"),
        ("2 2\n1 1\n1 1\n1 2\n2 1\n", "5:1: room '2' is in two pieces"),
        ("2 2\n1 1\n1 1\nx -\n- -\n1 2\n1 2\n", "4:1: 'x': a cell is '-'"),
        ("2 2\n1 1\n1 1\n@ 2\n1 2\n", "4:1: '@' (a cell in no room"),
    ),
    bad_urls=(
        ("https://puzz.link/p?norinori/2/2/ac", "not a tilepaint URL"),
        ("https://puzz.link/p?tilepaint/2/2/a01j1111", "a clue cell inside the grid"),
        ("https://puzz.link/p?tilepaint/2/2/a0j111", "ends after 3 of the 4 clues outside the grid"),
        ("https://puzz.link/p?tilepaint/2/2/a0j11x1", "unexpected 'x' among the clues outside the grid"),
        ("https://puzz.link/p?tilepaint/2/2/a0j3111", "column 1's clue 3 is more than 2, its cells"),
    ),
    exports=(
        Export("small", lines(SMALL), 1),
        Export("blank", "2 3\n- - -\n- -\n1 1 2\n3 3 2\n", 8, lines=1 + 6, zdd=True),
    ),
    made=(6, 6),
    examples=(PZPRJS,),
)
