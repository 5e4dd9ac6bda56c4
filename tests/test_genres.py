"""What every genre is asked, one case a genre (tests/cases/KIND.py; ``pytest tests/test_genres.py
-k akari`` runs one genre's), on every backend that the backends' declarations say takes the model.

* The bundled puzzle has its one answer (on each translation, proven unique, and as ``auto``
  solves it); small random puzzles have exactly the answers the rules allow (the brute force: the
  candidate grids the rules checker passes), on every backend that takes the model (a backend that
  cannot list a model's solutions counts them); the maker's answers keep the rules.
* The rules checker names each broken rule, passes the bundled answer, and refuses what is no grid;
  a bad notation and a bad URL are one line naming the place; the URL round-trips.
* The command line: the bundled puzzle solved with ``--unique`` as the sites publish it, columns
  aligned, and its ``--json`` grid, under the genre's name and each alias; the small puzzle's file
  counted (and solved, where it has one answer, to the same text as ``--unique`` and to its answer
  where the case gives it); its puzz.link URL read back to the same count; its ``--svg``; a bad file
  refused with exit status 2 in one line naming the place.
* The DLX export is the model itself and reads back with ``xcc count dlx`` to the genre's count.
"""

from __future__ import annotations

import json
import random

import pytest

import xcckit
from xcckit.backends import BACKENDS, backend_class, get_backend
from xcckit.errors import InputError, UnsupportedError
from xcckit.puzzles.kit.genre import Genre, Made
from xcckit.puzzles.kinds import KINDS, get_kind

from .cases import Case, cases, lines
from .conftest import accepted
from .genres import answers, assert_cells_break, equal_to_the_rules, one_line_error

CASES = cases()
TRANSLATION = next(name for name in BACKENDS if backend_class(name).translation)
"""A backend that translates the model for a solver (the first registered): its search lists a
made puzzle's answers at once, where dlx's may wander among many exact covers."""
UNIQUE = "the solution is unique\n"


def _of(field: str) -> list[Case]:
    return [c for c in CASES if getattr(c, field)]


def _rows(field: str) -> list:
    return [pytest.param(c, row, id=f"{c.kind}-{k}") for c in CASES for k, row in enumerate(getattr(c, field))]


def solutions(n: int) -> str:
    """A count as ``xcc count`` prints it."""
    return f"{n:,} solution{'' if n == 1 else 's'}\n"


def printed(rows: list[str]) -> str:
    """An answer's rows as ``xcc solve`` prints them: the cells in columns as wide as the widest."""
    cells = [row.split() for row in rows]
    width = max(len(cell) for row in cells for cell in row)
    return "".join(" ".join(cell.ljust(width) for cell in row).rstrip() + "\n" for row in cells)


def demo(case: Case):
    return get_kind(case.kind).from_args([case.demo])


def has_urls(case: Case) -> bool:
    return "url" in get_kind(case.kind).notations


def test_every_genre_has_a_case():
    assert [c.kind for c in CASES] == sorted(k for k in KINDS if issubclass(get_kind(k), Genre))


def test_every_kind_says_what_it_is_in_its_about_file():
    """Each kind's ``about.toml`` gives its summary, arguments, description and examples, and no key
    the kinds do not read (a misspelt key would leave its help empty)."""
    from xcckit import data
    read = {"summary", "arguments", "description", "examples", "peer", "bench_sizes"}
    for kind in KINDS:
        about = data.about(get_kind(kind).kind)
        assert {"summary", "arguments", "examples"} <= set(about) <= read, kind
        assert get_kind(kind).summary == about["summary"] and get_kind(kind).examples == about["examples"]
        assert get_kind(kind).description, kind


def test_every_genre_is_in_the_readme_and_the_benchmark():
    """The README's list of the genres names each once; the benchmark measures each at the sizes
    its class gives (10×10 and the sites' largest)."""
    from pathlib import Path
    readme = (Path(__file__).parent.parent / "README.md").read_text()
    start = readme.index("* **The genres the puzzle sites publish**")
    listed = readme[start:readme.index("\n\n", start)]
    for case in CASES:
        assert listed.count(f"`{case.kind}`") == 1, case.kind
        sizes = get_kind(case.kind).bench_sizes
        assert sizes and all(m >= 1 and n >= 1 for m, n in sizes), case.kind


# ------------------------------------------------------------------ the model against the rules
@pytest.mark.parametrize("case", CASES, ids=str)
def test_the_bundled_puzzle_has_its_answer(case, backend_name):
    """On every backend that takes the model: its one answer, proven unique (a backend that lists
    no solutions of the model counts one). A case whose demo is too wide for the searches
    (``demo_searched`` False) is asked of the translations alone."""
    p = demo(case)
    accepted(get_backend(backend_name), p.model)
    if not (case.demo_searched or backend_class(backend_name).translation):
        pytest.skip(f"the {case.kind} demo is asked of the translations alone")
    try:
        r = xcckit.solve(p, backend=backend_name, unique=True)
    except UnsupportedError:  # (zdd on a constraint it counts but does not list)
        assert xcckit.count(p, backend=backend_name).count == 1
        return
    assert r.unique is True
    assert r.answers[0].answer["grid"] == case.answer_of(case.demo_answer)


@pytest.mark.parametrize("case", CASES, ids=str)
def test_auto_finds_the_bundled_answer(case):
    r = xcckit.solve(demo(case), limit=1)
    assert r.answers[0].answer["grid"] == case.answer_of(case.demo_answer)


def _small(case: Case, seed: int):
    return case.random(random.Random(seed))


@pytest.mark.parametrize("case, seed", [pytest.param(c, s, id=f"{c.kind}-{s}") for c in _of("random")
                                        for s in range(c.seeds)])
def test_small_puzzles_equal_the_rules(case, seed, backend_name):
    """Every answer the rules allow and only those (each as often as the backend lists it: once);
    a backend that lists no solutions of the model counts them."""
    equal_to_the_rules(_small(case, seed), backend_name, case.candidates)


@pytest.mark.parametrize("case", _of("made"), ids=str)
@pytest.mark.parametrize("seed", range(2))
def test_made_answers_keep_the_rules(case, seed):
    """The maker's answer is an answer of the puzzle it makes, by the rules and by the model."""
    cls = get_kind(case.kind)
    rng = random.Random(seed)
    made = None
    for _ in range(50):
        made = cls.maker(*case.made, rng)
        if made is not None:
            break
    assert made is not None
    p = cls.made(made.cells, made)
    assert p.verify(made.answer) is None
    found = xcckit.solve(p, backend=TRANSLATION, limit=None).solutions
    assert made.answer in [p.grid(s) if case.made_answer == "grid" else p.answer(s)[case.made_answer] for s in found]


def _repaired() -> list:
    return [c for c in CASES if c.made and get_kind(c.kind).repair.__func__ is not Genre.repair.__func__]


@pytest.mark.parametrize("case", _repaired(), ids=str)
@pytest.mark.parametrize("seed", range(2))
def test_a_repair_rules_the_other_answer_out(case, seed):
    """The first made puzzle (from the seed on, by hundreds; half its removable clues taken away)
    that has other answers, repaired
    against each of up to three of them: the made answer keeps the rules and the model finds it,
    the other answer breaks a rule; at least one repair is made."""
    cls = get_kind(case.kind)
    for attempt in range(30):
        rng = random.Random(seed + 100 * attempt)
        drawn = case.drawn(rng) if case.drawn is not None else cls.maker(*case.made, rng)
        if drawn is None:
            continue
        cells = [row[:] for row in drawn.cells]
        for i, j in drawn.removable:  # (half the removable clues taken away, as a maker's pass does)
            if rng.random() < 0.5:
                cells[i][j] = cls.emptied(cells[i][j])
        made = Made(cells, [(i, j) for i, j in drawn.removable if cells[i][j] == drawn.cells[i][j]], drawn.rooms,
                    list(drawn.extra), drawn.answer)
        p = cls.made(made.cells, made)
        grids = [p.grid(s) for s in xcckit.solve(p, backend=TRANSLATION, limit=4).solutions]
        others = [g for g in grids if g != made.answer]
        if others:
            break
    else:
        pytest.fail(f"no made {case.kind} of {case.made} has a second answer: a repair is never asked")
    repaired = 0
    for other in others[:3]:
        fixed = cls.repair(made, other)
        if fixed is None:
            continue
        repaired += 1
        q = cls.made(fixed.cells, fixed)
        assert q.verify(fixed.answer) is None and q.verify(other) is not None
        found = [q.grid(s) for s in xcckit.solve(q, backend=TRANSLATION, limit=50).solutions]
        assert fixed.answer in found or len(found) == 50
    assert repaired


# ------------------------------------------------------------------ the rules checker
@pytest.mark.parametrize("case, row", _rows("demo_broken"))
def test_the_rules_checker_names_a_rule_broken_in_the_bundled_answer(case, row):
    changes, rule = row
    assert_cells_break(get_kind(case.kind).from_args([case.demo]), case.demo_answer, changes, rule)


@pytest.mark.parametrize("case, row", _rows("examples"))
def test_a_published_example_has_its_one_answer(case, row):
    url, answer = row
    p = get_kind(case.kind).from_url(url)
    assert answers(p, TRANSLATION) == [[r.split() for r in answer]]
    assert get_kind(case.kind).from_url(p.to_url()).to_text() == p.to_text()


def _puzzlekits(case: Case) -> tuple[str, list[list[str]]]:
    """puzzlekit's example of the genre: its input's text (each line stripped) and its output's
    grid (after the output's first line, the size); skips where puzzlekit is not installed."""
    module, name = case.puzzlekit.split(":")
    solver = getattr(pytest.importorskip(f"puzzlekit.solvers.{module}"), name)
    text = "\n".join(line.strip() for line in solver.metadata["input_example"].strip().splitlines()) + "\n"
    return text, [line.split() for line in solver.metadata["output_example"].strip().splitlines()[1:]]


def _has_one_answer(p, want: list[list[str]], backend: str) -> None:
    """``want`` is the one answer of ``p`` on ``backend``, proven unique (a backend that lists no
    solutions of the model counts one), and the rules checker passes it."""
    accepted(get_backend(backend), p.model)
    assert p.verify(want) is None
    try:
        r = xcckit.solve(p, backend=backend, unique=True)
    except UnsupportedError:  # (zdd on a constraint it counts but does not list)
        assert xcckit.count(p, backend=backend).count == 1
        return
    assert r.unique is True and r.answers[0].answer["grid"] == want


@pytest.mark.parametrize("case", _of("puzzlekit"), ids=str)
def test_puzzlekits_example_has_its_one_answer(case, backend_name):
    """Read from the installed puzzlekit's solver: its output is the one answer, on every backend
    that takes the model."""
    text, want = _puzzlekits(case)
    _has_one_answer(get_kind(case.kind).from_text(text), want, backend_name)


@pytest.mark.parametrize("case, row", _rows("peer_examples"))
def test_a_peer_example_has_its_one_answer(case, row, backend_name):
    """Another solver's example: its one answer, on every backend that takes the model; the
    text written back reads back to itself."""
    text, answer = row
    p = get_kind(case.kind).from_text(text)
    assert get_kind(case.kind).from_text(p.to_text()).to_text() == p.to_text()
    _has_one_answer(p, [r.split() for r in answer], backend_name)


@pytest.mark.parametrize("case, row", _rows("broken"))
def test_the_rules_checker_names_each_broken_rule(case, row):
    puzzle_rows, answer, rule = row
    p = case.puzzle(puzzle_rows)
    grid = [r.split() for r in answer]
    assert p.verify(grid) == rule
    assert p.verify({"grid": grid}) == rule


@pytest.mark.parametrize("case", CASES, ids=str)
def test_the_rules_checker_passes_the_answer_and_refuses_what_is_no_grid(case):
    p = demo(case)
    assert p.verify([row.split() for row in case.demo_answer]) is None
    with pytest.raises(ValueError, match=f"an answer to this {case.kind} is {p.m} rows of {p.n}"):
        p.verify([["x"]])


# ------------------------------------------------------------------ notations and URLs
@pytest.mark.parametrize("case, row", _rows("bad"))
def test_bad_notation_is_one_line_naming_the_place(case, row):
    text, message = row
    assert message in one_line_error(get_kind(case.kind).from_text, text)


@pytest.mark.parametrize("case, row", _rows("bad_files"))
def test_a_bad_file_is_one_line_at_its_line_and_column(run_cli, tmp_path, case, row):
    """``xcc count`` refuses it with exit status 2 in one line, file:line:column and why; the
    notation's reader says the same."""
    text, said = row
    f = tmp_path / "p.txt"
    f.write_text(text)
    assert run_cli("count", case.kind, f) == (2, "", f"xcc: {f}:{said}\n")
    assert one_line_error(get_kind(case.kind).from_text, text) == f"p.txt:{said}"


@pytest.mark.parametrize("case, row", _rows("constructed"))
def test_the_constructor_checks_the_clues(case, row):
    """Each refused in one line: a TypeError naming the signature, else an InputError."""
    args, said = row
    cls = get_kind(case.kind)
    with pytest.raises((InputError, TypeError)) as err:
        cls(*args)
    assert isinstance(err.value, TypeError if said.startswith(f"{cls.__name__}(") else InputError)
    assert said in str(err.value) and "\n" not in str(err.value)


@pytest.mark.parametrize("case, row", _rows("bad_urls"))
def test_bad_urls_are_one_line(case, row):
    url, message = row
    with pytest.raises(InputError) as err:
        get_kind(case.kind).from_url(url)
    assert message in str(err.value) and "\n" not in str(err.value)


@pytest.mark.parametrize("case", CASES, ids=str)
def test_urls_round_trip(case):
    p = demo(case)
    if not has_urls(case):
        with pytest.raises(InputError, match=f"pzprjs has no {case.kind} URLs"):
            p.to_url()
        return
    url = p.to_url()
    assert case.url is None or url == case.url
    again = get_kind(case.kind).from_url(url)
    assert again.to_url() == url and again.to_text() == get_kind(case.kind).from_text(again.to_text()).to_text()
    assert xcckit.count(again).count == 1


# ------------------------------------------------------------------ the command line
@pytest.mark.parametrize("case", CASES, ids=str)
def test_the_command_line(run_cli, tmp_path, case):
    code, out, _ = run_cli("solve", case.kind, case.demo, "--unique")
    shown = case.printed or printed
    assert code == 0 and out == (shown(case.demo_answer) if case.solved is None else lines(case.solved)) + UNIQUE
    f = tmp_path / "p.txt"
    f.write_text(lines(case.small))
    for name in (case.kind, *case.aliases):
        code, out, _ = run_cli("solve", name, case.demo, "--json")
        assert code == 0 and json.loads(out)["solutions"][0]["answer"]["grid"] == case.answer_of(case.demo_answer)
        assert run_cli("count", name, f)[:2] == (0, solutions(case.count))
    code, plain, _ = run_cli("solve", case.kind, f)
    assert code == 0 and (case.answer is None or case.solved is not None or plain == shown(case.answer))
    if case.count == 1:
        assert run_cli("solve", case.kind, f, "--unique")[:2] == (0, plain + UNIQUE)
    if has_urls(case):
        code, url, _ = run_cli("export", case.kind, f, "--format", "url")
        assert code == 0 and url.startswith(case.url_start) and url.endswith("\n")
        assert not case.whole_url or url == case.url_start + "\n"
        assert run_cli("count", case.kind, url.strip())[:2] == (0, solutions(case.count))
        if case.count == 1:
            assert run_cli("solve", case.kind, url.strip(), "--unique")[:2] == (0, plain + UNIQUE)
    picture = tmp_path / "p.svg"
    assert run_cli("solve", case.kind, f, "--svg", picture)[0] == 0 and case.svg(picture.read_text())
    f.write_text(case.bad_file)
    code, out, err = run_cli("solve", case.kind, f)
    assert (code, out) == (2, "") and err.startswith(f"xcc: {f}:{case.error}") and err.count("\n") == 1
    assert err.endswith("\n") and (not case.whole_error or err == f"xcc: {f}:{case.error}\n")


@pytest.mark.parametrize("case, row", _rows("exports"))
def test_the_dlx_export_is_the_model(run_cli, tmp_path, case, row):
    source = row.source
    if "\n" in source:
        source = tmp_path / "p.txt"
        source.write_text(row.source)
    puzzle = get_kind(case.kind).from_args([str(source)])
    want = row.count if isinstance(row.count, int) else row.count(puzzle)
    code, dlx, err = run_cli("export", case.kind, source, "--format", "dlx")
    # (a line an option, one of the items, and the comments of the generator's heading, '|' lines)
    body = sum(not line.startswith("|") for line in dlx.splitlines())
    assert code == 0 and body == puzzle.model.n_options + 1 and row.check(dlx)
    # a side constraint the text cannot say is named on stderr (implied ones are not)
    assert (f"holds the exact cover alone, without the {row.left} constraint" in err) == row.side, err
    assert row.lines is None or body == row.lines
    f = tmp_path / "p.dlx"
    assert run_cli("export", case.kind, source, "--format", "dlx", "-o", f)[0] == 0 and f.read_text() == dlx
    assert run_cli("count", case.kind, source)[:2] == (0, solutions(want))
    for backend in ["auto", "zdd"] if row.zdd else ["auto"]:  # (auto: the default)
        code, out, _ = run_cli("count", "dlx", f, "--backend", backend)
        if row.side:
            assert code == 0 and out.endswith((" solution\n", " solutions\n"))
            assert int(out.split()[0].replace(",", "")) >= want
        else:
            assert (code, out) == (0, solutions(want))


@pytest.mark.parametrize("kind, puzzle, left", [("fillomino", "demo-8x8", "group sizes"),
                                                ("nurikabe", "demo-7x7", "connected and sized regions"),
                                                ("slitherlink", "demo-7x7", "single loop")])
def test_the_dlx_export_names_the_constraints_it_leaves_out(run_cli, kind, puzzle, left):
    code, dlx, err = run_cli("export", kind, puzzle, "--format", "dlx")
    assert code == 0 and len(dlx.splitlines()) > 1  # (the exact cover is still written)
    assert f"the DLX text holds the exact cover alone, without the {left} constraint" in err, err
