"""The dlx backend: Knuth's Algorithm C (exact cover with colours), compiled by numba.

Modules: :mod:`.state` (return codes, phases, the state vector's slots), :mod:`.loop` (the
single-loop hook), :mod:`.links` (the dancing-links engine), :mod:`.cells` (the sparse-set engine,
the default) and :mod:`.backend` (:class:`DlxBackend`, which runs an engine in slices).
"""

from .backend import ENGINES, DlxBackend, Engine, prepare

__all__ = ["ENGINES", "DlxBackend", "Engine", "prepare"]
