"""heyawake: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

from . import Case
from .. import test_heyawake as heyawake


CASE = Case(
    kind="heyawake",
    demo="demo-8x8",
    demo_answer=heyawake.DEMO_ANSWER,
    small=heyawake.SMALL,
    count=1,
    svg=lambda s: s.count('fill="#333"') == 3,
    bad_file="2 2\n1 x\n- -\na a\na a\n",
    error="2:3: 'x': a cell is a number (its room's count of shaded cells), "
                                                 "? (a number not given) or '-'",
    made=(7, 9),
)
