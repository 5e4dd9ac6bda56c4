"""Nurikabe: shade cells so that every island of unshaded cells holds one number, its size.

Rules: a numbered cell is unshaded; each island (orthogonally connected unshaded cells) holds
exactly one number, and has that many cells; the shaded cells (the sea) are connected; no 2×2
block is all shaded.

Notation (janko.at's, puzzlekit's ``nurikabe``): ``R C``, then R rows of numbers or ``-``; ``?``
a numbered cell whose number is not given (its island holds it and no other number, of any
size; pzprjs's ``.``); puzz.link ``nurikabe`` URLs. Answer: ``x`` shaded, ``-`` unshaded.

The model: what the rules settle is found first (:class:`~.nurikabe_settle.Settled`: propagation
and probing, each step sound, so no answer is lost and counts stay exact; ``settle=False`` or a
``?`` leaves it out but for the cells no island can reach); then each cell shaded (colour 1) or
not (0) (:class:`~.cellmodels.Cells`), a settled cell only its colour; each 2×2 block without a
settled unshaded cell covered at most three times by shaded cells; the islands are a
sized-regions constraint (each region of unshaded cells holds one number, of its size) over the
cells not settled shaded, less the islands settled whole (so its labels and layers spread only
where an island may still go), and the sea a connected one over the cells not settled unshaded;
the sea, one group of the cells the numbers leave, is also an implied groups-at-least
constraint, whose clauses (no group of one, two or three shaded cells closed off) halved the
published 14x24 to 31x45 puzzles' times (median 2.4 -> 0.9 s). Where every cell is settled (and
the rules checked), no side constraint is left: one option per cell. The number of shaded cells
(the grid less the islands) is left out: as an implied count (a cardinality over every cell) it
made CaDiCaL 3-10x slower on published puzzles (2026-11-28, solved and proven unique: 14x24
median 3.6 -> 0.65 s, 10x10 to 17x17 0.13 -> 0.04 s, a 20x36 28 -> 3.5 s), but where the sea
is small (:data:`SEA_COUNTED`): then it is given, and the largest island, whose size it implies,
is left uncounted by the sized regions.

Measured 2026-11-29 (CPU seconds in one warm process, xcckit.solve(p, unique=True), every 3rd
published puzzle; before -> after the settling): 10x10 median 0.03 -> 0.01 s; 14x24 0.13 -> 0.17
(largest 1.9 -> 0.84); 20x20 0.49 -> 0.11; 20x36 3.1 -> 0.67 (largest 5.1 -> 1.1); the three 31x45s
about 7 -> 0.7-1.7. Probing settles 115 of 155 10x10s whole and most larger ones but leaves the
32x32 (an island of 994 and one of 20: nothing to probe), the 40x57 and the 50x50 largely
unsettled, and those are still not proven in 30 s (the layers of their large islands). Tried and
lost: propagation alone (14x24 0.11 s but 20x36 2.9 s); the settling over lists of cells (3-5x
slower than the bits); the probes' rounds cut to 2-5 (fewer cells settled, no faster).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..constraints import Connected, GroupsAtLeast, SizedRegions
from ..constraints.regions import clue_reach
from ..errors import InputError
from ..model import Model
from .kit import pzpr, rules
from ..text import is_number
from .kit.cellmodels import Cells
from .kit.grid import Cell, blocks, images, neighbours, pairs, regions_of, where
from .kit.genre import Genre, Made, NumberURL
from .nurikabe_settle import LAND, SEA, UNKNOWN, Settled

SHADED, OPEN = "1", "0"
SEA_COUNTED = 5
"""The sea's count is given (an implied count, in place of the largest island's) where the sea
is at most this part of the grid, a fifth (a 32x32 of one island of 994 and one of 20, a sea of
10 cells: no answer in 30 s -> 3 s; janko's 753_10x10, islands of 8, 15, 28 and 30 and a sea of
19 cells: none in 60 s -> 8.4 s, 2026-11-30); a count of a sea of half the grid made CaDiCaL
3-10x slower. (Of the published puzzles only 753 has a sea between a tenth and a fifth, and
none but 29_10x10, at 27%, one between a fifth and a third: with its count, still none in 30 s.)"""


class Nurikabe(NumberURL, Genre):
    """``Nurikabe(cells)``: rows of cell strings, a number or '-'."""

    kind = "nurikabe"
    url_names = ("nurikabe",)

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

    def __init__(self, cells, rooms=None, extra=(), *, settle: bool = True) -> None:
        """``settle=False``: nothing settled before the options are listed
        (:class:`~.nurikabe_settle.Settled`), the side constraints over every cell."""
        self.settle = settle
        super().__init__(cells, rooms, extra)

    def build(self) -> Model:
        m, n = self.m, self.n
        total = sum(v for v in self.clue.values() if v != pzpr.UNKNOWN)
        if total > m * n:
            raise InputError(f"the numbers add up to {total}, more than the {m * n} cells", source=self.kind)
        cells = self.cells_model = Cells(m, n, SHADED + OPEN)
        state = self._settled()
        if state is None:  # (the rules leave no answer: a cell without an option says so)
            cells.allow((0, 0), "")
            return cells.model()
        for c in cells.cells():
            if state[c] != UNKNOWN:
                cells.allow(c, SHADED if state[c] == SEA else OPEN)
        for k, block in enumerate(blocks(m, n)):
            if all(state[c] != LAND for c in block):
                cells.not_all(block, SHADED, f"b{k}")
        model = cells.model()
        if UNKNOWN not in state.values():  # (every cell settled, by sound steps, and the rules checked)
            return model
        land = [c for c in cells.cells() if state[c] != SEA]
        done = self._complete(state)
        kept = [c for c in land if c not in done]
        clues = [c for c in sorted(self.clue) if c not in done]
        counted = pzpr.UNKNOWN not in self.clue.values() and (m * n - total) * SEA_COUNTED <= m * n
        largest = [cells.value(max(clues, key=self.size))] if counted and clues else []
        model.add_constraint(SizedRegions(model, *self._graph(cells, kept), OPEN,
                                          {cells.value(c): self.size(c) for c in clues}, largest))
        sea = self._graph(cells, [c for c in cells.cells() if state[c] != LAND])
        model.add_constraint(Connected(model, *sea, SHADED))
        if pzpr.UNKNOWN not in self.clue.values() and m * n - total > 1:
            model.add_constraint(GroupsAtLeast(model, *sea, {SHADED: m * n - total}, implied=True))
        if counted:  # (a small sea: its count, which implies the largest island's)
            model.add_redundant_count(sea[0], SHADED, m * n - total, m * n - total)
        return model

    def _settled(self) -> dict[Cell, int] | None:
        """Each cell's state (UNKNOWN, SEA or LAND) as :class:`~.nurikabe_settle.Settled` leaves
        it (nothing settled but the numbers' cells and the cells no island reaches, with
        ``settle`` False or a ``?``); None where the rules leave no answer (checked where every
        cell is settled)."""
        m, n = self.m, self.n
        if self.settle and pzpr.UNKNOWN not in self.clue.values():
            settled = Settled(m, n, {i * n + j: k for (i, j), k in self.clue.items()})
            state = {divmod(v, n): x for v, x in enumerate(settled.state)}
            if settled.ok and UNKNOWN in settled.state:
                return state
            if settled.ok and self.verify(self.shading_rows(c for c, x in state.items() if x == SEA)) is None:
                return state
            return None
        reach = self._reachable()
        return {(i, j): LAND if (i, j) in self.clue else UNKNOWN if (i, j) in reach else SEA
                for i in range(m) for j in range(n)}

    def _complete(self, state: dict[Cell, int]) -> set[Cell]:
        """The cells of the islands that ``state`` settles whole (a number's piece of settled
        land of its size: its neighbours are then sea), left out of the sized regions."""
        done: set[Cell] = set()
        for island in regions_of({c for c, x in state.items() if x == LAND}):
            numbers = [c for c in island if c in self.clue]
            if len(numbers) == 1 and self.size(numbers[0]) == len(island) and all(
                    state[nb] == SEA for c in island for _, nb in neighbours(self.m, self.n, c) if nb not in island):
                done.update(island)
        return done

    def _graph(self, cells: Cells, keep: list[Cell]) -> tuple[list[str], list[tuple[str, str]]]:
        """The cells ``keep`` (secondary items) and the pairs of neighbours among them."""
        kept = set(keep)
        return ([cells.value(c) for c in keep],
                [(cells.value(a), cells.value(b)) for a, b in pairs(self.m, self.n) if a in kept and b in kept])

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
    def maker(cls, m: int, n: int, rng, symmetry: str = "none") -> Made | None:
        """Islands made at random while the sea keeps a 2×2 block: a cell of such a block joins
        the islands it touches (into one), or starts a new one (grown by up to four cells) when
        it touches none, as long as the sea stays connected; each island's size
        is written in one of its cells. Every number is needed: none is removable. None when a
        block of sea is left that no cell of it can break. With a ``symmetry`` the numbers are
        planted in whole orbits and the islands grown from them (:class:`_Archipelago`)."""
        if symmetry != "none":
            return _Archipelago(m, n, rng, symmetry).draw()
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
        island's number moves there (a number is never shaded). A symmetric draw is repaired so
        that it stays symmetric (:func:`_symmetric_repair`)."""
        if made.how in _SYMMETRY_OF:
            return _symmetric_repair(made, other, _SYMMETRY_OF[made.how])
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


# ------------------------------------------------------------------ symmetric making
_HOW = {symmetry: f"numbers planted a {symmetry} orbit at a time, islands grown from them"
        for symmetry in ("rot2", "rot4", "mirror")}
"""A symmetric draw's ``how``, which tells :meth:`Nurikabe.repair` the symmetry to keep (the
making puts a draw's clues in whole orbits in a :class:`~.makers.Made` of its own)."""
_SYMMETRY_OF = {how: symmetry for symmetry, how in _HOW.items()}
MOVES = 3
"""The numbers :func:`_symmetric_repair` moves in one draw at most: a draw whose second answers
keep moving them is seldom made unique by more (another is drawn)."""


@dataclass
class _Drawn(Made):
    """A symmetric draw as :func:`_symmetric_repair` left it: what :class:`~.makers.Made` holds
    and the numbers it moved."""

    moves: int = 0


class _Archipelago:
    """Nurikabe's maker under a symmetry (``rot2``, ``rot4``, ``mirror``). The numbers are
    planted an orbit at a time, each on an island of its own, so their cells are symmetric
    whatever the islands do; the islands are grown from them, each cell with its images where
    they can follow, so the answer is symmetric too but near the symmetry's axis or centre, where
    an island cannot take a cell and its image without meeting its image (and an orbit whose
    cells touch, such as the middle 2×2 block under ``rot4``, holds no number). An island the
    symmetry maps onto itself is one planted on a cell the symmetry fixes (the centre, or the
    middle column under ``mirror``), which holds its number.

    While the sea keeps a 2×2 block, a cell of it beside one island smaller than the size it was
    planted for (drawn from :attr:`SIZES`) joins it; else a cell of it away from the islands gets
    a number (with its images, each island grown towards its size at once); else an island beside
    it grows into it; else a cell beside the block gets a number (an island that can grow into
    it next time). Then the sea is made thin (:meth:`tighten`). Islands never meet (each keeps
    its one number) and the sea stays connected."""

    SIZES = (1, 1, 2, 2, 3, 3, 4)
    """The sizes an island is planted for (one drawn for each orbit); :meth:`tighten` grows
    them further. Larger ones make the questions slower and a unique draw rarer."""

    def __init__(self, m: int, n: int, rng, symmetry: str):
        self.m, self.n, self.rng, self.symmetry = m, n, rng, symmetry
        self.maps = images(m, n, symmetry)
        self.whole = {(i, j) for i in range(m) for j in range(n)}
        self.owner: dict[Cell, int] = {}
        """The island of each cell of land."""
        self.seeds: list[Cell] = []
        """Each island's number's cell."""
        self.members: list[list[Cell]] = []
        self.target: list[int] = []

    def beside(self, c: Cell) -> list[Cell]:
        return [nb for _, nb in neighbours(self.m, self.n, c)]

    def near(self, c: Cell, taken: dict[Cell, int] | None = None) -> set[int]:
        """The islands beside ``c`` (``taken``: cells about to join them)."""
        taken = taken or {}
        return {self.owner[x] if x in self.owner else taken[x] for x in self.beside(c)
                if x in self.owner or x in taken}

    def sea_stays(self, cells) -> bool:
        """Whether the sea stays connected with ``cells`` taken from it."""
        return len(regions_of(self.whole - self.owner.keys() - set(cells))) <= 1

    def grow(self, x: Cell, k: int) -> bool:
        """Sea cell ``x`` joins island ``k``, and each image of it the island's image (the one
        numbered at the image of its number), where each joins that island only and the sea
        stays connected; else ``x`` alone, where it can; whether it joined."""
        taken: dict[Cell, int] | None = {}
        for f in self.maps:
            y, j = f(*x), self.owner[f(*self.seeds[k])]
            if taken.get(y, j) != j or y in self.owner or self.near(y, taken) != {j}:
                taken = None
                break
            taken[y] = j
        if taken is None or not self.sea_stays(taken):
            if x in self.owner or self.near(x) != {k} or not self.sea_stays([x]):
                return False
            taken = {x: k}
        for y, j in taken.items():
            self.owner[y] = j
            self.members[j].append(y)
        return True

    def plant(self, x: Cell) -> bool:
        """Numbers on ``x`` and its images, each an island of its own grown towards a size drawn
        for them, where none is on or beside land or beside another and the sea stays connected;
        whether they were planted."""
        orbit = sorted({f(*x) for f in self.maps})
        if any(y in self.owner or self.near(y) or set(self.beside(y)) & set(orbit) for y in orbit):
            return False
        if not self.sea_stays(orbit):
            return False
        k, target = len(self.seeds), self.rng.choice(self.SIZES)
        for y in orbit:
            self.owner[y] = len(self.seeds)
            self.seeds.append(y)
            self.members.append([y])
            self.target.append(target)
        while len(self.members[k]) < target:
            options = sorted({c for y in self.members[k] for c in self.beside(y)
                              if c not in self.owner and self.near(c) == {k}})
            if not options or not self.grow(self.rng.choice(options), k):
                break
        return True

    def broken(self, block: list[Cell]) -> bool:
        """Whether a cell of ``block`` (a 2×2 block of sea), or one beside it, became land (in
        the order the class's docstring gives)."""
        for c in block:
            k = self.near(c)
            if len(k) == 1 and len(self.members[min(k)]) < self.target[min(k)] and self.grow(c, min(k)):
                return True
        if any(not self.near(c) and self.plant(c) for c in block):
            return True
        if any(len(self.near(c)) == 1 and self.grow(c, min(self.near(c))) for c in block):
            return True
        outside = sorted({x for c in block for x in self.beside(c)} - set(block) - self.owner.keys())
        self.rng.shuffle(outside)
        return any(self.plant(x) for x in outside)

    def tighten(self) -> None:
        """Every cell of the sea beside one island only joins it (with its images, where they
        can follow), in a random order, as long as the sea stays connected, until none can: a
        sea so thin leaves the islands few other shapes, and most draws are then unique or
        nearly (the islands grow past the sizes they were planted for)."""
        grown = True
        while grown:
            grown = False
            sea = sorted(self.whole - self.owner.keys())
            self.rng.shuffle(sea)
            for x in sea:
                if x not in self.owner and len(self.near(x)) == 1:
                    grown = self.grow(x, min(self.near(x))) or grown

    def draw(self) -> _Drawn | None:
        """The draw: no 2×2 block of sea left (see the class's docstring), the sea made thin
        (:meth:`tighten`), each island's size on its number's cell (none removable); None when
        a block of sea is left that no cell can break."""
        m, n = self.m, self.n
        for _ in range(4 * m * n):
            left = [(a, b) for a in range(m - 1) for b in range(n - 1)
                    if not {(a, b), (a + 1, b), (a, b + 1), (a + 1, b + 1)} & self.owner.keys()]
            if not left:
                break
            a, b = self.rng.choice(left)
            block = [(a, b), (a + 1, b), (a, b + 1), (a + 1, b + 1)]
            self.rng.shuffle(block)
            if not self.broken(block):
                return None
        else:
            return None
        self.tighten()
        cells = [["-"] * n for _ in range(m)]
        for (i, j), members in zip(self.seeds, self.members):
            cells[i][j] = str(len(members))
        answer = [["-" if (i, j) in self.owner else "x" for j in range(n)] for i in range(m)]
        return _Drawn(cells, [], answer=answer, how=_HOW[self.symmetry])


def _symmetric_repair(made: Made, other: list[list[str]], symmetry: str) -> _Drawn | None:
    """:meth:`Nurikabe.repair` for a draw whose numbers are symmetric under ``symmetry``, done so
    that they stay so: a cell of the sea that the other answer leaves unshaded becomes an island
    of one with each of its images, where each has only sea beside it (its images too) and the
    sea stays connected; else, where the other answer shades a cell of an island, the island's
    number moves there and each image of the number to the image of that cell, where that lies
    in the image's own island (at most :data:`MOVES` times a draw). None where neither can be
    done."""
    answer, cells, moves = made.answer, made.cells, getattr(made, "moves", 0)
    m, n = len(answer), len(answer[0])
    maps = images(m, n, symmetry)
    sea = {(i, j) for i in range(m) for j in range(n) if answer[i][j] == "x"}
    for s in sorted(sea):
        orbit = {f(*s) for f in maps}
        rest = sea - orbit
        if other[s[0]][s[1]] == "-" and all(nb in rest for y in orbit for _, nb in neighbours(m, n, y)) \
                and len(regions_of(rest)) == 1:
            cells, answer = [row[:] for row in cells], [row[:] for row in answer]
            for i, j in orbit:
                cells[i][j], answer[i][j] = "1", "-"
            return _Drawn(cells, [], made.rooms, list(made.extra), answer=answer, how=made.how, moves=moves)
    if moves >= MOVES:
        return None
    island = {c: k for k, cs in enumerate(regions_of({(i, j) for i in range(m) for j in range(n)} - sea))
              for c in cs}
    for c in sorted(c for c in island if cells[c[0]][c[1]] != "-"):
        for b in sorted(x for x in island if island[x] == island[c] and other[x[0]][x[1]] == "x"):
            moved = _moved(cells, island, maps, c, b)
            if moved is not None:
                return _Drawn(moved, [], made.rooms, list(made.extra), answer=answer, how=made.how, moves=moves + 1)
    return None


def _moved(cells: list[list[str]], island: dict[Cell, int], maps, c: Cell, b: Cell) -> list[list[str]] | None:
    """``cells`` with the number at ``c`` moved to ``b``, and each image of it to the image of
    ``b``, so that the numbers stay symmetric; None where an image of ``b`` is not in the island
    (``island``: each land cell's) of the image of ``c``."""
    moves: dict[Cell, Cell] = {}
    for f in maps:
        src, dst = f(*c), f(*b)
        if island.get(dst) != island[src] or moves.setdefault(src, dst) != dst:
            return None
    out = [row[:] for row in cells]
    for i, j in moves:
        out[i][j] = "-"
    for (a, b), (i, j) in moves.items():
        out[i][j] = cells[a][b]
    return out
