"""Hidoku (Hidato): write the numbers 1 to N in the N cells of the grid so that each number
touches the next, by a side or a corner.

Rules (janko.at's): write a number in every cell, each of 1 to N once (N the cells of the grid);
two consecutive numbers stand in cells that touch, horizontally, vertically or diagonally (the
numbers run as a king walks, through every cell); a number given in a cell stays. The sites give
the first and the last number (the maker keeps them; the solver does not need them).

Notation (puzzlekit's ``hidoku``, janko.at's): ``R C``, then R rows of cells, a number 1 to R·C or
``-``; ``@`` or ``#`` marks a cell that is blocked, no part of the walk (Hidato's irregular
boards: N is then the open cells; puzzlekit reads no such cell). pzprjs has no hidoku: no URLs.
Answer: the numbers (a blocked cell keeps its mark).

The model is Knuth's for Hidato, the walk a pair at a time (TAOCP 7.2.2.1): a primary item per
cell (it holds one number) and per number (it stands in one cell); an option per number k < N, a
cell c it may stand in and a cell d touching c that k + 1 may stand in, covering c and k; number
N's options are its cells alone. Where k stands is two secondary items, its row ``yk`` and its
column ``xk``, coloured by k's own option with c's row and column and by k - 1's with its d's, so
that k - 1's pair and k's agree on k's cell. Every walk is one set of options (each number's pair
is its cell and the next number's), so a count counts walks, each once; a pure XCC model, no
side constraint: every backend takes it. (A colour per cell for k's place would be one item a
number, but more colours than the DLX text's 94 bytes on a 10×10.) The options are few because
a number's places are narrowed first, as a solver would by hand, each step keeping every walk:
within reach of each given number (|k - g| king steps of g's cell), next to a place of k - 1 and
of k + 1, a cell that only one number can take or a number that only one cell can take is fixed
there, until nothing changes (:func:`places`: 4 ms on a 10×10, numpy).

Measured (2026-11-29, 2 cores at a load of 8 to 11): the 510 published puzzles of puzzlekit's
corpus (janko.at's, 6×6 to 10×10) are all solved and proven unique, each with the published
answer, through ``xcckit.solve(p, unique=True)``, the model built in the time: median 12 ms (6×6),
14 (7×7), 17 (8×8), 19 (9×9), 25 ms (10×10), against puzzlekit's CP-SAT 69, 97, 128, 158 and
186 ms; the largest 0.5-2 s (3.5 s the first, numba's compiling), puzzlekit's 0.2-5.2 s. auto
runs dlx (0.8 ms median alone) and hands 29 of the 510 to sat after 30,000 nodes: a long run of
numbers between two givens (40 to 55 on a 9×9) is where dlx's search wanders, 0.5 million nodes,
and sat's learning takes 0.25 s of CPU (cpsat 0.56 s). Measured and left: an option per (k, c)
with a primary item per step k -> k + 1 whose options are the pairs (a number's options its
cells, not its pairs): 2.5 times dlx's nodes on a fifth of the corpus; dlx's colour propagation
(the hint): 25% fewer nodes, 40% more CPU.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ..errors import InputError
from ..model import Model
from . import DIGITS, blank_grid, grid_puzzle_arg, read_grid_puzzle
from .kit.batch import Batch
from .kit.genre import AtCell, Genre, Made
from .kit.drawing import picture
from .kit.grid import OUTSIDE, OUTSIDE_MARKS, Cell, where

KING = tuple((a, b) for a in (-1, 0, 1) for b in (-1, 0, 1) if (a, b) != (0, 0))
"""The steps to the cells that touch a cell."""


def shifted(x: np.ndarray, a: int, b: int) -> np.ndarray:
    """``y[..., i, j] = x[..., i + a, j + b]`` (False beyond the grid), over the last two axes."""
    m, n = x.shape[-2:]
    y = np.zeros_like(x)
    y[..., max(-a, 0):m - max(a, 0), max(-b, 0):n - max(b, 0)] = x[..., max(a, 0):m - max(-a, 0),
                                                                   max(b, 0):n - max(-b, 0)]
    return y


def touching(x: np.ndarray) -> np.ndarray:
    """Where a cell touches (by a side or a corner) a cell on in ``x`` (the last two axes)."""
    m, n = x.shape[-2:]
    framed = np.zeros(x.shape[:-2] + (m + 2, n + 2), dtype=x.dtype)
    framed[..., 1:-1, 1:-1] = x
    out = np.zeros_like(x)
    for a, b in KING:
        out |= framed[..., 1 + a:1 + a + m, 1 + b:1 + b + n]
    return out


def places(open_cells: np.ndarray, given: dict[Cell, int]) -> np.ndarray:
    """``can[k - 1, i, j]``: whether number k may stand at (i, j) in a walk through the open
    cells (``open_cells``, rows × columns) that keeps the ``given`` numbers (cell -> number), as
    far as these steps see (each keeps every walk): a given number at its cell alone and no other
    there; each number within reach of each given one (|k - g| king steps); then, until nothing
    changes, a place of k touches a place of k - 1 and one of k + 1, a number with one place
    takes it from the others and a cell with one number keeps it."""
    m, n = open_cells.shape
    count = int(open_cells.sum())
    can = np.broadcast_to(open_cells, (count, m, n)).copy()
    if given:
        at = np.array(list(given), dtype=np.int64)
        g = np.array(list(given.values()), dtype=np.int64)
        rows, cols = np.indices((m, n))
        far = np.maximum(abs(rows[None] - at[:, 0, None, None]), abs(cols[None] - at[:, 1, None, None]))
        steps = abs(np.arange(1, count + 1)[:, None] - g[None])  # (k, given): k's steps from the given
        chunk = max(1, 4_000_000 // (count * m * n))  # (givens at a time: a few megabytes)
        for s in range(0, len(g), chunk):
            can &= (far[None, s:s + chunk] <= steps[:, s:s + chunk, None, None]).all(axis=1)
        kept = can[g - 1, at[:, 0], at[:, 1]]
        can[:, at[:, 0], at[:, 1]] = False
        can[g - 1, at[:, 0], at[:, 1]] = kept
    total = int(can.sum())
    while True:
        near = touching(can)
        can[1:] &= near[:-1]
        can[:-1] &= near[1:]
        single = can.sum(axis=(1, 2)) == 1  # (a number with one place: no other number there)
        if single.any():
            taken = can[single].any(axis=0)
            can[~single] &= ~taken
        a, b = np.nonzero(can.sum(axis=0) == 1)  # (a cell only one number can take: it is there)
        if len(a):
            k = can[:, a, b].argmax(axis=0)
            can[k] = False
            can[k, a, b] = True
        now = int(can.sum())
        if now == total:
            return can
        total = now


def colour(x: int) -> str:
    """A row's or a column's colour: its base-62 digit, its number beyond."""
    return DIGITS[x] if x < len(DIGITS) else str(x)


class Hidoku(Genre):
    """``Hidoku(cells)``: rows of cell strings (a number, '-', or '@' or '#' for a blocked cell)."""

    kind = "hidoku"
    url_names = ()
    notations = ("janko",)

    cell_words = "a cell is a number from 1, '-' (empty), or '@' or '#' (blocked)"

    @classmethod
    def read_cell(cls, tok: str) -> object:
        if tok == "-":
            return None
        if tok in OUTSIDE_MARKS:
            return tok
        if tok.isascii() and tok.isdigit() and int(tok) >= 1:
            return int(tok)
        raise ValueError(cls.cell_words)

    @classmethod
    def from_args(cls, args: Sequence[str]) -> "Hidoku":
        """A puzzle (a file or -), or ``MxN``: the blank grid of M rows and N columns."""
        arg = grid_puzzle_arg(args, cls)
        size = blank_grid(arg, "3x3")
        if size is not None:
            return cls([["-"] * size[1] for _ in range(size[0])])
        return read_grid_puzzle(cls, arg)

    @classmethod
    def emptied(cls, tok: str) -> str:
        """A blocked cell stays blocked; a number goes."""
        return tok if tok in OUTSIDE_MARKS else "-"

    def numbers_given(self) -> dict[Cell, int]:
        """The given numbers (cell -> number), checked: each at most N (the open cells) and
        given once."""
        count = self.m * self.n - len(self.blocked())
        if count == 0:
            raise InputError("a hidoku has at least one open cell", source=self.kind)
        seen: dict[int, Cell] = {}
        out = {}
        for c, v in sorted(self.clue.items()):
            if isinstance(v, str):
                continue
            if v > count:
                raise AtCell(self.kind, c, f"{v} is more than {count}, the open cells of the grid")
            if v in seen:
                raise AtCell(self.kind, c, f"{v} is given twice (also at {where(seen[v])})")
            seen[v] = c
            out[c] = v
        return out

    def blocked(self) -> set[Cell]:
        return {c for c, v in self.clue.items() if isinstance(v, str)}

    def build(self) -> Model:
        m, n = self.m, self.n
        given = self.numbers_given()
        open_cells = np.ones((m, n), dtype=bool)
        for i, j in self.blocked():
            open_cells[i, j] = False
        count = int(open_cells.sum())
        can = places(open_cells, given)
        model = Model()
        cell = np.full((m, n), -1, dtype=np.int64)
        cell[open_cells] = model.add_items([f"c{i}.{j}" for i, j in zip(*np.nonzero(open_cells))])
        number = model.add_items([f"n{k}" for k in range(1, count + 1)]).start
        # k's row and column (k = 2..N, one after the other: y2 x2 y3 x3 ...): k + 1's at place(k) + 2
        first = model.add_items([f"{a}{k}" for k in range(2, count + 1) for a in "yx"], primary=False).start
        place = first + 2 * (np.arange(count + 1) - 2)  # (by k; 1 has none)
        row = np.array([model.colour_id(colour(i)) for i in range(m)], dtype=np.int64)
        col = np.array([model.colour_id(colour(j)) for j in range(n)], dtype=np.int64)
        # The pairs (k, i, j, a, b): k at (i, j), k + 1 at (i + a, j + b), by k, then cell, then step.
        found = [np.zeros((0, 5), dtype=np.int64)]
        for a, b in KING:
            k, i, j = np.nonzero(can[:-1] & shifted(can[1:], a, b))
            found.append(np.stack([k + 1, i, j, np.full_like(k, a), np.full_like(k, b)], axis=1))
        pairs = np.concatenate(found)
        k, i, j, a, b = pairs[np.lexsort(pairs.T[::-1])].T
        items = np.stack([cell[i, j], number + k - 1, place[k], place[k] + 1, place[k] + 2, place[k] + 3], axis=1)
        colours = np.stack([0 * k, 0 * k, row[i], col[j], row[i + a], col[j + b]], axis=1)
        keep = np.ones(items.shape, dtype=bool)
        keep[k == 1, 2:4] = False  # (1's row and column: no other option asks)
        batch = Batch(model)
        self._first = batch.block(keep.sum(axis=1), items[keep], colours[keep])
        # N's options: its cell, its row and column (N = 1: the cell alone).
        last_i, last_j = np.nonzero(can[count - 1])
        last = np.zeros((len(last_i), 4), dtype=np.int64)
        last[:, 0], last[:, 1], last[:, 2], last[:, 3] = cell[last_i, last_j], number + count - 1, place[count], \
            place[count] + 1
        last_colours = np.zeros_like(last)
        last_colours[:, 2], last_colours[:, 3] = row[last_i], col[last_j]
        width = 4 if count > 1 else 2
        batch.rows(last[:, :width], last_colours[:, :width])
        self._placed = (np.concatenate([k, np.full_like(last_i, count)]), np.concatenate([i, last_i]),
                        np.concatenate([j, last_j]))
        return batch.flush()

    # ------------------------------------------------------------------ answers
    def numbers(self, solution: Sequence[int]) -> dict[Cell, int]:
        """The number of each cell in a solution."""
        ks, i, j = self._placed
        out = {}
        for o in solution:
            k = o - self._first
            if 0 <= k < len(ks):
                out[int(i[k]), int(j[k])] = int(ks[k])
        return out

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        x = self.numbers(solution)
        return [[self.cells[i][j] if self.cells[i][j] in OUTSIDE_MARKS else str(x.get((i, j), "-"))
                 for j in range(self.n)] for i in range(self.m)]

    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        blocked = self.blocked()
        count = self.m * self.n - len(blocked)
        at: dict[int, Cell] = {}
        for i, row in enumerate(grid):
            for j, t in enumerate(row):
                if (i, j) in blocked:
                    if t != self.cells[i][j]:
                        return f"{where((i, j))} is '{t}': it is blocked ('{self.cells[i][j]}')"
                    continue
                if not (t.isascii() and t.isdigit() and 1 <= int(t) <= count):
                    return f"{where((i, j))} is '{t}': a cell holds a number from 1 to {count}"
                if self.cells[i][j] != "-" and int(t) != int(self.cells[i][j]):
                    return f"{where((i, j))} is given {self.cells[i][j]}, the answer has {t}"
                if int(t) in at:
                    return f"{where(at[int(t)])} and {where((i, j))} both hold {t}"
                at[int(t)] = (i, j)
        for k in range(1, count):
            (a, b), (c, d) = at[k], at[k + 1]
            if max(abs(a - c), abs(b - d)) != 1:
                return f"{k} at {where((a, b))} and {k + 1} at {where((c, d))} do not touch"
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        text: dict = {c: str(v) for c, v in self.clue.items() if not isinstance(v, str)}
        if solution is not None:
            for c, x in self.numbers(solution).items():
                if c not in self.clue:
                    text[c] = (str(x), "#1a56db")
        return {"text": text}

    def svg(self, solution: Sequence[int] | None = None) -> str:
        """The numbers in the grid framed as the sites draw it, blocked cells grey, off the board."""
        blocked = self.blocked()
        board = [[OUTSIDE if (i, j) in blocked else 0 for j in range(self.n)] for i in range(self.m)]
        return picture(self.m, self.n, room=board, **self.draw(solution))

    # ------------------------------------------------------------------ making
    drawn_unique = True

    @classmethod
    def clue_at(cls, made: Made, i: int, j: int) -> str | None:
        """Any cell may be given: its number in the answer."""
        return made.answer[i][j] if made.answer is not None else None

    @classmethod
    def maker(cls, m: int, n: int, rng) -> Made | None:
        """A random walk through every cell (:func:`random_walk`) with every number given, each
        removable but the first and the last (the sites give them)."""
        walk = random_walk(m, n, rng)
        answer = [["-"] * n for _ in range(m)]
        for k, (i, j) in enumerate(walk, 1):
            answer[i][j] = str(k)
        ends = {walk[0], walk[-1]}
        removable = [(i, j) for i in range(m) for j in range(n) if (i, j) not in ends]
        return Made([row[:] for row in answer], removable, None, [], answer,
                    how="a random king's walk through every cell (backbite moves from a serpentine)")


def random_walk(m: int, n: int, rng, moves: int | None = None) -> list[Cell]:
    """A random walk of king's steps through every cell of an m×n grid, each once: a serpentine
    row by row, then ``moves`` backbite moves (10 a cell by default; Mansfield's: an end steps to
    a cell that touches it, and the walk is turned round behind that cell), each keeping a walk."""
    walk = [(i, j if i % 2 == 0 else n - 1 - j) for i in range(m) for j in range(n)]
    if len(walk) < 3:
        return walk if rng.random() < 0.5 else walk[::-1]
    at = {c: k for k, c in enumerate(walk)}
    for _ in range(moves if moves is not None else 10 * m * n):
        if rng.random() < 0.5:
            walk.reverse()
            at = {c: k for k, c in enumerate(walk)}
        i, j = walk[-1]
        a, b = KING[rng.randrange(8)]
        c = (i + a, j + b)
        k = at.get(c)
        if k is None or k == len(walk) - 2:
            continue
        walk[k + 1:] = walk[:k:-1]
        for t in range(k + 1, len(walk)):
            at[walk[t]] = t
    return walk
