"""The genres' pictures: an SVG of a grid puzzle or of an answer (cells, rooms, shading, text,
lines, circles, bridges)."""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

from .. import svg_letter, svg_open
from .grid import OUTSIDE, SIDES, Cell

def picture(m: int, n: int, *, room=None, shaded: Iterable[Cell] = (), text: dict | None = None,
            lines: dict | None = None, circles: dict | None = None, dots: Iterable[Cell] = (),
            bridges: Iterable[tuple[Cell, Cell, int]] = (), grid_lines: bool = True, cell: int = 28) -> str:
    """An SVG picture of a grid puzzle: thin cell lines (and thick room borders), ``shaded``
    cells, ``text`` in cells (cell -> string, or (string, colour)), ``lines`` through cells (cell
    -> the sides a line leaves by), ``circles`` (cell -> 'white' or 'black'), ``dots`` (a cell
    marked unshaded) and ``bridges`` (cell, cell, 1 or 2 strokes)."""
    pad = 3
    parts = [svg_open(n * cell + 2 * pad, m * cell + 2 * pad)]

    def x(j: float) -> float:
        return pad + j * cell

    def y(i: float) -> float:
        return pad + i * cell

    for i, j in (c for c in ((i, j) for i in range(m) for j in range(n)) if room is not None
                 and room[c[0]][c[1]] == OUTSIDE):  # (cells in no room, off an irregular board)
        parts.append(f'<rect x="{x(j)}" y="{y(i)}" width="{cell}" height="{cell}" fill="#ccc"/>')
    for i, j in shaded:
        parts.append(f'<rect x="{x(j)}" y="{y(i)}" width="{cell}" height="{cell}" fill="#333"/>')
    if grid_lines:
        for i in range(m + 1):
            parts.append(f'<line x1="{x(0)}" y1="{y(i)}" x2="{x(n)}" y2="{y(i)}" stroke="#bbb"/>')
        for j in range(n + 1):
            parts.append(f'<line x1="{x(j)}" y1="{y(0)}" x2="{x(j)}" y2="{y(m)}" stroke="#bbb"/>')
    if room is not None:
        for i in range(m):
            for j in range(n):
                if j + 1 < n and room[i][j] != room[i][j + 1]:
                    parts.append(f'<line x1="{x(j + 1)}" y1="{y(i)}" x2="{x(j + 1)}" y2="{y(i + 1)}" stroke="black" '
                                 f'stroke-width="3"/>')
                if i + 1 < m and room[i][j] != room[i + 1][j]:
                    parts.append(f'<line x1="{x(j)}" y1="{y(i + 1)}" x2="{x(j + 1)}" y2="{y(i + 1)}" stroke="black" '
                                 f'stroke-width="3"/>')
        parts.append(f'<rect x="{x(0)}" y="{y(0)}" width="{n * cell}" height="{m * cell}" fill="none" '
                     f'stroke="black" stroke-width="3"/>')
    for (i, j), sides in (lines or {}).items():
        cx, cy = x(j) + cell / 2, y(i) + cell / 2
        for d in sides:
            di, dj = SIDES[d]
            parts.append(f'<line x1="{cx}" y1="{cy}" x2="{cx + dj * cell / 2}" y2="{cy + di * cell / 2}" '
                         f'stroke="#1a56db" stroke-width="{max(2, cell // 8)}" stroke-linecap="round"/>')
    for a, b, k in bridges:
        (i1, j1), (i2, j2) = a, b
        for t in ([0] if k == 1 else [-cell / 8, cell / 8]):
            dx, dy = (0, t) if i1 == i2 else (t, 0)
            parts.append(f'<line x1="{x(j1) + cell / 2 + dx}" y1="{y(i1) + cell / 2 + dy}" x2="{x(j2) + cell / 2 + dx}" '
                         f'y2="{y(i2) + cell / 2 + dy}" stroke="#1a56db" stroke-width="2"/>')
    for (i, j), fill in (circles or {}).items():
        parts.append(f'<circle cx="{x(j) + cell / 2}" cy="{y(i) + cell / 2}" r="{cell * 0.36:.1f}" fill="{fill}" '
                     f'stroke="black" stroke-width="1.5"/>')
    for i, j in dots:
        parts.append(f'<circle cx="{x(j) + cell / 2}" cy="{y(i) + cell / 2}" r="{cell * 0.08:.1f}" fill="#888"/>')
    for (i, j), t in (text or {}).items():
        label, colour = t if isinstance(t, tuple) else (t, "black")
        size = cell * (0.6 if len(str(label)) < 3 else 0.42)
        parts.append(svg_letter(x(j) + cell / 2, y(i) + cell / 2, size, escape(str(label)), colour))
    parts.append("</svg>")
    return "\n".join(parts)
