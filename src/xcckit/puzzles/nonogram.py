"""Nonogram: shade cells so that the runs of shaded cells in each row and column are its clue.

Rules: each row's clue lists the lengths of its runs of shaded cells from left to right, each
column's from top to bottom; runs are separated by at least one unshaded cell; a line whose clue
is empty (``0``) has no shaded cell.

Notation (puzzlekit's ``nonogram``): a line ``R C`` (rows, columns), then the C column clues
(one line each, top to bottom), then the R row clues (left to right), each a line of numbers
separated by blanks, ``0`` (or ``-``) for an empty line; puzz.link ``nonogram`` URLs. Answer:
``x`` shaded, ``-`` unshaded.

The model is Knuth's (TAOCP 7.2.2.1): a primary item per row and per column whose options are
the line's placements of its runs, each colouring every cell of the line 1 (shaded) or 0; the
cells are secondary items, so a row's and a column's placements agree where they cross. A pure
XCC model: every backend solves it, dlx and zdd count it. Only the placements that agree with
what line solving settles (:func:`line_solve`: each line in turn, the cells every placement
fitting the cells known so far agrees on; then each open cell probed, a value whose line solving
contradicts itself ruled out) are options: those deductions hold in every answer, so no answer
is lost, and a puzzle that they solve (as the sites' nonograms are: every one of 196 published
25×25 to 30×40 puzzles measured, where line solving alone left the hardest to a search of 10-30
s) has a model of one option per line. A line with more than :data:`CAP` such placements (a long line
with a sparse clue: ``1 1 1 1 1`` in 40 cells has 376,992) is read cell by cell by the automaton
of its clue instead (:class:`~.builder.Chain`), whose options are far fewer (a cell's step: the
runs done so far and the part of the current run, before and after).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from math import comb

import numpy as np

from ..errors import InputError
from ..model import Model
from ..text import is_number
from . import is_url, need_text
from .kit import pzpr
from .kit.batch import Batch
from .kit.builder import Chain
from .kit.drawing import picture
from .kit.division import SymmetricMade
from .kit.genre import Genre, Made
from .kit.grid import Cell, images, orbits

SHADED, EMPTY = "1", "0"
CAP = 4000
"""The most placements a line's options list; a line with more is read by its automaton."""
SCAN = 60000
"""The most placements of a line that are listed to be filtered by the settled cells."""


def runs_of(cells: Sequence[bool]) -> list[int]:
    """The lengths of the runs of true cells, in order."""
    out, k = [], 0
    for c in cells:
        if c:
            k += 1
        elif k:
            out.append(k)
            k = 0
    if k:
        out.append(k)
    return out


def placements(n: int, clue: Sequence[int]) -> np.ndarray:
    """Every placement of the runs ``clue`` in a line of ``n`` cells, as rows of 0/1: the run
    starts are k chosen slots among n - sum + 1, each shifted by the runs before it."""
    k = len(clue)
    if k == 0:
        return np.zeros((1, n), dtype=np.int64)
    slots = np.array(list(combinations(range(n - sum(clue) + 1), k)), dtype=np.int64).reshape(-1, k)
    starts = slots + np.concatenate([[0], np.cumsum(clue)[:-1]])
    bits = np.zeros((len(slots), n), dtype=np.int64)
    rows = np.arange(len(slots))
    for r, length in enumerate(clue):
        for t in range(length):
            bits[rows, starts[:, r] + t] = 1
    return bits


def _clue(values, what: str) -> list[int]:
    """A clue given to the constructor (numbers or their strings; [] or [0] empty)."""
    if isinstance(values, (str, bytes)) or not isinstance(values, (list, tuple)):
        raise TypeError(f"Nonogram: {what}'s clue is a list of numbers, not {type(values).__name__} {values!r}")
    out = []
    for v in values:
        if isinstance(v, str) and v == "-" and len(values) == 1:
            return []
        if isinstance(v, bool) or not (isinstance(v, int) or (isinstance(v, str) and is_number(v))):
            raise InputError(f"{what}'s clue holds {v!r}: a clue is whole numbers", source="nonogram")
        out.append(int(v))
    if out == [0]:
        return []
    if any(v < 1 for v in out):
        raise InputError(f"{what}'s clue {' '.join(map(str, out))}: a run has at least 1 cell (0 alone is an "
                         "empty line)", source="nonogram")
    return out


class Nonogram(Genre):
    """``Nonogram(rows, cols)``: the row clues and the column clues, each a list of numbers
    ([] for an empty line); ``settle=False`` lists every placement of each line (no line
    solving first: Knuth's model as it stands)."""

    kind = "nonogram"
    url_names = ("nonogram",)

    def __init__(self, rows, cols=None, extra=(), *, settle: bool = True) -> None:
        if cols is None or isinstance(rows, str):
            raise TypeError("Nonogram(rows, cols): expected the row clues and the column clues, lists of numbers "
                            "such as [[2], [1, 1]]")
        if not rows or not cols:
            raise InputError("a nonogram has at least one row and one column", source=self.kind)
        self.rows = [_clue(r, f"row {i + 1}") for i, r in enumerate(rows)]
        self.cols = [_clue(c, f"column {j + 1}") for j, c in enumerate(cols)]
        self.m, self.n = len(self.rows), len(self.cols)
        for lines, what, size in ((self.rows, "row", self.n), (self.cols, "column", self.m)):
            for k, clue in enumerate(lines):
                problem = _too_long(clue, what, size)
                if problem:
                    raise InputError(f"{what} {k + 1}'s {problem}", source=self.kind)
        shaded = sum(map(sum, self.rows)), sum(map(sum, self.cols))
        if shaded[0] != shaded[1]:
            raise InputError(f"the row clues shade {shaded[0]} cells and the column clues {shaded[1]}: no grid "
                             "has both", source=self.kind)
        self.cells = [["-"] * self.n for _ in range(self.m)]
        self.room, self.extra, self.clue = None, [], {}
        self.settle = settle
        self.model = self._built()

    # ------------------------------------------------------------------ notation
    @classmethod
    def from_text(cls, text: str, source: str | None = None) -> "Nonogram":
        need_text(text, f"{cls.__name__}.from_text(text)")
        if is_url(text.strip()):
            return cls.from_url(text.strip())
        lines = [(k, line) for k, line in enumerate(text.split("\n"), 1) if line.strip()]
        if not lines:
            raise InputError("empty nonogram puzzle: expected a line 'R C', the column clues and the row clues",
                             source=source, line=1, col=1)
        first, head = lines[0]
        size = head.split()
        if len(size) != 2 or not all(is_number(t) and int(t) > 0 for t in size):
            raise InputError(f"expected the first line 'R C' (the rows and columns, from 1), not '{head.strip()}'",
                             source=source, line=first, col=1)
        m, n = int(size[0]), int(size[1])
        body = lines[1:]
        if len(body) != m + n:
            line = body[m + n][0] if len(body) > m + n else (body[-1][0] + 1 if body else first + 1)
            raise InputError(f"the first line says {m}×{n}: expected {n} column clues and {m} row clues, found "
                             f"{len(body)} lines", source=source, line=line, col=1)
        clues = []
        for k, (lineno, line) in enumerate(body):
            what, size_ = (f"column {k + 1}", m) if k < n else (f"row {k - n + 1}", n)
            clues.append(_read_line(line, what, size_, source, lineno))
        return cls._placed(source, first, clues[n:], clues[:n])

    def to_text(self, notation: str | None = None) -> str:
        if self._notation(notation) == "url":
            return self.to_url() + "\n"
        lines = [f"{self.m} {self.n}"] + [" ".join(map(str, c)) or "0" for c in self.cols + self.rows]
        return "\n".join(lines) + "\n"

    # ------------------------------------------------------------------ model
    def build(self) -> Model:
        known = line_solve(self.rows, self.cols) if self.settle else None
        settled = known if known is not None else [[None] * self.n for _ in range(self.m)]
        lines = [(f"r{i}", [(i, j) for j in range(self.n)], clue) for i, clue in enumerate(self.rows)]
        lines += [(f"c{j}", [(i, j) for i in range(self.m)], clue) for j, clue in enumerate(self.cols)]
        listed, chains = {}, {}
        for name, cells, clue in lines:
            fixed = [settled[i][j] for i, j in cells]
            bits = _fitting(len(cells), clue, fixed)
            if bits is not None:
                listed[name] = bits
                continue
            allowed = [EMPTY + SHADED if v is None else str(v) for v in fixed]
            chains[name] = Chain(name.upper(), len(cells), allowed, 0, _stepper(clue),
                                 lambda s, end=max(0, sum(clue) + len(clue) - 1): s == end)
        self.automata = sorted(chains)
        model = Model()
        model.add_items([name for name, _, _ in lines if name in listed]
                        + [item for ch in chains.values() for item in ch.primaries()])
        cell = dict(zip([(i, j) for i in range(self.m) for j in range(self.n)],
                        model.add_items([f"v{i}.{j}" for i in range(self.m) for j in range(self.n)], primary=False)))
        model.add_items([item for ch in chains.values() for item in ch.secondaries()], primary=False)
        shade, empty = model.colour_id(SHADED), model.colour_id(EMPTY)
        batch = Batch(model)
        for name, cells, clue in lines:
            ids = [cell[c] for c in cells]
            if name in chains:
                chains[name].add(batch, ids)
                continue
            bits = listed[name]
            items = np.broadcast_to(np.array([model.index[name]] + ids, dtype=np.int64), (len(bits), len(ids) + 1))
            codes = np.hstack([np.zeros((len(bits), 1), dtype=np.int64), np.where(bits == 1, shade, empty)])
            batch.rows(items, codes)
        batch.flush()
        model.hints.propagate = True
        return model

    # ------------------------------------------------------------------ answers
    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        colour = self.model.colouring(solution)
        return [["x" if colour.get(f"v{i}.{j}") == SHADED else "-" for j in range(self.n)] for i in range(self.m)]

    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        for i, row in enumerate(grid):
            for j, t in enumerate(row):
                if t not in ("x", "-"):
                    return f"r{i + 1}c{j + 1} is '{t}': a cell is x (shaded) or - (unshaded)"
        for what, lines, clues in (("row", grid, self.rows),
                                   ("column", [list(c) for c in zip(*grid)], self.cols)):
            for k, (line, clue) in enumerate(zip(lines, clues)):
                got = runs_of([t == "x" for t in line])
                if got != clue:
                    said = " ".join(map(str, got)) if got else "none"
                    want = " ".join(map(str, clue)) if clue else "0 (no shaded cell)"
                    return f"{what} {k + 1}'s runs of shaded cells are {said}, its clue says {want}"
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        return {}

    def svg(self, solution: Sequence[int] | None = None) -> str:
        a = max(1, max(len(c) for c in self.cols))
        b = max(1, max(len(r) for r in self.rows))
        text = {}
        for j, clue in enumerate(self.cols):
            for t, v in enumerate(clue):
                text[a - len(clue) + t, b + j] = str(v)
        for i, clue in enumerate(self.rows):
            for t, v in enumerate(clue):
                text[a + i, b - len(clue) + t] = str(v)
        shaded = []
        if solution is not None:
            shaded = [(a + i, b + j) for i, row in enumerate(self.grid(solution)) for j, t in enumerate(row) if t == "x"]
        return picture(self.m + a, self.n + b, text=text, shaded=shaded)

    # ------------------------------------------------------------------ making
    @classmethod
    def maker(cls, m: int, n: int, rng, symmetry: str = "none") -> Made | None:
        """A random picture of blobs (noise with some 45-60 % of the cells shaded, smoothed twice
        by the majority of each cell's 3×3 neighbourhood), refined until line solving alone
        solves its clues, as the sites' nonograms are (then it has one answer): while cells are
        left open, a twentieth of them (at least one) are flipped and the clues read again, at
        most 200 times. Made.cells holds the row clues and Made.rooms the column clues (the
        constructor's two arguments); no clue is removable.

        With a ``symmetry`` (``rot2``, ``rot4``, ``mirror``: :func:`~.grid.images`) the picture
        is symmetric: the noise is drawn an orbit at a time (the smoothing keeps it so), and the
        refining flips a twentieth of the orbits with an open cell, each whole. Each line's clue
        is then its image's (reversed where the symmetry reverses the line). Made.cells is the
        picture (:class:`_Picture`); None where it is all of one colour (:func:`_made`)."""
        groups = orbits(m, n, symmetry)
        answer = _blobs(m, n, rng, groups)
        for _ in range(200):
            rows, cols = _clues(answer)
            known = line_solve(rows, cols)
            open_ = [group for group in groups if any(known is None or known[i][j] is None for i, j in group)]
            if not open_:
                break
            for group in rng.sample(open_, max(1, len(open_) // 20)):
                _flip(answer, group)
        return _made(answer, symmetry)

    @classmethod
    def made(cls, cells, drawn: Made) -> "Nonogram":
        """The puzzle of a draw: its row clues ``cells`` and column clues ``drawn.rooms``, or the
        clues of a symmetric draw's picture (:class:`_Picture`)."""
        if isinstance(drawn, _Picture):
            return cls(*_clues(cells))
        return cls(cells, drawn.rooms)

    @classmethod
    def repair(cls, made: Made, other: list[list[str]]) -> Made | None:
        """The cell nearest the middle where the other answer differs is flipped in the answer
        (in a symmetric draw with its images): its row's clue changes, and the other answer no
        longer fits it."""
        symmetry = getattr(made, "symmetry", "none")
        answer = [row[:] for row in made.answer]
        m, n = len(answer), len(answer[0])
        diff = [(i, j) for i in range(m) for j in range(n) if answer[i][j] != other[i][j]]
        if not diff:
            return None
        i, j = min(diff, key=lambda c: (abs(2 * c[0] - m) + abs(2 * c[1] - n), c))
        _flip(answer, {f(i, j) for f in images(m, n, symmetry)})
        return _made(answer, symmetry)

    # ------------------------------------------------------------------ URLs
    @classmethod
    def decode(cls, rows: int, cols: int, body: list[str]):
        over, left = (rows + 1) // 2, (cols + 1) // 2
        numbers, _ = pzpr.read_number16(body[0] if body else "", cols * over + rows * left)
        if pzpr.UNKNOWN in numbers:
            raise InputError("URL body: a run of a length not given ('.') is not read here (the lines take runs of "
                             "given lengths): write its length", source="URL")
        if 0 in numbers:
            raise InputError("URL body: a run of length 0 ('0') is no nonogram clue", source="URL")
        col_clues = [[v for v in reversed(numbers[j * over:(j + 1) * over]) if v is not None] for j in range(cols)]
        base = cols * over
        row_clues = [[v for v in reversed(numbers[base + i * left:base + (i + 1) * left]) if v is not None]
                     for i in range(rows)]
        return row_clues, col_clues

    def encode(self) -> str:
        over, left = (self.m + 1) // 2, (self.n + 1) // 2
        values: list[int | None] = []
        for clues, slots in ((self.cols, over), (self.rows, left)):
            for clue in clues:
                values += list(reversed(clue)) + [None] * (slots - len(clue))
        return pzpr.write_number16(values)


def _count(n: int, clue: Sequence[int]) -> int:
    """The placements of ``clue`` in a line of ``n`` cells."""
    return comb(n - sum(clue) + 1, len(clue)) if clue else 1


def _fitting(n: int, clue: Sequence[int], fixed: Sequence[int | None]) -> np.ndarray | None:
    """The placements of ``clue`` in a line of ``n`` cells that agree with the cells line solving
    settled (``fixed``: 0, 1 or None each), as rows of 0/1; None when there are too many to list
    (more than :data:`CAP` of them, or more than :data:`SCAN` before the settled cells are read)."""
    if None not in fixed:
        return np.array([fixed], dtype=np.int64) if runs_of(fixed) == list(clue) else np.zeros((0, n), dtype=np.int64)
    if _count(n, clue) > SCAN:
        return None
    bits = placements(n, clue)
    at = [p for p, v in enumerate(fixed) if v is not None]
    if at:
        bits = bits[(bits[:, at] == np.array([fixed[p] for p in at])).all(axis=1)]
    return bits if len(bits) <= CAP else None


def _too_long(clue: Sequence[int], what: str, size: int) -> str | None:
    need = sum(clue) + len(clue) - 1
    if clue and need > size:
        return f"clue {' '.join(map(str, clue))} needs {need} cells, the {what} has {size}"
    return None


def _stepper(clue: Sequence[int]):
    """The automaton of a clue: a state is how much of the pattern 1^a 0 1^b 0 … 1^z has been
    read (the optional 0s before, between and after the runs stay in place)."""
    pattern = []
    for k, a in enumerate(clue):
        pattern += [1] * a + ([0] if k < len(clue) - 1 else [])
    end = len(pattern)

    def step(s: int, c: str) -> int | None:
        if c == SHADED:
            return s + 1 if s < end and pattern[s] == 1 else None
        if s == 0 or s == end or pattern[s - 1] == 0:
            return s
        return s + 1 if pattern[s] == 0 else None

    return step


def _read_line(line: str, what: str, size: int, source: str | None, lineno: int) -> list[int]:
    """A clue line of the notation: numbers from 1, or 0 (or -) alone."""
    toks, k = [], 0
    for tok in line.split():
        k = line.index(tok, k)
        toks.append((k + 1, tok))
        k += len(tok)
    if len(toks) == 1 and toks[0][1] in ("0", "-"):
        return []
    out = []
    for col, tok in toks:
        if not is_number(tok) or int(tok) < 1:
            raise InputError(f"'{tok}': a clue is numbers from 1 (or 0 alone for an empty {what.split()[0]})",
                             source=source, line=lineno, col=col)
        out.append(int(tok))
    problem = _too_long(out, what.split()[0], size)
    if problem:
        raise InputError(f"{what}'s {problem}", source=source, line=lineno, col=1)
    return out


def _clues(answer: list[list[str]]) -> tuple[list[list[int]], list[list[int]]]:
    """The row and column clues of a grid of x and -."""
    return ([runs_of([t == "x" for t in row]) for row in answer],
            [runs_of([t == "x" for t in col]) for col in zip(*answer)])


class _Picture(SymmetricMade):
    """A symmetric draw: its cells are its picture (``x`` shaded, ``-`` not), in whole orbits of
    the symmetry, as :mod:`xcckit.making` reads a drawing (akari's walls), none to add or take
    away; the puzzle's clues are read off it (:meth:`Nonogram.made`): a nonogram's clues are
    lines, and no cell holds one."""


def _made(answer: list[list[str]], symmetry: str) -> Made | None:
    """The draw of a picture: its row and column clues, or under a ``symmetry`` the picture
    itself (:class:`_Picture`); None for a picture all of one colour (nothing to solve): about
    10 of 200 unsymmetric 6x6 draws, and half the rot4 ones (the smoothing of fewer random
    orbits)."""
    if len({t for row in answer for t in row}) == 1:
        return None
    if symmetry != "none":
        return _Picture([row[:] for row in answer], [], answer=answer, symmetry=symmetry)
    rows, cols = _clues(answer)
    return Made([[str(v) for v in r] or ["0"] for r in rows], [], [[str(v) for v in c] or ["0"] for c in cols],
                answer=answer)


def _flip(answer: list[list[str]], cells) -> None:
    """The ``cells`` of the picture flipped, shaded to unshaded and back."""
    for i, j in cells:
        answer[i][j] = "-" if answer[i][j] == "x" else "x"


def _blobs(m: int, n: int, rng, groups: list[list[Cell]]) -> list[list[str]]:
    """Noise, each of the ``groups`` of cells (a symmetry's orbits, in reading order of their
    first cells) shaded or not as one, smoothed twice by the majority of each 3×3 neighbourhood
    (a tie keeps the cell)."""
    p = rng.uniform(0.45, 0.6)
    g = [[False] * n for _ in range(m)]
    for group in groups:
        shaded = rng.random() < p
        for i, j in group:
            g[i][j] = shaded
    for _ in range(2):
        h = [[False] * n for _ in range(m)]
        for i in range(m):
            for j in range(n):
                near = [g[a][b] for a in range(max(0, i - 1), min(m, i + 2)) for b in range(max(0, j - 1), min(n, j + 2))]
                twice = 2 * sum(near)
                h[i][j] = twice > len(near) or (twice == len(near) and g[i][j])
        g = h
    return [["x" if c else "-" for c in row] for row in g]


# ---------------------------------------------------------------------------- line solving
def _masks(clue: Sequence[int]) -> tuple[int, int, int, int]:
    """The automaton of :func:`_stepper` as bit masks over its states (bit s: state s): the end
    state, the states a shaded cell advances, those an unshaded cell keeps, those it advances."""
    pattern = []
    for k, a in enumerate(clue):
        pattern += [1] * a + ([0] if k < len(clue) - 1 else [])
    end = len(pattern)
    one = sum(1 << s for s in range(end) if pattern[s] == 1)
    stay = 1 | (1 << end) | sum(1 << s for s in range(1, end) if pattern[s - 1] == 0)
    advance = sum(1 << s for s in range(1, end) if pattern[s - 1] == 1 and pattern[s] == 0)
    return end, one, stay, advance


def _settle(masks: tuple[int, int, int, int], known: list) -> list | None:
    """Each cell of a line given what is ``known`` (None, 0 or 1 a cell): 0 or 1 where every
    placement of the clue agrees, None where they differ; None when no placement fits."""
    end, one, stay, advance = masks
    forward = [1]
    for c in known:
        s, out = forward[-1], 0
        if c != 0:
            out |= (s & one) << 1
        if c != 1:
            out |= (s & stay) | ((s & advance) << 1)
        forward.append(out)
    back = forward[-1] & (1 << end)
    if not back:
        return None
    out = [None] * len(known)
    for p in range(len(known) - 1, -1, -1):
        before, can = 0, 0
        for c, states in ((1, (back >> 1) & one), (0, (back & stay) | ((back >> 1) & advance))):
            if known[p] != 1 - c:
                before |= states
                if states & forward[p]:
                    can |= 1 << c
        if not can:
            return None
        out[p] = None if can == 3 else can >> 1
        back = before & forward[p]
    return out


def line_solve(rows: Sequence[Sequence[int]], cols: Sequence[Sequence[int]], probe: bool = True) -> list[list] | None:
    """What line solving finds from the clues: each cell 1, 0 or None (open), each line settled
    in turn until none changes; then, with ``probe``, each open cell tried both ways (a value
    whose line solving meets a contradiction is not the cell's: it takes the other, and the
    lines settle again), round after round until no probe settles a cell. None when the clues
    contradict themselves. Both hold in every answer: no answer is lost. A value that a probe
    which met no contradiction settled is not tried until a cell is settled: line solving only
    settles more from more, so it would meet none either."""
    m, n = len(rows), len(cols)
    known: list[list] = [[None] * n for _ in range(m)]
    masks = [_masks(c) for c in rows] + [_masks(c) for c in cols]
    if not _propagate(known, masks, m, n, list(range(m + n))):
        return None
    implied: set[tuple[int, int, int]] = set()
    while probe:
        probe = False  # (another round only when this one settled a cell)
        for i in range(m):
            for j in range(n):
                if known[i][j] is not None:
                    continue
                for value in (1, 0):
                    if (i, j, value) in implied:
                        continue
                    trial = [row[:] for row in known]
                    trial[i][j] = value
                    if _propagate(trial, masks, m, n, [i, m + j]):
                        implied.update((a, b, trial[a][b]) for a in range(m) for b in range(n)
                                       if known[a][b] is None and trial[a][b] is not None)
                        continue
                    known[i][j] = 1 - value
                    if not _propagate(known, masks, m, n, [i, m + j]):
                        return None
                    probe, implied = True, set()
                    break
    return known


def _propagate(known: list[list], masks: list, m: int, n: int, queue: list[int]) -> bool:
    """Line solving from the lines ``queue`` (rows 0..m-1, then columns) on, in place: False on a
    contradiction."""
    waiting = [False] * (m + n)
    for k in queue:
        waiting[k] = True
    while queue:
        k = queue.pop()
        waiting[k] = False
        cells = [(k, j) for j in range(n)] if k < m else [(i, k - m) for i in range(m)]
        line = [known[i][j] for i, j in cells]
        settled = _settle(masks[k], line)
        if settled is None:
            return False
        for (i, j), before, after in zip(cells, line, settled):
            if before is None and after is not None:
                known[i][j] = after
                other = m + j if k < m else i
                if not waiting[other]:
                    waiting[other] = True
                    queue.append(other)
    return True
