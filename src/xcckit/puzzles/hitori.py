"""Hitori: shade cells so that no number repeats among the unshaded cells of a row or column.

Rules: shaded cells are never side by side; the unshaded cells are connected; in each row and
each column, no number is on two unshaded cells.

Notation (janko.at's, puzzlekit's ``hitori``): ``R C``, then R rows of numbers (``-``: a cell
without a number, which pzprjs allows: it may be shaded or not and repeats nothing); puzz.link
``hitori`` URLs. Answer: ``x`` shaded, ``-`` unshaded.

The model (:class:`~.patterns.Patterns`, whose options carry local patterns): a cell's options
colour it and neighbours of it, shaded with those neighbours unshaded or unshaded with any of
their colourings; inside the grid the neighbours below and to the right, which says "never side
by side" once for each pair; on the edge every neighbour, leaving out the colouring that walls
the cell off (all its neighbours shaded, which cuts it from the unshaded cells beyond them: a
corner closed by two shaded cells is what most wrong candidates have; inside, the same rule took
16 options a cell where 5 do, and made 20x20 puzzles 20 % slower in all, the connectivity cuts it
saved costing less than the options). Each set of cells of a row
or column sharing a number is an item whose options are the ways to leave at most one of them
unshaded. The unshaded cells are a connected constraint. Every item (but a set of more than six
cells sharing a number) is a table of allowed colourings: the SAT translation has one variable
per cell and no variable per option.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import InputError
from ..model import Model
from .kit.patterns import NEIGHBOURHOODS, OPEN, SHADED, Patterns
from .kit import rules
from .kit.grid import Cell, neighbours, still_joined, where
from .kit.cellmodels import connected_model
from .kit.genre import Genre, Made, shaded_rows

DIGITS36 = "0123456789abcdefghijklmnopqrstuvwxyz"

class Hitori(Genre):
    """``Hitori(cells)``: rows of cell strings, a number or '-'."""

    kind = "hitori"
    shading = SHADED
    url_names = ("hitori",)

    cell_tokens = {"-": None}
    least = 0
    cell_words = "a cell is a number or '-' (a cell without a number)"

    def repeats(self) -> list[list[Cell]]:
        """The sets of two or more cells of a row or a column that share a number (rows first)."""
        lines = [[(i, j) for j in range(self.n)] for i in range(self.m)]
        lines += [[(i, j) for i in range(self.m)] for j in range(self.n)]
        out = []
        for line in lines:
            by_number: dict[int, list[Cell]] = {}
            for c in line:
                if c in self.clue:
                    by_number.setdefault(self.clue[c], []).append(c)
            out += [group for group in by_number.values() if len(group) > 1]
        return out

    def build(self) -> Model:
        m, n = self.m, self.n
        cells = self.cells_model = Patterns(m, n, SHADED + OPEN)
        near = {(i, j): [c for c in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1)) if 0 <= c[0] < m and 0 <= c[1] < n]
                for i in range(m) for j in range(n)}
        for c, around in near.items():
            if len(around) == 4:  # inside: the cell and its neighbours below and to the right
                later = [d for d in around if d > c]
                cells.options(c, [c, *later], NEIGHBOURHOODS[2, False])
            else:  # on the edge: every neighbour, and not walled off by them
                walled = any(len(near[nb]) > 1 for nb in around)
                cells.options(c, [c, *around], NEIGHBOURHOODS[len(around), walled])
        for k, group in enumerate(self.repeats()):
            name = cells.primary(f"d{k}")
            rows = ["".join(OPEN if j == keep else SHADED for j in range(len(group))) for keep in range(-1, len(group))]
            cells.options(name, group, rows)  # at most one of them unshaded
        return connected_model(cells, OPEN)

    def verify(self, answer) -> str | None:
        shaded = self.shaded_in(answer)
        if isinstance(shaded, str):
            return shaded
        m, n = self.m, self.n
        broken = rules.shaded_apart(shaded)
        if broken:
            return broken
        for name, line in [(f"row {i + 1}", [(i, j) for j in range(n)]) for i in range(m)] + \
                          [(f"column {j + 1}", [(i, j) for i in range(m)]) for j in range(n)]:
            seen: dict[int, Cell] = {}
            for c in line:
                if c in shaded or self.clue.get(c) is None:
                    continue
                if self.clue[c] in seen:
                    return (f"{name} holds the number {self.clue[c]} in two unshaded cells, "
                            f"{where(seen[self.clue[c]])} and {where(c)}")
                seen[self.clue[c]] = c
        return rules.unshaded_joined(shaded, m, n)

    def draw(self, solution: Sequence[int] | None) -> dict:
        if solution is None:
            return {"text": {c: str(v) for c, v in self.clue.items()}}
        colour = self.cells_model.colouring(solution)
        shaded = [c for c, k in colour.items() if k == SHADED]
        text = {c: (str(v), "white" if colour[c] == SHADED else "black") for c, v in self.clue.items()}
        return {"text": text, "shaded": shaded}

    @classmethod
    def maker(cls, m: int, n: int, rng) -> Made | None:
        """A random shading that cannot grow (each cell in a random order is shaded when none of
        its neighbours is and the unshaded cells stay connected: a puzzle with one answer needs
        that, since shading one more cell breaks no number rule), numbers from a random Latin
        rectangle on the unshaded cells, and on each shaded cell the number of an unshaded cell of
        its row or column. Every number is needed: none is removable."""
        shaded = _maximal_shading(m, n, rng)
        size = max(m, n)
        symbols = list(range(1, size + 1))
        rng.shuffle(symbols)
        a, b = rng.sample(range(size), m), rng.sample(range(size), n)
        number = [[symbols[(a[i] + b[j]) % size] for j in range(n)] for i in range(m)]
        for i, j in sorted(shaded):
            row = {number[i][k] for k in range(n) if (i, k) not in shaded and abs(k - j) > 1}
            col = {number[k][j] for k in range(m) if (k, j) not in shaded and abs(k - i) > 1}
            both = sorted(row & col) or sorted(row | col)
            if not both:  # (only unshaded neighbours in its lines)
                both = [number[a][b] for _, (a, b) in neighbours(m, n, (i, j))]
            number[i][j] = rng.choice(both)
        cells = [[str(v) for v in row] for row in number]
        answer = shaded_rows(m, n, shaded)
        return Made(cells, [], answer=answer)

    @classmethod
    def decode(cls, rows: int, cols: int, body: list[str]):
        text = body[0] if body else ""
        numbers: list[int | None] = []
        k = 0
        while k < len(text) and len(numbers) < rows * cols:
            ch = text[k]
            if ch in DIGITS36:
                numbers.append(int(ch, 36))
            elif ch == "-":
                digits = text[k + 1:k + 3]
                if len(digits) != 2 or any(d not in DIGITS36 for d in digits):
                    raise InputError(f"URL body '{text}': '-' must be followed by 2 base-36 digits", source="URL")
                numbers.append(int(digits, 36))
                k += 2
            elif ch == ".":
                numbers.append(None)
            elif ch in "%@":
                raise InputError(f"URL body '{text}': a number not given ('{ch}') is, in pzprjs, one number shared by "
                                 "every such cell, which hitori's rows and columns of numbers cannot say: write a "
                                 "number there", source="URL")
            else:
                raise InputError(f"URL body '{text}': unexpected character '{ch}' in the cells' numbers", source="URL")
            k += 1
        if len(numbers) < rows * cols:
            raise InputError(f"URL body '{text}': ends after {len(numbers)} of the grid's {rows * cols} cells (the "
                             "URL is cut short)", source="URL")
        return [[("-" if v is None else str(v)) for v in numbers[i * cols:(i + 1) * cols]] for i in range(rows)], None

    def encode(self) -> str:
        out = []
        for i in range(self.m):
            for j in range(self.n):
                v = self.clue.get((i, j))
                if v is None:
                    out.append(".")
                elif v < 36:
                    out.append(DIGITS36[v])
                elif v < 36 * 36:
                    out.append("-" + DIGITS36[v // 36] + DIGITS36[v % 36])
                else:
                    raise InputError(f"the number {v} at {where((i, j))} is too large for a puzz.link hitori URL "
                                     "(at most 1295)", source="url")
        return "".join(out)


def _maximal_shading(m: int, n: int, rng) -> set[Cell]:
    """Shaded cells, none side by side, the rest connected, and no cell could be added: each cell
    in a random order is shaded when that keeps the rules (a cell refused stays refused, since
    more shading only makes both rules harder)."""
    order = [(i, j) for i in range(m) for j in range(n)]
    rng.shuffle(order)
    shaded: set[Cell] = set()
    for c in order:
        near = [nb for _, nb in neighbours(m, n, c)]
        if not near or any(nb in shaded for nb in near):
            continue
        if still_joined(m, n, shaded, c, near):
            shaded.add(c)
    return shaded
