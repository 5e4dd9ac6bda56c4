"""Square grids framed by clues on their four sides (skyscrapers, ABC end view).

Inside, such a puzzle is the (N+2)×(N+2) grid of its cells framed by the clues, the corners
``-``, so that a maker takes a clue away as it takes a cell. puzzlekit's notation: a first line
``N N K ...`` (the genre reads it), four lines of N clues (above the columns, below them, left of
the rows, right of them), then, where cells are given, N rows of cells. :class:`Framed` holds
what the genres share: the frame, its clue lines and the cells each clue sees, the check of each
token, the reader of the four lines and the rows (errors at their line and column), the text,
the picture's frame and the maker's clues read off an answer.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...errors import InputError
from .. import is_url, need_text
from .drawing import picture
from .genre import Genre, Made, line_tokens
from .grid import Cell, where

EMPTY = "-"
SIDES = ("top", "bottom", "left", "right")
"""The order of the clue lines (puzzlekit's and pzprjs's)."""
SIDE_WORDS = {"top": "above column", "bottom": "below column", "left": "left of row", "right": "right of row"}


def framing(top, bottom, left, right, cells: Sequence[Sequence[str]] | None = None) -> list[list[str]]:
    """The framed rows of four clue lines (N strings each) and N rows of cells (None: all ``-``)."""
    n = len(top)
    cells = cells or [[EMPTY] * n for _ in range(n)]
    return ([[EMPTY, *top, EMPTY]] + [[left[i], *cells[i], right[i]] for i in range(n)]
            + [[EMPTY, *bottom, EMPTY]])


def framed_answer(square: Sequence[Sequence[str]], clue: Callable[[list[str]], str | None]):
    """The framed rows of an answer's every clue, ``clue(line)`` the clue of a line of cells read
    from its side (None: ``-``), the cells ``-``; and the clues' places (a maker's removable)."""
    n = len(square)
    framed = [[EMPTY] * (n + 2) for _ in range(n + 2)]
    show = lambda line: EMPTY if (c := clue(list(line))) is None else str(c)  # noqa: E731
    for j in range(n):
        column = [square[i][j] for i in range(n)]
        framed[0][j + 1], framed[n + 1][j + 1] = show(column), show(column[::-1])
    for i in range(n):
        framed[i + 1][0], framed[i + 1][n + 1] = show(square[i]), show(square[i][::-1])
    removable = ([(0, j) for j in range(1, n + 1)] + [(n + 1, j) for j in range(1, n + 1)]
                 + [(i, 0) for i in range(1, n + 1)] + [(i, n + 1) for i in range(1, n + 1)])
    return framed, removable


def frame_lines(m: int, n: int, size: int = 28, pad: int = 3) -> list[str]:
    """SVG lines of an m×n grid drawn one cell in from the top and the left of a picture of
    ``size`` cells (the outline thick): the cells' lines without the frame's."""
    left, right, top, bottom = pad + size, pad + (n + 1) * size, pad + size, pad + (m + 1) * size
    out = []
    for j in range(1, n + 2):
        x, width = pad + j * size, 2 if j in (1, n + 1) else 1
        out.append(f'<line x1="{x}" y1="{top}" x2="{x}" y2="{bottom}" stroke="black" stroke-width="{width}"/>')
    for i in range(1, m + 2):
        y, width = pad + i * size, 2 if i in (1, m + 1) else 1
        out.append(f'<line x1="{left}" y1="{y}" x2="{right}" y2="{y}" stroke="black" stroke-width="{width}"/>')
    return out


def over(svg: str, lines: list[str]) -> str:
    """``svg`` with ``lines`` drawn last, over what it holds."""
    body, _, end = svg.rpartition("\n")  # (before '</svg>')
    return "\n".join([body, *lines, end])


class Framed(Genre):
    """A square genre framed by clues: ``self.framed`` the (N+2)×(N+2) rows, ``self.cells`` the
    N×N inside. A subclass says how a token reads (:meth:`_token`) and what its first line is."""

    symbols = "symbols"
    """What K counts, for messages ('heights', 'letters')."""

    def _frame(self, cells, rooms, extra: Sequence[int]) -> list[list[str]]:
        """Set ``framed``, ``m``, ``n``, ``cells``, ``extra`` (default ``[N]``) from the framed rows
        given to the constructor; return them as given (strings)."""
        name = type(self).__name__
        if isinstance(cells, str) or not cells or any(isinstance(r, str) for r in cells):
            raise TypeError(f"{name}(cells): expected the rows of cell strings of the framed grid")
        framed = [[str(t) for t in row] for row in cells]
        f = len(framed)
        if f < 3 or any(len(row) != f for row in framed):
            raise InputError(f"a {self.kind} puzzle is the square grid of its cells framed by the clues "
                             "((N+2)×(N+2), N at least 1)", source=self.kind)
        if rooms is not None:
            raise InputError(f"a {self.kind} puzzle has no rooms", source=self.kind)
        self.framed = framed
        self.m = self.n = f - 2
        self.extra = list(extra) or [self.n]
        self.room = None
        self.cells = [row[1:-1] for row in framed[1:-1]]
        return framed

    def sides(self) -> dict[str, list[str]]:
        """The clue lines: side -> N strings."""
        f = self.framed
        return {"top": f[0][1:-1], "bottom": f[-1][1:-1], "left": [r[0] for r in f[1:-1]],
                "right": [r[-1] for r in f[1:-1]]}

    def seen(self) -> list[tuple[str, int, str, list[Cell]]]:
        """The clues given: (side, index, clue, the cells seen from it in order)."""
        n, out = self.n, []
        for side, clues in self.sides().items():
            for k, t in enumerate(clues):
                if t == EMPTY:
                    continue
                cells = {"top": [(i, k) for i in range(n)], "bottom": [(i, k) for i in reversed(range(n))],
                         "left": [(k, j) for j in range(n)], "right": [(k, j) for j in reversed(range(n))]}[side]
                out.append((side, k, t, cells))
        return out

    @staticmethod
    def _token(tok: str, most: int, what: str) -> str | None:
        """Why ``tok`` is no clue or cell of this genre (K = ``most`` symbols), or None."""
        raise NotImplementedError

    def _check_frame(self, framed: list[list[str]], most: int) -> None:
        """The corners ``-``; each clue and cell a token of the genre."""
        n = self.n
        for i, j in ((0, 0), (0, n + 1), (n + 1, 0), (n + 1, n + 1)):
            if framed[i][j] != EMPTY:
                raise InputError(f"the corner ({i + 1}, {j + 1}) of the framed grid is '-', not '{framed[i][j]}'",
                                 source=self.kind)
        for side, clues in self.sides().items():
            for c, tok in enumerate(clues):
                problem = self._token(tok, most, f"the clue {SIDE_WORDS[side]} {c + 1}")
                if problem:
                    raise InputError(problem, source=self.kind)
        for i, row in enumerate(self.cells):
            for j, tok in enumerate(row):
                problem = self._token(tok, most, f"the cell {where((i, j))}")
                if problem:
                    raise InputError(problem, source=self.kind)

    @classmethod
    def _read_framed(cls, text: str, source: str | None, head: Callable[[list[str]], tuple[int, int, str | None]],
                     expected: str) -> tuple[list[str], list[list[list[str]]]] | None:
        """The first line's tokens and the four clue lines and the rows of cells of a puzzle in
        puzzlekit's notation (None: ``text`` is a URL). ``head(tokens)`` reads the first line:
        (N, K, None) or (0, 0, what is wrong); ``expected`` says what the first line is, for an
        empty text."""
        need_text(text, f"{cls.__name__}.from_text(text)")
        if is_url(text.strip()):
            return None
        lines = [(k, line) for k, line in enumerate(text.split("\n"), 1) if line.strip()]

        def bad(line: int, col: int, message: str) -> InputError:
            return InputError(message, source=source, line=line, col=col)

        if not lines:
            raise bad(1, 1, f"empty {cls.kind} puzzle: expected a line '{expected}' and four lines of clues")
        first, line = lines[0]
        toks = line.split()
        n, k, wrong = head(toks)
        if wrong:
            raise bad(first, 1, wrong)
        body = lines[1:]
        if len(body) not in (4, 4 + n):
            line = body[4 + n][0] if len(body) > 4 + n else (body[-1][0] + 1 if body else first + 1)
            raise bad(line, 1, f"expected four lines of clues and then no rows or {n} rows of cells, found "
                               f"{len(body)} lines")
        rows = []
        for at, (lineno, line) in enumerate(body):
            what = f"the clue {SIDE_WORDS[SIDES[at]]}" if at < 4 else "the cell"
            cols = line_tokens(line)
            if len(cols) != n:
                col = cols[n][0] + 1 if len(cols) > n else len(line.rstrip()) + 1
                raise bad(lineno, col, f"this line has {len(cols)} {'clues' if at < 4 else 'cells'}, the first "
                                       f"line says {n}")
            for c, (col, tok) in enumerate(cols):
                problem = cls._token(tok, k, f"{what} {c + 1}" if at < 4 else what)
                if problem:
                    raise bad(lineno, col + 1, f"'{tok}': {problem}")
            rows.append([t for _, t in cols])
        return toks, rows

    def framed_text(self, head: str, cells: bool) -> str:
        """puzzlekit's notation: the first line ``head``, the four clue lines, the rows of cells
        where ``cells``."""
        rows = [" ".join(line) for line in self.sides().values()]
        if cells:
            rows += [" ".join(row) for row in self.cells]
        return "\n".join([head, *rows]) + "\n"

    def clue_text(self, show: Callable[[str], str] = str) -> dict[Cell, tuple[str, str]]:
        """The clues around, in grey, at their places in the framed picture."""
        text = {}
        for side, index, clue, _ in self.seen():
            at = {"top": (0, index + 1), "bottom": (self.n + 1, index + 1), "left": (index + 1, 0),
                  "right": (index + 1, self.n + 1)}[side]
            text[at] = (show(clue), "#555")
        return text

    def svg(self, solution: Sequence[int] | None = None) -> str:
        """The framed grid: the clues around, the cells' lines inside only, over the picture."""
        pic = picture(self.n + 2, self.n + 2, grid_lines=False, cell=28, **self.draw(solution))
        return over(pic, frame_lines(self.n, self.n))

    @staticmethod
    def given(made: Made, other: list[list[str]], differs: Callable[[str, str], bool]) -> Made | None:
        """A maker's repair: the made answer's token at the middle one of the cells where
        ``differs(answer's, other's)``, given in the cells; None where there is none."""
        answer = made.answer
        diff = [(i, j) for i, row in enumerate(answer) for j, t in enumerate(row) if differs(t, other[i][j])]
        if not diff:
            return None
        i, j = diff[len(diff) // 2]
        cells = [row[:] for row in made.cells]
        cells[i + 1][j + 1] = answer[i][j]
        return Made(cells, list(made.removable), None, list(made.extra), answer)
