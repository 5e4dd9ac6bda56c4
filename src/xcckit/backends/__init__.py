"""Backends: each finds the solutions of a Model in its own way, behind one interface."""

from __future__ import annotations

from ..errors import InputError
from .base import Backend, Outcome, Solution

BACKENDS = ("cpsat", "sat", "dlx")


def get_backend(name: str, **options) -> Backend:
    """A backend by name: ``cpsat``, ``sat`` (option ``solver``) or ``dlx``."""
    if name == "cpsat":
        from .cpsat import CPSATBackend
        return CPSATBackend(**options)
    if name == "sat":
        from .sat import SatBackend
        return SatBackend(**options)
    if name == "dlx":
        from .dlx import DlxBackend
        return DlxBackend(**options)
    raise InputError(f"unknown backend '{name}' (choose from {', '.join(BACKENDS)})", source="--backend")


__all__ = ["BACKENDS", "Backend", "Outcome", "Solution", "get_backend"]
