"""What a cross-check found: a run per backend, the evidence, the witnesses of a disagreement,
and the verdict, in words and in JSON (:class:`CrossCheck`; :class:`CheapestCheck` for the
cheapest solutions)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..backends import Solution
from ..progress import solutions_text

CONFIDENCE = 0.99
"""The detection probability the report's strength statement is given at."""


def strength(n: int, confidence: float = CONFIDENCE) -> float:
    """The share p of the solutions that a translation could drop and still pass ``n``
    uniform samples with probability 1 - ``confidence`` or more: (1 - p)^n = 1 - confidence."""
    return 1.0 - (1.0 - confidence) ** (1.0 / n) if n else 1.0


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
    """Backends left out of a default choice -> why (see :func:`~xcckit.crosscheck.default_backends`)."""
    member_check: str | None = None
    """The backend that told whether each solution a translation found at random is a solution
    of the model with only its options (a search that finds a first solution at once: dlx)."""

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
