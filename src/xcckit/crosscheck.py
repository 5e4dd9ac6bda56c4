"""Run several backends on one model and weigh what they say, with evidence that fits its size.

Every backend works in a child process of its own, all of them at once, each with the whole
time limit: none waits for another, and one that cannot be interrupted (a SAT solver inside a
call) is killed at the deadline. What each one completed is reported.

The evidence (:attr:`CrossCheck.evidence`, in the JSON too):

* ``sets``: with at most :data:`FULL_SETS` solutions, every backend lists them all and the sets
  must be equal;
* ``counts``: beyond that, the searches that count (dlx, zdd, the trie) count, each its own way,
  and must give the same number;
* ``admitted``: N solutions drawn uniformly from the zdd diagram (else found by dlx in a random
  order) must each be admitted by every translation (sat's CNF, the CP-SAT model: those
  options fixed, the solver must find the model, :meth:`~xcckit.backends.base.Backend.admits`);
  a translation that loses a share p of the solutions passes N uniform samples with
  probability (1 - p)^N at most;
* ``found``: N solutions of each translation found with randomised choices
  (:meth:`~xcckit.backends.base.Backend.random_solutions`) must each pass the independent
  checker (:mod:`xcckit.check`) and, where dlx is among the backends, be a solution of the model
  with only those options (dlx counts it once);
* ``valid``: every solution any backend returned passes the checker, once.

With a limit (``limit``), each backend lists at most that many and every one is checked. Where
two methods differ, :attr:`CrossCheck.witnesses` shows a solution that one accepts and another
rejects (with the checker's words), or the two counts.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from .backends import Backend, Outcome, Solution, backends_for, get_backend, leaf_checks
from .backends.base import Deadline
from .backends.child import DIED, DONE, FAILED, MESSAGE, Batcher, Child, wait_any
from .check import check_solution
from .errors import InputError, Interrupted
from .model import Model
from .progress import solutions_text

FULL_SETS = 2_000
"""Solution sets are compared in full up to this many solutions; beyond, counts and samples."""
SAMPLES = 1_000
"""Samples each way (into and out of each translation) unless told otherwise."""
CHECK_SLICE = 0.05
"""Seconds of checking solutions as they come, between two reads of the lanes."""
DRAIN = 0.05
"""Seconds to read what a lane sent before the time limit, once the limit is reached."""
WRAP_UP = 0.5
"""Seconds of a time limit kept for a cross-check's end (at most a fifth of the limit): its
children stopped and reaped, the last solutions checked, the report. That took 0.2-0.7 s at a
load of 10 on 2 cores, past the xcc process's backstop (0.4 s after the limit), which then cut
the command before its report; the lanes end that much before the limit instead."""


def _wrapped(time_limit: float | None) -> Deadline:
    """The deadline of a cross-check's lanes: ``time_limit`` less its :data:`WRAP_UP`."""
    from . import validate
    seconds = validate.time_limit(time_limit)
    return Deadline(None if seconds is None else seconds - min(WRAP_UP, seconds / 5))


REPORT_CHECK = 0.1
"""Seconds the report may take past the time limit to check the last solutions that came."""
EVIDENCE = ("auto", "sets", "samples")
CONFIDENCE = 0.99
"""The detection probability the report's strength statement is given at."""


@dataclass
class BackendRun:
    """What one backend did. ``solutions``: what it listed (full sets, a limit, or before a
    large model's count switched the check to samples); ``counted``: its count (counts and
    samples); a translation's ``admitted``/``rejected`` samples from elsewhere and its own
    ``found`` solutions; ``complete``: its part finished; ``note``: why not."""

    backend: str
    solutions: list[Solution] = field(default_factory=list)
    complete: bool = False
    seconds: float = 0.0
    invalid: list[tuple[Solution, str]] = field(default_factory=list)
    duplicates: int = 0
    role: str = "list"                 # list, count, translation
    counted: int | None = None
    admitted: int = 0
    rejected: list[tuple[Solution, str]] = field(default_factory=list)
    found: list[Solution] = field(default_factory=list)
    not_members: list[tuple[Solution, str]] = field(default_factory=list)
    note: str = ""
    valid_checked: set = field(default_factory=set, repr=False)
    member_checked: set = field(default_factory=set, repr=False)

    @property
    def count(self) -> int:
        """Its count, or the distinct solutions it listed."""
        return self.counted if self.counted is not None else len(set(self.solutions))

    @property
    def checked(self) -> bool:
        """Whether it gave evidence: its part finished, or (a translation stopped by the time
        limit) it was checked at least once each way."""
        return self.complete or (self.role == "translation" and self.admitted + len(self.rejected) > 0
                                 and len(self.found) > 0)


@dataclass
class Evidence:
    """One piece of evidence: what was compared (``kind``: sets, counts, admitted, found,
    valid), by whom, with what result (``agree``), in figures (``figures``) and in words."""

    kind: str
    backends: list[str]
    agree: bool
    figures: dict[str, Any]
    words: str

    def to_json(self) -> dict:
        return {"kind": self.kind, "backends": self.backends, "agree": self.agree, **self.figures,
                "words": self.words}


@dataclass
class Witness:
    """A disagreement shown: a solution (``options``) that ``accepted_by`` give and
    ``rejected_by`` do not, with the checker's words (``why``: None when the checker accepts
    it), or the counts that differ (``counts``)."""

    kind: str
    options: Solution | None = None
    accepted_by: list[str] = field(default_factory=list)
    rejected_by: list[str] = field(default_factory=list)
    why: str | None = None
    counts: dict[str, int] | None = None
    said: str | None = None

    def words(self, text=None) -> str:
        if self.counts is not None:
            return "counts differ: " + ", ".join(f"{b} {n:,}" for b, n in self.counts.items())
        shown = [text(o) for o in self.options] if text else list(self.options)
        checker = "the checker accepts it" if self.why is None else f"the checker rejects it: {self.why}"
        rejected = f"; {', '.join(self.rejected_by)} not" if self.rejected_by else ""
        said = f" ({self.said})" if self.said else ""
        return f"{self.kind}: given by {', '.join(self.accepted_by)}{rejected}{said}; {checker}: {shown}"

    def to_json(self, text=None) -> dict:
        out: dict[str, Any] = {"kind": self.kind}
        if self.counts is not None:
            out["counts"] = self.counts
        else:
            out.update({"options": [text(o) for o in self.options] if text else list(self.options),
                        "accepted_by": self.accepted_by, "rejected_by": self.rejected_by,
                        "checker": "valid" if self.why is None else self.why})
            if self.said:
                out["said"] = self.said
        return out


@dataclass
class CrossCheck:
    """The result of :func:`crosscheck`: a run per backend, the evidence, the witnesses of any
    disagreement, and the ``verdict``."""

    runs: list[BackendRun]
    limit: int | None
    only: dict[Solution, list[str]]
    """Full sets: solutions that only some backends found -> the backends that found them."""
    mode: str = "sets"                 # sets, samples, limit
    samples: int = 0
    source: str | None = None          # where the samples into the translations came from
    evidence: list[Evidence] = field(default_factory=list)
    witnesses: list[Witness] = field(default_factory=list)
    interrupted: bool = False
    left_out: dict[str, str] = field(default_factory=dict)
    """Backends left out of a default choice -> why (see :func:`default_backends`)."""

    @property
    def complete(self) -> bool:
        return all(r.complete for r in self.runs)

    @property
    def verdict(self) -> str:
        """``agree``, ``differ`` (a witness: sets or counts differ, a solution is invalid, a
        sample is rejected) or ``incomplete`` (nothing differs, but some backend did not finish
        its part, or a translation stopped by the time limit was not checked both ways)."""
        if self.witnesses or any(r.invalid or r.duplicates or r.rejected or r.not_members for r in self.runs):
            return "differ"
        if self.mode == "limit":
            return "agree"
        return "agree" if all(r.checked for r in self.runs) else "incomplete"

    @property
    def agree(self) -> bool:
        return self.verdict == "agree"

    def statement(self) -> str:
        """What was shown, in one line."""
        verdict = self.verdict
        if verdict == "differ":
            return "the backends DISAGREE"
        if self.mode == "limit":
            return f"all solutions valid (--limit {self.limit}: sets not compared)"
        late = [r.backend for r in self.runs if not r.checked]
        if self.mode == "sets":
            done = [r for r in self.runs if r.complete]
            if verdict == "agree":
                return f"all backends agree: {solutions_text(self.runs[0].count)}"
            if len(done) < 2:
                return f"time limit reached ({', '.join(late)} did not finish): the sets could not be compared"
            return (f"time limit reached ({', '.join(late)} did not finish); the backends that finished "
                    f"({', '.join(r.backend for r in done)}) agree: {solutions_text(done[0].count)}")
        counted = [r for r in self.runs if r.role != "translation" and r.complete and r.counted is not None]
        what = f"{solutions_text(counted[0].counted)} by count" if counted else "no count finished"
        if verdict == "agree":
            return f"all backends agree on counts and samples: {what}"
        return f"time limit reached ({', '.join(late)} did not finish); what finished agrees: {what}"

    def text(self, option_text=None) -> str:
        """The table (a row per backend: what it did), then, in the sampled mode, the evidence,
        and any witnesses (their options written by ``option_text``), a line each."""
        lines = [f"{'backend':8} {'evidence':>34} {'seconds':>9}" if self.mode == "samples"
                 else f"{'backend':8} {'solutions':>10} {'seconds':>9}"]
        for r in self.runs:
            mark = "" if r.complete else f"  (incomplete{': ' + r.note if r.note else ''})"
            if self.mode != "samples":
                lines.append(f"{r.backend:8} {r.count:>10,} {r.seconds:>9.3f}{mark}")
                continue
            if r.role == "translation":
                what = f"{r.admitted + len(r.rejected):,} drawn judged, {len(set(r.found)):,} own"
            else:
                what = "count " + ("?" if r.counted is None else f"{r.counted:,}")
            lines.append(f"{r.backend:8} {what:>34} {r.seconds:>9.3f}{mark}")
        if self.mode == "samples":
            lines += [e.words for e in self.evidence if e.kind != "valid"]
        lines += [w.words(option_text) for w in self.witnesses[:10]]
        lines += [f"{name} left out: {why}" for name, why in self.left_out.items()]
        return "".join(line + "\n" for line in lines)

    def to_json(self, text=None) -> dict:
        return {
            "agree": self.agree, "verdict": self.verdict, "complete": self.complete, "limit": self.limit,
            "mode": self.mode, "samples": self.samples, "source": self.source,
            "backends": {r.backend: _run_json(r) for r in self.runs},
            "evidence": [e.to_json() for e in self.evidence],
            "witnesses": [w.to_json(text) for w in self.witnesses],
            "left_out": dict(self.left_out),
            "only": [{"options": [text(o) for o in sol] if text else list(sol), "found_by": by}
                     for sol, by in self.only.items()],
            "invalid": [{"backend": r.backend, "options": [text(o) for o in sol] if text else list(sol), "why": why}
                        for r in self.runs for sol, why in r.invalid],
        }


def _run_json(r: BackendRun) -> dict:
    out = {"role": r.role, "count": r.count, "complete": r.complete, "seconds": round(r.seconds, 6),
           "invalid": len(r.invalid), "duplicates": r.duplicates}
    if r.role == "translation":
        out.update({"admitted": r.admitted, "rejected": len(r.rejected), "found": len(r.found),
                    "listed": len(set(r.solutions))})
    if r.note:
        out["note"] = r.note
    return out


# ---------------------------------------------------------------------------- the children's work
def _list_work(model: Model, b: Backend, cap: int | None, time_limit: float | None):
    from .parallel import threads

    def work(send):
        with Batcher(send) as batch:
            outcome = threads.run(model, b, batch.add, limit=cap, time_limit=time_limit).outcome
        return outcome.value
    return work


def _count_work(model: Model, b: Backend, time_limit: float | None):
    from .parallel import threads

    def work(send):
        record = threads.count(model, b, time_limit=time_limit)
        return record.count, record.outcome.value
    return work


def _diagram_work(model: Model, b: Backend, n: int, seed: int | None, time_limit: float | None):
    """The zdd backend's diagram: its count, then ``n`` uniform samples."""

    def work(send):
        d = b.diagram(model, time_limit)
        if d is None:
            return None, Outcome.TIMEOUT.value
        total = d.count()
        send(("count", total))
        send(("samples", d.sample(n, seed=seed) if total else []))
        return total, Outcome.COMPLETE.value
    return work


def _shuffled_work(model: Model, b: Backend, n: int, seed: int | None, time_limit: float | None):
    """``n`` solutions of dlx, each the first it finds with the options in a random order (a
    permuted copy of the model), sent in batches; the count comes from a lane of its own."""
    import random

    import numpy as np

    from .backends.subproblems import restrict

    def work(send):
        rng = np.random.default_rng(random.Random(seed).randrange(1 << 62))
        deadline = Deadline(time_limit)
        with Batcher(lambda batch: send(("samples", batch))) as batch:
            for _ in range(n):
                order = rng.permutation(model.n_options)
                found: list[Solution] = []
                outcome = b.run(restrict(model, order), found.append, limit=1, time_limit=deadline.remaining())
                if outcome is Outcome.TIMEOUT:
                    return Outcome.TIMEOUT.value
                if not found:
                    return Outcome.COMPLETE.value
                batch.add(tuple(sorted(int(order[o]) for o in found[0])))
        return Outcome.COMPLETE.value
    return work


def _admits_work(model: Model, b: Backend, samples: list[Solution], time_limit: float | None):
    def work(send):
        with Batcher(send) as batch:
            outcome = b.admits(model, samples, lambda sol, why: batch.add((sol, why)), time_limit=time_limit)
        return outcome.value
    return work


def _random_work(model: Model, b: Backend, n: int, seed: int | None, time_limit: float | None):
    def work(send):
        with Batcher(send) as batch:
            outcome = b.random_solutions(model, n, batch.add, seed=seed, time_limit=time_limit)
        return outcome.value
    return work


# ---------------------------------------------------------------------------- the parent
@dataclass
class _Lane:
    run: BackendRun
    job: str
    child: Child
    started: float
    backend: Backend


class _Session:
    """The lanes of one cross-check, started, read and ended (see :func:`crosscheck`)."""

    def __init__(self, model: Model, backends: list[Backend], limit: int | None, deadline: Deadline,
                 evidence: str, samples: int, seed: int | None, full: int,
                 left_out: dict[str, str] | None = None) -> None:
        self.model, self.backends, self.limit, self.deadline = model, backends, limit, deadline
        self.left_out = left_out or {}
        self.evidence, self.n, self.seed, self.full = evidence, samples, seed, full
        self.runs = {b.name: BackendRun(b.name) for b in backends}
        self.by_name = {b.name: b for b in backends}
        self.lanes: list[_Lane] = []
        self.mode = "limit" if limit is not None else ("samples" if evidence == "samples" else "sets")
        self.decided = limit is not None or evidence != "auto"
        self.drawn: list[Solution] | None = None
        self.source: str | None = None
        self.pending_admits: list[str] = []
        self.done_ways: dict[str, set[str]] = {}
        self.t0 = time.perf_counter()
        self.pending: list[tuple[BackendRun, list[Solution]]] = []
        self.dlx_one: Backend | None = None
        self.drawn_run = BackendRun("drawn", role="drawn")

    # -------------------------------------------------------------- lanes
    def start(self, b: Backend, job: str, work) -> None:
        self.lanes.append(_Lane(self.runs[b.name], job, Child(work), time.perf_counter(), b))

    def start_lists(self) -> None:
        cap = self.limit if self.limit is not None else (self.full + 1 if self.evidence == "auto" else None)
        for b in self.backends:
            self.runs[b.name].role = "list"
            self.start(b, "list", _list_work(self.model, b, cap, self.deadline.remaining()))

    def start_samples(self) -> None:
        """Counts by the searches, uniform samples from zdd (else dlx), and each translation's
        own random solutions; the samples go into the translations once they are drawn."""
        self.mode = "samples"
        left = self.deadline.remaining()
        counters = [b for b in self.backends if not b.translation]
        sampler = next((b for b in counters if b.name == "zdd"), None)
        for b in counters:
            run = self.runs[b.name]
            run.role = "count"
            if b is sampler:
                self.source = "zdd, uniform"
                self.start(b, "diagram", _diagram_work(self.model, b, self.n, self.seed, left))
            else:
                self.start(b, "count", _count_work(self.model, b, left))
        if sampler is None:
            dlx = next((b for b in counters if b.name == "dlx"), None)
            if dlx is not None:
                self.source = "dlx, options in a random order"
                self.start(dlx, "shuffled", _shuffled_work(self.model, dlx, self.n, self.seed, left))
        for b in self.backends:
            if b.translation:
                self.runs[b.name].role = "translation"
                self.start(b, "random", _random_work(self.model, b, self.n, self.seed, left))
                if self.source is not None:
                    self.pending_admits.append(b.name)
                else:
                    self.runs[b.name].note = "no sampler (dlx or zdd) to draw solutions for it to admit"

    def switch_to_samples(self) -> None:
        """The model has more than :data:`FULL_SETS` solutions: the lists stop (what they found
        is still checked), and the counts and samples begin."""
        self.decided = True
        for lane in list(self.lanes):
            if lane.job == "list":
                self.end(lane)
        self.start_samples()

    def end(self, lane: _Lane) -> None:
        lane.child.kill()
        if lane in self.lanes:
            self.lanes.remove(lane)
        lane.run.seconds = max(lane.run.seconds, time.perf_counter() - self.t0)

    # -------------------------------------------------------------- messages
    def handle(self, lane: _Lane) -> None:
        kind, payload = lane.child.receive()
        run = lane.run
        if kind == MESSAGE:
            self.message(lane, payload)
            return
        self.end(lane)
        if kind == FAILED:
            run.note = f"failed: {type(payload).__name__}: {payload}"
            return
        if kind == DIED:
            run.note = f"its process ended without an answer (exit code {payload})"
            return
        self.finished(lane, payload)

    def message(self, lane: _Lane, payload) -> None:
        run = lane.run
        if lane.job == "list":
            run.solutions.extend(payload)
            self.pending.append((run, list(payload)))
        elif lane.job == "random":
            run.found.extend(payload)
            self.pending.append((run, list(payload)))
        elif lane.job == "admits":
            for sol, why in payload:
                if why is None:
                    run.admitted += 1
                else:
                    run.rejected.append((sol, why))
        elif lane.job == "diagram":
            what, value = payload
            if what == "count":
                run.counted = value
            else:
                self._draw(value)
        elif lane.job == "shuffled":
            self._draw(payload[1])

    def _draw(self, sols) -> None:
        """Samples drawn (zdd or dlx) for the translations to admit: kept, and checked as they come."""
        sols = list(sols)
        if self.drawn is None:
            self.drawn = []
        self.drawn.extend(sols)
        self.pending.append((self.drawn_run, sols))

    def finished(self, lane: _Lane, payload) -> None:
        run, job = lane.run, lane.job
        if job == "list":
            outcome = Outcome(payload)
            run.complete = outcome is Outcome.COMPLETE or (self.limit is not None and outcome is Outcome.STOPPED)
            if outcome is Outcome.TIMEOUT:
                run.note = "time limit"
            if not self.decided:
                if outcome is Outcome.COMPLETE:
                    self.decided = True  # at most FULL_SETS solutions: the sets are compared
                elif outcome is Outcome.STOPPED:
                    self.switch_to_samples()
        elif job in ("count", "diagram"):
            n, outcome = payload
            run.counted = n if n is not None else run.counted
            run.complete = Outcome(outcome) is Outcome.COMPLETE
            if not run.complete:
                run.note = "time limit"
            if job == "diagram" and not run.complete:
                self.source = None  # no diagram in time: nothing was drawn
                for name in self.pending_admits:
                    self.runs[name].note = "no samples were drawn in time for it to admit"
                    self._translation_complete(self.runs[name])
                self.pending_admits = []
        elif job == "shuffled":
            self.drawn = self.drawn or []
            if Outcome(payload) is Outcome.TIMEOUT:
                self.source = f"{self.source} (stopped by the time limit)"
        elif job in ("admits", "random"):
            self.done_ways.setdefault(run.backend, set())
            if Outcome(payload) is not Outcome.TIMEOUT:
                self.done_ways[run.backend].add(job)
            else:
                run.note = "time limit"
            self._translation_complete(run)

    def _translation_complete(self, run: BackendRun) -> None:
        """A translation's part is done when its own random solutions are in and it has judged
        every drawn sample (or there were none to judge)."""
        ways = self.done_ways.get(run.backend, set())
        admitting = self.source is not None or run.backend in self.pending_admits
        run.complete = "random" in ways and ("admits" in ways or not admitting)

    def feed_admits(self) -> None:
        """Start the translations' checks of the drawn samples once they are all in."""
        if not self.pending_admits or self.drawn is None:
            return
        sampling = any(lane.job in ("diagram", "shuffled") for lane in self.lanes)
        if sampling and len(self.drawn) < self.n:
            return
        left = self.deadline.remaining()
        for name in self.pending_admits:
            b = self.by_name[name]
            self.start(b, "admits", _admits_work(self.model, b, list(self.drawn), left))
        self.pending_admits = []

    # -------------------------------------------------------------- the loop
    def run(self) -> CrossCheck:
        if self.mode == "samples":
            self.start_samples()
        else:
            self.start_lists()
        try:
            while self.lanes:
                left = 0.0 if self.pending else self.deadline.remaining()
                ready = wait_any([lane.child for lane in self.lanes], left)
                for child in ready:
                    lane = next((ln for ln in self.lanes if ln.child is child), None)
                    if lane is not None:
                        self.handle(lane)
                self.feed_admits()
                self.check_pending(CHECK_SLICE)
                if self.deadline.expired():
                    # every lane ends now, whether or not it has more to say: what it sent is read
                    # for at most a moment, and the report is made from what is checked
                    for lane in list(self.lanes):
                        self._drain(lane, time.perf_counter() + DRAIN)
                        self.end(lane)
                        if lane.run.note == "":
                            lane.run.note = "time limit"
        except KeyboardInterrupt:
            for lane in list(self.lanes):
                self.end(lane)
            raise Interrupted(None, partial=self.report(interrupted=True)) from None
        return self.report()

    def _drain(self, lane: _Lane, until: float) -> None:
        """Take the messages a lane has sent but not yet been read, until ``until`` (it is
        ended after)."""
        try:
            while (not lane.child.finished and time.perf_counter() < until
                   and lane.child.connection.poll(0)):
                kind, payload = lane.child.receive()
                if kind == MESSAGE:
                    self.message(lane, payload)
                elif kind == DONE:
                    self.finished(lane, payload)
        except (OSError, EOFError):
            pass

    # -------------------------------------------------------------- the report
    def report(self, interrupted: bool = False) -> CrossCheck:
        runs = [self.runs[b.name] for b in self.backends]
        model = self.model
        # what arrived last is checked now, within the time limit (or a moment past it: the
        # rest is reported as not checked)
        self.check_pending(None if self.deadline.end is None else max(REPORT_CHECK, self.deadline.remaining()))
        for r in runs:
            r.duplicates = len(r.solutions) - len(set(r.solutions)) + len(r.found) - len(set(r.found))
        report = CrossCheck(runs, self.limit, {}, mode=self.mode, samples=self.n if self.mode == "samples" else 0,
                            source=self.source, interrupted=interrupted, left_out=self.left_out)
        if self.mode == "sets":
            _compare_sets(report, model)
        elif self.mode == "samples":
            _compare_samples(report, model, self.drawn or [], self.drawn_run)
        _validity(report)
        return report

    def check_pending(self, seconds: float | None) -> None:
        """Check the solutions that came in since the last call, for at most ``seconds``
        (None: all): each by the checker, and each of a translation's own random solutions
        (in samples mode) also by a dlx count of 1 on the model with only its options, where
        dlx is a backend here. Checking as they come keeps the report's work small when the
        time limit ends the run."""
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
        if run.role != "translation" or self.mode != "samples" or "dlx" not in self.by_name:
            return
        if self.dlx_one is None:
            from .backends import get_backend as make
            self.dlx_one = make("dlx", threads=1)
        from .backends.subproblems import restrict
        n, _ = self.dlx_one.count(restrict(self.model, sorted(sol)), limit=2)
        run.member_checked.add(sol)
        if n != 1:
            run.not_members.append((sol, f"dlx finds {n} solutions of the model with only these options"))


def _compare_sets(report: CrossCheck, model: Model) -> None:
    """Full sets: a solution that a backend which finished lacks, though another gave it, is a
    witness; the sets of those that finished must be equal."""
    runs = report.runs
    done = [r for r in runs if r.complete]
    sets = {r.backend: set(r.solutions) for r in runs}
    everything = set().union(*sets.values()) if sets else set()
    for sol in sorted(everything):
        by = [name for name, found in sets.items() if sol in found]
        missing = [r.backend for r in done if sol not in sets[r.backend]]
        if missing:
            report.only[sol] = by
            if len(report.witnesses) < 10:
                report.witnesses.append(Witness("found by some, missed by others that finished", sol, by, missing,
                                                check_solution(model, sol)))
    if len(done) >= 2:
        same = len({frozenset(sets[r.backend]) for r in done}) == 1
        n = len(sets[done[0].backend])
        words = (f"the solution sets of {', '.join(r.backend for r in done)} are equal ({solutions_text(n)})" if same
                 else f"the solution sets of {', '.join(r.backend for r in done)} differ")
        report.evidence.append(Evidence("sets", [r.backend for r in done], same, {"solutions": n}, words))


def _compare_samples(report: CrossCheck, model: Model, drawn: list[Solution], checked: BackendRun) -> None:
    """Counts and samples: the counts of those that finished must be equal; the drawn samples
    (checked by the checker as they came: ``checked``) must be valid and admitted by each
    translation; each translation's own must be solutions."""
    runs = report.runs
    sampler = (report.source or "").split(",")[0]
    bad = dict(checked.invalid)
    if drawn:
        n = len(checked.valid_checked)
        late = len(set(drawn)) - n
        report.evidence.append(Evidence("drawn", [sampler], not bad,
                                        {"checked": n, "invalid": len(bad), "unchecked": late},
                                        f"{len(drawn):,} solutions drawn ({report.source}; {len(set(drawn)):,} "
                                        f"distinct, {n:,} checked): " + (f"{len(bad):,} invalid" if bad else "all valid")
                                        + (f" ({late:,} more came as the time limit ended and were not checked)"
                                           if late else "")))
    for sol, why in list(bad.items())[:10]:
        report.witnesses.append(Witness("a drawn solution the checker rejects", sol, [sampler], [], why))
    counted = {r.backend: r.counted for r in runs if r.role == "count" and r.complete and r.counted is not None}
    if counted:
        same = len(set(counted.values())) == 1
        n = next(iter(counted.values()))
        late = [r.backend for r in runs if r.role == "count" and r.backend not in counted]
        if len(counted) == 1:  # (one count is compared with nothing)
            words = f"{next(iter(counted))} counts {solutions_text(n)}; " + (
                f"{' and '.join(late)} did not finish counting: the counts were not compared" if late
                else "no other backend counts: nothing to compare it with")
        elif same:
            words = f"counts agree ({', '.join(counted)}): {solutions_text(n)}"
        else:
            words = "counts differ: " + ", ".join(f"{b} {c:,}" for b, c in counted.items())
            report.witnesses.append(Witness("counts differ", counts=dict(counted)))
        report.evidence.append(Evidence("counts", list(counted), same, {"counts": counted}, words))
    for r in runs:
        if r.role != "translation":
            continue
        judged = r.admitted + len(r.rejected)
        if judged:
            p = strength(judged)
            words = (f"{judged:,} solutions drawn ({report.source}) are admitted by {r.backend}"
                     + (f": a translation that drops {p:.2%} of the solutions would have been caught with "
                        f"probability {CONFIDENCE}" if report.source and "uniform" in report.source else "")
                     if not r.rejected else
                     f"{len(r.rejected):,} of {judged:,} solutions drawn ({report.source}) are rejected by {r.backend}")
            report.evidence.append(Evidence("admitted", [r.backend], not r.rejected,
                                            {"checked": judged, "rejected": len(r.rejected), "source": report.source,
                                             "drops_caught": round(p, 6) if "uniform" in (report.source or "") else None},
                                            words))
            for sol, why in r.rejected[:10]:
                report.witnesses.append(Witness("a drawn solution the translation rejects", sol,
                                                [report.source.split(",")[0]] if report.source else [], [r.backend],
                                                check_solution(model, sol), said=why))
        if r.found:
            found = set(r.found)
            bad = len({s for s, _ in r.invalid if s in found}) + len(r.not_members)
            checked = len(found & r.valid_checked)
            late = (f" ({len(found) - checked:,} more came as the time limit ended and were not checked)"
                    if checked < len(found) else "")
            words = (f"{checked:,} solutions {r.backend} found at random are solutions of the model"
                     if not bad else f"{bad:,} of {checked:,} solutions {r.backend} found at random are not solutions")
            report.evidence.append(Evidence("found", [r.backend], not bad,
                                            {"checked": checked, "invalid": bad, "unchecked": len(found) - checked,
                                             "dlx_members": len(r.member_checked)}, words + late))
            for sol, why in r.not_members[:10]:
                report.witnesses.append(Witness("a solution of the translation that dlx rejects", sol, [r.backend],
                                                ["dlx"], None, said=why))


def _validity(report: CrossCheck) -> None:
    for r in report.runs:
        listed = set(r.solutions) | set(r.found)
        if listed:
            n = len(r.valid_checked)
            late = (f" ({len(listed) - n:,} more came as the time limit ended and were not checked)"
                    if n < len(listed) else "")
            report.evidence.append(Evidence("valid", [r.backend], not r.invalid,
                                            {"checked": n, "invalid": len(r.invalid), "unchecked": len(listed) - n},
                                            f"{n:,} solutions of {r.backend} checked: "
                                            + (f"{len(r.invalid):,} invalid" if r.invalid else "all valid") + late))
        for sol, why in r.invalid[:10]:
            report.witnesses.append(Witness("invalid", sol, [r.backend], [], why))
        if r.duplicates:
            report.witnesses.append(Witness(f"{r.backend} reported {r.duplicates} solution(s) twice",
                                            accepted_by=[r.backend], options=()))


def strength(n: int, confidence: float = CONFIDENCE) -> float:
    """The share p of the solutions that a translation could drop and still pass ``n``
    uniform samples with probability 1 - ``confidence`` or more: (1 - p)^n = 1 - confidence."""
    return 1.0 - (1.0 - confidence) ** (1.0 / n) if n else 1.0


def named(text: str) -> list[str]:
    """The backends a comma-separated list names (``--backends``), checked: known, none twice,
    not ``auto``; an InputError naming ``backends``."""
    from .backends import AUTO, backend_class
    names = [b.strip() for b in text.split(",") if b.strip()]
    if not names:
        raise InputError("no backend given", source="backends")
    for name in names:
        if name == AUTO:
            raise InputError(f"name the backends to compare ({AUTO} picks one)", source="backends")
        backend_class(name, "backends")
    twice = sorted({name for name in names if names.count(name) > 1})
    if twice:
        raise InputError(f"{twice[0]} is named twice", source="backends")
    _two_or_more(names)
    return names


def _two_or_more(names: list[str], given: bool = True) -> None:
    """An InputError naming ``backends`` unless there are two backends or more to compare (one
    alone is no cross-check: it would agree with itself)."""
    if len(names) >= 2:
        return
    if not given:
        raise InputError(f"only {names[0] if names else 'no backend'} can search this model: there is nothing to "
                         "compare it with", source="backends")
    raise InputError("a cross-check compares two backends or more: " +
                     (f"name another besides {names[0]}" if names else "none given"), source="backends")


def default_backends(model: Model) -> tuple[list[str], dict[str, str]]:
    """The backends a cross-check compares unless told: every one that can search ``model``
    but those that would check a side constraint only at the leaves of their search (which may
    not end in hours), as long as two or more are left; and those left out -> why."""
    able = backends_for(model)
    slow = {name: leaf_checks(name, model) for name in able}
    kept = [name for name in able if not slow[name]]
    if len(kept) < 2:
        return able, {}
    return kept, {name: f"it checks the {_and(slow[name])} constraint{'s' if len(slow[name]) > 1 else ''} only "
                        f"at the leaves of its search (name it in --backends to compare it too)"
                  for name in able if slow[name]}


def _and(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _backends(model: Model, backends, given: bool | None = None) -> list[Backend]:
    """The backends to compare: those ``backends`` names (or is), by default every one that can
    search ``model`` (``given`` False: chosen so, though ``backends`` lists them)."""
    if isinstance(backends, (str, bytes)):
        raise InputError(f"a list of backends, not the string {backends!r}", source="backends")
    chosen = []
    for spec in backends if backends is not None else default_backends(model)[0]:
        if isinstance(spec, Backend):
            chosen.append(spec)
            continue
        chosen.append(get_backend(spec))
    names = [b.name for b in chosen]
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:
        raise InputError(f"{twice[0]} is named twice", source="backends")
    _two_or_more(names, backends is not None if given is None else given)
    return chosen


def crosscheck(model: Model, backends=None, limit: int | None = None, time_limit: float | None = None,
               samples: int | None = None, evidence: str = "auto", seed: int | None = None,
               full: int = FULL_SETS) -> CrossCheck:
    """Run each backend (default: every backend that can search the model, but one that checks a
    side constraint only at its search's leaves: :func:`default_backends`) in a process of its
    own, all at once, each within the whole ``time_limit``, and weigh what they say (see the
    module docstring). ``evidence``: ``auto`` (full sets up to ``full`` solutions, else counts
    and samples), ``sets`` or ``samples``; ``samples``: samples each way (default
    :data:`SAMPLES`; with a time limit, as many as it allows); ``seed`` makes the draws
    repeatable; ``limit``: each backend lists at most that many, all checked. Ctrl-C stops
    every backend and raises :class:`~xcckit.errors.Interrupted` whose ``report`` is the
    crosscheck of what was done."""
    from . import validate
    if not isinstance(model, Model):
        raise TypeError(f"crosscheck: expected a Model, not {type(model).__name__}")
    validate.limit(limit)
    validate.limit(samples, "samples")
    validate.limit(full, "full")
    if evidence not in EVIDENCE:
        raise InputError(f"unknown evidence {evidence!r} (choose from {', '.join(EVIDENCE)})", source="evidence")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise InputError(f"must be a whole number, not {seed!r}", source="seed")
    if limit is not None and evidence == "samples":
        raise InputError("a limit lists solutions: leave out evidence='samples'", source="limit")
    deadline = _wrapped(time_limit)
    names, left_out = (backends, {}) if backends is not None else default_backends(model)
    chosen = _backends(model, names, given=backends is not None)
    return _Session(model, chosen, limit, deadline, evidence, samples or SAMPLES, seed, full, left_out).run()


@dataclass
class CheapestRun:
    backend: str
    solutions: list[Solution]
    costs: list[int]
    proven: bool
    seconds: float
    invalid: list[tuple[Solution, str]] = field(default_factory=list)
    note: str = ""


@dataclass
class CheapestCheck:
    """The ``k`` cheapest solutions by several backends: the costs must be equal."""

    runs: list[CheapestRun]
    k: int

    @property
    def complete(self) -> bool:
        return all(r.proven for r in self.runs)

    @property
    def verdict(self) -> str:
        """``agree`` (the same costs, every solution valid), ``differ``, or ``incomplete``
        (some backend did not finish its proof, and those that did agree)."""
        if any(r.invalid for r in self.runs):
            return "differ"
        done = {tuple(r.costs) for r in self.runs if r.proven}
        if len(done) > 1:
            return "differ"
        if done:  # a backend stopped by the time limit must not have found anything cheaper
            costs = done.pop()
            for r in self.runs:
                if not r.proven and any(c < b for c, b in zip(sorted(r.costs), costs)):
                    return "differ"
        return "agree" if self.complete else "incomplete"

    @property
    def agree(self) -> bool:
        return self.verdict == "agree"

    def to_json(self) -> dict:
        """What ``xcc crosscheck --minimize/--best K --json`` prints."""
        return {"agree": self.agree, "verdict": self.verdict, "best": self.k, "backends": {
            r.backend: {"costs": r.costs, "optimal": r.proven, "seconds": round(r.seconds, 6),
                        "invalid": len(r.invalid)} for r in self.runs}}

    def table(self) -> str:
        """Each backend's costs and seconds, a line each."""
        lines = [f"{'backend':8} {'costs':>24} {'seconds':>9}"]
        for r in self.runs:
            costs = ", ".join(f"{c:,}" for c in r.costs) or "none"
            lines.append(f"{r.backend:8} {costs:>24} {r.seconds:>9.3f}" + ("" if r.proven else "  (not proven)"))
        return "\n".join(lines) + "\n"

    def text(self) -> str:
        """The table, the invalid answers (a few of each backend) and the verdict in words."""
        out = [self.table().rstrip("\n")]
        for r in self.runs:
            out += [f"{r.backend} returned an invalid answer ({why}): {sol}" for sol, why in r.invalid[:5]]
        done = [r for r in self.runs if r.proven]
        if self.verdict == "agree":
            costs = done[0].costs if done else []
            what = "no solution" if not costs else (f"optimal cost {costs[0]:,}" if self.k == 1 else
                                                    f"the costs of the {len(costs):,} cheapest: "
                                                    + ", ".join(f"{c:,}" for c in costs))
            out.append(f"all backends agree: {what}")
        elif self.verdict == "incomplete":
            late = ", ".join(r.backend for r in self.runs if not r.proven)
            out.append(f"time limit reached ({late} did not finish its proof): "
                       + ("the backends that finished agree" if len(done) > 1 else "the costs could not be compared"))
        else:
            out.append("the backends DISAGREE")
        return "\n".join(out) + "\n"


def _best_work(model: Model, b: Backend, k: int, time_limit: float | None):
    def work(send):
        ranked = b.best(model, k, time_limit=time_limit)
        return ranked.solutions, ranked.costs, ranked.proven
    return work


def crosscheck_cheapest(model: Model, backends=None, k: int = 1, time_limit: float | None = None) -> CheapestCheck:
    """Ask each backend (default: every backend that finds the cheapest solutions of ``model``)
    for the ``k`` cheapest, each in a process of its own, all at once, each within the whole
    time limit, and compare their costs; each solution is checked, and so is the cost a backend
    gives it. Ctrl-C as for :func:`crosscheck`."""
    from . import validate
    from .backends import BACKENDS, backend_class
    if not isinstance(model, Model):
        raise TypeError(f"crosscheck_cheapest: expected a Model, not {type(model).__name__}")
    validate.limit(k, "best")
    deadline = _wrapped(time_limit)
    given = backends is not None
    if backends is None:
        backends = [name for name in BACKENDS if backend_class(name).answers("best", model)]
    chosen = _backends(model, backends, given)
    runs = {b.name: CheapestRun(b.name, [], [], False, 0.0) for b in chosen}
    lanes = {Child(_best_work(model, b, k, deadline.remaining())): (b.name, time.perf_counter()) for b in chosen}
    try:
        while lanes:
            left = deadline.remaining()
            ready = wait_any(list(lanes), None if left is None else left + 0.05)
            for child in ready:
                name, started = lanes.pop(child)
                kind, payload = child.receive()
                child.kill()
                run = runs[name]
                run.seconds = time.perf_counter() - started
                if kind == DONE:
                    run.solutions, run.costs, run.proven = payload
                elif kind == FAILED:
                    run.note = f"failed: {type(payload).__name__}: {payload}"
                elif kind == DIED:
                    run.note = f"its process ended without an answer (exit code {payload})"
            if deadline.expired():  # (the ready ones were read above)
                for child, (name, started) in lanes.items():
                    child.kill()
                    runs[name].seconds = time.perf_counter() - started
                    runs[name].note = "time limit"
                lanes.clear()
    except KeyboardInterrupt:
        for child in lanes:
            child.kill()
        raise Interrupted(0, partial=CheapestCheck([runs[b.name] for b in chosen if runs[b.name].proven], k)) from None
    for run in runs.values():
        for sol, cost in zip(run.solutions, run.costs):
            why = check_solution(model, sol)
            if not why and model.cost(sol) != cost:
                why = f"it costs {model.cost(sol)}, not {cost}"
            if why:
                run.invalid.append((sol, why))
        if run.costs != sorted(run.costs):
            run.invalid.append(((), f"costs not in order: {run.costs}"))
    return CheapestCheck([runs[b.name] for b in chosen], k)
