"""What the dlx kernels share: return codes (those of every compiled search), phases, and the slots of the state vector.

Both kernels (:mod:`.links` and :mod:`.cells`) are resumable state machines. Everything a search
needs between two calls lives in arrays; its scalars live in one int64 *state vector* ``st``,
whose slots are listed here once. A kernel returns after a budget of options tried (so that
Python can check the time limit and show progress), when its solution buffer is full, when the
count limit is reached, or when the search is over; called again, it goes on where it stopped.
"""

from __future__ import annotations

from .. import slices as _slices

DONE, BUDGET, BUFFER_FULL, COUNT_LIMIT = _slices.DONE, _slices.BUDGET, _slices.BUFFER_FULL, _slices.COUNT_LIMIT

# Phases of the state machine, numbered as the steps of Knuth's Algorithm C (TAOCP 7.2.2.1).
C2 = 2    # enter a level: a solution when no primary item is left, else choose an item (C3, C4)
C5 = 5    # try the option x[l] of the chosen item (or leave the level when none is left)
C6 = 6    # undo the option tried at this level and go on with the next one
C8 = 8    # leave the level (back to C6 one level up, or the end at level 0)
CP = 10   # cells engine: propagate after an option (or after colours a lookahead implied)
OVER = -1  # S_PHASE once the search is over

# The state vector: slot -> meaning. Slots 0-7 are used by both engines, 8-19 and 21 by the cells
# engine, 20 by the costs kernel (:mod:`.costs`, on the links).
S_PHASE = 0    # phase to resume in (above), OVER at the end
S_LEVEL = 1    # current level l (depth of the search tree)
S_COUNT = 2    # solutions found so far
S_NODES = 3    # options tried for real (lookahead probes are counted in S_PROBES)
S_TRAIL = 4    # single loop: entries in use on the loop trail
S_OUT = 5      # solution buffer: words in use
S_CLOSED = 6   # single loop: 1 once the edges on form a closed loop
S_TOTAL = 7    # single loop: number of edges on
S_PLEN = 8     # cells: size of the active set of primary items
S_SLEN = 9     # cells: size of the active set of secondary items
S_TP = 10      # cells: entries in use on the size trail
S_STAMP = 11   # cells: the stamp of the current operation (a size is saved once per stamp)
S_PNEXT = 12   # lookahead: the item the next sweep of probes starts from
S_PMODE = 13   # lookahead: 0 a real choice, 1 a probe, 2 implied colours to apply
S_PLEFT = 14   # lookahead: items the sweep has still to look at (n1: a sweep is due)
S_PROBES = 15  # lookahead: options probed so far
S_AID = 16     # lookahead: the stamp of the last option probed
S_NIMP = 17    # lookahead: colours every option of the last probed item agrees on
S_FORCED = 18  # subproblems: options forced at levels 0..S_FORCED-1 (Levels.forced)
S_DEPTH = 19   # subproblems: cut the tree: report the options of level S_DEPTH-1 as leaves, untried (-1: off)
S_BOUND = 20   # costs (Algorithm C$): a solution must cost (net of taxes) less than this
S_NFORCE = 21  # cells: primary items on the force stack (Sets.force)
STATE_SIZE = 22

# Kernel calls: options tried between two checks of the clock.
NODE_BUDGET = 200_000


def words_to_solutions(out, end: int) -> list[tuple[int, ...]]:
    """The solutions a kernel recorded in ``out[:end]`` (each: its length, then its options),
    as sorted tuples of option indices."""
    sols, k = [], 0
    while k < end:
        m = int(out[k])
        sols.append(tuple(sorted(int(v) for v in out[k + 1: k + 1 + m])))
        k += 1 + m
    return sols


class Structure:
    """What the engines' structures share: the counters of the state vector ``st`` and the
    solutions recorded (the :class:`~xcckit.backends.slices.Search` protocol, in part)."""

    st = None  # the state vector

    @property
    def count(self) -> int:
        return int(self.st[S_COUNT])

    @property
    def nodes(self) -> int:
        return int(self.st[S_NODES])

    def solutions(self, out) -> list[tuple[int, ...]]:
        """The solutions recorded in ``out`` since the last call."""
        sols = words_to_solutions(out, int(self.st[S_OUT]))
        self.st[S_OUT] = 0
        return sols
