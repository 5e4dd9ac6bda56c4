"""Before a loop model is counted: the options that are in no solution, found by SAT, removed.

A single-loop constraint is what makes a loop puzzle's frontier wide: the mates of the path ends
on it. The clues do the rest: a slitherlink's clue cells force many edges on or off, but the
frontier method learns it only as it sweeps over them, with every state that the far side of
the frontier still allows. The options that no solution of the *relaxation* (the model without
its single loop: every vertex has two edges on or none) contains are in no solution of the model
either, since its solutions are solutions of the relaxation; so removing them changes no count
and no solution, and the frontier has fewer states. They are the negative part of the
relaxation's backbone, read by the sat backend (:mod:`..backbone`: a few calls of CaDiCaL, none
of them about loops; asked only about the options its first solution leaves out). Measured
(docs/benchmarks.md): on a 36×20 slitherlink with a third of its cells clued that takes 0.15 s and
removes 3,534 of 5,580 options; the count then takes 0.6 s instead of 19 s.
"""

from __future__ import annotations

import numpy as np

from ...model import Model
from ..base import Deadline
from ..subproblems import restrict
from .planning import mated

SECONDS = 10.0
"""The longest the backbone may take (facts proven by then are used, so it only costs time);
at most a quarter of the time left when there is a limit."""


class Pruned:
    """A model with the options of no solution removed: ``model`` (the one to count),
    ``kept`` (its option k is option ``kept[k]`` of the original; None when nothing was
    removed), ``removed`` (how many), ``solvable`` (False when the relaxation, hence the model,
    has no solution)."""

    def __init__(self, model: Model, kept: np.ndarray | None = None, removed: int = 0,
                 solvable: bool | None = None) -> None:
        self.model, self.kept, self.removed, self.solvable = model, kept, removed, solvable

    def original(self, options: np.ndarray) -> np.ndarray:
        """Option indices of the pruned model as the original model's."""
        return options if self.kept is None else self.kept[options]


def prune(model: Model, deadline: Deadline) -> Pruned:
    """``model`` with the options in no solution of its relaxation removed, when it has a
    single-loop or paths constraint (other models are returned as they are)."""
    if not mated(model) or model.n_options == 0:
        return Pruned(model)
    from ..sat import SatBackend
    left = deadline.remaining()
    seconds = SECONDS if left is None else min(SECONDS, left / 4)
    facts = SatBackend().facts(restrict(model, np.arange(model.n_options), side_constraints=False),
                               time_limit=seconds, never_only=True)
    if facts.solvable is False:
        return Pruned(model, solvable=False)
    never = np.asarray(sorted(facts.never), dtype=np.int64)
    if not len(never):
        return Pruned(model)
    keep = np.setdiff1d(np.arange(model.n_options, dtype=np.int64), never)
    return Pruned(restrict(model, keep), keep, len(never))
