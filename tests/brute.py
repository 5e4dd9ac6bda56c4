"""A brute-force XCC solver for tiny models, written from the definition and nothing else."""

from __future__ import annotations

from itertools import combinations


def brute_solutions(primary, secondary, options):
    """All solutions of a tiny XCC problem.

    primary: dict name -> (lo, hi); secondary: set of names;
    options: list of lists of (name, colour or None), already without the options that have no
    primary item. Returns a set of sorted tuples of option indices.
    """
    n = len(options)
    found = set()
    for k in range(n + 1):
        for subset in combinations(range(n), k):
            cover = dict.fromkeys(primary, 0)
            uses = {}
            ok = True
            for o in subset:
                for name, colour in options[o]:
                    if name in primary:
                        cover[name] += 1
                    else:
                        uses.setdefault(name, []).append(colour)
            for name, (lo, hi) in primary.items():
                if not lo <= cover[name] <= hi:
                    ok = False
            for colours in uses.values():
                if None in colours and len(colours) > 1:
                    ok = False
                if len(set(colours)) > 1:
                    ok = False
            if ok:
                found.add(subset)
    return found
