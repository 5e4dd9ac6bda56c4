"""Slitherlink: Knuth's model, the single loop on every backend, the loop's answer and drawing, the
published corpus. What every genre is asked (its answer grid, the rules checker, bad notation and
URLs) is its case's: tests/cases/slitherlink.py."""

from __future__ import annotations

import functools
import json
import xml.etree.ElementTree as ET

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import xcckit
from xcckit import write_dlx
from xcckit.backends import backend_class, backends_for, get_backend
from xcckit.check import check_solution
from xcckit.crosscheck import crosscheck
from xcckit.puzzles.slitherlink import Slitherlink

from .conftest import accepted, CONFIGS, GOLDEN, ROOT, SHARED, jsonl, sampled

JANKO = jsonl(SHARED / "slitherlink" / "janko.jsonl")
EXTRA = jsonl(SHARED / "slitherlink" / "extra.jsonl")
# The dancing-links backend has no loop-aware heuristics beyond pruning: it takes seconds to
# minutes on the 20×30 and larger puzzles, so the suite runs it on the smaller ones.
DLX_MAX_CELLS = 300


def brute_force_loops(m: int, n: int, clues: list[str] | None = None) -> int:
    """Single loops on an m×n grid (meeting the clues, if given), counted independently of
    xcckit: a simple cycle is the boundary of a non-empty set of cells whose boundary edges give
    every dot degree 0 or 2 and form one connected curve; a clue counts the neighbours (outside
    the grid: outside) on the other side of the curve."""
    count = 0
    cells = [(i, j) for i in range(m) for j in range(n)]
    for bits in range(1, 1 << (m * n)):
        inside = {c for k, c in enumerate(cells) if bits >> k & 1}
        if clues and any(
                clues[i][j] != "." and int(clues[i][j]) != sum(
                    ((i, j) in inside) != (nb in inside)
                    for nb in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1)))
                for i, j in cells):
            continue
        edges = []
        for i, j in inside:
            for (a, b), nb in ((((i, j), (i, j + 1)), (i - 1, j)), (((i + 1, j), (i + 1, j + 1)), (i + 1, j)),
                               (((i, j), (i + 1, j)), (i, j - 1)), (((i, j + 1), (i + 1, j + 1)), (i, j + 1))):
                if nb not in inside:
                    edges.append((a, b))
        degree: dict = {}
        for a, b in edges:
            degree[a] = degree.get(a, 0) + 1
            degree[b] = degree.get(b, 0) + 1
        if any(d != 2 for d in degree.values()):
            continue
        adj: dict = {}
        for a, b in edges:
            adj.setdefault(a, []).append(b)
            adj.setdefault(b, []).append(a)
        start = edges[0][0]
        seen, stack = {start}, [start]
        while stack:
            for w in adj[stack.pop()]:
                if w not in seen:
                    seen.add(w)
                    stack.append(w)
        count += len(seen) == len(degree)
    return count


@functools.lru_cache(maxsize=None)
def blank_loops(m: int, n: int) -> int:
    """The brute force's count of a blank grid's loops, once a process (1.5 s for 4×4: it was
    counted again for each of the nine backend configurations)."""
    return brute_force_loops(m, n)


@pytest.mark.parametrize("m,n,expected", [(2, 2, 13), (3, 3, 213), (4, 4, 9349)])
def test_blank_grid_loop_counts(backend, m, n, expected):
    assert blank_loops(m, n) == expected
    p = Slitherlink(["." * n] * m)
    accepted(backend, p.model)
    # (cpsat enumerates a solution at a time, with a new constraint each: 17 s for the 9,349 loops;
    # its first 1,000 are as telling)
    limit = 1000 if backend.name == "cpsat" else None
    assert xcckit.count(p.model, backend=backend, limit=limit).count == min(expected, limit or expected)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_clued_grids_match_brute_force(data):
    """Every backend configuration of the test matrix against brute force (25 random grids: 40
    took 16 s, each counted and listed on every configuration)."""
    m, n = data.draw(st.sampled_from([(1, 3), (2, 2), (2, 3), (3, 3), (3, 4)]))
    clues = ["".join(data.draw(st.sampled_from("....0123")) for _ in range(n)) for _ in range(m)]
    expected = brute_force_loops(m, n, clues)
    model = Slitherlink(clues).model
    counts = {config: xcckit.count(model, backend=get_backend(name, **opts)).count
              for config, (name, opts) in CONFIGS.items() if name != "trie"}
    assert set(counts.values()) == {expected}, counts
    solutions = {tuple(sorted(xcckit.solve(model, backend=get_backend(name, **opts), limit=None).solutions))
                 for name, opts in CONFIGS.values() if name != "trie"}
    assert len(solutions) == 1


def test_bare_xcc_still_counts_unions_of_loops(run_cli):
    code, out, _ = run_cli("count", "dlx", GOLDEN / "slither-empty3x3.dlx", "-b", "dlx", "--json")
    assert code == 0 and json.loads(out)["count"] == 322


@pytest.mark.parametrize("name", ["p1", "g4x4s1", "empty3x3"])
def test_export_matches_slitherlink_dlx(run_cli, name):
    code, out, _ = run_cli("export", "slitherlink", GOLDEN / f"slither-{name}.txt")
    golden = (GOLDEN / f"slither-{name}.dlx").read_text()
    assert code == 0
    assert out == golden  # comment lines included: they reproduce the original too


def test_large_grid_naming():
    p = Slitherlink(["." * 40] * 31)
    names = p.model.names
    assert "62.80" in names and "0.1" in names and max(len(x.encode()) for x in names) <= 8
    assert len(set(names)) == len(names)
    assert Slitherlink(["." * 30] * 30).model.names[-1] == "YX"  # Knuth's base 62 up to 30×30


@pytest.mark.slow
@pytest.mark.parametrize("row", sampled(JANKO, 8, keep=lambda r: r["id"] == "pk-random_15x15"), ids=lambda r: r["id"])
def test_janko_sat_solution_and_uniqueness(row):
    """A published slitherlink (an eighth of janko.jsonl; XCCKIT_CORPUS=all: every one) solved by
    sat: its one solution, the published one."""
    p = Slitherlink(row["clues"])
    result = xcckit.solve(p.model, backend="sat", limit=2)
    if row["id"] == "pk-random_15x15":  # no published solution: a random grid with 28 loops
        assert len(result.solutions) == 2 and result.unique is False
        assert {xcckit.count(p.model, backend=b).count for b in _enumerating(p.model)} == {28}
        return
    assert result.complete
    assert len(result.solutions) == 1, "published puzzles have a unique solution"
    (sol,) = result.solutions
    assert check_solution(p.model, sol) is None
    if "solution_h" in row:
        on = p.on_positions(sol)
        h = ["".join("1" if (2 * i, 2 * j + 1) in on else "0" for j in range(p.n)) for i in range(p.m + 1)]
        v = ["".join("1" if (2 * i + 1, 2 * j) in on else "0" for j in range(p.n + 1)) for i in range(p.m)]
        assert (h, v) == (row["solution_h"], row["solution_v"])


@pytest.mark.parametrize("row", JANKO[::60], ids=lambda r: r["id"])
def test_janko_sample_on_cpsat_and_dlx(row):
    p = Slitherlink(row["clues"])
    sat = xcckit.solve(p.model, backend="sat", limit=2).solutions
    for b in (["cpsat", "dlx"] if row["rows"] * row["cols"] <= DLX_MAX_CELLS else ["cpsat"]):
        assert xcckit.solve(p.model, backend=b, limit=2).solutions == sat


@pytest.mark.slow
@pytest.mark.parametrize("row", EXTRA, ids=lambda r: r["id"])
def test_extra_loop_counts_and_crosscheck(row):
    """Every puzzle of extra.jsonl (up to 30x45): the three backends count its loops, and find
    the same loops (the crosscheck runs each to the end and compares the solution sets)."""
    model = Slitherlink(row["clues"]).model
    expected = row.get("loops", 1)  # the one puzzle without a published count has one loop
    names = _enumerating(model)
    check = crosscheck(model, names)
    assert check.verdict == "agree"
    assert [(r.backend, r.count, r.complete) for r in check.runs] == [(b, expected, True) for b in names]


def _enumerating(model) -> list[str]:
    """The backends that take ``model`` and count by enumerating (not the memoised count, whose
    frontier on a 30×45 grid is another test's matter: tests/test_zdd.py)."""
    return [b for b in backends_for(model) if backend_class(b).exact_partial_count]


def test_answer_json_and_drawing(run_cli):
    code, out, _ = run_cli("solve", "slitherlink", GOLDEN / "slither-p1.txt", "--json", "-b", "sat", "--unique")
    data = json.loads(out)
    assert code == 0 and data["unique"] is False
    loop = data["solutions"][0]["answer"]["loop"]
    assert loop[0] == min(loop) and len(loop) == len({tuple(d) for d in loop})
    for (r1, c1), (r2, c2) in zip(loop, loop[1:] + loop[:1]):
        assert abs(r1 - r2) + abs(c1 - c2) == 1



def test_single_loop_removes_unions_of_loops(backend):
    # slither-p1: the bare XCC has 3 solutions, one of them two separate loops.
    p = Slitherlink.from_text((GOLDEN / "slither-p1.txt").read_text())
    accepted(backend, p.model)
    sols = xcckit.solve(p.model, backend=backend, limit=None).solutions
    assert len(sols) == 2
    for sol in sols:
        assert check_solution(p.model, sol) is None
    bare = xcckit.parse_dlx(write_dlx(p.model))
    assert xcckit.count(bare, backend=backend).count == 3


def test_text_drawing_exact(run_cli):
    code, out, _ = run_cli("solve", "slitherlink", ROOT / "models" / "slitherlink" / "demo-7x7.txt", "-b", "sat")
    assert code == 0
    assert out.splitlines()[:3] == ["┌───────────────────────┐   ·",
                                    "│                 1     │",
                                    "└───┐   ·   ·   ·   ┌───┘   ·"]


def test_svg_and_notebook_api():
    p = Slitherlink.from_text((ROOT / "models" / "slitherlink" / "demo-7x7.txt").read_text())
    (answer,) = xcckit.solve(p, backend="sat").answers
    svg = answer._repr_svg_()
    root = ET.fromstring(svg)
    assert root.tag.endswith("svg")
    polygon = [el for el in root if el.tag.endswith("polygon")][0]
    assert len(polygon.get("points").split()) == len(answer.answer["loop"])
    assert str(answer).startswith("┌")
    assert p._repr_svg_().count("<circle") == 64


def test_url_decoding():
    p = Slitherlink.from_url("https://puzz.link/p?slither/3/3/3j273")
    assert p.clues == ["3..", "..2", "2.3"]
    q = Slitherlink.from_url("http://pzv.jp/p.html?slither/4/2/a.j")
    assert q.clues == ["0...", "...."]
    assert Slitherlink.from_args(["https://puzz.link/p?slither/3/3/3j273"]).clues == p.clues


def encode_url(clues):
    """A test-side encoder of puzz.link's slither body, to round-trip random grids."""
    cells = "".join(clues)
    out, k = [], 0
    while k < len(cells):
        if cells[k] == ".":
            run = 0
            while k < len(cells) and cells[k] == "." and run < 20:
                run += 1
                k += 1
            out.append("ghijklmnopqrstuvwxyz"[run - 1])
        else:
            d = int(cells[k])
            blanks = 0
            while blanks < 2 and k + 1 + blanks < len(cells) and cells[k + 1 + blanks] == ".":
                blanks += 1
            out.append("0123456789abcde"[d + 5 * blanks])
            k += 1 + blanks
    return f"https://puzz.link/p?slither/{len(clues[0])}/{len(clues)}/{''.join(out)}"


@pytest.mark.parametrize("row", JANKO[:200:10], ids=lambda r: r["id"])
def test_url_round_trip(row):
    assert Slitherlink.from_url(encode_url(row["clues"])).clues == row["clues"]


def test_one_by_one_and_tiny_sizes(backend):
    accepted(backend, Slitherlink(["4"]).model)
    assert xcckit.count(Slitherlink(["4"]).model, backend=backend).count == 1
    assert xcckit.count(Slitherlink(["."]).model, backend=backend).count == 1
    assert xcckit.count(Slitherlink(["0"]).model, backend=backend).count == 0
    assert xcckit.count(Slitherlink(["3", "3"]).model, backend=backend).count == 1


def test_crosscheck_cli_on_extra(run_cli, tmp_path):
    row = next(r for r in EXTRA if r["id"] == "ricbit-6")
    f = tmp_path / "r6.txt"
    f.write_text("\n".join(row["clues"]) + "\n")
    code, out, _ = run_cli("crosscheck", "slitherlink", f, "--json")
    data = json.loads(out)
    assert code == 0 and data["verdict"] == "agree"
    assert {r["count"] for r in data["backends"].values()} == {706}


def test_the_grid_and_the_loop_agree():
    """The answer's grid (the cells inside the loop) has the answer's loop round it, on each loop
    of a blank 3×3 grid; the clues given as rows of the sites' tokens are the same puzzle."""
    p = Slitherlink(["..."] * 3)
    for sol in xcckit.solve(p, backend="sat", limit=None).solutions:
        a = p.answer(sol)
        assert [list(d) for d in p.loop_round(a["grid"])] == a["loop"] and p.verify(a["grid"]) is None
    q = Slitherlink([["3", "-", "-"], ["-", ".", "2"]])
    assert q.clues == ["3..", "..2"] and q.cells == [["3", "-", "-"], ["-", "-", "2"]] and q.clue == {(0, 0): 3, (1, 2): 2}
    assert q.to_text() == Slitherlink(["3..", "..2"]).to_text()
