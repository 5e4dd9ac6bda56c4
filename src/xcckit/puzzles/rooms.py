"""Rooms for the makers of the room genres (star battle, norinori): rooms grown at random from
seeds, and a cell moved into a neighbouring room (a room stays connected), which rules out an
answer that shades the cell when this one does not."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .genre import Cell, neighbours, regions_of


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
