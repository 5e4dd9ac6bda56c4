"""Magnets' plates (:mod:`.magnetic`): the plates of a grid of plate names (:func:`plates_of`,
each two cells side by side) and the plates' borders of a puzz.link URL's body
(:func:`read_walls`).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import InputError
from .kit import pzpr
from .kit.genre import AtCell, regions_by_room
from .kit.grid import OUTSIDE, Cell, beside, where


def plates_of(room: Sequence[Sequence[int]]) -> list[tuple[Cell, Cell]]:
    """The plates of a plate grid, each its two cells in reading order, in order of their first
    cells; a plate that is not two cells: an :class:`AtCell` error at its first cell."""
    cells: dict[int, list[Cell]] = {}
    for i, row in enumerate(room):
        for j, r in enumerate(row):
            if r != OUTSIDE:
                cells.setdefault(r, []).append((i, j))
    if all(len(c) == 2 and beside(*c) for c in cells.values()):
        return sorted((a, b) for a, b in cells.values())  # (every room two cells side by side: the plates)
    out = []
    seen: dict[int, Cell] = {}
    for piece in regions_by_room(room):
        piece = sorted(piece)
        r = room[piece[0][0]][piece[0][1]]
        if r in seen:
            raise AtCell("magnetic", piece[0], f"plate {r + 1} is in two pieces ({where(seen[r])} and "
                                                f"{where(piece[0])})")
        seen[r] = piece[0]
        if len(piece) != 2:
            raise AtCell("magnetic", piece[0], f"the plate at {where(piece[0])} has {len(piece)} "
                                               f"cell{'' if len(piece) == 1 else 's'}: a plate is two cells side by "
                                               "side")
        out.append((piece[0], piece[1]))
    return sorted(out)


def read_walls(body: str, rows: int, cols: int) -> tuple[list[list[bool]], list[list[bool]], str]:
    """The borders of a URL's body (pzprjs's: between columns row by row, then between rows, five
    to a base-32 character) as walls right of and below each cell, and the rest of the body."""
    vertical, horizontal = (cols - 1) * rows, cols * (rows - 1)
    need = -(-vertical // 5) + -(-horizontal // 5)
    if len(body) < need or any(ch not in "0123456789abcdefghijklmnopqrstuv" for ch in body[:need]):
        raise InputError(f"URL body '{body}': expected the borders between the cells, {need} characters 0-9 a-v",
                         source="URL")
    v, rest = pzpr.read_binary(body, vertical) if vertical else ([], body)
    h, rest = pzpr.read_binary(rest, horizontal) if horizontal else ([], rest)
    right = [[bool(v[i * (cols - 1) + j]) for j in range(cols - 1)] for i in range(rows)]
    below = [[bool(h[i * cols + j]) for j in range(cols)] for i in range(rows - 1)]
    return right, below, rest
