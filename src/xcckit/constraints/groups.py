"""Group sizes: each group of vertices of one colour has as many vertices as the colour says
(fillomino's polyominoes, which carry no clue to count from).

A *group* of colour c is a maximal connected set of vertices that all carry c; for each colour c
of ``sizes`` every group of c has exactly ``sizes[c]`` vertices. Two groups of one colour are
never next to each other (they would be one group), and nothing names a group: unlike
:class:`~.regions.SizedRegions`, there is no clue to hang a label on.

* CNF: eagerly, the groups of one, two or three vertices that a size forbids (a vertex of size 1
  has no neighbour of its colour; one of a larger size has one; two neighbours of a size above 2
  have a third next to them; three connected vertices of a size above 3 a fourth, of size 3
  none: a published 20x36 fillomino's candidates broke a third fewer groups, 1.8 -> 1.1 s). Lazily, for each group G of c of the wrong size: when it is too small, G's
  vertices all c -> some vertex next to G is c (else G is a whole group); when it is too large,
  the first ``sizes[c] + 1`` vertices of a breadth-first search of G (a connected set, which
  no group of c may hold) are not all c, one such clause from each of a few vertices of G.
* CP-SAT: each group has a root, its least vertex: every vertex of a colour of ``sizes`` has a
  group number, equal across neighbours of one colour, at most its own index and equal to it
  exactly at a root; distances from the roots through neighbours of one colour (:mod:`.reach`)
  make a breadth-first tree, each vertex's parent its first neighbour one step nearer, and each
  vertex the size of its subtree (one more than its children's), a root's its colour's size.
  Every one of these is determined by the colouring, so an enumeration meets each solution once.
* A search: :meth:`GroupSizes.pruning` (a :class:`~.base.RegionRule`, ``"groups"``): a group
  too large, closed off at the wrong size, or unable to reach its size prunes a partial
  solution; a frontier method carries a label and a size per vertex, a family per colour.

:class:`GroupsAtLeast` is the same rule with a lower bound only (its groups at least as large
as the colour says): the same clauses and cuts but those against a group too large, the same
CP-SAT trees with a root's size at least its bound; a search checks it at the leaves.

Inside CaDiCaL's search (:mod:`.groupcheck`, a checker of :mod:`xcckit.backends.sat.propagate`):
once a solver has taken :data:`~xcckit.backends.sat.search.CHECK_AFTER` rounds of cuts, on a
graph of at most :data:`CHECKED_VERTICES` vertices, the groups are also checked on its partial
assignments, compiled: a group too large, one that cannot reach its size through the vertices
not set against its colour, and a complete group's open neighbours. Published fillominos
(2026-11-29): 240_20x36 (fourteen 128s, 8,178 rounds of cuts, not proven in 60 s) proven unique
in 4.4-6.7 s, 266_9x9 (612 rounds) 11.2 -> 5.5-7.9 s; from the first round on, the easy ones paid for the
calls through Python (every 4th 20x36: median 0.91 -> 3.0 s), after 100 rounds they do not.
Earlier, the same clauses from Python (2026-11-28): 3-4x slower on 20x36 and 50x64 (on the
50x64, 4.3 million assignments and 8.9 million propagation calls through Python cost more than
the 165 solver calls of the cuts; its 3,200 vertices are above the bound).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import numpy as np

from ..errors import ModelError
from .base import RegionRule, Carried, CnfWriter, CpWriter, Graph, SideConstraint, boundary, colour_of, csr, kept, regions
from .connected import as_array
from .reach import reach

CUT_STARTS = 4
"""How many vertices of a group that is too large each start a clause (breadth-first sets)."""
CHECKED_VERTICES = 1000
"""The largest graph whose groups are also checked inside CaDiCaL's search (:mod:`.groupcheck`)."""
SHAPES_KEPT = 8
"""How many graphs' edges and triples (:meth:`_Groups._shapes`) are kept, the oldest dropped first."""
_SHAPES: dict[tuple, tuple[list, list]] = {}


class _Groups(SideConstraint):
    """What :class:`GroupSizes` and :class:`GroupsAtLeast` share: a graph, and a size for each
    colour that its groups have (``exact``) or reach at least."""

    name = "group sizes"
    exact = True

    def __init__(self, model, vertices: Iterable[str], edges: Iterable[tuple[str, str]],
                 sizes: Mapping[str, int], implied: bool = False) -> None:
        name = self.name
        self.implied = bool(implied)
        self.graph = Graph(model, vertices, edges, name)
        if not isinstance(sizes, Mapping):
            raise TypeError(f"{name}: sizes are a mapping of colour -> size, not {type(sizes).__name__}")
        if not sizes:
            raise ModelError(f"{name}: no colour is given a size")
        self.sizes: dict[str, int] = {}
        self.size_of: dict[int, int] = {}  # colour id -> size
        for colour, size in sizes.items():
            c = colour_of(model, colour, name)
            if isinstance(size, bool) or not isinstance(size, int) or size < 1:
                raise ModelError(f"{name}: the size of colour {colour} is {size!r}, not a whole number >= 1")
            self.sizes[colour] = size
            self.size_of[c] = size
        self.carried = {c: Carried(self.graph.items, c) for c in self.size_of}

    def spec(self) -> tuple:
        return (*self.graph.spec(), dict(self.sizes), self.implied)

    def fingerprint(self) -> tuple:
        return (self.name, sorted(self.sizes.items()), list(self.graph.items), self.graph.edges)

    def colours(self) -> set[tuple[int, int]]:
        return {(i, c) for i in self.graph.items for c in self.size_of}

    def check(self, model, solution: Iterable[int]) -> str | None:
        solution = list(solution)
        names = self.graph.names
        for colour, c in zip(self.sizes, self.size_of):
            size = self.size_of[c]
            for group in regions(self.graph.adj, self.carried[c].of(model, solution)):
                if len(group) != size and (self.exact or len(group) < size):
                    return (f"{self.name}: the group of colour {colour} at '{names[group[0]]}' has {len(group)} "
                            f"vertices, not {'' if self.exact else 'at least '}{size}")
        return None

    def _lits(self, w) -> dict[int, list]:
        """Colour id -> each vertex's literal "carries it" (None: never)."""
        return {c: [w.lit(i, c) for i in self.graph.items] for c in self.size_of}

    def _shapes(self) -> tuple[list, list]:
        """The graph's edges and connected triples, each with its boundary (the vertices next to
        it, ascending), worked out once a graph: every colour's clauses are written over them
        (fillomino's relaxation has two constraints over one grid's graph, and the next puzzle
        of its size the same graph)."""
        adj = self.graph.adj
        return kept(_SHAPES, (len(adj), tuple(self.graph.edges)),
                    lambda: ([(u, v, boundary(adj, (u, v))) for u, v in self.graph.edges],
                             [(three, boundary(adj, three)) for three in _triples(adj)]), SHAPES_KEPT)

    def cnf(self, w: CnfWriter) -> "_GroupCuts":
        adj, literals = self.graph.adj, self._lits(w)
        edges, triples = self._shapes()
        clause = w.clause
        for c, size in self.size_of.items():
            x = literals[c]
            for v, lv in enumerate(x):
                if lv is None:
                    continue
                near = [x[u] for u in adj[v] if x[u] is not None]
                if size == 1:
                    if self.exact:
                        for lu in near:
                            clause([-lv, -lu])
                else:
                    clause([-lv] + near)
            if size <= 2:
                if size == 2 and self.exact:
                    for u, v, around in edges:
                        if x[u] is not None and x[v] is not None:
                            for b in around:
                                if x[b] is not None:
                                    clause([-x[u], -x[v], -x[b]])
                continue
            for u, v, around in edges:
                if x[u] is not None and x[v] is not None:
                    clause([-x[u], -x[v]] + [x[b] for b in around if x[b] is not None])
            for (a, b, d), around in triples:
                la, lb, ld = x[a], x[b], x[d]
                if la is not None and lb is not None and ld is not None:
                    inside = [-la, -lb, -ld]
                    if size > 3:
                        clause(inside + [x[t] for t in around if x[t] is not None])
                    elif self.exact:
                        for t in around:
                            if x[t] is not None:
                                clause(inside + [-x[t]])
        return _GroupCuts(self, literals)

    def cp(self, w: CpWriter) -> None:
        g, cp, literals = self.graph, w.cp, self._lits(w)
        n = len(g)
        biggest = max(self.size_of.values()) if self.exact else n
        present: list = []
        for v in range(n):
            mine = [literals[c][v] for c in self.size_of if literals[c][v] is not None]
            if not mine:
                present.append(None)
                continue
            p = cp.NewBoolVar(f"gp{v}")
            cp.Add(sum(mine) == p)
            present.append(p)
        same = {}
        for u, v in g.edges:
            both = []
            for c in self.size_of:
                a, b = literals[c][u], literals[c][v]
                if a is not None and b is not None:
                    t = cp.NewBoolVar(f"gs{u}_{v}_{c}")
                    cp.AddBoolAnd([a, b]).OnlyEnforceIf(t)
                    cp.AddBoolOr([a.Not(), b.Not(), t])
                    both.append(t)
            if both:
                s = cp.NewBoolVar(f"gs{u}_{v}")
                cp.Add(sum(both) == s)
                same[u, v] = same[v, u] = s
        roots = self._roots(cp, present, same)
        arcs = [(u, v, s) for (u, v), s in same.items()]
        d = reach(cp, n, present, roots, arcs, name="gd")
        self._subtrees(cp, literals, present, roots, same, d, biggest)

    def _roots(self, cp, present: list, same: dict) -> list:
        """Each vertex's literal "the least vertex of its group" (see the module's docstring)."""
        roots: list = []
        ids: list = []
        for v, p in enumerate(present):
            if p is None:
                roots.append(None)
                ids.append(None)
                continue
            k = cp.NewIntVar(0, v, f"gi{v}")
            r = cp.NewBoolVar(f"gr{v}")
            cp.AddImplication(r, p)
            cp.Add(k == v).OnlyEnforceIf(r)
            cp.Add(k <= v - 1).OnlyEnforceIf([p, r.Not()])
            cp.Add(k == 0).OnlyEnforceIf(p.Not())
            roots.append(r)
            ids.append(k)
        for (u, v), s in same.items():
            if u < v:
                cp.Add(ids[u] == ids[v]).OnlyEnforceIf(s)
        return roots

    def _subtrees(self, cp, literals: dict, present: list, roots: list, same: dict, d: list, biggest: int) -> None:
        """Parents (the first neighbour one step nearer a root) and subtree sizes."""
        g = self.graph
        n = len(g)
        size = [cp.NewIntVar(0, biggest, f"gz{v}") if present[v] is not None else 0 for v in range(n)]
        into: list[list] = [[] for _ in range(n)]
        for u in range(n):
            if present[u] is None:
                continue
            cp.Add(size[u] == 0).OnlyEnforceIf(present[u].Not())
            earlier = []
            for v in g.adj[u]:
                s = same.get((u, v))
                if s is None:
                    continue
                q = cp.NewBoolVar(f"gq{u}_{v}")  # v is one step nearer than u, in u's group
                cp.AddImplication(q, s)
                cp.Add(d[u] == d[v] + 1).OnlyEnforceIf(q)
                cp.Add(d[u] != d[v] + 1).OnlyEnforceIf([s, q.Not()])
                parent = cp.NewBoolVar(f"gf{u}_{v}")  # v is u's parent
                cp.AddBoolAnd([q] + [e.Not() for e in earlier]).OnlyEnforceIf(parent)
                cp.AddBoolOr([q.Not()] + earlier + [parent])
                earlier.append(q)
                t = cp.NewIntVar(0, biggest, f"gt{u}_{v}")
                cp.Add(t == size[u]).OnlyEnforceIf(parent)
                cp.Add(t == 0).OnlyEnforceIf(parent.Not())
                into[v].append(t)
        for v in range(n):
            if present[v] is None:
                continue
            cp.Add(size[v] == 1 + sum(into[v])).OnlyEnforceIf(present[v])
            for c, k in self.size_of.items():
                if literals[c][v] is not None and not self.exact:
                    cp.Add(size[v] >= k).OnlyEnforceIf([roots[v], literals[c][v]])
                elif literals[c][v] is not None:
                    cp.Add(size[v] == k).OnlyEnforceIf([roots[v], literals[c][v]])
                    if k == 1:
                        cp.Add(size[v] == 1).OnlyEnforceIf(literals[c][v])


class GroupSizes(_Groups):
    """Every group (maximal connected set, in the graph of ``edges``) of the vertices that carry
    a colour of ``sizes`` (colour -> a whole number >= 1) has that many vertices."""

    def pruning(self) -> RegionRule:
        return RegionRule("groups", tuple(self.graph.items), tuple(self.graph.edges), sizes=dict(self.size_of))


class GroupsAtLeast(_Groups):
    """Every group (maximal connected set, in the graph of ``edges``) of the vertices that carry
    a colour of ``sizes`` (colour -> a whole number >= 1) has at least that many vertices (a
    colour standing for any of several large numbers: :meth:`xcckit.puzzles.fillomino.Fillomino.relaxation`).
    CNF and CP-SAT as :class:`GroupSizes` but for the bound; a search checks it at the leaves.
    ``implied``: the model implies it (nurikabe's sea, one group of a known size: its clauses
    prune the translations), and a search leaves it to the model."""

    name = "groups at least"
    exact = False


class _GroupCuts:
    """:class:`GroupSizes`' lazy cuts (see the module's docstring)."""

    def __init__(self, c: GroupSizes, literals: dict[int, list]) -> None:
        self.c, self.literals = c, literals
        self.matrix = np.stack([as_array(literals[colour]) for colour in c.size_of])  # (a row a colour)
        self._graph: tuple | None = None  # (the graph's arrays and the sizes, made on the first round)
        self._out = np.zeros(16 * len(c.graph.adj) + 4096, dtype=np.int64)

    def checker(self):
        """The rules checked inside CaDiCaL's search (:mod:`.groupcheck`), on graphs of at most
        :data:`CHECKED_VERTICES` vertices, where the constraint is not an implied one (nurikabe's
        sea, at least the sea's size a group: 683_14x24 26.9 -> 33.7 s with it)."""
        if len(self.c.graph.adj) > CHECKED_VERTICES or self.c.implied:
            return None
        from .groupcheck import GroupCheck
        return GroupCheck(self.c.graph.adj, self.literals, self.c.size_of, self.c.exact)

    def cuts(self, values: np.ndarray) -> list[list[int]]:
        """For each group of the wrong size, the cuts of its colour and of every other colour its
        vertices may all carry but one of its size: a connected set no colour but that one may
        fill as a whole group (a model of fillomino has a colour per number: without the others,
        the next model gives the same set the next number). Compiled
        (:func:`~.groupcheck.group_cuts`: the clauses a Python loop wrote, 4-5 times sooner on
        fillomino's and nurikabe's published puzzles, 2026-11-30)."""
        from .groupcheck import clause_runs, group_cuts
        if self._graph is None:
            start, nbr = csr(self.c.graph.adj)
            self._graph = (start, nbr, np.array(list(self.c.size_of.values()), dtype=np.int64))
        start, nbr, sizes = self._graph
        while True:
            k = group_cuts(values, self.matrix, sizes, self.c.exact, CUT_STARTS, start, nbr, self._out)
            if k >= 0:
                return clause_runs(self._out, k)
            self._out = np.zeros(2 * len(self._out), dtype=np.int64)


def _triples(adj) -> list[tuple[int, int, int]]:
    """Every connected set of three vertices, once (each has a vertex next to the other two)."""
    out = set()
    for v, near in enumerate(adj):
        for i, a in enumerate(near):
            for b in near[i + 1:]:
                out.add(tuple(sorted((a, v, b))))
    return sorted(out)
