"""Memory: sizes that cannot fit are refused up front, with a one-line reason.

A model's arrays take about :data:`MODEL_BYTES` bytes per entry (an item of an option) while it is
built; each backend declares what it adds per entry (``Backend.bytes_per_entry``, measured on
blank slitherlinks of 200×200: dlx 75, sat 120, cpsat 1,240, zdd 1,470). A puzzle checks its
model's size before building it, a backend before it starts; both compare with the memory
the system says is available (``MemAvailable``, or less under an address-space limit). The
estimates are rough: they refuse what clearly cannot fit, and let the rest try.
"""

from __future__ import annotations

import contextlib
import gc
import os
import resource

from .errors import InputError

MODEL_BYTES = 160
"""Bytes per entry of a model while it is built (numpy arrays, names, the option lists)."""


def available() -> int | None:
    """Bytes of memory this process can still take, or None when the system does not say."""
    free = None
    try:
        with open("/proc/meminfo") as f:
            for line in f:
                if line.startswith("MemAvailable:"):
                    free = int(line.split()[1]) * 1024
                    break
    except (OSError, ValueError, IndexError):
        pass
    if free is None:
        try:
            free = os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
        except (ValueError, OSError, AttributeError):
            free = None
    try:
        soft, _ = resource.getrlimit(resource.RLIMIT_AS)
    except (ValueError, OSError):
        soft = resource.RLIM_INFINITY
    if soft != resource.RLIM_INFINITY and soft > 0:
        free = soft if free is None else min(free, soft)
    return free


def human(n: float) -> str:
    """Bytes for people: 1.5 GB, 820 MB."""
    if n >= 1e15:
        return f"{n / 1e12:.3g} TB".replace("e+", "×10^")
    for unit, size in (("TB", 1e12), ("GB", 1e9), ("MB", 1e6), ("kB", 1e3)):
        if n >= size:
            return f"{n / size:.3g} {unit}"
    return f"{n:.0f} bytes"


SURELY_FITS = 16 * 2**20
"""Bytes that are not worth asking the system about (:func:`available` reads a file: 33 µs, a
tenth of a small model's search on dlx)."""


def require(nbytes: float, what: str, source: str | None = None, hint: str = "") -> None:
    """Raise an :class:`~xcckit.errors.InputError` naming ``source`` when ``nbytes`` cannot fit in
    the memory available: '``what`` needs about 31 GB of memory; 20 GB is available'."""
    if nbytes <= SURELY_FITS:
        return
    free = available()
    if free is not None and nbytes > free:
        raise InputError(f"{what} needs about {human(nbytes)} of memory; {human(free)} is available{hint}",
                         source=source)


def require_model(entries: float, what: str, source: str | None = None) -> None:
    """:func:`require` for a model of about ``entries`` entries, before it is built."""
    shown = f"{entries:,}" if isinstance(entries, int) else f"{entries:,.0f}"
    require(entries * MODEL_BYTES, f"{what} ({shown} entries in its model)", source)


@contextlib.contextmanager
def collector_paused():
    """The cyclic garbage collector off for the block (as it was after): for the steps that make
    hundreds of thousands of small lists and tuples with no cycles among them (a model's options,
    a translation's clauses), where each collection rescans every object made so far. Through
    the API it took a quarter of a 31x46 kakuro's solve and 40% of a 20x20 hitori's. (The
    ``xcc`` process never runs the oldest generation's collections: :func:`~.terminal.own_process`.)"""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()
