"""Connectivity: the vertices that carry a colour hang together (:class:`Connected`), or the edges
that are on join all the vertices (:class:`Linked`).

* CNF: nothing eagerly; lazy cuts. For :class:`Connected`, when the vertices carrying the colour
  fall into several regions, for a region R, a vertex a of it and a vertex b of another region
  (the largest, or for the largest the next): ``a and b -> some vertex next to R carries the
  colour`` (the vertices next to R separate a from b; the clause holds for every solution, and
  the candidate breaks it). A region of at most :data:`EVERY_VERTEX` vertices gets that cut for
  each of its vertices a, a bigger one for its least: a cut for one vertex only is met again by
  the next candidate that closes the same wall round the region's other vertices (a heyawake
  20×36 took 11,086 calls of the solver to a second answer so, 98 with a cut a vertex). For :class:`Linked`,
  for each component K of the edges on: some edge leaving K is on. Once a solver has taken
  :data:`~xcckit.backends.sat.search.CHECK_AFTER` rounds of cuts, :class:`Connected` is also
  checked on its partial assignments inside CaDiCaL's search, compiled (:mod:`.connectcheck`:
  the colour's vertices fallen apart, a vertex that holds them together, a piece that cannot
  join them).
* CP-SAT: distances from a root (:mod:`.reach`): the first vertex that carries the colour for
  :class:`Connected`, the first vertex for :class:`Linked`.
* A search: :meth:`Connected.pruning` (a :class:`~.base.RegionRule`, ``"connected"``): every
  vertex of the colour still reachable from the first in a partial solution, one component label
  per vertex in a frontier method's states. :class:`Linked` gives none: a search checks it at the
  leaves.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable

import numpy as np

from ..errors import ModelError
from .base import RegionRule, Carried, CnfWriter, CpWriter, Graph, SideConstraint, boundary, colour_of, components, regions
from .reach import first_present, reach


EVERY_VERTEX = 30
""":class:`Connected`'s lazy cuts: a region of at most this many vertices gets a cut for each."""


def cut_at(region: list[int]) -> list[int]:
    """The vertices of a region that a lazy cut is written for: all of a region of at most
    :data:`EVERY_VERTEX`, else its first."""
    return region if len(region) <= EVERY_VERTEX else region[:1]


def as_array(literals) -> np.ndarray:
    """Literals (None: never true) as an array for :func:`holding`, 0 for None."""
    return np.array([0 if lit is None else lit for lit in literals], dtype=np.int64)


def holding(values: np.ndarray, literals: np.ndarray) -> list[int]:
    """The positions of ``literals`` (:func:`as_array`) true in a candidate (``values``:
    variable -> truth), ascending, by numpy: a lazy cut reads a candidate so every round."""
    return np.flatnonzero((values[np.abs(literals)] == (literals > 0)) & (literals != 0)).tolist()


class Connected(SideConstraint):
    """The vertices (secondary items) that carry ``colour`` form one connected set in the graph
    of ``edges`` (pairs of vertices); no vertex carrying it is connected too."""

    name = "connected"

    def __init__(self, model, vertices: Iterable[str], edges: Iterable[tuple[str, str]], colour: str = "1") -> None:
        self.graph = Graph(model, vertices, edges, "connected")
        self.colour = colour
        self.colour_id = colour_of(model, colour, "connected")
        self.carried = Carried(self.graph.items, self.colour_id)

    def spec(self) -> tuple:
        return (*self.graph.spec(), self.colour)

    def fingerprint(self) -> tuple:
        return ("connected", self.colour, list(self.graph.items), self.graph.edges)

    def colours(self) -> set[tuple[int, int]]:
        return {(i, self.colour_id) for i in self.graph.items}

    def pruning(self) -> RegionRule:
        return RegionRule("connected", tuple(self.graph.items), tuple(self.graph.edges), self.colour_id)

    def check(self, model, solution: Iterable[int]) -> str | None:
        found = regions(self.graph.adj, self.carried.of(model, solution))
        if len(found) <= 1:
            return None
        names = self.graph.names
        return (f"connected: the vertices of colour {self.colour} fall into {len(found)} separate regions "
                f"('{names[found[0][0]]}' and '{names[found[1][0]]}' are not joined)")

    def cnf(self, w: CnfWriter) -> "_Cuts":
        return _Cuts(self.graph.adj, [w.lit(i, self.colour_id) for i in self.graph.items])

    def cp(self, w: CpWriter) -> None:
        g = self.graph
        present = [w.lit(i, self.colour_id) for i in g.items]
        arcs = [(u, v, True) for u, v in g.edges] + [(v, u, True) for u, v in g.edges]
        reach(w.cp, len(g), present, first_present(w.cp, present), arcs)


class _Cuts:
    """:class:`Connected`'s lazy cuts."""

    def __init__(self, adj: list[list[int]], literals: list[int | None]) -> None:
        self.adj, self.literals = adj, literals
        self.array = as_array(literals)

    def checker(self):
        """The rule checked inside CaDiCaL's search (:mod:`.connectcheck`), once a solver has
        taken :data:`~xcckit.backends.sat.search.CHECK_AFTER` rounds of these cuts: published
        nurikabes that took hundreds of rounds, 2026-12-01: 1108_20x15 (759 rounds) 3.6 -> 1.5 s,
        1091_15x15 (183) 1.9 -> 1.7 s, the 50x50 (690) 11.8 -> 9.5 s; the others, fewer rounds,
        unchanged (checked from the first round, the 50x50 and 40x57 were slower)."""
        from .connectcheck import ConnectCheck
        return ConnectCheck(self.adj, self.literals)

    def cuts(self, values: np.ndarray) -> list[list[int]]:
        literals = self.literals
        found = regions(self.adj, set(holding(values, self.array)))
        if len(found) < 2:
            return []
        big = max(range(len(found)), key=lambda k: len(found[k]))
        out = []
        for k, region in enumerate(found):
            b = found[big if k != big else (k + 1) % len(found)][0]
            wall = [literals[s] for s in boundary(self.adj, region) if literals[s] is not None]
            out += [[-literals[a], -literals[b]] + wall for a in cut_at(region)]
        return out


class Linked(SideConstraint):
    """The edges (secondary items joining two named vertices) that carry ``on`` join all the
    vertices into one connected graph (the vertices: those given, else every end of an edge)."""

    name = "linked"

    def __init__(self, model, edges: Iterable[tuple[str, Hashable, Hashable]], on: str = "1",
                 vertices: Iterable[Hashable] | None = None) -> None:
        self.vertex_names: list[Hashable] = list(vertices) if vertices is not None else []
        index = {x: k for k, x in enumerate(self.vertex_names)}
        if len(index) != len(self.vertex_names):
            raise ModelError("linked: a vertex is given twice")
        fixed = vertices is not None
        self.edge_item: list[int] = []
        self.edge_u: list[int] = []
        self.edge_v: list[int] = []
        self._names: list[str] = []
        for edge in edges:
            if not (isinstance(edge, (tuple, list)) and len(edge) == 3):
                raise TypeError(f"linked: an edge is (item, vertex, vertex), not {edge!r}")
            name, u, v = edge
            i = model.index.get(name) if isinstance(name, str) else None
            if i is None or model.is_primary[i]:
                raise ModelError(f"linked: '{name}' is not a secondary item")
            ends = []
            for x in (u, v):
                if x not in index:
                    if fixed:
                        raise ModelError(f"linked: edge '{name}' ends at {x!r}, which is not one of its vertices")
                    index[x] = len(self.vertex_names)
                    self.vertex_names.append(x)
                ends.append(index[x])
            if ends[0] == ends[1]:
                raise ModelError(f"linked: edge '{name}' joins a vertex to itself")
            self.edge_item.append(i)
            self.edge_u.append(ends[0])
            self.edge_v.append(ends[1])
            self._names.append(name)
        self.on = on
        self.on_colour = colour_of(model, on, "linked")
        self.carried = Carried(self.edge_item, self.on_colour)

    def spec(self) -> tuple:
        names = self.vertex_names
        return ([(nm, names[u], names[v]) for nm, u, v in zip(self._names, self.edge_u, self.edge_v)],
                self.on, list(names))

    def fingerprint(self) -> tuple:
        return ("linked", self.on, list(self.vertex_names), list(self.edge_item), self.edge_u, self.edge_v)

    def colours(self) -> set[tuple[int, int]]:
        return {(i, self.on_colour) for i in self.edge_item}

    def _label(self, on: Iterable[int]) -> list[int]:
        """Component numbers of the vertices, by the edges ``on``; a vertex on none its own."""
        on = list(on)
        n = len(self.vertex_names)
        comp = components(n, [self.edge_u[e] for e in on], [self.edge_v[e] for e in on])
        k = max(comp, default=-1) + 1
        for v in range(n):
            if comp[v] < 0:
                comp[v], k = k, k + 1
        return comp

    def check(self, model, solution: Iterable[int]) -> str | None:
        comp = self._label(self.carried.of(model, solution))
        if len(set(comp)) <= 1:
            return None
        other = next(v for v in range(len(comp)) if comp[v] != comp[0])
        names = self.vertex_names
        return (f"linked: the edges on leave {len(set(comp))} separate parts ({names[0]!r} and "
                f"{names[other]!r} are not joined)")

    def cnf(self, w: CnfWriter) -> "_LinkedCuts":
        return _LinkedCuts(self, [w.lit(i, self.on_colour) for i in self.edge_item])

    def cp(self, w: CpWriter) -> None:
        n = len(self.vertex_names)
        arcs = []
        for e, item in enumerate(self.edge_item):
            lit = w.lit(item, self.on_colour)
            if lit is not None:
                arcs += [(self.edge_u[e], self.edge_v[e], lit), (self.edge_v[e], self.edge_u[e], lit)]
        reach(w.cp, n, [True] * n, [True] + [False] * (n - 1), arcs)


class _LinkedCuts:
    """:class:`Linked`'s lazy cuts: each component K of the edges on, when there are several,
    must be left by some edge that is on."""

    def __init__(self, c: Linked, literals: list[int | None]) -> None:
        self.c, self.literals = c, literals
        self.array = as_array(literals)

    def cuts(self, values: np.ndarray) -> list[list[int]]:
        c, literals = self.c, self.literals
        comp = self.c._label(holding(values, self.array))
        if len(set(comp)) < 2:
            return []
        leaving: dict[int, list[int]] = {}
        for e, lit in enumerate(literals):
            a, b = comp[c.edge_u[e]], comp[c.edge_v[e]]
            if a != b and lit is not None:
                leaving.setdefault(a, []).append(lit)
                leaving.setdefault(b, []).append(lit)
        return [leaving.get(k, []) for k in sorted(set(comp))]
