"""Pipeline: lay one pipe from one given end to the other, each row and column holding as many
pipe cells as its number says.

Rules (janko.at's *Pipeline*; their rules page was not among the pages we could search, so these
are read off the published puzzles and checked against every one of the 349 published answers of
puzzlekit's dataset with a throwaway checker: every answer keeps them, and every one is a single
pipe between the two given ends): some cells of the grid are given pipe pieces, two of them the
pipe's ends (a piece open on one side only). Lay a pipe through the centres of cells, from cell to
side-neighbouring cell, from one end to the other: it passes through a cell at most once, goes
straight on or turns there, never branches nor closes a loop, and goes through every given piece
as drawn. A number above a column (left of a row) says how many of its cells the pipe passes
through. Pipe cells may touch each other where the pipe does not join them (the published answers
have such cells). The published puzzles give every number and both ends.

Notation (puzzlekit's dataset, as janko.at's page writes it): a line ``R C`` (rows, columns), a
line of the C column numbers, a line of the R row numbers (``-``: none), then R rows of cells:
``-`` an empty cell, a given piece the sides it opens to, in the order n, s, e, w (``ns``, ``ew``,
``ne``, ``nw``, ``se``, ``sw``; ``n``, ``s``, ``e``, ``w`` an end). One published puzzle writes an
empty cell as an en dash (``–``), which reads as ``-``. pzprjs has no pipeline, so there are no
URLs. Answer (the published one's notation): each cell the pipe passes through the sides it leaves
by, the same tokens; ``-`` for the others.

The model is a line through cells (:class:`~.loopgenre.LoopLines`, as simple loop's): a primary
item per cell, whose options are the ways the pipe may pass it (two of its sides, or none; a
given piece's only its own way; an end's its one side), colouring the edges between cells
(secondary items) on or off so that neighbours agree, and the cell's secondary item ``u`` 1 (the
pipe passes it) or 0. A second primary item per cell in a numbered line has two options, ``u``
1 or 0, the first covering the cell's row and column items, each covered as many times as its
number says (exact cover with multiplicities, counted along one option per cell: counted along
the ways of the cells instead, sat's counters were five times as long and a 15×15 took it 0.8 s,
not 0.17; Knuth's nonogram lines, every set of k cells an option, made dlx quick on 10×10 but
sat slow and the model huge on 17×17). That leaves every cell of degree 0 or 2 but the ends, so
the pipe is the path between the ends plus, so far, any number of loops. What XCC cannot say,
that there are no loops, is said by closing the pipe into one: a vertex off the grid joined to
both ends by edges that the ends' options colour on (two edges to a vertex of its own, not one
edge between the ends, so that two ends side by side make no double edge), and the single-loop
side constraint over all the edges. Every backend takes it (dlx by its loop hook, with the
colour lookahead, ``hints.propagate``; sat by lazy cuts; cpsat by its circuit; zdd counting by
the frontier method); ``auto`` takes sat. The DLX export is the exact cover without the loop.

Measured (2026-11-29, ``scripts/bench.py published --corpus … --kinds pipeline --every 1``, all
349 published puzzles of puzzlekit's dataset, on a shared 2-core machine at a load of about 4;
the model built from the text in the time; puzzlekit has no pipeline solver, so nothing beside):
every one solved with the published answer and proven unique (auto, which takes sat); median
(largest) seconds by size: 5×5 0.014 (0.80, the run's first puzzle, with the imports), 8×8
0.019 (0.09), 10×10 0.033 (0.07), 12×12 0.049 (0.14), 14×14 0.084 (0.13), 15×15 0.081 (0.15),
17×17 0.111 (0.18), 20×20 0.192 (0.33). dlx and cpsat are slower here: on eight puzzles of each
size dlx's medians were 0.06 s (10×10) and 0.5 s (17×17), and some 15×15 and 20×20 took it
over 30 s; cpsat's 0.14 and 0.30 s. The maker's puzzles are asked of one incremental SAT solver
(:meth:`Pipeline.optional_clues`): a 10×10 made in 0.8 s, a 15×15 in 1.6 s.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import InputError
from ..model import Model
from . import is_url, need_text
from .kit.drawing import picture
from .kit.framed import frame_lines, over
from .kit.genre import AtCell, Genre, Made, cells_lines, given_numbers, read_lined, read_notation
from .kit.grid import ORDER, SIDES, Cell, beyond, neighbours, pieces, where
from .kit.loopgenre import LoopLines, through
from .kit.loops import options_on
from .kit.rules import tokens_in

EMPTY = "-"
PIECES = ("ns", "ew", "ne", "nw", "se", "sw")
"""The pieces the pipe passes a cell by (straight on or turning), as the sites write them."""
ENDS = ("n", "s", "e", "w")
"""An end of the pipe: the one side it leaves by."""
BLANKS = (EMPTY, "\u2013")
"""An empty cell: ``-``, or an en dash as one published puzzle writes it."""
OFF = (-1, -1)
"""The vertex off the grid that closes the pipe into a loop (:class:`_PipeLines`)."""
CLOSE = ("x0", "x1")
"""The edges from the two ends to :data:`OFF` (secondary items)."""

def _used(c: Cell) -> str:
    """The secondary item of a cell: coloured 1 where the pipe passes it, 0 where not."""
    return f"u{c[0]}.{c[1]}"


def _count(c: Cell) -> str:
    """The primary item of a cell whose two options say whether the pipe passes it, the one
    that says so covering the cell's row and column (counted there)."""
    return f"p{c[0]}.{c[1]}"


# ------------------------------------------------------------------------------------ the model
class _PipeLines(LoopLines):
    """:class:`~.loopgenre.LoopLines` on every cell, with the two edges :data:`CLOSE` from the
    ends to the vertex :data:`OFF`: the pipe and those edges make the single loop."""

    def __init__(self, m: int, n: int, ends: tuple[Cell, Cell]) -> None:
        super().__init__(m, n, {(i, j) for i in range(m) for j in range(n)})
        self.ends = ends

    def edges(self) -> list[tuple[str, Cell, Cell]]:
        return super().edges() + [(name, c, OFF) for name, c in zip(CLOSE, self.ends)]


class Pipeline(Genre):
    """``Pipeline(cells, cols, rows)``: rows of cell strings (``-``, a given piece ``ns``…, an end
    ``n``…), the column numbers and the row numbers (None: none)."""

    kind = "pipeline"
    url_names = ()
    notations = ("janko",)
    drawn_unique = True
    cell_words = "a cell is '-', a pipe piece (ns, ew, ne, nw, se, sw) or an end (n, s, e, w)"

    def __init__(self, cells: Sequence[Sequence[str]], cols=None, rows=None) -> None:
        if cols is None or rows is None or isinstance(cells, str):
            raise TypeError("Pipeline(cells, cols, rows): expected rows of cells ('-', 'ns', 'e', ...) and the "
                            "column and row numbers, lists of numbers (None: none), such as [['e', 'w']], [1, 1], [2]")
        m, n = len(cells), len(cells[0]) if cells else 0
        self.cols = given_numbers(cols, "column", self.kind, "Pipeline", most=m, beyond=f"its {m} cells")
        self.rows = given_numbers(rows, "row", self.kind, "Pipeline", most=n, beyond=f"its {n} cells")
        if len(self.cols) != n or len(self.rows) != m:
            raise InputError(f"a {m}×{n} pipeline puzzle has {n} column numbers and {m} row numbers, not "
                             f"{len(self.cols)} and {len(self.rows)}", source=self.kind)
        if None not in self.cols and None not in self.rows and sum(self.cols) != sum(self.rows):
            raise InputError(f"the column numbers add up to {sum(self.cols)}, the row numbers to {sum(self.rows)}: "
                             "both count the pipe's cells", source=self.kind)
        super().__init__([[EMPTY if t in BLANKS else t for t in row] for row in cells])

    @classmethod
    def read_cell(cls, tok: str) -> str | None:
        if tok in BLANKS:
            return None
        if tok in PIECES or tok in ENDS:
            return tok
        raise ValueError(cls.cell_words)

    # ------------------------------------------------------------------ notation
    @classmethod
    def from_text(cls, text: str, source: str | None = None) -> "Pipeline":
        need_text(text, f"{cls.__name__}.from_text(text)")
        if is_url(text.strip()):
            return cls.from_url(text.strip())
        lined = read_lined(text, source, cls.kind, cells_lines, word="numbers")
        note = read_notation(lined.body, source, cls.kind)
        cls._check_cells(note)
        try:
            return cls._placed(source, lined.first, note.cells, *lined.numbers)
        except AtCell as err:
            raise note.error(*err.cell, err.message) from None

    def to_text(self, notation: str | None = None) -> str:
        self._notation(notation)
        show = lambda v: EMPTY if v is None else str(v)  # noqa: E731
        return "\n".join([f"{self.m} {self.n}", " ".join(map(show, self.cols)), " ".join(map(show, self.rows)),
                          *(" ".join(row) for row in self.cells)]) + "\n"

    # ------------------------------------------------------------------ model
    def _ends(self) -> tuple[Cell, Cell]:
        """The two given ends (AtCell at a third, or at a piece that leaves the grid; an
        InputError of the whole puzzle where fewer than two are given)."""
        for c, w in sorted(self.clue.items()):
            for d in w:
                b = beyond(c, d)
                if not (0 <= b[0] < self.m and 0 <= b[1] < self.n):
                    raise AtCell(self.kind, c, f"the piece '{w}' at {where(c)} leaves the grid by its {d} side")
        ends = [c for c, w in sorted(self.clue.items()) if w in ENDS]
        if len(ends) > 2:
            raise AtCell(self.kind, ends[2], f"a third end of the pipe (the others at {where(ends[0])} and "
                                             f"{where(ends[1])}): a pipeline has two")
        if len(ends) < 2:
            raise InputError(f"the puzzle gives {len(ends)} end{'' if len(ends) == 1 else 's'} of the pipe (n, s, e, "
                             "w): a pipeline gives both", source=self.kind)
        return ends[0], ends[1]

    def build(self) -> Model:
        self.ends = self._ends()
        model, self.lines, self.loop = _pipe_model(self.m, self.n, self.ends, self.clue, self.cols, self.rows)
        return model

    # ------------------------------------------------------------------ answers
    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        out = [[EMPTY] * self.n for _ in range(self.m)]
        for (i, j), w in through(self.lines, solution).items():
            if w:
                out[i][j] = w
        return out

    def verify(self, answer) -> str | None:
        """The rules, on the answer's cells: each '-' or a piece; every given piece kept; every
        side the pipe leaves a cell by taken up by the cell beyond; its only ends the given ones;
        one piece of pipe (no loop apart); each row's and column's number of pipe cells."""
        grid = self.answer_grid(answer)
        m, n = self.m, self.n
        bad = tokens_in(grid, (EMPTY, *PIECES, *ENDS), "- or the sides the pipe leaves it by (ns, ew, ne, nw, se, "
                                                       "sw; n, s, e, w at an end)")
        if bad:
            return bad
        for c, w in sorted(self.clue.items()):
            if grid[c[0]][c[1]] != w:
                return f"{where(c)} is given '{w}', the answer has '{grid[c[0]][c[1]]}'"
        pipe = {(i, j): t for i, row in enumerate(grid) for j, t in enumerate(row) if t != EMPTY}
        for c, w in sorted(pipe.items()):
            for d in w:
                b = beyond(c, d)
                if not (0 <= b[0] < m and 0 <= b[1] < n):
                    return f"the pipe leaves {where(c)} by its {d} side, off the grid"
                back = {"n": "s", "s": "n", "e": "w", "w": "e"}[d]
                if back not in pipe.get(b, ""):
                    return f"the pipe leaves {where(c)} by its {d} side, and {where(b)} does not take it up"
        given_ends = {c for c, w in self.clue.items() if w in ENDS}
        for c, w in sorted(pipe.items()):
            if w in ENDS and c not in given_ends:
                return f"the pipe ends at {where(c)}, which is no given end"
        parts = [p[0] for p in pieces(pipe, lambda a: [beyond(a, d) for d in pipe[a]])]  # (each piece's first cell)
        if len(parts) > 1:
            return f"the pipe falls into {len(parts)} pieces (through {where(parts[0])} and {where(parts[1])})"
        for what, numbers, line in (("row", self.rows, lambda k: [(k, j) for j in range(n)]),
                                    ("column", self.cols, lambda k: [(i, k) for i in range(m)])):
            for k, v in enumerate(numbers):
                count = sum(c in pipe for c in line(k))
                if v is not None and count != v:
                    return f"{what} {k + 1} has {count} pipe cells, its number says {v}"
        return None

    # ------------------------------------------------------------------ pictures
    def draw(self, solution: Sequence[int] | None) -> dict:
        """The keywords of the framed picture (:meth:`svg`): the grid one cell in from the top and
        the left, the column numbers above it and the row numbers left of it; the pipe (the given
        pieces without a solution)."""
        text: dict[Cell, str] = {(0, j + 1): str(v) for j, v in enumerate(self.cols) if v is not None}
        text.update({(i + 1, 0): str(v) for i, v in enumerate(self.rows) if v is not None})
        ways = dict(self.clue) if solution is None else {c: w for c, w in through(self.lines, solution).items() if w}
        return {"text": text, "lines": {(i + 1, j + 1): w for (i, j), w in ways.items()}}

    def svg(self, solution: Sequence[int] | None = None) -> str:
        """janko.at's picture: the grid with its numbers above and left of it, the pipe through the
        cells (blue), the given pieces black over it."""
        size = 28
        pic = picture(self.m + 1, self.n + 1, grid_lines=False, cell=size, **self.draw(solution))
        given = []
        for (i, j), w in sorted(self.clue.items()):
            cx, cy = 3 + (j + 1.5) * size, 3 + (i + 1.5) * size
            for d in w:
                di, dj = SIDES[d]
                given.append(f'<line class="given" x1="{cx}" y1="{cy}" x2="{cx + dj * size / 2}" '
                             f'y2="{cy + di * size / 2}" stroke="black" stroke-width="5" stroke-linecap="round"/>')
        return over(pic, frame_lines(self.m, self.n) + given)

    # ------------------------------------------------------------------ making
    @classmethod
    def made(cls, cells, drawn: Made) -> "Pipeline":
        n = len(cells[0])
        return cls(cells, drawn.extra[:n], drawn.extra[n:])

    @classmethod
    def maker(cls, m: int, n: int, rng) -> Made | None:
        """A random pipe (:func:`random_pipe`) through 35 to 50% of the cells and every row and
        column (as the sites' are: none has a line numbered 0); the puzzle gives every piece of
        it and every number, and only the pieces between the ends may go (with all of them the
        pipe is the one answer: :attr:`drawn_unique`). None where the draw missed a line."""
        if m * n < 2:
            raise InputError(f"a {m}x{n} grid has no room for a pipe's two ends", source="size")
        path = random_pipe(m, n, rng, max(2, round(m * n * rng.uniform(0.35, 0.5))))
        if path is None or {i for i, _ in path} != set(range(m)) or {j for _, j in path} != set(range(n)):
            return None
        answer = pipe_rows(m, n, path)
        cols = [sum(answer[i][j] != EMPTY for i in range(m)) for j in range(n)]
        rows = [sum(t != EMPTY for t in row) for row in answer]
        return Made([row[:] for row in answer], sorted(path[1:-1]), extra=cols + rows, answer=answer,
                    how="a random pipe grown from a short one (its ends stepping on, its straight steps bulging)")

    @classmethod
    def optional_clues(cls, drawn: Made) -> tuple[Model, list[int], dict[Cell, int]]:
        """The model with the ends and numbers of ``drawn`` and no piece between them, and an
        item per removable piece (``g`` and its place) whose one option colours the cell's
        edges as the piece: kept, the piece is given. The drawn pipe's options; each removable
        place's item."""
        m, n = len(drawn.cells), len(drawn.cells[0])
        ends = {(i, j): t for i, row in enumerate(drawn.cells) for j, t in enumerate(row) if t in ENDS}
        pieces = [c for c in drawn.removable if drawn.cells[c[0]][c[1]] != EMPTY]
        model, lines, _ = _pipe_model(m, n, tuple(sorted(ends)), ends, drawn.extra[:n], drawn.extra[n:],
                                      {c: drawn.cells[c[0]][c[1]] for c in pieces})
        on = {model.index[name] for name in CLOSE}
        for (i, j), w in ((c, t) for c, t in ((c, drawn.answer[c[0]][c[1]]) for c in lines.on) if t != EMPTY):
            on.add(model.index[_used((i, j))])
            on.update(model.index[lines.edge((i, j), beyond((i, j), d))] for d in w)
        return model, options_on(model, on), {c: model.index[f"g{c[0]}.{c[1]}"] for c in pieces}

    @classmethod
    def clue_at(cls, made: Made, i: int, j: int) -> str | None:
        t = made.answer[i][j]
        return None if t == EMPTY or t in ENDS else t


def _pipe_model(m: int, n: int, ends: tuple[Cell, Cell], given: dict[Cell, str], cols, rows,
                optional: dict[Cell, str] | None = None) -> tuple[Model, _PipeLines, object]:
    """The model (see the module's docstring) of an m×n grid with the two ``ends``, the
    ``given`` pieces (cell -> its way) and the numbers, with its lines and single loop; each
    ``optional`` piece an item of its own whose one option colours the cell's edges as it."""
    lines = _PipeLines(m, n, ends)
    counted = [(f"r{i}", v, [(i, j) for j in range(n)]) for i, v in enumerate(rows) if v is not None]
    counted += [(f"k{j}", v, [(i, j) for i in range(m)]) for j, v in enumerate(cols) if v is not None]
    for name, v, _ in counted:
        if v:
            lines.primary(name, v, v)
    zero = {c for _, v, cells in counted if v == 0 for c in cells}
    for c in sorted(lines.on):
        lines.secondary(_used(c))
    for c in sorted(lines.on):
        for w in [given[c]] if c in given else [""] + lines.loop_ways(c):
            if w and c in zero:
                continue  # (a line numbered 0: the pipe passes none of its cells)
            lines.way(c, w, [f"{_used(c)}:{int(bool(w))}"] + [f"{CLOSE[k]}:1" for k, e in enumerate(ends) if e == c])
        counters = [name for name, v, cells in counted if v and c in cells]
        if counters:  # (the cell's own count item: its "used" option counts in its lines)
            lines.primary(_count(c))
            lines.option([_count(c), f"{_used(c)}:1"] + counters)
            lines.option([_count(c), f"{_used(c)}:0"])
    for c, w in sorted((optional or {}).items()):
        lines.primary(f"g{c[0]}.{c[1]}")
        lines.option([f"g{c[0]}.{c[1]}"] + [f"{lines.edge(c, b)}:{int(d in w)}" for d, b in lines.sides[c]])
    model, loop = lines.loop_model()
    model.hints.propagate = True
    return model, lines, loop


def pipe_rows(m: int, n: int, path: Sequence[Cell]) -> list[list[str]]:
    """The answer's rows of a pipe given as its cells in order."""
    out = [[EMPTY] * n for _ in range(m)]
    for k, c in enumerate(path):
        sides = set()
        for other in (path[k - 1] if k else None, path[k + 1] if k + 1 < len(path) else None):
            if other is not None:
                sides.add(next(d for d, b in neighbours(m, n, c) if b == other))
        out[c[0]][c[1]] = "".join(d for d in ORDER if d in sides)
    return out


def random_pipe(m: int, n: int, rng, length: int, steps: int = 40) -> list[Cell] | None:
    """A random pipe of ``length`` cells on an m×n grid, as its cells in order: from a random
    pair of neighbouring cells, grown by random moves until it is that long: an end steps on to a
    free neighbour (one in a row or column the pipe has not reached yet where it can, which
    spreads the pipe over the grid), or, one time in three, a step between two cells bulges out
    sideways into two free cells beside them (a-b becomes a-a'-b'-b). None where ``steps`` ×
    ``length`` moves did not make it."""
    a = (rng.randrange(m), rng.randrange(n))
    nbs = [b for _, b in neighbours(m, n, a)]
    if not nbs:
        return None
    path = [a, rng.choice(nbs)]
    used = set(path)
    rows, cols = {c[0] for c in path}, {c[1] for c in path}
    for _ in range(steps * length):
        if len(path) >= length:
            return path
        if rng.random() < 2 / 3:
            end = rng.choice((0, -1))
            free = [b for _, b in neighbours(m, n, path[end]) if b not in used]
            new = [b for b in free if b[0] not in rows or b[1] not in cols]
            if free:
                b = rng.choice(new or free)
                used.add(b)
                rows.add(b[0])
                cols.add(b[1])
                if end == 0:
                    path.insert(0, b)
                else:
                    path.append(b)
            continue
        if len(path) + 2 > length:
            continue
        k = rng.randrange(len(path) - 1)
        (i, j), (p, q) = path[k], path[k + 1]
        for di, dj in rng.sample([(q - j, p - i), (j - q, i - p)], 2):  # (the two sideways steps)
            x, y = (i + di, j + dj), (p + di, q + dj)
            if all(0 <= c[0] < m and 0 <= c[1] < n and c not in used for c in (x, y)):
                path[k + 1:k + 1] = [x, y]
                used.update((x, y))
                rows.update((x[0], y[0]))
                cols.update((x[1], y[1]))
                break
    return path if len(path) >= length else None
