"""shikaku: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

from . import Case, Export, lines as text
from .. import test_shikaku as shikaku


CASE = Case(
    kind="shikaku",
    demo="demo-10x10",
    demo_answer=shikaku.DEMO_ANSWER,
    small=shikaku.SMALL,
    count=3,
    svg=lambda s: s.count('stroke-width="3"') > 3,
    bad_file="2 2\n1 x\n- -\n",
    error="2:3: 'x': a cell is a number from 1 (its rectangle's area), ? (a number not given) or '-'",
    exports=(
        Export("small", text(shikaku.SMALL), 3, zdd=True, check=lambda dlx: "|" not in dlx.splitlines()[-1]),
    ),
    made=(6, 7),
)
