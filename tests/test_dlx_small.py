"""dlx's small counts in Python (:mod:`xcckit.backends.dlx.small`): the same counts as the brute
force and the compiled engine, at most the limit, a budget that hands over, and a process that
counts a small model without loading numba."""

from __future__ import annotations

import os
import random
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings

from xcckit.backends.base import Deadline, Outcome
from xcckit.backends.dlx import small
from xcckit.backends.dlx.backend import DlxBackend
from xcckit.constraints import ColourCount
from xcckit.model import Model
from xcckit.puzzles.kinds import get_kind

from .brute import brute_solutions
from .test_backends import build, xcc_problems


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(problem=xcc_problems(bounds=False))
def test_small_counts_match_brute_force(problem):
    primary, secondary, options = problem
    m, kept = build(primary, secondary, options)
    n, nodes, outcome = small.count(m)
    assert n == len(brute_solutions(primary, set(secondary), kept))
    assert outcome is Outcome.COMPLETE and nodes >= (n if m.n_primary else 0)  # (a node a solution at least)


def random_model(rng: random.Random) -> Model:
    """Up to 12 primary items, 6 secondary ones and 60 options of up to 5 items, colours A-C."""
    m = Model()
    prim = m.add_items([f"p{i}" for i in range(rng.randint(3, 12))])
    sec = m.add_items([f"s{i}" for i in range(rng.randint(0, 6))], primary=False)
    for _ in range(rng.randint(5, 60)):
        items = rng.sample(list(prim), rng.randint(1, 3)) + rng.sample(list(sec), min(len(sec), rng.randint(0, 2)))
        m.add_option([f"s{i - len(prim)}" + rng.choice(["", ":A", ":B", ":C"]) if i >= len(prim) else f"p{i}"
                      for i in items])
    return m


@pytest.mark.parametrize("seed", range(4))
def test_small_counts_match_the_compiled_engine(seed):
    rng = random.Random(seed)
    for _ in range(25):
        m = random_model(rng)
        n, _, outcome = small.count(m, nodes=10 ** 7)
        assert outcome is Outcome.COMPLETE
        assert n == _compiled(m)


def _compiled(m: Model) -> int:
    """The count of the compiled cells engine, on one thread (past the small count)."""
    return DlxBackend(threads=1)._alone(m)[0]


def test_a_limit_a_budget_and_a_deadline():
    queens = get_kind("queens").from_args(["8"]).model
    assert small.count(queens)[::2] == (92, Outcome.COMPLETE)
    assert small.count(queens, limit=10)[::2] == (10, Outcome.STOPPED)
    assert small.count(queens, nodes=50) is None  # (the engine counts it from the start)
    assert small.count(queens, deadline=Deadline(0.0))[2] is Outcome.TIMEOUT
    assert small.count(get_kind("queens").from_args(["3"]).model)[::2] == (0, Outcome.COMPLETE)


def test_what_counts_here():
    queens = get_kind("queens").from_args(["6"]).model
    loaded = [m for m in small.ENGINE_MODULES if m in sys.modules]
    assert small.suits(queens) == (not loaded)
    bounded = Model()
    bounded.add_primary("p", 1, 2)
    bounded.add_option(["p"])
    with_constraint = Model()
    with_constraint.add_primary("p")
    with_constraint.add_secondary("x")
    with_constraint.add_option(["p", "x:1"])
    with_constraint.add_constraint(ColourCount(with_constraint, ["x"], "1", 1, 1))
    for model in (bounded, with_constraint, Model()):
        assert not small.suits(model)


def test_a_process_counts_a_small_model_without_loading_numba():
    """`xcc count queens 8`'s start-up: the count is made before any compiled engine is needed,
    so numba is not imported; a model too big for the budget goes to the engine."""
    code = ("import sys, xcckit\n"
            "from xcckit.puzzles.kinds import get_kind\n"
            "r = xcckit.count(get_kind('queens').from_args(['8']), backend='dlx')\n"
            "print(r.count, r.complete, 'numba' in sys.modules)\n"
            "r = xcckit.count(get_kind('queens').from_args(['11']), backend='dlx')\n"
            "print(r.count, r.complete, 'numba' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300,
                         env={**os.environ, "PYTHONHASHSEED": "0"})
    assert out.returncode == 0, out.stderr
    assert out.stdout.split("\n")[:2] == ["92 True False", "2680 True True"]
