"""yinyang: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

from . import Case
from .. import test_yinyang as yinyang


CASE = Case(
    kind="yinyang",
    demo="demo-8x8",
    demo_answer=yinyang.DEMO_ANSWER,
    small=yinyang.SMALL,
    count=1,
    aliases=("yin_yang",),
    answer=yinyang.SMALL_ANSWER,
    svg=lambda s: s.count('fill="black" stroke') == 7 and s.count('fill="white" stroke') == 5,
    bad_file="2 2\nw x\n- -\n",
    error="2:3: 'x': a cell is w (white), b (black) or '-'",
    made=(5, 6),
)
