"""The single loop: the edges coloured ``on`` form exactly one non-empty simple cycle.

A generic graph: each edge is a secondary item joining two named vertices; an edge is *on* when a
chosen option gives its item the colour ``on``. Slitherlink and masyu use it.

* CNF: every vertex has 0 or 2 edges on (unless a table of the encoding implies it, as at a
  slitherlink's dots) and some edge is on, eagerly; the single loop by cut-set clauses added
  lazily: when the edges on split into several loops, for each loop with vertex set S, an edge f
  of it and an edge g of the next loop, ``f and g -> some edge leaving S``. Every single loop
  containing f and g crosses the boundary of S, so the clause holds for every solution, and the
  candidate violates it.
* CP-SAT: ``AddCircuit`` over the vertices, a skipping arc at each (it accepts an empty circuit:
  "some edge on" is added).
* A search: the mates of path ends (Knuth's), in the searches' own single-loop hooks.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence

import numpy as np

from ..errors import ModelError
from .base import CnfWriter, CpWriter, SideConstraint, components


class SingleLoop(SideConstraint):
    """Side constraint: the edges coloured ``on`` form exactly one non-empty simple cycle."""

    name = "single loop"

    def __init__(self, model, edges: Iterable[tuple[str, Hashable, Hashable]], on: str = "1") -> None:
        self.vertex_names: list[Hashable] = []
        vindex: dict[Hashable, int] = {}
        self.edge_item: list[int] = []
        self.edge_u: list[int] = []
        self.edge_v: list[int] = []
        for name, u, v in edges:
            i = model.index.get(name)
            if i is None:
                raise ModelError(f"single-loop constraint: unknown item '{name}'")
            if model.is_primary[i]:
                raise ModelError(f"single-loop constraint: edge '{name}' is a primary item")
            if u == v:
                raise ModelError(f"single-loop constraint: edge '{name}' is a self-loop")
            ends = []
            for x in (u, v):
                if x not in vindex:
                    vindex[x] = len(self.vertex_names)
                    self.vertex_names.append(x)
                ends.append(vindex[x])
            self.edge_item.append(i)
            self.edge_u.append(ends[0])
            self.edge_v.append(ends[1])
        if len(set(self.edge_item)) != len(self.edge_item):
            raise ModelError("single-loop constraint: an item is used for two edges")
        self.on = on
        self.on_colour = model.colour_id(on)
        self.edge_of_item = {item: e for e, item in enumerate(self.edge_item)}
        self._names = [model.names[i] for i in self.edge_item]

    @property
    def n_vertices(self) -> int:
        return len(self.vertex_names)

    # ----------------------------------------------------------------- what it says
    def spec(self) -> tuple:
        return ([(nm, self.vertex_names[u], self.vertex_names[v])
                 for nm, u, v in zip(self._names, self.edge_u, self.edge_v)], self.on)

    def fingerprint(self) -> tuple:
        return ("loop", self.on, list(self.vertex_names), np.asarray(self.edge_item), np.asarray(self.edge_u),
                np.asarray(self.edge_v))

    def colours(self) -> set[tuple[int, int]]:
        return {(item, self.on_colour) for item in self.edge_item}

    def check(self, model, solution: Iterable[int]) -> str | None:
        """Why ``solution`` breaks this constraint, or None."""
        return self.problem(self.on_edges(model, solution))

    def on_edges(self, model, solution: Iterable[int]) -> list[int]:
        """Indices of the edges that the options of ``solution`` colour ``on``."""
        found = set()
        start, items, cols = model.opt_start, model.occ_item, model.occ_colour
        for o in solution:
            for k in range(start[o], start[o + 1]):
                e = self.edge_of_item.get(items[k])
                if e is not None and cols[k] == self.on_colour:
                    found.add(e)
        return sorted(found)

    def components(self, edges: Iterable[int]) -> list[list[int]]:
        """The connected components (as lists of edge indices) of the subgraph made of ``edges``."""
        edges = list(edges)
        label = components(self.n_vertices, [self.edge_u[e] for e in edges], [self.edge_v[e] for e in edges])
        groups: dict[int, list[int]] = {}
        for e in edges:
            groups.setdefault(label[self.edge_u[e]], []).append(e)
        return list(groups.values())

    def problem(self, edges: Sequence[int]) -> str | None:
        """Why the on-edges ``edges`` are not exactly one simple cycle, or None when they are."""
        if not edges:
            return "single loop: no edge is on"
        degree: dict[int, int] = {}
        for e in edges:
            for x in (self.edge_u[e], self.edge_v[e]):
                degree[x] = degree.get(x, 0) + 1
        for x, d in degree.items():
            if d != 2:
                return f"single loop: vertex {self.vertex_names[x]!r} has {d} edges on"
        comps = self.components(edges)
        if len(comps) > 1:
            return f"single loop: the edges on form {len(comps)} separate loops"
        return None

    def cycle(self, edges: Sequence[int]) -> list[Hashable]:
        """The vertices of a single cycle in order, starting at its least vertex, first not repeated.

        The direction is the one whose second vertex is the smaller neighbour of the first.
        """
        adj: dict[int, list[int]] = {}
        for e in edges:
            u, v = self.edge_u[e], self.edge_v[e]
            adj.setdefault(u, []).append(v)
            adj.setdefault(v, []).append(u)
        names = self.vertex_names
        start = min(adj, key=lambda x: names[x])
        prev, cur = start, min(adj[start], key=lambda x: names[x])
        order = [start]
        while cur != start:
            order.append(cur)
            a, b = adj[cur]
            prev, cur = cur, (b if a == prev else a)
        return [names[x] for x in order]

    # ----------------------------------------------------------------- translations
    def cnf(self, w: CnfWriter) -> "_LoopCuts":
        on = [w.lit(item, self.on_colour) for item in self.edge_item]
        incident: list[list[int]] = [[] for _ in range(self.n_vertices)]
        for e, lit in enumerate(on):
            if not e % 4096:
                w.check()
            if lit is not None:
                incident[self.edge_u[e]].append(e)
                incident[self.edge_v[e]].append(e)
        w.clause([v for v in on if v is not None])  # some edge is on (empty clause if none can be)
        for v, edges in enumerate(incident):  # degree 0 or 2
            if not v % 4096:
                w.check()
            if not edges or w.implied_count([self.edge_item[e] for e in edges], self.on_colour, _EVEN):
                continue
            literals = [on[e] for e in edges]
            for a in literals:
                w.clause([-a] + [b for b in literals if b != a])
            if len(literals) > 2:
                w.cardinality(literals, 0, 2)
        return _LoopCuts(self, on)

    def cp(self, w: CpWriter) -> None:
        cp = w.cp
        arcs = [(v, v, cp.NewBoolVar(f"skip{v}")) for v in range(self.n_vertices)]
        some = []
        for e, item in enumerate(self.edge_item):
            on = w.lit(item, self.on_colour)
            if on is None:
                continue
            u, v = self.edge_u[e], self.edge_v[e]
            a, b = cp.NewBoolVar(f"a{e}"), cp.NewBoolVar(f"b{e}")
            arcs += [(u, v, a), (v, u, b)]
            cp.Add(a + b == on)
            some.append(on)
        cp.AddBoolOr(some)  # (no edge can be on: no solution, and no circuit to write)
        if some:
            cp.AddCircuit(arcs)


_EVEN = frozenset({0, 2})


class _LoopCuts:
    """The single loop's cut-set clauses (see the module's docstring)."""

    def __init__(self, lp: SingleLoop, on: list[int | None]) -> None:
        self.lp, self.on = lp, on
        self.var = np.array([abs(lit) if lit else 0 for lit in on], dtype=np.int64)
        self.pos = np.array([bool(lit and lit > 0) for lit in on])
        self.eu = np.asarray(lp.edge_u, dtype=np.int64)
        self.ev = np.asarray(lp.edge_v, dtype=np.int64)

    def cuts(self, values: np.ndarray) -> list[list[int]]:
        """For each loop S of several, with T the next loop: an edge f of S and an edge g of T
        both on imply that some edge leaving S is on. [] when the edges on form one loop (or
        none: the eager clauses see to that)."""
        var, pos, eu, ev, on = self.var, self.pos, self.eu, self.ev, self.on
        edges = np.flatnonzero((var > 0) & (values[var] == pos))
        comp = components(self.lp.n_vertices, eu[edges].tolist(), ev[edges].tolist())
        n_comps = max(comp) + 1 if comp else 0
        if n_comps < 2:
            return []
        label = np.array(comp, dtype=np.int64)
        cu, cv = label[eu], label[ev]
        cross = np.flatnonzero((cu != cv) & (var > 0))
        # an edge with its ends in different components leaves both (unused ends: -1)
        owner = np.concatenate([cu[cross], cv[cross]])
        crossing = np.concatenate([cross, cross])
        keep = owner >= 0
        owner, crossing = owner[keep], crossing[keep]
        order = np.argsort(owner, kind="stable")
        bounds = np.searchsorted(owner[order], np.arange(n_comps + 1))
        crossing = crossing[order].tolist()
        first = [0] * n_comps  # an edge on in each component
        for e in reversed(edges.tolist()):
            first[comp[eu[e]]] = e
        cuts = []
        for k in range(n_comps):
            cut = [-on[first[k]], -on[first[(k + 1) % n_comps]]]
            cut += [on[e] for e in crossing[bounds[k]:bounds[k + 1]]]
            cuts.append(cut)
        return cuts
