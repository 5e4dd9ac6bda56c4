"""Make an original slitherlink with a unique solution (used for the bundled examples).

The clues of the boundary of a random grown region of cells (kept when some single loop fits
them), then clues removed one by one in random order while the solution stays unique.

    python scripts/make_slitherlink.py ROWS COLS SEED > models/slitherlink/NAME.txt
"""

from __future__ import annotations

import random
import sys

import xcckit
from xcckit.puzzles.slitherlink import Slitherlink


def random_clues(m: int, n: int, rng: random.Random) -> list[str]:
    """Full clues of a random grown region's boundary, retried until some single loop fits."""
    while True:
        grown = {(rng.randrange(m), rng.randrange(n))}
        target = rng.randint(m * n // 3, m * n // 2)
        for _ in range(20 * m * n):
            if len(grown) >= target:
                break
            i, j = rng.choice(sorted(grown))
            di, dj = rng.choice([(0, 1), (1, 0), (0, -1), (-1, 0)])
            cell = (i + di, j + dj)
            if 0 <= cell[0] < m and 0 <= cell[1] < n:
                grown.add(cell)
        clues = ["".join(str(sum((i + di, j + dj) not in grown for di, dj in ((0, 1), (1, 0), (0, -1), (-1, 0))))
                         if (i, j) in grown else
                         str(sum((i + di, j + dj) in grown for di, dj in ((0, 1), (1, 0), (0, -1), (-1, 0))))
                         for j in range(n)) for i in range(m)]
        p = Slitherlink(clues)
        if xcckit.solve(p.model, backend="sat", limit=1).status == "solved":
            return clues


def main() -> None:
    m, n, seed = map(int, sys.argv[1:4])
    rng = random.Random(seed)
    clues = [list(row) for row in random_clues(m, n, rng)]
    cells = [(i, j) for i in range(m) for j in range(n)]
    rng.shuffle(cells)
    for i, j in cells:
        keep = clues[i][j]
        clues[i][j] = "."
        p = Slitherlink(["".join(r) for r in clues])
        if xcckit.solve(p.model, backend="sat", limit=2).unique is not True:
            clues[i][j] = keep
    print("\n".join("".join(r) for r in clues))


if __name__ == "__main__":
    main()
