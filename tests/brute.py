"""A brute-force XCC solver for tiny models, written from the definition and nothing else."""

from __future__ import annotations


def brute_solutions(primary, secondary, options):
    """All solutions of a tiny XCC problem: every set of options in which each primary item is
    covered between its bounds and each secondary item is either used by one option alone with
    no colour or by any number of options with one and the same colour.

    primary: dict name -> (lo, hi); secondary: set of names;
    options: list of lists of (name, colour or None), already without the options that have no
    primary item. Returns a set of sorted tuples of option indices.

    The sets are tried option by option, each taken or left out; a set that already covers an
    item too often or mixes colours is not grown further (growing it cannot mend either), so a
    model of a few dozen options is tried in milliseconds, not 2^n sets.
    """
    n = len(options)
    found = set()
    cover = dict.fromkeys(primary, 0)
    colours: dict = {}
    chosen: list[int] = []

    def fits(name, colour) -> bool:
        if name in primary:
            return cover[name] < primary[name][1]
        used = colours.get(name)
        return not used or (colour is not None and used[0] == colour)

    def grow(i: int) -> None:
        if i == n:
            if all(lo <= cover[name] for name, (lo, _) in primary.items()):
                found.add(tuple(chosen))
            return
        grow(i + 1)
        taken = []
        for name, colour in options[i]:
            if not fits(name, colour):
                break
            if name in primary:
                cover[name] += 1
            else:
                colours.setdefault(name, []).append(colour)
            taken.append((name, colour))
        else:
            chosen.append(i)
            grow(i + 1)
            chosen.pop()
        for name, _ in taken:
            if name in primary:
                cover[name] -= 1
            else:
                colours[name].pop()
                if not colours[name]:
                    del colours[name]

    grow(0)
    return found
