"""Galaxies (tentaisho, spiral galaxies): divide the grid into regions, each holding exactly one
dot and symmetric about it (turned half a turn about the dot, the region is itself). A dot lies
at a cell's centre, on the middle of a side between two cells or on a corner where four meet;
the cells it touches belong to its region.

Notation (puzzlekit has no solver for the genre): ``R C``, then R rows of C cells, each ``-`` or
the dot it holds, at the cell: ``0`` its centre, ``1`` the middle of its right side, ``2`` the
middle of its bottom side, ``3`` its bottom-right corner (what is written). Also read: 2R-1 rows
of 2C-1 marks, the board's points at half-cell steps (odd rows and columns, counted from 1, are
cell centres; the others sides and corners): ``o`` a dot, ``*`` a black dot (the sites shade
its region; the rules are the same), ``-`` none. A cell that is no part of the board (pzprjs's
"empty" cells, drawn black: they belong to no galaxy) is ``#`` in either notation (at its centre
point in the second). puzz.link ``tentaisho`` URLs. Answer: each cell the number of its region
(numbered by their first cells column by column), ``-`` a cell off the board.

The model: a primary item per cell, and a secondary item per cell coloured by the dot of its
region. A dot's option covers the cells it touches; an option per dot and pair of cells
mirrored about it covers both: so every region is symmetric by construction, and the options
are few (a pair per cell and dot). Connectedness is a side constraint per dot
(:class:`~xcckit.constraints.Connected` on the cells' colours): a galaxy may spiral, so no
local rule (such as "a neighbour nearer the dot") says it; sat and cpsat solve it, dlx checks
it on partial solutions and at the leaves, zdd counts it by the frontier method.
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from dataclasses import replace

from ..constraints import Connected
from ..errors import InputError
from ..model import Model
from ..text import is_number
from . import is_url, need_text
from .kit import pzpr
from .kit.division import SymmetricMade, numbered, read_division
from .kit.drawing import picture
from .kit.grid import Cell, images, orbits, regions_of, where
from .kit.genre import Genre, Made, line_tokens

Point = tuple[int, int]
"""A point of the board at half-cell steps: (2i, 2j) is cell (i, j)'s centre."""
MARKS = {"o": "white", "*": "black"}
HOLE = "#"
"""A cell that is no part of the board (in no galaxy)."""


def touched(p: Point) -> list[Cell]:
    """The cells a dot at ``p`` touches (1, 2 or 4)."""
    a, b = p
    return sorted({(i, j) for i in {a // 2, (a + 1) // 2} for j in {b // 2, (b + 1) // 2}})


def mirror(p: Point, c: Cell) -> Cell:
    return p[0] - c[0], p[1] - c[1]


def place(p: Point) -> str:
    """Where a dot is, in words."""
    cells = touched(p)
    if len(cells) == 1:
        return f"in {where(cells[0])}"
    if len(cells) == 2:
        return f"between {where(cells[0])} and {where(cells[1])}"
    return f"at the corner of {where(cells[0])} and {where(cells[3])}"


def near(m: int, n: int, c: Cell) -> list[Cell]:
    i, j = c
    return [(a, b) for a, b in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1)) if 0 <= a < m and 0 <= b < n]


SPOTS = {"0": (0, 0), "1": (0, 1), "2": (1, 0), "3": (1, 1)}
"""A cell's digit in the notation -> where its dot is, in half-cell steps from the cell's centre."""


def _points(m: int, n: int, body: list[tuple[int, str]], source: str | None) -> list[list[str]]:
    """The board's points (2m-1 rows of 2n-1 marks) of a puzzle written a cell at a time."""
    points = [["-"] * (2 * n - 1) for _ in range(2 * m - 1)]
    for i, (lineno, line) in enumerate(body):
        for j, (col, tok) in enumerate(line_tokens(line)):
            if tok == "-":
                continue
            if tok == HOLE:
                points[2 * i][2 * j] = HOLE
                continue
            if tok not in SPOTS:
                raise InputError(f"'{tok}': a cell is '-', its dot: 0 (its centre), 1 (its right side), 2 (its "
                                 "bottom side) or 3 (its bottom-right corner), or # (no part of the board)", source=source,
                                 line=lineno, col=col + 1)
            a, b = 2 * i + SPOTS[tok][0], 2 * j + SPOTS[tok][1]
            if a >= 2 * m - 1 or b >= 2 * n - 1:
                raise InputError(f"'{tok}': the dot of {where((i, j))} would lie on the board's edge", source=source,
                                 line=lineno, col=col + 1)
            points[a][b] = "o"
    return points


class Galaxies(Genre):
    """``Galaxies(points)``: the 2R-1 rows of 2C-1 marks (``o``, ``*`` or '-')."""

    kind = "galaxies"
    url_names = ("tentaisho",)

    def __init__(self, cells: Sequence[Sequence[str]], rooms=None, extra: Sequence[int] = ()) -> None:
        if isinstance(cells, str) or not cells or any(isinstance(r, str) for r in cells):
            raise TypeError("Galaxies(points): expected rows of marks such as [['o', '-', '-'], ['-', '-', 'o']]")
        rows, cols = len(cells), len(cells[0])
        if rows % 2 == 0 or cols % 2 == 0:
            raise InputError(f"a galaxies board of R×C cells has 2R-1 rows of 2C-1 points, not {rows}×{cols}",
                             source=self.kind)
        odd = next(((a, b) for a, row in enumerate(cells) for b, t in enumerate(row) if t == HOLE and (a % 2 or b % 2)),
                   None)
        if odd is not None:
            raise InputError(f"'#' at point ({odd[0] + 1}, {odd[1] + 1}): a cell off the board is marked at its centre "
                             "(an odd row and column)", source=self.kind)
        self.holes = {(a // 2, b // 2) for a, row in enumerate(cells) for b, t in enumerate(row) if t == HOLE}
        super().__init__(cells, rooms, extra)
        self.m, self.n = (rows + 1) // 2, (cols + 1) // 2

    cell_tokens = {"-": None, **{mark: mark for mark in MARKS}, HOLE: HOLE}
    cell_words = "a mark is o (a dot), * (a black dot), # (a cell off the board) or '-'"

    @classmethod
    def from_text(cls, text: str, source: str | None = None) -> "Galaxies":
        """The notation: the first line gives the board in cells, the rows its points."""
        need_text(text, "Galaxies.from_text(text)")
        if is_url(text.strip()):
            return cls.from_url(text.strip())
        lines = [(k, line) for k, line in enumerate(text.split("\n"), 1) if line.strip()]
        if not lines:
            raise InputError("empty galaxies puzzle: expected a line 'R C' and 2R-1 rows of points", source=source,
                             line=1, col=1)
        first, head = lines[0]
        size = head.split()
        if len(size) != 2 or not all(is_number(t) and int(t) > 0 for t in size):
            raise InputError(f"expected the first line 'R C' (the board's rows and columns of cells, from 1), not "
                             f"'{head.strip()}'", source=source, line=first, col=1)
        m, n = int(size[0]), int(size[1])
        body = lines[1:]
        if len(body) == m and all(len(line_tokens(line)) == n and all(t not in MARKS for _, t in line_tokens(line))
                                  for _, line in body):
            return cls._placed(source, first, _points(m, n, body, source))
        if len(body) != 2 * m - 1:
            line = body[2 * m - 1][0] if len(body) > 2 * m - 1 else (body[-1][0] + 1 if body else first + 1)
            raise InputError(f"the first line says {m}×{n}: expected {2 * m - 1} rows of points, found {len(body)} "
                             "rows", source=source, line=line, col=1)
        rows = []
        for lineno, line in body:
            toks = [(col + 1, tok) for col, tok in line_tokens(line)]
            if len(toks) != 2 * n - 1:
                col = toks[2 * n - 1][0] if len(toks) > 2 * n - 1 else len(line.rstrip()) + 1
                raise InputError(f"this row has {len(toks)} points, the first line says {n} columns: {2 * n - 1} "
                                 "points", source=source, line=lineno, col=col)
            for col, tok in toks:
                try:
                    cls.read_cell(tok)
                except ValueError as err:
                    raise InputError(f"'{tok}': {err}", source=source, line=lineno, col=col) from None
            rows.append([t for _, t in toks])
        return cls._placed(source, first, rows)

    def to_text(self, notation: str | None = None) -> str:
        """``janko``: a row of cells a line, each ``-`` or where its dot is (``0`` … ``3``: see the
        module's docstring); ``url``: the puzz.link URL."""
        if self._notation(notation) == "url":
            return super().to_text("url")
        rows = [["-"] * self.n for _ in range(self.m)]
        for i, j in self.holes:
            rows[i][j] = HOLE
        for a, b in self.dots():
            rows[a // 2][b // 2] = str(a % 2 * 2 + b % 2)
        return "\n".join([f"{self.m} {self.n}", *(" ".join(row) for row in rows)]) + "\n"

    def dots(self) -> list[Point]:
        return sorted(p for p, v in self.clue.items() if v in MARKS)

    def build(self) -> Model:
        m, n = (len(self.cells) + 1) // 2, (len(self.cells[0]) + 1) // 2
        dots = self.dots()
        if not dots:
            raise InputError("a galaxies puzzle has at least one dot", source=self.kind)
        owner: dict[Cell, Point] = {}
        for p in dots:
            for c in touched(p):
                if c in self.holes:
                    raise InputError(f"the dot {place(p)} touches {where(c)}, which is no part of the board",
                                     source=self.kind)
                if c in owner:
                    raise InputError(f"the dots {place(owner[c])} and {place(p)} both touch {where(c)}",
                                     source=self.kind)
                owner[c] = p
        model = Model()
        board = [(i, j) for i in range(m) for j in range(n) if (i, j) not in self.holes]
        index = {c: k for k, c in enumerate(board)}
        model.add_items([f"c{i}.{j}" for i, j in board])
        reaches = [sorted(self._reach(m, n, p, owner, self.holes)) for p in dots]
        ids: dict[tuple[int, Cell], int] = {}
        names = []
        for k, reach in enumerate(reaches):
            for c in reach:
                ids[k, c] = len(board) + len(names)
                names.append(f"g{k}.{c[0]}.{c[1]}")
        model.add_items(names, primary=False)
        on = model.colour_id("1")
        self.options: list[tuple[Point, list[Cell]]] = []
        for k, p in enumerate(dots):
            reach = set(reaches[k])
            pairs = [touched(p)] + [[c, mirror(p, c)] for c in reaches[k] if c < mirror(p, c) and c not in owner]
            for cells in pairs:
                model.add_option_ids([index[c] for c in cells] + [ids[k, c] for c in cells],
                                     [0] * len(cells) + [on] * len(cells))
                self.options.append((p, cells))
            if len(reach) > len(touched(p)):
                model.add_constraint(Connected(model, [names[ids[k, c] - len(board)] for c in reaches[k]],
                                               [(names[ids[k, c] - len(board)], names[ids[k, d] - len(board)])
                                                for c in reaches[k] for d in near(m, n, c) if d in reach and c < d]))
        return model

    @staticmethod
    def _reach(m: int, n: int, p: Point, owner: dict[Cell, Point], holes: set[Cell]) -> set[Cell]:
        """The cells that may join the dot's region: its own, and those whose mirror is on the
        board, neither touching another dot nor off the board, joined to the dot's own through
        such cells."""
        def free(c: Cell) -> bool:
            d = mirror(p, c)
            return (0 <= d[0] < m and 0 <= d[1] < n and owner.get(c, p) == p and owner.get(d, p) == p
                    and c not in holes and d not in holes)

        seen = set(touched(p))
        todo = list(seen)
        while todo:
            for d in near(m, n, todo.pop()):
                if d not in seen and free(d):
                    seen.add(d)
                    todo.append(d)
        return seen

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        region = {}
        for o in solution:
            p, cells = self.options[o]
            for c in cells:
                region[c] = p
        return numbered(self.m, self.n, region)

    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        regions, problem = read_division(grid, self.holes)
        if problem:
            return problem
        for p in self.dots():
            if len({grid[i][j] for i, j in touched(p)}) > 1:
                return f"the dot {place(p)} lies on a border between regions"
        for t, cells in regions:
            inside = [p for p in self.dots() if grid[touched(p)[0][0]][touched(p)[0][1]] == t]
            if not inside:
                return f"region {t} at {where(cells[0])} holds no dot"
            if len(inside) > 1:
                return f"region {t} at {where(cells[0])} holds {len(inside)} dots"
            p = inside[0]
            for c in cells:
                d = mirror(p, c)
                on = 0 <= d[0] < self.m and 0 <= d[1] < self.n and d not in self.holes
                if not on or grid[d[0]][d[1]] != t:
                    return (f"region {t} at {where(cells[0])} is not symmetric about its dot {place(p)}: {where(c)} "
                            f"is in it, its mirror image {where(d) + ' is not' if on else 'is off the board'}")
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        if solution is None:
            return {"shaded": sorted(self.holes)}
        black = {p for p, v in self.clue.items() if v == "*"}
        return {"shaded": sorted(self.holes) + [c for o in solution for c in self.options[o][1]
                                                if self.options[o][0] in black]}

    def svg(self, solution: Sequence[int] | None = None) -> str:
        room = None if solution is None else [[int(t) for t in row] for row in self.grid(solution)]
        out = picture(self.m, self.n, room=room, **self.draw(solution))
        marks = [f'<circle cx="{3 + (b + 1) * 14}" cy="{3 + (a + 1) * 14}" r="5" fill="{MARKS[v]}" stroke="black" '
                 f'stroke-width="1.5"/>' for (a, b), v in sorted(self.clue.items()) if v in MARKS]
        return out.replace("</svg>", "\n".join(marks) + "\n</svg>")

    def render(self, solution: Sequence[int] | None = None) -> str:
        rows = self.grid(solution) if solution is not None else self.cells
        width = max(len(t) for row in rows for t in row)
        return "\n".join(" ".join(t.ljust(width) for t in row).rstrip() for row in rows)

    @classmethod
    def maker(cls, m: int, n: int, rng, symmetry: str = "none") -> Made | None:
        """Random galaxies grown from random centres (a cell's, a side's or a corner's) by pairs of
        cells mirrored about them, each to a random size; every dot is needed, none removable.

        With a ``symmetry`` (``rot2``, ``rot4``, ``mirror``: :func:`~.grid.images`) the dots are
        placed a whole orbit at a time and each galaxy grows with its images (:func:`_grown`):
        the dots and the division are symmetric. A galaxy whose dot the symmetry fixes (the
        centre's, a dot on a mirror's axis) is then symmetric under it too, as a rot2 galaxy
        round the centre is anyway. Repairs keep the symmetry (:meth:`repair`)."""
        if symmetry != "none":
            return _symmetric_draw(m, n, rng, symmetry)
        owner: dict[Cell, int] = {}
        dots: list[Point] = []
        order = [(i, j) for i in range(m) for j in range(n)]
        rng.shuffle(order)
        for i, j in order:
            if (i, j) in owner:
                continue
            starts = [(2 * i, 2 * j)] + [(2 * i + a, 2 * j + b) for a, b in ((0, 1), (1, 0), (1, 1))
                                         if 2 * i + a <= 2 * m - 2 and 2 * j + b <= 2 * n - 2]
            starts = [p for p in starts if not any(c in owner for c in touched(p))]
            p = rng.choice(starts)
            k = len(dots)
            dots.append(p)
            region = set(touched(p))
            for c in region:
                owner[c] = k
            goal = rng.randint(len(region), 14)
            while len(region) < goal:
                grow = [(c, mirror(p, c)) for r in region for c in near(m, n, r)
                        if c not in owner and 0 <= mirror(p, c)[0] < m and 0 <= mirror(p, c)[1] < n
                        and mirror(p, c) not in owner]
                if not grow:
                    break
                for c in rng.choice(grow):
                    owner[c] = k
                    region.add(c)
        points = [["-"] * (2 * n - 1) for _ in range(2 * m - 1)]
        for a, b in dots:
            points[a][b] = "o"
        return Made(points, [], answer=numbered(m, n, owner))

    @classmethod
    def repair(cls, made: Made, other: list[list[str]]) -> Made | None:
        """A cell that the other answer gives to another dot than the answer does, and its mirror
        image, leave their region (which stays joined) as two regions of one cell each, with dots
        at their centres: in the other answer the cell's region then holds two dots. In a
        symmetric draw (:class:`~.division.SymmetricMade`) their images leave theirs too (each
        region they leave staying joined), each a galaxy of one cell."""
        m, n = len(made.answer), len(made.answer[0])
        maps = images(m, n, getattr(made, "symmetry", "none"))
        answer = made.answer
        dots = [(a, b) for a, row in enumerate(made.cells) for b, t in enumerate(row) if t != "-"]
        key = zlib.crc32(repr(other).encode())
        for k in range(len(dots)):
            p = dots[(key + k) % len(dots)]
            home = touched(p)[0]
            region = {(i, j) for i in range(m) for j in range(n) if answer[i][j] == answer[home[0]][home[1]]}
            tried = [c for c in sorted(region) if c not in touched(p)
                     and other[c[0]][c[1]] != other[home[0]][home[1]]]
            for c in tried[key % len(tried):] + tried[:key % len(tried)] if tried else []:
                d = mirror(p, c)
                alone = {f(*x) for f in maps for x in (c, d)}
                left = {answer[i][j] for i, j in alone}
                if any(len(regions_of({(i, j) for i in range(m) for j in range(n) if answer[i][j] == t} - alone)) != 1
                       for t in left):
                    continue
                points = [row[:] for row in made.cells]
                owner = {(i, j): answer[i][j] for i in range(m) for j in range(n)}
                for x in alone:
                    points[2 * x[0]][2 * x[1]] = "o"
                    owner[x] = x
                return replace(made, cells=points, removable=[], answer=numbered(m, n, owner), built=None)
        return None

    @classmethod
    def decode(cls, rows: int, cols: int, body: list[str]):
        text = body[0] if body else ""
        width, total = 2 * cols - 1, (2 * cols - 1) * (2 * rows - 1)
        points = ["-"] * total
        s, k = 0, 0
        while k < len(text) and s < total:
            ch = text[k]
            if ch in "0123456789abcdef":
                v = int(ch, 16)
                points[s] = "o" if v % 2 == 0 else "*"
                s += (v >> 1) + 1
            elif "g" <= ch <= "z":
                s += int(ch, 36) - 15
            else:
                raise InputError(f"URL body '{text}': unexpected character '{ch}' in the dots", source="URL")
            k += 1
        if s < total:
            raise InputError(f"URL body '{text}': ends after {s} of the board's {total} points (the URL is cut "
                             "short)", source="URL")
        if text[k:].strip("0"):  # the cells off the board (pzprjs's "empty" cells), a bit each
            off, _ = pzpr.read_binary(text[k:], rows * cols)
            for c in (c for c, bit in enumerate(off) if bit):
                a, b = 2 * (c // cols), 2 * (c % cols)
                if points[a * width + b] != "-":
                    raise InputError(f"URL body '{text}': the cell {where((a // 2, b // 2))} is off the board and "
                                     "holds a dot", source="URL")
                points[a * width + b] = HOLE
        return [points[a * width:(a + 1) * width] for a in range(2 * rows - 1)], None

    def encode(self) -> str:
        flat = [t if t in MARKS else "-" for row in self.cells for t in row]
        codes: list[str | None] = []
        s = 0
        while s < len(flat):
            code = None
            if flat[s] != "-":
                colour = 0 if flat[s] == "o" else 1
                step = next((i for i in range(1, 8) if s + i < len(flat) and flat[s + i] != "-"), None)
                code = format(2 * (step - 1) + colour if step else 14 + colour, "x")
                s += (step - 1) if step else 7
            codes.append(code)
            s += 1
        out = [pzpr.write_gaps(codes)]
        if self.holes:
            out.append(pzpr.write_binary([int((i, j) in self.holes) for i in range(self.m) for j in range(self.n)]))
        return "".join(out)


def _symmetric_draw(m: int, n: int, rng, symmetry: str) -> Made:
    """:meth:`Galaxies.maker` with a symmetry: the cells' orbits in a random order; at a free cell
    of one, a dot (at its centre, or a side or corner of it, where the dot's images touch free
    cells only and, where two are one dot, the same cells) is placed with its images, and its
    galaxy grown to a random size with theirs (:func:`_grown`)."""
    maps = images(m, n, symmetry)
    owner: dict[Cell, int] = {}
    dots: list[Point] = []
    groups = orbits(m, n, symmetry)
    rng.shuffle(groups)
    for group in groups:
        i, j = rng.choice(group)
        if (i, j) in owner:
            continue
        starts = [(2 * i, 2 * j)] + [(2 * i + a, 2 * j + b) for a, b in ((0, 1), (1, 0), (1, 1))
                                     if 2 * i + a <= 2 * m - 2 and 2 * j + b <= 2 * n - 2]
        starts = [p for p in starts if _placed(maps, p, owner) is not None]
        p = rng.choice(starts)  # (the cell's centre always: its images are free cells, or the cell)
        first = len(dots)
        placed = _placed(maps, p, owner)
        for q in dict.fromkeys(placed.values()):
            dots.append(q)
        index = {q: first + k for k, q in enumerate(dict.fromkeys(placed.values()))}
        for c, q in placed.items():
            owner[c] = index[q]
        region = set(touched(p))
        goal = rng.randint(len(region), 14)
        while len(region) < goal:
            grow = [g for g in (_grown(maps, p, c, owner, index, m, n) for r in sorted(region)
                                for c in near(m, n, r) if c not in owner) if g is not None]
            if not grow:
                break
            for c, k in rng.choice(grow).items():
                owner[c] = k
                if k == index[p]:
                    region.add(c)
    points = [["-"] * (2 * n - 1) for _ in range(2 * m - 1)]
    for a, b in dots:
        points[a][b] = "o"
    return SymmetricMade(points, [], answer=numbered(m, n, owner), symmetry=symmetry)


def _image(f, p: Point) -> Point:
    """The point ``p`` moved by ``f``, a map of the grid's cells (one of :func:`~.grid.images`):
    points are at half-cell steps, so it is ``f`` on twice the cells' grid, halved."""
    a, b = f(p[0] / 2, p[1] / 2)
    return round(2 * a), round(2 * b)


def _placed(maps, p: Point, owner: dict[Cell, int]) -> dict[Cell, Point] | None:
    """The cells that a dot at ``p`` and its images under ``maps`` touch, each with its dot; None
    where one is taken or two dots would touch one cell."""
    out: dict[Cell, Point] = {}
    for f in maps:
        q = _image(f, p)
        for c in touched(q):
            if c in owner or out.setdefault(c, q) != q:
                return None
    return out


def _grown(maps, p: Point, c: Cell, owner: dict[Cell, int], index: dict[Point, int], m: int,
           n: int) -> dict[Cell, int] | None:
    """The cells that join the galaxies of the dot ``p`` and its images when ``c`` (a free cell
    beside ``p``'s galaxy) joins it with its mirror image about ``p``: each image of the two
    joins the image of the dot (``index``: dot -> its galaxy), each cell to one galaxy; None
    where a cell is off the board or taken."""
    out: dict[Cell, int] = {}
    for f in maps:
        k = index[_image(f, p)]
        for x in (c, mirror(p, c)):
            y = f(*x)
            if not (0 <= y[0] < m and 0 <= y[1] < n) or y in owner or out.setdefault(y, k) != k:
                return None
    return out
