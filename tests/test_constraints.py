"""The side constraints beyond the single loop (connected, linked, paths, sized regions) on every
backend that takes them, against brute force written from their definitions (no code of the
package's constraints), on small random grids; and what each backend does with them."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import xcckit
from xcckit import Model
from xcckit.check import check_solution
from xcckit.constraints import Connected, Linked, Paths, SizedRegions
from xcckit.errors import InputError, ModelError, UnsupportedError

from .conftest import found_with_and_without_checks, listing

SEARCHES = listing(Connected, Linked, Paths, SizedRegions)  # (zdd counts two of them, it lists none: tested below)
SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def grid(m: int, n: int):
    cells = [(i, j) for i in range(m) for j in range(n)]
    pairs = [((i, j), (i, j + 1)) for i in range(m) for j in range(n - 1)]
    pairs += [((i, j), (i + 1, j)) for i in range(m - 1) for j in range(n)]
    return cells, pairs


def cell(c) -> str:
    return f"v{c[0]}.{c[1]}"


def pieces(vertices, pairs) -> list[set]:
    """Connected pieces of ``vertices`` (a set) under ``pairs``: a plain search, for the brute force."""
    left, out = set(vertices), []
    while left:
        todo = [left.pop()]
        piece = set(todo)
        while todo:
            u = todo.pop()
            for a, b in pairs:
                for x, y in ((a, b), (b, a)):
                    if x == u and y in left:
                        left.discard(y)
                        piece.add(y)
                        todo.append(y)
        out.append(piece)
    return out


def shading_model(m, n, allowed, apart):
    """Each cell shaded (colour 1) or not (0), among its ``allowed`` colours; with ``apart``, no
    two shaded cells side by side. Returns the model and the option of each (cell, colour)."""
    cells, pairs = grid(m, n)
    model = Model()
    model.add_items([f"p{i}.{j}" for i, j in cells])
    model.add_items([cell(c) for c in cells] + ([f"e{k}" for k in range(len(pairs))] if apart else []),
                    primary=False)
    option = {}
    for c in cells:
        for colour in allowed[c]:
            toks = [f"p{c[0]}.{c[1]}", f"{cell(c)}:{colour}"]
            if apart and colour == "1":
                toks += [f"e{k}" for k, pair in enumerate(pairs) if c in pair]
            option[c, colour] = model.add_option(toks)
    return model, cells, pairs, option


def shadings(cells, pairs, allowed, apart):
    """Every shading the exact cover allows: cell -> colour."""
    for colours in itertools.product(*(allowed[c] for c in cells)):
        shade = dict(zip(cells, colours))
        if apart and any(shade[a] == shade[b] == "1" for a, b in pairs):
            continue
        yield shade


@st.composite
def shading_problems(draw):
    m, n = draw(st.integers(1, 3)), draw(st.integers(2, 4))
    cells, _ = grid(m, n)
    allowed = {c: draw(st.sampled_from(["01", "01", "01", "0", "1"])) for c in cells}
    return m, n, allowed, draw(st.booleans())


def agree(model, expected: set) -> None:
    """Every backend finds exactly the solutions ``expected`` (and counts them), each valid."""
    for name in SEARCHES:
        got = xcckit.solve(model, backend=name, limit=None)
        assert got.complete and len(got.solutions) == len(set(got.solutions)), name
        assert set(got.solutions) == expected, name
        assert all(check_solution(model, s) is None for s in got.solutions)
        assert xcckit.count(model, backend=name).count == len(expected), name


@SETTINGS
@given(problem=shading_problems(), colour=st.sampled_from("01"))
def test_connected_equals_brute_force(problem, colour):
    m, n, allowed, apart = problem
    model, cells, pairs, option = shading_model(m, n, allowed, apart)
    model.add_constraint(Connected(model, [cell(c) for c in cells], [(cell(a), cell(b)) for a, b in pairs], colour))
    expected = set()
    for shade in shadings(cells, pairs, allowed, apart):
        if len(pieces({c for c in cells if shade[c] == colour}, pairs)) <= 1:
            expected.add(tuple(sorted(option[c, shade[c]] for c in cells)))
    agree(model, expected)


@SETTINGS
@given(problem=shading_problems(), colour=st.sampled_from("01"))
def test_connected_checked_inside_the_search_equals_brute_force(problem, colour):
    """The sat backend's answers with the connectivity checked inside CaDiCaL's search from the
    first call (:mod:`xcckit.constraints.connectcheck`) and with the lazy cuts alone are the
    brute force's."""
    m, n, allowed, apart = problem
    model, cells, pairs, option = shading_model(m, n, allowed, apart)
    model.add_constraint(Connected(model, [cell(c) for c in cells], [(cell(a), cell(b)) for a, b in pairs], colour))
    expected = {tuple(sorted(option[c, shade[c]] for c in cells)) for shade in shadings(cells, pairs, allowed, apart)
                if len(pieces({c for c in cells if shade[c] == colour}, pairs)) <= 1}
    found_with_and_without_checks(model, expected)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(m=st.integers(1, 3), n=st.integers(2, 4), data=st.data())
def test_the_connectivity_checker_writes_only_what_every_answer_keeps(m, n, data):
    """On a partial assignment (each vertex in, out or open; some never the colour), every clause
    the compiled checker writes holds for every connected set of vertices (every answer's); where
    no connected set completes the assignment (two vertices in that the vertices not out cannot
    join), one of its clauses is false as it stands; where one does, none is, and each is true or
    has an open literal."""
    import numpy as np
    from xcckit.constraints.connectcheck import ConnectCheck
    cells, pairs = grid(m, n)
    index = {c: k for k, c in enumerate(cells)}
    adj = [[index[b] for a, b in pairs if a == c] + [index[a] for a, b in pairs if b == c] for c in cells]
    never = data.draw(st.sets(st.sampled_from(range(len(cells))), max_size=2))
    literals = [None if v in never else v + 1 for v in range(len(cells))]
    state = [0 if v in never else data.draw(st.sampled_from([1, -1, 0, 0])) for v in range(len(cells))]
    values = np.zeros(len(cells) + 1, dtype=np.int8)
    for v, x in enumerate(state):
        if literals[v] is not None:
            values[literals[v]] = x
    clauses = ConnectCheck(adj, literals).check(values)

    def truth(lit, chosen):
        return (abs(lit) - 1 in chosen) == (lit > 0)

    completes = False
    for bits in itertools.product((0, 1), repeat=len(cells)):
        chosen = {v for v in range(len(cells)) if bits[v] and literals[v] is not None}
        if len(pieces(chosen, [(index[a], index[b]) for a, b in pairs])) > 1:
            continue
        assert all(any(truth(lit, chosen) for lit in clause) for clause in clauses), (chosen, clauses)
        completes = completes or all((v in chosen) == (x == 1) for v, x in enumerate(state) if x != 0)

    def value(lit):
        return values[abs(lit)] * (1 if lit > 0 else -1)

    false = [clause for clause in clauses if all(value(lit) == -1 for lit in clause)]
    assert bool(false) == (not completes), (state, clauses)


@st.composite
def region_problems(draw):
    m, n, allowed, apart = draw(shading_problems())
    cells, _ = grid(m, n)
    clued = draw(st.lists(st.sampled_from(cells), min_size=1, max_size=3, unique=True))
    return m, n, allowed, {c: draw(st.integers(1, 6)) for c in clued}


@SETTINGS
@given(problem=region_problems())
@example(problem=(3, 3, {c: "01" for c in grid(3, 3)[0]}, {(0, 0): 3}))  # a label apart from its clue: a cut
@example(problem=(2, 4, {c: "01" for c in grid(2, 4)[0]}, {(0, 0): 2, (1, 3): 3}))
@example(problem=(3, 3, {c: "01" for c in grid(3, 3)[0]}, {(0, 0): 7}))  # regions that wind round a hole
@example(problem=(3, 3, {c: "01" for c in grid(3, 3)[0]}, {(1, 0): 6}))
def test_sized_regions_equal_brute_force(problem):
    m, n, allowed, clues = problem
    model, cells, pairs, option = shading_model(m, n, allowed, False)
    model.add_constraint(SizedRegions(model, [cell(c) for c in cells], [(cell(a), cell(b)) for a, b in pairs], "1",
                                      {cell(c): size for c, size in clues.items()}))
    expected = set()
    for shade in shadings(cells, pairs, allowed, False):
        islands = pieces({c for c in cells if shade[c] == "1"}, pairs)
        good = all(shade[c] == "1" for c in clues)
        for island in islands:
            inside = [c for c in island if c in clues]
            good = good and len(inside) == 1 and len(island) == clues[inside[0]]
        if good:
            expected.add(tuple(sorted(option[c, shade[c]] for c in cells)))
    agree(model, expected)


def edge_model(m, n, allowed, degrees):
    """Every edge of the m×n grid of points on or off (among its ``allowed`` states); with
    ``degrees`` (vertex -> the numbers of edges on it may have) each vertex chooses its edges."""
    points, pairs = grid(m, n)
    model = Model()
    if degrees is None:
        model.add_items([f"q{k}" for k in range(len(pairs))])
    else:
        model.add_items([cell(p) for p in points])
    model.add_items([f"e{k}" for k in range(len(pairs))], primary=False)
    if degrees is None:
        for k in range(len(pairs)):
            for state in allowed[k]:
                model.add_option([f"q{k}", f"e{k}:{state}"])
    else:
        for p in points:
            mine = [k for k, pair in enumerate(pairs) if p in pair]
            for states in itertools.product(*(allowed[k] for k in mine)):
                if states.count("1") in degrees[p]:
                    model.add_option([cell(p)] + [f"e{k}:{s}" for k, s in zip(mine, states)])
    return model, points, pairs


def edge_sets(points, pairs, allowed, degrees):
    """Every set of edges on that the exact cover allows (edge indices)."""
    for states in itertools.product(*(allowed[k] for k in range(len(pairs)))):
        on = {k for k, s in enumerate(states) if s == "1"}
        if degrees is not None and any(sum(k in on for k, pair in enumerate(pairs) if p in pair) not in degrees[p]
                                       for p in points):
            continue
        yield on


def edges_of(model, sol) -> frozenset:
    return frozenset(int(nm[1:]) for nm, col in model.colouring(sol).items() if nm.startswith("e") and col == "1")


@SETTINGS
@given(m=st.integers(1, 3), n=st.integers(2, 3), data=st.data())
def test_linked_equals_brute_force(m, n, data):
    points, pairs = grid(m, n)
    allowed = [data.draw(st.sampled_from(["01", "01", "0", "1"])) for _ in pairs]
    model, points, pairs = edge_model(m, n, allowed, None)
    model.add_constraint(Linked(model, [(f"e{k}", a, b) for k, (a, b) in enumerate(pairs)], "1", points))
    expected = {frozenset(on) for on in edge_sets(points, pairs, allowed, None)
                if len(pieces(set(points), [pairs[k] for k in on])) == 1}
    for name in SEARCHES:
        got = xcckit.solve(model, backend=name, limit=None)
        assert {edges_of(model, s) for s in got.solutions} == expected and len(got.solutions) == len(expected), name


@SETTINGS
@given(m=st.integers(2, 3), n=st.integers(2, 4), data=st.data())
def test_paths_equal_brute_force(m, n, data):
    """Vertices of degree 0 or 2, ends of degree 1 (numberlink's cells): every piece of the
    edges on must hold an end, so a cycle is out."""
    points, pairs = grid(m, n)
    ends = data.draw(st.lists(st.sampled_from(points), min_size=0, max_size=4, unique=True))
    degrees = {p: {1} if p in ends else {0, 2} for p in points}
    allowed = [data.draw(st.sampled_from(["01", "01", "01", "0"])) for _ in pairs]
    model, points, pairs = edge_model(m, n, allowed, degrees)
    model.add_constraint(Paths(model, [(f"e{k}", a, b) for k, (a, b) in enumerate(pairs)], ends, "1"))
    expected = set()
    for on in edge_sets(points, pairs, allowed, degrees):
        used = [pairs[k] for k in on]
        touched = {p for pair in used for p in pair}
        if all(piece & set(ends) for piece in pieces(touched, used)):
            expected.add(frozenset(on))
    for name in SEARCHES:
        got = xcckit.solve(model, backend=name, limit=None)
        assert {edges_of(model, s) for s in got.solutions} == expected and len(got.solutions) == len(expected), name


def small_connected() -> Model:
    model, cells, pairs, _ = shading_model(2, 2, {c: "01" for c in grid(2, 2)[0]}, False)
    model.add_constraint(Connected(model, [cell(c) for c in cells], [(cell(a), cell(b)) for a, b in pairs], "1"))
    return model


def test_each_backend_does_its_part():
    """sat and cpsat translate, dlx checks partial solutions and leaves, zdd counts by the frontier
    method (the counts equal) and refuses in one line what needs its diagram; auto solves and
    counts with sat."""
    model = small_connected()
    assert xcckit.count(model).backend == "sat" and xcckit.count(model).count == 14  # 16 less the two diagonals
    assert xcckit.count(model, backend="dlx").count == 14
    assert xcckit.count(model, backend="zdd").count == 14
    with pytest.raises(UnsupportedError) as refused:
        xcckit.solve(model, backend="zdd", limit=None)
    assert str(refused.value) == ("the zdd backend enforces a connected constraint only in a count (by the frontier "
                                  "method), not in a diagram of the solutions (solutions, samples, facts)")
    with pytest.raises(UnsupportedError, match="^the zdd backend counts a connected constraint by the frontier "
                                               "method only .order auto or sweep., not with order mrv$"):
        xcckit.count(model, backend="zdd", order="mrv")
    # a cross-check lists solutions: zdd is left out, saying why, and refused when named
    from xcckit.backends import backend_class
    from xcckit.crosscheck import default_backends
    assert not backend_class("zdd").answers("sample", model)
    assert default_backends(model)[1]["zdd"] == ("it enforces the connected constraint in a count only, and a "
                                                 "cross-check lists solutions")
    with pytest.raises(InputError, match="zdd enforces the connected constraint in a count only, and a cross-check"):
        xcckit.crosscheck(model, backends=["sat", "zdd"])


def test_constraints_are_checked_when_made():
    model, cells, pairs, _ = shading_model(1, 2, {c: "01" for c in grid(1, 2)[0]}, False)
    with pytest.raises(ModelError, match="unknown item 'nope'"):
        Connected(model, ["nope"], [])
    with pytest.raises(ModelError, match="'p0.0' is a primary item"):
        Connected(model, ["p0.0"], [])
    with pytest.raises(ModelError, match="edge end 'v0.1' is not one of its vertices"):
        Connected(model, ["v0.0"], [("v0.0", "v0.1")])
    with pytest.raises(ModelError, match="clue 'v0.1' is not one of its vertices"):
        SizedRegions(model, ["v0.0"], [], "1", {"v0.1": 1})
    with pytest.raises(ModelError, match="the size of clue 'v0.0' is 0"):
        SizedRegions(model, ["v0.0"], [], "1", {"v0.0": 0})
    with pytest.raises(TypeError, match="add_constraint: expected a side constraint"):
        model.add_constraint("connected")


def test_constraints_travel_into_subproblems_and_journals():
    from xcckit.backends.subproblems import force, restrict
    from xcckit.parallel.journal import fingerprint
    import numpy as np
    model = small_connected()
    forced = force(model, [0])
    assert [type(sc) for sc in forced.side_constraints] == [Connected]
    assert xcckit.count(forced, backend="sat").count == 7  # the first cell unshaded
    assert xcckit.count(restrict(model, np.arange(model.n_options)), backend="cpsat").count == 14
    plain = Model()
    plain.add_items(model.names[:model.n_primary])
    assert fingerprint(model) != fingerprint(restrict(model, np.arange(model.n_options), side_constraints=False))
