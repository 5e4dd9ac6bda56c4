"""countryroad: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

from . import Case
from .. import test_countryroad as countryroad


CASE = Case(
    kind="countryroad",
    demo="demo-8x8",
    demo_answer=countryroad.DEMO_ANSWER,
    small=countryroad.EXAMPLE,
    count=1,
    aliases=("country_road",),
    answer=countryroad.EXAMPLE_ANSWER,
    svg=lambda s: s.count("stroke-linecap") == 2 * sum(t != "-" for row in countryroad.EXAMPLE_ANSWER
                                                             for t in row.split()),
    bad_file="2 2\n- x\n- -\n1 1\n1 1\n",
    error="2:3: 'x': a cell is a number from 1 (its room's cells on the loop), ? "
                                                 "(a number not given) or '-'",
    made=(6, 7),
)
