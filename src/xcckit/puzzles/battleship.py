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
is one solution) and, for each of its cells, a primary item ``q`` of the cell; it colours its
cells ``s`` and the ring of cells around it ``w`` (a secondary item per cell: a ship in another's
ring disagrees, so ships never touch). The items of XCC may not repeat in an option, so a ship
cannot cover its row's number once per cell it has there: each cell instead has a primary item
``p`` with two options, water (covering ``p`` and ``q``, colouring the cell ``w``) and ship
(covering ``p`` and its row's and its column's number, primary items covered that many times
where given, colouring it ``s``). A cell's ``q`` is covered by its water or by a placement over
it, so a ship cell lies in a placement, and a placement's cells are ships, as a clause each (the
model had only a count of all ship cells to say so, which sat learnt slowly: some 14x14s over 20 s).

Before the placements are listed, what the rules settle is found (:class:`_Settled`, on bits of
the grid, as :mod:`.kuromasu` and :mod:`.nonogram` settle theirs; each step holds in every
answer), until nothing changes: a number reached leaves its line's other cells water, one that
needs every cell not water makes them ships (the fleet's cells too, over the grid); a placement
goes when a cell of it is water, a ship cell is in its ring, it and its line's ships are more
than the number, or its ring leaves a line it crosses fewer cells than its number; a cell no
placement covers is water; the placements over a ship cell all share some cells (ships) and
ring cells (water), and where one is left it is in the answer; a size whose ships are all found
so has no other place, a size with as many places as ships takes them all, and what all the
places of a size share is settled. A given part keeps only the placements whose piece there is
the given one. Then only the placements left are options, a settled cell has no ``p`` (a
ship's ``q`` stays, for the placement over it), a water cell no item, and the numbers count only
the ship cells not settled. 688 of the 861 published puzzles settle whole (4 of 4 6x6s, 9 of 13
8x8s, 226 of 257 10x10s, 225 of 240 12x12s, 201 of 226 14x14s; 23 of the 120 11x11s, with fewer
numbers; not the 30x30, 97% of its cells): the model is then one option per item (``auto``
still takes sat, for the fleet's counts: 1.5 ms). ``settle=False``: the given cells only (the
tests compare the two).

Measured (2026-11-29, every puzzle of puzzlekit's dataset, CPU seconds in one warm process,
the model built, solved and proven unique with ``auto``; the machine shared): medians 10x10
0.003, 11x11 0.013-0.02, 12x12 0.004, 14x14 0.005, largest 0.06; all 860 published answers,
unique. Before (the count of all ship cells, no settling; every 5th): medians 0.030, 0.078,
0.105, and 5 of 55 14x14s not proven unique in 30 s; the 30x30 took 61 s, now 0.03 s warm (0.37
s in a new process; puzzlekit 3.3 s for one answer). ``scripts/bench.py published``: wall
medians 5-27 times below puzzlekit's (see docs/benchmarks.md). Tried and lost: the new items
without settling (medians 0.04-0.10 s, largest 0.2: every puzzle proven, but sat carries the
placements ruled out); settling without the rule of a ring's lines (453 settle whole, not 688;
11x11 0.022-0.028 s against 0.013-0.016, the others alike); dlx on the settled model (as fast
where all is settled, up to 30 s on a 14x14 that was not, before the ring's lines); dlx where
every ship is found (1.9 ms against sat's 1.5: the fleet's counts were kept, not taken out to
let ``auto`` pick dlx).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from ..errors import InputError
from ..model import Model
from .kit.batch import Batch
from .kit.drawing import picture
from .kit.grid import Cell, where
from .kit.genre import ClueLine, Genre, Made, read_lined, read_notation
from . import is_url, need_text
from .kit import rules

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
    url_names = ()
    notations = ("janko",)

    def __init__(self, cells: Sequence[Sequence[str]], fleet: Sequence[int] | None = None,
                 cols: Sequence[int | None] | None = None, rows: Sequence[int | None] | None = None,
                 settle: bool = True) -> None:
        self.settle = settle
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
        """Every placement of a ship that what the rules settle allows (:class:`_Settled`): (size,
        its cells in order along it)."""
        settled = _Settled(self, self.settle)
        n = self.n
        return [(p.size, [divmod(c, n) for c in p.cells]) for p in settled.valid]

    def build(self) -> Model:
        m, n = self.m, self.n
        for what, counts, width in (("column", self.cols, m), ("row", self.rows, n)):
            for k, v in enumerate(counts):
                if v is not None and v > width:
                    raise InputError(f"{what} {k + 1}'s number {v} is more ship cells than its {width} cells",
                                     source=self.kind)
        settled = _Settled(self, self.settle)
        ship, water = settled.ship, settled.water
        unknown = ((1 << (m * n)) - 1) & ~ship & ~water
        open_, ships = _bits(unknown), _bits(ship)
        name = lambda c: f"{c // n}.{c % n}"  # noqa: E731
        model = Model()
        q = dict(zip(open_ + ships, model.add_items([f"q{name(c)}" for c in open_ + ships])))
        p = dict(zip(open_, model.add_items([f"p{name(c)}" for c in open_])))
        sizes = {s: model.add_primary(f"S{s}", count, count) for s, count in enumerate(self.fleet, 1) if count}
        row, col = {}, {}  # (a line's item; None: no cell of it left a ship)
        for what, counts, found, masks in (("R", self.rows, row, _row_masks(m, n)),
                                           ("K", self.cols, col, _col_masks(m, n))):
            for k, v in enumerate(counts):
                if v is not None:
                    left = v - (ship & masks[k]).bit_count()
                    found[k] = model.add_primary(f"{what}{k}", left, left) if left > 0 else None
                    if left < 0:  # (fewer than none: no answer, an item no option covers)
                        model.add_primary(f"{what}{k}")
        colour = dict(zip(open_, model.add_items([f"c{name(c)}" for c in open_], primary=False)))
        s_colour, w_colour = model.colour_id("s"), model.colour_id("w")
        batch = Batch(model)
        for c in open_:
            batch.add([p[c], q[c], colour[c]], [0, 0, w_colour], ordered=True)
            counts = [x[k] for x, k in ((row, c // n), (col, c % n)) if k in x]
            if None not in counts:
                batch.add([p[c], colour[c], *counts], [0, s_colour] + [0] * len(counts))
        self._ship_of: dict[int, list[Cell]] = {}
        for pl in settled.valid:
            own = [colour[c] for c in pl.cells if c in colour]
            ring = [colour[c] for c in _bits(pl.ring_mask & unknown)]
            items = [sizes[pl.size]] + [q[c] for c in pl.cells] + own + ring
            colours = [0] * (1 + pl.size) + [s_colour] * len(own) + [w_colour] * len(ring)
            self._ship_of[batch.add(items, colours)] = [divmod(c, n) for c in pl.cells]
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


class _Placement:
    """A ship's place: ``size``, its ``cells`` (in order along it, row-major numbers), its
    ``mask`` and its ``ring_mask`` (the cells around it) as bits, ``line``: its row (across) or
    column (down), ``across``, and its ``parts`` along it."""

    __slots__ = ("size", "cells", "mask", "ring_mask", "across", "line", "parts", "box")

    def __init__(self, size: int, cells: list[int], mask: int, ring_mask: int, across: bool, line: int,
                 box: tuple[int, int, int, int]) -> None:
        self.size, self.cells, self.mask, self.ring_mask, self.box = size, cells, mask, ring_mask, box
        self.across, self.line = across, line
        self.parts = "o" if size == 1 else ("w" if across else "n") + "m" * (size - 2) + ("e" if across else "s")

    def lines(self, m: int) -> list[int]:
        """The lines its box (it and its ring) crosses: its rows, and its columns after m."""
        top, bottom, left, right = self.box
        return [*range(top, bottom), *range(m + left, m + right)]


@lru_cache(maxsize=64)
def _places(m: int, n: int, s: int) -> tuple[_Placement, ...]:
    """Every place of a ship of s cells in an m×n grid (across, then down for s > 1)."""
    out = []
    for across in (True,) if s == 1 else (True, False):
        di, dj = (0, 1) if across else (1, 0)
        h, w = (1, s) if across else (s, 1)  # (the ship's rows and columns)
        line = (1 << s) - 1 if across else sum(1 << (k * n) for k in range(s))
        for i in range(m - h + 1):
            top, bottom = max(0, i - 1), min(m, i + h + 1)
            for j in range(n - w + 1):
                left, right = max(0, j - 1), min(n, j + w + 1)
                mask = line << (i * n + j)
                row = ((1 << (right - left)) - 1) << left
                box = sum(row << (a * n) for a in range(top, bottom))
                out.append(_Placement(s, [(i + di * k) * n + j + dj * k for k in range(s)], mask, box & ~mask,
                                      across, i if across else j, (top, bottom, left, right)))
    return tuple(out)


@lru_cache(maxsize=64)
def _row_masks(m: int, n: int) -> tuple[int, ...]:
    return tuple(((1 << n) - 1) << (i * n) for i in range(m))


@lru_cache(maxsize=64)
def _col_masks(m: int, n: int) -> tuple[int, ...]:
    one = sum(1 << (i * n) for i in range(m))
    return tuple(one << j for j in range(n))


def _bits(x: int) -> list[int]:
    """The numbers of the bits of x set, ascending."""
    out = []
    while x:
        low = x & -x
        out.append(low.bit_length() - 1)
        x ^= low
    return out


class _Settled:
    """What the rules settle before any placement is listed: ``ship`` and ``water``, the cells
    known (bits, row-major), and ``valid``, the placements left (see the module's docstring for
    the steps, each sound: what they settle holds in every answer). :attr:`ok`: it ran and met no
    contradiction; a contradiction (the puzzle has no answer, which the model then says) or
    ``settle`` False leave the given cells and the placements that agree with them."""

    def __init__(self, puzzle: "Battleship", settle: bool = True) -> None:
        m, n = puzzle.m, puzzle.n
        self.m, self.n = m, n
        ship = water = 0
        for (i, j), v in puzzle.clue.items():
            if v == WATER:
                water |= 1 << (i * n + j)
            else:
                ship |= 1 << (i * n + j)
        parts = {i * n + j: v for (i, j), v in puzzle.clue.items() if v != WATER}
        places = []
        for s, count in enumerate(puzzle.fleet, 1):
            if count:
                for p in _places(m, n, s):
                    if p.mask & water or p.ring_mask & ship:
                        continue
                    if p.mask & ship and any(parts.get(c, part) != part for c, part in zip(p.cells, p.parts)):
                        continue
                    places.append(p)
        self.ship, self.water, self.valid = ship, water, places
        self.ok = False
        if settle:
            saved = (self.ship, self.water, self.valid)
            self.ok = self._propagate(puzzle)
            if not self.ok:
                self.ship, self.water, self.valid = saved

    def _propagate(self, puzzle: "Battleship") -> bool:
        """Narrow ``ship``, ``water`` and the placements ``valid`` until nothing changes (False
        where the puzzle has no answer): the numbers, the placements that agree, the cells every
        placement over a ship cell shares, and the fleet, round after round."""
        m, n = self.m, self.n
        full = (1 << (m * n)) - 1
        row_mask, col_mask = _row_masks(m, n), _col_masks(m, n)
        lines = [(v, mask) for v, mask in zip(puzzle.rows, row_mask) if v is not None] + \
            [(v, mask) for v, mask in zip(puzzle.cols, col_mask) if v is not None]
        total = sum(s * c for s, c in enumerate(puzzle.fleet, 1))
        lines.append((total, full))
        ship, water, valid = self.ship, self.water, self.valid
        while True:
            before = (ship, water, len(valid))
            known = _numbered(lines, ship, water)
            if known is None:
                return False
            ship, water = known
            valid = self._agreeing(puzzle, valid, ship, water)
            known = _shared(valid, ship, water, full)
            if known is None:
                return False
            ship, water, forced = known
            known = _fleet_placed(puzzle.fleet, valid, forced, ship, water, full)
            if known is None:
                return False
            ship, water, valid = known
            if (ship, water, len(valid)) == before:
                break
        self.ship, self.water, self.valid = ship, water, valid
        return True

    def _agreeing(self, puzzle: "Battleship", valid: list, ship: int, water: int) -> list:
        """The placements of ``valid`` that agree with the cells known and the numbers (the lines
        a placement's ring crosses keep cells enough for their numbers)."""
        m, n = self.m, self.n
        rows, cols = puzzle.rows, puzzle.cols
        row_mask, col_mask = _row_masks(m, n), _col_masks(m, n)
        need = [v or 0 for v in (*rows, *cols)]
        masks = (*row_mask, *col_mask)
        keep = []
        for p in valid:
            if p.mask & water or p.ring_mask & ship:
                continue
            v, mask = (rows[p.line], row_mask[p.line]) if p.across else (cols[p.line], col_mask[p.line])
            if v is not None and (p.mask & ~ship).bit_count() + (ship & mask).bit_count() > v:
                continue
            cut = water | p.ring_mask
            if any((masks[x] & ~cut).bit_count() < need[x] for x in p.lines(m)):
                continue
            keep.append(p)
        return keep


def _numbered(lines: list[tuple[int, int]], ship: int, water: int) -> tuple[int, int] | None:
    """(ship, water) after the numbers of ``lines`` ((number, cells mask), the fleet's total over
    the whole grid among them): a number reached makes the rest water, one that needs every cell
    not water makes them ships; None where a number cannot be met."""
    for v, mask in lines:
        have = (ship & mask).bit_count()
        can = (mask & ~water).bit_count()
        if have > v or can < v:
            return None
        if have == v:
            water |= mask & ~ship
        elif can == v:
            ship |= mask & ~water
    return None if ship & water else (ship, water)


def _shared(valid: list, ship: int, water: int, full: int) -> tuple[int, int, dict[int, set]] | None:
    """(ship, water, forced) after what the placements say of each ship cell: the cells every
    placement over it shares are ships, their rings water, cells no placement covers water;
    ``forced``: size -> the ids of the placements that alone cover a ship cell. None where a ship
    cell has no placement."""
    over: dict[int, list] = {}
    covered = 0
    for p in valid:
        covered |= p.mask
        if p.mask & ship:
            for c in p.cells:
                if (ship >> c) & 1:
                    got = over.get(c)
                    if got is None:
                        over[c] = [p.mask, p.ring_mask, p]
                    else:
                        got[0] &= p.mask
                        got[1] &= p.ring_mask
                        got[2] = None
    water |= full & ~covered
    if ship & ~covered:
        return None
    forced: dict[int, set] = {}
    for cells, ring, only in over.values():
        ship |= cells
        water |= ring
        if only is not None:
            forced.setdefault(only.size, set()).add(id(only))
    return ship, water, forced


def _fleet_placed(fleet: Sequence[int], valid: list, forced: dict[int, set], ship: int, water: int, full: int
                  ) -> tuple[int, int, list] | None:
    """(ship, water, valid) after the fleet: a size whose ships are all found has no other place;
    every place of a size shares what every one of its places shares; None where a size has too
    few places or too many forced ones."""
    by_size: dict[int, list] = {}
    for p in valid:
        by_size.setdefault(p.size, []).append(p)
    for s, count in enumerate(fleet, 1):
        if not count:
            continue
        ps = by_size.get(s, [])
        found = forced.get(s, set())
        if len(ps) < count or len(found) > count:
            return None
        if len(found) == count and len(ps) > count:
            valid = [p for p in valid if p.size != s or id(p) in found]
            ps = [p for p in ps if id(p) in found]
        cells, ring = -1, -1
        for p in ps:
            cells &= p.mask
            ring &= p.ring_mask
        if len(ps) == count:
            for p in ps:
                ship |= p.mask
                water |= p.ring_mask
        else:
            ship |= cells & full
            water |= ring & full
    return None if ship & water else (ship, water, valid)
