"""The masyu kind's own questions (tests/cases/masyu.py holds what every genre is asked): the blank
grids' counts against an enumeration of the grid's cycles; the drawn answer, its loop and the
crosscheck; MASYU-DLX's notation beside the URL; the maker's answer, a loop of cells; bad
arguments."""

from __future__ import annotations

import json

import pytest

import xcckit
from xcckit.puzzles.masyu import Masyu


def grid_cycles(m: int, n: int) -> list[list[tuple[int, int]]]:
    """Every simple cycle of the m×n grid graph of cells, as its cells in order (each once)."""
    def nbrs(c):
        i, j = c
        return [(i + di, j + dj) for di, dj in ((0, 1), (1, 0), (0, -1), (-1, 0)) if 0 <= i + di < m and 0 <= j + dj < n]
    found = {}
    for start in [(i, j) for i in range(m) for j in range(n)]:
        stack = [(start, [start])]
        while stack:
            c, path = stack.pop()
            for nb in nbrs(c):
                if nb == start and len(path) >= 4:
                    key = frozenset(frozenset(e) for e in zip(path, path[1:] + [start]))
                    found.setdefault(key, path)
                elif nb > start and nb not in path:
                    stack.append((nb, path + [nb]))
    return list(found.values())


def edge_set(cycle):
    return frozenset(frozenset(e) for e in zip(cycle, cycle[1:] + cycle[:1]))


@pytest.mark.parametrize("m, n", [(3, 3), (3, 4), (4, 4)])
def test_blank_grids_count_every_cycle(m, n):
    """A blank grid's answers are the grid's cycles: zdd counts them."""
    blank = Masyu(["." * n] * m)
    assert xcckit.count(blank, backend="zdd").count == len(grid_cycles(m, n))


def test_demo_is_pictured_crosschecked_and_its_loop_listed(run_cli, tmp_path):
    """(Its drawing on the terminal is the case's: tests/cases/masyu.py.)"""
    svg = tmp_path / "m.svg"
    code, out, err = run_cli("solve", "masyu", "demo-6x6", "--unique", "--svg", svg)
    assert (code, err) == (0, "") and out.endswith("\nthe solution is unique\n")
    picture = svg.read_text()
    assert "<polygon" in picture and picture.count("<circle") == 8
    code, out, _ = run_cli("crosscheck", "masyu", "demo-6x6")
    assert code == 0 and out.splitlines()[-1] == "all backends agree: 1 solution"
    code, out, _ = run_cli("solve", "masyu", "demo-6x6", "--json")
    loop = json.loads(out)["solutions"][0]["answer"]["loop"]
    assert loop[0] == [0, 3] and len(loop) == len({tuple(c) for c in loop})


def test_url_and_text_agree():
    rows = ["......", "b.w.w.", "..w...", "w....w", ".w....", "...b.."]
    cells = [".wb".index(ch) for ch in "".join(rows)]
    body = "".join("0123456789abcdefghijklmnopq"[9 * a + 3 * b + c]
                   for a, b, c in zip(*[iter(cells + [0, 0])] * 3))
    assert Masyu.from_url(f"https://puzz.link/p?mashu/6/6/{body}").rows == rows
    assert Masyu.from_text("......\nB.W.O.\n..w...\nw....w\n.w....\n...x..\n").rows == rows
    assert Masyu.from_text("......\n1.0.0.\n..0...\n0....0\n.0....\n...1..\n").rows == rows  # MASYU-DLX's input


@pytest.mark.parametrize("args, message", [
    (["nofile"], "xcc: nofile: cannot read: No such file or directory"),
    (["a", "b"], "xcc: masyu: expected one puzzle (a file, - or a puzz.link URL), got 2"),
])
def test_bad_input_is_one_line(run_cli, args, message):
    code, out, err = run_cli("solve", "masyu", *args)
    assert (code, out, err) == (2, "", message + "\n")
