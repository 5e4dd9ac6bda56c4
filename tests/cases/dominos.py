"""dominos: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.dominos import Dominos

from . import Case, Export, lines

DEMO_ANSWER = ["1 10 11 11 3 8", "1 10 12 12 3 8", "5 5 2 2 7 7", "0 9 6 6 4 13", "0 9 14 14 4 13"]
SMALL = ["3 4", "1 0 1 0", "2 1 1 2", "0 0 2 2"]  # (Dominos.maker(3, 4, random.Random(7)): 3 answers)

SIZES = ((1, 2), (2, 1), (2, 3), (3, 2), (3, 4), (4, 3))


def tilings(m: int, n: int):
    """Every tiling of the m×n grid by dominoes, as lists of pairs of cells (the brute force's)."""
    free = [[True] * n for _ in range(m)]
    tiles: list = []

    def search(k: int):
        while k < m * n and not free[k // n][k % n]:
            k += 1
        if k == m * n:
            yield list(tiles)
            return
        i, j = divmod(k, n)
        for c in ((i, j + 1), (i + 1, j)):
            if c[0] < m and c[1] < n and free[c[0]][c[1]]:
                free[i][j] = free[c[0]][c[1]] = False
                tiles.append(((i, j), c))
                yield from search(k + 1)
                tiles.pop()
                free[i][j] = free[c[0]][c[1]] = True

    yield from search(0)


def candidates(p: Dominos):
    """Every tiling of the puzzle's grid, each tile numbered as its two numbers' domino of the set
    (0-0, 0-1, ..., counted here, not by the module): the rules checker keeps those that use each
    domino once."""
    top = max(k for k in range(p.m * p.n) if (k + 1) * (k + 2) <= p.m * p.n)
    pairs = [(a, b) for a in range(top + 1) for b in range(a, top + 1)]
    order = {pair: k for k, pair in enumerate(pairs)}
    for tiling in tilings(p.m, p.n):
        grid = [["-"] * p.n for _ in range(p.m)]
        for a, b in tiling:
            x, y = sorted((int(p.cells[a[0]][a[1]]), int(p.cells[b[0]][b[1]])))
            grid[a[0]][a[1]] = grid[b[0]][b[1]] = str(order[x, y])
        yield grid


def random_puzzle(rng: random.Random) -> Dominos:
    """A made puzzle of 1×2 to 4×3, now and then with two cells swapped or a number changed (so
    that some puzzles have no answer and many several)."""
    m, n = rng.choice(SIZES)
    cells = Dominos.maker(m, n, rng).cells
    r = rng.random()
    if r < 0.3:
        (a, b), (c, d) = rng.sample([(i, j) for i in range(m) for j in range(n)], 2)
        cells[a][b], cells[c][d] = cells[c][d], cells[a][b]
    elif r < 0.4:
        top = max(int(t) for row in cells for t in row)
        cells[rng.randrange(m)][rng.randrange(n)] = str(rng.randint(0, top))
    return Dominos(cells)


def notation(rows: list[str]) -> Dominos:
    return Dominos.from_text(lines([f"{len(rows)} {len(rows[0].split())}", *rows]))


GRID = ["0 0 1", "0 1 1"]
"""n = 1: the dominoes 0-0 (0), 0-1 (1) and 1-1 (2); its answers: ["0 0 2", "1 1 2"] and the three upright."""

BAD_FILES = (
    ("2 3\n0 0 1\n0 a 1\n", "3:3: 'a': a cell is a number from 0"),
    ("2 3\n0 0 1\n0 -1 1\n", "3:3: '-1': a cell is a number from 0"),
    ("2 3\n0 0 1\n0 1 7\n", "3:5: 7 is no number of a 2×3 dominos (0 to 1)"),
    ("2 3\n0 0 1\n0 1\n", "3:4: this row has 2 cells, the first line says 3"),
    ("2 3\n0 0 1\n", "3:1: the first line says 2×3: expected 2 rows of cells, found 1 rows"),
    ("2 2\n0 0\n0 0\n", "1:1: a dominos grid holds each domino of a set 0..n once: (n+1)(n+2) cells "
                         "(2, 6, 12, 20, 30, 42, 56, ...: 1×2, 2×3, 3×4, ..., 7×8), not 2×2 = 4"),
)

CASE = Case(
    bad_files=BAD_FILES,
    puzzlekit="dominos:DominosSolver",
    kind="dominos",
    demo="demo-5x6",
    demo_answer=DEMO_ANSWER,
    small=SMALL,
    count=3,
    svg=lambda s: s.count("</text>") == 12 and s.count('stroke-width="3"') > 3,
    bad_file="2 3\n0 0 1\n0 1 x\n",
    error="3:5: 'x': a cell is a number from 0",
    random=random_puzzle,
    candidates=candidates,
    seeds=8,
    rows=notation,
    broken=(
        (GRID, ["- 0 2", "1 1 2"], "r1c1 is in no domino"),
        (GRID, ["x 0 2", "1 1 2"], "r1c1 is 'x': a cell holds the number of its domino (0 to 2)"),
        (GRID, ["0 0 2", "1 1 3"], "r2c3 is '3': a cell holds the number of its domino (0 to 2)"),
        (GRID, ["0 0 0", "1 1 0"], "domino 0 at r1c1 is 4 cells (r1c1, r1c2, r1c3, r2c3): a domino is two "
                                   "neighbouring cells"),
        (GRID, ["0 1 0", "2 1 2"], "domino 0 at r1c1 is 1 cell (r1c1): a domino is two neighbouring cells"),
        (["0 1 1", "0 1 0"], ["1 1 2", "0 0 2"], "the domino 0-1 is used twice (r1c1 and r1c3)"),
        (GRID, ["0 0 1", "2 2 1"], "the domino 1-1 at r1c3 is numbered 1 (0-1's number): its number is 2"),
    ),
    bad=(
        ("", "empty dominos puzzle"),
        ("2 2\n0 0\n0 0\n", "1:1: a dominos grid holds each domino of a set 0..n once: (n+1)(n+2) cells"),
        ("3 3\n0 0 1\n0 1 1\n0 1 1\n", "not 3×3 = 9"),
        ("2 3\n0 0 1\n0 1 2\n", "3:5: 2 is no number of a 2×3 dominos (0 to 1)"),
        ("2 3\n0 0 1\n0 - 1\n", "3:3: '-': a cell is a number from 0"),
        ("2 3\n0 0 1\n0 1\n", "3:4: this row has 2 cells, the first line says 3"),
    ),
    bad_urls=(("https://puzz.link/p?dominion/3/2/g", "pzprjs has no dominos URLs"),),
    exports=(Export("small", lines(SMALL), 3, zdd=True),),
    made=(5, 6),
)
