"""What the single-loop genres of the puzzle sites share (simple loop, yajilin, country road):
the loop's model on :class:`~.genre.Lines`, the rules checker's reading of a loop drawn in an
answer, and the random loops their makers start from.

An answer writes each cell the loop goes through as the sides it leaves by (``ns``, ``se``…) and
any other cell as the genre says (``-``, ``x``). The checker here reads only those strings: it
shares nothing with the model.
"""

from __future__ import annotations

from ..model import Model
from .genre import ORDER, SIDES, Cell, Lines, where

TURNS = ("ns", "ew", "ne", "nw", "se", "sw")
"""The ways a loop goes through a cell, in the answers' spelling."""


# ------------------------------------------------------------------------------------ the model
def loop_ways(lines: Lines, c: Cell, on: set[Cell]) -> list[str]:
    """The ways the loop may go through cell ``c``: two of its sides that lead to cells of ``on``
    (the cells the loop may visit)."""
    return [w for w in lines.ways(c, (2,)) if all(_beyond(c, d) in on for d in w)]


def _beyond(c: Cell, d: str) -> Cell:
    di, dj = SIDES[d]
    return c[0] + di, c[1] + dj


def loop_model(lines: Lines, on: set[Cell]):
    """The model of ``lines`` with a single loop over the edges between two cells of ``on``;
    returns the model and the constraint. Where no edge joins two such cells there is no loop:
    an item that no option covers says so (every backend then finds no solution)."""
    edges = [(e, a, b) for e, a, b in lines.edges() if a in on and b in on]
    if not edges:
        lines.primary("loop")
    model = lines.model()
    return model, (model.add_single_loop(edges) if edges else None)


# ------------------------------------------------------------------------------------ checking
def read_way(tok: str) -> str | None:
    """The sides a token of an answer names (``'en'`` -> ``'ne'``), or None when it is not a
    set of distinct side letters."""
    if not tok or any(ch not in ORDER for ch in tok) or len(set(tok)) != len(tok):
        return None
    return "".join(d for d in ORDER if d in tok)


def loop_problem(m: int, n: int, ways: dict[Cell, str]) -> str | None:
    """What is wrong with the loop an answer draws (``ways``: cell -> the sides the loop leaves
    it by, for every cell the answer puts on the loop), in words, or None: each cell is left by
    two sides, each side leads to a cell that takes the line up, and the cells make one loop."""
    if not ways:
        return "there is no loop"
    for c, w in sorted(ways.items()):
        if len(w) != 2:
            return f"the line leaves {where(c)} by {len(w)} side{'' if len(w) == 1 else 's'} ('{w}'), not 2"
        for d in w:
            nb = _beyond(c, d)
            if not (0 <= nb[0] < m and 0 <= nb[1] < n):
                return f"the line leaves {where(c)} by its {d} side, off the grid"
            back = {"n": "s", "s": "n", "e": "w", "w": "e"}[d]
            if back not in ways.get(nb, ""):
                return f"the line leaves {where(c)} by its {d} side, and {where(nb)} does not take it up"
    pieces = _loops(ways)
    if len(pieces) > 1:
        return f"the line makes {len(pieces)} loops (through {where(pieces[0][0])} and {where(pieces[1][0])})"
    return None


def _loops(ways: dict[Cell, str]) -> list[list[Cell]]:
    """The cells of each loop, followed along the line (each from its first cell in reading
    order); the loops in that order."""
    seen: set[Cell] = set()
    out = []
    for c in sorted(ways):
        if c in seen:
            continue
        seen.add(c)
        loop = [c]
        for a in loop:
            for d in ways[a]:
                nb = _beyond(a, d)
                if nb not in seen:
                    seen.add(nb)
                    loop.append(nb)
        out.append(loop)
    return out


def draw_ways(ways: dict[Cell, str]) -> dict[Cell, str]:
    """The ``lines`` keyword of :func:`~.genre.picture` (the cells the loop goes through)."""
    return {c: w for c, w in ways.items() if w}


def cell_loop_edges(loop: list[Cell]) -> dict[Cell, str]:
    """The way through each cell of a loop given as its cells in order (consecutive cells side
    by side)."""
    out: dict[Cell, set[str]] = {}
    k = len(loop)
    for t, a in enumerate(loop):
        b = loop[(t + 1) % k]
        d = next(s for s, (di, dj) in SIDES.items() if (a[0] + di, a[1] + dj) == b)
        back = {"n": "s", "s": "n", "e": "w", "w": "e"}[d]
        out.setdefault(a, set()).add(d)
        out.setdefault(b, set()).add(back)
    return {c: "".join(x for x in ORDER if x in s) for c, s in out.items()}

