"""Kuromasu (Kurodoko): shade cells so that each number counts the unshaded cells it sees.

Rules (janko.at's, pzprjs's ``kurodoko``): a numbered cell is not shaded; its number is how many
unshaded cells it sees along its row and its column, itself included, up to a shaded cell or the
edge in each of the four directions; no two shaded cells are side by side; the unshaded cells are
connected.

Notation (janko.at's, puzzlekit's ``kuromasu``): ``R C``, then R rows of cells, a number from 1
or ``-`` (``?``: a numbered cell whose number is not given, as pzprjs allows: unshaded, counting
nothing); puzz.link ``kurodoko`` URLs. Answer: ``x`` shaded, ``-`` unshaded.

The model, plain exact cover with colours (each cell a primary item ``c``, a secondary item ``v``
coloured 1 shaded or 0 unshaded) but for one side constraint:

* a cell without a number is :mod:`.hitori`'s (whose rules of shading these are): its options
  colour it and its neighbours below and to the right (on the edge: every neighbour, and none
  that walls it off), shaded with those unshaded or unshaded with any of them, so that "never
  side by side" is said once per pair and each item is a table of colourings;
* a number's cell has an option per way its four arms may run (Knuth's way: an option settles
  a whole local fact), the lengths of its arms summing to the number less one: the option
  colours the cell and its arms unshaded and the cell beyond each arm that ends inside the grid
  shaded (no option where that cell holds a number);
* a number with more such ways than :data:`LISTED` (64) has its sight split in two: its cell's
  item has an option per lengths of its arms up and down, its row's item ``h`` one per lengths
  of its arms left and right, coloured as above, and the two agree on the colour ``#N`` of a
  secondary item ``s``, the N cells its column sees besides its own cell;
* the unshaded cells hang together: a :class:`~xcckit.constraints.Connected` constraint, which
  XCC cannot say.

The split keeps a large number's options few and short: pairs of lengths, where the ways of four
arms (the compositions of the number less one: 455 for a 13 in the open) each held every arm's
cells. With every number split, sat took a third less than with none on the published 17x17s
(median 96 against 172 ms, on a loaded machine; 20x36: 133,000 entries against 343,000, 0.9
against 1.5 s in the solver), dlx was as fast, but zdd's frontier, which carries each split's
colour across the grid, did not count the bundled 8x8 in 10 minutes (1 s without a split), nor
with a split above 16 ways in 100 s. At 64 the small puzzles keep every number whole (zdd counts
them, and their DLX text is the whole exact cover), the published ones split their large numbers.

Measured (2026-11-29, ``scripts/bench.py published --kinds kuromasu``, the model built in the
time, solved and proven unique with ``auto`` (sat); puzzlekit's CP-SAT beside; on a shared
2-core machine at a load of 8 to 11, which slows both alike), every third of the 560 puzzles of
puzzlekit's dataset, 187, each solved with the published answer and proven unique; median s
(largest), ours against puzzlekit's:

======  ========  =============  =============
size    puzzles   ours           puzzlekit
======  ========  =============  =============
9x9     35        0.114 (2.87)   0.285 (6.43)
10x10   20        0.128 (0.21)   0.286 (0.54)
12x12   24        0.184 (0.42)   0.399 (1.34)
13x13   46        0.249 (0.41)   0.616 (1.92)
14x14   19        0.282 (0.64)   0.535 (1.28)
17x17   26        0.483 (1.05)   1.096 (6.14)
14x24   5         0.606 (0.96)   1.096 (1.75)
20x36   8         2.641 (3.61)   5.023 (5.93)
31x45   2         7.254 (11.87)  5.810 (6.43)
======  ========  =============  =============
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from ..constraints import Connected
from ..errors import InputError
from ..model import Model
from . import pzpr, rules
from .batch import Batch
from .genre import AtCell, Genre, Made, shaded_rows
from .grid import SIDE_STEPS, Cell, neighbours, orbits, pairs, where
from .hitori import NEIGHBOURHOODS, still_joined

SHADED, OPEN = "1", "0"
UNKNOWN = "?"
"""The clue of a numbered cell whose number is not given."""

def sight(m: int, n: int, c: Cell, shaded: set[Cell]) -> int:
    """How many unshaded cells ``c`` sees (itself included) along its row and column, up to a
    cell of ``shaded`` or the edge."""
    seen = 1
    for a, b in SIDE_STEPS:
        i, j = c[0] + a, c[1] + b
        while 0 <= i < m and 0 <= j < n and (i, j) not in shaded:
            seen += 1
            i, j = i + a, j + b
    return seen


LISTED = 64
"""The most ways a number's four arms may run for it to be given an option per way; a number
with more has its sight split in two (see the module's docstring)."""


def _arms(reach: Sequence[int], total: int) -> Iterator[tuple[int, int, int, int]]:
    """Every way to split ``total`` among four arms of at most ``reach[d]`` cells each."""
    r0, r1, r2, r3 = reach
    for a in range(min(r0, total) + 1):
        for b in range(min(r1, total - a) + 1):
            rest = total - a - b
            for c in range(max(0, rest - r3), min(r2, rest) + 1):
                yield a, b, c, rest - c


def _ways(reach: Sequence[int], total: int) -> int:
    """How many ways :func:`_arms` gives."""
    r0, r1, r2, r3 = reach
    return sum(max(0, min(r2, total - a - b) - max(0, total - a - b - r3) + 1)
               for a in range(min(r0, total) + 1) for b in range(min(r1, total - a) + 1))


class Kuromasu(Genre):
    """``Kuromasu(cells)``: rows of cell strings, a number, '?' or '-'."""

    kind = "kuromasu"
    peer = "kuromasu"
    bench_sizes = ((10, 10), (17, 17))
    url_names = ("kurodoko",)
    summary = "shade cells, none side by side, the rest connected: a number counts the unshaded cells it sees"
    arguments = "PUZZLE"
    description = ("PUZZLE is a file in janko.at's notation: a line 'R C', then R rows of cells separated by "
                   "blanks, a number from 1 or - (? a number not given); - for standard input; a puzz.link URL "
                   "(https://puzz.link/p?kurodoko/W/H/...); or a bundled puzzle by name (demo-8x8). The answer: "
                   "x shaded, - unshaded. Rules: a numbered cell is not shaded, and its number counts the "
                   "unshaded cells it sees along its row and column, itself included, up to a shaded cell or the "
                   "edge; no two shaded cells are side by side; the unshaded cells are connected. The model: an option per "
                   f"way a number's four arms may run (a number with more than {LISTED} ways: its arms up and down, "
                   "and left and right, agreeing on how many cells its column sees); the unshaded cells "
                   "connected is a side constraint: sat, cpsat, zdd (counts) and dlx (at its leaves) take it.")
    examples = ("xcc solve kuromasu demo-8x8 --unique", "xcc solve kuromasu demo-8x8 --svg k.svg",
                "xcc export kuromasu demo-8x8 --format url")

    cell_tokens = {"-": None, "?": UNKNOWN}
    least = 1
    cell_words = "a cell is a number from 1, '?' or '-'"

    def build(self) -> Model:
        m, n = self.m, self.n
        size = m * n
        model = Model()
        model.add_items([f"c{i}.{j}" for i in range(m) for j in range(n)])
        numbered = [c for c, v in self.clue.items() if isinstance(v, int) and _ways(self._reach(c), v - 1) > LISTED]
        model.add_items([f"h{i}.{j}" for i, j in numbered])  # (a number's row; its cell's item: its column)
        names = [f"v{i}.{j}" for i in range(m) for j in range(n)]
        model.add_items(names, primary=False)
        model.add_items([f"s{i}.{j}" for i, j in numbered], primary=False)  # (what its column sees)
        first = size + len(numbered)  # (the first cell's secondary item)
        colour = {SHADED: model.colour_id(SHADED), OPEN: model.colour_id(OPEN)}
        batch = Batch(model)
        self.shades: dict[int, Cell] = {}
        at = {c: x for x, c in enumerate(numbered)}
        near = {(i, j): [d for _, d in neighbours(m, n, (i, j))] for i in range(m) for j in range(n)}
        for c, around in near.items():
            clue = self.clue.get(c)
            if isinstance(clue, int):
                if c in at:
                    self._sights(batch, colour, c, clue, first, size + at[c], first + size + at[c])
                else:
                    self._sights(batch, colour, c, clue, first)
                continue
            if len(around) == 4:  # inside: the cell and its neighbours below and to the right
                rows, covered = NEIGHBOURHOODS[2, False], [c, *(d for d in around if d > c)]
            else:  # on the edge: every neighbour, and not walled off by them
                rows, covered = NEIGHBOURHOODS[len(around), any(len(near[d]) > 1 for d in around)], [c, *around]
            items = [c[0] * n + c[1]] + [first + d[0] * n + d[1] for d in covered]
            for row in rows:
                if clue == UNKNOWN and row[0] == SHADED:  # (a number is never shaded)
                    continue
                o = batch.add(items, [0] + [colour[k] for k in row])
                if row[0] == SHADED:
                    self.shades[o] = c
        batch.flush()
        model.add_constraint(Connected(model, names, [(names[a[0] * n + a[1]], names[b[0] * n + b[1]])
                                                      for a, b in pairs(m, n)], OPEN))
        return model

    def _reach(self, c: Cell) -> list[int]:
        """How far ``c`` can see up, left, right and down (to the edge)."""
        return [c[0], c[1], self.n - 1 - c[1], self.m - 1 - c[0]]

    def _sights(self, batch: Batch, colour: dict[str, int], c: Cell, k: int, first: int, row: int | None = None,
                split: int | None = None) -> None:
        """The options of the number ``k`` at ``c`` (see the module's docstring): one per
        lengths of its four arms; or, given its ``row``'s item, its column's (the cell's item:
        the arms up and down) and its row's (the arms left and right), which agree on the
        secondary item ``split`` (coloured ``#N``: the column sees N cells besides ``c``). Each
        option's items in ascending order (the rows above, the cell's row from the left, the
        rows below); ``first`` is the first cell's secondary item."""
        m, n = self.m, self.n
        on, off = colour[SHADED], colour[OPEN]
        pieces = []
        for a, b in ((-1, 0), (0, -1), (0, 1), (1, 0)):
            ray, (i, j) = [], (c[0] + a, c[1] + b)
            while 0 <= i < m and 0 <= j < n:
                ray.append((i, j))
                i, j = i + a, j + b
            items = [first + i * n + j for i, j in ray]
            ways: list[tuple[list[int], list[int]] | None] = []  # per arm length: its cells and the one beyond
            for t in range(len(ray) + 1):
                if t < len(ray) and ray[t] in self.clue:  # (a number is never shaded: no arm ends there)
                    ways.append(None)
                    continue
                way = (items[:t + 1], [off] * t + [on]) if t < len(ray) else (items[:t], [off] * t)
                ways.append((way[0][::-1], way[1][::-1]) if a + b < 0 else way)
            pieces.append(ways)
        up, left, right, down = pieces
        reach = [len(w) - 1 for w in pieces]
        if k > sum(reach) + 1:
            raise AtCell(self.kind, c, f"the {k} at {where(c)} is more than the {sum(reach) + 1} cells it can see")
        head, own, total = c[0] * n + c[1], first + c[0] * n + c[1], k - 1
        lengths: list[int] = []
        items, colours = [], []
        if row is None:
            for u, l, r, d in _arms(reach, total):
                if up[u] is None or left[l] is None or right[r] is None or down[d] is None:
                    continue
                (ui, uc), (li, lc), (ri, rc), (di, dc) = up[u], left[l], right[r], down[d]
                items += [head, *ui, *li, own, *ri, *di]
                colours += [0, *uc, *lc, off, *rc, *dc]
                lengths.append(len(ui) + len(li) + len(ri) + len(di) + 2)
            batch.block(lengths, items, colours)
            return
        model = batch.model
        for u in range(min(reach[0], total) + 1):
            for d in range(min(reach[3], total - u) + 1):
                if up[u] is None or down[d] is None or total - u - d > reach[1] + reach[2]:
                    continue
                (ui, uc), (di, dc) = up[u], down[d]
                items += [head, *ui, own, *di, split]
                colours += [0, *uc, off, *dc, model.colour_id(f"#{u + d}")]
                lengths.append(len(ui) + len(di) + 3)
        for l in range(min(reach[1], total) + 1):
            for r in range(min(reach[2], total - l) + 1):
                if left[l] is None or right[r] is None or total - l - r > reach[0] + reach[3]:
                    continue
                (li, lc), (ri, rc) = left[l], right[r]
                items += [row, *li, *ri, split]
                colours += [0, *lc, *rc, model.colour_id(f"#{total - l - r}")]
                lengths.append(len(li) + len(ri) + 2)
        batch.block(lengths, items, colours)

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        return self.shading_rows(self.shades[o] for o in solution if o in self.shades)

    def verify(self, answer) -> str | None:
        shaded = self.shaded_in(answer)
        if isinstance(shaded, str):
            return shaded
        m, n = self.m, self.n
        for c in sorted(shaded & self.clue.keys()):
            return f"{where(c)} holds a number and is shaded"
        pair = rules.side_by_side(shaded)
        if pair:
            return f"{where(pair[0])} and {where(pair[1])} are shaded side by side"
        broken = rules.connected({(i, j) for i in range(m) for j in range(n)} - shaded, "unshaded")
        if broken:
            return broken
        for c, k in sorted(self.clue.items()):
            if k != UNKNOWN and sight(m, n, c, shaded) != k:
                return f"the {k} at {where(c)} sees {sight(m, n, c, shaded)} unshaded cells"
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        circles = {c: "white" for c in self.clue}
        text = {c: str(v) for c, v in self.clue.items() if v != UNKNOWN}
        if solution is None:
            return {"circles": circles, "text": text}
        shaded = {self.shades[o] for o in solution if o in self.shades}
        return {"circles": circles, "text": text, "shaded": sorted(shaded),
                "dots": [(i, j) for i in range(self.m) for j in range(self.n)
                         if (i, j) not in shaded and (i, j) not in self.clue]}

    @classmethod
    def clue_at(cls, made: Made, i: int, j: int) -> str | None:
        """An unshaded cell may hold its number (how many cells it sees)."""
        if made.answer is None or made.answer[i][j] == "x":
            return None
        m, n = len(made.answer), len(made.answer[0])
        shaded = {(a, b) for a in range(m) for b in range(n) if made.answer[a][b] == "x"}
        return str(sight(m, n, (i, j), shaded))

    @classmethod
    def maker(cls, m: int, n: int, rng, symmetry: str = "none") -> Made | None:
        """A random shading (an orbit of ``symmetry`` at a time, in a random order, each shaded
        where none of its cells touches a shaded one or another of its own and the unshaded cells
        stay connected; then about a third of the shaded orbits unshaded again, for longer
        sights), and on every unshaded cell its number. Every number is removable. With every
        number the answer is the only one: a shaded cell's neighbours are all numbers (no two
        shaded side by side), and unshading it would let them see more."""
        groups = orbits(m, n, symmetry)
        rng.shuffle(groups)
        shaded: set[Cell] = set()
        for group in groups:
            near = {d for c in group for _, d in neighbours(m, n, c)}
            if near & shaded or near & set(group) or len(group) == m * n:
                continue
            if _joined_without(m, n, shaded, group):
                shaded.update(group)
        for group in groups:
            if group[0] in shaded and rng.random() < 0.3:
                shaded.difference_update(group)
        cells = [["-"] * n for _ in range(m)]
        for i in range(m):
            for j in range(n):
                if (i, j) not in shaded:
                    cells[i][j] = str(sight(m, n, (i, j), shaded))
        removable = [(i, j) for i in range(m) for j in range(n) if (i, j) not in shaded]
        return Made(cells, removable, answer=shaded_rows(m, n, shaded))

    @classmethod
    def decode(cls, rows: int, cols: int, body: list[str]):
        numbers, _ = pzpr.read_number16(body[0] if body else "", rows * cols)
        bad = [v for v in numbers if v is not None and v != pzpr.UNKNOWN and v < 1]
        if bad:
            raise InputError(f"URL body: the number {bad[0]} is not a kuromasu clue (a number sees at least itself)",
                             source="URL")
        return pzpr.cell_rows(numbers, rows, cols), None

    def encode(self) -> str:
        return pzpr.write_number16([(pzpr.UNKNOWN if v == UNKNOWN else v) if v is not None else None
                                    for v in (self.clue.get((i, j)) for i in range(self.m) for j in range(self.n))])


def _joined_without(m: int, n: int, shaded: set[Cell], group: list[Cell]) -> bool:
    """Whether the unshaded cells stay connected once the cells of ``group`` (none touching a
    shaded cell or one another) are shaded too: each in turn, as :mod:`.hitori`'s maker asks it."""
    done = set(shaded)
    for c in group:
        if not still_joined(m, n, done, c, [d for _, d in neighbours(m, n, c)]):
            return False
        done.add(c)
    return True
