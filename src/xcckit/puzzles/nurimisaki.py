"""Nurimisaki: shade cells so that the unshaded cells are connected, every dead end is a circle and
each circle's number is the length of its passage.

Rules: the unshaded cells are connected; no 2×2 block is all shaded or all unshaded; a circle is
an unshaded cell with exactly one unshaded neighbour (a dead end), and every dead end is a circle;
a number in a circle is how many cells the straight passage from the circle holds (the circle
included), towards its one unshaded neighbour up to a shaded cell or the edge.

Notation (janko.at's, puzzlekit's ``nurimisaki``): ``R C``, then R rows of cells: a number (a
circle with its passage's length), ``?`` (a circle without a number) or ``-``; puzz.link
``nurimisaki`` URLs. Answer: ``x`` shaded, ``-`` unshaded.

The model (:class:`~.patterns.Patterns`): a cell's options carry its whole neighbour pattern
(which of its neighbours are unshaded), which makes the dead-end rule plain exact cover: a cell
without a circle is shaded (with any neighbours) or unshaded with 0, 2, 3 or 4 unshaded neighbours
(0 only where it can be the one unshaded cell: where every 2×2 block holds it); a circle is
unshaded with one unshaded neighbour; a circle with a number has an option for each way its
passage can run, which colours the passage unshaded, the cell after it shaded and its other
neighbours shaded. Each 2×2 block is an item whose options are its 14 mixed colourings. The
unshaded cells are a connected constraint. All items but numbered circles are tables.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product

from ..errors import InputError
from ..model import Model
from .kit import rules
from .kit.grid import Cell, blocks, neighbours, orbits, regions_of, where
from .kit.cellmodels import connected_model
from .kit.genre import Genre, Made, NumberURL
from .kit.patterns import Patterns, block_patterns
from .yinyang import YinYang

SHADED, OPEN = "1", "0"
CIRCLE = 0
"""The clue of a circle without a number ('?')."""
STEPS = ((-1, 0), (1, 0), (0, -1), (0, 1))
BLOCKS = tuple(block_patterns(SHADED + OPEN, [SHADED * 4, OPEN * 4]))


def _neighbourhoods(k: int, circle: bool, alone: bool) -> tuple[str, ...]:
    """A cell's colourings with its k neighbours (its own first): a circle unshaded with one
    unshaded neighbour; another cell shaded, or unshaded with other than one (none only when
    ``alone`` allows it)."""
    out = []
    for p in product(SHADED + OPEN, repeat=k + 1):
        opened = p[1:].count(OPEN)
        if circle:
            keep = p[0] == OPEN and opened == 1
        else:
            keep = p[0] == SHADED or opened >= 2 or (opened == 0 and alone)
        if keep:
            out.append("".join(p))
    return tuple(out)


class Nurimisaki(NumberURL, Genre):
    """``Nurimisaki(cells)``: rows of cell strings, a number, '?' or '-'."""

    kind = "nurimisaki"
    url_least = 2
    url_least_why = "a passage holds at least 2 cells"
    unknown_clue = CIRCLE
    shading = SHADED
    url_names = ("nurimisaki",)

    cell_tokens = {"-": None, "?": CIRCLE}
    least = 2
    cell_words = "a cell is a number from 2 (a circle and its passage's length), '?' or '-'"

    def build(self) -> Model:
        m, n = self.m, self.n
        cells = self.cells_model = Patterns(m, n, SHADED + OPEN)
        for c in cells.cells():
            i, j = c
            around = [(i + a, j + b) for a, b in STEPS if 0 <= i + a < m and 0 <= j + b < n]
            clue = self.clue.get(c)
            if clue is None or clue == CIRCLE:
                alone = m == 1 or n == 1 or (m - 2 <= i <= 1 and n - 2 <= j <= 1)  # (every block holds it)
                cells.options(c, [c, *around], _neighbourhoods(len(around), clue == CIRCLE, alone))
                continue
            ways = 0
            for a, b in STEPS:
                run = [(i + a * t, j + b * t) for t in range(1, clue)]
                if not all(0 <= x < m and 0 <= y < n for x, y in run):
                    continue
                pattern = {c: OPEN, **{d: SHADED for d in around if d != run[0]}, **{d: OPEN for d in run}}
                end = (i + a * clue, j + b * clue)
                if 0 <= end[0] < m and 0 <= end[1] < n:
                    pattern[end] = SHADED
                cells.option(c, pattern)
                ways += 1
            if not ways:
                longest = max(m - i, i + 1, n - j, j + 1)
                raise InputError(f"the {clue} at {where(c)} is longer than any passage from it (at most {longest} "
                                 "cells)", source=self.kind)
        for i in range(m - 1):
            for j in range(n - 1):
                cells.options(cells.primary(f"b{i}.{j}"), [(i, j), (i, j + 1), (i + 1, j), (i + 1, j + 1)], BLOCKS)
        return connected_model(cells, OPEN)

    def verify(self, answer) -> str | None:
        shaded = self.shaded_in(answer)
        if isinstance(shaded, str):
            return shaded
        for c in sorted(shaded & self.clue.keys()):
            return f"{where(c)} holds a circle and is shaded"
        grid = self.answer_grid(answer)
        unshaded = rules.marked(grid, "-")
        broken = rules.uniform_block(grid, {"x": "shaded", "-": "unshaded"}) or rules.connected(unshaded, "unshaded")
        if broken:
            return broken
        for c in sorted(unshaded):
            i, j = c
            near = [(i + a, j + b) for a, b in STEPS if (i + a, j + b) in unshaded]
            if c in self.clue and len(near) != 1:
                return f"the circle at {where(c)} has {len(near)} unshaded neighbours, not 1"
            if c not in self.clue and len(near) == 1:
                return f"{where(c)} is a dead end (one unshaded neighbour) without a circle"
            if self.clue.get(c):
                a, b = near[0][0] - i, near[0][1] - j
                seen = 1
                while (i + a * seen, j + b * seen) in unshaded:
                    seen += 1
                if seen != self.clue[c]:
                    return f"the passage from the {self.clue[c]} at {where(c)} holds {seen} cells"
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        circles = {c: "white" for c in self.clue}
        text = {c: str(v) for c, v in self.clue.items() if v}
        if solution is None:
            return {"circles": circles, "text": text}
        colour = self.cells_model.colouring(solution)
        return {"circles": circles, "text": text, "shaded": [c for c, k in colour.items() if k == SHADED],
                "dots": [c for c, k in colour.items() if k == OPEN and c not in self.clue]}

    @classmethod
    def maker(cls, m: int, n: int, rng, symmetry: str = "none") -> Made | None:
        """A random answer: a yin-yang answer (:meth:`.YinYang.maker`: both colours connected, no
        block of one colour), its colour with more dead ends unshaded; then a circle on every
        dead end, with its passage's length. (Each colour of a yin-yang answer that touches the
        edge is a tree, and dead ends are what pins a nurimisaki down: on made 8x8 puzzles the
        colour with more of them left a median of 12 answers, the other 20, and loops added at
        random to the unshaded cells hundreds.) No clue is removable: every dead end needs its
        circle (a number could become '?', which :class:`~.genre.Made` cannot say).

        With a ``symmetry`` (``rot2``, ``rot4``, ``mirror``: :func:`~.grid.images`) the unshaded
        cells are grown an orbit at a time instead (:func:`_symmetric_unshaded`): the shading is
        symmetric, so the dead ends are, and the circles with their numbers lie in whole orbits.
        None where the growth did not make an answer. A rot4 of an even side is refused (an
        InputError): the four cells at the centre are images of one another, so of one colour,
        a 2×2 block the rules forbid."""
        if symmetry == "rot4" and n % 2 == 0:
            raise InputError(f"a nurimisaki symmetric under rot4 needs an odd side, not {m}x{n}: the four cells at "
                             "the centre are images of one another, a 2x2 block of one colour", source="symmetry")
        if symmetry != "none":
            unshaded = _symmetric_unshaded(m, n, rng, symmetry)
            if unshaded is None:
                return None
            answer = [["-" if (i, j) in unshaded else "x" for j in range(n)] for i in range(m)]
            return Made(_circles(unshaded, m, n), [], answer=answer)
        start = YinYang.maker(m, n, rng).answer
        best = None
        for side in "wb":
            unshaded = {(i, j) for i in range(m) for j in range(n) if start[i][j] == side}
            cells = _circles(unshaded, m, n)
            ends = sum(t != "-" for row in cells for t in row)
            if best is None or ends > best[0]:
                best = (ends, unshaded, cells)
        _, unshaded, cells = best
        answer = [["-" if (i, j) in unshaded else "x" for j in range(n)] for i in range(m)]
        return Made(cells, [], answer=answer)


def _circles(unshaded: set[Cell], m: int, n: int) -> list[list[str]]:
    """The puzzle an answer gives: a circle on every dead end of ``unshaded``, with its passage's length."""
    cells = [["-"] * n for _ in range(m)]
    for i, j in sorted(unshaded):
        near = [(a, b) for a, b in STEPS if (i + a, j + b) in unshaded]
        if len(near) == 1:
            (a, b), = near
            seen = 1
            while (i + a * seen, j + b * seen) in unshaded:
                seen += 1
            cells[i][j] = str(seen)
    return cells


def _symmetric_unshaded(m: int, n: int, rng, symmetry: str) -> set[Cell] | None:
    """Unshaded cells symmetric under ``symmetry`` that keep the rules (connected, no 2×2 block
    of one colour), or None where this growth made none. From a random orbit, orbits beside the
    cells grown join in a random order (as :func:`~.loops.random_loop` grows its region), each
    where it fills no 2×2 block and either grows a tree of corridors one cell wide (each of its
    cells beside exactly one unshaded cell as it joins: many dead ends, which pin the puzzle
    down) or joins two pieces (the first orbit's cells, grown towards one another; where no cell
    is its own image, as under a rotation of a grid of even sides, they meet in a ring round the
    centre). Then, while a block is all shaded, one of its cells beside the unshaded ones joins
    with its orbit, where that fills no block (it may close a ring)."""
    groups = orbits(m, n, symmetry)
    orbit = {c: g for g in groups for c in g}

    def fills(group: list[Cell], unshaded: set[Cell]) -> bool:  # (a block of group's cells all unshaded)
        return any(all(c in unshaded for c in b) for x in group for b in _blocks_of(x, m, n))

    unshaded = set(rng.choice(groups))
    frontier = {nb for c in unshaded for _, nb in neighbours(m, n, c)} - unshaded
    while frontier:
        c = rng.choice(sorted(frontier))
        frontier.discard(c)
        group = orbit[c]
        grown = unshaded | set(group)
        thin = all(sum(nb in unshaded or nb in group[:k] for _, nb in neighbours(m, n, x)) == 1
                   for k, x in enumerate(group))
        if fills(group, grown) or not thin and len(regions_of(grown)) >= len(regions_of(unshaded)):
            continue
        unshaded = grown
        frontier.update(nb for x in group for _, nb in neighbours(m, n, x) if nb not in unshaded)
    if len(regions_of(unshaded)) > 1:
        return None
    dark = [b for b in blocks(m, n) if not unshaded.intersection(b)]
    while dark:
        free = sorted({c for b in dark for c in b if any(nb in unshaded for _, nb in neighbours(m, n, c))
                       and not fills(orbit[c], unshaded | set(orbit[c]))})
        if not free:
            return None
        unshaded.update(orbit[rng.choice(free)])
        dark = [b for b in dark if not unshaded.intersection(b)]
    return unshaded


def _blocks_of(c: Cell, m: int, n: int) -> list[list[Cell]]:
    """The 2×2 blocks of an m×n grid that hold cell ``c``."""
    i, j = c
    return [[(a, b), (a, b + 1), (a + 1, b), (a + 1, b + 1)]
            for a in (i - 1, i) for b in (j - 1, j) if 0 <= a < m - 1 and 0 <= b < n - 1]
