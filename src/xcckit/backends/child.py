"""Work done in a forked child process, so that it stops on time and on Ctrl-C whatever it is
doing: a SAT solver inside a call (CaDiCaL in python-sat cannot be interrupted, and its first
call can take seconds that no conflict budget bounds) is simply killed.

The child runs ``work(send)``; each ``send(message)`` reaches the parent at once (solutions as
they are found, facts as they are proven), and what ``work`` returns is the last message. The
parent reads them with :meth:`Child.messages`, which ends at the deadline (the child is then
killed), and kills the child on Ctrl-C. The child ignores Ctrl-C itself (the parent decides) and
dies with its parent (Linux: ``PR_SET_PDEATHSIG``).

Work on a small CNF does not pay for a process (a child costs about 10 ms a run, where the
search of a model of a few dozen options takes a millisecond): :func:`run_in_thread` runs it in
a thread of this process with the same interface, given a :class:`Stoppable` deadline that
passes on Ctrl-C, so that it stops between two solver slices.
"""

from __future__ import annotations

import multiprocessing as mp
import os
import signal
import threading
import time
from collections.abc import Callable, Iterator
from multiprocessing.connection import wait
from typing import Any

from .base import Deadline

MESSAGE, DONE, FAILED, DIED = "message", "done", "failed", "died"
BATCH_SECONDS = 0.1
"""A :class:`Batcher` sends what it holds at least this often."""
BATCH_SIZE = 1_000
GRACE = 0.05
"""Seconds the parent waits past a deadline for a child's last messages before killing it."""
QUEUED = BATCH_SIZE
"""Messages a search in a thread may have sent that were not taken yet; then it waits, so that
a slow taker (a caller that takes the solutions one by one) holds it back, as a full pipe holds
back a child, and its solutions do not pile up in memory."""
STOP_POLL = 0.05
"""Seconds between two looks at the stop of a search in a thread, where it waits (a message
that finds no room; the workers of a search in cubes)."""


def _die_with_parent() -> None:
    try:
        import ctypes
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except Exception:  # not Linux: the parent's kill() is the only stop
        pass


class ChildError(Exception):
    """An exception raised in the child, with its type's name and message."""


class Child:
    """``work(send)`` running in a forked child; see the module docstring."""

    def __init__(self, work: Callable[[Callable[[Any], None]], Any]) -> None:
        ctx = mp.get_context("fork")
        self._receive, send = ctx.Pipe(duplex=False)
        parent = os.getpid()

        def main() -> None:
            # Ctrl-C reaches the whole process group; the parent decides. Blocked, not only
            # ignored: python-sat sets its own handler around a solver call, which would stop
            # CaDiCaL in a state that the next call aborts on ('solver in invalid state').
            signal.signal(signal.SIGINT, signal.SIG_IGN)
            signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
            _die_with_parent()
            if os.getppid() != parent:  # the parent died before prctl
                os._exit(1)
            try:
                result = work(lambda message: send.send((MESSAGE, message)))
                send.send((DONE, result))
            except BaseException as err:  # reported to the parent, which raises it
                try:
                    send.send((FAILED, err))
                except Exception:  # not picklable
                    send.send((FAILED, ChildError(f"{type(err).__name__}: {err}")))
            finally:
                send.close()

        self.process = ctx.Process(target=main)
        self.finished = False
        # Ctrl-C is held back while the child is forked: the child must not run the parent's
        # handler before it ignores SIGINT (it printed 'Process ForkProcess-1:' and a traceback);
        # the parent gets the Ctrl-C once the child is started, and kills it
        held = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
        try:
            try:
                self.process.start()
                send.close()
            finally:
                signal.pthread_sigmask(signal.SIG_SETMASK, held)
        except BaseException:  # (a Ctrl-C right after the start must not leave the child running)
            self.kill()
            raise

    @property
    def connection(self):
        """The parent's end of the pipe (for :func:`multiprocessing.connection.wait`)."""
        return self._receive

    def receive(self) -> tuple[str, Any]:
        """The next message, ``(kind, payload)``: ``message``, ``done`` (what ``work``
        returned), ``failed`` (the exception it raised) or ``died`` (the exit code: killed)."""
        try:
            kind, payload = self._receive.recv()
        except (EOFError, OSError):
            self.finished = True
            self.process.join()
            return DIED, self.process.exitcode
        except Exception as err:  # a message that does not unpickle here
            self.kill()
            return FAILED, ChildError(f"{type(err).__name__}: {err}")
        if kind in (DONE, FAILED):
            self.finished = True
        return kind, payload

    def messages(self, deadline: Deadline | None = None) -> Iterator[tuple[str, Any]]:
        """The child's messages as :meth:`receive` gives them, up to the last one, or until the
        deadline passes (the child is then killed: the last message is ``("timeout", None)``).
        Ctrl-C kills the child and goes on as a KeyboardInterrupt."""
        try:
            while not self.finished:
                left = None if deadline is None else deadline.remaining()
                if left is not None and not self._receive.poll(left + GRACE if left > 0 else GRACE):
                    if not self._receive.poll(0):
                        self.kill()
                        yield "timeout", None
                        return
                yield self.receive()
        finally:
            if not self.finished:
                self.kill()

    def kill(self) -> None:
        """Stop the child now (and reap it)."""
        if self.process.pid is not None:
            if self.process.is_alive():
                self.process.kill()
            self.process.join()
        self.finished = True
        self._receive.close()

    def __enter__(self) -> "Child":
        return self

    def __exit__(self, *exc) -> None:
        self.kill()


class Batcher:
    """Items sent in lists: at once when ``size`` are held, and by a thread of the child at least
    every ``seconds`` (so that a parent that kills the child at a deadline loses at most that
    much). ``add(item)``; ``flush()`` at the end (also after an exception: use it as a context
    manager)."""

    def __init__(self, send: Callable[[Any], None], seconds: float = BATCH_SECONDS, size: int = BATCH_SIZE) -> None:
        self._send, self.size = send, size
        self._held: list = []
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._tick, args=(seconds,), daemon=True)
        self._thread.start()

    def _tick(self, seconds: float) -> None:
        while not self._stop.wait(seconds):
            self.flush()

    def add(self, item) -> None:
        with self._lock:
            self._held.append(item)
            if len(self._held) < self.size:
                return
            held, self._held = self._held, []
            self._send(held)

    def flush(self) -> None:
        with self._lock:
            if self._held:
                held, self._held = self._held, []
                self._send(held)

    def __enter__(self) -> "Batcher":
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        self.flush()


def wait_any(children: list[Child], timeout: float | None) -> list[Child]:
    """The children with a message waiting (or ended), within ``timeout`` seconds."""
    by_connection = {c.connection: c for c in children if not c.finished}
    if not by_connection:
        return []
    ready = wait(list(by_connection), timeout)
    return [by_connection[r] for r in ready]


class Lanes:
    """Children at work side by side, each with a tag of the caller's (a cross-check's lanes, the
    cube workers of an enumeration): the one runner of every search made by several processes.
    :meth:`ready` waits for those with something to say, :meth:`end` stops one and gives its tag
    back; used as a context manager, every child left is stopped on the way out (a deadline, an
    exception, Ctrl-C)."""

    def __init__(self) -> None:
        self.running: dict[Child, Any] = {}

    def start(self, work: Callable[[Callable[[Any], None]], Any], tag: Any = None) -> Child:
        child = Child(work)
        self.running[child] = tag
        return child

    def __len__(self) -> int:
        return len(self.running)

    def tags(self) -> list:
        return list(self.running.values())

    def ready(self, timeout: float | None) -> list[tuple[Child, Any]]:
        """(child, tag) of the children with a message waiting (or ended), within ``timeout``
        seconds (None: until one has)."""
        return [(c, self.running[c]) for c in wait_any(list(self.running), timeout) if c in self.running]

    def end(self, child: Child) -> Any:
        """Stop ``child`` now (and reap it); its tag."""
        child.kill()
        return self.running.pop(child, None)

    def end_all(self) -> list:
        """Stop every child; their tags."""
        return [self.end(child) for child in list(self.running)]

    def drain(self, child: Child, until: float) -> Iterator[tuple[str, Any]]:
        """The messages ``child`` sent that were not read yet, until the clock reads ``until``
        (:func:`time.perf_counter`; the child is ended after, by the caller)."""
        try:
            while not child.finished and time.perf_counter() < until and child.connection.poll(0):
                yield child.receive()
        except (OSError, EOFError):
            return

    def __enter__(self) -> "Lanes":
        return self

    def __exit__(self, *exc) -> None:
        self.end_all()


def run_in_child(work: Callable[[Callable[[Any], None]], Any], on_message: Callable[[Any], "bool | None"],
                 deadline: Deadline) -> tuple[str, Any]:
    """Run ``work`` in a :class:`Child`, hand each message to ``on_message`` (returning False
    stops the child: ``("stopped", None)``), and return how it ended: ``("done", result)``,
    ``("timeout", None)`` or ``("stopped", None)``; an exception in the child is raised here,
    and a child that died is a RuntimeError."""
    with Child(work) as child:
        for kind, payload in child.messages(deadline):
            if kind == MESSAGE:
                if on_message(payload) is False:
                    return "stopped", None
            elif kind == DONE:
                return DONE, payload
            elif kind == FAILED:
                raise payload
            elif kind == DIED:
                raise RuntimeError(f"a solver's child process ended without an answer (exit code {payload})")
            else:
                return "timeout", None
    return "timeout", None  # pragma: no cover - messages() always ends with a kind above


class Stoppable(Deadline):
    """A deadline that also passes once ``stop`` is set; a SAT search it bounds runs in slices
    even without a time limit, so that it looks at ``stop`` between them."""

    def __init__(self, deadline: Deadline, stop: threading.Event) -> None:
        self.end, self.stop = deadline.end, stop

    def remaining(self) -> float | None:
        return 0.0 if self.stop.is_set() else super().remaining()

    def expired(self) -> bool:
        return self.stop.is_set() or super().expired()


class _Messages:
    """What a search in a thread sends, waiting to be taken: the taker takes all there is at
    once (one wake-up for the messages sent while it worked or waited for the processor), and
    a sender waits while :data:`QUEUED` are waiting, until the taker takes them or ``stop``
    is set (the taker is gone: the message is dropped)."""

    def __init__(self, stop: threading.Event) -> None:
        self.stop = stop
        self.waiting: list = []
        self.ready = threading.Condition(threading.Lock())

    def put(self, kind: str, payload: Any) -> None:
        with self.ready:
            while len(self.waiting) >= QUEUED:
                if self.stop.is_set():
                    return
                self.ready.wait(STOP_POLL)
            self.waiting.append((kind, payload))
            self.ready.notify()

    def take(self) -> list:
        """The messages waiting, at least one (a wait that Ctrl-C breaks)."""
        with self.ready:
            while not self.waiting:
                self.ready.wait(0.1)
            taken, self.waiting = self.waiting, []
            self.ready.notify()  # (a sender waiting for room)
            return taken


def run_in_thread(work: Callable[[Callable[[Any], None], Deadline], Any],
                  on_message: Callable[[Any], "bool | None"], deadline: Deadline) -> tuple[str, Any]:
    """:func:`run_in_child` for the work on a small CNF: ``work(send, deadline)`` in a thread of
    this process, its messages handed to ``on_message`` here as they come (the messages sent
    while this thread was busy, all at once; while :data:`QUEUED` wait, ``send`` waits);
    ``("done", result)``, or ``("stopped", None)`` when ``on_message`` returned False. The work
    is given a :class:`Stoppable` deadline, which passes then or on Ctrl-C; it must stop soon
    after (a SAT search between two slices of a conflict budget), and it is waited for (what it
    sends after that is dropped). In a thread, python-sat leaves SIGINT to Python (in the main
    thread it stops CaDiCaL in a state that the next call aborts on): Ctrl-C is raised here,
    once the work has stopped."""
    stop = threading.Event()
    messages = _Messages(stop)

    def main() -> None:
        try:
            messages.put(DONE, work(lambda message: messages.put(MESSAGE, message), Stoppable(deadline, stop)))
        except BaseException as err:  # raised here
            messages.put(FAILED, err)

    thread = threading.Thread(target=main, name="xcckit-search", daemon=True)
    try:
        thread.start()  # (in the try: a Ctrl-C while start() waits for the thread must stop it)
        while True:
            for kind, payload in messages.take():
                if kind == MESSAGE:
                    if on_message(payload) is False:
                        return "stopped", None
                elif kind == DONE:
                    return DONE, payload
                else:
                    raise payload
    finally:
        stop.set()
        if thread.ident is not None:
            thread.join()
