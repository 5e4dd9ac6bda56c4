"""The questions beyond solve and count: costs (DLX5), the cheapest solutions, and the facts
every solution shares, on every backend that answers them, against brute force."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import xcckit
from xcckit import Model, parse_dlx
from xcckit.api import facts as find_facts
from xcckit.backends import BACKENDS, backend_class, get_backend
from xcckit.backends.base import Cheapest, Outcome
from xcckit.errors import InputError, ModelError, UnsupportedError
from xcckit.formats.dlx import write

from .brute import brute_solutions
from .test_backends import build, xcc_problems

BEST = [name for name in BACKENDS if "best" in backend_class(name).queries]
BEST_ANY = [name for name in BEST if not backend_class(name).needs_word_grid]  # any model, not only word grids
FACTS = [name for name in BACKENDS if "facts" in backend_class(name).queries]


def costed(primary, secondary, options, costs) -> tuple[Model, list, list[int]]:
    """The model of a drawn problem with a cost per option; the kept options and their costs."""
    m, kept = build(primary, secondary, [])
    kept, kept_costs = [], []
    for opt, c in zip(options, costs):
        if m.add_option([n if col is None else f"{n}:{col}" for n, col in opt], cost=c) is not None:
            kept.append(opt)
            kept_costs.append(c)
    return m, kept, kept_costs


# ---------------------------------------------------------------- model and DLX5 text
def test_costs_in_the_model():
    m = Model()
    m.add_primary("a")
    m.add_primary("b")
    assert m.add_option(["a"], cost=3) == 0
    assert m.add_option(["b"]) == 1
    assert m.costs == [3, 0] and m.has_costs and m.cost((0, 1)) == 3
    assert m.option_text(0) == "a |3" and m.option_text(1) == "b"
    with pytest.raises(ModelError, match=r"option 2 \(a\): negative cost -1"):
        m.add_option(["a"], cost=-1)
    with pytest.raises(TypeError, match="nonnegative integer, not float 1.5"):
        m.add_option(["a"], cost=1.5)
    with pytest.raises(ModelError, match=r"option 2 \(a\): cost 9223372036854775808 is too large \(at most 2\^63-1\)"):
        m.add_option(["a"], cost=2**63)
    assert m.add_option(["a"], cost=2**63 - 1) == 2
    with pytest.raises(ModelError, match="is too large"):  # in bulk, one by one says which
        m.add_options_flat([0, 1], [0], [0], [2**64])
    assert not Model().has_costs


def test_dlx5_costs_are_summed_and_written_once():
    m = parse_dlx("a b | x\na x:1 |3\nb |2 x:1 |1\na b\n")
    assert list(m.costs) == [3, 3, 0]
    text = write(m)
    assert text == "a b | x\na x:1 |3\nb x:1 |3\na b\n"
    again = parse_dlx(text)
    assert again == m and write(again) == text


def test_a_file_without_costs_is_written_as_before():
    text = "| c\np q | x\np x:A\nq x:A\n"
    assert write(parse_dlx(text), ["c"]) == text


def test_costs_in_bulk_and_one_by_one_agree():
    lines = [f"p{i % 7} q{i % 5} |{i}" for i in range(40)]
    head = " ".join(f"p{i}" for i in range(7)) + " " + " ".join(f"q{i}" for i in range(5))
    bulk = parse_dlx(head + "\n" + "\n".join(lines) + "\n")
    assert list(bulk.costs) == list(range(40))
    m = Model()
    for name in head.split():
        m.add_primary(name)
    for k, line in enumerate(lines):
        m.add_option(line.split()[:2], cost=k)
    assert bulk == m


@pytest.mark.parametrize("option, message", [
    ("a |-3", "f.dlx:2:4: bad cost '|-3': expected '|' and a nonnegative whole number"),
    ("a |2.5", "f.dlx:2:4: bad cost '|2.5': expected '|' and a nonnegative whole number"),
    ("a |x", "f.dlx:2:4: bad cost '|x': expected '|' and a nonnegative whole number"),
    ("a | b", "f.dlx:2:4: missing cost after '|'"),
    ("a |1 c", "f.dlx:2:6: unknown item 'c'"),
    (f"a |{2**63}", f"f.dlx:2:4: cost '|{2**63}' is too large (at most 2^63-1)"),
    (f"a |{2**62} |{2**62}", f"f.dlx:2:25: the option's costs add up to {2**63}, more than 2^63-1"),
])
def test_bad_costs_name_the_place(option, message):
    with pytest.raises(InputError) as err:
        parse_dlx(f"a b\n{option}\n", "f.dlx")
    assert str(err.value) == message


def test_bad_cost_on_the_command_line(run_cli, tmp_path):
    f = tmp_path / "c.dlx"
    f.write_text("a b\na x |-3\n")
    code, out, err = run_cli("count", "dlx", f)
    assert code == 2 and out == ""
    assert err == f"xcc: {f}:2:6: bad cost '|-3': expected '|' and a nonnegative whole number\n"


def test_costs_travel_into_subproblems_and_the_fingerprint():
    from xcckit.backends.subproblems import force
    from xcckit.parallel.journal import fingerprint
    m = parse_dlx("a b\na |4\nb |5\na b |1\n")
    assert list(force(m, [0]).costs) == [4, 5, 1]
    plain = parse_dlx("a b\na\nb\na b\n")
    assert fingerprint(m) != fingerprint(plain)
    assert fingerprint(plain) == fingerprint(parse_dlx("a b\na\nb\na b\n"))


# ---------------------------------------------------------------- the cheapest
def test_cheapest_keeps_the_k_best_in_order():
    kept = Cheapest(2)
    for sol, cost in (((1,), 5), ((2,), 3), ((3,), 5), ((4,), 1)):
        kept.offer(sol, cost)
    r = kept.result(Outcome.COMPLETE)
    assert r.costs == [1, 3] and r.solutions == [(4,), (2,)] and r.proven and kept.bound == 3


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(problem=xcc_problems(bounds=False), data=st.data())
@pytest.mark.parametrize("name", BEST_ANY)
def test_the_k_cheapest_equal_brute_force(name, problem, data):
    primary, secondary, options = problem
    costs = data.draw(st.lists(st.integers(0, 9), min_size=len(options), max_size=len(options)))
    m, kept, kept_costs = costed(primary, secondary, options, costs)
    every = sorted((sum(kept_costs[o] for o in sol), sol) for sol in brute_solutions(primary, set(secondary), kept))
    b = get_backend(name)
    for k in (1, 2, 5):
        r = b.best(m, k)
        assert r.outcome is Outcome.COMPLETE
        assert r.costs == [c for c, _ in every[:k]]
        assert all((c, s) in every for s, c in zip(r.solutions, r.costs))
        assert len(set(r.solutions)) == len(r.solutions)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(problem=xcc_problems(bounds=True), data=st.data())
@example(problem=({"p0": (0, 3)}, [], [[("p0", None)]] * 4), data=None)  # one item, 15 solutions
@example(problem=({"p0": (1, 3)}, [], [[("p0", None)]] * 3), data=None)
@pytest.mark.parametrize("name", BEST_ANY)
def test_the_k_cheapest_with_bounds_and_costs_equal_brute_force(name, problem, data):
    """Multiplicities, costs and --best K / --minimize: a solution may contain another (``0:3|p``
    and four options ``p``), which a no-good on the solution's own options would exclude."""
    primary, secondary, options = problem
    costs = ([2, 9, 6, 6][:len(options)] if data is None
             else data.draw(st.lists(st.integers(0, 9), min_size=len(options), max_size=len(options))))
    m, kept, kept_costs = costed(primary, secondary, options, costs)
    if not backend_class(name).answers("best", m):
        return
    every = sorted((sum(kept_costs[o] for o in sol), sol) for sol in brute_solutions(primary, set(secondary), kept))
    for k in (1, 3, 6):
        r = xcckit.solve(m, backend=name, best=k)
        assert r.costs == [c for c, _ in every[:k]]
        assert r.optimal if every else r.status == "unsat"
        assert all((c, s) in every for s, c in zip(r.solutions, r.costs))
        assert len(set(r.solutions)) == len(r.solutions)
    r = xcckit.solve(m, backend=name, minimize=True)
    assert r.costs == [c for c, _ in every[:1]]


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(problem=xcc_problems(bounds=True), seed=st.integers(0, 100))
@example(problem=({"p0": (0, 3)}, [], [[("p0", None)]] * 4), seed=0)
@pytest.mark.parametrize("name", [n for n in BACKENDS if backend_class(n).translation])
def test_random_solutions_with_bounds_are_all_found(name, problem, seed):
    """A translation's random solutions (the cross-check's evidence) on models with
    multiplicities: asked for more than exist, they are every solution, each once."""
    primary, secondary, options = problem
    m, kept = build(primary, secondary, options)
    b = get_backend(name)
    if not b.accepts(m):
        return
    every = brute_solutions(primary, set(secondary), kept)
    got: list = []
    outcome = b.random_solutions(m, len(every) + 3, got.append, seed=seed)
    assert outcome is Outcome.COMPLETE
    assert sorted(got) == sorted(every)


@st.composite
def one_primary_problems(draw):
    """Models like word grids: every option has one primary item (a slot) and coloured
    secondary items (cells), where dlx's sum bound and its tighter thresholds apply."""
    slots = [f"p{i}" for i in range(draw(st.integers(1, 4)))]
    cells = [f"s{i}" for i in range(draw(st.integers(1, 4)))]
    options = []
    for _ in range(draw(st.integers(1, 14))):
        slot = draw(st.sampled_from(slots))
        mine = draw(st.lists(st.sampled_from(cells), max_size=3, unique=True))
        options.append([(slot, None)] + [(c, draw(st.sampled_from(["A", "B"]))) for c in mine])
    return dict.fromkeys(slots, (1, 1)), cells, options


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(problem=one_primary_problems(), data=st.data())
def test_the_k_cheapest_of_one_primary_models_equal_brute_force(problem, data):
    primary, secondary, options = problem
    costs = data.draw(st.lists(st.integers(0, 30), min_size=len(options), max_size=len(options)))
    m, kept, kept_costs = costed(primary, secondary, options, costs)
    every = sorted((sum(kept_costs[o] for o in sol), sol) for sol in brute_solutions(primary, set(secondary), kept))
    for k in (1, 3, 10):
        r = get_backend("dlx").best(m, k)
        assert r.outcome is Outcome.COMPLETE and r.costs == [c for c, _ in every[:k]]
        assert all((c, s) in every for s, c in zip(r.solutions, r.costs))


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**9))
@example(seed=307)  # (an option of two items: the bound on the others is not the sum less one item's)
def test_the_k_cheapest_of_bigger_models_equal_cpsat(seed):
    """Bigger than brute force reaches: 4 slots, 3 cells, up to 60 options (so that cheap
    options are hidden deep in the search and the bounds are tight), each with one primary
    item (as in word grids) or, for odd seeds, some with two: dlx's k cheapest costs equal
    CP-SAT's."""
    rng = random.Random(seed)
    m = Model()
    m.add_items([f"p{i}" for i in range(4)])
    m.add_items([f"s{i}" for i in range(3)], primary=False)
    for _ in range(rng.randint(8, 60)):
        cells = rng.sample(range(3), rng.randint(1, 3))
        slots = rng.sample(range(4), 1 if seed % 2 == 0 or rng.random() < 0.6 else 2)
        m.add_option([f"p{i}" for i in sorted(slots)] + [f"s{c}:{rng.choice('AB')}" for c in cells],
                     cost=rng.randint(0, 40))
    for k in (1, 5):
        mine, theirs = get_backend("dlx").best(m, k), get_backend("cpsat").best(m, k)
        assert mine.costs == theirs.costs and mine.proven and theirs.proven
        assert all(m.cost(s) == c for s, c in zip(mine.solutions, mine.costs))


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**9))
def test_the_k_cheapest_resumed_after_every_option_equal_cpsat(seed):
    """Options of one to three primary items, coloured and plain secondary items; dlx stops
    after every option it tries (budget 1: also after each option given up as the running sum
    bound reaches the budget) and resumes: its k cheapest costs still equal CP-SAT's."""
    from xcckit.backends.dlx import DlxBackend
    rng = random.Random(seed)
    m = Model()
    n1, n2 = rng.randint(1, 6), rng.randint(0, 4)
    m.add_items([f"p{i}" for i in range(n1)])
    m.add_items([f"s{i}" for i in range(n2)], primary=False)
    for _ in range(rng.randint(3, 50)):
        slots = rng.sample(range(n1), rng.randint(1, min(3, n1)))
        cells = rng.sample(range(n2), rng.randint(0, n2))
        m.add_option([f"p{i}" for i in sorted(slots)]
                     + [f"s{c}" + (f":{rng.choice('AB')}" if rng.random() < 0.8 else "") for c in cells],
                     cost=rng.randint(0, 40))
    k = rng.choice([1, 3, 8])
    mine, theirs = DlxBackend(budget=1).best(m, k), get_backend("cpsat").best(m, k)
    assert mine.costs == theirs.costs and mine.proven and theirs.proven
    assert all(m.cost(s) == c for s, c in zip(mine.solutions, mine.costs))


def test_costs_beyond_64_bit_sums_go_to_sat(run_cli, tmp_path):
    """Three options of cost 2^62 make a solution of cost 3 * 2^62: beyond what dlx, the trie
    and cpsat add in 64 bits (they refuse, naming sat; auto picks sat), exact on sat."""
    big = 2**62
    m = parse_dlx(f"a b c\na |{big}\nb |{big}\nc |{big}\na b c |1\n")
    for name, what in (("dlx", f"a solution of this model could cost {3 * big:,}"),
                       ("cpsat", f"its options' costs add up to {3 * big + 1:,}")):
        assert not backend_class(name).answers("best", m)
        with pytest.raises(UnsupportedError) as err:
            get_backend(name).best(m, 2)
        assert str(err.value) == f"the {name} backend adds costs in 64 bits, and {what} (2^62 or more); use --backend sat"
    r = xcckit.solve(m, best=2)
    assert r.backend == "sat" and r.costs == [1, 3 * big] and r.optimal
    assert xcckit.solve(parse_dlx("a b c\na |5\nb |5\nc |5\na b c |1\n"), best=2).backend == "dlx"
    f = tmp_path / "big.dlx"
    f.write_text(write(m))
    code, out, err = run_cli("solve", "dlx", f, "--best", "2", "--backend", "dlx")
    assert code == 2 and out == ""
    assert err == (f"xcc: --backend: the dlx backend adds costs in 64 bits, and a solution of this model could cost "
                   f"{3 * big:,} (2^62 or more); use --backend sat\n")
    code, out, err = run_cli("crosscheck", "dlx", f, "--best", "2", "--backends", "sat,cpsat")
    assert code == 2 and out == ""
    assert err == (f"xcc: --backends: the cpsat backend adds costs in 64 bits, and its options' costs add up to "
                   f"{3 * big + 1:,} (2^62 or more); use --backend sat\n")
    code, out, err = run_cli("crosscheck", "dlx", f, "--best", "2")
    assert (code, out, err) == (2, "", "xcc: --backends: only sat can search this model: there is nothing to compare "
                                       "it with\n")
    code, out, err = run_cli("solve", "dlx", f, "--best", "3")
    assert code == 0 and out.endswith("optimal: the 3 cheapest (only 2 solutions exist), proven\n")
    f.write_text("a b c\na b c |1\n")
    code, out, err = run_cli("solve", "dlx", f, "--best", "3")
    assert code == 0 and out == "solution 1:\na b c |1\ncost 1\noptimal: the 3 cheapest (only one solution exists), proven\n"


@pytest.mark.parametrize("name", BEST_ANY)
def test_cheapest_with_multiplicities_or_a_loop(name):
    m = parse_dlx("2|a b\na |1\na |2\na |3\nb |1\na b\n")
    if not backend_class(name).answers("best", m):
        with pytest.raises(UnsupportedError, match="without bounds on items"):
            get_backend(name).best(m, 1)
        return
    r = get_backend(name).best(m, 3)
    assert r.costs == [1, 2, 3] and r.proven


def test_the_api_answers_minimize_and_best():
    m = parse_dlx("a b\na |5\nb |2\na b |9\n")
    r = xcckit.solve(m, minimize=True)
    assert (r.status, r.costs, r.optimal, r.solutions) == ("optimal", [7], True, [(0, 1)])
    r = xcckit.solve(m, best=5, backend="cpsat")
    assert r.costs == [7, 9] and r.status == "optimal" and r.complete
    with pytest.raises(InputError, match="give best=K"):
        xcckit.solve(m, best=2, limit=3)
    with pytest.raises(InputError, match="the zdd backend cannot find the cheapest solutions of this model "
                                         r"\(use cpsat or sat or dlx\)"):  # (the trie: word grids only)
        xcckit.solve(m, minimize=True, backend="zdd")
    empty = parse_dlx("a b\na |1\n")
    assert xcckit.solve(empty, minimize=True).status == "unsat"


@pytest.mark.parametrize("kind", ["wordsquare", "wordrect"])
def test_word_grids_cheapest_on_every_backend_equal_all_grids_sorted(kind, tmp_path):
    from xcckit.puzzles.wordrect import WordRectangle
    from xcckit.puzzles.wordsquare import WordSquare
    rng = random.Random(3 if kind == "wordsquare" else 4)
    for trial in range(6):
        words = sorted({"".join(rng.choice("abc") for _ in range(3)) for _ in range(14)})
        costs = tmp_path / "costs.txt"
        costs.write_text("".join(f"{w} {rng.randint(0, 20)}\n" for w in words))
        p = (WordSquare(words, cost=str(costs)) if kind == "wordsquare"
             else WordRectangle(words, words, cost=str(costs)))
        every = sorted(p.model.cost(s) for s in xcckit.solve(p, limit=None, backend="dlx").solutions)
        for name in BEST:
            for k in (1, 4):
                r = get_backend(name).best(p.model, k)
                assert r.proven and r.costs == every[:k], (name, trial, k)
                assert all(p.model.cost(s) == c for s, c in zip(r.solutions, r.costs))


def test_cli_best_prints_costs_and_proof(run_cli, tmp_path):
    f = tmp_path / "c.dlx"
    f.write_text("a b | x\na x:1 |3\nb x:1 |2 |1\na b |7\nb x:0\n")
    for backend in BEST_ANY:
        code, out, err = run_cli("solve", "dlx", f, "--best", "3", "-b", backend)
        assert (code, err) == (0, "")
        assert out == ("solution 1:\na x:1 |3\nb x:1 |3\ncost 6\nsolution 2:\na b |7\ncost 7\n"
                       "optimal: the 3 cheapest (only 2 solutions exist), proven\n")
    code, out, _ = run_cli("solve", "dlx", f, "--minimize", "--json")
    got = json.loads(out)
    assert code == 0 and got["status"] == "optimal" and got["optimal"] is True
    assert got["solutions"] == [{"options": ["a x:1 |3", "b x:1 |3"], "cost": 6}]
    code, out, err = run_cli("solve", "dlx", f, "--minimize", "--limit", "2")
    assert (code, out) == (2, "") and err == "xcc: --minimize: the cheapest solutions are found by one search: leave out --limit\n"
    code, out, err = run_cli("solve", "dlx", f, "--best", "0")
    assert code == 2 and err.startswith("xcc: --best: ")
    code, out, err = run_cli("solve", "dlx", f, "--minimize", "-b", "zdd")
    assert code == 2 and err == ("xcc: --backend: the zdd backend cannot find the cheapest solutions of this model "
                                 "(use cpsat or sat or dlx)\n")
    code, out, err = run_cli("count", "dlx", f, "--minimize")
    assert code == 2 and "--minimize: an option of xcc solve and crosscheck, not of xcc count" in err


def test_cli_crosscheck_compares_costs(run_cli, tmp_path):
    f = tmp_path / "c.dlx"
    f.write_text("a b c\na |4\nb |1\nc |1\na b |3\nb c |6\na b c |8\n")
    code, out, _ = run_cli("crosscheck", "dlx", f, "--best", "3")
    assert code == 0
    assert out.splitlines()[-1] == "all backends agree: the costs of the 3 cheapest: 4, 6, 8"
    code, out, _ = run_cli("crosscheck", "dlx", f, "--minimize", "--json")
    got = json.loads(out)
    assert code == 0 and got["agree"] and set(got["backends"]) == set(BEST_ANY)
    assert all(v["costs"] == [4] and v["optimal"] for v in got["backends"].values())


def test_word_costs_by_rank_and_file(run_cli, tmp_path):
    from xcckit.puzzles.wordsquare import WordSquare
    words = ["abc", "bca", "cab", "bbb"]
    sq = WordSquare(words, cost="rank")
    assert sorted(set(sq.model.costs)) == [0, 1, 2, 3]
    r = xcckit.solve(sq, minimize=True)
    assert r.status == "optimal" and r.costs == [sum(words.index(w) for w in sq.grid(r.solutions[0]))]
    best = xcckit.solve(sq, best=50)
    every = xcckit.solve(sq, limit=None)
    assert best.costs == sorted(sq.model.cost(s) for s in every.solutions)
    costs = tmp_path / "costs.txt"
    costs.write_text("abc 5\nbca 1\n\ncab 1\nbbb 0\n")
    sq = WordSquare(words, cost=str(costs))
    assert xcckit.solve(sq, minimize=True).costs == [0]
    for text, message in (("abc 5\nbca -1\n", f"{costs}:2:5: bad cost '-1': a nonnegative whole number"),
                          ("abc\n", f"{costs}:1:4: expected a word and its cost"),
                          ("abc 1 2\n", f"{costs}:1:7: expected a word and its cost, then nothing ('2')"),
                          ("abc 1\n", f"{costs}: no cost for 'bca' of words"),
                          (f"abc 1\nbca {2**63}\n", f"{costs}:2:5: cost '{2**63}' is too large (at most 2^63-1)")):
        costs.write_text(text)
        with pytest.raises(InputError) as err:
            WordSquare(words, cost=str(costs))
        assert str(err.value) == message


def test_cli_word_square_minimize(run_cli):
    code, out, err = run_cli("solve", "wordsquare", "sgb-words:500", "--cost", "rank", "--minimize")
    assert code == 0
    lines = out.splitlines()
    assert lines[-1] == "optimal: the cheapest, proven" and lines[-2].startswith("cost ")
    code, out, err = run_cli("solve", "wordsquare", "sgb-words:300", "--cost", "nosuchfile", "--minimize")
    assert code == 2 and out == "" and err.startswith("xcc: nosuchfile")


# ---------------------------------------------------------------- facts
def _states(m: Model, sol) -> dict[int, int]:
    out = {}
    for o in sol:
        for i, c in m.option(o):
            if i >= m.n_primary:
                out[i] = c
    return out


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(problem=xcc_problems())
@pytest.mark.parametrize("name", FACTS)
def test_facts_are_what_every_solution_shares(name, problem):
    primary, secondary, options = problem
    m, kept = build(primary, secondary, options)
    sols = brute_solutions(primary, set(secondary), kept)
    if not backend_class(name).answers("facts", m):  # zdd: no bounds on items
        with pytest.raises(UnsupportedError):
            get_backend(name).facts(m)
        return
    f = get_backend(name).facts(m)
    assert f.complete
    if not sols:
        assert f.solvable is False
        return
    assert f.solvable is True
    assert f.always == sorted(set.intersection(*map(set, sols)))
    never = sorted(set(range(m.n_options)) - set().union(*map(set, sols)))
    assert f.never == never
    if name == "sat":  # only the options in no solution (what the zdd backend's pruning asks)
        g = get_backend(name).facts(m, never_only=True)
        assert g.complete and g.solvable and g.never == never and g.always == [] and g.colours == {}
    states = [_states(m, s) for s in sols]
    for i in m.secondary_ids:
        seen = {s.get(i, -1) for s in states}
        if seen == {-1}:
            assert i in f.unused and i not in f.colours
        elif len(seen) == 1:
            assert f.colours[i] == seen.pop()
        else:
            assert i not in f.colours and i not in f.unused


def test_facts_of_small_slitherlinks_equal_the_intersection_of_their_loops():
    from xcckit.puzzles.slitherlink import Slitherlink
    rng = random.Random(7)
    for _ in range(12):
        m, n = rng.randint(2, 3), rng.randint(2, 4)
        clues = ["".join(rng.choice("..0123") for _ in range(n)) for _ in range(m)]
        p = Slitherlink(clues)
        every = xcckit.solve(p, limit=None, backend="dlx").solutions
        for name in FACTS:
            f = find_facts(p, backend=name)
            if not every:
                assert f.solvable is False
                continue
            on_sets = [p.on_positions(s) for s in every]
            on, off = p.known_edges(f.raw)
            assert on == set.intersection(*on_sets), name
            assert off == set(p.edge_pos) - set.union(*on_sets), name


def test_cli_facts_draws_the_known_edges(run_cli, tmp_path):
    svg = tmp_path / "f.svg"
    code, out, err = run_cli("facts", "slitherlink", "demo-7x7", "--svg", svg)
    assert (code, err) == (0, "")
    assert out.splitlines()[-1] == "26 edges on, 86 off, 0 not known"
    picture = svg.read_text()
    assert picture.count('stroke="#1a56db"') == 26 and picture.count('stroke="#c81e1e"') == 86
    code, out, _ = run_cli("facts", "slitherlink", "2x2", "--json")
    got = json.loads(out)
    assert code == 0 and got["solvable"] and got["complete"]
    assert got["answer"] == {"on": [], "off": [], "unknown": 12} and got["always"] == []
    for backend in FACTS:
        code, out, err = run_cli("facts", "slitherlink", "demo-7x7", "-b", backend)
        assert (code, err) == (0, ""), backend
        assert out.splitlines()[-1] == "26 edges on, 86 off, 0 not known"
    code, out, err = run_cli("facts", "slitherlink", "demo-7x7", "-b", "dlx")
    assert code == 2 and err == ("xcc: --backend: the dlx backend cannot find what every solution of this model "
                                 "shares (use cpsat or sat or zdd)\n")


def test_facts_of_a_puzzle_without_solution(run_cli, tmp_path):
    f = tmp_path / "none.dlx"
    f.write_text("a b\na\n")
    code, out, err = run_cli("facts", "dlx", f)
    assert (code, out, err) == (1, "no solution: nothing to share\n", "")


@pytest.mark.parametrize("name", FACTS)
def test_facts_time_limit_keeps_what_is_proven(name):
    from xcckit.puzzles.slitherlink import Slitherlink
    p = Slitherlink.from_args(["6x6"])
    f = find_facts(p, backend=name, time_limit=1e-6)
    assert f.complete is False and f.solvable is None
    assert f.always == [] and f.colours == {}


# ---------------------------------------------------------------- time limits in translations
class CountingDeadline:
    """A deadline that never passes but counts the looks at the clock (``expire_after``: it
    passes at that look)."""

    def __init__(self, expire_after: int | None = None) -> None:
        self.calls = 0
        self.expire_after = expire_after

    def check(self) -> None:
        from xcckit.backends.base import Expired
        self.calls += 1
        if self.expire_after is not None and self.calls >= self.expire_after:
            raise Expired

    def remaining(self):
        return None

    def expired(self) -> bool:
        return False


def test_translations_look_at_the_clock_item_by_item():
    from xcckit.backends.base import Expired
    from xcckit.backends.cpsat import CPSATEncoding
    from xcckit.backends.sat import CNFEncoding
    from xcckit.puzzles.wordsquare import WordSquare
    from xcckit.puzzles.kit.words import load_words
    m = WordSquare(load_words("sgb-words:3000")).model
    for encoding in (CNFEncoding, CPSATEncoding):
        d = CountingDeadline()
        encoding(m, deadline=d)
        assert d.calls >= m.n_items + m.n_options // 4096
        with pytest.raises(Expired):
            encoding(m, deadline=CountingDeadline(expire_after=d.calls // 2))
    enc = CNFEncoding(m)
    d = CountingDeadline()
    enc.solver("cadical195", d).delete()
    assert d.calls == -(-len(enc.clauses) // 50_000)
    with pytest.raises(Expired):
        enc.solver("cadical195", CountingDeadline(expire_after=2))


def test_a_limit_that_ends_during_translation_is_a_timeout(translation_name):
    from xcckit.puzzles.wordsquare import WordSquare
    from xcckit.puzzles.kit.words import load_words
    m = WordSquare(load_words("enable1@7"), cost="rank").model
    found = []
    assert get_backend(translation_name).run(m, found.append, limit=1, time_limit=1e-6) is Outcome.TIMEOUT
    assert found == []
    r = get_backend(translation_name).best(m, 1, time_limit=1e-6)
    assert r.outcome is Outcome.TIMEOUT and r.solutions == []


def test_kind_help_names_the_queries_and_costs(run_cli):
    code, out, _ = run_cli("facts", "slitherlink", "--help")
    assert code == 0 and "Options of xcc facts: --backend B, --time-limit S, --json, --svg FILE" in out
    code, out, _ = run_cli("solve", "torto", "--help")
    assert code == 0 and "Costs (--minimize, --best K): this kind's options have no natural cost" in out
    code, out, _ = run_cli("crosscheck", "wordrect", "--help")
    assert code == 0 and "--cost rank gives a word its place in its list" in out.replace("\n", " ")


def test_costs_go_with_the_model_to_a_cluster_and_a_journal(tmp_path):
    """A cluster receives the model pickled; a journal counts a costed model as any other (costs
    do not change the solutions)."""
    import pickle
    m = parse_dlx("a b\na |4\nb |5\na b |1\n")
    again = pickle.loads(pickle.dumps(m))
    assert again.costs == (4, 5, 1) and again.frozen and again.has_costs and again == m
    assert not again.arrays()[0].flags.writeable
    r = xcckit.count(m, journal=str(tmp_path / "j.journal"))
    assert r.count == 2 and r.complete
    assert xcckit.count(m, journal=str(tmp_path / "j.journal")).count == 2  # read back


def test_facts_result_prints_as_the_command_does(run_cli, tmp_path):
    from xcckit.puzzles.slitherlink import Slitherlink
    assert str(find_facts(parse_dlx("a b\na\n"))) == "no solution: nothing to share"
    p = Slitherlink.from_args(["6x6"])
    assert str(find_facts(p, time_limit=1e-6)) == "the time limit came before a first solution: no facts known"
    code, out, _ = run_cli("facts", "slitherlink", "6x6", "--time-limit", "0.000001")
    assert (code, out) == (3, "the time limit came before a first solution: no facts known\n")
    assert str(find_facts(Slitherlink.from_args(["demo-7x7"]))).endswith("26 edges on, 86 off, 0 not known")


def test_the_cheapest_of_a_model_whose_solutions_contain_one_another(run_cli, tmp_path):
    """``0:3|p0`` and options of cost 2, 9, 6, 6: 15 solutions, the empty one among them; auto
    (cpsat) once gave only the empty solution and said no other exists."""
    f = tmp_path / "m.dlx"
    f.write_text("0:3|p0\np0 |2\np0 |9\np0 |6\np0 |6\n")
    code, out, err = run_cli("solve", "dlx", f, "--best", "3")
    assert code == 0, err
    assert [line for line in out.splitlines() if line.startswith("cost")] == ["cost 0", "cost 2", "cost 6"]
    assert out.endswith("optimal: the 3 cheapest, proven\n")
    code, out, err = run_cli("crosscheck", "dlx", f, "--best", "3")
    assert code == 0 and "agree" in out
