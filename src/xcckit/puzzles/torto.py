"""Torto (Knuth's torto-dlx): pack words into a 6×3 letter grid, each word a non-crossing king path.

``torto WORD…`` or ``torto --file F`` (a first line with the number of words, then one word per
line); ``--rows R --cols C`` for other boards. The model is torto-dlx's, line for line (see §5 of
the formats document): a primary item ``k!l`` per step l of word k; secondary items for the cells
(coloured by letters), ``k<c`` (cell c holds step … of word k), ``k/c`` (word k crosses the 2×2
block whose south-east cell is c diagonally), ``k>l`` (step l of word k is at cell …) and ``flag``.

Symmetry reduction (first word, middle step ``l = len >> 1``), as torto-dlx does it for an even
number of rows and an odd number of columns: the step starts only in the top half and the left
half including the middle column; in the middle column eastward moves are left out and N/S moves
carry ``flag:*``, marking the solutions whose left-right mirror image is counted too. For other
boards xcckit does what is provably right:

* rows even, cols even: the start is restricted to the top-left quadrant, which meets every
  orbit of the four symmetries exactly once, so no flag is needed;
* rows odd: no reduction at all (a middle row would need the same care as the middle column,
  which torto-dlx does not take), and every solution is counted as it is.

Names: cells are enc(10 + cols·i + j) while that fits Knuth's 62 digits (boards up to 52 cells);
larger boards name cell (i, j) ``i.j`` and, since a colour is one character, split ``k>l`` into
``k>l`` coloured enc(i) and ``k)l`` coloured enc(j).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import InputError
from ..model import Model
from ..text import is_number
from . import DIGITS, Puzzle, enc, int_option, read_text, show_char, split_args, svg_letter, svg_open

MOVES = ((-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1))  # NW N NE W E SW S SE
EASTWARD = {(-1, 1), (0, 1), (1, 1)}


class Torto(Puzzle):
    kind = "torto"
    options = (("--file", "F", "the words from a file: a first line with their number, then one a line"),
               ("--rows", "R", "rows of the board (default 6)"), ("--cols", "C", "columns (default 3)"))

    def __init__(self, words: Sequence[str], rows: int = 6, cols: int = 3, reduce: bool = True) -> None:
        """``words`` to pack into a ``rows`` × ``cols`` board; ``reduce=False`` leaves out the
        symmetry reduction (every solution is then counted as it is). Letters are compared
        without regard to case: words that mix cases are written in capitals (with a note)."""
        if isinstance(words, str):
            raise TypeError(f"Torto(words): expected a list of words such as ['TORTO'], not one string {words!r}")
        self.words = list(words)
        self.notes = []
        for w in self.words:
            if not isinstance(w, str):
                raise TypeError(f"Torto(words): a word is a string, not {type(w).__name__} {w!r}")
        for what, value in (("rows", rows), ("cols", cols)):
            if isinstance(value, bool) or not isinstance(value, int):
                raise TypeError(f"Torto({what}): expected a whole number, not {type(value).__name__} {value!r}")
            if not 1 <= value <= 61:
                raise InputError(f"{value} is out of range 1..61", source=what)
        self.rows, self.cols = rows, cols
        if not self.words:
            raise InputError("no words given", source="torto")
        if len(self.words) > len(DIGITS):
            raise InputError(f"at most {len(DIGITS)} words", source="torto")
        for w in self.words:
            bad = next((k for k, ch in enumerate(w) if not ("A" <= ch.upper() <= "Z" and ch.isascii())), None)
            if bad is not None:
                raise InputError(f"{show_char(w[bad])} at letter {bad + 1} of '{w}' is not a letter A to Z",
                                 source=w)
            if len(w) < 2:
                raise InputError(f"'{w}' is too short: a word needs at least two letters", source=w)
            if len(w) > min(len(DIGITS), rows * cols):
                raise InputError(f"'{w}' is longer than the board has cells", source=w)
        letters = "".join(self.words)
        if letters != letters.upper() and letters != letters.lower():
            self.words = [w.upper() for w in self.words]
            self.notes.append("torto: the words mix capitals and small letters; letters are compared "
                              "without case, so they are written in capitals")
        self.small = 10 + rows * cols <= len(DIGITS)
        if not reduce:
            self.symmetry = "none"
        elif rows % 2 == 0 and cols % 2 == 1:
            self.symmetry = "torto-dlx"
        elif rows % 2 == 0:
            self.symmetry = "quadrant"
        else:
            self.symmetry = "none"
        self._build()

    def cell(self, i: int, j: int) -> str:
        return enc(10 + self.cols * i + j) if self.small else f"{i}.{j}"

    def _build(self) -> None:
        rows, cols = self.rows, self.cols
        model = Model()
        for k, w in enumerate(self.words):
            for l in range(1, len(w)):
                model.add_primary(f"{enc(k)}!{enc(l)}")
        cells = [(i, j) for i in range(rows) for j in range(cols)]
        for i, j in cells:
            model.add_secondary(self.cell(i, j))
        for k, w in enumerate(self.words):
            K = enc(k)
            for i, j in cells:
                model.add_secondary(f"{K}<{self.cell(i, j)}")
                if i > 0 and j > 0:
                    model.add_secondary(f"{K}/{self.cell(i, j)}")
            for l in range(len(w)):
                model.add_secondary(f"{K}>{enc(l)}")
                if not self.small:
                    model.add_secondary(f"{K}){enc(l)}")
        model.add_secondary("flag")
        self.flagged_options: list[int] = []
        self.middle_options: list[int] = []
        for k, w in enumerate(self.words):
            K = enc(k)
            middle = len(w) >> 1
            for i, j in cells:
                a = self.cell(i, j)
                for l in range(1, len(w)):
                    reduce = k == 0 and l == middle and self.symmetry != "none"
                    if reduce and (2 * i >= rows or 2 * j >= cols):
                        continue
                    for di, dj in MOVES:
                        ti, tj = i + di, j + dj
                        if not (0 <= ti < rows and 0 <= tj < cols):
                            continue
                        mid_column = reduce and self.symmetry == "torto-dlx" and 2 * j == cols - 1
                        if mid_column and (di, dj) in EASTWARD:
                            continue
                        b = self.cell(ti, tj)
                        L0, L = enc(l - 1), enc(l)
                        toks = [f"{K}!{L}", f"{a}:{w[l - 1]}", f"{b}:{w[l]}"]
                        if self.small:
                            toks += [f"{K}>{L0}:{a}", f"{K}<{a}:{L0}", f"{K}>{L}:{b}", f"{K}<{b}:{L}"]
                        else:
                            toks += [f"{K}>{L0}:{enc(i)}", f"{K}){L0}:{enc(j)}", f"{K}<{a}:{L0}",
                                     f"{K}>{L}:{enc(ti)}", f"{K}){L}:{enc(tj)}", f"{K}<{b}:{L}"]
                        if di and dj:
                            se = {(-1, -1): (i, j), (-1, 1): (i, j + 1),
                                  (1, -1): (i + 1, j), (1, 1): (ti, tj)}[di, dj]
                            toks.append(f"{K}/{self.cell(*se)}")
                        flag = mid_column and dj == 0
                        if flag:
                            toks.append("flag:*")
                        o = model.add_option(toks)
                        if k == 0 and l == middle:
                            self.middle_options.append(o)
                            if flag:
                                self.flagged_options.append(o)
        self.model = model

    @classmethod
    def from_args(cls, args: Sequence[str]) -> "Torto":
        positional, opts = split_args(args, cls)
        rows = int_option(opts, "--rows", 6, 1, 61)
        cols = int_option(opts, "--cols", 3, 1, 61)
        words = list(positional)
        if "--file" in opts:
            path = str(opts["--file"])
            lines = [ln.strip() for ln in read_text(path).split("\n")]
            while lines and not lines[-1]:
                lines.pop()
            if not lines or not is_number(lines[0]):
                raise InputError("the first line must be the number of words", source=path, line=1, col=1)
            declared = int(lines[0])
            if declared != len(lines) - 1:
                raise InputError(f"the first line says {declared} words, but {len(lines) - 1} follow",
                                 source=path, line=1, col=1)
            for lineno, w in enumerate(lines[1:], 2):
                if not w.isalpha():
                    raise InputError(f"'{w}' is not a word of letters", source=path, line=lineno, col=1)
            words += lines[1:]
        if rows * cols > 999:
            raise InputError("the board has too many cells", source="--rows")
        return cls(words, rows, cols)

    dlx_lead = " "  # (as Knuth's generator writes the item line)

    def comments(self) -> list[str]:
        return ["torto-dlx " + " ".join(self.words)]

    # ---------------------------------------------------------------- answers
    def grid(self, solution: Sequence[int]) -> list[str]:
        colours = self.model.colouring(solution)
        return ["".join(colours.get(self.cell(i, j)) or "." for j in range(self.cols))
                for i in range(self.rows)]

    def paths(self, solution: Sequence[int]) -> list[list[tuple[int, int]]]:
        """For each word, the cells (row, column) of its letters in order."""
        colours = self.model.colouring(solution)
        where = {self.cell(i, j): (i, j) for i in range(self.rows) for j in range(self.cols)}
        out = []
        for k, w in enumerate(self.words):
            K = enc(k)
            if self.small:
                out.append([where[colours[f"{K}>{enc(l)}"]] for l in range(len(w))])
            else:
                out.append([(DIGITS.index(colours[f"{K}>{enc(l)}"]), DIGITS.index(colours[f"{K}){enc(l)}"]))
                            for l in range(len(w))])
        return out

    def is_flagged(self, solution: Sequence[int]) -> bool:
        return any(o in self.flagged_options for o in solution)

    def verify(self, answer) -> str | None:
        """The rules, on an answer ``{"grid": [row, …], "paths": {word: [[row, column], …]}}``: each
        word's letters lie on the board's cells in order, each step a king's move to a cell it has
        not visited, and its path never crosses itself (two of its diagonal steps across one 2×2
        block); a cell holds one letter, whichever words pass it, and every letter on the board
        lies on some word's path."""
        grid = answer.get("grid") if isinstance(answer, dict) else None
        paths = answer.get("paths") if isinstance(answer, dict) else None
        rows, cols = self.rows, self.cols
        if (not isinstance(grid, (list, tuple)) or len(grid) != rows
                or any(not isinstance(r, str) or len(r) != cols for r in grid) or not isinstance(paths, dict)):
            return f"the answer is {{'grid': {rows} rows of {cols} letters, 'paths': {{word: [[row, column], …]}}}}"
        if sorted(paths) != sorted(self.words):
            return f"the paths are of {', '.join(sorted(paths))}, not of the words {', '.join(sorted(self.words))}"
        on_paths = set()
        for word, path in paths.items():
            try:
                cells = [(int(p[0]), int(p[1])) for p in path]
            except (TypeError, ValueError, IndexError):
                return f"the path of {word} is a list of [row, column]"
            if len(cells) != len(word):
                return f"the path of {word} has {len(cells)} cells, the word {len(word)} letters"
            for letter, (i, j) in zip(word, cells):
                if not (0 <= i < rows and 0 <= j < cols):
                    return f"the path of {word} leaves the board at [{i}, {j}]"
                if grid[i][j] != letter:
                    return f"{word}'s letter {letter} lies at [{i}, {j}], which holds {grid[i][j]}"
            if len(set(cells)) != len(cells):
                return f"the path of {word} visits a cell twice"
            steps = list(zip(cells, cells[1:]))
            for a, b in steps:
                if max(abs(a[0] - b[0]), abs(a[1] - b[1])) != 1:
                    return f"the path of {word} jumps from {list(a)} to {list(b)}"
            crossings = {}
            for a, b in steps:
                if a[0] != b[0] and a[1] != b[1]:
                    block = (min(a[0], b[0]), min(a[1], b[1]))
                    if block in crossings and crossings[block] != {a, b}:
                        return f"the path of {word} crosses itself in the 2x2 block at [{block[0]}, {block[1]}]"
                    crossings[block] = {a, b}
            on_paths |= set(cells)
        for i in range(rows):
            for j in range(cols):
                if grid[i][j] != "." and (i, j) not in on_paths:
                    return f"the letter {grid[i][j]} at [{i}, {j}] lies on no word's path"
        return None

    def answer(self, solution: Sequence[int]) -> dict:
        return {"grid": self.grid(solution),
                "paths": {w: [list(p) for p in path] for w, path in zip(self.words, self.paths(solution))},
                "flagged": self.is_flagged(solution)}

    def render(self, solution: Sequence[int]) -> str:
        lines = [" ".join(row) for row in self.grid(solution)]
        for w, path in zip(self.words, self.paths(solution)):
            lines.append(f"{w}: " + " → ".join(f"{ch}({i},{j})" for ch, (i, j) in zip(w, path)))
        return "\n".join(lines)

    def flagged_model(self) -> Model:
        """The same model with only the flagged middle-step options of the first word: its
        solutions are exactly the flagged solutions."""
        keep = set(range(self.model.n_options)) - (set(self.middle_options) - set(self.flagged_options))
        sub = Model()
        for i, name in enumerate(self.model.names):
            (sub.add_primary if self.model.is_primary[i] else sub.add_secondary)(name)
        for o in range(self.model.n_options):
            if o in keep:
                sub.add_option(self.model.option_tokens(o))
        return sub

    def extra_counts(self) -> dict[str, Model]:
        return {"flagged": self.flagged_model()} if self.flagged_options else {}

    def count_summary(self, total: int, counts: dict[str, int]) -> tuple[dict, list[str]]:
        if "flagged" not in counts:
            return {}, []
        n = counts["flagged"]
        return {"flagged": n}, [f"{n} of them flagged (flag:*): their left-right mirror images "
                                f"are solutions too, not counted"]

    def svg(self, solution: Sequence[int] | None = None, size: int = 40) -> str:
        """The board; solved, each word's path in its colour from a dot at its first letter,
        with the words below (each in its path's colour)."""
        pad = size // 2
        legend = 18 * len(self.words)
        width, height = self.cols * size + 2 * pad, self.rows * size + 2 * pad + legend
        colours = ["#d62728", "#1f77b4", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2"]
        parts = [svg_open(max(width, 120), height)]
        for i in range(self.rows + 1):
            parts.append(f'<line x1="{pad}" y1="{pad + i * size}" x2="{pad + self.cols * size}" '
                         f'y2="{pad + i * size}" stroke="#bbb"/>')
        for j in range(self.cols + 1):
            parts.append(f'<line x1="{pad + j * size}" y1="{pad}" x2="{pad + j * size}" '
                         f'y2="{pad + self.rows * size}" stroke="#bbb"/>')
        paths = self.paths(solution) if solution is not None else [[] for _ in self.words]
        for k, path in enumerate(paths):
            colour = colours[k % len(colours)]
            if path:
                pts = " ".join(f"{pad + j * size + size / 2:.1f},{pad + i * size + size / 2:.1f}" for i, j in path)
                parts.append(f'<polyline points="{pts}" fill="none" stroke="{colour}" '
                             f'stroke-width="{size / 8:.1f}" stroke-opacity="0.6" stroke-linecap="round" '
                             f'stroke-linejoin="round"/>')
                i, j = path[0]
                parts.append(f'<circle cx="{pad + j * size + size / 2:.1f}" cy="{pad + i * size + size / 2:.1f}" '
                             f'r="{size / 3:.1f}" fill="none" stroke="{colour}" stroke-width="2"/>')
            y = self.rows * size + 2 * pad + 18 * k + 6
            parts.append(f'<text x="{pad}" y="{y}" font-family="sans-serif" font-size="14" fill="{colour}" '
                         f'dominant-baseline="central">{self.words[k]}</text>')
        if solution is not None:
            for i, row in enumerate(self.grid(solution)):
                for j, ch in enumerate(row):
                    if ch != ".":
                        parts.append(svg_letter(pad + j * size + size / 2, pad + i * size + size / 2, size * 0.5, ch))
        parts.append("</svg>")
        return "\n".join(parts)
