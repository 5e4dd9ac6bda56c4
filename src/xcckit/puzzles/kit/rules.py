"""The rules checkers' vocabulary: what the rules of the puzzle sites' genres say of an answer's
cells, each a check that returns the broken rule in words (None: kept). A genre's
:meth:`~xcckit.puzzles.Puzzle.verify` reads its answer and asks these as a checklist; they share
nothing with the models (a rule modelled wrong would agree on every backend: only a checker
written from the rules sees it).

Cells are (row, column) pairs from 0 (:mod:`.grid`); messages name them as the sites do, ``r1c1``."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .grid import BACK, Cell, beside, beyond, pieces, regions_of, where


def parts(cells: Iterable[Cell]) -> list[list[Cell]]:
    """The connected parts of ``cells`` (:func:`~.grid.regions_of`)."""
    return regions_of(set(cells))


def connected(cells: Iterable[Cell], what: str) -> str | None:
    """The ``what`` cells (``"shaded"``, ``"unshaded"``) hang together."""
    found = parts(cells)
    if len(found) > 1:
        return f"the {what} cells fall into {len(found)} parts ({where(found[0][0])} and {where(found[1][0])})"
    return None


def no_block(cells: Iterable[Cell], m: int, n: int, what: str = "shaded") -> str | None:
    """No 2×2 block of an m×n grid is all ``what`` (its cells in ``cells``)."""
    cells = set(cells)
    for i in range(m - 1):
        for j in range(n - 1):
            if {(i, j), (i, j + 1), (i + 1, j), (i + 1, j + 1)} <= cells:
                return f"the 2x2 block at {where((i, j))} is all {what}"
    return None


def uniform_block(grid: Sequence[Sequence[str]], names: dict[str, str]) -> str | None:
    """No 2×2 block of an answer's ``grid`` holds one token of ``names`` (token -> its word, as
    "the 2x2 block at r1c1 is all WORD" says it) in all four cells; blocks in reading order."""
    for i in range(len(grid) - 1):
        for j in range(len(grid[0]) - 1):
            t = grid[i][j]
            if t in names and t == grid[i][j + 1] == grid[i + 1][j] == grid[i + 1][j + 1]:
                return f"the 2x2 block at {where((i, j))} is all {names[t]}"
    return None


def side_by_side(cells: Iterable[Cell]) -> tuple[Cell, Cell] | None:
    """The first two of ``cells`` side by side (reading order: the first cell, then its right or
    lower neighbour), None when no two are."""
    cells = set(cells)
    for i, j in sorted(cells):
        for nb in ((i, j + 1), (i + 1, j)):
            if nb in cells:
                return (i, j), nb
    return None


def shaded_apart(shaded: Iterable[Cell]) -> str | None:
    """No two shaded cells side by side; else the first two, in words."""
    pair = side_by_side(shaded)
    return None if pair is None else f"{where(pair[0])} and {where(pair[1])} are shaded side by side"


def unshaded_joined(shaded: set[Cell], m: int, n: int) -> str | None:
    """The cells of an m×n grid that are not ``shaded`` hang together; else where they fall apart."""
    return connected({(i, j) for i in range(m) for j in range(n)} - shaded, "unshaded")


def tokens_in(grid: Sequence[Sequence[str]], allowed: Iterable[str], say: str,
              cells: Iterable[Cell] | None = None, what: str = "a cell") -> str | None:
    """Every cell of an answer's ``grid`` (or of ``cells``, row by row) is one of the ``allowed``
    tokens; else the first that is not, in words: "r1c2 is 'o': WHAT is SAY"."""
    allowed = set(allowed)
    for i, j in sorted(cells) if cells is not None else ((i, j) for i, row in enumerate(grid) for j in range(len(row))):
        if grid[i][j] not in allowed:
            return f"{where((i, j))} is '{grid[i][j]}': {what} is {say}"
    return None


def given_changed(grid: Sequence[Sequence[str]], given: dict[Cell, str]) -> Cell | None:
    """The first cell (row by row) whose token in ``grid`` is not the one ``given`` it, or None."""
    return next((c for c in sorted(given) if grid[c[0]][c[1]] != given[c]), None)


def given_kept(grid: Sequence[Sequence[str]], given: dict[Cell, str], names: dict[str, str], verb: str) -> str | None:
    """Each cell ``given`` a colour holds it in ``grid``; else the first that does not, in words
    ("r1c2 is given white and VERB black", the colours by their ``names``)."""
    c = given_changed(grid, given)
    return None if c is None else f"{where(c)} is given {names[given[c]]} and {verb} {names[grid[c[0]][c[1]]]}"


def marked(grid: Sequence[Sequence[str]], token: str) -> set[Cell]:
    """The cells of ``grid`` holding ``token``."""
    return {(i, j) for i, row in enumerate(grid) for j, t in enumerate(row) if t == token}


def grid_shape(answer, rows: int, cols: int, what: str) -> list[list[str]]:
    """An answer's grid (a grid, or a dict holding one under ``"grid"``) as rows of cell strings,
    checked for shape: a ValueError saying what an answer to ``what`` is."""
    grid = answer.get("grid") if isinstance(answer, dict) else answer
    if (not isinstance(grid, (list, tuple)) or len(grid) != rows
            or any(not isinstance(r, (list, tuple, str)) or len(r) != cols for r in grid)):
        raise ValueError(f"an answer to this {what} is {rows} rows of {cols} cell strings")
    return [[str(t) for t in row] for row in grid]


def loop_through(points, rows: int, cols: int, what: str) -> str | None:
    """Why ``points`` (a list of [row, column]) are not one closed loop through neighbouring
    points of a ``rows`` × ``cols`` grid, each once; None when they are. For the rules checkers
    of loop puzzles (``what`` names a point: "dot", "cell")."""
    try:
        pts = [(int(p[0]), int(p[1])) for p in points]
    except (TypeError, ValueError, IndexError):
        return f"the loop is a list of [row, column] {what}s"
    if len(pts) < 4:
        return f"the loop has {len(pts)} {what}s: a loop has at least 4"
    for p in pts:
        if not (0 <= p[0] < rows and 0 <= p[1] < cols):
            return f"the loop leaves the grid at {what} {list(p)}"
    if len(set(pts)) != len(pts):
        twice = next(p for p in pts if pts.count(p) > 1)
        return f"the loop passes {what} {list(twice)} twice"
    for a, b in zip(pts, pts[1:] + pts[:1]):
        if not beside(a, b):
            return f"the loop jumps from {what} {list(a)} to {list(b)}"
    return None


def loop_of_ways(m: int, n: int, ways: dict[Cell, str]) -> str | None:
    """What is wrong with the loop an answer draws (``ways``: cell -> the sides the loop leaves
    it by, for every cell the answer puts on the loop), in words, or None: each cell is left by
    two sides, each side leads to a cell that takes the line up, and the cells make one loop."""
    if not ways:
        return "there is no loop"
    for c, w in sorted(ways.items()):
        if len(w) != 2:
            return f"the line leaves {where(c)} by {len(w)} side{'' if len(w) == 1 else 's'} ('{w}'), not 2"
        for d in w:
            nb = beyond(c, d)
            if not (0 <= nb[0] < m and 0 <= nb[1] < n):
                return f"the line leaves {where(c)} by its {d} side, off the grid"
            if BACK[d] not in ways.get(nb, ""):
                return f"the line leaves {where(c)} by its {d} side, and {where(nb)} does not take it up"
    loops = pieces(ways, lambda a: [beyond(a, d) for d in ways[a]])  # (each followed along the line)
    if len(loops) > 1:
        return f"the line makes {len(loops)} loops (through {where(loops[0][0])} and {where(loops[1][0])})"
    return None
