"""Each genre's case: what every genre is asked, as data. ``tests/cases/KIND.toml`` holds the data
(its puzzles, answers, messages, exports) and ``tests/cases/KIND.py`` the code (small random
puzzles, the brute force's candidates, what a picture holds): ``CASE = case(__name__, random=...)``
(a :class:`Case`, the TOML's fields and the code's together); ``tests/test_genres.py`` asks every case the same questions, on every backend
that the backends' declarations say takes the model. A genre's own test file keeps only what is
its own (a blank grid's count, a peer's example, a repair)."""

from __future__ import annotations

import importlib
import pkgutil
import tomllib
from collections.abc import Callable, Iterable
from random import Random
from dataclasses import dataclass, field
from pathlib import Path

Grid = list[list[str]]


def lines(text: str | list[str]) -> str:
    """A puzzle's text from its lines (or the text itself)."""
    return text if isinstance(text, str) else "\n".join(text) + "\n"


@dataclass(frozen=True)
class Export:
    """A DLX export of the genre: ``source`` a bundled puzzle's name or arguments (``2x3``), or a
    puzzle's text (written to a file); ``count`` its count, or the count from the puzzle (its
    brute force); ``lines`` the text's lines where the row says; ``check`` what else the text
    holds; ``zdd``: counted by zdd too; ``side``: the genre has a side constraint left out of the
    text (the count read back is at least the genre's), ``left`` the name the note on it gives it.
    Comment lines (``|``, the generators' headings as Knuth writes them) are not counted among the
    text's lines."""

    name: str
    source: str
    count: int | Callable[[object], int]
    lines: int | None = None
    check: Callable[[str], bool] = field(default=lambda dlx: True)
    zdd: bool = False
    side: bool = False
    left: str = "connected"


@dataclass(frozen=True)
class Case:
    """What a genre is asked (the fields with defaults are asked where given).

    * ``demo``, ``demo_answer``: its bundled puzzle and that puzzle's one answer (rows of cells
      separated by blanks, as the sites publish them); ``url``: the demo's puzz.link URL, exactly.
    * ``small`` (its lines), ``count`` answers (``answer`` the one, where given): a small puzzle of
      the project's making; ``svg``: what its picture holds; ``aliases``: the kind's other names.
    * ``bad_file``, ``error``: a bad file and what ``xcc solve`` says after ``xcc: FILE:`` (all of
      it where ``whole_error``); ``bad``: (text, message) of the notation, each one line naming the
      place; ``bad_urls``: (URL, message).
    * ``random`` and ``candidates``: small random puzzles (of a random.Random) and the grids that
      may answer one (the brute force keeps those the rules checker passes), ``seeds`` of them.
    * ``rows``: a puzzle from rows of blank-separated cells (default ``kind(cells)``), for
      ``broken``: (puzzle rows, answer rows, the rule the rules checker names).
    * ``made``: a size the maker makes (None: the genre has no maker); ``made_answer``: the key of
      ``answer()`` that the maker's answer is written as (slitherlink's: its loop's dots, ``loop``);
      ``exports``: DLX exports.
    * ``solved``: the lines ``xcc solve`` prints for the demo, where they are not its answer's
      grid (slitherlink draws its loop); the small puzzle's are then not compared with ``answer``.
    * ``demo_searched``: the searches (not only the translations) are asked the demo (False
      where its model is too wide for them: fillomino's 64 numbers).
    * ``drawn``: a drawn puzzle (a :class:`~xcckit.puzzles.kit.genre.Made`) for the repair test, where
      the maker's own never has a second answer (default: the maker's, half its removable clues
      taken away).
    * ``demo_broken``: (cell -> token changes to the demo's answer, the rule the rules checker
      names); ``examples``: (a puzz.link URL of another's making, e.g. pzprjs's test puzzle, its
      one answer).
    * ``bad_files``: (a file's text, all that ``xcc count`` says after ``xcc: FILE:``, its place
      first): each refused with exit status 2, and by the notation's reader in the same words.
    * ``puzzlekit``: puzzlekit's solver of the genre (``module:Class`` under
      ``puzzlekit.solvers``), whose metadata's ``input_example`` has its ``output_example`` as its
      one answer (skipped where puzzlekit is not installed); ``peer_examples``: (a puzzle's text
      from another's solver, its one answer), its text written back reading back to itself.
    * ``constructed``: (the class's arguments, what its error says): each refused by the
      constructor in one line (a TypeError where the message names the signature, ``Kind(``;
      an InputError otherwise).
    * ``answer_grid``: how the answer's ``"grid"`` writes rows of blank-separated cells (default:
      the rows of cells; sudoku's: a string a row, as Knuth's programs write it); ``printed``: how
      ``xcc solve`` prints them (default: the cells in aligned columns; sudoku draws its boxes).
    """

    kind: str
    demo: str
    demo_answer: list[str]
    small: list[str]
    count: int
    svg: Callable[[str], bool]
    bad_file: str
    error: str
    answer: list[str] | None = None
    aliases: tuple[str, ...] = ()
    url: str | None = None
    url_start: str = "https://puzz.link/p?"
    whole_url: bool = False
    whole_error: bool = True
    random: Callable[[Random], object] | None = None
    candidates: Callable[[object], Iterable[Grid]] | None = None
    seeds: int = 8
    rows: Callable[[list[str]], object] | None = None
    broken: tuple[tuple[list[str], list[str], str], ...] = ()
    bad: tuple[tuple[str, str], ...] = ()
    bad_urls: tuple[tuple[str, str], ...] = ()
    made: tuple[int, int] | None = (6, 6)
    made_answer: str = "grid"
    solved: list[str] | None = None
    exports: tuple[Export, ...] = ()
    demo_searched: bool = True
    drawn: Callable[[Random], object] | None = None
    demo_broken: tuple[tuple[dict[tuple[int, int], str], str], ...] = ()
    examples: tuple[tuple[str, list[str]], ...] = ()
    bad_files: tuple[tuple[str, str], ...] = ()
    puzzlekit: str | None = None
    peer_examples: tuple[tuple[str, list[str]], ...] = ()
    constructed: tuple[tuple[tuple, str], ...] = ()
    answer_grid: Callable[[list[str]], object] | None = None
    printed: Callable[[list[str]], str] | None = None

    def answer_of(self, rows: list[str]) -> object:
        """The answer's ``"grid"`` of ``rows`` (rows of blank-separated cells) as the genre writes it."""
        return self.answer_grid(rows) if self.answer_grid else [row.split() for row in rows]

    def __str__(self) -> str:  # (the id pytest shows)
        return self.kind

    def puzzle(self, rows: list[str]):
        """The puzzle of ``rows`` (cells separated by blanks), as ``broken`` gives them."""
        from xcckit.puzzles.kinds import get_kind
        if self.rows is not None:
            return self.rows(rows)
        return get_kind(self.kind)([row.split() for row in rows])


def cases() -> list[Case]:
    """Every genre's case, by kind."""
    out = []
    for info in pkgutil.iter_modules(__path__):
        module = importlib.import_module(f"{__name__}.{info.name}")
        out.append(module.CASE)
    return sorted(out, key=lambda c: c.kind)


def _cell(name: str) -> tuple[int, int]:
    """(row, column) from 0 of a cell named as the checkers name it, ``r3c12``."""
    row, _, col = name[1:].partition("c")
    return int(row) - 1, int(col) - 1


def _pairs(rows: list) -> tuple:
    return tuple(tuple(row) for row in rows)


_READ = {
    "aliases": tuple, "made": tuple, "broken": _pairs, "bad": _pairs, "bad_urls": _pairs,
    "bad_files": _pairs, "examples": _pairs, "peer_examples": _pairs,
    "demo_broken": lambda rows: tuple(({_cell(k): v for k, v in cells.items()}, rule) for cells, rule in rows),
    "constructed": lambda rows: tuple((tuple(args), error) for args, error in rows),
    "exports": lambda rows: tuple(Export(**row) for row in rows),
}
"""How a field's TOML value reads (arrays are lists; these fields are tuples of tuples, cells are
named ``rKcL``)."""


def case(module: str, **code: object) -> Case:
    """The case of ``tests/cases/KIND.py`` (``module``, its ``__name__``): the fields of
    ``KIND.toml`` beside it, and ``code``, the fields that are code (a field in both is an error)."""
    path = Path(__file__).parent / f"{module.rpartition('.')[2]}.toml"
    with open(path, "rb") as f:
        data = {key: _READ.get(key, lambda v: v)(value) for key, value in tomllib.load(f).items()}
    both = set(data) & set(code)
    assert not both, f"{path.name} and its module both give {sorted(both)}"
    return Case(**data, **code)
