"""Yajilin: shade some cells and draw one loop through all the others.

Rules: a clue cell (a number and an arrow, or a grey cell) is neither shaded nor on the loop;
every other cell is shaded or on the loop; no two shaded cells are side by side; a clue's number
is how many cells are shaded in the direction of its arrow (all the way to the edge); the loop
is one loop, going from cell to cell through the sides between them.

Notation (puzzlekit's ``yajilin``): ``R C``, then R rows of cells, ``-`` empty, a clue ``Nd``
(N the number, d the arrow: ``n``, ``s``, ``e`` or ``w``; ``dN`` is read too) or ``x`` (a grey
cell without a clue); puzz.link ``yajilin`` URLs (``yajirin`` too). Answer: ``x`` shaded, the
sides the loop leaves a cell by (``ns``, ``se``…), ``-`` a clue cell.

The model (:class:`~.loopgenre.LoopLines`: clue cells have no item): an empty cell's options
are the ways of the loop through it between two empty neighbours and "shaded", which says the
whole local fact: a secondary item per empty cell, 1 shaded, 0 not, is 1 there and 0 at its
empty neighbours (no two shaded side by side), all its edges are off, and it counts for the
clues that see it. A clue sees what the next clue looking the same way sees (if there is one)
and the cells between: it counts only those, its number less that clue's. It is a primary item
covered by as many options as that count (the shaded options of the cells it counts); one with
a few shadings (:data:`PATTERNS_MAX`, a 0 among them) has instead an option per shading of its
cells, none side by side. (Counting between clues made the CNF of a made 39×57 puzzle six times
smaller, 172,844 clauses to 28,511, and its solve 2.0 s to 0.5 s.) A single loop over the edges between empty cells.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from ..errors import InputError
from ..model import Model
from ..text import is_number
from .kit import pzpr
from .kit.grid import SIDES, Cell, beside, neighbours, orbits, where
from .kit.genre import Genre, Made
from .kit.loopgenre import LoopLines, cell_loop_edges, draw_ways, read_way, square_flips, through
from .kit.rules import loop_of_ways
from .kit.loops import random_loop

GREY = "x"
PATTERNS_MAX = 4
"""Most shadings of its cells a clue is given as options; beyond, it is a count. (On sat, the
translation auto runs, counts are faster: with up to 64 shadings as options, made 20×20 puzzles
took twice as long, 20×36 ones 1.5 times; up to 4 is as fast as none.)"""
ARROW = {"n": "↑", "s": "↓", "w": "←", "e": "→"}


class Yajilin(Genre):
    """``Yajilin(cells)``: rows of cell strings, '-', 'x' (grey) or a clue such as '2s'."""

    kind = "yajilin"
    url_names = ("yajilin", "yajirin")

    @classmethod
    def read_cell(cls, tok: str) -> tuple[str, int | None] | None:
        if tok == "-":
            return None
        if tok == GREY:
            return ("", None)
        if len(tok) >= 2:
            for d, number in ((tok[-1], tok[:-1]), (tok[0], tok[1:])):
                if d in SIDES and number == "?":  # (a clue whose number is not given: a clue cell, no count)
                    return ("", None)
                if d in SIDES and is_number(number):
                    return (d, int(number))
        raise ValueError("a cell is '-', 'x' (grey) or a clue: a number (? not given) and a direction n, s, e or w "
                         "('2s')")

    # ------------------------------------------------------------------------ the model
    def run(self, c: Cell, d: str) -> list[Cell]:
        """The cells a clue at ``c`` sees in direction ``d`` that are not clues, nearest first."""
        di, dj = SIDES[d]
        out = []
        i, j = c[0] + di, c[1] + dj
        while 0 <= i < self.m and 0 <= j < self.n:
            if (i, j) not in self.clue:
                out.append((i, j))
            i, j = i + di, j + dj
        return out

    def stretch(self, c: Cell, d: str) -> tuple[list[Cell], Cell | None]:
        """The cells that are not clues in direction ``d`` from ``c`` up to the next clue that
        looks the same way (or to the edge), and that clue (None at the edge)."""
        di, dj = SIDES[d]
        out = []
        i, j = c[0] + di, c[1] + dj
        while 0 <= i < self.m and 0 <= j < self.n:
            if (i, j) not in self.clue:
                out.append((i, j))
            elif self.clue[i, j][0] == d:
                return out, (i, j)
            i, j = i + di, j + dj
        return out, None

    def build(self) -> Model:
        m, n = self.m, self.n
        empty = self.empty = {(i, j) for i in range(m) for j in range(n) if (i, j) not in self.clue}
        lines = self.lines = LoopLines(m, n, empty)
        counted: dict[Cell, list[str]] = {}  # cell -> the counts its shading adds to
        clues = []
        for c, (d, k) in sorted(self.clue.items()):
            if not d:
                continue
            if k > _most(self.run(c, d)):
                raise InputError(f"the clue {k}{d} at {where(c)} asks for {k} shaded cell{'' if k == 1 else 's'}, "
                                 f"at most {_most(self.run(c, d))} fit", source=self.kind)
            cells, beyond = self.stretch(c, d)
            if beyond is not None:  # it sees what that clue sees, and the cells between
                k -= self.clue[beyond][1]
                pair = (f"the clue {self.clue[c][1]}{d} at {where(c)}",
                        f"the clue {self.clue[beyond][1]}{d} at {where(beyond)}")
                if k < 0:
                    raise InputError(f"{pair[0]} asks for fewer shaded cells than {pair[1]} beyond it, which it sees",
                                     source=self.kind)
                if k > _most(cells):
                    raise InputError(f"{pair[0]} asks for {k} shaded cell{'' if k == 1 else 's'} more than {pair[1]} "
                                     f"beyond it, where at most {_most(cells)} fit between them", source=self.kind)
            name = f"k{c[0]}.{c[1]}"
            shadings = _shadings(cells, k, PATTERNS_MAX if k else 1)  # (a 0 has one shading: none)
            if shadings is None:
                lines.primary(name, k, k)
                for x in cells:
                    counted.setdefault(x, []).append(name)
            else:
                lines.primary(name)
                clues.append((name, cells, shadings))
        for c in sorted(empty):
            near = [f"{_shade(nb)}:0" for _, nb in lines.sides[c]]
            lines.way(c, "", [f"{_shade(c)}:1", *near, *counted.get(c, ())])
            for w in lines.loop_ways(c):
                lines.way(c, w, [f"{_shade(c)}:0"])
            lines.secondary(_shade(c))
        for name, cells, shadings in clues:
            for shaded in shadings:
                lines.option([name] + [f"{_shade(x)}:{int(x in shaded)}" for x in cells])
        model, self.loop = lines.loop_model()
        return model

    # ------------------------------------------------------------------------ answers
    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        ways = through(self.lines, solution)
        return [["-" if (i, j) in self.clue else ways.get((i, j)) or "x" for j in range(self.n)]
                for i in range(self.m)]

    def verify(self, answer) -> str | None:
        return _broken(self.m, self.n, self.clue, self.answer_grid(answer))

    def draw(self, solution: Sequence[int] | None) -> dict:
        text = {c: (f"{k}{ARROW[d]}" if d else ("■", "#888")) for c, (d, k) in self.clue.items()}
        if solution is None:
            return {"text": text}
        grid = self.grid(solution)
        shaded = [(i, j) for i in range(self.m) for j in range(self.n) if grid[i][j] == "x"]
        return {"text": text, "shaded": shaded, "lines": draw_ways(through(self.lines, solution))}

    # ------------------------------------------------------------------------ making
    @classmethod
    def maker(cls, m: int, n: int, rng, symmetry: str = "none") -> Made | None:
        """A random loop (:func:`random_loop`, around a fifth to two fifths of the squares between
        cell centres); of the cells it leaves out, in random order, each is shaded (seven times in
        ten) unless a neighbour is, and the others are clues, in random order, each looking in
        the direction that sees the most shaded cells no clue before it sees (ties at random),
        with the number it sees. (Shorter loops and clues that cover the shading make more of
        the puzzles unique: 17 of 30 at 8×8, 11 of 30 at 12×12, where loops through most cells,
        and clues looking in any direction that sees a shaded cell, made none.) Every clue is
        needed (a clue taken away would leave its cell to be shaded or on the loop): none is
        removable. None on a grid narrower than 2.

        With a ``symmetry`` (``rot2``, ``rot4``, ``mirror``) the loop is symmetric under it (grown
        from the centre), and the cells it leaves out go orbit by orbit (:func:`~.grid.orbits`,
        single cells without a symmetry, so the same draws as without one): a whole orbit is
        shaded (seven times in ten) unless a cell of it has a shaded neighbour or a neighbour in
        the orbit, else every cell of it is a clue. Each clue looks and counts as above, for its
        own cell: the clues' cells are symmetric, their arrows need not be (an image's arrow is
        not always the turned one)."""
        if m < 2 or n < 2:
            return None
        loop = random_loop(m, n, rng, fill=rng.uniform(0.2, 0.4), symmetry=symmetry)
        ways = cell_loop_edges(loop)
        rest = [g for g in orbits(m, n, symmetry) if g[0] not in ways]  # (a symmetric loop: whole orbits)
        rng.shuffle(rest)
        shaded: set[Cell] = set()
        for group in rest:
            if not any(nb in shaded or nb in group for c in group for _, nb in neighbours(m, n, c)) \
                    and rng.random() < 0.7:
                shaded.update(group)
        cells = [["-"] * n for _ in range(m)]
        answer = [[ways.get((i, j), "x") for j in range(n)] for i in range(m)]
        clues = sorted({c for group in rest for c in group} - shaded)
        rng.shuffle(clues)
        seen: set[Cell] = set()
        for c in clues:
            runs = {d: _sees(c, d, shaded, m, n) for d, _ in neighbours(m, n, c)}
            most = max(len(r - seen) for r in runs.values())
            best = [d for d, r in runs.items() if len(r - seen) == most]
            d = rng.choice(sorted(best))
            seen |= runs[d]
            cells[c[0]][c[1]] = f"{len(runs[d])}{d}"
            answer[c[0]][c[1]] = "-"
        return Made(cells, [], answer=answer)


    @classmethod
    def repair(cls, made: Made, other: list[list[str]]) -> Made | None:
        """A puzzle of ``made``'s that ``other`` does not solve: where the two shade different
        cells, a clue turned to a direction in which they shade a different number (with
        ``made.answer``'s number); where they differ only in the loop, which no clue sees,
        ``made``'s loop changed by a 2×2 block at a cell where the two differ
        (:func:`~.loopgenre.square_flips`; the one that leaves out the most cells): the cells it
        leaves become clues, those it takes in are cleared, and every clue counts again. None
        when neither is found."""
        m, n = len(made.cells), len(made.cells[0])
        ours = {(i, j) for i in range(m) for j in range(n) if made.answer[i][j] == "x"}
        theirs = {(i, j) for i in range(m) for j in range(n) if other[i][j] == "x"}
        for i in range(m):
            for j in range(n):
                if made.cells[i][j] == "-" or ours == theirs:
                    continue
                for d, _ in neighbours(m, n, (i, j)):
                    k = _seen((i, j), d, ours, m, n)
                    if k != _seen((i, j), d, theirs, m, n):
                        cells = [row[:] for row in made.cells]
                        cells[i][j] = f"{k}{d}"
                        return Made(cells, [], answer=made.answer)
        ways = {(i, j): t for i, row in enumerate(made.answer) for j, t in enumerate(row) if len(t) == 2}
        differ = [(i, j) for i in range(m) for j in range(n) if made.answer[i][j] != other[i][j]]
        for new in sorted(square_flips(ways, m, n, differ), key=len):
            again = _rerouted(made, new, ours)
            clue = {(i, j): cls.read_cell(t) for i, row in enumerate(again.cells) for j, t in enumerate(row)
                    if t != "-"}
            if _broken(m, n, clue, again.answer) is None and _broken(m, n, clue, other) is not None:
                return again
        return None

    # ------------------------------------------------------------------------ URLs
    @classmethod
    def url_flags(cls, flags: str, url: str) -> None:
        if "o" in flags:
            raise InputError("the flag 'o' (shaded cells outside the loop) is a variant of yajilin "
                             "this kind does not solve", source=url)

    @classmethod
    def decode(cls, rows: int, cols: int, body: list[str]):
        clues, _ = pzpr.read_arrow_number16(body[0] if body else "", rows * cols)
        cells = []
        for clue in clues:
            if clue is None:
                cells.append("-")
            elif clue[1] == pzpr.NO_NUMBER:
                cells.append(GREY)
            elif clue[1] == pzpr.UNKNOWN:
                cells.append(f"?{clue[0]}" if clue[0] else GREY)
            elif not clue[0]:
                raise InputError(f"URL body: the number {clue[1]} has no arrow", source="URL")
            else:
                cells.append(f"{clue[1]}{clue[0]}")
        return [cells[i * cols:(i + 1) * cols] for i in range(rows)], None

    def encode(self) -> str:
        out = []
        for i in range(self.m):
            for j in range(self.n):
                clue = self.clue.get((i, j))
                out.append(None if clue is None else (clue[0], clue[1] if clue[0] else pzpr.NO_NUMBER))
        return pzpr.write_arrow_number16(out)


def _broken(m: int, n: int, clue: dict, grid: list[list[str]]) -> str | None:
    """The rule of yajilin the answer ``grid`` breaks with the clues ``clue`` (cell -> (arrow,
    number), the arrow '' for a grey cell), in words, or None (the rules checker; the maker's
    repair asks it too)."""
    ways: dict[Cell, str] = {}
    shaded: set[Cell] = set()
    for i in range(m):
        for j in range(n):
            tok, c = grid[i][j], (i, j)
            way = read_way(tok) if tok not in ("-", "x") else ""
            if way is None:
                return f"{where(c)} is '{tok}': a cell is x (shaded), the sides the loop leaves it by (ns, …) or -"
            if c in clue and tok != "-":
                return f"{where(c)} holds a clue and is {'shaded' if tok == 'x' else 'on the loop'}"
            if c not in clue and tok == "-":
                return f"{where(c)} is neither shaded nor on the loop"
            if tok == "x":
                shaded.add(c)
            elif way:
                ways[c] = way
    for a in sorted(shaded):
        for b in ((a[0], a[1] + 1), (a[0] + 1, a[1])):
            if b in shaded:
                return f"{where(a)} and {where(b)} are both shaded, side by side"
    for c, (d, k) in sorted(clue.items()):
        if d:
            seen = _seen(c, d, shaded, m, n)
            if seen != k:
                return f"the clue {k}{d} at {where(c)} sees {seen} shaded cell{'' if seen == 1 else 's'}, not {k}"
    return loop_of_ways(m, n, ways)


def _rerouted(made: Made, ways: dict[Cell, str], shaded: set[Cell]) -> Made:
    """``made`` with its loop changed to ``ways``: the cells the loop leaves become clues
    (looking where they see the most shaded cells), those it takes in are cleared (no longer
    shaded or a clue), and every clue counts again."""
    m, n = len(made.cells), len(made.cells[0])
    cells = [row[:] for row in made.cells]
    left = shaded - ways.keys()
    for i in range(m):
        for j in range(n):
            c = (i, j)
            if c in ways:
                cells[i][j] = "-"
            elif len(made.answer[i][j]) == 2:  # (left by the loop)
                best = max(neighbours(m, n, c), key=lambda dn: _seen(c, dn[0], left, m, n))[0]
                cells[i][j] = f"0{best}"
    for i in range(m):
        for j in range(n):
            if cells[i][j] not in ("-", GREY):
                d = Yajilin.read_cell(cells[i][j])[0]
                cells[i][j] = f"{_seen((i, j), d, left, m, n)}{d}"
    answer = [[ways.get((i, j)) or ("x" if (i, j) in left else "-") for j in range(n)] for i in range(m)]
    return Made(cells, [], answer=answer)


def _shade(c: Cell) -> str:
    """The secondary item that says whether cell ``c`` is shaded (1) or not (0)."""
    return f"s{c[0]}.{c[1]}"


def _pieces(cells: list[Cell]) -> list[list[Cell]]:
    """A clue's cells in runs of cells side by side (a clue cell between them cuts a run)."""
    out: list[list[Cell]] = []
    for x in cells:
        if out and beside(out[-1][-1], x):
            out[-1].append(x)
        else:
            out.append([x])
    return out


def _most(cells: list[Cell]) -> int:
    """The most of ``cells`` (a clue's, nearest first) that can be shaded, none side by side."""
    return sum((len(piece) + 1) // 2 for piece in _pieces(cells))


def _shadings(cells: list[Cell], k: int, most: int) -> list[set[Cell]] | None:
    """Every set of k of ``cells`` (a clue's) with none side by side, or None when there are
    more than ``most``. (Each branch of the search can still place what is left, so it costs
    at most ``most`` leaves.)"""
    pieces = _pieces(cells)
    room = [0] * (len(pieces) + 1)  # room[p]: the most the pieces from p on can hold
    for p in range(len(pieces) - 1, -1, -1):
        room[p] = room[p + 1] + (len(pieces[p]) + 1) // 2
    out: list[set[Cell]] = []

    def fill(p: int, left: int, chosen: list[Cell]) -> bool:
        if left == 0:
            out.append(set(chosen))
            return len(out) <= most
        if left > room[p]:
            return True
        piece = pieces[p]
        for take in range(min(left, (len(piece) + 1) // 2), -1, -1):
            if left - take > room[p + 1]:
                break
            for picks in combinations(range(len(piece) - take + 1), take):
                spots = [piece[q + t] for t, q in enumerate(picks)]  # (none side by side)
                if not fill(p + 1, left - take, chosen + spots):
                    return False
        return True

    return out if fill(0, k, []) else None


def _sees(c: Cell, d: str, shaded: set[Cell], m: int, n: int) -> set[Cell]:
    """The cells of ``shaded`` in direction ``d`` from cell ``c`` (for the maker)."""
    di, dj = SIDES[d]
    i, j, out = c[0] + di, c[1] + dj, set()
    while 0 <= i < m and 0 <= j < n:
        if (i, j) in shaded:
            out.add((i, j))
        i, j = i + di, j + dj
    return out


def _seen(c: Cell, d: str, shaded: set[Cell], m: int, n: int) -> int:
    """How many of ``shaded`` lie in direction ``d`` from cell ``c`` (for the rules checker)."""
    di, dj = SIDES[d]
    i, j, k = c[0] + di, c[1] + dj, 0
    while 0 <= i < m and 0 <= j < n:
        k += (i, j) in shaded
        i, j = i + di, j + dj
    return k
