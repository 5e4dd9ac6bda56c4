"""The zdd backend (Algorithm Z): counts equal to dlx's and to brute force on coloured models,
exact counts beyond 2^64, the memo's cap, uniform sampling, limits, the command line."""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import xcckit
from xcckit import Model, UnsupportedError, parse_dlx
from xcckit.backends import backends_for
from xcckit.backends.orders import greedy_order
from xcckit.backends.zdd import ORDERS, ZddBackend
from xcckit.backends.zdd.planning import best_plan, make_plan, width
from xcckit.check import check_solution
from xcckit.errors import Interrupted, TimeLimitReached
from xcckit.puzzles.macmahon import MacMahon
from xcckit.puzzles.slitherlink import Slitherlink
from xcckit.puzzles.torto import Torto

from .brute import brute_solutions
from .conftest import FULL_CORPUS, GOLDEN, GOLDEN_COUNTS, SHARED, jsonl, sampled
from .test_backends import build, xcc_problems


@st.composite
def coloured_models(draw):
    """Models where colours matter: few primary items, several secondary items shared by many
    options with two or three colours (where a memo that forgot a colour would go wrong)."""
    n_prim = draw(st.integers(1, 6))
    prim = [f"p{i}" for i in range(n_prim)]
    sec = [f"s{i}" for i in range(draw(st.integers(1, 4)))]
    options = []
    for _ in range(draw(st.integers(1, 16))):
        items = draw(st.lists(st.sampled_from(prim), min_size=1, max_size=2, unique=True))
        items += draw(st.lists(st.sampled_from(sec), max_size=3, unique=True))
        options.append([(i, None if i in prim else draw(st.sampled_from([None, "A", "B", "C"]))) for i in items])
    return {p: (1, 1) for p in prim}, sec, options


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(problem=coloured_models(), order=st.sampled_from(ORDERS),
       memo=st.sampled_from([None, 1e-6, 2e-4]), trial=st.sampled_from([100_000, 1, 3]))
def test_coloured_models_count_as_brute_force(problem, order, memo, trial):
    """Every order, with the memo unbounded, capped at once (one entry) and capped midway (the
    frontier method then hands over to Algorithm Z), and switched off early for want of hits."""
    primary, secondary, options = problem
    m, kept = build(primary, secondary, options)
    expected = brute_solutions(primary, set(secondary), kept)
    b = ZddBackend(order=order, memo_mb=memo, memo_trial=trial, budget=1)
    assert b.count(m)[0] == len(expected)  # (switched off, the count goes on by dlx)
    d = ZddBackend(order=order, memo_mb=memo, memo_trial=trial, budget=1).diagram(m)  # (by Algorithm Z)
    assert set(d) == expected and len(list(d)) == len(expected)
    d = xcckit.zdd(m, order=order, memo_mb=memo)
    assert set(d) == expected and len(list(d)) == len(expected)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(problem=xcc_problems(bounds=False), order=st.sampled_from(ORDERS))
def test_random_models_count_as_dlx(problem, order):
    m, _ = build(*problem)
    assert ZddBackend(order=order).count(m)[0] == xcckit.count(m, backend="dlx").count


@pytest.mark.parametrize("order", ORDERS)
@pytest.mark.parametrize("name", sorted(GOLDEN_COUNTS))
def test_golden_files(order, name):
    m = parse_dlx((GOLDEN / f"{name}.dlx").read_text())
    b = ZddBackend(order=order)
    assert b.count(m) == (GOLDEN_COUNTS[name], xcckit.backends.Outcome.COMPLETE)
    assert b.entries > 0


def test_memo_off_when_it_does_not_pay():
    """A puzzle with one solution: its subproblems hardly repeat; after the trial the memo is
    switched off (no signature per node): a count goes on by dlx, a diagram by plain search."""
    m = Slitherlink.from_args(["demo-7x7"]).model
    b = ZddBackend(order="mrv", memo_trial=20, budget=1)
    assert b.count(m)[0] == 1 and b.memo_off and b.entries < 100
    assert b.chosen_order == "mrv, then dlx (the memo did not pay)"
    b = ZddBackend(order="mrv", memo_trial=20, budget=1)
    assert b.diagram(m).count() == 1 and b.memo_off and b.entries < 100
    kept = ZddBackend(order="mrv", memo_trial=0, budget=1)
    assert kept.count(m)[0] == 1 and not kept.memo_off and kept.entries > b.entries
    with pytest.raises(ValueError, match="memo_trial is a number of entries"):
        ZddBackend(memo_trial=-1)


def test_memo_hits_and_cap():
    """TORTO's subproblems repeat: the memo finds them again; capped, the count is the same."""
    m = Torto(["TORTO"]).model
    b = ZddBackend(order="mrv")
    assert b.count(m)[0] == 1832 and b.hits > 0 and not b.capped
    capped = ZddBackend(order="mrv", memo_mb=1e-3)
    assert capped.count(m)[0] == 1832 and capped.capped and capped.entries < b.entries


def independent(items: int, options: int) -> Model:
    """``items`` primary items, each with ``options`` options of its own: options^items solutions."""
    m = Model()
    m.add_items([f"i{i}" for i in range(items)])
    for i in range(items):
        for _ in range(options):
            m.add_option([f"i{i}"])
    return m


def test_counts_beyond_64_bits():
    """5^30 solutions (70 bits) and 7^200 (562 bits), exactly."""
    result = xcckit.count(independent(30, 5), backend="zdd")
    assert result.count == 5 ** 30 and result.complete and isinstance(result.count, int)
    big = independent(200, 7)
    assert xcckit.zdd(big).count() == 7 ** 200  # 562 bits: several primes


def test_diagram_lists_each_solution_once():
    p = Torto(["CAT"])
    d = xcckit.zdd(p)
    sols = list(d)
    assert len(sols) == len(set(sols)) == d.count() == 128
    assert set(sols) == set(xcckit.solve(p, backend="dlx", limit=None).solutions)
    assert d.nodes > 0 and d.puzzle is p
    assert xcckit.solve(p, backend="zdd", limit=None).solutions and xcckit.count(p, backend="zdd").extras == {"flagged": 32}


def test_samples_are_uniform_and_valid():
    """128 solutions, 12,800 draws: chi-square with 127 degrees of freedom below its 0.1 %
    point (Wilson-Hilferty), and every draw a solution; the same seed, the same draws."""
    p = Torto(["CAT"])
    d = xcckit.zdd(p)
    draws = d.sample(12_800, seed=7)
    assert all(check_solution(p.model, s) is None for s in set(draws))
    counts = {}
    for s in draws:
        counts[s] = counts.get(s, 0) + 1
    assert len(counts) == 128
    expected = len(draws) / 128
    chi2 = sum((c - expected) ** 2 / expected for c in counts.values())
    k = 127
    z = 3.09  # the 0.1 % point of the normal distribution
    critical = k * (1 - 2 / (9 * k) + z * math.sqrt(2 / (9 * k))) ** 3
    assert chi2 < critical
    assert d.sample(5, seed=3) == d.sample(5, seed=3)
    assert xcckit.sample(parse_dlx("a b\na\n"), 3).status == "unsat"


def test_time_limit_and_interrupt():
    m = MacMahon.from_args(["12"]).model
    result = xcckit.count(m, backend="zdd", time_limit=0.3)
    assert (result.count, result.complete) == (None, False)
    with pytest.raises(TimeLimitReached):
        xcckit.zdd(m, time_limit=0.3)
    calls = []

    def stop(status):
        calls.append(status)
        assert status.entries is not None and status.hits is not None
        raise KeyboardInterrupt

    with pytest.raises(Interrupted) as exc:
        xcckit.count(m, backend="zdd", progress=stop)
    assert exc.value.count is None and calls


A140517 = [1, 13, 213, 9349, 1222363, 487150371, 603841648931, 2318527339461265]


@pytest.mark.parametrize("order", ORDERS)
def test_blank_grids_are_oeis_a140517(order):
    """The single loops of the blank n×n grids, n = 1…8: the frontier method on the generic
    model (the loop's mate array in the signature)."""
    for n, expected in enumerate(A140517, 1):
        result = ZddBackend(order=order).count(Slitherlink(["." * n] * n).model)
        assert result == (expected, xcckit.backends.Outcome.COMPLETE), n


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), order=st.sampled_from(ORDERS))
def test_random_clued_slitherlinks_count_as_dlx(data, order):
    """Partly clued grids of up to 20 cells (6 wide at most), clues in a few cells: every count
    equal to dlx's. (A grid of 30 cells with few clues has millions of loops: dlx lists 18 million
    for a blank 5×6 in 100 s, so a larger grid would make the test's time a matter of the draw.)"""
    m = data.draw(st.integers(1, 6))
    n = data.draw(st.integers(1, min(6, 20 // m)))
    clues = ["".join(data.draw(st.sampled_from(".......0123")) for _ in range(n)) for _ in range(m)]
    model = Slitherlink(clues).model
    assert ZddBackend(order=order).count(model)[0] == xcckit.count(model, backend="dlx", threads=1).count


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_pruned_loop_models_keep_every_solution(data):
    """Options in no solution of the relaxation (found by SAT) are removed before a loop model is
    counted: the count is the unpruned one, and the diagram, numbered back, lists exactly dlx's
    solutions."""
    m, n = data.draw(st.integers(1, 4)), data.draw(st.integers(1, 4))
    clues = ["".join(data.draw(st.sampled_from("....0123")) for _ in range(n)) for _ in range(m)]
    model = Slitherlink(clues).model
    pruned, plain = ZddBackend(order="mrv"), ZddBackend(order="mrv", prune=False)
    got = set(pruned.diagram(model))
    assert got == set(xcckit.solve(model, backend="dlx", limit=None, threads=1).solutions)
    assert pruned.count(model)[0] == plain.count(model)[0] == len(got) and plain.pruned == 0


def test_pruning_of_a_clued_grid():
    """The clues of a 4×4 slitherlink rule most options out: they go before the sweep (JSON:
    memo.pruned), and a grid whose relaxation has no solution is counted 0 at once."""
    model = Slitherlink(["0..0", ".2..", "....", "0..."]).model
    b = ZddBackend()
    assert b.count(model)[0] == xcckit.count(model, backend="dlx").count == 15
    assert b.pruned > model.n_options // 2
    result = xcckit.count(model, backend="zdd")
    assert result.memo["pruned"] == b.pruned
    impossible = Slitherlink(["44"]).model  # the middle dots would have three edges
    assert b.count(impossible) == (0, xcckit.backends.Outcome.COMPLETE)
    assert b.chosen_order == "none (the options' SAT backbone shows no solution)"
    assert xcckit.zdd(impossible).count() == 0 and list(xcckit.zdd(impossible)) == []
    assert b.facts(impossible).solvable is False


def test_refuses_what_it_cannot_do():
    bounded = parse_dlx("1:2|a b\na\na b\nb\n")  # {a, b}, {a, a b}, {a b}
    assert xcckit.count(bounded, backend="zdd").count == 3  # (written without multiplicities)
    assert sorted(xcckit.solve(bounded, backend="zdd", limit=None).solutions) == sorted(
        xcckit.solve(bounded, backend="sat", limit=None).solutions)
    with pytest.raises(UnsupportedError, match="makes the diagram of models without multiplicities, but item 'a' "
                                               "has bounds 1:2"):
        ZddBackend().diagram(bounded)
    with pytest.raises(ValueError, match="unknown order 'x'"):
        ZddBackend(order="x")
    assert "zdd" in backends_for(parse_dlx("a\na\n")) and "zdd" in backends_for(Slitherlink(["3."]).model)
    assert "zdd" in backends_for(parse_dlx("1:2|a\na\n"))


def test_cli(run_cli, tmp_path):
    assert run_cli("count", "torto", "TORTO", "-b", "zdd")[:2] == (
        0, "1,832 solutions\n538 of them flagged (flag:*): their left-right mirror images are solutions too, "
           "not counted\n")
    code, out, err = run_cli("sample", "torto", "CAT", "-n", "2", "--seed", "1", "--json")
    assert code == 0 and err == ""
    again = run_cli("sample", "torto", "CAT", "-n", "2", "--seed", "1", "--json")[1]
    import json
    first, second = json.loads(out), json.loads(again)
    assert first["solutions"] == second["solutions"] and len(first["solutions"]) == 2
    picture = tmp_path / "s.svg"
    assert run_cli("sample", "wordrect", "dict3-300", "dict4-300", "-n", "3", "--svg", picture)[0] == 0
    assert picture.read_text().count("<svg") == 4
    assert run_cli("sample", "dlx", "knuth-toy", "-n", "0") == (2, "", "xcc: -n: must be at least 1, not 0\n")
    assert run_cli("sample", "dlx", "knuth-toy", "--limit", "2") == (
        2, "", "xcc: --limit: an option of xcc solve, count and crosscheck, not of xcc sample\n")
    code, out, err = run_cli("count", "dlx", GOLDEN / "mm-00p_10_10p_01_01p_11.dlx", "-b", "zdd", "-t", "0.5")
    assert (code, out) == (3, "time limit reached: the count is unknown (a memoised count has no partial value)\n")
    code, out, err = run_cli("count", "dlx", GOLDEN / "mm-00p_10_10p_01_01p_11.dlx", "-b", "zdd", "-t", "0.5", "--json")
    assert (code, json.loads(out)["count"]) == (3, None)
    code, out, _ = run_cli("count", "slitherlink", "4x4", "-b", "zdd", "--json")
    memo = json.loads(out)["memo"]
    assert code == 0 and json.loads(out)["count"] == 9349
    assert memo["order"] == "sweep (natural)" and memo["hits"] > memo["entries"] > 0 and memo["capped"] is False
    code, out, _ = run_cli("count", "slitherlink", "4x4", "-b", "zdd", "--order", "mrv", "--json")
    memo = json.loads(out)["memo"]
    assert code == 0 and json.loads(out)["count"] == 9349
    assert memo["order"] == "mrv" and memo["entries"] > memo["hits"] > 0 and memo["capped"] is False
    code, out, _ = run_cli("count", "slitherlink", "12x12", "--json")  # A140517(12), 115 bits
    assert code == 0 and json.loads(out)["count"] == 36954917962039884953387868334644457
    assert json.loads(out)["backend"] == "zdd" and json.loads(out)["memo"]["order"].startswith("sweep")
    assert run_cli("count", "slitherlink", "4x4", "--order", "mrv") == (
        2, "", "xcc: --order: applies to the zdd backend only (--backend zdd)\n")
    assert run_cli("count", "slitherlink", "4x4", "-b", "zdd", "--order", "fast") == (
        2, "", "xcc: --order: unknown order 'fast' (choose from auto, mrv, natural, sweep)\n")
    assert run_cli("count", "slitherlink", "4x4", "-b", "zdd", "--memo-mb", "0") == (
        2, "", "xcc: --memo-mb: a positive number of MiB, not 0\n")
    assert run_cli("count", "slitherlink", "4x4", "-b", "dlx", "--memo-mb", "10") == (
        2, "", "xcc: --memo-mb: applies to the zdd backend only (--backend zdd)\n")


def test_blank_slitherlink_sizes(run_cli):
    assert run_cli("count", "slitherlink", "3x3", "-b", "dlx") == (0, "213 solutions\n", "")
    for bad in ("0x3", "12x", "x", "3x0"):
        assert run_cli("count", "slitherlink", bad) == (
            2, "", f"xcc: {bad}: not a grid size: give MxN with M and N at least 1 (e.g. 12x12)\n")


def test_sweep_orders():
    """The greedy order keeps a blank grid's own row by row sweep; on a clued grid it takes each
    clue as soon as its edges are decided otherwise, and is narrower than the model's order
    (clues last); auto counts by the sweep when it is narrow, else by mrv."""
    blank = Slitherlink(["." * 5] * 5).model
    assert greedy_order(blank).tolist() == list(range(36))
    clued = Slitherlink(["3.2", ".1.", "2.."]).model
    order = greedy_order(clued).tolist()
    assert sorted(order) == list(range(clued.n_primary))
    assert order.index(16) < order.index(8)  # clue (0,0) (item 16) before the dots of the third row
    assert width(make_plan(clued, order)) < width(make_plan(clued, list(range(clued.n_primary))))
    name, plan = best_plan(clued)
    assert width(plan) <= width(make_plan(clued, order))
    b = ZddBackend()
    assert b.count(blank)[0] == 1222363 and b.chosen_order.startswith("sweep")
    wide = Slitherlink(["." * 40] * 3).model  # 41 dots across, but 4 down: the column sweep
    assert best_plan(wide)[0] in ("columns", "greedy-columns")
    narrow = Slitherlink(["." * 12] * 2).model
    assert b.count(narrow)[0] == xcckit.count(narrow, backend="dlx", threads=1).count


def test_a_hinted_sweep_that_is_no_order_is_left_out():
    m = Slitherlink(["3.2", ".1."]).model
    n1 = m.n_primary
    m.hints.sweeps = {"short": list(range(n1 - 1)), "twice": [0] * n1, "good": list(range(n1))[::-1]}
    from xcckit.backends.zdd.planning import orders
    assert sorted(orders(m)) == ["good", "greedy", "greedy-good", "natural"]
    assert ZddBackend(order="sweep").count(m)[0] == xcckit.count(m, backend="dlx", threads=1).count


def test_sweep_over_the_memo_cap_goes_on_with_algorithm_z():
    m = Torto(["TORTO"]).model
    b = ZddBackend(order="sweep", memo_mb=1e-3)
    assert b.count(m)[0] == 1832
    assert b.chosen_order == "mrv (the sweep outgrew the memo's cap)" and b.capped


@st.composite
def loop_models(draw):
    """A single loop on a random graph: some vertices are primary items whose options put 0 or
    2 of their edges on (as a slitherlink's dots), some are not (only the loop constraint holds
    them), and a few "clues" colour some edges with a given number on."""
    nv = draw(st.integers(3, 7))
    pairs = [(u, v) for u in range(nv) for v in range(u + 1, nv)]
    edges = draw(st.lists(st.sampled_from(pairs), min_size=2, max_size=10, unique=True))
    m = Model()
    dots = [v for v in range(nv) if draw(st.booleans())]
    clues = draw(st.lists(st.lists(st.integers(0, len(edges) - 1), min_size=1, max_size=3, unique=True),
                          max_size=3))
    if not dots and not clues:
        dots = [0]
    m.add_items([f"v{v}" for v in dots] + [f"c{j}" for j in range(len(clues))])
    m.add_items([f"e{i}" for i in range(len(edges))], primary=False)
    for v in dots:
        at = [i for i, e in enumerate(edges) if v in e]
        for on in [()] + [(a, b) for a in at for b in at if a < b]:
            m.add_option([f"v{v}"] + [f"e{i}:{int(i in on)}" for i in at])
    for j, es in enumerate(clues):
        k = draw(st.integers(0, len(es)))
        for bits in range(1 << len(es)):
            if bin(bits).count("1") == k:
                m.add_option([f"c{j}"] + [f"e{i}:{bits >> t & 1}" for t, i in enumerate(es)])
    m.add_single_loop((f"e{i}", u, v) for i, (u, v) in enumerate(edges))
    return m


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(m=loop_models(), order=st.sampled_from(ORDERS))
def test_random_loop_models_count_as_dlx(m, order):
    """The loop's mates in the memo (Algorithm Z) and in the frontier's states (sweep), on
    graphs that are no grid, with vertices that no item holds."""
    assert ZddBackend(order=order).count(m)[0] == xcckit.count(m, backend="dlx", threads=1).count


@st.composite
def path_models(draw):
    """Paths on a random graph: each vertex at three edges or more (and others, at random) is a
    primary item whose options put at most two of its edges on (any number of them at some, 0 or
    2 at others), a few "clues" colour some edges with a given number on, and every piece of the
    edges on must reach one of a few ends (numberlink's rule without its labels)."""
    from xcckit.constraints import Paths
    nv = draw(st.integers(3, 7))
    pairs = [(u, v) for u in range(nv) for v in range(u + 1, nv)]
    edges = draw(st.lists(st.sampled_from(pairs), min_size=2, max_size=10, unique=True))
    m = Model()
    at = {v: [i for i, e in enumerate(edges) if v in e] for v in range(nv)}
    held = [v for v in range(nv) if at[v] and (len(at[v]) > 2 or draw(st.booleans()))]
    clues = draw(st.lists(st.lists(st.integers(0, len(edges) - 1), min_size=1, max_size=3, unique=True),
                          max_size=3))
    if not held and not clues:
        clues = [[0]]
    m.add_items([f"v{v}" for v in held] + [f"c{j}" for j in range(len(clues))])
    m.add_items([f"e{i}" for i in range(len(edges))], primary=False)
    for v in held:
        degrees = draw(st.sampled_from([(0, 2), (1,), (0, 1, 2), (1, 2)]))
        ways = [()] * (0 in degrees) + [(a,) for a in at[v]] * (1 in degrees)
        ways += [(a, b) for a in at[v] for b in at[v] if a < b] * (2 in degrees)
        for on in ways:
            m.add_option([f"v{v}"] + [f"e{i}:{int(i in on)}" for i in at[v]])
    for j, es in enumerate(clues):
        k = draw(st.integers(0, len(es)))
        for bits in range(1 << len(es)):
            if bin(bits).count("1") == k:
                m.add_option([f"c{j}"] + [f"e{i}:{bits >> t & 1}" for t, i in enumerate(es)])
    touched = sorted({u for e in edges for u in e})
    ends = draw(st.lists(st.sampled_from(touched), min_size=1, max_size=3, unique=True))
    m.add_constraint(Paths(m, [(f"e{i}", u, v) for i, (u, v) in enumerate(edges)], ends, simple=True))
    return m


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(m=path_models())
def test_random_path_models_count_as_dlx(m):
    """Paths' mates in the frontier's states (which end of a path is where, and whether its piece
    holds an end; the sweep only: Algorithm Z refuses them), on graphs that are no grid, with
    ends of any degree, paths that end anywhere and cycles through an end."""
    expected = xcckit.count(m, backend="dlx", threads=1).count
    assert ZddBackend(order="sweep").count(m)[0] == expected
    try:
        assert ZddBackend(order="mrv").count(m)[0] == expected == 0  # (the options' backbone: none)
    except UnsupportedError as err:
        assert "frontier method only" in str(err)


A288637 = [6, 40, 213, 1049, 5034, 23984, 114069, 542295, 2577870, 12253948]


def test_rectangles_are_oeis_a288637():
    """The single loops of 3×n grids (cycles of P_4 × P_(n+1)), n = 1…10: the sweep takes
    the columns, the narrow way, by itself."""
    for n, expected in enumerate(A288637, 1):
        b = ZddBackend()
        assert b.count(Slitherlink(["." * n] * 3).model)[0] == expected, n
        assert b.chosen_order.startswith("sweep")


def test_progress_lines():
    """What the command line prints while a zdd count runs: the sweep's share of the items and
    its widest level, the memo's entries and hits, full or switched off."""
    from xcckit.backends.base import Status
    from xcckit.progress import status_line
    assert status_line(Status(0, 2.0, fraction=0.5, entries=10_000, hits=3)) == (
        "frontier: 50 % of the items, up to 10,000 states a level, met again 3 times, 2.0 s")
    assert status_line(Status(0, 75.0, entries=1234, hits=5, capped=True)) == (
        "memo: 1,234 subproblems, found again 5 times, 1 min 15 s; the memo is full: no more entries "
        "(the count stays exact)")
    assert status_line(Status(0, 1.0, entries=200_000, hits=7, capped=True, memo_off=True)) == (
        "memo: 200,000 subproblems, found again 7 times, 1.0 s; the memo is off: it did not pay "
        "(the count stays exact)")


CORPUS = jsonl(SHARED / "slitherlink" / "janko.jsonl") + jsonl(SHARED / "slitherlink" / "extra.jsonl")


LONGEST = {"janko-0193", "janko-0397"}
"""The two longest counts of the one-in-12 sample (24 and 17 s of CPU of its 110 s, 2026-11-29;
janko-0193 is in today's one-in-24 sample too): with XCCKIT_CORPUS=all only."""
SAMPLE = [row for row in sampled(CORPUS, 24, keep=lambda r: "loops" in r or r["id"] == "pk-random_15x15")
          if FULL_CORPUS or row["id"] not in LONGEST]


@pytest.mark.slow
@pytest.mark.parametrize("row", SAMPLE, ids=lambda r: r["id"])
def test_corpus_counts(row):
    """The corpus slitherlinks (one in 24 of them and every one with a count of its own;
    XCCKIT_CORPUS=all: every one), 4×4 to 60×60: their loops counted by zdd as auto chooses (pruned by
    the relaxation's backbone, then the sweep or mrv), equal to the published count: one for a
    published puzzle, 28 for the random grid pk-random_15x15, extra.jsonl's own."""
    expected = row.get("loops", 28 if row["id"] == "pk-random_15x15" else 1)
    assert ZddBackend().count(Slitherlink(row["clues"]).model) == (expected, xcckit.backends.Outcome.COMPLETE)


@pytest.mark.parametrize("seed", range(5))
def test_the_frontier_counts_connected_colours_as_dlx_does(seed):
    """Connected constraints in the frontier's states (component labels): on random shaded grids
    with one connected colour or two, zdd's counts equal dlx's (which checks connectivity on
    partial solutions and at the leaves), and the constraint mattered on most of them."""
    from xcckit.constraints import Connected
    from .test_constraints import cell, grid, shading_model
    rng = random.Random(seed)
    mattered = 0
    for _ in range(10):
        m, n = rng.randint(2, 4), rng.randint(2, 5)
        cells, _ = grid(m, n)
        allowed = {c: rng.choice(["01", "01", "01", "01", "0", "1"]) for c in cells}
        model, cells, pairs, _ = shading_model(m, n, allowed, rng.random() < 0.3)
        free = xcckit.count(model, backend="zdd").count
        vertices, edges = [cell(c) for c in cells], [(cell(a), cell(b)) for a, b in pairs]
        two = rng.random() < 0.5
        model.add_constraint(Connected(model, vertices, edges, "0" if two else rng.choice("01")))
        if two:
            model.add_constraint(Connected(model, vertices, edges, "1"))
        want = xcckit.count(model, backend="dlx").count
        assert xcckit.count(model, backend="zdd").count == want
        mattered += want != free
    assert mattered >= 5


@pytest.mark.parametrize("seed", range(4))
def test_the_frontier_counts_region_sizes_as_dlx_does(seed):
    """Group sizes (each group of a colour of its size) and sized regions (one clue a region, of
    its size) in the frontier's states, with connected colours beside them: on random grids
    zdd's counts equal dlx's."""
    from .test_dlx_regions import random_model
    rng = random.Random(100 + seed)
    seen = set()
    for _ in range(15):
        model = random_model(rng)
        seen |= {sc.name for sc in model.side_constraints}
        assert xcckit.count(model, backend="zdd").count == xcckit.count(model, backend="dlx").count
    assert {"group sizes", "sized regions"} <= seen
