"""Nurikabe: shade cells so that every island of unshaded cells holds one number, its size.

Rules: a numbered cell is unshaded; each island (orthogonally connected unshaded cells) holds
exactly one number, and has that many cells; the shaded cells (the sea) are connected; no 2×2
block is all shaded.

Notation (janko.at's, puzzlekit's ``nurikabe``): ``R C``, then R rows of numbers or ``-``; ``?``
a numbered cell whose number is not given (its island holds it and no other number, of any
size; pzprjs's ``.``); puzz.link ``nurikabe`` URLs. Answer: ``x`` shaded, ``-`` unshaded.

The model: each cell shaded (colour 1) or not (0) (:class:`~.cellmodels.Cells`), a numbered cell
only unshaded, and a cell no island can reach (farther from every number than its size allows)
only shaded; each 2×2 block covered at most three times by shaded cells; the islands are a
sized-regions constraint (each region of unshaded cells holds one number, of its size) and the
sea a connected one; the number of shaded cells (the grid less the islands) an implied count.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..constraints import Connected, SizedRegions
from ..constraints.regions import clue_reach
from ..errors import InputError
from ..model import Model
from . import pzpr, rules
from ..text import is_number
from .cellmodels import Cells
from .grid import Cell, blocks, neighbours, regions_of, where
from .genre import Genre, Made

SHADED, OPEN = "1", "0"


class Nurikabe(Genre):
    """``Nurikabe(cells)``: rows of cell strings, a number or '-'."""

    kind = "nurikabe"
    peer = "nurikabe"
    bench_sizes = ((10, 10), (50, 50))
    url_names = ("nurikabe",)
    summary = "shade cells so that each island of unshaded cells holds one number, its size"
    arguments = "PUZZLE"
    description = ("PUZZLE is a file in janko.at's notation: a line 'R C', then R rows of cells separated by "
                   "blanks, a number (the size of its island), ? (a number not given: its island holds no "
                   "other, of any size) or '-' (empty); - for standard input; a puzz.link "
                   "URL (https://puzz.link/p?nurikabe/W/H/...); or a bundled puzzle by name (demo-7x7). The "
                   "answer: x shaded, - unshaded. Rules: each island of unshaded cells holds one number, its "
                   "size; the shaded cells are connected; no 2x2 block is all shaded.")
    examples = ("xcc solve nurikabe demo-7x7 --unique", "xcc solve nurikabe demo-7x7 --svg n.svg",
                "xcc crosscheck nurikabe demo-7x7")

    @classmethod
    def read_cell(cls, tok: str) -> int | None:
        if tok == "-":
            return None
        if tok == "?":
            return pzpr.UNKNOWN
        if not is_number(tok) or int(tok) < 1:
            raise ValueError("a cell is a number from 1 (its island's size), ? (a number not given) or '-'")
        return int(tok)

    def size(self, c: Cell) -> int | None:
        """The size of the island of the number at ``c``; None where the number is not given."""
        return None if self.clue[c] == pzpr.UNKNOWN else self.clue[c]

    def build(self) -> Model:
        m, n = self.m, self.n
        total = sum(v for v in self.clue.values() if v != pzpr.UNKNOWN)
        if total > m * n:
            raise InputError(f"the numbers add up to {total}, more than the {m * n} cells", source=self.kind)
        cells = self.cells_model = Cells(m, n, SHADED + OPEN)
        reach = self._reachable()
        for c in cells.cells():
            if c in self.clue:
                cells.allow(c, OPEN)
            elif c not in reach:
                cells.allow(c, SHADED)
        for k, block in enumerate(blocks(m, n)):
            cells.not_all(block, SHADED, f"b{k}")
        model = cells.model()
        vertices, edges = cells.graph()
        model.add_constraint(SizedRegions(model, vertices, edges, OPEN,
                                          {cells.value(c): self.size(c) for c in sorted(self.clue)}))
        model.add_constraint(Connected(model, vertices, edges, SHADED))
        if pzpr.UNKNOWN not in self.clue.values():
            model.add_redundant_count(vertices, SHADED, m * n - total, m * n - total)
        return model

    def _reachable(self) -> set[Cell]:
        """The cells some island may hold (:func:`~xcckit.constraints.regions.clue_reach`, the
        sized regions' own rule; the others are sea)."""
        m, n = self.m, self.n
        adj = [[i * n + j for _, (i, j) in neighbours(m, n, divmod(v, n))] for v in range(m * n)]
        labels = clue_reach(adj, [(i * n + j, self.size((i, j))) for i, j in self.clue])
        return {divmod(v, n) for v, ks in enumerate(labels) if ks}

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        colour = self.cells_model.colouring(solution)
        return self.shading_rows(c for c, v in colour.items() if v == SHADED)

    def verify(self, answer) -> str | None:
        sea = self.shaded_in(answer)
        if isinstance(sea, str):
            return sea
        m, n = self.m, self.n
        for c in sorted(sea & self.clue.keys()):
            return f"{where(c)} holds the number {self.shown(c)} and is shaded"
        broken = rules.no_block(sea, m, n) or rules.connected(sea, "shaded")
        if broken:
            return broken
        for island in rules.parts({(i, j) for i in range(m) for j in range(n)} - sea):
            numbers = [c for c in island if c in self.clue]
            if not numbers:
                return f"the island at {where(island[0])} holds no number"
            if len(numbers) > 1:
                return f"the island at {where(island[0])} holds {len(numbers)} numbers"
            if self.size(numbers[0]) is not None and len(island) != self.clue[numbers[0]]:
                return (f"the island of the {self.clue[numbers[0]]} at {where(numbers[0])} has {len(island)} "
                        f"cells")
        return None

    def shown(self, c: Cell) -> str:
        return "?" if self.clue[c] == pzpr.UNKNOWN else str(self.clue[c])

    def draw(self, solution: Sequence[int] | None) -> dict:
        text = {c: self.shown(c) for c in self.clue}
        if solution is None:
            return {"text": text}
        colour = self.cells_model.colouring(solution)
        return {"text": text, "shaded": [c for c, k in colour.items() if k == SHADED],
                "dots": [c for c, k in colour.items() if k == OPEN and c not in self.clue]}

    @classmethod
    def maker(cls, m: int, n: int, rng) -> Made | None:
        """Islands made at random while the sea keeps a 2×2 block: a cell of such a block joins
        the islands it touches (into one), or starts a new one (grown by up to four cells) when
        it touches none, as long as the sea stays connected; each island's size
        is written in one of its cells. Every number is needed: none is removable. None when a
        block of sea is left that no cell of it can break."""
        island: dict[Cell, int] = {}
        members: list[list[Cell]] = []

        def owners(c: Cell) -> set[int]:
            return {island[nb] for _, nb in neighbours(m, n, c) if nb in island}

        def sea_after(cells: set[Cell]) -> bool:
            sea = {(i, j) for i in range(m) for j in range(n)} - island.keys() - cells
            return len(regions_of(sea)) <= 1

        for _ in range(4 * m * n):
            blocks_left = [(a, b) for a in range(m - 1) for b in range(n - 1)
                           if not {(a, b), (a + 1, b), (a, b + 1), (a + 1, b + 1)} & island.keys()]
            if not blocks_left:
                break
            a, b = rng.choice(blocks_left)
            block = [(a, b), (a + 1, b), (a, b + 1), (a + 1, b + 1)]
            rng.shuffle(block)
            for c in block:
                near = owners(c)
                if not sea_after({c}):
                    continue
                if near:  # it joins the islands it touches (into one)
                    k = min(near)
                    for other in near - {k}:
                        for x in members[other]:
                            island[x] = k
                        members[k] += members[other]
                        members[other] = []
                else:
                    k = len(members)
                    members.append([])
                    grow = {c}
                    for _ in range(rng.randint(0, 4)):
                        options = sorted({nb for x in grow for _, nb in neighbours(m, n, x)
                                          if nb not in island and nb not in grow and not owners(nb)})
                        if not options:
                            break
                        nb = rng.choice(options)
                        if sea_after(grow | {nb}):
                            grow.add(nb)
                    for x in grow - {c}:
                        island[x] = k
                        members[k].append(x)
                island[c] = k
                members[k].append(c)
                break
            else:
                return None
        cells = [["-"] * n for _ in range(m)]
        for group in members:
            if not group:
                continue
            i, j = rng.choice(sorted(group))
            cells[i][j] = str(len(group))
        answer = [["-" if (i, j) in island else "x" for j in range(n)] for i in range(m)]
        return Made(cells, [], answer=answer)

    @classmethod
    def repair(cls, made: Made, other: list[list[str]]) -> Made | None:
        """A cell of the sea that the other answer leaves unshaded, whose neighbours are all sea,
        becomes an island of one, as long as the sea stays connected (the other answer then has
        two numbers in an island); else, where the other answer shades a cell of an island, the
        island's number moves there (a number is never shaded)."""
        answer = made.answer
        m, n = len(answer), len(answer[0])
        sea = {(i, j) for i in range(m) for j in range(n) if answer[i][j] == "x"}
        cells = [row[:] for row in made.cells]
        spots = [(i, j) for i, j in sorted(sea) if other[i][j] == "-"
                 and all(nb in sea for _, nb in neighbours(m, n, (i, j)))]
        for i, j in spots:
            if len(regions_of(sea - {(i, j)})) == 1:
                cells[i][j] = "1"
                fixed = [row[:] for row in answer]
                fixed[i][j] = "-"
                return Made(cells, list(made.removable), made.rooms, list(made.extra), fixed)
        for island in regions_of({(i, j) for i in range(m) for j in range(n)} - sea):
            moved = [c for c in island if other[c[0]][c[1]] == "x"]
            if moved:
                (a, b), (i, j) = next(c for c in island if cells[c[0]][c[1]] != "-"), moved[0]
                cells[a][b], cells[i][j] = "-", cells[a][b]
                return Made(cells, list(made.removable), made.rooms, list(made.extra), answer)
        return None

    @classmethod
    def decode(cls, rows: int, cols: int, body: list[str]):
        numbers, _ = pzpr.read_number16(body[0] if body else "", rows * cols)
        return pzpr.cell_rows(numbers, rows, cols), None

    def encode(self) -> str:
        return pzpr.write_number16([self.clue.get((i, j)) for i in range(self.m) for j in range(self.n)])
