"""Thermometers: fill thermometers with mercury from their bulbs so that each row and column holds as
many filled cells as its clue says.

Rules (janko.at's): the grid is divided into thermometers, each a bulb and a tube running from it
through neighbouring cells. Fill some cells with mercury: each thermometer is filled from its bulb
without gaps, to any length from empty to full; a number beside a row or a column says how many
of its cells are filled. A line without a number (``-``) may hold any number.

Notation (puzzlekit's ``thermometer``): a line ``R C`` (rows, columns), a line of the C column
clues, a line of the R row clues (``-``: no clue), then R rows of cells ``T.K``: the K-th cell of
thermometer T (K from 1, the bulb; T a name of letters and digits), each thermometer's cells
numbered 1, 2, … each beside the one before. Every cell is part of a thermometer. pzprjs has no
thermometers, so there are no URLs. Answer: ``x`` filled, ``-`` empty.

The model is Knuth's for a nonogram (TAOCP 7.2.2.1), a line at a time, with the thermometers as
pieces: a primary item per thermometer, whose options are its fill lengths 0..L, each colouring
every cell of it ``1`` (mercury) or ``0`` (secondary items); and a primary item per clued row
and column, whose options are the sets of its cells of the clue's size that some fill of the
thermometers could give it (the cells of a thermometer in the line filled nearest its bulb
first: a 10-cell line crossed by ten thermometers has 252 sets of 5, one lying along it only 1),
colouring the line's cells alike, so that a thermometer and a line agree where they meet. A pure
XCC model, no multiplicity and no side constraint: every backend takes it, and the DLX export is
the exact cover itself. dlx's colour lookahead (``hints.propagate``) is the sites' reasoning
line by line: it takes most of the sites' puzzles without a guess (about as many nodes as
items). A line with more than :data:`MOST_SETS` such sets (a long line with a middling clue
crossed by many thermometers, beyond the sites' 10×10) is instead a primary item covered clue
times, by the "filled" option of each of its cells (each cell then a primary item of its own,
its two colours its options): exact cover with a multiplicity, which dlx and zdd count along
the cells.

Speed (2026-11-29, ``scripts/bench.py published``, all 250 puzzles of puzzlekit's corpus, 6×6 to
10×10, on 2 cores at a load of about 10): every one solved with the published answer and proven
unique (dlx, auto's choice), the model built in the time; median 2 ms at 6×6, 11 ms at 8×8 and
17 ms at 10×10, beside puzzlekit's CP-SAT 20, 23 and 27 ms; the slowest 0.14 s (a 10×10 that
takes 4,152 nodes; puzzlekit's slowest 0.08 s). Timed as the least of five runs, a 10×10 takes
5 ms (4 of them building the model) beside puzzlekit's 21 ms. Without the lookahead dlx takes 12
to 600 times the nodes on the hardest (49,565 and 103,362 nodes, not 4,152 and 155).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence

import numpy as np

from ..errors import InputError
from ..model import Model
from ..text import is_number
from . import is_url, need_text, svg_letter, svg_open
from .kit.batch import Batch
from .kit.genre import AtCell, Genre, Made, cells_lines, given_numbers, read_lined, read_notation
from .kit.grid import SIDE_STEPS, Cell, beside, where
from .kit.rules import marked, tokens_in

FILLED, EMPTY = "x", "-"
MERCURY, NONE = "1", "0"
"""The colours of a cell's secondary item: filled, empty."""
MOST_SETS = 3000
"""The most sets of cells a line's item takes as options; a line with more is counted cell by
cell (a multiplicity)."""
EVERY = 1 << 14
"""The most fills of a line's thermometers listed all at once to pick a clue's from (:func:`fills`)."""
LENGTHS = (2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 6, 6, 7)
"""The lengths the maker draws thermometers of, about as often as the sites' 250 puzzles hold
them (1088, 1169, 1175, 728, 577 and 213 of lengths 2 to 7)."""
STRAIGHT = 0.9
"""How often the maker's thermometer goes on straight where it can (the sites' are straight 4
times in 5; a turn where it must go on makes some more bent)."""
EDGE = 0.5
"""How often the maker leaves a thermometer empty or fills it full (the sites': about half)."""
REFILLS = 20
"""How many fills the maker draws for one division into thermometers."""
LONGEST = 8
"""The longest thermometer the maker draws or a repair makes."""


def ways(sizes: Sequence[int], total: int) -> int:
    """How many ways there are to fill ``total`` cells of a line crossed by thermometers that have
    ``sizes`` cells in it (a thermometer's cells in the line fill nearest its bulb first)."""
    counts = [1] + [0] * total
    for size in sizes:
        counts = [sum(counts[max(0, t - size):t + 1]) for t in range(total + 1)]
    return counts[total]


@functools.lru_cache(maxsize=1024)
def _every_fill(sizes: tuple[int, ...]) -> tuple[np.ndarray, np.ndarray]:
    """Every way to fill thermometers that have ``sizes`` cells in a line, as rows of how many of
    each are filled, and each row's sum."""
    table = np.indices([s + 1 for s in sizes]).reshape(len(sizes), math.prod(s + 1 for s in sizes)).T
    table.flags.writeable = False
    return table, table.sum(axis=1)


def fills(sizes: tuple[int, ...], total: int) -> np.ndarray:
    """Each way to fill ``total`` cells of a line crossed by thermometers that have ``sizes`` cells
    in it, as a row of how many of each are filled (:func:`ways` rows): those of
    :func:`_every_fill` with that sum where there are at most :data:`EVERY` of them, else grown a
    thermometer at a time, each taking only what leaves the rest able to make up the total."""
    if math.prod(s + 1 for s in sizes) <= EVERY:
        table, sums = _every_fill(sizes)
        return table[sums == total]
    room = [0] * (len(sizes) + 1)
    for k in range(len(sizes) - 1, -1, -1):
        room[k] = room[k + 1] + sizes[k]
    partial: list[tuple[tuple[int, ...], int]] = [((), total)] if 0 <= total <= room[0] else []
    for k, size in enumerate(sizes):
        after = room[k + 1]
        partial = [(done + (f,), left - f) for done, left in partial
                   for f in range(max(0, left - after), min(size, left) + 1)]
    return np.array([done for done, _ in partial], dtype=np.int64).reshape(len(partial), len(sizes))


class Thermometer(Genre):
    """``Thermometer(cells, cols, rows)``: rows of cell strings ``T.K`` (the K-th cell of
    thermometer T, 1 its bulb), the column clues and the row clues (numbers, None: no clue)."""

    kind = "thermometer"
    url_names = ()
    notations = ("janko",)
    cell_words = "a cell is T.K, the K-th cell of thermometer T (K from 1, its bulb; T letters and digits)"

    def __init__(self, cells: Sequence[Sequence[str]], cols=None, rows=None) -> None:
        if cols is None or rows is None or isinstance(cells, str):
            raise TypeError("Thermometer(cells, cols, rows): expected rows of cells 'T.K' and the column and row "
                            "clues, lists of numbers (None: no clue), such as [['1.1', '1.2']], [1, 1], [2]")
        m, n = len(cells), len(cells[0]) if cells else 0
        self.cols = given_numbers(cols, "column", self.kind, "Thermometer", "clue", m, f"its {m} cells")
        self.rows = given_numbers(rows, "row", self.kind, "Thermometer", "clue", n, f"its {n} cells")
        if len(self.cols) != n or len(self.rows) != m:
            raise InputError(f"a {m}×{n} thermometer puzzle has {n} column clues and {m} row clues, not "
                             f"{len(self.cols)} and {len(self.rows)}", source=self.kind)
        super().__init__(cells)

    @classmethod
    def read_cell(cls, tok: str) -> tuple[str, int]:
        name, dot, place = tok.partition(".")
        if not (dot and name.isascii() and name.isalnum() and is_number(place) and int(place) >= 1):
            raise ValueError(cls.cell_words)
        return name, int(place)

    @classmethod
    def emptied(cls, tok: str) -> str:
        """A thermometer's cell stays: the clues outside the grid are the puzzle's, none removable."""
        return tok

    # ------------------------------------------------------------------ notation
    @classmethod
    def from_text(cls, text: str, source: str | None = None) -> "Thermometer":
        need_text(text, f"{cls.__name__}.from_text(text)")
        if is_url(text.strip()):
            return cls.from_url(text.strip())
        lined = read_lined(text, source, cls.kind, cells_lines)
        note = read_notation(lined.body, source, cls.kind)
        cls._check_cells(note)
        try:
            return cls._placed(source, lined.first, note.cells, *lined.numbers)
        except AtCell as err:
            raise note.error(*err.cell, err.message) from None

    def to_text(self, notation: str | None = None) -> str:
        self._notation(notation)
        show = lambda v: "-" if v is None else str(v)  # noqa: E731
        return "\n".join([f"{self.m} {self.n}", " ".join(map(show, self.cols)), " ".join(map(show, self.rows)),
                          *(" ".join(row) for row in self.cells)]) + "\n"

    # ------------------------------------------------------------------ thermometers
    def _thermometers(self) -> list[tuple[str, list[Cell]]]:
        """Each thermometer's name and its cells from the bulb, by their bulbs in reading order;
        an AtCell where the cells of one are not numbered 1, 2, … each beside the one before."""
        places: dict[str, dict[int, Cell]] = {}
        for c, (name, k) in sorted(self.clue.items()):
            mine = places.setdefault(name, {})
            if k in mine:
                raise AtCell(self.kind, c, f"thermometer {name} has two cells {k} (the other at {where(mine[k])})")
            mine[k] = c
        out = []
        for name, mine in places.items():
            cells = []
            for k in sorted(mine):
                c = mine[k]
                if k != len(cells) + 1:
                    raise AtCell(self.kind, c, f"thermometer {name} has a cell {k} but no cell {len(cells) + 1}: its "
                                               f"cells are numbered 1 (the bulb), 2, … in order")
                if cells and not beside(c, cells[-1]):
                    raise AtCell(self.kind, c, f"thermometer {name}'s cell {k} is not beside its cell {k - 1} "
                                               f"({where(cells[-1])})")
                cells.append(c)
            out.append((name, cells))
        return sorted(out, key=lambda t: t[1][0])

    # ------------------------------------------------------------------ model
    def build(self) -> Model:
        m, n = self.m, self.n
        self.thermometers = thermos = self._thermometers()
        owner = {c: (t, k) for t, (_, cells) in enumerate(thermos) for k, c in enumerate(cells)}
        lines = [(f"r{i}", [(i, j) for j in range(n)], v) for i, v in enumerate(self.rows) if v is not None]
        lines += [(f"k{j}", [(i, j) for i in range(m)], v) for j, v in enumerate(self.cols) if v is not None]
        crossing = {name: _crossing(cells, owner) for name, cells, _ in lines}
        listed = [(name, clue) for name, _, clue in lines if _few(crossing[name][0], clue)]
        counted = [(name, cells, clue) for name, cells, clue in lines if name not in dict(listed)]
        counted_names = {name for name, _, _ in counted}
        by_cell = {c: [name for name, cells, _ in counted if c in cells] for c in self.clue}
        alone = sorted(c for c, names in by_cell.items() if names)
        model = Model()
        item = dict(zip([f"t{name}" for name, _ in thermos], model.add_items([f"t{name}" for name, _ in thermos])))
        item.update(zip([name for name, _ in listed], model.add_items([name for name, _ in listed])))
        for name, _, clue in counted:
            item[name] = model.add_primary(name, clue, clue)
        item.update(zip([f"c{i}.{j}" for i, j in alone], model.add_items([f"c{i}.{j}" for i, j in alone])))
        first = model.add_items([f"v{i}.{j}" for i in range(m) for j in range(n)], primary=False)[0]
        value = lambda c: first + c[0] * n + c[1]  # noqa: E731  (the cells' items, in reading order)
        full, none = model.colour_id(MERCURY), model.colour_id(NONE)
        batch = Batch(model)
        lengths: list[int] = []
        items: list[int] = []
        colours: list[int] = []
        for name, cells in thermos:  # (each option's items ascending: the item, its cells in reading order)
            ranked = sorted((value(c), k) for k, c in enumerate(cells))
            row = [item[f"t{name}"]] + [v for v, _ in ranked]
            for f in range(len(cells) + 1):
                lengths.append(len(row))
                items.extend(row)
                colours.append(0)
                colours.extend(full if k < f else none for _, k in ranked)
        batch.block(lengths, items, colours)
        for name, cells, clue in lines:
            if name not in counted_names:
                on = _line_options(crossing[name], clue)
                row = np.asarray([item[name]] + [value(c) for c in cells])
                paint = np.zeros((len(on), len(row)), dtype=np.int64)
                paint[:, 1:] = np.where(on, full, none)
                batch.block(np.full(len(on), len(row)), np.broadcast_to(row, paint.shape).ravel(), paint.ravel())
        for c in alone:
            batch.add([item[f"c{c[0]}.{c[1]}"], value(c), *(item[name] for name in by_cell[c])],
                      [0, full] + [0] * len(by_cell[c]))
            batch.add([item[f"c{c[0]}.{c[1]}"], value(c)], [0, none])
        batch.flush()
        model.hints.propagate = True
        return model

    # ------------------------------------------------------------------ answers
    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        colour = self.model.colouring(solution)
        return [[FILLED if colour.get(f"v{i}.{j}") == MERCURY else EMPTY for j in range(self.n)]
                for i in range(self.m)]

    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        wrong = tokens_in(grid, (FILLED, EMPTY), "x (filled) or - (empty)")
        if wrong:
            return wrong
        filled = marked(grid, FILLED)
        for name, cells in self.thermometers:
            for near, far in zip(cells, cells[1:]):
                if far in filled and near not in filled:
                    return (f"thermometer {name} is filled at {where(far)} but not at {where(near)}, nearer its bulb "
                            f"({where(cells[0])})")
        for what, clues, line in (("row", self.rows, lambda k: [(k, j) for j in range(self.n)]),
                                  ("column", self.cols, lambda k: [(i, k) for i in range(self.m)])):
            for k, clue in enumerate(clues):
                count = sum(c in filled for c in line(k))
                if clue is not None and count != clue:
                    return f"{what} {k + 1} has {count} filled cells, its clue says {clue}"
        return None

    # ------------------------------------------------------------------ pictures
    def draw(self, solution: Sequence[int] | None) -> dict:
        """The thermometers (each its cells from the bulb), the filled cells, and the clues: each
        column's below it (row m), each row's right of it (column n)."""
        text: dict[Cell, str] = {}
        for j, v in enumerate(self.cols):
            if v is not None:
                text[self.m, j] = str(v)
        for i, v in enumerate(self.rows):
            if v is not None:
                text[i, self.n] = str(v)
        filled = set()
        if solution is not None:
            filled = marked(self.grid(solution), FILLED)
        return {"thermometers": [cells for _, cells in self.thermometers], "filled": filled, "text": text}

    def svg(self, solution: Sequence[int] | None = None) -> str:
        """janko.at's picture: the grid, each thermometer a grey tube from a round bulb, the
        mercury dark in the filled cells, each row's clue right of it and each column's below it."""
        drawn = self.draw(solution)
        size, pad, m, n = 28, 3, self.m, self.n
        x = lambda j: pad + j * size  # noqa: E731
        y = lambda i: pad + i * size  # noqa: E731
        parts = [svg_open((n + 1) * size + 2 * pad, (m + 1) * size + 2 * pad)]
        for i in range(m + 1):
            parts.append(f'<line x1="{x(0)}" y1="{y(i)}" x2="{x(n)}" y2="{y(i)}" stroke="#bbb"/>')
        for j in range(n + 1):
            parts.append(f'<line x1="{x(j)}" y1="{y(0)}" x2="{x(j)}" y2="{y(m)}" stroke="#bbb"/>')
        for colour, width, bulb, cells_of in (("#c8c8c8", 0.34, 0.36, lambda cells: cells),
                                              ("#333", 0.2, 0.26, lambda cells: [c for c in cells
                                                                                 if c in drawn["filled"]])):
            for cells in drawn["thermometers"]:
                part = _prefix(cells_of(cells), cells)
                if not part:
                    continue
                points = " ".join(f"{x(j) + size / 2},{y(i) + size / 2}" for i, j in part)
                kind = "tube" if colour == "#c8c8c8" else "mercury"
                parts.append(f'<polyline class="{kind}" points="{points}" fill="none" stroke="{colour}" '
                             f'stroke-width="{width * size:.1f}" stroke-linecap="round" stroke-linejoin="round"/>')
                i, j = part[0]
                parts.append(f'<circle class="{kind}" cx="{x(j) + size / 2}" cy="{y(i) + size / 2}" '
                             f'r="{bulb * size:.1f}" fill="{colour}"/>')
        parts.append(f'<rect x="{x(0)}" y="{y(0)}" width="{n * size}" height="{m * size}" fill="none" '
                     f'stroke="black" stroke-width="2"/>')
        for (i, j), label in drawn["text"].items():
            parts.append(svg_letter(x(j) + size / 2, y(i) + size / 2, size * 0.6, label))
        parts.append("</svg>")
        return "\n".join(parts)

    # ------------------------------------------------------------------ making
    @classmethod
    def made(cls, cells, drawn: Made) -> "Thermometer":
        n = len(cells[0])
        return cls(cells, drawn.extra[:n], drawn.extra[n:])

    @classmethod
    def maker(cls, m: int, n: int, rng) -> Made | None:
        """A random division of the grid into thermometers (:func:`_layout`), each empty or full
        with the odds :data:`EDGE` (about as often as the sites' puzzles have them), else filled
        to a length between, at random; every row's and column's clue read off it (``extra``:
        the column clues then the row clues). The clues are not taken away: the sites give them
        all. A fill that leaves a line empty is drawn again (its clue would be 0, which the
        sites never print), up to :data:`REFILLS` times (then None: a new division)."""
        thermos = _layout(m, n, rng)
        for _ in range(REFILLS if thermos else 0):
            levels = [rng.choice((0, len(t))) if rng.random() < EDGE else rng.randint(1, len(t) - 1)
                      for t in thermos]
            made = _made(thermos, _answer(m, n, thermos, levels))
            if made is not None:
                return made
        return None

    @classmethod
    def repair(cls, made: Made, other) -> Made | None:
        """``made`` with its thermometers changed so that its answer keeps the rules and
        ``other`` does not, its clues kept: the first thermometer whose fill ``other`` does not
        share joined end to end with a neighbour (:func:`_joins`: one thermometer from the
        bulb of either to the tip of the other, either turned round, of 8 cells at most), or
        else turned round where its new bulb comes first in reading order (so that no repair
        turns it back). Where none can, the answer has one such thermometer filled one cell
        more or less and the clues are read off it again: the cell's row and column clues
        change by one, so ``other`` breaks them (the change whose new clues leave their lines
        the fewest sets of cells, :func:`_sets`; every line keeping a filled cell). None where
        no such change is left."""
        m, n = len(made.answer), len(made.answer[0])
        thermos = [cells for _, cells in cls.made(made.cells, made).thermometers]
        differ = [t for t, cells in enumerate(thermos) if any(made.answer[i][j] != other[i][j] for i, j in cells)]

        def rules_out(changed: list[list[Cell]]) -> bool:
            return all(_rising(c, made.answer) for c in changed) and not all(_rising(c, other) for c in changed)

        for t in differ:
            for u, joined in _joins(thermos, t):
                if rules_out([joined]):
                    return _made([c for k, c in enumerate(thermos) if k not in (t, u)] + [joined], made.answer)
        for t in differ:
            if thermos[t][-1] < thermos[t][0] and rules_out([thermos[t][::-1]]):
                return _made(thermos[:t] + [thermos[t][::-1]] + thermos[t + 1:], made.answer)
        owner = {c: (t, k) for t, cells in enumerate(thermos) for k, c in enumerate(cells)}
        level = [sum(made.answer[i][j] == FILLED for i, j in cells) for cells in thermos]
        best: tuple[int, list[list[str]]] | None = None
        for t in differ:
            for f in (level[t] - 1, level[t] + 1):
                if not 0 <= f <= len(thermos[t]):
                    continue
                answer = _answer(m, n, thermos, level[:t] + [f] + level[t + 1:])
                if not _every_line_filled(answer):
                    continue
                i, j = thermos[t][min(f, level[t])]
                score = (_sets(owner, [(i, k) for k in range(n)], answer)
                         * _sets(owner, [(k, j) for k in range(m)], answer))
                if best is None or score < best[0]:
                    best = (score, answer)
        return _made(thermos, best[1]) if best is not None else None


def _joins(thermos: list[list[Cell]], t: int) -> list[tuple[int, list[Cell]]]:
    """The thermometers that thermometer ``t`` and a neighbour make joined end to end (either
    first, either turned round), of :data:`LONGEST` cells at most: (the neighbour, the
    thermometer they make)."""
    out = []
    for u, cells in enumerate(thermos):
        if u == t or len(cells) + len(thermos[t]) > LONGEST:
            continue
        for a in (thermos[t], thermos[t][::-1]):
            for b in (cells, cells[::-1]):
                for first, then in ((a, b), (b, a)):
                    if beside(first[-1], then[0]):
                        out.append((u, first + then))
    return out


def _rising(cells: list[Cell], grid: Sequence[Sequence[str]]) -> bool:
    """Whether a thermometer's filled cells in ``grid`` are the ones nearest its bulb."""
    filled = [grid[i][j] == FILLED for i, j in cells]
    return filled == sorted(filled, reverse=True)


def _prefix(part: list[Cell], cells: list[Cell]) -> list[Cell]:
    """The cells of a thermometer from its bulb up to the last of ``part`` (the mercury drawn whole)."""
    return cells[:cells.index(part[-1]) + 1] if part else []


def _sets(owner: dict[Cell, tuple[int, int]], line: list[Cell], answer: list[list[str]]) -> int:
    """How many sets of the line's cells, as many as ``answer`` fills, the thermometers could fill."""
    return ways(_crossing(line, owner)[0], sum(answer[i][j] == FILLED for i, j in line))


def _few(sizes: tuple[int, ...], clue: int) -> bool:
    """Whether a line crossed by thermometers with ``sizes`` cells in it has at most
    :data:`MOST_SETS` sets of ``clue`` cells to fill (:func:`ways`; at once where all the
    thermometers' fills together are that few)."""
    return math.prod(s + 1 for s in sizes) <= MOST_SETS or ways(sizes, clue) <= MOST_SETS


def _crossing(cells: list[Cell], owner: dict[Cell, tuple[int, int]]) -> tuple[tuple[int, ...], np.ndarray,
                                                                              np.ndarray]:
    """How a line's ``cells`` cross the thermometers: how many cells of each it holds (by their
    first cell in the line), and for each of its cells, which of them it belongs to and how
    many of that one's cells in the line are nearer its bulb."""
    places: dict[int, list[tuple[int, int]]] = {}
    for at, c in enumerate(cells):
        t, k = owner[c]
        places.setdefault(t, []).append((k, at))
    group, rank = [0] * len(cells), [0] * len(cells)
    for g, mine in enumerate(places.values()):
        for r, (_, at) in enumerate(sorted(mine)):
            group[at], rank[at] = g, r
    return tuple(len(mine) for mine in places.values()), np.asarray(group), np.asarray(rank)


def _line_options(crossing: tuple[tuple[int, ...], np.ndarray, np.ndarray], clue: int) -> np.ndarray:
    """A clued line's options as rows of True (filled) and False over its cells: one for each
    way to fill ``clue`` of them (:func:`fills`), the cells of each thermometer it crosses
    (:func:`_crossing`) filled nearest its bulb first."""
    sizes, group, rank = crossing
    return fills(sizes, clue)[:, group] > rank


def _layout(m: int, n: int, rng) -> list[list[Cell]] | None:
    """A random division of an m×n grid into thermometers of 2 to :data:`LONGEST` cells, each from its bulb:
    from the free cell with the fewest free neighbours, a tube grown to a length drawn from
    :data:`LENGTHS` (straight on with the odds :data:`STRAIGHT`, else to the free neighbour with
    the fewest free neighbours), its bulb at either end; a cell left alone joins a neighbour's
    thermometer at an end (None where it cannot: drawn again)."""
    free = {(i, j) for i in range(m) for j in range(n)}

    def around(c: Cell) -> list[Cell]:
        return [(c[0] + a, c[1] + b) for a, b in SIDE_STEPS if (c[0] + a, c[1] + b) in free]

    tubes: list[list[Cell]] = []
    while free:
        start = min(free, key=lambda c: (len(around(c)), rng.random()))
        free.discard(start)
        tube, want = [start], rng.choice(LENGTHS)
        while len(tube) < want:
            nbs = around(tube[-1])
            if not nbs:
                break
            ahead = (2 * tube[-1][0] - tube[-2][0], 2 * tube[-1][1] - tube[-2][1]) if len(tube) > 1 else None
            if ahead in nbs and rng.random() < STRAIGHT:
                step = ahead
            else:
                step = rng.choice(sorted(nbs))
            free.discard(step)
            tube.append(step)
        tubes.append(tube)
    for alone in [t for t in tubes if len(t) == 1]:
        c = alone[0]
        ends = [(t, end) for t in tubes if 1 < len(t) < LONGEST for end in (0, -1)
                if beside(t[end], c)]
        if not ends:
            return None
        t, end = rng.choice(ends)
        if end == 0:
            t.insert(0, c)
        else:
            t.append(c)
        alone.clear()
    return [t if rng.random() < 0.5 else t[::-1] for t in tubes if t]


def _answer(m: int, n: int, thermos: list[list[Cell]], levels: list[int]) -> list[list[str]]:
    answer = [[EMPTY] * n for _ in range(m)]
    for cells, f in zip(thermos, levels):
        for i, j in cells[:f]:
            answer[i][j] = FILLED
    return answer


def _every_line_filled(answer: list[list[str]]) -> bool:
    return all(FILLED in row for row in answer) and all(FILLED in col for col in zip(*answer))


def _made(thermos: list[list[Cell]], answer: list[list[str]]) -> Made | None:
    """The draw of ``thermos`` (each its cells from the bulb) filled as ``answer``: the cells
    (thermometers named 1, 2, … by their bulbs in reading order), every clue, the answer; None
    where a line is left empty."""
    if not _every_line_filled(answer):
        return None
    m, n = len(answer), len(answer[0])
    cells = [[""] * n for _ in range(m)]
    for t, tube in enumerate(sorted(thermos, key=lambda tube: tube[0])):
        for k, (i, j) in enumerate(tube):
            cells[i][j] = f"{t + 1}.{k + 1}"
    cols = [sum(answer[i][j] == FILLED for i in range(m)) for j in range(n)]
    rows = [sum(answer[i][j] == FILLED for j in range(n)) for i in range(m)]
    return Made(cells, [], extra=cols + rows, answer=[list(r) for r in answer],
                how="a random division into thermometers, each filled to a random length")
