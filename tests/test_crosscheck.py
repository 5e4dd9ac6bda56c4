"""Cross-checking: agreement on the golden files, fair time for every backend, the sampled mode
beyond full sets, and faults planted in each kind of evidence are caught with a witness."""

from __future__ import annotations

import json
import subprocess
import sys
import time

import pytest

import xcckit
from xcckit import InputError, parse_dlx
from xcckit.backends import backend_class, backends_for
from xcckit.backends.base import Backend, Outcome
from xcckit.backends.cpsat import CPSATBackend, CPSATEncoding
from xcckit.backends.dlx import DlxBackend
from xcckit.backends.sat import CNFEncoding, SatBackend
from xcckit.crosscheck import crosscheck, strength
from xcckit.puzzles.queens import Queens

from .conftest import GOLDEN, GOLDEN_COUNTS, translations

QUEENS = Queens(8).model
TRANSLATIONS = translations()
"""The backends that translate a model for a solver, in the registry's order (cpsat, sat)."""
COUNTERS = [name for name in backends_for(QUEENS) if not backend_class(name).translation]
"""The searches that count the 8 queens their own way (dlx, zdd): the cross-check's counts."""
SAMPLER = next(name for name in COUNTERS if backend_class(name).answers("sample", QUEENS))
"""The one of them that draws uniform samples (zdd): the source of the drawn evidence."""


@pytest.mark.parametrize("name", sorted(GOLDEN_COUNTS))
def test_cli_crosscheck_golden(run_cli, name):
    code, out, _ = run_cli("crosscheck", "dlx", GOLDEN / f"{name}.dlx", "--json")
    data = json.loads(out)
    assert code == 0 and data["agree"] is True and data["verdict"] == "agree" and data["mode"] == "sets"
    m = parse_dlx((GOLDEN / f"{name}.dlx").read_text())
    assert {b: r["count"] for b, r in data["backends"].items()} == dict.fromkeys(backends_for(m), GOLDEN_COUNTS[name])
    assert [e["kind"] for e in data["evidence"]][0] == "sets" and data["witnesses"] == []


def test_cli_crosscheck_text(run_cli):
    code, out, _ = run_cli("crosscheck", "dlx", GOLDEN / "torto-TORTO.dlx")
    assert code == 0
    assert out.splitlines()[-1] == "all backends agree: 1,832 solutions"
    assert [line.split()[:2] for line in out.splitlines()[1:5]] == [["cpsat", "1,832"], ["sat", "1,832"], ["dlx", "1,832"],
                                                                     ["zdd", "1,832"]]


class Forgetful(Backend):
    """A broken backend: drops the last solution and invents an invalid one."""

    name = "broken"

    def run(self, model, on_solution, *, limit=None, time_limit=None):
        real = xcckit.solve(model, backend="sat", limit=None).solutions
        for sol in real[:-1]:
            on_solution(sol)
        on_solution((0,))
        return Outcome.COMPLETE


def test_planted_bug_is_caught():
    m = xcckit.parse_dlx((GOLDEN / "slither-p1.dlx").read_text())
    report = crosscheck(m, ["dlx", Forgetful()])
    assert report.verdict == "differ"
    broken = report.runs[1]
    assert [why for _, why in broken.invalid] == ["primary item '02' is covered 0 times, not once"]
    assert len(report.only) == 2  # the dropped solution and the invented one
    assert report.runs[0].count == 3 and not report.runs[0].invalid
    # the witnesses: the solution broken missed (the checker accepts it), the one it invented
    missed = [w for w in report.witnesses if w.rejected_by == ["broken"]]
    assert len(missed) == 1 and missed[0].accepted_by == ["dlx"] and missed[0].why is None
    invented = [w for w in report.witnesses if w.options == (0,)]
    assert invented and invented[0].accepted_by == ["broken"]
    assert any(w.why == "primary item '02' is covered 0 times, not once" for w in invented)


def test_limit_checks_validity_only(run_cli):
    code, out, _ = run_cli("crosscheck", "dlx", GOLDEN / "torto-CAT.dlx", "--limit", "4", "--json")
    data = json.loads(out)
    assert code == 0 and data["verdict"] == "agree" and data["mode"] == "limit"
    assert [r["count"] for r in data["backends"].values()] == [4, 4, 4, 4]


def test_bad_backend_list(run_cli):
    assert run_cli("crosscheck", "dlx", GOLDEN / "torto-CAT.dlx", "--backends", "sat,nope") == (2, "",
        "xcc: --backends: unknown backend 'nope' (choose from auto, cpsat, sat, dlx, trie, zdd)\n")
    assert run_cli("crosscheck", "dlx", GOLDEN / "torto-CAT.dlx", "--backends", "dlx,dlx") == (2, "",
        "xcc: --backends: dlx is named twice\n")
    assert run_cli("crosscheck", "queens", "6", "--evidence", "some") == (2, "",
        "xcc: --evidence: unknown evidence 'some' (choose from auto, sets, samples)\n")
    assert run_cli("crosscheck", "queens", "6", "--limit", "3", "--samples", "5") == (2, "",
        "xcc: --limit: lists at most N solutions of each backend and checks them: leave out --samples\n")
    assert run_cli("crosscheck", "queens", "6", "--minimize", "--best", "2") == (2, "",
        "xcc: --best: --minimize is --best 1: give one of them\n")


class GivesUp(Backend):
    """Finds nothing and runs out of time."""
    name = "givesup"

    def run(self, model, on_solution, *, limit=None, time_limit=None):
        return Outcome.TIMEOUT


class Inventor(Backend):
    """Finishes, having found one made-up solution."""
    name = "inventor"

    def run(self, model, on_solution, *, limit=None, time_limit=None):
        on_solution((0,))
        return Outcome.COMPLETE


def test_unfinished_backend_verdicts():
    m = xcckit.parse_dlx((GOLDEN / "slither-p1.dlx").read_text())
    assert crosscheck(m, [TRANSLATIONS[-1], COUNTERS[0], GivesUp()]).verdict == "incomplete"
    # backends that finished and disagree: a difference, whoever else did not finish
    assert crosscheck(m, ["sat", Inventor(), GivesUp()]).verdict == "differ"


class Stuck(Backend):
    """Never answers and ignores the time limit (as a solver inside an uninterruptible call)."""
    name = "stuck"

    def run(self, model, on_solution, *, limit=None, time_limit=None):
        time.sleep(3600)
        return Outcome.COMPLETE  # pragma: no cover


def _warm(*names: str) -> None:
    """Each backend once in this process (its modules imported, its kernels loaded, which a busy
    machine may take seconds to do), so that a time limit given after goes to the search: the
    cross-check's children are forked from this process."""
    for name in names:
        assert xcckit.count(Queens(4).model, backend=name).count == 2


def test_a_backend_that_never_answers_does_not_starve_the_others():
    """The others finish (6 queens: milliseconds each, which a busy machine makes tenths) and
    agree; the one that never answers is killed at the deadline."""
    m = Queens(6).model
    names = backends_for(m)
    _warm(*names)
    t0 = time.monotonic()
    report = crosscheck(m, [Stuck(), *names], time_limit=4)
    seconds = time.monotonic() - t0
    stuck, *others = report.runs
    assert all(r.complete and r.count == 4 for r in others) and len(others) == len(names)
    assert not stuck.complete and stuck.note == "time limit"
    assert report.verdict == "incomplete"
    assert report.statement() == ("time limit reached (stuck did not finish); the backends that finished "
                                  f"({', '.join(names)}) agree: 4 solutions")
    assert seconds < 4 + 3  # killed at the deadline (generous: a loaded machine)


def test_cli_crosscheck_says_which_backend_did_not_finish(run_cli, monkeypatch):
    """A backend that never answers (Stuck, registered for the test) is cut off at the time limit
    and named; the others, which take milliseconds on 6 queens (a busy machine gives them the
    5 s many times over), finished and agree. (A real backend on a hard puzzle, dlx on a 30x40
    slitherlink beside sat and cpsat, made whether cpsat finished in time depend on the load.)"""
    from xcckit import backends
    monkeypatch.setitem(backends.REGISTRY, "stuck", f"{Stuck.__module__}:Stuck")
    _warm("cpsat", "sat")
    code, out, _ = run_cli("crosscheck", "queens", "6", "--backends", "cpsat,stuck,sat", "--time-limit", "5")
    assert code == 3 and "found by" not in out
    assert out.splitlines()[-1] == ("time limit reached (stuck did not finish); the backends that finished "
                                    "(cpsat, sat) agree: 4 solutions")
    assert "stuck" in out.splitlines()[2] and "(incomplete: time limit)" in out.splitlines()[2]


# ---------------------------------------------------------------------------- the sampled mode
def test_sampled_mode_json(run_cli):
    code, out, _ = run_cli("crosscheck", "queens", "8", "--evidence", "samples", "--samples", "50", "--seed", "1",
                           "--json")
    data = json.loads(out)
    assert code == 0 and data["verdict"] == "agree" and data["mode"] == "samples" and data["samples"] == 50
    assert data["source"] == "zdd, uniform"
    roles = {b: r["role"] for b, r in data["backends"].items()}
    assert roles == {n: "translation" if backend_class(n).translation else "count" for n in backends_for(Queens(8).model)}
    assert {data["backends"][b]["count"] for b, role in roles.items() if role == "count"} == {92}
    for b in (b for b, role in roles.items() if role == "translation"):
        r = data["backends"][b]
        assert (r["admitted"], r["rejected"], r["found"], r["complete"]) == (50, 0, 50, True)
    kinds = [(e["kind"], tuple(e["backends"])) for e in data["evidence"]]
    assert ("counts", ("dlx", "zdd")) in kinds and ("drawn", ("zdd",)) in kinds
    assert ("admitted", ("sat",)) in kinds and ("found", ("cpsat",)) in kinds
    admitted = next(e for e in data["evidence"] if e["kind"] == "admitted" and e["backends"] == ["sat"])
    assert admitted["checked"] == 50 and admitted["drops_caught"] == round(strength(50), 6)
    assert "would have been caught with probability 0.99" in admitted["words"]
    assert data["witnesses"] == []


def test_a_crosscheck_stopped_by_its_time_limit_still_reports():
    """The xcc process, with its backstop alarm: the translations keep sending solutions until
    the limit, and the report is made from what was checked as it came (it once was made after
    the limit, checking thousands of solutions, and the backstop cut it: no report at all). The
    limit counts from the process's start, and loading the modules and the backends took 2.9 s
    at a load of 11 on 2 cores: 10 s leaves the lanes most of it. On an idle machine sat found all
    14,200 solutions of the 12 queens in 7 s, so the 13 queens (73,712) are asked: no lane of
    this machine finds them all in the time, and a lane that does is allowed to."""
    proc = subprocess.run([sys.executable, "-m", "xcckit.cli", "crosscheck", "queens", "13", "--evidence", "samples",
                           "--samples", "20000", "--time-limit", "10", "--json"], capture_output=True, text=True,
                          timeout=120)
    # the work after the limit (each lane read for a moment, the children killed and reaped one
    # after another, the last solutions checked, the report) took 0.2-0.7 s at a load of 10 on 2
    # cores, and the backstop (0.4 s past the limit) cut the command before its report: the lanes
    # now end crosscheck.WRAP_UP before the limit
    assert proc.stderr == "" and proc.returncode in (0, 3)
    data = json.loads(proc.stdout)
    assert data["mode"] == "samples" and data["verdict"] == ("agree" if proc.returncode == 0 else "incomplete")
    # how many sat found and how many were checked before the limit depends on the machine (the
    # limit counts from the process's start): any number, each one checked or said unchecked; on
    # a loaded machine the diagram that draws the samples may not be made in the time either
    for name in ("sat", "cpsat"):
        lane = data["backends"][name]
        assert lane["complete"] or lane["note"] in ("time limit", "no samples were drawn in time for it to admit")
        assert lane["found"] <= 73712
    found = [e for e in data["evidence"] if e["kind"] == "found" and e["backends"] == ["sat"]]
    assert len(found) == (data["backends"]["sat"]["found"] > 0)
    assert all(e["agree"] and e["checked"] + e["unchecked"] == data["backends"]["sat"]["found"] for e in found)


def test_auto_switches_to_samples_beyond_full_sets():
    report = crosscheck(QUEENS, [*COUNTERS, TRANSLATIONS[-1]], full=20, samples=30, seed=2)
    assert report.mode == "samples" and report.verdict == "agree"
    assert [r.role for r in report.runs] == ["count"] * len(COUNTERS) + ["translation"]
    assert [r.counted for r in report.runs[:-1]] == [92] * len(COUNTERS)
    assert report.runs[-1].admitted == 30 and len(set(report.runs[-1].found)) == 30
    assert crosscheck(Queens(8).model, ["dlx", "sat"], full=92).mode == "sets"


def test_strength():
    assert strength(1000) == pytest.approx(0.004595, abs=1e-6)  # (1 - p)^1000 = 0.01
    assert (1 - strength(200)) ** 200 == pytest.approx(0.01)


# ---------------------------------------------------------------------------- planted faults
def _attacking_pair(model):
    """Two options of the queens model on one diagonal that some placement of queens, attacking
    only along that diagonal, holds both (so a CNF without the clause between them has a
    model that is no solution)."""
    from pysat.solvers import Solver
    enc = CNFEncoding(model)
    pairs = [c for c in enc.clauses if len(c) == 2 and c[0] < 0 and c[1] < 0]
    for clause in pairs:
        rest = [c for c in enc.clauses if c is not clause]
        with Solver(name="cadical195", bootstrap_with=rest) as s:
            if s.solve(assumptions=[-clause[0], -clause[1]]):
                return clause
    raise AssertionError("no such pair")  # pragma: no cover


def _left_out(clause):
    class LeftOut(CNFEncoding):
        def __init__(self, model, tables=True, deadline=None, **options):
            super().__init__(model, tables, deadline, **options)
            self.clauses = [c for c in self.clauses if c != clause]
    return LeftOut


class Forbidding(CNFEncoding):
    """A CNF with one clause too many: the first option may not be chosen."""

    def __init__(self, model, tables=True, deadline=None, **options):
        super().__init__(model, tables, deadline, **options)
        self.clauses.append([-self.x[self.first_used]])

    first_used = 0


class NoDiagonal(CPSATEncoding):
    """A CP-SAT model with one constraint dropped: the at-most-one of a long diagonal."""

    def _secondary(self, uses, wanted):
        if self.model.names[uses.item] != "a7":
            super()._secondary(uses, wanted)


class OneTooMany(DlxBackend):
    """Counts one solution too many."""

    name = "dlx+1"

    def count(self, model, *, limit=None, time_limit=None, progress=None):
        n, outcome = super().count(model, limit=limit, time_limit=time_limit, progress=progress)
        return n + 1, outcome


def _sat(encoding):
    b = SatBackend()
    b.name, b.encoding = "sat-faulty", encoding
    return b


def _cpsat(encoding):
    b = CPSATBackend()
    b.name, b.encoding = "cpsat-faulty", encoding
    return b


def test_a_clause_left_out_of_the_cnf_is_caught_in_full_sets():
    m = Queens(8).model
    clause = _attacking_pair(m)
    report = crosscheck(m, ["dlx", _sat(_left_out(clause))])
    assert report.mode == "sets" and report.verdict == "differ"
    extra = [w for w in report.witnesses if w.accepted_by == ["sat-faulty"] and w.rejected_by == ["dlx"]]
    assert extra and all(w.why and "secondary item" in w.why for w in extra)
    pair = {-clause[0] - 1, -clause[1] - 1}  # (the options' variables are their indices + 1)
    assert any(pair <= set(w.options) for w in extra)


def test_a_constraint_dropped_from_cpsat_is_caught_in_full_sets():
    report = crosscheck(Queens(8).model, ["dlx", _cpsat(NoDiagonal)])
    assert report.verdict == "differ"
    w = next(w for w in report.witnesses if w.accepted_by == ["cpsat-faulty"])
    assert w.rejected_by == ["dlx"] and w.why.startswith("secondary item 'a7' is used uncoloured by option")


def test_a_clause_too_many_is_caught_by_the_drawn_samples():
    m = Queens(8).model
    Forbidding.first_used = xcckit.solve(m, backend="dlx").solutions[0][0]
    report = crosscheck(m, [*COUNTERS, _sat(Forbidding)], evidence="samples", samples=200, seed=3)
    assert report.verdict == "differ"
    faulty = report.runs[-1]
    assert faulty.rejected and faulty.admitted + len(faulty.rejected) == 200
    w = next(w for w in report.witnesses if w.rejected_by == ["sat-faulty"])
    assert w.accepted_by == [SAMPLER] and w.why is None  # the checker accepts what the CNF rejects
    assert w.said == "the CNF has no model with exactly these options"
    assert Forbidding.first_used in w.options


def test_a_constraint_dropped_from_cpsat_is_caught_by_its_own_samples():
    report = crosscheck(QUEENS, [*COUNTERS, _cpsat(NoDiagonal)], evidence="samples", samples=100, seed=1)
    assert report.verdict == "differ"
    faulty = report.runs[-1]
    assert faulty.invalid and not faulty.rejected  # it admits every true solution, and finds false ones
    w = next(w for w in report.witnesses if w.accepted_by == ["cpsat-faulty"] and w.why)
    assert "secondary item 'a7'" in w.why


def test_a_solution_too_many_is_caught_by_the_counts(run_cli):
    report = crosscheck(QUEENS, [*COUNTERS, OneTooMany(threads=1)], evidence="samples", samples=10)
    assert report.verdict == "differ"
    w = next(w for w in report.witnesses if w.counts is not None)
    assert w.counts == {**dict.fromkeys(COUNTERS, 92), "dlx+1": 93}
    assert w.words() == "counts differ: " + "".join(f"{name} 92, " for name in COUNTERS) + "dlx+1 93"
    assert report.statement() == "the backends DISAGREE"


class CountsTooLong(DlxBackend):
    """dlx, whose count never finishes in time."""
    name = "dlx-late"

    def count(self, model, *, limit=None, time_limit=None, progress=None):
        return 0, Outcome.TIMEOUT


def test_one_count_that_finished_is_not_said_to_agree():
    """Of two counts, one finished: it is not 'counts agree (zdd)', it says what was compared."""
    report = crosscheck(Queens(8).model, ["zdd", CountsTooLong(threads=1), "sat"], evidence="samples", samples=10,
                        seed=1)
    counts = next(e for e in report.evidence if e.kind == "counts")
    assert counts.words == "zdd counts 92 solutions; dlx-late did not finish counting: the counts were not compared"
    assert report.verdict == "incomplete"
    report = crosscheck(Queens(8).model, ["zdd", "sat"], evidence="samples", samples=10, seed=1)
    counts = next(e for e in report.evidence if e.kind == "counts")
    assert counts.words == "zdd counts 92 solutions; no other backend counts: nothing to compare it with"


def test_one_backend_is_no_crosscheck(run_cli):
    """A cross-check of one backend compared nothing and said 'all backends agree'."""
    assert run_cli("crosscheck", "queens", "6", "--backends", "dlx") == \
        (2, "", "xcc: --backends: a cross-check compares two backends or more: name another besides dlx\n")
    assert run_cli("crosscheck", "queens", "6", "--backends", "sat", "--minimize") == \
        (2, "", "xcc: --backends: a cross-check compares two backends or more: name another besides sat\n")
    with pytest.raises(InputError, match="^backends: a cross-check compares two backends or more: name another "
                                         "besides zdd$"):
        crosscheck(Queens(6).model, ["zdd"])
