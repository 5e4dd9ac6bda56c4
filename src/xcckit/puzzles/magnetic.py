"""Magnets (janko.at's Magnete; puzzlekit's ``magnetic``; pzprjs's ``magnets``): the grid is cut
into plates of two cells; each plate is a magnet, one cell + and the other -, or neutral (both
cells empty); like poles never touch; the numbers outside the grid count the + and the - of each
row and column.

Rules (janko.at's): every plate (a domino, its two cells side by side) is either a magnet, one
half a + pole and the other a - pole, or neutral, both halves empty; two cells with the same
pole never lie side by side (diagonally is fine); a number beside a row or a column says how many
+ (or -) it holds, where one is given. A cell given in the grid keeps what it shows. A cell in no
plate (``@``, off an irregular board) is empty.

Notation (puzzlekit's ``magnetic``): a line ``R C``, four lines of clues: the + of the C
columns, the - of the columns, the + of the R rows, the - of the rows (numbers, ``-`` none);
then, where cells are given, R rows of cells (``.`` nothing given, ``+``, ``-``, ``x`` empty);
then R rows of plate names (the two cells of a plate share a name; ``@`` a cell in no plate).
puzz.link ``magnets`` URLs (pzprjs's: the clues outside, the plates' borders, the given poles and
the cells off the board; pzprjs cannot give an empty cell, nor read its anti-magnets variant
here). Answer (puzzlekit's): ``+`` and ``-`` the poles, ``x`` an empty cell.

The model is an exact cover with colours, a line at a time as Knuth models a nonogram (TAOCP
7.2.2.1). Each cell has two secondary items, ``p`` (is it +? colours 1 or 0) and ``n`` (is it
-?). A primary item per plate has three options, ``+-``, ``-+`` and neutral, each colouring its
two cells' four items. A row or column with both its clues is a primary item (``r3``, ``k5``)
whose options are its ways to hold as many + and - as they say, no like poles side by side, a
plate along it + and - or empty, each colouring both items of every cell of the line; with one
clue, an item for that pole alone (``r3p``, ``k5n``), whose options are the sets of places of
that size, none side by side. Where a line has no clue for a pole, two neighbours along it in
different plates share an uncoloured secondary item that each plate option putting that pole
there covers. Like poles so never touch, the counts hold, and the plates pair + and - off.

Implied constraints tie the lines with both their clues, through the balance of a cut. Every
magnet holds one + and one -, so the + less the - of rows 0..c-1 is that of the magnets' halves
just above the cut: the cells of row c-1 whose plate goes down; those of row c whose plate goes up
hold its opposite. Where each of rows 0..c-1, or each of rows c.., has both its clues (the grid
holds as many + as -), the balance is known (:meth:`Magnetic.cuts`; columns alike), and a line's
ways keep it (:func:`line_patterns`'s balances). Where not, a run of two lines or more with both
their clues (:func:`runs`) shares a secondary item whose colour is the balance of the cut before
the run, each way of each of its lines giving it (its halves up, and the clues of the lines
between): a way chosen for one line so purges the ways of the others that disagree. No
multiplicity and no side constraint: every backend takes it, dlx (``auto``'s choice) with its
colour lookahead. (A line's + and its - as two items of sets, rather than one of ways, left dlx
13 s on the hardest 12x12 of the corpus, all of whose clues are given; the ways, 1.2 s of CPU,
11,154 nodes; with the cuts' balances, 618 nodes, 0.04 s. The next hardest, janko's 280 (some
clues missing), 1,649 nodes, 1,028 with the runs' colours, 0.06 s to 0.03 s. A line with one
clue as ways of both poles too (the other's count free, its apart items gone) tripled the 12x12
median, its options many more, for about as many nodes; dlx without its lookahead took up to
28,549 nodes, and some 12x12s went on to sat; sat's median was 3 to 6 times dlx's on the first
model.)

Measured (2026-11-29, ``scripts/bench.py published --kinds magnetic --every 1``: all 439 of
puzzlekit's corpus, 6x6 to 12x12, the model built in the time, each solved with the published
answer and proven unique by ``auto``, dlx; a shared machine under a load of eight to ten on its
two cores), medians and the slowest, ours beside puzzlekit's CP-SAT: 6x6 (2) 11 ms / 10 ms beside
15 ms / 20 ms; 8x8 (166) 12 ms / 30 ms beside 36 ms / 0.40 s; 10x10 (215) 21 ms / 2.3 s (the first
puzzle of the process: numba's engines loading; the next slowest about 12 ms of CPU) beside
64 ms / 3.0 s (its first too); 12x12 (56) 31 ms / 0.16 s beside 0.32 s / 0.78 s. The first model,
run just before it, was 13 / 26 / 48 ms in medians at 8x8 / 10x10 / 12x12 and 2.2 s on the slowest
12x12 (janko's 13). In CPU time in one warm process: 10x10 median 8.5 ms to 6.0 ms, 12x12 11.5 ms
to 9.1 ms, and the slowest 12x12 0.90 s to 0.035 s. The model's build is most of a median (the
search itself 1–2 ms): a line's ways are made as bits of integers (one operation on every pair of
a + set and a - set), and the plates are read without a search of the rooms where every room is
two cells side by side.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import numpy as np

from ..errors import InputError
from ..model import Model
from ..text import is_number
from . import is_url, need_text, svg_letter, svg_open
from .kit import pzpr
from .kit.batch import Batch
from .dominos import random_tiling
from .kit.drawing import picture
from .kit.genre import AtCell, ClueLine, Genre, Made, lined_rooms, read_lined, regions_by_room
from .kit.grid import OUTSIDE, Cell, where
from .magnetic_lines import apart_sets, line_patterns, most_poles, runs
from .magnetic_plates import plates_of, read_walls
from .kit import rules

PLUS, MINUS, EMPTY = "+", "-", "x"
NONE = "."
"""A cell with nothing given (puzzlekit's)."""
STATES = ("+-", "-+", "xx")
"""A plate's states: its first cell's and its second cell's (in reading order)."""
LINES = ("the + of the columns", "the - of the columns", "the + of the rows", "the - of the rows")
"""The four lines of clues, in the notation's order."""


class Magnetic(Genre):
    """``Magnetic(cells, plates, clues)``: R rows of given cells (``.``, ``+``, ``-``, ``x``), the
    plate of each cell (numbers; :data:`~.grid.OUTSIDE` for none), and the clues (2C + 2R
    numbers or None, in the notation's order: the + of the columns, their -, the + of the rows,
    their -)."""

    kind = "magnetic"
    url_names = ("magnets",)
    rooms = True
    outside = True

    cell_tokens = {NONE: None, PLUS: PLUS, MINUS: MINUS, EMPTY: EMPTY}
    cell_words = "a cell is . (nothing given), + or - (a pole) or x (empty)"

    def __init__(self, cells: Sequence[Sequence[str]], rooms: Sequence[Sequence[int]] | None = None,
                 extra: Sequence[int | None] = ()) -> None:
        if isinstance(cells, str) or not cells or any(isinstance(r, str) for r in cells):
            raise TypeError("Magnetic(cells, plates, clues): expected rows of cell strings such as [['.', '+'], "
                            "['.', '.']]")
        m, n = len(cells), len(cells[0])
        clues = list(extra)
        if len(clues) != 2 * (m + n):
            raise InputError(f"a {m}×{n} magnetic puzzle has {2 * (m + n)} clues (the + and the - of each column "
                             f"and row), not {len(clues)}", source=self.kind)
        for k, v in enumerate(clues):
            length = m if k < 2 * n else n
            what = (f"column {k % n + 1}" if k < 2 * n else f"row {(k - 2 * n) % m + 1}")
            pole = PLUS if (k < n or 2 * n <= k < 2 * n + m) else MINUS
            if v is None or v == "-":
                clues[k] = None
                continue
            if isinstance(v, bool) or not (isinstance(v, int) or (isinstance(v, str) and is_number(v))) or int(v) < 0:
                raise InputError(f"{what}'s {pole} clue is {v!r}: a clue is a whole number or '-'", source=self.kind)
            clues[k] = int(v)
            if clues[k] > most_poles(length):
                raise InputError(f"{what}'s {pole} clue {v} is more than {most_poles(length)}, the most poles of "
                                 f"one sign {length} cells hold (no two side by side)", source=self.kind)
        self.cols_plus, self.cols_minus = clues[:n], clues[n:2 * n]
        self.rows_plus, self.rows_minus = clues[2 * n:2 * n + m], clues[2 * n + m:]
        super().__init__(cells, rooms, clues)

    # ------------------------------------------------------------------ notation
    @classmethod
    def from_text(cls, text: str, source: str | None = None) -> "Magnetic":
        need_text(text, f"{cls.__name__}.from_text(text)")
        if is_url(text.strip()):
            return cls.from_url(text.strip())
        lined = read_lined(text, source, cls.kind, _lines, blocks=(1, 2), things="plates",
                           rows_note=" ({m} rows of given cells may come first)")
        note, cells = lined_rooms(lined, source, cls.kind, outside=True, blank=NONE)
        cls._check_cells(note)
        try:
            plates_of(note.rooms)
        except AtCell as err:
            line, col = note.room_places[err.cell[0]][err.cell[1]]
            raise InputError(err.message, source=source, line=line, col=col) from None
        try:
            return cls._placed(source, lined.first, cells, note.rooms, [v for line in lined.numbers for v in line])
        except AtCell as err:
            raise note.error(*err.cell, err.message) from None

    def to_text(self, notation: str | None = None) -> str:
        if self._notation(notation) == "url":
            return self.to_url() + "\n"
        show = lambda values: " ".join("-" if v is None else str(v) for v in values)  # noqa: E731
        out = [f"{self.m} {self.n}", show(self.cols_plus), show(self.cols_minus), show(self.rows_plus),
               show(self.rows_minus)]
        if self.clue:
            out += [" ".join(row) for row in self.cells]
        out += [" ".join("@" if r == OUTSIDE else str(r + 1) for r in row) for row in self.room]
        return "\n".join(out) + "\n"

    # ------------------------------------------------------------------ URLs
    @classmethod
    def url_flags(cls, flags: str, url: str) -> None:
        if "a" in flags:
            raise InputError("pzprjs's anti-magnets variant ('a': opposite poles never touch) is not solved here",
                             source="URL")

    @classmethod
    def decode(cls, rows: int, cols: int, body: list[str]):
        """pzprjs's body: the clues outside (number16: for each column its - then its +, for each
        row its - then its +), the borders, then, where any is given, the poles given (three to a
        character: 1 +, 2 -) and the cells off the board (five to a character)."""
        text = body[0] if body else ""
        outside, rest = pzpr.read_number16(text, 2 * (cols + rows))
        outside = [None if v == pzpr.UNKNOWN else v for v in outside]
        right, below, rest = read_walls(rest, rows, cols)
        poles, off = [0] * (rows * cols), [0] * (rows * cols)
        if rest:
            poles, rest = pzpr.read_ternary(rest, rows * cols)
        if rest:
            off, rest = pzpr.read_binary(rest, rows * cols)
        for i in range(rows):  # (a cell off the board is no part of a plate)
            for j in range(cols):
                if off[i * cols + j]:
                    if j + 1 < cols:
                        right[i][j] = True
                    if j > 0:
                        right[i][j - 1] = True
                    if i + 1 < rows:
                        below[i][j] = True
                    if i > 0:
                        below[i - 1][j] = True
        room = pzpr.rooms_from_borders(rows, cols, right, below)
        for i in range(rows):
            for j in range(cols):
                if off[i * cols + j]:
                    room[i][j] = OUTSIDE
        number: dict[int, int] = {}
        room = [[r if r == OUTSIDE else number.setdefault(r, len(number)) for r in row] for row in room]
        cells = [[{0: NONE, 1: PLUS, 2: MINUS}.get(poles[i * cols + j], NONE) for j in range(cols)]
                 for i in range(rows)]
        bad = next((k for k, v in enumerate(poles) if v not in (0, 1, 2)), None)
        if bad is not None:
            raise InputError(f"URL body: cell r{bad // cols + 1}c{bad % cols + 1} holds {poles[bad]}: a given pole "
                             f"is 1 (+) or 2 (-)", source="URL")
        clues = ([outside[2 * j + 1] for j in range(cols)] + [outside[2 * j] for j in range(cols)]
                 + [outside[2 * cols + 2 * i + 1] for i in range(rows)]
                 + [outside[2 * cols + 2 * i] for i in range(rows)])
        return cells, room, clues

    def to_url(self) -> str:
        return pzpr.url(self.url_names[0], self.m, self.n, self.encode())

    def encode(self) -> str:
        m, n = self.m, self.n
        if any(v == EMPTY for v in self.clue.values()):
            c = min(c for c, v in self.clue.items() if v == EMPTY)
            raise InputError(f"pzprjs's magnets cannot give an empty cell ('x' at {where(c)}): this puzzle has no "
                             "puzz.link URL", source="url")
        outside: list[int | None] = []
        for j in range(n):
            outside += [self.cols_minus[j], self.cols_plus[j]]
        for i in range(m):
            outside += [self.rows_minus[i], self.rows_plus[i]]
        out = pzpr.write_number16(outside)
        room = self.room
        valid = lambda a, b: room[a][b] != OUTSIDE  # noqa: E731
        v = [int(valid(i, j) and valid(i, j + 1) and room[i][j] != room[i][j + 1])
             for i in range(m) for j in range(n - 1)]
        h = [int(valid(i, j) and valid(i + 1, j) and room[i][j] != room[i + 1][j])
             for i in range(m - 1) for j in range(n)]
        out += pzpr.write_binary(v) if v else ""
        out += pzpr.write_binary(h) if h else ""
        off = [int(r == OUTSIDE) for row in room for r in row]
        if self.clue or any(off):
            out += pzpr.write_ternary([{PLUS: 1, MINUS: 2}.get(self.clue.get((i, j)), 0)
                                       for i in range(m) for j in range(n)])
            out += pzpr.write_binary(off)
        return out

    # ------------------------------------------------------------------ the model
    def lines(self) -> list[tuple[str, list[Cell], int | None, int | None]]:
        """Each row and column: its name, its cells in order, its + clue and its - clue."""
        m, n = self.m, self.n
        return ([(f"r{i}", [(i, j) for j in range(n)], self.rows_plus[i], self.rows_minus[i]) for i in range(m)]
                + [(f"k{j}", [(i, j) for i in range(m)], self.cols_plus[j], self.cols_minus[j]) for j in range(n)])

    def cuts(self) -> tuple[list[int | None], list[int | None]]:
        """The poles' balance across each cut between two rows (two columns): element c of the
        first list is the + less the - of rows 0..c-1 where the clues tell it (every row above
        the cut, or every row below it, has both its clues: the grid holds as many + as -), else
        None; the second the same of the columns. A magnet within rows 0..c-1 holds a + and a -,
        so the balance is that of the halves of the magnets across the cut above it: the cells
        of row c - 1 whose plate goes down hold it, and those of row c whose plate goes up its
        opposite."""
        def sums(plus: Sequence[int | None], minus: Sequence[int | None]) -> list[int | None]:
            diff = [None if a is None or b is None else a - b for a, b in zip(plus, minus)]
            out: list[int | None] = []
            for c in range(len(diff) + 1):
                if None not in diff[:c]:
                    out.append(sum(diff[:c]))
                elif None not in diff[c:]:
                    out.append(-sum(diff[c:]))
                else:
                    out.append(None)
            return out
        return sums(self.rows_plus, self.rows_minus), sums(self.cols_plus, self.cols_minus)

    def _views(self) -> tuple[list[tuple], np.ndarray]:
        """The rows' view and the columns' (below), and the cells on the board."""
        m, n = self.m, self.n
        rooms = np.array(self.room, dtype=np.int64)
        board = rooms != OUTSIDE
        given = {v: np.zeros((m, n), dtype=bool) for v in (PLUS, MINUS, EMPTY)}
        for (i, j), v in self.clue.items():
            given[v][i, j] = True
        may = {PLUS: board & ~given[MINUS] & ~given[EMPTY], MINUS: board & ~given[PLUS] & ~given[EMPTY]}
        down = np.zeros((m, n), dtype=bool)  # (the cell's plate goes down; right: right)
        down[:-1] = board[:-1] & (rooms[:-1] == rooms[1:])
        right = np.zeros((m, n), dtype=bool)
        right[:, :-1] = board[:, :-1] & (rooms[:, :-1] == rooms[:, 1:])
        row_cuts, col_cuts = self.cuts()
        # (each line: its item's name, its cells (of the grid or its transpose: a row's, or a column's
        # turned), its clues, the cuts before and after it, its places whose plate goes along it and
        # across it, whether it is a column)
        views = [("r", board, may[PLUS], may[MINUS], given[PLUS], given[MINUS], right, down, self.rows_plus,
                  self.rows_minus, row_cuts, False),
                 ("k", board.T, may[PLUS].T, may[MINUS].T, given[PLUS].T, given[MINUS].T, down.T, right.T,
                  self.cols_plus, self.cols_minus, col_cuts, True)]
        return views, board

    def build(self) -> Model:
        m, n = self.m, self.n
        room = self.room
        self.plates = plates_of(room)
        for c, v in sorted(self.clue.items()):
            if room[c[0]][c[1]] == OUTSIDE and v != EMPTY:
                raise AtCell(self.kind, c, f"{where(c)} is in no plate: it holds no pole, not '{v}'")
        views, board = self._views()
        counted, apart = _counted(views)
        model = Model()
        plate_item = model.add_items([f"d{a[0]}.{a[1]}" for a, _ in self.plates])
        line_item = model.add_items([name for name, *_ in counted])
        on_board = list(zip(*map(np.ndarray.tolist, np.nonzero(board))))
        first = model.add_items([f"{pole}{i}.{j}" for i, j in on_board for pole in "pn"], primary=False)[0]
        pole_of = np.full((m, n), -1, dtype=np.int64)  # (a cell's + item; its - item the next)
        pole_of[board] = first + 2 * np.arange(len(on_board), dtype=np.int64)
        near: dict[tuple[Cell, str], list[int]] = {}
        if apart:
            edges = model.add_items([f"{pole}{a[0]}.{a[1]}_{b[0]}.{b[1]}" for pole, a, b in apart], primary=False)
            for e, (pole, a, b) in zip(edges, apart):
                near.setdefault((a, pole), []).append(e)
                near.setdefault((b, pole), []).append(e)
        run_item: dict[tuple[bool, int], tuple[int, int]] = {}  # ((turned, line): (its run's item, its lines before))
        for _, _, _, _, _, _, _, _, pluses, minuses, cuts, turned in views:
            for k, before in runs(pluses, minuses, cuts).items():  # (in order: a run's first line first)
                if not before:
                    item = model.add_items([f"{'k' if turned else 'r'}{k}b"], primary=False)[0]
                run_item[turned, k] = (item, sum(before))
        yes, no = model.colour_id("1"), model.colour_id("0")
        batch = Batch(model)
        self._plate_options(batch, plate_item, pole_of, near, yes, no)
        lengths, flat_items, flat_colours = [], [], []
        for item, (_, view, k, plus, minus) in zip(line_item, counted):
            block = _line_options(model, item, view, k, plus, minus, pole_of, run_item, yes, no)
            if block is not None:
                lengths.append(block[0])
                flat_items.append(block[1])
                flat_colours.append(block[2])
        if lengths:  # (each option's items ascending: the line's item, then its cells in reading order)
            batch.block(np.concatenate(lengths), np.concatenate(flat_items), np.concatenate(flat_colours))
        model = batch.flush()
        model.hints.propagate = True
        return model

    def _plate_options(self, batch: Batch, plate_item: Sequence[int], pole_of: np.ndarray,
                       near: dict[tuple[Cell, str], list[int]], yes: int, no: int) -> None:
        """Adds each plate's options (its states the given cells allow) to ``batch``; records them in ``_state``."""
        self._state: dict[int, tuple[int, str]] = {}
        clue = self.clue
        for k, (a, b) in enumerate(self.plates):
            pa, pb = int(pole_of[a]), int(pole_of[b])
            for state in STATES:
                if (a in clue and clue[a] != state[0]) or (b in clue and clue[b] != state[1]):
                    continue
                items = [plate_item[k], pa, pa + 1, pb, pb + 1]
                colours = [0, yes if state[0] == PLUS else no, yes if state[0] == MINUS else no,
                           yes if state[1] == PLUS else no, yes if state[1] == MINUS else no]
                if near:
                    for t, c in enumerate((a, b)):
                        if state[t] != EMPTY:
                            edges = near.get((c, "p" if state[t] == PLUS else "n"), ())
                            items += edges
                            colours += [0] * len(edges)
                self._state[batch.add(items, colours, ordered=not near)] = (k, state)

    # ------------------------------------------------------------------ answers
    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        out = [[EMPTY] * self.n for _ in range(self.m)]
        for o in solution:
            if o in self._state:
                k, state = self._state[o]
                for t, (i, j) in enumerate(self.plates[k]):
                    out[i][j] = state[t]
        return out

    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        problem = rules.tokens_in(grid, (PLUS, MINUS, EMPTY), "+ or - (a pole) or x (empty)")
        if problem:
            return problem
        for (i, j), v in sorted(self.clue.items()):
            if grid[i][j] != v:
                return f"{where((i, j))} is given '{v}', not '{grid[i][j]}'"
        for piece in regions_by_room(self.room):
            a = min(piece)
            shown = " ".join(grid[i][j] for i, j in sorted(piece))
            if len(piece) == 2 and shown not in ("+ -", "- +", "x x"):
                return (f"the plate at {where(a)} is '{shown}': a plate is a magnet (+ and -) or neutral (x x)")
        for i, row in enumerate(self.room):
            for j, r in enumerate(row):
                if r == OUTSIDE and grid[i][j] != EMPTY:
                    return f"{where((i, j))} is in no plate: it holds no pole, not '{grid[i][j]}'"
        for pole in (PLUS, MINUS):
            pair = rules.side_by_side(rules.marked(grid, pole))
            if pair:
                return f"{where(pair[0])} and {where(pair[1])} are both {pole}: like poles never touch"
        for i in range(self.m):
            for pole, clue in ((PLUS, self.rows_plus[i]), (MINUS, self.rows_minus[i])):
                have = grid[i].count(pole)
                if clue is not None and have != clue:
                    return f"row {i + 1} holds {have} {pole}, not {clue}"
        for j in range(self.n):
            column = [grid[i][j] for i in range(self.m)]
            for pole, clue in ((PLUS, self.cols_plus[j]), (MINUS, self.cols_minus[j])):
                have = column.count(pole)
                if clue is not None and have != clue:
                    return f"column {j + 1} holds {have} {pole}, not {clue}"
        return None

    # ------------------------------------------------------------------ pictures
    def draw(self, solution: Sequence[int] | None) -> dict:
        """The grid's keywords: the plates as rooms, the poles given (black) and found (blue),
        an empty cell's dot."""
        text: dict[Cell, object] = {c: v for c, v in self.clue.items() if v != EMPTY}
        dots = [c for c, v in self.clue.items() if v == EMPTY]
        if solution is not None:
            for i, row in enumerate(self.grid(solution)):
                for j, t in enumerate(row):
                    if (i, j) in self.clue or self.room[i][j] == OUTSIDE:
                        continue
                    if t == EMPTY:
                        dots.append((i, j))
                    else:
                        text[i, j] = (t, "#1a56db")
        return {"text": text, "dots": dots}

    def svg(self, solution: Sequence[int] | None = None) -> str:
        """janko.at's picture: the grid of plates framed by the + clues above and left of it and
        the - clues below and right of it, a + and a - in the frame's corners."""
        size, m, n = 28, self.m, self.n
        inner = picture(m, n, room=self.room, cell=size, **self.draw(solution))
        body = inner.split("\n")[2:-1]  # (the grid's parts, without its opening, background and end)
        width, height = (n + 2) * size + 6, (m + 2) * size + 6
        out = [svg_open(width, height), f'<g transform="translate({size},{size})">', *body, "</g>"]
        centre = lambda k: 3 + (k + 0.5) * size  # noqa: E731
        for j in range(n):
            for row, clue in ((0, self.cols_plus[j]), (m + 1, self.cols_minus[j])):
                if clue is not None:
                    out.append(svg_letter(centre(j + 1), centre(row), size * 0.6, str(clue)))
        for i in range(m):
            for col, clue in ((0, self.rows_plus[i]), (n + 1, self.rows_minus[i])):
                if clue is not None:
                    out.append(svg_letter(centre(col), centre(i + 1), size * 0.6, str(clue)))
        out.append(svg_letter(centre(0), centre(0), size * 0.7, PLUS, "#b91c1c"))
        out.append(svg_letter(centre(n + 1), centre(m + 1), size * 0.7, "\u2212", "#b91c1c"))
        out.append("</svg>")
        return "\n".join(out)

    # ------------------------------------------------------------------ making
    @classmethod
    def emptied(cls, tok: str) -> str:
        """A clue (a number in the frame of :meth:`maker`'s draw) goes; the grid's cells stay."""
        return "-" if is_number(tok) else tok

    @classmethod
    def made(cls, cells: Sequence[Sequence[str]], drawn: Made) -> "Magnetic":
        """The puzzle of a draw whose ``cells`` are the grid framed by its clues (:meth:`maker`)."""
        m = len(cells) - 2
        clue = lambda t: None if t == "-" else int(t)  # noqa: E731
        clues = ([clue(t) for t in cells[0][1:-1]] + [clue(t) for t in cells[-1][1:-1]]
                 + [clue(cells[i + 1][0]) for i in range(m)] + [clue(cells[i + 1][-1]) for i in range(m)])
        return cls([row[1:-1] for row in cells[1:-1]], drawn.rooms, clues)

    @classmethod
    def maker(cls, m: int, n: int, rng) -> Made | None:
        """A random tiling by plates (:func:`~.dominos.random_tiling`), each plate in a random
        order made a magnet, turned at random, where no like pole it would touch is there (four
        times in five; else, or where both ways touch one, neutral), and every clue read off the
        answer. The draw's cells are the grid framed by its clues, as janko.at draws them: the +
        of the columns above, their - below, the + of the rows left, their - right (the corners
        ``-``), so that the clues are what the pipeline takes away, and a symmetry's orbits pair
        them. A grid with an odd number of cells has a cell off the board (:func:`_tiles`)."""
        drawn = _tiles(m, n, rng)
        if drawn is None:
            return None
        tiles, hole = drawn
        answer = [[EMPTY] * n for _ in range(m)]
        order = list(range(len(tiles)))
        rng.shuffle(order)
        for k in order:
            a, b = tiles[k]
            if rng.random() < 0.2:
                continue
            ways = [s for s in STATES[:2] if _fits(answer, a, s[0]) and _fits(answer, b, s[1])]
            if ways:
                s = rng.choice(ways)
                answer[a[0]][a[1]], answer[b[0]][b[1]] = s[0], s[1]
        room = [[0] * n for _ in range(m)]
        for k, (a, b) in enumerate(sorted(tiles)):
            room[a[0]][a[1]] = room[b[0]][b[1]] = k
        if hole is not None:
            room[hole[0]][hole[1]] = OUTSIDE
        return _framed(answer, room, "a random tiling by plates, each a magnet turned at random or neutral")

    @classmethod
    def repair(cls, made: Made, other) -> Made | None:
        """A plate where ``other`` differs from the answer takes another state that keeps the
        rules (neutral always does, unless the plate is neutral already), and the clues are read
        off again: some line's count then changes, which ``other``, keeping the old counts,
        breaks. The plate and its state are drawn from a generator seeded by the puzzle (a repair
        is the same each time); None where no plate can change."""
        answer = [list(row) for row in made.answer]
        rooms = made.rooms
        plates = plates_of(rooms)
        apart = [(a, b) for a, b in plates if (answer[a[0]][a[1]], answer[b[0]][b[1]]) !=
                 (other[a[0]][a[1]], other[b[0]][b[1]])]
        if not apart:
            return None
        rng = random.Random(" ".join(" ".join(row) for row in made.cells))
        rng.shuffle(apart)
        for a, b in apart:
            now = answer[a[0]][a[1]] + answer[b[0]][b[1]]
            answer[a[0]][a[1]] = answer[b[0]][b[1]] = EMPTY
            ways = [s for s in STATES
                    if s != now and (s == "xx" or (_fits(answer, a, s[0]) and _fits(answer, b, s[1])))]
            if ways:
                s = rng.choice(ways)
                answer[a[0]][a[1]], answer[b[0]][b[1]] = s[0], s[1]
                return _framed(answer, rooms, made.how)
            answer[a[0]][a[1]], answer[b[0]][b[1]] = now[0], now[1]
        return None


def _counted(views: list[tuple]) -> tuple[list[tuple], list[tuple[str, Cell, Cell]]]:
    """The lines counted (item name, view, line, + clue or None, - clue or None) and the like poles kept apart."""
    counted = []  # (both clues, or one pole's)
    apart: list[tuple[str, Cell, Cell]] = []  # (pole, cell, cell): like poles kept apart by an item
    for view in views:
        letter, on, _, _, _, _, along, _, pluses, minuses, _, turned = view
        for k, (plus, minus) in enumerate(zip(pluses, minuses)):
            name = f"{letter}{k}"
            if plus is not None and minus is not None:
                counted.append((name, view, k, plus, minus))
                continue
            for pole, clue in (("p", plus), ("n", minus)):
                if clue is not None:
                    counted.append((name + pole, view, k, clue if pole == "p" else None,
                                    clue if pole == "n" else None))
                else:
                    ends = np.flatnonzero(on[k, :-1] & on[k, 1:] & ~along[k, :-1])
                    apart += [(pole, (p, k), (p + 1, k)) if turned else (pole, (k, p), (k, p + 1))
                              for p in ends.tolist()]
    return counted, apart


def _line_options(model: Model, item: int, view: tuple, k: int, plus: int | None, minus: int | None,
                  pole_of: np.ndarray, run_item: dict[tuple[bool, int], tuple[int, int]], yes: int,
                  no: int) -> tuple[np.ndarray, np.ndarray, np.ndarray] | None:
    """The options of line ``k`` of ``view`` (its ways), as (lengths, items, colours); None where it has none."""
    # (a view: :meth:`Magnetic._views`; ``pole_of``: each cell's + item, its - item the next;
    # ``run_item``: a line's run's item and the balance of its lines before it)
    _, on, may_plus, may_minus, need_plus, need_minus, along, across, _, _, cuts, turned = view
    length = on.shape[1]
    board_at = np.flatnonzero(on[k])
    poles = pole_of[:, k][board_at] if turned else pole_of[k][board_at]
    if plus is not None and minus is not None:  # (the line's + and - together)
        balances = [(across[k], cuts[k + 1])] if cuts[k + 1] is not None else []
        if k and cuts[k] is not None:
            balances.append((across[k - 1], -cuts[k]))
        plus_sets = apart_sets(length, tuple(may_plus[k].tolist()), tuple(need_plus[k].tolist()), plus)
        minus_sets = apart_sets(length, tuple(may_minus[k].tolist()), tuple(need_minus[k].tolist()), minus)
        ways = line_patterns(plus_sets, minus_sets, along[k, :-1], balances)
        poles = np.stack([poles, poles + 1], axis=1).ravel()
    elif plus is not None:  # (one pole's places)
        ways = (apart_sets(length, tuple(may_plus[k].tolist()), tuple(need_plus[k].tolist()), plus),)
    else:
        ways = (apart_sets(length, tuple(may_minus[k].tolist()), tuple(need_minus[k].tolist()), minus),)
        poles = poles + 1
    count = len(ways[0])
    if not count:
        return None  # (no option: the line's item is never covered: the model has no solution)
    run = run_item.get((turned, k)) if len(ways) == 2 else None
    row = np.concatenate([[item], poles] + ([[run[0]]] if run else []))
    colours = np.zeros((count, len(row)), dtype=np.int64)
    for t, way in enumerate(ways):
        colours[:, 1 + t:1 + len(poles):len(ways)] = np.where(way[:, board_at], yes, no)
    if run:  # (the balance of the cut before its run: the opposite of its halves up, less the lines between)
        up = ways[0][:, across[k - 1]].sum(axis=1, dtype=np.int64) - ways[1][:, across[k - 1]].sum(axis=1)
        colours[:, -1] = [model.colour_id(f"b{v}") for v in (-up - run[1]).tolist()]
    return np.full(count, len(row), dtype=np.int64), np.tile(row, count), colours.ravel()


def _tiles(m: int, n: int, rng) -> tuple[list[tuple[Cell, Cell]], Cell | None] | None:
    """A random tiling of the m×n grid by plates (:func:`~.dominos.random_tiling`) and the cell
    off the board: none where m·n is even; else a cell of an even row and an even column drawn
    at random, the rows above it, the rows below it and its row's cells left and right of it
    (each an even number of cells) tiled apart. None where a tiling ran out of steps."""
    hole = None
    parts = [(0, 0, m, n)]
    if m * n % 2:
        hole = (2 * rng.randrange((m + 1) // 2), 2 * rng.randrange((n + 1) // 2))
        i, j = hole
        parts = [(0, 0, i, n), (i, 0, 1, j), (i, j + 1, 1, n - 1 - j), (i + 1, 0, m - 1 - i, n)]
    tiles = []
    for top, left, h, w in parts:
        if h * w == 0:
            continue
        part = random_tiling(h, w, rng)
        if part is None:
            return None
        tiles += [((a[0] + top, a[1] + left), (b[0] + top, b[1] + left)) for a, b in part]
    return tiles, hole


def _fits(answer: list[list[str]], c: Cell, pole: str) -> bool:
    """Whether ``pole`` at ``c`` touches no like pole of ``answer``."""
    i, j = c
    m, n = len(answer), len(answer[0])
    return all(answer[a][b] != pole for a, b in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1))
               if 0 <= a < m and 0 <= b < n)


def _framed(answer: list[list[str]], room: list[list[int]], how: str) -> Made:
    """The draw of an answer: the grid (nothing given) framed by every clue it gives."""
    m, n = len(answer), len(answer[0])
    count = lambda cells, pole: str(sum(answer[i][j] == pole for i, j in cells))  # noqa: E731
    column = lambda j: [(i, j) for i in range(m)]  # noqa: E731
    row = lambda i: [(i, j) for j in range(n)]  # noqa: E731
    framed = ([["-"] + [count(column(j), PLUS) for j in range(n)] + ["-"]]
              + [[count(row(i), PLUS)] + [NONE] * n + [count(row(i), MINUS)] for i in range(m)]
              + [["-"] + [count(column(j), MINUS) for j in range(n)] + ["-"]])
    removable = [(0, j) for j in range(1, n + 1)] + [(m + 1, j) for j in range(1, n + 1)]
    removable += [(i, 0) for i in range(1, m + 1)] + [(i, n + 1) for i in range(1, m + 1)]
    return Made(framed, sorted(removable), room, [], answer, how)


def _lines(m: int, n: int) -> list[ClueLine]:
    """The four lines of clues of an m × n grid (:data:`LINES`): each at most the poles of one
    sign a line holds."""
    out = []
    for at, name in enumerate(LINES):
        what, length = ("column", m) if at < 2 else ("row", n)
        most = most_poles(length)
        out.append(ClueLine(what, most, f"{{tok}} is more than {most}, the most poles of one sign a {what} of {length} "
                                        f"cells holds (no two side by side)", name=name,
                            bad="'{tok}': a clue is a whole number or '-'"))
    return out
