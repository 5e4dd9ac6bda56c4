"""The Python API of the model and the independent checker."""

from __future__ import annotations

import pytest

from xcckit import Model, ModelError, parse_dlx
from xcckit.check import check_solution, solution_problems

TOY = "p q r | x y\np q x y:A\np r x:A y\np x:B\nq x:A\nr y:B\n"


def test_api_errors_name_item_and_option():
    m = Model()
    m.add_primary("p")
    m.add_secondary("x")
    with pytest.raises(ModelError, match=r"^option 0 \(p z\): unknown item 'z'$"):
        m.add_option(["p", "z"])
    with pytest.raises(ModelError, match=r"^option 0 \(p:1 x\): colour on primary item 'p'$"):
        m.add_option(["p:1", "x"])
    with pytest.raises(ModelError, match=r"^option 0 \(p x x:A\): item 'x' appears twice in this option$"):
        m.add_option(["p", "x", "x:A"])
    with pytest.raises(ModelError, match=r"^option 0 \(p x:A:B\): illegal character ':' in colour 'A:B'$"):
        m.add_option(["p", "x:A:B"])
    with pytest.raises(ModelError, match=r"^duplicate item name 'x'$"):
        m.add_secondary("x")
    with pytest.raises(ModelError, match=r"^primary item 'q' declared after a secondary item$"):
        m.add_primary("q")
    with pytest.raises(ModelError, match=r"^item 'r': upper bound must be positive, not 0$"):
        m.add_primary("r", 0, 0)
    assert m.add_option(["x:1"]) is None and m.dropped == 1
    assert m.add_option(["p", "x:1"]) == 0
    with pytest.raises(ModelError, match=r"^item 'y' declared after the first option$"):
        m.add_secondary("y")


def test_checker_explains_each_kind_of_clash():
    m = parse_dlx(TOY)
    assert check_solution(m, [1, 3]) is None
    assert check_solution(m, [1]) == "primary item 'q' is covered 0 times, not once"
    assert check_solution(m, [0, 1]) == "primary item 'p' is covered 2 times (options 0, 1), not once"
    assert check_solution(m, [2, 3, 4]) == "secondary item 'x' has colour B in option 2 but colour A in option 3"
    assert check_solution(m, [9]) == "no option 9 (the model has 5)"
    plain = parse_dlx("a b | x\na x\nb x\n")
    assert check_solution(plain, [0, 1]) == "secondary item 'x' is used uncoloured by option 0 and also by option 1"
    multi = parse_dlx("1:2|a\na\na\na\n")
    assert solution_problems(multi, [0, 1, 2]) == ["primary item 'a' is covered 3 times (options 0, 1, 2), not 1 to 2 times"]


def test_colouring_and_option_text():
    m = parse_dlx(TOY)
    assert m.colouring([1, 3]) == {"x": "A", "y": None}
    assert m.option_text(1) == "p r x:A y"
    assert repr(m) == "<Model: 3 primary, 2 secondary items, 5 options>"


def test_items_declared_at_once_take_bounds_as_one_at_a_time_does():
    import xcckit
    together, alone = Model(), Model()
    together.add_items(["a", "b"], lo=0, hi=2)
    together.add_items(["c"])
    together.add_items(["x"], primary=False)
    for name, lo, hi in (("a", 0, 2), ("b", 0, 2), ("c", 1, 1)):
        alone.add_primary(name, lo, hi)
    alone.add_secondary("x")
    assert (together.lo, together.hi) == (alone.lo, alone.hi) == ([0, 0, 1, 0], [2, 2, 1, 1])
    for m in (together, alone):
        for tokens in (["a", "b"], ["a", "c"], ["b", "c", "x:A"], ["c"]):
            m.add_option(tokens)
    # c exactly once (ac, bc or c) and ab or not: 3 x 2 (a and b at most twice each hold)
    assert xcckit.count(together).count == xcckit.count(alone).count == 6
    tilde = Model()
    tilde.add_items(["a~b", "p\u00e9"], lo=2)  # (no fast path for a name beyond ASCII: the same result)
    assert tilde.lo == [2, 2] and tilde.hi == [2, 2]


def test_a_model_read_by_a_backend_cannot_be_changed_behind_its_arrays():
    """Once its arrays are read, a model's storage is read-only; a change through its methods
    thaws it and the arrays follow."""
    import pickle
    import xcckit
    m = Model()
    m.add_items(["p", "q"])
    m.add_secondary("x")
    m.add_option(["p", "x:A"])
    m.add_option(["q", "x:B"])
    assert not m.frozen and xcckit.count(m).count == 0 and m.frozen
    for change in (lambda: m.occ_item.__setitem__(0, 1), lambda: m.names.append("r"),
                   lambda: m.index.__setitem__("r", 3), lambda: m.lo.__setitem__(0, 0),
                   lambda: m.costs.append(1)):
        with pytest.raises((TypeError, AttributeError)):
            change()
    with pytest.raises(ValueError):
        m.arrays()[1][0] = 1
    m.add_option(["q", "x:A"])  # the model changes through its own method: thawed, arrays anew
    assert not m.frozen and m.arrays()[0].tolist() == [0, 2, 4, 6] and m.frozen
    assert xcckit.count(m).count == 1
    again = pickle.loads(pickle.dumps(m))
    assert again.frozen and again == m and again.index["x"] == 2
    again.add_option(["p", "x:B"])
    assert xcckit.count(again).count == 2 and xcckit.count(m).count == 1
