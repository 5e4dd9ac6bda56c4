"""A count in parts: cut the search into subproblems, count them on this machine's threads or
on a Dask cluster, and keep a journal of the finished ones.

A backend that counts in parts (:class:`~xcckit.backends.slices.Sliced`: dlx, whose parts force
options, or the trie, whose parts fix the letters of the first cells) cuts the search, and its
parts are counted on threads (:mod:`.threads`); the journal (:mod:`.journal`) holds the cut and
each finished part, so that running the same count again skips what is done; a cluster
(:mod:`.cluster`) counts the parts as Dask tasks.
"""

from __future__ import annotations

import time
from dataclasses import replace

from ..backends.base import Deadline, Handover, Outcome, Progress, Record, Stats, Status
from ..backends.slices import Sliced
from ..backends.subproblems import Subproblem
from ..errors import InputError, Interrupted
from ..model import Model
from .journal import Journal
from .threads import PER_THREAD, Scheduler


def check_prefixes(journal: Journal, backend: Sliced) -> None:
    """An InputError unless the parts of ``journal`` are those ``backend`` counts (a journal
    of a trie count lists letters, one of a dlx count options)."""
    if journal.prefixes != backend.prefixes:
        owner = "trie" if journal.prefixes == "letters" else "dlx"
        raise InputError(f"this journal holds the parts of a {owner} search: go on with --backend {owner}",
                         source=journal.path, line=journal.cut_line)


COUNT_CHECKPOINT = 60.0  # seconds: a long search of a count with a journal writes where it is this often


def count_in_parts(model: Model, backend: Sliced, *, journal: Journal | None = None, cluster=None,
                   time_limit: float | None = None, progress: Progress | None = None) -> Record:
    """The number of solutions of ``model``, the outcome (complete, or the time limit ran
    out: then a lower bound) and the search's figures (those of this machine's threads), counted in parts by ``backend``'s threads or on ``cluster`` (a
    :class:`~.cluster.Cluster`). With a ``journal``, what it holds is not counted again and
    what is counted goes into it (a long search writes where it is every COUNT_CHECKPOINT
    seconds, so that a crash loses no more). Ctrl-C raises :class:`~xcckit.errors.Interrupted` with the
    solutions counted so far."""
    deadline = Deadline(time_limit)
    t0 = time.perf_counter()
    if journal is not None and journal.total is not None:
        return Record(Outcome.COMPLETE, journal.total, backend)
    if journal is not None and journal.cut is not None:
        check_prefixes(journal, backend)
        parts, found = journal.cut
    else:
        workers = cluster.threads() if cluster is not None else backend.threads
        parts, found = backend.subproblems(model, PER_THREAD * max(1, workers))
        if journal is not None:
            journal.write_cut(parts, found, backend.prefixes)
    done = dict(journal.done) if journal is not None else {}
    todo = [k for k in range(len(parts)) if k not in done]
    base = found + sum(done.values())
    before = sum(parts[k].share for k in done)

    def shown(st: Status) -> None:
        progress(replace(st, count=base + st.count, fraction=before + (st.fraction or 0.0), before=before,
                         counted_before=base))

    on_part = None if journal is None else journal.record
    stats = Stats()
    try:
        if cluster is not None:
            result = cluster.count(model, parts, todo, task_options(backend), on_part=on_part,
                                   time_limit=deadline.remaining(), progress=progress and shown)
        else:
            scheduler = Scheduler(model, backend, parts, todo=todo, on_part=on_part,
                                  checkpoint=None if journal is None else COUNT_CHECKPOINT)
            result = scheduler.run(deadline.remaining(), progress and shown)
            stats = scheduler.stats
    except Interrupted as err:
        raise Interrupted(base + err.count) from None
    total = base + sum(result.counts.values()) + result.unfinished
    if len(done) + len(result.counts) < len(parts):  # (parts split on the way appended their rest)
        return Record(Outcome.TIMEOUT, total, backend, stats)
    if journal is not None:
        journal.finish(total, time.perf_counter() - t0)
    return Record(Outcome.COMPLETE, total, backend, stats)


CHECKPOINT = 10.0  # seconds: a long search of an enumeration writes what it found this often


def enumerate_in_parts(model: Model, backend: Sliced, on_solution, *, journal: Journal | None = None,
                       cluster=None, limit: int | None = None, time_limit: float | None = None) -> Record:
    """Hand the solutions of ``model`` to ``on_solution`` (False stops), at most ``limit``:
    first those the ``journal`` (an enumeration's) holds, then those of the parts not done,
    found by ``backend``'s threads as a shared search (each search writes its solutions at least
    every CHECKPOINT seconds), or by tasks on ``cluster`` (the search split as workers are
    without work). The record's outcome: COMPLETE (all found), STOPPED or TIMEOUT (its count is
    None: the solutions went to ``on_solution``). Ctrl-C raises
    :class:`~xcckit.errors.Interrupted` with the solutions handed over so far."""
    deadline = Deadline(time_limit)
    t0 = time.perf_counter()
    deliver = Handover(on_solution, limit)
    if journal is not None:
        for sol in journal.solutions:
            if not deliver(sol):
                return Record(Outcome.STOPPED, None, backend)
        if journal.total is not None:
            return Record(Outcome.COMPLETE, None, backend)
        if journal.cut is None:  # the whole search: it gives pieces as it goes
            journal.write_cut([Subproblem(())], 0, backend.prefixes)
        check_prefixes(journal, backend)
        parts, done = journal.cut[0], dict(journal.done)
    else:
        parts, done = [Subproblem(())], {}
    todo = [k for k in range(len(parts)) if k not in done]
    on_part = None if journal is None else journal.record
    stats = Stats()
    try:
        if cluster is not None:
            result = cluster.count(model, parts, todo, task_options(backend), on_part=on_part,
                                   time_limit=deadline.remaining(), deliver=deliver)
        else:
            scheduler = Scheduler(model, backend, parts, todo=todo, on_part=on_part, deliver=deliver,
                                  checkpoint=None if journal is None else CHECKPOINT)
            result = scheduler.run(deadline.remaining())
            stats = scheduler.stats
    except Interrupted:
        raise Interrupted(deliver.count) from None
    if deliver.stopped:
        return Record(Outcome.STOPPED, None, backend, stats)
    if len(done) + len(result.counts) < len(parts):
        return Record(Outcome.TIMEOUT, None, backend, stats)
    if journal is not None:
        journal.finish(len(journal.solutions), time.perf_counter() - t0)
    return Record(Outcome.COMPLETE, None, backend, stats)


def task_options(backend: Sliced) -> dict:
    """What a cluster task needs to make ``backend`` (one thread) for itself."""
    return {"backend": backend.name, **backend.settings()}
