"""Easy as ABC (ABC End View): write the letters A.. in some cells of a grid, each letter once in
every row and column, so that a letter outside the grid is the first letter seen from there.

Rules: an N×N grid and K letters (a..k, K at most N); each row and each column holds each of
the K letters exactly once, its other N - K cells empty; a letter outside the grid, at an end of
a row or column, is the first letter met looking along that row or column from there; a letter
in a cell is given. With ``--diagonal`` (janko.at's diagonal puzzles, which the notation does not
mark) each long diagonal holds each letter once too: the 16 published ones of puzzlekit's corpus
(janko's 161-180) have several answers by the plain rules and one with it, the published one.

Notation (puzzlekit's ``abc_end_view``): a line ``N N L``, L the last letter (``5 5 c``: the
letters a, b, c), then the clues above the columns, below them, left of the rows and right of
them (a line each, N letters or ``-``), then, where letters are given, N rows of cells (a letter
or ``-``). Letters are read in either case and written in lower case, as puzzlekit writes them.
puzz.link ``easyasabc`` URLs (``W/H/K/`` then the outside letters, top, bottom, left, right, as
numbers, then the cells'). Answer: the rows, a letter or ``-`` (an empty cell).

Inside, the puzzle is the (N+2)×(N+2) grid of the cells framed by the clues (the corners ``-``),
so that the clues are cells a maker may take away (as :mod:`.skyscrapers`).

The model (Knuth's way): a primary item per cell whose options are its letters and empty, each
colouring a secondary item per cell with it, a letter's option also covering its row's and its
column's item for that letter (primary: exactly once). A clue is a primary item whose options
choose the place of the first letter from its side: the cells before it coloured empty, the
cell at it coloured with the clue's letter (at most N - K cells before it). A diagonal adds a
primary item per letter (``dt.x``: exactly once) to its cells' letter options.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import InputError
from ..model import Model
from ..text import is_number
from . import grid_puzzle_arg, puzz_link, read_grid_puzzle, split_args
from .kit import pzpr
from .kit.batch import Batch
from .kit.framed import EMPTY, SIDE_WORDS, Framed, framed_answer, framing
from .kit.grid import Cell, where
from .kit.genre import Made
from .kit.makers import latin_square

LETTERS = "abcdefghijklmnopqrstuvwxyz"


def first_letter(line: Sequence[str]) -> str | None:
    """The first letter of ``line`` (cell strings, ``-`` empty), or None when all are empty."""
    return next((t for t in line if t != EMPTY), None)


class AbcEndView(Framed):
    """``AbcEndView(framed, None, [K])``: the (N+2)×(N+2) rows of cell strings of the grid framed
    by its clues (corners '-'), K the letters (default N). :meth:`from_sides` takes the clue lines
    apart."""

    kind = "abcendview"
    url_names = ("easyasabc",)
    options = (("--diagonal", None, "each of the two long diagonals also holds each letter once (janko.at's "
                                    "diagonal puzzles)"),)
    notations = ("janko", "url")

    symbols = "letters"

    def __init__(self, cells: Sequence[Sequence[str]], rooms=None, extra: Sequence[int] = (),
                 diagonal: bool = False) -> None:
        self.diagonal = bool(diagonal)
        framed = self._frame(cells, rooms, extra)
        self.letters = self.extra[0]
        if not 1 <= self.letters <= min(self.n, len(LETTERS)):
            raise InputError(f"the letters K={self.letters} are from 1 to the grid's size {self.n} "
                             f"(and at most {len(LETTERS)})", source=self.kind)
        self.framed = [[t.lower() for t in row] for row in framed]
        self.cells = [row[1:-1] for row in self.framed[1:-1]]
        self._check_frame(framed, self.letters)
        self.clue: dict[Cell, str] = {(i, j): t for i, row in enumerate(self.cells)
                                      for j, t in enumerate(row) if t != EMPTY}
        self.model = self._built()

    @classmethod
    def from_args(cls, args: Sequence[str]) -> "AbcEndView":
        _, opts = split_args(args, cls)
        puzzle = read_grid_puzzle(cls, grid_puzzle_arg(args, cls))
        return cls(puzzle.framed, None, [puzzle.letters], diagonal=True) if opts.get("--diagonal") else puzzle

    def diagonals(self) -> list[list[Cell]]:
        """The cells of the two long diagonals where the puzzle has them (``diagonal``), else none."""
        n = self.n
        return [[(i, i) for i in range(n)], [(i, n - 1 - i) for i in range(n)]] if self.diagonal else []

    @classmethod
    def from_sides(cls, top, bottom, left, right, cells=None, letters: int | None = None) -> "AbcEndView":
        """The puzzle from its four clue lines (lists of strings, N each) and its cells (N rows,
        or None: none given)."""
        framed = framing(top, bottom, left, right, cells)
        return cls(framed, None, [letters or len(top)])

    def lines(self) -> list[tuple[str, int, str, list[Cell]]]:
        """The clues: (side, index, letter, the cells seen from it in order)."""
        return self.seen()

    @staticmethod
    def _token(tok: str, letters: int, what: str) -> str | None:
        """Why ``tok`` is no clue or cell (one of the first ``letters`` letters or '-'), or None."""
        if tok == EMPTY:
            return None
        low = tok.lower()
        if len(tok) != 1 or low not in LETTERS:
            return f"{what} is a letter or '-'"
        if LETTERS.index(low) >= letters:
            return f"{what} '{tok}' is beyond the letters a-{LETTERS[letters - 1]}"
        return None

    # ------------------------------------------------------------------ reading and writing
    @classmethod
    def from_text(cls, text: str, source: str | None = None) -> "AbcEndView":
        def head(toks: list[str]) -> tuple[int, int, str | None]:
            if (len(toks) != 3 or not all(is_number(t) for t in toks[:2])
                    or not (is_number(toks[2]) or len(toks[2]) == 1 and toks[2].lower() in LETTERS)):
                return 0, 0, f"expected the first line 'N N L' (rows, columns, the last letter), not '{' '.join(toks)}'"
            m, n = int(toks[0]), int(toks[1])
            k = int(toks[2]) if is_number(toks[2]) else LETTERS.index(toks[2].lower()) + 1
            if m != n or n < 1:
                return 0, 0, f"an abcendview grid is square (N×N, N at least 1), not {m}×{n}"
            if not 1 <= k <= n:
                return 0, 0, f"the letters ({k} of them) are from 1 to the grid's size {n}"
            return n, k, None

        read = cls._read_framed(text, source, head, "N N L")
        if read is None:
            return cls.from_url(text.strip())
        toks, rows = read
        k = int(toks[2]) if is_number(toks[2]) else LETTERS.index(toks[2].lower()) + 1
        return cls.from_sides(*rows[:4], rows[4:] or None, k)

    def to_text(self, notation: str | None = None) -> str:
        """puzzlekit's notation, always with the rows of cells (its reader asks for them)."""
        notation = self._notation(notation)
        if notation == "url":
            return self.to_url() + "\n"
        return self.framed_text(f"{self.n} {self.n} {LETTERS[self.letters - 1]}", True)

    @classmethod
    def from_url(cls, url: str) -> "AbcEndView":
        if not isinstance(url, str):
            raise TypeError(f"AbcEndView.from_url(url): expected a string, not {type(url).__name__} {url!r}")
        w, h, body = puzz_link(url, cls.kind, cls.url_names)
        if w != h:
            raise InputError(f"URL size {w}/{h}: an abcendview grid is square", source="URL")
        if len(body) < 2 or not is_number(body[0]):
            raise InputError("URL body: expected K/CLUES after the size (K the number of letters)", source="URL")
        k = int(body[0])
        if not 1 <= k <= min(w, len(LETTERS)):
            raise InputError(f"URL body: the letters K={k} are from 1 to the grid's size {w}", source="URL")
        clues, rest = pzpr.read_number16(body[1], 4 * w)
        given, _ = pzpr.read_number16(rest, w * w) if rest else ([None] * (w * w), "")
        bad = next((v for v in clues + given if v is not None and not 1 <= v <= k), None)
        if bad is not None:
            raise InputError(f"URL body: the number {bad} is not a letter from 1 to {k}", source="URL")
        show = [EMPTY if v is None else LETTERS[v - 1] for v in clues + given]
        top, bottom, left, right = (show[s * w:(s + 1) * w] for s in range(4))
        cells = [show[4 * w + i * w:4 * w + (i + 1) * w] for i in range(w)]
        return cls.from_sides(top, bottom, left, right, cells, k)

    def encode(self) -> str:
        number = {EMPTY: None, **{ch: x + 1 for x, ch in enumerate(LETTERS)}}
        out = f"{self.letters}/" + pzpr.write_number16([number[t] for side in self.sides().values() for t in side])
        if self.clue:
            out += pzpr.write_number16([number[t] for row in self.cells for t in row])
        return out

    def render(self, solution: Sequence[int] | None = None) -> str:
        rows = self.grid(solution) if solution is not None else self.framed
        return "\n".join(" ".join(row) for row in rows)

    # ------------------------------------------------------------------ the model
    def build(self) -> Model:
        n, k = self.n, self.letters
        values = ([EMPTY] if k < n else []) + list(LETTERS[:k])
        allowed = {(i, j): ([self.clue[i, j]] if (i, j) in self.clue else values)
                   for i in range(n) for j in range(n)}
        model = Model()
        cell = model.add_items([f"c{i}.{j}" for i in range(n) for j in range(n)])
        row = model.add_items([f"r{i}.{LETTERS[x]}" for i in range(n) for x in range(k)])
        col = model.add_items([f"k{j}.{LETTERS[x]}" for j in range(n) for x in range(k)])
        diagonals = self.diagonals()
        diag = model.add_items([f"d{t}.{LETTERS[x]}" for t in range(len(diagonals)) for x in range(k)])
        lines = self.lines()
        heads = model.add_items([f"{side[0].upper()}{index}" for side, index, _, _ in lines])
        value = model.add_items([f"v{i}.{j}" for i in range(n) for j in range(n)], primary=False)
        colour = {ch: model.colour_id(ch) for ch in [EMPTY, *LETTERS[:k]]}
        batch = Batch(model)
        self._cell_option: dict[int, tuple[Cell, str]] = {}
        for (i, j), options in allowed.items():
            for ch in options:
                items, colours = [cell[i * n + j], value[i * n + j]], [0, colour[ch]]
                if ch != EMPTY:
                    x = LETTERS.index(ch)
                    items += [row[i * k + x], col[j * k + x]]
                    items += [diag[t * k + x] for t, on in enumerate(diagonals) if (i, j) in on]
                    colours += [0] * (len(items) - len(colours))
                self._cell_option[batch.add(items, colours)] = ((i, j), ch)
        for head, (side, index, letter, cells) in zip(heads, lines):
            for p in range(n - k + 1):  # the first letter at p: p empty cells before it
                if any(EMPTY not in allowed[c] for c in cells[:p]) or letter not in allowed[cells[p]]:
                    continue
                items = [head] + [value[i * n + j] for i, j in cells[:p + 1]]
                colours = [0] + [colour[EMPTY]] * p + [colour[letter]]
                batch.add(items, colours)
        return batch.flush()

    # ------------------------------------------------------------------ answers
    def letters_of(self, solution: Sequence[int]) -> dict[Cell, str]:
        return dict(self._cell_option[o] for o in solution if o in self._cell_option)

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        got = self.letters_of(solution)
        return [[got[i, j] for j in range(self.n)] for i in range(self.n)]

    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        n, k = self.n, self.letters
        names = LETTERS[:k]
        at: dict[Cell, str] = {}
        for i in range(n):
            for j in range(n):
                t = grid[i][j]
                if t != EMPTY and (len(t) != 1 or t.lower() not in names):
                    return f"{where((i, j))} is '{t}': a cell is a letter from a to {names[-1]} or - (empty)"
                at[i, j] = t.lower()
                if (i, j) in self.clue and at[i, j] != self.clue[i, j]:
                    return f"{where((i, j))} is given the letter {self.clue[i, j]}, the answer has {t}"
        units = [(f"row {i + 1}", [(i, j) for j in range(n)]) for i in range(n)]
        units += [(f"column {j + 1}", [(i, j) for i in range(n)]) for j in range(n)]
        units += [(f"diagonal {t + 1}", cells) for t, cells in enumerate(self.diagonals())]
        for name, cells in units:
            for x in names:
                where_x = [c for c in cells if at[c] == x]
                if len(where_x) != 1:
                    return (f"{name} holds the letter {x} {len(where_x)} times"
                            + (f" ({', '.join(where(c) for c in where_x)})" if where_x else ""))
        for side, index, letter, cells in self.lines():
            seen = first_letter([at[c] for c in cells])
            if seen != letter:
                return (f"from {SIDE_WORDS[side]} {index + 1} the first letter seen is "
                        f"{seen or 'none'}, its clue says {letter}")
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        text = {(i + 1, j + 1): t.upper() for (i, j), t in self.clue.items()}
        text.update(self.clue_text(str.upper))
        if solution is not None:
            for (i, j), t in self.letters_of(solution).items():
                if (i, j) not in self.clue and t != EMPTY:
                    text[i + 1, j + 1] = (t.upper(), "#1a56db")
        return {"text": text}

    # ------------------------------------------------------------------ making
    @classmethod
    def maker(cls, m: int, n: int, rng) -> Made | None:
        """A random Latin square of order n whose symbols beyond K are left empty (so each
        letter is once in every row and column), K = N - 2 from 5×5 on (N - 1 below, at least
        1), and every clue around it, all removable. Square grids only (None otherwise)."""
        if m != n:
            return None
        k = max(1, n - 2 if n >= 5 else n - 1)
        square = [[LETTERS[x - 1] if x <= k else EMPTY for x in row] for row in latin_square(n, rng)]
        framed, removable = framed_answer(square, first_letter)
        return Made(framed, removable, None, [k], square)

    @classmethod
    def repair(cls, made: Made, other: list[list[str]]) -> Made | None:
        """The letter (or emptiness: a letter elsewhere in its row is not enough) of a cell where
        the other answer differs is given, where it is a letter; None where the answers differ
        only in empty cells (they cannot: each row holds the same letters)."""
        return cls.given(made, other, lambda mine, theirs: mine != theirs and mine != EMPTY)
