"""The ``xcc`` command line: solve, count, export (and crosscheck) any puzzle kind.

Exit status: 0 success, 1 proven: no solution (or backends disagree), 2 bad input or usage
(one line on stderr, no traceback), 3 time limit reached without an answer.
"""

from __future__ import annotations

import json
import sys
from typing import List, Optional

import click
import typer

from . import api
from .backends import BACKENDS, backends_for, get_backend
from .errors import InputError, XccError
from .puzzles import Puzzle, get_kind

EXIT_OK, EXIT_NONE, EXIT_USAGE, EXIT_TIMEOUT = 0, 1, 2, 3

app = typer.Typer(add_completion=False, no_args_is_help=True, pretty_exceptions_enable=False,
                  rich_markup_mode=None,
                  help="Exact cover with colours for puzzles: solve, count, export, cross-check.")

PASS_THROUGH = {"allow_extra_args": True, "ignore_unknown_options": True}

KIND_HELP = "Puzzle kind (dlx, ...) followed by its arguments."


def _puzzle(kind: str, args: List[str]) -> Puzzle:
    return get_kind(kind).from_args(args)


def _note_dropped(puzzle: Puzzle) -> None:
    for note in puzzle.notes:
        print(f"xcc: note: {note}", file=sys.stderr)
    if puzzle.model.dropped:
        print(f"xcc: note: {puzzle.model.dropped} option(s) without a primary item dropped",
              file=sys.stderr)


def _backend(name: str, solver: Optional[str] = None):
    """The backend called ``name`` (``--solver`` goes to sat only)."""
    if solver is not None and name != "sat":
        raise InputError("applies to the sat backend only", source="--solver")
    return get_backend(name, **({"solver": solver} if solver is not None else {}))


def _solutions(n: int) -> str:
    return f"{n:,} solution" + ("" if n == 1 else "s")


def _positive(value: Optional[int], name: str) -> None:
    if value is not None and value < 1:
        raise InputError(f"must be at least 1, not {value}", source=name)


class _Ticker:
    """Progress on stderr for long counts, only when stderr is a terminal."""

    def __init__(self) -> None:
        self.enabled = sys.stderr.isatty()
        self.last = 0.0
        self.shown = False

    def __call__(self, n: int, elapsed: float) -> None:
        if not self.enabled or elapsed - self.last < 0.5:
            return
        self.last = elapsed
        rate = n / elapsed if elapsed > 0 else 0.0
        sys.stderr.write(f"\r{n:,} solutions so far, {rate:,.0f}/s, {elapsed:.1f} s ")
        sys.stderr.flush()
        self.shown = True

    def done(self) -> None:
        if self.shown:
            sys.stderr.write("\n")


BackendOpt = typer.Option("cpsat", "--backend", "-b", help=f"One of {', '.join(BACKENDS)}.")
LimitOpt = typer.Option(None, "--limit", "-n", help="Stop after N solutions.")
TimeOpt = typer.Option(None, "--time-limit", "-t", help="Seconds before giving up.")
JsonOpt = typer.Option(False, "--json", help="Print one JSON object.")
SolverOpt = typer.Option(None, "--solver", help="SAT solver for --backend sat (default cadical195).")


@app.command(context_settings=PASS_THROUGH)
def solve(kind: str = typer.Argument(..., help=KIND_HELP),
          args: List[str] = typer.Argument(None, metavar="ARGS...", show_default=False),
          backend: str = BackendOpt, limit: Optional[int] = LimitOpt,
          time_limit: Optional[float] = TimeOpt, as_json: bool = JsonOpt,
          solver: Optional[str] = SolverOpt,
          unique: bool = typer.Option(False, "--unique", help="Also prove whether the solution is unique.")
          ) -> int:
    """Find a solution (or up to --limit solutions) and show it."""
    _positive(limit, "--limit")
    puzzle = _puzzle(kind, args or [])
    _note_dropped(puzzle)
    want = limit or 1
    search = max(want, 2) if unique else want
    result = api.solve(puzzle, _backend(backend, solver),
                       limit=search, time_limit=time_limit)
    shown = result.solutions[:want]
    if as_json:
        out: dict = {"status": result.status, "backend": result.backend,
                     "seconds": round(result.seconds, 6), "solutions": []}
        for sol in shown:
            entry: dict = {"options": [puzzle.model.option_text(o) for o in sol]}
            answer = puzzle.answer(sol)
            if answer is not None:
                entry["answer"] = answer
            out["solutions"].append(entry)
        if unique:
            out["unique"] = result.unique
        print(json.dumps(out))
    else:
        for k, sol in enumerate(shown, 1):
            if len(shown) > 1 or want > 1:
                print(f"solution {k}:")
            print(puzzle.render(sol))
        if result.status == "unsat":
            print("no solution")
        elif result.status == "timeout":
            print("time limit reached: no solution found")
        if unique and result.solutions:
            verdict = {True: "unique", False: "not unique", None: "unknown (time limit)"}[result.unique]
            print(f"the solution is {verdict}")
    if result.status == "solved":
        return EXIT_OK
    return EXIT_NONE if result.status == "unsat" else EXIT_TIMEOUT


@app.command(context_settings=PASS_THROUGH)
def count(kind: str = typer.Argument(..., help=KIND_HELP),
          args: List[str] = typer.Argument(None, metavar="ARGS...", show_default=False),
          backend: str = BackendOpt, limit: Optional[int] = LimitOpt,
          time_limit: Optional[float] = TimeOpt, as_json: bool = JsonOpt,
          solver: Optional[str] = SolverOpt) -> int:
    """Count the solutions (at most --limit)."""
    _positive(limit, "--limit")
    puzzle = _puzzle(kind, args or [])
    _note_dropped(puzzle)
    ticker = _Ticker()
    result = api.count(puzzle, _backend(backend, solver), limit=limit, time_limit=time_limit,
                       progress=ticker)
    ticker.done()
    timed_out = not result.complete and (limit is None or result.count < limit)
    if as_json:
        out = {"count": result.count, "complete": result.complete,
               "backend": result.backend, "seconds": round(result.seconds, 6)}
        out.update(result.extras)
        print(json.dumps(out))
    else:
        if result.complete:
            print(_solutions(result.count))
            for line in result.lines:
                print(line)
        elif timed_out:
            print(f"{_solutions(result.count)} so far (time limit reached; the count is incomplete)")
        else:
            print(f"{_solutions(result.count)} (stopped at --limit; there may be more)")
    return EXIT_TIMEOUT if timed_out else EXIT_OK


@app.command(context_settings=PASS_THROUGH)
def export(kind: str = typer.Argument(..., help=KIND_HELP),
           args: List[str] = typer.Argument(None, metavar="ARGS...", show_default=False),
           fmt: str = typer.Option("dlx", "--format", "-f", help="dlx, cnf or cpsat."),
           output: Optional[str] = typer.Option(None, "--output", "-o", help="File to write (default stdout).")
           ) -> int:
    """Write the model as DLX text, DIMACS CNF or a CP-SAT model (protobuf text)."""
    if fmt not in ("dlx", "cnf", "cpsat"):
        raise InputError(f"unknown format '{fmt}' (choose from dlx, cnf, cpsat)", source="--format")
    puzzle = _puzzle(kind, args or [])
    _note_dropped(puzzle)
    if fmt == "dlx":
        from .formats.dlx import write
        text = write(puzzle.model, puzzle.comments())
    elif fmt == "cnf":
        from .formats.dimacs import write
        text = write(puzzle.model)
    else:
        from .formats.cpsat import write
        text = write(puzzle.model)
    if output is None:
        sys.stdout.write(text)
    else:
        try:
            with open(output, "w") as f:
                f.write(text)
        except OSError as err:
            raise InputError(f"cannot write: {err.strerror}", source=output) from None
    return EXIT_OK


@app.command(context_settings=PASS_THROUGH)
def crosscheck(kind: str = typer.Argument(..., help=KIND_HELP),
               args: List[str] = typer.Argument(None, metavar="ARGS...", show_default=False),
               backends: Optional[str] = typer.Option(None, "--backends",
                                                      help="Comma-separated backends to compare "
                                                           "(default: all, with the kind's own)."),
               limit: Optional[int] = LimitOpt, time_limit: Optional[float] = TimeOpt,
               as_json: bool = JsonOpt) -> int:
    """Solve with several backends and compare the solution sets (exit 1 when they differ)."""
    from .crosscheck import crosscheck as run_crosscheck
    _positive(limit, "--limit")
    puzzle = _puzzle(kind, args or [])
    if backends is None:
        names = backends_for(puzzle.model)
    else:
        names = [b.strip() for b in backends.split(",") if b.strip()]
    if not names:
        raise InputError("no backend given", source="--backends")
    try:
        chosen = [_backend(name) for name in names]
    except InputError as err:
        raise err.located("--backends") from None
    _note_dropped(puzzle)
    report = run_crosscheck(puzzle.model, chosen, limit=limit, time_limit=time_limit)
    text = puzzle.model.option_text
    if as_json:
        print(json.dumps({
            "agree": report.agree, "verdict": report.verdict, "complete": report.complete, "limit": limit,
            "backends": {r.backend: {"count": r.count, "complete": r.complete,
                                     "seconds": round(r.seconds, 6), "invalid": len(r.invalid),
                                     "duplicates": r.duplicates} for r in report.runs},
            "only": [{"options": [text(o) for o in sol], "found_by": by}
                     for sol, by in report.only.items()],
            "invalid": [{"backend": r.backend, "options": [text(o) for o in sol], "why": why}
                        for r in report.runs for sol, why in r.invalid],
        }))
    else:
        print(f"{'backend':8} {'solutions':>10} {'seconds':>9}")
        for r in report.runs:
            mark = "" if r.complete else "  (incomplete)"
            print(f"{r.backend:8} {r.count:>10} {r.seconds:>9.3f}{mark}")
        for r in report.runs:
            for sol, why in r.invalid[:5]:
                print(f"{r.backend} returned an invalid solution ({why}): {sol}")
            if r.duplicates:
                print(f"{r.backend} reported {r.duplicates} solution(s) twice")
        if report.verdict != "incomplete":
            for sol, by in list(report.only.items())[:10]:
                print(f"found only by {', '.join(by)}: {sol}")
        if report.verdict == "agree":
            if limit is None:
                print(f"all backends agree: {_solutions(report.runs[0].count)}")
            else:
                print(f"all solutions valid (--limit {limit}: sets not compared)")
        elif report.verdict == "incomplete":
            done = [r for r in report.runs if r.complete]
            late = ", ".join(r.backend for r in report.runs if not r.complete)
            if len(done) < 2:
                print(f"time limit reached ({late} did not finish): the sets could not be compared")
            else:  # finished backends that disagree make the verdict "differ", not "incomplete"
                print(f"time limit reached ({late} did not finish); the backends that finished "
                      f"({', '.join(r.backend for r in done)}) agree: {_solutions(done[0].count)}")
        else:
            print("the backends DISAGREE")
    return {"agree": EXIT_OK, "incomplete": EXIT_TIMEOUT, "differ": EXIT_NONE}[report.verdict]


def main(argv: Optional[List[str]] = None) -> None:
    """Entry point of the ``xcc`` script."""
    command = typer.main.get_command(app)
    try:
        code = command.main(args=argv, prog_name="xcc", standalone_mode=False)
    except click.exceptions.NoArgsIsHelpError as err:  # pragma: no cover - depends on click version
        print(err.format_message(), file=sys.stderr)
        code = EXIT_USAGE
    except click.UsageError as err:
        where = f"xcc {err.ctx.info_name}" if err.ctx is not None and err.ctx.info_name != "xcc" else "xcc"
        print(f"{where}: {err.format_message().splitlines()[0]}", file=sys.stderr)
        code = EXIT_USAGE
    except click.exceptions.Exit as err:
        code = err.exit_code
    except click.exceptions.Abort:
        print("xcc: interrupted", file=sys.stderr)
        code = 130
    except XccError as err:  # InputError, ModelError, UnsupportedError: one line, no traceback
        print(f"xcc: {err}", file=sys.stderr)
        code = EXIT_USAGE
    except BrokenPipeError:
        code = EXIT_OK
    except KeyboardInterrupt:
        print("xcc: interrupted", file=sys.stderr)
        code = 130
    sys.stdout.flush()
    sys.exit(code if isinstance(code, int) else EXIT_OK)


if __name__ == "__main__":  # pragma: no cover
    main()
