"""The checks of a search's arguments, shared by the Python API and the command line.

Each function returns the value when it is good and raises :class:`~xcckit.errors.InputError`
naming the argument otherwise: the API passes the keyword's name (``limit``), the command line
the option's (``--limit``), so that both say the same thing about the same mistake.
"""

from __future__ import annotations

import math
import os

from .errors import InputError


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def limit(value: object, source: str = "limit") -> int | None:
    """A limit on the solutions: None (no limit) or a whole number at least 1."""
    if value is None:
        return None
    if not _whole(value):
        raise InputError(f"must be a whole number of solutions, not {value!r}", source=source)
    if value < 1:
        raise InputError(f"must be at least 1, not {value}", source=source)
    return value


def number(value: object, source: str = "n") -> int:
    """A number of solutions to give (``sample``'s n): a whole number at least 1; None is no
    number (not "no limit": every solution drawn would be kept, without end)."""
    if value is None:
        raise InputError("must be a whole number of solutions, not None", source=source)
    return limit(value, source)


def cheapest(minimize: bool, best: object, flags: tuple[str, str] = ("minimize", "best")) -> None:
    """``minimize`` (a cheapest solution) is ``best`` 1 (the 1 cheapest): both given is an
    InputError naming ``best``; ``flags``: their names (the command line's ``--minimize``,
    ``--best``)."""
    if minimize and best is not None:
        raise InputError(f"{flags[0]} is {flags[1]} 1: give one of them", source=flags[1])


def time_limit(value: object, source: str = "time_limit") -> float | None:
    """A time limit: None (none) or a positive finite number of seconds."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) \
            or value <= 0:
        raise InputError(f"must be a positive number of seconds, not {value!r}", source=source)
    return float(value)


def workers(value: object, source: str = "workers") -> int | None:
    """A number of workers: None (the backend's default) or a whole number at least 1."""
    if value is None:
        return None
    if not _whole(value) or value < 1:
        raise InputError(f"must be a positive number of workers, not {value!r}", source=source)
    return value


def output_path(path: str, source: str) -> str:
    """A file the command will write when it ends: refused now, before any search, when it is a
    folder or its folder does not exist or cannot be written to; ``-`` is standard output."""
    if not isinstance(path, (str, os.PathLike)) or not str(path):
        raise InputError("needs a file name", source=source)
    path = os.fspath(path)
    if path == "-":  # standard output
        return path
    if os.path.isdir(path):
        raise InputError(f"cannot write to '{path}': it is a folder", source=source)
    folder = os.path.dirname(path) or "."
    if not os.path.isdir(folder):
        raise InputError(f"cannot write to '{path}': no folder '{folder}'", source=source)
    if os.path.exists(path) and not os.access(path, os.W_OK) or not os.access(folder, os.W_OK):
        raise InputError(f"cannot write to '{path}': permission denied", source=source)
    existed = os.path.exists(path)
    try:  # (a folder can look writable and refuse files: /proc)
        with open(path, "a"):
            pass
    except OSError as err:
        raise InputError(f"cannot write to '{path}': {err.strerror}", source=source) from None
    if not existed:
        os.remove(path)
    return path


def journal(value: object, source: str = "journal") -> object:
    """A journal: None, a file name, or an open :class:`~xcckit.parallel.journal.Journal`."""
    if value is None or isinstance(value, (str, os.PathLike)):
        return value
    if all(hasattr(value, name) for name in ("write_cut", "record", "done")):  # (a Journal: parallel/ sits above)
        return value
    raise TypeError(f"{source}: expected a file name or a Journal, not {type(value).__name__} {value!r}")

