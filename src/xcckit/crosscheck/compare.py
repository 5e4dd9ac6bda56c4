"""The evidence weighed once the lanes have ended: full sets compared, counts and samples
compared, every solution's validity (:mod:`xcckit.check`)."""

from __future__ import annotations

from ..backends import Solution
from ..check import check_solution
from ..model import Model
from ..progress import solutions_text
from .report import CONFIDENCE, BackendRun, CrossCheck, Evidence, Witness, strength

def compare_sets(report: CrossCheck, model: Model) -> None:
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


def compare_samples(report: CrossCheck, model: Model, drawn: list[Solution], checked: BackendRun) -> None:
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
                                             "members": len(r.member_checked)}, words + late))
            for sol, why in r.not_members[:10]:
                report.witnesses.append(Witness(f"a solution of the translation that {report.member_check} rejects",
                                                sol, [r.backend], [report.member_check], None, said=why))


def validity(report: CrossCheck) -> None:
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
