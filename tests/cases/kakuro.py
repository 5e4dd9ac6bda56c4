"""kakuro: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.kakuro import Kakuro

from . import case

LAYOUTS = [["- - -", "- 0 0", "- 0 0"], ["- - - -", "- 0 0 -", "- - 0 0"], ["- - - -", "- 0 0 0", "- - 0 -"],
           ["- - -", "- 0 -", "- 0 0"]]


def fillings(p: Kakuro):
    """Every grid of digits in the white cells (the black ones -)."""
    whites = [(i, j) for i in range(p.m) for j in range(p.n) if p.cells[i][j] == "0"]
    for digits in itertools.product("123456789", repeat=len(whites)):
        g = [["-"] * p.n for _ in range(p.m)]
        for (i, j), d in zip(whites, digits):
            g[i][j] = d
        yield g


def random_puzzle(rng: random.Random) -> Kakuro:
    """A tiny layout filled with random digits (different along runs); each clue kept or not."""
    cells = [row.split() for row in rng.choice(LAYOUTS)]
    m, n = len(cells), len(cells[0])
    while True:
        digits = {(i, j): rng.randint(1, 9) for i in range(m) for j in range(n) if cells[i][j] == "0"}
        if all(digits[a] != digits[b] for a in digits for b in digits
               if a < b and (a[0] == b[0] and all(cells[a[0]][k] == "0" for k in range(a[1], b[1] + 1))
                             or a[1] == b[1] and all(cells[k][a[1]] == "0" for k in range(a[0], b[0] + 1)))):
            break
    for i in range(m):
        for j in range(n):
            if cells[i][j] != "-":
                continue
            sums = []
            for di, dj in ((1, 0), (0, 1)):
                a, b, total = i + di, j + dj, 0
                while a < m and b < n and cells[a][b] == "0":
                    total += digits[a, b]
                    a, b = a + di, b + dj
                sums.append(str(total) if total and rng.random() < 0.7 else "")
            cells[i][j] = ",".join(sums) if any(sums) else "-"
    return Kakuro(cells)


CASE = case(
    __name__,
    svg=lambda s: s.count(">4<") == 1,
    random=random_puzzle,
    candidates=fillings,
)
