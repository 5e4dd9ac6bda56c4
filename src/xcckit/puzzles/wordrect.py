"""Word rectangles (Knuth's word-rect-dlx): an m×n array whose rows and columns are all words.

``wordrect COLFILE[:N] ROWFILE[:N] [--model plain|prefix]``: the first list gives the column
words (length m), the second the row words (length n). The plain model is word-rect-dlx's, line
for line: items ``R0…`` and ``C0…`` (primary, hex indices), one secondary item per cell ``ij``
coloured with its letter; an option per (column word, column) and per (row word, row), in
word-rect-dlx's order. The prefix model has a letter item per cell and letter instead (see
:class:`~xcckit.puzzles.kit.words.GridModel`).
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence

from ..errors import InputError
from ..model import Model
from . import plural, split_args
from .kit.words import COST_HELP, GridModel, LetterGrid, WordList, load_words, parse_spec, word_costs, word_list, words_in

MAX_SIDE = 16


def hexd(i: int) -> str:
    return f"{i:x}"


class WordRectangle(LetterGrid):
    """``WordRectangle(cols, rows, model="plain")``: column words of length m and row words of
    length n (:func:`~xcckit.puzzles.kit.words.load_words` lists), the ``plain`` or ``prefix`` model."""

    kind = "wordrect"
    costs = "--cost rank gives a word its place in its list (0 first), --cost FILE the costs of a file of lines 'word cost'; a rectangle costs the sum of its row and column words' costs."
    options = (("--model", "KIND", "plain (Knuth's word-rect-dlx, the default) or prefix (a letter "
                                   "item per cell: fewer nodes, wider options)"),
               ("--cost", "COST", COST_HELP))
    draws_partial = True

    def __init__(self, cols: WordList | Iterable[str], rows: WordList | Iterable[str], model: str = "plain",
                 cost: str | None = None) -> None:
        """``cost``: None, ``rank`` or a file of word costs (see :func:`~.words.word_costs`)."""
        self.cols, self.rows = cols, rows = word_list(cols, "cols"), word_list(rows, "rows")
        self.cost = cost
        col_price, row_price = word_costs(cost, [cols, rows]) or ({}, {})
        self.notes = cols.notes + rows.notes
        self.m, self.n = m, n = cols.length, rows.length
        xcc = Model()
        row_items = [xcc.add_primary(f"R{hexd(i)}") for i in range(m)]
        col_items = [xcc.add_primary(f"C{hexd(j)}") for j in range(n)]
        alphabet = "".join(sorted(set("".join(cols.words)) | set("".join(rows.words))))
        self.grid_model = g = GridModel(xcc, model, {(i, j): hexd(i) + hexd(j) for i in range(m) for j in range(n)},
                                        alphabet)
        row_cells = [[(i, j) for j in range(n)] for i in range(m)]
        col_cells = [[(i, j) for i in range(m)] for j in range(n)]
        for word in cols.words:
            for j in range(n):
                g.add(col_items[j], col_cells[j], word, col_price.get(word, 0))
        for word in rows.words:
            for i in range(m):
                g.add(row_items[i], row_cells[i], word, row_price.get(word, 0))
        xcc.word_grid = g.word_grid(zip(row_items, row_cells), zip(col_items, col_cells))
        self.model = xcc

    @classmethod
    def from_args(cls, args: Sequence[str]) -> "WordRectangle":
        positional, opts = split_args(args, cls)
        if len(positional) != 2:
            raise InputError(f"expected COLWORDS ROWWORDS, got {plural(len(positional), 'argument')}",
                             source="wordrect")
        return cls(load_words(positional[0], MAX_SIDE), load_words(positional[1], MAX_SIDE),
                   str(opts.get("--model", "plain")), None if opts.get("--cost") is None else str(opts["--cost"]))

    dlx_lead = " "  # (as Knuth's generator writes the item line)

    def comments(self) -> list[str]:
        extra = [] if self.grid_model.kind == "plain" else [f"--model {self.grid_model.kind}"]
        extra += [] if self.cost is None else [f"--cost {self.cost}"]
        return [f"word-rect-dlx {_named(self.cols)} {_named(self.rows)}" + (f" (xcckit {' '.join(extra)})" if extra else "")]

    def shape(self) -> tuple[int, int]:
        return (self.m, self.n)

    def grid(self, solution: Sequence[int]) -> list[str]:
        letters = self.grid_model.letters(solution)
        return ["".join(letters.get((i, j), ".") for j in range(self.n)) for i in range(self.m)]

    def verify(self, answer) -> str | None:
        """The rules, on an answer ``{"grid": [row, …]}`` (m rows of n letters): every row is a
        word of the row list, every column one of the column list (case aside)."""
        rows = answer.get("grid") if isinstance(answer, dict) else answer
        if (not isinstance(rows, (list, tuple)) or len(rows) != self.m
                or any(not isinstance(r, str) or len(r) != self.n for r in rows)):
            return f"the answer is {self.m} rows of {self.n} letters"
        return (words_in(rows, self.rows.words, "row")
                or words_in(["".join(r[j] for r in rows) for j in range(self.n)], self.cols.words, "column"))


def _named(words) -> str:
    """A word list as WORD-RECT-DLX's command line names it: its file (a bundled list by the
    file's name, dict3-300.txt), with the part that chooses words (@L, :N) as given."""
    name, _, _ = parse_spec(words.spec)
    if words.path != name and os.path.basename(words.path).startswith(name):
        return os.path.basename(words.path) + words.spec[len(name):]
    return words.spec
