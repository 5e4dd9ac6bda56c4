"""hakyuu: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

from functools import partial

from xcckit.puzzles.hakyuu import Hakyuu

from ..genres import cells_and_rooms, random_numbered_rooms, room_fillings
from . import case


CASE = case(
    __name__,
    svg=lambda s: s.count("<text") == 12,
    random=partial(random_numbered_rooms, Hakyuu),
    candidates=room_fillings,
    rows=partial(cells_and_rooms, Hakyuu),
)
