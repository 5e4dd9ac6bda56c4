"""Jigsaw sudoku (irregular sudoku, chaos sudoku): an n×n latin square whose n regions, irregular
shapes of n cells each, each hold every digit once.

Rules: each row, each column and each region holds each digit 1..n once; a digit given in a cell
stays. With ``--diagonal`` (janko.at's "Diagonal" puzzles, which the notation does not mark) each
of the two long diagonals holds each digit once too.

Notation (janko.at's, puzzlekit's ``jigsaw_sudoku``): ``N N``, then N rows of cells, a digit or
``-``, then N rows of region numbers (cells with the same number form a region, of N cells).
pzprjs's sudoku draws only the boxes (its borders are fixed by the size, its URL holds the
digits alone): no URLs. Answer: the digits.

The model is Knuth's sudoku (SUDOKU-DLX, TAOCP 7.2.2.1) with regions for boxes, an exact cover
without colours: primary items ``pi.j`` (the cell holds a digit), ``ri.d`` (row i holds d),
``cj.d`` (column j holds d) and ``Rk.d`` (region k holds d), and an option per cell and digit
covering the four. A given digit is its cell's only option, and no other cell of its row, column
or region is offered it. A diagonal adds primary items ``Di.d`` (diagonal i holds d) to the
options of its cells.

Published (2026-11-29, puzzlekit's corpus): 15 of janko's 6x6 jigsaw sudokus (numbers 651-675)
have several answers by the plain rules and one with ``--diagonal``, the published one.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import InputError
from ..model import Model
from . import grid_puzzle_arg, read_grid_puzzle, split_args
from .kit.batch import Batch
from .kit.genre import AtCell, Genre, Made
from .kit.grid import Cell, neighbours, sites_box, where


class JigsawSudoku(Genre):
    """``JigsawSudoku(cells, rooms)``: rows of cell strings (a digit or '-') and rows of region
    numbers."""

    kind = "jigsawsudoku"
    url_names = ()
    notations = ("janko",)
    rooms = True
    options = (("--diagonal", None, "each of the two long diagonals also holds each digit once (janko.at's "
                                    "diagonal puzzles)"),)

    def __init__(self, cells: Sequence[Sequence[str]], rooms=None, extra: Sequence[int] = (),
                 diagonal: bool = False) -> None:
        self.diagonal = bool(diagonal)
        super().__init__(cells, rooms, extra)

    @classmethod
    def from_args(cls, args: Sequence[str]) -> "JigsawSudoku":
        _, opts = split_args(args, cls)
        puzzle = read_grid_puzzle(cls, grid_puzzle_arg(args, cls))
        return cls(puzzle.cells, puzzle.room, diagonal=True) if opts.get("--diagonal") else puzzle

    def diagonals(self) -> list[list[Cell]]:
        """The cells of the two long diagonals where the puzzle has them (``diagonal``), else none."""
        n = self.n
        return [[(i, i) for i in range(n)], [(i, n - 1 - i) for i in range(n)]] if self.diagonal else []

    cell_tokens = {"-": None}
    least = 1
    cell_words = "a cell is a digit (a number from 1) or '-'"

    def regions(self) -> list[list[Cell]]:
        """The cells of each region (in reading order, by region number); a region not of n cells
        (or a grid not square, or a digit beyond n) an InputError."""
        n = self.n
        if self.m != n:
            raise InputError(f"a jigsaw sudoku is square, not {self.m}×{n}", source=self.kind)
        for c, d in self.clue.items():
            if d > n:
                raise AtCell(self.kind, c, f"{d} is no digit of a {n}×{n} jigsaw sudoku (1 to {n})")
        groups: dict[int, list[Cell]] = {}
        for i in range(n):
            for j in range(n):
                groups.setdefault(self.room[i][j], []).append((i, j))
        for cells in groups.values():
            if len(cells) != n:
                raise InputError(f"the region at {where(cells[0])} has {len(cells)} cells: each region of a "
                                 f"{n}×{n} jigsaw sudoku has {n}", source=self.kind)
        return [groups[r] for r in sorted(groups)]

    def build(self) -> Model:
        n = self.n
        regions = self.regions()
        region_of = {c: k for k, cells in enumerate(regions) for c in cells}
        # the digits each cell is offered: a given one alone; no digit given elsewhere in its units
        taken_row = [set() for _ in range(n)]
        taken_col = [set() for _ in range(n)]
        taken_reg = [set() for _ in range(n)]
        diagonals = self.diagonals()
        taken_diag = [set() for _ in diagonals]
        for (i, j), d in self.clue.items():
            taken_row[i].add(d)
            taken_col[j].add(d)
            taken_reg[region_of[i, j]].add(d)
            for t, cells in enumerate(diagonals):
                if (i, j) in cells:
                    taken_diag[t].add(d)
        model = Model()
        cell = model.add_items([f"p{i}.{j}" for i in range(n) for j in range(n)])
        row = model.add_items([f"r{i}.{d}" for i in range(n) for d in range(1, n + 1)])
        col = model.add_items([f"c{j}.{d}" for j in range(n) for d in range(1, n + 1)])
        reg = model.add_items([f"R{k}.{d}" for k in range(n) for d in range(1, n + 1)])
        diag = model.add_items([f"D{t}.{d}" for t in range(len(diagonals)) for d in range(1, n + 1)])
        batch = Batch(model)
        self.digit_of: dict[int, tuple[Cell, int]] = {}
        for i in range(n):
            for j in range(n):
                k = region_of[i, j]
                if (i, j) in self.clue:
                    digits = [self.clue[i, j]]
                else:
                    digits = [d for d in range(1, n + 1)
                              if d not in taken_row[i] and d not in taken_col[j] and d not in taken_reg[k]
                              and not any((i, j) in cells and d in taken_diag[t] for t, cells in enumerate(diagonals))]
                for d in digits:
                    items = [cell[i * n + j], row[i * n + d - 1], col[j * n + d - 1], reg[k * n + d - 1]]
                    items += [diag[t * n + d - 1] for t, cells in enumerate(diagonals) if (i, j) in cells]
                    self.digit_of[batch.add(items, [0] * len(items), ordered=True)] = ((i, j), d)
        return batch.flush()

    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        n = self.n
        digits = {str(d) for d in range(1, n + 1)}
        for i in range(n):
            for j in range(n):
                if grid[i][j] not in digits:
                    return f"{where((i, j))} is '{grid[i][j]}': a cell holds a digit 1 to {n}"
                given = self.cells[i][j]
                if given != "-" and grid[i][j] != given:
                    return f"{where((i, j))} is given {given}, the answer has {grid[i][j]}"
        regions: dict[object, list[Cell]] = {}
        for i in range(n):
            for j in range(n):
                regions.setdefault(self.room[i][j], []).append((i, j))
        units = ([("row", [(i, j) for j in range(n)]) for i in range(n)]
                 + [("column", [(i, j) for i in range(n)]) for j in range(n)]
                 + [("region", cells) for cells in regions.values()]
                 + [("diagonal", cells) for cells in self.diagonals()])
        for what, cells in units:
            seen: set[str] = set()
            for i, j in cells:
                if grid[i][j] in seen:
                    return f"the {what} at {where(cells[0])} holds {grid[i][j]} twice"
                seen.add(grid[i][j])
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        text: dict = {c: str(d) for c, d in self.clue.items()}
        if solution is not None:
            for c, d in (self.digit_of[o] for o in solution if o in self.digit_of):
                if c not in self.clue:
                    text[c] = (str(d), "#1a56db")
        return {"text": text}

    # ------------------------------------------------------------------ the maker
    @classmethod
    def maker(cls, m: int, n: int, rng) -> Made | None:
        """Random regions of n cells (:func:`_regions`: the boxes, or the rows where n has no
        boxes, reshaped by random exchanges of cells between neighbouring regions), filled with
        a random latin square that keeps them (:func:`region_fill`: a search in a random order, which
        gives up after a while, and the draw with it: None); every cell's digit a clue, each
        removable. A jigsaw sudoku is square, of 2 to 12 rows."""
        if m != n:
            raise InputError(f"a jigsaw sudoku is square, not {m}x{n}", source="size")
        if not 2 <= n <= 12:
            raise InputError(f"the jigsaw sudoku maker makes 2x2 to 12x12 grids, not {m}x{n}", source="size")
        rooms = _regions(n, rng)
        answer = region_fill(rooms, rng)
        if answer is None:
            return None
        return Made([row[:] for row in answer], [(i, j) for i in range(n) for j in range(n)], rooms,
                    answer=answer, how="random regions filled with a random latin square that keeps them")

    @classmethod
    def clue_at(cls, made: Made, i: int, j: int) -> str | None:
        return made.answer[i][j]


def _connected(cells: set[Cell]) -> bool:
    """Whether ``cells`` (not empty) hang together by sides."""
    first = next(iter(cells))
    seen, todo = {first}, [first]
    while todo:
        i, j = todo.pop()
        for c in ((i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)):
            if c in cells and c not in seen:
                seen.add(c)
                todo.append(c)
    return len(seen) == len(cells)


def _regions(n: int, rng) -> list[list[int]]:
    """n connected regions of n cells each, numbered from 0 in reading order of their first
    cells: the sites' boxes (:func:`~.grid.sites_box`), or the rows where n has none, reshaped by
    random exchanges, a cell of a region given to a neighbouring one and a cell of that one,
    touching the first, given back, wherever both stay connected (about 8·n² tries)."""
    box = sites_box(n)
    if box is None:
        room = [[i] * n for i in range(n)]
    else:
        R, C = box
        room = [[(i // R) * (n // C) + j // C for j in range(n)] for i in range(n)]
    cells = {r: set() for r in range(n)}
    for i in range(n):
        for j in range(n):
            cells[room[i][j]].add((i, j))
    for _ in range(8 * n * n):
        i, j = rng.randrange(n), rng.randrange(n)
        a = room[i][j]
        others = [(c, room[c[0]][c[1]]) for _, c in neighbours(n, n, (i, j)) if room[c[0]][c[1]] != a]
        if not others:
            continue
        _, b = rng.choice(others)
        rest_a = cells[a] - {(i, j)}
        back = sorted(c for c in cells[b] if any(room[x][y] == a and (x, y) != (i, j)
                                                 for _, (x, y) in neighbours(n, n, c)))
        if not back:
            continue
        k, l = rng.choice(back)
        new_a, new_b = rest_a | {(k, l)}, (cells[b] - {(k, l)}) | {(i, j)}
        if _connected(new_a) and _connected(new_b):
            cells[a], cells[b] = new_a, new_b
            room[i][j], room[k][l] = b, a
    number: dict[int, int] = {}
    return [[number.setdefault(r, len(number)) for r in row] for row in room]


def region_fill(room: list[list[int]], rng, budget: int | None = None, tries: int = 40) -> list[list[str]] | None:
    """A latin square whose regions ``room`` hold each digit once: a search as Knuth's (the
    cell, or the digit of a row, column or region, with the fewest places left, its places tried
    in a random order), started anew after ``budget`` steps (default 1.5·n²), ``tries`` times;
    None where none finds one (some shapes have none at all)."""
    n = len(room)
    full = (1 << n) - 1
    masks = [0] * (3 * n)  # each unit's cells as bits of i·n + j: rows, columns, regions
    for i in range(n):
        for j in range(n):
            bit = 1 << (i * n + j)
            masks[i] |= bit
            masks[n + j] |= bit
            masks[2 * n + room[i][j]] |= bit
    cells_of = [[k for k in range(n * n) if masks[u] >> k & 1] for u in range(3 * n)]
    limit = budget if budget is not None else n * n * 3 // 2
    for _ in range(tries):
        rows, cols, regs = [0] * n, [0] * n, [0] * n
        grid = [0] * (n * n)
        steps = 0

        def search(left: int) -> bool:
            nonlocal steps
            if left == 0:
                return True
            steps += 1
            if steps > limit:
                return False
            cand = [0] * n  # cand[d]: the empty cells where digit d + 1 may go
            done = [0] * n  # done[d]: the cells that hold it
            best: list[tuple[int, int]] | None = None
            for k in range(n * n):
                if grid[k]:
                    done[grid[k] - 1] |= 1 << k
                    continue
                i, j = divmod(k, n)
                f = full & ~(rows[i] | cols[j] | regs[room[i][j]])
                c = f.bit_count()
                if c == 0:
                    return False
                if best is None or c < len(best):
                    best = [(k, d) for d in range(n) if f >> d & 1]
                while f:
                    d = (f & -f).bit_length() - 1
                    cand[d] |= 1 << k
                    f &= f - 1
            for u in range(3 * n):
                mask = masks[u]
                for d in range(n):
                    if done[d] & mask:
                        continue
                    c = (cand[d] & mask).bit_count()
                    if c < len(best):
                        if c == 0:
                            return False
                        best = [(k, d) for k in cells_of[u] if cand[d] >> k & 1]
            rng.shuffle(best)
            for k, d in best:
                i, j = divmod(k, n)
                bit, r = 1 << d, room[i][j]
                rows[i] |= bit
                cols[j] |= bit
                regs[r] |= bit
                grid[k] = d + 1
                if search(left - 1):
                    return True
                rows[i] &= ~bit
                cols[j] &= ~bit
                regs[r] &= ~bit
                grid[k] = 0
            return False

        if search(n * n):
            return [[str(grid[i * n + j]) for j in range(n)] for i in range(n)]
    return None
