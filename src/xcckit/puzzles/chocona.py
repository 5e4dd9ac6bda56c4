"""Chocona: shade cells of a grid divided into regions so that the shaded cells form rectangles.

Rules (janko.at's): shade some cells so that every group of shaded cells that hang together
(side by side) is a rectangle; a number in a region says how many of its cells are shaded (a
region without a number holds any count). Rectangles may touch at a corner, and may lie across
region borders.

Notation (janko.at's, puzzlekit's dataset ``Chocona``): ``R C``, then R rows of cells, a number
(its region's count, written in any one cell of the region), ``?`` (a number not given) or
``-``, then R rows of region names (cells with the same name form a region); puzz.link
``chocona`` URLs (pzprjs's, the regions' borders and a number per region, as heyawake's).
Answer: ``x`` shaded, ``-`` unshaded.

The model is an exact cover with colours and nothing else, a secondary item per cell coloured 1
(shaded) or 0, and three kinds of primary items:

* each 2×2 window an item whose options are its 12 allowed colourings of its four cells: all
  but the four with exactly three shaded. The shaded cells form rectangles exactly when no
  window has three shaded cells (a group that is no rectangle has a corner inside its bounding
  box: an L of three cells), so the rule is local;
* each numbered region an item whose options are its fillings, the ways to shade its number of
  its cells with no window inside the region three-shaded (:func:`fillings`: a 0 has one, all
  unshaded), each colouring every cell of the region: a whole region's decision, as norinori's
  rooms, which is what makes dlx fast;
* a cell in no numbered region only where no window holds it (a grid one cell wide), with its
  two colours as options: elsewhere the windows colour it.

A region with more than :data:`FILLINGS` fillings (none in the published corpus: the most is
1,820, a 16-cell 10x10 region holding 7) is counted instead by its cells, each then an item of
its own whose shaded option covers the region's item, covered its number of times (a
multiplicity: auto then runs sat). Every backend takes the model; an answer is one exact cover.

Measured (2026-11-29, 2 cores under a load of 6 to 12, ``scripts/bench.py published --corpus
.../assets/data --kinds chocona --every 1``): all 250 published puzzles of puzzlekit's dataset (5x5
to 17x17) solved and proven unique with the published answer, through ``xcckit.solve(p,
unique=True)``, the model built in the time; puzzlekit has no chocona solver, so nothing ran
beside. Wall-clock medians (largest), the load's share of the CPU in them: 5x5 2 ms (10), 8x8 13
(20), 10x10 16 (260), 12x12 23 (100), 10x18 63 (290), 14x14 76 (120), 17x17 101 (160); the first
puzzle 2.1 s (numba's compiled engine loading). In CPU time, one warmed process, the same way:
5x5 1.6 ms (2.0), 8x8 3.2 (4.9), 10x10 4.3 (55), 12x12 7.4 (32), 10x18 13 (47), 14x14 33 (51),
17x17 37 (54); 2.6 ms of a 10x10's median building the model (about 1,200 options). ``auto``
runs dlx, which proves most in a few hundred nodes; its slowest alone (6 million nodes, 6 s, a
10x18) auto hands to sat after dlx's node budget. dlx's propagation hint made the median no
faster and the tail slower (left off). sat alone: median 12.5 ms of CPU, at most 95.
"""

from __future__ import annotations

import functools
import zlib
from collections.abc import Sequence

import numpy as np

from ..errors import InputError
from ..model import Model
from .kit import rules
from .kit.batch import Batch
from .kit.division import rectangle
from .kit.genre import Genre, Made
from .kit.grid import Cell, neighbours, where
from .kit.rooms import RoomNumbersURL, clued_rooms, grow, numbered, room_lists
from .kit.patterns import block_patterns

SHADED, OPEN = "1", "0"
WINDOWS = tuple(block_patterns(SHADED + OPEN, ["0111", "1011", "1101", "1110"]))
"""The colourings a 2×2 window may have (its cells in reading order): not three shaded."""

FILLINGS = 4096
"""The most ways to shade a numbered region that its item lists as options; a region with more
is counted by its cells instead (a multiplicity)."""


def fillings(cells: Sequence[Cell], k: int, most: int) -> np.ndarray | None:
    """The ways to shade ``k`` of ``cells`` (sorted) with no 2×2 window inside them three-shaded:
    an array with a row of 0 and 1 for each (1: the cell shaded), in the order of the rows read
    as binary numbers, ``cells[0]`` the lowest bit; None when there are more than ``most``. A
    region of up to :data:`SMALL` cells filters every set of k of its cells (numpy); a larger
    one is searched cell by cell, given up after 16 steps for each way allowed."""
    size = len(cells)
    index = {c: t for t, c in enumerate(cells)}
    quads = []
    for i, j in cells:
        quad = [(i, j), (i, j + 1), (i + 1, j), (i + 1, j + 1)]
        if all(c in index for c in quad):
            quads.append(tuple(index[c] for c in quad))
    if size <= SMALL:
        masks = _sets(size, k)
        for quad in quads:
            masks = masks[sum((masks >> t) & 1 for t in quad) != 3]
        return (masks[:, None] >> np.arange(size)) & 1 if len(masks) <= most else None
    if size > 256:
        return None
    checks: list[list[tuple[int, ...]]] = [[] for _ in range(size)]
    for quad in quads:
        checks[max(quad)].append(quad)
    out: list[int] = []
    steps = [16 * most]

    def search(t: int, bits: int, left: int) -> bool:
        steps[0] -= 1
        if steps[0] < 0:
            return False
        if left > size - t:
            return True
        if t == size:
            out.append(bits)
            return len(out) <= most
        for shade in ((0, 1) if left else (0,)):
            b = bits | shade << t
            if any(sum(b >> u & 1 for u in quad) == 3 for quad in checks[t]):
                continue
            if not search(t + 1, b, left - shade):
                return False
        return True

    if not search(0, 0, k):
        return None
    return np.array([[b >> t & 1 for t in range(size)] for b in sorted(out)], dtype=np.int64).reshape(len(out), size)


SMALL = 16
"""The largest region whose fillings are filtered from every set of its cells."""


@functools.lru_cache(maxsize=None)
def _counts(size: int) -> np.ndarray:
    """How many bits each number below 2**size has."""
    every = np.arange(1 << size, dtype=np.int64)
    return sum((every >> t) & 1 for t in range(size)) if size else np.zeros(1, dtype=np.int64)


@functools.lru_cache(maxsize=None)
def _sets(size: int, k: int) -> np.ndarray:
    """The numbers below 2**size with k bits, ascending (read-only: cached)."""
    out = np.flatnonzero(_counts(size) == k).astype(np.int64)
    out.flags.writeable = False
    return out


class Chocona(RoomNumbersURL, Genre):
    """``Chocona(cells, rooms)``: rows of cell strings (a number or '-') and rows of region numbers."""

    kind = "chocona"
    url_names = ("chocona",)
    rooms = True

    cell_tokens = {"-": None, "?": None}
    least = 0
    cell_words = "a cell is a number (its region's count of shaded cells), ? (a number not given) or '-'"

    # ------------------------------------------------------------------ the model
    def room_counts(self) -> tuple[list[list[Cell]], dict[int, int]]:
        """The regions' cells (pzprjs's order) and region -> its number; two numbers in a region,
        or a number larger than its region, are refused at the number's cell."""
        rooms = room_lists(self.room)
        self.room = numbered(self.room, rooms)
        count = clued_rooms(self.kind, rooms, self.clue, "region")
        return rooms, count

    def build(self) -> Model:
        m, n = self.m, self.n
        self.room_cells, self.count = self.room_counts()
        fills: dict[int, np.ndarray] = {}
        counted: dict[int, int] = {}
        for k, v in sorted(self.count.items()):
            found = fillings(self.room_cells[k], v, FILLINGS)
            if found is None:
                counted[k] = v
            else:
                fills[k] = found
        windows = [(i, j) for i in range(m - 1) for j in range(n - 1)]
        own = [(i, j) for i in range(m) for j in range(n) if self.room[i][j] not in fills
               and (self.room[i][j] in counted or m == 1 or n == 1)]
        model = Model()
        region_item = dict(zip(fills, model.add_items([f"r{k}" for k in fills])))
        for k, v in counted.items():
            region_item[k] = model.add_primary(f"r{k}", v, v)
        window_item = model.add_items([f"w{i}.{j}" for i, j in windows])
        cell_item = dict(zip(own, model.add_items([f"c{i}.{j}" for i, j in own])))
        first = model.add_items([f"v{i}.{j}" for i in range(m) for j in range(n)], primary=False)[0]
        on, off = model.colour_id(SHADED), model.colour_id(OPEN)
        batch = Batch(model)
        lengths, items, shades = [], [], []
        for k, found in fills.items():
            members = self.room_cells[k]  # (sorted: their items ascend)
            row = np.array([region_item[k]] + [first + i * n + j for i, j in members], dtype=np.int64)
            lengths.append(np.full(len(found), len(row), dtype=np.int64))
            items.append(np.tile(row, len(found)))
            shades.append(np.concatenate([np.zeros((len(found), 1), dtype=np.int64), np.where(found == 1, on, off)],
                                         axis=1).ravel())
        if lengths:
            batch.block(np.concatenate(lengths), np.concatenate(items), np.concatenate(shades))
        if windows:
            at = np.array([i * n + j for i, j in windows], dtype=np.int64)
            corners = np.stack([at, at + 1, at + n, at + n + 1], axis=1) + first
            rows = np.repeat(np.concatenate([np.array(window_item)[:, None], corners], axis=1), len(WINDOWS), axis=0)
            shades = np.array([[0] + [on if t == SHADED else off for t in w] for w in WINDOWS], dtype=np.int64)
            batch.rows(rows, np.tile(shades, (len(windows), 1)))
        for c, item in cell_item.items():
            value = first + c[0] * n + c[1]
            k = self.room[c[0]][c[1]]
            if k in counted:
                batch.add([region_item[k], item, value], [0, 0, on], ordered=True)
            else:
                batch.add([item, value], [0, on], ordered=True)
            batch.add([item, value], [0, off], ordered=True)
        batch.flush()
        return model

    def shaded(self, solution: Sequence[int]) -> list[Cell]:
        """The cells a solution shades."""
        colour = self.model.colouring(solution)
        return [(i, j) for i in range(self.m) for j in range(self.n) if colour.get(f"v{i}.{j}") == SHADED]

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        return self.shading_rows(self.shaded(solution))

    # ------------------------------------------------------------------ the rules
    def verify(self, answer) -> str | None:
        shaded = self.shaded_in(answer)
        if isinstance(shaded, str):
            return shaded
        for part in rules.parts(shaded):
            if rectangle(part) is None:
                return f"the {len(part)} shaded cells joined at {where(part[0])} form no rectangle"
        for cells in room_lists(self.room):
            numbers = [self.clue[c] for c in cells if c in self.clue]
            held = sum(c in shaded for c in cells)
            if numbers and held != numbers[0]:
                return (f"the region at {where(cells[0])} holds {held} shaded cell{'' if held == 1 else 's'}, "
                        f"its number says {numbers[0]}")
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        text = {c: str(v) for c, v in self.clue.items()}
        if solution is None:
            return {"text": text}
        shaded = set(self.shaded(solution))
        return {"text": {c: (t, "white") if c in shaded else t for c, t in text.items()},
                "shaded": sorted(shaded)}

    # ------------------------------------------------------------------ making puzzles
    @classmethod
    def maker(cls, m: int, n: int, rng, symmetry: str = "none") -> Made | None:
        """Rectangles of shaded cells packed at random, none side by side with another: each
        cell in a random order, where it and its neighbours are unshaded, is left so one time in
        six, else shaded with a random rectangle through it of sides up to 6 whose cells and their
        neighbours are all unshaded, the larger likelier (weighed by the square root of the
        area). On 10x10 this shades 59% of the cells in 9 rectangles, most of them 1x1, 1x2 and
        1x3, as the sites' answers do (58%, 11). Then regions grown at random from a cell in five
        (:func:`~.rooms.grow`: 5 cells a region, the sites' 4.8), each region's count written in
        a random one of its cells, each removable.

        No symmetry yet (an InputError): the regions, the rectangles and a number's place in its
        region would all have to be drawn with their images, which this maker does not do."""
        if symmetry != "none":
            raise InputError(f"the chocona maker draws no symmetric puzzles ({symmetry}): its regions and "
                             "rectangles are drawn without images", source="symmetry")
        shaded = _packed(m, n, rng)
        cells = [(i, j) for i in range(m) for j in range(n)]
        seeds = rng.sample(cells, max(1, round(m * n / 5)))
        room = grow(m, n, [{c} for c in seeds], rng)
        rooms = room_lists(room)
        puzzle = [["-"] * n for _ in range(m)]
        for members in rooms:
            i, j = rng.choice(members)
            puzzle[i][j] = str(sum(c in shaded for c in members))
        answer = [["x" if (i, j) in shaded else "-" for j in range(n)] for i in range(m)]
        return Made(puzzle, sorted(c for c in cells if puzzle[c[0]][c[1]] != "-"), numbered(room, rooms), [], answer)

    @classmethod
    def repair(cls, made: Made, other) -> Made | None:
        """A cell the two answers shade differently moves into a neighbouring region (its own
        left in one piece), one of the two regions numbered: its number (written again from the
        made answer, as the other's) then counts one shaded cell more or fewer in the other answer
        than in this one. A cell that held its region's number leaves it to another cell of the
        region. The cells tried in an order drawn from a checksum of ``other``; None where none
        moves so."""
        answer = made.answer
        m, n = len(answer), len(answer[0])
        differ = [(i, j) for i in range(m) for j in range(n) if answer[i][j] != other[i][j]]
        key = zlib.crc32(repr(other).encode())
        differ = differ[key % len(differ):] + differ[:key % len(differ)] if differ else []
        for c in differ:
            own = made.rooms[c[0]][c[1]]
            members = [(i, j) for i in range(m) for j in range(n) if made.rooms[i][j] == own]
            rest = [d for d in members if d != c]
            if not rest or len(rules.parts(rest)) != 1:
                continue
            for _, (a, b) in neighbours(m, n, c):
                into = made.rooms[a][b]
                if into == own:
                    continue
                tried = _moved(made, c, into)
                if tried is not None and cls.made(tried.cells, tried).verify(other) is not None:
                    return tried
        return None


def _moved(made: Made, c: Cell, into: int) -> Made | None:
    """``made`` with cell ``c`` moved into the region ``into``, each numbered region's number
    written again from the answer (in the cell that held it, or, where that cell left, the
    region's first other cell); None where neither region is numbered."""
    m, n = len(made.cells), len(made.cells[0])
    room = [row[:] for row in made.rooms]
    own = room[c[0]][c[1]]
    holder: dict[int, Cell] = {}
    for i in range(m):
        for j in range(n):
            if made.cells[i][j] != "-":
                holder[room[i][j]] = (i, j)
    if own not in holder and into not in holder:
        return None
    room[c[0]][c[1]] = into
    if holder.get(own) == c:
        holder[own] = min(d for d in ((i, j) for i in range(m) for j in range(n)) if room[d[0]][d[1]] == own)
    cells = [["-"] * n for _ in range(m)]
    for r, (i, j) in holder.items():
        cells[i][j] = str(sum(made.answer[a][b] == "x" for a in range(m) for b in range(n) if room[a][b] == r))
    rooms = room_lists(room)
    return Made(cells, sorted(holder.values()), numbered(room, rooms), [], made.answer)


def _packed(m: int, n: int, rng, side: int = 6) -> set[Cell]:
    """Shaded rectangles, none side by side with another (see :meth:`Chocona.maker`)."""
    shaded: set[Cell] = set()
    order = [(i, j) for i in range(m) for j in range(n)]
    rng.shuffle(order)

    def free(c: Cell) -> bool:
        return c not in shaded and not any(nb in shaded for _, nb in neighbours(m, n, c))

    for i, j in order:
        if not free((i, j)) or rng.random() < 1 / 6:
            continue
        shapes = []
        for h in range(1, side + 1):
            for w in range(1, side + 1):
                for top in range(max(0, i - h + 1), min(i, m - h) + 1):
                    for left in range(max(0, j - w + 1), min(j, n - w) + 1):
                        box = [(a, b) for a in range(top, top + h) for b in range(left, left + w)]
                        if all(free(d) for d in box):
                            shapes.append(box)
        weights = [len(box) ** 0.5 for box in shapes]
        shaded.update(rng.choices(shapes, weights)[0])
    return shaded
