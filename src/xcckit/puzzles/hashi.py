"""Hashi (Hashiwokakero, "build bridges"): join the islands by bridges.

Rules: bridges run horizontally or vertically over water between two islands, single or
double; they cross neither one another nor an island; each island has as many bridges as its
number; all islands are joined into one group.

Notation (janko.at's): ``R C``, then R rows of island numbers 1-8 or ``-`` (water), ``?`` an island
whose number is not given (any number of bridges; pzprjs's ``.``); puzz.link
``hashi`` URLs (pzprjs's genre ``hashikake``, also read under that name and as ``bridges``).
Answer: ``-`` for an island or open water, ``1``/``2`` for water under a single/double
horizontal bridge, ``a``/``b`` under a single/double vertical one. Two islands side by side
are refused: a bridge between them would cross no water, and the answer could not show it.

The model, Knuth-style: each possible bridge (two islands that see each other along a row or a
column, water between) is a primary item with three options, none, single or double; a bridge's
count is two secondary items coloured 1 or 0 (``s``: a bridge is there; ``d``: it is double),
and a bridge that is there also covers an uncoloured secondary item for each water cell it
passes over, so that a horizontal and a vertical bridge never share one. Each island is a
primary item whose options are the counts of its bridges that add up to its number (colouring
their ``s`` and ``d`` items). A :class:`~xcckit.constraints.Linked` constraint over the ``s``
items joins the islands into one group. (The bridges' total, half the numbers' sum, as an
implied count made CaDiCaL 10-30 times slower on 20×36 and 40×40 puzzles: its CNF is a
counter over every ``s`` and ``d`` item, and the islands' options imply it anyway.)
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product

from ..constraints import Linked
from ..errors import InputError
from ..model import Model
from . import pzpr
from .grid import Cell, where
from .genre import AtCell, Genre, Made

RIGHT, DOWN = (0, 1), (1, 0)
SHOWN = {(RIGHT, 1): "1", (RIGHT, 2): "2", (DOWN, 1): "a", (DOWN, 2): "b"}
"""How the answer writes water under a bridge: (direction, count) -> its letter."""


class Hashi(Genre):
    """``Hashi(cells)``: rows of cell strings, an island's number 1-8 or '-'."""

    kind = "hashi"
    peer = None
    bench_sizes = ((10, 10), (40, 60))
    url_names = ("hashi", "hashikake", "bridges")
    summary = "join the islands by single or double bridges that never cross, as many as each number says"
    arguments = "PUZZLE"
    description = ("PUZZLE is a file in janko.at's notation: a line 'R C', then R rows of cells separated by "
                   "blanks, an island's number 1-8, ? (an island whose number is not given) or '-' (water); - for "
                   "standard input; a puzz.link URL "
                   "(https://puzz.link/p?hashi/W/H/..., or hashikake, bridges); or a bundled puzzle by name "
                   "(demo-9x9). The answer: "
                   "- an island or open water, 1 or 2 water under a single or double horizontal bridge, a or b "
                   "under a single or double vertical one. Rules: bridges run straight over water between two "
                   "islands, single or double, and cross neither one another nor an island; each island has as "
                   "many bridges as its number; all islands are joined. Islands side by side are refused (the "
                   "answer could not show a bridge between them).")
    examples = ("xcc solve hashi demo-9x9 --unique", "xcc solve hashi demo-9x9 --svg h.svg",
                "xcc crosscheck hashi demo-9x9")

    cell_tokens = {"-": None, "?": pzpr.UNKNOWN}
    least = 1
    most = 8
    cell_words = "a cell is an island's number 1-8, ? (an island whose number is not given) or '-' (water)"

    def bridges_of(self) -> list[tuple[Cell, Cell, tuple[int, int], list[Cell]]]:
        """The possible bridges: (island, island to its right or below, direction, the water
        between), in reading order of their first island; islands side by side are an error."""
        out = []
        for c in sorted(self.clue):
            for step in (RIGHT, DOWN):
                water = []
                i, j = c[0] + step[0], c[1] + step[1]
                while i < self.m and j < self.n and (i, j) not in self.clue:
                    water.append((i, j))
                    i, j = i + step[0], j + step[1]
                if i < self.m and j < self.n:
                    if not water:
                        raise AtCell(self.kind, (i, j), f"the islands at {where(c)} and {where((i, j))} are side by "
                                                         "side: a bridge between them would cross no water")
                    out.append((c, (i, j), step, water))
        return out

    # ------------------------------------------------------------------ the model
    def build(self) -> Model:
        bridges = self.bridges = self.bridges_of()
        at: dict[Cell, list[int]] = {c: [] for c in self.clue}
        for k, (a, b, _, _) in enumerate(bridges):
            at[a].append(k)
            at[b].append(k)
        for c, v in sorted(self.clue.items()):
            if v != pzpr.UNKNOWN and v > 2 * len(at[c]):
                seen = f"sees {len(at[c])} island{'' if len(at[c]) == 1 else 's'}" if at[c] else "sees no island"
                raise AtCell(self.kind, c, f"the island {v} {seen}: it can have at most {2 * len(at[c])} bridges")
        total = sum(self.clue.values())
        if total % 2 and pzpr.UNKNOWN not in self.clue.values():
            raise InputError(f"the islands' numbers add up to {total}, an odd number: each bridge counts at both "
                             "its ends", source=self.kind)
        if not self.clue:
            raise InputError("a hashi puzzle has at least one island", source=self.kind)
        model = Model()
        model.add_items([f"i{i}.{j}" for i, j in sorted(self.clue)] + [f"b{k}" for k in range(len(bridges))])
        model.add_items([f"{x}{k}" for k in range(len(bridges)) for x in "sd"]
                        + sorted({f"w{i}.{j}" for *_, water in bridges for i, j in water}), primary=False)
        self.option_bridge: dict[int, tuple[int, int]] = {}
        for k, (_, _, _, water) in enumerate(bridges):
            for count in (0, 1, 2):
                tokens = [f"b{k}", f"s{k}:{int(count > 0)}", f"d{k}:{int(count > 1)}"]
                tokens += [f"w{i}.{j}" for i, j in water] if count else []
                self.option_bridge[model.add_option(tokens)] = (k, count)
        for c, v in sorted(self.clue.items()):
            for counts in product((0, 1, 2), repeat=len(at[c])):
                if sum(counts) == v or v == pzpr.UNKNOWN:
                    model.add_option([f"i{c[0]}.{c[1]}"] + [f"{x}{k}:{int(t > y)}" for k, t in zip(at[c], counts)
                                                            for x, y in (("s", 0), ("d", 1))])
        if len(self.clue) > 1:
            model.add_constraint(Linked(model, [(f"s{k}", a, b) for k, (a, b, _, _) in enumerate(bridges)], "1",
                                        sorted(self.clue)))
        return model

    def counts(self, solution: Sequence[int]) -> dict[int, int]:
        """Bridge -> its count in a solution."""
        return dict(self.option_bridge[o] for o in solution if o in self.option_bridge)

    # ------------------------------------------------------------------ answers
    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        out = [["-"] * self.n for _ in range(self.m)]
        for k, count in self.counts(solution).items():
            if count:
                _, _, step, water = self.bridges[k]
                for i, j in water:
                    out[i][j] = SHOWN[step, count]
        return out

    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        m, n = self.m, self.n
        for i in range(m):
            for j in range(n):
                t = grid[i][j]
                if t not in ("-", "1", "2", "a", "b"):
                    return (f"{where((i, j))} is '{t}': a cell is '-' (an island or open water), 1 or 2 (under a "
                            f"horizontal bridge), a or b (under a vertical one)")
                if (i, j) in self.clue and t != "-":
                    return f"{where((i, j))} is the island {self.shown((i, j))} and a bridge runs over it"
        joined: dict[Cell, list[Cell]] = {c: [] for c in self.clue}
        for i in range(m):
            for j in range(n):
                t = grid[i][j]
                if t == "-":
                    continue
                step = RIGHT if t in "12" else DOWN
                for s in (1, -1):
                    a, b = i + s * step[0], j + s * step[1]
                    if not (0 <= a < m and 0 <= b < n) or (grid[a][b] != t and (a, b) not in self.clue):
                        return f"the bridge over {where((i, j))} does not run on to an island on both sides"
                before = (i - step[0], j - step[1])
                if before in self.clue:  # the bridge's first water cell: follow it to its other island
                    a, b = i, j
                    while (a, b) not in self.clue:
                        a, b = a + step[0], b + step[1]
                    count = 2 if t in "2b" else 1
                    joined[before] += [(a, b)] * count
                    joined[a, b] += [before] * count
        for c, v in sorted(self.clue.items()):
            if len(joined[c]) != v and v != pzpr.UNKNOWN:
                k = len(joined[c])
                return f"the island at {where(c)} has {k} bridge{'' if k == 1 else 's'}, its number says {v}"
        islands = sorted(self.clue)
        group = {islands[0]}
        todo = [islands[0]]
        while todo:
            for d in joined[todo.pop()]:
                if d not in group:
                    group.add(d)
                    todo.append(d)
        if len(group) < len(islands):
            other = next(c for c in islands if c not in group)
            return f"the islands are not all joined ({where(islands[0])} and {where(other)} are apart)"
        return None

    def shown(self, c: Cell) -> str:
        return "?" if self.clue[c] == pzpr.UNKNOWN else str(self.clue[c])

    def draw(self, solution: Sequence[int] | None) -> dict:
        text = {c: self.shown(c) for c in self.clue}
        circles = {c: "white" for c in self.clue}
        if solution is None:
            return {"text": text, "circles": circles, "grid_lines": False}
        bridges = [(self.bridges[k][0], self.bridges[k][1], count) for k, count in self.counts(solution).items()
                   if count]
        return {"text": text, "circles": circles, "bridges": bridges, "grid_lines": False}

    @classmethod
    def maker(cls, m: int, n: int, rng) -> Made | None:
        """Islands grown from one at random: an island sends a bridge (single or double, at
        random) a random length along a row or column over free water, and a new island stands
        where it ends, unless that cell touches an island; a bridge that meets an island on the
        way joins it instead (the islands then make a cycle). Each island's number is its
        bridges. Every number is needed: none is removable. None on a board too small for two
        islands apart."""
        island: dict[Cell, int] = {}
        over: dict[Cell, str] = {}
        start = (rng.randrange(m), rng.randrange(n))
        island[start] = 0
        order = [start]
        goal = max(2, m * n // 4)
        for _ in range(20 * m * n):
            if len(island) >= goal:
                break
            a = rng.choice(order)
            step = rng.choice([(0, 1), (0, -1), (1, 0), (-1, 0)])
            new = _bridge(m, n, island, over, a, step, rng.randint(2, max(2, max(m, n) // 2)), rng.choice((1, 1, 2)))
            if new is not None:
                order.append(new)
        if len(island) < 2:
            return None
        cells = [["-"] * n for _ in range(m)]
        for (i, j), v in island.items():
            cells[i][j] = str(v)
        answer = [["-"] * n for _ in range(m)]
        for (i, j), t in over.items():
            answer[i][j] = t
        return Made(cells, [], answer=answer)

    # ------------------------------------------------------------------ URLs
    @classmethod
    def decode(cls, rows: int, cols: int, body: list[str]):
        numbers, _ = pzpr.read_number16(body[0] if body else "", rows * cols)
        for v in numbers:
            if v is not None and v != pzpr.UNKNOWN and not 1 <= v <= 8:
                raise InputError(f"URL body: the number {v} is not a hashi island (1-8)", source="URL")
        return pzpr.cell_rows(numbers, rows, cols), None

    def encode(self) -> str:
        return pzpr.write_number16([self.clue.get((i, j)) for i in range(self.m) for j in range(self.n)])


def _bridge(m: int, n: int, island: dict, over: dict, a: Cell, step: tuple[int, int], length: int,
            count: int) -> Cell | None:
    """A bridge of ``count`` from island ``a`` along ``step``: to the first island within
    ``length`` cells (at least one cell of water away), else to a new island ``length`` cells
    away where that cell is free and touches no island; nothing when the water on the way is
    under a bridge, or the board ends, or ``a`` has no room for more bridges. Returns the new
    island, if any."""
    water = []
    i, j = a
    new = False
    for _ in range(length):
        i, j = i + step[0], j + step[1]
        if not (0 <= i < m and 0 <= j < n) or (i, j) in over:
            return None
        if (i, j) in island:
            break
        water.append((i, j))
    else:
        if any((x, y) in island for x, y in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1))):
            return None
        water.pop()
        new = True
    if not water or island[a] + count > 8 or island.get((i, j), 0) + count > 8:
        return None
    if new:
        island[i, j] = 0
    for c in water:
        over[c] = SHOWN[RIGHT if step[0] == 0 else DOWN, count]
    island[a] += count
    island[i, j] += count
    return (i, j) if new else None


def is_island(tok: str) -> bool:
    return len(tok) == 1 and tok in "12345678"
