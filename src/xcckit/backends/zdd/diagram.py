"""The ZDD of all solutions of a model, as Algorithm Z makes it: count, iterate, sample.

Node 0 is the empty family, node 1 the family of the empty set; node z > 1 stands for the
solutions that choose option ``var[z]`` and then one of node ``hi[z]``'s, together with those of
node ``lo[z]`` (which do not choose it). Every path from the root to node 1 is one solution, and
distinct paths are distinct solutions. Nodes are numbered children first.

Counts are exact, of any size: each node's count is computed modulo primes near 2^62 (as many as
the count's size needs, which a pass in floating point tells), and put together by the Chinese
remainder theorem where a number is wanted.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator

import numpy as np

from .kernel import count_cut, count_float, count_mod, reached


def _is_prime(n: int) -> bool:
    """Miller-Rabin with the bases that decide every n < 3.3e24 (and beyond, in practice)."""
    if n < 2:
        return False
    bases = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)
    for p in bases:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d, s = d // 2, s + 1
    for a in bases:
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def primes(k: int) -> list[int]:
    """The k largest primes below 2^62."""
    out, n = [], (1 << 62) - 1
    while len(out) < k:
        if _is_prime(n):
            out.append(n)
        n -= 2
    return out


class ZDD:
    """The solutions of a model as a ZDD (see the module's docstring): :meth:`count`, iteration
    over the solutions, :meth:`sample` (uniform), ``nodes`` (its size)."""

    def __init__(self, var: np.ndarray, lo: np.ndarray, hi: np.ndarray, root: int) -> None:
        self.var, self.lo, self.hi = var, lo, hi
        self.root = int(root)
        self.size = len(var)
        self._residues: list[np.ndarray] | None = None
        self._moduli: list[int] = []
        self._exact: dict[int, int] = {}

    @property
    def nodes(self) -> int:
        """Nodes of the diagram other than the two sinks."""
        return max(0, self.size - 2)

    # ------------------------------------------------------------------ counting
    def _prepare(self) -> None:
        if self._residues is not None:
            return
        approx = count_float(self.lo, self.hi, self.size)
        top = float(approx.max()) if self.size else 0.0
        if math.isinf(top):
            bits = None
        else:
            bits = max(1, math.frexp(top)[1]) + 8  # float rounding: a margin
        if bits is None:  # beyond 2^1024: big integers, node by node
            exact = [0, 1] + [0] * (self.size - 2)
            lo, hi = self.lo.tolist(), self.hi.tolist()
            for z in range(2, self.size):
                exact[z] = exact[lo[z]] + exact[hi[z]]
            self._exact = dict(enumerate(exact))
            self._residues = []
            return
        self._moduli = primes(max(1, -(-bits // 61)))
        self._residues = [count_mod(self.lo, self.hi, self.size, p) for p in self._moduli]

    def count_at(self, z: int) -> int:
        """The number of solutions below node ``z`` (exact)."""
        if z < 2:
            return z
        self._prepare()
        if z in self._exact:
            return self._exact[z]
        value, modulus = 0, 1
        for p, res in zip(self._moduli, self._residues):  # Chinese remainders, one prime at a time
            r = int(res[z])
            t = ((r - value) * pow(modulus, -1, p)) % p
            value += modulus * t
            modulus *= p
        self._exact[z] = value
        return value

    def count(self) -> int:
        """The number of solutions (a Python int: exact, of any size)."""
        return self.count_at(self.root)

    # ------------------------------------------------------------------ solutions
    def __iter__(self) -> Iterator[tuple[int, ...]]:
        """Every solution once (sorted option indices), in the order of the diagram."""
        var, lo, hi = self.var, self.lo, self.hi
        stack: list[tuple[int, tuple[int, ...]]] = [(self.root, ())]
        while stack:
            z, chosen = stack.pop()
            while z > 1:
                stack.append((int(lo[z]), chosen))
                chosen = chosen + (int(var[z]),)
                z = int(hi[z])
            if z == 1:
                yield tuple(sorted(chosen))

    def sample(self, k: int = 1, seed: int | None = None) -> list[tuple[int, ...]]:
        """``k`` solutions drawn uniformly at random, independently (with repetition); an empty
        list when there is none. ``seed`` makes the draw repeatable."""
        if isinstance(k, bool) or not isinstance(k, int) or k < 0:
            raise ValueError(f"sample(k): k is a number of solutions, 0 or more, not {k!r}")
        draws = self.draw(seed)
        return [next(draws) for _ in range(k)] if self.count() else []

    def draw(self, seed: int | None = None) -> Iterator[tuple[int, ...]]:
        """Solutions drawn uniformly at random, independently, one after another for as long as
        they are asked for (nothing when there is none); the first k are :meth:`sample`'s."""
        rng = random.Random(seed)
        total = self.count()
        if not total:
            return
        while True:
            r = rng.randrange(total)
            z, chosen = self.root, []
            while z > 1:
                h = int(self.hi[z])
                above = self.count_at(h)
                if r < above:
                    chosen.append(int(self.var[z]))
                    z = h
                else:
                    r -= above
                    z = int(self.lo[z])
            yield tuple(sorted(chosen))

    # ------------------------------------------------------------------ facts
    def facts(self, model):
        """What every solution shares (a :class:`~xcckit.backends.base.Facts`), read off the
        diagram: an option is in some solution when a node of it that the root reaches has
        solutions above its HI edge; it is in all of them when no solution is left once its
        nodes lose their HI edges; an item is in a state in every solution when none is left
        once the options that put it there are taken away. Counts are floats here, which are 0
        exactly when there is no solution (no term is negative); one pass per option of the
        first solution and per item it uses."""
        from ..backbone import state_uses
        from ..base import Facts
        var, lo, hi, size = self.var, self.lo, self.hi, self.size
        if self.root < 2:  # no solution, or only the empty one
            if self.root == 0:
                return Facts(False)
            return Facts(True, never=list(range(model.n_options)), unused=list(model.secondary_ids))
        up = count_float(lo, hi, size)
        live = reached(lo, hi, size, self.root)
        useful = np.zeros(model.n_options, dtype=bool)
        nodes = np.flatnonzero(live[2:]) + 2
        nodes = nodes[up[hi[nodes]] > 0]
        useful[var[nodes]] = True
        first = next(iter(self))
        out = Facts(True, never=np.flatnonzero(~useful).tolist())

        def none_without(options) -> bool:
            cut = np.zeros(model.n_options, dtype=np.bool_)
            cut[list(options)] = True
            return count_cut(var, lo, hi, size, self.root, cut) == 0.0

        out.always = [o for o in first if none_without([o])]
        state_of: dict[int, int] = {}
        for o in first:
            for i, c in model.option(o):
                if i >= model.n_primary:
                    state_of[i] = c
        options_of: dict[int, list[int]] = {}  # secondary item -> the options that use it
        for (item, c), opts in state_uses(model).items():
            options_of.setdefault(item, []).extend(opts)
            if state_of.get(item) == c and none_without(opts):
                out.colours[item] = c
        for item in model.secondary_ids:
            if item not in state_of and not useful[options_of.get(item, [])].any():
                out.unused.append(item)
        out.colours = dict(sorted(out.colours.items()))
        return out

    def __repr__(self) -> str:
        return f"<ZDD: {self.nodes:,} nodes, {self.count():,} solutions>"
