"""The trie backend's search: the tries of a word grid, the compiled letter-by-letter kernel,
and one thread's search of letter prefixes (see the package's docstring)."""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
from numba import njit

from ...errors import UnsupportedError
from ...model import Model
from ..slices import BUDGET, BUFFER_FULL, COUNT_LIMIT, DONE

# State vector slots.
T_POS, T_BASE, T_COUNT, T_NODES, T_OUT = range(5)
T_SIZE = 5
NODE_BUDGET = 1 << 20
BUFFER = 1 << 16
U64 = np.uint64
# The index of the lowest set bit of a 64-bit word by a de Bruijn sequence.
DEBRUIJN = np.uint64(0x03F79D71B4CB0A89)
_DB_INDEX = np.zeros(64, dtype=np.int64)
for _k in range(64):
    _DB_INDEX[((1 << _k) * 0x03F79D71B4CB0A89 & (2**64 - 1)) >> 58] = _k
assert sorted(_DB_INDEX.tolist()) == list(range(64))


class Trie(NamedTuple):
    child: np.ndarray   # node * A + letter -> child node, 0 for none
    mask: np.ndarray    # node -> the letters that have a child (bit L), uint64
    word: np.ndarray    # node of full depth -> its word, -1 elsewhere


class TrieArrays(NamedTuple):
    """A word grid as the kernel reads it. Cells are numbered row by row (p = i * n + j)."""

    m: int
    n: int
    A: int                  # letters in the alphabet (at most 64)
    symmetric: bool
    row: Trie
    col: Trie
    ri: np.ndarray          # cell p -> p + its row: the slot of its row prefix in Cells.rn
    diag: np.ndarray        # cell p = (i, j) -> cell (j, i) when j < i (a square's mirror), else -1
    db: np.ndarray          # de Bruijn table


class Cells(NamedTuple):
    """The search's state per cell. ``rn[p + i]`` is the row node before cell p = (i, j) (so
    rn[i * (n + 1)] is the root) and ``cn[p]`` the column node above it (cn[j] the root):
    the layout spares the kernel a test for the first cell of a row or column."""

    letter: np.ndarray      # cell -> letter placed
    rn: np.ndarray          # m * (n + 1) row nodes
    cn: np.ndarray          # (m + 1) * n column nodes
    cand: np.ndarray        # cell -> candidates not yet tried (uint64)


def build_trie(words: np.ndarray, A: int) -> Trie:
    """The trie of ``words`` (a (count, length) array of letters 0..A-1)."""
    child: list[list[int]] = [[0] * A]
    word = [-1]
    for w, letters in enumerate(words.tolist()):
        node = 0
        for L in letters:
            row = child[node]
            nxt = row[L]
            if nxt == 0:
                nxt = row[L] = len(child)
                child.append([0] * A)
                word.append(-1)
            node = nxt
        word[node] = w
    table = np.asarray(child, dtype=np.uint32)
    mask = ((table != 0) * (np.uint64(1) << np.arange(A, dtype=np.uint64))).sum(axis=1, dtype=np.uint64)
    return Trie(table.ravel(), mask.astype(np.uint64), np.asarray(word, dtype=np.int32))


@njit(cache=True, nogil=True, inline="always")
def child_of(child, node, A, L):
    """The child of trie node ``node`` by letter ``L``. The index is unsigned (the nodes are
    uint32), so that the compiled code does not test it for Python's negative indexing: 10 % of
    a count of the 5×5 SGB rectangles."""
    return child[np.uint64(node) * np.uint64(A) + np.uint64(L)]


@njit(cache=True, nogil=True, inline="always")
def _popcount(x):
    x = x - ((x >> np.uint64(1)) & np.uint64(0x5555555555555555))
    x = (x & np.uint64(0x3333333333333333)) + ((x >> np.uint64(2)) & np.uint64(0x3333333333333333))
    x = (x + (x >> np.uint64(4))) & np.uint64(0x0F0F0F0F0F0F0F0F)
    return (x * np.uint64(0x0101010101010101)) >> np.uint64(56)


@njit(cache=True, nogil=True, inline="always")
def _candidates(p, ri, diag, rmask, cmask, letter, rn, cn):
    """The letters that may go at cell p, the cells before it being filled."""
    mask = rmask[rn[ri[p]]] & cmask[cn[p]]
    d = diag[p]
    if d >= 0:
        mask &= np.uint64(1) << np.uint64(letter[d])
    return mask


@njit(cache=True, nogil=True)
def start(t, c, st, prefix):
    """Fix the first len(prefix) cells to these letters; False when they are no valid start
    (then the subproblem has no solution). The search will not go above them."""
    k = prefix.shape[0]
    n, A = t.n, t.A
    for p in range(k):
        L = prefix[p]
        if (_candidates(p, t.ri, t.diag, t.row.mask, t.col.mask, c.letter, c.rn, c.cn) >> np.uint64(L)) \
                & np.uint64(1) == 0:
            return False
        c.letter[p] = L
        c.rn[t.ri[p] + 1] = child_of(t.row.child, c.rn[t.ri[p]], A, L)
        c.cn[p + n] = child_of(t.col.child, c.cn[p], A, L)
    st[T_BASE] = k
    st[T_POS] = k
    if k < t.m * n:
        c.cand[k] = _candidates(k, t.ri, t.diag, t.row.mask, t.col.mask, c.letter, c.rn, c.cn)
    else:
        c.cand[k - 1] = np.uint64(0)
        st[T_POS] = k - 1
        st[T_COUNT] += 1  # the prefix is a whole grid
    return True


@njit(cache=True, nogil=True)
def search(t, c, st, out, record, count_limit, budget):
    """Run from the saved state; returns a code of :mod:`.dlx.state`. Counting, the candidates
    at the last cell are all solutions: they are counted at once, not placed."""
    # Named tuples unpacked once: the loop works on plain arrays.
    m, n, A, symmetric = t.m, t.n, t.A, t.symmetric
    rchild, rmask, rword = t.row
    cchild, cmask, cword = t.col
    ri, diag, db = t.ri, t.diag, t.db
    letter, rn, cn, cand = c
    last = m * n - 1
    base = st[T_BASE]
    p = st[T_POS]
    count = st[T_COUNT]
    nodes = 0
    code = DONE
    one = np.uint64(1)
    while True:
        word = cand[p]
        if word == 0:
            if p <= base:
                break
            p -= 1
            continue
        if p == last and not record and count_limit == 0:
            count += _popcount(word)
            nodes += 1
            cand[p] = np.uint64(0)
            continue
        low = word & (~word + one)
        cand[p] = word ^ low
        L = db[(low * DEBRUIJN) >> np.uint64(58)]
        letter[p] = L
        r = ri[p]
        rn[r + 1] = child_of(rchild, rn[r], A, L)
        cn[p + n] = child_of(cchild, cn[p], A, L)
        nodes += 1
        if p == last:
            count += 1
            if record:
                o = st[T_OUT]
                for i in range(m):
                    out[o + i] = rword[rn[i * (n + 1) + n]]
                o += m
                if not symmetric:
                    for j in range(n):
                        out[o + j] = cword[cn[m * n + j]]
                    o += n
                st[T_OUT] = o
                if o + m + n > out.shape[0]:
                    code = BUFFER_FULL
                    break
            if count_limit > 0 and count >= count_limit:
                code = COUNT_LIMIT
                break
            continue
        p += 1
        mask = rmask[rn[ri[p]]] & cmask[cn[p]]
        d = diag[p]
        if d >= 0:
            mask &= one << np.uint64(letter[d])
        cand[p] = mask
        if nodes >= budget:
            code = BUDGET
            break
    st[T_POS] = p
    st[T_COUNT] = count
    st[T_NODES] += nodes
    return code


@njit(cache=True, nogil=True)
def prefixes(t, c, k):
    """Every valid start of k cells (k >= 1), in search order, as a (count, k) array."""
    found = []
    n, A = t.n, t.A
    p = 0
    c.cand[0] = _candidates(0, t.ri, t.diag, t.row.mask, t.col.mask, c.letter, c.rn, c.cn)
    while p >= 0:
        word = c.cand[p]
        if word == 0:
            p -= 1
            continue
        low = word & (~word + np.uint64(1))
        c.cand[p] = word ^ low
        L = t.db[(low * DEBRUIJN) >> np.uint64(58)]
        c.letter[p] = L
        c.rn[t.ri[p] + 1] = child_of(t.row.child, c.rn[t.ri[p]], A, L)
        c.cn[p + n] = child_of(t.col.child, c.cn[p], A, L)
        if p == k - 1:
            found.append(c.letter[:k].copy())
            continue
        p += 1
        c.cand[p] = _candidates(p, t.ri, t.diag, t.row.mask, t.col.mask, c.letter, c.rn, c.cn)
    res = np.zeros((len(found), k), dtype=np.int64)
    for r in range(len(found)):
        res[r] = found[r]
    return res


class Grid:
    """A model's word grid read off its options: letters, tries, and the option of each word in
    each row and column."""

    def __init__(self, model: Model) -> None:
        hint = model.word_grid
        if hint is None:
            raise UnsupportedError("the trie backend needs a model of a word grid: its rows and columns "
                                   "words of lists (the model's word_grid, as the plain models of word grids give it)")
        self.m = len(hint.rows)
        self.n = len(hint.rows[0][1])
        self.symmetric = hint.symmetric
        if self.symmetric and self.n != self.m:
            raise UnsupportedError("word grid: a symmetric square must have as many rows as columns")
        start, item, colour = model.arrays()
        opt_of = np.repeat(np.arange(model.n_options, dtype=np.int64), np.diff(start))
        used = np.flatnonzero(np.bincount(colour, minlength=len(model.colours))[1:]) + 1  # colours in use
        if len(used) > 64:
            raise UnsupportedError(f"word grid: {len(used)} letters; the trie backend handles 64")
        names = [model.colours[c] for c in used.tolist()]
        order = sorted(range(len(used)), key=lambda k: names[k])  # alphabetical search order
        self.alphabet = [names[k] for k in order]
        letter_of = np.full(len(model.colours), -1, dtype=np.int64)
        letter_of[used[order]] = np.arange(len(used))
        self.row_words, self.row_option = self._read(model, hint.rows, start, item, colour, opt_of, letter_of)
        if self.symmetric:
            self.col_words, self.col_option = self.row_words, self.row_option
        else:
            self.col_words, self.col_option = self._read(model, hint.cols, start, item, colour, opt_of, letter_of)
            if len(hint.cols) != self.n or self.col_words.shape[1] != self.m:
                raise UnsupportedError("word grid: the columns do not fit the rows")
        A = len(self.alphabet)
        m, n = self.m, self.n
        i, j = np.repeat(np.arange(m), n), np.tile(np.arange(n), m)
        diag = np.where(self.symmetric & (j < i), j * n + i, -1)
        row_trie = build_trie(self.row_words, A)
        same = self.col_words is self.row_words or np.array_equal(self.col_words, self.row_words)
        col_trie = row_trie if same else build_trie(self.col_words, A)
        self.arrays = TrieArrays(m, n, A, self.symmetric, row_trie, col_trie, np.arange(m * n) + i, diag,
                                 _DB_INDEX)

    @staticmethod
    def _read(model, lines, start, item, colour, opt_of, letter_of):
        """The words of ``lines`` (one list for all: every line must offer the same words) and
        the option of word w in line k."""
        words, options = None, []
        for k, (line_item, cells) in enumerate(lines):
            opts = opt_of[item == line_item]
            length = len(cells)
            where = np.full(model.n_items, -1, dtype=np.int64)
            where[cells] = np.arange(length)
            sizes = np.diff(start)[opts]
            if not len(opts) or (sizes != length + 1).any():
                raise UnsupportedError(f"word grid: the options of '{model.names[line_item]}' "
                                       f"are not words on its {length} cells")
            ks = (start[opts][:, None] + np.arange(length + 1)).ravel()  # every option has length + 1
            ks = ks[item[ks] != line_item]
            pos = where[item[ks]]
            if (pos < 0).any():
                raise UnsupportedError(f"word grid: an option of '{model.names[line_item]}' "
                                       f"colours a cell of another line")
            grid = np.full((len(opts), length), -1, dtype=np.int64)
            grid[np.repeat(np.arange(len(opts)), length), pos] = letter_of[colour[ks]]
            if (grid < 0).any():
                raise UnsupportedError(f"word grid: an option of '{model.names[line_item]}' leaves "
                                       f"a cell without a letter")
            if words is None:
                words = grid
                index = {w.tobytes(): r for r, w in enumerate(words)}
            option = np.full(len(words), -1, dtype=np.int64)
            rows = [index.get(w.tobytes(), -1) for w in grid]
            if -1 in rows or len(set(rows)) != len(rows) or len(rows) != len(words):
                raise UnsupportedError("word grid: every line must offer the same words")
            option[rows] = opts
            options.append(option)
        return words, np.stack(options, axis=1)

    def state(self):
        m, n = self.m, self.n
        return (Cells(np.zeros(m * n, dtype=np.int64), np.zeros(m * (n + 1), dtype=np.uint32),
                      np.zeros((m + 1) * n, dtype=np.uint32), np.zeros(m * n, dtype=np.uint64)),
                np.zeros(T_SIZE, dtype=np.int64))

    def solution(self, words: np.ndarray) -> tuple[int, ...]:
        """The options of a grid given as its row words (then its column words)."""
        m = self.m
        opts = [int(self.row_option[w, i]) for i, w in enumerate(words[:m])]
        if not self.symmetric:
            opts += [int(self.col_option[w, j]) for j, w in enumerate(words[m:])]
        return tuple(sorted(opts))


def _choices(t: TrieArrays, c: Cells, p: int) -> int:
    """How many letters could go at cell p, the cells before it being filled as in ``c``."""
    return int(_candidates(p, t.ri, t.diag, t.row.mask, t.col.mask, c.letter, c.rn, c.cn)).bit_count()


class TrieSearch:
    """One thread's search of subproblems (letter prefixes) of a grid: the
    :class:`~..slices.Search` of the trie backend."""

    probes = 0  # no lookahead

    def __init__(self, g: Grid) -> None:
        self.g = g
        self.cells, self.st = g.state()
        self.width = g.m if g.symmetric else g.m + g.n
        self.code = DONE
        self.restart(())  # the whole search, until restarted on a prefix

    def restart(self, prefix: tuple[int, ...] = ()) -> None:
        """Search the grids that begin with the letters ``prefix`` (fewer than the cells)."""
        if len(prefix) >= self.g.m * self.g.n:
            raise ValueError("a prefix of letters fills the grid")
        self.st[:] = 0
        ok = start(self.g.arrays, self.cells, self.st, np.asarray(prefix, dtype=np.int64))
        self.code = BUDGET if ok else DONE  # no valid start: no solution

    def run(self, out: np.ndarray, record: bool, count_limit: int, budget: int) -> int:
        if self.code != DONE:
            self.code = search(self.g.arrays, self.cells, self.st, out, record, count_limit, budget)
        return self.code

    @property
    def count(self) -> int:
        return int(self.st[T_COUNT])

    @property
    def nodes(self) -> int:
        return int(self.st[T_NODES])

    def solutions(self, out: np.ndarray) -> list[tuple[int, ...]]:
        words = out[:self.st[T_OUT]].reshape(-1, self.width)
        self.st[T_OUT] = 0
        return [self.g.solution(w) for w in words]

    def _levels(self) -> range:
        """The cells between the prefix and the current one (paused by its budget), else none."""
        return range(int(self.st[T_BASE]), int(self.st[T_POS]) if self.code == BUDGET else 0)

    def pieces(self) -> int:
        if self.code != BUDGET:
            return 0
        return 1 + sum(int(self.cells.cand[p]).bit_count() for p in self._levels())

    def rest(self) -> list[tuple[tuple[int, ...], float]]:
        """What the paused search has left: at each cell from the prefix's end to the current
        one, the letters not yet tried there (each after the letters above it), then the current
        cell's node (the letters above it). Shares are Knuth's estimate: a letter at cell p holds
        1/(product of the letters that could go at the cells up to p) of the search."""
        if self.code != BUDGET:
            raise ValueError("the search is not paused by its budget")
        t, c = self.g.arrays, self.cells
        letters = [int(L) for L in c.letter[:int(self.st[T_POS])]]
        out, w = [], 1.0
        for p in self._levels():
            w /= _choices(t, c, p)
            left = int(c.cand[p])
            while left:
                low = left & -left
                out.append((tuple(letters[:p]) + (low.bit_length() - 1,), w))
                left ^= low
        out.append((tuple(letters), w))
        return out

    def donate(self, least: int = 1) -> tuple[int, list[tuple[tuple[int, ...], float]]]:
        """Give away the letters not tried yet at the first cells that have some, cell after
        cell until at least ``least`` are given, and go on with the others: (d, rest) where rest
        is :meth:`rest` and its first d pieces are the ones given."""
        rest = self.rest()
        d = 0
        for p in self._levels():
            if d >= least:
                break
            d += int(self.cells.cand[p]).bit_count()
            self.cells.cand[p] = 0
        return d, rest
