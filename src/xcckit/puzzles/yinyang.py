"""Yin-yang: make every cell white or black so that each colour is connected and no 2×2 block is
of one colour.

Rules: the white cells are connected, the black cells are connected, no 2×2 block is all white
or all black; given cells keep their colour.

Notation (puzzlekit's ``yin_yang``): ``R C``, then R rows of ``w`` (a white given), ``b`` (a
black given) or ``-``; puzz.link ``yinyang`` URLs. Answer: ``w`` or ``b`` for every cell.

The model (:class:`~.patterns.Patterns`): each cell white or black, a given an item of its own
with one option (the cell keeps both, so that every item stays a table of colourings); each 2×2
block an item whose options are its allowed colourings: not of one colour, and not a checkerboard
(``wb/bw``) either, which is implied: the white path joining the block's white cells, closed
through the block's centre, would part its black cells. Each colour is a connected constraint.
Implied too, and a redundant count: round the edge of the grid the colour changes at most twice
(with W..B..W..B round it, a white path across the grid would part the black), each pair of cells next
to each other on the edge an item whose options colour a change item 1 or 0. On made 10x10
puzzles the ring took the SAT search from some 660 solver calls (lazy connectivity cuts) to
about 8. Every item is a table: the SAT translation has a variable per cell and per change.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..constraints import Connected
from ..model import Model
from .kit import pzpr, rules
from .kit.grid import Cell
from .kit.genre import Genre, Made
from .kit.patterns import Patterns, block_patterns

WHITE, BLACK = "w", "b"
NAMES = {WHITE: "white", BLACK: "black"}
BLOCKS = tuple(block_patterns(WHITE + BLACK, ["wwww", "bbbb", "wbbw", "bwwb"]))
"""The colourings a 2×2 block may have (its cells in reading order)."""


class YinYang(Genre):
    """``YinYang(cells)``: rows of cell strings, 'w', 'b' or '-'."""

    kind = "yinyang"
    url_names = ("yinyang",)

    cell_tokens = {"-": None, WHITE: WHITE, BLACK: BLACK}
    cell_words = "a cell is w (white), b (black) or '-'"

    def build(self) -> Model:
        m, n = self.m, self.n
        cells = self.cells_model = Patterns(m, n, WHITE + BLACK)
        for c in cells.cells():
            cells.options(c, [c], WHITE + BLACK)
        for c, colour in sorted(self.clue.items()):  # (an item of its own: the cell keeps both options)
            cells.options(cells.primary(f"g{c[0]}.{c[1]}"), [c], [colour])
        for i in range(m - 1):
            for j in range(n - 1):
                block = [(i, j), (i, j + 1), (i + 1, j), (i + 1, j + 1)]
                cells.options(cells.primary(f"b{i}.{j}"), block, BLOCKS)
        ring = _ring(m, n) if m > 1 and n > 1 else []
        for k, (a, b) in enumerate(zip(ring, ring[1:] + ring[:1])):
            item, change = cells.primary(f"r{k}"), cells.secondary(f"x{k}")
            for p in ("ww", "bb", "wb", "bw"):
                cells.options(item, [a, b], [p], [f"{change}:{int(p[0] != p[1])}"])
        model = cells.model()
        vertices, edges = cells.graph()
        for colour in WHITE + BLACK:
            model.add_constraint(Connected(model, vertices, edges, colour))
        if ring:
            model.add_redundant_count([f"x{k}" for k in range(len(ring))], "1", 0, 2)
        return model

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        colour = self.cells_model.colouring(solution)
        return [[colour[i, j] for j in range(self.n)] for i in range(self.m)]

    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        return (rules.tokens_in(grid, (WHITE, BLACK), "w (white) or b (black)")
                or rules.given_kept(grid, self.clue, NAMES, "is") or rules.uniform_block(grid, NAMES) or rules.connected(rules.marked(grid, WHITE), NAMES[WHITE])
                or rules.connected(rules.marked(grid, BLACK), NAMES[BLACK]))

    def draw(self, solution: Sequence[int] | None) -> dict:
        given = {c: ("white" if k == WHITE else "black") for c, k in self.clue.items()}
        if solution is None:
            return {"circles": given}
        colour = self.cells_model.colouring(solution)
        drawn = {c: ("white" if k == WHITE else "black") for c, k in colour.items()}
        return {"circles": drawn, "dots": [c for c in colour if c in self.clue]}

    @classmethod
    def maker(cls, m: int, n: int, rng) -> Made | None:
        """A random answer from the line between the colours. Where both colours touch the
        edge of the grid, that line is one path along the cells' sides from the edge to the edge,
        and it passes every corner inside the grid once (a block it misses is of one colour; one
        it passes twice is a checkerboard); conversely such a path parts the grid into two
        connected colours with no block of one colour. So: a random path through the corners
        inside (the backbite moves of Mansfield, from a snake), moved on until both its ends are
        next to the edge, then joined to it; the cells coloured on either side. Every cell is a
        removable clue."""
        walls = _parting(m, n, rng)
        colour = {(0, 0): WHITE if rng.random() < 0.5 else BLACK}
        todo = [(0, 0)]
        while todo:
            i, j = c = todo.pop()
            for d in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1)):
                if 0 <= d[0] < m and 0 <= d[1] < n and d not in colour:
                    other = BLACK if colour[c] == WHITE else WHITE
                    colour[d] = other if frozenset((c, d)) in walls else colour[c]
                    todo.append(d)
        answer = [[colour[i, j] for j in range(n)] for i in range(m)]
        return Made([row[:] for row in answer], sorted(colour), answer=answer)

    @classmethod
    def decode(cls, rows: int, cols: int, body: list[str]):
        states, _ = pzpr.read_ternary(body[0] if body else "", rows * cols)
        marks = ["-", WHITE, BLACK]
        return [[marks[v] for v in states[i * cols:(i + 1) * cols]] for i in range(rows)], None

    def encode(self) -> str:
        state = {None: 0, WHITE: 1, BLACK: 2}
        return pzpr.write_ternary([state[self.clue.get((i, j))] for i in range(self.m) for j in range(self.n)])


def _ring(m: int, n: int) -> list[Cell]:
    """The cells along the edge of the grid, once round."""
    return ([(0, j) for j in range(n)] + [(i, n - 1) for i in range(1, m)] + [(m - 1, j) for j in range(n - 2, -1, -1)]
            + [(i, 0) for i in range(m - 2, 0, -1)])


def _parting(m: int, n: int, rng, sweeps: int = 20) -> set[frozenset[Cell]]:
    """The pairs of neighbouring cells that a random line between the colours parts (see
    :meth:`YinYang.maker`). Corners are (p, q), 0 <= p <= m, 0 <= q <= n; those inside have
    0 < p < m and 0 < q < n. ``sweeps``: backbite moves per corner inside."""
    if m == 1 or n == 1:  # a line of cells: one cut, or none
        line = [(i, j) for i in range(m) for j in range(n)]
        k = rng.randint(1, len(line))
        return {frozenset((line[k - 1], line[k]))} if k < len(line) else set()
    w = n + 1  # a corner (p, q) is the number p * w + q
    path = [p * w + q for p in range(1, m) for q in (range(1, n) if p % 2 else range(n - 1, 0, -1))]
    rim = {p * w + q for p in range(1, m) for q in range(1, n) if p in (1, m - 1) or q in (1, n - 1)}
    inside = {p * w + q for p in range(1, m) for q in range(1, n)}
    moves = 0
    while moves < sweeps * len(path) or path[0] not in rim or path[-1] not in rim:
        moves += 1
        if rng.random() < 0.5:
            path.reverse()
        u = path[-1] + rng.choice((-w, w, -1, 1))
        if u not in inside or len(path) > 1 and u == path[-2]:
            continue
        k = path.index(u)  # backbite: join the end to u, cut u from its successor
        path[k + 1:] = path[:k:-1]
    corners = [divmod(c, w) for c in path]
    ends = []  # each end joined to the edge (one corner alone: by two of its sides)
    for p, q in ([corners[0], corners[-1]] if len(corners) > 1 else corners):
        out = [c for c in ((0, q), (m, q), (p, 0), (p, n)) if abs(c[0] - p) + abs(c[1] - q) == 1]
        ends += rng.sample(out, 1 if len(corners) > 1 else 2)
    line = [ends[0], *corners, ends[1]]
    return {_parted(a, b) for a, b in zip(line, line[1:])}


def _parted(a: tuple[int, int], b: tuple[int, int]) -> frozenset[Cell]:
    """The two cells the side from corner ``a`` to corner ``b`` lies between."""
    (p, q), (r, s) = sorted((a, b))
    if p == r:  # along a row of corners: the cells above and below
        return frozenset(((p - 1, q), (p, q)))
    return frozenset(((p, q - 1), (p, q)))
