"""Reachability, as the graph constraints translate it for CP-SAT, written once.

Every vertex v gets a distance ``d[v]`` in 0..n (n the number of vertices, "unreached"): a root
has 0; another present vertex has one more than the least distance among its neighbours through
an arc that is there (an arc's term is the distance of its tail when the arc is on, else n); a
vertex that is not there has n; a present vertex must have less than n. Distances so defined are
the breadth-first distances from the roots, so they exist exactly when every present vertex is
reached from a root, and they are unique: every solution of the model has one assignment of them
(an enumeration counts each solution once, which a choice of spanning tree or of arc directions
would not give). A component without a root has a vertex of least distance, whose neighbours
in it are no nearer: no assignment.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

Lit = Any  # a CP-SAT Boolean, True (always) or None/False (never)


def reach(cp, n: int, present: Sequence[Lit], root: Sequence[Lit], arcs: Sequence[tuple[int, int, Lit]],
          name: str = "d") -> list:
    """Constrain the distances (see the module's docstring) and return them. ``present[v]`` and
    ``root[v]`` are literals, True or None (never); an arc ``(u, v, lit)`` lets v be reached from
    u when ``lit`` holds (True: always, when u is present)."""
    big = n
    d = [cp.NewIntVar(0, big, f"{name}{v}") if present[v] is not None else big for v in range(n)]
    into: list[list] = [[] for _ in range(n)]
    for u, v, lit in arcs:
        if present[u] is None or present[v] is None or lit is None or lit is False:
            continue
        if lit is True:
            into[v].append(d[u])  # an absent tail has distance n already
        else:
            t = cp.NewIntVar(0, big, f"{name}{u}_{v}")
            cp.Add(t == d[u]).OnlyEnforceIf(lit)
            cp.Add(t == big).OnlyEnforceIf(_not(lit))
            into[v].append(t)
    for v in range(n):
        here = present[v]
        if here is None:
            continue
        r = root[v]
        if here is not True:
            cp.Add(d[v] == big).OnlyEnforceIf(_not(here))
            cp.Add(d[v] <= big - 1).OnlyEnforceIf(here)
        else:
            cp.Add(d[v] <= big - 1)
        if r is True:
            cp.Add(d[v] == 0) if here is True else cp.Add(d[v] == 0).OnlyEnforceIf(here)
            continue
        m = cp.NewIntVar(0, big, f"{name}m{v}")
        if into[v]:
            cp.AddMinEquality(m, into[v])
        else:
            cp.Add(m == big)
        cond = [] if here is True else [here]
        if r is None or r is False:
            cp.Add(d[v] == m + 1).OnlyEnforceIf(cond) if cond else cp.Add(d[v] == m + 1)
        else:
            cp.Add(d[v] == 0).OnlyEnforceIf(cond + [r])
            cp.Add(d[v] == m + 1).OnlyEnforceIf(cond + [_not(r)])
    return d


def first_present(cp, present: Sequence[Lit], name: str = "r") -> list:
    """A root for each vertex: true exactly at the first present vertex (in order), so that a
    non-empty set has one root, determined by the set."""
    roots: list = []
    before = None  # the literal "an earlier vertex is present" (None: none can be)
    for v, here in enumerate(present):
        if here is None:
            roots.append(None)
            continue
        if here is True:  # the vertices after it are never first
            roots.append(True if before is None else _not(before))
            return roots + [False] * (len(present) - v - 1)
        if before is None:
            roots.append(here)
            before = here
            continue
        r = cp.NewBoolVar(f"{name}{v}")
        cp.AddBoolAnd([here, _not(before)]).OnlyEnforceIf(r)
        cp.AddBoolOr([_not(here), before, r])
        now = cp.NewBoolVar(f"{name}p{v}")
        cp.AddBoolOr([before, here]).OnlyEnforceIf(now)
        cp.AddImplication(before, now)
        cp.AddImplication(here, now)
        roots.append(r)
        before = now
    return roots


def _not(lit):
    return lit.Not()
