"""Puzzle kinds: each turns its input into a Model and a solution back into an answer.

A kind is a subclass of :class:`Puzzle` registered in :data:`xcckit.puzzles.kinds.KINDS`; the
CLI's ``KIND ARGS…`` is handed to its ``from_args``. A puzzle knows nothing about backends.
"""

from __future__ import annotations

import contextlib

import os
import re
import sys
from html import escape
from collections.abc import Callable, Sequence
from typing import NamedTuple

from .. import data
from ..errors import InputError, decode_utf8
from ..formats.dlx import parse as parse_dlx
from ..symmetry import burnside, fixed_model
from ..model import Model
from ..text import is_number


DIGITS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
"""Knuth's base-62 digits: enc(x) for x < 62."""


def enc(x: int) -> str:
    return DIGITS[x]


def show_char(ch: str) -> str:
    """A character for an error message: quoted, or U+XXXX when it would not show."""
    return repr(ch) if ch.isprintable() and not ch.isspace() else f"U+{ord(ch):04X}"


def svg_open(width: float, height: float) -> str:
    """The opening of an SVG picture with a white background."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
            f'viewBox="0 0 {width:.1f} {height:.1f}">\n<rect width="100%" height="100%" fill="white"/>')


def svg_row(pictures: list[str], gap: float = 16) -> str:
    """Several SVG pictures (each from :func:`svg_open`) side by side in one."""
    if len(pictures) == 1:
        return pictures[0]
    sizes = []
    for pic in pictures:
        head = pic[:pic.index(">")]
        sizes.append((float(head.split('width="')[1].split('"')[0]), float(head.split('height="')[1].split('"')[0])))
    width = sum(w for w, _ in sizes) + gap * (len(pictures) - 1)
    height = max(h for _, h in sizes)
    parts, x = [svg_open(width, height)], 0.0
    for pic, (w, _) in zip(pictures, sizes):
        parts.append(pic.replace("<svg ", f'<svg x="{x:.1f}" y="0" ', 1))
        x += w + gap
    parts.append("</svg>")
    return "\n".join(parts)


def svg_letter(x: float, y: float, size: float, ch: str, fill: str = "black") -> str:
    """A character (or a short text) centred at (x, y)."""
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-family="sans-serif" font-size="{size:.1f}" fill="{fill}" '
            f'text-anchor="middle" dominant-baseline="central">{ch}</text>')


def incidence_svg(model: Model, solution: Sequence[int] | None = None, most: int = 80) -> str:
    """The model as Knuth draws exact cover problems: a row per option (the first ``most``), a
    column per item (primary ones dark, secondary ones grey, a coloured use with its colour
    written in), the options of ``solution`` shaded."""
    cell = 14
    rows = min(model.n_options, most)
    left, top = 10, 10 + cell * 5
    width, height = left * 2 + cell * model.n_items, top + cell * rows + 10 + (cell if rows < model.n_options else 0)
    chosen = set(solution or ())
    parts = [svg_open(width, height)]
    for i, name in enumerate(model.names):
        x = left + i * cell + cell / 2
        parts.append(f'<text x="{x:.1f}" y="{top - 4}" font-family="monospace" font-size="10" '
                     f'transform="rotate(-60 {x:.1f} {top - 4})">{escape(name)}</text>')
    for o in range(rows):
        y = top + o * cell
        if o in chosen:
            parts.append(f'<rect x="{left}" y="{y}" width="{cell * model.n_items}" height="{cell}" fill="#fde68a"/>')
        for i, c in model.option(o):
            x = left + i * cell
            fill = "#1f2937" if model.is_primary[i] else "#9ca3af"
            parts.append(f'<rect x="{x + 2}" y="{y + 2}" width="{cell - 4}" height="{cell - 4}" fill="{fill}"/>')
            if c:
                parts.append(svg_letter(x + cell / 2, y + cell / 2, 9, escape(model.colours[c]), "white"))
    if rows < model.n_options:
        parts.append(svg_letter(width / 2, top + rows * cell + cell / 2, 10, f"… {model.n_options - rows:,} more options"))
    parts.append("</svg>")
    return "\n".join(parts)


def facts_text(model: Model, facts) -> str:
    """The facts every solution shares (a :class:`~xcckit.backends.base.Facts`), for people."""
    lines = [f"in every solution ({len(facts.always):,} of {model.n_options:,} options):"]
    lines += [f"  {model.option_text(o)}" for o in facts.always]
    if facts.colours:
        lines.append(f"the same in every solution ({len(facts.colours):,} secondary items):")
        lines += [f"  {model.names[i]}:{model.colours[c]}" if c else f"  {model.names[i]} (no colour)"
                  for i, c in facts.colours.items()]
    if facts.unused:
        lines.append(f"used by no solution: {' '.join(model.names[i] for i in facts.unused)}")
    lines.append(f"in no solution: {len(facts.never):,} option{'' if len(facts.never) == 1 else 's'}")
    return "\n".join(lines)


class Relaxation(NamedTuple):
    """A smaller model than a puzzle's whose solutions stand for its own (:meth:`Puzzle.relaxation`):
    every solution of the puzzle's model is one of its solutions (read as ``lift`` reads), and
    ``lift`` gives the puzzle's solution a solution of it is, or None where it is none (it uses
    what stands for several of the puzzle's options). A search for one or two solutions asks it
    first: where every solution it finds lifts, they are the puzzle's (and where it finds one,
    that one is the only one). ``guesses``: as a :class:`Reduction`'s."""

    model: Model
    lift: Callable[[Sequence[int]], "tuple[int, ...] | None"]
    guesses: tuple[Callable[[], "Relaxation"], ...] = ()


UNDECIDED = "undecided"
"""What a :class:`Reduction`'s ``other`` gives where the solution one step from its only one is
no answer of the puzzle: the puzzle's own model is searched then."""


class Reduction(NamedTuple):
    """A model whose solutions are some of a puzzle's (:meth:`Puzzle.relaxation`): every answer
    of the puzzle leads to one of them (so it has one where the puzzle has any), ``lift`` reads
    one as the puzzle's solution, and ``other(solution)``, asked of its only solution, gives the
    puzzle's second solution or None where the puzzle has no other (every answer that leads to
    that one is one step from it). A search for one or two solutions asks it first.

    Its solutions may be a wider puzzle's, whose answers the puzzle's are among (numberlink with
    every cell on a path, reduced as where cells may stay empty): ``lift`` gives None for one
    that is no answer of the puzzle, ``other`` :data:`UNDECIDED` where the wider puzzle's
    second is none of the puzzle's. Such a reduction decides where every solution it found lifts
    and, where it found one and no more, the second is the puzzle's or None; where its only one
    does not lift and has no other, the puzzle has no answer; else its own model is searched.

    ``guesses``: smaller models still, each a callable that makes it (a :class:`Relaxation`
    whose every solution lifts to an answer), that a search for one solution asks first, each
    for a share of the time (:data:`xcckit.api.GUESS_SHARE`), in their order: answers of a kind
    that most published puzzles have and that a search finds at once, where the reduction's
    own search takes long to its first. They decide nothing: none found, the reduction is
    asked. A search for two with a time limit asks them only where the reduction's own search
    found nothing in its time (:data:`xcckit.api.GUESS_RESERVE`): an answer, its uniqueness
    not proven."""

    model: Model
    lift: Callable[[Sequence[int]], "tuple[int, ...] | None"]
    other: Callable[[Sequence[int]], "tuple[int, ...] | str | None"]
    guesses: tuple[Callable[[], Relaxation], ...] = ()


class About:
    """A kind's help for the command line (and what its benchmark measures), read from the kind's
    ``about.toml`` in the bundled data (``data/KIND/about.toml``): a class attribute of that name
    set in the class itself comes first. Lists read as tuples."""

    def __init__(self, default: object) -> None:
        self.default = default

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, obj: object, owner: type) -> object:
        return data.about(owner.kind).get(self.name, self.default)


class Puzzle:
    """A puzzle instance: its model, and how to show a solution (as text, JSON and SVG).

    A kind describes itself for the command line: ``summary`` (a line for ``xcc kinds``),
    ``arguments`` (the synopsis of its ARGS), ``description`` and ``examples``, written in its
    ``about.toml`` (:class:`About`), and ``options`` ((name, METAVAR or None for a flag, help) each).
    """

    kind = "?"
    model: Model
    summary = About("")
    arguments = About("")
    description = About("")
    options: tuple[tuple[str, str | None, str], ...] = ()
    examples = About(())
    notes: list[str] = []
    """Things the user should know about the input (e.g. dropped duplicates), for stderr."""
    dlx_lead = ""
    """What the DLX export writes before the item line (a blank where Knuth's generator does:
    TORTO-DLX, WORD-RECT-DLX)."""
    count_options: tuple[str, ...] = ()
    """Its options that only a count uses (counting up to symmetry): refused by the questions
    about solutions (solve, sample, facts, crosscheck)."""
    costs = ("this kind's options have no natural cost: every solution costs 0, so --minimize and "
             "--best K give any solutions.")
    """Where a solution's cost comes from (``xcc solve KIND --help``)."""

    notations: tuple[str, ...] = ()
    """The notations :meth:`to_text` writes the puzzle in, the first its own (``xcc export KIND
    ARGS --format NOTATION``); each reads back with ``xcc solve KIND FILE``."""

    @classmethod
    def from_args(cls, args: Sequence[str]) -> "Puzzle":
        raise NotImplementedError

    def unsettled(self) -> "Puzzle":
        """This puzzle with the model of its rules alone, where its own model holds what the kind
        settles before the search (kuromasu, minesweeper): what a difficulty measures, which the
        settling would make read easier. Itself by default."""
        return self

    def relaxation(self) -> Relaxation | Reduction | None:
        """A smaller model whose solutions stand for this one's (:class:`Relaxation`), or one
        whose few solutions decide whether this one has one or two (:class:`Reduction`), or None."""
        return None

    def to_text(self, notation: str | None = None) -> str:
        """The puzzle written in one of its :attr:`notations` (the first by default)."""
        raise NotImplementedError(f"{self.kind} puzzles are not written as text")

    @classmethod
    def export_formats(cls) -> dict[str, str]:
        """The names ``xcc export --format`` gives the :attr:`notations` -> the notation (a
        kind's own ``dlx`` notation, its input to Knuth's program, is ``KIND-dlx``: ``dlx`` is
        the model's DLX text)."""
        return {(f"{cls.kind}-dlx" if n == "dlx" else n): n for n in cls.notations}

    def _notation(self, notation: str | None) -> str:
        if notation is None:
            return self.notations[0]
        if notation not in self.notations:
            raise InputError(f"unknown notation '{notation}' for {self.kind} (choose from {', '.join(self.notations)})",
                             source="notation")
        return notation

    def comments(self) -> list[str]:
        """Comment lines for the DLX export (without the leading ``|``)."""
        return []

    def answer(self, solution: Sequence[int]) -> dict | None:
        """The JSON answer for a solution, or None when the kind has none."""
        return None

    def solution_json(self, solution: Sequence[int]) -> dict:
        """A solution as ``--json`` writes it: its options by their DLX lines, and the kind's
        ``answer`` where there is one."""
        entry: dict = {"options": [self.model.option_text(o) for o in solution]}
        answer = self.answer(solution)
        if answer is not None:
            entry["answer"] = answer
        return entry

    def verify(self, answer) -> str | None:
        """The rule of the puzzle that ``answer`` (what :meth:`answer` gives for a solution)
        breaks, in words, or None. A kind with a rules checker writes it from the puzzle's rules,
        sharing no code with its model: every backend solves the same model, so a rule modelled
        wrong agrees on all of them, and only this sees it. None by default (no checker)."""
        return None

    def broken_rule(self, solution: Sequence[int]) -> str | None:
        """:meth:`verify` of the answer of ``solution`` (None where the kind has no answer)."""
        answer = self.answer(solution)
        return None if answer is None else self.verify(answer)

    def render(self, solution: Sequence[int]) -> str:
        """Text for people: by default, the chosen options as DLX lines."""
        return "\n".join(self.model.option_text(o) for o in solution)

    distinct = False
    """Whether a count also counts the solutions up to the puzzle's :meth:`symmetries`
    (``--distinct``, by Burnside's lemma)."""
    fixed_line = "  fixed by the {label}: {count:,}"
    """How a count up to symmetry says the solutions a symmetry fixes."""

    def symmetries(self) -> list[tuple[str, dict[int, int]]]:
        """The symmetries a count up to symmetry is taken under, each as (label, the image of
        every option), the identity first; [] where the kind has none. The one hook of
        counting up to symmetry: :meth:`extra_counts` and :meth:`count_summary` do the rest."""
        return []

    def distinct_words(self, classes: int, order: int) -> str:
        """The line that says the count up to symmetry."""
        return f"{classes:,} distinct up to {order} symmetr{'ies' if order > 1 else 'y'}"

    def distinct_fields(self, order: int) -> dict:
        """What the JSON's ``distinct`` says beyond the count, the group's order and the fixed."""
        return {}

    def extra_counts(self) -> dict[str, Model]:
        """Other models whose solutions a count of this puzzle also counts: name -> model. The
        caller counts them and hands the numbers to :meth:`count_summary`. By default, with
        :attr:`distinct`: the model of the solutions each symmetry but the identity fixes (Torto
        counts its flagged solutions instead)."""
        if not self.distinct:
            return {}
        return {label: fixed_model(self.model, image) for label, image in self.symmetries()[1:]}

    def count_summary(self, total: int, counts: dict[str, int]) -> tuple[dict, list[str]]:
        """What a finished count adds, from its ``total`` and the counts of
        :meth:`extra_counts`' models: fields for the JSON output, and lines for the text. By
        default, with :attr:`distinct`: the classes by Burnside's lemma (``distinct`` in the JSON:
        ``count``, ``symmetries``, ``fixed``), the only place it is applied."""
        if not self.distinct:
            return {}, []
        order = len(counts) + 1
        classes = burnside(total, counts.values(), order)
        fixed = {k: v for k, v in counts.items() if v}
        lines = [self.distinct_words(classes, order), *(self.fixed_line.format(label=k, count=v)
                                                        for k, v in fixed.items())]
        return {"distinct": {"count": classes, "symmetries": order, **self.distinct_fields(order),
                             "fixed": fixed}}, lines

    def svg(self, solution: Sequence[int] | None = None) -> str:
        """An SVG picture of a solution, or of the puzzle itself (``solution=None``). By default
        the model's incidence matrix: a row per option, a column per item, the chosen options
        marked."""
        return incidence_svg(self.model, solution)

    def _repr_svg_(self) -> str:
        return self.svg(None)

    # The facts every solution shares (``xcc facts``): ``facts`` is a
    # :class:`~xcckit.backends.base.Facts` (options and items by their ids).
    draws_partial = False
    """Whether :meth:`render` and :meth:`svg` draw a partial solution (some options, the others
    left open): then the facts are drawn as the puzzle, with what every solution has."""

    def facts_render(self, facts) -> str:
        """Text for people: the puzzle drawn with the options every solution has, where the kind
        draws a partial solution (:attr:`draws_partial`), then how much is known; else those
        options as DLX lines and the colours every solution agrees on (:func:`facts_text`)."""
        if not self.draws_partial:
            return facts_text(self.model, facts)
        n = self.model.n_options
        return (self.render(facts.always) + f"\nin every solution: {len(facts.always):,} of {n:,} options; "
                f"in none: {len(facts.never):,}; open: {n - len(facts.always) - len(facts.never):,}")

    def facts_answer(self, facts) -> dict | None:
        """The kind's own JSON for the facts (a slitherlink's known edges), or None."""
        return None

    def facts_svg(self, facts) -> str:
        """An SVG picture of the facts: the puzzle with the options every solution has, where
        the kind draws a partial solution; else the incidence matrix with them marked."""
        if self.draws_partial:
            return self.svg(facts.always)
        return incidence_svg(self.model, facts.always)

    def __repr__(self) -> str:
        return f"<{self.kind} puzzle: {self.model!r}>"

    def show(self, solution: Sequence[int]) -> "Answer":
        """A solution as an answer that prints as text and draws itself in a notebook."""
        return Answer(self, solution)


class Answer:
    """One solution of a puzzle: prints as text, displays as SVG in a notebook."""

    def __init__(self, puzzle: Puzzle, solution: Sequence[int]) -> None:
        self.puzzle = puzzle
        self.solution = tuple(solution)

    @property
    def answer(self) -> dict | None:
        return self.puzzle.answer(self.solution)

    def __str__(self) -> str:
        return self.puzzle.render(self.solution)

    def __repr__(self) -> str:
        return f"<{self.puzzle.kind} answer>\n{self}"

    def _repr_svg_(self) -> str:
        return self.puzzle.svg(self.solution)


def locate(arg: str, folder: str, suffixes: tuple[str, ...]) -> str:
    """A file argument: ``-``, an existing path, or the name of a bundled file of ``folder``
    (:mod:`xcckit.data`, e.g. ``demo-7x7`` for a slitherlink); reading an unknown one reports it."""
    if arg == "-" or os.path.exists(arg):
        return arg
    return data.find(folder, arg, suffixes) or arg


def index_name(*xs: int, wide: bool = False) -> str:
    """Indices written into an item name: one of Knuth's base-62 digits each (``enc``), as his
    programs write them; or, for a puzzle with an index of 62 or more (``wide``), decimal numbers
    joined by '.' (``12.70``), so that any size has names and the names stay distinct."""
    return ".".join(map(str, xs)) if wide else "".join(DIGITS[x] for x in xs)


SIZE_LINE = re.compile(r"\s*([0-9]+)\s+([0-9]+)\s*")
"""A first line giving a grid's size, rows then columns (``20 20``)."""


class Grid:
    """A grid of cells read from text (:func:`grid_cells`): ``rows`` of tokens (one character
    a cell, or cells separated by blanks) and the line and column of each, for messages."""

    def __init__(self, rows: list[list[str]], places: list[list[tuple[int, int]]], source: str | None) -> None:
        self.rows, self.places, self.source = rows, places, source

    def error(self, i: int, j: int, message: str) -> InputError:
        line, col = self.places[i][j]
        return InputError(message, source=self.source, line=line, col=col)

    def cells(self) -> list[tuple[int, int, str]]:
        return [(i, j, tok) for i, row in enumerate(self.rows) for j, tok in enumerate(row)]


def grid_cells(text: str, source: str | None, legal: Sequence[str], expected: str, empty: str,
               empty_rows: bool = True) -> Grid:
    """The cells of a puzzle drawn as text: one character a cell (as Knuth's programs read them),
    or cells separated by blanks (as janko.at writes them: ``- 2 - 3``) when some row has a blank
    between two cells; a first line ``R C`` may give the size (rows, columns), checked against
    the rows below it. Tokens are compared in lower case with ``legal``; an illegal one is an
    error naming ``expected``, a row of another length a ragged-rows error, no row the error
    ``empty`` (and, with ``empty_rows``, an empty first row an error too), each at its line and
    column of ``source``. A first line that reads both as the size and as a row is an error,
    never a guess."""
    lines = text.split("\n")
    while lines and not lines[-1].strip():
        lines.pop()
    top = 0  # blank lines before the grid, skipped as those after it are (the lines keep their numbers)
    while top < len(lines) and not lines[top].strip():
        top += 1
    lines = lines[top:]
    if not lines:
        raise InputError(empty, source=source, line=1, col=1)
    legal_set = {t.lower() for t in legal}
    size = SIZE_LINE.fullmatch(lines[0])
    if not size:
        return _grid(lines, top + 1, source, legal_set, expected, empty, empty_rows, None)
    r, c = int(size[1]), int(size[2])
    try:
        sized = _grid(lines[1:], top + 2, source, legal_set, expected, empty, empty_rows, (r, c))
    except InputError as err:
        sized, sized_err = None, err
    plain = None
    if all(t.lower() in legal_set for t in lines[0].split()):  # the line is also a row of cells
        try:
            plain = _grid(lines, top + 1, source, legal_set, expected, empty, empty_rows, None)
        except InputError:
            pass
    if sized is not None and plain is not None:
        raise InputError(f"'{lines[0].strip()}' reads both as the size of the grid below and as its first row "
                         "(leave the size line out)", source=source, line=top + 1, col=1)
    if sized is not None:
        return sized
    if plain is not None:
        return plain
    raise sized_err


def _grid(lines: list[str], first: int, source, legal: set[str], expected: str, empty: str, empty_rows: bool,
          size: tuple[int, int] | None) -> Grid:
    if not lines:
        raise InputError(empty, source=source, line=first, col=1)
    separated = any(len(line.split()) > 1 for line in lines)
    rows: list[list[str]] = []
    places: list[list[tuple[int, int]]] = []
    for lineno, raw in enumerate(lines, first):
        if separated:
            found = [(m.start() + 1, m.group()) for m in re.finditer(r"\S+", raw)]
        else:
            found = list(enumerate(raw.rstrip(), 1))
        for col, tok in found:
            if tok.lower() not in legal:
                what = f"character {show_char(tok)}" if len(tok) == 1 else f"cell '{tok}'"
                hint = ("; blanks separate the cells on every row or on none"
                        if len(tok) > 1 and all(ch.lower() in legal for ch in tok) else "")
                raise InputError(f"illegal {what} ({expected}{hint})", source=source, line=lineno, col=col)
        width = size[1] if size else len(rows[0]) if rows else None
        if width is not None and len(found) != width:
            where = (f"the size line says {width}" if size else f"the first has {width}")
            col = found[width][0] if len(found) > width else len(raw.rstrip()) + 1
            raise InputError(f"ragged rows: this row has {len(found)} cells, {where}", source=source,
                             line=lineno, col=col)
        if empty_rows and not found:
            raise InputError("empty row", source=source, line=lineno, col=1)
        rows.append([t for _, t in found])
        places.append([(lineno, col) for col, _ in found])
    if size and len(rows) != size[0]:
        raise InputError(f"the size line says {size[0]} rows of {size[1]} cells; the grid below has {len(rows)} rows",
                         source=source, line=first - 1, col=1)
    return Grid(rows, places, source)


def grid_rows(text: str, source: str | None, legal: str, expected: str, empty: str,
              empty_rows: bool = True) -> list[str]:
    """The rows of a puzzle of one-character cells (:func:`grid_cells`), each as a string."""
    return ["".join(row) for row in grid_cells(text, source, legal, expected, empty, empty_rows).rows]


def is_url(arg: str) -> bool:
    """Whether a puzzle argument is a puzz.link (or pzv.jp) URL."""
    return "://" in arg or arg.startswith(("puzz.link", "pzv.jp"))


def puzz_link(url: str, kind: str, names: Sequence[str]) -> tuple[int, int, list[str]]:
    """(W, H, the parts after them) of a puzz.link URL of one of ``names`` (:func:`url_data`)."""
    return url_data(url, kind, names)[:3]


def url_data(url: str, kind: str, names: Sequence[str]) -> tuple[int, int, list[str], str]:
    """(W, H, the parts after them, the flags) of a puzz.link URL ``…?NAME/[v:ID/][FLAGS/]W/H/BODY``
    of one of ``names`` (every name pzprjs gives the genre), as pzprjs reads it: ``NAME_edit`` and
    ``NAME_play`` too, a query's ``type=…&`` before the name, the ``v:`` part (pzprjs's mark of a
    puzzle set as a variant) skipped, and a part before the size that is no number the flags ('' when
    there are none). A malformed URL is an InputError naming the part, one that is no string a
    TypeError."""
    need_text(url, f"{kind.capitalize()}.from_url(url)", "a puzz.link URL")
    m = re.search(rf"\?(?:\w+=\w+&)*({'|'.join(map(re.escape, names))})(?:_edit|_play)?/(.*)$", url.strip())
    if not m:
        raise InputError(f"not a {kind} URL (expected '…?{names[0]}/W/H/BODY')", source=url)
    parts = m.group(2).split("/")
    if parts[0].startswith("v:"):
        parts = parts[1:]
    flags = ""
    if parts and parts[0] and not is_number(parts[0]):
        flags, parts = parts[0], parts[1:]
    if len(parts) < 3 or not is_number(parts[0]) or not is_number(parts[1]):
        raise InputError(f"URL part '{m.group(2)}': expected W/H/BODY with numbers W and H", source="URL")
    w, h = int(parts[0]), int(parts[1])
    if w < 1 or h < 1:
        raise InputError(f"URL part '{parts[0]}/{parts[1]}': a size is at least 1", source="URL")
    return w, h, parts[2:], flags


def blank_grid(arg: str, example: str) -> tuple[int, int] | None:
    """(M, N) when the argument ``MxN`` asks for the blank grid of M rows and N columns (and
    names no file); None for a puzzle. ``12x`` and ``0x3`` are errors naming the argument."""
    if os.path.exists(arg) or not re.fullmatch(r"[0-9]*[xX][0-9]*", arg):
        return None
    size = re.fullmatch(r"([0-9]+)[xX]([0-9]+)", arg)
    m, n = (int(size[1]), int(size[2])) if size else (0, 0)
    if not (m >= 1 and n >= 1):
        raise InputError(f"not a grid size: give MxN with M and N at least 1 (e.g. {example})", source=arg)
    return m, n


def grid_puzzle_arg(args: Sequence[str], kind: type[Puzzle]) -> str:
    """The one argument of a grid puzzle's kind (a file, - or a puzz.link URL), its options
    checked; another number of arguments is an InputError naming the kind."""
    positional, _ = split_args(args, kind)
    if len(positional) != 1:
        raise InputError(f"expected one puzzle (a file, - or a puzz.link URL), got {len(positional)}",
                         source=kind.kind)
    return positional[0]


def read_grid_puzzle(kind: type[Puzzle], arg: str):
    """The puzzle of ``kind`` that ``arg`` names: a puzz.link URL (``kind.from_url``), or a file
    (a bundled one by name, with or without ``.txt``), or - for standard input (``kind.from_text``)."""
    if is_url(arg):
        return kind.from_url(arg)
    text = read_text(locate(arg, kind.kind, ("", ".txt")))
    return kind.from_text(text, source="<stdin>" if arg == "-" else arg)


_STDIN: list[bytes] = []  # standard input, read once (``wordrect - -`` uses it twice)


def read_text(path: str) -> str:
    """The text of a file, or of standard input for ``-`` (read once, however often it is
    named); a byte-order mark at the start is skipped; errors name the file."""
    try:
        if path == "-":
            if not _STDIN:
                if sys.stdin is None:  # (the process was started with its standard input closed)
                    raise InputError("cannot read: standard input is closed", source="-")
                _STDIN.append(sys.stdin.buffer.read())
            data = _STDIN[0]
            path = "<stdin>"
        else:
            with open(path, "rb") as f:
                data = f.read()
    except OSError as err:
        if not path:
            raise InputError("the argument is empty (expected a file, - or the puzzle itself)", source="''") from None
        raise InputError(f"cannot read: {err.strerror}", source=path) from None
    return lines(decode_utf8(data, path))


def lines(text: str) -> str:
    """``text`` with its line ends (CR LF, or CR alone as old Macs write them) as LF."""
    return text.replace("\r\n", "\n").replace("\r", "\n") if "\r" in text else text


def plural(n: int, word: str) -> str:
    return f"{n:,} {word}" + ("" if n == 1 else "s")


@contextlib.contextmanager
def as_flags(flags: dict[str, str]):
    """Within: an InputError that names an argument of the Python API (``box``) names the
    command line's option instead (``--box``), so that each says its own name."""
    try:
        yield
    except InputError as err:
        if err.source in flags:
            raise err.located(flags[err.source]) from None
        raise


def need_text(text: object, where: str, what: str = "the puzzle as text") -> str:
    """``text`` when it is a string; else a TypeError naming ``where`` (and saying ``what`` it
    should have been)."""
    if not isinstance(text, str):
        raise TypeError(f"{where}: expected {what} (a str), not {type(text).__name__} {text!r}")
    return text


def split_args(args: Sequence[str], kind: type[Puzzle]) -> tuple[list[str], dict[str, str | bool]]:
    """Separate a kind's own options (``--name VALUE``, ``--name=VALUE``, ``--flag``) from its
    positional arguments; an unknown option is an error naming it and the kind's options."""
    valued = [name for name, metavar, _ in kind.options if metavar]
    flags = [name for name, metavar, _ in kind.options if not metavar]
    positional: list[str] = []
    opts: dict[str, str | bool] = {}
    it = iter(args)
    for a in it:
        if a.startswith("--") and len(a) > 2:
            name, eq, value = a.partition("=")
            if name in valued:
                if not eq:
                    value = next(it, None)
                    if value is None:
                        raise InputError("option needs a value", source=name)
                opts[name] = value
            elif name in flags and not eq:
                opts[name] = True
            else:
                known = ", ".join(n for n, _, _ in kind.options)
                raise InputError(f"no such option for {kind.kind} "
                                 + (f"(its options: {known})" if known else "(it has no options of its own)"),
                                 source=name)
        else:
            positional.append(a)
    return positional, opts


def int_option(opts: dict, name: str, default: int, lo: int = 1, hi: int | None = None) -> int:
    value = opts.get(name)
    if value is None:
        return default
    text = str(value).strip()
    if not is_number(text.removeprefix("-")):
        raise InputError(f"'{value}' is not an integer", source=name)
    n = int(text)
    if n < lo or (hi is not None and n > hi):
        raise InputError(f"{n} is out of range {lo}..{hi if hi is not None else ''}", source=name)
    return n


class DLXFile(Puzzle):
    """KIND ``dlx``: a model read from Knuth's DLX text (a file, or ``-`` for standard input)."""

    kind = "dlx"
    costs = "DLX5's |n tokens on an option's line (several are summed); a solution costs the sum of its options'."

    def __init__(self, model: Model, source: str) -> None:
        self.model = model
        self.source = source

    @classmethod
    def from_args(cls, args: Sequence[str]) -> "DLXFile":
        positional, _ = split_args(args, cls)
        if len(positional) != 1:
            raise InputError(f"expected one .dlx file (or -), got {plural(len(positional), 'argument')}",
                             source="dlx")
        path = locate(positional[0], "dlx", ("", ".dlx"))
        source = "<stdin>" if path == "-" else positional[0]
        return cls(parse_dlx(read_text(path), source=source), source)

    def broken_rule(self, solution: Sequence[int]) -> str | None:
        return self.verify({"options": [self.model.option_text(o) for o in solution]})

    def verify(self, answer) -> str | None:
        """The rules of exact cover with colours, on an answer ``{"options": [line, …]}`` (the
        chosen options as their DLX lines, as ``--json`` writes them): each is an option of the
        problem, taken once; each primary item is covered once (or as often as its bounds
        allow); a secondary item is covered by one option without a colour, or by any number of
        options of one colour."""
        lines = answer.get("options") if isinstance(answer, dict) else answer
        if not isinstance(lines, (list, tuple)) or not all(isinstance(x, str) for x in lines):
            return "the answer is {'options': [the chosen options' DLX lines]}"
        m = self.model
        if getattr(self, "_lines", None) is None:  # (once: a solve may check millions of answers)
            self._lines = {m.option_text(o) for o in range(m.n_options)}
        known = self._lines
        covered = {name: 0 for name, primary in zip(m.names, m.is_primary) if primary}
        colour: dict[str, str | None] = {}
        for k, line in enumerate(lines):
            if line not in known:
                return f"option {k + 1} ({line}) is no option of the problem"
            if line in lines[:k]:
                return f"option {k + 1} ({line}) is taken twice"
            for tok in line.split():
                if tok.startswith("|"):
                    continue  # (a cost)
                name, sep, c = tok.partition(":")
                if name in covered:
                    covered[name] += 1
                    continue
                c = c if sep else None
                if name in colour and (c is None or colour[name] is None or colour[name] != c):
                    return (f"the secondary item {name} is taken {'without a colour' if c is None else 'as ' + c} "
                            f"and {'without a colour' if colour[name] is None else 'as ' + str(colour[name])}")
                colour[name] = c
        for name, k in covered.items():
            i = m.index[name]
            if not m.lo[i] <= k <= m.hi[i]:
                want = str(m.lo[i]) if m.lo[i] == m.hi[i] else f"{m.lo[i]} to {m.hi[i]}"
                return f"the primary item {name} is covered {k} time{'' if k == 1 else 's'}, not {want}"
        return None
