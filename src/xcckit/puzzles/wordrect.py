"""Word rectangles (Knuth's word-rect-dlx): an m×n array whose rows and columns are all words.

``wordrect COLFILE[:N] ROWFILE[:N]``: the first list gives the column words (length m), the
second the row words (length n). Items ``R0…`` and ``C0…`` (primary, hex indices), one secondary
item per cell ``ij`` coloured with its letter; an option per (column word, column) and per
(row word, row), in word-rect-dlx's order.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import InputError
from ..model import Model, WordGrid
from . import split_args
from .words import LetterGrid, WordList, load_words

MAX_SIDE = 16


def hexd(i: int) -> str:
    return f"{i:x}"


class WordRectangle(LetterGrid):
    kind = "wordrect"

    def __init__(self, cols: WordList, rows: WordList) -> None:
        self.cols, self.rows = cols, rows
        self.notes = cols.notes + rows.notes
        self.m, self.n = m, n = cols.length, rows.length
        model = Model()
        for i in range(m):
            model.add_primary(f"R{hexd(i)}")
        for j in range(n):
            model.add_primary(f"C{hexd(j)}")
        cell = [[model.add_secondary(hexd(i) + hexd(j)) for j in range(n)] for i in range(m)]
        colour = model.colour_id
        self.col_option: dict[tuple[int, int], int] = {}
        self.row_option: dict[tuple[int, int], int] = {}
        for w, word in enumerate(cols.words):
            letters = [colour(ch) for ch in word]
            for j in range(n):
                self.col_option[w, j] = model.add_option_ids(
                    [model.index[f"C{hexd(j)}"]] + [cell[i][j] for i in range(m)], [0] + letters)
        for w, word in enumerate(rows.words):
            letters = [colour(ch) for ch in word]
            for i in range(m):
                self.row_option[w, i] = model.add_option_ids(
                    [model.index[f"R{hexd(i)}"]] + cell[i], [0] + letters)
        model.word_grid = WordGrid([(model.index[f"R{hexd(i)}"], cell[i]) for i in range(m)],
                                   [(model.index[f"C{hexd(j)}"], [cell[i][j] for i in range(m)]) for j in range(n)])
        self.model = model

    @classmethod
    def from_args(cls, args: Sequence[str]) -> "WordRectangle":
        positional, _ = split_args(args)
        if len(positional) != 2:
            raise InputError(f"expected COLFILE[:N] ROWFILE[:N], got {len(positional)} arguments",
                             source="wordrect")
        return cls(load_words(positional[0], MAX_SIDE), load_words(positional[1], MAX_SIDE))

    def comments(self) -> list[str]:
        return [f"word-rect-dlx {self.cols.spec} {self.rows.spec}"]

    def grid(self, solution: Sequence[int]) -> list[str]:
        colours = self.model.colouring(solution)
        return ["".join(colours[hexd(i) + hexd(j)] for j in range(self.n)) for i in range(self.m)]
