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
from collections.abc import Callable
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


def analyse_structure(model: Model, tables: bool = True, table_max: int = TABLE_MAX,
                      check: Callable[[], None] = lambda: None) -> Structure:
    """Binary items and table items of ``model`` (see the module's description); ``check()``
    is called between the passes (a deadline's, which raises to stop).

    Written to avoid sorting where the usual layout allows: options listed item by item with
    their secondary items ascending (as puzzle generators write them) take the fast paths;
    anything else takes exact, slower ones.
    """
    lay = _Layout(model)
    check()
    binary, positive, negative = _binary_items(lay, check)
    in_table = np.zeros(lay.n, dtype=bool)
    table_item = np.zeros(lay.P, dtype=bool)
    groups: list[TableGroup] = []
    structure = Structure(binary, positive, negative, groups, in_table, table_item)
    if tables and binary.any():
        _table_groups(lay, structure, table_max, check)
    return structure


class _Layout:
    """The arrays of a model that :func:`analyse_structure`'s passes share: each occurrence's
    option (``opt``), whether it is of a primary item, each primary item's bounds and options,
    and each option's primary items (``popt``: the one of an option with one, else -1)."""

    def __init__(self, model: Model) -> None:
        n, P = model.n_options, model.n_primary
        self.n, self.NI, self.P = n, model.n_items, P
        self.start, self.item, self.col = start, item, col = model.arrays()
        self.opt = opt = np.repeat(np.arange(n, dtype=np.int64), np.diff(start))
        self.prim = prim = item < P
        self.sec = ~prim
        self.lo = np.asarray(model.lo[:P], dtype=np.int64)
        self.hi = np.asarray(model.hi[:P], dtype=np.int64)
        self.nprim = np.bincount(opt[prim], minlength=n)
        self.n_opts_of = np.bincount(item[prim], minlength=P)
        self.popt = np.full(n, -1, dtype=np.int64)
        self.popt[opt[prim]] = item[prim]  # the primary item of a single-primary option
        self.single = self.nprim == 1
        self.occ = np.arange(len(item), dtype=np.int64)


def _binary_items(lay: _Layout, check: Callable[[], None]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(binary, positive, negative): the items every solution uses with exactly two colours and
    no uncoloured use, and each item's two colours (the one seen first in option order is
    positive)."""
    NI, P, item, col, opt, sec = lay.NI, lay.P, lay.item, lay.col, lay.opt, lay.sec
    start, popt, single, lo, n_opts_of, nprim = lay.start, lay.popt, lay.single, lay.lo, lay.n_opts_of, lay.nprim
    occ = lay.occ
    # Colours: the one seen first (in option order) is "positive"; binary candidates have
    # exactly one other colour and no uncoloured use.
    coloured = sec & (col > 0)
    big = len(item)
    first = np.full(NI, big, dtype=np.int64)
    np.minimum.at(first, item[coloured], occ[coloured])
    seen = first < big
    positive = np.zeros(NI, dtype=np.int64)
    positive[seen] = col[first[seen]]
    other = coloured & (col != positive[item])
    negative = np.zeros(NI, dtype=np.int64)
    neg_max = np.zeros(NI, dtype=np.int64)
    negative[:] = np.iinfo(np.int64).max
    np.minimum.at(negative, item[other], col[other])
    np.maximum.at(neg_max, item[other], col[other])
    uncoloured = np.zeros(NI, dtype=bool)
    uncoloured[item[sec & (col == 0)]] = True
    candidate = seen & (negative == neg_max) & ~uncoloured
    negative[~candidate] = 0
    check()

    # Forced candidates: in every option of some primary item that must be covered. First try
    # the primary item of each candidate's first use; the rest exactly, by counting pairs.
    p0 = np.full(NI, -1, dtype=np.int64)
    p0[candidate] = popt[opt[first[candidate]]]
    use = sec & candidate[item] & single[opt] & (popt[opt] == p0[item])
    hits = np.bincount(item[use], minlength=NI)
    ok0 = p0 >= 0
    forced = np.zeros(NI, dtype=bool)
    forced[ok0] = (hits[ok0] == n_opts_of[p0[ok0]]) & (lo[p0[ok0]] >= 1)
    rest = candidate & ~forced
    if rest.any():
        ks = sec & rest[item] & single[opt]
        keys = [popt[opt[ks]] * NI + item[ks]]
        for o in np.flatnonzero(nprim > 1).tolist():
            its = item[start[o]:start[o + 1]]
            its_s = its[its >= P]
            keys.append((its[its < P][:, None] * NI + its_s[rest[its_s]][None, :]).ravel())
        pairs, counts = np.unique(np.concatenate(keys), return_counts=True)
        pk, sk = pairs // NI, pairs % NI
        forced[sk[(counts == n_opts_of[pk]) & (lo[pk] >= 1)]] = True
    check()
    return candidate & forced, positive, negative


def _table_groups(lay: _Layout, structure: Structure, table_max: int, check: Callable[[], None]) -> None:
    """The table items of the structure (primary items exactly once whose options each set
    only binary items, at most ``table_max``, the same ones), grouped by the patterns they
    allow: written into ``structure`` (its groups, in_table, table_item)."""
    n, P, item, col, opt, prim, sec = lay.n, lay.P, lay.item, lay.col, lay.opt, lay.prim, lay.sec
    single, popt, lo, hi, n_opts_of = lay.single, lay.popt, lay.lo, lay.hi, lay.n_opts_of
    binary, positive = structure.binary, structure.positive
    in_table, table_item, groups = structure.in_table, structure.table_item, structure.groups
    nsec = np.bincount(opt[sec], minlength=n)
    nbin = np.bincount(opt[sec & binary[item]], minlength=n)
    ok = single & (nsec == nbin) & (nsec >= 1) & (nsec <= table_max)
    bad = np.bincount(item[prim & ~ok[opt]], minlength=P)
    good_p = (bad == 0) & (lo == 1) & (hi == 1) & (n_opts_of > 0)
    cand_opt = ok & (popt >= 0) & good_p[np.maximum(popt, 0)]
    occ = lay.occ[sec & cand_opt[opt]]
    same = opt[occ][1:] == opt[occ][:-1]
    if (item[occ][1:][same] <= item[occ][:-1][same]).any():
        occ = occ[np.lexsort((item[occ], opt[occ]))]  # by option, items ascending within
    occ_k = nsec[opt[occ]]
    for k in range(1, table_max + 1):
        check()
        sel = occ[occ_k == k]
        if not len(sel):
            continue
        its = item[sel].reshape(-1, k)
        cols = col[sel].reshape(-1, k)
        opts = opt[sel][::k]
        ps = popt[opts]
        bits = ((cols == positive[its]).astype(np.int64) << np.arange(k)).sum(axis=1)
        if (ps[1:] < ps[:-1]).any():  # options of an item not listed together
            order = np.argsort(ps, kind="stable")
            its, opts, ps, bits = its[order], opts[order], ps[order], bits[order]
        check()
        first_row = np.flatnonzero(np.concatenate([[True], ps[1:] != ps[:-1]]))
        rows = np.diff(np.append(first_row, len(ps)))
        uniq = ps[first_row]
        group_of = np.repeat(np.arange(len(uniq)), rows)
        same_items = (its == its[first_row[group_of]]).all(axis=1)
        good = (rows == n_opts_of[uniq]) & np.logical_and.reduceat(same_items, first_row)
        seen_bits = np.bincount(group_of * (1 << k) + bits, minlength=len(uniq) << k)
        good &= (seen_bits.reshape(len(uniq), 1 << k) <= 1).all(axis=1)
        if not good.any():
            continue
        check()
        keep = good[group_of]
        option_of = np.full((len(uniq), 1 << k), -1, dtype=np.int64)
        option_of[group_of[keep], bits[keep]] = opts[keep]
        option_of, uniq, item_rows = option_of[good], uniq[good], its[first_row[good]]
        in_table[opts[keep]] = True
        table_item[uniq] = True
        # group the items by their set of allowed patterns (2**k <= 64 bits)
        codes = ((option_of >= 0).astype(np.uint64) << np.arange(1 << k, dtype=np.uint64)).sum(axis=1)
        by_code: dict[int, list[int]] = {}
        for r, c in enumerate(codes.tolist()):
            by_code.setdefault(c, []).append(r)
        for c, members in by_code.items():
            allowed = frozenset(j for j in range(1 << k) if c >> j & 1)
            groups.append(TableGroup(k, allowed, uniq[members], item_rows[members], option_of[members]))


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
