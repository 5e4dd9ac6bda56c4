"""Sized regions: each connected region of the vertices that carry a colour holds exactly one clue
vertex, and as many vertices as its clue says (nurikabe's islands); a clue of size None says
nothing of its region's size (a number the puzzle does not give: nurikabe's ``?``).

* CNF: each vertex that can carry the colour gets a label per clue that can reach it (within
  the clue's size less one steps of the graph, or any number without one): it carries the colour exactly when it has one
  label; a clue vertex has its own; two neighbours that both carry it have the same label; each
  label is on exactly its clue's size of vertices. The labels of a solution are then its
  regions' clues, so they are determined by it. What is left, that each label's vertices hang
  together, is written by layers for a clue of a size s (:func:`_layers`: "v is labelled and at
  most t steps from the clue through labelled vertices", t < s; a published 14x24 nurikabe went
  from no answer in 30 s to 4.6 s, a 20x36 from none to 8 s, 2026-11-28) up to :data:`LAYERS`
  layers a clue (a 32x32 nurikabe's island of 994 would take a million), and cut lazily for a
  clue of any size: a piece of a label's vertices apart from its clue must reach out
  (a vertex of it labelled so -> some vertex next to the piece labelled so; for each vertex of a
  piece of at most :data:`~.connected.EVERY_VERTEX`, as :class:`~.connected.Connected` cuts).
  A clue the model says is ``uncounted`` (its size implied by the rest of the model) gets no
  count of its label. Cutting the 50s of a 40x57 nurikabe lazily instead of by layers was slower
  (no answer in 100 s against 44 s), and restricting each vertex's labels to the clues
  nurikabe's settling lets reach it gained nothing (its clues are nearly those already).
* CP-SAT: the same labels, and distances from the clue vertices (:mod:`.reach`) for the rest.
* A search: :meth:`SizedRegions.pruning` (a :class:`~.base.RegionRule`, ``"sized"``): a piece
  of the colour with two clues, too large, closed off at the wrong size, or unable to reach its
  size prunes a partial solution; a frontier method carries a label, a size and a clue per
  vertex.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

import numpy as np

from ..errors import ModelError
from .base import RegionRule, Carried, CnfWriter, CpWriter, Graph, SideConstraint, boundary, colour_of, regions
from .connected import as_array, cut_at, holding
from .reach import reach

LAYERS = 200_000
"""A clue's layers at most (its labelled vertices' ``size - distance`` summed): beyond, its
connectedness is cut lazily (a 32x32 nurikabe's island of 994 would take a million)."""


def clue_reach(adj: Sequence[Sequence[int]], clues: Sequence[tuple[int, int]]) -> list[list[int]]:
    """For each vertex of the graph ``adj`` (vertex -> its neighbours), the clues (indices into
    ``clues``, pairs (vertex, size); size None: any) whose region may hold it: those within their
    size less one steps of it (any number of steps for a size None), on paths that neither enter another clue's vertex nor a vertex next to one (a
    vertex next to clue k' that carries the colour is in k''s region: it is no other clue's,
    and no other region passes through it). A vertex without any is in no region. On a 50x50
    nurikabe with 853 numbers that leaves 4,545 labels of 11,485."""
    labels: list[list[int]] = [[] for _ in range(len(adj))]
    clue_at = {c: k for k, (c, _) in enumerate(clues)}
    near: dict[int, set[int]] = {}  # vertex -> the clues next to it
    for k, (c, _) in enumerate(clues):
        for v in adj[c]:
            near.setdefault(v, set()).add(k)
    for k, (c, size) in enumerate(clues):
        dist = {c: 0}
        frontier = [c]
        for step in range(1, len(adj) if size is None else size):  # (breadth first, each vertex once)
            if not frontier:
                break
            nxt = []
            for u in frontier:
                for v in adj[u]:
                    if v not in dist and v not in clue_at and near.get(v, {k}) == {k}:
                        dist[v] = step
                        nxt.append(v)
            frontier = nxt
        for v in dist:
            labels[v].append(k)
    return labels


class SizedRegions(SideConstraint):
    """Every region (connected set, in the graph of ``edges``) of the vertices that carry
    ``colour`` holds exactly one of the ``clues`` (vertex name -> size, or None: any size) and has
    its size; every clue vertex carries the colour."""

    name = "sized regions"

    def __init__(self, model, vertices: Iterable[str], edges: Iterable[tuple[str, str]], colour: str,
                 clues: Mapping[str, int], uncounted: Iterable[str] = ()) -> None:
        """``uncounted``: clues whose size the rest of the model implies (nurikabe's largest
        island, where the sea's count is given): the CNF counts none of their vertices (a count
        of 994 of 1,022 labels cost a 32x32 nurikabe 3 s); the checker and CP-SAT still do."""
        vertices, edges = list(vertices), list(edges)
        self.graph = g = Graph(model, vertices, edges, "sized regions")
        self.colour = colour
        self.colour_id = colour_of(model, colour, "sized regions")
        if not isinstance(clues, Mapping):
            raise TypeError(f"sized regions: clues are a mapping of vertex -> size, not {type(clues).__name__}")
        self.clue_names = list(clues)
        self.clues: list[tuple[int, int]] = []  # (vertex, size)
        for name, size in clues.items():
            i = model.index.get(name) if isinstance(name, str) else None
            if i is None or i not in g.vertex:
                raise ModelError(f"sized regions: clue {name!r} is not one of its vertices")
            if size is not None and (isinstance(size, bool) or not isinstance(size, int) or size < 1):
                raise ModelError(f"sized regions: the size of clue '{name}' is {size!r}, not a whole number >= 1 "
                                 "(or None: any)")
            self.clues.append((g.vertex[i], size))
        self.carried = Carried(g.items, self.colour_id)
        self.labels = clue_reach(self.graph.adj, self.clues)
        self.uncounted_names = list(uncounted)
        bad = [name for name in self.uncounted_names if name not in clues]
        if bad:
            raise ModelError(f"sized regions: uncounted clue {bad[0]!r} is not a clue")
        self.uncounted = {k for k, name in enumerate(self.clue_names) if name in self.uncounted_names}

    def spec(self) -> tuple:
        return (*self.graph.spec(), self.colour, {nm: size for nm, (_, size) in zip(self.clue_names, self.clues)},
                self.uncounted_names)

    def fingerprint(self) -> tuple:
        return ("sized regions", self.colour, list(self.graph.items), self.graph.edges, self.clues,
                sorted(self.uncounted))

    def colours(self) -> set[tuple[int, int]]:
        return {(i, self.colour_id) for i in self.graph.items}

    def pruning(self) -> RegionRule:
        sizes = [0] * len(self.graph)
        for v, size in self.clues:
            sizes[v] = -1 if size is None else size
        return RegionRule("sized", tuple(self.graph.items), tuple(self.graph.edges), self.colour_id, tuple(sizes))

    def check(self, model, solution: Iterable[int]) -> str | None:
        names = self.graph.names
        carried = self.carried.of(model, solution)
        size_of = dict(self.clues)
        for c, _ in self.clues:
            if c not in carried:
                return f"sized regions: clue '{names[c]}' does not carry colour {self.colour}"
        for region in regions(self.graph.adj, carried):
            inside = [v for v in region if v in size_of]
            if not inside:
                return f"sized regions: the region of '{names[region[0]]}' holds no clue"
            if len(inside) > 1:
                return f"sized regions: clues '{names[inside[0]]}' and '{names[inside[1]]}' are in one region"
            if size_of[inside[0]] is not None and len(region) != size_of[inside[0]]:
                return (f"sized regions: the region of clue '{names[inside[0]]}' has {len(region)} vertices, "
                        f"its clue says {size_of[inside[0]]}")
        return None

    def cnf(self, w: CnfWriter) -> "_RegionCuts":
        g = self.graph
        act = [w.lit(i, self.colour_id) for i in g.items]
        lab: list[dict[int, int]] = [{} for _ in range(len(g))]
        for v, ks in enumerate(self.labels):
            if act[v] is None:
                continue
            if not ks:
                w.clause([-act[v]])
                continue
            for k in ks:
                lab[v][k] = x = w.var()
                w.clause([-x, act[v]])
            w.clause([-act[v]] + list(lab[v].values()))
            if len(ks) > 1:
                w.cardinality(list(lab[v].values()), 0, 1)
        at, labelled = _by_clue(lab, len(self.clues))
        for k, (c, size) in enumerate(self.clues):
            if k not in lab[c]:  # (a clue vertex that cannot carry the colour)
                w.clause([])
                continue
            w.clause([lab[c][k]])
            if size is not None and k not in self.uncounted:
                w.cardinality(labelled[k], size, size)
        for u, v in g.edges:
            for a, b in ((u, v), (v, u)):
                if act[b] is None:
                    continue
                for k, x in lab[a].items():
                    w.clause([-x, -act[b]] + ([lab[b][k]] if k in lab[b] else []))
        for k, (c, size) in enumerate(self.clues):
            if size is not None and size > 1 and k in lab[c]:
                _layers(w, g.adj, [x.get(k) for x in lab], c, size)
        return _RegionCuts(self, lab, at, labelled)

    def cp(self, w: CpWriter) -> None:
        g, cp = self.graph, w.cp
        act = [w.lit(i, self.colour_id) for i in g.items]
        lab: list[dict] = [{} for _ in range(len(g))]
        for v, ks in enumerate(self.labels):
            if act[v] is None:
                continue
            if not ks:
                cp.Add(act[v] == 0)
                continue
            for k in ks:
                lab[v][k] = cp.NewBoolVar(f"l{v}_{k}")
            cp.Add(sum(lab[v].values()) == act[v])
        for k, (c, size) in enumerate(self.clues):
            if k not in lab[c]:
                cp.AddBoolOr([])
                continue
            cp.Add(lab[c][k] == 1)
            if size is not None:
                cp.Add(sum(lab[v][k] for v in range(len(g)) if k in lab[v]) == size)
        for u, v in g.edges:
            for a, b in ((u, v), (v, u)):
                if act[b] is None:
                    continue
                for k, x in lab[a].items():
                    if k in lab[b]:
                        cp.AddImplication(x, lab[b][k]).OnlyEnforceIf(act[b])
                    else:
                        cp.AddImplication(x, act[b].Not())
        roots = [False] * len(g)
        for c, _ in self.clues:
            roots[c] = True
        arcs = [(u, v, True) for u, v in g.edges] + [(v, u, True) for u, v in g.edges]
        reach(cp, len(g), act, roots, arcs)


def _layers(w: CnfWriter, adj, lab: list, c: int, size: int) -> None:
    """A label's vertices hang together with its clue ``c``: ``r[v, t]`` "v is labelled and at
    most t steps from c through labelled vertices", for t from v's distance to ``size - 1``; a
    labelled vertex is within ``size - 1`` steps (a region of ``size`` vertices is that close).
    Nothing beyond :data:`LAYERS` layers: the lazy cuts do it then."""
    dist = {c: 0}
    order = [c]
    for u in order:
        for v in adj[u]:
            if v not in dist and lab[v] is not None and dist[u] + 1 < size:
                dist[v] = dist[u] + 1
                order.append(v)
    if sum(size - dist[v] for v in order) > LAYERS:
        return  # (the lazy cuts hold it together)
    r: dict[tuple[int, int], int] = {(c, t): lab[c] for t in range(size)}
    for v in order[1:]:
        for t in range(dist[v], size):
            r[v, t] = w.var()
    for v in order[1:]:
        for t in range(dist[v], size):
            x = r[v, t]
            w.clause([-x, lab[v]])
            w.clause([-x] + [r[u, t - 1] for u in adj[v] + [v] if (u, t - 1) in r])
    for v, x in enumerate(lab):
        if x is not None and v != c:
            w.clause([-x, r[v, size - 1]] if (v, size - 1) in r else [-x])


def _by_clue(lab: list[dict[int, int]], clues: int) -> tuple[list[list[int]], list[list[int]]]:
    """Per clue, the vertices that may carry its label (ascending) and the label's literals
    there, from each vertex's labels ``lab`` (one pass over the vertices, not one a clue)."""
    at: list[list[int]] = [[] for _ in range(clues)]
    lits: list[list[int]] = [[] for _ in range(clues)]
    for v, mine in enumerate(lab):
        for k, lit in mine.items():
            at[k].append(v)
            lits[k].append(lit)
    return at, lits


class _RegionCuts:
    """:class:`SizedRegions`' lazy cuts (see the module's docstring)."""

    def __init__(self, c: SizedRegions, lab: list[dict[int, int]], at: list[list[int]], lits: list[list[int]]) -> None:
        """``at``, ``lits``: per clue, the vertices that may carry its label and those labels'
        literals (:func:`_by_clue`)."""
        self.c, self.lab = c, lab
        self.labelled = [(np.array(a, dtype=np.int64), as_array(x)) for a, x in zip(at, lits)]

    def cuts(self, values: np.ndarray) -> list[list[int]]:
        """The clauses a piece of a label apart from its clue breaks."""
        c, lab, adj = self.c, self.lab, self.c.graph.adj
        out = []
        for k, (clue, _) in enumerate(c.clues):
            at, lits = self.labelled[k]
            mine = set(at[holding(values, lits)].tolist())
            for piece in regions(adj, mine):
                if clue in piece:
                    continue
                reach_out = [lab[s][k] for s in boundary(adj, piece) if k in lab[s]]
                out += [[-lab[v][k]] + reach_out for v in cut_at(piece)]
        return out
