"""Star battle: place K stars in every row, every column and every room, no two touching.

Rules: each row, each column and each room holds exactly K stars; no two stars touch, not even
diagonally.

Notation (puzzlekit's ``starbattle``): a first line ``R C K``, then R rows of room names (cells
with the same name form a room; ``@`` or ``#`` a cell in no room, off an irregular board or
blocked, where no star stands); R rows of ``-`` cells may come before the rooms. puzz.link
``starbattle`` URLs (``K`` then the rooms' borders). Answer: ``x`` a star, ``-`` none.

The model is Knuth's exact cover: an option per cell (a star there) covers its row, its column
and its room, primary items covered K times each (plain items when K is 1), and the 2×2 blocks
around the cell, uncoloured secondary items: two stars touch exactly when they share a block.
Every backend solves and counts it; on the bundled 10x10 two-star puzzle (on a busy machine) sat
proved it unique in 0.3 s, cpsat in 1.0 s, dlx in 1.4 s, and zdd counted it in 10 s.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ..errors import InputError
from ..model import Model
from ..text import is_number
from . import is_url, need_text, puzz_link
from .kit import pzpr
from .kit.batch import Batch
from .kit.division import SymmetricMade
from .kit.grid import OUTSIDE, Cell, images, where
from .kit.genre import Genre, Made, room_numbers, read_notation, regions_by_room, room_row
from .kit.rooms import grow, join, members, move_out, symmetric_grow, symmetric_join, symmetric_move_out

STAR = "★"


class StarBattle(Genre):
    """``StarBattle(cells, rooms, [K])``: rows of '-' cells, the room of each cell (numbers),
    and the number of stars K."""

    kind = "starbattle"
    url_names = ("starbattle",)
    rooms = True
    outside = True
    header = 3

    cell_tokens = {"-": None}
    cell_words = "a cell is '-' (the puzzle is its rooms)"

    @classmethod
    def from_text(cls, text: str, source: str | None = None) -> "StarBattle":
        need_text(text, f"{cls.__name__}.from_text(text)")
        if is_url(text.strip()):
            return cls.from_url(text.strip())
        lines = [line.split() for line in text.split("\n") if line.strip()]
        both = bool(lines) and is_number(lines[0][0]) and len(lines) - 1 == 2 * int(lines[0][0]) > 0
        note = read_notation(text, source, cls.kind, both, cls.header, cls.outside)
        if both:
            for i, row in enumerate(note.cells):
                for j, tok in enumerate(row):
                    if tok != "-":
                        raise note.error(i, j, f"'{tok}': a cell is '-' (the rooms follow)")
        else:  # (the rows are the rooms)
            note.rooms, note.room_places = note.cells, note.places
            note.rooms = room_numbers(note, cls.outside, cls.kind)
        return cls._placed(source, note.header_line, [["-"] * len(note.rooms[0]) for _ in note.rooms], note.rooms,
                           [int(note.header[2])])

    @classmethod
    def from_url(cls, url: str) -> "StarBattle":
        if not isinstance(url, str):
            raise TypeError(f"{cls.__name__}.from_url(url): expected a string, not {type(url).__name__} {url!r}")
        w, h, body = puzz_link(url, cls.kind, cls.url_names)
        if len(body) < 2 or not is_number(body[0]):
            raise InputError(f"URL part '{'/'.join(body)}': expected K/BORDERS, K the stars in each row",
                             source="URL")
        rooms, _ = pzpr.read_border(body[1], h, w)
        return cls([["-"] * w for _ in range(h)], rooms, [int(body[0])])

    def encode(self) -> str:
        return f"{self.stars}/{pzpr.write_border(self.room)}"

    def to_text(self, notation: str | None = None) -> str:
        """``janko``: the first line and the rooms (numbers from 1); ``url``: the URL."""
        if self._notation(notation) == "url":
            return self.to_url() + "\n"
        return "\n".join([f"{self.m} {self.n} {self.stars}", *map(room_row, self.room)]) + "\n"

    # ------------------------------------------------------------------ the model
    def build(self) -> Model:
        m, n = self.m, self.n
        k = self.stars = self.extra[0] if self.extra else 1
        self.room = [list(row) for row in _numbered(self.room)]
        rooms = members(self.room)
        rooms.pop(OUTSIDE, None)
        if k < 1:
            raise InputError(f"a star battle has at least 1 star in each row, not {k}", source=self.kind)
        if m != n:
            raise InputError(f"{k} star{'s' if k > 1 else ''} in every row and every column need a square grid, "
                             f"not {m}×{n}", source=self.kind)
        if 2 * k - 1 > n:
            raise InputError(f"{k} stars do not fit in a row of {n} cells without touching", source=self.kind)
        if len(rooms) != n:
            raise InputError(f"{k} star{'s' if k > 1 else ''} in every row and every room: a {m}×{n} grid needs "
                             f"{n} rooms, not {len(rooms)}", source=self.kind)
        for r, cells in sorted(rooms.items()):
            if len(cells) < k:
                raise InputError(f"the room at {where(min(cells))} has {len(cells)} cell{'s' if len(cells) > 1 else ''},"
                                 f" fewer than its {k} stars", source=self.kind)
        model = Model()
        for name, count in (("r", m), ("k", n), ("g", len(rooms))):
            for x in range(count):
                model.add_primary(f"{name}{x}", k, k)
        model.add_items([f"b{i}.{j}" for i in range(m - 1) for j in range(n - 1)], primary=False)
        block = {(i, j): m + n + len(rooms) + i * (n - 1) + j for i in range(m - 1) for j in range(n - 1)}
        batch = Batch(model)
        self.star_of: dict[int, Cell] = {}
        for i in range(m):
            for j in range(n):
                if self.room[i][j] == OUTSIDE:
                    continue
                near = [block[a, b] for a in (i - 1, i) for b in (j - 1, j) if (a, b) in block]
                o = batch.add([i, m + j, m + n + self.room[i][j], *near], [0] * (3 + len(near)))
                self.star_of[o] = (i, j)
        return batch.flush()

    def stars_of(self, solution: Sequence[int]) -> set[Cell]:
        return {self.star_of[o] for o in solution if o in self.star_of}

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        stars = self.stars_of(solution)
        return [["x" if (i, j) in stars else "-" for j in range(self.n)] for i in range(self.m)]

    # ------------------------------------------------------------------ the rules
    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        m, n, k = self.m, self.n, self.stars
        for i in range(m):
            for j in range(n):
                if grid[i][j] not in ("x", "-"):
                    return f"{where((i, j))} is '{grid[i][j]}': a cell is x (a star) or - (none)"
        stars = [(i, j) for i in range(m) for j in range(n) if grid[i][j] == "x"]
        placed = set(stars)
        off = next((c for c in stars if self.room[c[0]][c[1]] == OUTSIDE), None)
        if off is not None:
            return f"a star stands at {where(off)}, which is in no room"
        for i, j in stars:
            for a, b in ((i, j + 1), (i + 1, j - 1), (i + 1, j), (i + 1, j + 1)):
                if (a, b) in placed:
                    return f"the stars at {where((i, j))} and {where((a, b))} touch"
        for what, key, count in (("row", 0, m), ("column", 1, n)):
            for x in range(count):
                have = sum(c[key] == x for c in stars)
                if have != k:
                    return f"{what} {x + 1} holds {have} star{'' if have == 1 else 's'}, not {k}"
        for region in regions_by_room(self.room):
            have = sum(c in placed for c in region)
            if have != k:
                return f"the room at {where(min(region))} holds {have} star{'' if have == 1 else 's'}, not {k}"
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        if solution is None:
            return {}
        return {"text": {c: STAR for c in sorted(self.stars_of(solution))}}

    # ------------------------------------------------------------------ making
    @classmethod
    def maker(cls, m: int, n: int, rng, stars: int | None = None, symmetry: str = "none") -> Made | None:
        """K stars in each row and column, none touching (K: 1 below 10 columns, 2 from 10, 3
        from 14, 4 from 18, 5 from 24, one more every 6 columns), placed by repairing conflicts, then a
        room grown at random from each star, and rooms beside each other joined until each holds
        K stars (the room with the fewest ways to grow joined first); None when that gets stuck
        (a few times over).

        With a ``symmetry`` (``rot2``, ``rot4``: :func:`~.grid.images`) the stars are placed with
        their images (:func:`_symmetric_place`), so the answer is symmetric, and the rooms grown
        and joined with theirs (:func:`~.norinori.symmetric_grow`,
        :func:`~.norinori.symmetric_join`; the middle cell, where it holds no star, seeds a room
        of no star, its own image): each room's image is a room. Refused (an InputError): a
        mirror, under which each row's stars pair off across the axis, so that the middle column
        of an odd width holds a star in every row or in none, and the two columns beside the axis
        of an even width only stars side by side; and rot4 where it cannot be, or this maker
        does not draw it (:func:`_no_rot4`)."""
        if m != n:
            return None
        k = stars or (1 if n < 10 else 2 if n < 14 else 3 if n < 17 else n // 6 + 1)
        if symmetry == "mirror":
            raise InputError("a star battle has no mirror symmetry: each row's stars pair off across the axis, so "
                             "the middle column holds a star in every row or none, or the two beside the axis only "
                             "stars side by side", source="symmetry")
        if symmetry == "rot4" and _no_rot4(n, k):
            raise InputError(f"a {n}x{n} star battle of {k} star{'s' if k > 1 else ''} a row has no rot4: "
                             + _no_rot4(n, k), source="symmetry")
        if symmetry != "none":
            return _symmetric_draw(n, k, rng, symmetry)
        placed = _place(n, k, rng)
        if placed is None:
            return None
        for _ in range(8):
            room = grow(n, n, [{c} for c in sorted(placed)], rng)
            room = join(room, {r: 1 for row in room for r in row}, k, rng) if k > 1 else room
            if room is not None:
                break
        else:
            return None
        answer = [["x" if (i, j) in placed else "-" for j in range(n)] for i in range(n)]
        return Made([["-"] * n for _ in range(n)], [], [list(r) for r in _numbered(room)], [k], answer)

    @classmethod
    def repair(cls, made: Made, other: list[list[str]]) -> Made | None:
        """A cell where the other answer has a star and this one none moves to a neighbouring
        room: the other answer then has a star too few in one room and one too many in another.
        A symmetric draw's cell moves with its images (:func:`~.norinori.symmetric_move_out`)."""
        answer = made.answer
        spots = [(i, j) for i, row in enumerate(other) for j, t in enumerate(row) if t == "x" and answer[i][j] != "x"]
        symmetry = getattr(made, "symmetry", "none")
        if symmetry != "none":
            room = symmetric_move_out(made.rooms, spots, images(len(answer), len(answer), symmetry))
            return None if room is None else replace(made, rooms=[list(r) for r in _numbered(room)])
        room = move_out(made.rooms, spots)
        if room is None:
            return None
        return Made(made.cells, [], [list(r) for r in _numbered(room)], list(made.extra), answer)


def _no_rot4(n: int, k: int) -> str | None:
    """Why an n×n star battle of K stars a row has no rot4, in words, or None where it may. A
    quarter turn takes its stars in fours about the middle (and perhaps one on it), and its n
    rooms in fours, or in twos that a half turn maps each onto itself (K even: stars in twos),
    or one onto itself (K stars in fours, and the middle cell's room perhaps one more); this
    maker draws no room that a half turn alone maps onto itself."""
    if (n * k) % 4 > n % 2:
        return f"its {n * k} stars would lie in fours about the middle" + (" and one on it" if n % 2 else "")
    if n % 2 and k % 4 > 1:
        return f"the middle cell's room, its own image, would hold its {k} stars in fours and one on the middle"
    if n % 4 == 2 and k % 4 == 2:
        return (f"its {n} rooms, in fours, would leave two that a half turn maps each onto itself, which this "
                "maker does not draw")
    return None


def _symmetric_draw(n: int, k: int, rng, symmetry: str) -> SymmetricMade | None:
    """:meth:`StarBattle.maker` with a symmetry (see there)."""
    maps = images(n, n, symmetry)
    placed = _symmetric_place(n, k, maps, rng)
    if placed is None:
        return None
    middle = [{(n // 2, n // 2)}] if n % 2 and (n // 2, n // 2) not in placed else []
    seeds = [{c} for c in sorted(placed)] + middle
    for _ in range(8):
        room = symmetric_grow(n, n, seeds, maps, rng)
        room = symmetric_join(room, {r: len(seed & placed) for r, seed in enumerate(seeds)}, k, maps, rng)
        if room is not None:
            break
    else:
        return None
    answer = [["x" if (i, j) in placed else "-" for j in range(n)] for i in range(n)]
    return SymmetricMade([["-"] * n for _ in range(n)], [], [list(r) for r in _numbered(room)], [k], answer,
                         symmetry=symmetry)


def _symmetric_place(n: int, k: int, maps, rng, steps: int | None = None) -> set[Cell] | None:
    """K stars in each row and column of an n×n grid, no two touching, in whole orbits of
    ``maps`` (:func:`~.grid.images`): the first row short of K stars gets a star, at random
    where it and its images break no rule, then the next, backtracking where none can; None
    after ``steps`` stars placed (about 400 per star) without success."""
    rows, cols = [0] * n, [0] * n
    at: set[Cell] = set()
    left = [steps or 400 * n * k]

    def fits(orbit: list[Cell]) -> bool:
        rows_, cols_ = rows[:], cols[:]
        for i, j in orbit:
            rows_[i] += 1
            cols_[j] += 1
        if max(rows_) > k or max(cols_) > k:
            return False
        return not any((i + a, j + b) in at or ((a, b) != (0, 0) and (i + a, j + b) in orbit)
                       for i, j in orbit for a in (-1, 0, 1) for b in (-1, 0, 1))

    def fill() -> bool:
        short = next((i for i in range(n) if rows[i] < k), None)
        if short is None:
            return True
        spots = list(range(n))
        rng.shuffle(spots)
        for j in spots:
            orbit = sorted({f(short, j) for f in maps})
            if left[0] <= 0:
                return False
            if not fits(orbit):
                continue
            left[0] -= 1
            for i, x in orbit:
                at.add((i, x))
                rows[i] += 1
                cols[x] += 1
            if fill():
                return True
            for i, x in orbit:
                at.discard((i, x))
                rows[i] -= 1
                cols[x] -= 1
        return False

    return at if fill() else None


def _numbered(room: Sequence[Sequence[int]]) -> list[list[int]]:
    """Room numbers 0, 1, … in the order of the rooms' first cells (a cell in no room stays so)."""
    number: dict[int, int] = {OUTSIDE: OUTSIDE}
    return [[number.setdefault(r, len(number) - 1) for r in row] for row in room]


def _place(n: int, k: int, rng, steps: int | None = None) -> set[Cell] | None:
    """K stars in each row and column of an n×n grid, no two touching: each row's K stars at
    random (never side by side), then, while a star stands in a column of more than K or
    touches a star of the row above or below, one such star at random moves within its row to
    the column where it breaks the fewest rules (now and then anywhere, to get out of a rut);
    None after ``steps`` moves (about 400 per star) without success."""
    if 2 * k - 1 > n or k > (n + 1) // 2:
        return None
    rows = []
    for _ in range(n):
        picks = sorted(rng.sample(range(n - k + 1), k))
        rows.append([c + t for t, c in enumerate(picks)])
    column = [0] * n
    for row in rows:
        for c in row:
            column[c] += 1
    at = {(i, c) for i, row in enumerate(rows) for c in row}

    def touches(i: int, c: int) -> int:
        return sum((a, b) in at for a in (i - 1, i + 1) for b in (c - 1, c, c + 1))

    for _ in range(steps or 400 * n * k):
        bad = [(i, c) for i, c in at if column[c] > k or touches(i, c)]
        if not bad:
            return at
        i, c = rng.choice(sorted(bad))
        others = [x for x in rows[i] if x != c]
        spots = [x for x in range(n) if all(abs(x - y) > 1 for y in others)]
        at.discard((i, c))
        column[c] -= 1
        if rng.random() < 0.05:
            x = rng.choice(spots)
        else:
            score = {x: max(0, column[x] + 1 - k) + touches(i, x) for x in spots}
            low = min(score.values())
            x = rng.choice([x for x in spots if score[x] == low])
        at.add((i, x))
        column[x] += 1
        rows[i] = sorted(others + [x])
    return None
