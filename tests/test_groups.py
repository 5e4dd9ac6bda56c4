"""The group-sizes constraint (each group of vertices of one colour has as many vertices as its
colour says) on every backend that takes it, against brute force written from its definition
(no code of the package's constraints), on small random grids; and what each backend does with it."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import xcckit
from xcckit import Model
from xcckit.check import check_solution
from xcckit.constraints import GroupSizes, GroupsAtLeast
from xcckit.errors import ModelError

from .conftest import found_with_and_without_checks, listing, translations

SEARCHES = listing(GroupSizes)
SETTINGS = settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def grid(m: int, n: int):
    cells = [(i, j) for i in range(m) for j in range(n)]
    pairs = [((i, j), (i, j + 1)) for i in range(m) for j in range(n - 1)]
    pairs += [((i, j), (i + 1, j)) for i in range(m - 1) for j in range(n)]
    return cells, pairs


def name(c) -> str:
    return f"v{c[0]}.{c[1]}"


def groups(colouring: dict, pairs) -> list[tuple[str, int]]:
    """(colour, number of cells) of each maximal connected set of cells of one colour: a plain
    search, for the brute force."""
    left, out = set(colouring), []
    while left:
        todo = [left.pop()]
        size = 1
        while todo:
            u = todo.pop()
            for a, b in pairs:
                for x, y in ((a, b), (b, a)):
                    if x == u and y in left and colouring[y] == colouring[u]:
                        left.discard(y)
                        size += 1
                        todo.append(y)
        out.append((colouring[u], size))
    return out


def colouring_model(m, n, allowed, sizes, least=None):
    """Each cell one of its ``allowed`` colours; the group-sizes constraint over the cells (and
    with ``least``, colour -> size, the groups-at-least one)."""
    cells, pairs = grid(m, n)
    model = Model()
    model.add_items([f"p{i}.{j}" for i, j in cells])
    model.add_items([name(c) for c in cells], primary=False)
    option = {}
    for c in cells:
        for colour in allowed[c]:
            option[c, colour] = model.add_option([f"p{c[0]}.{c[1]}", f"{name(c)}:{colour}"])
    model.add_constraint(GroupSizes(model, [name(c) for c in cells], [(name(a), name(b)) for a, b in pairs], sizes))
    if least:
        model.add_constraint(GroupsAtLeast(model, [name(c) for c in cells], [(name(a), name(b)) for a, b in pairs],
                                           least))
    return model, cells, pairs, option


def expected_solutions(cells, pairs, allowed, sizes, option, least=None) -> set:
    out = set()
    least = least or {}
    for colours in itertools.product(*(allowed[c] for c in cells)):
        colouring = dict(zip(cells, colours))
        found = groups(colouring, pairs)
        if (all(size == sizes[colour] for colour, size in found if colour in sizes)
                and all(size >= least[colour] for colour, size in found if colour in least)):
            out.add(tuple(sorted(option[c, colouring[c]] for c in cells)))
    return out


@st.composite
def problems(draw):
    m, n = draw(st.integers(1, 2)), draw(st.integers(2, 3))
    cells, _ = grid(m, n)
    allowed = {c: draw(st.sampled_from(["0123", "123", "23", "0123", "1", "3", "04"])) for c in cells}
    sizes = {"1": 1, "2": 2, "3": 3}
    if draw(st.booleans()):
        sizes["4"] = 4
    return m, n, allowed, sizes


def agree(model, expected: set, searches=SEARCHES) -> None:
    for backend in searches:
        got = xcckit.solve(model, backend=backend, limit=None)
        assert got.complete and len(got.solutions) == len(set(got.solutions)), backend
        assert set(got.solutions) == expected, backend
        assert all(check_solution(model, s) is None for s in got.solutions)
    for backend in ("sat", "dlx"):  # (cpsat's count is the enumeration above)
        assert xcckit.count(model, backend=backend).count == len(expected), backend


@SETTINGS
@given(problem=problems())
@example(problem=(2, 3, {c: "0123" for c in grid(2, 3)[0]}, {"1": 1, "2": 2, "3": 3}))
@example(problem=(1, 3, {c: "3" for c in grid(1, 3)[0]}, {"3": 3}))  # exactly one group of 3
@example(problem=(2, 3, {c: "2" for c in grid(2, 3)[0]}, {"2": 2}))  # the dominoes of a 2x3 board
@example(problem=(2, 3, {c: "04" for c in grid(2, 3)[0]}, {"4": 4}))  # too large: a cut of 5 cells
def test_group_sizes_equal_brute_force(problem):
    m, n, allowed, sizes = problem
    model, cells, pairs, option = colouring_model(m, n, allowed, sizes)
    agree(model, expected_solutions(cells, pairs, allowed, sizes, option))


@SETTINGS
@given(problem=problems(), at_least=st.integers(2, 5))
@example(problem=(2, 3, {c: "0123" for c in grid(2, 3)[0]}, {"1": 1, "2": 2}), at_least=3)
@example(problem=(2, 3, {c: "34" for c in grid(2, 3)[0]}, {"4": 4}), at_least=2)
def test_groups_at_least_equal_brute_force(problem, at_least):
    """Colour 3 (or 0) as a colour of groups of at least ``at_least`` cells beside exact sizes."""
    m, n, allowed, sizes = problem
    sizes = {k: v for k, v in sizes.items() if k != "3"}
    least = {"3": at_least}
    model, cells, pairs, option = colouring_model(m, n, allowed, sizes, least)
    agree(model, expected_solutions(cells, pairs, allowed, sizes, option, least), listing(GroupSizes, GroupsAtLeast))


def test_a_group_too_small_is_named_and_zdd_refuses_the_bound():
    cells, _ = grid(2, 2)
    model, *_ = colouring_model(2, 2, {c: "13" for c in cells}, {"1": 1}, {"3": 3})
    twos = [o for o in range(model.n_options) if model.option_text(o).split()[0] in ("p0.0", "p1.1")
            and model.option_text(o).endswith(":3")]
    ones = [o for o in range(model.n_options) if model.option_text(o).split()[0] in ("p0.1", "p1.0")
            and model.option_text(o).endswith(":1")]
    assert check_solution(model, sorted(twos + ones)) == ("groups at least: the group of colour 3 at 'v0.0' has 1 "
                                                          "vertices, not at least 3")
    listed = listing(GroupsAtLeast)  # (every translation and dlx list its solutions; zdd does not)
    assert "zdd" not in listed and "dlx" in listed and set(translations()) <= set(listed)
    with pytest.raises(Exception, match="groups at least"):
        xcckit.count(model, backend="zdd")


def test_a_three_by_three_board_of_one_size():
    """A 3x3 board all of colour 3: the trominoes that tile it with no two side by side make one
    group each; none does (any tiling puts two trominoes side by side); with colours 1, 2 and 3
    every backend agrees with the brute force."""
    cells, _ = grid(3, 3)
    model, *_ = colouring_model(3, 3, {c: "3" for c in cells}, {"3": 3})
    for backend in SEARCHES:
        assert xcckit.count(model, backend=backend).count == 0, backend
    allowed = {c: "123" for c in cells}
    model, cells, pairs, option = colouring_model(3, 3, allowed, {"1": 1, "2": 2, "3": 3})
    expected = expected_solutions(cells, pairs, allowed, {"1": 1, "2": 2, "3": 3}, option)
    for backend in ("sat", "cpsat"):
        assert set(xcckit.solve(model, backend=backend, limit=None).solutions) == expected, backend


def small_model() -> Model:
    cells, _ = grid(2, 2)
    model, *_ = colouring_model(2, 2, {c: "123" for c in cells}, {"1": 1, "2": 2, "3": 3})
    return model


def test_each_backend_does_its_part():
    """sat and cpsat translate, dlx checks partial solutions and leaves, zdd counts by the
    frontier method (the counts equal); auto counts with sat."""
    model = small_model()
    # a 2x2 board of 1s, 2s and 3s: an L of 3s and a 1 in the corner it leaves (a domino of 2s
    # leaves two neighbours, which can be neither two 1s nor anything else)
    assert xcckit.count(model).backend == "sat" and xcckit.count(model).count == 4
    assert xcckit.count(model, backend="zdd").count == 4
    assert xcckit.count(model, backend="dlx").count == 4
    assert xcckit.count(model, backend="cpsat").count == 4


def test_a_broken_solution_is_named():
    model = small_model()
    all_twos = [o for o in range(model.n_options) if model.option_text(o).endswith(":2")]
    assert check_solution(model, all_twos) == "group sizes: the group of colour 2 at 'v0.0' has 4 vertices, not 2"


def test_the_constraint_is_checked_when_made():
    model = Model()
    model.add_items(["p"])
    model.add_items(["a", "b"], primary=False)
    model.add_option(["p", "a:1", "b:1"])
    with pytest.raises(ModelError, match="group sizes: unknown item 'nope'"):
        GroupSizes(model, ["nope"], [], {"1": 1})
    with pytest.raises(ModelError, match="group sizes: 'p' is a primary item"):
        GroupSizes(model, ["p"], [], {"1": 1})
    with pytest.raises(ModelError, match="the size of colour 1 is 0"):
        GroupSizes(model, ["a", "b"], [("a", "b")], {"1": 0})
    with pytest.raises(ModelError, match="no colour is given a size"):
        GroupSizes(model, ["a", "b"], [("a", "b")], {})
    with pytest.raises(TypeError, match="sizes are a mapping of colour -> size"):
        GroupSizes(model, ["a", "b"], [("a", "b")], [("1", 1)])


def test_the_constraint_travels_into_subproblems_and_journals():
    from xcckit.backends.subproblems import force, restrict
    from xcckit.parallel.journal import fingerprint
    model = small_model()
    forced = force(model, [0])  # the first cell 1
    assert [type(sc) for sc in forced.side_constraints] == [GroupSizes]
    assert xcckit.count(forced, backend="sat").count == 1
    assert xcckit.count(restrict(model, np.arange(model.n_options)), backend="cpsat").count == 4
    other = small_model()
    other.side_constraints[0].sizes["2"] = 3
    assert fingerprint(model) != fingerprint(restrict(model, np.arange(model.n_options), side_constraints=False))


def _checker(model):
    """The checker the sat translation of ``model`` runs inside CaDiCaL, and its translation."""
    from xcckit.backends.sat.encoding import CNFEncoding
    enc = CNFEncoding(model)
    (checker,) = enc.checkers()
    return checker, enc


def _values(enc, option, colouring: dict) -> np.ndarray:
    """Values by variable: each cell of ``colouring`` set to its colour (its option true, the
    cell's other options false), the rest open."""
    values = np.zeros(enc.pool.top + 1, dtype=np.int8)
    for (c, colour), o in option.items():
        if c in colouring:
            lit = enc.x[o] if colour == colouring[c] else -enc.x[o]
            values[abs(lit)] = 1 if lit > 0 else -1
    return values


def test_the_checker_finds_what_a_partial_assignment_breaks():
    """Inside the search: three cells of a colour of size 2 (too large) are a conflict; a cell of
    size 3 walled in by cells set to other colours is one; a complete domino's open neighbours
    are told they are not its colour. Each clause is false, or has one open literal, where given."""
    m, n = 2, 3
    cells, pairs = grid(m, n)
    allowed = {c: "123" for c in cells}
    model, cells, pairs, option = colouring_model(m, n, allowed, {"1": 1, "2": 2, "3": 3})
    checker, enc = _checker(model)

    def value(values, lit):
        return values[lit] if lit > 0 else -values[-lit]

    too_large = _values(enc, option, {(0, 0): "2", (0, 1): "2", (0, 2): "2"})
    (clause,) = checker.check(too_large)
    assert len(clause) == 3 and all(value(too_large, lit) == -1 for lit in clause)

    walled = _values(enc, option, {(0, 0): "3", (0, 1): "1", (1, 0): "2"})
    found = checker.check(walled)  # (the single 1's open neighbours told first: not 1)
    conflicts = [c for c in found if all(value(walled, lit) == -1 for lit in c)]
    assert len(conflicts) == 1 and len(conflicts[0]) == 3  # (the 3, and its two neighbours not 3)
    assert all(sum(value(walled, lit) == 0 for lit in c) == 1 for c in found if c not in conflicts)

    domino = _values(enc, option, {(0, 0): "2", (0, 1): "2"})
    found = checker.check(domino)
    assert found and all(sum(value(domino, lit) == 0 for lit in c) == 1 and
                         all(value(domino, lit) == -1 for lit in c if value(domino, lit) != 0) for c in found)
    fine = _values(enc, option, {(0, 0): "1", (0, 1): "2", (0, 2): "2"})
    assert all(sum(value(fine, lit) == 0 for lit in c) == 1 for c in checker.check(fine))  # (only told)
    answer = {(0, 0): "2", (0, 1): "2", (0, 2): "1", (1, 0): "3", (1, 1): "3", (1, 2): "3"}
    assert checker.check(_values(enc, option, answer)) == []


@SETTINGS
@given(problem=problems())
def test_the_search_without_the_checker_finds_the_same(problem):
    """The sat backend's answers with the groups checked inside CaDiCaL's search from the start
    and with the lazy cuts alone are the brute force's."""
    m, n, allowed, sizes = problem
    model, cells, pairs, option = colouring_model(m, n, allowed, sizes)
    expected = expected_solutions(cells, pairs, allowed, sizes, option)
    found_with_and_without_checks(model, expected)


def _cuts_by_hand(adj, literals, truth, sizes, exact, starts):
    """The lazy cuts of group sizes as the rule states them, written plainly (the compiled
    :func:`~xcckit.constraints.groupcheck.group_cuts` must give the same clauses in the same
    order): ``literals`` colour -> each vertex's literal (0: never), ``truth`` literal -> whether
    it holds, ``sizes`` colour -> size."""
    def bfs(members, root, most):
        order, seen = [root], {root}
        for u in order:
            for v in adj[u]:
                if v in members and v not in seen and len(order) < most:
                    seen.add(v)
                    order.append(v)
        return order

    out = []
    for c, size in enumerate(sizes):
        members = {v for v, lit in enumerate(literals[c]) if lit and truth[lit]}
        done: set = set()
        for s in sorted(members):
            if s in done:
                continue
            group = bfs(members, s, len(adj))
            done.update(group)
            if len(group) == size:
                continue
            near = sorted({v for u in group for v in adj[u]} - set(group))
            for o, k in enumerate(sizes):
                y = literals[o]
                if (not exact and (o != c or len(group) >= k)) or k == len(group):
                    continue
                if o != c and not all(y[v] for v in group):
                    continue
                if len(group) < k:
                    out.append([-y[v] for v in group] + [y[b] for b in near if y[b]])
                else:
                    step = 1 if o != c else max(1, len(group) // starts)
                    roots = group[::step][:1 if o != c else starts]
                    out += [[-y[v] for v in bfs(set(group), r, k + 1)] for r in roots]
    return out


@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_the_compiled_cuts_are_the_rule_written_plainly(data):
    from xcckit.constraints.base import csr
    from xcckit.constraints.groupcheck import clause_runs, group_cuts

    m, n = data.draw(st.integers(1, 4)), data.draw(st.integers(1, 5))
    adj = [[(i + di) * n + j + dj for di, dj in ((-1, 0), (1, 0), (0, -1), (0, 1))
            if 0 <= i + di < m and 0 <= j + dj < n] for i in range(m) for j in range(n)]
    sizes = data.draw(st.lists(st.integers(1, 6), min_size=1, max_size=3))
    exact = data.draw(st.booleans())
    colours = len(sizes)
    # each vertex: one colour (or none) true, a literal per colour or 0 where it may not carry it
    literals = [[0] * (m * n) for _ in sizes]
    values = np.zeros(colours * m * n + 1, dtype=bool)
    for v in range(m * n):
        colour = data.draw(st.integers(-1, colours - 1))
        for c in range(colours):
            if c == colour or data.draw(st.booleans()):
                lit = c * m * n + v + 1
                literals[c][v] = lit if data.draw(st.booleans()) or c == colour else -lit
                values[lit] = (c == colour) == (literals[c][v] > 0)
    truth = {lit: (values[lit] if lit > 0 else not values[-lit]) for row in literals for lit in row if lit}
    start, nbr = csr(adj)
    out = np.zeros(4096, dtype=np.int64)
    k = group_cuts(values, np.array(literals, dtype=np.int64), np.array(sizes, dtype=np.int64), exact, 2,
                   start, nbr, out)
    got = clause_runs(out, k)
    assert got == _cuts_by_hand(adj, literals, truth, sizes, exact, 2)
    if got:  # (a buffer too small says so, and is never overrun)
        assert group_cuts(values, np.array(literals, dtype=np.int64), np.array(sizes, dtype=np.int64), exact, 2,
                          start, nbr, np.zeros(1, dtype=np.int64)) == -1


CHECK_LATE = """
import random, sys
from types import SimpleNamespace
from pysat.solvers import Solver
from xcckit.backends.sat.encoding import CNFEncoding
rng = random.Random(1)
clauses = [[rng.choice((-1, 1)) * rng.randint(1, 300) for _ in range(3)] for _ in range(1230)]
s = Solver(name=sys.argv[1], bootstrap_with=clauses)
assert s.solve()
checker = SimpleNamespace(variables=list(range(1, 301)), check=lambda values: [])
CNFEncoding.check_inside(SimpleNamespace(checkers=lambda: [checker], pool=SimpleNamespace(top=300)), s)
print(type(getattr(s, "xcckit_checks", None)).__name__, s.solve())
"""


@pytest.mark.parametrize("solver, attached", [("cadical195", "Checks"), ("cadical300", "NoneType")])
def test_the_checkers_join_a_search_under_way_only_on_cadical_195(solver, attached):
    """The checkers are attached to a solver that has searched already (after rounds of lazy
    cuts): on CaDiCaL 1.9.5; CaDiCaL 3.0.0 aborts the process when a variable its search has
    used is observed, so there the lazy cuts work alone (a random 3-SAT of 300 variables,
    solved once, then its variables watched: in a process of its own)."""
    import subprocess
    import sys
    done = subprocess.run([sys.executable, "-c", CHECK_LATE, solver], capture_output=True, text=True, timeout=120)
    assert (done.returncode, done.stdout) == (0, f"{attached} True\n"), done.stderr
