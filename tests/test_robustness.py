"""What must never happen whatever the user does: a traceback, a silent wrong answer, a limit
that does not hold. Each case is run as the user runs it (a process of its own where the case
is about the process: a full disk, a closed standard input)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

import xcckit
from xcckit import Model, ModelError, UnsupportedError, parse_dlx
from xcckit.backends import backend_class
from xcckit.parallel.journal import Journal
from xcckit.puzzles.queens import Queens


def xcc(*args: str, stdin=None, stdout=subprocess.PIPE) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "xcckit.cli", *args], stdin=stdin, stdout=stdout,
                          stderr=subprocess.PIPE, text=True, timeout=120)


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
@pytest.mark.parametrize("args", [["count", "queens", "8"], ["solve", "queens", "8", "--json"],
                                  ["export", "queens", "8"]])
def test_a_full_disk_is_one_line(args):
    with open("/dev/full", "w") as full:
        r = xcc(*args, stdout=full)
    assert (r.returncode, r.stderr) == (2, "xcc: cannot write the output: No space left on device\n")


@pytest.mark.parametrize("args", [["solve", "galaxies", "--help"], ["--help"], ["--version"], ["kinds"],
                                  ["solve", "queens", "8", "--json"], ["export", "queens", "6"],
                                  ["count", "queens", "6"], ["solve", "nurikabe", "demo-7x7"]])
def test_output_cut_short_is_no_traceback(args):
    """The reader is gone before the first line is written (as ``xcc … | head -1`` can be, by
    the time the rest comes): exit 0 and nothing on stderr, whatever the command printed."""
    read, write = os.pipe()
    os.close(read)
    try:
        r = xcc(*args, stdout=write)
    finally:
        os.close(write)
    assert (r.returncode, r.stderr) == (0, "")


def test_a_closed_standard_input_is_one_line():
    r = xcc("solve", "dlx", "-", stdin=subprocess.DEVNULL)  # an empty one is read, and said to be empty
    assert (r.returncode, r.stderr) == (2, "xcc: <stdin>:1:1: no item line (the input has only comments and "
                                           "blank lines)\n")
    r = subprocess.run([sys.executable, "-m", "xcckit.cli", "solve", "dlx", "-"], stdin=None,
                       capture_output=True, text=True, timeout=120, preexec_fn=lambda: os.close(0))
    assert (r.returncode, r.stderr) == (2, "xcc: -: cannot read: standard input is closed\n")


def test_limits_beyond_64_bits_are_no_limit(backend_name):
    m = Queens(6).model
    assert xcckit.count(m, backend=backend_name, limit=2 ** 70).count == 4
    assert len(xcckit.solve(m, backend=backend_name, limit=2 ** 70).solutions) == 4


def test_a_limit_beyond_64_bits_on_the_command_line():
    r = xcc("count", "queens", "6", "--limit", str(2 ** 64), "-b", "dlx")
    assert (r.returncode, r.stdout) == (0, "4 solutions\n")


def test_bounds_beyond_31_bits_are_refused():
    m = Model()
    with pytest.raises(ModelError, match=r"item 'p': upper bound 1,208,925,819,614,629,174,706,176 is above "
                                         r"2,147,483,647 \(2\^31-1\)"):
        m.add_primary("p", lo=2 ** 80, hi=2 ** 80)


def test_standard_output_for_output_files(run_cli):
    code, out, _ = run_cli("export", "queens", "4", "-o", "-")
    assert code == 0 and out == run_cli("export", "queens", "4")[1]
    code, out, _ = run_cli("solve", "queens", "4", "--svg", "-")
    assert code == 0 and "<svg" in out and out.index("Q") < out.index("<svg")


def test_a_torn_last_journal_line_is_dropped(tmp_path):
    path = tmp_path / "j.jsonl"
    m = Queens(9).model
    with Journal.open(path, m):
        pass
    with open(path, "ab") as f:
        f.write(b'{"part": 3, "cou\n')  # a crash in the middle of a line, then a newline
    assert xcckit.count(m, journal=str(path), backend="dlx").count == 352
    assert all(json.loads(line) for line in path.read_text().splitlines())


LEAVE_MIDWAY = """
import sys, types
from xcckit import terminal
terminal.PROCESS.own = True
assert "multiprocessing" not in sys.modules
assert terminal._children() == [] and "multiprocessing" not in sys.modules
sys.modules["multiprocessing"] = types.ModuleType("multiprocessing")  # (as one half imported)
assert terminal._children() == []
print("leaving", flush=True)
terminal.leave(3)
"""


def test_leaving_on_the_alarm_imports_nothing():
    """The alarm ends the process through ``terminal.leave``, which may run while the command's
    modules are still loading: it looks for child processes only where multiprocessing is
    loaded, never importing it (importing it with ``socket`` half imported ended the process in
    a traceback, exit status 1, where 3 was due), and a module half loaded does not stop it."""
    done = subprocess.run([sys.executable, "-c", LEAVE_MIDWAY], capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stdout, done.stderr) == (3, "leaving\n", "")


def test_the_time_limit_holds_while_the_model_is_built():
    """Building a 600×600 slitherlink takes several seconds and does not look at the clock: the
    xcc process is stopped past the limit all the same, saying what it was doing. (The limit
    counts from the process's start: 2 s leaves a busy machine time to start the interpreter
    before the building begins, measured 0.4-0.6 s at a load of 10 on 2 cores; where the start
    took the whole limit, at a load of 12, the limit is asked again, longer: the building, slowed
    as much, still outlasts it.)"""
    for limit in ("2", "6", "20"):
        r = xcc("count", "slitherlink", "600x600", "--time-limit", limit)
        if r.stderr != "xcc: time limit reached while starting\n":
            break
    assert (r.returncode, r.stdout, r.stderr) == (3, "", "xcc: time limit reached while building the model\n")


def test_sample_draws_one_by_one_within_the_time_limit(run_cli):
    """-n beyond what the time allows: the samples drawn before the limit are shown, each whole.
    The xcc process's limit counts from its start, which a busy machine may spend on starting
    the interpreter: any number of samples, none included (where the start took it all, the
    limit is asked again, longer)."""
    for limit in ("2", "6", "20"):
        r = xcc("sample", "queens", "6", "-n", "100000000000", "--time-limit", limit, "--json")
        if r.stderr != "xcc: time limit reached while starting\n":
            break
    data = json.loads(r.stdout)
    assert r.returncode == 3 and data["status"] == "timeout"
    for queens in (s["answer"]["queens"] for s in data["solutions"]):  # six, none attacking another
        assert len({r for r, _ in queens}) == len({c for _, c in queens}) == len({r - c for r, c in queens}) == \
            len({r + c for r, c in queens}) == 6
    xcckit.sample(Queens(6), 1)  # in-process, the kernels compiled: a first sample comes in milliseconds
    code, out, _ = run_cli("sample", "queens", "6", "-n", "1000000", "--time-limit", "2")
    shown = [line for line in out.splitlines() if line.startswith("solution ")]
    assert code == 3 and shown[0] == "solution 1:" and shown[-1] == f"solution {len(shown)}:"
    assert out.splitlines()[-1] == f"time limit reached: {len(shown):,} of 1,000,000 drawn"
    assert len(out.splitlines()) == 7 * len(shown) + 1  # a header and 6 rows each
    with pytest.raises(ValueError, match="sample"):
        xcckit.zdd(Queens(6)).sample(-1)
    first = xcckit.sample(Queens(8), 5, seed=3).solutions
    assert first == xcckit.zdd(Queens(8)).sample(5, seed=3)  # the stream draws what sample(k) draws


def test_a_bound_counts_only_as_far_as_its_options_reach(backend_name):
    """dlx and zdd write a bound as a counter of at most 93: ``0:2000000|p`` on three options is
    ``0:3|p`` (all 8 subsets of them), not a refusal; a bound its 100 options can reach is refused
    (a backend that counts bounds so says it, in :meth:`accepts` too)."""
    m = parse_dlx("0:2000000|p\np\np\np\n")
    assert xcckit.count(m, backend=backend_name).count == 8
    wide = parse_dlx("0:100|p q\n" + "p\n" * 99 + "p q\n")
    if backend_class(backend_name).multiplicities == "counted":
        assert not backend_class(backend_name).accepts(wide)
        with pytest.raises(UnsupportedError, match=f"the {backend_name} backend counts bounds up to 93, and item 'p' "
                                                   "has 0:100; use --backend sat or cpsat"):
            xcckit.count(wide, backend=backend_name)
