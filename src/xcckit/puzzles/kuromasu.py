"""Kuromasu (Kurodoko): shade cells so that each number counts the unshaded cells it sees.

Rules (janko.at's, pzprjs's ``kurodoko``): a numbered cell is not shaded; its number is how many
unshaded cells it sees along its row and its column, itself included, up to a shaded cell or the
edge in each of the four directions; no two shaded cells are side by side; the unshaded cells are
connected.

Notation (janko.at's, puzzlekit's ``kuromasu``): ``R C``, then R rows of cells, a number from 1
or ``-`` (``?``: a numbered cell whose number is not given, as pzprjs allows: unshaded, counting
nothing); puzz.link ``kurodoko`` URLs. Answer: ``x`` shaded, ``-`` unshaded.

The model, plain exact cover with colours (each cell a primary item ``c``, a secondary item ``v``
coloured 1 shaded or 0 unshaded) but for one side constraint:

* a cell without a number is :mod:`.hitori`'s (whose rules of shading these are): its options
  colour it and its neighbours below and to the right (on the edge: every neighbour, and none
  that walls it off), shaded with those unshaded or unshaded with any of them, so that "never
  side by side" is said once per pair and each item is a table of colourings;
* a number's cell has an option per way its four arms may run (Knuth's way: an option settles
  a whole local fact), the lengths of its arms summing to the number less one: the option
  colours the cell and its arms unshaded and the cell beyond each arm that ends inside the grid
  shaded (no option where that cell holds a number);
* a number with more such ways than :data:`LISTED` (64) has its sight split in two: its cell's
  item has an option per lengths of its arms up and down, its row's item ``h`` one per lengths
  of its arms left and right, coloured as above, and the two agree on the colour ``#N`` of a
  secondary item ``s``, the N cells its column sees besides its own cell;
* the unshaded cells hang together: a :class:`~xcckit.constraints.Connected` constraint, which
  XCC cannot say.

Before any option is listed, what the rules settle is found by propagation (:class:`_Settled`:
each arm's possible lengths as bits, cut down by the cells known, by the sum, by two numbers in
a line seeing each other or not, and the cells those lengths decide; a shaded cell unshades its
neighbours; a cut vertex of the cells not shaded that would part unshaded cells is unshaded),
as :mod:`.nonogram` settles its lines: every step holds in every answer, so none is lost. Only
the lengths left are options, an option colours only the cells left unknown (a settled cell's
own table, left its settled rows, colours it), and when every cell is settled (the unshaded
ones connected) the constraint is left out: the model is one option per item, which ``auto``
hands to dlx (no CNF, no cuts). That is 507 of the 560 published puzzles (every one of 10x10,
12x12, 14x14 and larger but 8 of the 64 17x17s; 130 of the 135 13x13s and 68 of the 107 9x9s,
which have fewer numbers: the rest are left to sat with some cells settled). ``settle=False``
lists every way (the tests compare the two models' answers).

The split keeps a large number's options few and short: pairs of lengths, where the ways of four
arms (the compositions of the number less one: 455 for a 13 in the open) each held every arm's
cells. With every number split, sat took a third less than with none on the published 17x17s
(median 96 against 172 ms, on a loaded machine; 20x36: 133,000 entries against 343,000, 0.9
against 1.5 s in the solver), dlx was as fast, but zdd's frontier, which carries each split's
colour across the grid, did not count the bundled 8x8 in 10 minutes (1 s without a split), nor
with a split above 16 ways in 100 s. At 64 the small puzzles keep every number whole (zdd counts
them, and their DLX text is the whole exact cover); the settled published ones split none.

Measured (2026-11-29, every third of the 560 published puzzles of puzzlekit's dataset, all solved
with the published answer and proven unique): docs/benchmarks.md, "Settled before the model";
the median fell 4-12 fold at every size (31x45: 0.63 s against puzzlekit's 7.2).

In CPU seconds in one warm process (old and new model in turn on each puzzle, children's time
counted), medians: 9x9 0.012 before, 0.005 after; 13x13 0.028, 0.008; 17x17 0.063, 0.015;
20x36 0.30, 0.051 (the translation had been 0.13 s, the CNF 300,000 literals, at the size that
sends sat's search to a child process); 31x45 1.05, 0.125 (800,000 literals), of which the
settling is most (0.08-0.1 s with the model's building). What else was measured on the way:
without the rule of two numbers in a line 476 puzzles settle whole, not 507, and the settling
takes longer (0.32-0.40 s against 0.30-0.32 s on six large puzzles); without the cut vertices 2
of the 24 20x36s settle whole, none of the 31x45s; the rule of two numbers was applied 26,049
times on a 31x45 with the queue of numbers to look at again last in, first out and every number
in a line woken when one's lengths changed, 16,941 times waking only those whose arm towards it
changed, 9,418 times first in, first out (0.17, 0.15, 0.09 s); the sum rule repeated until it
changes nothing is no stronger than once (a length a combination supports supports the others
of that combination).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator, Sequence

from ..constraints import Connected
from ..model import Model
from .kit import rules
from .kit.batch import Batch
from .kit.genre import AtCell, Genre, Made, NumberURL, shaded_rows
from .kit.grid import SIDE_STEPS, Cell, neighbours, orbits, pairs, still_joined, where
from .kit.patterns import NEIGHBOURHOODS

SHADED, OPEN = "1", "0"
UNKNOWN = "?"
"""The clue of a numbered cell whose number is not given."""

def sight(m: int, n: int, c: Cell, shaded: set[Cell]) -> int:
    """How many unshaded cells ``c`` sees (itself included) along its row and column, up to a
    cell of ``shaded`` or the edge."""
    seen = 1
    for a, b in SIDE_STEPS:
        i, j = c[0] + a, c[1] + b
        while 0 <= i < m and 0 <= j < n and (i, j) not in shaded:
            seen += 1
            i, j = i + a, j + b
    return seen


LISTED = 64
"""The most ways a number's four arms may run for it to be given an option per way; a number
with more has its sight split in two (see the module's docstring)."""

UP, LEFT, RIGHT, DOWN = range(4)
STEPS = ((-1, 0), (0, -1), (0, 1), (1, 0))
"""The arms of a number, in the order of its options' items: up, left, right, down."""


def _bits(x: int) -> Iterator[int]:
    """The bits set in ``x``, lowest first."""
    while x:
        low = x & -x
        yield low.bit_length() - 1
        x ^= low


def _sums(a: int, b: int) -> int:
    """The set of sums of a member of ``a`` and one of ``b`` (sets of lengths as bits)."""
    if a.bit_count() > b.bit_count():
        a, b = b, a
    out = 0
    while a:
        low = a & -a
        out |= b * low
        a ^= low
    return out


def _flip(x: int, total: int) -> int:
    """The lengths t (to ``total``) whose complement ``total - t`` is in ``x`` (sets as bits)."""
    return int(format(x & ((2 << total) - 1), f"0{total + 1}b")[::-1], 2)


def _ways(arms: Sequence[int], total: int) -> int:
    """How many ways four arms of the lengths ``arms`` (sets as bits) sum to ``total``."""
    up, left, right, down = arms
    by_sum: dict[int, int] = {}  # (the ways of the arms right and down, by their sum)
    for r in _bits(right):
        for d in _bits(down):
            by_sum[r + d] = by_sum.get(r + d, 0) + 1
    return sum(by_sum.get(total - u - l, 0) for u in _bits(up) for l in _bits(left))


class _Settled:
    """What the rules settle before any option is listed, by propagation (each step sound, so
    that the options left hold every answer): ``state`` per cell (row-major) -1 unknown, 0
    unshaded, 1 shaded; ``arms[c]`` per number: the lengths each of its four arms may have, as
    bits. The steps, until none changes anything: an arm's length ``t`` needs its first t
    cells not shaded and the cell beyond (in the grid) not unshaded; the four lengths sum to the
    number less one; an arm at least t long unshades its first t cells, an arm of one length t
    shades the cell beyond; a shaded cell unshades its neighbours; two numbers in a line, d
    cells apart, see each other or not: both arms between them reach d or more, the arms on the
    far sides then d apart (the same cells seen), or both stop short, the cells beyond their
    ends in order; a cell whose shading would part unshaded cells is unshaded (the cut vertices
    of the cells not shaded, by Tarjan's search). :attr:`ok`: it ran and met no contradiction
    (then a state without an unknown cell is the one answer, its unshaded cells connected); a
    contradiction (the puzzle has no answer, which the model then says) or ``settle`` False
    leave the arms as the grid and the numbers' cells allow them."""

    def __init__(self, m: int, n: int, clue: dict, settle: bool = True) -> None:
        self.m, self.n = m, n
        size = m * n
        self.state = state = [-1] * size
        for i, j in clue:
            state[i * n + j] = 0
        self.rays: dict[Cell, list[list[int]]] = {}
        self.arms: dict[Cell, list[int]] = {}
        numbers = [(c, k) for c, k in sorted(clue.items()) if isinstance(k, int)]
        for c, k in numbers:
            rays, arms = [], []
            for a, b in STEPS:
                ray, (i, j) = [], (c[0] + a, c[1] + b)
                while 0 <= i < m and 0 <= j < n:
                    ray.append(i * n + j)
                    i, j = i + a, j + b
                rays.append(ray)
                arms.append(sum(1 << t for t in range(min(len(ray), k - 1) + 1)
                                if t == len(ray) or state[ray[t]] != 0))
            self.rays[c], self.arms[c] = rays, arms
        first = {c: list(arms) for c, arms in self.arms.items()}
        self.ok = settle and self._propagate(numbers)
        if not self.ok:
            self.state = [-1] * size
            for i, j in clue:
                self.state[i * n + j] = 0
            self.arms = first

    def _watches(self, numbers: list[tuple[Cell, int]], totals: list[int],
                 rays: list[list[list[int]]]) -> tuple[list[int], list[list[tuple[int, int, int]]], list[list[tuple]]]:
        """The cells of each arm known unshaded (bits), each cell's (number, arm, place), and each number's links."""
        n, state = self.n, self.state
        at = {c[0] * n + c[1]: x for x, (c, _) in enumerate(numbers)}
        opened = [0] * (4 * len(numbers))  # (number x, arm a: x * 4 + a)
        watch: list[list[tuple[int, int, int]]] = [[] for _ in range(self.m * n)]  # (number, arm, place in it)
        links: list[list[tuple]] = [[] for _ in numbers]
        for x, total in enumerate(totals):
            for a, ray in enumerate(rays[x]):
                for i, y in enumerate(ray[:total + 1]):
                    watch[y].append((x, a, i))
                    if state[y] == 0:
                        opened[4 * x + a] |= 1 << i
            for a, b in ((RIGHT, LEFT), (DOWN, UP)):  # (the other number's arm towards this one)
                for d, y in enumerate(rays[x][a], 1):
                    z = at.get(y)
                    if z is not None and d <= max(total, totals[z]):
                        links[x].append((z, a, 3 - a, b, 3 - b, d))
                        links[z].append((x, b, 3 - b, a, 3 - a, d))
        return opened, watch, links

    def _propagate(self, numbers: list[tuple[Cell, int]]) -> bool:
        m, n, state = self.m, self.n, self.state
        size = m * n
        totals = [k - 1 for _, k in numbers]
        rays = [self.rays[c] for c, _ in numbers]
        arms = [self.arms[c] for c, _ in numbers]
        # the cells of each arm (number x, arm a: x * 4 + a) known shaded and unshaded, as bits
        opened, watch, links = self._watches(numbers, totals, rays)
        shaded = [0] * (4 * len(numbers))
        near = [[y for y in (x - n if x >= n else -1, x - 1 if x % n else -1, x + 1 if x % n < n - 1 else -1,
                             x + n if x < size - n else -1) if y >= 0] for x in range(size)]
        queue, queued = deque(range(len(numbers))), [True] * len(numbers)

        def put(y: int, v: int) -> bool:
            if state[y] == v:
                return True
            if state[y] != -1:
                return False
            state[y] = v
            known = shaded if v else opened
            for x, a, i in watch[y]:
                known[4 * x + a] |= 1 << i
                if not queued[x] and arms[x][a] >> i:  # (an arm that may reach the cell)
                    queued[x] = True
                    queue.append(x)
            return v == 0 or all(put(z, 0) for z in near[y])

        while True:
            while queue:
                x = queue.popleft()
                queued[x] = False
                own, total, base = arms[x], totals[x], 4 * x
                before = list(own)
                for a in range(4):  # (an arm passes no shaded cell and ends before no unshaded one)
                    wall = shaded[base + a]
                    own[a] &= ~opened[base + a] & ((wall & -wall) * 2 - 1 if wall else -1)
                for z, a, a2, b, b2, d in links[x]:
                    its = arms[z]
                    was = its[b], its[b2]
                    if not _facing(own, its, a, a2, b, b2, d):
                        return False
                    if (its[b], its[b2]) != was and not queued[z]:
                        queued[z] = True
                        queue.append(z)
                up, left, right, down = own  # (each length kept that the other three complete: once is enough)
                ul, rd = _sums(up, left), _sums(right, down)
                own[:] = [up & _flip(_sums(left, rd), total), left & _flip(_sums(up, rd), total),
                          right & _flip(_sums(down, ul), total), down & _flip(_sums(right, ul), total)]
                if not all(own):
                    return False
                if own != before:
                    for z, a, a2, *_ in links[x]:
                        if not queued[z] and (own[a] != before[a] or own[a2] != before[a2]):
                            queued[z] = True
                            queue.append(z)
                for a, ray in enumerate(rays[x]):
                    lengths = own[a]
                    least = (lengths & -lengths).bit_length() - 1
                    for i in _bits(((1 << least) - 1) & ~opened[base + a]):
                        if not put(ray[i], 0):
                            return False
                    if lengths == 1 << least and least < len(ray) and not put(ray[least], 1):
                        return False
            cut = _cut_cells(near, state)
            if cut is None:
                return False
            if not cut:
                return True
            if not all(put(y, 0) for y in cut):
                return False


def _facing(mine: list[int], its: list[int], a: int, a2: int, b: int, b2: int, d: int) -> bool:
    """Two numbers d cells apart in a line, their arms ``a`` (``mine``) and ``b`` (``its``)
    towards each other, ``a2`` and ``b2`` away: either both see the other (arms a and b d or
    more, and then b = a2 + d, a = b2 + d) or neither (a + b <= d - 2: the cell beyond each end
    lies between them, the first's before the second's). Narrows the four arms in place;
    False when no length is left to one of them."""
    short = (1 << d) - 1
    far_a = mine[a] & ~short & (its[b2] << d)
    far_b = its[b] & ~short & (mine[a2] << d)
    if far_a and far_b:
        see = (far_a, far_b, mine[a2] & (far_b >> d), its[b2] & (far_a >> d))
    else:
        see = (0, 0, 0, 0)
    near_a, near_b = mine[a] & short, its[b] & short
    if near_a and near_b:
        least_a, least_b = (near_a & -near_a).bit_length() - 1, (near_b & -near_b).bit_length() - 1
        near_a &= (1 << max(0, d - 1 - least_b)) - 1
        near_b &= (1 << max(0, d - 1 - least_a)) - 1
    if near_a and near_b:
        mine[a], its[b], mine[a2], its[b2] = see[0] | near_a, see[1] | near_b, mine[a2], its[b2]
    else:
        mine[a], its[b], mine[a2], its[b2] = see
    return bool(mine[a] and its[b] and mine[a2] and its[b2])


def _cut_cells(near: list[list[int]], state: list[int]) -> list[int] | None:
    """The unknown cells whose shading would part the unshaded cells (cut vertices of the
    cells not shaded, with unshaded cells on two sides), by an iterative depth-first search;
    None when the unshaded cells are apart already."""
    size = len(state)
    order, low, opens = [0] * size, [0] * size, [0] * size
    found: list[int] = []
    clock, component = 1, 0
    for root in range(size):
        if state[root] == 1 or order[root]:
            continue
        order[root] = low[root] = clock
        clock += 1
        opens[root] = state[root] == 0
        parts: dict[int, list[int]] = {}
        stack = [(root, -1, iter(near[root]))]
        while stack:
            v, parent, it = stack[-1]
            for w in it:
                if state[w] == 1:
                    continue
                if not order[w]:
                    order[w] = low[w] = clock
                    clock += 1
                    opens[w] = state[w] == 0
                    stack.append((w, v, iter(near[w])))
                    break
                if w != parent and order[w] < low[v]:
                    low[v] = order[w]
            else:
                stack.pop()
                if parent >= 0:
                    low[parent] = min(low[parent], low[v])
                    opens[parent] += opens[v]
                    if low[v] >= order[parent] and opens[v]:
                        parts.setdefault(parent, []).append(opens[v])
        if opens[root]:
            if component:
                return None
            component = opens[root]
        for v, sides in parts.items():
            if state[v] == -1 and len(sides) + (opens[root] > sum(sides)) >= 2:
                found.append(v)
    return found


class Kuromasu(NumberURL, Genre):
    """``Kuromasu(cells)``: rows of cell strings, a number, '?' or '-'."""

    kind = "kuromasu"
    url_least = 1
    url_least_why = "a number sees at least itself"
    unknown_clue = UNKNOWN
    url_names = ("kurodoko",)
    description = ("PUZZLE is a file in janko.at's notation: a line 'R C', then R rows of cells separated by "
                   "blanks, a number from 1 or - (? a number not given); - for standard input; a puzz.link URL "
                   "(https://puzz.link/p?kurodoko/W/H/...); or a bundled puzzle by name (demo-8x8). The answer: "
                   "x shaded, - unshaded. Rules: a numbered cell is not shaded, and its number counts the "
                   "unshaded cells it sees along its row and column, itself included, up to a shaded cell or the "
                   "edge; no two shaded cells are side by side; the unshaded cells are connected. The model: an option per "
                   f"way a number's four arms may run (a number with more than {LISTED} ways: its arms up and down, "
                   "and left and right, agreeing on how many cells its column sees), those that what the rules "
                   "settle first (by propagation) leaves; the unshaded cells connected is a side constraint (left "
                   "out when every cell is settled): sat, cpsat, zdd (counts) and dlx (at its leaves) take it.")

    cell_tokens = {"-": None, "?": UNKNOWN}
    least = 1
    cell_words = "a cell is a number from 1, '?' or '-'"

    def __init__(self, cells, rooms=None, extra=(), *, settle: bool = True) -> None:
        """``settle=False``: no propagation before the options are listed (:class:`_Settled`),
        every way the arms may run within the grid an option, connectivity always a constraint."""
        self.settle = settle
        super().__init__(cells, rooms, extra)

    def unsettled(self) -> "Kuromasu":
        return self if not self.settle else type(self)(self.cells, settle=False)

    def build(self) -> Model:
        m, n = self.m, self.n
        size = m * n
        for c, k in sorted(self.clue.items()):
            if isinstance(k, int) and k > m + n - 1:
                raise AtCell(self.kind, c, f"the {k} at {where(c)} is more than the {m + n - 1} cells it can see")
        settled = _Settled(m, n, self.clue, self.settle)
        state, arms = settled.state, settled.arms
        model = Model()
        model.add_items([f"c{i}.{j}" for i in range(m) for j in range(n)])
        numbered = [c for c in sorted(arms) if _ways(arms[c], self.clue[c] - 1) > LISTED]
        model.add_items([f"h{i}.{j}" for i, j in numbered])  # (a number's row; its cell's item: its column)
        names = [f"v{i}.{j}" for i in range(m) for j in range(n)]
        model.add_items(names, primary=False)
        model.add_items([f"s{i}.{j}" for i, j in numbered], primary=False)  # (what its column sees)
        first = size + len(numbered)  # (the first cell's secondary item)
        colour = {SHADED: model.colour_id(SHADED), OPEN: model.colour_id(OPEN)}
        batch = Batch(model)
        self.shades: dict[int, Cell] = {}
        at = {c: x for x, c in enumerate(numbered)}
        near = {(i, j): [d for _, d in neighbours(m, n, (i, j))] for i in range(m) for j in range(n)}
        for c, around in near.items():
            clue = self.clue.get(c)
            if isinstance(clue, int):
                if c in at:
                    self._sights(batch, colour, c, clue, first, settled, size + at[c], first + size + at[c])
                else:
                    self._sights(batch, colour, c, clue, first, settled)
                continue
            if len(around) == 4:  # inside: the cell and its neighbours below and to the right
                rows, covered = NEIGHBOURHOODS[2, False], [c, *(d for d in around if d > c)]
            else:  # on the edge: every neighbour, and not walled off by them
                rows, covered = NEIGHBOURHOODS[len(around), any(len(near[d]) > 1 for d in around)], [c, *around]
            known = [(x, str(state[d[0] * n + d[1]])) for x, d in enumerate(covered) if state[d[0] * n + d[1]] >= 0]
            items = [c[0] * n + c[1]] + [first + d[0] * n + d[1] for d in covered]
            for row in rows:
                if any(row[x] != s for x, s in known):  # (settled otherwise; a number is never shaded)
                    continue
                o = batch.add(items, [0] + [colour[k] for k in row])
                if row[0] == SHADED:
                    self.shades[o] = c
        batch.flush()
        if settled.ok and -1 not in state:  # (every cell settled, the unshaded ones connected: the cover says it all)
            return model
        model.add_constraint(Connected(model, names, [(names[a[0] * n + a[1]], names[b[0] * n + b[1]])
                                                      for a, b in pairs(m, n)], OPEN))
        return model

    def _sights(self, batch: Batch, colour: dict[str, int], c: Cell, k: int, first: int, settled: _Settled,
                row: int | None = None, split: int | None = None) -> None:
        """The options of the number ``k`` at ``c`` (see the module's docstring): one per
        lengths of its four arms that ``settled`` leaves; or, given its ``row``'s item, its
        column's (the cell's item: the arms up and down) and its row's (the arms left and
        right), which agree on the secondary item ``split`` (coloured ``#N``: the column sees N
        cells besides ``c``). An option colours only the cells ``settled`` left unknown (a
        settled cell's own options colour it). Each option's items in ascending order (the rows
        above, the cell's row from the left, the rows below); ``first`` is the first cell's
        secondary item."""
        state = settled.state
        on, off = colour[SHADED], colour[OPEN]
        lengths_of = settled.arms[c]
        pieces = []
        for a, ray in enumerate(settled.rays[c]):
            ways: dict[int, tuple[list[int], list[int]]] = {}  # per arm length: its cells and the one beyond
            for t in _bits(lengths_of[a]):
                its = [first + y for y in ray[:t] if state[y] < 0]
                cols = [off] * len(its)
                if t < len(ray) and state[ray[t]] < 0:
                    its.append(first + ray[t])
                    cols.append(on)
                ways[t] = (its[::-1], cols[::-1]) if a in (UP, LEFT) else (its, cols)
            pieces.append(ways)
        up, left, right, down = pieces
        head, own, total = c[0] * self.n + c[1], first + c[0] * self.n + c[1], k - 1
        lengths: list[int] = []
        items, colours = [], []
        if row is None:
            for u, (ui, uc) in up.items():
                for l, (li, lc) in left.items():
                    for r, (ri, rc) in right.items():
                        d = total - u - l - r
                        if d not in down:
                            continue
                        di, dc = down[d]
                        items += [head, *ui, *li, own, *ri, *di]
                        colours += [0, *uc, *lc, off, *rc, *dc]
                        lengths.append(len(ui) + len(li) + len(ri) + len(di) + 2)
            batch.block(lengths, items, colours)
            return
        model = batch.model
        across = _sums(lengths_of[LEFT], lengths_of[RIGHT])
        along = _sums(lengths_of[UP], lengths_of[DOWN])
        for u, (ui, uc) in up.items():
            for d, (di, dc) in down.items():
                if u + d > total or not across >> (total - u - d) & 1:
                    continue
                items += [head, *ui, own, *di, split]
                colours += [0, *uc, off, *dc, model.colour_id(f"#{u + d}")]
                lengths.append(len(ui) + len(di) + 3)
        for l, (li, lc) in left.items():
            for r, (ri, rc) in right.items():
                if l + r > total or not along >> (total - l - r) & 1:
                    continue
                items += [row, *li, *ri, split]
                colours += [0, *lc, *rc, model.colour_id(f"#{total - l - r}")]
                lengths.append(len(li) + len(ri) + 2)
        batch.block(lengths, items, colours)

    def grid(self, solution: Sequence[int]) -> list[list[str]]:
        return self.shading_rows(self.shades[o] for o in solution if o in self.shades)

    def verify(self, answer) -> str | None:
        shaded = self.shaded_in(answer)
        if isinstance(shaded, str):
            return shaded
        m, n = self.m, self.n
        for c in sorted(shaded & self.clue.keys()):
            return f"{where(c)} holds a number and is shaded"
        broken = rules.shaded_apart(shaded) or rules.unshaded_joined(shaded, m, n)
        if broken:
            return broken
        for c, k in sorted(self.clue.items()):
            if k != UNKNOWN and sight(m, n, c, shaded) != k:
                return f"the {k} at {where(c)} sees {sight(m, n, c, shaded)} unshaded cells"
        return None

    def draw(self, solution: Sequence[int] | None) -> dict:
        circles = {c: "white" for c in self.clue}
        text = {c: str(v) for c, v in self.clue.items() if v != UNKNOWN}
        if solution is None:
            return {"circles": circles, "text": text}
        shaded = {self.shades[o] for o in solution if o in self.shades}
        return {"circles": circles, "text": text, "shaded": sorted(shaded),
                "dots": [(i, j) for i in range(self.m) for j in range(self.n)
                         if (i, j) not in shaded and (i, j) not in self.clue]}

    @classmethod
    def clue_at(cls, made: Made, i: int, j: int) -> str | None:
        """An unshaded cell may hold its number (how many cells it sees)."""
        if made.answer is None or made.answer[i][j] == "x":
            return None
        m, n = len(made.answer), len(made.answer[0])
        shaded = {(a, b) for a in range(m) for b in range(n) if made.answer[a][b] == "x"}
        return str(sight(m, n, (i, j), shaded))

    @classmethod
    def maker(cls, m: int, n: int, rng, symmetry: str = "none") -> Made | None:
        """A random shading (an orbit of ``symmetry`` at a time, in a random order, each shaded
        where none of its cells touches a shaded one or another of its own and the unshaded cells
        stay connected; then about a third of the shaded orbits unshaded again, for longer
        sights), and on every unshaded cell its number. Every number is removable. With every
        number the answer is the only one: a shaded cell's neighbours are all numbers (no two
        shaded side by side), and unshading it would let them see more."""
        groups = orbits(m, n, symmetry)
        rng.shuffle(groups)
        shaded: set[Cell] = set()
        for group in groups:
            near = {d for c in group for _, d in neighbours(m, n, c)}
            if near & shaded or near & set(group) or len(group) == m * n:
                continue
            if _joined_without(m, n, shaded, group):
                shaded.update(group)
        for group in groups:
            if group[0] in shaded and rng.random() < 0.3:
                shaded.difference_update(group)
        cells = [["-"] * n for _ in range(m)]
        for i in range(m):
            for j in range(n):
                if (i, j) not in shaded:
                    cells[i][j] = str(sight(m, n, (i, j), shaded))
        removable = [(i, j) for i in range(m) for j in range(n) if (i, j) not in shaded]
        return Made(cells, removable, answer=shaded_rows(m, n, shaded))


def _joined_without(m: int, n: int, shaded: set[Cell], group: list[Cell]) -> bool:
    """Whether the unshaded cells stay connected once the cells of ``group`` (none touching a
    shaded cell or one another) are shaded too: each in turn, as :mod:`.hitori`'s maker asks it."""
    done = set(shaded)
    for c in group:
        if not still_joined(m, n, done, c, [d for _, d in neighbours(m, n, c)]):
            return False
        done.add(c)
    return True
