"""masyu: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.kit.loops import random_loop
from xcckit.puzzles.masyu import Masyu

from ..loopgrids import line_grids
from . import Case, Export

DEMO_ANSWER = ["- - - se sw -", "se ew ew nw ns -", "ns se ew sw ne sw", "ns ne sw ns - ns", "ne ew nw ns - ns",
               "- - - ne ew nw"]
SMALL = [".w..", "....", "b..b", "...."]  # (of the project's making: 1 answer)
RING = ["se ew sw", "ns - ns", "ne ew nw"]  # (the loop round the edge of a 3×3 grid)


def random_puzzle(rng: random.Random) -> Masyu:
    """A 2-4 × 2-4 grid with a few circles: of a random loop (some of those it allows), or placed
    at random (often no answer)."""
    m, n = rng.randint(2, 4), rng.randint(2, 4)
    if rng.random() < 0.3:
        rows = [["."] * n for _ in range(m)]
        for _ in range(rng.randint(1, 3)):
            rows[rng.randrange(m)][rng.randrange(n)] = rng.choice("wb")
        return Masyu(["".join(r) for r in rows])
    full = Masyu.from_loop(m, n, random_loop(m, n, rng, thin=True))
    circles = [(i, j) for i in range(m) for j in range(n) if full.rows[i][j] != "."]
    kept = set(rng.sample(circles, min(len(circles), rng.randint(0, 3))))
    return Masyu(["".join(ch if (i, j) in kept else "." for j, ch in enumerate(row)) for i, row in enumerate(full.rows)])


def loops(puzzle: Masyu):
    """Every grid of consistent lines, the cells off the line '-'."""
    return line_grids(puzzle.m, puzzle.n, lambda i, j: ("-",))


CASE = Case(
    kind="masyu",
    demo="demo-6x6",
    demo_answer=DEMO_ANSWER,
    url="https://puzz.link/p?mashu/6/6/00j31091300i",
    small=SMALL,
    count=1,
    svg=lambda s: "<polygon" in s and s.count("<circle") == 3,
    bad_file="..w\n.q.\n",
    error="2:2: illegal character 'q' (expected '.' or '-' empty, 'w'/'o'/'0' white, 'b'/'x'/'2' black, or '1')",
    random=random_puzzle,
    candidates=loops,
    seeds=10,
    broken=(
        (["b - w", "- - -", "- - -"], RING, "the loop turns on the white circle at r1c3"),
        (["b - -", "- - -", "- - -"], ["se sw -", "ne nw -", "- - -"], "the loop turns next to the black circle at r1c1"),
        (["- b -", "- - -", "- - -"], RING, "the loop goes straight through the black circle at r1c2"),
        (["- - -", "- w -", "- - -"], RING, "the loop misses the white circle at r2c2"),
        (["- - - - -", "- - - - -", "- - w - -", "- - - - -", "- - - - -"],
         ["- - - - -", "- - - - -", "se ew ew ew sw", "ne ew ew ew nw", "- - - - -"],
         "the loop turns neither before nor after the white circle at r3c3"),
        (["- -", "- -"], ["se sw", "ne o"], "r2c2 is 'o': a cell is the sides the loop leaves it by (ns, se, …) or -"),
        (["- -", "- -"], ["se sw", "ne nwe"], "the line leaves r2c2 by 3 sides ('new'), not 2"),
        (["- -", "- -"], ["ne sw", "ne nw"], "the line leaves r1c1 by its n side, off the grid"),
        (["- - -", "- - -"], ["se sw -", "ne nw ns"], "the line leaves r2c3 by its n side, and r1c3 does not take it up"),
        (["- - - -", "- - - -"], ["se sw se sw", "ne nw ne nw"], "the line makes 2 loops (through r1c1 and r1c3)"),
        (["- -", "- -"], ["- -", "- -"], "there is no loop"),
    ),
    bad=(
        ("", "p.txt:1:1: empty puzzle: expected rows of '.', 'w' and 'b'"),
        ("..w\n.q.\n", "p.txt:2:2: illegal character 'q' (expected '.' or '-' empty, 'w'/'o'/'0' white, "
                       "'b'/'x'/'2' black, or '1')"),
        ("..w\n..\n", "p.txt:2:3: ragged rows: this row has 2 cells, the first has 3"),
        ("1..2\n", "p.txt:1:1: '1' is black in MASYU-DLX's notation ('.' at 1:2) and white in janko.at's ('2' at 1:4): "
                   "the puzzle mixes the two"),
        ("3 3\n...\n...\n", "p.txt:1:1: the size line says 3 rows of 3 cells; the grid below has 2 rows"),
        ("wb\nb1\n", "p.txt:2:2: '1' is black in MASYU-DLX's notation (with '.' and '0') and white in janko.at's "
                     "(with '-' and '2'): write the circles as 'w' and 'b'"),
    ),
    bad_urls=(
        ("https://puzz.link/p?slither/3/3/x", "https://puzz.link/p?slither/3/3/x: not a masyu URL "
                                              "(expected '…?mashu/W/H/BODY')"),
        ("https://puzz.link/p?mashu/3/x/00", "URL: URL part '3/x/00': expected W/H/BODY with numbers W and H"),
        ("https://puzz.link/p?mashu/3/3/0z0", "URL: URL body '0z0': illegal character 'z' at position 2"),
        ("https://puzz.link/p?mashu/6/6/0", "URL: URL body '0': 1 characters, where the 6×6 grid needs 12 "
                                            "(the URL is cut short)"),
    ),
    made=(6, 6),
    made_answer="loop",
    solved=["· · · ┌─┐ ·", "●───○─┘ ○ ·", "│ ┌─○─┐ └─┐", "○ └─┐ │ · ○", "└─○─┘ │ · │", "· · · ●───┘"],
    exports=(Export("demo", "demo-6x6", 1, side=True, left="single loop"),),
    # (no exports: its DLX text opens with the puzzle's rows as comments, as Knuth's generator
    # writes it; tests/test_dlx_format.py compares it with his line for line)
)
