"""fillomino: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

from . import Case, Export
from .. import test_fillomino as fillomino


CASE = Case(
    kind="fillomino",
    demo="demo-8x8",
    demo_answer=fillomino.DEMO_ANSWER,
    small=fillomino.SMALL,
    count=1,
    svg=lambda s: s.count("<text") == 12,
    bad_file="2 2\n1 x\n- -\n",
    error="2:3: 'x': a cell is a number from 1 (its group's size) or '-'",
    exports=(
        Export("2x3", "2x3", 33),
    ),
    made=(6, 7),
)
