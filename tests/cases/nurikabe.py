"""nurikabe: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

from . import Case
from .. import test_nurikabe as nurikabe


CASE = Case(
    kind="nurikabe",
    demo="demo-7x7",
    demo_answer=nurikabe.DEMO_ANSWER,
    small=nurikabe.SMALL,
    count=1,
    svg=lambda s: s.count("<rect") > 5,
    bad_file="2 2\n1 x\n- -\n",
    error="2:3: 'x': a cell is a number from 1 (its island's size), ? (a number not given) or '-'",
    made=(6, 7),
)
