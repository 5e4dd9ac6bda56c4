"""The scaling prediction: a count cut into parts as W workers cut it, run as W workers would on
virtual clocks (the real kernel's slices, timed on one thread), beside the measured 1- and
2-thread counts."""

from __future__ import annotations

import time

import xcckit
from xcckit import parse_dlx
from xcckit.backends import get_backend

from .common import header

RUN_AHEAD = 0.02  # seconds: see simulate


def simulate(b, model, parts: list[tuple[int, ...]], workers: int) -> tuple[float, float, int, int]:
    """Run the count of ``parts`` as ``workers`` threads of xcckit.parallel.threads.Scheduler would,
    on virtual clocks: each worker's part runs slice by slice on this thread (the real kernel,
    timed, its arrays brought into the cache first, as a worker of its own has them; a new
    structure's building timed too), the worker with the earliest clock next; a
    worker with nothing to take waits, and the next worker to end a slice gives it pieces of its
    search (Search.donate). Returns the makespan, the work (sum of all timed slices),
    the parts counted and the times pieces were given."""
    import heapq
    from collections import deque
    import numpy as np
    from xcckit.backends.slices import DONE, Slices
    from xcckit.parallel.threads import HURRY, PART_SLICE
    out = np.zeros(1, dtype=np.int64)
    queue = deque(parts)
    spare, idle, heap, state = [], [], [], {}
    end = work = 0.0
    counted = splits = 0

    def take(w: int, now: float) -> None:
        """None: worker ``w`` takes the next part at ``now`` (its restart timed as work)."""
        nonlocal work, counted
        t = time.perf_counter()
        s = spare.pop() if spare else b.structure(model)
        s.restart(queue.popleft())
        cost = time.perf_counter() - t
        work += cost
        counted += 1
        state[w] = [s, Slices(s, b.budget, PART_SLICE)]
        heapq.heappush(heap, (now + cost, w))

    for w in range(workers):
        if queue:
            take(w, 0.0)
        else:
            idle.append((w, 0.0))
    last = None
    while heap:
        now, w = heapq.heappop(heap)
        s, slices = state[w]
        if w != last:  # a worker of its own has its arrays in its cache: bring them into this one's
            own = (*s.cells, s.st) if hasattr(s, "cells") else (*s.arrays[1:], *s.sets, *s.levels, s.st)
            for a in own:
                a.sum()
            last = w
        # While no worker waits and the queue is long, nothing this worker does affects the
        # others for a while: run it on (up to RUN_AHEAD past the next worker's clock) rather
        # than switching arrays every slice, which real workers never do.
        calm = not idle and len(queue) >= 2 * workers and heap
        horizon = heap[0][0] + RUN_AHEAD if calm else now
        while True:
            code = slices.run(out)
            work += slices.seconds
            now += slices.seconds
            if code == DONE or now >= horizon:
                break
            slices.scale()
        if code == DONE:
            spare.append(s)
            end = max(end, now)
            if queue:
                take(w, now)
            else:
                idle.append((w, now))  # waiting since now
        else:
            if idle and s.pieces() >= 2:  # give pieces away and go on
                d, rest = s.donate(max(1, len(idle) - len(queue)))
                queue.extend(f for f, _ in rest[:d])
                splits += 1
                while idle and queue:
                    v, since = idle.pop()
                    take(v, max(now, since))
            slices.scale(HURRY if idle else None)
            heapq.heappush(heap, (now, w))
    return end, work, counted, splits


def bench_scale(instances: list[str]) -> None:
    """Cut each count into subproblems as a count on W workers does (PER_THREAD per worker),
    and run it as W workers would (:func:`simulate`: virtual clocks, real slices, parts split
    for idle workers) to predict the speedup on 2, 8, 64 and 512 workers; the measured 1- and
    2-worker counts beside."""
    from xcckit.parallel.threads import PER_THREAD
    from xcckit.puzzles.macmahon import MacMahon, board
    from xcckit.puzzles.wordrect import WordRectangle
    from xcckit.puzzles.kit.words import load_words

    def rect(spec):
        """A function making the 5×5 word rectangles of ``spec`` for both lists."""
        return lambda: WordRectangle(load_words(spec), load_words(spec)).model

    makers = {"macmahon-12": (lambda: MacMahon(board("12")).model, "dlx"),
              "macmahon-hexagon": (lambda: MacMahon(board("hexagon")).model, "dlx"),
              "wordrect-sgb2000": (rect("sgb-words:2000"), "dlx"),
              "wordrect-sgb-trie": (rect("sgb-words"), "trie")}
    xcckit.count(parse_dlx("a | x\na x:1\n"), backend="dlx")
    print(header())
    print(f"\nW workers: the count cut into {PER_THREAD}·W parts (the backend's subproblems(); \"cut s\" for "
          f"W = 512, not in the prediction), then run as W workers would (with --journal or --cluster) "
          f"on virtual clocks, each slice timed on one thread, pieces given to idle workers; predicted "
          f"speedup = simulated 1 worker / simulated W workers, efficiency = speedup / W. Measured: "
          f"xcckit.count on 1 and 2 threads.\n")
    print("| instance | solutions | 1 worker s | 2 workers s | simulated 1 s | cut s | predicted 2 | 8 | 64 | 512 | "
          "parts (pieces given) at 512 |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for name in instances:
        make, backend = makers[name]
        model = make()
        measured = {}
        for w in (1, 2):
            t = time.perf_counter()
            r = xcckit.count(model, backend=get_backend(backend, threads=w))
            measured[w] = time.perf_counter() - t
            if w == 1:
                total = r.count
            assert r.count == total, (name, r.count, total)
        cells, alone = [], None
        for w in (1, 2, 8, 64, 512):
            b = get_backend(backend, threads=1)
            t0 = time.perf_counter()
            parts, found = b.subproblems(model, PER_THREAD * w)
            t_cut = time.perf_counter() - t0
            makespan, work, counted, splits = simulate(b, model, [p.forced for p in parts], w)
            if w == 1:
                alone = makespan
            else:
                cells.append(f"{alone / makespan:.2f}× ({100 * alone / makespan / w:.0f} %)")
        print(f"| {name} | {total:,} | {measured[1]:.1f} | {measured[2]:.1f} ({measured[1] / measured[2]:.2f}×) | "
              f"{alone:.1f} | {t_cut:.2f} | " + " | ".join(cells) + f" | {counted:,} ({splits:,}) |", flush=True)
