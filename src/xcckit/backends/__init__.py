"""Backends: each finds the solutions of a Model in its own way, behind one interface
(:class:`~xcckit.backends.base.Backend`)."""

from __future__ import annotations

from ..errors import InputError
from ..model import Model
from .base import Backend, Outcome, Solution

BACKENDS = ("cpsat", "sat", "dlx", "trie")


def get_backend(name: str, **options) -> Backend:
    """A backend by name: ``cpsat``, ``sat`` (option ``solver``), ``dlx`` or ``trie``; each
    backend's class documents its options."""
    if name == "cpsat":
        from .cpsat import CPSATBackend
        return CPSATBackend(**options)
    if name == "sat":
        from .sat import SatBackend
        return SatBackend(**options)
    if name == "dlx":
        from .dlx import DlxBackend
        return DlxBackend(**options)
    if name == "trie":
        from .trie import TrieBackend
        return TrieBackend(**options)
    raise InputError(f"unknown backend '{name}' (choose from {', '.join(BACKENDS)})", source="--backend")


def backends_for(model: Model) -> list[str]:
    """The backends that can search ``model``: cpsat and sat always, dlx without multiplicities,
    trie for word grids."""
    names = ["cpsat", "sat"]
    if not model.has_multiplicities:
        names.append("dlx")
    if model.word_grid is not None:
        names.append("trie")
    return names


__all__ = ["BACKENDS", "Backend", "Outcome", "Solution", "backends_for", "get_backend"]
