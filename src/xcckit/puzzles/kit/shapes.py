"""Polyomino shapes: a piece as its cells, moved to the origin (:func:`normal`), its rotations and
reflections (:data:`TRANSFORMS`, :func:`orientations`), and the free polyominoes of k cells
(:func:`free_polyominoes`): what polyomino packing and the genres that place pieces share."""

from __future__ import annotations

Cells = tuple[tuple[int, int], ...]


def normal(cells) -> Cells:
    """The cells moved to row 0 and column 0 at least, sorted."""
    cells = list(cells)
    r0 = min(r for r, _ in cells)
    c0 = min(c for _, c in cells)
    return tuple(sorted((r - r0, c - c0) for r, c in cells))


TRANSFORMS = (
    ("identity", lambda r, c: (r, c)), ("rotation by 90°", lambda r, c: (c, -r)),
    ("rotation by 180°", lambda r, c: (-r, -c)), ("rotation by 270°", lambda r, c: (-c, r)),
    ("reflection left-right", lambda r, c: (r, -c)), ("reflection up-down", lambda r, c: (-r, c)),
    ("reflection in the main diagonal", lambda r, c: (c, r)),
    ("reflection in the other diagonal", lambda r, c: (-c, -r)),
)


def orientations(cells: Cells, reflect: bool = True) -> list[Cells]:
    """The distinct rotations (and reflections) of a piece, in the order of TRANSFORMS."""
    out: list[Cells] = []
    for _, f in TRANSFORMS[:8 if reflect else 4]:
        shape = normal(f(r, c) for r, c in cells)
        if shape not in out:
            out.append(shape)
    return out


def free_polyominoes(k: int) -> list[Cells]:
    """The free polyominoes of k cells, each in its least orientation, sorted."""
    shapes = {((0, 0),)}
    for _ in range(k - 1):
        grown = set()
        for s in shapes:
            have = set(s)
            for r, c in s:
                for nb in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                    if nb not in have:
                        grown.add(min(orientations(tuple(have | {nb}))))
        shapes = grown
    return sorted(shapes, key=lambda s: (max(r for r, _ in s), s))
