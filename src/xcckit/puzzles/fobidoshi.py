"""Fobidoshi ("forbidden four"): place circles so that they hang together and no four of them
lie in a row.

Rules (janko.at's): place circles in some cells; all the circles form one orthogonally connected
area; no four circles lie next to one another in a row or in a column (three are fine); the
circles given stay, and a cell given a cross holds no circle.

Notation (puzzlekit's ``fobidoshi``, janko.at's): ``R C``, then R rows of ``o`` (a given
circle), ``x`` (a cell that holds no circle) or ``-`` (open). pzprjs has no fobidoshi, so there
are no URLs. Answer (as puzzlekit's corpus writes it): ``o`` a circle, ``-`` none (a given cross
too).

The model (:class:`~.patterns.Patterns`): each cell a primary item whose options colour it
circled (``1``) or not (``0``), the one option of a given; each window of four cells side by side
in a row or a column a primary item whose options are its allowed colourings (the 15 but "all
four circled"), so that a window with three circles leaves one option, which empties its fourth
cell. The circles are a connected constraint (what XCC cannot say). Every item is a table of
colourings: the SAT translation is a variable per cell and one clause per window, the
connectivity its lazy cuts. Tried and left out: an implied "a circle is never alone" where two
circles are given (each cell's item a table over it and its neighbours): twice the options, and
neither sat's rounds of cuts nor dlx's times fell.

Measured (2026-11-29, 2 cores, ``scripts/bench.py published``): all 250 puzzles of puzzlekit's
corpus (4×4 to 12×12) solved and proven unique with the published answer by auto (sat), the
model built in the time; medians 3-10 ms up to 7×7, 14 ms at 8×8 and 9×9, 24 ms at 10×10, 30 ms
at 12×12, the slowest 0.33 s (12×12; a first run's warm-up aside). Beside puzzlekit (its CP-SAT,
one solution, no proof), every fifth puzzle on a busy machine: 10×10 0.071 s against 0.594 s
median, 0.22 s against 7.5 s largest; 12×12 0.067 s against 0.83 s, 0.82 s (0.33 s at most in
the run of all 250) against 21.5 s. sat's median is some 40 rounds of connectivity cuts at
10×10 and 12×12 (the circles, two thirds of the cells, parted by diagonal walls of empty cells);
dlx (its connectivity pruning) takes 0.1-8 s at 10×10 and cpsat (distances from a root) seconds:
neither is auto's choice. zdd counts a made 8×8 in 0.5-2.5 s (its frontier holds three rows, for
the columns' windows).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product

from ..model import Model
from .kit import rules
from .kit.cellmodels import connected_model
from .kit.genre import Genre, Made
from .kit.grid import Cell, neighbours, where
from .kit.patterns import Patterns

CIRCLE, EMPTY = "1", "0"
GIVEN_CIRCLE, CROSS, OPEN = "o", "x", "-"
RUN = 4
"""The forbidden run: this many circles side by side in a line."""
WINDOW = tuple("".join(p) for p in product(CIRCLE + EMPTY, repeat=RUN) if "".join(p) != CIRCLE * RUN)
"""The colourings a window of four cells may have (its cells in order)."""


def windows(m: int, n: int) -> list[tuple[str, list[Cell]]]:
    """Every run of four cells side by side in a row (``a``, across) or a column (``d``, down),
    named by its first cell."""
    out = [(f"a{i}.{j}", [(i, j + k) for k in range(RUN)]) for i in range(m) for j in range(n - RUN + 1)]
    out += [(f"d{i}.{j}", [(i + k, j) for k in range(RUN)]) for i in range(m - RUN + 1) for j in range(n)]
    return out


class Fobidoshi(Genre):
    """``Fobidoshi(cells)``: rows of cell strings, 'o' (a given circle), 'x' (no circle) or '-'."""

    kind = "fobidoshi"
    url_names = ()
    notations = ("janko",)
    shading = CIRCLE

    cell_tokens = {OPEN: None, GIVEN_CIRCLE: CIRCLE, CROSS: EMPTY}
    cell_words = "a cell is o (a circle), x (no circle) or '-'"

    def build(self) -> Model:
        m, n = self.m, self.n
        cells = self.cells_model = Patterns(m, n, CIRCLE + EMPTY)
        for c in cells.cells():
            cells.options(c, [c], self.clue.get(c, CIRCLE + EMPTY))
        for name, run in windows(m, n):
            cells.options(cells.primary(name), run, WINDOW)
        return connected_model(cells, CIRCLE)

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        circled = set(self.shaded_by(solution))
        return [[GIVEN_CIRCLE if (i, j) in circled else OPEN for j in range(self.n)] for i in range(self.m)]

    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        bad = rules.tokens_in(grid, (GIVEN_CIRCLE, OPEN), "o (a circle) or - (none)")
        if bad:
            return bad
        circles = rules.marked(grid, GIVEN_CIRCLE)
        for c, token in sorted(self.cells_given().items()):
            if token == GIVEN_CIRCLE and c not in circles:
                return f"{where(c)} holds a given circle and the answer has none there"
            if token == CROSS and c in circles:
                return f"{where(c)} is given a cross (no circle) and the answer has a circle there"
        for what, line in [(f"row {i + 1}", [(i, j) for j in range(self.n)]) for i in range(self.m)] + \
                          [(f"column {j + 1}", [(i, j) for i in range(self.m)]) for j in range(self.n)]:
            run: list[Cell] = []
            for c in line:
                run = run + [c] if c in circles else []
                if len(run) == RUN:
                    return f"{what} has four circles side by side, {where(run[0])} to {where(run[-1])}"
        return rules.connected(circles, "circled")

    def cells_given(self) -> dict[Cell, str]:
        """The given cells by their tokens (``o`` a circle, ``x`` a cross)."""
        return {(i, j): t for i, row in enumerate(self.cells) for j, t in enumerate(row) if t != OPEN}

    def draw(self, solution: Sequence[int] | None) -> dict:
        """Given circles black, placed circles white, crosses grey."""
        given = self.cells_given()
        circles = {c: "black" for c, t in given.items() if t == GIVEN_CIRCLE}
        if solution is not None:
            for c in self.shaded_by(solution):
                circles.setdefault(c, "white")
        return {"circles": circles, "text": {c: ("×", "#888") for c, t in given.items() if t == CROSS}}

    # ------------------------------------------------------------------ making
    @classmethod
    def maker(cls, m: int, n: int, rng) -> Made | None:
        """A random set of circles that cannot grow: from a random cell, a random cell next to the
        circles is circled while that makes no four in a row, until none is left (a circle
        placed elsewhere would stand apart, one placed next to them makes four: so the circles
        alone have one answer, and crosses are rarely needed). The puzzle gives every cell, its
        circle or its cross, and each may go."""
        circles = _grown(m, n, rng)
        answer = [[GIVEN_CIRCLE if (i, j) in circles else OPEN for j in range(n)] for i in range(m)]
        cells = [[GIVEN_CIRCLE if (i, j) in circles else CROSS for j in range(n)] for i in range(m)]
        return Made(cells, [(i, j) for i in range(m) for j in range(n)], answer=answer)

    @classmethod
    def clue_at(cls, made: Made, i: int, j: int) -> str | None:
        return GIVEN_CIRCLE if made.answer[i][j] == GIVEN_CIRCLE else CROSS


def _grown(m: int, n: int, rng) -> set[Cell]:
    """Circles grown from a random cell (see :meth:`Fobidoshi.maker`)."""
    start = (rng.randrange(m), rng.randrange(n))
    circles = {start}
    frontier = {d for _, d in neighbours(m, n, start)}
    refused: set[Cell] = set()
    while frontier:
        c = rng.choice(sorted(frontier))
        frontier.discard(c)
        if _makes_four(circles, c):
            refused.add(c)  # (more circles only make it worse: refused for good)
            continue
        circles.add(c)
        frontier |= {d for _, d in neighbours(m, n, c) if d not in circles and d not in refused}
    return circles


def _makes_four(circles: set[Cell], c: Cell) -> bool:
    """Whether circling ``c`` puts four circles side by side in its row or its column."""
    i, j = c
    for di, dj in ((0, 1), (1, 0)):
        run = 1
        for sign in (1, -1):
            k = 1
            while (i + sign * k * di, j + sign * k * dj) in circles:
                run += 1
                k += 1
        if run >= RUN:
            return True
    return False
