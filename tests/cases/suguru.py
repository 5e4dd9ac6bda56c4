"""suguru: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

from . import Case, Export
from .. import test_suguru as suguru

CASE = Case(
    kind="suguru",
    demo="demo-8x8",
    demo_answer=suguru.DEMO_ANSWER,
    small=suguru.EXAMPLE.splitlines(),
    count=1,
    answer=suguru.EXAMPLE_ANSWER,
    svg=lambda s: s.count("<text") == 36,
    bad_file="1 2\n1 x\n1 1\n",
    error="2:3: 'x': a cell is a number from 1, ? (a number not given) or '-'",
    exports=(Export("example", suguru.EXAMPLE, 1),),
    made=(5, 6),
)
