"""The interface every backend implements, and the model analysis the translators share."""

from __future__ import annotations

import enum
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from ..errors import UnsupportedError
from ..model import NO_COLOUR, Model, SingleLoop

Solution = tuple[int, ...]
"""A solution: the indices of the chosen options, sorted."""

OnSolution = Callable[[Solution], "bool | None"]
"""Called for each new solution; returning False stops the search."""

Progress = Callable[[int, float], None]
"""Called now and then during a long count with (solutions so far, elapsed seconds)."""


class Outcome(enum.Enum):
    COMPLETE = "complete"   # the search space was exhausted
    STOPPED = "stopped"     # the limit was reached (or the callback asked to stop)
    TIMEOUT = "timeout"     # the time limit ran out first


class Backend:
    """A way to find the solutions of a :class:`Model`.

    Subclasses implement :meth:`run`; :meth:`count` may be specialised where counting without
    materialising solutions is much faster (the dancing-links backend).
    """

    name = "?"
    side_constraints: tuple[type, ...] = ()

    def run(self, model: Model, on_solution: OnSolution, *, limit: int | None = None,
            time_limit: float | None = None) -> Outcome:
        raise NotImplementedError

    def count(self, model: Model, *, limit: int | None = None, time_limit: float | None = None,
              progress: Progress | None = None) -> tuple[int, Outcome]:
        n = 0
        t0 = time.perf_counter()

        def seen(_: Solution) -> None:
            nonlocal n
            n += 1
            if progress is not None:
                progress(n, time.perf_counter() - t0)

        outcome = self.run(model, seen, limit=limit, time_limit=time_limit)
        return n, outcome

    def check_supported(self, model: Model) -> None:
        for sc in model.side_constraints:
            if not isinstance(sc, self.side_constraints):
                raise UnsupportedError(f"backend {self.name} does not support {type(sc).__name__} constraints")


@dataclass
class ItemUses:
    """How the options use one secondary item: by colour, and uncoloured."""

    item: int
    coloured: dict[int, list[int]] = field(default_factory=dict)
    uncoloured: list[int] = field(default_factory=list)

    @property
    def classes(self) -> int:
        return len(self.coloured) + len(self.uncoloured)


def analyse(model: Model, options: Iterable[int] | None = None) -> tuple[list[list[int]], list[ItemUses]]:
    """Options per primary item, and the uses of every secondary item, in one pass (over
    ``options`` only, when given: then only the secondary items they use are listed)."""
    primary: list[list[int]] = [[] for _ in range(model.n_primary)]
    P = model.n_primary
    if options is None:
        options = range(model.n_options)
        found = {i: ItemUses(i) for i in model.secondary_ids}
    else:
        found = {}
    start, items, cols = model.opt_start, model.occ_item, model.occ_colour
    for o in options:
        for k in range(start[o], start[o + 1]):
            i = items[k]
            if i < P:
                primary[i].append(o)
            else:
                uses = found.get(i)
                if uses is None:
                    uses = found[i] = ItemUses(i)
                c = cols[k]
                if c == NO_COLOUR:
                    uses.uncoloured.append(o)
                else:
                    uses.coloured.setdefault(c, []).append(o)
    return primary, sorted(found.values(), key=lambda u: u.item)


def loop_constraints(model: Model) -> list[SingleLoop]:
    return [sc for sc in model.side_constraints if isinstance(sc, SingleLoop)]


class Deadline:
    """A point in time measured from construction; ``None`` means never."""

    def __init__(self, seconds: float | None) -> None:
        self.end = None if seconds is None else time.monotonic() + seconds

    def remaining(self) -> float | None:
        return None if self.end is None else max(0.0, self.end - time.monotonic())

    def expired(self) -> bool:
        return self.end is not None and time.monotonic() >= self.end
