"""KenKen (Calcudoku; janko.at's Kendoku): an n×n latin square cut into cages, each cage's digits
making its result with its operation.

Rules (as janko.at states them): write a digit 1..n in every cell, each digit once in every row
and every column; the digits of a cage make the number written in it with the operation written
beside it: ``+`` their sum, ``*`` (or ``x``) their product, ``-`` the difference and ``/`` the
quotient of a cage of two cells (the larger digit first). A number without an operation says
only the result: the cage makes it with some operation (``+`` or ``*``, and ``-`` or ``/`` where
the cage has two cells); a cage of one cell holds its number. Digits may repeat within a cage,
but not within a row or column.

Notation (janko.at's, puzzlekit's ``ken_ken``): ``N N``, then N rows of cells, each a cage's
result with its operation (``12+``, ``2/``, ``3-``, ``24*`` or ``24x``), a result alone
(``3``), or ``-`` / ``.`` (nothing), one in the first cell of each cage as the sites write it
(any cell of the cage will do), then N rows of cage numbers (cells with the same number form a
cage). As puzzlekit reads it, a cage's result is its number with an operation, or else its
first number without one (in reading order); any further number without an operation in the
cage is a given digit of its cell. A cage without a number is not read as a cage with a rule:
only the latin square holds its digits. pzprjs has no kenken: no URLs. Answer: the digits.

The model (exact cover, no side constraint; TAOCP 7.2.2.1, Knuth's for kenken): a primary item
per cage with a result (``Kq``), whose options are the cage's fillings, the tuples of digits
(one per cell, in reading order) that make the result with the operation, keep the given digits
and repeat no digit within a row or a column of the cage; and the latin square's primary items
``ri.d`` and ``cj.d`` (row i, column j holds digit d), which an option covers for each of its
cells. The cages partition the grid, so the rows and columns are covered exactly once exactly
when the digits make a latin square. Each option also colours its cells' secondary items
``vi.j`` with their digits (what the answer and the translations read). A cell of a cage without
a result is a primary item ``pi.j`` of its own, its options its digits. Where an item holds the
digit d of a row, the search branches on the fillings that put d there: the latin square's and
the cages' reasoning in one choice, as in sudoku. A cage of three cells or more whose fillings
could number more than :data:`LISTED` (a 7-cell 34+ of a 9×9 has 83,824: 8 s to list) is
instead an automaton over its cells (:class:`~.builder.Chain`, the state the sum and the
product so far), each cell then a primary item ``pi.j`` whose digit the steps' colours of
``vi.j`` agree with; the latin square keeps its digits apart.

Measured (2026-11-29, ``scripts/bench.py published --kinds kenken --every 1``: the 430
published puzzles of puzzlekit's corpus, 4×4 to 9×9, each read, its model built, solved and
proven unique through ``auto``; wall clock on a shared 2-core machine at a load near 10): all
430 unique, each with the published answer; median (largest) ms by size, ours, then puzzlekit's
CP-SAT (which solved all 430 too):

    4×4 (43)    2 (2,610: the first, the kernels loading)  24 (4,250)
    5×5 (70)    8 (30)                                     25 (90)
    6×6 (116)  11 (70)                                     29 (410)
    7×7 (66)   15 (60)                                     45 (450)
    8×8 (81)   21 (740)                                    54 (2,500)
    9×9 (54)   25 (120)                                    66 (190)

In CPU time a 9×9 takes 4 ms, 3 of them building the model. ``auto`` searches with dlx (30,000
nodes, then sat); the slowest puzzle, an 8×8 without operations whose 6-cell cage is an
automaton, takes dlx 0.3 s, sat 1.3 s.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence

from ..errors import InputError
from ..model import Model
from . import DIGITS, svg_letter
from .kit.batch import Batch
from .kit.builder import Chain
from .kit.drawing import picture
from .kit.genre import AtCell, Genre, Made
from .kit.grid import Cell, images, where
from .killersudoku import KillerSudoku, random_cages, summed_made
from .kit.makers import latin_square

LISTED = 2000
"""A cage of more than two cells whose digits could make its result in more ways than this (as
:func:`_tuples` bounds them) is an automaton (:class:`~.builder.Chain`), not a list of fillings."""

OPS = {"+": "+", "-": "-", "*": "*", "x": "*", "/": "/"}
"""The operations as the notation writes them -> as the model reads them (``x`` is ``*``)."""
SHOWN = {"+": "+", "-": "\u2212", "*": "\u00d7", "/": "\u00f7", None: ""}
"""How a picture writes an operation (as the sites print it)."""
CLUE = re.compile(r"(\d+)([-+*x/]?)")


class KenKen(Genre):
    """``KenKen(cells, rooms)``: rows of cell strings (a result with its operation, a number, or
    '-') and rows of cage numbers."""

    kind = "kenken"
    url_names = ()
    notations = ("janko",)
    rooms = True

    cell_tokens = {"-": None, ".": None}
    cell_words = "a cell is a cage's result (a number from 1, alone or with +, -, *, x or / after it), '-' or '.'"

    @classmethod
    def read_cell(cls, tok: str) -> object:
        """``(number, operation)``: the operation one of ``+ - * /`` (``x`` read as ``*``), or
        None for a number alone; None for an empty cell."""
        if tok in cls.cell_tokens:
            return None
        found = CLUE.fullmatch(tok) if tok.isascii() else None
        if found is None or int(found.group(1)) < 1:
            raise ValueError(cls.cell_words)
        return int(found.group(1)), OPS.get(found.group(2))

    # ------------------------------------------------------------------ the cages
    def cages(self) -> list[tuple[list[Cell], Cell | None]]:
        """The cages (their cells in reading order) and the cell of each one's result (None: it
        has none); the given digits in ``self.given``. A problem with them an InputError
        (:class:`AtCell` where it lies in a cell)."""
        n = self.n
        if self.m != n:
            raise InputError(f"a kenken is square, not {self.m}×{n}", source=self.kind)
        self.given: dict[Cell, int] = {}
        out = []
        for cells in _cage_cells(self.room):
            clued = [c for c in cells if c in self.clue]
            results = [c for c in clued if self.clue[c][1] is not None]
            if len(results) > 1:
                raise AtCell(self.kind, results[1], f"the cage at {where(cells[0])} has two results "
                                                    f"({where(results[0])} and {where(results[1])})")
            head = results[0] if results else (clued[0] if clued else None)
            for c in clued:
                if c != head:
                    if self.clue[c][0] > n:
                        raise AtCell(self.kind, c, f"{self.clue[c][0]} is no digit of a {n}×{n} kenken (1 to {n})")
                    self.given[c] = self.clue[c][0]
            if head is not None:
                op = self.clue[head][1]
                if op in ("-", "/") and len(cells) != 2:
                    raise AtCell(self.kind, head, f"a cage with '{op}' has two cells, the cage at {where(cells[0])} "
                                                  f"has {len(cells)}")
            out.append((cells, head))
        return out

    def fillings(self, cells: Sequence[Cell], head: Cell) -> list[tuple[int, ...]]:
        """The digits (one per cell, in order) that make the result at ``head`` with its
        operation, keep the given digits and repeat none in a row or column of the cage; a cell
        is offered only the digits with which the sum or product so far can still reach it."""
        target, op = self.clue[head]
        n, k = self.n, len(cells)
        given = [self.given.get(c) for c in cells]
        offered = [range(1, n + 1) if g is None else (g,) for g in given]
        if k == 1:
            return [(target,)] if target in offered[0] else []
        if k == 2:
            apart = cells[0][0] == cells[1][0] or cells[0][1] == cells[1][1]  # (side by side: the digits differ)
            return sorted((a, b) for a in offered[0] for b in _partners(a, target, op)
                          if b in offered[1] and not (apart and a == b))
        out: set[tuple[int, ...]] = set()
        chosen: list[int] = []
        before = [[q for q in range(p) if cells[q][0] == cells[p][0] or cells[q][1] == cells[p][1]] for p in range(k)]

        def grow(p: int, made: int, op: str) -> None:
            """Digits for cells p.. of the cage, ``made`` the sum or product of those before:
            the digits with which the result can still be reached."""
            if p == k:
                out.add(tuple(chosen))
                return
            after = k - p - 1
            if op == "+":
                rest = target - made
                digits = range(max(1, rest - after * n), min(n, rest - after) + 1)
            else:
                rest = target // made
                digits = [d for d in range(1, min(n, rest) + 1) if rest % d == 0 and rest // d <= n ** after
                          and (after or d == rest)]
            taken = {chosen[q] for q in before[p]}
            for d in digits:
                if d in taken or (given[p] is not None and d != given[p]):
                    continue
                chosen.append(d)
                grow(p + 1, made + d if op == "+" else made * d, op)
                chosen.pop()

        for o in [op] if op is not None else ["+", "*"]:
            grow(0, 1 if o == "*" else 0, o)
        return sorted(out)

    def build(self) -> Model:
        n = self.n
        cages = self.cages()
        self.heads = [(cells, head) for cells, head in cages if head is not None]
        listed, chained = [], []
        for cells, head in self.heads:
            if len(cells) > 2 and _tuples(len(cells), n, *self.clue[head]) > LISTED:
                chained.append(self._chain(cells, head, len(chained)))
                continue
            found = self.fillings(cells, head)
            if not found:
                self._unmade(cells, head)
            listed.append((cells, found))
        own = [c for cells, head in cages if head is None for c in cells]
        own += [c for chain, cells in chained for c in cells]
        model = Model()
        model.add_items([f"K{q}" for q in range(len(listed))] + [x for chain, _ in chained for x in chain.primaries()])
        own_item = dict(zip(own, model.add_items([f"p{i}.{j}" for i, j in own])))
        row = model.add_items([f"r{i}.{d}" for i in range(n) for d in range(1, n + 1)])
        col = model.add_items([f"c{j}.{d}" for j in range(n) for d in range(1, n + 1)])
        value = model.add_items([f"v{i}.{j}" for i in range(n) for j in range(n)], primary=False)
        model.add_items([x for chain, _ in chained for x in chain.secondaries()], primary=False)
        colour = [0] + [model.colour_id(DIGITS[d]) for d in range(1, n + 1)]
        batch = Batch(model)
        self.filled: dict[int, tuple[Sequence[Cell], tuple[int, ...]]] = {}
        for q, (cells, found) in enumerate(listed):
            for digits in found:
                items, colours = [q], [0]
                for (i, j), d in zip(cells, digits):
                    items += [row[i * n + d - 1], col[j * n + d - 1], value[i * n + j]]
                    colours += [0, 0, colour[d]]
                self.filled[batch.add(items, colours)] = (cells, digits)
        for (i, j), p in own_item.items():
            for d in [self.given[i, j]] if (i, j) in self.given else range(1, n + 1):
                self.filled[batch.add([p, row[i * n + d - 1], col[j * n + d - 1], value[i * n + j]],
                                      [0, 0, 0, colour[d]])] = ([(i, j)], (d,))
        for chain, cells in chained:
            chain.add(batch, [value[i * n + j] for i, j in cells])
        return batch.flush()

    def _unmade(self, cells: Sequence[Cell], head: Cell) -> None:
        """The AtCell of a cage that cannot make its result."""
        t, op = self.clue[head]
        made = f"with {op}" if op else "with any operation"
        raise AtCell(self.kind, head, f"the cage at {where(cells[0])} cannot make {t} {made} (digits 1 to {self.n} "
                                      f"in its {len(cells)} cell{'s' if len(cells) > 1 else ''})")

    def _chain(self, cells: Sequence[Cell], head: Cell, k: int) -> tuple[Chain, Sequence[Cell]]:
        """A cage of too many fillings to list, as an automaton reading its cells' digits in turn
        (:class:`~.builder.Chain`): the state the sum and the product so far (None where the
        operation cannot make the result any more)."""
        target, op = self.clue[head]
        allowed = [DIGITS[self.given[c]] if c in self.given else DIGITS[1:self.n + 1] for c in cells]

        def step(state, colour):
            total, product = state
            d = DIGITS.index(colour)
            total = total + d if total is not None and total + d <= target else None
            product = product * d if product is not None and target % (product * d) == 0 else None
            return None if total is None and product is None else (total, product)

        start = (0 if op in ("+", None) else None, 1 if op in ("*", None) else None)
        chain = Chain(f"K{k}~", len(cells), allowed, start, step, lambda state: target in state)
        if chain.empty:
            self._unmade(cells, head)
        return chain, cells

    # ------------------------------------------------------------------ the answer
    def digits(self, solution: Sequence[int]) -> dict[Cell, int]:
        return {c: d for o in solution if o in self.filled for c, d in zip(*self.filled[o])}

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        out = [["-"] * self.n for _ in range(self.m)]
        for (i, j), d in self.digits(solution).items():
            out[i][j] = str(d)
        return out

    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        n = self.n
        digits = [str(d) for d in range(1, n + 1)]
        for i in range(n):
            for j in range(n):
                if grid[i][j] not in digits:
                    return f"{where((i, j))} is '{grid[i][j]}': a cell holds a digit 1 to {n}"
        cages = _cage_cells(self.room)
        heads = {}
        for cells in cages:  # (as the notation says: the number with an operation, else the first)
            clued = [c for c in cells if c in self.clue]
            with_op = [c for c in clued if self.clue[c][1] is not None]
            heads[cells[0]] = (with_op or clued or [None])[0]
            for c in clued:
                if c != heads[cells[0]] and grid[c[0]][c[1]] != str(self.clue[c][0]):
                    return f"{where(c)} is given {self.clue[c][0]}, the answer has {grid[c[0]][c[1]]}"
        for what, lines in (("row", [[(i, j) for j in range(n)] for i in range(n)]),
                            ("column", [[(i, j) for i in range(n)] for j in range(n)])):
            for cells in lines:
                seen = [grid[i][j] for i, j in cells]
                twice = sorted({v for v in seen if seen.count(v) > 1}, key=int)
                if twice:
                    return f"the {what} at {where(cells[0])} holds {twice[0]} twice"
        for cells in cages:
            head = heads[cells[0]]
            if head is None:
                continue
            broken = _made_by([int(grid[i][j]) for i, j in cells], *self.clue[head])
            if broken:
                return f"the cage at {where(cells[0])} {broken}, its clue says {self.cells[head[0]][head[1]]}"
        return None

    # ------------------------------------------------------------------ the picture
    def draw(self, solution: Sequence[int] | None) -> dict:
        text: dict = {}
        for c, d in self.given.items():
            text[c] = str(d)
        if solution is not None:
            for c, d in self.digits(solution).items():
                if c not in self.given:
                    text[c] = (str(d), "#1a56db")
        return {"text": text}

    def svg(self, solution: Sequence[int] | None = None) -> str:
        """The cages' borders, each result with its operation small in its cell's top left
        corner (as the sites print them), the digits below the middle."""
        size, pad = 32, 3
        parts = []
        for _, (i, j) in self.heads:
            t, op = self.clue[i, j]
            parts.append(svg_letter(pad + j * size + 2, pad + i * size + 6, size * 0.28, f"{t}{SHOWN[op]}")
                         .replace('text-anchor="middle"', 'text-anchor="start"'))
        for (i, j), t in self.draw(solution)["text"].items():
            label, colour = t if isinstance(t, tuple) else (t, "black")
            parts.append(svg_letter(pad + (j + 0.5) * size, pad + (i + 0.6) * size, size * 0.5, label, colour))
        return picture(self.m, self.n, room=self.room, cell=size).replace("</svg>", "\n".join(parts) + "\n</svg>")

    # ------------------------------------------------------------------ the maker
    @classmethod
    def maker(cls, m: int, n: int, rng, symmetry: str = "none") -> Made | None:
        """A random latin square (:func:`~.makers.latin_square`) cut into random
        cages of 1 to 4 cells (killer sudoku's :func:`~.killersudoku.random_cages`: symmetric under a
        ``symmetry``, no digit twice in a cage), each cage's result with an operation drawn for
        it in its first cell (:func:`_clued`). Every clue stays, with its operation, as the
        sites print their KenKen (404 of janko.at's 430; taking operations away while the answer
        stays unique, the maker's usual way, left made puzzles with none at all, janko.at's
        Kendoku): a puzzle is unique as drawn or repaired. 3x3 to 12x12."""
        if m != n or not 3 <= n <= 12:
            raise InputError(f"the kenken maker makes square grids of 3x3 to 12x12, not {m}x{n}", source="size")
        answer = [[str(d) for d in row] for row in latin_square(n, rng)]
        return _clued(summed_made(answer, random_cages(answer, rng, images(n, n, symmetry)), symmetry), {}, rng)

    @classmethod
    def emptied(cls, tok: str) -> str:
        """A result without its operation (what stays once the operation is taken away)."""
        return tok[:-1] if len(tok) > 1 and tok[-1] in OPS else tok

    @classmethod
    def repair(cls, made: Made, other: list[list[str]]) -> Made | None:
        """Killer sudoku's repair (:meth:`.KillerSudoku.repair`: the cell nearest the middle where
        the other answer differs becomes a cage of its own, its images too), each cage left whole
        keeping its clue."""
        fixed = KillerSudoku.repair(made, other)
        if fixed is None:
            return None
        old: dict[frozenset, str] = {}
        for cells in _cage_cells(made.rooms):
            toks = [made.cells[i][j] for i, j in cells if made.cells[i][j] != "-"]
            if toks:
                old[frozenset(cells)] = toks[0]
        return _clued(fixed, old, random.Random(repr(fixed.rooms)))


def _partners(a: int, target: int, op: str | None) -> set[int]:
    """The digits b with which a cage of two cells holding a and b makes ``target`` with ``op``
    (any operation for None)."""
    out = set()
    if op in ("+", None):
        out.add(target - a)
    if op in ("*", None) and target % a == 0:
        out.add(target // a)
    if op in ("-", None):
        out.update((a - target, a + target))
    if op in ("/", None):
        out.update([a * target] + ([a // target] if a % target == 0 else []))
    return out


def _made_by(digits: list[int], target: int, op: str | None) -> str | None:
    """What a cage's ``digits`` make, in words, where it is not ``target`` with ``op`` (None: a
    number alone, which any operation may make; the sites' rules)."""
    total, product = sum(digits), 1
    for d in digits:
        product *= d
    big, small = max(digits), min(digits)
    made = {"+": total, "*": product}
    if len(digits) == 2:
        made.update({"-": big - small, "/": big / small})
    if op is not None:
        if made[op] == target:
            return None
        return {"+": f"adds up to {total}", "*": f"multiplies to {product}",
                "-": f"holds {big} and {small}, {big - small} apart",
                "/": f"holds {big} and {small}, {big / small:g} times the other"}[op]
    if len(digits) == 1:
        return None if digits[0] == target else f"holds {digits[0]}"
    if target in made.values():
        return None
    words = {"+": "sum", "*": "product", "-": "difference", "/": "quotient"}
    return f"makes no {target} (its {', '.join(f'{words[o]} is {v:g}' for o, v in made.items())})"


def _cage_cells(rooms: Sequence[Sequence[int]]) -> list[list[Cell]]:
    """The cages of a grid of cage numbers, each its cells in reading order."""
    groups: dict[int, list[Cell]] = {}
    for i, row in enumerate(rooms):
        for j, r in enumerate(row):
            groups.setdefault(r, []).append((i, j))
    return list(groups.values())


def _clued(drawn, old: dict[frozenset, str], rng) -> Made:
    """Killer sudoku's draw (its sums in the cages' first cells, symmetric where it is) with each
    sum replaced by the cage's result and an operation: the clue ``old`` gives the cage's cells,
    else a cage of one cell its digit, of two the quotient (half the time where it is whole), the
    difference, the sum or the product, of more the sum or the product; no clue removable."""
    answer = drawn.answer
    cells = [row[:] for row in drawn.cells]
    for cage in _cage_cells(drawn.rooms):
        head = next(c for c in cage if cells[c[0]][c[1]] != "-")
        digits = [int(answer[i][j]) for i, j in cage]
        if frozenset(cage) in old:
            tok = old[frozenset(cage)]
        elif len(cage) == 1:
            tok = str(digits[0])
        else:
            big, small = max(digits), min(digits)
            op = rng.choice("+*--" if len(cage) == 2 else "+*")
            if len(cage) == 2 and big % small == 0 and rng.random() < 0.5:
                op = "/"
            product = 1
            for d in digits:
                product *= d
            result = {"+": sum(digits), "*": product, "-": big - small, "/": big // small}[op]
            tok = f"{result}{op}"
        cells[head[0]][head[1]] = tok
    drawn.cells, drawn.removable = cells, []
    drawn.how = "a random latin square cut into random cages of 1 to 4 cells, each cage's result and operation in its first cell"
    return drawn


def _tuples(k: int, n: int, target: int, op: str | None) -> int:
    """How many k-tuples of digits 1..n make ``target`` with ``op`` (either of ``+`` and ``*``
    for None), rows and columns aside: a bound on a cage's fillings, counted by the sums and
    products so far."""
    count = 0
    for o in ("+", "*") if op is None else (op,):
        ways = {0 if o == "+" else 1: 1}
        for _ in range(k):
            nxt: dict[int, int] = {}
            for s, w in ways.items():
                for d in range(1, n + 1):
                    t = s + d if o == "+" else s * d
                    if t <= target and (o == "+" or target % t == 0):
                        nxt[t] = nxt.get(t, 0) + w
            ways = nxt
        count += ways.get(target, 0)
    return count
