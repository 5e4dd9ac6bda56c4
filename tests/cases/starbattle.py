"""starbattle: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

from . import Case, Export
from .. import test_starbattle as starbattle


CASE = Case(
    kind="starbattle",
    demo="demo-10x10",
    demo_answer=starbattle.DEMO_ANSWER,
    small=starbattle.PUZZLEKIT,
    count=1,
    answer=starbattle.PUZZLEKIT_ANSWER,
    url_start="https://puzz.link/p?starbattle/6/6/1/",
    svg=lambda s: s.count("★") == 6,
    bad_file="2 2 1\n1 2\n1 2\n3\n",
    error="",
    whole_error=False,
    exports=(
        Export("demo", "demo-10x10", 1, check=lambda dlx: dlx.startswith("2|r0 2|r1 ")),
        Export("rows", "6 6 1\n" + "".join(f"{i} {i} {i} {i} {i} {i}\n" for i in range(6)), 90),
    ),
    made=(6, 6),
)
