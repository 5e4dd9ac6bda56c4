"""galaxies: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

from . import Case, Export, lines as text
from .. import test_galaxies as galaxies


CASE = Case(
    kind="galaxies",
    demo="demo-8x8",
    demo_answer=galaxies.DEMO_ANSWER,
    small=galaxies.SMALL,
    count=1,
    aliases=("spiral_galaxies",),
    svg=lambda s: s.count('stroke-width="3"') > 3 and s.count("<circle") == 2,
    bad_file="2 2\no - x\n- - -\n- - -\n",
    error="2:5: 'x': a mark is o (a dot), * (a black dot), # (a cell off the board) or '-'",
    exports=(
        Export("small", text(galaxies.SMALL), 1, side=True),
    ),
    made=(5, 6),
)
