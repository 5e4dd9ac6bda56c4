"""Tenner grid (Tenner, Zehnergitter): R rows of ten cells, each row holding the digits 0-9 once
each, no two equal digits touching (not even diagonally, between neighbouring rows), the numbers
under the grid the sums of their columns.

Rules: each row holds each digit 0..9 once; two cells that touch (by a side or a corner) hold
different digits; a column adds up to the number under it where one is written; a digit given in
a cell stays.

Notation (puzzlekit's ``tenner_grid``, as its parser reads it): ``R 10``, then R rows of ten
cells, the first R - 1 rows of digits or ``-``, the last row the column sums (``-``: a column
without a sum). The size is the notation's: a 6x10 tenner grid has five rows of digits. pzprjs has
no tenner grid: no URLs. Answer: the R rows as puzzlekit prints them, the rows of digits and the
row of sums as the puzzle gives it.

The model (exact cover, no colours): primary items ``pi.j`` (the cell holds a digit) and
``ri.d`` (row i holds d); the no-touch rule as uncoloured secondary items ``wi.k.d``, one per
boundary i between rows i and i + 1, window k of columns k and k + 1, and digit d: a cell of
either row holding d uses the windows that hold its column, so that two cells of neighbouring
rows that touch share a window (within a row the digits differ anyway). A column without a sum
has an option per cell and digit covering the cell, the row's digit and its windows. A column
with a sum is a primary item ``cj`` whose options are its digit tuples (top to bottom, no two
neighbours equal, its givens kept) adding up to the sum, each covering the column's cells, the
rows' digits and the windows, as kakuro's runs; where a column has more than :data:`TUPLES`
such tuples (tall grids), its cells' options carry its running sum instead (secondary items
``sj.i`` coloured by the sum of the column's first i + 1 digits), the last cell's only where the
sum is reached.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import InputError
from ..model import Model
from .kit.batch import Batch
from .kit.genre import AtCell, Genre, Made
from .kit.grid import Cell, where

WIDTH = 10
TUPLES = 6000
"""The most digit tuples a summed column is offered as options (more: its running sum)."""


def sum_bounds(rows: int) -> tuple[int, int]:
    """The least and largest sums of a column of ``rows`` digits, no two neighbours equal
    (0 1 0 1 … and 9 8 9 8 …)."""
    return rows // 2, 9 * ((rows + 1) // 2) + 8 * (rows // 2)


def column_tuples(fixed: Sequence[int | None], total: int, limit: int | None = None) -> list[tuple[int, ...]] | None:
    """The digit tuples of a column (``fixed``: each row's given digit or None) adding up to
    ``total``, no two neighbours equal; None where there are more than ``limit``."""
    r = len(fixed)
    out: list[tuple[int, ...]] = []
    digits: list[int] = []

    def go(i: int, left: int) -> bool:
        if i == r:
            if left == 0:
                out.append(tuple(digits))
                if limit is not None and len(out) > limit:
                    return False
            return True
        rest = r - i - 1
        for d in ([fixed[i]] if fixed[i] is not None else range(10)):
            if digits and digits[-1] == d:
                continue
            if not 0 <= left - d <= 9 * rest:
                continue
            digits.append(d)
            ok = go(i + 1, left - d)
            digits.pop()
            if not ok:
                return False
        return True

    return out if go(0, total) else None


class TennerGrid(Genre):
    """``TennerGrid(cells)``: rows of ten cell strings, digits or '-' and, in the last row, the
    column sums or '-'."""

    kind = "tennergrid"
    url_names = ()
    notations = ("janko",)

    cell_tokens = {"-": None}
    least = 0
    cell_words = "a cell is a digit 0-9 (a column's sum in the last row) or '-'"

    def sums(self) -> dict[int, int]:
        """The column sums (column -> sum), the grid and its clues checked: ten columns, a row
        of digits and the row of sums at least, digits 0-9, sums within reach."""
        m, n = self.m, self.n
        if n != WIDTH:
            raise InputError(f"a tenner grid's rows have 10 cells, not {n}", source=self.kind)
        if m < 2:
            raise InputError(f"a tenner grid has rows of digits and the row of sums under them: {m} row is too few",
                             source=self.kind)
        rows = m - 1
        low, high = sum_bounds(rows)
        out = {}
        for (i, j), v in self.clue.items():
            if i < rows and v > 9:
                raise AtCell(self.kind, (i, j), f"{v} is no digit (0 to 9)")
            if i == rows:
                if not low <= v <= high:
                    raise AtCell(self.kind, (i, j), f"the sum {v} of column {j + 1} is out of reach: {rows} digits, "
                                                    f"no two neighbours equal, add up to {low} to {high}")
                out[j] = v
        return out

    def build(self) -> Model:
        sums = self.sums()
        rows, n = self.m - 1, self.n
        given = {c: v for c, v in self.clue.items() if c[0] < rows}
        model = Model()
        cell = model.add_items([f"p{i}.{j}" for i in range(rows) for j in range(n)])
        row = model.add_items([f"r{i}.{d}" for i in range(rows) for d in range(10)])
        tuples = {j: column_tuples([given.get((i, j)) for i in range(rows)], total, TUPLES)
                  for j, total in sorted(sums.items())}
        col = {j: model.add_primary(f"c{j}") for j in tuples if tuples[j] is not None}
        window = model.add_items([f"w{i}.{k}.{d}" for i in range(rows - 1) for k in range(n - 1) for d in range(10)],
                                 primary=False)

        def windows(i: int, j: int, d: int) -> list[int]:
            out = []
            for b in (i - 1, i):  # the boundaries above and below the cell
                if 0 <= b < rows - 1:
                    out += [window[(b * (n - 1) + k) * 10 + d] for k in (j - 1, j) if 0 <= k < n - 1]
            return out

        def uses(i: int, j: int, d: int) -> list[int]:
            return [cell[i * n + j], row[i * 10 + d], *windows(i, j, d)]

        taken = [set() for _ in range(rows)]  # the digits given in each row
        for (i, j), d in given.items():
            taken[i].add(d)

        def offered(i: int, j: int) -> list[int]:
            if (i, j) in given:
                return [given[i, j]]
            return [d for d in range(10) if d not in taken[i]]

        batch = Batch(model)
        self.digit_of: dict[int, list[tuple[Cell, int]]] = {}
        chained: dict[int, int] = {}
        for j in range(n):
            if j not in sums:
                for i in range(rows):
                    for d in offered(i, j):
                        self.digit_of[batch.add(uses(i, j, d), [0] * len(uses(i, j, d)))] = [((i, j), d)]
                continue
            allowed = [set(offered(i, j)) for i in range(rows)]
            if tuples[j] is None:
                chained[j] = sums[j]
                continue
            for t in tuples[j]:
                if any(d not in allowed[i] for i, d in enumerate(t)):
                    continue
                items = [col[j]] + [x for i, d in enumerate(t) for x in uses(i, j, d)]
                self.digit_of[batch.add(items, [0] * len(items))] = [((i, j), d) for i, d in enumerate(t)]
        if chained:
            running = {j: model.add_items([f"s{j}.{i}" for i in range(rows - 1)], primary=False) for j in chained}
            colour = [model.colour_id(str(a)) for a in range(9 * rows + 1)]
            for j, total in chained.items():
                for i in range(rows):
                    rest = 9 * (rows - 1 - i)
                    for d in offered(i, j):
                        before = [0] if i == 0 else range(9 * i + 1)
                        for a in before:
                            after = a + d
                            if i == rows - 1 and after != total or not 0 <= total - after <= rest:
                                continue
                            items, colours = uses(i, j, d), [0] * len(uses(i, j, d))
                            if i > 0:
                                items.append(running[j][i - 1])
                                colours.append(colour[a])
                            if i < rows - 1:
                                items.append(running[j][i])
                                colours.append(colour[after])
                            self.digit_of[batch.add(items, colours)] = [((i, j), d)]
        return batch.flush()

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        out = [["-"] * self.n for _ in range(self.m - 1)] + [self.cells[-1][:]]
        for o in solution:
            for (i, j), d in self.digit_of.get(o, ()):
                out[i][j] = str(d)
        return out

    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        rows, n = self.m - 1, self.n
        digits = [str(d) for d in range(10)]
        for i in range(rows):
            for j in range(n):
                if grid[i][j] not in digits:
                    return f"{where((i, j))} is '{grid[i][j]}': a cell holds a digit 0 to 9"
                given = self.cells[i][j]
                if given != "-" and grid[i][j] != given:
                    return f"{where((i, j))} is given {given}, the answer has {grid[i][j]}"
        for j in range(n):
            if grid[rows][j] != self.cells[rows][j]:
                return (f"{where((rows, j))} is '{grid[rows][j]}': the row of sums is the puzzle's, "
                        f"'{self.cells[rows][j]}' there")
        for i in range(rows):
            seen: set[str] = set()
            for d in grid[i]:
                if d in seen:
                    return f"row {i + 1} holds {d} twice"
                seen.add(d)
        for i in range(rows - 1):
            for j in range(n):
                for k in (j - 1, j, j + 1):
                    if 0 <= k < n and grid[i][j] == grid[i + 1][k]:
                        return f"{where((i, j))} and {where((i + 1, k))} touch and both hold {grid[i][j]}"
        for j in range(n):
            if self.cells[rows][j] != "-":
                total = sum(int(grid[i][j]) for i in range(rows))
                if total != int(self.cells[rows][j]):
                    return f"column {j + 1} adds up to {total}, not {self.cells[rows][j]}"
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        rows = self.m - 1
        text: dict = {c: str(v) for c, v in self.clue.items() if c[0] < rows}
        text.update({c: (str(v), "#555") for c, v in self.clue.items() if c[0] == rows})
        if solution is not None:
            for o in solution:
                for c, d in self.digit_of.get(o, ()):
                    if c not in self.clue:
                        text[c] = (str(d), "#1a56db")
        return {"text": text}

    # ------------------------------------------------------------------ the maker
    @classmethod
    def maker(cls, m: int, n: int, rng) -> Made | None:
        """A random grid of m - 1 rows (:func:`_fill`: row by row, each a random permutation of
        the digits that keeps clear of the row above, by backtracking), the column sums under it
        (kept), every digit a clue, each removable. Rows of ten cells, 2 to 12 rows in all."""
        if n != WIDTH:
            raise InputError(f"a tenner grid has rows of 10 cells, not {m}x{n}", source="size")
        if not 2 <= m <= 12:
            raise InputError(f"the tenner grid maker makes 2x10 to 12x10 grids, not {m}x{n}", source="size")
        digits = _fill(m - 1, rng)
        if digits is None:
            return None
        answer = [[str(d) for d in row] for row in digits]
        answer.append([str(sum(row[j] for row in digits)) for j in range(n)])
        return Made([row[:] for row in answer], [(i, j) for i in range(m - 1) for j in range(n)], None,
                    answer=answer, how="a random grid, row by row clear of the row above, and its column sums")

    @classmethod
    def clue_at(cls, made: Made, i: int, j: int) -> str | None:
        return made.answer[i][j]


def _fill(rows: int, rng, tries: int = 50) -> list[list[int]] | None:
    """``rows`` rows of the digits 0-9, no two equal digits touching: each row a random
    permutation, cell by cell (digits in a random order), clear of the row above, by
    backtracking; None where ``tries`` grids all run into a row with none (rare)."""
    for _ in range(tries):
        grid: list[list[int]] = []
        for _ in range(rows):
            above = grid[-1] if grid else None
            row: list[int] = []
            used: set[int] = set()
            steps = [0]

            def place(j: int) -> bool:
                if j == WIDTH:
                    return True
                steps[0] += 1
                if steps[0] > 2000:
                    return False
                order = [d for d in range(10) if d not in used
                         and (above is None or d not in above[max(0, j - 1):j + 2])]
                rng.shuffle(order)
                for d in order:
                    row.append(d)
                    used.add(d)
                    if place(j + 1):
                        return True
                    row.pop()
                    used.discard(d)
                return False

            if not place(0):
                break
            grid.append(row)
        else:
            return grid
    return None
