"""Every backend against a brute-force enumerator, on random models and on the golden files."""

from __future__ import annotations

import json
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import xcckit
from xcckit import Model, UnsupportedError, parse_dlx
from xcckit.check import solution_problems
from xcckit.backends.sat import usable_solvers

from .brute import brute_solutions
from .conftest import CONFIGS, GOLDEN, GOLDEN_COUNTS, SHARED

DLX_CONFIGS = [c for c, (name, _) in CONFIGS.items() if name == "dlx"]


@st.composite
def xcc_problems(draw, bounds=True):
    n_prim = draw(st.integers(1, 4))
    prim_names = [f"p{i}" for i in range(n_prim)]
    sec_names = [f"s{i}" for i in range(draw(st.integers(0, 3)))]
    primary = {}
    for p in prim_names:
        if bounds and draw(st.integers(0, 3)) == 0:
            lo = draw(st.integers(0, 2))
            primary[p] = (lo, draw(st.integers(max(lo, 1), 3)))
        else:
            primary[p] = (1, 1)
    options = []
    for _ in range(draw(st.integers(0, 9))):
        items = draw(st.lists(st.sampled_from(prim_names + sec_names), min_size=1, max_size=4, unique=True))
        options.append([(i, None if i in primary else draw(st.sampled_from([None, "A", "B"])))
                        for i in items])
    return primary, sec_names, options


def build(primary, secondary, options) -> tuple[Model, list]:
    m = Model()
    for p, (lo, hi) in primary.items():
        m.add_primary(p, lo, hi)
    for s in secondary:
        m.add_secondary(s)
    kept = []
    for opt in options:
        idx = m.add_option([n if c is None else f"{n}:{c}" for n, c in opt])
        if idx is not None:
            kept.append(opt)
    return m, kept


EXAMPLES = {"sat-cubes": 30}
"""Random models a configuration is asked (else 120): sat-cubes forks its workers for every
model, 28 s of CPU for 120 (2026-11-29), where the others take 2-4 s."""


def test_random_models_match_brute_force(backend, request):
    config = request.node.callspec.params["backend"]

    @settings(max_examples=EXAMPLES.get(config, 120), deadline=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
    @given(problem=xcc_problems())
    def check(problem):
        _matches_brute_force(backend, problem)

    check()


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(problem=xcc_problems())
def test_a_proof_of_uniqueness_in_cubes_agrees_with_brute_force(problem):
    """A search for two that has found one and goes on in cubes on two workers at once
    (``proof=0``): the solutions it finds are the model's, as many as it has up to two, and a
    model with one is proven to have one."""
    from xcckit.backends.sat import SatBackend
    primary, secondary, options = problem
    m, kept = build(primary, secondary, options)
    expected = brute_solutions(primary, set(secondary), kept)
    b = SatBackend(workers=2, proof=0.0)
    two = xcckit.solve(m, backend=b, limit=2)
    assert set(two.solutions) <= expected and len(set(two.solutions)) == len(two.solutions) == min(2, len(expected))
    assert two.complete == (len(expected) < 2)
    assert xcckit.solve(m, backend=b, unique=True).unique == (len(expected) == 1)


def _dominoes(rows: int, cols: int) -> Model:
    """The tilings of a ``rows`` x ``cols`` board by dominoes (2x6: 13)."""
    m = Model()
    for i in range(rows):
        for j in range(cols):
            m.add_primary(f"{i}.{j}")
    for i in range(rows):
        for j in range(cols):
            for a, b in ((i + 1, j), (i, j + 1)):
                if a < rows and b < cols:
                    m.add_option([f"{i}.{j}", f"{a}.{b}"])
    return m


@pytest.mark.parametrize("rows, cols", [(2, 6), (4, 5)])
def test_a_proof_that_goes_on_is_cut_into_cubes(monkeypatch, rows, cols):
    """The second solution of a model with several, found in cubes once the first is in
    (``proof=0``): the cubes are made and searched on the workers, and the two found are
    distinct solutions; one worker (or ``proof`` long enough) keeps the search plain."""
    from xcckit.backends.sat import SatBackend, backend as sat_backend
    m = _dominoes(rows, cols)
    calls = []
    real = sat_backend.cubes_on_workers
    monkeypatch.setattr(sat_backend, "cubes_on_workers", lambda *a: calls.append(a[3]) or real(*a))
    two = xcckit.solve(m, backend=SatBackend(workers=2, proof=0.0), limit=2)
    assert calls == [2] and len(set(two.solutions)) == 2
    for sol in two.solutions:
        assert solution_problems(m, sol) == []
    assert xcckit.solve(m, backend=SatBackend(workers=1, proof=0.0), limit=2).solutions and calls == [2]
    assert len(xcckit.solve(m, backend=SatBackend(workers=2), limit=2).solutions) == 2 and calls == [2]


@pytest.mark.parametrize("checks", [None, 0, 1, 2, 3, 5, 8, 13])
def test_cubes_split_the_solutions_however_soon_their_time_is_up(monkeypatch, checks):
    """Every solution lies in exactly one cube, whether the tree of cubes grew to its size or
    stopped after ``checks`` looks at the clock (a level split only in part)."""
    from xcckit.backends.sat import CNFEncoding, cubes as sat_cubes

    class Clock:
        looks = 0

        def __init__(self, seconds):
            pass

        def expired(self):
            Clock.looks += 1
            return checks is not None and Clock.looks > checks

    monkeypatch.setattr(sat_cubes, "Deadline", Clock)
    m = _dominoes(4, 5)
    enc = CNFEncoding(m)
    parts = sat_cubes.cubes(enc, 40, None if checks is None else 1.0)
    assert len(parts) >= (40 if checks is None else 1)
    solutions = xcckit.solve(m, backend="sat", limit=None).solutions
    assert len(solutions) == 95
    for sol in solutions:
        true = {enc.x[o] for o in sol}
        assert sum(all((lit in true) if lit > 0 else (-lit not in true) for lit in cube) for cube in parts) == 1


def _matches_brute_force(backend, problem):
    primary, secondary, options = problem
    m, kept = build(primary, secondary, options)
    assert m.dropped == len(options) - len(kept)
    expected = brute_solutions(primary, set(secondary), kept)
    if not type(backend).accepts(m):
        with pytest.raises(UnsupportedError):
            xcckit.solve(m, backend=backend, limit=None)
        return
    result = xcckit.solve(m, backend=backend, limit=None)
    got = result.solutions
    assert len(got) == len(set(got)), "a solution was reported twice"
    assert set(got) == expected
    assert result.complete
    for sol in got:
        assert solution_problems(m, sol) == []
    assert xcckit.count(m, backend=backend).count == len(expected)
    first = xcckit.solve(m, backend=backend, limit=1)
    assert first.status == ("solved" if expected else "unsat")
    assert set(first.solutions) <= expected


@pytest.mark.parametrize("name", sorted(GOLDEN_COUNTS))
def test_golden_counts(backend, name):
    m = parse_dlx((GOLDEN / f"{name}.dlx").read_text())
    result = xcckit.count(m, backend=backend)
    assert (result.count, result.complete) == (GOLDEN_COUNTS[name], True)


def test_limit_stops_early(backend):
    m = parse_dlx((GOLDEN / "torto-CAT.dlx").read_text())
    result = xcckit.count(m, backend=backend, limit=5)
    assert (result.count, result.complete) == (5, False)
    sols = xcckit.solve(m, backend=backend, limit=7)
    assert len(sols.solutions) == 7 and len(set(sols.solutions)) == 7
    for sol in sols:
        assert solution_problems(m, sol) == []


def test_unsatisfiable_and_empty_item(backend):
    m = parse_dlx("a b | x\na x:A\nb x:B\n")
    assert xcckit.solve(m, backend=backend).status == "unsat"
    m = parse_dlx("a b\na\n")  # b has no option at all
    assert xcckit.count(m, backend=backend).count == 0


def test_time_limit_reports_incomplete(backend):
    # 11,853,792 solutions: no backend counts them in half a second.
    m = parse_dlx((GOLDEN / "mm-00p_10_10p_01_01p_11.dlx").read_text())
    result = xcckit.count(m, backend=backend, time_limit=0.5)
    assert not result.complete
    assert result.seconds < 20


def test_cpsat_orders_its_search_within_the_time_limit():
    """cpsat gives a search for more than one solution an order of the options (greedy_order),
    whose steps cost what the options near each item hold: on a model whose secondary item is
    in every option it took a minute on a 20x25 foseruzu, past a 30 s limit. The order watches the
    clock, and larger models go without it."""
    from xcckit.backends.orders import greedy_order
    model = Model()
    model.add_items([f"p{i}" for i in range(250)])
    model.add_items(["h"] + [f"s{i}.{j}" for i in range(250) for j in range(90)], primary=False)
    for i in range(250):
        for j in range(90):
            model.add_option([f"p{i}", "h:1", f"s{i}.{j}:1", f"s{(i + 1) % 250}.{j}:2"])
    assert greedy_order(model, expired=lambda: True) is None
    assert sorted(greedy_order(parse_dlx("a b c | x\na x:1\nb x:1\nc\n"), expired=lambda: False).tolist()) == [0, 1, 2]
    xcckit.solve(parse_dlx("a\na\n"), backend="cpsat", limit=2)  # (OR-Tools loaded before the clock)
    t0 = time.monotonic()
    result = xcckit.solve(model, backend="cpsat", limit=2, time_limit=1.0)
    assert time.monotonic() - t0 < 1.0 + 1.5  # (the whole order of this model takes far longer)
    assert not result.complete or len(result.solutions) == 2


# The dlx backend has two search engines on the same Algorithm C: sparse sets (dancing cells, the
# default) and dancing links. Each is checked against the brute force, also when the search is cut
# into tiny slices (budget 1 node), which exercises resuming from the saved state.
# The cells engine's propagation and lookahead are checked alone and together.
@pytest.mark.parametrize("config", DLX_CONFIGS)
@pytest.mark.parametrize("budget", [1, 200_000])
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(problem=xcc_problems(bounds=False))
def test_dlx_engines_match_brute_force(config, budget, problem):
    primary, secondary, options = problem
    m, kept = build(primary, secondary, options)
    expected = brute_solutions(primary, set(secondary), kept)
    kw = dict(CONFIGS[config][1], budget=budget)
    got = xcckit.solve(m, backend="dlx", limit=None, **kw).solutions
    assert sorted(got) == sorted(expected)
    assert xcckit.count(m, backend="dlx", **kw).count == len(expected)
    # the count shared by two threads, without the single-thread probe that ends small searches
    assert xcckit.count(m, backend="dlx", threads=2, probe=0, **kw).count == len(expected)


@pytest.mark.parametrize("engine", ["cells", "links"])
@pytest.mark.parametrize("name", ["torto-CAT", "slither-empty3x3", "wr-dict3-300-dict4-300"])
def test_dlx_engines_golden_counts_in_small_slices(engine, name):
    m = parse_dlx((GOLDEN / f"{name}.dlx").read_text())
    assert xcckit.count(m, backend="dlx", engine=engine, budget=7).count == GOLDEN_COUNTS[name]


def test_dlx_unknown_engine():
    with pytest.raises(ValueError, match="unknown dlx engine 'fast'; choose from cells, links"):
        xcckit.count(parse_dlx("a\na\n"), backend="dlx", engine="fast")
    with pytest.raises(ValueError, match="^colour propagation is a feature of the cells engine$"):
        xcckit.count(parse_dlx("a\na\n"), backend="dlx", engine="links", propagate=True)
    with pytest.raises(ValueError, match="^lookahead is a feature of the cells engine$"):
        xcckit.count(parse_dlx("a\na\n"), backend="dlx", engine="links", lookahead=2)
    with pytest.raises(ValueError, match="^lookahead is a number of options, 0 \\(off\\) or more, not -1$"):
        xcckit.count(parse_dlx("a\na\n"), backend="dlx", lookahead=-1)


def test_dlx_colour_propagation_prunes():
    """Once a is chosen, p's two remaining options both colour x A: propagation hides q's
    options with x:B before q is chosen, so q has one option left and the search tries one
    option fewer (4 instead of 5). x is the first secondary item (id 3, the number of primary
    items: a sentinel value must not be mistaken for it)."""
    m = parse_dlx("a p q | x y\na y:1\np x:A\np x:A\np x:B y:2\nq x:B\nq x:B\nq x:A\n")
    plain = xcckit.backends.get_backend("dlx", propagate=False, threads=1)
    prop = xcckit.backends.get_backend("dlx", propagate=True, threads=1)
    assert xcckit.count(m, backend=plain).count == xcckit.count(m, backend=prop).count == 2
    assert (plain.nodes, prop.nodes) == (5, 4)


def test_dlx_lookahead_picks_the_item_whose_option_fails():
    """a, b, e and f have two options each, c three; a is independent of the rest. Plain
    Algorithm C chooses a first (fewest options, first in order), and under each of a's options
    tries b's option "b c", which fails at once (it leaves e without options): 12 options tried.
    The lookahead probes a (both pass), then b, whose "b c" fails: b is chosen at the root, so
    the failure is met once: 10 options tried, for 3 + 8 + 6 + 6 probes (the root's sweep stops
    at b; the next one probes c, e, f and a; below each option of a, c, e and f again)."""
    m = parse_dlx("a b c e f\na\na\nb c\nb\nc e\nc e f\nf\n")
    plain = xcckit.backends.get_backend("dlx", lookahead=0, threads=1)
    ahead = xcckit.backends.get_backend("dlx", lookahead=2, threads=1)
    assert xcckit.count(m, backend=plain).count == xcckit.count(m, backend=ahead).count == 4
    assert (plain.nodes, plain.probes) == (12, 0)
    assert (ahead.nodes, ahead.probes) == (10, 23)


def test_dlx_lookahead_applies_what_every_option_agrees_on():
    """Both options of p colour x A. Probing them at the root finds that, so x:A is fixed there and
    q's two x:B options go at once: q is chosen first, with one option, and a, p are chosen
    below it (7 options tried; probes: a and p at the root, 4; a and p below q, 4; p below each
    option of a, 2 + 2). Propagation alone sees p's agreement only once p's options change, which
    never happens here: a is chosen first (fewest options), then p, then q, under both options of
    a: 10 options tried."""
    m = parse_dlx("a p q | x\na\na\np x:A\np x:A\nq x:B\nq x:B\nq x:A\n")
    plain = xcckit.backends.get_backend("dlx", propagate=True, lookahead=0, threads=1)
    ahead = xcckit.backends.get_backend("dlx", propagate=True, lookahead=2, threads=1)
    assert xcckit.count(m, backend=plain).count == xcckit.count(m, backend=ahead).count == 4
    assert (plain.nodes, plain.probes) == (10, 0)
    assert (ahead.nodes, ahead.probes) == (7, 12)


def test_dlx_lookahead_shares_work_at_a_probed_choice():
    """Found by the property test when threads dealt out the options of the first real choice:
    with lookahead 3, p0's option "p0 p2" fails its probe (it leaves p3 without options), so p0
    is chosen with its two other options still alive; two threads counted both branches each
    (6 instead of 4). Counts are now cut into subproblems; this model stays as a regression test."""
    m = parse_dlx("p0 p1 p2 p3\np1\np1\np2\np0 p2\np0 p3\np0 p2 p3\n")
    for threads in (1, 2, 3):
        assert xcckit.count(m, backend="dlx", threads=threads, probe=0, lookahead=3).count == 4


def test_dlx_lookahead_on_a_slitherlink():
    """On by default for loop models: nikoli-sample-7 (14x24) is proved unique with about 540
    options tried (probes apart) instead of about 590,000."""
    from xcckit.puzzles.slitherlink import Slitherlink
    rows = [json.loads(line) for line in (SHARED / "slitherlink" / "extra.jsonl").read_text().splitlines()]
    model = Slitherlink(next(r for r in rows if r["id"] == "nikoli-sample-7")["clues"]).model
    plain = xcckit.backends.get_backend("dlx", lookahead=0, threads=1)
    default = xcckit.backends.get_backend("dlx", threads=1)
    assert xcckit.count(model, backend=plain).count == xcckit.count(model, backend=default).count == 1
    assert plain.nodes > 500_000 and default.nodes < 1_000 and default.probes > 0


@pytest.mark.parametrize("threads", [1, 2, 3])
@pytest.mark.parametrize("name", ["torto-CAT", "slither-empty3x3", "wr-dict3-300-dict4-300"])
def test_dlx_shared_count_matches(threads, name):
    m = parse_dlx((GOLDEN / f"{name}.dlx").read_text())
    assert xcckit.count(m, backend="dlx", threads=threads, budget=50, probe=0).count == GOLDEN_COUNTS[name]
    assert xcckit.count(m, backend="dlx", threads=threads).count == GOLDEN_COUNTS[name]  # probe ends it


@pytest.mark.parametrize("threads", [2, 3])
def test_dlx_shared_count_forced_and_empty(threads):
    # every level forced: the one solution is found before any split and counted once
    forced = parse_dlx("a b c\na\nb\nc\n")
    assert xcckit.count(forced, backend="dlx", threads=threads, probe=0).count == 1
    assert xcckit.count(parse_dlx("a b\na\n"), backend="dlx", threads=threads, probe=0).count == 0
    # fewer options at the split than threads: the extra workers find nothing, nothing is lost
    two = parse_dlx("a b\na\na\nb\n")
    assert xcckit.count(two, backend="dlx", threads=threads, probe=0).count == 2


def test_dlx_shared_count_time_limit_and_progress():
    """Progress every 0.05 s until the 0.5 s limit; the kernels are loaded first (seconds on a
    busy machine, which would use up the limit before the first report)."""
    assert xcckit.count(parse_dlx("a b\na\nb\n"), backend="dlx", threads=2, probe=0).count == 1
    m = parse_dlx((GOLDEN / "mm-00p_10_10p_01_01p_11.dlx").read_text())
    seen = []
    result = xcckit.count(m, backend="dlx", threads=2, time_limit=0.5, budget=20_000, probe=0,
                          progress=seen.append)
    assert not result.complete and result.seconds < 20
    assert seen and all(b.count >= a.count and b.seconds >= a.seconds for a, b in zip(seen, seen[1:]))
    assert all(s.workers == 2 and 0 <= s.busy <= 2 and 0.0 <= s.fraction < 1.0 for s in seen)


def test_cpsat_solves_a_small_model_on_one_worker(monkeypatch):
    """A first solution (or the cheapest) of a model of at most FEW_OPTIONS options is searched by
    one CP-SAT worker unless told (starting eight cost more than the search); bigger ones by
    eight."""
    from ortools.sat.python import cp_model

    from xcckit.backends import get_backend
    from xcckit.backends.cpsat import FEW_OPTIONS
    workers = []
    solve = cp_model.CpSolver.Solve

    def seen(self, model, callback=None):
        workers.append(self.parameters.num_workers)
        return solve(self, model, callback)

    monkeypatch.setattr(cp_model.CpSolver, "Solve", seen)

    def model(options: int) -> Model:
        m = Model()
        m.add_primary("a")
        for k in range(options):
            m.add_option(["a"], cost=k + 1)
        return m

    for options, told, expected in ((FEW_OPTIONS, None, 1), (FEW_OPTIONS + 1, None, 8), (FEW_OPTIONS, 3, 3)):
        workers.clear()
        assert xcckit.solve(model(options), backend="cpsat", workers=told).solutions
        assert get_backend("cpsat", workers=told).best(model(options), 1).costs == [1]
        assert workers == [expected, expected], (options, told)


@pytest.mark.parametrize("solver", usable_solvers())
def test_every_usable_sat_solver_counts_and_proves(solver):
    """Each SAT solver that ``--solver`` offers counts (CaDiCaL's enumeration settings given
    only where they are taken: ergo refused them with an error) and proves the bundled nurikabe
    unique on the rules' model (its sized regions and connected sea cut lazily), in a time limit."""
    from xcckit.puzzles import read_grid_puzzle
    from xcckit.puzzles.nurikabe import Nurikabe
    from xcckit.puzzles.queens import Queens
    assert xcckit.count(Queens(6), backend="sat", solver=solver).count == 4
    p = read_grid_puzzle(Nurikabe, "demo-7x7")
    own = Nurikabe(p.cells, settle=False)
    expected = xcckit.solve(p, backend="dlx", unique=True)
    r = xcckit.solve(own, backend="sat", solver=solver, unique=True, time_limit=60)
    assert own.model.side_constraints and expected.unique and r.unique
    assert own.grid(r.solutions[0]) == p.grid(expected.solutions[0])
