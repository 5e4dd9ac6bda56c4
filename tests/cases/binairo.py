"""binairo: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

from . import Case, Export, lines as text
from .. import test_binairo as binairo

CASE = Case(
    kind="binairo",
    demo="demo-8x8",
    demo_answer=binairo.DEMO_ANSWER,
    small=binairo.PK_PUZZLE,
    count=1,
    aliases=("takuzu",),
    svg=lambda s: s.count('fill="black"') == 32,
    bad_file="2 2\n1 3\n- -\n",
    error="2:3: '3': a cell is 1 (a white circle), 2 (a black one) or '-'",
    exports=(Export("small", text(binairo.PK_PUZZLE), 1),),
    made=(6, 8),
)
