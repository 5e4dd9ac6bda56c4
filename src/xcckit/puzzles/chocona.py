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
from dataclasses import replace

import numpy as np

from ..model import Model
from .kit import rules
from .kit.batch import Batch
from .kit.division import SymmetricMade, rectangle
from .kit.genre import Genre, Made
from .kit.grid import Cell, beside, images, neighbours, orbits, regions_of, where
from .kit.rooms import RoomNumbersURL, clued_rooms, grow, members, numbered, room_lists, symmetric_grow
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

        With a ``symmetry`` (``rot2``, ``rot4``, ``mirror``: :func:`~.grid.images`) the
        rectangles are placed with their images (:func:`_packed`), the regions grown with theirs
        (:func:`~.rooms.symmetric_grow`: each region's image is a region) from seeds in whole
        orbits, each cell that the symmetry fixes in a seed that is its own image (the middle
        cell alone; a mirror's axis in runs of one to three cells), and each region's number
        written with its images' in the same images of its cell: a region that is its own image
        holds one number only, on a cell the symmetry fixes, which every such region has (its
        seed's). Nothing is refused: a shading, a division and numbers in whole orbits exist on
        every grid the symmetry has (rot4 only on a square one, as making checks)."""
        if symmetry != "none":
            return _symmetric_draw(m, n, rng, symmetry)
        shaded = _packed(m, n, rng)
        cells = [(i, j) for i in range(m) for j in range(n)]
        seeds = rng.sample(cells, max(1, round(m * n / 5)))
        room = grow(m, n, [{c} for c in seeds], rng)
        rooms = room_lists(room)
        puzzle = [["-"] * n for _ in range(m)]
        for region in rooms:
            i, j = rng.choice(region)
            puzzle[i][j] = str(sum(c in shaded for c in region))
        answer = [["x" if (i, j) in shaded else "-" for j in range(n)] for i in range(m)]
        return Made(puzzle, sorted(c for c in cells if puzzle[c[0]][c[1]] != "-"), numbered(room, rooms), [], answer)

    @classmethod
    def repair(cls, made: Made, other) -> Made | None:
        """A cell the two answers shade differently moves into a neighbouring region (its own
        left in one piece), one of the two regions numbered: its number (written again from the
        made answer, as the other's) then counts one shaded cell more or fewer in the other answer
        than in this one. A cell that held its region's number leaves it to another cell of the
        region. The cells tried in an order drawn from a checksum of ``other``, each move kept
        where ``other`` then breaks a number (:func:`_breaks`); None where none moves so.

        A symmetric draw's cell moves with its images, each into the same image of the region
        (:func:`_moved_with_images`), so that the regions and the numbers keep the symmetry."""
        answer = made.answer
        m, n = len(answer), len(answer[0])
        differ = [(i, j) for i in range(m) for j in range(n) if answer[i][j] != other[i][j]]
        key = zlib.crc32(repr(other).encode())
        differ = differ[key % len(differ):] + differ[:key % len(differ)] if differ else []
        maps = images(m, n, getattr(made, "symmetry", "none"))
        for c in differ:
            if len(maps) > 1:
                for _, nb in neighbours(m, n, c):
                    tried = _moved_with_images(made, c, nb, maps)
                    if tried is not None and _breaks(tried, other):
                        return tried
                continue
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
                if tried is not None and _breaks(tried, other):
                    return tried
        return None


def _breaks(made: Made, other) -> bool:
    """Whether the answer ``other`` (its shaded cells rectangles: an answer of a puzzle of the
    same grid) shades in a numbered region of ``made`` other than its number: whether it breaks
    the rules of ``made``'s puzzle, told without building its model."""
    held: dict[int, int] = {}
    for i, row in enumerate(made.rooms):
        for j, r in enumerate(row):
            held[r] = held.get(r, 0) + (other[i][j] == "x")
    return any(t != "-" and int(t) != held[made.rooms[i][j]]
               for i, row in enumerate(made.cells) for j, t in enumerate(row))


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


def _packed(m: int, n: int, rng, maps=None, side: int = 6) -> set[Cell]:
    """Shaded rectangles, none side by side with another (see :meth:`Chocona.maker`); with
    ``maps`` (:func:`~.grid.images`) each placed with its images, which are all the rectangle
    itself or lie apart (a cell whose rectangles all meet their images stays unshaded)."""
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
                            placed = [box] if maps is None else _apart(m, n, box, maps, free)
                            if placed:
                                shapes.append(placed)
        if not shapes:  # (only with images: the cell alone is always there without)
            continue
        weights = [len(placed[0]) ** 0.5 for placed in shapes]
        for box in rng.choices(shapes, weights)[0]:
            shaded.update(box)
    return shaded


def _apart(m: int, n: int, box: list[Cell], maps, free) -> list[list[Cell]] | None:
    """The rectangle ``box`` and its images under ``maps``, where they are all ``box`` itself
    or all ``free`` and apart (no two share a cell or lie side by side); else None."""
    seen = list(dict.fromkeys(frozenset(f(*c) for c in box) for f in maps))
    if len(seen) == 1:
        return [box]
    every = [c for x in seen for c in x]
    if len(set(every)) != len(every) or not all(free(c) for c in every):
        return None
    owner = {c: k for k, x in enumerate(seen) for c in x}
    if any(owner.get(nb, k) != k for c, k in owner.items() for _, nb in neighbours(m, n, c)):
        return None
    return [sorted(x) for x in seen]


def _symmetric_draw(m: int, n: int, rng, symmetry: str) -> SymmetricMade:
    """:meth:`Chocona.maker` with a symmetry (see there)."""
    maps = images(m, n, symmetry)
    shaded = _packed(m, n, rng, maps)
    room = symmetric_grow(m, n, _symmetric_seeds(m, n, rng, symmetry), maps, rng)
    rooms = room_lists(room)
    room = numbered(room, rooms)
    puzzle = [["-"] * n for _ in range(m)]
    done: set[Cell] = set()
    for cells in rooms:
        if cells[0] in done:
            continue
        for f in maps:
            done.update(f(*c) for c in cells)
        spots = _spots(cells, maps)
        if not spots:
            continue
        a, b = rng.choice(spots)
        for f in maps:
            i, j = f(a, b)
            puzzle[i][j] = str(sum(c in shaded for c in rooms[room[i][j]]))
    clued = sorted((i, j) for i in range(m) for j in range(n) if puzzle[i][j] != "-")
    answer = [["x" if (i, j) in shaded else "-" for j in range(n)] for i in range(m)]
    return SymmetricMade(puzzle, clued, room, [], answer, symmetry=symmetry)


def _symmetric_seeds(m: int, n: int, rng, symmetry: str) -> list[set[Cell]]:
    """The seeds of a symmetric draw's regions (:func:`~.rooms.symmetric_grow`): the cells that
    the symmetry fixes in runs of one to three side by side (the middle cell; a mirror's axis
    cut at random), each its own image, and the cells of random whole orbits of as many cells as
    the symmetry has maps, each alone: about a seed in five cells in all."""
    groups = orbits(m, n, symmetry)
    size = len(images(m, n, symmetry))
    fixed = [g[0] for g in groups if len(g) < size]  # (a mirror's axis, the middle cell: a map fixes them)
    seeds: list[set[Cell]] = []
    run: list[Cell] = []
    most = rng.randint(1, 3)
    for c in fixed:
        if run and (len(run) == most or not beside(c, run[-1])):
            seeds.append(set(run))
            run, most = [], rng.randint(1, 3)
        run.append(c)
    if run:
        seeds.append(set(run))
    full = [g for g in groups if len(g) == size]
    k = min(len(full), max(0 if seeds else 1, round((m * n / 5 - len(seeds)) / size)))
    return seeds + [{c} for g in rng.sample(full, k) for c in g]


def _spots(cells: Sequence[Cell], maps) -> list[Cell]:
    """The cells of a region where its number can sit with its images' numbers in the same
    images of the cell: as many images of the cell as of the region (a region that is its own
    image: a cell the symmetry fixes)."""
    regions = len({frozenset(f(*c) for c in cells) for f in maps})
    return [c for c in cells if len({f(*c) for f in maps}) == regions]


def _moved_with_images(made: Made, c: Cell, nb: Cell, maps) -> Made | None:
    """``made`` (symmetric under ``maps``) with cell ``c`` moved into the region of its
    neighbour ``nb``, each image of ``c`` into the region of the same image of ``nb``, each
    numbered region's number written again from the answer (a number whose cell left moved to
    the region's first cell where its images can hold the images' numbers, :func:`_spots`).
    None where the images disagree (two maps take ``c`` to one cell and ``nb`` to two regions),
    a region the cells leave is one they join, or is left empty or in two pieces, neither of
    the two regions is numbered, or a number has nowhere to go."""
    m, n = len(made.cells), len(made.cells[0])
    room = [row[:] for row in made.rooms]
    moves: dict[Cell, int] = {}
    for f in maps:
        (i, j), (a, b) = f(*c), f(*nb)
        if moves.setdefault((i, j), room[a][b]) != room[a][b]:
            return None
    left = {room[i][j] for i, j in moves}
    if not left.isdisjoint(moves.values()):
        return None
    holder = {room[i][j]: (i, j) for i in range(m) for j in range(n) if made.cells[i][j] != "-"}
    if room[c[0]][c[1]] not in holder and room[nb[0]][nb[1]] not in holder:
        return None
    for (i, j), r in moves.items():
        room[i][j] = r
    rest = members(room)
    if any(r not in rest or len(regions_of(rest[r])) != 1 for r in left):
        return None
    for r in sorted(left):
        if r in holder and holder[r] in moves:
            spots = _spots(sorted(rest[r]), maps)
            if not spots:
                return None
            for f in maps:
                i, j = f(*spots[0])
                holder[room[i][j]] = (i, j)
    cells = [["-"] * n for _ in range(m)]
    for r, (i, j) in holder.items():
        cells[i][j] = str(sum(made.answer[a][b] == "x" for a, b in rest[r]))
    return replace(made, cells=cells, removable=sorted(holder.values()), rooms=numbered(room, room_lists(room)),
                   built=None)
