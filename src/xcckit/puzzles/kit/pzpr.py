"""The parts of puzz.link URLs (pzprjs's encodings) that many genres share.

A URL is ``https://puzz.link/p?NAME/W/H/BODY``; the body is made of parts, each read from the
start of what is left and returning the rest:

* numbers in the cells, row by row (``number16``: a hex digit 0-f; ``-xx`` for 16-255; ``+xxx``
  for 256-4095; ``.`` an unknown number; ``g``-``z`` skip 1-20 cells);
* the borders between cells (``border``: the borders between columns row by row, then between
  rows, five to a base-32 digit), from which the rooms are numbered;
* shaded or circled cells five to a base-32 digit (``binary``), and cells of three states three
  to a base-27 digit (``ternary``: masyu's circles, yin-yang's stones).

Errors are :class:`~xcckit.errors.InputError` naming the URL's part.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ...errors import InputError

UNKNOWN = -2
"""A cell with a clue whose number is not given ('?' in the janko notation)."""


def _bad(body: str, what: str) -> InputError:
    return InputError(f"URL body '{body}': {what}", source="URL")


def read_number16(body: str, cells: int) -> tuple[list[int | None], str]:
    """``cells`` numbers (None: no clue; :data:`UNKNOWN`: '?'), and the rest of ``body``; as in
    every reader here, a skip past the grid's last cell ends the cells (pzprjs's encoders write
    such skips, and its decoders stop at the grid's end)."""
    out: list[int | None] = []
    i = 0
    while i < len(body) and len(out) < cells:
        ch = body[i]
        if ch in "0123456789abcdef":
            out.append(int(ch, 16))
            i += 1
        elif ch == "-" or ch == "+":
            width = 2 if ch == "-" else 3
            digits = body[i + 1:i + 1 + width]
            if len(digits) != width or any(d not in "0123456789abcdef" for d in digits):
                raise _bad(body, f"'{ch}' must be followed by {width} hex digits")
            out.append(int(digits, 16))
            i += 1 + width
        elif ch == ".":
            out.append(UNKNOWN)
            i += 1
        elif "g" <= ch <= "z":
            out += [None] * (int(ch, 36) - 15)
            i += 1
        else:
            raise _bad(body, f"unexpected character '{ch}' in the cells' numbers")
    if len(out) < cells:
        raise _bad(body, f"ends after {len(out)} of the grid's {cells} cells (the URL is cut short)")
    return out[:cells], body[i:]  # (a skip may go past the grid's end: pzprjs stops there)


def cell_numbers(body: list[str], rows: int, cols: int) -> list[int | None]:
    """The numbers (None: none) of a URL body's first part, a number16 run over the grid's cells
    row by row (what follows them is the caller's)."""
    return read_number16(body[0] if body else "", rows * cols)[0]


def cell_rows(numbers: Sequence[int | None], rows: int, cols: int, unknown: str = "?") -> list[list[str]]:
    """The cells' numbers as the rows of the sites' notation: ``-`` no clue, ``unknown`` a number
    not given (:data:`UNKNOWN`), else the number."""
    shown = ["-" if v is None else unknown if v == UNKNOWN else str(v) for v in numbers]
    return [shown[i * cols:(i + 1) * cols] for i in range(rows)]


def write_gaps(codes: Iterable[str | None], first: str = "g") -> str:
    """The cells' codes joined, each run of cells without one (None) written as one letter, the
    k-th from ``first`` for a run of k cells (runs longer than the letters up to z reach are
    split): number16's runs (g-z, 1-20 cells) or the arrows' and foseruzu's (a-z, 1-26)."""
    most = ord("z") - ord(first) + 1
    out, gap = [], 0
    for code in codes:
        if code is None:
            gap += 1
            if gap == most:
                out.append("z")
                gap = 0
            continue
        if gap:
            out.append(chr(ord(first) + gap - 1))
            gap = 0
        out.append(code)
    if gap:
        out.append(chr(ord(first) + gap - 1))
    return "".join(out)


def _sized_hex(n: int, short: str, middle: str, long: str) -> str:
    """``n`` in hexadecimal behind the mark of its length (1, 2 or 3 digits: below 16, 256, 4096)."""
    if 0 <= n < 16:
        return f"{short}{n:x}"
    if n < 256:
        return f"{middle}{n:02x}"
    if n < 4096:
        return f"{long}{n:03x}"
    raise InputError(f"the number {n} is too large for a puzz.link URL (at most 4095)", source="url")


def _number16(n: int) -> str:
    return "." if n == UNKNOWN else _sized_hex(n, "", "-", "+")


def write_number16(numbers: Sequence[int | None]) -> str:
    """The cells' numbers as :func:`read_number16` reads them."""
    return write_gaps(None if n is None else _number16(n) for n in numbers)


def _bits(body: str, count: int, per: int, base: int, what: str) -> tuple[list[int], str]:
    """``count`` digits in ``base`` (``per`` of them a character), most significant first."""
    chars = -(-count // per)
    if len(body) < chars:
        raise _bad(body, f"ends before the {what} of every cell (the URL is cut short)")
    out = []
    for ch in body[:chars]:
        try:
            v = int(ch, 36)
        except ValueError:
            raise _bad(body, f"unexpected character '{ch}' in the {what}") from None
        if v >= base ** per:
            raise _bad(body, f"unexpected character '{ch}' in the {what}")
        digits = []
        for _ in range(per):
            digits.append(v % base)
            v //= base
        out += reversed(digits)
    return out[:count], body[chars:]


def _write_bits(values: Sequence[int], per: int, base: int) -> str:
    out = []
    for k in range(0, len(values), per):
        chunk = list(values[k:k + per]) + [0] * (per - len(values[k:k + per]))
        v = 0
        for d in chunk:
            v = v * base + d
        out.append("0123456789abcdefghijklmnopqrstuvwxyz"[v])
    return "".join(out)


def read_binary(body: str, cells: int) -> tuple[list[int], str]:
    """A bit per cell, five to a base-32 character."""
    return _bits(body, cells, 5, 2, "shading")


def write_binary(bits: Sequence[int]) -> str:
    return _write_bits(bits, 5, 2)


def read_ternary(body: str, cells: int) -> tuple[list[int], str]:
    """A state 0-2 per cell, three to a base-27 character."""
    return _bits(body, cells, 3, 3, "circles")


def write_ternary(states: Sequence[int]) -> str:
    return _write_bits(states, 3, 3)


def read_border(body: str, rows: int, cols: int) -> tuple[list[list[int]], str]:
    """The rooms of a ``rows`` × ``cols`` grid from its borders: each cell's room number (0, 1,
    … in the order of the rooms' first cells, row by row)."""
    vertical = (cols - 1) * rows
    horizontal = cols * (rows - 1)
    v_bits, rest = _bits(body, vertical, 5, 2, "borders") if vertical else ([], body)
    h_bits, rest = _bits(rest, horizontal, 5, 2, "borders") if horizontal else ([], rest)
    right = [[bool(v_bits[i * (cols - 1) + j]) for j in range(cols - 1)] for i in range(rows)]
    below = [[bool(h_bits[i * cols + j]) for j in range(cols)] for i in range(rows - 1)]
    return rooms_from_borders(rows, cols, right, below), rest


def rooms_from_borders(rows: int, cols: int, right, below) -> list[list[int]]:
    """Room numbers of the cells, from walls: ``right[i][j]`` between (i, j) and (i, j+1),
    ``below[i][j]`` between (i, j) and (i+1, j)."""
    room = [[-1] * cols for _ in range(rows)]
    k = 0
    for i in range(rows):
        for j in range(cols):
            if room[i][j] >= 0:
                continue
            room[i][j] = k
            todo = [(i, j)]
            while todo:
                a, b = todo.pop()
                steps = []
                if b + 1 < cols and not right[a][b]:
                    steps.append((a, b + 1))
                if b > 0 and not right[a][b - 1]:
                    steps.append((a, b - 1))
                if a + 1 < rows and not below[a][b]:
                    steps.append((a + 1, b))
                if a > 0 and not below[a - 1][b]:
                    steps.append((a - 1, b))
                for c in steps:
                    if room[c[0]][c[1]] < 0:
                        room[c[0]][c[1]] = k
                        todo.append(c)
            k += 1
    return room


def write_border(rooms: Sequence[Sequence[object]]) -> str:
    """The borders between cells of different rooms, as :func:`read_border` reads them."""
    rows, cols = len(rooms), len(rooms[0])
    v = [int(rooms[i][j] != rooms[i][j + 1]) for i in range(rows) for j in range(cols - 1)]
    h = [int(rooms[i][j] != rooms[i + 1][j]) for i in range(rows - 1) for j in range(cols)]
    return (_write_bits(v, 5, 2) if v else "") + (_write_bits(h, 5, 2) if h else "")


def url(name: str, rows: int, cols: int, body: str) -> str:
    """A puzz.link URL."""
    return f"https://puzz.link/p?{name}/{cols}/{rows}/{body}"


# ------------------------------------------------------------------------------ arrows, flags
ARROWS = "nswe"
"""pzprjs's arrow directions 1-4 (up, down, left, right) as the sides they point to."""
NO_NUMBER = -3
"""A clue cell that holds no number ('+' in an arrow-number body: yajilin's grey cell)."""


def read_arrow_number16(body: str, cells: int) -> tuple[list[tuple[str, int] | None], str]:
    """``cells`` arrow clues (pzprjs's ``ArrowNumber16``) and the rest of ``body``: each None (no
    clue) or (direction, number), the direction one of :data:`ARROWS` or '' (no arrow), the
    number :data:`UNKNOWN` ('.') or :data:`NO_NUMBER` ('+'): a digit 0-4 (the arrow) then one hex
    digit; 5-9 (the arrow plus 5) then two; ``-``, the arrow and three; ``+`` a clue cell without
    number; ``a``-``z`` skip 1-26 cells."""
    out: list[tuple[str, int] | None] = []
    i = 0
    while i < len(body) and len(out) < cells:
        ch = body[i]
        if ch == "+":
            out.append(("", NO_NUMBER))
            i += 1
        elif ch in "0123456789":
            wide = ch >= "5"
            width = 2 if wide else 1
            digits = body[i + 1:i + 1 + width]
            if digits == "." and not wide:
                value = UNKNOWN
            elif len(digits) != width or any(d not in "0123456789abcdef" for d in digits):
                raise _bad(body, f"'{ch}' must be followed by {width} hex digit{'s' if wide else ''}")
            else:
                value = int(digits, 16)
            out.append((_arrow(body, int(ch) - 5 if wide else int(ch)), value))
            i += 1 + width
        elif ch == "-":
            digits = body[i + 1:i + 5]
            if len(digits) != 4 or any(d not in "0123456789abcdef" for d in digits):
                raise _bad(body, "'-' must be followed by an arrow and 3 hex digits")
            out.append((_arrow(body, int(digits[0], 16)), int(digits[1:], 16)))
            i += 5
        elif "a" <= ch <= "z":
            out += [None] * (int(ch, 36) - 9)
            i += 1
        else:
            raise _bad(body, f"unexpected character '{ch}' in the cells' arrows")
    if len(out) < cells:
        raise _bad(body, f"ends after {len(out)} of the grid's {cells} cells (the URL is cut short)")
    return out[:cells], body[i:]  # (a skip may go past the grid's end: pzprjs stops there)


def _arrow(body: str, k: int) -> str:
    if not 0 <= k <= 4:
        raise _bad(body, f"arrow {k} is not 0-4")
    return " nswe"[k].strip()


def write_arrow_number16(clues: Sequence[tuple[str, int] | None]) -> str:
    """The arrow clues as :func:`read_arrow_number16` reads them."""
    return write_gaps((None if clue is None else _arrow_number16(*clue) for clue in clues), "a")


def _arrow_number16(d: str, n: int) -> str:
    k = " nswe".index(d) if d else 0
    if n == NO_NUMBER:
        return "+"
    return f"{k}." if n == UNKNOWN else _sized_hex(n, f"{k}", f"{k + 5}", f"-{k}")


# ------------------------------------------------------------------------------ sparse marks
def read_marks(body: str, cells: int) -> tuple[list[bool], str]:
    """Which of ``cells`` cells hold a mark (pzprjs's ``decode1Cell``: tents' trees), and the
    rest of ``body``: a character 0-h marks a cell and skips that many (0-17) after it; i-z
    skip 1-18 cells."""
    out = [False] * cells
    c, i = 0, 0
    while i < len(body) and c < cells:
        v = int(body[i], 36) if body[i] in "0123456789abcdefghijklmnopqrstuvwxyz" else -1
        if v < 0:
            raise _bad(body, f"unexpected character '{body[i]}' in the marked cells")
        if v <= 17:
            out[c] = True
            c += v + 1
        else:
            c += v - 17
        i += 1
    if c < cells:
        raise _bad(body, f"ends after {c} of the grid's {cells} cells (the URL is cut short)")
    return out, body[i:]


def write_marks(marks: Sequence[bool]) -> str:
    """The marked cells as :func:`read_marks` reads them (as pzprjs writes them)."""
    out, gap, after_mark = [], -1, False
    for marked in marks:
        if marked:
            if gap >= 0:
                out.append("0123456789abcdefghijklmnopqrstuvwxyz"[gap if after_mark else gap + 18])
            after_mark, gap = True, 0
            continue
        gap += 1
        if gap == 17:
            out.append("0123456789abcdefghijklmnopqrstuvwxyz"[gap if after_mark else gap + 18])
            after_mark, gap = False, -1
    if gap >= 0:
        out.append("0123456789abcdefghijklmnopqrstuvwxyz"[gap if after_mark else gap + 18])
    return "".join(out)


# ------------------------------------------------------------------------------ clues of 0-4
def read_four(body: str, cells: int) -> tuple[list[int | None], str]:
    """``cells`` clues of 0-4 (pzprjs's ``decode4Cell``: a digit 0-4; 5-9 and a-e the digit
    less 5 or 10, followed by one or two cells without a clue; ``.`` a clue without a number,
    :data:`UNKNOWN`; ``g``-``z`` skip 1-20 cells), and the rest of ``body``."""
    out: list[int | None] = [None] * cells
    c = i = 0
    while c < cells:
        if i >= len(body):
            raise _bad(body, f"ends after {c} of the grid's {cells} cells (the URL is cut short)")
        ch = body[i]
        if ch in "01234":
            out[c] = int(ch)
        elif ch in "56789":
            out[c] = int(ch) - 5
            c += 1
        elif ch in "abcde":
            out[c] = int(ch, 16) - 10
            c += 2
        elif "g" <= ch <= "z":
            c += int(ch, 36) - 16
        elif ch == ".":
            out[c] = UNKNOWN
        else:
            raise _bad(body, f"unexpected character '{ch}' in the cells' clues")
        c += 1
        i += 1
    return out, body[i:]


def write_four(values: Sequence[int | None]) -> str:
    """Clues of 0-4 (None: none; :data:`UNKNOWN`: a clue without a number) as
    :func:`read_four` reads them, the way pzprjs writes them."""
    codes: list[str | None] = []
    c, n = 0, len(values)
    while c < n:
        v, piece = values[c], None
        if v is not None and v != UNKNOWN:
            if not 0 <= v <= 4:
                raise InputError(f"the clue {v} does not fit pzprjs's 0-4 cells", source="url")
            if c + 1 < n and values[c + 1] is not None:
                piece = str(v)
            elif c + 2 < n and values[c + 2] is not None:
                piece, c = str(v + 5), c + 1
            else:
                piece, c = "abcde"[v], c + 2
        elif v == UNKNOWN:
            piece = "."
        codes.append(piece)
        c += 1
    return write_gaps(codes)
