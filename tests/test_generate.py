"""Making puzzles (``xcc generate`` and :mod:`xcckit.generate`): every puzzle made has exactly one
solution by two independent methods (dlx's count and sat's uniqueness, neither the incremental
solver that made it), is minimal (taking away any remaining clue, or symmetric group, gives a
second solution), keeps its symmetry, and a seed repeats it; the command writes what ``xcc solve``
reads back; bad arguments get one line and exit 2; a limit or Ctrl-C returns a unique puzzle
that says it is not yet minimal."""

from __future__ import annotations

import json
import random

import pytest

import xcckit
from xcckit import InputError
from xcckit import generate as gen
from xcckit.backends import sat
from xcckit.errors import TimeLimitReached
from xcckit.backends.base import Expired
from xcckit.generate import _groups, _made, generate, genre_makers
from xcckit.puzzles.kit.makers import Made as Drawn
from xcckit.puzzles.masyu import Masyu
from xcckit.puzzles.slitherlink import Slitherlink
from xcckit.puzzles.sudoku import Sudoku

from .conftest import Lines


def sudoku(n=9, box=None, seed=1, symmetry="none", time_limit=None):
    """A made sudoku as ``xcc generate`` makes it (its difficulty not measured)."""
    return _made("sudoku", n, n, seed, symmetry, None, box, time_limit)


def slitherlink(m=10, n=None, seed=1, symmetry="none", clues=None, time_limit=None):
    return _made("slitherlink", m, n or m, seed, symmetry, clues, None, time_limit)


def masyu(m=10, n=None, seed=1, symmetry="none", clues=None, time_limit=None):
    return _made("masyu", m, n or m, seed, symmetry, clues, None, time_limit)


@pytest.mark.parametrize("n,box,symmetry,seed", [(9, None, "none", 1), (9, None, "rot2", 2), (6, "2x3", "mirror", 3),
                                                 (4, None, "rot4", 4)])
def test_made_sudoku_is_unique_and_minimal(n, box, symmetry, seed):
    made = sudoku(n, box, seed=seed, symmetry=symmetry)
    grid, R_C = made.puzzle.givens, made.puzzle.box
    assert made.minimal and made.seed == seed and 0 < made.clues < n * n
    assert xcckit.count(made.puzzle.model, backend="dlx").count == 1
    result = xcckit.solve(made.puzzle.model, backend="sat", unique=True)
    assert len(result.solutions) == 1 and made.puzzle.grid(result.solutions[0]) == made.answer
    for group in _groups(n, symmetry):
        given = [(i, j) for i, j in group if grid[i][j]]
        assert given in ([], group)  # symmetric: a group is given whole or not at all
        if given:
            fewer = [row[:] for row in grid]
            for i, j in group:
                fewer[i][j] = 0
            assert xcckit.count(Sudoku(fewer, R_C).model, backend="dlx", limit=2).count == 2
    assert sudoku(n, box, seed=seed, symmetry=symmetry).puzzle.givens == grid  # the seed repeats it
    assert Sudoku.from_text(made.puzzle.to_text(), box=R_C).givens == grid
    assert made.to_json()["clues"] == made.clues and made.to_json()["unique"] is True


def test_a_time_limit_returns_a_unique_puzzle_not_yet_minimal(monkeypatch):
    """The time limit comes at the 6th question of the taking away (whatever the machine's speed:
    the grid is drawn within the limit too)."""
    _expire_at_question(monkeypatch, 6)
    made = sudoku(16, seed=1, time_limit=600)
    assert not made.minimal and made.notes[0].startswith("the time limit came before every clue was tried")
    assert xcckit.count(made.puzzle.model, backend="dlx", limit=2).count == 1


@pytest.mark.parametrize("kwargs,message", [
    ({"n": 0}, "m: the grid's side is a whole number, at least 1, not 0"),
    ({"symmetry": "spin"}, "symmetry: unknown symmetry 'spin' (choose from none, rot2, rot4, mirror)"),
    ({"n": 7}, "box: a 7×7 grid has no boxes but rows: give their shape, R×C with R·C = 7"),
    ({"time_limit": -1}, "time_limit: must be a positive number of seconds, not -1"),
])
def test_bad_arguments_name_themselves(kwargs, message):
    with pytest.raises(InputError) as err:
        sudoku(**kwargs)
    assert str(err.value) == message


# ---------------------------------------------------------------------------- loop puzzles
def _cells(made) -> list[str]:
    puzzle = getattr(made, "puzzle", made)  # a made puzzle, or a puzzle
    return puzzle.clues if puzzle.kind == "slitherlink" else puzzle.rows


def _without(made, group) -> object:
    rows = [list(r) for r in _cells(made)]
    for i, j in group:
        rows[i][j] = "."
    return type(made.puzzle)(["".join(r) for r in rows])


@pytest.mark.parametrize("maker,m,n,symmetry,seed", [(slitherlink, 6, 6, "none", 1), (slitherlink, 5, 8, "rot2", 2),
                                                     (slitherlink, 9, 9, "mirror", 3), (masyu, 6, 6, "none", 4),
                                                     (masyu, 7, 7, "rot4", 5), (masyu, 9, 9, "rot2", 6)])
def test_made_loop_puzzle_is_unique_and_minimal(maker, m, n, symmetry, seed):
    made = maker(m, n, seed=seed, symmetry=symmetry)
    assert made.minimal and not made.interrupted and made.seed == seed and made.cells == m * n
    cells = _cells(made)
    assert made.clues == sum(ch != "." for row in cells for ch in row) > 0
    assert xcckit.count(made.puzzle.model, backend="dlx").count == 1
    result = xcckit.solve(made.puzzle.model, backend="sat", unique=True)
    assert len(result.solutions) == 1
    loop = made.puzzle.answer(result.solutions[0])["loop"]
    assert sorted(map(tuple, loop)) == sorted(map(tuple, made.answer))  # the loop drawn is the answer
    for group in _groups(m, symmetry, n):
        given = [(i, j) for i, j in group if cells[i][j] != "."]
        assert given in ([], group)  # symmetric: a group is given whole or not at all
        if given:  # (sat: dlx can take minutes to find a second loop on an almost blank grid)
            assert xcckit.count(_without(made, group).model, backend="sat", limit=2).count == 2
    again = maker(m, n, seed=seed, symmetry=symmetry)
    assert _cells(again) == cells  # the seed repeats it
    kind = type(made.puzzle)
    assert _cells(kind.from_text(made.puzzle.to_text())) == cells
    assert _cells(kind.from_url(made.puzzle.to_url())) == cells


def test_loops_beyond_the_uniform_size_come_from_random_trees_of_corridors():
    made = slitherlink(9, 10, seed=7)
    assert made.drawn == "a random tree of corridors' boundary" and made.minimal
    assert xcckit.count(made.puzzle.model, backend="dlx", limit=2).count == 1
    assert slitherlink(8, 8, seed=7).drawn == "uniform (zdd of the blank grid's loops)"


def test_the_clues_share_stops_early():
    made = slitherlink(8, 8, seed=3, clues=0.6)
    assert not made.minimal and made.clues <= 0.6 * 64 + 1 and made.notes[-1].startswith("stopped at")
    assert xcckit.count(made.puzzle.model, backend="dlx", limit=2).count == 1


def test_ctrl_c_returns_the_unique_puzzle_so_far(monkeypatch):
    """The solver's 6th question is interrupted: the puzzle so far is unique, and says it is not
    proven minimal."""
    asked = []
    real = sat.Uniqueness.other

    def other(self, kept, deadline=None):
        asked.append(1)
        if len(asked) == 6:
            raise KeyboardInterrupt
        return real(self, kept, deadline)

    monkeypatch.setattr(sat.Uniqueness, "other", other)
    made = slitherlink(7, 7, seed=2)
    assert made.interrupted and not made.minimal and "interrupted" in made.notes[-1]
    assert xcckit.count(made.puzzle.model, backend="dlx", limit=2).count == 1
    assert made.to_json()["minimal"] is False


def test_a_time_limit_gives_a_unique_puzzle_or_none():
    try:
        made = slitherlink(24, 24, seed=1, time_limit=0.2)
    except TimeLimitReached as err:
        assert "no puzzle" in str(err)
    else:
        assert not made.minimal and "time limit" in made.notes[-1]
        assert xcckit.count(made.puzzle.model, backend="sat", limit=2).count == 1


def test_uniqueness_answers_as_dlx_counts():
    """The incremental solver against dlx: for clue sets taken away at random from a fully clued
    slitherlink, "another loop" exactly when dlx counts two."""

    rng = random.Random(4)
    drawn = Slitherlink.maker(5, 5, random.Random(9), uniform_solution=lambda p, rng: xcckit.solve(p).solutions[0])
    full = Slitherlink.made(drawn.cells, drawn)  # every clue
    model, solution, item = Slitherlink.optional_clues(drawn)
    with sat.Uniqueness(model, solution, item.values()) as u:
        for _ in range(25):
            kept = {c for c in item if rng.random() < 0.5}
            rows = ["".join(full.clues[i][j] if (i, j) in kept else "." for j in range(5)) for i in range(5)]
            count = xcckit.count(Slitherlink(rows).model, backend="dlx", limit=2).count
            assert (u.other([item[c] for c in kept]) is False) == (count == 1)


def test_uniqueness_with_circles_and_digits_answers_as_dlx_counts():
    """The same for masyu's circles (the union model: a circle's options beside the blank cell's)
    and sudoku's digits (no coloured item: the solution excluded by its options up to the clue
    items): random subsets of the clues, the solver's answer against dlx's count of the puzzle."""

    rng = random.Random(11)
    made = masyu(6, 6, seed=4)
    loop = [tuple(c) for c in made.answer]
    full = Masyu.from_loop(6, 6, loop)  # every circle it allows: one loop only
    drawn = Drawn([["-" if t == "." else t for t in row] for row in full.rows],
                  [(i, j) for i in range(6) for j in range(6) if full.rows[i][j] != "."], answer=made.answer)
    model, solution, item = Masyu.optional_clues(drawn)
    answers = set()
    with sat.Uniqueness(model, solution, item.values()) as u:
        for _ in range(30):
            kept = {c for c in item if rng.random() < 0.6}
            rows = ["".join(full.rows[i][j] if (i, j) in kept else "." for j in range(6)) for i in range(6)]
            count = xcckit.count(Masyu(rows).model, backend="dlx", limit=2).count
            assert (u.other([item[c] for c in kept]) is False) == (count == 1), rows
            answers.add(count)
    assert answers == {1, 2}  # both answers were asked for
    grid = [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]
    drawn = Drawn([[str(v) for v in row] for row in grid], [(i, j) for i in range(4) for j in range(4)],
                  extra=[2, 2], answer=grid)
    model, known, item = Sudoku.optional_clues(drawn)
    answers = set()
    with sat.Uniqueness(model, known, item.values()) as u:
        for _ in range(40):
            kept = {c for c in item if rng.random() < 0.4}
            given = [[grid[i][j] if (i, j) in kept else 0 for j in range(4)] for i in range(4)]
            count = xcckit.count(Sudoku(given, (2, 2)).model, backend="dlx", limit=2).count
            assert (u.other([item[c] for c in kept]) is False) == (count == 1), given
            answers.add(count)
    assert answers == {1, 2}


@pytest.mark.parametrize("kind,size", [("slitherlink", "10x10"), ("masyu", "10x10"), ("sudoku", "9")])
def test_cli_generate_writes_what_solve_reads(run_cli, tmp_path, kind, size):
    out, pic = tmp_path / "p.txt", tmp_path / "p.svg"
    code, stdout, _ = run_cli("generate", kind, size, "--seed", "1", "--minimal", "--symmetry", "rot2",
                              "--svg", pic, "-o", out)
    assert code == 0 and f"{kind} {size if 'x' in size else size + 'x' + size}, seed 1, symmetry rot2" in stdout
    assert "unique, minimal" in stdout and pic.read_text().startswith("<svg")
    if kind != "sudoku":
        assert "https://puzz.link/p?" in stdout
    code, stdout, _ = run_cli("solve", kind, out, "--unique")
    assert code == 0 and "the solution is unique" in stdout


def test_cli_generate_json_and_numbered_files(run_cli, tmp_path):
    code, stdout, _ = run_cli("generate", "slitherlink", "5x6", "-n", "2", "--seed", "8", "--json",
                              "-o", tmp_path / "q.txt")
    rows = [json.loads(line) for line in stdout.splitlines()]
    assert code == 0 and [r["seed"] for r in rows] == [8, 9] and all(r["unique"] and r["minimal"] for r in rows)
    assert rows[0]["size"] == "5x6" and rows[0]["url"].startswith("https://puzz.link/p?slither/6/5/")
    for k, r in enumerate(rows, 1):
        assert (tmp_path / f"q-{k}.txt").read_text().splitlines() == r["puzzle"]


def test_cli_generate_to_standard_output(run_cli):
    code, stdout, stderr = run_cli("generate", "sudoku", "4", "--seed", "3")
    assert code == 0 and Sudoku.from_text(stdout).givens and stderr.startswith("sudoku 4x4, seed 3: ")


@pytest.mark.parametrize("args,message", [
    (("slitherlink", "10y"), "xcc: size: not a size: give MxN or N (e.g. 10x10), not '10y'"),
    (("queens", "8"), "xcc: kind: cannot make 'queens' puzzles (choose from " + ", ".join(genre_makers()) + ")"),
    (("masyu", "6", "--symmetry", "spin"),
     "xcc: --symmetry: unknown symmetry 'spin' (choose from none, rot2, rot4, mirror)"),
    (("masyu", "6x8", "--symmetry", "rot4"), "xcc: --symmetry: rot4 needs a square grid, not 6x8"),
    (("slitherlink", "6", "--clues", "2"), "xcc: --clues: a share of the cells, from 0 to 1, not 2.0"),
    (("slitherlink", "6", "--clues", "0.5", "--minimal"),
     "xcc: --clues: stops before the puzzle is minimal: give --minimal or --clues, not both"),
    (("sudoku", "9x6"), "xcc: size: a sudoku is square, not 9x6"),
    (("slitherlink", "6", "--box", "2x3"), "xcc: --box: slitherlink takes no box"),
    (("slitherlink", "6", "-n", "0"), "xcc: -n: must be at least 1, not 0"),
    (("slitherlink", "6", "--seed", "-1"), "xcc: seed: a seed is a whole number, at least 0, not -1"),
])
def test_cli_generate_bad_arguments(run_cli, args, message):
    code, stdout, stderr = run_cli("generate", *args)
    assert (code, stdout, stderr) == (2, "", message + "\n")


# ---------------------------------------------------------------------------- difficulty
def test_an_easy_sudoku_falls_to_forced_moves():
    """Easy: forced moves alone solve it, so dlx (taking the item with fewest options first)
    never has a choice: it tries exactly one option per empty cell, finds the answer, and has
    nothing left to try."""
    made = generate("sudoku", 9, seed=1, difficulty="easy")
    d = made.difficulty
    assert d.band == "easy" and d.singles == 1.0 and d.propagation == 1.0 and d.nodes_complete
    assert d.nodes == made.cells - made.clues
    assert made.to_json()["difficulty"]["band"] == "easy" and made.seed != 1  # the seed that makes it again
    assert generate("sudoku", 9, seed=made.seed).puzzle.givens == made.puzzle.givens


def test_hard_and_medium_bands():
    made = generate("slitherlink", "8x8", seed=2, difficulty="hard")
    assert made.difficulty.band == "hard" and made.difficulty.propagation < 1 and made.difficulty.singles < 1
    made = generate("masyu", "8x8", seed=1, difficulty="medium")
    assert made.difficulty.band == "medium" and made.difficulty.singles < 1 == made.difficulty.propagation
    assert "medium: forced moves give" in made.difficulty.words()


def test_a_band_not_found_in_time(run_cli):
    code, stdout, stderr = run_cli("generate", "sudoku", "4", "--difficulty", "hard", "--time-limit", "1")
    assert stdout == "" and (code, stderr) in (
        (3, stderr if stderr.startswith("xcc: time limit reached after ") and stderr.endswith(
            " draw(s), none of them hard: no puzzle\n") else None),
        (1, "xcc: no hard sudoku in 1000 puzzles drawn (give --time-limit to search longer)\n"))
    code, _, stderr = run_cli("generate", "sudoku", "4", "--difficulty", "tough")
    assert (code, stderr) == (2, "xcc: --difficulty: unknown band 'tough' (choose from easy, medium, hard)\n")


ASKING = """
import sys, time
from xcckit import terminal
from xcckit.backends import sat
from xcckit.cli import main
nth, asked, real, build = int(sys.argv.pop(1)), [], sat.Uniqueness.other, sat.Uniqueness.__init__
def other(self, *args, **kwargs):
    asked.append(1)
    if len(asked) == nth:
        print(f"(question {nth})", file=sys.stderr, flush=True)
        end = time.monotonic() + 600
        while time.monotonic() < end:  # the same question until the Ctrl-C comes
            real(self, *args, **kwargs)
    return real(self, *args, **kwargs)
def built(self, *args, **kwargs):
    if nth == 0:
        print("(question 0)", file=sys.stderr, flush=True)
        time.sleep(600)  # (the solver being built when the Ctrl-C comes)
    build(self, *args, **kwargs)
sat.Uniqueness.other = other
sat.Uniqueness.__init__ = built
terminal.own_process(main)
"""
"""``python -m xcckit.cli`` that says on stderr when the solver is asked its NTH question (the
first argument; 0: while the solver is built), then asks it again and again: a Ctrl-C sent once
the line is read comes during that question, however long the line took to be read."""


@pytest.mark.parametrize("nth", [0, 2], ids=["before-the-taking-away", "while-taking-away"])
def test_ctrl_c_on_the_command(nth):
    """A real xcc process, Ctrl-C while it makes a slitherlink: exit 130, 'xcc: interrupted', and
    the puzzle so far if the taking away had begun (unique, not proven minimal), else none (the
    solver of its questions was being built)."""
    import os
    import signal
    import subprocess
    import sys
    proc = subprocess.Popen([sys.executable, "-c", ASKING, str(nth), "generate", "slitherlink", "12x12", "--seed", "1"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    stdout, stderr = Lines(proc.stdout), Lines(proc.stderr)
    stderr.wait_for(lambda line: line == f"(question {nth})\n")
    os.kill(proc.pid, signal.SIGINT)
    proc.wait(timeout=120)
    out, err = stdout.text(), stderr.text()
    assert proc.returncode == 130 and err.endswith("xcc: interrupted\n")
    if nth == 0:
        assert (out, err) == ("", "(question 0)\nxcc: interrupted\n")
    else:
        assert "note: interrupted before every clue was tried: unique, perhaps not minimal" in err
        assert "slitherlink 12x12, seed 1: " in err and "unique, not proven minimal" in err
        assert xcckit.count(Slitherlink.from_text(out).model, backend="sat", limit=2).count == 1


def test_the_readme_call_works_after_import_xcckit_alone():
    """The README's ``xcckit.generate.generate(...)`` after ``import xcckit`` and nothing else (an
    AttributeError before: the package did not load its module generate)."""
    import subprocess
    import sys
    code = ("import xcckit; made = xcckit.generate.generate('sudoku', 4, seed=3); "
            "print(made.clues, made.minimal, xcckit.generate.difficulty(made.puzzle).band)")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    clues, minimal, band = proc.stdout.split()
    assert int(clues) < 16 and minimal == "True" and band in ("easy", "medium", "hard")


@pytest.mark.parametrize("kind,size", [("slitherlink", "100000x100000"), ("masyu", "100000x100000"),
                                       ("sudoku", "100000")])
def test_sizes_that_cannot_fit_are_refused_before_anything_is_made(kind, size):
    """As xcc solve refuses them, in one line (exit 2); the grid's cells were listed first (1.4 GB
    after 8 s, for a 100000x100000 slitherlink). The child's address space is capped, so that
    a size made anyway fails soon."""
    import resource
    import subprocess
    import sys

    def cap() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))

    proc = subprocess.run([sys.executable, "-m", "xcckit", "generate", kind, size], capture_output=True, text=True,
                          timeout=300, preexec_fn=cap)
    m, _, n = size.partition("x")
    grid = f"{m}x{n or m}"
    assert (proc.returncode, proc.stdout) == (2, ""), proc.stderr
    assert proc.stderr.startswith(f"xcc: {grid}: a {grid.replace('x', '×')} {kind} (") and proc.stderr.count("\n") == 1
    assert "entries in its model) needs about " in proc.stderr and " is available" in proc.stderr


def test_several_puzzles_to_standard_output(run_cli, tmp_path, monkeypatch):
    """-o - and --svg - with -n 2 write to standard output (they made files named --1 and --2)."""
    monkeypatch.chdir(tmp_path)
    code, stdout, stderr = run_cli("generate", "sudoku", "4", "-n", "2", "--seed", "3", "-o", "-")
    first, second = stdout.split("\n\n")
    assert code == 0 and Sudoku.from_text(first).givens and Sudoku.from_text(second).givens
    assert stderr.startswith("sudoku 4x4, seed 3: ") and "sudoku 4x4, seed 4: " in stderr
    code, stdout, _ = run_cli("generate", "sudoku", "4", "-n", "2", "--seed", "3", "--svg", "-", "--json")
    assert code == 0 and stdout.count("<svg") == 2 and stdout.count('{"kind": "sudoku"') == 2
    assert list(tmp_path.iterdir()) == []


def _run_xcc(*args: str) -> tuple[int, str, str]:
    import subprocess
    import sys
    proc = subprocess.run([sys.executable, "-m", "xcckit", *args], capture_output=True, text=True, timeout=300)
    return proc.returncode, proc.stdout, proc.stderr


def test_a_time_limit_used_up_before_the_first_puzzle_says_so():
    """--time-limit 0.001 is used up by the interpreter's start: one sentence (it said 'none of
    them None'): the maker's own, or, on a busy machine, the process's alarm's (armed 10 ms ahead,
    it may ring before the maker looks at the clock, or still while the command starts)."""
    for kind, args in (("sudoku", ["9"]), ("masyu", ["6", "--difficulty", "hard"])):
        assert _run_xcc("generate", kind, *args, "--time-limit", "0.001") in (
            (3, "", f"xcc: time limit reached before a {kind} was made: no puzzle\n"),
            (3, "", f"xcc: time limit reached while making the {kind}: no puzzle\n"),
            (3, "", "xcc: time limit reached while starting\n"))


def test_a_time_limit_on_a_large_size_names_the_step():
    """A 200x200 masyu is not made in a second: one line that says what was under way (it said
    'while starting')."""
    code, stdout, stderr = _run_xcc("generate", "masyu", "200x200", "--seed", "1", "--time-limit", "1")
    assert (code, stdout, stderr.count("\n")) == (3, "", 1), stderr
    assert stderr.startswith("xcc: time limit reached ") and stderr.endswith(": no puzzle\n")
    assert "starting" not in stderr


class _Expiring(gen.Deadline):
    """A deadline that passes when the test says so (EXPIRED set), whatever the clock says."""

    EXPIRED = [False]

    def remaining(self):
        return 0.0 if self.EXPIRED[0] else super().remaining()

    def expired(self):
        return self.EXPIRED[0] or super().expired()


def _expire_at_question(monkeypatch, k: int) -> None:
    """Every deadline of the generator passes at the ``k``-th uniqueness question (which the
    solver then answers as at a deadline: None)."""
    asked = []
    real = sat.Uniqueness.other

    def other(self, kept, deadline=None):
        asked.append(1)
        if len(asked) >= k:
            _Expiring.EXPIRED[0] = True
            return None
        return real(self, kept, deadline)

    monkeypatch.setattr(_Expiring, "EXPIRED", [False])
    monkeypatch.setattr(gen, "Deadline", _Expiring)
    monkeypatch.setattr(sat.Uniqueness, "other", other)


def test_the_puzzle_made_when_the_time_ran_out_is_given_back(monkeypatch):
    """The time limit comes during the taking away (at its 6th question): the puzzle so far is
    given back, unique and not minimal, its difficulty left unmeasured; the difficulty was then
    measured without a time limit, which the command's alarm cut short: nothing came back."""
    _expire_at_question(monkeypatch, 6)
    made = generate("slitherlink", "7x7", seed=2, time_limit=600)
    assert not made.minimal and made.difficulty is None
    assert made.notes[-2:] == ["the time limit came before every clue was tried: unique, perhaps not minimal",
                               "the time limit came before the difficulty was measured"]
    assert xcckit.count(made.puzzle.model, backend="dlx", limit=2).count == 1
    assert "difficulty" not in made.to_json() and made.text().startswith("slitherlink 7x7, seed 2: ")


@pytest.mark.parametrize("kind", ["sudoku", "masyu", "slitherlink"])
def test_the_time_limit_while_the_uniqueness_solver_is_built(monkeypatch, kind):
    """Building the solver of the uniqueness questions looks at the clock: when the time runs out
    there, the puzzle has every clue (unique, as dlx's count showed before): a sudoku its full
    grid, a masyu every circle its loop allows, a slitherlink every cell's clue."""
    def late(*args, **kwargs):
        raise Expired

    monkeypatch.setattr(sat, "Uniqueness", late)
    maker = {"sudoku": sudoku, "masyu": masyu, "slitherlink": slitherlink}[kind]
    made = maker(4 if kind == "sudoku" else 6, seed=1, time_limit=600)
    assert not made.minimal and made.notes[-1] == "the time limit came before any clue was taken away: unique, not minimal"
    assert xcckit.count(made.puzzle.model, backend="dlx", limit=2).count == 1
    if kind != "masyu":
        assert made.clues == made.cells
    if kind == "sudoku":
        assert made.puzzle.cells == made.answer


def test_the_kernels_loading_is_not_charged_to_the_node_budget(monkeypatch):
    """dlx's first call loads its compiled kernel (from numba's cache, or compiled: often longer
    than the quarter second the node count once searched for): here the first slice waits half a
    second; the budget is nodes, so the count is the same (it was cut short by the clock once:
    32 nodes of 381, "nodes_complete": false)."""
    import time
    from xcckit.backends.dlx import cells
    made = generate("slitherlink", "8x8", seed=2, difficulty="hard")
    loaded = gen.difficulty(made.puzzle)
    assert loaded.nodes_complete and loaded.nodes > 64
    real, calls = cells.CellsStructure.run, []

    def run(self, *args):
        if not calls:
            time.sleep(0.5)
        calls.append(1)
        return real(self, *args)

    monkeypatch.setattr(cells.CellsStructure, "run", run)
    first = gen.difficulty(made.puzzle)
    assert (first.nodes, first.nodes_complete) == (loaded.nodes, True)


def test_a_band_asked_for_when_the_time_ran_out_while_it_was_measured(monkeypatch):
    """The puzzle is minimal but the time ran out while its difficulty was measured: it is not known
    to be in the band, and no time is left to draw another (an AttributeError on the band of a
    difficulty not measured)."""
    def late(puzzle, time_limit=None):
        _Expiring.EXPIRED[0] = True
        raise TimeLimitReached("time limit reached before the difficulty was measured")

    monkeypatch.setattr(_Expiring, "EXPIRED", [False])
    monkeypatch.setattr(gen, "Deadline", _Expiring)
    monkeypatch.setattr(gen, "_rate", late)
    with pytest.raises(TimeLimitReached, match="^time limit reached after 1 draw\\(s\\), none of them hard: no puzzle$"):
        generate("sudoku", 4, seed=1, difficulty="hard", time_limit=600)


def test_a_puzzle_whose_difficulty_the_time_left_unmeasured(run_cli, monkeypatch):
    """The command shows the puzzle and the note, and exits 3: the time limit came first."""
    def late(puzzle, time_limit=None):
        raise TimeLimitReached("time limit reached before the difficulty was measured")

    monkeypatch.setattr(gen, "_rate", late)
    code, stdout, stderr = run_cli("generate", "sudoku", "4", "--seed", "3")
    assert code == 3 and Sudoku.from_text(stdout).givens
    assert stderr.startswith("sudoku 4x4, seed 3: ") and stderr.endswith(
        "note: the time limit came before the difficulty was measured\n")


def test_a_genre_is_made_by_its_maker(run_cli, tmp_path):
    """xcc generate takes the genres of the puzzle sites too (their kinds' makers, through
    xcckit.making): the puzzle written reads back as the kind's notation, unique, and a seed
    makes it again."""
    path = tmp_path / "n.txt"
    code, out, err = run_cli("generate", "nurikabe", "5x5", "--seed", "3", "-o", str(path))
    assert code == 0 and err == "" and out.startswith("nurikabe 5x5, seed 3: ") and ", unique, minimal, " in out
    assert "https://puzz.link/p?nurikabe/5/5/" in out
    code, out, _ = run_cli("solve", "nurikabe", str(path), "--unique")
    assert code == 0 and out.endswith("the solution is unique\n")
    code, again, _ = run_cli("generate", "nurikabe", "5x5", "--seed", "3", "--json")
    made = json.loads(again)
    assert code == 0 and made["puzzle"] == path.read_text().splitlines() and made["size"] == "5x5"
    assert {"nurikabe", "sudoku", "slitherlink", "masyu"} <= set(genre_makers())
