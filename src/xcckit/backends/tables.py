"""Structure the SAT translation exploits, found with numpy in a few passes over the model.

* A secondary item is *binary* when every solution uses it (it occurs in all options of some
  primary item that must be covered) with one of exactly two colours and never uncoloured: one
  Boolean variable says which colour it has.
* A primary item is a *table item* when it is covered exactly once and each of its options
  holds nothing but the item itself and the same binary items (at most ``TABLE_MAX``), no two
  options colouring them alike. Its options are then exactly the allowed colourings of those
  items: clauses over their variables forbid the other colourings and the item needs no option
  variables at all; a solution's option is read off the colouring. Slitherlink's dots and clue
  cells are table items over their edges.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np

from ..model import Model

TABLE_MAX = 6
"""Most binary items a table item may set (its clauses come from 2**k patterns)."""


@dataclass
class TableGroup:
    """Table items over ``k`` binary items that allow the same set of patterns."""

    k: int
    allowed: frozenset[int]   # patterns: bit j set when item j has its positive colour
    primary: np.ndarray       # (g,) the table items
    items: np.ndarray         # (g, k) their binary items, ascending in each row
    option_of: np.ndarray     # (g, 2**k) the option of each allowed pattern, -1 elsewhere


@dataclass
class Structure:
    binary: np.ndarray        # (n_items,) bool
    positive: np.ndarray      # (n_items,) colour a binary item's variable stands for
    negative: np.ndarray      # (n_items,) its other colour
    groups: list[TableGroup]
    in_table: np.ndarray      # (n_options,) bool: option of a table item
    table_item: np.ndarray    # (n_primary,) bool


def analyse_structure(model: Model, tables: bool = True, table_max: int = TABLE_MAX) -> Structure:
    n, NI, P = model.n_options, model.n_items, model.n_primary
    NC = len(model.colours)
    start = np.asarray(model.opt_start, dtype=np.int64)
    item = np.asarray(model.occ_item, dtype=np.int64)
    col = np.asarray(model.occ_colour, dtype=np.int64)
    opt = np.repeat(np.arange(n, dtype=np.int64), np.diff(start))
    prim = item < P
    sec = ~prim
    lo = np.asarray(model.lo[:P], dtype=np.int64)
    hi = np.asarray(model.hi[:P], dtype=np.int64)
    nprim = np.bincount(opt[prim], minlength=n)
    n_opts_of = np.bincount(item[prim], minlength=P)

    # Forced items: (p, s) occurs in every option of p, and p must be covered.
    popt = np.full(n, -1, dtype=np.int64)
    popt[opt[prim]] = item[prim]  # the primary item of a single-primary option
    single = nprim == 1
    ks = sec & single[opt]
    keys = [popt[opt[ks]] * NI + item[ks]]
    for o in np.flatnonzero(nprim > 1).tolist():
        its = item[start[o]:start[o + 1]]
        keys.append((its[its < P][:, None] * NI + its[its >= P][None, :]).ravel())
    pairs, counts = np.unique(np.concatenate(keys), return_counts=True)
    pk, sk = pairs // NI, pairs % NI
    forced = np.zeros(NI, dtype=bool)
    forced[sk[(counts == n_opts_of[pk]) & (lo[pk] >= 1)]] = True

    # Binary items: forced, two colours, never uncoloured.
    coloured = sec & (col > 0)
    uncoloured = np.zeros(NI, dtype=bool)
    uncoloured[item[sec & (col == 0)]] = True
    ic = np.unique(item[coloured] * NC + col[coloured])
    n_colours = np.bincount(ic // NC, minlength=NI)
    binary = forced & (n_colours == 2) & ~uncoloured
    positive = np.zeros(NI, dtype=np.int64)
    firsts, where = np.unique(item[coloured], return_index=True)
    positive[firsts] = col[coloured][where]  # the colour seen first, in option order
    negative = np.zeros(NI, dtype=np.int64)
    ic_item, ic_col = ic // NC, ic % NC
    other = ic_col != positive[ic_item]
    negative[ic_item[other]] = ic_col[other]

    in_table = np.zeros(n, dtype=bool)
    table_item = np.zeros(P, dtype=bool)
    groups: list[TableGroup] = []
    if not tables or not binary.any():
        return Structure(binary, positive, negative, groups, in_table, table_item)

    nsec = np.bincount(opt[sec], minlength=n)
    nbin = np.bincount(opt[sec & binary[item]], minlength=n)
    ok = single & (nsec == nbin) & (nsec >= 1) & (nsec <= table_max)
    bad = np.bincount(item[prim & ~ok[opt]], minlength=P)
    candidate = (bad == 0) & (lo == 1) & (hi == 1) & (n_opts_of > 0)
    cand_opt = ok & candidate[np.maximum(popt, 0)] & (popt >= 0)
    occ = np.flatnonzero(sec & cand_opt[opt])
    occ = occ[np.lexsort((item[occ], opt[occ]))]  # by option, items ascending within
    occ_k = nsec[opt[occ]]
    for k in range(1, table_max + 1):
        sel = occ[occ_k == k]
        if not len(sel):
            continue
        its = item[sel].reshape(-1, k)
        cols = col[sel].reshape(-1, k)
        opts = opt[sel][::k]
        ps = popt[opts]
        bits = ((cols == positive[its]).astype(np.int64) << np.arange(k)).sum(axis=1)
        order = np.argsort(ps, kind="stable")
        its, opts, ps, bits = its[order], opts[order], ps[order], bits[order]
        uniq, first, rows = np.unique(ps, return_index=True, return_counts=True)
        same = (its == its[np.repeat(first, rows)]).all(axis=1)
        good = (rows == n_opts_of[uniq]) & np.logical_and.reduceat(same, first)
        distinct = np.unique(ps * (1 << k) + bits)
        good &= np.bincount(np.searchsorted(uniq, distinct // (1 << k)), minlength=len(uniq)) == rows
        if not good.any():
            continue
        keep = np.repeat(good, rows)
        its, opts, ps, bits = its[keep], opts[keep], ps[keep], bits[keep]
        uniq, first = uniq[good], first[good]
        row_of = np.searchsorted(uniq, ps)
        option_of = np.full((len(uniq), 1 << k), -1, dtype=np.int64)
        option_of[row_of, bits] = opts
        in_table[opts] = True
        table_item[uniq] = True
        item_rows = its[np.searchsorted(ps, uniq)]
        shapes, which = np.unique(option_of >= 0, axis=0, return_inverse=True)
        which = which.reshape(-1)
        for s, shape in enumerate(shapes):
            members = np.flatnonzero(which == s)
            groups.append(TableGroup(k, frozenset(np.flatnonzero(shape).tolist()), uniq[members],
                                     item_rows[members], option_of[members]))
    return Structure(binary, positive, negative, groups, in_table, table_item)


@functools.lru_cache(maxsize=None)
def table_cubes(k: int, allowed: frozenset[int]) -> tuple[tuple[int, int], ...]:
    """Cubes (mask, value) over ``k`` bits whose union is exactly the patterns not in ``allowed``.

    A cube is the set of patterns p with ``p & mask == value``; each becomes one clause forbidding
    it. The cubes are prime (no fixed bit can be freed without taking in an allowed pattern) and
    chosen greedily, largest first, to cover every forbidden pattern: for a dot of slitherlink
    this gives the 8 clauses one would write by hand (no edge alone, no three edges).
    """
    forbidden = [p for p in range(1 << k) if p not in allowed]
    full = (1 << k) - 1

    def inside(mask: int, value: int) -> bool:
        free = full & ~mask
        sub = free
        while True:  # every pattern of the cube, via the subsets of the free bits
            if (value | sub) in allowed:
                return False
            if not sub:
                return True
            sub = (sub - 1) & free

    primes = []
    for mask in range(1 << k):
        for value in range(1 << k):
            if value & ~mask or not inside(mask, value):
                continue
            if all(not inside(mask & ~(1 << j), value & ~(1 << j)) for j in range(k) if mask >> j & 1):
                primes.append((mask, value))
    todo = set(forbidden)
    cubes = []
    while todo:
        best = max(primes, key=lambda c: (sum(1 for p in todo if p & c[0] == c[1]), -bin(c[0]).count("1")))
        cubes.append(best)
        todo = {p for p in todo if p & best[0] != best[1]}
    return tuple(cubes)
