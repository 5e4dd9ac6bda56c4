"""Masyu: one loop through the centres of cells, passing through every circle.

At a black circle the loop turns, and goes straight on for one more cell on both sides; at a white
circle it goes straight through, and turns in the cell before or the cell after (or both).

``masyu PUZZLE``: rows of ``.`` (empty), ``w`` or ``o`` (white), ``b`` or ``x`` (black); or MASYU-DLX's
``0`` (white) and ``1`` (black); or janko.at's ``1`` (white), ``2`` (black) and ``-`` (empty), cells
separated by blanks or not. ``1`` is read as MASYU-DLX's black beside ``.`` or ``0``, as janko.at's
white beside ``-`` or ``2``; beside neither or both it is an error (never a guess). A first line
``R C`` may give the size. ``-`` for standard input; a puzz.link URL
(``https://puzz.link/p?mashu/W/H/BODY``); a bundled puzzle by name; any size that fits in memory.

The model: a primary item per cell (``ij``, Knuth's base-62 digits; once a side passes 62, its
place ``x.y`` in the doubled grid, as the edges are named) and a secondary item per pair of neighbouring
cells, the edge between them (named by its position in the doubled grid, ``x.y``), coloured 1 when
the loop uses it, 0 when not. Each cell's options are what the loop does there: one per pair of its
edges (an empty cell also has the option of none), colouring all of its edges. A black circle's
corner options also colour the edge beyond each neighbour 1 (straight on there); a white circle's
straight options say how it turns beside it, in two options that exclude each other (the edge beyond
the first neighbour 0; or that edge 1 and the one beyond the second 0). A single-loop constraint over
the edges makes the loop one loop, so every backend that enforces it solves a masyu, and zdd
counts them.
"""

from __future__ import annotations


from collections.abc import Sequence

from .. import memory
from ..errors import InputError, shorten
from ..model import Model
from .grid import where
from .genre import loop_problem
from .loopgenre import cell_loop_edges
from .loops import UNIFORM_CELLS, options_on, random_loop
from .makers import Made, Maker
from . import (Puzzle, blank_grid, grid_cells, grid_puzzle_arg, index_name, is_url, need_text, puzz_link,
               read_grid_puzzle, svg_open)

WHITE, BLACK = "w", "b"
READ = {".": ".", "-": ".", "w": WHITE, "o": WHITE, "0": WHITE, "b": BLACK, "x": BLACK, "2": BLACK}
"""Cells read: '.' or '-' empty; white 'w', 'o' or '0' (MASYU-DLX's); black 'b', 'x' or '2' (janko.at's);
and '1', black in MASYU-DLX's notation, white in janko.at's (:meth:`Masyu.from_text`)."""
DLX_MARKS, JANKO_MARKS = {".", "0"}, {"-", "2"}
ENTRIES_PER_CELL = 40
"""About how many entries a masyu's model has per cell (35 on a blank grid)."""
STEPS = {"N": (-1, 0), "S": (1, 0), "W": (0, -1), "E": (0, 1)}
PAIRS = ("NS", "WE", "NW", "NE", "SW", "SE")  # the ways through a cell: straight, then the turns


class Masyu(Maker, Puzzle):
    """``Masyu(rows)``: rows of '.', 'w' (white circle) and 'b' (black circle)."""

    kind = "masyu"
    summary = "draw one loop through every circle: straight through white, turning on black"
    arguments = "PUZZLE"
    description = ("PUZZLE is a file of rows of '.', 'w' or 'o' (white circle), 'b' or 'x' (black circle), or "
                   "MASYU-DLX's '0' (white) and '1' (black), or janko.at's '-' (empty), '1' (white) and '2' "
                   "(black), cells separated by blanks or not, a first line 'R C' giving the size if you like; "
                   "- for standard input; a puzz.link URL (https://puzz.link/p?mashu/W/H/...); a bundled "
                   "puzzle by name (demo-6x6); or MxN for the blank grid (every loop through cell centres: "
                   "4x4 has 213). The loop goes through cell centres; the model carries a "
                   "single-loop constraint, and counting uses the zdd backend.")
    draws_partial = True
    examples = ("xcc solve masyu demo-6x6 --unique --svg m.svg", "xcc count masyu demo-6x6",
                "xcc crosscheck masyu demo-6x6")

    def __init__(self, rows: Sequence[str]) -> None:
        if isinstance(rows, str):
            raise TypeError("Masyu(rows): expected a list of rows such as ['w.', '.b'], not one string")
        self.rows = [str(r) for r in rows]
        self.m = len(self.rows)
        self.n = len(self.rows[0]) if self.rows else 0
        if not self.m or not self.n or any(len(r) != self.n for r in self.rows):
            raise InputError("a masyu is m rows of n cells")
        if any(ch not in (".", WHITE, BLACK) for r in self.rows for ch in r):
            raise InputError("cells are '.', 'w' (white) or 'b' (black)")
        self.fits(self.m, self.n)
        self.wide = max(self.m, self.n) > 62
        self._build()

    @staticmethod
    def fits(m: int, n: int, source: str | None = None) -> None:
        """Refuse an m×n masyu whose model cannot fit in memory (an InputError)."""
        memory.require_model(ENTRIES_PER_CELL * m * n, f"a {m}×{n} masyu", source)

    def cell(self, i: int, j: int) -> str:
        """Cell (i, j): Knuth's digits ``ij``; on a wide grid its place in the doubled grid, both
        odd (``3.5``), beside the edges' (one odd, one even)."""
        return index_name(2 * i + 1, 2 * j + 1, wide=True) if self.wide else index_name(i, j)

    def edge(self, a: tuple[int, int], b: tuple[int, int]) -> str | None:
        """The item of the edge between neighbouring cells a and b (None off the grid)."""
        (i, j), (k, l) = a, b
        if not (0 <= k < self.m and 0 <= l < self.n and 0 <= i < self.m and 0 <= j < self.n):
            return None
        return f"{i + k + 1}.{j + l + 1}"  # doubled coordinates: cells at odd places

    def _build(self) -> None:
        m, n = self.m, self.n
        model = Model()
        model.add_items([self.cell(i, j) for i in range(m) for j in range(n)])
        edges = []
        for i in range(m):
            for j in range(n):
                for di, dj in ((0, 1), (1, 0)):
                    name = self.edge((i, j), (i + di, j + dj))
                    if name is not None:
                        edges.append((name, (i, j), (i + di, j + dj)))
        model.add_items([e for e, _, _ in edges], primary=False)
        self.ways: list[tuple[tuple[int, int], str]] = []  # option -> (cell, its way through, "" none)
        for i in range(m):
            for j in range(n):
                for way, extra in self._options(i, j):
                    tokens = [self.cell(i, j)] + self._through((i, j), way) + extra
                    model.add_option(tokens)
                    self.ways.append(((i, j), way))
        self.loop = model.add_single_loop(edges)
        self.model = model

    def _through(self, c: tuple[int, int], way: str) -> list[str]:
        """The colours of the edges of cell c when the loop goes through it by ``way``."""
        out = []
        for d, (di, dj) in STEPS.items():
            name = self.edge(c, (c[0] + di, c[1] + dj))
            if name is not None:
                out.append(f"{name}:{1 if d in way else 0}")
        return out

    def _beyond(self, c: tuple[int, int], d: str) -> tuple[tuple[int, int], str | None] | None:
        """The neighbour of c towards d, and the edge beyond it in the same direction (None off the
        grid); None when the neighbour itself is off the grid."""
        di, dj = STEPS[d]
        nb = (c[0] + di, c[1] + dj)
        if self.edge(c, nb) is None:
            return None
        return nb, self.edge(nb, (nb[0] + di, nb[1] + dj))

    def _options(self, i: int, j: int) -> list[tuple[str, list[str]]]:
        """(way, extra colours) of each option of cell (i, j)."""
        kind = self.rows[i][j]
        out: list[tuple[str, list[str]]] = []
        ways = [w for w in PAIRS if all(self._beyond((i, j), d) is not None for d in w)]
        if kind == ".":
            return [("", [])] + [(w, []) for w in ways]
        for w in ways:
            straight = w in ("NS", "WE")
            if kind == BLACK and not straight:
                beyond = [self._beyond((i, j), d)[1] for d in w]
                if None not in beyond:
                    out.append((w, [f"{e}:1" for e in beyond]))
            elif kind == WHITE and straight:
                first, second = (self._beyond((i, j), d)[1] for d in w)
                if first is None or second is None:  # the loop must turn at a neighbour on the border
                    out.append((w, []))
                else:
                    out.append((w, [f"{first}:0"]))
                    out.append((w, [f"{first}:1", f"{second}:0"]))
        return out

    # ----------------------------------------------------------------- input
    @classmethod
    def from_text(cls, text: str, source: str | None = None) -> "Masyu":
        need_text(text, "Masyu.from_text(text)")
        if is_url(text.strip()):  # a file holding a puzz.link URL (xcc export --format url)
            return cls.from_url(text.strip())
        grid = grid_cells(text, source, [*READ, "1"], "expected '.' or '-' empty, 'w'/'o'/'0' white, 'b'/'x'/'2' "
                          "black, or '1'", "empty puzzle: expected rows of '.', 'w' and 'b'", empty_rows=False)
        cells = grid.cells()
        ones = [(i, j) for i, j, tok in cells if tok == "1"]
        if ones:
            dlx = next(((i, j, t) for i, j, t in cells if t in DLX_MARKS), None)
            janko = next(((i, j, t) for i, j, t in cells if t in JANKO_MARKS), None)
            if dlx and janko:
                raise grid.error(*ones[0], f"'1' is black in MASYU-DLX's notation ('{dlx[2]}' at "
                                 f"{grid.places[dlx[0]][dlx[1]][0]}:{grid.places[dlx[0]][dlx[1]][1]}) and white in "
                                 f"janko.at's ('{janko[2]}' at {grid.places[janko[0]][janko[1]][0]}:"
                                 f"{grid.places[janko[0]][janko[1]][1]}): the puzzle mixes the two")
            if not dlx and not janko:
                raise grid.error(*ones[0], "'1' is black in MASYU-DLX's notation (with '.' and '0') and white in "
                                 "janko.at's (with '-' and '2'): write the circles as 'w' and 'b'")
            one = BLACK if dlx else WHITE
        else:
            one = "?"
        rows = ["".join(one if tok == "1" else READ[tok.lower()] for tok in row) for row in grid.rows]
        try:
            return cls(rows)
        except InputError as err:
            raise err.located(source or "puzzle") from None

    @classmethod
    def from_url(cls, url: str) -> "Masyu":
        """Decode a puzz.link URL ``…?mashu/W/H/BODY``: each character (base 27) holds three
        cells in base 3 (0 none, 1 white, 2 black), row by row."""
        w, h, rest = puzz_link(url, "masyu", ("mashu", "masyu", "pearl"))
        body = rest[0]
        if len(body) < (w * h + 2) // 3:
            raise InputError(f"URL body '{shorten(body, 40)}': {len(body)} characters, where the {w}×{h} grid needs "
                             f"{(w * h + 2) // 3} (the URL is cut short)", source="URL")
        cls.fits(h, w, "URL")
        cells = ["."] * (w * h)
        for k, ch in enumerate(body[:(w * h + 2) // 3]):
            v = int(ch, 36) if ch.isalnum() and ch.isascii() else 99
            if v >= 27:
                raise InputError(f"URL body '{body}': illegal character '{ch}' at position {k + 1}", source="URL")
            for t, weight in enumerate((9, 3, 1)):
                c = 3 * k + t
                if c < w * h:
                    cells[c] = ".wb"[(v // weight) % 3]
        return cls(["".join(cells[r * w:(r + 1) * w]) for r in range(h)])

    @classmethod
    def from_loop(cls, m: int, n: int, loop: Sequence[tuple[int, int]]) -> "Masyu":
        """The m×n masyu with every circle that the loop (its cells in order) allows: black where
        it turns and goes straight on for a cell on both sides, white where it goes straight and
        turns in the cell before or after. The loop is one of its solutions."""
        rows = [["."] * n for _ in range(m)]
        k = len(loop)

        def turns(t: int) -> bool:
            (a, b), (c, d), (e, f) = loop[t - 1], loop[t], loop[(t + 1) % k]
            return (c - a, d - b) != (e - c, f - d)

        for t, (i, j) in enumerate(loop):
            if turns(t) and not turns(t - 1) and not turns((t + 1) % k):
                rows[i][j] = BLACK
            elif not turns(t) and (turns(t - 1) or turns((t + 1) % k)):
                rows[i][j] = WHITE
        return cls(["".join(r) for r in rows])

    @classmethod
    def from_args(cls, args: Sequence[str]) -> "Masyu":
        arg = grid_puzzle_arg(args, cls)
        size = blank_grid(arg, "6x6")
        if size is not None:  # a blank grid: every loop
            m, n = size
            cls.fits(m, n, arg)
            return cls(["." * n] * m)
        return read_grid_puzzle(cls, arg)

    def comments(self) -> list[str]:
        return ["xcckit masyu:"] + self.rows

    notations = ("text", "dlx", "janko", "url")

    def to_text(self, notation: str | None = None) -> str:
        """``text``: rows of '.', 'w' and 'b'; ``dlx``: MASYU-DLX's '.', '0' (white) and '1'
        (black); ``janko``: janko.at's '-', '1' (white) and '2' (black) separated by blanks;
        ``url``: the puzz.link URL (:meth:`to_url`)."""
        notation = self._notation(notation)
        if notation == "url":
            return self.to_url() + "\n"
        if notation == "janko":
            return "".join(" ".join({".": "-", WHITE: "1", BLACK: "2"}[ch] for ch in row) + "\n" for row in self.rows)
        if notation == "dlx":
            return "".join(row.replace(WHITE, "0").replace(BLACK, "1") + "\n" for row in self.rows)
        return "".join(row + "\n" for row in self.rows)

    def to_url(self) -> str:
        """The puzz.link URL (``…?mashu/W/H/BODY``) that :meth:`from_url` reads back: three cells
        to a character, in base 3 (0 none, 1 white, 2 black)."""
        cells = [".wb".index(ch) for row in self.rows for ch in row]
        cells += [0] * (-len(cells) % 3)
        body = "".join("0123456789abcdefghijklmnopq"[9 * a + 3 * b + c]
                       for a, b, c in zip(cells[::3], cells[1::3], cells[2::3]))
        return f"https://puzz.link/p?mashu/{self.n}/{self.m}/{body}"

    # ---------------------------------------------------------------- output
    def loop_cells(self, solution: Sequence[int]) -> list[tuple[int, int]]:
        """The cells of the loop in order from its least cell, first not repeated."""
        return self.loop.cycle(self.loop.on_edges(self.model, solution))

    def answer(self, solution: Sequence[int]) -> dict:
        """The loop's cells in order, and beside them its ``grid`` as the sites and puzzlekit
        write a masyu's answer: each cell the sides the loop leaves it by (``ns``, ``se``, ...),
        ``-`` a cell off the loop."""
        loop = self.loop_cells(solution)
        ways = cell_loop_edges(loop)
        return {"loop": [[i, j] for i, j in loop],
                "grid": [[ways.get((i, j), "-") for j in range(self.n)] for i in range(self.m)]}

    def verify(self, answer) -> str | None:
        """The rules, on an answer ``{"loop": cells in order}``: one closed loop through the
        centres of neighbouring cells, each at most once, through every circle; on a black circle
        it turns and goes straight on through the next cell on both sides; on a white one it goes
        straight and turns in the cell before or the cell after it."""
        cells = answer.get("loop") if isinstance(answer, dict) else answer
        why = loop_problem(cells, self.m, self.n, "cell")
        if why:
            return why
        pts = [tuple(p) for p in cells]
        k = len(pts)
        at = {p: t for t, p in enumerate(pts)}

        def turns(t: int) -> bool:
            (a, b), (c, d), (e, f) = pts[t - 1], pts[t % k], pts[(t + 1) % k]
            return (c - a, d - b) != (e - c, f - d)

        for i, row in enumerate(self.rows):
            for j, ch in enumerate(row):
                if ch == ".":
                    continue
                name = "black" if ch == BLACK else "white"
                if (i, j) not in at:
                    return f"the loop misses the {name} circle at {where((i, j))}"
                t = at[i, j]
                if ch == BLACK and not turns(t):
                    return f"the loop goes straight through the black circle at {where((i, j))}"
                if ch == BLACK and (turns(t - 1) or turns(t + 1)):
                    return f"the loop turns next to the black circle at {where((i, j))}"
                if ch == WHITE and turns(t):
                    return f"the loop turns on the white circle at {where((i, j))}"
                if ch == WHITE and not (turns(t - 1) or turns(t + 1)):
                    return f"the loop turns neither before nor after the white circle at {where((i, j))}"
        return None

    def render(self, solution: Sequence[int] | None = None) -> str:
        """The grid with the loop in box-drawing characters, circles as ○ and ●."""
        way = {self.ways[o][0]: self.ways[o][1] for o in (solution or ())}
        art = {"NS": "│", "WE": "─", "NW": "┘", "NE": "└", "SW": "┐", "SE": "┌", "": "·"}
        lines = []
        for i, row in enumerate(self.rows):
            cells = []
            for j, ch in enumerate(row):
                w = way.get((i, j), "")
                mark = {WHITE: "○", BLACK: "●"}.get(ch, art[w])
                right = "─" if "E" in w else " "
                cells.append(mark + right)
            lines.append("".join(cells).rstrip())
        return "\n".join(lines)

    def svg(self, solution: Sequence[int] | None = None, cell: int = 28) -> str:
        m, n, pad = self.m, self.n, 2
        parts = [svg_open(n * cell + 2 * pad, m * cell + 2 * pad)]
        for i in range(m + 1):
            parts.append(f'<line x1="{pad}" y1="{pad + i * cell}" x2="{pad + n * cell}" y2="{pad + i * cell}" '
                         f'stroke="#ccc"/>')
        for j in range(n + 1):
            parts.append(f'<line x1="{pad + j * cell}" y1="{pad}" x2="{pad + j * cell}" y2="{pad + m * cell}" '
                         f'stroke="#ccc"/>')
        if solution is not None:
            pts = " ".join(f"{pad + j * cell + cell / 2},{pad + i * cell + cell / 2}" for i, j in self.loop_cells(solution))
            parts.append(f'<polygon points="{pts}" fill="none" stroke="#1a56db" stroke-width="{max(2, cell // 8)}" '
                         f'stroke-linejoin="round"/>')
        for i, row in enumerate(self.rows):
            for j, ch in enumerate(row):
                if ch != ".":
                    fill = "black" if ch == BLACK else "white"
                    parts.append(f'<circle cx="{pad + j * cell + cell / 2}" cy="{pad + i * cell + cell / 2}" '
                                 f'r="{cell * 0.32:.1f}" fill="{fill}" stroke="black" stroke-width="1.5"/>')
        parts.append("</svg>")
        return "\n".join(parts)

    # ----------------------------------------------------------------- making
    draws = 5_000
    """Loops drawn at most: without a symmetry about 99 loops in 100 on a 10×10 grid allow a
    second loop even with every circle they allow."""

    @classmethod
    def maker(cls, m: int, n: int, rng, symmetry: str = "none", uniform_solution=None,
              expired=lambda: False) -> Made:
        """A loop through the cells' centres (uniformly from the blank grid's loops up to
        :data:`UNIFORM_CELLS` cells, else a random tree of corridors' boundary; with a symmetry,
        a symmetric one grown from the centre, so that its circles are symmetric) and every
        circle it allows (:meth:`from_loop`), each removable."""
        cls.fits(m, n, f"{m}x{n}")  # (before anything of the grid's size is made)
        if m < 2 or n < 2:
            raise InputError(f"a masyu's loop needs at least 2x2 cells, not {m}x{n}", source=f"{m}x{n}")
        if symmetry != "none":
            loop = random_loop(m, n, rng, thin=True, symmetry=symmetry, expired=expired)
            how = f"a random symmetric ({symmetry}) tree of corridors' boundary"
        elif m * n <= UNIFORM_CELLS:
            blank = cls(["." * n] * m)
            loop, how = list(blank.loop_cells(uniform_solution(blank, rng))), "uniform (zdd of the blank grid's loops)"
        else:
            loop, how = random_loop(m, n, rng, thin=True, expired=expired), "a random tree of corridors' boundary"
        full = cls.from_loop(m, n, loop)
        cells = [["-" if ch == "." else ch for ch in row] for row in full.rows]
        circles = [(i, j) for i in range(m) for j in range(n) if full.rows[i][j] != "."]
        return Made(cells, circles, answer=[list(c) for c in loop], how=how, built=full)

    @classmethod
    def made(cls, cells: Sequence[Sequence[str]], drawn: Made) -> "Masyu":
        return cls(["".join("." if t == "-" else t for t in row) for row in cells])

    @classmethod
    def optional_clues(cls, drawn: Made) -> tuple[Model, list[int], dict[tuple[int, int], int]]:
        """The model of the puzzle with every circle in which each removable circle can be taken
        away: a primary item per circle (``o`` and the cell's name) that every option of the
        circle's cell covers, beside the blank cell's options without it. Keeping the item keeps
        the circle; dropping it (and its options) leaves the cell blank. Its options 0.. are the
        full puzzle's, in their order."""
        full = drawn.built or cls.made(drawn.cells, drawn)
        blank = cls(["." * full.n] * full.m)
        src = full.model
        model = Model()
        circles = [c for c in drawn.removable if full.rows[c[0]][c[1]] != "."]
        model.add_items([src.names[k] for k in src.primary_ids])
        first = model.add_items([f"o{full.cell(i, j)}" for i, j in circles])[0] if circles else 0
        model.add_items([src.names[k] for k in src.secondary_ids], primary=False)
        item = {c: first + k for k, c in enumerate(circles)}
        circle_of = {full.cell(i, j): f"o{full.cell(i, j)}" for i, j in circles}
        for o in range(src.n_options):
            tokens = src.option_tokens(o)
            extra = circle_of.get(tokens[0])
            model.add_option(tokens + [extra] if extra else tokens)
        for o in range(blank.model.n_options):
            tokens = blank.model.option_tokens(o)
            if tokens[0] in circle_of:
                model.add_option(tokens)
        for sc in src.side_constraints:  # (the single loop, on the same edges by name)
            model.add_constraint(sc.copy_to(model))
        loop = [tuple(c) for c in drawn.answer]
        ids = src.index
        on = {ids[full.edge(loop[t], loop[(t + 1) % len(loop)])] for t in range(len(loop))}
        return model, options_on(src, on), item

