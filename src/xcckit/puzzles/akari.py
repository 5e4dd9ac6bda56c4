"""Akari (light up): place lights in white cells so that every white cell is lit.

Rules: a light shines along its row and its column until a black cell or the grid's edge; every
white cell is lit (a light lights its own cell); no light shines on another; a black cell with
a number has that many lights on its sides (the cells next to it, not diagonally).

Notation (janko.at's, puzzlekit's ``akari``): ``R C``, then R rows of cells: ``-`` white, ``x``
black, a number 0-4 a black cell with its number; puzz.link ``akari`` (and ``lightup``) URLs.
Answer (as puzzlekit writes it): ``o`` a light, ``-`` a white cell without one, ``x`` a black
cell (numbered or not).

The model is an exact cover with colours and nothing else, in Knuth's way, every item a small
table of the ways a few cells go together. A *run* is a maximal stretch of white cells in a row
(or a column); each white cell lies in one row run and one column run. Secondary items: ``l``
per white cell (1: a light there, 0: none) and, along each run, ``s`` per cell from the second
on ("a light among the run's cells up to here"; for the first cell, its own ``l``). Primary items:

* a *step* ``t`` per cell of a run from the second on, whose three options colour the ``s`` of
  the cell before, its ``l`` and its ``s`` as 0 0 0, 0 1 1 or 1 0 1: at most one light in a run,
  and the run's last ``s`` says whether it has one;
* ``c`` per white cell, whose options colour the last ``s`` of its row run and of its column
  run 1 0, 1 1 or 0 1: the cell is lit;
* ``n`` per number from 1, whose options are the ways to pick its lights among its white
  neighbours, each colouring every neighbour's ``l``. A 0 forbids the lights beside it: those
  cells get no ``l`` and are left out of their runs' steps.

Each answer is one exact cover (every ``s`` is what the lights make it), so every backend
solves, counts and proves uniqueness alike, and the translations need no variable per option
(each item is a table over at most 6 two-coloured items). dlx answers puzzles up to about
20×20 in milliseconds but wanders on larger ones, where the translations' learning wins: the
model carries one implied count (some light, when a cell may hold one), with which ``auto``
finds answers with sat.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from ..errors import InputError
from ..model import Model
from .kit import pzpr, rules
from .kit.batch import Batch
from .kit.grid import Cell, neighbours, orbits, where
from .kit.genre import Genre, Made

BLACK = -1
"""The clue of a black cell without a number."""
LIGHT_FILL = "#facc15"


def runs(m: int, n: int, white: set[Cell]) -> tuple[list[list[Cell]], list[list[Cell]]]:
    """The row runs and the column runs of the white cells (maximal stretches, in reading order)."""
    rows: list[list[Cell]] = []
    cols: list[list[Cell]] = []
    for i in range(m):
        run: list[Cell] = []
        for j in range(n + 1):
            if j < n and (i, j) in white:
                run.append((i, j))
            elif run:
                rows.append(run)
                run = []
    for j in range(n):
        run = []
        for i in range(m + 1):
            if i < m and (i, j) in white:
                run.append((i, j))
            elif run:
                cols.append(run)
                run = []
    return rows, cols


class Akari(Genre):
    """``Akari(cells)``: rows of cell strings, '-' white, 'x' black, or a number 0-4."""

    kind = "akari"
    url_names = ("akari", "lightup", "bijutsukan")

    cell_tokens = {"-": None, "x": BLACK}
    least = 0
    most = 4
    cell_words = "a cell is - (white), x (black) or a number 0-4 (black, with its lights beside it)"

    # ------------------------------------------------------------------ the model
    def build(self) -> Model:
        m, n = self.m, self.n
        white = {(i, j) for i in range(m) for j in range(n) if (i, j) not in self.clue}
        numbers = {c: k for c, k in self.clue.items() if k != BLACK}
        beside = {c: [nb for _, nb in neighbours(m, n, c) if nb in white] for c in numbers}
        for c, k in sorted(numbers.items()):
            if k > len(beside[c]):
                raise InputError(f"the {k} at {where(c)} has {len(beside[c])} white cells beside it", source=self.kind)
        dark = {nb for c, k in numbers.items() if k == 0 for nb in beside[c]}
        self.white = sorted(white)
        rows, cols = runs(m, n, white)
        clued = [c for c in sorted(numbers) if numbers[c] > 0]
        # each run as its cells that may hold a light; from the second on, a step: an item whose
        # options are the ways "a light among the cells before", "a light here" and "a light
        # among the cells up to here" go together (0 0 0, 0 1 1, 1 0 1)
        every = rows + cols
        lines = [[c for c in run if c not in dark] for run in every]
        steps = [(k, p) for k, line in enumerate(lines) for p in range(1, len(line))]
        free = [c for c in self.white if c not in dark]
        model = Model()  # items: the steps, the cells, the numbers | the lights, the steps' "up to here"
        model.add_items([f"t{k}.{p}" for k, p in steps] + [f"c{i}.{j}" for i, j in self.white]
                        + [f"n{i}.{j}" for i, j in clued])
        model.add_items([f"l{i}.{j}" for i, j in free] + [f"s{k}.{p}" for k, p in steps], primary=False)
        first_cell, first_light = len(steps), len(steps) + len(self.white) + len(clued)
        first_after = first_light + len(free)
        lit = self._lit = dict(zip(free, range(first_light, first_light + len(free))))
        batch = Batch(model)
        one, zero = model.colour_id("1"), model.colour_id("0")
        ends: list[dict[Cell, int | None]] = [{}, {}]  # cell -> the item "its row (column) run has a light"
        rows_of = []  # (the step's item, before, here, up to here)
        q = 0
        for k, line in enumerate(lines):
            before = lit[line[0]] if line else None
            for c in line[1:]:
                rows_of.append((q, before, lit[c], first_after + q))
                before = first_after + q
                q += 1
            side = ends[k >= len(rows)]
            for c in every[k]:
                side[c] = before
        for pattern in ((0, zero, zero, zero), (0, zero, one, one), (0, one, zero, one)):
            batch.rows(rows_of, pattern)
        both, single = [], []
        for item, c in enumerate(self.white, first_cell):
            h, v = ends[0][c], ends[1][c]
            if h is None or v is None or h == v:  # (one way to be lit)
                if h is not None or v is not None:
                    single.append((item, h if v is None else v))
            else:
                both.append((item, h, v))
        batch.rows(single, (0, one))
        for pattern in ((0, one, zero), (0, one, one), (0, zero, one)):
            batch.rows(both, pattern)
        ix = model.index
        for c in clued:
            item, near = ix[f"n{c[0]}.{c[1]}"], beside[c]
            near = [x for x in near if x not in dark]
            for chosen in combinations(near, numbers[c]):
                batch.add([item] + [lit[x] for x in near],
                                     [0] + [one if x in chosen else zero for x in near])
        batch.flush()
        if free:  # (implied: some light, when there is a white cell; auto then finds answers with sat)
            model.add_redundant_count([f"l{i}.{j}" for i, j in free], "1", 1, len(free))
        return model

    def lights(self, solution: Sequence[int]) -> set[Cell]:
        model = self.model
        start, items, colours = model.opt_start, model.occ_item, model.occ_colour
        on = {items[k] for o in solution for k in range(start[o], start[o + 1])
              if colours[k] and model.colours[colours[k]] == "1"}
        return {c for c, item in self._lit.items() if item in on}

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        on = self.lights(solution)
        return [["x" if (i, j) in self.clue else "o" if (i, j) in on else "-" for j in range(self.n)]
                for i in range(self.m)]

    # ------------------------------------------------------------------ the rules
    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        m, n = self.m, self.n
        white = [(i, j) for i in range(m) for j in range(n) if (i, j) not in self.clue]
        broken = (rules.tokens_in(grid, "x", "written x", self.clue, "a black cell")
                  or rules.tokens_in(grid, "o-", "o (a light) or - (none)", white, "a white cell"))
        if broken:
            return broken
        lights = [(i, j) for i in range(m) for j in range(n) if grid[i][j] == "o"]
        shine: dict[Cell, list[Cell]] = {}
        for c in lights:
            shine[c] = seen = [c]
            for di, dj in ((0, 1), (1, 0), (0, -1), (-1, 0)):
                i, j = c[0] + di, c[1] + dj
                while 0 <= i < m and 0 <= j < n and grid[i][j] != "x":
                    if grid[i][j] == "o":
                        return f"the lights at {where(min(c, (i, j)))} and {where(max(c, (i, j)))} shine on each other"
                    seen.append((i, j))
                    i, j = i + di, j + dj
        for c, k in sorted(self.clue.items()):
            if k != BLACK:
                have = sum(grid[i][j] == "o" for _, (i, j) in neighbours(m, n, c))
                if have != k:
                    return f"the {k} at {where(c)} has {have} light{'' if have == 1 else 's'} beside it"
        bright = {x for seen in shine.values() for x in seen}
        for i in range(m):
            for j in range(n):
                if grid[i][j] == "-" and (i, j) not in bright:
                    return f"{where((i, j))} is not lit"
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        text = {c: (str(k), "white") for c, k in self.clue.items() if k != BLACK}
        out = {"shaded": sorted(self.clue), "text": text}
        if solution is not None:
            out["circles"] = {c: LIGHT_FILL for c in sorted(self.lights(solution))}
        return out

    # ------------------------------------------------------------------ making
    @classmethod
    def maker(cls, m: int, n: int, rng, symmetry: str = "none") -> Made | None:
        """Black cells at random (about one in five; whole orbits of ``symmetry``), then lights
        until every white cell is lit: an unlit cell at random gets a light in one of the unlit
        cells of its runs (itself included). Every black cell is numbered, each number removable
        (the cell stays black: :meth:`emptied`)."""
        black = {c for orbit in orbits(m, n, symmetry) if rng.random() < 0.2 for c in orbit}
        white = {(i, j) for i in range(m) for j in range(n)} - black
        rows, cols = runs(m, n, white)
        run_of: dict[Cell, list[list[Cell]]] = {c: [] for c in white}
        for run in rows + cols:
            for c in run:
                run_of[c].append(run)
        lights: set[Cell] = set()
        lit: set[Cell] = set()
        order = sorted(white)
        rng.shuffle(order)
        for c in order:
            if c in lit:
                continue
            spots = sorted({x for run in run_of[c] for x in run if x not in lit})
            x = rng.choice(spots)
            lights.add(x)
            for run in run_of[x]:
                lit.update(run)
        cells = [["-"] * n for _ in range(m)]
        for i, j in black:
            cells[i][j] = str(sum(nb in lights for _, nb in neighbours(m, n, (i, j))))
        answer = [["x" if (i, j) in black else "o" if (i, j) in lights else "-" for j in range(n)] for i in range(m)]
        return Made(cells, sorted(black), answer=answer)


    @classmethod
    def emptied(cls, tok: str) -> str:
        """A wall without its number."""
        return "x" if tok.isdigit() else "-"

    @classmethod
    def repair(cls, made: Made, other: list[list[str]]) -> Made | None:
        """Each black cell without a number, beside which the other answer has another number
        of lights than this one, gets its number; where there is none, white cells without a
        light here become black cells with their numbers, where the other answer has a light
        in them or another number of lights beside them, as long as every white cell here stays
        lit (at most one in ten of the cells where the answers differ, scattered)."""
        answer = made.answer
        m, n = len(answer), len(answer[0])

        def beside(grid, c):
            return sum(grid[a][b] == "o" for _, (a, b) in neighbours(m, n, c))

        cells = [row[:] for row in made.cells]
        numbered = [(i, j) for i in range(m) for j in range(n)
                    if cells[i][j] == "x" and beside(answer, (i, j)) != beside(other, (i, j))]
        for i, j in numbered:
            cells[i][j] = str(beside(answer, (i, j)))
        if numbered:
            return Made(cells, list(made.removable), answer=answer)
        fixed = [row[:] for row in answer]
        differ = [(i, j) for i in range(m) for j in range(n) if answer[i][j] != other[i][j]]
        budget, changed = max(1, len(differ) // 10), []
        for i, j in differ + [(i, j) for i in range(m) for j in range(n)]:
            if len(changed) == budget:
                break
            if fixed[i][j] != "-" or any(abs(i - a) + abs(j - b) < 4 for a, b in changed) or \
                    (other[i][j] != "o" and beside(answer, (i, j)) == beside(other, (i, j))):
                continue
            fixed[i][j] = "x"
            if all(_lit(fixed, c) for c in _seen_from(fixed, (i, j))):
                cells[i][j] = str(beside(answer, (i, j)))
                changed.append((i, j))
            else:
                fixed[i][j] = "-"
        return Made(cells, list(made.removable) + changed, answer=fixed) if changed else None

    # ------------------------------------------------------------------ URLs
    @classmethod
    def decode(cls, rows: int, cols: int, body: list[str]):
        clues, _ = pzpr.read_four(body[0] if body else "", rows * cols)
        cells = ["-" if v is None else "x" if v == pzpr.UNKNOWN else str(v) for v in clues]
        return [cells[i * cols:(i + 1) * cols] for i in range(rows)], None

    def encode(self) -> str:
        return pzpr.write_four([None if (i, j) not in self.clue else
                                pzpr.UNKNOWN if self.clue[i, j] == BLACK else self.clue[i, j]
                                for i in range(self.m) for j in range(self.n)])


STEPS = ((0, 1), (1, 0), (0, -1), (-1, 0))


def _seen_from(grid: list[list[str]], c: Cell) -> list[Cell]:
    """The cells a light at ``c`` would shine on (``c`` left out), in an answer's grid."""
    m, n = len(grid), len(grid[0])
    out = []
    for di, dj in STEPS:
        i, j = c[0] + di, c[1] + dj
        while 0 <= i < m and 0 <= j < n and grid[i][j] != "x":
            out.append((i, j))
            i, j = i + di, j + dj
    return out


def _lit(grid: list[list[str]], c: Cell) -> bool:
    """Whether cell ``c`` of an answer's grid holds a light or is lit by one."""
    return grid[c[0]][c[1]] == "o" or any(grid[i][j] == "o" for i, j in _seen_from(grid, c))
