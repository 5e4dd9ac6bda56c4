"""tatamibari: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

from . import Case, Export, lines as text
from .. import test_tatamibari as tatamibari


CASE = Case(
    kind="tatamibari",
    demo="demo-10x10",
    demo_answer=tatamibari.DEMO_ANSWER,
    small=tatamibari.SMALL,
    count=3,
    svg=lambda s: s.count('stroke-width="3"') > 3 and "|" in s,
    bad_file="2 2\ns x\n- -\n",
    error="2:3: 'x': a cell is s (a square), h (wider than tall), v (taller than wide), "
                                     "? (a shape not given) or '-'",
    exports=(
        Export("small", text(tatamibari.SMALL), 3, zdd=True, check=lambda dlx: "|" in dlx.splitlines()[0]),
    ),
    made=(6, 7),
)
