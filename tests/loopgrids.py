"""The brute force of the loop genres' tests: every answer grid whose line is drawn consistently
(each side a cell is left by is taken up by the cell beyond it, and no line leaves the grid),
each cell the line does not visit written with each of the genre's other tokens. The grids it
leaves out are those whose line is broken, which the rules checkers refuse (their own tests show
it); the rules checker then says which of these grids are answers."""

from __future__ import annotations

from collections.abc import Callable, Iterator

WAYS = ("ns", "ew", "ne", "nw", "se", "sw")


def line_grids(m: int, n: int, idle: Callable[[int, int], tuple[str, ...]]) -> Iterator[list[list[str]]]:
    """Every m×n grid of ways (two sides) and, where the line does not go, the tokens
    ``idle(i, j)`` gives, with the line consistent between neighbours and inside the grid."""
    grid = [[""] * n for _ in range(m)]

    def fill(k: int) -> Iterator[list[list[str]]]:
        if k == m * n:
            yield [row[:] for row in grid]
            return
        i, j = divmod(k, n)
        up = i > 0 and "s" in grid[i - 1][j]
        left = j > 0 and "e" in grid[i][j - 1]
        for tok in WAYS + idle(i, j):
            way = tok if tok in WAYS else ""
            if ("n" in way) != up or ("w" in way) != left:
                continue
            if ("s" in way and i == m - 1) or ("e" in way and j == n - 1):
                continue
            grid[i][j] = tok
            yield from fill(k + 1)

    yield from fill(0)
