"""Slitherlink, a genre the puzzle sites publish (:class:`~.genre.Genre`): Knuth's
slitherlink-dlx model plus a single-loop side constraint.

Input: m lines of n characters from ``.01234`` (a text file, or ``-``); or cells separated by
blanks with ``-`` for an empty cell, as janko.at writes them; a first line ``R C`` may give the
size; or a puzz.link URL (``https://puzz.link/p?slither/W/H/BODY``). Any size that fits in
memory is read.

Answers: the loop's dots in order (``"loop"``) and, beside them, the sites' answer grid
(``"grid"``, :meth:`Slitherlink.grid`): ``x`` a cell inside the loop, ``-`` one outside. The
rules checker takes either (:meth:`Slitherlink.verify`). The text output draws the loop.

The model is exactly slitherlink-dlx's (see ``docs/knuth-formats.md`` §3 of the shared docs):
a primary item per dot (vertex) and per clue cell, a secondary item per edge coloured 0 or 1;
a dot's options say which two of its edges are on (or none); a clue cell's options list the
edge patterns with that many edges on. The XCC alone admits unions of several loops; the
single-loop side constraint (a generic one, on the graph of dots and edges) keeps exactly one
non-empty loop. Knuth's DLX2-LOOP also counts the empty edge set; xcckit does not.

Names: position (x, y) (dot (i, j) at (2i, 2j), cell (i, j) at (2i+1, 2j+1), an edge at the
midpoint of its dots) is named enc(x) enc(y) with Knuth's base-62 digits while 2m and 2n are
below 62 (puzzles up to 30×30, exactly as slitherlink-dlx). Larger grids, where the digits run
out, use decimal ``x.y`` (for example ``61.120``): unique, readable, and within 8 characters up
to 999×999 dots (and longer beyond).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cached_property

import numpy as np

from .. import memory
from ..errors import InputError, shorten
from ..model import Model
from .kit.grid import Cell, where
from .kit.genre import Genre
from .kit.rules import loop_through
from .kit.loops import UNIFORM_CELLS, loop_edges, options_on, random_loop
from .kit.makers import Made
from . import (DIGITS, blank_grid, grid_puzzle_arg, grid_rows, index_name, is_url, need_text, puzz_link,
               read_grid_puzzle, svg_letter, svg_open)
from .kit import pzpr

N, W, E, S = 8, 4, 2, 1
DOT_PATTERNS = (12, 10, 5, 3, 9, 6, 0)
CLUE_PATTERNS = ((0,), (1, 2, 4, 8), (3, 5, 6, 9, 10, 12), (7, 11, 13, 14), (15,))
ENTRIES_PER_DOT = 40
"""About how many entries a slitherlink's model has per dot (35 on a blank grid)."""


def _rows_of_strings(answer) -> bool:
    """Whether ``answer`` is rows of cell strings (an answer grid), not a loop's dots."""
    return (isinstance(answer, (list, tuple)) and bool(answer)
            and all(isinstance(r, (list, tuple)) and all(isinstance(t, str) for t in r) for r in answer))


class Slitherlink(Genre):
    """``Slitherlink(clues)``: m rows of n characters, each '.' or a clue 0-4, or, as every genre
    takes its cells, m rows of n tokens, each '-' (or '.') or a clue 0-4 (or
    ``Slitherlink.from_text(text)``, ``Slitherlink.from_url(url)``)."""

    kind = "slitherlink"
    url_names = ("slither", "slitherlink")
    cell_tokens = {"-": None, ".": None}
    least, most = 0, 4
    cell_words = "a cell is '-' (or '.') or a clue 0 to 4"

    def __init__(self, clues: Sequence[str] | Sequence[Sequence[str]]) -> None:
        if isinstance(clues, str):
            raise TypeError(f"Slitherlink(clues): expected a list of rows such as ['3.', '.2'], not one "
                            f"string {shorten(clues, 40)!r} (Slitherlink.from_args reads a file)")
        self.clues = [self._row(k, row) for k, row in enumerate(clues)]
        self.m = m = len(self.clues)
        self.n = n = len(self.clues[0]) if m else 0
        if not m or not n or any(len(r) != n for r in self.clues):
            raise InputError("a slitherlink needs m rows of n cells (m, n at least 1)")
        if any(ch not in ".01234" for r in self.clues for ch in r):
            raise InputError("clues are '.' or a digit 0 to 4")
        self.fits(m, n)
        self.room, self.extra = None, []  # (what every genre has: no rooms, no numbers after 'R C')
        self.model = self._built()

    @cached_property
    def cells(self) -> list[list[str]]:
        """The clues in the notation's tokens, as every genre has them: ``-`` an empty cell
        (made when asked: a blank 1000×1000 grid has a million)."""
        return [["-" if ch == "." else ch for ch in row] for row in self.clues]

    @cached_property
    def clue(self) -> dict[Cell, int]:
        """The clues by cell, as every genre has them."""
        return {(i, j): int(ch) for i, row in enumerate(self.clues) for j, ch in enumerate(row) if ch != "."}

    @staticmethod
    def _row(k: int, row) -> str:
        """Row ``k`` of the clues as a string of '.' and digits: a string as it is, a list of
        tokens ('-' an empty cell) joined; a TypeError for anything else."""
        if isinstance(row, str):
            return row
        if isinstance(row, (list, tuple)) and all(isinstance(t, str) for t in row):
            if any(len(t) != 1 for t in row):
                raise InputError("clues are '.' or a digit 0 to 4")
            return "".join("." if t == "-" else t for t in row)
        raise TypeError(f"Slitherlink(clues): row {k} is {type(row).__name__} {row!r}, not a string")

    @staticmethod
    def fits(m: int, n: int, source: str | None = None) -> None:
        """Refuse an m×n slitherlink whose model cannot fit in memory (an InputError)."""
        memory.require_model(ENTRIES_PER_DOT * (m + 1) * (n + 1), f"a {m}×{n} slitherlink", source)

    # ----------------------------------------------------------------- model
    def name(self, x: int, y: int) -> str:
        return index_name(x, y, wide=not self.small)

    def build(self) -> Model:
        """The model, built with numpy: options dot by dot in DOT_PATTERNS order, then clue
        cell by clue cell in CLUE_PATTERNS order, exactly as slitherlink-dlx lists them."""
        m, n = self.m, self.n
        self.small = 2 * max(m, n) < len(DIGITS)
        name = self.name
        model = Model()
        model.add_items([name(2 * i, 2 * j) for i in range(m + 1) for j in range(n + 1)])
        clue_cells = [(i, j, int(self.clues[i][j])) for i in range(m) for j in range(n)
                      if self.clues[i][j] != "."]
        model.add_items([name(2 * i + 1, 2 * j + 1) for i, j, _ in clue_cells])
        self.edge_pos = [(x, y) for x in range(2 * m + 1) for y in range(2 * n + 1) if (x + y) % 2]
        first_edge = model.add_items([name(x, y) for x, y in self.edge_pos], primary=False)[0]
        # edge id of position (x, y), -1 off the grid (the array is padded by one all round)
        edge = np.full((2 * m + 3, 2 * n + 3), -1, dtype=np.int64)
        xs, ys = np.array(self.edge_pos, dtype=np.int64).reshape(-1, 2).T
        edge[xs + 1, ys + 1] = np.arange(first_edge, first_edge + len(self.edge_pos))
        off, on = model.colour_id("0"), model.colour_id("1")

        dx, dy = np.meshgrid(np.arange(0, 2 * m + 1, 2), np.arange(0, 2 * n + 1, 2), indexing="ij")
        dx, dy = dx.ravel() + 1, dy.ravel() + 1
        # neighbours in the order N, W, E, S, with their pattern bits
        dot_edges = np.stack([edge[dx - 1, dy], edge[dx, dy - 1], edge[dx, dy + 1], edge[dx + 1, dy]], axis=1)
        dots = np.arange((m + 1) * (n + 1), dtype=np.int64)
        rows_d = self._rows(dots, dot_edges, [DOT_PATTERNS] * len(dots), on, off)
        if clue_cells:
            ci = np.array([(2 * i + 2, 2 * j + 2, d) for i, j, d in clue_cells], dtype=np.int64)
            cx, cy, digits = ci[:, 0], ci[:, 1], ci[:, 2].tolist()
            cell_edges = np.stack([edge[cx - 1, cy], edge[cx, cy - 1], edge[cx, cy + 1], edge[cx + 1, cy]], axis=1)
            cells = np.arange(len(dots), len(dots) + len(clue_cells), dtype=np.int64)
            rows_c = self._rows(cells, cell_edges, [CLUE_PATTERNS[d] for d in digits], on, off)
            rows = [np.concatenate([a, b]) for a, b in zip(rows_d, rows_c)]
        else:
            rows = rows_d
        items, colours, present = rows
        lengths = present.sum(axis=1)
        model.add_options_flat(np.concatenate([[0], np.cumsum(lengths)]), items[present], colours[present])
        self.loop = model.add_single_loop(
            (name(x, y), ((x - 1) // 2, y // 2) if x % 2 else (x // 2, (y - 1) // 2),
             ((x + 1) // 2, y // 2) if x % 2 else (x // 2, (y + 1) // 2))
            for x, y in self.edge_pos)
        # sweeps: the dots by rows (by columns), each clue cell right after its last corner dot,
        # when the dots have decided its four edges (it then adds nothing to the frontier)
        where = [(2 * i, 2 * j, 0) for i in range(m + 1) for j in range(n + 1)]
        where += [(2 * i + 2, 2 * j + 2, 1) for i, j, _ in clue_cells]
        model.hints.sweeps = {"rows": sorted(range(len(where)), key=lambda k: where[k]),
                        "columns": sorted(range(len(where)), key=lambda k: (where[k][1], where[k][0], where[k][2]))}
        return model

    @staticmethod
    def _rows(owners: np.ndarray, edges: np.ndarray, patterns: Sequence[Sequence[int]], on: int, off: int
              ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """The options of primary items ``owners`` (one per row of ``edges``: N, W, E, S edge ids,
        -1 for none), one per pattern of its list whose edges all exist, owner by owner: as
        (items, colours, present) arrays of shape (options, 5), ``present`` marking real entries."""
        width = max(len(p) for p in patterns)
        pat = np.array([list(p) + [-1] * (width - len(p)) for p in patterns], dtype=np.int64)  # (k, width)
        bits = np.array([N, W, E, S], dtype=np.int64)
        exists = edges >= 0                                                    # (k, 4)
        allowed = (exists * bits).sum(axis=1)                                  # (k,)
        valid = (pat >= 0) & ((pat & ~allowed[:, None]) == 0)                  # (k, width)
        k_idx, p_idx = np.nonzero(valid)                                       # row-major: owner, then pattern
        chosen = pat[k_idx, p_idx]
        items = np.concatenate([owners[k_idx][:, None], edges[k_idx]], axis=1)
        on_bits = (chosen[:, None] & bits) != 0
        colours = np.concatenate([np.zeros((len(k_idx), 1), dtype=np.int64), np.where(on_bits, on, off)], axis=1)
        present = np.concatenate([np.ones((len(k_idx), 1), dtype=bool), exists[k_idx]], axis=1)
        return items, colours, present

    # ----------------------------------------------------------------- input
    @classmethod
    def from_text(cls, text: str, source: str | None = None) -> "Slitherlink":
        """Parse slitherlink-dlx's input: m lines of n characters from ``.01234``."""
        need_text(text, "Slitherlink.from_text(text)")
        if is_url(text.strip()):  # a file holding a puzz.link URL (xcc export --format url)
            return cls.from_url(text.strip())
        rows = [row.replace("-", ".") for row in grid_rows(
            text, source, ".-01234", "expected '.' or '-' empty, or a digit 0-4",
            "empty puzzle: expected rows of '.' and digits 0-4")]
        try:
            return cls(rows)
        except InputError as err:
            raise err.located(source or "puzzle") from None

    @classmethod
    def from_url(cls, url: str) -> "Slitherlink":
        """Decode a puzz.link / pzv.jp URL: ``…?slither/W/H/BODY``."""
        w, h, rest = puzz_link(url, "slitherlink", cls.url_names)
        cells, _ = cls.decode(h, w, rest)
        return cls(cells)

    @classmethod
    def decode(cls, rows: int, cols: int, body: list[str]) -> tuple[list[list[str]], None]:
        """The cells of a URL's body (its parts joined): pzprjs's four-valued clues, a clue of
        unknown value read as none; the body's length is checked before anything of the grid's
        size is made."""
        w, h, body = cols, rows, "/".join(body)
        if w * h > 21 * len(body):  # (a character stands for at most 21 cells)
            raise InputError(f"URL body '{shorten(body, 40)}': {len(body)} characters cannot describe the {w}×{h} "
                             f"grid's {w * h:,} cells (the URL is cut short)", source="URL")
        cls.fits(h, w, "URL")
        clues, rest = pzpr.read_four(body, w * h)
        if rest:
            raise InputError(f"URL body '{shorten(body, 40)}': characters left over after the {w}×{h} grid ('{rest}')",
                             source="URL")
        cells = ["-" if v is None or v == pzpr.UNKNOWN else str(v) for v in clues]  # (a clue of unknown value: none)
        return [cells[r * w:(r + 1) * w] for r in range(h)], None

    @classmethod
    def from_args(cls, args: Sequence[str]) -> "Slitherlink":
        arg = grid_puzzle_arg(args, cls)
        size = blank_grid(arg, "12x12")
        if size is not None:
            m, n = size
            cls.fits(m, n, arg)
            return cls(["." * n] * m)
        return read_grid_puzzle(cls, arg)

    notations = ("text", "janko", "url")

    def to_text(self, notation: str | None = None) -> str:
        """``text``: slitherlink-dlx's rows of '.' and digits; ``janko``: cells separated by
        blanks, '-' empty, as janko.at writes them; ``url``: the puzz.link URL (:meth:`to_url`)."""
        notation = self._notation(notation)
        if notation == "url":
            return self.to_url() + "\n"
        if notation == "janko":
            return "".join(" ".join("-" if ch == "." else ch for ch in row) + "\n" for row in self.clues)
        return "".join(row + "\n" for row in self.clues)

    def encode(self) -> str:
        """The body of the puzz.link URL (``…?slither/W/H/BODY``, :meth:`Genre.to_url`) that
        :meth:`from_url` reads back: a clue with the empty cells after it (0-2) in one character,
        runs of 1-20 empty cells in one."""
        cells = "".join(self.clues)
        body, c = [], 0
        while c < len(cells):
            if cells[c] != ".":
                gap = 0
                while gap < 2 and c + 1 + gap < len(cells) and cells[c + 1 + gap] == ".":
                    gap += 1
                body.append("0123456789abcde"[int(cells[c]) + 5 * gap])
                c += 1 + gap
            else:
                run = 1
                while run < 20 and c + run < len(cells) and cells[c + run] == ".":
                    run += 1
                body.append("0123456789abcdefghijklmnopqrstuvwxyz"[15 + run])
                c += run
        return "".join(body)

    # ---------------------------------------------------------------- output
    def comments(self) -> list[str]:
        return ["slitherlink-dlx:"] + self.clues

    def on_positions(self, solution: Sequence[int]) -> set[tuple[int, int]]:
        return {self.edge_pos[e] for e in self.loop.on_edges(self.model, solution)}

    def loop_dots(self, solution: Sequence[int]) -> list[tuple[int, int]]:
        """The dots of the loop in order from its least dot, first not repeated."""
        return self.loop.cycle(self.loop.on_edges(self.model, solution))

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        """The answer's grid as the sites write a slitherlink's: ``x`` a cell inside the loop,
        ``-`` one outside."""
        on = self.on_positions(solution)
        inside = []
        for i in range(self.m):
            row, crossed = [], 0
            for j in range(self.n):
                crossed ^= (2 * i + 1, 2 * j) in on  # (the side to its left: crossed once more)
                row.append("x" if crossed else "-")
            inside.append(row)
        return inside

    def answer(self, solution: Sequence[int]) -> dict:
        """The loop's dots in order, and beside them its ``grid`` (:meth:`grid`)."""
        return {"loop": [[r, c] for r, c in self.loop_dots(solution)], "grid": self.grid(solution)}

    def verify(self, answer) -> str | None:
        """The rules, on an answer ``{"loop": dots in order}`` (or the dots alone) or on the
        sites' answer grid (``{"grid": rows}`` or the rows alone: ``x`` a cell inside the loop,
        ``-`` one outside; a ValueError where it is no grid of this puzzle's size): one closed
        loop along the grid's edges, through each dot at most once, and each clue the number of
        its cell's sides that the loop takes."""
        if (isinstance(answer, dict) and "loop" not in answer and "grid" in answer) or _rows_of_strings(answer):
            dots = self.loop_round(self.answer_grid(answer))
            if isinstance(dots, str):
                return dots
        else:
            dots = answer.get("loop") if isinstance(answer, dict) else answer
        why = loop_through(dots, self.m + 1, self.n + 1, "dot")
        if why:
            return why
        pts = [tuple(p) for p in dots]
        sides = {frozenset((a, b)) for a, b in zip(pts, pts[1:] + pts[:1])}
        for i, row in enumerate(self.clues):
            for j, ch in enumerate(row):
                if ch == ".":
                    continue
                around = [((i, j), (i, j + 1)), ((i + 1, j), (i + 1, j + 1)), ((i, j), (i + 1, j)),
                          ((i, j + 1), (i + 1, j + 1))]
                k = sum(frozenset(s) in sides for s in around)
                if k != int(ch):
                    return f"the clue {ch} at {where((i, j))} has {k} of its sides on the loop"
        return None

    def loop_round(self, grid: list[list[str]]) -> list[tuple[int, int]] | str:
        """The dots of the loop round the cells an answer grid marks ``x`` (inside), in order from
        the least dot, or why those cells have no one loop round them (in words)."""
        for i, row in enumerate(grid):
            for j, t in enumerate(row):
                if t not in ("x", "-"):
                    return f"{where((i, j))} is '{t}': a cell is x (inside the loop) or - (outside)"
        inside = {(i, j) for i, row in enumerate(grid) for j, t in enumerate(row) if t == "x"}
        if not inside:
            return "no cell is inside the loop: there is no loop"
        ends: dict[tuple[int, int], list[tuple[int, int]]] = {}
        for i, j in sorted(inside):  # (each side between a cell inside and one outside, or off the grid)
            for (a, b), other in ((((i, j), (i, j + 1)), (i - 1, j)), (((i + 1, j), (i + 1, j + 1)), (i + 1, j)),
                                  (((i, j), (i + 1, j)), (i, j - 1)), (((i, j + 1), (i + 1, j + 1)), (i, j + 1))):
                if other not in inside:
                    ends.setdefault(a, []).append(b)
                    ends.setdefault(b, []).append(a)
        for dot in sorted(ends):
            if len(ends[dot]) > 2:
                return f"the loop passes dot {list(dot)} twice"
        pieces: list[list[tuple[int, int]]] = []
        seen: set[tuple[int, int]] = set()
        for start in sorted(ends):  # (each dot has two ends: the sides make loops)
            if start in seen:
                continue
            piece, before, here = [start], None, start
            while True:
                here, before = next(d for d in ends[here] if d != before), here
                if here == start:
                    break
                piece.append(here)
            seen.update(piece)
            pieces.append(piece)
        if len(pieces) > 1:
            return (f"the cells inside have {len(pieces)} loops round them, not one (through dot {list(pieces[0][0])} "
                    f"and dot {list(pieces[1][0])})")
        return pieces[0]

    def render(self, solution: Sequence[int] | None = None) -> str:
        """The grid with its clues and the loop in box-drawing characters."""
        on = self.on_positions(solution) if solution is not None else set()
        corner = {(0, 0, 0, 0): "·", (1, 1, 0, 0): "│", (0, 0, 1, 1): "─", (0, 1, 0, 1): "┌",
                  (0, 1, 1, 0): "┐", (1, 0, 0, 1): "└", (1, 0, 1, 0): "┘"}
        lines = []
        for i in range(self.m + 1):
            x = 2 * i
            row = []
            for j in range(self.n + 1):
                y = 2 * j
                key = tuple(int(p in on) for p in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)))
                row.append(corner.get(key, "+"))
                if j < self.n:
                    row.append("───" if (x, y + 1) in on else "   ")
            lines.append("".join(row).rstrip())
            if i < self.m:
                row = []
                for j in range(self.n + 1):
                    row.append("│" if (x + 1, 2 * j) in on else " ")
                    if j < self.n:
                        clue = self.clues[i][j]
                        row.append(f" {clue if clue != '.' else ' '} ")
                lines.append("".join(row).rstrip())
        return "\n".join(lines)

    def svg(self, solution: Sequence[int] | None = None, cell: int = 28) -> str:
        pad = cell // 2
        width, height = self.n * cell + 2 * pad, self.m * cell + 2 * pad
        parts = [svg_open(width, height)]
        if solution is not None:
            pts = " ".join(f"{pad + c * cell},{pad + r * cell}" for r, c in self.loop_dots(solution))
            parts.append(f'<polygon points="{pts}" fill="#e8f0fe" stroke="#1a56db" '
                         f'stroke-width="{max(2, cell // 8)}" stroke-linejoin="round"/>')
        return "\n".join(parts + self._dots_and_clues(pad, cell) + ["</svg>"])

    def _dots_and_clues(self, pad: int, cell: int) -> list[str]:
        """The SVG elements of the grid's dots and clues (drawn over the loop or the facts)."""
        r = f"{max(1.5, cell / 14):.1f}"
        out = [f'<circle cx="{pad + j * cell}" cy="{pad + i * cell}" r="{r}" fill="black"/>'
               for i in range(self.m + 1) for j in range(self.n + 1)]
        out += [svg_letter(pad + j * cell + cell / 2, pad + i * cell + cell / 2, cell * 0.6, ch)
                for i, row in enumerate(self.clues) for j, ch in enumerate(row) if ch != "."]
        return out

    def _repr_svg_(self) -> str:
        return self.svg()

    # ---------------------------------------------------------------- facts
    def known_edges(self, facts) -> tuple[set[tuple[int, int]], set[tuple[int, int]]]:
        """The edge positions known to be on, and known to be off, in every solution."""
        first = self.model.index[self.name(*self.edge_pos[0])] if self.edge_pos else 0
        on_colour = self.model.colour_id("1")
        on, off = set(), set()
        for item, c in facts.colours.items():
            e = item - first
            if 0 <= e < len(self.edge_pos):
                (on if c == on_colour else off).add(self.edge_pos[e])
        return on, off

    def facts_answer(self, facts) -> dict:
        on, off = self.known_edges(facts)
        return {"on": [list(p) for p in sorted(on)], "off": [list(p) for p in sorted(off)],
                "unknown": len(self.edge_pos) - len(on) - len(off)}

    def facts_render(self, facts) -> str:
        """The grid with the edges known to be on drawn, '×' on those known to be off, and
        nothing on the rest; a last line counts them."""
        on, off = self.known_edges(facts)
        lines = []
        for i in range(self.m + 1):
            x = 2 * i
            row = []
            for j in range(self.n + 1):
                row.append("·")
                if j < self.n:
                    p = (x, 2 * j + 1)
                    row.append("───" if p in on else " × " if p in off else "   ")
            lines.append("".join(row).rstrip())
            if i < self.m:
                row = []
                for j in range(self.n + 1):
                    p = (x + 1, 2 * j)
                    row.append("│" if p in on else "×" if p in off else " ")
                    if j < self.n:
                        clue = self.clues[i][j]
                        row.append(f" {clue if clue != '.' else ' '} ")
                lines.append("".join(row).rstrip())
        unknown = len(self.edge_pos) - len(on) - len(off)
        lines.append(f"{len(on):,} edges on, {len(off):,} off, {unknown:,} not known")
        return "\n".join(lines)

    def facts_svg(self, facts, cell: int = 28) -> str:
        """Known edges solid, crosses on edges known to be off, the others faint."""
        on, off = self.known_edges(facts)
        pad = cell // 2
        width, height = self.n * cell + 2 * pad, self.m * cell + 2 * pad
        parts = [svg_open(width, height)]
        for x, y in self.edge_pos:
            (r1, c1), (r2, c2) = ((x - 1) // 2, y // 2), ((x + 1) // 2, y // 2)
            if not x % 2:
                (r1, c1), (r2, c2) = (x // 2, (y - 1) // 2), (x // 2, (y + 1) // 2)
            x1, y1, x2, y2 = pad + c1 * cell, pad + r1 * cell, pad + c2 * cell, pad + r2 * cell
            if (x, y) in on:
                parts.append(f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="#1a56db" '
                             f'stroke-width="{max(2, cell // 8)}" stroke-linecap="round"/>')
            elif (x, y) in off:
                mx, my, d = (x1 + x2) / 2, (y1 + y2) / 2, cell / 9
                parts.append(f'<path d="M{mx - d},{my - d}L{mx + d},{my + d}M{mx - d},{my + d}L{mx + d},{my - d}" '
                             f'stroke="#c81e1e" stroke-width="1.5"/>')
            else:
                parts.append(f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="#c0c0c0" '
                             f'stroke-width="1" stroke-dasharray="3,3"/>')
        return "\n".join(parts + self._dots_and_clues(pad, cell) + ["</svg>"])

    # ----------------------------------------------------------------- making
    @classmethod
    def maker(cls, m: int, n: int, rng, uniform_solution=None, expired=lambda: False) -> Made:
        """A loop, drawn uniformly from the blank grid's loops up to :data:`UNIFORM_CELLS` cells
        (``uniform_solution``, handed by :mod:`xcckit.making`), else the boundary of a random tree
        of corridors one square wide (:func:`~.loops.random_loop`: such loops wind through most
        of the grid, where a loop that leaves large areas empty makes the questions of
        uniqueness slow, the solver ruling out small loops in them one cut at a time); every cell
        its clue, each removable."""
        cls.fits(m, n, f"{m}x{n}")  # (before anything of the grid's size is made)
        if m * n <= UNIFORM_CELLS:
            blank = cls(["." * n] * m)
            on = blank.on_positions(uniform_solution(blank, rng))
            how = "uniform (zdd of the blank grid's loops)"
        else:
            on = loop_edges(random_loop(m + 1, n + 1, rng, thin=True, expired=expired))
            how = "a random tree of corridors' boundary"
        cells = [[str(((2 * i, 2 * j + 1) in on) + ((2 * i + 2, 2 * j + 1) in on) + ((2 * i + 1, 2 * j) in on)
                      + ((2 * i + 1, 2 * j + 2) in on)) for j in range(n)] for i in range(m)]
        full = cls(["".join(row) for row in cells])
        ids = full.model.index
        dots = full.loop_dots(options_on(full.model, {ids[full.name(x, y)] for x, y in on}))
        return Made(cells, [(i, j) for i in range(m) for j in range(n)], answer=[list(d) for d in dots], how=how,
                    built=full)

    @classmethod
    def made(cls, cells: Sequence[Sequence[str]], drawn: Made) -> "Slitherlink":
        return cls(["".join("." if t == "-" else t for t in row) for row in cells])

    @classmethod
    def optional_clues(cls, drawn: Made) -> tuple[Model, list[int], dict[tuple[int, int], int]]:
        """The model of the puzzle with every clue: its clue cells are primary items already (a
        cell without its item leaves its sides free), the loop's options, each cell's item."""
        puzzle = drawn.built or cls.made(drawn.cells, drawn)
        ids = puzzle.model.index
        on = loop_edges([tuple(d) for d in drawn.answer])
        item = {(i, j): ids[puzzle.name(2 * i + 1, 2 * j + 1)] for i, j in drawn.removable}
        return puzzle.model, options_on(puzzle.model, {ids[puzzle.name(x, y)] for x, y in on}), item

