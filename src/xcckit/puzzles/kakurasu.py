"""Kakurasu: shade cells so that each row's and column's clue is the sum of its shaded cells' places.

Rules (janko.at's): shade some cells of the grid; a row's clue (at its right) is the sum of the
column numbers (1 to C, left to right) of its shaded cells, and a column's clue (at its bottom)
the sum of the row numbers (1 to R, top to bottom) of its shaded cells. A line without a clue
(``-``) may hold any shading.

Notation (puzzlekit's ``kakurasu``): a line ``R C`` (rows, columns), a line of the C column clues,
a line of the R row clues (``-``: no clue). pzprjs has no kakurasu, so there are no URLs. Answer:
``x`` shaded, ``-`` unshaded.

The model is a line at a time, as Knuth models a nonogram (TAOCP 7.2.2.1): a primary item per
clued row and per clued column, whose options are the sets of the line's places that sum to its
clue (a line of 11 cells has at most 70 of them, for the clue 33), each colouring every cell of
the line ``1`` (shaded) or ``0`` (secondary items), so that a row and a column agree where they
cross. A cell whose row and column both lack a clue is a primary item of its own with the two
colours as options (else it would be free without being counted). A pure XCC model, no
multiplicity and no side constraint: every backend takes it. The 280 published puzzles of
puzzlekit's corpus (4×4 to 11×11, at most 892 options) are solved and proven unique by dlx (auto's
choice) in 1-4 ms each, median, 10 ms at most after the first run's warm-up (2026-11-29, beside
puzzlekit's CP-SAT 3-7 ms); dlx's propagation hint cut the slowest 10×10 or 11×11 from 14 to 2 ms.
zdd counts them by the frontier method in 0.1 s to over a minute (the whole grid is its frontier).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from ..errors import InputError
from ..model import Model
from . import is_url, need_text
from .kit.batch import Batch
from .kit.drawing import picture
from .kit.framed import frame_lines, over
from .kit.genre import ClueLine, Genre, Made, given_numbers, read_lined
from .kit.grid import Cell

SHADED, EMPTY = "1", "0"


@functools.lru_cache(maxsize=256)
def sums_to(length: int, total: int) -> tuple[tuple[int, ...], ...]:
    """Every set of places 1..``length`` whose sum is ``total``, each as its places ascending
    (grown from the largest place down, a branch cut where the places left cannot reach the sum)."""
    out: list[tuple[int, ...]] = []

    def grow(top: int, left: int, chosen: tuple[int, ...]) -> None:
        if left == 0:
            out.append(chosen)
            return
        for k in range(min(top, left), 0, -1):
            if k * (k + 1) // 2 < left:
                break  # (the places 1..k sum to less than what is left)
            grow(k - 1, left - k, (k,) + chosen)

    grow(length, total, ())
    return tuple(out)


def _most(length: int) -> tuple[int, str]:
    """The largest clue of a line of ``length`` places (1 + ... + length), and the words for it."""
    most = length * (length + 1) // 2
    return most, f"{most}, the sum of all its {length} places"


class Kakurasu(Genre):
    """``Kakurasu(rows, cols)``: the row clues and the column clues (numbers, None: no clue)."""

    kind = "kakurasu"
    url_names = ()
    notations = ("janko",)

    def __init__(self, rows, cols=None, extra=()) -> None:
        if cols is None or isinstance(rows, str):
            raise TypeError("Kakurasu(rows, cols): expected the row clues and the column clues, lists of numbers "
                            "(None: no clue) such as [3, None], [2, 1]")
        if not rows or not cols:
            raise InputError("a kakurasu has at least one row and one column", source=self.kind)
        self.m, self.n = len(rows), len(cols)
        self.rows = given_numbers(rows, "row", self.kind, "Kakurasu", "clue", *_most(self.n))
        self.cols = given_numbers(cols, "column", self.kind, "Kakurasu", "clue", *_most(self.m))
        self.cells = [["-"] * self.n for _ in range(self.m)]
        self.room, self.extra, self.clue = None, [], {}
        self.model = self._built()

    # ------------------------------------------------------------------ notation
    @classmethod
    def from_text(cls, text: str, source: str | None = None) -> "Kakurasu":
        need_text(text, f"{cls.__name__}.from_text(text)")
        if is_url(text.strip()):
            return cls.from_url(text.strip())
        lined = read_lined(text, source, cls.kind, _lines, blocks=(0,))
        return cls._placed(source, lined.first, lined.numbers[1], lined.numbers[0])

    def to_text(self, notation: str | None = None) -> str:
        self._notation(notation)
        show = lambda v: "-" if v is None else str(v)  # noqa: E731
        return "\n".join([f"{self.m} {self.n}", " ".join(map(show, self.cols)),
                          " ".join(map(show, self.rows))]) + "\n"

    # ------------------------------------------------------------------ model
    def build(self) -> Model:
        m, n = self.m, self.n
        lines = [(f"r{i}", [(i, j) for j in range(n)], v) for i, v in enumerate(self.rows) if v is not None]
        lines += [(f"k{j}", [(i, j) for i in range(m)], v) for j, v in enumerate(self.cols) if v is not None]
        free = [(i, j) for i in range(m) for j in range(n) if self.rows[i] is None and self.cols[j] is None]
        model = Model()
        line_item = dict(zip([name for name, _, _ in lines], model.add_items([name for name, _, _ in lines])))
        free_item = dict(zip(free, model.add_items([f"c{i}.{j}" for i, j in free])))
        cell = dict(zip([(i, j) for i in range(m) for j in range(n)],
                        model.add_items([f"v{i}.{j}" for i in range(m) for j in range(n)], primary=False)))
        shade, empty = model.colour_id(SHADED), model.colour_id(EMPTY)
        batch = Batch(model)
        for name, cells, clue in lines:
            items = [line_item[name]] + [cell[c] for c in cells]
            for places in sums_to(len(cells), clue):
                on = set(places)
                batch.add(items, [0] + [shade if k + 1 in on else empty for k in range(len(cells))], ordered=True)
        for c in free:
            for colour in (shade, empty):
                batch.add([free_item[c], cell[c]], [0, colour], ordered=True)
        batch.flush()
        model.hints.propagate = True
        return model

    # ------------------------------------------------------------------ answers
    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        colour = self.model.colouring(solution)
        return [["x" if colour.get(f"v{i}.{j}") == SHADED else "-" for j in range(self.n)] for i in range(self.m)]

    def verify(self, answer) -> str | None:
        shaded = self.shaded_in(answer)
        if isinstance(shaded, str):
            return shaded
        for i, clue in enumerate(self.rows):
            total = sum(j + 1 for j in range(self.n) if (i, j) in shaded)
            if clue is not None and total != clue:
                return f"row {i + 1}: the shaded cells' columns sum to {total}, not {clue}"
        for j, clue in enumerate(self.cols):
            total = sum(i + 1 for i in range(self.m) if (i, j) in shaded)
            if clue is not None and total != clue:
                return f"column {j + 1}: the shaded cells' rows sum to {total}, not {clue}"
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        """The keywords of the framed picture (:meth:`svg`): the grid one cell in from the top and
        the left, the places above and left of it in grey, the clues below and right of it."""
        m, n = self.m, self.n
        text: dict[Cell, object] = {}
        for j in range(n):
            text[0, j + 1] = (str(j + 1), "#999")
            if self.cols[j] is not None:
                text[m + 1, j + 1] = str(self.cols[j])
        for i in range(m):
            text[i + 1, 0] = (str(i + 1), "#999")
            if self.rows[i] is not None:
                text[i + 1, n + 1] = str(self.rows[i])
        shaded = []
        if solution is not None:
            grid = self.grid(solution)
            shaded = [(i + 1, j + 1) for i, row in enumerate(grid) for j, t in enumerate(row) if t == "x"]
        return {"text": text, "shaded": shaded}

    def svg(self, solution: Sequence[int] | None = None) -> str:
        """The grid framed by its places (top, left, in grey) and its clues (bottom, right); the
        cells' lines inside only, drawn over the shading."""
        pic = picture(self.m + 2, self.n + 2, grid_lines=False, cell=28, **self.draw(solution))
        return over(pic, frame_lines(self.m, self.n))

    # ------------------------------------------------------------------ making
    @classmethod
    def made(cls, cells, drawn: Made) -> "Kakurasu":
        n = len(cells[0])
        return cls(drawn.extra[n:], drawn.extra[:n])

    @classmethod
    def maker(cls, m: int, n: int, rng) -> Made | None:
        """A random shading (each cell shaded with probability 1/3, about the share of the sites'
        puzzles from 7×7 up) and every row's and column's clue read off it (``extra``: the column
        clues then the row clues); the clues are not taken away: none is removable. A shading
        with a line left blank is drawn again (None): its clue would be 0, which the sites never
        print and puzzlekit refuses."""
        answer = [["x" if rng.random() < 1 / 3 else "-" for _ in range(n)] for _ in range(m)]
        return _made(answer) if _every_line_shaded(answer) else None

    @classmethod
    def repair(cls, made: Made, other) -> Made | None:
        """The answer of ``made`` with one cell where ``other`` differs from it flipped, the clues
        read off it again: that cell's row clue changes by its column number, so ``other``, whose
        row sums to the old clue, breaks it. The cell is the one whose new row and column clues
        leave their lines the fewest sets of places (the product of the two counts; the first
        in reading order among equals), every line keeping a shaded cell: a clue near its
        line's least or largest sum rules most shadings out. (Flipping the first cell that
        differs made 2 unique 11×11s of 15 draws in 30 repairs each; this one 15, in 4 repairs
        a draw.) None where no such cell is left."""
        m, n = len(made.answer), len(made.answer[0])
        best: tuple[int, list[list[str]]] | None = None
        for i, row in enumerate(made.answer):
            for j, t in enumerate(row):
                if t == other[i][j]:
                    continue
                answer = [list(r) for r in made.answer]
                answer[i][j] = "-" if t == "x" else "x"
                if not _every_line_shaded(answer):
                    continue
                across = sum(k + 1 for k in range(n) if answer[i][k] == "x")
                down = sum(k + 1 for k in range(m) if answer[k][j] == "x")
                score = len(sums_to(n, across)) * len(sums_to(m, down))
                if best is None or score < best[0]:
                    best = (score, answer)
        return _made(best[1]) if best is not None else None


def _every_line_shaded(answer: list[list[str]]) -> bool:
    return all("x" in row for row in answer) and all("x" in col for col in zip(*answer))


def _made(answer: list[list[str]]) -> Made:
    m, n = len(answer), len(answer[0])
    cols = [sum(i + 1 for i in range(m) if answer[i][j] == "x") for j in range(n)]
    rows = [sum(j + 1 for j in range(n) if answer[i][j] == "x") for i in range(m)]
    return Made([["-"] * n for _ in range(m)], [], extra=cols + rows, answer=answer)


def _lines(m: int, n: int) -> list[ClueLine]:
    """The lines of clues of an m × n grid: each at most the sum of a line's places."""
    return [ClueLine(what, length * (length + 1) // 2,
                     f"{{tok}} is more than {length * (length + 1) // 2}, the sum of all the {length} places of a {what}")
            for what, length in (("column", m), ("row", n))]
