"""Sudoku: fill an n×n grid (n = R·C) so that every row, column and R×C box holds each digit once.

``sudoku PUZZLE [--box RxC]``. PUZZLE is a file or a string: 81 characters (or 9 lines of 9),
``.`` or ``0`` for a blank, blanks and ``|``/``-``/``+`` drawing ignored; for n > 9 the digits go on
with letters (``A`` = 10); or n lines of n numbers separated by blanks (``10 - 3 16 …``, as sites
and collections write 16×16 and 25×25 grids; ``-``, ``.``, ``0`` or ``_`` a blank), perhaps after
a first line ``n n`` giving the size; ``MxN`` (``4x4``, ``9x9``) is the blank grid. The box is
square where n is a square, else wider than tall as the sites draw them (2×3 for 6×6: 2-row,
3-column boxes; :func:`box_shape`); ``--box RxC`` for another shape. Any size
that fits in memory is read; beyond 35 the digits are written as numbers.

The model is Knuth's (SUDOKU-DLX, TAOCP 7.2.2.1): primary items ``pij`` (cell (i, j) is filled),
``rik`` (row i has digit k), ``cjk`` (column j has k), ``bxk`` (box x has k), and an option
``pij rik cjk bxk`` per empty cell and digit; the items the givens fill, and the options they
rule out, are left out, so that the model is only what is left to decide. Indices are written
with Knuth's base-62 digits (``0``-``9``, ``a``-``z``, ``A``-``Z``), digits k from 1; beyond 61,
in decimal joined by '.' (``p12.70``). Givens that clash make a model without
solutions, with the first clash in a note.

Sudoku is one of the genres (:class:`~.genre.Genre`) with notations of its own: its answer's
``"grid"`` is a string a row (``"812753649"``), as Knuth's programs write it, and its picture on the
terminal draws the boxes; ``puzzle.grid(solution)`` gives the rows of cells as the sites publish
them, and ``to_text("janko")`` the sites' notation (``9 9``, then rows of cells
separated by blanks, ``-`` a blank), which :meth:`Sudoku.from_text` reads.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from .. import memory
from ..errors import InputError, shorten
from ..model import Model
from ..text import is_number
from .kit.genre import Genre
from .kit.grid import box_shape, pattern_grid, sites_box
from .kit.makers import Made
from . import (SIZE_LINE, as_flags, blank_grid, index_name, is_url, locate, need_text, puzz_link, read_text,
               show_char, split_args, svg_letter, svg_open)
from .kit import pzpr

SYMBOLS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
"""The digit k (1..n) is SYMBOLS[k - 1] while n is at most 35; a number beyond."""
BLANKS = ".0"
NUMBER_BLANKS = {".", "0", "-", "_"}
DRAWING = set(" \t\r|-+")
RULE = re.compile(r"[\s|+=-]*(--|\+|=)[\s|+=-]*")
"""A line of drawing between bands of boxes (``------+-------``)."""


def symbol(ch: str) -> int:
    """The value of one of :data:`SYMBOLS` (either case), or -1: only ASCII is read (``'ﬆ'``
    upper-cases to ``'ST'``, ``'ı'`` to ``'I'``, ``'ſ'`` to ``'S'``: none of them is a digit here)."""
    if len(ch) != 1 or not ch.isascii():
        return -1
    k = SYMBOLS.find(ch.upper())
    return k + 1 if k >= 0 else -1


def fits(n: int, source: str | None = None) -> None:
    """Refuse an n×n sudoku whose model cannot fit in memory (an InputError)."""
    memory.require_model(4 * n ** 3, f"a {n}×{n} sudoku", source)


def _numbers(text: str, source: str | None) -> list[tuple[int, int, str]] | None:
    """The cells of a grid written as n lines of n blank-separated numbers (perhaps after a line
    ``n n`` giving the size, with rules of ``-``/``+`` between bands and ``|`` between boxes), as
    (line, column, token); None when the text is not written so."""
    rows = []
    for lineno, line in enumerate(text.split("\n"), 1):
        if not line.strip() or RULE.fullmatch(line):
            continue
        rows.append((lineno, [(m.start() + 1, m.group()) for m in re.finditer(r"[^\s|]+", line)]))
    def square(rows) -> bool:
        return len(rows) >= 2 and all(len(toks) == len(rows) for _, toks in rows)

    size = None
    if not square(rows) and len(rows) > 1 and SIZE_LINE.fullmatch(" ".join(t for _, t in rows[0][1])):
        size = rows.pop(0)
    k = len(rows)
    separated = any(len(toks) > 1 for _, toks in rows)
    if not square(rows) and not (size and separated):
        if not (separated and any(len(t) > 1 and is_number(t) for _, toks in rows for _, t in toks)):
            return None  # (not numbers: characters, read as such)
    if size is not None:
        (lineno, toks) = size
        a, b = int(toks[0][1]), int(toks[1][1])
        if a != b or a != k:
            raise InputError(f"the size line says {a}×{b}; a sudoku is n×n, and {k} rows follow",
                             source=source or "sudoku", line=lineno, col=1)
    for lineno, toks in rows:
        if len(toks) != k:
            col = toks[k][0] if len(toks) > k else (toks[-1][0] + len(toks[-1][1]) if toks else 1)
            raise InputError(f"this row has {len(toks)} numbers, where {k} rows need {k} each",
                             source=source or "sudoku", line=lineno, col=col)
    return [(lineno, col, tok) for lineno, toks in rows for col, tok in toks]


class Sudoku(Genre):
    """``Sudoku(grid, box=None)``: ``grid`` is n rows of n cells, each 0 (blank) or a digit
    1..n; ``box`` (R, C) with R·C = n (default: :func:`box_shape`'s). ``Sudoku.from_text(text)`` reads
    the usual notations. ``puzzle.givens`` is the grid's rows of ints (0 a blank);
    ``puzzle.grid(solution)`` the answer's rows of cells, as every genre's."""

    kind = "sudoku"
    url_names = ("sudoku",)
    options = (("--box", "RxC", "the boxes' rows and columns (default square: 3x3 for 9×9; else wider than tall, "
                                "2x3 for 6×6)"),)
    draws_partial = True

    def __init__(self, grid: Sequence[Sequence[int]], box: tuple[int, int] | None = None) -> None:
        self.givens = [list(row) for row in grid]
        n = self.n = self.m = len(self.givens)
        if not 1 <= n or any(len(row) != n for row in self.givens):
            raise InputError("a sudoku is n rows of n cells, n at least 1")
        fits(n)
        self.wide = n > 61
        if any(not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= n for row in self.givens for v in row):
            raise InputError(f"cells are 0 (blank) or a digit from 1 to {n}")
        self.box = box_shape(n, box)
        self.cells = [["-" if not k else str(k) for k in row] for row in self.givens]  # (the genres' view)
        self.clue = {(i, j): k for i, row in enumerate(self.givens) for j, k in enumerate(row) if k}
        self.room, self.extra = None, []
        self.notes = []
        self.clash = self._first_clash()
        if self.clash:
            self.notes.append(f"the givens clash: {self.clash}; the puzzle has no solution")
        self._build()

    def box_of(self, i: int, j: int) -> int:
        """The number of the box of cell (i, j), in reading order."""
        R, C = self.box
        return (i // R) * R + j // C

    def _first_clash(self) -> str | None:
        """The first two givens that clash (in reading order of the second), or None."""
        seen: dict[tuple[str, int, int], tuple[int, int]] = {}
        for i, row in enumerate(self.givens):
            for j, k in enumerate(row):
                if not k:
                    continue
                for unit, x in (("row", i), ("column", j), ("box", self.box_of(i, j))):
                    first = seen.setdefault((unit, x, k), (i, j))
                    if first != (i, j):
                        return (f"{self.symbol(k)} twice in {unit} {x + 1} (row {first[0] + 1} column {first[1] + 1}, "
                                f"row {i + 1} column {j + 1})")
        return None

    def _build(self) -> None:
        n, grid = self.n, self.givens
        m = Model()
        used = set()
        for i in range(n):
            for j in range(n):
                k = grid[i][j]
                if k:
                    used |= {("r", i, k), ("c", j, k), ("b", self.box_of(i, j), k)}
        open_cells = [(i, j) for i in range(n) for j in range(n) if not grid[i][j]]
        w = self.wide
        names = [f"p{index_name(i, j, wide=w)}" for i, j in open_cells]
        for unit in "rcb":
            names += [f"{unit}{index_name(x, k, wide=w)}" for x in range(n) for k in range(1, n + 1)
                      if (unit, x, k) not in used]
        if self.clash:
            names.append("clash")  # a primary item no option covers: no solution
        m.add_items(names)
        self.placed: list[tuple[int, int, int]] = []  # option -> (i, j, k)
        for i, j in open_cells:
            b = self.box_of(i, j)
            for k in range(1, n + 1):
                if {("r", i, k), ("c", j, k), ("b", b, k)} & used:
                    continue
                m.add_option([f"p{index_name(i, j, wide=w)}", f"r{index_name(i, k, wide=w)}",
                              f"c{index_name(j, k, wide=w)}", f"b{index_name(b, k, wide=w)}"])
                self.placed.append((i, j, k))
        self.model = m

    # ----------------------------------------------------------------- input
    @classmethod
    def from_text(cls, text: str, box=None, source: str | None = None) -> "Sudoku":
        """A grid written as n lines of n characters or as one line of n² (blanks '.' or '0';
        spaces and |-+ drawing ignored); errors name the line and column."""
        need_text(text, "Sudoku.from_text(text)")
        if is_url(text.strip()):  # a file holding a puzz.link URL (xcc export --format url)
            return cls.from_url(text.strip(), box)
        numbers = _numbers(text, source)
        cells: list[tuple[int, int, str]] = numbers or []  # (line, column, character or number)
        if numbers is None:
            for lineno, line in enumerate(text.split("\n"), 1):
                for col, ch in enumerate(line, 1):
                    if ch not in DRAWING:
                        cells.append((lineno, col, ch))
        n = math.isqrt(len(cells))
        if not cells or n * n != len(cells):
            raise InputError(f"{len(cells)} cells: a sudoku has n² cells (81 for 9×9)", source=source or "sudoku")
        if box is None and sites_box(n) is None:
            raise InputError(f"{len(cells)} cells make a {n}×{n} grid, which has no boxes: a sudoku has 81 cells "
                             f"(9×9), or give the boxes' shape (R·C = {n})", source=source or "sudoku")
        R, C = box_shape(n, box)
        values = []
        for lineno, col, ch in cells:
            if numbers is not None:
                k = (0 if ch in NUMBER_BLANKS else int(ch) if ch.isascii() and ch.isdigit()
                     else symbol(ch) if n <= len(SYMBOLS) else -1)
                bad = not 0 <= k <= n
                expected = f"a blank ('-', '.', '0' or '_') or a number from 1 to {n}"
            else:
                k = 0 if ch in BLANKS else symbol(ch)
                bad = ch not in BLANKS and not 1 <= k <= n
                expected = f"a blank ('.' or '0') or a digit 1 to {SYMBOLS[min(n, len(SYMBOLS)) - 1]}"
            if bad:
                what = show_char(ch) if len(ch) == 1 else f"'{shorten(ch, 20)}'"
                raise InputError(f"{what} is not {expected}", source=source or "sudoku",
                                 line=lineno if source else None, col=col if source else None)
            values.append(k)
        puzzle = cls([values[r * n:(r + 1) * n] for r in range(n)], (R, C))
        puzzle.numbers = numbers is not None and n > 9  # (then shown in numbers too)
        return puzzle

    @classmethod
    def from_args(cls, args: Sequence[str]) -> "Sudoku":
        """The puzzle of the command line's arguments: PUZZLE (a grid, a file, a URL, a bundled
        puzzle's name or MxN, the blank grid) and ``--box RxC``."""
        positional, opts = split_args(args, cls)
        if len(positional) != 1:
            raise InputError(f"expected one PUZZLE, got {len(positional)} arguments", source="sudoku")
        arg = positional[0]
        box = None if opts.get("--box") is None else str(opts["--box"])
        size = blank_grid(arg, "9x9")  # (MxN or mXn, as slitherlink and masyu read it; a file of that name wins)
        if size:
            a, b = size
            if a != b:
                raise InputError("a blank sudoku is n×n, n at least 1", source=arg)
            fits(a, arg)
            with as_flags({"box": "--box"}):
                return cls([[0] * a for _ in range(a)], box_shape(a, box))
        if is_url(arg):
            with as_flags({"box": "--box"}):
                return cls.from_url(arg, box)
        path = locate(arg, "sudoku", ("", ".txt"))
        cells = [ch for ch in arg if ch not in DRAWING]
        side = math.isqrt(len(cells))
        grid_text = path == arg and arg != "-" and bool(cells) and (
            set(cells) <= set("0123456789" + BLANKS)  # digits and blanks: a grid (of the right size or not)
            or (side * side == len(cells) and set(cells) <= set(SYMBOLS + SYMBOLS.lower() + BLANKS)))
        with as_flags({"box": "--box"}):
            if not grid_text:  # a file (reading a missing one says so)
                return cls.from_text(read_text(path), box, "<stdin>" if arg == "-" else arg)
            return cls.from_text(arg, box)

    @classmethod
    def from_url(cls, url: str, box=None) -> "Sudoku":
        """A puzz.link URL ``…?sudoku/N/N/BODY``: the givens as pzprjs writes numbers in cells (a
        hex digit, ``-xx``, ``g``-``z`` skips; ``.``, a given of unknown value, is a blank)."""
        w, h, body = puzz_link(url, "sudoku", ("sudoku",))
        if w != h:
            raise InputError(f"URL size {w}/{h}: a sudoku grid is square", source="URL")
        fits(w, "URL")
        numbers, _ = pzpr.read_number16(body[0] if body else "", w * w)
        bad = next((v for v in numbers if v is not None and v != pzpr.UNKNOWN and not 1 <= v <= w), None)
        if bad is not None:
            raise InputError(f"URL body: the given {bad} is not a digit from 1 to {w}", source="URL")
        values = [0 if v is None or v == pzpr.UNKNOWN else v for v in numbers]
        return cls([values[r * w:(r + 1) * w] for r in range(w)], box_shape(w, box))

    def to_url(self) -> str:
        """The puzz.link URL that :meth:`from_url` reads back."""
        return pzpr.url("sudoku", self.n, self.n, pzpr.write_number16([k or None for row in self.givens for k in row]))

    def comments(self) -> list[str]:
        """The DLX export's comment lines: Knuth's heading and the puzzle's rows."""
        R, C = self.box
        return ["sudoku-dlx:" if (R == C) else f"sudoku-dlx (boxes {R}x{C}):"] + [self.row_text(r) for r in self.givens]

    def symbol(self, k: int) -> str:
        """How digit k is written: a character up to 35 (A = 10), a number beyond; '.' for 0."""
        return "." if not k else str(k) if self.numbers or self.n > len(SYMBOLS) else SYMBOLS[k - 1]

    numbers = False
    """Whether digits beyond 9 are shown as numbers (read so, or beyond 35) rather than letters."""

    def row_text(self, row: Sequence[int]) -> str:
        """A row as the answer writes it: its characters, or numbers separated by blanks."""
        if not self.numbers and self.n <= len(SYMBOLS):
            return "".join(self.symbol(k) for k in row)
        return " ".join(self.symbol(k) for k in row)

    notations = ("text", "numbers", "janko", "url")

    def to_text(self, notation: str | None = None) -> str:
        """The puzzle as a file ``xcc solve sudoku`` reads: ``text`` a line of characters per row
        ('.' blank; numbers beyond 35), ``numbers`` blank-separated numbers ('-' blank), ``janko``
        the sites' notation (a line ``n n``, then the rows of cells, '-' blank), ``url`` the
        puzz.link URL."""
        notation = self._notation(notation)
        if notation == "url":
            return self.to_url() + "\n"
        if notation == "janko":
            return super().to_text("janko")
        if notation == "numbers":
            width = len(str(self.n))
            return "".join(" ".join(str(k or "-").rjust(width) for k in row) + "\n" for row in self.givens)
        return "".join(self.row_text(row) + "\n" for row in self.givens)

    # ---------------------------------------------------------------- output
    def filled(self, solution: Sequence[int] | None) -> list[list[int]]:
        """The givens with the digits of ``solution`` filled in (rows of ints, 0 still blank)."""
        grid = [row[:] for row in self.givens]
        for o in solution or ():
            i, j, k = self.placed[o]
            grid[i][j] = k
        return grid

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        """The answer's rows of cell strings as the sites write them (numbers; ``-`` a cell left
        blank), as every genre's."""
        return [[str(k) if k else "-" for k in row] for row in self.filled(solution)]

    def answer(self, solution: Sequence[int]) -> dict:
        """``{"grid": rows}``, a string a row (:meth:`row_text`)."""
        return {"grid": [self.row_text(row) for row in self.filled(solution)]}

    def verify(self, answer) -> str | None:
        """The rules, on an answer ``{"grid": rows}`` or its rows: strings, as :meth:`answer` writes
        them, or rows of cells, as :meth:`grid` writes them (rows of cells not n×n: a ValueError, as
        every genre's): every cell filled, each row, column and box holding every value once, the
        givens kept."""
        rows = answer.get("grid") if isinstance(answer, dict) else answer
        n, (R, C) = self.n, self.box
        if isinstance(rows, (list, tuple)) and any(isinstance(r, (list, tuple)) for r in rows):
            rows = self.answer_grid(rows)
        if not isinstance(rows, (list, tuple)) or len(rows) != n:
            return f"the answer is not {n} rows"
        grid = []
        for i, row in enumerate(rows):
            values = self._values(row)
            if len(values) != n or any(not 1 <= v <= n for v in values):
                shown = row if isinstance(row, str) else " ".join(row)
                return f"row {i + 1} is not {n} values from 1 to {n}: '{shown}'"
            grid.append(values)
        for i in range(n):
            for j in range(n):
                if self.givens[i][j] and grid[i][j] != self.givens[i][j]:
                    return f"r{i + 1}c{j + 1} holds {grid[i][j]}, the puzzle gives {self.givens[i][j]}"
        groups = ([(f"row {i + 1}", [(i, j) for j in range(n)]) for i in range(n)]
                  + [(f"column {j + 1}", [(i, j) for i in range(n)]) for j in range(n)]
                  + [(f"the box at r{a + 1}c{b + 1}", [(a + x, b + y) for x in range(R) for y in range(C)])
                     for a in range(0, n, R) for b in range(0, n, C)])
        for name, cells in groups:
            seen: dict[int, tuple[int, int]] = {}
            for i, j in cells:
                if grid[i][j] in seen:
                    return f"{name} holds {grid[i][j]} twice"
                seen[grid[i][j]] = (i, j)
        return None

    def _values(self, row) -> list[int]:
        """The values of an answer's row (-1 for what is no digit): a string of characters, or
        numbers separated by blanks; or a row of cells, each a number (or a letter, A = 10)."""
        if isinstance(row, str):
            toks = row.split() if " " in row else list(row)
            return [int(t) if is_number(t) and (self.numbers or self.n > len(SYMBOLS)) else symbol(t) for t in toks]
        return [int(t) if is_number(t) else symbol(t) for t in row]

    def render(self, solution: Sequence[int] | None = None) -> str:
        """The grid with the boxes drawn (blank cells as '.')."""
        R, C = self.box
        grid = self.filled(solution)
        lines = []
        width = 1 if not self.numbers and self.n <= len(SYMBOLS) else len(str(self.n))
        k = self.n // C
        rule = "+".join("-" * ((width + 1) * C - 1 + (x > 0) + (x < k - 1)) for x in range(k))
        for i, row in enumerate(grid):
            if i and i % R == 0:
                lines.append(rule)
            cells = [self.symbol(k).rjust(width) for k in row]
            lines.append(" | ".join(" ".join(cells[x:x + C]) for x in range(0, self.n, C)))
        return "\n".join(lines)

    def svg(self, solution: Sequence[int] | None = None, cell: int = 28) -> str:
        """Givens in black, the digits a solution fills in blue; the boxes' borders thick."""
        n, (R, C) = self.n, self.box
        pad = 2
        parts = [svg_open(n * cell + 2 * pad, n * cell + 2 * pad)]
        filled = self.filled(solution)
        for i in range(n + 1):
            w = 2.5 if i % R == 0 else 0.6
            parts.append(f'<line x1="{pad}" y1="{pad + i * cell}" x2="{pad + n * cell}" y2="{pad + i * cell}" '
                         f'stroke="black" stroke-width="{w}"/>')
        for j in range(n + 1):
            w = 2.5 if j % C == 0 else 0.6
            parts.append(f'<line x1="{pad + j * cell}" y1="{pad}" x2="{pad + j * cell}" y2="{pad + n * cell}" '
                         f'stroke="black" stroke-width="{w}"/>')
        for i in range(n):
            for j in range(n):
                k = filled[i][j]
                if k:
                    colour = "black" if self.givens[i][j] else "#1a56db"
                    parts.append(svg_letter(pad + j * cell + cell / 2, pad + i * cell + cell / 2, cell * 0.6,
                                            self.symbol(k), colour))
        parts.append("</svg>")
        return "\n".join(parts)

    # ----------------------------------------------------------------- making
    drawn_unique = True

    @classmethod
    def _blank(cls, n: int, box: tuple[int, int]) -> "Sudoku":
        """The blank n×n grid of these boxes, built once for the maker and its union model."""
        key = (n, box)
        if getattr(cls, "_blanks", None) is None or cls._blanks[0] != key:
            cls._blanks = (key, cls([[0] * n for _ in range(n)], box))
        return cls._blanks[1]

    @classmethod
    def maker(cls, m: int, n: int, rng, box=None, random_solution=None) -> Made:
        """A full grid (a random solution of the blank grid: ``random_solution``, handed by
        :mod:`xcckit.making`; without it, killer sudoku's pattern permuted at random), every cell
        a clue, each removable; ``box`` the boxes' shape (:func:`box_shape`). A sudoku is square.
        The answer is the grid's rows of cells (digits), as every genre's."""
        if m != n:
            raise InputError(f"a sudoku is square, not {m}x{n}", source="size")
        fits(n, f"{n}x{n}")  # (before anything of the grid's size is made)
        R, C = box_shape(n, box)
        if random_solution is None:
            grid = [[int(t) for t in row] for row in pattern_grid(R, C, rng)]
        else:
            blank = cls._blank(n, (R, C))
            grid = blank.filled(random_solution(blank, rng))
        cells = [[str(v) for v in row] for row in grid]
        return Made(cells, [(i, j) for i in range(n) for j in range(n)],
                    extra=[R, C], answer=[row[:] for row in cells], how="a random solution of the blank grid (its options in a random order)")

    @classmethod
    def made(cls, cells: Sequence[Sequence[str]], drawn: Made) -> "Sudoku":
        """The puzzle of ``cells`` (digits, ``-`` a blank) with the draw's boxes."""
        return cls([[0 if t == "-" else int(t) for t in row] for row in cells], (drawn.extra[0], drawn.extra[1]))

    @classmethod
    def optional_clues(cls, drawn: Made) -> tuple[Model, list[int], dict[tuple[int, int], int]]:
        """The blank grid's model with each cell's clue as an item the model can drop: a primary
        item per removable cell (``g`` and the cell's name) in a copy of the option that puts the
        answer's digit there."""
        n = len(drawn.cells)
        blank = cls._blank(n, (drawn.extra[0], drawn.extra[1]))
        where_ = {p: o for o, p in enumerate(blank.placed)}
        src = blank.model
        model = Model()
        model.add_items(list(src.names))
        optional = [((i, j), where_[i, j, int(drawn.answer[i][j])]) for i in range(n) for j in range(n)]
        first = model.add_items([f"g{src.names[src.option(o)[0][0]]}" for _, o in optional])[0]
        for o in range(src.n_options):
            model.add_option(src.option_tokens(o))
        solution, item = [], {}
        for k, (c, o) in enumerate(optional):  # (every cell's clue removable, as the maker draws them)
            solution.append(model.add_option(src.option_tokens(o) + [model.names[first + k]]))
            item[c] = first + k
        return model, solution, item

