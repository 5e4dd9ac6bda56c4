"""xcckit: Knuth's exact cover with colours (XCC) for puzzles, on CP-SAT, SAT and dancing links.

>>> import xcckit
>>> m = xcckit.parse_dlx("p q r | x y\\np q x y:A\\np r x:A y\\np x:B\\nq x:A\\nr y:B\\n")
>>> xcckit.count(m, backend="sat").count
1

The names below are loaded when first used (``import xcckit`` itself loads nothing heavy, so
that the ``xcc`` script can take Ctrl-C quietly from its first moment, and a program that uses
one part does not wait for the others); so are the modules of the package
(``xcckit.generate.generate(...)`` after ``import xcckit``).
"""

from __future__ import annotations

import sys
import types

__version__ = "0.1.0"

__all__ = [
    "CountResult", "DLXError", "FactsResult", "InputError", "Model", "ModelError", "SingleLoop", "SolveResult",
    "UnsupportedError", "XccError", "check_solution", "count", "crosscheck", "facts", "parse_dlx", "sample",
    "solutions", "solve", "write_dlx", "zdd",
]


def _load(name: str):
    """The object ``xcckit.name`` stands for (a name of :data:`__all__`), imported now."""
    if name in ("CountResult", "FactsResult", "SolveResult", "count", "facts", "sample", "solutions", "solve",
                "zdd"):
        from . import api
        return getattr(api, name)
    if name == "check_solution":
        from .check import check_solution
        return check_solution
    if name == "crosscheck":
        from .crosscheck import crosscheck
        return crosscheck
    if name in ("parse_dlx", "write_dlx"):
        from .formats import dlx
        return dlx.parse if name == "parse_dlx" else dlx.write
    if name in ("DLXError", "InputError", "ModelError", "UnsupportedError", "XccError"):
        from . import errors
        return getattr(errors, name)
    from . import model
    return getattr(model, name)


def __getattr__(name: str):
    """``xcckit.NAME`` on first use: a name of :data:`__all__`, or a module of the package."""
    if name in __all__:
        value = _load(name)
    else:
        import importlib.util
        if name.startswith("_") or importlib.util.find_spec(f"{__name__}.{name}") is None:
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
        value = importlib.import_module(f"{__name__}.{name}")
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))


class _Package(types.ModuleType):
    """The package's module: the import system binds a submodule to its name here when it is
    first loaded, but ``xcckit.crosscheck`` is the function (as in ``from xcckit import
    crosscheck``), not its module."""

    def __setattr__(self, name: str, value) -> None:
        if name == "crosscheck" and isinstance(value, types.ModuleType):
            value = value.crosscheck
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package
