"""Magnets' lines (:mod:`.magnetic`): the ways a row or a column holds its poles, as sets of
places no two side by side (:func:`apart_sets`), paired into ways of both poles that keep the
plates along the line and the balances of the cuts (:func:`line_patterns`), and the runs of
lines whose cuts' balances are not known (:func:`runs`). The module docstring of
:mod:`.magnetic` gives the model they make.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

import numpy as np


def most_poles(length: int) -> int:
    """The most cells of one pole a line of ``length`` cells holds (no two side by side)."""
    return (length + 1) // 2


@functools.lru_cache(maxsize=1024)
def apart_sets(length: int, allowed: tuple[bool, ...], needed: tuple[bool, ...], k: int | None) -> np.ndarray:
    """Every set of places 0..length-1 among the ``allowed`` ones, holding the ``needed`` ones,
    no two places next to each other, of ``k`` places (any number where ``k`` is None): a row
    of ``length`` booleans each, in the order of a search that takes a place before leaving it
    out (kept, read only, for the lines alike)."""
    out: list[tuple[int, ...]] = []
    chosen: list[int] = []

    def grow(p: int) -> None:
        if p >= length:
            if k is None or len(chosen) == k:
                out.append(tuple(chosen))
            return
        if k is not None and (len(chosen) > k or len(chosen) + (length - p + 1) // 2 < k):
            return  # (too many, or too few places left)
        if allowed[p] and not (p + 1 < length and needed[p + 1]):
            chosen.append(p)
            grow(p + 2)
            chosen.pop()
        if not needed[p]:
            grow(p + 1)

    grow(0)
    sets = np.zeros((len(out), length), dtype=bool)
    for r, places in enumerate(out):
        sets[r, list(places)] = True
    sets.flags.writeable = False
    return sets


def runs(pluses: Sequence[int | None], minuses: Sequence[int | None],
         cuts: Sequence[int | None]) -> dict[int, list[int]]:
    """The runs of two lines or more with both their clues whose cuts (:meth:`.Magnetic.cuts`)
    are not known (between lines without): for each line of a run, the + less the - of each
    line of the run before it (its first line: none)."""
    out: dict[int, list[int]] = {}
    k = 0
    while k < len(pluses):
        end = k
        while end < len(pluses) and pluses[end] is not None and minuses[end] is not None:
            end += 1
        if end - k >= 2 and cuts[k] is None:
            for t in range(k, end):
                out[t] = [pluses[r] - minuses[r] for r in range(k, t)]
        k = end + 1
    return out


def line_patterns(pluses: np.ndarray, minuses: np.ndarray, pair: Sequence[bool],
                  balances: Sequence[tuple[Sequence[bool], int]] = ()) -> tuple[np.ndarray, np.ndarray]:
    """The ways to write a line with + at the places of a row of ``pluses`` and - at those of a
    row of ``minuses`` (:func:`apart_sets`: no like poles side by side) that share no place,
    two places that ``pair`` joins (``pair[p]``: places p and p + 1 are a plate along the line)
    holding both a pole or both none, and, for each (places, d) of ``balances``, d more + than -
    at those places: (the + rows, the - rows), a row per way. (The rows as bits, each test one
    operation on every pair of rows: 62 places at most; a longer line one array of the pairs'
    places.)"""
    if not len(pluses) or not len(minuses):
        return pluses[:0], minuses[:0]
    length = pluses.shape[1]
    joined = np.flatnonzero(pair)
    if length <= 62:
        bit = np.left_shift(1, np.arange(length, dtype=np.int64))
        plus_bits, minus_bits = pluses @ bit, minuses @ bit
        ok = (plus_bits[:, None] & minus_bits[None, :]) == 0
        if len(joined):
            held = plus_bits[:, None] | minus_bits[None, :]
            ok &= ((held ^ (held >> 1)) & int(bit[joined].sum())) == 0
    else:
        ok = ~(pluses[:, None, :] & minuses[None, :, :]).any(axis=2)
        if len(joined):
            held = pluses[:, None, :] | minuses[None, :, :]
            ok &= (held[:, :, joined] == held[:, :, joined + 1]).all(axis=2)
    for places, d in balances:
        at = np.flatnonzero(places)
        ok &= (pluses[:, at].sum(axis=1)[:, None] - minuses[:, at].sum(axis=1)[None, :]) == d
    i, j = np.nonzero(ok)
    return pluses[i], minuses[j]

