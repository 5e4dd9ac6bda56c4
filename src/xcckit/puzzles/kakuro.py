"""Kakuro: write a digit 1 to 9 in each white cell so that each run adds up to its clue.

Rules: a run is a maximal line of white cells across or down; its digits all differ, and where
the black cell before it holds a clue, they add up to it.

Notation (puzzlekit's ``kakuro``): ``R C``, then R rows of cells: ``0`` a white cell, ``-`` a
black cell, ``D,A`` a black cell with clues, the sum of the run below it (D) and of the run to
its right (A), either left out (``,16``, ``4,``); puzz.link ``kakuro`` URLs (whose board is the
grid less its first row and column, which hold the outer clues). Answer: the digits of the white
cells, ``-`` the black ones.

The model (plain exact cover, no colours; TAOCP 7.2.2.1): a run is a primary item, and so is
each digit 1..9 of a run (``Rk.d``). The run's options are its digit sets (the sets of different
digits of its length adding up to its clue, any set without a clue), an option covering the
digits *not* in the set; a white cell's options are its digits, an option covering the digit of
its across run and of its down run. Each digit of a run is then covered once, by the set or by a
cell: the cells of the run take exactly the digits of its set, once each. A cell's digit is
offered only where some set of each of its runs holds it.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import InputError
from ..model import Model
from ..text import is_number
from .kit.batch import Batch
from .kit.builder import digit_sets, sum_range, sums_of
from .kit.division import SymmetricMade
from .kit.grid import Cell, images, orbits, where
from .kit.genre import Genre, Made

WHITE = "white"
MAX_RUN = 6
"""The longest run the maker lays out."""
BIAS = 1.0
"""How strongly the maker's fill prefers digits far from 5 (whose sums have fewer digit sets)."""


class Run:
    """A run: its cells, its clue (None: none), whether it goes down, the clue cell before it."""

    def __init__(self, cells: list[Cell], clue: int | None, down: bool, head: Cell) -> None:
        self.cells, self.clue, self.down, self.head = cells, clue, down, head

    @property
    def name(self) -> str:
        return f"{'down' if self.down else 'across'} run at {where(self.cells[0])}"


class Kakuro(Genre):
    """``Kakuro(cells)``: rows of cell strings: '0' white, '-' black, 'D,A' a black cell with
    clues."""

    kind = "kakuro"
    url_names = ("kakuro",)

    @classmethod
    def read_cell(cls, tok: str):
        if tok == "-":
            return None
        if tok == "0":
            return WHITE
        parts = tok.split(",")
        if len(parts) != 2 or not all(p == "" or (is_number(p) and int(p) > 0) for p in parts):
            raise ValueError("a cell is 0 (white), - (black) or D,A (sums from 1 down and across, either left out)")
        return tuple(int(p) if p else None for p in parts)

    # ------------------------------------------------------------------ runs
    def white(self, c: Cell) -> bool:
        return 0 <= c[0] < self.m and 0 <= c[1] < self.n and self.clue.get(c) == WHITE

    def runs(self) -> list[Run]:
        """Every run, across ones first (in reading order of their first cells), then down ones;
        a problem with a clue (no run after it, a sum its run cannot make) an InputError."""
        out = []
        for down in (False, True):
            di, dj = (1, 0) if down else (0, 1)
            for i in range(self.m):
                for j in range(self.n):
                    if self.white((i, j)):
                        continue
                    head = (i, j)
                    clue = self.clue.get(head)
                    total = clue[0 if down else 1] if isinstance(clue, tuple) else None
                    cells = []
                    c = (i + di, j + dj)
                    while self.white(c):
                        cells.append(c)
                        c = (c[0] + di, c[1] + dj)
                    what = f"{where(head)}'s {'down' if down else 'across'} clue {total}"
                    if not cells:
                        if total is not None:
                            raise InputError(f"{what} has no white cell {'below' if down else 'right of'} it",
                                             source=self.kind)
                        continue
                    if len(cells) > 9:
                        raise InputError(f"the {Run(cells, None, down, head).name} has {len(cells)} cells: "
                                         "9 digits cannot all differ", source=self.kind)
                    lo, hi = sum_range(len(cells), 9)
                    if total is not None and not lo <= total <= hi:
                        raise InputError(f"{what}: {sums_of(len(cells), 9)}", source=self.kind)
                    out.append(Run(cells, total, down, head))
        for i in range(self.m):  # white cells in the first row or column have no clue cell before them
            for j in range(self.n):
                for down, before in ((False, (i, j - 1)), (True, (i - 1, j))):
                    if self.white((i, j)) and (before[0] < 0 or before[1] < 0):
                        cells, c = [], (i, j)
                        while self.white(c):
                            cells.append(c)
                            c = (c[0] + down, c[1] + (not down))
                        if len(cells) > 9:
                            raise InputError(f"the {Run(cells, None, down, (i, j)).name} has {len(cells)} "
                                             "cells: 9 digits cannot all differ", source=self.kind)
                        out.append(Run(cells, None, down, before))
        return out

    # ------------------------------------------------------------------ model
    def build(self) -> Model:
        self.run_list = runs = [r for r in self.runs() if len(r.cells) > 1 or r.clue is not None]
        sets = [digit_sets(len(r.cells), r.clue, range(1, 10)) for r in runs]
        whites = [c for c in sorted(self.clue) if self.clue[c] == WHITE]
        of: dict[Cell, list[int]] = {c: [] for c in whites}
        for k, r in enumerate(runs):
            for c in r.cells:
                of[c].append(k)
        model = Model()
        model.add_items([f"R{k}" for k in range(len(runs))] + [f"c{i}.{j}" for i, j in whites])
        digit = [model.add_items([f"R{k}.{d}" for d in range(1, 10)]) for k in range(len(runs))]
        batch = Batch(model)
        for k, choices in enumerate(sets):
            for chosen in choices:
                batch.add([k] + [digit[k][d - 1] for d in range(1, 10) if d not in chosen], [0] * (10 - len(chosen)))
        self.digit_of: dict[int, tuple[Cell, int]] = {}
        for c in whites:
            head = model.index[f"c{c[0]}.{c[1]}"]
            for d in range(1, 10):
                if all(any(d in s for s in sets[k]) for k in of[c]):
                    items = [head] + [digit[k][d - 1] for k in of[c]]
                    self.digit_of[batch.add(items, [0] * len(items))] = (c, d)
        return batch.flush()

    # ------------------------------------------------------------------ answers
    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        for i in range(self.m):
            for j in range(self.n):
                t, white = grid[i][j], self.clue.get((i, j)) == WHITE
                if white and t not in tuple("123456789"):
                    return f"{where((i, j))} is '{t}': a white cell holds a digit 1 to 9"
                if not white and t != "-":
                    return f"{where((i, j))} is '{t}': a black cell is -"
        for run in _runs_of(self.clue, self.m, self.n):
            digits = [int(grid[i][j]) for i, j in run.cells]
            twice = sorted({d for d in digits if digits.count(d) > 1})
            if twice:
                return f"the {run.name} holds {twice[0]} twice"
            if run.clue is not None and sum(digits) != run.clue:
                return f"the {run.name} adds up to {sum(digits)}, its clue says {run.clue}"
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        text: dict = {}
        for c, v in self.clue.items():
            if isinstance(v, tuple) and v != (None, None):
                text[c] = ("\\".join("" if x is None else str(x) for x in v), "white")
        shaded = [(i, j) for i in range(self.m) for j in range(self.n) if self.clue.get((i, j)) != WHITE]
        if solution is not None:
            for (i, j), d in (self.digit_of[o] for o in solution if o in self.digit_of):
                text[i, j] = str(d)
        return {"text": text, "shaded": shaded}

    # ------------------------------------------------------------------ making
    @classmethod
    def maker(cls, m: int, n: int, rng, symmetry: str = "none") -> Made | None:
        """Black cells laid out at random (the first row and column black, about a quarter of
        the rest), a white cell in a run of one made black, a run longer than :data:`MAX_RUN`
        cut, until none is left; the white cells filled with digits that differ along every
        run (a search in reading order, digits in random order); each run's sum its clue. No
        clue is removable.

        With a ``symmetry`` (``rot2``, ``rot4``, ``mirror``: :func:`~.grid.images`) the black
        cells of the board, the grid less its first row and column (the frame of clues, which
        puzz.link draws apart; the published kakuros' symmetry is the board's), are laid out,
        added and cut an orbit of the board at a time: the pattern of black cells is symmetric,
        the digits and sums are not. Repairs keep the pattern symmetric (:meth:`repair`). None
        where no white cell is left (:func:`_made`)."""
        if m < 3 or n < 3:
            return None
        black = [[i == 0 or j == 0 for j in range(n)] for i in range(m)]
        for group in orbits(m - 1, n - 1, symmetry):
            if rng.random() < 0.25:
                for i, j in group:
                    black[i + 1][j + 1] = True
        _tidy(black, rng, symmetry)
        digits = _fill(black, rng)
        if digits is None:
            return None
        return _made(digits, symmetry)

    @classmethod
    def clue_at(cls, made: Made, i: int, j: int) -> str | None:
        """A black cell's clues as drawn (``-`` where no run follows it), None for a white cell.
        Every black cell holds what its runs give it already, so :mod:`xcckit.making` has nothing
        to add to the orbits it completes: the whole grid's, which pair the frame of clues with
        the far edge (a symmetric draw's black cells are symmetric on the board inside it)."""
        return None if made.answer[i][j] != "-" else made.cells[i][j]

    @classmethod
    def repair(cls, made: Made, other: list[list[str]]) -> Made | None:
        """A white cell where the other answer differs takes another digit that its runs do not
        hold yet: the sums of its two runs change, and the other answer no longer adds up. Of
        the cells and digits that can, the one whose runs' new sums have the fewest digit sets
        (then the cell nearest the middle). Where none can, the cell nearest the middle turns
        black (and any cell left in a run of one); in a symmetric draw its images too, so the
        black cells stay symmetric (a new digit leaves them as they are)."""
        symmetry = getattr(made, "symmetry", "none")
        answer = [row[:] for row in made.answer]
        m, n = len(answer), len(answer[0])
        diff = sorted(((i, j) for i in range(m) for j in range(n) if answer[i][j] != "-" and answer[i][j] != other[i][j]),
                      key=lambda c: (abs(2 * c[0] - m) + abs(2 * c[1] - n), c))
        if not diff:
            return None
        best = None
        for i, j in diff:
            runs = [_line(answer, i, j, di, dj) for di, dj in ((0, 1), (1, 0))]
            held = {answer[a][b] for run in runs for a, b in run}
            for d in "123456789":
                if d in held:
                    continue
                sets = [len(digit_sets(len(run), sum(int(answer[a][b]) for a, b in run if (a, b) != (i, j)) + int(d),
                                       range(1, 10))) for run in runs if len(run) > 1]
                key = (sum(sets), abs(2 * i - m) + abs(2 * j - n), d)
                if best is None or key < best[0]:
                    best = (key, i, j, d)
        if best is not None:
            _, i, j, d = best
            answer[i][j] = d
            return _made(answer, symmetry)
        black = [[t == "-" for t in row] for row in answer]
        _blacken(black, *diff[0], images(m - 1, n - 1, symmetry))
        _tidy(black, None, symmetry)
        return _made([["-" if black[a][b] else answer[a][b] for b in range(n)] for a in range(m)], symmetry)

    # ------------------------------------------------------------------ URLs
    def to_url(self) -> str:
        for i in range(self.m):
            for j in range(self.n):
                if (i == 0 or j == 0) and self.clue.get((i, j)) == WHITE:
                    raise InputError(f"{where((i, j))} is white: a puzz.link kakuro has black cells all along the "
                                     "first row and column", source=self.kind)
        if isinstance(self.clue.get((0, 0)), tuple) and self.clue[0, 0] != (None, None):
            raise InputError("r1c1 holds a clue: a puzz.link kakuro has none there", source=self.kind)
        return f"https://puzz.link/p?{self.url_names[0]}/{self.n - 1}/{self.m - 1}/{self.encode()}"

    @classmethod
    def decode(cls, rows: int, cols: int, body: list[str]):
        text = body[0] if body else ""
        cells = [["-"] * (cols + 1) for _ in range(rows + 1)]
        inner: list[tuple[int | None, int | None] | None] = []  # None: white
        k = 0
        while len(inner) < rows * cols:
            if k >= len(text):
                raise InputError(f"URL body '{text}' ends before the board's {rows * cols} cells", source="URL")
            ch = text[k]
            if "k" <= ch <= "z":
                inner += [None] * (int(ch, 36) - 19)
                k += 1
            elif ch == ".":
                inner.append((None, None))
                k += 1
            else:
                inner.append((_val(text, k), _val(text, k + 1)))
                k += 2
        inner = inner[:rows * cols]  # (a skip may go past the board's end: pzprjs stops there)
        for p, v in enumerate(inner):
            cells[p // cols + 1][p % cols + 1] = "0" if v is None else _write(v)
        for j in range(cols):
            if inner[j] is None:
                cells[0][j + 1] = _write((_val(text, k), None))
                k += 1
        for i in range(rows):
            if inner[i * cols] is None:
                cells[i + 1][0] = _write((None, _val(text, k)))
                k += 1
        return cells, None

    def encode(self) -> str:
        out, count = [], 0
        for i in range(1, self.m):
            for j in range(1, self.n):
                v = self.clue.get((i, j))
                if v == WHITE:
                    count += 1
                    if count == 16:
                        out.append("z")
                        count = 0
                    continue
                if count:
                    out.append("klmnopqrstuvwxyz"[count - 1])
                    count = 0
                out.append("." if v in (None, (None, None)) else _enc(v[0]) + _enc(v[1]))
        if count:
            out.append("klmnopqrstuvwxyz"[count - 1])
        for j in range(1, self.n):
            if self.clue.get((1, j)) == WHITE:
                v = self.clue.get((0, j))
                out.append(_enc(v[0] if isinstance(v, tuple) else None))
        for i in range(1, self.m):
            if self.clue.get((i, 1)) == WHITE:
                v = self.clue.get((i, 0))
                out.append(_enc(v[1] if isinstance(v, tuple) else None))
        return "".join(out)


def _val(text: str, k: int) -> int | None:
    """pzprjs's one-character clue: 0-9 a-j (0..19), A-Z (20..45); '-' or past the end none."""
    ch = text[k] if k < len(text) else "-"
    if ch.isdigit() or "a" <= ch <= "j":
        v = int(ch, 36)
    elif "A" <= ch <= "Z":
        v = int(ch, 36) + 10
    elif ch == "-":
        return None
    else:
        raise InputError(f"URL body: '{ch}' at {k + 1} is no kakuro clue", source="URL")
    return v or None


def _enc(v: int | None) -> str:
    """pzprjs's one-character clue (no clue: 0, as its editor writes it)."""
    if v is None:
        return "0"
    return "0123456789abcdefghij"[v] if v < 20 else "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[v - 20]


def _write(v: tuple[int | None, int | None]) -> str:
    """A black cell's token: '-' without clues, else 'D,A'."""
    return "-" if v == (None, None) else ",".join("" if x is None else str(x) for x in v)


def _runs_of(clue: dict, m: int, n: int) -> list[Run]:
    """The runs of the rules checker (its own reading of the cells): every line of two or more
    white cells, or of one under a clue, with the clue of the black cell before it."""
    out = []
    for down in (False, True):
        lines = ([[(i, j) for i in range(m)] for j in range(n)] if down else
                 [[(i, j) for j in range(n)] for i in range(m)])
        for line in lines:
            k = 0
            while k < len(line):
                if clue.get(line[k]) != WHITE:
                    k += 1
                    continue
                start = k
                while k < len(line) and clue.get(line[k]) == WHITE:
                    k += 1
                head = line[start - 1] if start else None
                v = clue.get(head) if head else None
                total = v[0 if down else 1] if isinstance(v, tuple) else None
                if k - start > 1 or total is not None:
                    out.append(Run(line[start:k], total, down, head))
    return out


def _line(answer: list[list[str]], i: int, j: int, di: int, dj: int) -> list[Cell]:
    """The run through white cell (i, j) along (di, dj), the cell itself included."""
    m, n = len(answer), len(answer[0])
    a, b = i, j
    while 0 <= a - di and 0 <= b - dj and answer[a - di][b - dj] != "-":
        a, b = a - di, b - dj
    out = []
    while a < m and b < n and answer[a][b] != "-":
        out.append((a, b))
        a, b = a + di, b + dj
    return out


def _tidy(black: list[list[bool]], rng, symmetry: str) -> None:
    """Black cells added until every white cell's runs have 2 to :data:`MAX_RUN` cells (a long
    run is cut at a random place, or the middle without ``rng``, leaving two cells on each side),
    each with its images under ``symmetry`` on the board (:func:`_blacken`)."""
    m, n = len(black), len(black[0])
    maps = images(m - 1, n - 1, symmetry)
    changed = True
    while changed:
        changed = False
        for down in (False, True):
            lines = ([[(i, j) for i in range(m)] for j in range(n)] if down else
                     [[(i, j) for j in range(n)] for i in range(m)])
            for line in lines:
                k = 0
                while k < len(line):
                    if black[line[k][0]][line[k][1]]:
                        k += 1
                        continue
                    start = k
                    while k < len(line) and not black[line[k][0]][line[k][1]]:
                        k += 1
                    size = k - start
                    if size == 1:
                        _blacken(black, *line[start], maps)
                        changed = True
                    elif size > MAX_RUN:
                        cut = start + (rng.randint(2, size - 3) if rng else size // 2)
                        _blacken(black, *line[cut], maps)
                        changed = True


def _blacken(black: list[list[bool]], i: int, j: int, maps) -> None:
    """Cell (i, j) of the board (the grid less its first row and column) made black, with its
    images under ``maps`` (:func:`~.grid.images` of the board)."""
    for f in maps:
        a, b = f(i - 1, j - 1)
        black[a + 1][b + 1] = True


def _fill(black: list[list[bool]], rng) -> list[list[str]] | None:
    """Digits for the white cells that differ along every run (a search in reading order with
    the digits in random order, at most 20,000 steps); None when it finds none."""
    m, n = len(black), len(black[0])
    cells = [(i, j) for i in range(m) for j in range(n) if not black[i][j]]
    grid = [["-"] * n for _ in range(m)]
    value = [[0] * n for _ in range(m)]

    def used(i: int, j: int) -> set[int]:
        out = set()
        for di, dj in ((0, -1), (-1, 0)):
            a, b = i + di, j + dj
            while a >= 0 and b >= 0 and not black[a][b]:
                out.add(value[a][b])
                a, b = a + di, b + dj
        return out

    choices: list[list[int] | None] = [None] * len(cells)
    pos = steps = 0
    while pos < len(cells):
        steps += 1
        if steps > 20000:
            return None
        i, j = cells[pos]
        if choices[pos] is None:
            options = [d for d in range(1, 10) if d not in used(i, j)]
            options.sort(key=lambda d: rng.random() - abs(d - 5) / 4 * BIAS, reverse=True)
            choices[pos] = options
        if choices[pos]:
            value[i][j] = choices[pos].pop()
            pos += 1
        else:  # no digit left here: back up
            choices[pos] = None
            pos -= 1
            if pos < 0:
                return None
    for i, j in cells:
        grid[i][j] = str(value[i][j])
    return grid


def _made(answer: list[list[str]], symmetry: str) -> SymmetricMade | None:
    """The puzzle of an answer: each black cell's clues the sums of the runs after it (the draw
    says the ``symmetry`` of its black cells, for :meth:`Kakuro.repair`). None for a draw
    without a white cell (a puzzle with nothing to fill): 7 of 200 unsymmetric 6x6 draws, and
    a quarter of the rot2 ones (a black orbit leaves runs of one in several lines at once)."""
    m, n = len(answer), len(answer[0])
    if all(t == "-" for row in answer for t in row):
        return None
    cells = [["0" if t != "-" else "-" for t in row] for row in answer]
    for i in range(m):
        for j in range(n):
            if answer[i][j] != "-":
                continue
            sums = []
            for di, dj in ((1, 0), (0, 1)):
                a, b, total = i + di, j + dj, 0
                while a < m and b < n and answer[a][b] != "-":
                    total += int(answer[a][b])
                    a, b = a + di, b + dj
                sums.append(total or None)
            cells[i][j] = _write(tuple(sums))
    return SymmetricMade(cells, [], answer=[row[:] for row in answer], symmetry=symmetry)
