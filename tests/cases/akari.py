"""akari: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

from . import Case, Export
from .. import test_akari as akari


CASE = Case(
    kind="akari",
    demo="demo-10x10",
    demo_answer=akari.DEMO_ANSWER,
    small=akari.PUZZLEKIT,
    count=1,
    answer=akari.PUZZLEKIT_ANSWER,
    url_start="https://puzz.link/p?akari/8/8/",
    svg=lambda s: s.count("<circle") == sum(row.count("o") for row in akari.PUZZLEKIT_ANSWER),
    bad_file="2 2\n- y\n- -\n",
    error="2:3: 'y': a cell is - (white), x (black) or a number 0-4 (black, with its "
                                     "lights beside it)",
    exports=(
        Export("demo", "demo-10x10", 1),
        Export("blank", "3 3\n- - -\n- x -\n- - -\n", lambda p: len(akari.brute(p))),
    ),
    made=(5, 5),
)
