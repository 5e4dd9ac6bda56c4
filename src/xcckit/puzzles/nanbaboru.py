"""Nanbaboru (janko.at's; Naoki Inaba's ナンバーボール, 'Number balls'): write the numbers 1 to N
in some cells of a square grid, each once in every row and every column.

Rules (janko.at's rule page was not at hand; the wording is Inaba's, as translated at
mathequalslove.net's "Number Ball Puzzles", and that of the Salad puzzle collection, whose
"Number Ball" mode plays janko.at's genre): an N-number puzzle on an R×R grid; each row and each column holds each of the numbers 1 to N exactly once,
its other cells empty; a cell with a ball (a circle) holds a number; a cell with a cross holds
none; a number given in a cell stays. Checked against all 270 published answers of puzzlekit's
dataset (janko.at's puzzles 5×5 to 9×9, N from 3 to 5) before modelling: every one keeps these
rules, and no other rule is needed to read them.

Notation (the dataset's: puzzlekit has no nanbaboru solver): a line ``R C N`` (rows, columns,
the largest number), then R rows of cells: ``-`` nothing said, ``0`` (or ``o``) a ball, ``x`` a
cross, a number 1 to N given. pzprjs has no nanbaboru: no URLs. Answer: the rows, a number or
``-`` (an empty cell), as the dataset's answers are written.

The model is Knuth's, an exact cover without colours: primary items ``ri.x`` and ``kj.x`` (row i,
column j holds the number x) and ``pi.j`` for each cell that must hold a number (a ball or a
given number); ``pi.j`` is a secondary item for the other cells, so that a cell holds one number
at most; an option per cell and number that the clues allow covers its three items. A crossed
cell has no option, a given cell only its number's, and a number given in a row or a column is
offered to no other cell of it. The cells that hold no number are the secondary items no option
covers: no colour, no multiplicity, no side constraint, and every backend takes it.

The 270 published puzzles of puzzlekit's dataset (2026-11-29, ``scripts/bench.py published
--every 1``, 2 cores, busy): all 270 solved, proven unique and equal to the published answer by
auto (dlx), the model (30 to 202 options) built from the text in the time: median 1 ms at every
size (5×5 to 9×9; 0.001-0.002 s), at most 0.03 s but for the process's first puzzle (2.6 s, dlx's
compiled engine loading). In one warmed process: median 1.1 ms (0.8 ms on 5×5, 1.8 ms on 9×9),
at most 18 ms. The other backends count each to 1: sat median 8 ms, zdd 17 ms, cpsat 29 ms.
puzzlekit has no solver to run beside it.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import InputError
from ..model import Model
from ..text import is_number
from . import is_url, need_text
from .kit.batch import Batch
from .kit.genre import AtCell, Genre, Made
from .kit.grid import Cell, where
from .kit.rules import tokens_in
from .kit.makers import latin_square

EMPTY, BALL, CROSS = "-", "0", "x"
BALLS = ("0", "o", "O")
"""The tokens of a ball (the dataset writes ``0``, once ``o``)."""
CROSSES = ("x", "X")
GIVEN = 0.35
"""The share of the numbers the maker gives as numbers (the others as balls) before taking clues away."""


def numbers_for(n: int) -> int:
    """The numbers N the maker writes in an n×n grid: about half the side, as janko.at's puzzles
    have them (3 on 5×5, 4 on 6×6 and 7×7, 5 on 8×8 and 9×9)."""
    return max(1, min(n, (n + 2) // 2))


class Nanbaboru(Genre):
    """``Nanbaboru(cells, None, [N])``: rows of cell strings (``-``, ``0`` a ball, ``x`` a cross,
    a number 1 to N) and the largest number N (default: the grid's side)."""

    kind = "nanbaboru"
    url_names = ()
    notations = ("janko",)
    header = 3

    cell_words = "a cell is '-', 0 or o (a ball), x (a cross) or a number from 1"

    def __init__(self, cells: Sequence[Sequence[str]], rooms=None, extra: Sequence[int] = ()) -> None:
        if rooms is not None:
            raise InputError(f"a {self.kind} puzzle has no rooms", source=self.kind)
        super().__init__(cells, None, extra)

    @classmethod
    def read_cell(cls, tok: str) -> object:
        """A given number (an int), :data:`BALL` or :data:`CROSS`; None for ``-``."""
        if tok == EMPTY:
            return None
        if tok in BALLS:
            return BALL
        if tok in CROSSES:
            return CROSS
        if is_number(tok) and int(tok) > 0:
            return int(tok)
        raise ValueError(cls.cell_words)

    @classmethod
    def from_text(cls, text: str, source: str | None = None) -> "Nanbaboru":
        need_text(text, f"{cls.__name__}.from_text(text)")
        if not is_url(text.strip()):
            first = next(((k, line) for k, line in enumerate(text.split("\n"), 1) if line.strip()), None)
            if first is not None and (len(first[1].split()) != 3 or not all(map(is_number, first[1].split()))):
                raise InputError(f"expected the first line 'R C N' (rows, columns, the largest number), not "
                                 f"'{first[1].strip()}'", source=source, line=first[0], col=1)
        return super().from_text(text, source)

    def check(self) -> None:
        """A grid not square, N out of 1..R, or a number beyond N: an InputError."""
        m, n = self.m, self.n
        if m != n:
            raise InputError(f"each number is once in every row and every column, so a {self.kind} grid is "
                             f"square, not {m}×{n}", source=self.kind)
        if not 1 <= self.numbers <= n:
            raise InputError(f"the numbers 1 to N={self.numbers}: N is from 1 to the grid's side {n}",
                             source=self.kind)
        for c, v in self.clue.items():
            if isinstance(v, int) and v > self.numbers:
                raise AtCell(self.kind, c, f"{v} is beyond the numbers 1 to {self.numbers}")

    # ------------------------------------------------------------------ the model
    def build(self) -> Model:
        self.numbers = self.extra[0] if self.extra else self.n
        self.extra = [self.numbers]
        self.check()
        n, k = self.n, self.numbers
        cells = [(i, j) for i in range(n) for j in range(n)]
        must = [c for c in cells if self.clue.get(c) not in (None, CROSS)]
        free = [c for c in cells if self.clue.get(c) is None]
        in_row = [set() for _ in range(n)]
        in_col = [set() for _ in range(n)]
        for (i, j), v in self.clue.items():
            if isinstance(v, int):
                in_row[i].add(v)
                in_col[j].add(v)
        model = Model()
        row = model.add_items([f"r{i}.{x}" for i in range(n) for x in range(1, k + 1)])
        col = model.add_items([f"k{j}.{x}" for j in range(n) for x in range(1, k + 1)])
        place = dict(zip(must, model.add_items([f"p{i}.{j}" for i, j in must])))
        place.update(zip(free, model.add_items([f"p{i}.{j}" for i, j in free], primary=False)))
        batch = Batch(model)
        self.number_of: dict[int, tuple[Cell, int]] = {}
        for i, j in sorted(place):
            given = self.clue.get((i, j))
            numbers = [given] if isinstance(given, int) else [x for x in range(1, k + 1)
                                                              if x not in in_row[i] and x not in in_col[j]]
            for x in numbers:
                o = batch.add([row[i * k + x - 1], col[j * k + x - 1], place[i, j]], [0, 0, 0], ordered=True)
                self.number_of[o] = ((i, j), x)
        return batch.flush()

    def numbers_in(self, solution: Sequence[int]) -> dict[Cell, int]:
        """The cells a solution writes a number in, and the number."""
        return dict(self.number_of[o] for o in solution if o in self.number_of)

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        out = [[EMPTY] * self.n for _ in range(self.m)]
        for (i, j), x in self.numbers_in(solution).items():
            out[i][j] = str(x)
        return out

    # ------------------------------------------------------------------ the rules
    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        n, k = self.n, self.numbers
        names = [str(x) for x in range(1, k + 1)]
        wrong = tokens_in(grid, [EMPTY, *names], f"a number from 1 to {k} or - (empty)")
        if wrong:
            return wrong
        for i in range(n):
            for j in range(n):
                clue, t = self.clue.get((i, j)), grid[i][j]
                if isinstance(clue, int) and t != str(clue):
                    return f"{where((i, j))} is given the number {clue}, the answer has {'none' if t == EMPTY else t}"
                if clue == BALL and t == EMPTY:
                    return f"{where((i, j))} holds a ball: a number, the answer has none"
                if clue == CROSS and t != EMPTY:
                    return f"{where((i, j))} is crossed out: no number, the answer has {t}"
        units = [(f"row {i + 1}", [(i, j) for j in range(n)]) for i in range(n)]
        units += [(f"column {j + 1}", [(i, j) for i in range(n)]) for j in range(n)]
        for name, line in units:
            for x in names:
                at = [c for c in line if grid[c[0]][c[1]] == x]
                if len(at) != 1:
                    return (f"{name} holds the number {x} {len(at)} times"
                            + (f" ({', '.join(where(c) for c in at)})" if at else ""))
        return None

    # ------------------------------------------------------------------ the picture
    def draw(self, solution: Sequence[int] | None) -> dict:
        """janko.at's picture: a ball a circle, a given number in its circle, a cross an ×; the
        answer's numbers in blue, each in its circle."""
        circles = {c: "white" for c, v in self.clue.items() if v != CROSS}
        text: dict = {c: (str(v) if v != CROSS else ("×", "#888")) for c, v in self.clue.items() if v != BALL}
        if solution is not None:
            for c, x in self.numbers_in(solution).items():
                circles[c] = "white"
                if not isinstance(self.clue.get(c), int):
                    text[c] = (str(x), "#1a56db")
        return {"circles": circles, "text": text}

    # ------------------------------------------------------------------ the maker
    @classmethod
    def maker(cls, m: int, n: int, rng) -> Made | None:
        """A random Latin square of order n whose symbols beyond N (:func:`numbers_for`) are left
        empty (so each number is once in every row and column); each number given as itself
        (about one in three) or as a ball, each empty cell crossed, every clue removable. Square
        grids only."""
        if m != n:
            raise InputError(f"a nanbaboru grid is square, not {m}x{n}", source="size")
        k = numbers_for(n)
        answer = [[str(x) if x <= k else EMPTY for x in row] for row in latin_square(n, rng)]
        cells = [[CROSS if t == EMPTY else (t if rng.random() < GIVEN else BALL) for t in row] for row in answer]
        return Made(cells, [(i, j) for i in range(n) for j in range(n)], None, [k], answer,
                    how=f"a random Latin square, the numbers beyond {k} left out")

    @classmethod
    def clue_at(cls, made: Made, i: int, j: int) -> str | None:
        """A ball where the answer has a number, a cross where it has none."""
        return CROSS if made.answer[i][j] == EMPTY else BALL

    @classmethod
    def repair(cls, made: Made, other) -> Made | None:
        """The cell nearest the middle where the other answer differs: given its number, or
        crossed where the made answer leaves it empty."""
        answer = made.answer
        n = len(answer)
        diff = [(i, j) for i in range(n) for j in range(n) if other[i][j] != answer[i][j]]
        if not diff:
            return None
        i, j = min(diff, key=lambda c: (abs(2 * c[0] - n + 1) + abs(2 * c[1] - n + 1), c))
        cells = [row[:] for row in made.cells]
        cells[i][j] = CROSS if answer[i][j] == EMPTY else answer[i][j]
        return Made(cells, sorted({*made.removable, (i, j)}), None, list(made.extra), answer, how=made.how)
