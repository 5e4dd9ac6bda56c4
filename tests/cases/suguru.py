"""suguru: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

from functools import partial

from xcckit.puzzles.suguru import Suguru

from ..genres import cells_and_rooms, random_numbered_rooms, room_fillings
from . import case, Export

EXAMPLE = """6 6
4 - - - - -
- - - - - -
- - 4 - - 1
- - - 2 - -
5 - - 3 5 -
- - - - - -
1 1 2 3 3 3
1 2 2 2 3 4
1 5 2 6 3 4
5 5 6 6 6 4
5 7 7 6 8 4
5 8 8 8 8 4
"""  # (puzzlekit's example)


CASE = case(
    __name__,
    small=EXAMPLE.splitlines(),
    svg=lambda s: s.count("<text") == 36,
    random=partial(random_numbered_rooms, Suguru),
    candidates=room_fillings,
    rows=partial(cells_and_rooms, Suguru),
    exports=(Export("example", EXAMPLE, 1),),
)
