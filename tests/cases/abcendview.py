"""abcendview: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.abcendview import AbcEndView

from . import Case, Export, lines

DEMO_ANSWER = ["b a - - c", "- - a c b", "c b - a -", "a c b - -", "- - c b a"]
SMALL = ["4 4 c", "c c - a", "- a - -", "c - b -", "a - c -", "- - - -", "- - - -", "- - - -", "- - - -"]
"""A 4×4 of the project's making (a made one, most of its clues taken away): two answers."""
PZPR_TEST = "https://puzz.link/p?easyasabc/4/4/3/1m2h3g3h"
"""pzprjs's test puzzle (test/script/easyasabc.js) and its answer there."""
PZPR_ANSWER = ["- b c a", "a - b c", "b c a -", "c a - b"]
BLANK = ["- - - - -"] * 5
"""A 3×3 grid framed by its clues, none given (the rules checker's puzzles: two letters)."""
ANSWER = ["a b -", "- a b", "b - a"]


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
BAD_FILES = (
    ("3 3 b\n- - -\n- - -\n- c -\n- - -\n", "4:3: 'c': the clue left of row 2 'c' is beyond the letters a-b"),
    ("3 3 b\n- - -\n- - -\n- - -\n- - -\n- - -\n- - -\n- - D\n", "8:5: 'D': the cell 'D' is beyond the letters a-b"),
    ("3 3 b\n- - -\n- - -\n- - -\n- - -\n- - -\n- ab -\n- - -\n", "7:3: 'ab': the cell is a letter or '-'"),
    ("3 3 b\n- - -\n- -\n- - -\n- - -\n", "3:4: this line has 2 clues, the first line says 3"),
    ("3 3 b\n- - -\n- - -\n- - -\n- - -\n- - -\n",
     "7:1: expected four lines of clues and then no rows or 3 rows of cells, found 5 lines"),
    ("3 3 !\n", "1:1: expected the first line 'N N L' (rows, columns, the last letter), not '3 3 !'"),
)

CASE = Case(
    bad_files=BAD_FILES,
    peer_examples=((PK_EXAMPLE, PK_ANSWER),),
    kind="abcendview",
    demo="demo-5x5",
    demo_answer=DEMO_ANSWER,
    url="https://puzz.link/p?easyasabc/5/5/3/g1i1g32h1h3i2gm1w",
    small=SMALL,
    count=2,
    aliases=("abc_end_view",),
    svg=lambda s: s.count("<text") >= 4 and "<line" in s,
    bad_file="2 2 b\n- -\n- -\n- c\n- -\n",
    error="4:3: 'c': the clue left of row 2 'c' is beyond the letters a-b",
    random=random_puzzle,
    candidates=rows_of_letters,
    seeds=10,
    rows=two_letters,
    broken=(
        (BLANK, ["a b x", "- a b", "b - a"], "r1c3 is 'x': a cell is a letter from a to b or - (empty)"),
        (BLANK, ["a b c", "- a b", "b - a"], "r1c3 is 'c': a cell is a letter from a to b or - (empty)"),
        (BLANK, ["a a -", "- a b", "b - a"], "row 1 holds the letter a 2 times (r1c1, r1c2)"),
        (BLANK, ["a b -", "- a b", "b - -"], "row 3 holds the letter a 0 times"),
        (BLANK, ["a b -", "- a b", "b a -"], "column 2 holds the letter a 2 times (r2c2, r3c2)"),
        (["- b - - -"] + BLANK[1:], ANSWER, "from above column 1 the first letter seen is a, its clue says b"),
        (BLANK[:1] + ["- - - - a"] + BLANK[2:], ANSWER,
         "from right of row 1 the first letter seen is b, its clue says a"),
        (BLANK[:1] + ["- b - - -"] + BLANK[2:], ANSWER, "r1c1 is given the letter b, the answer has a"),
    ),
    bad=(
        ("", "empty abcendview puzzle"),
        ("3 3\n", "1:1: expected the first line 'N N L'"),
        ("3 3 c D\n", "1:1: expected the first line 'N N L'"),
        ("2 3 b\n", "1:1: an abcendview grid is square (N×N, N at least 1), not 2×3"),
        ("3 3 d\n", "1:1: the letters (4 of them) are from 1 to the grid's size 3"),
        ("2 2 b\n- -\n- -\n- -\n", "5:1: expected four lines of clues and then no rows or 2 rows of cells, found 3"),
        ("2 2 b\n- - -\n- -\n- -\n- -\n", "2:5: this line has 3 clues, the first line says 2"),
        ("2 2 a\n- b\n- -\n- -\n- -\n", "2:3: 'b': the clue above column 2 'b' is beyond the letters a-a"),
        ("2 2 b\n- -\n- -\n1 -\n- -\n", "4:1: '1': the clue left of row 1 is a letter or '-'"),
        ("2 2 b\n- -\n- -\n- -\n- -\n- 1\n- -\n", "6:3: '1': the cell is a letter or '-'"),
        ("2 2 b\n- -\n- -\n- -\n- -\n- -\n- C\n", "7:3: 'C': the cell 'C' is beyond the letters a-b"),
    ),
    bad_urls=(
        ("https://puzz.link/p?mashu/2/2/00", "not a abcendview URL"),
        ("https://puzz.link/p?easyasabc/3/2/2/j", "an abcendview grid is square"),
        ("https://puzz.link/p?easyasabc/2/2/2/3m", "the number 3 is not a letter from 1 to 2"),
        ("https://puzz.link/p?easyasabc/2/2/3/m", "the letters K=3 are from 1 to the grid's size 2"),
    ),
    exports=(
        Export("small", lines(SMALL), 2),
    ),
    examples=((PZPR_TEST, PZPR_ANSWER),),
    made=(5, 5),
)
