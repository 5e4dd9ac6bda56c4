"""What the genres' tests share: a puzzle's answers on a backend, the brute force of the
shading genres (every grid of x and -, the rules checker saying which are answers), and the
one-line error of a bad notation."""

from __future__ import annotations

import itertools
import random

import pytest

import xcckit
from xcckit.backends import get_backend
from xcckit.errors import InputError, UnsupportedError

from .conftest import accepted


def answers(puzzle, backend: str) -> list:
    """The answers, sorted, as many as the backend's solutions (an answer found twice shows
    twice); the search must be complete."""
    result = xcckit.solve(puzzle, backend=backend, limit=None)
    assert result.complete
    return sorted(puzzle.grid(s) for s in result.solutions)


def shadings(m: int, n: int):
    """Every grid of x and - (the brute force: the rules checker says which are answers)."""
    for bits in itertools.product("x-", repeat=m * n):
        yield [list(bits[i * n:(i + 1) * n]) for i in range(m)]


_BRUTE: dict = {}


def brute(puzzle, candidates) -> list[list[list[str]]]:
    """The brute force: the grids of ``candidates(puzzle)`` that the puzzle's rules checker
    passes, sorted (each once). Kept for the next backend's test of the same puzzle (by its
    class, text, plain attributes (a variant's switch) and candidates; a copy is returned)."""
    plain = sorted((k, v) for k, v in vars(puzzle).items() if isinstance(v, (bool, int, float, str, type(None))))
    named = getattr(candidates, "__qualname__", None)
    key = (type(puzzle), puzzle.to_text(), tuple(plain), named)
    if named is None or key not in _BRUTE:
        found = {tuple(map(tuple, g)) for g in candidates(puzzle) if puzzle.verify(g) is None}
        _BRUTE[key] = sorted(found)
    return [[list(row) for row in g] for g in _BRUTE[key]]


def equal_to_the_rules(puzzle, backend_name: str, candidates) -> list:
    """On ``backend_name`` (the test skipped where it does not take the model): the puzzle's
    answers are exactly the brute force's (the grids of ``candidates`` the rules checker passes),
    or, on a backend that lists none of the model's solutions, their count is; the brute force's
    answers are returned."""
    accepted(get_backend(backend_name), puzzle.model)
    expected = brute(puzzle, candidates)
    try:
        found = answers(puzzle, backend_name)
    except UnsupportedError:  # (zdd on a constraint it counts but does not list)
        assert xcckit.count(puzzle, backend=backend_name).count == len(expected)
        return expected
    assert found == expected
    return expected


def shading_candidates(puzzle):
    """Every shading of the puzzle's grid."""
    return shadings(puzzle.m, puzzle.n)


def brute_shadings(puzzle) -> list[list[list[str]]]:
    """The shading grids the puzzle's rules checker passes, sorted."""
    return brute(puzzle, shading_candidates)


def one_line_error(read, text: str, source: str = "p.txt") -> str:
    """The error of ``read(text, source=source)``: one line that starts by naming the file (a
    genre's bad notation names its place, file:line:column)."""
    with pytest.raises(InputError) as err:
        read(text, source=source)
    message = str(err.value)
    assert message.startswith(source) and "\n" not in message
    return message


def assert_one_cell_breaks(puzzle, answer: list[str], cell: tuple[int, int], token: str, rule: str) -> None:
    """``answer`` (rows of blank-separated cells) keeps the rules, and with ``cell`` written
    ``token`` it breaks ``rule``, as rows and as a ``{"grid": rows}`` answer alike."""
    assert_cells_break(puzzle, answer, {cell: token}, rule)


def assert_cells_break(puzzle, answer: list[str], changes: dict[tuple[int, int], str], rule: str) -> None:
    """``answer`` (rows of blank-separated cells) keeps the rules, and with each cell of
    ``changes`` (cell -> token) written so it breaks ``rule``, as rows and as a ``{"grid": rows}``
    answer alike."""
    grid = [row.split() for row in answer]
    assert puzzle.verify(grid) is None
    for (i, j), token in changes.items():
        assert grid[i][j] != token
        grid[i][j] = token
    assert puzzle.verify(grid) == rule
    assert puzzle.verify({"grid": grid}) == rule


def grown_rooms(rng: random.Random, m: int, n: int) -> list[list[int]]:
    """Rooms grown from a few random seeds (any shape, each in one piece): heyawake's, chocona's,
    shimaguni's random cases."""
    room: dict[tuple[int, int], int] = {}
    cells = [(i, j) for i in range(m) for j in range(n)]
    for k, c in enumerate(rng.sample(cells, rng.randint(1, min(5, m * n)))):
        room[c] = k
    while len(room) < m * n:
        c = rng.choice(sorted(room))
        nb = rng.choice([(c[0] + 1, c[1]), (c[0] - 1, c[1]), (c[0], c[1] + 1), (c[0], c[1] - 1)])
        if nb in cells and nb not in room:
            room[nb] = room[c]
    return [[room[i, j] for j in range(n)] for i in range(m)]


def small_rooms(rng: random.Random, m: int, n: int) -> list[list[int]]:
    """Rooms of up to 4 cells, grown at random (a room that is in two pieces never arises):
    suguru's and hakyuu's random cases."""
    room = [[-1] * n for _ in range(m)]
    k = 0
    for i in range(m):
        for j in range(n):
            if room[i][j] >= 0:
                continue
            grown, aim = [(i, j)], rng.randint(1, 4)
            room[i][j] = k
            while len(grown) < aim:
                free = [(a, b) for c, d in grown for a, b in ((c + 1, d), (c, d + 1), (c - 1, d), (c, d - 1))
                        if 0 <= a < m and 0 <= b < n and room[a][b] < 0]
                if not free:
                    break
                a, b = rng.choice(free)
                room[a][b] = k
                grown.append((a, b))
            k += 1
    return room


def room_fillings(puzzle):
    """Every grid whose rooms each hold 1..(the room's size) once, given numbers kept (the brute
    force of suguru and hakyuu: the rules checker says which are answers)."""
    rooms: dict = {}
    for i, row in enumerate(puzzle.room):
        for j, r in enumerate(row):
            rooms.setdefault(r, []).append((i, j))
    ways = []
    for cells in rooms.values():
        digits = [str(x) for x in range(1, len(cells) + 1)]
        ways.append([list(zip(cells, p)) for p in itertools.permutations(digits)
                     if all(puzzle.cells[i][j] in ("-", d) for (i, j), d in zip(cells, p))])
    for choice in itertools.product(*ways):
        grid = [[""] * puzzle.n for _ in range(puzzle.m)]
        for part in choice:
            for (i, j), d in part:
                grid[i][j] = d
        yield grid


def random_numbered_rooms(cls, rng: random.Random):
    """A puzzle of ``cls`` (suguru, hakyuu): half the time a made 2-3 × 2-4 puzzle with some of
    its numbers taken away (it has answers), else a grid of random rooms with up to two numbers
    (most have none)."""
    m, n = rng.randint(2, 3), rng.randint(2, 4)
    if rng.random() < 0.5:
        made = cls.maker(m, n, rng)
        if made is not None:
            cells = [[t if (i, j) not in made.removable or rng.random() < 0.3 else "-" for j, t in enumerate(row)]
                     for i, row in enumerate(made.cells)]
            return cls(cells, made.rooms)
    rooms = small_rooms(rng, m, n)
    cells = [["-"] * n for _ in range(m)]
    for _ in range(rng.randint(0, 2)):
        i, j = rng.randrange(m), rng.randrange(n)
        cells[i][j] = str(rng.randint(1, sum(r.count(rooms[i][j]) for r in rooms)))
    return cls(cells, rooms)


def cells_and_rooms(cls, rows: list[str]):
    """The puzzle of ``cls`` of ``rows``: its rows of cells, then as many rows of room numbers (as
    the notation writes them)."""
    half = len(rows) // 2
    return cls([r.split() for r in rows[:half]], [[int(t) for t in r.split()] for r in rows[half:]])
