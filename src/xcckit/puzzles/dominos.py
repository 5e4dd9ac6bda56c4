"""Dominos (janko.at's; Dominosa): a grid of the numbers 0..n is to be cut into the full set of
dominoes 0-0, 0-1, ..., 0-n, 1-1, ..., n-n, each exactly once.

Rules: every cell lies in exactly one domino, two neighbouring cells; a domino is the unordered
pair of the two numbers it covers; each of the (n+1)(n+2)/2 dominoes of the set appears exactly
once. The grid has (n+1)(n+2) cells (janko.at's: (n+1) rows of n+2 numbers, e.g. 7×8 for n = 6).

Notation (janko.at's, puzzlekit's ``dominos``): ``R C``, then R rows of numbers 0..n. pzprjs has
no dominos (its ``dominion`` is another genre): no URLs. Answer: each cell the number of its
domino in the set's order 0-0 = 0, 0-1 = 1, ..., 0-n = n, 1-1 = n + 1, ..., n-n (as puzzlekit's
example writes it), so that an answer is written one way only.

The model is Knuth's, an exact cover without colours (the problem Algorithm C was made for): a
primary item per cell (``ci.j``) and per domino ``{a, b}`` (``da.b``), and an option per pair of
neighbouring cells, covering the two cells and the domino of their two numbers. Every backend
solves, counts and proves it unique.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from ..errors import InputError
from ..model import Model
from .kit.batch import Batch
from .kit.drawing import picture
from .kit.genre import AtCell, Genre, Made
from .kit.grid import Cell, regions_of, where


def set_size(cells: int) -> int | None:
    """The n of a domino set 0..n whose (n+1)(n+2) halves fill ``cells`` cells; None where none does."""
    k = (math.isqrt(4 * cells + 1) - 1) // 2  # (k(k+1) = cells, k = n + 1)
    return k - 1 if k >= 1 and k * (k + 1) == cells else None


def domino_number(a: int, b: int, top: int) -> int:
    """The number of the domino {a, b} in the set 0..``top`` (0-0, 0-1, ..., 0-top, 1-1, ...)."""
    a, b = min(a, b), max(a, b)
    return a * (top + 1) - a * (a - 1) // 2 + (b - a)


def domino_name(number: int, top: int) -> str:
    """``a-b`` for the domino of ``number`` in the set 0..``top``."""
    for a in range(top + 1):
        row = top + 1 - a
        if number < row:
            return f"{a}-{a + number}"
        number -= row
    raise ValueError(number)


def size_words(m: int, n: int) -> str:
    """Why an m×n grid holds no domino set, in words."""
    return (f"a dominos grid holds each domino of a set 0..n once: (n+1)(n+2) cells (2, 6, 12, 20, 30, 42, 56, "
            f"...: 1×2, 2×3, 3×4, ..., 7×8), not {m}×{n} = {m * n}")


class Dominos(Genre):
    """``Dominos(cells)``: rows of cell strings, each a number 0..n."""

    kind = "dominos"
    numbered_regions = True
    url_names = ()
    notations = ("janko",)

    cell_tokens: dict[str, object] = {}
    least = 0
    cell_words = "a cell is a number from 0"

    def check(self) -> int:
        """The set's n; a grid of another size, or a number beyond n: an InputError."""
        top = set_size(self.m * self.n)
        if top is None:
            raise InputError(size_words(self.m, self.n), source=self.kind)
        for c, k in sorted(self.clue.items()):
            if k > top:
                raise AtCell(self.kind, c, f"{k} is no number of a {self.m}×{self.n} dominos (0 to {top})")
        return top

    def build(self) -> Model:
        self.top = top = self.check()
        m, n = self.m, self.n
        model = Model()
        model.add_items([f"c{i}.{j}" for i in range(m) for j in range(n)])
        model.add_items([f"d{a}.{b}" for a in range(top + 1) for b in range(a, top + 1)])
        batch = Batch(model)
        self.pieces: list[tuple[Cell, Cell]] = []
        for i in range(m):
            for j in range(n):
                for c in ((i, j + 1), (i + 1, j)):
                    if c[0] < m and c[1] < n:
                        d = domino_number(self.clue[i, j], self.clue[c], top)
                        batch.add([i * n + j, c[0] * n + c[1], m * n + d], [0, 0, 0], ordered=True)
                        self.pieces.append(((i, j), c))
        return batch.flush()

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        out = [["-"] * self.n for _ in range(self.m)]
        for o in solution:
            a, b = self.pieces[o]
            out[a[0]][a[1]] = out[b[0]][b[1]] = str(domino_number(self.clue[a], self.clue[b], self.top))
        return out

    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        m, n = self.m, self.n
        top = set_size(m * n)
        count = (top + 1) * (top + 2) // 2
        number = {(i, j): int(self.cells[i][j]) for i in range(m) for j in range(n)}
        label: dict[str, list[Cell]] = {}
        for i in range(m):
            for j in range(n):
                t = grid[i][j]
                if t == "-":
                    return f"{where((i, j))} is in no domino"
                if not (t.isascii() and t.isdigit()) or int(t) >= count:
                    return f"{where((i, j))} is '{t}': a cell holds the number of its domino (0 to {count - 1})"
                label.setdefault(str(int(t)), []).append((i, j))
        pieces: list[tuple[str, list[Cell]]] = []
        for t, cells in label.items():
            parts = regions_of(set(cells))
            for part in parts:
                if len(part) != 2:
                    shown = ", ".join(where(c) for c in sorted(part))
                    return (f"domino {t} at {where(min(part))} is {len(part)} cell{'s' if len(part) > 1 else ''} "
                            f"({shown}): a domino is two neighbouring cells")
                pieces.append((t, sorted(part)))
        pieces.sort(key=lambda p: p[1][0])
        seen: dict[tuple[int, int], Cell] = {}
        for t, (a, b) in pieces:
            pair = tuple(sorted((number[a], number[b])))
            if pair in seen:
                return f"the domino {pair[0]}-{pair[1]} is used twice ({where(seen[pair])} and {where(a)})"
            seen[pair] = a
        for x in range(top + 1):
            for y in range(x, top + 1):
                if (x, y) not in seen:
                    return f"the domino {x}-{y} is missing"
        for t, (a, b) in pieces:
            x, y = sorted((number[a], number[b]))
            own = domino_number(x, y, top)
            if int(t) != own:
                return (f"the domino {x}-{y} at {where(a)} is numbered {t} ({domino_name(int(t), top)}'s number): "
                        f"its number is {own}")
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        return {"text": {c: str(k) for c, k in self.clue.items()}}

    def svg(self, solution: Sequence[int] | None = None) -> str:
        room = None if solution is None else [[int(t) for t in row] for row in self.grid(solution)]
        return picture(self.m, self.n, room=room, **self.draw(solution))

    # ------------------------------------------------------------------ the maker
    @classmethod
    def maker(cls, m: int, n: int, rng) -> Made | None:
        """A random tiling of the grid by dominoes (:func:`random_tiling`), the set's dominoes
        dealt to its tiles at random, each turned at random; the numbers read off are the puzzle.
        Every number is needed (none removable); a draw with a second answer is repaired by
        trading two tiles' dominoes (:meth:`repair`). A size that is no (n+1)(n+2) cells is refused."""
        top = set_size(m * n)
        if top is None:
            raise InputError(size_words(m, n).replace("×", "x"), source="size")
        tiles = random_tiling(m, n, rng)
        if tiles is None:
            return None
        dominoes = [(a, b) for a in range(top + 1) for b in range(a, top + 1)]
        rng.shuffle(dominoes)
        cells = [["0"] * n for _ in range(m)]
        answer = [["-"] * n for _ in range(m)]
        for (p, q), (a, b) in zip(tiles, dominoes):
            if rng.random() < 0.5:
                a, b = b, a
            cells[p[0]][p[1]], cells[q[0]][q[1]] = str(a), str(b)
            answer[p[0]][p[1]] = answer[q[0]][q[1]] = str(domino_number(a, b, top))
        return Made(cells, [], answer=answer, how="a random tiling by dominoes, the set dealt to it at random")

    @classmethod
    def made(cls, cells: Sequence[Sequence[str]], drawn: Made) -> "Dominos":
        return cls(cells)

    @classmethod
    def repair(cls, made: Made, other, tries: int = 200) -> Made | None:
        """Two tiles of the answer trade their dominoes (each turned at random), one of them a
        tile the other answer does not have: the answer keeps the whole set, and the trade is
        kept where the other answer's tiling then covers some domino twice (it answers no more).
        The answer's numbers follow the dominoes. Up to ``tries`` trades drawn (from a generator
        seeded by the puzzle, so that a repair is the same each time); None where none rules the
        other answer out."""
        cells = [list(row) for row in made.cells]
        m, n = len(cells), len(cells[0])
        top = set_size(m * n)
        mine, theirs = _tiles(made.answer), _tiles(other)
        if mine is None or theirs is None:
            return None
        apart = [t for t in mine if t not in set(theirs)]
        if not apart:
            return None
        rng = random.Random(" ".join(" ".join(row) for row in cells))
        for _ in range(tries):
            s, t = rng.choice(apart), rng.choice(mine)
            if s == t:
                continue
            new = [row[:] for row in cells]
            (a, b), (c, d) = s, t
            x, y = [cells[a[0]][a[1]], cells[b[0]][b[1]]], [cells[c[0]][c[1]], cells[d[0]][d[1]]]
            if rng.random() < 0.5:
                x.reverse()
            if rng.random() < 0.5:
                y.reverse()
            new[a[0]][a[1]], new[b[0]][b[1]] = y
            new[c[0]][c[1]], new[d[0]][d[1]] = x
            used = {tuple(sorted((int(new[p[0]][p[1]]), int(new[q[0]][q[1]])))) for p, q in theirs}
            if len(used) == len(theirs):
                continue  # (the other tiling still covers every domino once)
            answer = [["-"] * n for _ in range(m)]
            for p, q in mine:
                answer[p[0]][p[1]] = answer[q[0]][q[1]] = str(
                    domino_number(int(new[p[0]][p[1]]), int(new[q[0]][q[1]]), top))
            return Made(new, [], answer=answer, how=made.how)
        return None


def _tiles(answer) -> list[tuple[Cell, Cell]] | None:
    """The tiles of an answer's grid (cells with the same number, two by two), in order of their
    first cells; None where a number holds other than two cells."""
    by: dict[str, list[Cell]] = {}
    for i, row in enumerate(answer):
        for j, t in enumerate(row):
            by.setdefault(t, []).append((i, j))
    if any(len(cells) != 2 for cells in by.values()):
        return None
    return sorted((cells[0], cells[1]) for cells in by.values())


def random_tiling(m: int, n: int, rng, budget: int | None = None) -> list[tuple[Cell, Cell]] | None:
    """A random tiling of the m×n grid by dominoes, as pairs of cells: the first free cell in
    reading order is paired with its right or its lower neighbour, in a random order, with
    backtracking (at most ``budget`` steps, default 50·m·n); None where m·n is odd or the
    search ran out of steps."""
    if m * n % 2:
        return None
    free = [[True] * n for _ in range(m)]
    tiles: list[tuple[Cell, Cell]] = []
    steps = 0
    limit = budget if budget is not None else 50 * m * n

    def search(k: int) -> bool:
        nonlocal steps
        while k < m * n and not free[k // n][k % n]:
            k += 1
        if k == m * n:
            return True
        steps += 1
        if steps > limit:
            return False
        i, j = divmod(k, n)
        ways = [c for c in ((i, j + 1), (i + 1, j)) if c[0] < m and c[1] < n and free[c[0]][c[1]]]
        rng.shuffle(ways)
        for c in ways:
            free[i][j] = free[c[0]][c[1]] = False
            tiles.append(((i, j), c))
            if search(k + 1):
                return True
            tiles.pop()
            free[i][j] = free[c[0]][c[1]] = True
        return False

    return tiles if search(0) else None
