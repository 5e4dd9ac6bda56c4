"""Rooms for the makers of the room genres (star battle, norinori): rooms grown at random from
seeds, and a cell moved into a neighbouring room (a room stays connected), which rules out an
answer that shades the cell when this one does not."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .grid import Cell, neighbours, regions_of


def grow(m: int, n: int, seeds: Sequence[Iterable[Cell]], rng) -> list[list[int]]:
    """Rooms numbered as ``seeds`` (each a set of cells, connected or joined by the growth),
    grown a cell at a time from a random place on their border until every cell has a room."""
    room = [[-1] * n for _ in range(m)]
    border: list[tuple[Cell, int]] = []
    for k, seed in enumerate(seeds):
        for c in seed:
            room[c[0]][c[1]] = k
    for i in range(m):
        for j in range(n):
            if room[i][j] >= 0:
                border += [(nb, room[i][j]) for _, nb in neighbours(m, n, (i, j)) if room[nb[0]][nb[1]] < 0]
    while border:
        k = rng.randrange(len(border))
        border[k], border[-1] = border[-1], border[k]
        (i, j), r = border.pop()
        if room[i][j] < 0:
            room[i][j] = r
            border += [(nb, r) for _, nb in neighbours(m, n, (i, j)) if room[nb[0]][nb[1]] < 0]
    return room


def members(room: Sequence[Sequence[int]]) -> dict[int, set[Cell]]:
    out: dict[int, set[Cell]] = {}
    for i, row in enumerate(room):
        for j, r in enumerate(row):
            out.setdefault(r, set()).add((i, j))
    return out


def move_out(room: Sequence[Sequence[int]], cells: Iterable[Cell]) -> list[list[int]] | None:
    """The rooms with the first of ``cells`` that can be moved into a neighbouring room moved
    there (its own room left connected and not empty); None when none can."""
    m, n = len(room), len(room[0])
    rooms = members(room)
    for c in cells:
        own = room[c[0]][c[1]]
        rest = rooms[own] - {c}
        if not rest or len(regions_of(rest)) != 1:
            continue
        for _, (a, b) in neighbours(m, n, c):
            if room[a][b] != own:
                out = [list(row) for row in room]
                out[c[0]][c[1]] = room[a][b]
                return out
    return None


def join(room: list[list[int]], size: dict[int, int], k: int, rng) -> list[list[int]] | None:
    """Rooms joined until each holds ``k`` of something (``size``: how many each holds at
    first, each at least 1): while a room holds fewer, the one with the fewest neighbours it
    may join (keeping within ``k``) joins one of them at random; None when one is left that
    cannot."""
    m, n = len(room), len(room[0])
    size = dict(size)
    near: dict[int, set[int]] = {r: set() for r in size}
    for i in range(m):
        for j in range(n):
            for a, b in ((i + 1, j), (i, j + 1)):
                if a < m and b < n and room[a][b] != room[i][j]:
                    near[room[i][j]].add(room[a][b])
                    near[room[a][b]].add(room[i][j])
    into = {r: r for r in size}
    while True:
        short = {r: [s for s in near[r] if size[s] + size[r] <= k] for r in size if size[r] < k}
        if not short:
            break
        fewest = min(len(ways) for ways in short.values())
        if fewest == 0:
            return None
        r = rng.choice(sorted(r for r, ways in short.items() if len(ways) == fewest))
        s = rng.choice(sorted(short[r]))
        size[r] += size.pop(s)
        for t in near.pop(s):
            near[t].discard(s)
            if t != r:
                near[t].add(r)
                near[r].add(t)
        into[s] = r
    for r in list(into):  # (the room each first room ended in)
        while into[into[r]] != into[r]:
            into[r] = into[into[r]]
    return [[into[r] for r in row] for row in room]
