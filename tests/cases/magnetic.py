"""magnetic: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import itertools
import random

from xcckit.puzzles.magnetic import Magnetic

from . import case, Export, lines

PLATES = ["1 2 3 3", "1 2 4 5", "6 6 4 5", "7 7 8 8"]
SMALL = ["4 4", "- 1 1 1", "- 2 - -", "- - 1 -", "1 - 0 -",
         "+ . . .", ". . . .", ". . . .", ". . . .", *PLATES]  # (of the project's making: 1 answer; 3 without the +)


def _tiling(m: int, n: int, rng: random.Random) -> list[list[tuple[int, int]]]:
    """A random tiling of the m×n grid by dominoes (m·n even), here and not the module's."""
    while True:
        free = {(i, j) for i in range(m) for j in range(n)}
        tiles = []
        for i in range(m):
            for j in range(n):
                if (i, j) not in free:
                    continue
                ways = [c for c in ((i, j + 1), (i + 1, j)) if c in free]
                if not ways:
                    break
                c = rng.choice(ways)
                free -= {(i, j), c}
                tiles.append([(i, j), c])
            else:
                continue
            break
        if not free:
            return tiles


def random_puzzle(rng: random.Random) -> Magnetic:
    """A tiling of 2×2 to 4×4 cells (an even number), now and then with a cell pair off the board,
    the clues of a random answer (poles touching allowed: so some puzzles have no answer), some
    taken away, now and then a cell given."""
    m, n = rng.choice([(2, 2), (2, 3), (3, 2), (3, 4), (4, 3), (4, 4), (2, 4)])
    tiles = _tiling(m, n, rng)
    room = [[0] * n for _ in range(m)]
    off = rng.randrange(len(tiles)) if rng.random() < 0.2 else None
    for k, tile in enumerate(tiles):
        for i, j in tile:
            room[i][j] = -1 if k == off else k
    answer = [["x"] * n for _ in range(m)]
    for k, (a, b) in enumerate(tiles):
        if k != off:
            s = rng.choice(["+-", "-+", "xx"])
            answer[a[0]][a[1]], answer[b[0]][b[1]] = s[0], s[1]
    count = lambda cells, pole: sum(answer[i][j] == pole for i, j in cells)  # noqa: E731
    cols = [[(i, j) for i in range(m)] for j in range(n)]
    rows = [[(i, j) for j in range(n)] for i in range(m)]
    clues = ([count(c, "+") for c in cols] + [count(c, "-") for c in cols] + [count(r, "+") for r in rows]
             + [count(r, "-") for r in rows])
    clues = [None if rng.random() < 0.3 or v > (len(rows if k < 2 * n else cols) + 1) // 2 else v
             for k, v in enumerate(clues)]
    cells = [["."] * n for _ in range(m)]
    if rng.random() < 0.3:
        i, j = rng.randrange(m), rng.randrange(n)
        cells[i][j] = answer[i][j]
    return Magnetic(cells, room, clues)


def plate_states(p: Magnetic):
    """Every grid whose plates (two cells of a room name) are each + -, - + or x x, the cells
    off the board x: the rules checker says which are answers."""
    pieces: dict[int, list[tuple[int, int]]] = {}
    for i, row in enumerate(p.room):
        for j, r in enumerate(row):
            if r >= 0:
                pieces.setdefault(r, []).append((i, j))
    plates = [sorted(cells) for cells in pieces.values()]
    for states in itertools.product(["+-", "-+", "xx"], repeat=len(plates)):
        grid = [["x"] * p.n for _ in range(p.m)]
        for (a, b), s in zip(plates, states):
            grid[a[0]][a[1]], grid[b[0]][b[1]] = s[0], s[1]
        yield grid


def notation(rows: list[str]) -> Magnetic:
    return Magnetic.from_text(lines(rows))


ROOMS2 = ["1 1", "2 2"]

BOARD, HALVES = [[".", "."], [".", "."]], [[0, 0], [1, 1]]  # (a 2×2 board of two plates)
CONSTRUCTED = (
    ((BOARD, HALVES, [None] * 7), "has 8 clues"),
    ((BOARD, HALVES, [None] * 7 + [2]), "row 2's - clue 2 is more than 1"),
    ((BOARD, HALVES, ["a"] + [None] * 7), "column 1's + clue is 'a'"),
)

CASE = case(
    __name__,
    constructed=CONSTRUCTED,
    small=SMALL,
    svg=lambda s: s.count('fill="#1a56db"') == 9 and s.count("</text>") == 10 + 7 + 2,  # (poles, clues, + and -)
    random=random_puzzle,
    candidates=plate_states,
    rows=notation,
    broken=(
        (["2 2", "- -", "- -", "- -", "- -", *ROOMS2], ["+ o", "x x"],
         "r1c2 is 'o': a cell is + or - (a pole) or x (empty)"),
        (["2 2", "- -", "- -", "- -", "- -", ". .", ". +", *ROOMS2], ["+ -", "x x"], "r2c2 is given '+', not 'x'"),
        (["2 2", "- -", "- -", "- -", "- -", *ROOMS2], ["+ x", "x x"],
         "the plate at r1c1 is '+ x': a plate is a magnet (+ and -) or neutral (x x)"),
        (["2 2", "- -", "- -", "- -", "- -", *ROOMS2], ["+ +", "x x"],
         "the plate at r1c1 is '+ +': a plate is a magnet (+ and -) or neutral (x x)"),
        (["2 2", "- -", "- -", "- -", "- -", "1 1", "@ @"], ["+ -", "+ x"],
         "r2c1 is in no plate: it holds no pole, not '+'"),
        (["2 2", "- -", "- -", "- -", "- -", *ROOMS2], ["+ -", "+ -"],
         "r1c1 and r2c1 are both +: like poles never touch"),
        (["2 2", "- -", "- -", "- -", "- -", *ROOMS2], ["- +", "- +"],
         "r1c2 and r2c2 are both +: like poles never touch"),
        (["2 2", "- -", "- -", "1 1", "- -", *ROOMS2], ["+ -", "x x"], "row 2 holds 0 +, not 1"),
        (["2 2", "- -", "- -", "- -", "- 0", *ROOMS2], ["x x", "+ -"], "row 2 holds 1 -, not 0"),
        (["2 2", "- 1", "- -", "- -", "- -", *ROOMS2], ["+ -", "x x"], "column 2 holds 0 +, not 1"),
        (["2 2", "- -", "1 -", "- -", "- -", *ROOMS2], ["+ -", "x x"], "column 1 holds 0 -, not 1"),
    ),
    exports=(
        Export("small", lines(SMALL), 1, zdd=True),
        Export("three", lines(SMALL[:5] + PLATES), 3, zdd=True),
        Export("blank", lines(["2 2", "- -", "- -", "- -", "- -", *ROOMS2]), 7, zdd=True),
    ),
)
