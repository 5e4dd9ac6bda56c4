"""kurotto: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

from . import Case, Export, lines as text
from .. import test_kurotto as kurotto


CASE = Case(
    kind="kurotto",
    demo="demo-8x8",
    demo_answer=kurotto.DEMO_ANSWER,
    small=kurotto.SMALL,
    count=3,
    svg=lambda s: s.count("<circle") == 3 and 'fill="#333"' in s,
    bad_file="2 2\n1 x\n- -\n",
    error="2:3: 'x': a cell is '-', o (a circle) or a number from 0 (a circle with it)",
    exports=(
        Export("small", text(kurotto.SMALL), 3, zdd=True),
    ),
    made=(5, 6),
)
