"""Rooms for the makers of the room genres (star battle, norinori, LITS): rooms grown at random from
seeds, and a cell moved into a neighbouring room (a room stays connected), which rules out an
answer that shades the cell when this one does not; each also with the images of a symmetry
(``symmetric_*``: each room's image is a room)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from ...errors import InputError
from . import pzpr
from .grid import OUTSIDE, SIDE_STEPS, AtCell, Cell, neighbours, pairs, regions_of, where


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

def symmetric_grow(m: int, n: int, seeds: Sequence[set[Cell]], maps, rng) -> list[list[int]]:
    """Rooms numbered as ``seeds`` grown as :func:`~.rooms.grow` grows them, each cell with its
    images under ``maps`` (:func:`~.grid.images`), which join the same images of its room:
    each room's image is a room. Each seed's images are seeds, and every cell that a map other
    than the identity fixes lies in one (a cell's images are then as many as the maps)."""
    room = [[-1] * n for _ in range(m)]
    index = {frozenset(seed): k for k, seed in enumerate(seeds)}
    image = [[index[frozenset(f(*c) for c in seed)] for seed in seeds] for f in maps]
    border: list[tuple[Cell, int]] = []
    for k, seed in enumerate(seeds):
        for i, j in seed:
            room[i][j] = k
    for k, seed in enumerate(seeds):
        border += [(nb, k) for c in seed for _, nb in neighbours(m, n, c) if room[nb[0]][nb[1]] < 0]
    while border:
        k = rng.randrange(len(border))
        border[k], border[-1] = border[-1], border[k]
        c, r = border.pop()
        if room[c[0]][c[1]] >= 0:
            continue
        for f, to in zip(maps, image):
            (i, j), s = f(*c), to[r]
            room[i][j] = s
            border += [(nb, s) for _, nb in neighbours(m, n, (i, j)) if room[nb[0]][nb[1]] < 0]
    return room


def symmetric_join(room: list[list[int]], size: dict[int, int], k: int, maps, rng) -> list[list[int]] | None:
    """Rooms joined as :func:`~.rooms.join` joins them (the room holding fewer than ``k`` with the
    fewest neighbours it may join first, one of them at random), each join with its images
    under ``maps`` (:func:`~.grid.images`; ``room`` symmetric under them): the same image of
    each room joins the same image of the other, where every room that makes holds at most
    ``k`` (``size``: how many each holds at first, perhaps none). None when a room is left
    short that cannot join one."""
    m, n = len(room), len(room[0])
    image = [{room[i][j]: room[a][b] for i in range(m) for j in range(n) for a, b in [f(i, j)]} for f in maps]
    into = {r: r for r in size}
    size = dict(size)

    def find(r: int) -> int:
        while into[r] != r:
            r = into[r]
        return r

    def joins(r: int, s: int) -> list[tuple[int, int]] | None:
        """The rooms that joining r and s joins with its images (each pair once, the room it
        joins first), or None where one room made would hold more than k."""
        linked = sorted({(find(to[r]), find(to[s])) for to in image})
        top = {x: x for pair in linked for x in pair}

        def root(x: int) -> int:
            while top[x] != x:
                x = top[x]
            return x

        out = []
        for a, b in linked:
            a, b = root(a), root(b)
            if a != b:
                top[b] = a
                out.append((a, b))
        held: dict[int, int] = {}
        for x in top:
            held[root(x)] = held.get(root(x), 0) + size[x]
        return out if max(held.values()) <= k else None

    while True:
        near: dict[int, set[int]] = {}
        for (a, b), (c, d) in pairs(m, n):
            x, y = find(room[a][b]), find(room[c][d])
            if x != y:
                near.setdefault(x, set()).add(y)
                near.setdefault(y, set()).add(x)
        short = {r: [s for s in sorted(near.get(r, ())) if joins(r, s) is not None]
                 for r in sorted(into) if into[r] == r and size[r] < k}
        if not short:
            break
        fewest = min(len(ways) for ways in short.values())
        if fewest == 0:
            return None
        r = rng.choice([r for r, ways in short.items() if len(ways) == fewest])
        for a, b in joins(r, rng.choice(short[r])):
            into[b] = a
            size[a] += size.pop(b)
    return [[find(r) for r in row] for row in room]


def symmetric_move_out(room: Sequence[Sequence[int]], cells: Iterable[Cell], maps) -> list[list[int]] | None:
    """The rooms (symmetric under ``maps``, :func:`~.grid.images`) with the first of ``cells``
    that can be moved into a neighbouring room moved there, each of its images into the same
    image of that room: where the maps that take the cell to one place take the room to one
    room, the rooms it leaves are none of those it joins (each then has a cell fewer), and they
    stay connected and not empty. None when none can."""
    m, n = len(room), len(room[0])
    for c in cells:
        for _, nb in neighbours(m, n, c):
            if room[nb[0]][nb[1]] == room[c[0]][c[1]]:
                continue
            moves: dict[Cell, int] = {}
            for f in maps:
                (i, j), (a, b) = f(*c), f(*nb)
                if moves.setdefault((i, j), room[a][b]) != room[a][b]:
                    break
            else:
                left = {room[i][j] for i, j in moves}
                if left.isdisjoint(moves.values()):
                    out = [list(row) for row in room]
                    for (i, j), r in moves.items():
                        out[i][j] = r
                    rest = members(out)
                    if all(r in rest and len(regions_of(rest[r])) == 1 for r in left):
                        return out
    return None


# ------------------------------------------------------------------------------- rooms of a grid
def regions_by_room(rooms: Sequence[Sequence[int]]) -> list[list[Cell]]:
    """The connected pieces of equal room numbers (the cells in no room, :data:`OUTSIDE`, in none)."""
    m, n = len(rooms), len(rooms[0])
    seen: set[Cell] = set()
    out = []
    for i in range(m):
        for j in range(n):
            if (i, j) in seen or rooms[i][j] == OUTSIDE:
                continue
            seen.add((i, j))
            piece = [(i, j)]
            for a, b in piece:
                r = rooms[a][b]
                for di, dj in SIDE_STEPS:
                    c, e = a + di, b + dj
                    if 0 <= c < m and 0 <= e < n and (c, e) not in seen and rooms[c][e] == r:
                        seen.add((c, e))
                        piece.append((c, e))
            out.append(piece)
    return out


def room_lists(room: Sequence[Sequence[int]], kind: str = "") -> list[list[Cell]]:
    """The cells of each room, the rooms in the order of their first cells (pzprjs's order); a
    room in two pieces is an InputError (of ``kind``)."""
    pieces = regions_by_room(room)
    seen: dict[object, Cell] = {}
    for piece in pieces:
        i, j = piece[0]
        if room[i][j] in seen:
            a, b = seen[room[i][j]]
            raise InputError(f"room '{room[i][j]}' is in two pieces ({where((a, b))} and {where((i, j))})",
                             source=kind or None)
        seen[room[i][j]] = (i, j)
    return [sorted(piece) for piece in pieces]


def numbered(room: Sequence[Sequence[object]], rooms: Sequence[Sequence[Cell]]) -> list[list[int]]:
    """The room grid with the rooms numbered 0, 1, … in the order of ``rooms``."""
    out = [[0] * len(room[0]) for _ in room]
    for k, cells in enumerate(rooms):
        for i, j in cells:
            out[i][j] = k
    return out


def read_numbered_rooms(rows: int, cols: int, body: list[str]) -> tuple[list[list[str]], list[list[int]]]:
    """pzprjs's body of the genres of rooms with a number each (heyawake, chocona, shimaguni):
    the borders, then a number per room in :func:`room_lists`'s order, written at the room's top
    cell (its leftmost, then topmost, as pzprjs puts it; ``?`` a number not given). Returns the
    rows of cells and the room grid."""
    room, rest = pzpr.read_border(body[0] if body else "", rows, cols)
    rooms = room_lists(room)
    numbers, _ = pzpr.read_number16(rest, len(rooms))
    cells = [["-"] * cols for _ in range(rows)]
    for k, v in enumerate(numbers):
        if v is not None:
            i, j = min(rooms[k], key=lambda c: (c[1], c[0]))
            cells[i][j] = "?" if v == pzpr.UNKNOWN else str(v)
    return cells, room


def write_numbered_rooms(room: Sequence[Sequence[int]], numbers: Sequence[int | None]) -> str:
    """The body :func:`read_numbered_rooms` reads: the borders of ``room``, then ``numbers`` (a
    room's number in the rooms' order; None none, :data:`pzpr.UNKNOWN` one not given)."""
    return pzpr.write_border(room) + pzpr.write_number16(list(numbers))


def renumbered(room: Sequence[Sequence[int]]) -> list[list[int]]:
    """Room numbers 0, 1, … in the order of the rooms' first cells."""
    number: dict[int, int] = {}
    return [[number.setdefault(r, len(number)) for r in row] for row in room]


def grown_piece(m: int, n: int, owner: dict, start: Cell, size: int, rng) -> list[Cell]:
    """A random connected set of up to ``size`` cells from ``start``, none of them in ``owner``."""
    group = [start]
    inside = {start}
    while len(group) < size:
        edge = [nb for c in group for _, nb in neighbours(m, n, c) if nb not in owner and nb not in inside]
        if not edge:
            break
        c = rng.choice(edge)
        inside.add(c)
        group.append(c)
    return group


def clued_rooms(kind: str, rooms: Sequence[Sequence[Cell]], clue: dict[Cell, int], word: str = "room",
                most: Callable[[Sequence[Cell]], int] = len, beyond: str = "") -> dict[int, int]:
    """Room -> its number, of the rooms' cells ``rooms`` (in the order that numbers them) and
    the clues ``clue`` (cell -> number): a number in no room, two numbers in a room, or a number
    above ``most(cells)`` (what ``beyond`` says of it, where it is not the room's size) is an
    :class:`~.grid.AtCell` naming the number's cell, the room called ``word``."""
    index = {c: k for k, cells in enumerate(rooms) for c in cells}
    number: dict[int, int] = {}
    first: dict[int, Cell] = {}
    for c, v in sorted(clue.items()):
        if c not in index:
            raise AtCell(kind, c, f"the number at {where(c)} stands in no {word}")
        k = index[c]
        if k in number:
            raise AtCell(kind, c, f"the {word} at {where(rooms[k][0])} holds two numbers ({where(first[k])} and "
                                  f"{where(c)})")
        top = most(rooms[k])
        if v > top:
            said = f" {beyond} (at most {top})" if beyond else ""
            raise AtCell(kind, c, f"the number {v} at {where(c)} is more than its {word}'s {len(rooms[k])} cells{said}")
        number[k], first[k] = v, c
    return number


def grown_numbered(m: int, n: int, rng, barred: Callable[[int, Cell, dict[Cell, int]], set[int]],
                   budget: int | None = None) -> tuple[list[list[int]], dict[Cell, int]] | None:
    """A random grid of rooms of at most five cells, each room of k cells numbered 1..k, made
    together cell by cell in reading order: a cell joins the room of its left or upper neighbour
    (of k < 5 cells) holding k + 1, or starts a room holding 1, whichever the numbers
    ``barred(t, c, value)`` (of the cells before c, the t-th cell) allow (joining first, in a
    random order); a dead end goes back (None after ``budget`` steps, 50 a cell by default).
    Suguru's and hakyuu's makers: (the rooms numbered in reading order, cell -> number)."""
    order = [(i, j) for i in range(m) for j in range(n)]
    budget = budget or 50 * m * n
    value: dict[Cell, int] = {}
    room: dict[Cell, int] = {}
    size: list[int] = []
    tries: list[list[int]] = []  # each cell's rooms left to try (-1: a new room)
    t = steps = 0
    while t < len(order):
        steps += 1
        if steps > budget:
            return None
        c = order[t]
        if len(tries) == t:
            near = barred(t, c, value)
            joins = {room[d] for d in ((c[0], c[1] - 1), (c[0] - 1, c[1])) if d in room}
            got = [r for r in joins if size[r] < 5 and size[r] + 1 not in near] + ([-1] if 1 not in near else [])
            rng.shuffle(got)
            tries.append([r for r in joins if size[r] == 5 and size[r] + 1 not in near] + got)
        elif c in room:  # back here: undo the last try
            r = room.pop(c)
            del value[c]
            size[r] -= 1
            if size[r] == 0:
                size.pop()
        if tries[t]:
            r = tries[t].pop()
            if r < 0:
                r = len(size)
                size.append(0)
            room[c], value[c] = r, size[r] + 1
            size[r] += 1
            t += 1
        else:
            tries.pop()
            t -= 1
            if t < 0:
                return None
    number: dict[int, int] = {}
    return [[number.setdefault(room[i, j], len(number)) for j in range(n)] for i in range(m)], value


class RoomNumbersURL:
    """A genre whose puzz.link URL is heyawake's layout (the rooms' borders, then a number or
    none a room: :func:`read_numbered_rooms`), its numbers ``count`` by room: put before the
    genre's base among the bases."""

    @classmethod
    def decode(cls, rows: int, cols: int, body: list[str]):
        return read_numbered_rooms(rows, cols, body)

    def encode(self) -> str:
        return write_numbered_rooms(self.room, [self.count.get(k) for k in range(len(self.room_cells))])
