"""Killer sudoku: a sudoku whose cages hold different digits adding up to their sums.

Rules: each row, column and box (of R×C cells in an n×n grid, n = R·C: square where n is a
square, else as the sites publish them, 2×3 for 6×6; ``--box RxC`` for another) holds each digit 1..n
once; the digits of a cage differ, and add up to the sum written in one of its cells where one
is written.

Notation (janko.at's, puzzlekit's ``killer_sudoku``): ``N N``, then N rows of cells, a cage's sum
(in one cell of the cage) or ``-``, then N rows of cage numbers (cells with the same number form
a cage). pzprjs has no killer sudoku: no URLs. Answer: the digits.

The model (exact cover, no colours; TAOCP 7.2.2.1): sudoku's items (a cell, a digit in a row, in
a column, in a box) and, as in kakuro, a cage with a sum a primary item and each digit of such a
cage (``Kk.d``) one too. A summed cage's options are its digit sets (of its size, adding up to its
sum), each covering the digits *not* in the set; a cell's options are its digits, each covering
the cell, the digit in its row, column and box, and the digit of its cage: the cells of a cage
take exactly the digits of its set, once each. A cell's digit is offered only where some set of
its cage holds it. A cage without a sum only keeps its digits apart: each of its digits is a
secondary item (``Kk.d``) on its cells' options, without sets (a cage of 4 cells had 126, each
a digit set, which made most of the CNF and slowed sat and dlx alike).
"""

from __future__ import annotations

from collections.abc import Sequence
from ..errors import InputError
from ..model import Model
from . import DIGITS, as_flags, grid_puzzle_arg, read_grid_puzzle, split_args
from .kit.batch import Batch
from .kit.builder import digit_sets, sum_range, sums_of
from .kit.division import SymmetricMade
from .kit.genre import Genre, Made
from .kit.grid import Cell, box_shape, images, neighbours, pattern_grid, where


class KillerSudoku(Genre):
    """``KillerSudoku(cells, rooms, box=None)``: rows of cell strings (a cage's sum or '-') and rows
    of cage numbers; ``box`` (R, C) or 'RxC' the boxes' shape (default: as :func:`box_shape`)."""

    kind = "killersudoku"
    url_names = ()
    notations = ("janko",)
    rooms = True
    options = (("--box", "RxC", "the boxes' rows and columns (default square; 2x3 for 6×6, 3x4 for 12×12)"),)

    def __init__(self, cells: Sequence[Sequence[str]], rooms=None, extra: Sequence[int] = (), box=None) -> None:
        self.box_spec = box
        super().__init__(cells, rooms, extra)

    @classmethod
    def from_args(cls, args: Sequence[str]) -> "KillerSudoku":
        _, opts = split_args(args, cls)
        puzzle = read_grid_puzzle(cls, grid_puzzle_arg(args, cls)) if opts.get("--box") is None else None
        if puzzle is not None:
            return puzzle
        with as_flags({"box": "--box"}):
            read = read_grid_puzzle(_Read, grid_puzzle_arg(args, cls))
            return cls(read.cells, read.room, box=str(opts["--box"]))

    cell_tokens = {"-": None}
    least = 1
    cell_words = "a cell is a cage's sum (a number from 1) or '-'"

    def cages(self) -> list[tuple[list[Cell], int | None]]:
        """The cages (their cells in reading order, first cell first) and their sums; a problem
        with them an InputError."""
        if self.m != self.n:
            raise InputError(f"a killer sudoku is square, not {self.m}×{self.n}", source=self.kind)
        self.box = box_shape(self.n, self.box_spec, "box" if self.box_spec is not None else self.kind)
        groups: dict[int, list[Cell]] = {}
        for i in range(self.m):
            for j in range(self.n):
                groups.setdefault(self.room[i][j], []).append((i, j))
        out = []
        for cells in groups.values():
            sums = [c for c in cells if c in self.clue]
            if len(sums) > 1:
                raise InputError(f"the cage at {where(cells[0])} has two sums ({where(sums[0])} and "
                                 f"{where(sums[1])})", source=self.kind)
            if len(cells) > self.n:
                raise InputError(f"the cage at {where(cells[0])} has {len(cells)} cells: {self.n} digits cannot "
                                 "all differ", source=self.kind)
            total = self.clue[sums[0]] if sums else None
            lo, hi = sum_range(len(cells), self.n)
            if total is not None and not lo <= total <= hi:
                raise InputError(f"the cage at {where(cells[0])} sums to {total}: {sums_of(len(cells), self.n)}",
                                 source=self.kind)
            out.append((cells, total))
        return out

    def build(self) -> Model:
        n = self.n
        cages = self.cages()
        R, C = self.box
        summed = [q for q, (_, total) in enumerate(cages) if total is not None]
        apart = [q for q, (cells, total) in enumerate(cages) if total is None and len(cells) > 1]
        sets = {q: digit_sets(len(cages[q][0]), cages[q][1], range(1, n + 1)) for q in summed}
        cage_of = {c: q for q, (cells, _) in enumerate(cages) for c in cells}
        model = Model()
        model.add_items([f"K{q}" for q in summed])
        cell = model.add_items([f"p{i}.{j}" for i in range(n) for j in range(n)])
        row = model.add_items([f"r{i}.{d}" for i in range(n) for d in range(1, n + 1)])
        col = model.add_items([f"c{j}.{d}" for j in range(n) for d in range(1, n + 1)])
        box = model.add_items([f"b{b}.{d}" for b in range(n) for d in range(1, n + 1)])
        digit = {q: model.add_items([f"K{q}.{d}" for d in range(1, n + 1)]) for q in summed}
        digit.update({q: model.add_items([f"K{q}.{d}" for d in range(1, n + 1)], primary=False) for q in apart})
        value = model.add_items([f"v{i}.{j}" for i in range(n) for j in range(n)], primary=False)
        colour = [0] + [model.colour_id(DIGITS[d]) for d in range(1, n + 1)]
        batch = Batch(model)
        for head, q in enumerate(summed):
            for chosen in sets[q]:
                items = [head] + [digit[q][d - 1] for d in range(1, n + 1) if d not in chosen]
                batch.add(items, [0] * len(items))
        self.digit_of: dict[int, tuple[Cell, int]] = {}
        for i in range(n):
            for j in range(n):
                q, b = cage_of[i, j], (i // R) * (n // C) + j // C
                held = sorted({d for s in sets[q] for d in s}) if q in sets else range(1, n + 1)
                for d in held:
                    items = [cell[i * n + j], row[i * n + d - 1], col[j * n + d - 1], box[b * n + d - 1]]
                    if q in digit:
                        items.append(digit[q][d - 1])
                    colours = [0] * len(items)
                    items.append(value[i * n + j])
                    colours.append(colour[d])
                    self.digit_of[batch.add(items, colours)] = ((i, j), d)
        model = batch.flush()
        # implied: the grid holds each digit n times (auto then searches with sat at once)
        model.add_redundant_count([model.names[v] for v in value], DIGITS[n], n, n)
        return model

    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        n, (R, C) = self.n, self.box
        digits = [str(d) for d in range(1, n + 1)]
        for i in range(n):
            for j in range(n):
                if grid[i][j] not in digits:
                    return f"{where((i, j))} is '{grid[i][j]}': a cell holds a digit 1 to {n}"
        units = ([("row", [(i, j) for j in range(n)]) for i in range(n)]
                 + [("column", [(i, j) for i in range(n)]) for j in range(n)]
                 + [("box", [(a + i, b + j) for i in range(R) for j in range(C)])
                    for a in range(0, n, R) for b in range(0, n, C)])
        cages: dict[int, list[Cell]] = {}
        for i in range(n):
            for j in range(n):
                cages.setdefault(self.room[i][j], []).append((i, j))
        units += [("cage", cells) for cells in cages.values()]
        for what, cells in units:
            values = [grid[i][j] for i, j in cells]
            twice = sorted({v for v in values if values.count(v) > 1}, key=int)
            if twice:
                return f"the {what} at {where(cells[0])} holds {twice[0]} twice"
        for cells in cages.values():
            sums = [self.clue[c] for c in cells if c in self.clue]
            total = sum(int(grid[i][j]) for i, j in cells)
            if sums and total != sums[0]:
                return f"the cage at {where(cells[0])} adds up to {total}, its sum says {sums[0]}"
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        text: dict = {c: (str(v), "#1a56db") for c, v in self.clue.items()}
        if solution is not None:
            for c, d in (self.digit_of[o] for o in solution if o in self.digit_of):
                text[c] = str(d)
        return {"text": text}

    @classmethod
    def maker(cls, m: int, n: int, rng, symmetry: str = "none") -> Made | None:
        """A random sudoku grid (a pattern's rows, columns, bands, stacks and digits permuted at
        random), cut into random cages of 1 to 4 cells (grown from the first free cell in reading
        order to a random free neighbour), each cage's sum written in its first cell; every sum
        is removable. None unless the grid is square, of 4 to 16 rows, with boxes
        (:func:`box_shape`'s).

        With a ``symmetry`` (``rot2``, ``rot4``, ``mirror``: :func:`~.grid.images`) the cages are
        symmetric (:func:`random_cages`), and so are the cells of their sums (:func:`summed_made`); the digits
        and the sums are not. rot4 is refused where the boxes are not square (an InputError): it
        turns a 6x6's 2x3 boxes into 3x2 ones, so the grid as drawn, boxes and cages, would not
        be symmetric under it."""
        if m != n or not 4 <= n <= 16:
            return None
        try:
            R, C = box_shape(n, None)
        except InputError:
            return None
        if symmetry == "rot4" and R != C:
            raise InputError(f"rot4 turns the {R}x{C} boxes of a {n}x{n} killer sudoku into {C}x{R} ones: its grid "
                             "is not symmetric under it", source="symmetry")
        answer = pattern_grid(R, C, rng)
        return summed_made(answer, random_cages(answer, rng, images(n, n, symmetry)), symmetry)

    @classmethod
    def repair(cls, made: Made, other: list[list[str]]) -> Made | None:
        """The cell nearest the middle where the other answer differs becomes a cage of its own
        (its sum its digit), the rest of its cage split into its connected pieces; in a symmetric
        draw each image of the cell too, so the cages stay symmetric."""
        answer, rooms = made.answer, [row[:] for row in made.rooms]
        n = len(answer)
        symmetry = getattr(made, "symmetry", "none")
        diff = [(i, j) for i in range(n) for j in range(n) if answer[i][j] != other[i][j]]
        if not diff:
            return None
        i, j = min(diff, key=lambda c: (abs(2 * c[0] - n) + abs(2 * c[1] - n), c))
        for f in images(n, n, symmetry):
            a, b = f(i, j)
            rooms[a][b] = max(max(r) for r in rooms) + 1
        return summed_made(answer, rooms, symmetry)


class _Read(KillerSudoku):
    """A killer sudoku as read, its model not built (its boxes come from ``--box``)."""

    def build(self) -> Model:
        return Model()


def random_cages(answer: list[list[str]], rng, maps) -> list[list[int]]:
    """Random cages of 1 to 4 cells, each cell's number its cage's, symmetric under ``maps``
    (:func:`~.grid.images`; the identity alone: no symmetry): a cage is grown from the first
    free cell in reading order to a random free neighbour whose digit it does not hold yet.
    From a cell that the symmetry moves, the cage grows together with its images, each image of
    a new cell joining the same image of the cage (the images kept apart, and each new digit
    new to its cage); from a cell that it fixes (the centre of an odd side, a cell of a mirror's
    middle column), the cage is its own image and grows by whole orbits, to 5 cells at most."""
    n = len(answer)
    rooms = [[-1] * n for _ in range(n)]

    def parts(c: Cell, fixed: bool) -> list[list[Cell]]:
        """What joins the cages with cell ``c``: its orbit (a cage that is its own image), or
        each of its images (the same image of the cage)."""
        return [sorted({f(*c) for f in maps})] if fixed else [[f(*c)] for f in maps]

    def joins(cages: list[list[Cell]], new: list[list[Cell]]) -> bool:
        """Whether the cells ``new`` (a part for each cage) are free and apart, each digit new to
        its cage."""
        cells = [x for part in new for x in part]
        return len(set(cells)) == len(cells) and all(rooms[a][b] < 0 for a, b in cells) and all(
            len({answer[a][b] for a, b in cage + part}) == len(cage) + len(part) for cage, part in zip(cages, new))

    count = 0
    for i in range(n):
        for j in range(n):
            if rooms[i][j] >= 0:
                continue
            size = rng.choice((1, 2, 2, 3, 3, 3, 4, 4))
            fixed = all(f(i, j) == (i, j) for f in maps)
            cages = [[(i, j)]] if fixed else [[f(i, j)] for f in maps]
            for k, cage in enumerate(cages):
                for a, b in cage:
                    rooms[a][b] = count + k
            while len(cages[0]) < size:
                free = sorted({nb for c in cages[0] for _, nb in neighbours(n, n, c) if joins(cages, parts(nb, fixed))})
                if not free:
                    break
                for k, part in enumerate(parts(rng.choice(free), fixed)):
                    cages[k] += part
                    for a, b in part:
                        rooms[a][b] = count + k
            count += len(cages)
    return rooms


def summed_made(answer: list[list[str]], rooms: list[list[int]], symmetry: str) -> SymmetricMade:
    """The puzzle of an answer and cages (split into connected pieces, numbered from 0 in reading
    order): each cage's sum in its first cell, every sum removable. Under a ``symmetry`` (the
    cages symmetric) the images of a cage have their sums in the same images of that cell, and
    a cage that is its own image has its sum in its first cell that the symmetry fixes, so the
    sums lie in whole orbits. Each such cage has one: :func:`random_cages` grows it from one, and a
    repair takes whole orbits out of it, which leaves none of its pieces its own image without
    one (a piece of 5 cells at most cannot go round the centre)."""
    n = len(answer)
    maps = images(n, n, symmetry)
    number = [[-1] * n for _ in range(n)]
    pieces: list[list[Cell]] = []
    for i in range(n):
        for j in range(n):
            if number[i][j] >= 0:
                continue
            piece = [(i, j)]
            number[i][j] = len(pieces)
            for a, b in piece:
                for _, (c, d) in neighbours(n, n, (a, b)):
                    if number[c][d] < 0 and rooms[c][d] == rooms[i][j]:
                        number[c][d] = len(pieces)
                        piece.append((c, d))
            pieces.append(piece)
    cells = [["-"] * n for _ in range(n)]
    done: set[int] = set()
    for k, piece in enumerate(pieces):
        if k in done:
            continue
        first = piece[0]
        if all(number[f(*first)[0]][f(*first)[1]] == k for f in maps):
            heads = [min(c for c in piece if all(f(*c) == c for f in maps))]
        else:
            heads = [f(*first) for f in maps]
        for i, j in heads:
            done.add(number[i][j])
            cells[i][j] = str(sum(int(answer[a][b]) for a, b in pieces[number[i][j]]))
    removable = [(i, j) for i in range(n) for j in range(n) if cells[i][j] != "-"]
    return SymmetricMade(cells, removable, number, answer=[row[:] for row in answer], symmetry=symmetry)
