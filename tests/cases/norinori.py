"""norinori: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

from . import Case, Export
from .. import test_norinori as norinori


CASE = Case(
    kind="norinori",
    demo="demo-10x10",
    demo_answer=norinori.DEMO_ANSWER,
    small=norinori.PUZZLEKIT,
    count=1,
    answer=norinori.PUZZLEKIT_ANSWER,
    url_start="https://puzz.link/p?norinori/10/10/",
    svg=lambda s: s.count("<rect") >= sum(row.count("x") for row in norinori.PUZZLEKIT_ANSWER),
    bad_file="2 2\n- y\n- -\n1 1\n1 1\n",
    error="2:3: 'y': a cell is '-' (the puzzle is its rooms)",
    exports=(
        Export("demo", "demo-10x10", 1),
        Export("halves", "3 4\n1 1 1 1\n1 1 2 2\n2 2 2 2\n", lambda p: len(norinori.brute(p))),
    ),
    made=(5, 5),
)
