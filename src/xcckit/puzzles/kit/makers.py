"""What a kind says to be made (:class:`Maker`): a random answer drawn with every clue it gives
(:meth:`Maker.maker`, a :class:`Made`), and how its clues come and go. The making itself, the
questions of uniqueness asked of the backends, is :mod:`xcckit.making`'s: a maker uses no
backend, and what it needs of one (a random or a uniform solution of a blank puzzle) it names
among its keywords and is handed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ...model import Model
from .grid import Cell, matching


@dataclass
class Made:
    """The first steps of making a puzzle (:meth:`Maker.maker`): a random answer and the puzzle
    with every clue it gives; :mod:`xcckit.making` then takes ``removable`` clues away (each
    becomes :meth:`Maker.emptied`) while the puzzle keeps one answer."""

    cells: list[list[str]]
    """The puzzle with every clue, in the notation's tokens (``-`` an empty cell)."""
    removable: list[Cell]
    """The clues that may be taken away."""
    rooms: list[list[int]] | None = None
    extra: list[int] = field(default_factory=list)
    answer: object = None
    """The answer the clues were drawn from (a genre's as :meth:`Genre.grid` writes it; a loop
    puzzle's loop; a sudoku's grid)."""
    how: str = ""
    """How the answer was drawn, in words."""
    built: object = field(default=None, compare=False, repr=False)
    """The puzzle of ``cells`` where the maker built it already (asked again, not built again)."""


class Maker:
    """The hooks of a kind that has a maker; the defaults say "no maker" and "a clue is taken
    away by writing ``-``"."""

    drawn_unique = False
    """Whether a draw with every clue has one answer by construction (a full sudoku grid): then
    no question is asked of it before clues are taken away."""

    kept_clues: str | None = None
    """Why the maker's clues are not taken away one by one, where they are not (None: they are,
    and a puzzle none of whose removable clues can go is minimal); a made puzzle is then said
    unique, not proven minimal, with this reason (munraito: a moon taken away lets the light
    through to the next, whose number may change)."""

    @classmethod
    def maker(cls, m: int, n: int, rng) -> Made | None:
        """A random answer of an m×n puzzle of the kind and the puzzle with every clue it gives
        (``rng``: a :class:`random.Random`); None where this draw failed (another is drawn). A
        maker may name among its keywords what :mod:`xcckit.making` hands it: ``symmetry`` (it
        then draws what it keeps of the grid, walls, islands or a loop, symmetric under it),
        ``random_solution(puzzle, rng)`` and ``uniform_solution(puzzle, rng)`` (a solution of a
        puzzle, its options in a random order or drawn uniformly), and the kind's own options
        (a sudoku's ``box``). It raises an InputError for a size the kind does not take."""
        return None

    @classmethod
    def made(cls, cells: Sequence[Sequence[str]], drawn: Made):
        """The puzzle of a maker's draw ``drawn`` with ``cells`` (its own, or fewer clues as they
        are taken away)."""
        raise NotImplementedError

    @classmethod
    def emptied(cls, tok: str) -> str:
        """The token a cell holds once its clue ``tok`` is taken away (``-``: nothing; akari's
        numbered wall stays a wall)."""
        return "-"

    @classmethod
    def clue_at(cls, made: Made, i: int, j: int) -> str | None:
        """The clue (a token of the notation) that the answer of ``made`` gives cell (i, j) where
        the puzzle may hold one there, None where it may not (or the kind cannot say): a
        symmetric puzzle completes its clues' orbits with these (:mod:`xcckit.making`)."""
        return None

    @classmethod
    def repair(cls, made: Made, other) -> Made | None:
        """A puzzle made from ``made`` (whose answer is ``made.answer``, perhaps changed) that
        the ``other`` answer no longer solves; None where the kind cannot say. Making a puzzle
        asks it when a drawn puzzle has a second answer, instead of drawing again."""
        return None

    @classmethod
    def optional_clues(cls, drawn: Made) -> tuple[Model, list[int], dict[Cell, int]] | None:
        """The model of the puzzle with every clue of ``drawn`` in which each removable clue is
        a primary item that can be dropped (dropping it leaves its cell without the clue), the
        drawn answer's options in it, and each removable cell's item; None where the kind has
        no such model. With it, one incremental solver answers every question of uniqueness
        while clues are taken away (:func:`xcckit.backends.oracles.uniqueness`); without, each
        question is a search of the puzzle made anew."""
        return None


def has_maker(cls) -> bool:
    """Whether the kind ``cls`` has a maker of its own."""
    return isinstance(cls, type) and issubclass(cls, Maker) and cls.maker.__func__ is not Maker.maker.__func__


def latin_square(n: int, rng) -> list[list[int]]:
    """A random Latin square of order n (heights 1..n): each row a random perfect matching of the
    columns with the heights they lack (Kuhn's augmenting paths, in a random order)."""
    lacks = [set(range(1, n + 1)) for _ in range(n)]
    square = []
    for _ in range(n):
        columns = list(range(n))
        rng.shuffle(columns)
        choices = {j: rng.sample(sorted(lacks[j]), len(lacks[j])) for j in columns}
        owner, _ = matching(columns, choices.__getitem__)  # (height -> column)
        row = [0] * n
        for x, j in owner.items():
            row[j] = x
            lacks[j].discard(x)
        square.append(row)
    return square
