"""No shortcuts: labelled paths that could not be made shorter where they come near themselves.

The vertices on a path carry its label (a colour of an item of their own, one item a vertex);
a vertex on no path carries none. Two rules, each a shortcut that a path breaking it would have:

* two neighbours that carry one label have the edge between them on (else the path could go
  from one straight to the other: a chord);
* a vertex that carries no label has no two neighbours of one label, unless they are joined by
  edges on through another neighbour they share (else the path could go through the vertex:
  two edges, where it takes more).

:class:`CarriedShortcuts` also carries the labels along the paths: the two ends of an edge on
carry one label, or neither carries any (a model may then leave a vertex's label to an option of
its own, not to the edges' options: numberlink's relaxation, half the variables and half the
time). dlx refuses it: checked at its leaves, it would list every labelling of the vertices.

A puzzle whose cells may stay empty (numberlink) states with it the answers in which no path can
be made shorter through cells that no other path uses: every answer leads to one of those by
shortening paths, so they say whether there is an answer at all, and whether there is a second
is asked of the one found (:class:`~xcckit.puzzles.Reduction`). The translations make the search
for them several times faster where cells may stay empty (docs/benchmarks.md).

* CNF: a clause for each pair of neighbours and label (the edge on, or one of the two without
  the label; carried, for each end too: the edge off, the end without the label, or the other
  end with it), and for each vertex, pair of its neighbours and label (the vertex with a label,
  one of the two without it, or a shared neighbour joined to both: a variable each, which
  implies its two edges); "the vertex with a label" is one variable of the vertex, which implies
  that one of its labels is there (a 35x48 numberlink's 40 labels in each clause made
  17 million literals; so 2 million).
* CP-SAT: none. The same clauses made CP-SAT's search for a second solution of made 7x6
  numberlinks 100 times slower (0.02 s -> 2-3 s, 2026-11-29), so the CP-SAT backend refuses the
  constraint and a search there asks the puzzle's own model; dlx and zdd refuse it too.
* :meth:`NoShortcuts.check` checks a solution.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..errors import ModelError
from .base import CnfWriter, SideConstraint, colour_of, secondary


class NoShortcuts(SideConstraint):
    """``NoShortcuts(model, edges, labels, colours, on="1")``: ``edges`` are (edge item, vertex,
    vertex), the edge on where its item carries ``on``; ``labels`` maps each vertex to the
    secondary item that carries its label, one of ``colours`` (see the module's docstring)."""

    name = "no shortcuts"
    carry = False
    """Whether the labels are carried along the edges on (:class:`CarriedShortcuts`)."""

    def __init__(self, model, edges: Iterable[tuple[str, str, str]], labels: dict[str, str],
                 colours: Sequence[str], on: str = "1") -> None:
        self._labels = dict(labels)
        self.vertex_names = list(self._labels)
        index = {v: k for k, v in enumerate(self.vertex_names)}
        self.label_item = [secondary(model, self._labels[v], "no shortcuts") for v in self.vertex_names]
        self._edges: list[tuple[str, str, str]] = []
        self.edge_item: dict[tuple[int, int], int] = {}
        self.adj: list[list[int]] = [[] for _ in self.vertex_names]
        for edge in edges:
            if not (isinstance(edge, (tuple, list)) and len(edge) == 3):
                raise TypeError(f"no shortcuts: an edge is (item, vertex, vertex), not {edge!r}")
            name, u, v = edge
            for x in (u, v):
                if x not in index:
                    raise ModelError(f"no shortcuts: vertex {x!r} of edge '{name}' has no label item")
            a, b = index[u], index[v]
            if a == b or (min(a, b), max(a, b)) in self.edge_item:
                raise ModelError(f"no shortcuts: edge '{name}' joins a vertex to itself or two joined ones")
            self.edge_item[min(a, b), max(a, b)] = secondary(model, name, "no shortcuts")
            self.adj[a].append(b)
            self.adj[b].append(a)
            self._edges.append((name, u, v))
        self.colour_names = list(colours)
        self.label_colours = [colour_of(model, c, "no shortcuts") for c in self.colour_names]
        self.on = on
        self.on_colour = colour_of(model, on, "no shortcuts")

    def spec(self) -> tuple:
        return (list(self._edges), dict(self._labels), list(self.colour_names), self.on)

    def fingerprint(self) -> tuple:
        return ("no shortcuts", self.on, list(self.colour_names), list(self.vertex_names), list(self.label_item),
                sorted(self.edge_item.items()), self.carry)

    def colours(self) -> set[tuple[int, int]]:
        out = {(i, self.on_colour) for i in self.edge_item.values()}
        return out | {(i, c) for i in self.label_item for c in self.label_colours}

    def _edge(self, a: int, b: int) -> int:
        return self.edge_item[min(a, b), max(a, b)]

    def _shared(self, x: int, p: int, q: int) -> list[int]:
        """The neighbours of both ``p`` and ``q`` but ``x``."""
        return [y for y in self.adj[p] if y != x and y in self.adj[q]]

    def check(self, model, solution: Iterable[int]) -> str | None:
        colouring = model.colouring(solution)
        colour_ids = dict(zip(self.colour_names, self.label_colours))
        label = []
        for i in self.label_item:
            c = colouring.get(model.names[i])
            label.append(colour_ids.get(c) if c is not None else None)
        on = {key for key, i in self.edge_item.items() if colouring.get(model.names[i]) == self.on}

        def joined(a: int, b: int) -> bool:
            return (min(a, b), max(a, b)) in on

        for (a, b) in self.edge_item:
            if self.carry and joined(a, b) and label[a] != label[b]:
                return (f"no shortcuts: the edge between {self.vertex_names[a]!r} and {self.vertex_names[b]!r} is on "
                        f"but they carry different labels")
            if label[a] is not None and label[a] == label[b] and not joined(a, b):
                return (f"no shortcuts: {self.vertex_names[a]!r} and {self.vertex_names[b]!r} carry one label "
                        f"but the edge between them is off")
        for x, near in enumerate(self.adj):
            if label[x] is not None:
                continue
            for k, p in enumerate(near):
                for q in near[k + 1:]:
                    if (label[p] is not None and label[p] == label[q]
                            and not any(joined(p, y) and joined(y, q) for y in self._shared(x, p, q))):
                        return (f"no shortcuts: {self.vertex_names[p]!r} and {self.vertex_names[q]!r} carry one "
                                f"label and could be joined through {self.vertex_names[x]!r}, which carries none")
        return None

    def cnf(self, w: CnfWriter) -> None:
        labels = [[w.lit(i, c) for c in self.label_colours] for i in self.label_item]
        on = {key: w.lit(i, self.on_colour) for key, i in self.edge_item.items()}
        clauses: list[list[int]] = []
        add, extend = clauses.append, clauses.extend
        for (a, b), e in on.items():
            head = [] if e is None else [e]
            extend(head + [-la, -lb] for la, lb in zip(labels[a], labels[b]) if la is not None and lb is not None)
            if self.carry and e is not None:
                for x, y in ((a, b), (b, a)):
                    extend([-e, -lx] + ([] if ly is None else [ly]) for lx, ly in zip(labels[x], labels[y])
                           if lx is not None)
        for x, near in enumerate(self.adj):
            carried = [lit for lit in labels[x] if lit is not None]
            if len(carried) > 1:  # (one literal for "x carries a label", not every label's in each clause)
                some = w.var()
                add([-some] + carried)
                carried = [some]
            for k, p in enumerate(near):
                for q in near[k + 1:]:
                    pairs = [(-lp, -lq) for lp, lq in zip(labels[p], labels[q]) if lp is not None and lq is not None]
                    if not pairs:
                        continue
                    through = []
                    for y in self._shared(x, p, q):
                        ep, eq = on[min(p, y), max(p, y)], on[min(q, y), max(q, y)]
                        if ep is not None and eq is not None:
                            t = w.var()
                            add([-t, ep])
                            add([-t, eq])
                            through.append(t)
                    extend([*carried, *pair, *through] for pair in pairs)
        w.add_clauses(clauses)


class CarriedShortcuts(NoShortcuts):
    """:class:`NoShortcuts` that also carries the labels along the edges on: the two ends of an
    edge on carry one label, or neither carries any (see the module's docstring)."""

    name = "no shortcuts, carried"
    carry = True
