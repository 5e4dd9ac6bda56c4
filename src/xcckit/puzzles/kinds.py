"""The registry of puzzle kinds: kind name -> ``module:class``, imported on first use, and the
help of ``xcc COMMAND KIND``. It lives apart from :mod:`xcckit.puzzles` (the base classes),
which the kinds import: the registry imports the kinds, the kinds do not import it.
"""

from __future__ import annotations

import importlib
import textwrap

from ..errors import InputError
from . import Puzzle

KINDS: dict[str, str] = {
    "dlx": "xcckit.puzzles:DLXFile",
    "slitherlink": "xcckit.puzzles.slitherlink:Slitherlink",
    "wordrect": "xcckit.puzzles.wordrect:WordRectangle",
    "wordsquare": "xcckit.puzzles.wordsquare:WordSquare",
    "torto": "xcckit.puzzles.torto:Torto",
    "macmahon": "xcckit.puzzles.macmahon:MacMahon",
    "queens": "xcckit.puzzles.queens:Queens",
    "sudoku": "xcckit.puzzles.sudoku:Sudoku",
    "polyomino": "xcckit.puzzles.polyomino:Polyomino",
    "masyu": "xcckit.puzzles.masyu:Masyu",
    "nurikabe": "xcckit.puzzles.nurikabe:Nurikabe",
    "nonogram": "xcckit.puzzles.nonogram:Nonogram",
}
"""Kind name -> ``module:class``, imported on first use."""

ALIASES: dict[str, str] = {}
"""Other names of kinds (puzzlekit's snake_case ones) -> the kind."""


COMMON = {
    "solve": "--backend B, --limit N, --time-limit S, --json, --unique, --svg FILE, --workers N, --minimize, --best K",
    "count": "--backend B, --limit N, --time-limit S, --json, --workers N",
    "export": "--format dlx|cnf|cpsat (or the puzzle's own notations), --output FILE",
    "crosscheck": "--backends B,B…, --limit N, --time-limit S, --json, --minimize, --best K",
    "sample": "--backend B, -n N, --seed S, --time-limit S, --json, --svg FILE",
    "facts": "--backend B, --time-limit S, --json, --svg FILE",
}
"""The options of each command as a kind's help lists them (the backends' own flags are added by
the command line, which reads their declarations)."""


def kind_help(command: str, name: str, backend_flags: str = "") -> str:
    """The help of ``xcc COMMAND KIND``: the kind's arguments, options and examples
    (``backend_flags``: the backends' own flags the command takes, ``, --solver NAME``…)."""
    cls = get_kind(name)
    lines = [f"Usage: xcc {command} {name} {cls.arguments}", "", f"{cls.summary[:1].upper()}{cls.summary[1:]}.",
             "", *textwrap.wrap(cls.description, 90)]
    if cls.options:
        lines += ["", f"Options of {name}:"]
        width = max(len(n) + (len(m) + 1 if m else 0) for n, m, _ in cls.options)
        for n, m, text in cls.options:
            lines.append(f"  {(n + ' ' + m) if m else n:{width}}  {text}")
    lines += ["", f"Options of xcc {command}: {COMMON[command]}{backend_flags} (xcc {command} --help)."]
    if command == "export" and cls.notations:
        lines += [f"The puzzle itself: --format {'|'.join(cls.export_formats())}."]
    if command in ("solve", "crosscheck"):
        lines += ["", *textwrap.wrap(f"Costs (--minimize, --best K): {cls.costs}", 90)]
    if cls.examples:
        lines += ["", "Examples:", *(f"  {e}" for e in cls.examples)]
    return "\n".join(lines)


def get_kind(name: str) -> type[Puzzle]:
    target = KINDS.get(ALIASES.get(name, name))
    if target is None:
        raise InputError(f"unknown puzzle kind '{name}' (choose from {', '.join(KINDS)})", source="KIND")
    module, _, cls = target.partition(":")
    return getattr(importlib.import_module(module), cls)
