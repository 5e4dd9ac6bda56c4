"""The lanes of one cross-check, started, read and ended (:class:`Session`): each lane is a
:class:`~.jobs.Job` run by one backend in a child process (:class:`~xcckit.backends.child.Lanes`),
its messages handed to the job's handlers as they come, the solutions checked as they come, and
the report made from what was checked when the lanes have ended or the time is up."""

from __future__ import annotations

import time
from dataclasses import dataclass

from ..backends import Backend, Outcome, Solution
from ..backends.base import Deadline
from ..backends.child import DIED, DONE, FAILED, MESSAGE, Child, Lanes
from ..backends.subproblems import restrict
from ..check import check_solution
from ..errors import Interrupted
from ..model import Model
from .compare import compare_samples, compare_sets, validity
from .jobs import AdmitsJob, CountJob, DiagramJob, Drawing, Job, ListJob, RandomJob, ShuffledJob
from .report import BackendRun, CrossCheck

CHECK_SLICE = 0.05
"""Seconds of checking solutions as they come, between two reads of the lanes."""
DRAIN = 0.05
"""Seconds to read what a lane sent before the time limit, once the limit is reached."""
REPORT_CHECK = 0.1
"""Seconds the report may take past the time limit to check the last solutions that came."""


@dataclass
class Lane:
    run: BackendRun
    job: Job


class Session:
    """The lanes of one cross-check (see :func:`~xcckit.crosscheck.crosscheck`). The evidence
    is chosen by what the backends declare: the searches count (each its own way), a backend
    that answers ``sample`` draws uniform samples from its diagram (else one that finds a first
    solution at once draws them with the options in a random order, and checks that each
    solution a translation finds is one), and each :attr:`~xcckit.backends.base.Backend.translation`
    admits the samples and finds its own at random."""

    def __init__(self, model: Model, backends: list[Backend], limit: int | None, deadline: Deadline,
                 evidence: str, samples: int, seed: int | None, full: int,
                 left_out: dict[str, str] | None = None) -> None:
        self.model, self.backends, self.limit, self.deadline = model, backends, limit, deadline
        self.left_out = left_out or {}
        self.evidence, self.n, self.seed, self.full = evidence, samples, seed, full
        self.runs = {b.name: BackendRun(b.name) for b in backends}
        self.by_name = {b.name: b for b in backends}
        self.lanes = Lanes()
        self.mode = "limit" if limit is not None else ("samples" if evidence == "samples" else "sets")
        self.decided = limit is not None or evidence != "auto"
        self.drawn: list[Solution] | None = None
        self.source: str | None = None
        self.pending_admits: list[str] = []
        self.done_ways: dict[str, set[str]] = {}
        self.t0 = time.perf_counter()
        self.pending: list[tuple[BackendRun, list[Solution]]] = []
        self.member_backend = next((b for b in backends if b.first_at_once and not b.translation), None)
        """The backend that counts the model restricted to a translation's solution (its own
        count runs on one thread, here, while its lanes run in children)."""
        self.drawn_run = BackendRun("drawn", role="drawn")

    @property
    def member_check(self) -> str | None:
        """The name of :attr:`member_backend` (None: no such backend here)."""
        return self.member_backend.name if self.member_backend is not None else None

    # -------------------------------------------------------------- lanes
    def start(self, b: Backend, job: Job) -> None:
        self.lanes.start(job.work, Lane(self.runs[b.name], job))

    def start_lists(self) -> None:
        cap = self.limit if self.limit is not None else (self.full + 1 if self.evidence == "auto" else None)
        for b in self.backends:
            self.runs[b.name].role = "list"
            self.start(b, ListJob(self.model, b, self.deadline.remaining(), cap))

    def start_samples(self) -> None:
        """Counts by the searches, samples drawn (uniformly, where a backend samples), and each
        translation's own random solutions; the samples go into the translations once they are
        drawn."""
        self.mode = "samples"
        left = self.deadline.remaining()
        counters = [b for b in self.backends if not b.translation]
        sampler = next((b for b in counters if type(b).answers("sample", self.model)), None)
        drawer: Drawing | None = None
        for b in counters:
            self.runs[b.name].role = "count"
            if b is sampler:
                drawer = DiagramJob(self.model, b, left, self.n, self.seed)
                self.start(b, drawer)
            else:
                self.start(b, CountJob(self.model, b, left))
        if sampler is None:
            first = next((b for b in counters if b.first_at_once), None)
            if first is not None:
                drawer = ShuffledJob(self.model, first, left, self.n, self.seed)
                self.start(first, drawer)
        if drawer is not None:
            self.source = f"{drawer.backend.name}, {drawer.source}"
        for b in self.backends:
            if b.translation:
                self.runs[b.name].role = "translation"
                self.start(b, RandomJob(self.model, b, left, self.n, self.seed))
                if self.source is not None:
                    self.pending_admits.append(b.name)
                else:
                    self.runs[b.name].note = "no backend here draws solutions for it to admit"

    def switch_to_samples(self) -> None:
        """The model has more than ``full`` solutions: the lists stop (what they found is still
        checked), and the counts and samples begin."""
        self.decided = True
        for child, lane in list(self.lanes.running.items()):
            if isinstance(lane.job, ListJob):
                self.end(child)
        self.start_samples()

    def end(self, child: Child) -> None:
        lane = self.lanes.end(child)
        if lane is not None:
            lane.run.seconds = max(lane.run.seconds, time.perf_counter() - self.t0)

    # -------------------------------------------------------------- what the jobs report
    def handle(self, child: Child, lane: Lane) -> None:
        kind, payload = child.receive()
        run = lane.run
        if kind == MESSAGE:
            lane.job.message(self, run, payload)
            return
        self.end(child)
        if kind == FAILED:
            run.note = f"failed: {type(payload).__name__}: {payload}"
        elif kind == DIED:
            run.note = f"its process ended without an answer (exit code {payload})"
        else:
            lane.job.finished(self, run, payload)

    def draw(self, sols) -> None:
        """Samples drawn for the translations to admit: kept, and checked as they come."""
        sols = list(sols)
        if self.drawn is None:
            self.drawn = []
        self.drawn.extend(sols)
        self.pending.append((self.drawn_run, sols))

    def nothing_drawn(self) -> None:
        """The diagram was not made in time: nothing was drawn, nothing is admitted."""
        self.source = None
        for name in self.pending_admits:
            self.runs[name].note = "no samples were drawn in time for it to admit"
            self.translation_complete(self.runs[name])
        self.pending_admits = []

    def translation_complete(self, run: BackendRun) -> None:
        """A translation's part is done when its own random solutions are in and it has judged
        every drawn sample (or there were none to judge)."""
        ways = self.done_ways.get(run.backend, set())
        admitting = self.source is not None or run.backend in self.pending_admits
        run.complete = RandomJob.way in ways and (AdmitsJob.way in ways or not admitting)

    def feed_admits(self) -> None:
        """Start the translations' checks of the drawn samples once they are all in."""
        if not self.pending_admits or self.drawn is None:
            return
        drawing = any(isinstance(lane.job, Drawing) for lane in self.lanes.tags())
        if drawing and len(self.drawn) < self.n:
            return
        left = self.deadline.remaining()
        for name in self.pending_admits:
            b = self.by_name[name]
            self.start(b, AdmitsJob(self.model, b, left, list(self.drawn)))
        self.pending_admits = []

    # -------------------------------------------------------------- the loop
    def run(self) -> CrossCheck:
        with self.lanes:
            try:
                if self.mode == "samples":
                    self.start_samples()
                else:
                    self.start_lists()
                while self.lanes:
                    for child, lane in self.lanes.ready(0.0 if self.pending else self.deadline.remaining()):
                        if child in self.lanes.running:
                            self.handle(child, lane)
                    self.feed_admits()
                    self.check_pending(CHECK_SLICE)
                    if self.deadline.expired():
                        self.time_is_up()
            except KeyboardInterrupt:
                for child in list(self.lanes.running):
                    self.end(child)
                raise Interrupted(None, partial=self.report(interrupted=True)) from None
        return self.report()

    def time_is_up(self) -> None:
        """Every lane ends now, whether or not it has more to say: what it sent is read for at
        most a moment, and the report is made from what is checked."""
        for child, lane in list(self.lanes.running.items()):
            for kind, payload in self.lanes.drain(child, time.perf_counter() + DRAIN):
                if kind == MESSAGE:
                    lane.job.message(self, lane.run, payload)
                elif kind == DONE:
                    lane.job.finished(self, lane.run, payload)
            self.end(child)
            if lane.run.note == "":
                lane.run.note = "time limit"

    # -------------------------------------------------------------- the report
    def report(self, interrupted: bool = False) -> CrossCheck:
        runs = [self.runs[b.name] for b in self.backends]
        # what arrived last is checked now, within the time limit (or a moment past it: the
        # rest is reported as not checked)
        self.check_pending(None if self.deadline.end is None else max(REPORT_CHECK, self.deadline.remaining()))
        for r in runs:
            r.duplicates = len(r.solutions) - len(set(r.solutions)) + len(r.found) - len(set(r.found))
        report = CrossCheck(runs, self.limit, {}, mode=self.mode, samples=self.n if self.mode == "samples" else 0,
                            source=self.source, interrupted=interrupted, left_out=self.left_out,
                            member_check=self.member_check)
        if self.mode == "sets":
            compare_sets(report, self.model)
        elif self.mode == "samples":
            compare_samples(report, self.model, self.drawn or [], self.drawn_run)
        validity(report)
        return report

    def check_pending(self, seconds: float | None) -> None:
        """Check the solutions that came in since the last call, for at most ``seconds``
        (None: all): each by the checker, and each of a translation's own random solutions
        (in samples mode) also by a count of 1 on the model with only its options, where a
        backend that finds a first solution at once is here. Checking as they come keeps the
        report's work small when the time limit ends the run."""
        until = None if seconds is None else time.perf_counter() + seconds
        while self.pending:
            run, batch = self.pending[0]
            while batch:
                if until is not None and time.perf_counter() >= until:
                    return
                self._check_one(run, batch.pop())
            self.pending.pop(0)

    def _check_one(self, run: BackendRun, sol: Solution) -> None:
        if sol in run.valid_checked:
            return
        run.valid_checked.add(sol)
        why = check_solution(self.model, sol)
        if why:
            run.invalid.append((sol, why))
            return
        if run.role != "translation" or self.mode != "samples" or self.member_check is None:
            return
        n, outcome = self.member_backend.count(restrict(self.model, sorted(sol)), limit=2)
        if outcome is Outcome.TIMEOUT:  # (not known: not checked)
            return
        run.member_checked.add(sol)
        if n != 1:
            run.not_members.append((sol, f"{self.member_check} finds {n} solutions of the model with only "
                                         "these options"))
