"""lits: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

from . import Case
from .. import test_lits as lits


CASE = Case(
    kind="lits",
    demo="demo-8x8",
    demo_answer=lits.DEMO_ANSWER,
    small=lits.SMALL,
    count=1,
    svg=lambda s: s.count('fill="#333"') == 12,
    bad_file="2 4\na a a a\nb b b\n",
    error="3:6: this row has 3 cells, the first line says 4",
    made=(5, 6),
)
