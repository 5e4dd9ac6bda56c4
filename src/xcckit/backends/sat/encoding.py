"""The CNF translation of a model (what :class:`CNFEncoding` writes).

Variables (all from one IDPool, named ones allocated before any cardinality encoding):

* ``x_o`` for each option ``o`` that is not an option of a table item (see :mod:`.tables`;
  with ``tables=False`` every option has one, ids 1..N, so a DIMACS reader sees them first);
* ``y_{s,c}`` for a secondary item ``s`` and colour ``c`` when ``s`` has several classes of uses
  (or a side constraint refers to it), defined in both directions: ``y <-> OR(x_o : o uses s:c)``;
  a class with one option uses that option's variable directly.
* An item that every solution uses (it occurs in all options of some primary item) with exactly
  two colours and no uncoloured use needs only one variable ``y``: colour one is ``y``, colour two
  is ``-y``, and the implications ``x_o -> y`` / ``x_o -> -y`` define it completely (the option
  that covers that primary item fixes the colour). Slitherlink's edges are such items (binary).

Clauses: exactly one (or ``lo..hi``) option per primary item, or for a table item the clauses
forbidding the colourings of its binary items that none of its options has; at most one of an
item's colour variables and uncoloured uses. At-most-one is pairwise for up to eight literals and a
sequential counter above that. Enumeration blocks on option variables and, for the options of table
items, on the colours of their binary items.

Single-loop side constraints: vertex degrees 0 or 2 (unless a table implies them) and "some edge
on" are encoded eagerly; the
single loop itself by lazy cut-set clauses added on the same incremental solver (kept for the
rest of the enumeration): when the edges on split into several loops, for each loop with vertex
set S, an edge f of that loop and an edge g of another loop, ``f and g -> some edge leaving S``.
Every single loop containing f and g crosses the boundary of S, so the clause is valid for every
solution, and the current assignment violates it.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from itertools import combinations, repeat

import numpy as np

import pysolvers
from pysat.card import CardEnc, EncType
from pysat.formula import IDPool
from pysat.solvers import Solver

from ...model import Model
from ..base import Deadline
from ..translate import (ItemUses, analyse, binding_bounds, colour_classes, extensions, occurrences,
                         side_colours)
from ..tables import TableGroup, analyse_structure, table_cubes

PAIRWISE_MAX = 8
"""At-most-one over at most this many literals is written pairwise, above with a sequential
counter; except for primary items, see :data:`PAIRWISE_PRIMARY`."""
AMO_IN_PYTHON = 128
"""A sequential counter's at-most-one over at most this many literals is written in Python
(:func:`_sequential_amo`), above from its template (:func:`_amo_counter`), which takes longer
for fewer (31 µs for 9 literals against 6, 41 against 19 for 30, 91 against 83 for 120; a
published 10x10 fillomino's hundred or so counters 4.7 -> 3.2 ms of its translation's 18,
2026-11-30)."""
PAIRWISE_PRIMARY = 300
PAIRWISE_BUDGET = 2_000_000
"""In a model without secondary items (a packing), a primary item's exactly-one over at most
:data:`PAIRWISE_PRIMARY` options is written pairwise as long as the pairwise clauses of the
model stay within this budget (then sequential counters): no auxiliary variable, and the
strongest propagation. Enumerating the 1,472 packings of the pentominoes into 4x15 took 138 s
pairwise against over 300 s with counters above 8 options (1,113 solutions in 120 s with
counters above 128 options); where items are coloured, pairwise lost (the 17 word rectangles
of dict3-300 x dict4-300: 2.05 s against 1.10 s with counters; CaDiCaL 1.9.5, 2026-11-25)."""
PAIRWISE_FEW = 32
""":data:`PAIRWISE_PRIMARY` for a search of one or two solutions (a puzzle solved and proven
unique), whose clauses are loaded for one or two solver calls, not for an enumeration's
thousands: a killer sudoku's cells (up to hundreds of cage fillings each) took 0.23 s pairwise
and 0.064 s with counters above 32 options; a 31x46 kakuro, a 20x20 suguru the same either way
(sat, solved and proven unique, medians of 6, 2026-11-26)."""
CLAUSE_CHUNK = 50_000
"""Clauses handed to the solver between two looks at the clock."""


@functools.lru_cache(maxsize=512)
def _pairs(n: int) -> np.ndarray:
    """The pairs (a, b), a < b, of 0..n-1 in the order of ``combinations``: an (n(n-1)/2, 2) array."""
    a, b = np.triu_indices(n, 1)
    return np.stack([a, b], axis=1)


def _sequential_amo(literals: list[int], s: int) -> list[list[int]]:
    """The clauses of at-most-one of ``literals`` by a sequential counter (Sinz 2005) whose
    registers are the variables ``s``, ``s + 1``, ... (n - 1 of them): register i means "some
    of literals[0..i] is true"."""
    n = len(literals)
    out = [[-literals[0], s]]
    for i in range(1, n - 1):
        r = s + i
        out += ([-literals[i], r], [1 - r, r], [-literals[i], 1 - r])
    out.append([-literals[-1], 2 - s - n])
    return out


@functools.lru_cache(maxsize=512)
def _amo_counter(n: int) -> tuple[np.ndarray, np.ndarray]:
    """:func:`_sequential_amo`'s clauses of n literals as indices into [0, lit_1..lit_n,
    s_1..s_{n-1}] and signs (a template for :meth:`CNFEncoding._from_template`)."""
    rows = np.array(_sequential_amo(list(range(1, n + 1)), n + 1), dtype=np.int64)
    return np.abs(rows), np.sign(rows)


def literal_true(assignment: list[int], lit: int) -> bool:
    """Whether ``lit`` holds in the solver's model (a variable no clause mentions is false)."""
    v = abs(lit)
    value = assignment[v - 1] if v <= len(assignment) else -v
    return value == lit


_TRUE, _FALSE, _NONE = -1, -2, -3
""":func:`counter_template`'s constants among table indices: a register true or false in every
solution, and an empty slot of a clause."""


@functools.lru_cache(maxsize=256)
def counter_template(n: int, lo: int, hi: int) -> tuple[int, tuple[tuple[np.ndarray, np.ndarray], ...]]:
    """The clauses of "lo..hi of n literals" (1 <= lo <= hi < n) by a sequential counter defined
    both ways: register ``r[i][j]`` is true exactly when at least j of the first i literals are
    (``r[i][j] <-> r[i-1][j] or (x_i and r[i-1][j-1])``). Only the registers that some solution
    could set either way are variables: ``r[i][j]`` is true in every solution for j <= lo - (n - i)
    (the rest cannot make up the difference), false for j > hi or j > i; the definitions of the
    true and false ones at the edge of that window are clauses over the variables (``r[n][lo]``
    true and ``r[n][hi + 1]`` false are two of them). 10 of 20 (a binairo's line of 20 cells) takes
    100 registers and 400 clauses this way, against 165 and 631 with every register up to hi + 1.

    Returns the number of registers and blocks of clauses of one length, each as ``(index,
    sign)`` arrays: literal = ``table[index] * sign`` where ``table`` is 0, the n literals, then
    the registers' variables in order."""
    rows = np.arange(1, n + 1, dtype=np.int64)
    first_reg = np.maximum(1, lo - n + rows + 1)  # (row i's registers: j from first_reg to min(i, hi))
    per_row = np.maximum(0, np.minimum(rows, hi) - first_reg + 1)
    before = np.concatenate([[0], np.cumsum(per_row)])
    registers = int(before[-1])

    def at(i: np.ndarray, j: np.ndarray) -> np.ndarray:
        """r[i][j]: a table index, or _TRUE / _FALSE."""
        out = np.where((j <= 0) | (j <= lo - (n - i)), _TRUE, np.where(j > np.minimum(i, hi), _FALSE, 0))
        row = np.where(out == 0, i, 1)
        return np.where(out == 0, n + 1 + before[row - 1] + j - np.maximum(1, lo - n + row + 1), out)

    first_j = np.maximum(1, lo - n + rows)  # (the definitions written: j from first_j to min(i, hi + 1))
    count = np.maximum(0, np.minimum(rows, hi + 1) - first_j + 1)
    i = np.repeat(rows, count)
    j = np.repeat(first_j, count) + np.arange(len(i)) - np.repeat(np.cumsum(count) - count, count)
    r, below, lower = at(i, j), at(i - 1, j), at(i - 1, j - 1)
    index = np.full((len(i), 4, 3), _NONE, dtype=np.int64)  # (up to four clauses of up to three literals)
    sign = np.zeros((len(i), 4, 3), dtype=np.int64)
    true, false = r == _TRUE, r == _FALSE
    var = ~true & ~false
    for case, k, literals in ((true, 0, ((below, 1), (i, 1))),  # (r true: below or (x and lower))
                              (true, 1, ((below, 1), (lower, 1))),
                              (false, 0, ((below, -1),)),  # (r false: neither below nor (x and lower))
                              (false, 1, ((i, -1), (lower, -1))),
                              (var, 0, ((below, -1), (r, 1))),
                              (var, 1, ((i, -1), (lower, -1), (r, 1))),
                              (var, 2, ((r, -1), (below, 1), (i, 1))),
                              (var, 3, ((r, -1), (below, 1), (lower, 1)))):
        for slot, (value, s) in enumerate(literals):
            index[case, k, slot] = value[case]
            sign[case, k, slot] = s
    written = (index != _NONE).any(axis=2)
    satisfied = (((index == _TRUE) & (sign > 0)) | ((index == _FALSE) & (sign < 0))).any(axis=2)
    kept = index >= 0  # (constants folded away)
    length = kept.sum(axis=2)
    live = written & ~satisfied
    if (live & (length == 0)).any():
        raise AssertionError(f"counter {lo}..{hi} of {n}: an empty clause")  # (1 <= lo <= hi < n)
    live = live.ravel()
    length, index, sign, kept = length.ravel()[live], index.reshape(-1, 3)[live], sign.reshape(-1, 3)[live], kept.reshape(-1, 3)[live]
    blocks = []
    for size in np.unique(length).tolist():
        of = length == size
        slots = np.argsort(~kept[of], axis=1, kind="stable")[:, :size]  # (the literals kept, in order)
        blocks.append((np.take_along_axis(index[of], slots, 1), np.take_along_axis(sign[of], slots, 1)))
    return registers, tuple(blocks)


class CNFEncoding:
    """The CNF of a model: ``clauses``, option variables ``x`` and colour literals."""

    def __init__(self, model: Model, tables: bool = True, deadline: Deadline | None = None,
                 optional: Iterable[int] = (), few: bool = False) -> None:
        """Translate ``model``; with a ``deadline``, raise :class:`~.base.Expired` between two
        steps once it has passed. ``optional``: primary items (covered exactly once, no table
        item: give ``tables=False``) that each get a selector variable ``s`` (``selector``):
        with ``s`` true the item is covered as usual, with ``s`` false it is not there and none
        of its options is chosen (the model without the item and its options). ``few``: for a
        search of one or two solutions (:data:`PAIRWISE_FEW`)."""
        self.model = model
        self.pairwise_primary = PAIRWISE_FEW if few else PAIRWISE_PRIMARY
        self.pool = IDPool()
        self.optional = list(optional)
        self.clauses: list[list[int]] = []
        self.check = check = deadline.check if deadline is not None else (lambda: None)
        check()
        self.structure = analyse_structure(model, tables, check=check)
        self._one_first: list[bool] | None = None  # per item, what _one_item says
        primary, secondary = self._variables()
        self.selector = {i: self.pool.id(("s", i)) for i in self.optional}
        check()
        for group in self.structure.groups:
            check()
            self._encode_tables(group)
        self._primary(primary)
        check()
        self._secondary(secondary)
        check()
        self._implied: dict[tuple, bool] = {}
        self._table_of: dict[tuple, int] | None = None
        self.lazy = [(sc, part) for sc, part in ((sc, sc.cnf(self)) for sc in model.side_constraints)
                     if part is not None]
        """The side constraints with a lazy part, and the part (:class:`~xcckit.constraints.base.Cuts`)."""

    def _variables(self):
        """Every named variable, before any auxiliary one: options (but those of table items),
        binary items, then the colour classes that need a literal of their own. Returns the
        options of each primary item and the uses of each secondary item (without table items)."""
        model, pool, st = self.model, self.pool, self.structure
        self._rest = rest = np.flatnonzero(~st.in_table)  # options that need a variable: 1, 2, ... in order
        x_of = np.zeros(model.n_options, dtype=np.int64)
        x_of[rest] = np.arange(self.fresh(len(rest)), pool.top + 1, dtype=np.int64)
        self.x = x = x_of.tolist()
        binary_items = np.flatnonzero(st.binary).tolist()
        self.binary = set(binary_items)
        self.colour_lit: dict[tuple[int, int], int] = {}
        self.positive = st.positive
        self.yvar = np.zeros(model.n_items, dtype=np.int64)  # a binary item's variable
        ys = np.arange(self.fresh(len(binary_items)), pool.top + 1, dtype=np.int64)
        self.yvar[binary_items] = ys
        ys_ = ys.tolist()
        self.colour_lit.update(zip(zip(binary_items, st.positive[binary_items].tolist()), ys_))
        self.colour_lit.update(zip(zip(binary_items, st.negative[binary_items].tolist()), (-y for y in ys_)))
        primary, secondary = analyse(model, rest, self.check)
        general = [uses for uses in secondary if uses.item not in self.binary]
        wanted = side_colours(model) if general else set()  # (only general items' classes need it)
        self.classes: dict[int, list[tuple[int, list[int], bool]]] = {}
        for uses in general:
            self.classes[uses.item] = plan = list(colour_classes(uses, wanted))
            for c, opts, own in plan:
                self.colour_lit[uses.item, c] = pool.id(("y", uses.item, c)) if own else x[opts[0]]
        return primary, secondary

    def _primary(self, primary: list[list[int]]) -> None:
        """Each primary item is covered exactly once (or lo..hi times)."""
        model, x = self.model, self.x
        table_item = self.structure.table_item.tolist()
        budget = PAIRWISE_BUDGET if model.n_items == model.n_primary else 0
        for p, opts in enumerate(primary):
            self.check()
            if table_item[p]:
                continue  # its table's clauses say it
            literals = [x[o] for o in opts]
            if p in self.selector:
                sel = self.selector[p]
                if (model.lo[p], model.hi[p]) != (1, 1) or not all(literals):
                    raise ValueError(f"item {model.names[p]} cannot be optional: covered exactly once, "
                                     "without a table (tables=False)")
                self.clauses.append([-sel] + literals)
                self.clauses.extend([sel, -v] for v in literals)
                self.at_most_one(literals, pairwise=len(literals) <= PAIRWISE_MAX)
            elif (model.lo[p], model.hi[p]) == (1, 1):
                self.clauses.append(literals)
                pairs = len(opts) * (len(opts) - 1) // 2
                if self.binary and len(opts) <= PAIRWISE_MAX:
                    self._pairwise_unless_exclusive(opts)
                elif len(opts) <= self.pairwise_primary and pairs <= budget:
                    budget -= pairs
                    self.at_most_one(literals, pairwise=True)
                else:
                    self.at_most_one(literals)
            else:
                self.cardinality(literals, model.lo[p], model.hi[p])

    def _secondary(self, secondary: list[ItemUses]) -> None:
        """A binary item's options imply its colour; other items get their colour literals
        defined (``y <-> OR(options)``) and at most one of them and of their uncoloured uses."""
        x, add, extend = self.x, self.clauses.append, self.clauses.extend
        for uses in secondary:
            self.check()
            if uses.item in self.binary:
                for c, opts in uses.coloured.items():
                    y = self.colour_lit[uses.item, c]
                    extend([[-x[o], y] for o in opts])
                continue
            group = [x[o] for o in uses.uncoloured]
            plain = True  # (every colour's literal an option's own variable)
            for c, opts, own in self.classes[uses.item]:
                y = self.colour_lit[uses.item, c]
                if own:
                    plain = False
                    extend([[-x[o], y] for o in opts])
                    add([-y] + [x[o] for o in opts])
                group.append(y)
            if not (plain and self._one_item(uses)):
                self.at_most_one(group)

    def _one_item(self, uses: ItemUses) -> bool:
        """Whether every option using the secondary item of ``uses`` has the same first item, a
        primary item covered at most once (not optional, no table item): their at-most-one is
        then written there (a killer sudoku's cell digits: a secondary item beside each cell's
        primary item). Found for every item at once, on the arrays (a call per item took a
        fifth of a 20x20 suguru's translation)."""
        if self._one_first is None:
            model = self.model
            start, items, _ = model.arrays()
            occ, owner = occurrences(start, self._rest)  # (the options with a variable)
            its = items[occ]
            sec = its >= model.n_primary
            si, first = its[sec], items[start[owner[sec]]]
            n = model.n_items
            uses_n = np.bincount(si, minlength=n)
            least = np.full(n, n, dtype=np.int64)  # (the least and most first item of its options)
            most = np.full(n, -1, dtype=np.int64)
            np.minimum.at(least, si, first)
            np.maximum.at(most, si, first)
            single = uses_n < 2
            cand = np.flatnonzero(~single & (least == most) & (least < model.n_primary))
            p = least[cand]  # (a primary item: covered at most once, not optional, no table item)
            good = (np.asarray(model.hi[:model.n_primary], dtype=np.int64)[p] == 1) & ~self.structure.table_item[p]
            if self.selector:
                good &= ~np.isin(p, list(self.selector))
            single[cand[good]] = True
            self._one_first = single.tolist()
        return self._one_first[uses.item]

    def _cardinality(self, literals: list[int], lo: int, hi: int) -> None:
        """Between lo and hi of ``literals`` are true: one sequential counter for both bounds
        (:meth:`_counter`) where both bind, else pysat's for the one that does."""
        bounds = binding_bounds(len(literals), lo, hi)
        if bounds is None:
            self.clauses.append([])  # cannot be met
            return
        if bounds[0] and bounds[1]:
            self._counter(literals, lo, hi)
            return
        if bounds[0]:
            self.clauses.extend(CardEnc.atleast(literals, bound=lo, vpool=self.pool,
                                                encoding=EncType.seqcounter).clauses)
        if bounds[1]:
            self.clauses.extend(CardEnc.atmost(literals, bound=hi, vpool=self.pool,
                                               encoding=EncType.seqcounter).clauses)

    def _counter(self, literals: list[int], lo: int, hi: int) -> None:
        """lo..hi of ``literals`` by one sequential counter defined both ways (:func:`counter_template`,
        written from a template cached by (n, lo, hi) with numpy). Two counters (at least, at
        most) wrote the same registers twice and propagated less (a bounded item's lower bound
        was most of a 39×57 yajilin's CNF)."""
        self._from_template(literals, *counter_template(len(literals), lo, hi))

    def _from_template(self, literals: list[int], registers: int, blocks) -> None:
        """The clauses of a template (:func:`counter_template`, :func:`_amo_counter`) over
        ``literals`` and ``registers`` new variables: its blocks' indices into [0, literals, registers]
        with their signs."""
        base = self.fresh(registers)
        table = np.concatenate([[0], np.asarray(literals, dtype=np.int64), np.arange(base, base + registers)])
        for index, sign in blocks:
            self.clauses.extend((table[index] * sign).tolist())

    def fresh(self, k: int) -> int:
        """The first of ``k`` new variables, numbered one after another (the pool has no
        occupied ranges: its next ids are consecutive; a million ids cost nothing this way, where
        ``pool.id()`` costs a microsecond each)."""
        first = self.pool.top + 1
        self.pool.top += k
        return first

    def _encode_tables(self, g: TableGroup) -> None:
        """Clauses forbidding the patterns a group of table items does not allow, one per cube
        of :func:`table_cubes` and table item."""
        y = self.yvar[g.items]
        for mask, value in table_cubes(g.k, g.allowed):
            self.check()
            cols = [j for j in range(g.k) if mask >> j & 1]
            signs = np.array([-1 if value >> j & 1 else 1 for j in cols], dtype=np.int64)
            self.clauses.extend((y[:, cols] * signs).tolist())

    def values(self, assignment: list[int]) -> np.ndarray:
        """Variable -> truth value (index 0 unused) from the solver's model, in which variables
        that no clause mentions may be missing (they are false)."""
        values = np.zeros(self.pool.top + 1, dtype=bool)
        a = np.asarray(assignment, dtype=np.int64)[:self.pool.top]
        values[1:len(a) + 1] = a > 0
        return values

    def solver(self, name: str, deadline: Deadline, clauses: list[list[int]] | None = None,
               settings: dict[str, int] | None = None) -> Solver:
        """A solver ``name`` given the clauses (``self.clauses``) in chunks, the deadline checked
        in between (raising :class:`~.base.Expired`, the solver deleted); ``settings`` (CaDiCaL's
        options) are given to CaDiCaL and ignored by the others (``ergo`` has ``configure`` too,
        and refuses them)."""
        clauses = self.clauses if clauses is None else clauses
        s = Solver(name=name)
        try:
            if settings and name.startswith("cadical") and hasattr(s.solver, "configure"):
                s.solver.configure(settings)
            for k in range(0, len(clauses), CLAUSE_CHUNK):
                deadline.check()
                if name == "cadical195":  # (python-sat's own call a clause, without append_formula's
                    # Python around each: a quarter less time; its status stays None, as there)
                    all(map(pysolvers.cadical195_add_cl, repeat(s.solver.cadical), clauses[k:k + CLAUSE_CHUNK]))
                else:
                    s.append_formula(clauses[k:k + CLAUSE_CHUNK])
        except BaseException:
            s.delete()
            raise
        return s

    def checkers(self) -> list:
        """The checkers the side constraints' lazy parts offer, to run inside CaDiCaL's search
        (:mod:`.propagate`); a part offers one through a ``checker()`` method (None: not here)."""
        found = (getattr(part, "checker", lambda: None)() for _, part in self.lazy)
        return [c for c in found if c is not None]

    def check_inside(self, s: Solver) -> None:
        """The side constraints' checkers run inside the search of ``s`` from now on, where ``s``
        is CaDiCaL 1.9.5 (:data:`.propagate.SOLVERS`; :meth:`checkers`; at most once a solver)."""
        from .propagate import SOLVERS, attach_checks
        if getattr(s, "xcckit_checks", None) is not None or type(s.solver).__name__ not in SOLVERS:
            return
        s.xcckit_checks = attach_checks(s, self.checkers(), self.pool.top) or False

    def full(self, model: list[int]) -> list[int]:
        """A model given as some literals (RC2's) as the solver gives one: every variable of the
        pool in order (those not given false)."""
        out = [-v for v in range(1, self.pool.top + 1)]
        for lit in model:
            if abs(lit) <= self.pool.top:
                out[abs(lit) - 1] = lit
        return out

    def solution(self, assignment: list[int]) -> tuple[int, ...]:
        """The options of the solution that ``assignment`` (the solver's model) represents."""
        chosen = [o for o, v in enumerate(self.x) if v and literal_true(assignment, v)]
        if self.structure.groups:
            values = self.values(assignment)
            for g in self.structure.groups:
                bits = (values[self.yvar[g.items]].astype(np.int64) << np.arange(g.k)).sum(axis=1)
                chosen += g.option_of[np.arange(len(bits)), bits].tolist()
        return tuple(sorted(chosen))

    def _pairwise_unless_exclusive(self, opts: list[int]) -> None:
        """Pairwise at-most-one over options, leaving out the pairs that already exclude each
        other because they give a binary item (see above) different colours."""
        model, x, binary = self.model, self.x, self.binary
        start, items, cols = model.opt_start, model.occ_item, model.occ_colour
        sigs = [{items[k]: cols[k] for k in range(start[o], start[o + 1]) if items[k] in binary}
                for o in opts]
        add = self.clauses.append
        if sigs and all(sg.keys() == sigs[0].keys() for sg in sigs):
            # The common case (every option sets the same binary items): two options exclude each
            # other unless they colour them alike, so only options with equal colours pair up.
            groups: dict[tuple, list[int]] = {}
            for o, sg in zip(opts, sigs):
                groups.setdefault(tuple(sorted(sg.items())), []).append(o)
            for same in groups.values():
                for a in range(len(same)):
                    for b in range(a + 1, len(same)):
                        add([-x[same[a]], -x[same[b]]])
            return
        for a in range(len(opts)):
            sa = sigs[a]
            for b in range(a + 1, len(opts)):
                sb = sigs[b]
                if not any(sb.get(i, c) != c for i, c in sa.items()):
                    add([-x[opts[a]], -x[opts[b]]])

    def at_most_one(self, literals: list[int], pairwise: bool = False) -> None:
        """At most one of ``literals``: pairwise up to :data:`PAIRWISE_MAX` literals (or when asked),
        else by a sequential counter; both written from templates cached by length."""
        n = len(literals)
        if n <= 2:
            if n == 2:
                self.clauses.append([-literals[0], -literals[1]])
            return
        if n <= PAIRWISE_MAX or pairwise:
            if n <= 3:
                a, b, c = literals
                self.clauses.extend(([-a, -b], [-a, -c], [-b, -c]))
            elif n <= 12:  # (in Python: 0.6-2 µs where numpy's calls take 1.3-2.3, measured)
                self.clauses.extend([-a, -b] for a, b in combinations(literals, 2))
            else:
                # (a < b, as two loops)
                self.clauses.extend((-np.asarray(literals, dtype=np.int64)[_pairs(n)]).tolist())
            return
        # Sequential counter: written from the cached template above AMO_IN_PYTHON literals
        # (its numpy calls cost more than the Python below).
        if n > AMO_IN_PYTHON:
            self._from_template(literals, n - 1, (_amo_counter(n),))
            return
        self.clauses.extend(_sequential_amo(literals, self.fresh(n - 1)))

    # ----------------------------------------------------- what side constraints write with
    def lit(self, item: int, colour: int) -> int | None:
        """The literal "``item`` carries ``colour``" (None: no option gives it that colour)."""
        return self.colour_lit.get((item, colour))

    def var(self) -> int:
        """A new variable."""
        return self.pool.id()

    def clause(self, literals) -> None:
        self.clauses.append(list(literals))

    def add_clauses(self, clauses: list[list[int]]) -> None:
        """Add clauses (lists, taken as they are)."""
        self.clauses.extend(clauses)

    def cardinality(self, literals, lo: int, hi: int) -> None:
        """Between lo and hi of ``literals`` are true: the bounds that bind written plainly where
        they are a clause ("some", "not all") or an at-most-one (pysat's encoders cost a millisecond a call, which
        a side constraint's hundreds of small bounds add up to), else by sequential counters."""
        literals = list(literals)
        n = len(literals)
        if lo > n:
            self.clauses.append([])
            return
        if lo == n:
            self.clauses.extend([v] for v in literals)
            return
        if hi == 0:
            self.clauses.extend([-v] for v in literals)
            return
        hi = min(hi, n)
        if lo > 1 or hi not in (1, n - 1, n):
            self._cardinality(literals, lo, hi)
            return
        if lo == 1:
            self.clauses.append(literals)
        if hi == n - 1:  # (not all of them: one clause; a binairo's three cells side by side)
            self.clauses.append([-v for v in literals])
        elif hi == 1:
            self.at_most_one(literals)

    def implied_count(self, items, colour: int, counts: frozenset[int]) -> bool:
        """Whether a table item over exactly ``items`` allows only colourings in which the
        number of them carrying ``colour`` is one of ``counts`` (a slitherlink's dot: 0 or 2
        of its edges on)."""
        groups = self.structure.groups
        if not groups:
            return False
        if self._table_of is None:
            self._table_of = {row: gi for gi, g in enumerate(groups) for row in map(tuple, g.items.tolist())}
        row = tuple(sorted(items))
        gi = self._table_of.get(row)
        if gi is None:
            return False
        flip = sum(1 << j for j, i in enumerate(row) if self.positive[i] != colour)
        key = (gi, flip, counts)
        if key not in self._implied:  # bit j of pattern ^ flip: the j-th item carries the colour
            self._implied[key] = all(bin(bits ^ flip).count("1") in counts for bits in groups[gi].allowed)
        return self._implied[key]

    def cuts(self, assignment: list[int]) -> list[list[int]]:
        """The side constraints' cut clauses violated by ``assignment`` (the solver's model), or
        [] when every side constraint holds."""
        if not self.lazy:
            return []
        values = self.values(assignment)
        return [cut for _, part in self.lazy for cut in part.cuts(values)]

    def option_literals(self, solution: Iterable[int]) -> list[int]:
        """Literals that choose exactly the options of ``solution``: each option with a
        variable true or false, and for an option of a table item (which has none) the colours
        of its binary items (see :meth:`blocking_clause`)."""
        model, x = self.model, self.x
        chosen = set(solution)
        literals = [v if o in chosen else -v for o, v in enumerate(x) if v]
        in_table = [o for o in chosen if not x[o]]
        if in_table:
            start, item, col = model.arrays()
            ks = occurrences(start, in_table)[0]
            ks = ks[self.structure.binary[item[ks]]]
            literals += np.unique(np.where(col[ks] == self.positive[item[ks]], self.yvar[item[ks]],
                                       -self.yvar[item[ks]])).tolist()
        return literals

    def blocking_clause(self, solution: Iterable[int]) -> list[int]:
        """A clause excluding exactly this solution among the solutions.

        It says "some option of the solution is not chosen": ``-x_o``, or for an option of a
        table item (which has no variable), some binary item of it has another colour. Options
        outside the solution are added only where a primary item they contain is not yet full,
        since only those could extend the solution to another one.
        """
        model, x = self.model, self.x
        chosen = set(solution)
        clause = [-x[o] for o in chosen if x[o]]
        if len(clause) < len(chosen):
            in_table = [o for o in chosen if not x[o]]
            start, item, col = model.arrays()
            ks = occurrences(start, in_table)[0]
            ks = ks[self.structure.binary[item[ks]]]
            literals = np.where(col[ks] == self.positive[item[ks]], self.yvar[item[ks]], -self.yvar[item[ks]])
            clause += (-np.unique(literals)).tolist()
        clause += [x[o] for o in extensions(model, chosen)]
        return clause
