"""The data xcckit bundles: word lists (``words/``), MacMahon's boards (``macmahon/``), example
slitherlinks (``slitherlink/``), DLX models (``dlx/``), and each kind's bundled puzzles and its
``about.toml`` (its help on the command line) in a folder of its name.

They are package data, found with :mod:`importlib.resources`, so an installed wheel has them as a
clone does. The environment variable ``XCCKIT_MODELS`` names a directory with the same layout
that is looked in first.
"""

from __future__ import annotations

import functools
import os
import tomllib
from importlib.resources import files
from pathlib import Path


def roots() -> list[Path]:
    """The directories searched, in order: $XCCKIT_MODELS (when set), then the bundled data."""
    found = [Path(os.environ["XCCKIT_MODELS"])] if os.environ.get("XCCKIT_MODELS") else []
    return found + [Path(str(files(__name__)))]


def find(folder: str, name: str, suffixes: tuple[str, ...] = ("",)) -> str | None:
    """The path of ``folder/name`` (with one of ``suffixes`` added) in the first root that has
    it, or None."""
    if not name or "/" in name or "\\" in name or name.startswith("."):
        return None
    for root in roots():
        for suffix in suffixes:
            candidate = root / folder / f"{name}{suffix}"
            try:
                if candidate.is_file():
                    return str(candidate)
            except OSError:  # a name the file system cannot hold (too long, say)
                return None
    return None


def listing(folder: str, suffix: str = "") -> list[str]:
    """The names (without ``suffix``) of the files in ``folder`` of every root."""
    names: set[str] = set()
    for root in roots():
        if (root / folder).is_dir():
            names |= {p.name[: len(p.name) - len(suffix)] for p in (root / folder).iterdir()
                      if p.is_file() and p.name.endswith(suffix)}
    return sorted(names)


@functools.cache
def about(kind: str) -> dict:
    """What ``KIND/about.toml`` of the bundled data says of a kind (its help and what its benchmark
    measures), lists read as tuples; {} where it has none."""
    path = Path(str(files(__name__))) / kind / "about.toml"
    if not path.is_file():
        return {}
    with open(path, "rb") as f:
        return {key: _tuples(v) for key, v in tomllib.load(f).items()}


def _tuples(value: object) -> object:
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value
