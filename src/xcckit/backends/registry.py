"""The registry of backends: name -> ``module:class``, imported on first use. It imports no
backend, so that anything may ask it (the interface's refusals name the backends that take a
constraint, read off their declarations)."""

from __future__ import annotations

import importlib

from ..errors import InputError

REGISTRY: dict[str, str] = {
    "cpsat": "xcckit.backends.cpsat:CPSATBackend",
    "sat": "xcckit.backends.sat:SatBackend",
    "dlx": "xcckit.backends.dlx:DlxBackend",
    "trie": "xcckit.backends.trie:TrieBackend",
    "zdd": "xcckit.backends.zdd:ZddBackend",
}
"""Backend name -> ``module:class``, imported on first use. A backend is added here and nowhere
else: what it can do is said by its class (:class:`~.base.Backend`'s capability attributes)."""

BACKENDS = tuple(REGISTRY)
AUTO = "auto"


def backend_class(name: str, source: str = "backend"):
    """The class of the backend ``name``; an unknown name is an InputError naming ``source``."""
    target = REGISTRY.get(name) if isinstance(name, str) else None
    if target is None:
        raise InputError(f"unknown backend {name!r} (choose from {AUTO}, {', '.join(BACKENDS)})", source=source)
    module, _, cls = target.partition(":")
    return getattr(importlib.import_module(module), cls)
