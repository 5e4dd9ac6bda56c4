"""Paths without stray loops: every piece of the edges that are on reaches one of the given ends.

With the exact cover giving each vertex 0 or 2 edges on, and 1 at an end (numberlink's cells),
the edges on are then paths between ends and nothing else: a cycle is a piece without an end.

* CNF: lazy cuts: a piece K (the vertices its edges touch) without an end: some edge of K that
  is on is off, or some edge leaving K is on. With ``simple`` (the model gives a vertex at most
  two edges on, so that a cycle of edges on is a whole piece), each cycle of at most
  :data:`SHORT` edges through no end is also ruled out at once: some edge of it is off.
* CP-SAT: distances from the ends (:mod:`.reach`), a vertex being there when an edge at it is on.
* A search checks each exact cover at the leaves (:meth:`~.base.SideConstraint.check`).
* zdd's frontier method carries the pieces in its mates (``simple`` only; counts only).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable

import numpy as np

from ..errors import ModelError
from .base import Carried, CnfWriter, CpWriter, SideConstraint, colour_of, components, kept
from .connected import as_array, holding
from .reach import reach

SHORT = 6
"""With ``simple``, the cycles of at most this many edges (through no end) are ruled out by a
clause each, not by lazy cuts: see the numberlink module's docstring for what was measured."""


CYCLES_KEPT = 8
"""How many graphs' short cycles (:meth:`Paths.short_cycles`) are kept, the oldest dropped first:
a grid's are the same for every puzzle of its size (a 10x10's took 11 ms, a third of the
rest of its translation)."""
_CYCLES: dict[tuple, list[tuple[tuple[int, ...], frozenset[int]]]] = {}


def _short_cycles(n: int, edge_u: list[int], edge_v: list[int]) -> list[tuple[tuple[int, ...], frozenset[int]]]:
    """Every cycle of at most :data:`SHORT` edges of the graph of ``n`` vertices and the edges
    ``edge_u[e]``-``edge_v[e]``, once, in order: its edges (ascending) and its vertices. A
    depth-first walk from each vertex through higher ones only."""
    at: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for e, (u, v) in enumerate(zip(edge_u, edge_v)):
        at[u].append((v, e))
        at[v].append((u, e))
    found: dict[tuple[int, ...], frozenset[int]] = {}

    def walk(start: int, x: int, path: list[int], seen: list[int]) -> None:
        for y, e in at[x]:
            if y == start and len(path) >= 2 and e != path[-1]:
                found.setdefault(tuple(sorted(path + [e])), frozenset(seen))
            elif y > start and y not in seen and len(path) + 1 < SHORT:
                seen.append(y)
                walk(start, y, path + [e], seen)
                seen.pop()

    for s in range(n):
        walk(s, s, [], [s])
    return sorted(found.items())


class Paths(SideConstraint):
    """Every connected piece of the edges (secondary items joining two named vertices) that carry
    ``on`` contains one of the vertices ``ends``. ``simple``: the model gives no vertex more than
    two edges on (then a cycle of edges on is a piece, and the short ones are ruled out eagerly)."""

    name = "paths"

    def __init__(self, model, edges: Iterable[tuple[str, Hashable, Hashable]], ends: Iterable[Hashable],
                 on: str = "1", simple: bool = False) -> None:
        self.vertex_names: list[Hashable] = []
        index: dict[Hashable, int] = {}
        self.edge_item: list[int] = []
        self.edge_u: list[int] = []
        self.edge_v: list[int] = []
        self._names: list[str] = []
        for edge in edges:
            if not (isinstance(edge, (tuple, list)) and len(edge) == 3):
                raise TypeError(f"paths: an edge is (item, vertex, vertex), not {edge!r}")
            name, u, v = edge
            i = model.index.get(name) if isinstance(name, str) else None
            if i is None or model.is_primary[i]:
                raise ModelError(f"paths: '{name}' is not a secondary item")
            if u == v:
                raise ModelError(f"paths: edge '{name}' joins a vertex to itself")
            for x in (u, v):
                if x not in index:
                    index[x] = len(self.vertex_names)
                    self.vertex_names.append(x)
            self.edge_item.append(i)
            self.edge_u.append(index[u])
            self.edge_v.append(index[v])
            self._names.append(name)
        self.end_names = list(ends)
        missing = [x for x in self.end_names if x not in index]
        if missing:
            raise ModelError(f"paths: end {missing[0]!r} is on no edge")
        self.ends = {index[x] for x in self.end_names}
        self.on = on
        self.simple = bool(simple)
        self.on_colour = colour_of(model, on, "paths")
        self.carried = Carried(self.edge_item, self.on_colour)

    @property
    def n_vertices(self) -> int:
        return len(self.vertex_names)

    def spec(self) -> tuple:
        names = self.vertex_names
        return ([(nm, names[u], names[v]) for nm, u, v in zip(self._names, self.edge_u, self.edge_v)],
                list(self.end_names), self.on, self.simple)

    def fingerprint(self) -> tuple:
        return ("paths", self.on, self.simple, list(self.vertex_names), list(self.edge_item), self.edge_u, self.edge_v,
                sorted(self.ends))

    def colours(self) -> set[tuple[int, int]]:
        return {(i, self.on_colour) for i in self.edge_item}

    def stray(self, on: list[int]) -> list[list[int]]:
        """The pieces (lists of edges) of the edges ``on`` without an end."""
        label = components(self.n_vertices, [self.edge_u[e] for e in on], [self.edge_v[e] for e in on])
        pieces: dict[int, list[int]] = {}
        for e in on:
            pieces.setdefault(label[self.edge_u[e]], []).append(e)
        ended = {label[x] for x in self.ends}
        return [edges for k, edges in sorted(pieces.items()) if k not in ended]

    def check(self, model, solution: Iterable[int]) -> str | None:
        bad = self.stray(sorted(self.carried.of(model, solution)))
        if not bad:
            return None
        where = self.vertex_names[self.edge_u[bad[0][0]]]
        return f"paths: the edges on make a loop or piece with no end (through {where!r})"

    def short_cycles(self) -> list[list[int]]:
        """The cycles (lists of edges) of at most :data:`SHORT` edges through no end, each once
        ([] unless ``simple``): the graph's short cycles (:func:`_short_cycles`, kept for the
        graph) less those through an end."""
        if not self.simple:
            return []
        cycles = kept(_CYCLES, (self.n_vertices, tuple(self.edge_u), tuple(self.edge_v)),
                      lambda: _short_cycles(self.n_vertices, self.edge_u, self.edge_v), CYCLES_KEPT)
        ends = self.ends
        return [list(edges) for edges, vertices in cycles if ends.isdisjoint(vertices)]

    def cnf(self, w: CnfWriter) -> "_PathCuts":
        literals = [w.lit(i, self.on_colour) for i in self.edge_item]
        for cycle in self.short_cycles():
            if all(literals[e] is not None for e in cycle):
                w.clause([-literals[e] for e in cycle])
        return _PathCuts(self, literals)

    def cp(self, w: CpWriter) -> None:
        cp, n = w.cp, self.n_vertices
        at: list[list] = [[] for _ in range(n)]
        arcs = []
        for e, item in enumerate(self.edge_item):
            lit = w.lit(item, self.on_colour)
            if lit is None:
                continue
            u, v = self.edge_u[e], self.edge_v[e]
            at[u].append(lit)
            at[v].append(lit)
            arcs += [(u, v, lit), (v, u, lit)]
        present: list = []
        for v in range(n):
            if v in self.ends:
                present.append(True)
            elif not at[v]:
                present.append(None)
            else:
                h = cp.NewBoolVar(f"h{v}")
                cp.AddBoolOr(at[v]).OnlyEnforceIf(h)
                for lit in at[v]:
                    cp.AddImplication(lit, h)
                present.append(h)
        reach(cp, n, present, [v in self.ends for v in range(n)], arcs)
        for cycle in self.short_cycles():
            literals = [w.lit(self.edge_item[e], self.on_colour) for e in cycle]
            if all(lit is not None for lit in literals):
                cp.AddBoolOr([lit.Not() for lit in literals])


class _PathCuts:
    """:class:`Paths`' lazy cuts (see the module's docstring)."""

    def __init__(self, c: Paths, literals: list[int | None]) -> None:
        self.c, self.literals = c, literals
        self.array = as_array(literals)

    def cuts(self, values: np.ndarray) -> list[list[int]]:
        c, literals = self.c, self.literals
        on = holding(values, self.array)
        out = []
        for piece in c.stray(on):
            inside = {c.edge_u[e] for e in piece} | {c.edge_v[e] for e in piece}
            leaving = [literals[e] for e, lit in enumerate(literals)
                       if lit is not None and (c.edge_u[e] in inside) != (c.edge_v[e] in inside)]
            out.append([-literals[e] for e in piece] + leaving)
        return out
