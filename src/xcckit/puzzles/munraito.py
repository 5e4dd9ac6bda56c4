"""Munraito: a star and a cloud in every row and column, so that the moons are lit as drawn.

Rules (Naoki Inaba's Munraito, "Moonlight"; janko.at's "Sternenhaufen"): place exactly one star
and one cloud in each row and each column of the grid, not in a moon's cell. A star shines along
its row and its column, in the four directions, up to the first cloud or moon; a moon is lit on a
side where a star's light reaches it, and each moon is drawn with its lit sides: every side it
shows lit is lit, every side it shows dark is not (so no star sits right beside a dark side, and
no cloud right beside a lit one). Checked against the 360 published puzzles of puzzlekit's corpus
(4×4 to 12×12): every published answer keeps these rules.

Notation (puzzlekit's ``munraito``): a line ``R C``, then R rows of cells: ``-`` an empty cell, a
number 0-15 a moon, the sum of its lit sides (8 the top, 4 the left, 2 the bottom, 1 the right:
0 a dark moon, 12 lit from above and from the left; the sites draw 0, 1, 2, 4, 8, 3, 6, 9 and
12), and ``s`` or ``x`` a star or a cloud given, as puzzlekit reads them. pzprjs has no munraito,
so there are no URLs. The answer: ``s`` a star, ``x`` a cloud, ``-`` an empty cell, a moon its
number.

The model is a line at a time, as kakurasu's (Knuth's nonogram model, TAOCP 7.2.2.1): what lights
a moon's left and right sides is its row's star and cloud alone (the moons, which also stop light,
are given), and its top and bottom its column's. So a primary item per row, whose options are the
places of its star and its cloud (two different cells, no moon's) that light every moon of the
row from the left and the right as drawn, and a primary item per column likewise for the tops and
bottoms; each option colours every cell of its line ``s``, ``x`` or ``e`` (empty: secondary items),
so that a row and a column agree where they cross, which makes the stars, and the clouds, one per
column as well as one per row. A pure XCC model (at most 24 lines of 132 options on a 12×12), no
multiplicity and no side constraint: every backend takes it.

dlx (auto's choice) solves and proves unique all 360 published puzzles of puzzlekit's corpus with
the published answers (2026-11-29, ``scripts/bench.py published --kinds munraito --every 1``, the
model built in the time, beside puzzlekit's CP-SAT, medians): 2 ms to 7×7 (puzzlekit 24-44 ms),
12 ms at 8×8 (60), 19 ms at 9×9 and 10×10 (79, 94), 25 ms at 12×12 (114); the slowest 0.08 s
after the first run's warm-up (3 s, puzzlekit's 4.6 s). Most of it is building the model: the
search itself takes about 2 ms at 8×8 and up (sat 37 ms, cpsat 120 ms).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import InputError
from ..model import Model
from .kit.batch import Batch
from .kit.division import SymmetricMade
from .kit.drawing import picture
from .kit.framed import over
from .kit.genre import Genre, Made
from .kit.grid import Cell, orbits, where

STAR, CLOUD, EMPTY = "s", "x", "e"
TOP, LEFT, BOTTOM, RIGHT = 8, 4, 2, 1
SIDE_WORDS = ((TOP, "top"), (LEFT, "left"), (BOTTOM, "bottom"), (RIGHT, "right"))


def line_layouts(length: int, moons: dict[int, tuple[bool, bool]], given: dict[int, str]):
    """The places (star, cloud) of a line of ``length`` cells whose moons (place -> whether its
    side toward the line's start, and toward its end, is lit) are lit so, the ``given`` places
    (place -> ``s`` or ``x``) kept: for the model, each line alone. A star lights at most the
    nearest moon on each side of it (the end side of the one before it, the start side of the one
    after), unless the cloud stands between."""
    want = {(p, 1) for p, (_, after) in moons.items() if after} | {(p, 0) for p, (before, _) in moons.items() if before}
    if len(want) > 2:
        return
    stars = [a for a in range(length) if a not in moons and given.get(a, STAR) == STAR]
    clouds = [b for b in range(length) if b not in moons and given.get(b, CLOUD) == CLOUD]
    if STAR in given.values():
        stars = [a for a in stars if given.get(a) == STAR]
    if CLOUD in given.values():
        clouds = [b for b in clouds if given.get(b) == CLOUD]
    for a in stars:
        left = max((p for p in moons if p < a), default=None)
        right = min((p for p in moons if p > a), default=None)
        for b in clouds:
            if b == a:
                continue
            lit = set()
            if left is not None and not left < b < a:
                lit.add((left, 1))
            if right is not None and not a < b < right:
                lit.add((right, 0))
            if lit == want:
                yield a, b


class Munraito(Genre):
    """``Munraito(cells)``: rows of cell strings (``-``, a moon's number 0-15, ``s``, ``x``)."""

    kind = "munraito"
    url_names = ()
    notations = ("janko",)
    cell_tokens = {"-": None, "s": STAR, "x": CLOUD}
    least, most = 0, 15
    cell_words = ("a cell is - (empty), s or x (a star or a cloud given) or a moon: a number 0-15, the sum of its "
                  "lit sides (8 top, 4 left, 2 bottom, 1 right)")

    # ------------------------------------------------------------------ model
    def build(self) -> Model:
        m, n = self.m, self.n
        if m != n:
            raise InputError(f"one star and one cloud in every row and every column need a square grid, not {m}×{n}",
                             source=self.kind)
        moon = {c: v for c, v in self.clue.items() if isinstance(v, int)}
        given = {c: v for c, v in self.clue.items() if not isinstance(v, int)}
        free = [(i, j) for i in range(m) for j in range(n) if (i, j) not in moon]
        lines = [(f"r{i}", [(i, j) for j in range(n)], LEFT, RIGHT) for i in range(m)]
        lines += [(f"k{j}", [(i, j) for i in range(m)], TOP, BOTTOM) for j in range(n)]
        model = Model()
        line_item = model.add_items([name for name, _, _, _ in lines])
        cell_item = dict(zip(free, model.add_items([f"v{i}.{j}" for i, j in free], primary=False)))
        star, cloud, empty = (model.colour_id(k) for k in (STAR, CLOUD, EMPTY))
        batch = Batch(model)
        for item, (_, cells, before, after) in zip(line_item, lines):
            moons = {p: (bool(moon[c] & before), bool(moon[c] & after)) for p, c in enumerate(cells) if c in moon}
            places = {p: given[c] for p, c in enumerate(cells) if c in given}
            open_ = [(p, cell_item[c]) for p, c in enumerate(cells) if c not in moon]
            items = [item] + [v for _, v in open_]
            for a, b in line_layouts(len(cells), moons, places):
                batch.add(items, [0] + [star if p == a else cloud if p == b else empty for p, _ in open_],
                          ordered=True)
        batch.flush()
        return model

    # ------------------------------------------------------------------ answers
    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        colour = self.model.colouring(solution)
        word = {STAR: "s", CLOUD: "x", EMPTY: "-"}
        return [[str(self.clue[i, j]) if isinstance(self.clue.get((i, j)), int) else word[colour[f"v{i}.{j}"]]
                 for j in range(self.n)] for i in range(self.m)]

    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        moons = {c: v for c, v in self.clue.items() if isinstance(v, int)}
        for i, row in enumerate(grid):
            for j, t in enumerate(row):
                c = (i, j)
                if c in moons:
                    if t != str(moons[c]):
                        return f"{where(c)} holds the moon {moons[c]}, not '{t}'"
                elif t not in ("s", "x", "-"):
                    return f"{where(c)} is '{t}': a cell is s (a star), x (a cloud) or - (empty)"
                elif c in self.clue and t != self.clue[c]:
                    return f"{where(c)} is given {'a star' if self.clue[c] == 's' else 'a cloud'}, not '{t}'"
        for what, lines in (("row", grid), ("column", [list(col) for col in zip(*grid)])):
            for k, line in enumerate(lines):
                for token, name in (("s", "star"), ("x", "cloud")):
                    if line.count(token) != 1:
                        return (f"{what} {k + 1} holds {line.count(token)} {name}s: each row and each column holds "
                                f"one star and one cloud")
        for c, number in sorted(moons.items()):
            lit = 0
            for bit, (di, dj) in ((TOP, (-1, 0)), (LEFT, (0, -1)), (BOTTOM, (1, 0)), (RIGHT, (0, 1))):
                i, j = c[0] + di, c[1] + dj
                while 0 <= i < self.m and 0 <= j < self.n and grid[i][j] == "-":
                    i, j = i + di, j + dj  # (light passes empty cells; a cloud, a moon or a star stops the look)
                if 0 <= i < self.m and 0 <= j < self.n and grid[i][j] == "s":
                    lit |= bit
            if lit != number:
                return f"the moon {number} at {where(c)} is lit on {sides(lit)}: {number} says {sides(number)}"
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        """Clouds shaded, stars a gold star; the moons are drawn by :meth:`svg`."""
        if solution is None:
            return {"text": {c: ("★", "#c90") for c, v in self.clue.items() if v == STAR},
                    "shaded": [c for c, v in self.clue.items() if v == CLOUD]}
        grid = self.grid(solution)
        cells = [(i, j) for i in range(self.m) for j in range(self.n)]
        return {"text": {c: ("★", "#c90") for c in cells if grid[c[0]][c[1]] == "s"},
                "shaded": [c for c in cells if grid[c[0]][c[1]] == "x"]}

    def svg(self, solution: Sequence[int] | None = None) -> str:
        """The grid with its moons as the sites draw them: a disc whose lit sides (quarters
        toward top, left, bottom and right) are white and whose dark ones are black."""
        size, pad = 28, 3
        pic = picture(self.m, self.n, cell=size, **self.draw(solution))
        out = []
        for (i, j), v in sorted(self.clue.items()):
            if not isinstance(v, int):
                continue
            x, y, r = pad + j * size + size / 2, pad + i * size + size / 2, size * 0.38
            d = r * 0.7071
            corners = {TOP: ((-d, -d), (d, -d)), RIGHT: ((d, -d), (d, d)), BOTTOM: ((d, d), (-d, d)),
                       LEFT: ((-d, d), (-d, -d))}
            for bit, ((x1, y1), (x2, y2)) in corners.items():
                fill = "white" if v & bit else "#222"
                out.append(f'<path d="M{x:.1f},{y:.1f} L{x + x1:.1f},{y + y1:.1f} A{r:.1f},{r:.1f} 0 0 1 '
                           f'{x + x2:.1f},{y + y2:.1f} Z" fill="{fill}"/>')
            out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" fill="none" stroke="black" stroke-width="1.5"/>')
        return over(pic, out)

    # ------------------------------------------------------------------ making
    kept_clues = ("the maker keeps every moon (taking one away lets the light through to the next, whose "
                  "number may then change)")

    @classmethod
    def made(cls, cells, drawn: Made) -> "Munraito":
        return cls(cells)

    @classmethod
    def maker(cls, m: int, n: int, rng, symmetry: str = "none") -> Made | None:
        """A random answer (the stars a random permutation, the clouds another that shares no
        cell with it) and moons on about a fifth of the other cells (whole orbits of
        ``symmetry``), each with the sides the answer lights; no clue is removable (taking a
        moon away lets light through to the next one, whose number may change: the answer would
        no longer keep the others), so :meth:`repair` adds moons until one answer is left."""
        if m != n:
            raise InputError(f"a munraito is square (a star and a cloud in every row and column), not {m}x{n}",
                             source="size")
        if n < 3:
            raise InputError(f"the munraito maker makes 3x3 grids and larger, not {m}x{n}", source="size")
        star = list(range(n))
        rng.shuffle(star)
        while True:
            cloud = list(range(n))
            rng.shuffle(cloud)
            if all(a != b for a, b in zip(star, cloud)):
                break
        answer = [["-"] * n for _ in range(n)]
        for i in range(n):
            answer[i][star[i]], answer[i][cloud[i]] = "s", "x"
        free = [g for g in orbits(n, n, symmetry) if all(answer[i][j] == "-" for i, j in g)]
        moons = {c for g in free if rng.random() < 0.2 for c in g}
        return _made(answer, moons, symmetry)

    @classmethod
    def repair(cls, made: Made, other) -> Made | None:
        """``made`` with moons added on one more orbit of empty cells (of its symmetry), chosen
        at random among those after which ``other`` breaks a rule: it puts a star or a cloud in
        the new moons' cells, or some moon (a new one, or an old one whose light the new ones
        stop) shows other sides than ``other`` lights. None where no orbit does."""
        answer = made.answer
        symmetry = getattr(made, "symmetry", "none")
        moons = {(i, j) for i, row in enumerate(answer) for j, t in enumerate(row) if t not in ("s", "x", "-")}
        other = [[str(t) for t in row] for row in other]
        fits = []
        for g in orbits(len(answer), len(answer[0]), symmetry):
            if not all(answer[i][j] == "-" for i, j in g):
                continue
            if any(other[i][j] in ("s", "x") for i, j in g):
                fits.append(g)
                continue
            now = moons | set(g)
            if any(_lit(answer, now, c) != _lit(other, now, c) for c in now):
                fits.append(g)
        if not fits:
            return None
        return _made(answer, moons | set(rng_choice(fits, other)), symmetry)


def rng_choice(groups: list, other) -> list:
    """One of ``groups``, drawn by a checksum of ``other`` (repeatable, and not the same orbit for
    every other answer)."""
    key = sum((k + 1) * ord(t[0]) for k, t in enumerate(t for row in other for t in row))
    return groups[key % len(groups)]


def _lit(grid: Sequence[Sequence[str]], moons: set[Cell], c: Cell) -> int:
    """The sides of cell ``c`` that the stars of ``grid`` light with moons on ``moons`` (for the
    maker: the number a moon there shows)."""
    m, n = len(grid), len(grid[0])
    lit = 0
    for bit, di, dj in ((TOP, -1, 0), (LEFT, 0, -1), (BOTTOM, 1, 0), (RIGHT, 0, 1)):
        i, j = c[0] + di, c[1] + dj
        while 0 <= i < m and 0 <= j < n and (i, j) not in moons and grid[i][j] not in ("s", "x"):
            i, j = i + di, j + dj
        if 0 <= i < m and 0 <= j < n and (i, j) not in moons and grid[i][j] == "s":
            lit |= bit
    return lit


def _made(answer: list[list[str]], moons: set[Cell], symmetry: str) -> Made:
    """The draw of the stars and clouds of ``answer`` (its other cells empty or old moons) with
    moons on ``moons``: the puzzle and the answer with each moon's number."""
    plain = [["-" if t not in ("s", "x") else t for t in row] for row in answer]
    full = [row[:] for row in plain]
    cells = [["-"] * len(row) for row in plain]
    for i, j in moons:
        full[i][j] = cells[i][j] = str(_lit(plain, moons, (i, j)))
    return SymmetricMade(cells, [], answer=full, symmetry=symmetry)


def sides(bits: int) -> str:
    """A moon's lit sides in words: 'its top and left sides', 'no side'."""
    named = [word for bit, word in SIDE_WORDS if bits & bit]
    if not named:
        return "no side"
    return ("its " + (" and ".join(named) if len(named) < 3 else ", ".join(named[:-1]) + " and " + named[-1])
            + (" side" if len(named) == 1 else " sides"))

