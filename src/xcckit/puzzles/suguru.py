"""Suguru (Tectonic, Number Blocks): fill every room of k cells with the numbers 1..k so that no
two touching cells, not even diagonally, hold the same number.

Rules: a room of k cells holds each of 1..k once; two cells that touch (by a side or a corner)
hold different numbers; a number given in a cell stays.

Notation (janko.at's, puzzlekit's ``suguru``): ``R C``, then R rows of cells (a number or
``-``), then R rows of room numbers; puzz.link ``suguru`` URLs (pzprjs's; its cells taken out of
the grid are not read here). Answer: the numbers.

The model is a pure exact cover with colours, each option a whole room (Knuth's way: an option
that settles a room makes the search strong): a room's options are its fillings (the ways to put
1..k in its k cells that keep the numbers given in it and around it), each colouring the cells'
secondary items with their numbers; two touching cells lie in one 2×2 block, so "no two touching
cells alike" is an uncoloured secondary item per block and number, on the fillings that put that
number in that block (only where cells of two rooms may share it). A room with more than
:data:`MOST_FILLINGS` fillings has an option per cell and number instead, and an item per number
it must hold.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import InputError
from ..model import Model
from ..text import is_number
from . import DIGITS, pzpr
from .batch import Batch
from .genre import Cell, Genre, Made, regions_by_room, where

MOST_FILLINGS = 720
"""A room with more fillings than this (a room of 7 cells with few numbers given) gets an option
per cell and number."""


def touching(m: int, n: int, c: Cell) -> list[Cell]:
    """The cells that touch ``c`` by a side or a corner."""
    i, j = c
    return [(a, b) for a in range(i - 1, i + 2) for b in range(j - 1, j + 2)
            if (a, b) != c and 0 <= a < m and 0 <= b < n]


class Suguru(Genre):
    """``Suguru(cells, rooms)``: rows of cell strings (a number or '-') and rows of room numbers."""

    kind = "suguru"
    url_names = ("suguru",)
    rooms = True
    summary = "fill each room of k cells with 1..k so that no two touching cells hold the same number"
    arguments = "PUZZLE"
    cells_help = "a cell is a number or '-'"
    answer_help = "the numbers"
    description = ("PUZZLE is a file in janko.at's notation: a line 'R C', then R rows of cells separated by "
                   "blanks, a number or '-' (empty), then R rows of room numbers (cells with the same number "
                   "form a room); - for standard input; a puzz.link URL (https://puzz.link/p?suguru/W/H/...); "
                   "or a bundled puzzle by name (demo-8x8). The answer: the numbers. Rules: a room of k cells "
                   "holds each of 1..k once; cells that touch, even by a corner, hold different numbers.")
    examples = ("xcc solve suguru demo-8x8 --unique", "xcc solve suguru demo-8x8 --svg s.svg",
                "xcc count suguru demo-8x8 --backend zdd")

    @classmethod
    def read_cell(cls, tok: str) -> int | None:
        if tok == "-":
            return None
        if not is_number(tok) or int(tok) < 1:
            raise ValueError("a cell is a number from 1 or '-'")
        return int(tok)

    def room_cells(self) -> list[list[Cell]]:
        """The cells of each room (by room number)."""
        out: dict[int, list[Cell]] = {}
        for i in range(self.m):
            for j in range(self.n):
                out.setdefault(self.room[i][j], []).append((i, j))
        return [out[r] for r in sorted(out)]

    def build(self) -> Model:
        m, n = self.m, self.n
        rooms = self.room_cells()
        if max(len(r) for r in rooms) >= len(DIGITS):
            raise InputError(f"a room has at most {len(DIGITS) - 1} cells", source=self.kind)
        for cells in rooms:
            for c in cells:
                if self.clue.get(c, 0) > len(cells):
                    raise InputError(f"{where(c)} holds {self.clue[c]}, more than the {len(cells)} cells of its "
                                     "room", source=self.kind)
        self._known: dict[tuple[Cell, int], list[int]] = {}
        fillings = [self._fillings(cells) for cells in rooms]
        model = Model()
        heads = model.add_items([f"R{r}" for r, f in enumerate(fillings) if f is not None])
        big = [r for r, f in enumerate(fillings) if f is None]
        cell_items = {c: model.add_primary(f"c{c[0]}.{c[1]}") for r in big for c in rooms[r]}
        number_items = {(r, x): model.add_primary(f"R{r}.{x}") for r in big for x in range(1, len(rooms[r]) + 1)}
        value = model.add_items([f"v{i}.{j}" for i in range(m) for j in range(n)], primary=False)
        block = self._blocks(rooms, model)
        colour = [model.colour_id(ch) for ch in DIGITS]
        batch = Batch(model)
        self._fills: dict[int, list[tuple[Cell, int]]] = {}
        head = iter(heads)
        for r, options in enumerate(fillings):
            if options is None:
                for c in rooms[r]:
                    for x in self._candidates(c, len(rooms[r])):
                        items = [cell_items[c], number_items[r, x], value[c[0] * n + c[1]], *block(c, x)]
                        o = batch.add(items, [0, 0, colour[x]] + [0] * (len(items) - 3))
                        self._fills[o] = [(c, x)]
                continue
            h = next(head)
            parts = {(c, x): ([value[c[0] * n + c[1]], *block(c, x)], [colour[x]] + [0] * len(block(c, x)))
                     for c in rooms[r] for x in range(1, len(rooms[r]) + 1)}
            for filling in options:
                items, colours = [h], [0]
                for c, x in zip(rooms[r], filling):
                    more, shades = parts[c, x]
                    items += more
                    colours += shades
                self._fills[batch.add(items, colours)] = list(zip(rooms[r], filling))
        return batch.flush()

    def _candidates(self, c: Cell, size: int) -> list[int]:
        """The numbers cell ``c`` of a room of ``size`` cells may hold, by the numbers given."""
        key = (c, size)
        if key not in self._known:
            self._known[key] = self._candidates_of(c, size)
        return self._known[key]

    def _candidates_of(self, c: Cell, size: int) -> list[int]:
        if c in self.clue:
            return [self.clue[c]]
        near = {self.clue[d] for d in touching(self.m, self.n, c) if d in self.clue}
        return [x for x in range(1, size + 1) if x not in near]

    def _fillings(self, cells: list[Cell]) -> list[tuple[int, ...]] | None:
        """The ways to put 1..k in a room's k cells (each from its candidates, numbers given in
        the room used by their cells only); None when there are more than :data:`MOST_FILLINGS`."""
        k = len(cells)
        given = {self.clue[c] for c in cells if c in self.clue}
        domains = [[x for x in self._candidates(c, k) if c in self.clue or x not in given] for c in cells]
        order = sorted(range(k), key=lambda t: len(domains[t]))
        out: list[tuple[int, ...]] = []
        chosen = [0] * k

        def fill(t: int, used: set[int]) -> bool:
            if t == k:
                out.append(tuple(chosen))
                return len(out) <= MOST_FILLINGS
            at = order[t]
            for x in domains[at]:
                if x not in used:
                    chosen[at] = x
                    used.add(x)
                    going = fill(t + 1, used)
                    used.discard(x)
                    if not going:
                        return False
            return True

        return out if fill(0, set()) else None

    def _blocks(self, rooms: list[list[Cell]], model: Model):
        """The block items (declared in ``model``) and a function: (cell, number) -> the items of
        the blocks around the cell for that number. An item is there only where cells of two
        rooms of the block may hold the number."""
        m, n = self.m, self.n
        size = {c: len(cells) for cells in rooms for c in cells}
        need = []
        for i in range(max(m - 1, 1)):  # (on a grid of one row or column, the blocks are pairs)
            for j in range(max(n - 1, 1)):
                cells = sorted({(min(a, m - 1), min(b, n - 1)) for a in (i, i + 1) for b in (j, j + 1)})
                for x in range(1, max(size[c] for c in cells) + 1):
                    if len({self.room[a][b] for a, b in cells if x in self._candidates((a, b), size[a, b])}) > 1:
                        need.append((i, j, x))
        ids = dict(zip(need, model.add_items([f"b{i}.{j}.{DIGITS[x]}" for i, j, x in need], primary=False)))

        def items(c: Cell, x: int) -> list[int]:
            i, j = c
            return sorted({ids[a, b, x] for a in (i - 1, i) for b in (j - 1, j) if (a, b, x) in ids})

        return items

    # ------------------------------------------------------------------ answers
    def numbers(self, solution: Sequence[int]) -> dict[Cell, int]:
        return {c: x for o in solution if o in self._fills for c, x in self._fills[o]}

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        x = self.numbers(solution)
        return [[str(x[i, j]) for j in range(self.n)] for i in range(self.m)]

    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        m, n = self.m, self.n
        for i in range(m):
            for j in range(n):
                t = grid[i][j]
                if not (t.isdigit() and int(t) >= 1):
                    return f"{where((i, j))} is '{t}': a cell holds a number from 1"
                if (i, j) in self.clue and int(t) != self.clue[i, j]:
                    return f"{where((i, j))} is given {self.clue[i, j]}, the answer has {t}"
        for room in regions_by_room(self.room):
            held: dict[int, Cell] = {}
            for c in room:
                x = int(grid[c[0]][c[1]])
                if x > len(room):
                    return f"{where(c)} holds {x}, more than the {len(room)} cells of its room"
                if x in held:
                    return f"the room at {where(room[0])} holds {x} twice ({where(held[x])} and {where(c)})"
                held[x] = c
        for i in range(m):
            for j in range(n):
                for a, b in touching(m, n, (i, j)):
                    if (a, b) > (i, j) and grid[a][b] == grid[i][j]:
                        return f"{where((i, j))} and {where((a, b))} touch and both hold {grid[i][j]}"
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        text: dict = {c: str(v) for c, v in self.clue.items()}
        if solution is not None:
            for c, x in self.numbers(solution).items():
                if c not in self.clue:
                    text[c] = (str(x), "#1a56db")
        return {"text": text}

    # ------------------------------------------------------------------ making
    @classmethod
    def maker(cls, m: int, n: int, rng) -> Made | None:
        """A random answer (:func:`_answer`: numbers first, rooms carved from them) and about a
        third of its numbers given, those removable; None when the carving leaves a cell no room
        can take."""
        made = _answer(m, n, rng)
        if made is None:
            return None
        room, value = made
        answer = [[str(value[i, j]) for j in range(n)] for i in range(m)]
        cells = [["-"] * n for _ in range(m)]
        removable = []
        for i in range(m):
            for j in range(n):
                if rng.random() < 0.35:
                    cells[i][j] = answer[i][j]
                    removable.append((i, j))
        return Made(cells, removable, room, [], answer)

    @classmethod
    def repair(cls, made: Made, other: list[list[str]]) -> Made | None:
        """A number of the answer is given where the other answer differs."""
        diff = [(i, j) for i, row in enumerate(made.answer) for j, t in enumerate(row) if other[i][j] != t]
        if not diff:
            return None
        i, j = diff[len(diff) // 2]
        cells = [row[:] for row in made.cells]
        cells[i][j] = made.answer[i][j]
        return Made(cells, list(made.removable) + [(i, j)], made.rooms, [], made.answer)

    # ------------------------------------------------------------------ URLs
    @classmethod
    def decode(cls, rows: int, cols: int, body: list[str]):
        text = body[0] if body else ""
        rooms, rest = pzpr.read_border(text, rows, cols)
        numbers, rest = pzpr.read_number16(rest, rows * cols)
        if rest:
            empty, _ = pzpr.read_binary(rest, rows * cols)
            if any(empty):
                k = empty.index(1)
                raise InputError(f"URL body: r{k // cols + 1}c{k % cols + 1} is taken out of the grid, which "
                                 "this suguru does not read", source="URL")
        if any(v == pzpr.UNKNOWN for v in numbers):
            raise InputError("URL body: a number of unknown value ('.') is not a suguru clue here", source="URL")
        cells = [["-" if v is None else str(v) for v in numbers[i * cols:(i + 1) * cols]] for i in range(rows)]
        return cells, rooms

    def encode(self) -> str:
        return pzpr.write_border(self.room) + pzpr.write_number16(
            [self.clue.get((i, j)) for i in range(self.m) for j in range(self.n)])


def _answer(m: int, n: int, rng, budget: int | None = None) -> tuple[list[list[int]], dict[Cell, int]] | None:
    """A random answer, rooms and numbers made together cell by cell in reading order: a cell
    joins the room of its left or upper neighbour (of k < 5 cells) holding k + 1, or starts a room
    holding 1, whichever the cells before it that it touch allow (joining first, in a random
    order), so that every room of k cells holds 1..k; a dead end goes back (None after
    ``budget`` steps)."""
    order = [(i, j) for i in range(m) for j in range(n)]
    before = [[d for d in touching(m, n, c) if d < c] for c in order]
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
            near = {value[d] for d in before[t]}
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
