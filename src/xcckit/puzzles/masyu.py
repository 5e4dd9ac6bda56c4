"""Masyu: one loop through the centres of cells, passing through every circle.

At a black circle the loop turns, and goes straight on for one more cell on both sides; at a white
circle it goes straight through, and turns in the cell before or the cell after (or both).

``masyu PUZZLE``: rows of ``.`` (empty), ``w`` or ``o`` (white), ``b`` or ``x`` (black); or MASYU-DLX's
``0`` (white) and ``1`` (black); or janko.at's ``1`` (white), ``2`` (black) and ``-`` (empty), cells
separated by blanks or not. ``1`` is read as MASYU-DLX's black beside ``.`` or ``0``, as janko.at's
white beside ``-`` or ``2``; beside neither or both it is an error (never a guess). A first line
``R C`` may give the size. ``-`` for standard input; a puzz.link URL
(``https://puzz.link/p?mashu/W/H/BODY``); a bundled puzzle by name; any size that fits in memory.

A :class:`~.genre.Genre`: its answer is the loop's cells in order and, beside them, its ``grid`` as
the sites write it (:meth:`Masyu.grid`: each cell the sides the loop leaves it by, ``-`` off it),
which the rules checker reads as well as the loop; ``xcc solve`` draws the loop. It reads its own
notations above (and so overrides the genres' reading of ``R C`` and rows), and makes puzzles
from a loop with every circle it allows (:meth:`Masyu.maker`, whose answer is the loop's cells).

The model (:class:`MasyuLines`, the loop genres' :class:`~.loopgenre.LoopLines`; its own, not
MASYU-DLX's): a primary item per cell (``ij``, Knuth's base-62 digits; once a side passes 62, its
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
from .kit.grid import BACK, SIDES, Cell, where
from .kit.genre import Genre
from .kit.loopgenre import LoopLines, cell_loop_edges, drawn_ways
from .kit.rules import loop_of_ways, loop_through
from .kit.loops import UNIFORM_CELLS, options_on, random_loop
from .kit.makers import Made
from . import (blank_grid, grid_cells, grid_puzzle_arg, index_name, is_url, need_text, puzz_link, read_grid_puzzle,
               svg_open)

WHITE, BLACK = "w", "b"
READ = {".": ".", "-": ".", "w": WHITE, "o": WHITE, "0": WHITE, "b": BLACK, "x": BLACK, "2": BLACK}
"""Cells read: '.' or '-' empty; white 'w', 'o' or '0' (MASYU-DLX's); black 'b', 'x' or '2' (janko.at's);
and '1', black in MASYU-DLX's notation, white in janko.at's (:meth:`Masyu.from_text`)."""
DLX_MARKS, JANKO_MARKS = {".", "0"}, {"-", "2"}
ENTRIES_PER_CELL = 40
"""About how many entries a masyu's model has per cell (35 on a blank grid)."""
STEPS = {"N": (-1, 0), "S": (1, 0), "W": (0, -1), "E": (0, 1)}
PAIRS = ("NS", "WE", "NW", "NE", "SW", "SE")  # the ways through a cell: straight, then the turns


class MasyuLines(LoopLines):
    """:class:`~.loopgenre.LoopLines` on every cell of a masyu, with masyu's names and orders:
    the cells named with Knuth's digits (:meth:`Masyu.cell`), the edges by their places in the
    doubled grid, cell by cell (right, then below), each option's edges north, south, west,
    east, the colours interned where an option first uses them, and a single loop over no edges
    on a 1×1 grid."""

    no_loop_item = False

    def __init__(self, puzzle: "Masyu") -> None:
        self.puzzle = puzzle
        super().__init__(puzzle.m, puzzle.n, {(i, j) for i in range(puzzle.m) for j in range(puzzle.n)})

    def item(self, c: Cell) -> str:
        """The cell's item (:meth:`Masyu.cell`)."""
        return self.puzzle.cell(*c)

    @staticmethod
    def edge(a: Cell, b: Cell) -> str:
        """The edge between neighbouring cells: its place in the doubled grid, ``x.y``."""
        return f"{a[0] + b[0] + 1}.{a[1] + b[1] + 1}"  # doubled coordinates: cells at odd places

    def edges(self) -> list[tuple[str, Cell, Cell]]:
        """The edges cell by cell, each cell's right one, then the one below."""
        m, n = self.m, self.n
        return [(self.edge((i, j), nb), (i, j), nb) for i in range(m) for j in range(n)
                for nb in ((i, j + 1), (i + 1, j)) if nb[0] < m and nb[1] < n]

    def neighbours(self, c: Cell) -> list[tuple[str, Cell]]:
        """(North, south, west, east.)"""
        out = []
        for d, (di, dj) in STEPS.items():
            nb = (c[0] + di, c[1] + dj)
            if 0 <= nb[0] < self.m and 0 <= nb[1] < self.n:
                out.append((d.lower(), nb))
        return out

    def colour_ids(self, model: Model) -> tuple[int, int]:
        """(Interned in the order the options first use them, as a model read from its text.)"""
        used: list[str] = []
        for c, sides, extra in self.options:
            for colour in [str(int(d in sides)) for d, _ in self.sides[c]] + [t.partition(":")[2] for t in extra]:
                if colour not in used:
                    used.append(colour)
            if len(used) == 2:
                break
        ids = {colour: model.colour_id(colour) for colour in used}
        return ids.get("0", 0), ids.get("1", 0)


class Masyu(Genre):
    """``Masyu(rows)``: rows of '.', 'w' (white circle) and 'b' (black circle), each a string of
    its cells or a list of cell strings (``-`` or ``.`` empty, ``w``, ``b``)."""

    kind = "masyu"
    url_names = ("mashu", "masyu", "pearl")
    draws_partial = True
    cell_tokens = {"-": None, ".": None, WHITE: WHITE, BLACK: BLACK}
    cell_words = "a cell is '-' or '.' (empty), 'w' (white) or 'b' (black)"

    def __init__(self, rows: Sequence[str] | Sequence[Sequence[str]], rooms: None = None, extra: Sequence[int] = ()) -> None:
        if isinstance(rows, str):
            raise TypeError("Masyu(rows): expected a list of rows such as ['w.', '.b'], not one string")
        if rooms is not None or len(extra):  # (Genre's arguments: a masyu has neither)
            raise InputError("a masyu has no rooms and no numbers beside its cells", source=self.kind)
        self.rows = [self._row(r) if isinstance(r, (list, tuple)) else str(r) for r in rows]
        self.m = len(self.rows)
        self.n = len(self.rows[0]) if self.rows else 0
        if not self.m or not self.n or any(len(r) != self.n for r in self.rows):
            raise InputError("a masyu is m rows of n cells")
        if any(ch not in (".", WHITE, BLACK) for r in self.rows for ch in r):
            raise InputError("cells are '.', 'w' (white) or 'b' (black)")
        self.fits(self.m, self.n)
        self.wide = max(self.m, self.n) > 62
        self.room, self.extra = None, []
        self.clue = {(i, j): ch for i, r in enumerate(self.rows) for j, ch in enumerate(r) if ch != "."}
        self.model = self._built()

    @classmethod
    def _row(cls, tokens: Sequence[str]) -> str:
        """A row given as cell strings, as a string of '.', 'w' and 'b'."""
        out = []
        for tok in tokens:
            try:
                out.append(cls.read_cell(str(tok)) or ".")
            except ValueError as err:
                raise InputError(f"{str(tok)!r}: {err}") from None
        return "".join(out)

    @property
    def cells(self) -> list[list[str]]:
        """The rows of cell strings, as a maker draws them: ``-`` empty, ``w``, ``b``."""
        return [["-" if ch == "." else ch for ch in row] for row in self.rows]

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

    def build(self) -> Model:
        """The model (:class:`MasyuLines`): each cell's options (:meth:`_options`), the single loop."""
        lines = self.lines = MasyuLines(self)
        for i in range(self.m):
            for j in range(self.n):
                for way, extra in self._options(i, j):
                    lines.way((i, j), way.lower(), extra)
        model, self.loop = lines.loop_model()
        return model

    @property
    def ways(self) -> list[tuple[Cell, str]]:
        """Each option's cell and the loop's way through it (``NS``, ``WE``, ``NW``…; "" none), by
        option."""
        chosen = self.lines.chosen
        return [(chosen[o][0], chosen[o][1].upper()) for o in range(self.model.n_options)]

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
        """The puzzle of a puzz.link URL ``…?mashu/W/H/BODY`` (:meth:`decode`); a URL that is no
        string is a TypeError saying a URL is a str, as the classic kinds say it."""
        w, h, rest = puzz_link(url, cls.kind, cls.url_names)
        return cls(cls.decode(h, w, rest)[0])

    @classmethod
    def decode(cls, rows: int, cols: int, body: list[str]) -> tuple[list[list[str]], None]:
        """The cells of a URL's body: each character (base 27) holds three cells in base 3 (0
        none, 1 white, 2 black), row by row."""
        w, h, body = cols, rows, body[0]
        if len(body) < (w * h + 2) // 3:
            raise InputError(f"URL body '{shorten(body, 40)}': {len(body)} characters, where the {w}×{h} grid needs "
                             f"{(w * h + 2) // 3} (the URL is cut short)", source="URL")
        cls.fits(h, w, "URL")
        cells = ["-"] * (w * h)
        for k, ch in enumerate(body[:(w * h + 2) // 3]):
            v = int(ch, 36) if ch.isalnum() and ch.isascii() else 99
            if v >= 27:
                raise InputError(f"URL body '{body}': illegal character '{ch}' at position {k + 1}", source="URL")
            for t, weight in enumerate((9, 3, 1)):
                c = 3 * k + t
                if c < w * h:
                    cells[c] = "-wb"[(v // weight) % 3]
        return [cells[r * w:(r + 1) * w] for r in range(h)], None

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
        ``url``: the puzz.link URL (``…?mashu/W/H/BODY``, :meth:`encode`)."""
        notation = self._notation(notation)
        if notation == "url":
            return self.to_url() + "\n"
        if notation == "janko":
            return "".join(" ".join({".": "-", WHITE: "1", BLACK: "2"}[ch] for ch in row) + "\n" for row in self.rows)
        if notation == "dlx":
            return "".join(row.replace(WHITE, "0").replace(BLACK, "1") + "\n" for row in self.rows)
        return "".join(row + "\n" for row in self.rows)

    def encode(self) -> str:
        """The URL's body (:meth:`decode` reads it back): three cells to a character, in base 3
        (0 none, 1 white, 2 black)."""
        cells = [".wb".index(ch) for row in self.rows for ch in row]
        cells += [0] * (-len(cells) % 3)
        return "".join("0123456789abcdefghijklmnopq"[9 * a + 3 * b + c]
                       for a, b, c in zip(cells[::3], cells[1::3], cells[2::3]))

    # ---------------------------------------------------------------- output
    def loop_cells(self, solution: Sequence[int]) -> list[tuple[int, int]]:
        """The cells of the loop in order from its least cell, first not repeated."""
        return self.loop.cycle(self.loop.on_edges(self.model, solution))

    def answer(self, solution: Sequence[int]) -> dict:
        """The loop's cells in order, and beside them its ``grid`` (:meth:`grid`)."""
        loop = self.loop_cells(solution)
        return {"loop": [[i, j] for i, j in loop], "grid": self.loop_grid(loop)}

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        """The answer's rows as the sites and puzzlekit write a masyu's answer: each cell the
        sides the loop leaves it by (``ns``, ``se``, ...), ``-`` a cell off the loop."""
        return self.loop_grid(self.loop_cells(solution))

    def loop_grid(self, loop: Sequence[Cell]) -> list[list[str]]:
        """The answer's rows of the loop given as its cells in order (pairs: the maker's answer
        too)."""
        ways = cell_loop_edges([(c[0], c[1]) for c in loop])
        return [[ways.get((i, j), "-") for j in range(self.n)] for i in range(self.m)]

    def verify(self, answer) -> str | None:
        """The rules, on an answer ``{"loop": cells in order}`` (or the cells alone), or on its
        ``grid`` (:meth:`grid`; or a dict holding one and no loop): one closed loop through the
        centres of neighbouring cells, each at most once, through every circle; on a black circle
        it turns and goes straight on through the next cell on both sides; on a white one it goes
        straight and turns in the cell before or the cell after it."""
        if self._is_grid(answer):
            cells = self._grid_loop(answer)
            if isinstance(cells, str):
                return cells
        else:
            cells = answer.get("loop") if isinstance(answer, dict) else answer
            why = loop_through(cells, self.m, self.n, "cell")
            if why:
                return why
        return self._circles([tuple(p) for p in cells])

    @staticmethod
    def _is_grid(answer) -> bool:
        """Whether an answer given to :meth:`verify` is a grid of cell strings (or a dict holding
        one and no loop), not a loop's cells."""
        if isinstance(answer, dict):
            return "loop" not in answer
        return isinstance(answer, (list, tuple)) and any(
            isinstance(t, str) for row in answer if isinstance(row, (list, tuple)) for t in row)

    def _grid_loop(self, answer) -> list[Cell] | str:
        """The cells in order of the loop an answer's grid draws (from its first cell in reading
        order), or what is wrong with the grid, in words (a ValueError where it is no grid)."""
        ways = drawn_ways(self.answer_grid(answer))
        if isinstance(ways, str):
            return ways
        why = loop_of_ways(self.m, self.n, ways)
        if why:
            return why
        start = min(ways)
        loop, back = [start], ""
        while True:  # (each cell left by the side it was not entered by)
            d = next(x for x in ways[loop[-1]] if x != back)
            di, dj = SIDES[d]
            nb = (loop[-1][0] + di, loop[-1][1] + dj)
            if nb == start:
                return loop
            loop.append(nb)
            back = BACK[d]

    def _circles(self, pts: list[Cell]) -> str | None:
        """The circle the loop ``pts`` (one loop, its cells in order) breaks the rule of, in
        words, or None."""
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
        chosen = self.lines.chosen
        way = {chosen[o][0]: chosen[o][1].upper() for o in (solution or ())}
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
        :data:`UNIFORM_CELLS` cells where xcckit.making hands a ``uniform_solution``, else a
        random tree of corridors' boundary; with a symmetry, a symmetric one grown from the
        centre, so that its circles are symmetric) and every circle it allows (:meth:`from_loop`),
        each removable. Its answer is the loop's cells in order."""
        cls.fits(m, n, f"{m}x{n}")  # (before anything of the grid's size is made)
        if m < 2 or n < 2:
            raise InputError(f"a masyu's loop needs at least 2x2 cells, not {m}x{n}", source=f"{m}x{n}")
        if symmetry != "none":
            loop = random_loop(m, n, rng, thin=True, symmetry=symmetry, expired=expired)
            how = f"a random symmetric ({symmetry}) tree of corridors' boundary"
        elif m * n <= UNIFORM_CELLS and uniform_solution is not None:
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

