"""hitori: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

from . import Case
from .. import test_hitori as hitori


CASE = Case(
    kind="hitori",
    demo="demo-8x8",
    demo_answer=hitori.DEMO_ANSWER,
    small=hitori.SMALL,
    count=1,
    answer=hitori.SMALL_ANSWER,
    svg=lambda s: s.count('fill="#333"') == 4,
    bad_file="2 2\n1 x\n- -\n",
    error="2:3: 'x': a cell is a number or '-' (a cell without a number)",
    made=(6, 6),
)
