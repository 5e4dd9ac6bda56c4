"""The trie backend: word rectangles and word squares letter by letter, compiled by numba.

Graham Toal's method, and Knuth's in BACK-MXN-WORDS (TAOCP 7.2.2): the cells are filled row by
row, one letter at a time; each row keeps its node in the trie of the row words and each column its
node in the trie of the column words, and only letters that extend both are tried. The candidates
at a cell are one AND of two bit masks (the letters under the row's node and under the column's),
taken lowest bit first. In a word square in Toal's sense (row i equals column i) the letters of row
i left of the diagonal are those of column i, already placed: they are the only candidate.

It reads only the model: the :class:`~xcckit.model.WordGrid` hint says which primary items are the
rows and columns and which cells they colour; the words are read off the options (so the trie
searches exactly the model's words), and each solution is reported as the options of its words.
A model without the hint is refused (:class:`~xcckit.errors.UnsupportedError`).

Trie layout: flat arrays, child tables indexed by letter (``child[node * A + letter]``, 0 for
none; the root is node 0), a 64-bit mask of the letters under each node, and the word ending at each
node of full depth. Child tables beat a DAWG here: the tries of a few thousand words are small, and
a DAWG saves memory, not steps.

The kernel is a resumable state machine like the dlx kernels (same return codes): ``lv`` holds
per cell the letter, the row and column nodes and the candidates left, and the state vector the
current cell. A *prefix* (the letters of the first k cells) fixes the top of the search: it is a
subproblem. A search shared by threads, a journal's or a cluster's, is made of prefixes (a
:class:`TrieSearch` per thread: paused, it knows what it has left as prefixes, and gives the
biggest away to a thread without work; see :mod:`xcckit.parallel.threads`; the kernel runs
without the GIL).
"""

from .backend import TrieBackend

__all__ = ["TrieBackend"]
