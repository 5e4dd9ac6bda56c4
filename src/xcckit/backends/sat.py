"""The CNF translation, solved by python-sat (CaDiCaL by default).

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
import os
import threading
import time
from collections.abc import Iterable

import numpy as np

from pysat.card import CardEnc, EncType
from pysat.formula import IDPool
from pysat.solvers import Solver, SolverNames

from ..errors import InputError, Interrupted
from ..model import Model
from .base import (Backend, Option, Cheapest, Deadline, Expired, Facts, OnSolution, Outcome, Ranked, leave_behind,
                   next_budget)
from .child import STOP_POLL, Batcher, Stoppable, run_in_child, run_in_thread
from .translate import CHUNK, ItemUses, analyse, binding_bounds, colour_classes, extensions, side_colours
from .tables import TableGroup, analyse_structure, table_cubes

PAIRWISE_MAX = 8
"""At-most-one over at most this many literals is written pairwise, above with a sequential
counter; except for primary items, see :data:`PAIRWISE_PRIMARY`."""
PAIRWISE_PRIMARY = 300
PAIRWISE_BUDGET = 2_000_000
"""In a model without secondary items (a packing), a primary item's exactly-one over at most
:data:`PAIRWISE_PRIMARY` options is written pairwise as long as the pairwise clauses of the
model stay within this budget (then sequential counters): no auxiliary variable, and the
strongest propagation. Enumerating the 1,472 packings of the pentominoes into 4x15 took 138 s
pairwise against over 300 s with counters above 8 options (1,113 solutions in 120 s with
counters above 128 options); where items are coloured, pairwise lost (the 17 word rectangles
of dict3-300 x dict4-300: 2.05 s against 1.10 s with counters; CaDiCaL 1.9.5, 2026-11-25)."""
ENUMERATION_SETTINGS = {"chrono": 0}
"""CaDiCaL's settings for an enumeration of more than one solution (given where the solver
takes settings): chronological backtracking off, so that a conflict jumps back as far as its
clause allows. Enumerating the pentominoes into 4x15 in 1,000 cubes: 47.7 s on one process
against 51.4 s with CaDiCaL's defaults, 27.3 s on two against 29.9 s; 13 queens 15.4 s against
16.8 s, Langford 11 the same (2026-11-26). Measured and no better: lucky, walk and rephase off,
incremental lazy backtracking, stabilising off or only, another restart interval, inprocessing
off."""
CLAUSE_CHUNK = 50_000
"""Clauses handed to the solver between two looks at the clock."""
SOLVERS = sorted(k for k in vars(SolverNames) if not k.startswith("_"))
"""The solver names python-sat knows (some may be missing from its build: :func:`usable_solvers`)."""

NOT_INCREMENTAL = {"kissat404": "it cannot take clauses between two solver calls, which enumeration "
                                "and the single-loop cuts add"}
"""Solvers xcckit cannot use, and why."""


@functools.cache
def usable_solvers() -> tuple[str, ...]:
    """The solvers of :data:`SOLVERS` that this python-sat build has and xcckit can use."""
    usable = []
    for name in SOLVERS:
        if name in NOT_INCREMENTAL:
            continue
        try:
            Solver(name=name).delete()
        except Exception:  # NoSuchSolverError: not compiled into this build
            continue
        usable.append(name)
    return tuple(usable)


def check_solver(name: object, source: str = "solver") -> str:
    """``name`` when it is a usable SAT solver; else an InputError saying why, with the choice."""
    if isinstance(name, str) and name in usable_solvers():
        return name
    choice = f"choose from {', '.join(usable_solvers())}"
    if name in NOT_INCREMENTAL:
        raise InputError(f"SAT solver '{name}' cannot be used: {NOT_INCREMENTAL[name]} ({choice})", source=source)
    if name in SOLVERS:
        raise InputError(f"SAT solver '{name}' is not in this build of python-sat ({choice})", source=source)
    raise InputError(f"unknown SAT solver {name!r} ({choice})", source=source)


def _true(assignment: list[int], lit: int) -> bool:
    """Whether ``lit`` holds in the solver's model (a variable no clause mentions is false)."""
    v = abs(lit)
    value = assignment[v - 1] if v <= len(assignment) else -v
    return value == lit


def in_child(fn, seconds: float | None):
    """``fn()`` computed in a forked child process and sent back, or None when it takes more
    than ``seconds`` (None: no limit; the child is then killed). Ctrl-C kills the child too (the
    child itself ignores it) and goes on as a KeyboardInterrupt here."""
    import multiprocessing as mp
    import signal
    ctx = mp.get_context("fork")
    receive, send = ctx.Pipe(duplex=False)

    def run():
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})  # (see child.Child)
        send.send(fn())

    child = ctx.Process(target=run, daemon=True)
    try:  # (a Ctrl-C right after the start must not leave the child running)
        child.start()
        send.close()
        if not receive.poll(seconds):
            return None
        try:
            return receive.recv()
        except EOFError:  # the child died without an answer
            raise RuntimeError("the MaxSAT child process ended without an answer") from None
    finally:
        if child.pid is not None:
            if child.is_alive():
                child.kill()
            child.join()
        receive.close()


class CNFEncoding:
    """The CNF of a model: ``clauses``, option variables ``x`` and colour literals."""

    def __init__(self, model: Model, tables: bool = True, deadline: Deadline | None = None,
                 optional: Iterable[int] = ()) -> None:
        """Translate ``model``; with a ``deadline``, raise :class:`~.base.Expired` between two
        steps once it has passed. ``optional``: primary items (covered exactly once, no table
        item: give ``tables=False``) that each get a selector variable ``s`` (``selector``):
        with ``s`` true the item is covered as usual, with ``s`` false it is not there and none
        of its options is chosen (the model without the item and its options)."""
        self.model = model
        self.pool = IDPool()
        self.optional = list(optional)
        self.clauses: list[list[int]] = []
        self.check = check = deadline.check if deadline is not None else (lambda: None)
        check()
        self.structure = analyse_structure(model, tables, check=check)
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
        rest = np.flatnonzero(~st.in_table).tolist()  # options that need a variable
        self.x = x = [0] * model.n_options
        for k, o in enumerate(rest):
            if not k % CHUNK:
                self.check()
            x[o] = pool.id(("x", o))
        binary_items = np.flatnonzero(st.binary).tolist()
        self.binary = set(binary_items)
        self.colour_lit: dict[tuple[int, int], int] = {}
        self.positive = st.positive
        self.yvar = np.zeros(model.n_items, dtype=np.int64)  # a binary item's variable
        for k, (i, c1, c2) in enumerate(zip(binary_items, st.positive[binary_items].tolist(),
                                            st.negative[binary_items].tolist())):
            if not k % CHUNK:
                self.check()
            y = self.yvar[i] = pool.id(("y", i, c1))
            self.colour_lit[i, c1] = y
            self.colour_lit[i, c2] = -y
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
            lits = [x[o] for o in opts]
            if p in self.selector:
                sel = self.selector[p]
                if (model.lo[p], model.hi[p]) != (1, 1) or not all(lits):
                    raise ValueError(f"item {model.names[p]} cannot be optional: covered exactly once, "
                                     "without a table (tables=False)")
                self.clauses.append([-sel] + lits)
                self.clauses.extend([sel, -v] for v in lits)
                self.at_most_one(lits, pairwise=len(lits) <= PAIRWISE_MAX)
            elif (model.lo[p], model.hi[p]) == (1, 1):
                self.clauses.append(lits)
                pairs = len(opts) * (len(opts) - 1) // 2
                if self.binary and len(opts) <= PAIRWISE_MAX:
                    self._pairwise_unless_exclusive(opts)
                elif len(opts) <= PAIRWISE_PRIMARY and pairs <= budget:
                    budget -= pairs
                    self.at_most_one(lits, pairwise=True)
                else:
                    self.at_most_one(lits)
            else:
                self._cardinality(lits, model.lo[p], model.hi[p])

    def _secondary(self, secondary: list[ItemUses]) -> None:
        """A binary item's options imply its colour; other items get their colour literals
        defined (``y <-> OR(options)``) and at most one of them and of their uncoloured uses."""
        x, add = self.x, self.clauses.append
        for uses in secondary:
            self.check()
            if uses.item in self.binary:
                for c, opts in uses.coloured.items():
                    y = self.colour_lit[uses.item, c]
                    for o in opts:
                        add([-x[o], y])
                continue
            group = [x[o] for o in uses.uncoloured]
            for c, opts, own in self.classes[uses.item]:
                y = self.colour_lit[uses.item, c]
                if own:
                    for o in opts:
                        add([-x[o], y])
                    add([-y] + [x[o] for o in opts])
                group.append(y)
            self.at_most_one(group)

    def _cardinality(self, lits: list[int], lo: int, hi: int) -> None:
        """Between lo and hi of ``lits`` are true: one sequential counter for both bounds
        (:meth:`_counter`) where both bind, else pysat's for the one that does."""
        bounds = binding_bounds(len(lits), lo, hi)
        if bounds is None:
            self.clauses.append([])  # cannot be met
            return
        if bounds[0] and bounds[1]:
            self._counter(lits, lo, hi)
            return
        if bounds[0]:
            self.clauses.extend(CardEnc.atleast(lits, bound=lo, vpool=self.pool,
                                                encoding=EncType.seqcounter).clauses)
        if bounds[1]:
            self.clauses.extend(CardEnc.atmost(lits, bound=hi, vpool=self.pool,
                                               encoding=EncType.seqcounter).clauses)

    def _counter(self, lits: list[int], lo: int, hi: int) -> None:
        """lo..hi of ``lits`` by one sequential counter defined both ways: ``r[i][j]`` is true
        exactly when at least j of the first i literals are, for j up to hi + 1; then r[n][lo]
        and not r[n][hi + 1]. Two counters (at least, at most) wrote the same registers twice
        and propagated less (a bounded item's lower bound was most of a 39×57 yajilin's CNF)."""
        add, new = self.clauses.append, self.pool.id
        top = hi + 1
        prev: list[int] = []  # r[i-1][1..]: the registers of the previous prefix
        for i, x in enumerate(lits, 1):
            cur = [new() for _ in range(min(i, top))]
            for j, r in enumerate(cur, 1):
                below = prev[j - 1] if j - 1 < len(prev) else None  # r[i-1][j] (None: false)
                if below is not None:
                    add([-below, r])
                add([-r, x] if below is None else [-r, below, x])
                if j == 1:  # (r[i-1][0] is true)
                    add([-x, r])
                else:
                    lower = prev[j - 2]  # r[i-1][j-1]
                    add([-x, -lower, r])
                    add([-r, lower] if below is None else [-r, below, lower])
            prev = cur
        add([prev[lo - 1]])  # (both bounds bind: 1 <= lo <= hi < n)
        add([-prev[top - 1]])

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
        in between (raising :class:`~.base.Expired`, the solver deleted); ``settings`` are given
        to a solver that takes them (CaDiCaL 1.9.5's options) and ignored by the others."""
        clauses = self.clauses if clauses is None else clauses
        s = Solver(name=name)
        try:
            if settings and hasattr(s.solver, "configure"):
                s.solver.configure(settings)
            for k in range(0, len(clauses), CLAUSE_CHUNK):
                deadline.check()
                s.append_formula(clauses[k:k + CLAUSE_CHUNK])
        except BaseException:
            s.delete()
            raise
        return s

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
        chosen = [o for o, v in enumerate(self.x) if v and _true(assignment, v)]
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

    def at_most_one(self, lits: list[int], pairwise: bool = False) -> None:
        n = len(lits)
        add = self.clauses.append
        if n <= PAIRWISE_MAX or pairwise:
            for a in range(n):
                for b in range(a + 1, n):
                    add([-lits[a], -lits[b]])
            return
        # Sequential counter (Sinz 2005): s_i means "some of lits[0..i] is true".
        s = [self.pool.id() for _ in range(n - 1)]
        add([-lits[0], s[0]])
        for i in range(1, n - 1):
            add([-lits[i], s[i]])
            add([-s[i - 1], s[i]])
            add([-lits[i], -s[i - 1]])
        add([-lits[n - 1], -s[n - 2]])

    # ----------------------------------------------------- what side constraints write with
    def lit(self, item: int, colour: int) -> int | None:
        """The literal "``item`` carries ``colour``" (None: no option gives it that colour)."""
        return self.colour_lit.get((item, colour))

    def var(self) -> int:
        """A new variable."""
        return self.pool.id()

    def clause(self, lits) -> None:
        self.clauses.append(list(lits))

    def cardinality(self, lits, lo: int, hi: int) -> None:
        """Between lo and hi of ``lits`` are true: the bounds that bind written plainly where
        they are a clause or an at-most-one (pysat's encoders cost a millisecond a call, which
        a side constraint's hundreds of small bounds add up to), else by sequential counters."""
        lits = list(lits)
        n = len(lits)
        if lo > n:
            self.clauses.append([])
            return
        if lo == n:
            self.clauses.extend([v] for v in lits)
            return
        if hi == 0:
            self.clauses.extend([-v] for v in lits)
            return
        if lo > 1 or hi not in (1,) and hi < n:
            self._cardinality(lits, lo, hi)
            return
        if lo == 1:
            self.clauses.append(lits)
        if hi == 1:
            self.at_most_one(lits)

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
        lits = [v if o in chosen else -v for o, v in enumerate(x) if v]
        in_table = [o for o in chosen if not x[o]]
        if in_table:
            start, item, col = model.arrays()
            ks = np.concatenate([np.arange(start[o], start[o + 1]) for o in in_table])
            ks = ks[self.structure.binary[item[ks]]]
            lits += np.unique(np.where(col[ks] == self.positive[item[ks]], self.yvar[item[ks]],
                                       -self.yvar[item[ks]])).tolist()
        return lits

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
            ks = np.concatenate([np.arange(start[o], start[o + 1]) for o in in_table])
            ks = ks[self.structure.binary[item[ks]]]
            lits = np.where(col[ks] == self.positive[item[ks]], self.yvar[item[ks]], -self.yvar[item[ks]])
            clause += (-np.unique(lits)).tolist()
        clause += [x[o] for o in extensions(model, chosen)]
        return clause


PLAIN_SECONDS = 2.0
PLAIN_SOLUTIONS = 20
"""An enumeration runs plainly (one call after another, each solution blocked) until it has run
:data:`PLAIN_SECONDS` and found this many solutions; then it goes on cube by cube. A model with
few solutions never gets there: there, cubes cost more than they save (the 17 word rectangles of
dict3-300 x dict4-300: 1.1 s plainly, 6 s in cubes), where a packing gains (the 1,472 of the
pentominoes into 4x15: 138 s plainly, 49 s in 1,000 cubes on one process, 34 s on two)."""
CUBES = 1000
"""Cubes an enumeration that goes on is cut into (at least; see :func:`cubes`)."""
IN_PROCESS_LITERALS = 200_000
"""Every search of a CNF of at most this many literals (a solve, a listing, a count, a proof of
uniqueness, the facts, the cheapest by RC2) runs in a thread of this process, in slices of a
conflict budget with the clock and Ctrl-C looked at in between (RC2: its calls interrupted);
anything bigger runs in a child process that is killed at the deadline, whatever the solver is
doing. The steps of CaDiCaL that no budget bounds grow with the formula (one call of 100
conflicts on the 4.5 million literals of wordsquare enable1@7 took 13 s; on the 146,348 of the
largest Janko slitherlink, 1 ms), and the child costs about 10 ms a run (a Janko slitherlink
solved and proven unique: median 32 ms in a child, 7 ms here; a count of a random model of a few
dozen options: 8.6 ms in a child, 1 ms here; 2026-11-26). The blocking clauses of a long listing
in a thread do not change that: counting 406,667 solutions of a CNF of 336 literals with a time
limit of 40 s ended 0.02 s after it."""


def _literals(clauses: list[list[int]]) -> int:
    return sum(map(len, clauses))


def run_nearby(work, on_message, deadline: Deadline, small: bool, batched: bool = False) -> tuple[str, object]:
    """``work(send, deadline)`` in a thread of this process when ``small``
    (:func:`~.child.run_in_thread`), else in a child process (:func:`~.child.run_in_child`).
    ``batched``: a child sends the messages in lists (a :class:`~.child.Batcher`: many
    solutions); ``on_message`` takes them one by one either way."""
    if small:
        return run_in_thread(work, on_message, deadline)
    if not batched:
        return run_in_child(lambda send: work(send, deadline), on_message, deadline)

    def in_child(send) -> object:
        with Batcher(send) as batch:
            return work(batch.add, deadline)

    def take(batch: list) -> bool:
        return all(on_message(message) is not False for message in batch)

    return run_in_child(in_child, take, deadline)


def _rc2_in_thread(wcnf, solver: str, options: dict, deadline: Deadline) -> list[int] | bool | None:
    """RC2's optimum of ``wcnf`` here (in a thread: :meth:`SatBackend._maxsat`), False when the
    hard clauses have none, None when ``deadline`` passed first. Every SAT call is made as one
    that may be interrupted, so that Glucose lets go of Python while it works (nothing else
    changes in the search: the optimum is the one a child process finds). Once the deadline has
    passed, a watching thread interrupts the call under way (again every :data:`STOP_POLL`
    seconds: an interrupt holds for one call), and the calls end RC2's work with
    :class:`~.base.Expired` (RC2 would go on after a call that was interrupted, as after one
    that ran out of its budget)."""
    from pysat.examples.rc2 import RC2Stratified

    class Interruptible(RC2Stratified):
        def _call_oracle(self, assumptions=[], expect_interrupt=False):
            if deadline.expired():
                raise Expired
            found = super()._call_oracle(assumptions, expect_interrupt=True)
            if found is None and deadline.expired():
                raise Expired
            return found

    with Interruptible(wcnf, solver=solver, **options) as rc2:
        done = threading.Event()

        def watch() -> None:
            while not done.wait(STOP_POLL):
                if deadline.expired():
                    rc2.interrupt()

        watcher = threading.Thread(target=watch, name="xcckit-maxsat-watch", daemon=True)
        watcher.start()
        try:
            found = rc2.compute(expect_interrupt=True)
        except Expired:
            return None
        finally:
            done.set()
            watcher.join()
    return False if found is None else found


def cubes(enc: CNFEncoding, least: int) -> list[list[int]]:
    """Assumptions that cut the CNF's models into disjoint parts, whatever the CNF says: a tree
    of choices made as Algorithm C makes them (the primary item with the fewest options that do
    not share a primary item with those chosen), cut where it has ``least`` leaves. A node's
    children choose each of those options in turn, and one more child chooses none of them,
    so the parts cover every model of the CNF, even of a faulty one (for a right CNF that last
    child has none, as unit propagation shows at once); the k-th child also chooses none of the
    options before it, so that no model lies in two parts. Items with bounds other than 1 and
    options of table items (which have no variable) are not chosen on."""
    model, x = enc.model, enc.x
    primary_of: list[tuple[int, ...]] = []
    options_of: list[list[int]] = [[] for _ in range(model.n_primary)]
    start, items = model.opt_start, model.occ_item
    P = model.n_primary
    for o in range(model.n_options):
        mine = tuple(i for i in items[start[o]:start[o + 1]] if i < P)
        primary_of.append(mine)
        for i in mine:
            options_of[i].append(o)
    branchable = [i for i in range(P) if model.lo[i] == model.hi[i] == 1 and options_of[i]
                  and all(x[o] for o in options_of[i])]

    def children(chosen: tuple[int, ...]):
        covered = {i for o in chosen for i in primary_of[o]}
        best = None
        for i in branchable:
            if i in covered:
                continue
            free = [o for o in options_of[i] if not covered.intersection(primary_of[o])]
            if best is None or len(free) < len(best):
                best = free
                if not free:
                    break
        return best

    level: list[tuple[tuple[int, ...], list[int]]] = [((), [])]  # (options chosen, their literals)
    leaves: list[list[int]] = []
    while level and len(level) + len(leaves) < least:
        deeper = []
        for chosen, lits in level:
            free = children(chosen)
            if free is None:
                leaves.append(lits)
                continue
            # the k-th child chooses free[k] and none before it (disjoint, even for a faulty CNF)
            deeper += [(chosen + (o,), lits + [-x[p] for p in free[:k]] + [x[o]]) for k, o in enumerate(free)]
            leaves.append(lits + [-x[o] for o in free])  # none of them (no model, for a right CNF)
        level = deeper
    return [lits for _, lits in level] + leaves


class Uniqueness:
    """Is a known solution the only one, when only some of the model's optional items are
    there? One incremental solver answers every such question (the questions a puzzle maker
    asks, taking clues away one by one): each optional primary item has a selector (see
    :class:`CNFEncoding`), given as an assumption; the known solution is excluded by one
    clause: some secondary item has another colour than it has there (a loop puzzle's answer
    is its edges); in a model whose coloured items are not all given a literal, or that has
    none, some option of it is not chosen up to the optional items (options that differ only
    in optional items are one choice: a literal for each such class of the solution's options,
    true when one of them is chosen). Single-loop cuts and learnt clauses hold for every
    question, so they are kept. ``other(kept)`` returns another solution (its options),
    ``False`` when there is none, or ``None`` when the deadline came first. With a
    ``deadline``, building the solver raises :class:`~.base.Expired` once it has passed."""

    def __init__(self, model: Model, solution: Iterable[int], optional: Iterable[int],
                 solver: str = "cadical195", deadline: Deadline | None = None) -> None:
        self.optional = sorted(set(optional))
        self.enc = enc = CNFEncoding(model, tables=False, optional=self.optional, deadline=deadline)
        solution = list(solution)
        start, item, col = model.arrays()
        ks = np.concatenate([np.arange(start[o], start[o + 1]) for o in solution]) if solution else np.zeros(0, int)
        ks = ks[(item[ks] >= model.n_primary) & (col[ks] > 0)]
        colours = {(int(i), int(c)) for i, c in zip(item[ks].tolist(), col[ks].tolist())}
        lits = [enc.colour_lit.get(ic) for ic in colours]
        extra: list[list[int]] = []
        if colours and None not in lits:
            clause = [-lit for lit in set(lits)]
        else:
            optional = set(self.optional)

            def core(o: int) -> tuple:
                return tuple((i, c) for i, c in model.option(o) if i not in optional)

            wanted = {core(o): k for k, o in enumerate(solution)}
            members: dict[int, list[int]] = {}
            for o in range(model.n_options):
                k = wanted.get(core(o))
                if k is not None:
                    members.setdefault(k, []).append(o)
            clause = []
            for k, opts in members.items():
                z = enc.pool.id(("same", k))
                extra += [[-enc.x[o], z] for o in opts]
                extra.append([-z] + [enc.x[o] for o in opts])
                clause.append(-z)
        self.solver = enc.solver(solver, deadline or Deadline(None))  # (Expired: the deadline came first)
        self.solver.append_formula(extra)
        self.solver.add_clause(clause)
        self.calls = 0

    def other(self, kept: Iterable[int], deadline: Deadline | None = None):
        kept = set(kept)
        assumptions = [self.enc.selector[i] if i in kept else -self.enc.selector[i] for i in self.optional]
        self.calls += 1

        def work(send, stoppable: Deadline):
            return SatBackend._loop_model(self.solver, self.enc, stoppable, assumptions)

        # (in a thread, in slices: a Ctrl-C during a solver call in the main thread left CaDiCaL in
        # a state that the solver's deletion then crashed on, 1 in 25 Ctrl-C of xcc generate)
        _, assignment = run_in_thread(work, lambda message: None, deadline or Deadline(None))
        if assignment is None or assignment is False:
            return assignment
        return self.enc.solution(assignment)

    def close(self) -> None:
        self.solver.delete()

    def __enter__(self) -> "Uniqueness":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


class SatBackend(Backend):
    """The CNF translation on a python-sat solver. Option: ``solver``, a python-sat solver name
    (default ``cadical195``). Enumeration adds a blocking clause per solution; single loops are
    enforced by cut-set clauses added when a solution breaks them (see the module docstring)."""

    options = (Option("solver", "--solver", "NAME", "the SAT solver (default cadical195)",
                      ("solve", "count", "facts"), check_solver),)

    bytes_per_entry = 120

    name = "sat"
    workers_option = "workers"
    encoding = CNFEncoding
    """The translation (a class like :class:`CNFEncoding`; a test puts a faulty one here)."""
    configurations = {"sat": {}, "sat-cubes": {"plain": 0.0, "cubes": 6}}
    constraint_part = "cnf"
    queries = frozenset({"best", "facts"})
    MAXSAT_SOLVER = "g4"
    """The SAT solver inside RC2: Glucose 4. CaDiCaL 1.9.5 was faster on the cheapest SGB-1000
    word square (47 s against 115 s) but far slower on SGB-2000 (547 s against 158 s)."""
    MAXSAT_OPTIONS = {"blo": "div", "exhaust": True, "minz": True}
    """RC2 stratified by weight, with core exhaustion and minimisation: the fastest of RC2's
    settings on the cheapest word squares (sgb-words:500 by rank: 2.0 s, plain RC2 71 s)."""

    def __init__(self, solver: str = "cadical195", workers: int | None = None, plain: float = PLAIN_SECONDS,
                 cubes: int = CUBES) -> None:
        self.solver = solver if solver == "cadical195" else check_solver(solver)
        self.workers = max(1, workers if workers is not None else (os.cpu_count() or 1))
        self.plain = plain
        self.plain_solutions = PLAIN_SOLUTIONS if plain else 0
        self.cubes = cubes

    def run(self, model: Model, on_solution: OnSolution, *, limit: int | None = None,
            time_limit: float | None = None) -> Outcome:
        """Enumeration with a blocking clause after each solution. The search of a small CNF
        runs in a thread of this process, in slices of a conflict budget
        (:data:`IN_PROCESS_LITERALS`); a bigger one in a child process (:mod:`.child`) that
        sends the solutions as it finds them: it is killed at the deadline or on Ctrl-C,
        whatever it is doing (CaDiCaL cannot be interrupted, and its calls on a big formula can
        take seconds that no conflict budget bounds)."""
        self.check_supported(model)
        deadline = Deadline(time_limit)
        try:
            enc = self.encoding(model, deadline=deadline)
        except Expired as stopped:
            leave_behind(stopped)  # (its traceback holds the translation so far)
            return Outcome.TIMEOUT
        leave_behind(enc)
        if any(not c for c in enc.clauses):
            return Outcome.COMPLETE  # an empty clause: some item can never be covered

        def work(send, deadline: Deadline) -> str:
            return self._enumerate(enc, send, limit, deadline).value

        ended, value = run_nearby(work, on_solution, deadline, _literals(enc.clauses) <= IN_PROCESS_LITERALS,
                                  batched=True)
        if ended == "stopped":
            return Outcome.STOPPED
        return Outcome.TIMEOUT if ended == "timeout" else Outcome(value)

    def _enumerate(self, enc: CNFEncoding, on_solution, limit: int | None, deadline: Deadline) -> Outcome:
        """The enumeration itself (in a child or a thread): plainly for :data:`PLAIN_SECONDS`, then, if
        it goes on, cube by cube (:func:`cubes`) on :attr:`workers` processes, each forked with
        a copy of the solver as the plain search left it (the solutions found so far blocked,
        its learnt clauses kept: loading and simplifying the pentominoes' CNF anew took a worker
        about a second). A search for one solution keeps the solver's own settings."""
        try:
            s = enc.solver(self.solver, deadline, settings=None if limit == 1 else ENUMERATION_SETTINGS)
        except Expired:
            return Outcome.TIMEOUT
        found = 0
        with s:
            plain = Deadline(self.plain)
            while not plain.expired() or found < self.plain_solutions:
                if limit is not None and found >= limit:
                    return Outcome.STOPPED
                solution = self._next(s, enc, deadline)
                if solution is None:
                    return Outcome.TIMEOUT
                if solution is False:
                    return Outcome.COMPLETE
                found += 1
                on_solution(solution)
                clause = enc.blocking_clause(solution)
                if not clause:
                    return Outcome.COMPLETE  # the empty solution was the only one
                s.add_clause(clause)
            parts = cubes(enc, self.cubes)
            left = None if limit is None else limit - found
            if self.workers == 1:
                return self._cubes(s, enc, parts, range(len(parts)), on_solution, left, deadline)
            return self._cubes_on_workers(s, enc, parts, on_solution, left, deadline)

    def _cubes(self, s: Solver, enc: CNFEncoding, parts: list[list[int]], which, on_solution,
               limit: int | None, deadline: Deadline) -> Outcome:
        """Enumerate the cubes ``which`` (indices into ``parts``, or an iterator of them) on
        the solver ``s``, which blocks the solutions found before."""
        found = 0
        for k in which:
            while True:
                if limit is not None and found >= limit:
                    return Outcome.STOPPED
                solution = self._next(s, enc, deadline, parts[k])
                if solution is None:
                    return Outcome.TIMEOUT
                if solution is False:
                    break
                found += 1
                on_solution(solution)
                clause = enc.blocking_clause(solution)
                if not clause:
                    return Outcome.COMPLETE
                s.add_clause(clause)
        return Outcome.COMPLETE

    def _cubes_on_workers(self, s: Solver, enc: CNFEncoding, parts: list[list[int]], on_solution,
                          limit: int | None, deadline: Deadline) -> Outcome:
        """:meth:`_cubes` on :attr:`workers` processes, each with its own copy of ``s`` (they
        are forked), that take the cubes one at a time as they come free (a counter they
        share); the cubes are disjoint, so no solution is found twice."""
        import multiprocessing as mp

        from .child import DONE, FAILED, MESSAGE, Child, wait_any
        taken = mp.get_context("fork").Value("l", 0)

        def next_cubes():
            while True:
                with taken.get_lock():
                    k = taken.value
                    taken.value += 1
                if k >= len(parts):
                    return
                yield k

        def work(send) -> str:
            with Batcher(send) as batch:
                return self._cubes(s, enc, parts, next_cubes(), batch.add, None, deadline).value

        children = [Child(work) for _ in range(self.workers)]
        found, outcome = 0, Outcome.COMPLETE
        try:
            while any(not c.finished for c in children):
                left = deadline.remaining()
                wait = None if left is None else left + 0.05
                if isinstance(deadline, Stoppable):  # (in a thread: look at Ctrl-C now and then)
                    wait = STOP_POLL if wait is None else min(wait, STOP_POLL)
                ready = wait_any(children, wait)
                if not ready and deadline.expired():
                    return Outcome.TIMEOUT
                for child in ready:
                    kind, payload = child.receive()
                    if kind == MESSAGE:
                        for solution in payload:
                            found += 1
                            on_solution(solution)
                            if limit is not None and found >= limit:
                                return Outcome.STOPPED
                    elif kind == DONE:
                        if Outcome(payload) is Outcome.TIMEOUT:
                            outcome = Outcome.TIMEOUT
                    elif kind == FAILED:
                        raise payload
                    else:
                        raise RuntimeError(f"a SAT worker ended without an answer (exit code {payload})")
            return outcome
        finally:
            for child in children:
                child.kill()

    translation = True

    def _next(self, s: Solver, enc: CNFEncoding, deadline: Deadline, assumptions: list[int] = ()):
        """The solution of the solver's next model (:meth:`_loop_model`), False when there is
        none, None when the deadline passed first."""
        assignment = self._loop_model(s, enc, deadline, assumptions)
        return assignment if assignment is None or assignment is False else enc.solution(assignment)

    @classmethod
    def _loop_model(cls, s: Solver, enc: CNFEncoding, deadline: Deadline, assumptions: list[int] = ()):
        """The solver's next model whose loops are one (single-loop cuts added until it has
        one), as its assignment (a list, empty for a CNF without variables); False when there is
        none, None when the deadline passed first."""
        while True:
            sat = cls._solve(s, deadline, assumptions)
            if not sat:
                return sat
            assignment = s.get_model()
            cuts = enc.cuts(assignment)
            if not cuts:
                return assignment
            for c in cuts:
                s.add_clause(c)

    def admits(self, model: Model, solutions, on_verdict, *, time_limit: float | None = None) -> Outcome:
        """Each solution's options as assumptions (every option variable true or false, and
        the colours of table options): the CNF must have a model there (loop cuts added as in
        enumeration), and that model must read back as the same options."""
        self.check_supported(model)
        deadline = Deadline(time_limit)
        try:
            enc = self.encoding(model, deadline=deadline)
            s = enc.solver(self.solver, deadline)
        except Expired:
            return Outcome.TIMEOUT
        with s:
            for sol in solutions:
                got = self._next(s, enc, deadline, enc.option_literals(sol))
                if got is None:
                    return Outcome.TIMEOUT
                if got is False:
                    why = "the CNF has no model with exactly these options"
                elif got != tuple(sorted(sol)):
                    why = f"the CNF's model with these options reads back as options {list(got)}"
                else:
                    why = None
                if on_verdict(tuple(sol), why) is False:
                    return Outcome.STOPPED
        return Outcome.COMPLETE

    def random_solutions(self, model: Model, n: int, on_solution: OnSolution, *, seed: int | None = None,
                         time_limit: float | None = None) -> Outcome:
        """Enumeration (a blocking clause after each solution) with the solver's phases drawn
        at random before each call: each option variable true with probability one half."""
        import random
        self.check_supported(model)
        rng = random.Random(seed)
        deadline = Deadline(time_limit)
        try:
            enc = self.encoding(model, deadline=deadline)
            s = enc.solver(self.solver, deadline)
        except Expired:
            return Outcome.TIMEOUT
        variables = list(range(1, enc.pool.top + 1))
        with s:
            for _ in range(n):
                s.set_phases([v if rng.random() < 0.5 else -v for v in variables])
                sol = self._next(s, enc, deadline)
                if sol is None:
                    return Outcome.TIMEOUT
                if sol is False:
                    return Outcome.COMPLETE
                if on_solution(sol) is False:
                    return Outcome.STOPPED
                block = enc.blocking_clause(sol)
                if not block:
                    return Outcome.COMPLETE
                s.add_clause(block)
        return Outcome.STOPPED

    def best(self, model: Model, k: int = 1, *, time_limit: float | None = None) -> Ranked:
        """The ``k`` cheapest solutions by MaxSAT (RC2, from python-sat, stratified): the CNF translation as
        hard clauses, a soft clause ``-x_o`` weighted by the cost of each option that has one;
        a solution found is blocked (a hard clause) before the next call; single-loop cuts are
        added as hard clauses when a solution breaks the loop."""
        from pysat.formula import WCNF
        self.check_supported(model)
        if not model.has_costs:  # every solution costs 0 (and RC2 needs a soft clause)
            return self.first_solutions(model, k, time_limit)
        deadline = Deadline(time_limit)
        kept = Cheapest(k)
        try:
            enc = self.encoding(model, tables=False, deadline=deadline)
        except Expired:
            return kept.result(Outcome.TIMEOUT)
        if any(not c for c in enc.clauses):
            return kept.result(Outcome.COMPLETE)
        wcnf = WCNF()
        wcnf.hard = enc.clauses
        for o, c in enumerate(model.costs):
            if c:
                wcnf.append([-enc.x[o]], weight=c)
        wcnf.nv = max(wcnf.nv, enc.pool.top)
        try:
            while len(kept.kept) < k:
                # (RC2Stratified does not take hard clauses between two calls: a new one each time)
                found = self._maxsat(wcnf, deadline)
                if found is None:
                    return kept.result(Outcome.TIMEOUT)
                if found is False:
                    break
                assignment = enc.full(found)
                cuts = enc.cuts(assignment)
                wcnf.hard.extend(cuts)
                if cuts:
                    continue
                sol = enc.solution(assignment)
                kept.offer(sol, model.cost(sol))
                block = enc.blocking_clause(sol)
                if not block:
                    break
                wcnf.hard.append(block)
        except KeyboardInterrupt:
            raise kept.interrupted() from None
        except Exception as err:
            if "keyboard interrupt" in str(err).lower():
                raise kept.interrupted() from None
            raise
        return kept.result(Outcome.COMPLETE)

    def _maxsat(self, wcnf, deadline: Deadline) -> list[int] | bool | None:
        """RC2's optimum of ``wcnf`` (its model), False when the hard clauses have none, None
        when the deadline passed first. For a small CNF (:data:`IN_PROCESS_LITERALS`) RC2 runs in
        a thread of this process and its SAT solver is interrupted at the deadline or on Ctrl-C
        (:func:`_rc2_in_thread`); a bigger one runs in a child process (forked: nothing is
        copied but the answer), killed then: RC2's steps between two calls (loading the
        clauses, a totaliser for each core) cannot be interrupted, and grow with the formula."""
        from pysat.examples.rc2 import RC2Stratified
        solver = self.MAXSAT_SOLVER

        remaining = deadline.remaining()
        if remaining is not None and remaining <= 0:
            return None
        if _literals(wcnf.hard) <= IN_PROCESS_LITERALS:
            return run_in_thread(lambda send, stoppable: _rc2_in_thread(wcnf, solver, self.MAXSAT_OPTIONS, stoppable),
                                 lambda message: None, deadline)[1]

        def compute():
            with RC2Stratified(wcnf, solver=solver, **self.MAXSAT_OPTIONS) as rc2:
                found = rc2.compute()
            return False if found is None else found

        return in_child(compute, remaining)

    def facts(self, model: Model, *, time_limit: float | None = None, never_only: bool = False) -> Facts:
        """What every solution shares: the backbone of the CNF translation (every option with a
        variable), over the option variables and a literal per secondary item and state, by
        CaDiCaL with assumptions (:mod:`.backbone`). ``never_only``: decide only which options
        are in no solution (the candidates are the options the first solution leaves out;
        ``always`` and ``colours`` stay empty), as the zdd backend's pruning asks."""
        from .backbone import backbone, read_facts, state_uses
        self.check_supported(model)
        deadline = Deadline(time_limit)
        try:
            enc = self.encoding(model, tables=False, deadline=deadline)
        except Expired:
            return Facts(None, complete=False)
        if any(not c for c in enc.clauses):
            return Facts(False)
        clauses = list(enc.clauses)
        states: dict[tuple[int, int], int] = {}
        for (item, c), opts in ({} if never_only else state_uses(model)).items():
            lit = enc.colour_lit.get((item, c)) if c else None
            if lit is None and len(opts) == 1:
                lit = enc.x[opts[0]]
            elif lit is None:  # a literal of its own: OR of the options
                lit = enc.pool.id(("state", item, c))
                clauses += [[-enc.x[o], lit] for o in opts] + [[-lit] + [enc.x[o] for o in opts]]
            states[item, c] = lit

        def work(send, deadline: Deadline) -> bool | None:
            """The backbone (in a child, or a thread): ``("solvable", …)`` once the first solution is
            known, ``("proved", literals)`` for each chunk proven; returns ``complete``."""
            try:
                s = enc.solver(self.solver, deadline, clauses)
            except Expired:
                return None
            with s:

                def solution(assumptions: list[int]):
                    """A solution (loop cuts added on the way), False, or None (time)."""
                    assignment = self._loop_model(s, enc, deadline, assumptions)
                    if assignment is None or assignment is False:
                        return assignment
                    return lambda lit: _true(assignment, lit)

                def flip(chunk: list[int]):
                    act = enc.pool.id()
                    s.add_clause([-act] + [-lit for lit in chunk])
                    try:
                        return solution([act])
                    finally:
                        s.add_clause([-act])

                def proved(lits: list[int]) -> None:
                    for v in lits:
                        s.add_clause([v])
                    send(("proved", lits))

                first = solution([])
                send(("solvable", None if first is None else bool(first)))
                if not first:
                    return first is not None
                if never_only:
                    watched = sorted({abs(v) for v in enc.x if not first(v)})
                else:
                    watched = sorted({abs(v) for v in enc.x} | {abs(v) for v in states.values()})
                return backbone(first, watched, flip, proved, deadline)[1]

        known: dict = {"solvable": None, "proven": set()}

        def take(message) -> None:
            what, value = message
            if what == "solvable":
                known["solvable"] = value
            else:
                known["proven"].update(value)

        def facts(complete: bool) -> Facts:
            if not known["solvable"]:
                return Facts(known["solvable"], complete=complete and known["solvable"] is not None)
            return read_facts(model, enc.x, states, known["proven"], complete)

        try:
            ended, complete = run_nearby(work, take, deadline, _literals(clauses) <= IN_PROCESS_LITERALS)
        except KeyboardInterrupt:
            raise Interrupted(None, partial=facts(False)) from None  # every fact proven before
        return facts(ended == "done" and bool(complete))

    @classmethod
    def _solve(cls, s: Solver, deadline: Deadline, assumptions: list[int] = ()) -> bool | None:
        """Solve, or None when the deadline passes first. python-sat reports Ctrl-C during a
        solver call as its own error: it becomes a KeyboardInterrupt here."""
        try:
            return cls._solve_in_slices(s, deadline, assumptions)
        except Exception as err:
            if "keyboard interrupt" in str(err).lower():
                raise KeyboardInterrupt from None
            raise

    @staticmethod
    def _solve_in_slices(s: Solver, deadline: Deadline, assumptions: list[int] = ()) -> bool | None:
        """CaDiCaL in python-sat cannot be interrupted, so with a deadline the search runs in
        slices of a conflict budget (kept state and learnt clauses carry over) with the clock
        checked in between; solvers without budgets are interrupted by a timer instead."""
        if deadline.remaining() is None and not isinstance(deadline, Stoppable):
            return s.solve(assumptions=assumptions)
        budget = 2000
        while True:
            remaining = deadline.remaining()
            if remaining is not None and remaining <= 0:
                return None
            try:
                s.conf_budget(budget)
            except NotImplementedError:
                if remaining is None:  # (stoppable, without budgets: Ctrl-C waits for the call)
                    return s.solve_limited(assumptions=assumptions)
                timer = threading.Timer(remaining, s.interrupt)
                timer.start()
                try:
                    return s.solve_limited(assumptions=assumptions, expect_interrupt=True)
                finally:
                    timer.cancel()
            t = time.perf_counter()
            result = s.solve_limited(assumptions=assumptions)
            if result is not None:
                return result
            budget = next_budget(budget, time.perf_counter() - t, 100_000)
