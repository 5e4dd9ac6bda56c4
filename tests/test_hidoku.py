"""Hidoku's own questions (what every genre is asked: tests/cases/hidoku.py): blank grids'
counts against a walk counted step by step, blocked cells in the notation and the answer, and
the maker's walks and clues."""

from __future__ import annotations

import random

import pytest

import xcckit
from xcckit.puzzles.hidoku import Hidoku, random_walk

from .cases import lines
from .cases.hidoku import BLOCKED


def walks(cells: set[tuple[int, int]]) -> int:
    """The king's walks through every cell of ``cells``, each once, counted from every start
    (a walk and its reverse are two numberings)."""
    def go(at, seen):
        if len(seen) == len(cells):
            return 1
        return sum(go(c, seen | {c}) for c in cells - seen if max(abs(c[0] - at[0]), abs(c[1] - at[1])) == 1)
    return sum(go(c, {c}) for c in cells)


@pytest.mark.parametrize("rows", [["-"], ["- - -"], ["- -", "- -"], ["- - -", "- - -"], ["- - -", "- - -", "- - -"],
                                  ["- @ -", "- - -", "# - -"]])
def test_blank_grids_count_the_walks(rows):
    """No numbers given: the count is the number of king's walks through the open cells."""
    p = Hidoku([r.split() for r in rows])
    open_cells = {(i, j) for i, r in enumerate(rows) for j, t in enumerate(r.split()) if t == "-"}
    assert xcckit.count(p, backend="dlx").count == walks(open_cells)


def test_blocked_cells_keep_their_marks(run_cli, tmp_path):
    """A blocked cell is read, written back and answered as given; the picture greys it."""
    p = Hidoku.from_text(lines(BLOCKED))
    assert p.to_text() == lines(BLOCKED)
    grids = sorted(p.grid(s) for s in xcckit.solve(p, limit=None).solutions)
    assert [g[0][2] for g in grids] == ["@"] * 4 and all(p.verify(g) is None for g in grids)
    assert ["1", "2", "@"] in [g[0] for g in grids]
    assert 'fill="#ccc"' in p.svg(None)
    f = tmp_path / "b.txt"
    f.write_text("2 2\n1 @\n- 9\n")
    assert run_cli("solve", "hidoku", f)[:2] == (2, "")


@pytest.mark.parametrize("m, n", [(1, 1), (1, 2), (1, 5), (2, 2), (3, 4), (5, 5)])
def test_the_makers_walk_goes_through_every_cell(m, n):
    rng = random.Random(m * 10 + n)
    walk = random_walk(m, n, rng)
    assert sorted(walk) == [(i, j) for i in range(m) for j in range(n)]
    assert all(max(abs(a[0] - b[0]), abs(a[1] - b[1])) == 1 for a, b in zip(walk, walk[1:]))


def test_the_maker_keeps_the_first_and_the_last_number():
    made = Hidoku.maker(4, 5, random.Random(3))
    ends = [(i, j) for i, row in enumerate(made.cells) for j, t in enumerate(row) if t in ("1", "20")]
    assert len(ends) == 2 and not set(ends) & set(made.removable)
    assert len(made.removable) == 18 and made.cells == made.answer
