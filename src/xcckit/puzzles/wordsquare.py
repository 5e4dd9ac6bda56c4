"""Word squares in Graham Toal's traditional sense: n×n, row i equal to column i.

``wordsquare FILE[:N] [--model plain|prefix]``: n is the word length. A primary item ``Ri`` per
row and a secondary item per cell pair {(i, j), (j, i)} named ``ij`` with i ≤ j; the option for
(word, row i) covers ``Ri`` and colours cells (i, j) and (j, i), the diagonal cell once. A word may
fill several rows. The prefix model has a letter item per cell pair and letter instead (see
:class:`~xcckit.puzzles.kit.words.GridModel`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..errors import InputError
from ..model import Model
from . import plural, split_args
from .kit.words import COST_HELP, GridModel, LetterGrid, WordList, load_words, word_costs, word_list, words_in

MAX_SIDE = 16


class WordSquare(LetterGrid):
    """``WordSquare(words, model="plain")``: words of length n (a
    :func:`~xcckit.puzzles.kit.words.load_words` list), the ``plain`` or ``prefix`` model."""

    kind = "wordsquare"
    costs = "--cost rank gives a word its place in the list (0 first), --cost FILE the costs of a file of lines 'word cost'; a square costs the sum of its row words' costs."
    options = (("--model", "KIND", "plain (the default) or prefix (a letter item per cell)"),
               ("--cost", "COST", COST_HELP))
    draws_partial = True

    def __init__(self, words: WordList | Iterable[str], model: str = "plain", cost: str | None = None) -> None:
        """``cost``: None, ``rank`` or a file of word costs (see :func:`~.words.word_costs`)."""
        self.words = words = word_list(words)
        self.cost = cost
        costs = word_costs(cost, [words])
        price = costs[0] if costs else None
        self.notes = list(words.notes)
        self.n = n = words.length
        xcc = Model()
        rows = [xcc.add_primary(f"R{i:x}") for i in range(n)]
        pairs = {(i, j): f"{i:x}{j:x}" for i in range(n) for j in range(i, n)}
        self.grid_model = g = GridModel(xcc, model, pairs, "".join(sorted(set("".join(words.words)))))
        cells = [[(min(i, j), max(i, j)) for j in range(n)] for i in range(n)]
        for word in words.words:
            for i in range(n):
                g.add(rows[i], cells[i], word, price[word] if price else 0)
        xcc.word_grid = g.word_grid(zip(rows, cells), symmetric=True)
        self.model = xcc

    @classmethod
    def from_args(cls, args: Sequence[str]) -> "WordSquare":
        positional, opts = split_args(args, cls)
        if len(positional) != 1:
            raise InputError(f"expected one WORDS list, got {plural(len(positional), 'argument')}",
                             source="wordsquare")
        return cls(load_words(positional[0], MAX_SIDE), str(opts.get("--model", "plain")),
                   None if opts.get("--cost") is None else str(opts["--cost"]))

    def comments(self) -> list[str]:
        model = "" if self.grid_model.kind == "plain" else f" --model {self.grid_model.kind}"
        cost = "" if self.cost is None else f" --cost {self.cost}"
        return [f"xcckit wordsquare {self.words.spec}{model}{cost}"]

    def shape(self) -> tuple[int, int]:
        return (self.n, self.n)

    def grid(self, solution: Sequence[int]) -> list[str]:
        letters = self.grid_model.letters(solution)
        n = self.n
        return ["".join(letters.get((min(i, j), max(i, j)), ".") for j in range(n)) for i in range(n)]

    def verify(self, answer) -> str | None:
        """The rules, on an answer ``{"grid": [row, …]}`` (n rows of n letters): row i and column
        i are the same word, a word of the list (case aside)."""
        rows = answer.get("grid") if isinstance(answer, dict) else answer
        n = self.n
        if not isinstance(rows, (list, tuple)) or len(rows) != n or any(not isinstance(r, str) or len(r) != n
                                                                          for r in rows):
            return f"the answer is {n} rows of {n} letters"
        for i in range(n):
            column = "".join(r[i] for r in rows)
            if column.lower() != rows[i].lower():
                return f"row {i + 1} is {rows[i]} and column {i + 1} {column}: they are one word"
        return words_in(rows, self.words.words, "row")
