"""Exception types shared by the whole package.

Every error a user can cause with bad input is an :class:`InputError`; it knows the place
(file, line, column, or a command-line argument) and prints as one line.
"""

from __future__ import annotations


LONG = 200
"""Longest run of characters without a blank that an error line shows in full."""


def shorten(text: str, most: int = LONG) -> str:
    """``text``, or its start and end around '…' when it is longer than ``most`` characters."""
    if len(text) <= most:
        return text
    tail = most // 4
    return f"{text[:most - tail - 1]}…{text[-tail:]}"


def one_line(message: str) -> str:
    """An error message as one line of sensible length: newlines become blanks, and every
    blank-free run longer than LONG characters (a huge file name, URL or word) is shortened
    around '…', so that the place it names stays readable."""
    return " ".join(shorten(word) for word in message.replace("\n", " ").split(" "))


class XccError(Exception):
    """Base class of every xcckit error."""


class InputError(XccError, ValueError):
    """Bad input: a malformed file, a wrong word, an unknown argument.

    ``str(err)`` is one line: ``source:line:column: message`` with the parts that are known.
    """

    def __init__(self, message: str, *, source: str | None = None,
                 line: int | None = None, col: int | None = None) -> None:
        self.message = message
        self.source = source
        self.line = line
        self.col = col
        super().__init__(str(self))

    def located(self, source: str) -> "InputError":
        """The same error, attributed to ``source`` (a file name or an argument)."""
        self.source = source
        self.args = (str(self),)
        return self

    def __str__(self) -> str:
        parts = [p for p in (self.source, self.line, self.col) if p is not None]
        where = ":".join(str(p) for p in parts)
        return f"{where}: {self.message}" if where else self.message


class DLXError(InputError):
    """Malformed DLX text; always carries a line and a column."""


def decode_utf8(data: bytes, source: str | None = None, error: type[InputError] = InputError) -> str:
    """UTF-8 ``data`` as text, a byte-order mark at the start skipped; else ``error`` at the
    line and column of the first bad byte."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        before = data[:err.start]
        line = before.count(b"\n") + 1
        col = err.start - (before.rfind(b"\n") + 1) + 1
        raise error("not UTF-8 text", source=source, line=line, col=col) from None


class ModelError(InputError):
    """An inconsistent model built through the Python API (names the item and the option).

    For a bad option, ``reason`` is the message without the option, ``token`` the index of the
    token at fault and ``offset`` the character within it where the fault is.
    """

    reason: str = ""
    token: int = 0
    offset: int = 0


class UnsupportedError(XccError):
    """A backend cannot handle a feature of the model (say, multiplicities in the dlx backend)."""


class TimeLimitReached(XccError):
    """The time limit ran out before the search began (connecting to a cluster, say): the
    command line says so in one line and exits with status 3."""


class Interrupted(KeyboardInterrupt):
    """Ctrl-C (SIGINT) during a search, raised once the backend has stopped its workers and
    cleaned up. ``count`` is the number of solutions found so far (a lower bound; None for a
    memoised count, whose partial value means nothing), and
    ``solutions`` the solutions themselves when the search was collecting them (else None), and
    ``partial`` the typed result of what the question had found so far, where it has one: the
    cheapest so far (a ``Ranked``), the facts proven (a ``Facts``, or from the API a
    ``FactsResult``), a cross-check's report (``CrossCheck``, ``CheapestCheck``)."""

    def __init__(self, count: int | None = 0, solutions: list | None = None, partial=None) -> None:
        super().__init__("interrupted (the count is unknown)" if count is None
                         else f"interrupted after {count} solution(s)")
        self.count = count
        self.solutions = solutions
        self.partial = partial
