"""Str8ts: fill the white cells of an n×n grid with digits 1..n, no digit twice in a row or a
column, every compartment a straight.

Rules (janko.at's "Straights", str8ts.com's): the grid's cells are white or black, a black cell
perhaps holding a digit; write a digit 1 to n in each white cell so that no digit appears twice in
a row or a column (a black cell's digit counts: it bars its digit from its row and column), and
each compartment (a maximal line of white cells across or down, between black cells or the
grid's edge) holds a straight: a set of consecutive digits, in any order (4 2 3, not 4 2 5). A
digit given in a white cell stays.

Notation (puzzlekit's ``str8t``, janko.at's): ``N N``, then N rows of cells separated by blanks:
``-`` an empty white cell, a digit (``5``) a white cell given its digit, ``x`` a black cell, a
digit and ``x`` (``5x``) a black cell holding that digit. pzprjs has no str8ts: no URLs. Answer:
puzzlekit's, each cell's digit (a black cell's too, where it holds one), ``-`` a black cell
without a digit.

The model, an exact cover without colours, is kakuro's (TAOCP 7.2.2.1) with the sums turned
into straights: a primary item per cell that holds a digit (``pi.j``) and per compartment of two
or more cells (``Kk``), a primary item per digit a straight of the compartment can hold
(``Kk.d``); uncoloured secondary items ``ri.d`` and ``cj.d`` (row i, column j holds d: at most
once, since a line need not hold every digit). A compartment's options are its straights, named
by their first digit s: each covers the compartment's item and its digits *outside* s..s+L-1; a
cell's options are its digits, each covering the cell, its row's and column's digit and its
compartments' digit. Each ``Kk.d`` is covered once, by the straight or by a cell: the L cells
take exactly the straight's L digits. A black cell's digit is a cell with one option (two equal
digits in a line then clash). A colour model (a compartment's start as a colour its cells agree
with) cannot say "d lies in s..s+L-1" without a colour per pair; this one is smaller, and dlx
branches on a compartment's digit (which cell holds its 5?) as well as on a cell.

Before the options are written, the givens prune them, as kakuro offers a cell only the digits
its runs' sets hold: a digit given in a line leaves its other cells; a straight goes where a
cell of its compartment has none of its digits or one of its digits fits no cell; a cell keeps
the digits of its compartments' straights left; a digit that every straight left holds leaves
the rest of the compartment's line; a cell left one digit takes it from its lines; to a fixed
point (bit sets: 2-3 ms on a 9×9). On the published 9×9s it cuts the options from about 700 to
100 and the time, build and search, three-fold for dlx and eight-fold for sat (medians 16 -> 5
ms and 72 -> 9 ms); it settles every cell of 60 of 100 of them, whose uniqueness the search then
proves at once.

Measured (2026-11-29, 2 cores, ``scripts/bench.py published --kinds str8t --every 1``, the model
built in the time): all 560 published puzzles of puzzlekit's corpus (janko.at's 99 6×6 and 461
9×9) solved with the published answer and proven unique; median 3 ms (6×6) and 6 ms (9×9), the
slowest 9×9 0.06 s (the first puzzle 1 s: loading the compiled search), against puzzlekit's
CP-SAT 8 and 14 ms (largest 0.19 s). Every backend takes the model; on the same 560, solved and
proven unique: dlx (auto's choice) median 2.5 / 5.1 ms (6×6 / 9×9, at most 12 ms), sat 4.9 / 8.9
ms (at most 29 ms), cpsat 8 / 15 ms (at most 0.1 s), zdd 1.9 / 3.7 ms (at most 10 ms).

The maker lays black cells out at random (a share :data:`DARK`, in orbits of the symmetry) and
fills the white cells by its own search with restarts (:func:`_fill`); dlx's first solution of
the blank layout, as sudoku's maker draws its grid, took over 20 s for one 9×9 layout in ten
(sat answers those in 0.5 s, but a maker is handed no sat). The black cells, a few of them given
a digit, are the layout and stay (the answer writes a black cell's digit, so it cannot go); every
white cell's digit is a clue that may go. Made (2026-11-29, 20 seeds): 9×9 0.5 s median (rot2;
1.1 s at most) and 0.75 s (no symmetry; 1.5 s), 6×6 0.1 s, 10×10 0.9 s; larger layouts mostly
find no filling within the restarts (an 11×11 one in twenty), so the maker stops at 10×10.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import InputError
from ..model import Model
from ..text import is_number
from .kit.batch import Batch
from .kit.genre import AtCell, Genre, Made
from .kit.grid import Cell, orbits, where

BLACK = "x"
DARK = 0.28
"""The share of the cells the maker makes black (janko.at's 560: 29 %)."""
BLACK_DIGIT = 0.3
"""How often the maker writes a digit in a black cell that can hold one (janko.at's 560: a
quarter of the black cells hold one)."""
MOST = 10
"""The largest grid the maker makes."""
CELL_WORDS = "a cell is - (white), a digit from 1 (a given white cell), x (black) or Dx (a black cell holding D)"


class Str8t(Genre):
    """``Str8t(cells)``: rows of cell strings: '-' white, 'D' a white cell given D, 'x' black,
    'Dx' black holding D."""

    kind = "str8t"
    url_names = ()
    notations = ("janko",)

    drawn_unique = True  # (the maker gives every white cell its digit)

    @classmethod
    def read_cell(cls, tok: str) -> object:
        """None (an empty white cell), the given digit, or ``("x", digit or None)`` (black)."""
        if tok == "-":
            return None
        if tok == BLACK:
            return (BLACK, None)
        black = tok.endswith(BLACK)
        digits = tok[:-1] if black else tok
        if not is_number(digits) or int(digits) < 1:
            raise ValueError(CELL_WORDS)
        return (BLACK, int(digits)) if black else int(digits)

    @classmethod
    def emptied(cls, tok: str) -> str:
        """A black cell stays black without its digit."""
        return BLACK if tok.endswith(BLACK) else "-"

    # ------------------------------------------------------------------ the puzzle
    def check(self) -> None:
        if self.m != self.n:
            raise InputError(f"a str8ts grid is square, not {self.m}×{self.n}", source=self.kind)
        for c, v in self.clue.items():
            d = v[1] if isinstance(v, tuple) else v
            if d is not None and d > self.n:
                raise AtCell(self.kind, c, f"{d} is no digit of a {self.n}×{self.n} str8ts (1 to {self.n})")

    def is_black(self, c: Cell) -> bool:
        return isinstance(self.clue.get(c), tuple)

    def compartments(self) -> list[list[Cell]]:
        """The compartments of two or more cells, across ones (in reading order) then down ones."""
        out = []
        for lines in ([[(i, j) for j in range(self.n)] for i in range(self.m)],
                      [[(i, j) for i in range(self.m)] for j in range(self.n)]):
            for line in lines:
                run: list[Cell] = []
                for c in line + [None]:
                    if c is not None and not self.is_black(c):
                        run.append(c)
                        continue
                    if len(run) > 1:
                        out.append(run)
                    run = []
        return out

    def _pruned(self, comps: list[list[Cell]]) -> tuple[dict[Cell, int], list[list[int]]]:
        """Each white cell's digits (bit d set: d may go there) and each compartment's
        straights (their first digits) left once the givens have done what they can (see the
        module's docstring)."""
        n = self.n
        lines = [[(i, j) for j in range(n)] for i in range(n)] + [[(i, j) for i in range(n)] for j in range(n)]
        given = {c: (v[1] if isinstance(v, tuple) else v) for c, v in self.clue.items()}
        every = (1 << (n + 1)) - 2
        cand = {(i, j): (1 << given[i, j] if given.get((i, j)) is not None else every)
                for i in range(n) for j in range(n) if not self.is_black((i, j))}
        free = [[c for c in line if c in cand] for line in lines]  # (each line's white cells)
        line_of = {c: (c[0], n + c[1]) for c in cand}
        settled: set[Cell] = set()  # (the cells whose one digit has left their lines)
        for c, d in given.items():
            if d is not None:
                settled.add(c)
                for k in (c[0], n + c[1]):
                    for e in free[k]:
                        if e != c and given.get(e) is None:
                            cand[e] &= ~(1 << d)
        window = [[((1 << len(comp)) - 1) << s for s in range(1, n - len(comp) + 2)] for comp in comps]
        home = [comp[0][0] if comp[0][0] == comp[1][0] else n + comp[0][1] for comp in comps]
        changed = True
        while changed:
            changed = False
            for k, comp in enumerate(comps):
                union = 0
                for c in comp:
                    union |= cand[c]
                keep = [w for w in window[k] if w & union == w and all(cand[c] & w for c in comp)]
                if len(keep) != len(window[k]):
                    window[k], changed = keep, True
                held, sure = 0, -1
                for w in keep:
                    held, sure = held | w, sure & w
                for c in comp:
                    if cand[c] & ~held:
                        cand[c] &= held
                        changed = True
                if keep and sure:  # (digits every straight left holds: none elsewhere in the line)
                    for e in free[home[k]]:
                        if cand[e] & sure and e not in comp:
                            cand[e] &= ~sure
                            changed = True
            for c, bits in cand.items():
                if c not in settled and bits and bits & (bits - 1) == 0:
                    settled.add(c)
                    for k in line_of[c]:
                        for e in free[k]:
                            if e != c and cand[e] & bits:
                                cand[e] &= ~bits
                                changed = True
        starts = [[(w & -w).bit_length() - 1 for w in window[k]] for k in range(len(comps))]
        return cand, starts

    def build(self) -> Model:
        self.check()
        n = self.n
        comps = self.compartments()
        cand, starts = self._pruned(comps)
        model = Model()
        holders = [(i, j) for i in range(n) for j in range(n)
                   if (i, j) in cand or (self.is_black((i, j)) and self.clue[i, j][1] is not None)]
        cell = dict(zip(holders, model.add_items([f"p{i}.{j}" for i, j in holders])))
        comp_item = model.add_items([f"K{k}" for k in range(len(comps))])
        held = [sorted({d for s in starts[k] for d in range(s, s + len(comp))}) for k, comp in enumerate(comps)]
        first = model.add_items([f"K{k}.{d}" for k in range(len(comps)) for d in held[k]])
        comp_digit, at = [], 0
        for k in range(len(comps)):
            comp_digit.append({d: first[at + t] for t, d in enumerate(held[k])})
            at += len(held[k])
        row = model.add_items([f"r{i}.{d}" for i in range(n) for d in range(1, n + 1)], primary=False)
        col = model.add_items([f"c{j}.{d}" for j in range(n) for d in range(1, n + 1)], primary=False)
        of: dict[Cell, list[int]] = {c: [] for c in cand}
        for k, comp in enumerate(comps):
            for c in comp:
                of[c].append(k)
        batch = Batch(model)
        for k, comp in enumerate(comps):
            for s in starts[k]:
                items = [comp_item[k]] + [comp_digit[k][d] for d in held[k] if not s <= d < s + len(comp)]
                batch.add(items, [0] * len(items), ordered=True)
        self.digit_of: dict[int, tuple[Cell, int]] = {}
        for c in holders:
            i, j = c
            digits = [d for d in range(1, n + 1) if cand[c] >> d & 1] if c in cand else [self.clue[c][1]]
            for d in digits:
                items = [cell[c], row[i * n + d - 1], col[j * n + d - 1]] + [comp_digit[k][d] for k in of.get(c, ())]
                self.digit_of[batch.add(items, [0] * len(items))] = (c, d)
        return batch.flush()

    # ------------------------------------------------------------------ answers
    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        out = [["-"] * self.n for _ in range(self.m)]
        for o in solution:
            if o in self.digit_of:
                (i, j), d = self.digit_of[o]
                out[i][j] = str(d)
        return out

    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        n = self.n
        dark = [[tok.endswith(BLACK) for tok in row] for row in self.cells]
        digits = [str(d) for d in range(1, n + 1)]
        for i in range(n):
            for j in range(n):
                t, tok = grid[i][j], self.cells[i][j]
                if dark[i][j]:
                    keep = tok[:-1] or "-"
                    if t != keep:
                        return (f"{where((i, j))} is '{t}': a black cell is -" if keep == "-" else
                                f"{where((i, j))} is '{t}': the black cell holds {keep}")
                elif t not in digits:
                    return f"{where((i, j))} is '{t}': a white cell holds a digit 1 to {n}"
                elif tok != "-" and t != tok:
                    return f"{where((i, j))} is given {tok}, the answer has {t}"
        for what, line_cells in (("row", lambda k: [(k, b) for b in range(n)]),
                                 ("column", lambda k: [(a, k) for a in range(n)])):
            for k in range(n):
                seen: set[str] = set()
                for a, b in line_cells(k):
                    t = grid[a][b]
                    if t != "-" and t in seen:
                        return f"{what} {k + 1} holds {t} twice"
                    seen.add(t)
        for across in (True, False):
            for k in range(n):
                start = None
                for p in range(n + 1):
                    a, b = (k, p) if across else (p, k)
                    if p < n and not dark[a][b]:
                        start = p if start is None else start
                        continue
                    if start is not None:
                        got = sorted(int(grid[k][q] if across else grid[q][k]) for q in range(start, p))
                        if got[-1] - got[0] != p - start - 1:
                            head = (k, start) if across else (start, k)
                            return (f"the {'across' if across else 'down'} compartment at {where(head)} holds "
                                    f"{' '.join(map(str, got))}: no straight")
                    start = None
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        text: dict = {}
        shaded = []
        for c, v in self.clue.items():
            if isinstance(v, tuple):
                shaded.append(c)
                if v[1] is not None:
                    text[c] = (str(v[1]), "white")
            else:
                text[c] = str(v)
        if solution is not None:
            for o in solution:
                if o in self.digit_of:
                    c, d = self.digit_of[o]
                    if c not in self.clue:
                        text[c] = (str(d), "#1a56db")
        return {"text": text, "shaded": sorted(shaded)}

    # ------------------------------------------------------------------ making
    @classmethod
    def maker(cls, m: int, n: int, rng, symmetry: str = "none") -> Made | None:
        """Black cells laid out at random (about :data:`DARK` of the cells, an orbit of the
        ``symmetry`` at a time), the white cells filled (:func:`_fill`: a search with restarts),
        a digit written in about :data:`BLACK_DIGIT` of the black cells that can hold one (one
        that neither their row nor their column holds); the black cells, their digits with them,
        are the layout and stay (the answer writes a black cell's digit: taking it away would
        change the answer), every white cell's digit is a clue, each removable. None where the
        search finds no filling (the layout may have none)."""
        if m != n:
            raise InputError(f"a str8ts grid is square, not {m}x{n}", source="size")
        if not 3 <= n <= MOST:
            raise InputError(f"the str8ts maker makes 3x3 to {MOST}x{MOST} grids, not {m}x{n}", source="size")
        black = [[False] * n for _ in range(n)]
        for group in orbits(n, n, symmetry):
            if rng.random() < DARK:
                for i, j in group:
                    black[i][j] = True
        answer = _fill(black, rng)
        if answer is None:
            return None
        cells = [row[:] for row in answer]
        for i in range(n):
            for j in range(n):
                if black[i][j]:
                    line = {answer[i][b] for b in range(n)} | {answer[a][j] for a in range(n)}
                    free = [d for d in range(1, n + 1) if str(d) not in line]
                    if free and rng.random() < BLACK_DIGIT:
                        answer[i][j] = str(rng.choice(free))
                    cells[i][j] = answer[i][j] + BLACK if answer[i][j] != "-" else BLACK
        removable = [(i, j) for i in range(n) for j in range(n) if not black[i][j]]
        return Made(cells, removable, None, [], answer,
                    how="black cells at random (some holding a digit), filled by a search")

    @classmethod
    def clue_at(cls, made: Made, i: int, j: int) -> str | None:
        """A white cell's digit (a black cell is always held: its orbit is black)."""
        tok = made.cells[i][j]
        return None if tok.endswith(BLACK) else made.answer[i][j]


def _compartments(black: list[list[bool]]) -> tuple[list[Cell], dict[Cell, list[int]], list[int],
                                                     dict[Cell, list[int]]]:
    """The white cells, each one's compartments, each compartment's size, and each cell's lines' other compartments."""
    n = len(black)
    whites = [(i, j) for i in range(n) for j in range(n) if not black[i][j]]
    comp_of: dict[Cell, list[int]] = {c: [] for c in whites}
    size: list[int] = []
    line_comps: dict[tuple[bool, int], list[int]] = {}
    for across in (True, False):
        for k in range(n):
            run: list[Cell] = []
            for p in range(n + 1):
                c = (k, p) if across else (p, k)
                if p < n and not black[c[0]][c[1]]:
                    run.append(c)
                    continue
                if len(run) > 1:
                    for e in run:
                        comp_of[e].append(len(size))
                    line_comps.setdefault((across, k), []).append(len(size))
                    size.append(len(run))
                run = []
    # (the compartments of each white cell's row and column that it is not in)
    others = {c: [k for key in ((True, c[0]), (False, c[1])) for k in line_comps.get(key, ()) if k not in comp_of[c]]
              for c in whites}
    return whites, comp_of, size, others


def _fill(black: list[list[bool]], rng, restarts: int = 10, budget: int = 100) -> list[list[str]] | None:
    """Digits for the white cells of the layout ``black`` that keep the rules (the black cells
    ``-``): a search that fills the cell with the fewest digits left first (ties at random), its
    digits in a random order. A cell may take a digit that its lines do not hold yet, that lies
    in a straight of each of its compartments with the digits they hold, and that no other
    compartment of its lines surely holds (a digit every straight left to it holds). After
    ``budget`` dead ends it starts again, at most ``restarts`` times (a blank layout's fillings
    are many but their dead ends deep: restarts beat one long search), then gives up (None: the
    layout may have none, as some have)."""
    n = len(black)
    whites, comp_of, size, others = _compartments(black)
    full = (1 << (n + 1)) - 2  # (digits 1..n as bits)
    for _ in range(restarts):
        rows, cols = [0] * n, [0] * n
        held = [0] * len(size)  # (each compartment's digits so far)
        value: dict[Cell, int] = {}
        dead = [0]

        def go() -> bool:
            if len(value) == len(whites):
                return True
            may, sure = [], []  # (each compartment's digits it may still hold, and those it surely holds)
            for h, L in zip(held, size):
                first, last = (max(h.bit_length() - L, 1), min((h & -h).bit_length() - 1, n - L + 1)) if h \
                    else (1, n - L + 1)
                may.append(((1 << (last + L)) - 1) & ~((1 << first) - 1) & ~h)
                sure.append(((1 << (first + L)) - 1) & ~((1 << last) - 1))
            best, fewest = None, n + 1
            for c in whites:
                if c in value:
                    continue
                bits = full & ~(rows[c[0]] | cols[c[1]])
                for k in comp_of[c]:
                    bits &= may[k]
                for k in others[c]:
                    bits &= ~sure[k]
                count = bits.bit_count()
                if count < fewest or count == fewest and rng.random() < 0.5:
                    best, fewest = (c, bits), count
                    if count == 0:
                        break
            c, bits = best
            digits = [d for d in range(1, n + 1) if bits >> d & 1]
            rng.shuffle(digits)
            i, j = c
            for d in digits:
                b = 1 << d
                value[c] = d
                rows[i] |= b
                cols[j] |= b
                for k in comp_of[c]:
                    held[k] |= b
                if go():
                    return True
                del value[c]
                rows[i] &= ~b
                cols[j] &= ~b
                for k in comp_of[c]:
                    held[k] &= ~b
                if dead[0] > budget:
                    return False
            dead[0] += 1
            return False

        if go():
            return [["-" if black[i][j] else str(value[i, j]) for j in range(n)] for i in range(n)]
    return None
