"""How a long count is going, in words: the line the command line prints, and the bar a
notebook shows (:class:`NotebookBar`, which ``xcckit.count`` puts up by itself in Jupyter)."""

from __future__ import annotations

import html
import sys

from .backends.base import Status

NOTEBOOK_DELAY = 1.0
"""Seconds a count runs before the notebook bar appears (short counts show nothing)."""


def status_line(status: Status) -> str:
    """'1,234 solutions so far, 617/s, 2.0 s' and, for a count in parts, the share of the tree
    done, the time left at that pace and the workers busy."""
    if status.entries is not None and status.fraction is not None:  # the frontier method
        return (f"frontier: {100 * status.fraction:.0f} % of the items, up to {status.entries:,} states a level, "
                f"met again {status.hits:,} times, {duration(status.seconds)}")
    if status.entries is not None:  # a memoised count: no count until the end
        capped = "; the memo is full: no more entries (the count stays exact)" if status.capped else ""
        if status.memo_off:
            capped = "; the memo is off: it did not pay (the count stays exact)"
        return (f"memo: {status.entries:,} subproblems, found again {status.hits:,} times, "
                f"{duration(status.seconds)}{capped}")
    line = f"{solutions_text(status.count)} so far, {status.rate:,.0f}/s, {duration(status.seconds)}"
    if status.fraction is not None:
        line += f"; {100 * status.fraction:.1f} % of the tree"
        if status.eta is not None:
            line += f", about {duration(status.eta)} left"
    if status.workers is not None and status.busy is not None:
        line += f"; {status.busy}/{status.workers} workers busy"
    return line


def solutions_text(n: int) -> str:
    """``1 solution``, ``14,200 solutions``."""
    return f"{n:,} solution" + ("" if n == 1 else "s")


def duration(seconds: float) -> str:
    if seconds < 60:
        return f"{seconds:.1f} s"
    minutes, secs = divmod(round(seconds), 60)
    if minutes < 60:
        return f"{minutes} min {secs:02d} s"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes:02d} min"



def in_notebook() -> bool:
    """Whether this runs in a Jupyter kernel (where a display can be updated in place)."""
    ipython = sys.modules.get("IPython")
    if ipython is None or "ipykernel" not in sys.modules:
        return False
    shell = ipython.get_ipython()
    return shell is not None and hasattr(shell, "kernel")


class NotebookBar:
    """A progress bar in a notebook's output: shown once a count has run :data:`NOTEBOOK_DELAY`
    seconds, updated at most twice a second (the status line in words beside the bar: count so
    far, or the memo's entries and hits), and emptied by :meth:`close`, so that it disappears
    when the count ends."""

    def __init__(self, delay: float | None = None) -> None:
        self.delay = NOTEBOOK_DELAY if delay is None else delay
        self.handle = None
        self.last = -1.0

    def __call__(self, status: Status) -> None:
        if status.seconds < self.delay or status.seconds - self.last < 0.5:
            return
        self.last = status.seconds
        from IPython.display import HTML, display
        share = status.fraction
        bar = f'<progress value="{share:.4f}" max="1"></progress>' if share is not None else "<progress></progress>"
        content = HTML(f'<div class="xcckit-progress">{bar} <code>{html.escape(status_line(status))}</code></div>')
        if self.handle is None:
            self.handle = display(content, display_id=True)
        else:
            self.handle.update(content)

    def close(self) -> None:
        if self.handle is not None:
            from IPython.display import HTML
            self.handle.update(HTML(""))
            self.handle = None
