"""Hakyuu (Ripple Effect, Hakyuu Kouka): fill every room of k cells with the numbers 1..k so that
two equal numbers d in one row or one column have at least d cells between them.

Rules: a room of k cells holds each of 1..k once; two cells of one row or one column that hold
the same number d are more than d apart (at least d cells between them); a number given in a
cell stays.

Notation (puzzlekit's ``hakyuu``, as suguru's): ``R C``, then R rows of cells (a number or
``-``), then R rows of room numbers; puzz.link ``ripple`` URLs (pzprjs's; its cells taken out
of the grid are not read here). Answer: the numbers.

The model is suguru's, a pure exact cover without colours, an option a cell and a number: a
primary item per cell (it holds one number) and per room and number (the room holds each of
1..k once). The ripple rule is a secondary item per window of d + 1 consecutive cells of a row
or column and number d (the whole line where it is shorter), on the options that put d in the
window: at most one d per window is exactly "two d's are more than d apart". A window's item is
made only where cells of two rooms of it may hold d. A number given in a cell is its only
option, and neither its room's other cells nor the cells of its line within its reach get an
option for it.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..model import Model
from . import DIGITS
from .kit.grid import Cell, where
from .kit.rooms import grown_numbered
from .suguru import Suguru


def windows(length: int, d: int, p: int) -> range:
    """The windows (by their first position) of ``d + 1`` consecutive positions of a line of
    ``length`` (one window, the whole line, where it is shorter) that hold position ``p``."""
    count, size = max(length - d, 1), min(d + 1, length)
    return range(max(0, p - size + 1), min(p, count - 1) + 1)


class Hakyuu(Suguru):
    """``Hakyuu(cells, rooms)``: rows of cell strings (a number or '-') and rows of room numbers.
    Suguru's notation, rooms, answer, picture and URL layout; its own rule between equal numbers."""

    kind = "hakyuu"
    url_names = ("ripple", "hakyuu")
    rooms = True

    def build(self) -> Model:
        m, n = self.m, self.n
        rooms = self.checked_rooms()
        room_of: dict[Cell, int] = {}
        can: dict[Cell, set[int]] = {}
        for r, cells in enumerate(rooms):
            given = {self.clue[c] for c in cells if c in self.clue}
            for c in cells:
                room_of[c] = r
                can[c] = set(range(1, len(cells) + 1)) - given  # (a number given in the room is its cell's only)
        for (i, j), x in self.clue.items():  # (nor does a cell of its line within its reach hold it)
            for k in range(1, x + 1):
                for a, b in ((i - k, j), (i + k, j), (i, j - k), (i, j + k)):
                    if 0 <= a < m and 0 <= b < n:
                        can[a, b].discard(x)
        for c, x in self.clue.items():
            can[c] = {x}
        model = Model()
        cell_item = model.add_items([f"c{i}.{j}" for i in range(m) for j in range(n)]).start
        first, k = [], 0
        for cells in rooms:
            first.append(k)
            k += len(cells)
        number = model.add_items([f"R{r}.{x}" for r, cells in enumerate(rooms)
                                  for x in range(1, len(cells) + 1)]).start
        # The windows: ("h", row, first column, d) and ("v", column, first row, d), where cells of
        # two rooms of the window may hold d.
        names: list[str] = []
        win: dict[tuple, int] = {}
        for horizontal, lines, length in ((True, m, n), (False, n, m)):
            for line in range(lines):
                line_cells = [(line, p) if horizontal else (p, line) for p in range(length)]
                for d in range(1, max(len(r) for r in rooms) + 1):
                    count, size = max(length - d, 1), min(d + 1, length)
                    for s in range(count):
                        holders = {room_of[c] for c in line_cells[s:s + size] if d in can[c]}
                        if len(holders) > 1:
                            key = ("h" if horizontal else "v", line, s, d)
                            win[key] = len(names)
                            names.append(f"{key[0]}{line}.{s}.{DIGITS[d]}")
        secondary = model.add_items(names, primary=False).start if names else 0
        starts, items, placed = [0], [], []
        for i in range(m):
            for j in range(n):
                r = room_of[i, j]
                for d in sorted(can[i, j]):
                    row = [cell_item + i * n + j, number + first[r] + d - 1]
                    for s in windows(n, d, j):
                        if ("h", i, s, d) in win:
                            row.append(secondary + win["h", i, s, d])
                    for s in windows(m, d, i):
                        if ("v", j, s, d) in win:
                            row.append(secondary + win["v", j, s, d])
                    items.extend(row)
                    starts.append(len(items))
                    placed.append((i, j, d))
        self._options = (model.n_options, placed)
        model.add_options_flat(starts, items, [0] * len(items))
        return model

    # ------------------------------------------------------------------ answers
    def numbers(self, solution: Sequence[int]) -> dict[Cell, int]:
        first, placed = self._options
        out = {}
        for o in solution:
            if 0 <= o - first < len(placed):
                i, j, d = placed[o - first]
                out[i, j] = d
        return out

    def spacing_problem(self, grid: list[list[str]]) -> str | None:
        """Two equal numbers d in a row or column have fewer than d cells between them."""
        m, n = self.m, self.n
        for i in range(m):
            for j in range(n):
                x = int(grid[i][j])
                for line in ("row", "column"):
                    for k in range(1, x + 1):
                        a, b = (i, j + k) if line == "row" else (i + k, j)
                        if a < m and b < n and grid[a][b] == grid[i][j]:
                            return (f"{where((i, j))} and {where((a, b))} both hold {x} in one {line} with "
                                    f"{k - 1} cells between them, fewer than {x}")
        return None

    # ------------------------------------------------------------------ making
    made_how = "rooms and numbers made together cell by cell"

    @classmethod
    def random_answer(cls, m: int, n: int, rng) -> tuple[list[list[int]], dict[Cell, int]] | None:
        """Rooms and numbers made together (:func:`_answer`); None when its search gives up."""
        return _answer(m, n, rng)


def _answer(m: int, n: int, rng, budget: int | None = None) -> tuple[list[list[int]], dict[Cell, int]] | None:
    """A random answer (:func:`~.rooms.grown_numbered`, as suguru's maker): a cell may not hold a
    number that an earlier cell of its row or column holds within that number's reach."""

    def barred(t: int, c: Cell, value: dict[Cell, int]) -> set[int]:
        """The numbers an earlier cell of c's row or column holds within their reach of c."""
        i, j = c
        out = set()
        for k in range(1, max(i, j) + 1):
            for p in ((i - k, j), (i, j - k)):
                if value.get(p, 0) >= k:
                    out.add(value[p])
        return out

    return grown_numbered(m, n, rng, barred, budget)
