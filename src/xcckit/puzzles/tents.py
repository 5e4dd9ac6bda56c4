"""Tents (tents and trees): pitch a tent beside every tree.

Rules: each tree has a tent of its own on a cell beside it (up, down, left or right), and each
tent belongs to one tree (the trees and tents can be paired); tents never touch, not even
diagonally; a number beside a row or a column says how many tents it holds.

Notation (puzzlekit's ``tent``): ``R C``, a line of the C column numbers, a line of the R row
numbers (``-``: no number), then R rows of cells, ``x`` a tree and ``-`` an empty cell; puzz.link
``tents`` URLs. Answer: ``x`` a tree, ``o`` a tent, ``-`` empty.

The model (Knuth's way: an option pairs a tree with its tent): each tree is a primary item and
each cell beside a tree another, whose options are "no tent" and, for each tree beside it, "the
tent of that tree"; a tent's option also covers its row's and its column's number (a primary
item covered that many times, where a number is given) and every 2×2 block it lies in (an
uncoloured secondary item: at most one tent a block, which is "never touching"). The pairing
alone would count a placement of tents once for each way to pair it: around a ring of trees and
tents (four trees round a cell, with tents on the ring's corners) the trees can each take the
tent ahead of them or the one behind. Every such alternating cycle is found (its trees lie
straight on it, since two tents on both sides of a corner would touch) and may not have every
tree take its clockwise neighbour (a primary item covered at most trees - 1 times): of all the
pairings of a placement exactly one has no cycle turned that way (the least in the lattice of
the perfect matchings of a plane bipartite graph, Propp 2002), so solutions are placements.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import InputError
from ..model import Model
from . import is_url, need_text, puzz_link
from .kit import pzpr, rules
from .kit.batch import Batch
from .kit.grid import Cell, images, matching, orbits, where
from .kit.genre import ClueLine, Genre, Made, read_lined, read_notation

TREE, TENT, EMPTY = "x", "o", "-"
STEPS = ((0, 1), (1, 0), (0, -1), (-1, 0))
MOST_CYCLES = 20_000
"""The most alternating cycles looked for (a grid dense with trees in rows may hold more)."""


class Tents(Genre):
    """``Tents(cells, cols, rows)``: rows of cell strings ('x' a tree, '-'), the column numbers
    and the row numbers (None: no number)."""

    kind = "tents"
    url_names = ("tents",)

    def __init__(self, cells: Sequence[Sequence[str]], cols: Sequence[int | None] | None = None,
                 rows: Sequence[int | None] | None = None) -> None:
        m, n = len(cells), len(cells[0]) if cells else 0
        self.cols = list(cols) if cols is not None else [None] * n
        self.rows = list(rows) if rows is not None else [None] * m
        if len(self.cols) != n or len(self.rows) != m:
            raise InputError(f"a {m}×{n} tents puzzle has {n} column numbers and {m} row numbers, not "
                             f"{len(self.cols)} and {len(self.rows)}", source=self.kind)
        super().__init__(cells)

    cell_tokens = {EMPTY: None, TREE: True}
    cell_words = "a cell is x (a tree) or '-'"

    # --------------------------------------------------------------- notation
    @classmethod
    def from_text(cls, text: str, source: str | None = None) -> "Tents":
        need_text(text, f"{cls.__name__}.from_text(text)")
        if is_url(text.strip()):
            return cls.from_url(text.strip())
        lined = read_lined(text, source, cls.kind, _lines, word="numbers")
        note = read_notation(lined.body, source, cls.kind)
        cls._check_cells(note)
        return cls(note.cells, *lined.numbers)

    def to_text(self, notation: str | None = None) -> str:
        notation = self._notation(notation)
        if notation == "url":
            return self.to_url() + "\n"
        show = lambda v: "-" if v is None else str(v)  # noqa: E731
        return "\n".join([f"{self.m} {self.n}", " ".join(map(show, self.cols)), " ".join(map(show, self.rows)),
                          *(" ".join(row) for row in self.cells)]) + "\n"

    @classmethod
    def from_url(cls, url: str) -> "Tents":
        if not isinstance(url, str):
            raise TypeError(f"Tents.from_url(url): expected a string, not {type(url).__name__} {url!r}")
        w, h, body = pzpr_puzz_link(url)
        text = body[0] if body else ""
        numbers, rest = pzpr.read_number16(text, w + h)
        numbers = [None if v == pzpr.UNKNOWN else v for v in numbers]  # ('.', a number not given: no count)
        trees, _ = pzpr.read_marks(rest, w * h)
        cells = [[TREE if trees[i * w + j] else EMPTY for j in range(w)] for i in range(h)]
        return cls(cells, numbers[:w], numbers[w:])

    def encode(self) -> str:
        trees = [self.cells[i][j] == TREE for i in range(self.m) for j in range(self.n)]
        return pzpr.write_number16(self.cols + self.rows) + pzpr.write_marks(trees)

    # --------------------------------------------------------------- model
    def build(self) -> Model:
        m, n = self.m, self.n
        for what, counts, width in (("column", self.cols, m), ("row", self.rows, n)):
            for k, v in enumerate(counts):
                if v is not None and v > (width + 1) // 2:
                    raise InputError(f"{what} {k + 1}'s number {v} is more tents than its {width} cells can hold "
                                     f"apart", source=self.kind)
        trees = sorted(self.clue)
        spots: dict[Cell, list[Cell]] = {}  # a cell beside a tree -> the trees beside it
        for t in trees:
            for c in self._beside(t):
                if c not in self.clue and self.rows[c[0]] != 0 and self.cols[c[1]] != 0:
                    spots.setdefault(c, []).append(t)
        model = Model()
        model.add_items([f"t{i}.{j}" for i, j in trees] + [f"c{i}.{j}" for i, j in sorted(spots)])
        for what, counts in (("R", self.rows), ("K", self.cols)):
            for k, v in enumerate(counts):
                if v:
                    model.add_primary(f"{what}{k}", v, v)
        turned = self._cycles(spots)
        for k, cycle in enumerate(turned):
            model.add_primary(f"o{k}", 0, len(cycle) - 1)
        block_of = {}
        for i, j in sorted(spots):
            for a in (i - 1, i):
                for b in (j - 1, j):
                    if 0 <= a < m - 1 and 0 <= b < n - 1:
                        block_of.setdefault((a, b), []).append((i, j))
        blocks = sorted(b for b, cs in block_of.items() if len(cs) > 1)
        model.add_items([f"b{a}.{b}" for a, b in blocks], primary=False)
        blocks_set = set(blocks)
        in_cycle: dict[tuple[Cell, Cell], list[int]] = {}
        for k, cycle in enumerate(turned):
            for pair in cycle:
                in_cycle.setdefault(pair, []).append(k)
        self._tent_of: dict[int, Cell] = {}
        index = model.index
        batch = Batch(model)
        for c, near in sorted(spots.items()):
            (i, j) = c
            here = index[f"c{i}.{j}"]
            batch.add([here], [0])
            around = [index[f"b{a}.{b}"] for a in (i - 1, i) for b in (j - 1, j) if (a, b) in blocks_set]
            counts = ([index[f"R{i}"]] if self.rows[i] else []) + ([index[f"K{j}"]] if self.cols[j] else [])
            for t in near:
                items = [index[f"t{t[0]}.{t[1]}"], here, *counts, *(index[f"o{k}"] for k in in_cycle.get((t, c), ())),
                         *around]
                self._tent_of[batch.add(items, [0] * len(items))] = c
        return batch.flush()

    def _beside(self, c: Cell) -> list[Cell]:
        return [(c[0] + a, c[1] + b) for a, b in STEPS if 0 <= c[0] + a < self.m and 0 <= c[1] + b < self.n]

    def _cycles(self, spots: dict[Cell, list[Cell]]) -> list[list[tuple[Cell, Cell]]]:
        """The cycles that alternate a cell beside trees and a tree (each tree passed straight, the
        cells pairwise apart), each as its (tree, the cell after it clockwise) pairs: from its first
        cell (a corner) east, back into it from the south, so clockwise."""
        out: list[list[tuple[Cell, Cell]]] = []
        for s in sorted(spots):
            stack = [(s, (0, 1), [s], [])]  # (at, direction, cells on the path, pairs)
            while stack and len(out) < MOST_CYCLES:
                at, (di, dj), path, pairs = stack.pop()
                tree, nxt = (at[0] + di, at[1] + dj), (at[0] + 2 * di, at[1] + 2 * dj)
                if tree not in self.clue or tree in path:
                    continue
                if nxt == s and (di, dj) == (-1, 0) and len(pairs) >= 1:
                    out.append(pairs + [(tree, s)])
                    continue
                if nxt not in spots or nxt <= s or nxt in path:
                    continue
                if any(abs(nxt[0] - p[0]) <= 1 and abs(nxt[1] - p[1]) <= 1 for p in path[::2]):
                    continue  # (tents that would touch)
                for d in STEPS:
                    if d != (-di, -dj):
                        stack.append((nxt, d, path + [tree, nxt], pairs + [(tree, nxt)]))
        return out

    # --------------------------------------------------------------- answers
    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        out = [row[:] for row in self.cells]
        for o in solution:
            if o in self._tent_of:
                i, j = self._tent_of[o]
                out[i][j] = TENT
        return out

    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        m, n = self.m, self.n
        broken = rules.tokens_in(grid, (TREE, TENT, EMPTY), "o (a tent), x (a tree) or - (empty)")
        if broken:
            return broken
        c = min(rules.marked(grid, TREE) ^ set(self.clue), default=None)  # (a tree where none stands, or none)
        if c:
            return (f"{where(c)} holds a tree in the puzzle, not '{grid[c[0]][c[1]]}'" if c in self.clue
                    else f"{where(c)} is x: no tree stands there in the puzzle")
        tents = sorted((i, j) for i in range(m) for j in range(n) if grid[i][j] == TENT)
        placed = set(tents)
        for a, b in tents:
            for c in ((a, b + 1), (a + 1, b - 1), (a + 1, b), (a + 1, b + 1)):
                if c in placed:
                    return f"the tents at {where((a, b))} and {where(c)} touch"
        for what, counts, cells_of in (("row", self.rows, lambda k: [(k, j) for j in range(n)]),
                                       ("column", self.cols, lambda k: [(i, k) for i in range(m)])):
            for k, v in enumerate(counts):
                have = sum(c in placed for c in cells_of(k))
                if v is not None and have != v:
                    return f"{what} {k + 1} holds {have} tent{'s' * (have != 1)}, its number says {v}"
        return self._pairing_problem(tents)

    def _pairing_problem(self, tents: list[Cell]) -> str | None:
        """Why the trees and ``tents`` cannot be paired, each tree with a tent beside it (a
        search for augmenting paths), or None."""
        trees = sorted(self.clue)
        if len(tents) != len(trees):
            return f"there are {len(tents)} tents and {len(trees)} trees: each tree has one tent of its own"
        placed = set(tents)
        _, alone = matching(trees, lambda t: [c for c in self._beside(t) if c in placed])
        return f"the tree at {where(alone[0])} has no tent of its own beside it" if alone else None

    def draw(self, solution: Sequence[int] | None) -> dict:
        circles = {c: "#2e7d32" for c in self.clue}
        if solution is None:
            return {"circles": circles}
        grid = self.grid(solution)
        tents = {(i, j): ("▲", "#b45309") for i in range(self.m) for j in range(self.n) if grid[i][j] == TENT}
        return {"circles": circles, "text": tents}

    @classmethod
    def made(cls, cells, drawn: Made) -> "Tents":
        n = len(cells[0])
        return cls(cells, drawn.extra[:n], drawn.extra[n:])

    @classmethod
    def maker(cls, m: int, n: int, rng, symmetry: str = "none") -> Made | None:
        """Tents at random cells (in a random order, each where no tent touches it and a free cell
        beside it takes its tree) until a fifth of the cells hold a tent (or no cell is left); the
        puzzle: its trees and every row's and column's number (``extra``: the column numbers then
        the row numbers). The numbers are not taken away: none is removable.

        With a ``symmetry`` (``rot2``, ``rot4``, ``mirror``: :func:`~.grid.images`) a tent is
        pitched with its images and its tree with theirs (:func:`_pitched`): trees and tents lie
        in whole orbits, each image of the tent beside the same image of the tree, so the answer
        is symmetric and so are the numbers (a row's number is its image's)."""
        if symmetry != "none":
            return _symmetric_draw(m, n, rng, symmetry)
        order = [(i, j) for i in range(m) for j in range(n)]
        rng.shuffle(order)
        tents: set[Cell] = set()
        trees: set[Cell] = set()
        for i, j in order:
            if len(tents) >= m * n // 5:
                break
            if (i, j) in trees or any((i + a, j + b) in tents for a in (-1, 0, 1) for b in (-1, 0, 1)):
                continue
            free = [(i + a, j + b) for a, b in STEPS if 0 <= i + a < m and 0 <= j + b < n
                    and (i + a, j + b) not in trees and (i + a, j + b) not in tents]
            if free:
                tents.add((i, j))
                trees.add(rng.choice(free))
        return _made(m, n, tents, trees)


def _made(m: int, n: int, tents: set[Cell], trees: set[Cell]) -> Made:
    """The maker's draw of ``tents`` and their ``trees``: the trees, every number, the answer."""
    cells = [[TREE if (i, j) in trees else EMPTY for j in range(n)] for i in range(m)]
    answer = [[TENT if (i, j) in tents else cells[i][j] for j in range(n)] for i in range(m)]
    cols = [sum((i, j) in tents for i in range(m)) for j in range(n)]
    rows = [sum((i, j) in tents for j in range(n)) for i in range(m)]
    return Made(cells, [], extra=cols + rows, answer=answer)


def _symmetric_draw(m: int, n: int, rng, symmetry: str) -> Made:
    """:meth:`Tents.maker` with a symmetry: the cells' orbits in a random order, each cell's
    tent pitched with its images where they can be (:func:`_pitched`), until a fifth of the
    cells hold a tent."""
    maps = images(m, n, symmetry)
    groups = orbits(m, n, symmetry)
    rng.shuffle(groups)
    tents: set[Cell] = set()
    trees: set[Cell] = set()
    for group in groups:
        if len(tents) >= m * n // 5:
            break
        i, j = rng.choice(group)
        beside = [(i + a, j + b) for a, b in STEPS if 0 <= i + a < m and 0 <= j + b < n]
        spots = [t for t in beside if _pitched(maps, (i, j), t, tents, trees)]
        if spots:
            tree = rng.choice(spots)
            tents.update(f(i, j) for f in maps)
            trees.update(f(*tree) for f in maps)
    return _made(m, n, tents, trees)


def _pitched(maps, tent: Cell, tree: Cell, tents: set[Cell], trees: set[Cell]) -> bool:
    """Whether ``tent`` and its images under ``maps`` can be pitched, each beside the same image
    of ``tree``: every tent on a cell that holds neither tree nor tent, touching no tent (nor
    another of the images), and every tree on a free cell (no tent of the images), each image
    of the tent with a tree of its own (a tent that the symmetry fixes has a tree it fixes:
    a mirror's tent and tree on its axis)."""
    pairs = {(f(*tent), f(*tree)) for f in maps}
    new_tents = {t for t, _ in pairs}
    new_trees = {t for _, t in pairs}
    if len(new_tents) != len(pairs) or len(new_trees) != len(pairs) or new_tents & new_trees:
        return False
    for a, b in new_tents:
        if (a, b) in trees or any((a + x, b + y) in tents or ((a + x, b + y) in new_tents and (x, y) != (0, 0))
                                  for x in (-1, 0, 1) for y in (-1, 0, 1)):
            return False
    return not any(t in trees or t in tents for t in new_trees)


def pzpr_puzz_link(url: str) -> tuple[int, int, list[str]]:
    return puzz_link(url, "tents", Tents.url_names)


def _lines(m: int, n: int) -> list[ClueLine]:
    """The lines of numbers of an m × n grid: each at most the tents a line holds apart."""
    return [ClueLine(what, (length + 1) // 2, f"{{tok}} is more tents than a line of the {what}s can hold apart "
                                               f"(at most {(length + 1) // 2})")
            for what, length in (("column", m), ("row", n))]
