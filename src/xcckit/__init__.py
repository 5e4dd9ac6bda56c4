"""xcckit: Knuth's exact cover with colours (XCC) for puzzles, on CP-SAT, SAT and dancing links.

>>> import xcckit
>>> m = xcckit.parse_dlx("p q r | x y\\np q x y:A\\np r x:A y\\np x:B\\nq x:A\\nr y:B\\n")
>>> xcckit.count(m, backend="sat").count
1
"""

from .api import CountResult, FactsResult, SolveResult, count, facts, sample, solutions, solve, zdd
from .check import check_solution
from .crosscheck import crosscheck
from .formats.dlx import parse as parse_dlx
from .formats.dlx import write as write_dlx
from .errors import DLXError, InputError, ModelError, UnsupportedError, XccError
from .model import Model, SingleLoop

__version__ = "0.1.0"

__all__ = [
    "CountResult", "DLXError", "FactsResult", "InputError", "Model", "ModelError", "SingleLoop", "SolveResult",
    "UnsupportedError", "XccError", "check_solution", "count", "crosscheck", "facts", "parse_dlx", "sample",
    "solutions", "solve", "write_dlx", "zdd",
]
