"""Binairo (also called takuzu): fill every cell with a white or a black circle.

Rules: each row and each column holds as many white circles as black ones; no three cells side
by side in a row or a column hold the same colour. With ``distinct`` (``--distinct``: takuzu's
rule, and some sites' binairo; not janko.at's, whose answers repeat rows, nor puzzlekit's), no
two rows are the same, nor two columns.

Notation (janko.at's, puzzlekit's ``binairo``): ``R C`` (both even), then R rows of cells, ``1``
a white circle, ``2`` a black one, ``-`` an empty cell. Answer: ``1`` white, ``2`` black, every
cell. pzprjs has no binairo, so there are no URLs.

The model, a cell at a time: each cell is a primary item whose options are its two colours;
a row's (a column's) white circles are a primary item covered exactly half as many times as the
line has cells, by the white options of its cells (DLX3's multiplicities), and each three cells
side by side a primary item covered once or twice by their white options (never three alike).
Each answer is one solution. sat writes two clauses a cell, two each three cells side by side and
a counter a line (11,700 clauses on a 20x20; 0.015 s solved and proven unique where the model of
whole lines took 0.5 s, 2026-11-26); dlx, which branches poorly on multiplicities, takes from
0.8 s to minutes on a 20x20.

With ``distinct`` the model is Knuth's way (TAOCP 7.2.2.1: an option carries a whole line):
each row and each column is a primary item whose options are the lines that keep the rules
within the line (as many of each colour, never three alike side by side) and agree with its
givens; each option colours the line's cells (secondary items), so that a row and a column agree
where they cross, and a line that two lines of the same direction could both take is an
uncoloured secondary item on their options: no two rows (or columns) take it together. It is
plain XCC, with no side constraint and no multiplicity. A line's options are grown a cell at a
time with numpy, its givens pruning them as they grow (a blank line of 20 cells has 8,196, of 24
52,404, of 30 860,142): a model of more than two million options is refused as too open to list
(the sites publish up to 20x20, whose blank grid has 327,840).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

import numpy as np

from ..errors import InputError
from ..model import Model
from . import grid_puzzle_arg, read_grid_puzzle, split_args
from .kit.batch import Batch
from .kit import rules
from .kit.grid import Cell, where
from .kit.genre import Genre, Made

WHITE, BLACK = "1", "2"
NAMES = {WHITE: "white", BLACK: "black"}


MOST_OPTIONS = 2_000_000
"""The most lines a model lists (a blank 20x20 lists 327,840)."""


LISTED = 24
"""Lines up to this length are listed once (52,404 of length 24) and filtered by the givens."""


@functools.lru_cache(maxsize=16)
def all_lines(length: int) -> np.ndarray:
    """Every line of ``length`` cells that keeps the rules within a line (rows of 0 and 1,
    lexicographic order)."""
    return lines_fitting([None] * length)


def _mask(givens: Sequence[int | None]) -> np.ndarray:
    """Which of :func:`all_lines` agree with ``givens``."""
    pats = all_lines(len(givens))
    keep = np.ones(len(pats), dtype=bool)
    for k, g in enumerate(givens):
        if g is not None:
            keep &= pats[:, k] == g
    return keep


def count_fitting(givens: Sequence[int | None]) -> int:
    """How many lines :func:`lines_fitting` gives, counted without listing them (by the number
    of black cells, the last cell's colour and its run so far)."""
    if len(givens) <= LISTED:
        return int(_mask(givens).sum())
    ways: dict[tuple[int, int, int], int] = {(0, -1, 0): 1}
    for given in givens:
        grown: dict[tuple[int, int, int], int] = {}
        for (ones, last, run), w in ways.items():
            for b in ((0, 1) if given is None else (given,)):
                state = (ones + b, b, run + 1 if b == last else 1)
                if state[2] <= 2:
                    grown[state] = grown.get(state, 0) + w
        ways = grown
    return sum(w for (ones, _, _), w in ways.items() if 2 * ones == len(givens))


def lines_fitting(givens: Sequence[int | None]) -> np.ndarray:
    """Every line of ``len(givens)`` (even) cells that keeps the rules within a line and agrees
    with ``givens`` (0 white, 1 black, None open), as rows of 0 and 1 in lexicographic order:
    grown a cell at a time, dropping prefixes with three alike in a row, more than half of a
    colour, or against a given."""
    if len(givens) <= LISTED and any(g is not None for g in givens):
        return all_lines(len(givens))[_mask(givens)]
    length = len(givens)
    half = length // 2
    lines = np.zeros((1, 0), dtype=np.uint8)
    for k, given in enumerate(givens):
        values = (0, 1) if given is None else (given,)
        grown = np.concatenate([np.hstack([lines, np.full((len(lines), 1), b, dtype=np.uint8)]) for b in values])
        ones = grown.sum(axis=1, dtype=np.int64)
        keep = (ones <= half) & (k + 1 - ones <= half)
        if k >= 2:
            keep &= ~((grown[:, k] == grown[:, k - 1]) & (grown[:, k] == grown[:, k - 2]))
        lines = grown[keep]
    return lines[np.lexsort(lines.T[::-1])] if length else lines


class Binairo(Genre):
    """``Binairo(cells)``: rows of cell strings, '1' (white), '2' (black) or '-'."""

    kind = "binairo"
    url_names = ()
    notations = ("janko",)

    options = (("--distinct", None, "no two rows are the same, nor two columns (the rule of takuzu and of some "
                "sites' binairo; janko.at's has none)"),)

    def __init__(self, cells: Sequence[Sequence[str]], rooms=None, extra: Sequence[int] = (),
                 distinct: bool = False) -> None:
        self.distinct = bool(distinct)
        super().__init__(cells, rooms, extra)

    @classmethod
    def from_args(cls, args: Sequence[str]) -> "Binairo":
        _, opts = split_args(args, cls)
        puzzle = read_grid_puzzle(cls, grid_puzzle_arg(args, cls))
        return cls(puzzle.cells, distinct=True) if opts.get("--distinct") else puzzle

    cell_tokens = {"-": None, WHITE: WHITE, BLACK: BLACK}
    cell_words = "a cell is 1 (a white circle), 2 (a black one) or '-'"

    def build(self) -> Model:
        m, n = self.m, self.n
        if m % 2 or n % 2:
            raise InputError(f"a binairo grid has an even number of rows and of columns, not {m}×{n}",
                             source=self.kind)
        if not self.distinct:
            return self._build_cells()
        rows = [[(i, j) for j in range(n)] for i in range(m)]
        cols = [[(i, j) for i in range(m)] for j in range(n)]
        fits = self._lines(rows + cols)
        model = Model()
        model.add_items([f"r{i}" for i in range(m)] + [f"k{j}" for j in range(n)])
        first_cell = model.add_items([f"v{i}.{j}" for i in range(m) for j in range(n)], primary=False)[0]
        shared = [self._shared(fits[:m]), self._shared(fits[m:])] if self.distinct else [{}, {}]
        names = [f"{'RC'[d]}{k}" for d in (0, 1) for k in range(len(shared[d]))]
        first = model.add_items(names, primary=False)[0] if names else 0
        distinct = [{code: first + k for k, code in enumerate(shared[0])},
                    {code: first + len(shared[0]) + k for k, code in enumerate(shared[1])}]
        colour = np.array([model.colour_id(WHITE), model.colour_id(BLACK)], dtype=np.int64)
        batch = Batch(model)
        self._rows: tuple[int, np.ndarray, np.ndarray] = (0, np.zeros(0, dtype=np.int64), np.zeros((0, n)))
        for d, (lines, first_line) in enumerate(((rows, 0), (cols, m))):
            pats = fits[first_line:first_line + len(lines)]
            owner = np.repeat(np.arange(len(lines), dtype=np.int64), [len(p) for p in pats])
            pats = np.concatenate(pats)
            cells = np.array([[first_cell + i * n + j for i, j in line] for line in lines], dtype=np.int64)
            items = np.hstack([(owner + first_line)[:, None], cells[owner]])
            colours = np.hstack([np.zeros((len(pats), 1), dtype=np.int64), colour[pats]])
            extra = np.full(len(pats), -1, dtype=np.int64)
            if distinct[d]:
                extra = np.array([distinct[d].get(code, -1) for code in _codes(pats).tolist()], dtype=np.int64)
            apart = np.flatnonzero(extra >= 0)
            alone = np.flatnonzero(extra < 0)
            at = batch.rows(items[alone], colours[alone])
            if d == 0:
                self._rows = (at, owner[alone], pats[alone])
            if len(apart):
                at = batch.rows(np.hstack([items[apart], extra[apart, None]]),
                                np.hstack([colours[apart], np.zeros((len(apart), 1), dtype=np.int64)]))
                if d == 0:
                    self._rows = (self._rows[0], np.concatenate([self._rows[1], owner[apart]]),
                                  np.concatenate([self._rows[2], pats[apart]]))
        return batch.flush()

    def _build_cells(self) -> Model:
        """The model of a cell at a time (without ``distinct``): a primary item per cell, whose
        options are its two colours (the given one only where it is given); a row's and a
        column's white circles are a primary item covered half as many times as the line has
        cells (the white options of its cells cover it; a black option covers only its cell), and
        each three cells side by side a primary item covered once or twice by their white options
        (not three black, not three white). Each solution is one colouring of the grid."""
        m, n = self.m, self.n
        model = Model()
        cell = model.add_items([f"p{i}.{j}" for i in range(m) for j in range(n)])[0]
        row = model.add_items([f"r{i}" for i in range(m)], lo=n // 2)
        col = model.add_items([f"k{j}" for j in range(n)], lo=m // 2)
        spots = [(i, j) for i in range(m) for j in range(n - 2)]
        across = dict(zip(spots, model.add_items([f"h{i}.{j}" for i, j in spots], lo=1, hi=2)))
        spots = [(i, j) for i in range(m - 2) for j in range(n)]
        down = dict(zip(spots, model.add_items([f"t{i}.{j}" for i, j in spots], lo=1, hi=2)))
        batch = Batch(model)
        self._cell_of: dict[int, tuple[Cell, str]] = {}
        for i in range(m):
            for j in range(n):
                given = self.clue.get((i, j))
                if given != BLACK:
                    items = [cell + i * n + j, row[i], col[j]]
                    items += [across[i, b] for b in range(j - 2, j + 1) if (i, b) in across]
                    items += [down[a, j] for a in range(i - 2, i + 1) if (a, j) in down]
                    self._cell_of[batch.add(items, [0] * len(items))] = ((i, j), WHITE)
                if given != WHITE:
                    self._cell_of[batch.add([cell + i * n + j], [0])] = ((i, j), BLACK)
        return batch.flush()

    def _lines(self, lines: list[list[Cell]]) -> list[np.ndarray]:
        """The lines of the rules that agree with the givens of each of ``lines``; an InputError
        when they are too many to list (counted first)."""
        givens = [[None if c not in self.clue else int(self.clue[c] == BLACK) for c in line] for line in lines]
        if sum(count_fitting(g) for g in givens) > MOST_OPTIONS:
            raise InputError(f"this {self.m}×{self.n} binairo has too few givens: its lines are more than "
                             f"{MOST_OPTIONS:,} options", source=self.kind)
        return [lines_fitting(g) for g in givens]

    @staticmethod
    def _shared(fits: list[np.ndarray]) -> list[int]:
        """The lines (by :func:`_codes`) two or more of ``fits`` could take: only these need an
        item to keep the lines apart."""
        codes = np.concatenate([_codes(p) for p in fits]) if fits else np.zeros(0, dtype=object)
        values, counts = np.unique(codes, return_counts=True)
        return values[counts >= 2].tolist()

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        out = [["-"] * self.n for _ in range(self.m)]
        if not self.distinct:
            for o in solution:
                if o in self._cell_of:
                    (i, j), colour = self._cell_of[o]
                    out[i][j] = colour
            return out
        first, owner, pats = self._rows
        for o in solution:
            if first <= o < first + len(owner):
                out[int(owner[o - first])] = [BLACK if b else WHITE for b in pats[o - first]]
        return out

    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        m, n = self.m, self.n
        broken = (rules.tokens_in(grid, (WHITE, BLACK), "1 (white) or 2 (black)")
                  or rules.given_kept(grid, self.clue, NAMES, "holds"))
        if broken:
            return broken
        lines = [(f"row {i + 1}", [(i, j) for j in range(n)]) for i in range(m)]
        lines += [(f"column {j + 1}", [(i, j) for i in range(m)]) for j in range(n)]
        for name, line in lines:
            colours = [grid[i][j] for i, j in line]
            for k in range(len(line) - 2):
                if colours[k] == colours[k + 1] == colours[k + 2]:
                    return (f"{where(line[k])}, {where(line[k + 1])} and {where(line[k + 2])} are three "
                            f"{NAMES[colours[k]]} circles side by side")
            whites = colours.count(WHITE)
            if 2 * whites != len(line):
                return f"{name} holds {whites} white and {len(line) - whites} black circles: it needs as many of each"
        for what, group in (("rows", lines[:m]), ("columns", lines[m:])) if self.distinct else ():
            seen: dict[tuple, str] = {}
            for name, line in group:
                key = tuple(grid[i][j] for i, j in line)
                if key in seen:
                    return f"{what} {seen[key].split()[1]} and {name.split()[1]} are the same"
                seen[key] = name
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        if solution is None:
            return {"circles": {c: NAMES[v] for c, v in self.clue.items()}}
        grid = self.grid(solution)
        circles = {(i, j): NAMES[grid[i][j]] for i in range(self.m) for j in range(self.n)}
        return {"circles": circles, "dots": [c for c in circles if c not in self.clue]}

    @classmethod
    def maker(cls, m: int, n: int, rng) -> Made | None:
        """A random answer (cell by cell in reading order, each a random colour that keeps the
        rules so far and leaves the rest of its row and column a way to keep them, backtracking
        where none does), every cell of it a given; every given is removable. None for odd sizes."""
        if m % 2 or n % 2:
            return None
        answer = _random_answer(m, n, rng)
        if answer is None:
            return None
        cells = [[WHITE if b == 0 else BLACK for b in row] for row in answer]
        return Made([row[:] for row in cells], [(i, j) for i in range(m) for j in range(n)], answer=cells)


def _codes(pats: np.ndarray) -> np.ndarray:
    """Each line (a row of 0 and 1) as one number (its bits, the first cell highest)."""
    if pats.shape[1] <= 62:
        return pats.astype(np.int64) @ (np.int64(1) << np.arange(pats.shape[1] - 1, -1, -1, dtype=np.int64))
    return np.array([int("".join(map(str, p)), 2) for p in pats.tolist()], dtype=object)


def _random_line(length: int, rng) -> list[int]:
    """A random line of 0 and 1 that keeps the rules within a line (a cell at a time, each a
    colour that leaves the rest a way to keep them; afresh when none is left)."""
    while True:
        line: list[int] = []
        for k in range(length):
            ok = [v for v in (0, 1) if not (k >= 2 and line[-1] == line[-2] == v)
                  and _can_finish(sum(line) + v, k + 1 - sum(line) - v, length)]
            if not ok:
                break
            line.append(rng.choice(ok))
        if len(line) == length:
            return line


def _can_finish(ones: int, zeros: int, length: int) -> bool:
    """Whether a line of ``length`` cells with ``ones`` and ``zeros`` so far can still hold half of
    each with no three alike side by side (at most two of the larger colour around each of the
    smaller)."""
    a, b = length // 2 - ones, length // 2 - zeros
    return a >= 0 and b >= 0 and max(a, b) <= 2 * (min(a, b) + 1)


def _random_answer(m: int, n: int, rng) -> list[list[int]] | None:
    """A random grid of 0 and 1 that keeps the binairo rules: a random row pattern and column
    pattern make one (each cell the two's exclusive or: every row is the row pattern or its
    complement, every column likewise), then random swaps of the corners of a rectangle whose
    corners alternate (which keep every line's counts), each kept when no three alike come side
    by side, until the rows differ and the columns differ; None when they never do."""
    row, col = _random_line(n, rng), _random_line(m, rng)
    grid = [[row[j] ^ col[i] for j in range(n)] for i in range(m)]

    def three(i: int, j: int) -> bool:
        v = grid[i][j]
        for di, dj in ((0, 1), (1, 0)):
            run = 1
            for sign in (1, -1):
                a, b = i + sign * di, j + sign * dj
                while 0 <= a < m and 0 <= b < n and grid[a][b] == v:
                    run += 1
                    a, b = a + sign * di, b + sign * dj
            if run >= 3:
                return True
        return False

    for round_ in range(40):
        for _ in range(10 * m * n):
            a, c = rng.randrange(m), rng.randrange(m)
            b, d = rng.randrange(n), rng.randrange(n)
            if grid[a][b] != grid[c][d] or grid[a][d] != grid[c][b] or grid[a][b] == grid[a][d]:
                continue
            corners = ((a, b), (a, d), (c, b), (c, d))
            for i, j in corners:
                grid[i][j] ^= 1
            if any(three(i, j) for i, j in corners):
                for i, j in corners:
                    grid[i][j] ^= 1
        if len({tuple(r) for r in grid}) == m and len({tuple(r) for r in zip(*grid)}) == n:
            return grid
    return None
