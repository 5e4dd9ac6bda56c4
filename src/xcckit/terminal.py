"""What the ``xcc`` process does around a command: its clock (the time limit counts from the
process's start) and the backstop alarm past it, the progress line on stderr, solutions written
as they are found, files written, and the output's end (a reader gone, a full disk).

The command line (:mod:`xcckit.cli`) parses the arguments, calls the API and prints through this
module; nothing here knows a command's options.
"""

from __future__ import annotations

import contextlib
import gc
import json
import os
import shlex
import signal
import sys
from typing import Optional

from .backends.base import Deadline, Status
from .errors import InputError, TimeLimitReached, one_line
from .progress import status_line
from . import validate

EXIT_OK, EXIT_NONE, EXIT_USAGE, EXIT_TIMEOUT, EXIT_INTERRUPTED = 0, 1, 2, 3, 130
EXIT_BROKEN = 4
"""A solution shown breaks a rule of its puzzle (the kind's rules checker): the model is wrong."""
"""Exit statuses: success; proven no solution (or backends disagree); bad input; the time limit
without an answer; interrupted (Ctrl-C)."""


BACKSTOP = 0.4
"""Seconds past the time limit after which the ``xcc`` process stops a search that does not
look at the clock, with exit status 3."""
QUIET = ("starting", "building the model")
"""Phases with nothing found yet to print: the alarm rings at the time limit itself and the
process ends there, without freeing what it built (freeing the half-built model of a
1000x1000 slitherlink takes longer than the half second a time limit may run over)."""
AGAIN = 0.25
"""Seconds after the alarm has raised TimeLimitReached past which it ends the process itself
(an exception raised where Python drops it, in a ``__del__`` say, would be lost)."""


class Command:
    """The command under way: its arguments, what it is doing (as its alarm names it), its
    deadline and whether its alarm has rung. :func:`xcckit.cli.main` makes one for each call and
    hands it to the click commands (their context's ``obj``); only in the ``xcc`` process
    (:data:`PROCESS`) does it set an alarm."""

    def __init__(self, args: list[str]) -> None:
        self.args = list(args)
        """The arguments (which are not sys.argv when :func:`~xcckit.cli.main` is called in-process)."""
        self.doing = "starting"
        """``starting``, ``building the model`` (:data:`QUIET`: nothing to say yet), ``searching``, …"""
        self.deadline: Optional[Deadline] = None
        self.rung = False

    def start(self, time_limit: Optional[float]) -> Deadline:
        """The deadline of the whole command, counted from the start of the process (the
        interpreter's start and the imports included, as a user timing the command sees it)."""
        deadline = Deadline(validate.time_limit(time_limit, "--time-limit"))
        if deadline.end is not None and PROCESS.own:
            deadline.end -= process_age()
            self.deadline = deadline
            self._arm()
        return deadline

    def phase(self, name: str) -> None:
        """The command is now doing ``name``; its alarm is set again for it."""
        self.doing = name
        if PROCESS.own and self.deadline is not None:
            self._arm()

    def line(self) -> str:
        """The command, quoted for a shell: what resumes a count from its journal."""
        return "xcc " + shlex.join(self.args)

    def _arm(self) -> None:
        """The alarm of the phase under way: in a :data:`QUIET` phase it rings at the deadline
        and ends the process with one line; else :data:`BACKSTOP` seconds later it raises
        :class:`~xcckit.errors.TimeLimitReached` in the main thread, naming the phase, so that
        the command prints what it has (a search that looks at the clock has stopped by then)."""

        def ring(signum, frame):
            message = f"time limit reached while {self.doing}"
            if self.doing in QUIET or self.rung:  # (rung before: the exception was lost, in a __del__ say)
                print(one_line(f"xcc: {message}"), file=sys.stderr)
                leave(EXIT_TIMEOUT)
            self.rung = True
            signal.setitimer(signal.ITIMER_REAL, AGAIN)
            raise TimeLimitReached(message)

        signal.signal(signal.SIGALRM, ring)
        grace = 0.0 if self.doing in QUIET else BACKSTOP
        signal.setitimer(signal.ITIMER_REAL, max(0.01, self.deadline.remaining() + grace))


class Process:
    """This process, when it is the ``xcc`` process (:func:`own_process`: the script, ``python -m
    xcckit.cli``): then a command's time limit counts from the process's start, and what it
    :func:`keep` s is never freed. :func:`~xcckit.cli.main` called in-process counts from its call
    and keeps nothing."""

    own = False
    kept: list = []


PROCESS = Process()


def keep(thing) -> None:
    """Keep ``thing`` until the ``xcc`` process ends: the process ends without freeing it
    (:func:`own_process`); freeing a big model when the command returns took tenths of a second
    past a time limit (0.44 s for a 500x500 slitherlink on a busy machine)."""
    if PROCESS.own:
        PROCESS.kept.append(thing)


def backstop_off() -> None:
    """The command is done: no alarm may ring while the output is flushed or the process ends."""
    if PROCESS.own:
        signal.setitimer(signal.ITIMER_REAL, 0)


def leave(code: int) -> None:
    """End the ``xcc`` process now, with ``code``, once its output is flushed (:func:`end`),
    without unwinding the stack: what the command built is not freed."""
    if not PROCESS.own:
        return
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    for child in _children():  # (a solver's, when the alarm ends the process itself)
        child.kill()
    code = end(code)
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            pass
    os._exit(code)


def _children() -> list:
    """This process's child processes (multiprocessing's), where multiprocessing is loaded:
    none else. Never imported here: :func:`leave` runs in the alarm's handler, which may ring
    while the command's modules load, and importing multiprocessing then, with ``socket`` half
    imported, ended the process in a traceback (exit status 1, where 3 is due)."""
    loaded = sys.modules.get("multiprocessing")
    try:
        return list(loaded.active_children()) if loaded is not None else []
    except Exception:  # (a module of it half imported when the alarm rang)
        return []


def process_age() -> float:
    """Seconds since this process started (from /proc on Linux; 0 where that is not known)."""
    try:
        with open("/proc/self/stat") as f:
            after_name = f.read().rpartition(")")[2].split()
        with open("/proc/uptime") as f:
            uptime = float(f.read().split()[0])
        return max(0.0, uptime - int(after_name[19]) / os.sysconf("SC_CLK_TCK"))  # field 22: the start time
    except (OSError, ValueError, IndexError, AttributeError):
        return 0.0


def left(deadline: Deadline) -> Optional[float]:
    """What the search has of the command's time limit: never zero, which the API refuses as
    input, when building the model used it all up (the search then stops at once)."""
    remaining = deadline.remaining()
    return None if remaining is None else max(remaining, 1e-6)


class Ticker:
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

    def __enter__(self) -> "Ticker":
        return self

    def __exit__(self, *exc) -> None:
        self.done()


class SolutionStream:
    """The solutions of ``xcc solve``, written as they are found (at most ``want``), so that a
    long listing needs no memory and Ctrl-C loses nothing: text, or one JSON object whose
    ``solutions`` come first and whose ``status`` (and the rest) follow once it is known. Each
    solution is written in one call, so that an interrupt never cuts one in half."""

    def __init__(self, puzzle, want: int, as_json: bool) -> None:
        self.puzzle, self.want, self.as_json = puzzle, want, as_json
        self.shown = 0
        self.first = None
        self.broken = False  # (a solution shown broke a rule of the puzzle: a modelling error)

    def add(self, sol) -> None:
        if self.shown >= self.want:
            return  # (--unique's second solution is not shown)
        self.shown += 1
        if self.first is None:
            self.first = sol
        if self.as_json:
            text = ('{"solutions": [\n' if self.shown == 1 else ",\n") + json.dumps(self.puzzle.solution_json(sol))
        else:
            text = (f"solution {self.shown}:\n" if self.want > 1 else "") + self.puzzle.render(sol) + "\n"
        sys.stdout.write(text)
        why = self.puzzle.broken_rule(sol)
        if why is not None:
            self.broken = True
            sys.stdout.flush()
            print(f"xcc: solution {self.shown} breaks a rule of {self.puzzle.kind}: {why} (the model is wrong: "
                  f"please report it)", file=sys.stderr)

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
            print({True: "the solution is unique", False: "the solution is not unique",
                   None: "whether the solution is unique is unknown: the time limit was reached"}[result.unique])


def write(path: str, text: str | None, option: str, newline: bool = True) -> None:
    """``text`` to the file ``path`` (``-``: standard output, ended by a newline when
    ``newline``)."""
    if text is None:
        raise InputError("this kind has no picture", source=option)
    if path == "-":
        sys.stdout.write(text if text.endswith("\n") or not newline else text + "\n")
        return
    try:
        with open(path, "w") as f:
            f.write(text)
    except OSError as err:
        raise InputError(f"cannot write: {err.strerror}", source=path) from None


def notes(said: list[str], dropped: int = 0) -> None:
    """Notes for the user on stderr (a puzzle's, and the options a model dropped)."""
    for note in [*said] + ([f"{dropped} option{'s' if dropped != 1 else ''} without a primary item dropped"]
                           if dropped else []):
        print(f"xcc: note: {note}", file=sys.stderr)


def numbered(path: str, k: int, n: int) -> str:
    """The file of the ``k``-th of ``n`` (from 0): ``path`` itself when n is 1 or ``path`` is
    ``-`` (standard output), else with ``-k+1`` before its extension."""
    if n == 1 or path == "-":
        return path
    stem, dot, ext = path.rpartition(".")
    return f"{stem}-{k + 1}.{ext}" if dot and "/" not in ext else f"{path}-{k + 1}"


def show_made(made, k: int, n: int, as_json: bool, svg: Optional[str], output: Optional[str]) -> None:
    """The ``k``-th of ``n`` made puzzles: its file (or standard output), its picture, its
    summary (or JSON line)."""
    to_file = output not in (None, "-")
    if to_file:
        write(numbered(output, k, n), made.puzzle.to_text(), "-o")
    if svg is not None:
        write(numbered(svg, k, n), made.puzzle.svg(None), "--svg")
    if as_json:
        print(json.dumps(made.to_json()), flush=True)
        return
    if not to_file:
        sys.stdout.write(("\n" if k else "") + made.puzzle.to_text())
        sys.stdout.flush()
    print(made.text(), file=sys.stdout if to_file else sys.stderr, end="")


@contextlib.contextmanager
def connect(address: Optional[str], deadline: Deadline):
    """The cluster of ``--cluster`` (None without one), connected within what is left of the
    time limit, and closed after."""
    if address is None:
        yield None
        return
    from .parallel.cluster import Cluster
    connected = Cluster(address, source="--cluster", time_limit=deadline.remaining())
    try:
        yield connected
    finally:
        connected.close()


@contextlib.contextmanager
def open_journal(path: Optional[str], puzzle, command: Command, enumerate: bool = False):
    """The journal of ``--journal`` (None without one), opened for ``puzzle`` and closed after;
    it names ``command`` as what resumes the count."""
    if path is None:
        yield None
        return
    from .parallel.journal import Journal
    with Journal.open(path, puzzle.model, command=command.line(), enumerate=enumerate) as opened:
        yield opened



def cannot_write(err: OSError) -> int:
    """Writing the output failed (a full disk): one line, the rest of the output dropped."""
    print(one_line(f"xcc: cannot write the output: {err.strerror or err}"), file=sys.stderr)
    quiet_stdout()
    return EXIT_USAGE


def quiet_stdout() -> None:
    """Standard output to /dev/null, so that exit's flush of what is left is quiet."""
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass




def run(command, api_flags: dict[str, str]) -> int:
    """The exit status of ``command()`` (a click command's main): bad input and usage are one
    line on stderr and 2 (an error about an API argument named by its flag, ``api_flags``), the
    time limit before an answer 3, Ctrl-C 130, a reader gone 0, never a traceback."""
    import click
    from .errors import InputError, XccError
    try:
        return command()
    except click.exceptions.NoArgsIsHelpError as err:  # pragma: no cover - depends on click version
        print(err.format_message(), file=sys.stderr)
        return EXIT_USAGE
    except click.UsageError as err:
        where = f"xcc {err.ctx.info_name}" if err.ctx is not None and err.ctx.info_name != "xcc" else "xcc"
        print(one_line(f"{where}: {err.format_message().splitlines()[0]}"), file=sys.stderr)
        return EXIT_USAGE
    except click.exceptions.Exit as err:
        return err.exit_code
    except (click.exceptions.Abort, KeyboardInterrupt):
        return EXIT_INTERRUPTED
    except TimeLimitReached as err:  # before the search began, or the alarm past it
        print(one_line(f"xcc: {err}"), file=sys.stderr)
        leave(EXIT_TIMEOUT)  # (the xcc process: now, before the stack frees what it holds)
        return EXIT_TIMEOUT
    except XccError as err:  # InputError, ModelError, UnsupportedError: one line, no traceback
        if isinstance(err, InputError) and err.source in api_flags:
            err.located(api_flags[err.source])
        print(one_line(f"xcc: {err}"), file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:
        return EXIT_OK
    except MemoryError:
        quiet_stdout()
        print("xcc: out of memory: this model is too big for this machine", file=sys.stderr)
        return EXIT_USAGE
    except OSError as err:  # writing the output failed (a full disk): one line, no traceback
        return cannot_write(err)
    except SystemExit:
        if "PacifyFlushWrapper" not in type(sys.stdout).__name__:
            raise
        return EXIT_OK  # click's exit 1 when the reader went away (xcc … | head): not an error of ours


def end(code: int | None) -> int:
    """The command is over: the alarm off, the output flushed (a reader gone is no error; a full
    disk is one line), ``xcc: interrupted`` said after Ctrl-C. Returns the exit status."""
    backstop_off()
    try:
        sys.stdout.flush()
    except BrokenPipeError:  # the reader went away (xcc … | head): nothing more to say
        quiet_stdout()
        code = EXIT_OK
    except OSError as err:
        code = cannot_write(err)
    if code == EXIT_INTERRUPTED:  # (typer passes a KeyboardInterrupt on as exit code 130)
        print("xcc: interrupted", file=sys.stderr)
    return code if isinstance(code, int) else EXIT_OK


def own_process(main, held: bool = False) -> None:
    """Run ``main()`` as the ``xcc`` process (its time limit counts from the process's start),
    then exit at once once the output is flushed (the interpreter's teardown of a large model
    takes tenths of a second, which a user timing the command against ``--time-limit`` would
    see). ``held``: SIGINT was blocked while the modules loaded; it is let through now, and one
    that came meanwhile ends the command here. Ctrl-C at any moment is exit status 130 and one
    line, never a traceback."""
    PROCESS.own = True
    young, middle, _ = gc.get_threshold()
    gc.set_threshold(young, middle, NEVER)
    from .backends import base
    base.LEFT_BEHIND = PROCESS.kept  # (what a search leaves behind is not freed either)
    try:
        try:
            if held:  # (a Ctrl-C that came while the modules loaded is raised here)
                signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
            main()
            code = EXIT_OK
        except SystemExit as finished:
            code = finished.code if isinstance(finished.code, int) else (0 if finished.code is None else EXIT_USAGE)
        except BrokenPipeError:  # the reader went away before the command ran (xcc solve KIND --help | head)
            quiet_stdout()
            code = EXIT_OK
    except KeyboardInterrupt:  # before the command began, or after it ended
        code = EXIT_INTERRUPTED
        _say_interrupted()
    while True:  # no Ctrl-C while the output is flushed (one that comes now is taken once more)
        try:
            signal.signal(signal.SIGINT, signal.SIG_IGN)
            break
        except KeyboardInterrupt:
            code = EXIT_INTERRUPTED
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (BrokenPipeError, ValueError):
            pass
        except OSError:  # a full disk: said in main already, or nothing more can be said
            code = code or EXIT_USAGE
    os._exit(code)


NEVER = 2**31 - 1
"""The ``xcc`` process never runs the collection of the oldest generation of Python objects (the
young ones are collected as usual): on a big model it is a pause that no clock check can cut
(eight pauses of 0.3-0.6 s while a 500x500 slitherlink was translated, freeing nothing), and a
command ends soon after its search; the translation ran in 16.6 s instead of 26.9 s."""


def _say_interrupted() -> None:
    try:
        print("xcc: interrupted", file=sys.stderr)
    except (OSError, ValueError):
        pass
