"""What a lane of a cross-check does: one class per job, with its work (run in the lane's child
process) and its handlers (in the parent: what a message of it means, and what its end means).

A job's handlers are given the :class:`~.session.Session` (``session``: this module does not
import it, which imports this one) and write into its state (the runs, the samples drawn,
the solutions waiting to be checked) and may start other lanes (a list that finds too many
solutions switches the session to counts and samples)."""

from __future__ import annotations

import random
from typing import Any

import numpy as np

from ..backends import Backend, Outcome, Solution
from ..backends.base import Deadline
from ..backends.child import Batcher
from ..backends.subproblems import restrict
from ..model import Model
from ..parallel import threads
from .report import BackendRun


class Job:
    """A lane's work and its handlers; ``backend`` does the work on ``model``, within
    ``time_limit`` seconds."""

    def __init__(self, model: Model, backend: Backend, time_limit: float | None) -> None:
        self.model, self.backend, self.time_limit = model, backend, time_limit

    def work(self, send) -> Any:
        """In the child: send messages, return the last one."""
        raise NotImplementedError

    def message(self, session, run: BackendRun, payload) -> None:
        """A message of the work, in the parent."""

    def finished(self, session, run: BackendRun, payload) -> None:
        """What the work returned, in the parent."""


class ListJob(Job):
    """Every solution (at most ``cap``), sent in batches, each checked as it comes."""

    def __init__(self, model: Model, backend: Backend, time_limit: float | None, cap: int | None) -> None:
        super().__init__(model, backend, time_limit)
        self.cap = cap

    def work(self, send):
        with Batcher(send) as batch:
            return threads.run(self.model, self.backend, batch.add, limit=self.cap,
                               time_limit=self.time_limit).outcome.value

    def message(self, session, run, payload) -> None:
        run.solutions.extend(payload)
        session.pending.append((run, list(payload)))

    def finished(self, session, run, payload) -> None:
        outcome = Outcome(payload)
        run.complete = outcome is Outcome.COMPLETE or (session.limit is not None and outcome is Outcome.STOPPED)
        if outcome is Outcome.TIMEOUT:
            run.note = "time limit"
        if not session.decided:
            if outcome is Outcome.COMPLETE:
                session.decided = True  # at most FULL_SETS solutions: the sets are compared
            elif outcome is Outcome.STOPPED:
                session.switch_to_samples()


class CountJob(Job):
    """The count, by a search that counts exactly."""

    def work(self, send):
        record = threads.count(self.model, self.backend, time_limit=self.time_limit)
        return record.count, record.outcome.value

    def finished(self, session, run, payload) -> None:
        n, outcome = payload
        run.counted = n if n is not None else run.counted
        run.complete = Outcome(outcome) is Outcome.COMPLETE
        if not run.complete:
            run.note = "time limit"


class Samples(Job):
    """A job of ``n`` solutions found at random (``seed`` makes them again)."""

    def __init__(self, model: Model, backend: Backend, time_limit: float | None, n: int, seed: int | None) -> None:
        super().__init__(model, backend, time_limit)
        self.n, self.seed = n, seed


class Drawing(Samples):
    """A job that draws the samples the translations are asked to admit."""

    source = ""
    """Where the samples come from, as the report says it."""


class DiagramJob(Drawing, CountJob):
    """The diagram of all solutions: its count, then ``n`` samples drawn uniformly from it."""

    source = "uniform"

    def work(self, send):
        d = self.backend.diagram(self.model, self.time_limit)
        if d is None:
            return None, Outcome.TIMEOUT.value
        total = d.count()
        send(("count", total))
        send(("samples", d.sample(self.n, seed=self.seed) if total else []))
        return total, Outcome.COMPLETE.value

    def message(self, session, run, payload) -> None:
        what, value = payload
        if what == "count":
            run.counted = value
        else:
            session.draw(value)

    def finished(self, session, run, payload) -> None:
        super().finished(session, run, payload)
        if not run.complete:
            session.nothing_drawn()


class ShuffledJob(Drawing):
    """``n`` solutions, each the first the backend finds with the options in a random order (a
    permuted copy of the model), sent in batches; the count comes from a lane of its own."""

    source = "options in a random order"

    def work(self, send):
        model, b = self.model, self.backend
        rng = np.random.default_rng(random.Random(self.seed).randrange(1 << 62))
        deadline = Deadline(self.time_limit)
        with Batcher(lambda batch: send(("samples", batch))) as batch:
            for _ in range(self.n):
                order = rng.permutation(model.n_options)
                found: list[Solution] = []
                outcome = b.run(restrict(model, order), found.append, limit=1, time_limit=deadline.remaining())
                if outcome is Outcome.TIMEOUT:
                    return Outcome.TIMEOUT.value
                if not found:
                    return Outcome.COMPLETE.value
                batch.add(tuple(sorted(int(order[o]) for o in found[0])))
        return Outcome.COMPLETE.value

    def message(self, session, run, payload) -> None:
        session.draw(payload[1])

    def finished(self, session, run, payload) -> None:
        session.drawn = session.drawn or []
        if Outcome(payload) is Outcome.TIMEOUT:
            session.source = f"{session.source} (stopped by the time limit)"


class TranslationJob(Job):
    """One of a translation's two ways of being checked; its part is done when both are."""

    way = ""

    def finished(self, session, run, payload) -> None:
        session.done_ways.setdefault(run.backend, set())
        if Outcome(payload) is not Outcome.TIMEOUT:
            session.done_ways[run.backend].add(self.way)
        else:
            run.note = "time limit"
        session.translation_complete(run)


class AdmitsJob(TranslationJob):
    """The drawn samples, each judged by the translation (:meth:`~xcckit.backends.base.Backend.admits`)."""

    way = "admits"

    def __init__(self, model: Model, backend: Backend, time_limit: float | None, samples: list[Solution]) -> None:
        super().__init__(model, backend, time_limit)
        self.samples = samples

    def work(self, send):
        with Batcher(send) as batch:
            return self.backend.admits(self.model, self.samples, lambda sol, why: batch.add((sol, why)),
                                       time_limit=self.time_limit).value

    def message(self, session, run, payload) -> None:
        for sol, why in payload:
            if why is None:
                run.admitted += 1
            else:
                run.rejected.append((sol, why))


class RandomJob(TranslationJob, Samples):
    """``n`` solutions the translation finds with randomised choices, each checked as it comes."""

    way = "random"

    def work(self, send):
        with Batcher(send) as batch:
            return self.backend.random_solutions(self.model, self.n, batch.add, seed=self.seed,
                                                 time_limit=self.time_limit).value

    def message(self, session, run, payload) -> None:
        run.found.extend(payload)
        session.pending.append((run, list(payload)))


class BestJob(Job):
    """The ``k`` cheapest solutions (:func:`~xcckit.crosscheck.crosscheck_cheapest`)."""

    def __init__(self, model: Model, backend: Backend, time_limit: float | None, k: int) -> None:
        super().__init__(model, backend, time_limit)
        self.k = k

    def work(self, send):
        ranked = self.backend.best(self.model, self.k, time_limit=self.time_limit)
        return ranked.solutions, ranked.costs, ranked.proven
