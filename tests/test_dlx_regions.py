"""dlx's regions hook (:mod:`xcckit.backends.dlx.regions`): graph constraints checked on partial
solutions. The hook only skips nodes without solutions, so counts and solutions stay those of
the translations (random models of every kind of constraint it takes, against sat), and it makes
dlx answer the genres whose connectivity it used to check only at the leaves."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.backends.dlx.backend import DlxBackend
from xcckit.constraints import Connected, SizedRegions
from xcckit.puzzles.kinds import get_kind

from .test_constraints import cell, grid, shading_model
from .test_groups import colouring_model

GENRES = {"nurikabe": "demo-7x7", "heyawake": "demo-8x8", "hitori": "demo-8x8", "lits": "demo-8x8",
          "yinyang": "demo-8x8", "nurimisaki": "demo-8x8", "galaxies": "demo-8x8"}


def random_model(rng: random.Random):
    """A shaded grid of up to 4x5 with one or two connected or sized-regions constraints, or a
    coloured one with group sizes."""
    m, n = rng.randint(2, 4), rng.randint(2, 5)
    if rng.random() < 0.25:
        m = min(m, 3)
        cells, _ = grid(m, n)
        allowed = {c: rng.choice(["0123", "123", "23", "1234", "1", "3", "04", "234"]) for c in cells}
        return colouring_model(m, n, allowed, {"1": 1, "2": 2, "3": 3, "4": 4})[0]
    cells, _ = grid(m, n)
    allowed = {c: rng.choice(["01", "01", "01", "0", "1"]) for c in cells}
    model, cells, pairs, _ = shading_model(m, n, allowed, rng.random() < 0.3)
    vertices, edges = [cell(c) for c in cells], [(cell(a), cell(b)) for a, b in pairs]
    kind = rng.choice(["connected", "sized", "both", "two"])
    if kind in ("connected", "both", "two"):
        model.add_constraint(Connected(model, vertices, edges, rng.choice("01") if kind != "two" else "0"))
    if kind == "two":
        model.add_constraint(Connected(model, vertices, edges, "1"))
    if kind in ("sized", "both"):
        clues = {cell(c): rng.randint(1, 5) for c in rng.sample(cells, rng.randint(1, 3))}
        model.add_constraint(SizedRegions(model, vertices, edges, "0" if kind == "both" else "1", clues))
    return model


@pytest.mark.parametrize("seed", range(6))
def test_the_hook_keeps_the_solutions_of_the_translations(seed):
    rng = random.Random(seed)
    for _ in range(12):
        model = random_model(rng)
        expected = set(xcckit.solve(model, backend="sat", limit=None).solutions)
        assert set(xcckit.solve(model, backend="dlx", limit=None).solutions) == expected
        assert xcckit.count(model, backend="dlx").count == len(expected)
        # the lookahead's probes use the hook too (a probe that breaks it fails)
        assert DlxBackend(threads=1, lookahead=2, propagate=True).count(model)[0] == len(expected)


def test_the_hook_prunes(monkeypatch):
    """The same count with fewer options tried than at the leaves alone."""
    kind = get_kind("nurikabe")  # (unsettled: the settled model leaves the hook nothing to prune)
    p = kind(kind.from_text("4 5\n3 - - - 1\n- - - - -\n- - - - 2\n- - 4 - -\n").cells, settle=False)
    with_hook = DlxBackend(threads=1)
    n = with_hook.count(p.model)[0]
    for constraint in p.model.side_constraints:
        monkeypatch.setattr(constraint, "pruning", lambda: None)
    without = DlxBackend(threads=1)
    assert without.count(p.model)[0] == n >= 1
    assert with_hook.nodes < without.nodes


@pytest.mark.parametrize("genre", sorted(GENRES))
def test_dlx_proves_the_bundled_puzzles_unique(genre):
    """(Before the hook, dlx met no answer of the 7x7 nurikabe or the 8x8 yin-yang in a minute.)"""
    p = get_kind(genre).from_args([GENRES[genre]])
    r = xcckit.solve(p, backend="dlx", unique=True, time_limit=600)
    assert r.unique is True
    assert r.answers[0].answer["grid"] == xcckit.solve(p, backend="sat").answers[0].answer["grid"]
    assert p.verify(r.answers[0].answer) is None
