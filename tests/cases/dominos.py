"""dominos: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.dominos import Dominos

from . import case, Export, lines

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


CASE = case(
    __name__,
    small=SMALL,
    svg=lambda s: s.count("</text>") == 12 and s.count('stroke-width="3"') > 3,
    random=random_puzzle,
    candidates=candidates,
    rows=notation,
    exports=(Export("small", lines(SMALL), 3, zdd=True),),
)
