"""Linesweeper: draw one loop through some cells; a number counts the loop's cells around it.

Rules (janko.at's): draw one closed loop that goes from the centre of a cell to the centre of a
cell beside it (no diagonal steps) and visits no cell twice; it need not visit every cell. A
cell with a number is not on the loop, and its number is how many of the (up to) eight cells
around it, diagonal ones included, the loop goes through.

Notation (puzzlekit's ``linesweeper``): ``R C``, then R rows of cells separated by blanks, ``-``
an empty cell or a number 0-8. pzprjs has no linesweeper, so there are no URLs. Answer (as
puzzlekit prints it): each cell on the loop the two sides the loop leaves it by (``ns``, ``ew``,
``ne``, ``nw``, ``se``, ``sw``), ``-`` a cell off the loop.

The model (:class:`~.loopgenre.LoopLines`, as simple loop's, with minesweeper's counting): a
primary item per cell the loop may visit, whose options are the ways of the loop through it
between two such neighbours and "off" (the way ""); a single-loop constraint over the edges
between those cells. The loop may visit a cell that holds no number, touches no 0 and (checked
until nothing changes) has two neighbours it may visit; the other cells have no item. Each
number from 1 is, as in :mod:`.minesweeper`, a primary item whose options are the ways to choose
its count among the cells around it that the loop may visit (at most C(8, 4) = 70), each
colouring every such cell's secondary item ``v`` 1 (on the loop) or 0, which the cell's own
ways colour 1 and its "off" 0. An exact cover with colours and one side constraint, no
multiplicities: sat, cpsat, dlx (the loop by its kernels' hook) and zdd take it. (The numbers as
multiplicities instead, an item covered k times by the ways of the cells around it, built in
half the time but took sat twice as long and dlx past 20 s on some 12×12s; a number's
neighbours split in two halves joined by a partial count saved a tenth of the options and
nothing measurable.)

Measured (2026-11-29, ``scripts/bench.py published --every 2``, on a shared 2-core machine under
load: 155 of puzzlekit's corpus of 310 janko.at puzzles, each solved and proven unique with the
published answer, the model built in the time; auto solves with sat): median (largest) seconds,
ours against puzzlekit's CP-SAT, 8×8 (23 puzzles) 0.034 (0.07) against 0.075 (0.12), 10×10 (106)
0.070 (0.14) against 0.145 (0.60), 12×12 (12) 0.146 (0.18) against 0.342 (0.98), 14×14 (7) 0.170
(0.33) against 0.955 (4.28), 10×18 0.14 against 0.21. All 310 (up to 16×16) are solved and
proven unique with the published answer, none over 0.35 s. In CPU time a 10×10's build takes
6 ms and sat's solve 13 ms, median; dlx proves the same puzzles in 2 ms (its loop hook prunes
well here), but auto sends a model with a side constraint to sat. A blank grid counts the grid
graph's cycles (1,222,363 on 6×6: auto counts with zdd after sat's moment, 1.1 s of CPU).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from itertools import combinations

from ..model import Model
from .kit.genre import AtCell, Genre, Made
from .kit.grid import Cell, around, neighbours, where
from .kit.loopgenre import LoopLines, cell_loop_edges, loop_picture, read_way, square_flips, way_rows
from .kit.rules import loop_of_ways
from .kit.loops import random_loop
from .minesweeper import Minesweeper


def _visit(c: Cell) -> str:
    """The secondary item of a cell that a number counts: 1 on the loop, 0 off."""
    return f"v{c[0]}.{c[1]}"


class Linesweeper(Genre):
    """``Linesweeper(cells)``: rows of cell strings, '-' or a number 0-8."""

    kind = "linesweeper"
    url_names = ()
    notations = ("janko",)

    cell_tokens = {"-": None}
    least = 0
    most = 8
    cell_words = "a cell is '-' or a number 0-8 (the loop's cells among the eight around it)"

    # ------------------------------------------------------------------------ the model
    def build(self) -> Model:
        m, n = self.m, self.n
        free = {(i, j) for i in range(m) for j in range(n)} - self.clue.keys()
        for c, k in sorted(self.clue.items()):
            near = [d for d in around(m, n, c) if d in free]
            if k > len(near):
                raise AtCell(self.kind, c, f"the {k} at {where(c)} has {len(near)} cell{'' if len(near) == 1 else 's'}"
                                           " around it without a number")
        on = free - {d for c, k in self.clue.items() if k == 0 for d in around(m, n, c)}
        dead = [c for c in on if sum(nb in on for _, nb in neighbours(m, n, c)) < 2]
        while dead:  # (a cell on the loop has two neighbours on it)
            on.difference_update(dead)
            dead = [c for c in {nb for x in dead for _, nb in neighbours(m, n, x)} & on
                    if sum(nb in on for _, nb in neighbours(m, n, c)) < 2]
        lines = self.lines = LoopLines(m, n, on)
        counts = []
        for c, k in sorted(self.clue.items()):
            if k:
                near = [d for d in around(m, n, c) if d in on]
                counts.append((lines.primary(f"n{c[0]}.{c[1]}"), near, k))
        counted = {d for _, near, _ in counts for d in near}
        for c in sorted(on):
            seen = [f"{_visit(c)}:0"] if c in counted else None
            lines.way(c, "", seen or ())
            for w in lines.loop_ways(c):
                lines.way(c, w, [f"{_visit(c)}:1"] if seen else ())
            if seen:
                lines.secondary(_visit(c))
        for name, near, k in counts:  # (none where too few cells are left: no answer)
            zeros = [f"{_visit(d)}:0" for d in near]
            ones = [f"{_visit(d)}:1" for d in near]
            for chosen in combinations(range(len(near)), k):
                tokens = [name, *zeros]
                for t in chosen:
                    tokens[t + 1] = ones[t]
                lines.option(tokens)
        model, self.loop = lines.loop_model()
        return model

    # ------------------------------------------------------------------------ answers
    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        return way_rows(self.lines, solution)

    def verify(self, answer) -> str | None:
        return _broken(self.m, self.n, self.clue, self.answer_grid(answer))

    def draw(self, solution: Sequence[int] | None) -> dict:
        return loop_picture(self.lines, solution, text={c: str(k) for c, k in self.clue.items()})

    # ------------------------------------------------------------------------ making
    @classmethod
    def clue_at(cls, made: Made, i: int, j: int) -> str | None:
        """A cell off the loop may hold its number (:meth:`.Minesweeper.clue_at`, the loop's
        cells its mines)."""
        return Minesweeper.clue_at(_as_mines(made), i, j)

    @classmethod
    def maker(cls, m: int, n: int, rng, symmetry: str = "none") -> Made | None:
        """A random loop (:func:`random_loop`: the boundary of a random region of the squares
        between cell centres, a third to two thirds of them) and every cell off it numbered;
        every number removable. With a ``symmetry`` (``rot2``, ``rot4``, ``mirror``) the loop is
        symmetric under it (grown from the centre), and so are the numbers. None on a grid
        narrower than 2."""
        if m < 2 or n < 2:
            return None
        return _numbered(m, n, cell_loop_edges(random_loop(m, n, rng, symmetry=symmetry)))

    @classmethod
    def repair(cls, made: Made, other: list[list[str]]) -> Made | None:
        """A puzzle of ``made``'s that ``other`` does not solve: a cell off ``made``'s loop
        without its number, that ``other``'s loop visits or around which it visits another
        number of cells, gets its number back (:meth:`.Minesweeper.repair`, the loops' cells
        the mines). Where there is none (every such cell is numbered: the two loops visit the
        same cells as far as the numbers see), ``made``'s loop changed by a 2×2 block at a cell
        where the two differ (:func:`~.loopgenre.square_flips`, the first change that ``other``
        breaks): the numbers of the cells it takes in are cleared, the cells it leaves get
        theirs, the others are written again. None when neither is found."""
        answer = made.answer
        m, n = len(answer), len(answer[0])
        numbered = Minesweeper.repair(_as_mines(made), _on(other))
        if numbered is not None:
            return replace(numbered, answer=answer)
        ways = {(i, j): t for i, row in enumerate(answer) for j, t in enumerate(row) if t != "-"}
        differ = [(i, j) for i in range(m) for j in range(n) if answer[i][j] != other[i][j]]
        held = {(i, j) for i, row in enumerate(made.cells) for j, t in enumerate(row) if t != "-"} | ways.keys()
        for new in square_flips(ways, m, n, differ):
            again = _numbered(m, n, new, held)
            clue = {(i, j): int(t) for i, row in enumerate(again.cells) for j, t in enumerate(row) if t != "-"}
            if _broken(m, n, clue, other) is not None:
                return again
        return None


def _on(grid: Sequence[Sequence[str]]) -> list[list[str]]:
    """An answer's grid with its loop's cells ``x`` (the others ``-``): a minesweeper's answer
    whose mines are the cells the numbers count."""
    return [["-" if t == "-" else "x" for t in row] for row in grid]


def _as_mines(made: Made) -> Made:
    """``made`` with its answer's loop as the mines of :func:`_on`."""
    return replace(made, answer=None if made.answer is None else _on(made.answer))


def _numbered(m: int, n: int, ways: dict[Cell, str], numbered: set[Cell] | None = None) -> Made:
    """The draw of the loop ``ways`` (cell -> the sides it leaves by): every cell off it holds
    its number (of ``numbered`` only, where given), every number removable."""
    answer = [[ways.get((i, j), "-") for j in range(n)] for i in range(m)]
    cells = [["-"] * n for _ in range(m)]
    for i in range(m):
        for j in range(n):
            if (i, j) not in ways and (numbered is None or (i, j) in numbered):
                cells[i][j] = str(sum(d in ways for d in around(m, n, (i, j))))
    removable = [(i, j) for i in range(m) for j in range(n) if cells[i][j] != "-"]
    return Made(cells, removable, answer=answer)


# ------------------------------------------------------------------------------------ the rules
def _broken(m: int, n: int, clue: dict[Cell, int], grid: list[list[str]]) -> str | None:
    """The first rule the answer ``grid`` breaks for the numbers ``clue`` (cell -> number), in
    words, or None."""
    ways: dict[Cell, str] = {}
    for i in range(m):
        for j in range(n):
            tok, c = grid[i][j], (i, j)
            if tok == "-":
                continue
            w = read_way(tok)
            if w is None:
                return f"{where(c)} is '{tok}': a cell is the sides the loop leaves it by (ns, se, …) or -"
            if c in clue:
                return f"{where(c)} holds the number {clue[c]} and the loop goes through it"
            ways[c] = w
    problem = loop_of_ways(m, n, ways)
    if problem:
        return problem
    for (i, j), k in sorted(clue.items()):
        have = sum((a, b) in ways for a in range(i - 1, i + 2) for b in range(j - 1, j + 2))
        if have != k:
            return f"{where((i, j))} says {k} but the loop visits {have} cell{'' if have == 1 else 's'} around it"
    return None
