"""skyscrapers: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

from . import Case, Export
from .. import test_skyscrapers as skyscrapers


CASE = Case(
    kind="skyscrapers",
    demo="demo-7x7",
    demo_answer=skyscrapers.DEMO_ANSWER,
    small=skyscrapers.EXAMPLE,
    count=1,
    answer=skyscrapers.EXAMPLE_ANSWER,
    svg=lambda s: s.count("<text") == 25 + 14,
    bad_file="2 2 2\n- -\n- -\n- 9\n- -\n",
    error="4:3: '9': the clue left of row 2 9 is more than the 2 heights",
    exports=(
        Export("example", skyscrapers.EXAMPLE, 1),
    ),
    made=(5, 5),
)
