"""The journal a count in parts resumes from: through the API and the command line."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

import xcckit
from xcckit import parse_dlx
from xcckit.backends.dlx import DlxBackend
from xcckit.errors import InputError, Interrupted
from xcckit.parallel.journal import Journal, fingerprint

from .brute import brute_solutions
from .conftest import GOLDEN, GOLDEN_COUNTS, PATIENCE, count_so_far
from .test_backends import build, xcc_problems

QUEENS15 = 2_279_184
"""The 15 queens' count: a count of about 8 s of CPU here (MacMahon's board 12 takes 15), long
enough to be interrupted, killed a worker of, or stopped midway."""


def xcc(*args: str, env: dict | None = None) -> subprocess.Popen:
    """``xcc ARGS`` in a process of its own, with Ctrl-C as a terminal delivers it."""
    return subprocess.Popen([sys.executable, "-m", "xcckit.cli", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))


def run(*args: str, env: dict | None = None, timeout: float = PATIENCE) -> tuple[int, str, str]:
    proc = xcc(*args, env=env)
    out, err = proc.communicate(timeout=timeout)
    return proc.returncode, out, err


def wait_for_progress(proc: subprocess.Popen, least: float = 0.0, timeout: float = PATIENCE) -> list[str]:
    """Read ``proc``'s progress lines (``--progress``) until one shows solutions and more than
    ``least`` of the tree done; the lines read."""
    lines = []
    end = time.monotonic() + timeout
    for line in proc.stderr:
        lines.append(line)
        words = line.split()
        if words and words[0].replace(",", "").isdigit() and int(words[0].replace(",", "")) > 0:
            share = float(line.split("; ")[1].split(" %")[0]) if "% of the tree" in line else 100.0
            if share > 100 * least:
                return lines
        assert time.monotonic() < end, lines
    raise AssertionError(f"no progress: {lines}")


def records(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def groups(recs: list[dict]) -> list[list[int]]:
    """The parts each record of a journal says are done."""
    return [r["parts"] if "parts" in r else [r["part"]] for r in recs if "count" in r]


def assert_partition(recs: list[dict]) -> None:
    """Every part of a finished journal (the cut's, and the pieces given away) done exactly once."""
    n = len(recs[1]["cut"]["parts"]) + sum(len(r.get("rest", ())) for r in recs)
    done = [k for g in groups(recs) for k in g]
    assert sorted(done) == list(range(n))


# ---------------------------------------------------------------------------- the journal (API)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(problem=xcc_problems(bounds=False))
def test_journal_counts_and_resumes_on_random_models(problem, tmp_path_factory):
    primary, secondary, options = problem
    m, kept = build(primary, secondary, options)
    expected = len(brute_solutions(primary, set(secondary), kept))
    path = tmp_path_factory.mktemp("j") / "count.journal"
    b = DlxBackend(threads=2, probe=1)
    assert xcckit.count(m, backend=b, journal=str(path)).count == expected
    recs = records(path)
    assert recs[0]["fingerprint"] == fingerprint(m) and recs[-1]["total"] == expected
    assert sum(r["count"] for r in recs if "count" in r) + recs[1]["cut"]["found"] == expected
    # the total and every other finished part gone from the journal (not those that gave
    # pieces away, which number the later parts): those are counted again
    kept_lines = [line for k, line in enumerate(path.read_text().splitlines(keepends=True))
                  if k < 2 or (k % 2 or "rest" in line) and "total" not in line]
    path.write_text("".join(kept_lines))
    assert xcckit.count(m, backend=b, journal=str(path)).count == expected
    assert records(path)[-1]["total"] == expected


@pytest.mark.parametrize("name", sorted(GOLDEN_COUNTS))
def test_journal_on_golden_files(name, tmp_path):
    m = parse_dlx((GOLDEN / f"{name}.dlx").read_text())
    path = tmp_path / "j"
    b = DlxBackend(threads=3, probe=20)
    assert xcckit.count(m, backend=b, journal=str(path)).count == GOLDEN_COUNTS[name]
    parts = [r for r in records(path) if "count" in r]
    with Journal.open(path, m) as j:  # counted again from the journal, nothing recounted
        assert j.total == GOLDEN_COUNTS[name]
        assert sorted(j.done) == list(range(len(j.cut[0])))  # every part, each once
        assert len(j.done) == sum(len(r.get("parts", [0])) for r in parts)
    assert xcckit.count(m, backend=b, journal=str(path)).count == GOLDEN_COUNTS[name]
    assert len(records(path)) == len(parts) + 3


def test_pieces_given_away_are_journalled_and_resumed(tmp_path, monkeypatch):
    """One part for three threads: two wait, and the search gives them pieces; the journal holds
    a partition of what is left after every line, so a count stopped after any of them resumes
    to the exact total."""
    import xcckit.parallel.run as run_module
    monkeypatch.setattr(run_module, "PER_THREAD", 0)  # the cut: the whole search, one part
    m = parse_dlx((GOLDEN / "torto-TORTO.dlx").read_text())
    path = tmp_path / "j"
    b = DlxBackend(threads=3, budget=64, probe=0)
    assert xcckit.count(m, backend=b, journal=str(path)).count == 1832
    recs = records(path)
    assert recs[1]["cut"]["parts"] == [[]] and any("rest" in r for r in recs)
    assert any(len(g) > 1 for g in groups(recs))  # a search went on with the pieces it kept
    assert_partition(recs)
    lines = path.read_text().splitlines(keepends=True)
    for stop in sorted({2, 3, 4, len(lines) // 3, len(lines) // 2, len(lines) - 2}):
        path.write_text("".join(lines[:stop]))
        assert xcckit.count(m, backend=DlxBackend(threads=2, budget=64, probe=0), journal=str(path)).count == 1832
        assert_partition(records(path))


def test_a_long_search_writes_where_it_is(tmp_path, monkeypatch):
    """One thread, one part: nobody to give pieces to, yet the journal gets a line at every
    checkpoint (here every slice), and a count stopped after any of them resumes exactly."""
    import xcckit.parallel.run as run_module
    monkeypatch.setattr(run_module, "PER_THREAD", 0)
    monkeypatch.setattr(run_module, "COUNT_CHECKPOINT", 0.0)
    m = parse_dlx((GOLDEN / "torto-TORTO.dlx").read_text())
    path = tmp_path / "j"
    b = DlxBackend(threads=1, budget=64, probe=0)
    assert xcckit.count(m, backend=b, journal=str(path)).count == 1832
    recs = records(path)
    assert sum("rest" in r for r in recs) >= 3 and all(len(r.get("rest", [0])) for r in recs)
    assert_partition(recs)
    lines = path.read_text().splitlines(keepends=True)
    for stop in sorted({3, len(lines) // 2, len(lines) - 2}):
        path.write_text("".join(lines[:stop]))
        assert xcckit.count(m, backend=b, journal=str(path)).count == 1832
        assert_partition(records(path))


def test_a_journal_missing_a_line_of_pieces_is_refused(tmp_path, monkeypatch):
    import xcckit.parallel.run as run_module
    monkeypatch.setattr(run_module, "PER_THREAD", 0)
    m = parse_dlx((GOLDEN / "torto-TORTO.dlx").read_text())
    path = tmp_path / "j"
    assert xcckit.count(m, backend=DlxBackend(threads=3, budget=64, probe=0), journal=str(path)).count == 1832
    lines = path.read_text().splitlines(keepends=True)
    gave = [k for k, line in enumerate(lines) if '"rest"' in line]
    path.write_text("".join(lines[:gave[0]] + lines[gave[0] + 1:]))
    with pytest.raises(InputError, match=r"j:\d+: not a journal record$") as err:
        Journal.open(path, m)  # at the first line naming a piece of the missing line
    assert int(str(err.value).split(":")[-2]) > gave[0]


@pytest.mark.parametrize("name", sorted(GOLDEN_COUNTS))
def test_enumeration_journal_resumes_after_any_line(name, tmp_path, monkeypatch):
    """solve with a journal: each line holds its part's solutions (a search writes what it has at
    every slice here); solving again after the journal was cut at any of several lines gives
    every solution once, the journal's first."""
    import xcckit.parallel.run as run_module
    monkeypatch.setattr(run_module, "CHECKPOINT", 0.0)
    m = parse_dlx((GOLDEN / f"{name}.dlx").read_text())
    every = sorted(xcckit.solve(m, backend="dlx", limit=None).solutions)
    path = tmp_path / "j"
    b = DlxBackend(threads=2, probe=10, budget=64)
    result = xcckit.solve(m, backend=b, limit=None, journal=str(path))
    assert sorted(result.solutions) == every and result.complete
    recs = records(path)
    assert recs[0]["solutions"] is True and recs[-1]["total"] == len(every)
    assert sorted(tuple(s) for r in recs[1:] for s in r.get("solutions", [])) == every
    assert_partition(recs)
    lines = path.read_text().splitlines(keepends=True)
    for stop in sorted({2, 3, len(lines) // 2, len(lines) - 1}):
        path.write_text("".join(lines[:stop]))
        kept = [tuple(s) for r in records(path)[2:] for s in r["solutions"]]
        again = xcckit.solve(m, backend=b, limit=None, journal=str(path))
        assert sorted(again.solutions) == every and again.solutions[:len(kept)] == kept
    few = xcckit.solve(m, backend=b, limit=2, journal=str(path))  # done: read off the journal
    assert few.solutions == again.solutions[:2]


def test_enumeration_and_count_journals_are_not_mixed(tmp_path):
    path = tmp_path / "j"
    cat = parse_dlx((GOLDEN / "torto-CAT.dlx").read_text())
    assert xcckit.count(cat, backend="dlx", journal=str(path)).count == 128
    with pytest.raises(InputError, match=r"j:1: this journal belongs to another count"):
        xcckit.solve(cat, journal=str(path))
    with pytest.raises(InputError, match=r"^backend: .* not sat$"):
        xcckit.solve(cat, backend="sat", journal=str(tmp_path / "k"))


def test_cli_solve_with_a_journal(tmp_path):
    path = tmp_path / "j"
    args = ("solve", "dlx", str(GOLDEN / "torto-TORTO.dlx"), "--limit", "5000", "--json", "--journal", str(path))
    code, out, err = run(*args)
    first = json.loads(out)
    assert (code, err, first["status"], len(first["solutions"])) == (0, "", "solved", 1832)
    code, out, err = run(*args)  # all of them from the journal (in its order)
    again = json.loads(out)["solutions"]
    assert code == 0 and sorted(map(json.dumps, again)) == sorted(map(json.dumps, first["solutions"]))
    assert run("solve", "dlx", str(GOLDEN / "torto-TORTO.dlx"), "-b", "sat", "--journal", str(path)) == \
        (2, "", "xcc: --journal: a search in parts is made by the dlx or trie backend, not sat\n")


def test_torn_last_line_is_dropped(tmp_path):
    m = parse_dlx((GOLDEN / "torto-TORTO.dlx").read_text())
    path = tmp_path / "j"
    assert xcckit.count(m, backend=DlxBackend(threads=2, probe=20), journal=str(path)).count == 1832
    text = path.read_text().splitlines(keepends=True)
    path.write_text("".join(text[:-2]) + text[-2][:7])  # the total gone, the last part cut short
    with Journal.open(path, m) as j:
        assert j.total is None and len(j.done) == len(text) - 4
    assert xcckit.count(m, backend="dlx", journal=str(path)).count == 1832
    assert path.read_text().count("\n") == len(text) and records(path)[-1]["total"] == 1832


def test_a_journal_of_another_count_is_refused(tmp_path):
    path = tmp_path / "j"
    cat = parse_dlx((GOLDEN / "torto-CAT.dlx").read_text())
    assert xcckit.count(cat, backend="dlx", journal=str(path)).count == 128
    other = parse_dlx("a b\na\nb\n")
    with pytest.raises(InputError) as err:
        xcckit.count(other, backend="dlx", journal=str(path))
    assert str(err.value) == f"{path}:1: this journal belongs to another count: give a new file to start this one"
    (tmp_path / "k").write_text("hello\n")
    with pytest.raises(InputError, match=r"k:1: not a journal line \(JSON object\)$"):
        xcckit.count(other, backend="dlx", journal=str(tmp_path / "k"))
    (tmp_path / "k").write_text('{"journal": "xcckit count", "version": 1, "fingerprint": "%s"}\n{"part": 3}\n'
                                % fingerprint(other))
    with pytest.raises(InputError, match=r"k:2: not a journal record$"):
        xcckit.count(other, backend="dlx", journal=str(tmp_path / "k"))


def test_counts_in_parts_need_dlx_or_trie_and_no_limit(tmp_path):
    m = parse_dlx("a b\na\nb\n")
    for backend, what in [("sat", "sat"), (DlxBackend(engine="links"), "dlx engine links")]:
        with pytest.raises(InputError, match=rf"^backend: a count in parts is made by the dlx or trie backend, "
                                             rf"not {what}$"):
            xcckit.count(m, backend=backend, journal=str(tmp_path / "j"))
    with pytest.raises(InputError, match="^limit: "):
        xcckit.count(m, backend="dlx", limit=3, journal=str(tmp_path / "j"))


# ---------------------------------------------------------------------------- the journal (CLI)
@pytest.mark.slow
def test_count_interrupted_and_resumed(tmp_path):
    """Ctrl-C half-way: the partial count and the command that resumes; the same command again
    counts only the parts not done and prints the exact total."""
    path = tmp_path / "queens15.journal"
    args = ("count", "queens", "15", "--backend", "dlx", "--workers", "2", "--journal", str(path), "--progress")
    proc = xcc(*args)
    wait_for_progress(proc, least=0.2)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130 and err.splitlines()[-1] == "xcc: interrupted"
    partial, resume = out.splitlines()
    so_far = count_so_far(partial, "interrupted")
    assert 0 < so_far < QUEENS15  # (a progress line showed solutions before the Ctrl-C)
    assert resume == "to resume: xcc " + " ".join(args)
    first = groups(records(path))
    assert first and "total" not in path.read_text()
    recs = records(path)  # every solution counted is in the journal: the searches wrote their rest
    assert recs[1]["cut"]["found"] + sum(r["count"] for r in recs if "count" in r) == so_far
    code, out, err = run(*args)
    assert (code, out) == (0, f"{QUEENS15:,} solutions\n")
    recs = records(path)
    assert groups(recs)[:len(first)] == first
    assert_partition(recs)  # nothing counted twice, nothing left out
    assert recs[-1]["total"] == QUEENS15
    assert run(*args) == (0, f"{QUEENS15:,} solutions\n", "")  # done: read off the journal


def test_cli_journal_errors(tmp_path):
    path = tmp_path / "j"
    assert run("count", "dlx", str(GOLDEN / "torto-CAT.dlx"), "--journal", str(path)) == (0, "128 solutions\n", "")
    code, out, err = run("count", "dlx", str(GOLDEN / "torto-TORTO.dlx"), "--journal", str(path))
    assert (code, out) == (2, "")
    assert err == (f"xcc: {path}:1: this journal belongs to another count (xcc count dlx "
                   f"{GOLDEN / 'torto-CAT.dlx'} --journal {path}): give a new file to start this one\n")
    assert run("count", "macmahon", "12", "--journal", str(path), "--limit", "5") == \
        (2, "", "xcc: --journal: a count in parts counts every solution: leave out --limit\n")
    assert run("count", "macmahon", "12", "--journal", str(path), "-b", "sat") == \
        (2, "", "xcc: --journal: a count in parts is made by the dlx or trie backend, not sat\n")


def test_the_journal_names_the_command_given_to_main(run_cli, tmp_path):
    """In-process (main(argv)), the header and the resume line quote argv, not sys.argv."""
    path = tmp_path / "j j"
    args = ["count", "dlx", str(GOLDEN / "torto-CAT.dlx"), "--journal", str(path)]
    assert run_cli(*args) == (0, "128 solutions\n", "")
    assert records(path)[0]["command"] == "xcc count dlx " + str(GOLDEN / "torto-CAT.dlx") + f" --journal '{path}'"


def _stopped_counts():
    from xcckit.backends.trie import TrieBackend
    from xcckit.parallel import force
    from xcckit.puzzles.macmahon import MacMahon, board
    from xcckit.puzzles.wordrect import WordRectangle
    from xcckit.puzzles.kit.words import load_words
    words = load_words("sgb-words:3000")
    return [("dlx", lambda: DlxBackend(threads=2), lambda: force(MacMahon(board("12")).model, (0,))),
            ("trie", lambda: TrieBackend(threads=2), lambda: WordRectangle(words, words).model)]


@pytest.mark.parametrize("name,make,model", _stopped_counts(), ids=["dlx", "trie"])
def test_a_stopped_count_loses_nothing(name, make, model, tmp_path):
    """Ctrl-C (here from the progress callback, which runs where a Ctrl-C lands) stops the
    searches under way at the end of a slice, and each writes what it counted and its rest:
    the journal then holds every solution the interrupted count reported."""
    model = model()
    total = xcckit.count(model, backend=make()).count
    path = tmp_path / "j"

    def progress(st) -> None:
        if st.count > 0 and st.fraction is not None and st.fraction > 0.2:
            raise KeyboardInterrupt

    with pytest.raises(Interrupted) as exc:
        xcckit.count(model, backend=make(), journal=str(path), progress=progress)
    recs = records(path)
    assert "total" not in recs[-1] and 0 < exc.value.count < total
    assert recs[1]["cut"]["found"] + sum(r["count"] for r in recs if "count" in r) == exc.value.count
    assert xcckit.count(model, backend=make(), journal=str(path)).count == total
    assert_partition(records(path))


def _at_most_4_gib() -> None:
    """A child's address space capped, so that a read without end fails soon, not the machine."""
    import resource
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))


def test_a_journal_that_is_no_file_is_one_line():
    """/dev/full reads as endless zeros and takes no write: it was read into memory without end
    (a gigabyte a second). A journal is a regular file: anything else is one line naming it."""
    proc = subprocess.run([sys.executable, "-m", "xcckit.cli", "count", "queens", "10", "--journal", "/dev/full"],
                          capture_output=True, text=True, timeout=120, preexec_fn=_at_most_4_gib)
    assert (proc.returncode, proc.stdout, proc.stderr) == \
        (2, "", "xcc: /dev/full: cannot keep a journal here: not a regular file\n")


def test_a_journal_on_a_full_disk_is_one_line(run_cli, tmp_path, monkeypatch):
    """A write the disk refuses is one line naming the journal, and the file is closed quietly."""
    import errno
    import xcckit.parallel.journal as journal

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(journal.os, "fsync", full)
    path = tmp_path / "j"
    assert run_cli("count", "queens", "6", "--journal", path) == \
        (2, "", f"xcc: {path}: cannot write: No space left on device\n")
