"""The SAT translation's table items, and the bulk model builders they are fed by."""

from __future__ import annotations

import itertools
import math

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import xcckit
from xcckit import Model, ModelError, parse_dlx
from xcckit.backends.sat import CNFEncoding
from xcckit.backends.tables import analyse_structure, table_cubes
from xcckit.check import solution_problems
from xcckit.puzzles.slitherlink import Slitherlink

from .brute import brute_solutions


@settings(max_examples=200, deadline=None)
@given(k=st.integers(1, 5), data=st.data())
def test_table_cubes_cover_exactly_the_forbidden_patterns(k, data):
    allowed = frozenset(data.draw(st.sets(st.integers(0, (1 << k) - 1))))
    cubes = table_cubes(k, allowed)
    covered = {p for p in range(1 << k) for mask, value in cubes if p & mask == value}
    assert covered == set(range(1 << k)) - allowed
    for mask, value in cubes:
        assert value & ~mask == 0


def test_table_cubes_of_a_dot_are_the_hand_written_clauses():
    # a dot with four edges: degree 0 or 2; forbidden: one edge alone (4 clauses of 4
    # literals) and any three edges (4 clauses of 3 literals)
    dot = frozenset(p for p in range(16) if bin(p).count("1") in (0, 2))
    cubes = table_cubes(4, dot)
    assert sorted(bin(mask).count("1") for mask, _ in cubes) == [3, 3, 3, 3, 4, 4, 4, 4]


@st.composite
def table_models(draw):
    """Primary items over a few two-coloured secondary items, each option one colouring of the
    item's scope; sometimes a repeated colouring, an extra item or a second primary item, which
    must make the item fall back to option variables."""
    n_sec = draw(st.integers(1, 4))
    secondary = [f"s{i}" for i in range(n_sec)]
    primary = [f"p{i}" for i in range(draw(st.integers(1, 3)))]
    options = []
    for p in primary:
        scope = draw(st.lists(st.sampled_from(secondary), min_size=1, max_size=3, unique=True))
        patterns = draw(st.lists(st.tuples(*[st.sampled_from("AB") for _ in scope]), min_size=1, max_size=4,
                                 unique=draw(st.integers(0, 3)) > 0))
        for pat in patterns:
            opt = [(p, None)] + list(zip(scope, pat))
            twist = draw(st.integers(0, 9))
            if twist == 0 and len(primary) > 1:
                opt.append((draw(st.sampled_from([q for q in primary if q != p])), None))
            options.append(opt)
    return {p: (1, 1) for p in primary}, secondary, options


def _model(primary, secondary, options) -> Model:
    m = Model()
    for p in primary:
        m.add_primary(p)
    for s in secondary:
        m.add_secondary(s)
    for opt in options:
        m.add_option([n if c is None else f"{n}:{c}" for n, c in opt])
    return m


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(problem=table_models())
def test_table_models_match_brute_force(problem):
    primary, secondary, options = problem
    m = _model(primary, secondary, options)
    expected = brute_solutions(primary, set(secondary), options)
    got = xcckit.solve(m, backend="sat", limit=None).solutions
    assert len(got) == len(set(got))
    assert set(got) == expected
    for sol in got:
        assert solution_problems(m, sol) == []
    plain = CNFEncoding(m, tables=False)
    assert not plain.structure.groups and all(plain.x)


def test_slitherlink_needs_no_option_variables():
    p = Slitherlink(["3.", ".1"])
    enc = CNFEncoding(p.model)
    st_ = enc.structure
    assert st_.table_item.all() and st_.in_table.all()
    assert not any(enc.x)
    assert enc.pool.top == len(p.edge_pos)  # one variable per edge, nothing else
    # the clauses: the tables' and "some edge on"; the dots' tables imply "degree 0 or 2"
    assert len(enc.clauses) == 1 + sum(len(table_cubes(g.k, g.allowed)) * len(g.primary) for g in st_.groups)
    sat = xcckit.solve(p.model, backend="sat", limit=None).solutions
    assert len(sat) == 2 and sorted(sat) == sorted(xcckit.solve(p.model, backend="cpsat", limit=None).solutions)


def test_repeated_colouring_is_not_a_table():
    m = parse_dlx("p q | x y\np x:A y:A\np x:A y:A\np x:B y:A\nq x:A\nq x:B\n")
    s = analyse_structure(m)
    assert s.table_item.tolist() == [False, True]
    assert s.binary.tolist() == [False, False, True, False]  # y is used by p only, always colour A
    assert xcckit.count(m, backend="sat").count == 3


def test_dimacs_has_a_variable_per_option():
    from xcckit.formats import dimacs
    m = Slitherlink(["3"]).model
    assert CNFEncoding(m).structure.groups  # the solver's translation has table items ...
    text = dimacs.write(m)                   # ... the export writes a variable per option
    assert "c option 1 00 01:1 10:1" in text
    assert sum(line.startswith("c option ") for line in text.splitlines()) == m.n_options


# ---------------------------------------------------------------- bulk builders

def test_add_options_flat_matches_one_by_one():
    one = parse_dlx("p q | x y\np x:A\nq x:A y\n\nx:B\np q y:C\n".replace("\n\n", "\n"))
    flat = Model()
    flat.add_items(["p", "q"])
    flat.add_items(["x", "y"], primary=False)
    a, c = flat.colour_id("A"), flat.colour_id("B")
    cc = flat.colour_id("C")
    flat.add_options_flat([0, 2, 5, 6, 9], [0, 2, 1, 2, 3, 2, 0, 1, 3], [0, a, 0, a, 0, c, 0, 0, cc])
    assert flat == one
    assert flat.dropped == one.dropped == 1
    assert flat.opt_start == one.opt_start


@pytest.mark.parametrize("items, colours, message", [
    ([0, 2, 2], [0, 1, 1], r"^option 0 \(p x:A x:A\): item 'x' appears twice in this option$"),
    ([0, 2, 1], [1, 1, 0], r"^option 0 \(p:A x:A q\): colour on primary item 'p'$"),
])
def test_add_options_flat_reports_like_add_option_ids(items, colours, message):
    m = Model()
    m.add_items(["p", "q"])
    m.add_items(["x"], primary=False)
    m.colour_id("A")
    with pytest.raises(ModelError, match=message):
        m.add_options_flat([0, 3], items, colours)


def test_add_items_checks_like_one_by_one():
    m = Model()
    assert m.add_items(["a", "b"]) == range(0, 2)
    assert m.add_items(["x"], primary=False) == range(2, 3)
    assert (m.n_primary, m.lo, m.hi, m.is_primary) == (2, [1, 1, 0], [1, 1, 1], [True, True, False])
    for names, primary, message in [
        (["c"], True, r"^primary item 'c' declared after a secondary item$"),
        (["y", "y"], False, r"^duplicate item name 'y'$"),
        (["a"], False, r"^duplicate item name 'a'$"),
        (["p q"], False, r"^illegal character ' ' in item name 'p q'$"),
        (["p:q"], False, r"^illegal character ':' in item name 'p:q'$"),
    ]:
        with pytest.raises(ModelError, match=message):
            m.add_items(names, primary)


def test_slitherlink_model_is_built_as_one_by_one():
    """The numpy builder lists items and options exactly as the simple loop would."""
    clues = ["3.1", "..2", "0.."]
    p = Slitherlink(clues)
    m = Model()
    rows, cols = len(clues), len(clues[0])
    for i, j in itertools.product(range(rows + 1), range(cols + 1)):
        m.add_primary(p.name(2 * i, 2 * j))
    cells = [(i, j) for i in range(rows) for j in range(cols) if clues[i][j] != "."]
    for i, j in cells:
        m.add_primary(p.name(2 * i + 1, 2 * j + 1))
    for x, y in p.edge_pos:
        m.add_secondary(p.name(x, y))
    dot_patterns = (12, 10, 5, 3, 9, 6, 0)
    for i, j in itertools.product(range(rows + 1), range(cols + 1)):
        x, y = 2 * i, 2 * j
        sides = [(8, (x - 1, y)), (4, (x, y - 1)), (2, (x, y + 1)), (1, (x + 1, y))]
        present = [(bit, pos) for bit, pos in sides if pos in p.edge_pos]
        for pat in dot_patterns:
            if pat & ~sum(bit for bit, _ in present):
                continue
            m.add_option([p.name(x, y)] + [f"{p.name(*pos)}:{int(bool(pat & bit))}" for bit, pos in present])
    clue_patterns = {d: [q for q in range(16) if bin(q).count("1") == d] for d in range(5)}
    order = {1: [1, 2, 4, 8], 2: [3, 5, 6, 9, 10, 12], 3: [7, 11, 13, 14]}
    for i, j in cells:
        x, y = 2 * i + 1, 2 * j + 1
        d = int(clues[i][j])
        for pat in order.get(d, clue_patterns[d]):
            m.add_option([p.name(x, y)] + [f"{p.name(*pos)}:{int(bool(pat & bit))}" for bit, pos in
                                            [(8, (x - 1, y)), (4, (x, y - 1)), (2, (x, y + 1)), (1, (x + 1, y))]])
    assert p.model == m


def test_options_listing_binary_items_in_another_order_still_exclude_each_other():
    # found by test_table_models_match_brute_force: options 0 and 2 colour s0, s1 alike but list
    # them in another order; the pairwise at-most-one must still pair them
    m = parse_dlx("p0 p1 | s0 s1\np0 s0:A s1:B p1\np1 s1:A s0:B p0\np1 s1:B s0:A p0\n")
    assert sorted(xcckit.solve(m, backend="sat", limit=None).solutions) == [(0,), (1,), (2,)]


def test_the_translation_watches_the_clock_throughout():
    """A deadline anywhere in the translation of a big model stops it soon after (Expired), or the
    translation ends soon after: the binary and table items' analysis, the variables and the
    single loop's clauses looked at no clock before (a deadline at 2 % of it stopped it at 40 %,
    one at 60 % went unseen). Timed by this process's own CPU time, which other processes on a
    busy machine do not stretch, with the collector of cyclic garbage off (as good as the xcc
    process, which never collects the oldest generation): at most a fifth of the whole
    translation past the deadline (the longest stretch between two looks is under a tenth)."""
    import gc
    import time

    from xcckit.backends.base import Deadline, Expired

    class CpuDeadline(Deadline):
        def __init__(self, seconds: float) -> None:
            self.end = time.process_time() + seconds

        def remaining(self) -> float:
            return max(0.0, self.end - time.process_time())

        def expired(self) -> bool:
            return time.process_time() >= self.end

    model = Slitherlink(["." * 200] * 200).model
    gc.disable()
    try:
        t0 = time.process_time()
        CNFEncoding(model)
        whole = time.process_time() - t0
        for share in (0.02, 0.2, 0.4, 0.6, 0.8, 0.95):
            t0 = time.process_time()
            try:
                CNFEncoding(model, deadline=CpuDeadline(share * whole))
                late = time.process_time() - t0 - share * whole
            except Expired:
                late = time.process_time() - t0 - share * whole  # (before the translation so far is freed)
            assert late < whole / 5, (share, late, whole)
    finally:
        gc.enable()


def _analyse_by_loop(model, options=None):
    """translate.analyse as it was written first, a loop over the entries: the reference."""
    from xcckit.backends.translate import ItemUses
    from xcckit.model import NO_COLOUR
    primary = [[] for _ in range(model.n_primary)]
    P = model.n_primary
    if options is None:
        options = range(model.n_options)
        found = {i: ItemUses(i) for i in model.secondary_ids}
    else:
        found = {}
    start, items, cols = model.opt_start, model.occ_item, model.occ_colour
    for o in options:
        for k in range(start[o], start[o + 1]):
            i = items[k]
            if i < P:
                primary[i].append(o)
            else:
                uses = found.get(i)
                if uses is None:
                    uses = found[i] = ItemUses(i)
                if cols[k] == NO_COLOUR:
                    uses.uncoloured.append(o)
                else:
                    uses.coloured.setdefault(cols[k], []).append(o)
    return primary, sorted(found.values(), key=lambda u: u.item)


def _uses(result):
    primary, secondary = result
    return primary, [(u.item, list(u.coloured.items()), u.uncoloured) for u in secondary]


def test_analyse_reads_the_arrays_as_the_loop_did():
    """Every list in the same order, an item's colours in the order they first come (the CNF's
    variables are numbered in that order), over all the options or some in any order."""
    import random

    from xcckit.backends.translate import analyse
    from xcckit.puzzles.masyu import Masyu
    from xcckit.puzzles.slitherlink import Slitherlink
    from xcckit.puzzles.wordsquare import WordSquare
    from xcckit.puzzles.kit.words import load_words
    rng = random.Random(7)
    models = [Slitherlink.from_text("3..\n..2\n2.3\n").model, Masyu(["w.....", "..b...", "......", "...w..",
                                                                      "......", ".b...."]).model,
              WordSquare(load_words("dict3-300:40")).model, Model()]
    for _ in range(60):
        m = Model()
        primary = [f"p{i}" for i in range(rng.randint(0, 6))]
        for p in primary:
            m.add_primary(p, *((0, 2) if rng.random() < 0.2 else (1, 1)))
        for s in "stu":
            m.add_secondary(s)
        for _ in range(rng.randint(0, 30)):
            tokens = rng.sample(primary, rng.randint(0, min(3, len(primary))))
            tokens += [f"{s}:{rng.choice('ABC')}" if rng.random() < 0.7 else s for s in "stu" if rng.random() < 0.4]
            if tokens:
                m.add_option(tokens)
        models.append(m)
    for m in models:
        assert _uses(analyse(m)) == _uses(_analyse_by_loop(m))
        some = sorted(rng.sample(range(m.n_options), m.n_options // 2))
        assert _uses(analyse(m, some)) == _uses(_analyse_by_loop(m, some))
        rng.shuffle(some)
        assert _uses(analyse(m, some)) == _uses(_analyse_by_loop(m, some))
        assert _uses(analyse(m, [])) == _uses(_analyse_by_loop(m, []))


@pytest.mark.parametrize("n", range(2, 8))
def test_the_counter_allows_exactly_lo_to_hi_and_propagates_it(n):
    """lo..hi of n literals by the counter whose registers are only those some solution could set
    either way: every assignment of the n literals extends to a model exactly when lo..hi of
    them are true, and unit propagation alone finds what is forced once lo are true (the rest
    false) or n - hi false (the rest true)."""
    from pysat.solvers import Solver

    from xcckit.backends.sat.encoding import counter_template
    for lo in range(1, n):
        for hi in range(lo, n):
            registers, blocks = counter_template(n, lo, hi)
            table = [0, *range(1, n + 1), *range(n + 1, n + 1 + registers)]
            clauses = [[table[v] * s for v, s in zip(index, sign)] for index, signs in blocks
                       for index, sign in zip(index.tolist(), signs.tolist())]
            with Solver(name="cadical195", bootstrap_with=clauses) as s:
                for bits in itertools.product((0, 1), repeat=n):
                    assumptions = [v if b else -v for v, b in zip(range(1, n + 1), bits)]
                    assert s.solve(assumptions=assumptions) == (lo <= sum(bits) <= hi), (n, lo, hi, bits)
                for chosen in itertools.combinations(range(1, n + 1), hi):
                    ok, implied = s.propagate(assumptions=list(chosen))
                    assert ok and {-v for v in range(1, n + 1) if v not in chosen} <= set(implied)
                for dropped in itertools.combinations(range(1, n + 1), n - lo):
                    ok, implied = s.propagate(assumptions=[-v for v in dropped])
                    assert ok and {v for v in range(1, n + 1) if v not in dropped} <= set(implied)


@pytest.mark.parametrize("lo, hi, expected", [(1, 2, 2), (0, 2, 1), (1, 3, 1), (2, 2, None)])
def test_bounds_that_are_one_clause_are_written_as_one(lo, hi, expected):
    """Between lo and hi of three options: "not none" and "not all" are a clause each, with no
    counter (a binairo's three cells side by side, 1..2 white); the same answers either way."""
    model = parse_dlx(f"{lo}:{hi}|t p q r\nt p\nt q\nt r\np\nq\nr\n")
    enc = CNFEncoding(model)
    counted = [c for c in enc.clauses if len(c) == 3]
    if expected is not None:
        assert len(counted) == expected and enc.pool.top == model.n_options
    ways = sum(math.comb(3, k) for k in range(lo, hi + 1))  # (which of p, q, r come with t)
    assert xcckit.count(model, backend="sat").count == xcckit.count(model, backend="dlx").count == ways


@pytest.mark.parametrize("n", [9, 10, 31, 128, 129, 200])
def test_at_most_one_by_a_counter_is_the_templates_either_way(n):
    # up to AMO_IN_PYTHON literals the counter is written in Python, above from the cached
    # template: the same clauses over the same new variables, and at most one literal true
    from xcckit.backends.sat import encoding

    literals = [3 * k + 1 for k in range(n)]  # (variables with gaps, some negated)
    literals[1] = -literals[1]
    enc = CNFEncoding(Model())
    enc.pool.top = 3 * n
    enc.at_most_one(literals)
    ref = CNFEncoding(Model())
    ref.pool.top = 3 * n
    ref._from_template(literals, n - 1, (encoding._amo_counter(n),))
    assert enc.clauses == ref.clauses and enc.pool.top == ref.pool.top == 4 * n - 1
    from pysat.solvers import Solver
    with Solver(name="cadical195", bootstrap_with=enc.clauses) as s:
        assert s.solve(assumptions=[literals[0], literals[-1]]) is False
        assert s.solve(assumptions=[literals[n // 2]] + [-v for v in literals if v != literals[n // 2]]) is True
        assert s.solve(assumptions=[-v for v in literals]) is True
