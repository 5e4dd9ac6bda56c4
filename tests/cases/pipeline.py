"""pipeline: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.pipeline import Pipeline, pipe_rows, random_pipe

from . import case


def random_puzzle(rng: random.Random) -> Pipeline:
    """A random pipe on 1×4 to 3×3 cells, its ends given, each piece between them given with
    odds 1 in 5, and the numbers read off it; none, half, four in five or all of the numbers
    taken away ('-'), and one number one more or less a fifth of the time (no answer, or another)."""
    while True:
        m, n = rng.choice([(1, 4), (2, 2), (2, 3), (2, 4), (3, 2), (3, 3), (3, 3), (4, 2)])
        path = random_pipe(m, n, rng, rng.randint(2, max(2, m * n - 2)))
        if path is not None:
            break
    answer = pipe_rows(m, n, path)
    cells = [["-"] * n for _ in range(m)]
    for k, (i, j) in enumerate(path):
        if k in (0, len(path) - 1) or rng.random() < 0.2:
            cells[i][j] = answer[i][j]
    numbers = [sum(answer[i][j] != "-" for i in range(m)) for j in range(n)] + [
        sum(t != "-" for t in row) for row in answer]
    away = rng.choice((0.0, 0.5, 0.8, 1.0))
    numbers = [None if rng.random() < away else v for v in numbers]
    if rng.random() < 0.2:
        k = rng.randrange(len(numbers))
        numbers[k] = max(0, min((numbers[k] or 0) + rng.choice((-1, 1)), m if k < n else n))
    try:
        return Pipeline(cells, numbers[:n], numbers[n:])
    except Exception:  # (numbers that add up differently: refused; those of the pipe instead)
        return Pipeline(cells, [None] * n, [None] * m)


def pipes(p: Pipeline):
    """Every grid in which each cell is left by at most two sides, each towards a cell that
    takes it up (paths and loops of any number, ends anywhere), as answer grids: the rules
    checker says which are the puzzle's answers."""
    m, n = p.m, p.n
    edges = [((i, j), (i, j + 1)) for i in range(m) for j in range(n - 1)]
    edges += [((i, j), (i + 1, j)) for i in range(m - 1) for j in range(n)]
    degree = {(i, j): 0 for i in range(m) for j in range(n)}
    chosen: list = []

    def grid():
        sides: dict = {}
        for a, b in chosen:
            d = "e" if a[0] == b[0] else "s"
            sides.setdefault(a, set()).add(d)
            sides.setdefault(b, set()).add({"e": "w", "s": "n"}[d])
        return [["".join(d for d in "nsew" if d in sides.get((i, j), ())) or "-" for j in range(n)]
                for i in range(m)]

    def fill(k: int):
        if k == len(edges):
            yield grid()
            return
        a, b = edges[k]
        yield from fill(k + 1)
        if degree[a] < 2 and degree[b] < 2:
            degree[a] += 1
            degree[b] += 1
            chosen.append(edges[k])
            yield from fill(k + 1)
            chosen.pop()
            degree[a] -= 1
            degree[b] -= 1

    yield from fill(0)


def numbers_and_cells(rows: list[str]) -> Pipeline:
    """The puzzle of ``rows``: the columns' numbers, the rows' numbers ('-' where none is given),
    then the rows of cells (as the notation writes them, without its first line)."""
    def numbers(line: str) -> list[int | None]:
        return [None if t == "-" else int(t) for t in line.split()]

    return Pipeline([r.split() for r in rows[2:]], numbers(rows[0]), numbers(rows[1]))


CASE = case(
    __name__,
    svg=lambda s: s.count('class="given"') == 2 and s.count('stroke="#1a56db"') in (10, 14),  # (either answer)
    random=random_puzzle,
    candidates=pipes,
    rows=numbers_and_cells,
)
