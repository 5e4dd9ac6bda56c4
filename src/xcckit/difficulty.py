"""How a unique puzzle falls (:func:`difficulty`): forced moves, propagation, and the search
dlx needs, in figures a puzzle maker reads, and a band (easy, medium, hard)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .backends import oracles
from .backends.base import Deadline
from .errors import InputError, TimeLimitReached
from .model import Model
from .puzzles import Puzzle

BANDS = ("easy", "medium", "hard")
NODES = 200_000
"""Nodes dlx may search when it counts them for the difficulty (beyond: "at least"): a budget of
work, so that the figure does not depend on the machine's speed or load (it was a quarter of a
second, and the same puzzle read "over 32" on a busy machine where it took 381)."""


@dataclass
class Difficulty:
    """How a unique puzzle falls, in figures a puzzle maker reads: ``singles``, the share of the
    answer (its options) that forced moves alone give (an item left with one option takes it:
    sudoku's naked and hidden singles); ``propagation``, the share that unit propagation on the
    CNF gives when every option of the answer is also tried the other way once (a failed
    literal: leaving it out conflicts at once), repeated ``rounds`` times until nothing new;
    ``nodes``, the options dlx tries to find the answer and prove there is no other
    (``nodes_complete`` False: it stopped after :data:`NODES`, at least that many).
    ``band``: ``easy`` when forced moves alone solve it, ``medium`` when propagation does,
    ``hard`` when it needs search."""

    singles: float
    propagation: float
    rounds: int
    nodes: int
    nodes_complete: bool

    @property
    def band(self) -> str:
        return "easy" if self.singles >= 1 else "medium" if self.propagation >= 1 else "hard"

    def to_json(self) -> dict:
        return {"band": self.band, "singles": round(self.singles, 4), "propagation": round(self.propagation, 4),
                "rounds": self.rounds, "nodes": self.nodes, "nodes_complete": self.nodes_complete}

    def words(self) -> str:
        nodes = f"{self.nodes:,}" if self.nodes_complete else f"over {self.nodes:,}"
        return (f"{self.band}: forced moves give {self.singles:.0%} of the answer, propagation "
                f"{self.propagation:.0%} in {self.rounds} round(s); dlx tries {nodes} options")


def _singles(model: Model) -> float:
    """The share of the primary items that forced moves cover: repeatedly, every item left with
    one live option takes it, and the options it rules out (sharing an item, or giving a
    secondary item another colour) die."""
    start, item, col = model.arrays()
    npri = model.n_primary
    owner = np.repeat(np.arange(model.n_options), np.diff(start))
    alive = np.ones(model.n_options, dtype=bool)
    covered = np.zeros(model.n_items, dtype=bool)
    colour = np.full(model.n_items, -1, dtype=np.int64)  # a secondary item's colour once given (0: used)
    primary = item < npri
    while True:
        live = alive[owner] & primary & ~covered[item]
        counts = np.bincount(item[live], minlength=npri)
        forced = np.flatnonzero(~covered[:npri] & (counts == 1))
        if not len(forced):
            break
        for o in np.unique(owner[np.flatnonzero(live & np.isin(item, forced))]).tolist():
            if not alive[o]:
                continue
            its, cs = item[start[o]:start[o + 1]], col[start[o]:start[o + 1]]
            covered[its[its < npri]] = True
            colour[its[its >= npri]] = cs[its >= npri]
            alive[o] = False
        clash = (primary & covered[item]) | (~primary & (colour[item] >= 0) & ((col != colour[item]) | (col == 0)))
        alive[owner[clash]] = False
    return float(covered[:npri].mean()) if npri else 1.0


def difficulty(puzzle: Puzzle | Model, time_limit: float | None = None) -> Difficulty:
    """The :class:`Difficulty` of a puzzle (or model) with one solution; the time limit running
    out first raises :class:`~xcckit.errors.TimeLimitReached`. dlx's nodes are counted within a
    budget of :data:`NODES`, not of seconds."""
    model = puzzle if isinstance(puzzle, Model) else puzzle.unsettled().model  # (the rules', not the settled)
    deadline = Deadline(time_limit)
    late = TimeLimitReached("time limit reached before the difficulty was measured")
    try:
        failed = oracles.propagation(model, deadline)
    except ValueError:
        raise InputError("the puzzle has no solution", source="puzzle") from None
    if failed is None:
        raise late
    known, literals, rounds = failed
    searched, complete = oracles.nodes(model, NODES, deadline)
    return Difficulty(_singles(model), known / literals if literals else 1.0, rounds, searched, complete)
