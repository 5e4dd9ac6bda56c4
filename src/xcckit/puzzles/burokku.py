"""Burokku ('blocks', janko.at's): divide the grid into blocks of equal size, no symbol twice in a block.

Rules. Janko.at's rule text was not to be found here (neither the search of stored pages nor the
public code had it), so these are the rules as every one of the 270 puzzles of puzzlekit's
dataset (janko.at's Burokku 1-270 with their published answers) bears them out, checked against
every published answer by a brute force written apart from this module: divide the grid into
blocks, connected along the cells' sides, all of K cells; no block holds one letter (or number)
twice; a given line (janko.at's ``[lines]``, on six puzzles) runs between two blocks. K is the
number of different symbols where every cell holds one (janko.at's full grids: then each block
holds each symbol exactly once, 4x4 to 10x10, blocks of 3 to 9 cells), else the grid's shorter
side (janko.at's letter puzzles, all 5x5 and 6x6 with a few letters: N blocks of N cells); a
third number on the first line gives K outright. All 270 answers keep these rules; the 38 letter
puzzles and 195 of the 232 full grids have no other answer; the other 37 full grids (003, 050,
056, 057, ...) have 2 to 10 answers by these rules, the published among them, and no rule of the
shapes (all blocks different, equal blocks apart, no four blocks meeting at a point, ...) holds
on every published answer and tells them apart: janko.at gives them something the dataset's
text does not hold (perhaps lines), so here they have several answers.

Notation (janko.at's, as puzzlekit's dataset holds it): a first line ``R C`` (or ``R C K``), then
R rows of cells separated by blanks: ``-`` an empty cell, a letter (``a`` and ``A`` are two
symbols) or a number from 1; then, where the puzzle has given lines, a line ``[lines]`` and R
rows of ``-`` or a number 0-3, a line on the cell's right side (1), below it (2) or both (3).
pzprjs has no burokku, so there are no URLs. Answer: each cell the number of its block, the
blocks numbered 1, 2, ... by their first cells column by column (puzzlekit's dataset numbers them
either way; two answers compare up to the numbering).

The model is Knuth's for polyomino packings (TAOCP 7.2.2.1): a primary item per cell and an option
per block that the rules allow, the K cells of a connected set that holds no symbol twice and
crosses no given line, listed by Redelmeier's growth from each cell as the least of its block (a
symbol already in the block, or a cell across a given line, is not grown into, and no subset of a
block breaks a rule that the block keeps). Pure exact cover, no colour, no side constraint: every
backend solves and counts it, zdd too, and the DLX export is the whole puzzle. A full grid leaves
few blocks (the published 9x9s 900-1,400 options, listed in 5-30 ms); an empty cell lets any
symbol in, so a grid of large blocks with few letters has very many (the blank 8x8, blocks of 8,
64,678 in 0.3 s; the blank 9x9 302,574 in 2 s; see :data:`MOST_BLOCKS`).

The maker (:meth:`Burokku.maker`) divides the grid into random blocks of its shorter side and
writes the letters in each in a random order; below :data:`FULL_FROM` cells a block, the letters
are then taken away while the answer stays one (janko.at's letter puzzles; a 6x6 keeps 17-30 of
its 36), from it on the full grid stays (janko.at's larger puzzles), a second answer repaired by
swapping two letters of a block (:meth:`Burokku.repair`).

Published puzzles, 2026-11-29 (``scripts/bench.py published --every 1 --time-limit 20``: all 270
of puzzlekit's corpus, each read, its model built and solved with ``unique=True``, auto choosing
dlx; puzzlekit has no burokku solver to run beside; a shared 2-core machine under a load of about
10): every one solved, its published answer among ours; 233 proven unique, the published answer
(4x4 13 of 13, 5x5 32/32, 6x6 94/104, 7x7 5/5, 8x8 62/79, 9x9 23/32, 10x10 4/5); the 37 others
have 2 to 10 answers by the rules above, the published among them (see the rules). Median
seconds by size: 0.001 (4x4), 0.002 (5x5), 0.005 (6x6), 0.006 (7x7), 0.011 (8x8), 0.024
(9x9), 0.006 (10x10, blocks of 5); the largest 0.15 s (the first 5x5's 1.7 s is the process's
warm-up). Most of the time is the listing of the blocks (a 9x9's 12,000 sets grown for its
1,200 blocks); the search proves uniqueness in 1-2 ms.
"""

from __future__ import annotations

import string
import zlib
from collections.abc import Sequence

import numpy as np

from ..errors import InputError
from ..model import Model
from ..text import is_number
from . import blank_grid, grid_puzzle_arg, is_url, need_text, read_grid_puzzle
from .kit.batch import Batch
from .kit.division import numbered, read_division
from .kit.drawing import picture
from .kit.genre import AtCell, Genre, Made, number_line, read_notation
from .kit.grid import Cell, regions_of, where

LINES = "[lines]"
"""The line before the rows of given lines (janko.at's section name)."""
RIGHT, BELOW = 1, 2
"""A given line on a cell's right side, below it (3: both), as janko.at's ``[lines]`` codes them."""
MOST_BLOCKS = 3_000_000
"""The most blocks a model lists: beyond, a puzzle of large blocks and few symbols is refused
(a blank 9x9 of blocks of 9 has 302,574; a blank 10x10 of blocks of 10 far more)."""
FULL_FROM = 8
"""The maker's blocks from this size on keep every cell's symbol (a full grid, as janko.at's
8x8 to 10x10 puzzles): a letter taken away lets so many blocks in that each question of
uniqueness would list hundreds of thousands."""


def block_size(cells: Sequence[Sequence[str]], extra: Sequence[int] = ()) -> int:
    """K, the cells of a block: the first line's third number where it has one, else the number
    of different symbols where every cell holds one, else the grid's shorter side."""
    if extra:
        return int(extra[0])
    symbols = {t for row in cells for t in row}
    if "-" not in symbols:
        return len(symbols)
    return min(len(cells), len(cells[0]))


def grown_blocks(m: int, n: int, k: int, shut: Sequence[int], most: int) -> np.ndarray:
    """Every connected set of ``k`` cells of the m×n grid (cells numbered in reading order, a
    bit each) in which no cell is shut by another (``shut[c]``: the bits of the cells that may not
    share a block with c, those of its symbol and those across a given line), each once: the rows
    of an array, each row a set's cells ascending. Redelmeier's growth (Knuth's TAOCP 7.2.2, the
    polyominoes), each set from its least cell, its untried cells a bitmask; a cell shut by the
    set so far is never grown into (nor later: the set only grows). More than ``most`` sets: an
    InputError."""
    size = m * n
    near = [0] * size
    for c in range(size):
        i, j = divmod(c, n)
        for d, inside in ((c - n, i > 0), (c + n, i < m - 1), (c - 1, j > 0), (c + 1, j < n - 1)):
            if inside:
                near[c] |= 1 << d
    out: list[int] = []

    def last(inside: int, can: int) -> None:
        while can:
            bit = can & -can
            out.append(inside | bit)
            can ^= bit

    def grow(left: int, inside: int, blocked: int, untried: int, seen: int) -> None:
        can = untried & ~blocked
        if left == 1:
            return last(inside, can)
        while can:
            low = can & -can
            can ^= low
            untried ^= low  # (the later siblings and their sets leave it out: each set once)
            c = low.bit_length() - 1
            new = near[c] & ~seen
            if left > 2:
                grow(left - 1, inside | low, blocked | shut[c], untried | new, seen | new)
            else:  # (the sets' last cells at once, without a call each)
                last(inside | low, (untried | new) & ~(blocked | shut[c]))
        if len(out) > most:
            raise InputError(f"more than {most:,} blocks of {k} cells fit this grid: too few symbols for blocks "
                             "this large", source="burokku")

    for a in range(size):
        low = 1 << a
        if k == 1:
            out.append(low)
            continue
        first = near[a] & ~(2 * low - 1)
        grow(k - 1, low, shut[a] & ~low, first, (2 * low - 1) | first)
    return bit_rows(out, size, k)


def bit_rows(sets: Sequence[int], size: int, k: int) -> np.ndarray:
    """The cells of each of ``sets`` (bitmasks of ``k`` of ``size`` cells) as the rows of an
    array, ascending."""
    if not sets:
        return np.zeros((0, k), dtype=np.int64)
    width = (size + 7) // 8
    raw = np.frombuffer(b"".join(x.to_bytes(width, "little") for x in sets), dtype=np.uint8)
    bits = np.unpackbits(raw.reshape(len(sets), width), axis=1, bitorder="little")
    return np.nonzero(bits)[1].reshape(len(sets), k).astype(np.int64)


class Burokku(Genre):
    """``Burokku(cells, extra=(K,), lines=None)``: rows of cell strings ('-', a letter or a number
    from 1); K (where given) the cells of a block; ``lines`` rows of janko.at's line codes (0-3 or
    '-': a line on the right 1, below 2)."""

    kind = "burokku"
    header_extra = ("K", "the cells of a block")
    numbered_regions = True
    url_names = ()
    notations = ("janko",)

    cell_words = "a cell is a letter, a number from 1 or '-' (empty)"

    def __init__(self, cells: Sequence[Sequence[str]], rooms=None, extra: Sequence[int] = (),
                 lines: Sequence[Sequence[object]] | None = None) -> None:
        if rooms is not None:
            raise InputError("a burokku has no rooms", source=self.kind)
        self.lines = None if lines is None else [[_line_code(t) for t in row] for row in lines]
        super().__init__(cells, None, extra)

    @classmethod
    def read_cell(cls, tok: str) -> object:
        if tok == "-":
            return None
        if len(tok) == 1 and tok in string.ascii_letters:
            return tok
        if is_number(tok) and int(tok) >= 1:
            return str(int(tok))
        raise ValueError(cls.cell_words)

    # ------------------------------------------------------------------ notation
    @classmethod
    def from_args(cls, args: Sequence[str]) -> "Burokku":
        """A puzzle (a file, - or a bundled one), or ``MxN``: the blank grid of M rows and N
        columns (blocks of the shorter side)."""
        arg = grid_puzzle_arg(args, cls)
        size = blank_grid(arg, "4x4")
        if size is not None:
            return cls([["-"] * size[1] for _ in range(size[0])])
        return read_grid_puzzle(cls, arg)

    @classmethod
    def from_text(cls, text: str, source: str | None = None) -> "Burokku":
        """The sites' notation: 'R C' or 'R C K', the rows of cells, perhaps '[lines]' and the rows
        of given lines."""
        need_text(text, f"{cls.__name__}.from_text(text)")
        if is_url(text.strip()):
            return cls.from_url(text.strip())
        all_lines = text.split("\n")
        cut = next((k for k, line in enumerate(all_lines) if line.strip().lower() == LINES), None)
        cells_text = "\n".join(all_lines if cut is None else all_lines[:cut])
        note = read_notation(cells_text, source, cls.kind, False, cls.header_in(cells_text, source))
        cls._check_cells(note)
        extra = [int(t) for t in note.header[2:]]
        if extra and extra[0] < 1:
            raise InputError(f"a block has at least one cell, not {extra[0]}", source=source, line=note.header_line,
                             col=1)
        lines = None
        if cut is not None:
            lines = _read_lines(all_lines, cut, len(note.cells), len(note.cells[0]), source)
        try:
            return cls._placed(source, note.header_line, note.cells, None, extra, lines)
        except AtCell as err:
            raise note.error(*err.cell, err.message) from None

    def to_text(self, notation: str | None = None) -> str:
        text = super().to_text(notation)
        if self.lines is None or not any(any(row) for row in self.lines):
            return text
        rows = [" ".join(str(v) if v else "-" for v in row) for row in self.lines]
        return text + "\n".join([LINES, *rows]) + "\n"

    # ------------------------------------------------------------------ the model
    def build(self) -> Model:
        m, n = self.m, self.n
        if len(self.extra) > 1:
            raise InputError(f"a burokku takes one number beyond its size (the cells of a block), not "
                             f"{len(self.extra)}", source=self.kind)
        if self.lines is not None and (len(self.lines) != m or any(len(row) != n for row in self.lines)):
            raise InputError(f"the given lines are not {m}×{n} like the cells", source=self.kind)
        k = self.block = block_size(self.cells, self.extra)
        if k < 1 or (m * n) % k:
            raise InputError(f"blocks of {k} cells do not divide the {m}×{n} grid ({m * n} cells)", source=self.kind)
        self.block_count = m * n // k
        seen: dict[str, int] = {}
        for c, s in sorted(self.clue.items()):
            seen[s] = seen.get(s, 0) + 1
            if seen[s] > self.block_count:
                raise AtCell(self.kind, c, f"'{s}' is in more than {self.block_count} cells, the number of blocks "
                                           "(a block holds it at most once)")
        holding: dict[str, int] = {}
        for (i, j), s in self.clue.items():
            holding[s] = holding.get(s, 0) | 1 << (i * n + j)
        shut = [holding.get(self.clue.get((i, j)), 0) for i in range(m) for j in range(n)]
        for (a, b), (c, d) in self.given_lines():
            shut[a * n + b] |= 1 << (c * n + d)
            shut[c * n + d] |= 1 << (a * n + b)
        self.blocks = grown_blocks(m, n, k, shut, MOST_BLOCKS)
        model = Model()
        model.add_items([f"c{i}.{j}" for i in range(m) for j in range(n)])
        batch = Batch(model)
        if len(self.blocks):
            batch.rows(self.blocks, 0)
        batch.flush()
        model.hints.sweeps = {"rows": list(range(m * n)), "columns": [i * n + j for j in range(n) for i in range(m)]}
        return model

    def given_lines(self) -> list[tuple[Cell, Cell]]:
        """The pairs of cells a given line parts (each once: the cell, then the one right of it or
        below it), in reading order."""
        out = []
        for i, row in enumerate(self.lines or ()):
            for j, code in enumerate(row):
                if code & RIGHT and j + 1 < self.n:
                    out.append(((i, j), (i, j + 1)))
                if code & BELOW and i + 1 < self.m:
                    out.append(((i, j), (i + 1, j)))
        return out

    # ------------------------------------------------------------------ answers
    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        n = self.n
        region = {divmod(int(c), n): o for o in solution for c in self.blocks[o]}
        return numbered(self.m, n, region)

    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        regions, problem = read_division(grid)
        if problem:
            return problem
        k = block_size(self.cells, self.extra)
        for t, cells in regions:
            if len(cells) != k:
                return f"block {t} at {where(cells[0])} has {len(cells)} cells, a block has {k}"
            first: dict[object, Cell] = {}
            for c in cells:
                s = self.clue.get(c)
                if s is None:
                    continue
                if s in first:
                    return f"block {t} holds '{s}' twice ({where(first[s])} and {where(c)})"
                first[s] = c
        for a, b in self.given_lines():
            if grid[a[0]][a[1]] == grid[b[0]][b[1]]:
                return f"block {grid[a[0]][a[1]]} crosses the given line between {where(a)} and {where(b)}"
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        return {"text": {c: str(s) for c, s in self.clue.items()}}

    def svg(self, solution: Sequence[int] | None = None) -> str:
        """The symbols; the blocks' borders where solved; the given lines (thick) always."""
        cell, pad = 28, 3
        room = None if solution is None else [[int(t) for t in row] for row in self.grid(solution)]
        pic = picture(self.m, self.n, room=room, cell=cell, **self.draw(solution))
        lines = []
        for (a, b), (c, d) in self.given_lines():
            if a == c:  # (side by side: the line is the right side of (a, b))
                x1 = x2 = pad + (b + 1) * cell
                y1, y2 = pad + a * cell, pad + (a + 1) * cell
            else:
                y1 = y2 = pad + (a + 1) * cell
                x1, x2 = pad + b * cell, pad + (b + 1) * cell
            lines.append(f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="black" stroke-width="3"/>')
        body, _, end = pic.rpartition("\n")  # (the lines before '</svg>')
        return "\n".join([body, *lines, end])

    # ------------------------------------------------------------------ making
    @classmethod
    def made(cls, cells, drawn: Made) -> "Burokku":
        return cls(cells, None, drawn.extra)

    @classmethod
    def maker(cls, m: int, n: int, rng) -> Made | None:
        """Random blocks of K cells, K the grid's shorter side (:func:`random_blocks`), each block
        holding the first K letters in a random order: every cell a symbol. Blocks of fewer than
        :data:`FULL_FROM` cells are written in lower-case letters, each removable (janko.at's
        letter puzzles; a puzzle with an empty cell has blocks of the shorter side, as this one);
        larger ones in capitals, none removable (janko.at's full grids: each block then holds
        each letter once). None where the blocks did not come out."""
        k = min(m, n)
        blocks = random_blocks(m, n, k, rng)
        if blocks is None:
            return None
        full = k >= FULL_FROM
        alphabet = (string.ascii_uppercase if full else string.ascii_lowercase) if k <= 26 else None
        names = list(alphabet[:k]) if alphabet else [str(v) for v in range(1, k + 1)]
        cells = [["-"] * n for _ in range(m)]
        for block in blocks:
            rng.shuffle(names)
            for (i, j), s in zip(block, names):
                cells[i][j] = s
        answer = numbered(m, n, {c: b for b, block in enumerate(blocks) for c in block})
        removable = [] if full else [(i, j) for i in range(m) for j in range(n)]
        return Made(cells, removable, answer=answer,
                    how=f"random blocks of {k} cells, each with {k} symbols in a random order")

    @classmethod
    def repair(cls, made: Made, other) -> Made | None:
        """Rule the ``other`` answer out, the made answer kept: for a block of the other answer that
        is none of the made answer's, one of its cells x takes the symbol of a cell y of its own
        (made) block outside that other block, where the other block already holds that symbol
        elsewhere (the two swap: x's block keeps its symbols, the other block holds one twice); or
        an empty x takes a symbol the other block holds and x's block does not. Which block and
        cell are drawn by a checksum of ``other`` (repeatable). None where none can."""
        mine = {c: t for t, cells in read_division(made.answer)[0] for c in cells}
        theirs, _ = read_division(other)
        own = {tuple(cells) for _, cells in read_division(made.answer)[0]}
        foreign = [cells for _, cells in theirs if tuple(cells) not in own]
        if not foreign:
            return None
        key = zlib.crc32(repr(other).encode())
        cells = [list(row) for row in made.cells]
        for step in range(len(foreign)):
            block = foreign[(key + step) % len(foreign)]
            inside = set(block)
            moves = []
            for x in block:
                mates = [c for c in mine if mine[c] == mine[x] and c != x]
                held = {cells[c[0]][c[1]] for c in block if c != x} - {"-"}
                for y in mates:
                    s = cells[y[0]][y[1]]
                    if y not in inside and s in held:
                        moves.append((x, y))
                if cells[x[0]][x[1]] == "-":
                    own_symbols = {cells[c[0]][c[1]] for c in mates}
                    moves.extend((x, s) for s in sorted(held - own_symbols))
            if not moves:
                continue
            x, y = moves[(key // len(foreign)) % len(moves)]
            if isinstance(y, str):  # (an empty x takes a symbol)
                cells[x[0]][x[1]] = y
            else:
                (a, b), (c, d) = x, y
                cells[a][b], cells[c][d] = cells[c][d], cells[a][b]
            removable = set(made.removable)
            if removable:  # (a letter puzzle's: the cells that hold a symbol now)
                removable = {e for e in removable if cells[e[0]][e[1]] != "-"} | {x}
            return Made(cells, sorted(removable), made.rooms, list(made.extra), made.answer, made.how)
        return None


def random_blocks(m: int, n: int, k: int, rng, tries: int = 4000) -> list[list[Cell]] | None:
    """A random division of the m×n grid into connected blocks of ``k`` cells: each block grown at
    the first free cell in reading order by random steps into free cells beside it, kept where
    every piece of the free cells left has a multiple of ``k`` cells, else grown again; a block
    that cannot be grown undoes the one before (depth first). None after ``tries`` growths."""
    if (m * n) % k:
        raise InputError(f"blocks of {k} cells do not divide a {m}×{n} grid", source="size")
    owner = [[-1] * n for _ in range(m)]
    blocks: list[list[Cell]] = []
    budget = [tries]

    def free(c: Cell) -> bool:
        return 0 <= c[0] < m and 0 <= c[1] < n and owner[c[0]][c[1]] < 0

    def fill() -> bool:
        start = next(((i, j) for i in range(m) for j in range(n) if owner[i][j] < 0), None)
        if start is None:
            return True
        for _ in range(8):
            budget[0] -= 1
            if budget[0] < 0:
                return False
            block = [start]
            edge = [d for d in _beside(start) if free(d)]
            while len(block) < k and edge:
                c = edge.pop(rng.randrange(len(edge)))
                if c in block:
                    continue
                block.append(c)
                edge.extend(d for d in _beside(c) if free(d) and d not in block)
            if len(block) < k:
                continue
            for i, j in block:
                owner[i][j] = len(blocks)
            left = {(i, j) for i in range(m) for j in range(n) if owner[i][j] < 0}
            if all(len(piece) % k == 0 for piece in regions_of(left)):
                blocks.append(block)
                if fill():
                    return True
                blocks.pop()
            for i, j in block:
                owner[i][j] = -1
        return False

    return blocks if fill() else None


def _beside(c: Cell) -> list[Cell]:
    i, j = c
    return [(i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1)]


def _line_code(t: object) -> int:
    """A given line's code (0-3; ``-`` or None 0), checked."""
    if t is None or t == "-":
        return 0
    if isinstance(t, str) and is_number(t):
        t = int(t)
    if isinstance(t, bool) or not isinstance(t, int) or not 0 <= t <= 3:
        raise InputError(f"a given line's code is '-' or 0-3 (1 on the right, 2 below, 3 both), not {t!r}",
                         source="burokku")
    return t


def _read_lines(all_lines: list[str], cut: int, m: int, n: int, source: str | None) -> list[list[int]]:
    """The R rows of line codes after the ``[lines]`` line (index ``cut`` of ``all_lines``), with
    errors naming the place."""
    rows = [(k, line) for k, line in enumerate(all_lines[cut + 1:], cut + 2) if line.strip()]
    if len(rows) != m:
        line = rows[m][0] if len(rows) > m else (rows[-1][0] + 1 if rows else cut + 2)
        raise InputError(f"expected {m} rows of given lines after '{LINES}', found {len(rows)}", source=source,
                         line=line, col=1)
    return [[v or 0 for v in number_line(line, k, n, source or "burokku", 3,
                                         f"this row of lines has {{found}} cells, the first line says {n}",
                                         "{tok}: a line's code is 0-3 (1 on the right, 2 below, 3 both)",
                                         "'{tok}': a line's code is '-' or 0-3 (1 on the right, 2 below, 3 both)")]
            for k, line in rows]
