"""Cross-checking: agreement on the golden files, and a planted bug is caught."""

from __future__ import annotations

import json

import pytest

import xcckit
from xcckit.backends.base import Backend, Outcome
from xcckit.crosscheck import crosscheck

from .conftest import GOLDEN, GOLDEN_COUNTS, SHARED


@pytest.mark.parametrize("name", sorted(GOLDEN_COUNTS))
def test_cli_crosscheck_golden(run_cli, name):
    code, out, _ = run_cli("crosscheck", "dlx", GOLDEN / f"{name}.dlx", "--json")
    data = json.loads(out)
    assert code == 0 and data["agree"] is True and data["verdict"] == "agree"
    assert {b: r["count"] for b, r in data["backends"].items()} == dict.fromkeys(["cpsat", "sat", "dlx", "zdd"], GOLDEN_COUNTS[name])


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


def test_limit_checks_validity_only(run_cli):
    code, out, _ = run_cli("crosscheck", "dlx", GOLDEN / "torto-CAT.dlx", "--limit", "4", "--json")
    data = json.loads(out)
    assert code == 0 and data["verdict"] == "agree"
    assert [r["count"] for r in data["backends"].values()] == [4, 4, 4, 4]


def test_bad_backend_list(run_cli):
    assert run_cli("crosscheck", "dlx", GOLDEN / "torto-CAT.dlx", "--backends", "sat,nope") == (2, "",
        "xcc: --backends: unknown backend 'nope' (choose from auto, cpsat, sat, dlx, trie, zdd)\n")


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
    assert crosscheck(m, ["sat", "dlx", GivesUp()]).verdict == "incomplete"
    # backends that finished and disagree: a difference, whoever else did not finish
    assert crosscheck(m, ["sat", Inventor(), GivesUp()]).verdict == "differ"


def test_cli_crosscheck_says_which_backend_did_not_finish(run_cli, tmp_path):
    # a 30x40 Janko slitherlink: sat and cpsat prove it unique in seconds; dlx, even with its
    # lookahead, takes well over 40 s (measured) and is cut off, and zdd gets no time left
    rows = [json.loads(line) for line in (SHARED / "slitherlink" / "janko.jsonl").read_text().splitlines()]
    path = tmp_path / "janko-0198.txt"
    path.write_text("\n".join(next(r for r in rows if r["id"] == "janko-0198")["clues"]) + "\n")
    code, out, _ = run_cli("crosscheck", "slitherlink", path, "--time-limit", "8")
    assert code == 3 and "found only" not in out
    assert out.splitlines()[-1] == ("time limit reached (dlx, zdd did not finish); the backends that finished "
                                    "(cpsat, sat) agree: 1 solution")
    code, out, _ = run_cli("crosscheck", "slitherlink", path, "--backends", "sat,dlx", "--time-limit", "1")
    assert code == 3
    assert out.splitlines()[-1] == "time limit reached (dlx did not finish): the sets could not be compared"
