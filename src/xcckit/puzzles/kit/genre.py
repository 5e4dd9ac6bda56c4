"""What the genres the puzzle sites publish have in common: their notation, their answers, and
the kind (:class:`Genre`). Their geometry is :mod:`.grid`, their pictures :mod:`.drawing`, the
pieces their models are made of :mod:`.cellmodels`, their rules checkers' vocabulary :mod:`.rules`.

*Notation* (janko.at's, and puzzlekit's): a first line ``R C`` (rows, columns), then R rows of
cells separated by blanks, ``-`` an empty cell; a genre with rooms adds R rows of room numbers
(cells with the same number form a room). Blank lines before, between and after are fine. A
puzz.link URL (pzprjs's encoding) where pzprjs has the genre.

*Answers*: :meth:`Genre.grid` gives the rows of the answer as lists of cell strings in the
notation the sites publish answers in (and puzzlekit prints): ``x`` a shaded cell and ``-`` an
unshaded one, the letters of the sides a line leaves a cell by (``ns``, ``se``, ...), a region's
number. :meth:`Genre.verify` checks an answer against the genre's rules, written from the rules
and sharing nothing with the model: the model is what every backend solves, so a rule modelled
wrong agrees on all of them, and only this sees it.

*Models* (:mod:`.cellmodels`): :class:`~.cellmodels.Cells` gives each cell one of some colours (a primary item per cell, a
secondary item per cell that its option colours, so that side constraints and neighbours can
read it) with more items on the options as rules ask; :class:`Lines` gives each cell the way a
line goes through it (the sides it leaves by), the edges between cells as secondary items on or
off. Local rules (no two shaded cells side by side, no 2×2 block of a colour, a count in a room)
are items of the exact cover, with multiplicities where they count.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from ...errors import InputError
from ...memory import collector_paused
from ...model import Model
from .. import About, Puzzle, grid_puzzle_arg, is_url, need_text, read_grid_puzzle, show_char, url_data
from . import pzpr
from .drawing import picture
from .grid import OUTSIDE, OUTSIDE_MARKS, AtCell, Cell, where
from .makers import Made, Maker
from .rooms import regions_by_room
from ...text import is_number


def shaded_rows(m: int, n: int, shaded: Iterable[Cell]) -> list[list[str]]:
    """A shading genre's answer grid in the sites' notation: ``x`` on the ``shaded`` cells, ``-``
    elsewhere."""
    on = set(shaded)
    return [["x" if (i, j) in on else "-" for j in range(n)] for i in range(m)]


# ------------------------------------------------------------------------------------ reading
class Notation:
    """A puzzle read in the sites' notation: ``cells`` (rows of tokens) and ``rooms`` (rows of
    room numbers, or None), with each token's line and column for messages."""

    def __init__(self, source: str | None) -> None:
        self.source = source
        self.cells: list[list[str]] = []
        self.rooms: list[list[int]] | None = None
        self.places: list[list[tuple[int, int]]] = []
        self.header: list[str] = []
        self.header_line = 0
        self.room_places: list[list[tuple[int, int]]] = []

    def error(self, i: int, j: int, message: str) -> InputError:
        line, col = self.places[i][j]
        return InputError(message, source=self.source, line=line, col=col)


def read_notation(text: str, source: str | None, kind: str, rooms: bool = False, header: int = 2,
                  outside: bool = False) -> Notation:
    """The rows of a puzzle in the sites' notation (see the module's docstring): ``header``
    numbers on the first line (rows, columns, and any the genre adds), then the rows of cells,
    then, with ``rooms``, as many rows of room numbers (``@`` and ``#`` cells in no room,
    :data:`OUTSIDE`, where the genre takes them: ``outside``). Errors name the line and column."""
    lines = [(k, line) for k, line in enumerate(text.split("\n"), 1) if line.strip()]
    if not lines:
        raise InputError(f"empty {kind} puzzle: expected a line 'R C' and R rows of cells", source=source, line=1, col=1)
    note = Notation(source)
    first, head = lines[0]
    note.header, note.header_line = head.split(), first
    if len(note.header) != header or not all(is_number(t) for t in note.header):
        shape = " ".join(["R", "C", "K", "L"][:header])
        raise InputError(f"expected the first line '{shape}' ({header} whole numbers: rows, columns"
                         f"{', ...' if header > 2 else ''}), not '{head.strip()}'", source=source, line=first, col=1)
    m, n = int(note.header[0]), int(note.header[1])
    if m < 1 or n < 1:
        raise InputError(f"a {kind} grid has at least one row and one column, not {m}×{n}", source=source,
                         line=first, col=1)
    body = lines[1:]
    want = 2 * m if rooms else m
    if len(body) != want:
        what = f"{m} rows of cells and {m} rows of rooms" if rooms else f"{m} rows of cells"
        line = body[want][0] if len(body) > want else (body[-1][0] + 1 if body else first + 1)
        raise InputError(f"the first line says {m}×{n}: expected {what}, found {len(body)} rows", source=source,
                         line=line, col=1)
    for k, (lineno, line) in enumerate(body):
        toks = [(col + 1, tok) for col, tok in line_tokens(line)]
        if len(toks) != n:
            col = toks[n][0] if len(toks) > n else len(line.rstrip()) + 1
            raise InputError(f"this row has {len(toks)} cells, the first line says {n}", source=source,
                             line=lineno, col=col)
        if k < m:
            note.cells.append([t for _, t in toks])
            note.places.append([(lineno, c) for c, _ in toks])
        else:
            if note.rooms is None:
                note.rooms = []
            note.rooms.append([t for _, t in toks])
            note.room_places.append([(lineno, c) for c, _ in toks])
    if rooms:
        note.rooms = room_numbers(note, outside, kind)
    return note


def given_numbers(values, what: str, kind: str, owner: str, word: str = "number", most: int | None = None,
                  beyond: str = "") -> list[int | None]:
    """The numbers of lines (``what``: row or column) given to a genre's constructor, as a list
    (ints, their strings, None or '-' for none; each called a ``word``): anything but a list is a
    TypeError naming ``owner`` (the class), a number that is not a whole number, or one above
    ``most`` (what ``beyond`` says it is more than), an InputError naming the line."""
    if isinstance(values, (str, bytes)) or not isinstance(values, (list, tuple)):
        none = "none" if word == "number" else f"no {word}"
        raise TypeError(f"{owner}: the {what} {word}s are a list of numbers (None: {none}), not "
                        f"{type(values).__name__} {values!r}")
    out: list[int | None] = []
    for k, v in enumerate(values):
        if v is None or v == "-":
            out.append(None)
        elif isinstance(v, bool) or not (isinstance(v, int) and v >= 0 or isinstance(v, str) and is_number(v)):
            raise InputError(f"{what} {k + 1}'s {word} is {v!r}: a {word} is a whole number or '-'", source=kind)
        elif most is not None and int(v) > most:
            raise InputError(f"{what} {k + 1}'s {word} {v} is more than {beyond}", source=kind)
        else:
            out.append(int(v))
    return out


def line_tokens(line: str) -> list[tuple[int, str]]:
    """The blank-separated tokens of ``line``, each with its column (from 0)."""
    out, k = [], 0
    for tok in line.split():
        k = line.index(tok, k)
        out.append((k, tok))
        k += len(tok)
    return out


def number_line(line: str, lineno: int, want: int, source: str, most: int, counted: str, too_big: str,
                bad: str, least: int = 0) -> list[int | None]:
    """A line of ``want`` numbers given outside a grid (``-``: none), each from ``least`` to
    ``most``, with errors naming the place: ``counted`` says what was expected (formatted with
    ``want`` and ``found``), ``too_big`` a number above ``most`` and ``bad`` a token that is no
    number or is below ``least`` (both with ``tok``)."""
    toks = [(k + 1, tok) for k, tok in line_tokens(line)]
    for col, tok in toks:
        if tok.isascii() and tok.isdigit() and int(tok) < least:
            raise InputError(bad.format(tok=tok), source=source, line=lineno, col=col)
    if len(toks) != want:
        col = toks[want][0] if len(toks) > want else len(line.rstrip()) + 1
        raise InputError(counted.format(want=want, found=len(toks)), source=source, line=lineno, col=col)
    out: list[int | None] = []
    for col, tok in toks:
        if tok == "-":
            out.append(None)
        elif tok.isascii() and tok.isdigit():
            if int(tok) > most:
                raise InputError(too_big.format(tok=tok), source=source, line=lineno, col=col)
            out.append(int(tok))
        else:
            raise InputError(bad.format(tok=tok), source=source, line=lineno, col=col)
    return out


class ClueLine(NamedTuple):
    """A line of numbers outside the grid (:func:`read_lined`): one number per ``what`` (``column``
    or ``row``), each from ``least`` to ``most``; ``too_big`` says a number above ``most`` (with
    ``{tok}``), ``bad`` a token that is none of its numbers (with ``{tok}``; by default "a whole
    number or '-'"); ``name`` tells this line from another of the same ``what`` (magnetic's four)."""

    what: str
    most: int
    too_big: str
    name: str = ""
    least: int = 0
    bad: str = ""


class Lined(NamedTuple):
    """A puzzle with numbers outside its grid as :func:`read_lined` reads it: its first line's
    number and tokens, each clue line's numbers, the text left for :func:`read_notation` (the
    first line cut to 'R C', the clue lines blank, every other line where it was) and how many
    rows of cells follow the clue lines."""

    first: int
    head: list[str]
    numbers: list[list[int | None]]
    body: str
    rows: int


def cells_lines(m: int, n: int) -> list[ClueLine]:
    """The lines of numbers of an m × n grid (:func:`read_lined`), each at most a line's cells."""
    return [ClueLine(what, length, f"{{tok}} is more than the {length} cells of a {what}")
            for what, length in (("column", m), ("row", n))]


def read_lined(text: str, source: str | None, kind: str, clues, blocks: Sequence[int] = (1,), things: str = "cells",
               rows_note: str = "", word: str = "clues", more: tuple[str, str] | None = None) -> Lined:
    """The notation of the genres with numbers outside the grid (tents, kakurasu, gappy,
    thermometer, pipeline, battleship): a first line 'R C' (with ``more``,
    its letters and words: more numbers after them, battleship's fleet), then the lines of numbers
    ``clues(m, n)`` lists (:class:`ClueLine`; ``-`` a line's number not given), then ``b`` × R rows
    of ``things`` for a ``b`` of ``blocks`` (0: none; 2: the given cells, then the rooms).
    Errors name the line and column."""
    lines = text.split("\n")
    filled = [k for k, line in enumerate(lines) if line.strip()]
    shape = "R C" + (" " + more[0] if more else "")
    if not filled:
        said = [f"a line of {c.what} {word}{f' ({c.name})' if c.name else ''}" for c in clues(1, 1)]
        said += [f"R rows of {things}{rows_note.format(m='R')}"] if max(blocks) else []
        raise InputError(f"empty {kind} puzzle: expected a line '{shape}', {', '.join(said[:-1])} and {said[-1]}",
                         source=source, line=1, col=1)
    first = filled[0]
    head = lines[first].split()
    if not (len(head) >= 3 if more else len(head) == 2) or not all(is_number(t) for t in head) \
            or not all(int(t) > 0 for t in head[:2]):
        words = f"rows, columns, and {more[1]}: whole numbers" if more else "the rows and columns, from 1"
        raise InputError(f"expected the first line '{shape}' ({words}), not '{lines[first].strip()}'",
                         source=source, line=first + 1, col=1)
    m, n = int(head[0]), int(head[1])
    spec = clues(m, n)
    counts = [len(spec) + b * m for b in blocks]
    if len(filled) - 1 not in counts:
        said = [f"a line of {n if c.what == 'column' else m} {c.what} {word}{f' ({c.name})' if c.name else ''}"
                for c in spec] + ([f"{m} rows of {things}{rows_note.format(m=m)}"] if max(blocks) else [])
        line = filled[max(counts) + 1] + 1 if len(filled) - 1 > max(counts) else min(filled[-1] + 2, len(lines))
        found = len(filled) - 1
        raise InputError(f"the first line says {m}×{n}: expected {', '.join(said[:-1])} and {said[-1]}, found "
                         f"{found} line{'' if found == 1 else 's'}", source=source, line=line, col=1)
    numbers = []
    for c, k in zip(spec, filled[1:]):
        want = n if c.what == "column" else m
        numbers.append(number_line(lines[k], k + 1, want, source or kind, c.most,
                                   f"expected {{want}} {word} {f'here ({c.name})' if c.name else f'of the {c.what}s here'}, "
                                   f"found {{found}}", c.too_big,
                                   c.bad or f"'{{tok}}': a {word[:-1]} of the {c.what}s is a whole number or '-'",
                                   c.least))
        lines[k] = ""  # (read_notation skips blank lines and keeps the lines' numbers)
    lines[first] = " ".join(head[:2])
    return Lined(first + 1, head, numbers, "\n".join(lines), len(filled) - 1 - len(spec))


def lined_rooms(lined: Lined, source: str | None, kind: str, outside: bool = False,
                blank: str = "-") -> tuple[Notation, list[list[str]]]:
    """The rows after a :func:`read_lined` puzzle's lines of numbers where they are R rows of
    rooms, perhaps after R rows of cells (tile paint's tiles, magnetic's plates): the notation
    read (its rooms numbered, ``@``/``#`` cells in none where ``outside``; its places the cells',
    or the rooms' where no cells are given) and the cells (``blank`` where none are given)."""
    m, n = int(lined.head[0]), int(lined.head[1])
    if lined.rows == 2 * m:
        note = read_notation(lined.body, source, kind, rooms=True, outside=outside)
        return note, note.cells
    grid = read_notation(lined.body, source, kind)
    note = Notation(source)
    note.rooms, note.room_places, note.places = grid.cells, grid.places, grid.places
    note.rooms = room_numbers(note, outside, kind)
    return note, [[blank] * n for _ in range(m)]


def room_numbers(note: Notation, outside: bool = False, kind: str = "") -> list[list[int]]:
    """The room grid's tokens as room numbers 0, 1, … (by first cell in reading order), ``@`` and
    ``#`` :data:`OUTSIDE` where ``outside`` (else an error naming the ``kind``); a room in two
    pieces is an error."""
    raw = note.rooms
    m, n = len(raw), len(raw[0])
    number: dict[str, int] = {}
    out = [[0] * n for _ in range(m)]
    for i in range(m):
        for j in range(n):
            if raw[i][j] in OUTSIDE_MARKS:
                if not outside:
                    line, col = note.room_places[i][j]
                    raise InputError(f"'{raw[i][j]}' (a cell in no room, as janko.at marks the cells off an irregular "
                                     f"board) is no part of a {kind} puzzle", source=note.source, line=line, col=col)
                out[i][j] = OUTSIDE
                continue
            out[i][j] = number.setdefault(raw[i][j], len(number))
    seen: dict[int, Cell] = {}
    for region in regions_by_room(out):
        r = out[region[0][0]][region[0][1]]
        if r in seen:
            i, j = region[0]
            line, col = note.room_places[i][j]
            raise InputError(f"room '{raw[i][j]}' is in two pieces (also at row {seen[r][0] + 1}, column "
                             f"{seen[r][1] + 1})", source=note.source, line=line, col=col)
        seen[r] = region[0]
    return out


# ------------------------------------------------------------------------------------ the kind
class Genre(Maker, Puzzle):
    """A genre the puzzle sites publish, on a grid (see the module's docstring). A genre says:
    ``kind``, ``url_names`` (pzprjs's, () where it has none),
    ``rooms`` (whether the notation has a room grid), ``header`` (numbers on the first line),
    and implements :meth:`read_cell`, :meth:`build`, :meth:`grid`, :meth:`verify`,
    :meth:`draw` and, with URLs, :meth:`decode` and :meth:`encode`."""

    url_names: tuple[str, ...] = ()
    peer = About(None)
    """(``about.toml``) puzzlekit's name of the genre, whose solver the genres' benchmark runs beside ours (None:
    puzzlekit has none that runs)."""
    bench_sizes = About(((10, 10),))
    """(``about.toml``) The sizes the genres' benchmark measures: 10×10 and the largest the sites publish."""
    numbered_regions = False
    """Whether an answer numbers regions (two answers are the same up to a renumbering)."""
    rooms = False
    outside = False
    """Whether cells may lie in no room (``@`` or ``#`` in the room grid, :data:`OUTSIDE`)."""
    header = 2
    header_extra: tuple[str, str] | None = None
    """A number the first line may give after 'R C': its letter and what it is (minesweeper's
    ``("M", "the total of mines")``); the first line then holds 2 or 3 numbers (:meth:`header_in`)."""
    draws_partial = False

    def __init__(self, cells: Sequence[Sequence[str]], rooms: Sequence[Sequence[int]] | None = None,
                 extra: Sequence[int] = ()) -> None:
        if isinstance(cells, str) or not cells or any(isinstance(r, str) for r in cells):
            raise TypeError(f"{type(self).__name__}(cells): expected rows of cell strings such as [['-', '2'], ['1', '-']]")
        self.cells = [[str(t) for t in row] for row in cells]
        self.m, self.n = len(self.cells), len(self.cells[0])
        if any(len(row) != self.n for row in self.cells):
            raise InputError(f"a {self.kind} grid has rows of equal length", source=self.kind)
        if self.rooms and rooms is None:
            raise InputError(f"a {self.kind} puzzle has rooms: give the grid of room numbers", source=self.kind)
        self.room = [list(r) for r in rooms] if rooms is not None else None
        if self.room is not None and (len(self.room) != self.m or any(len(r) != self.n for r in self.room)):
            raise InputError(f"the room grid is not {self.m}×{self.n} like the cells", source=self.kind)
        self.extra = list(extra)
        self.clue: dict[Cell, object] = {}
        for i, row in enumerate(self.cells):
            for j, tok in enumerate(row):
                value = self.read_cell(tok)
                if value is not None:
                    self.clue[i, j] = value
        self.model = self._built()

    def _built(self) -> Model:
        """:meth:`build` with the garbage collector paused (tens of thousands of options, no
        cycles among them: :func:`~xcckit.memory.collector_paused`)."""
        with collector_paused():
            return self.build()

    # --------------------------------------------------------------- what a genre writes
    cell_tokens: dict[str, object] = {"-": None}
    """What the tokens a cell may hold read as (:meth:`read_cell`), numbers aside: ``-`` an empty
    cell (None) unless the genre says otherwise."""
    least: int | None = None
    """The least number a cell may hold (None: none), read as an int; ``most`` the largest (None:
    no bound)."""
    most: int | None = None
    cell_words = "a cell is '-'"
    """What a cell may hold, in words: the error of a token it may not."""

    @classmethod
    def read_cell(cls, tok: str) -> object:
        """The clue a token gives (None: an empty cell), from :attr:`cell_tokens` and the numbers
        from :attr:`least` to :attr:`most`; a ValueError saying what a cell may be
        (:attr:`cell_words`). A genre whose cells say more reads them itself."""
        if tok in cls.cell_tokens:
            return cls.cell_tokens[tok]
        if cls.least is not None and is_number(tok) and cls.least <= int(tok) <= (cls.most if cls.most is not None
                                                                              else int(tok)):
            return int(tok)
        raise ValueError(cls.cell_words)

    def build(self) -> Model:
        raise NotImplementedError

    shading: str | None = None
    """The colour of a shaded cell in the genre's ``cells_model`` where its answer is a shading:
    :meth:`grid` is then the shaded cells' rows (:meth:`shaded_by`)."""

    digit_of: dict[int, tuple[Cell, object]] | None = None
    """Where the answer is what the options write in cells: option -> (its cell, what it writes);
    :meth:`grid` is then those rows, ``-`` in a cell no option writes in (:meth:`written_rows`)."""

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        """The answer's rows of cell strings (see the module's docstring)."""
        if self.shading is not None:
            return self.shading_rows(self.shaded_by(solution))
        if self.digit_of is not None:
            return self.written_rows(solution)
        raise NotImplementedError

    def written_rows(self, solution: Sequence[int], blank: str = "-") -> list[list[str]]:
        """The rows of what the options of ``solution`` write (:attr:`digit_of`), ``blank`` elsewhere."""
        out = [[blank] * self.n for _ in range(self.m)]
        for o in solution:
            if o in self.digit_of:
                (i, j), d = self.digit_of[o]
                out[i][j] = str(d)
        return out

    def shaded_by(self, solution: Sequence[int]) -> list[Cell]:
        """The cells a solution gives the colour :attr:`shading` in the genre's ``cells_model``."""
        return [c for c, v in self.cells_model.colouring(solution).items() if v == self.shading]

    def verify(self, answer) -> str | None:
        """The rule ``answer`` (a grid of cell strings, or a dict with one under ``"grid"``)
        breaks, in words, or None; written from the rules, not from the model."""
        raise NotImplementedError

    def draw(self, solution: Sequence[int] | None) -> dict:
        """What :func:`picture` draws for the puzzle (None) or a solution: its keywords."""
        return {}

    @classmethod
    def made(cls, cells: Sequence[Sequence[str]], drawn: "Made") -> "Genre":
        """The puzzle of a maker's draw ``drawn`` with ``cells`` (its own, or fewer clues as they
        are taken away): ``cls(cells, drawn.rooms, drawn.extra)`` unless the genre's constructor
        takes its extra numbers otherwise."""
        return cls(cells, drawn.rooms, drawn.extra)

    @classmethod
    def decode(cls, rows: int, cols: int, body: list[str]) -> tuple:
        """The constructor's arguments of a puzz.link URL's body parts: the cells and the rooms
        (None where the genre has none), and the numbers outside the grid where it has them."""
        raise InputError(f"pzprjs has no {cls.kind} URLs", source="URL")

    def encode(self) -> str:
        """The URL's body (what follows ``W/H/``)."""
        raise InputError(f"pzprjs has no {self.kind} URLs", source="url")

    # --------------------------------------------------------------- reading
    @classmethod
    def from_args(cls, args: Sequence[str]) -> "Genre":
        return read_grid_puzzle(cls, grid_puzzle_arg(args, cls))

    @classmethod
    def from_text(cls, text: str, source: str | None = None) -> "Genre":
        need_text(text, f"{cls.__name__}.from_text(text)")
        if is_url(text.strip()):  # a file holding a puzz.link URL (xcc export --format url)
            return cls.from_url(text.strip())
        note = read_notation(text, source, cls.kind, cls.rooms, cls.header_in(text, source), cls.outside)
        cls._check_cells(note)
        try:
            return cls._placed(source, note.header_line, note.cells, note.rooms, [int(t) for t in note.header[2:]])
        except AtCell as err:
            raise note.error(*err.cell, err.message) from None

    @classmethod
    def _check_cells(cls, note: Notation) -> None:
        """Each cell of ``note`` read by :meth:`read_cell`: the first it refuses is an error at
        its line and column."""
        for i, row in enumerate(note.cells):
            for j, tok in enumerate(row):
                try:
                    cls.read_cell(tok)
                except ValueError as err:
                    raise note.error(i, j, f"{_shown(tok)}: {err}") from None

    @classmethod
    def header_in(cls, text: str, source: str | None) -> int:
        """How many numbers the first line of ``text`` holds: :attr:`header`, or, where the genre
        has a :attr:`header_extra`, 2 or 3 as the line says (anything else an error naming it)."""
        if cls.header_extra is None:
            return cls.header
        first = next(((k, line) for k, line in enumerate(text.split("\n"), 1) if line.strip()), None)
        if first is None:
            return 2
        toks = first[1].split()
        if len(toks) in (2, 3) and all(is_number(t) for t in toks):
            return len(toks)
        letter, what = cls.header_extra
        raise InputError(f"expected the first line 'R C' or 'R C {letter}' (rows, columns and perhaps {what}), "
                         f"not '{first[1].strip()}'", source=source, line=first[0], col=1)

    @classmethod
    def _placed(cls, source: str | None, line: int, *args) -> "Genre":
        """``cls(*args)``, the kind's own InputError (a rule the puzzle breaks as a whole) placed
        at ``line`` of ``source``, the puzzle's first line."""
        try:
            return cls(*args)
        except InputError as err:
            if err.source == cls.kind:
                raise InputError(err.message, source=source or cls.kind, line=line, col=1) from None
            raise

    @classmethod
    def _rooms_only(cls, text: str, source: str | None) -> "Genre":
        """A puzzle that is its rooms, given as the size line and the rows of room names alone
        (as puzzlekit writes it: no rows of '-' cells before them)."""
        note = read_notation(text, source, cls.kind, rooms=False)
        rooms = Notation(source)
        rooms.rooms, rooms.room_places = note.cells, note.places
        return cls._placed(source, note.header_line, [["-"] * len(row) for row in note.cells],
                           room_numbers(rooms, cls.outside, cls.kind))

    @classmethod
    def from_url(cls, url: str) -> "Genre":
        if not isinstance(url, str):
            raise TypeError(f"{cls.__name__}.from_url(url): expected a string, not {type(url).__name__} {url!r}")
        if not cls.url_names:
            raise InputError(f"pzprjs has no {cls.kind} URLs: give the puzzle in the sites' notation", source=url)
        w, h, body, flags = url_data(url, cls.kind, cls.url_names)
        cls.url_flags(flags, url)
        parts = cls.decode(h, w, body)
        try:
            return cls(*parts)
        except AtCell as err:
            at = where(err.cell)
            raise InputError(err.message if at in err.message else f"{err.message} ({at})", source="URL") from None
        except InputError as err:  # (a rule the puzzle breaks as a whole: the URL's)
            if err.source == cls.kind:
                raise InputError(err.message, source="URL") from None
            raise

    @classmethod
    def url_flags(cls, flags: str, url: str) -> None:
        """Refuse the flags of a URL (pzprjs's part before the size) that set a variant of the rules
        this genre does not solve (an InputError); others are ignored, as pzprjs does."""

    notations = ("janko", "url")
    """(A genre without URLs says ``("janko",)``.)"""

    def to_text(self, notation: str | None = None) -> str:
        """``janko``: the sites' notation (:func:`read_notation` reads it back); ``url``: the
        puzz.link URL."""
        notation = self._notation(notation)
        if notation == "url":
            return self.to_url() + "\n"
        head = " ".join(map(str, [self.m, self.n, *self.extra]))
        rows = [" ".join(row) for row in self.cells]
        if self.room is not None:
            rows += [room_row(row) for row in self.room]
        return "\n".join([head, *rows]) + "\n"

    def to_url(self) -> str:
        if not self.url_names:
            raise InputError(f"pzprjs has no {self.kind} URLs", source="url")
        if self.room is not None and self.outside_cells():
            raise InputError(f"pzprjs's {self.kind} URLs have no cells in no room ('@'): the sites' notation has them",
                             source="url")
        return f"https://puzz.link/p?{self.url_names[0]}/{self.n}/{self.m}/{self.encode()}"

    # --------------------------------------------------------------- answers
    def answer(self, solution: Sequence[int]) -> dict:
        return {"grid": self.grid(solution)}

    def render(self, solution: Sequence[int] | None = None) -> str:
        """The answer's grid (or, without a solution, the puzzle's cells), columns aligned."""
        rows = self.grid(solution) if solution is not None else self.cells
        width = max(len(t) for row in rows for t in row)
        return "\n".join(" ".join(t.ljust(width) for t in row).rstrip() for row in rows)

    def answer_grid(self, answer) -> list[list[str]]:
        """The grid of an answer given to :meth:`verify` (a grid, or a dict holding one), checked
        for shape; a TypeError or ValueError when it is none."""
        grid = answer.get("grid") if isinstance(answer, dict) else answer
        if (not isinstance(grid, (list, tuple)) or len(grid) != self.m
                or any(not isinstance(r, (list, tuple)) or len(r) != self.n for r in grid)):
            raise ValueError(f"an answer to this {self.kind} is {self.m} rows of {self.n} cell strings")
        return [[str(t) for t in row] for row in grid]

    def shading_rows(self, shaded: Iterable[Cell]) -> list[list[str]]:
        """This puzzle's :func:`shaded_rows`."""
        return shaded_rows(self.m, self.n, shaded)

    def shaded_in(self, answer) -> set[Cell] | str:
        """The shaded cells of a shading genre's answer (see :meth:`answer_grid`), or, where a
        cell is neither ``x`` nor ``-``, the first such cell in words (for :meth:`verify`)."""
        grid = self.answer_grid(answer)
        for i, row in enumerate(grid):
            for j, t in enumerate(row):
                if t not in ("x", "-"):
                    return f"{where((i, j))} is '{t}': a cell is x (shaded) or - (unshaded)"
        return {(i, j) for i, row in enumerate(grid) for j, t in enumerate(row) if t == "x"}

    def svg(self, solution: Sequence[int] | None = None) -> str:
        return picture(self.m, self.n, room=self.room, **self.draw(solution))

    def clue_list(self) -> list[object]:
        """The clues row by row, None where a cell has none (what a URL writes)."""
        return [self.clue.get((i, j)) for i in range(self.m) for j in range(self.n)]

    def outside_cells(self) -> list[Cell]:
        """The cells in no room (:data:`OUTSIDE`)."""
        return [(i, j) for i, row in enumerate(self.room or ()) for j, r in enumerate(row) if r == OUTSIDE]


def room_row(row: Sequence[int]) -> str:
    """A row of the room grid as the notation writes it: rooms numbered from 1, ``@`` no room."""
    return " ".join("@" if r == OUTSIDE else str(r + 1) for r in row)


def _shown(tok: str) -> str:
    return show_char(tok) if len(tok) == 1 else f"'{tok}'"


class NumberURL:
    """A genre whose puzz.link URL is a number or none a cell (pzprjs's number16; ``.`` a number
    not given, read as ``?``): put before :class:`Genre` among the bases."""

    url_least = 0
    """The least number a cell of a URL may hold; ``url_least_why`` says why, in the error."""
    url_least_why = ""
    unknown_clue: object = pzpr.UNKNOWN
    """The clue of a cell whose number is not given (a URL writes it ``.``)."""

    @classmethod
    def decode(cls, rows: int, cols: int, body: list[str]):
        numbers = pzpr.cell_numbers(body, rows, cols)
        bad = [v for v in numbers if v is not None and v != pzpr.UNKNOWN and v < cls.url_least]
        if bad:
            raise InputError(f"URL body: the number {bad[0]} is not a {cls.kind} clue ({cls.url_least_why})",
                             source="URL")
        return pzpr.cell_rows(numbers, rows, cols), None

    def encode(self) -> str:
        return pzpr.write_number16([pzpr.UNKNOWN if v is not None and v == self.unknown_clue else v
                                    for v in self.clue_list()])
