"""foseruzu: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.errors import InputError
from xcckit.puzzles.kit.division import numbered
from xcckit.puzzles.foseruzu import Foseruzu

from ..tilings import connected_partitions
from . import Case, Export, lines

DEMO_ANSWER = ["1 1 1 5 5 10 10 10 14 14", "1 4 5 5 5 10 10 14 14 14", "1 4 4 8 8 11 11 15 15 15",
               "2 4 4 6 8 8 11 11 15 16", "2 2 6 6 8 9 11 12 15 16", "2 2 6 6 9 9 12 12 16 16",
               "3 3 3 9 9 7 12 12 16 13", "3 3 7 7 7 7 13 13 13 13"]
SMALL = ["3 4", "- - - -", "- - 2 -", "3 3 2 -"]  # (the maker's: regions of 4, the only size dividing 12)
SMALL_ANSWER = ["1 1 2 2", "1 2 2 3", "1 3 3 3"]
FIVE = "https://puzz.link/p?fivecells/6/6/72b1i0f2b1i3a"  # (pzprjs's test puzzles)
FIVE_ANSWER = ["- 1 1 5 5 5", "1 1 3 5 5 7", "1 3 3 3 6 7", "2 2 3 6 6 7", "2 2 4 6 6 7", "2 4 4 4 4 7"]
FOUR = "https://puzz.link/p?fourcells/6/6/b1d2a3e3d1f2b2a3b2"
FOUR_ANSWER = ["1 4 4 4 6 6", "1 1 4 6 6 7", "2 1 5 7 7 7", "2 2 5 5 8 9", "3 2 5 8 8 9", "3 3 3 8 9 9"]
PARTITIONS: dict = {}


def random_puzzle(rng: random.Random) -> Foseruzu:
    """A grid of 6 to 10 cells with a few numbers 1-3 (now and then a 0, a ? or a cell that is no
    part of the grid), regions of 4 or 5 cells where they divide it, else of a size given."""
    while True:
        m, n = rng.choice([(2, 4), (4, 2), (2, 5), (1, 8), (3, 3), (2, 3), (3, 2)])
        cells = [[rng.choice("1223?0") if rng.random() < 0.35 else "-" for _ in range(n)] for _ in range(m)]
        if rng.random() < 0.25:
            cells[rng.randrange(m)][rng.randrange(n)] = "@"
        holes = sum(t == "@" for row in cells for t in row)
        left = m * n - holes
        extra = [] if left % 4 == 0 or left % 5 == 0 else [rng.choice([k for k in range(1, 7) if left % k == 0])]
        try:
            return Foseruzu(cells, None, extra)
        except InputError:  # (a 0 where regions are smaller than 5: drawn again)
            continue


def divisions(puzzle: Foseruzu) -> list[list[list[str]]]:
    """Every division of the grid's cells into connected regions (numbered as the answers are), a
    cell that is no part of the grid ('-') alone."""
    size = (puzzle.m, puzzle.n)
    if size not in PARTITIONS:
        PARTITIONS[size] = list(connected_partitions(*size))
    holes = {c for c, v in puzzle.clue.items() if v == "@"}
    out = []
    for label in PARTITIONS[size]:
        if all(sum(1 for v in label.values() if v == label[h]) == 1 for h in holes):
            out.append(numbered(puzzle.m, puzzle.n, {c: r for c, r in label.items() if c not in holes}))
    return out


CASE = Case(
    kind="foseruzu",
    demo="demo-8x10",
    demo_answer=DEMO_ANSWER,
    small=SMALL,
    count=1,
    answer=SMALL_ANSWER,
    svg=lambda s: s.count('stroke-width="3"') > 5 and s.count("<text") == 4,
    bad_file="2 4\n- 5 - -\n- - - -\n",
    error="2:3: '5': a cell is a number 0-4 (its sides on a border), ? (a number not given), @ (no cell) or '-'",
    random=random_puzzle,
    candidates=divisions,
    seeds=10,
    rows=lambda rows: Foseruzu.from_text(lines(rows)),  # (the whole notation: the size line, perhaps K)
    broken=(
        (["1 2 2", "- -"], ["1 x"], "r1c2 is 'x': a cell holds the number of its region (from 1)"),
        (["1 4 2", "- - - -"], ["1 2 2 1"], "region 1 is in 2 pieces (r1c1 and r1c4)"),
        (["2 4 2", "- - - -", "- - - -"], ["1 1 2 2", "1 1 2 2"], "region 1 at r1c1 has 4 cells, a region has 2"),
        (["2 10", "- - - - - - - - - -", "- - - - - - - - - -"],
         ["1 1 2 2 3 3 3 4 4 4", "1 1 2 2 3 3 4 4 5 5"], "region 3 at r1c5 has 5 cells, region 1 has 4"),
        (["1 3 3", "- - -"], ["1 2 2"], "region 1 at r1c1 has 1 cells, a region has 3"),
        (["2 4", "- - - -", "- - - -"], ["1 1 2 2", "1 2 2 2"],
         "region 1 at r1c1 has 3 cells, a region has 4 cells or 5"),
        (["2 4", "- 3 - -", "- - - -"], ["1 1 2 2", "1 1 2 2"], "the 3 at r1c2 has 2 sides on a region's border"),
        (["3 3", "@ - -", "- - -", "- - -"], ["1 1 2", "1 1 2", "1 2 2"],
         "r1c1 is '1': it is no cell of the board ('-')"),
    ),
    demo_broken=(
        ({(0, 3): "1"}, "region 1 at r1c1 has 6 cells, a region has 5"),
        ({(0, 0): "2", (3, 0): "1"}, "region 2 is in 2 pieces (r1c1 and r5c1)"),
        ({(0, 4): "10", (1, 5): "5"}, "the 2 at r1c4 has 3 sides on a region's border"),
    ),
    bad=(
        ("", "empty foseruzu puzzle"),
        ("2\n- -\n- -\n", "1:1: expected the first line 'R C' or 'R C K' (rows, columns and perhaps the cells of a "
                          "region), not '2'"),
        ("2 4\n- - - -\n", "3:1: the first line says 2×4: expected 2 rows of cells, found 1 rows"),
        ("2 4\n- - - - -\n- - - -\n", "2:9: this row has 5 cells, the first line says 4"),
        ("2 4\n- x - -\n- - - -\n", "2:3: 'x': a cell is a number 0-4"),
        ("2 4\n- 4 - -\n- - - -\n", "2:3: a 4 is a region of one cell: the regions here have 4"),
        ("2 4\n- 0 - -\n- - - -\n", "2:3: a 0 and its four neighbours are five cells of one region"),
        ("3 3\n- - -\n- - -\n- - -\n", "1:1: regions of 4 or 5 cells do not divide the grid's 9 cells"),
        ("2 3 4\n- - -\n- - -\n", "1:1: regions of 4 cells do not divide the grid's 6 cells"),
        ("2 4 0\n- - - -\n- - - -\n", "1:1: a region has 1 to 6 cells, not 0"),
        ("2 4 9\n- - - -\n- - - -\n", "1:1: a region has 1 to 6 cells, not 9"),
    ),
    bad_urls=(
        ("https://puzz.link/p?fivecells/2/2/ab", "URL body 'ab': ends after 3 of the grid's 4 cells"),
        ("https://puzz.link/p?fivecells/5/1/5d", "unexpected character '5'"),
        ("https://puzz.link/p?fourcells/3/3/i", "regions of 4 cells do not divide the grid's 9 cells"),
        ("https://puzz.link/p?shikaku/2/2/abc", "not a foseruzu URL"),
    ),
    url="https://puzz.link/p?fivecells/10/8/a232a2h2a2a1c23d1b2b13c31f3c2e1b2c232h2c2",
    exports=(
        Export("small", lines(SMALL), 1, zdd=True),
        Export("blank", "4x5", 955, zdd=True),  # (tilings by 4 cells or by 5: test_foseruzu's brute force)
    ),
    examples=((FIVE, FIVE_ANSWER), (FOUR, FOUR_ANSWER)),
    made=(5, 6),
)
