"""n queens: n queens on an n×n board, no two in a row, a column or a diagonal.

``queens N [--distinct]``. Knuth's QUEENS-DLX, line for line (TAOCP 7.2.2.1): a primary item
per row ``rI`` and per column ``cJ`` (each covered exactly once), declared from the middle out
(``r2 c2 r1 c1 r3 c3 r0 c0`` for n = 4, so that MRV's ties go to the central lines), and a secondary
item per diagonal ``aK`` (K = i + j) and anti-diagonal ``bK`` (K = j − i + n − 1) of two squares
or more (the corners' one-square diagonals constrain nothing), indices in base 36 beyond 9; an
option per square, row by row, ``rI cJ aK bK``. With ``--distinct`` a count also gives the solutions up to the eight symmetries
of the square (Burnside's lemma over the solutions each symmetry fixes, as macmahon's
``--canonical``).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import InputError, shorten
from ..model import Model
from .. import memory
from . import Puzzle, as_flags, index_name, split_args, svg_open

# The symmetries of the square on (row, column) of an n×n board, the identity first.
SYMMETRIES = (
    ("identity", lambda i, j, n: (i, j)),
    ("rotation by 90°", lambda i, j, n: (j, n - 1 - i)),
    ("rotation by 180°", lambda i, j, n: (n - 1 - i, n - 1 - j)),
    ("rotation by 270°", lambda i, j, n: (n - 1 - j, i)),
    ("reflection in the vertical axis", lambda i, j, n: (i, n - 1 - j)),
    ("reflection in the horizontal axis", lambda i, j, n: (n - 1 - i, j)),
    ("reflection in the main diagonal", lambda i, j, n: (j, i)),
    ("reflection in the other diagonal", lambda i, j, n: (n - 1 - j, n - 1 - i)),
)


class Queens(Puzzle):
    """``Queens(n, distinct=False)``: the n queens problem as an exact cover with secondary
    items (the diagonals)."""

    kind = "queens"
    options = (("--distinct", None, "a count also gives the solutions up to rotations and reflections"),)
    count_options = ("--distinct",)
    draws_partial = True

    def __init__(self, n: int, distinct: bool = False) -> None:
        if isinstance(n, bool) or not isinstance(n, int):
            raise TypeError(f"n: expected an int, not {type(n).__name__} {n!r}")
        if not 1 <= n:
            raise InputError(f"the board's side is at least 1, not {n}", source="n")
        memory.require_model(4 * n * n, f"{n} queens", source="n")
        self.n, self.distinct = n, distinct
        wide = 2 * n - 3 >= 62

        def enc(x: int) -> str:
            return index_name(x, wide=wide)

        m = Model()
        middle = n // 2
        order = [middle] + [x for d in range(1, n) for x in (middle - d, middle + d) if 0 <= x < n]
        m.add_items([name for x in order for name in (f"r{enc(x)}", f"c{enc(x)}")])
        m.add_items([f"{d}{enc(k)}" for k in range(1, 2 * n - 2) for d in "ab"], primary=False)
        for i in range(n):
            for j in range(n):
                diagonals = [f"{d}{enc(k)}" for d, k in (("a", i + j), ("b", j - i + n - 1)) if 0 < k < 2 * n - 2]
                m.add_option([f"r{enc(i)}", f"c{enc(j)}"] + diagonals)
        self.model = m

    @classmethod
    def from_args(cls, args: Sequence[str]) -> "Queens":
        positional, opts = split_args(args, cls)
        if len(positional) != 1:
            raise InputError(f"expected one N (the board's side), got {len(positional)}", source="queens")
        text = positional[0]
        digits = text.lstrip("0")
        if not (text.isascii() and text.isdigit()) or not digits:
            raise InputError("not a board side: give N, at least 1 (e.g. 8)", source=text)
        if len(digits) > 20:
            raise InputError(f"a board of side {shorten(digits, 40)} cannot fit in memory", source=shorten(text, 40))
        with as_flags({"n": text}):
            return cls(int(digits), bool(opts.get("--distinct", False)))

    def comments(self) -> list[str]:
        return [f"This data produced by queens-dlx {self.n}"]

    # ---------------------------------------------------------------- symmetry
    def square(self, option: int) -> tuple[int, int]:
        return divmod(option, self.n)

    def symmetries(self) -> list[tuple[str, dict[int, int]]]:
        """The 8 symmetries of the square, each as the image of every square (an option)."""
        n = self.n
        return [(label, {o: i * n + j for o in range(n * n) for i, j in [g(*self.square(o), n)]})
                for label, g in SYMMETRIES]

    def distinct_words(self, classes: int, order: int) -> str:
        return f"{classes:,} distinct up to the 8 rotations and reflections of the board"

    # ---------------------------------------------------------------- answers
    def queens(self, solution: Sequence[int]) -> list[tuple[int, int]]:
        """The (row, column) of each queen, by rows."""
        return sorted(self.square(o) for o in solution)

    def answer(self, solution: Sequence[int]) -> dict:
        return {"queens": [[i, j] for i, j in self.queens(solution)]}

    def verify(self, answer) -> str | None:
        """The rules, on an answer ``{"queens": [[row, column], …]}``: n queens on the board, no
        two in a row, a column or a diagonal."""
        queens = answer.get("queens") if isinstance(answer, dict) else answer
        n = self.n
        try:
            qs = [(int(q[0]), int(q[1])) for q in queens]
        except (TypeError, ValueError, IndexError):
            return "the answer is a list of [row, column] queens"
        if len(qs) != n:
            return f"{len(qs)} queens, not {n}"
        for q in qs:
            if not (0 <= q[0] < n and 0 <= q[1] < n):
                return f"the queen at {list(q)} is off the board"
        for a in range(n):
            for b in range(a + 1, n):
                (i, j), (k, l) = qs[a], qs[b]
                line = "row" if i == k else "column" if j == l else "diagonal" if abs(i - k) == abs(j - l) else None
                if line:
                    return f"the queens at {list(qs[a])} and {list(qs[b])} share a {line}"
        return None

    def render(self, solution: Sequence[int]) -> str:
        on = set(self.queens(solution))
        return "\n".join(" ".join("Q" if (i, j) in on else "·" for j in range(self.n)) for i in range(self.n))

    def svg(self, solution: Sequence[int] | None = None) -> str:
        n, s = self.n, 24
        on = set(self.queens(solution)) if solution is not None else set()
        parts = [svg_open(n * s + 2, n * s + 2)]
        for i in range(n):
            for j in range(n):
                fill = "#e8d8b8" if (i + j) % 2 == 0 else "#b58863"
                parts.append(f'<rect x="{j * s + 1}" y="{i * s + 1}" width="{s}" height="{s}" fill="{fill}"/>')
                if (i, j) in on:
                    parts.append(f'<circle cx="{j * s + 1 + s / 2}" cy="{i * s + 1 + s / 2}" r="{s * 0.32}" '
                                 f'fill="black"><title>queen at row {i}, column {j}</title></circle>')
        parts.append(f'<rect x="1" y="1" width="{n * s}" height="{n * s}" fill="none" stroke="black"/>')
        parts.append("</svg>")
        return "".join(parts)
