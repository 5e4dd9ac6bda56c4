"""Suguru (Tectonic, Number Blocks): fill every room of k cells with the numbers 1..k so that no
two touching cells, not even diagonally, hold the same number.

Rules: a room of k cells holds each of 1..k once; two cells that touch (by a side or a corner)
hold different numbers; a number given in a cell stays.

Notation (janko.at's, puzzlekit's ``suguru``): ``R C``, then R rows of cells (a number or
``-``), then R rows of room numbers; puzz.link ``suguru`` URLs (pzprjs's; its cells taken out of
the grid are not read here). Answer: the numbers.

The model is a pure exact cover, without colours, an option a cell and a number: a primary item
per cell (it holds one number) and per room and number (the room holds each of 1..k once); two
touching cells lie in one 2×2 block, so "no two touching cells alike" is a secondary item per
block and number, on the options that put that number in that block (only where cells of two
rooms of the block may hold it). A number given in a cell is its only option, and neither its
room's other cells nor the cells touching it get an option for it. (The options were whole
rooms, each filling of a room's k cells, and cell by cell only for rooms of many fillings: on
20×20 puzzles dlx took 0.27 s to 8.4 s where it takes 0.06 s cell by cell, sat 0.8 s, most of it
the CNF of the rooms' fillings, where it takes 0.1 s; 2026-11-26.)
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ..errors import InputError
from ..model import Model
from . import DIGITS
from .kit import pzpr
from .kit.grid import Cell, where
from .kit.genre import Genre, Made
from .kit.rooms import grown_numbered, regions_by_room

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

    cell_tokens = {"-": None, "?": None}
    least = 1
    cell_words = "a cell is a number from 1, ? (a number not given) or '-'"

    def room_cells(self) -> list[list[Cell]]:
        """The cells of each room (by room number)."""
        out: dict[int, list[Cell]] = {}
        for i in range(self.m):
            for j in range(self.n):
                out.setdefault(self.room[i][j], []).append((i, j))
        return [out[r] for r in sorted(out)]

    def checked_rooms(self) -> list[list[Cell]]:
        """The rooms' cells (:meth:`room_cells`), each room smaller than the digits go and
        holding no number above its size (an InputError otherwise)."""
        rooms = self.room_cells()
        if max(len(r) for r in rooms) >= len(DIGITS):
            raise InputError(f"a room has at most {len(DIGITS) - 1} cells", source=self.kind)
        for cells in rooms:
            for c in cells:
                if self.clue.get(c, 0) > len(cells):
                    raise InputError(f"{where(c)} holds {self.clue[c]}, more than the {len(cells)} cells of its "
                                     "room", source=self.kind)
        return rooms

    def build(self) -> Model:
        m, n = self.m, self.n
        rooms = self.checked_rooms()
        top = max(len(r) for r in rooms)
        room = np.zeros((m, n), dtype=np.int64)  # each cell's room, 0.. in the order of room_cells
        can = np.zeros((m, n, top + 1), dtype=bool)  # can[i, j, x]: cell (i, j) may hold x
        for r, cells in enumerate(rooms):
            given = [self.clue[c] for c in cells if c in self.clue]
            for i, j in cells:
                room[i, j] = r
                can[i, j, 1:len(cells) + 1] = True
                can[i, j, given] = False  # (a number given in the room is its cell's only)
        for (i, j), x in self.clue.items():  # (nor does a cell touching it hold it)
            can[max(i - 1, 0):i + 2, max(j - 1, 0):j + 2, x] = False
        for (i, j), x in self.clue.items():
            can[i, j] = False
            can[i, j, x] = True
        # The blocks of 2×2 cells (of 2 on a grid of one row or column), by their top left cell:
        # an item for a block and a number only where cells of two rooms of the block may hold it.
        bm, bn = max(m - 1, 1), max(n - 1, 1)
        rows, cols = np.arange(bm), np.arange(bn)
        corners = [(np.minimum(rows + a, m - 1)[:, None], np.minimum(cols + b, n - 1)[None, :])
                   for a in (0, 1) for b in (0, 1)]
        need = np.zeros((bm, bn, top + 1), dtype=bool)
        for k, (pa, pb) in enumerate(corners):
            for qa, qb in corners[k + 1:]:
                need |= (room[pa, pb] != room[qa, qb])[:, :, None] & can[pa, pb] & can[qa, qb]
        model = Model()
        cell = model.add_items([f"c{i}.{j}" for i in range(m) for j in range(n)])[0]
        first = np.cumsum([0] + [len(cells) for cells in rooms])  # room r's number x: first[r] + x - 1
        number = model.add_items([f"R{r}.{x}" for r, cells in enumerate(rooms)
                                  for x in range(1, len(cells) + 1)])[0]
        where_need = np.nonzero(need)
        block = np.full(need.shape, -1, dtype=np.int64)
        block[where_need] = model.add_items([f"b{i}.{j}.{DIGITS[x]}" for i, j, x in zip(*map(list, where_need))],
                                            primary=False).start + np.arange(len(where_need[0]))
        # An option a cell and a number: the cell, its room's number, the items of the blocks
        # around the cell for that number (ascending: the cell's, the number's, the blocks').
        oi, oj, ox = np.nonzero(can)
        items = [cell + oi * n + oj, number + first[room[oi, oj]] + ox - 1]
        for da in (-1, 0):
            for db in (-1, 0):
                a, b = oi + da, oj + db
                ok = (a >= 0) & (a < bm) & (b >= 0) & (b < bn)
                items.append(np.where(ok, block[np.clip(a, 0, bm - 1), np.clip(b, 0, bn - 1), ox], -1))
        items = np.stack(items, axis=1)
        keep = items >= 0
        starts = np.concatenate([[0], np.cumsum(keep.sum(axis=1))])
        self._options = (model.n_options, oi, oj, ox)
        model.add_options_flat(starts, items[keep], np.zeros(int(starts[-1]), dtype=np.int64))
        return model

    # ------------------------------------------------------------------ answers
    def numbers(self, solution: Sequence[int]) -> dict[Cell, int]:
        first, oi, oj, ox = self._options
        return {(int(oi[o - first]), int(oj[o - first])): int(ox[o - first]) for o in solution
                if 0 <= o - first < len(oi)}

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        x = self.numbers(solution)
        return [[str(x[i, j]) for j in range(self.n)] for i in range(self.m)]

    def numbered_problem(self, grid: list[list[str]]) -> str | None:
        """The first rule of the rooms an answer's grid breaks, in words (None: kept): each cell
        a number from 1, the givens kept, each room of k cells holding 1 to k once each."""
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
        return None

    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        return self.numbered_problem(grid) or self.spacing_problem(grid)

    def spacing_problem(self, grid: list[list[str]]) -> str | None:
        """What breaks the rule of equal numbers' spacing, in words (the grid's numbers read
        already): suguru's, two equal numbers touch (also diagonally)."""
        m, n = self.m, self.n
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
    def clue_at(cls, made: Made, i: int, j: int) -> str | None:
        """Any cell may be given: its number in the answer."""
        return made.answer[i][j] if made.answer is not None else None

    made_how = ""
    """How :meth:`random_answer` makes an answer, in words (the made puzzle's ``how``)."""

    @classmethod
    def random_answer(cls, m: int, n: int, rng) -> tuple[list[list[int]], dict[Cell, int]] | None:
        """Rooms and numbers at random (:func:`_answer`: numbers first, rooms carved from them);
        None when the carving leaves a cell no room can take."""
        return _answer(m, n, rng)

    @classmethod
    def maker(cls, m: int, n: int, rng) -> Made | None:
        """A random answer (:meth:`random_answer`) and about a third of its numbers given, those
        removable; None where no answer was made."""
        made = cls.random_answer(m, n, rng)
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
        return Made(cells, removable, room, [], answer, how=cls.made_how)

    @classmethod
    def repair(cls, made: Made, other: list[list[str]]) -> Made | None:
        """A number of the answer is given where the other answer differs."""
        diff = [(i, j) for i, row in enumerate(made.answer) for j, t in enumerate(row) if other[i][j] != t]
        if not diff:
            return None
        i, j = diff[len(diff) // 2]
        cells = [row[:] for row in made.cells]
        cells[i][j] = made.answer[i][j]
        return Made(cells, list(made.removable) + [(i, j)], made.rooms, [], made.answer, how=made.how)

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
                                 f"this {cls.kind} does not read", source="URL")
        return pzpr.cell_rows(numbers, rows, cols), rooms

    def encode(self) -> str:
        return pzpr.write_border(self.room) + pzpr.write_number16(
            [self.clue.get((i, j)) for i in range(self.m) for j in range(self.n)])


def _answer(m: int, n: int, rng, budget: int | None = None) -> tuple[list[list[int]], dict[Cell, int]] | None:
    """A random answer (:func:`~.rooms.grown_numbered`): a cell may not hold a number that a cell
    before it that it touches holds."""
    order = [(i, j) for i in range(m) for j in range(n)]
    before = [[d for d in touching(m, n, c) if d < c] for c in order]
    return grown_numbered(m, n, rng, lambda t, c, value: {value[d] for d in before[t]}, budget)
