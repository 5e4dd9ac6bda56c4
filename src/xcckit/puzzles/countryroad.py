"""Country road: one loop through the rooms, each entered and left exactly once.

Rules: the loop goes from cell to cell through the sides between them and passes through every
room exactly once (it crosses each room's border twice); a number in a room is how many of its
cells the loop goes through; two cells side by side in different rooms are not both left out
by the loop.

Notation (puzzlekit's ``country_road``): ``R C``, then R rows of cells, a number (from 1) or
``-``, then R rows of rooms (cells with the same token form a room; at most one number in a
room, anywhere in it; ``@`` or ``#`` a cell in no room, off an irregular board, which the loop
does not visit and the rule of cells left out does not count); puzz.link ``country`` URLs. Answer: the sides the loop leaves a cell by
(``ns``, ``se``…), ``-`` a cell the loop leaves out.

The model (:class:`~.loopgenre.LoopLines`): a cell's options are the ways of the loop through it
and "left out"; a secondary item per cell beside a border says whether the loop visits it (1) or
not (0), and "left out" sets it 0 there and 1 at the neighbours in other rooms (whole local
fact: no two left out across a border). A room's number counts the cells it leaves out (a
primary item covered size − N times by their "left out" options; none where N is the size). A
room is crossed twice: a primary item covered once or twice by the ways that leave the room by
one side or by two (two: the room's whole visit is that cell, so in a room without number those
ways also take an uncoloured item of the room, at most once); a closed loop crosses a border an
even number of times, so the single loop makes it exactly two. A number 1 keeps only the ways
that leave the room by two sides, a larger one only those that leave it by at most one. (The two
crossings as a redundant count of each room's border edges, for the translations, made no
difference on sat.)
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import InputError
from ..model import Model
from .kit import pzpr
from .kit.division import SymmetricMade
from .kit.grid import OUTSIDE, Cell, images, neighbours, regions_of, where
from .kit.genre import Genre, Made
from .kit.rooms import clued_rooms, regions_by_room
from .kit.loopgenre import LoopLines, cell_loop_edges, drawn_ways, loop_picture, way_rows
from .kit.rules import loop_of_ways
from .kit.loops import random_loop


class CountryRoad(Genre):
    """``CountryRoad(cells, rooms)``: rows of cell strings (a number or '-') and rows of room
    numbers."""

    kind = "countryroad"
    url_names = ("country",)
    rooms = True
    outside = True

    cell_tokens = {"-": None, "?": None}
    least = 1
    cell_words = "a cell is a number from 1 (its room's cells on the loop), ? (a number not given) or '-'"

    # ------------------------------------------------------------------------ the model
    def _rooms(self) -> tuple[list[list[Cell]], dict[int, int]]:
        """Each room's cells (rooms numbered by their first cell in reading order: ``self.rid``)
        and each numbered room's number. A room in two pieces, a room with two numbers, or a
        number larger than its room is an InputError."""
        rooms = regions_by_room(self.room)
        if len(rooms) != len({x for row in self.room for x in row} - {OUTSIDE}):
            raise InputError("a room is in two pieces: a room's cells hang together", source=self.kind)
        self.rid = {c: r for r, cells in enumerate(rooms) for c in cells}
        number = clued_rooms(self.kind, rooms, self.clue)
        return rooms, number

    def build(self) -> Model:
        m, n = self.m, self.n
        rooms, number = self._rooms()
        rid = self.rid
        lines = self.lines = LoopLines(m, n, set(rid))
        several = len(rooms) > 1
        for r, cells in enumerate(rooms):
            if several:
                lines.primary(f"x{r}", 1, 2)
            k = number.get(r)
            if k is not None and len(cells) > k:
                lines.primary(f"u{r}", len(cells) - k, len(cells) - k)
        bordering = {c for c in rid if any(rid[nb] != rid[c] for _, nb in lines.sides[c])}
        for r, cells in enumerate(rooms):
            k = number.get(r)
            counted = [f"u{r}"] if k is not None else []
            alone = several and k is None  # (a cell may be the room's whole visit, and one only)
            for c in cells:
                across = [nb for d, nb in lines.sides[c] if rid[nb] != r]
                out = {d for d, nb in lines.sides[c] if rid[nb] != r}
                mark = [f"{_visit(c)}:1"] if c in bordering else []
                if k is None or len(cells) > k:
                    left = [f"{_visit(c)}:0"] if c in bordering else []
                    lines.way(c, "", [*left, *(f"{_visit(nb)}:1" for nb in across), *counted])
                for w in lines.loop_ways(c):
                    t = (w[0] in out) + (w[1] in out)
                    if several and (k == 1 and t < 2 or k is not None and k > 1 and t == 2):
                        continue
                    extra = [f"x{r}"] * (t > 0) + [f"z{r}"] * (t == 2 and alone) if several else []
                    lines.way(c, w, [*mark, *extra])
                if c in bordering:
                    lines.secondary(_visit(c))
            if alone:
                lines.secondary(f"z{r}")
        model, self.loop = lines.loop_model()
        return model

    # ------------------------------------------------------------------------ answers
    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        return way_rows(self.lines, solution)

    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        ways = drawn_ways(grid)
        if isinstance(ways, str):
            return ways
        return _broken(self.m, self.n, self.room, self.clue, ways)

    def draw(self, solution: Sequence[int] | None) -> dict:
        return loop_picture(self.lines, solution, text={c: str(k) for c, k in self.clue.items()})

    # ------------------------------------------------------------------------ making
    @classmethod
    def maker(cls, m: int, n: int, rng, symmetry: str = "none") -> Made | None:
        """A random loop through most cells (:func:`random_loop` with ``thin``: the cells it
        leaves out are few and small groups, so that no room is most of the grid) cut into
        pieces of 1 to 6 cells along it, each piece a room's cells on the loop; each group of
        cells side by side that the loop leaves out joins the room of a loop cell beside it, at
        random (so no two cells left out are side by side across a border). Each room's number
        (its cells on the loop) is written in its first cell in pzprjs's order (leftmost column,
        then top); every number is removable. None on a grid narrower than 2.

        With a ``symmetry`` (``rot2``, ``rot4``, ``mirror``: :func:`~.grid.images`) the loop is
        symmetric (grown from the centre) and so are the rooms (:func:`_symmetric_draw`: each
        room's image is a room), and the numbers lie in whole orbits. A rotation of a grid of odd
        sides is refused (an InputError): the centre cell's room is its own image, and a loop
        turned onto itself passes through such a room an even number of times, never once."""
        if symmetry in ("rot2", "rot4") and m % 2 and n % 2:
            raise InputError(f"a country road symmetric under {symmetry} needs an even side, not {m}x{n}: the room "
                             "of the centre cell would be its own image, which a symmetric loop passes through an "
                             "even number of times", source="symmetry")
        if m < 2 or n < 2:
            return None
        if symmetry != "none":
            return _symmetric_draw(m, n, rng, symmetry)
        loop = random_loop(m, n, rng, thin=True, fill=rng.uniform(0.6, 1.0))
        start = rng.randrange(len(loop))
        loop = loop[start:] + loop[:start]
        room: dict[Cell, int] = {}
        k = 0
        while k < len(loop):
            size = min(rng.randint(1, 6), len(loop) - k)
            for c in loop[k:k + size]:
                room[c] = k
            k += size
        ids = {r: t for t, r in enumerate(sorted(set(room.values())))}
        room = {c: ids[r] for c, r in room.items()}
        out = {(i, j) for i in range(m) for j in range(n)} - room.keys()
        for piece in regions_of(out):
            beside = sorted({room[nb] for c in piece for _, nb in neighbours(m, n, c) if nb in room})
            r = rng.choice(beside)
            for c in piece:
                room[c] = r
        return _numbered(m, n, room, cell_loop_edges(loop))

    @classmethod
    def repair(cls, made: Made, other: list[list[str]]) -> Made | None:
        """``made`` with its rooms changed a little (:func:`_reroomed`: a cell moved into a room
        beside it, or a cell or two cells side by side made a room of their own) so that
        ``made.answer`` keeps the rules (its numbers written again) and ``other`` breaks one;
        the cells where the answers differ are tried first, then their neighbours, then the
        others. None when no such change is found, and for a symmetric draw (a room changed
        alone would break its symmetry: another is drawn)."""
        if getattr(made, "symmetry", "none") != "none":
            return None
        m, n = len(made.cells), len(made.cells[0])
        ways, theirs = drawn_ways(made.answer), drawn_ways(other)
        if isinstance(ways, str) or isinstance(theirs, str):
            return None
        differ = [(i, j) for i in range(m) for j in range(n) if made.answer[i][j] != other[i][j]]
        order = dict.fromkeys(differ + [nb for c in differ for _, nb in neighbours(m, n, c)]
                              + [(i, j) for i in range(m) for j in range(n)])
        room = {(i, j): made.rooms[i][j] for i in range(m) for j in range(n)}
        for changed in _reroomed(room, list(order), m, n):
            again = _numbered(m, n, changed, ways)
            clue = {(i, j): int(t) for i, row in enumerate(again.cells) for j, t in enumerate(row) if t != "-"}
            if _broken(m, n, again.rooms, clue, ways) is None and _broken(m, n, again.rooms, clue, theirs) is not None:
                return again
        return None

    # ------------------------------------------------------------------------ URLs
    @classmethod
    def url_flags(cls, flags: str, url: str) -> None:
        if "e" in flags:
            raise InputError("the flag 'e' (rooms the loop may leave out) is a variant of country road "
                             "this kind does not solve", source=url)

    @classmethod
    def decode(cls, rows: int, cols: int, body: list[str]):
        rooms, rest = pzpr.read_border(body[0] if body else "", rows, cols)
        count = 1 + max(max(row) for row in rooms)
        numbers = _read_room_numbers(rest, count)
        cells = [["-"] * cols for _ in range(rows)]
        for r, k in enumerate(numbers):
            if k is None:
                continue
            i, j = _top(rooms, r)
            cells[i][j] = "?" if k == pzpr.UNKNOWN else str(k)
        return cells, rooms

    def encode(self) -> str:
        count = 1 + max(max(row) for row in self.room)
        numbers: list[int | None] = [None] * count
        for (i, j), k in self.clue.items():
            numbers[self.room[i][j]] = k
        return pzpr.write_border(self.room) + pzpr.write_number16(numbers)


def _broken(m: int, n: int, room, clue: dict[Cell, int], ways: dict[Cell, str]) -> str | None:
    """The rule of country road the loop ``ways`` breaks on the rooms ``room`` with the numbers
    ``clue``, in words, or None (the rules checker; the maker's repair asks it too)."""
    problem = loop_of_ways(m, n, ways)
    if problem:
        return problem
    off = next((c for c in sorted(ways) if room[c[0]][c[1]] == OUTSIDE), None)
    if off is not None:
        return f"the loop visits {where(off)}, which is in no room"
    for piece in regions_by_room(room):
        r = room[piece[0][0]][piece[0][1]]
        crossings = sum(1 for c in piece if c in ways for d, nb in neighbours(m, n, c)
                        if d in ways[c] and room[nb[0]][nb[1]] != r)
        on = [c for c in piece if c in ways]
        passes = crossings // 2 if crossings else (1 if on else 0)
        if passes != 1:
            return (f"the loop passes through the room at {where(piece[0])} {passes} times" if passes
                    else f"the loop does not pass through the room at {where(piece[0])}")
        numbers = [clue[c] for c in piece if c in clue]
        if numbers and len(on) != numbers[0]:
            return (f"the room at {where(piece[0])} has {len(on)} cell{'' if len(on) == 1 else 's'} on the "
                    f"loop, its number says {numbers[0]}")
    for i in range(m):
        for j in range(n):
            for a, b in (((i, j), (i, j + 1)), ((i, j), (i + 1, j))):
                if (b[0] < m and b[1] < n and room[i][j] != room[b[0]][b[1]] and a not in ways and b not in ways
                        and OUTSIDE not in (room[i][j], room[b[0]][b[1]])):
                    return f"{where(a)} and {where(b)} are side by side in two rooms, and the loop leaves both out"
    return None


def _numbered(m: int, n: int, room: dict[Cell, int], ways: dict[Cell, str]) -> Made:
    """The puzzle with every number of an answer (the loop ``ways``) on rooms ``room``: the rooms
    numbered in reading order of their first cells, each number (its cells on the loop) in its
    first cell in pzprjs's order (leftmost column, then top), all removable."""
    first: dict[int, int] = {}
    rooms = [[first.setdefault(room[i, j], len(first)) for j in range(n)] for i in range(m)]
    cells = [["-"] * n for _ in range(m)]
    top: dict[int, Cell] = {}
    on: dict[int, int] = {}
    for j in range(n):
        for i in range(m):
            r = rooms[i][j]
            top.setdefault(r, (i, j))
            on[r] = on.get(r, 0) + ((i, j) in ways)
    for r, (i, j) in top.items():
        cells[i][j] = str(on[r])
    answer = [[ways.get((i, j), "-") for j in range(n)] for i in range(m)]
    return Made(cells, sorted(top.values()), rooms=rooms, answer=answer)


def _symmetric_draw(m: int, n: int, rng, symmetry: str) -> Made | None:
    """:meth:`CountryRoad.maker` with a symmetry: the loop symmetric (:func:`random_loop`), cut
    along it from a random cell with each cut's images, pieces of 1 to 6 cells as without a
    symmetry (a cut's images may make a piece shorter), so that each piece's image is a piece;
    then each group of cells side by side that the loop leaves out joins, with its images, the
    room of a loop cell beside it and the same images of that room (a group that is its own
    image only a room that is too: a room about a mirror's axis). Numbers:
    :func:`_symmetric_numbered`. None where a group has no such room beside it."""
    maps = images(m, n, symmetry)
    loop = random_loop(m, n, rng, thin=True, fill=rng.uniform(0.6, 1.0), symmetry=symmetry)
    at = {c: k for k, c in enumerate(loop)}
    size = len(loop)

    def cut(k: int) -> set[int]:  # (the cut before loop[k], and its images)
        ends = [(at[f(*loop[k - 1])], at[f(*loop[k])]) for f in maps]
        return {b if (a + 1) % size == b else a for a, b in ends}

    start = rng.randrange(size)
    cuts = cut(start)
    k = start
    while True:
        step = rng.randint(1, 6)
        if not any((k + t) % size in cuts for t in range(1, step + 1)):
            cuts |= cut((k + step) % size)
        k = next((k + t) % size for t in range(1, size + 1) if (k + t) % size in cuts)
        if k == start:
            break
    room: dict[Cell, int] = {}
    r = max(cuts)
    for t in range(size):
        r = t if t in cuts else r
        room[loop[t]] = r
    out = {(i, j) for i in range(m) for j in range(n)} - room.keys()
    for piece in regions_of(out):
        if piece[0] in room:
            continue
        beside = {room[nb]: nb for c in piece for _, nb in neighbours(m, n, c) if nb in room}
        joins = []
        for _, x in sorted(beside.items()):
            given = {f(*c): room[f(*x)] for f in maps for c in piece}
            if all(given[f(*c)] == room[f(*x)] for f in maps for c in piece):
                joins.append(given)
        if not joins:
            return None
        room.update(rng.choice(joins))
    return _symmetric_numbered(m, n, room, cell_loop_edges(loop), maps, symmetry)


def _symmetric_numbered(m: int, n: int, room: dict[Cell, int], ways: dict[Cell, str], maps,
                        symmetry: str) -> SymmetricMade:
    """:func:`_numbered` with the numbers in whole orbits: a room's number in its first cell in
    pzprjs's order and each image of the room's in the same image of that cell; a room that is
    its own image under some of ``maps`` (about a mirror's axis) has its number in its first cell
    that those maps fix, or none (a mirror of an even width fixes no cell)."""
    made = _numbered(m, n, room, ways)
    rooms = made.rooms
    members: dict[int, list[Cell]] = {}
    for j in range(n):
        for i in range(m):
            members.setdefault(rooms[i][j], []).append((i, j))
    cells = [["-"] * n for _ in range(m)]
    done: set[int] = set()
    for r, mine in sorted(members.items()):
        if r in done:
            continue
        own = [f for f in maps if f(*mine[0]) in mine]
        done.update(rooms[a][b] for a, b in (f(*mine[0]) for f in maps))
        spot = next((c for c in mine if all(f(*c) == c for f in own)), None)
        if spot is None:
            continue
        for f in maps:
            a, b = f(*spot)
            cells[a][b] = str(sum(c in ways for c in members[rooms[a][b]]))
    numbers = [(i, j) for i in range(m) for j in range(n) if cells[i][j] != "-"]
    return SymmetricMade(cells, numbers, rooms=rooms, answer=made.answer, symmetry=symmetry)


def _reroomed(room: dict[Cell, int], order: list[Cell], m: int, n: int):
    """Rooms changed a little at each cell of ``order`` in turn: the cell moved into a room beside
    it, the cell made a room of its own, the cell and a neighbour of its room made one; only
    where what is left of its room hangs together."""
    fresh = max(room.values()) + 1
    for c in order:
        mates = [nb for _, nb in neighbours(m, n, c) if room[nb] == room[c]]
        for part in ([c], *([c, nb] for nb in mates)):
            rest = {x for x, r in room.items() if r == room[c]} - set(part)
            if not rest or len(regions_of(rest)) != 1:
                continue
            if len(part) == 1:
                for r in sorted({room[nb] for _, nb in neighbours(m, n, c)} - {room[c]}):
                    yield {**room, c: r}
            yield {**room, **{x: fresh for x in part}}


def _visit(c: Cell) -> str:
    """The secondary item that says whether the loop visits cell ``c`` (1) or not (0)."""
    return f"v{c[0]}.{c[1]}"


def _top(rooms: list[list[int]], r: int) -> Cell:
    """The cell of room ``r`` where pzprjs writes its number: the leftmost column's top cell."""
    return min(((i, j) for i, row in enumerate(rooms) for j, x in enumerate(row) if x == r),
               key=lambda c: (c[1], c[0]))


def _read_room_numbers(body: str, count: int) -> list[int | None]:
    """A number (or none) per room; a body without numbers gives none."""
    return pzpr.read_number16(body, count)[0] if body else [None] * count
