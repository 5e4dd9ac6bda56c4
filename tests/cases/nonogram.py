"""nonogram: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

from . import Case, Export
from .. import test_nonogram as nonogram


CASE = Case(
    kind="nonogram",
    demo="demo-10x10",
    demo_answer=nonogram.DEMO_ANSWER,
    small=nonogram.SMALL,
    count=1,
    answer=nonogram.SMALL_ANSWER,
    svg=lambda s: s.count('fill="#333"') == 5,
    bad_file="2 2\n1\nx\n1\n1\n",
    error="3:1: 'x': a clue is numbers from 1 (or 0 alone for an empty column)",
    exports=(
        Export("loose", "3 3\n1\n1\n1\n1\n1\n1\n", 6, lines=1 + 6 * 3),
    ),
    made=(7, 8),
)
