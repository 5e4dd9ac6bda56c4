"""Shimaguni's maker (:meth:`.Shimaguni.maker`, in :mod:`.shimaguni`): its islands and rooms.

The maker lays islands at random, none touching another, each of a size that no island near it
has (:func:`lay_islands`); grows a room round each, a cell joining first a room whose island it
does not touch while it touches another's (so that the island cannot take it), and changes an
island by a cell where two rooms side by side still hold islands of one size
(:func:`grow_rooms`); and writes each room's size in its top cell. pzprjs's and janko.at's
puzzles have no symmetry, and neither do the maker's rooms (``--symmetry`` keeps the numbers'
places only, by drawing until they fall in whole orbits: a 6x6 under rot2 took 177 draws).
``xcc generate shimaguni 8``: 0.1-2.5 s, 10x10: 3-30 s (1 to 155 draws), on a busy 2-core
machine, 2026-11-29.
"""

from __future__ import annotations

from collections.abc import Sequence

from .kit.grid import Cell, neighbours, pairs, regions_of

ISLAND_SIZES = (1, 1, 2, 2, 3, 3, 3, 4, 4, 5, 6)
"""The maker's islands' sizes, drawn from these (as many small islands as janko.at's puzzles
have, and some larger)."""


def room_cells(rooms: Sequence[Sequence[int]], count: int) -> list[list[Cell]]:
    """The cells of rooms 0 … count-1 of a room grid, each in reading order."""
    out: list[list[Cell]] = [[] for _ in range(count)]
    for i, row in enumerate(rooms):
        for j, r in enumerate(row):
            out[r].append((i, j))
    return out


def lay_islands(m: int, n: int, rng) -> list[list[Cell]]:
    """Islands of :data:`ISLAND_SIZES` cells, each grown at random from a free cell (the cells in
    a random order) into free cells, neither shaded nor beside a shaded cell, so that no two
    islands touch; grown on, or cut back, while it has the size of an island near it (a cell two
    steps away: their rooms will likely be side by side), and left out where it still has."""
    free = [[True] * n for _ in range(m)]
    owner: dict[Cell, int] = {}
    out: list[list[Cell]] = []
    order = [(i, j) for i in range(m) for j in range(n)]
    rng.shuffle(order)
    for c in order:
        if not free[c[0]][c[1]]:
            continue
        want = rng.choice(ISLAND_SIZES)
        island = [c]
        while True:
            edge = sorted({nb for d in island for _, nb in neighbours(m, n, d) if free[nb[0]][nb[1]]} - set(island))
            near = {len(out[owner[(a, b)]]) for i, j in island for a in range(i - 2, i + 3)
                    for b in range(j - 2, j + 3) if abs(a - i) + abs(b - j) <= 2 and (a, b) in owner}
            if not edge or (len(island) >= want and len(island) not in near):
                break
            island.append(rng.choice(edge))
        while len(island) in near and len(island) > 1:
            cut = [d for d in island if len(regions_of(set(island) - {d})) == 1]
            island.remove(rng.choice(cut))
        if len(island) in near:
            continue
        for i, j in island:
            owner[i, j] = len(out)
            free[i][j] = False
            for _, (a, b) in neighbours(m, n, (i, j)):
                free[a][b] = False
        out.append(sorted(island))
    return out


def grow_rooms(m: int, n: int, found: list[list[Cell]], rng, steps: int = 100) -> list[list[int]] | None:
    """A room round each island of ``found`` (room k holds island k; :func:`_rooms_round`),
    then islands of the same size in rooms side by side made to differ: one of them, at random,
    loses a cell (it stays in one piece) or gains one of its room's cells beside it (beside no
    other island), to a size no room beside it has (``found`` changed in place). None where
    ``steps`` changes leave two such islands, or one neither can change."""
    room = _rooms_round(m, n, found, rng)
    if room is None:
        return None
    for _ in range(steps):
        beside: dict[int, set[int]] = {}
        for a, b in pairs(m, n):
            ra, rb = room[a[0]][a[1]], room[b[0]][b[1]]
            if ra != rb:
                beside.setdefault(ra, set()).add(rb)
                beside.setdefault(rb, set()).add(ra)
        same = sorted((a, b) for a, near in beside.items() for b in near if a < b and len(found[a]) == len(found[b]))
        if not same:
            return room
        pair = list(rng.choice(same))
        rng.shuffle(pair)
        for k in pair:
            taken = {len(found[r]) for r in beside[k]}
            shaded = {c for r, island in enumerate(found) if r != k for c in island}
            moves = []
            if len(found[k]) - 1 not in taken and len(found[k]) > 1:
                moves += [(c, False) for c in found[k] if len(regions_of(set(found[k]) - {c})) == 1]
            if len(found[k]) + 1 not in taken:
                moves += [((a, b), True) for i, j in found[k] for _, (a, b) in neighbours(m, n, (i, j))
                          if room[a][b] == k and (a, b) not in found[k]
                          and not any(nb in shaded for _, nb in neighbours(m, n, (a, b)))]
            if moves:
                c, more = rng.choice(sorted(moves))
                found[k] = sorted(set(found[k]) | {c}) if more else [d for d in found[k] if d != c]
                break
        else:
            return None
    return None


def _rooms_round(m: int, n: int, found: list[list[Cell]], rng) -> list[list[int]] | None:
    """Room k round island k of ``found``: the other cells join a room beside them, a random one
    at a time, first only rooms whose island they do not touch while touching another's (there
    the island cannot take them: they are beside another room's island), then any; each where
    no room beside it has an island of the size of the one it joins, then any. None where a
    cell is left that no room reaches (cells closed in by islands)."""
    room = [[-1] * n for _ in range(m)]
    of: dict[Cell, int] = {}
    for k, island in enumerate(found):
        for i, j in island:
            room[i][j] = k
            of[i, j] = k
    size = [len(island) for island in found]
    todo = [(i, j) for i in range(m) for j in range(n) if room[i][j] < 0]
    for strict in (2, 1, 0):
        while True:
            rng.shuffle(todo)
            left = []
            for i, j in todo:
                near = {room[a][b] for _, (a, b) in neighbours(m, n, (i, j)) if room[a][b] >= 0}
                touch = {of[nb] for _, nb in neighbours(m, n, (i, j)) if nb in of}
                ok = sorted(k for k in near if strict < 1 or all(size[r] != size[k] for r in near if r != k))
                if strict == 2:
                    ok = [k for k in ok if touch - {k}]
                if ok:
                    room[i][j] = rng.choice(ok)
                else:
                    left.append((i, j))
            if len(left) == len(todo):
                break
            todo = left
    return None if todo else room
