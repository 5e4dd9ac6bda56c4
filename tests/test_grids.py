"""Grid puzzles as big as puzzle sites publish them, in the notations they use: janko.at's cells
separated by blanks, sudoku in numbers, a size line; any size that fits in memory (names beyond
Knuth's base-62 digits), and sizes that cannot fit refused up front in one line."""

from __future__ import annotations

import json
import random

import pytest

import xcckit
from xcckit import InputError, parse_dlx, write_dlx
from xcckit.backends.subproblems import restrict
from xcckit.puzzles.kit.loops import random_loop
from xcckit.puzzles.masyu import Masyu
from xcckit.puzzles.queens import Queens
from xcckit.puzzles.slitherlink import Slitherlink
from xcckit.puzzles.sudoku import Sudoku

MASYU = ["w..b", "....", ".bw.", "...."]


# ------------------------------------------------------------------------------ notations
@pytest.mark.parametrize("notation", Masyu.notations)
def test_masyu_notations_round_trip(notation):
    puzzle = Masyu(MASYU)
    text = puzzle.to_text(notation)
    assert Masyu.from_text(text).rows == MASYU
    if notation != "url":
        assert Masyu.from_text(f"4 4\n{text}").rows == MASYU  # with a size line


def test_masyu_janko_and_masyu_dlx_ones():
    """'1' is white in janko.at's notation (beside '-' or '2') and black in MASYU-DLX's (beside
    '.' or '0'); beside neither or both it is an error at its place, never a guess."""
    assert Masyu(MASYU).to_text("janko") == "1 - - 2\n- - - -\n- 2 1 -\n- - - -\n"
    assert Masyu.from_text("1 - - 2\n- - - -\n- 2 1 -\n- - - -\n").rows == MASYU
    assert Masyu.from_text("0..1\n....\n.10.\n....\n").rows == MASYU
    assert Masyu.from_text("1--2\n----\n-21-\n----\n").rows == MASYU  # janko.at's cells, no blanks
    with pytest.raises(InputError, match=r"^f:1:1: '1' is black in MASYU-DLX's notation \('\.' at 1:2\) and white in "
                                         r"janko.at's \('2' at 1:4\): the puzzle mixes the two$"):
        Masyu.from_text("1..2\n", source="f")
    with pytest.raises(InputError, match=r"^f:2:2: '1' is black .* write the circles as 'w' and 'b'$"):
        Masyu.from_text("wb\nb1\n", source="f")


def test_slitherlink_janko_notation_and_size_line():
    clues = ["3..2", ".1..", "..0.", "2..3"]
    puzzle = Slitherlink(clues)
    assert puzzle.to_text("janko") == "3 - - 2\n- 1 - -\n- - 0 -\n2 - - 3\n"
    for text in (puzzle.to_text("janko"), puzzle.to_text("text"), "4 4\n" + puzzle.to_text("janko"),
                 "4 4\n" + puzzle.to_text("text"), puzzle.to_text("text").replace(".", "-")):
        assert Slitherlink.from_text(text).clues == clues
        assert Slitherlink.from_text("\n \n" + text + "\n\n").clues == clues  # blank lines before, as after


def test_blank_lines_before_a_grid_are_skipped_in_every_kind():
    """As those after it are (they were '1:1: empty row'); the lines keep their numbers."""
    assert Masyu.from_text("\n\nb..\n...\n..w\n").rows == Masyu.from_text("b..\n...\n..w\n").rows
    assert Sudoku.from_text("\n\n" + Sudoku.from_text(TWO_BY_TWO).to_text()).givens == Sudoku.from_text(TWO_BY_TWO).givens


@pytest.mark.parametrize("text,message", [
    ("5 5\n3 - 2\n- - -\n", "f:2:6: ragged rows: this row has 3 cells, the size line says 5"),
    ("2 3\n3 - 2\n- - -\n- - -\n", "f:1:1: the size line says 2 rows of 3 cells; the grid below has 3 rows"),
    ("2 2\n3 2\n1 1\n", "f:1:1: '2 2' reads both as the size of the grid below and as its first row "
                        "(leave the size line out)"),
    ("3 - 2\n- x -\n", "f:2:3: illegal character 'x' (expected '.' or '-' empty, or a digit 0-4)"),
    ("3 - 2\n- 12 -\n", "f:2:3: illegal cell '12' (expected '.' or '-' empty, or a digit 0-4; blanks separate the "
                          "cells on every row or on none)"),
    ("\n\n3 - 2\n- x -\n", "f:4:3: illegal character 'x' (expected '.' or '-' empty, or a digit 0-4)"),
    ("\n \n2 3\n3 - 2\n- - -\n- - -\n", "f:3:1: the size line says 2 rows of 3 cells; the grid below has 3 rows"),
    ("\n\n", "f:1:1: empty puzzle: expected rows of '.' and digits 0-4"),
])
def test_slitherlink_notation_errors_name_the_place(text, message):
    with pytest.raises(InputError) as err:
        Slitherlink.from_text(text, source="f")
    assert str(err.value) == message


TWO_BY_TWO = "1...\n..1.\n.1..\n...1\n"


def sudoku_puzzle(n: int, seed: int, share: float) -> Sudoku:
    """An n×n sudoku: a full grid found by dlx, ``share`` of its cells kept at random."""
    blank = Sudoku([[0] * n for _ in range(n)])
    grid = blank.filled(xcckit.solve(blank.model, backend="dlx").solutions[0])
    rng = random.Random(seed)
    return Sudoku([[v if rng.random() < share else 0 for v in row] for row in grid])


def test_sudoku_in_numbers_16_and_25(run_cli, tmp_path):
    """16×16 written as numbers (with a size line) is solved and proven unique; 25×25 in numbers
    is read and solved; numbers read come back as numbers."""
    p16 = sudoku_puzzle(16, 1, 0.6)
    text = p16.to_text("numbers")
    assert " 16" in text or "16 " in text or " - " in text
    assert Sudoku.from_text(text).givens == p16.givens
    (tmp_path / "s16.txt").write_text("16 16\n" + text)
    code, out, err = run_cli("solve", "sudoku", str(tmp_path / "s16.txt"), "--unique", "--json")
    assert code == 0 and '"unique": true' in out, err
    p25 = sudoku_puzzle(25, 1, 0.7)
    (tmp_path / "s25.txt").write_text(p25.to_text("numbers"))
    code, out, err = run_cli("solve", "sudoku", str(tmp_path / "s25.txt"))
    assert code == 0, err
    first = out.splitlines()[0].split()
    assert first[0].isdigit() and "25" in out  # shown as numbers, as read
    again = Sudoku.from_text(p25.to_text("text"))  # letters beyond 9 (A = 10) read the same grid
    assert again.givens == p25.givens


@pytest.mark.parametrize("text,message", [
    ("16 16\n1 2 3\n3 - 1\n2 - -\n", "f:1:1: the size line says 16×16; a sudoku is n×n, and 3 rows follow"),
    ("1 - 3 4\n- 2 - -\n10 - - 2\n- - - -\n", "f:3:1: '10' is not a blank ('-', '.', '0' or '_') or a number from 1 to 4"),
    ("1 - 3 4\n- 2 -\n4 - - 12\n- - - -\n", "f:2:6: this row has 3 numbers, where 4 rows need 4 each"),
])
def test_sudoku_number_errors_name_the_place(text, message):
    with pytest.raises(InputError) as err:
        Sudoku.from_text(text, source="f")
    assert str(err.value) == message


# ------------------------------------------------------------------------------ sizes
def test_masyu_40x58_in_janko_notation(run_cli, tmp_path):
    """A 40×58 masyu made from a random loop with every circle that loop allows, written in
    janko.at's notation: read, and solved on sat; the loop it was made from is a solution
    (forcing its ways leaves exactly one solution on dlx). (Such a masyu is never unique, and
    sat's second answer takes 8-17 s of stray loops cut round after round: docs/benchmarks.md.)"""
    loop = random_loop(40, 58, random.Random(7), thin=True)
    puzzle = Masyu.from_loop(40, 58, loop)
    path = tmp_path / "big.txt"
    path.write_text(puzzle.to_text("janko"))
    again = Masyu.from_text(path.read_text())
    assert again.rows == puzzle.rows and again.wide is False
    code, out, err = run_cli("solve", "masyu", str(path), "--backend", "sat", "--json")
    assert code == 0 and len(json.loads(out)["solutions"]) == 1, err
    ways = {cell: None for cell in loop}
    k = len(loop)
    for t, (i, j) in enumerate(loop):
        ways[(i, j)] = {loop[t - 1], loop[(t + 1) % k]}
    forced = [o for o, (c, way) in enumerate(again.ways) if way and c in ways and
              {(c[0] + {"N": -1, "S": 1}.get(d, 0), c[1] + {"W": -1, "E": 1}.get(d, 0)) for d in way} == ways[c]]
    keep = set(forced) | {o for o, (c, way) in enumerate(again.ways) if c not in ways and not way}
    assert xcckit.count(restrict(again.model, sorted(keep)), backend="dlx").count == 1


@pytest.mark.parametrize("kind,args", [
    ("slitherlink", ["70x70"]), ("masyu", ["70x70"]), ("queens", ["70"]), ("sudoku", ["64x64"]),
    ("polyomino", ["pentominoes:X", "70x70"]),
])
def test_every_grid_kind_beyond_62(run_cli, tmp_path, kind, args):
    """Beyond Knuth's 62 digits the names are decimal (``12.70``): the export reads back as the
    same model, with distinct names."""
    code, out, err = run_cli("export", kind, *args, "-o", str(tmp_path / "m.dlx"))
    assert code == 0, err
    model = parse_dlx((tmp_path / "m.dlx").read_text())
    assert len(set(model.names)) == model.n_items > 4900 if kind != "queens" else model.n_items == 2 * 70 + 2 * 137
    assert write_dlx(model) == write_dlx(parse_dlx(write_dlx(model)))


def test_published_60x60_slitherlink_in_janko_notation(run_cli, tmp_path):
    """The largest published slitherlink of the corpus, written as janko.at writes it (with a
    size line): read, solved and proven unique on sat."""
    from pathlib import Path
    corpus = Path(__file__).resolve().parents[2] / "shared" / "data" / "slitherlink" / "janko.jsonl"
    if not corpus.exists():
        pytest.skip(f"the published corpus is not here ({corpus})")
    record = next(r for r in map(json.loads, corpus.read_text().splitlines()) if r["rows"] == 60)
    puzzle = Slitherlink(record["clues"])
    path = tmp_path / "p60.txt"
    path.write_text("60 60\n" + puzzle.to_text("janko"))
    code, out, err = run_cli("solve", "slitherlink", str(path), "--unique", "--backend", "sat", "--json")
    assert code == 0 and '"unique": true' in out, err


@pytest.mark.parametrize("kind,args", [("masyu", ["70x70"]), ("queens", ["70"])])
def test_big_grids_solve(run_cli, kind, args):
    code, out, err = run_cli("solve", kind, *args, "--backend", "sat", "--json")
    assert code == 0, err


def test_queens_beyond_32_used_to_crash():
    """n = 33 is where the anti-diagonals pass Knuth's 62 digits (an IndexError before)."""
    assert xcckit.count(Queens(40).model, backend="dlx", limit=3).count == 3
    assert Queens(32).model.names[0] == "rg" and Queens(33).model.names[0] == "r16"


@pytest.mark.parametrize("args,what", [
    (["solve", "slitherlink", "100000x100000"], "a 100000×100000 slitherlink"),
    (["solve", "masyu", "100000x100000"], "a 100000×100000 masyu"),
    (["count", "sudoku", "5000x5000"], "a 5000×5000 sudoku"),
    (["solve", "queens", "9999999"], "9999999 queens"),
    (["count", "polyomino", "pentominoes", "100000x100000"], "a 100000×100000 board"),
])
def test_sizes_that_cannot_fit_are_refused_up_front(run_cli, args, what):
    code, out, err = run_cli(*args)
    assert (code, out) == (2, "") and err.startswith(f"xcc: {args[-1]}: {what}") and err.count("\n") == 1
    assert "of memory;" in err and "is available" in err


def test_a_backend_that_cannot_fit_is_refused(monkeypatch):
    """Each backend declares its memory per entry; a model it cannot hold is refused before it
    starts, naming it (here the memory is made scarce)."""
    from xcckit import memory
    model = Slitherlink(["." * 30] * 30).model
    monkeypatch.setattr(memory, "available", lambda: 30_000_000)  # 30 MB
    with pytest.raises(InputError, match=r"^cpsat: the cpsat backend on this model \([0-9,]+ entries\) needs about "
                                         r"[0-9.]+ MB of memory; 30 MB is available$"):
        xcckit.solve(model, backend="cpsat")
    assert xcckit.solve(model, backend="dlx", limit=1).solutions  # dlx takes less
