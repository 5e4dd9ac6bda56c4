"""Reach counts: from each clue vertex, as many vertices of a colour are reachable through that
colour as the clue says (kurotto's circles: the shaded cells of the blocks next to a circle).

For a clue vertex c with count k, the vertices *reached* from c are those that carry the colour
and that a path from c reaches through vertices carrying it, c itself aside (its own colour
does not matter, and no path passes through it): the regions of the colour next to c, in the
graph without c. There are exactly k of them.

* CNF: for each clue, a variable ``r(v, j)`` "v is reached within j steps" per vertex v that a
  path of at most k steps from c reaches through vertices that can carry the colour, and j from
  its least number of steps d(v) to k (a reached vertex is at most k steps away: the path to it
  inside the reached set has at most k vertices). ``r(v, j)`` implies ``r(v, j + 1)``;
  ``r(v, k)`` ("reached") implies that v carries the colour; a neighbour of c that carries it
  is reached in one step; any other ``r(v, j)`` needs a neighbour u with ``r(u, j - 1)``, so
  that a chain of fewer and fewer steps leads from every reached vertex to c (no piece of them
  stands apart supporting itself); a reached vertex's neighbour that carries the colour is
  reached, or where it is beyond k steps, does not carry it; exactly k vertices are reached (the
  encoding's cardinality). The ``r(v, k)`` of a solution are then its reached set; the ``r(v,
  j)`` below k are not determined by it, which a search that blocks its solutions' options does
  not mind. A label per vertex with lazy cuts for the pieces apart from c (as
  :class:`~.regions.SizedRegions` does) was far slower on the published kurottos: 70 s of CPU
  for them all against 8, 13 s for one 10x15 that the steps solve and prove unique in 0.4 s
  (one 15x15 took 24 rounds of cuts, 3,864 cuts).
* CP-SAT: a label per vertex within k steps, held by the same clauses, k of them, and
  distances from c through the labelled vertices (:mod:`.reach`) for the rest: every label and
  distance is determined by the solution, so an enumeration meets each once.
* A search: no region rule; a search checks it at its leaves.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from ..errors import ModelError
from .base import Carried, CnfWriter, CpWriter, Graph, SideConstraint, colour_of
from .reach import reach


def within(adj: Sequence[Sequence[int]], c: int, k: int, possible: Sequence[bool]) -> dict[int, int]:
    """The vertices that a path of 1 to ``k`` steps from ``c`` reaches through ``possible``
    vertices (c aside), each with its number of steps (breadth first)."""
    dist = {c: 0}
    frontier = [c]
    for step in range(1, k + 1):
        nxt = []
        for u in frontier:
            for v in adj[u]:
                if v not in dist and possible[v]:
                    dist[v] = step
                    nxt.append(v)
        if not nxt:
            break
        frontier = nxt
    del dist[c]
    return dist


def reached(adj: Sequence[Sequence[int]], c: int, carried: set[int]) -> set[int]:
    """The vertices of ``carried`` that a path from ``c`` reaches through ``carried`` (c aside)."""
    seen = {v for v in adj[c] if v in carried and v != c}
    todo = list(seen)
    while todo:
        for v in adj[todo.pop()]:
            if v in carried and v not in seen and v != c:
                seen.add(v)
                todo.append(v)
    return seen


class ReachCount(SideConstraint):
    """From each of the ``clues`` (vertex name -> a whole number >= 0), exactly that many vertices
    carrying ``colour`` are reached through vertices carrying it, in the graph of ``edges`` (see
    the module's docstring: the clue vertex itself aside)."""

    name = "reach count"

    def __init__(self, model, vertices: Iterable[str], edges: Iterable[tuple[str, str]], colour: str,
                 clues: Mapping[str, int]) -> None:
        self.graph = g = Graph(model, vertices, edges, "reach count")
        self.colour = colour
        self.colour_id = colour_of(model, colour, "reach count")
        if not isinstance(clues, Mapping):
            raise TypeError(f"reach count: clues are a mapping of vertex -> count, not {type(clues).__name__}")
        self.clue_names = list(clues)
        self.clues: list[tuple[int, int]] = []  # (vertex, count)
        for name, count in clues.items():
            i = model.index.get(name) if isinstance(name, str) else None
            if i is None or i not in g.vertex:
                raise ModelError(f"reach count: clue {name!r} is not one of its vertices")
            if isinstance(count, bool) or not isinstance(count, int) or count < 0:
                raise ModelError(f"reach count: the count of clue '{name}' is {count!r}, not a whole number >= 0")
            self.clues.append((g.vertex[i], count))
        self.carried = Carried(g.items, self.colour_id)

    def spec(self) -> tuple:
        return (*self.graph.spec(), self.colour, {nm: k for nm, (_, k) in zip(self.clue_names, self.clues)})

    def fingerprint(self) -> tuple:
        return ("reach count", self.colour, list(self.graph.items), self.graph.edges, self.clues)

    def colours(self) -> set[tuple[int, int]]:
        return {(i, self.colour_id) for i in self.graph.items}

    def check(self, model, solution: Iterable[int]) -> str | None:
        carried = self.carried.of(model, solution)
        for c, k in self.clues:
            got = len(reached(self.graph.adj, c, carried))
            if got != k:
                return (f"reach count: clue '{self.graph.names[c]}' reaches {got} vertices of colour {self.colour}, "
                        f"its count says {k}")
        return None

    def _labelled(self, act: Sequence) -> list[dict[int, int]]:
        """For each clue, the vertices that may be labelled, with their steps from it."""
        possible = [a is not None for a in act]
        return [within(self.graph.adj, c, k, possible) for c, k in self.clues]

    def cnf(self, w: CnfWriter) -> None:
        adj = self.graph.adj
        act = [w.lit(i, self.colour_id) for i in self.graph.items]
        for (c, k), near in zip(self.clues, self._labelled(act)):
            if len(near) < k:
                w.clause([])
                continue
            if k == 0:  # (nothing reached: c's neighbours do not carry the colour)
                for v in adj[c]:
                    if act[v] is not None:
                        w.clause([-act[v]])
                continue
            within_j = {v: {j: w.var() for j in range(d, k + 1)} for v, d in near.items()}
            for v, d in near.items():
                r = within_j[v]
                w.clause([-r[k], act[v]])
                for j in range(d, k):
                    w.clause([-r[j], r[j + 1]])
                if d == 1:
                    w.clause([-act[v], r[1]])
                else:  # (reached within j steps: a neighbour within j - 1)
                    for j in range(d, k + 1):
                        w.clause([-r[j]] + [within_j[u][j - 1] for u in adj[v] if near.get(u, k) < j])
                for u in adj[v]:
                    if u != c and act[u] is not None:
                        w.clause([-r[k], -act[u]] + ([within_j[u][k]] if u in near else []))
            w.cardinality([within_j[v][k] for v in near], k, k)
        return None

    def cp(self, w: CpWriter) -> None:
        adj, cp = self.graph.adj, w.cp
        act = [w.lit(i, self.colour_id) for i in self.graph.items]
        for n, ((c, k), near) in enumerate(zip(self.clues, self._labelled(act))):
            lab = {v: cp.NewBoolVar(f"rc{n}_{v}") for v in near}
            if len(lab) < k:
                cp.AddBoolOr([])
                continue
            if k == 0:  # (nothing reached: c's neighbours do not carry the colour)
                for v in adj[c]:
                    if act[v] is not None:
                        cp.Add(act[v] == 0)
                continue
            for v, x in lab.items():
                cp.AddImplication(x, act[v])
                if near[v] == 1:
                    cp.AddImplication(act[v], x)
                for u in adj[v]:
                    if u == c or act[u] is None:
                        continue
                    cp.AddBoolOr([x.Not(), act[u].Not()] + ([lab[u]] if u in lab else []))
            cp.Add(sum(lab.values()) == k)
            order = [c] + list(lab)  # (c is vertex 0 of the distances, its root)
            at = {v: j for j, v in enumerate(order)}
            arcs = [(at[u], at[v], True) for u in order for v in adj[u] if v in lab]
            reach(cp, len(order), [True] + list(lab.values()), [True] + [None] * len(lab), arcs, name=f"rd{n}_")
