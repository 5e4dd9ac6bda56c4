"""Knuth's DLX text format, as DLX1, DLX2 and DLX3 read it.

* A line whose first non-blank character is ``|`` is a comment; blank lines are skipped.
* The first other line is the item line: primary items, ``|`` (possibly glued to the next name),
  secondary items. DLX3 bounds: ``lo:hi|name`` or ``hi|name`` on primary items.
* Every further line is an option: item names, secondary ones possibly with a colour ``name:c``.
* DLX5 costs: a token ``|n`` (a nonnegative decimal number) among an option's items adds ``n`` to
  its cost; the writer puts one ``|n`` at the end of an option that costs something, so a model
  without costs is written exactly as DLX1-3 read it.

Every malformed input raises :class:`~xcckit.errors.DLXError` with the line and column. The
model is built through :class:`~xcckit.model.Model`'s public API: its errors say which token of an
option is wrong, and the parser turns that into a column.
"""

from __future__ import annotations

import gc
import operator
import re
from collections.abc import Iterable

import numpy as np

from ..errors import DLXError, ModelError, decode_utf8
from ..model import MAX_BOUND, MAX_COST, Model, byte_colour_problem, name_problem
from ..text import is_number

_TOKEN = re.compile(r"\S+")
_PARTITION = operator.methodcaller("partition", ":")


def _column(line: str, k: int) -> int:
    """1-based column of the k-th token (0-based) of ``line``."""
    for j, m in enumerate(_TOKEN.finditer(line)):
        if j == k:
            return m.start() + 1
    return len(line) + 1


def _bounds(spec: str) -> tuple[int, int] | str:
    """Parse ``hi`` or ``lo:hi``; return (lo, hi) or an error message."""
    lo_s, sep, hi_s = spec.rpartition(":") if ":" in spec else ("", "", spec)
    if not is_number(hi_s) or (sep and not is_number(lo_s)):
        return f"bad bounds '{spec}|': expected 'hi|' or 'lo:hi|' with decimal numbers"
    hi = int(hi_s)
    lo = int(lo_s) if sep else hi
    if hi == 0:
        return f"bad bounds '{spec}|': the upper bound is zero"
    if lo > hi:
        return f"bad bounds '{spec}|': the lower bound exceeds the upper bound"
    if hi > MAX_BOUND:
        return f"bad bounds '{spec}|': the upper bound is above {MAX_BOUND:,} (2^31-1)"
    return lo, hi


def parse(text: str | bytes, source: str | None = None) -> Model:
    """Build a :class:`Model` from DLX text (a string, or UTF-8 bytes); ``source`` names the
    file in error messages."""
    if isinstance(text, (bytes, bytearray, memoryview)):
        text = decode_utf8(bytes(text), source, DLXError)
    elif not isinstance(text, str):
        raise TypeError(f"parse_dlx(text): expected DLX text (str or bytes), not {type(text).__name__}")
    model = Model()
    if text.startswith("\ufeff"):
        text = text[1:]  # a byte-order mark is not part of the first line

    def fail(message: str, lineno: int, col: int) -> DLXError:
        return DLXError(message, source=source, line=lineno, col=col)

    lineno, start = 0, 0
    while start <= len(text):  # the item line: the first that is neither blank nor a comment
        end = text.find("\n", start)
        end = len(text) if end < 0 else end
        line, lineno = text[start:end], lineno + 1
        start = end + 1
        tokens = line.split()
        if tokens and not tokens[0].startswith("|"):
            _item_line(model, tokens, line, lineno, fail)
            break
    else:
        last = max(1, lineno - (1 if text.endswith("\n") else 0))
        raise DLXError("no item line (the input has only comments and blank lines)",
                       source=source, line=last, col=1)
    rest = text[start:]
    gc_was_on = gc.isenabled()
    gc.disable()  # millions of new strings and tuples, no cycles: the collector would only rescan them
    try:
        at_once = _options_at_once(model, rest)
    finally:
        if gc_was_on:
            gc.enable()
    if not at_once:
        for k, line in enumerate(rest.split("\n"), lineno + 1):  # one by one, to say where the problem is
            tokens = line.split()
            if not tokens or tokens[0].startswith("|"):
                continue
            where = list(range(len(tokens)))  # item token -> its place on the line
            cost = 0
            if "|" in line:
                items = [(j, t) for j, t in enumerate(tokens) if not t.startswith("|")]
                for j, t in enumerate(tokens):
                    if t.startswith("|"):
                        problem = _cost_problem(t)
                        if problem:
                            raise fail(problem, k, _column(line, j) + 1)
                        cost += int(t[1:])
                        if cost > MAX_COST:
                            raise fail(f"cost '{t}' is too large (at most 2^63-1)" if cost == int(t[1:]) else
                                       f"the option's costs add up to {cost}, more than 2^63-1", k,
                                       _column(line, j) + 1)
                where, tokens = [j for j, _ in items], [t for _, t in items]
            for j, t in enumerate(tokens):  # (a model takes colours of several characters: the text does not)
                name, sep, colour = t.partition(":")
                i = model.index.get(name) if sep and len(colour.encode()) > 1 else None
                problem = i is not None and not model.is_primary[i] and byte_colour_problem(colour)
                if problem:
                    raise fail(problem, k, _column(line, where[j]) + len(name) + 1)
            try:
                model.add_option(tokens, cost)
            except ModelError as err:
                raise fail(err.reason, k, _column(line, where[err.token]) + err.offset) from None
    return model


_COST = re.compile(r"\|[0-9]+")


def _cost_problem(token: str) -> str | None:
    """Why the token ``|...`` is not a DLX5 cost, or None when it is."""
    if _COST.fullmatch(token):
        return None
    if token == "|":
        return "missing cost after '|'"
    return f"bad cost '{token}': expected '|' and a nonnegative whole number"


def _strip_costs(lines: list[str]) -> tuple[list[str], list[int]] | None:
    """The option lines without their DLX5 cost tokens, and the cost of each non-blank line;
    None when some token with a '|' is not a good cost."""
    cleaned, costs = [], []
    for line in lines:
        if "|" not in line:
            if not line.isspace() and line:
                costs.append(0)
            cleaned.append(line)
            continue
        tokens = line.split()
        bars = [t for t in tokens if t.startswith("|")]
        if any(map(_cost_problem, bars)) or len(bars) == len(tokens):
            return None
        costs.append(sum(int(t[1:]) for t in bars))
        if costs[-1] > MAX_COST:
            return None
        cleaned.append(" ".join(t for t in tokens if not t.startswith("|")))
    return cleaned, costs


def _options_at_once(model: Model, body: str) -> bool:
    """Add the options of the lines of ``body`` to ``model`` in bulk, in linear time: each
    distinct token is looked at once, the rest is dictionary look-ups and numpy. False, with
    nothing added, when some line is not a good option (the caller then finds which)."""
    costs = None
    if "|" in body:  # comment lines among the options: drop them first
        lines = [line for line in body.split("\n") if not line.lstrip().startswith("|")]
        if any("|" in line for line in lines):  # DLX5 costs (or '|' in a bad place)
            stripped = _strip_costs(lines)
            if stripped is None:
                return False
            lines, costs = stripped
        body = "\n".join(lines)
    tokens = body.replace("\n", " | ").split()  # '|' ends a line: it is in no good token
    del body
    if not tokens:
        return True
    code_of = {name: i << 8 for name, i in model.index.items()}
    code_of["|"] = -1
    palette: list[str] = []  # the colours met, numbered 1, 2, ... in no particular order
    number: dict[str, int] = {}
    secondary = model.names[model.n_primary:]
    # A guess that saves looking at every distinct token: the colours of the first few thousand
    # tokens, on every secondary item (when that makes no more names than there are tokens).
    guess = sorted({t.partition(":")[2] for t in tokens[:5000]} - {""})
    if guess and len(secondary) * len(guess) <= len(tokens) and not any(map(byte_colour_problem, guess)):
        base = np.arange(model.n_primary, model.n_items, dtype=np.int64) << 8
        for c in guess:
            number[c] = len(palette) + 1
            palette.append(c)
            code_of.update(zip([f"{name}:{c}" for name in secondary], (base | number[c]).tolist()))
    looked_up = list(map(code_of.get, tokens))
    if None in looked_up:  # 'name:c' tokens not guessed (or bad tokens)
        coloured = list(set(tokens).difference(code_of))
        names, seps, colours = zip(*map(_PARTITION, coloured))
        ids = list(map(model.index.get, names))
        new = sorted(set(colours).difference(number))
        if "" in seps or None in ids or min(ids) < model.n_primary or any(map(byte_colour_problem, new)):
            return False
        for c in new:
            number[c] = len(palette) + 1
            palette.append(c)
        codes = np.array(ids, dtype=np.int64) << 8 | np.fromiter(map(number.__getitem__, colours),
                                                                  dtype=np.int64, count=len(colours))
        code_of.update(zip(coloured, codes.tolist()))
        looked_up = list(map(code_of.__getitem__, tokens))
    del tokens
    codes = np.fromiter(looked_up, dtype=np.int64, count=len(looked_up))
    del looked_up
    ends = np.flatnonzero(codes < 0)
    lengths = np.diff(ends, prepend=-1) - 1
    lengths = np.append(lengths, len(codes) - 1 - (ends[-1] if len(ends) else -1))
    lengths = lengths[lengths > 0]  # blank lines
    codes = codes[codes >= 0]
    starts = np.zeros(len(lengths) + 1, dtype=np.int64)
    np.cumsum(lengths, out=starts[1:])
    # the model numbers colours in order of their first use, as one option after another would
    local = codes & 0xFF
    first = _first_uses(local, len(palette))
    ids = np.zeros(len(palette) + 1, dtype=np.int64)
    for k in sorted(first, key=first.get):
        ids[k] = model.colour_id(palette[k - 1])
    return model.try_add_options_flat(starts, codes >> 8, ids[local], costs)


def _first_uses(values: np.ndarray, k: int) -> dict[int, int]:
    """Where each of the values 1..k first stands in ``values`` (each is there), looking at
    longer and longer pieces from the start: most are met early."""
    first: dict[int, int] = {}
    lo, step = 0, 1 << 12
    while len(first) < k and lo < len(values):
        piece = values[lo:lo + step]
        for v in np.unique(piece).tolist():
            if v and v not in first:
                first[v] = lo + int(np.argmax(piece == v))
        lo, step = lo + step, step * 2
    return first


_PLAIN_ITEM_LINE = re.compile(r"[^\s:|]+(?:\n[^\s:|]+)*")


def _item_line(model: Model, tokens: list[str], line: str, lineno: int, fail) -> None:
    """Declare the items of the item line (``tokens``): in bulk when they are plain names, one
    '|' apart, all different; else one by one, which says where a problem is."""
    bars = tokens.count("|")
    names = [t for t in tokens if t != "|"]
    if bars <= 1 and _PLAIN_ITEM_LINE.fullmatch("\n".join(names)) and len(set(names)) == len(names):
        cut = tokens.index("|") if bars else len(tokens)
        model.add_items(tokens[:cut])
        model.add_items(tokens[cut + 1:], primary=False)
        return
    _item_line_slowly(model, tokens, line, lineno, fail)


def _item_line_slowly(model: Model, tokens: list[str], line: str, lineno: int, fail) -> None:
    secondary = False
    bar_col = 0
    starts = [m.start() + 1 for m in _TOKEN.finditer(line)]
    for k, tok in enumerate(tokens):
        col = starts[k]
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


def write(model: Model, comments: Iterable[str] = (), lead: str = "") -> str:
    """DLX text for ``model``: comment lines, the item line (after ``lead``: some of Knuth's
    generators begin it with a blank), one line per option. Names longer than Knuth's programs
    read are written as they are (:func:`xcckit.model.long_names`)."""
    if not isinstance(model, Model):
        raise TypeError(f"write_dlx(model): expected a Model, not {type(model).__name__}")
    if isinstance(comments, str):
        raise TypeError("write_dlx(comments): expected a list of comment lines, not one string")
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
    if not head:  # (no primary item: one solution, the empty one, which Knuth's format cannot write)
        out.append("| no primary item: the one solution, the empty cover, stands as the one option of 'empty'")
        head.append("empty")
    if secondary:
        head.append("|")
        head.extend(secondary)
    out.append(lead + " ".join(head))
    if head[0] == "empty" and not model.n_options:
        out.append("empty")
        return "\n".join(out) + "\n"
    written = byte_colours(model)
    if written is None:
        out.extend(model.option_text(o) for o in range(model.n_options))
    else:  # (the comment goes before the item line, where Knuth's programs read comments)
        out.insert(len(out) - 1, "| colours written as one byte: " + " ".join(
            f"{c}={b}" for c, b in zip(model.colours[1:], written[1:]) if c != b))
        names, start, items, colours, costs = model.names, model.opt_start, model.occ_item, model.occ_colour, model.costs
        for o in range(model.n_options):
            text = " ".join(names[i] if not c else f"{names[i]}:{written[c]}"
                            for i, c in zip(items[start[o]:start[o + 1]], colours[start[o]:start[o + 1]]))
            out.append(f"{text} |{costs[o]}" if costs[o] else text)
    return "\n".join(out) + "\n"


BYTES = "".join(map(chr, range(0x21, 0x7F)))
"""The bytes a colour of DLX text can be written as, blanks and control characters aside (94)."""


def byte_colours(model: Model) -> list | None:
    """The colours of ``model`` as DLX text writes them (by colour id; the first, no colour, None),
    where some colour is longer than one byte: the one-byte ones as they are, the others the
    first bytes of :data:`BYTES` no colour takes; None where every colour is one byte. More
    colours than :data:`BYTES` holds are a ModelError."""
    if all(len(c.encode()) == 1 for c in model.colours[1:]):
        return None
    if len(model.colours) - 1 > len(BYTES):
        raise ModelError(f"the model has {len(model.colours) - 1} colours: DLX text writes a colour as one byte, "
                         f"which names at most {len(BYTES)}")
    free = iter(b for b in BYTES if b not in model.colours)
    return [None] + [c if len(c.encode()) == 1 else next(free) for c in model.colours[1:]]
