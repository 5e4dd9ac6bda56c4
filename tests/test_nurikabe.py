"""Nurikabe's own questions (what every genre is asked: tests/cases/nurikabe.py): rules broken
in the bundled answer, a model that lets a wrong answer through, and what a cross-check leaves
out."""

from __future__ import annotations

import random

import xcckit
from xcckit.puzzles.nurikabe import Nurikabe
from xcckit.puzzles.nurikabe_settle import SEA, UNKNOWN, Settled

from .cases.nurikabe import DEMO_ANSWER, SMALL, SMALL_ANSWER
from .genres import answers, brute_shadings


def test_leading_blank_lines_are_fine():
    assert Nurikabe.from_text("\n\n" + "\n".join(SMALL) + "\n\n").cells[0] == ["1", "-", "-", "3"]


def test_a_rule_broken_by_the_model_is_reported(run_cli, tmp_path, monkeypatch):
    """``xcc solve`` runs the rules checker on what it prints: a model that lets a wrong answer
    through is caught (exit 4), whatever the backends say."""
    monkeypatch.setattr(Nurikabe, "verify", lambda self, answer: "the sky is shaded")
    code, out, err = run_cli("solve", "nurikabe", "demo-7x7")
    assert code == 4 and out.startswith("- - x")
    assert err == "xcc: solution 1 breaks a rule of nurikabe: the sky is shaded (the model is wrong: please report it)\n"


def test_a_crosscheck_leaves_out_a_backend_that_checks_at_the_leaves(run_cli, tmp_path):
    """dlx enforces the connected and sized regions constraints by its search alone (on partial
    solutions and at the leaves; on a large grid it may take hours): a cross-check leaves it out
    unless named, and says so; named, it is compared (the model left unsettled, which keeps
    them)."""
    from xcckit.crosscheck import crosscheck
    p = Nurikabe([row.split() for row in SMALL[1:]], settle=False)
    report = crosscheck(p.model)
    assert [r.backend for r in report.runs] == ["cpsat", "sat"] and report.verdict == "agree"
    assert report.left_out == {"dlx": "it enforces the connected and sized regions constraints by its search alone, "
                                      "which may take hours on a large grid (name it in --backends to compare it too)",
                               "zdd": "it enforces the connected and sized regions constraints in a count only, and "
                                      "a cross-check lists solutions"}
    named = crosscheck(p.model, ["sat", "dlx"])
    assert [r.backend for r in named.runs] == ["sat", "dlx"] and named.verdict == "agree" and named.left_out == {}
    code, out, _ = run_cli("crosscheck", "nurikabe", "demo-7x7")
    assert code == 0 and "dlx left out: it enforces the connected and sized regions constraints" in out


def test_a_url_number_past_15():
    assert Nurikabe.from_url("https://puzz.link/p?nurikabe/5/4/-11y").cells[0] == ["17", "-", "-", "-", "-"]


def _random_cells(rng: random.Random) -> list[list[str]]:
    """A 3-5 × 3-5 grid with two to five numbers of 1-6 (many with no answer, some with many)."""
    m, n = rng.randint(3, 5), rng.randint(3, 5)
    cells = [["-"] * n for _ in range(m)]
    for _ in range(rng.randint(2, 5)):
        cells[rng.randrange(m)][rng.randrange(n)] = str(rng.randint(1, 6))
    return cells


def test_settling_keeps_every_answer():
    """The cells the settling fixes, the islands it leaves out of the sized regions and the side
    constraints it leaves out when it settles every cell keep the answers of the model without
    it, on puzzles with none, one or many answers."""
    rng = random.Random(55)
    settled = found = 0
    for _ in range(120):
        cells = _random_cells(rng)
        if sum(int(t) for row in cells for t in row if t != "-") > len(cells) * len(cells[0]):
            continue
        p, plain = Nurikabe(cells), Nurikabe(cells, settle=False)
        got = answers(p, "sat")
        assert got == answers(plain, "sat"), cells
        settled += not p.model.side_constraints
        found += len(got)
    assert settled >= 20 and found >= 20


def test_settled_cells_agree_with_every_answer():
    """Each cell the settling fixes (propagation and probing) has that colour in every answer
    of the brute force; where it finds no answer, there is none."""
    rng = random.Random(7)
    for _ in range(60):
        m, n = 3, 4
        cells = [["-"] * n for _ in range(m)]
        for _ in range(rng.randint(1, 4)):
            cells[rng.randrange(m)][rng.randrange(n)] = str(rng.randint(1, 5))
        if sum(int(t) for row in cells for t in row if t != "-") > m * n:
            continue
        p = Nurikabe(cells)
        s = Settled(m, n, {i * n + j: k for (i, j), k in p.clue.items()})
        every = brute_shadings(p)
        if not s.ok:
            assert every == [], cells
            continue
        for v, x in enumerate(s.state):
            if x != UNKNOWN:
                assert all((g[v // n][v % n] == "x") == (x == SEA) for g in every), cells


def test_a_small_puzzle_settles_whole():
    """A puzzle that propagation and probing settle whole, as most published ones are, is
    one option per cell, no side constraint left; the bundled one keeps some cells for the search."""
    p = Nurikabe([row.split() for row in SMALL[1:]])
    assert not p.model.side_constraints and p.model.n_options == p.model.n_primary
    r = xcckit.solve(p, unique=True)
    assert r.unique and p.grid(r.solutions[0]) == [row.split() for row in SMALL_ANSWER]
    demo = Nurikabe.from_args(["demo-7x7"])
    r = xcckit.solve(demo, unique=True)
    assert r.unique and demo.grid(r.solutions[0]) == [row.split() for row in DEMO_ANSWER]


def _regions_model(m: int, n: int, clues: dict, uncounted=()):
    """An m×n grid of cells carrying 1 or 0, the cells of 1 sized regions of ``clues`` (cell ->
    size), ``uncounted`` (clue cells) given to SizedRegions with the count of the cells of 1
    (the clues' sum)."""
    from xcckit.constraints import SizedRegions
    from xcckit.puzzles.kit.cellmodels import Cells
    cells = Cells(m, n, "10")
    model = cells.model()
    names, edges = cells.graph()
    model.add_constraint(SizedRegions(model, names, edges, "1", {cells.value(c): s for c, s in clues.items()},
                                      [cells.value(c) for c in uncounted]))
    if uncounted:
        model.add_redundant_count(names, "1", sum(clues.values()), sum(clues.values()))
    return model


def _brute_regions(m: int, n: int, clues: dict) -> int:
    """The answers of :func:`_regions_model`, by brute force."""
    from xcckit.puzzles.kit.grid import regions_of
    found = 0
    for shade in range(1 << (m * n)):
        on = {(i, j) for i in range(m) for j in range(n) if shade >> (i * n + j) & 1}
        islands = regions_of(on)
        found += clues.keys() <= on and all(
            len(inside := [c for c in island if c in clues]) == 1 and len(island) == clues[inside[0]]
            for island in islands)
    return found


def test_an_uncounted_clue_keeps_the_count():
    """SizedRegions with its largest clue left uncounted beside the count of the cells of 1
    counts what the brute force does, on every backend (dlx and zdd read its pruning rule, which
    keeps every size)."""
    rng = random.Random(56)
    many = 0
    for _ in range(40):
        m, n = rng.randint(2, 3), rng.randint(2, 4)
        clues = {}
        for _ in range(rng.randint(1, 3)):
            clues[rng.randrange(m), rng.randrange(n)] = rng.randint(1, 5)
        every = _brute_regions(m, n, clues)
        model = _regions_model(m, n, clues, [max(clues, key=clues.get)])
        for backend in ("sat", "cpsat", "dlx", "zdd"):
            result = xcckit.count(model, backend=backend)
            assert result.complete and result.count == every, (clues, backend)
        many += every > 1
    assert many >= 5


def test_a_small_sea_is_counted():
    """Where the sea is at most a tenth of the grid its count is given and the largest island
    left uncounted: the answers stay those of the brute force (unsettled, and settled)."""
    rng = random.Random(9)
    counted = 0
    for _ in range(30):
        m, n = 3, 4
        cells = [["-"] * n for _ in range(m)]
        for _ in range(rng.randint(1, 3)):
            cells[rng.randrange(m)][rng.randrange(n)] = str(rng.randint(1, 11))
        total = sum(int(t) for row in cells for t in row if t != "-")
        if not m * n - 1 <= total <= m * n:
            continue
        for p in (Nurikabe(cells, settle=False), Nurikabe(cells)):
            assert answers(p, "sat") == brute_shadings(p), cells
        counted += total == m * n - 1
    assert counted >= 3


def test_clues_past_the_layers_are_cut_lazily(monkeypatch):
    """With no layers allowed (:data:`~xcckit.constraints.regions.LAYERS` 0: every clue's
    region held together by the lazy cuts alone) sat counts what the brute force does."""
    from xcckit.constraints import regions
    monkeypatch.setattr(regions, "LAYERS", 0)
    rng = random.Random(57)
    for _ in range(30):
        m, n = rng.randint(2, 3), rng.randint(3, 4)
        clues = {}
        for _ in range(rng.randint(1, 3)):
            clues[rng.randrange(m), rng.randrange(n)] = rng.randint(2, 7)
        result = xcckit.count(_regions_model(m, n, clues), backend="sat")
        assert result.complete and result.count == _brute_regions(m, n, clues), clues
