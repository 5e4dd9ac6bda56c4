"""simpleloop: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

from . import Case
from .. import test_simpleloop as simpleloop


CASE = Case(
    kind="simpleloop",
    demo="demo-8x8",
    demo_answer=simpleloop.DEMO_ANSWER,
    small=simpleloop.SMALL,
    count=1,
    aliases=("simple_loop",),
    svg=lambda s: s.count("<line") > 20,
    bad_file="2 2\n- o\n- -\n",
    error="2:3: 'o': a cell is '-' (open) or 'x' (blocked)",
    made=(6, 7),
)
