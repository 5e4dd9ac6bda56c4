"""Kakkuru (puzzlekit's name; janko.at's Lateinische Summen, "Latin sums"): write numbers in the
white cells so that each row and each column holds the numbers 1 to N once each, N its number of
white cells, and each number in a grey cell is the sum of the white cells around it.

Rules (janko.at's): every row and every column has the same number N of white cells (so the grid
is square), and holds each of the numbers 1 to N once; a number in a clue cell is the sum of the
numbers in the white cells among its up to eight neighbours (diagonal ones included; clue cells
around it do not count, and a clue with none around it is 0). There is no other rule: equal
numbers may touch (395 of the 400 published answers have some that do), and a number may repeat
around a clue. As puzzlekit's solver reads a grid whose rows and columns differ in white cells,
a row of k white cells holds 1 to k and a column of l white cells 1 to l (janko's puzzles all
have N in every line: it is the same rule there).

Notation (puzzlekit's ``kakkuru``, its dataset's from janko.at): ``R C``, then R rows of cells
separated by blanks: ``-`` a white cell, a number 0 or more a clue cell (grey). pzprjs's
``kakuru`` is another puzzle (Nikoli's Kakuru: digits 1-9 with no Latin rule, no two equal digits
touching, none twice around a clue, blank grey cells): no URLs. Answer (as puzzlekit prints it):
the numbers of the white cells, each clue cell its clue (a few published answers write ``-``
there; the rules checker takes either).

The model, in Knuth's way, is an exact cover with colours (no side constraint): the Latin square
is the exact cover of TAOCP 7.2.2.1, primary items ``pi.j`` (white cell i,j holds a number),
``ri.d`` (row i holds d) and ``cj.d`` (column j holds d), an option per white cell and number
1..min(k, l) covering its three items and colouring the cell's secondary item ``vi.j`` with the
number. Each clue is a primary item ``ni.j`` whose options are the fillings of the white cells
around it that add up to it (numbers each cell may hold, no two equal in one row or column of the
3×3 window: :func:`fillings`), each colouring those cells' ``v`` items: the colours make a clue's
filling agree with the numbers the cells take. A clue with no white cell around it is no item (0,
or refused); a clue out of reach of its cells (below their count, above the sum of their bounds)
is refused at its place. The numbers each cell may hold (1..min(k, l) at first) are narrowed
before any option is listed, cheaply and then exactly (:mod:`.kakkuru_narrowing`): the same
solutions, fewer options. A cell the narrowing fixes has one option and is left out of the
clues' options (a clue whose cells are all fixed is no item); 311 of the 400 published puzzles
come out with one option per cell (6 of the 14 9×9s).

Measured (2026-11-29, 2 cores shared with other work, load 8 to 12: ``scripts/bench.py published
--corpus DIR --kinds kakkuru --every 1 --time-limit 20``, each of the 400 published puzzles read,
solved and proven unique through ``xcckit.solve(p, unique=True)``, the model built in the time;
``auto`` takes dlx), median (largest) wall seconds, this model | the one before it (fillings of
every clue's whole window, narrowed by arrays alone), run back to back | puzzlekit's CP-SAT (no
proof of uniqueness):

=====  ========  ==============  ==============  ==============
size   puzzles   ours            before          puzzlekit
=====  ========  ==============  ==============  ==============
4×4    24        0.002 (2.07)    0.003 (1.52)    0.014 (2.59)
5×5    109       0.002 (0.04)    0.003 (0.02)    0.018 (0.08)
6×6    99        0.006 (0.04)    0.011 (0.03)    0.018 (0.06)
7×7    117       0.012 (0.11)    0.014 (0.12)    0.018 (0.36)
8×8    37        0.020 (0.09)    0.022 (0.08)    0.018 (0.05)
9×9    14        0.085 (1.48)    0.114 (1.63)    0.031 (0.06)
=====  ========  ==============  ==============  ==============

(the 4×4s' largest: numba's compiled engine loading.) Every one proven unique with the published
answer (the benchmark's comparison counts 11 as different: 10 published answers write ``-`` in
the clue cells, one ends in a line ``[end]``). Wall time was 3 times the CPU time at that load.
In CPU time, one warmed process, the puzzles in the benchmark's order, medians 1.2, 1.7, 2.1, 3.2,
5.5 and 35 ms from 4×4 to 9×9 (before: 2.3, 2.3, 3.0, 4.6, 7.4 and 38-44 ms); an easy 9×9's build
3.6 ms (5.3), its search 0.35 ms. The 9×9 median is the search of the 8 whose cells the narrowing
fixes none of (9,000-19,000 fillings, 270-54,000 dlx nodes: 5-260 ms); the largest, 93_9x9, goes
to sat after dlx's 30,000 nodes. Tried and lost: probing at the build (a cell's numbers tried each
through the cheap step, the numbers no trial keeps dropped, to the fixed point): every 8×8 and 13
of the 14 9×9s then come out with one option per cell, but at 0.3-0.6 ms a probe, 60-390 probes on
the hard 9×9s (builds of 18-250 ms against searches of 5-90 ms) and 120-230 on two 8×8s; probing
only cells of two numbers left the medians as they were and took 93_9x9's search from 0.26 to
0.6 s. The cheap step alone, without the exact one, fixes fewer cells (40 of the 109 5×5s weaker
with the window's rows alone, 5 of the 14 9×9s with rows and columns); an exact clue step in
Python (a search per clue) took 15-90 ms a puzzle. dlx's colour propagation (``hints.propagate``)
on these models: fewer nodes, more time (91_9x9 0.19 s to 0.27 s).
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from random import Random

import numpy as np

from ..errors import InputError
from ..model import Model
from .kit.batch import Batch
from .kit.genre import AtCell, Genre, Made
from .kit.grid import Cell, around, matching, orbits, where
from .kakkuru_narrowing import cheap, exact, fillings

STEPS = 20000
"""The most steps the maker's search for a pattern of black cells takes before it draws again."""


class Kakkuru(Genre):
    """``Kakkuru(cells)``: rows of cell strings, '-' a white cell, a number a clue cell."""

    kind = "kakkuru"
    url_names = ()
    notations = ("janko",)

    cell_tokens = {"-": None}
    least = 0
    cell_words = "a cell is - (white) or a number 0 or more (a clue: the sum of the white cells around it)"

    # ------------------------------------------------------------------ the model
    def lines(self) -> tuple[list[int], list[int]]:
        """The white cells of each row and of each column."""
        white = [[(i, j) not in self.clue for j in range(self.n)] for i in range(self.m)]
        return [sum(row) for row in white], [sum(white[i][j] for i in range(self.m)) for j in range(self.n)]

    def build(self) -> Model:
        m, n = self.m, self.n
        rows, cols = self.lines()
        bound = {(i, j): min(rows[i], cols[j]) for i in range(m) for j in range(n) if (i, j) not in self.clue}
        whites = list(bound)
        index = {c: k for k, c in enumerate(whites)}
        clues: list[tuple[Cell, list[int], int]] = []  # (clue cell, its white cells, its sum)
        for c, total in sorted(self.clue.items()):
            near = [d for d in around(m, n, c) if d in bound]
            low, high = len(near), sum(bound[d] for d in near)
            if not low <= total <= high:
                if not near:
                    raise AtCell(self.kind, c, f"the {total} at {where(c)} has no white cell around it: it is 0")
                raise AtCell(self.kind, c, f"the {total} at {where(c)} is out of reach: its {low} white "
                                           f"cell{'s' if low > 1 else ''} add{'' if low > 1 else 's'} up to "
                                           f"{low} to {high}")
            if near:
                clues.append((c, [index[d] for d in near], int(total)))
        lines = [[index[i, j] for j in range(n) if (i, j) in index] for i in range(m)]
        lines += [[index[i, j] for i in range(m) if (i, j) in index] for j in range(n)]
        # the numbers each cell may hold, as masks, narrowed first by the clues' parts (cheap)
        dom, ok = cheap(whites, bound, clues, lines)
        # then by each clue's fillings of the cells it leaves open (the rest of its sum)
        top = max(bound.values(), default=0) + 1
        sums: list[tuple[Cell, list[int], np.ndarray]] = []  # (clue cell, its open cells, their fillings)
        for c, near, total in clues:
            free = [k for k in near if dom[k] & (dom[k] - 1)]
            rest = total - sum(dom[k].bit_length() - 1 for k in near if not dom[k] & (dom[k] - 1))
            if free or rest:
                offsets = tuple((whites[k][0] - c[0], whites[k][1] - c[1]) for k in free)
                sums.append((c, free, fillings(offsets, tuple(dom[k] for k in free), rest) if ok and free
                             else np.zeros((0, len(free)), dtype=np.int16)))
        allowed, clued = exact(dom, ok, top, sums, lines)
        model = Model()
        cell_ids = model.add_items([f"p{i}.{j}" for i, j in whites])
        row = model.add_items([f"r{i}.{d}" for i in range(m) for d in range(1, rows[i] + 1)])
        col = model.add_items([f"c{j}.{d}" for j in range(n) for d in range(1, cols[j] + 1)])
        row_at = np.cumsum([0] + rows) - 1  # (row i's item of d: row.start + row_at[i] + d)
        col_at = np.cumsum([0] + cols) - 1
        clue = model.add_items([f"n{c[0]}.{c[1]}" for c, _, _ in clued])
        seen = sorted({k for _, free, _ in clued for k in free})
        value = dict(zip(seen, model.add_items([f"v{whites[k][0]}.{whites[k][1]}" for k in seen], primary=False)))
        colour = np.array([0] + [model.colour_id(str(d)) for d in range(1, max([*rows, *cols, 1]) + 1)])
        # a white cell's options: [p, r, c] and v coloured where a clue sees it (ids ascending)
        which, digit = np.nonzero(allowed)
        at = np.array(whites, dtype=np.int64).reshape(-1, 2)
        seen_by = np.array([value.get(k, -1) for k in range(len(whites))], dtype=np.int64)[which]
        items = np.stack([np.asarray(cell_ids, dtype=np.int64)[which], row.start + row_at[at[which, 0]] + digit,
                          col.start + col_at[at[which, 1]] + digit, seen_by], axis=1)
        colours = np.zeros_like(items)
        colours[:, 3] = colour[digit]
        keep = np.ones(items.shape, dtype=bool)
        keep[:, 3] = seen_by >= 0
        lengths, flat, tints = [keep.sum(axis=1)], [items[keep]], [colours[keep]]
        # a clue's options: [n] and its open cells' v, coloured by a filling (ids ascending)
        for k, (_, free, kept) in enumerate(clued):
            shape = (len(kept), len(free) + 1)
            lengths.append(np.full(len(kept), shape[1], dtype=np.int64))
            flat.append(np.broadcast_to(np.array([clue[k]] + [value[d] for d in free], dtype=np.int64), shape).ravel())
            tints.append(np.concatenate([np.zeros((len(kept), 1), dtype=np.int64), colour[kept]], axis=1).ravel())
        batch = Batch(model)
        first = batch.block(np.concatenate(lengths), np.concatenate(flat), np.concatenate(tints))
        self.number_of = {first + k: (whites[w], d) for k, (w, d) in enumerate(zip(which.tolist(), digit.tolist()))}
        return batch.flush()

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        out = [row[:] for row in self.cells]
        for o in solution:
            if o in self.number_of:
                (i, j), d = self.number_of[o]
                out[i][j] = str(d)
        return out

    # ------------------------------------------------------------------ the rules
    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        m, n = self.m, self.n
        clues = {(i, j): tok for i, row in enumerate(self.cells) for j, tok in enumerate(row) if tok != "-"}
        for i in range(m):
            for j in range(n):
                t = grid[i][j]
                if (i, j) in clues:
                    if t not in (clues[i, j], "-"):
                        return f"{where((i, j))} is '{t}': a clue cell keeps its clue, {clues[i, j]}"
                elif not (t.isascii() and t.isdigit() and int(t) >= 1):
                    return f"{where((i, j))} is '{t}': a white cell holds a number from 1"
        lines = ([(f"row {i + 1}", [(i, j) for j in range(n) if (i, j) not in clues]) for i in range(m)]
                 + [(f"column {j + 1}", [(i, j) for i in range(m) if (i, j) not in clues]) for j in range(n)])
        for name, cells in lines:
            seen: set[int] = set()
            for c in cells:
                v = int(grid[c[0]][c[1]])
                if v > len(cells):
                    return (f"{where(c)} holds {v}: {name} has {len(cells)} white cell{'s' if len(cells) > 1 else ''}"
                            f", so it holds 1 to {len(cells)}")
                if v in seen:
                    return f"{name} holds {v} twice"
                seen.add(v)
        for (i, j), tok in sorted(clues.items()):
            total = sum(int(grid[a][b]) for a in range(max(0, i - 1), min(m, i + 2))
                        for b in range(max(0, j - 1), min(n, j + 2)) if (a, b) not in clues)
            if total != int(tok):
                return f"{where((i, j))} says {tok} but the white cells around it add up to {total}"
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        text: dict = {c: (str(v), "white") for c, v in self.clue.items()}
        if solution is not None:
            for o in solution:
                if o in self.number_of:
                    c, d = self.number_of[o]
                    text[c] = (str(d), "#1a56db")
        return {"text": text, "shaded": sorted(self.clue)}

    # ------------------------------------------------------------------ making
    @classmethod
    def maker(cls, m: int, n: int, rng, symmetry: str = "none") -> Made | None:
        """A square grid of N white cells in every row and column (N drawn from (n + 1) // 2 and
        one more, as janko.at's are: 3 or 4 in a 6×6, 5 or 6 in a 9×9): the black cells drawn
        (:func:`_pattern`, whole orbits of ``symmetry``), the white cells filled with 1 to N
        (:func:`_fill`: each number a random perfect matching of the white cells left, which
        always exists), each black cell the sum around it. No clue is removable: every black
        cell holds its sum. None where the pattern's search gave up (another is drawn). With
        ``mirror`` the side is even and N leaves an even number of black cells in a row (they
        come in mirrored pairs: an odd side's middle column would be black in every row)."""
        if m != n:
            raise InputError(f"a kakkuru has N white cells in every row and column, so it is square, not {m}x{n}",
                             source="size")
        if not 3 <= n <= 16:
            raise InputError(f"the kakkuru maker makes 3x3 to 16x16 grids, not {m}x{n}", source="size")
        whites = [(n + 1) // 2, (n + 1) // 2 + 1]
        if symmetry == "mirror":  # (a row's black cells come in mirrored pairs, the middle column's alone)
            if n % 2:
                raise InputError(f"a mirror-symmetric kakkuru has an even side: a {n}x{n} grid's middle column "
                                 f"would be black in every row", source="symmetry")
            whites = [w for w in whites if (n - w) % 2 == 0]
        white = rng.choice(whites)
        black = _pattern(n, n - white, symmetry, rng)
        if black is None:
            return None
        return _made(_fill(black, white, rng), black)

    @classmethod
    def clue_at(cls, made: Made, i: int, j: int) -> str | None:
        """A black cell's sum as drawn; None for a white cell (the maker's patterns are
        symmetric already)."""
        return made.cells[i][j] if made.cells[i][j] != "-" else None

    @classmethod
    def repair(cls, made: Made, other: list[list[str]]) -> Made | None:
        """A move of the drawn answer that keeps its rows and columns Latin and changes clues
        around the cells where the other answer differs, so that the other answer no longer
        solves the puzzle: two rows (or two columns) swap their numbers along a cycle
        (:func:`_cycles`: cells in which each line's numbers are the other's), which changes the
        sums around them; where no cycle changes a sum, a switch (:func:`_switches`: a black
        cell and a white one trade places in each of two rows, the number moving with the white
        cell), which changes the pattern of black cells and the clues around it. Of the moves,
        one that moves the most cells where the answers differ, the rest drawn by a checksum of
        the other answer (repeatable, and not the same move back and forth). None where there
        is no move (a switch breaks a symmetric pattern: such a draw is then drawn anew)."""
        answer = [row[:] for row in made.answer]
        n = len(answer)
        black = [[made.cells[i][j] != "-" for j in range(n)] for i in range(n)]
        differ = {(i, j) for i in range(n) for j in range(n) if not black[i][j] and answer[i][j] != other[i][j]}
        if not differ:
            return None
        old = _sums(answer, black)
        moves = []
        for flip in (False, True):  # (rows, then columns as the rows of the transposed grid)
            grid = [list(r) for r in zip(*answer)] if flip else answer
            dark = [list(r) for r in zip(*black)] if flip else black
            for a in range(n):
                for b in range(a + 1, n):
                    for cycle in _cycles(grid, dark, a, b):
                        swapped = [row[:] for row in grid]
                        for j in cycle:
                            swapped[a][j], swapped[b][j] = grid[b][j], grid[a][j]
                        trial = [list(r) for r in zip(*swapped)] if flip else swapped
                        moved = {(i, j) for i in (a, b) for j in cycle}
                        moved = {(j, i) for i, j in moved} if flip else moved
                        if _sums(trial, black) != old:
                            moves.append((len(moved & differ), trial, black))
        if not moves:
            for trial, pattern, moved in _switches(answer, black):
                moves.append((len(moved & differ), trial, pattern))
        if not moves:
            return None
        order = Random(zlib.crc32(repr(other).encode()))
        order.shuffle(moves)
        _, trial, pattern = max(moves, key=lambda move: move[0])
        return _made([[0 if pattern[i][j] else int(t) for j, t in enumerate(row)] for i, row in enumerate(trial)],
                     pattern, made)


def _switches(answer: list[list[str]], black: list[list[bool]]):
    """The switches of a filled grid: rows a, b and columns x, y with (a, x) and (b, y) black,
    (a, y) and (b, x) white holding the same number; the black and white cells trade places
    and the number moves with them (row a loses it at y and gets it at x, row b the other way,
    and so do the columns): each line keeps its numbers. Yields (numbers, pattern, the cells
    changed)."""
    n = len(answer)
    for a in range(n):
        for b in range(n):
            if a == b:
                continue
            for x in range(n):
                for y in range(n):
                    if (black[a][x] and black[b][y] and not black[a][y] and not black[b][x]
                            and answer[a][y] == answer[b][x]):
                        trial = [row[:] for row in answer]
                        pattern = [row[:] for row in black]
                        trial[a][x], trial[b][y] = answer[a][y], answer[b][x]
                        pattern[a][x] = pattern[b][y] = False
                        pattern[a][y] = pattern[b][x] = True
                        yield trial, pattern, {(a, x), (b, y), (a, y), (b, x)}


def _sums(numbers: list[list[str]], black: list[list[bool]]) -> list[list[int]]:
    n = len(numbers)
    return [[sum(int(numbers[a][b]) for a, b in around(n, n, (i, j)) if not black[a][b]) if black[i][j] else 0
             for j in range(n)] for i in range(n)]


def _cycles(answer: list[list[str]], black: list[list[bool]], a: int, b: int) -> list[tuple[int, ...]]:
    """The cycles of rows a and b: sets of columns, white in both rows, in which row a holds the
    numbers row b holds (each column's number in row a is row b's in another column of the set),
    so that swapping the two rows' numbers there keeps every row and column Latin."""
    n = len(answer)
    both = [j for j in range(n) if not black[a][j] and not black[b][j]]
    where_b = {answer[b][j]: j for j in range(n) if not black[b][j]}
    out, seen = [], set()
    for start in both:
        if start in seen:
            continue
        cycle, j = [], start
        while True:
            cycle.append(j)
            j = where_b.get(answer[a][j])
            if j is None or j not in both:
                cycle = None
                break
            if j == start:
                break
        if cycle is not None and len(cycle) > 1:
            seen.update(cycle)
            out.append(tuple(sorted(cycle)))
    return out


def _pattern(n: int, blacks: int, symmetry: str, rng) -> list[list[bool]] | None:
    """Black cells of an n×n grid, ``blacks`` in every row and column, in whole orbits of
    ``symmetry``: orbits in reading order, each black or white at random (black first with the
    chance blacks / n), by backtracking within :data:`STEPS` steps; None where it gives up."""
    groups = orbits(n, n, symmetry)
    most = {True: blacks, False: n - blacks}
    rows = {True: [0] * n, False: [0] * n}  # (black and white cells so far in each row, column)
    cols = {True: [0] * n, False: [0] * n}
    black = [[False] * n for _ in range(n)]
    steps = [0]

    def put(group, colour: bool, sign: int) -> bool:
        for i, j in group:
            black[i][j] = colour and sign > 0
            rows[colour][i] += sign
            cols[colour][j] += sign
        return all(rows[colour][i] <= most[colour] and cols[colour][j] <= most[colour] for i, j in group)

    def go(k: int) -> bool:
        if k == len(groups):
            return True
        steps[0] += 1
        if steps[0] > STEPS:
            return False
        order = [True, False] if rng.random() < blacks / n else [False, True]
        for colour in order:
            if put(groups[k], colour, 1) and go(k + 1):
                return True
            put(groups[k], colour, -1)
        return False

    return black if go(0) else None


def _fill(black: list[list[bool]], white: int, rng) -> list[list[int]]:
    """The white cells (``white`` in every row and column) filled with 1 to ``white``: the
    numbers in a random order, each a perfect matching of rows to columns among the white cells
    left (Kuhn's augmenting paths, rows and columns tried in a random order). Each step leaves a
    regular bipartite graph, which has a perfect matching (Hall), so every step succeeds."""
    n = len(black)
    free = [[j for j in range(n) if not black[i][j]] for i in range(n)]
    numbers = [[0] * n for _ in range(n)]
    for d in rng.sample(range(1, white + 1), white):
        for row in free:
            rng.shuffle(row)
        match, _ = matching(rng.sample(range(n), n), free.__getitem__)  # (column -> row)
        for j, i in match.items():
            numbers[i][j] = d
            free[i].remove(j)
    return numbers


def _made(numbers: list[list[int]], black: list[list[bool]], like: Made | None = None) -> Made:
    """The draw of a filled grid: each black cell its sum (the puzzle), the answer the numbers
    and the sums."""
    n = len(numbers)
    cells = [["-"] * n for _ in range(n)]
    for i in range(n):
        for j in range(n):
            if black[i][j]:
                cells[i][j] = str(sum(numbers[a][b] for a, b in around(n, n, (i, j)) if not black[a][b]))
    answer = [[cells[i][j] if black[i][j] else str(numbers[i][j]) for j in range(n)] for i in range(n)]
    return Made(cells, [], answer=answer,
                how=like.how if like is not None else "a random pattern of black cells, N in every row and column, "
                                                      "filled with 1 to N a perfect matching at a time")
