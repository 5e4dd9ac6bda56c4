"""kakurasu: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.kakurasu import Kakurasu

from . import Case, Export, lines

DEMO_ANSWER = ["x - - x - - -", "- x x - - - x", "- - x - - x x", "- - - x - x x",
               "- - x x x - x", "x - - - x - -", "x x - - - - -"]
SMALL = ["4 5", "7 3 3 2 -", "9 8 2 1"]  # (of the project's making: 1 answer; column 5 has no clue)
SMALL_ANSWER = ["x - x - x", "x - x x -", "- x - - -", "x - - - -"]


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


CONSTRUCTED = (
    (([1, 2],), "Kakurasu(rows, cols)"),
    (([1, 7], [1, 1, 1]), "row 2's clue 7 is more than 6, the sum of all its 3 places"),
    (([1, 1], ["a", 1]), "column 1's clue is 'a': a clue is a whole number or '-'"),
    (([-1, 1], [1, 1]), "row 1's clue is -1: a clue is a whole number or '-'"),
    (([], []), "at least one row and one column"),
)

CASE = Case(
    constructed=CONSTRUCTED,
    kind="kakurasu",
    demo="demo-7x7",
    demo_answer=DEMO_ANSWER,
    small=SMALL,
    count=1,
    answer=SMALL_ANSWER,
    svg=lambda s: s.count('fill="#333"') == 8,
    bad_file="2 2\n1 x\n1 2\n",
    error="2:3: 'x': a clue of the columns is a whole number or '-'",
    random=random_puzzle,
    candidates=row_shadings,
    seeds=8,
    rows=lambda rows: Kakurasu.from_text(lines(rows)),  # (the notation's lines: R C, the columns' clues, the rows')
    broken=(
        (["1 1", "1", "1"], ["o"], "r1c1 is 'o': a cell is x (shaded) or - (unshaded)"),
        (["1 2", "1 -", "2"], ["x -"], "row 1: the shaded cells' columns sum to 1, not 2"),
        (["2 2", "1 -", "1 -"], ["x -", "x -"], "column 1: the shaded cells' rows sum to 3, not 1"),
        (["2 3", "- - 0", "- 0"], ["- - x", "- - -"], "column 3: the shaded cells' rows sum to 1, not 0"),
    ),
    demo_broken=(
        ({(0, 0): "-"}, "row 1: the shaded cells' columns sum to 4, not 5"),
        ({(0, 0): "-", (0, 3): "-", (0, 1): "x", (0, 2): "x"}, "column 1: the shaded cells' rows sum to 13, not 14"),
    ),
    bad=(
        ("", "empty kakurasu puzzle"),
        ("2\n1 2\n1 2\n", "1:1: expected the first line 'R C'"),
        ("2 2\n1 2\n", "3:1: the first line says 2×2: expected a line of 2 column clues and a line of 2 row clues, "
                       "found 1 line"),
        ("2 2\n1 2\n1 2\n- -\n", "4:1: the first line says 2×2: expected a line of 2 column clues"),
        ("2 2\n1 2 3\n1 2\n", "2:5: expected 2 clues of the columns here, found 3"),
        ("2 2\n1 2\n1\n", "3:2: expected 2 clues of the rows here, found 1"),
        ("2 2\n1 2\n1 a\n", "3:3: 'a': a clue of the rows is a whole number or '-'"),
        ("2 2\n1 2\n1 -2\n", "3:3: '-2': a clue of the rows is a whole number or '-'"),
        ("2 2\n4 2\n1 2\n", "2:1: 4 is more than 3, the sum of all the 2 places of a column"),
        ("2 3\n1 1 1\n1 7\n", "3:3: 7 is more than 6, the sum of all the 3 places of a row"),
    ),
    bad_urls=(("https://puzz.link/p?kakurasu/2/2/abc", "pzprjs has no kakurasu URLs"),),
    exports=(
        Export("small", lines(SMALL), 1),
        Export("blank", "2 2\n- -\n- -\n", 16, lines=1 + 8, zdd=True),
    ),
    made=(7, 7),
)
