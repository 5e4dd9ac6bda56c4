"""DIMACS CNF of a model: the plain CNF translation, a variable per option.

Variables 1..N are the options, in order, each named in a comment line ``c option VAR TEXT`` (its
DLX line); auxiliary variables follow. Side constraints enforced lazily by the sat backend (a
single loop, connectivity) cannot be written as a finite clause list here: a comment line says so.
"""

from __future__ import annotations

from ..backends.sat import CNFEncoding
from ..model import Model


def write(model: Model) -> str:
    enc = CNFEncoding(model, tables=False)
    lines = [f"c xcckit CNF: variables 1..{len(enc.x)} are the options"]
    lines += [f"c option {v} {model.option_text(o)}" for o, v in enumerate(enc.x)]
    if enc.lazy:
        names = " and ".join(dict.fromkeys(sc.name.replace(" ", "-") for sc, _ in enc.lazy))
        lines.append(f"c note: {names} side constraints are enforced lazily and are not in this file")
    lines.append(f"p cnf {max(enc.pool.top, 1)} {len(enc.clauses)}")
    lines += [" ".join(map(str, c)) + " 0" for c in enc.clauses]
    return "\n".join(lines) + "\n"
