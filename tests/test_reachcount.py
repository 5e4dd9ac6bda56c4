"""The reach count constraint on every backend that lists its solutions, against a brute force
written from its definition (no code of the package's constraints) on small random graphs and
grids; what it says when it is given wrongly, and what it says of a solution that breaks it."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import xcckit
from xcckit import Model
from xcckit.check import check_solution
from xcckit.constraints import ReachCount
from xcckit.errors import ModelError, UnsupportedError

from .conftest import listing, translations

SEARCHES = listing(ReachCount)
SETTINGS = settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def reached(c: int, on: set[int], pairs: list[tuple[int, int]]) -> set[int]:
    """The vertices of ``on`` that a path from ``c`` reaches through ``on``, never through c: a
    plain search, for the brute force."""
    seen: set[int] = set()
    todo = [c]
    while todo:
        u = todo.pop()
        for a, b in pairs:
            for x, y in ((a, b), (b, a)):
                if x == u and y in on and y not in seen and y != c:
                    seen.add(y)
                    todo.append(y)
    return seen


def model_of(n: int, pairs, allowed, clues):
    """Vertices 0..n-1 (secondary items ``v0``...), each coloured 1 or 0 by its own option among
    its ``allowed`` colours, with a reach count of colour 1 for ``clues`` (vertex -> count).
    Returns the model and the option of each (vertex, colour)."""
    model = Model()
    model.add_items([f"p{v}" for v in range(n)])
    model.add_items([f"v{v}" for v in range(n)], primary=False)
    option = {(v, colour): model.add_option([f"p{v}", f"v{v}:{colour}"]) for v in range(n) for colour in allowed[v]}
    model.add_constraint(ReachCount(model, [f"v{v}" for v in range(n)], [(f"v{a}", f"v{b}") for a, b in pairs], "1",
                                    {f"v{c}": k for c, k in clues.items()}))
    return model, option


def expected(n: int, pairs, allowed, clues, option) -> set[tuple[int, ...]]:
    """The solutions the definition allows: every colouring whose clues each reach their count."""
    out = set()
    for colours in itertools.product(*(allowed[v] for v in range(n))):
        on = {v for v in range(n) if colours[v] == "1"}
        if all(len(reached(c, on, pairs)) == k for c, k in clues.items()):
            out.add(tuple(sorted(option[v, colours[v]] for v in range(n))))
    return out


def agree(model, want: set) -> None:
    """Every backend lists exactly the solutions ``want`` (each once, each valid) and counts them."""
    for name in SEARCHES:
        got = xcckit.solve(model, backend=name, limit=None)
        assert got.complete and len(got.solutions) == len(set(got.solutions)), name
        assert set(got.solutions) == want, name
        assert all(check_solution(model, s) is None for s in got.solutions), name
        assert xcckit.count(model, backend=name).count == len(want), name


@st.composite
def graphs(draw):
    """A random graph on 2-7 vertices, each vertex's colours (both, or one), 1-3 clues of 0-5."""
    n = draw(st.integers(2, 7))
    every = [(a, b) for a in range(n) for b in range(a + 1, n)]
    pairs = draw(st.lists(st.sampled_from(every), unique=True, max_size=min(len(every), 10)))
    allowed = [draw(st.sampled_from(["01", "01", "01", "0", "1"])) for _ in range(n)]
    clued = draw(st.lists(st.integers(0, n - 1), min_size=1, max_size=3, unique=True))
    return n, pairs, allowed, {c: draw(st.integers(0, 5)) for c in clued}


@st.composite
def grids(draw):
    """A random 2-3 × 2-4 grid, its cells' colours, 1-3 clues of 0-6."""
    m, w = draw(st.integers(2, 3)), draw(st.integers(2, 4))
    pairs = [(i * w + j, i * w + j + 1) for i in range(m) for j in range(w - 1)]
    pairs += [(i * w + j, (i + 1) * w + j) for i in range(m - 1) for j in range(w)]
    allowed = [draw(st.sampled_from(["01", "01", "01", "0", "1"])) for _ in range(m * w)]
    clued = draw(st.lists(st.integers(0, m * w - 1), min_size=1, max_size=3, unique=True))
    return m * w, pairs, allowed, {c: draw(st.integers(0, 6)) for c in clued}


@SETTINGS
@given(problem=graphs())
@example(problem=(3, [(0, 1), (1, 2), (0, 2)], ["01", "01", "01"], {0: 2}))  # (a cycle back to the clue)
@example(problem=(4, [(0, 1), (1, 2), (2, 3)], ["01"] * 4, {0: 2}))  # (a third on the path: beyond k steps)
@example(problem=(5, [(0, 1), (2, 3), (3, 4), (2, 4)], ["01"] * 5, {0: 1}))  # (a piece apart from the clue)
def test_reach_count_on_graphs_equals_brute_force(problem):
    n, pairs, allowed, clues = problem
    model, option = model_of(n, pairs, allowed, clues)
    agree(model, expected(n, pairs, allowed, clues, option))


@SETTINGS
@given(problem=grids())
@example(problem=(9, [(0, 1), (1, 2), (3, 4), (4, 5), (6, 7), (7, 8), (0, 3), (3, 6), (1, 4), (4, 7), (2, 5), (5, 8)],
                  ["0"] + ["01"] * 7 + ["0"], {0: 4, 8: 0}))
def test_reach_count_on_grids_equals_brute_force(problem):
    n, pairs, allowed, clues = problem
    model, option = model_of(n, pairs, allowed, clues)
    agree(model, expected(n, pairs, allowed, clues, option))


def test_the_backends_that_take_it():
    """sat and cpsat translate it and dlx checks it at its leaves; zdd refuses it in one line."""
    assert "zdd" not in SEARCHES and set(SEARCHES) == {"dlx", *translations()}
    model, _ = model_of(3, [(0, 1), (1, 2)], ["0", "01", "01"], {0: 1})
    with pytest.raises(UnsupportedError, match="^the zdd backend cannot enforce a reach count constraint"):
        xcckit.count(model, backend="zdd")


def test_a_solution_that_breaks_it_is_named():
    model, option = model_of(3, [(0, 1), (1, 2)], ["0", "01", "01"], {0: 1})
    assert check_solution(model, [option[0, "0"], option[1, "1"], option[2, "0"]]) is None
    assert model.side_constraints[0].check(model, [option[0, "0"], option[1, "1"], option[2, "1"]]) == (
        "reach count: clue 'v0' reaches 2 vertices of colour 1, its count says 1")


def test_it_is_checked_when_made():
    model = Model()
    model.add_items(["p"])
    model.add_items(["a", "b"], primary=False)
    with pytest.raises(ModelError, match="reach count: unknown item 'nope'"):
        ReachCount(model, ["nope"], [], "1", {})
    with pytest.raises(ModelError, match="reach count: 'p' is a primary item"):
        ReachCount(model, ["p"], [], "1", {})
    with pytest.raises(ModelError, match="reach count: clue 'b' is not one of its vertices"):
        ReachCount(model, ["a"], [], "1", {"b": 1})
    with pytest.raises(ModelError, match=r"reach count: the count of clue 'a' is -1, not a whole number >= 0"):
        ReachCount(model, ["a", "b"], [("a", "b")], "1", {"a": -1})
    with pytest.raises(ModelError, match=r"reach count: the count of clue 'a' is True, not a whole number >= 0"):
        ReachCount(model, ["a", "b"], [("a", "b")], "1", {"a": True})
    with pytest.raises(TypeError, match="reach count: clues are a mapping of vertex -> count, not list"):
        ReachCount(model, ["a", "b"], [("a", "b")], "1", ["a"])
    with pytest.raises(TypeError, match="reach count: expected a colour"):
        ReachCount(model, ["a", "b"], [("a", "b")], 1, {"a": 1})


def test_it_travels_into_subproblems_and_journals():
    """Its spec makes the same constraint on another model; the fingerprint tells counts apart."""
    from xcckit.backends.subproblems import force
    from xcckit.parallel.journal import fingerprint
    model, option = model_of(4, [(0, 1), (1, 2)], ["0", "01", "01", "01"], {0: 2})
    assert xcckit.count(model, backend="sat").count == 2  # 1 and 2 coloured, 3 (apart) either way
    forced = force(model, [option[3, "1"]])
    assert [type(sc) for sc in forced.side_constraints] == [ReachCount]
    assert xcckit.count(forced, backend="cpsat").count == 1
    other, _ = model_of(4, [(0, 1), (1, 2)], ["0", "01", "01", "01"], {0: 1})
    assert fingerprint(model) != fingerprint(other)
