"""The CNF translation, solved by python-sat (CaDiCaL by default): the ``sat`` backend.

* :mod:`.encoding`: the CNF of a model (:class:`CNFEncoding`: variables, clauses, the lazy
  cuts of side constraints, blocking clauses);
* :mod:`.search`: the solvers, a call bounded by a deadline, the next model whose loops are one,
  and where the work runs (a thread for a small CNF, a child process for a big one), RC2;
* :mod:`.cubes`: an enumeration cut into disjoint cubes, on one solver or forked workers;
* :mod:`.uniqueness`: a puzzle maker's uniqueness questions on one incremental solver;
* :mod:`.backend`: :class:`SatBackend`, each task a short loop over these steps.
"""

from .backend import SatBackend
from .encoding import CNFEncoding
from .search import SOLVERS, check_solver, usable_solvers
from .uniqueness import Uniqueness

__all__ = ["SOLVERS", "CNFEncoding", "SatBackend", "Uniqueness", "check_solver", "usable_solvers"]
