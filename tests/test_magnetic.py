"""Magnetic's own: the sets of places a line's options list, a blank board's count on every
backend against the brute force, the notation with and without given cells, what pzprjs's URLs
cannot say, the framed picture."""

from __future__ import annotations

import itertools
import random

import pytest

import xcckit
from xcckit.backends import get_backend
from xcckit.errors import InputError
from xcckit.puzzles.magnetic import Magnetic, apart_sets, line_patterns, most_poles, runs

from .cases.magnetic import PLATES, SMALL, _tiling, plate_states
from .conftest import accepted
from .genres import brute

BLANK = ["3 4", "- - - -", "- - - -", "- - -", "- - -", "1 1 2 3", "4 5 2 3", "4 5 6 6"]


@pytest.mark.parametrize("length", range(0, 7))
def test_apart_sets_lists_every_set_of_places_none_side_by_side(length):
    allowed = tuple(k != 2 for k in range(length))
    needed = tuple(k == length - 1 for k in range(length))
    for k in [None, *range(length + 1)]:
        want = sorted(bits for bits in itertools.product((False, True), repeat=length)
                      if not any(a and b for a, b in zip(bits, bits[1:]))
                      and all(a or not b for a, b in zip(allowed, bits))
                      and all(b or not n for n, b in zip(needed, bits))
                      and (k is None or sum(bits) == k))
        assert sorted(tuple(map(bool, row)) for row in apart_sets(length, allowed, needed, k)) == want


def test_a_board_without_clues_counts_as_the_brute_force(backend_name):
    p = Magnetic.from_text("\n".join(BLANK))
    accepted(get_backend(backend_name), p.model)
    assert xcckit.count(p, backend=backend_name).count == len(brute(p, plate_states))


def test_given_cells_are_written_back_only_where_there_are_some():
    text = "\n".join(SMALL) + "\n"
    p = Magnetic.from_text(text)
    assert p.to_text() == text and p.clue == {(0, 0): "+"}
    bare = "\n".join(SMALL[:5] + PLATES) + "\n"
    assert Magnetic.from_text(bare).to_text() == bare
    q = Magnetic.from_text("\n".join(SMALL[:5] + [". . . ."] * 4 + PLATES))
    assert q.to_text() == bare and xcckit.count(q).count == 3


def test_a_cell_off_the_board_is_empty_and_written_as_pzprjs_does():
    p = Magnetic.from_text("2 3\n1 - -\n- - -\n- 1\n- -\n1 1 @\n2 2 @\n")
    grids = sorted(p.grid(s) for s in xcckit.solve(p, limit=None).solutions)
    assert grids == [[["+", "-", "x"], ["-", "+", "x"]], [["-", "+", "x"], ["+", "-", "x"]],
                     [["x", "x", "x"], ["+", "-", "x"]]]
    url = p.to_url()
    assert Magnetic.from_url(url).to_text() == p.to_text()


def test_what_pzprjs_cannot_say():
    p = Magnetic.from_text("2 2\n- -\n- -\n- -\n- -\nx .\n. .\n1 1\n2 2\n")
    with pytest.raises(InputError, match="cannot give an empty cell \\('x' at r1c1\\)"):
        p.to_url()
    with pytest.raises(InputError, match="anti-magnets"):
        Magnetic.from_url("https://puzz.link/p?magnets/a/2/2/zg0o")


def test_the_picture_frames_the_grid_with_the_clues():
    p = Magnetic.from_text("\n".join(SMALL))
    blank = p.svg()
    assert blank.count("</text>") == 1 + 7 + 2 and 'transform="translate(28,28)"' in blank


def _line_ways_brute(length, pluses, minuses, pair, balances):
    """The line_patterns of every + set and - set, tested one pair at a time."""
    out = set()
    for p in pluses:
        for q in minuses:
            if (p & q).any():
                continue
            held = p | q
            if any(pair[t] and held[t] != held[t + 1] for t in range(length - 1)):
                continue
            if any(sum(int(p[t]) - int(q[t]) for t in range(length) if at[t]) != d for at, d in balances):
                continue
            out.add((tuple(map(bool, p)), tuple(map(bool, q))))
    return out


@pytest.mark.parametrize("length", [1, 2, 5, 8, 11, 64])
def test_a_lines_ways_are_the_pairs_of_sets_that_keep_its_plates_and_balances(length):
    rng = random.Random(length)
    for _ in range(5 if length > 12 else 20):
        free = tuple(rng.random() < 0.9 for _ in range(length))
        top = 1 if length > 12 else most_poles(length)
        pluses = apart_sets(length, free, (False,) * length, rng.randint(0, top))
        minuses = apart_sets(length, tuple(rng.random() < 0.9 for _ in range(length)), (False,) * length,
                             rng.randint(0, top))
        pair = [False] * max(length - 1, 0)
        t = 0
        while t < length - 1:  # (plates along the line: no place in two)
            if rng.random() < 0.4:
                pair[t] = True
                t += 1
            t += 1
        balances = [(tuple(rng.random() < 0.4 for _ in range(length)), rng.randint(-1, 1))
                    for _ in range(rng.randint(0, 2))]
        plus, minus = line_patterns(pluses, minuses, pair, balances)
        got = {(tuple(map(bool, p)), tuple(map(bool, q))) for p, q in zip(plus, minus)}
        assert len(got) == len(plus) and got == _line_ways_brute(length, pluses, minuses, pair, balances)


def test_the_cuts_balance_the_lines_above_them_where_the_clues_tell_it():
    p = Magnetic.from_text("\n".join(["3 4", "1 - 1 0", "1 - 0 1", "2 1 -", "1 1 -", "1 1 2 3", "4 5 2 3",
                                      "4 5 6 6"]))
    assert p.cuts() == ([0, 1, 1, 0], [0, 0, 0, 1, 0])


def test_the_runs_of_lines_with_both_clues_between_lines_without():
    pluses, minuses = [1, None, 2, 1, 0, None, 3, 1, 1], [1, 0, 0, 2, 1, None, 1, 1, 1]
    cuts = [0, None, None, None, None, None, -2, 0, 0, 0]  # (the last three lines have both clues: cuts 6 to 9 known)
    assert runs(pluses, minuses, cuts) == {2: [], 3: [2], 4: [2, -1]}


@pytest.mark.parametrize("seed", range(12))
def test_every_clue_given_or_all_but_the_sides_counts_as_the_brute_force(seed):
    """Every clue given (the cuts' balances in every line's ways), or every clue but one of each
    line at the sides (a run of lines between them, one colour of its first cut's balance), off-board
    cells now and then, answers where poles may touch (so that some puzzles have none): dlx and sat
    as the brute force."""
    rng = random.Random(seed)
    m, n = rng.choice([(2, 4), (3, 4), (4, 3), (4, 4)])
    tiles = _tiling(m, n, rng)
    off = rng.randrange(len(tiles)) if seed % 3 == 0 else None
    room = [[0] * n for _ in range(m)]
    answer = [["x"] * n for _ in range(m)]
    for k, tile in enumerate(tiles):
        state = rng.choice(["+-", "-+", "xx", "xx"]) if k != off else "xx"
        for t, (i, j) in enumerate(tile):
            room[i][j] = -1 if k == off else k
            answer[i][j] = state[t]
    count = lambda cells, pole: sum(answer[i][j] == pole for i, j in cells)  # noqa: E731
    cols = [[(i, j) for i in range(m)] for j in range(n)]
    rows = [[(i, j) for j in range(n)] for i in range(m)]
    clues = [count(c, pole) for pole in "+-" for c in cols] + [count(r, pole) for pole in "+-" for r in rows]
    clues = [min(v, most_poles(len(rows if k < 2 * n else cols))) for k, v in enumerate(clues)]
    if seed % 2:  # (a clue of the first and the last line each way gone: the lines between a run)
        for k in (0, n - 1, 2 * n + m, 2 * n + 2 * m - 1):
            clues[k] = None
    p = Magnetic([["."] * n for _ in range(m)], room, clues)
    want = brute(p, plate_states)
    for which in ("dlx", "sat"):
        result = xcckit.solve(p, backend=which, limit=None)
        assert sorted(p.grid(s) for s in result.solutions) == want
