"""Fillomino's settling: what the rules force before the options are listed
(:class:`Settled`, used by :mod:`.fillomino`).

Each cell's possible numbers are kept as bitsets over the cells, one per number (``M[v]``: the
unknown cells that may still hold v; ``K[v]``: the cells known to hold v), the cells of a row
``n + 1`` bits apart (a zero guard bit at each row's end, so that shifting a set by one bit
moves it a column without wrapping). Numbers: 1 to :data:`LOW` and every clue's number one by
one; the other numbers (no clue's, above ``LOW``) together, as ``big`` (the unknown cells that
may hold any of them: a group of such a number holds no clue, so it lies in a piece of at least
its size of cells that may). Every step holds in every answer (so the options left hold every
answer, and counts stay exact):

* a group of known cells of v (a piece of ``K[v]``) larger than v is a contradiction; of v
  cells it is closed (no neighbour holds v); smaller, it grows: its cells within ``v - s``
  steps through cells that may hold v are all the cells its group may take (fewer than v in
  all: a contradiction; exactly v: all of them hold v), and a single neighbour that may hold v
  holds it (none: a contradiction); a cell next to two groups of v whose sizes add up to v or
  more does not hold v;
* an unknown cell holds v only where a group of known v cells reaches it (above) or where a
  group of v without a known cell fits around it: a piece of at least v cells that may hold v,
  none of them next to a known v;
* a cell that may hold no number is a contradiction; one that may hold one number holds it.

Then probing (:meth:`Settled.probe`): each unknown cell that may hold few numbers is given each
in turn on a copy, and a number that leads to a contradiction is struck off. A contradiction
in the puzzle itself (it has no answer) leaves the cells unsettled: the model then says so.
"""

from __future__ import annotations

import numpy as np

LOW = 12
"""The numbers up to which each is kept on its own (and every clue's number); the larger ones
together as ``big``."""
PROBE_WORK = 100_000
"""How much probing may do at most, in probes times the grid's cells (it stops there, what it
found kept): the same cells settled on any machine at any load. Where the grid allows fewer
probes than its frontier asks for, the large grids (a 20x36 about 140, the 50x64 31), probing
did not measure better than none; up to 17x17 and 14x24 the published puzzles' probing ends on
its own (at most 237 probes)."""
PROBE_WIDTH = 3
"""Cells that may hold at most this many numbers (``big`` counted as one) are probed."""
FRONTIER = True
"""Only the unknown cells next to known ones are probed, pass after pass."""


class Contradiction(Exception):
    """The rules cannot all hold (on a probe's copy: the number tried is not the cell's)."""


def _ones(mask: int):
    """The set bits of ``mask``, lowest first."""
    while mask:
        b = mask & -mask
        yield b.bit_length() - 1
        mask ^= b


def _cells(mask: int, w: int) -> list[tuple[int, int]]:
    """The cells (row, column) of the set bits of ``mask`` (a row ``w`` bits), lowest first:
    by numpy over the mask's bytes (a 50x64 grid's masks have 3,264 bits: bit by bit in Python
    took most of the model's time)."""
    if not mask:
        return []
    at = np.flatnonzero(np.unpackbits(np.frombuffer(mask.to_bytes((mask.bit_length() + 7) // 8, "little"),
                                                    dtype=np.uint8), bitorder="little"))
    row, col = divmod(at, w)
    return list(zip(row.tolist(), col.tolist()))


class Settled:
    """What the rules settle in an ``m`` × ``n`` grid of clues ``clue`` (cell -> number), the
    largest number a cell may hold ``top``. :attr:`ok`: it ran and met no contradiction;
    :meth:`allows`: the cells that may hold a number; :meth:`fixed`: each known cell's number."""

    def __init__(self, m: int, n: int, clue: dict, top: int, settle: bool = True, probe: bool = True) -> None:
        self.m, self.n, self.w = m, n, n + 1
        self.top = top
        self.valid = sum(((1 << n) - 1) << (i * self.w) for i in range(m))
        self.vals = sorted({v for v in range(1, min(LOW, top) + 1)} | set(clue.values()))
        rest = [v for v in range(LOW + 1, top + 1) if v not in clue.values()]
        self.big_least = rest[0] if rest else 0
        self.K = {v: 0 for v in self.vals}
        for (i, j), v in clue.items():
            self.K[v] |= 1 << (i * self.w + j)
        known = self._known(self.K)
        self.M = {v: self.valid & ~known for v in self.vals}
        self.big = self.valid & ~known if rest else 0
        self.ok = False
        self._pieces: list | None = None
        self._seen: dict[int, list] = {}
        self._rounds: dict[tuple[int, int, int], tuple[int | None, int]] = {}
        self.probes = 0
        if not settle:
            return
        state = (dict(self.K), dict(self.M), self.big)
        try:
            self.K, self.M, self.big = self.propagate(*state)
            if probe:
                self.K, self.M, self.big = self.probe(self.K, self.M, self.big)
            self.ok = True
        except Contradiction:
            self.K, self.M, self.big = state
        self._rounds = {}  # (only the settling asks again)

    # ------------------------------------------------------------------ bitsets
    def _bit(self, i: int, j: int) -> int:
        return 1 << (i * self.w + j)

    def _known(self, K: dict) -> int:
        known = 0
        for k in K.values():
            known |= k
        return known

    def _grow(self, s: int) -> int:
        """``s`` and its neighbours (within the grid)."""
        w = self.w
        return (s | (s << 1) | (s >> 1) | (s << w) | (s >> w)) & self.valid

    def _piece(self, seed: int, mask: int) -> int:
        """The piece of ``mask`` (connected, through sides) that holds ``seed``."""
        w = self.w
        c = seed
        while True:
            nxt = (c | (c << 1) | (c >> 1) | (c << w) | (c >> w)) & mask
            if nxt == c:
                return c
            c = nxt

    def _pieces_of_at_least(self, mask: int, size: int, among: int = -1) -> int:
        """The cells of ``mask`` in pieces of at least ``size`` cells (of those pieces that
        hold a cell of ``among``, the others left out): each piece flooded whole from a cell
        (a few shifts of the whole mask a step: on a 50x64 grid's large pieces several times
        faster than growing a piece from each cell until it is ``size`` cells large)."""
        if size <= 1:
            return mask
        w = self.w
        if size == 2:
            return mask & ((mask << 1) | (mask >> 1) | (mask << w) | (mask >> w))
        out = 0
        rest = mask & among
        while rest:
            c = rest & -rest
            while True:
                nxt = (c | (c << 1) | (c >> 1) | (c << w) | (c >> w)) & mask
                if nxt == c:
                    break
                c = nxt
            if c.bit_count() >= size:
                out |= c
            rest &= ~c
        return out

    def _groups(self, k: int) -> list[tuple[int, int, int]]:
        """The pieces of ``k``: (cells, their count, the cells around them), remembered."""
        got = self._seen.get(k)
        if got is None:
            got = []
            rest = k
            while rest:
                g = self._piece(rest & -rest, k)
                rest ^= g
                got.append((g, g.bit_count(), self._grow(g) & ~g))
            self._seen[k] = got
        return got

    # ------------------------------------------------------------------ propagation
    def propagate(self, K: dict, M: dict, big: int, dirty=None) -> tuple[dict, dict, int]:
        """The rules (see the module's docstring) until none changes anything, the rules of a
        number run again only when its cells changed (``dirty``: the numbers to run first, None
        every one); Contradiction."""
        dirty = set(self.vals) if dirty is None else dirty
        big_dirty = True
        while True:
            force: dict[int, int] = {}
            again = set()
            for v in dirty:
                new = self._number(v, K[v], M[v], force)
                if new != M[v]:
                    M[v] = new
                    again.add(v)
            if big and big_dirty:
                big = self._pieces_of_at_least(big, self.big_least)
            unknown = self.valid & ~self._known(K)
            once, twice = big, 0
            for v in self.vals:
                twice |= once & M[v]
                once |= M[v]
            if unknown & ~once:
                raise Contradiction
            single = once & ~twice & unknown
            if single:
                for v in self.vals:
                    if single & M[v]:
                        force[v] = force.get(v, 0) | (single & M[v])
            big_dirty = False
            if force:
                again |= self._assign(K, M, force)
                if big & ~unknown | big & self._known(K):
                    big &= ~self._known(K)
                    big_dirty = True
            if not again:
                return K, M, big
            dirty = again

    def _assign(self, K: dict, M: dict, force: dict) -> set:
        """Each cell of ``force[v]`` holds v: the numbers whose cells changed."""
        every = 0
        for v, f in force.items():
            if f & every or f & ~(M[v] | K[v]):
                raise Contradiction
            every |= f
        changed = set()
        for v, f in force.items():
            if f & ~K[v]:
                K[v] |= f
                changed.add(v)
        for v in self.vals:
            if M[v] & every:
                M[v] &= ~every
                changed.add(v)
        return changed

    def _number(self, v: int, Kv: int, Mv: int, force: dict) -> int:
        """One round of the rules of the number ``v``: the cells left that may hold it; the cells
        it forces added to ``force[v]``. Remembered by its cells (a function of them alone):
        probing meets the same ones again, a third of the calls on published 10x10s."""
        key = (v, Kv, Mv)
        got = self._rounds.get(key)
        if got is None:
            try:
                got = self._rounds[key] = self._number_round(v, Kv, Mv)
            except Contradiction:
                got = self._rounds[key] = (None, 0)
        left, forced = got
        if left is None:
            raise Contradiction
        if forced:
            force[v] = force.get(v, 0) | forced
        return left

    def _number_round(self, v: int, Kv: int, Mv: int) -> tuple[int, int]:
        """:meth:`_number`'s work: (the cells left that may hold ``v``, the cells it forces)."""
        if not Kv:
            return (self._pieces_of_at_least(Mv, v) if Mv else 0), 0
        groups = []
        for g, s, around in self._groups(Kv):
            if s > v:
                raise Contradiction
            if s == v:
                Mv &= ~around
            else:
                groups.append((g, s, around))
        reached = 0
        forced = 0
        seen = multi = 0
        allowed = Mv | Kv
        for g, s, around in groups:
            out = around & Mv
            if not out:
                raise Contradiction
            multi |= seen & out
            seen |= out
            r = g
            for _ in range(v - s):
                nxt = self._grow(r) & allowed
                if nxt == r:
                    break
                r = nxt
            total = r.bit_count()
            if total < v:
                raise Contradiction
            if total == v:
                forced |= r & Mv
            elif out & (out - 1) == 0:
                forced |= out
            reached |= r
        if multi & Mv:
            for x in _ones(multi & Mv):
                b = 1 << x
                if sum(s for _, s, around in groups if around & b) >= v:
                    Mv &= ~b
                    forced &= ~b
        free = self._pieces_of_at_least(Mv & ~self._grow(Kv), v, Mv & ~reached)
        return Mv & (reached | free), forced

    # ------------------------------------------------------------------ probing
    def probe(self, K: dict, M: dict, big: int) -> tuple[dict, dict, int]:
        """Each unknown cell that may hold at most :data:`PROBE_WIDTH` numbers, given each in
        turn on a copy: a number that meets a contradiction is struck off (and the rules run
        again), until a pass strikes none off or :data:`PROBE_WORK` is spent."""
        most = PROBE_WORK // (self.m * self.n)
        while True:
            struck = False
            unknown = self.valid & ~self._known(K)
            for x in _ones(unknown & self._grow(self.valid & ~unknown) if FRONTIER else unknown):
                b = 1 << x
                if not unknown & b:
                    continue
                options = [v for v in self.vals if M[v] & b] + ([0] if big & b else [])
                if len(options) > PROBE_WIDTH or len(options) < 2:
                    continue
                for v in options:
                    if self.probes >= most:
                        return K, M, big
                    self.probes += 1
                    try:
                        self._try(K, M, big, b, v)
                    except Contradiction:
                        struck = True
                        if v:
                            M[v] &= ~b
                        else:
                            big &= ~b
                        K, M, big = self.propagate(K, M, big, {v} if v else set())
                        unknown = self.valid & ~self._known(K)
                        break
            if not struck:
                return K, M, big

    def _try(self, K: dict, M: dict, big: int, b: int, v: int) -> None:
        """Propagate a copy where the cell ``b`` holds ``v`` (0: a big number)."""
        K2, M2 = dict(K), dict(M)
        if v:
            dirty = self._assign(K2, M2, {v: b})
            self.propagate(K2, M2, big & ~b, dirty)
        else:
            dirty = {u for u in self.vals if M2[u] & b}
            for u in dirty:
                M2[u] &= ~b
            self.propagate(K2, M2, big, dirty)

    # ------------------------------------------------------------------ reading
    @property
    def done(self) -> bool:
        """Every cell settled (then the known cells are the one answer)."""
        return self.ok and self._known(self.K) == self.valid

    def allows(self, v: int) -> list[tuple[int, int]]:
        """The cells that may hold ``v`` (known to, or may)."""
        if v in self.K:
            mask = self.K[v] | self.M[v]
        elif v >= self.big_least > 0:
            mask = 0
            for piece, size in self._big_pieces():
                if size >= v:
                    mask |= piece
        else:
            mask = 0
        return _cells(mask, self.w)

    def one_group(self) -> dict[int, tuple[int, int]]:
        """Number -> a cell known to hold it, for the numbers of one group in every answer: a
        known cell holds it, and fewer than twice its cells may (so a second group has no room)."""
        out = {}
        for v, k in self.K.items():
            if k and (k | self.M[v]).bit_count() < 2 * v:
                out[v] = divmod((k & -k).bit_length() - 1, self.w)
        return out

    def big_above(self, f: int) -> list[tuple[int, int]]:
        """The cells that may hold a big number (no clue's) above ``f``."""
        return self.allows(max(f + 1, self.big_least)) if self.big_least else []

    def _big_pieces(self) -> list[tuple[int, int]]:
        if self._pieces is None:
            self._pieces = []
            rest = self.big
            while rest:
                p = self._piece(rest & -rest, rest)
                rest ^= p
                self._pieces.append((p, p.bit_count()))
        return self._pieces

    def fixed(self) -> dict[tuple[int, int], int]:
        """Cell -> its number, for every known cell."""
        out = {}
        for v, k in self.K.items():
            for x in _ones(k):
                out[divmod(x, self.w)] = v
        return out
