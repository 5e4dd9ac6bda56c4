"""The ``xcc`` script (and ``python -m xcckit``): the command line of :mod:`xcckit.cli` in a
process of its own.

Ctrl-C is held back from the first moment this module runs until the command line's modules
are loaded (a few tenths of a second: numpy, numba, typer), so that an interrupt that early
is not a traceback from inside an import: it is taken as soon as they are loaded, and the
command ends at once, quietly, with exit status 130 (:func:`xcckit.terminal.own_process`).
"""

import signal


def entry() -> None:
    held = hasattr(signal, "pthread_sigmask")
    if held:
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    from . import cli, terminal
    terminal.own_process(cli.main, held=held)


if __name__ == "__main__":  # pragma: no cover
    entry()
