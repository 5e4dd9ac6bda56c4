"""Brute forces for the genres that divide a grid into regions (shikaku, tatamibari, galaxies,
fillomino): every candidate answer of a tiny grid, written from the definitions, for the rules
checkers to filter."""

from __future__ import annotations


def number_regions(label: dict) -> list[list[str]]:
    """An answer's rows from cell -> region key: regions numbered 1, 2, ... by their first cells
    column by column (each column from the top)."""
    m = max(i for i, _ in label) + 1
    n = max(j for _, j in label) + 1
    number: dict = {}
    for j in range(n):
        for i in range(m):
            if label[i, j] not in number:
                number[label[i, j]] = len(number) + 1
    return [[str(number[label[i, j]]) for j in range(n)] for i in range(m)]


def rectangle_tilings(m: int, n: int):
    """Every division of the m×n grid into rectangles, as cell -> rectangle (top, left, h, w)."""
    label: dict = {}

    def free_from(i, j):
        for k in range(i * n + j, m * n):
            a, b = divmod(k, n)
            if (a, b) not in label:
                return a, b
        return None

    def go():
        first = free_from(0, 0)
        if first is None:
            yield dict(label)
            return
        i, j = first
        for h in range(1, m - i + 1):
            for w in range(1, n - j + 1):
                cells = [(a, b) for a in range(i, i + h) for b in range(j, j + w)]
                if any(c in label for c in cells):
                    break
                for c in cells:
                    label[c] = (i, j, h, w)
                yield from go()
                for c in cells:
                    del label[c]

    yield from go()


def connected_partitions(m: int, n: int):
    """Every division of the m×n grid into connected regions, as cell -> region number (each
    region grown from its first free cell in reading order)."""
    cells = [(i, j) for i in range(m) for j in range(n)]
    label: dict = {}

    def near(c):
        i, j = c
        return [(a, b) for a, b in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1)) if 0 <= a < m and 0 <= b < n]

    def regions_from(start):
        """Every connected set of free cells holding ``start`` whose other cells come after it in
        reading order, each once (Redelmeier's growth)."""
        def allowed(d):
            return d not in label and d > start

        def grow(region, untried, seen):
            yield region
            untried = list(untried)
            while untried:
                c = untried.pop()
                new = [d for d in near(c) if allowed(d) and d not in seen]
                yield from grow(region | {c}, untried + new, seen | set(new))

        first = [d for d in near(start) if allowed(d)]
        yield from grow(frozenset([start]), first, set(first) | {start})

    def go(k):
        free = next((c for c in cells if c not in label), None)
        if free is None:
            yield dict(label)
            return
        for region in regions_from(free):
            for c in region:
                label[c] = k
            yield from go(k + 1)
            for c in region:
                del label[c]

    yield from go(0)
