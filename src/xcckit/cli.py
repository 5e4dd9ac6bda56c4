"""The ``xcc`` command line: solve, count, export and crosscheck any puzzle kind; ``xcc kinds``.

Exit status: 0 success, 1 proven: no solution (or backends disagree), 2 bad input or usage
(one line on stderr, no traceback), 3 time limit reached without an answer, 130 interrupted
(Ctrl-C: what was found so far is printed first).
"""

from __future__ import annotations

import contextlib
import json
import os
import shlex
import sys
from typing import List, Optional

import click
import typer

from . import api, validate
from .backends import AUTO, BACKENDS, backend_class, backend_flags, backends_for, get_backend
from .backends.base import Deadline, Status
from .backends.plan import refuse_in_parts
from .errors import InputError, Interrupted, TimeLimitReached, XccError, one_line
from .progress import status_line
from .puzzles import Puzzle, svg_row
from .puzzles.kinds import KINDS, get_kind, kind_help

EXIT_OK, EXIT_NONE, EXIT_USAGE, EXIT_TIMEOUT, EXIT_INTERRUPTED = 0, 1, 2, 3, 130
VERDICT_EXIT = {"agree": EXIT_OK, "incomplete": EXIT_TIMEOUT, "differ": EXIT_NONE}  # a crosscheck's

app = typer.Typer(add_completion=False, no_args_is_help=True, pretty_exceptions_enable=False,
                  rich_markup_mode=None,
                  help="Exact cover with colours for puzzles: solve, count, export, cross-check. "
                       "'xcc kinds' lists the puzzle kinds; 'xcc solve KIND --help' describes one.")

PASS_THROUGH = {"allow_extra_args": True, "ignore_unknown_options": True}
SVG_MOST = 100
"""``xcc sample --svg``: the picture shows at most this many of the solutions drawn."""
COMMANDS = ("solve", "count", "sample", "facts", "export", "crosscheck")
KIND_HELP = "Puzzle kind (see 'xcc kinds') followed by its arguments ('xcc solve KIND --help')."


def _puzzle(command: str, kind: str, args: List[str]) -> Puzzle:
    """The puzzle of ``xcc COMMAND KIND ARGS``; an option of another xcc command among ARGS is
    named as such (rather than as unknown to the kind)."""
    _PHASE[0] = "building the model"
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
    _PHASE[0] = "searching"
    return puzzle


def _command_options() -> dict[str, set[str]]:
    """The options of each command (``--svg``, ``-n``, …), read off the commands themselves."""
    group = typer.main.get_command(app)
    return {name: {opt for p in group.commands[name].params for opt in (*p.opts, *p.secondary_opts)}
            for name in COMMANDS}


def _note_dropped(puzzle: Puzzle) -> None:
    for note in puzzle.notes:
        print(f"xcc: note: {note}", file=sys.stderr)
    if puzzle.model.dropped:
        n = puzzle.model.dropped
        print(f"xcc: note: {n} option{'s' if n != 1 else ''} without a primary item dropped",
              file=sys.stderr)


def _backend(name: str, solver: Optional[str] = None, order: Optional[str] = None,
             memo_mb: Optional[float] = None) -> tuple[str, dict]:
    """The backend's name, checked (``auto`` too), and the options for the API to build it:
    each flag given goes to the backends that declare it (:class:`~xcckit.backends.base.Option`),
    checked there, and is refused for the others."""
    if name != AUTO and name not in BACKENDS:
        raise InputError(f"unknown backend '{name}' (choose from {AUTO}, {', '.join(BACKENDS)})",
                         source="--backend")
    given = {"--solver": solver, "--order": order, "--memo-mb": memo_mb}
    options: dict = {}
    for flag, value in given.items():
        if value is None:
            continue
        owners = backend_flags().get(flag, [])
        option = next((o for n, o in owners if n == name), None)
        if option is None:
            names = " and ".join(n for n, _ in owners)
            raise InputError(f"applies to the {names} backend{'s' if len(owners) > 1 else ''} only "
                             f"(--backend {owners[0][0]})", source=flag)
        options[option.name] = option.checked(value, flag)  # checked before the model is built
    return name, options


def _solutions(n: int) -> str:
    return f"{n:,} solution" + ("" if n == 1 else "s")


def _positive(value: Optional[int], name: str) -> None:
    validate.limit(value, name)


def _workers(value: Optional[int], backend: str) -> Optional[int]:
    validate.workers(value, "--workers")
    if value is not None and backend != AUTO and backend_class(backend).workers_option is None:
        raise InputError(f"the {backend} backend runs one worker", source="--workers")
    return value


def _start(time_limit: Optional[float]) -> Deadline:
    """The deadline of the whole command, counted from the start of the process (the
    interpreter's start and the imports included, as a user timing the command sees it)."""
    deadline = Deadline(api.check_time_limit(time_limit, "--time-limit"))
    if deadline.end is not None and _OWN_PROCESS:
        deadline.end -= _process_age()
        _backstop(deadline)
    return deadline


BACKSTOP = 0.4
"""Seconds past the time limit after which the ``xcc`` process stops whatever it is doing (a
step that does not look at the clock: building a huge model, say), with exit status 3."""
_PHASE = ["starting"]


def _backstop(deadline: Deadline) -> None:
    """An alarm :data:`BACKSTOP` seconds past the deadline that raises
    :class:`~xcckit.errors.TimeLimitReached` in the main thread, naming the phase under way
    (only in the ``xcc`` process itself: main() called in-process sets none)."""
    import signal

    def ring(signum, frame):
        raise TimeLimitReached(f"time limit reached while {_PHASE[0]}")

    signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, max(0.01, deadline.remaining() + BACKSTOP))


def _backstop_off() -> None:
    """The command is done: no alarm may ring while the output is flushed or the process ends."""
    if _OWN_PROCESS:
        import signal
        signal.setitimer(signal.ITIMER_REAL, 0)


_OWN_PROCESS = False
"""Whether the command is the process (the ``xcc`` script, ``python -m xcckit.cli``), so that its
time limit counts from the process's start; :func:`main` called in-process counts from its call."""


def _process_age() -> float:
    """Seconds since this process started (from /proc on Linux; 0 where that is not known)."""
    try:
        with open("/proc/self/stat") as f:
            after_name = f.read().rpartition(")")[2].split()
        with open("/proc/uptime") as f:
            uptime = float(f.read().split()[0])
        return max(0.0, uptime - int(after_name[19]) / os.sysconf("SC_CLK_TCK"))  # field 22: the start time
    except (OSError, ValueError, IndexError, AttributeError):
        return 0.0


def _left(deadline: Deadline) -> Optional[float]:
    """What the search has of the command's time limit: never zero, which the API refuses as
    input, when building the model used it all up (the search then stops at once)."""
    remaining = deadline.remaining()
    return None if remaining is None else max(remaining, 1e-6)


class _Ticker:
    """Progress on stderr for long counts: a line rewritten in place on a terminal; with
    ``--progress`` also elsewhere (a log file), one line a second."""

    def __init__(self, always: bool = False) -> None:
        self.terminal = sys.stderr.isatty()
        self.enabled = self.terminal or always
        self.every = 0.5 if self.terminal else 1.0
        self.last = 0.0
        self.shown = False

    def __call__(self, status: Status) -> None:
        if not self.enabled or status.seconds - self.last < self.every:
            return
        self.last = status.seconds
        sys.stderr.write(("\r" if self.terminal else "") + status_line(status) + ("  " if self.terminal else "\n"))
        sys.stderr.flush()
        self.shown = self.terminal

    def done(self) -> None:
        if self.shown:
            sys.stderr.write("\n")
            self.shown = False


BackendOpt = typer.Option(AUTO, "--backend", "-b",
                          help=f"{AUTO} (the default: chosen for the kind and the command) or one of "
                               f"{', '.join(BACKENDS)}.")
LimitOpt = typer.Option(None, "--limit", "-n", help="Stop after N solutions.")
TimeOpt = typer.Option(None, "--time-limit", "-t",
                       help="Seconds for the whole command (a positive number).")
JsonOpt = typer.Option(False, "--json", help="Print one JSON object.")
SolverOpt = typer.Option(None, "--solver", help="SAT solver for --backend sat (default cadical195).")
OrderOpt = typer.Option(None, "--order", help="zdd: how items are taken: auto (the default), mrv, natural, or "
                                                "sweep (the frontier method along the narrowest order found).")
MemoOpt = typer.Option(None, "--memo-mb", metavar="MIB",
                       help="zdd: the memory cap of its memo in MiB (default: a quarter of the machine's).")
WorkersOpt = typer.Option(None, "--workers", "-w",
                          help="Threads of a dlx or trie count (default: every CPU) or of a dlx solve "
                               "(default 1; several: solutions in the order found); CP-SAT's search workers.")
CLUSTER_HELP = "on the workers of this Dask scheduler (dlx or trie backend; pip install 'xcckit[cluster]')."


def _solution_json(puzzle: Puzzle, sol) -> dict:
    entry: dict = {"options": [puzzle.model.option_text(o) for o in sol]}
    answer = puzzle.answer(sol)
    if answer is not None:
        entry["answer"] = answer
    return entry


@app.command(context_settings=PASS_THROUGH)
def solve(kind: str = typer.Argument(..., help=KIND_HELP),
          args: List[str] = typer.Argument(None, metavar="ARGS...", show_default=False),
          backend: str = BackendOpt, limit: Optional[int] = LimitOpt,
          time_limit: Optional[float] = TimeOpt, as_json: bool = JsonOpt,
          solver: Optional[str] = SolverOpt, workers: Optional[int] = WorkersOpt,
          unique: bool = typer.Option(False, "--unique", help="Also prove whether the solution is unique."),
          svg: Optional[str] = typer.Option(None, "--svg", metavar="FILE",
                                            help="Write a picture of the (first) solution to FILE."),
          journal: Optional[str] = typer.Option(
              None, "--journal", "-j", metavar="FILE",
              help="Search in parts on every CPU and write the solutions of each finished part to "
                   "FILE; the same command with the same FILE again starts from them (dlx or trie "
                   "backend)."),
          cluster: Optional[str] = typer.Option(None, "--cluster", metavar="tcp://HOST:PORT",
                                                help="Search in parts " + CLUSTER_HELP),
          minimize: bool = typer.Option(False, "--minimize",
                                        help="Find a cheapest solution (a solution costs the sum of its "
                                             "options' costs: DLX5's |n) and prove it optimal."),
          best: Optional[int] = typer.Option(None, "--best", metavar="K",
                                             help="Find the K cheapest solutions, cheapest first."),
          ) -> int:
    """Find a solution (or up to --limit solutions) and show it."""
    _positive(limit, "--limit")
    _positive(best, "--best")
    deadline = _start(time_limit)
    if minimize and best is not None:
        raise InputError("--minimize is --best 1: give one of them", source="--best")
    if minimize or best is not None:
        given = [flag for flag, value in (("--limit", limit), ("--unique", unique or None), ("--journal", journal),
                                          ("--cluster", cluster)) if value is not None]
        if given:
            raise InputError("the cheapest solutions are found by one search: leave out "
                             f"{given[0]}", source="--best" if best is not None else "--minimize")
        return _solve_cheapest(kind, args, backend, solver, workers, best or 1, best is not None, deadline,
                               as_json, svg)
    if svg is not None:
        validate.output_path(svg, "--svg")
    if journal is not None:
        validate.output_path(journal, "--journal")
    chosen, options = _backend(backend, solver)
    if journal is not None or cluster is not None:
        chosen = _in_parts(chosen, "search", "--journal" if journal is not None else "--cluster")
    connected = _connect(cluster, deadline)
    try:
        puzzle = _puzzle("solve", kind, args or [])
        _note_dropped(puzzle)
        want = limit or 1
        search = max(want, 2) if unique else want
        opened = _open_journal(journal, puzzle, enumerate=True)
        resume = f"to resume: {_command_line()}" if journal is not None and not as_json else None
        stream = _SolutionStream(puzzle, want, as_json)
        try:
            result = api.solve(puzzle, chosen, limit=search, time_limit=_left(deadline),
                               workers=_workers(workers, chosen), journal=opened, cluster=connected,
                               on_solution=stream.add, **options)
        except Interrupted:
            stream.finish("interrupted")
            if resume:
                print(resume)
            raise
        except TimeLimitReached:  # (the backstop: a step that does not look at the clock)
            stream.finish("timeout")
            raise
        finally:
            if opened is not None:
                opened.close()
    finally:
        if connected is not None:
            connected.close()
    stream.finish(result.status, result, unique)
    if resume and not result.complete and result.found < search:
        print(resume)
    if svg is not None:
        picture = puzzle.svg(stream.first)
        _write(svg, picture, "--svg")
    if result.status == "solved":
        return EXIT_OK
    return EXIT_NONE if result.status == "unsat" else EXIT_TIMEOUT


def _solve_cheapest(kind: str, args: List[str], backend: str, solver: Optional[str], workers: Optional[int],
                    k: int, several: bool, deadline: Deadline, as_json: bool, svg: Optional[str]) -> int:
    """``xcc solve --minimize`` and ``--best K``: the cheapest solutions, with their costs."""
    chosen, options, puzzle = _question("solve", kind, args, backend, solver, svg)
    try:
        with _backend_named():
            result = api.solve(puzzle, chosen, time_limit=_left(deadline), workers=_workers(workers, chosen),
                               best=k, **options)
    except Interrupted as err:
        sols, costs = err.solutions or [], getattr(err, "costs", [])
        if as_json:
            print(json.dumps({"status": "interrupted", "optimal": False, "solutions": [
                {**_solution_json(puzzle, sol), "cost": c} for sol, c in zip(sols, costs)]}))
        else:
            _show_cheapest(puzzle, sols, costs, several)
            print("interrupted: " + ("the cheapest found so far, not proven" if sols else "no solution found"))
        raise
    if as_json:
        print(json.dumps({"status": result.status, "backend": result.backend,
                          "seconds": round(result.seconds, 6), "optimal": result.optimal is True,
                          "solutions": [{**_solution_json(puzzle, sol), "cost": c}
                                        for sol, c in zip(result.solutions, result.costs)]}))
    else:
        _show_cheapest(puzzle, result.solutions, result.costs, several)
        if result.status == "optimal":
            n = len(result.solutions)
            only = "" if n >= k else " (only one solution exists)" if n == 1 else f" (only {n:,} solutions exist)"
            print(f"optimal: {'the cheapest' if not several else f'the {k:,} cheapest'}{only}, proven")
        elif result.status == "feasible":
            print("feasible: the time limit stopped the proof (cheaper solutions may exist)")
        elif result.status == "unsat":
            print("no solution")
        else:
            print("time limit reached: no solution found")
    if svg is not None:
        _write(svg, puzzle.svg(result.solutions[0] if result.solutions else None), "--svg")
    if result.solutions:
        return EXIT_OK
    return EXIT_NONE if result.status == "unsat" else EXIT_TIMEOUT


def _question(command: str, kind: str, args: List[str], backend: str, solver: Optional[str],
              svg: Optional[str]) -> tuple[str, dict, Puzzle]:
    """The backend (name and options) and the puzzle of a question beyond solve and count,
    ``--svg`` checked first."""
    if svg is not None:
        validate.output_path(svg, "--svg")
    chosen, options = _backend(backend, solver)
    puzzle = _puzzle(command, kind, args or [])
    _note_dropped(puzzle)
    return chosen, options, puzzle


@contextlib.contextmanager
def _backend_named():
    """The API's errors about its ``backend`` argument, named as the option ``--backend``."""
    try:
        yield
    except InputError as err:
        raise (err.located("--backend") if err.source == "backend" else err) from None


def _show_cheapest(puzzle, sols, costs, several: bool) -> None:
    for k, (sol, c) in enumerate(zip(sols, costs), 1):
        if several:
            print(f"solution {k}:")
        print(puzzle.render(sol))
        print(f"cost {c:,}")


class _SolutionStream:
    """The solutions of ``xcc solve``, written as they are found (at most ``want``), so that a
    long listing needs no memory and Ctrl-C loses nothing: text, or one JSON object whose
    ``solutions`` come first and whose ``status`` (and the rest) follow once it is known. Each
    solution is written in one call, so that an interrupt never cuts one in half."""

    def __init__(self, puzzle, want: int, as_json: bool) -> None:
        self.puzzle, self.want, self.as_json = puzzle, want, as_json
        self.shown = 0
        self.first = None

    def add(self, sol) -> None:
        if self.shown >= self.want:
            return  # (--unique's second solution is not shown)
        self.shown += 1
        if self.first is None:
            self.first = sol
        if self.as_json:
            text = ('{"solutions": [\n' if self.shown == 1 else ",\n") + json.dumps(_solution_json(self.puzzle, sol))
        else:
            text = (f"solution {self.shown}:\n" if self.want > 1 else "") + self.puzzle.render(sol) + "\n"
        sys.stdout.write(text)

    def finish(self, status: str, result=None, unique: bool = False) -> None:
        if self.as_json:
            tail: dict = {"status": status}
            if result is not None:
                tail.update(backend=result.backend, seconds=round(result.seconds, 6))
                if unique:
                    tail["unique"] = result.unique
                if result.stats:
                    tail["stats"] = result.stats
            head = '{"solutions": [' if not self.shown else "\n"
            sys.stdout.write(head + "], " + json.dumps(tail)[1:] + "\n")
            return
        if status == "unsat":
            print("no solution")
        elif status == "timeout" and not self.shown:
            print("time limit reached: no solution found")
        if unique and self.shown and result is not None:
            verdict = {True: "unique", False: "not unique", None: "unknown (time limit)"}[result.unique]
            print(f"the solution is {verdict}")


def _write(path: str, text: str | None, option: str) -> None:
    """``text`` to the file ``path`` (``-``: standard output)."""
    if text is None:
        raise InputError("this kind has no picture", source=option)
    if path == "-":
        sys.stdout.write(text if text.endswith("\n") else text + "\n")
        return
    try:
        with open(path, "w") as f:
            f.write(text)
    except OSError as err:
        raise InputError(f"cannot write: {err.strerror}", source=path) from None


@app.command(context_settings=PASS_THROUGH)
def sample(kind: str = typer.Argument(..., help=KIND_HELP),
           args: List[str] = typer.Argument(None, metavar="ARGS...", show_default=False),
           n: int = typer.Option(1, "-n", "--number", help="How many solutions to draw (default 1)."),
           seed: Optional[int] = typer.Option(None, "--seed", help="Seed of the random draw (repeatable)."),
           time_limit: Optional[float] = TimeOpt, as_json: bool = JsonOpt,
           svg: Optional[str] = typer.Option(None, "--svg", metavar="FILE",
                                             help="Write a picture of the solutions drawn to FILE."),
           ) -> int:
    """Draw solutions uniformly at random (from the ZDD of all of them) and show them."""
    validate.limit(n, "-n")
    deadline = _start(time_limit)
    if svg is not None:
        validate.output_path(svg, "--svg")
    puzzle = _puzzle("sample", kind, args or [])
    _note_dropped(puzzle)
    stream = _SolutionStream(puzzle, n, as_json)
    pictures: list = []

    def shown(sol) -> None:
        stream.add(sol)
        if svg is not None and len(pictures) < SVG_MOST:
            pictures.append(sol)

    try:
        result = api.sample(puzzle, n, seed=seed, time_limit=_left(deadline), on_solution=shown)
    except Interrupted as err:
        if not as_json and not err.count:
            print("interrupted before the diagram of all solutions was made: nothing drawn")
        stream.finish("interrupted")
        raise
    status = result.status if result.complete else "timeout"
    stream.finish(status, result)
    if not as_json and result.found and not result.complete:
        print(f"time limit reached: {result.found:,} of {n:,} drawn")
    if svg is not None:
        _write(svg, svg_row([puzzle.svg(sol) for sol in pictures] or [puzzle.svg(None)]), "--svg")
    if result.complete:
        return EXIT_OK if result.found else EXIT_NONE
    return EXIT_TIMEOUT


@app.command(context_settings=PASS_THROUGH)
def facts(kind: str = typer.Argument(..., help=KIND_HELP),
          args: List[str] = typer.Argument(None, metavar="ARGS...", show_default=False),
          backend: str = BackendOpt, time_limit: Optional[float] = TimeOpt, as_json: bool = JsonOpt,
          solver: Optional[str] = SolverOpt,
          svg: Optional[str] = typer.Option(None, "--svg", metavar="FILE",
                                            help="Write a picture of the facts to FILE (a slitherlink: the "
                                                 "edges known to be on, crosses on those known to be off).")) -> int:
    """Show what every solution shares: the options in all of them, the colours they agree on."""
    deadline = _start(time_limit)
    chosen, options, puzzle = _question("facts", kind, args, backend, solver, svg)
    try:
        with _backend_named():
            result = api.facts(puzzle, chosen, time_limit=_left(deadline), **options)
    except Interrupted as err:
        known = getattr(err, "facts", None)
        if known is None or not known.solvable:
            if as_json:
                print(json.dumps({"solvable": None if known is None else known.solvable, "complete": False,
                                  "interrupted": True}))
            else:
                print("interrupted: no facts proven yet")
        else:
            _show_facts(known, as_json, interrupted=True)
            if svg is not None:
                _write(svg, puzzle.facts_svg(known.raw), "--svg")
        raise
    _show_facts(result, as_json)
    if svg is not None:
        _write(svg, puzzle.facts_svg(result.raw) if result.solvable else puzzle.svg(None), "--svg")
    if result.solvable is False:
        return EXIT_NONE
    return EXIT_OK if result.complete else EXIT_TIMEOUT


def _show_facts(result, as_json: bool, interrupted: bool = False) -> None:
    """The facts of ``xcc facts``, as text or one JSON object (stopped by Ctrl-C: those proven)."""
    if as_json:
        print(json.dumps(result.to_json(interrupted)))
    else:
        sys.stdout.write(result.text(interrupted))


@app.command(context_settings=PASS_THROUGH)
def count(kind: str = typer.Argument(..., help=KIND_HELP),
          args: List[str] = typer.Argument(None, metavar="ARGS...", show_default=False),
          backend: str = BackendOpt, limit: Optional[int] = LimitOpt,
          time_limit: Optional[float] = TimeOpt, as_json: bool = JsonOpt,
          solver: Optional[str] = SolverOpt, workers: Optional[int] = WorkersOpt,
          journal: Optional[str] = typer.Option(
              None, "--journal", "-j", metavar="FILE",
              help="Count in parts and write each finished part to FILE; the same command with the "
                   "same FILE again skips what is done (dlx or trie backend)."),
          cluster: Optional[str] = typer.Option(None, "--cluster", metavar="tcp://HOST:PORT",
                                                envvar="XCCKIT_CLUSTER", help="Count in parts " + CLUSTER_HELP),
          order: Optional[str] = OrderOpt, memo_mb: Optional[float] = MemoOpt,
          progress: bool = typer.Option(
              False, "--progress", help="Show progress on stderr also when it is not a terminal "
                                        "(a line a second).")) -> int:
    """Count the solutions (at most --limit)."""
    _positive(limit, "--limit")
    deadline = _start(time_limit)
    if journal is not None:
        validate.output_path(journal, "--journal")
    chosen, options = _backend(backend, solver, order, memo_mb)
    in_parts = journal is not None or cluster is not None
    if in_parts:
        what = "--journal" if journal is not None else "--cluster"
        if limit is not None:
            raise InputError("a count in parts counts every solution: leave out --limit", source=what)
        chosen = _in_parts(chosen, "count", what)
    connected = _connect(cluster, deadline)
    try:
        puzzle = _puzzle("count", kind, args or [])
        _note_dropped(puzzle)
        opened = _open_journal(journal, puzzle)
        resume = f"to resume: {_command_line()}" if journal is not None else None
        ticker = _Ticker(progress)
        try:
            result = api.count(puzzle, chosen, limit=limit, time_limit=_left(deadline), progress=ticker,
                               workers=_workers(workers, chosen), journal=opened, cluster=connected, **options)
        except Interrupted as err:
            ticker.done()
            if as_json:
                print(json.dumps({"count": err.count, "complete": False, "interrupted": True}))
            else:
                if err.count is None:
                    print("interrupted: the count is unknown (a memoised count has no partial value)")
                else:
                    print(f"{_solutions(err.count)} so far (interrupted; the count is incomplete)")
                if resume:
                    print(resume)
            raise
        finally:
            ticker.done()
            if opened is not None:
                opened.close()
    finally:
        if connected is not None:
            connected.close()
    timed_out = not result.complete and (limit is None or result.count is None or result.count < limit)
    if as_json:
        out = {"count": result.count, "complete": result.complete,
               "backend": result.backend, "seconds": round(result.seconds, 6)}
        out.update(result.extras)
        if result.memo is not None:
            out["memo"] = result.memo
        if result.stats:
            out["stats"] = result.stats
        print(json.dumps(out))
    else:
        if result.complete:
            print(_solutions(result.count))
            for line in result.lines:
                print(line)
        elif timed_out:
            if result.count is None:
                print("time limit reached: the count is unknown (a memoised count has no partial value)")
            else:
                print(f"{_solutions(result.count)} so far (time limit reached; the count is incomplete)")
            if resume:
                print(resume)
        else:
            print(f"{_solutions(result.count)} (stopped at --limit; there may be more)")
    return EXIT_TIMEOUT if timed_out else EXIT_OK


def _in_parts(chosen: str, what: str, option: str) -> str:
    """The backend of a search or count in parts (``option`` asked for one), checked."""
    refuse_in_parts(chosen, what, source=option)
    return chosen


def _connect(address: Optional[str], deadline: Deadline):
    """The cluster of ``--cluster``, connected within what is left of the time limit."""
    if address is None:
        return None
    from .parallel.cluster import Cluster
    return Cluster(address, source="--cluster", time_limit=deadline.remaining())


def _open_journal(path: Optional[str], puzzle: Puzzle, enumerate: bool = False):
    if path is None:
        return None
    from .parallel.journal import Journal
    return Journal.open(path, puzzle.model, command=_command_line(), enumerate=enumerate)


_ARGS: list[str] = []
"""The arguments :func:`main` was given (which are not sys.argv when it is called in-process)."""


def _command_line() -> str:
    """The command being run, quoted for a shell: what resumes a count from its journal."""
    return "xcc " + shlex.join(_ARGS)


@app.command(context_settings=PASS_THROUGH)
def export(kind: str = typer.Argument(..., help=KIND_HELP),
           args: List[str] = typer.Argument(None, metavar="ARGS...", show_default=False),
           fmt: str = typer.Option("dlx", "--format", "-f",
                                   help="dlx, cnf or cpsat (the model); or the puzzle in a notation of its "
                                        "kind: text, janko (slitherlink, masyu), masyu-dlx (MASYU-DLX's input), "
                                        "numbers (sudoku)."),
           output: Optional[str] = typer.Option(None, "--output", "-o", help="File to write (default stdout).")
           ) -> int:
    """Write the model as DLX text, DIMACS CNF or a CP-SAT model (protobuf text)."""
    from .formats import FORMATS
    notations = get_kind(kind).export_formats() if kind in KINDS else {}
    if fmt not in FORMATS and fmt not in notations:
        raise InputError(f"unknown format '{fmt}' (choose from {', '.join([*FORMATS, *notations])})", source="--format")
    if output is not None:
        validate.output_path(output, "--output")
    puzzle = _puzzle("export", kind, args or [])
    _note_dropped(puzzle)
    if fmt in notations:
        text = puzzle.to_text(notations[fmt])
    elif fmt == "dlx":
        from .formats.dlx import write
        from .model import KNUTH_NAME_MAX, long_names
        text = write(puzzle.model, puzzle.comments(), puzzle.dlx_lead)
        longer = long_names(puzzle.model)
        if longer:
            print(f"xcc: note: {len(longer):,} item name{'s are' if len(longer) > 1 else ' is'} longer than "
                  f"{KNUTH_NAME_MAX} bytes (the first: '{longer[0]}'): xcckit reads them, Knuth's DLX "
                  f"programs need at most {KNUTH_NAME_MAX}", file=sys.stderr)
    elif fmt == "cnf":
        from .formats.dimacs import write
        text = write(puzzle.model)
    else:
        from .formats.cpsat import write
        text = write(puzzle.model)
    if output is None:
        sys.stdout.write(text)
    else:
        _write(output, text, "--output")
    return EXIT_OK


@app.command(context_settings=PASS_THROUGH)
def crosscheck(kind: str = typer.Argument(..., help=KIND_HELP),
               args: List[str] = typer.Argument(None, metavar="ARGS...", show_default=False),
               backends: Optional[str] = typer.Option(None, "--backends",
                                                      help="Comma-separated backends to compare "
                                                           "(default: every one that can search the model)."),
               limit: Optional[int] = LimitOpt, time_limit: Optional[float] = TimeOpt,
               as_json: bool = JsonOpt,
               samples: Optional[int] = typer.Option(None, "--samples", metavar="N",
                                                     help="Samples each way into and out of each translation "
                                                          "(sat, cpsat) when the sets are too big to compare "
                                                          "(default 1,000; with a time limit, as many as it allows)."),
               evidence: str = typer.Option("auto", "--evidence",
                                            help="auto (the default: full solution sets up to 2,000 solutions, "
                                                 "else counts and samples), sets or samples."),
               seed: Optional[int] = typer.Option(None, "--seed", help="Makes the samples repeatable."),
               minimize: bool = typer.Option(False, "--minimize",
                                             help="Compare the cheapest solution's cost across backends."),
               best: Optional[int] = typer.Option(None, "--best", metavar="K",
                                                  help="Compare the costs of the K cheapest solutions.")) -> int:
    """Run several backends at once, each with the whole time limit, and compare: the solution
    sets, or counts and samples beyond 2,000 solutions (exit 1 when they differ)."""
    from .crosscheck import EVIDENCE
    from .crosscheck import crosscheck as run_crosscheck
    _positive(limit, "--limit")
    _positive(best, "--best")
    _positive(samples, "--samples")
    deadline = _start(time_limit)
    if evidence not in EVIDENCE:
        raise InputError(f"unknown evidence '{evidence}' (choose from {', '.join(EVIDENCE)})", source="--evidence")
    cheapest = minimize or best is not None
    if minimize and best is not None:
        raise InputError("--minimize is --best 1: give one of them", source="--best")
    for given, flag in ((limit, "--limit"), (samples, "--samples"), (seed, "--seed"),
                        (None if evidence == "auto" else evidence, "--evidence")):
        if cheapest and given is not None:
            raise InputError("compares the cheapest solutions: leave out " + flag,
                             source="--best" if best is not None else "--minimize")
    if limit is not None and (samples is not None or evidence != "auto"):
        raise InputError("lists at most N solutions of each backend and checks them: leave out "
                         + ("--samples" if samples is not None else "--evidence"), source="--limit")
    names = None if backends is None else [b.strip() for b in backends.split(",") if b.strip()]
    if names is not None and not names:
        raise InputError("no backend given", source="--backends")
    try:
        chosen = [_backend(name)[0] for name in names or ()]
    except InputError as err:
        raise err.located("--backends") from None
    if AUTO in chosen:
        raise InputError(f"name the backends to compare ({AUTO} picks one)", source="--backends")
    twice = sorted({name for name in chosen if chosen.count(name) > 1})
    if twice:
        raise InputError(f"{twice[0]} is named twice", source="--backends")
    puzzle = _puzzle("crosscheck", kind, args or [])
    _note_dropped(puzzle)
    if cheapest:
        chosen_backends = [get_backend(name) for name in chosen] if names is not None else None
        return _crosscheck_cheapest(puzzle, chosen_backends, best or 1, deadline, as_json)
    model = puzzle.model
    if names is not None:
        for name in chosen:
            if not backend_class(name).accepts(model):
                raise InputError(f"the {name} backend cannot search this model", source="--backends")
    try:
        report = run_crosscheck(model, chosen if names is not None else None, limit=limit,
                                time_limit=_left(deadline), samples=samples, evidence=evidence, seed=seed)
    except Interrupted as err:
        report = err.report
        if as_json:
            print(json.dumps({"interrupted": True, **report.to_json(model.option_text)}))
        else:
            print(report.text(model.option_text), end="")
            print("interrupted: what was done so far is above; nothing was concluded")
        raise
    if as_json:
        print(json.dumps(report.to_json(model.option_text)))
    else:
        print(report.text(model.option_text), end="")
        print(report.statement())
    return VERDICT_EXIT[report.verdict]


def _crosscheck_cheapest(puzzle: Puzzle, chosen, k: int, deadline: Deadline, as_json: bool) -> int:
    """``xcc crosscheck --minimize`` / ``--best K``: the costs of the K cheapest, per backend."""
    from .crosscheck import crosscheck_cheapest
    model = puzzle.model
    for b in chosen or ():
        why = api.cannot_answer("best", model, type(b))
        if why:
            raise InputError(why, source="--backends")
    try:
        report = crosscheck_cheapest(model, chosen, k, time_limit=_left(deadline))
    except Interrupted as err:
        if not as_json:
            _cheapest_table(err.report)
            print("interrupted: the costs were not compared")
        else:
            print(json.dumps({"interrupted": True}))
        raise
    if as_json:
        print(json.dumps({"agree": report.agree, "verdict": report.verdict, "best": k, "backends": {
            r.backend: {"costs": r.costs, "optimal": r.proven, "seconds": round(r.seconds, 6),
                        "invalid": len(r.invalid)} for r in report.runs}}))
    else:
        _cheapest_table(report)
        for r in report.runs:
            for sol, why in r.invalid[:5]:
                print(f"{r.backend} returned an invalid answer ({why}): {sol}")
        done = [r for r in report.runs if r.proven]
        if report.verdict == "agree":
            costs = done[0].costs if done else []
            what = "no solution" if not costs else (f"optimal cost {costs[0]:,}" if k == 1 else
                                                    "the costs of the " + f"{len(costs):,} cheapest: "
                                                    + ", ".join(f"{c:,}" for c in costs))
            print(f"all backends agree: {what}")
        elif report.verdict == "incomplete":
            late = ", ".join(r.backend for r in report.runs if not r.proven)
            print(f"time limit reached ({late} did not finish its proof): "
                  + ("the backends that finished agree" if len(done) > 1 else "the costs could not be compared"))
        else:
            print("the backends DISAGREE")
    return VERDICT_EXIT[report.verdict]


def _cheapest_table(report) -> None:
    print(f"{'backend':8} {'costs':>24} {'seconds':>9}")
    for r in report.runs:
        costs = ", ".join(f"{c:,}" for c in r.costs) or "none"
        mark = "" if r.proven else "  (not proven)"
        print(f"{r.backend:8} {costs:>24} {r.seconds:>9.3f}{mark}")


@app.command()
def generate(kind: str = typer.Argument(..., help="masyu, slitherlink or sudoku."),
             size: str = typer.Argument(..., help="MxN, or N for N×N (a sudoku: N, its boxes by --box)."),
             seed: Optional[int] = typer.Option(None, "--seed", help="Seed of the first puzzle (the next: seed+1, …); "
                                                                     "drawn when not given, and shown."),
             n: int = typer.Option(1, "-n", "--number", help="How many puzzles to make (default 1)."),
             symmetry: str = typer.Option("none", "--symmetry", help="none, rot2, rot4 or mirror: the clues keep it."),
             minimal: bool = typer.Option(False, "--minimal", help="Insist on a proven minimal puzzle (the default "
                                                                   "pass makes one; this refuses --clues)."),
             clues: Optional[float] = typer.Option(None, "--clues", metavar="FRACTION",
                                                   help="Stop taking clues away once at most this share of the "
                                                        "cells keeps one (easier, not minimal)."),
             box: Optional[str] = typer.Option(None, "--box", metavar="RxC", help="A sudoku's box shape (R·C = N)."),
             difficulty: Optional[str] = typer.Option(None, "--difficulty", metavar="BAND",
                                                      help="easy (forced moves solve it), medium (propagation "
                                                           "does) or hard (it needs search): draw until one is."),
             time_limit: Optional[float] = TimeOpt, as_json: bool = typer.Option(
                 False, "--json", help="Print a JSON object per puzzle, one a line."),
             svg: Optional[str] = typer.Option(None, "--svg", metavar="FILE",
                                               help="Write the puzzle's picture to FILE (-n: FILE-1.svg, …)."),
             output: Optional[str] = typer.Option(None, "-o", "--output", metavar="FILE",
                                                  help="Write the puzzle to FILE in the kind's own format (-n: "
                                                       "FILE-1.txt, …); without it the puzzle goes to standard "
                                                       "output and the summary to standard error."),
             ) -> int:
    """Make unique puzzles: a random solution, all its clues, then clues taken away while the
    puzzle stays unique (proven by an incremental SAT solver; minimal when the pass ends)."""
    import random
    from . import generate as made_by
    deadline = _start(time_limit)
    validate.limit(n, "-n")
    if minimal and clues is not None:
        raise InputError("stops before the puzzle is minimal: give --minimal or --clues, not both", source="--clues")
    for path, option in ((svg, "--svg"), (output, "-o")):
        if path is not None:
            validate.output_path(path, option)
    first = random.randrange(1 << 31) if seed is None else seed
    for k in range(n):
        try:
            made = made_by.generate(kind, size, seed=first + k, symmetry=symmetry, clues=clues, box=box,
                                    time_limit=_left(deadline), difficulty=difficulty)
        except TimeLimitReached as err:
            print(one_line(f"xcc: {err}"), file=sys.stderr)
            return EXIT_TIMEOUT
        except made_by.NoneInBand as err:
            print(one_line(f"xcc: {err}"), file=sys.stderr)
            return EXIT_NONE
        _show_made(made, k, n, as_json, svg, output)
        if made.interrupted:
            return EXIT_INTERRUPTED
        if not made.minimal and clues is None:
            return EXIT_TIMEOUT
    return EXIT_OK


def _show_made(made, k: int, n: int, as_json: bool, svg: Optional[str], output: Optional[str]) -> None:
    """A made puzzle: its file (or standard output), its picture, its summary (or JSON line)."""
    def numbered(path: str) -> str:
        if n == 1:
            return path
        stem, dot, ext = path.rpartition(".")
        return f"{stem}-{k + 1}.{ext}" if dot and "/" not in ext else f"{path}-{k + 1}"

    if output is not None:
        _write(numbered(output), made.puzzle.to_text(), "-o")
    if svg is not None:
        _write(numbered(svg), made.puzzle.svg(None), "--svg")
    if as_json:
        print(json.dumps(made.to_json()), flush=True)
        return
    info = sys.stdout if output is not None else sys.stderr
    if output is None:
        sys.stdout.write(("\n" if k else "") + made.puzzle.to_text())
        sys.stdout.flush()
    print(made.text(), file=info, end="")


@app.command()
def kinds() -> int:
    """List the puzzle kinds, a line each."""
    for name in KINDS:
        cls = get_kind(name)
        print(f"{name:12} {cls.summary}")
    print("\n'xcc solve KIND --help' describes a kind's arguments and options.")
    return EXIT_OK


def main(argv: Optional[List[str]] = None) -> None:
    """Entry point of the ``xcc`` script."""
    args = list(sys.argv[1:] if argv is None else argv)
    _ARGS[:] = args
    if args in (["--version"], ["-V"]):
        from . import __version__
        print(f"xcc (xcckit) {__version__}")
        sys.exit(EXIT_OK)
    if len(args) >= 2 and args[0] in COMMANDS and args[1] in KINDS and ("--help" in args or "-h" in args):
        print(kind_help(args[0], args[1]))  # the kind's own help, not the command's
        sys.exit(EXIT_OK)
    command = typer.main.get_command(app)
    try:
        code = command.main(args=args, prog_name="xcc", standalone_mode=False)
    except click.exceptions.NoArgsIsHelpError as err:  # pragma: no cover - depends on click version
        print(err.format_message(), file=sys.stderr)
        code = EXIT_USAGE
    except click.UsageError as err:
        where = f"xcc {err.ctx.info_name}" if err.ctx is not None and err.ctx.info_name != "xcc" else "xcc"
        print(one_line(f"{where}: {err.format_message().splitlines()[0]}"), file=sys.stderr)
        code = EXIT_USAGE
    except click.exceptions.Exit as err:
        code = err.exit_code
    except (click.exceptions.Abort, KeyboardInterrupt):
        code = EXIT_INTERRUPTED
    except TimeLimitReached as err:  # before the search began
        print(one_line(f"xcc: {err}"), file=sys.stderr)
        code = EXIT_TIMEOUT
    except XccError as err:  # InputError, ModelError, UnsupportedError: one line, no traceback
        print(one_line(f"xcc: {err}"), file=sys.stderr)
        code = EXIT_USAGE
    except BrokenPipeError:
        code = EXIT_OK
    except MemoryError:
        _quiet_stdout()
        print("xcc: out of memory: this model is too big for this machine", file=sys.stderr)
        code = EXIT_USAGE
    except OSError as err:  # writing the output failed (a full disk): one line, no traceback
        code = _cannot_write(err)
    except SystemExit:
        if "PacifyFlushWrapper" not in type(sys.stdout).__name__:
            raise
        code = EXIT_OK  # click's exit 1 when the reader went away (xcc … | head): not an error of ours
    _backstop_off()
    try:
        sys.stdout.flush()
    except BrokenPipeError:  # the reader went away (xcc … | head): nothing more to say
        _quiet_stdout()
        code = EXIT_OK
    except OSError as err:
        code = _cannot_write(err)
    if code == EXIT_INTERRUPTED:  # (typer passes a KeyboardInterrupt on as exit code 130)
        print("xcc: interrupted", file=sys.stderr)
    sys.exit(code if isinstance(code, int) else EXIT_OK)


def _cannot_write(err: OSError) -> int:
    """Writing the output failed (a full disk): one line, the rest of the output dropped."""
    print(one_line(f"xcc: cannot write the output: {err.strerror or err}"), file=sys.stderr)
    _quiet_stdout()
    return EXIT_USAGE


def _quiet_stdout() -> None:
    """Standard output to /dev/null, so that exit's flush of what is left is quiet."""
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass


def entry() -> None:
    """The ``xcc`` script: :func:`main`, then an immediate exit once the output is flushed (the
    interpreter's teardown of a large model takes tenths of a second, which a user timing the
    command against ``--time-limit`` would see)."""
    global _OWN_PROCESS
    _OWN_PROCESS = True
    try:
        main()
    except SystemExit as end:
        code = end.code if isinstance(end.code, int) else (0 if end.code is None else EXIT_USAGE)
    import signal
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # a second Ctrl-C while the output is flushed
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (BrokenPipeError, ValueError):
            pass
        except OSError:  # a full disk: said in main already, or nothing more can be said
            code = code or EXIT_USAGE
    os._exit(code)


if __name__ == "__main__":  # pragma: no cover
    _OWN_PROCESS = True
    main()
