"""Hakyuu's own questions (what every genre is asked: tests/cases/hakyuu.py): the ripple rule
against the brute force on blank grids, its windows where a line is shorter than a number,
notation errors at their file, line and column, a number above its room's size refused in one
line, and URLs both ways."""

from __future__ import annotations

import pytest

import xcckit
from xcckit.puzzles.hakyuu import Hakyuu, windows
from xcckit.puzzles.kinds import get_kind

from .cases.hakyuu import CASE
from .genres import brute


@pytest.mark.parametrize("rooms, want", [([[0, 0, 1, 1]], 0), ([[0, 1, 1]], 1), ([[0, 0], [1, 1]], 2),
                                         ([[0, 0, 0, 1, 1, 1]], 2), ([[0, 0, 0], [1, 1, 1]], 12),
                                         ([[0, 0, 1], [0, 2, 2]], 1), ([[0, 0, 0, 0]], 24),
                                         ([[0, 1, 1, 1, 1]], 18)])
def test_blank_grids_count_as_the_rules_say(rooms, want):
    """No numbers given: dlx's count is the brute force's (the rules checker on every filling)."""
    p = Hakyuu([["-"] * len(rooms[0]) for _ in rooms], rooms)
    assert xcckit.count(p, backend="dlx").count == want == len(brute(p, CASE.candidates))


def test_windows_of_a_line():
    """d + 1 consecutive cells a window; the whole line one window where it is shorter."""
    assert list(windows(6, 2, 0)) == [0]
    assert list(windows(6, 2, 3)) == [1, 2, 3]
    assert list(windows(6, 2, 5)) == [3]
    assert list(windows(3, 5, 1)) == [0]
    assert list(windows(4, 3, 3)) == [0]


@pytest.mark.parametrize("text, message", [
    ("2 2\n1 -\n- 7\n1 1\n2 2\n", "f.txt:1:1: r2c2 holds 7, more than the 2 cells of its room"),
    ("2 2\n1 -\n- -\n1 2\n2 1\n", "f.txt:5:1: room '2' is in two pieces (also at row 1, column 2)"),
    ("2 2\n1 -\n- z\n1 1\n2 2\n", "f.txt:3:3: 'z': a cell is a number from 1, ? (a number not given) or '-'"),
])
def test_notation_errors_name_their_place(tmp_path, run_cli, text, message):
    """A bad file: exit 2, one line on stderr naming the file, line and column, nothing on stdout."""
    f = tmp_path / "f.txt"
    f.write_text(text)
    status, out, err = run_cli("solve", "hakyuu", str(f))
    assert status == 2 and out == ""
    assert len(err.strip().splitlines()) == 1
    assert message in err


def test_a_number_above_its_rooms_size_is_refused_in_one_line(tmp_path, run_cli):
    f = tmp_path / "big.txt"
    f.write_text("2 3\n- - -\n4 - -\n1 1 1\n2 2 2\n")
    status, out, err = run_cli("solve", "hakyuu", str(f))
    assert (status, out) == (2, "")
    assert err.strip() == f"xcc: {f}:1:1: r2c1 holds 4, more than the 3 cells of its room"


def test_urls_both_ways():
    """The demo reads back from its URL to the same text, under both of pzprjs's names."""
    demo = get_kind("hakyuu").from_args(["demo-6x6"])
    url = demo.to_url()
    assert url.startswith("https://puzz.link/p?ripple/6/6/")
    assert Hakyuu.from_url(url).to_text() == demo.to_text()
    assert Hakyuu.from_url(url.replace("ripple", "hakyuu")).to_text() == demo.to_text()


def test_the_rules_checker_reads_the_ripple_rule():
    """Two 3s three cells apart break it; four apart keep it."""
    p = Hakyuu([["-"] * 6], [[0, 0, 0, 1, 1, 1]])
    assert p.verify({"grid": [["3", "1", "2", "3", "1", "2"]]}) == \
        "r1c1 and r1c4 both hold 3 in one row with 2 cells between them, fewer than 3"
    q = Hakyuu([["-"] * 7], [[0, 0, 0, 1, 1, 1, 1]])
    assert q.verify({"grid": [["3", "1", "2", "4", "3", "1", "2"]]}) is None
