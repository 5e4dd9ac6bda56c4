"""A colour count implied by the model: ``lo..hi`` of some secondary items carry a colour.

The model must imply it (a counting argument the search cannot see, as MacMahon's boards give):
the translations add it to prune (a cardinality constraint over the items' colour literals), the
checker verifies it, and the searches ignore it (``"implied"``).
"""

from __future__ import annotations

from collections.abc import Iterable

from ..errors import ModelError
from .base import CnfWriter, CpWriter, SideConstraint


class ColourCount(SideConstraint):
    """Side constraint implied by the model: ``lo..hi`` of ``items`` carry ``colour``."""

    name = "colour count"
    implied = True

    def __init__(self, model, items: Iterable[str], colour: str, lo: int, hi: int) -> None:
        self.items = []
        for name in items:
            i = model.index.get(name)
            if i is None or model.is_primary[i]:
                raise ModelError(f"colour count: '{name}' is not a secondary item")
            self.items.append(i)
        if not 0 <= lo <= hi:
            raise ModelError(f"colour count: bad bounds {lo}..{hi}")
        self.colour = colour
        self.colour_id = model.colour_id(colour)
        self.lo, self.hi = lo, hi
        self._names = [model.names[i] for i in self.items]

    def spec(self) -> tuple:
        return list(self._names), self.colour, self.lo, self.hi

    def fingerprint(self) -> tuple:
        return ("count", [int(i) for i in self.items], self.colour, int(self.lo), int(self.hi))

    def colours(self) -> set[tuple[int, int]]:
        return {(i, self.colour_id) for i in self.items}

    def check(self, model, solution: Iterable[int]) -> str | None:
        """Why ``solution`` breaks this constraint, or None."""
        colouring = model.colouring(solution)
        n = sum(colouring.get(name) == self.colour for name in self._names)
        if self.lo <= n <= self.hi:
            return None
        return f"colour count: {n} items have colour {self.colour}, the model implies {self.lo}..{self.hi}"

    def literals(self, w) -> list:
        """Each item's literal for the colour (an item that cannot take it has none)."""
        return [lit for lit in (w.lit(i, self.colour_id) for i in self.items) if lit is not None]

    def cnf(self, w: CnfWriter) -> None:
        w.cardinality(self.literals(w), self.lo, self.hi)

    def cp(self, w: CpWriter) -> None:
        w.cover(self.literals(w), self.lo, self.hi)
