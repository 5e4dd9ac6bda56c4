"""Knuth's DLX text format, as DLX1, DLX2 and DLX3 read it.

* A line whose first non-blank character is ``|`` is a comment; blank lines are skipped.
* The first other line is the item line: primary items, ``|`` (possibly glued to the next name),
  secondary items. DLX3 bounds: ``lo:hi|name`` or ``hi|name`` on primary items.
* Every further line is an option: item names, secondary ones possibly with a colour ``name:c``.

Every malformed input raises :class:`~xcckit.errors.DLXError` with the line and column. The
model is built through :class:`~xcckit.model.Model`'s public API: its errors say which token of an
option is wrong, and the parser turns that into a column.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..errors import DLXError, ModelError
from ..model import Model, name_problem

_TOKEN = re.compile(r"\S+")


def _column(line: str, k: int) -> int:
    """1-based column of the k-th token (0-based) of ``line``."""
    for j, m in enumerate(_TOKEN.finditer(line)):
        if j == k:
            return m.start() + 1
    return len(line) + 1


def _bounds(spec: str) -> tuple[int, int] | str:
    """Parse ``hi`` or ``lo:hi``; return (lo, hi) or an error message."""
    lo_s, sep, hi_s = spec.rpartition(":") if ":" in spec else ("", "", spec)
    if not hi_s.isdigit() or (sep and not lo_s.isdigit()):
        return f"bad bounds '{spec}|': expected 'hi|' or 'lo:hi|' with decimal numbers"
    hi = int(hi_s)
    lo = int(lo_s) if sep else hi
    if hi == 0:
        return f"bad bounds '{spec}|': the upper bound is zero"
    if lo > hi:
        return f"bad bounds '{spec}|': the lower bound exceeds the upper bound"
    return lo, hi


def parse(text: str, source: str | None = None) -> Model:
    """Build a :class:`Model` from DLX text; ``source`` names the file in error messages."""
    model = Model()
    if text.startswith("\ufeff"):
        text = text[1:]  # a byte-order mark is not part of the first line
    lines = text.split("\n")
    item_line_seen = False

    def fail(message: str, lineno: int, col: int) -> DLXError:
        return DLXError(message, source=source, line=lineno, col=col)

    for lineno, line in enumerate(lines, 1):
        tokens = line.split()
        if not tokens or tokens[0].startswith("|"):
            continue
        if not item_line_seen:
            _item_line(model, tokens, line, lineno, fail)
            item_line_seen = True
            continue
        try:
            model.add_option(tokens)
        except ModelError as err:
            raise fail(err.reason, lineno, _column(line, err.token) + err.offset) from None
    if not item_line_seen:
        last = max(1, len(lines) - (1 if text.endswith("\n") else 0))
        raise DLXError("no item line (the input has only comments and blank lines)",
                       source=source, line=last, col=1)
    return model


def _item_line(model: Model, tokens: list[str], line: str, lineno: int, fail) -> None:
    secondary = False
    bar_col = 0
    for k, tok in enumerate(tokens):
        col = _column(line, k)
        if tok.count("|") > 1:
            raise fail(f"two '|' in one token '{tok}'", lineno, col + tok.index("|", tok.index("|") + 1))
        bounds: tuple[int, int] | None = None
        name = tok
        if "|" in tok:
            spec, _, name = tok.partition("|")
            if spec:
                if secondary:
                    raise fail(f"bounds on secondary item '{name}'", lineno, col)
                parsed = _bounds(spec)
                if isinstance(parsed, str):
                    raise fail(parsed, lineno, col)
                bounds = parsed
                col += len(spec) + 1
            else:
                if secondary:
                    raise fail(f"second '|' in the item line (the first is at column {bar_col})",
                               lineno, col)
                secondary = True
                bar_col = col
                col += 1
                if not name:
                    continue
        problem = name_problem(name)
        if problem:
            if problem.startswith("illegal character"):
                col += name.index(problem[len("illegal character '")])
            raise fail(problem, lineno, col)
        if name in model.index:
            raise fail(f"duplicate item name '{name}'", lineno, col)
        try:
            if secondary:
                model.add_secondary(name)
            elif bounds is not None:
                model.add_primary(name, *bounds)
            else:
                model.add_primary(name)
        except ModelError as err:  # pragma: no cover - every case is checked above
            raise fail(err.message, lineno, col) from None


def write(model: Model, comments: Iterable[str] = ()) -> str:
    """DLX text for ``model``: comment lines, the item line, one line per option."""
    out = [f"| {c}" if c else "|" for c in comments]
    head: list[str] = []
    for i, name in enumerate(model.names):
        if model.is_primary[i]:
            lo, hi = model.lo[i], model.hi[i]
            if (lo, hi) == (1, 1):
                head.append(name)
            elif lo == hi:
                head.append(f"{hi}|{name}")
            else:
                head.append(f"{lo}:{hi}|{name}")
    secondary = [model.names[i] for i in model.secondary_ids]
    if secondary:
        head.append("|")
        head.extend(secondary)
    out.append(" ".join(head))
    out.extend(model.option_text(o) for o in range(model.n_options))
    return "\n".join(out) + "\n"
