"""The xcc command line: exit statuses, one-line errors, the JSON contract."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from .conftest import GOLDEN, ROOT

TOY = ROOT / "models" / "dlx" / "knuth-toy.dlx"


def test_solve_text_and_json(run_cli, cli_backend):
    code, out, err = run_cli("solve", "dlx", TOY, "--backend", cli_backend)
    assert (code, out, err) == (0, "p r x:A y\nq x:A\n", "")
    code, out, _ = run_cli("solve", "dlx", TOY, "--backend", cli_backend, "--json", "--unique")
    data = json.loads(out)
    assert code == 0
    assert data["status"] == "solved" and data["backend"] == cli_backend and data["unique"] is True
    assert data["solutions"] == [{"options": ["p r x:A y", "q x:A"]}]
    assert isinstance(data["seconds"], float)


def test_count_torto_json(run_cli, cli_backend):
    code, out, _ = run_cli("count", "dlx", GOLDEN / "torto-TORTO.dlx", "--backend", cli_backend, "--json")
    data = json.loads(out)
    assert code == 0
    assert (data["count"], data["complete"], data["backend"]) == (1832, True, cli_backend)


def test_count_text_and_limit(run_cli):
    assert run_cli("count", "dlx", GOLDEN / "torto-CAT.dlx", "-b", "sat")[:2] == (0, "128 solutions\n")
    code, out, _ = run_cli("count", "dlx", GOLDEN / "torto-CAT.dlx", "--limit", "3", "--json")
    assert code == 0 and json.loads(out)["count"] == 3 and json.loads(out)["complete"] is False


def test_unsat_exit_1(run_cli, tmp_path, cli_backend):
    f = tmp_path / "none.dlx"
    f.write_text("a b | x\na x:A\nb x:B\n")
    code, out, _ = run_cli("solve", "dlx", f, "--backend", cli_backend, "--json")
    assert code == 1 and json.loads(out) == {**json.loads(out), "status": "unsat", "solutions": []}
    assert run_cli("solve", "dlx", f, "--backend", cli_backend)[:2] == (1, "no solution\n")


def test_timeout_exit_3(run_cli):
    """11,853,792 solutions: 0.3 s is not enough for them all; how many are found by then
    depends on the machine (none, when it is busy enough)."""
    code, out, _ = run_cli("count", "dlx", GOLDEN / "mm-00p_10_10p_01_01p_11.dlx", "--backend", "dlx",
                           "--time-limit", "0.3", "--json")
    data = json.loads(out)
    assert code == 3 and data["complete"] is False and 0 <= data["count"] < 11_853_792


def test_unique_left_open_by_the_time_limit_exit_3(run_cli, monkeypatch):
    """A solution shown, its uniqueness not proven when the time ran out: the verdict says so,
    exit 3 (the search stands in for one that the time limit stopped after its first solution)."""
    from xcckit import api, cli

    real = api.solve

    def stopped_after_one(puzzle, *args, on_solution=None, **kwargs):
        first = real(puzzle, *args, **{**kwargs, "limit": 1})
        on_solution(first.solutions[0])
        return api.SolveResult("solved", first.solutions, first.backend, 0.01, False, first.model, puzzle)

    monkeypatch.setattr(cli.api, "solve", stopped_after_one)
    code, out, _ = run_cli("solve", "dlx", TOY, "--unique", "--time-limit", "5")
    assert (code, out) == (3, "p r x:A y\nq x:A\nwhether the solution is unique is unknown: the time limit was reached\n")
    code, out, _ = run_cli("solve", "dlx", TOY, "--unique", "--time-limit", "5", "--json")
    assert code == 3 and json.loads(out)["unique"] is None


def test_limit_lists_several_solutions(run_cli):
    code, out, _ = run_cli("solve", "dlx", GOLDEN / "slither-p1.dlx", "--limit", "5", "-b", "dlx", "--json")
    sols = json.loads(out)["solutions"]
    assert code == 0 and len(sols) == 3 and len({tuple(s["options"]) for s in sols}) == 3


@pytest.mark.parametrize("args,message", [
    (["count", "dlx", "{bad}"], "xcc: {bad}:2:5: colour longer than one character: '12'\n"),
    (["count", "dlx", "/nonexistent.dlx"], "xcc: /nonexistent.dlx: cannot read: No such file or directory\n"),
    (["solve", "dlx", "{toy}", "--backend", "zz"], "xcc: --backend: unknown backend 'zz' (choose from auto, cpsat, sat, dlx, trie, zdd)\n"),
    (["solve", "dlx", "{toy}", "--frobnicate"], "xcc: --frobnicate: no such option for dlx (it has no options of its own)\n"),
    (["solve", "nosuch", "x"], "xcc: KIND: unknown puzzle kind 'nosuch' (choose from {kinds})\n"),
    (["solve", "dlx", "{toy}", "--limit", "0"], "xcc: --limit: must be at least 1, not 0\n"),
    (["solve", "dlx", "{toy}", "--limit", "x"], "xcc solve: Invalid value for '--limit' / '-n': 'x' is not a valid integer.\n"),
    (["solve"], "xcc solve: Missing argument 'KIND'.\n"),
    (["frob"], "xcc: No such command 'frob'.\n"),
    (["solve", "dlx", "{toy}", "-b", "cpsat", "--solver", "minisat22"], "xcc: --solver: applies to the sat backend only (--backend sat)\n"),
    (["solve", "dlx", "{toy}", "-b", "sat", "--solver", "nosat"], None),
    (["export", "dlx", "{toy}", "--format", "xml"], "xcc: --format: unknown format 'xml' (choose from dlx, cnf, cpsat)\n"),
    (["solve", "dlx"], "xcc: dlx: expected one .dlx file (or -), got 0 arguments\n"),
])
def test_bad_input_one_line_exit_2(run_cli, tmp_path, args, message):
    from xcckit.puzzles.kinds import KINDS
    bad = tmp_path / "bad.dlx"
    bad.write_text("a b | x\na x:12\n")
    args = [a.format(bad=bad, toy=TOY) for a in args]
    code, out, err = run_cli(*args)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "Traceback" not in err
    if message is not None:
        assert err == message.format(bad=bad, kinds=", ".join(KINDS))
    else:
        assert err.startswith("xcc: --solver: unknown SAT solver 'nosat' (choose from ")


def test_dropped_options_noted(run_cli, tmp_path):
    f = tmp_path / "d.dlx"
    f.write_text("a | x\na x:1\nx:2\n")
    code, out, err = run_cli("count", "dlx", f)
    assert (code, out, err) == (0, "1 solution\n", "xcc: note: 1 option without a primary item dropped\n")


@pytest.mark.parametrize("fmt", ["dlx", "cnf", "cpsat"])
def test_export_formats(run_cli, tmp_path, fmt):
    target = tmp_path / f"out.{fmt}"
    assert run_cli("export", "dlx", TOY, "--format", fmt, "-o", target)[0] == 0
    text = target.read_text()
    if fmt == "dlx":
        assert text == "p q r | x y\np q x y:A\np r x:A y\np x:B\nq x:A\nr y:B\n"
    elif fmt == "cnf":
        lines = text.splitlines()
        assert "c option 2 p r x:A y" in lines
        header = next(l for l in lines if l.startswith("p cnf"))
        n_vars, n_clauses = map(int, header.split()[2:])
        assert n_clauses == sum(1 for l in lines if l.endswith(" 0"))
        # The exported CNF has exactly the one solution {2, 4} on the option variables.
        from pysat.formula import CNF
        from pysat.solvers import Solver
        cnf = CNF(from_string=text)
        with Solver(bootstrap_with=cnf.clauses) as s:
            models = set()
            while s.solve():
                chosen = tuple(v for v in s.get_model() if 0 < v <= 5)
                models.add(chosen)
                s.add_clause([-v for v in chosen] + [v for v in range(1, 6) if v not in chosen])
        assert models == {(2, 4)}
    else:
        from google.protobuf import text_format
        from ortools.sat import cp_model_pb2
        proto = text_format.Parse(text, cp_model_pb2.CpModelProto())
        assert len([v for v in proto.variables if v.name.startswith("o")]) == 5


def test_stdin_and_real_entry_point():
    text = (GOLDEN / "slither-p1.dlx").read_text()
    proc = subprocess.run([sys.executable, "-m", "xcckit.cli", "count", "dlx", "-", "--json", "-b", "sat"],
                          input=text, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0 and json.loads(proc.stdout)["count"] == 3
    proc = subprocess.run([sys.executable, "-m", "xcckit.cli", "count", "dlx", "-"],
                          input="a\na z\n", capture_output=True, text=True, timeout=120)
    assert (proc.returncode, proc.stdout, proc.stderr) == (2, "", "xcc: <stdin>:2:3: unknown item 'z'\n")


@pytest.mark.parametrize("args, code, out, err", [
    (["count", "queens", "8"], 0, "92 solutions\n", ""),
    (["solve", "dlx", "nofile"], 2, "", "xcc: nofile: cannot read: No such file or directory\n"),
])
def test_the_script_exits_with_the_status_after_flushing(args, code, out, err):
    """The ``xcc`` script's entry point flushes what was printed, then leaves at once."""
    import subprocess
    import sys
    script = f"import sys; sys.argv = ['xcc'] + {args!r}; from xcckit.cli import entry; entry()"
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert (proc.returncode, proc.stdout, proc.stderr) == (code, out, err)


def test_process_age_is_the_time_since_the_process_started():
    import subprocess
    import sys
    script = "import time; time.sleep(0.5); from xcckit.terminal import process_age; print(process_age())"
    age = float(subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120).stdout)
    assert age >= 0.45  # it slept half a second before it looked


def test_backend_flags_are_declared_by_the_backends():
    """The flags that only some backends take are declared once, on their classes; the commands
    that offer each flag are the ones its declaration names, and the API checks the keyword
    with the same function (naming the keyword)."""
    import xcckit
    from xcckit import InputError, parse_dlx
    from xcckit.backends import backend_flags
    from xcckit.cli import _command_options
    flags = backend_flags()
    assert {f: [n for n, _ in owners] for f, owners in flags.items()} == {
        "--solver": ["sat"], "--order": ["zdd"], "--memo-mb": ["zdd"]}
    offered = _command_options()
    for flag, owners in flags.items():
        for _, option in owners:
            assert {c for c, opts in offered.items() if flag in opts} == set(option.commands), flag
    with pytest.raises(InputError, match=r"^order: unknown order 'x' \(choose from auto, mrv, natural, sweep\)$"):
        xcckit.count(parse_dlx("a\na\n"), backend="zdd", order="x")


def test_bare_xcc_shows_the_commands(run_cli):
    """``xcc`` alone is ``xcc --help``: the commands on standard output, exit 0 (as pip, cargo and
    gh do); it printed them on standard error with exit 2, as an error."""
    code, out, err = run_cli()
    assert (code, err) == (0, "") and out.startswith("Usage: xcc [OPTIONS] COMMAND [ARGS]...\n")
    assert all(f"  {command} " in out for command in ("solve", "count", "sample", "facts", "export", "crosscheck",
                                                      "generate", "kinds"))
    assert run_cli("--help") == (0, out, "")


@pytest.mark.parametrize("args", [["solve", "queens", "6"], ["count", "queens", "6"], ["solve", "nurikabe", "demo-7x7",
                                                                                      "--unique"],
                                  ["facts", "queens", "5"], ["solve", "queens", "6", "--minimize"]])
def test_a_command_plans_once(run_cli, monkeypatch, args):
    """The command line makes the plan (to refuse a model before it says anything) and hands it to
    the API, which runs it: one plan a command."""
    from xcckit import api, cli
    from xcckit.backends import plan as planning
    made = []

    def counted(model, task, backend="auto", *a, **k):
        if not isinstance(backend, planning.Plan):
            made.append(task)
        return planning.plan(model, task, backend, *a, **k)

    monkeypatch.setattr(cli, "plan", counted)
    monkeypatch.setattr(api, "plan", counted)
    assert run_cli(*args)[0] == 0
    assert len(made) == 1
