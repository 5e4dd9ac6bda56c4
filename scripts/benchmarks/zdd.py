"""The zdd benchmark: the zdd backend (frontier sweep, Algorithm Z) beside Graphillion, xcover's
Algorithm Z and dlx, each in a child process: seconds and peak memory."""

from __future__ import annotations

from functools import partial

import xcckit
from xcckit import parse_dlx

from .classic import blank_slitherlink, clued_slitherlink
from .common import header, in_child


def _zdd_count(model_fn, order: str):
    """(count, memo entries) of the model by zdd in the variable order ``order``."""
    r = xcckit.count(model_fn(), backend="zdd", order=order)
    return r.count, r.memo["entries"]


def _dlx_count(model_fn):
    """(count, None) of the model by dlx on one thread."""
    return xcckit.count(model_fn(), backend="dlx", threads=1).count, None


def _graphillion_cycles(n: int):
    """(count, None) of the single cycles of an (n+1)×(n+1) grid graph by Graphillion."""
    from graphillion import GraphSet
    v = lambda i, j: i * (n + 1) + j + 1  # noqa: E731
    edges = [e for i in range(n + 1) for j in range(n + 1)
             for e in ([(v(i, j), v(i, j + 1))] if j < n else []) + ([(v(i, j), v(i + 1, j))] if i < n else [])]
    GraphSet.set_universe(edges, traversal="as-is")  # row by row: its best order on grids (measured)
    return GraphSet.cycles().len(), None


def _macmahon(board: str):
    """The model of MacMahon's triangles on ``board``."""
    from xcckit.puzzles.macmahon import MacMahon
    return MacMahon.from_args([board]).model


def _torto():
    """The model of Torto TORTO."""
    from xcckit.puzzles.torto import Torto
    return Torto(["TORTO"]).model


def _rect1000():
    """The model of the 5×5 word rectangles of the 1,000 commonest SGB words."""
    from xcckit.puzzles.wordrect import WordRectangle
    from xcckit.puzzles.kit.words import load_words
    return WordRectangle(load_words("sgb-words:1000"), load_words("sgb-words:1000")).model


def _xcover_zdd_count(model_fn):
    """xcover 0.2.6's Algorithm Z (covers_zdd with its memo), counted over the nodes it yields."""
    import xcover
    model = model_fn()
    options = [model.option_tokens(o) for o in range(model.n_options)]
    primary = [model.names[i] for i in model.primary_ids]
    secondary = [model.names[i] for i in model.secondary_ids]
    counts = {0: 0, 1: 1}
    last = 0
    for index, _, lo, hi in xcover.covers_zdd(options, primary=primary, secondary=secondary, colored=True,
                                               use_memo_cache=True):
        counts[index] = counts[lo] + counts[hi]
        last = index
    return counts[last], None


def bench_zdd(largest: int, time_limit: float, graphillion: bool, xcover: bool) -> None:
    """The zdd backend (frontier sweep and Algorithm Z with mrv) side by side with Graphillion 2.1
    (blank grids), xcover 0.2.6's memoised Algorithm Z and dlx (one thread); each in a child
    process (peak memory is the child's). Counts are checked against the first that finished: a
    peer's different count is shown as wrong. A column that ran out of time on a blank grid is
    not run on the larger ones."""
    xcckit.count(parse_dlx("a | x\na x:1\n"), backend="zdd")  # compile once (the cache serves the children)
    print(header())
    print(f"\nSeconds (peak MiB of the process); '>' did not finish in so many seconds ({time_limit:g} for "
          f"zdd and Graphillion, at most 60 for the others); '—' not run.\n")
    columns = ["zdd sweep", "zdd mrv", "Graphillion 2.1", "xcover 0.2.6 (memo)", "dlx (1 thread)"]
    print("| instance | solutions | " + " | ".join(columns) + " |")
    print("|---|---|" + "---|" * len(columns))
    gave_up: set[str] = set()
    rows = [(f"blank {n}×{n} slitherlink", partial(blank_slitherlink, n), partial(_graphillion_cycles, n))
            for n in range(6, largest + 1)]
    rows += [(f"36×20 slitherlink, a third clued (seed {s})", partial(clued_slitherlink, 36, 20, s), None) for s in (1, 2)]
    rows += [("MacMahon board 12", partial(_macmahon, "12"), None),
             ("MacMahon hexagon", partial(_macmahon, "hexagon"), None),
             ("Torto TORTO", _torto, None),
             ("5×5 rectangles, sgb-words:1000", _rect1000, None)]
    for name, model_fn, peer_fn in rows:
        blank = name.startswith("blank")
        runs = {"zdd sweep": (_zdd_count, (model_fn, "sweep")), "zdd mrv": (_zdd_count, (model_fn, "mrv"))}
        if peer_fn is not None and graphillion:
            runs["Graphillion 2.1"] = (peer_fn, ())
        if xcover:
            runs["xcover 0.2.6 (memo)"] = (_xcover_zdd_count, (model_fn,))
        if not blank:
            runs["dlx (1 thread)"] = (_dlx_count, (model_fn,))
        results = {}
        limits = {col: time_limit if col.startswith(("zdd", "Graphillion")) else min(time_limit, 60.0)
                  for col in columns}
        for col, (fn, args) in runs.items():
            if blank and col in gave_up:
                continue
            results[col] = in_child(fn, args, limits[col])
            if blank and results[col][0] is None:
                gave_up.add(col)
        mine = [results[c][2][0] for c in ("zdd sweep", "zdd mrv") if c in results and results[c][2] is not None]
        assert len(set(mine)) <= 1, f"{name}: zdd counts differ: {mine}"
        reference = mine[0] if mine else next((r[2][0] for r in results.values() if r[2] is not None), None)

        def cell(col):
            """The table's cell of column ``col``: seconds (peak MiB), '>' or '—'."""
            if col not in results:
                return "—"
            seconds, mib, out = results[col]
            if seconds is None:
                return f"> {limits[col]:g}"
            text = f"{seconds:.2f} ({mib:.0f})"
            if reference is not None and out[0] != reference:
                assert col.startswith("xcover"), f"{name}: {col} counts {out[0]:,}, zdd {reference:,}"
                text += f" wrong: {out[0]:,}"
            return text

        count = f"{reference:,}" if reference is not None else "?"
        print(f"| {name} | {count} | " + " | ".join(cell(c) for c in columns) + " |", flush=True)
