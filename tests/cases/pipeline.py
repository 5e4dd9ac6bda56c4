"""pipeline: what every genre is asked (tests/test_genres.py)."""

from __future__ import annotations

import random

from xcckit.puzzles.pipeline import Pipeline, pipe_rows, random_pipe

from . import Case, Export, lines

DEMO_ANSWER = ["s - - - - - - -", "ns - - - - - - -", "ns s - - - - - -", "ns ns - - - - - -",
               "ns ns se sw - - - -", "ns ne nw ne sw se ew sw", "ne ew ew sw ne nw se nw", "- - - ne ew ew nw -"]
SMALL = ["3 4", "- 3 2 -", "- - -", "e - - -", "- - s -", "- - - -"]  # (the project's own: 2 answers)
TOKENS = "a cell is - or the sides the pipe leaves it by (ns, ew, ne, nw, se, sw; n, s, e, w at an end)"


def random_puzzle(rng: random.Random) -> Pipeline:
    """A random pipe on 1×4 to 3×3 cells, its ends given, each piece between them given with
    odds 1 in 5, and the numbers read off it; none, half, four in five or all of the numbers
    taken away ('-'), and one number one more or less a fifth of the time (no answer, or another)."""
    while True:
        m, n = rng.choice([(1, 4), (2, 2), (2, 3), (2, 4), (3, 2), (3, 3), (3, 3), (4, 2)])
        path = random_pipe(m, n, rng, rng.randint(2, max(2, m * n - 2)))
        if path is not None:
            break
    answer = pipe_rows(m, n, path)
    cells = [["-"] * n for _ in range(m)]
    for k, (i, j) in enumerate(path):
        if k in (0, len(path) - 1) or rng.random() < 0.2:
            cells[i][j] = answer[i][j]
    numbers = [sum(answer[i][j] != "-" for i in range(m)) for j in range(n)] + [
        sum(t != "-" for t in row) for row in answer]
    away = rng.choice((0.0, 0.5, 0.8, 1.0))
    numbers = [None if rng.random() < away else v for v in numbers]
    if rng.random() < 0.2:
        k = rng.randrange(len(numbers))
        numbers[k] = max(0, min((numbers[k] or 0) + rng.choice((-1, 1)), m if k < n else n))
    try:
        return Pipeline(cells, numbers[:n], numbers[n:])
    except Exception:  # (numbers that add up differently: refused; those of the pipe instead)
        return Pipeline(cells, [None] * n, [None] * m)


def pipes(p: Pipeline):
    """Every grid in which each cell is left by at most two sides, each towards a cell that
    takes it up (paths and loops of any number, ends anywhere), as answer grids: the rules
    checker says which are the puzzle's answers."""
    m, n = p.m, p.n
    edges = [((i, j), (i, j + 1)) for i in range(m) for j in range(n - 1)]
    edges += [((i, j), (i + 1, j)) for i in range(m - 1) for j in range(n)]
    degree = {(i, j): 0 for i in range(m) for j in range(n)}
    chosen: list = []

    def grid():
        sides: dict = {}
        for a, b in chosen:
            d = "e" if a[0] == b[0] else "s"
            sides.setdefault(a, set()).add(d)
            sides.setdefault(b, set()).add({"e": "w", "s": "n"}[d])
        return [["".join(d for d in "nsew" if d in sides.get((i, j), ())) or "-" for j in range(n)]
                for i in range(m)]

    def fill(k: int):
        if k == len(edges):
            yield grid()
            return
        a, b = edges[k]
        yield from fill(k + 1)
        if degree[a] < 2 and degree[b] < 2:
            degree[a] += 1
            degree[b] += 1
            chosen.append(edges[k])
            yield from fill(k + 1)
            chosen.pop()
            degree[a] -= 1
            degree[b] -= 1

    yield from fill(0)


def numbers_and_cells(rows: list[str]) -> Pipeline:
    """The puzzle of ``rows``: the columns' numbers, the rows' numbers ('-' where none is given),
    then the rows of cells (as the notation writes them, without its first line)."""
    def numbers(line: str) -> list[int | None]:
        return [None if t == "-" else int(t) for t in line.split()]

    return Pipeline([r.split() for r in rows[2:]], numbers(rows[0]), numbers(rows[1]))


CASE = Case(
    kind="pipeline",
    demo="demo-8x8",
    demo_answer=DEMO_ANSWER,
    small=SMALL,
    count=2,
    svg=lambda s: s.count('class="given"') == 2 and s.count('stroke="#1a56db"') in (10, 14),  # (either answer)
    bad_file="2 2\n1 1\n1 1\ne x\n- -\n",
    error="4:3: 'x': a cell is '-', a pipe piece (ns, ew, ne, nw, se, sw) or an end (n, s, e, w)",
    random=random_puzzle,
    candidates=pipes,
    seeds=10,
    rows=numbers_and_cells,
    broken=(
        (["- -", "-", "e w"], ["e o"], "r1c2 is 'o': " + TOKENS),
        (["- -", "-", "e w"], ["e we"], "r1c2 is 'we': " + TOKENS),
        (["- - -", "-", "- e w"], ["ns e w"], "the pipe leaves r1c1 by its n side, off the grid"),
        (["- - -", "-", "e - w"], ["e - w"], "the pipe leaves r1c1 by its e side, and r1c2 does not take it up"),
        (["- - - -", "-", "e w - -"], ["e w e w"], "the pipe ends at r1c3, which is no given end"),
        (["- - -", "- -", "e w -", "- - -"], ["ew w -", "- - -"], "r1c1 is given 'e', the answer has 'ew'"),
        (["- - - -", "- - -", "e w - -", "- - se sw", "- - ne nw"], ["e w - -", "- - se sw", "- - ne nw"],
         "the pipe falls into 2 pieces (through r1c1 and r2c3)"),
        (["- - -", "1 -", "e ew w", "- - -"], ["e ew w", "- - -"], "row 1 has 3 pipe cells, its number says 1"),
        (["1 - 2", "- -", "e sw -", "- ne w"], ["e sw -", "- ne w"], "column 3 has 1 pipe cells, its number says 2"),
    ),
    demo_broken=(
        ({(1, 0): "-", (2, 0): "-", (3, 0): "-", (4, 0): "-", (5, 0): "-", (6, 0): "-"},
         "the pipe leaves r1c1 by its s side, and r2c1 does not take it up"),
        # the step r6c6-r6c7 bulged up into row 5: still one pipe, with two cells too many in row 5
        ({(5, 5): "ns", (4, 5): "se", (4, 6): "sw", (5, 6): "ne"}, "row 5 has 6 pipe cells, its number says 4"),
        # a loop apart, in the empty corner
        ({(0, 6): "se", (0, 7): "sw", (1, 6): "ne", (1, 7): "nw"}, "the pipe falls into 2 pieces (through r1c1 and "
                                                                  "r1c7)"),
    ),
    bad=(
        ("", "empty pipeline puzzle: expected a line 'R C'"),
        ("2\n1 1\n1 1\ne w\n- -\n", "1:1: expected the first line 'R C'"),
        ("2 2\n1 1\n1 1\ne w\n", "5:1: the first line says 2×2: expected a line of 2 column numbers, a line of 2 "
                                 "row numbers and 2 rows of cells, found 3 lines"),
        ("2 2\n1 1 1\n2 -\ne w\n- -\n", "2:5: expected 2 numbers of the columns here, found 3"),
        ("2 2\n1 1\n2 x\ne w\n- -\n", "3:3: 'x': a number of the rows is a whole number or '-'"),
        ("2 2\n1 1\n3 -\ne w\n- -\n", "3:1: 3 is more than the 2 cells of a row"),
        ("2 2\n1 1\n2 -\ne w\n- - -\n", "5:5: this row has 3 cells, the first line says 2"),
        ("2 2\n1 1\n2 -\ne w\n- en\n", "5:3: 'en': a cell is '-', a pipe piece"),
        ("2 2\n1 1\n2 -\nn w\n- -\n", "4:1: the piece 'n' at r1c1 leaves the grid by its n side"),
        ("2 2\n1 1\n2 -\ne w\ne -\n", "5:1: a third end of the pipe (the others at r1c1 and r1c2): a pipeline has two"),
        ("2 2\n1 1\n2 -\ne -\n- -\n", "1:1: the puzzle gives 1 end of the pipe (n, s, e, w): a pipeline gives both"),
        ("2 2\n1 1\n2 1\ne w\n- -\n", "1:1: the column numbers add up to 2, the row numbers to 3"),
    ),
    bad_urls=(("https://puzz.link/p?pipeline/2/2/abc", "pzprjs has no pipeline URLs"),
              ("https://puzz.link/p?slither/2/2/abc", "pzprjs has no pipeline URLs")),
    exports=(Export("small", lines(SMALL), 2, zdd=True),),
    made=(5, 5),
)
