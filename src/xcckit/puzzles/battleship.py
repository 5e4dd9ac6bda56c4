"""Battleship (janko.at's Schiffe versenken, Battleships): place the fleet in the grid.

Rules: the given fleet of ships (straight lines of 1, 2, ... cells, across or down) lies in the
grid, every ship once; no two ships touch, not even diagonally; a number beside a row or below a
column says how many ship cells it holds; a given cell is water (``x``) or a part of a ship: a
ship of one cell (``o``), an end (``n`` the top end of a ship down, ``s`` its bottom end, ``w`` the
left end of a ship across, ``e`` its right end) or a middle cell (``m``).

Notation (puzzlekit's ``battleship``): a line ``R C F1 F2 ...`` (Fk: the ships of k cells), a line
of the C column numbers, a line of the R row numbers (``-``: no number), then R rows of cells,
``-`` unknown, ``x`` water, ``o n s w e m`` a ship's part. Answer: ``-`` water and the ships'
parts ``o n s w e m``. No puzz.link URLs: pzprjs's battleship URLs write the fleet as a bank of
polyomino bitmaps and the given parts as numbers, which is not read here.

The model (Knuth's way): an option per placement of a ship (its size, position and direction,
each ship of one cell once) covers the primary item of its size (covered as many times as the
fleet has ships of that size: ships of one size are interchangeable, so a placement of the fleet
is one solution) and colours its cells ``s`` and the ring of cells around it ``w`` (a secondary
item per cell: a ship in another's ring disagrees, so ships never touch nor overlap). The items of
XCC may not repeat in an option, so a ship cannot cover its row's number once per cell it has
there: each cell instead is a primary item with two options, water (colouring it ``w``) and ship
(colouring it ``s`` and covering its row's and its column's number, primary items covered that
many times where given, and the fleet's total, covered as many times as the fleet has cells).
As many cells are ships as the fleet has cells, and the chosen placements colour that many cells
``s``, pairwise apart: so every ship cell lies in a placement. A given part keeps only the
placements whose piece there is the given one (and the cell's ship option), given water keeps no
placement over it (and the cell's water option).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import InputError
from ..model import Model
from .batch import Batch
from .drawing import picture
from .grid import Cell, where
from .genre import ClueLine, Genre, Made, read_lined, read_notation
from . import is_url, need_text, rules

WATER, UNKNOWN = "x", "-"
PARTS = "onswem"
PART_WORDS = {"o": "a ship of one cell", "n": "the top end of a ship down", "s": "the bottom end of a ship down",
              "w": "the left end of a ship across", "e": "the right end of a ship across", "m": "a ship's middle cell"}


def pieces(cells: Sequence[Cell]) -> list[str]:
    """The parts of a ship on ``cells`` (in order along it, all in a row or a column)."""
    if len(cells) == 1:
        return ["o"]
    across = cells[0][0] == cells[1][0]
    first, last = ("w", "e") if across else ("n", "s")
    return [first] + ["m"] * (len(cells) - 2) + [last]


def standard_fleet(m: int, n: int) -> list[int]:
    """The standard fleet scaled to an m×n grid (janko.at's: 4 3 2 1 at 8×8 and 10×10, 5 4 3 2 1
    at 11×11 and 12×12): its longest ship L from the shorter side, L + 1 - k ships of k cells."""
    k = min(m, n)
    longest = 1 if k <= 2 else 2 if k <= 4 else 3 if k <= 6 else 4 if k <= 10 else 5 if k <= 13 else min(9, k // 2 - 1)
    return [longest + 1 - s for s in range(1, longest + 1)]


def fleet_words(fleet: Sequence[int]) -> str:
    return ", ".join(f"{c}×{s}" for s, c in enumerate(fleet, 1) if c) or "no ship"


class Battleship(Genre):
    """``Battleship(cells, fleet, cols, rows)``: rows of cell strings (``-``, ``x`` water, ``o n s
    w e m`` parts), the fleet (``fleet[k]``: the ships of k + 1 cells; None: the standard fleet of
    the size), the column numbers and the row numbers (None: no number)."""

    kind = "battleship"
    peer = "battleship"
    bench_sizes = ((10, 10), (14, 14))
    url_names = ()
    notations = ("janko",)
    summary = "place the fleet, ships never touching, as many ship cells in each row and column as its number"
    arguments = "PUZZLE"
    description = ("PUZZLE is a file in puzzlekit's notation: a line 'R C F1 F2 ...' (Fk: how many ships of k "
                   "cells the fleet has), a line of the C column numbers, a line of the R row numbers (- for none), "
                   "then R rows of cells separated by blanks: - unknown, x water, o a ship of one cell, n / s the "
                   "top / bottom end of a ship down, w / e the left / right end of a ship across, m a ship's middle "
                   "cell; - for standard input; or a bundled puzzle by name (demo-8x8). No puzz.link URLs (pzprjs "
                   "writes the fleet as a bank of pieces: not read). The answer: - water, and each ship's parts "
                   "(o n s w e m). Rules: every ship of the fleet lies in the grid, straight across or down; ships "
                   "never touch, not even diagonally; a row's or a column's number says how many ship cells it "
                   "holds; a given cell is what it says.")
    examples = ("xcc solve battleship demo-8x8 --unique", "xcc solve battleship demo-8x8 --svg b.svg",
                "xcc generate battleship 8 --seed 1")

    def __init__(self, cells: Sequence[Sequence[str]], fleet: Sequence[int] | None = None,
                 cols: Sequence[int | None] | None = None, rows: Sequence[int | None] | None = None) -> None:
        m, n = len(cells), len(cells[0]) if cells else 0
        self.fleet = list(fleet) if fleet is not None else standard_fleet(m, n)
        while self.fleet and self.fleet[-1] == 0:
            self.fleet.pop()
        self.header_fleet = list(fleet) if fleet is not None else list(self.fleet)
        self.cols = list(cols) if cols is not None else [None] * n
        self.rows = list(rows) if rows is not None else [None] * m
        if len(self.cols) != n or len(self.rows) != m:
            raise InputError(f"a {m}×{n} battleship puzzle has {n} column numbers and {m} row numbers, not "
                             f"{len(self.cols)} and {len(self.rows)}", source=self.kind)
        if any(not isinstance(c, int) or c < 0 for c in self.fleet):
            raise InputError(f"the fleet is counts of ships (whole numbers), not {self.fleet}", source=self.kind)
        if not any(self.fleet):
            raise InputError("the fleet has no ship", source=self.kind)
        longest = len(self.fleet)
        if longest > max(m, n):
            raise InputError(f"the fleet ({fleet_words(self.fleet)}) has a ship of {longest} cells: it does not fit "
                             f"in a {m}×{n} grid", source=self.kind)
        need = sum(2 * (s + 1) * c for s, c in enumerate(self.fleet, 1))
        if need > (m + 1) * (n + 1):
            raise InputError(f"the fleet ({fleet_words(self.fleet)}) does not fit apart in a {m}×{n} grid (a ship of "
                             f"k cells with its ring's lower right half takes 2(k+1) of ({m}+1)×({n}+1) cells: "
                             f"{need} > {(m + 1) * (n + 1)})", source=self.kind)
        super().__init__(cells)

    cell_tokens = {UNKNOWN: None, WATER: WATER, **{p: p for p in PARTS}}
    cell_words = "a cell is - (unknown), x (water) or a ship's part: o, n, s, w, e or m"

    # --------------------------------------------------------------- notation
    @classmethod
    def from_text(cls, text: str, source: str | None = None) -> "Battleship":
        need_text(text, f"{cls.__name__}.from_text(text)")
        if is_url(text.strip()):
            raise InputError("pzprjs's battleship URLs are not read: give the puzzle in puzzlekit's notation",
                             source=source or cls.kind)
        lined = read_lined(text, source, cls.kind, _lines, word="numbers",
                           more=("F1 F2 ...", "how many ships of 1, 2, ... cells"))
        note = read_notation(lined.body, source, cls.kind)
        cls._check_cells(note)
        return cls._placed(source, lined.first, note.cells, [int(t) for t in lined.head[2:]], *lined.numbers)

    def to_text(self, notation: str | None = None) -> str:
        self._notation(notation)
        show = lambda v: "-" if v is None else str(v)  # noqa: E731
        return "\n".join([" ".join(map(str, [self.m, self.n, *self.header_fleet])), " ".join(map(show, self.cols)),
                          " ".join(map(show, self.rows)), *(" ".join(row) for row in self.cells)]) + "\n"

    # --------------------------------------------------------------- model
    def placements(self) -> list[tuple[int, list[Cell]]]:
        """Every placement of a ship the clues allow: (size, its cells in order along it)."""
        m, n = self.m, self.n
        out = []
        for s, count in enumerate(self.fleet, 1):
            if not count:
                continue
            for di, dj in ((0, 1),) if s == 1 else ((0, 1), (1, 0)):
                for i in range(m - di * (s - 1)):
                    for j in range(n - dj * (s - 1)):
                        cells = [(i + di * k, j + dj * k) for k in range(s)]
                        if self._fits(cells):
                            out.append((s, cells))
        return out

    def _fits(self, cells: list[Cell]) -> bool:
        rows: dict[int, int] = {}
        cols: dict[int, int] = {}
        for (i, j), part in zip(cells, pieces(cells)):
            clue = self.clue.get((i, j))
            if clue is not None and clue != part:
                return False
            rows[i] = rows.get(i, 0) + 1
            cols[j] = cols.get(j, 0) + 1
        if any(self.rows[i] is not None and k > self.rows[i] for i, k in rows.items()):
            return False
        if any(self.cols[j] is not None and k > self.cols[j] for j, k in cols.items()):
            return False
        for c in self._ring(cells):  # (a given part next to the ship: never)
            if self.clue.get(c, WATER) != WATER:
                return False
        return True

    def _ring(self, cells: list[Cell]) -> list[Cell]:
        own = set(cells)
        out = set()
        for i, j in cells:
            for a in (-1, 0, 1):
                for b in (-1, 0, 1):
                    c = (i + a, j + b)
                    if c not in own and 0 <= c[0] < self.m and 0 <= c[1] < self.n:
                        out.add(c)
        return sorted(out)

    def build(self) -> Model:
        m, n = self.m, self.n
        for what, counts, width in (("column", self.cols, m), ("row", self.rows, n)):
            for k, v in enumerate(counts):
                if v is not None and v > width:
                    raise InputError(f"{what} {k + 1}'s number {v} is more ship cells than its {width} cells",
                                     source=self.kind)
        total = sum(s * c for s, c in enumerate(self.fleet, 1))
        model = Model()
        cells = [(i, j) for i in range(m) for j in range(n)]
        model.add_items([f"p{i}.{j}" for i, j in cells])
        for s, count in enumerate(self.fleet, 1):
            if count:
                model.add_primary(f"S{s}", count, count)
        model.add_primary("T", total, total)
        for what, counts in (("R", self.rows), ("K", self.cols)):
            for k, v in enumerate(counts):
                if v:
                    model.add_primary(f"{what}{k}", v, v)
        model.add_items([f"c{i}.{j}" for i, j in cells], primary=False)
        index = model.index
        ship, water = model.colour_id("s"), model.colour_id("w")
        batch = Batch(model)
        self._ship_of: dict[int, list[Cell]] = {}
        for i, j in cells:
            clue = self.clue.get((i, j))
            here, colour = index[f"p{i}.{j}"], index[f"c{i}.{j}"]
            if clue is None or clue == WATER:
                batch.add([here, colour], [0, water])
            if clue != WATER and self.rows[i] != 0 and self.cols[j] != 0:
                items = [here, colour, index["T"]] + ([index[f"R{i}"]] if self.rows[i] else []) + (
                    [index[f"K{j}"]] if self.cols[j] else [])
                batch.add(items, [0, ship] + [0] * (len(items) - 2))
        for s, placed in self.placements():
            ring = self._ring(placed)
            items = [index[f"S{s}"]] + [index[f"c{i}.{j}"] for i, j in placed] + [index[f"c{i}.{j}"] for i, j in ring]
            colours = [0] + [ship] * len(placed) + [water] * len(ring)
            self._ship_of[batch.add(items, colours)] = placed
        return batch.flush()

    # --------------------------------------------------------------- answers
    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        out = [[UNKNOWN] * self.n for _ in range(self.m)]
        for o in solution:
            placed = self._ship_of.get(o)
            if placed:
                for (i, j), part in zip(placed, pieces(placed)):
                    out[i][j] = part
        return out

    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        m, n = self.m, self.n
        bad = rules.tokens_in(grid, UNKNOWN + PARTS, "- (water) or a ship's part: o, n, s, w, e or m")
        if bad:
            return bad
        for (i, j), clue in sorted(self.clue.items()):
            tok = grid[i][j]
            if clue == WATER and tok != UNKNOWN:
                return f"{where((i, j))} is water in the puzzle, not '{tok}'"
            if clue != WATER and tok != clue:
                return f"{where((i, j))} is '{clue}' in the puzzle ({PART_WORDS[clue]}), not '{tok}'"
        on = {(i, j) for i in range(m) for j in range(n) if grid[i][j] != UNKNOWN}
        ships = []
        seen: set[Cell] = set()
        for c in sorted(on):
            if c in seen:
                continue
            part, stack = [], [c]
            seen.add(c)
            while stack:
                a, b = stack.pop()
                part.append((a, b))
                for d in ((a + 1, b), (a - 1, b), (a, b + 1), (a, b - 1)):
                    if d in on and d not in seen:
                        seen.add(d)
                        stack.append(d)
            part.sort()
            if len({i for i, _ in part}) > 1 and len({j for _, j in part}) > 1:
                return f"the ship cells from {where(part[0])} to {where(part[-1])} are not one straight line"
            ships.append(part)
        ship_of = {c: k for k, part in enumerate(ships) for c in part}
        for a, b in sorted(on):
            for c in ((a + 1, b - 1), (a + 1, b + 1)):
                if c in on and ship_of[c] != ship_of[a, b]:
                    return f"the ships at {where((a, b))} and {where(c)} touch"
        for part in ships:
            for c, want in zip(part, pieces(part)):
                if grid[c[0]][c[1]] != want:
                    return (f"{where(c)} is '{grid[c[0]][c[1]]}': it is {PART_WORDS[want]} ('{want}') of the ship "
                            f"from {where(part[0])} to {where(part[-1])}")
        sizes: dict[int, int] = {}
        for part in ships:
            sizes[len(part)] = sizes.get(len(part), 0) + 1
        for s in range(1, max([len(self.fleet), *sizes]) + 1):
            want = self.fleet[s - 1] if s <= len(self.fleet) else 0
            have = sizes.get(s, 0)
            if have != want:
                return (f"there {'is' if have == 1 else 'are'} {have} ship{'s' * (have != 1)} of {s} cell"
                        f"{'s' * (s != 1)}, the fleet has {want}")
        for what, counts, cells_of in (("row", self.rows, lambda k: [(k, j) for j in range(n)]),
                                       ("column", self.cols, lambda k: [(i, k) for i in range(m)])):
            for k, v in enumerate(counts):
                have = sum(c in on for c in cells_of(k))
                if v is not None and have != v:
                    return f"{what} {k + 1} holds {have} ship cell{'s' * (have != 1)}, its number says {v}"
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        return {}

    def svg(self, solution: Sequence[int] | None = None) -> str:
        """The grid with a margin row and column for the numbers; ships shaded (given parts shaded
        in the puzzle, given water marked with a dot)."""
        text: dict = {}
        for j, v in enumerate(self.cols):
            if v is not None:
                text[self.m, j] = str(v)
        for i, v in enumerate(self.rows):
            if v is not None:
                text[i, self.n] = str(v)
        if solution is None:
            shaded = [c for c, v in self.clue.items() if v != WATER]
            for c, v in self.clue.items():
                if v != WATER:
                    text[c] = (v, "white")
            dots = [c for c, v in self.clue.items() if v == WATER]
            return picture(self.m + 1, self.n + 1, shaded=shaded, text=text, dots=dots)
        grid = self.grid(solution)
        shaded = [(i, j) for i in range(self.m) for j in range(self.n) if grid[i][j] != UNKNOWN]
        return picture(self.m + 1, self.n + 1, shaded=shaded, text=text)

    # --------------------------------------------------------------- making
    @classmethod
    def made(cls, cells, drawn: Made) -> "Battleship":
        k = drawn.extra[0]
        fleet = drawn.extra[1:1 + k]
        rest = drawn.extra[1 + k:]
        n = len(cells[0])
        return cls(cells, fleet, rest[:n], rest[n:])

    @classmethod
    def maker(cls, m: int, n: int, rng) -> Made | None:
        """The standard fleet scaled to the size (:func:`standard_fleet`) placed at random, the
        longest ships first, each at a random place where it touches none placed (None where one
        finds no place: drawn again); the puzzle: every row's and column's number (kept) and the
        parts of a few ship cells (removable clues)."""
        fleet = standard_fleet(m, n)
        try:
            cls([["-"] * n for _ in range(m)], fleet)  # (a fleet that does not fit: refused)
        except InputError as err:
            raise InputError(f"a {m}×{n} battleship: {err.message}", source="battleship") from None
        taken: set[Cell] = set()  # ship cells and their rings
        answer = [[UNKNOWN] * n for _ in range(m)]
        for s in range(len(fleet), 0, -1):
            for _ in range(fleet[s - 1]):
                spots = []
                for di, dj in ((0, 1),) if s == 1 else ((0, 1), (1, 0)):
                    for i in range(m - di * (s - 1)):
                        for j in range(n - dj * (s - 1)):
                            placed = [(i + di * k, j + dj * k) for k in range(s)]
                            if not any(c in taken for c in placed):
                                spots.append(placed)
                if not spots:
                    return None
                placed = rng.choice(spots)
                for (i, j), part in zip(placed, pieces(placed)):
                    answer[i][j] = part
                    taken.update((i + a, j + b) for a in (-1, 0, 1) for b in (-1, 0, 1))
        ship = [(i, j) for i in range(m) for j in range(n) if answer[i][j] != UNKNOWN]
        cols = [sum(answer[i][j] != UNKNOWN for i in range(m)) for j in range(n)]
        rows = [sum(answer[i][j] != UNKNOWN for j in range(n)) for i in range(m)]
        given = rng.sample(ship, min(len(ship), 1 + m * n // 25))
        cells = [[answer[i][j] if (i, j) in given else UNKNOWN for j in range(n)] for i in range(m)]
        return Made(cells, sorted(given), extra=[len(fleet), *fleet, *cols, *rows], answer=answer)

    @classmethod
    def clue_at(cls, made: Made, i: int, j: int) -> str | None:
        tok = made.answer[i][j]
        return WATER if tok == UNKNOWN else tok

    @classmethod
    def repair(cls, made: Made, other) -> Made | None:
        """The first cell (in reading order) where ``other`` differs from the made answer, given:
        its part, or water (a removable clue)."""
        for i, row in enumerate(made.answer):
            for j, tok in enumerate(row):
                if other[i][j] != tok and made.cells[i][j] == UNKNOWN:
                    cells = [r[:] for r in made.cells]
                    cells[i][j] = WATER if tok == UNKNOWN else tok
                    return Made(cells, sorted({*made.removable, (i, j)}), made.rooms, list(made.extra), made.answer)
        return None


def _lines(m: int, n: int) -> list[ClueLine]:
    """The lines of numbers of an m × n grid: each at most a line's cells."""
    return [ClueLine(what, length, f"{{tok}} is more ship cells than a line of the {what}s holds ({length})")
            for what, length in (("column", m), ("row", n))]
