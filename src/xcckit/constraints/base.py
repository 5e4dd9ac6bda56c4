"""What every side constraint is: the interface the model, the checker and the backends use.

A side constraint restricts the solutions of an XCC model beyond what items, options and colours
say (a single loop, a connected region). Everything about one constraint lives in its own module
of this package: what it says (its constructor checks it), its checker, its CNF translation (the
clauses, and the cuts a solve-and-cut loop adds), its CP-SAT translation, and what the searches
do with it. A backend asks the constraint for the part it needs and names no constraint class:

* ``cnf(writer)`` writes clauses through a :class:`CnfWriter` and returns None, or a
  :class:`Cuts` whose ``cuts(value)`` gives the clauses a candidate solution violates (lazy
  cuts: the sat backend solves, asks for cuts, adds them and solves again);
* ``cp(writer)`` writes CP-SAT constraints through a :class:`CpWriter`;
* ``pruning()`` describes it, where it is a rule about the regions of a graph on secondary
  items, as a :class:`RegionRule` (one field one meaning), which a search that checks it at its
  leaves may also check on partial solutions and the frontier method carry in its states;
* ``implied``: whether the model's own items and options imply it (a redundant count): then no
  search needs it.

What each backend does with each kind of constraint (translate it, prune by it, check it at the
leaves, carry it in a frontier, or refuse it) is the backend's own declaration
(:attr:`xcckit.backends.base.Backend.constraints`), not the constraint's.

A constraint refers to the model's secondary items by id and to a colour by its id; the
vertices of a graph constraint are secondary items and "carry a colour" when a chosen option
gives the item that colour (an item no chosen option uses carries none).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import numpy as np

from ..errors import ModelError


class CnfWriter(Protocol):
    """What a constraint's CNF translation may use of the encoding (the sat backend's)."""

    def lit(self, item: int, colour: int) -> int | None:
        """The literal "``item`` carries ``colour``" (None: no option gives it that colour)."""

    def var(self) -> int:
        """A new variable."""

    def clause(self, literals: Sequence[int]) -> None:
        """Add a clause (an empty one: no solution)."""

    def add_clauses(self, clauses: list[list[int]]) -> None:
        """Add clauses (lists, taken as they are: a constraint's hundreds of thousands at once)."""

    def cardinality(self, literals: Sequence[int], lo: int, hi: int) -> None:
        """Between ``lo`` and ``hi`` of ``literals`` are true."""

    def check(self) -> None:
        """Raise when the translation's deadline has passed (a long translation looks now and then)."""

    def implied_count(self, items: Sequence[int], colour: int, counts: frozenset[int]) -> bool:
        """Whether the encoding already implies that the number of ``items`` carrying ``colour``
        is one of ``counts`` (a table over exactly these items that allows nothing else)."""


class CpWriter(Protocol):
    """What a constraint's CP-SAT translation may use of the encoding."""

    cp: Any  # the CpModel

    def lit(self, item: int, colour: int) -> Any | None:
        """The Boolean "``item`` carries ``colour``" (None: no option gives it that colour)."""

    def cover(self, literals: Sequence[Any], lo: int, hi: int) -> None:
        """Between ``lo`` and ``hi`` of ``literals`` are true."""


class Cuts(Protocol):
    """A CNF translation's lazy part."""

    def cuts(self, value) -> list[list[int]]:
        """The clauses violated by a candidate solution, ``value(lit)`` its truth values; [] when
        the constraint holds there."""


@dataclass(frozen=True)
class RegionRule:
    """A side constraint that is a rule about the regions of a graph on secondary items: what a
    search can check of it on a partial solution and what a frontier method carries in its
    states; the backends say what they do with it (``Backend.constraints``)."""

    kind: str
    """``"connected"`` (the vertices carrying :attr:`colour` hang together), ``"sized"`` (each
    region of :attr:`colour` holds one clue vertex and has its size: :attr:`clues`) or
    ``"groups"`` (each group of a colour of :attr:`sizes` has that colour's size)."""
    items: tuple[int, ...]
    """The item of each vertex."""
    edges: tuple[tuple[int, int], ...]
    """The edges, as pairs of vertices."""
    colour: int = 0
    """The colour id the rule is about (connected, sized)."""
    clues: tuple[int, ...] | None = None
    """Sized regions: each vertex's clue's size, 0 where it holds no clue, -1 for a clue of any size."""
    sizes: dict[int, int] | None = None
    """Groups: colour id -> the size of its groups."""

    @property
    def every_size_given(self) -> bool:
        """Whether no clue is of any size (-1)."""
        return self.clues is None or -1 not in self.clues


class SideConstraint:
    """The base of every side constraint (see the module's docstring for the parts)."""

    name = "?"
    """How messages name it ("single loop", "connected")."""
    implied = False
    """Whether the model's items and options imply it (a redundant count): a search may leave it
    to them."""

    def check(self, model, solution: Iterable[int]) -> str | None:
        """Why ``solution`` (option indices of ``model``) breaks the constraint, or None."""
        raise NotImplementedError

    def pruning(self) -> "RegionRule | None":
        """The constraint as a rule about the regions of a graph (:class:`RegionRule`), or None
        where it is none."""
        return None

    def colours(self) -> set[tuple[int, int]]:
        """The (item, colour) pairs the translations need a literal for."""
        return set()

    def spec(self) -> tuple:
        """The constructor's arguments after the model, with items by name: ``type(self)(other,
        *self.spec())`` is the same constraint on another model with the same item names (a
        subproblem, a restriction)."""
        raise NotImplementedError

    def fingerprint(self) -> tuple:
        """Values that decide what the constraint allows (a journal's fingerprint hashes them)."""
        raise NotImplementedError

    def cnf(self, w: CnfWriter) -> Cuts | None:
        raise NotImplementedError

    def cp(self, w: CpWriter) -> None:
        raise NotImplementedError

    def copy_to(self, model) -> "SideConstraint":
        """The same constraint on ``model`` (the same item names)."""
        return type(self)(model, *self.spec())


def secondary(model, name: object, what: str) -> int:
    """The id of the secondary item ``name`` of ``model``; else a ModelError naming ``what``."""
    i = model.index.get(name) if isinstance(name, str) else None
    if i is None:
        raise ModelError(f"{what}: unknown item {name!r}")
    if model.is_primary[i]:
        raise ModelError(f"{what}: '{name}' is a primary item (a vertex or an edge is a secondary item)")
    return i


def colour_of(model, colour: object, what: str) -> int:
    """The id of ``colour`` (interned when new); a bad colour is a ModelError naming ``what``."""
    if not isinstance(colour, str):
        raise TypeError(f"{what}: expected a colour (one character), not {type(colour).__name__} {colour!r}")
    try:
        return model.colour_id(colour)
    except ModelError as err:
        raise ModelError(f"{what}: {err}") from None


class Graph:
    """Vertices (secondary items) and the edges between them, as a constraint on vertices keeps
    them: ``items[v]`` the item of vertex v, ``adj[v]`` its neighbours."""

    def __init__(self, model, vertices: Iterable[str], edges: Iterable[tuple[str, str]], what: str) -> None:
        vertices, edges = list(vertices), list(edges)
        if not self._quick(model, vertices, edges):
            self._checked(model, vertices, edges, what)

    def _quick(self, model, vertices: list, edges: list) -> bool:
        """The graph read without a check a name at a time, where every name is a secondary
        item given once and every edge a pair of two of them (a fillomino's graphs took 1-3 ms
        each so); False where something is wrong (:meth:`_checked` then says what)."""
        index, primary = model.index, model.is_primary
        items = [index.get(name) if isinstance(name, str) else None for name in vertices]
        if None in items or len(set(items)) != len(items) or any(primary[i] for i in items):
            return False
        at = dict(zip(vertices, range(len(vertices))))
        adj: list[list[int]] = [[] for _ in items]
        out: list[tuple[int, int]] = []
        seen: set[tuple[int, int]] = set()
        for pair in edges:
            if type(pair) not in (tuple, list) or len(pair) != 2:
                return False
            try:
                u, v = at.get(pair[0]), at.get(pair[1])
            except TypeError:  # (an unhashable name)
                return False
            if u is None or v is None or u == v:
                return False
            key = (u, v) if u < v else (v, u)
            if key in seen:
                continue
            seen.add(key)
            out.append(key)
            adj[u].append(v)
            adj[v].append(u)
        self.names, self.items, self.adj, self.edges = vertices, items, adj, out
        self.vertex = dict(zip(items, range(len(items))))
        return True

    def _checked(self, model, vertices: list, edges: list, what: str) -> None:
        """The graph read a name at a time, a ModelError or TypeError naming ``what`` at the
        first thing wrong."""
        self.names: list[str] = []
        self.items: list[int] = []
        self.vertex: dict[int, int] = {}
        for name in vertices:
            i = secondary(model, name, what)
            if i in self.vertex:
                raise ModelError(f"{what}: vertex '{name}' is given twice")
            self.vertex[i] = len(self.items)
            self.items.append(i)
            self.names.append(name)
        self.adj: list[list[int]] = [[] for _ in self.items]
        self.edges: list[tuple[int, int]] = []
        seen: set[tuple[int, int]] = set()
        for pair in edges:
            if not (isinstance(pair, (tuple, list)) and len(pair) == 2):
                raise TypeError(f"{what}: an edge is a pair of vertex names, not {pair!r}")
            u, v = (self._vertex(model, x, what) for x in pair)
            if u == v:
                raise ModelError(f"{what}: edge {pair[0]!r}-{pair[1]!r} joins a vertex to itself")
            key = (min(u, v), max(u, v))
            if key in seen:
                continue
            seen.add(key)
            self.edges.append(key)
            self.adj[u].append(v)
            self.adj[v].append(u)

    def _vertex(self, model, name: object, what: str) -> int:
        i = secondary(model, name, what)
        v = self.vertex.get(i)
        if v is None:
            raise ModelError(f"{what}: edge end '{name}' is not one of its vertices")
        return v

    def __len__(self) -> int:
        return len(self.items)

    def spec(self) -> tuple[list[str], list[tuple[str, str]]]:
        return list(self.names), [(self.names[u], self.names[v]) for u, v in self.edges]


class Carried:
    """Which vertices of a graph constraint each option makes carry the colour: read off the
    model once, so that a check of a solution looks only at its options."""

    def __init__(self, items: Sequence[int], colour: int) -> None:
        # (the items' positions are looked up once a solution is checked, not here: a model of
        # fillomino makes 652 of these over 3,200 vertices, half a second of dicts)
        self.items = items
        self.colour = colour
        self._by_option: list[tuple[int, ...]] | None = None
        self._options = -1

    def of(self, model, solution: Iterable[int]) -> set[int]:
        """The positions (in ``items``) that carry the colour in ``solution``."""
        if self._by_option is None or self._options != model.n_options:
            self._read(model)
        by = self._by_option
        out: set[int] = set()
        for o in solution:
            out.update(by[o])
        return out

    def _read(self, model) -> None:
        start, items, cols = model.opt_start, model.occ_item, model.occ_colour
        position, colour = {i: k for k, i in enumerate(self.items)}, self.colour
        by = []
        for o in range(model.n_options):
            mine = tuple(position[items[k]] for k in range(start[o], start[o + 1])
                         if cols[k] == colour and items[k] in position)
            by.append(mine)
        self._by_option, self._options = by, model.n_options


def components(n: int, us: Sequence[int], vs: Sequence[int]) -> list[int]:
    """Component numbers 0, 1, ... (in order of first edge) of the vertices of the graph on ``n``
    vertices with edges (us[k], vs[k]); -1 for a vertex on no edge. (Union-find with path halving.)"""
    parent = list(range(n))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for u, v in zip(us, vs):
        a, b = find(u), find(v)
        if a != b:
            parent[a] = b
    comp = [-1] * n
    number: dict[int, int] = {}
    for u in us:
        r = find(u)
        if r not in number:
            number[r] = len(number)
        comp[u] = number[r]
    for v in vs:
        comp[v] = number[find(v)]
    return comp


def regions(adj: Sequence[Sequence[int]], members: set[int]) -> list[list[int]]:
    """The connected regions of ``members`` (vertices) in the graph ``adj``, each in the order a
    breadth-first search from its least vertex meets them; regions by their least vertex."""
    seen: set[int] = set()
    out = []
    for s in sorted(members):
        if s in seen:
            continue
        seen.add(s)
        region = [s]
        for u in region:
            for v in adj[u]:
                if v in members and v not in seen:
                    seen.add(v)
                    region.append(v)
        out.append(region)
    return out


def boundary(adj: Sequence[Sequence[int]], region: Iterable[int]) -> list[int]:
    """The vertices outside ``region`` next to it, ascending."""
    inside = set(region)
    return sorted({v for u in inside for v in adj[u] if v not in inside})


def kept(cache: dict, key, make: Callable[[], Any], most: int) -> Any:
    """``cache[key]``, made by ``make()`` the first time it is asked for; ``cache`` holds at most
    ``most`` entries, the oldest dropped first (what a graph's constraints work out once: the same
    for every puzzle of a grid's size)."""
    found = cache.get(key)
    if found is None:
        found = make()
        if len(cache) >= most:
            cache.pop(next(iter(cache)))
        cache[key] = found
    return found


def csr(lists: Sequence[Sequence[int]]) -> tuple[np.ndarray, np.ndarray]:
    """Lists (a vertex's neighbours, say) as compressed rows for a compiled kernel: ``start``
    (int64, one more than the lists: list k is ``flat[start[k]:start[k + 1]]``) and ``flat``."""
    start = np.zeros(len(lists) + 1, dtype=np.int64)
    if len(lists):
        np.cumsum([len(x) for x in lists], out=start[1:])
    return start, np.fromiter((v for x in lists for v in x), dtype=np.int64, count=int(start[-1]))
