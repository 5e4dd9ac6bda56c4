"""Shared fixtures. The backend-agnostic tests run once per backend configuration:

* ``backend``: a Backend instance per configuration of :data:`CONFIGS` (ids ``cpsat``, ``sat``,
  ``dlx``, ``dlx-links``, ...), for tests through the Python API;
* ``word_backend``: the same, with ``trie``, for word-grid models only;
* ``cli_backend``: the backend names the command line takes (``-b NAME``), for CLI tests;
* ``backend_name``: every registered backend by name (its default configuration) that takes
  any model, not only word grids: a new backend is tested by these without a test naming it;
* ``translation_name``: those of them that translate the model for a solver (``translation``
  on the class: sat, cpsat);
* ``able_name``: the registered backends whose class passes the test's ``able`` marker
  (``@pytest.mark.able(lambda cls: cls.counts_in_parts)``): a test asks for a capability, not
  for names.

Every answer a test reads from a result (``result.answers[i].answer``) passes through its kind's
rules checker (``Puzzle.verify``), which shares no code with the model: an answer that breaks a
rule fails the test that read it.

``pytest --backend ID`` (repeatable) runs them on those configurations only; the tests that read
``../shared/data`` skip, with the reason, when it is absent. ``-m "not slow"`` leaves out the
corpus runs (``make quick``).

Tests and time (docs/design.md, "Tests and time"): a test waits for events, never for a time;
:func:`count_so_far` reads a count stopped early in whatever number it reached, and
:class:`Lines` waits for a line of a process's output. Hypothesis runs without its deadline and
its too_slow check, which measure the machine, not the code.
"""

from __future__ import annotations

import re
import threading
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from xcckit.backends import BACKENDS, backend_class, get_backend

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "data"
GOLDEN = SHARED / "dlx"
HAVE_SHARED = SHARED.is_dir()

GOLDEN_COUNTS = {
    "torto-CAT": 128,
    "torto-TORTO": 1832,
    "slither-p1": 3,
    "slither-g4x4s1": 13,
    "slither-empty3x3": 322,
    "wr-dict3-300-dict4-300": 17,
}

CONFIGS: dict[str, tuple[str, dict]] = {
    config: (name, options) for name in BACKENDS for config, options in backend_class(name).configurations.items()
}
"""Configuration id -> (backend, options): each backend's own ``configurations`` (its class)."""
WORD_ONLY = {config for config, (name, _) in CONFIGS.items() if backend_class(name).needs_word_grid}


settings.register_profile("xcckit", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("xcckit")


def accepted(backend, model) -> bool:
    """Whether ``backend`` can search ``model``; a test of a model it cannot take skips with the
    reason (e.g. zdd on a single-loop model)."""
    if type(backend).accepts(model):
        return True
    pytest.skip(f"the {backend.name} backend does not take this model")


def translations() -> list[str]:
    """The registered backends that translate the model for a solver (``translation`` on the
    class: cpsat, sat), in the registry's order."""
    return [name for name in BACKENDS if backend_class(name).translation]


def listing(*kinds: type) -> list[str]:
    """The backends that list the solutions of a model with side constraints of these classes,
    read off their declarations (``Backend.constraints``; a frontier method counts, it does not
    list), in the registry's order."""
    def lists(name: str, kind: type) -> bool:
        mode = next((m for t, m in backend_class(name).constraints.items() if issubclass(kind, t)), None)
        return mode not in (None, "frontier")
    return [name for name in BACKENDS if all(lists(name, k) for k in kinds)]


@pytest.fixture(autouse=True)
def _answers_keep_the_rules(monkeypatch):
    """Each answer read through :class:`xcckit.puzzles.Answer` is checked by the kind's rules."""
    from xcckit.puzzles import Answer

    def checked(self):
        answer = self.puzzle.answer(self.solution)
        if answer is not None:
            why = self.puzzle.verify(answer)
            assert why is None, f"an answer breaks a rule of {self.puzzle.kind}: {why}"
        return answer

    monkeypatch.setattr(Answer, "answer", property(checked))


def pytest_addoption(parser):
    parser.addoption("--backend", action="append", default=[], choices=sorted(CONFIGS),
                     help="run the backend-agnostic tests on this configuration only (repeatable)")


WARM_UP = (
    "import xcckit; from xcckit.puzzles.kinds import get_kind as k; from xcckit import parse_dlx\n"
    "xcckit.solve(k('slitherlink').from_args(['demo-7x7']), backend='dlx', limit=2)\n"
    "xcckit.count(k('queens').from_args(['7']).model, backend='dlx', engine='links')\n"
    "xcckit.solve(parse_dlx('a b\\na |3\\nb |1\\na |2\\n'), backend='dlx', best=2)",
    "import xcckit; from xcckit.puzzles.kinds import get_kind as k\n"
    "xcckit.count(k('slitherlink').from_args(['3x3']), backend='zdd')\n"
    "xcckit.count(k('wordrect').from_args(['dict3-300', 'dict4-300']), backend='trie')\n"
    "[k(g).from_args([d]) for g, d in (('gappy', 'demo-10x10'), ('chocona', 'demo-8x8'), ('shakashaka', 'demo-10x10'),"
    " ('hidoku', 'demo-7x7'), ('kakkuru', 'demo-7x7'), ('magnetic', 'demo-8x8'))]",
)
"""What compiles the numba kernels (numba caches them beside the sources): run at once in two
processes before the workers start, so that two workers of a fresh clone do not each compile the
same kernels (about 25 s of the first few tests of each, 2026-11-29). Anything that fails here is
asked again by its tests."""


def _warm_up(config) -> None:
    """The kernels compiled (:data:`WARM_UP`), on the controller of a run with workers only."""
    import subprocess
    import sys
    if hasattr(config, "workerinput") or not getattr(config.option, "numprocesses", None):
        return
    procs = [subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
             for code in WARM_UP]
    for proc in procs:
        try:
            proc.wait(timeout=300)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: a corpus run (minutes); make quick leaves these out")
    config.addinivalue_line("markers", "able(test): the backends (able_name) whose class passes test(cls)")
    _warm_up(config)


def _selected(config) -> list[str]:
    return config.getoption("--backend") or list(CONFIGS)


def pytest_generate_tests(metafunc):
    chosen = _selected(metafunc.config)
    if "backend" in metafunc.fixturenames:
        metafunc.parametrize("backend", [c for c in chosen if c not in WORD_ONLY], indirect=True)
    if "word_backend" in metafunc.fixturenames:
        metafunc.parametrize("word_backend", chosen, indirect=True)
    if "backend_name" in metafunc.fixturenames:
        picked = {CONFIGS[c][0] for c in chosen}
        metafunc.parametrize("backend_name", [n for n in BACKENDS if n in picked
                                              and not backend_class(n).needs_word_grid])
    if "translation_name" in metafunc.fixturenames:
        picked = {CONFIGS[c][0] for c in chosen}
        metafunc.parametrize("translation_name", [n for n in BACKENDS if n in picked
                                                  and backend_class(n).translation])
    if "able_name" in metafunc.fixturenames:
        marker = metafunc.definition.get_closest_marker("able")
        able = marker.args[0] if marker is not None else (lambda cls: True)
        picked = {CONFIGS[c][0] for c in chosen}
        metafunc.parametrize("able_name", [n for n in BACKENDS if n in picked and able(backend_class(n))])
    if "cli_backend" in metafunc.fixturenames:
        names = [c for c in chosen if CONFIGS[c][1] == {} and c not in WORD_ONLY]
        metafunc.parametrize("cli_backend", names)


def _make(request):
    name, options = CONFIGS[request.param]
    return get_backend(name, **options)


@pytest.fixture
def backend(request):
    return _make(request)


@pytest.fixture
def word_backend(request):
    return _make(request)


SHARED_NAMES = {"SHARED", "GOLDEN", "WORDS", "JANKO", "EXTRA"}


def _uses_shared(item) -> bool:
    """Whether a test reads ../shared: its code names one of SHARED_NAMES, or one of its
    parameters is a path in there."""
    fn = getattr(item, "function", None)
    if fn is not None and SHARED_NAMES & set(fn.__code__.co_names):
        return True
    params = getattr(getattr(item, "callspec", None), "params", {})
    values = [v for p in params.values() for v in (p if isinstance(p, (list, tuple)) else [p])]
    return any(isinstance(v, Path) and SHARED in v.parents for v in values)


FIRST = ("test_macmahon.py", "test_zdd.py", "test_backends.py", "test_slitherlink.py")
"""Modules run before the others (each whole, in its own order; the rest as collected): those
with the longest tests in this process (20 to 50 s each in a fresh clone on 2 cores), which
otherwise came last (test_zdd.py's corpus counts) and left one of the two workers of ``make
test`` (``-n 2 --dist worksteal``) running them alone at the end; run first, they also compile
the dlx and zdd kernels before the tests that start ``xcc`` processes need them."""


def pytest_collection_modifyitems(config, items):
    rank = {name: k for k, name in enumerate(FIRST)}
    items.sort(key=lambda item: rank.get(item.path.name, len(FIRST)))  # (stable: the rest as collected)
    if HAVE_SHARED:
        return
    skip = pytest.mark.skip(reason=f"needs {SHARED} (the shared data beside the project; see the README)")
    for item in items:
        if _uses_shared(item):
            item.add_marker(skip)


def jsonl(path: Path) -> list[dict]:
    """The records of a JSON-lines file of the shared data ([] when it is absent)."""
    import json
    return [json.loads(line) for line in path.read_text().splitlines()] if path.is_file() else []


FULL_CORPUS = __import__("os").environ.get("XCCKIT_CORPUS") == "all"
"""``XCCKIT_CORPUS=all``: the tests that go through a whole corpus (1,158 published slitherlinks,
each counted by zdd and solved by sat: 40 % of the suite's time) take every puzzle, not a sample."""


def sampled(rows: list, every: int, keep=lambda row: False) -> list:
    """Every ``every``-th record of a corpus, the first included, and every one that ``keep``
    says (all of them with :data:`FULL_CORPUS`): a fixed sample, the same in every run."""
    return [row for k, row in enumerate(rows) if FULL_CORPUS or k % every == 0 or keep(row)]


def found_with_and_without_checks(model, expected: set) -> None:
    """The sat backend lists exactly the solutions ``expected`` with the side constraints'
    checkers inside CaDiCaL's search from the first call and with the lazy cuts alone."""
    import xcckit
    from xcckit.backends.sat import search
    kept = search.CHECK_AFTER
    try:
        for after in (0, 10 ** 9):  # (checked from the start; never)
            search.CHECK_AFTER = after
            got = xcckit.solve(model, backend="sat", limit=None)
            assert got.complete and set(got.solutions) == expected, after
    finally:
        search.CHECK_AFTER = kept


@pytest.fixture
def run_cli(capsys):
    """Run ``xcc ARGS`` in-process; return (exit status, stdout, stderr)."""
    from xcckit.cli import main

    def run(*args: str) -> tuple[int, str, str]:
        with pytest.raises(SystemExit) as exc:
            main([str(a) for a in args])
        out, err = capsys.readouterr()
        return exc.value.code, out, err

    return run


PATIENCE = 600.0
"""Seconds a test waits for an event (a line, a progress report, a process or thread at work)
before it fails: many times what the slowest phase waited for takes on a busy machine (cpsat's
first 5×5 word square of ENABLE: 13 s alone, about 100 s at a load of 20 on 2 cores). Only a hang
waits this long."""

SO_FAR = re.compile(r"(\d[\d,]*) (solutions?) so far \((time limit reached|interrupted); the count is incomplete\)")


def count_so_far(line: str, why: str) -> int:
    """The count of a count cut short, from its line ``N solutions so far (WHY; the count is
    incomplete)``: any N, 0 and 1 included (how far a search gets before its limit or a Ctrl-C
    depends on the machine), worded for N (``1 solution``, ``0 solutions``, ``2,413 solutions``)."""
    match = SO_FAR.fullmatch(line.rstrip("\n"))
    assert match is not None and match.group(3) == why, line
    n = int(match.group(1).replace(",", ""))
    assert match.group(1) == f"{n:,}" and match.group(2) == ("solution" if n == 1 else "solutions"), line
    return n


class Lines:
    """The lines of a process's pipe (``proc.stdout``, ``proc.stderr``), read as they come by a
    thread of their own, so that a test can wait for one (an event: the process reached a
    phase) with a timeout, instead of sleeping for a time that a loaded machine may not keep."""

    def __init__(self, stream) -> None:
        self.lines: list[str] = []
        self.ended = False
        self._seen = threading.Condition()
        self._reader = threading.Thread(target=self._read, args=(stream,), daemon=True)
        self._reader.start()

    def _read(self, stream) -> None:
        for line in stream:
            with self._seen:
                self.lines.append(line)
                self._seen.notify_all()
        with self._seen:
            self.ended = True
            self._seen.notify_all()

    def wait_for(self, test, timeout: float = PATIENCE) -> str:
        """The first line for which ``test(line)`` holds, as soon as it comes; an AssertionError
        with the lines read when the stream ends first, or after ``timeout`` seconds (a hang)."""
        end, k = time.monotonic() + timeout, 0
        with self._seen:
            while True:
                for line in self.lines[k:]:
                    if test(line):
                        return line
                k = len(self.lines)
                assert not self.ended, f"the stream ended without the line waited for: {self.lines}"
                left = end - time.monotonic()
                assert left > 0, f"no such line in {timeout} s: {self.lines}"
                self._seen.wait(left)

    def text(self, timeout: float = PATIENCE) -> str:
        """All the stream held, once the process closed it."""
        self._reader.join(timeout)
        assert not self._reader.is_alive(), f"the stream is still open after {timeout} s: {self.lines}"
        return "".join(self.lines)
