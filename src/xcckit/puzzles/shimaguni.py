"""Shimaguni (Islands): shade one island in every room; islands of neighbouring rooms never touch
and differ in size.

Rules (pzprjs's and janko.at's): the grid is divided into rooms; shade in each room exactly one
block of cells connected along their sides (its island); a number in a room is the number of
cells of its island; islands in two rooms that share a border do not touch along a side, and
have different sizes.

Notation (janko.at's, puzzlekit's ``shimaguni``): a first line ``R C``, then R rows of cells
separated by blanks, ``-`` or a number from 1 (the size of its room's island, written in one
cell of the room; ``?`` a number not given), then R rows of room names (cells with the same
name form a room); puzz.link ``shimaguni`` URLs (pzprjs lays the body out as heyawake's: the
rooms' borders, then a number per room, which it shows in the room's top cell, the leftmost
and then the topmost, where janko.at writes it too). Answer (puzzlekit's): ``x`` a shaded cell,
``-`` an unshaded one.

The model, in Knuth's way, is an exact cover whose secondary items carry no colour. A primary
item per room, whose options are its islands: each connected set of the room's cells of a size
the room may have (its number; else any size but the numbers of the rooms beside it), listed by
Redelmeier's growth within the room (:func:`islands`). Two cells side by side across a room
border share an uncoloured secondary item that every island shading either takes, so islands
never touch; two rooms side by side share, for each size both may have, an uncoloured secondary
item that their islands of that size take, so their sizes differ. Every backend solves and
counts it (zdd too), dlx fastest, and the DLX export is the whole puzzle.

Before the search, an island that no island of a room beside it can go with (each of those
touches it or has its size) is left out, until every island left has a partner beside it (arc
consistency, as a constraint solver propagates before it searches: :meth:`Shimaguni._consistent`);
no answer is lost, and most published puzzles come out with a few islands a room (the published
10x10s' median of 488 options becomes 16; 1.4 ms to 0.1 s of Python).

A room of many cells and no number may have islands beyond listing (a compact room of 25 cells
about 1.8 million; 27 of the 266 published puzzles have a room of more than
:data:`MOST_ISLANDS`, 4 of more than two million). Such a room is listed again once the rooms
beside it are pruned, without its cells beside a cell that every island of a room beside
shades and without a size that every island of a room beside has; that lists every room of
the published puzzles but two of the 30x45's. A room still unlisted (and then every room of
more than :attr:`Shimaguni.most_with_cells` islands) is modelled by its cells: a primary item per cell,
shaded or not (its secondary item coloured 1 or 0), a counter along the room's cells in reading
order (a primary item per cell whose options step the count of shaded cells so far, coloured on
a secondary item per cell, the last one the room's size), a primary item per cell whose options
name its first shaded neighbour in the room, or none (then the island is that cell alone, of
size 1: a redundant rule that took a third off sat's time on the 30x45), and a
:class:`~xcckit.constraints.Connected` constraint on the room's cells: exact, one option set per
answer, no longer pure exact cover. Such a model goes to sat (``auto``'s choice for a model with
a side constraint), whose translation writes an at-most-one over the options that share an
item: the shared items above, taken by thousands of islands, then cost seconds to translate and
slowed the search. So that model is written for it (:meth:`Shimaguni._by_cells`): each room's
item chooses its island, which colours the room's size item with its size and its cells beside
other rooms shaded or not; a second item per room chooses its size, taking the shared size
items; a primary item per cell beside another room shades it (taking the shared border items) or
not: every shared item is in two options. (Measured before the pruning above, on the 54 puzzles
of every fifth, 2026-11-29: sat's total 59.8 s with the islands taking the shared items, 33.6 s
so; dlx the other way round on the pure models, 0.035 s median against 0.084 s: the islands keep
them where every room is listed.)

The maker (:meth:`Shimaguni.maker`) lays islands at random and grows a room round each
(:mod:`.shimaguni_maker`), and writes each room's size in its top cell. A second answer is
repaired by a number given back or a cell moved to a room beside it (:meth:`Shimaguni.repair`).

Published puzzles, 2026-11-29 (``scripts/bench.py published --every 1 --time-limit 20``: all 266
of puzzlekit's corpus, each read, its model built, solved and proven unique by ``auto``, on a
shared 2-core machine under a load of 7 to 10; puzzlekit's CP-SAT solver beside): every one
solved and proven unique, the published answer. Median and largest seconds, ours against
puzzlekit's: 10x10 (219 puzzles) 0.017 and 0.14 against 0.153 and 0.39; 12x12 (11) 0.019 and
0.03 against 0.221 and 0.35; 14x14 (12) 0.025 and 0.08 against 0.305 and 0.36; 15x15 (4) 0.088
and 0.21 against 0.432 and 0.49; 17x17 (3) 0.048 and 0.06 against 0.475 and 0.53; 12x24, 12x25,
13x25 0.10-0.17 against 0.32-0.70; 25x40 (4) 0.71 and 0.97 against 3.53 and 4.47; 30x45 (the
one puzzle with a room modelled by its cells, sat) 1.26 against 5.76 (the first 6x6's 1.04 s
is the process's warm-up). All but the 30x45 are pure exact covers, answered by dlx.
"""

from __future__ import annotations

import bisect
import zlib
from collections.abc import Sequence
from dataclasses import replace

import numpy as np

from ..constraints import Connected
from ..errors import InputError
from ..model import Model
from .kit import pzpr, rules
from .kit.batch import Batch
from .kit.genre import Genre, Made, shaded_rows
from .kit.grid import Cell, neighbours, pairs, regions_of, where
from .kit.rooms import clued_rooms, numbered, read_numbered_rooms, room_lists, write_numbered_rooms
from .shimaguni_maker import grow_rooms, lay_islands, room_cells

SHADED, OPEN = "1", "0"
MOST_ISLANDS = 20_000
"""The most islands listed for a room: a room with more is modelled by its cells (see the
module's docstring)."""


class _TooMany(Exception):
    """More islands than the bound (:func:`islands`)."""


def islands(near: Sequence[int], sizes: set[int] | frozenset[int], most: int, allowed: int = -1) -> list[int] | None:
    """Every connected set of the vertices 0 … N-1 of a graph (``near[v]``: the bits of v's
    neighbours) within ``allowed`` (bits; -1 all) whose size is one of ``sizes``, each once, as
    bitmasks: Redelmeier's growth (Knuth, TAOCP 7.2.2), each set from its least vertex, grown no
    further than the largest size. None when there are more than ``most``."""
    if not sizes:
        return []
    if allowed != -1:
        near = [x & allowed for x in near]
    top = max(sizes)
    out: list[int] = []

    def grow(inside: int, size: int, untried: int, seen: int) -> None:
        size += 1
        emit = size in sizes
        deeper = size < top
        while untried:
            low = untried & -untried
            untried ^= low
            now = inside | low
            if emit:
                out.append(now)
            if deeper:
                new = near[low.bit_length() - 1] & ~seen
                grow(now, size, untried | new, seen | new)
        if len(out) > most:
            raise _TooMany

    try:
        for v in range(len(near)):
            low = 1 << v
            if not low & allowed:
                continue
            if 1 in sizes:
                out.append(low)
            if top > 1:
                first = near[v] & ~(2 * low - 1)
                grow(low, 1, first, (2 * low - 1) | first)
    except _TooMany:
        return None
    return out if len(out) <= most else None


def room_graph(cells: Sequence[Cell]) -> list[int]:
    """The cells' neighbours among ``cells`` as bitmasks of their indices in ``cells``."""
    index = {c: k for k, c in enumerate(cells)}
    return [sum(1 << index[nb] for nb in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1)) if nb in index)
            for i, j in cells]


def bit_matrix(sets: Sequence[int], size: int) -> np.ndarray:
    """The bitmasks ``sets`` of ``size`` bits as the rows of a boolean array."""
    width = (size + 7) // 8
    raw = np.frombuffer(b"".join(x.to_bytes(width, "little") for x in sets), dtype=np.uint8)
    return np.unpackbits(raw.reshape(len(sets), width), axis=1, count=size, bitorder="little").astype(bool)


def island_options(bits: np.ndarray, columns: Sequence[tuple[int, str, object]], size_colour=None):
    """The options of a room's islands (``bits``: a row per island, a column per cell of the
    room), flat for :meth:`~.batch.Batch.block`: (lengths, items, colours). ``columns`` say which
    items an island takes, in ascending order: ``(item, "always", colour)``; ``(item, "shaded",
    v)``, where it shades the room's cell v; ``(item, "size", z)``, where it has z cells;
    ``(item, "paint", (v, on, off))``, always, coloured ``on`` where it shades cell v, else
    ``off``; ``(item, "sized", None)``, always, coloured ``size_colour[its size]``."""
    count = bits.sum(axis=1)
    present = np.ones((len(bits), len(columns)), dtype=bool)
    colours = np.zeros((len(bits), len(columns)), dtype=np.int64)
    for j, (_, how, arg) in enumerate(columns):
        if how == "always":
            colours[:, j] = arg
        elif how == "shaded":
            present[:, j] = bits[:, arg]
        elif how == "size":
            present[:, j] = count == arg
        elif how == "paint":
            v, on, off = arg
            colours[:, j] = np.where(bits[:, v], on, off)
        else:
            colours[:, j] = size_colour[count]
    items = np.broadcast_to(np.array([c[0] for c in columns], dtype=np.int64), present.shape)
    return present.sum(axis=1), items[present], colours[present]


class Shimaguni(Genre):
    """``Shimaguni(cells, rooms)``: rows of cell strings (a number from 1, '?' or '-') and rows of
    room numbers."""

    kind = "shimaguni"
    url_names = ("shimaguni",)
    rooms = True
    most_islands = MOST_ISLANDS
    """The most islands listed for a room (:data:`MOST_ISLANDS`; a test sets it lower)."""
    most_with_cells = 1_000
    """Where a room is modelled by its cells, the most islands listed for the others: sat's
    time on the published 30x45 was 0.65-1.0 s of CPU so, 1.1-1.2 s with 20,000 (2026-11-29)."""

    cell_tokens = {"-": None, "?": None}
    least = 1
    cell_words = "a cell is a number from 1 (the size of its room's island), ? (a number not given) or '-'"

    # ------------------------------------------------------------------ the model
    def room_sizes(self) -> tuple[list[list[Cell]], dict[int, int]]:
        """The rooms' cells (rooms numbered by their first cells), and room -> its number; two
        numbers in a room, or a number above the room's cells, are InputErrors."""
        rooms = room_lists(self.room)
        self.room = numbered(self.room, rooms)
        size = clued_rooms(self.kind, rooms, self.clue)
        return rooms, size

    def build(self) -> Model:
        self.room_cells, self.size = rooms, size = self.room_sizes()
        room = self.room
        self.beside = beside = [set() for _ in rooms]
        self.across = across = {}  # cell -> the pairs of cells across a border it is in
        for a, b in pairs(self.m, self.n):
            ra, rb = room[a[0]][a[1]], room[b[0]][b[1]]
            if ra != rb:
                beside[ra].add(rb)
                beside[rb].add(ra)
                across.setdefault(a, []).append((a, b))
                across.setdefault(b, []).append((a, b))
        sizes = []
        for k, cells in enumerate(rooms):
            if k in size:
                sizes.append({size[k]})
            else:
                sizes.append(set(range(1, len(cells) + 1)) - {size[r] for r in beside[k] if r in size})
        graphs = [room_graph(cells) for cells in rooms]
        found = [islands(graphs[k], sizes[k], self.most_islands) for k in range(len(rooms))]
        self.shut: set[Cell] = set()  # the cells of unlisted rooms that no answer shades
        tried = {k: (-1, sizes[k]) for k, f in enumerate(found) if f is None}  # (what an unlisted room was tried with)
        while True:
            self._consistent(found)
            listed_again = False
            for k in (k for k, f in enumerate(found) if f is None):
                allowed, left = self._left(k, found, sizes[k])
                if tried[k] == (allowed, left):
                    continue
                tried[k] = (allowed, left)
                sizes[k] = left
                found[k] = islands(graphs[k], left, self.most_islands, allowed)
                listed_again |= found[k] is not None
            if not listed_again:
                break
        self.by_cells = [k for k, f in enumerate(found) if f is None]
        if self.by_cells:
            self.by_cells = [k for k, f in enumerate(found) if f is None or len(f) > self.most_with_cells]
            found = [None if k in self.by_cells else f for k, f in enumerate(found)]
            for k in self.by_cells:
                allowed = tried[k][0] if k in tried else -1
                self.shut.update(c for v, c in enumerate(rooms[k]) if not allowed >> v & 1)
        self.found = found
        for k, listed in enumerate(found):
            if listed is not None:
                sizes[k] &= {bits.bit_count() for bits in listed}
        self.sizes = sizes
        self.blocks: list[tuple[int, int]] = []  # (the first option of a room's islands, the room)
        self.cell_of: dict[int, Cell] = {}  # an option that shades one cell -> the cell
        return self._by_cells() if self.by_cells else self._islands()

    def _consistent(self, found: list[list[int] | None]) -> None:
        """Leave out (in place) each listed island that no island of a listed room beside it can
        go with (none of the other's islands is apart from it and of another size), until every
        island left has a partner in every listed room beside it: arc consistency, as a
        constraint solver prunes before it searches. Each island stands for the cells it shades
        beside the other room and its size, each such pair checked once against the other
        room's."""
        rooms = self.room_cells
        index = {c: (k, v) for k, cells in enumerate(rooms) for v, c in enumerate(cells)}
        touching: dict[tuple[int, int], dict[int, int]] = {}  # (a, b) -> a's cell v -> b's cells beside it
        for c, ps in self.across.items():
            a, v = index[c]
            for p in ps:
                b, w = index[p[1] if p[0] == c else p[0]]
                touching.setdefault((a, b), {})
                touching[a, b][v] = touching[a, b].get(v, 0) | 1 << w
        todo = [(a, b) for (a, b) in sorted(touching) if found[a] is not None and found[b] is not None]
        waiting = set(todo)
        while todo:
            a, b = todo.pop()
            waiting.discard((a, b))
            near, back = touching[a, b], touching[b, a]
            edge_a, edge_b = sum(1 << v for v in near), sum(1 << w for w in back)
            theirs: dict[int, set[int]] = {}  # b's islands: cells beside a -> sizes
            for bits in found[b]:
                theirs.setdefault(bits & edge_b, set()).add(bits.bit_count())
            seen: dict[tuple[int, int], bool] = {}
            keep = []
            for bits in found[a]:
                key = (bits & edge_a, bits.bit_count())
                ok = seen.get(key)
                if ok is None:
                    shut, rest = 0, key[0]
                    while rest:
                        low = rest & -rest
                        rest ^= low
                        shut |= near[low.bit_length() - 1]
                    ok = seen[key] = any(not mask & shut and (len(zs) > 1 or key[1] not in zs)
                                         for mask, zs in theirs.items())
                if ok:
                    keep.append(bits)
            if len(keep) < len(found[a]):
                found[a] = keep
                for c in self.beside[a]:
                    if c != b and found[c] is not None and (c, a) not in waiting:
                        todo.append((c, a))
                        waiting.add((c, a))

    def _left(self, k: int, found: list[list[int] | None], sizes: set[int]) -> tuple[int, set[int]]:
        """What the listed rooms beside unlisted room k leave it: (the bits of its cells that may
        be shaded: none beside a cell that every island of a room beside shades; the sizes its
        island may have: none that every island of a room beside has)."""
        cells = self.room_cells[k]
        allowed, left = -1, set(sizes)
        for r in sorted(self.beside[k]):
            if found[r] is None:
                continue
            if not found[r]:
                return 0, set()
            core = -1
            for bits in found[r]:
                core &= bits
            on = {self.room_cells[r][v] for v in range(core.bit_length()) if core >> v & 1}
            for v, (i, j) in enumerate(cells):
                if any(nb in on for nb in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1))):
                    allowed &= ~(1 << v)
            zs = {bits.bit_count() for bits in found[r]}
            if len(zs) == 1:
                left -= zs
        return allowed, left

    def _shared(self, model: Model) -> tuple[dict, dict]:
        """The shared secondary items, declared: (pair of cells across a border -> its item, (room,
        room, size) -> its item)."""
        borders = sorted({p for ps in self.across.values() for p in ps})
        touch = dict(zip(borders, model.add_items([f"t{a[0]}.{a[1]}.{b[0]}.{b[1]}" for a, b in borders],
                                                  primary=False)))
        same = [(a, b, z) for a in range(len(self.room_cells)) for b in sorted(self.beside[a]) if a < b
                for z in sorted(self.sizes[a] & self.sizes[b])]
        equal = dict(zip(same, model.add_items([f"s{a}.{b}.{z}" for a, b, z in same], primary=False)))
        return touch, equal

    def _equal_items(self, equal: dict, k: int, z: int) -> list[int]:
        """The shared size items an island of z cells in room k takes."""
        return [equal[min(k, r), max(k, r), z] for r in sorted(self.beside[k]) if z in self.sizes[r]]

    def _islands(self) -> Model:
        """The pure exact cover (the module's docstring): an option per island."""
        model = Model()
        model.add_items([f"r{k}" for k in range(len(self.room_cells))])
        touch, equal = self._shared(model)
        batch = Batch(model)
        for k, cells in enumerate(self.room_cells):
            columns = [(k, "always", 0)]
            columns += [(touch[p], "shaded", v) for v, c in enumerate(cells) for p in self.across.get(c, ())]
            columns += [(s, "size", z) for z in self.sizes[k] for s in self._equal_items(equal, k, z)]
            self._block(batch, k, sorted(columns))
        return batch.flush()

    def _block(self, batch: Batch, k: int, columns, size_colour=None) -> None:
        """Room k's islands as options (:func:`island_options`)."""
        if self.found[k]:
            bits = bit_matrix(self.found[k], len(self.room_cells[k]))
            self.blocks.append((batch.block(*island_options(bits, columns, size_colour)), k))

    def _by_cells(self) -> Model:
        """The model with rooms modelled by their cells, written for sat (the module's docstring)."""
        rooms, across, sizes = self.room_cells, self.across, self.sizes
        listed = [k for k in range(len(rooms)) if k not in set(self.by_cells)]
        cellish = sorted({c for k in listed for c in rooms[k] if c in across}
                         | {c for k in self.by_cells for c in rooms[k]})
        model = Model()
        model.add_items([f"r{k}" for k in listed] + [f"w{k}" for k in range(len(rooms))]
                        + [f"c{i}.{j}" for i, j in cellish] + [f"k{i}.{j}" for k in self.by_cells for i, j in rooms[k]]
                        + [f"a{i}.{j}" for k in self.by_cells for i, j in rooms[k]])
        touch, equal = self._shared(model)
        model.add_items([f"z{k}" for k in range(len(rooms))] + [f"v{i}.{j}" for i, j in cellish]
                        + [f"q{k}.{t}" for k in self.by_cells for t in range(1, len(rooms[k]))], primary=False)
        ix, colour = model.index, model.colour_id
        one, zero = colour(SHADED), colour(OPEN)
        most = max(len(cells) for cells in rooms)
        count = np.array([colour(str(z)) for z in range(most + 1)], dtype=np.int64)
        batch = Batch(model)
        for k in listed:
            columns = [(ix[f"r{k}"], "always", 0), (ix[f"z{k}"], "sized", None)]
            columns += [(ix[f"v{i}.{j}"], "paint", (v, one, zero)) for v, (i, j) in enumerate(rooms[k])
                        if (i, j) in across]
            self._block(batch, k, sorted(columns), count)
        for k in range(len(rooms)):
            for z in sorted(sizes[k]):
                shared = self._equal_items(equal, k, z)
                batch.add([ix[f"w{k}"], ix[f"z{k}"], *shared], [0, count[z], *[0] * len(shared)])
        for c in cellish:
            item, value = ix[f"c{c[0]}.{c[1]}"], ix[f"v{c[0]}.{c[1]}"]
            shared = [touch[p] for p in across.get(c, ())]
            if c not in self.shut:
                self.cell_of[batch.add([item, value, *shared], [0, one, *[0] * len(shared)])] = c
            batch.add([item, value], [0, zero])
        for k in self.by_cells:
            self._counter(batch, k, count)
            self._alone(batch, k, count)
        batch.flush()
        for k in self.by_cells:
            inside = set(rooms[k])
            model.add_constraint(Connected(model, [f"v{i}.{j}" for i, j in rooms[k]],
                                           [(f"v{a[0]}.{a[1]}", f"v{b[0]}.{b[1]}") for a, b in pairs(self.m, self.n)
                                            if a in inside and b in inside], SHADED))
        return model

    def _counter(self, batch: Batch, k: int, count) -> None:
        """Room k's count of shaded cells along its cells: cell t (from 1) steps the count from
        item q{k}.{t-1} to q{k}.{t} (the last is the room's size item), both coloured with it,
        for every count that can still end at one of the room's sizes."""
        model, cells = batch.model, self.room_cells[k]
        ix = model.index
        last = len(cells)
        lo, hi = min(self.sizes[k], default=1), max(self.sizes[k], default=0)
        one, zero = model.colour_id(SHADED), model.colour_id(OPEN)
        q = [None] + [ix[f"q{k}.{t}"] for t in range(1, last)] + [ix[f"z{k}"]]
        for t, (i, j) in enumerate(cells, 1):
            item, value = ix[f"k{i}.{j}"], ix[f"v{i}.{j}"]
            for now in range(max(0, lo - (last - t)), min(t, hi) + 1):
                for shade in (0,) if (i, j) in self.shut else (0, 1):
                    before = now - shade
                    if before < max(0, lo - (last - t + 1)) or before > t - 1:
                        continue
                    items, colours = [item, value, q[t]], [0, one if shade else zero, count[now]]
                    if t > 1:
                        items.append(q[t - 1])
                        colours.append(count[before])
                    batch.add(items, colours)

    def _alone(self, batch, k, count):
        model, cells = batch.model, self.room_cells[k]
        ix = model.index
        one, zero = model.colour_id(SHADED), model.colour_id(OPEN)
        inside = set(cells)
        for (i, j) in cells:
            item, value = ix[f"a{i}.{j}"], ix[f"v{i}.{j}"]
            near = [ix[f"v{a}.{b}"] for a, b in ((i - 1, j), (i, j - 1), (i, j + 1), (i + 1, j)) if (a, b) in inside]
            batch.add([item, value], [0, zero])
            if (i, j) in self.shut:
                continue
            for t, nb in enumerate(near):
                batch.add([item, value] + near[:t + 1], [0, one] + [zero] * t + [one])
            if 1 in self.sizes[k]:
                batch.add([item, value, *near, ix[f"z{k}"]], [0, one] + [zero] * len(near) + [count[1]])

    def shaded(self, solution: Sequence[int]) -> set[Cell]:
        """The cells a solution shades."""
        firsts = [first for first, _ in self.blocks]
        out = set()
        for o in solution:
            if o in self.cell_of:
                out.add(self.cell_of[o])
                continue
            b = bisect.bisect_right(firsts, o) - 1
            if b >= 0:
                first, k = self.blocks[b]
                if o - first < len(self.found[k]):
                    bits, cells = self.found[k][o - first], self.room_cells[k]
                    out.update(cells[v] for v in range(bits.bit_length()) if bits >> v & 1)
        return out

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        return self.shading_rows(self.shaded(solution))

    # ------------------------------------------------------------------ the rules
    def verify(self, answer) -> str | None:
        shaded = self.shaded_in(answer)
        if isinstance(shaded, str):
            return shaded
        rooms = room_lists(self.room)
        of = {c: k for k, cells in enumerate(rooms) for c in cells}
        across = [(a, b) for a, b in sorted(pairs(self.m, self.n)) if of[a] != of[b]]
        for a, b in across:
            if a in shaded and b in shaded:
                return f"the shaded cells {where(a)} and {where(b)} of two rooms are side by side"
        held = [[c for c in cells if c in shaded] for cells in rooms]
        for cells, mine in zip(rooms, held):
            found = rules.parts(mine)
            if len(found) > 1:
                return (f"the shaded cells of the room at {where(cells[0])} fall into {len(found)} islands "
                        f"({where(found[0][0])} and {where(found[1][0])})")
        for cells, mine in zip(rooms, held):
            numbers = [self.clue[c] for c in cells if c in self.clue]
            if numbers and len(mine) != numbers[0]:
                return f"the room at {where(cells[0])} holds {len(mine)} shaded cells, its number says {numbers[0]}"
        for a, b in across:
            ra, rb = of[a], of[b]
            if held[ra] and len(held[ra]) == len(held[rb]):
                return (f"the islands of the rooms at {where(rooms[ra][0])} and {where(rooms[rb][0])}, which share "
                        f"a border, both have {len(held[ra])} cells")
        for cells, mine in zip(rooms, held):
            if not mine:
                return f"the room at {where(cells[0])} has no shaded cell"
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        text = {c: str(v) for c, v in self.clue.items()}
        if solution is None:
            return {"text": text}
        on = self.shaded(solution)
        return {"text": {c: (t, "white") if c in on else t for c, t in text.items()}, "shaded": sorted(on)}

    # ------------------------------------------------------------------ URLs
    @classmethod
    def decode(cls, rows: int, cols: int, body: list[str]):
        """pzprjs's body, laid out as heyawake's (:func:`~.rooms.read_numbered_rooms`); a room's
        number is from 1."""
        cells, room = read_numbered_rooms(rows, cols, body)
        for i, row in enumerate(cells):
            for j, t in enumerate(row):
                if t == "0":
                    raise InputError(f"the room at {where((i, j))} has the number 0: an island has a cell at least",
                                     source="URL")
        return cells, room

    def encode(self) -> str:
        unknown = {self.room[i][j] for i, row in enumerate(self.cells) for j, t in enumerate(row) if t == "?"}
        return write_numbered_rooms(self.room, [self.size.get(k, pzpr.UNKNOWN if k in unknown else None)
                                                for k in range(len(self.room_cells))])

    # ------------------------------------------------------------------ making puzzles
    @classmethod
    def maker(cls, m: int, n: int, rng) -> Made | None:
        """Islands laid at random (:func:`lay_islands`), a room grown round each
        (:func:`grow_rooms`), each room's size written in its top cell (the leftmost, then the
        topmost: where pzprjs and janko.at show it), each removable. None where the rooms did
        not come out (a cell no room reaches, two rooms side by side whose islands keep one
        size)."""
        found = lay_islands(m, n, rng)
        rooms = grow_rooms(m, n, found, rng)
        if rooms is None:
            return None
        cells = [["-"] * n for _ in range(m)]
        removable = []
        for island, members in zip(found, room_cells(rooms, len(found))):
            i, j = min(members, key=lambda c: (c[1], c[0]))
            cells[i][j] = str(len(island))
            removable.append((i, j))
        answer = shaded_rows(m, n, {c for island in found for c in island})
        return Made(cells, sorted(removable), rooms=rooms, answer=answer,
                    how=f"{len(found)} islands laid at random, a room grown round each")

    @classmethod
    def repair(cls, made: Made, other) -> Made | None:
        """Rule the ``other`` answer out, the made answer kept: a room without its number whose
        island the other answer sizes differently gets it back (in its top cell); else a cell that
        the other answer shades and this one does not, and that holds no number, moves to a room
        beside it (its own left in one piece), where the made answer keeps the rules and the other
        breaks one. Which is tried first is drawn by a checksum of ``other``. None where none
        does."""
        answer, rooms = made.answer, made.rooms
        m, n = len(rooms), len(rooms[0])
        key = zlib.crc32(repr(other).encode())
        members = room_cells(rooms, 1 + max(max(row) for row in rooms))
        for cells in members[key % len(members):] + members[:key % len(members)]:
            if not cells or any(made.cells[i][j] != "-" for i, j in cells):
                continue
            mine = sum(answer[i][j] == "x" for i, j in cells)
            if mine != sum(other[i][j] == "x" for i, j in cells):
                i, j = min(cells, key=lambda c: (c[1], c[0]))
                given = [row[:] for row in made.cells]
                given[i][j] = str(mine)
                return replace(made, cells=given, removable=sorted({*made.removable, (i, j)}), built=None)
        spots = [(i, j) for i in range(m) for j in range(n)
                 if other[i][j] == "x" and answer[i][j] != "x" and made.cells[i][j] == "-"]
        if not spots:
            return None
        spots = spots[key % len(spots):] + spots[:key % len(spots)]
        for c in spots:
            own = rooms[c[0]][c[1]]
            rest = set(members[own]) - {c}
            if not rest or len(regions_of(rest)) != 1:
                continue
            for _, (a, b) in neighbours(m, n, c):
                if rooms[a][b] == own:
                    continue
                moved = [row[:] for row in rooms]
                moved[c[0]][c[1]] = rooms[a][b]
                tried = replace(made, rooms=moved, built=None)
                puzzle = cls.made(tried.cells, tried)
                if puzzle.verify(answer) is None and puzzle.verify(other) is not None:
                    return tried
        return None
