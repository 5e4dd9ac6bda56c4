"""What a new user meets: kinds and their help, exact messages, pictures, the backend auto picks."""

from __future__ import annotations

import json
from pathlib import Path
import xml.etree.ElementTree as ET

import pytest

import xcckit
from xcckit import parse_dlx
from xcckit.backends import choose
from xcckit.puzzles.kinds import KINDS, get_kind
from xcckit.puzzles.macmahon import MacMahon, board
from xcckit.puzzles.nurikabe import Nurikabe
from xcckit.puzzles.slitherlink import Slitherlink
from xcckit.puzzles.torto import Torto
from xcckit.puzzles.wordrect import WordRectangle
from xcckit.puzzles.kit.words import load_words
from xcckit.puzzles.wordsquare import WordSquare


def test_kinds_lists_every_kind(run_cli):
    code, out, _ = run_cli("kinds")
    lines = out.splitlines()
    assert code == 0 and [line.split()[0] for line in lines[:len(KINDS)]] == list(KINDS)
    assert lines[KINDS.index("macmahon") if isinstance(KINDS, list) else list(KINDS).index("macmahon")] \
        .endswith("MacMahon's 24 four-coloured triangles on a double-size hexiamond")


def test_kind_help(run_cli):
    code, out, err = run_cli("solve", "macmahon", "--help")
    assert (code, err) == (0, "")
    assert out.startswith("Usage: xcc solve macmahon [T1 … T6 | BOARD] [--boundary C] [--mate RULE] [--distinct]\n")
    for word in ("--boundary C", "--mate RULE", "--distinct", "hexiamonds.txt", "Examples:",
                 "xcc solve macmahon 12 --svg board12.svg", "Options of xcc solve: --backend B"):
        assert word in out
    assert run_cli("count", "torto", "--help")[1].startswith("Usage: xcc count torto WORD… [--file F]")


@pytest.mark.parametrize("args,message", [
    (["solve", "macmahon", "hexagon", "--boundary", "ab"], "xcc: --boundary: 'ab' is not one of the colours abcd"),
    (["solve", "macmahon", "hexagon", "--rows", "3"],
     "xcc: --rows: no such option for macmahon (its options: --boundary, --mate, --distinct, --canonical)"),
    (["count", "wordsquare", "dict3-300", "dict3-300"], "xcc: wordsquare: expected one WORDS list, got 2 arguments"),
])
def test_messages(run_cli, args, message):
    assert run_cli(*args) == (2, "", message + "\n")


@pytest.mark.parametrize("args,start,end", [
    (["count", "dlx", "x" * 200_000], "xcc: xxxx", "xxxx: cannot read: File name too long"),
    (["solve", "slitherlink", "https://puzz.link/p?slither/2/2/" + "1" * 200_000], "xcc: URL: URL body '1111",
     "1111')"),
])
def test_long_names_are_cut(run_cli, args, start, end):
    """The place is still named, in one line of sensible length."""
    code, out, err = run_cli(*args)
    assert (code, out) == (2, "") and err.count("\n") == 1 and len(err) < 700 and "…" in err
    assert err.startswith(start) and err.endswith(end + "\n")


def test_standard_input_read_once_and_bom(tmp_path):
    import subprocess
    import sys
    words = "\ufeffbit\nice\ntee\n"  # a word square: rows and columns alike
    proc = subprocess.run([sys.executable, "-m", "xcckit.cli", "count", "wordrect", "-", "-", "--json"],
                          input=words, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0 and json.loads(proc.stdout)["count"] > 0, proc.stderr
    f = tmp_path / "bom.dlx"
    f.write_bytes("\ufeffa b\na\nb\n".encode())
    proc = subprocess.run([sys.executable, "-m", "xcckit.cli", "count", "dlx", str(f)], capture_output=True,
                          text=True, timeout=120)
    assert (proc.returncode, proc.stdout) == (0, "1 solution\n")


def puzzles():
    return [Slitherlink.from_text("3..\n..2\n2.3\n"), WordRectangle(load_words("dict3-300"), load_words("dict4-300")),
            WordSquare(load_words("sgb-words:1000")), Torto(["CAT", "DOG"]), MacMahon(board("12")),
            get_kind("dlx").from_args(["knuth-toy"])]


@pytest.mark.parametrize("puzzle", puzzles(), ids=lambda p: p.kind)
def test_every_kind_draws_itself_solved_or_not(puzzle):
    assert ET.fromstring(puzzle._repr_svg_()).tag.endswith("svg")
    (answer,) = xcckit.solve(puzzle).answers
    picture = ET.fromstring(answer._repr_svg_())
    assert picture.tag.endswith("svg") and answer._repr_svg_() != puzzle._repr_svg_()
    assert str(answer).strip() and repr(answer).startswith(f"<{puzzle.kind} answer>")


def test_svg_option_writes_the_picture(run_cli, tmp_path):
    target = tmp_path / "t.svg"
    code, out, _ = run_cli("solve", "torto", "CAT", "DOG", "--svg", target)
    root = ET.fromstring(target.read_text())
    assert code == 0 and sum(1 for el in root if el.tag.endswith("polyline")) == 2
    assert sum(1 for el in root if el.tag.endswith("circle")) == 2  # where each word starts


def test_torto_count_says_what_is_flagged(run_cli):
    assert run_cli("count", "torto", "TORTO") == (0, "1,832 solutions\n538 of them flagged (flag:*): their "
                                                 "left-right mirror images are solutions too, not counted\n", "")


@pytest.mark.parametrize("puzzle,task,expected", [
    (Slitherlink.from_text("3..\n..2\n2.3\n"), "solve", "sat"),
    (Slitherlink.from_text("3..\n..2\n2.3\n"), "count", "zdd"),  # after sat for a moment
    (WordSquare(load_words("dict3-300:50")), "count", "trie"),
    (WordSquare(load_words("dict3-300:50"), "prefix"), "count", "dlx"),
    (MacMahon(board("12")), "solve", "sat"),
    (MacMahon(board("12")), "count", "dlx"),
    (Torto(["CAT"]), "solve", "dlx"),
])
def test_auto_backend(run_cli, puzzle, task, expected):
    assert choose(puzzle.model, task) == expected
    assert xcckit.count(Torto(["CAT"])).backend == "dlx"


README_ROWS = {  # each row of the README's table of what auto runs, and a model it speaks of
    "word grids": lambda: WordSquare(load_words("dict3-300:50")).model,
    "a single-loop constraint": lambda: Slitherlink.from_text("3..\n..2\n2.3\n").model,
    "multiplicities": lambda: parse_dlx("1:2|a b\na\na b\nb\n"),
    "connectivity": lambda: Nurikabe(Nurikabe.from_text("3 4\n1 - - 3\n- - - -\n- 2 - -\n").cells, settle=False).model,
    "other side constraints": lambda: MacMahon(board("12")).model,
    "anything else": lambda: Torto(["CAT"]).model,
}


def _said(plan_of) -> str:
    """A plan as the README's table says it: `sat` for 0.5 s, then `zdd`."""
    if plan_of.first is not None and plan_of.first_nodes is not None:
        return f"`{plan_of.first.name}` for {plan_of.first_nodes:,} nodes, then `{plan_of.backend.name}`"
    if plan_of.first is not None:
        return f"`{plan_of.first.name}` for {plan_of.first_seconds:g} s, then `{plan_of.backend.name}`"
    return f"`{plan_of.backend.name}`"


def test_the_readmes_auto_table_is_the_plan():
    """Every row of the README's table is what backends.plan chooses, for counts and solves."""
    from xcckit.backends.plan import plan
    text = (Path(__file__).parents[1] / "README.md").read_text()
    table = text[text.index("| model | count | solve |"):].split("\n\n")[0].splitlines()[2:]
    assert len(table) == len(README_ROWS)
    for line in table:
        label, count_cell, solve_cell = [cell.strip() for cell in line.strip("|").split("|")]
        (model_of,) = [make for key, make in README_ROWS.items() if label.startswith(key)]
        model = model_of()
        assert (_said(plan(model, "count")), _said(plan(model, "solve", limit=1))) == (count_cell, solve_cell), label


def test_the_readmes_genre_table_is_the_plan():
    """Each genre of the README's second table is planned as its row says, on its bundled puzzle
    (as `xcc solve GENRE demo-…` runs), and every genre of the sites is in it once."""
    from xcckit.backends.plan import plan
    from xcckit.puzzles.kit.genre import Genre
    from xcckit.puzzles.kinds import KINDS, get_kind
    text = (Path(__file__).parents[1] / "README.md").read_text()
    table = text[text.index("| genres | count | solve |"):].split("\n\n")[0].splitlines()[2:]
    seen = []
    for line in table:
        names, count_cell, solve_cell = [cell.strip() for cell in line.strip("|").split("|")]
        for name in names.split(" (")[0].split(", "):
            cls = get_kind(name)
            demo = sorted(f.name for f in (Path(xcckit.__file__).parent / "data" / name).iterdir()
                          if f.suffix == ".txt")[0][:-4]
            model = cls.from_args([demo]).model
            assert (_said(plan(model, "count")), _said(plan(model, "solve", limit=1))) == (count_cell, solve_cell), name
            seen.append(name)
    genres = sorted(k for k in KINDS if issubclass(get_kind(k), Genre))
    assert sorted(seen) == genres


def test_auto_counts_loops_with_sat_then_zdd(run_cli, monkeypatch):
    """A clued loop puzzle is counted by sat at once; a blank grid's many loops by zdd, once sat
    has had its moment. (sat's moment is made a minute for the clued puzzle, which it counts in
    milliseconds: half a second of a busy machine may not be enough to start the solver.)"""
    import xcckit.backends.plan as plan_module
    with monkeypatch.context() as patched:
        patched.setattr(plan_module, "SAT_FIRST", 60.0)
        assert xcckit.count(Slitherlink.from_text("3..\n..2\n2.3\n")).backend == "sat"
    result = xcckit.count(Slitherlink(["." * 6] * 6))
    assert (result.backend, result.count, result.complete) == ("zdd", 487150371, True)
    code, out, _ = run_cli("count", "slitherlink", "9x9", "--json")
    assert (code, json.loads(out)["count"], json.loads(out)["backend"]) == (0, 27359264067916806101, "zdd")
    assert '"count": 27359264067916806101,' in out  # the whole integer, not a float


@pytest.mark.parametrize("n,said", [
    (0, "0 solutions so far"),
    (1, "1 solution so far"),
    (2, "2 solutions so far"),
    (14_200, "14,200 solutions so far"),
])
def test_the_progress_line_words_the_count_for_its_number(n, said):
    """How many solutions a progress line shows depends on the machine; each number is worded
    for itself, as the count's own lines are."""
    from xcckit.backends.base import Status
    from xcckit.progress import status_line
    assert status_line(Status(n, 2.0, 0.5, 2, 2)).startswith(said + ", ")


def test_auto_backend_in_json(run_cli):
    code, out, _ = run_cli("count", "wordrect", "dict3-300", "dict4-300", "--json")
    assert code == 0 and json.loads(out)["backend"] == "trie" and json.loads(out)["count"] == 17


def test_workers(run_cli):
    code, out, _ = run_cli("count", "torto", "TORTO", "--workers", "3", "--json", "-b", "dlx")
    assert code == 0 and json.loads(out)["count"] == 1832
    assert run_cli("count", "torto", "TORTO", "--workers", "0") == (2, "", "xcc: --workers: must be a positive number of workers, not 0\n")
    assert run_cli("count", "torto", "TORTO", "--workers", "2", "-b", "zdd") == (
        2, "", "xcc: --workers: the zdd backend runs one worker\n")
    code, out, _ = run_cli("count", "torto", "TORTO", "--workers", "2", "--json", "-b", "sat")
    assert code == 0 and json.loads(out)["count"] == 1832
    words = WordSquare(load_words("sgb-words:1000"))
    assert xcckit.count(words, workers=3).count == xcckit.count(words, backend="dlx", workers=1).count == 185


def test_auto_solves_a_plain_exact_cover_with_dlx_then_sat():
    """A first solution or a proof of uniqueness: dlx for DLX_FIRST nodes, then sat. The budget is
    nodes, so which one answers does not depend on the machine; each solution reaches the
    caller once whatever the budget (dlx's, found before the hand-over, are held back)."""
    import xcckit.backends.plan as plan_module
    from xcckit.backends.plan import plan
    from xcckit.puzzles.queens import Queens
    from xcckit.puzzles.sudoku import Sudoku
    puzzle = Sudoku.from_args(["inkala"])
    p = plan(puzzle.model, "solve", limit=2)
    assert p.first.name == "dlx" and p.backend.name == "sat" and p.first_nodes == plan_module.DLX_FIRST
    for other in (plan(puzzle.model, "solve", limit=3), plan(puzzle.model, "solve", limit=None),
                  plan(puzzle.model, "solve", "dlx", limit=1), plan(puzzle.model, "solve", limit=1, workers=2),
                  plan(puzzle.model, "count")):
        assert other.first is None and other.backend.name == "dlx"
    answer = xcckit.solve(puzzle, backend="dlx").solutions
    assert xcckit.solve(puzzle, unique=True).backend == "dlx"  # 2,526 nodes
    seen = {}
    for budget in (1, 10, 100, 1000, 2000, 2525, 2526):
        calls = []
        with pytest.MonkeyPatch.context() as patched:
            patched.setattr(plan_module, "DLX_FIRST", budget)
            result = xcckit.solve(puzzle, unique=True, on_solution=calls.append)
        assert result.solutions == calls == answer and result.unique and result.complete
        seen[budget] = result.backend
    assert seen == {1: "sat", 10: "sat", 100: "sat", 1000: "sat", 2000: "sat", 2525: "sat", 2526: "dlx"}
    with pytest.MonkeyPatch.context() as patched:  # the iterator too
        patched.setattr(plan_module, "DLX_FIRST", 1)
        two = list(xcckit.solutions(Queens(6), limit=2))
    assert len(set(two)) == 2 and set(two) <= set(xcckit.solve(Queens(6), backend="dlx", limit=None).solutions)


def test_the_readmes_matrix_of_constraints_is_the_backends_declarations():
    """The README's table of what each backend does with each side constraint is read off the
    backends' declarations (``Backend.constraints``), every constraint class a row."""
    import inspect
    from pathlib import Path

    import xcckit.constraints as constraints
    from xcckit.backends import BACKENDS, backend_class
    text = (Path(__file__).parent.parent / "README.md").read_text()
    start = text.index("  | side constraint |")
    lines = [line.strip() for line in text[start:].split("\n\n")[0].splitlines()]
    assert lines[0] == "| side constraint | " + " | ".join(f"`{b}`" for b in BACKENDS) + " |"
    kinds = [c for c in map(lambda n: getattr(constraints, n), constraints.__all__)
             if inspect.isclass(c) and issubclass(c, constraints.SideConstraint) and c is not constraints.SideConstraint]
    want = []
    for cls in sorted(kinds, key=lambda c: c.name):
        modes = [next((m for k, m in backend_class(b).constraints.items() if issubclass(cls, k)), None) or "—"
                 for b in BACKENDS]
        want.append(f"| {cls.name} | " + " | ".join(modes) + " |")
    assert lines[2:] == want
