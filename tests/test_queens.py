"""n queens: OEIS counts on every backend that takes the model, the distinct ones by Burnside,
answers, pictures and bad inputs."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import pytest

import xcckit
from xcckit.puzzles.queens import Queens

A000170 = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680]   # solutions, n = 1…11 (12: the CLI test)
A002562 = [1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341]        # up to the 8 symmetries of the board


def test_counts_are_oeis_a000170_and_a002562():
    for n, (total, distinct) in enumerate(zip(A000170, A002562), 1):
        result = xcckit.count(Queens(n, distinct=True), backend="dlx")
        assert (result.count, result.extras["distinct"]["count"]) == (total, distinct), n


def test_every_backend_agrees(backend_name):
    assert xcckit.count(Queens(6), backend=backend_name).count == 4
    assert xcckit.count(Queens(8), backend=backend_name).count == 92


def test_answers_are_queens_that_do_not_attack():
    p = Queens(8)
    for answer in xcckit.solve(p, limit=92, backend="dlx").answers:
        queens = answer.answer["queens"]
        assert len({r for r, _ in queens}) == len({c for _, c in queens}) == 8
        assert len({r + c for r, c in queens}) == len({r - c for r, c in queens}) == 8
    picture = ET.fromstring(p.svg(xcckit.solve(p, backend="dlx").solutions[0]))
    circles = [e for e in picture.iter() if e.tag.endswith("circle")]
    assert len(circles) == 8
    assert ET.fromstring(p.svg(None)) is not None


def test_cli(run_cli):
    assert run_cli("count", "queens", "12") == (0, "14,200 solutions\n", "")
    code, out, _ = run_cli("count", "queens", "8", "--distinct", "--json")
    assert code == 0 and json.loads(out)["count"] == 92
    assert json.loads(out)["distinct"] == {"count": 12, "symmetries": 8, "fixed": {"rotation by 180°": 4}}
    assert run_cli("solve", "queens", "8", "--distinct") == (2, "",
        "xcc: --distinct: counts up to symmetry: an option of xcc count, not of xcc solve\n")
    assert run_cli("count", "queens", "8", "--distinct")[1] == (
        "92 solutions\n12 distinct up to the 8 rotations and reflections of the board\n"
        "  fixed by the rotation by 180°: 4\n")
    code, out, _ = run_cli("solve", "queens", "4")
    assert code == 0 and out.endswith("· Q · ·\n· · · Q\nQ · · ·\n· · Q ·\n")
    assert run_cli("solve", "queens", "3")[0] == 1


@pytest.mark.parametrize("args,message", [
    (["0"], "xcc: 0: not a board side: give N, at least 1 (e.g. 8)"),
    (["eight"], "xcc: eight: not a board side: give N, at least 1 (e.g. 8)"),
    (["８"], "xcc: ８: not a board side: give N, at least 1 (e.g. 8)"),
    (["1" * 30], f"xcc: {'1' * 30}: a board of side {'1' * 30} cannot fit in memory"),
    (["4", "5"], "xcc: queens: expected one N (the board's side), got 2"),
    ([], "xcc: queens: expected one N (the board's side), got 0"),
    (["4", "--symmetric"], "xcc: --symmetric: no such option for queens (its options: --distinct)"),
])
def test_bad_input(run_cli, args, message):
    assert run_cli("count", "queens", *args) == (2, "", message + "\n")


def test_api_types():
    with pytest.raises(TypeError, match="n: expected an int, not str '8'"):
        Queens("8")


def test_export_is_knuths_queens_dlx_line_for_line(run_cli):
    """QUEENS-DLX's output for n = 4 (its comment line aside): the lines from the middle out, the
    one-square diagonals left out."""
    code, out, _ = run_cli("export", "queens", "4")
    lines = [line for line in out.splitlines() if not line.startswith("|")]
    assert code == 0 and lines == [
        "r2 c2 r1 c1 r3 c3 r0 c0 | a1 b1 a2 b2 a3 b3 a4 b4 a5 b5",
        "r0 c0 b3", "r0 c1 a1 b4", "r0 c2 a2 b5", "r0 c3 a3",
        "r1 c0 a1 b2", "r1 c1 a2 b3", "r1 c2 a3 b4", "r1 c3 a4 b5",
        "r2 c0 a2 b1", "r2 c1 a3 b2", "r2 c2 a4 b3", "r2 c3 a5 b4",
        "r3 c0 a3", "r3 c1 a4 b1", "r3 c2 a5 b2", "r3 c3 b3"]
    code, out, _ = run_cli("export", "queens", "12")
    assert out.splitlines()[1].split(" | ")[1].split()[-2:] == ["al", "bl"]  # 2n - 3 = 21 in base 36
