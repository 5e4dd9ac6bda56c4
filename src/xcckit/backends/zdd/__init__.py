"""The zdd backend: Knuth's Algorithm Z (memoised Algorithm C), compiled by numba.

Modules: :mod:`.kernel` (the search, its memo and the ZDD it makes), :mod:`.diagram` (the
:class:`ZDD`: exact counts, iteration, uniform sampling) and :mod:`.backend` (:class:`ZddBackend`).
"""

from .backend import ORDERS, ZddBackend
from .diagram import ZDD

__all__ = ["ORDERS", "ZDD", "ZddBackend"]
