"""The polyomino kind: pieces and boards, the published pentomino counts (distinct and all),
Scott's problem, symmetry broken in the model or counted by Burnside, pictures, bad input."""

from __future__ import annotations

import json

import pytest

import xcckit
from xcckit.check import check_solution
from xcckit.puzzles.polyomino import Polyomino, free_polyominoes, orientations

from .conftest import FULL_CORPUS

PENTOMINO_BOARDS = {"6x10": 2339, "5x12": 1010, "4x15": 368, "3x20": 2}


def count(*args: str, backend: str = "auto") -> xcckit.CountResult:
    return xcckit.count(Polyomino.from_args(list(args)), backend=backend)


def test_free_and_one_sided_polyominoes_are_enumerated():
    assert [len(free_polyominoes(k)) for k in range(1, 7)] == [1, 1, 2, 5, 12, 35]  # OEIS A000105
    one_sided = [sum(len(orientations(s)) // len(orientations(s, reflect=False)) for s in free_polyominoes(k))
                 for k in range(1, 7)]
    assert one_sided == [1, 1, 2, 7, 18, 60]  # OEIS A000988: a chiral piece counts twice


@pytest.mark.parametrize("board, distinct", sorted(PENTOMINO_BOARDS.items()))
def test_pentomino_rectangles_distinct(board, distinct):
    r = count("pentominoes", board, "--distinct")
    assert r.count == distinct and r.complete
    assert r.extras["distinct"]["count"] == distinct and r.extras["distinct"]["broken_by"] in "XV"


@pytest.mark.slow
@pytest.mark.parametrize("board, distinct", sorted((b, d) for b, d in PENTOMINO_BOARDS.items()
                                                   if FULL_CORPUS or b in ("3x20", "4x15")))
def test_pentomino_rectangles_all(board, distinct):
    """Every packing, not up to symmetry (four times the distinct ones); the 5x12 and 6x10 (13 s
    of CPU together, counted up to symmetry above) with XCCKIT_CORPUS=all."""
    assert count("pentominoes", board, backend="dlx").count == 4 * distinct


def test_scott_board():
    p = Polyomino.from_args(["pentominoes", "scott"])
    assert len(p.board_symmetries) == len(p.symmetries()) == 8 and len(p.board) == 60
    assert count("pentominoes", "scott", "--distinct").count == 65  # Scott's 1958 count
    sol = xcckit.solve(p).solutions[0]
    assert check_solution(p.model, sol) is None


def test_burnside_when_no_piece_breaks_the_symmetry(tmp_path):
    f = tmp_path / "two.txt"
    f.write_text("A\n##\n\nB\n##\n")
    r = count(str(f), "2x2", "--distinct")
    assert r.count == 4 and r.extras == {"distinct": {"count": 1, "symmetries": 8, "fixed": {
        "reflection left-right": 2, "reflection up-down": 2}}}  # (4 + 2 + 2) / 8
    assert r.lines[0] == "1 distinct up to the board's 8 symmetries"


def test_pieces_file_names_copies_and_packing(tmp_path, run_cli):
    f = tmp_path / "pieces.txt"
    f.write_text("L3*2\n##\n#.\n\n#\n")
    p = Polyomino.from_args([str(f), "3x3"])
    assert [(n, k) for n, _, k in p.pieces] == [("L3", 2), ("P2", 1)]
    assert p.tiling is False and p.model.n_primary == 2 and p.model.has_multiplicities
    assert p.notes == ["the pieces cover 7 of the board's 9 cells: the cells are secondary items (a packing)"]
    code, out, err = run_cli("solve", "polyomino", f, "3x3", "--json")
    assert code == 0 and err.startswith("xcc: note: the pieces cover 7")
    pieces = json.loads(out)["solutions"][0]["answer"]["pieces"]
    assert set(pieces) == {"L3", "P2"} and len(pieces["L3"]) == 2


def test_one_sided_tetrominoes_and_copies():
    assert count("tetrominoes", "4x5").count == 0  # the five tetrominoes cannot tile a rectangle
    assert count("dominoes", "2x4", "--copies", "4", backend="sat").count == 5  # 2xn domino tilings: Fibonacci
    turned = Polyomino.from_args(["tetrominoes:L", "4x4", "--no-reflect"]).model
    flipped = Polyomino.from_args(["tetrominoes:L", "4x4"]).model
    assert (turned.n_options, flipped.n_options) == (24, 48)  # 4 or 8 orientations, 6 places each


def test_board_drawing_with_holes_and_picture(tmp_path, run_cli):
    board = tmp_path / "board.txt"
    board.write_text("###\n#.#\n###\n")
    pieces = tmp_path / "p.txt"
    pieces.write_text("A\n###\n\nB\n###\n\nC\n#\n\nD\n#\n")
    svg = tmp_path / "p.svg"
    code, out, err = run_cli("solve", "polyomino", pieces, board, "--svg", svg)
    assert (code, err) == (0, "")
    assert out.splitlines()[1][2] == " " and "." not in out  # the hole is blank, every cell filled
    assert svg.read_text().count("<title>") == 8  # a cell of a piece each


@pytest.mark.parametrize("args, message", [
    (["pentominoes"], "xcc: polyomino: expected PIECES BOARD, got 1 argument(s)"),
    (["pentominoes:FQ", "6x10"], "xcc: pentominoes:FQ: no piece 'Q' in pentominoes (FILNPTUVWXYZ)"),
    (["pentominoes:FF", "6x10"], "xcc: pentominoes:FF: a letter twice in 'FF'"),
    (["hexominoes:A", "6x10"], "xcc: hexominoes:A: pieces of hexominoes by letter: " + " ".join(f"H{k:02d}" for k in range(1, 36))),
    (["pentominoes", "5x5"], "xcc: PIECES: the pieces have 60 cells, more than the board's 25"),
    (["pentominoes", "0x5"], "xcc: 0x5: a board is RxC with sides at least 1"),
    (["pentominoes", "nofile"], "xcc: nofile: cannot read: No such file or directory"),
    (["pentominoes", "6x10", "--copies", "0"], "xcc: --copies: '0' is not a whole number at least 1"),
    (["pentominoes", "6x10", "--copy", "2"], "xcc: --copy: no such option for polyomino (its options: --copies, "
                                             "--no-reflect, --distinct)"),
])
def test_bad_input_is_one_line(run_cli, args, message):
    code, out, err = run_cli("count", "polyomino", *args)
    assert (code, out, err) == (2, "", message + "\n")


def test_bad_drawings_name_line_and_column(run_cli, tmp_path):
    f = tmp_path / "p.txt"
    f.write_text("A\n##\n#x\n")
    code, _, err = run_cli("count", "polyomino", f, "2x2")
    assert code == 2 and err == f"xcc: {f}:3: '#x' is neither a row of '#' and '.' nor a piece's name\n"
    board = tmp_path / "b.txt"
    board.write_text("##\n#o\n")
    code, _, err = run_cli("count", "polyomino", "dominoes", board)
    assert code == 2 and err == f"xcc: {board}:2:2: 'o' in a drawing of the board: '#' for a cell, '.' for none\n"
    f.write_text("A*0\n##\n")
    code, _, err = run_cli("count", "polyomino", f, "2x2")
    assert code == 2 and err == f"xcc: {f}:1: '*0': the copies of a piece are a whole number, at least 1\n"
    f.write_text("A\n##\n\nA\n#\n")
    code, _, err = run_cli("count", "polyomino", f, "2x2")
    assert code == 2 and err == f"xcc: {f}: two pieces named 'A'\n"
