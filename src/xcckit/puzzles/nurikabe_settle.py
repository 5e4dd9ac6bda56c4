"""What nurikabe's rules settle before any option is listed (:class:`Settled`), as a person
solves a published puzzle: by propagation, then by probing. Every step holds in every answer (a
cell is settled only where the other way breaks a rule), so no answer is lost and a count stays
exact; a contradiction means the puzzle has no answer.

The cells are bits of Python integers (a row of ``n`` cells and a blank bit, so that a shift by
one or by a row moves every cell to its neighbour at once): the land settled, the sea settled.

Propagation (:meth:`Settled.propagate`), to a fixed point, each round from what the last left
(the pieces of land: a number's island, or free, holding none):

* a piece with two numbers, or more cells than its number, or one that cannot reach its size,
  breaks a rule; a complete island's neighbours are sea; a cell beside two numbers' pieces is sea;
* each incomplete island spreads, a cell a step, through unknown cells not beside another
  number's piece and free pieces, as far as the cells it still needs: a cell no island reaches is
  sea; a free piece no island reaches breaks a rule, and the cells beside one that a single
  island reaches and beside another number's piece are sea;
* an island (or free piece) with one way out grows there; a piece of the sea smaller than the
  sea with one way out grows there; the sea lies in one piece of the cells that are not land; a
  2×2 block with three cells of sea has the fourth land; the land is the numbers' sum, so when
  either count is reached the rest is settled.

Probing (:meth:`Settled.probe`): an unknown cell is tried each way, with propagation (its rounds
following the islands near the cell only, :attr:`Settled.RADIUS`); where one way breaks a rule
the cell is the other, and where both hold, the cells both ways settle alike are settled so. The
cells beside the land not settled whole or the sea are tried first, sweep after sweep, then every
unknown cell. Measured 2026-11-29 on every 3rd published puzzle: 115 of 155 10x10s, 11 of 23
14x24s settled whole (the rest to the search with most cells settled), in a median 0.006 and
0.09 s of CPU; a 31x45 in 1-1.7 s, the 40x57 4 s, the 50x50 6 s, both left largely unsettled.
"""

from __future__ import annotations

UNKNOWN, SEA, LAND = 0, 1, 2
SPREADS_KEPT = 200_000
"""How many islands' spreads :meth:`Settled._spread` keeps (then it starts again, its balls too)."""


class Contradiction(Exception):
    """The cells settled so far break a rule: the puzzle has no answer."""


def bits(x: int):
    """The cells (bit places) of ``x``, lowest first."""
    while x:
        b = x & -x
        yield b.bit_length() - 1
        x ^= b


class Settled:
    """The settled cells of an m×n nurikabe (``clues``: cell index i*n+j -> its island's size),
    in :attr:`state` (one of UNKNOWN, SEA, LAND per cell index); :attr:`ok` False where the
    rules leave no answer. ``probe`` False: propagation only."""

    SWEEPS = 8
    """Sweeps of probing at most (each over every unknown cell)."""
    YIELD = 20
    """A sweep that settles fewer than one cell in this many of those it tries ends the probing
    (a 50x50's sweeps settled 236, 78, 18, 1, 0 cells of about 700, at 0.7-1 s each)."""
    RADIUS = 3
    """A probe's rounds follow the islands whose spread meets the cells this many steps from
    the cell tried (the sea and the blocks: all of them); a cell no island reaches is sea there
    only. Every island: 2-3x slower (a 50x50 18 -> 42 s), a few more cells settled."""

    def __init__(self, m: int, n: int, clues: dict[int, int], probe: bool = True) -> None:
        self.m, self.n = m, n
        self.w = w = n + 1
        self.inside = sum(((1 << n) - 1) << (i * w) for i in range(m))
        self.corner = sum(((1 << (n - 1)) - 1) << (i * w) for i in range(m - 1))  # (a 2x2 block's first cell)
        self.size = {(v // n) * w + v % n: k for v, k in clues.items()}
        self.numbers = sum(1 << p for p in self.size)
        self.land_total = sum(clues.values())
        self.sea_total = m * n - self.land_total
        self.ok = True
        self.done = 0
        self.focus: int | None = None
        """A probe's cells (:meth:`probe`): the islands whose spread meets them are the ones
        its rounds follow, and a cell no island reaches is sea only among them; None: every island."""
        self.zone = 0
        self.spreads: list[tuple[int, int]] = []
        """The islands settled whole, their neighbours sea (true of every state probed): left
        out of the islands' rules."""
        self._balls: dict[tuple[int, int], int] = {}  # (:meth:`_spread`'s memos)
        self._spreads: dict[tuple[int, int, int], int] = {}
        land, sea = self.numbers, 0
        try:
            land, sea = self.propagate(land, sea)
            if probe:
                land, sea = self.probe(land, sea)
        except Contradiction:
            self.ok = False
        self.land, self.sea = land, sea

    @property
    def state(self) -> list[int]:
        """Each cell's state, by index i*n+j."""
        w, land, sea = self.w, self.land, self.sea
        return [LAND if land >> (i * w + j) & 1 else SEA if sea >> (i * w + j) & 1 else UNKNOWN
                for i in range(self.m) for j in range(self.n)]

    # ------------------------------------------------------------------ bits
    def grow(self, x: int) -> int:
        """``x`` and its cells' neighbours."""
        w = self.w
        return (x | x << 1 | x >> 1 | x << w | x >> w) & self.inside

    def fill(self, seed: int, within: int) -> int:
        """The cells of ``within`` joined to ``seed`` through ``within``."""
        w, piece, front = self.w, seed, seed
        within &= self.inside
        while front:
            front = (front << 1 | front >> 1 | front << w | front >> w) & within & ~piece
            piece |= front
        return piece

    def pieces(self, x: int) -> list[int]:
        out = []
        while x:
            piece = self.fill(x & -x, x)
            out.append(piece)
            x &= ~piece
        return out

    # ------------------------------------------------------------------ propagation
    def propagate(self, land: int, sea: int) -> tuple[int, int]:
        """Settle what the rules force (see the module's docstring) until nothing changes;
        :class:`Contradiction` where a rule is broken."""
        while True:
            unknown = self.inside & ~land & ~sea
            to_land, to_sea = self._islands(land, unknown)
            more_land, more_sea = self._sea(land, sea, unknown)
            to_land |= more_land | self._blocks(sea, unknown)
            to_sea |= more_sea
            if to_land & to_sea:
                raise Contradiction
            if not to_land and not to_sea:
                return self._counts(land, sea, unknown)
            land, sea = land | to_land, sea | to_sea

    def _islands(self, land: int, unknown: int) -> tuple[int, int]:
        """The islands' rules (the module's docstring's first three points): the cells they settle
        as land and as sea."""
        grow, size = self.grow, self.size
        owned, free = [], []
        once = twice = to_sea = numbered = 0
        source = land & ~self.done if self.focus is None else self.fill(land & self.zone, land) & ~self.done
        for piece in self.pieces(source):
            numbers = piece & self.numbers
            if not numbers:
                free.append(piece)
                continue
            if numbers & (numbers - 1):
                raise Contradiction
            need = size[numbers.bit_length() - 1] - piece.bit_count()
            if need < 0:
                raise Contradiction
            numbered |= piece
            around = grow(piece) & ~piece
            if need == 0:
                to_sea |= around & unknown
            else:
                owned.append((piece, need, around))
            twice |= once & around
            once |= around
        to_sea |= twice & unknown
        free_land = land & ~numbered
        return self._reach(owned, free, free_land, unknown, once, twice, to_sea)

    def _reach(self, owned, free, free_land, unknown, once, twice, to_sea) -> tuple[int, int]:
        """How far each incomplete island can spread, and the ways out (the module's
        docstring's second and third points)."""
        grow, to_land, reached = self.grow, 0, 0
        spreads = []
        for piece, need, around in owned:
            blocked = twice | (once & ~around)
            within = (unknown & ~blocked) | free_land
            spread = self._spread(piece, need, within)
            if (spread & ~piece).bit_count() < need:
                raise Contradiction
            exits = around & within
            if not exits:
                raise Contradiction
            if not exits & (exits - 1):
                to_land |= exits
            reached |= spread
            spreads.append((spread, blocked))
        focus = self.inside if self.focus is None else self.focus
        to_sea |= unknown & ~reached & focus
        self.spreads = spreads
        for piece in free:
            by = [blocked for spread, blocked in spreads if spread & piece]
            if piece & ~focus:  # (an island left out of a probe's rounds may reach it)
                by = [0, 0]
            if not by:
                raise Contradiction
            exits = grow(piece) & unknown
            if not exits:
                raise Contradiction
            if not exits & (exits - 1):
                to_land |= exits
            if len(by) == 1:
                to_sea |= exits & by[0]
        return to_land, to_sea

    def _spread(self, piece: int, need: int, within: int) -> int:
        """``piece`` and the cells of ``within`` it reaches in ``need`` steps through ``within``:
        remembered by the part of ``within`` that many steps of ``piece`` (all the spread can
        see), so that probes elsewhere in the grid find it again."""
        if len(self._spreads) >= SPREADS_KEPT:
            self._spreads.clear()
            self._balls.clear()
        ball = self._balls.get((piece, need))
        if ball is None:
            ball = piece
            for _ in range(need):
                ball = self.grow(ball)
            self._balls[piece, need] = ball
        key = (piece, need, within & ball)
        spread = self._spreads.get(key)
        if spread is None:
            spread = front = piece
            for _ in range(need):
                front = self.grow(front) & within & ~spread
                if not front:
                    break
                spread |= front
            self._spreads[key] = spread
        return spread

    def _sea(self, land: int, sea: int, unknown: int) -> tuple[int, int]:
        """A piece of the sea smaller than the sea has a way out, and grows through its only
        one; the sea lies in one piece of the cells that are not land: the cells it settles as
        land (none) and as sea."""
        if not sea:
            return 0, 0
        if self.fill(sea & -sea, self.inside & ~land) & sea != sea:
            raise Contradiction
        to_sea = 0
        seeds = sea if self.focus is None else sea & self.zone
        while seeds:
            piece = self.fill(seeds & -seeds, sea)
            seeds &= ~piece
            if piece.bit_count() >= self.sea_total:
                continue
            exits = self.grow(piece) & unknown
            if not exits:
                raise Contradiction
            if not exits & (exits - 1):
                to_sea |= exits
        return 0, to_sea

    def _blocks(self, sea: int, unknown: int) -> int:
        """A 2×2 block with three cells of sea: the fourth is land (the cells so settled)."""
        w, corner = self.w, self.corner
        a, b, c, d = sea, sea >> 1, sea >> w, sea >> (w + 1)
        if a & b & c & d & corner:
            raise Contradiction
        return ((unknown & b & c & d & corner) | ((unknown >> 1) & a & c & d & corner) << 1
                | ((unknown >> w) & a & b & d & corner) << w | ((unknown >> (w + 1)) & a & b & c & corner) << (w + 1))

    def _counts(self, land: int, sea: int, unknown: int) -> tuple[int, int]:
        """The land is the numbers' sum: when either count is reached the rest is the other."""
        lands, seas = land.bit_count(), sea.bit_count()
        if lands > self.land_total or seas > self.sea_total:
            raise Contradiction
        if unknown and lands == self.land_total:
            return self.propagate(land, sea | unknown)
        if unknown and seas == self.sea_total:
            return self.propagate(land | unknown, sea)
        return land, sea

    def _done(self, land: int, sea: int) -> int:
        """The islands ``land`` settles whole with their neighbours sea (see :attr:`done`)."""
        done = 0
        for piece in self.pieces(land & ~self.done):
            numbers = piece & self.numbers
            if numbers.bit_count() == 1 and self.size[numbers.bit_length() - 1] == piece.bit_count() \
                    and not self.grow(piece) & ~piece & ~sea:
                done |= piece
        return self.done | done

    # ------------------------------------------------------------------ probing
    def probe(self, land: int, sea: int) -> tuple[int, int]:
        """Try unknown cells both ways (the module's docstring): first those beside the land
        not settled whole or the sea, sweep after sweep while they settle something, then every
        unknown cell; until a sweep settles nothing, or little (:attr:`YIELD`), or :attr:`SWEEPS`
        sweeps are done."""
        wide = False
        for _ in range(self.SWEEPS):
            self.done = self._done(land, sea)
            unknown = self.inside & ~land & ~sea
            if not unknown:
                break
            start = land | sea
            land, sea = self.propagate(land, sea)
            self.base = [spread for spread, _ in self.spreads]
            near = unknown if wide else self.grow((land & ~self.done) | sea) & unknown
            land, sea = self._sweep(land, sea, near)
            if ((land | sea) & ~start).bit_count() * self.YIELD < near.bit_count() and land | sea != start:
                break  # (a sweep that settles little: the next ones settle less)
            if land | sea == start:
                if wide or near == unknown:
                    break
                wide = True
        return land, sea

    def _sweep(self, land: int, sea: int, cells: int) -> tuple[int, int]:
        """Each of ``cells`` still unknown tried both ways, in turn."""
        for p in bits(cells):
            b = 1 << p
            if (land | sea) & b:
                continue
            tried = []
            focus = b
            for _ in range(self.RADIUS):
                focus = self.grow(focus)
            self.focus = focus
            zone = focus
            for spread in self.base:
                if spread & focus:
                    zone |= spread
            self.zone = zone
            for trial in ((land, sea | b), (land | b, sea)):
                try:
                    tried.append(self.propagate(*trial))
                except Contradiction:
                    tried.append(None)
            self.focus = None
            if tried[0] is None and tried[1] is None:
                raise Contradiction
            if tried[0] is None or tried[1] is None:
                land, sea = self.propagate(*(tried[1] if tried[0] is None else tried[0]))
                self.done = self._done(land, sea)
                continue
            (l1, s1), (l2, s2) = tried
            if (l1 & l2) & ~land or (s1 & s2) & ~sea:
                land, sea = self.propagate(land | (l1 & l2), sea | (s1 & s2))
                self.done = self._done(land, sea)
        return land, sea
