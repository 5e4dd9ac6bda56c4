"""Ctrl-C and time limits behave alike on every backend: the search stops, what was found so far
is printed (or carried by the exception), exit 130 (interrupt) or 3 (time limit), no traceback."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import threading
import time

import pytest

import xcckit
from xcckit.backends import backend_class
from xcckit.errors import Interrupted
from xcckit.puzzles.wordrect import WordRectangle
from xcckit.puzzles.kit.words import load_words
from xcckit.puzzles.wordsquare import WordSquare

from .conftest import PATIENCE, Lines, count_so_far
from .test_journal import wait_for_progress


def xcc(*args: str) -> subprocess.Popen:
    """``xcc ARGS`` in a process of its own, with Ctrl-C as a terminal delivers it (a shell
    that runs the suite in the background may have left SIGINT ignored, which a child keeps)."""
    return subprocess.Popen([sys.executable, "-m", "xcckit.cli", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))


@pytest.mark.slow
@pytest.mark.parametrize("name,args", [
    ("dlx", ["wordsquare", "enable1@5"]),
    ("sat", ["wordsquare", "enable1@5"]),
    ("cpsat", ["wordsquare", "enable1@5"]),
    ("trie", ["wordrect", "sgb-words", "sgb-words"]),  # enable1@5 takes the trie under a second
])
def test_sigint_prints_the_partial_count(name, args):
    """Ctrl-C once the progress lines (--progress) show solutions, however long the model took."""
    proc = xcc("count", *args, "--backend", name, "--progress")
    wait_for_progress(proc)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    assert (proc.returncode, err.splitlines()[-1]) == (130, "xcc: interrupted")
    # (the progress lines' wording of 1 is test_product's: test_the_progress_line_words_the_count_for_its_number)
    assert all(re.match(r"\d[\d,]* solutions? so far, ", line) for line in err.splitlines()[:-1])
    assert count_so_far(out, "interrupted") > 0  # (a progress line showed solutions before the Ctrl-C)


@pytest.mark.slow
@pytest.mark.parametrize("workers", ["1", "2"])
def test_sigint_during_solve_prints_the_solutions_found(workers):
    """Ctrl-C once the listing has begun (its first line reached the pipe), however long the
    model took: the solutions found, each once, and the status."""
    proc = xcc("solve", "wordsquare", "enable1@5", "--backend", "dlx", "--limit", "100000000", "--json",
               "--workers", workers)
    stdout, stderr = Lines(proc.stdout), Lines(proc.stderr)
    stdout.wait_for(lambda line: line.startswith('{"solutions": ['))
    proc.send_signal(signal.SIGINT)
    proc.wait(timeout=60)
    out, err = stdout.text(), stderr.text()
    data = json.loads(out)
    assert (proc.returncode, err, data["status"]) == (130, "xcc: interrupted\n", "interrupted")
    assert len(data["solutions"]) > 0 and all(len(s["answer"]["grid"]) == 5 for s in data["solutions"])
    grids = [tuple(s["answer"]["grid"]) for s in data["solutions"]]
    assert len(set(grids)) == len(grids)  # each once, whichever thread found it


@pytest.mark.able(lambda cls: cls.exact_partial_count)  # (a memoised count has no count so far)
def test_api_interrupt_carries_the_count(able_name):
    """KeyboardInterrupt reaches the caller after the backend stopped its workers, as
    Interrupted (a KeyboardInterrupt) with the count so far."""
    name = able_name
    square = (WordRectangle(load_words("sgb-words"), load_words("sgb-words")) if backend_class(name).needs_word_grid
              else WordSquare(load_words("enable1@5")))  # each takes its backend over 10 s
    small = WordSquare(["ab", "ba"])  # compiles the kernels first (a cold cache takes seconds):
    assert xcckit.count(small, backend=name).count == 2  # the interrupt must come during the search
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    before = set(threading.enumerate())
    fired = threading.Event()

    def interrupt() -> None:
        if not fired.is_set():
            fired.set()
            os.kill(os.getpid(), signal.SIGINT)

    def progress(status) -> None:  # Ctrl-C once solutions are in, however long the model took
        if status.count > 0:
            interrupt()

    timer = threading.Timer(PATIENCE, interrupt)  # none by then: Ctrl-C anyway, and fail below
    timer.start()
    try:
        with pytest.raises(Interrupted) as exc:
            xcckit.count(square, backend=name, progress=progress)
    finally:
        timer.cancel()
        timer.join()
        signal.signal(signal.SIGINT, previous)
    assert isinstance(exc.value, KeyboardInterrupt) and exc.value.count > 0
    assert {t for t in set(threading.enumerate()) - before if t.is_alive()} == set()  # the workers stopped


@pytest.mark.parametrize("value", ["0", "-1", "nan", "inf", "x"])
def test_time_limit_is_validated(run_cli, value):
    code, out, err = run_cli("count", "dlx", "knuth-toy", "--time-limit", value)
    assert (code, out) == (2, "")
    if value == "x":
        assert err == "xcc count: Invalid value for '--time-limit' / '-t': 'x' is not a valid float.\n"
    else:
        assert err == f"xcc: --time-limit: must be a positive number of seconds, not {float(value)!r}\n"


@pytest.mark.able(lambda cls: cls.exact_partial_count)  # (a memoised count has no count so far to say)
def test_time_limit_covers_the_whole_command(run_cli, able_name):
    """--time-limit 2 on a count none of them finishes in 2 s: each stops within the limit,
    plus half a second, plus what loading cannot interrupt, and says what it had (exit 3), in
    whatever number it reached (on a busy machine sat had found 1 solution, or none)."""
    words_only = backend_class(able_name).needs_word_grid
    args = ["wordrect", "sgb-words", "sgb-words"] if words_only else ["wordsquare", "enable1@5"]
    assert xcckit.count(WordSquare(["ab", "ba"]), backend=able_name).count == 2  # the kernels loaded (seconds)
    t0 = time.perf_counter()  # what loading cannot interrupt, measured now, on the machine as loaded as it is
    words = load_words(args[1])
    assert (WordRectangle(words, words) if words_only else WordSquare(words)).model.n_options > 0
    loading = time.perf_counter() - t0
    t0 = time.perf_counter()
    code, out, _ = run_cli("count", *args, "--backend", able_name, "--time-limit", "2")
    elapsed = time.perf_counter() - t0
    assert code == 3
    count_so_far(out, "time limit reached")  # (its line, worded for whatever count it reached)
    # the limit, the half second the product promises, loading, and 2 s for the machine's load
    # (an ignored limit runs on for minutes: each of these counts takes its backend over 10 s)
    assert elapsed < 2 + 0.5 + loading + 2.0, (elapsed, loading)


def test_time_limit_used_up_by_model_building(run_cli):
    """A limit that building the model uses up is a time limit reached (exit 3), not bad input."""
    code, out, err = run_cli("count", "wordsquare", "enable1@5", "--time-limit", "0.001", "-b", "dlx")
    assert (code, err) == (3, "")
    count_so_far(out, "time limit reached")  # (its line, worded for whatever count it reached)


def test_ctrl_c_waits_for_every_worker():
    """Ctrl-C while the workers run: run_threads raises only once every worker has ended its
    slice (a Thread.join() that Ctrl-C interrupts can take a running thread for stopped)."""
    from xcckit.backends.base import Deadline
    from xcckit.parallel.threads import run_threads
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    lock = threading.Lock()
    try:
        for k in range(20):
            stop, ended, running, timers = threading.Event(), [], [], []

            def work(w: int) -> None:
                with lock:
                    running.append(w)
                    if len(running) == 2:  # Ctrl-C a moment after both workers run
                        timers.append(threading.Timer(0.02 + 0.005 * k, os.kill, (os.getpid(), signal.SIGINT)))
                        timers[0].start()
                while not stop.is_set():
                    time.sleep(0.001)
                time.sleep(0.05)  # the end of its slice
                ended.append(w)

            with pytest.raises(KeyboardInterrupt):
                run_threads(work, 2, stop, Deadline(None), None, lambda t: None)
            timers[0].join()
            assert sorted(ended) == [0, 1], k
    finally:
        signal.signal(signal.SIGINT, previous)


def test_ctrl_c_while_the_workers_start(monkeypatch):
    """Ctrl-C as the second of three workers is being started: the first, already running, is
    stopped and waited for; the others never run, and nothing waits for them."""
    from xcckit.backends.base import Deadline
    from xcckit.parallel.threads import run_threads
    real, calls = threading.Thread.start, []

    def start(thread) -> None:
        calls.append(thread)
        if len(calls) == 2:
            raise KeyboardInterrupt  # before this one runs
        real(thread)

    stop, ended = threading.Event(), []

    def work(w: int) -> None:
        while not stop.is_set():
            time.sleep(0.001)
        ended.append(w)

    monkeypatch.setattr(threading.Thread, "start", start)
    try:
        with pytest.raises(KeyboardInterrupt):
            run_threads(work, 3, stop, Deadline(None), None, lambda t: None)
    finally:
        monkeypatch.undo()
    assert (ended, len(calls)) == ([0], 2)


def test_a_reader_that_goes_away_is_no_error():
    """``xcc … | head -1``: the reader closes the pipe after a line; xcc stops quietly with 0
    (click's own exit 1 there is not an error of the command)."""
    proc = xcc("solve", "slitherlink", "8x8", "-n", "200", "-b", "dlx")
    assert proc.stdout.readline() == "solution 1:\n"
    proc.stdout.close()
    assert proc.wait(timeout=120) == 0
    assert proc.stderr.read() == ""


def test_ctrl_c_stops_maxsat_and_its_child_process():
    """sat's cheapest solutions run RC2 in a child process: Ctrl-C (once that child runs) kills it
    and raises Interrupted with the cheapest found so far (none here)."""
    import multiprocessing
    from xcckit.backends import get_backend
    model = WordSquare(load_words("sgb-words:2000"), cost="rank").model  # RC2 takes minutes on it
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)

    def interrupt_once_the_child_runs() -> None:
        end = time.monotonic() + PATIENCE
        while not multiprocessing.active_children() and time.monotonic() < end:
            time.sleep(0.01)
        os.kill(os.getpid(), signal.SIGINT)

    threading.Thread(target=interrupt_once_the_child_runs, daemon=True).start()
    try:
        with pytest.raises(Interrupted) as err:
            get_backend("sat").best(model, 1)
    finally:
        signal.signal(signal.SIGINT, previous)
    assert err.value.solutions == [] and err.value.partial.costs == []
    assert multiprocessing.active_children() == []


def _rss_mib(pid: int) -> float:
    with open(f"/proc/{pid}/status") as f:
        return next(int(line.split()[1]) for line in f if line.startswith("VmRSS:")) / 1024


def _wait_for(condition, seconds: float = PATIENCE) -> None:
    end = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < end, "the condition never came"
        time.sleep(0.05)


@pytest.mark.skipif(not os.path.exists("/proc/self/status"), reason="reads the process's memory from /proc")
def test_a_long_listing_is_written_as_found_in_bounded_memory(tmp_path):
    """xcc solve queens 20 --limit 100000000 > FILE: the solutions go to FILE as they are found,
    the process's memory does not grow with them, and Ctrl-C ends it at once with every
    solution written whole (it used to keep them all: 24 GB, then 37 s to print them)."""
    path = tmp_path / "queens.txt"
    with open(path, "w") as out:
        proc = subprocess.Popen([sys.executable, "-m", "xcckit.cli", "solve", "queens", "20", "--limit", "100000000",
                                 "--backend", "dlx"], stdout=out, stderr=subprocess.PIPE, text=True,
                                preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
        try:
            _wait_for(lambda: path.stat().st_size > 4_000_000)
            before, written = _rss_mib(proc.pid), path.stat().st_size
            _wait_for(lambda: path.stat().st_size > 5 * written)  # four times as many solutions more
            after = _rss_mib(proc.pid)
            proc.send_signal(signal.SIGINT)
            t0 = time.monotonic()
            _, err = proc.communicate(timeout=60)
            stopped = time.monotonic() - t0
        finally:
            proc.kill()
    assert (proc.returncode, err) == (130, "xcc: interrupted\n")
    assert after - before < 64, f"memory grew from {before:.0f} to {after:.0f} MiB while listing"
    assert stopped < 10  # (at once: well under a second on an idle machine)
    text = path.read_text()
    blocks = text.split("solution ")[1:]
    assert len(blocks) > 10_000 and text.endswith("\n")
    assert blocks[-1].startswith(f"{len(blocks)}:")
    assert all(len(block.splitlines()) == 21 for block in (blocks[0], blocks[-1]))  # a header and 20 rows


def _children(pid: int) -> list[int]:
    try:
        with open(f"/proc/{pid}/task/{pid}/children") as f:
            return [int(k) for k in f.read().split()]
    except OSError:
        return []


@pytest.mark.skipif(not os.path.exists("/proc/self/task"), reason="watches the process's children in /proc")
@pytest.mark.parametrize("extra", [0.0, 0.15, 0.3, 0.6])
def test_ctrl_c_during_facts_on_sat_never_crashes(extra):
    """Ctrl-C as a terminal sends it (to the whole process group) while the SAT solver's child
    process works: exit 130 with the facts proven so far, never CaDiCaL's abort (exit 134).
    (The blank 60x60 grid's CNF, 354,473 literals, is big enough to go to a child.)"""
    proc = subprocess.Popen([sys.executable, "-m", "xcckit.cli", "facts", "slitherlink", "60x60", "--backend", "sat"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))  # (as a terminal's
    # foreground command has it: a suite started in the background inherits SIGINT ignored, and
    # Python then installs no handler)
    try:
        end = time.monotonic() + PATIENCE
        while not _children(proc.pid) and proc.poll() is None:  # the solver's child is at work
            assert time.monotonic() < end
            time.sleep(0.01)
        time.sleep(extra)
        os.killpg(proc.pid, signal.SIGINT)
        out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    assert (proc.returncode, err) == (130, "xcc: interrupted\n")
    assert out.splitlines()[-1] in ("interrupted: no facts proven yet",
                                    "interrupted: these facts are proven, others may hold too")


def test_ctrl_c_after_a_cpsat_search_still_reaches_python():
    """CP-SAT's own Ctrl-C catch left SIGINT at the default once Solve returned, so that a
    later Ctrl-C killed the process without its output; xcckit keeps Python's handler."""
    code = ("import os, signal, time, xcckit\n"
            "from xcckit.puzzles.wordsquare import WordSquare\n"
            "assert xcckit.count(WordSquare(['ab', 'ba']), backend='cpsat').count == 2\n"
            "assert xcckit.solve(WordSquare(['ab', 'ba']), backend='cpsat').solutions\n"
            "try:\n"
            "    os.kill(os.getpid(), signal.SIGINT)\n"
            "    time.sleep(30)\n"
            "except KeyboardInterrupt:\n"
            "    print('KeyboardInterrupt')\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                          preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    assert (done.returncode, done.stdout, done.stderr) == (0, "KeyboardInterrupt\n", "")


def test_cpsat_stopped_early_by_its_own_clock_is_a_time_limit(monkeypatch):
    """CP-SAT may stop a search before the time it was given (its clock starts before the
    model is loaded: 0.65 s early on wordsquare enable1@5's facts); with a limit and no
    Ctrl-C that is the limit, never an interrupt."""
    from ortools.sat.python import cp_model

    from xcckit.backends.base import Outcome
    from xcckit.backends.cpsat import CPSATBackend
    monkeypatch.setattr(cp_model.CpSolver, "Solve", lambda self, model, callback=None: cp_model.UNKNOWN)
    model = WordSquare(["ab", "ba"]).model
    backend = CPSATBackend()
    assert backend.run(model, lambda sol: None, limit=None, time_limit=60) is Outcome.TIMEOUT
    assert backend.run(model, lambda sol: None, limit=1, time_limit=60) is Outcome.TIMEOUT
    facts = backend.facts(model, time_limit=60)
    assert (facts.solvable, facts.complete) == (None, False)
    with pytest.raises(KeyboardInterrupt):  # without a limit, only a Ctrl-C stops a search
        backend.run(model, lambda sol: None, limit=None)


def _langford(n: int):
    """Langford pairs of 1..n: none for n = 13 (n mod 4 is 1), which CaDiCaL takes minutes to
    prove on a CNF of 13,138 literals (small enough for the search in a thread)."""
    from xcckit.model import Model
    m = Model()
    m.add_items([str(k) for k in range(1, n + 1)] + [f"s{j}" for j in range(1, 2 * n + 1)])
    for k in range(1, n + 1):
        for j in range(1, 2 * n - k):
            m.add_option([str(k), f"s{j}", f"s{j + k + 1}"])
    return m


def _sat_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == "xcckit-search" and t.is_alive()]


def _ctrl_c_in_the_search_thread(call, expected: type[BaseException], ready=lambda: True) -> BaseException:
    """``call()`` with Ctrl-C sent once the search thread is at work (and ``ready()``); the
    exception it raised (of type ``expected``), and no search thread left."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    seen = []

    def interrupt() -> None:
        end = time.monotonic() + PATIENCE
        while time.monotonic() < end:
            if _sat_threads() and ready():
                seen.append(True)
                break
            time.sleep(0.01)
        os.kill(os.getpid(), signal.SIGINT)

    timer = threading.Thread(target=interrupt)
    try:
        timer.start()
        with pytest.raises(expected) as exc:
            call()
    finally:
        timer.join()
        signal.signal(signal.SIGINT, previous)
    assert seen, "the search never ran in a thread"
    assert _sat_threads() == [] and [t for t in threading.enumerate() if t.name.startswith("xcckit-")] == []
    return exc.value


def _no_child(monkeypatch) -> None:
    """The sat backend's work must not go to a child process (a small CNF runs in a thread)."""
    from xcckit.backends.sat import search

    def refused(*args, **kwargs):
        raise AssertionError("a small CNF was sent to a child process")

    monkeypatch.setattr(search, "run_in_child", refused)


def test_a_small_sat_search_in_a_thread_keeps_its_time_limit():
    from xcckit.backends import sat
    from xcckit.backends.base import Outcome
    model = _langford(13)
    assert sum(map(len, sat.CNFEncoding(model).clauses)) <= sat.search.IN_PROCESS_LITERALS
    assert sat.SatBackend().run(model, lambda s: None, limit=1, time_limit=0.5) is Outcome.TIMEOUT
    assert _sat_threads() == []


def test_a_sat_search_of_a_mid_sized_cnf_runs_in_a_thread_and_keeps_its_time_limit(monkeypatch):
    """Langford 33 has no solution and its CNF has 236,948 literals: more than a thread took
    before, so that its first slices are shortened (a conflict costs more on a big formula);
    the search runs here and stops at its time limit, with no child process."""
    from xcckit.backends import sat
    from xcckit.backends.base import Outcome
    from pysat.solvers import Solver
    _no_child(monkeypatch)
    model = _langford(33)
    clauses = sat.CNFEncoding(model).clauses
    assert 200_000 < sum(map(len, clauses)) <= sat.search.IN_PROCESS_LITERALS
    s = Solver(name="cadical195", bootstrap_with=clauses)
    try:
        assert 100 <= sat.search.first_budget(s) < sat.search.FIRST_BUDGET
    finally:
        s.delete()
    t = time.monotonic()
    assert sat.SatBackend().run(model, lambda s: None, limit=1, time_limit=0.5) is Outcome.TIMEOUT
    assert time.monotonic() - t < 0.5 + 2.0  # (the encoding, then slices of the search)
    assert _sat_threads() == []


def test_a_small_sat_search_in_a_thread_stops_on_ctrl_c_and_when_told():
    from xcckit.backends import sat
    from xcckit.backends.base import Outcome
    found: list = []
    assert sat.SatBackend().run(_langford(11), lambda s: found.append(s) or False, limit=2) is Outcome.STOPPED
    assert len(found) == 1 and _sat_threads() == []
    _ctrl_c_in_the_search_thread(lambda: sat.SatBackend().run(_langford(13), lambda s: None, limit=1),
                                 KeyboardInterrupt)


def test_ctrl_c_during_facts_in_a_thread_carries_the_facts_proven():
    """The facts of a small CNF (the blank 30x30 slitherlink, 88,133 literals) are worked out
    in a thread: Ctrl-C once it is at work stops it between two solver slices and raises
    Interrupted with the facts proven so far."""
    from xcckit.puzzles.slitherlink import Slitherlink
    model = Slitherlink(["." * 30] * 30).model
    err = _ctrl_c_in_the_search_thread(lambda: xcckit.facts(model, backend="sat"), Interrupted)
    assert err.partial.complete is False


def test_a_small_sat_count_in_a_thread_keeps_its_time_limit(monkeypatch):
    """A count (every solution: no limit) of a small CNF runs in a thread too, and stops at its
    time limit (Langford 13 has no solution; CaDiCaL takes minutes to prove it)."""
    _no_child(monkeypatch)
    r = xcckit.count(_langford(13), backend="sat", time_limit=0.5)
    assert (r.count, r.complete) == (0, False)
    assert r.seconds < 10  # (the limit, and what stopping could ever take)
    assert _sat_threads() == []


@pytest.mark.parametrize("task", ["count", "solve"])
def test_ctrl_c_during_a_small_sat_count_or_listing_carries_what_it_found(monkeypatch, task):
    """Ctrl-C once a count (or a listing of every solution) of a small CNF in a thread has
    solutions: Interrupted with them."""
    _no_child(monkeypatch)
    found = []
    if task == "count":
        call = lambda: xcckit.count(_langford(11), backend="sat", progress=lambda st: found.append(st.count))
    else:
        call = lambda: xcckit.solve(_langford(11), backend="sat", limit=None, on_solution=found.append)
    err = _ctrl_c_in_the_search_thread(call, Interrupted, ready=lambda: bool(found))
    assert len(found) <= err.count < 35_584  # (the count of Langford 11, both ways)
    assert err.count > 0 and err.solutions is None


def test_ctrl_c_during_a_small_sat_listing_in_cubes_stops_its_workers():
    """A listing of a small CNF that goes on in cubes on two processes, forked from the search
    thread: Ctrl-C stops the thread and kills the processes at once (the thread waited for a
    message from them that never came); a time limit too."""
    import multiprocessing
    from xcckit.backends import sat
    from xcckit.backends.base import Outcome
    listing = sat.SatBackend(workers=2, plain=0.0, cubes=6)  # (at once in cubes)
    _ctrl_c_in_the_search_thread(lambda: listing.run(_langford(13), lambda s: None), KeyboardInterrupt,
                                 ready=lambda: len(multiprocessing.active_children()) == 2)
    assert multiprocessing.active_children() == []
    assert listing.run(_langford(13), lambda s: None, time_limit=0.5) is Outcome.TIMEOUT
    assert multiprocessing.active_children() == [] and _sat_threads() == []


def _costly_square():
    """The cheapest word square of sgb-words:1000 by rank: RC2 takes minutes on its CNF of
    about 110,000 literals (small enough for a thread)."""
    return WordSquare(load_words("sgb-words:1000"), cost="rank").model


def test_maxsat_of_a_small_cnf_in_a_thread_keeps_its_time_limit(monkeypatch):
    from xcckit.backends import get_backend, sat
    model = _costly_square()
    assert sum(map(len, sat.CNFEncoding(model, tables=False).clauses)) <= sat.search.IN_PROCESS_LITERALS
    _no_child(monkeypatch)
    t0 = time.perf_counter()
    ranked = get_backend("sat").best(model, 1, time_limit=0.5)
    assert (ranked.solutions, ranked.proven) == ([], False)
    assert time.perf_counter() - t0 < 10  # (RC2 went on for 20 s when its calls were not all stopped)
    assert [t for t in threading.enumerate() if t.name.startswith("xcckit-")] == []


def test_ctrl_c_stops_maxsat_of_a_small_cnf_in_a_thread(monkeypatch):
    from xcckit.backends import get_backend
    model = _costly_square()
    _no_child(monkeypatch)
    err = _ctrl_c_in_the_search_thread(lambda: get_backend("sat").best(model, 1), Interrupted)
    assert err.solutions == [] and err.partial.costs == []


def _random_models(seed: int, n: int):
    """``n`` random models of 10 to 40 options (a few primary items with bounds, coloured
    secondary items, costs)."""
    import random
    from xcckit.model import Model
    rng = random.Random(seed)
    for _ in range(n):
        m = Model()
        primary = [f"p{i}" for i in range(rng.randint(3, 9))]
        for p in primary:
            m.add_primary(p, *((0, 2) if rng.random() < 0.15 else (1, 1)))
        m.add_secondary("s")
        m.add_secondary("t")
        for _ in range(rng.randint(10, 40)):
            tokens = rng.sample(primary, rng.randint(1, 3))
            tokens += [f"{s}:{rng.choice('AB')}" for s in "st" if rng.random() < 0.3]
            m.add_option(tokens, cost=rng.randint(0, 9))
        yield m


def test_a_small_cnf_gets_the_same_answers_in_a_thread_as_in_a_child(monkeypatch):
    """Every question the sat backend answers on a small CNF (count, all solutions in order,
    a second one, the facts, the three cheapest by RC2) is answered in a thread exactly as in
    a child process."""
    from xcckit.backends import get_backend, sat

    def everything_of(m):
        b = get_backend("sat")
        listed = []
        b.run(m, listed.append)
        facts = b.facts(m)
        ranked = b.best(m, 3)
        return (listed, b.count(m), xcckit.solve(m, backend=b, unique=True).solutions,
                (facts.solvable, facts.always, facts.never, facts.colours, facts.unused),
                (ranked.solutions, ranked.costs, ranked.outcome))

    models = list(_random_models(5, 10))  # (each question a child: 25 models took 13.5 s of CPU)
    here = [everything_of(m) for m in models]
    assert sum(len(a[0]) for a in here) > 100  # (solutions to compare)
    monkeypatch.setattr(sat.search, "IN_PROCESS_LITERALS", -1)  # every CNF to a child
    monkeypatch.setattr(sat.search, "MAXSAT_IN_PROCESS_LITERALS", -1)
    monkeypatch.setattr(sat.search, "run_in_thread", None)
    assert [everything_of(m) for m in models] == here


def test_a_search_in_a_thread_waits_for_a_slow_taker():
    """The messages of a search in a thread wait for the taker, at most QUEUED of them: then the
    search waits too (solutions do not pile up in memory while a caller takes them one by one);
    they all come, in order. A taker that stops while the search waits for room ends it."""
    from xcckit.backends.base import Deadline
    from xcckit.backends.child import QUEUED, run_in_thread
    for stop_at_once in (False, True):
        sent, taken, first = [], [], threading.Event()

        def work(send, deadline) -> str:
            for k in range(3 * QUEUED):
                if deadline.expired():  # (the taker stopped: the one held back was dropped)
                    return "stopped"
                sent.append(k)
                send(k)
                if k == 0:  # (the first is taken alone)
                    first.wait()
            return "end"

        def take(k):
            taken.append(k)
            if k == 0:  # the search fills the room while this one is worked on
                first.set()
                _wait_for(lambda: len(sent) >= QUEUED + 2)  # (the first, QUEUED waiting, one held back)
                time.sleep(0.2)
                assert len(sent) == QUEUED + 2
                if stop_at_once:
                    return False
            return None

        got = run_in_thread(work, take, Deadline(None))
        if stop_at_once:
            assert got == ("stopped", None) and taken == [0] and len(sent) == QUEUED + 2
        else:
            assert got == ("done", "end") and taken == list(range(3 * QUEUED))
        assert _sat_threads() == []


@pytest.mark.skipif(not os.path.exists("/proc/self/fd"), reason="counts the process's open files in /proc")
def test_cpsat_searches_leave_no_file_and_no_thread_open():
    """Each CP-SAT search in the main thread has a watcher for Ctrl-C, which nothing waits for:
    it closes its pipe itself once the search has returned, and is never listed as a thread.
    (``before`` may count the first search's pipe, not yet closed on a busy machine: the files
    come back to at most that many, where 50 searches leaking one pipe each would be 100 more.)"""
    def files() -> int:
        return len(os.listdir("/proc/self/fd"))

    model = WordSquare(["ab", "ba", "aa"]).model
    assert xcckit.count(model, backend="cpsat").count == 5  # (ab/ba, ba/aa, ba/ab, aa/aa, aa/ab)
    before, threads = files(), set(threading.enumerate())
    for _ in range(50):
        assert xcckit.count(model, backend="cpsat").count == 5
        assert set(threading.enumerate()) == threads
    _wait_for(lambda: files() <= before)


def _holds_ctrl_c(pid: int) -> bool:
    """Whether process ``pid`` has SIGINT blocked (its SigBlk in /proc): xcc holds Ctrl-C back
    from its first moment until its modules are loaded."""
    try:
        with open(f"/proc/{pid}/status") as f:
            blocked = next(line for line in f if line.startswith("SigBlk:"))
    except (OSError, StopIteration):
        return False
    return bool(int(blocked.split()[1], 16) >> (signal.SIGINT - 1) & 1)


@pytest.mark.skipif(not os.path.exists("/proc/self/status"), reason="watches the process in /proc")
def test_ctrl_c_from_the_first_moment_is_quiet():
    """Ctrl-C at several moments from the first line of xcc's own code (0 to 0.15 s: while numpy,
    numba and typer load, then while the model is built and the kernel loads): exit 130 and at
    most the line 'xcc: interrupted', never a traceback from inside an import (which it was,
    exit -2). (Earlier still, the interpreter is starting and runs none of xcckit's code.)"""
    held = 0
    for delay in (0, 0.02, 0.05, 0.1, 0.15):
        proc = subprocess.Popen([sys.executable, "-m", "xcckit", "count", "queens", "16"], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True,
                                preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
        end = time.monotonic() + 10
        while not _holds_ctrl_c(proc.pid) and proc.poll() is None and time.monotonic() < end:
            pass
        held += _holds_ctrl_c(proc.pid)
        time.sleep(delay)
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=120)
        assert (proc.returncode, err) == (130, "xcc: interrupted\n"), (delay, out, err)
        assert out in ("", ) or out.endswith("so far (interrupted; the count is incomplete)\n"), (delay, out)
    assert held, "xcc never seen holding Ctrl-C back while it loads"


def _own_process(body: str) -> tuple[int, str, str]:
    """Run ``body`` (the code of ``main()``, indented by 4) as the xcc process runs a command,
    with a time limit 0.3 s from its start; (exit status, stdout, stderr)."""
    script = ("import time\nfrom xcckit import terminal\nfrom xcckit.errors import TimeLimitReached\n"
              "def main():\n    command = terminal.Command([])\n    command.start(terminal.process_age() + 0.3)\n" + body
              + "\nterminal.own_process(main)\n")
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    return proc.returncode, proc.stdout, proc.stderr


def test_a_time_limit_while_the_model_is_built_ends_the_process_there():
    """Building the model (a step that does not look at the clock) is stopped at the time limit
    itself, not 0.4 s past it, and the process ends there, one line and exit 3, without
    unwinding the stack: freeing the model half built took tenths of a second more (a 1000x1000
    masyu with --time-limit 5 ended after 6.1 s)."""
    body = ("    command.phase('building the model')\n    try:\n        while True:\n            pass\n"
            "    finally:\n        print('unwound')")
    assert _own_process(body) == (3, "", "xcc: time limit reached while building the model\n")


def test_a_time_limit_whose_exception_is_lost_still_ends_the_command():
    """Past the time limit during a search, the alarm raises TimeLimitReached (so that the command
    prints what it has); raised where it is lost (swallowed here, as Python drops one raised in
    a __del__), it ends the process itself a moment later."""
    body = ("    command.phase('searching')\n    while True:\n        try:\n            while True:\n"
            "                pass\n        except TimeLimitReached:\n            pass")
    assert _own_process(body) == (3, "", "xcc: time limit reached while searching\n")


BLANK_1000 = "https://puzz.link/p?slither/1000/1000/" + "z" * 50_000


@pytest.mark.parametrize("args", [["masyu", "1000x1000"], ["slitherlink", BLANK_1000]],
                         ids=["masyu 1000x1000", "slitherlink URL 1000x1000"])
def test_a_time_limit_while_a_big_model_is_built(args):
    """The real commands: their models take far longer than 2 s to build. Exit 3 and one line;
    the bound is generous (the alarm may wait for one numpy call, the exit for the memory to be
    given back), yet under the 1.1 s past the limit the masyu took before."""
    t0 = time.monotonic()
    proc = subprocess.run([sys.executable, "-m", "xcckit", "solve", *args, "--time-limit", "2"], capture_output=True,
                          text=True, timeout=300)
    elapsed = time.monotonic() - t0
    assert (proc.returncode, proc.stdout, proc.stderr) == (3, "", "xcc: time limit reached while building the model\n")
    assert elapsed < 2 + 1.0, elapsed
