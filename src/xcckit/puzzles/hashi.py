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

import zlib
from collections.abc import Sequence
from dataclasses import dataclass, replace
from itertools import product

from ..constraints import Linked
from ..errors import InputError
from ..model import Model
from .kit import pzpr, rules
from .kit.division import SymmetricMade
from .kit.grid import Cell, beside, images, orbits, where
from .kit.genre import AtCell, Genre, Made

RIGHT, DOWN = (0, 1), (1, 0)
SHOWN = {(RIGHT, 1): "1", (RIGHT, 2): "2", (DOWN, 1): "a", (DOWN, 2): "b"}
"""How the answer writes water under a bridge: (direction, count) -> its letter."""


class Hashi(Genre):
    """``Hashi(cells)``: rows of cell strings, an island's number 1-8 or '-'."""

    kind = "hashi"
    url_names = ("hashi", "hashikake", "bridges")

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
        broken = rules.tokens_in(grid, ("-", "1", "2", "a", "b"), "'-' (an island or open water), 1 or 2 (under a "
                                 "horizontal bridge), a or b (under a vertical one)")
        if broken:
            return broken
        bridged = rules.given_changed(grid, dict.fromkeys(self.clue, "-"))
        if bridged:
            return f"{where(bridged)} is the island {self.shown(bridged)} and a bridge runs over it"
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
    def maker(cls, m: int, n: int, rng, symmetry: str = "none") -> Made | None:
        """Islands grown from one at random: an island sends a bridge (single or double, at
        random) a random length along a row or column over free water, and a new island stands
        where it ends, unless that cell touches an island; a bridge that meets an island on the
        way joins it instead (the islands then make a cycle). Each island's number is its
        bridges. Every number is needed: none is removable. None on a board too small for two
        islands apart.

        With a ``symmetry`` (``rot2``, ``rot4``, ``mirror``: :func:`~.grid.images`) the first
        islands are a cell's orbit and each bridge is built with its images (:func:`_built`),
        so the islands, their numbers and the bridges are symmetric; the growth goes on past
        its goal until the islands are joined (the first orbit's islands may start apart).
        None where they are not joined in the bridges tried."""
        if symmetry != "none":
            return _symmetric_draw(m, n, rng, symmetry)
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
        return _made(m, n, island, over)

    @classmethod
    def repair(cls, made: Made, other: list[list[str]]) -> Made | None:
        """Where the other answer has a bridge with another count (or none), a bridge turns single
        if double, double if single, and its islands' numbers follow; the other answer keeps the
        old numbers, so it no longer fits. One bridge turns in each group of such bridges that
        meet at islands (the other answer may differ in several places, each of which would
        otherwise take a repair of its own), each drawn by a checksum of ``other``; a bridge that
        would leave an island more than 8 bridges, or that a repair of the draw has turned before
        (:class:`_Drawn`), is passed over. None where none can turn. In a symmetric draw a
        bridge turns with its images."""
        m, n = len(made.cells), len(made.cells[0])
        maps = images(m, n, getattr(made, "symmetry", "none"))
        numbers = {(i, j): int(t) for i, row in enumerate(made.cells) for j, t in enumerate(row) if t != "-"}
        ours, theirs = _spans(made.answer, numbers), _spans(other, numbers)
        differ = sorted(k for k, (count, _) in ours.items() if theirs.get(k, (0, []))[0] != count)
        key = zlib.crc32(repr(other).encode())
        after = dict(numbers)
        before = set(getattr(made, "turned", ()))
        turned: dict[tuple[Cell, Cell], int] = {}  # bridge -> its new count
        for group in _groups(differ):
            for t in range(len(group)):
                a, b = group[(key + t) % len(group)]
                count = ours[a, b][0]
                orbit = dict.fromkeys(tuple(sorted((f(*a), f(*b)))) for f in maps)
                if any(k not in ours or k in turned or k in before for k in orbit):
                    continue
                tried = dict(after)
                for x, y in orbit:
                    tried[x] += 3 - 2 * count
                    tried[y] += 3 - 2 * count
                if any(tried[c] > 8 for k in orbit for c in k):
                    continue
                after = tried
                turned.update(dict.fromkeys(orbit, 3 - count))
                break
        if not turned:
            return None
        cells = [row[:] for row in made.cells]
        for (i, j), v in after.items():
            cells[i][j] = str(v)
        answer = [row[:] for row in made.answer]
        for (x, y), count in turned.items():
            for i, j in ours[x, y][1]:
                answer[i][j] = SHOWN[RIGHT if x[0] == y[0] else DOWN, count]
        if isinstance(made, _Drawn):
            return replace(made, cells=cells, answer=answer, built=None, turned=tuple(sorted(before | set(turned))))
        return replace(made, cells=cells, answer=answer, built=None)

    # ------------------------------------------------------------------ URLs
    @classmethod
    def decode(cls, rows: int, cols: int, body: list[str]):
        numbers = pzpr.cell_numbers(body, rows, cols)
        for v in numbers:
            if v is not None and v != pzpr.UNKNOWN and not 1 <= v <= 8:
                raise InputError(f"URL body: the number {v} is not a hashi island (1-8)", source="URL")
        return pzpr.cell_rows(numbers, rows, cols), None

    def encode(self) -> str:
        return pzpr.write_number16(self.clue_list())


@dataclass
class _Drawn(SymmetricMade):
    """A draw of :meth:`Hashi.maker` (its ``symmetry``, ``none`` too), with the bridges its
    repairs have turned, which :meth:`Hashi.repair` turns no more (two repairs could otherwise
    turn a bridge back and forth, each letting in the answer the other ruled out)."""

    turned: tuple[tuple[Cell, Cell], ...] = ()


def _made(m: int, n: int, island: dict[Cell, int], over: dict[Cell, str], symmetry: str = "none") -> Made:
    """The maker's draw of its islands (cell -> bridges) and the water under its bridges."""
    cells = [["-"] * n for _ in range(m)]
    for (i, j), v in island.items():
        cells[i][j] = str(v)
    answer = [["-"] * n for _ in range(m)]
    for (i, j), t in over.items():
        answer[i][j] = t
    return _Drawn(cells, [], answer=answer, symmetry=symmetry)


def _bridge(m: int, n: int, island: dict, over: dict, a: Cell, step: tuple[int, int], length: int,
            count: int) -> Cell | None:
    """A bridge of ``count`` from island ``a`` along ``step``: to the first island within
    ``length`` cells (at least one cell of water away), else to a new island ``length`` cells
    away where that cell is free and touches no island; nothing when the water on the way is
    under a bridge, or the board ends, or ``a`` has no room for more bridges. Returns the new
    island, if any."""
    way = _way(m, n, island, over, a, step, length)
    if way is None:
        return None
    end, water, new = way
    if island[a] + count > 8 or island.get(end, 0) + count > 8:
        return None
    _build(island, over, a, end, water, count)
    return end if new else None


def _way(m: int, n: int, island: dict, over: dict, a: Cell, step: tuple[int, int],
         length: int) -> tuple[Cell, list[Cell], bool] | None:
    """Where a bridge from ``a`` along ``step`` would go (:func:`_bridge`): (its other island, the
    water under it, whether that island is new), or None."""
    water = []
    i, j = a
    for _ in range(length):
        i, j = i + step[0], j + step[1]
        if not (0 <= i < m and 0 <= j < n) or (i, j) in over:
            return None
        if (i, j) in island:
            return ((i, j), water, False) if water else None
        water.append((i, j))
    if any((x, y) in island for x, y in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1))):
        return None
    water.pop()
    return ((i, j), water, True) if water else None


def _build(island: dict, over: dict, a: Cell, end: Cell, water: list[Cell], count: int) -> None:
    """A bridge of ``count`` from island ``a`` over ``water`` to ``end`` (a new island or not)."""
    island.setdefault(end, 0)
    for c in water:
        over[c] = SHOWN[RIGHT if a[0] == end[0] else DOWN, count]
    island[a] += count
    island[end] += count


def _symmetric_draw(m: int, n: int, rng, symmetry: str) -> Made | None:
    """:meth:`Hashi.maker` with a symmetry: the islands of a cell's orbit (none side by side),
    then bridges built with their images (:func:`_built`) from islands at random, until a
    quarter of the cells are islands and the islands are joined (None where they are not in
    ``20 * m * n`` tries, or where fewer than two islands stand). A bridge spans 3 cells at
    least now and then, even on a small board: by steps of 2 alone the islands of a 4×5 board
    keep the parity of their row, which a half turn changes, and never join their images."""
    maps = images(m, n, symmetry)
    starts = [g for g in orbits(m, n, symmetry)
              if not any(beside(x, y) for x in g for y in g)]
    if not starts:
        return None
    island: dict[Cell, int] = dict.fromkeys(rng.choice(starts), 0)
    over: dict[Cell, str] = {}
    joined: dict[Cell, set[Cell]] = {c: set() for c in island}
    goal = max(2, m * n // 4)
    for _ in range(20 * m * n):
        if len(island) >= goal and _all_joined(joined):
            break
        a = rng.choice(sorted(island))
        step = rng.choice([(0, 1), (0, -1), (1, 0), (-1, 0)])
        way = _way(m, n, island, over, a, step, rng.randint(2, max(3, max(m, n) // 2)))
        count = rng.choice((1, 1, 2))
        if way is not None:
            _built(maps, island, over, joined, a, way, count)
    if len(island) < 2 or not _all_joined(joined):
        return None
    return _made(m, n, island, over, symmetry)


def _built(maps, island: dict, over: dict, joined: dict, a: Cell, way: tuple[Cell, list[Cell], bool],
           count: int) -> bool:
    """Builds the bridge of ``count`` from ``a`` along ``way`` (:func:`_way`) and its images under
    ``maps`` (a bridge that is its own image once), where each can be built after those before
    it: its water free and under no bridge, its new island free and touching none (or made by
    an image before it), no island with more than 8 bridges. Whether they were built (else
    nothing changes)."""
    end, water, new = way
    isl, ov = dict(island), dict(over)
    edges = []
    made: set[Cell] = set()
    for f in maps:
        fa, fe, fw = f(*a), f(*end), [f(*c) for c in water]
        if {fa, fe} in [set(e) for e in edges]:
            continue  # (the bridge itself, or an image already built)
        if any(c in ov or c in isl for c in fw):
            return False
        if new and fe not in made:
            i, j = fe
            if fe in isl or fe in ov or any(x in isl for x in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1))):
                return False
            made.add(fe)
        elif fe not in isl:
            return False
        if isl[fa] + count > 8 or isl.get(fe, 0) + count > 8:
            return False
        _build(isl, ov, fa, fe, fw, count)
        edges.append((fa, fe))
    island.update(isl)
    over.update(ov)
    for x, y in edges:
        joined.setdefault(x, set()).add(y)
        joined.setdefault(y, set()).add(x)
    return True


def _all_joined(joined: dict[Cell, set[Cell]]) -> bool:
    """Whether the islands (each with the islands its bridges reach) make one group."""
    first = next(iter(joined))
    seen, todo = {first}, [first]
    while todo:
        for d in joined[todo.pop()]:
            if d not in seen:
                seen.add(d)
                todo.append(d)
    return len(seen) == len(joined)


def _spans(answer: list[list[str]], islands) -> dict[tuple[Cell, Cell], tuple[int, list[Cell]]]:
    """The bridges of an answer: (island, island to its right or below) -> (count, the water
    under it)."""
    m, n = len(answer), len(answer[0])
    out = {}
    for a in sorted(islands):
        for step, marks in ((RIGHT, "12"), (DOWN, "ab")):
            i, j = a[0] + step[0], a[1] + step[1]
            if not (i < m and j < n) or answer[i][j] not in marks:
                continue
            count, water = 1 + marks.index(answer[i][j]), []
            while (i, j) not in islands:
                water.append((i, j))
                i, j = i + step[0], j + step[1]
            out[a, (i, j)] = count, water
    return out


def _groups(bridges: list[tuple[Cell, Cell]]) -> list[list[tuple[Cell, Cell]]]:
    """The bridges (each a pair of islands) in groups that meet at islands, each in the order
    given, the groups in the order of their first bridges."""
    root: dict[Cell, Cell] = {}

    def find(c: Cell) -> Cell:
        while root.setdefault(c, c) != c:
            root[c] = root[root[c]]
            c = root[c]
        return c

    for a, b in bridges:
        root[find(a)] = find(b)
    out: dict[Cell, list[tuple[Cell, Cell]]] = {}
    for k in bridges:
        out.setdefault(find(k[0]), []).append(k)
    return list(out.values())


def is_island(tok: str) -> bool:
    return len(tok) == 1 and tok in "12345678"
