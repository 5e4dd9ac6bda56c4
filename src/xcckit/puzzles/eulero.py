"""Eulero (janko.at's; a Graeco-Latin square): each cell of an n×n grid holds a letter A.. and a
digit 1..n.

Rules: each row and each column holds each letter once and each digit once; every pair of a
letter and a digit appears in exactly one cell; a letter or a digit given in a cell stays.

Notation (janko.at's, puzzlekit's ``eulero``): ``N N``, then N rows of cells, each two figures:
the first the letter (1 = A, 2 = B, ...; 0: not given), the second the digit (0: not given), so
``00`` is an empty cell, ``20`` gives the letter B, ``01`` the digit 1, ``14`` both. pzprjs has
no eulero: no URLs. Answer: each cell as two figures, its letter's number and its digit (``31``:
C and 1), as puzzlekit prints it.

The model is Knuth's, an exact cover without colours: primary items ``pi.j`` (the cell holds a
pair), ``ri.La`` and ``ri.db`` (row i holds letter a, digit b), ``cj.La`` and ``cj.db`` (column j
likewise) and ``Pa.b`` (the pair of letter a and digit b is placed), and an option per cell,
letter and digit that the givens allow, covering its six items. A letter given in a cell is
offered to no other cell of its row or column, nor a digit; a pair given whole to no other cell.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import InputError
from ..model import Model
from .kit.batch import Batch
from .kit.genre import AtCell, Genre, Made
from .kit.grid import Cell, where

MOST = 9
"""The largest side the notation can write (a figure per letter and per digit)."""


def letter(a: int) -> str:
    return chr(ord("A") + a - 1)


class Eulero(Genre):
    """``Eulero(cells)``: rows of cell strings, each two figures (letter, digit; 0 not given)."""

    kind = "eulero"
    url_names = ()
    notations = ("janko",)

    cell_words = "a cell is two figures, the letter (1 = A, ...) and the digit, 0 where not given (00: empty)"

    @classmethod
    def read_cell(cls, tok: str) -> object:
        """``(letter, digit)``, each a number from 1 or None where not given; None for ``00``."""
        if len(tok) != 2 or not tok.isdigit() or not tok.isascii():
            raise ValueError(cls.cell_words)
        a, b = int(tok[0]), int(tok[1])
        if a == 0 and b == 0:
            return None
        return (a or None, b or None)

    def check(self) -> None:
        """A grid not square, larger than 9, or a letter or digit beyond n: an InputError."""
        n = self.n
        if self.m != n:
            raise InputError(f"an eulero is square, not {self.m}×{n}", source=self.kind)
        if n > MOST:
            raise InputError(f"an eulero's notation writes a figure per letter and digit: at most 9×9, not {n}×{n}",
                             source=self.kind)
        for c, (a, b) in self.clue.items():
            if a is not None and a > n:
                raise AtCell(self.kind, c, f"letter {a} ({letter(a)}) is no letter of a {n}×{n} eulero (1 to {n})")
            if b is not None and b > n:
                raise AtCell(self.kind, c, f"{b} is no digit of a {n}×{n} eulero (1 to {n})")

    def build(self) -> Model:
        self.check()
        n = self.n
        N = range(1, n + 1)
        row_l = [set() for _ in range(n)]
        row_d = [set() for _ in range(n)]
        col_l = [set() for _ in range(n)]
        col_d = [set() for _ in range(n)]
        pairs: set[tuple[int, int]] = set()
        for (i, j), (a, b) in self.clue.items():
            if a is not None:
                row_l[i].add(a)
                col_l[j].add(a)
            if b is not None:
                row_d[i].add(b)
                col_d[j].add(b)
            if a is not None and b is not None:
                pairs.add((a, b))
        model = Model()
        cell = model.add_items([f"p{i}.{j}" for i in range(n) for j in range(n)])
        rl = model.add_items([f"r{i}.L{a}" for i in range(n) for a in N])
        rd = model.add_items([f"r{i}.d{b}" for i in range(n) for b in N])
        cl = model.add_items([f"c{j}.L{a}" for j in range(n) for a in N])
        cd = model.add_items([f"c{j}.d{b}" for j in range(n) for b in N])
        pair = model.add_items([f"P{a}.{b}" for a in N for b in N])
        batch = Batch(model)
        self.pair_of: dict[int, tuple[Cell, int, int]] = {}
        for i in range(n):
            for j in range(n):
                ga, gb = self.clue.get((i, j), (None, None))
                letters = [ga] if ga is not None else [a for a in N if a not in row_l[i] and a not in col_l[j]]
                digits = [gb] if gb is not None else [b for b in N if b not in row_d[i] and b not in col_d[j]]
                whole = ga is not None and gb is not None
                for a in letters:
                    for b in digits:
                        if (a, b) in pairs and not whole:
                            continue
                        items = [cell[i * n + j], rl[i * n + a - 1], rd[i * n + b - 1], cl[j * n + a - 1],
                                 cd[j * n + b - 1], pair[(a - 1) * n + b - 1]]
                        self.pair_of[batch.add(items, [0] * 6, ordered=True)] = ((i, j), a, b)
        return batch.flush()

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        out = [["00"] * self.n for _ in range(self.m)]
        for o in solution:
            if o in self.pair_of:
                (i, j), a, b = self.pair_of[o]
                out[i][j] = f"{a}{b}"
        return out

    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        n = self.n
        figures = {str(k) for k in range(1, n + 1)}
        for i in range(n):
            for j in range(n):
                t = grid[i][j]
                if len(t) != 2 or t[0] not in figures or t[1] not in figures:
                    return (f"{where((i, j))} is '{t}': a cell holds a letter 1 to {n} and a digit 1 to {n} "
                            f"(two figures)")
                given = self.cells[i][j]
                if given[0] != "0" and t[0] != given[0]:
                    return f"{where((i, j))} is given the letter {letter(int(given[0]))}, the answer has {letter(int(t[0]))}"
                if given[1] != "0" and t[1] != given[1]:
                    return f"{where((i, j))} is given the digit {given[1]}, the answer has {t[1]}"
        units = ([("row", [(i, j) for j in range(n)]) for i in range(n)]
                 + [("column", [(i, j) for i in range(n)]) for j in range(n)])
        for what, cells in units:
            for k, name in ((0, "letter"), (1, "digit")):
                seen: set[str] = set()
                for i, j in cells:
                    x = grid[i][j][k]
                    if x in seen:
                        shown = letter(int(x)) if k == 0 else x
                        return f"the {what} at {where(cells[0])} holds the {name} {shown} twice"
                    seen.add(x)
        placed: dict[str, Cell] = {}
        for i in range(n):
            for j in range(n):
                t = grid[i][j]
                if t in placed:
                    return f"the pair {letter(int(t[0]))}{t[1]} is in {where(placed[t])} and {where((i, j))}"
                placed[t] = (i, j)
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        text: dict = {}
        for c, (a, b) in self.clue.items():
            text[c] = (letter(a) if a else "") + (str(b) if b else "")
        if solution is not None:
            for c, a, b in (self.pair_of[o] for o in solution if o in self.pair_of):
                if self.clue.get(c, (None, None)) != (a, b):
                    text[c] = (f"{letter(a)}{b}", "#1a56db")
        return {"text": text}

    # ------------------------------------------------------------------ the maker
    @classmethod
    def maker(cls, m: int, n: int, rng) -> Made | None:
        """A random Graeco-Latin square (:func:`graeco_latin`), each cell giving its letter or its
        digit (at random), every one removable; the puzzle with every clue has one answer more
        often than not, and :meth:`repair` gives a cell both where it has another. No Graeco-Latin
        square has order 2 or 6: those sizes are refused, as is a grid not square or beyond 9."""
        if m != n:
            raise InputError(f"an eulero is square, not {m}x{n}", source="size")
        if n in (2, 6):
            raise InputError(f"there is no Graeco-Latin square of order 2 or 6: no {n}x{n} eulero",
                             source="size")
        if n > MOST:
            raise InputError(f"the eulero maker makes 1x1 to 9x9 grids (a figure per letter and digit), not {m}x{n}",
                             source="size")
        answer = graeco_latin(n, rng)
        if answer is None:
            return None
        cells = [[t[0] + "0" if rng.random() < 0.5 else "0" + t[1] for t in row] for row in answer]
        return Made(cells, [(i, j) for i in range(n) for j in range(n)], answer=answer,
                    how="a random Graeco-Latin square, each cell giving its letter or its digit")

    @classmethod
    def made(cls, cells: Sequence[Sequence[str]], drawn: Made) -> "Eulero":
        return cls(cells)

    @classmethod
    def emptied(cls, tok: str) -> str:
        return "00"

    @classmethod
    def clue_at(cls, made: Made, i: int, j: int) -> str | None:
        return made.answer[i][j]

    @classmethod
    def repair(cls, made: Made, other) -> Made | None:
        """The cell nearest the middle where the other answer differs is given its letter and
        its digit both."""
        answer = made.answer
        n = len(answer)
        diff = [(i, j) for i in range(n) for j in range(n) if answer[i][j] != other[i][j]]
        if not diff:
            return None
        i, j = min(diff, key=lambda c: (abs(2 * c[0] - n + 1) + abs(2 * c[1] - n + 1), c))
        cells = [row[:] for row in made.cells]
        cells[i][j] = answer[i][j]
        removable = sorted(set(made.removable) | {(i, j)})
        return Made(cells, removable, answer=answer, how=made.how)


def graeco_latin(n: int, rng, budget: int | None = None, tries: int = 30) -> list[list[str]] | None:
    """A random Graeco-Latin square of order n as rows of two-figure cells. Up to order 5, a search
    that places a pair in the cell with the fewest pairs left (its pairs tried in a random order),
    started anew after ``budget`` steps (default 20·n²), ``tries`` times; beyond (where that search
    loses itself: none found in 10 tries of 7×7 to 9×9), the square (i + j, 2·i + j) over GF(n)
    with its rows, columns, letters and digits permuted at random (:func:`_field_square`). None
    where neither gives one (n = 2 or 6, or a search out of luck).
    """
    if n == 1:
        return [["11"]]
    if n > 5:
        return _field_square(n, rng)
    full = (1 << n) - 1
    limit = budget if budget is not None else 20 * n * n
    for _ in range(tries):
        rl, rd, cl, cd = [0] * n, [0] * n, [0] * n, [0] * n
        used = [0] * n  # used[a]: the digits letter a has been paired with
        grid: list[tuple[int, int] | None] = [None] * (n * n)
        steps = 0

        def search(left: int) -> bool:
            nonlocal steps
            if left == 0:
                return True
            steps += 1
            if steps > limit:
                return False
            best: list[tuple[int, int, int]] | None = None
            for k in range(n * n):
                if grid[k] is not None:
                    continue
                i, j = divmod(k, n)
                fl = full & ~(rl[i] | cl[j])
                fd = full & ~(rd[i] | cd[j])
                cand = [(k, a, b) for a in range(n) if fl >> a & 1 for b in range(n)
                        if fd >> b & 1 and not used[a] >> b & 1]
                if not cand:
                    return False
                if best is None or len(cand) < len(best):
                    best = cand
                    if len(cand) == 1:
                        break
            rng.shuffle(best)
            for k, a, b in best:
                i, j = divmod(k, n)
                rl[i] |= 1 << a
                cl[j] |= 1 << a
                rd[i] |= 1 << b
                cd[j] |= 1 << b
                used[a] |= 1 << b
                grid[k] = (a, b)
                if search(left - 1):
                    return True
                rl[i] &= ~(1 << a)
                cl[j] &= ~(1 << a)
                rd[i] &= ~(1 << b)
                cd[j] &= ~(1 << b)
                used[a] &= ~(1 << b)
                grid[k] = None
            return False

        if search(n * n):
            return [[f"{grid[i * n + j][0] + 1}{grid[i * n + j][1] + 1}" for j in range(n)] for i in range(n)]
    return _field_square(n, rng)


def _field_square(n: int, rng) -> list[list[str]] | None:
    """(a·i + j, b·i + j) over GF(n), a ≠ b nonzero, for n a prime power up to 9, rows, columns,
    letters and digits permuted at random; None for any other n."""
    fields = {3: (3, 1), 4: (2, 2), 5: (5, 1), 7: (7, 1), 8: (2, 3), 9: (3, 2)}
    if n not in fields:
        return None
    p, e = fields[n]
    if e == 1:
        add = lambda x, y: (x + y) % p  # noqa: E731
        mul = lambda x, y: (x * y) % p  # noqa: E731
    else:
        # GF(p^e) as polynomials over GF(p), numbers in base p, modulo an irreducible polynomial
        modulus = {4: [1, 1, 1], 8: [1, 1, 0, 1], 9: [1, 0, 1]}[n]  # x²+x+1, x³+x+1, x²+1 (low first)

        def digits(x):
            return [(x // p ** k) % p for k in range(e)]

        def number(ds):
            return sum(d * p ** k for k, d in enumerate(ds))

        def add(x, y):
            return number([(u + v) % p for u, v in zip(digits(x), digits(y))])

        def mul(x, y):
            prod = [0] * (2 * e - 1)
            for s, u in enumerate(digits(x)):
                for t, v in enumerate(digits(y)):
                    prod[s + t] = (prod[s + t] + u * v) % p
            for k in range(2 * e - 2, e - 1, -1):
                c = prod[k]
                if c:
                    for s in range(e + 1):
                        prod[k - e + s] = (prod[k - e + s] - c * modulus[s]) % p
            return number(prod[:e])
    rows, cols = rng.sample(range(n), n), rng.sample(range(n), n)
    lets, digs = rng.sample(range(1, n + 1), n), rng.sample(range(1, n + 1), n)
    return [[f"{lets[add(rows[i], cols[j])]}{digs[add(mul(2, rows[i]), cols[j])]}"
             for j in range(n)] for i in range(n)]
