"""The ``xcc`` command line: solve, count, export and crosscheck any puzzle kind; ``xcc kinds``.

Each command parses its arguments, calls the API (:mod:`xcckit.api`, :mod:`xcckit.crosscheck`,
:mod:`xcckit.generate`) and prints what the result says of itself (``text()``, ``to_json()``);
the process around it (its clock, streams, files, exit) is :mod:`xcckit.terminal`. A backend's
own flags (``--solver``, ``--order``, …) are not written here: they are read off the backends'
declarations (:class:`~xcckit.backends.base.Option`).

Exit status: 0 success, 1 proven: no solution (or backends disagree), 2 bad input or usage
(one line on stderr, no traceback), 3 time limit reached without an answer, 4 a solution shown
breaks a rule of its puzzle (the kind's rules checker: a modelling error), 130 interrupted
(Ctrl-C: what was found so far is printed first).
"""

from __future__ import annotations

import json
import random
import sys
from typing import List, Optional

import click
import typer

from . import api, terminal, validate
from .backends import AUTO, BACKENDS, backend_class, flag_options, flags_of, get_backend
from .backends.plan import cannot_answer, plan, refuse_in_parts
from .errors import InputError, Interrupted, TimeLimitReached, one_line
from .puzzles import Puzzle, svg_row
from .puzzles.kinds import KINDS, get_kind, kind_help, known
from .terminal import EXIT_BROKEN, EXIT_INTERRUPTED, EXIT_NONE, EXIT_OK, EXIT_TIMEOUT

VERDICT_EXIT = {"agree": EXIT_OK, "incomplete": EXIT_TIMEOUT, "differ": EXIT_NONE}  # a crosscheck's
STATUS_EXIT = {"solved": EXIT_OK, "optimal": EXIT_OK, "feasible": EXIT_OK, "unsat": EXIT_NONE}  # a solve's (else 3)
app = typer.Typer(add_completion=False, pretty_exceptions_enable=False, rich_markup_mode=None,
                  help="Exact cover with colours for puzzles: solve, count, export, cross-check. "
                       "'xcc kinds' lists the puzzle kinds; 'xcc solve KIND --help' describes one.")
PASS_THROUGH = {"allow_extra_args": True, "ignore_unknown_options": True}
SVG_MOST = 100
"""``xcc sample --svg``: the picture shows at most this many of the solutions drawn."""
COMMANDS = ("solve", "count", "sample", "facts", "export", "crosscheck")
API_FLAGS = {"backend": "--backend", "backends": "--backends", "workers": "--workers", "symmetry": "--symmetry",
             "clues": "--clues", "box": "--box", "difficulty": "--difficulty"}
"""The API's arguments whose errors the command line names by its flag."""

KindArg = typer.Argument(..., help="Puzzle kind (see 'xcc kinds') followed by its arguments ('xcc solve KIND --help').")
ArgsArg = typer.Argument(None, metavar="ARGS...", show_default=False)
BackendOpt = typer.Option(AUTO, "--backend", "-b", metavar="B", help=f"{AUTO} (the default: chosen for the kind and the "
                                                        f"command) or one of {', '.join(BACKENDS)}.")
LimitOpt = typer.Option(None, "--limit", "-n", metavar="N", help="Stop after N solutions.")
TimeOpt = typer.Option(None, "--time-limit", "-t", metavar="S", help="Seconds for the whole command (a positive number).")
JsonOpt = typer.Option(False, "--json", help="Print one JSON object.")
SvgOpt = typer.Option(None, "--svg", metavar="FILE", help="Write a picture to FILE (solve: the first solution; "
                                                          "sample: those drawn; facts: what is known).")
WorkersOpt = typer.Option(None, "--workers", "-w", metavar="N", help="Threads of a dlx or trie count (default: every CPU) or of "
                          "a dlx solve (default 1; several: solutions in the order found); CP-SAT's search workers; the "
                          "processes a sat search that goes on shares out in cubes (default: every CPU).")
CLUSTER = "on the workers of this Dask scheduler (dlx or trie backend; pip install 'xcckit[cluster]')."
ClusterOpt = typer.Option(None, "--cluster", metavar="tcp://HOST:PORT", help="Search in parts " + CLUSTER)
JournalOpt = typer.Option(None, "--journal", "-j", metavar="FILE", help="Search or count in parts on every CPU and "
                          "write each finished part to FILE; the same command with the same FILE again goes on from "
                          "there (dlx or trie backend).")
MinimizeOpt = typer.Option(False, "--minimize", help="A cheapest solution (a solution costs the sum of its options' "
                                                     "costs: DLX5's |n), proven optimal.")
BestOpt = typer.Option(None, "--best", metavar="K", help="The K cheapest solutions, cheapest first.")


def _puzzle(command: str, kind: str, args: List[str]) -> Puzzle:
    """The puzzle of ``xcc COMMAND KIND ARGS`` (its notes are said by :func:`_ready`, once nothing
    refuses it); an option of another xcc command among ARGS is named as such (rather than as
    unknown to the kind)."""
    _command().phase("building the model")
    args = list(args or ())  # (typer gives None for no arguments)
    cls = get_kind(kind)
    own = {name for name, _, _ in cls.options}
    for arg in args:
        if arg == "--":
            break
        name = arg.partition("=")[0]
        if name in cls.count_options and command not in ("count", "export"):
            raise InputError(f"counts up to symmetry: an option of xcc count, not of xcc {command}", source=name)
        if name.startswith("-") and name not in own:
            others = [c for c, options in _command_options().items() if name in options]
            if others and command not in others:
                where = ", ".join(others[:-1]) + (" and " if len(others) > 1 else "") + others[-1]
                raise InputError(f"an option of xcc {where}, not of xcc {command}", source=name)
    puzzle = cls.from_args(args)
    terminal.keep(puzzle)
    _command().phase("searching")
    return puzzle


def _command() -> terminal.Command:
    """The command under way (:class:`terminal.Command`), as :func:`main` handed it to click."""
    return click.get_current_context().obj


def _ready(puzzle: Puzzle, task: Optional[str] = None, chosen: str = AUTO, options: Optional[dict] = None,
           workers: Optional[int] = None, in_parts: bool = False, limit: Optional[int] = None):
    """The puzzle's notes on stderr, once the backends that will run ``task`` (``solve``,
    ``count`` or a query; a solve of at most ``limit`` solutions) have taken the model: a model
    one refuses is one line, the refusal, without the notes before it. Returns the plan (None
    without a task), which the command hands to the API: one plan a command."""
    p = None
    if task is not None:
        p = plan(puzzle.model, task, chosen, options, workers=workers, in_parts=in_parts, limit=limit)
        for b in (p.backend, p.first):
            if b is not None:
                b.check_supported(puzzle.model)
    terminal.notes(puzzle.notes, puzzle.model.dropped)
    return p


def _command_options() -> dict[str, set[str]]:
    """The options of each command (``--svg``, ``-n``, …), read off the commands themselves and
    the backends' declarations."""
    group = typer.main.get_command(app)
    return {name: {opt for p in group.commands[name].params for opt in (*p.opts, *p.secondary_opts)}
            | {flag for flag, _, _ in flags_of(name)} for name in COMMANDS}


def _synopsis(command: str) -> str:
    """The options of ``xcc COMMAND`` as a kind's help lists them, read off the command itself and
    the backends' declarations (so that a new option is listed without a second list)."""
    params = typer.main.get_command(app).commands[command].params
    parts = [max(p.opts, key=len) + ("" if p.is_flag else f" {p.metavar or 'VALUE'}")
             for p in params if isinstance(p, click.Option) and not p.hidden]
    return ", ".join(parts + [f"{flag} {o.metavar}" for flag, o, _ in flags_of(command)])


def _backend(command: str, kind: str, name: str, args: List[str]) -> tuple[str, dict, List[str]]:
    """The backend's name, checked (``auto`` too); the options its flags among ARGS give, and the
    rest of ARGS (the kind's): :func:`~xcckit.backends.flag_options`."""
    if name != AUTO:
        backend_class(name, "--backend")
    options, rest = flag_options(command, name, args or [], {n for n, _, _ in get_kind(kind).options})
    return name, options, rest


def _checked(limit: Optional[int] = None, best: Optional[int] = None, workers: Optional[int] = None,
             paths: tuple = ()) -> None:
    """The numbers and output files of a command, checked before its model is built."""
    validate.limit(limit, "--limit")
    validate.limit(best, "--best")
    validate.workers(workers, "--workers")
    for path, flag in paths:
        if path is not None:
            validate.output_path(path, flag)


def _cheapest_only(minimize: bool, best: Optional[int], given: dict,
                   why: str = "the cheapest solutions are found by one search") -> bool:
    """Whether the cheapest solutions are asked for; then none of ``given`` (flag -> value) may be."""
    validate.cheapest(minimize, best, ("--minimize", "--best"))
    if minimize or best is not None:
        for flag, value in given.items():
            if value not in (None, False, "auto"):
                raise InputError(f"{why}: leave out {flag}", source="--best" if best is not None else "--minimize")
    return minimize or best is not None


@app.command(context_settings=PASS_THROUGH)
def solve(kind: str = KindArg, args: List[str] = ArgsArg, backend: str = BackendOpt, limit: Optional[int] = LimitOpt,
          time_limit: Optional[float] = TimeOpt, as_json: bool = JsonOpt, workers: Optional[int] = WorkersOpt,
          unique: bool = typer.Option(False, "--unique", help="Also prove whether the solution is unique."),
          svg: Optional[str] = SvgOpt, journal: Optional[str] = JournalOpt, cluster: Optional[str] = ClusterOpt,
          minimize: bool = MinimizeOpt, best: Optional[int] = BestOpt) -> int:
    """Find a solution (or up to --limit solutions) and show it."""
    _checked(limit, best, workers, ((svg, "--svg"), (journal, "--journal")))
    deadline = _command().start(time_limit)
    cheapest = _cheapest_only(minimize, best, {"--limit": limit, "--unique": unique, "--journal": journal,
                                               "--cluster": cluster})
    chosen, options, args = _backend("solve", kind, backend, args)
    if cheapest:
        return _solve_cheapest(kind, args, chosen, options, workers, best or 1, best is not None, deadline,
                               as_json, svg)
    if journal is not None or cluster is not None:
        refuse_in_parts(chosen, "search", "--journal" if journal is not None else "--cluster")
    want = limit or 1
    search = max(want, 2) if unique else want
    with terminal.connect(cluster, deadline) as connected:
        puzzle = _puzzle("solve", kind, args)
        planned = _ready(puzzle, "solve", chosen, options, workers, journal is not None or cluster is not None, search)
        stream = terminal.SolutionStream(puzzle, want, as_json)
        resume = f"to resume: {_command().line()}" if journal is not None and not as_json else None
        with terminal.open_journal(journal, puzzle, _command(), enumerate=True) as opened:
            try:
                result = api.solve(puzzle, planned, limit=search, time_limit=terminal.left(deadline), workers=workers,
                                   journal=opened, cluster=connected, on_solution=stream.add)
            except (Interrupted, TimeLimitReached) as err:  # (TimeLimitReached: the backstop)
                stream.finish("interrupted" if isinstance(err, Interrupted) else "timeout")
                if resume and isinstance(err, Interrupted):
                    print(resume)
                raise
    stream.finish(result.status, result, unique)
    if resume and not result.complete and result.found < search:
        print(resume)
    if svg is not None:
        terminal.write(svg, puzzle.svg(stream.first), "--svg")
    if stream.broken:
        return EXIT_BROKEN
    if unique and result.status == "solved" and result.unique is None:
        return EXIT_TIMEOUT  # (a solution, but --unique's question left open)
    return STATUS_EXIT.get(result.status, EXIT_TIMEOUT)


def _solve_cheapest(kind: str, args: List[str], chosen: str, options: dict, workers: Optional[int], k: int,
                    several: bool, deadline, as_json: bool, svg: Optional[str]) -> int:
    """``xcc solve --minimize`` and ``--best K``: the cheapest solutions, with their costs."""
    puzzle = _puzzle("solve", kind, args)
    planned = _ready(puzzle, "best", chosen, options, workers)
    try:
        result = api.solve(puzzle, planned, time_limit=terminal.left(deadline), workers=workers, best=k)
    except Interrupted as err:
        result = api.SolveResult("interrupted", err.solutions or [], chosen, 0.0, False, puzzle.model, puzzle,
                                 costs=err.partial.costs if err.partial is not None else [])
        _say(result.cheapest_json(True) if as_json else result.cheapest_text(k, several, True))
        raise
    _say(result.cheapest_json() if as_json else result.cheapest_text(k, several))
    if svg is not None:
        terminal.write(svg, puzzle.svg(result.solutions[0] if result.solutions else None), "--svg")
    return STATUS_EXIT.get(result.status, EXIT_TIMEOUT)


def _say(shown) -> None:
    """A result's JSON object (a line) or its text."""
    sys.stdout.write(json.dumps(shown) + "\n" if isinstance(shown, dict) else shown)


@app.command(context_settings=PASS_THROUGH)
def sample(kind: str = KindArg, args: List[str] = ArgsArg, backend: str = BackendOpt,
           n: int = typer.Option(1, "-n", "--number", metavar="N", help="How many solutions to draw (default 1)."),
           seed: Optional[int] = typer.Option(None, "--seed", metavar="S", help="Seed of the random draw (repeatable)."),
           time_limit: Optional[float] = TimeOpt, as_json: bool = JsonOpt, svg: Optional[str] = SvgOpt) -> int:
    """Draw solutions uniformly at random (from the ZDD of all of them) and show them."""
    validate.limit(n, "-n")
    _checked(paths=((svg, "--svg"),))
    deadline = _command().start(time_limit)
    chosen, options, args = _backend("sample", kind, backend, args)
    puzzle = _puzzle("sample", kind, args)
    planned = _ready(puzzle, "sample", chosen, options)
    stream = terminal.SolutionStream(puzzle, n, as_json)
    pictures: list = []

    def shown(sol) -> None:
        stream.add(sol)
        if svg is not None and len(pictures) < SVG_MOST:
            pictures.append(sol)

    try:
        result = api.sample(puzzle, n, seed=seed, time_limit=terminal.left(deadline), on_solution=shown,
                            backend=planned)
    except (Interrupted, TimeLimitReached) as err:  # (TimeLimitReached: the backstop)
        if isinstance(err, Interrupted) and not as_json and not err.count:
            print("interrupted before the diagram of all solutions was made: nothing drawn")
        stream.finish("interrupted" if isinstance(err, Interrupted) else "timeout")
        raise
    stream.finish(result.status if result.complete else "timeout", result)
    if not as_json and result.found and not result.complete:
        print(f"time limit reached: {result.found:,} of {n:,} drawn")
    if svg is not None:
        terminal.write(svg, svg_row([puzzle.svg(sol) for sol in pictures] or [puzzle.svg(None)]), "--svg")
    if result.complete:
        return EXIT_OK if result.found else EXIT_NONE
    return EXIT_TIMEOUT


@app.command(context_settings=PASS_THROUGH)
def facts(kind: str = KindArg, args: List[str] = ArgsArg, backend: str = BackendOpt,
          time_limit: Optional[float] = TimeOpt, as_json: bool = JsonOpt, svg: Optional[str] = SvgOpt) -> int:
    """Show what every solution shares: the options in all of them, the colours they agree on."""
    _checked(paths=((svg, "--svg"),))
    deadline = _command().start(time_limit)
    chosen, options, args = _backend("facts", kind, backend, args)
    puzzle = _puzzle("facts", kind, args)
    planned = _ready(puzzle, "facts", chosen, options)
    try:
        result = api.facts(puzzle, planned, time_limit=terminal.left(deadline))
    except Interrupted as err:
        known = err.partial
        if known is None or not known.solvable:
            _say({"solvable": None if known is None else known.solvable, "complete": False, "interrupted": True}
                 if as_json else "interrupted: no facts proven yet\n")
        else:
            _say(known.to_json(True) if as_json else known.text(True))
            if svg is not None:
                terminal.write(svg, puzzle.facts_svg(known.raw), "--svg")
        raise
    _say(result.to_json() if as_json else result.text())
    if svg is not None:
        terminal.write(svg, puzzle.facts_svg(result.raw) if result.solvable else puzzle.svg(None), "--svg")
    if result.solvable is False:
        return EXIT_NONE
    return EXIT_OK if result.complete else EXIT_TIMEOUT


@app.command(context_settings=PASS_THROUGH)
def count(kind: str = KindArg, args: List[str] = ArgsArg, backend: str = BackendOpt, limit: Optional[int] = LimitOpt,
          time_limit: Optional[float] = TimeOpt, as_json: bool = JsonOpt, workers: Optional[int] = WorkersOpt,
          journal: Optional[str] = JournalOpt, cluster: Optional[str] = typer.Option(
              None, "--cluster", metavar="tcp://HOST:PORT", envvar="XCCKIT_CLUSTER", help="Count in parts " + CLUSTER),
          progress: bool = typer.Option(False, "--progress", help="Show progress on stderr also when it is not a "
                                                                  "terminal (a line a second).")) -> int:
    """Count the solutions (at most --limit)."""
    _checked(limit, workers=workers, paths=((journal, "--journal"),))
    deadline = _command().start(time_limit)
    chosen, options, args = _backend("count", kind, backend, args)
    if journal is not None or cluster is not None:
        what = "--journal" if journal is not None else "--cluster"
        if limit is not None:
            raise InputError("a count in parts counts every solution: leave out --limit", source=what)
        refuse_in_parts(chosen, "count", what)
    with terminal.connect(cluster, deadline) as connected:
        puzzle = _puzzle("count", kind, args)
        planned = _ready(puzzle, "count", chosen, options, workers, journal is not None or cluster is not None)
        resume = f"to resume: {_command().line()}\n" if journal is not None else ""
        with terminal.open_journal(journal, puzzle, _command()) as opened, terminal.Ticker(progress) as ticker:
            try:
                result = api.count(puzzle, planned, limit=limit, time_limit=terminal.left(deadline), progress=ticker,
                                   workers=workers, journal=opened, cluster=connected)
            except Interrupted as err:
                ticker.done()
                _say({"count": err.count, "complete": False, "interrupted": True} if as_json
                     else api.interrupted_count_text(err.count) + resume)
                raise
    timed_out = result.stopped_by_time(limit)
    _say(result.to_json() if as_json else result.text(limit) + (resume if timed_out else ""))
    return EXIT_TIMEOUT if timed_out else EXIT_OK


@app.command(context_settings=PASS_THROUGH)
def export(kind: str = KindArg, args: List[str] = ArgsArg,
           fmt: str = typer.Option("dlx", "--format", "-f", metavar="F", help="dlx, cnf or cpsat (the model); or the puzzle in a "
                                   "notation of its kind ('xcc export KIND --help' lists them)."),
           output: Optional[str] = typer.Option(None, "--output", "-o", metavar="FILE", help="File to write (default stdout).")) -> int:
    """Write the model as DLX text, DIMACS CNF or a CP-SAT model (protobuf text)."""
    from .formats import FORMATS, export as exported
    notations = get_kind(kind).export_formats() if known(kind) else {}
    if fmt not in FORMATS and fmt not in notations:
        raise InputError(f"unknown format '{fmt}' (choose from {', '.join([*FORMATS, *notations])})", source="--format")
    _checked(paths=((output, "--output"),))
    puzzle = _puzzle("export", kind, args)
    _ready(puzzle)
    text, notes = exported(puzzle, fmt)
    terminal.notes(notes)
    terminal.write("-" if output is None else output, text, "--output", newline=False)
    return EXIT_OK


@app.command(context_settings=PASS_THROUGH)
def crosscheck(kind: str = KindArg, args: List[str] = ArgsArg,
               backends: Optional[str] = typer.Option(None, "--backends", metavar="B,B…", help="Comma-separated backends to compare "
                                                      "(default: every one that can search the model, but one that "
                                                      "would check a side constraint only at its search's leaves)."),
               limit: Optional[int] = LimitOpt, time_limit: Optional[float] = TimeOpt, as_json: bool = JsonOpt,
               samples: Optional[int] = typer.Option(None, "--samples", metavar="N", help="Samples each way into and "
                                                     "out of each translation (sat, cpsat) when the sets are too big "
                                                     "to compare (default 1,000; with a time limit, as many as it "
                                                     "allows)."),
               evidence: str = typer.Option("auto", "--evidence", metavar="E", help="auto (the default: full solution sets up to "
                                            "2,000 solutions, else counts and samples), sets or samples."),
               seed: Optional[int] = typer.Option(None, "--seed", metavar="S", help="Makes the samples repeatable."),
               minimize: bool = MinimizeOpt, best: Optional[int] = BestOpt) -> int:
    """Run several backends at once, each with the whole time limit, and compare: the solution
    sets, or counts and samples beyond 2,000 solutions (exit 1 when they differ)."""
    from .crosscheck import EVIDENCE, crosscheck as run_crosscheck, crosscheck_cheapest, named
    _checked(limit, best)
    validate.limit(samples, "--samples")
    deadline = _command().start(time_limit)
    if evidence not in EVIDENCE:
        raise InputError(f"unknown evidence '{evidence}' (choose from {', '.join(EVIDENCE)})", source="--evidence")
    cheapest = _cheapest_only(minimize, best, {"--limit": limit, "--samples": samples, "--seed": seed,
                                               "--evidence": evidence}, "compares the cheapest solutions")
    if limit is not None and (samples is not None or evidence != "auto"):
        raise InputError("lists at most N solutions of each backend and checks them: leave out "
                         + ("--samples" if samples is not None else "--evidence"), source="--limit")
    chosen = None if backends is None else named(backends)
    puzzle = _puzzle("crosscheck", kind, args)
    model = puzzle.model
    for name in chosen or ():
        why = cannot_answer("best", model, backend_class(name)) if cheapest else \
            None if backend_class(name).accepts(model) else f"the {name} backend cannot search this model"
        if why:
            raise InputError(why, source="--backends")
    _ready(puzzle)
    try:
        if cheapest:
            report = crosscheck_cheapest(model, chosen and [get_backend(n) for n in chosen], best or 1,
                                         time_limit=terminal.left(deadline))
        else:
            report = run_crosscheck(model, chosen, limit=limit, time_limit=terminal.left(deadline), samples=samples,
                                    evidence=evidence, seed=seed)
    except Interrupted as err:
        report = err.partial
        if cheapest:
            _say({"interrupted": True} if as_json else report.table() + "interrupted: the costs were not compared\n")
        else:
            _say({"interrupted": True, **report.to_json(model.option_text)} if as_json else report.text(
                model.option_text) + "interrupted: what was done so far is above; nothing was concluded\n")
        raise
    if cheapest:
        _say(report.to_json() if as_json else report.text())
    else:
        _say(report.to_json(model.option_text) if as_json else
             report.text(model.option_text) + report.statement() + "\n")
    return VERDICT_EXIT[report.verdict]


@app.command()
def generate(kind: str = typer.Argument(..., help="A kind that has a maker (most grid kinds; xcc kinds lists the "
                                                   "kinds)."),
             size: str = typer.Argument(..., help="MxN, or N for N×N (a grid of boxes: N, their shape by --box)."),
             seed: Optional[int] = typer.Option(None, "--seed", help="Seed of the first puzzle (the next: seed+1, …); "
                                                                     "drawn when not given, and shown."),
             n: int = typer.Option(1, "-n", "--number", help="How many puzzles to make (default 1)."),
             symmetry: str = typer.Option("none", "--symmetry", help="none, rot2, rot4 or mirror: the clues keep it."),
             minimal: bool = typer.Option(False, "--minimal", help="Insist on a proven minimal puzzle (the default "
                                                                   "pass makes one; this refuses --clues)."),
             clues: Optional[float] = typer.Option(None, "--clues", metavar="FRACTION", help="Stop taking clues away "
                                                   "once at most this share of the cells keeps one (easier, not "
                                                   "minimal)."),
             box: Optional[str] = typer.Option(None, "--box", metavar="RxC", help="The boxes' shape, where a kind has "
                                                                                  "boxes (R·C = N)."),
             difficulty: Optional[str] = typer.Option(None, "--difficulty", metavar="BAND", help="easy (forced moves "
                                                      "solve it), medium (propagation does) or hard (it needs "
                                                      "search): draw until one is."),
             time_limit: Optional[float] = TimeOpt,
             as_json: bool = typer.Option(False, "--json", help="Print a JSON object per puzzle, one a line."),
             svg: Optional[str] = typer.Option(None, "--svg", metavar="FILE", help="Write the puzzle's picture to "
                                               "FILE (-n: FILE-1.svg, …)."),
             output: Optional[str] = typer.Option(None, "-o", "--output", metavar="FILE", help="Write the puzzle to "
                                                  "FILE in the kind's own format (-n: FILE-1.txt, …); without it the "
                                                  "puzzle goes to standard output and the summary to standard "
                                                  "error.")) -> int:
    """Make unique puzzles: a random solution, all its clues, then clues taken away while the
    puzzle stays unique (proven by an incremental SAT solver; minimal when the pass ends)."""
    from . import generate as made_by
    deadline = _command().start(time_limit)
    validate.limit(n, "-n")
    if minimal and clues is not None:
        raise InputError("stops before the puzzle is minimal: give --minimal or --clues, not both", source="--clues")
    _checked(paths=((svg, "--svg"), (output, "-o")))
    first = random.randrange(1 << 31) if seed is None else seed
    for k in range(n):
        try:
            if k == 0:  # (inside: an alarm that rings at once is this handler's, 'no puzzle')
                _command().phase(f"making the {kind}")
            made = made_by.generate(kind, size, seed=first + k, symmetry=symmetry, clues=clues, box=box,
                                    time_limit=terminal.left(deadline), difficulty=difficulty)
        except (TimeLimitReached, made_by.NoneInBand) as err:
            said = str(err) if str(err).endswith("no puzzle") or not isinstance(err, TimeLimitReached) \
                else f"{err}: no puzzle"  # (the alarm's words: made so far, this one is not)
            print(one_line(f"xcc: {said}"), file=sys.stderr)
            code = EXIT_TIMEOUT if isinstance(err, TimeLimitReached) else EXIT_NONE
            terminal.leave(code)  # (the xcc process: now, its alarm said nothing more)
            return code
        terminal.show_made(made, k, n, as_json, svg, output)
        if made.interrupted:
            return EXIT_INTERRUPTED
        if not made.minimal and clues is None or made.difficulty is None:  # (the time ran out first)
            return EXIT_TIMEOUT
    return EXIT_OK


@app.command()
def kinds() -> int:
    """List the puzzle kinds, a line each."""
    for name in KINDS:
        print(f"{name:12} {get_kind(name).summary}")
    print("\n'xcc solve KIND --help' describes a kind's arguments and options.")
    return EXIT_OK


def main(argv: Optional[List[str]] = None) -> None:
    """Entry point of the ``xcc`` script."""
    args = list(sys.argv[1:] if argv is None else argv)
    under_way = terminal.Command(args)
    if not args:  # bare xcc: the commands, on standard output (as xcc --help; pip, cargo, gh do the same)
        args = ["--help"]
    if args in (["--version"], ["-V"]):
        from . import __version__
        print(f"xcc (xcckit) {__version__}")
        sys.exit(EXIT_OK)
    command = typer.main.get_command(app)
    if "--help" in args or "-h" in args:
        if len(args) >= 2 and args[0] in COMMANDS and known(args[1]):  # the kind's help, not the command's
            print(kind_help(args[0], args[1], _synopsis(args[0])))
            sys.exit(EXIT_OK)
        for name in COMMANDS:
            if flags_of(name):
                command.commands[name].epilog = "Backend options: " + "; ".join(
                    f"{f} {o.metavar}: {o.help} (--backend {b})" for f, o, b in flags_of(name)) + "."
    run = lambda: command.main(args=args, prog_name="xcc", standalone_mode=False, obj=under_way)  # noqa: E731
    sys.exit(terminal.end(terminal.run(run, API_FLAGS)))


def entry() -> None:
    """The ``xcc`` script: :func:`main` in a process of its own (:func:`terminal.own_process`)."""
    terminal.own_process(main)


if __name__ == "__main__":  # pragma: no cover
    entry()
