"""hashi: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

from . import Case
from .. import test_hashi as hashi


CASE = Case(
    kind="hashi",
    demo="demo-9x9",
    demo_answer=hashi.DEMO_ANSWER,
    small=hashi.SMALL,
    count=2,
    url_start="https://puzz.link/p?hashi/3/3/3g3i2g2",
    whole_url=True,
    svg=lambda s: s.count("<circle") == 4,
    bad_file="1 3\n1 - 9\n",
    error="2:5: '9': a cell is an island's number 1-8, ? (an island whose number is not given) or '-' (water)",
    made=(6, 7),
)
