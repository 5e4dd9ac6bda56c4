"""yajilin: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

from . import Case
from .. import test_yajilin as yajilin


CASE = Case(
    kind="yajilin",
    demo=yajilin.DEMO,
    demo_answer=yajilin.DEMO_ANSWER,
    small=yajilin.EXAMPLE,
    count=1,
    answer=yajilin.EXAMPLE_ANSWER,
    svg=lambda s: s.count("<rect") == 1 + 7,
    bad_file="2 2\n- 1q\n- -\n",
    error="2:3: '1q': a cell is '-', 'x' (grey) or a clue: a number (? not given) and "
                                      "a direction n, s, e or w ('2s')",
    made=(6, 7),
)
