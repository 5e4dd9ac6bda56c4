"""Skyscrapers: fill a grid with buildings of heights 1..K, each height once in every row and
column, so that the clues around the grid say how many buildings one sees from there.

Rules: an N×N grid; each row and each column holds each of the heights 1..K exactly once (with K
less than N, its other cells are empty: parks); a number outside the grid says how many
buildings one sees looking along its row or column from there, a building hiding every lower one
behind it; a number in a cell is its height. With a ``D`` on the first line, each of the two
long diagonals also holds each height once.

Notation (puzzlekit's ``skyscraper``): a line ``N N K`` (rows, columns, heights; ``N N K D`` with
the diagonals), then the clues above the columns, below them, left of the rows and right of them
(a line each, N numbers or ``-``), then, where heights are given, N rows of cells (a height or
``-``); puzz.link ``skyscrapers`` URLs (K = N, no diagonals). Answer: the heights, ``-`` a park
(an answer given to the rules checker may write ``0``, as the sites' published answers do).

Inside, the puzzle is the (N+2)×(N+2) grid of the cells framed by the clues (the corners ``-``),
so that the clues are cells a maker may take away.

The model is an exact cover with colours and one count per clue: a cell's options are its
heights (a secondary item per cell coloured with it), covering its row's and column's item for
that height (and a diagonal's). A clue reads its line as an automaton whose state is the
tallest building seen so far, written in a secondary item between each two cells: a primary item
per cell of the line whose options are the steps there (the tallest before, the cell's height,
the tallest after); a step that sees a new building also covers the clue's item, whose
multiplicity is the clue. Only steps on some path from the empty start to the tallest height K
are kept. An implied count (N cells hold the height K) helps the translations, and makes
``auto`` solve with sat (dlx needs seconds for an 8×8 whose clues leave two answers).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import InputError
from ..model import Model
from ..text import is_number
from . import DIGITS, puzz_link
from .kit import pzpr
from .kit.batch import Batch
from .kit.framed import SIDE_WORDS, Framed, framed_answer, framing
from .kit.grid import Cell, where
from .kit.genre import Made
from .kit.makers import latin_square

PARK = "0"


def sight(heights: Sequence[int]) -> int:
    """How many buildings one sees looking along ``heights`` (0: a park) from its start."""
    tallest = seen = 0
    for h in heights:
        if h > tallest:
            tallest, seen = h, seen + 1
    return seen


class Skyscrapers(Framed):
    """``Skyscrapers(framed, None, [K])``: the (N+2)×(N+2) rows of cell strings of the grid framed
    by its clues (corners '-'), K the heights; ``[K, 1]`` with the diagonals.
    :meth:`from_sides` takes the clue lines apart."""

    kind = "skyscrapers"
    url_names = ("skyscrapers", "building", "skyscraper")

    symbols = "heights"

    def __init__(self, cells: Sequence[Sequence[str]], rooms=None, extra: Sequence[int] = ()) -> None:
        self._frame(cells, rooms, extra)
        self.heights, self.diagonal = self.extra[0], len(self.extra) > 1 and bool(self.extra[1])
        self._check()
        self.clue: dict[Cell, int] = {(i, j): int(t) for i, row in enumerate(self.cells)
                                      for j, t in enumerate(row) if t != "-"}
        self.model = self._built()

    @classmethod
    def from_sides(cls, top, bottom, left, right, cells=None, heights: int | None = None,
                   diagonal: bool = False) -> "Skyscrapers":
        """The puzzle from its four clue lines (lists of strings, N each) and its cells (N rows,
        or None: none given)."""
        framed = framing(top, bottom, left, right, cells)
        return cls(framed, None, [heights or len(top)] + ([1] if diagonal else []))

    def lines(self) -> list[tuple[str, int, int, list[Cell]]]:
        """The clues: (side, index, clue, the cells seen from it in order)."""
        return [(side, k, int(t), cells) for side, k, t, cells in self.seen()]

    @staticmethod
    def _token(tok: str, most: int, what: str) -> str | None:
        """Why ``tok`` is no clue or cell (a number 1..most or '-'), or None."""
        if tok == "-":
            return None
        if not is_number(tok) or int(tok) < 1:
            return f"{what} is a number from 1 or '-'"
        if int(tok) > most:
            return f"{what} {tok} is more than the {most} heights"
        return None

    def _check(self) -> None:
        n, k = self.n, self.heights
        if not 1 <= k <= n:
            raise InputError(f"the heights K={k} are from 1 to the grid's size {n}", source=self.kind)
        if k >= len(DIGITS):
            raise InputError(f"at most {len(DIGITS) - 1} heights, not {k}", source=self.kind)
        self._check_frame(self.framed, k)

    # ------------------------------------------------------------------ reading and writing
    @classmethod
    def from_text(cls, text: str, source: str | None = None) -> "Skyscrapers":
        def head(toks: list[str]) -> tuple[int, int, str | None]:
            if (len(toks) not in (3, 4) or not all(is_number(t) for t in toks[:3])
                    or len(toks) == 4 and toks[3] != "D"):
                return 0, 0, (f"expected the first line 'N N K' or 'N N K D' (rows, columns, heights; D: the "
                              f"diagonals too), not '{' '.join(toks)}'")
            m, n, k = (int(t) for t in toks[:3])
            if m != n or n < 1:
                return 0, 0, f"a skyscrapers grid is square (N×N, N at least 1), not {m}×{n}"
            if not 1 <= k <= n:
                return 0, 0, f"the heights K={k} are from 1 to the grid's size {n}"
            return n, k, None

        read = cls._read_framed(text, source, head, "N N K")
        if read is None:
            return cls.from_url(text.strip())
        toks, rows = read
        return cls.from_sides(*rows[:4], rows[4:] or None, int(toks[2]), len(toks) == 4)

    def to_text(self, notation: str | None = None) -> str:
        notation = self._notation(notation)
        if notation == "url":
            return self.to_url() + "\n"
        return self.framed_text(f"{self.n} {self.n} {self.heights}" + (" D" if self.diagonal else ""),
                                bool(self.clue))

    @classmethod
    def from_url(cls, url: str) -> "Skyscrapers":
        if not isinstance(url, str):
            raise TypeError(f"Skyscrapers.from_url(url): expected a string, not {type(url).__name__} {url!r}")
        w, h, body = pzpr_link(url)
        if w != h:
            raise InputError(f"URL size {w}/{h}: a skyscrapers grid is square", source="URL")
        text = body[0] if body else ""
        clues, rest = pzpr.read_number16(text, 4 * w)
        given, _ = pzpr.read_number16(rest, w * w) if rest else ([None] * (w * w), "")
        clues, given = ([None if v == pzpr.UNKNOWN else v for v in part] for part in (clues, given))  # ('.': says nothing)
        bad = next((v for v in clues + given if v is not None and not 1 <= v <= w), None)
        if bad is not None:
            raise InputError(f"URL body: the number {bad} is not a height from 1 to {w}", source="URL")
        show = ["-" if v is None else str(v) for v in clues + given]
        top, bottom, left, right = (show[s * w:(s + 1) * w] for s in range(4))
        cells = [show[4 * w + i * w:4 * w + (i + 1) * w] for i in range(w)]
        return cls.from_sides(top, bottom, left, right, cells)

    def encode(self) -> str:
        if self.heights != self.n or self.diagonal:
            raise InputError("pzprjs's skyscrapers have K = N heights and no diagonal rule: this puzzle has no "
                             "puzz.link URL", source="url")
        clues = [None if t == "-" else int(t) for side in self.sides().values() for t in side]
        out = pzpr.write_number16(clues)
        if self.clue:
            out += pzpr.write_number16([self.clue.get((i, j)) for i in range(self.n) for j in range(self.n)])
        return out

    def render(self, solution: Sequence[int] | None = None) -> str:
        rows = self.grid(solution) if solution is not None else self.framed
        width = max(len(t) for row in rows for t in row)
        return "\n".join(" ".join(t.ljust(width) for t in row).rstrip() for row in rows)

    # ------------------------------------------------------------------ the model
    def build(self) -> Model:
        n, k = self.n, self.heights
        values = ([PARK] if k < n else []) + [DIGITS[x] for x in range(1, k + 1)]
        allowed = self._narrowed({(i, j): ([DIGITS[self.clue[i, j]]] if (i, j) in self.clue else values)
                                  for i in range(n) for j in range(n)})
        model = Model()
        cell = model.add_items([f"c{i}.{j}" for i in range(n) for j in range(n)])
        row = model.add_items([f"r{i}.{x}" for i in range(n) for x in range(1, k + 1)])
        col = model.add_items([f"k{j}.{x}" for j in range(n) for x in range(1, k + 1)])
        diag = model.add_items([f"{d}{x}" for d in "da" for x in range(1, k + 1)]) if self.diagonal else None
        chains = []
        for side, index, clue, cells in self.lines():
            steps = self._steps(cells, allowed, clue)
            if steps is None:
                raise InputError(f"the clue {SIDE_WORDS[side]} {index + 1} cannot be seen with the cells given",
                                 source=self.kind)
            chains.append((f"{side[0].upper()}{index}", cells, steps))
        for name, cells, _ in chains:
            model.add_items([f"{name}.{p}" for p in range(n)])
        value = model.add_items([f"v{i}.{j}" for i in range(n) for j in range(n)], primary=False)
        states = {}
        for name, _, steps in chains:
            for p in range(n - 1):  # the tallest and the number seen after cell p, where they vary
                for part, tag in ((0, "~"), (1, "^")):
                    if len({after[part] for _, _, after in steps[p]}) > 1:
                        states[name, p, part] = model.add_secondary(f"{name}{tag}{p}")
        colour = {ch: model.colour_id(ch) for ch in DIGITS[:max(k, n) + 1]}
        batch = Batch(model)
        self._cell_option: dict[int, tuple[Cell, str]] = {}
        for (i, j), options in allowed.items():
            for ch in options:
                items, colours = [cell[i * n + j], value[i * n + j]], [0, colour[ch]]
                if ch != PARK:
                    x = DIGITS.index(ch)
                    items += [row[i * k + x - 1], col[j * k + x - 1]]
                    colours += [0, 0]
                    if diag is not None and i == j:
                        items.append(diag[x - 1])
                        colours.append(0)
                    if diag is not None and i + j == n - 1:
                        items.append(diag[k + x - 1])
                        colours.append(0)
                self._cell_option[batch.add(items, colours)] = ((i, j), ch)
        for name, cells, steps in chains:
            for p, options in enumerate(steps):
                head = model.index[f"{name}.{p}"]
                i, j = cells[p]
                for before, x, after in options:
                    items, colours = [head, value[i * n + j]], [0, colour[DIGITS[x]]]
                    for q, state in ((p - 1, before), (p, after)):
                        for part in (0, 1):
                            item = states.get((name, q, part))
                            if item is not None:
                                items.append(item)
                                colours.append(colour[DIGITS[state[part]]])
                    batch.add(items, colours)
        model = batch.flush()
        # implied: each row holds the tallest building once (auto then solves with sat)
        model.add_redundant_count([model.names[v] for v in value], DIGITS[k], n, n)
        return model

    def _narrowed(self, allowed: dict[Cell, list[str]]) -> dict[Cell, list[str]]:
        """``allowed`` without the heights no answer can have, to a fixed point: a height on no
        path of a clue's automaton through its cell; a height given or left alone in a cell, in
        the other cells of its row and column (and diagonal); and a height with one place left
        in a line takes it. The model is then smaller and its search shorter, with the same
        answers (the benchmark's two 8×8 puzzles, built, solved and proven unique on sat: 90 ->
        29 ms and 75 -> 36 ms; its 6×6s 15 -> 10 and 34 -> 20). When the heights left leave some
        clue no path, the puzzle has no answer: the heights are kept as they were, and the model
        has none either."""
        n, diagonal = self.n, self.diagonal
        lines = self.lines()
        now = dict(allowed)
        units = [[(i, t) for t in range(n)] for i in range(n)] + [[(t, j) for t in range(n)] for j in range(n)]
        if diagonal:
            units += [[(t, t) for t in range(n)], [(t, n - 1 - t) for t in range(n)]]
        peers: dict[Cell, set[Cell]] = {c: set() for c in now}
        for unit in units:
            for c in unit:
                peers[c].update(unit)
        for c, ps in peers.items():
            ps.discard(c)
        heights = [DIGITS[x] for x in range(1, self.heights + 1)]
        done: set[Cell] = set()
        changed = True
        while changed:
            changed = False
            for _, _, clue, cells in lines:
                steps = self._steps(cells, now, clue)
                if steps is None:
                    return allowed
                for p, c in enumerate(cells):
                    seen = {DIGITS[x] for _, x, _ in steps[p]}
                    if len(seen) < len(now[c]):
                        now[c] = [ch for ch in now[c] if ch in seen]
                        changed = True
            for unit in units:  # a height with one place left in a row or column takes it
                for ch in heights:
                    places = [c for c in unit if ch in now[c]]
                    if not places:
                        return allowed
                    if len(places) == 1 and len(now[places[0]]) > 1:
                        now[places[0]] = [ch]
                        changed = True
            for c, chs in now.items():
                if len(chs) == 1 and chs[0] != PARK and c not in done:
                    done.add(c)
                    for d in peers[c]:
                        if chs[0] in now[d]:
                            now[d] = [ch for ch in now[d] if ch != chs[0]]
                            changed = True
                            if not now[d]:
                                return allowed
        return now

    def _steps(self, cells: list[Cell], allowed, clue: int) -> list[list[tuple]] | None:
        """The steps of a clue's automaton along ``cells``: for each cell, (state before, height,
        state after), a state being (the tallest so far, the number seen), those on some path
        from (0, 0) to (K, clue); None when there is none."""
        n, k = self.n, self.heights
        heights = [[DIGITS.index(ch) for ch in allowed[c]] for c in cells]

        def step(state, x):
            a, s = state
            return (x, s + 1) if x > a else state

        reach = [{(0, 0)}]
        for p in range(n):
            reach.append({t for st in reach[p] for x in heights[p] for t in [step(st, x)] if t[1] <= clue})
        alive = {(k, clue)} & reach[n]
        steps: list[list[tuple]] = [[] for _ in range(n)]
        for p in range(n - 1, -1, -1):
            steps[p] = [(st, x, step(st, x)) for st in sorted(reach[p]) for x in heights[p] if step(st, x) in alive]
            alive = {st for st, _, _ in steps[p]}
        return steps if alive else None

    # ------------------------------------------------------------------ answers
    def heights_of(self, solution: Sequence[int]) -> dict[Cell, str]:
        return dict(self._cell_option[o] for o in solution if o in self._cell_option)

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        h = self.heights_of(solution)
        return [[("-" if h[i, j] == PARK else str(DIGITS.index(h[i, j]))) for j in range(self.n)]
                for i in range(self.n)]

    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        n, k = self.n, self.heights
        height: dict[Cell, int] = {}
        for i in range(n):
            for j in range(n):
                t = grid[i][j]
                if t not in ("-", "0") and not (t.isdigit() and 1 <= int(t) <= k):
                    return f"{where((i, j))} is '{t}': a cell is a height from 1 to {k} or - (a park; 0 too)"
                height[i, j] = 0 if t in ("-", "0") else int(t)
                if (i, j) in self.clue and height[i, j] != self.clue[i, j]:
                    return f"{where((i, j))} is given the height {self.clue[i, j]}, the answer has {t}"
        lines = [(f"row {i + 1}", [(i, j) for j in range(n)]) for i in range(n)]
        lines += [(f"column {j + 1}", [(i, j) for i in range(n)]) for j in range(n)]
        if self.diagonal:
            lines += [("the diagonal from r1c1", [(i, i) for i in range(n)]),
                      (f"the diagonal from r1c{n}", [(i, n - 1 - i) for i in range(n)])]
        for name, cells in lines:
            for x in range(1, k + 1):
                at = [c for c in cells if height[c] == x]
                if len(at) != 1:
                    return (f"{name} holds the height {x} {len(at)} times"
                            + (f" ({', '.join(where(c) for c in at)})" if at else ""))
        for side, index, clue, cells in self.lines():
            seen = sight([height[c] for c in cells])
            if seen != clue:
                return f"from {SIDE_WORDS[side]} {index + 1} one sees {seen} buildings, its clue says {clue}"
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        text = {(i + 1, j + 1): str(v) for (i, j), v in self.clue.items()}
        text.update(self.clue_text())
        if solution is not None:
            for (i, j), t in ((c, t) for c, t in self.heights_of(solution).items()):
                if (i, j) not in self.clue and t != PARK:
                    text[i + 1, j + 1] = (str(DIGITS.index(t)), "#1a56db")
        return {"text": text}

    # ------------------------------------------------------------------ making
    @classmethod
    def maker(cls, m: int, n: int, rng) -> Made | None:
        """A random Latin square of order n (row by row, each row a random perfect matching of
        the columns with the heights the columns still lack: one always exists) and every clue
        around it; the clues are removable. Square grids only (None otherwise), K = N."""
        if m != n:
            return None
        square = latin_square(n, rng)
        framed, removable = framed_answer(square, sight)
        return Made(framed, removable, None, [n], [[str(x) for x in row] for row in square])

    @classmethod
    def repair(cls, made: Made, other: list[list[str]]) -> Made | None:
        """The height of a cell where the other answer differs is given."""
        return cls.given(made, other, lambda mine, theirs: mine != theirs)


def pzpr_link(url: str):
    return puzz_link(url, Skyscrapers.kind, Skyscrapers.url_names)
