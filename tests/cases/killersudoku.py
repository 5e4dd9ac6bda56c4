"""killersudoku: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

from . import Case, Export, lines as text
from .. import test_killersudoku as killersudoku

CASE = Case(
    kind="killersudoku",
    demo="demo-9x9",
    demo_answer=killersudoku.DEMO_ANSWER,
    small=killersudoku.SMALL,
    count=1,
    answer=killersudoku.SMALL_ANSWER,
    aliases=("killer_sudoku",),
    svg=lambda s: s.count("</text>") == 16,
    bad_file="4 4\n- - - x\n- - - -\n- - - -\n- - - -\n" + "1 2 3 4\n" * 4,
    error="2:7: 'x': a cell is a cage's sum (a number from 1) or '-'",
    exports=(Export("small", text(killersudoku.SMALL), 1),),
    made=(4, 4),
)
