"""numberlink: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

from . import Case
from .. import test_numberlink as numberlink


CASE = Case(
    kind="numberlink",
    demo="demo-8x8",
    demo_answer=numberlink.DEMO_ANSWER,
    small=numberlink.SMALL,
    count=4,
    url_start="https://puzz.link/p?numlin/4/3/1j2j12",
    whole_url=True,
    svg=lambda s: s.count("<line") > 20,
    bad_file="2 2\n1 x\n- 1\n",
    error="2:3: 'x': a cell is a number from 1 (an end of a path) or '-'",
    made=(5, 6),
)
