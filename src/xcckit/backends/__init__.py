"""Backends: each finds the solutions of a Model in its own way, behind one interface
(:class:`~xcckit.backends.base.Backend`)."""

from __future__ import annotations

from ..errors import InputError
from ..model import Model, SingleLoop
from .base import Backend, Outcome, Solution

BACKENDS = ("cpsat", "sat", "dlx", "trie")
AUTO = "auto"


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
    raise InputError(f"unknown backend '{name}' (choose from {AUTO}, {', '.join(BACKENDS)})", source="--backend")


def choose(model: Model, task: str) -> str:
    """The backend ``auto`` runs for ``task`` (``count`` or ``solve``), from measurements (the
    README's "Choosing a backend"): the trie for word grids; sat to find solutions of a model
    with side constraints or multiplicities (a loop puzzle, MacMahon's colour counts: learning
    proves a board empty in a blink) and to count loop puzzles and models with multiplicities;
    dlx otherwise (the fastest at enumerating, and the only one that counts millions)."""
    if model.word_grid is not None:
        return "trie"
    if model.has_multiplicities or model.constraints(SingleLoop):
        return "sat"
    if task == "solve" and model.side_constraints:
        return "sat"
    return "dlx"


def backends_for(model: Model) -> list[str]:
    """The backends that can search ``model``: cpsat and sat always, dlx without multiplicities,
    trie for word grids."""
    names = ["cpsat", "sat"]
    if not model.has_multiplicities:
        names.append("dlx")
    if model.word_grid is not None:
        names.append("trie")
    return names


__all__ = ["AUTO", "BACKENDS", "Backend", "Outcome", "Solution", "backends_for", "choose", "get_backend"]
