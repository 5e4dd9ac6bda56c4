"""hashi: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.errors import InputError
from xcckit.puzzles.hashi import Hashi

from . import Case

DEMO_ANSWER = ["- - - - - - - - -", "- a - - a - 1 - b", "- a - - a - - a b", "- - 1 1 - 1 - a -",
               "- a - - - - a - b", "- - 2 2 2 - a b -", "- a - - - a - b b", "- a - 2 2 - 2 - b",
               "- - 2 2 - 2 2 2 -"]
SMALL = ["3 3", "3 - 3", "- - -", "2 - 2"]  # (of the project's making: 2 answers)
SMALL_ANSWERS = [["- 1 -", "b - b", "- - -"], ["- 2 -", "a - a", "- 1 -"]]


def sight_lines(cells: list[list[str]]) -> list[tuple[tuple, tuple, list, str]]:
    """The pairs of islands that see each other along a row or a column over water: (island,
    island, the water between, how the answer marks it single and double)."""
    m, n = len(cells), len(cells[0])
    islands = [(i, j) for i in range(m) for j in range(n) if cells[i][j] != "-"]
    out = []
    for i, j in islands:
        for di, dj, marks in ((0, 1, "12"), (1, 0, "ab")):
            a, b, water = i + di, j + dj, []
            while a < m and b < n and (a, b) not in islands:
                water.append((a, b))
                a, b = a + di, b + dj
            if a < m and b < n and water:
                out.append(((i, j), (a, b), water, marks))
    return out


def bridged(m: int, n: int, lines, counts) -> list[list[str]] | None:
    """The grid of these bridges (a count for each sight line), None when two share water."""
    grid = [["-"] * n for _ in range(m)]
    for (_, _, water, marks), k in zip(lines, counts):
        for a, b in water if k else ():
            if grid[a][b] != "-":
                return None
            grid[a][b] = marks[k - 1]
    return grid


def bridgings(puzzle: Hashi):
    """Every grid of bridges between islands that see each other, none or single or double each,
    that share no water."""
    lines = sight_lines(puzzle.cells)
    for counts in itertools.product((0, 1, 2), repeat=len(lines)):
        grid = bridged(puzzle.m, puzzle.n, lines, counts)
        if grid is not None:
            yield grid


def random_puzzle(rng: random.Random) -> Hashi:
    """A 3-5 × 4-5 grid with islands on cells of even row and column (never side by side;
    bridges may cross at the others), numbered by random bridges that share no water, and now
    and then one number one more or less, until the numbers make a puzzle."""
    m, n = rng.randint(3, 5), rng.randint(4, 5)
    spots = [(i, j) for i in range(0, m, 2) for j in range(0, n, 2)]
    while True:
        cells = [["-"] * n for _ in range(m)]
        for i, j in rng.sample(spots, rng.randint(3, min(7, len(spots)))):
            cells[i][j] = "1"
        lines = sight_lines(cells)
        counts = [rng.randint(0, 2) for _ in lines]
        if bridged(m, n, lines, counts) is None:
            continue
        number = {c: 0 for c in ((i, j) for i in range(m) for j in range(n) if cells[i][j] != "-")}
        for (a, b, _, _), k in zip(lines, counts):
            number[a] += k
            number[b] += k
        if rng.random() < 0.25:
            c = rng.choice(sorted(number))
            number[c] += rng.choice((-1, 1))
        if min(number.values()) < 1:
            continue
        for (i, j), v in number.items():
            cells[i][j] = str(v)
        try:
            return Hashi(cells)
        except InputError:
            continue


CASE = Case(
    kind="hashi",
    demo="demo-9x9",
    demo_answer=DEMO_ANSWER,
    url="https://puzz.link/p?hashi/9/9/g1h1i2k1g2q3h3g2g4m3h4i3h4l1j2h5g4h3h4i4",
    small=SMALL,
    count=2,
    url_start="https://puzz.link/p?hashi/3/3/3g3i2g2",
    whole_url=True,
    svg=lambda s: s.count("<circle") == 4,
    bad_file="1 3\n1 - 9\n",
    error="2:5: '9': a cell is an island's number 1-8, ? (an island whose number is not given) or '-' (water)",
    random=random_puzzle,
    candidates=bridgings,
    seeds=12,
    broken=(
        (["1 - 1"], ["- x -"], "r1c2 is 'x': a cell is '-' (an island or open water), 1 or 2 (under a horizontal "
                               "bridge), a or b (under a vertical one)"),
        (["1 - 1"], ["1 1 -"], "r1c1 is the island 1 and a bridge runs over it"),
        (["1 - - 1"], ["- 1 2 -"], "the bridge over r1c2 does not run on to an island on both sides"),
        (["1 - -", "- - -", "1 - -"], ["- 1 -", "a - -", "- - -"],
         "the bridge over r1c2 does not run on to an island on both sides"),
        (["2 - 2"], ["- 1 -"], "the island at r1c1 has 1 bridge, its number says 2"),
        (["1 - 2 - 1"], ["- 2 - 1 -"], "the island at r1c1 has 2 bridges, its number says 1"),
        (["1 - 1", "- - -", "1 - 1"], ["- 1 -", "- - -", "- 1 -"],
         "the islands are not all joined (r1c1 and r3c1 are apart)"),
    ),
    bad=(
        ("", "empty hashi puzzle"),
        ("2\n1 -\n- -\n", "1:1: expected the first line 'R C'"),
        ("2 2\n1 -\n", "3:1: the first line says 2×2: expected 2 rows of cells, found 1 rows"),
        ("2 3\n1 - 1 -\n- - -\n", "2:7: this row has 4 cells, the first line says 3"),
        ("1 3\n1 - 9\n",
         "2:5: '9': a cell is an island's number 1-8, ? (an island whose number is not given) or '-' (water)"),
        ("1 3\n1 - 0\n", "2:5: '0': a cell is an island's number 1-8"),
        ("1 3\n1 - x\n", "2:5: 'x': a cell is an island's number 1-8"),
        ("1 3\n1 - ３\n", "2:5: '３': a cell is an island's number 1-8"),
        ("2 3\n1 1 -\n- - -\n", "2:3: the islands at r1c1 and r1c2 are side by side"),
        ("1 3\n3 - 3\n", "2:1: the island 3 sees 1 island: it can have at most 2 bridges"),
        ("3 3\n1 - -\n- - -\n- - 1\n", "2:1: the island 1 sees no island"),
        ("1 3\n2 - 1\n", "1:1: the islands' numbers add up to 3, an odd number"),
        ("1 3\n- - -\n", "1:1: a hashi puzzle has at least one island"),
    ),
    bad_urls=(
        ("https://puzz.link/p?hashikake/3/1/1g9", "URL: URL body: the number 9 is not a hashi island (1-8)"),
        ("https://puzz.link/p?hashikake/3/1/11g",
         "URL: the islands at r1c1 and r1c2 are side by side: a bridge between them would cross no water"),
        ("https://puzz.link/p?numlin/2/2/1g1g", "not a hashi URL"),
    ),
    made=(6, 7),
)
