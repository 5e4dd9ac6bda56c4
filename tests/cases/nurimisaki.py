"""nurimisaki: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

from . import Case
from .. import test_nurimisaki as nurimisaki


CASE = Case(
    kind="nurimisaki",
    demo="demo-8x8",
    demo_answer=nurimisaki.DEMO_ANSWER,
    small=nurimisaki.SMALL,
    count=1,
    answer=nurimisaki.SMALL_ANSWER,
    url_start="https://puzz.link/p?nurimisaki/4/3/i3k2g.",
    whole_url=True,
    svg=lambda s: s.count('fill="#333"') == 6 and s.count("<circle") == 3 + 3,
    bad_file="2 2\n? x\n- -\n",
    error="2:3: 'x': a cell is a number from 2 (a circle and its passage's length), "
                                     "'?' or '-'",
    made=(6, 6),
)
