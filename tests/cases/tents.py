"""tents: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

from . import Case, Export
from .. import test_tents as tents


CASE = Case(
    kind="tents",
    demo="demo-8x8",
    demo_answer=tents.DEMO_ANSWER,
    small=tents.PK_PUZZLE,
    count=1,
    aliases=("tent",),
    answer=tents.PK_ANSWER,
    svg=lambda s: s.count("▲") == 28,
    bad_file="2 2\n1 1\n1 1\nx T\n- x\n",
    error="4:3: 'T': a cell is x (a tree) or '-'",
    exports=(
        Export("demo", "demo-8x8", 1),
    ),
    made=(6, 6),
)
