"""tatamibari: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.tatamibari import Tatamibari

from ..tilings import number_regions, rectangle_tilings
from . import Case, Export, lines as text

DEMO_ANSWER = ["1 7 8 8 8 8 8 8 29 31", "2 2 2 10 13 18 23 26 29 32", "3 3 3 10 14 18 24 26 30 32",
               "4 4 9 10 15 18 24 27 27 32", "4 4 9 11 15 19 24 28 28 32", "4 4 9 11 16 19 24 28 28 32",
               "5 5 5 11 16 20 20 28 28 32", "6 6 6 11 17 20 20 28 28 32", "6 6 6 11 17 21 25 28 28 32",
               "6 6 6 12 17 22 25 28 28 33"]
SMALL = ["3 4", "v - - h", "- - - -", "- h - -"]  # (of the project's making: 3 answers)


def divisions(puzzle: Tatamibari):
    """Every division of the grid into rectangles (the brute force: the rules checker says which
    are answers)."""
    return (number_regions(t) for t in rectangle_tilings(puzzle.m, puzzle.n))


def random_puzzle(rng: random.Random) -> Tatamibari:
    """Symbols on a random division of a 2-4 × 2-4 grid (one moved or turned now and then, so that
    some puzzles have no answer or several)."""
    m, n = rng.randint(2, 4), rng.randint(2, 4)
    cells = Tatamibari.maker(m, n, rng).cells
    if rng.random() < 0.5:
        clues = [(i, j) for i in range(m) for j in range(n) if cells[i][j] != "-"]
        i, j = rng.choice(clues)
        a, b = rng.randrange(m), rng.randrange(n)
        cells[i][j], cells[a][b] = cells[a][b], rng.choice("shv")
    return Tatamibari(cells)


CASE = Case(
    kind="tatamibari",
    demo="demo-10x10",
    demo_answer=DEMO_ANSWER,
    url="https://puzz.link/p?tatamibari/10/10/33k2g3g2h3g311i213i3l1g2j111l1i11k2g1h1l1g3n31h1h33g3i3",
    small=SMALL,
    count=3,
    svg=lambda s: s.count('stroke-width="3"') > 3 and "|" in s,
    bad_file="2 2\ns x\n- -\n",
    error="2:3: 'x': a cell is s (a square), h (wider than tall), v (taller than wide), "
                                     "? (a shape not given) or '-'",
    random=random_puzzle,
    candidates=divisions,
    seeds=10,
    broken=(
        (["s -"], ["1 x"], "r1c2 is 'x': a cell holds the number of its region (from 1)"),
        (["s - s"], ["1 2 1"], "region 1 is in 2 pieces (r1c1 and r1c3)"),
        (["s -", "- -"], ["1 1", "1 2"], "region 1 at r1c1 is not a rectangle"),
        (["s - -"], ["1 2 2"], "region 2 at r1c2 holds no symbol"),
        (["h h"], ["1 1"], "region 1 at r1c1 holds 2 symbols"),
        (["v - -", "- - -"], ["1 1 2", "3 3 2"],
         "region 1 at r1c1 is 1×2: its symbol v at r1c1 says taller than wide"),
        (["s s", "s s"], ["1 3", "2 4"], "four regions meet at the top-left corner of r2c2"),
    ),
    bad=(
        ("", "empty tatamibari puzzle"),
        ("2 2\ns -\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
        ("2 2\ns - -\n- -\n", "2:5: this row has 3 cells, the first line says 2"),
        ("2 2\ns a\n- -\n", "2:3: 'a': a cell is s (a square), h (wider than tall), v (taller than wide), ? (a shape "
                             "not given) or '-'"),
        ("3 1\nh\n-\n-\n", "the symbol h at r1c1 asks for a rectangle wider than tall: the 3×1 grid has none"),
        ("1 3\n- - v\n", "the symbol v at r1c3 asks for a rectangle taller than wide: the 1×3 grid has none"),
    ),
    bad_urls=(
        ("https://puzz.link/p?shikaku/2/2/1g2g", "not a tatamibari URL"),
        ("https://puzz.link/p?tatamibari/2/2/1", "the URL is cut short"),
        ("https://puzz.link/p?tatamibari/2/2/1+", "unexpected character '+'"),
    ),
    exports=(
        Export("small", text(SMALL), 3, zdd=True, check=lambda dlx: "|" in dlx.splitlines()[0]),
    ),
    made=(6, 7),
)
