"""A sliced search whose exact covers are checked before they count: side constraints that the
kernel does not enforce (their dlx part is ``"leaves"``), and the way back from a model written
without multiplicities (:mod:`.plain`).

:class:`Checked` wraps a :class:`~.slices.Search` of the plain model: it runs the kernel
recording every exact cover in a buffer of its own, maps each back to the model's options,
keeps those every checked constraint allows, and counts those. It is a Search itself (restart,
run, solutions, pieces, rest, donate), so running alone, shared between threads, in journals and
on clusters are unchanged: the prefixes it gives and takes are the plain model's.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ..model import Model
from .plain import Plain
from .slices import BUDGET, BUFFER_FULL, COUNT_LIMIT, buffer


class Checked:
    """A search of ``plain.model`` whose solutions are ``model``'s that ``checks`` allow."""

    def __init__(self, inner, model: Model, plain: Plain, checks: Sequence) -> None:
        self.inner, self.model, self.plain, self.checks = inner, model, plain, list(checks)
        self.out = buffer(plain.model, True)
        self.count = 0
        self._found: list[tuple[int, ...]] = []

    @property
    def nodes(self) -> int:
        return self.inner.nodes

    @property
    def probes(self) -> int:
        return self.inner.probes

    def accepts(self, sol: Sequence[int]) -> tuple[int, ...] | None:
        """The solution of the model that the plain model's exact cover ``sol`` is, when every
        check allows it; else None."""
        mine = self.plain.solution(sol)
        model = self.model
        for sc in self.checks:
            if sc.check(model, mine) is not None:
                return None
        return mine

    def restart(self, prefix: tuple[int, ...], **kw) -> None:
        self.inner.restart(prefix, **kw)
        self.count = 0
        self._found = []

    def run(self, out: np.ndarray, record: bool, count_limit: int, budget: int) -> int:
        if not self.checks:  # only mapped back: the plain model's count is the model's
            code = self.inner.run(self.out, record, count_limit, budget)
            self.count = self.inner.count
            if record:
                self._found += [self.plain.solution(sol) for sol in self.inner.solutions(self.out)]
            return BUDGET if code == BUFFER_FULL else code
        code = self.inner.run(self.out, True, 0, budget)
        for sol in self.inner.solutions(self.out):
            mine = self.accepts(sol)
            if mine is None:
                continue
            self.count += 1
            if record:
                self._found.append(mine)
            if count_limit and self.count >= count_limit:
                return COUNT_LIMIT
        return BUDGET if code == BUFFER_FULL else code

    def solutions(self, out: np.ndarray) -> list[tuple[int, ...]]:
        found, self._found = self._found, []
        return found

    def pieces(self) -> int:
        return self.inner.pieces()

    def rest(self):
        return self.inner.rest()

    def donate(self, least: int = 1):
        return self.inner.donate(least)
