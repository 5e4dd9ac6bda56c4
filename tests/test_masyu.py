"""The masyu kind: random puzzles from random loops, every backend against a brute-force
enumeration of the grid's cycles checked by the rules; the URL; pictures; bad input."""

from __future__ import annotations

import json
import random

import pytest

import xcckit
from xcckit.backends import backends_for, get_backend
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


def obeys(rows: list[str], cycle: list[tuple[int, int]]) -> bool:
    """The rules of masyu, read directly: every circle on the loop; black: a turn there and
    straight on in both cells beside it; white: straight there and a turn beside it."""
    k = len(cycle)
    at = {c: t for t, c in enumerate(cycle)}

    def straight(t):
        a, b, c = cycle[(t - 1) % k], cycle[t], cycle[(t + 1) % k]
        return (b[0] - a[0], b[1] - a[1]) == (c[0] - b[0], c[1] - b[1])

    for i, row in enumerate(rows):
        for j, ch in enumerate(row):
            if ch == ".":
                continue
            if (i, j) not in at:
                return False
            t = at[(i, j)]
            if ch == "b" and (straight(t) or not straight((t - 1) % k) or not straight((t + 1) % k)):
                return False
            if ch == "w" and (not straight(t) or (straight((t - 1) % k) and straight((t + 1) % k))):
                return False
    return True


def edge_set(cycle):
    return frozenset(frozenset(e) for e in zip(cycle, cycle[1:] + cycle[:1]))


@pytest.mark.parametrize("m, n", [(3, 3), (3, 4), (4, 4)])
def test_random_puzzles_from_random_loops_match_brute_force(m, n):
    rng = random.Random(m * 10 + n)
    cycles = grid_cycles(m, n)
    blank = Masyu(["." * n] * m)
    assert xcckit.count(blank, backend="zdd").count == len(cycles)
    for trial in range(6):
        loop = rng.choice(cycles)
        rows = [["."] * n for _ in range(m)]
        for c in rng.sample(loop, min(len(loop), rng.randint(1, 4))):  # a few circles the loop allows
            t = loop.index(c)
            a, b = loop[t - 1], loop[(t + 1) % len(loop)]
            rows[c[0]][c[1]] = "w" if (a[0] == b[0] or a[1] == b[1]) else "b"
        rows = ["".join(r) for r in rows]
        expected = {edge_set(c) for c in cycles if obeys(rows, c)}
        p = Masyu(rows)
        for name in backends_for(p.model):
            sols = xcckit.solve(p, backend=get_backend(name), limit=None).solutions
            got = {edge_set(p.loop_cells(s)) for s in sols}
            assert got == expected, (name, rows)
        assert xcckit.count(p, backend="zdd").count == len(expected)


def test_demo_is_unique_and_drawn(run_cli, tmp_path):
    svg = tmp_path / "m.svg"
    code, out, err = run_cli("solve", "masyu", "demo-6x6", "--unique", "--svg", svg)
    assert (code, err) == (0, "")
    assert out.splitlines()[-1] == "the solution is unique"
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
    (["https://puzz.link/p?slither/3/3/x"], "xcc: https://puzz.link/p?slither/3/3/x: not a masyu URL "
                                            "(expected '…?mashu/W/H/BODY')"),
    (["https://puzz.link/p?mashu/3/x/00"], "xcc: URL: URL part '3/x/00': expected W/H/BODY with numbers W and H"),
    (["https://puzz.link/p?mashu/3/3/0z0"], "xcc: URL: URL body '0z0': illegal character 'z' at position 2"),
    (["nofile"], "xcc: nofile: cannot read: No such file or directory"),
    (["a", "b"], "xcc: masyu: expected one puzzle (a file, - or a puzz.link URL), got 2"),
])
def test_bad_input_is_one_line(run_cli, args, message):
    code, out, err = run_cli("solve", "masyu", *args)
    assert (code, out, err) == (2, "", message + "\n")


def test_bad_file_names_line_and_column(run_cli, tmp_path):
    f = tmp_path / "m.txt"
    f.write_text("..w\n.q.\n")
    code, _, err = run_cli("solve", "masyu", f)
    assert code == 2 and err == f"xcc: {f}:2:2: illegal character 'q' (expected '.' or '-' empty, 'w'/'o'/'0' white, 'b'/'x'/'2' black, or '1')\n"
    f.write_text("..w\n..\n")
    code, _, err = run_cli("solve", "masyu", f)
    assert code == 2 and err == f"xcc: {f}:2:3: ragged rows: this row has 2 cells, the first has 3\n"
