"""Numberlink: join each pair of equal numbers by a path through orthogonal neighbours.

Rules: each number appears exactly twice, the two ends of one path; a path goes from cell to
orthogonal neighbour, and paths never cross, branch or share a cell; a path never passes
through a number; cells may stay empty (``fill``, ``--fill``: every cell is on a path, the
variant many sites publish; a search asks the same reduction, :meth:`Numberlink._filled`).

Notation (janko.at's): ``R C``, then R rows of numbers or ``-``; puzz.link ``numlin`` URLs.
Answer: each cell the letters of the sides its path leaves by (``n s e w`` in that order:
``ns``, ``se``…; an end has one letter), ``-`` a cell no path crosses.

First the answers are counted along a frontier, cell by cell, up to two
(:mod:`~.numberlink_frontier`, :meth:`Numberlink._counted`; where cells may stay empty, those
without a chord whose turns up stand in spikes, and some others): where there is one, every
cell's way is settled and the model holds those alone; where there is none, the model has no
solution; where there are two or more, or the count passes its bound (most grids wider than
13), the model below. Published puzzles,
solved and proven unique: 10x10 median 0.115 -> 0.005 s, 12x12 0.22 -> 0.033 s, 13x13 0.58 ->
0.22 s (docs/benchmarks.md, 2026-11-30). ``settle=False`` keeps the model of the rules.

The model (:class:`~.cellmodels.Lines`): a primary item per cell whose options are the ways a
path goes through it (the sides it leaves by: one side at a number, none or two elsewhere),
colouring the secondary item of each of its edges 1 (on) or 0. A path's label (which pair it
joins) is written in base-4 digits, one secondary item per digit and cell; a number's options
colour its own label's digits. For each edge and digit a primary item says "the edge is off" or
"the edge is on and both its cells have this digit", so that a path carries one label from end
to end and joins equal numbers; a digit that no label allowed at both cells has (a label whose
numbers do not both touch the cells' region of empty cells) is no option. A
:class:`~xcckit.constraints.Paths` constraint over the edges (every piece of the edges on
reaches a number) rules out the loops that empty cells could otherwise form.

Measured with CaDiCaL on puzzles of 12×12 to 20×36 made by :meth:`Numberlink.maker`, labels
in base-4 digits beat a label on each cell's option (a (cell, way, label) option each: 2-10
times slower) and one item per label (one-hot: up to 4 times slower), and match bits with
fewer slow outliers; the translation is small too (an edge has at most 5 options a digit, a
label's worth of options only in one-hot).

Published puzzles (2026-11-28; puzzlekit's corpus, every 10th, solved and proven unique in 20 s):
the hard part is not stray loops (no lazy cut at all on 12×12 ones: the first model has none)
but the search itself, finding the answer and above all refuting every other one when cells may
stay empty (a standalone one-hot CNF on CaDiCaL took 8-31 s on two sparse 12×12; the same with
every cell on a path, 0.8-2 s). Tried there: ranks along the paths (no cycle at all: no gain),
a connectivity check per label as a Python IPASIR-UP propagator (10× slower), other solvers
(glucose4, minisat22, maplechrono, lingeling: no better). Kept: the paths constraint is
``simple`` (no cell has three edges on), so each cycle of at most 6 edges through no number is
ruled out by a clause: 131_12x12 6.5 s → 2.9 s, 31_12x12 19 s → 18 s (sat); in the table
15×15 solved 2 of 9 (before 1), medians unchanged within noise.

A search for one or two answers asks first for the answers without shortcuts (:meth:`relaxation`,
a :class:`~xcckit.puzzles.Reduction`): 12×12 to 14×14 published puzzles 2-4 times faster, 11 of
12 within 20 s against 7 (docs/benchmarks.md, 2026-11-29); the 15×15 and larger mostly not. In
them a path turns upwards only in a spike (:meth:`_spikes`: beyond the corner on the diagonal, a
number or a turn the same way): every 12th published 15×15 proven unique in 20 s 2 -> 10 of 10
(median 3.5 s), every 3rd 12×12 median 1.45 -> 0.34 s (docs/benchmarks.md, 2026-11-30). What is
left there is the proof that no answer leaves a cell empty: with every cell on a path the same
refutation takes 0.5 s where it takes 8-17 s. The relaxation's labels are options of their cells,
carried along the paths by :class:`~xcckit.constraints.CarriedShortcuts` (:meth:`_shortcut_model`),
not options of the edges as in the model above: half the variables; every 6th published 15×15
median 2.5 -> 0.93 s, largest 11.8 -> 4.3 s (docs/benchmarks.md, 2026-12-01).

Tried and lost (2026-11-29, old and new side by side on 12×12 to 15×15 published puzzles, the
machine shared; docs/speed-numberlink.md): settling before the options are listed, as kuromasu
and shakashaka do (per label the cells on some simple way between its numbers, by Tarjan's
blocks with a virtual edge; cut cells put on the path, bridges on; the local degree rules; then
probing every value of every cell): where cells may stay empty it settles nothing beyond the
numbers but a few cells (0-20 of 144-400; probing found nothing and took 3-56 s), and the model
over the domains left measured the same (46.5 s against 46.3 s on 20 puzzles); with every cell
on a path too it settles almost nothing. A reduction to the answers in which no path can be
made longer round a square (an item covered at most twice by the edge and the two empty cells
beside it; the second answer a path round a square cut short): 12 of 26 within 30 s against 14,
most slower. No shortcut of three edges either (clauses beside NoShortcuts'): the same or
slower. The search split at "some cell empty" once the answer with every cell on a path is
known: that refutation alone as slow as the whole reduction. Clauses for the pairs of cells one
of which a label's path must cross: a handful, no gain. CP-SAT on the puzzle's own model: 2 of
3 out of time in 40 s.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..constraints import CarriedShortcuts, Paths
from ..errors import InputError
from ..model import Model
from . import UNDECIDED, Reduction, Relaxation, grid_puzzle_arg, read_grid_puzzle, split_args
from . import numberlink_frontier
from .kit import pzpr
from .kit.cellmodels import Lines
from .kit.grid import SIDES, Cell, beside, images, neighbours, where
from .kit.genre import AtCell, Genre, Made

BASE = 4
"""A path's label is written in digits of this base, one secondary item a digit per cell (see the
module's docstring: measured against labels in one item, and in bits)."""
OPPOSITE = {"n": "s", "s": "n", "e": "w", "w": "e"}
SPIKES = {"up": (("nw", -1, -1), ("ne", -1, 1)),
          "all": (("nw", -1, -1), ("ne", -1, 1), ("sw", 1, -1), ("se", 1, 1))}
"""Turns that stand in spikes (:meth:`Numberlink._spikes`), each with the step from its cell to the
cell beyond the corner: in the relaxation those upwards, in its guesses all."""
GUESS_CELLS = 200
"""The relaxation offers its guesses (:meth:`Numberlink._guess`) on grids of at least this many
cells (below, its own search is as quick)."""


def _digits(count: int, base: int = BASE) -> int:
    """How many digits the labels 0..count-1 need in ``base`` (at least one)."""
    d = 1
    while base ** d < count:
        d += 1
    return d


def _digit_item(t: int, c: Cell) -> str:
    """The secondary item that carries digit ``t`` of the label of the path through cell ``c``."""
    return f"v{t}.{c[0]}.{c[1]}"


class Numberlink(Genre):
    """``Numberlink(cells)``: rows of cell strings, a number or '-'."""

    kind = "numberlink"
    url_names = ("numlin", "numberlink")
    options = (("--fill", None, "every cell is on a path (the variant many sites publish; janko.at's cells may stay "
                                "empty)"),)

    def __init__(self, cells: Sequence[Sequence[str]], rooms=None, extra: Sequence[int] = (),
                 fill: bool = False, *, settle: bool = True) -> None:
        """``settle=False``: the model with every way of every cell, without the count first
        (:meth:`_counted`)."""
        self.fill = bool(fill)
        self.settle = settle
        super().__init__(cells, rooms, extra)

    def unsettled(self) -> "Numberlink":
        return self if not self.settle else type(self)(self.cells, fill=self.fill, settle=False)

    @classmethod
    def from_args(cls, args: Sequence[str]) -> "Numberlink":
        _, opts = split_args(args, cls)
        puzzle = read_grid_puzzle(cls, grid_puzzle_arg(args, cls))
        return cls(puzzle.cells, fill=True) if opts.get("--fill") else puzzle

    cell_tokens = {"-": None}
    least = 1
    cell_words = "a cell is a number from 1 (an end of a path) or '-'"

    def pairs_problem(self) -> AtCell | None:
        """A number that appears once, or more than twice (at its second place), else None."""
        seen: dict[int, list[Cell]] = {}
        for c, v in sorted(self.clue.items()):
            seen.setdefault(v, []).append(c)
            if len(seen[v]) == 3:
                first, second = seen[v][:2]
                return AtCell(self.kind, c, f"the number {v} appears a third time (also at {where(first)} and "
                                             f"{where(second)}): a number is the two ends of one path")
        for v, cells in seen.items():
            if len(cells) == 1:
                return AtCell(self.kind, cells[0], f"the number {v} appears only once: a number is the two ends "
                                                    "of one path")
        return None

    # ------------------------------------------------------------------ the model
    def build(self) -> Model:
        problem = self.pairs_problem()
        if problem is not None:
            raise problem
        numbers = sorted(set(self.clue.values()))
        self.label = {v: k for k, v in enumerate(numbers)}
        self.settled = self._counted()
        if self.settled is not None:  # (every cell settled by the count, or no answer: no label needed)
            self.lines = Lines(self.m, self.n)
            for c, sides in sorted(self.settled.items()):
                self.lines.way(c, sides)
            self._edge_option = {}
            return self.lines.model()
        model, self.lines, self._edge_option = self._model(BASE)
        return model

    def _counted(self) -> dict[Cell, str] | None:
        """Each cell's sides (``""``: on no path) where the frontier count
        (:mod:`~.numberlink_frontier`) finds the puzzle has one answer; an empty dict where it
        has none; None where it has two or more, or the count gives up, or ``settle`` is off.
        With ``fill`` the count is of every answer. Where cells may stay empty it leaves out some
        answers with a chord (two cells side by side on one path, not joined) and those with a
        turn up (in its sweep's frame) outside a spike (:meth:`_spikes`), never one without a
        chord that keeps the spikes' rule: where it finds none, no answer is such, and so there
        is no answer (a chord cut short, a corner moved up, leaves an answer); where it finds
        one, that is the only such answer, every other answer is led to it step by step (each
        shorter, or as long with a cell higher), the last step from that one a path drawn
        another way through the cells it leaves free, and :meth:`_second` looks for that. So
        what it settles holds in each answer and the model over the settled ways has the
        puzzle's answers (none or one)."""
        if not self.settle:
            return None
        cells = [[self.label[self.clue[i, j]] + 1 if (i, j) in self.clue else 0 for j in range(self.n)]
                 for i in range(self.m)]
        counted = numberlink_frontier.count(cells, fill=self.fill)
        if counted is None or counted[0] > 1:
            return None
        if counted[0] == 0:
            return {}
        through = {(i, j): row[j] for i, row in enumerate(counted[1]) for j in range(self.n)}
        if not self.fill and self._second(through) is not None:
            return None
        return through

    def _model(self, base: int) -> tuple[Model, Lines, dict]:
        """The puzzle's own model, labels in digits of ``base`` (its lines, and each edge
        option's index by (edge item, digit, value), the value None where the edge is off)."""
        m, n = self.m, self.n
        digits = _digits(len(self.label), base)
        lines = Lines(m, n)
        cells = [(i, j) for i in range(m) for j in range(n)]
        for t in range(digits):
            for c in cells:
                lines.secondary(_digit_item(t, c))
        edges = lines.edges()
        for t in range(digits):
            for e, _, _ in edges:
                lines.primary(f"E{t}.{e[1:]}")
        for c in cells:
            if c in self.clue:
                k = self.label[self.clue[c]]
                self._ends(lines, c, [f"{_digit_item(t, c)}:{k // base ** t % base}" for t in range(digits)])
            else:
                for sides in lines.ways(c, (2,) if self.fill else (0, 2)):
                    lines.way(c, sides)
        model = lines.model()
        options = self._label_edges(model, edges, base, digits)
        if edges:
            model.add_constraint(Paths(model, edges, sorted(self.clue), "1", simple=True))
        return model, lines, options

    def _ends(self, lines: Lines, c: Cell, own: list[str]) -> None:
        """The ways of number cell ``c``, an end of its path (one side, not into another pair's
        number), each with the tokens ``own`` of its label."""
        for sides in lines.ways(c, (1,)):
            if self._open(c, sides):
                lines.way(c, sides, own)

    def _shortcut_model(self, turns: str = "up", fill: bool | None = None) -> tuple[Model, Lines]:
        """The model of the answers without shortcuts (:class:`~xcckit.constraints.NoShortcuts`)
        and with the turns upwards in spikes (:meth:`_spikes`; ``turns="all"``: every turn), and
        its lines; ``fill``: every cell on a path or not (None: as the puzzle's own ``fill``).
        A cell's label is one item, its colour the label's index, which a primary item of the
        cell chooses among those that may reach it (:meth:`_domains`; none where the cell is on
        no path, said by a binary item its way colours), and which the shortcuts constraint
        carries along the edges on (:class:`~xcckit.constraints.CarriedShortcuts`): on published
        14x14 and 15x15 puzzles, solved and proven unique, half the time of labels carried by an
        option per edge and label (six of them 10.0 -> 4.8 s, 2026-12-01), with half the
        variables."""
        m, n = self.m, self.n
        lines = Lines(m, n)
        cells = [(i, j) for i in range(m) for j in range(n)]
        for c in cells:
            lines.secondary(_digit_item(0, c))
        for c in cells:
            if c not in self.clue:
                lines.secondary(f"B.{c[0]}.{c[1]}")
                lines.primary(f"L.{c[0]}.{c[1]}")
        edges = lines.edges()
        for c in cells:
            if c in self.clue:
                self._ends(lines, c, [f"{_digit_item(0, c)}:{self.label[self.clue[c]]}"])
            else:
                spikes = self._spikes(c, lines, SPIKES[turns])
                for sides in lines.ways(c, (2,) if (self.fill if fill is None else fill) else (0, 2)):
                    lines.way(c, sides, [*spikes.get(sides, ()), f"B.{c[0]}.{c[1]}:{int(bool(sides))}"])
        model = lines.model()
        domain = self._domains()
        for c in cells:
            if c not in self.clue:
                name, on = f"L.{c[0]}.{c[1]}", f"B.{c[0]}.{c[1]}"
                for k in sorted(domain[c]):
                    model.add_option([name, f"{_digit_item(0, c)}:{k}", f"{on}:1"])
                model.add_option([name, f"{on}:0"])
        if edges:
            model.add_constraint(Paths(model, edges, sorted(self.clue), "1", simple=True))
            named = [(e, _digit_item(0, a), _digit_item(0, b)) for e, a, b in edges]
            model.add_constraint(CarriedShortcuts(model, named, {_digit_item(0, c): _digit_item(0, c) for c in cells},
                                                  [str(k) for k in range(len(self.label))]))
        return model, lines

    def relaxation(self) -> Reduction | None:
        """With ``fill``: :meth:`_filled`. Where cells may stay empty: the answers in which no
        path can be made shorter through cells no other path uses
        (:class:`~xcckit.constraints.NoShortcuts`: no chord, no empty cell beside two cells of
        one path that go round it), nor moved up round a corner
        (:meth:`_spikes`), a label one digit a cell. Every answer leads to one of them (a path
        that is not a shortest one through the cells the others leave free is replaced by one
        that is, which shortens the paths every time; a corner moved up keeps their length and
        lowers the sum of their cells' rows), so there is one where the puzzle has any; where
        there is one, the answers that lead to it in one step are the puzzle's others: a path
        that another path through the same free cells could replace (:meth:`_second`)."""
        if not self.clue or self.settled is not None:
            return None
        if self.fill:
            return self._filled()
        model, lines = self._shortcut_model()

        def lift(solution: Sequence[int]) -> tuple[int, ...]:
            return self._solution(lines.through(solution))

        def other(solution: Sequence[int]) -> tuple[int, ...] | None:
            second = self._second(lines.through(solution))
            return None if second is None else self._solution(second)

        guesses = (lambda: self._guess(True), lambda: self._guess(False)) if self.m * self.n >= GUESS_CELLS else ()
        return Reduction(model, lift, other, guesses)

    def _filled(self) -> Reduction:
        """With every cell on a path (``fill``): the reduction of the puzzle where cells may stay
        empty (whose answers this one's are among), an answer of it with an empty cell lifting to
        None and a second one with one :data:`~xcckit.puzzles.UNDECIDED`; so where cells may stay
        empty the puzzle has one answer and it fills the grid, that is the only answer, and where
        it has two, of which one leaves a cell empty, the puzzle's own model is searched. On grids
        of :data:`GUESS_CELLS` cells or more, with the guess of answers without a shortcut and
        with every turn in a spike (:meth:`_guess`), which a search for one answer asks first.
        Published puzzles with ``--fill``, proven unique (docs/benchmarks.md, 2026-11-30), against
        the puzzle's own model: 10x10 median 0.13 s against 0.06 s, but the largest 0.34 s against
        1.6 s; 12x12 all but one against 21 of 24 in 20 s; 15x15 8 of 10 (median 5 s) against
        none in 30 s; one answer at 15x15 and 20x20 in 0.3-0.8 s, where the own model found none
        in 30 s."""
        model, lines = self._shortcut_model(fill=False)

        def filled(through: dict[Cell, str]) -> bool:
            return len(through) == self.m * self.n and all(through.values())

        def lift(solution: Sequence[int]) -> tuple[int, ...] | None:
            through = lines.through(solution)
            return self._solution(through) if filled(through) else None

        def other(solution: Sequence[int]) -> tuple[int, ...] | str | None:
            second = self._second(lines.through(solution))
            if second is None:
                return None
            return self._solution(second) if filled(second) else UNDECIDED

        guesses = (lambda: self._guess(True),) if self.m * self.n >= GUESS_CELLS else ()
        return Reduction(model, lift, other, guesses)

    def _guess(self, fill: bool) -> Relaxation:
        """The answers of the relaxation's in which every turn, not only those upwards, stands
        in a spike (:meth:`_spikes`), and with ``fill`` every cell is on a path: what answers
        with every cell on a path and no shortcut are (the published ones but a few), which a
        search finds in a second where the relaxation's takes long (docs/benchmarks.md,
        2026-11-30). A guess (:class:`~xcckit.puzzles.Reduction`): answers to be, not all."""
        model, lines = self._shortcut_model(turns="all", fill=fill)
        return Relaxation(model, lambda solution: self._solution(lines.through(solution)))

    def _spikes(self, c: Cell, lines: Lines, turns: Sequence[tuple[str, int, int]]) -> dict[str, list[str]]:
        """The extra tokens of cell ``c``'s ways in the relaxation, for the rule that a path
        turning up at ``c`` (way ``nw`` or ``ne``) has beyond the corner, on the diagonal, a
        number or a turn the same way: a secondary item per cell and turn, which each of the
        cell's ways colours 1 where it is that turn and 0 where not, and which that turn at the
        next cell on the diagonal the other way (the turn's own cell) colours 1.

        Every answer of the relaxation's leads to one that keeps the rule: where a path turns
        up at ``c`` and the cell beyond the corner (beside both of the path's cells there) is
        on no path, the path through it instead is another answer just as long, with one cell of
        its path a row higher (no path is made longer; the sum of the rows of the cells on paths
        falls); where the cell is on a path, that path does not go through the two cells beside
        it (a chord of one path, which the relaxation has not) and so turns the same way, or
        ends there. An answer that leads to the one found in one such step differs from it in
        one path, through the free cells, where :meth:`_second` looks. So in the relaxation's
        answers, turns upwards stand only in lines of turns down the diagonals from the numbers
        (Ahle's spikes, which fill-and-never-touch answers have in all four directions).
        ``turns``: the turns so ruled, each with the step to the cell beyond it
        (:data:`SPIKES`)."""
        out: dict[str, list[str]] = {}
        for way, di, dj in turns:
            if 0 <= c[0] - di < self.m and 0 <= c[1] - dj < self.n:
                lines.secondary(f"T{way}.{c[0]}.{c[1]}")
                for sides in lines.ways(c, (0, 2)):
                    out.setdefault(sides, []).append(f"T{way}.{c[0]}.{c[1]}:{int(sides == way)}")
            beyond = (c[0] + di, c[1] + dj)
            if 0 <= beyond[0] < self.m and 0 <= beyond[1] < self.n and beyond not in self.clue:
                out.setdefault(way, []).append(f"T{way}.{beyond[0]}.{beyond[1]}:1")
        return out

    def _solution(self, through: dict[Cell, str]) -> tuple[int, ...]:
        """The options of this puzzle's model that draw the paths ``through`` (cell -> sides)."""
        way = {v: o for o, v in self.lines.chosen.items()}
        label: dict[Cell, int] = {}
        for c in sorted(self.clue):
            if c not in label:
                for x in self._follow(through, c):
                    label[x] = self.label[self.clue[c]]
        out = [way[c, through.get(c, "")] for c in ((i, j) for i in range(self.m) for j in range(self.n))]
        digits = _digits(len(self.label))
        for e, a, b in self.lines.edges():
            d = label[a] if self._joined(through, a, b) else None
            for t in range(digits):
                out.append(self._edge_option[e, t, None if d is None else d // BASE ** t % BASE])
        return tuple(sorted(out))

    @staticmethod
    def _joined(through: dict[Cell, str], a: Cell, b: Cell) -> bool:
        """Whether the paths ``through`` cross the edge between neighbours ``a`` and ``b``."""
        side = next(d for d, (di, dj) in SIDES.items() if (a[0] + di, a[1] + dj) == b)
        return side in through.get(a, "")

    def _second(self, through: dict[Cell, str]) -> dict[Cell, str] | None:
        """Another answer than the paths ``through``, one path drawn another way through the cells
        the other paths leave free, or None where every path is the only one there: each edge of
        a path is a bridge of the grid of its free cells (an edge on a cycle there gives another
        way between the path's ends)."""
        paths = []
        for c in sorted(self.clue):
            if not any(c in p for p in paths):
                paths.append(self._follow(through, c))
        for path in paths:
            others = set().union(*(p for p in paths if p is not path))
            free = {(i, j) for i in range(self.m) for j in range(self.n)} - others
            bridges = _bridges(self.m, self.n, free, path[0])
            cut = next(((u, v) for u, v in zip(path, path[1:]) if frozenset((u, v)) not in bridges), None)
            if cut is not None:
                route = _route(self.m, self.n, free, path[0], path[-1], cut)
                second = {c: s for c, s in through.items() if c not in path}
                for k, c in enumerate(route):
                    second[c] = _sides(c, route[k - 1] if k else None, route[k + 1] if k + 1 < len(route) else None)
                return second
        return None

    def _label_edges(self, model: Model, edges, base: int, digits: int) -> dict:
        """For each edge and digit: the edge off, or on with a value of the digit that a label
        both its cells may carry has (:meth:`_domains`). Returns each option's index by (edge
        item, digit, value: None where the edge is off)."""
        domain = self._domains()
        index, colour = model.index, model.colour_id  # (colours made in the order the options name them)
        off, on = colour("0"), colour("1")
        value: dict[int, int] = {}  # digit -> its colour
        digit = {(t, c): index[_digit_item(t, c)] for t in range(digits) for c in domain}
        out = {}
        items: list[int] = []
        colours: list[int] = []
        starts = [0]
        first = model.n_options
        for e, a, b in edges:
            labels = domain[a] & domain[b]
            edge = index[e]
            for t in range(digits):
                item = index[f"E{t}.{e[1:]}"]
                out[e, t, None] = first + len(starts) - 1
                items += [item, edge]
                colours += [0, off]
                starts.append(len(items))
                ends = digit[t, a], digit[t, b]
                for d in sorted({k // base ** t % base for k in labels}):
                    if d not in value:
                        value[d] = colour(str(d))
                    out[e, t, d] = first + len(starts) - 1
                    items += [item, edge, *ends]
                    colours += [0, on, value[d], value[d]]
                    starts.append(len(items))
        model.add_options_flat(starts, items, colours)
        return out

    def _domains(self) -> dict[Cell, frozenset[int]]:
        """The labels each cell may carry: a number its own; an empty cell those whose two
        numbers both touch its region of empty cells (the others cannot reach it)."""
        m, n = self.m, self.n
        region: dict[Cell, int] = {}
        for start in ((i, j) for i in range(m) for j in range(n)):
            if start in self.clue or start in region:
                continue
            region[start] = start[0] * n + start[1]
            todo = [start]
            while todo:
                c = todo.pop()
                for _, nb in neighbours(m, n, c):
                    if nb not in region and nb not in self.clue:
                        region[nb] = region[start]
                        todo.append(nb)
        touching: dict[int, list[int]] = {}
        for c, v in self.clue.items():
            for r in {region[nb] for _, nb in neighbours(m, n, c) if nb in region}:
                touching.setdefault(r, []).append(self.label[v])
        allowed = {r: frozenset(k for k in ks if ks.count(k) == 2) for r, ks in touching.items()}
        out = {c: frozenset([self.label[v]]) for c, v in self.clue.items()}
        for c, r in region.items():
            out[c] = allowed.get(r, frozenset())
        return out

    def _open(self, c: Cell, sides: str) -> bool:
        """Whether a path may leave ``c`` by ``sides``: not into the number of another pair."""
        mine = self.clue.get(c)
        for d in sides:
            di, dj = SIDES[d]
            other = self.clue.get((c[0] + di, c[1] + dj))
            if other is not None and mine is not None and other != mine:
                return False
        return True

    # ------------------------------------------------------------------ answers
    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        through = self.lines.through(solution)
        return [[through.get((i, j)) or "-" for j in range(self.n)] for i in range(self.m)]

    def verify(self, answer) -> str | None:
        grid = self.answer_grid(answer)
        m, n = self.m, self.n
        sides: dict[Cell, str] = {}
        for i in range(m):
            for j in range(n):
                t = grid[i][j]
                if t != "-" and (not t or any(d not in "nsew" for d in t) or "".join(sorted(t, key="nsew".index))
                                 != t or len(set(t)) != len(t)):
                    return (f"{where((i, j))} is '{t}': a cell is '-' or the sides its path leaves by "
                            f"(n, s, e, w in that order)")
                sides[i, j] = "" if t == "-" else t
        for (i, j), s in sides.items():
            for d in s:
                di, dj = SIDES[d]
                nb = (i + di, j + dj)
                if nb not in sides:
                    return f"the path at {where((i, j))} leaves the board by its side {d}"
                if OPPOSITE[d] not in sides[nb]:
                    return f"the path leaves {where((i, j))} by its side {d}, but {where(nb)} does not join it"
        for c, s in sorted(sides.items()):
            if c in self.clue and not s:
                return f"no path leaves the {self.clue[c]} at {where(c)}"
            if c in self.clue and len(s) > 1:
                return f"the path leaves the {self.clue[c]} at {where(c)} by {len(s)} sides, not 1"
            if c not in self.clue and len(s) > 2:
                return f"the path branches at {where(c)} (it leaves by {len(s)} sides)"
            if c not in self.clue and len(s) == 1:
                return f"a path ends at {where(c)}, which holds no number"
            if c not in self.clue and not s and self.fill:
                return f"{where(c)} is on no path (with --fill every cell is)"
        seen: set[Cell] = set()
        for c in sorted(self.clue):
            if c in seen:
                continue
            path = self._follow(sides, c)
            seen.update(path)
            end = path[-1]
            if self.clue[end] != self.clue[c]:
                return (f"the path from the {self.clue[c]} at {where(c)} ends at the {self.clue[end]} at "
                        f"{where(end)}")
        for c, s in sorted(sides.items()):
            if s and c not in seen:
                return f"a loop through {where(c)} joins no numbers"
        return None

    @staticmethod
    def _follow(sides: dict[Cell, str], start: Cell) -> list[Cell]:
        """The cells of the path from ``start`` (an end) to its other end (for the checker)."""
        path, came = [start], None
        while True:
            c = path[-1]
            step = [d for d in sides[c] if d != came]
            if not step or (len(path) > 1 and len(sides[c]) == 1):
                return path
            di, dj = SIDES[step[0]]
            path.append((c[0] + di, c[1] + dj))
            came = OPPOSITE[step[0]]

    def draw(self, solution: Sequence[int] | None) -> dict:
        text = {c: str(v) for c, v in self.clue.items()}
        circles = {c: "white" for c in self.clue}
        if solution is None:
            return {"text": text, "circles": circles}
        through = self.lines.through(solution)
        return {"text": text, "circles": circles, "lines": {c: s for c, s in through.items() if s}}

    @classmethod
    def maker(cls, m: int, n: int, rng, symmetry: str = "none") -> Made | None:
        """Paths that cover the grid but for a few cells, none running beside itself
        (:func:`_make_paths`); each path's ends get its number (1, 2, … by its first end in
        reading order), a cell no path covers stays empty. Every number is needed: none is
        removable.

        With a ``symmetry`` (``rot2``, ``rot4``, ``mirror``: :func:`~.grid.images`) each path
        is drawn with its images, so the numbered cells are whole orbits; a path and its image
        are two pairs, each its own number, but for a path that is its own image (one pair).
        Under ``mirror`` and ``rot2`` such a path crosses the axis or the middle once, reversed
        by the map: a path joined to its image across it, or grown both ways from a cell the map
        fixes (the middle cell of an odd grid, a cell on the axis of an odd width); under
        ``mirror`` it may also run along the axis, each of its cells fixed. A cell the map fixes
        holds no other path (its image would share it). No path is its own image under a
        quarter turn (the turn would swap its ends, and the half turn fix them), so the middle
        cell of an odd ``rot4`` grid stays empty; ``rot4`` on 2×2 is refused (an InputError):
        any two neighbouring cells are a cell and its quarter turn, so every path would share a
        cell with its image. Every other size takes every symmetry."""
        if symmetry == "rot4" and m == n == 2:
            raise InputError("a 2x2 numberlink has no path under rot4: any two neighbouring cells are a cell and "
                             "its quarter turn, so every path would share a cell with its image", source="symmetry")
        paths = sorted((min(p[0], p[-1]), max(p[0], p[-1]), p) for p in _make_paths(m, n, rng, images(m, n, symmetry)))
        cells = [["-"] * n for _ in range(m)]
        answer = [["-"] * n for _ in range(m)]
        for k, (a, b, path) in enumerate(paths, 1):
            cells[a[0]][a[1]] = cells[b[0]][b[1]] = str(k)
            for x, c in enumerate(path):
                sides = [d for d, nb in neighbours(m, n, c) if nb in path[max(x - 1, 0):x + 2] and nb != c]
                answer[c[0]][c[1]] = "".join(sides)
        return Made(cells, [], answer=answer)

    # ------------------------------------------------------------------ URLs
    @classmethod
    def decode(cls, rows: int, cols: int, body: list[str]):
        numbers = pzpr.cell_numbers(body, rows, cols)
        for v in numbers:
            if v == pzpr.UNKNOWN:
                raise InputError("URL body: a number not given ('.') pairs, in pzprjs, with the other cells whose "
                                 "number is not given, which numberlink's pairs of equal numbers cannot say: write "
                                 "a number there", source="URL")
            if v is not None and v < 1:
                raise InputError(f"URL body: the number {v} is not a numberlink clue (numbers start at 1)",
                                 source="URL")
        return [[("-" if v is None else str(v)) for v in numbers[i * cols:(i + 1) * cols]] for i in range(rows)], None

    def encode(self) -> str:
        return pzpr.write_number16(self.clue_list())


def _bridges(m: int, n: int, free: set[Cell], start: Cell) -> set[frozenset[Cell]]:
    """The bridges (edges on no cycle) of the grid of the cells ``free`` that ``start`` reaches:
    a depth-first walk, each cell's lowest reach (Tarjan's)."""
    order: dict[Cell, int] = {start: 0}
    low = {start: 0}
    out: set[frozenset[Cell]] = set()
    stack = [(start, None, iter(neighbours(m, n, start)))]
    while stack:
        c, parent, near = stack[-1]
        step = next(near, None)
        if step is None:
            stack.pop()
            if parent is not None:
                low[parent] = min(low[parent], low[c])
                if low[c] > order[parent]:
                    out.add(frozenset((parent, c)))
            continue
        nb = step[1]
        if nb not in free or nb == parent:
            continue
        if nb in order:
            low[c] = min(low[c], order[nb])
        else:
            order[nb] = low[nb] = len(order)
            stack.append((nb, c, iter(neighbours(m, n, nb))))
    return out


def _route(m: int, n: int, free: set[Cell], a: Cell, b: Cell, cut: tuple[Cell, Cell]) -> list[Cell]:
    """A shortest way from ``a`` to ``b`` through the cells ``free`` that does not cross the
    edge between the two cells ``cut`` (there is one: the edge is on a cycle)."""
    back: dict[Cell, Cell | None] = {a: None}
    todo = [a]
    for c in todo:
        if c == b:
            route = [b]
            while back[route[-1]] is not None:
                route.append(back[route[-1]])
            return route[::-1]
        for _, nb in neighbours(m, n, c):
            if nb in free and nb not in back and {c, nb} != set(cut):
                back[nb] = c
                todo.append(nb)
    raise AssertionError("no way round an edge on a cycle")


def _sides(c: Cell, *near: Cell | None) -> str:
    """The sides of ``c`` towards the cells ``near`` (None: none), in the answers' order."""
    out = [d for d, (di, dj) in SIDES.items() if (c[0] + di, c[1] + dj) in near]
    return "".join(sorted(out, key="nsew".index))


def _make_paths(m: int, n: int, rng, maps) -> list[list[Cell]]:
    """Paths that cover the grid but for a few cells, none running beside itself (no cell of a
    path touches a cell of it but the one before and the one after: such a path has no
    shortcut), each path's images under the symmetry's ``maps`` (:func:`~.grid.images`) paths
    too. From each cell not yet covered, in a random order, a path grows with its images at
    both ends up to a random length, into the free neighbour with the fewest free neighbours (so
    that it hugs the walls and the other paths), a cell that a map fixes only by a path that is
    its own image (:func:`_grow_own_image`); then paths whose ends are neighbours join, in a
    random order, while they touch nowhere else (:func:`_join`)."""
    owner: dict[Cell, int] = {}
    paths: dict[int, list[Cell]] = {}
    longest = max(3, int(1.5 * (m * n) ** 0.5))
    order = [(i, j) for i in range(m) for j in range(n)]
    rng.shuffle(order)
    for start in order:
        if start in owner:
            continue
        fixed = [f for f in maps[1:] if f(*start) == start]
        if not fixed:
            _grow(m, n, rng, owner, paths, [f(*start) for f in maps], rng.randint(2, longest), maps)
        elif len(maps) == 2:
            _grow_own_image(m, n, rng, owner, paths, start, rng.randint(2, longest), maps[1])
        else:  # (a quarter turn's middle cell: no path is its own image under it)
            owner[start] = len(paths)
            paths[len(paths)] = [start]
    _join(m, n, rng, owner, paths, maps)
    return [path for path in paths.values() if len(path) > 1]


def _grow(m: int, n: int, rng, owner: dict, paths: dict, starts: list[Cell], want: int, maps) -> None:
    """New paths from ``starts``, a cell and its images under ``maps`` in their order, each
    grown at both ends up to ``want`` cells as the first one grows (:func:`_next_cell`), the
    others its images."""
    k = len(paths)
    for x, c in enumerate(starts):
        paths[k + x] = [c]
        owner[c] = k + x
    path = paths[k]
    for _ in range(2):
        while len(path) < want:
            step = _next_cell(m, n, owner, k, path[-1], rng, maps[1:])
            if step is None:
                break
            for x, f in enumerate(maps):
                c = f(*step)
                paths[k + x].append(c)
                owner[c] = k + x
        for x in range(len(starts)):
            paths[k + x].reverse()


def _grow_own_image(m: int, n: int, rng, owner: dict, paths: dict, start: Cell, want: int, turn) -> None:
    """A new path through ``start``, a cell that the map ``turn`` fixes, up to about ``want``
    cells, that ``turn`` maps onto itself: along the cells it fixes (a mirror's axis) where the
    first step goes there, else grown both ways at once, each step's cell at one end and its
    image at the other, so that ``turn`` reverses it."""
    k = len(paths)
    path = paths[k] = [start]
    owner[start] = k
    step = _next_cell(m, n, owner, k, start, rng)
    if step is not None and turn(*step) == step:
        path.append(step)
        owner[step] = k
        for _ in range(2):
            while len(path) < want:
                step = _next_cell(m, n, owner, k, path[-1], rng, kept=turn)
                if step is None:
                    break
                path.append(step)
                owner[step] = k
            path.reverse()
        return
    while step is not None and len(path) < want:
        path.append(step)
        path.insert(0, turn(*step))
        owner[step] = owner[path[0]] = k
        step = _next_cell(m, n, owner, k, path[-1], rng, [turn], own=True)


def _next_cell(m: int, n: int, owner: dict, k: int, end: Cell, rng, moved=(), own: bool = False,
               kept=None) -> Cell | None:
    """A free neighbour of ``end`` that touches path k nowhere but at ``end``, that every map
    ``moved`` moves (where ``own``, the path its own image, not to a neighbour either) and that
    the map ``kept`` fixes (if any), one with the fewest free neighbours (at random among those);
    None when there is none."""
    best, fewest = [], 5
    for _, c in neighbours(m, n, end):
        if c in owner or any(owner.get(x) == k and x != end for _, x in neighbours(m, n, c)):
            continue
        if (kept and kept(*c) != c) or any(f(*c) == c or (own and beside(f(*c), c)) for f in moved):
            continue
        free = sum(1 for _, x in neighbours(m, n, c) if x not in owner)
        if free < fewest:
            best, fewest = [c], free
        elif free == fewest:
            best.append(c)
    return rng.choice(best) if best else None


def _join(m: int, n: int, rng, owner: dict, paths: dict, maps) -> None:
    """Join paths whose ends are neighbours, in a random order, each join with its images under
    ``maps`` (:func:`_chains`), while the paths touch only there."""
    cells = sorted(owner)
    joined = True
    while joined:
        joined = False
        rng.shuffle(cells)
        for a in cells:
            p = owner[a]
            if paths[p][0] != a and paths[p][-1] != a:
                continue
            near = neighbours(m, n, a)
            rng.shuffle(near)
            for _, b in near:
                q = owner[b]
                if q == p or (paths[q][0] != b and paths[q][-1] != b):
                    continue
                chains = _chains(m, n, owner, paths, {frozenset((f(*a), f(*b))) for f in maps})
                if chains is None:
                    continue
                for gone, chain in chains:
                    keep = max(gone, key=lambda g: len(paths[g]))
                    for g in gone:
                        del paths[g]
                    paths[keep] = chain
                    for c in chain:
                        owner[c] = keep
                joined = True
                break


def _chains(m: int, n: int, owner: dict, paths: dict, links: set) -> list[tuple[list[int], list[Cell]]] | None:
    """The paths that joining the ends ``links`` (pairs of neighbouring cells) makes, each with
    the paths it is made of; None where a join would close a loop, branch, or leave a path
    touching itself (two of its pieces beside each other but at a link)."""
    near: dict[int, list[tuple[Cell, Cell]]] = {}
    uses: dict[Cell, int] = {}
    group = {p: p for link in links for p in (owner[c] for c in link)}

    def root(p: int) -> int:
        while group[p] != p:
            p = group[p]
        return p

    for link in links:
        u, v = sorted(link)
        for c in (u, v):
            uses[c] = uses.get(c, 0) + 1
            path = paths[owner[c]]
            if (path[0] != c and path[-1] != c) or uses[c] > (2 if len(path) == 1 else 1):
                return None
        if root(owner[u]) == root(owner[v]):
            return None
        group[root(owner[u])] = root(owner[v])
        near.setdefault(owner[u], []).append((u, v))
        near.setdefault(owner[v], []).append((v, u))
    out, done = [], set()
    for first in sorted(near):
        if len(near[first]) > 1 or root(first) in done:
            continue
        done.add(root(first))
        chain, pieces, p, entry = [], [], first, None
        while p is not None:  # (from one end of the chain to the other, each piece entered by a link)
            path, exits = paths[p], [link for link in near[p] if link != entry]
            forward = path[0] == entry[0] if entry else path[-1] == exits[0][0]
            chain += path if forward else path[::-1]
            pieces.append(p)
            p, entry = (owner[exits[0][1]], exits[0][::-1]) if exits else (None, None)
        if not _apart(m, n, owner, paths, pieces, links):
            return None
        out.append((pieces, chain))
    return out


def _apart(m: int, n: int, owner: dict, paths: dict, pieces: list[int], links: set) -> bool:
    """Whether the paths ``pieces`` touch one another only at the ``links`` that join them."""
    longest = max(pieces, key=lambda p: len(paths[p]))
    for p in pieces:
        if p == longest:
            continue
        for c in paths[p]:
            for _, nb in neighbours(m, n, c):
                if owner[nb] != p and owner[nb] in pieces and frozenset((c, nb)) not in links:
                    return False
    return True
