"""Norinori: shade two cells in every room so that the shaded cells are dominoes that never touch.

Rules: each room holds exactly two shaded cells; each shaded cell has exactly one shaded cell
beside it (not diagonally), so the shaded cells form dominoes, which may lie across two rooms
and never touch each other along a side.

Notation (puzzlekit's ``norinori``): a first line ``R C``, then R rows of room names (cells
with the same name form a room); R rows of ``-`` cells may come before the rooms. puzz.link
``norinori`` URLs (the rooms' borders). Answer: ``x`` a shaded cell, ``-`` an unshaded one.

The model is an exact cover with colours and nothing else, each option a whole room's fact.
Secondary items: ``x`` per cell (1 shaded, 0 not). A primary item per room, whose options are
the room's ways to hold its two shaded cells, each colouring every cell of the room and the
cells beside the shaded ones outside it:

* a domino inside the room: its two cells 1, the other cells of the room 0, and the cells
  beside the domino outside the room 0;
* two cells of the room, not side by side, each the half of a domino whose other half lies
  outside the room in a given direction: the two cells and their partners 1, the other cells
  of the room 0, and the cells beside the two cells outside the room, partners left out, 0.

A partner's own room then has to shade it with the cell as its partner (any other partner
would colour the cell 0), so each answer is one exact cover, and every backend solves, counts
and proves uniqueness alike. (An implied count, twice as many shaded cells as rooms, made
sat's answers on made 10x10 puzzles about twice as slow: the model has none.)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import numpy as np

from ..errors import InputError
from ..model import Model
from ..text import is_number
from . import need_text
from .kit import pzpr, rules
from .kit.batch import Batch
from .kit.division import SymmetricMade
from .kit.grid import SIDE_STEPS, Cell, images, neighbours, where
from .kit.genre import Genre, Made, regions_by_room
from .kit.rooms import grow, join, move_out, renumbered, symmetric_grow, symmetric_join, symmetric_move_out

SHADE_FILL = "#334155"


def _ways(m: int, n: int, rooms: list[list[Cell]], off: int, on: int):
    """Every room's ways to hold its two shaded cells, as a model's options (the module's
    docstring), rooms in the order given, each room's dominoes inside it first (by their first
    cell, then the side of the second in :data:`~.genre.ORDER`), then its pairs of halves (a cell
    and its partner outside, in the same order, each pair once, the first half first): where
    the cells are not side by side, neither partner is beside the other cell, and the partners
    are neither one cell nor side by side. Returns (lengths, items, colours) of the options, room
    item first and cells ascending (cell (i, j) is item R + i * n + j), and each option's two
    cells in the room. Built in arrays (a 20x20 puzzle's 2,100 options: 11 ms one by one, 4 in
    arrays, measured)."""
    cells_n = m * n
    nr = len(rooms)
    room_of = np.empty(cells_n, dtype=np.int64)
    for k, cells in enumerate(rooms):
        room_of[[i * n + j for i, j in cells]] = k
    ii, jj = np.divmod(np.arange(cells_n), n)
    nb = np.full((cells_n, 4), -1, dtype=np.int64)  # each cell's neighbours in ORDER, -1: none
    for d, (di, dj) in enumerate(SIDE_STEPS):
        ok = (0 <= ii + di) & (ii + di < m) & (0 <= jj + dj) & (jj + dj < n)
        nb[ok, d] = ((ii + di) * n + jj + dj)[ok]

    def adj(u, v):  # which cells of u are side by side with those of v
        return (nb[u] == v[:, None]).any(axis=1)

    order = np.lexsort((np.arange(cells_n), room_of))  # the cells by room, then ascending
    a = np.repeat(order, 4)
    p = nb[order].ravel()
    exists = p >= 0
    inside = exists & (room_of[np.where(exists, p, 0)] == room_of[a])
    dom = inside & (p > a)
    da, db = a[dom], p[dom]
    half = exists & ~inside
    ha, hp = a[half], p[half]
    hroom = room_of[ha]
    # the pairs of halves of each room, each once in the order itertools.combinations gives
    last = np.searchsorted(hroom, hroom, side="right")
    after = last - np.arange(len(ha)) - 1
    pi = np.repeat(np.arange(len(ha)), after)
    pj = pi + 1 + np.arange(len(pi)) - np.repeat(np.cumsum(after) - after, after)
    pa, pp, pb, pq = ha[pi], hp[pi], ha[pj], hp[pj]
    keep = ~((pa == pb) | adj(pa, pb) | (pp == pq) | adj(pp, pq) | adj(pb, pp) | adj(pa, pq))
    pa, pp, pb, pq = pa[keep], pp[keep], pb[keep], pq[keep]
    # the options in order: by room, its dominoes first
    ra = np.concatenate([room_of[da], room_of[pa]])
    kind = np.concatenate([np.zeros(len(da), dtype=np.int64), np.ones(len(pa), dtype=np.int64)])
    o = np.lexsort((kind, ra))  # (stable: each kind keeps its order within a room)
    none = cells_n
    sa = np.concatenate([da, pa])[o]
    sb = np.concatenate([db, pb])[o]
    sp = np.concatenate([np.full(len(da), none), pp])[o]
    sq = np.concatenate([np.full(len(da), none), pq])[o]
    room = ra[o]
    # each option's cells: its room's, those beside its two, its partners; sorted, repeats out
    width = max(len(c) for c in rooms)
    room_cells = np.full((nr, width), none, dtype=np.int64)
    for k, cells in enumerate(rooms):
        room_cells[k, :len(cells)] = sorted(i * n + j for i, j in cells)
    nbx = np.where(nb >= 0, nb, none)
    spots = np.concatenate([room_cells[room], nbx[sa], nbx[sb], sp[:, None], sq[:, None]], axis=1)
    spots.sort(axis=1)
    fresh = np.ones(spots.shape, dtype=bool)
    fresh[:, 1:] = spots[:, 1:] != spots[:, :-1]
    fresh &= spots != none
    lit = (spots == sa[:, None]) | (spots == sb[:, None]) | (spots == sp[:, None]) | (spots == sq[:, None])
    full = np.concatenate([np.ones((len(room), 1), dtype=bool), fresh], axis=1)
    its = np.concatenate([room[:, None], nr + spots], axis=1)[full]
    cols = np.concatenate([np.zeros((len(room), 1), dtype=np.int64), np.where(lit, on, off)], axis=1)[full]
    return full.sum(axis=1), its, cols, np.stack([sa, sb], axis=1)


class Norinori(Genre):
    """``Norinori(cells, rooms)``: rows of '-' cells and the room of each cell (numbers)."""

    kind = "norinori"
    url_names = ("norinori",)
    rooms = True

    cell_tokens = {"-": None}
    cell_words = "a cell is '-' (the puzzle is its rooms)"

    @classmethod
    def from_text(cls, text: str, source: str | None = None) -> "Norinori":
        """The notation with or without the rows of '-' cells before the rooms."""
        need_text(text, f"{cls.__name__}.from_text(text)")
        lines = [line for line in text.split("\n") if line.strip()]
        head = lines[0].split() if lines else []
        if len(head) == 2 and all(is_number(t) for t in head) and len(lines) - 1 == int(head[0]) >= 1:
            return cls._rooms_only(text, source)
        return super().from_text(text, source)

    def to_text(self, notation: str | None = None) -> str:
        """``janko``: the first line and the rows of rooms (numbers from 1); ``url``: the URL."""
        if self._notation(notation) == "url":
            return self.to_url() + "\n"
        return "\n".join([f"{self.m} {self.n}", *(" ".join(str(r + 1) for r in row) for row in self.room)]) + "\n"

    # ------------------------------------------------------------------ the model
    def build(self) -> Model:
        m, n = self.m, self.n
        rooms = regions_by_room(self.room)
        seen: dict[object, Cell] = {}
        for cells in rooms:
            r = self.room[cells[0][0]][cells[0][1]]
            if r in seen:
                raise InputError(f"room '{r}' is in two pieces ({where(seen[r])} and {where(cells[0])})",
                                 source=self.kind)
            seen[r] = cells[0]
        for cells in rooms:
            if len(cells) < 2:
                raise InputError(f"the room at {where(min(cells))} has 1 cell: it cannot hold 2 shaded cells",
                                 source=self.kind)
        model = Model()
        model.add_items([f"r{k}" for k in range(len(rooms))])
        model.add_items([f"x{i}.{j}" for i in range(m) for j in range(n)], primary=False)
        off, on = model.colour_id("0"), model.colour_id("1")
        lengths, items, colours, self._shade = _ways(m, n, sorted(rooms, key=min), off, on)
        batch = Batch(model)
        batch.block(lengths, items, colours)
        return batch.flush()

    def shaded(self, solution: Sequence[int]) -> set[Cell]:
        n = self.n
        return {divmod(int(x), n) for o in solution for x in self._shade[o]}

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        on = self.shaded(solution)
        return self.shading_rows(on)

    # ------------------------------------------------------------------ the rules
    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        m, n = self.m, self.n
        broken = rules.tokens_in(grid, ("x", "-"), "x (shaded) or - (unshaded)")
        if broken:
            return broken
        for i in range(m):
            for j in range(n):
                if grid[i][j] == "x":
                    near = sum(grid[a][b] == "x" for a, b in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1))
                               if 0 <= a < m and 0 <= b < n)
                    if near != 1:
                        return (f"the shaded cell {where((i, j))} has {near} shaded cells beside it, not 1 "
                                f"(the shaded cells are dominoes)")
        for region in regions_by_room(self.room):
            have = sum(grid[i][j] == "x" for i, j in region)
            if have != 2:
                return f"the room at {where(min(region))} holds {have} shaded cell{'' if have == 1 else 's'}, not 2"
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        if solution is None:
            return {}
        return {"shaded": sorted(self.shaded(solution))}

    # ------------------------------------------------------------------ making
    @classmethod
    def maker(cls, m: int, n: int, rng, symmetry: str = "none") -> Made | None:
        """Dominoes laid where none touches another, each where it rules out the fewest cells
        still free (ties at random): a dense packing, whose rooms are small and leave few other
        answers; then rooms grown at random from each domino, or (one in three) from each of its
        halves, the halves' rooms then joined in twos (the one with the fewest ways first); None
        when the joins get stuck eight times over.

        With a ``symmetry`` (``rot2``, ``rot4``, ``mirror``: :func:`~.grid.images`) each domino
        is laid with its images (:func:`_packed`), and halved or not with them, so the answer is
        symmetric; the rooms are grown and joined with their images (:func:`symmetric_grow`,
        :func:`symmetric_join`), each cell that a map of the symmetry fixes (the middle cell, a
        mirror's axis) seeding a room of its own with no shaded cell, which joins rooms beside it
        and their images: each room's image is a room.

        rot2 and rot4 with no even side are refused (an InputError): the middle cell's room is
        then its own image. No two cells are under a quarter turn; under a half turn they are a
        cell and its image, halves of two dominoes, and the rooms and the dominoes, each pairing
        off shaded cells, join these in a ring that the turn maps onto itself reversed, which so
        holds a second room or domino that is its own image: a domino never is, and this maker
        draws no such room (one round the middle)."""
        if symmetry in ("rot2", "rot4") and m % 2 and n % 2:
            raise InputError(f"a norinori symmetric under {symmetry} needs an even side, not {m}x{n}: the middle "
                             "cell's room would be its own image, whose two shaded cells the dominoes and the "
                             "other rooms cannot pair off symmetrically", source="symmetry")
        maps = images(m, n, symmetry)
        dominoes = _packed(m, n, rng, maps)
        if not dominoes:
            return None
        shaded = {c for d in dominoes for c in d}
        for _ in range(8):
            if symmetry == "none":
                seeds: list[set[Cell]] = []
                for a, b in dominoes:
                    seeds += [{a}, {b}] if rng.random() < 1 / 3 else [{a, b}]
                room = join(grow(m, n, seeds, rng), {k: len(seed) for k, seed in enumerate(seeds)}, 2, rng)
            else:
                seeds = _symmetric_seeds(m, n, dominoes, maps, rng)
                room = symmetric_join(symmetric_grow(m, n, seeds, maps, rng),
                                      {k: len(seed & shaded) for k, seed in enumerate(seeds)}, 2, maps, rng)
            if room is not None:
                break
        else:
            return None
        answer = [["x" if (i, j) in shaded else "-" for j in range(n)] for i in range(m)]
        if symmetry != "none":
            return SymmetricMade([["-"] * n for _ in range(m)], [], renumbered(room), [], answer, symmetry=symmetry)
        return Made([["-"] * n for _ in range(m)], [], renumbered(room), [], answer)

    @classmethod
    def repair(cls, made: Made, other: list[list[str]]) -> Made | None:
        """A cell the other answer shades and this one does not moves to a neighbouring room:
        the other answer then shades a cell too few in one room and one too many in another. A
        symmetric draw's cell moves with its images (:func:`symmetric_move_out`)."""
        answer = made.answer
        spots = [(i, j) for i, row in enumerate(other) for j, t in enumerate(row) if t == "x" and answer[i][j] != "x"]
        symmetry = getattr(made, "symmetry", "none")
        if symmetry != "none":
            room = symmetric_move_out(made.rooms, spots, images(len(answer), len(answer[0]), symmetry))
            return None if room is None else replace(made, rooms=renumbered(room))
        room = move_out(made.rooms, spots)
        if room is None:
            return None
        return Made(made.cells, [], renumbered(room), [], answer)

    # ------------------------------------------------------------------ URLs
    @classmethod
    def decode(cls, rows: int, cols: int, body: list[str]):
        room, _ = pzpr.read_border(body[0] if body else "", rows, cols)
        return [["-"] * cols for _ in range(rows)], room

    def encode(self) -> str:
        return pzpr.write_border(self.room)


def _packed(m: int, n: int, rng, maps) -> list[tuple[Cell, Cell]]:
    """Dominoes none of which touches another, laid one at a time where the domino and the
    cells beside it cover the fewest cells not yet covered (ties at random); each with its
    images under ``maps`` (:func:`~.grid.images`), which touch neither it nor one another, or
    are all the domino itself (listed after it)."""
    places = [((i, j), (i + di, j + dj)) for i in range(m) for j in range(n)
              for di, dj in ((0, 1), (1, 0)) if i + di < m and j + dj < n]
    rng.shuffle(places)
    places = list(dict.fromkeys(tuple(dict.fromkeys(tuple(sorted(f(*c) for c in d)) for f in maps)) for d in places))
    places = [p for p in places if _apart(m, n, p)]
    near = [{x for d in p for c in d for _, x in neighbours(m, n, c)} | {c for d in p for c in d} for p in places]
    around: dict[Cell, list[int]] = {}
    for k, cells in enumerate(near):
        for c in cells:
            around.setdefault(c, []).append(k)
    score = [len(cells) for cells in near]
    alive = set(range(len(places)))
    covered: set[Cell] = set()
    out = []
    while alive:
        k = min(alive, key=score.__getitem__)
        out += places[k]
        for c in near[k] - covered:
            covered.add(c)
            for q in around[c]:
                score[q] -= 1
        alive = {q for q in alive if all(c not in covered for d in places[q] for c in d)}
    return out


def _apart(m: int, n: int, dominoes: Sequence[tuple[Cell, Cell]]) -> bool:
    """Whether no two of ``dominoes`` share or touch a cell (a side)."""
    seen: set[Cell] = set()
    for d in dominoes:
        if any(c in seen or any(x in seen for _, x in neighbours(m, n, c)) for c in d):
            return False
        seen.update(d)
    return True


def _symmetric_seeds(m: int, n: int, dominoes: list[tuple[Cell, Cell]], maps, rng) -> list[set[Cell]]:
    """The seeds of a symmetric draw's rooms: each cell that a map of ``maps`` other than the
    identity fixes, and no domino covers, alone (the rooms grow from seeds that are their own
    images there); each domino, or (one in three, with its images, and always beside a cell
    alone) each of its halves. A cell alone holds no shaded cell, and its room, its own image,
    holds two where it joins a half and the half's image."""
    taken = {c for d in dominoes for c in d}
    alone = [{(i, j)} for i in range(m) for j in range(n)
             if (i, j) not in taken and any(f(i, j) == (i, j) for f in maps[1:])]
    beside = {x for (c,) in alone for _, x in neighbours(m, n, c)}
    seeds: list[set[Cell]] = []
    seen: set[tuple[Cell, Cell]] = set()
    for d in dominoes:
        if d in seen:
            continue
        orbit = list(dict.fromkeys(tuple(sorted(f(*c) for c in d)) for f in maps))
        seen.update(orbit)
        halves = rng.random() < 1 / 3 or any(c in beside for c in d)
        for a, b in orbit:
            seeds += [{a}, {b}] if halves else [{a, b}]
    return seeds + alone
