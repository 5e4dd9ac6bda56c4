"""kakuro: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

from . import Case, Export
from .. import test_kakuro as kakuro


CASE = Case(
    kind="kakuro",
    demo="demo-8x8",
    demo_answer=kakuro.DEMO_ANSWER,
    small=kakuro.SMALL,
    count=1,
    answer=["- - -", "- 1 2", "- 3 4"],
    svg=lambda s: s.count(">4<") == 1,
    bad_file="2 2\n- x\n- 0\n",
    error="2:3: 'x': a cell is 0 (white)",
    whole_error=False,
    exports=(
        Export("blank", "3 3\n- - -\n- 0 0\n- 0 0\n", 4104),
    ),
    made=(4, 5),
)
