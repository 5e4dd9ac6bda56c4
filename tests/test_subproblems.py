"""Subproblems: a search cut into parts whose counts add up, each countable by any backend."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import xcckit
from xcckit import parse_dlx
from xcckit.backends.dlx import DlxBackend
from xcckit.parallel import Subproblem, force
from xcckit.parallel.threads import Scheduler, count_part
from xcckit.parallel.threads import run as threads_run
from xcckit.backends import Outcome, backends_for
from xcckit.check import check_solution
from xcckit.puzzles.macmahon import MacMahon, board
from xcckit.puzzles.slitherlink import Slitherlink

from .brute import brute_solutions
from .conftest import GOLDEN, GOLDEN_COUNTS
from .test_backends import build, xcc_problems
from .test_slitherlink import brute_force_loops


def parts_of(model, parts=12, probe=1, **kw):
    b = DlxBackend(threads=2, **kw)
    subs, found = b.subproblems(model, parts, probe=probe)
    return b, subs, found


def counts_of(b, model, subs):
    """The count of each subproblem, in order (all finished; one thread, so that no search
    gives pieces away and each count is its subproblem's)."""
    result = Scheduler(model, DlxBackend(threads=1, **b.settings()), subs).run()
    assert sorted(result.counts) == list(range(len(subs))) and result.unfinished == 0
    return [result.counts[k] for k in range(len(subs))]


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(problem=xcc_problems(bounds=False))
def test_parts_add_up_on_random_models(problem):
    primary, secondary, options = problem
    m, kept = build(primary, secondary, options)
    expected = len(brute_solutions(primary, set(secondary), kept))
    b, subs, found = parts_of(m)
    counts = counts_of(b, m, subs)
    assert found + sum(counts) == expected
    assert sum(s.share for s in subs) <= 1 + 1e-9
    for threads in (1, 2, 3):  # the count itself, cut into subproblems from the start
        assert xcckit.count(m, backend=DlxBackend(threads=threads, probe=0)).count == expected
    every = xcckit.solve(m, backend=DlxBackend(threads=3, probe=1, budget=64), limit=None).solutions
    assert sorted(every) == sorted(brute_solutions(primary, set(secondary), kept))
    for sub, n in zip(subs, counts):  # any backend counts a subproblem alike
        assert xcckit.count(force(m, sub.forced), backend="sat").count == n


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_parts_add_up_on_loop_puzzles(data):
    """With the single-loop constraint, propagation and lookahead (on for loop models)."""
    m, n = data.draw(st.sampled_from([(2, 3), (3, 3), (3, 4)]))
    clues = ["".join(data.draw(st.sampled_from("....0123")) for _ in range(n)) for _ in range(m)]
    model = Slitherlink(clues).model
    expected = brute_force_loops(m, n, clues)
    b, subs, found = parts_of(model)
    assert found + sum(counts_of(b, model, subs)) == expected
    assert xcckit.count(model, backend=DlxBackend(threads=3, probe=0)).count == expected


@pytest.mark.parametrize("name", sorted(GOLDEN_COUNTS))
def test_golden_counts_in_parts(name):
    m = parse_dlx((GOLDEN / f"{name}.dlx").read_text())
    for threads in (1, 2, 3):
        assert xcckit.count(m, backend=DlxBackend(threads=threads, probe=0)).count == GOLDEN_COUNTS[name]
    b, subs, found = parts_of(m, parts=40, probe=20)
    counts = counts_of(b, m, subs)
    assert found + sum(counts) == GOLDEN_COUNTS[name]
    for sub, n in list(zip(subs, counts))[:4]:
        forced = force(m, sub.forced)
        assert {x: xcckit.count(forced, backend=x).count for x in backends_for(forced)} == dict.fromkeys(
            backends_for(forced), n)


def test_forced_options_and_dead_subproblems():
    m = parse_dlx("a b c\na b\nc\na\nb c\n")  # solutions {0, 1} and {2, 3}
    b = DlxBackend(threads=1)
    assert counts_of(b, m, [Subproblem((0,)), Subproblem((2,)), Subproblem((0, 2)),
                            Subproblem((0, 1))]) == [1, 1, 0, 1]
    assert xcckit.solve(force(m, (3,)), backend="dlx", limit=None).solutions == [(2, 3)]
    assert xcckit.count(force(m, (0, 2)), backend="sat").count == 0


def test_big_branches_are_cut_deeper():
    """torto-TORTO: where a branch ends within its probe it is counted on the spot, where it
    does not it is cut deeper (parts of one and two forced options); the shares say how much of
    the tree each part holds, and everything adds up."""
    m = parse_dlx((GOLDEN / "torto-TORTO.dlx").read_text())
    b, subs, found = parts_of(m, parts=64, probe=50)
    assert len(subs) >= 64 and {len(s.forced) for s in subs} == {1, 2} and found > 0
    assert min(s.share for s in subs) < max(s.share for s in subs)
    assert found + sum(counts_of(b, m, subs)) == 1832


@pytest.mark.parametrize("name", ["torto-TORTO", "slither-empty3x3", "wr-dict3-300-dict4-300"])
def test_searches_give_pieces_to_idle_threads(name):
    """One part for three threads: the search gives the waiting threads the options it has not
    tried at its shallowest level, and goes on with the rest. Each group's count and its pieces'
    counts add up to its parts' counts (counted alone, one thread, and by sat)."""
    m = parse_dlx((GOLDEN / f"{name}.dlx").read_text())
    parts, seen = [Subproblem(())], []
    b = DlxBackend(threads=3, budget=64)
    result = Scheduler(m, b, parts, on_part=lambda *rec: seen.append(rec)).run()
    assert sum(result.counts.values()) == GOLDEN_COUNTS[name] and result.unfinished == 0
    assert sorted(k for group, *_ in seen for k in group) == list(range(len(parts)))
    gave = [rec for rec in seen if rec[4]]
    assert gave and len(parts) > 3 and all(rec[5] is None for rec in seen)  # (not recorded)
    alone = counts_of(b, m, parts)
    for group, n, _, _, rest, _ in gave:
        first = next(k for k, p in enumerate(parts) if p is rest[0])
        assert parts[first:first + len(rest)] == rest
        assert sum(alone[k] for k in group) == n + sum(alone[first + j] for j in range(len(rest)))
    group, n, _, _, rest, _ = gave[0]  # sat agrees with the counts alone (of many pieces, every 8th)
    first = next(k for k, p in enumerate(parts) if p is rest[0])
    pieces = [first + j for j in range(0, len(rest), 1 if len(rest) <= 40 else 8)]
    assert [xcckit.count(force(m, parts[k].forced), backend="sat").count for k in [*group, *pieces]] == \
        [alone[k] for k in [*group, *pieces]]
    done = sum(parts[k].share for group, *_ in seen for k in group) - sum(p.share for *_, r, _ in seen for p in r)
    assert done == pytest.approx(1.0)


@pytest.mark.parametrize("name", ["torto-TORTO", "wr-dict3-300-dict4-300"])
def test_the_rest_of_a_paused_search(name):
    """A search stopped at every slice and split into its rest, again and again: the counts so
    far and the rests' add up; the shares of the rest and of what was done add up to 1."""
    m = parse_dlx((GOLDEN / f"{name}.dlx").read_text())
    b = DlxBackend(threads=1, budget=64)
    s = b.structure(m)
    total, todo, splits, done = 0, [((), 1.0)], 0, 0.0
    while todo:
        forced, share = todo.pop()
        n, d, rest = count_part(b, s, forced, None, lambda: True)
        total += n
        done += share - sum(share * r for _, r in rest)
        if rest:
            assert 1 <= d < len(rest) and all(len(f) > len(forced) for f, _ in rest)
            splits += 1
            s = b.structure(m)  # half way
            todo.extend((f, share * r) for f, r in rest)
    assert total == GOLDEN_COUNTS[name] and splits > 10 and done == pytest.approx(1.0)


@pytest.mark.parametrize("name", sorted(GOLDEN_COUNTS))
def test_enumeration_on_threads(name):
    """solve on several threads: the probe's search goes on in one thread and gives pieces to
    the others; every solution once, and a limit stops them all at exactly that many."""
    m = parse_dlx((GOLDEN / f"{name}.dlx").read_text())
    one = xcckit.solve(m, backend="dlx", limit=None)
    assert len(one.solutions) == GOLDEN_COUNTS[name]
    for threads in (2, 3):
        b = DlxBackend(threads=threads, probe=10, budget=64)
        every = xcckit.solve(m, backend=b, limit=None)
        assert sorted(every.solutions) == sorted(one.solutions) and every.complete
        some = xcckit.solve(m, backend=b, limit=7)
        assert len(set(some.solutions)) == len(some.solutions) == min(7, GOLDEN_COUNTS[name])
        assert set(some.solutions) <= set(one.solutions)
        assert some.complete == (GOLDEN_COUNTS[name] < 7)
        seen = []
        assert threads_run(m, b, lambda sol: seen.append(sol) or len(seen) < 3).outcome is Outcome.STOPPED
        assert len(seen) == 3  # (every golden file has at least 3)


def test_board_enumerated_on_two_threads():
    m = MacMahon(board("12")).model
    result = xcckit.solve(m, backend="dlx", workers=2, limit=5_000)
    assert len(set(result.solutions)) == 5_000 and not result.complete
    assert all(check_solution(m, sol) is None for sol in result.solutions)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(problem=xcc_problems(), data=st.data())
def test_restricted_models_keep_the_solutions_of_their_options(problem, data):
    """restrict(model, keep): its solutions are exactly the model's solutions made of options of
    ``keep`` (renumbered), with the same costs; without side constraints it is the relaxation."""
    import numpy as np
    from xcckit.backends.subproblems import restrict
    primary, secondary, _ = problem
    model, options = build(*problem)
    keep = sorted(data.draw(st.sets(st.integers(0, max(0, model.n_options - 1)))) & set(range(model.n_options)))
    r = restrict(model, np.asarray(keep, dtype=np.int64))
    assert r.n_options == len(keep) and list(r.names) == list(model.names) and list(r.colours) == list(model.colours)
    assert [r.option_tokens(k) for k in range(len(keep))] == [model.option_tokens(o) for o in keep]
    assert [r.costs[k] for k in range(len(keep))] == [model.costs[o] for o in keep]
    mine = {tuple(keep[k] for k in s) for s in xcckit.solve(r, backend="sat", limit=None).solutions}
    assert mine == {tuple(keep[k] for k in s) for s in brute_solutions(primary, secondary, [options[o] for o in keep])}


def test_restricted_loop_models():
    """A single loop goes with the restricted model unless left out (a blank 1×2 grid's
    relaxation has its three loops and the empty set of edges: every dot has 0 or 2 edges)."""
    import numpy as np
    from xcckit.backends.subproblems import restrict
    m = Slitherlink(["1."]).model
    everything = np.arange(m.n_options)
    assert restrict(m, everything).side_constraints and not restrict(m, everything, side_constraints=False).side_constraints
    assert restrict(m, everything).hints.sweeps == m.hints.sweeps
    assert xcckit.count(restrict(m, everything), backend="dlx").count == xcckit.count(m, backend="dlx").count == 1
    blank = Slitherlink([".."]).model
    assert xcckit.count(blank, backend="dlx").count == 3
    assert xcckit.count(restrict(blank, np.arange(blank.n_options), side_constraints=False), backend="sat").count == 4
