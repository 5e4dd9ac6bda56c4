"""Heyawake: shade cells of a grid divided into rooms.

Rules: no two shaded cells are side by side; the unshaded cells are connected; a room with a
number holds that many shaded cells; no horizontal or vertical line of unshaded cells crosses
two room borders (a line of unshaded cells spans at most two rooms).

Notation (janko.at's, puzzlekit's ``heyawake``): ``R C``, then R rows of cells, a number (the
count of its room, written in any one cell of the room) or ``-``, then R rows of room names
(cells with the same name form a room); puzz.link ``heyawake`` URLs. Answer: ``x`` shaded,
``-`` unshaded.

The model (:class:`~.cellmodels.Cells`): each cell shaded (1) or not (0); a shaded cell's option
colours its neighbours unshaded, so that it carries the whole of its neighbourhood's rule; a
numbered room is an item covered as many times as its number by shaded cells; each stretch of a
row or column from the last cell before one room border to the first cell after the next is not
all unshaded (one option per first shaded cell in it, as :meth:`~.cellmodels.Cells.not_all` writes it);
the unshaded cells are a connected constraint.
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from dataclasses import replace

from ..errors import InputError
from ..model import Model
from .kit import rules
from .kit.cellmodels import Cells, connected_model
from .kit.grid import Cell, adjacent, images, matching, neighbours, orbits, where
from .kit.division import SymmetricMade
from .kit.genre import Genre, Made, shaded_rows
from .kit.rooms import RoomNumbersURL, clued_rooms, numbered, room_lists

SHADED, OPEN = "1", "0"


def most_apart(cells: Sequence[Cell]) -> int:
    """The most cells of ``cells`` no two of which are side by side (the cells less a largest
    matching of neighbours: the grid's cells form a bipartite graph)."""
    black = [c for c in cells if (c[0] + c[1]) % 2 == 0]
    inside = set(cells)
    _, alone = matching(black, lambda c: [nb for nb in adjacent(c) if nb in inside])
    return len(cells) - (len(black) - len(alone))


def stretches(room: Sequence[Sequence[int]]) -> list[list[Cell]]:
    """The stretches of rows and columns that cross two room borders: from the last cell before a
    border to the first cell after the next border along the line (each must hold a shaded cell)."""
    m, n = len(room), len(room[0])
    out = []
    for i in range(m):
        cuts = [j for j in range(n - 1) if room[i][j] != room[i][j + 1]]
        out += [[(i, j) for j in range(a, b + 2)] for a, b in zip(cuts, cuts[1:])]
    for j in range(n):
        cuts = [i for i in range(m - 1) if room[i][j] != room[i + 1][j]]
        out += [[(i, j) for i in range(a, b + 2)] for a, b in zip(cuts, cuts[1:])]
    return out


class Heyawake(RoomNumbersURL, Genre):
    """``Heyawake(cells, rooms)``: rows of cell strings (a number or '-') and rows of room numbers."""

    kind = "heyawake"
    shading = SHADED
    url_names = ("heyawake", "heyawacky")
    rooms = True

    cell_tokens = {"-": None, "?": None}
    least = 0
    cell_words = "a cell is a number (its room's count of shaded cells), ? (a number not given) or '-'"

    def room_counts(self) -> tuple[list[list[Cell]], dict[int, int]]:
        """The rooms' cells, and room -> its number; two numbers in a room, or a number more
        shaded cells than the room can hold apart, are refused at the number's cell."""
        rooms = room_lists(self.room, self.kind)
        self.room = numbered(self.room, rooms)
        count = clued_rooms(self.kind, rooms, self.clue, most=most_apart,
                            beyond="can hold with no two shaded side by side")
        return rooms, count

    def build(self) -> Model:
        m, n = self.m, self.n
        self.room_cells, self.count = self.room_counts()
        cells = self.cells_model = Cells(m, n, SHADED + OPEN)
        for c in cells.cells():
            for _, nb in neighbours(m, n, c):
                cells.add(c, SHADED, f"{cells.value(nb)}:{OPEN}")
        for k, v in sorted(self.count.items()):
            cells.exactly(self.room_cells[k], SHADED, v, f"r{k}")
        for k, stretch in enumerate(stretches(self.room)):
            cells.not_all(stretch, OPEN, f"s{k}")
        return connected_model(cells, OPEN)

    def verify(self, answer) -> str | None:
        shaded = self.shaded_in(answer)
        if isinstance(shaded, str):
            return shaded
        m, n = self.m, self.n
        broken = rules.shaded_apart(shaded) or rules.unshaded_joined(shaded, m, n)
        if broken:
            return broken
        for k, cells in enumerate(room_lists(self.room)):
            numbers = [self.clue[c] for c in cells if c in self.clue]
            held = sum(c in shaded for c in cells)
            if numbers and held != numbers[0]:
                return f"the room at {where(cells[0])} holds {held} shaded cells, its number says {numbers[0]}"
        return self._lines_crossing(shaded)

    def _lines_crossing(self, shaded: set[Cell]) -> str | None:
        """The first line of unshaded cells that crosses two room borders, in words."""
        lines = [[(i, j) for j in range(self.n)] for i in range(self.m)]
        lines += [[(i, j) for i in range(self.m)] for j in range(self.n)]
        for line in lines:
            start, borders = 0, 0
            for k in range(len(line)):
                if line[k] in shaded:
                    start, borders = k + 1, 0
                    continue
                if k > start and self.room[line[k][0]][line[k][1]] != self.room[line[k - 1][0]][line[k - 1][1]]:
                    borders += 1
                    if borders == 2:
                        return (f"the unshaded cells from {where(line[start])} to {where(line[k])} cross two room "
                                f"borders")
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        text = {c: str(v) for c, v in self.clue.items()}
        if solution is None:
            return {"text": text}
        colour = self.cells_model.colouring(solution)
        return {"text": {c: (t, "white") if colour[c] == SHADED else t for c, t in text.items()},
                "shaded": [c for c, k in colour.items() if k == SHADED],
                "dots": [c for c, k in colour.items() if k == OPEN and c not in self.clue]}

    @classmethod
    def repair(cls, made: Made, other) -> Made | None:
        """A room cut in two across a row or column, with its images under a symmetric draw's
        symmetry, the same way (a room that the symmetry maps onto itself only into two parts the
        symmetry keeps together), so that the drawn answer keeps the rules and ``other`` breaks
        one: the part without the room's number gets one (and its images theirs), the rooms where
        the answers differ tried first, the cut drawn by a checksum of ``other``. None where no
        cut does it."""
        symmetry = getattr(made, "symmetry", "none")
        m, n = len(made.cells), len(made.cells[0])
        maps = images(m, n, symmetry)
        differ = {(i, j) for i in range(m) for j in range(n) if made.answer[i][j] != other[i][j]}
        rooms = room_lists(made.rooms)
        rooms.sort(key=lambda cells: not differ.intersection(cells))
        key = zlib.crc32(repr(other).encode())
        for cells in rooms:
            rows = sorted({i for i, _ in cells})
            cols = sorted({j for _, j in cells})
            cuts = [(0, t) for t in rows[1:]] + [(1, t) for t in cols[1:]]
            for k in range(len(cuts)):
                axis, t = cuts[(key + k) % len(cuts)]
                part = frozenset(c for c in cells if c[axis] >= t)
                rest = frozenset(cells) - part
                tried = _cut(made, maps, frozenset(cells), rest, part, key)
                if tried is not None and cls.made(tried.cells, tried).verify(made.answer) is None \
                        and cls.made(tried.cells, tried).verify(other) is not None:
                    return tried
        return None

    # ------------------------------------------------------------------ making puzzles
    @classmethod
    def maker(cls, m: int, n: int, rng, symmetry: str = "none") -> Made | None:
        """Rooms and shading together: rectangles cut in two across their longer side while
        larger than about 3x3, at a random place where each stretch that then crosses two borders
        can get a shaded cell (the most constrained stretch first; a rectangle with no such place
        stays whole); then more cells at random, four in five. A cell is shaded only where no
        shaded cell is beside it and the unshaded cells stay connected (it closes no ring of
        diagonally touching shaded cells and the grid's edge). Every room's count is written in
        one of its cells, each removable.

        With a ``symmetry`` (``rot2``, ``rot4``, ``mirror``: :func:`~.grid.images`) the rooms are
        rectangles placed with their images (:func:`symmetric_rectangles`), the cells shaded an
        orbit at a time (first one in each stretch that crosses two borders, the most constrained
        first, then more at random), and a room's number is written in a cell and each image of
        the room's in the same image of the cell; a room that the symmetry maps onto itself has
        its number on a cell the symmetry fixes, or none. None where the stretches cannot all be
        shaded. A mirror of an even width is refused (an InputError): the two cells either side
        of its axis are images of each other and side by side, so the answer shades neither, and
        such draws (the columns beside the axis in two rooms at most, else a stretch of them
        cannot be shaded) came out with a second answer, unshaded cells there shaded, two hundred
        times in two hundred."""
        if symmetry == "mirror" and n % 2 == 0:
            raise InputError(f"a heyawake symmetric under mirror needs an odd width, not {m}x{n}: the cells either "
                             "side of the axis are images of each other, side by side, never shaded",
                             source="symmetry")
        if symmetry != "none":
            return _symmetric_draw(m, n, rng, symmetry)
        shading = _Shading(m, n)
        room = _cut_rooms(m, n, shading, rng)
        order = [(i, j) for i in range(m) for j in range(n)]
        rng.shuffle(order)
        for c in order:
            if rng.random() < 0.8 and shading.can(c):
                shading.shade(c)
        puzzle = [["-"] * n for _ in range(m)]
        removable = []
        for members in room_lists(room):
            i, j = rng.choice(members)
            puzzle[i][j] = str(sum(c in shading.shaded for c in members))
            removable.append((i, j))
        answer = shaded_rows(m, n, shading.shaded)
        return Made(puzzle, removable, rooms=room, answer=answer)


def symmetric_rectangles(m: int, n: int, rng, maps, most: int = 9, side: int = 4) -> list[list[Cell]]:
    """A random division of the m×n grid into rectangles symmetric under ``maps``
    (:func:`~.grid.images`): at the first free cell in reading order a rectangle of at most
    ``most`` cells and sides of at most ``side`` is placed with its images (listed after it),
    where they are free and either apart or all the rectangle itself (a single cell always is:
    the free cells are whole orbits); larger ones are drawn nine times in ten. Each rectangle
    as its cells, sorted."""
    free = [[True] * n for _ in range(m)]
    out: list[list[Cell]] = []
    for i in range(m):
        for j in range(n):
            if not free[i][j]:
                continue
            shapes = []
            for h in range(1, min(side, m - i) + 1):
                for w in range(1, min(side, n - j) + 1):
                    if h * w > most:
                        break
                    cells = [(a, b) for a in range(i, i + h) for b in range(j, j + w)]
                    if not all(free[a][b] for a, b in cells):
                        break
                    seen = list(dict.fromkeys(frozenset(f(a, b) for a, b in cells) for f in maps))
                    every = [c for x in seen for c in x]
                    if len(seen) == 1 or (len(set(every)) == len(every) and all(free[a][b] for a, b in every)):
                        shapes.append(seen)
            big = [s for s in shapes if len({a for a, _ in s[0]}) > 1 and len({b for _, b in s[0]}) > 1]
            for x in rng.choice(big if big and rng.random() < 0.9 else shapes):
                for a, b in x:
                    free[a][b] = False
                out.append(sorted(x))
    return out


def _symmetric_draw(m: int, n: int, rng, symmetry: str) -> Made | None:
    """:meth:`Heyawake.maker` with a symmetry (see there)."""
    maps = images(m, n, symmetry)
    groups = orbits(m, n, symmetry)
    orbit = {c: group for group in groups for c in group}
    for _ in range(20):
        rects = symmetric_rectangles(m, n, rng, maps)
        room = [[0] * n for _ in range(m)]
        for k, cells in enumerate(rects):
            for i, j in cells:
                room[i][j] = k
        shading = _Shading(m, n)
        if _shade_orbits(stretches(room), shading, orbit, rng):
            break
    else:
        return None
    rng.shuffle(groups)
    for group in groups:
        if rng.random() < 0.8 and shading.can_all(group):
            shading.shade_all(group)
    puzzle = [["-"] * n for _ in range(m)]
    removable = []
    done: set[Cell] = set()
    for cells in rects:
        if cells[0] in done:
            continue
        itself = all(f(*cells[0]) in cells for f in maps)
        spots = [c for c in cells if all(f(*c) == c for f in maps)] if itself else cells
        for f in maps:
            done.update(f(a, b) for a, b in cells)
        if not spots:
            continue
        a, b = rng.choice(spots)
        for f in maps:
            i, j = f(a, b)
            if puzzle[i][j] == "-":
                puzzle[i][j] = str(sum(c in shading.shaded for c in room_of(room, (i, j))))
                removable.append((i, j))
    return SymmetricMade(puzzle, sorted(removable), rooms=room, answer=shaded_rows(m, n, shading.shaded),
                         symmetry=symmetry)


def _shade_orbits(todo: list[list[Cell]], shading: "_Shading", orbit: dict[Cell, list[Cell]], rng) -> bool:
    """Shade an orbit through a cell of each stretch of ``todo`` that has no shaded cell (the
    stretch with the fewest cells free first); False where one cannot be."""
    while True:
        todo = [s for s in todo if not any(c in shading.shaded for c in s)]
        if not todo:
            return True
        free = [[c for c in s if shading.can_all(orbit[c])] for s in todo]
        k = min(range(len(todo)), key=lambda t: len(free[t]))
        if not free[k]:
            return False
        shading.shade_all(orbit[rng.choice(free[k])])


def _cut(made: Made, maps, whole: frozenset, rest: frozenset, part: frozenset, key: int) -> Made | None:
    """``made`` with the room ``whole`` cut into ``rest`` and ``part``, and each image of it the
    same way, the numbers written again (:func:`_numbers_of`); None where the images of the parts
    do not lie apart or each on itself."""
    m, n = len(made.cells), len(made.cells[0])
    pieces = {frozenset(f(*c) for c in x) for f in maps for x in (rest, part)}
    every = [c for x in pieces for c in x]
    if len(set(every)) != len(every):
        return None
    room = [row[:] for row in made.rooms]
    top = max(max(row) for row in room) + 1
    for k, x in enumerate(sorted(pieces, key=min)):
        for i, j in x:
            room[i][j] = top + k
    cells = [row[:] for row in made.cells]
    for x in sorted(pieces, key=min):
        if any(cells[i][j] != "-" for i, j in x):
            continue
        spots = [c for c in sorted(x) if all(f(*c) == c for f in maps)] \
            if all(f(*min(x)) in x for f in maps) else sorted(x)
        if not spots:
            continue
        a, b = spots[key % len(spots)]
        for f in maps:
            i, j = f(a, b)
            cells[i][j] = "0"
    shaded = {(i, j) for i in range(m) for j in range(n) if made.answer[i][j] == "x"}
    removable = []
    for i in range(m):
        for j in range(n):
            if cells[i][j] != "-":
                cells[i][j] = str(sum(c in shaded for c in room_of(room, (i, j))))
                removable.append((i, j))
    return replace(made, cells=cells, removable=removable, rooms=room, built=None)


def room_of(room: Sequence[Sequence[int]], c: Cell) -> list[Cell]:
    """The cells of the room of cell c."""
    k = room[c[0]][c[1]]
    return [(i, j) for i, row in enumerate(room) for j, r in enumerate(row) if r == k]


def _cut_rooms(m: int, n: int, shading: "_Shading", rng) -> list[list[int]]:
    """Rooms as rectangles: the grid cut in two across its longer side, and each piece again,
    while it is larger than 3x3 (or, by chance, larger than 2x2), at a random place where the
    stretches of the lines it crosses can each get a shaded cell (``shading`` gets them)."""
    room = [[0] * n for _ in range(m)]
    todo = [(0, 0, m, n, 0)]
    rooms = 1
    while todo:
        i, j, h, w, k = todo.pop()
        if (h <= 3 and w <= 3 and (h * w <= 4 or rng.random() < 0.5)) or (h == 1 and w <= 4):
            continue
        across = w > h or (w == h and rng.random() < 0.5)
        places = list(range(1, (w if across else h)))
        rng.shuffle(places)
        for cut in places:
            piece = [(a, b) for a in range(i, i + h) for b in range(j, j + w)
                     if (b >= j + cut if across else a >= i + cut)]
            for a, b in piece:
                room[a][b] = rooms
            lines = [[(a, b) for b in range(n)] for a in range(i, i + h)] if across else \
                [[(a, b) for a in range(m)] for b in range(j, j + w)]
            if _shade_stretches(room, lines, shading, rng):
                todo += [(i, j, h, cut, k), (i, j + cut, h, w - cut, rooms)] if across else \
                    [(i, j, cut, w, k), (i + cut, j, h - cut, w, rooms)]
                rooms += 1
                break
            for a, b in piece:
                room[a][b] = k
    return room


def _shade_stretches(room, lines: list[list[Cell]], shading: "_Shading", rng) -> bool:
    """Shade a cell of each stretch of ``lines`` that crosses two borders and has none (the
    stretch with the fewest cells free first); False, and nothing shaded, when one cannot."""
    todo = []
    for line in lines:
        cuts = [k for k in range(len(line) - 1) if room[line[k][0]][line[k][1]] != room[line[k + 1][0]][line[k + 1][1]]]
        todo += [line[a:b + 2] for a, b in zip(cuts, cuts[1:])]
    trial = shading.copy()
    while True:
        todo = [s for s in todo if not any(c in trial.shaded for c in s)]
        if not todo:
            break
        free = [[c for c in s if trial.can(c)] for s in todo]
        k = min(range(len(todo)), key=lambda t: len(free[t]))
        if not free[k]:
            return False
        trial.shade(rng.choice(free[k]))
    shading.shaded, shading.parent = trial.shaded, trial.parent
    return True


class _Shading:
    """Shaded cells no two side by side whose unshaded cells stay connected: the shaded cells
    that touch diagonally (and the grid's edge, one node) must form no ring, kept in a union-find
    (shaded cells with no two side by side cut the unshaded ones exactly when they close a ring)."""

    def __init__(self, m: int, n: int) -> None:
        self.m, self.n = m, n
        self.shaded: set[Cell] = set()
        self.parent: dict[object, object] = {"edge": "edge"}

    def copy(self) -> "_Shading":
        other = _Shading(self.m, self.n)
        other.shaded, other.parent = set(self.shaded), dict(self.parent)
        return other

    def find(self, a):
        while self.parent[a] != a:
            self.parent[a] = self.parent[self.parent[a]]
            a = self.parent[a]
        return a

    def touching(self, c: Cell) -> list:
        i, j = c
        out = [d for d in ((i - 1, j - 1), (i - 1, j + 1), (i + 1, j - 1), (i + 1, j + 1)) if d in self.shaded]
        if i in (0, self.m - 1) or j in (0, self.n - 1):
            out.append("edge")
        return out

    def can(self, c: Cell) -> bool:
        if c in self.shaded or any(nb in self.shaded for _, nb in neighbours(self.m, self.n, c)):
            return False
        if (self.m == 1 and 0 < c[1] < self.n - 1) or (self.n == 1 and 0 < c[0] < self.m - 1):
            return False  # (a line one cell wide: the cell touches both its edges, and cuts it)
        roots = [self.find(d) for d in self.touching(c)]
        return len(roots) == len(set(roots))

    def can_all(self, cells: Sequence[Cell]) -> bool:
        """Whether every cell of ``cells`` can be shaded, one after another."""
        trial = self.copy()
        for c in cells:
            if not trial.can(c):
                return False
            trial.shade(c)
        return True

    def shade_all(self, cells: Sequence[Cell]) -> None:
        for c in cells:
            self.shade(c)

    def shade(self, c: Cell) -> None:
        self.shaded.add(c)
        self.parent[c] = c
        for d in self.touching(c):
            self.parent[self.find(d)] = c
