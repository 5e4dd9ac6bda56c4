"""Puzzle kinds: each turns its input into a Model and a solution back into an answer.

A kind is a subclass of :class:`Puzzle` registered in :data:`KINDS`; the CLI's ``KIND ARGS…``
is handed to its ``from_args``. A puzzle knows nothing about backends.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Sequence

from ..errors import InputError
from ..formats.dlx import parse as parse_dlx
from ..model import Model


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


def svg_letter(x: float, y: float, size: float, ch: str) -> str:
    """A character centred at (x, y)."""
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-family="sans-serif" font-size="{size:.1f}" '
            f'text-anchor="middle" dominant-baseline="central">{ch}</text>')


class Puzzle:
    """A puzzle instance: its model, and how to show a solution."""

    kind = "?"
    model: Model
    notes: list[str] = []
    """Things the user should know about the input (e.g. dropped duplicates), for stderr."""

    @classmethod
    def from_args(cls, args: Sequence[str]) -> "Puzzle":
        raise NotImplementedError

    def comments(self) -> list[str]:
        """Comment lines for the DLX export (without the leading ``|``)."""
        return []

    def answer(self, solution: Sequence[int]) -> dict | None:
        """The JSON answer for a solution, or None when the kind has none."""
        return None

    def render(self, solution: Sequence[int]) -> str:
        """Text for people: by default, the chosen options as DLX lines."""
        return "\n".join(self.model.option_text(o) for o in solution)

    def extra_counts(self) -> dict[str, Model]:
        """Other models whose solutions a count of this puzzle also counts (e.g. Torto's flagged
        solutions): name -> model. The caller counts them and hands the numbers to
        :meth:`count_summary`."""
        return {}

    def count_summary(self, total: int, counts: dict[str, int]) -> tuple[dict, list[str]]:
        """What a finished count adds, from its ``total`` and the counts of
        :meth:`extra_counts`' models: fields for the JSON output, and lines for the text."""
        return {}, []

    def svg(self, solution: Sequence[int]) -> str | None:
        """An SVG picture of a solution, or None when the kind has none."""
        return None

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
        return f"<{self.puzzle.kind} answer: {len(self.solution)} options>"

    def _repr_svg_(self) -> str | None:
        return self.puzzle.svg(self.solution)


def read_text(path: str) -> str:
    """The text of a file, or of standard input for ``-``; errors name the file."""
    try:
        if path == "-":
            data = sys.stdin.buffer.read()
            path = "<stdin>"
        else:
            with open(path, "rb") as f:
                data = f.read()
    except OSError as err:
        raise InputError(f"cannot read: {err.strerror}", source=path) from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        before = data[:err.start]
        line = before.count(b"\n") + 1
        col = err.start - (before.rfind(b"\n") + 1) + 1
        raise InputError("not UTF-8 text", source=path, line=line, col=col) from None


def split_args(args: Sequence[str], valued: Sequence[str] = (), flags: Sequence[str] = ()
               ) -> tuple[list[str], dict[str, str | bool]]:
    """Separate a kind's own options (``--name VALUE``, ``--name=VALUE``, ``--flag``) from its
    positional arguments; an unknown option is an error naming it."""
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
                raise InputError("no such option", source=name)
        else:
            positional.append(a)
    return positional, opts


def int_option(opts: dict, name: str, default: int, lo: int = 1, hi: int | None = None) -> int:
    value = opts.get(name)
    if value is None:
        return default
    try:
        n = int(value)
    except ValueError:
        raise InputError(f"'{value}' is not an integer", source=name) from None
    if n < lo or (hi is not None and n > hi):
        raise InputError(f"{n} is out of range {lo}..{hi if hi is not None else ''}", source=name)
    return n


class DLXFile(Puzzle):
    """KIND ``dlx``: a model read from Knuth's DLX text (a file, or ``-`` for standard input)."""

    kind = "dlx"

    def __init__(self, model: Model, source: str) -> None:
        self.model = model
        self.source = source

    @classmethod
    def from_args(cls, args: Sequence[str]) -> "DLXFile":
        positional, _ = split_args(args)
        if len(positional) != 1:
            raise InputError(f"expected one .dlx file (or -), got {len(positional)} arguments",
                             source="dlx")
        path = positional[0]
        source = "<stdin>" if path == "-" else path
        return cls(parse_dlx(read_text(path), source=source), source)


KINDS: dict[str, str] = {
    "dlx": "xcckit.puzzles:DLXFile",
    "slitherlink": "xcckit.puzzles.slitherlink:Slitherlink",
    "wordrect": "xcckit.puzzles.wordrect:WordRectangle",
    "wordsquare": "xcckit.puzzles.wordsquare:WordSquare",
    "torto": "xcckit.puzzles.torto:Torto",
    "macmahon": "xcckit.puzzles.macmahon:MacMahon",
}
"""Kind name -> ``module:class``, imported on first use."""


def get_kind(name: str) -> type[Puzzle]:
    target = KINDS.get(name)
    if target is None:
        raise InputError(f"unknown puzzle kind '{name}' (choose from {', '.join(KINDS)})", source="KIND")
    module, _, cls = target.partition(":")
    return getattr(importlib.import_module(module), cls)
