"""Word squares in Graham Toal's traditional sense: n×n, row i equal to column i.

``wordsquare FILE[:N]``: n is the word length. A primary item ``Ri`` per row and a secondary item
per cell pair {(i, j), (j, i)} named ``ij`` with i ≤ j; the option for (word, row i) covers ``Ri``
and colours cells (i, j) and (j, i), the diagonal cell once. A word may fill several rows.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import InputError
from ..model import Model, WordGrid
from . import split_args
from .words import LetterGrid, WordList, load_words

MAX_SIDE = 16


class WordSquare(LetterGrid):
    kind = "wordsquare"

    def __init__(self, words: WordList) -> None:
        self.words = words
        self.notes = list(words.notes)
        self.n = n = words.length
        model = Model()
        rows = [model.add_primary(f"R{i:x}") for i in range(n)]
        cell = {}
        for i in range(n):
            for j in range(i, n):
                cell[i, j] = cell[j, i] = model.add_secondary(f"{i:x}{j:x}")
        self.option: dict[tuple[int, int], int] = {}
        for w, word in enumerate(words.words):
            letters = [model.colour_id(ch) for ch in word]
            for i in range(n):
                self.option[w, i] = model.add_option_ids(
                    [rows[i]] + [cell[i, j] for j in range(n)], [0] + letters)
        model.word_grid = WordGrid([(rows[i], [cell[i, j] for j in range(n)]) for i in range(n)], symmetric=True)
        self.model = model

    @classmethod
    def from_args(cls, args: Sequence[str]) -> "WordSquare":
        positional, _ = split_args(args)
        if len(positional) != 1:
            raise InputError(f"expected one FILE[:N], got {len(positional)} arguments", source="wordsquare")
        return cls(load_words(positional[0], MAX_SIDE))

    def comments(self) -> list[str]:
        return [f"xcckit wordsquare {self.words.spec}"]

    def grid(self, solution: Sequence[int]) -> list[str]:
        colours = self.model.colouring(solution)
        n = self.n
        return ["".join(colours[f"{min(i, j):x}{max(i, j):x}"] for j in range(n)) for i in range(n)]
