"""Numberlink's own questions (what every genre is asked: tests/cases/numberlink.py): zdd's
refusal, a small puzzle's empty cells, the rules checker on a path through an empty cell and on
cells outside the answer notation, pzprjs's URLs, clues through the API, many pairs, and the
maker's numbers and symmetric paths."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.backends import get_backend
from xcckit.constraints import CarriedShortcuts, NoShortcuts
from xcckit.errors import InputError, UnsupportedError
from xcckit.making import make
from xcckit.puzzles.kinds import get_kind
from xcckit.puzzles.kit.grid import SIDES, images
from xcckit.puzzles import numberlink, numberlink_frontier
from xcckit.puzzles.numberlink import Numberlink

from .cases.numberlink import CASE, DEMO_ANSWER, SMALL, random_cells, random_puzzle
from .conftest import listing
from .genres import assert_one_cell_breaks, brute, equal_to_the_rules


@pytest.mark.parametrize("seed", range(CASE.seeds))
def test_zdd_counts_the_paths_but_lists_none(seed):
    """zdd counts a numberlink by the frontier method (the paths' mates in its states: the suite
    compares its counts with the brute force's), and says in words that it lists no answers."""
    p = CASE.random(random.Random(seed))
    assert xcckit.count(p, backend="zdd").count == xcckit.count(p, backend="dlx").count
    with pytest.raises(UnsupportedError) as refused:
        xcckit.solve(p, backend="zdd")
    assert str(refused.value) == ("the zdd backend enforces a paths constraint only in a count (by the frontier "
                                  "method), not in a diagram of the solutions (solutions, samples, facts)")


def test_a_small_puzzle_from_the_notation(backend_name):
    """Cells may stay empty: the 1 goes round the 2 in the bottom row, the 2 on its right."""
    p = Numberlink.from_text("\n".join(SMALL) + "\n")
    found = equal_to_the_rules(p, backend_name, CASE.candidates)  # (zdd: counted only)
    assert len(found) == 4
    assert [" ".join(r) for r in found[0]] == ["s - - -", "ns e ew sw", "ne ew w n"]


def test_the_rules_checker_passes_a_path_through_an_empty_cell():
    p = Numberlink([["1", "-", "1"]])
    assert p.verify([["e", "ew", "w"]]) is None and p.verify({"grid": [["e", "ew", "w"]]}) is None


@pytest.mark.parametrize("cell, token", [
    ((2, 3), "x"),  # (a letter that is no side)
    ((2, 3), "N"),  # (sides are small letters)
    ((2, 3), "ee"),  # (a side twice)
    ((2, 3), "sn"),  # (out of order)
    ((2, 3), ""),  # (no sides: an empty cell is '-')
    ((2, 0), "1"),  # (a number's cell written as its number)
])
def test_the_rules_checker_names_a_cell_outside_the_answer_notation(cell, token):
    """One cell of a known answer written in no way the answer notation has, named as such
    (the answer unchanged keeps the rules)."""
    rule = (f"r{cell[0] + 1}c{cell[1] + 1} is '{token}': a cell is '-' or the sides its path leaves by "
            f"(n, s, e, w in that order)")
    assert_one_cell_breaks(get_kind("numberlink").from_args(["demo-8x8"]), DEMO_ANSWER, cell, token, rule)


def test_pzprjss_urls():
    assert Numberlink.from_url("https://puzz.link/p?numlin/5/5/1j2h3m1h2j3").cells[1] == ["2", "-", "-", "3", "-"]
    assert Numberlink.from_url("https://puzz.link/p?numlin/3/1/-11g-11").cells == [["17", "-", "17"]]
    assert Numberlink.from_url("https://puzz.link/p?numberlink/3/1/1g1").cells == [["1", "-", "1"]]  # pzprjs's alias


def test_a_cell_that_is_no_number_through_the_api_is_refused():
    with pytest.raises(ValueError, match="a cell is a number from 1"):
        Numberlink([["1", "x"]])


def test_a_number_seen_once_through_the_api_names_its_cell():
    with pytest.raises(InputError, match="^numberlink r2c2: the number 3 appears only once"):
        Numberlink([["1", "1"], ["-", "3"]])


def test_more_pairs_than_one_digit_holds():
    """Labels of many digits: 70 pairs side by side in a 2×70 grid, each its own column."""
    cells = [[str(k + 1) for k in range(70)]] * 2
    p = Numberlink(cells)
    r = xcckit.solve(p, backend="sat", unique=True)
    assert r.unique and p.grid(r.solutions[0]) == [["s"] * 70, ["n"] * 70]


@pytest.mark.parametrize("seed", range(3))
def test_every_number_of_a_made_puzzle_is_needed(seed):
    """(The suite asks that the maker's answer keeps the rules.) None is removable."""
    assert Numberlink.maker(5, 6, random.Random(seed)).removable == []


def _paths(answer: list[list[str]]) -> dict[frozenset, frozenset]:
    """The cells of each path of an answer grid, with its two ends."""
    sides = {(i, j): t.replace("-", "") for i, row in enumerate(answer) for j, t in enumerate(row)}
    walks = [Numberlink._follow(sides, c) for c, t in sides.items() if len(t) == 1]
    return {frozenset(w): frozenset((w[0], w[-1])) for w in walks}


@pytest.mark.parametrize("symmetry, m, n", [("rot2", 6, 6), ("rot4", 6, 6), ("mirror", 6, 6), ("rot2", 7, 7),
                                            ("rot4", 7, 7), ("mirror", 7, 7), ("mirror", 6, 5)])
def test_a_symmetric_puzzle_has_paths_that_map_onto_paths(symmetry, m, n):
    """Made under each symmetry (odd sides: paths their own images across the middle, across or
    along a mirror's axis; rot4's middle cell empty): each path of the answer maps onto a path,
    each pair of numbers onto a pair; the puzzle is unique and its answer keeps the rules."""
    made = make("numberlink", m, n, seed=1, symmetry=symmetry)
    p, maps = made.puzzle, images(m, n, symmetry)
    pairs = {frozenset(c for c in p.clue if p.clue[c] == v) for v in p.clue.values()}
    paths = _paths(made.answer)
    assert set(paths.values()) == pairs
    assert all(frozenset(f(*c) for c in q) in group for group in (pairs, paths) for q in group for f in maps)
    assert xcckit.count(p, limit=2).count == 1 and p.verify(made.answer) is None


def test_the_symmetric_maker_draws_paths_that_are_their_own_images():
    """Over 20 draws of 7×7: under rot2 and mirror some path is its own image (under mirror some
    across the axis, some along it); under rot4 none is and the middle cell stays empty; every
    draw's paths map onto its paths."""
    own = {"rot2": set(), "mirror": set(), "rot4": set()}
    for symmetry, seen in own.items():
        maps = images(7, 7, symmetry)
        for seed in range(20):
            made = Numberlink.maker(7, 7, random.Random(seed), symmetry)
            paths = _paths(made.answer)
            assert all(frozenset(f(*c) for c in q) in paths for q in paths for f in maps)
            seen.update("along" if all(maps[1](*c) == c for c in q) else "across" for q in paths
                        if frozenset(maps[1](*c) for c in q) == q)
            assert symmetry != "rot4" or made.answer[3][3] == "-"
    assert own == {"rot2": {"across"}, "mirror": {"across", "along"}, "rot4": set()}


def test_rot4_on_2x2_is_refused():
    with pytest.raises(InputError, match="^symmetry: a 2x2 numberlink has no path under rot4: any two "):
        make("numberlink", 2, 2, seed=1, symmetry="rot4")


def test_short_cycles_through_no_end():
    """Numberlink's paths constraint rules out each cycle of at most 6 edges through no end by a
    clause (the rest by lazy cuts): in 3×3 with ends in two corners, the two squares away from
    them; in 3×4, the four squares and three 1×2 rectangles away from them. (A grid's cycles are
    found once and kept: the same 3×3 with other ends has its own: none with an end in the
    middle, the two other squares with the ends in the other corners.)"""
    for cells, count in (([["1", "-", "-"], ["-", "-", "-"], ["-", "-", "1"]], 2),
                         ([["1", "-", "-", "-"], ["-", "-", "-", "-"], ["-", "-", "-", "1"]], 7),
                         ([["1", "-", "-"], ["-", "1", "-"], ["-", "-", "-"]], 0),
                         ([["-", "-", "1"], ["-", "-", "-"], ["1", "-", "-"]], 2)):
        (paths,) = Numberlink(cells).model.side_constraints
        cycles = paths.short_cycles()
        assert paths.simple and len(cycles) == count
        assert all(paths.edge_u[e] not in paths.ends and paths.edge_v[e] not in paths.ends for c in cycles for e in c)


@pytest.mark.parametrize("seed", range(6))
def test_every_cell_on_a_path_equals_the_rules(seed, backend_name):
    """``--fill`` (every cell on a path): random small puzzles on every backend against the
    brute force of the rules checker, which says a cell off every path breaks the variant; the
    variant's answers are janko's answers that leave no cell empty."""
    p = random_puzzle(random.Random(seed))
    full = Numberlink(p.cells, fill=True)
    expected = equal_to_the_rules(full, backend_name, CASE.candidates)  # (zdd: counted only)
    assert expected == [g for g in brute(p, CASE.candidates) if all(t != "-" for row in g for t in row)]


def test_fill_from_the_command_line(run_cli, tmp_path):
    path = tmp_path / "n.txt"
    path.write_text("2 3\n1 - 1\n- - -\n")
    assert run_cli("count", "numberlink", str(path)) == (0, "4 solutions\n", "")
    assert run_cli("count", "numberlink", str(path), "--fill") == (0, "0 solutions\n", "")
    assert Numberlink([["1", "-", "1"], ["-", "-", "-"]], fill=True).verify(
        [["e", "ew", "w"], ["-", "-", "-"]]) == "r2c1 is on no path (with --fill every cell is)"


def _shortcut(grid: list[list[str]]) -> bool:
    """Whether an answer's paths have a shortcut, from the definition: two neighbouring cells of
    one path that the path does not join, or an empty cell beside two cells of one path that
    the path does not join through their other shared neighbour (written here from the rules,
    not from the package's constraint)."""
    m, n = len(grid), len(grid[0])
    step = {"n": (-1, 0), "s": (1, 0), "w": (0, -1), "e": (0, 1)}
    path: dict[tuple[int, int], int] = {}
    for start in ((i, j) for i in range(m) for j in range(n)):
        if grid[start[0]][start[1]] not in ("-",) and start not in path:
            todo = [start]
            path[start] = len(path)
            while todo:
                i, j = todo.pop()
                for d in grid[i][j]:
                    nb = (i + step[d][0], j + step[d][1])
                    if nb not in path:
                        path[nb] = path[start]
                        todo.append(nb)

    def joined(a, b) -> bool:
        return any((a[0] + step[d][0], a[1] + step[d][1]) == b for d in grid[a[0]][a[1]].replace("-", ""))

    def near(c):
        return [(c[0] + a, c[1] + b) for a, b in step.values() if 0 <= c[0] + a < m and 0 <= c[1] + b < n]

    for c in ((i, j) for i in range(m) for j in range(n)):
        for x in near(c):
            if c in path and x in path and path[c] == path[x] and not joined(c, x):
                return True
        if c not in path:
            for p in near(c):
                for q in near(c):
                    if p < q and p in path and q in path and path[p] == path[q] and not any(
                            y != c and joined(p, y) and joined(y, q) for y in near(p) if y in near(q)):
                        return True
    return False


def _turns_up_alone(grid: list[list[str]], clues: set[tuple[int, int]]) -> bool:
    """Whether a path turns up (``nw`` or ``ne``) at a cell whose neighbour beyond the corner
    on the diagonal is neither a number nor a turn the same way."""
    for i, row in enumerate(grid):
        for j, t in enumerate(row):
            for way, dj in (("nw", -1), ("ne", 1)):
                if t == way and (i - 1, j + dj) not in clues and grid[i - 1][j + dj] != way:
                    return True
    return False


def _swept(grid: list[list[str]], sweep: list[list[tuple[int, int]]],
           clues) -> tuple[list[list[str]], set[tuple[int, int]]]:
    """An answer and its numbers' cells as the frontier count's sweep sees the grid (row ``a``
    of the sweep its row ``a``): each cell's sides named in that frame."""
    at = {c: (a, b) for a, row in enumerate(sweep) for b, c in enumerate(row)}
    out = []
    for a, row in enumerate(sweep):
        out.append([])
        for b, (i, j) in enumerate(row):
            near = {at[i + SIDES[d][0], j + SIDES[d][1]] for d in grid[i][j].replace("-", "")}
            out[-1].append("".join(d for d in "nsew" if (a + SIDES[d][0], b + SIDES[d][1]) in near) or "-")
    return out, {at[c] for c in clues}


@pytest.mark.parametrize("seed", range(10))
@pytest.mark.parametrize("searching", listing(CarriedShortcuts))
def test_the_reduction_holds_the_answers_without_shortcuts(seed, searching):
    """The reduction a search for one or two answers asks first: its solutions, read as the
    puzzle's, are the puzzle's answers (brute force of the rules checker) that have no shortcut
    and turn up only beside a number or a turn the same way, on each backend that takes its
    no-shortcuts constraint with its labels carried (cpsat refuses it, and dlx)."""
    p = random_puzzle(random.Random(seed))
    reduced = p.relaxation()
    got = sorted(p.grid(reduced.lift(s)) for s in xcckit.solve(reduced.model, backend=searching, limit=None).solutions)
    assert got == [g for g in brute(p, CASE.candidates) if not _shortcut(g) and not _turns_up_alone(g, set(p.clue))]
    assert get_backend("cpsat").mode_of(reduced.model.side_constraints[-1]) is None
    assert get_backend("dlx").mode_of(reduced.model.side_constraints[-1]) is None


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("searching", listing(NoShortcuts))
def test_labels_carried_by_the_edges_and_no_shortcuts(seed, searching):
    """:class:`NoShortcuts` without carrying the labels, over the puzzle's own model (its labels
    carried by the edges' options, one digit a cell): its solutions are the puzzle's answers
    (brute force of the rules checker) that have no shortcut, on each backend that takes it."""
    p = random_puzzle(random.Random(700 + seed))
    p.model  # (the labels and the ways' options the answers are read by)
    model, lines, _ = p._model(numberlink.BASE)
    cells = [(i, j) for i in range(p.m) for j in range(p.n)]
    named = [(e, f"v0.{a[0]}.{a[1]}", f"v0.{b[0]}.{b[1]}") for e, a, b in lines.edges()]
    if named:
        model.add_constraint(NoShortcuts(model, named, {f"v0.{i}.{j}": f"v0.{i}.{j}" for i, j in cells},
                                         [str(k) for k in range(len(p.label))]))
    found = xcckit.solve(model, backend=searching, limit=None).solutions
    got = sorted(p.grid(p._solution(lines.through(s))) for s in found)
    assert got == [g for g in brute(p, CASE.candidates) if not _shortcut(g)]


def test_the_reduction_carries_each_label_along_its_path():
    """The reduction's labels are options of their cells, carried along the edges on by the
    shortcuts constraint (``carry``): an answer whose middle cell takes the other pair's label
    breaks it, by the constraint's own check and by the model's (no solution of the model has
    it: the two straight paths are the only answer)."""
    p = Numberlink([["1", "-", "1"], ["2", "-", "2"]], settle=False)
    reduced = p.relaxation()
    model = reduced.model
    shortcuts = model.constraints(NoShortcuts)[0]
    assert isinstance(shortcuts, CarriedShortcuts) and shortcuts.carry
    (sol,) = xcckit.solve(model, backend="sat", limit=None).solutions
    assert p.grid(reduced.lift(sol)) == [["e", "ew", "w"], ["e", "ew", "w"]]
    (mine,) = [o for o in sol if model.option_tokens(o)[0] == "L.0.1"]
    other = next(o for o in range(model.n_options)
                 if model.option_tokens(o)[0] == "L.0.1" and o != mine and "B.0.1:1" in model.option_tokens(o))
    bad = sorted(set(sol) - {mine} | {other})
    assert shortcuts.check(model, sol) is None
    assert shortcuts.check(model, bad) == ("no shortcuts: the edge between 'v0.0.0' and 'v0.0.1' is on but they "
                                           "carry different labels")
    assert all(sorted(s) != bad for s in xcckit.solve(model, backend="sat", limit=None).solutions)


def test_a_search_for_two_answers_asks_the_reduction_for_the_second(monkeypatch):
    """On 16 random small puzzles a search for two answers on sat finds as many as there are (at
    most two, against the brute force) and says unique where there is one; where the reduction
    has one solution, the second answer comes from a path drawn another way through the cells
    the other paths leave free (2x3, 1 - 1: the reduction has only the straight path)."""
    asked = []
    second = Numberlink._second
    monkeypatch.setattr(Numberlink, "_second", lambda self, through: asked.append(second(self, through)) or asked[-1])
    p = Numberlink([["1", "-", "1"], ["-", "-", "-"]], settle=False)
    r = xcckit.solve(p, backend="sat", unique=True)
    assert len(r.solutions) == 2 and not r.unique and asked and asked[-1] is not None
    assert p.grid(r.solutions[0]) == [["e", "ew", "w"], ["-", "-", "-"]] and p.verify(p.grid(r.solutions[1])) is None
    for seed in range(16):
        p = random_puzzle(random.Random(seed))
        expected = brute(p, CASE.candidates)
        r = xcckit.solve(p, backend="sat", unique=True)
        assert len(r.solutions) == min(2, len(expected)) and r.unique == (len(expected) == 1)
        assert all(p.grid(s) in expected for s in r.solutions) and len(set(r.solutions)) == len(r.solutions)
    assert None in asked and any(a is not None for a in asked)


def test_with_every_cell_on_a_path_the_reduction_where_cells_may_stay_empty_decides_or_hands_on():
    """With ``fill`` a search asks the reduction of the puzzle where cells may stay empty: on 24
    random small puzzles a search for two answers, and one for one, find as many as the brute
    force (every cell on a path) has, at most two; where the reduction's answer leaves a cell
    empty, or its second does, the puzzle's own model is searched (both happen among them)."""
    asked = {"reduced": 0, "own": 0}
    for seed in range(24):
        p = random_puzzle(random.Random(500 + seed))
        p = Numberlink(p.cells, fill=True, settle=False)
        expected = brute(p, CASE.candidates)
        reduction = p.relaxation()
        assert reduction is not None
        own = xcckit.solve(reduction.model, backend="sat", limit=2)
        decided = (own.status == "unsat" or (len(own.solutions) == 1 and reduction.lift(own.solutions[0]) is not None
                                               and reduction.other(own.solutions[0]) != "undecided"))
        asked["reduced" if decided else "own"] += 1
        r = xcckit.solve(p, backend="sat", unique=True)
        assert len(r.solutions) == min(2, len(expected)) and r.unique == (len(expected) == 1), seed
        assert all(p.grid(s) in expected for s in r.solutions) and len(set(r.solutions)) == len(r.solutions)
        one = xcckit.solve(p, backend="sat")
        assert len(one.solutions) == min(1, len(expected)) and all(p.grid(s) in expected for s in one.solutions)
    assert asked["reduced"] and asked["own"]


def _timing_out(monkeypatch, model) -> list:
    """Searches of ``model`` through the API time out at once from now on (the others run); the
    list gets the time limit each was given."""
    import xcckit.api as api
    from xcckit.backends import Outcome
    from xcckit.backends.base import Record

    run = api.threads.run
    given: list = []

    def run_or_time_out(searched, b, on_solution, *, limit=None, time_limit=None):
        if searched is model:
            given.append(time_limit)
            return Record(Outcome.TIMEOUT, None, b)
        return run(searched, b, on_solution, limit=limit, time_limit=time_limit)

    monkeypatch.setattr(api.threads, "run", run_or_time_out)
    return given


def test_where_the_reduction_hands_on_the_own_model_keeps_the_guesses_time_back(monkeypatch):
    """With ``fill``, where the reduction's answer has a second that leaves a cell empty
    (UNDECIDED), the puzzle's own model is searched in the time left but GUESS_RESERVE of the
    time limit, and where it finds nothing in that (here: it times out at once), the guess's
    answer is shown, its uniqueness not proven."""
    import xcckit.api as api

    p = Numberlink([[str(i + 1)] + ["-"] * 18 + [str(i + 1)] for i in range(10)], fill=True, settle=False)
    reduced = p.relaxation()
    monkeypatch.setattr(Numberlink, "relaxation", lambda self: reduced._replace(other=lambda solution: "undecided"))
    given = _timing_out(monkeypatch, p.model)
    r = xcckit.solve(p, backend="sat", unique=True, time_limit=60)
    assert r.unique is None and r.status == "solved" and p.grid(r.solutions[0]) == [["e"] + ["ew"] * 18 + ["w"]] * 10
    assert len(given) == 1 and 60 * (1 - 2 * api.GUESS_RESERVE) < given[0] <= 60 * (1 - api.GUESS_RESERVE)


def test_a_search_for_one_answer_asks_the_guesses_first(monkeypatch):
    """On a grid of at least GUESS_CELLS cells a search for one answer asks the relaxation's
    guesses first (every turn in a spike; with and then without every cell on a path) and gives
    the first one's answer; where neither has one (the 1 at r1c1 and r2c2: a path turning up
    beside an empty cell, or down), the relaxation's own answer. A search for two asks none
    (but where the relaxation found nothing in its time: the next test)."""
    asked = []
    guess = Numberlink._guess
    monkeypatch.setattr(Numberlink, "_guess", lambda self, fill: asked.append(fill) or guess(self, fill))
    p = Numberlink([[str(i + 1)] + ["-"] * 18 + [str(i + 1)] for i in range(10)], settle=False)
    r = xcckit.solve(p, backend="sat")
    assert asked == [True] and r.status == "solved" and p.grid(r.solutions[0]) == [["e"] + ["ew"] * 18 + ["w"]] * 10
    cells = [["-"] * 20 for _ in range(10)]
    cells[0][0] = cells[1][1] = "1"
    asked.clear()
    r = xcckit.solve(Numberlink(cells, settle=False), backend="sat")
    assert asked == [True, False] and Numberlink(cells, settle=False).grid(r.solutions[0])[:2] == [
        ["e", "sw"] + ["-"] * 18, ["-", "n"] + ["-"] * 18]
    asked.clear()
    assert len(xcckit.solve(Numberlink(cells, settle=False), backend="sat", unique=True).solutions) == 2 and asked == []


def test_with_every_cell_on_a_path_a_search_for_one_answer_asks_the_guess_first(monkeypatch):
    """With ``fill`` on a grid of at least GUESS_CELLS cells, a search for one answer asks the
    guess with every cell on a path first (no shortcut, every turn in a spike: the puzzle has no
    reduction of its own, but the guess's answers are answers) and gives its answer; where it
    has none (GUESS_CELLS lowered: 1 at r1c1 and r2c1 of a 2x3 grid, whose only answer runs
    out along row 1 and back along row 2, beside itself), the puzzle's own model's. A search
    for two asks no guess."""
    asked = []
    guess = Numberlink._guess
    monkeypatch.setattr(Numberlink, "_guess", lambda self, fill: asked.append(fill) or guess(self, fill))
    p = Numberlink([[str(i + 1)] + ["-"] * 18 + [str(i + 1)] for i in range(10)], fill=True, settle=False)
    r = xcckit.solve(p, backend="sat")
    assert asked == [True] and r.status == "solved" and p.grid(r.solutions[0]) == [["e"] + ["ew"] * 18 + ["w"]] * 10
    monkeypatch.setattr(numberlink, "GUESS_CELLS", 6)
    p = Numberlink([["1", "-", "-"], ["1", "-", "-"]], fill=True, settle=False)
    asked.clear()
    r = xcckit.solve(p, backend="sat")
    assert asked == [True] and r.status == "solved" and p.grid(r.solutions[0]) == [["e", "ew", "sw"], ["e", "ew", "nw"]]
    asked.clear()
    r = xcckit.solve(p, backend="sat", unique=True)
    assert r.unique is True and asked == [] and p.grid(r.solutions[0]) == [["e", "ew", "sw"], ["e", "ew", "nw"]]


def test_a_search_for_two_out_of_time_asks_the_guesses_in_the_time_kept_back(monkeypatch):
    """A search for two with a time limit keeps GUESS_RESERVE of it back: where the relaxation's
    own search found nothing in the rest (here: a search that times out at once), the guesses
    give an answer, its uniqueness not proven; without a time limit nothing is kept back."""
    import xcckit.api as api

    p = Numberlink([[str(i + 1)] + ["-"] * 18 + [str(i + 1)] for i in range(10)], settle=False)
    relaxed = p.relaxation()
    monkeypatch.setattr(Numberlink, "relaxation", lambda self: relaxed)
    given = _timing_out(monkeypatch, relaxed.model)
    r = xcckit.solve(p, backend="sat", unique=True, time_limit=60)
    assert r.unique is None and len(r.solutions) == 1 and r.status == "solved"
    assert p.grid(r.solutions[0]) == [["e"] + ["ew"] * 18 + ["w"]] * 10
    assert given == [pytest.approx(60 * (1 - api.GUESS_RESERVE), abs=1)]
    given.clear()
    r = xcckit.solve(p, backend="sat", unique=True)
    assert r.unique is None and r.solutions == [] and given == [None]


def _labelled(cells: list[list[str]]) -> list[list[int]]:
    """A puzzle's cells as the frontier count reads them: each number's label from 1, 0 for none."""
    numbers = sorted({int(t) for row in cells for t in row if t != "-"})
    return [[0 if t == "-" else numbers.index(int(t)) + 1 for t in row] for row in cells]


@pytest.mark.parametrize("fill", [False, True])
def test_the_frontier_count_equals_the_rules(fill):
    """The frontier count of every answer (at most 2) of 60 random small puzzles (2x3 to 2x5 and
    5x2), cells left empty or not, equals the brute force's (the rules checker on every set of
    edges), its one answer the brute force's one. Where cells may stay empty the count leaves
    out answers with two cells side by side on one path, not joined, and answers with a turn up
    (in the order of its sweep) alone: it counts at least the answers without a shortcut
    (:func:`_shortcut`) whose turns up, in the sweep's frame, stand beside a number or a turn
    the same way (:func:`_turns_up_alone`), and at most all; some without a shortcut are left
    out. The puzzle is settled where it has one answer or none, and a search through the API
    gives its answers, proven unique where there is one. Every count happens: none, one, two or
    more, and where cells may stay empty, one counted where the others are that one made longer
    (:meth:`Numberlink._second`)."""
    rng = random.Random(7 + fill)
    seen = set()
    longer = pruned = 0
    for _ in range(60):
        cells = random_cells(rng, [(2, 3), (3, 2), (3, 3), (2, 4), (4, 2), (2, 5), (5, 2)], 3)
        p = Numberlink(cells, fill=fill)
        expected = brute(p, CASE.candidates)
        got = numberlink_frontier.count(_labelled(cells), fill=fill, chords=True)
        assert got is not None and got[0] == min(2, len(expected)), cells
        if got[0] == 1:
            assert [[t or "-" for t in row] for row in got[1]] == expected[0]
        fewer = numberlink_frontier.count(_labelled(cells), fill=fill)
        sweep = numberlink_frontier._sweep(p.m, p.n, _labelled(cells))
        shortest = [g for g in expected if fill or not (_shortcut(g) or _turns_up_alone(*_swept(g, sweep, p.clue)))]
        assert min(2, len(shortest)) <= fewer[0] <= got[0], cells
        pruned += fewer[0] < min(2, len([g for g in expected if fill or not _shortcut(g)]))
        longer += fewer[0] == 1 and got[0] == 2  # (the other answers made longer than the one counted)
        assert (p.settled is not None) == (len(expected) < 2), cells
        if len(expected) == 1:
            assert p.model.n_options == p.m * p.n and not p.model.side_constraints
        seen.add(got[0])
        r = xcckit.solve(p, unique=True)
        grids = [p.grid(s) for s in r.solutions]
        assert len(grids) == min(2, len(expected)) and all(g in expected for g in grids)
        assert len(set(map(str, grids))) == len(grids)
        assert r.unique == (len(expected) == 1)
    assert seen == {0, 1, 2}
    assert (longer > 0) == (not fill)
    assert (pruned > 0) == (not fill)  # (answers without a shortcut left out by their turns up)


def test_the_frontier_count_keeps_the_answers_its_reduction_needs():
    """On 40 random puzzles of 3x6 to 5x5 whose cells may stay empty, the count (at most 2) is
    at least that of the answers (all of them, listed by dlx in the model of the rules) without
    a shortcut whose turns up, in the frame of the count's sweep, stand beside a number or a
    turn the same way; its one answer is one of them; and some answers without a shortcut are
    left out by their turns up (a turn up and left, or up and right, breaking the rule is
    caught: each of the two checks left out makes a count here too small)."""
    rng = random.Random(5)
    pruned = 0
    for _ in range(40):
        cells = random_cells(rng, [(4, 4), (4, 5), (5, 4), (3, 6), (5, 5)], 4)
        own = Numberlink(cells, settle=False)
        found = [own.grid(s) for s in xcckit.solve(own, backend="dlx", limit=None).solutions]
        labelled = _labelled(cells)
        sweep = numberlink_frontier._sweep(own.m, own.n, labelled)
        kept = [g for g in found if not (_shortcut(g) or _turns_up_alone(*_swept(g, sweep, own.clue)))]
        got = numberlink_frontier.count(labelled)
        assert min(2, len(kept)) <= got[0] <= numberlink_frontier.count(labelled, chords=True)[0], cells
        if got[0] == 1:
            assert [[t or "-" for t in row] for row in got[1]] in found
        pruned += got[0] < min(2, len([g for g in found if not _shortcut(g)]))
    assert pruned > 0


def test_the_frontier_count_equals_dlx_on_wider_grids():
    """On 40 random puzzles of 4x4 to 5x7 (wider than tall too: the count turns the grid so that
    its frontier runs along the shorter side), the count equals what dlx finds in the model of
    the rules (up to two answers), and its one answer is dlx's."""
    rng = random.Random(11)
    for k in range(40):
        cells = random_cells(rng, [(4, 4), (4, 5), (5, 4), (5, 5), (4, 6), (5, 7), (6, 4)], 6)
        fill = k % 3 == 0
        own = Numberlink(cells, fill=fill, settle=False)
        found = xcckit.solve(own, backend="dlx", limit=2).solutions
        got = numberlink_frontier.count(_labelled(cells), fill=fill, chords=True)
        assert got is not None and got[0] == len(found), (cells, fill)
        if got[0] == 1:
            assert [[t or "-" for t in row] for row in got[1]] == own.grid(found[0])
        settled = Numberlink(cells, fill=fill).settled
        assert (settled is not None) == (len(found) < 2), (cells, fill)
        if len(found) == 1:
            assert [[settled[i, j] or "-" for j in range(own.n)] for i in range(own.m)] == own.grid(found[0])


def test_the_count_gives_up_beyond_its_states(monkeypatch):
    """Beyond STATES states the count gives up (None) and the puzzle's model is the rules' own,
    searched as before: the same one answer."""
    cells = [["1", "-", "-", "-", "-"], ["2", "-", "-", "2", "1"], ["3", "-", "-", "-", "3"]]
    assert numberlink_frontier.count(_labelled(cells), most=10) is None
    settled = Numberlink(cells)
    monkeypatch.setattr(numberlink_frontier, "STATES", 10)
    p = Numberlink(cells)
    assert settled.settled is not None and p.settled is None and p.model.side_constraints
    a, b = xcckit.solve(settled, unique=True), xcckit.solve(p, unique=True)
    assert a.unique == b.unique and [settled.grid(s) for s in a.solutions] == [p.grid(s) for s in b.solutions]
