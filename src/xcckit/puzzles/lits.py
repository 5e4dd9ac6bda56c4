"""LITS: shade a tetromino in every room of a grid.

Rules: each room holds exactly four shaded cells, side by side, a tetromino (L, I, T or S;
turned and mirrored they are the same); two tetrominoes of the same shape never touch side by
side (across a room border); the shaded cells are connected; no 2×2 block is all shaded.

Notation (janko.at's, puzzlekit's ``lits``): ``R C``, then R rows of room names (cells with
the same name form a room; ``@`` or ``#`` a cell in no room, never shaded), or R rows of ``-`` cells and then the R rows of rooms; puzz.link
``lits`` URLs. Answer: the tetromino's letter (``L``, ``I``, ``T``, ``S``) on each shaded cell,
``-`` elsewhere.

The model, in Knuth's way: a primary item per room whose options are the room's tetromino
placements, each colouring every cell of the room, shaded (1) on the tetromino and unshaded (0)
elsewhere; each cell its own item, shaded or not (:class:`~.cellmodels.Cells`); a placement that
shades a cell beside another room also takes, for that pair of cells and its shape, an
uncoloured item that a placement of the same shape shading the other cell takes too, so that
the two never meet; each 2×2 block not all shaded (:meth:`~.cellmodels.Cells.not_all`); the shaded
cells a connected constraint. (Four shaded cells a room, as an implied count of all of them, is
left out: the room items say it, and sat's cardinality encoding of it cost more than it saved,
90-110 ms against 36-41 ms on 10×10 puzzles.)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ..constraints import Connected
from ..errors import InputError
from ..model import Model
from . import need_text
from .kit import pzpr, rules
from ..text import is_number
from .kit.cellmodels import Cells
from .kit.division import SymmetricMade
from .kit.grid import OUTSIDE, Cell, blocks, images, neighbours, regions_of, where
from .kit.genre import Genre, Made, regions_by_room, room_row
from .kit.rooms import symmetric_move_out

SHADED, OPEN = "1", "0"
SHAPES = {"L": ((0, 0), (1, 0), (2, 0), (2, 1)), "I": ((0, 0), (1, 0), (2, 0), (3, 0)),
          "T": ((0, 0), (0, 1), (0, 2), (1, 1)), "S": ((0, 1), (0, 2), (1, 0), (1, 1))}
"""A tetromino of each shape, as cells (row, column); the others are their turns and mirrors."""


def orientations(cells: Sequence[Cell]) -> list[tuple[Cell, ...]]:
    """The distinct turns and mirror images of a shape, each moved so that its first cell in
    reading order is at (0, 0)."""
    out = set()
    shape = list(cells)
    for mirror in (False, True):
        s = [(i, -j) for i, j in shape] if mirror else shape
        for _ in range(4):
            s = [(j, -i) for i, j in s]
            first = min(s)
            out.add(tuple(sorted((i - first[0], j - first[1]) for i, j in s)))
    return sorted(out)


PLACED = {letter: orientations(cells) for letter, cells in SHAPES.items()}
"""Each shape's orientations: L 8, I 2, T 4, S 4."""


def numbered(room: Sequence[Sequence[object]], rooms: Sequence[Sequence[Cell]]) -> list[list[int]]:
    """The room grid with the rooms numbered 0, 1, … in the order of ``rooms`` (cells in none
    :data:`OUTSIDE`)."""
    out = [[OUTSIDE] * len(room[0]) for _ in room]
    for k, cells in enumerate(rooms):
        for i, j in cells:
            out[i][j] = k
    return out


class Lits(Genre):
    """``Lits(cells, rooms)``: rows of cells (each '-') and rows of room numbers."""

    kind = "lits"
    url_names = ("lits",)
    rooms = True
    outside = True

    cell_tokens = {"-": None}
    cell_words = "a cell is '-' (a LITS puzzle gives only rooms)"

    @classmethod
    def from_text(cls, text: str, source: str | None = None) -> "Lits":
        """The notation with or without the rows of '-' cells before the rooms (puzzlekit writes
        only the rooms)."""
        need_text(text, f"{cls.__name__}.from_text(text)")
        lines = [(k, line) for k, line in enumerate(text.split("\n"), 1) if line.strip()]
        head = lines[0][1].split() if lines else []
        if len(head) == 2 and all(is_number(t) for t in head) and int(head[0]) >= 1:
            m, n, rows = int(head[0]), int(head[1]), len(lines) - 1
            if rows == m:
                return cls._rooms_only(text, source)
            if rows != 2 * m:
                line = lines[2 * m + 1][0] if rows > 2 * m else lines[-1][0] + 1
                raise InputError(f"the first line says {m}×{n}: expected {m} rows of rooms (or {m} rows of cells "
                                 f"and {m} of rooms), found {rows} rows", source=source, line=line, col=1)
        return super().from_text(text, source)

    def to_text(self, notation: str | None = None) -> str:
        """``janko``: the first line and the rows of rooms (as puzzlekit writes a LITS puzzle)."""
        if self._notation(notation) == "url":
            return self.to_url() + "\n"
        return "\n".join([f"{self.m} {self.n}", *map(room_row, self.room)]) + "\n"

    def placements(self) -> list[list[tuple[str, tuple[Cell, ...]]]]:
        """Each room's tetrominoes (shape, cells); a room none fits in is an InputError."""
        members = regions_by_room(self.room)
        seen: dict[object, Cell] = {}
        for i, j in (cells[0] for cells in members):
            if self.room[i][j] in seen:
                raise InputError(f"room '{self.room[i][j]}' is in two pieces ({where(seen[self.room[i][j]])} and "
                                 f"{where((i, j))})", source=self.kind)
            seen[self.room[i][j]] = (i, j)
        self.room = numbered(self.room, members)
        out = []
        for cells in members:
            inside = set(cells)
            found = [(letter, tuple((i + a, j + b) for a, b in shape))
                     for i, j in sorted(cells) for letter, shapes in PLACED.items() for shape in shapes
                     if all((i + a, j + b) in inside for a, b in shape)]
            if not found:
                i, j = min(cells)
                square = len(cells) == 4 and {(i + a, j + b) for a in (0, 1) for b in (0, 1)} == inside
                raise InputError(f"no tetromino fits in the room at {where((i, j))} ({len(cells)} cells"
                                 + ("; the square, O, fits but is no LITS tetromino" if square else "") + ")",
                                 source=self.kind)
            out.append(found)
        self.room_cells = [sorted(cells) for cells in members]
        return out

    def build(self) -> Model:
        m, n = self.m, self.n
        rooms = self.placements()
        across = self._across()
        placed = [(k, letter, cells, [f"{pair}{letter}" for c in cells for pair in across[c]])
                  for k, found in enumerate(rooms) for letter, cells in found]
        sides: dict[str, set[int]] = {}  # a pair of cells across a border and a shape -> the rooms that take it
        for k, _, _, names in placed:
            for name in names:
                sides.setdefault(name, set()).add(k)
        shared = {name for name, rooms_ in sides.items() if len(rooms_) > 1}
        grid = self.cells_model = Cells(m, n, SHADED + OPEN)
        for c in self.outside_cells():
            grid.allow(c, OPEN)
        for k in range(len(rooms)):
            grid.primary(f"r{k}")
        for name in sorted(shared):
            grid.secondary(name)
        for k, block in enumerate(blocks(m, n)):
            grid.not_all(block, SHADED, f"b{k}")
        model = grid.model()
        self.placed: dict[int, tuple[str, tuple[Cell, ...]]] = {}
        for k, letter, cells, names in placed:
            on = set(cells)
            tokens = [f"r{k}"] + [f"{grid.value(c)}:{SHADED if c in on else OPEN}" for c in self.room_cells[k]]
            tokens += [name for name in names if name in shared]
            self.placed[model.add_option(tokens)] = (letter, cells)
        vertices, edges = grid.graph()
        model.add_constraint(Connected(model, vertices, edges, SHADED))
        return model

    def _across(self) -> dict[Cell, list[str]]:
        """Each cell's pairs with its neighbours in other rooms, as the items name them (the upper
        or left cell first; the shape's letter follows)."""
        out: dict[Cell, list[str]] = {}
        for i in range(self.m):
            for j in range(self.n):
                out[i, j] = []
                for a, b in ((i - 1, j), (i, j - 1), (i, j + 1), (i + 1, j)):
                    if 0 <= a < self.m and 0 <= b < self.n and self.room[a][b] != self.room[i][j]:
                        x, y = min((i, j), (a, b)), max((i, j), (a, b))
                        out[i, j].append(f"t{x[0]}.{x[1]}.{y[0]}.{y[1]}")
        return out

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        out = [["-"] * self.n for _ in range(self.m)]
        for o in solution:
            if o in self.placed:
                letter, cells = self.placed[o]
                for i, j in cells:
                    out[i][j] = letter
        return out

    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        m, n = self.m, self.n
        broken = rules.tokens_in(grid, ("L", "I", "T", "S", "-"), "L, I, T, S (shaded) or - (unshaded)")
        if broken:
            return broken
        shaded = {(i, j) for i in range(m) for j in range(n) if grid[i][j] != "-"}
        off = next((c for c in sorted(shaded) if self.room[c[0]][c[1]] == OUTSIDE), None)
        if off is not None:
            return f"{where(off)} is shaded, and is in no room"
        broken = rules.no_block(shaded, m, n)
        if broken:
            return broken
        for cells in regions_by_room(self.room):
            cells = sorted(cells)
            mine = sorted(c for c in cells if c in shaded)
            if len(mine) != 4:
                return f"the room at {where(cells[0])} holds {len(mine)} shaded cells, not 4"
            if len(regions_of(set(mine))) > 1:
                return f"the shaded cells of the room at {where(cells[0])} are not side by side"
            shape = shape_of(mine)
            for c in mine:
                if grid[c[0]][c[1]] != shape:
                    return f"{where(c)} says {grid[c[0]][c[1]]}, but its room's tetromino is {shape}"
        for i in range(m):
            for j in range(n):
                for a, b in ((i, j + 1), (i + 1, j)):
                    if (a < m and b < n and self.room[i][j] != self.room[a][b] and grid[i][j] != "-"
                            and grid[i][j] == grid[a][b]):
                        return (f"two {grid[i][j]} tetrominoes touch across a room border at {where((i, j))} "
                                f"and {where((a, b))}")
        return rules.connected(shaded, "shaded")

    def draw(self, solution: Sequence[int] | None) -> dict:
        if solution is None:
            return {}
        grid = self.grid(solution)
        shaded = [(i, j) for i in range(self.m) for j in range(self.n) if grid[i][j] != "-"]
        return {"shaded": shaded, "text": {c: (grid[c[0]][c[1]], "white") for c in shaded}}

    # ------------------------------------------------------------------ URLs
    @classmethod
    def decode(cls, rows: int, cols: int, body: list[str]):
        room, _ = pzpr.read_border(body[0] if body else "", rows, cols)
        return [["-"] * cols for _ in range(rows)], room

    def encode(self) -> str:
        return pzpr.write_border(self.room)

    # ------------------------------------------------------------------ making puzzles
    @classmethod
    def maker(cls, m: int, n: int, rng, symmetry: str = "none") -> Made | None:
        """Tetrominoes laid at random beside those laid before (the first anywhere), each where
        it makes no 2×2 block shaded, touches no tetromino of its shape and closes in no cell
        alone (a cell whose every neighbour it shades), until no cell beside
        the shaded ones takes one; then each unshaded cell joins, at random, the room of a
        neighbour that has one, until every cell has a room. Nothing is removable (the rooms are
        the puzzle). None when not one tetromino fits.

        With a ``symmetry`` (``rot2``, ``rot4``, ``mirror``: :func:`~.grid.images`) each
        tetromino is laid with its images, each in a room of its own unless it is the tetromino
        itself (an image of a shape is of that shape), and each cell joins a room with its
        images, which join the same images of the room (a cell that a map fixes joins only a room
        that the map takes onto itself): the answer is symmetric and each room's image is a room.
        None also where the tetrominoes laid apart, about their images, never met, or a cell is
        left that no room beside it can take. A half turn of a grid whose sides are both odd and
        a quarter turn of an odd side are refused (an InputError): the middle cell's room would
        be its own image under a half turn, and no tetromino turns onto itself about a cell (an
        I or an S does about the point between two cells). So is a quarter turn of a side below
        8: its tetrominoes lie in fours of one shape, which may not touch, so eight at least, 32
        shaded cells, more than a 6x6 grid holds with one cell unshaded in each of nine blocks."""
        if symmetry in ("rot2", "rot4") and m % 2 and n % 2:
            raise InputError(f"a LITS symmetric under {symmetry} needs an even side, not {m}x{n}: the middle cell's "
                             "room would be its own image under a half turn, and no tetromino turns onto itself "
                             "about a cell", source="symmetry")
        if symmetry == "rot4" and n < 8:
            raise InputError(f"a LITS symmetric under rot4 needs a side of 8 at least, not {m}x{n}: its tetrominoes, "
                             "in fours of one shape that may not touch, are eight at least, 32 shaded cells with "
                             "no 2x2 block shaded", source="symmetry")
        maps = images(m, n, symmetry)
        laid = _laid(m, n, rng, maps)
        if laid is None:
            return None
        shape_at, owner = laid
        rooms = _grow_rooms(m, n, owner, rng, maps)
        if rooms is None:
            return None
        answer = [[shape_at.get((i, j), "-") for j in range(n)] for i in range(m)]
        if symmetry != "none":
            return SymmetricMade([["-"] * n for _ in range(m)], [], rooms=rooms, answer=answer, symmetry=symmetry)
        return Made([["-"] * n for _ in range(m)], [], rooms=rooms, answer=answer)

    @classmethod
    def repair(cls, made: Made, other: list[list[str]]) -> Made | None:
        """A cell that the other answer shades and this one does not moves (in a symmetric draw
        with its images) to a neighbouring room (:func:`~.rooms.symmetric_move_out`): the room
        it leaves then holds fewer than four of the other answer's shaded cells, and this answer
        keeps the rules (a cell unshaded changes rooms). None where no such cell can move."""
        symmetry = getattr(made, "symmetry", "none")
        answer = made.answer
        spots = [(i, j) for i, row in enumerate(other) for j, t in enumerate(row) if t != "-" and answer[i][j] == "-"]
        room = symmetric_move_out(made.rooms, spots, images(len(answer), len(answer[0]), symmetry))
        return None if room is None else replace(made, rooms=room)


def _fits(m: int, n: int, shape_at: dict[Cell, str], letter: str, cells: list[Cell]) -> bool:
    """Whether a tetromino of ``letter`` fits at ``cells`` beside those laid (``shape_at``: each cell's letter)."""
    if any(not (0 <= i < m and 0 <= j < n) or (i, j) in shape_at for i, j in cells):
        return False
    on = set(cells)
    for i, j in cells:
        for _, nb in neighbours(m, n, (i, j)):
            if nb in on:
                continue
            if shape_at.get(nb) == letter:
                return False
            if nb not in shape_at and all(x in on for _, x in neighbours(m, n, nb)):
                return False  # (a cell closed in by one tetromino: its room could shade it instead)
        for a in (i - 1, i):
            for b in (j - 1, j):
                block = {(a, b), (a + 1, b), (a, b + 1), (a + 1, b + 1)}
                if all(x in on or x in shape_at for x in block):
                    return False
    return True


def _laid(m: int, n: int, rng, maps) -> tuple[dict[Cell, str], dict[Cell, int]] | None:
    """The tetrominoes :meth:`Lits.maker` lays (each cell's letter, and its tetromino's number from 1), or None."""
    shape_at: dict[Cell, str] = {}
    owner: dict[Cell, int] = {}
    shapes = [(letter, shape) for letter, found in PLACED.items() for shape in found]

    def lay(c: Cell) -> bool:
        """A tetromino through cell c, at random, with its images, if they fit (each where
        those before it are laid)."""
        tries = [(letter, shape, k) for letter, shape in shapes for k in range(4)]
        rng.shuffle(tries)
        for letter, shape, k in tries:
            cells = [(c[0] + a - shape[k][0], c[1] + b - shape[k][1]) for a, b in shape]
            pieces: dict[frozenset, list[Cell]] = {}
            for f in maps:
                pieces.setdefault(frozenset(f(*x) for x in cells), [f(*x) for x in cells])
            fitted = []
            for piece in pieces.values():
                if not _fits(m, n, shape_at, letter, piece):
                    break
                fitted.append(piece)
                for x in piece:
                    shape_at[x] = letter
            if len(fitted) == len(pieces):
                for piece in fitted:
                    laid.append(letter)
                    for x in piece:
                        owner[x] = len(laid)
                    frontier.extend(nb for x in piece for _, nb in neighbours(m, n, x) if nb not in shape_at)
                return True
            for x in (x for piece in fitted for x in piece):
                del shape_at[x]
        return False

    frontier: list[Cell] = []
    laid: list[str] = []
    start = [(i, j) for i in range(m) for j in range(n)]
    rng.shuffle(start)
    if not any(lay(c) for c in start):
        return None
    while frontier:
        c = frontier.pop(rng.randrange(len(frontier)))
        if c not in shape_at:
            lay(c)
    if len(regions_of(set(shape_at))) > 1:  # (apart only where images were laid apart)
        return None
    return shape_at, owner


def _grow_rooms(m: int, n: int, owner: dict[Cell, int], rng, maps) -> list[list[int]] | None:
    """Every cell's room: the tetrominoes' cells theirs; the others, in random order, each joins
    the room beside it that it gives the fewest new tetrominoes (placements through the cell),
    so that rooms leave few ways to shade them; each with its images under ``maps``
    (:func:`~.grid.images`; ``owner`` symmetric under them), which join the same images of
    the room, where the maps that take the cell to one place take the room to one room. None
    where a cell is left that no room beside it can take."""
    room = dict(owner)
    members: dict[int, set[Cell]] = {}
    for c, k in owner.items():
        members.setdefault(k, set()).add(c)
    image = [{k: owner[f(*min(cells))] for k, cells in members.items()} for f in maps]

    def takes(c: Cell, k: int) -> bool:
        to: dict[Cell, int] = {}
        return all(to.setdefault(f(*c), rooms[k]) == rooms[k] for f, rooms in zip(maps, image))

    todo = sorted({nb for c in room for _, nb in neighbours(m, n, c) if nb not in room})
    while todo:
        c = todo.pop(rng.randrange(len(todo)))
        if c in room:
            continue
        near = [k for k in sorted({room[nb] for _, nb in neighbours(m, n, c) if nb in room}) if takes(c, k)]
        if not near:
            continue
        k = min(near, key=lambda k: (_through(c, members[k]), rng.random()))
        for f, rooms in zip(maps, image):
            x = f(*c)
            room[x] = rooms[k]
            members[rooms[k]].add(x)
            todo += [nb for _, nb in neighbours(m, n, x) if nb not in room]
    if len(room) < m * n:
        return None
    return [[room[i, j] for j in range(n)] for i in range(m)]


def _through(c: Cell, cells: set[Cell]) -> int:
    """The tetrominoes through cell c within ``cells`` and c."""
    count = 0
    for shapes in PLACED.values():
        for shape in shapes:
            for a, b in shape:
                placed = [(c[0] + x - a, c[1] + y - b) for x, y in shape]
                count += all(d == c or d in cells for d in placed)
    return count


def shape_of(cells: Sequence[Cell]) -> str:
    """The letter of four connected cells, from what the rules say of each shape: I is a line;
    T has a cell beside the three others; an S has two cells in each of its two lines; an L the
    rest (O, the square, is none of them: '?')."""
    rows = {i for i, _ in cells}
    cols = {j for _, j in cells}
    if len(rows) == 1 or len(cols) == 1:
        return "I"
    if len(rows) == 2 and len(cols) == 2:
        return "?"
    on = set(cells)
    if any(sum(nb in on for nb in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1))) == 3 for i, j in cells):
        return "T"
    lines = [i for i, _ in cells] if len(rows) == 2 else [j for _, j in cells]
    return "S" if all(lines.count(k) == 2 for k in set(lines)) else "L"

