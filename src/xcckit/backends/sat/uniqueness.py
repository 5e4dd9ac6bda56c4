"""The uniqueness questions of a puzzle maker on one incremental solver (:class:`Uniqueness`)."""

from __future__ import annotations

from collections.abc import Iterable

from ...model import Model
from ..base import Deadline
from ..child import run_in_thread
from ..translate import occurrences
from .encoding import CNFEncoding
from .search import loop_model

class Uniqueness:
    """Is a known solution the only one, when only some of the model's optional items are
    there? One incremental solver answers every such question (the questions a puzzle maker
    asks, taking clues away one by one): each optional primary item has a selector (see
    :class:`CNFEncoding`), given as an assumption; the known solution is excluded by one
    clause: some secondary item has another colour than it has there (a loop puzzle's answer
    is its edges); in a model whose coloured items are not all given a literal, or that has
    none, some option of it is not chosen up to the optional items (options that differ only
    in optional items are one choice: a literal for each such class of the solution's options,
    true when one of them is chosen). Single-loop cuts and learnt clauses hold for every
    question, so they are kept. ``other(kept)`` returns another solution (its options),
    ``False`` when there is none, or ``None`` when the deadline came first. With a
    ``deadline``, building the solver raises :class:`~.base.Expired` once it has passed."""

    def __init__(self, model: Model, solution: Iterable[int], optional: Iterable[int],
                 solver: str = "cadical195", deadline: Deadline | None = None) -> None:
        self.optional = sorted(set(optional))
        self.enc = enc = CNFEncoding(model, tables=False, optional=self.optional, deadline=deadline)
        solution = list(solution)
        start, item, col = model.arrays()
        ks = occurrences(start, solution)[0]
        ks = ks[(item[ks] >= model.n_primary) & (col[ks] > 0)]
        colours = {(int(i), int(c)) for i, c in zip(item[ks].tolist(), col[ks].tolist())}
        literals = [enc.colour_lit.get(ic) for ic in colours]
        extra: list[list[int]] = []
        if colours and None not in literals:
            clause = [-lit for lit in set(literals)]
        else:
            optional = set(self.optional)

            def core(o: int) -> tuple:
                return tuple((i, c) for i, c in model.option(o) if i not in optional)

            wanted = {core(o): k for k, o in enumerate(solution)}
            members: dict[int, list[int]] = {}
            for o in range(model.n_options):
                k = wanted.get(core(o))
                if k is not None:
                    members.setdefault(k, []).append(o)
            clause = []
            for k, opts in members.items():
                z = enc.pool.id(("same", k))
                extra += [[-enc.x[o], z] for o in opts]
                extra.append([-z] + [enc.x[o] for o in opts])
                clause.append(-z)
        self.solver = enc.solver(solver, deadline or Deadline(None))  # (Expired: the deadline came first)
        self.solver.append_formula(extra)
        self.solver.add_clause(clause)
        self.calls = 0

    def other(self, kept: Iterable[int], deadline: Deadline | None = None):
        kept = set(kept)
        assumptions = [self.enc.selector[i] if i in kept else -self.enc.selector[i] for i in self.optional]
        self.calls += 1

        def work(send, stoppable: Deadline):
            return loop_model(self.solver, self.enc, stoppable, assumptions)

        # (in a thread, in slices: a Ctrl-C during a solver call in the main thread left CaDiCaL in
        # a state that the solver's deletion then crashed on, 1 in 25 Ctrl-C of xcc generate)
        _, assignment = run_in_thread(work, lambda message: None, deadline or Deadline(None))
        if assignment is None or assignment is False:
            return assignment
        return self.enc.solution(assignment)

    def close(self) -> None:
        self.solver.delete()

    def __enter__(self) -> "Uniqueness":
        return self

    def __exit__(self, *exc) -> None:
        self.close()
